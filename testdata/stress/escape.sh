# Leaves a process that escapes the run's process group (setsid) and
# outlives the shell, with its pipes closed (so no pipe tells the run it is
# there), then solves the puzzle with the correct solution. $1 is a
# directory where each run writes its escapee's pid; a run that finds an
# earlier run's escapee still alive fails (RE, exit 7), so a stress run of
# this script is all AC only when every escapee is gone before the next
# run starts. $2 is correct.py.
for f in "$1"/*.pid; do
    if [ -e "$f" ] && kill -0 "$(cat "$f")" 2>/dev/null; then
        echo "the escapee $(cat "$f") of an earlier run is still alive" >&2
        exit 7
    fi
done
setsid sleep 300 < /dev/null > /dev/null 2>&1 &
echo $! > "$1/$$.pid"
exec python3 "$2"
