//! Personal data: e-mail addresses, phone numbers, US SSNs, payment cards,
//! IBANs, IP addresses, dates of birth, identity-document numbers, person
//! names and postal addresses.
//!
//! Numbers are validated, not just shaped: cards need Luhn, an issuer
//! prefix and the issuer's length; IBANs mod-97 and the country's length;
//! SSNs the assigned ranges; phones the NANP rules or a `+`/trunk prefix;
//! bare digit runs (no separators) count as a phone or an SSN only after a
//! cue word. Versions (`v1.2.3.4`), timestamps, ISBNs and order ids fail
//! these checks.
//!
//! Person names: memory text is full of first names ("Caroline went to a
//! support group"), and a rule that fired on every first name would
//! redact every memory. The name rules therefore run in the `strict` scope
//! only, at `Low` severity, and need more than a first name: either a
//! known given name followed by a capitalised surname ("Maria van der
//! Berg", "Jean-Luc Picard", "Anna K. Schmidt"), or a cue (a title such as
//! `Mr.`/`Frau`/`Sra.`, "my name is", "Name:", "Dear", a letter closing),
//! or a frame only a person fits ("Okonkwo and Brandstetter were civil
//! engineers", "Tavish, can you ...", "the Achebe novel", see
//! [`Check::NameInFrame`]), where only the name is redacted.
//! A third rule, `pii.given_name`, flags a lone capitalised given name
//! from the embedded list (see its doc comment): in the strict scope every
//! recognised given name is PII and is redacted under the default policy.
//! A lone surname is a finding only with such a cue or frame, or with the
//! shape of a surname after a person cue.

use super::names::GIVEN_NAMES_PACKED;
use super::{data, phrase, RuleDef, BOTH, STRICT};
use crate::finding::Category::Pii as P;
use crate::finding::Severity::{High, Low, Medium};
use crate::validate::Check;

/// Upper-case letters of names: ASCII, Latin-1 and Latin Extended-A
/// (a small class keeps the name automata small and fast, unlike
/// `\p{Lu}`).
macro_rules! up {
    () => {
        "[A-ZÀ-ÖØ-ÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮİĴĶĹĻĽĿŁŃŅŇŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽ]"
    };
}

/// Letters of street names (Latin-1 and Latin Extended-A, any case).
macro_rules! letter {
    () => {
        "[A-Za-zÀ-ÖØ-öø-ſ]"
    };
}

/// Name particles between the parts of a name (`van der`, `de la`,
/// `bin`), as an alternation; [`RUN_PARTICLES`] is this list and `y`.
macro_rules! name_particles {
    () => {
        "van|von|de|da|di|del|della|der|den|du|dos|das|do|la|le|ten|ter|zu|al|el|bin|ibn"
    };
}

/// The rest of a place name after its first letter, whole words to the
/// end: `Kreuznach` of `Bad Kreuznach`, `Santa Maria La Scala`,
/// `Sant'Anna`, `Castiglione del Lago`, `Frankfurt am Main` (up to four
/// words, each but the first capitalised, joined by a space, a hyphen or
/// an apostrophe, with a lower-case particle between). A span that ended
/// inside a place left its other words, or half a word, unredacted.
macro_rules! place_rest {
    () => {
        concat!(
            letter!(),
            r"*(?:(?:['’-]|[ \t]+(?:(?:di|de|del|della|dei|da|la|le|les|du|des|sur|sous|am|an|im|in|ob|bei|der|den|op|aan|en|y)[ \t]+)?)",
            up!(),
            letter!(),
            "+){0,3}"
        )
    };
}

/// The letters and digits of an e-mail address's local part and domain
/// labels, as the inside of a class: ASCII, Latin-1 and Latin Extended
/// letters, Greek and Cyrillic.
macro_rules! email_chars {
    () => {
        "A-Za-z0-9À-ÖØ-öø-ɏͰ-ϿЀ-ӿ"
    };
}

/// One of [`email_chars!`].
macro_rules! email_char {
    () => {
        concat!("[", email_chars!(), "]")
    };
}

/// Lower-case letters of names (same ranges as [`up!`]).
/// One capitalised name word (`Anna`, `O'Brien`, `McDonald`).
macro_rules! name_token {
    () => {
        concat!(up!(), "(?:['’]", up!(), ")?", low!(), "+(?:", up!(), low!(), "+)?")
    };
}

/// One to three name words (`Du Cane`, `Hauta-Aho`).
macro_rules! name {
    () => {
        concat!(name_token!(), "(?:[ \t-]+", name_token!(), "){0,2}")
    };
}

/// Names after a person cue: one to four name words (initials and
/// particles between), up to six of them coordinated (`Kónya, Becker
/// and Vasquez`).
macro_rules! person_name_list {
    () => {
        concat!(
            "(?:", name_token!(), r"(?:[ \t]+(?:", name_token!(), r"|[A-Z](?:\.|\b)|(?:", name_particles!(), r")\b)){0,3})",
            r"(?:(?:,[ \t]*(?:and[ \t]+)?|[ \t]+(?:and|&)[ \t]+)",
            "(?:", name_token!(), r"(?:[ \t]+(?:", name_token!(), r"|[A-Z](?:\.|\b)|(?:", name_particles!(), r")\b)){0,3})){0,5}"
        )
    };
}

macro_rules! low {
    () => {
        concat!("[", low_body!(), "]")
    };
}

/// The inside of [`low!`]'s class (for its negation).
macro_rules! low_body {
    () => {
        "a-zß-öø-ÿāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĵķĺļľŀłńņňŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷźżž"
    };
}

/// Surname endings, as [`crate::validate::SURNAME_SUFFIXES`] (a test
/// keeps the two equal).
macro_rules! surname_endings {
    () => {
        "ov|ova|ev|eva|ovich|evich|ovna|evna|ovic|evic|ić|ski|ska|sky|skiy|skyi|skaya|cki|cka|dzki|dzka|wicz|czyk|czuk|chuk|enko|ová|ský|ská|sson|nsen|lsen|rsen|dsen|msen|ksen|bsen|dóttir|dottir|änen|äinen|ainen|önen|escu|eanu|oglu|oğlu|poulos|akis|idis|shvili|dze|auskas|ienė|aitė|ytė|aitis|ez|ström|qvist|kvist|gren"
    };
}


/// Street-type words that follow the street name (English and others
/// written after the name), for the gate.
const STREET_SUFFIXES: &[&str] = &[
    "street", "st", "avenue", "ave", "av", "road", "rd", "lane", "ln", "drive", "dr", "boulevard", "blvd", "court", "ct", "way", "place", "pl",
    "terrace", "ter", "circle", "cir", "square", "sq", "parkway", "pkwy", "highway", "hwy", "crescent", "close", "grove", "gardens", "mews", "row",
    "walk", "hill", "hills", "park", "trail", "trl", "path", "pike", "plaza", "alley", "bend", "bluff", "bluffs", "bridge", "brook", "brooks",
    "burg", "bypass", "camp", "canyon", "cape", "causeway", "center", "centre", "cliff", "cliffs", "club", "common", "commons", "corner",
    "corners", "course", "courts", "cove", "coves", "creek", "crest", "crossing", "crossroad", "curve", "dale", "dam", "divide", "drives",
    "estate", "estates", "expressway", "extension", "falls", "ferry", "field", "fields", "flat", "flats", "ford", "fords", "forest", "forge",
    "forges", "fork", "forks", "fort", "freeway", "garden", "gateway", "glen", "glens", "green", "greens", "harbor", "harbors", "haven",
    "heights", "hollow", "inlet", "island", "islands", "isle", "junction", "junctions", "key", "keys", "knoll", "knolls", "lake", "lakes",
    "land", "landing", "light", "lights", "loaf", "lock", "locks", "lodge", "loop", "mall", "manor", "manors", "meadow", "meadows", "mill",
    "mills", "mission", "motorway", "mount", "mountain", "mountains", "neck", "orchard", "oval", "overpass", "parks", "pass", "passage",
    "pine", "pines", "plain", "plains", "point", "points", "port", "ports", "prairie", "radial", "ranch", "rapid", "rapids", "rest", "ridge",
    "ridges", "river", "roads", "route", "run", "shoal", "shoals", "shore", "shores", "skyway", "spring", "springs", "spur", "squares",
    "station", "stravenue", "stream", "streets", "summit", "throughway", "trace", "track", "trafficway", "tunnel", "turnpike", "underpass",
    "union", "unions", "valley", "valleys", "viaduct", "view", "views", "village", "villages", "ville", "vista", "wall", "ways", "well",
    "wells", "parade", "wynd", "rise", "gate", "drove", "chase", "broadway", "quay", "esplanade", "promenade", "straße", "strasse", "str",
    "weg", "gasse", "platz", "allee", "ring", "damm", "ufer", "chaussee", "steig", "pfad", "markt", "odos", "utca", "út", "ulica", "ulice",
    "cesta",
];

/// Street-type words written before the name (Romance languages) and the
/// French ones written in lower case after the number.
const STREET_PREFIXES: &[&str] = &[
    "via", "viale", "piazza", "piazzale", "corso", "vicolo", "largo", "borgo", "contrada", "strada", "stretto", "rotonda", "lungomare",
    "lungotevere", "salita", "traversa", "vico", "calle", "avenida", "paseo", "plaza", "camino", "carrera", "carretera", "ronda", "rambla",
    "travesía", "glorieta", "rua", "travessa", "praça", "alameda", "largo", "estrada", "rue", "avenue", "boulevard", "chemin", "allée", "place",
    "impasse", "quai", "cours", "route", "passage", "square", "voie", "sentier", "bd", "av", "avda", "c", "r", "pza", "pl", "rúa", "ul", "ulica",
    "al", "aleja", "os", "plac", "náměstí", "nábřeží", "bulevar", "bulevardul", "strada", "calea", "odos", "leoforos", "pasaje", "pasadizo", "callejón", "cuesta", "senda", "vía", "urbanización",
];

/// Gate of the cued phone rule: the cue words of [`Check::PhoneCued`]
/// (which must occur before the number) as words or word prefixes.
// Every cue of the validator's list starts one of these: the validator
// takes a cue after any byte but a letter or digit, which is a word start
// or a part after an underscore (`home_phone`) for the gate.
// The labels after a number (`PHONE_LABELS`) are words here too.
const PHONE_CUE_ANCHORS: &[&str] = &[
    "phone*", "tel*", "call*", "mobil*", "cell*", "fax*", "whatsapp*", "numb*", "reach*", "text*", "cont*", "dial*", "téléphone", "teléfono",
    "portable*", "handy*", "móvil", "ring*", "sms*", "answ*", "mess*", "regi*", "landline*", "hotline*", "office", "nummer*",
    "número", "numéro", "numero*", "celular*", "telemóvel", "telemovel",
];

/// The street types of [`COMPOUND_STREET`], lower case, each of which ends
/// a word (glued to the name, or after it) right before the house number.
const COMPOUND_STREET_TYPES: &[&str] = &[
    "straße", "strasse", "str.", "weg", "gasse", "platz", "allee", "damm", "ufer", "chaussee", "steig", "pfad", "markt", "straat", "laan",
    "plein", "gracht", "kade", "singel", "dijk", "steeg", "baan", "dreef", "hof", "gade", "vej", "gata", "gatan", "vägen", "veien", "vegen",
    "torget", "gränd", "stræde", "vænget", "katu", "tie", "kuja", "polku", "stræti", "braut", "vegur", "stígur", "tänav", "ring",
];

/// The prefilter of [`COMPOUND_STREET`]: some number of one to four
/// digits follows, after blanks and an optional comma, a word that ends
/// in a street type (`Kerkstraat 12`, `Hauptstr., 5`).
fn compound_street_number(hay: &phrase::Hay<'_>) -> bool {
    let b = hay.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() || i > 0 && b[i - 1].is_ascii_digit() {
            i += 1;
            continue;
        }
        // blanks, an optional comma, blanks: at least one blank
        let mut j = i;
        while j > 0 && matches!(b[j - 1], b' ' | b'\t') {
            j -= 1;
        }
        if j > 0 && b[j - 1] == b',' {
            j -= 1;
            while j > 0 && matches!(b[j - 1], b' ' | b'\t') {
                j -= 1;
            }
        }
        if j < i {
            let before = &hay.as_bytes()[..j];
            let lower_end = |t: &str| {
                let t = t.as_bytes();
                before.len() >= t.len() && before[before.len() - t.len()..].iter().zip(t).all(|(&x, &y)| x.to_ascii_lowercase() == y)
            };
            if COMPOUND_STREET_TYPES.iter().any(|t| lower_end(t)) {
                return true;
            }
        }
        i += 1;
    }
    false
}

/// Compound street names glued to their type (`Hauptstraße 5`,
/// `Kerkstraat 12`, `Nørregade 4`, `Storgatan 7`).
const COMPOUND_STREET: &str = concat!(
    r"\b[A-ZÄÖÜÆØÅ][a-zäöüßæøåéèáíóú-]{2,30}",
    r"(?:straße|strasse|str\.|weg|gasse|platz|allee|damm|ufer|chaussee|steig|pfad|markt|",
    r"straat|laan|plein|gracht|kade|singel|dijk|steeg|baan|dreef|hof|",
    r"gade|vej|gata|gatan|vägen|veien|vegen|torget|gränd|stræde|vænget|katu|tie|kuja|polku|stræti|braut|vegur|stígur|tänav)",
    r"[ \t]*,?[ \t]+\d{1,4}[a-zA-Z]?\b",
    "|\\b", up!(), low!(), "+(?:-", up!(), low!(), "+)*", r"[ \t-]+(?:Straße|Strasse|Str\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Chaussee|Steig|Pfad|Markt|Gracht|Kade)[ \t]*,?[ \t]+\d{1,4}[a-zA-Z]?\b"
);

/// Occupations only a person has (firms and places are also producers,
/// developers, designers, consultants, interpreters: left out), singular
/// and plural: a list macro for `occupations!(alternation)` and
/// `occupations!(words)`.
macro_rules! occupations {
    ($m:ident) => {
        $m![
            "accountant", "accountants", "actor", "actors", "actress", "actresses", "architect", "architects", "astronaut", "astronauts",
            "athlete", "athletes", "attorney", "attorneys", "author", "authors", "barber", "barbers", "bartender", "bartenders",
            "biologist", "biologists", "boxer", "boxers", "carpenter", "carpenters", "cashier", "cashiers", "chef", "chefs", "chemist",
            "chemists", "composer", "composers", "cyclist", "cyclists", "dancer", "dancers", "dentist", "dentists", "detective",
            "detectives", "diplomat", "diplomats", "doctor", "doctors", "drummer", "drummers", "economist", "economists", "electrician",
            "electricians", "engineer", "engineers", "entrepreneur", "entrepreneurs", "farmer", "farmers", "firefighter", "firefighters",
            "footballer", "footballers", "guitarist", "guitarists", "hairdresser", "hairdressers", "historian", "historians",
            "housekeeper", "housekeepers", "imam", "imams", "janitor", "janitors", "journalist", "journalists", "lawyer", "lawyers",
            "lecturer", "lecturers", "librarian", "librarians", "linguist", "linguists", "mathematician", "mathematicians", "mechanic",
            "mechanics", "midwife", "midwives", "monk", "monks", "musician", "musicians", "nannies", "nanny", "novelist", "novelists",
            "nun", "nuns", "nurse", "nurses", "painter", "painters", "paramedic", "paramedics", "pastor", "pastors", "pharmacist",
            "pharmacists", "philosopher", "philosophers", "photographer", "photographers", "physician", "physicians", "physicist",
            "physicists", "pianist", "pianists", "pilot", "pilots", "plumber", "plumbers", "poet", "poets", "policeman", "policemen",
            "policewoman", "policewomen", "politician", "politicians", "priest", "priests", "professor", "professors", "programmer",
            "programmers", "psychiatrist", "psychiatrists", "psychologist", "psychologists", "rabbi", "rabbis", "receptionist",
            "receptionists", "sailor", "sailors", "salesman", "salesmen", "saleswoman", "saleswomen", "scientist", "scientists",
            "sculptor", "sculptors", "secretaries", "secretary", "senator", "senators", "singer", "singers", "soldier", "soldiers",
            "songwriter", "songwriters", "student", "students", "surgeon", "surgeons", "surveyor", "surveyors", "swimmer", "swimmers",
            "tailor", "tailors", "teacher", "teachers", "therapist", "therapists", "translator", "translators", "veterinarian",
            "veterinarians", "violinist", "violinists", "waiter", "waiters", "waitress", "waitresses", "writer", "writers",
        ]
    };
}

/// Nouns that only name a person (`... is a very kind person`).
macro_rules! person_nouns {
    ($m:ident) => {
        $m![
            "person", "man", "woman", "guy", "girl", "boy", "lady", "gentleman", "listener", "teenager", "toddler", "kid", "child",
            "mother", "father", "grandmother", "grandfather",
        ]
    };
}

/// Traits only a person has (`Why is Natasja so impulsive?`).
macro_rules! traits {
    ($m:ident) => {
        $m![
            "impulsive", "stubborn", "rude", "mean", "shy", "lazy", "jealous", "grumpy", "moody", "arrogant", "selfish", "bossy", "clingy",
            "needy", "picky", "nosy", "stingy", "greedy", "cheerful", "polite", "sarcastic", "talkative", "insecure", "clumsy",
            "forgetful", "naive", "gullible", "cranky", "flirty", "timid",
        ]
    };
}

/// Intensifiers before a quality (`is very reliable`).
macro_rules! intensifiers {
    ($m:ident) => {
        $m!["very", "so", "really", "always", "quite", "extremely", "incredibly"]
    };
}

pub(crate) const RULES: &[RuleDef] = &[
    data(
        "pii.email",
        P,
        Medium,
        BOTH,
        // The local part unbounded: bounded, a longer one matched from a
        // later dot on and left its head unredacted. Letters with
        // diacritics, Greek and Cyrillic belong to it and to the domain
        // (internationalised addresses, `jürgen.müller@example.de`,
        // `иван@пример.рф`): ASCII only, `jürgen.mü` was left before
        // `ller@example.de` and `josé@correo.es` was not found. Labels'
        // lengths are the validator's (a counted repetition of these
        // classes would swell the automaton).
        concat!(
            email_char!(), r"[", email_chars!(), "._%+-]*@",
            email_char!(), r"+(?:-+", email_char!(), r"+)*(?:\.", email_char!(), r"+(?:-+", email_char!(), r"+)*)*",
            // (a Cyrillic top-level domain, or a Latin one written with
            // Cyrillic look-alikes, `gmаіl.соm`: taken whole)
            r"\.(?:[A-Za-z]{2,24}\b|[A-Za-zа-яА-ЯёЁ]*[а-яА-ЯёЁ][A-Za-zа-яА-ЯёЁ]*)"
        ),
        Check::Email,
        "email",
    )
    .anchored(anchor_set!(&["@"])),
    // An address written out to dodge scrapers: `jane.doe [at] example
    // [dot] com`, `jane(at)example.com`, `jane {at} mail {dot} co {dot}
    // uk`. The `at` in brackets; a bare `at` or `dot` is prose.
    data(
        "pii.email",
        P,
        Medium,
        BOTH,
        concat!(
            r"\b[A-Za-z0-9][A-Za-z0-9._%+-]*[ \t]*(?:\[[ \t]*at[ \t]*\]|\([ \t]*at[ \t]*\)|\{[ \t]*at[ \t]*\}|<[ \t]*at[ \t]*>)[ \t]*",
            r"[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:(?:\.|[ \t]*(?:\[[ \t]*dot[ \t]*\]|\([ \t]*dot[ \t]*\)|\{[ \t]*dot[ \t]*\}|<[ \t]*dot[ \t]*>)[ \t]*)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*",
            r"(?:\.|[ \t]*(?:\[[ \t]*dot[ \t]*\]|\([ \t]*dot[ \t]*\)|\{[ \t]*dot[ \t]*\}|<[ \t]*dot[ \t]*>)[ \t]*)[A-Za-z]{2,24}\b"
        ),
        Check::None,
        "email",
    )
    .anchored(anchor_set!(&["at"]))
    .also(anchor_sets!(&[&["[", "(", "{", "<"]])),
    // Written with separators or a `+`/`00` prefix: validated by shape.
    data(
        "pii.phone",
        P,
        Medium,
        BOTH,
        concat!(
            r"(?:(?:\+|\b00)[1-9][0-9]{0,3}[ .-]?(?:\(0?[0-9]{1,4}\)[ .-]?)?[0-9]{1,5}(?:[ .-]?[0-9]{1,5}){1,5}",
            r"|(?:\b1[ .-]?)?(?:\([2-9][0-9]{2}\)[ .-]?|\b[2-9][0-9]{2}[ .-])[2-9][0-9]{2}[ .-][0-9]{4})(?:[ ]?(?:x|ext\.?|#)[ ]?[0-9]{1,6})?\b",
            r"|\b0[1-9][0-9]{0,4}(?:[ .-]|\)[ ]?)[0-9]{2,4}(?:[ .-][0-9]{2,4}){1,3}\b",
            r"|\(0[1-9][0-9]{0,4}\)[ ]?[0-9]{2,4}(?:[ .-]?[0-9]{2,4}){1,3}\b"
        ),
        Check::Phone,
        "phone",
    )
    .min_digits(7),
    // A bare digit run counts only after a phone cue ("call me at").
    data(
        "pii.phone",
        P,
        Medium,
        BOTH,
        r"(?:\+|\(|\b)[0-9]{1,15}\)?(?:(?:[ .-]|\)[ -]?|[ ]?\()[0-9]{1,8}\)?){0,5}?[0-9]\b(?:[ ]?(?:x|ext\.?)[ ]?[0-9]{1,6}\b)?",
        Check::PhoneCued,
        "phone",
    )
    .anchored(anchor_set!(PHONE_CUE_ANCHORS))
    // the validator counts 7 to 15 digits
    .min_digits(7),
    data("pii.us_ssn", P, High, BOTH, r"\b[0-9]{3}(?:-[0-9]{2}-|\s[0-9]{2}\s)[0-9]{4}\b", Check::Ssn, "ssn").min_digits(9),
    data("pii.us_ssn", P, High, BOTH, r"\b[0-9]{9}\b", Check::SsnCued, "ssn").anchored(anchor_set!(&["ssn*", "social*", "tax*", "itin*", "tin*"])),
    data("pii.payment_card", P, High, BOTH, r"\b[0-9](?:[ -]?[0-9]){11,18}\b", Check::Card, "card").min_digits(12),
    data(
        "pii.iban",
        P,
        High,
        BOTH,
        r"\b(?:[A-Z]{2}[0-9]{2}[ ]?[A-Z0-9]{4}(?:[ ]?[A-Z0-9]{4}){1,6}(?:[ ]?[A-Z0-9]{1,3})?|[a-z]{2}[0-9]{2}[ ]?[a-z0-9]{4}(?:[ ]?[a-z0-9]{4}){1,6}(?:[ ]?[a-z0-9]{1,3})?)\b",
        Check::Iban,
        "iban",
    )
    .min_digits(8),
    data(
        "pii.ipv4",
        P,
        Low,
        BOTH,
        r"\b(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}\b",
        Check::Ipv4,
        "ip",
    )
    .min_digits(4),
    data("pii.ipv6", P, Low, BOTH, r"(?:\b[0-9A-Fa-f]{1,4}|:)(?::[0-9A-Fa-f]{0,4}){2,7}\b", Check::Ipv6, "ip").anchored(anchor_set!(&["#2:"])).min_digits(2),
    data(
        "pii.date_of_birth",
        P,
        Medium,
        BOTH,
        concat!(
            // (each cue a whole word: `Dobbs Magazine, October 2008` has none)
            r"(?i:\bborn\b(?:\s+on\b)?|\bdate\s+of\s+birth\b|\bd\.?o\.?b\b\.?|\bbirth\s*date\b|\bbirthday\b(?:\s+is\b)?|\bgeboren\b(?:\s+am\b)?|\bgeburtsdatum\b|",
            r"\bnée?\s+le\b|\bdate\s+de\s+naissance\b|\bfecha\s+de\s+nacimiento\b|\bnacid[oa]\s+el\b|\bdata\s+di\s+nascita\b|\bnat[oa]\s+il\b|\bgeboortedatum\b)",
            r"[^0-9\n]{0,24}?",
            r"(?:[0-9]{1,2}[/.-][0-9]{1,2}[/.-](?:19|20)?[0-9]{2}\b|(?:19|20)[0-9]{2}-[0-9]{1,2}-[0-9]{1,2}\b",
            r"|(?:[0-9]{1,2}(?:st|nd|rd|th|\.)?\s+(?:of\s+)?)?[A-Z][a-zé]{2,9}\.?\s+(?:[0-9]{1,2}(?:st|nd|rd|th)?,?\s+)?(?:19|20)[0-9]{2}\b)"
        ),
        Check::None,
        "date",
    )
    // `d.o.b`, `d.ob`, `do.b`, `dob`; every date holds four digits.
    .anchored(anchor_set!(&["born", "birth", "birthdate", "birthday", "dob", "d.o", "do.b", "geboren", "geburtsdatum", "née", "né", "naissance", "nacimiento", "nacido", "nacida", "nascita", "nato", "nata", "geboortedatum"]))
    .min_digits(4),
    data(
        "pii.id_number",
        P,
        High,
        BOTH,
        concat!(
            r"(?i:\b(?:driver'?s?\s+licen[cs]e|driving\s+licen[cs]e|licen[cs]e\s+(?:number|no\.?|#)|passport|führerschein|permis\s+de\s+conduire|",
            r"licencia\s+de\s+conducir|patente\s+di\s+guida|personalausweis|national\s+id|id\s+card|tax\s+id))",
            r"(?:\s+(?i:number|no\.?|num|#))?(?:\s+(?i:is|was))?\s*[:#]?\s*[A-Z0-9][A-Z0-9-]{4,19}\b"
        ),
        Check::IdNumber,
        "id",
    )
    .anchored(anchor_set!(&["license", "licence", "passport", "führerschein", "permis", "licencia", "patente", "personalausweis", "national", "id", "tax"])),
    // Given name + surname: the given name is looked up in the list.
    data("pii.person_name", P, Low, STRICT, GIVEN_AND_SURNAMES, Check::PersonName, "person").anchored_packed(&GIVEN_NAMES_PACKED).native(given_and_surnames),
    // A name after a title, an introduction, a salutation or a field label.
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            r"(?:\b(?:Mr|Mrs|Ms|Mx|MR|MRS|MS|mr|mrs|ms|Dr|Prof|Sr|Sra|Srta|Mme|Mlle|Hr|Fr|Dhr|Mevr|Sig|Sig\.ra|Dott|Dott\.ssa|Avv|Ing)(?:\.|\b)",
            r"|\b(?:Miss|Herr|Frau|Señor|Señora|Signor|Signora|Monsieur|Madame|Mademoiselle|Mevrouw|Meneer|Pan|Pani|Don|Doña|Dona)\b",
            r"|\bM\.",
            r"|(?i:\bwhat(?:'s|’s|\s+is)\s+(?:your|his|her|the)\s+(?:full\s+|first\s+|last\s+|given\s+|family\s+|maiden\s+)?name(?:\s+(?:on|in)\s+the\s+account)?\?(?:[ \t]*(?:user|customer|client|caller|me|a)[ \t]*:)?|\bname\s+(?:on|in)\s+the\s+account(?:\s+is)?\??",
            r"|\bunder\s+(?:my|the|his|her|our)\s+(?:[a-z]+(?:'s|’s)\s+)?name(?:\s+is)?)",
            r"|(?i:\bmy\s+name\s+is|\bmy\s+name's|\bname\s+is|\bje\s+m'appelle|\bme\s+llamo|\bmi\s+chiamo|\bich\s+hei(?:ß|ss)e|\bmein\s+name\s+ist|\bmijn\s+naam\s+is|\bmeu\s+nome\s+é)",
            r"|(?i:\bdear|\bsigned,|\bsincerely,|\bregards,|\byours\s+truly,|\bcordialement,|\bmit\s+freundlichen\s+grüßen,?|\batentamente,|\bcordiali\s+saluti,?)",
            r"|(?i:\b(?:full\s+|first\s+|last\s+|given\s+|family\s+|maiden\s+)?name|\bsurname|\bnombre|\bnom|\bprénom|\bvorname|\bnachname|\bnome|\bcognome|\bnaam|\battn)[ \t]*:",
            r")[ \t]*(?:\r?\n[ \t]*)?(?:[A-Z]\.[ \t]*)*",
            up!(), "(?:['’]", up!(), ")?", low!(), "+(?:", up!(), low!(), "+)?(?:[ \\t-]+", up!(), "(?:['’]", up!(), ")?", low!(), "+(?:", up!(), low!(), "+)?){0,2}"
        ),
        Check::NameAfterCue,
        "person",
    )
    // The titles the pattern writes capitalised only (`Dr`, `Don`, `M.`)
    // need a capital in the text too: `don't`, `I'm`, `miss you` and
    // `pan` wake nothing.
    .anchored(anchor_set!(&[
        "mr", "mrs", "ms", "=mx", "=dr", "=prof", "=sr", "=sra", "=srta", "=mme", "=mlle", "=hr", "=fr", "=dhr", "=mevr", "=sig", "=dott", "=avv",
        "=ing", "=miss", "=herr", "=frau", "=señor", "=señora", "=signor", "=signora", "=monsieur", "=madame", "=mademoiselle", "=mevrouw",
        "=meneer", "=pan", "=pani", "=don", "=doña", "=dona", "=m", "name", "appelle", "llamo", "chiamo", "heiße", "heisse", "naam", "nome",
        // (`dear*`: the pattern takes a name glued to it, `DearIngrid`)
        "dear*",
        "signed", "sincerely", "regards", "truly", "cordialement", "freundlichen", "atentamente", "saluti", "surname", "nombre", "nom", "prénom",
        "vorname", "nachname", "cognome", "attn",
    ])),
    // A name met through what is said of it: a quote attributed to it
    // (`..." says Hartvigsson`, `I'm so jealous! said Niko`), an
    // appositive before a speech verb (`Jamie Murphy, the Oncologist,
    // said:`), a self-introduction (`I'm Annemette Iversen`, `people
    // call me Csanád`, `my name is vitoria`) or a family tie
    // (`Amico's daughter`).
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            r"(?:[\x22”!?][ \t]*,?[ \t]*(?:says|said|asks|asked|replies|replied|adds|added|explains|explained|writes|wrote|notes|noted|tells|told|whispers|whispered|shouts|shouted|laughs|laughed)[ \t]+",
            name!(),
            r"|",
            name_token!(), r"[ \t]+(?:[A-Z]\.?[ \t]+)?", name_token!(),
            r",[ \t]+the[ \t]+[^,\n]{1,40},[ \t]+(?:said|says|explained|added|noted|wrote|told|asked)\b)",
        ),
        Check::NameInContext,
        "person",
    )
    .anchored(anchor_set!(SPEECH_VERBS))
    .prefilter(speech_after_quote),
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            r"(?:(?:\bI'm|\bI’m|\bI[ \t]+am)[ \t]+", name_token!(), r"(?:[ \t]+(?:du|de|da|di|del|van|von|la|le))?[ \t]+", name_token!(),
            r"|(?i:\bcalls?[ \t]+me)[ \t]+", name_token!(),
            r"|(?i:\bmy[ \t]+name(?:[ \t]+is|'s|’s))[ \t]+", low!(), "+(?:[ \t]+", low!(), "+)?)",
        ),
        Check::NameInContext,
        "person",
    )
    // `I'm` (words `i` and `m`), `I am`, `call me`, `my name is`.
    .gated(anchor_alts!(&[&[&["m", "am"], &["i"]], &[&["call", "calls"], &["me"]], &[&["name"], &["my"]]]))
    .prefilter(introduction_before_name),
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            name_token!(),
            r"(?:'s|’s)[ \t]+(?:kids?|sons?|daughters?|wife|husband|mother|mom|mum|father|dad|brothers?|sisters?|boyfriend|girlfriend|fianc[eé]e?|uncle|aunt|cousin|nephew|niece|grandson|granddaughter|grandma|grandpa|grandmother|grandfather|child|children|baby|parents)\b",
        ),
        Check::NameInContext,
        "person",
    )
    .anchored(anchor_set!(&[
        "kid", "kids", "son", "sons", "daughter", "daughters", "wife", "husband", "mother", "mom", "mum", "father", "dad", "brother", "brothers",
        "sister", "sisters", "boyfriend", "girlfriend", "fiance", "fiancé", "fiancee", "fiancée", "uncle", "aunt", "cousin", "nephew", "niece",
        "grandson", "granddaughter", "grandma", "grandpa", "grandmother", "grandfather", "child", "children", "baby", "parents",
    ])),
    // A full name whose surname has the shape of one (`Ravil G Yefimov`,
    // `Elínborg Guðmundsdóttir`), or such a surname alone after a person
    // cue (`directed by Yermakov`, `the Sokolov novel`, `Kadiev and
    // Adams`): the shapes are endings that are overwhelmingly surnames
    // (see [`Check::SurnameShape`]); the word before is not a sentence
    // opener, a place prefix or an organisation word. The endings cannot
    // gate a rule (they are not words), so the rule runs on every text
    // with a hand-written search that stops only at words with such an
    // ending ([`surname_candidate`]).
    data("pii.person_name", P, Low, STRICT, SURNAME_CANDIDATE, Check::SurnameShape, "person").native(surname_candidate),
    // A name after words that only people follow: credits (`directed
    // by`, `producer`, `starring`), roles (`tennis player`, `assistant
    // to`), family and naming (`my son`, `named her`), founders' lists.
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            r"(?:\b(?i:directed|written|produced|composed|sung|performed|arranged|narrated|illustrated|painted|translated|coached|voiced|played|recorded)[ \t]+(?i:by)",
            r"|\b(?i:starring|featuring|producer|director|songwriter|singer|composer|novelist|player|actor|actress|commenter|drummer|guitarist|bassist|vocalist|pianist|spokesman|spokeswoman|spokesperson|colleague|assistant[ \t]+to|follow[ \t]+up[ \t]+with)",
            r"|\b(?:co-?)?founders?",
            r"|\b(?i:tribute[ \t]+to|in[ \t]+memory[ \t]+of)",
            r"|\b(?i:it's|it’s|it[ \t]+is|booked|reserved|reservation[ \t]+is|order[ \t]+is)[ \t]+under",
            r"|\b(?i:named)[ \t]+(?:him|her)",
            r"|\b(?i:my|our|his|her|their)[ \t]+(?:kids?|sons?|daughters?|wife|husband|boyfriend|girlfriend|brother|sister|friend|boss|cousin|uncle|aunt|nephew|niece|grandson|granddaughter|fianc[eé]e?)",
            r")[ \t]*:?[ \t]*(?:(?:are|were|was|is|include|included)[ \t]+)?",
            person_name_list!(),
        ),
        Check::NameAfterPersonCue,
        "person",
    )
    .prefilter(person_cue_before_capital)
    // (prefixes: the pattern takes what follows glued to the cue,
    // `playerJohn`, `our friendare Jon`)
    .anchored(anchor_set!(&[
        "directed", "written", "produced", "composed", "sung", "performed", "arranged", "narrated", "illustrated", "painted", "translated",
        "coached", "voiced", "played", "recorded", "starring*", "featuring*", "producer*", "director*", "songwriter*", "singer*", "composer*",
        "novelist*", "player*", "actor*", "actress*", "commenter*", "drummer*", "guitarist*", "bassist*", "vocalist*", "pianist*", "spokesman*",
        "spokeswoman*", "spokesperson*", "colleague*", "assistant", "follow", "founder*", "co", "cofounder*", "named", "kid*", "son*",
        "daughter*", "wife*", "husband*", "boyfriend*", "girlfriend*", "brother*", "sister*", "friend*", "boss*", "cousin*", "uncle*", "aunt*",
        "nephew*", "niece*", "grandson*", "granddaughter*", "fiance*", "fiancé", "fiancée", "tribute", "memory", "under*",
    ])),
    // A name before a role only a person takes (`add Ines Q. Valdivia as a
    // beneficiary`) or before `will be speaking`.
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            name_token!(), r"(?:[ \t]+(?:", name_token!(), r"|[A-Z](?:\.|\b)|(?:", name_particles!(), r")\b)){1,4}",
            r"[ \t]+(?:(?i:as)[ \t]+(?:(?:a|an|my|the|our|his|her)[ \t]+)?(?:primary[ \t]+|joint[ \t]+|secondary[ \t]+|legal[ \t]+)?",
            r"(?:beneficiary|guardian|co-?signer|dependent|executor|executrix|trustee|emergency[ \t]+contact|authori[sz]ed[ \t]+user|account[ \t]+holder|next[ \t]+of[ \t]+kin)",
            r"|will[ \t]+be[ \t]+(?:talking|speaking|presenting))\b",
        ),
        Check::NameBeforeRole,
        "person",
    )
    .anchored(anchor_set!(&[
        "beneficiary", "guardian", "cosigner", "signer", "dependent", "executor", "executrix", "trustee", "emergency", "authorized", "authorised",
        "holder", "kin", "talking", "speaking", "presenting",
    ]))
    // Memories say `speaking` and `talking` often, `will be speaking`
    // after a name seldom.
    .prefilter(|hay| {
        word_after_blank(hay, ROLES_TAKEN_BY_PEOPLE) || words_follow(hay, &["be"], &["talking", "speaking", "presenting"])
    }),
    // Lower-case names after a strong cue: `follow up with maria lopez`,
    // `mr. elliott`, `eva kleist lives at` (see [`Check::LowerName`]).
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            r"\b(?i:follow[ \t]+up[ \t]+with)[ \t]+", low!(), "+(?:[ \t]+", low!(), r"+\.?){0,2}",
            r"|\b(?:mr|mrs|ms|dr)\.[ \t]+", low!(), "+",
            r"|\b", low!(), "+[ \t]+", low!(), r"+[ \t]+lives[ \t]+(?:at|in|on)\b",
        ),
        Check::LowerName,
        "person",
    )
    .anchored(anchor_set!(&["follow", "mr", "mrs", "ms", "dr", "lives"])),
    // Dutch and German particles: `Willemine ten Pas`, `Sep van 't
    // Erve`, and a surname that starts with one (`van Dooren`).
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            "(?:", name_token!(), r"[ \t]+)?\b(?:van|von|ten|ter|vom|zu)(?:[ \t]+(?:der|den|de|dem|'t|’t))?[ \t]+", name_token!(), r"(?:-", name_token!(), ")?",
        ),
        Check::ParticleName,
        "person",
    )
    .anchored(anchor_set!(&["van", "von", "ten", "ter", "vom", "zu"])),
    // A name in a frame only a person fits (see [`Check::NameInFrame`]):
    // an occupation after `is`/`was`/`were` (`Marrero and Murphy were
    // precision engineers`, `Ana is a nurse`). Occupations that firms
    // and places also are (`producer`, `developer`, `designer`,
    // `consultant`, `interpreter`) are left out.
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            name_token!(), r"(?:(?:,[ \t]+|[ \t]+(?:and|&)[ \t]+)", name_token!(), r"){0,3}",
            r"[ \t]+(?:is|was|were|are|became|has[ \t]+been|had[ \t]+been|worked[ \t]+as)[ \t]+(?:(?:a|an|the)[ \t]+)?(?:[a-z]+[ \t]+){0,2}",
            occupations!(alternation), r"\b",
        ),
        Check::NameInFrame,
        "person",
    )
    .anchored(anchor_set!(occupations!(words))),
    // A vocative before a request at the start of a line or sentence
    // (`Warrane, can I please speak to your boss?`, `Kuba, could you`).
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            r"(?m:^|[.!?][ \t]+)[ \t]*", name_token!(), r",[ \t]+(?i:can|could|would|will|may|please|did|do|have|are)[ \t]+(?:I|you|we|u|me|please)\b",
        ),
        Check::NameInFrame,
        "person",
    )
    .anchored(anchor_set!(&["can", "could", "would", "will", "may", "please", "did", "do", "have", "are"]))
    .also(anchor_sets!(&[&["i", "you", "we", "u", "me", "please"]]))
    .prefilter(vocative_comma),
    // A person noun or an age after the name (`Noortje is a very
    // sympathetic person`, `Dupuis is a 25 year old man`).
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            name_token!(), r"[ \t]+(?:is|was|seems|seemed)[ \t]+an?[ \t]+(?:(?:very|really|so|truly|quite|rather|kind|nice|good|great|lovely|wonderful|sympathetic|friendly|young|old|little|big|tall|short|funny|smart|shy|quiet|sweet|gentle|generous|caring|honest|loyal|strong|brave|patient|warm|calm|happy|sad|lonely|married|single|retired|divorced|widowed|\d{1,3}[ -]years?[ -]old)[ \t]+){0,3}",
            person_nouns!(alternation), r"\b",
        ),
        Check::NameInFrame,
        "person",
    )
    .anchored(anchor_set!(person_nouns!(words)))
    .prefilter(|hay| words_follow(hay, &["is", "was", "seems", "seemed"], &["a", "an"])),
    // Works and ties only a person has: `the Ronner novel`, `ex-Zombie
    // Kastner`, `Fletcher Turcotte's killers`, `X began writing as a
    // teenager`.
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            r"\bthe[ \t]+", name_token!(), r"[ \t]+(?:novel|novels|memoir|memoirs|autobiography)\b",
            r"|\bex-", name_token!(), r"[ \t]+", name_token!(), r"(?:[ \t]+", name_token!(), r")?\b",
            r"|", name_token!(), r"(?:[ \t]+", name_token!(), r")?(?:'s|’s)[ \t]+(?:killers?|murderers?|widow|widower|funeral|obituary|ex-wife|ex-husband|stepson|stepdaughter|stepfather|stepmother)\b",
            r"|", name_token!(), r"(?:[ \t]+", name_token!(), r")?[ \t]+(?:began|started)[ \t]+[a-z]+ing\b[^.\n]{0,40}\bas[ \t]+an?[ \t]+(?:teenager|child|kid|boy|girl|student|toddler|youngster)\b",
        ),
        Check::NameInFrame,
        "person",
    )
    .anchored(anchor_set!(&[
        "novel", "novels", "memoir", "memoirs", "autobiography", "ex", "killer", "killers", "murderer", "murderers", "widow",
        "widower", "funeral", "obituary", "stepson", "stepdaughter", "stepfather", "stepmother", "teenager", "child", "kid", "boy", "girl",
        "student", "toddler", "youngster",
    ])),
    // What is said of a person only: a trait (`Why is Natasja so
    // impulsive?`), being heard speaking
    // (`have you heard Malvina Sandberg speak`), coming from a firm
    // (`Jouko is from Gradiant Research LLC`; bands sing and perform, so
    // only speaking counts), a film's or a record's
    // cast (`the film ... also features Hella Tintzmann`).
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            r"\b(?i:why)[ \t]+(?:is|was|are)[ \t]+", name_token!(), r"[ \t]+(?:so|always|being[ \t]+so)[ \t]+",
            traits!(alternation), r"\b",
            r"|\b(?:heard|hear|seen|saw|see|watched|watch)[ \t]+", name_token!(), r"(?:[ \t]+(?:", name_token!(), r"|de|da|di|del|van|von|du|la|le)){0,3}[ \t]+(?:speak|talk|lecture|preach)\b",
            r"|", name_token!(), r"(?:[ \t]+", name_token!(), r")?(?:[ \t]+(?:is|was))?[ \t]+from[ \t]+[^.\n,]{1,50}?[ \t](?:LLC|Inc|Ltd|PLC|GmbH|Corp|LLP)\b",
            r"|\b(?:film|movie|album|song|show|series|episode|track|play|musical|opera)\b[^.\n]{0,40}?\b(?:features|featured|stars|starred)[ \t]+",
            name_token!(), r"(?:[ \t-]+(?:", name_token!(), r"|de|da|di|del|van|von|du|la|le)){0,3}",
        ),
        Check::NameInFrame,
        "person",
    )
    .gated(anchor_alts!(&[
        &[traits!(words)],
        &[&["speak", "talk", "lecture", "preach"], &["heard", "hear", "seen", "saw", "see", "watched", "watch"]],
        &[&["llc", "inc", "ltd", "plc", "gmbh", "corp", "llp"], &["from"]],
        &[&["features", "featured", "stars", "starred"], &["film", "movie", "album", "song", "show", "series", "episode", "track", "play", "musical", "opera"]],
    ])),
    // A quality taken up by `him` or `her` in the next sentence (`Milan
    // is very reliable. You can always depend on him.`).
    data(
        "pii.person_name",
        P,
        Low,
        STRICT,
        concat!(
            name_token!(), r"[ \t]+(?:is|was)[ \t]+", intensifiers!(alternation), r"[ \t]+[a-z]+[.!][ \t]+[^.!?\n]{0,60}?\b(?:him|her|he|she)\b",
        ),
        Check::NameInFrame,
        "person",
    )
    .anchored(anchor_set!(&["him", "her", "he", "she"]))
    .also(anchor_sets!(&[intensifiers!(words)]))
    .prefilter(|hay| words_follow(hay, &["is", "was"], intensifiers!(words))),
    // A lone given name ("Why is Katrine so impulsive?").
    //
    // In the `strict` scope every recognised given name is PII and is
    // redacted under the default policy: agent memory is full of first
    // names, so strict-scope scans of memory will redact most of them.
    // Users who keep names scan with the `relaxed` scope or allow-list
    // this rule. The pattern is a generic capitalised word (no 2,500-way
    // alternation in the automaton); the gate runs it only when a listed
    // name occurs as a word, and [`Check::GivenName`] looks the word up,
    // leaving out names that are as often a word or a place (`Dawn`,
    // `Milan`) and names inside place or organisation names (`San Lorenzo`,
    // `Victoria Station`).
    data("pii.given_name", P, Low, STRICT, CAPITALISED_WORD, Check::GivenName, "person").anchored_packed(&GIVEN_NAMES_PACKED).native(listed_given_name),
    // House number + capitalised street name + street type.
    data(
        "pii.street_address",
        P,
        Medium,
        STRICT,
        concat!(
            r"\b[0-9]{1,6}[A-Za-z]?(?:-[0-9]{1,4})?,?[ \t]+(?:[0-9]{1,5}[ \t]+)?(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?[ \t]+)?",
            "(?:", up!(), "(?:", letter!(), r"|['’.-])*[ \t]+|[0-9]{1,3}(?:st|nd|rd|th)[ \t]+){1,4}",
            r"(?:street|avenue|road|boulevard|lane|st|str|odos|utca|út|ulica|ulice|cesta|",
            r"(?:Street|St|Avenue|Ave|Av|Road|Rd|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Way|Place|Pl|Terrace|Ter|Circle|Cir|Square|Sq|",
            r"Parkway|Pkwy|Highway|Hwy|Crescent|Close|Grove|Gardens|Mews|Row|Walk|Hill|Hills|Park|Trail|Trl|Path|Pike|Plaza|Alley|",
            r"Bend|Bluffs?|Bridge|Brooks?|Burg|Bypass|Camp|Canyon|Cape|Causeway|Center|Centre|Cliffs?|Club|Commons?|Corners?|Course|Courts|",
            r"Coves?|Creek|Crest|Crossing|Crossroad|Curve|Dale|Dam|Divide|Drives|Estates?|Expressway|Extension|Falls|Ferry|Fields?|Flats?|",
            r"Fords?|Forest|Forges?|Forks?|Fort|Freeway|Garden|Gateway|Glens?|Greens?|Harbors?|Haven|Heights|Hollow|Inlet|Islands?|Isle|",
            r"Junctions?|Keys?|Knolls?|Lakes?|Land|Landing|Lights?|Loaf|Locks?|Lodge|Loop|Mall|Manors?|Meadows?|Mills?|Mission|Motorway|",
            r"Mount|Mountains?|Neck|Orchard|Oval|Overpass|Parks|Pass|Passage|Pines?|Plains?|Points?|Ports?|Prairie|Radial|Ranch|Rapids?|",
            r"Rest|Ridges?|River|Roads|Route|Run|Shoals?|Shores?|Skyway|Springs?|Spur|Squares|Station|Stravenue|Stream|Streets|Summit|",
            r"Throughway|Trace|Track|Trafficway|Tunnel|Turnpike|Underpass|Unions?|Valleys?|Viaduct|Views?|Villages?|Ville|Vista|Wall|Ways|",
            r"Wells?|Parade|Wynd|Rise|Gate|Drove|Chase|Quay|Esplanade|Promenade|",
            r"Straße|Strasse|Str|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Chaussee|Steig|Pfad|Markt|Odos|Utca|Út|Ulica|Ulice|Cesta))",
            r"(?:\.|\b)"
        ),
        Check::AddressNumber,
        "address",
    )
    .anchored(anchor_set!(STREET_SUFFIXES))
    .min_digits(1),
    // Street type + name + house number (Via Roma 12, Calle Mayor, 5),
    // number + lower-case French type (12 rue de la Paix).
    data(
        "pii.street_address",
        P,
        Medium,
        STRICT,
        concat!(
            r"(?:\b(?:Via|Viale|Piazza|Piazzale|Corso|Vicolo|Largo|Borgo|Contrada|Strada|Stretto|Rotonda|Lungomare|Lungotevere|Salita|Traversa|Vico|",
            r"Calle|Avenida|Avda\.|Av\.|Paseo|Plaza|Pza\.|Camino|Carrera|Carretera|Ronda|Rambla|Travesía|Glorieta|C/|Pasaje|Pasadizo|Callejón|Cuesta|Senda|Vía|Urbanización|",
            r"Rua|Rúa|R\.|Travessa|Praça|Alameda|Largo|Estrada|ul\.|Ul\.|ulica|Ulica|al\.|Aleja|os\.|Plac|pl\.|náměstí|nábřeží|Bulevar|Bulevardul|Strada|Calea|Odos|Leoforos|",
            r"Rue|Avenue|Boulevard|Bd|Chemin|Allée|Place|Impasse|Quai|Cours|Route|Passage|Square|Voie|Sentier)[ \t]+",
            r"(?:(?:de|del|della|delle|dei|degli|di|da|do|dos|das|du|des|la|le|les|el|los|las|l'|d'|e|y)[ \t]*)*",
            "(?:(?:", up!(), "|[0-9])(?:", letter!(), r"|['’.-])*[ \t]+(?:(?:de|del|della|di|da|do|dos|das|du|des|la|le|e|y)[ \t]+)*){0,5}(?:", up!(), "|[0-9])(?:", letter!(), r"|['’.-])*,?[ \t]+",
            r"(?:n\.?[ºo°]?[ \t]*)?[0-9]{1,5}[A-Za-z]?\b",
            r"|\b[0-9]{1,4}(?:[ \t]?(?:bis|ter))?,?[ \t]+(?i:rue|avenue|av\.|boulevard|bd|chemin|allée|place|impasse|quai|cours|route|passage|square|voie)",
            r"[ \t]+(?:(?:de|du|des|la|le|l'|d')[ \t]*)*", letter!(), "(?:", letter!(), r"|['’-])+)"
        ),
        Check::None,
        "address",
    )
    .anchored(anchor_set!(STREET_PREFIXES))
    .min_digits(1),
    data("pii.street_address", P, Medium, STRICT, COMPOUND_STREET, Check::None, "address").min_digits(1).prefilter(compound_street_number),
    // A named street without a house number, where the street type makes
    // it unambiguous: French and Spanish types with their article (`rue
    // de Breton`, `Calle de Feliciana Baquero`), or a capitalised name and
    // an English street type after `on`/`at` (`lives on Elm Street`).
    data(
        "pii.street_address",
        P,
        Medium,
        STRICT,
        concat!(
            r"\b(?:(?i:rue|chemin|impasse|allée|quai)[ \t]+(?:(?:de|du|des|la|le|l'|d')[ \t]*)*|",
            r"(?:Calle|Callejón|Rambla|Avenida|Paseo|Travesía|Ronda|Carrera|Camino)[ \t]+(?:de|del)[ \t]+(?:(?:la|los|las)[ \t]+)?|",
            r"\b(?:on|at)[ \t]+)",
            up!(), low!(), r"+(?:[ \t-]", up!(), low!(), "+){0,3}",
            r"(?:[ \t]+(?:Street|St\.|Avenue|Ave\.|Road|Rd\.|Lane|Boulevard|Blvd\.|Drive|Terrace|Crescent)\b)?"
        ),
        Check::NamedStreet,
        "address",
    )
    .anchored(anchor_set!(&[
        "rue", "chemin", "impasse", "allée", "quai", "calle", "callejón", "rambla", "avenida", "paseo", "travesía", "ronda", "carrera", "camino", "street",
        "st", "avenue", "ave", "road", "rd", "lane", "boulevard", "blvd", "drive", "terrace", "crescent",
    ])),
    // A street and house number before a postcode and a place (`Ilsepad
    // 13, 9012 WZ, Kollumerzwaag`, `Stiffelring 34/56, 07193 Bad
    // Kreuznach`, `Rua Augusta 12, 1100-053 Lisboa`), and a street between a house number and another
    // number before a place (`5638 Aasa 43, Humilimont`, `077 Příční 1429
    // St.`), the ways of writing addresses in much of Europe and Latin
    // America (see [`Check::NumberedStreet`]).
    data(
        "pii.street_address",
        P,
        Medium,
        STRICT,
        concat!(
            up!(), letter!(), r"+\.?(?:[ \t-]+", letter!(), r"+\.?){0,3},?[ \t]+[0-9]{1,4}[a-zA-Z]?(?:[/-][0-9]{1,4})?,[ \t]*",
            r"(?:(?:[0-9]{4}[ \t]?[A-Z]{2}|[0-9]{4}-[0-9]{3}|[0-9]{5}|[0-9]{4}),?[ \t]+", up!(), place_rest!(),
            "|", up!(), letter!(), r"+(?:[ \t]+", letter!(), r"+){0,2},[ \t]*[0-9]{4,5}\b)",
            r"|\b[0-9]{1,5}[ \t]+(?:", letter!(), r"+[ \t]+){0,2}", letter!(), r"+[ \t]+[0-9]{1,4}[a-zA-Z]?\b",
            r"(?:[ \t]+(?:St|st)\.|(?:[ \t]*,[ \t]*|[ \t]*\r?\n)[ \t]*", letter!(), place_rest!(), ")",
        ),
        Check::NumberedStreet,
        "address",
    )
    // A comma after the house number, or `St.`, a comma or a line break
    // after the second number.
    .gated(anchor_alts!(&[&[&["#,"]], &[&["#\n"]], &[&["st"], &["#."]]]))
    .min_digits(3),
    // Post boxes, military addresses, apartment/suite numbers and US
    // city-state-ZIP (a postcode alone is not an address).
    data(
        "pii.street_address",
        P,
        Medium,
        STRICT,
        concat!(
            r"\b(?:P\.?[ \t]?O\.?[ \t]?Box|Post[ \t]+Office[ \t]+Box|Postfach|Apartado(?:[ \t]+de[ \t]+Correos)?|Casella[ \t]+[Pp]ostale|Postbus|Caixa[ \t]+Postal|Boîte[ \t]+[Pp]ostale)[ \t]+[0-9]{1,7}\b",
            r"|\b(?i:psc|unit|cmr)[ \t]+[0-9]{3,5},?[ \t]+(?i:box)[ \t]+[0-9]{1,5}\b",
            r"|\b(?i:apo|fpo|dpo)[ \t]+(?i:a[aep])[ \t]+[0-9]{5}\b",
            r"|\b(?:(?i:apt\.?|apartment|suite)|Ste\.|Flat|Appartamento|Wohnung)[ \t]+#?[0-9]{1,5}(?:\.[0-9]+)*[A-Za-z]?\b",
            r"|\b[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){0,2},[ \t]*(?:A[LKZRAEP]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY])[ \t]+[0-9]{5}(?:-[0-9]{4})?\b"
        ),
        Check::AddressNumber,
        "address",
    )
    .gated(anchor_alts!(&[
        &[&["box", "postfach", "apartado", "casella", "postbus", "caixa", "boîte"]],
        &[&["apo", "fpo", "dpo"]],
        &[&["apt", "apartment", "suite", "ste", "flat", "appartamento", "wohnung"]],
        &[&["#,"], &["#d5"]],
    ]))
    .min_digits(1),
];


/// A capitalised word: one upper-case letter, then lower-case letters.
const CAPITALISED_WORD: &str = concat!(up!(), low!(), "+");

/// A capitalised word followed by one to six name parts (initials,
/// particles, capitalised words): the shape of `Anna K. van der Berg`.
/// The optional second part of a hyphenated name in
/// [`GIVEN_AND_SURNAMES`]: `-Jones`, `-McQueen`, `-van der Maes` (up to
/// two particles of [`RUN_PARTICLES`] before it).
macro_rules! hyphen_tail {
    () => {
        concat!(
            "(?:-(?:(?:", name_particles!(), r"|y)[ \t]+){0,2}",
            up!(),
            low!(),
            "+(?:",
            up!(),
            low!(),
            "+)?)?"
        )
    };
}

const GIVEN_AND_SURNAMES: &str = concat!(
    up!(), low!(), "+", hyphen_tail!(), "(?:[ \t](?:[A-Z](?:\\.|\\b)|",
    "(?:", name_particles!(), r"|y)\b|",
    up!(), "(?:['’]", up!(), ")?", low!(), "+(?:", up!(), low!(), "+)?", hyphen_tail!(), ")){1,6}"
);

/// A capitalised word with a surname ending (and the character after
/// it), maybe after a capitalised word and an initial: `Anna B Petrova `.
const SURNAME_CANDIDATE: &str = concat!(
    "(?:", up!(), low!(), r"+[ \t]+(?:", up!(), r"\.?[ \t]+)?)?", up!(), low!(), "*(?:", surname_endings!(), ")(?:[^", low_body!(), "]|$)"
);

/// The run of `low!()` letters of the capitalised word at `s` ends in a
/// surname ending: the end of the match (after the next character).
fn surname_end(hay: &str, s: usize) -> Option<usize> {
    let up_len = hay[s..].chars().next()?.len_utf8();
    surname_end_of(hay, s + up_len, lower_run(hay, s + up_len))
}

/// [`surname_end`] of a capitalised word whose lower-case run is
/// `hay[low..e]` (a word of [`Caps`]: its run is known).
fn surname_end_of(hay: &str, low: usize, e: usize) -> Option<usize> {
    if !crate::validate::surname_ending(&hay[low..e]) {
        return None;
    }
    Some(hay[e..].chars().next().map_or(e, |c| e + c.len_utf8()))
}

/// The next match of [`SURNAME_CANDIDATE`] at or after `from`, as the
/// automaton would find it: for each capitalised word, first as the
/// given name before an optional initial and a surname, then as the
/// surname itself.
fn surname_candidate(hay: &str, from: usize, caps: &Caps) -> Option<(usize, usize)> {
    let b = hay.as_bytes();
    for &(s, e) in caps.from(from) {
        // `[ \t]+(?:UP\.?[ \t]+)?UP...` after the word.
        let mut p = e;
        while p < b.len() && matches!(b[p], b' ' | b'\t') {
            p += 1;
        }
        if p > e {
            if let Some(c) = hay[p..].chars().next().filter(|&c| is_up(c)) {
                let mut q = p + c.len_utf8();
                if b.get(q) == Some(&b'.') {
                    q += 1;
                }
                let mut r = q;
                while r < b.len() && matches!(b[r], b' ' | b'\t') {
                    r += 1;
                }
                if r > q && hay[r..].chars().next().is_some_and(is_up) {
                    if let Some(end) = surname_end(hay, r) {
                        return Some((s, end));
                    }
                }
                if let Some(end) = surname_end(hay, p) {
                    return Some((s, end));
                }
            }
        }
        let up_len = if b[s] < 0x80 { 1 } else { hay[s..].chars().next().map_or(1, char::len_utf8) };
        if let Some(end) = surname_end_of(hay, s + up_len, e) {
            return Some((s, end));
        }
    }
    None
}

/// The members up to [`LATIN_END`] of the bracketed class `class`
/// (`[A-ZÀ-Ö...]`, characters of at most two UTF-8 bytes, `a-b` ranges),
/// one bit per code point, built at compile time: [`is_up`] and
/// [`is_low`] test a bit instead of reading the class on every call.
const fn class_bits(class: &str) -> [u64; 6] {
    const fn at(b: &[u8], i: usize) -> (u32, usize) {
        if b[i] < 0x80 {
            (b[i] as u32, i + 1)
        } else {
            assert!(b[i] & 0xE0 == 0xC0, "class characters have one or two UTF-8 bytes");
            ((((b[i] & 0x1F) as u32) << 6) | (b[i + 1] & 0x3F) as u32, i + 2)
        }
    }
    let b = class.as_bytes();
    let mut bits = [0u64; 6];
    let mut i = 1;
    let end = b.len() - 1;
    while i < end {
        let (lo, next) = at(b, i);
        let mut hi = lo;
        i = next;
        if i + 1 < end && b[i] == b'-' {
            let (h, after) = at(b, i + 1);
            hi = h;
            i = after;
        }
        let mut c = lo;
        while c <= hi {
            assert!(c <= LATIN_END as u32, "class characters end at LATIN_END");
            bits[(c / 64) as usize] |= 1 << (c % 64);
            c += 1;
        }
    }
    bits
}

const UP_BITS: [u64; 6] = class_bits(up!());
const LOW_BITS: [u64; 6] = class_bits(low!());

/// Whether `c` is in the bracketed class `class` (`[A-ZÀ-Ö...]`): the
/// reference for [`class_bits`].
#[cfg(test)]
fn class_has(class: &str, c: char) -> bool {
    let mut body = class.trim_start_matches('[').trim_end_matches(']').chars();
    while let Some(a) = body.next() {
        let mut ahead = body.clone();
        if let (Some('-'), Some(b)) = (ahead.next(), ahead.next()) {
            if (a..=b).contains(&c) {
                return true;
            }
            body = ahead;
        } else if a == c {
            return true;
        }
    }
    false
}

/// `c` is in the class of `up!()`.
fn is_up(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_uppercase()
    } else {
        c <= LATIN_END && UP_BITS[c as usize / 64] >> (c as u32 % 64) & 1 != 0
    }
}

/// The last character of Latin Extended-A: the name classes hold nothing
/// beyond it, so Cyrillic, Greek or CJK text skips the class lookup.
const LATIN_END: char = '\u{17F}';

/// `c` is in the class of `low!()`.
fn is_low(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_lowercase()
    } else {
        c <= LATIN_END && LOW_BITS[c as usize / 64] >> (c as u32 % 64) & 1 != 0
    }
}

/// The next match of [`CAPITALISED_WORD`] at or after byte `from` (a char
/// boundary), exactly as the automaton would find it (leftmost-first,
/// greedy): the given-name rule runs on nearly every line of prose, and
/// this loop costs a fraction of an automaton search plus a reverse
/// search per capitalised word.
fn capitalised_word(hay: &str, from: usize) -> Option<(usize, usize)> {
    let b = hay.as_bytes();
    let mut i = from;
    loop {
        i = next_capital(b, i);
        if i >= b.len() {
            return None;
        }
        let c = b[i];
        if c < 0x80 {
            if c.is_ascii_uppercase() && i + 1 < b.len() {
                let end = lower_run(hay, i + 1);
                if end > i + 1 {
                    return Some((i, end));
                }
            }
            i += 1;
            continue;
        }
        let ch = hay.get(i..)?.chars().next()?;
        let next = i + ch.len_utf8();
        if is_up(ch) {
            let end = lower_run(hay, next);
            if end > next {
                return Some((i, end));
            }
        }
        i = next;
    }
}

/// The next match of [`CAPITALISED_WORD`] at or after `from` that is a
/// listed given name: the given-name rule's search, which skips the
/// capitalised words its check would turn away first.
fn listed_given_name(hay: &str, from: usize, caps: &Caps) -> Option<(usize, usize)> {
    caps.from(from).iter().find(|&&(s, e)| crate::validate::GIVEN_NAME_SET.contains(&hay[s..e])).copied()
}

/// Where blanks (spaces and tabs) before byte `i` start.
fn before_blanks(b: &[u8], mut i: usize) -> usize {
    while i > 0 && matches!(b[i - 1], b' ' | b'\t') {
        i -= 1;
    }
    i
}

/// Where blanks (spaces and tabs) from byte `i` on end.
fn after_blanks(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && matches!(b[i], b' ' | b'\t') {
        i += 1;
    }
    i
}

/// Where one of `words` (ASCII case ignored) ends at byte `end` of `b`
/// starts, if one does (the first that fits).
fn word_before(b: &[u8], end: usize, words: &[&str]) -> Option<usize> {
    words.iter().find_map(|w| {
        let w = w.as_bytes();
        let s = end.checked_sub(w.len())?;
        b[s..end].eq_ignore_ascii_case(w).then_some(s)
    })
}

/// An ASCII word boundary (`\b` of the patterns) before byte `s`.
fn boundary_before(b: &[u8], s: usize) -> bool {
    s == 0 || !(b[s - 1].is_ascii_alphanumeric() || b[s - 1] == b'_')
}

/// Where one of `words` that starts at a word boundary ends at `end`.
fn whole_word_before(b: &[u8], end: usize, words: &[&str]) -> Option<usize> {
    words.iter().find_map(|w| word_before(b, end, core::slice::from_ref(w)).filter(|&s| boundary_before(b, s)))
}

/// One of `words` ends at `end` after at least one blank, and starts at
/// a word boundary.
fn word_before_blanks(b: &[u8], end: usize, words: &[&str]) -> Option<usize> {
    let q = before_blanks(b, end);
    if q == end {
        return None;
    }
    whole_word_before(b, q, words)
}

/// Some word of `firsts` is followed, after spaces or tabs, by a word of
/// `seconds` (`is very`, wherever a pattern needs `is[ \t]+very`), or
/// the text holds a tab or two blanks in a row (then the rule runs): a
/// prefilter for rules whose frames hold such a pair of common words.
///
/// The pair `first second` is a substring of the text exactly where a
/// space has `first` ending before it and `second` starting after it (the
/// words hold no space), so one pass over the spaces (found a word at a
/// time, as `memchr` does) answers for every pair: a substring search
/// per pair cost 4 % of a scan in wasm, which has no vector compares.
fn words_follow(hay: &str, firsts: &[&str], seconds: &[&str]) -> bool {
    debug_assert!(firsts.iter().chain(seconds).all(|w| !w.is_empty() && !w.contains(' ')));
    if hay.contains('\t') {
        return true;
    }
    let b = hay.as_bytes();
    hay.match_indices(' ').any(|(i, _)| {
        b.get(i + 1) == Some(&b' ')
            || firsts.iter().any(|f| b[..i].ends_with(f.as_bytes())) && seconds.iter().any(|w| b[i + 1..].starts_with(w.as_bytes()))
    })
}

/// A comma right after a word that opens a line or a sentence (`Kuba,
/// can you`): the vocative rule's prefilter. Non-ASCII bytes count as
/// letters of either case, so it errs towards running the rule.
fn vocative_comma(hay: &phrase::Hay<'_>) -> bool {
    let b = hay.as_bytes();
    let letter = |c: u8| c.is_ascii_alphabetic() || c >= 0x80 || c == b'\'';
    let mut from = 0;
    while let Some(k) = hay[from..].find(',') {
        let comma = from + k;
        from = comma + 1;
        let mut s = comma;
        while s > 0 && letter(b[s - 1]) {
            s -= 1;
        }
        if s == comma || !(b[s].is_ascii_uppercase() || b[s] >= 0x80) {
            continue;
        }
        let mut q = s;
        while q > 0 && matches!(b[q - 1], b' ' | b'\t') {
            q -= 1;
        }
        if q == 0 || b[q - 1] == b'\n' || b[q - 1] == b'\r' || q < s && matches!(b[q - 1], b'.' | b'!' | b'?') {
            return true;
        }
    }
    false
}

/// The first words of the role name rule's roles.
const ROLES_TAKEN_BY_PEOPLE: &[&str] = &[
    "beneficiary", "guardian", "cosigner", "co-signer", "dependent", "executor", "executrix", "trustee", "emergency", "authorized", "authorised",
    "holder", "kin",
];

/// One of `words` stands after a blank and before the end of an ASCII
/// word, as the role name rule writes its roles (`[ \t]+beneficiary\b`).
fn word_after_blank(hay: &str, words: &[&str]) -> bool {
    let b = hay.as_bytes();
    words.iter().any(|w| {
        hay.match_indices(w).any(|(p, _)| {
            let e = p + w.len();
            p > 0 && matches!(b[p - 1], b' ' | b'\t') && !b.get(e).is_some_and(|&c| ascii_word(c))
        })
    })
}

/// The speech verbs of the quoted-speech name rule, as it writes them
/// (its anchors, and what its prefilter looks for after a quote).
const SPEECH_VERBS: &[&str] = &[
    "says", "said", "asks", "asked", "replies", "replied", "adds", "added", "explains", "explained", "writes", "wrote", "notes", "noted", "tells",
    "told", "whispers", "whispered", "shouts", "shouted", "laughs", "laughed",
];

/// The prefilter of the quoted-speech name rule: a quote, `!` or `?`,
/// then (past blanks and a comma) a speech verb, blanks and a capital or
/// a non-ASCII byte (`..." says Hartvigsson`); or a comma, blanks and
/// `the` (an appositive before a speech verb, the rule's other branch).
/// Summaries say `Caroline said` on every other line; a quote before the
/// verb is rare.
fn speech_after_quote(hay: &phrase::Hay<'_>) -> bool {
    let b = hay.as_bytes();
    for (i, c) in hay.char_indices() {
        if c == ',' {
            let j = after_blanks(b, i + 1);
            if j > i + 1 && b[j..].starts_with(b"the") && b.get(j + 3).is_some_and(|&x| matches!(x, b' ' | b'\t')) {
                return true;
            }
        }
        if !matches!(c, '"' | '\u{201D}' | '!' | '?') {
            continue;
        }
        let mut j = after_blanks(b, i + c.len_utf8());
        if b.get(j) == Some(&b',') {
            j = after_blanks(b, j + 1);
        }
        for v in SPEECH_VERBS {
            if b[j..].starts_with(v.as_bytes()) {
                let k = after_blanks(b, j + v.len());
                if k > j + v.len() && b.get(k).is_some_and(|&x| x.is_ascii_uppercase() || x >= 0x80) {
                    return true;
                }
            }
        }
    }
    false
}

/// The prefilter of the self-introduction name rule: `I'm`, `I’m` or `I
/// am` followed by blanks and a capital (or a non-ASCII byte, which may be
/// one), or the words `call` and `name` in any case (the rule's two other
/// branches). Dialogue says `I'm so glad` on every other line; a name
/// after it is rare.
fn introduction_before_name(hay: &phrase::Hay<'_>) -> bool {
    let b = hay.as_bytes();
    let capital_after_blanks = |i: usize| {
        let j = after_blanks(b, i);
        j > i && b.get(j).is_some_and(|&c| c.is_ascii_uppercase() || c >= 0x80)
    };
    for (i, _) in hay.match_indices('I') {
        let rest = &b[i + 1..];
        let after = if rest.starts_with(b"'m") {
            Some(i + 3)
        } else if rest.starts_with("\u{2019}m".as_bytes()) {
            Some(i + 1 + "\u{2019}m".len())
        } else {
            let j = after_blanks(b, i + 1);
            (j > i + 1 && b[j..].starts_with(b"am")).then_some(j + 2)
        };
        if after.is_some_and(capital_after_blanks) {
            return true;
        }
    }
    phrase::contains_ignoring_case(b, b"call") || phrase::contains_ignoring_case(b, b"name")
}

/// The word `b[s..c]` ends a cue of the person-cue name rule: a cue word
/// alone (`producer`), or the last word of one whose earlier words are
/// there too (`directed by`, `my son`, `it's under`). ASCII case is ignored.
fn cue_word_ends(b: &[u8], s: usize, c: usize) -> bool {
    const CREDITED: &[&str] = &[
        "directed", "written", "produced", "composed", "sung", "performed", "arranged", "narrated", "illustrated", "painted", "translated", "coached",
        "voiced", "played", "recorded",
    ];
    let w = &b[s..c];
    if w.len() > 16 {
        return false;
    }
    let mut buf = [0u8; 16];
    let lw = &mut buf[..w.len()];
    lw.copy_from_slice(w);
    lw.make_ascii_lowercase();
    let lw: &[u8] = lw;
    let boundary = boundary_before(b, s);
    match lw {
        b"starring" | b"featuring" | b"producer" | b"director" | b"songwriter" | b"singer" | b"composer" | b"novelist" | b"player" | b"actor"
        | b"actress" | b"commenter" | b"drummer" | b"guitarist" | b"bassist" | b"vocalist" | b"pianist" | b"spokesman" | b"spokeswoman"
        | b"spokesperson" | b"colleague" | b"founder" | b"founders" | b"cofounder" | b"cofounders" => boundary,
        b"by" => word_before_blanks(b, s, CREDITED).is_some(),
        b"to" => word_before_blanks(b, s, &["assistant", "tribute"]).is_some(),
        b"with" => word_before_blanks(b, s, &["up"]).and_then(|s| word_before_blanks(b, s, &["follow"])).is_some(),
        b"of" => word_before_blanks(b, s, &["memory"]).and_then(|s| word_before_blanks(b, s, &["in"])).is_some(),
        b"under" => {
            word_before_blanks(b, s, &["it's", "it\u{2019}s", "booked", "reserved"]).is_some()
                || word_before_blanks(b, s, &["is"]).and_then(|t| word_before_blanks(b, t, &["it", "reservation", "order"])).is_some()
        }
        b"him" => word_before_blanks(b, s, &["named"]).is_some(),
        b"her" => word_before_blanks(b, s, &["named"]).is_some(),
        _ => {
            let family = matches!(
                lw,
                b"kid" | b"kids" | b"son" | b"sons" | b"daughter" | b"daughters" | b"wife" | b"husband" | b"boyfriend" | b"girlfriend" | b"brother"
                    | b"sister" | b"friend" | b"boss" | b"cousin" | b"uncle" | b"aunt" | b"nephew" | b"niece" | b"grandson" | b"granddaughter"
                    | b"fiance" | b"fiancee"
            ) || lw == "fiancé".as_bytes()
                || lw == "fiancée".as_bytes();
            family && word_before_blanks(b, s, &["my", "our", "his", "her", "their"]).is_some()
        }
    }
}

/// The prefilter of the person-cue name rule: some upper-case letter (a
/// name's first) follows, past blanks, an optional colon and an optional
/// `are`/`is`/`include`..., a whole cue of the rule (`directed by`,
/// `producer`, `my son`, `named her`, `it's under`...). ASCII case is
/// ignored, so it never says no where the rule's pattern matches.
fn person_cue_before_capital(hay: &phrase::Hay<'_>) -> bool {
    const VERBS: &[&str] = &["included", "include", "were", "are", "was", "is"];
    let b = hay.as_bytes();
    // A cue of the rule ends at `c`.
    // The word that ends at `c` (its lower-case form in `buf`) as the end
    // of a cue: the whole run of letters and apostrophes (`it's`,
    // `fiancé`), and its ASCII-letter tail (`producer` in `éproducer`,
    // where the pattern's ASCII `\b` holds too).
    // The walk back stops one byte past the longest cue word (16 bytes,
    // see `cue_word_ends`): a longer run is no cue, and an unbounded walk
    // from every capital of a long run of letters is quadratic.
    let cue_ends_at = |c: usize| -> bool {
        let mut s = c;
        while s > 0 && c - s <= 16 && (b[s - 1].is_ascii_alphabetic() || b[s - 1] >= 0x80 || b[s - 1] == b'\'') {
            s -= 1;
        }
        let mut t = c;
        while t > s && b[t - 1].is_ascii_alphabetic() {
            t -= 1;
        }
        [s, t].iter().enumerate().any(|(k, &from)| (k == 0 || from != s) && from < c && cue_word_ends(b, from, c))
    };
    // ... with `[ \t]*:?[ \t]*` between it and `at`.
    let cue_before = |at: usize| -> bool {
        cue_ends_at(at) || at > 0 && b[at - 1] == b':' && cue_ends_at(before_blanks(b, at - 1))
    };
    let mut i = 0;
    loop {
        i = next_capital(b, i);
        let Some(c) = char_at(hay, i) else { return false };
        if is_up(c) {
            let q = before_blanks(b, i);
            if cue_before(q) || q > 0 && b[q - 1] == b':' && cue_before(before_blanks(b, q - 1)) {
                return true;
            }
            // an `are`/`is`/`include` (and at least one blank) after the cue
            if q < i {
                if let Some(vs) = word_before(b, q, VERBS) {
                    let c0 = before_blanks(b, vs);
                    if cue_before(c0) {
                        return true;
                    }
                }
            }
        }
        i += c.len_utf8();
    }
}

/// The capitalised words of a text (the matches of [`CAPITALISED_WORD`]:
/// an upper-case letter, then lower-case ones), found once per text and
/// shared by the name searches, which start only at them.
pub(crate) struct Caps {
    /// Inline up to 16 words (a typical entry has a few), on the heap
    /// beyond.
    spans: tinyvec::TinyVec<[(usize, usize); 16]>,
}

impl Caps {
    /// Every capitalised word of `hay`, in order (they never overlap: a
    /// word ends at the first letter that is not lower case).
    pub(crate) fn of(hay: &str) -> Caps {
        let mut spans = tinyvec::TinyVec::new();
        let mut at = 0;
        while let Some((s, e)) = capitalised_word(hay, at) {
            spans.push((s, e));
            at = e;
        }
        Caps { spans }
    }

    /// The capitalised words that start at or after `from`.
    fn from(&self, from: usize) -> &[(usize, usize)] {
        &self.spans[self.spans.partition_point(|&(s, _)| s < from)..]
    }
}

/// The first index at or after `i` that holds an ASCII capital or a
/// non-ASCII byte, found eight bytes at a time; where fewer than eight
/// bytes remain it returns where it got to (the caller steps from there).
#[inline]
fn next_capital(b: &[u8], mut i: usize) -> usize {
    while let Some(chunk) = b.get(i..i + 8) {
        let mut w = [0u8; 8];
        w.copy_from_slice(chunk);
        let m = capital_mask(u64::from_le_bytes(w));
        if m != 0 {
            return i + (m.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    i
}

/// The high bit of each byte of `w` that is an ASCII capital or a
/// non-ASCII byte (no carry crosses a byte).
#[inline]
fn capital_mask(w: u64) -> u64 {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let high = w & HIGH;
    let x7 = w & !HIGH;
    // For a byte x < 0x80: x + 0x3F has its high bit set iff x >= 'A';
    // x + 0x25 iff x > 'Z'.
    let at_least_a = x7.wrapping_add(0x3F3F_3F3F_3F3F_3F3F) & HIGH;
    let past_z = x7.wrapping_add(0x2525_2525_2525_2525) & HIGH;
    (at_least_a & !past_z) | high
}

/// The end of the run of `low!()` letters starting at byte `i`.
fn lower_run(hay: &str, mut i: usize) -> usize {
    let b = hay.as_bytes();
    while i < b.len() {
        if b[i] < 0x80 {
            if !b[i].is_ascii_lowercase() {
                break;
            }
            i += 1;
        } else {
            match hay.get(i..).and_then(|t| t.chars().next()) {
                Some(ch) if is_low(ch) => i += ch.len_utf8(),
                _ => break,
            }
        }
    }
    i
}


/// The character at byte `i`, if `i` is a boundary inside `hay`.
#[inline]
fn char_at(hay: &str, i: usize) -> Option<char> {
    hay.get(i..)?.chars().next()
}

/// Name particles of [`GIVEN_AND_SURNAMES`], in its order (the
/// validator's list).
const RUN_PARTICLES: &[&str] = crate::validate::NAME_PARTICLES;

/// The length of the longest of [`RUN_PARTICLES`].
const LONGEST_PARTICLE: usize = 5;

/// True for bytes of an ASCII word (`(?-u:\b)` sees these).
#[inline]
fn ascii_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// `(?:` up `low+)?` at byte `p`: its end, or `p`.
fn capitalised_at(hay: &str, p: usize) -> usize {
    if let Some(u) = char_at(hay, p).filter(|&u| is_up(u)) {
        let e = lower_run(hay, p + u.len_utf8());
        if e > p + u.len_utf8() {
            return e;
        }
    }
    p
}

/// [`hyphen_tail!`] at byte `p` (`-Jones`, `-McQueen`, `-van der
/// Maes`): its end, or `p`. The particles are taken greedily: with fewer
/// of them, a particle (lower-case) would stand where the capitalised
/// part must begin, so the automaton finds no other match either.
fn hyphenated(hay: &str, p: usize) -> usize {
    let b = hay.as_bytes();
    if b.get(p) != Some(&b'-') {
        return p;
    }
    let mut q = p + 1;
    for _ in 0..2 {
        match particle_end(b, q) {
            Some(mut e) if matches!(b.get(e), Some(b' ' | b'\t')) => {
                while matches!(b.get(e), Some(b' ' | b'\t')) {
                    e += 1;
                }
                q = e;
            }
            _ => break,
        }
    }
    let e = capitalised_at(hay, q);
    if e > q {
        capitalised_at(hay, e)
    } else {
        p
    }
}

/// One capitalised name token at `q` (up, an optional `'`/`’` + up,
/// low+, an optional up + low+, an optional hyphenated part): its end.
fn name_token_at(hay: &str, q: usize) -> Option<usize> {
    let c = char_at(hay, q).filter(|&c| is_up(c))?;
    let mut p = q + c.len_utf8();
    if let Some(quote @ ('\'' | '’')) = char_at(hay, p) {
        if let Some(u) = char_at(hay, p + quote.len_utf8()).filter(|&u| is_up(u)) {
            p += quote.len_utf8() + u.len_utf8();
        }
    }
    let e = lower_run(hay, p);
    if e == p {
        return None;
    }
    Some(hyphenated(hay, capitalised_at(hay, e)))
}

/// One name part after a space at `q`, trying the pattern's alternatives
/// in its order: an initial, a particle, a capitalised token.
fn name_part_at(hay: &str, q: usize) -> Option<usize> {
    let b = hay.as_bytes();
    if b.get(q).is_some_and(u8::is_ascii_uppercase) {
        match b.get(q + 1) {
            Some(b'.') => return Some(q + 2),
            Some(&d) if ascii_word(d) => {}
            _ => return Some(q + 1),
        }
    }
    if b.get(q).is_some_and(u8::is_ascii_lowercase) {
        // no name token starts with a lower-case ASCII letter
        return particle_end(b, q);
    }
    name_token_at(hay, q)
}

/// The end of the particle of [`RUN_PARTICLES`] that is the whole ASCII
/// word at `q` (a word boundary follows it), if it is one: the word is
/// read once (no further than the longest particle) and compared whole
/// with each particle, instead of a prefix test and a boundary test per
/// particle.
fn particle_end(b: &[u8], q: usize) -> Option<usize> {
    let mut e = q;
    while e < b.len() && e - q <= LONGEST_PARTICLE && ascii_word(b[e]) {
        e += 1;
    }
    let word = &b[q..e];
    (word.len() <= LONGEST_PARTICLE && RUN_PARTICLES.iter().any(|p| p.as_bytes() == word)).then_some(e)
}

/// The end of a match of [`GIVEN_AND_SURNAMES`] starting at a
/// capitalised word (a word of [`Caps`]) that ends at `e`. Nothing
/// follows the pattern's repetition, so taking at each step the first
/// alternative that fits and stopping at the first part that does not
/// gives the automaton's leftmost-first match.
fn name_run_from(hay: &str, e: usize) -> Option<usize> {
    let mut p = hyphenated(hay, e);
    let mut parts = 0;
    while parts < 6 && matches!(hay.as_bytes().get(p), Some(b' ' | b'\t')) {
        match name_part_at(hay, p + 1) {
            Some(e) => p = e,
            None => break,
        }
        parts += 1;
    }
    (parts > 0).then_some(p)
}

/// The next match of [`GIVEN_AND_SURNAMES`] at or after byte `from`, as
/// the automaton would find it: the rule runs on every line that holds a
/// given name, and this loop skips text without capitals eight bytes at
/// a time instead of stepping an automaton through every byte.
fn given_and_surnames(hay: &str, from: usize, caps: &Caps) -> Option<(usize, usize)> {
    // A run starts at an upper-case letter followed by lower-case ones:
    // at a capitalised word.
    caps.from(from).iter().find_map(|&(s, e)| name_run_from(hay, e).map(|end| (s, end)))
}

#[cfg(test)]
mod native_equivalence {
    //! The hand-written matcher against the automaton it stands in for.
    use super::*;
    use alloc::string::String;
    use alloc::vec::Vec;
    use proptest::prelude::*;

    fn automaton(pattern: &str) -> regex_automata::meta::Regex {
        crate::scanner::compile_one("test", &crate::scanner::ascii_boundaries(pattern), true).unwrap()
    }

    fn native_matches(hay: &str) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut at = 0;
        while let Some((s, e)) = capitalised_word(hay, at) {
            out.push((s, e));
            at = e;
        }
        out
    }

    fn all_matches(next: crate::rules::NativeSearch, hay: &str) -> Vec<(usize, usize)> {
        let caps = Caps::of(hay);
        let mut out = Vec::new();
        let mut at = 0;
        while let Some((s, e)) = next(hay, at, &caps) {
            out.push((s, e));
            at = e;
        }
        out
    }

    /// Text drawn from name parts, initials, particles and separators.
    fn names() -> impl Strategy<Value = String> {
        let pieces = prop::sample::select(alloc::vec![
            "Anna", "K", "K.", "J.R", "van", "de", "della", "del", "y", "bin", "deé", "O'Brien", "D’Angelo", "O'B", "McDonald", "MacLeod", "Jean-Luc",
            "Smith-Jones", "Sperberg-McQueen", "-McD", "-Mc", "-MacLeod-", "-van ", "-de  la ", "-van der Maes", "-dex ", "-van\tder\tBerg", "A-b", "-", "É", "Éa", "Ålund", "İpek", "ıİ", "Łukasz", "ß", "JOHN", "Jo_", "X1", "a", "and", " ", " ", " ", "\t", ".", ",",
            "'", "’", "Ж", "日本", "Zoë", "a\u{301}", " Anna", " K.", " K", " van", " O'Brien", " Éa", " de", "\tSmith",
        ]);
        prop::collection::vec(pieces, 0..24).prop_map(|v| v.concat())
    }

    /// Text drawn from letters inside and outside the name classes.
    fn prose() -> impl Strategy<Value = String> {
        let pieces = prop::sample::select(alloc::vec![
            "A", "a", "Z", "z", "É", "é", "Ł", "ł", "ß", "Ω", "ω", "Ж", "ж", "İ", "ı", "Ÿ", "ÿ", "×", "÷", "_", "1", " ", "\t", "-", "'", "’", ".", ":",
            "Anna", "Smith", "van", "de", "McDonald", "Jean-Luc", "Dawn", "José", "Müller", "a\u{301}", "日本", "Petrov", "Ivanova", "ić", "sson",
            "B.", "ov", "Ovez", "ez", "\n", "ström", "K",
        ]);
        prop::collection::vec(pieces, 0..24).prop_map(|v| v.concat())
    }

    #[test]
    fn given_and_surnames_stop_after_six_parts_as_the_automaton_does() {
        let re = automaton(GIVEN_AND_SURNAMES);
        for hay in [
            "Anna K. van der Berg Smith Jones Brown White Black",
            "Anna B C D E F G H",
            "see Jean-Luc O'Brien-Smith D’Angelo de la Cruz y Ruiz MacLeod\tMcDonald Åberg",
            "Michael Sperberg-McQueen and Anne-MarieClaire Lee-MacLeod-Fox",
            "Linn van der Flaas-van der Maes, Eva Jansen-de  Vries-van Dijk, Jo Smit-van der de Wit, Ab Bos-van der",
            "x Anna\t\tSmith, Anna  Smith, Anna Smith.",
        ] {
            let want: Vec<(usize, usize)> = re.find_iter(hay).map(|m| (m.start(), m.end())).collect();
            assert!(!want.is_empty(), "{hay}");
            assert_eq!(all_matches(given_and_surnames, hay), want, "{hay}");
        }
    }

    #[test]
    fn run_particles_are_the_patterns_particles() {
        let pattern: Vec<&str> = concat!(name_particles!(), "|y").split('|').collect();
        assert_eq!(RUN_PARTICLES, pattern.as_slice());
    }

    #[test]
    fn longest_particle_is_the_longest_run_particle() {
        assert_eq!(RUN_PARTICLES.iter().map(|p| p.len()).max(), Some(LONGEST_PARTICLE));
    }

    #[test]
    fn class_bits_hold_exactly_the_class_members() {
        for c in (0..=LATIN_END as u32 + 64).filter_map(char::from_u32) {
            assert_eq!(is_up(c), class_has(up!(), c), "{c:?}");
            assert_eq!(is_low(c), class_has(low!(), c), "{c:?}");
        }
    }

    #[test]
    fn name_classes_end_at_latin_extended_a() {
        for class in [up!(), low!()] {
            assert!(class.chars().all(|c| c <= LATIN_END), "{class}");
        }
    }

    #[test]
    fn eight_byte_skip_sees_every_capital_and_non_ascii_byte() {
        for x in 0..=255u8 {
            for pos in 0..8 {
                for filler in [b'a', b' ', b'z', b'@', b'[', b'0', b'~'] {
                    let mut w = [filler; 8];
                    w[pos] = x;
                    let fill = filler.is_ascii_uppercase() || filler >= 0x80;
                    let want: u64 = (0..8).map(|k| if (k == pos && (x.is_ascii_uppercase() || x >= 0x80)) || (k != pos && fill) { 0x80u64 << (8 * k) } else { 0 }).sum();
                    assert_eq!(capital_mask(u64::from_le_bytes(w)), want, "{x:#04x} at {pos} among {filler:#04x}");
                }
            }
        }
    }

    #[test]
    fn surname_endings_match_the_validator() {
        let mut a: Vec<&str> = surname_endings!().split('|').collect();
        let mut b: Vec<&str> = crate::validate::SURNAME_SUFFIXES.to_vec();
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn given_and_surnames_finds_what_the_automaton_finds(hay in names()) {
            let re = automaton(GIVEN_AND_SURNAMES);
            let want: Vec<(usize, usize)> = re.find_iter(&hay).map(|m| (m.start(), m.end())).collect();
            prop_assert_eq!(all_matches(given_and_surnames, &hay), want);
        }

        #[test]
        fn given_and_surnames_finds_what_the_automaton_finds_in_prose(hay in prose()) {
            let re = automaton(GIVEN_AND_SURNAMES);
            let want: Vec<(usize, usize)> = re.find_iter(&hay).map(|m| (m.start(), m.end())).collect();
            prop_assert_eq!(all_matches(given_and_surnames, &hay), want);
        }

        #[test]
        fn surname_candidate_finds_what_the_automaton_finds(hay in prose()) {
            let re = automaton(SURNAME_CANDIDATE);
            let want: Vec<(usize, usize)> = re.find_iter(&hay).map(|m| (m.start(), m.end())).collect();
            let mut got = Vec::new();
            let mut at = 0;
            let caps = Caps::of(&hay);
            while let Some((s, e)) = surname_candidate(&hay, at, &caps) {
                got.push((s, e));
                at = if e > s { e } else { e + 1 };
            }
            prop_assert_eq!(got, want);
        }

        #[test]
        fn listed_given_name_finds_the_automatons_listed_names(hay in prose()) {
            let re = automaton(CAPITALISED_WORD);
            let want: Vec<(usize, usize)> = re.find_iter(&hay).map(|m| (m.start(), m.end())).filter(|&(s, e)| crate::validate::GIVEN_NAME_SET.contains(&hay[s..e])).collect();
            prop_assert_eq!(all_matches(listed_given_name, &hay), want);
        }

        #[test]
        fn capitalised_word_finds_what_the_automaton_finds(hay in prose()) {
            let re = automaton(CAPITALISED_WORD);
            let want: Vec<(usize, usize)> = re.find_iter(&hay).map(|m| (m.start(), m.end())).collect();
            prop_assert_eq!(native_matches(&hay), want);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::scanner;
    use crate::ScanContext;
    use alloc::string::String;
    use alloc::vec::Vec;

    /// `words_follow` as its doc defines it: a tab, two spaces in a row,
    /// or some pair `first second` as a substring.
    fn words_follow_by_definition(hay: &str, firsts: &[&str], seconds: &[&str]) -> bool {
        hay.contains('\t') || hay.contains("  ") || firsts.iter().any(|f| seconds.iter().any(|w| hay.contains(&alloc::format!("{f} {w}"))))
    }

    proptest::proptest! {
        #[test]
        fn words_follow_finds_a_pair_exactly_where_it_is_a_substring(hay in "(is|was|a|an|very|th|Is| |\t|x|é|\n){0,24}") {
            for (firsts, seconds) in [(&["is", "was"][..], &["a", "an"][..]), (&["is", "was"][..], &["very", "so"][..]), (&["be"][..], &["talking"][..])] {
                proptest::prop_assert_eq!(super::words_follow(&hay, firsts, seconds), words_follow_by_definition(&hay, firsts, seconds), "{:?}", hay);
            }
        }
    }

    #[test]
    fn words_follow_reads_a_pair_inside_longer_words_and_at_the_ends() {
        assert!(super::words_follow("this an", &["is"], &["a"]));
        assert!(super::words_follow("is a", &["is"], &["a"]));
        assert!(!super::words_follow("is", &["is"], &["a"]));
        assert!(!super::words_follow("is. a", &["is"], &["a"]));
        assert!(super::words_follow("x  y", &["is"], &["a"]));
        assert!(!super::words_follow("", &["is"], &["a"]));
    }

    fn ids(text: &str) -> Vec<String> {
        super::super::test_support::ids_with_prefix(text, "pii.")
    }

    fn hit(text: &str, id: &str) {
        let got = ids(text);
        assert!(got.iter().any(|g| g == id), "{id} missing on {text:?}: {got:?}");
    }

    fn clean(text: &str) {
        let got = ids(text);
        assert!(got.is_empty(), "unexpected PII findings on {text:?}: {got:?}");
    }

    #[test]
    fn emails() {
        hit("write to jane.doe+news@mail.example.co.uk today", "pii.email");
        // a local part past RFC 5321's 64 bytes is redacted whole
        let long = "firstname.middlename.lastname.department.division.company.region.x@example.com";
        let v = crate::scan(&alloc::format!("mail {long} now"), &crate::ScanContext::new(crate::Source::UserInput)).unwrap();
        assert_eq!(v.redacted.as_deref(), Some("mail [REDACTED:email] now"));
        clean("the decorator @property and user@localhost");
        // written out to dodge scrapers
        for t in ["mail jane.doe [at] example [dot] com today", "jane(at)example.com", "write to j.smith {at} mail {dot} co {dot} uk"] {
            hit(t, "pii.email");
        }
        clean("meet me (at) the station [dot] com is a domain");
        clean("look at [the docs] and dot [the i's]");
        // Internationalised addresses, redacted whole.
        for (text, expected) in [
            ("write to jürgen.müller@example.de today", "write to [REDACTED:email] today"),
            ("escribe a josé@correo.es", "escribe a [REDACTED:email]"),
            ("пишите иван@пример.рф", "пишите [REDACTED:email]"),
            ("mail élodie@bücher.de now", "mail [REDACTED:email] now"),
            ("send it to аmу.watsоn@gmаіl.соm. Now", "send it to [REDACTED:email]. Now"),
            ("联系john.doe@example.cn谢谢", "联系[REDACTED:email]谢谢"),
        ] {
            let v = crate::scan(text, &crate::ScanContext::new(crate::Source::UserInput)).unwrap();
            assert_eq!(v.redacted.as_deref(), Some(expected), "{text}");
        }
    }

    #[test]
    fn phones() {
        hit("call me at (415) 555-2671", "pii.phone");
        hit("Tel: +44 20 7946 0958", "pii.phone");
        hit("please call 0384459559 tomorrow", "pii.phone");
        hit("bel 020-7946095 of 06 12 34 56 78", "pii.phone");
        clean("order 4155552671 shipped on 2023-01-15");
        clean("build 20230115 took 12:30:45");
        // A label after the number, ending its line or field.
        hit("Taurisano (LE)\n3713926005 fax\n", "pii.phone");
        hit("Hungary 34796\n(37) 788-063-Office\\,077", "pii.phone");
        hit("APO AA 61487\n416 60 039 office", "pii.phone");
        clean("ordered 1234567 office chairs");
        clean("ticket 4155552671 office hours are over");
    }

    #[test]
    fn digit_groups_identifiers_and_markup_are_not_phones() {
        // a run joined to more groups: a byte dump, dates in a row
        clean("// Prints: <Buffer 01 02 03 04 05 06 07 08>");
        clean(r#"let haystack = "2010-03-14 2016-10-08 2020-10-22";"#);
        // a cue inside a tag names a style, not the number after it
        clean(r#"<span class="hljs-number">1031168</span>"#);
        hit("<b>Phone:</b> 0384459559", "pii.phone");
        hit("Tel.: 030 12345678", "pii.phone");
        hit("my number is 0171 2345678", "pii.phone");
        hit("Meine Nummer: 030 12345678", "pii.phone");
        hit("Bel mijn nummer 06 12345678", "pii.phone");
        for t in ["order number 12345678", "Your invoice number: 2023 0045 1234", "tracking number 9400 1000 0000 0000"] {
            assert!(!ids(t).iter().any(|i| i == "pii.phone"), "{t}: {:?}", ids(t));
        }
        // a number inside an identifier after a cue word
        clean(r#""id": "to-delete-a-contact-channel-1630364616682","#);
        clean("arn:aws:ssm-contacts:us-east-1:111122223333:contact/akuam");
        hit("Tel:0384459559", "pii.phone");
        hit("Mobile: 06 12 34 56 78 (after 6pm)", "pii.phone");
    }

    #[test]
    fn the_romance_word_for_number_cues_a_phone_when_it_is_the_numbers_own() {
        for t in [
            "Mi número es 612 345 678, llámame.",
            "O meu número é 912 345 678",
            "Mon numéro est le 06 12 34 56 78",
            "MI NÚMERO ES 612 345 678",
            "Mi número de celular: 612 345 678",
        ] {
            hit(t, "pii.phone");
        }
        // the number of a thing, named before or after the word, or a
        // quantity the sentence goes on to count
        for t in [
            "Factura número 20231234 del mes de mayo.",
            "El número de pedido 12345678 ya salió.",
            "numéro de commande 45821733",
            "Consulta el número 5 de la revista, página 1234567.",
            "Multiplica o número inteiro por 1.048.576 (2^20).",
            "Para Ethernet é um número entre 1000-2000 (o padrão é 1500).",
        ] {
            assert!(!ids(t).iter().any(|i| i == "pii.phone"), "{t}: {:?}", ids(t));
        }
    }

    #[test]
    fn ssns() {
        hit("SSN 536-22-1234", "pii.us_ssn");
        hit("my social security number is 536221234", "pii.us_ssn");
        clean("ticket 536221234 closed");
        clean("placeholder 123-45-6789 and 000-12-3456");
    }

    #[test]
    fn cards() {
        hit("card 4111 1111 1111 1111 exp 12/27", "pii.payment_card");
        hit("amex 3782-822463-10005", "pii.payment_card");
        clean("ISBN 978-3-16-148410-0 and 9783161484100");
        clean("timestamp 1700000000000 and order 4111111111111112");
    }

    #[test]
    fn timestamps_versions_and_ids_are_not_pii() {
        clean("at 2023-11-22T01:35:00Z, epoch 1700613300123, build 20231122013500");
        clean("order 4839201746 and order #112-4839201-7465123 shipped");
        clean("ISBN 978-0-306-40615-7, ISBN-10 0306406152");
        clean("commit 3f786850e387550fdab836ed7e6dc881de23001b, uuid 123e4567-e89b-12d3-a456-426614174000");
        clean("bumped version 10.2.0.1 to v10.2.0.2");
    }

    #[test]
    fn ibans() {
        hit("IBAN: DE89 3704 0044 0532 0130 00", "pii.iban");
        hit("My IBAN is GB82WEST12345698765432", "pii.iban");
        clean("GB82WEST12345698765433 is off by one");
    }

    #[test]
    fn ip_addresses() {
        hit("server at 203.0.113.42 refused", "pii.ipv4");
        hit("host 2001:db8:85a3::8a2e:370:7334 is up", "pii.ipv6");
        clean("upgraded to version 1.2.3.4 and v2.10.0.1");
        clean("meet at 12:30:45, uuid 123e4567-e89b-12d3-a456-426614174000, sha 3f786850e387550fdab836ed7e6dc881de23001b");
        clean("listening on 127.0.0.1 and 0.0.0.0");
        // every part small: versions and section numbers, in any language
        clean("unterstützt seit Dpkg 1.4.1.17; (depuis dpkg 1.15.8.6), see section 7.1.2.2");
        hit("login from 5.146.23.12 failed", "pii.ipv4");
    }

    #[test]
    fn person_names() {
        hit("I want to add Matthew Ellis as a beneficiary", "pii.person_name");
        hit("Contact: Anna K. Schmidt", "pii.person_name");
        hit("Maria van der Berg signed it", "pii.person_name");
        hit("please ask Dr. Okonkwo", "pii.person_name");
        hit("Hello, my name is Zoltan", "pii.person_name");
        hit("Name: Lewis Hodgson", "pii.person_name");
        hit("Sehr geehrte Frau Müller", "pii.person_name");
    }

    #[test]
    fn names_met_through_what_is_said_of_them() {
        hit("\"I'm glad to hear that,\" says Hartvigsson.", "pii.person_name");
        hit("I'm so jealous! said Niko to Wencke", "pii.person_name");
        hit("Hijacinta Godina, the Technical writer, said: \"fine\"", "pii.person_name");
        hit("I'm Annemette Iversen, originally from Eckenroth", "pii.person_name");
        hit("I'm Arnaude du Gomes, from Lyon", "pii.person_name");
        hit("Sometimes people call me Csanád", "pii.person_name");
        hit("my name is vitoria", "pii.person_name");
        hit("my name is borna jerković but everyone calls me borna", "pii.person_name");
        hit("tracy: \"I'm Amico's daughter\"", "pii.person_name");
    }

    #[test]
    fn speech_and_family_words_without_a_name_are_not_names() {
        for t in [
            "\"It works,\" says The Verge.",
            "\"Done!\" said Everyone at once.",
            "I'm Very Happy today",
            "I'm Not Sure",
            "call me Monday",
            "call me back tomorrow",
            "my name is not on the list",
            "my name is spelled wrong",
            "Mom's sister came over",
            "the company said it would ship on Friday",
            "\"Deploy it,\" the manager said.",
        ] {
            assert!(!ids(t).iter().any(|g| g == "pii.person_name"), "{t:?}: {:?}", ids(t));
        }
    }

    #[test]
    fn a_literal_or_a_type_after_a_name_cue_is_not_a_name() {
        for t in [
            "    if name is None:\n        return None",
            "if (name is None and hasattr(fileobj, 'name')):",
            "pub struct Field { name: String, ty: Ident }",
            "fn new(name: Ident) -> Self",
            "Name: Required",
            "first name: Optional",
        ] {
            assert!(!ids(t).iter().any(|g| g == "pii.person_name"), "{t:?}: {:?}", ids(t));
        }
        hit("if name is John Smith, call him", "pii.person_name");
        hit("Name: Valentina Rossi", "pii.person_name");
    }

    #[test]
    fn first_names_alone_are_not_full_names() {
        for t in ["Caroline went to a support group and Melanie painted a sunset.", "John said that Maria would come on Monday.", "Caroline The Great"] {
            assert!(!ids(t).iter().any(|g| g == "pii.person_name"), "{t:?}");
        }
        clean("Dear Sir, thank you.");
    }

    #[test]
    fn lone_given_names_in_strict_scope() {
        hit("Why did Ingrid cancel the trip?", "pii.given_name");
        hit("thanks, Zoë!", "pii.given_name");
        hit("Ask Ádám about it", "pii.given_name");
        hit("Caroline went to a support group", "pii.given_name");
    }

    #[test]
    fn given_name_words_places_and_companies_are_not_lone_names() {
        // Names that are as often words or places, lower case, glued words.
        clean("Dawn broke over Milan; a Penny for your thoughts.");
        clean("caroline and the CAROLINE cruise");
        clean("McDonald and Oliveira");
        // Place and organisation names built on a given name.
        clean("We drove from San Lorenzo to West Patricia and Fort William.");
        clean("She moved to Sant'Elena.");
        clean("Meet me at Victoria Station by Austin Street.");
        clean("Thomas and Sons is a bank; so is Vallet Alexandre S.A.");
        clean("Ingrid Hallberg Nordin AB is a Swedish bank.");
        // Names that open sentences as words of another language.
        clean("Elke persoon heeft recht op vrijheid. Alla människor är födda fria.");
        clean("Anders als bei dpkg. Ella es médica y vive en Lima.");
        // with a surname they are names
        hit("Elke Sommer and Anders Hejlsberg spoke.", "pii.person_name");
    }

    #[test]
    fn given_names_are_strict_only() {
        let ctx = ScanContext { scope: crate::context::Scope::Relaxed, ..ScanContext::default() };
        let v = scanner().scan("Why did Ingrid cancel the trip?", &ctx).unwrap();
        assert!(v.findings.iter().all(|f| f.rule_id != "pii.given_name"));
    }

    fn person(text: &str) {
        assert!(ids(text).iter().any(|g| g == "pii.person_name"), "pii.person_name missing on {text:?}: {:?}", ids(text));
    }

    fn no_person(text: &str) {
        assert!(!ids(text).iter().any(|g| g == "pii.person_name"), "unexpected pii.person_name on {text:?}: {:?}", ids(text));
    }

    #[test]
    fn full_names_with_a_surname_ending() {
        person("We hired Tamerlan Abdulaev last spring");
        person("the report from Svetla K. Dimitrova arrived");
        person("notes by Jolanta Wiśniewska");
        person("Drazen Marković and his team");
        person("ask Sigrún Jónsdóttir about the boat");
        person("Gheorghe Ionescu signed the lease");
        person("Kerem Yılmazoğlu will call");
        person("Aino Häkkänen lives nearby");
        person("Nikos Papadopoulos wrote back");
        person("Tamuna Beridze joined");
        person("Frode Mikkelsen and Rasmus Jakobsen");
    }

    #[test]
    fn surname_endings_alone_or_on_places_and_words_are_not_names() {
        // The shape alone is never enough.
        no_person("Sokolov was late.");
        no_person("Kowalski");
        // Places, states and words with a surname ending.
        no_person("We flew to Rostov and Saratov last year.");
        no_person("Trains from Geneva to Essen.");
        no_person("She visited Republika Srpska in May.");
        no_person("Lake Geneva and Anchorage Alaska");
        no_person("Hohe Zinsen belasten Felsen und Kursen");
        no_person("Maschinelles Lernen und Wohnen, Personen und Maschinen");
        no_person("The Person Season Lesson Reason Prison");
        no_person("Betterlesson is a nonprofit");
        // Firms named after people.
        no_person("Ibáñez & Asociados S.A. opened an office");
        no_person("Lopez, Santos and Ramirez is a law firm in Austin.");
        no_person("I used to work for Mendez Logistics");
        // Man-page and code text.
        no_person("See Also: Return Value, Exit Status");
        no_person("fn parse_ov(x: Ovec) -> Petrov_state");
    }

    #[test]
    fn surnames_after_person_cues() {
        person("a 1968 film directed by Yermakov");
        person("I still love the Sokolov novel");
        person("Is there a better duo? Kadiev and Adams were brilliant.");
        person("our founders: Hrabal, Novak and Dvořáková.");
        person("the song by ex-Beatle Kowalczyk");
        person("Petrenko said the talks failed");
        no_person("The Rostov novel is set in Russia");
        no_person("by Monday, or by Tuesday at the latest");
    }

    #[test]
    fn names_after_person_cues() {
        person("Producer Marit Haugland explained the idea");
        person("the tennis player Odile Brasseur over visa issues");
        person("a year as the assistant to Idris Q. Mbeki");
        person("the single was written by Torvald Aakre in 1977");
        person("Directed By:    Halvard Oien");
        person("She named him Bartholomew");
        person("I would like to remove my kid Tobiah from the will");
        person("Our founders are Mbeki, Ngata and Hoani.");
        person("Follow up with Ottilie Brandvold next week");
        no_person("directed by Warner Bros and produced by Sony Music");
        no_person("performed by Team Alpha");
        no_person("The player Character moves");
        no_person("follow up with Support next week");
        no_person("my son Is taller");
        no_person("produced by Acme Studios Inc.");
        no_person("Founders Day is on Friday");
        person("A tribute to Ondine Vasseur, who sang it first");
        person("Maybe it's under Ilse K Brandauer");
        person("the table is booked, it's under Dagny Holmström");
        no_person("The project is under Active Development");
        no_person("it's under Review");
    }

    #[test]
    fn a_name_after_a_cue_is_a_whole_word() {
        // `Pay` of `PayP` was redacted, leaving `P`.
        assert_eq!(redacted("Thank you.\n\nBest regards, \nPayP"), "Thank you.\n\nBest regards, \nPayP");
        assert_eq!(redacted("Best regards,\nMaren Holt"), "Best [REDACTED:person]");
        assert_eq!(redacted("Dear Ingrid2, welcome"), "Dear Ingrid2, welcome");
        assert_eq!(redacted("by Dr. Sarah Chen¹ and"), "by [REDACTED:person]¹ and");
    }

    #[test]
    fn a_hyphenated_surname_part_is_taken_whole() {
        // `Sperberg-Mc` was the name, `Queen` left.
        assert_eq!(redacted("Michael Sperberg-McQueen wrote"), "[REDACTED:person] wrote");
        assert_eq!(redacted("Anna Lee-MacLeod said"), "[REDACTED:person] said");
        // Dutch double surnames keep their particles.
        assert_eq!(redacted("sung by Linn van der Flaas-van der Maes in 1999"), "sung by [REDACTED:person] in 1999");
    }

    #[test]
    fn a_name_or_street_with_look_alike_or_hidden_letters_is_redacted_to_the_end_of_its_word() {
        // (as user input: the look-alikes are smuggling, which a tool
        // result's verdict rejects, with no redaction)
        let flagged_redacted = |text: &str| redacted_in(text, &crate::ScanContext::new(crate::Source::UserInput));
        // Cyrillic `а` (U+0430) ended the name, `а` was left.
        assert_eq!(flagged_redacted("Winner: Irina Vashentsev\u{430} | Russia"), "Winner: [REDACTED:person] | Russia");
        // A zero-width space inside the surname, and leetspeak after it.
        assert_eq!(flagged_redacted("Coach: Jim McM\u{200B}anus, 1999"), "Coach: [REDACTED:person], 1999");
        assert_eq!(flagged_redacted("Coach: Jim McM4nus, 1999"), "Coach: [REDACTED:person], 1999");
        assert_eq!(flagged_redacted("Ship it to 100 N Lincoln Av\u{435}, Urbana, IL"), "Ship it to [REDACTED:address], Urbana, IL");
        // A Korean particle after a name, Chinese after an address, an
        // invisible character with no letter after it: not the word.
        assert_eq!(flagged_redacted("Colin Watson\u{C740} wrote it"), "[REDACTED:person]\u{C740} wrote it");
        assert_eq!(flagged_redacted("\u{8054}\u{7CFB}john.doe@example.cn\u{8C22}\u{8C22}"), "\u{8054}\u{7CFB}[REDACTED:email]\u{8C22}\u{8C22}");
        assert_eq!(flagged_redacted("Coach: Jim McManus\u{200B} 1999"), "Coach: [REDACTED:person]\u{200B} 1999");
    }

    /// The default policy's redaction of `text` (strict scope).
    fn redacted(text: &str) -> String {
        redacted_in(text, &crate::ScanContext::default())
    }

    /// The default policy's redaction of `text` in `ctx` (`text` itself
    /// when nothing is redacted).
    fn redacted_in(text: &str, ctx: &crate::ScanContext) -> String {
        let v = super::super::test_support::scanner().scan(text, ctx).expect("scan");
        v.redacted.unwrap_or_else(|| text.into())
    }

    #[test]
    fn names_before_an_occupation() {
        person("Okonkwo and Brandstetter were civil engineers");
        person("Tremblay is a nurse at the clinic");
        person("Vasquez, Oduya and Lindqvist were journalists");
        person("Kowalczuk had been a pilot for years");
        person("Brannigan and Oduya were nannies in Leeds");
        no_person("Python is a programmer's best friend");
        no_person("Both were nurses");
        no_person("Someone is a doctor here");
        no_person("Acme is a producer of steel");
        no_person("NASA was an employer of engineers");
        no_person("Boston is a city of students");
        no_person("Zerocopy is maintained by engineers at Google");
    }

    #[test]
    fn only_the_name_before_an_occupation_is_redacted() {
        assert_eq!(redacted("Okonkwo and Brandstetter were civil engineers."), "[REDACTED:person] were civil engineers.");
    }

    #[test]
    fn a_name_addressed_before_a_request() {
        person("Tavish, can you send me the slides?");
        person("Thanks. Oyelaran, could you check the logs?");
        no_person("Honestly, can you believe it?");
        no_person("Say, do you ever play video games?");
        no_person("Rate, did I succeed?");
        no_person("Guys, can we move the meeting?");
        no_person("Also, could you send it again?");
        no_person("Doctor, can I eat before the test?");
        no_person("Alexa, can you play some jazz?");
    }

    #[test]
    fn names_of_people_described_as_people() {
        person("Ndlovu is a very kind person");
        person("Ferreira is a 34 year old woman from Braga");
        person("Haverkamp seemed a quiet man");
        no_person("This is a very kind person");
        no_person("Everyone is a good listener");
        no_person("It was a 20 year old car");
    }

    #[test]
    fn names_in_works_and_ties_only_people_have() {
        person("I prefer the Achebe novel to the film");
        person("a solo record by ex-Pixies Deal Kim");
        person("Orrin Blackwood's killers were never found");
        person("Thorvaldsen started painting as a child");
        no_person("the Harvard biography series");
        no_person("the Netflix film was long");
        no_person("The company started trading as a startup");
    }

    #[test]
    fn names_met_through_traits_speech_employers_and_casts() {
        person("Why is Eulalie so stubborn today?");
        person("Ravindra is very dependable. You can always count on him.");
        person("have you heard Oksana Zabuzhko speak?");
        person("Wendeline is from Brightwater Analytics LLC");
        person("The film also features Tadeusz Wroński as the father");
        no_person("Why is Boston so expensive?");
        no_person("Toyota is very reliable. You can always count on it.");
        no_person("have you heard the news?");
        no_person("When did we see Aerosmith perform live?");
        no_person("The package is from Amazon Logistics LLC");
        no_person("The phone also features Dark Mode");
    }

    #[test]
    fn names_before_roles_only_people_take() {
        person("I want to add Ines Q. Valdivia as a beneficiary to my account");
        person("we need to add Tavita Leota as guardian");
        person("Ottoline Farquharson will be speaking at noon");
        no_person("I want to add Premium Support as a beneficiary");
        no_person("The Design Team will be presenting the mockups");
        no_person("Please add Savings Account as a joint account holder");
    }

    #[test]
    fn lower_case_names_after_strong_cues() {
        person("follow up with maria lindqvist in a couple of weeks");
        person("follow up with peter j osei tomorrow");
        person("mr. hargreaves flew to leeds");
        person("anna berglund lives at 4 elm row");
        no_person("follow up with them in a couple of weeks");
        no_person("follow up with maria tomorrow about it");
        no_person("follow up with the team");
        no_person("she said my sister lives in town");
        no_person("the cat lives in the garden");
    }

    #[test]
    fn dutch_and_german_particles() {
        person("Willemijn ten Brink will speak");
        person("Lotte van 't Hoff called");
        person("Jorrit van der Meulen-Bos wrote it");
        person("For my take on van Dooren, see below");
        no_person("The Top ten Tips for travel");
        no_person("I work for van den Broek NV");
        no_person("the delivery van Monday morning");
    }

    #[test]
    fn german_noun_phrases_with_von_and_zu_are_not_names() {
        no_person("Jeder hat das Recht auf Schutz der Urheber von Werken und die Freiheit der Kunst.");
        no_person("Die Grundlage von Freiheit und Gerechtigkeit ist die Anerkennung der Würde.");
        no_person("Sie dient zu dem Zweck der Bildung.");
        person("Die Rede von Ursula von der Leyen ist nicht lang und sie spricht mit Nachdruck.");
    }

    #[test]
    fn name_questions_are_cues() {
        hit("Bot: What's the name on the account? User: Ingvild Sæter", "pii.person_name");
        hit("What's your last name? Okonkwo", "pii.person_name");
        hit("It is under my husband's name Quarshie", "pii.person_name");
    }

    #[test]
    fn street_addresses() {
        hit("ship it to 1600 Pennsylvania Avenue NW", "pii.street_address");
        // a version after `APT` or `apt`, years listed before a name
        let no_street = |t: &str| assert!(!ids(t).iter().any(|i| i == "pii.street_address"), "{t}: {:?}", ids(t));
        no_street("In APT 2.0 ist ein Rückgriff möglich; seit apt 1.6 und APT 2.6.1.");
        no_street("The server answers HTTP 431 Request Header Fields Too Large.");
        no_street("HTTP/1.1 431 Request Header Fields Too Large");
        no_street("It failed with error 404 Not Found Street (sic).");
        no_street("status: 301 Moved Permanently Park");
        no_street("Copyright 2021, 2022 Anthony Green and others");
        no_street("© 2019-2022 Mission Street Press");
        hit("Apt. 716, Adamtown", "pii.street_address");
        hit("lives at 2022 Anthony Green, Leeds", "pii.street_address");
        hit("My code is 404 Elm Street, apartment 2", "pii.street_address");
        hit("Return address: 404 Elm Street", "pii.street_address");
        hit("I live at 42 Baker St. now", "pii.street_address");
        hit("Augsburger Strasse 36, Berlin", "pii.street_address");
        hit("Hauptstraße 5", "pii.street_address");
        hit("Via Roma 12, Milano", "pii.street_address");
        hit("98, avenue de Blondel", "pii.street_address");
        hit("Calle Mayor, 5", "pii.street_address");
        hit("Kerkstraat 12", "pii.street_address");
        hit("PO Box 7110", "pii.street_address");
        hit("Unit 9757 Box 7110, DPO AP 39603", "pii.street_address");
        hit("Springfield, IL 62704", "pii.street_address");
    }

    #[test]
    fn named_streets_without_numbers() {
        hit("elle habite rue des Lilas depuis mars", "pii.street_address");
        hit("nos bureaux sont chemin du Moulin", "pii.street_address");
        hit("vivo en Calle de Toledo", "pii.street_address");
        hit("she lives on Maple Avenue now", "pii.street_address");
        hit("the shop at Old Mill Road closed", "pii.street_address");
        hit("Keizersgracht 123 and Beukendreef 4", "pii.street_address");
        clean("Notepad 2 and Spring 2023, Gathering 2024");
    }

    #[test]
    fn numbered_streets_with_a_postcode_or_a_place() {
        hit("send it to Lindenpad 7, 3512 KL, Utrecht", "pii.street_address");
        hit("Kastanienring 12/3, 80331 München", "pii.street_address");
        hit("she lives at 417 Vörösmarty 22, Pécs", "pii.street_address");
        hit("ship to 88 Rautatienkatu 9\nTampere", "pii.street_address");
        hit("Rua Augusta, 112, 1100-053, Lisboa", "pii.street_address");
        hit("Carrer de Mallorca 401, Barcelona, 08013", "pii.street_address");
        hit("drop it at 12 Kossuth 3 St. please", "pii.street_address");
        clean("Apollo 11, 1969 Mission to the Moon");
        clean("on 12 March 2023, we met at noon");
        clean("Windows 10, 2015 Edition");
        clean("we scored 13 goals 22, then lost");
        clean("Room 12, 2024 Review");
    }

    #[test]
    fn a_place_after_a_postcode_or_a_house_number_is_redacted_whole() {
        // Its further words and its last letters were left: `[REDACTED:address]umilimont`.
        assert_eq!(redacted("at 5638 Aasa 43, Humilimont today"), "at [REDACTED:address] today");
        assert_eq!(redacted("Stiffelring 34/56, 07193 Bad Kreuznach"), "[REDACTED:address]");
        assert_eq!(redacted("Vicolo Alina, 59, 64026, Santa Lucia (TE)"), "[REDACTED:address] (TE)");
        assert_eq!(redacted("Piazza Elena, 33, 09094, Sant'Anna (OR)"), "[REDACTED:address] (OR)");
        assert_eq!(redacted("Borgo Gianna, 4, 95024, Santa Maria La Scala (CT). I moved."), "[REDACTED:address] (CT). I moved.");
        assert_eq!(redacted("Hauptstr. 5, 60311 Frankfurt am Main"), "[REDACTED:address]");
        assert_eq!(redacted("Rua Augusta 12, 1100-053 Lisboa"), "[REDACTED:address]");
        // A month or weekday after the place is not part of it.
        assert_eq!(redacted("Hauptstraße 5, 60311 Frankfurt am Main Monday at noon"), "[REDACTED:address] Monday at noon");
    }

    #[test]
    fn street_words_without_a_street_are_not_addresses() {
        clean("I rue the day; that avenue of research is open.");
        clean("Take the road on Monday and turn at the light.");
        clean("He works on Wall Street deals at Goldman.");
        clean("We met on Sunday at Central Park.");
    }

    #[test]
    fn non_addresses() {
        clean("We had 3 Green tea cups and 2 coffees.");
        clean("In Spring 2023 she was 23.");
        clean("ZIP: 62554");
        clean("Gathering 2023 was fun");
    }

    #[test]
    fn dates_of_birth_and_ids() {
        hit("She was born on 10/23/1951.", "pii.date_of_birth");
        hit("DOB: 1984-02-11", "pii.date_of_birth");
        hit("d.o.b. 03/04/1990", "pii.date_of_birth");
        let cited = ids("What's New in Boost Threads?, the Dobbs Magazine, October 2008.");
        assert!(!cited.iter().any(|i| i == "pii.date_of_birth"), "{cited:?}");
        clean("My birthday is on the weekend. I'll turn 23.");
        hit("My driver's license number is FRANCRF705BA", "pii.id_number");
        clean("Bring your passport and driver's license.");
        // The cue is a whole word, as the gate reads it (found by the
        // fuzzer's gate audit).
        let got = ids("My driver's 2license number is 6940579");
        assert!(!got.iter().any(|g| g == "pii.id_number"), "{got:?}");
    }
}

/// Cost of each data rule on the corpus (run by hand:
/// `cargo test --release -p memwarden --lib data_rule_cost -- --ignored --nocapture`).
#[cfg(all(test, feature = "std"))]
mod cost {
    extern crate std;
    use crate::gate::Gate;
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;
    use std::time::Instant;

    #[test]
    #[ignore]
    fn data_rule_cost() {
        let mut lines: Vec<String> = Vec::new();
        for f in ["locomo", "bipia", "pii"] {
            let raw = std::fs::read_to_string(std::format!("../../../shared/corpus/{f}.jsonl")).unwrap();
            for l in raw.lines() {
                let v: serde_json::Value = serde_json::from_str(l).unwrap();
                lines.push(v["text"].as_str().unwrap().to_string());
            }
        }
        let mut out = Vec::new();
        for r in crate::rules::builtin().into_iter().filter(|r| r.id.starts_with("pii.") || r.id.starts_with("secret.")) {
            let needs: Vec<_> = r.needs().into_iter().map(|n| (0, n)).collect();
            let gate = Gate::build(&needs, 1).unwrap();
            // (compiled as the scanner compiles built-in rules: byte
            // classes such as `(?-u:[^\n])` allowed)
            let re = crate::scanner::compile_one(r.id, &r.pattern.replace(r"\b", r"(?-u:\b)"), true).unwrap();
            let mut best = f64::MAX;
            let mut runs = 0;
            for _ in 0..3 {
                let t = Instant::now();
                runs = 0;
                for l in &lines {
                    if !gate.analyze(l).0.is_empty() {
                        runs += 1;
                        for m in re.find_iter(l.as_str()) {
                            let _ = crate::validate::run(r.check, &l[m.start()..m.end()], l, m.start());
                        }
                    }
                }
                best = best.min(t.elapsed().as_secs_f64());
            }
            out.push((best, r.id, runs));
        }
        out.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap());
        for (t, id, runs) in out {
            std::println!("{:8.4}s {id} ({runs} lines)", t);
        }
    }
}

#[cfg(test)]
mod prefilters {
    use super::*;

    #[test]
    fn speech_prefilter_sees_both_branches() {
        for t in ["\"I'm glad to hear that,\" says Hartvigsson.", "I'm so jealous! said Niko to Wencke", "Really?\tasked  Ádám", "Hijacinta Godina, the Technical writer, said: fine", "\u{201D}, told Ana"] {
            assert!(speech_after_quote(&phrase::Hay::new(t)), "{t:?}");
        }
        for t in ["Caroline said she was glad", "Wow! said nothing", "\"Hi\" he said", "the dog, they said"] {
            assert!(!speech_after_quote(&phrase::Hay::new(t)), "{t:?}");
        }
    }

    #[test]
    fn introduction_prefilter_sees_every_branch() {
        for t in ["I'm Annemette Iversen", "I\u{2019}m Ada Lovelace", "I am  \tZoë Brandt", "I'm Ádám", "people CALL me Csanád", "my Name's vitoria"] {
            assert!(introduction_before_name(&phrase::Hay::new(t)), "{t:?}");
        }
        for t in ["I'm so glad you came", "I am happy", "I'm", "I amazingly Went", "Caroline: I'm good!"] {
            assert!(!introduction_before_name(&phrase::Hay::new(t)), "{t:?}");
        }
    }

    #[test]
    fn compound_street_prefilter_sees_a_type_before_a_number() {
        for t in ["Kerkstraat 12", "Hauptstraße 5", "Hauptstr., 5", "Storgatan\t7", "Kastanienring 12/3, 80331", "x Am Weg , 3"] {
            assert!(compound_street_number(&phrase::Hay::new(t)), "{t}");
        }
        for t in ["Kerkstraat", "in 2023 we met", "Kerkstraat12", "the tie 5", "", "12 Hauptstraße"] {
            assert_eq!(compound_street_number(&phrase::Hay::new(t)), t == "the tie 5", "{t}");
        }
    }
}

#[cfg(test)]
mod person_cue_prefilter {
    fn cue(t: &str) -> bool {
        super::person_cue_before_capital(&super::phrase::Hay::new(t))
    }

    #[test]
    fn sees_every_cue_form_before_a_capital() {
        for t in [
            "directed by Yermakov",
            "Written  BY\tAnna",
            "producer: Marit",
            "the co-founder Idris",
            "cofounders are Mbeki",
            "assistant to Idris",
            "tribute to Ondine",
            "follow up with Ottilie",
            "in memory of Zoë",
            "it's under Dagny",
            "it\u{2019}s under Ilse",
            "the table is booked under Dagny",
            "reservation is under Ana",
            "She named him Bartholomew",
            "my son Tadzio",
            "our grandson Tim",
            "my kids Ann",
            "her fiancée Élodie",
            "our friendare Jon",
            "my friend: were Jon",
            "playerJohn",
        ] {
            assert!(cue(t), "{t}");
        }
    }

    #[test]
    fn is_false_without_a_cue_before_a_capital() {
        for t in ["my friend and I", "Caroline went to Paris", "directed by", "the Producer", "xplayer John", "named it Rex", "my sons"] {
            assert!(!cue(t), "{t}");
        }
    }
}
