//! Telling the learner what happened to their progress: what reading the file found, and a
//! save that failed. A failed save is said once, and the tutor goes on only if the learner
//! agrees; nothing ever claims progress that was not written.

use super::Tutor;
use crate::i18n::Renderer;
use crate::out;
use crate::progress::{Loaded, SaveError, Saving};
use fluent::FluentArgs;
use std::io;
use std::path::Path;

fn shown(path: Option<&Path>) -> String {
    path.map(|p| p.display().to_string()).unwrap_or_default()
}

/// The message for what reading the progress file found, when there is something to say.
/// `session`: the command would save (a lesson, a quiz), so it also says that this run
/// will not.
pub fn loaded_notice(
    r: &Renderer,
    path: Option<&Path>,
    loaded: &Loaded,
    session: bool,
) -> Option<String> {
    let mut args = FluentArgs::new();
    args.set("path", shown(path));
    let (id, saves) = match loaded {
        Loaded::Fresh | Loaded::Read | Loaded::Migrated { .. } => return None,
        Loaded::MovedAside { backup, error } => {
            args.set("backup", backup.display().to_string());
            args.set("error", error.clone());
            ("progress-corrupt", true)
        }
        Loaded::Salvaged { backup, dropped } => {
            args.set("backup", backup.display().to_string());
            args.set("count", dropped.len() as i64);
            args.set("dropped", dropped.join("; "));
            ("progress-salvaged", true)
        }
        Loaded::Newer { version } => {
            args.set("version", *version as i64);
            args.set("known", crate::progress::VERSION as i64);
            ("progress-newer", false)
        }
        Loaded::Unreadable { error } => {
            args.set("error", error.clone());
            ("progress-unreadable", false)
        }
        Loaded::NotSetAside { cause, error } => {
            args.set("cause", cause.clone());
            args.set("error", error.clone());
            ("progress-not-set-aside", false)
        }
        Loaded::NoDataDir => ("progress-no-data-dir", false),
    };
    let mut text = r.get(id, &args);
    if session && !saves {
        text.push(' ');
        text.push_str(&r.t("progress-not-saving"));
    }
    Some(text)
}

/// The message for a save that did not write (`None` when saving is off on purpose: that
/// was said when the file was read).
pub fn save_error(r: &Renderer, path: Option<&Path>, e: &SaveError) -> Option<String> {
    let mut args = FluentArgs::new();
    args.set("path", shown(path));
    let id = match e {
        SaveError::Off => return None,
        SaveError::Newer { version } => {
            args.set("version", *version as i64);
            args.set("known", crate::progress::VERSION as i64);
            "progress-newer"
        }
        SaveError::Busy => {
            args.set("seconds", crate::progress::lock_wait_seconds() as i64);
            "progress-save-busy"
        }
        SaveError::NotAFolder { file } => {
            args.set("file", file.display().to_string());
            "progress-save-not-a-folder"
        }
        SaveError::Io(e) => {
            args.set("error", e.to_string());
            "progress-save-failed"
        }
    };
    Some(r.get(id, &args))
}

fn say_err(text: &str) {
    out::err(format_args!("{text}"));
}

impl Tutor<'_> {
    /// Saves progress. `Ok(true)`: go on. A save that fails is reported once (later ones
    /// are tried quietly; one that works again says so) and the learner is asked whether
    /// to go on without saving: `Ok(false)` when they would rather stop, or when there is
    /// nobody left to ask.
    pub(super) fn save(&mut self) -> io::Result<bool> {
        self.save_and(true)
    }

    /// Saves before the tutor stops: reports a failure, asks nothing.
    pub(super) fn save_before_stopping(&mut self) {
        let _ = self.save_and(false);
    }

    fn save_and(&mut self, ask: bool) -> io::Result<bool> {
        let failing = *self.store.saving() == Saving::Failed;
        let path = self.store.path.clone();
        match self.store.save() {
            Ok(notice) => {
                if let Some(text) =
                    notice.and_then(|n| loaded_notice(self.r, path.as_deref(), &n, true))
                {
                    say_err(&text);
                }
                if failing {
                    let mut args = FluentArgs::new();
                    args.set("path", shown(path.as_deref()));
                    say_err(&self.r.get("progress-saved-again", &args));
                }
                Ok(true)
            }
            // Off from the start (already said), or failing since an earlier save (said
            // then).
            Err(SaveError::Off) => Ok(true),
            Err(_) if failing => Ok(true),
            Err(e) => {
                if let Some(text) = save_error(self.r, path.as_deref(), &e) {
                    say_err(&text);
                }
                if !ask {
                    return Ok(false);
                }
                let answer = self
                    .prompter
                    .confirm(&self.r.t("progress-continue-unsaved"))?;
                Ok(answer == Some(true))
            }
        }
    }

    /// "Stopped", saying truly whether the progress is on disk.
    pub(super) fn stopped_message(&self) -> String {
        if self.store.is_saved() {
            self.r.t("lesson-stopped")
        } else {
            self.r.t("lesson-stopped-unsaved")
        }
    }
}
