//===- StringGlobals.cpp - string constants in the LLVM dialect -----------===//

#include "dbg/Support/StringGlobals.h"

using namespace mlir;

LLVM::GlobalOp mlir::dbg::createStringGlobal(OpBuilder &builder, Location loc,
                                             StringRef name, StringRef value) {
  std::string data = value.str();
  data.push_back('\0');
  auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), data.size());
  return LLVM::GlobalOp::create(builder, loc, type, /*isConstant=*/true,
                                LLVM::Linkage::Private, name,
                                builder.getStringAttr(data));
}
