//! Property tests for the places schema errors name: a policy written as
//! YAML and as JSON is refused with the same error in both, each naming a
//! line and column in its own text.

use proptest::prelude::*;
use serde_json::Value;

/// Keys of the policy schema (and a few that are not), so that generated
/// documents often have a policy's shape.
const KEYS: &[&str] = &[
    "scan", "write", "context", "guard", "actions", "sourceActions", "allowRules", "allowPhrases", "rules", "limits", "maxInputBytes",
    "maxContentChars", "agentPerMinute", "minTrust", "injection", "pii", "user_input", "tool_result", "id", "category", "pattern", "nope",
];

fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        prop::sample::select(vec!["flag", "reject", "pii.email", "strict", "high", "x y", "a: b", "- c", "#d", "", "é"]).prop_map(Value::from),
        (0u64..100).prop_map(Value::from),
        Just(Value::from(-1)),
        Just(Value::from(0.5)),
        any::<bool>().prop_map(Value::from),
        Just(Value::Null),
    ]
}

/// Policy-like documents: objects keyed from [`KEYS`], arrays, leaves.
fn policy_like() -> impl Strategy<Value = Value> {
    let node = leaf().prop_recursive(4, 32, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(prop::sample::select(KEYS.to_vec()).prop_map(String::from), inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    });
    prop::collection::btree_map(prop::sample::select(KEYS.to_vec()).prop_map(String::from), node, 1..4).prop_map(|m| Value::Object(m.into_iter().collect()))
}

/// The error without its format and its place, and the place.
fn split(message: &str, format: &str) -> (String, Option<(usize, usize)>) {
    let message = message.strip_prefix(&format!("{format} policy: ")).unwrap_or(message);
    match message.rsplit_once(" at line ") {
        Some((head, place)) => {
            let (line, column) = place.split_once(" column ").unwrap();
            (head.to_string(), Some((line.parse().unwrap(), column.parse().unwrap())))
        }
        None => (message.to_string(), None),
    }
}

/// Where each node of `text` begins, by its path written as errors write
/// it (`scan.rules[1].id`; the root is ``), and where each key begins:
/// (path, is the key, line, column), from the events of libyaml, the parser
/// serde_norway runs, driven directly.
fn node_marks(text: &str) -> Vec<(String, bool, usize, usize)> {
    use std::mem::MaybeUninit;
    use unsafe_libyaml_norway as unsafe_yaml;
    enum Frame {
        Map { key: Option<String> },
        Seq { index: usize },
    }
    let path = |stack: &[Frame]| {
        let mut p = String::new();
        for f in stack {
            match f {
                Frame::Map { key: Some(k) } if p.is_empty() => p.push_str(k),
                Frame::Map { key: Some(k) } => p.push_str(&format!(".{k}")),
                Frame::Map { key: None } => {}
                Frame::Seq { index } => p.push_str(&format!("[{index}]")),
            }
        }
        p
    };
    // After a value: its mapping waits for a key, its sequence for the next item.
    let done = |stack: &mut Vec<Frame>| match stack.last_mut() {
        Some(Frame::Map { key }) => *key = None,
        Some(Frame::Seq { index }) => *index += 1,
        None => {}
    };
    let mut out = Vec::new();
    let mut stack: Vec<Frame> = Vec::new();
    // SAFETY: the parser is initialised before use and deleted after; every
    // event is deleted once read; `text` outlives the parser.
    unsafe {
        let mut parser = MaybeUninit::<unsafe_yaml::yaml_parser_t>::uninit();
        assert!(unsafe_yaml::yaml_parser_initialize(parser.as_mut_ptr()).ok);
        let parser = parser.as_mut_ptr();
        unsafe_yaml::yaml_parser_set_input_string(parser, text.as_ptr(), text.len() as u64);
        loop {
            let mut event = MaybeUninit::<unsafe_yaml::yaml_event_t>::uninit();
            assert!(!unsafe_yaml::yaml_parser_parse(parser, event.as_mut_ptr()).fail, "the text is YAML");
            let event = event.as_mut_ptr();
            let kind = (*event).type_;
            let at = ((*event).start_mark.line as usize + 1, (*event).start_mark.column as usize + 1);
            let awaits_key = matches!(stack.last(), Some(Frame::Map { key: None }));
            if kind == unsafe_yaml::YAML_SCALAR_EVENT && awaits_key {
                let s = (*event).data.scalar;
                let key = String::from_utf8(std::slice::from_raw_parts(s.value, s.length as usize).to_vec()).unwrap();
                if let Some(Frame::Map { key: k }) = stack.last_mut() {
                    *k = Some(key);
                }
                out.push((path(&stack), true, at.0, at.1));
            } else if kind == unsafe_yaml::YAML_SCALAR_EVENT {
                out.push((path(&stack), false, at.0, at.1));
                done(&mut stack);
            } else if kind == unsafe_yaml::YAML_MAPPING_START_EVENT || kind == unsafe_yaml::YAML_SEQUENCE_START_EVENT {
                assert!(!awaits_key, "no collection is a key");
                out.push((path(&stack), false, at.0, at.1));
                stack.push(if kind == unsafe_yaml::YAML_MAPPING_START_EVENT { Frame::Map { key: None } } else { Frame::Seq { index: 0 } });
            } else if kind == unsafe_yaml::YAML_MAPPING_END_EVENT || kind == unsafe_yaml::YAML_SEQUENCE_END_EVENT {
                stack.pop();
                done(&mut stack);
            }
            let end = kind == unsafe_yaml::YAML_STREAM_END_EVENT;
            unsafe_yaml::yaml_event_delete(event);
            if end {
                break;
            }
        }
        unsafe_yaml::yaml_parser_delete(parser);
    }
    out
}

/// The path an error names (`` for the whole document): a schema error
/// writes `PATH: reason`, a value the policy refuses `PATH must ...`.
fn error_path(head: &str) -> &str {
    let p = head.split([':', ' ']).next().unwrap_or("");
    match p.split(['.', '[']).all(|s| s.is_empty() || KEYS.contains(&s) || s.trim_end_matches(']').parse::<usize>().is_ok()) {
        true => p,
        false => "",
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn a_schema_error_is_the_same_and_placed_in_either_format(v in policy_like()) {
        let yaml = serde_norway::to_string(&v).unwrap();
        let json = serde_json::to_string_pretty(&v).unwrap();
        let (y, j) = (memwarden_policy::from_yaml(&yaml), memwarden_policy::from_json(&json));
        prop_assert_eq!(y.is_ok(), j.is_ok(), "{}\n{}", yaml, json);
        if let (Err(y), Err(j)) = (y, j) {
            let ((y, y_at), (j, j_at)) = (split(y.message(), "YAML"), split(j.message(), "JSON"));
            prop_assert_eq!(&y, &j, "{}\n{}", yaml, json);
            // Every schema error names a path and a place; an error found
            // after the schema (a rule that does not compile) names neither.
            if j_at.is_some() {
                prop_assert!(y_at.is_some(), "{} has no place in\n{}", y, yaml);
                // The place is where libyaml says the node (or, for a key
                // that is no field or variant, the key) begins.
                let path = error_path(&y);
                let key = path.rsplit(['.', '[']).next().filter(|k| y.contains(&format!("unknown field `{k}`")) || y.contains(&format!("unknown variant `{k}`")));
                let (line, column) = y_at.unwrap();
                let expected = node_marks(&yaml).into_iter().find(|m| m.0 == path && m.1 == key.is_some()).map(|m| (m.2, m.3));
                prop_assert_eq!(Some((line, column)), expected, "{} in\n{}", y, yaml);
            }
        }
    }
}
