# Leaves a process that escapes the run's process group (setsid) and
# outlives the shell, with its pipes closed (so no pipe tells the run it is
# there), then solves the puzzle with the correct solution. $1 is a marker
# in the escapee's command line, so a test can find it; $2 is correct.py.
setsid python3 -c 'import time; time.sleep(300)' "$1" < /dev/null > /dev/null 2>&1 &
exec python3 "$2"
