//! HLSL semantics of vertex and pixel entry points: every argument (a stage
//! input) and result (a stage output) names one in `hlsl.semantic`
//! (docs/hlsl-dialect.md, "Entry points").
//!
//! | stage | direction | system values | type |
//! |---|---|---|---|
//! | vertex | input | `SV_VertexID`, `SV_InstanceID` | `i32` |
//! | vertex | output | `SV_Position` | `vector<4xf32>` |
//! | pixel | input | `SV_Position` | `vector<4xf32>` |
//! | pixel | input | `SV_IsFrontFace` | `i1` |
//! | pixel | input | `SV_SampleIndex`, `SV_PrimitiveID` | `i32` |
//! | pixel | output | `SV_Target0` ... `SV_Target7` (`SV_Target` is `SV_Target0`) | 32- or 16-bit int or float, 1 to 4 components |
//! | pixel | output | `SV_Depth` | `f32` |
//!
//! Any other name that does not start with `SV_` is a user semantic
//! (`TEXCOORD0`, `COLOR`, `NORMAL1`...): an identifier with an optional
//! index (its trailing digits), passing a 16- or 32-bit int or float scalar
//! or vector of up to 4 components between stages (no `bool`). Semantics
//! compare without regard to case, as in HLSL; a semantic with its index
//! appears at most once per direction.

use std::collections::HashMap;

use dialect_func::ops::FuncOp;
use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Attribute, Ir, Type, TypeKind};

use crate::entry_point::SEMANTIC_ATTR;
use crate::ops::short_vector_scalar;
use crate::stage::Stage;

/// Whether a semantic is a stage input or output.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Direction {
    Input,
    Output,
}

/// The type rule of a system value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ValueType {
    I32,
    I1,
    F32,
    Float4,
    /// A render target: 16/32-bit int or float, 1 to 4 components.
    Target,
}

/// The system values each stage has, by direction.
const SYSTEM_VALUES: &[(Stage, Direction, &str, ValueType)] = &[
    (
        Stage::Vertex,
        Direction::Input,
        "SV_VertexID",
        ValueType::I32,
    ),
    (
        Stage::Vertex,
        Direction::Input,
        "SV_InstanceID",
        ValueType::I32,
    ),
    (
        Stage::Vertex,
        Direction::Output,
        "SV_Position",
        ValueType::Float4,
    ),
    (
        Stage::Pixel,
        Direction::Input,
        "SV_Position",
        ValueType::Float4,
    ),
    (
        Stage::Pixel,
        Direction::Input,
        "SV_IsFrontFace",
        ValueType::I1,
    ),
    (
        Stage::Pixel,
        Direction::Input,
        "SV_SampleIndex",
        ValueType::I32,
    ),
    (
        Stage::Pixel,
        Direction::Input,
        "SV_PrimitiveID",
        ValueType::I32,
    ),
    (
        Stage::Pixel,
        Direction::Output,
        "SV_Target",
        ValueType::Target,
    ),
    (Stage::Pixel, Direction::Output, "SV_Depth", ValueType::F32),
];

/// The number of render targets a pixel shader may write.
pub const MAX_RENDER_TARGETS: u32 = 8;

/// A parsed semantic: its name without the index, in the case written, and
/// the index (0 when absent).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Semantic {
    pub name: String,
    pub index: u32,
}

impl Semantic {
    /// Splits `TEXCOORD3` into `TEXCOORD` and 3; `None` unless the name is
    /// an identifier.
    pub fn parse(text: &str) -> Option<Semantic> {
        let digits = text.len() - text.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let (name, index) = text.split_at(text.len() - digits);
        let mut chars = name.chars();
        let valid = chars
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !valid {
            return None;
        }
        let index = if index.is_empty() {
            0
        } else {
            index.parse().ok()?
        };
        Some(Semantic {
            name: name.to_owned(),
            index,
        })
    }

    /// Whether it is a system value (`SV_*`).
    pub fn is_system_value(&self) -> bool {
        self.name.len() >= 3 && self.name[..3].eq_ignore_ascii_case("SV_")
    }

    /// The key semantics are compared by (upper case, index).
    fn key(&self) -> (String, u32) {
        (self.name.to_ascii_uppercase(), self.index)
    }
}

/// The semantic named in an argument or result attribute dictionary.
pub fn semantic_of(ctx: &Context, dict: Attribute) -> Option<&str> {
    let AttrKind::Dictionary(entries) = ctx.attr_kind(dict) else {
        return None;
    };
    let entry = entries.iter().find(|e| ctx.str(e.name) == SEMANTIC_ATTR)?;
    match ctx.attr_kind(entry.value) {
        AttrKind::String { value, ty: None } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

/// The semantics of a function's arguments and results (`None` where an
/// argument or result has none).
pub fn signature_semantics(ir: &Ir, func: FuncOp) -> (Vec<Option<String>>, Vec<Option<String>>) {
    let ctx = ir.ctx();
    let (inputs, results) = func.signature(ir).unwrap_or_default();
    let read = |attrs: Option<&[Attribute]>, count: usize| -> Vec<Option<String>> {
        (0..count)
            .map(|i| {
                attrs
                    .and_then(|a| a.get(i))
                    .and_then(|&d| semantic_of(ctx, d))
                    .map(str::to_owned)
            })
            .collect()
    };
    (
        read(func.arg_attrs(ir), inputs.len()),
        read(func.res_attrs(ir), results.len()),
    )
}

fn is_interface_scalar(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => {
            matches!(width, 16 | 32) && *signedness == shader_mlir::ir::Signedness::Signless
        }
        TypeKind::Float(k) => matches!(k.width(), 16 | 32),
        _ => false,
    }
}

/// A 16/32-bit int or float, or a vector of 1 to 4 of them.
fn is_interface_value(ctx: &Context, ty: Type) -> bool {
    short_vector_scalar(ctx, ty).is_some_and(|scalar| is_interface_scalar(ctx, scalar))
}

fn value_type_ok(ctx: &Context, rule: ValueType, ty: Type) -> (bool, &'static str) {
    let common = ctx.common();
    match rule {
        ValueType::I32 => (ty == common.i32, "i32"),
        ValueType::I1 => (ty == common.i1, "i1"),
        ValueType::F32 => (ty == common.f32, "f32"),
        ValueType::Float4 => (ty == ctx.vector_type(&[4], common.f32), "vector<4xf32>"),
        ValueType::Target => (
            is_interface_value(ctx, ty),
            "a 16- or 32-bit int or float, or a vector of 1 to 4 of them",
        ),
    }
}

/// Checks the semantics of a vertex or pixel entry point's signature.
pub(crate) fn check_signature(ir: &Ir, func: FuncOp, stage: Stage) -> Result<(), Diagnostic> {
    let op = func.0;
    let (inputs, results) = func.signature(ir).unwrap_or_default();
    let (in_semantics, out_semantics) = signature_semantics(ir, func);
    for (direction, types, semantics) in [
        (Direction::Input, &inputs, &in_semantics),
        (Direction::Output, &results, &out_semantics),
    ] {
        let what = match direction {
            Direction::Input => "argument",
            Direction::Output => "result",
        };
        let mut seen: HashMap<(String, u32), usize> = HashMap::new();
        for (i, (&ty, semantic)) in types.iter().zip(semantics).enumerate() {
            let Some(text) = semantic else {
                return Err(ir.op_error(
                    op,
                    format!(
                        "{what} #{i} of a {} entry point needs an HLSL semantic: add {{{SEMANTIC_ATTR} = \"...\"}}",
                        stage.name()
                    ),
                ));
            };
            let Some(parsed) = Semantic::parse(text) else {
                return Err(ir.op_error(
                    op,
                    format!("{what} #{i}: '{text}' is not a semantic (an identifier with an optional index)"),
                ));
            };
            check_one(ir, op, stage, direction, (what, i), &parsed, text, ty)?;
            if let Some(first) = seen.insert(parsed.key(), i) {
                return Err(ir.op_error(
                    op,
                    format!("{what} #{i} repeats the semantic '{text}' of {what} #{first}"),
                ));
            }
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn check_one(
    ir: &Ir,
    op: shader_mlir::ir::OpId,
    stage: Stage,
    direction: Direction,
    (what, i): (&str, usize),
    semantic: &Semantic,
    text: &str,
    ty: Type,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let ty_str = type_to_string(ctx, ty);
    if !semantic.is_system_value() {
        if is_interface_value(ctx, ty) {
            return Ok(());
        }
        return Err(ir.op_error(
            op,
            format!(
                "{what} #{i} ('{text}'): stage inputs and outputs are 16- or 32-bit ints or floats, or vectors of 1 to 4 of them; got '{ty_str}'"
            ),
        ));
    }
    let upper = semantic.name.to_ascii_uppercase();
    let known = SYSTEM_VALUES.iter().find(|(s, d, name, _)| {
        *s == stage && *d == direction && name.to_ascii_uppercase() == upper
    });
    let Some(&(_, _, name, rule)) = known else {
        let direction_word = match direction {
            Direction::Input => "input",
            Direction::Output => "output",
        };
        let allowed: Vec<&str> = SYSTEM_VALUES
            .iter()
            .filter(|(s, d, _, _)| *s == stage && *d == direction)
            .map(|(_, _, name, _)| *name)
            .collect();
        return Err(ir.op_error(
            op,
            format!(
                "{what} #{i}: '{text}' is not a {} {direction_word} system value (those are {}); user semantics must not start with 'SV_'",
                stage.name(),
                allowed.join(", ")
            ),
        ));
    };
    let indexed = name == "SV_Target";
    if indexed && semantic.index >= MAX_RENDER_TARGETS {
        return Err(ir.op_error(
            op,
            format!(
                "{what} #{i}: '{text}' names render target {}; a pixel shader writes targets 0 to {}",
                semantic.index,
                MAX_RENDER_TARGETS - 1
            ),
        ));
    }
    if !indexed && semantic.index != 0 {
        return Err(ir.op_error(op, format!("{what} #{i}: '{text}': {name} takes no index")));
    }
    let (ok, expected) = value_type_ok(ctx, rule, ty);
    if !ok {
        return Err(ir.op_error(
            op,
            format!("{what} #{i} ('{text}') must be {expected}, got '{ty_str}'"),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Semantic;

    #[test]
    fn semantics_split_their_index() {
        assert_eq!(
            Semantic::parse("TEXCOORD12"),
            Some(Semantic {
                name: "TEXCOORD".into(),
                index: 12
            })
        );
        assert_eq!(Semantic::parse("SV_Target").map(|s| s.index), Some(0));
        assert!(Semantic::parse("sv_position").unwrap().is_system_value());
        assert_eq!(Semantic::parse("3D"), None);
        assert_eq!(Semantic::parse("A-B"), None);
    }
}
