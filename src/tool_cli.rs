//! The command line of the project's `mlir-opt`-style tools, read as LLVM's
//! `cl` library reads it (<https://llvm.org/docs/CommandLine.html>): `-name`
//! and `--name`, a value after `=` or in the next argument, positional
//! arguments, `--` ending the options; and the start of such a tool, which
//! runs on a thread with a large stack.

use std::process::ExitCode;

/// Deep inputs are refused by the parser with a diagnostic; the large stack
/// keeps the bounded recursion below that limit far from overflowing.
pub const STACK_SIZE: usize = 512 << 20;

/// Runs a tool: `run` on the arguments (without the program name) on a
/// thread of [`STACK_SIZE`], after
/// [`end_quietly_on_closed_pipe`](crate::tool_output::end_quietly_on_closed_pipe).
/// A panic is `<tool>: internal error`, exit code 2.
pub fn run_tool(tool: &str, run: fn(&[String]) -> ExitCode) -> ExitCode {
    crate::tool_output::end_quietly_on_closed_pipe();
    keep_large_blocks_apart();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let worker = std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(move || run(&args));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("{tool}: internal error");
            ExitCode::from(2)
        }
    }
}

/// Memory blocks of [`MMAP_THRESHOLD`] bytes and more get pages of their own
/// from the system, returned when they are freed, whatever was freed before.
///
/// glibc's `malloc` otherwise raises that threshold to the size of every
/// large block freed (up to 32 MiB), after which large temporary buffers are
/// carved from the heap and leave holes behind them that the IR arena, which
/// grows by whole pages, cannot reuse: the peak memory of a run then counts
/// the temporaries on top of the IR
/// (<https://man7.org/linux/man-pages/man3/mallopt.3.html>, `M_MMAP_THRESHOLD`).
fn keep_large_blocks_apart() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only changes allocator parameters; it runs before any
    // other thread exists.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
    }
}

/// See [`keep_large_blocks_apart`].
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const MMAP_THRESHOLD: libc::c_int = 128 << 10;

/// Prints the help (`help` gives its text) or the version line
/// `<tool> <version>` when asked for: the exit code then, else `None`.
pub fn help_or_version(
    tool: &str,
    version: &str,
    (show_help, show_version): (bool, bool),
    help: impl FnOnce() -> String,
) -> Option<ExitCode> {
    if show_help {
        print!("{}", help());
        return Some(ExitCode::SUCCESS);
    }
    if show_version {
        println!("{tool} {version}");
        return Some(ExitCode::SUCCESS);
    }
    None
}

/// A command line, read option by option.
pub struct CommandLine<'a> {
    args: &'a [String],
    next: usize,
    /// The positional arguments met so far (all of them once
    /// [`Self::next_option`] returned `None`).
    pub positional: Vec<String>,
}

/// One option: the argument as written, its name (without dashes) and the
/// value after `=`.
pub struct CliOption<'a> {
    pub arg: &'a str,
    pub name: &'a str,
    pub value: Option<String>,
}

impl<'a> CommandLine<'a> {
    pub fn new(args: &'a [String]) -> Self {
        CommandLine {
            args,
            next: 0,
            positional: Vec::new(),
        }
    }

    /// The next option; positional arguments on the way (`-` among them, and
    /// everything after `--`) go to [`Self::positional`].
    pub fn next_option(&mut self) -> Option<CliOption<'a>> {
        while let Some(arg) = self.args.get(self.next) {
            self.next += 1;
            if arg == "-" || !arg.starts_with('-') {
                self.positional.push(arg.clone());
                continue;
            }
            if arg == "--" {
                self.positional
                    .extend(self.args[self.next..].iter().cloned());
                self.next = self.args.len();
                return None;
            }
            let body = arg.trim_start_matches('-');
            let (name, value) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (body, None),
            };
            return Some(CliOption { arg, name, value });
        }
        None
    }

    /// An option's value: the one after `=`, else the next argument;
    /// `missing` when there is none.
    pub fn value(&mut self, value: Option<String>, missing: &str) -> Result<String, String> {
        if let Some(v) = value {
            return Ok(v);
        }
        let v = self.args.get(self.next).ok_or(missing)?.clone();
        self.next += 1;
        Ok(v)
    }
}

/// The value of the boolean option `name`: true when given alone, else one
/// of the spellings LLVM's `cl::opt<bool>` accepts.
pub fn flag_value(name: &str, value: &Option<String>) -> Result<bool, String> {
    match value.as_deref() {
        None | Some("true" | "1" | "TRUE" | "True") => Ok(true),
        Some("false" | "0" | "FALSE" | "False") => Ok(false),
        Some(v) => Err(format!(
            "'{v}' is not a valid value for '--{name}'; expected true or false"
        )),
    }
}

/// Appends the `--help` lines of `flags`: `  <flag> - <help>`, the flags
/// padded to `width`.
pub fn help_lines(out: &mut String, flags: &[(&str, &str)], width: usize) {
    for (flag, help) in flags {
        out.push_str(&format!("  {flag:<width$} - {help}\n"));
    }
}
