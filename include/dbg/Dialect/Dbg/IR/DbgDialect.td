//===- DbgDialect.td - dbg dialect definition --------------*- tablegen -*-===//
//
// The dbg dialect: debugging instrumentation for GPU programs.
//
//===----------------------------------------------------------------------===//

#ifndef DBG_DIALECT_DBG_IR_DBGDIALECT_TD
#define DBG_DIALECT_DBG_IR_DBGDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Dbg_Dialect : Dialect {
  let name = "dbg";
  let cppNamespace = "::mlir::dbg";
  let summary = "Instrumentation that makes GPU programs debuggable";
  let description = [{
    The `dbg` dialect holds the instrumentation that dbg's passes insert into
    GPU programs: a dispatch marker on the host side of every
    `gpu.launch`/`gpu.launch_func`, and (in later passes) checks, dumps and
    breaks. Every instrumented op refers to a **site**: a `dbg.site` symbol at
    module level that records what was instrumented (its kind, kernel, op
    name) and the op's original `Location`, rendered once at compile time so
    that every run-time report can name the source line.

    The module attribute `dbg.default_options` (a string in `DBG_OPTIONS`
    syntax, checked with libdbgrt's parser) holds the run-time options a
    program starts with when it was compiled with `dbg-compile --debug=...`;
    `DBG_OPTIONS` overrides them.

    The dictionary attribute `dbg.race_checks` on a kernel (`{checked = N,
    elided = N, unchecked = N}`, integers) says what `insert-race-checks`
    did with its workgroup accesses.

    The unit attribute `dbg.cold_path` marks an `scf.if` one of whose
    regions is the cold path of checks, code that runs only when a check's
    first test fails: the then region of an `scf.if` without else (telling
    a carried infinity from a new one, say), the else region of one with
    (the checks of a guarded access, whose then region is the access).
    `lower-dbg-checks` moves each cold region, but for what its terminator
    yields, into a function of its own, shared by every region of the same
    code (the sites' words are its arguments), so that a kernel of
    thousands of checks holds one call per check instead of thousands of
    copies of its cold path.

    The unit attribute `dbg.host_build` marks a module nested in the
    program's that holds the host build of one kernel, lowered to the LLVM
    dialect (`embed-host-kernels`, for `diff-against=host`). It stays
    nested, a symbol table of its own, while the program is lowered, so
    that the functions the program's lowering makes by name
    (`convert-math-to-funcs`, `convert-math-to-libm`) do not meet the
    build's; `convert-dbg-to-llvm` moves it into the program, renaming its
    private symbols that clash and sharing its declarations.

    The string attribute `dbg.parameter`, on an argument of an entry
    function, names the tensor of a safetensors file that holds it: a weight
    that `externalize-parameters` took out of the program, which the main of
    `add-npy-entry-point` reads from `--parameters=@FILE`; the string
    attribute `dbg.parameter_file` on the function is the path of the file
    the pass wrote.

    The unit attribute `dbg.guard` marks an `scf.if` whose then region is
    a checked access, run when its checks hold (`insert-bounds-checks`).
    `convert-scf-to-cf-linear` gives its branch weights that say the access
    is the likely way, which the LLVM IR step before a GPU back end reads
    to move the access's address arithmetic above the branch.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let extraClassDeclaration = [{
    /// Name of the module attribute that holds the default run-time options.
    static constexpr ::llvm::StringLiteral getDefaultOptionsAttrName() {
      return ::llvm::StringLiteral("dbg.default_options");
    }
    /// Name of the unit attribute that marks a check's cold-path `scf.if`.
    static constexpr ::llvm::StringLiteral getColdPathAttrName() {
      return ::llvm::StringLiteral("dbg.cold_path");
    }
    /// Name of the dictionary attribute insert-race-checks leaves on each
    /// kernel with workgroup accesses: how many it checked, elided and left
    /// unchecked.
    static constexpr ::llvm::StringLiteral getRaceChecksAttrName() {
      return ::llvm::StringLiteral("dbg.race_checks");
    }
    /// Name of the symbol-reference attribute insert-nan-checks{origins}
    /// leaves on a kernel that has an origin build: the build.
    static constexpr ::llvm::StringLiteral getNanOriginAttrName() {
      return ::llvm::StringLiteral("dbg.nan_origin");
    }
    /// Name of the symbol-reference attribute on an origin build: the
    /// kernel it was built from.
    static constexpr ::llvm::StringLiteral getNanOriginOfAttrName() {
      return ::llvm::StringLiteral("dbg.nan_origin_of");
    }
    /// On a gpu.launch_func (record-kernel-sources): {build, module,
    /// signature},
    /// the launched kernel before instrumentation, which trace-dispatches
    /// moves into the launch's dispatch site (`source`, `signature`).
    static constexpr ::llvm::StringLiteral getKernelSourceAttrName() {
      return ::llvm::StringLiteral("dbg.kernel_source");
    }
    /// Name of the unit attribute on a nested module that holds one
    /// kernel's host build (embed-host-kernels).
    static constexpr ::llvm::StringLiteral getHostBuildAttrName() {
      return ::llvm::StringLiteral("dbg.host_build");
    }
    /// Name of the string argument attribute that names the parameter an
    /// entry function's argument holds (externalize-parameters).
    static constexpr ::llvm::StringLiteral getParameterAttrName() {
      return ::llvm::StringLiteral("dbg.parameter");
    }
    /// Name of the string attribute on an entry function whose parameters
    /// externalize-parameters wrote: the file's path.
    static constexpr ::llvm::StringLiteral getParameterFileAttrName() {
      return ::llvm::StringLiteral("dbg.parameter_file");
    }
    /// Marks `ifOp` with `dbg.cold_path`: its else region, or its then
    /// region when it has no else, is checks' cold path.
    static void markColdPath(::mlir::Operation *ifOp);
    /// Name of the unit attribute that marks the `scf.if` of a checked
    /// access: its then region, the access, is the likely way.
    static constexpr ::llvm::StringLiteral getGuardAttrName() {
      return ::llvm::StringLiteral("dbg.guard");
    }
    /// The weight of a guard's access against 1 on its branch
    /// (`convert-scf-to-cf-linear`), those of `__builtin_expect`; the LLVM IR
    /// step before a GPU back end takes a branch so weighted for a guard.
    static constexpr int32_t kGuardLikelyWeight = 2000;
  }];
}

/// What a site instruments. The cases and their values are libdbgrt's
/// `DbgrtSiteKind` (runtime/include/dbgrt/Abi.def); the compiler checks that
/// the two agree.
def Dbg_SiteKind : I32EnumAttr<"SiteKind", "kind of an instrumentation site", [
    I32EnumAttrCase<"dispatch", 0>,
    I32EnumAttrCase<"bounds", 1>,
    I32EnumAttrCase<"nonfinite", 2>,
    I32EnumAttrCase<"dump", 3>,
    I32EnumAttrCase<"breakpoint", 4, "break">,
    I32EnumAttrCase<"guard", 5>,
    I32EnumAttrCase<"assertion", 6>,
    I32EnumAttrCase<"race", 7>,
    I32EnumAttrCase<"wait", 8>,
    I32EnumAttrCase<"memory", 9>,
    I32EnumAttrCase<"overflow", 10>
  ]> {
  let cppNamespace = "::mlir::dbg";
  let genSpecializedAttr = 0;
}

def Dbg_SiteKindAttr : EnumAttr<Dbg_Dialect, Dbg_SiteKind, "site_kind"> {
  let assemblyFormat = "$value";
}

class Dbg_Op<string mnemonic, list<Trait> traits = []>
    : Op<Dbg_Dialect, mnemonic, traits>;

#endif // DBG_DIALECT_DBG_IR_DBGDIALECT_TD
