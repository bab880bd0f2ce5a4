//! The step trace: every port reports its own state after each event, the
//! five traces walk one tree, and `check` refuses a trace that does not fit
//! its puzzle.

use sudoku_lab::step::{self, StepKind, TraceError};
use sudoku_lab::{Budget, Grid, Variant, format};

const SAMPLE: &[u8] = sudoku_lab::Problem::Boj2580.sample().as_bytes();

fn sample() -> Grid {
    format::parse_first(SAMPLE, format::Format::Boj2580).unwrap()
}

#[test]
fn the_five_traces_walk_one_tree_and_each_keeps_its_own_state() {
    let traces = Variant::ALL.map(|v| step::record(v, &sample(), Budget::UNLIMITED, 10_000));
    let walk = |t: &step::StepTrace| -> Vec<_> { t.events.iter().map(|s| (s.kind, s.cell, s.digit, s.ok)).collect() };
    for t in &traces {
        t.check().unwrap();
        assert_eq!(walk(t), walk(&traces[0]), "{}", t.variant);
        assert_eq!(t.end.outcome, sudoku_lab::step::TraceOutcome::Solved);
        assert!(!t.end.truncated);
        // A test is accepted exactly when a placement of it follows.
        for (k, s) in t.events.iter().enumerate().filter(|(_, s)| s.kind == StepKind::Test) {
            let next = t.events.get(k + 1);
            let placed = next.is_some_and(|n| n.kind == StepKind::Place && n.cell == s.cell && n.digit == s.digit);
            assert_eq!(s.ok, Some(placed), "{} event {k}", t.variant);
            assert_eq!(s.why.is_none(), placed);
        }
    }
    let names = |t: &step::StepTrace| t.state.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(" ");
    let state_names: Vec<String> = traces.iter().map(names).collect();
    assert_eq!(
        state_names,
        [
            "arr row col",
            "matrix empty_spots count",
            "a c c2 c3 z",
            "map rowbit colbit mapbit rc",
            "board hole idx hIdx checkRow checkCol checkSeq"
        ]
    );
    // check-arrays' first placement sets bit d of c[x], c2[y] and c3[square].
    let ca = &traces[2];
    let first = ca.events.iter().find(|s| s.kind == StepKind::Place).unwrap();
    let changed: Vec<&str> = first.d.iter().map(|(n, _, _)| n.as_str()).collect();
    assert_eq!(changed, ["a", "c", "c2", "c3"], "{:?}", first.d);
    assert_eq!(
        first.d[1],
        (step::Name::new("c"), 0, ca.state[1].1[0] | 1 << first.digit)
    );
}

#[test]
fn a_rejection_names_the_posts_table_and_the_cell_holding_the_digit() {
    let t = step::record(Variant::Bitmask, &sample(), Budget::UNLIMITED, 100);
    // r2c5 (index 13) is blank; 1 is the given at r2c4, so rowbit[1] says no.
    let s = t.events.iter().find(|s| s.cell == 13 && s.digit == 1).unwrap();
    let why = s.why.as_ref().unwrap();
    assert_eq!(
        (why.by.to_string().as_str(), why.house.name(), why.index, why.at),
        ("rowbit[1] & 1 << 1", "row", 1, Some(12))
    );
    let t = step::record(Variant::FullScan, &sample(), Budget::UNLIMITED, 100);
    // possibility reads the column first: column 5 is 6 _ 7 4 1 2 5 _ 9, so
    // 2 is found at r6c5 (2 at r2c3 is in the row, read later).
    let why = t
        .events
        .iter()
        .find(|s| s.cell == 13 && s.digit == 2)
        .unwrap()
        .why
        .clone()
        .unwrap();
    assert_eq!(
        (why.by.to_string().as_str(), why.house.name(), why.at),
        ("possibility: arr[5][4] == 2", "column", Some(49))
    );
}

#[test]
fn max_events_truncates_and_says_so() {
    let t = step::record(Variant::HoleArray, &sample(), Budget::UNLIMITED, 5);
    assert_eq!(t.events.len(), 5);
    assert!(t.end.truncated && t.end.events > 5);
    t.check().unwrap();
}

#[test]
fn check_refuses_another_version_and_events_that_do_not_fit_the_puzzle() {
    let good = step::record(Variant::CheckArrays, &sample(), Budget::UNLIMITED, 1000);
    let mut t = good.clone();
    t.version = 2;
    assert!(matches!(t.check(), Err(TraceError::Version { version: 2, .. })));
    let mut t = good.clone();
    let mut cells = *t.puzzle.cells();
    cells[0] = 5;
    t.puzzle = Grid::new(cells).unwrap();
    let e = t.check().unwrap_err().to_string();
    assert!(
        e.starts_with("event 1: Test of 1 at r1c1, which holds the given 5"),
        "{e}"
    );
    let mut t = good.clone();
    t.events.truncate(3);
    assert!(t.check().unwrap_err().to_string().starts_with("end: 3 events recorded"));
}

/// A sixth post in one file, as `CONTRIBUTING.md` describes it: its own
/// search over the [`Meter`], its own [`PostState`] with its own names, and
/// nothing else in the library changed. The step recorder shows its names,
/// its reasons, and the same search tree as the five ports.
mod toy_post {
    use sudoku_lab::search::Meter;
    use sudoku_lab::search::state::{PostState, Rejection, board_digits, first_used};
    use sudoku_lab::step::{By, Name};
    use sudoku_lab::{Budget, Cell, Grid, Observer, Report};

    /// The toy post's state: its board `g`, one used-digit table `seen`
    /// for the 27 houses (rows 0-8, columns 9-17, blocks 18-26), and `k`.
    pub struct State<'a> {
        pub g: &'a [u8; 81],
        pub seen: &'a [[bool; 10]; 27],
        pub k: usize,
    }

    impl PostState for State<'_> {
        fn board(&self, row: usize, col: usize) -> u8 {
            self.g[row * 9 + col]
        }
        fn fields(&self) -> Vec<(&'static str, Vec<u32>)> {
            let seen = self
                .seen
                .iter()
                .map(|t| (1..10).filter(|&d| t[d]).map(|d| 1 << d).sum());
            vec![
                ("g", board_digits(self)),
                ("seen", seen.collect()),
                ("k", vec![self.k as u32]),
            ]
        }
        fn rejection(&self, cell: Cell, digit: u8) -> Option<Rejection> {
            let houses = [cell.row(), 9 + cell.col(), 18 + cell.block()];
            let used = houses.map(|h| self.seen[h][digit as usize]);
            first_used(self, cell, digit, used, |k, _| By::Table {
                table: Name::new("seen"),
                index: houses[k] as u8,
                digit,
            })
        }
    }

    struct Toy<O: Observer> {
        g: [u8; 81],
        seen: [[bool; 10]; 27],
        meter: Meter<O>,
    }

    fn houses(k: usize) -> [usize; 3] {
        [k / 9, 9 + k % 9, 18 + (k / 27) * 3 + (k % 9) / 3]
    }

    impl<O: Observer> Toy<O> {
        fn go(&mut self, k: usize) -> bool {
            self.meter.call();
            if k == 81 {
                return true;
            }
            if self.g[k] != 0 {
                return self.go(k + 1);
            }
            let cell = Cell::new(k).unwrap();
            for d in 1..10u8 {
                self.meter.digit_test(cell.row(), cell.col(), d);
                self.meter.state(&State {
                    g: &self.g,
                    seen: &self.seen,
                    k,
                });
                if houses(k).iter().any(|&h| self.seen[h][d as usize]) {
                    continue;
                }
                if !self.meter.place(cell, d) {
                    return true;
                }
                self.g[k] = d;
                for h in houses(k) {
                    self.seen[h][d as usize] = true;
                }
                self.meter.state(&State {
                    g: &self.g,
                    seen: &self.seen,
                    k,
                });
                if self.go(k + 1) {
                    return true;
                }
                self.g[k] = 0;
                for h in houses(k) {
                    self.seen[h][d as usize] = false;
                }
                self.meter.undo(cell, d);
                self.meter.state(&State {
                    g: &self.g,
                    seen: &self.seen,
                    k,
                });
            }
            false
        }
    }

    pub fn solve<O: Observer>(puzzle: &Grid, budget: Budget, observer: &mut O) -> Report {
        let mut s = Toy {
            g: [0; 81],
            seen: [[false; 10]; 27],
            meter: Meter::new(budget, observer),
        };
        for k in 0..81 {
            let d = puzzle.at(k / 9, k % 9);
            s.g[k] = d;
            for h in houses(k) {
                s.seen[h][d as usize] |= d != 0;
            }
        }
        let found = s.go(0) && !s.meter.stopped;
        s.meter.finish(found, Grid::new(s.g).unwrap())
    }
}

#[test]
fn a_sixth_post_in_one_file_shows_its_own_names_in_the_step_trace() {
    let puzzle = sample();
    let mut recorder = step::StepRecorder::with_limit(10_000);
    let report = toy_post::solve(&puzzle, Budget::UNLIMITED, &mut recorder);
    assert!(matches!(report.outcome, sudoku_lab::Outcome::Solved(_)));
    let names: Vec<&str> = recorder.first.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["g", "seen", "k"]);
    // The same search tree as the five ports, event by event.
    let five = step::record(Variant::CheckArrays, &puzzle, Budget::UNLIMITED, 10_000);
    let walk = |e: &[step::Step]| -> Vec<_> { e.iter().map(|s| (s.kind, s.cell, s.digit, s.ok)).collect() };
    assert_eq!(walk(&recorder.events), walk(&five.events));
    // Its reasons are in its own terms (`seen[house][digit]`), each with
    // the cell that holds the digit.
    let rejected: Vec<&step::Why> = recorder.events.iter().filter_map(|s| s.why.as_ref()).collect();
    assert!(!rejected.is_empty());
    for why in &rejected {
        assert!(why.by.to_string().starts_with("seen["), "{}", why.by);
        assert!(why.at.is_some());
    }
    // And the diffs name its own fields.
    let changed: std::collections::BTreeSet<&str> = recorder
        .events
        .iter()
        .flat_map(|s| s.d.iter().map(|(n, _, _)| n.as_str()))
        .collect();
    assert_eq!(changed.into_iter().collect::<Vec<_>>(), ["g", "k", "seen"]);
}

/// `CONTRIBUTING.md`'s promise that a post lives in its port's file: the
/// names of a post's own tables and positions (those the step trace shows,
/// and that no other post uses) appear in no source file but its port's:
/// not in the library's other modules, the command line, the test support,
/// the book tooling or the book's stepper.
#[test]
fn no_file_but_its_port_names_a_posts_tables() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = Vec::new();
    let mut stack = vec![
        root.join("src"),
        root.join("crates"),
        root.join("xtask/src"),
        root.join("book/theme"),
    ];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() && !path.ends_with("target") && !path.ends_with("tests") {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs" || e == "js") {
                // Code only: a doc comment may quote a post as an example,
                // and a file's unit tests may check one post's listing.
                let text = std::fs::read_to_string(&path).unwrap();
                let code = text
                    .lines()
                    .take_while(|l| l.trim() != "#[cfg(test)]")
                    .filter(|l| !l.trim_start().starts_with("//"))
                    .collect::<Vec<_>>();
                sources.push((path.clone(), code.join("\n")));
            }
        }
    }
    let traces = Variant::ALL.map(|v| step::record(v, &sample(), Budget::placements(1), 10));
    let mut searched = 0;
    for (v, t) in Variant::ALL.iter().zip(&traces) {
        let port = root
            .join("src/variants")
            .join(format!("{}.rs", v.name().replace('-', "_")));
        // The post's own names: those no other post's trace shows, and
        // that are identifiers rather than words.
        let own: Vec<&str> = t
            .state
            .iter()
            .map(|(n, _)| n.as_str())
            // identifiers, not English words: `empty_spots`, `mapbit`,
            // `checkRow`, `hIdx` (not `matrix`, `board`, `hole`; `c2` is
            // too short to tell from a drawing's coordinate).
            .filter(|n| n.len() > 2)
            .filter(|n| {
                n.contains(|c: char| c == '_' || c.is_ascii_digit() || c.is_ascii_uppercase()) || n.ends_with("bit")
            })
            .filter(|n| {
                traces
                    .iter()
                    .filter(|o| o.state.iter().any(|(m, _)| m.as_str() == *n))
                    .count()
                    == 1
            })
            .collect();
        searched += own.len();
        for (path, text) in &sources {
            if *path == port {
                continue;
            }
            for name in &own {
                let whole = text.match_indices(name).any(|(i, _)| {
                    let before = text[..i]
                        .chars()
                        .next_back()
                        .is_none_or(|c| !c.is_alphanumeric() && c != '_');
                    let after = text[i + name.len()..]
                        .chars()
                        .next()
                        .is_none_or(|c| !c.is_alphanumeric() && c != '_');
                    before && after
                });
                assert!(
                    !whole,
                    "{}: names {v}'s `{name}`; it belongs in {}",
                    path.display(),
                    port.display()
                );
            }
        }
    }
    // empty_spots; rowbit, colbit, mapbit; hIdx, checkRow, checkCol,
    // checkSeq.
    assert!(searched >= 8, "only {searched} names searched");
}

/// Each post's [`names`](sudoku_lab::variants::Post::names) are exactly the
/// names its trace writes: its state's rows and what its digit test reads
/// (a name a port writes but does not list could not be read back).
#[test]
fn each_post_lists_the_names_its_trace_writes() {
    use std::collections::BTreeSet;
    use step::By;
    let blank = Grid::new([0; 81]).unwrap();
    for v in Variant::ALL {
        let t = step::record(v, &blank, Budget::placements(300), 100_000);
        let mut written: BTreeSet<&str> = t.state.iter().map(|(n, _)| n.as_str()).collect();
        for s in &t.events {
            written.extend(s.d.iter().map(|(n, _, _)| n.as_str()));
            match s.why.as_ref().map(|w| w.by) {
                Some(By::Table { table, .. }) => written.extend([table.as_str()]),
                Some(By::Mask { mask, .. }) => written.extend([mask.as_str()]),
                Some(By::Scan { test, board, .. }) => written.extend([test.as_str(), board.as_str()]),
                None => {}
            }
        }
        let listed: BTreeSet<&str> = v.post().names.iter().copied().collect();
        assert_eq!(written, listed, "{v}");
        for name in written {
            assert_eq!(step::Name::find(name).map(|n| n.as_str()), Some(name));
        }
    }
}

/// The trace's types hold no free text: every field that is written as a
/// string in the JSON is a type that reads back only what the library
/// writes (issue 36). Read from the source, so that a `String` field added
/// later fails here.
#[test]
fn no_trace_type_has_a_string_field() {
    let source = include_str!("../src/step/mod.rs");
    let code = source.split("\n#[cfg(test)]").next().unwrap();
    let fields: Vec<&str> = code
        .lines()
        .map(str::trim)
        .filter(|l| {
            let Some((name, _)) = l.strip_prefix("pub ").and_then(|l| l.split_once(": ")) else {
                return false;
            };
            name.chars().all(|c| c.is_ascii_lowercase() || c == '_')
        })
        .collect();
    for wanted in ["pub puzzle: ", "pub state: ", "pub d: ", "pub by: ", "pub first: "] {
        assert!(fields.iter().any(|f| f.starts_with(wanted)), "{wanted} in {fields:?}");
    }
    for field in fields {
        assert!(!field.contains("String") && !field.contains("str"), "{field}");
    }
}
