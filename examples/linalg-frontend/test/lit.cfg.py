# -*- Python -*-
# lit configuration for linalg-frontend, built against dbg's installed
# package.

import os
import sys

import lit.formats
from lit.llvm import llvm_config

config.name = "linalg-frontend"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.frontend_obj_root, "test")

llvm_config.with_system_environment(["HOME", "TMP", "TEMP"])
llvm_config.use_default_substitutions()
llvm_config.add_tool_substitutions(
    ["linalg-frontend", "linalg-frontend-opt", "mlir-opt", "not"],
    [config.frontend_tools_dir, config.llvm_tools_dir])
config.environment.pop("DBG_OPTIONS", None)

# The repository's examples (examples/torch, examples/*.mlir).
examples = os.path.normpath(os.path.join(config.frontend_src_root, ".."))
config.substitutions.append(("%examples", examples))
config.substitutions.append(("%dbg_plugin", config.dbg_plugin))
# dbg's compiler, from the same installed package.
config.substitutions.append(("%dbg-compile", config.dbg_compile))
# A PATH where dbg-compile is found: what the repros libdbgrt writes run.
config.substitutions.append(
    ("%dbg_path", os.path.dirname(config.dbg_compile) + os.pathsep +
     config.environment.get("PATH", "")))
# The GPU suite's expected lines, shared with the host-target tests here.
config.substitutions.append(
    ("%checks", os.path.join(examples, "..", "test", "gpu", "checks")))
config.substitutions.append(("%python", sys.executable))
# FileCheck for scripts that run it (check-model.py).
config.substitutions.append(
    ("%filecheck", os.path.join(config.llvm_tools_dir, "FileCheck")))
# %expect-exit STATUS cmd...: dbg's test utility (test/Utils/expect-exit.py).
config.substitutions.append(
    ("%expect-exit", "%s %s" % (sys.executable, os.path.join(
        examples, "..", "test", "Utils", "expect-exit.py"))))
# Upstream's GPU programs, vendored in test/corpus with their license and
# provenance (test/corpus/PROVENANCE.md).
config.substitutions.append(
    ("%corpus", os.path.join(examples, "..", "test", "corpus")))

try:
    import numpy  # noqa: F401
    config.available_features.add("numpy")
except ImportError:
    lit_config.note("no numpy: the tests that compare outputs with "
                    "PyTorch's (REQUIRES: numpy) are unsupported")
config.excludes += ["compare-npy.py", "check-model.py"]
