//! `check`: it checks what it is given, and never reports files it did not read.
