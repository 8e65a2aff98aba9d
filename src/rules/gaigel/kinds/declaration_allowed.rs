//! `declaration-allowed`: whether a player may declare now.

use super::{copies_problems, pack, simple};
use crate::cards::Deck;
use crate::fields::{Fields, MapReader};
use crate::rules::answer::{Answer, AnswerForm, Field, Verdict};
use crate::rules::gaigel::read::{declaration, flag};
use crate::rules::gaigel::{score, DeclarationContext, Query, Role};
use crate::rules::kind::Kind;
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct DeclarationAllowed;

impl Kind<Query> for DeclarationAllowed {
    fn name(&self) -> &'static str {
        "declaration-allowed"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let trump = m.req(r, "trump").and_then(|n| r.suit(n, Deck::Gaigel));
        let decl = m.req(r, "declaration").and_then(|n| declaration(r, n));
        let cards = m.req(r, "cards").and_then(|n| r.cards(n, Deck::Gaigel));
        let role = m
            .req(r, "role")
            .and_then(|n| r.token(n, Role::TOKENS))
            .and_then(Role::parse);
        let winner_declared = flag(r, m, "winner_declared", false);
        let drawn = flag(r, m, "drawn", false);
        let stock_empty = flag(r, m, "stock_empty", false);
        let declared_suits = match m.opt("declared_suits") {
            Some(n) => r.suits(n, Deck::Gaigel),
            None => Some(Vec::new()),
        };
        let player_won = flag(r, m, "player_has_won_trick", false);
        let team_won = flag(r, m, "team_has_won_trick", false);
        // The turned card can lie there only while the stock lasts (the default).
        let turned = match m.opt("turned_card_on_table") {
            Some(n) => r.bool(n),
            None => stock_empty.map(|e| !e),
        };
        Some(Query::DeclarationAllowed {
            trump: trump?,
            declaration: decl?,
            cards: cards?,
            context: DeclarationContext {
                role: role?,
                winner_declared: winner_declared?,
                drawn: drawn?,
                stock_empty: stock_empty?,
                declared_suits: declared_suits?,
                player_has_won_trick: player_won?,
                team_has_won_trick: team_won?,
                turned_card_on_table: turned?,
            },
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::DeclarationAllowed {
            trump,
            cards,
            context,
            ..
        } = q
        else {
            return None;
        };
        let mut out = pack()
            .suit("trump", *trump)
            .cards("cards", cards)
            .suits("declared_suits", &context.declared_suits)
            .finish();
        if out.is_empty() {
            out.extend(copies_problems(&[("cards", cards)]));
            // The turned card is drawn in the 7th draw round, the one that empties the
            // stock: no position has both, whatever is declared.
            if context.stock_empty && context.turned_card_on_table {
                out.push(Problem::contradicts("turned_card_on_table", "stock_empty"));
            }
        }
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        matches!(q, Query::DeclarationAllowed { .. }).then_some(AnswerForm::Bool)
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::DeclarationAllowed {
            trump,
            declaration,
            cards,
            context,
        } = q
        else {
            return None;
        };
        let no = score::declaration_obstacles(*trump, *declaration, cards, context);
        Some(if no.is_empty() {
            simple(
                Answer::Bool(true),
                vec![score::allowed_reason(*trump, *declaration, cards)],
            )
        } else {
            simple(Answer::Bool(false), no)
        })
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::DeclarationAllowed {
            trump,
            declaration,
            cards,
            context: c,
        } = q
        else {
            return None;
        };
        Some(vec![
            ("trump", Field::Suit(*trump)),
            ("declaration", Field::Token(declaration.token())),
            ("cards", Field::Cards(cards.clone())),
            ("role", Field::Token(Role::TOKENS[c.role as usize])),
            ("winner_declared", Field::Bool(c.winner_declared)),
            ("drawn", Field::Bool(c.drawn)),
            ("stock_empty", Field::Bool(c.stock_empty)),
            ("declared_suits", Field::Suits(c.declared_suits.clone())),
            ("player_has_won_trick", Field::Bool(c.player_has_won_trick)),
            ("team_has_won_trick", Field::Bool(c.team_has_won_trick)),
            ("turned_card_on_table", Field::Bool(c.turned_card_on_table)),
        ])
    }
}
