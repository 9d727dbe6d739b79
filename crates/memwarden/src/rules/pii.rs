//! Placeholder.
use super::RuleDef;
pub(crate) const RULES: &[RuleDef] = &[];
