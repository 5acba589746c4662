//===- Workgroup.cpp - workgroup memory as views of one buffer ------------===//
//
// On a GPU, workgroup (shared) memory belongs to a block: every thread of
// the block sees the same bytes. On the host, libdbgrt gives each running
// block one buffer (dbgrtHostRun's `workgroup`), and every workgroup object
// of a GPU module is a view at a fixed offset in it: `memref.global`s and
// `memref.alloc`/`alloca`s in workgroup memory, and the workgroup
// attributions of `gpu.func`s. Dynamic shared memory follows them.
//
//===----------------------------------------------------------------------===//

#include "HostLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::dbg;
using namespace mlir::dbg::host;

/// Alignment of every workgroup object: the largest scalar or vector load
/// a kernel makes (16 bytes, as CUDA aligns shared memory).
static constexpr int64_t kWorkgroupAlignment = 16;

static bool isWorkgroupSpace(Attribute space) {
  if (auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space))
    return gpuSpace.getValue() == gpu::AddressSpace::Workgroup;
  // NVVM's and AMDGPU's number for shared memory, as memrefs lowered for
  // them (or written by hand) carry it.
  constexpr int64_t kSharedAddressSpace = 3;
  if (auto number = dyn_cast_or_null<IntegerAttr>(space))
    return number.getInt() == kSharedAddressSpace;
  return false;
}

static bool isWorkgroupMemRef(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return memref && isWorkgroupSpace(memref.getMemorySpace());
}

/// Reserves room for `type` in `layout`, or reports at `op` why it cannot.
static FailureOr<int64_t> place(Operation *op, MemRefType type,
                                WorkgroupLayout &layout, const Twine &what) {
  if (!type.hasStaticShape() || !type.getLayout().isIdentity()) {
    op->emitError() << what << " of type " << type
                    << " is not supported by the host target: workgroup "
                       "memory needs a static shape and the identity layout";
    return failure();
  }
  int64_t bytes = type.getNumElements() *
                  static_cast<int64_t>(DataLayout::closest(op).getTypeSize(
                      type.getElementType()));
  // Tiles of 1 KiB or more start 1024-byte aligned, where the swizzles of
  // TMA and wgmma (functions of the shared address) expect them and where
  // a GPU puts them (the H200 prints upstream's 128-byte swizzle test's
  // static tile unshifted behind its mbarrier).
  constexpr int64_t kTileBytes = 1024;
  int64_t offset =
      llvm::alignTo(layout.staticBytes,
                    bytes >= kTileBytes ? kTileBytes : kWorkgroupAlignment);
  layout.staticBytes = offset + bytes;
  return offset;
}

LogicalResult host::planWorkgroupMemory(ModuleOp module,
                                        WorkgroupLayout &layout) {
  bool ok = true;
  // Zero-sized globals: dynamic shared memory, as NVPTX emits them
  // (extern-dynamic-shared-memory).
  SmallVector<memref::GlobalOp> dynamic;
  for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
    for (auto global : gpuModule.getOps<memref::GlobalOp>()) {
      if (!isWorkgroupSpace(global.getType().getMemorySpace()))
        continue;
      FailureOr<int64_t> offset =
          place(global, global.getType(), layout, "workgroup global");
      if (failed(offset)) {
        ok = false;
        continue;
      }
      layout.offsets[global] = *offset;
      layout.globals[global.getSymName()] = *offset;
      if (global.getType().getNumElements() == 0)
        dynamic.push_back(global);
    }
    gpuModule.walk([&](Operation *op) {
      if (auto func = dyn_cast<gpu::GPUFuncOp>(op)) {
        for (auto [index, attribution] :
             llvm::enumerate(func.getWorkgroupAttributions())) {
          FailureOr<int64_t> offset =
              place(func, cast<MemRefType>(attribution.getType()), layout,
                    "workgroup attribution #" + Twine(index));
          if (failed(offset))
            ok = false;
          else
            layout.attributions[{func, static_cast<unsigned>(index)}] = *offset;
        }
        return;
      }
      if (!isa<memref::AllocOp, memref::AllocaOp>(op) ||
          !isWorkgroupMemRef(op->getResult(0).getType()))
        return;
      FailureOr<int64_t> offset =
          place(op, cast<MemRefType>(op->getResult(0).getType()), layout,
                "'" + op->getName().getStringRef() + "' in workgroup memory");
      if (failed(offset))
        ok = false;
      else
        layout.offsets[op] = *offset;
    });
  }
  // Dynamic shared memory starts 1024-byte aligned, as the CUDA pipeline
  // aligns it (extern-dynamic-shared-memory).
  constexpr int64_t kDynamicAlignment = 1024;
  if (layout.staticBytes > 0)
    layout.staticBytes = llvm::alignTo(layout.staticBytes, kDynamicAlignment);
  for (memref::GlobalOp global : dynamic) {
    layout.offsets[global] = layout.staticBytes;
    layout.globals[global.getSymName()] = layout.staticBytes;
  }
  return success(ok);
}

void host::stripMemorySpaces(ModuleOp module) {
  AttrTypeReplacer replacer;
  replacer.addReplacement([](MemRefType type) -> std::optional<Type> {
    if (!type.getMemorySpace())
      return std::nullopt;
    return MemRefType::get(type.getShape(), type.getElementType(),
                           type.getLayout());
  });
  replacer.addReplacement([](UnrankedMemRefType type) -> std::optional<Type> {
    if (!type.getMemorySpace())
      return std::nullopt;
    return UnrankedMemRefType::get(type.getElementType(), Attribute());
  });
  replacer.recursivelyReplaceElementsIn(module, /*replaceAttrs=*/true,
                                        /*replaceLocs=*/false,
                                        /*replaceTypes=*/true);
}

Value host::createWorkgroupView(OpBuilder &builder, Location loc,
                                Value workgroup, int64_t offset,
                                MemRefType type) {
  Value at = arith::ConstantIndexOp::create(builder, loc, offset);
  auto plain =
      MemRefType::get(type.getShape(), type.getElementType(), AffineMap());
  return memref::ViewOp::create(builder, loc, plain, workgroup, at,
                                ValueRange());
}
