//! The dialect's discardable attributes, which mark entry points
//! (docs/hlsl-dialect.md, "Entry points"):
//!
//! ```text
//! func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} { ... }
//! func.func @vs(%id: i32 {hlsl.semantic = "SV_VertexID"})
//!     -> (vector<4xf32> {hlsl.semantic = "SV_Position"}, vector<2xf32> {hlsl.semantic = "TEXCOORD0"})
//!     attributes {hlsl.shader = "vertex"} { ... }
//! func.func @ps(%pos: vector<4xf32> {hlsl.semantic = "SV_Position"}, %uv: vector<2xf32> {hlsl.semantic = "TEXCOORD0"})
//!     -> (vector<4xf32> {hlsl.semantic = "SV_Target0"}) attributes {hlsl.shader = "pixel"} { ... }
//! ```
//!
//! `hlsl.shader` names the stage (`compute`, `vertex` or `pixel`) and goes on
//! a `func.func`. A compute entry point also has `hlsl.numthreads`, following
//! HLSL's `[numthreads(X, Y, Z)]` limits: every count at least 1, X and Y at
//! most 1024, Z at most 64, and at most 1024 threads per group. Every
//! argument and result of a vertex or pixel entry point carries its HLSL
//! semantic in `hlsl.semantic` ([`crate::semantics`]). The ops the entry point
//! reaches must be ones its stage has ([`crate::stage`]). Any other `hlsl.*`
//! attribute is an error.

use dialect_func::ops::FuncOp;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Ir, NamedAttribute, OpId};

use crate::semantics::check_signature;
use crate::stage::{Stage, check_reachable_ops};

/// The attribute naming the shader stage of an entry point.
pub const SHADER_ATTR: &str = "hlsl.shader";
/// The attribute holding the thread group size of a compute entry point.
pub const NUMTHREADS_ATTR: &str = "hlsl.numthreads";
/// The argument and result attribute naming an HLSL semantic.
pub const SEMANTIC_ATTR: &str = "hlsl.semantic";
/// The compute stage's name.
pub const COMPUTE: &str = "compute";
/// HLSL's limits on `numthreads` (compute shaders, shader model 5 and later).
pub const MAX_THREADS_XY: u32 = 1024;
pub const MAX_THREADS_Z: u32 = 64;
pub const MAX_THREADS_PER_GROUP: u32 = 1024;

/// The thread group size of a compute entry point `op`, if it is one.
pub fn numthreads(ir: &Ir, op: OpId) -> Option<[u32; 3]> {
    let attr = ir.attr(op, NUMTHREADS_ATTR)?;
    let ctx = ir.ctx();
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { element, values }
            if *element == ctx.common().i32 && values.len() == 3 =>
        {
            Some([values[0] as u32, values[1] as u32, values[2] as u32])
        }
        _ => None,
    }
}

/// The stage of an entry point `op`, if it is one.
pub fn shader_stage(ir: &Ir, op: OpId) -> Option<Stage> {
    let attr = ir.attr(op, SHADER_ATTR)?;
    match ir.ctx().attr_kind(attr) {
        AttrKind::String { value, ty: None } => {
            std::str::from_utf8(value).ok().and_then(Stage::from_name)
        }
        _ => None,
    }
}

/// Whether `op` is a compute entry point (`hlsl.shader = "compute"`).
pub fn is_compute_entry_point(ir: &Ir, op: OpId) -> bool {
    shader_stage(ir, op) == Some(Stage::Compute)
}

/// Whether `op` is an entry point of any stage.
pub fn is_entry_point(ir: &Ir, op: OpId) -> bool {
    shader_stage(ir, op).is_some()
}

/// The dialect's attribute verifier (MLIR's `verifyOperationAttribute`).
pub(crate) fn verify_attribute(ir: &Ir, op: OpId, attr: NamedAttribute) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let name = ctx.str(attr.name);
    if name == SEMANTIC_ATTR {
        return Err(ir.op_error(
            op,
            format!(
                "'{SEMANTIC_ATTR}' names the semantic of an entry point's argument or result: put it in the argument's or result's attribute dictionary"
            ),
        ));
    }
    if name != SHADER_ATTR && name != NUMTHREADS_ATTR {
        return Err(ir.op_error(
            op,
            format!("unknown attribute '{name}': the 'hlsl' dialect defines '{SHADER_ATTR}' and '{NUMTHREADS_ATTR}' (and '{SEMANTIC_ATTR}' on entry point arguments and results)"),
        ));
    }
    if FuncOp::cast(ir, op).is_none() {
        return Err(ir.op_error(
            op,
            format!(
                "'{name}' marks an entry point and is only valid on '{}'",
                FuncOp::NAME
            ),
        ));
    }
    if name == SHADER_ATTR {
        verify_shader(ir, op, attr)
    } else {
        verify_numthreads(ir, op, attr)
    }
}

fn verify_shader(ir: &Ir, op: OpId, attr: NamedAttribute) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let stage = match ctx.attr_kind(attr.value) {
        AttrKind::String { value, ty: None } => {
            std::str::from_utf8(value).ok().and_then(Stage::from_name)
        }
        _ => None,
    };
    let Some(stage) = stage else {
        let found = shader_mlir::asm::printer::attr_to_string(ctx, attr.value);
        return Err(ir.op_error(
            op,
            format!(
                "unsupported shader stage {found}: '{SHADER_ATTR}' must be \"compute\", \"vertex\" or \"pixel\""
            ),
        ));
    };
    let has_numthreads = ir.attr(op, NUMTHREADS_ATTR).is_some();
    match (stage, has_numthreads) {
        (Stage::Compute, false) => {
            return Err(ir.op_error(
                op,
                format!("a compute entry point requires '{NUMTHREADS_ATTR} = array<i32: X, Y, Z>'"),
            ));
        }
        (Stage::Vertex | Stage::Pixel, true) => {
            return Err(ir.op_error(
                op,
                format!(
                    "'{NUMTHREADS_ATTR}' is for compute entry points; a {} entry point has no thread group",
                    stage.name()
                ),
            ));
        }
        _ => {}
    }
    if stage != Stage::Compute {
        check_signature(ir, FuncOp(op), stage)?;
    }
    check_reachable_ops(ir, op, stage)
}

fn verify_numthreads(ir: &Ir, op: OpId, attr: NamedAttribute) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let counts: Vec<i64> = match ctx.attr_kind(attr.value) {
        AttrKind::DenseArray { element, values }
            if *element == ctx.common().i32 && values.len() == 3 =>
        {
            values
                .iter()
                .map(|&bits| i64::from(bits as u32 as i32))
                .collect()
        }
        _ => {
            let found = shader_mlir::asm::printer::attr_to_string(ctx, attr.value);
            return Err(ir.op_error(
                op,
                format!("'{NUMTHREADS_ATTR}' must be three thread counts 'array<i32: X, Y, Z>', got {found}"),
            ));
        }
    };
    let (x, y, z) = (counts[0], counts[1], counts[2]);
    let limits = format!(
        "'{NUMTHREADS_ATTR}' = [{x}, {y}, {z}]: each count must be at least 1, X and Y at most {MAX_THREADS_XY}, \
         Z at most {MAX_THREADS_Z}"
    );
    if counts.iter().any(|&c| c < 1)
        || x > i64::from(MAX_THREADS_XY)
        || y > i64::from(MAX_THREADS_XY)
        || z > i64::from(MAX_THREADS_Z)
    {
        return Err(ir.op_error(op, limits));
    }
    if x * y * z > i64::from(MAX_THREADS_PER_GROUP) {
        return Err(ir.op_error(
            op,
            format!(
                "'{NUMTHREADS_ATTR}' = [{x}, {y}, {z}] makes {} threads per group; at most {MAX_THREADS_PER_GROUP} are allowed",
                x * y * z
            ),
        ));
    }
    if ir.attr(op, SHADER_ATTR).is_none() {
        return Err(ir.op_error(
            op,
            format!("'{NUMTHREADS_ATTR}' requires '{SHADER_ATTR} = \"{COMPUTE}\"'"),
        ));
    }
    // The stage (and the rest of the entry point) is checked, and reported,
    // as its own attribute.
    Ok(())
}
