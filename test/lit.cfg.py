# -*- Python -*-
# lit configuration for dbg's regression tests.

import os
import shutil
import subprocess

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "DBG"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "Unit", "Utils", "corpus", "CMakeLists.txt",
                   "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.dbg_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%dbg_src", config.dbg_src_root))
config.substitutions.append(("%dbg_tools_dir", config.dbg_tools_dir))
# %expect-exit STATUS cmd...: succeeds only when cmd exits with STATUS.
config.substitutions.append(
    ("%expect-exit", "%s %s" % (sys.executable, os.path.join(
        config.test_source_root, "Utils", "expect-exit.py"))))
# Upstream's GPU programs, vendored in test/corpus with their license and
# provenance (test/corpus/PROVENANCE.md).
config.substitutions.append(
    ("%corpus", os.path.join(config.test_source_root, "corpus")))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

tool_dirs = [config.dbg_tools_dir, config.llvm_tools_dir]
tools = ["dbg-opt", "dbg-compile", "mlir-opt", "not", "llvm-nm", "llvm-readelf",
         "llvm-objdump"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# Run-time options of the test environment must not leak into tests.
config.environment.pop("DBG_OPTIONS", None)

# Tests that load .npy dumps with numpy (under the Python that runs lit,
# %python) are REQUIRES: numpy.
try:
    import numpy  # noqa: F401
    config.available_features.add("numpy")
except ImportError:
    pass

# A CUDA GPU with its driver: GPU tests are REQUIRES: cuda-gpu.
def has_cuda_gpu():
    if os.environ.get("DBG_CUDA_GPU") is not None:
        return os.environ["DBG_CUDA_GPU"] == "1"
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        return subprocess.run([smi, "-L"], capture_output=True,
                              timeout=30).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False

if has_cuda_gpu():
    config.available_features.add("cuda-gpu")
# The clang-format whose style the sources follow (scripts/install-deps.sh).
clang_format = os.path.join(config.llvm_tools_dir, "clang-format")
if os.path.exists(clang_format):
    config.available_features.add("clang-format")
    config.substitutions.append(("%clang-format", clang_format))
# ROCm's device libraries (Debian's rocm-device-libs, or a ROCm install):
# tests that compile to HSACO are REQUIRES: rocm-device-libs.
if (os.path.isdir("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode") or
        os.path.isdir(os.path.join(os.environ.get("ROCM_PATH", "/opt/rocm"),
                                   "amdgcn", "bitcode"))):
    config.available_features.add("rocm-device-libs")
if os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")
