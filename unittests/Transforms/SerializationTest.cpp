//===- SerializationTest.cpp - hoistGuardedAddresses on LLVM IR -----------===//
//
// The LLVM IR step of serialize-kernels: what moves above a check's guard,
// and what stays.
//
//===----------------------------------------------------------------------===//

#include "dbg/Transforms/Serialization.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace mlir::dbg;

namespace {

/// A kernel of one guarded load: `guarded` is reached only when %ok holds,
/// `fail` calls @report (cold unless `coldAttr` is empty), `extraPred`
/// gives `guarded` a second predecessor, `weights` (a `!prof` node's
/// operands, or empty) weighs the guard's branch.
std::string kernel(const char *coldAttr, bool extraPred = false,
                   const char *weights = "") {
  std::string prof = *weights ? ", !prof !0" : "";
  std::string node =
      *weights ? std::string("!0 = !{!\"branch_weights\", ") + weights + "}\n"
               : std::string();
  std::string ir = R"(
declare void @report(i64) )" +
                   std::string(coldAttr) + R"(

define float @k(ptr %base, i64 %i, i1 %ok, i1 %other) {
entry:
  br i1 %other, label %check, label %)" +
                   (extraPred ? "guarded" : "check") + R"(

check:
  br i1 %ok, label %guarded, label %fail)" +
                   prof + R"(

guarded:
  %row = shl nuw nsw i64 %i, 8
  %p = getelementptr inbounds float, ptr %base, i64 %row
  %v = load float, ptr %p, align 4
  %w = fadd float %v, 1.0
  %q = getelementptr inbounds float, ptr %p, i64 1
  br label %done

fail:
  call void @report(i64 %i)
  br label %done

done:
  %r = phi float [ %w, %guarded ], [ 0.0, %fail ]
  ret float %r
}
)" + node;
  return ir;
}

/// The block of `name`'s definition in @k after hoistGuardedAddresses.
std::string blockOf(const std::string &ir, const std::string &name) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic error;
  std::unique_ptr<llvm::Module> module =
      llvm::parseAssemblyString(ir, error, context);
  if (!module)
    return "parse error: " + error.getMessage().str();
  hoistGuardedAddresses(*module);
  if (llvm::verifyModule(*module, &llvm::errs()))
    return "invalid module";
  for (llvm::BasicBlock &block : *module->getFunction("k"))
    for (llvm::Instruction &inst : block)
      if (inst.getName() == name)
        return block.getName().str();
  return "not found";
}

TEST(HoistGuardedAddresses, AddressMovesAboveTheGuard) {
  std::string ir = kernel("cold");
  EXPECT_EQ(blockOf(ir, "row"), "check");
  EXPECT_EQ(blockOf(ir, "p"), "check");
  // The access stays guarded, and so does what uses what it loaded.
  EXPECT_EQ(blockOf(ir, "v"), "guarded");
  EXPECT_EQ(blockOf(ir, "w"), "guarded");
  // Speculatable and computed from hoisted values only: it moves too.
  EXPECT_EQ(blockOf(ir, "q"), "check");
}

TEST(HoistGuardedAddresses, OnlyBehindAColdFailurePath) {
  // A branch whose other side is not a failure path is the program's own.
  EXPECT_EQ(blockOf(kernel(""), "p"), "guarded");
}

TEST(HoistGuardedAddresses, AGuardMarkedLikely) {
  // A guard whose reports its group's cold path makes: its other side
  // calls nothing, its branch weights say the access is the likely way
  // (convert-scf-to-cf-linear gives a dbg.guard 2000 to 1).
  std::string ir = kernel("", /*extraPred=*/false, "i32 2000, i32 1");
  EXPECT_EQ(blockOf(ir, "p"), "check");
  EXPECT_EQ(blockOf(ir, "v"), "guarded");
}

TEST(HoistGuardedAddresses, NotWhereTheWeightsSayLittle) {
  // The program's own branch with weights that do not make the access
  // the likely way by far, or make the other side likely.
  EXPECT_EQ(blockOf(kernel("", false, "i32 20, i32 1"), "p"), "guarded");
  EXPECT_EQ(blockOf(kernel("", false, "i32 1, i32 2000"), "p"), "guarded");
}

TEST(HoistGuardedAddresses, OnlyWhereTheGuardIsTheOnlyWayIn) {
  EXPECT_EQ(blockOf(kernel("cold", /*extraPred=*/true), "p"), "guarded");
}

} // namespace
