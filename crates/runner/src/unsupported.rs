//! Every platform but Linux, macOS and Windows (the BSDs, illumos, …,
//! which the project does not build for): the runner answers
//! [`Unsupported`] at once, so `stress` says so at start instead of giving
//! a verdict it cannot measure (the Unix module needs each system's way of
//! seeing a run's processes: `/proc` on Linux, `libproc` on macOS).

use std::io;
use std::process::ExitStatus;
use std::sync::atomic::AtomicBool;

use crate::{Containment, Limits, Outcome, Unsupported};

const WHY: Unsupported = Unsupported(
    "stress runs programs on Linux, macOS and Windows only; solve, run, judge, validate and generate work here",
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

pub fn shell_signal(_code: i64) -> Option<(i32, Option<&'static str>)> {
    None
}

pub fn stdout_closed_at_start() -> bool {
    false
}

pub fn environment(_: &Limits) -> Result<(), crate::OuterLimit> {
    Ok(())
}
