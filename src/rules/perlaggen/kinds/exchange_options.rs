//! `exchange-options`: who may exchange a card for the indicator, and which cards.

use super::{pack, simple};
use crate::fields::{Fields, MapReader};
use crate::rules::answer::Verdict;
use crate::rules::answer::{Answer, AnswerForm, Arg, Field, Reason};
use crate::rules::kind::Kind;
use crate::rules::perlaggen::cards::index;
use crate::rules::perlaggen::{deal, read, Query};
use crate::rules::position_reader::PositionReader;
use crate::rules::problem::Problem;

pub struct ExchangeOptions;

impl Kind<Query> for ExchangeOptions {
    fn name(&self) -> &'static str {
        "exchange-options"
    }

    fn read(&self, r: &mut dyn PositionReader, m: &mut MapReader, (): ()) -> Option<Query> {
        let i = m.req(r, "indicator").and_then(|n| r.card(n, read::DECK));
        let d = read::cards(r, m, "dealer_hand");
        let p = read::cards(r, m, "partner_hand");
        Some(Query::ExchangeOptions {
            indicator: i?,
            dealer: d?,
            partner: p?,
        })
    }

    fn problems(&self, q: &Query) -> Option<Vec<Problem>> {
        let Query::ExchangeOptions {
            indicator,
            dealer,
            partner,
        } = q
        else {
            return None;
        };
        let mut pack = pack();
        pack.card("indicator", *indicator)
            .cards("dealer_hand", dealer)
            .cards("partner_hand", partner);
        let mut out = pack.finish();
        if !out.is_empty() {
            return Some(out);
        }
        out.extend(Problem::length("dealer_hand", dealer.len(), 5, 5));
        out.extend(Problem::length("partner_hand", partner.len(), 5, 5));
        out.extend(Problem::single_copies(
            &[
                ("indicator", vec![*indicator]),
                ("dealer_hand", dealer.clone()),
                ("partner_hand", partner.clone()),
            ],
            index,
        ));
        Some(out)
    }

    fn form(&self, q: &Query) -> Option<AnswerForm> {
        let Query::ExchangeOptions {
            dealer, partner, ..
        } = q
        else {
            return None;
        };
        Some(AnswerForm::Record(vec![
            ("who", AnswerForm::OneOf(vec!["dealer", "partner", "none"])),
            (
                "cards",
                AnswerForm::SubsetOf(dealer.iter().chain(partner).copied().collect()),
            ),
        ]))
    }

    fn verdict(&self, q: &Query) -> Option<Verdict> {
        let Query::ExchangeOptions {
            indicator,
            dealer,
            partner,
        } = q
        else {
            return None;
        };
        let trump = Arg::Suit(indicator.suit);
        let kind = deal::indicator_kind(*indicator);
        let mut reasons = vec![match kind {
            deal::Indicator::Natural => Reason::new("perlaggen.indicator-natural"),
            deal::Indicator::Permanent => Reason::new("perlaggen.indicator-permanent"),
            deal::Indicator::TrumpPerlagg => Reason::new("perlaggen.indicator-trump-wild"),
        }
        .with("card", Arg::Card(*indicator))
        .with("trump", trump.clone())];
        let (who, cards) = match deal::exchange(*indicator, dealer, partner) {
            deal::Exchanger::Dealer(c) => ("dealer", c),
            deal::Exchanger::Partner(c) => ("partner", c),
            deal::Exchanger::Nobody => ("none", Vec::new()),
        };
        if kind != deal::Indicator::Natural {
            reasons.push(
                Reason::new(match who {
                    "dealer" => "perlaggen.dealer-exchanges",
                    "partner" => "perlaggen.partner-exchanges",
                    _ => "perlaggen.nobody-exchanges",
                })
                .with("cards", Arg::Cards(cards.clone()))
                .with("trump", trump),
            );
        }
        Some(simple(
            Answer::Record(vec![
                ("who", Answer::Choice(who)),
                ("cards", Answer::Cards(cards)),
            ]),
            reasons,
        ))
    }

    fn fields(&self, q: &Query) -> Option<Vec<(&'static str, Field)>> {
        let Query::ExchangeOptions {
            indicator,
            dealer,
            partner,
        } = q
        else {
            return None;
        };
        Some(vec![
            ("indicator", Field::Cards(vec![*indicator])),
            ("dealer_hand", Field::Cards(dealer.clone())),
            ("partner_hand", Field::Cards(partner.clone())),
        ])
    }
}
