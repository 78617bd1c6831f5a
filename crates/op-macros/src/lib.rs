//! `#[op]`: the attribute that turns one op declaration into everything the
//! framework needs of the op — the declarative op-definition layer of
//! `shader_mlir::ods`, in the spirit of MLIR's ODS
//! (<https://mlir.llvm.org/docs/DefiningDialects/Operations/>) and pliron's
//! `#[def_op]`.
//!
//! ```ignore
//! /// Increments or decrements a structured buffer's counter.
//! #[op("hlsl.updatecounter", verify = verify_update_counter)]
//! #[format("$handle `delta` `(` $delta `)` attr-dict `:` type($handle)")]
//! pub struct UpdateCounterOp {
//!     #[operand(COUNTER_HANDLE)]
//!     handle: Value,
//!     #[property(I8Attr)]
//!     delta: i8,
//!     #[result(I32)]
//!     value: Value,
//! }
//! ```
//!
//! The first doc paragraph is the op's summary. `#[op(...)]` takes the op's
//! name, then `traits = [...]` (core traits such as `Pure` or `Terminator`,
//! and ODS checks such as `AllTypesMatch(lhs, rhs, result)`,
//! `TypesMatchWith("summary", from, to, transform)`, `Pred("summary", f)`,
//! `SingleBlockImplicitTerminator(YieldOp)`, `AttrSizedOperandSegments`), and
//! hooks: `verify`, `verify_regions`, `fold`, `canonicalize`, `asm_names`,
//! `custom_printable`, `infer` (and `infer_compatible`), `parse` + `print` (a
//! hand-written syntax),
//! `default_dialect`, `ext` (dialect facts), `summary`.
//!
//! Fields: `#[operand(C)]` / `#[result(C)]` with a type constraint `C` and
//! type `Value`, `Option<Value>` or `Vec<Value>`; `#[property(K)]` with a
//! property kind `K` (`K: PropertyType`), `Option<_>` when optional,
//! `#[property(K, default = v)]` when default-valued; `#[region(C)]` with
//! `Region` or `Vec<Region>`; `#[successor]` with `Block` or `Vec<Block>`.

mod decl;
mod format;
mod generate;

use proc_macro::TokenStream;

/// Declares an op; see the crate documentation.
#[proc_macro_attribute]
pub fn op(attr: TokenStream, item: TokenStream) -> TokenStream {
    let result =
        decl::OpDecl::parse(attr.into(), item.into()).and_then(|decl| generate::generate(&decl));
    match result {
        Ok(tokens) => tokens.into(),
        Err(error) => error.to_compile_error().into(),
    }
}
