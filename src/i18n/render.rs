//! Renders engine data in the learner's language: card labels, rule reasons, engine
//! problems and located load errors. Untrusted text (lesson messages) passes through
//! [`crate::i18n::Renderer::inert`] before it reaches the terminal.

use super::bundle::Texts;
use super::lang::Lang;
use crate::cards::{Card, Rank, Suit};
use crate::rules::{Arg, Game, Problem, Reason, Team};
use fluent::{FluentArgs, FluentValue};

/// How cards are written: suit symbols (`♥K`) or the plain notation (`hearts-K`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardStyle {
    Symbols,
    Ascii,
}

pub struct Renderer {
    pub texts: Texts,
    pub style: CardStyle,
    /// Columns an error's source snippet may take (the terminal's width).
    pub width: usize,
    /// Each game family's `rules` sections in order (`gaigel` → `players`, `deck`, ...),
    /// from the manifests: what a rule reference names. Empty when no lessons were
    /// loaded, and then no reference is shown.
    pub rules_sections: Vec<(&'static str, Vec<String>)>,
}

/// Joins a list the way the language does (its `list-separator`): `a, b, c` or `a、b、c`.
pub fn join_list<S: AsRef<str>>(r: &Renderer, items: &[S]) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    items.join(&r.texts.t("list-separator"))
}

fn suit_symbol(suit: Suit) -> Option<&'static str> {
    // German suits take the symbols of their French equivalents (acorns = clubs,
    // leaves = spades, bells = diamonds), as the Gaigel spec's table pairs them.
    Some(match suit {
        Suit::Acorns | Suit::Clubs => "♣",
        Suit::Leaves | Suit::Spades => "♠",
        Suit::Hearts => "♥",
        Suit::Bells | Suit::Diamonds => "♦",
        _ => return None,
    })
}

/// An integer as a Fluent argument, printed exactly. Fluent keeps its numbers as `f64`,
/// which holds every integer only up to 2^53 in size: beyond that a pot or a score would
/// be shown rounded (2^53 + 1 as 9007199254740992). Such an integer is passed as its
/// decimal digits instead, a string Fluent prints as it is. A plural or numeric selector
/// matches no key with a string and takes its default variant, `other`, which is right for
/// numbers this large in both languages.
pub fn int_value(n: i64) -> FluentValue<'static> {
    const EXACT: i64 = 1 << 53;
    if (-EXACT..=EXACT).contains(&n) {
        FluentValue::from(n)
    } else {
        FluentValue::from(n.to_string())
    }
}

/// The game a message belongs to, by its id: `gaigel-…`, `rules-gaigel-…`, `prompt-…`.
fn game_of_message(id: &str) -> Option<Game> {
    let rest = ["rules-", "prompt-", "lesson-"]
        .iter()
        .find_map(|p| id.strip_prefix(p))
        .unwrap_or(id);
    Game::ALL
        .iter()
        .filter(|g| {
            rest.strip_prefix(g.family())
                .is_some_and(|r| r.starts_with('-'))
        })
        .max_by_key(|g| g.family().len())
        .copied()
}

/// Suit symbols in prose as the deck's suit tokens: `♦10` → `bells-10`, a lone `♣` →
/// `acorns`. A symbol the deck has no suit for is left to the ASCII fold.
fn ascii_suits(text: &str, deck: crate::cards::Deck) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let suit = deck
            .suits()
            .iter()
            .find(|s| suit_symbol(**s).is_some_and(|sym| sym.starts_with(c)));
        match suit {
            Some(s) => {
                out.push_str(s.token());
                if chars.peek().is_some_and(|n| n.is_ascii_alphanumeric()) {
                    out.push('-');
                }
            }
            None => out.push(c),
        }
    }
    out
}

/// Whether a suit is one of Maniglia's Latin suits, which have no symbol of their own.
fn is_latin(suit: Suit) -> bool {
    matches!(suit, Suit::Cups | Suit::Coins | Suit::Batons | Suit::Swords)
}

impl Renderer {
    pub fn new(texts: Texts, style: CardStyle) -> Renderer {
        Renderer {
            texts,
            style,
            width: 80,
            rules_sections: Vec::new(),
        }
    }

    /// The same renderer, with the `rules` sections of each game family (from its
    /// manifest) that rule references name.
    pub fn with_rules_sections(
        mut self,
        sections: impl IntoIterator<Item = (&'static str, Vec<String>)>,
    ) -> Renderer {
        self.rules_sections = sections.into_iter().collect();
        self
    }

    /// A family's `rules` sections, in the order `tricktutor rules` numbers them.
    pub fn sections_of(&self, family: &str) -> Option<&[String]> {
        self.rules_sections
            .iter()
            .find(|(f, _)| *f == family)
            .map(|(_, s)| s.as_slice())
    }

    /// A section's heading as `tricktutor rules` prints it: `§7 The strict rules …`.
    pub fn rules_heading(&self, number: usize, title: &str) -> String {
        let mut args = FluentArgs::new();
        args.set("number", number as i64);
        args.set("title", title.to_string());
        self.get("rules-heading", &args)
    }

    /// The heading of section `section` of a family's rules, numbered by its place in
    /// the list; `None` when the list does not hold it.
    pub fn section_heading(&self, family: &str, section: &str) -> Option<String> {
        let number = self
            .sections_of(family)?
            .iter()
            .position(|s| s == section)?
            + 1;
        let title = self.lesson_text(&format!("rules-{family}-{section}-title"));
        Some(self.rules_heading(number, &title))
    }

    /// Where the rules explain a reason, as the learner opens it: `→ rules gaigel §7 The
    /// strict rules once the stock is exhausted` (`tricktutor rules gaigel --section 7`).
    /// `None` for a reason in no table ([`super::rule_refs`]) or a section the loaded
    /// `rules` list does not hold.
    pub fn rule_ref(&self, reason: &Reason) -> Option<String> {
        let (family, section) = super::rule_refs::section_of(reason.rule)?;
        let heading = self.section_heading(family, section)?;
        let mut args = FluentArgs::new();
        args.set("game", family);
        args.set("heading", heading);
        Some(self.get("rules-ref", &args))
    }

    /// The same renderer, fitting error snippets to `width` columns.
    pub fn with_width(mut self, width: usize) -> Renderer {
        self.width = width;
        self
    }

    /// What follows a label (`label-colon`): `: ` or `：`.
    pub fn colon(&self) -> String {
        self.texts.t("label-colon")
    }

    pub fn lang(&self) -> Lang {
        self.texts.lang
    }

    pub fn t(&self, id: &str) -> String {
        self.texts.t(id)
    }

    pub fn get(&self, id: &str, args: &FluentArgs) -> String {
        self.texts.get(id, Some(args))
    }

    /// A card as shown on screen: `♥K`, `♣10`; `hearts-K` in ASCII style.
    pub fn card(&self, card: Card) -> String {
        if self.style == CardStyle::Symbols && card.suit == Suit::Trump {
            // Tarot trumps have no suit symbol: "trump 21", "切札21", and the Sküs by name.
            return match card.rank {
                Rank::Num(n) => {
                    let mut args = FluentArgs::new();
                    args.set("n", n as i64);
                    self.get("card-trump", &args)
                }
                _ => self.t("card-excuse"),
            };
        }
        match (self.style, suit_symbol(card.suit)) {
            (CardStyle::Symbols, Some(sym)) if card.rank != Rank::Excuse => {
                format!("{sym}{}", card.rank.token())
            }
            // Latin suits take no French symbol, which would make a sword a spade: the card
            // is named with its suit in the learner's language ("7 of Cups", "カップの7"),
            // the same suit names the reasons and the rules use.
            (CardStyle::Symbols, None) if is_latin(card.suit) => {
                let mut args = FluentArgs::new();
                args.set("rank", card.rank.token().to_string());
                args.set("suit", self.suit(card.suit));
                self.get("card-latin", &args)
            }
            _ => card.to_string(),
        }
    }

    /// The symbol a suit's cards are shown with (`♥`), in the symbol style; `None` in the
    /// ASCII style and for a suit without one (Maniglia's Latin suits, tarot trumps).
    pub fn suit_mark(&self, suit: Suit) -> Option<&'static str> {
        match self.style {
            CardStyle::Symbols => suit_symbol(suit),
            CardStyle::Ascii => None,
        }
    }

    pub fn cards(&self, cards: &[Card]) -> String {
        let labels: Vec<String> = cards.iter().map(|&c| self.card(c)).collect();
        join_list(self, &labels)
    }

    pub fn suit(&self, suit: Suit) -> String {
        let id = format!("suit-{}", suit.name());
        if self.texts.has(&id) {
            self.texts.t(&id)
        } else {
            suit.token().to_string()
        }
    }

    pub fn team(&self, team: Team) -> String {
        self.texts.t(match team {
            Team::A => "team-a",
            Team::B => "team-b",
        })
    }

    /// An argument in words; tokens are looked up for the reason's game first
    /// (`token-rikken-none`), then shared (`token-none`).
    fn arg_value(&self, game: &str, arg: &Arg) -> FluentValue<'static> {
        match arg {
            Arg::Card(c) => FluentValue::from(self.card(*c)),
            Arg::Cards(cs) => FluentValue::from(self.cards(cs)),
            Arg::Suit(s) => FluentValue::from(self.suit(*s)),
            Arg::Int(n) => int_value(*n),
            Arg::Team(t) => FluentValue::from(self.team(*t)),
            Arg::Seats(v) => {
                let names: Vec<String> = v
                    .iter()
                    .map(|&s| {
                        let mut args = FluentArgs::new();
                        args.set("seat", s as i64);
                        self.get("seat-label", &args)
                    })
                    .collect();
                FluentValue::from(join_list(self, &names))
            }
            Arg::Token(tok) => FluentValue::from(self.token(game, tok)),
            Arg::Name(name) => FluentValue::from(*name),
        }
    }

    /// A spec token in words: the game's own message, else the shared one, else the token.
    fn token(&self, game: &str, tok: &str) -> String {
        let own = format!("token-{game}-{tok}");
        let shared = format!("token-{tok}");
        if self.texts.has(&own) {
            self.texts.t(&own)
        } else if self.texts.has(&shared) {
            self.texts.t(&shared)
        } else {
            tok.to_string()
        }
    }

    /// The message id of a rule reason: `gaigel.must-beat` → `reason-gaigel-must-beat`.
    pub fn reason_id(reason: &Reason) -> String {
        format!("reason-{}", reason.rule.replace('.', "-"))
    }

    /// A rule reason in words. A reason about some of several choices (the actions of a
    /// betting question) names them first, from its `subject` tokens.
    pub fn reason(&self, reason: &Reason) -> String {
        let mut args = FluentArgs::new();
        let game = reason.rule.split('.').next().unwrap_or("");
        let mut subjects = Vec::new();
        for (name, arg) in &reason.args {
            match (*name, arg) {
                ("subject", Arg::Token(tok)) => subjects.push(self.token(game, tok)),
                _ => args.set(*name, self.arg_value(game, arg)),
            }
        }
        let text = self.texts.get(&Self::reason_id(reason), Some(&args));
        if subjects.is_empty() {
            return text;
        }
        let mut about = FluentArgs::new();
        about.set("subject", join_list(self, &subjects));
        about.set("text", text);
        self.get("reason-about", &about)
    }

    /// Lesson text made safe for a terminal: control characters (escape sequences
    /// included) are shown as visible symbols instead of acting on the terminal.
    pub fn inert(text: &str) -> String {
        let shown = |c: char| match c {
            '\n' | '\t' => c,
            c if (c as u32) < 0x20 => char::from_u32(0x2400 + c as u32).unwrap_or('?'),
            '\u{7f}' => '␡',
            c if ('\u{80}'..='\u{9f}').contains(&c) => '�',
            // Bidirectional overrides can reorder what the learner sees.
            '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' => '�',
            c => c,
        };
        // Almost every text is already inert: copied whole rather than char by char. The
        // bytes tell: no control byte, and neither of the lead bytes of the characters
        // above 0x7f that change (0xC2: U+0080–U+009F; 0xE2: U+202A–U+2069).
        let plainly_inert = text
            .bytes()
            .all(|b| (b >= 0x20 || b == b'\n' || b == b'\t') && !matches!(b, 0x7f | 0xc2 | 0xe2));
        if plainly_inert {
            return text.to_string();
        }
        text.chars().map(shown).collect()
    }

    /// A lesson message (untrusted), made inert. In ASCII style its cards are written in
    /// the notation of the game the message belongs to (`♦10` is `bells-10` in Gaigel,
    /// `diamonds-10` in Rikken).
    pub fn lesson_text(&self, id: &str) -> String {
        let text = Self::inert(&self.texts.t(id));
        // The game is looked for only when the style needs it.
        match self.style {
            CardStyle::Ascii => match game_of_message(id) {
                Some(game) => ascii_suits(&text, game.deck()),
                None => text,
            },
            CardStyle::Symbols => text,
        }
    }

    /// The message id of a problem: `rikken.three-aces` → `problem-rikken-three-aces`.
    pub fn problem_id(problem: &Problem) -> String {
        // An id outside the lists would have no message: caught by every test that shows it.
        debug_assert!(
            crate::rules::problem_ids().any(|known| known == problem.id),
            "problem id `{}` is not listed in SHARED or a game's PROBLEMS",
            problem.id
        );
        format!("problem-{}", problem.id.replace('.', "-"))
    }

    /// An engine problem in words: its message with `field` and its arguments. A problem
    /// points at what a file says, so its cards and suits are written in the notation of
    /// question files (`hearts-K`), whatever the card style.
    pub fn problem(&self, p: &Problem) -> String {
        let mut args = FluentArgs::new();
        args.set("field", p.field);
        let game = p.id.split_once('.').map_or("", |(game, _)| game);
        for (name, arg) in &p.args {
            let value = match arg {
                Arg::Card(c) => FluentValue::from(c.to_string()),
                Arg::Cards(cs) => FluentValue::from(crate::cards::tokens(cs)),
                Arg::Suit(s) => FluentValue::from(s.token()),
                other => self.arg_value(game, other),
            };
            args.set(*name, value);
        }
        self.texts.get(&Self::problem_id(p), Some(&args))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Texts;

    fn renderer(lang: Lang) -> Renderer {
        Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Ascii)
    }

    #[test]
    fn integers_beyond_2_pow_53_are_printed_exactly() {
        // 2^53 + 1 is the first integer an f64 cannot hold: Fluent alone shows it as
        // 9007199254740992. 2^61 - 4 is a pot a position may give; i64::MAX the limit.
        for (n, digits) in [
            (9_007_199_254_740_993i64, "9007199254740993"),
            (2_305_843_009_213_693_948, "2305843009213693948"),
            (i64::MAX, "9223372036854775807"),
            (-9_007_199_254_740_993, "9007199254740993"),
        ] {
            let reason = Reason::new("vier-anderle.pot-after").with("pot", Arg::Int(n));
            for lang in Lang::embedded() {
                let text = renderer(lang).reason(&reason);
                assert!(text.contains(digits), "{lang:?}: {text}");
            }
        }
        // Small integers stay numbers: a plural or numeric selector still sees them.
        assert_eq!(int_value(7), FluentValue::from(7i64));
        assert_eq!(int_value(1 << 53), FluentValue::from(1i64 << 53));
        assert_eq!(
            int_value((1 << 53) + 1),
            FluentValue::from("9007199254740993".to_string())
        );
    }

    #[test]
    fn a_numeric_selector_takes_its_default_for_a_large_integer() {
        // The Japanese text of a bet names 2 to 7 by their own variants, anything else by
        // the default, which prints the value itself.
        let reason = Reason::new("perlaggen.may-bet")
            .with("figure", Arg::Token("spiel"))
            .with("value", Arg::Int(9_007_199_254_740_995));
        let text = renderer(Lang::JA).reason(&reason);
        assert!(text.contains("9007199254740995"), "{text}");
    }

    #[test]
    fn the_answer_too_large_problem_names_the_exact_limit() {
        let p = Problem::answer_too_large("pot_before_deal");
        for lang in Lang::embedded() {
            let text = renderer(lang).problem(&p);
            assert!(text.contains("pot_before_deal"), "{lang:?}: {text}");
            assert!(text.contains("9223372036854775807"), "{lang:?}: {text}");
        }
    }

    #[test]
    fn a_game_problem_is_its_game_prefixed_message() {
        let p = Problem::new("hand", "rikken.three-aces");
        assert_eq!(Renderer::problem_id(&p), "problem-rikken-three-aces");
        let en = renderer(Lang::EN).problem(&p);
        assert!(
            en.starts_with("hand: a hand with exactly three aces"),
            "{en}"
        );
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "not listed")]
    fn an_unlisted_problem_id_is_caught_where_it_is_shown() {
        let _ = Renderer::problem_id(&Problem::new("hand", "rikken.four-aces"));
    }

    #[test]
    fn a_problem_writes_its_cards_in_notation_whatever_the_style() {
        // A problem points at what a file says: `hearts-K`, as written, not `♥K`.
        let card = Card::new(Suit::Hearts, Rank::King);
        let p = Problem::too_many_copies("trick", 2, card, 1);
        for lang in Lang::embedded() {
            let r = Renderer::new(Texts::load(lang, |_| true, &[]), CardStyle::Symbols);
            let text = r.problem(&p);
            assert!(text.contains("hearts-K") && !text.contains('♥'), "{text}");
        }
    }

    #[test]
    fn control_sequences_are_made_inert() {
        let shown = Renderer::inert("a\x1b[2Jb\x07c\u{202e}d\ne");
        assert!(!shown.contains('\x1b'));
        assert!(!shown.contains('\x07'));
        assert!(!shown.contains('\u{202e}'));
        assert!(shown.contains("␛[2J"));
        assert!(shown.contains('\n'));
        // Each kind of character that changes, and neighbours that do not.
        for (text, inert) in [
            ("\u{85}x\u{a0}", "�x\u{a0}"),
            ("a\u{2066}b\u{2069}\u{206a}", "a�b�\u{206a}"),
            ("\u{202a}\u{2029}", "�\u{2029}"),
            ("\u{7f}\r", "␡␍"),
            ("…—→ カード\t・", "…—→ カード\t・"),
        ] {
            assert_eq!(Renderer::inert(text), inert, "{text:?}");
        }
    }
}
