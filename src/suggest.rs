//! "Did you mean …?": the known name closest to a misspelt one.
//!
//! A leaf module (no imports from the crate): games, lessons, topics, question kinds and
//! languages all use it, so one typo gets the same kind of help wherever it is made.

/// The candidate closest to `input` by edit distance (case-insensitive), when it is close
/// enough to be a likely typo: at most a third of the longer name, and at least one edit
/// allowed. A candidate that starts with `input` (a prefix typed in full) also counts.
pub fn closest<'a, I>(input: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
    let wanted = input.to_lowercase();
    if wanted.is_empty() {
        return None;
    }
    let mut best: Option<(usize, &'a str)> = None;
    for c in candidates {
        let lower = c.to_lowercase();
        if lower == wanted {
            return Some(c);
        }
        let d = if lower.starts_with(&wanted) && wanted.chars().count() >= 3 {
            1
        } else {
            distance(&wanted, &lower)
        };
        let longer = wanted.chars().count().max(lower.chars().count());
        let allowed = (longer / 3).max(1);
        if d <= allowed && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

/// The name a misspelt one most likely meant, for a "did you mean" inside a longer
/// message. Below three characters every short name is one edit away from every other
/// (`C` from `A`): no guess then.
pub fn near_miss<'a>(
    input: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    if input.chars().count() < 3 {
        return None;
    }
    closest(input, candidates)
}

/// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
/// two neighbours each cost one ("gaigle" is one edit from "gaigel").
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        d[i * w] = i;
    }
    for (j, cell) in d.iter_mut().enumerate().take(w) {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j] + 1)
                .min(d[i * w + j - 1] + 1)
                .min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swaps_and_typos_are_one_edit() {
        assert_eq!(distance("gaigle", "gaigel"), 1);
        assert_eq!(distance("gaigl", "gaigel"), 1);
        assert_eq!(distance("rikken", "rikken"), 0);
        assert_eq!(distance("", "abc"), 3);
    }

    #[test]
    fn near_misses_need_a_name_long_enough_to_misspell() {
        assert_eq!(near_miss("C", ["A", "B"]), None);
        assert_eq!(
            near_miss("trumps", ["trump", "trick", "hand"]),
            Some("trump")
        );
    }

    #[test]
    fn suggests_only_close_names() {
        let games = ["gaigel", "rikken", "marglia", "maniglia", "perlaggen"];
        assert_eq!(closest("gaigle", games), Some("gaigel"));
        assert_eq!(closest("GAIGEL", games), Some("gaigel"));
        assert_eq!(closest("perlagen", games), Some("perlaggen"));
        assert_eq!(closest("margila", games), Some("marglia"));
        assert_eq!(closest("chess", games), None);
        assert_eq!(closest("", games), None);
        assert_eq!(closest("per", games), Some("perlaggen"));
        assert_eq!(
            closest("legal-play", ["legal-plays", "trick-winner"]),
            Some("legal-plays")
        );
    }
}
