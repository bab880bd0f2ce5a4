#!/usr/bin/env bash
# Cross-builds the command line for Windows (x86_64-pc-windows-gnu) on
# Linux with Debian's toolchain: rustc-web and rust-web-src (rustc and the
# standard library's sources, built here with -Z build-std: no rustup
# target needed) and mingw-w64 as the linker.
#
#   scripts/windows/build.sh [--release]   # -> target/windows/x86_64-pc-windows-gnu/{debug,release}/sudoku-lab.exe
#
# Its own target directory (CARGO_TARGET_DIR, default target/windows): the
# standard library built from source and Debian's rustc never share
# fingerprints with the host's build.
set -euo pipefail
cd "$(dirname "$0")/../.."
for need in /usr/bin/rustc /usr/bin/cargo /usr/lib/rustlib/src/rust/library x86_64-w64-mingw32-gcc; do
  if ! command -v "$need" >/dev/null 2>&1 && [ ! -e "$need" ]; then
    echo "$need is missing: apt-get install rustc-web rust-web-src mingw-w64" >&2
    exit 2
  fi
done
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/windows}"
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
# build-std is a nightly flag: RUSTC_BOOTSTRAP lets Debian's stable rustc
# take it. RUSTC points at Debian's rustc whatever rustup puts on PATH.
RUSTC_BOOTSTRAP=1 RUSTC=/usr/bin/rustc nice /usr/bin/cargo build --locked -Z build-std=std,panic_abort \
  --target x86_64-pc-windows-gnu -p sudoku-lab-cli "$@"
