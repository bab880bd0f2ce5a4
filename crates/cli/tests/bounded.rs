//! Every read bounded (issue 34): a 3 GB input to `judge`, `solve` and
//! `check-trace` is read within its limit, with a peak resident memory
//! under 64 MB (measured by `wait4` on the child, under an address-space
//! rlimit of 1 GB set first, so a regression fails here instead of taking
//! the machine down); 100 MB streamed through a pipe is given up early
//! (the writer meets a closed pipe) with the error or verdict that names
//! the limit.

use std::fs::File;
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{ExitStatus, Stdio};

use crate::support::{bin, fixture, root, scratch, text};

/// The peak resident memory a bounded read may reach.
const PEAK: u64 = 64 << 20;

/// The address space the binary may map: a read without a bound fails
/// here (an abort) long before it takes the machine's memory.
const ADDRESS_SPACE: u64 = 1 << 30;

/// What a run of the binary left: its exit status, stdout, stderr, and its
/// peak resident memory in bytes (`ru_maxrss`).
struct Measured {
    status: ExitStatus,
    stdout: String,
    stderr: String,
    peak: u64,
}

/// Runs the binary with `args`, stdin from `stdin` (a file, or null), under
/// [`ADDRESS_SPACE`], and measures its peak memory.
fn measured(args: &[&str], stdin: Option<File>) -> Measured {
    let mut command = bin();
    command
        .args(args)
        .current_dir(root())
        .stdin(stdin.map_or_else(Stdio::null, Stdio::from))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: between fork and exec the closure calls only setrlimit, which
    // is async-signal-safe, and allocates nothing.
    unsafe {
        command.pre_exec(|| {
            let limit = libc::rlimit {
                rlim_cur: ADDRESS_SPACE,
                rlim_max: ADDRESS_SPACE,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    // Reaped by `wait4` below, which gives its peak memory.
    #[allow(clippy::zombie_processes)]
    let mut child = command.spawn().expect("the binary starts");
    let (mut out, mut err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = err.read_to_end(&mut s);
        s
    });
    let mut stdout = Vec::new();
    let _ = out.read_to_end(&mut stdout);
    let stderr = reader.join().unwrap();
    let mut status = 0;
    // SAFETY: rusage is a plain C struct: all zeros is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = child.id() as libc::pid_t;
    // SAFETY: both out-pointers are valid locals; pid is this test's own
    // child, not yet reaped.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid, "wait4");
    Measured {
        status: ExitStatus::from_raw(status),
        stdout: text(&stdout),
        stderr: text(&stderr),
        peak: usage.ru_maxrss as u64 * 1024,
    }
}

/// A sparse file of 3 GB of zero bytes (no disk is used).
fn three_gigabytes() -> PathBuf {
    let path = scratch("three-gb");
    let f = File::create(&path).unwrap();
    f.set_len(3 << 30).unwrap();
    path
}

#[test]
fn a_three_gigabyte_input_is_read_within_its_limit_in_flat_memory() {
    let big = three_gigabytes();
    let big = big.to_str().unwrap();
    let input = fixture("sample2580.2580.txt");
    let input = input.to_str().unwrap();
    let cases: [(&[&str], i32, &str, &str); 4] = [
        (
            &["judge", "-p", "2580", input, big],
            1,
            "OLE\nmore than 1048576 bytes of output (the output limit, 1 MiB)\n",
            "",
        ),
        (
            &["solve", big],
            2,
            "",
            "line 1: longer than 1048576 bytes (the longest line a puzzle file may have)",
        ),
        (&["check-trace", big], 1, "invalid: ", ""),
        (
            &["validate", "-p", "2580", big],
            2,
            "",
            "larger than 16 MiB, the limit of a puzzle file",
        ),
    ];
    for (args, code, stdout, stderr) in cases {
        let m = measured(args, None);
        assert_eq!(m.status.code(), Some(code), "{args:?}: {:?} {}", m.status, m.stderr);
        assert!(m.stdout.starts_with(stdout), "{args:?}: {}", m.stdout);
        assert!(m.stderr.contains(stderr), "{args:?}: {}", m.stderr);
        assert!(m.peak < PEAK, "{args:?}: peak {} bytes", m.peak);
    }
    std::fs::remove_file(big).unwrap();
}

/// Writes `chunk` again and again into the binary's stdin, at most
/// `total` bytes, until the binary closes the pipe; returns what was
/// written and what the binary said.
fn stream_into(args: &[&str], chunk: &[u8], total: usize) -> (usize, Measured) {
    let (reader, mut writer) = std::io::pipe().unwrap();
    let chunk = chunk.repeat((64 << 10) / chunk.len().max(1));
    let feeder = std::thread::spawn(move || {
        let mut written = 0;
        while written < total {
            match writer.write(&chunk) {
                Ok(n) => written += n,
                Err(_) => break, // the binary closed its stdin: done
            }
        }
        written
    });
    let m = measured(args, Some(File::from(std::os::fd::OwnedFd::from(reader))));
    (feeder.join().unwrap(), m)
}

/// A case of [`stream_into`]: the arguments, the chunk written again and
/// again, the exit code, what the binary says, and the most bytes it may
/// take from the pipe.
type Piped<'a> = (&'a [&'a str], &'a [u8], i32, &'a str, usize);

#[test]
fn a_hundred_megabytes_through_a_pipe_are_given_up_at_the_limit() {
    let input = fixture("sample2580.2580.txt");
    let input = input.to_str().unwrap();
    let hundred = 100 << 20;
    let cases: [Piped; 5] = [
        // `yes "1 2 3" | sudoku-lab judge -p 2580 in -`
        (
            &["judge", "-p", "2580", input, "-"],
            b"1 2 3\n",
            1,
            "more than 1048576 bytes of output",
            2 << 20,
        ),
        (&["solve", "-"], b"\0", 2, "longer than 1048576 bytes", 2 << 20),
        // `yes | sudoku-lab run hole-array`: the first line is enough.
        (
            &["run", "hole-array"],
            b"y\n",
            2,
            "line 1, column 1: expected a digit 0-9, found 'y'",
            2 << 20,
        ),
        (
            &["check-trace", "-"],
            b" ",
            2,
            "larger than 48 MiB, the limit of a trace",
            50 << 20,
        ),
        (
            &["stress", "-p", "2580", "--cmd", "cat", "--inputs", "-"],
            b"0 0 0 0 0 0 0 0 0\n",
            2,
            "larger than 16 MiB, the limit of a puzzle file",
            18 << 20,
        ),
    ];
    for (args, chunk, code, said, most) in cases {
        let (written, m) = stream_into(args, chunk, hundred);
        assert_eq!(m.status.code(), Some(code), "{args:?}: {}", m.stderr);
        assert!(
            m.stdout.contains(said) || m.stderr.contains(said),
            "{args:?}: {}{}",
            m.stdout,
            m.stderr
        );
        // What the pipe and the binary's buffers hold past the limit.
        assert!(written < most, "{args:?}: {written} bytes were read");
        assert!(m.peak < PEAK, "{args:?}: peak {} bytes", m.peak);
    }
}
