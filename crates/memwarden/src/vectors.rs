//! Conformance vectors (stub).
