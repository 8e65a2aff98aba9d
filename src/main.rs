use clap::Parser;

fn main() {
    // Rust ignores SIGPIPE, which turns `tricktutor list | head` into a panic on the
    // first write after the reader left; the default action ends the process quietly.
    #[cfg(unix)]
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = tricktutor::cli::Cli::parse();
    std::process::exit(tricktutor::commands::run(cli));
}
