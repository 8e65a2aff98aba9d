//! The home screen (choose a game, then a lesson; resume where the learner stopped) and
//! the lesson sequence of `learn GAME`.

use super::end::End;
use super::runner::Flow;
use super::{wrap, Tutor};
use crate::lesson::error_text::ErrorText;
use crate::lesson::library::GameFolder;
use crate::progress;
use fluent::FluentArgs;
use std::io;

impl Tutor<'_> {
    /// "✓ Title  ★★☆" lines for a game's lessons (✓ done with its stars, ▸ started).
    pub fn lesson_items(&self, folder: &GameFolder) -> Vec<String> {
        folder
            .manifest
            .lessons
            .iter()
            .map(|l| {
                let key = progress::key(folder.game.token(), &l.id);
                let mark = match self.store.lesson(&key) {
                    Some(p) if p.done => "✓",
                    Some(p) if p.step > 0 || !p.questions.is_empty() => "▸",
                    _ => " ",
                };
                // Menus number their items themselves; `list` adds its own numbers.
                let title = self.r.lesson_text(&l.title);
                match self.store.lesson(&key).and_then(|p| p.stars_earned()) {
                    Some(n) => format!("{mark} {title}  {}", super::runner::show_stars(n)),
                    None => format!("{mark} {title}"),
                }
            })
            .collect()
    }

    pub fn game_line(&self, folder: &GameFolder) -> String {
        let done = folder
            .manifest
            .lessons
            .iter()
            .filter(|l| {
                self.store
                    .lesson(&progress::key(folder.game.token(), &l.id))
                    .is_some_and(|p| p.done)
            })
            .count();
        let mut args = FluentArgs::new();
        args.set("done", done as i64);
        args.set("total", folder.manifest.lessons.len() as i64);
        let progress = self.r.get("list-lessons-progress", &args);
        let mut args = FluentArgs::new();
        args.set("game", self.r.t(&format!("game-{}", folder.game.token())));
        args.set("progress", progress);
        self.r.get("list-game-line", &args)
    }

    /// Runs one lesson by id; prints load errors and returns `Broken` on a bad lesson.
    pub fn learn_one(&mut self, folder: &GameFolder, id: &str) -> io::Result<End> {
        match folder.lesson(id) {
            None => Ok(End::Broken),
            Some(Err(errors)) => {
                for e in errors {
                    crate::errln!("{}", self.r.load_error(&e));
                }
                Ok(End::Broken)
            }
            Some(Ok(lesson)) => Ok(match self.run_lesson(folder, &lesson)? {
                Flow::Finished => End::Done,
                Flow::Stopped => End::Stopped,
            }),
        }
    }

    /// `learn GAME`: from the first unfinished lesson on, one after the other.
    pub fn learn_game(&mut self, folder: &GameFolder) -> io::Result<End> {
        let start = folder.manifest.lessons.iter().position(|l| {
            !self
                .store
                .lesson(&progress::key(folder.game.token(), &l.id))
                .is_some_and(|p| p.done)
        });
        let Some(start) = start else {
            let mut args = FluentArgs::new();
            args.set("game", self.r.t(&format!("game-{}", folder.game.token())));
            self.prompter.show(&self.r.get("lesson-all-done", &args))?;
            return Ok(End::Done);
        };
        for l in &folder.manifest.lessons[start..] {
            match self.learn_one(folder, &l.id)? {
                End::Done => {}
                other => return Ok(other),
            }
        }
        let mut args = FluentArgs::new();
        args.set("game", self.r.t(&format!("game-{}", folder.game.token())));
        self.prompter.show(&self.r.get("lesson-all-done", &args))?;
        Ok(End::Done)
    }

    /// `learn` without a game: choose one, then learn it from its first unfinished lesson.
    pub fn learn_chosen_game(&mut self) -> io::Result<End> {
        let lib = self.lib;
        let mut items: Vec<String> = lib.games.iter().map(|f| self.game_line(f)).collect();
        items.push(self.r.t("home-quit"));
        let title = self.r.t("home-choose-game");
        match self.prompter.menu(&title, &items, 0)? {
            Some(i) if i < lib.games.len() => self.learn_game(&lib.games[i]),
            _ => Ok(End::Stopped),
        }
    }

    /// The home screen: choose a game, then a lesson; offers to resume the last lesson.
    pub fn home(&mut self) -> io::Result<End> {
        let lib = self.lib;
        let title = format!(
            "{} — {}",
            console::style(self.r.t("app-name")).bold().cyan(),
            self.r.t("app-tagline")
        );
        self.prompter.show(&title)?;
        loop {
            let mut items: Vec<String> = Vec::new();
            let mut actions: Vec<Option<(usize, Option<String>)>> = Vec::new();
            // Resume the last lesson if it is unfinished.
            if let Some(last) = self.store.data.last.clone() {
                if let Some((g, id)) = last.split_once('/') {
                    let unfinished = self.store.lesson(&last).is_some_and(|p| !p.done);
                    let found = lib
                        .games
                        .iter()
                        .position(|f| f.game.token() == g)
                        .and_then(|gi| {
                            lib.games[gi]
                                .manifest
                                .lessons
                                .iter()
                                .find(|l| l.id == id)
                                .map(|l| (gi, l.title.clone()))
                        });
                    if let (true, Some((gi, title))) = (unfinished, found) {
                        let mut args = FluentArgs::new();
                        let game = lib.games[gi].game.token();
                        args.set("game", self.r.t(&format!("game-{game}")));
                        args.set("lesson", self.r.lesson_text(&title));
                        items.push(format!("▸ {}", self.r.get("home-resume", &args)));
                        actions.push(Some((gi, Some(id.to_string()))));
                    }
                }
            }
            for (gi, folder) in lib.games.iter().enumerate() {
                items.push(self.game_line(folder));
                actions.push(Some((gi, None)));
            }
            items.push(self.r.t("home-quit"));
            actions.push(None);
            let width = self.prompter.width();
            let items: Vec<String> = items
                .iter()
                .map(|s| wrap::truncate(s, width.saturating_sub(6)))
                .collect();
            let Some(choice) = self
                .prompter
                .menu(&self.r.t("home-choose-game"), &items, 0)?
            else {
                return Ok(End::Stopped);
            };
            let Some((gi, lesson)) = actions[choice].clone() else {
                return Ok(End::Stopped);
            };
            let folder = &lib.games[gi];
            if let Some(id) = lesson {
                if self.learn_one(folder, &id)? == End::Stopped {
                    return Ok(End::Stopped);
                }
                continue;
            }
            // Lesson menu for the chosen game.
            let games: Vec<crate::rules::Game> = crate::rules::Game::ALL
                .iter()
                .copied()
                .filter(|g| g.family() == folder.game.token())
                .collect();
            loop {
                let mut items = self.lesson_items(folder);
                // After the lessons: a deal of each game of the folder at the table.
                for game in &games {
                    let mut args = FluentArgs::new();
                    args.set("game", self.r.t(&format!("game-{}", game.token())));
                    items.push(format!("♣ {}", self.r.get("home-play-deal", &args)));
                }
                items.push(self.r.t("menu-back"));
                let default = folder
                    .manifest
                    .lessons
                    .iter()
                    .position(|l| {
                        !self
                            .store
                            .lesson(&progress::key(folder.game.token(), &l.id))
                            .is_some_and(|p| p.done)
                    })
                    .unwrap_or(0);
                let Some(choice) =
                    self.prompter
                        .menu(&self.r.t("home-choose-lesson"), &items, default)?
                else {
                    break;
                };
                let lessons = folder.manifest.lessons.len();
                if let Some(&game) = choice.checked_sub(lessons).and_then(|i| games.get(i)) {
                    if self.play_from_home(game)? == End::Stopped {
                        return Ok(End::Stopped);
                    }
                    continue;
                }
                if choice >= lessons {
                    break;
                }
                let id = folder.manifest.lessons[choice].id.clone();
                if self.learn_one(folder, &id)? == End::Stopped {
                    return Ok(End::Stopped);
                }
            }
        }
    }
}

impl Tutor<'_> {
    /// Deals of `game` at the table from the home screen: the learner at seat 0, a new
    /// deal offered after each one.
    fn play_from_home(&mut self, game: crate::rules::Game) -> io::Result<End> {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1);
        let mut rng = crate::rules::rng::Rng::new(seed);
        let options = crate::rules::table::TableOptions::default();
        let Ok(table) = crate::rules::new_table::new_table(game, &options, &mut rng) else {
            return Ok(End::Done);
        };
        let end = self.play_session(
            table,
            Some(0),
            super::table::Series::Ask,
            &mut rng,
            &mut |_, _| Ok(()),
        )?;
        // Stopping a deal goes back to the menu, as stopping a lesson does not.
        Ok(match end {
            End::Broken => End::Broken,
            _ => End::Done,
        })
    }
}
