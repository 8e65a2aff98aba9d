use clap::Parser;

fn main() {
    let cli = tricktutor::cli::Cli::parse();
    std::process::exit(tricktutor::commands::run(cli));
}
