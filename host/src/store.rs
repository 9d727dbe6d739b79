//! The JSONL audit store: one AuditRecord per line, appended with `fsync`,
//! and its signed checkpoint beside it.
//!
//! An append is complete when its line, newline included, is on disk:
//! [`append`] writes the lines and calls `fsync` before returning. A crash
//! in the middle of an append can leave a **torn tail**: bytes after the
//! last newline. [`read`] reports them separately ([`StoreContents::torn_tail`])
//! and never parses or drops them silently; a torn tail is not tampering
//! (nothing that was acknowledged is missing) and [`repair`] removes it
//! explicitly. A complete line that is not an audit record is tampering
//! and is reported by the verifier as such.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use memwarden::AuditRecord;
use serde::Serialize;

use crate::error::{HostError, Result};

/// Bytes after the last newline: an append that never completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TornTail {
    /// Offset of the first torn byte (the length of the complete part).
    pub offset: u64,
    /// Number of torn bytes.
    pub bytes: u64,
}

/// What a store file holds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StoreContents {
    /// The complete lines that parse as audit records, up to the first
    /// that does not.
    pub records: Vec<AuditRecord>,
    /// The 1-based line number of the first complete line that is not an
    /// audit record, if any (records after it are not read).
    pub malformed_line: Option<usize>,
    /// Bytes after the last newline.
    pub torn_tail: Option<TornTail>,
}

/// The default checkpoint file of a store: `<store>.checkpoint.json`.
pub fn checkpoint_path(store: &Path) -> PathBuf {
    let mut s = store.as_os_str().to_owned();
    s.push(".checkpoint.json");
    PathBuf::from(s)
}

/// Reads a store; a missing file is an empty store.
pub fn read(path: &Path) -> Result<StoreContents> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(HostError::io(path.display(), e)),
    };
    let complete = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let torn_tail = (complete < bytes.len()).then(|| TornTail { offset: complete as u64, bytes: (bytes.len() - complete) as u64 });
    let mut out = StoreContents { torn_tail, ..StoreContents::default() };
    // The complete part ends with a newline: drop it and split the lines.
    if complete > 0 {
        for (i, line) in bytes[..complete - 1].split(|&b| b == b'\n').enumerate() {
            // The core's strict reader: a record only from an object, no key twice.
            match std::str::from_utf8(line).ok().map(memwarden::json::from_str::<AuditRecord>) {
                Some(Ok(r)) => out.records.push(r),
                _ => {
                    out.malformed_line = Some(i + 1);
                    break;
                }
            }
        }
    }
    Ok(out)
}

/// Appends records, one line each, and `fsync`s the file (and, when the
/// file is new, its directory) before returning.
pub fn append(path: &Path, records: &[AuditRecord]) -> Result<()> {
    let existed = path.exists();
    let mut buf = Vec::new();
    for r in records {
        serde_json::to_writer(&mut buf, r).map_err(|e| HostError::io(path.display(), e.into()))?;
        buf.push(b'\n');
    }
    let mut f = OpenOptions::new().create(true).append(true).open(path).map_err(|e| HostError::io(path.display(), e))?;
    f.write_all(&buf).map_err(|e| HostError::io(path.display(), e))?;
    f.sync_all().map_err(|e| HostError::io(path.display(), e))?;
    if !existed {
        sync_dir(path)?;
    }
    Ok(())
}

/// Removes a torn tail (and nothing else) and `fsync`s the file.
pub fn repair(path: &Path, torn: &TornTail) -> Result<()> {
    let f = OpenOptions::new().write(true).open(path).map_err(|e| HostError::io(path.display(), e))?;
    f.set_len(torn.offset).map_err(|e| HostError::io(path.display(), e))?;
    f.sync_all().map_err(|e| HostError::io(path.display(), e))
}

/// Writes `bytes` to `path` atomically (temporary file, `fsync`, rename,
/// directory `fsync`): used for checkpoints.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    let tmp = {
        let mut s = path.as_os_str().to_owned();
        s.push(format!(".tmp{}", std::process::id()));
        PathBuf::from(s)
    };
    let mut f = File::create(&tmp).map_err(|e| HostError::io(tmp.display(), e))?;
    f.write_all(bytes).map_err(|e| HostError::io(tmp.display(), e))?;
    f.sync_all().map_err(|e| HostError::io(tmp.display(), e))?;
    std::fs::rename(&tmp, path).map_err(|e| HostError::io(path.display(), e))?;
    sync_dir(path)
}

fn sync_dir(path: &Path) -> Result<()> {
    #[cfg(unix)]
    {
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        File::open(dir).and_then(|d| d.sync_all()).map_err(|e| HostError::io(dir.display(), e))?;
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}
