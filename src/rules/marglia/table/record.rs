//! Kind `deal`: a deal record judged by replaying its actions on the deal its setup
//! deals. The answer is the result in the form of the deal's scoring (the `deal-score`
//! form with partners; in solo Maniglia each player's card points, a list by seat), the
//! first illegal action, or an unfinished deal.

use super::{DealTable, Setup};
use crate::rules::answer::{AnswerForm, Arg, ListShape, Reason, Verdict};
use crate::rules::table::{replay, replayed_answer, Act, Replayed};

/// The form of a deal's result at this table.
pub fn result_form(setup: &Setup) -> AnswerForm {
    if setup.table.partnerships {
        AnswerForm::Ints(vec!["A", "B"])
    } else {
        // Card points of 60 plus at most one frillo point per trick (section 4).
        AnswerForm::IntList {
            len: setup.players(),
            min: 0,
            max: 60 + setup.hand_size() as i64,
            shape: ListShape::PointsPerSeat,
        }
    }
}

/// The verdict on a checked record: the replay's answer, with the refusal's reason for an
/// illegal action, or how the deal ended and the scoring verdict's reasons.
pub fn judge(setup: &Setup, actions: &[Act]) -> Verdict {
    let mut table = DealTable::from_setup(setup.clone());
    let replayed = replay(&mut table, actions);
    let reasons = match &replayed {
        Replayed::Finished(outcome) => {
            let mut reasons = outcome.reasons.clone();
            if let Some(scoring) = &outcome.scoring {
                reasons.extend(scoring.verdict().reasons);
            }
            reasons
        }
        Replayed::Illegal { reason, .. } => vec![reason.clone()],
        Replayed::Unfinished { to_act } => {
            vec![Reason::new("marglia.deal-unfinished").with("seat", Arg::Seats(vec![*to_act]))]
        }
    };
    Verdict {
        answer: replayed_answer(&replayed),
        reasons,
        cards: Vec::new(),
    }
}
