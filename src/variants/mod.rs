//! The five ports, one module per blog post, and [`Variant`], which lists
//! them once so tests, the CLI and the book can loop over them.
//!
//! Every module exposes the same entry point,
//! `solve<O: Observer>(puzzle: &Grid, budget: Budget, observer: &mut O) -> Report`.
//! All five try digits 1..9 at the first blank in row-major order, so on
//! every input they make the same placements and undos in the same order,
//! reach the same [`Outcome`](crate::Outcome), and report the same
//! `placements`, `backtracks` and `digit_tests`. They differ in their
//! data structures, in how they unwind, in what a digit test costs, and in
//! what their programs print.
//!
//! **Build.** Each port tests the digits in a loop of nine iterations whose
//! body holds the recursive call. The repository's `.cargo/config.toml`
//! raises LLVM's unroll threshold at opt-level 3
//! (`-C llvm-args=-unroll-threshold-aggressive=1500`: release builds,
//! benches, `cargo install --path crates/cli`, the wheel; capped at loops
//! of 16 iterations by `-unroll-full-max-count=16`) so that the
//! compiler unrolls those loops; the source keeps the posts' loops. What
//! that gains, port by port, is the book's experiment `unroll`
//! (`book/src/figures/experiments.csv`). The test build
//! (opt-level 2) compiles as without it. A `RUSTFLAGS` environment variable
//! replaces cargo's configured flags, and a crate that depends on this
//! library builds it with its own flags. `cargo xtask instructions` counts
//! each port's instructions per placement and fails when one rises.

use std::fmt;
use std::str::FromStr;

use crate::grid::Grid;
use crate::problem::{Language, Problem};
use crate::search::{Budget, Observer, Report};

/// Declares the ports: for each `Variant => module` line, the enum
/// variant, its place in [`Variant::ALL`], and the dispatch in
/// [`Variant::post`] and [`Variant::solve`]. The modules themselves are
/// declared with plain `pub mod` lines below, outside the macro, because
/// cargo-mutants only finds modules it can see without expanding macros.
/// Adding a post is those two lines (see `CONTRIBUTING.md`).
macro_rules! variants {
    ($($variant:ident => $module:ident,)+) => {
        /// One of the ported posts. Everything about a post lives in its
        /// module, as its [`Post`] constant ([`full_scan::POST`], ...);
        /// this enum only dispatches.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Variant {
            $(
                #[doc = concat!("The port of [`", stringify!($module), "`]: its one-line summary is [`",
                    stringify!($module), "::POST`]'s [`Post::summary`].")]
                $variant,
            )+
        }

        impl Variant {
            /// All of them, in the order of the posts (seeds 000, 001, ...).
            pub const ALL: [Variant; [$(Variant::$variant),+].len()] = [$(Variant::$variant),+];

            /// The post this variant ports: its module's `POST`.
            pub const fn post(self) -> Post {
                match self {
                    $(Variant::$variant => $module::POST,)+
                }
            }

            /// Runs this variant's search on `puzzle`; see the variant's
            /// module for what it keeps from its post.
            #[inline]
            pub fn solve<O: Observer>(self, puzzle: &Grid, budget: Budget, observer: &mut O) -> Report {
                match self {
                    $(Variant::$variant => $module::solve(puzzle, budget, observer),)+
                }
            }
        }
    };
}

/// Not in the posts: a port's state for the meter's observer after an
/// event, as plain borrows beside the meter's `&mut`:
/// `state!(self; a, c; z)` is `&State { a: &self.a, c: &self.c, z }`, the
/// fields before the second `;` borrowed from the search, the rest written
/// as in a struct literal (`h_idx: self.h_idx, idx`). Defined before the
/// port modules, so all five use this one.
macro_rules! state {
    ($s:ident; $($borrowed:ident),+; $($rest:tt)*) => {
        &State { $($borrowed: &$s.$borrowed,)+ $($rest)* }
    };
}

pub mod bitmask;
pub mod check_arrays;
pub mod empty_list;
pub mod full_scan;
pub mod hole_array;

variants! {
    FullScan => full_scan,
    EmptyList => empty_list,
    CheckArrays => check_arrays,
    Bitmask => bitmask,
    HoleArray => hole_array,
}

/// Where a variant comes from (one public blog post) and what its program
/// prints. Each port's module defines one, as `POST`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Post {
    /// The kebab-case name used on the command line and in reports, e.g.
    /// `full-scan`.
    pub name: &'static str,
    /// One line for `--help`: the language and what is characteristic.
    pub summary: &'static str,
    /// The post's title, as written.
    pub title: &'static str,
    /// The Baekjoon problem it solves.
    pub problem: Problem,
    /// The names of the post's search function and digit test.
    pub functions: &'static str,
    /// The post's own names in a step trace ([`crate::step::Name`]): the
    /// rows of its state ([`PostState::fields`](crate::search::PostState::fields))
    /// and what its digit test reads ([`crate::step::By`]).
    pub names: &'static [&'static str],
    /// The seed file under `shared/seeds` this port was made from.
    pub seed: &'static str,
    /// What the post's program writes to stdout.
    pub prints: Prints,
    /// Where the post's complete program is in the seed file, for
    /// `cargo xtask originals`, which builds it and compares it with the
    /// port.
    pub original: Original,
}

/// The post's own program, as `cargo xtask originals` cuts it out of the
/// seed file [`Post::seed`] (`shared/seeds/SEED.txt`, not in the
/// repository), builds and runs it by the file's extension: `.java` with
/// `javac` and `java`, `.kt` with `kotlinc`, `.cpp` with `g++ -O2
/// -std=c++14`, `.py` with `python3`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Original {
    /// The first and the last line (1-based, inclusive) of the post's
    /// complete listing in the seed file.
    pub lines: [usize; 2],
    /// The one edit, if any: the listing's first line, which must read
    /// exactly this and is deleted (empty-list's `package Baekjoon;`, so
    /// the class runs from its own directory).
    pub drop_first_line: Option<&'static str>,
    /// The file name the program needs (a Java file is named after its
    /// public class): `Step34_2580.java`.
    pub file: &'static str,
    /// The SHA-256 of the program as extracted (after the edit), 64
    /// lower-case hex digits: an edited post or a wrong range is caught
    /// instead of compiled.
    pub sha256: &'static str,
}

/// The languages of the posts' programs, by their file's extension (the
/// one place a post's language is stated: [`Original::file`]): the
/// extension, the language's name, and its class under Baekjoon's time
/// and memory rules.
const LANGUAGES: [(&str, &str, Language); 5] = [
    ("java", "Java", Language::Java),
    ("kt", "Kotlin", Language::Kotlin),
    ("py", "Python", Language::Python),
    ("cpp", "C++", Language::Native),
    ("c", "C", Language::Native),
];

impl Original {
    /// The row of [`LANGUAGES`] for this program's file extension.
    fn language_row(&self) -> (&'static str, Language) {
        let ext = self.file.rsplit_once('.').map_or("", |(_, ext)| ext);
        LANGUAGES
            .iter()
            .find(|(e, ..)| *e == ext)
            .map(|&(_, name, language)| (name, language))
            .expect("every post's program has a known extension (tested in variants::tests)")
    }

    /// The program's language for Baekjoon's time and memory rules, from
    /// the extension of [`Original::file`]: `.cpp` and `.c` are
    /// [`Language::Native`].
    pub fn language(&self) -> Language {
        self.language_row().1
    }
}

impl Post {
    /// The language of the post's program, as a reader names it (`Java`,
    /// `Python`, `C++`), from the extension of its [`Original::file`].
    pub fn language(&self) -> &'static str {
        self.original.language_row().0
    }
}

/// What a post's program writes to stdout, checked against the original
/// programs' real output (`testdata/originals/`). [`crate::program`]
/// prints by it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Prints {
    /// Each digit is followed by a space (`d d d d d d d d d \n`, as the
    /// 2580 posts print), or the nine digits stand together
    /// (`ddddddddd\n`, 2239).
    pub space_after_digit: bool,
    /// One more `\n` after a solved board (Java's `println` of a
    /// `StringBuilder` that already ends in `\n`).
    pub extra_newline: bool,
    /// With no solution, the board as the search left it (the input again,
    /// zeros included); otherwise nothing.
    pub board_when_unsolved: bool,
}

impl Variant {
    /// The kebab-case name used on the command line and in reports:
    /// `full-scan`, `empty-list`, `check-arrays`, `bitmask`, `hole-array`.
    pub const fn name(self) -> &'static str {
        self.post().name
    }

    /// The problem whose input and output format the post's program uses.
    pub const fn problem(self) -> Problem {
        self.post().problem
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of the five variants.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown variant {} (expected one of: {names})",
    crate::diagnostic::quoted(.0.as_bytes()),
    names = Variant::ALL.map(Variant::name).join(", ")
)]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == s)
            .ok_or_else(|| UnknownVariant(s.to_string()))
    }
}

/// As its [`Variant::name`] (the step trace's `variant`).
#[cfg(feature = "serde")]
impl serde::Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// From a [`Variant::name`]; another string is an error that lists the
/// names ([`UnknownVariant`]).
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each post's language comes from its program's file: the five are
    /// the languages the posts are written in, and Baekjoon's rules follow.
    #[test]
    fn each_posts_language_is_read_from_its_programs_file() {
        let got: Vec<(&str, &str, Language)> = Variant::ALL
            .iter()
            .map(|v| (v.name(), v.post().language(), v.post().original.language()))
            .collect();
        assert_eq!(
            got,
            [
                ("full-scan", "Java", Language::Java),
                ("empty-list", "Java", Language::Java),
                ("check-arrays", "Python", Language::Python),
                ("bitmask", "Java", Language::Java),
                ("hole-array", "C++", Language::Native),
            ]
        );
    }
}
