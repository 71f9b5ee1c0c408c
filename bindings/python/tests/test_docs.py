# SPDX-License-Identifier: MIT
# Copyright (c) the libcardrules authors. See the file LICENSE.
"""The examples of docs/python.md run as written."""

import contextlib
import io
import os
import re
import unittest

TOP_SRCDIR = os.environ.get("top_srcdir", os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def examples():
    with open(os.path.join(TOP_SRCDIR, "docs", "python.md"), encoding="utf-8") as f:
        return re.findall(r"```python\n(.*?)```", f.read(), re.S)


class DocsTest(unittest.TestCase):
    def test_the_first_example_is_ten_lines_and_validates_a_move(self):
        first = examples()[0]
        self.assertLessEqual(len(first.strip().splitlines()), 10)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(first, "docs/python.md", "exec"), {})
        lines = out.getvalue().splitlines()
        self.assertTrue(any(l.startswith("refused E_") for l in lines), out.getvalue())
        self.assertTrue(any(l.startswith("applied ") for l in lines), out.getvalue())

    def test_every_example_runs(self):
        blocks = examples()
        self.assertGreater(len(blocks), 1)
        for i, code in enumerate(blocks):
            with contextlib.redirect_stdout(io.StringIO()):
                exec(compile(code, "docs/python.md example %d" % (i + 1), "exec"), {})


if __name__ == "__main__":
    unittest.main()
