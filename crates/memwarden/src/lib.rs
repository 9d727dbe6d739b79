#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(rust_2018_idioms)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod context;
pub mod error;
pub mod finding;
pub mod policy;
pub mod scanner;
pub mod verdict;

mod confusables;
mod decode;
mod gate;
mod normalize;
mod profile;
mod redact;
mod rules;
mod smuggling;
mod validate;

pub use context::{ScanContext, Scope, Source};
pub use error::{Error, ErrorCode};
pub use finding::{Category, Finding, Severity, Span, View};
pub use policy::{CategoryActions, Limits, Policy, RuleSpec};
pub use scanner::{scan, Scanner};
pub use verdict::{Action, ScanStats, Verdict};
