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

pub mod diag;
pub mod lexer;
pub mod options;
pub mod pp;
pub mod source;
pub mod token;
