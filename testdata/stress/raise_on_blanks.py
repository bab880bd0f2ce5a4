# Correct on an input whose centre cell (row 5, column 5) is given, as in
# the sample of 2580; raises when that cell is blank: a Python traceback
# on stderr, so an RE that the console should show with the program's own
# error. Shrunk, it stops at that one blank (every other cell filled): a
# shrink of a dozen runs, where a count of blanks would leave that many
# for the last pass to try one by one.
import os
import runpy
import sys

data = sys.stdin.read()
tokens = data.split()
cells = "".join(tokens) if len(tokens) == 9 else "".join(t[0] for t in tokens)
if cells[40] == "0":
    raise ValueError(f"the centre cell is blank ({cells.count('0')} blanks)")
sys.stdin = __import__("io").StringIO(data)
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "correct.py"))
