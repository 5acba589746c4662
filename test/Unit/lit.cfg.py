# -*- Python -*-
# The runtime's GoogleTest suites, run by lit so that one summary covers
# every test.

import os

import lit.formats

config.name = "DBG-Unit"
config.suffixes = []
config.test_source_root = os.path.join(config.dbg_obj_root, "runtime", "test")
config.test_exec_root = config.test_source_root
config.test_format = lit.formats.GoogleTest(".", "-tests")
config.environment.pop("DBG_OPTIONS", None)
