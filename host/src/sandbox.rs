//! The sandbox every guest runs in: one engine with epoch interruption, a
//! ticker thread that advances the epoch, per-call stores with a memory
//! cap and a deadline, the component loader (digest check, compile cache)
//! and the mapping of traps to stable error kinds.

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use sha2::{Digest, Sha256};
use wasmtime::component::Component;
use wasmtime::{Config, Engine, ResourceLimiter, Store, Trap};

use crate::error::{HostError, HostErrorKind, Result};

/// How often the ticker advances the engine's epoch: the granularity of
/// every deadline.
pub const TICK: Duration = Duration::from_millis(2);

/// Limits applied to every call of one guest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest linear memory, in bytes.
    pub memory_bytes: usize,
    /// Wall-clock deadline of one call (instantiation included).
    pub timeout: Duration,
}

impl Limits {
    /// Limits for the core component: 256 MiB and 10 s. The
    /// pre-initialised component starts with about 59 MiB (the compiled
    /// built-in rules, about 125 KiB each), which a scan policy keeping
    /// the built-in rule set shares; a call with a scan policy of another
    /// rule set (user rules, `allowRules`) compiles its own rules and,
    /// lazily, the built-in rules its texts wake (about 36 ms for one
    /// short text, `make bench-host`).
    pub const CORE_DEFAULT: Limits = Limits { memory_bytes: 256 << 20, timeout: Duration::from_secs(10) };
    /// Default limits of a policy plugin: 64 MiB and 1 s.
    pub const PLUGIN_DEFAULT: Limits = Limits { memory_bytes: 64 << 20, timeout: Duration::from_secs(1) };
}

/// A resource limiter that remembers that it refused to grow memory, so a
/// trap that follows is reported as `plugin_out_of_memory`.
pub struct GuestState {
    cap: usize,
    refused: bool,
}

impl ResourceLimiter for GuestState {
    fn memory_growing(&mut self, _current: usize, desired: usize, _maximum: Option<usize>) -> wasmtime::Result<bool> {
        let ok = desired <= self.cap;
        if !ok {
            self.refused = true;
        }
        Ok(ok)
    }

    fn table_growing(&mut self, _current: usize, desired: usize, _maximum: Option<usize>) -> wasmtime::Result<bool> {
        // Tables hold function references; 100k entries is far beyond any
        // real guest and bounds a table-growing loop.
        let ok = desired <= 100_000;
        if !ok {
            self.refused = true;
        }
        Ok(ok)
    }
}

/// Stops the epoch ticker when the last engine user is gone.
struct Ticker {
    stop: Arc<AtomicBool>,
}

impl Drop for Ticker {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The engine shared by the core component and every plugin.
#[derive(Clone)]
pub struct Sandbox {
    engine: Engine,
    _ticker: Arc<Ticker>,
}

impl Sandbox {
    /// An engine with epoch interruption (for deadlines) and a ticker
    /// thread advancing its epoch every [`TICK`].
    pub fn new() -> Result<Sandbox> {
        let mut config = Config::new();
        config.epoch_interruption(true);
        let engine = Engine::new(&config).map_err(|e| HostError::new(HostErrorKind::ComponentInvalid, format!("wasmtime engine: {e}")))?;
        let stop = Arc::new(AtomicBool::new(false));
        let (e, s) = (engine.clone(), stop.clone());
        std::thread::Builder::new()
            .name("memwarden-epoch".into())
            .spawn(move || {
                while !s.load(Ordering::Relaxed) {
                    std::thread::sleep(TICK);
                    e.increment_epoch();
                }
            })
            .map_err(|e| HostError::io("epoch ticker thread", e))?;
        Ok(Sandbox { engine, _ticker: Arc::new(Ticker { stop }) })
    }

    /// The wasmtime engine.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// A fresh store for one call: memory cap and deadline set.
    pub fn store(&self, limits: &Limits) -> Store<GuestState> {
        let mut store = Store::new(&self.engine, GuestState { cap: limits.memory_bytes, refused: false });
        store.limiter(|s| s as &mut dyn ResourceLimiter);
        let ticks = (limits.timeout.as_micros() / TICK.as_micros()).max(1) as u64;
        store.set_epoch_deadline(ticks);
        store.epoch_deadline_trap();
        store
    }

    /// Runs `f` in a fresh store and maps a failure to a stable kind:
    /// deadline → `plugin_timeout`, refused memory growth →
    /// `plugin_out_of_memory`, any other trap → `plugin_trap`. `who` names
    /// the guest in messages.
    pub fn run<T>(&self, who: &str, limits: &Limits, f: impl FnOnce(&mut Store<GuestState>) -> wasmtime::Result<T>) -> Result<T> {
        let mut store = self.store(limits);
        let started = Instant::now();
        match f(&mut store) {
            Ok(v) => Ok(v),
            Err(e) => Err(classify(who, limits, store.data().refused, started.elapsed(), &e)),
        }
    }
}

fn classify(who: &str, limits: &Limits, refused_memory: bool, elapsed: Duration, e: &wasmtime::Error) -> HostError {
    let trap = e.downcast_ref::<Trap>().copied();
    if matches!(trap, Some(Trap::Interrupt) | Some(Trap::OutOfFuel)) {
        return HostError::new(
            HostErrorKind::PluginTimeout,
            format!("{who}: stopped after {} ms (deadline {} ms)", elapsed.as_millis(), limits.timeout.as_millis()),
        );
    }
    if refused_memory {
        return HostError::new(
            HostErrorKind::PluginOutOfMemory,
            format!("{who}: memory cap of {} MiB reached", limits.memory_bytes >> 20),
        );
    }
    HostError::new(HostErrorKind::PluginTrap, format!("{who}: {e:#}"))
}

/// Lowercase hex SHA-256 of `bytes`.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// How a component was loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadInfo {
    /// Lowercase hex SHA-256 of the component file.
    pub sha256: String,
    /// Size of the component, in bytes.
    pub size: usize,
    /// True when the compiled code came from the cache.
    pub from_cache: bool,
    /// Time to compile or deserialise.
    pub elapsed: Duration,
}

/// Where and whether compiled components are cached.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Cache {
    /// `$MEMWARDEN_CACHE_DIR`, else `$XDG_CACHE_HOME/memwarden`, else
    /// `~/.cache/memwarden`; no cache when none of them is set.
    #[default]
    Default,
    /// This directory.
    Dir(PathBuf),
    /// Compile every time.
    Off,
}

impl Cache {
    fn dir(&self) -> Option<PathBuf> {
        match self {
            Cache::Off => None,
            Cache::Dir(d) => Some(d.clone()),
            Cache::Default => {
                let env = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty()).map(PathBuf::from);
                env("MEMWARDEN_CACHE_DIR")
                    .or_else(|| env("XDG_CACHE_HOME").map(|d| d.join("memwarden")))
                    .or_else(|| env("HOME").map(|d| d.join(".cache").join("memwarden")))
            }
        }
    }
}

/// Checks `bytes` against `expected` (hex SHA-256, any case) and compiles
/// them, or loads the compiled code from the cache.
///
/// The cache key is the component's SHA-256 together with a hash of the
/// engine's compatibility fingerprint (wasmtime version and every setting
/// that affects compiled code), so a cached artifact is only ever used by
/// the same wasmtime build and configuration for the same component.
pub fn load_component(sandbox: &Sandbox, what: &str, bytes: &[u8], expected: Option<&str>, cache: &Cache) -> Result<(Component, LoadInfo)> {
    let started = Instant::now();
    let digest = sha256_hex(bytes);
    if let Some(want) = expected {
        let want = want.trim().trim_start_matches("sha256:").to_ascii_lowercase();
        if want != digest {
            return Err(HostError::new(
                HostErrorKind::DigestMismatch,
                format!("{what}: SHA-256 is {digest}, expected {want}; refusing to load it"),
            ));
        }
    }
    let engine = sandbox.engine();
    let mut h = std::collections::hash_map::DefaultHasher::new();
    engine.precompile_compatibility_hash().hash(&mut h);
    env!("CARGO_PKG_VERSION").hash(&mut h);
    let file = cache.dir().map(|d| d.join(format!("{digest}-{:016x}.cwasm", h.finish())));
    let info = |from_cache| LoadInfo { sha256: digest.clone(), size: bytes.len(), from_cache, elapsed: started.elapsed() };
    if let Some(path) = &file {
        if path.is_file() {
            if let Ok(c) = deserialize_cached(engine, path) {
                return Ok((c, info(true)));
            }
        }
    }
    let component = Component::new(engine, bytes)
        .map_err(|e| HostError::new(HostErrorKind::ComponentInvalid, format!("{what}: not a loadable component: {e:#}")))?;
    if let Some(path) = &file {
        // A cache that cannot be written only costs the next start time.
        let _ = write_cache(path, &component);
    }
    Ok((component, info(false)))
}

/// The one `unsafe` spot of the crate.
fn deserialize_cached(engine: &Engine, path: &Path) -> wasmtime::Result<Component> {
    // SAFETY: `Component::deserialize` trusts its input to be code
    // that wasmtime compiled. The file lives in the host's private cache
    // directory (created 0700), was written by `write_cache` below from
    // `Component::serialize`, and is named by the SHA-256 of the component
    // it was compiled from and by the engine's compatibility fingerprint,
    // so it is never used for another component, wasmtime version or
    // configuration; wasmtime additionally checks its header against the
    // engine and refuses a mismatch.
    //
    // The file is read into memory first rather than mapped, so a cache
    // file replaced or truncated while the host runs cannot fault it.
    let bytes = std::fs::read(path)?;
    unsafe { Component::deserialize(engine, &bytes) }
}

fn write_cache(path: &Path, component: &Component) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))?;
    }
    let bytes = component.serialize().map_err(|e| std::io::Error::other(e.to_string()))?;
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path)
}
