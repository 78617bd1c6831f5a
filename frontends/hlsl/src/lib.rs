//! The HLSL front end: preprocessing, parsing and semantic analysis of HLSL 2021
//! as DXC accepts it (https://microsoft.github.io/hlsl-specs/ ; DXC where the
//! specification is silent), producing a typed AST that later stages walk to
//! generate IR.
//!
//! Modules, in pipeline order: [`source`] and [`diag`] (files, locations and
//! clang-style diagnostics), [`lexer`], [`pp`] (the preprocessor), [`parser`]
//! (tokens to [`ast`]), [`sema`] (name lookup, types, conversions, overloads,
//! intrinsics and resource methods, entry-point checks) and [`print`]
//! (`-ast-print`).

pub mod ast;
pub mod codegen;
pub mod diag;
pub mod dump;
pub mod lexer;
pub mod options;
pub mod parser;
pub mod pp;
pub mod resources;
pub mod source;
pub mod token;
pub mod types;

/// Runs a recursive step with enough stack: deeply nested input (up to the
/// nesting limits) must end in a diagnostic, never a stack overflow, on any
/// thread (https://docs.rs/stacker).
pub(crate) fn with_stack<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(128 * 1024, 2 * 1024 * 1024, f)
}
pub mod intrinsics;
pub mod methods;
pub mod print;
pub mod sema;

use std::path::Path;

use ast::TranslationUnit;
use diag::Diagnostics;
use options::Options;
use source::SourceMap;

/// One compilation: its files, diagnostics and (when parsing got that far)
/// the AST.
pub struct Compilation {
    pub sm: SourceMap,
    pub diags: Diagnostics,
    pub tu: Option<TranslationUnit>,
    /// The tables of the checked program (after semantic analysis).
    pub program: Option<sema::Program>,
}

impl Compilation {
    /// Diagnostics as clang prints them, with the closing summary line.
    pub fn render_diagnostics(&self) -> String {
        let mut s = self.diags.render(&self.sm);
        s.push_str(&self.diags.summary());
        s
    }
}

/// Preprocesses and parses a source text.
pub fn parse_source(name: &str, text: &str, opts: &Options) -> Compilation {
    let (sm, main) = SourceMap::with_main_file(name, text);
    run(sm, Diagnostics::new(), main, opts, false)
}

/// Preprocesses, parses and checks a source text.
pub fn check_source(name: &str, text: &str, opts: &Options) -> Compilation {
    let (sm, main) = SourceMap::with_main_file(name, text);
    run(sm, Diagnostics::new(), main, opts, true)
}

/// Preprocesses, parses and checks a file; a missing file is a diagnostic.
/// `configure` sets diagnostic options (`-WX`, `-w`) first.
pub fn check_file(
    path: &Path,
    opts: &Options,
    configure: impl FnOnce(&mut Diagnostics),
) -> Compilation {
    let mut sm = SourceMap::new();
    let mut diags = Diagnostics::new();
    configure(&mut diags);
    let name = path.to_string_lossy().into_owned();
    match sm.load(name.clone(), path, None) {
        Ok(main) => run(sm, diags, main, opts, true),
        Err(e) => {
            let reason = match e.kind() {
                std::io::ErrorKind::NotFound => "no such file or directory".to_string(),
                _ => e.to_string(),
            };
            diags.emit(diag::Diagnostic::new(
                diag::Level::Error,
                None,
                format!("{reason}: '{name}'"),
            ));
            Compilation {
                sm,
                diags,
                tu: None,
                program: None,
            }
        }
    }
}

fn run(
    mut sm: SourceMap,
    mut diags: Diagnostics,
    main: source::FileId,
    opts: &Options,
    check: bool,
) -> Compilation {
    let toks = pp::preprocess(&mut sm, &mut diags, main, opts);
    if diags.is_fatal() {
        return Compilation {
            sm,
            diags,
            tu: None,
            program: None,
        };
    }
    let mut tu = parser::parse(toks, &mut diags);
    // Semantic analysis runs on what parsed, so that one syntax error does
    // not hide the others; it stops at a fatal error.
    let program = (check && !diags.is_fatal()).then(|| sema::check(&mut tu, &mut diags, opts));
    Compilation {
        sm,
        diags,
        tu: Some(tu),
        program,
    }
}
