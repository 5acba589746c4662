# -*- Python -*-
# The GoogleTest suites of the runtime and the compiler, run by lit so that
# one summary covers every test.

import os

import lit.formats

config.name = "DBG-Unit"
config.suffixes = []
# Both executables, dbgrt-tests (libdbgrt and the runner utilities) and
# dbg-compiler-tests, are built into this folder, which holds no other suite.
config.test_source_root = os.path.join(config.dbg_obj_root, "unittests")
config.test_exec_root = config.test_source_root
config.test_format = lit.formats.GoogleTest(".", "-tests")
config.environment.pop("DBG_OPTIONS", None)
