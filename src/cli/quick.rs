//! The command line read without clap, for the command that must start fastest: `list
//! [GAME]` with the global switches. Building clap's command tree (every command, every
//! option) costs more than all the rest of `list`. A line this reader is not sure of is
//! left to clap (`None`): help, usage errors, every other command and every other option
//! go through clap, and a line means the same whichever reader read it (a test compares
//! the two).

use super::{Cli, Command, Global};
use std::ffi::OsString;

/// `args` (the program's name first) as clap reads it, when it is `list [GAME]` with any
/// of `--lang LANG`, `--plain`, `--no-color`, `--ascii` before or after the command; else
/// `None`.
pub fn read(args: &[OsString]) -> Option<Cli> {
    let mut global = Global {
        lang: None,
        plain: false,
        no_color: false,
        ascii: false,
        lessons: Vec::new(),
        no_embedded: false,
    };
    let mut words: Vec<&str> = Vec::new();
    let mut rest = args.iter().skip(1);
    while let Some(arg) = rest.next() {
        let arg = arg.to_str()?;
        match arg {
            "--plain" => switch(&mut global.plain)?,
            "--no-color" => switch(&mut global.no_color)?,
            "--ascii" => switch(&mut global.ascii)?,
            "--lang" => lang(&mut global.lang, rest.next()?.to_str()?)?,
            _ => match arg.strip_prefix("--lang=") {
                Some(value) => lang(&mut global.lang, value)?,
                // Any other option (`--help`, `--`, `-x`), and an empty word, are clap's.
                None if arg.is_empty() || arg.starts_with('-') => return None,
                None => words.push(arg),
            },
        }
    }
    let game = match words.as_slice() {
        ["list"] => None,
        // `help` is left to clap, in case it ever means help there.
        ["list", game] if *game != "help" => Some(game.to_string()),
        _ => return None,
    };
    Some(Cli {
        global,
        command: Some(Command::List { game }),
    })
}

/// A switch given once (clap refuses one given twice).
fn switch(on: &mut bool) -> Option<()> {
    if *on {
        return None;
    }
    *on = true;
    Some(())
}

/// `--lang`'s value, given once, and not one that clap might read as an option.
fn lang(slot: &mut Option<String>, value: &str) -> Option<()> {
    if slot.is_some() || value.is_empty() || value.starts_with('-') {
        return None;
    }
    *slot = Some(value.to_string());
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn args(line: &str) -> Vec<OsString> {
        std::iter::once("tricktutor")
            .chain(line.split(' ').filter(|w| !w.is_empty()))
            .map(OsString::from)
            .collect()
    }

    #[test]
    fn list_lines_read_as_clap_reads_them() {
        for line in [
            "list",
            "list gaigel",
            "list list",
            "--lang ja list",
            "--lang=ja list rikken",
            "list --lang ja",
            "--plain --no-color --ascii list",
            "list maniglia --ascii --lang en_US.UTF-8",
            "--no-color list --plain x",
            "--lang list list",
        ] {
            let a = args(line);
            let quick = read(&a).unwrap_or_else(|| panic!("`{line}` left to clap"));
            let clap = Cli::try_parse_from(&a).unwrap_or_else(|e| panic!("`{line}`: {e}"));
            assert_eq!(format!("{quick:?}"), format!("{clap:?}"), "`{line}`");
        }
    }

    #[test]
    fn every_other_line_is_left_to_clap() {
        for line in [
            "",
            "learn",
            "list --help",
            "list -h",
            "help list",
            "list help",
            "list a b",
            "list --plain --plain",
            "--lang ja --lang en list",
            "--lang",
            "list --lang",
            "--lang= list",
            "--lang -x list",
            "list -- gaigel",
            "list --lessons dir",
            "--no-embedded list",
            "--version",
            "list --colour",
            "gaigel list",
        ] {
            assert!(read(&args(line)).is_none(), "`{line}` read without clap");
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_word_that_is_not_utf8_is_left_to_clap() {
        use std::os::unix::ffi::OsStringExt;
        let not_utf8 = OsString::from_vec(vec![0xff]);
        assert!(read(&[OsString::from("t"), "list".into(), not_utf8]).is_none());
    }
}
