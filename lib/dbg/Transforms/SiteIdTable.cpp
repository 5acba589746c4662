//===- SiteIdTable.cpp - a gpu.module's table of check-site ids -----------===//

#include "SiteIdTable.h"

#include "dbg/Support/Sites.h"

#include "mlir/IR/BuiltinAttributes.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::dbg;

int64_t SiteIdTable::add(SiteOp site) {
  int64_t last = capacity - 1;
  int64_t number = std::min<int64_t>(ids.size(), last);
  if (number < last)
    ids.push_back(static_cast<int64_t>(getSiteId(site)));
  else if (ids.size() == static_cast<size_t>(last))
    ids.push_back(0);
  return number;
}

Value SiteIdTable::load(OpBuilder &b, Location loc, Value number) {
  // Typed with the table's size in finish().
  auto get = memref::GetGlobalOp::create(
      b, loc, MemRefType::get({1}, b.getI64Type()), name);
  gets.push_back(get);
  return memref::LoadOp::create(b, loc, get, number);
}

void SiteIdTable::finish(gpu::GPUModuleOp module) {
  if (ids.empty())
    return;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto type =
      MemRefType::get({static_cast<int64_t>(ids.size())}, b.getI64Type());
  auto values = DenseElementsAttr::get(
      RankedTensorType::get(type.getShape(), b.getI64Type()),
      ArrayRef<int64_t>(ids));
  memref::GlobalOp::create(b, module.getLoc(), b.getStringAttr(name),
                           b.getStringAttr("private"), TypeAttr::get(type),
                           values, b.getUnitAttr(), IntegerAttr());
  for (memref::GetGlobalOp get : gets)
    get.getResult().setType(type);
}

void mlir::dbg::forEachKernelWithSites(
    ModuleOp module, StringRef name, int64_t capacity,
    function_ref<void(gpu::GPUFuncOp, CheckBuilder &, SiteIdTable &)>
        instrument) {
  SymbolTable symbols(module);
  CheckBuilder checks(symbols);
  module.walk([&](gpu::GPUModuleOp gpuModule) {
    SiteIdTable sites(name, capacity);
    for (auto kernel : gpuModule.getOps<gpu::GPUFuncOp>())
      if (kernel.isKernel())
        instrument(kernel, checks, sites);
    sites.finish(gpuModule);
  });
}
