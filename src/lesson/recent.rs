//! The lines of a file read as a stream that errors may still point into. A question set
//! is read case by case and never held whole, yet an error shows the line it is on: the
//! reader keeps what it has read since the case being read began, and forgets the rest.

use std::cell::RefCell;
use std::io::{self, Read};
use std::rc::Rc;

/// The text read so far, from the start of line `first_line` on.
#[derive(Debug)]
pub struct RecentLines {
    /// The line number (1-based) of the line that starts at `bytes[start]`.
    first_line: u32,
    bytes: Vec<u8>,
    /// Where the kept text starts in `bytes`; what comes before is forgotten (it is
    /// dropped in bulk, so that forgetting a line costs nothing on average).
    start: usize,
}

impl Default for RecentLines {
    fn default() -> RecentLines {
        RecentLines {
            first_line: 1,
            bytes: Vec::new(),
            start: 0,
        }
    }
}

impl RecentLines {
    /// Line `n` (1-based), without its line break, if it is still kept.
    pub fn line(&self, n: u32) -> Option<String> {
        if n < self.first_line {
            return None;
        }
        let kept = &self.bytes[self.start..];
        let mut lines = kept.split(|&b| b == b'\n');
        let line = lines.nth((n - self.first_line) as usize)?;
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        Some(String::from_utf8_lossy(line).into_owned())
    }

    /// Forgets every line before line `n`.
    pub fn forget_before(&mut self, n: u32) {
        while self.first_line < n {
            match self.bytes[self.start..].iter().position(|&b| b == b'\n') {
                Some(i) => {
                    self.start += i + 1;
                    self.first_line += 1;
                }
                None => break,
            }
        }
        if self.start > self.bytes.len() / 2 {
            self.bytes.drain(..self.start);
            self.start = 0;
        }
    }

    fn push(&mut self, read: &[u8]) {
        self.bytes.extend_from_slice(read);
    }
}

/// A reader that keeps what passes through it in a shared [`RecentLines`].
pub struct Tee<R> {
    reader: R,
    recent: Rc<RefCell<RecentLines>>,
}

impl<R: Read> Tee<R> {
    pub fn new(reader: R) -> (Tee<R>, Rc<RefCell<RecentLines>>) {
        let recent = Rc::new(RefCell::new(RecentLines::default()));
        let tee = Tee {
            reader,
            recent: Rc::clone(&recent),
        };
        (tee, recent)
    }
}

impl<R: Read> Read for Tee<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.reader.read(buf)?;
        self.recent.borrow_mut().push(&buf[..n]);
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_kept_until_forgotten() {
        let (mut tee, recent) = Tee::new("one\r\ntwo\nthree\nfour".as_bytes());
        let mut sink = Vec::new();
        tee.read_to_end(&mut sink).unwrap();
        assert_eq!(recent.borrow().line(1).as_deref(), Some("one"));
        assert_eq!(recent.borrow().line(4).as_deref(), Some("four"));
        assert_eq!(recent.borrow().line(5), None);
        recent.borrow_mut().forget_before(3);
        assert_eq!(recent.borrow().line(2), None);
        assert_eq!(recent.borrow().line(3).as_deref(), Some("three"));
        assert_eq!(recent.borrow().line(4).as_deref(), Some("four"));
    }
}
