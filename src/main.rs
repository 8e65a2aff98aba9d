// On Unix the process starts at our own C `main`, not through Rust's runtime start-up:
// that start-up quietly reopens a closed stdout on /dev/null (so `tricktutor list >&-`
// would print nothing and succeed) and ignores SIGPIPE (so `tricktutor list | head` would
// meet a write error instead of ending quietly). Arguments and environment are still
// read through `std::env`, which the standard library captures on its own at load time.
#![cfg_attr(unix, no_main)]

fn run() -> i32 {
    // Help, version and usage errors: clap would print them itself and drop a write
    // error; they go through the same checked output as everything else.
    match tricktutor::commands::parse_command_line() {
        Ok(cli) => tricktutor::commands::run(cli),
        Err(status) => status,
    }
}

#[cfg(unix)]
#[allow(unsafe_code)] // `no_mangle`: this is the process's entry point.
#[no_mangle]
pub extern "C" fn main(
    _argc: std::ffi::c_int,
    _argv: *const *const std::ffi::c_char,
) -> std::ffi::c_int {
    run()
}

#[cfg(not(unix))]
fn main() -> std::process::ExitCode {
    // Statuses are 0 to 130: they fit a byte.
    std::process::ExitCode::from(u8::try_from(run()).unwrap_or(1))
}
