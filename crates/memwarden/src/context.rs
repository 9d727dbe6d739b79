//! Where content comes from and how strictly it is judged.

use serde::{Deserialize, Serialize};

/// Where a piece of content came from. The source decides the default
/// action per category (third-party content is judged harder) and the
/// default trust of a memory written from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// The application itself (system prompt, configuration).
    System,
    /// Typed by the user the agent serves.
    UserInput,
    /// Produced by a model.
    LlmGenerated,
    /// Returned by a tool the agent called (web page, e-mail, API answer).
    ToolResult,
    /// Any other third-party data (documents, retrieved files).
    ExternalData,
}

impl Source {
    /// Every source, in a fixed order.
    pub const ALL: [Source; 5] = [
        Source::System,
        Source::UserInput,
        Source::LlmGenerated,
        Source::ToolResult,
        Source::ExternalData,
    ];

    /// The stable snake_case name, as in JSON.
    pub const fn as_str(self) -> &'static str {
        match self {
            Source::System => "system",
            Source::UserInput => "user_input",
            Source::LlmGenerated => "llm_generated",
            Source::ToolResult => "tool_result",
            Source::ExternalData => "external_data",
        }
    }

    /// Parses the snake_case name.
    pub fn parse(s: &str) -> Option<Source> {
        Source::ALL.into_iter().find(|x| x.as_str() == s)
    }

    /// True for content written by someone other than the user or the
    /// application: tool results and external data.
    pub const fn is_third_party(self) -> bool {
        matches!(self, Source::ToolResult | Source::ExternalData)
    }
}

/// Which rule set runs. `strict` runs every rule, including heuristics
/// that look for requests addressed to the agent inside data; `relaxed`
/// runs only rules whose matches are unambiguous.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// Every rule (default).
    #[default]
    Strict,
    /// High-precision rules only.
    Relaxed,
}

impl Scope {
    /// Every scope, in a fixed order.
    pub const ALL: [Scope; 2] = [Scope::Strict, Scope::Relaxed];

    /// The stable snake_case name, as in JSON.
    pub const fn as_str(self) -> &'static str {
        match self {
            Scope::Strict => "strict",
            Scope::Relaxed => "relaxed",
        }
    }

    /// Parses the snake_case name.
    pub fn parse(s: &str) -> Option<Scope> {
        Scope::ALL.into_iter().find(|x| x.as_str() == s)
    }
}

/// What the scanner needs to know about a piece of content besides its text.
///
/// JSON shape: `{"source": "tool_result", "scope": "strict"}`; both fields
/// are optional and default to `tool_result` and `strict` (judge unknown
/// content as third-party content).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScanContext {
    /// Where the content came from.
    #[serde(default = "default_source")]
    pub source: Source,
    /// Which rule set runs.
    #[serde(default)]
    pub scope: Scope,
}

fn default_source() -> Source {
    Source::ToolResult
}

impl Default for ScanContext {
    fn default() -> Self {
        ScanContext { source: Source::ToolResult, scope: Scope::Strict }
    }
}

impl ScanContext {
    /// A context for content from `source`, judged with the strict scope.
    pub const fn new(source: Source) -> Self {
        ScanContext { source, scope: Scope::Strict }
    }

    /// The same context with another scope.
    pub const fn with_scope(mut self, scope: Scope) -> Self {
        self.scope = scope;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_source_and_scope_name_is_its_json_form_and_parses_back() {
        for s in Source::ALL {
            assert_eq!(serde_json::to_value(s).unwrap(), serde_json::Value::from(s.as_str()));
            assert_eq!(Source::parse(s.as_str()), Some(s));
        }
        for s in Scope::ALL {
            assert_eq!(serde_json::to_value(s).unwrap(), serde_json::Value::from(s.as_str()));
            assert_eq!(Scope::parse(s.as_str()), Some(s));
        }
        assert_eq!(Source::parse("Tool_Result"), None);
        assert_eq!(Scope::parse(""), None);
    }
}
