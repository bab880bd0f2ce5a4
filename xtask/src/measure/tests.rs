use std::fs;

use mdbook_driver::MDBook;

use super::data::{SOURCES, slug};
use super::lint::measured_numbers;
use super::*;
use crate::workspace::temp_dir;

const MEASUREMENTS: &str = "# a comment\n\
    kind,name,language,seconds,placements,ns_per_placement,how\n\
    port,hole-array,Rust,0.67,69175316,9.6,cargo bench\n\
    port,full-scan,Rust,2.03,69175316,,cargo bench, 10 solves\n";

fn data() -> Data {
    let mut data = Data::new();
    data.add(&SOURCES[0], MEASUREMENTS).unwrap();
    data
}

#[test]
fn a_known_key_is_replaced_by_the_data_as_written() {
    let (text, errors) = expand("took {{#measure port.hole-array.seconds}} s\n", &data());
    assert_eq!(text, "took 0.67 s\n");
    assert!(errors.is_empty(), "{errors:?}");
    let data = data();
    assert_eq!(data.get("port.full-scan.how"), Some("cargo bench, 10 solves"));
    assert_eq!(
        data.get("port.full-scan.ns_per_placement"),
        Some("29.3"),
        "computed when empty"
    );
    assert_eq!(data.get("problem.2580.time_limit"), Some("1"));
    assert_eq!(data.get("problem.2239.time_limit"), Some("2"));
    assert_eq!(slug("Counting to 2, on top1465"), "counting-to-2-on-top1465");
    assert_eq!(slug("g++"), "gpp");
}

#[test]
fn derived_values_are_rounded() {
    let d = data();
    let ev = |body: &str| evaluate(body, &d).unwrap();
    assert_eq!(ev("ratio port.full-scan.seconds port.hole-array.seconds"), "3.0");
    assert_eq!(ev("percent-more port.full-scan.seconds port.hole-array.seconds"), "203");
    assert_eq!(ev("percent-less port.hole-array.seconds port.full-scan.seconds"), "67");
    let err = |body: &str| evaluate(body, &d).unwrap_err();
    assert!(err("ratio port.full-scan.how port.hole-array.seconds").contains("not a number"));
    assert_eq!(ev("thousands port.hole-array.placements"), "69,175,316");
    // A large ratio is written like any large number: 2,163, not 2163.
    assert_eq!(
        ev("ratio port.hole-array.placements port.full-scan.seconds"),
        "34,076,510"
    );
    assert!(err("thousands port.hole-array.seconds").contains("not a whole number"));
    assert!(evaluate("sum a b", &d).is_err());
    let (text, errors) = expand("\\{{#measure x}} stays", &d);
    assert_eq!((text.as_str(), errors.len()), ("{{#measure x}} stays", 0));
}

#[test]
fn an_unknown_key_is_an_error_with_its_line() {
    let (text, errors) = expand("a\nb {{#measure port.hole-aray.seconds}} s\n", &data());
    assert_eq!(errors.len(), 1);
    let (line, directive, why) = &errors[0];
    assert_eq!((*line, directive.as_str()), (2, "{{#measure port.hole-aray.seconds}}"));
    assert!(
        why.starts_with("unknown key port.hole-aray.seconds (known: port.full-scan."),
        "{why}"
    );
    assert!(text.contains("{{#measure"), "left in place for the page check");
}

/// A book on disk with one chapter, built by mdBook with [`Measure`].
fn build_tiny_book(name: &str, chapter: &str) -> Result<String, String> {
    let dir = temp_dir(name);
    fs::create_dir_all(dir.join("src/figures")).unwrap();
    for (file, text) in [
        ("book.toml", "[book]\ntitle = \"t\"\n"),
        ("src/SUMMARY.md", "# S\n\n- [C](c.md)\n"),
        ("src/c.md", chapter),
        ("src/figures/measurements.csv", MEASUREMENTS),
        ("src/figures/experiments.csv", "experiment,variant,build,value\n"),
    ] {
        fs::write(dir.join(file), text).unwrap();
    }
    let mut book = MDBook::load(&dir).map_err(|e| format!("{e:#}"))?;
    book.config.build.build_dir = dir.join("out");
    book.with_preprocessor(Measure);
    let built = book.build().map_err(|e| format!("{e:#}"));
    let page = fs::read_to_string(dir.join("out/c.html")).unwrap_or_default();
    let _ = fs::remove_dir_all(&dir);
    built.map(|()| page)
}

#[test]
fn the_preprocessor_fills_a_built_page_and_fails_on_an_unknown_key() {
    let page = build_tiny_book("measure-ok", "# C\n\nIt took {{#measure port.hole-array.seconds}} s.\n").unwrap();
    // The number keeps its unit on its line (measure::glue).
    assert!(page.contains("It took 0.67\u{a0}s."), "{page}");
    let err = build_tiny_book(
        "measure-bad",
        "# C\n\nfine\n\nIt took {{#measure port.nope.seconds}} s.\n",
    );
    let want = "book/src/c.md:5: {{#measure port.nope.seconds}}: unknown key port.nope.seconds";
    assert!(err.unwrap_err().contains(want));
}

#[test]
fn the_lint_finds_measured_numbers_in_prose_only() {
    let md = "It took 0.67 s, 9.6 ns per placement and 10% less; 3x faster,\n\
              2.5 times as fast, a factor of about 100,000.\n\
              ```text\n0.67 s in a transcript\n```\n\
              A 9x9 grid, 3x3 blocks, filled 7 times, two 8s, `--budget 5s`, {{#measure a.b}} s,\n\
              C++14: 80ms, <!-- 5 s --> [link](https://x/5%), r1c9, 69 million.\n\n\
              ~~~\n1 s\n~~~\n````text\n```\n2 s\n````\n\n<summary>In 4 s</summary> <https://x/6s>\n\n\
              <!-- 가나다라마 --><!-- 9 s --> 8 ms\n";
    let found = measured_numbers(md);
    let numbers: Vec<&str> = found.iter().map(|(_, n)| n.as_str()).collect();
    let want = "0.67 s|9.6 ns|10%|3x|2.5 times|factor of 100,000|4 s|8 ms";
    assert_eq!(numbers.join("|"), want, "{found:?}");
    assert_eq!((found[4].0, found[6].0), (2, 17));
}

#[test]
fn the_lint_names_the_key_that_holds_a_written_out_number() {
    let chapter = |path: &str| crate::markdown::Source {
        path: path.to_string(),
        text: "# C\n\nhole-array takes 0.67 s; bitmask 0.70 s.\n".to_string(),
    };
    let problems = lint::check(&[chapter("c.md"), chapter("figures/t.md")], &data());
    assert_eq!(
        problems,
        [
            "book/src/c.md:3: \"0.67 s\" is a measured number written out; write {{#measure port.hole-array.seconds}}",
            "book/src/c.md:3: \"0.70 s\" is a measured number written out; no data holds 0.70: measure it into a data file, or leave it out",
        ]
    );
    assert!(check_directives(&[chapter("c.md")], &data()).is_empty());
    let bad = crate::markdown::Source {
        path: "d.md".into(),
        text: "a\n{{#measure nope}}\n".into(),
    };
    assert!(check_directives(&[bad], &data())[0].starts_with("book/src/d.md:2: {{#measure nope}}: unknown key nope"));
}
