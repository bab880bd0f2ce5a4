#!/usr/bin/env bash
# Compare sudoku-lab's ports with the ORIGINAL programs of the five blog posts.
#
# The originals are never committed: `build` cuts each post's complete program
# out of the saved post (seeds/00*.txt) by line range, at run time, into
# target/originals/ (ignored by git through /target), and compiles it there.
#
#   scripts/originals.sh build                 extract + compile the five originals
#   scripts/originals.sh run VARIANT < input   run one original (stdin -> stdout)
#   scripts/originals.sh check [--count N] [--seed S] [--cap P] [--timeout SECS]
#        every original vs `sudoku-lab run VARIANT` on testdata/originals
#        and N (default 50) generated puzzles: byte-identical or first difference
#   scripts/originals.sh bench [VARIANT...] [--rounds N] [--with-python]
#        original vs port on the Wikipedia puzzle, wall time of whole processes
#   scripts/originals.sh submission [--count N] [--seed S] [--csv FILE]
#        each original (and check-arrays under PyPy3, and the book's
#        book/src/programs/scan.py) on N hard legal BOJ 2580
#        tests (`sudoku-lab generate --hard`), CPU and wall time of whole
#        processes per test; with --csv, writes the book's table data
#   scripts/originals.sh clean                 remove target/originals
#
# Environment: SEEDS_DIR (default: ../shared/seeds next to the repo root),
# PYTHON (default python3), CARGO_TARGET_DIR (where the port binary is looked
# for), SUDOKU_LAB (path of the port binary, overrides the former).
# See scripts/README.md.

set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SEEDS_DIR=${SEEDS_DIR:-$ROOT/../shared/seeds}
OUT=$ROOT/target/originals
PY=${PYTHON:-python3}
TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
case $TARGET_DIR in /*) ;; *) TARGET_DIR=$ROOT/$TARGET_DIR ;; esac
PORT=${SUDOKU_LAB:-$TARGET_DIR/release/sudoku-lab}
# bitmask's class is named BJ2239_스도쿠: the JVM needs UTF-8 file names.
export LC_ALL=C.UTF-8

VARIANTS=(full-scan empty-list check-arrays bitmask hole-array)
# The Wikipedia puzzle: line 1 of data/plb/sudoku.txt. All five ports (and
# the originals) make this many placements on it.
WIKI='..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9'
WIKI_PLACEMENTS=69175316

die() { printf 'originals.sh: %s\n' "$*" >&2; exit 2; }
note() { printf '%s\n' "$*" >&2; }

# --- where each original is in its post ------------------------------------
# variant: seed file, first and last line of the post's complete listing, the
# file name the program needs, and the SHA-256 of the extracted program, so a
# changed seed file (or a wrong range) is caught instead of compiled.
# Ranges as documented in /work/originals/CHANGES.txt.
seed_of() {
  case $1 in
    full-scan)    echo '000_e072ca6c2b524ca7.txt 130 219 Step34_2580.java d1b62496c890d00f566badf4b8980fe6dffa81db2e848da6d28dccafb02b365c' ;;
    empty-list)   echo '001_48f4ca92f47885a0.txt 147 226 Sudoku_2580.java 939bedc98f643dc07445ad7a3fc17e335aef633abd50f2d07be221df952a9704' ;;
    check-arrays) echo '002_d67590bf8df41292.txt 55 108 sudoku_2580.py 3a4c92e24b69b9ea9c1430370a1927aa4445c7d4f979f97ba76235c290177890' ;;
    bitmask)      echo '003_e13b812844d8f2ae.txt 103 174 BJ2239_스도쿠.java 47e2cc257c0fb4107a4618c3f9492f92a884a060fb208325df4237ccc3474ffb' ;;
    hole-array)   echo '004_b231fae8d065f0b3.txt 26 102 main.cpp 19931798ec548fbc4a0f4c6c0aad0dd147df594bad6d3c6737ff1ada54c9a3cf' ;;
    *) die "unknown variant '$1' (expected one of: ${VARIANTS[*]})" ;;
  esac
}

# The input format each original reads: bitmask is Baekjoon 2239, the rest 2580.
problem_of() { if [ "$1" = bitmask ]; then echo 2239; else echo 2580; fi; }

need() { # need TOOL WHAT
  command -v "$1" >/dev/null 2>&1 ||
    die "'$1' not found: needed for $2 (Debian/Ubuntu: apt-get install $3)"
}

check_tools() {
  need javac 'full-scan, empty-list and bitmask (Java)' default-jdk-headless
  need java 'full-scan, empty-list and bitmask (Java)' default-jre-headless
  need g++ 'hole-array (C++)' g++
  need "$PY" 'check-arrays (Python) and the puzzle generator' python3
  need sha256sum 'checking the extracted programs' coreutils
}

extract() { # extract VARIANT -> $OUT/VARIANT/FILE
  local v=$1 seed first last file sum src dir got
  read -r seed first last file sum <<<"$(seed_of "$v")"
  src=$SEEDS_DIR/$seed
  [ -f "$src" ] || die "seed post $src not found (the posts are not in the repo; set SEEDS_DIR to the directory holding 000_*.txt .. 004_*.txt)"
  dir=$OUT/$v
  rm -rf "$dir"
  mkdir -p "$dir"
  if [ "$v" = empty-list ]; then
    # The one edit: the post's first line `package Baekjoon;` is deleted so
    # the class compiles and runs from its own directory.
    [ "$(sed -n "${first}p" "$src")" = 'package Baekjoon;' ] ||
      die "$seed line $first is not 'package Baekjoon;': the seed post changed"
    sed -n "$((first + 1)),${last}p" "$src" >"$dir/$file"
  else
    sed -n "${first},${last}p" "$src" >"$dir/$file"
  fi
  got=$(sha256sum "$dir/$file" | cut -d' ' -f1)
  [ "$got" = "$sum" ] ||
    die "$seed lines $first-$last do not hold the expected $v program (sha256 $got); was the post edited?"
}

build() {
  [ -d "$SEEDS_DIR" ] || die "seed posts directory '$SEEDS_DIR' not found: set SEEDS_DIR=/path/to/seeds (the posts 000_*.txt .. 004_*.txt)"
  check_tools
  local v
  for v in "${VARIANTS[@]}"; do extract "$v"; done
  note "extracted the five programs from $SEEDS_DIR into target/originals/"
  # javac prints a Note about an unchecked `new ArrayList()` in empty-list:
  # it is in the post and harmless.
  (cd "$OUT/full-scan" && javac Step34_2580.java)
  (cd "$OUT/empty-list" && javac Sudoku_2580.java)
  (cd "$OUT/bitmask" && javac 'BJ2239_스도쿠.java')
  (cd "$OUT/hole-array" && g++ -O2 -std=c++14 -o hole-array main.cpp)
  {
    echo "javac: $(javac -version 2>&1)"
    echo "java:  $(java -version 2>&1 | head -1)"
    echo "g++:   $(g++ --version | head -1) (-O2 -std=c++14)"
    echo "python: $("$PY" --version 2>&1)"
  } >"$OUT/VERSIONS.txt"
  note "built: $(tr '\n' ';' <"$OUT/VERSIONS.txt")"
}

built() {
  [ -f "$OUT/full-scan/Step34_2580.class" ] && [ -f "$OUT/empty-list/Sudoku_2580.class" ] &&
    [ -f "$OUT/bitmask/BJ2239_스도쿠.class" ] && [ -x "$OUT/hole-array/hole-array" ] &&
    [ -f "$OUT/check-arrays/sudoku_2580.py" ]
}

ensure_built() { built || build; }

# Sets ORIG to the argv of one original (as the posts' judges run them).
original_cmd() {
  case $1 in
    full-scan)    ORIG=(java -cp "$OUT/full-scan" Step34_2580) ;;
    empty-list)   ORIG=(java -cp "$OUT/empty-list" Sudoku_2580) ;;
    check-arrays) ORIG=("$PY" "$OUT/check-arrays/sudoku_2580.py") ;;
    bitmask)      ORIG=(java -cp "$OUT/bitmask" 'BJ2239_스도쿠') ;;
    hole-array)   ORIG=("$OUT/hole-array/hole-array") ;;
    *) die "unknown variant '$1' (expected one of: ${VARIANTS[*]})" ;;
  esac
}

ensure_port() {
  if [ ! -x "$PORT" ]; then
    [ -z "${SUDOKU_LAB:-}" ] || die "SUDOKU_LAB=$SUDOKU_LAB is not an executable"
    need cargo 'building the port' 'cargo (rustup.rs)'
    note "building the port: cargo build --release"
    (cd "$ROOT" && cargo build --release --bin sudoku-lab >&2)
  fi
  local newer
  newer=$(cd "$ROOT" && find crates Cargo.toml Cargo.lock -newer "$PORT" 2>/dev/null | head -1)
  [ -z "$newer" ] || note "warning: $newer is newer than $PORT; run cargo build --release to compare the current code"
}

# --- check -------------------------------------------------------------------

# Writes DIR/rNN.2580.txt and DIR/rNN.2239.txt, and DIR/manifest.txt with what
# each puzzle is. Every puzzle is searched here first, in the posts' order
# (first blank in row-major order, digits 1..9), and kept only if it needs at
# most CAP placements, so CPython's check-arrays finishes each in well under a second.
generate() { # generate DIR COUNT SEED CAP
  "$PY" - "$@" <<'PYTHON'
import random, sys
out, count, seed, cap = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(seed)

def full_grid():
    base = [[(3 * (r % 3) + r // 3 + c) % 9 for c in range(9)] for r in range(9)]
    digits = rng.sample(range(1, 10), 9)
    rows = [b * 3 + r for b in rng.sample(range(3), 3) for r in rng.sample(range(3), 3)]
    cols = [b * 3 + c for b in rng.sample(range(3), 3) for c in rng.sample(range(3), 3)]
    g = [digits[base[r][c]] for r in rows for c in cols]
    if rng.random() < 0.5:
        g = [g[c * 9 + r] for r in range(9) for c in range(9)]
    return g

def blank(g, k):
    g = g[:]
    for i in rng.sample(range(81), k):
        g[i] = 0
    return g

def peers(i):
    r, c = divmod(i, 9)
    b0 = (r // 3) * 27 + (c // 3) * 3
    return {r * 9 + j for j in range(9)} | {j * 9 + c for j in range(9)} | \
           {b0 + 9 * a + b for a in range(3) for b in range(3)}

def search(g):
    """('solved'|'no solution'|'over cap', placements), the posts' search."""
    row = [[0] * 10 for _ in range(9)]; col = [[0] * 10 for _ in range(9)]; box = [[0] * 10 for _ in range(9)]
    for i, d in enumerate(g):
        if d:
            r, c = divmod(i, 9)
            row[r][d] += 1; col[c][d] += 1; box[(r // 3) * 3 + c // 3][d] += 1
    blanks = [i for i in range(81) if g[i] == 0]
    cur = [0] * len(blanks)
    k = placements = 0
    while True:
        if k == len(blanks):
            return 'solved', placements
        if k < 0:
            return 'no solution', placements
        r, c = divmod(blanks[k], 9); b = (r // 3) * 3 + c // 3
        d = cur[k]
        if d:
            row[r][d] -= 1; col[c][d] -= 1; box[b][d] -= 1
        d += 1
        while d <= 9 and (row[r][d] or col[c][d] or box[b][d]):
            d += 1
        if d <= 9:
            placements += 1
            if placements > cap:
                return 'over cap', placements
            row[r][d] += 1; col[c][d] += 1; box[b][d] += 1
            cur[k] = d; k += 1
        else:
            cur[k] = 0; k -= 1

def make(kind):
    g = full_grid()
    if kind == 'solvable':
        return blank(g, rng.randint(20, 64))
    if kind == 'no solution':
        # consistent givens, one of them wrong: a digit that clashes with no
        # given but is not the digit of the grid the others come from
        p = blank(g, rng.randint(30, 58))
        i = rng.choice([j for j in range(81) if p[j] == 0])
        seen = {p[j] for j in peers(i)}
        free = [d for d in range(1, 10) if d != g[i] and d not in seen]
        if not free:
            return None
        p[i] = rng.choice(free)
        return p
    # conflicting givens: a digit that repeats a given of its row, column or box
    p = blank(g, 0 if rng.random() < 0.15 else rng.randint(10, 60))
    i = rng.randrange(81)
    clash = sorted({p[j] for j in peers(i) if j != i and p[j] and p[j] != p[i]})
    if not clash:
        return None
    p[i] = rng.choice(clash)
    return p

kinds = ['solvable', 'solvable', 'solvable', 'no solution', 'conflicting givens']
with open(f'{out}/manifest.txt', 'w') as manifest:
    for n in range(count):
        kind = kinds[n % len(kinds)]
        while True:
            p = make(kind)
            if p is None:
                continue
            outcome, placements = search(p)
            if outcome == 'over cap' or (kind == 'no solution' and outcome != 'no solution'):
                continue
            break
        name = f'r{n:02d}'
        with open(f'{out}/{name}.2580.txt', 'w') as f:
            f.writelines(' '.join(map(str, p[r * 9:r * 9 + 9])) + '\n' for r in range(9))
        with open(f'{out}/{name}.2239.txt', 'w') as f:
            f.writelines(''.join(map(str, p[r * 9:r * 9 + 9])) + '\n' for r in range(9))
        manifest.write(f'{name} {kind}: {81 - p.count(0)} givens, {outcome}, {placements} placements\n')
PYTHON
}

# Prints where two outputs first differ, with the differing line of each.
first_difference() { # ORIGINAL_FILE PORT_FILE
  local msg line
  msg=$(cmp -- "$1" "$2" 2>&1 | sed -e "s|$1|original|g" -e "s|$2|port|g" -e 's/original port differ/original and port differ/') || true
  echo "      $msg"
  line=$(sed -n 's/.*line \([0-9][0-9]*\).*/\1/p' <<<"$msg" | head -1)
  # "EOF on X after byte N, line L": the first line one of them lacks is L+1.
  case $msg in *EOF*) line=$((line + 1)) ;; esac
  if [ -n "$line" ]; then
    printf '      original line %s: %s\n' "$line" "$(sed -n "${line}p" "$1" | cat -A)"
    printf '      port     line %s: %s\n' "$line" "$(sed -n "${line}p" "$2" | cat -A)"
  fi
}

check() {
  local count=50 seed=2580 cap=50000 tmo=120
  while [ $# -gt 0 ]; do
    case $1 in
      --count) count=${2:?}; shift 2 ;;
      --seed) seed=${2:?}; shift 2 ;;
      --cap) cap=${2:?}; shift 2 ;;
      --timeout) tmo=${2:?}; shift 2 ;;
      *) die "check: unknown argument '$1' (usage: check [--count N] [--seed S] [--cap PLACEMENTS] [--timeout SECS])" ;;
    esac
  done
  ensure_built
  ensure_port
  local work=$OUT/check fixtures=$ROOT/testdata/originals
  rm -rf "$work"
  mkdir -p "$work/random" "$work/out"
  generate "$work/random" "$count" "$seed" "$cap"
  note "generated $count puzzles (seed $seed, at most $cap placements each): $(cut -d: -f1 "$work/random/manifest.txt" | cut -d' ' -f2- | sort | uniq -c | awk '{n=$1; $1=""; printf "%s%d%s", sep, n, $0; sep=", "}')"

  local -a cases=()
  local f c
  for f in "$fixtures"/*.2580.txt; do
    c=${f%.2580.txt}
    [ -f "$c.2239.txt" ] || die "$f has no ${c##*/}.2239.txt beside it"
    cases+=("$c")
  done
  for f in "$work"/random/*.2580.txt; do cases+=("${f%.2580.txt}"); done

  local runs=0 same=0 v in o p rco rcp status name
  for c in "${cases[@]}"; do
    name=${c##*/}
    printf '%-16s' "$name"
    for v in "${VARIANTS[@]}"; do
      in=$c.$(problem_of "$v").txt
      o=$work/out/$name.$v.original
      p=$work/out/$name.$v.port
      rco=0; rcp=0
      original_cmd "$v"
      timeout "$tmo" "${ORIG[@]}" <"$in" >"$o" 2>"$o.stderr" || rco=$?
      timeout "$tmo" "$PORT" run "$v" <"$in" >"$p" 2>"$p.stderr" || rcp=$?
      runs=$((runs + 1))
      if [ "$rco" = "$rcp" ] && cmp -s "$o" "$p"; then
        same=$((same + 1)); status=ok
      else
        status=DIFF
      fi
      printf ' %s %-4s' "$v" "$status"
      if [ "$status" = DIFF ]; then
        printf '\n    %s %s: original exit %s%s, port exit %s%s\n' "$name" "$v" "$rco" \
          "$([ "$rco" = 124 ] && echo ' (timed out)')" "$rcp" "$([ "$rcp" = 124 ] && echo ' (timed out)')"
        cmp -s "$o" "$p" || first_difference "$o" "$p"
        [ ! -s "$o.stderr" ] || printf '      original stderr: %s\n' "$(head -3 "$o.stderr")"
        [ ! -s "$p.stderr" ] || printf '      port stderr: %s\n' "$(head -3 "$p.stderr")"
        printf '%-16s' ''
      fi
    done
    printf '\n'
  done
  echo "check: $same of $runs runs byte-identical (${#cases[@]} inputs x ${#VARIANTS[@]} variants; outputs in target/originals/check/out)"
  [ "$same" = "$runs" ]
}

# --- bench -------------------------------------------------------------------

# min and median (seconds, 3 decimals) of nanosecond times.
stats() { # stats NS...
  printf '%s\n' "$@" | sort -n | awk '{t[NR] = $1}
    END { m = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2;
          printf "%.3f %.3f\n", t[1] / 1e9, m / 1e9 }'
}

# Runs CMD <IN >OUT; prints its wall time and its CPU time (user + sys, or
# "-" without GNU time), both in ns. The CPU time is the steadier number on a
# busy machine; a JVM's exceeds its wall time (JIT and GC threads).
time_ns() { # time_ns IN OUT CMD...
  local in=$1 out=$2 t0 t1 cpu=- rc=0
  shift 2
  t0=$(date +%s%N)
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f '%U %S' -o "$out.time" "$@" <"$in" >"$out" || rc=$?
  else
    "$@" <"$in" >"$out" || rc=$?
  fi
  t1=$(date +%s%N)
  [ "$rc" = 0 ] || die "'$*' failed (exit $rc)"
  [ ! -x /usr/bin/time ] || cpu=$(awk '{ printf "%.0f", ($1 + $2) * 1e9 }' "$out.time")
  echo "$((t1 - t0)) $cpu"
}

# One table: variant, original and port seconds (min / median), speed-up,
# port ns per placement (min / median).
table() { # table WHAT ORIG_ARRAY PORT_ARRAY VARIANT...
  local what=$1 v omin omed pmin pmed
  local -n o=$2 p=$3
  shift 3
  printf '\n%-13s %24s %20s %9s %22s\n' "$what" 'original s min / med' 'port s min / med' speed-up 'port ns/placement'
  for v in "$@"; do
    # shellcheck disable=SC2086
    read -r omin omed <<<"$(stats ${o[$v]})"
    # shellcheck disable=SC2086
    read -r pmin pmed <<<"$(stats ${p[$v]})"
    printf '%-13s %12s / %-9s %8s / %-9s %8sx %10s / %-9s%s\n' "$v" "$omin" "$omed" "$pmin" "$pmed" \
      "$(awk -v a="$omed" -v b="$pmed" 'BEGIN { printf "%.2f", a / b }')" \
      "$(awk -v s="$pmin" -v n=$WIKI_PLACEMENTS 'BEGIN { printf "%.1f", s * 1e9 / n }')" \
      "$(awk -v s="$pmed" -v n=$WIKI_PLACEMENTS 'BEGIN { printf "%.1f", s * 1e9 / n }')" \
      "$([ "$v" = check-arrays ] && echo '  (original: 1 run)')"
  done
}

bench() {
  local rounds=3 with_python=0 v
  local -a chosen=()
  while [ $# -gt 0 ]; do
    case $1 in
      --rounds) rounds=${2:?}; shift 2 ;;
      --with-python) with_python=1; shift ;;
      -*) die "bench: unknown option '$1' (usage: bench [VARIANT...] [--rounds N] [--with-python])" ;;
      *) seed_of "$1" >/dev/null; chosen+=("$1"); shift ;;
    esac
  done
  [ "$rounds" -ge 1 ] 2>/dev/null || die "--rounds wants a positive number"
  if [ ${#chosen[@]} -eq 0 ]; then
    chosen=(hole-array bitmask empty-list full-scan)
    [ $with_python = 0 ] || chosen+=(check-arrays)
  fi
  ensure_built
  ensure_port

  local dir=$OUT/bench data=$ROOT/data/plb/sudoku.txt line
  mkdir -p "$dir"
  line=$(head -1 "$data" | cut -c1-81)
  [ "$line" = "$WIKI" ] || die "line 1 of $data is not the Wikipedia puzzle this bench expects ($WIKI)"
  # Baekjoon 2580: digits separated by spaces; 2239: digits only; 0 = blank.
  awk -v p="$line" 'BEGIN { gsub(/\./, "0", p)
    for (r = 0; r < 9; r++) { s = substr(p, r * 9 + 1, 1)
      for (c = 2; c <= 9; c++) s = s " " substr(p, r * 9 + c, 1); print s } }' >"$dir/wiki.2580.txt"
  tr -d ' ' <"$dir/wiki.2580.txt" >"$dir/wiki.2239.txt"

  {
    echo "Wikipedia puzzle (line 1 of data/plb/sudoku.txt), $WIKI_PLACEMENTS placements; $rounds rounds, original and port alternating."
    echo "Wall time of whole processes (JVM / interpreter start-up included); port = $PORT run VARIANT."
    tr '\n' ';' <"$OUT/VERSIONS.txt"; echo
    echo "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
  }
  local -A orig=() port=() ocpu=() pcpu=()
  local r in t c first
  for ((r = 1; r <= rounds; r++)); do
    for v in "${chosen[@]}"; do
      in=$dir/wiki.$(problem_of "$v").txt
      original_cmd "$v"
      # Alternate who goes first, so a drift in machine load hits both alike.
      for first in $(if ((r % 2)); then echo original port; else echo port original; fi); do
        if [ "$first" = original ]; then
          if [ "$v" = check-arrays ] && [ "$r" -gt 1 ]; then continue; fi
          if [ "$v" = check-arrays ]; then note "check-arrays original (CPython): one run only, expect minutes"; fi
          read -r t c <<<"$(time_ns "$in" "$dir/$v.original.out" "${ORIG[@]}")"
          orig[$v]="${orig[$v]:-} $t"; ocpu[$v]="${ocpu[$v]:-} $c"
        else
          read -r t c <<<"$(time_ns "$in" "$dir/$v.port.out" "$PORT" run "$v")"
          port[$v]="${port[$v]:-} $t"; pcpu[$v]="${pcpu[$v]:-} $c"
        fi
      done
      cmp -s "$dir/$v.original.out" "$dir/$v.port.out" ||
        note "warning: $v original and port printed different bytes (see target/originals/bench/$v.*.out)"
      note "round $r/$rounds $v done"
    done
  done

  table 'wall' orig port "${chosen[@]}"
  [ ! -x /usr/bin/time ] || table 'CPU (user+sys)' ocpu pcpu "${chosen[@]}"
  echo "speed-up = original median / port median; port ns/placement = port seconds / $WIKI_PLACEMENTS."
  if [ $with_python = 0 ] && [[ " ${chosen[*]} " != *" check-arrays "* ]]; then
    echo "check-arrays (CPython) left out: its original takes over a minute of CPU (4 min wall on a busy 2-core machine); add --with-python to run it once."
  fi
}

# --- submission ----------------------------------------------------------------

# The originals as a learner would submit them, on the hardest legal tests
# the generator finds (12095's cnt near its cap of 99,999), against Baekjoon's
# time limits. CPU time (user + sys) is what a judge counts; wall time is
# shown beside it.
submission() {
  local count=12 seed=2580 csv=""
  while [ $# -gt 0 ]; do
    case $1 in
      --count) count=${2:?}; shift 2 ;;
      --seed) seed=${2:?}; shift 2 ;;
      --csv) csv=${2:?}; shift 2 ;;
      *) die "submission: unknown option '$1' (usage: submission [--count N] [--seed S] [--csv FILE])" ;;
    esac
  done
  ensure_built
  ensure_port
  [ -x /usr/bin/time ] || die "submission needs GNU time (/usr/bin/time, Debian package 'time') for CPU time"
  local dir=$OUT/submission i
  rm -rf "$dir"; mkdir -p "$dir"
  "$PORT" generate --hard --count "$count" --seed "$seed" --format line >"$dir/tests.txt"
  local -a cnts=()
  i=0
  while IFS= read -r line; do
    i=$((i + 1))
    awk -v p="$line" 'BEGIN { gsub(/\./, "0", p)
      for (r = 0; r < 9; r++) { s = substr(p, r * 9 + 1, 1)
        for (c = 2; c <= 9; c++) s = s " " substr(p, r * 9 + c, 1); print s } }' >"$dir/t$i.2580.txt"
    tr -d ' ' <"$dir/t$i.2580.txt" >"$dir/t$i.2239.txt"
    cnts+=("$("$PORT" validate --problem 2580 "$dir/t$i.2580.txt" | sed -n 's/.*cnt = \([0-9]*\).*/\1/p')")
  done <"$dir/tests.txt"
  local -a rows=(
    "full-scan Java java"
    "empty-list Java java"
    "check-arrays Python CPython"
    "check-arrays Python PyPy3"
    "bitmask Java java"
    "hole-array C++ g++"
    "scan.py Python CPython"
    "scan.py Python PyPy3"
  )
  local row v lang runtime t c max_cpu med_cpu max_wall med_wall problem limit
  local -a cpus walls
  [ -z "$csv" ] || {
    echo "# Written by scripts/originals.sh submission --count $count --seed $seed on $(date -u +%Y-%m-%d)."
    echo "# Tests: sudoku-lab generate --hard --count $count --seed $seed (legal BOJ 2580 tests; 12095 cnt $(printf '%s\n' "${cnts[@]}" | sort -n | head -1) to $(printf '%s\n' "${cnts[@]}" | sort -n | tail -1)); bitmask reads them in the 2239 layout."
    echo "# Each original as a whole process, one test per run: CPU time (user + sys, GNU time) and wall time, seconds; $(nproc) cores."
    echo "# $(tr '\n' ';' <"$OUT/VERSIONS.txt")pypy3: $(pypy3 --version 2>&1 | tail -1)"
    echo "program,language,runtime,problem,time_limit_s,tests,max_cpu_s,median_cpu_s,max_wall_s,median_wall_s"
  } >"${csv:-/dev/null}"
  for row in "${rows[@]}"; do
    read -r v lang runtime <<<"$row"
    if [ "$v" = scan.py ]; then
      # Not an original: the book's own board-scanning Python solution.
      ORIG=("$PY" "$ROOT/book/src/programs/scan.py")
    else
      original_cmd "$v"
    fi
    if [ "$runtime" = PyPy3 ]; then
      command -v pypy3 >/dev/null || { note "pypy3 missing (Debian package pypy3): skipped"; continue; }
      ORIG=(pypy3 "${ORIG[@]:1}")
    fi
    problem=$([ "$v" = scan.py ] && echo 2580 || problem_of "$v"); limit=$([ "$problem" = 2239 ] && echo 2 || echo 1)
    cpus=(); walls=()
    for ((i = 1; i <= count; i++)); do
      read -r t c <<<"$(time_ns "$dir/t$i.$problem.txt" "$dir/$v.$runtime.$i.out" "${ORIG[@]}")"
      walls+=("$t"); cpus+=("$c")
    done
    read -r _ med_cpu <<<"$(stats "${cpus[@]}")"
    max_cpu=$(printf '%s\n' "${cpus[@]}" | sort -n | tail -1 | awk '{ printf "%.3f", $1 / 1e9 }')
    read -r _ med_wall <<<"$(stats "${walls[@]}")"
    max_wall=$(printf '%s\n' "${walls[@]}" | sort -n | tail -1 | awk '{ printf "%.3f", $1 / 1e9 }')
    printf '%-13s %-7s %-8s BOJ %s (limit %s s): CPU max %s s, median %s s; wall max %s s\n' \
      "$v" "$lang" "$runtime" "$problem" "$limit" "$max_cpu" "$med_cpu" "$max_wall"
    [ -z "$csv" ] || echo "$v,$lang,$runtime,$problem,$limit,$count,$max_cpu,$med_cpu,$max_wall,$med_wall" >>"$csv"
  done
}

usage() {
  sed -n '2,25p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

cmd=${1:-help}
[ $# -eq 0 ] || shift
case $cmd in
  build) build ;;
  run)
    [ $# -eq 1 ] || die "usage: scripts/originals.sh run VARIANT < input"
    seed_of "$1" >/dev/null
    ensure_built >&2
    original_cmd "$1"
    exec "${ORIG[@]}" ;;
  check) check "$@" ;;
  bench) bench "$@" ;;
  submission) submission "$@" ;;
  clean) rm -rf "$OUT" ;;
  help | -h | --help) usage ;;
  *) usage >&2; exit 2 ;;
esac
