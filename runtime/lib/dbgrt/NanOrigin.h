//===- NanOrigin.h - what an origin replay needs saved ----------*- C++ -*-===//
//
// nan-origin (NanOrigin.cpp, Runtime::beginOrigin): a dispatch whose store
// checks fail runs again from its inputs; what it changes of its inputs is
// saved before it runs.
//
//===----------------------------------------------------------------------===//

#ifndef DBGRT_NANORIGIN_H
#define DBGRT_NANORIGIN_H

#include "Allocations.h"
#include "Tensors.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace dbgrt {

/// Bytes [first, second) of memory.
using ByteSpan = std::pair<uintptr_t, uintptr_t>;

/// The bytes of a dispatch's memref `operands` that its replay needs saved:
/// the span of each operand the kernel writes that overlaps the span of an
/// operand it reads (itself, for an in-place update, or another operand
/// viewing the same buffer), in address order, merged where they overlap,
/// and where they touch inside one allocation of `allocations`: a device
/// copy may not cross from one allocation into the next, even where the
/// two are adjacent (CUDA answers CUDA_ERROR_INVALID_VALUE). An operand the
/// kernel only writes, and one no read overlaps, is left out, as is an
/// empty view or one whose span cannot be computed.
std::vector<ByteSpan>
spansToSaveForReplay(const std::vector<TensorRef> &operands,
                     const AllocationTable &allocations);

/// Whether a dispatch on this thread is armed for a replay or a repro
/// (Runtime::beginOrigin) until its endOrigin.
bool armedForReplay();

} // namespace dbgrt

#endif // DBGRT_NANORIGIN_H
