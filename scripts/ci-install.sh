#!/usr/bin/env bash
# Both ways a learner gets the `sudoku-lab` command (README.md, "Install"),
# proved on a fresh clone:
#
#  1. with Rust: `cargo install --locked --path crates/cli` into a temporary
#     root; that `sudoku-lab` prints its version, runs the demo and judges
#     `--kind hard` tests from a directory outside the clone (the hard-test
#     pool is embedded, nothing is read from the source tree);
#  2. with Rust, from crates.io once published: the library and the CLI
#     package together (`cargo package -p sudoku-lab -p sudoku-lab-runner -p sudoku-lab-messages -p sudoku-lab-cli`,
#     cargo 1.90 or newer: the CLI's package is verified against the
#     library's, since `sudoku-lab` is not on crates.io);
#  3. without Rust: the wheel maturin builds from pyproject.toml passes
#     `twine check`, installs with pip into a fresh virtualenv, and that
#     virtualenv's `sudoku-lab stress` judges a Python program: all AC
#     (exit 0) for testdata/stress/correct.py, WA (exit 1) for
#     testdata/stress/no_undo.py.
#
# One release build serves both installs: `cargo install --path` builds in
# the workspace's target/ (or CARGO_TARGET_DIR) with the release profile,
# and maturin's `cargo build --release` there finds it fresh (0.4 s) and
# only copies and strips the binary. On this 2-core machine, a fresh clone
# took 2.5 min of CPU in all (most of it the cold release build and the
# package verification's debug build); with target/ warm, 125 s of wall
# time, 60 s of it fetching maturin and twine from PyPI. Everything it
# writes is under target/ci-install/.
# Needs python3 with venv and pip (installed with apt-get when missing) and
# PyPI for maturin and twine.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

export CARGO_TERM_COLOR=never
out=target/ci-install
start=$(date +%s)
last=$start
step() { printf '\n==> %s\n' "$*"; }
took() {
  local now
  now=$(date +%s)
  printf '    (%s: %d s)\n' "$1" $((now - last))
  last=$now
}
fail() { echo "ci-install: $*" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out"
out=$repo/$out
# The directory the installed commands run in: not the clone.
away=$(mktemp -d)
trap 'rm -rf "$away"' EXIT

# python3, venv and pip (Debian splits them).
if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
  step "installing python3 python3-venv python3-pip"
  # root on CI machines; sudo elsewhere.
  apt=(apt-get); [ "$(id -u)" = 0 ] || apt=(sudo apt-get)
  "${apt[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y -qq python3 python3-venv python3-pip
fi
# The crate's version, which the binary and the wheel must both carry.
version=$(cargo metadata --no-deps --format-version 1 --manifest-path crates/cli/Cargo.toml |
  python3 -c 'import json, sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "sudoku-lab-cli"))')
echo "sudoku-lab-cli version $version"

# The checks below read stress's English console, whatever the locale.
export SUDOKU_LAB_LANG=en

# `sudoku-lab` on the PATH is the one in directory $1 and carries the
# crate's version.
on_path() {
  [ "$(command -v sudoku-lab)" = "$1/sudoku-lab" ] || fail "sudoku-lab on the PATH is $(command -v sudoku-lab), not $1/sudoku-lab"
  got=$(sudoku-lab --version)
  echo "$got"
  [ "$got" = "sudoku-lab $version" ] || fail "--version says '$got', the crate is $version"
}

# stress on testdata/stress/$1 (9 tests, seed 1) exits $2 and its last
# line has the word $3. Nine: the default kind's 10th test comes from the
# hard pool (12095 cnt in the millions), where CPython needs seconds.
judges() {
  set +e
  sudoku-lab stress --problem 2580 --cmd "python3 $repo/testdata/stress/$1" \
    --count 9 --seed 1 --save "$out/failures-$1" > "$1.txt"
  status=$?
  set -e
  tail -1 "$1.txt"
  [ $status = "$2" ] || { cat "$1.txt"; fail "stress on $1 exited $status, expected $2 ($3)"; }
  tail -1 "$1.txt" | grep -q "$3" || { cat "$1.txt"; fail "stress on $1 did not report $3"; }
}

# 1. cargo install, as README says.
step "cargo install --locked --path crates/cli --root $out/cargo"
cargo install --locked --path crates/cli --root "$out/cargo"
took "cargo install"

cargo_bin=$out/cargo/bin
step "the cargo-installed sudoku-lab, on the PATH, outside the clone"
(
  cd "$away"
  export PATH="$cargo_bin:$PATH"
  on_path "$cargo_bin"
  sudoku-lab > demo.txt || fail "the demo exited $?"
  tail -4 demo.txt
  grep -q '^All five agree' demo.txt || fail "the demo's five ports do not agree"
  # The demo's install text (crates/cli/src/install.rs) names both ways in.
  for way in 'cargo install --locked --path crates/cli' 'pipx install sudoku-lab'; do
    grep -qF "$way" demo.txt || fail "the demo does not say how to get the command: no '$way'"
  done
  # The hard-test pool is compiled in: --kind hard works with no source tree.
  # Its tests take CPython about 5 s of CPU each (12095 cnt near ten
  # million), so the limit is raised: this checks the pool, not the speed.
  sudoku-lab stress --problem 2580 --cmd "python3 $repo/testdata/stress/correct.py" \
    --kind hard --count 2 --seed 1 --time-limit 60000 --save "$out/failures-cargo" > stress.txt ||
    { cat stress.txt; fail "stress --kind hard on correct.py exited $?, expected 0"; }
  tail -1 stress.txt
)
took "the cargo-installed binary"

# 2. The crates.io packages: the library and the CLI, packaged and verified
# together (the CLI's package builds against the library's package).
step "cargo package -p sudoku-lab -p sudoku-lab-runner -p sudoku-lab-messages -p sudoku-lab-cli"
# cargo verifies the CLI against the library's package through a local
# overlay registry, extracted under $CARGO_HOME/registry/src/-HASH/ (HASH
# of this clone's target/package). An extraction of the same version left
# there by an earlier run is reused as it is, stale: remove ours first.
# Likewise a build of that package left in the target directory: cargo
# knows a registry crate by name and version, not by content. So the
# packages are built in a target directory of their own, made anew.
# Every package of ours: the library, the runner, the messages and the CLI (a stale
# runner, same version with other code, once failed the CLI's build).
registry_src="${CARGO_HOME:-$HOME/.cargo}"/registry/src
rm -rf "$registry_src"/-*/sudoku-lab-[0-9]* "$registry_src"/-*/sudoku-lab-runner-[0-9]* \
  "$registry_src"/-*/sudoku-lab-messages-[0-9]* "$registry_src"/-*/sudoku-lab-cli-[0-9]* "$out/package-target"
cargo package -p sudoku-lab -p sudoku-lab-runner -p sudoku-lab-messages -p sudoku-lab-cli --allow-dirty --quiet --target-dir "$out/package-target"
took "cargo package"

# 3. The wheel.
step "maturin and twine, in $out/build-venv"
python3 -m venv "$out/build-venv"
"$out/build-venv/bin/pip" install --quiet --disable-pip-version-check 'maturin>=1.9,<2' twine
took "maturin and twine from PyPI"

step "maturin build --release (reuses the release build cargo install made)"
"$out/build-venv/bin/maturin" build --release --out "$out/wheels"
wheels=("$out"/wheels/sudoku_lab-"$version"-py3-none-*.whl)
[ ${#wheels[@]} = 1 ] && [ -f "${wheels[0]}" ] || fail "expected one wheel sudoku_lab-$version-py3-none-*.whl in $out/wheels, found: $(ls "$out/wheels")"
wheel=${wheels[0]}
"$out/build-venv/bin/twine" check --strict "$wheel"
echo "wheel: $(basename "$wheel"), $(stat -c %s "$wheel") bytes"
took "maturin build and twine check"

step "pip install the wheel into a fresh virtualenv"
python3 -m venv "$out/venv"
"$out/venv/bin/pip" install --quiet --disable-pip-version-check --no-index "$wheel"
took "pip install"

step "the virtualenv's sudoku-lab stress, outside the clone"
(
  cd "$away"
  # As `source venv/bin/activate` would.
  export PATH="$out/venv/bin:$PATH"
  on_path "$out/venv/bin"
  judges correct.py 0 'all AC'
  judges no_undo.py 1 WA
)
took "the wheel's binary"

printf '\nci-install: both ways in work (%d s in all)\n' $(($(date +%s) - start))
