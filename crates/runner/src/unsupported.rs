//! Every platform but Linux and Windows (macOS, for now): the runner
//! answers [`Unsupported`] at once, so `stress` says so at start instead of
//! giving a verdict it cannot measure (macOS has `RLIMIT_NPROC` and
//! `ru_maxrss` in bytes but no `/proc` to sample a run from).

use std::io;
use std::process::ExitStatus;
use std::sync::atomic::AtomicBool;

use crate::{Containment, Limits, Outcome, Unsupported};

const WHY: Unsupported = Unsupported(
    "stress runs programs on Linux and Windows only for now; solve, run, judge, validate and generate work here",
);

pub fn containment() -> Result<&'static Containment, Unsupported> {
    Err(WHY)
}

pub fn run(_: &str, _: &[u8], _: &Limits, _: &AtomicBool) -> io::Result<Outcome> {
    Err(WHY.into())
}

pub fn guard() -> io::Result<()> {
    Err(WHY.into())
}

pub fn drain_all() -> usize {
    0
}

pub fn ended(status: ExitStatus) -> crate::Ended {
    match status.code() {
        Some(code) => crate::Ended::Code(code.into()),
        None => crate::Ended::Other(status.to_string()),
    }
}

pub fn stdout_closed_at_start() -> bool {
    false
}

pub fn environment(_: &Limits) -> Result<(), crate::OuterLimit> {
    Ok(())
}
