//! A run's first process, made as `posix_spawn` makes one: `clone` with
//! `CLONE_VM | CLONE_VFORK`, so the child runs in this process's memory,
//! on a stack of its own, until it calls `execve`, while the calling
//! thread waits. A `fork` of this process copied its page tables (a
//! multi-threaded process with a few hundred mappings), made every page
//! copy-on-write, flushed the other threads' TLBs, and the `exec` then
//! threw the copy away: issue 53 measured stress's own cost at 1.5 to 2
//! times a bare shell loop, and a perf profile put the fork, its page
//! faults and the exec's unmapping at about a third of the thread that
//! starts the runs.
//!
//! The child does what [`super::child::Prepare`] says (its signals,
//! descriptors, parent's death, limits and bound) and then `execve`s the
//! program along `PATH` as `execvp` would. It shares this process's
//! memory and its calling thread's thread-local storage, so it makes only
//! system calls on data made ready before the `clone`: no allocation, no
//! lock, no panic. Every signal is blocked in the calling thread across
//! the `clone`, so no handler of this process runs in the child before it
//! has put every disposition back to its default; the thread's mask is
//! restored once the child has left this memory (`exec`, or `_exit` after
//! a failure, whose `errno` it leaves in [`ChildArgs::failed`]).

use std::ffi::{CString, OsStr, OsString};
use std::io;
use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::process::Command;

use super::child::{Failed, Prepare};
use crate::unix::Spawned;

/// The child's stack, in bytes: what the preparation and the `execve`
/// calls need with room to spare (a debug build's frames included), above
/// one guard page.
const STACK: usize = 256 * 1024;

/// What the child needs, made ready by the parent: the descriptors to put
/// at 0, 1 and 2, its preparation, the program's candidate paths (null
/// terminated, as `execve` takes them), its arguments and environment,
/// and where it says why it failed.
struct ChildArgs<'a> {
    stdio: [libc::c_int; 3],
    prepare: &'a Prepare,
    cwd: Option<&'a CString>,
    paths: &'a [CString],
    argv: *const *const libc::c_char,
    envp: *const *const libc::c_char,
    /// Set by the child when it does not reach `exec`: the step and
    /// `errno`. Read by the parent after `clone` returns.
    failed: Option<Failed>,
}

/// Spawns `cmd` (its program, arguments, environment changes and
/// directory; its standard streams are always three pipes and its process
/// group its own) prepared by `prepare`.
///
/// # Errors
/// A program or argument with a NUL byte (`InvalidInput`); no pipe, stack
/// or process could be made (`clone`'s `EAGAIN` is `WouldBlock`); the
/// child failed before `exec` (its step's `errno`), or every `execve`
/// along `PATH` failed (`ENOENT`, `EACCES`, `ENOEXEC`, …).
pub(crate) fn spawn(cmd: &Command, prepare: &Prepare) -> io::Result<Spawned> {
    let program = cmd.get_program();
    let mut args = vec![c_string(program)?];
    for a in cmd.get_args() {
        args.push(c_string(a)?);
    }
    let env = environment(cmd)?;
    let paths = candidates(program, cmd)?;
    let cwd = cmd.get_current_dir().map(|d| c_string(d.as_os_str())).transpose()?;
    let argv = null_terminated(&args);
    let envp = null_terminated(&env);
    let (stdin_read, stdin_write) = pipe()?;
    let (stdout_read, stdout_write) = pipe()?;
    let (stderr_read, stderr_write) = pipe()?;
    let mut child = ChildArgs {
        stdio: [
            stdin_read.as_raw_fd(),
            stdout_write.as_raw_fd(),
            stderr_write.as_raw_fd(),
        ],
        prepare,
        cwd: cwd.as_ref(),
        paths: &paths,
        argv: argv.as_ptr(),
        envp: envp.as_ptr(),
        failed: None,
    };
    let pid = clone_vfork(&mut child)?;
    if let Some(failed) = child.failed {
        // SAFETY: `pid` is this process's child, which has exited; it is
        // reaped here, under the registry's lock held by the caller.
        unsafe { libc::waitpid(pid, std::ptr::null_mut(), 0) };
        return Err(failed.into());
    }
    drop((stdin_read, stdout_write, stderr_write));
    Ok(Spawned {
        pid,
        stdin: stdin_write.into(),
        stdout: stdout_read.into(),
        stderr: stderr_read.into(),
    })
}

/// `s` as a C string.
///
/// # Errors
/// `InvalidInput` when it holds a NUL byte.
fn c_string(s: &OsStr) -> io::Result<CString> {
    CString::new(s.as_bytes()).map_err(|_| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("a NUL byte in {:?}", s.to_string_lossy()),
        )
    })
}

/// The pointers of `strings`, then a null one.
fn null_terminated(strings: &[CString]) -> Vec<*const libc::c_char> {
    strings
        .iter()
        .map(|s| s.as_ptr())
        .chain(std::iter::once(std::ptr::null()))
        .collect()
}

/// A pipe, both ends closed on `exec`.
fn pipe() -> io::Result<(OwnedFd, OwnedFd)> {
    Ok(rustix::pipe::pipe_with(rustix::pipe::PipeFlags::CLOEXEC)?)
}

/// This process's environment, in its order, with `cmd`'s changes (a
/// value set, in place or at the end; a variable removed), as
/// `NAME=VALUE` strings: what `Command::spawn` gives a child.
fn environment(cmd: &Command) -> io::Result<Vec<CString>> {
    let mut vars: Vec<(OsString, OsString)> = std::env::vars_os().collect();
    for (name, value) in cmd.get_envs() {
        let at = vars.iter().position(|(n, _)| n == name);
        match (value, at) {
            (Some(v), Some(i)) => vars[i].1 = v.to_owned(),
            (Some(v), None) => vars.push((name.to_owned(), v.to_owned())),
            (None, Some(i)) => {
                vars.remove(i);
            }
            (None, None) => {}
        }
    }
    vars.into_iter()
        .map(|(name, value)| {
            let mut pair = name;
            pair.push("=");
            pair.push(value);
            c_string(&pair)
        })
        .collect()
}

/// Where `execvp` would look for `program`: the name itself when it has a
/// `/`, else each directory of `PATH` (the command's, else this
/// process's, else `/bin:/usr/bin` as glibc's `execvp` has it; an empty
/// entry is the current directory).
fn candidates(program: &OsStr, cmd: &Command) -> io::Result<Vec<CString>> {
    if program.as_bytes().contains(&b'/') {
        return Ok(vec![c_string(program)?]);
    }
    let path = cmd
        .get_envs()
        .find(|(name, _)| *name == "PATH")
        .map_or_else(|| std::env::var_os("PATH"), |(_, v)| v.map(OsStr::to_owned))
        .unwrap_or_else(|| "/bin:/usr/bin".into());
    std::env::split_paths(&path)
        .map(|dir| {
            if dir.as_os_str().is_empty() {
                c_string(program)
            } else {
                c_string(dir.join(program).as_os_str())
            }
        })
        .collect()
}

/// Every signal blocked in the calling thread, the old mask returned; the
/// system call itself, so that the C library's own signals (32, 33) are
/// blocked too.
fn block_all_signals() -> u64 {
    let all: u64 = !0;
    let mut old: u64 = 0;
    // SAFETY: rt_sigprocmask with two valid 8-byte masks.
    unsafe {
        libc::syscall(
            libc::SYS_rt_sigprocmask,
            libc::SIG_SETMASK,
            &raw const all,
            &raw mut old,
            8usize,
        );
    }
    old
}

/// The calling thread's mask set back to `old` ([`block_all_signals`]).
fn restore_signals(old: u64) {
    // SAFETY: rt_sigprocmask with a valid 8-byte mask.
    unsafe {
        libc::syscall(
            libc::SYS_rt_sigprocmask,
            libc::SIG_SETMASK,
            &raw const old,
            std::ptr::null_mut::<u64>(),
            8usize,
        );
    }
}

/// Starts the child on a stack of its own mapped for it, waits (as
/// `CLONE_VFORK` does) until it has called `exec` or exited, and unmaps
/// the stack; its pid.
///
/// # Errors
/// No stack, or no process (`clone`'s `errno`).
fn clone_vfork(child: &mut ChildArgs<'_>) -> io::Result<libc::pid_t> {
    let page = rustix::param::page_size();
    // SAFETY: a new private anonymous mapping; nothing else uses it.
    let base = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            STACK + page,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_STACK | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    if base == libc::MAP_FAILED {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: the lowest page of the mapping just made: a guard, so a
    // stack overflow faults rather than writes below the mapping.
    unsafe { libc::mprotect(base, page, libc::PROT_NONE) };
    // The stack grows down from the mapping's end (16-byte aligned: the
    // mapping is page-aligned and so is its size).
    // SAFETY: one past the mapping's last byte, inside the same object.
    let top = unsafe { base.cast::<u8>().add(STACK + page) };
    let old = block_all_signals();
    // SAFETY: `child_main` makes only system calls on `child`, which this
    // thread keeps alive and does not touch until `clone` returns: with
    // CLONE_VFORK it returns once the child has called `execve` or
    // `_exit`, so the stack and `child` outlive the child's use of them.
    let pid = unsafe {
        libc::clone(
            child_main,
            top.cast(),
            libc::CLONE_VM | libc::CLONE_VFORK | libc::SIGCHLD,
            std::ptr::from_mut(child).cast(),
        )
    };
    let e = io::Error::last_os_error();
    restore_signals(old);
    // SAFETY: the mapping made above, no longer used by the child.
    unsafe { libc::munmap(base, STACK + page) };
    if pid < 0 { Err(e) } else { Ok(pid) }
}

/// The child: its standard streams, its group, its preparation, its
/// directory, then `execve` along the candidate paths; on a failure, the
/// step and `errno` in `failed` and `_exit(127)`.
extern "C" fn child_main(arg: *mut libc::c_void) -> libc::c_int {
    // SAFETY: `arg` is the `ChildArgs` of `clone_vfork`'s caller, alive
    // and untouched by it until this process execs or exits.
    let child = unsafe { &mut *arg.cast::<ChildArgs<'_>>() };
    let failed = prepare_and_exec(child);
    child.failed = Some(failed);
    // SAFETY: ends the child without running anything of the parent's
    // (no atexit handler, no buffer flush).
    unsafe { libc::_exit(127) }
}

/// [`child_main`]'s steps; returns only on a failure.
fn prepare_and_exec(child: &ChildArgs<'_>) -> Failed {
    for (target, &fd) in child.stdio.iter().enumerate() {
        // SAFETY: dup2 on descriptors this process holds. The pipes' ends
        // are above 2 (Rust's runtime opens 0 to 2 at start), so each
        // `dup2` makes a new descriptor without O_CLOEXEC.
        if unsafe { libc::dup2(fd, target as libc::c_int) } < 0 {
            return Failed::os(Failed::STDIO);
        }
    }
    // SAFETY: setpgid on this process.
    if unsafe { libc::setpgid(0, 0) } != 0 {
        return Failed::os(Failed::GROUP);
    }
    if let Err(failed) = child.prepare.apply() {
        return failed;
    }
    if let Some(cwd) = child.cwd {
        // SAFETY: a valid C string.
        if unsafe { libc::chdir(cwd.as_ptr()) } != 0 {
            return Failed::os(Failed::DIRECTORY);
        }
    }
    // As `execvp`: on to the next directory after "not there" or "not
    // allowed", `EACCES` reported when no directory had the program and
    // one refused it; any other failure is the answer.
    let mut denied = false;
    for path in child.paths {
        // SAFETY: a valid C string and null-terminated arrays of them.
        unsafe { libc::execve(path.as_ptr(), child.argv, child.envp) };
        match Failed::errno() {
            libc::EACCES => denied = true,
            libc::ENOENT | libc::ENOTDIR | libc::ESTALE | libc::ENODEV | libc::ETIMEDOUT => {}
            errno => {
                return Failed {
                    step: Failed::EXEC,
                    errno,
                };
            }
        }
    }
    Failed {
        step: Failed::EXEC,
        errno: if denied { libc::EACCES } else { libc::ENOENT },
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;
    use std::os::unix::fs::PermissionsExt;
    use std::path::Path;

    use super::*;

    fn prepare() -> Prepare {
        Prepare {
            parent: std::process::id() as libc::pid_t,
            enter: super::super::contain::Enter::nothing(),
            memory: 256 << 20,
            cpu: std::time::Duration::from_secs(5),
        }
    }

    /// The program's stdout and exit status (`input` on its stdin).
    fn output(s: Spawned, input: &[u8]) -> (String, i32) {
        use std::io::Write;
        let Spawned {
            pid,
            mut stdin,
            mut stdout,
            stderr,
        } = s;
        stdin.write_all(input).expect("the pipe takes a few bytes");
        drop((stdin, stderr));
        let mut out = String::new();
        stdout.read_to_string(&mut out).expect("its stdout");
        let mut status = 0;
        // SAFETY: `pid` is this process's child, reaped once here.
        assert_eq!(unsafe { libc::waitpid(pid, &raw mut status, 0) }, pid);
        (out, libc::WEXITSTATUS(status))
    }

    fn script(dir: &Path, name: &str, text: &str, mode: u32) {
        std::fs::create_dir_all(dir).expect("a scratch directory");
        let path = dir.join(name);
        std::fs::write(&path, text).expect("a script");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).expect("its mode");
    }

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("runner-spawn-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// As `execvp`: a directory of `PATH` without the program, then one
    /// whose file of that name may not be run, are passed over.
    #[test]
    fn a_program_is_found_along_path_as_execvp_finds_it() {
        let root = scratch("path");
        script(&root.join("a"), "prog", "#!/bin/sh\necho a\n", 0o644);
        script(&root.join("b"), "prog", "#!/bin/sh\necho \"b $1 $SPAWN_TEST\"\n", 0o755);
        let path = std::env::join_paths(["/nonexistent".into(), root.join("a"), root.join("b")]).expect("a PATH");
        let mut cmd = Command::new("prog");
        cmd.arg("one").env("PATH", &path).env("SPAWN_TEST", "set");
        let spawned = spawn(&cmd, &prepare()).expect("prog is found in b");
        assert_eq!(output(spawned, b""), ("b one set\n".to_string(), 0));
        let _ = std::fs::remove_dir_all(&root);
    }

    /// The program sees this process's environment in its order, as
    /// `Command::spawn` gives it, with a variable changed in place.
    #[test]
    fn the_environment_keeps_its_order() {
        let mut cmd = Command::new("/usr/bin/env");
        cmd.env("PATH", "/changed");
        let (out, status) = output(spawn(&cmd, &prepare()).expect("env runs"), b"");
        assert_eq!(status, 0);
        let expected: String = std::env::vars_os()
            .map(|(n, v)| {
                let v = if n == "PATH" { "/changed".into() } else { v };
                format!("{}={}\n", n.to_string_lossy(), v.to_string_lossy())
            })
            .collect();
        let expected = if std::env::var_os("PATH").is_some() {
            expected
        } else {
            expected + "PATH=/changed\n"
        };
        assert_eq!(out, expected);
    }

    /// A program nowhere along `PATH` is not found; one found only where it
    /// may not be run is refused; neither leaves a process behind.
    #[test]
    fn a_program_not_found_or_not_allowed_is_an_error_of_the_spawn() {
        let root = scratch("errors");
        script(&root, "refused", "#!/bin/sh\necho no\n", 0o644);
        let mut cmd = Command::new("nowhere-to-be-found");
        cmd.env("PATH", &root);
        let e = spawn(&cmd, &prepare()).err().expect("not found");
        assert_eq!(e.kind(), io::ErrorKind::NotFound, "{e}");
        let mut cmd = Command::new("refused");
        cmd.env("PATH", &root);
        let e = spawn(&cmd, &prepare()).err().expect("not allowed");
        assert_eq!(e.kind(), io::ErrorKind::PermissionDenied, "{e}");
        let e = c_string(OsStr::new("a\0b")).expect_err("a NUL byte");
        assert_eq!(e.kind(), io::ErrorKind::InvalidInput, "{e}");
        // The failed children were reaped by `spawn`.
        // SAFETY: waitpid with WNOHANG only asks.
        let left = unsafe { libc::waitpid(-1, std::ptr::null_mut(), libc::WNOHANG) };
        assert!(left <= 0, "a child left unreaped: {left}");
        let _ = std::fs::remove_dir_all(&root);
    }

    /// The input reaches the program on its stdin and its stdout comes
    /// back, in its own process group, from many threads at once (each
    /// `clone` shares the memory the others go on using).
    #[test]
    fn spawns_from_several_threads_at_once_each_run_their_own_program() {
        std::thread::scope(|s| {
            for t in 0..4 {
                s.spawn(move || {
                    for i in 0..50 {
                        let mut cmd = Command::new("sh");
                        cmd.arg("-c").arg("test \"$(ps -o pgid= -p $$)\" -eq $$ && cat");
                        let spawned = spawn(&cmd, &prepare()).expect("sh runs");
                        let line = format!("{t} {i}\n");
                        assert_eq!(output(spawned, line.as_bytes()), (line, 0));
                    }
                });
            }
        });
    }
}
