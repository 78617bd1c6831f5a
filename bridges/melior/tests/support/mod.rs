//! What the tests share: the lit suite's inputs, split as its RUN lines split
//! them, and parsed by the project as `hlsl-opt` parses them.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::{ParseOptions, parse_str};
use shader_mlir::diagnostics::DiagnosticEngine;
use shader_mlir::ir::{Ir, OpId};
use shader_mlir::split_input::split_input;

/// The lit suite's root (`tests/lit` of the workspace).
pub fn lit_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/lit")
}

/// The `.mlir` files directly in `dir` (relative to the lit root), sorted.
pub fn lit_files(dir: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(lit_root().join(dir))
        .unwrap_or_else(|e| panic!("reading {dir}: {e}"))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "mlir"))
        .collect();
    files.sort();
    files
}

/// One input of a lit test: the file, the 1-based chunk number and its text.
pub struct Chunk {
    pub file: PathBuf,
    pub index: usize,
    pub text: String,
}

impl Chunk {
    pub fn name(&self) -> String {
        let file = self
            .file
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default();
        format!("{file}#{}", self.index)
    }
}

/// The RUN lines of a test file.
pub fn run_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|line| line.trim_start().strip_prefix("// RUN:"))
        .map(str::trim)
        .collect()
}

/// The inputs of `file`: one per `// -----` chunk when its RUN lines split the
/// input, else the whole file.
pub fn chunks(file: &Path) -> Vec<Chunk> {
    let text =
        std::fs::read_to_string(file).unwrap_or_else(|e| panic!("reading {}: {e}", file.display()));
    let split = run_lines(&text)
        .iter()
        .any(|line| line.contains("--split-input-file"));
    split_chunks(file, text, split)
}

fn split_chunks(file: &Path, text: String, split: bool) -> Vec<Chunk> {
    if !split {
        return vec![Chunk {
            file: file.to_owned(),
            index: 1,
            text,
        }];
    }
    split_input(text.as_bytes(), "// -----")
        .chunks
        .iter()
        .enumerate()
        .map(|(i, chunk)| Chunk {
            file: file.to_owned(),
            index: i + 1,
            text: text[chunk.range()].to_owned(),
        })
        .collect()
}

/// Whether the test in `file` expects diagnostics or a failure rather than
/// output.
pub fn expects_failure(file: &Path) -> bool {
    let text =
        std::fs::read_to_string(file).unwrap_or_else(|e| panic!("reading {}: {e}", file.display()));
    run_lines(&text)
        .iter()
        .any(|line| line.contains("--verify-diagnostics") || line.starts_with("not "))
}

/// Parses and verifies `text` as `hlsl-opt --allow-unregistered-dialect` does.
pub fn parse(ctx: &Arc<Context>, name: &str, text: &str) -> Result<(Ir, OpId), String> {
    let diagnostics = DiagnosticEngine::new();
    let parsed = parse_str(ctx, name, text, &ParseOptions::default(), &diagnostics);
    let render = |d: Vec<shader_mlir::diagnostics::Diagnostic>| {
        d.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    };
    let (ir, root) = parsed.ok_or_else(|| render(diagnostics.take()))?;
    shader_mlir::verifier::verify(&ir, root).map_err(render)?;
    Ok((ir, root))
}

/// The lit files under `dir` (relative to the lit root), recursively, sorted.
pub fn lit_files_recursive(dir: &str) -> Vec<PathBuf> {
    let mut pending = vec![lit_root().join(dir)];
    let mut files = Vec::new();
    while let Some(dir) = pending.pop() {
        for entry in
            std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|ext| ext == "mlir") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// One `hlsl-opt` run of a RUN line: the input rewrite (`sed -e 's/A/B/' ... %s |`)
/// if any, the passes in order with their options, and whether the input is split.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invocation {
    pub rewrite: Option<Vec<SedSubstitution>>,
    pub passes: Vec<(String, String)>,
    pub split: bool,
}

impl Invocation {
    /// The input of this run: `text` after the rewrite.
    pub fn input(&self, text: &str) -> String {
        let Some(scripts) = &self.rewrite else {
            return text.to_owned();
        };
        // sed edits line by line: each script replaces the first match on a line,
        // and `^`/`$` anchor at the line's ends.
        let compiled: Vec<(regex::Regex, &str)> = scripts
            .iter()
            .map(|s| {
                let regex = regex::Regex::new(&s.pattern)
                    .unwrap_or_else(|e| panic!("sed pattern {}: {e}", s.pattern));
                (regex, s.replacement.as_str())
            })
            .collect();
        let mut out = String::with_capacity(text.len());
        for line in text.split_inclusive('\n') {
            let (body, newline) = match line.strip_suffix('\n') {
                Some(body) => (body, "\n"),
                None => (line, ""),
            };
            let mut body = body.to_owned();
            for (regex, replacement) in &compiled {
                body = regex
                    .replace(&body, regex::NoExpand(replacement))
                    .into_owned();
            }
            out.push_str(&body);
            out.push_str(newline);
        }
        out
    }
}

/// The `hlsl-opt` runs of `file`'s RUN lines that must succeed and run
/// `is_pass` flags, deduplicated. RUN lines checking diagnostics or failures
/// are left out; a flag that is neither a pass nor one of the printing or
/// input flags makes the test fail, so a new kind of RUN line is noticed.
pub fn invocations(file: &Path, is_pass: impl Fn(&str) -> bool) -> Vec<Invocation> {
    let text =
        std::fs::read_to_string(file).unwrap_or_else(|e| panic!("reading {}: {e}", file.display()));
    let mut out: Vec<Invocation> = Vec::new();
    for line in run_lines(&text) {
        let stages: Vec<Vec<String>> = line
            .split(" | ")
            .map(|stage| {
                shlex::split(stage)
                    .unwrap_or_else(|| panic!("{}: cannot split RUN line {line}", file.display()))
            })
            .collect();
        let (rewrite, opt) = match stages.as_slice() {
            [first, ..]
                if first.first().is_some_and(|t| t == "%hlsl-opt")
                    && first.iter().any(|t| t == "%s") =>
            {
                (None, first)
            }
            [sed, second, ..]
                if sed.first().is_some_and(|t| t == "sed")
                    && second.first().is_some_and(|t| t == "%hlsl-opt") =>
            {
                (
                    Some(sed_substitutions(sed).unwrap_or_else(|| {
                        panic!("{}: unsupported sed in {line}", file.display())
                    })),
                    second,
                )
            }
            _ => continue,
        };
        if opt.iter().any(|t| t == "--verify-diagnostics") {
            continue;
        }
        let mut invocation = Invocation {
            rewrite,
            passes: Vec::new(),
            split: false,
        };
        for flag in &opt[1..] {
            let Some(flag) = flag.strip_prefix("--") else {
                continue;
            };
            let (name, options) = flag.split_once('=').unwrap_or((flag, ""));
            match name {
                "split-input-file" => invocation.split = true,
                "allow-unregistered-dialect" => {}
                _ if name.starts_with("mlir-print") => {}
                _ if is_pass(name) => invocation
                    .passes
                    .push((name.to_owned(), options.to_owned())),
                _ => panic!(
                    "{}: unsupported flag --{name} in RUN line {line}",
                    file.display()
                ),
            }
        }
        if !invocation.passes.is_empty() && !out.contains(&invocation) {
            out.push(invocation);
        }
    }
    out
}

/// `sed -e 's/A/B/' %s` (or without `-e`) as (A, B).
/// One `s/PATTERN/REPLACEMENT/` script of a `sed -e` stage, translated to a
/// `regex` pattern and a literal replacement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SedSubstitution {
    pub pattern: String,
    pub replacement: String,
}

/// The `s///` scripts of a `sed` stage, in order; `None` if any argument is a
/// script this reader does not understand (flags, other commands, `&` or
/// back-references in the replacement).
fn sed_substitutions(tokens: &[String]) -> Option<Vec<SedSubstitution>> {
    let mut scripts = Vec::new();
    let mut args = tokens.iter().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-e" => scripts.push(sed_substitution(args.next()?)?),
            "%s" => {}
            script if script.starts_with("s/") => scripts.push(sed_substitution(script)?),
            _ => return None,
        }
    }
    (!scripts.is_empty()).then_some(scripts)
}

/// Splits `s/A/B/` at unescaped slashes. In the pattern `\/` is a slash (the
/// rest of a basic regular expression as used in the tests reads the same in
/// `regex`); in the replacement `\n` is a newline and `\/` a slash.
fn sed_substitution(script: &str) -> Option<SedSubstitution> {
    let mut parts = vec![String::new()];
    let mut chars = script.strip_prefix("s/")?.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let escaped = chars.next()?;
                let index = parts.len();
                let part = parts.last_mut()?;
                match (index, escaped) {
                    (_, '/') => part.push('/'),
                    (2, 'n') => part.push('\n'),
                    (2, '\\') => part.push('\\'),
                    (2, _) => return None,
                    (_, other) => {
                        part.push('\\');
                        part.push(other);
                    }
                }
            }
            '/' => parts.push(String::new()),
            '&' if parts.len() == 2 => return None,
            c => parts.last_mut()?.push(c),
        }
    }
    match parts.as_slice() {
        [pattern, replacement, flags] if flags.is_empty() => Some(SedSubstitution {
            pattern: pattern.clone(),
            replacement: replacement.clone(),
        }),
        _ => None,
    }
}

/// The inputs of one invocation of `file`.
pub fn invocation_chunks(file: &Path, invocation: &Invocation) -> Vec<Chunk> {
    let text =
        std::fs::read_to_string(file).unwrap_or_else(|e| panic!("reading {}: {e}", file.display()));
    split_chunks(file, invocation.input(&text), invocation.split)
}

/// What MLIR 22 rejects in the project's spirv output, and why: each entry
/// names the construct, tells whether a module printed in the generic form uses
/// it, and gives MLIR's message about it.
pub struct KnownRejection {
    pub construct: &'static str,
    pub why: &'static str,
    pub used_in: fn(&str) -> bool,
    pub message: &'static str,
}

pub const KNOWN_REJECTIONS: &[KnownRejection] = &[
    KnownRejection {
        construct: "!spirv.sampler",
        why: "OpTypeSampler is not in MLIR 22's spirv dialect",
        used_in: |module| module.contains("!spirv.sampler"),
        message: "unknown SPIR-V type: sampler",
    },
    KnownRejection {
        construct: "spirv.ImageFetch with the Lod image operand",
        why: "MLIR 22's ImageFetchOp lacks FetchOpInterface, so its verifier refuses Lod, \
              which SPIR-V allows on OpImageFetch (fixed upstream after 22 by llvm-project PR 192986)",
        used_in: |module| {
            module.lines().any(|line| {
                line.contains("\"spirv.ImageFetch\"") && line.contains("image_operands<Lod")
            })
        },
        message: "Lod is only valid with explicit-lod and fetch instructions",
    },
    KnownRejection {
        construct: "an integer Lod on spirv.ImageRead or spirv.ImageWrite",
        why: "SPV_AMD_shader_image_load_store_lod allows Lod on OpImageRead and OpImageWrite; \
              MLIR 22's verifier allows it on explicit-lod and fetch instructions only",
        used_in: |module| {
            module.lines().any(|line| {
                (line.contains("\"spirv.ImageRead\"") || line.contains("\"spirv.ImageWrite\""))
                    && line.contains("image_operands<Lod")
            })
        },
        message: "Lod is only valid with explicit-lod and fetch instructions",
    },
    KnownRejection {
        construct: "the generic form of spirv.ARM.Graph",
        why: "MLIR 22 holds a graph's type as a GraphType, which its generic form prints like a \
              function type and its parser then refuses; the project holds a function type",
        used_in: |module| module.contains("\"spirv.ARM.Graph\""),
        message: "type attribute of graph type",
    },
    KnownRejection {
        construct: "a 16-bit exponent of spirv.GL.FrexpStruct",
        why: "SPV_AMD_gpu_shader_int16 allows a 16-bit integer exponent with a 16-bit float; \
              MLIR 22 takes 32-bit exponents only",
        used_in: |module| {
            module
                .lines()
                .any(|line| line.contains("\"spirv.GL.FrexpStruct\"") && line.contains("i16"))
        },
        message: "member one of the resulting struct type mustbe a scalar or vector of 32 bit integer type",
    },
    KnownRejection {
        construct: "SPV_KHR_maximal_reconvergence",
        why: "MLIR 22's extension enum predates SPV_KHR_maximal_reconvergence (DXC's \
              -fspv-enable-maximal-reconvergence), so a target environment or VCE naming it \
              does not parse",
        used_in: |module| module.contains("SPV_KHR_maximal_reconvergence"),
        message: "unknown extension: SPV_KHR_maximal_reconvergence",
    },
    KnownRejection {
        construct: "the Sample image operand",
        why: "MLIR 22's image-operand verifier counts the arguments of Lod and Grad only, \
              so the sample index SPIR-V requires after Sample (multisampled images) is \
              reported as one argument too many",
        used_in: |module| module.contains("image_operands<Sample"),
        message: "too many image operand arguments have been provided",
    },
];

/// The entry for `construct`.
pub fn known_rejection(construct: &str) -> &'static KnownRejection {
    KNOWN_REJECTIONS
        .iter()
        .find(|r| r.construct == construct)
        .unwrap_or_else(|| panic!("no known rejection for {construct}"))
}

/// The known rejections `module` (generic form) runs into, if every MLIR
/// diagnostic in `diagnostics` is one of them; `None` if any is not.
pub fn explained_rejections(module: &str, diagnostics: &[String]) -> Option<Vec<&'static str>> {
    let used: Vec<&KnownRejection> = KNOWN_REJECTIONS
        .iter()
        .filter(|r| (r.used_in)(module))
        .collect();
    let mut reasons = Vec::new();
    for diagnostic in diagnostics
        .iter()
        .filter(|d| !d.contains("cannot parse the output of"))
    {
        let rejection = used.iter().find(|r| diagnostic.contains(r.message))?;
        if !reasons.contains(&rejection.construct) {
            reasons.push(rejection.construct);
        }
    }
    (!reasons.is_empty()).then_some(reasons)
}
