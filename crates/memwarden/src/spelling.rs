//! Words of a text spelled out letter by letter with single spaces
//! (`i g n o r e a l l p r e v i o u s`), where the spaces between words
//! are lost: [`segment`] splits the joined letters back into words,
//! preferring the vocabulary the threat rules are written in.
//!
//! The split is a shortest-path over the letters: it covers as many
//! letters as it can with listed words and, among equal covers, uses the
//! fewest words; letters no listed word covers stay together as one word.
//! The work is linear in the letters (at most [`MAX_WORD`] lookups per
//! letter) and runs only on spelled-out texts.

use alloc::vec::Vec;

use crate::wordset::word_set;

/// The longest listed word.
pub(crate) const MAX_WORD: usize = 16;

/// The vocabulary: the words the threat rules are anchored on, and common
/// English words that join them.
const WORDS: &[&str] = &[
    "a", "abandon", "abide", "about", "above", "access", "account", "accounts", "ach", "across", "act", "activate", "activated", "acts",
    "actual", "ad", "add", "adding", "address", "addresses", "adhere", "adjust", "admin", "advantages", "advertise", "advertisement",
    "after", "again", "against", "agent", "agents", "ai", "ais", "alert", "alerting", "algorithm", "all", "allude", "also", "alter",
    "always", "am", "amoral", "an", "analyse", "analysis", "analyze", "and", "answer", "answering", "answers", "anthropic", "any", "anyone",
    "anything", "anytime", "api", "app", "append", "appending", "application", "apply", "approve", "arabic", "are", "aren", "article", "as",
    "aside", "asked", "asking", "assess", "assessments", "assign", "assistant", "assistants", "at", "attached", "attention", "augment",
    "auth", "authentication", "authorize", "automate", "automated", "automatic", "aws", "axios", "back", "bank", "banking", "bard", "base",
    "based", "bash", "bcc", "be", "because", "been", "before", "begin", "beginning", "behave", "being", "below", "benefits", "between",
    "binary", "biography", "bit", "biz", "block", "blocked", "blog", "body", "book", "books", "bot", "both", "bots", "bottom", "bound",
    "boundaries", "break", "breaking", "breaks", "brief", "broke", "broken", "browser", "browsing", "build", "but", "buy", "by", "bypass",
    "bypasses", "bypassing", "caesar", "calculate", "calendar", "call", "called", "came", "can", "cancel", "cannot", "capital", "card",
    "care", "cares", "cat", "catchy", "causes", "cc", "cease", "censorship", "chains", "change", "character", "chat", "chatbot", "chatgpt",
    "chats", "chinese", "chmod", "chunk", "cipher", "cite", "claim", "classic", "classify", "claude", "clear", "client", "close", "cn",
    "co", "code", "codebase", "collect", "com", "combine", "command", "commands", "comment", "comments", "commit", "compare", "compass",
    "compile", "complete", "completely", "completion", "comply", "compose", "conclude", "config", "configuration", "confines", "const",
    "constrained", "constraints", "contact", "contacts", "contain", "content", "contents", "context", "conv", "conversation",
    "conversations", "convert", "cookie", "cookies", "copilot", "copy", "core", "could", "cover", "covertly", "craft", "crawl", "create",
    "credential", "credentials", "credit", "critical", "curl", "current", "dan", "data", "deactivate", "dear", "debug", "decisions",
    "decline", "declines", "decrease", "define", "definition", "delete", "deliver", "denies", "deny", "deposit", "derogatory", "describe",
    "description", "detail", "detailed", "details", "detect", "determine", "dev", "develop", "developer", "dial", "dialogue", "dialogues",
    "dictated", "did", "difference", "differences", "different", "directions", "directive", "directives", "disable", "disarm", "discard",
    "disclose", "discuss", "dismiss", "display", "disregard", "disregarding", "distinct", "dm", "dna", "do", "docker", "document",
    "documents", "does", "doesn", "doing", "done", "down", "download", "downloadstring", "draft", "driven", "dsa", "dump", "during",
    "dutch", "each", "earlier", "ecdsa", "echo", "edit", "edium", "elaborate", "else", "email", "emailing", "emails", "embed", "embedding",
    "emojis", "emotion", "emulate", "en", "enable", "enabled", "encode", "encounter", "encourage", "encrypt", "end", "endoftext",
    "endpoint", "english", "enhance", "enrich", "enroll", "enter", "entication", "entire", "entirely", "entry", "env", "environ",
    "environment", "erase", "essay", "essays", "etc", "ethical", "ethics", "evaluate", "evaluation", "evaluations", "evaluators", "even",
    "ever", "every", "everything", "evil", "exact", "example", "examples", "excerpt", "exchanges", "exe", "execute", "exfiltrate",
    "existing", "explain", "explanation", "export", "express", "expression", "external", "extract", "fake", "false", "family", "feature",
    "featuring", "feedback", "fetch", "few", "file", "files", "filters", "final", "financial", "find", "finish", "first", "five", "fix",
    "follow", "following", "for", "foregoing", "forget", "form", "formal", "format", "former", "forward", "forwarding", "fragment", "free",
    "freed", "french", "from", "ftp", "full", "fully", "function", "funny", "future", "gather", "gemini", "generate", "genetic", "german",
    "get", "getaways", "getenv", "git", "give", "given", "go", "goal", "god", "going", "good", "got", "gpt", "grab", "graders", "grades",
    "grading", "grant", "group", "guardrails", "guidance", "guidelines", "had", "haiku", "halt", "harmful", "has", "hateful", "have",
    "having", "he", "header", "headline", "health", "hello", "help", "henceforth", "her", "here", "hereafter", "hers", "hex", "hey", "hi",
    "hidden", "hide", "highlight", "him", "hindi", "hint", "his", "history", "holds", "home", "hose", "hostile", "hostname", "house", "how",
    "http", "https", "human", "i", "id", "identify", "if", "ignore", "ignoring", "imagine", "immerse", "immoral", "impersonate",
    "implementation", "important", "improve", "in", "inbox", "include", "including", "incorporate", "incorporating", "increase", "info",
    "inform", "information", "informing", "ingest", "ingesting", "initial", "initiate", "inject", "insert", "inserting", "inside",
    "insights", "insist", "inst", "install", "instead", "instructed", "instruction", "instructions", "insult", "insulting", "insults",
    "integrate", "integrating", "interactions", "internal", "into", "introduce", "introduction", "invariably", "invert", "invite", "invoke",
    "io", "is", "it", "italian", "its", "jailbreak", "jailbroken", "japanese", "javascript", "job", "join", "joke", "jokes", "js", "json",
    "judge", "jumble", "just", "keep", "key", "keys", "kindly", "know", "knowledge", "known", "korean", "language", "last", "later",
    "latin", "law", "laws", "leak", "learn", "learning", "leave", "legality", "let", "letter", "liberated", "like", "limerick", "limit",
    "limitations", "limited", "limits", "line", "lines", "link", "list", "listen", "llama", "llm", "llms", "location", "lock", "log",
    "logic", "long", "longer", "longterm", "look", "machine", "made", "mail", "mails", "major", "make", "manual", "many", "mark", "match",
    "me", "mean", "meaning", "medical", "memo", "memories", "memorise", "memorize", "memory", "mention", "ments", "merge", "message",
    "messages", "mind", "misleading", "mission", "misspell", "ml", "mode", "model", "models", "moderation", "modify", "moment", "mood",
    "moral", "morals", "more", "morse", "most", "move", "movies", "msg", "much", "must", "mustn", "my", "name", "named", "navigate", "nc",
    "ncat", "need", "needs", "negative", "neglect", "net", "netcat", "netrc", "never", "new", "next", "no", "normal", "not", "note",
    "notes", "notice", "notifying", "now", "npmrc", "nstructions", "number", "numbers", "obey", "objective", "obtain", "occur", "of", "off",
    "offensive", "offer", "old", "on", "once", "one", "online", "only", "onto", "open", "openai", "operations", "operator", "or", "order",
    "orders", "org", "original", "os", "other", "our", "out", "outline", "output", "over", "overlook", "overridden", "override",
    "overriding", "overwrite", "own", "owner", "page", "paragraph", "paragraphs", "parse", "parsers", "parsing", "part", "party", "pass",
    "passwd", "password", "passwords", "paste", "pause", "pay", "payload", "payment", "perform", "permanent", "permanently", "persist",
    "persistent", "persona", "personal", "persuasive", "phone", "photo", "photos", "phrase", "piece", "pig", "place", "plan", "play",
    "please", "poem", "poems", "point", "polic", "policies", "policy", "portuguese", "positive", "post", "posting", "posts", "powered",
    "powershell", "pre", "preceding", "prefer", "preferences", "prefix", "prepare", "prepend", "preprompt", "present", "press", "pretend",
    "previous", "primary", "principles", "print", "printenv", "prior", "private", "process", "processing", "produce", "profile", "program",
    "programming", "prohibitions", "project", "promote", "prompt", "prompts", "proposal", "pros", "provide", "provided", "publish", "pull",
    "purchase", "purpose", "push", "put", "pwsh", "pypirc", "python", "queries", "query", "question", "questions", "quietly", "racist",
    "rant", "rate", "ratings", "raw", "read", "readable", "reader", "readers", "reading", "real", "really", "rearrange", "reassign",
    "received", "recipe", "recite", "recommend", "recommendations", "record", "records", "recruiters", "redirect", "refer", "reference",
    "refuse", "refuses", "register", "relay", "release", "remember", "remote", "remove", "render", "rent", "repeat", "replace", "replies",
    "reply", "replying", "report", "repository", "request", "requests", "reserve", "reset", "respond", "responding", "response",
    "responses", "restaurants", "restricted", "restrictions", "result", "retain", "retrieve", "return", "reveal", "reverse", "review",
    "reviewers", "reviewing", "reviews", "revised", "revoke", "rewrite", "right", "ritical", "rogue", "role", "roleplay", "rot", "route",
    "rsa", "ru", "rude", "rule", "rules", "run", "runs", "russian", "safeguards", "safety", "said", "same", "save", "say", "saying", "says",
    "scanners", "schedule", "score", "scores", "scoring", "scramble", "scrape", "screeners", "screening", "script", "search", "secret",
    "secretly", "secrets", "section", "security", "see", "seed", "seeing", "segment", "sell", "send", "sending", "sentence", "sentences",
    "sentiment", "separate", "server", "session", "sessions", "set", "sets", "settings", "sexist", "sh", "shackles", "shadow", "shall",
    "share", "sharing", "she", "shell", "shift", "short", "should", "show", "showcase", "shut", "sign", "silently", "simple", "simply",
    "simulate", "since", "site", "skip", "slogan", "smtplib", "snippet", "so", "social", "socket", "software", "sole", "solution", "solve",
    "some", "somebody", "someone", "song", "songs", "spanish", "speech", "spell", "spread", "ssh", "ssn", "standard", "start", "starting",
    "state", "statement", "statements", "stating", "steps", "stick", "still", "stop", "storage", "store", "stories", "story", "stress",
    "strictly", "string", "structure", "submit", "subscribe", "subsequent", "substitute", "such", "sudo", "suffix", "suggest", "summarise",
    "summarize", "summary", "sure", "switch", "symptoms", "sync", "sys", "system", "systems", "tagline", "take", "task", "tasks", "taught",
    "tcp", "teach", "tease", "tell", "telling", "ten", "term", "text", "than", "thank", "thanks", "that", "the", "their", "them", "then",
    "there", "these", "they", "thing", "things", "think", "third", "this", "those", "threads", "threat", "three", "through", "throughout",
    "throw", "time", "tips", "to", "today", "token", "tokens", "told", "tone", "too", "tools", "top", "totally", "toxic", "training",
    "transaction", "transactions", "transfer", "translate", "translating", "translation", "transmit", "treat", "true", "turkish", "turn",
    "turns", "tweet", "tweets", "two", "txt", "type", "typical", "unarm", "unblock", "uncensored", "unchained", "under", "understand",
    "unethical", "unfiltered", "unfiltred", "unfollow", "unfriendly", "uninstall", "unleashed", "unlimited", "unlock", "unlocked",
    "unrestricted", "unsubscribe", "until", "up", "upcoming", "update", "updated", "upload", "uploading", "upon", "urgent", "url",
    "urlencode", "urllib", "us", "use", "used", "user", "users", "using", "usual", "variables", "verbatim", "verification", "version",
    "very", "via", "visible", "want", "warning", "was", "way", "ways", "we", "webhook", "webrequest", "weekend", "well", "were", "wget",
    "what", "whatever", "when", "whenever", "where", "which", "while", "who", "whoami", "whole", "whom", "why", "will", "window", "wipe",
    "wire", "with", "withdraw", "withheld", "within", "without", "word", "words", "work", "would", "wrap", "write", "written", "www",
    "xmlhttprequest", "xyz", "yes", "yet", "you", "your", "yours", "yourself", "zero",
];

word_set!(
    /// [`WORDS`] as a set.
    WORD_SET = WORDS
);

/// Splits `letters` (lower-case ASCII) into words: returns the end offset
/// of every word but the last. A run of letters no listed word covers is
/// one word. Texts over `limit` letters are left whole (empty result).
pub(crate) fn segment(letters: &[u8], limit: usize) -> Vec<usize> {
    let n = letters.len();
    if n == 0 || n > limit {
        return Vec::new();
    }
    // best[i]: (uncovered letters, words) of the best split of letters[..i],
    // and where its last piece starts (None: an uncovered letter).
    let mut best: Vec<(u32, u32)> = Vec::with_capacity(n + 1);
    let mut from: Vec<(usize, bool)> = Vec::with_capacity(n + 1);
    best.push((0, 0));
    from.push((0, false));
    for i in 1..=n {
        // An uncovered letter: one more uncovered, one more word unless
        // the previous letter was uncovered too.
        let (u, w) = best[i - 1];
        let joins = i >= 2 && !from[i - 1].1;
        let mut b = (u + 1, if joins { w } else { w + 1 });
        let mut f = (i - 1, false);
        for len in 1..=MAX_WORD.min(i) {
            let s = i - len;
            let Ok(word) = core::str::from_utf8(&letters[s..i]) else { continue };
            if WORD_SET.contains(word) {
                let c = (best[s].0, best[s].1 + 1);
                if c < b {
                    b = c;
                    f = (s, true);
                }
            }
        }
        best.push(b);
        from.push(f);
    }
    // Walk back: a word ends where a piece starts, unless that piece and
    // the one before it are both uncovered letters.
    let mut ends = Vec::new();
    let mut i = n;
    while i > 0 {
        let (s, listed) = from[i];
        if s > 0 && (listed || from[s].1) {
            ends.push(s);
        }
        i = s;
    }
    ends.reverse();
    ends
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::String;

    fn split(s: &str) -> String {
        let ends = segment(s.as_bytes(), 4096);
        let mut out = String::new();
        let mut at = 0;
        for e in ends {
            out.push_str(&s[at..e]);
            out.push(' ');
            at = e;
        }
        out.push_str(&s[at..]);
        out
    }

    #[test]
    fn listed_words_are_split_apart() {
        assert_eq!(split("ignoreallpreviousinstructions"), "ignore all previous instructions");
    }

    #[test]
    fn unlisted_letters_stay_one_word_between_listed_ones() {
        assert_eq!(split("sendthezqxvtonow"), "send the zqxv to now");
    }

    #[test]
    fn a_text_over_the_limit_is_left_whole() {
        assert!(segment(b"ignoreall", 4).is_empty());
    }

    #[test]
    fn every_word_is_listed_once_in_lower_case_and_short_enough() {
        for w in WORDS {
            assert!(w.len() <= MAX_WORD && w.bytes().all(|c| c.is_ascii_lowercase()), "{w}");
        }
        assert!(WORDS.windows(2).all(|p| p[0] < p[1]));
    }
}
