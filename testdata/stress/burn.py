# A correct solution that is slow on purpose: it burns CPU time (0.6 s by
# default, or the first argument in seconds) before solving with correct.py,
# so it is near a 1 s limit but under it; under load it takes longer on the
# wall clock, never in CPU time.
import os
import runpy
import sys
import time

target = float(sys.argv[1]) if len(sys.argv) > 1 else 0.6
while time.process_time() < target:
    pass
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "correct.py"))
