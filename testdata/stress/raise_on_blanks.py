# Correct on an input with at most 20 blanks (the sample of 2580 has 15,
# 2239's has 45), raises on more: a Python traceback on stderr, so an RE
# that the console should show with the program's own error. Shrunk, it
# stops at 21 blanks.
import os
import runpy
import sys

data = sys.stdin.read()
tokens = data.split()
cells = "".join(tokens) if len(tokens) == 9 else "".join(t[0] for t in tokens)
blanks = cells.count("0")
if blanks > 20:
    raise ValueError(f"too many blanks: {blanks}")
sys.stdin = __import__("io").StringIO(data)
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "correct.py"))
