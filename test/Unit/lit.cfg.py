# -*- Python -*-
# The GoogleTest suites of the runtime and the compiler, run by lit so that
# one summary covers every test.

import os

import lit.formats

config.name = "DBG-Unit"
config.suffixes = []
config.test_source_root = config.dbg_obj_root
config.test_exec_root = config.test_source_root
# runtime/test: libdbgrt and the runner utilities; unittests: the compiler.
config.test_format = lit.formats.GoogleTest("runtime/test;unittests", "-tests")
config.environment.pop("DBG_OPTIONS", None)
