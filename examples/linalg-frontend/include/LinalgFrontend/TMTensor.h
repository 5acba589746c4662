//===- TMTensor.h - torch-mlir's TMTensor ops, as the frontend reads them -===//
//
// The `tm_tensor` dialect of torch-mlir's linalg-on-tensors output: scan,
// scatter, sort (run as dispatches), topk and attention (parsed, then
// refused with their location). See TMTensor.td.
//
//===----------------------------------------------------------------------===//

#ifndef LINALG_FRONTEND_TMTENSOR_H
#define LINALG_FRONTEND_TMTENSOR_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "LinalgFrontend/TMTensorDialect.h.inc"

#define GET_OP_CLASSES
#include "LinalgFrontend/TMTensor.h.inc"

namespace mlir::linalg_frontend {
/// Registers the tm_tensor dialect and its ops' bufferization (each op
/// bufferizes in place as a destination-style op: its outputs are its
/// results).
void registerTMTensorDialect(DialectRegistry &registry);
} // namespace mlir::linalg_frontend

#endif // LINALG_FRONTEND_TMTENSOR_H
