# A correct solution that needs the signals a judge leaves it: a
# multiprocessing.Pool of 4 (leaving the `with` block calls terminate(),
# which ends the workers with SIGTERM) and an ITIMER_REAL alarm whose
# handler it waits for. With SIGTERM or SIGALRM blocked or ignored (as a
# runner that passes on its own signal mask would leave them), it hangs
# and is TLE; run as a judge runs it, it answers in about 0.1 s. Then it
# solves the puzzle with correct.py, beside it.
import multiprocessing
import os
import runpy
import signal
import sys
import time

fired = []


def on_alarm(sig, frame):
    fired.append(sig)
    print("alarm", file=sys.stderr)


def square(x):
    return x * x


if __name__ == "__main__":
    signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, 0.02)
    with multiprocessing.Pool(4) as pool:
        assert pool.map(square, range(8)) == [x * x for x in range(8)]
    while not fired:
        time.sleep(0.001)
    runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "correct.py"))
