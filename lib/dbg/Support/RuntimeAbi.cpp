//===- RuntimeAbi.cpp - libdbgrt's ABI as the compiler emits it -----------===//

#include "dbg/Support/RuntimeAbi.h"

#include "dbg/Dialect/Dbg/IR/Dbg.h"

#include "mlir/IR/Builders.h"

#include "dbgrt/dbgrt.h"

using namespace mlir;
using namespace mlir::dbg;

// The dbg dialect's SiteKind and libdbgrt's DbgrtSiteKind are one enum: each
// case of Abi.def has the same value in both, and neither has more cases.
#define DBGRT_SITE_KIND(NAME, VALUE, DIALECT_CASE)                             \
  static_assert(static_cast<uint32_t>(SiteKind::DIALECT_CASE) == VALUE &&      \
                    DBGRT_SITE_##NAME == VALUE,                                \
                "SiteKind::" #DIALECT_CASE " differs from Abi.def");
#include "dbgrt/Abi.def"
static_assert(getMaxEnumValForSiteKind() + 1 == DBGRT_NUM_SITE_KINDS,
              "the dbg dialect's SiteKind has cases Abi.def does not list");

mlir::Type abi::getType(MLIRContext *context, Type type) {
  switch (type) {
  case Type::VOID:
    return LLVM::LLVMVoidType::get(context);
  case Type::U32:
  case Type::I32:
    return IntegerType::get(context, 32);
  case Type::I64:
    return IntegerType::get(context, 64);
  case Type::STR:
  case Type::SITE:
  case Type::SITE_TABLE:
  case Type::PTR:
    return LLVM::LLVMPointerType::get(context);
  }
  llvm_unreachable("unknown ABI type");
}

/// The LLVM literal struct of the ABI types `fields`, in order.
static LLVM::LLVMStructType getStruct(MLIRContext *context,
                                      std::initializer_list<abi::Type> fields) {
  SmallVector<mlir::Type> types;
  for (abi::Type field : fields)
    types.push_back(abi::getType(context, field));
  return LLVM::LLVMStructType::getLiteral(context, types);
}

LLVM::LLVMStructType abi::getErrorRecordType(MLIRContext *context) {
  return getStruct(context, {
#define DBGRT_RECORD_FIELD(TYPE, NAME) Type::TYPE,
#include "dbgrt/Abi.def"
                            });
}

LLVM::LLVMStructType abi::getCheckReportsType(MLIRContext *context) {
  return getStruct(context, {
#define DBGRT_REPORTS_FIELD(TYPE, NAME) Type::TYPE,
#include "dbgrt/Abi.def"
                            });
}

LLVM::LLVMStructType abi::getCheckReportType(MLIRContext *context) {
  return getStruct(context, {
#define DBGRT_REPORT_FIELD(TYPE, NAME) Type::TYPE,
#include "dbgrt/Abi.def"
                            });
}

static LLVM::LLVMFunctionType getFunctionType(MLIRContext *context,
                                              const abi::Function &function) {
  SmallVector<mlir::Type> params;
  for (abi::Type param : function.params())
    params.push_back(abi::getType(context, param));
  return LLVM::LLVMFunctionType::get(abi::getType(context, function.result),
                                     params);
}

LLVM::LLVMFuncOp abi::declareFunction(OpBuilder &builder, ModuleOp module,
                                      const Function &function) {
  if (auto existing = module.lookupSymbol<LLVM::LLVMFuncOp>(function.name))
    return existing;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  return LLVM::LLVMFuncOp::create(
      builder, module.getLoc(), function.name,
      getFunctionType(module.getContext(), function));
}

LLVM::CallOp abi::createCall(OpBuilder &builder, Location loc,
                             const Function &function, ValueRange args) {
  assert(args.size() == function.numParams &&
         "wrong number of arguments for a runtime call");
  SmallVector<mlir::Type> results;
  if (function.result != Type::VOID)
    results.push_back(getType(builder.getContext(), function.result));
  return LLVM::CallOp::create(builder, loc, results, function.name, args);
}
