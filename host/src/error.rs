//! The host's one error type: the core's stable codes plus the host's own.

use std::fmt;

/// The stable error kinds of the host itself; errors that come from the
/// core keep the core's code (see [`HostError::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostErrorKind {
    /// The core (inside the component) refused the call; the code is the
    /// core's stable code (`policy_invalid`, `token_expired`, ...).
    Core,
    /// A guest (the core component or a plugin) ran past its deadline.
    PluginTimeout,
    /// A guest tried to grow its memory past its cap.
    PluginOutOfMemory,
    /// A guest trapped (panic, `unreachable`, out-of-bounds access, ...).
    PluginTrap,
    /// A plugin answered something the detector contract forbids (a bad
    /// rule name or span).
    PluginInvalidOutput,
    /// A component's SHA-256 is not the expected one: refused, not loaded.
    DigestMismatch,
    /// A component could not be read, compiled or linked.
    ComponentInvalid,
    /// The host policy file (or its `plugins:` section) is invalid.
    PolicyInvalid,
    /// A file could not be read or written.
    Io,
}

impl HostErrorKind {
    /// The stable snake_case code of a host error kind (`core` for core
    /// errors, whose real code is in the error).
    pub const fn as_str(self) -> &'static str {
        match self {
            HostErrorKind::Core => "core",
            HostErrorKind::PluginTimeout => "plugin_timeout",
            HostErrorKind::PluginOutOfMemory => "plugin_out_of_memory",
            HostErrorKind::PluginTrap => "plugin_trap",
            HostErrorKind::PluginInvalidOutput => "plugin_invalid_output",
            HostErrorKind::DigestMismatch => "component_digest_mismatch",
            HostErrorKind::ComponentInvalid => "component_invalid",
            HostErrorKind::PolicyInvalid => "policy_invalid",
            HostErrorKind::Io => "io_error",
        }
    }
}

/// An error of the host: a stable [`code`](HostError::code) and a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostError {
    kind: HostErrorKind,
    code: String,
    message: String,
}

impl HostError {
    /// A host error of `kind`.
    pub fn new(kind: HostErrorKind, message: impl Into<String>) -> HostError {
        HostError { kind, code: kind.as_str().to_string(), message: message.into() }
    }

    /// An error the core returned, with its stable code.
    pub fn core(code: impl Into<String>, message: impl Into<String>) -> HostError {
        HostError { kind: HostErrorKind::Core, code: code.into(), message: message.into() }
    }

    /// The kind.
    pub fn kind(&self) -> HostErrorKind {
        self.kind
    }

    /// The stable code: the core's code for [`HostErrorKind::Core`], else
    /// the kind's (`plugin_timeout`, `component_digest_mismatch`, ...).
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The human-readable message.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// An I/O error about `what` (a path, `stdin`, ...).
    pub fn io(what: impl fmt::Display, e: std::io::Error) -> HostError {
        HostError::new(HostErrorKind::Io, format!("{what}: {e}"))
    }
}

impl fmt::Display for HostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for HostError {}

/// Results of the host.
pub type Result<T, E = HostError> = std::result::Result<T, E>;
