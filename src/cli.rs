//! The command line (clap derive: the one definition behind `--help`, the shell
//! completions and the man page) and the dispatch to the commands.

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

pub mod quick;

#[derive(Parser, Debug)]
#[command(
    name = "tricktutor",
    version,
    about = "A bilingual (English + Japanese) tutor for the rules of five trick-taking card games",
    long_about = "A bilingual (English + Japanese) tutor for the rules of Gaigel, Perlaggen, Rikken, \
Marglia and Vier-Anderle. Without a command it opens the home screen: choose a game, then a \
lesson; it resumes where you stopped.\n\nExamples:\n  tricktutor learn gaigel\n  tricktutor \
--lang ja learn gaigel/follow\n  tricktutor rules gaigel --section strict --side-by-side\n  \
tricktutor judge gaigel legal-plays --trump acorns --stock-empty --trick hearts-K --hand \
hearts-A,hearts-U,bells-10\n  tricktutor judge tests/cases/gaigel/legal-plays.yaml\n  tricktutor check"
)]
pub struct Cli {
    #[command(flatten)]
    pub global: Global,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Args, Debug, Clone)]
pub struct Global {
    /// Language: en, ja, or one whose texts --lessons adds (default: TRICKTUTOR_LANG, then LC_ALL, LC_MESSAGES, LANG)
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    /// Line mode: plain prompts, one answer per line (automatic when stdin is not a terminal)
    #[arg(long, global = true)]
    pub plain: bool,
    /// No colors (NO_COLOR in the environment does the same)
    #[arg(long, global = true)]
    pub no_color: bool,
    /// Write cards in plain notation (hearts-K) instead of suit symbols (♥K)
    #[arg(long, global = true)]
    pub ascii: bool,
    /// Load lessons from this folder too (a game folder with game.yaml, or a folder of them, with the texts of the nearest locales/ folder): a lesson with the id of a loaded one replaces it, a new one is added after the lesson listed before it; repeatable
    #[arg(long, global = true, value_name = "DIR")]
    pub lessons: Vec<PathBuf>,
    /// Use only the lessons given with --lessons, not the embedded ones (the embedded texts stay, under those of --lessons)
    #[arg(long, global = true)]
    pub no_embedded: bool,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// List the games and their lessons, with your progress
    List {
        /// Only this game
        game: Option<String>,
    },
    /// Step through lessons: GAME (from the first unfinished lesson) or GAME/LESSON
    Learn {
        /// e.g. gaigel or gaigel/follow; without it, the games are offered
        target: Option<String>,
    },
    /// Drill fresh questions made from random deals, graded like lessons
    Quiz {
        /// e.g. gaigel
        game: String,
        /// Drill one topic; `--topic` alone lists the game's topics
        #[arg(long, value_name = "TOPIC", num_args = 0..=1, default_missing_value = "")]
        topic: Option<String>,
        /// Stop after this many questions (default: until you stop)
        #[arg(long, value_name = "N")]
        count: Option<usize>,
        /// Make the session reproducible: the same seed gives the same questions
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
    },
    /// Review what is due: the topics you keep missing come back sooner
    Review {
        /// Only this game's topics
        game: Option<String>,
        /// Make the questions reproducible
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
    },
    /// Play whole deals against computer players, with the engine as referee
    #[command(
        after_help = "At your turn: choose an action from the menu, or type it (a card such as hearts-A, an action such as pass or bid rik); ? lists the legal actions and why each other one is excluded, ! suggests a move, q stops (progress is kept). An action the rules do not allow is refused with the rule that excludes it, and counts as a miss on that rule's drill topic.\n\nExamples:\n  tricktutor play gaigel\n  tricktutor play vier-anderle --players 6 --seat 2\n  tricktutor play rikken --watch --seed 7\n  tricktutor play marglia --game --record deals.yaml"
    )]
    Play {
        /// gaigel, rikken, marglia, maniglia, vier-anderle, japanisch-vier-anderle or perlaggen
        game: String,
        /// Make the deals reproducible: the same seed deals the same cards, and the computer players decide the same way
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
        /// Your seat (default 0; seat numbers as in the game's rules)
        #[arg(long, value_name = "N", conflicts_with = "watch")]
        seat: Option<u8>,
        /// The number of players, where the game allows several (Maniglia 3–5, Vier-Anderle 2–13)
        #[arg(long, value_name = "N")]
        players: Option<usize>,
        /// Computer players at every seat: a whole deal shown action by action, with the reason for each forced or notable one
        #[arg(long)]
        watch: bool,
        /// Play deals until the game is won, with the running score between deals
        #[arg(long = "game")]
        whole_game: bool,
        /// Save every deal to this file as a deal record (lessons/DEALS.md), rewritten after each deal
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
    },
    /// Step through a saved deal record (from play --record, or written by hand), with commentary
    Replay {
        /// A deal record: a question set whose cases are of kind deal
        file: PathBuf,
    },
    /// The rules of a game, section by section: in a terminal a menu of the sections, through a pipe all of them
    Rules {
        /// e.g. gaigel
        game: String,
        /// Only this section: its number as printed (7 for §7) or its name
        #[arg(long, value_name = "S")]
        section: Option<String>,
        /// Two languages together, paragraph by paragraph: yours and LANG (default: English, or Japanese when yours is English)
        #[arg(long, value_name = "LANG", num_args = 0..=1, default_missing_value = "")]
        side_by_side: Option<String>,
    },
    /// The games' terms as a table: English, Japanese and the game's own word; without GAME, the terms every game shares, then each game's
    Glossary {
        /// e.g. rikken; without it, every game
        game: Option<String>,
    },
    /// Answer questions with the rules engine: question-set files (or - for stdin), or one question from flags (GAME KIND --field value ...)
    #[command(
        after_help = "Files: tricktutor judge FILE... (or - for stdin). Exit status: 0 when every written answer agrees, 1 on a disagreement, 2 on invalid input.\n\nOne question: tricktutor judge GAME KIND --FIELD VALUE ...; lists are comma-separated, a flag without a value is true (for a yes/no field), A=1,B=2 is a per-team value; errors name the flag.\nExample: tricktutor judge gaigel legal-plays --trump acorns --stock-empty --trick hearts-K --hand hearts-A,hearts-U,bells-10"
    )]
    Judge {
        /// Print machine-readable JSON
        #[arg(long)]
        json: bool,
        /// Files, or GAME KIND followed by --field value pairs
        #[arg(
            trailing_var_arg = true,
            allow_hyphen_values = true,
            required = true,
            value_name = "ARGS"
        )]
        args: Vec<String>,
    },
    /// Lint lessons, question sets and locales: the files and folders given, or everything the tutor would load
    #[command(
        after_help = "A folder is walked: every .yaml, .yml and .ftl file in it is read as what its content says (a game manifest, a lesson, a question set or a locale file); other files are named as not checked. A game folder is checked with the texts of its lesson tree (the locales/ folder found as --lessons finds it); a lesson file given alone is checked under its game.yaml, with the same texts. A file that is none of these kinds is a problem.\n\nExit status: 0 when every file read is fine, 1 when a problem is found or nothing could be read."
    )]
    Check {
        /// Files or folders to check (default: the embedded lessons and texts, and those of --lessons)
        paths: Vec<PathBuf>,
        /// Name every file read and what it was read as
        #[arg(long, short)]
        verbose: bool,
        /// Print GAME's coverage map (rule sections, the pages that teach them, the questions that test them) as a Markdown table, instead of checking
        #[arg(long, value_name = "GAME", conflicts_with_all = ["paths", "verbose"])]
        coverage: Option<String>,
    },
    /// Show or reset your progress
    Progress {
        #[command(subcommand)]
        action: ProgressAction,
    },
    /// Print a shell completion script
    Completions {
        /// bash, zsh, fish, elvish or powershell
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff): every command on one page
    Man {
        /// Write one page per command into this folder instead (tricktutor.1,
        /// tricktutor-learn.1, ...), each naming the others
        #[arg(long, value_name = "DIR")]
        out_dir: Option<PathBuf>,
    },
}

#[derive(Subcommand, Debug)]
pub enum ProgressAction {
    /// Show what you have done
    Show,
    /// Forget progress: of one lesson (GAME/LESSON), one game (GAME: its lessons and topics), or everything (--all)
    Reset {
        /// GAME or GAME/LESSON
        #[arg(conflicts_with = "all")]
        target: Option<String>,
        /// Forget everything: every lesson, topic and review (without it, a terminal asks first and line mode refuses)
        #[arg(long)]
        all: bool,
    },
}
