//! Prints generated modules: `textgen SEED [COUNT]`, separated by `// -----`
//! lines (the `--split-input-file` marker).

fn main() {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let count: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    for s in seed..seed + count {
        if s > seed {
            println!("// -----");
        }
        print!("{}", textgen::module(s));
    }
}
