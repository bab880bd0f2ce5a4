# Correct, except that some runs never end: the runs are counted in the
# file named by the first argument, and runs 1, 3, 5, ... (odd) or only
# run 1 (with a second argument "first") loop forever. So its TLE is flaky:
# run alone three more times, it fails in 1 of 3 (odd) or in none (first).
import os
import runpy
import sys

counter = sys.argv[1]
n = int(open(counter).read() or 0) + 1 if os.path.exists(counter) else 1
with open(counter, "w") as f:
    f.write(str(n))
if (n == 1) if sys.argv[2:] == ["first"] else (n % 2 == 1):
    sys.stdin.read()
    while True:
        pass
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "correct.py"))
