//! Where a value is in a YAML text: YAML policies are checked against the
//! schema as plain values, which keep no place, so an error's path is
//! found again in the text.
//!
//! The text is read a second time by the YAML reader itself, with a reader
//! that steps along the path and stops, with an error of its own, at the
//! value (or key) the path names. The YAML reader marks an error with the
//! place of the node it was reading, so that place is the value's, however
//! the YAML writes it (block or flow style, quoted keys, aliases, comments).

use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};

use memwarden::json::Step;

/// The message of the error that stops the reader: distinct from any the
/// YAML reader writes.
const HERE: &str = "memwarden-policy: the value sought";

/// The line and column (both from 1; columns count characters) where the
/// value at `path` begins in `text`, or the key that ends `path` when
/// `about_key`. `None` when the text does not have the path.
pub(crate) fn place(text: &str, path: &[Step<'_>], about_key: bool) -> Option<(usize, usize)> {
    let err = Seek { path, about_key }.deserialize(serde_norway::Deserializer::from_str(text)).err()?;
    if !err.to_string().contains(HERE) {
        return None;
    }
    let at = err.location()?;
    Some((at.line(), at.column()))
}

/// Reads a node, stepping along `path`.
struct Seek<'p, 'a> {
    path: &'p [Step<'a>],
    about_key: bool,
}

fn here<E: de::Error>() -> E {
    E::custom(HERE)
}

impl<'de> DeserializeSeed<'de> for Seek<'_, '_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl Seek<'_, '_> {
    /// A scalar: the value sought when the path ends here; otherwise the
    /// path leads nowhere.
    fn scalar<E: de::Error>(&self) -> Result<(), E> {
        if self.path.is_empty() {
            Err(here())
        } else {
            Ok(())
        }
    }
}

impl<'de> Visitor<'de> for Seek<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("any YAML node")
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
        self.scalar()
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<(), E> {
        self.scalar()
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<(), E> {
        self.scalar()
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<(), E> {
        self.scalar()
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<(), E> {
        self.scalar()
    }
    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        self.scalar()
    }
    fn visit_none<E: de::Error>(self) -> Result<(), E> {
        self.scalar()
    }
    fn visit_some<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let Some((Step::Index(i), rest)) = self.path.split_first() else {
            return if self.path.is_empty() { Err(here()) } else { Ok(()) };
        };
        for _ in 0..*i {
            if seq.next_element::<IgnoredAny>()?.is_none() {
                return Ok(());
            }
        }
        seq.next_element_seed(Seek { path: rest, about_key: self.about_key })?;
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let Some((Step::Key(want), rest)) = self.path.split_first() else {
            return if self.path.is_empty() { Err(here()) } else { Ok(()) };
        };
        let stop_at_key = rest.is_empty() && self.about_key;
        while let Some(found) = map.next_key_seed(Key { want, stop_at_key })? {
            if found {
                return map.next_value_seed(Seek { path: rest, about_key: self.about_key });
            }
            map.next_value::<IgnoredAny>()?;
        }
        Ok(())
    }
}

/// Reads a key: whether it is the one sought (stopping there when the
/// error is about the key itself).
struct Key<'a> {
    want: &'a str,
    stop_at_key: bool,
}

impl<'de> DeserializeSeed<'de> for Key<'_> {
    type Value = bool;

    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<bool, D::Error> {
        d.deserialize_any(self)
    }
}

impl Key<'_> {
    fn compare<E: de::Error>(&self, key: &str) -> Result<bool, E> {
        match key == self.want {
            true if self.stop_at_key => Err(here()),
            same => Ok(same),
        }
    }
}

impl<'de> Visitor<'de> for Key<'_> {
    type Value = bool;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a mapping key")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<bool, E> {
        self.compare(v)
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<bool, E> {
        self.compare(&v.to_string())
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<bool, E> {
        self.compare(&v.to_string())
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<bool, E> {
        self.compare(&v.to_string())
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<bool, E> {
        self.compare(&v.to_string())
    }
    fn visit_unit<E: de::Error>(self) -> Result<bool, E> {
        self.compare("null")
    }
    // A key that is a sequence or mapping is no policy key.
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<bool, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(false)
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<bool, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str, path: &[Step<'_>]) -> Option<(usize, usize)> {
        place(text, path, false)
    }

    #[test]
    fn a_block_value_is_placed_where_it_begins() {
        let text = "# policy\nwrite:\n  maxContentChars: 100\n  agentPerMinute: lots\n";
        assert_eq!(at(text, &[Step::Key("write"), Step::Key("agentPerMinute")]), Some((4, 19)));
        assert_eq!(at(text, &[Step::Key("write")]), Some((3, 3)));
    }

    #[test]
    fn a_key_is_placed_where_it_begins() {
        let text = "write:\n  maxContentChars: 100\n  agentPerMinut: 3\n";
        assert_eq!(place(text, &[Step::Key("write"), Step::Key("agentPerMinut")], true), Some((3, 3)));
    }

    #[test]
    fn sequences_flow_style_and_quoted_keys_are_followed() {
        let text = "scan:\n  rules:\n    - {id: a.b, pattern: x}\n    - id: c.d\n      \"pattern\": [1]\n";
        assert_eq!(at(text, &[Step::Key("scan"), Step::Key("rules"), Step::Index(1), Step::Key("pattern")]), Some((5, 18)));
        assert_eq!(at(text, &[Step::Key("scan"), Step::Key("rules"), Step::Index(0), Step::Key("pattern")]), Some((3, 26)));
    }

    #[test]
    fn columns_count_characters() {
        // (`é` is two bytes, one character)
        let text = "scan:\n  allowPhrases: [\"é\", 5]\n";
        assert_eq!(at(text, &[Step::Key("scan"), Step::Key("allowPhrases"), Step::Index(1)]), Some((2, 23)));
    }

    #[test]
    fn a_path_the_text_does_not_have_has_no_place() {
        let text = "write:\n  agentPerMinute: 3\n";
        assert_eq!(at(text, &[Step::Key("scan")]), None);
        assert_eq!(at(text, &[Step::Key("write"), Step::Index(0)]), None);
        assert_eq!(at(text, &[Step::Key("write"), Step::Key("agentPerMinute"), Step::Key("x")]), None);
        assert_eq!(at("a: [1]\n", &[Step::Key("a"), Step::Index(1)]), None);
    }
}
