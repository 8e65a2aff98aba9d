//! `tricktutor man`: the manual. One page holds every command, so that nothing it names is
//! missing; `--out-dir` writes the usual set of pages instead (tricktutor.1 and one page
//! per command), which name each other and are installed together.

use super::app::{App, FAILED, INVALID, OK};
use crate::cli::Cli;
use crate::out;
use clap::CommandFactory;
use clap_mangen::Man;
use fluent::FluentArgs;
use std::io::Write;
use std::path::Path;

pub fn man(app: &App, out_dir: Option<&Path>) -> i32 {
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    match out_dir {
        Some(dir) => match clap_mangen::generate_to(cmd, dir) {
            Ok(()) => OK,
            Err(e) => {
                let mut args = FluentArgs::new();
                args.set("message", format!("{}: {e}", dir.display()));
                let r = app.renderer(None);
                app.error(&r, "error-io-write", &args);
                INVALID
            }
        },
        None => {
            let mut page = Vec::new();
            match one_page(&cmd, &mut page) {
                Ok(()) => {
                    out::bytes(&page);
                    OK
                }
                Err(_) => FAILED,
            }
        }
    }
}

/// The main page, its list of commands replaced by a section that describes each command
/// (and each command's own commands) in full.
fn one_page(cmd: &clap::Command, w: &mut dyn Write) -> std::io::Result<()> {
    let main = Man::new(cmd.clone());
    main.render_title(w)?;
    main.render_name_section(w)?;
    main.render_synopsis_section(w)?;
    main.render_description_section(w)?;
    main.render_options_section(w)?;
    writeln!(w, ".SH COMMANDS")?;
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        command(sub, w)?;
    }
    if cmd.get_after_help().is_some() || cmd.get_after_long_help().is_some() {
        main.render_extra_section(w)?;
    }
    main.render_version_section(w)
}

/// One command as a subsection: its synopsis, what it does, its options, then its own
/// commands. clap_mangen renders these as whole sections; they are demoted here.
fn command(cmd: &clap::Command, w: &mut dyn Write) -> std::io::Result<()> {
    let name = cmd.get_bin_name().unwrap_or_else(|| cmd.get_name());
    writeln!(w, ".SS \"{}\"", name.replace('-', "\\-"))?;
    // The global options are described once, on the main page.
    let own = cmd
        .clone()
        .mut_args(|a| if a.is_global_set() { a.hide(true) } else { a });
    let man = Man::new(own.clone());
    let mut parts = Vec::new();
    man.render_synopsis_section(&mut parts)?;
    man.render_description_section(&mut parts)?;
    if own.get_arguments().any(|a| !a.is_hide_set()) {
        man.render_options_section(&mut parts)?;
    }
    if cmd.get_after_help().is_some() || cmd.get_after_long_help().is_some() {
        man.render_extra_section(&mut parts)?;
    }
    for line in String::from_utf8_lossy(&parts).lines() {
        match line.strip_prefix(".SH ") {
            // The synopsis and description need no heading of their own under the
            // command's name; options and notes get a paragraph heading.
            Some("SYNOPSIS") | Some("DESCRIPTION") => writeln!(w, ".P")?,
            Some(heading) => writeln!(w, ".P\n\\fI{}\\fR", title_case(heading.trim_matches('"')))?,
            None => writeln!(w, "{line}")?,
        }
    }
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        command(sub, w)?;
    }
    Ok(())
}

fn title_case(heading: &str) -> String {
    let lower = heading.to_lowercase();
    let mut chars = lower.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
