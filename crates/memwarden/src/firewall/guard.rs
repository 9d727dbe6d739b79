//! The action guard: which tools an agent may call, how often, how many
//! times in a row, and at what cost.

use alloc::format;
use alloc::string::String;

use serde::{Deserialize, Serialize};

use super::Firewall;
use crate::error::ErrorCode;

/// A tool call the agent wants to make.
///
/// JSON: `{"tool": "search", "cost": 3}` (`cost` defaults to 0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ToolCall {
    /// The tool's name.
    pub tool: String,
    /// The action's cost in host-defined units.
    #[serde(default)]
    pub cost: u64,
}

/// What the current turn has done so far; the host starts each turn with
/// `TurnState::default()` and keeps the state each allowed call returns.
///
/// JSON: `{"calls": 2, "lastTool": "search", "consecutive": 2}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct TurnState {
    /// Tool calls allowed in this turn.
    pub calls: u32,
    /// The last tool called.
    pub last_tool: Option<String>,
    /// How many times in a row `lastTool` was called.
    pub consecutive: u32,
}

/// The guard's answer.
///
/// JSON: `{"allowed": false, "code": "tool_not_allowed", "message": "...", "state": TurnState}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GuardDecision {
    /// True when the call may proceed.
    pub allowed: bool,
    /// The denial's stable code (`null` when allowed).
    pub code: Option<ErrorCode>,
    /// What happened, for humans.
    pub message: String,
    /// The turn state after this call (unchanged when denied).
    pub state: TurnState,
}

impl Firewall {
    /// Checks `call` against the guard policy given what the turn has done.
    ///
    /// Checked in order: the allow list (`tool_not_allowed`), the cost
    /// (`cost_limit`), the calls per turn (`tool_call_limit`), the same
    /// tool in a row (`consecutive_call_limit`).
    pub fn check_action(&self, call: &ToolCall, turn: &TurnState) -> GuardDecision {
        let g = &self.policy.guard;
        let deny = |code: ErrorCode, message: String| GuardDecision { allowed: false, code: Some(code), message, state: turn.clone() };
        if !g.allowed_tools.iter().any(|t| t == "*" || *t == call.tool) {
            return deny(ErrorCode::ToolNotAllowed, format!("tool {:?} is not on the allow list", call.tool));
        }
        if call.cost > g.max_cost_per_action {
            return deny(ErrorCode::CostLimit, format!("the action costs {}; the limit is {}", call.cost, g.max_cost_per_action));
        }
        if turn.calls >= g.max_calls_per_turn {
            return deny(ErrorCode::ToolCallLimit, format!("the turn already made {} tool calls; the limit is {}", turn.calls, g.max_calls_per_turn));
        }
        let same = turn.last_tool.as_deref() == Some(call.tool.as_str());
        let consecutive = if same { turn.consecutive.saturating_add(1) } else { 1 };
        if consecutive > g.max_consecutive_calls {
            return deny(
                ErrorCode::ConsecutiveCallLimit,
                format!("{:?} was called {} times in a row; the limit is {}", call.tool, turn.consecutive, g.max_consecutive_calls),
            );
        }
        GuardDecision {
            allowed: true,
            code: None,
            message: String::from("allowed"),
            state: TurnState { calls: turn.calls + 1, last_tool: Some(call.tool.clone()), consecutive },
        }
    }
}
