//! How deep a YAML text nests flow collections (`[...]`, `{...}`), found in
//! one linear pass before the YAML parser runs.
//!
//! The parser behind `serde_norway` (libyaml) rechecks every open flow level
//! at every token, so its time grows with the product of the text's length
//! and its flow depth: 200 KB of `[` took 19 s natively and 25 s in Node
//! before the parser reported its recursion limit. This pass follows the
//! tokenizer's own rules (block indentation, simple keys, plain, quoted and
//! block scalars, comments, tags, anchors, document markers) just far enough
//! to know where a `[` or `{` opens a collection, so it counts the same flow
//! levels as the tokenizer does; it never counts fewer (tested against the
//! tokenizer on generated documents), and where the tokenizer would stop at
//! an error it goes on, which can only count more.

/// Where a flow collection opened one level deeper than allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TooDeep {
    /// 1-based line of the opening `[` or `{`.
    pub(crate) line: usize,
    /// 1-based column (in characters) of the opening `[` or `{`.
    pub(crate) column: usize,
}

/// The deepest flow nesting of `text` when it is at most `limit`, or the
/// place of the first collection that opens deeper than `limit`.
pub(crate) fn max_flow_depth(text: &str, limit: usize) -> Result<usize, TooDeep> {
    let mut scan = Tokens {
        b: text.as_bytes(),
        i: 0,
        line: 0,
        col: 0,
        flow: 0,
        deepest: 0,
        indent: -1,
        indents: Vec::new(),
        allowed: true,
        key: None,
    };
    scan.run(limit)?;
    Ok(scan.deepest)
}

/// A possible simple key of the block level (flow level 0): where it began.
#[derive(Clone, Copy)]
struct Key {
    line: usize,
    index: usize,
    col: i64,
}

/// The tokenizer's state, without the tokens.
struct Tokens<'a> {
    b: &'a [u8],
    /// Byte index.
    i: usize,
    line: usize,
    /// Column in characters.
    col: i64,
    flow: usize,
    deepest: usize,
    /// The current block indentation (-1 before any block collection).
    indent: i64,
    indents: Vec<i64>,
    /// Whether a simple key may start here.
    allowed: bool,
    key: Option<Key>,
}

impl Tokens<'_> {
    fn byte(&self, k: usize) -> u8 {
        self.b.get(self.i + k).copied().unwrap_or(0)
    }

    fn at_end(&self) -> bool {
        self.i >= self.b.len()
    }

    /// Length of the line break at `i + k` (CR LF counts as one), or 0.
    fn break_len(&self, k: usize) -> usize {
        let at = |n: usize| self.b.get(self.i + k + n).copied();
        match at(0) {
            Some(b'\r') => 1 + usize::from(at(1) == Some(b'\n')),
            Some(b'\n') => 1,
            Some(0xC2) if at(1) == Some(0x85) => 2,
            Some(0xE2) if at(1) == Some(0x80) && matches!(at(2), Some(0xA8 | 0xA9)) => 3,
            _ => 0,
        }
    }

    fn is_blank(&self, k: usize) -> bool {
        // (past the end `byte` is 0)
        matches!(self.byte(k), b' ' | b'\t')
    }

    fn is_breakz(&self, k: usize) -> bool {
        self.i + k >= self.b.len() || self.break_len(k) > 0
    }

    fn is_blankz(&self, k: usize) -> bool {
        self.is_blank(k) || self.is_breakz(k)
    }

    /// Moves over one character.
    fn skip(&mut self) {
        let width = match self.byte(0) {
            0x00..=0x7F => 1,
            0x80..=0xDF => 2,
            0xE0..=0xEF => 3,
            _ => 4,
        };
        self.i = (self.i + width).min(self.b.len());
        self.col += 1;
    }

    /// Moves over one line break.
    fn skip_line(&mut self) {
        self.i += self.break_len(0).max(1);
        self.line += 1;
        self.col = 0;
    }

    fn skip_to_break(&mut self) {
        while !self.is_breakz(0) {
            self.skip();
        }
    }

    fn document_marker(&self) -> bool {
        self.col == 0
            && (self.b[self.i..].starts_with(b"---") || self.b[self.i..].starts_with(b"..."))
            && self.is_blankz(3)
    }

    fn roll(&mut self, col: i64) {
        if self.flow == 0 && self.indent < col {
            self.indents.push(self.indent);
            self.indent = col;
        }
    }

    fn unroll(&mut self, col: i64) {
        if self.flow == 0 {
            while self.indent > col {
                self.indent = self.indents.pop().unwrap_or(-1);
            }
        }
    }

    fn save_key(&mut self) {
        if self.allowed && self.flow == 0 {
            self.key = Some(Key { line: self.line, index: self.i, col: self.col });
        }
    }

    fn remove_key(&mut self) {
        if self.flow == 0 {
            self.key = None;
        }
    }

    fn run(&mut self, limit: usize) -> Result<(), TooDeep> {
        // The reader drops a byte order mark at the start of the stream.
        if self.b.starts_with(&[0xEF, 0xBB, 0xBF]) {
            self.i = 3;
        }
        loop {
            self.skip_to_next_token();
            if let Some(k) = self.key {
                if k.line < self.line || k.index + 1024 < self.i {
                    self.key = None;
                }
            }
            self.unroll(self.col);
            if self.at_end() {
                return Ok(());
            }
            let c = self.byte(0);
            if self.col == 0 && c == b'%' {
                // A directive: the rest of its line.
                self.unroll(-1);
                self.key = None;
                self.allowed = false;
                self.skip_to_break();
                continue;
            }
            if self.document_marker() {
                self.unroll(-1);
                self.key = None;
                self.allowed = false;
                for _ in 0..3 {
                    self.skip();
                }
                continue;
            }
            match c {
                b'[' | b'{' => {
                    self.save_key();
                    self.flow += 1;
                    if self.flow > limit {
                        let column = usize::try_from(self.col).unwrap_or(0) + 1;
                        return Err(TooDeep { line: self.line + 1, column });
                    }
                    self.deepest = self.deepest.max(self.flow);
                    self.allowed = true;
                    self.skip();
                }
                b']' | b'}' => {
                    self.remove_key();
                    self.flow = self.flow.saturating_sub(1);
                    self.allowed = false;
                    self.skip();
                }
                b',' => {
                    self.remove_key();
                    self.allowed = true;
                    self.skip();
                }
                b'-' if self.is_blankz(1) => {
                    self.roll(self.col);
                    self.remove_key();
                    self.allowed = true;
                    self.skip();
                }
                b'?' if self.flow > 0 || self.is_blankz(1) => {
                    self.roll(self.col);
                    self.remove_key();
                    self.allowed = self.flow == 0;
                    self.skip();
                }
                b':' if self.flow > 0 || self.is_blankz(1) => {
                    if self.flow == 0 {
                        match self.key.take() {
                            Some(k) => self.roll(k.col),
                            None => self.roll(self.col),
                        }
                    }
                    self.allowed = self.flow == 0;
                    self.skip();
                }
                b'*' | b'&' => {
                    self.save_key();
                    self.allowed = false;
                    self.skip();
                    while matches!(self.byte(0), b'0'..=b'9' | b'a'..=b'z' | b'A'..=b'Z' | b'_' | b'-') {
                        self.skip();
                    }
                }
                b'!' => {
                    self.save_key();
                    self.allowed = false;
                    self.skip();
                    if self.byte(0) == b'<' {
                        // A verbatim tag: `,`, `[` and `]` belong to it.
                        while !self.is_blankz(0) && self.byte(0) != b'>' {
                            self.skip();
                        }
                    }
                    while !(self.is_blankz(0) || (self.flow > 0 && self.byte(0) == b',')) {
                        self.skip();
                    }
                }
                b'|' | b'>' if self.flow == 0 => {
                    self.remove_key();
                    self.allowed = true;
                    self.block_scalar();
                }
                b'\'' | b'"' => {
                    self.save_key();
                    self.allowed = false;
                    self.quoted(c);
                }
                _ if self.plain_starts(c) => {
                    self.save_key();
                    self.allowed = false;
                    self.plain();
                }
                // The tokenizer stops here with an error; going on can only
                // count more.
                _ => self.skip(),
            }
        }
    }

    /// Blanks, comments and line breaks before the next token.
    fn skip_to_next_token(&mut self) {
        loop {
            if self.col == 0 && self.b[self.i..].starts_with(&[0xEF, 0xBB, 0xBF]) {
                self.skip();
            }
            while self.byte(0) == b' ' || ((self.flow > 0 || !self.allowed) && self.byte(0) == b'\t') {
                self.skip();
            }
            if self.byte(0) == b'#' {
                self.skip_to_break();
            }
            if self.break_len(0) == 0 {
                return;
            }
            self.skip_line();
            if self.flow == 0 {
                self.allowed = true;
            }
        }
    }

    fn plain_starts(&self, c: u8) -> bool {
        let indicator = matches!(
            c,
            b'-' | b'?' | b':' | b',' | b'[' | b']' | b'{' | b'}' | b'#' | b'&' | b'*' | b'!' | b'|' | b'>' | b'\''
                | b'"' | b'%' | b'@' | b'`'
        );
        !(self.is_blankz(0) || indicator)
            || (c == b'-' && !self.is_blank(1))
            || (self.flow == 0 && matches!(c, b'?' | b':') && !self.is_blankz(1))
    }

    fn quoted(&mut self, quote: u8) {
        self.skip();
        loop {
            if self.at_end() || self.document_marker() {
                return;
            }
            let c = self.byte(0);
            if c == quote {
                if quote == b'\'' && self.byte(1) == b'\'' {
                    self.skip();
                    self.skip();
                    continue;
                }
                self.skip();
                return;
            }
            if quote == b'"' && c == b'\\' {
                self.skip();
                if self.break_len(0) > 0 {
                    self.skip_line();
                } else if !self.at_end() {
                    self.skip();
                }
                continue;
            }
            if self.break_len(0) > 0 {
                self.skip_line();
            } else {
                self.skip();
            }
        }
    }

    fn plain(&mut self) {
        let indent = self.indent + 1;
        let mut leading = false;
        loop {
            if self.document_marker() || self.byte(0) == b'#' {
                break;
            }
            while !self.is_blankz(0) {
                let c = self.byte(0);
                if self.flow > 0 && c == b':' && matches!(self.byte(1), b',' | b'?' | b'[' | b']' | b'{' | b'}') {
                    return;
                }
                if (c == b':' && self.is_blankz(1)) || (self.flow > 0 && matches!(c, b',' | b'[' | b']' | b'{' | b'}')) {
                    break;
                }
                self.skip();
            }
            if !(self.is_blank(0) || self.break_len(0) > 0) {
                break;
            }
            while self.is_blank(0) || self.break_len(0) > 0 {
                if self.is_blank(0) {
                    if leading && self.col < indent && self.byte(0) == b'\t' {
                        return;
                    }
                    self.skip();
                } else {
                    self.skip_line();
                    leading = true;
                }
            }
            if self.flow == 0 && self.col < indent {
                break;
            }
        }
        if leading {
            self.allowed = true;
        }
    }

    fn block_scalar(&mut self) {
        self.skip();
        let mut increment = 0;
        let digit = |c: u8| matches!(c, b'1'..=b'9').then(|| i64::from(c - b'0'));
        if matches!(self.byte(0), b'+' | b'-') {
            self.skip();
            if let Some(d) = digit(self.byte(0)) {
                increment = d;
                self.skip();
            }
        } else if let Some(d) = digit(self.byte(0)) {
            increment = d;
            self.skip();
            if matches!(self.byte(0), b'+' | b'-') {
                self.skip();
            }
        }
        while self.is_blank(0) {
            self.skip();
        }
        if self.byte(0) == b'#' {
            self.skip_to_break();
        }
        if !self.is_breakz(0) {
            return;
        }
        if !self.at_end() {
            self.skip_line();
        }
        let mut indent = match increment {
            0 => 0,
            n if self.indent >= 0 => self.indent + n,
            n => n,
        };
        if !self.block_breaks(&mut indent) {
            return;
        }
        while self.col == indent && !self.at_end() {
            self.skip_to_break();
            if self.at_end() {
                return;
            }
            self.skip_line();
            if !self.block_breaks(&mut indent) {
                return;
            }
        }
    }

    /// Indentation and empty lines inside a block scalar; fixes its
    /// indentation when it is not yet known (0). False where the tokenizer
    /// reports a tab in the indentation.
    fn block_breaks(&mut self, indent: &mut i64) -> bool {
        let mut max = 0;
        loop {
            while (*indent == 0 || self.col < *indent) && self.byte(0) == b' ' {
                self.skip();
            }
            max = max.max(self.col);
            if (*indent == 0 || self.col < *indent) && self.byte(0) == b'\t' {
                return false;
            }
            if self.break_len(0) == 0 {
                break;
            }
            self.skip_line();
        }
        if *indent == 0 {
            *indent = max.max(self.indent + 1).max(1);
        }
        true
    }
}
