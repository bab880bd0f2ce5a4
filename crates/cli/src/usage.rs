//! clap's usage errors on a Korean console ([`print_in_korean`]): the
//! kinds a learner meets (a refused value, a value outside a list, a
//! missing or an unknown argument, an unknown subcommand) rendered from
//! clap's context through the message catalog, with the usage line; any
//! other kind stays clap's English. The console's language is chosen before the arguments are
//! parsed ([`choose_console`]), so a value parser's own message
//! (`--count 0`) is in it too.

use std::error::Error as _;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::messages::{self, Ui};
use crate::output;

/// Chooses the console's language before clap parses the arguments:
/// `--lang-ui ko|en` (`--lang-ui=ko` too) wherever it is on the command
/// line, else the environment ([`messages::init`]); an unknown
/// `SUDOKU_LAB_LANG` is warned about on stderr. An argument that is
/// not UTF-8 is read lossily here (clap then names it, or takes it as a
/// path): never a panic.
pub fn choose_console() {
    let args: Vec<String> = std::env::args_os().map(|a| a.to_string_lossy().into_owned()).collect();
    let flag = args.iter().enumerate().find_map(|(i, a)| {
        let value = match a.strip_prefix("--lang-ui") {
            Some("") => args.get(i + 1)?.as_str(),
            Some(rest) => rest.strip_prefix('=')?,
            None => return None,
        };
        match value {
            "ko" => Some(Ui::Ko),
            "en" => Some(Ui::En),
            _ => None,
        }
    });
    // Said once per process: the first choice is the one that holds.
    if flag.is_none()
        && let Some(warning) = Ui::unknown(messages::env)
    {
        output::stderr_line(&warning);
    }
    messages::init(flag);
}

/// The Korean text of usage error `e`, or `None` for a kind not rendered
/// here (clap's English is printed then).
pub fn in_korean(e: &clap::Error) -> Option<String> {
    let text = |kind| e.get(kind).map(ContextValue::to_string);
    let arg = text(ContextKind::InvalidArg);
    let value = text(ContextKind::InvalidValue);
    let head = match e.kind() {
        ErrorKind::ValueValidation => {
            // A number that does not parse, in clap's own parsers of
            // numbers: Rust's reason, said in Korean.
            let why = match e.source() {
                Some(s) => match s.downcast_ref::<std::num::ParseIntError>() {
                    Some(int) => messages::int_error_in(int, Ui::Ko),
                    None => s.to_string(),
                },
                None => String::new(),
            };
            messages::USAGE_BAD_VALUE.fill_named_in(Ui::Ko, &[("option", &arg?), ("value", &value?), ("why", &why)])
        }
        ErrorKind::InvalidValue if value.as_deref() == Some("") => fill(messages::USAGE_NO_VALUE, &[&arg?]),
        ErrorKind::InvalidValue => {
            let valid = text(ContextKind::ValidValue).unwrap_or_default();
            messages::USAGE_NOT_ONE_OF
                .fill_named_in(Ui::Ko, &[("option", &arg?), ("value", &value?), ("values", &valid)])
        }
        ErrorKind::ArgumentConflict => match (arg, text(ContextKind::PriorArg)) {
            (Some(arg), Some(prior)) if arg == prior => fill(messages::USAGE_TWICE, &[&arg]),
            (Some(arg), Some(prior)) => fill(messages::USAGE_CONFLICT, &[&arg, &prior]),
            // A subcommand's own (`judge - -`): its message is in the
            // console's language already.
            _ => fill(messages::USAGE_OWN, &[&own_message(e)?]),
        },
        ErrorKind::MissingRequiredArgument => fill(messages::USAGE_MISSING, &[&arg?]),
        ErrorKind::UnknownArgument => fill(messages::USAGE_UNKNOWN, &[&arg?]),
        ErrorKind::InvalidSubcommand => {
            let mut head = fill(
                messages::USAGE_UNKNOWN_SUBCOMMAND,
                &[&text(ContextKind::InvalidSubcommand)?],
            );
            if let Some(suggested) = text(ContextKind::SuggestedSubcommand) {
                head.push_str("\n\n");
                head.push_str(&fill(messages::USAGE_SIMILAR_SUBCOMMAND, &[&suggested]));
            }
            head
        }
        _ => return None,
    };
    let mut out = head;
    // A subcommand's own error has its usage in the text clap renders.
    let usage = text(ContextKind::Usage).or_else(|| {
        let rendered = e.render().to_string();
        rendered.lines().find(|l| l.starts_with("Usage:")).map(str::to_string)
    });
    if let Some(usage) = usage {
        let usage = usage.trim().trim_start_matches("Usage:").trim();
        out.push_str("\n\n");
        out.push_str(&fill(messages::USAGE_LINE, &[&usage]));
    }
    out.push_str("\n\n");
    out.push_str(messages::USAGE_MORE.text_in(Ui::Ko));
    Some(out)
}

/// The message of a usage error made by a subcommand itself
/// ([`crate::error::Error::usage`]): clap's first line without `error: `.
fn own_message(e: &clap::Error) -> Option<String> {
    let rendered = e.render().to_string();
    let first = rendered.lines().next()?;
    Some(first.strip_prefix("error: ").unwrap_or(first).to_string())
}

fn fill(msg: messages::Msg, args: &[&dyn std::fmt::Display]) -> String {
    msg.fill_in(Ui::Ko, args)
}

/// Prints usage error `e` in Korean when the console is Korean and the
/// kind is one [`in_korean`] renders; `false` when it printed nothing.
pub fn print_in_korean(e: &clap::Error) -> bool {
    if messages::ui() != Ui::Ko || e.exit_code() == 0 {
        return false;
    }
    match in_korean(e) {
        Some(text) => {
            output::stderr_line(text);
            true
        }
        None => false,
    }
}
