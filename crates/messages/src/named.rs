//! Filling a message's Fluent variables by name ([`Msg::fill_named`]):
//! `(name, value)` pairs in any order, each of the message's variables
//! ([`Msg::args`]) named once. A message with three variables or more is
//! filled so (a debug assertion in [`Msg::fill_in`] refuses it
//! positionally), so that a value cannot land in its neighbour's place.

use std::fmt::Display;

use fluent_bundle::FluentArgs;

use crate::catalog::{Msg, Ui, format, ui};
use crate::josa;

impl Msg {
    /// The message in the console's language ([`ui`]) with its variables
    /// set by name: `args` are `(variable, value)` pairs (`("verdict",
    /// &v)`), in any order, naming each of [`Msg::args`] exactly once
    /// ([`Msg::takes`]; a debug assertion checks it).
    pub fn fill_named(&self, args: &[(&str, &dyn Display)]) -> String {
        self.fill_named_in(ui(), args)
    }

    /// [`Msg::fill_named`] in `ui`, each Korean particle reduced to the
    /// form its word takes ([`josa::resolve`]), as [`Msg::fill_in`] does.
    pub fn fill_named_in(&self, ui: Ui, args: &[(&str, &dyn Display)]) -> String {
        debug_assert!(
            self.takes(&args.iter().map(|(name, _)| *name).collect::<Vec<_>>()),
            "{}: {:?} are not its variables {:?}",
            self.name,
            args.iter().map(|(name, _)| *name).collect::<Vec<_>>(),
            self.args
        );
        let mut values = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            values.set(*name, value.to_string());
        }
        josa::resolve(&format(ui, &self.id(), Some(&values)))
    }

    /// Whether `names` are exactly the message's variables ([`Msg::args`]),
    /// each once, in any order.
    pub fn takes(&self, names: &[&str]) -> bool {
        names.len() == self.args.len() && self.args.iter().all(|a| names.iter().filter(|n| *n == a).count() == 1)
    }
}
