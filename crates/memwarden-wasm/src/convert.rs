//! JavaScript values to JSON values, with `JSON.stringify` semantics.
//!
//! The core reads every input as JSON, so a JavaScript argument must become
//! exactly the `serde_json::Value` that parsing `JSON.stringify(arg)` would
//! give, without the text round trip (which could round floats differently
//! from JavaScript):
//!
//! * object properties whose value is `undefined`, a function or a symbol
//!   are left out; in arrays they become `null`; `toJSON()` is honoured
//!   (so a `Date` becomes its ISO string);
//! * a number is an integer when it is integral and within the range of
//!   `u64` (non-negative) or `i64` (negative), as `serde_json` reads the
//!   digits `JSON.stringify` writes for it; otherwise the same IEEE 754
//!   double; `NaN` and infinities are refused (JSON has none);
//! * a `BigInt` within `i64`/`u64` is an integer (for `u64` values beyond
//!   `Number.MAX_SAFE_INTEGER`);
//! * cyclic or absurdly deep values are refused, and so is a string that
//!   is not well-formed UTF-16 (a lone surrogate has no UTF-8 form;
//!   `JSON.stringify` would escape it, and the core's JSON parser refuses
//!   the escape).

use js_sys::{Array, Object, Reflect};
use serde_json::{Map, Number, Value};
use wasm_bindgen::{JsCast, JsValue};

/// Deeper than this is refused (the core's own limits are far lower).
const MAX_DEPTH: usize = 128;

/// Converts `value` to JSON (see the module documentation).
///
/// # Errors
///
/// A human-readable reason when the value has no JSON form.
pub fn to_json(value: &JsValue) -> Result<Value, String> {
    match convert(value, 0)? {
        Some(v) => Ok(v),
        None => Err(String::from("a value with no JSON form (undefined, a function or a symbol)")),
    }
}

/// `None` for the values `JSON.stringify` skips (undefined, functions, symbols).
fn convert(value: &JsValue, depth: usize) -> Result<Option<Value>, String> {
    if value.is_undefined() || value.is_function() || value.is_symbol() {
        return Ok(None);
    }
    if value.is_null() {
        return Ok(Some(Value::Null));
    }
    if let Some(b) = value.as_bool() {
        return Ok(Some(Value::Bool(b)));
    }
    if let Some(n) = value.as_f64() {
        return number(n).map(Some);
    }
    if let Some(s) = value.as_string() {
        // `as_string` replaces a lone surrogate with U+FFFD: the text the
        // core would read (and a record would keep) is then not the
        // caller's, and a surrogate could split a word the rules look for.
        // Refused instead (the per-unit check runs only when U+FFFD is
        // there).
        if s.contains('\u{FFFD}') && !value.unchecked_ref::<js_sys::JsString>().is_valid_utf16() {
            return Err(String::from("a string that is not well-formed UTF-16 (it holds a lone surrogate)"));
        }
        return Ok(Some(Value::String(s)));
    }
    if value.is_bigint() {
        return bigint(value).map(Some);
    }
    if depth >= MAX_DEPTH {
        return Err(format!("nests deeper than {MAX_DEPTH} levels (or is cyclic)"));
    }
    // toJSON(), as JSON.stringify calls it (Date and friends).
    if let Ok(to_json) = Reflect::get(value, &JsValue::from_str("toJSON")) {
        if let Some(f) = to_json.dyn_ref::<js_sys::Function>() {
            let replaced = f.call0(value).map_err(|_| String::from("toJSON() threw"))?;
            return convert(&replaced, depth + 1);
        }
    }
    if Array::is_array(value) {
        let array: &Array = value.unchecked_ref();
        let mut out = Vec::with_capacity(array.length() as usize);
        for item in array.iter() {
            out.push(convert(&item, depth + 1)?.unwrap_or(Value::Null));
        }
        return Ok(Some(Value::Array(out)));
    }
    if value.is_object() {
        let object: &Object = value.unchecked_ref();
        let mut out = Map::new();
        for key in Object::keys(object).iter() {
            let item = Reflect::get(object, &key).map_err(|_| String::from("a property getter threw"))?;
            if let Some(v) = convert(&item, depth + 1)? {
                out.insert(key.as_string().unwrap_or_default(), v);
            }
        }
        return Ok(Some(Value::Object(out)));
    }
    Err(String::from("a value with no JSON form"))
}

/// A JavaScript number as `serde_json` would read the text
/// `JSON.stringify` writes for it.
fn number(n: f64) -> Result<Value, String> {
    if !n.is_finite() {
        return Err(String::from("NaN and infinite numbers have no JSON form"));
    }
    // Integral numbers below 1e21 are written as plain digits, which
    // serde_json reads as u64 / i64 when they fit.
    const TWO_64: f64 = 18_446_744_073_709_551_616.0;
    const TWO_63: f64 = 9_223_372_036_854_775_808.0;
    if n.fract() == 0.0 {
        if (0.0..TWO_64).contains(&n) {
            return Ok(Value::Number(Number::from(n as u64)));
        }
        if (-TWO_63..0.0).contains(&n) {
            return Ok(Value::Number(Number::from(n as i64)));
        }
    }
    Number::from_f64(n).map(Value::Number).ok_or_else(|| String::from("number has no JSON form"))
}

fn bigint(value: &JsValue) -> Result<Value, String> {
    if let Ok(v) = u64::try_from(value.clone()) {
        return Ok(Value::Number(Number::from(v)));
    }
    if let Ok(v) = i64::try_from(value.clone()) {
        return Ok(Value::Number(Number::from(v)));
    }
    Err(String::from("BigInt outside the range of i64 and u64"))
}
