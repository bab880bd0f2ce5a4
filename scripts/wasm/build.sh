#!/usr/bin/env bash
# Builds for wasm32-unknown-unknown: `lib` checks that the library
# (`sudoku-lab`) builds there; `page` builds the book page's module
# (crates/wasm, release) and runs wasm-bindgen on it into the directory
# given (default target/wasm-page/).
#
# The toolchain is Debian's rustc-web (Rust 1.96, /usr/bin/rustc) with its
# standard library's sources (rust-web-src, built with -Z build-std) and
# rust-lld (rust-web-llvm, a link to lld-22's lld), installed here when
# missing. With rustup
# instead: `rustup target add wasm32-unknown-unknown` and a plain
# `cargo build --target wasm32-unknown-unknown`.
set -euo pipefail
cd "$(dirname "$0")/../.."
what="${1:-lib}"
out="${2:-target/wasm-page}"
apt=(apt-get); [ "$(id -u)" = 0 ] || apt=(sudo apt-get)
missing=()
[ -x /usr/bin/rustc ] && /usr/bin/rustc --version | grep -q '^rustc 1\.9[6-9]' || missing+=(rustc-web)
[ -x /usr/bin/cargo ] || missing+=(cargo-web)
[ -d /usr/lib/rustlib/src/rust/library ] || missing+=(rust-web-src)
command -v rust-lld >/dev/null 2>&1 || missing+=(rust-web-llvm)
# rust-lld is a link to lld-22, a package of its own.
[ -x /usr/bin/lld-22 ] || missing+=(lld-22)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]}" >&2
  "${apt[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y -qq "${missing[@]}"
fi
build() {
  RUSTC_BOOTSTRAP=1 RUSTC=/usr/bin/rustc /usr/bin/cargo build -Z build-std=std,panic_abort \
    --target wasm32-unknown-unknown "$@"
}
case "$what" in
  lib) build -p sudoku-lab ;;
  page)
    build -p sudoku-lab-wasm --release
    # wasm-bindgen's command line must be the crate's version exactly.
    version=$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"$/\1/p;q}' Cargo.lock)
    tools="${CARGO_TARGET_DIR:-target}/tools"
    if ! "$tools/bin/wasm-bindgen" --version 2>/dev/null | grep -qx "wasm-bindgen $version"; then
      cargo install wasm-bindgen-cli --version "$version" --root "$tools"
    fi
    mkdir -p "$out"
    "$tools/bin/wasm-bindgen" --target web --no-typescript --out-dir "$out" \
      "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/release/sudoku_lab_wasm.wasm"
    ;;
  *) echo "usage: scripts/wasm/build.sh lib|page [OUT_DIR]" >&2; exit 2 ;;
esac
