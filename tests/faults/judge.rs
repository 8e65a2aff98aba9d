//! `judge`: unreadable answers are invalid cases, located errors, and large sets at flat memory.
