# A fork bomb: every process starts two more, without end. Run it only
# inside a bound made first (a pids cgroup with pids.max): the stress tests
# do.
cat > /dev/null
bomb() { bomb & bomb & wait; }
bomb
