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

pub use context::{ScanContext, Scope, Source};
pub use error::{Error, ErrorCode};
