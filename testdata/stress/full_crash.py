# Correct, except on a board with no blank: there it indexes past the end of
# its list of blanks (the IndexError a learner's program raised on a full
# board).
import os
import runpy
import sys

data = sys.stdin.read()
if "0" not in data.split() and len(data.split()) in (9, 81):
    blanks = []
    print(blanks[0])
sys.stdin = __import__("io").StringIO(data)
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "correct.py"))
