//! The book's 반례 page in WebAssembly: the library's `stress` core
//! ([`sudoku_lab::stress`]) for JavaScript, through `wasm-bindgen`. The
//! page runs the learner's Python (Pyodide, in a Web Worker) and asks this
//! module everything else: the tests from a seed and kind ([`tests`]), the
//! verdict of a run ([`judge_run`], [`judge_output`]), the expected answer
//! ([`expected`]) and the whole session with its shrink ([`Session`]), a
//! state machine the page steps, since a run of Python is asynchronous.
//! The command line (`sudoku-lab stress`) calls the same functions, so a
//! seed gives the same tests, verdicts and shrunk input on both.
//!
//! The judge's reasons are in the edition's language ([`set_language`]):
//! English is the library's own text, Korean the CLI's catalog's
//! (`sudoku_lab_messages`, the same Fluent files `sudoku-lab --lang-ui ko`
//! prints from).
//!
//! What the times say is the library's too ([`sudoku_lab::stress::timing`],
//! as the command line says it): the page asks [`facts`] for the numbers
//! it states (the at-risk share, the shrink's bound, the `cnt` of
//! Baekjoon's slowest test), [`cnt`] and [`worth_shrinking`] for a test,
//! and [`outlook`] for the line through its AC times.
//!
//! Values cross as strings: inputs and outputs as text, a step or a
//! summary as one JSON object ([`Session::step`], [`Session::summary`]).

use serde_json::json;
use std::time::Duration;
use sudoku_lab::format;
use sudoku_lab::judge::{Verdict, Whitespace};
use sudoku_lab::reference;
use sudoku_lab::search::Outcome;

use sudoku_lab::stress::timing::{self, Outlook};
use sudoku_lab::stress::{self, Cause, Ending, Kind, Next, Run, Stress, baekjoon};
use sudoku_lab::validate;
use sudoku_lab::{Grid, Problem};
use sudoku_lab_messages::Ui;
use wasm_bindgen::prelude::*;

/// The hard pool `stress --kind hard` draws from (the command line's
/// copy, the same file).
const HARD_POOL: &str = include_str!("../../cli/data/hard-pool.txt");
/// The tests as hard as Baekjoon's slowest that `stress`'s default kind
/// mixes in, per problem (the command line's copies).
const BOJ_POOL_2580: &str = include_str!("../../cli/data/boj-pool-2580.txt");
/// See [`BOJ_POOL_2580`].
const BOJ_POOL_2239: &str = include_str!("../../cli/data/boj-pool-2239.txt");

/// The pool `kind` draws from for `problem`, as the command line's
/// `stress::generate::pool` picks it.
fn pool(problem: Problem, kind: Kind) -> Vec<Grid> {
    let text = match (kind, problem) {
        (Kind::Boj, Problem::Boj2580) => BOJ_POOL_2580,
        (Kind::Boj, Problem::Boj2239) => BOJ_POOL_2239,
        _ => HARD_POOL,
    };
    stress::parse_pool(text).into_iter().map(|(g, _)| g).collect()
}

/// Problem 12095's `cnt` of `puzzle`: from the pools when it is one of
/// theirs (their files give it), else counted (at most
/// [`validate::CNT_LIMIT`] calls, well under a second); the cap when the
/// search does not end under it.
fn cnt_of(puzzle: &Grid) -> u64 {
    [HARD_POOL, BOJ_POOL_2580, BOJ_POOL_2239]
        .into_iter()
        .flat_map(stress::parse_pool)
        .find(|(p, _)| p == puzzle)
        .map(|(_, c)| c)
        .or_else(|| validate::cnt_12095(puzzle))
        .unwrap_or(validate::CNT_LIMIT)
}

fn parse(p: Problem, input: &str) -> Result<Grid, JsError> {
    format::parse_first(input.as_bytes(), p.format()).map_err(|e| JsError::new(&e.to_string()))
}

fn verdict(code: &str) -> Result<Verdict, JsError> {
    Verdict::RUN
        .into_iter()
        .find(|v| v.name() == code)
        .ok_or_else(|| JsError::new(&format!("no verdict {code:?}")))
}

/// The numbers the page states, for `problem`, from their homes in the
/// library, as JSON: `{"at_risk":0.7,"shrink_ms":60000,
/// "fit_from_cnt":1000000,"no_shrink_tle_cnt":1000000,
/// "slowest_cnt":4505868,"cap_cnt":9999999,"near_first":10,
/// "near_every":25,"edge_every":4,"blanks":{"boj":[40,50],…}}`
/// ([`timing::AT_RISK`], [`timing::SHRINK_TIME`],
/// [`timing::FIT_FROM_CNT`], [`stress::NO_SHRINK_TLE_CNT`],
/// [`baekjoon::slowest`], [`validate::CNT_LIMIT`] less one, the default
/// kind's near-Baekjoon and edge tests, each kind's blanks).
///
/// # Errors
/// An unknown problem.
#[wasm_bindgen]
pub fn facts(problem_number: u32) -> Result<String, JsError> {
    let p = problem(problem_number)?;
    // Each generated kind's range of blanks (`hard` and `edge` have
    // their own tests).
    let blanks: serde_json::Map<String, serde_json::Value> = [Kind::Boj, Kind::Unique, Kind::Multi]
        .into_iter()
        .map(|k| {
            let b = k.options(1, 0).blanks;
            (k.name().to_string(), json!([b.start(), b.end()]))
        })
        .collect();
    Ok(json!({
        "at_risk": timing::AT_RISK,
        "shrink_ms": timing::SHRINK_TIME.as_millis() as u64,
        "fit_from_cnt": timing::FIT_FROM_CNT,
        "no_shrink_tle_cnt": stress::NO_SHRINK_TLE_CNT,
        "slowest_cnt": baekjoon::slowest(p).cnt,
        "cap_cnt": validate::CNT_LIMIT - 1,
        "near_first": stress::NEAR_CAP_FIRST,
        "near_every": stress::NEAR_CAP_EVERY,
        "edge_every": stress::edge::EVERY,
        "blanks": blanks,
    })
    .to_string())
}

/// The name of the test kind `name` (`boj`, …) in the page's language
/// ([`set_language`]): `boj` in English, `백준형` in Korean (the
/// console's catalog).
///
/// # Errors
/// An unknown kind.
#[wasm_bindgen]
pub fn kind_label(name: &str) -> Result<String, JsError> {
    use sudoku_lab_messages::{KIND_BOJ, KIND_EDGE, KIND_HARD, KIND_MULTI, KIND_UNIQUE};
    Ok(match kind(name)? {
        Kind::Boj => KIND_BOJ.text(),
        Kind::Unique => KIND_UNIQUE.text(),
        Kind::Multi => KIND_MULTI.text(),
        Kind::Hard => KIND_HARD.text(),
        Kind::Edge => KIND_EDGE.text(),
    }
    .to_string())
}

/// Problem 12095's `cnt` of `input` (the problem's format): how long the
/// search of a test is ([`validate::cnt_12095`]); the cap,
/// 10,000,000, when it does not end under it.
///
/// # Errors
/// An unknown problem, or an input that does not parse.
#[wasm_bindgen]
pub fn cnt(problem_number: u32, input: &str) -> Result<u32, JsError> {
    let p = problem(problem_number)?;
    Ok(u32::try_from(cnt_of(&parse(p, input)?)).unwrap_or(u32::MAX))
}

/// `n` with thousands separators, as the book and the console print a
/// count: `4,505,868` ([`sudoku_lab::units::thousands`]).
#[wasm_bindgen]
pub fn thousands(n: u32) -> String {
    sudoku_lab::units::thousands(u64::from(n))
}

/// True when a failure with `verdict` on `input` is shrunk: what
/// [`stress::worth_shrinking`] says (a TLE of a long search is kept as it
/// failed).
///
/// # Errors
/// An unknown problem or verdict, or an input that does not parse.
#[wasm_bindgen]
pub fn worth_shrinking(problem_number: u32, verdict_code: &str, input: &str) -> Result<bool, JsError> {
    let p = problem(problem_number)?;
    Ok(stress::worth_shrinking(verdict(verdict_code)?, &parse(p, input)?))
}

/// True when `ms` is over the at-risk share of `limit_ms`
/// ([`timing::at_risk`]).
#[wasm_bindgen]
pub fn at_risk(ms: f64, limit_ms: f64) -> bool {
    timing::at_risk(millis(ms), millis(limit_ms))
}

fn millis(ms: f64) -> Duration {
    Duration::from_secs_f64(ms.max(0.0) / 1000.0)
}

fn ms_of(d: Duration) -> f64 {
    (d.as_secs_f64() * 1000.0).round()
}

/// What the AC runs' times (`times_ms`, of tests of 12095 `cnt` `cnts`)
/// say against `limit_ms` of `problem`'s data on Baekjoon
/// ([`timing::outlook`], as the command line's summary says it), as
/// JSON: `{"outlook":"tle","tests":12,"max_cnt":4505868,
/// "at_data_ms":8120,"data_cnt":4505868}`; `"cap"` adds `"at_cap_ms"` and
/// `"cap_cnt"`; `{"outlook":"nothing_near","largest_cnt":…,"data_cnt":…}`;
/// `null` when there is nothing to say. `failed_near`: a failing test
/// came near (its `cnt` at least [`timing::FIT_FROM_CNT`]).
///
/// # Errors
/// An unknown problem, or `cnts` and `times_ms` of different lengths.
#[wasm_bindgen]
pub fn outlook(
    problem_number: u32,
    cnts: Vec<u32>,
    times_ms: Vec<f64>,
    limit_ms: f64,
    failed_near: bool,
) -> Result<String, JsError> {
    let p = problem(problem_number)?;
    if cnts.len() != times_ms.len() {
        return Err(JsError::new("one time per cnt"));
    }
    let ac: Vec<(u64, Duration)> = cnts
        .iter()
        .zip(&times_ms)
        .map(|(&c, &t)| (u64::from(c), millis(t)))
        .collect();
    let tests = ac.len();
    let said = match timing::outlook(&ac, millis(limit_ms), p, failed_near) {
        Some(Outlook::ProbablyTle {
            growth,
            at_data,
            data_cnt,
        }) => {
            json!({ "outlook": "tle", "tests": tests, "max_cnt": growth.max_cnt, "at_data_ms": ms_of(at_data), "data_cnt": data_cnt })
        }
        Some(Outlook::OverAtCap {
            growth,
            at_data,
            data_cnt,
            at_cap,
            cap_cnt,
        }) => json!({
            "outlook": "cap", "tests": tests, "max_cnt": growth.max_cnt, "at_data_ms": ms_of(at_data),
            "data_cnt": data_cnt, "at_cap_ms": ms_of(at_cap), "cap_cnt": cap_cnt,
        }),
        Some(Outlook::NothingNear { largest_cnt, data_cnt }) => {
            json!({ "outlook": "nothing_near", "largest_cnt": largest_cnt, "data_cnt": data_cnt })
        }
        None => serde_json::Value::Null,
    };
    Ok(said.to_string())
}

fn problem(number: u32) -> Result<Problem, JsError> {
    Problem::ALL
        .into_iter()
        .find(|p| p.number() == number)
        .ok_or_else(|| JsError::new(&format!("no problem {number}: 2580 or 2239")))
}

fn kind(name: &str) -> Result<Kind, JsError> {
    Kind::from_name(name).ok_or_else(|| JsError::new(&format!("no kind {name:?}")))
}

fn generated(problem: Problem, kind: Kind, count: usize, seed: u64) -> Result<Vec<Grid>, JsError> {
    stress::inputs(problem, kind, seed, count, &pool(problem, kind))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| JsError::new(&e.to_string()))
}

/// The `count` tests of `sudoku-lab stress -p PROBLEM --kind KIND --seed
/// SEED --count COUNT`, each in the problem's input format.
///
/// # Errors
/// An unknown problem or kind, or the generator's error.
#[wasm_bindgen]
pub fn tests(problem_number: u32, kind_name: &str, count: usize, seed: u64) -> Result<Vec<String>, JsError> {
    let p = problem(problem_number)?;
    Ok(generated(p, kind(kind_name)?, count, seed)?
        .iter()
        .map(|g| format::write(g, p.format()))
        .collect())
}

/// Baekjoon's time limit for CPython 3 on `problem`, in milliseconds (the
/// problem's limit × 3 + 2 s: 5,000 for 2580, 8,000 for 2239), as
/// `stress` applies it to a Python command.
///
/// # Errors
/// An unknown problem.
#[wasm_bindgen]
pub fn python_limit_ms(problem_number: u32) -> Result<u32, JsError> {
    let p = problem(problem_number)?;
    Ok(u32::try_from(sudoku_lab::Language::Python.time_limit(p).as_millis()).unwrap_or(u32::MAX))
}

/// Sets the language of the judge's reasons for this page: `ko` for
/// Korean (the Korean edition), anything else for English (the library's
/// own words, the default). The first call wins; a page calls it once,
/// before judging.
#[wasm_bindgen]
pub fn set_language(lang: &str) {
    sudoku_lab_messages::set(if lang == "ko" { Ui::Ko } else { Ui::En });
}

/// The judge's reason in the page's language ([`set_language`]).
fn reason_text(r: &sudoku_lab::judge::Reason) -> String {
    match sudoku_lab_messages::ui() {
        Ui::En => r.to_string(),
        Ui::Ko => sudoku_lab_messages::judge_reason_in(r, Ui::Ko),
    }
}

/// A verdict and its reason (the judge's words in the page's language,
/// [`set_language`]), as JSON: `{"verdict":"WA","name":"틀렸습니다",
/// "reason":"…","code":"…"}` (`name` is the verdict's, [`verdict_name`]).
fn verdict_json(verdict: Verdict, why: &Cause) -> String {
    let (reason, code) = match why {
        Cause::Judge(r) => (
            reason_text(r),
            format!("{r:?}").split(['(', ' ', '{']).next().unwrap_or("").to_string(),
        ),
        // The page sees only a time out and an error.
        other => (String::new(), format!("{other:?}")),
    };
    json!({ "verdict": verdict.name(), "name": sudoku_lab_messages::verdict(verdict), "reason": reason, "code": code })
        .to_string()
}

/// A verdict's name in the page's language ([`set_language`]): `WA`, or
/// Baekjoon's own words in Korean (`틀렸습니다`); `code` is the verdict's
/// short name (`WA`, `TLE`, …), what the JSON's `verdict` holds.
///
/// # Errors
/// A code that names no verdict.
#[wasm_bindgen]
pub fn verdict_name(code: &str) -> Result<String, JsError> {
    Verdict::RUN
        .into_iter()
        .chain([Verdict::Fail])
        .find(|v| v.name() == code)
        .map(|v| sudoku_lab_messages::verdict(v).to_string())
        .ok_or_else(|| JsError::new(&format!("no verdict {code:?}")))
}

/// The verdict of one run of the program on `input` (the problem's
/// format): `ended` is `ok` (ended by itself), `error` (an uncaught
/// exception, a non-zero exit) or `timeout` (stopped at the time limit);
/// `stdout` is what it printed. JSON, as [`judge_output`].
///
/// # Errors
/// An unknown problem or `ended`.
#[wasm_bindgen]
pub fn judge_run(problem_number: u32, input: &str, stdout: &str, ended: &str) -> Result<String, JsError> {
    let p = problem(problem_number)?;
    let ended = match ended {
        "ok" => Ending::Normally,
        "error" => Ending::Error,
        "timeout" => Ending::TimedOut,
        other => return Err(JsError::new(&format!("no ending {other:?}"))),
    };
    let run = Run {
        stdout: stdout.as_bytes().to_vec(),
        ended,
    };
    let (verdict, why) = stress::judged(p, input.as_bytes(), &run, Whitespace::Boj);
    Ok(verdict_json(verdict, &why))
}

/// The judge's verdict on `output` for `input` (both text): what
/// `sudoku-lab judge` says, with Baekjoon's whitespace rule; a broken
/// input is `WA` with the judge's reason. JSON: `{"verdict":"WA",
/// "reason":"5 appears twice in row 2 (r2c3, r2c7)","code":"Repeated"}`.
///
/// # Errors
/// An unknown problem.
#[wasm_bindgen]
pub fn judge_output(problem_number: u32, input: &str, output: &str) -> Result<String, JsError> {
    let p = problem(problem_number)?;
    let (verdict, reason) = stress::judge_output(p, input.as_bytes(), output.as_bytes(), Whitespace::Boj);
    Ok(verdict_json(verdict, &Cause::Judge(reason)))
}

/// The expected answer for `input`: its lexicographically smallest
/// completion in the problem's format (for 2239 the only one accepted;
/// 2580 accepts any valid completion), or an empty string when the input
/// does not parse or has none.
///
/// # Errors
/// An unknown problem.
#[wasm_bindgen]
pub fn expected(problem_number: u32, input: &str) -> Result<String, JsError> {
    let p = problem(problem_number)?;
    let Ok(puzzle) = format::parse_first(input.as_bytes(), p.format()) else {
        return Ok(String::new());
    };
    Ok(match reference::solve(&puzzle, reference::NO_NODE_LIMIT).outcome {
        Outcome::Solved(s) => format::write(&s, p.format()),
        _ => String::new(),
    })
}

/// A whole `stress` session, stepped from JavaScript: [`Session::step`]
/// says what to run, [`Session::report`] takes its verdict. The same
/// state machine as the library's [`sudoku_lab::stress::run_all`].
#[wasm_bindgen]
pub struct Session {
    problem: Problem,
    stress: Stress,
}

#[wasm_bindgen]
impl Session {
    /// The session of `sudoku-lab stress -p PROBLEM --kind KIND --seed
    /// SEED --count COUNT` (with `--keep-going` when `keep_going`).
    ///
    /// # Errors
    /// An unknown problem or kind, or the generator's error.
    #[wasm_bindgen(constructor)]
    pub fn new(
        problem_number: u32,
        kind_name: &str,
        count: usize,
        seed: u64,
        keep_going: bool,
    ) -> Result<Session, JsError> {
        let p = problem(problem_number)?;
        let tests = generated(p, kind(kind_name)?, count, seed)?;
        Ok(Session {
            problem: p,
            stress: Stress::new(p, tests, keep_going),
        })
    }

    /// What to run next, as JSON: `{"step":"test","index":0,"input":"…"}`,
    /// `{"step":"shrink","index":3,"verdict":"WA","blanks":12,"runs":4,
    /// "input":"…"}` (a candidate of the shrink of test `index`) or
    /// `{"step":"done"}`.
    pub fn step(&mut self) -> String {
        let format = self.problem.format();
        let mut step = self.stress.step();
        // A failure kept as it failed, a shrink over: nothing to run.
        while matches!(step, Next::Kept { .. } | Next::Shrunk(_)) {
            step = self.stress.step();
        }
        match step {
            Next::Test { index, puzzle } => {
                json!({ "step": "test", "index": index, "input": format::write(&puzzle, format) }).to_string()
            }
            Next::Shrink { failure, puzzle } => {
                let (blanks, runs) = self
                    .stress
                    .shrinking()
                    .map_or((failure.puzzle.blanks(), 0), |(_, g, r)| (g.blanks(), r));
                json!({
                    "step": "shrink",
                    "index": failure.index,
                    "verdict": failure.verdict.name(),
                    "blanks": blanks,
                    "runs": runs,
                    "input": format::write(&puzzle, format),
                })
                .to_string()
            }
            Next::Kept { .. } | Next::Shrunk(_) | Next::Wait | Next::Done => json!({ "step": "done" }).to_string(),
        }
    }

    /// The verdict (`AC`, `WA`, `TLE`, …) of the step last given.
    ///
    /// # Errors
    /// An unknown verdict name.
    pub fn report(&mut self, verdict_code: &str) -> Result<(), JsError> {
        self.stress.report(verdict(verdict_code)?);
        Ok(())
    }

    /// Stops the shrink under way (its time bound).
    pub fn stop_shrink(&mut self) {
        self.stress.stop_shrink();
    }

    /// The summary's facts, as JSON: `{"counts":{"AC":19,"WA":1},
    /// "failures":[{"index":3,"verdict":"WA","input":"…"}],
    /// "shrunk":[{"index":3,"verdict":"WA","blanks_before":45,
    /// "blanks":2,"runs":30,"stopped":false,"input":"…"}]}`.
    pub fn summary(&self) -> String {
        summary_json(self.problem, self.stress.summary())
    }
}

/// [`Session::summary`]'s JSON for `summary`.
pub fn summary_json(problem: Problem, summary: &stress::Summary) -> String {
    let format = problem.format();
    let counts: serde_json::Map<String, serde_json::Value> = Verdict::RUN
        .iter()
        .zip(summary.counts)
        .filter(|&(_, n)| n > 0)
        .map(|(v, n)| (v.name().to_string(), n.into()))
        .collect();
    let failures: Vec<_> = summary
        .failures
        .iter()
        .map(|f| json!({ "index": f.index, "verdict": f.verdict.name(), "input": format::write(&f.puzzle, format) }))
        .collect();
    let shrunk: Vec<_> = summary
        .shrunk
        .iter()
        .map(|s| {
            json!({
                "index": s.failure.index,
                "verdict": s.failure.verdict.name(),
                "blanks_before": s.failure.puzzle.blanks(),
                "blanks": s.puzzle.blanks(),
                "runs": s.runs,
                "stopped": s.stopped,
                "input": format::write(&s.puzzle, format),
            })
        })
        .collect();
    json!({ "counts": counts, "failures": failures, "shrunk": shrunk }).to_string()
}
