//! The command line in the learner's language: `--help` of every command and clap's own
//! usage errors. The clap derive in `cli.rs` stays the one definition (the man page and
//! shell completions are made from it, in English); its texts are laid over from Fluent
//! messages named after the command path and the argument:
//!
//! - `cli-about`, `cli-long-about`, `cli-after-help` for the command itself;
//! - `cli-<path>-about`, `cli-<path>-after-help` for a subcommand (`cli-progress-reset-about`);
//! - `cli-arg-<id>` for a global option, `cli-<path>-arg-<id>` for a subcommand's argument;
//! - `cli-heading-*` for the headings, `cli-error-*` for the usage errors.
//!
//! English has the same messages as every other language (`check` compares them); a test
//! holds the English ones equal to the derive's texts.

use crate::i18n::Texts;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, ArgAction, Command};
use fluent::FluentArgs;

/// The command line with every text laid over from `t`: help texts, headings, and the
/// `--help`/`--version` options and `help` subcommand, which clap would write in English.
pub fn localized(cmd: Command, t: &Texts) -> Command {
    let heading = |id: &str| t.t(&format!("cli-heading-{id}"));
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{}{{usage}}\n\n{{all-args}}{{after-help}}",
        heading("usage")
    );
    let cmd = cmd
        .disable_help_subcommand(true)
        .subcommand(
            Command::new("help").about(t.t("cli-help-about")).arg(
                Arg::new("command")
                    .num_args(0..)
                    .value_name(heading("command-value"))
                    .help(t.t("cli-help-arg-command")),
            ),
        )
        .disable_help_flag(true)
        .disable_version_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .global(true)
                .help(t.t("cli-arg-help")),
        )
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(t.t("cli-arg-version")),
        );
    walk(
        cmd,
        "",
        t,
        &template,
        &heading("options"),
        &heading("arguments"),
    )
    .subcommand_help_heading(heading("commands"))
    .subcommand_value_name(heading("command-value"))
}

fn walk(
    mut cmd: Command,
    path: &str,
    t: &Texts,
    template: &str,
    options: &str,
    arguments: &str,
) -> Command {
    let prefix = if path.is_empty() {
        "cli".to_string()
    } else {
        format!("cli-{path}")
    };
    let own = |id: String| t.has(&id).then(|| t.t(&id));
    if let Some(about) = own(format!("{prefix}-about")) {
        cmd = cmd.about(about);
    }
    if let Some(long) = own(format!("{prefix}-long-about")) {
        cmd = cmd.long_about(long);
    }
    if let Some(after) = own(format!("{prefix}-after-help")) {
        cmd = cmd.after_help(after);
    }
    cmd = cmd.help_template(template.to_string());
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let text = own(format!("{prefix}-arg-{id}"));
        cmd = cmd.mut_arg(&id, |a| {
            let heading = if a.is_positional() {
                arguments
            } else {
                options
            };
            let a = a.help_heading(heading.to_string());
            match text {
                Some(text) => a.help(text),
                None => a,
            }
        });
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        let sub_path = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}-{name}")
        };
        cmd = cmd.mut_subcommand(&name, |s| {
            walk(s, &sub_path, t, template, options, arguments)
        });
    }
    cmd
}

/// The command path of `tricktutor help [COMMAND...]`; `None` when the matches are not of
/// the `help` subcommand.
pub fn help_path(matches: &clap::ArgMatches) -> Option<Vec<String>> {
    let ("help", sub) = matches.subcommand()? else {
        return None;
    };
    Some(
        sub.get_many::<String>("command")
            .map(|v| v.cloned().collect())
            .unwrap_or_default(),
    )
}

/// clap ends each heading with an ASCII colon: the language's own colon instead.
pub fn headings(text: &str, t: &Texts) -> String {
    let colon = t.t("label-colon");
    let colon = colon.trim_end();
    let mut out = text.to_string();
    for id in ["options", "arguments", "commands"] {
        let h = t.t(&format!("cli-heading-{id}"));
        out = out.replace(&format!("\n{h}:\n"), &format!("\n{h}{colon}\n"));
        if let Some(rest) = out.strip_prefix(&format!("{h}:\n")) {
            out = format!("{h}{colon}\n{rest}");
        }
    }
    out
}

/// Every help text the derive writes, as (message id, English text): what the English
/// messages must say.
pub fn derive_texts(cmd: &Command) -> Vec<(String, String)> {
    let mut out = Vec::new();
    collect(cmd, "", &mut out);
    out
}

fn collect(cmd: &Command, path: &str, out: &mut Vec<(String, String)>) {
    let prefix = if path.is_empty() {
        "cli".to_string()
    } else {
        format!("cli-{path}")
    };
    let mut push = |id: String, text: Option<&clap::builder::StyledStr>| {
        if let Some(text) = text {
            out.push((id, text.to_string()));
        }
    };
    push(format!("{prefix}-about"), cmd.get_about());
    push(format!("{prefix}-long-about"), cmd.get_long_about());
    push(format!("{prefix}-after-help"), cmd.get_after_help());
    for a in cmd.get_arguments() {
        push(format!("{prefix}-arg-{}", a.get_id()), a.get_help());
    }
    for s in cmd.get_subcommands() {
        let sub = if path.is_empty() {
            s.get_name().to_string()
        } else {
            format!("{path}-{}", s.get_name())
        };
        collect(s, &sub, out);
    }
}

/// A usage error in the learner's words, when the language has the messages for its
/// kind; `None` leaves it to clap's own (English) rendering.
pub fn error_text(e: &clap::Error, t: &Texts) -> Option<String> {
    let context = |kind: ContextKind| -> Option<String> {
        e.get(kind).map(|v| match v {
            ContextValue::String(s) => s.clone(),
            ContextValue::Strings(v) => v.join(&t.t("list-separator")),
            ContextValue::StyledStr(s) => s.to_string(),
            ContextValue::StyledStrs(v) => v
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(&t.t("list-separator")),
            ContextValue::Number(n) => n.to_string(),
            _ => String::new(),
        })
    };
    let id = match e.kind() {
        ErrorKind::InvalidSubcommand => "cli-error-unknown-command",
        ErrorKind::UnknownArgument => "cli-error-unknown-argument",
        ErrorKind::InvalidValue => "cli-error-invalid-value",
        ErrorKind::ValueValidation => "cli-error-invalid-value",
        ErrorKind::MissingRequiredArgument => "cli-error-missing-argument",
        ErrorKind::MissingSubcommand => "cli-error-missing-command",
        ErrorKind::ArgumentConflict => "cli-error-conflict",
        ErrorKind::TooManyValues => "cli-error-too-many-values",
        ErrorKind::WrongNumberOfValues => "cli-error-invalid-value",
        _ => return None,
    };
    if !t.has_own(id) {
        return None;
    }
    let mut args = FluentArgs::new();
    let arg = context(ContextKind::InvalidArg).unwrap_or_default();
    args.set("arg", arg);
    let value = context(ContextKind::InvalidSubcommand)
        .or_else(|| context(ContextKind::InvalidValue))
        .unwrap_or_default();
    args.set("value", value);
    args.set("other", context(ContextKind::PriorArg).unwrap_or_default());
    let mut lines = vec![t.get(id, Some(&args))];
    let suggested = context(ContextKind::SuggestedSubcommand)
        .or_else(|| context(ContextKind::SuggestedArg))
        .or_else(|| context(ContextKind::SuggestedValue));
    if let Some(s) = suggested {
        let mut a = FluentArgs::new();
        a.set("suggestion", s);
        lines.push(String::new());
        lines.push(format!("  {}", t.get("cli-error-tip", Some(&a))));
    }
    if let Some(valid) = context(ContextKind::ValidValue) {
        let mut a = FluentArgs::new();
        a.set("values", valid);
        lines.push(format!("  {}", t.get("cli-error-valid-values", Some(&a))));
    }
    if let Some(usage) = context(ContextKind::Usage) {
        // clap writes its own heading before the usage line: ours replaces it.
        let line = usage.trim();
        let line = line.split_once(':').map_or(line, |(_, rest)| rest.trim());
        lines.push(String::new());
        lines.push(format!("{}{line}", t.t("cli-heading-usage")));
    }
    lines.push(String::new());
    lines.push(t.t("cli-error-more"));
    let mut a = FluentArgs::new();
    a.set("message", lines.join("\n"));
    Some(t.get("cli-error", Some(&a)))
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, Texts};
    use clap::CommandFactory;

    /// The English messages say what the derive says, so `--help` reads the same whichever
    /// path it takes, and a text changed in one place is caught.
    #[test]
    fn english_messages_are_the_derives_texts() {
        let t = Texts::load(Lang::EN, |name| name == "cli.ftl", &[]);
        let texts = super::derive_texts(&crate::cli::Cli::command());
        assert!(texts.len() > 40, "{texts:?}");
        for (id, text) in texts {
            assert!(t.has_own(&id), "no message {id}");
            assert_eq!(t.t(&id), text, "{id}");
        }
    }

    /// Every help text has a Japanese message.
    #[test]
    fn japanese_has_every_help_text() {
        let t = Texts::load(Lang::JA, |name| name == "cli.ftl", &[]);
        for (id, _) in super::derive_texts(&crate::cli::Cli::command()) {
            assert!(t.has_own(&id), "no Japanese message {id}");
        }
    }
}
