//! The kernel's small files (a cgroup's counters and members, `/proc`'s
//! lines) read with one `open`, one `read` into a buffer on the stack, and
//! `close`. `std::fs::read_to_string` adds a `statx` for a size these
//! files do not have (they say 0) and a second `read` to see their end, on
//! every file: a run of stress reads some twenty of them.
//!
//! Each of these files is a `seq_file`, whose read fills the buffer as far
//! as the file goes (record by record, a page of them at least): a read
//! that leaves room in the buffer has read the whole file. One that fills
//! it (a long `cgroup.procs`) is read on, into a `String`, to its end.

use rustix::fs::{Mode, OFlags};
use rustix::path::Arg;

/// The buffer on the stack: a run's counters are a few bytes, a
/// `/proc/PID/stat` about 300, a `smaps_rollup` about 700.
const BUFFER: usize = 1024;

/// `f` applied to the text of the file at `path`; `None` when it cannot be
/// opened or read, or is not UTF-8.
pub(crate) fn with_text<T>(path: impl Arg, f: impl FnOnce(&str) -> T) -> Option<T> {
    let fd = rustix::fs::open(path, OFlags::RDONLY | OFlags::CLOEXEC, Mode::empty()).ok()?;
    let mut buf = [0u8; BUFFER];
    let n = read(&fd, &mut buf)?;
    if n < BUFFER {
        return Some(f(std::str::from_utf8(&buf[..n]).ok()?));
    }
    let mut all = buf.to_vec();
    loop {
        let n = read(&fd, &mut buf)?;
        if n == 0 {
            break;
        }
        all.extend_from_slice(&buf[..n]);
    }
    Some(f(std::str::from_utf8(&all).ok()?))
}

/// The number the file at `path` holds (a cgroup's `pids.peak`,
/// `cpuacct.usage`), blanks around it left out.
pub(crate) fn number(path: impl Arg) -> Option<u64> {
    with_text(path, |t| t.trim().parse().ok()).flatten()
}

/// One `read` of `fd` into `buf`, again when a signal interrupts it.
fn read(fd: &std::os::fd::OwnedFd, buf: &mut [u8]) -> Option<usize> {
    loop {
        match rustix::io::read(fd, &mut *buf) {
            Ok(n) => return Some(n),
            Err(rustix::io::Errno::INTR) => {}
            Err(_) => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_longer_than_the_buffer_is_read_to_its_end() {
        let path = std::env::temp_dir().join(format!("runner-kfile-{}", std::process::id()));
        let text: String = (0..1000).map(|i| format!("{i}\n")).collect();
        assert!(text.len() > BUFFER);
        std::fs::write(&path, &text).unwrap();
        assert_eq!(with_text(&path, str::to_string).as_deref(), Some(text.as_str()));
        std::fs::write(&path, " 42\n").unwrap();
        assert_eq!(number(&path), Some(42));
        std::fs::remove_file(&path).unwrap();
        assert_eq!(number(&path), None);
    }

    #[test]
    fn a_kernel_file_reads_as_std_reads_it() {
        for path in ["/proc/self/stat", "/proc/self/smaps_rollup", "/proc/self/cgroup"] {
            let Ok(std) = std::fs::read_to_string(path) else {
                continue;
            };
            let ours = with_text(path, str::to_string).unwrap();
            // The stat line's times may move on between the two reads.
            assert_eq!(ours.lines().count(), std.lines().count(), "{path}");
        }
    }
}
