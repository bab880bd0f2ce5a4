# Correct, except that some runs never end: the runs are counted in the
# file named by the first argument, and runs 1, 3, 5, ... (odd) or only
# run 1 (with a second argument "first") loop forever. So its TLE is flaky:
# run alone three more times, it fails in 1 of 3 (odd) or in none (first).
# The problem's sample, which stress runs once before any test, is answered
# and not counted.
import io
import os
import runpy
import sys

SAMPLES = (
    "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n"
    "5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n",
    "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n804000107\n",
)
data = sys.stdin.read()
sys.stdin = io.StringIO(data)
counter = sys.argv[1]
if data in SAMPLES:
    runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "correct.py"))
    sys.exit(0)
n = int(open(counter).read() or 0) + 1 if os.path.exists(counter) else 1
with open(counter, "w") as f:
    f.write(str(n))
if (n == 1) if sys.argv[2:] == ["first"] else (n % 2 == 1):
    while True:
        pass
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "correct.py"))
