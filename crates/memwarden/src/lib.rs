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
pub mod json;
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
mod scrambled;
mod smuggling;
mod sort;
mod spelling;
mod validate;
mod wordset;

// Integrity: provenance, signatures, capability tokens, audit chain (issue 3).
pub mod audit;
pub mod canonical;
pub mod keyring;
mod mac;
pub mod provenance;
pub mod record;
pub mod token;
pub mod vectors;

// The memory firewall (issue 4).
pub mod firewall;
pub use firewall::{Firewall, FirewallPolicy, MemoryRecord};
pub use audit::{AuditChain, AuditRecord, ChainAnchor, ChainReport, Checkpoint, TamperKind};
pub use keyring::KeyRing;
pub use provenance::{content_hash, Provenance, TrustConfig};
pub use record::{sign_record, verify_record, RecordFields};
pub use token::{AuthorizedRequest, Caveat, Constraints, HandleRequest, TokenClaims, TokenGrant};

pub use context::{ScanContext, Scope, Source};
pub use error::{Error, ErrorCode};
pub use finding::{Category, Finding, Severity, Span, View};
pub use policy::{CategoryActions, Limits, Policy, RuleSpec};
pub use scanner::{scan, ExternalFinding, RuleInfo, Scanner};
pub use verdict::{Action, ScanStats, Verdict};
