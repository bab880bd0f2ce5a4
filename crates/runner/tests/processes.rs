//! The runner's contract, tested through [`run`] itself in a process that
//! has called [`guard`] as `sudoku-lab stress` does: what a run inherits
//! (nothing but the environment and its three descriptors), when its
//! input is written (while its limits are watched), and that nothing of it
//! outlives the caller, even one killed with `SIGKILL`.
//!
//! Run as root and as an ordinary user (`.ci/run` runs this binary as
//! both).
//!
//! **Its own `main`** (`harness = false` in Cargo.toml): [`guard`] forks
//! the janitor and blocks the terminating signals in the thread that calls
//! it and every thread started after, so, as in `sudoku-lab stress`, it is
//! called first, before this process has any other thread (issue 51: it
//! was called from a test thread, beside the harness's other threads,
//! which kept the signals unblocked). The tests then run on threads
//! started after it ([`harness`]), which inherit its signal mask.

// The tests call libc (fork, kill, geteuid): unsafe is allowed in this
// test binary (the workspace denies it, Cargo.toml [workspace.lints]), each
// block with its `// SAFETY:` comment.
#![allow(unsafe_code)]

#[cfg(target_os = "linux")]
mod harness;

#[cfg(not(target_os = "linux"))]
fn main() {}

#[cfg(target_os = "linux")]
fn main() {
    cases::guarded();
    harness::run(cases::TESTS)
}

#[cfg(target_os = "linux")]
mod cases {
    use std::sync::atomic::AtomicBool;
    use std::time::{Duration, Instant};

    use sudoku_lab_runner::{Limits, Outcome, Stop, ended, guard, run};

    /// [`guard`], first of all in `main`, after an ignored `SIGHUP` (as
    /// `nohup` leaves it), a descriptor without `O_CLOEXEC` on fd 77 (as a
    /// jobserver or a shell's `3<` leaves one) and core files allowed (`ulimit
    /// -c unlimited`): what a caller may have that a run must not inherit.
    pub fn guarded() {
        {
            // SAFETY: signal and dup2 take plain values; fd 1 is open.
            unsafe {
                libc::signal(libc::SIGHUP, libc::SIG_IGN);
                assert_eq!(libc::dup2(1, 77), 77);
                // A caller's `ulimit -c unlimited` (as far as its hard limit
                // goes): a run must not inherit it.
                let mut core: libc::rlimit = std::mem::zeroed();
                libc::getrlimit(libc::RLIMIT_CORE, &mut core);
                core.rlim_cur = core.rlim_max;
                libc::setrlimit(libc::RLIMIT_CORE, &core);
            }
            guard().expect("the guard's threads start");
        }
    }

    fn limits(ms: u64) -> Limits {
        let cpu = Duration::from_millis(ms);
        Limits {
            cpu,
            wall: cpu,
            hard_wall: cpu * 10,
            memory: 256 << 20,
            tasks: 256,
            stdout: 1 << 20,
            stderr: 64 << 10,
        }
    }

    fn run_ms(command: &str, input: &[u8], ms: u64) -> Outcome {
        run(command, input, &limits(ms), &AtomicBool::new(false)).expect("the command runs")
    }

    /// The mask in hex of one `Sig…:` line of `/proc/self/status`.
    fn mask(status: &str, name: &str) -> String {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .unwrap_or_else(|| panic!("no {name} in {status}"))
            .trim()
            .to_string()
    }

    fn a_run_starts_with_no_blocked_signal() {
        // `guard` blocks SIGTERM, SIGALRM, … in this thread for its signal
        // thread; `exec`ed directly (one simple command), grep is the run's
        // first process and reads its own mask.
        let o = run_ms("grep ^Sig /proc/self/status", b"", 5000);
        let status = String::from_utf8_lossy(&o.stdout);
        assert_eq!(mask(&status, "SigBlk:"), "0000000000000000", "{status}");
    }

    fn a_run_starts_with_no_ignored_signal() {
        // This process ignores SIGHUP (and the standard library SIGPIPE).
        let o = run_ms("grep ^Sig /proc/self/status", b"", 5000);
        let status = String::from_utf8_lossy(&o.stdout);
        assert_eq!(mask(&status, "SigIgn:"), "0000000000000000", "{status}");
    }

    fn a_run_through_the_shell_starts_with_no_blocked_or_ignored_signal() {
        let o = run_ms("cat > /dev/null; grep ^Sig /proc/self/status", b"x", 5000);
        let status = String::from_utf8_lossy(&o.stdout);
        assert_eq!(mask(&status, "SigBlk:"), "0000000000000000", "{status}");
        assert_eq!(mask(&status, "SigIgn:"), "0000000000000000", "{status}");
    }

    fn a_run_inherits_no_descriptor_but_its_three() {
        // `ls` lists its own descriptor of the directory too (3): 77 is this
        // process's, inherited unless the runner closes it.
        let o = run_ms("ls /proc/self/fd", b"", 5000);
        let fds: Vec<String> = String::from_utf8_lossy(&o.stdout)
            .split_whitespace()
            .map(str::to_string)
            .collect();
        assert!(fds.starts_with(&["0".into(), "1".into(), "2".into()]), "{fds:?}");
        assert!(!fds.contains(&"77".to_string()), "fd 77 leaked into the run: {fds:?}");
    }

    fn a_timer_and_a_terminated_pool_work_in_a_run() {
        // The Python program of issue 42: SIGALRM from setitimer and SIGTERM
        // from Pool.terminate() must arrive. (The CLI's stress test runs it on
        // 20 tests.)
        // Looked for in PATH, not run: after `guard` this process's own
        // children are the guard's (see its doc).
        let found =
            std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("python3").is_file()));
        assert!(found, "`python3` is needed: install the Debian package python3");
        let fixture = format!("{}/../../testdata/stress/signals.py", env!("CARGO_MANIFEST_DIR"));
        let sample = "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n";
        let o = run_ms(&format!("python3 {fixture}"), sample.as_bytes(), 5000);
        assert!(o.status.success() && o.stop.is_none(), "{o:?}");
        assert!(o.stdout.starts_with(b"1 3 5 4 6 9 2 7 8\n"), "{o:?}");
        assert!(o.wall < Duration::from_secs(4), "{:?}", o.wall);
    }

    fn a_large_input_unread_is_watched_from_the_start() {
        // 1 MiB is far more than a pipe holds: written before the watch, it
        // would block until `sleep` ended (6 s); written by the watch loop, the
        // wall-clock limit (1 s) ends the run near 1 s.
        let input = vec![b'0'; 1 << 20];
        let start = Instant::now();
        let o = run_ms("sleep 6", &input, 1000);
        let took = start.elapsed();
        assert_eq!(o.stop, Some(Stop::Wall), "{o:?}");
        assert!(took < Duration::from_millis(2500), "took {took:?}");
    }

    fn a_large_input_read_in_full_arrives_whole() {
        let input: Vec<u8> = (0..(1 << 20)).map(|i| b'a' + (i % 26) as u8).collect();
        let o = run_ms("wc -c", &input, 5000);
        assert_eq!(
            String::from_utf8_lossy(&o.stdout).trim(),
            (1 << 20).to_string(),
            "{o:?}"
        );
    }

    fn a_program_may_not_raise_its_process_bound() {
        // As an ordinary user the bound is RLIMIT_NPROC, soft and hard: the
        // program sees its hard limit no higher than its soft one. As root the
        // bound is a pids cgroup (or the watchdog), and RLIMIT_NPROC is not
        // the runner's to set: the run keeps the caller's.
        let o = run_ms("grep '^Max processes' /proc/self/limits", b"", 5000);
        let said = String::from_utf8_lossy(&o.stdout);
        // `Max processes  SOFT  HARD  processes`
        let words: Vec<&str> = said.split_whitespace().collect();
        assert_eq!(words.len(), 5, "{said}");
        let (soft, hard) = (words[2], words[3]);
        // SAFETY: geteuid touches no memory.
        if unsafe { libc::geteuid() } != 0 {
            assert_eq!(soft, hard, "soft and hard NPROC differ: {said}");
            assert_ne!(hard, "unlimited", "{said}");
        } else {
            // SAFETY: getrlimit fills a local.
            let own = unsafe {
                let mut l: libc::rlimit = std::mem::zeroed();
                libc::getrlimit(libc::RLIMIT_NPROC, &mut l);
                l.rlim_max
            };
            let own = if own == libc::RLIM_INFINITY {
                "unlimited".to_string()
            } else {
                own.to_string()
            };
            assert_eq!(hard, own, "{said}");
        }
    }

    fn a_background_child_holding_stdout_is_killed_with_the_group() {
        let start = Instant::now();
        let o = run_ms("sleep 30 & echo started", b"", 5000);
        assert!(o.status.success());
        assert_eq!(o.stdout, b"started\n");
        assert!(start.elapsed() < Duration::from_secs(10), "{:?}", start.elapsed());
    }

    fn time_and_output_limits_kill_the_group() {
        let o = run_ms("sleep 30; echo late", b"", 200);
        assert_eq!(o.stop, Some(Stop::Wall));
        assert!(o.stdout.is_empty());
        let mut l = limits(5000);
        l.stdout = 1000;
        let o = run("yes", b"", &l, &AtomicBool::new(false)).unwrap();
        assert_eq!(o.stop, Some(Stop::Output));
        assert_eq!(o.stdout.len(), 1001);
        let o = run_ms("cat; echo oops >&2; exit 3", b"abc", 5000);
        assert_eq!(
            (o.stdout.as_slice(), o.stderr.as_slice()),
            (&b"abc"[..], &b"oops\n"[..])
        );
        assert_eq!(ended(o.status).to_string(), "exit status 3");
        assert_eq!(o.stop, None);
    }

    fn a_simple_command_is_measured_without_its_shell() {
        let o = run_ms("kill -TERM $$", b"", 5000);
        assert_eq!(
            ended(o.status).to_string(),
            "exit status 143: killed by signal 15 (SIGTERM)"
        );
        let o = run_ms("sleep 0.05", b"", 5000);
        assert!(
            o.status.success() && o.peak_memory > 0 && o.peak_memory < 64 << 20,
            "{o:?}"
        );
    }

    /// Builds `testdata/stress/NAME.c` with `cc` into this test's target
    /// directory.
    fn built(name: &str, flags: &[&str]) -> std::path::PathBuf {
        let src = format!("{}/../../testdata/stress/{name}.c", env!("CARGO_MANIFEST_DIR"));
        let out =
            std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("runner-{name}-{}", std::process::id()));
        // Through the runner: after `guard` this process's own children are
        // the guard's.
        let build = format!("cc -O2 -o {} {src} {}", out.display(), flags.join(" "));
        let o = run_ms(&build, b"", 60_000);
        assert!(
            o.status.success(),
            "`cc` is needed to build {src}: install the Debian package gcc ({})",
            String::from_utf8_lossy(&o.stderr)
        );
        out
    }

    fn threads_waiting_for_a_cpu_are_not_sleeping() {
        // Three busy threads on one CPU, 1.2 s of CPU, under a 1 s wall-clock
        // limit that does not count the time the run waited for a CPU: each
        // thread's wait counts (not the main thread's alone, which sleeps in
        // pthread_join), so the run ends by itself.
        let found =
            std::env::var_os("PATH").is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("taskset").is_file()));
        assert!(found, "`taskset` is needed: install the Debian package util-linux");
        let exe = {
            static EXE: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
            EXE.get_or_init(|| built("busy_threads", &["-pthread"])).clone()
        };
        let l = Limits {
            cpu: Duration::from_secs(3),
            wall: Duration::from_secs(1),
            ..limits(3000)
        };
        let o = run(
            &format!("taskset -c 0 {}", exe.display()),
            b"",
            &l,
            &AtomicBool::new(false),
        )
        .unwrap();
        assert_eq!((o.stop, o.stdout.as_slice()), (None, &b"done\n"[..]), "{o:?}");
        assert!(o.wall > Duration::from_secs(1), "ran on more than one CPU? {o:?}");
    }

    /// The soft and hard values of one line of `/proc/self/limits`
    /// (`Max core file size  0  0  bytes`), as the run saw them.
    fn own_limit(name: &str) -> (String, String) {
        let o = run_ms(&format!("grep '^{name}' /proc/self/limits"), b"", 5000);
        let said = String::from_utf8_lossy(&o.stdout).to_string();
        let words: Vec<&str> = said
            .strip_prefix(name)
            .unwrap_or_else(|| panic!("no {name}: {said}"))
            .split_whitespace()
            .collect();
        (words[0].to_string(), words[1].to_string())
    }

    fn a_run_leaves_no_core_file() {
        // Issue 53, N14: under the caller's `ulimit -c unlimited` a crashing
        // run left `core` files in the working directory.
        assert_eq!(own_limit("Max core file size"), ("0".into(), "0".into()));
    }

    fn a_run_s_stack_is_its_memory_limit() {
        // Issue 53, N9: as on Baekjoon, whatever the caller's `ulimit -s`.
        let (soft, _) = own_limit("Max stack size");
        assert_eq!(soft, (256u64 << 20).to_string());
    }

    fn every_process_of_a_run_has_a_cpu_bound_of_its_own() {
        // Issue 53, N10: a process the run leaves behind when this process
        // and its janitor are both killed with SIGKILL is bounded by the
        // kernel still: RLIMIT_CPU, soft and hard, the CPU limit (5 s
        // here) rounded up plus a second, inherited by a grandchild.
        assert_eq!(own_limit("Max cpu time"), ("6".into(), "6".into()));
        let o = run_ms("sh -c 'grep \"^Max cpu time\" /proc/self/limits'; true", b"", 5000);
        let said = String::from_utf8_lossy(&o.stdout);
        assert!(
            said.split_whitespace().eq(["Max", "cpu", "time", "6", "6", "seconds"]),
            "{said}"
        );
    }

    fn cpu_of_children_the_kernel_reaps_is_counted() {
        // Issue 53, N3: a program that ignores SIGCHLD and burns its CPU in
        // short children, one after another (`autoreap.c`), was AC at "CPU
        // 0.09 s" (the kernel reaps such children and adds their time to no
        // one's). The samples keep the time of a process that ended with no
        // one to collect it, and a run's cgroup counts it exactly where there
        // is one (root): 12 children of 100 ms are over 0.5 s of CPU, as root
        // and as a user; as root, 100 children of 8 ms (each shorter than a
        // sample) too. Both stay under the wall-clock limit (1.5 s not
        // counting the wait for a CPU), which would end them whatever their
        // CPU time.
        let exe = {
            static EXE: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
            EXE.get_or_init(|| built("autoreap", &[])).clone()
        };
        // SAFETY: geteuid touches no memory.
        let root = unsafe { libc::geteuid() } == 0;
        let mut cases = vec!["12 100"];
        if root {
            cases.push("100 8");
        }
        for children in cases {
            let l = Limits {
                wall: Duration::from_millis(1500),
                ..limits(500)
            };
            let o = run(
                &format!("{} {children} true", exe.display()),
                b"",
                &l,
                &AtomicBool::new(false),
            )
            .unwrap();
            assert_eq!(o.stop, Some(Stop::Cpu), "{children}: {o:?}");
        }
    }

    /// Every test of this binary, by name.
    pub const TESTS: &[(&str, fn())] = &[
        (
            "a_run_starts_with_no_blocked_signal",
            a_run_starts_with_no_blocked_signal,
        ),
        (
            "a_run_starts_with_no_ignored_signal",
            a_run_starts_with_no_ignored_signal,
        ),
        (
            "a_run_through_the_shell_starts_with_no_blocked_or_ignored_signal",
            a_run_through_the_shell_starts_with_no_blocked_or_ignored_signal,
        ),
        (
            "a_run_inherits_no_descriptor_but_its_three",
            a_run_inherits_no_descriptor_but_its_three,
        ),
        (
            "a_timer_and_a_terminated_pool_work_in_a_run",
            a_timer_and_a_terminated_pool_work_in_a_run,
        ),
        (
            "a_large_input_unread_is_watched_from_the_start",
            a_large_input_unread_is_watched_from_the_start,
        ),
        (
            "a_large_input_read_in_full_arrives_whole",
            a_large_input_read_in_full_arrives_whole,
        ),
        (
            "a_program_may_not_raise_its_process_bound",
            a_program_may_not_raise_its_process_bound,
        ),
        (
            "a_background_child_holding_stdout_is_killed_with_the_group",
            a_background_child_holding_stdout_is_killed_with_the_group,
        ),
        (
            "time_and_output_limits_kill_the_group",
            time_and_output_limits_kill_the_group,
        ),
        (
            "a_simple_command_is_measured_without_its_shell",
            a_simple_command_is_measured_without_its_shell,
        ),
        (
            "threads_waiting_for_a_cpu_are_not_sleeping",
            threads_waiting_for_a_cpu_are_not_sleeping,
        ),
        ("a_run_leaves_no_core_file", a_run_leaves_no_core_file),
        ("a_run_s_stack_is_its_memory_limit", a_run_s_stack_is_its_memory_limit),
        (
            "cpu_of_children_the_kernel_reaps_is_counted",
            cpu_of_children_the_kernel_reaps_is_counted,
        ),
        (
            "every_process_of_a_run_has_a_cpu_bound_of_its_own",
            every_process_of_a_run_has_a_cpu_bound_of_its_own,
        ),
    ];
}
