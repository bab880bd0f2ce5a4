### The console's words of sudoku-lab, in English (the source language).
###
### One message per id; a message's variables ($test, $verdict, ...) are
### filled in by the program. Text at a line's start or end that is only
### spaces, a brace, or a newline at the end is written as a string
### literal: {"  "}, {"{"}, {"\u000A"}. The Korean is ../ko/sudoku-lab.ftl:
### every message is in both files, with the same variables (a unit test,
### `messages::tests`, checks it). The files are built into the binary.

## The messages of the subcommands: stress, judge, validate, solve, compare,
## check-trace, and clap's usage errors on a Korean console

# The first line when the run on the sample fails: $command the command,
# $ended how it ended.
sample-failed = your command failed on the sample before any test: `{ $command }` ended with { $ended }

# The sample run's stderr follows.
sample-stderr = its stderr:

# The sample run wrote nothing on stderr.
sample-no-stderr = it wrote nothing on stderr

# What to do after a failure on the sample: $replay the replay command.
sample-hint =
    no test was run and nothing was shrunk; run it by hand on the sample:
    {"  "}{ $replay }

# A failing test: $test its number, $verdict the verdict, $reason the reason.
test-failed = test { $test }: { $verdict }: { $reason }

# Where a failure was saved: $folder the folder.
saved-in = {"  "}saved in { $folder }/

# A saved failure's `verdict.txt`: $verdict the verdict, $reason the reason,
# $problem the problem, $blanks the blanks, $status the exit status, $cpu_ms
# CPU ms, $wall_ms wall ms, $limit_ms the limit in ms, $cap_ms the cap in ms,
# $reruns the re-runs line (or nothing), $command the command, $replay the
# replay.
verdict-file =
    { $verdict }: { $reason }
    problem: { $problem }
    blanks: { $blanks }
    status: { $status }
    time: CPU { $cpu_ms } ms, wall { $wall_ms } ms (limit { $limit_ms } ms CPU, wall-clock cap { $cap_ms } ms)
    { $reruns }command: { $command }
    replay: { $replay }{"\u000A"}

# The re-runs line of `verdict.txt`: $found what they found, $verdicts their
# verdicts.
verdict-file-rerun = re-run: TLE { $found } (verdicts alone: { $verdicts }){"\u000A"}

# A failure could not be saved under --save; its input follows.
not-saved-inline = {"  "}not saved (the error is on stderr); its input:

# The command that replays a saved input by hand: $command.
replay = {"  "}run it by hand: { $command }

# The head of an RE's stderr follows.
stderr-head = {"  "}its stderr (all of it in stderr.txt):

# An RE wrote nothing on stderr.
stderr-empty = {"  "}it wrote nothing on stderr

# Lines of stderr left out: $lines.
stderr-more = {"    "}… { $lines } more lines …

# Every re-run alone was TLE: $tle of $reruns, CPU times $cpu.
confirm-reproducible = reproducible { $tle }/{ $reruns } alone (CPU { $cpu })

# Some re-runs alone were TLE: $tle of $reruns, CPU times $cpu.
confirm-flaky = flaky { $tle }/{ $reruns } alone (CPU { $cpu })

# TLE at first, then the same other verdict $verdict in all $reruns re-runs
# alone.
confirm-changed = TLE at first while other runs were going, then { $verdict } in all { $reruns } re-runs alone: judged { $verdict }

# TLE at first, then the verdicts $verdicts in the re-runs alone (the last one
# counts).
confirm-mixed = TLE at first while other runs were going, then { $verdicts } alone: judged by the last one

# confirm-changed with `--jobs 1`: no other run was going.
confirm-changed-alone = TLE at first, then { $verdict } in all { $reruns } re-runs: judged { $verdict }

# confirm-mixed with `--jobs 1`.
confirm-mixed-alone = TLE at first, then { $verdicts } in the re-runs: judged by the last one

# The header of a shrink report: $test the test, $verdict its verdict.
shrunk-head = shrunk test { $test } ({ $verdict })

# Nothing to shrink: the board has no blank.
shrink-full = : nothing to shrink, it fails on a board with no blank (every cell given)

# Not shrunk: a flaky failure ($reruns the re-runs).
shrink-flaky = : not shrunk, it is { $reruns }: shrinking needs a failure that reproduces

# Not shrunk: a TLE of a long search ($cnt its 12095 cnt), which a
# smaller input would not make slow.
shrink-long-search = : not shrunk, kept as it failed: its 12095 cnt is { $cnt }, a long search; filling a blank only shortens the search, so a smaller input would not be slow

# A shrink's result: from $from to $to blanks in $runs runs.
shrink-result = {" "}from { $from } to { $to } blanks in { $runs } runs

# The shrink ran into its time bound of $seconds seconds.
shrink-stopped = {" "}(stopped by its time bound, { $seconds } s: the smallest input reached so far; it may shrink further)

# The shrink ran into its bound before any blank could be filled.
shrink-stopped-empty = : stopped by its time bound before any blank could be filled; the input is kept as it failed{"\u000A"}

# The shrink ended: no single blank can be filled.
shrink-minimal = : every blank is needed for the failure{"\u000A"}

# The shrunk input still fails: $verdict the verdict, $reruns its re-runs,
# $reason the reason.
shrink-still = ; still { $verdict }{ $reruns }: { $reason }

# The saved shrunk input did not fail again ($verdict its verdict).
shrink-not-kept = ; but its saved copy did not fail again ({ $verdict }), so it was not kept{"\u000A"}

# The label above the shrunk input on the console (the board follows on
# the next lines), so it is not taken for the program's output.
shrunk-input = {"  "}the shrunk input:

# The spinner while shrinking: test $test ($verdict), $from -> $to blanks, run
# $run.
shrinking = shrinking test { $test } ({ $verdict }): { $from } -> { $to } blanks, run { $run }

# The summary table's header: the verdict.
col-verdict = verdict

# The summary table's header: how many tests.
col-tests = tests

# The summary table's header: the first test with the verdict.
col-first = first

# The summary table's header: the largest CPU time.
col-cpu = max CPU

# The summary table's header: the largest wall-clock time.
col-wall = max wall

# What the table's columns are.
table-note = max CPU, max wall: each verdict's slowest run (by CPU time); first: its first test

# A TLE in the summary: $test the test, $reason the reason (and its re-runs
# alone, when there were any).
tle-line = TLE test { $test }: { $reason }

# The runs that were TLE only under load: $reruns re-runs, $tests tests.
tle-under-load = TLE at first, never in { $reruns } re-runs alone (load or chance; counted by their verdict alone): test { $tests }

# The slowest AC: test $test, CPU $cpu, wall $wall, limit $limit.
slowest-ac = slowest AC: test { $test } (12095 cnt { $cnt }), CPU { $cpu }, wall { $wall }, limit { $limit }

# The line through the AC tests' CPU times against 12095's cnt goes over
# the limit at the cnt of Baekjoon's slowest test of the problem (the
# model of its data): $tests AC tests fitted, $largest_cnt their largest
# `cnt`, $time the time there, $limit the limit, $data_cnt that `cnt`.
cap-warning = warning: probably TLE on Baekjoon. Your CPU time grows with 12095's cnt: a straight line through the { $tests } AC tests (cnt up to { $largest_cnt }) gives about { $time } at cnt { $data_cnt }, as hard as Baekjoon's slowest test of this problem (the model of its data), over the limit of { $limit }

# The line stays under the limit at Baekjoon's slowest test but goes over
# it at the promise's cap: the variables of cap-warning, and $cap_time the
# time at $cap_cnt, the cap's `cnt`.
cap-note = note: Baekjoon will probably accept it: a straight line through the { $tests } AC tests (cnt up to { $largest_cnt }) gives about { $time } at cnt { $data_cnt }, as hard as Baekjoon's slowest test of this problem, under the limit of { $limit }. But the promise allows tests up to cnt { $cap_cnt }, where it gives { $cap_time }: to be safe, make the search faster and run `--kind hard`

# No AC test was as hard as Baekjoon's slowest test of the problem, so
# nothing can be said of one: $largest_cnt the largest `cnt` run,
# $data_cnt the estimate of Baekjoon's slowest.
no-near-cap = note: no AC test here was as hard as Baekjoon's slowest test of this problem (12095 cnt about { $data_cnt }; the largest here { $largest_cnt }): run 10 tests or more (test 10 is such a test)

# A TLE on a legal test harder than Baekjoon's data: $test the test, $cnt
# its `cnt`, $data_cnt the estimate of Baekjoon's slowest, $cap_cnt the
# promise's cap.
harder-than-data = note: test { $test } (12095 cnt { $cnt }) is harder than Baekjoon's data, whose slowest test is about cnt { $data_cnt }. The promise allows it (cnt up to { $cap_cnt }), but a program that passes the default kind's tests (as hard as Baekjoon's) will probably be accepted. To be safe, make the search faster until this test passes too (the book's chapter "Your Baekjoon submission")

# The slowest AC is near the limit: $cpu of $limit, over $percent%.
at-risk-warning = warning: AC, but { $cpu } of { $limit }: at risk (over { $percent }% of the limit)

# The machine's load beside a time verdict near the limit: $load the 1-minute
# load average, $cpus the CPUs online.
machine-load = machine load { $load } on { $cpus } CPUs (1-minute average)

# machine-load when the load is over the CPUs: what to do.
machine-busy = machine load { $load } on { $cpus } CPUs (1-minute average): a busy machine stretches CPU time too, so re-run stress when the machine is quiet before you trust a time this near the limit

# How the limit was chosen: $limit the limit, $rule the rule, $cap the
# wall-clock cap.
limit = time limit { $limit } CPU ({ $rule }), wall-clock cap { $cap }

# The limit from `--time-limit`: $limit the limit, $cap the cap.
limit-option = time limit { $limit } CPU (--time-limit), wall-clock cap { $cap }

# The rule from `--lang`: $language language, $base base, $factor factor,
# $extra extra seconds.
rule-lang = { $language }: { $base } x { $factor } + { $extra } s, --lang

# The rule guessed from a word of `--cmd`: as rule-lang, $word the word.
rule-guessed = { $language }: { $base } x { $factor } + { $extra } s, guessed from `{ $word }` in --cmd

# The rule when `--cmd` shows no slower language.
rule-native = { $language }: { $base } x { $factor } + { $extra } s, guessed: --cmd runs no Python, PyPy, Java or Kotlin

# After the rule, when Baekjoon runs the language faster or slower than
# the calibration machine (the model of Baekjoon's data): $baekjoon the
# limit on Baekjoon, $factor Baekjoon's time over the calibration
# machine's.
rule-speed = ; Baekjoon's { $baekjoon }: Baekjoon runs { $language } in about { $factor } x the CPU time of sudoku-lab's calibration machine

# The peak memory of the largest and of the slowest AC: $largest the largest
# peak and $largest_test its test, $slowest the slowest's peak and
# $slowest_test its test, $limit the limit and its rule.
peak-memory = peak memory: largest AC { $largest } (test { $largest_test }), slowest AC { $slowest } (test { $slowest_test }); limit { $limit }

# How the memory limit was chosen, from `--memory-limit`: $limit the limit.
memory-option = { $limit } (--memory-limit)

# How the memory limit was chosen, the problem's own for the language: $limit
# the limit, $language the language.
memory-plain = { $limit } ({ $language })

# How the memory limit was chosen, Baekjoon's rule for the language: $limit
# the limit, $language the language, $problem_limit the problem's limit,
# $factor the factor, $extra the extra MB.
memory-rule = { $limit } ({ $language }: { $problem_limit } x { $factor } + { $extra } MB)

# The progress bar's template (indicatif's): `{pos}/{len}` tests, the tally in
# `{msg}`.
progress = stress { $bar } { $pos }/{ $len } { $msg }, { $elapsed }

# `validate` on a legal input: $cnt problem 12095's `cnt` (as
# `sudoku_lab::validate::Valid`'s `Display` says it).
valid-cnt = valid (cnt = { $cnt })

# `validate` on an input that is not legal: $name its name, $why why
# (`invalid_in`).
invalid = invalid: { $name }: { $why }

# A puzzle of a file: $puzzle its number, $line its line (as
# `output::position` says it).
position = puzzle { $puzzle } (line { $line })

# `--inputs` holds no legal test: $file the file, $problem the problem, $first
# the first puzzle's position and why.
no-legal-test = { $file }: no legal { $problem } test; { $first }

# A command-line value a parser refused: $option the option, $value the value,
# $why why (clap's usage errors on a Korean console, `crate::usage`).
usage-bad-value = error: invalid value '{ $value }' for '{ $option }': { $why }

# Two options that cannot go together: $option the one given, $other the
# other.
usage-conflict = error: the argument '{ $option }' cannot be used with '{ $other }'

# An option given twice: $option the option.
usage-twice = error: the argument '{ $option }' cannot be used multiple times

# An option without its value: $option the option.
usage-no-value = error: a value is required for '{ $option }' but none was supplied

# A usage error of a subcommand's own (`judge - -`): $why why, already in the
# console's language.
usage-own = error: { $why }

# `judge - -`.
judge-both-stdin = INPUT and OUTPUT cannot both be '-': standard input can be read only once; give one of them as a file

# `judge a a`: $input INPUT, $output OUTPUT.
judge-one-file = INPUT and OUTPUT are one file ('{ $input }' and '{ $output }'): a pipe or standard input can be read only once, and a puzzle is not its own answer; give the program's output as OUTPUT

# `solve`: the other solver's budget option: $option the option given,
# $variant the solver, $instead the option to use.
solve-wrong-budget-nodes = the argument '{ $option } <N>' cannot be used with '--variant { $variant }' (the default): it counts search nodes; bound it with '{ $instead } <N>'

# `solve`: the reference solver's budget option on a port.
solve-wrong-budget-placements = the argument '{ $option } <N>' cannot be used with '--variant { $variant }': a port counts placements; bound it with '{ $instead } <N>'

# A value outside a fixed list: $option the option, $value the value, $values
# the values it takes.
usage-not-one-of = error: invalid value '{ $value }' for '{ $option }' [possible values: { $values }]

# Options the command needs and did not get: $options their names.
usage-missing = error: the following required arguments were not provided: { $options }

# An argument the command does not take: $argument.
usage-unknown = error: unexpected argument '{ $argument }' found

# The usage line after a usage error: $usage the usage.
usage-line = Usage: { $usage }

# The hint after a usage error.
usage-more = For more information, try '--help'.

# `check-trace`: a valid trace of $events events.
trace-valid = valid: { $events } events

# `check-trace`: an invalid trace: $file the file, $why why.
trace-invalid = invalid: { $file }: { $why }

# `check-trace`: not JSON of the format: $line line, $column column, $why
# serde_json's own words (kept in English: they name JSON's tokens).
trace-json = line { $line }, column { $column }: { $why }

# `check-trace`: the line of an event in `trace --format json`'s layout: $line
# the line, $why what is wrong.
trace-line = line { $line }: { $why }

# `check-trace`: the event a difference is at: $event.
trace-event = event { $event }:{" "}

# `check-trace`: the field a difference is at: $field, quoted.
trace-field = field { $field }:{" "}

# `check-trace`: $expected what a fresh run writes, $found what the file says.
trace-differs = expected { $expected }, found { $found }

# `check-trace`: no value.
trace-nothing = nothing

# `check-trace`: a row of the state: $row its name.
trace-row = the row { $row }

# `check-trace`: the events end there.
trace-end-of-events = the end of the events

# `check-trace`: the events end there, at `end.max_events`: $max_events.
trace-end-of-events-max = the end of the events (end.max_events is { $max_events })

# `check-trace`: the events end there, where the port's search ends: $port the
# port, $events its events.
trace-end-of-events-search = the end of the events ({ $port }'s search makes { $events })

# `check-trace`: a `stopped` outcome where the search goes on: $outcome the
# outcome, $placements the placements.
trace-goes-on = { $outcome } (the search goes on after { $placements } placements)

# `check-trace`: the puzzle the state and the events were made on: $digit the
# digit, $cell the cell.
trace-forged = '{ $digit }' at { $cell } (the puzzle the state and the events were made on)

# `stress --cmd ''` (or only spaces).
cmd-empty = the command is empty: give the solution to run, e.g. --cmd 'python3 my.py'

# `stress --cmd` with bytes that are not UTF-8.
cmd-not-utf8 = the command is not UTF-8: write it in UTF-8 (a file whose name is not can be run through a link with a UTF-8 name)

# A number option's value is empty.
number-empty = cannot parse integer from empty string

# A number option's value is not a whole number 0 or more.
number-invalid = invalid digit found in string

# A number option's value is too large for its type.
number-too-large = number too large to fit in target type

# A number option's value below its least: $value the value, $least the least.
number-too-small = { $value } is less than { $least }

# A number option's value outside its range: $value the value, $least the
# least, $most the most.
number-out-of-range = { $value } is not in { $least }..={ $most }

# `stress --count 0`.
count-at-least-one = stress needs at least 1 test

# `generate --count 0`.
generate-count-at-least-one = generate needs at least 1 puzzle

# The word before an error on stderr: `sudoku-lab: error: …`.
error = error

# A file that cannot be read: $name the file, $why the system's reason
# (read-* for the common ones, else the system's own words).
cannot-read = cannot read { $name }: { $why }

# A file over its limit: $size the limit (16 MiB), $what the kind of file
# (what-*).
cannot-read-too-large = cannot read { $name }: larger than { $size }, the limit of { $what }

# The system's reasons, as Linux words them: $code the error number.
read-not-found = No such file or directory (os error { $code })

read-permission-denied = Permission denied (os error { $code })

read-is-a-directory = Is a directory (os error { $code })

what-puzzle-file = a puzzle file

what-trace = a trace

what-judge-input = a judge's input

# `solve`: what a port's budget counts, as spent.
spent-placements = { $placements } placements

# `solve`: what the reference solver's budget counts, as spent.
spent-nodes = { $nodes } search nodes

# `solve --stats`: a port's counters.
stats-port = { $placements } placements, { $backtracks } backtracks, { $calls } calls, { $tests } digit tests

# `solve`: $position the puzzle's position.
solve-no-solution = { $position }: no solution

# `solve`: $position the puzzle's position, $spent what was spent, $option the
# option that bounds it.
solve-stopped = { $position }: stopped after { $spent } ({ $option }) before finding a solution

# `solve`'s last line: $input the input, $solved solved, $read read, $variant
# the solver, $no_solution no solution, $stopped stopped, $conflicts
# conflicts.
solve-summary = { $input }: solved { $solved } of { $read } puzzles with { $variant } ({ $no_solution } with no solution, { $stopped } stopped by the budget, { $conflicts } with conflicting givens)

# `compare`'s progress bar (indicatif's template).
compare-progress = { $prefix } { $bar } { $pos }/{ $len } puzzles, { $elapsed } (eta { $eta })

# `compare`'s progress bar's prefix.
comparing = comparing

# `compare`'s table: the solver.
col-variant = variant

# `compare`'s table.
col-solved = solved

# `compare`'s table.
col-no-solution = no solution

# `compare`'s table.
col-stopped = stopped

# `compare`'s table.
col-placements = placements

# `compare`'s table.
col-backtracks = backtracks

# `compare`'s table.
col-time = time

# `compare`'s table.
col-per-placement = ns/placement

# `compare`'s report: $puzzles puzzles, $input the input, $events trace events
# per port, $ports how many ports (a word in English, a number in Korean).
compare-agree = all { $ports } ports agree on all { $puzzles } puzzles of { $input }: same outcomes, counters and traces ({ $events } events each)

# `compare`'s report: $puzzles puzzles with conflicting givens.
compare-conflicts = { $puzzles } of them have conflicting givens, which the ports search anyway, as the posts do

# `compare`'s report: what its times hold.
compare-times = (times include hashing every trace event; `sudoku-lab solve --stats` times a port alone)

# `compare`'s report on the reference solver: $aside compare-reference-aside
# or nothing, $ports how many ports (as in compare-agree).
compare-reference = * the reference solver is not a blog port: it agrees with the { $ports } wherever they finish{ $aside }

# compare-reference's aside when some givens conflict.
compare-reference-aside = {" "}(puzzles with conflicting givens aside: it finds them unsolvable)

# `compare`'s report: $puzzles puzzles stopped, $budget the budget, $positions
# the first ten positions, $more `, ...` when there are more.
compare-stopped = { $puzzles } puzzles stopped at the budget of { $budget } placements: { $positions }{ $more }

# The reference solver's search nodes, in `compare`'s table.
nodes = { $nodes } nodes

# The memory limit when no run was AC: $limit the limit and its rule.
memory-limit = memory limit { $limit }

# The bound on one run's processes: $bound the bound, $how how it is enforced
# (a pids cgroup, `RLIMIT_NPROC`, a Job Object, or a watchdog).
process-bound = processes: at most { $bound } processes and threads per run ({ $how })

# The watchdog bounds the runs: a fork bomb can outrun it.
watchdog-warning = warning: no pids cgroup and no RLIMIT_NPROC (root without a pids controller): a sampling watchdog bounds the processes, and a fork bomb can outrun it between two samples

# RLIMIT_NPROC bounds the user's processes as a whole: $jobs jobs asked for.
one-job = 1 of { $jobs } jobs: RLIMIT_NPROC bounds all of the user's processes together, so the runs go one at a time

# A limit outside stress refused a fork: $test the test's number, $limit the
# limit, $bound stress's own bound.
outer-limit = test { $test }: a process or thread could not be made because of a limit outside stress ({ $limit }) while the run had fewer than { $bound }: the machine's limit, not the program's fault; nothing was judged, shrunk or saved.

# outer-limit on the sample, before any test: $limit the limit, $bound
# stress's own bound.
outer-limit-sample = the sample: a process or thread could not be made because of a limit outside stress ({ $limit }) while the run had fewer than { $bound }: the machine's limit, not the program's fault; nothing was judged, shrunk or saved.

# A memory limit outside stress made the kernel's out-of-memory killer end
# a run below its own memory limit: $test the test's number, $limit the
# limit, $bound the run's own memory limit.
outer-memory = test { $test }: the kernel's out-of-memory killer ended the run for a memory limit outside stress ({ $limit }) while it was below its own limit of { $bound }: the machine's limit, not the program's fault; nothing was judged, shrunk or saved.

# outer-memory on the sample, before any test: $limit the limit, $bound the
# run's own memory limit.
outer-memory-sample = the sample: the kernel's out-of-memory killer ended the run for a memory limit outside stress ({ $limit }) while it was below its own limit of { $bound }: the machine's limit, not the program's fault; nothing was judged, shrunk or saved.

# What to do after outer-limit when one run went at a time (the sample,
# `--jobs 1`).
outer-limit-raise = Raise that limit.

# What to do after outer-limit when several runs went at once.
outer-limit-raise-or-one-job = Raise that limit or use --jobs 1.

# stress runs under a limit a run would fail for, which it cannot lift: $limit
# the limit, $fix what to do (environment-fix-*).
environment-limit = stress itself runs under a limit that every run would inherit and that it cannot lift: { $limit }. A run would fail for the machine's limit, not the program's fault, so nothing was run. { $fix }

# A resource limit: $command the command that lifts it.
environment-fix-command = Lift it in the shell that starts stress (a hard limit only root can raise), e.g. `{ $command }`, or start stress from a shell without it

# A pids cgroup above stress: $command the command that lifts it (as root).
environment-fix-cgroup = Raise that cgroup's pids.max (root can: e.g. `{ $command }`), or start stress outside that cgroup

environment-fix-other-processes = End the user's other processes that hold the tasks (another stress, a runaway program), or start stress as another user

environment-fix-none = Start stress from a shell without that limit

# This platform has no runner: $why what it lacks.
unsupported = { $why }

# Fewer jobs ran than asked for: $why why.
note = note: { $why }

# The last line: $run runs of $tests tests, $source inputs, $problem problem,
# $jobs jobs, $outcome the outcome.
last-line = { $run } of { $tests } tests run ({ $source }, problem { $problem }, jobs { $jobs }): { $outcome }

# The outcome when every run was AC.
all-ac = all AC

# The outcome of a failed run: $test the first failing test, $verdict its
# verdict.
failed-first = failed (first: test { $test }, { $verdict })

# Generated inputs: $seed the seed, $kind the kind.
source-seed = seed { $seed }, kind { $kind }

# Inputs from a file: $file.
source-file = inputs { $file }

# A failure could not be saved: $test the test, $folder where, $why why.
cannot-save = cannot save test { $test } in { $folder }: { $why }

# The shrunk input could not be saved: $folder where, $why why.
cannot-save-shrunk = cannot save the shrunk input in { $folder }: { $why }

# Stdout could not be written: $why why.
cannot-write = cannot write the output: { $why }

# Puzzles of `--inputs` that are not legal tests: $file the file, $skipped how
# many were skipped of $puzzles, $problem the problem, $first the first and
# why.
inputs-skipped = { $file }: skipped { $skipped } of { $puzzles } puzzles that are not legal { $problem } tests; the first, { $first }

# The bar while --inputs's puzzles are validated: $checked of $puzzles
# looked at, $legal of them legal tests.
checking-inputs = checking --inputs: { $checked } of { $puzzles } puzzles, { $legal } legal

# `sh` could not be started: $why why.
cannot-run-sh = cannot run sh: { $why }

# A run's folder could not be made: $folder where, $why why.
cannot-make-run-dir = cannot make the folder of this run under { $folder }: { $why }

## A run's reason (stress::trial::reason_in)

# OLE: more than $limit bytes on stdout.
reason-output-limit = more than { $limit } bytes on stdout

# RE: more than $limit processes and threads at once.
reason-too-many-processes = too many processes: more than { $limit } processes and threads at once (killed)

# MLE: $peak the peak, $limit the limit, $cpu the CPU time.
reason-memory = memory { $peak } over the { $limit } limit (peak memory of the process tree, each page counted once; CPU { $cpu })

# MLE where the limit refused an allocation: as reason-memory.
reason-memory-refused = memory: an allocation past the { $limit } limit was refused (peak { $peak } of committed memory of the process tree; CPU { $cpu })

# TLE: $cpu the CPU time, $limit the limit, $wall the wall-clock time.
reason-cpu = CPU { $cpu } over the { $limit } limit (wall { $wall })

# TLE at the wall-clock cap $cap: $cpu the CPU time, $limit the limit.
reason-wall-cap = still running at the wall-clock cap, { $cap } (CPU { $cpu } of { $limit }; time spent waiting for a CPU not counted): sleeping or blocked

# RE: how the run ended (ended-*).
reason-status = { $ended }

## The kinds of tests (--kind; stress::TestKind::shown): in English the value on the command line

kind-boj = boj

kind-unique = unique

kind-multi = multi

kind-hard = hard

kind-edge = edge

## The hint after an input error (error::Hint), with its leading space

# The format $format the input was read as.
hint-read-as = {" "}(read as { $format }; choose another with --input-format)

# The solver $variant reads problem $problem's format.
hint-reads = {" "}({ $variant } reads the BOJ { $problem } format)

hint-choose-format = {" "}(choose a file in boj2580, boj2239 or line format)

## Baekjoon's verdicts (messages::verdict): in English the short name

verdict-ac = AC

verdict-wa = WA

verdict-pe = PE

verdict-tle = TLE

verdict-mle = MLE

verdict-re = RE

verdict-ole = OLE

verdict-fail = FAIL

## How a search ended (messages::outcome)

outcome-solved = solved

outcome-no-solution = no solution

outcome-stopped = stopped

# The native languages (C, C++, Rust, ...) as one rule; the others keep their
# names.
language-native = native

## How the runs are held to their processes (messages::containment)

# A pids cgroup, $version v1 or v2, $tasks its pids.max (the same words in
# Korean: the kernel's names).
containment-cgroup = pids cgroup { $version }, pids.max { $tasks }

containment-rlimit = RLIMIT_NPROC, { $tasks } tasks over the user's own

containment-watchdog = watchdog, { $tasks } tasks

containment-job = Job Object, { $tasks } processes

## A limit outside the runs (messages::outer_limit)

outer-pids-cgroup = pids.max { $max } of the cgroup { $path }

outer-hard-nproc = the user's hard RLIMIT_NPROC ({ $limit } tasks; the user had { $user_tasks } and a run may have { $tasks })

outer-other-processes = RLIMIT_NPROC { $limit }: the user's other processes took the room (the run had { $run_tasks } of its { $tasks } tasks)

outer-unnamed = a fork was refused with { $in_use } of the run's { $tasks } tasks in use

# A memory cgroup above stress: $limit its limit (in MB), $path its directory.
outer-memory-cgroup = the memory limit { $limit } of the cgroup { $path }

# A resource limit: $resource its name (RLIMIT_AS), $hard the hard limit,
# $needed what a run needs (outer-needs-*).
outer-resource = { $resource } { $hard }, where a run needs { $needed }

outer-needs-no-limit = no limit

outer-needs-at-least = at least { $least }

## The judge's reasons (messages::judge_reason_in): in English the library's words

judge-valid-completion = a valid completion

judge-smallest-completion = the lexicographically smallest completion

# $why why the judge's input is not legal (invalid-*).
judge-bad-input = judge input: { $why }

# $twice: a digit twice in a house (twice).
judge-input-conflict = judge input: givens conflict: { $twice }

judge-input-no-solution = judge input: the puzzle has no solution

judge-output-limit = more than { $limit } bytes of output (the output limit, 1 MiB)

# $found what stands there (found-*), $second judge-second-solution when it is
# a digit, else nothing.
judge-after-board = your output, line { $line }, column { $column }: expected only whitespace after the 81st digit, found { $found }: the output goes on after a complete board{ $second }

judge-second-solution = {" "}(a second solution?)

judge-not-a-digit = your output, line { $line }, column { $column }: expected a digit 1-9, found { $found }

judge-too-few-digits = the output ends after { $found } digits; expected 81 (9 lines of 9)

judge-given-changed = { $cell } is { $found } but the puzzle gives { $given } there

judge-not-smallest = a valid completion, but not the lexicographically smallest: { $cell } is { $found } where the smallest has { $smallest }

# After a layout error that --whitespace boj accepts.
judge-boj-lines = {" "}(boj mode would accept it: Baekjoon forgives whitespace at line ends and empty lines at the end)

judge-boj-numbers = {" "}(boj mode would accept it: this problem's special judge reads 81 numbers, whatever whitespace stands around them)

# A digit twice in a house: $house the house (house-*), $first and $second the
# cells.
twice = { $digit } appears twice in { $house } ({ $first }, { $second })

conflict = givens conflict: { $twice }

house-row = row { $number }

house-column = column { $number }

house-block = block { $number }

## The layout of an output (messages::judge_reason_in)

# $expected what should stand there (expected-*), $found what does (found-*).
layout-unexpected = your output, line { $line }, column { $column }: expected { $expected }, found { $found }

expected-digit = a digit

expected-space = a single space

expected-whitespace = whitespace (two digits side by side are one number)

expected-end-of-line = end of line

layout-too-few-lines = expected 9 lines of { $digits }, found { $found } lines

layout-spaced-digits = 9 digits separated by single spaces

layout-digits = 9 digits

layout-extra-line = your output, line 10, column 1: expected end of output, found { $found }

layout-empty-line = an empty line

layout-no-final-newline = your output, line 9, column { $column }: expected end of line, found end of file

## What stands in an input (messages::found_in) and what was wanted (messages::wanted_in)

found-end-of-file = end of file

found-end-of-line = end of line

found-space = a space

found-tab = a tab

found-carriage-return = a carriage return

# A character's UTF-8 bytes: $hex 0xEA 0xB0 0x80.
found-bytes = bytes { $hex }

found-not-utf8 = byte { $byte } (not UTF-8)

# A long token, cut: $shown its start, $bytes its length.
found-cut = { $shown }… ({ $bytes } bytes)

found-cut-quoted = '{ $shown }…' ({ $bytes } bytes)

wanted-space = a space

wanted-end-of-line = end of line

wanted-end-of-file = end of file

wanted-digit = a digit 0-9

wanted-integer = an integer 0-9

wanted-number = a number 0-9

wanted-cell = a digit 1-9, '0' or '.'

wanted-end-of-puzzle = the end of the puzzle after 81 cells (then whitespace, ':' or a tab)

# An input's character: $expected what was wanted (wanted-*), $found what
# stands there (found-*).
unexpected = line { $line }, column { $column }: expected { $expected }, found { $found }

## Why the validator and the parsers refuse an input (messages::invalid_in, input_error_in)

invalid-no-solution = the puzzle has no solution

promise-solved-at = problem 12095's backtracker gives up (cnt reaches { $cap }) before it solves the puzzle: it would solve it at cnt = { $cnt }

promise-more-calls = problem 12095's backtracker gives up (cnt reaches { $cap }) before it solves the puzzle: it needs more than { $cap } calls

# $what what is counted (counted-*).
input-count = line { $line }: expected { $expected } { $what }, found { $found }

counted-numbers = numbers

counted-digits = digits

counted-cells = cells

input-missing-rows = expected 9 rows, found { $found } (the puzzle starts at line { $line })

input-empty = no puzzle found in the input

input-line-too-long = line { $line }: longer than { $limit } bytes (the longest line a puzzle file may have)

## What stands in an input: a character of one byte

# A character of one UTF-8 byte: $hex 0x01.
found-byte = byte { $hex }

## How a run ended (messages::ended_in): in English the runner's words

ended-code = exit status { $code }

# An exit status of 129 to 192, which a shell gives for a command a signal
# killed: $signal the signal.
ended-shell-signal = exit status { $code } (128 + { $signal }: a shell's status for a command killed by signal { $signal })

# As ended-shell-signal, with the signal's name $name (SIGSEGV).
ended-shell-signal-named = exit status { $code } (128 + { $signal }: a shell's status for a command killed by signal { $signal } ({ $name }))

ended-not-found-sh = exit status { $code } (the shell could not find the command)

# Windows' cmd (exit status 9009).
ended-not-found-cmd = exit status { $code } (cmd could not find the command)

ended-not-executable = exit status 126 (the shell could not execute the command)

ended-signal = exit status { $code }: killed by signal { $signal }

ended-signal-named = exit status { $code }: killed by signal { $signal } ({ $name })

# A Windows status, $code in hex (0xC0000005).
ended-windows = exit status { $code }

# $name the status's name and gloss, in English (what a search finds).
ended-windows-named = exit status { $code } ({ $name })

ended-killed-by-runner = exit status { $code } (killed by the runner)

# Another end, as the platform says it.
ended-other = { $how }

## check-trace: the library's rules for a step trace (messages::trace_error_in)

trace-rule-version = not a sudoku-lab trace of version { $expected }: version { $version }

trace-rule-end = end: { $recorded } events recorded, but end says { $max_events } of { $events }

# $problem what is wrong with event $event (trace-rule-*).
trace-rule-event = event { $event }: { $problem }

trace-rule-off-board = cell { $cell } digit { $digit } is off the board

# $whose trace-rule-given or trace-rule-placed.
trace-rule-place-on = Place of { $digit } at { $cell }, which holds the { $whose } { $held }

trace-rule-test-on = Test of { $digit } at { $cell }, which holds the { $whose } { $held }

trace-rule-undo-on = Undo of { $digit } at { $cell }, which holds the { $whose } { $held }

trace-rule-given = given

trace-rule-placed = placed

trace-rule-undo-not-held = undo of { $digit } at { $cell }, which holds { $held }

## What macOS's runner cannot see

# What macOS's runner cannot see, under the summary's processes line there.
macos-blind-spots = macOS: memory is the sum of the run's physical footprints sampled every 10 ms and at least one process's ru_maxrss; threads are bounded by the samples only (RLIMIT_NPROC counts processes); out of reach: a process that leaves the run's group (setsid) and whose parent ends within a sample, and the runs of a stress killed with SIGKILL

## generate

# `generate`'s progress bar (indicatif's template): $bar the bar, $pos
# puzzles written, $len asked for, $msg generate-best-so-far, $elapsed the
# time.
generate-progress = generating { $bar } { $pos }/{ $len }, { $msg }, { $elapsed }

# In `generate`'s progress bar: $cnt the best 12095 cnt so far.
generate-best-so-far = best cnt { $cnt }

# After `generate --hard`: $cnt the best 12095 cnt reached, $cap the cap.
generate-best-cnt = best 12095 cnt reached: { $cnt } (the cap is { $cap }: a legal test's cnt is below it)

# `--blanks` that is not a number or a range: $value the value given.
generate-blanks-not-a-number = expected a number of blanks or MIN..MAX, found '{ $value }'

# `--blanks` outside 0..81 or with MIN over MAX: $value the value given.
generate-blanks-out-of-range = blanks must be a range within 0..81, found '{ $value }'

# The generator's options cannot be met together: $why the library's words.
generate-bad-options = bad options: { $why }

# The generator gave up: $puzzle the puzzle's number, $grids the grids
# tried, $blanks the blanks it was drawn to have.
generate-gave-up = gave up on puzzle { $puzzle } after { $grids } grids: no puzzle with { $blanks } blanks and the properties asked for

# The generator gave up on a hard puzzle: $puzzle its number, $grids the
# grids tried.
generate-gave-up-hard = gave up on hard puzzle { $puzzle } after { $grids } grids: none started over 12095's cap

## trace's text output (one comment line after each puzzle) and --format json

# Before a puzzle whose givens conflict: $conflict the conflict.
trace-conflict = { $conflict } (the ports search anyway)

# After a solved puzzle: $solution the 81 digits.
trace-solved = solved { $solution }

# After a puzzle without a solution.
trace-no-solution = no solution

# After a search stopped by the budget: $placements the placements made.
trace-stopped = stopped after { $placements } placements

# `trace --format json` on an input without a puzzle.
trace-json-no-puzzle = --format json: the input holds no puzzle

# `trace --format json` on more than one puzzle: $puzzles how many, $line the
# line the second starts on.
trace-json-many = --format json traces one puzzle, but the input holds { $puzzles } (the second starts on line { $line })

# `trace --format json` that reached --max-events: $recorded the events
# written, $events the search's, $max_events the option.
trace-json-truncated = trace: recorded the first { $recorded } of { $events } events (--max-events { $max_events }); the file says "truncated": true

## The other subcommands' few lines

# Standard input is a terminal: the puzzles are typed.
reading-terminal = reading puzzles from the terminal; end with Ctrl-D (or give a FILE)

# `--help` could not be written: $why the system's reason.
cannot-write-help = cannot write the help: { $why }

# `--version` could not be written: $why the system's reason.
cannot-write-version = cannot write the version: { $why }

# An unknown subcommand: $subcommand what was typed.
usage-unknown-subcommand = error: unrecognized subcommand '{ $subcommand }'

# After usage-unknown-subcommand: $suggested the subcommand meant.
usage-similar-subcommand = {"  "}tip: a similar subcommand exists: '{ $suggested }'

## The demo (`sudoku-lab` with no arguments)

# Its first line: $ports how many posts (a word in English, a number in Korean).
demo-intro = { $ports } blog posts' backtracking solvers for Baekjoon 2580/2239, side by side.

# Before the sample: $blanks its blanks.
demo-sample = The BOJ 2580 sample ({ $blanks } blanks):

# Before what each program prints.
demo-prints = What each post's program prints for it (`sudoku-lab run VARIANT` writes exactly these bytes):

# One program's output: $variant the port (padded), $bytes its bytes
# (padded), $first its first line, $rest demo-one-empty-line,
# demo-empty-lines or nothing, $language, $problem and $title the post's.
demo-output = {"  "}{ $variant } { $bytes } bytes: 9 lines like "{ $first }"{ $rest }   ({ $language }, BOJ { $problem }: "{ $title }")

# After the 9 lines of a program's output: one empty line.
demo-one-empty-line = , then 1 empty line

# After the 9 lines of a program's output: $lines empty lines.
demo-empty-lines = , then { $lines } empty lines

# The ports' work on the sample is the same: $ports how many (as in
# demo-intro), $placements, $backtracks demo-no-backtrack, demo-one-backtrack
# or demo-backtracks.
demo-same-work = On the sample all { $ports } make the same { $placements } placements and { $backtracks }: nothing tells them apart.

demo-no-backtrack = no backtrack

demo-one-backtrack = 1 backtrack

# $backtracks the backtracks.
demo-backtracks = { $backtracks } backtracks

# The ports' work on the sample differs (a port has a bug).
demo-work-differs = On the sample the ports' work differs already.

# Before the hard test: $cnt its 12095 cnt (or demo-over-the-cap), $cap the cap.
demo-hard = A longer legal 2580 test does (12095 cnt = { $cnt } of a cap of { $cap }):

# The hard test's cnt when 12095's backtracker gives up.
demo-over-the-cap = over the cap

# The demo's table (with col-variant, col-placements, col-backtracks).
col-calls = calls

# The demo's table.
col-digit-tests = digit tests

# The demo's table.
col-cells-read = cells read

# The demo's table.
col-time-per-solve = time per solve

# The ports agree: $ports how many (capitalized in English: `All five`),
# $placements, $backtracks on the hard test, $cells_read and $calls the
# table's columns, $book the book's address.
demo-agree =
    { $ports } agree: the same solution, and the same { $placements } placements and { $backtracks } backtracks in the same order
    (one search tree). What differs is the cost of a step: the posts with `{ $cells_read }` scan up to
    27 cells of the board for every digit they test, the others look it up in tables; and `{ $calls }`
    is one per cell or one per blank (one of them is problem 12095's cnt). The book explains it,
    chapter 8, "One search tree, five speeds": { $book }five-speeds.html
    (한국어판: { $book }ko/five-speeds.html).

# The ports disagree: $ports how many (as in demo-intro).
demo-disagree = The { $ports } ports DISAGREE on the hard test: run `sudoku-lab compare` for details.

# What to try next: $traced the port to trace.
demo-next =
    Next: `sudoku-lab stress --problem 2580 --cmd 'python3 my_solution.py'` (will yours pass?),
    `sudoku-lab trace { $traced } PUZZLE`, `sudoku-lab --help`.
    No `sudoku-lab` command yet?

# How to install (the demo's last lines; `--help` ends with the English).
install =
    Install: today, with Rust 1.88+, in a clone of https://github.com/sudoku-lab/sudoku-lab:
    {"  "}cargo install --locked --path crates/cli
    Once published (`pip index versions sudoku-lab` tells), without Rust:
    {"  "}pipx install sudoku-lab   (or pip inside a virtualenv; not the system pip on
    {"  "}Debian/Ubuntu: PEP 668); wheels for Linux x86_64 and aarch64, macOS x86_64 and arm64,
    {"  "}Windows x86_64. On Windows, until that wheel is out: WSL. A wheel built from a clone
    {"  "}needs Rust too.
