//! Policy plugins: third-party detectors (`memwarden:detector` world,
//! `wit/detector.wit`) listed in the policy file, sandboxed like the core.
//!
//! A plugin never decides anything itself: the host runs it, checks its
//! answer against the detector contract, names each finding
//! `plugin.<name>.<rule>` and hands the findings to the core, which merges
//! them into the verdict (`Scanner::scan_with_external` is the one place
//! where that happens; see its documentation for the rules).

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Serialize};
use wasmtime::component::Linker;

use crate::error::{HostError, HostErrorKind, Result};
use crate::sandbox::{load_component, Cache, GuestState, Limits, LoadInfo, Sandbox};

pub(crate) mod bindings {
    wasmtime::component::bindgen!({ path: "../wit/detector.wit", world: "detector" });
}

/// One entry of the policy file's `plugins:` list.
///
/// ```yaml
/// plugins:
///   - name: keywords                  # 1-16 of a-z 0-9 _ -
///     path: ../target/components/keyword-detector.wasm   # relative to the policy file
///     sha256: 3f1c...                  # optional: refuse any other file
///     timeoutMs: 200                   # default 1000
///     memoryMb: 32                     # default 64
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PluginSpec {
    /// The plugin's name: its findings are `plugin.<name>.<rule>`.
    pub name: String,
    /// The component file.
    pub path: PathBuf,
    /// Expected SHA-256 (hex); a different file is refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sha256: Option<String>,
    /// Deadline of one call, in milliseconds.
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
    /// Memory cap, in MiB.
    #[serde(default = "default_memory_mb")]
    pub memory_mb: u64,
}

fn default_timeout_ms() -> u64 {
    Limits::PLUGIN_DEFAULT.timeout.as_millis() as u64
}

fn default_memory_mb() -> u64 {
    (Limits::PLUGIN_DEFAULT.memory_bytes >> 20) as u64
}

fn valid_name(s: &str, max: usize) -> bool {
    !s.is_empty() && s.len() <= max && s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_' || b == b'-')
}

impl PluginSpec {
    /// Checks the name and limits.
    pub fn validate(&self) -> Result<()> {
        let bad = |m: String| Err(HostError::new(HostErrorKind::PolicyInvalid, format!("plugins: {m}")));
        if !valid_name(&self.name, 16) {
            return bad(format!("name {:?} must be 1-16 characters of a-z 0-9 _ -", self.name));
        }
        if self.timeout_ms == 0 || self.timeout_ms > 60_000 {
            return bad(format!("{}: timeoutMs must be between 1 and 60000", self.name));
        }
        if self.memory_mb == 0 || self.memory_mb > 4096 {
            return bad(format!("{}: memoryMb must be between 1 and 4096", self.name));
        }
        Ok(())
    }

    /// The limits of one call.
    pub fn limits(&self) -> Limits {
        Limits { memory_bytes: (self.memory_mb as usize) << 20, timeout: Duration::from_millis(self.timeout_ms) }
    }
}

/// A loaded, pre-instantiated plugin.
pub struct Plugin {
    spec: PluginSpec,
    pre: bindings::DetectorPre<GuestState>,
    info: LoadInfo,
}

impl Plugin {
    /// Loads the plugin's component (checking its digest when the spec
    /// has one) and pre-instantiates it. Relative paths are resolved
    /// against `base`.
    pub fn load(sandbox: &Sandbox, spec: PluginSpec, base: &Path, cache: &Cache) -> Result<Plugin> {
        spec.validate()?;
        let path = if spec.path.is_absolute() { spec.path.clone() } else { base.join(&spec.path) };
        let bytes = std::fs::read(&path).map_err(|e| HostError::io(format!("plugin {}: {}", spec.name, path.display()), e))?;
        let what = format!("plugin {} ({})", spec.name, path.display());
        let (component, info) = load_component(sandbox, &what, &bytes, spec.sha256.as_deref(), cache)?;
        let linker: Linker<GuestState> = Linker::new(sandbox.engine());
        let pre = linker
            .instantiate_pre(&component)
            .and_then(bindings::DetectorPre::new)
            .map_err(|e| HostError::new(HostErrorKind::ComponentInvalid, format!("{what}: not a memwarden:detector component: {e:#}")))?;
        Ok(Plugin { spec, pre, info })
    }

    /// The spec it was loaded from.
    pub fn spec(&self) -> &PluginSpec {
        &self.spec
    }

    /// How its component was loaded.
    pub fn load_info(&self) -> &LoadInfo {
        &self.info
    }

    /// Runs the detector on `text` in a fresh store and returns its
    /// findings named `plugin.<name>.<rule>`, after checking each against
    /// the contract (`plugin_invalid_output` otherwise).
    pub fn detect(&self, sandbox: &Sandbox, text: &str, ctx: &memwarden::ScanContext) -> Result<Vec<memwarden::ExternalFinding>> {
        let who = format!("plugin {}", self.spec.name);
        let context = bindings::ScanContext { source: source(ctx.source), scope: scope(ctx.scope) };
        let found = sandbox.run(&who, &self.spec.limits(), |store| {
            let d = self.pre.instantiate(&mut *store)?;
            d.call_detect(&mut *store, text, context)
        })?;
        found
            .into_iter()
            .map(|f| {
                let (start, end) = (f.start as usize, f.end as usize);
                if !valid_name(&f.rule, 40) {
                    return Err(HostError::new(HostErrorKind::PluginInvalidOutput, format!("{who}: rule {:?} must be 1-40 characters of a-z 0-9 _ -", f.rule)));
                }
                if start >= end || end > text.len() || !text.is_char_boundary(start) || !text.is_char_boundary(end) {
                    return Err(HostError::new(HostErrorKind::PluginInvalidOutput, format!("{who}: rule {}: span {start}..{end} is not a non-empty range of character boundaries", f.rule)));
                }
                Ok(memwarden::ExternalFinding {
                    rule_id: format!("plugin.{}.{}", self.spec.name, f.rule),
                    category: category(f.category),
                    severity: severity(f.severity),
                    span: memwarden::Span { start, end },
                })
            })
            .collect()
    }
}

fn source(s: memwarden::Source) -> bindings::Source {
    use bindings::Source as B;
    match s {
        memwarden::Source::System => B::System,
        memwarden::Source::UserInput => B::UserInput,
        memwarden::Source::LlmGenerated => B::LlmGenerated,
        memwarden::Source::ToolResult => B::ToolResult,
        memwarden::Source::ExternalData => B::ExternalData,
    }
}

fn scope(s: memwarden::Scope) -> bindings::Scope {
    match s {
        memwarden::Scope::Strict => bindings::Scope::Strict,
        memwarden::Scope::Relaxed => bindings::Scope::Relaxed,
    }
}

fn category(c: bindings::Category) -> memwarden::Category {
    use memwarden::Category as C;
    match c {
        bindings::Category::Injection => C::Injection,
        bindings::Category::Persistence => C::Persistence,
        bindings::Category::Exfiltration => C::Exfiltration,
        bindings::Category::Smuggling => C::Smuggling,
        bindings::Category::Pii => C::Pii,
        bindings::Category::Secret => C::Secret,
    }
}

fn severity(s: bindings::Severity) -> memwarden::Severity {
    use memwarden::Severity as S;
    match s {
        bindings::Severity::Low => S::Low,
        bindings::Severity::Medium => S::Medium,
        bindings::Severity::High => S::High,
        bindings::Severity::Critical => S::Critical,
    }
}
