//! The Windows runner: `cmd /D /S /C "COMMAND"` in a Job Object of its
//! own, created suspended, put in the job and only then resumed, so that
//! nothing it starts is ever outside the job. The job holds the run's
//! bounds and is its measure:
//!
//! - **Processes**: `JOB_OBJECT_LIMIT_ACTIVE_PROCESS` at [`Limits::tasks`]
//!   processes (Windows counts processes, not threads): Windows refuses the
//!   `CreateProcess` past it and posts `JOB_OBJECT_MSG_ACTIVE_PROCESS_LIMIT`
//!   on the job's completion port ([`Stop::Tasks`]).
//! - **Memory**: `JOB_OBJECT_LIMIT_JOB_MEMORY` at [`Limits::memory`]: the
//!   committed private memory of all the run's processes together; an
//!   allocation past it fails and `JOB_OBJECT_MSG_JOB_MEMORY_LIMIT` is
//!   posted ([`Stop::Memory`]). The peak is the job's
//!   `PeakJobMemoryUsed`, and at least the largest sum of the processes'
//!   commit seen in a sample.
//! - **CPU time**: the job's accounting (`TotalUserTime` +
//!   `TotalKernelTime` of every process the run had, ended ones too),
//!   sampled every [`SAMPLE_EVERY`], and at least the sum over its live
//!   processes (`GetProcessTimes`); over [`Limits::cpu`] the job is killed.
//! - **Wall clock**: [`Limits::wall`] and [`Limits::hard_wall`] from the
//!   start (Windows has no run queue time to leave out).
//! - **Ending**: `JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE`: when the first
//!   process (`cmd`) ends, or a limit is passed, the job is terminated,
//!   and in any case the job's one handle is closed before [`run`] returns,
//!   so no process of a run outlives it, nor `stress` (a process that dies
//!   closes its handles). `JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION`:
//!   a crash ends the process at once instead of showing a dialog.
//!
//! Stdout and stderr are read by one thread each, with their bounds; the
//! input is written by a third.
//!
//! Where the platform answers nothing (Wine implements the job's
//! accounting and limits only in part), the per-process samples stand in:
//! a run's CPU time and memory are then those of its live processes, and
//! its processes are counted from the job's process list.

use std::ffi::c_void;
use std::io::{self, Read, Write};
use std::mem::{size_of, zeroed};
use std::os::windows::io::{AsRawHandle, FromRawHandle, OwnedHandle, RawHandle};
use std::os::windows::process::CommandExt;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::ptr::{null, null_mut};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use windows_sys::Win32::Foundation::{FILETIME, HANDLE, INVALID_HANDLE_VALUE};
use windows_sys::Win32::Globalization::GetUserDefaultLocaleName;
use windows_sys::Win32::System::Diagnostics::ToolHelp::{
    CreateToolhelp32Snapshot, TH32CS_SNAPTHREAD, THREADENTRY32, Thread32First, Thread32Next,
};
use windows_sys::Win32::System::IO::{CreateIoCompletionPort, GetQueuedCompletionStatus, OVERLAPPED};
use windows_sys::Win32::System::JobObjects::{
    AssignProcessToJobObject, CreateJobObjectW, JOB_OBJECT_LIMIT_ACTIVE_PROCESS,
    JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION, JOB_OBJECT_LIMIT_JOB_MEMORY, JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE,
    JOBOBJECT_ASSOCIATE_COMPLETION_PORT, JOBOBJECT_BASIC_ACCOUNTING_INFORMATION, JOBOBJECT_EXTENDED_LIMIT_INFORMATION,
    JOBOBJECTINFOCLASS, JobObjectAssociateCompletionPortInformation, JobObjectBasicAccountingInformation,
    JobObjectBasicProcessIdList, JobObjectExtendedLimitInformation, QueryInformationJobObject, SetInformationJobObject,
    TerminateJobObject,
};
use windows_sys::Win32::System::ProcessStatus::{K32GetProcessMemoryInfo, PROCESS_MEMORY_COUNTERS};
use windows_sys::Win32::System::SystemServices::{
    JOB_OBJECT_MSG_ACTIVE_PROCESS_LIMIT, JOB_OBJECT_MSG_JOB_MEMORY_LIMIT,
};
use windows_sys::Win32::System::Threading::{
    CREATE_SUSPENDED, GetProcessTimes, OpenProcess, OpenThread, PROCESS_QUERY_LIMITED_INFORMATION, ResumeThread,
    THREAD_SUSPEND_RESUME,
};

use crate::{Containment, Limits, Outcome, Stop, Unsupported};

/// How often a running job's CPU time, memory and processes are sampled.
pub const SAMPLE_EVERY: Duration = Duration::from_millis(10);

/// How long the pipes of a run whose job has been terminated are read
/// before they are given up.
const DRAIN: Duration = Duration::from_secs(2);

/// The exit code of every process of a job this runner terminates (a
/// shell shows a `SIGKILL`ed program as 137, 128 + 9: the same number).
const KILLED: u32 = 137;

/// The most process ids read from the job's list in one sample.
const LISTED: usize = 1024;

static JOB: Containment = Containment::Job;

pub fn containment() -> Result<&'static Containment, Unsupported> {
    Ok(&JOB)
}

/// Nothing to install: each run's job dies with its one handle, which
/// Windows closes when this process ends, however it ends (Ctrl+C
/// included).
pub fn guard() -> io::Result<()> {
    Ok(())
}

/// Nothing escapes a run: its job is terminated and closed before
/// [`run`] returns.
pub fn drain_all() -> usize {
    0
}

pub fn stdout_closed_at_start() -> bool {
    false
}

/// Nothing to check: a Job Object's limits are the run's own.
pub fn environment(_: &crate::Limits) -> Result<(), crate::OuterLimit> {
    Ok(())
}

/// The user's locale, `ko-KR`, from `GetUserDefaultLocaleName`.
pub fn system_locale() -> Option<String> {
    let mut name = [0u16; 85];
    // SAFETY: a valid buffer of LOCALE_NAME_MAX_LENGTH (85) UTF-16 units.
    let n = unsafe { GetUserDefaultLocaleName(name.as_mut_ptr(), name.len() as i32) };
    // `n` counts the terminating NUL.
    (n > 1).then(|| String::from_utf16_lossy(&name[..n as usize - 1]))
}

/// An owned Windows handle from a raw one, or the last error when it is
/// null (or `INVALID_HANDLE_VALUE`).
///
/// # Safety
///
/// `handle` is null, `INVALID_HANDLE_VALUE`, or an open handle that the
/// caller owns and that nothing else closes: in practice the value a
/// Windows call that creates or opens a handle has just returned, passed
/// here at once. The [`OwnedHandle`] closes it when dropped.
unsafe fn owned(handle: HANDLE) -> io::Result<OwnedHandle> {
    if handle.is_null() || handle == INVALID_HANDLE_VALUE {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: the caller gives us an open handle that is ours alone (this
    // function's contract), so one OwnedHandle may close it.
    Ok(unsafe { OwnedHandle::from_raw_handle(handle as RawHandle) })
}

fn raw(handle: &impl AsRawHandle) -> HANDLE {
    handle.as_raw_handle() as HANDLE
}

fn check(ok: i32) -> io::Result<()> {
    if ok == 0 {
        Err(io::Error::last_os_error())
    } else {
        Ok(())
    }
}

/// A 100-nanosecond count as a duration.
fn ticks(t: i64) -> Duration {
    Duration::from_nanos(t.max(0) as u64 * 100)
}

/// One run's job object and its completion port.
struct Job {
    job: OwnedHandle,
    port: Option<OwnedHandle>,
}

/// What the job's accounting says.
#[derive(Copy, Clone, Debug, Default)]
struct Accounting {
    cpu: Duration,
    active: u64,
    peak_memory: u64,
}

impl Job {
    /// A job with the run's limits on processes and memory, killed when
    /// closed, with a completion port for its messages (when the platform
    /// has one).
    fn new(limits: &Limits) -> io::Result<Job> {
        // SAFETY: no security attributes, no name; the new job's handle (or
        // null) goes straight to `owned`, the one owner.
        let job = unsafe { owned(CreateJobObjectW(null(), null())) }?;
        // SAFETY: an all-zero JOBOBJECT_EXTENDED_LIMIT_INFORMATION is valid
        // (no limits); the fields set below are plain numbers.
        let mut info: JOBOBJECT_EXTENDED_LIMIT_INFORMATION = unsafe { zeroed() };
        info.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_ACTIVE_PROCESS
            | JOB_OBJECT_LIMIT_JOB_MEMORY
            | JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
            | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION;
        info.BasicLimitInformation.ActiveProcessLimit = limits.tasks.clamp(1, u32::MAX as u64) as u32;
        info.JobMemoryLimit = usize::try_from(limits.memory).unwrap_or(usize::MAX);
        set(&job, &info)?;
        // The port: messages for the limits. Without it (an old Wine), the
        // samples see the run over its limits instead.
        // SAFETY: a new port, no file handle; its handle (or null) goes
        // straight to `owned`, the one owner.
        let port = unsafe { owned(CreateIoCompletionPort(INVALID_HANDLE_VALUE, null_mut(), 0, 1)) }
            .ok()
            .filter(|port| {
                let associate = JOBOBJECT_ASSOCIATE_COMPLETION_PORT {
                    CompletionKey: null_mut(),
                    CompletionPort: raw(port),
                };
                set(&job, &associate).is_ok()
            });
        Ok(Job { job, port })
    }

    /// Puts the (suspended) process in the job.
    fn assign(&self, child: &Child) -> io::Result<()> {
        // SAFETY: two valid handles.
        check(unsafe { AssignProcessToJobObject(raw(&self.job), raw(child)) })
    }

    /// Ends every process of the job with [`KILLED`].
    fn terminate(&self) {
        // SAFETY: a valid job handle.
        unsafe { TerminateJobObject(raw(&self.job), KILLED) };
    }

    /// The messages waiting on the port, waiting at most `wait` for the
    /// first: whether the run passed its process or its memory limit.
    fn messages(&self, wait: Duration) -> (bool, bool) {
        let (mut tasks, mut memory) = (false, false);
        let Some(port) = &self.port else {
            std::thread::sleep(wait);
            return (false, false);
        };
        let mut timeout = wait.as_millis().min(u32::MAX as u128) as u32;
        loop {
            let mut message = 0u32;
            let mut key = 0usize;
            let mut overlapped: *mut OVERLAPPED = null_mut();
            // SAFETY: valid out-pointers; the port is ours.
            let ok = unsafe { GetQueuedCompletionStatus(raw(port), &mut message, &mut key, &mut overlapped, timeout) };
            if ok == 0 {
                return (tasks, memory);
            }
            match message {
                JOB_OBJECT_MSG_ACTIVE_PROCESS_LIMIT => tasks = true,
                JOB_OBJECT_MSG_JOB_MEMORY_LIMIT => memory = true,
                _ => {}
            }
            timeout = 0;
        }
    }

    /// The job's accounting: CPU time of all its processes, ended ones
    /// too, its live processes, and its peak committed memory.
    fn accounting(&self) -> Accounting {
        let mut a = Accounting::default();
        let mut basic = JOBOBJECT_BASIC_ACCOUNTING_INFORMATION::default();
        if query(&self.job, &mut basic) {
            a.cpu = ticks(basic.TotalUserTime) + ticks(basic.TotalKernelTime);
            a.active = basic.ActiveProcesses as u64;
        }
        // SAFETY: all-zero is a valid value of this plain struct.
        let mut extended: JOBOBJECT_EXTENDED_LIMIT_INFORMATION = unsafe { zeroed() };
        if query(&self.job, &mut extended) {
            a.peak_memory = extended.PeakJobMemoryUsed as u64;
        }
        a
    }

    /// The ids of the job's processes (at most [`LISTED`]).
    fn pids(&self) -> Vec<u32> {
        // The list: two u32 counts (one usize), then the ids as usizes.
        let mut buf = vec![0usize; LISTED + 1];
        let size = (buf.len() * size_of::<usize>()) as u32;
        // SAFETY: the buffer is `size` bytes, aligned for the struct.
        let ok = unsafe {
            QueryInformationJobObject(
                raw(&self.job),
                JobObjectBasicProcessIdList,
                buf.as_mut_ptr().cast::<c_void>(),
                size,
                null_mut(),
            )
        };
        if ok == 0 {
            return Vec::new();
        }
        // SAFETY: the first usize holds NumberOfAssignedProcesses and
        // NumberOfProcessIdsInList, two u32s.
        let listed = unsafe { buf.as_ptr().cast::<u32>().add(1).read() } as usize;
        buf[1..=listed.min(LISTED)].iter().map(|&pid| pid as u32).collect()
    }
}

/// A job object's information struct, tied to the information class that
/// names it: [`set`] and [`query`] take the class from the type, so the
/// struct passed is always the one the class names, with its size.
///
/// # Safety
///
/// `CLASS` is the `JOBOBJECTINFOCLASS` whose buffer is laid out as `Self`,
/// and `Self` is plain data: integers and raw pointers only, so every bit
/// pattern Windows writes into it is a valid value.
unsafe trait JobInfo: Copy {
    const CLASS: JOBOBJECTINFOCLASS;
}

// SAFETY: JobObjectExtendedLimitInformation's buffer is a
// JOBOBJECT_EXTENDED_LIMIT_INFORMATION (Microsoft's
// SetInformationJobObject page), a struct of integers.
unsafe impl JobInfo for JOBOBJECT_EXTENDED_LIMIT_INFORMATION {
    const CLASS: JOBOBJECTINFOCLASS = JobObjectExtendedLimitInformation;
}

// SAFETY: JobObjectBasicAccountingInformation's buffer is a
// JOBOBJECT_BASIC_ACCOUNTING_INFORMATION, a struct of integers.
unsafe impl JobInfo for JOBOBJECT_BASIC_ACCOUNTING_INFORMATION {
    const CLASS: JOBOBJECTINFOCLASS = JobObjectBasicAccountingInformation;
}

// SAFETY: JobObjectAssociateCompletionPortInformation's buffer is a
// JOBOBJECT_ASSOCIATE_COMPLETION_PORT, two raw pointers (the key and the
// port's handle); it is only ever set, never queried.
unsafe impl JobInfo for JOBOBJECT_ASSOCIATE_COMPLETION_PORT {
    const CLASS: JOBOBJECTINFOCLASS = JobObjectAssociateCompletionPortInformation;
}

/// Sets the job's information of `T`'s class to `info`.
fn set<T: JobInfo>(job: &OwnedHandle, info: &T) -> io::Result<()> {
    // SAFETY: `info` is the struct T::CLASS names, `size_of::<T>()` bytes,
    // read by the call only (JobInfo's contract); the job's handle is open.
    check(unsafe { SetInformationJobObject(raw(job), T::CLASS, (info as *const T).cast(), size_of::<T>() as u32) })
}

/// Reads the job's information of `T`'s class into `info`: whether
/// Windows answered.
fn query<T: JobInfo>(job: &OwnedHandle, info: &mut T) -> bool {
    // SAFETY: `info` is the struct T::CLASS names, `size_of::<T>()`
    // writable bytes, and any bytes Windows writes there are a valid T
    // (JobInfo's contract: plain data); the job's handle is open.
    unsafe {
        QueryInformationJobObject(
            raw(job),
            T::CLASS,
            (info as *mut T).cast(),
            size_of::<T>() as u32,
            null_mut(),
        ) != 0
    }
}

/// One process's CPU time and committed memory (current, peak).
#[derive(Copy, Clone, Debug, Default)]
struct Usage {
    cpu: Duration,
    commit: u64,
    peak_commit: u64,
}

fn usage(process: HANDLE) -> Usage {
    let mut u = Usage::default();
    let mut times = [FILETIME::default(); 4];
    let [created, exited, kernel, user] = &mut times;
    // SAFETY: four valid FILETIME out-pointers.
    if unsafe { GetProcessTimes(process, created, exited, kernel, user) } != 0 {
        let t = |f: &FILETIME| ticks(((f.dwHighDateTime as i64) << 32) | f.dwLowDateTime as i64);
        u.cpu = t(kernel) + t(user);
    }
    let mut counters = PROCESS_MEMORY_COUNTERS {
        cb: size_of::<PROCESS_MEMORY_COUNTERS>() as u32,
        ..Default::default()
    };
    // SAFETY: a valid out-pointer of the size given in `cb`.
    if unsafe { K32GetProcessMemoryInfo(process, &mut counters, counters.cb) } != 0 {
        u.commit = counters.PagefileUsage as u64;
        u.peak_commit = counters.PeakPagefileUsage as u64;
    }
    u
}

/// The summed usage of the processes `pids` (those that can still be
/// opened), and the largest peak commit of one.
fn usage_of(pids: &[u32]) -> (Usage, u64) {
    let mut sum = Usage::default();
    let mut largest = 0;
    for &pid in pids {
        // SAFETY: opening a process by id; its handle (or null) goes
        // straight to `owned`, the one owner.
        let Ok(process) = (unsafe { owned(OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, 0, pid)) }) else {
            continue;
        };
        let u = usage(raw(&process));
        sum.cpu += u.cpu;
        sum.commit += u.commit;
        largest = largest.max(u.peak_commit);
    }
    (sum, largest)
}

/// Resumes every thread of the suspended process `pid` (its one thread,
/// created suspended).
fn resume(pid: u32) -> io::Result<()> {
    // SAFETY: a snapshot of the system's threads; its handle (or
    // INVALID_HANDLE_VALUE) goes straight to `owned`, the one owner.
    let snapshot = unsafe { owned(CreateToolhelp32Snapshot(TH32CS_SNAPTHREAD, 0)) }?;
    let mut entry = THREADENTRY32 {
        dwSize: size_of::<THREADENTRY32>() as u32,
        ..Default::default()
    };
    let mut resumed = 0;
    // SAFETY: a valid snapshot and entry with its size set.
    let mut more = unsafe { Thread32First(raw(&snapshot), &mut entry) } != 0;
    while more {
        if entry.th32OwnerProcessID == pid {
            // SAFETY: opening a thread by id; its handle (or null) goes
            // straight to `owned`, the one owner.
            if let Ok(thread) = unsafe { owned(OpenThread(THREAD_SUSPEND_RESUME, 0, entry.th32ThreadID)) } {
                // SAFETY: a valid thread handle with THREAD_SUSPEND_RESUME.
                if unsafe { ResumeThread(raw(&thread)) } != u32::MAX {
                    resumed += 1;
                }
            }
        }
        // SAFETY: as for Thread32First.
        more = unsafe { Thread32Next(raw(&snapshot), &mut entry) } != 0;
    }
    if resumed == 0 {
        return Err(io::Error::other("the new process's thread could not be resumed"));
    }
    Ok(())
}

/// A pipe read to its end on a thread of its own: its first `keep` + 1
/// bytes are kept, all are counted.
struct Reader {
    seen: Arc<AtomicUsize>,
    done: mpsc::Receiver<Vec<u8>>,
}

impl Reader {
    fn spawn<R: Read + Send + 'static>(mut pipe: R, keep: usize, name: &str) -> io::Result<Reader> {
        let seen = Arc::new(AtomicUsize::new(0));
        let (send, done) = mpsc::channel();
        let counter = Arc::clone(&seen);
        std::thread::Builder::new().name(name.into()).spawn(move || {
            let mut kept = Vec::new();
            let mut buf = vec![0u8; 64 << 10];
            loop {
                match pipe.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => {
                        counter.fetch_add(n, Ordering::SeqCst);
                        let room = (keep + 1).saturating_sub(kept.len()).min(n);
                        kept.extend_from_slice(&buf[..room]);
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = send.send(kept);
        })?;
        Ok(Reader { seen, done })
    }

    fn seen(&self) -> usize {
        self.seen.load(Ordering::SeqCst)
    }

    /// What was kept, once the pipe has ended (at most `wait` from now).
    fn finish(self, wait: Duration) -> (Vec<u8>, usize) {
        let kept = self.done.recv_timeout(wait).unwrap_or_default();
        (kept, self.seen())
    }
}

/// The shell `cmd.exe` (`ComSpec`, else `cmd.exe` on the `PATH`).
fn shell() -> std::ffi::OsString {
    std::env::var_os("ComSpec").unwrap_or_else(|| "cmd.exe".into())
}

pub fn run(command: &str, input: &[u8], limits: &Limits, cancel: &AtomicBool) -> io::Result<Outcome> {
    let job = Job::new(limits)?;
    let start = Instant::now();
    let (mut child, out, err) = start_in(&job, command, input, limits)?;
    let root = raw(&child);
    let mut watch = Watch::default();
    let status = watch.until_exit(&job, &mut child, &out, limits, cancel, start)?;
    let wall = start.elapsed();
    // The first process has ended: whatever it left behind goes too.
    watch.last_messages(&job);
    let a = job.accounting();
    let root_usage = usage(root);
    job.terminate();
    let until = Instant::now() + DRAIN;
    let (mut stdout, stdout_len) = out.finish(DRAIN);
    let (mut stderr, _) = err.finish(until.saturating_duration_since(Instant::now()));
    drop(job);
    stdout.truncate(limits.stdout + 1);
    stderr.truncate(limits.stderr);
    Ok(Outcome {
        stdout,
        stdout_len,
        stderr,
        status,
        wall,
        cpu: watch.sampled_cpu.max(a.cpu).max(root_usage.cpu),
        peak_memory: watch.peak_memory.max(a.peak_memory).max(root_usage.peak_commit),
        peak_tasks: watch.peak_tasks.max(a.active).max(1),
        stop: watch.kill,
        over_tasks: watch.over_tasks,
        outer_limit: None,
    })
}

/// `cmd /D /S /C "COMMAND"` started suspended, put in `job` and only then
/// resumed; its input written by a thread of its own, its stdout and
/// stderr read by one each (with the bounds of `limits`).
fn start_in(job: &Job, command: &str, input: &[u8], limits: &Limits) -> io::Result<(Child, Reader, Reader)> {
    let mut cmd = Command::new(shell());
    // /D: no AutoRun commands; /S /C "…": everything between the first and
    // the last quote is the command line, as typed.
    cmd.raw_arg(format!("/D /S /C \"{command}\""))
        .creation_flags(CREATE_SUSPENDED)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn()?;
    if let Err(e) = job.assign(&child).and_then(|()| resume(child.id())) {
        let _ = child.kill();
        let _ = child.wait();
        return Err(e);
    }
    let stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    std::thread::Builder::new().name("stdin".into()).spawn(move || {
        let mut stdin = stdin;
        // A program that does not read its input is not an error.
        let _ = stdin.write_all(&input);
    })?;
    let out = Reader::spawn(child.stdout.take().expect("stdout is piped"), limits.stdout, "stdout")?;
    let err = Reader::spawn(child.stderr.take().expect("stderr is piped"), limits.stderr, "stderr")?;
    Ok((child, out, err))
}

/// What watching a run has seen so far: why it was stopped (if it was),
/// whether it passed its process limit, and its peaks from the samples.
#[derive(Default)]
struct Watch {
    kill: Option<Stop>,
    over_tasks: bool,
    peak_memory: u64,
    peak_tasks: u64,
    sampled_cpu: Duration,
    /// When the next sample is due, from the start.
    next_sample: Duration,
}

impl Watch {
    /// Watches the run until its first process ends: reads the job's
    /// messages every 2 ms, samples every [`SAMPLE_EVERY`], and terminates
    /// the job at the first limit passed (or on `cancel`).
    fn until_exit(
        &mut self,
        job: &Job,
        child: &mut Child,
        out: &Reader,
        limits: &Limits,
        cancel: &AtomicBool,
        start: Instant,
    ) -> io::Result<ExitStatus> {
        loop {
            let (tasks, memory) = job.messages(Duration::from_millis(2));
            self.over_tasks |= tasks;
            if let Some(status) = child.try_wait()? {
                return Ok(status);
            }
            if self.kill.is_some() {
                // Terminated: the first process is ending.
                continue;
            }
            let stop = if out.seen() > limits.stdout {
                Some(Stop::Output)
            } else if cancel.load(Ordering::SeqCst) {
                Some(Stop::Cancelled)
            } else if tasks {
                Some(Stop::Tasks)
            } else if memory {
                Some(Stop::Memory)
            } else {
                self.over_a_limit(job, limits, start.elapsed())
            };
            if stop.is_some() {
                self.kill = stop;
                job.terminate();
                let _ = child.kill();
            }
        }
    }

    /// Samples the job when a sample is due, then checks the clocks: the
    /// limit the run has passed, if any.
    fn over_a_limit(&mut self, job: &Job, limits: &Limits, elapsed: Duration) -> Option<Stop> {
        if elapsed >= self.next_sample {
            self.next_sample = elapsed + SAMPLE_EVERY;
            let a = job.accounting();
            let pids = job.pids();
            let processes = a.active.max(pids.len() as u64);
            self.peak_tasks = self.peak_tasks.max(processes);
            if processes > limits.tasks {
                self.over_tasks = true;
                return Some(Stop::Tasks);
            }
            let (u, largest) = usage_of(&pids);
            self.sampled_cpu = self.sampled_cpu.max(a.cpu).max(u.cpu);
            self.peak_memory = self.peak_memory.max(a.peak_memory).max(u.commit).max(largest);
            if self.peak_memory > limits.memory {
                return Some(Stop::Memory);
            }
        }
        if elapsed > limits.wall || elapsed > limits.hard_wall {
            Some(Stop::Wall)
        } else if self.sampled_cpu > limits.cpu {
            Some(Stop::Cpu)
        } else {
            None
        }
    }

    /// The messages posted as the first process ended: a limit passed then
    /// is the run's stop when nothing stopped it before.
    fn last_messages(&mut self, job: &Job) {
        let (tasks, memory) = job.messages(Duration::ZERO);
        self.over_tasks |= tasks;
        if self.kill.is_none() {
            if tasks {
                self.kill = Some(Stop::Tasks);
            } else if memory {
                self.kill = Some(Stop::Memory);
            }
        }
    }
}

pub fn shell_signal(_code: i64) -> Option<(i32, Option<&'static str>)> {
    None
}

pub fn ended(status: ExitStatus) -> crate::Ended {
    use crate::Ended;
    let Some(code) = status.code() else {
        return Ended::Other(status.to_string());
    };
    let code = code as u32;
    let name = match code {
        0xC000_0005 => "STATUS_ACCESS_VIOLATION: a bad memory access",
        0xC000_00FD => "STATUS_STACK_OVERFLOW: the stack overflowed (deep recursion?)",
        0xC000_0094 => "STATUS_INTEGER_DIVIDE_BY_ZERO",
        0xC000_0409 => "STATUS_STACK_BUFFER_OVERRUN: a fast fail (abort, a failed check)",
        0xC000_0017 => "STATUS_NO_MEMORY",
        0xC000_001D => "STATUS_ILLEGAL_INSTRUCTION",
        0xC000_008C => "STATUS_ARRAY_BOUNDS_EXCEEDED",
        0xC000_0135 => "STATUS_DLL_NOT_FOUND: a DLL the program needs is missing",
        0xC000_013A => "STATUS_CONTROL_C_EXIT: Ctrl+C",
        0x8000_0003 => "STATUS_BREAKPOINT",
        9009 => return Ended::NotFound(9009),
        KILLED => return Ended::KilledByRunner(code.into()),
        _ if code >= 0x8000_0000 => "",
        _ => return Ended::Code(code.into()),
    };
    match (code >= 0x8000_0000, name.is_empty()) {
        (true, true) => Ended::Windows { code, name: None },
        (true, false) => Ended::Windows { code, name: Some(name) },
        (false, _) => Ended::Other(format!("exit status {code} ({name})")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::windows::process::ExitStatusExt;

    fn describe_status(status: ExitStatus) -> String {
        ended(status).to_string()
    }

    #[test]
    fn a_crash_is_named() {
        let status = |code: u32| ExitStatus::from_raw(code);
        assert_eq!(describe_status(status(3)), "exit status 3");
        assert_eq!(
            describe_status(status(0xC000_0005)),
            "exit status 0xC0000005 (STATUS_ACCESS_VIOLATION: a bad memory access)"
        );
        assert_eq!(describe_status(status(0xC000_1234)), "exit status 0xC0001234");
        assert!(describe_status(status(9009)).contains("cmd could not find"));
    }
}
