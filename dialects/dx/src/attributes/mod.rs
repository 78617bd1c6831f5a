//! The attributes of the `dx` dialect and the discardable attributes the
//! resource passes attach to ops.
//!
//! - `#dx.resource<...>` ([`ResourceRecord`]): a DXIL metadata resource record.
//! - `dx.resource = #dx.resource<...>` on a `dx.resource.handlefrombinding`:
//!   the record of the resource the handle refers to.
//! - `dx.annotate_props = array<i32: WORD0, WORD1>` on a handle-creation op:
//!   the two `annotateHandle` property words (DXC's `DxilResourceProperties`).
//! - `dx.resources = [#dx.resource<...>, ...]` on the module: every record,
//!   SRVs, UAVs, CBVs then samplers, each class in ID order (DXIL's
//!   `dx.resources` metadata).

mod record;

#[cfg(test)]
mod tests;

use shader_mlir::asm::{AsmParser, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Attribute, Ir, NamedAttribute, OpId, Type, TypeKind};

pub use record::{RecordDetails, RecordElement, ResourceRecord, UNBOUNDED, component_name};

/// The record of the resource a handle op refers to.
pub const RECORD_ATTR: &str = "dx.resource";
/// The two annotate property words of a handle op.
pub const ANNOTATE_PROPS_ATTR: &str = "dx.annotate_props";
/// Every record of a module.
pub const RESOURCES_ATTR: &str = "dx.resources";

/// Parses a `dx` attribute after `#dx.` (the dialect's attribute hook).
pub(crate) fn parse_attribute(p: &mut AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let pos = p.get_current_location();
    match p.parse_optional_keyword_any() {
        Some("resource") => {
            let record = ResourceRecord::parse(p)?;
            Ok(record.attr(p.ctx()))
        }
        other => {
            let message = format!(
                "unknown 'dx' attribute '{}': expected 'resource'",
                other.unwrap_or("")
            );
            Err(p.emit_error_at(pos, message))
        }
    }
}

/// Checks the `dx.*` discardable attributes of an op.
pub(crate) fn verify_attribute(ir: &Ir, op: OpId, attr: NamedAttribute) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let name = ctx.str(attr.name);
    let ok = match name {
        RECORD_ATTR => ResourceRecord::of(ctx, attr.value).is_some(),
        ANNOTATE_PROPS_ATTR => annotate_words(ir, attr.value).is_some(),
        RESOURCES_ATTR => match ctx.attr_kind(attr.value) {
            AttrKind::Array(items) => items
                .iter()
                .all(|&item| ResourceRecord::of(ctx, item).is_some()),
            _ => false,
        },
        _ => return Err(ir.op_error(op, format!("has unknown 'dx' attribute '{name}'"))),
    };
    if ok {
        return Ok(());
    }
    let expected = match name {
        RECORD_ATTR => "a '#dx.resource' record",
        ANNOTATE_PROPS_ATTR => "'array<i32: WORD0, WORD1>'",
        _ => "an array of '#dx.resource' records",
    };
    Err(ir.op_error(op, format!("attribute '{name}' must be {expected}")))
}

/// The two words of a `dx.annotate_props` value.
pub fn annotate_words(ir: &Ir, attr: Attribute) -> Option<[u32; 2]> {
    let ctx = ir.ctx();
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { element, values }
            if values.len() == 2
                && matches!(ctx.type_kind(*element), TypeKind::Integer { width: 32, .. }) =>
        {
            Some([values[0] as u32, values[1] as u32])
        }
        _ => None,
    }
}

/// The `dx.annotate_props` value for two words.
pub fn annotate_props_attr(ir: &Ir, words: [u32; 2]) -> Attribute {
    let ctx = ir.ctx();
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.common().i32,
        values: words.iter().map(|&w| u64::from(w)).collect(),
    })
}
