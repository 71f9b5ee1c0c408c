# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""Where the package finds the library (docs/python.md, "Finding the library")."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import cardrules as cr

PACKAGE = os.path.dirname(os.path.abspath(cr.__file__))


def run(code, env, path):
    env = dict(env, PYTHONPATH=path, PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)


class LoadingTest(unittest.TestCase):
    def test_environment_variable_names_the_file(self):
        env = {k: v for k, v in os.environ.items() if k != "CARDRULES_LIBRARY"}
        missing = run("import cardrules", dict(env, CARDRULES_LIBRARY="/no/such/libcardrules.so"),
                      os.path.dirname(PACKAGE))
        self.assertNotEqual(missing.returncode, 0)
        self.assertIn("ImportError", missing.stderr)
        self.assertIn("CARDRULES_LIBRARY", missing.stderr)
        self.assertIn("/no/such/libcardrules.so", missing.stderr)
        found = run("import cardrules; print(cardrules.library_path)",
                    dict(env, CARDRULES_LIBRARY=cr.library_path), os.path.dirname(PACKAGE))
        self.assertEqual(found.stdout.strip(), cr.library_path, found.stderr)

    def test_build_tree_is_found_without_the_variable(self):
        """A package inside a built source tree (<top>/bindings/python/cardrules)
        loads <top>/.libs/libcardrules.so.N."""
        with tempfile.TemporaryDirectory() as top:
            pkg = os.path.join(top, "bindings", "python", "cardrules")
            shutil.copytree(PACKAGE, pkg, ignore=shutil.ignore_patterns("__pycache__", "_config.py"))
            os.makedirs(os.path.join(top, ".libs"))
            lib = os.path.join(top, ".libs", os.path.basename(cr.library_path))
            os.symlink(os.path.realpath(cr.library_path), lib)
            env = {k: v for k, v in os.environ.items() if k != "CARDRULES_LIBRARY"}
            r = run("import cardrules; print(cardrules.library_path); print(cardrules.Phase.READY.name)",
                    env, os.path.join(top, "bindings", "python"))
            self.assertEqual(r.stdout.split(), [lib, "READY"], r.stderr)


if __name__ == "__main__":
    unittest.main()
