// Lessons and locales are embedded with include_dir; tell cargo to rebuild when they change.
fn main() {
    println!("cargo:rerun-if-changed=lessons");
    println!("cargo:rerun-if-changed=locales");
}
