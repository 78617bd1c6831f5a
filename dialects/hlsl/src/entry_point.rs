//! The dialect's discardable attributes, which mark compute entry points
//! (docs/hlsl-dialect.md):
//!
//! ```text
//! func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} { ... }
//! ```
//!
//! Both go on a `func.func` and come together. `hlsl.numthreads` follows HLSL's
//! `[numthreads(X, Y, Z)]` limits for compute shaders: every count at least 1,
//! X and Y at most 1024, Z at most 64, and at most 1024 threads per group.
//! Any other `hlsl.*` attribute is an error.

use dialect_func::ops::FuncOp;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Ir, NamedAttribute, OpId};

/// The attribute naming the shader stage of an entry point.
pub const SHADER_ATTR: &str = "hlsl.shader";
/// The attribute holding the thread group size of a compute entry point.
pub const NUMTHREADS_ATTR: &str = "hlsl.numthreads";
/// The only stage supported.
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

/// Whether `op` is a compute entry point (`hlsl.shader = "compute"`).
pub fn is_compute_entry_point(ir: &Ir, op: OpId) -> bool {
    ir.attr(op, SHADER_ATTR)
        .is_some_and(|a| is_string(ir, a, COMPUTE))
}

fn is_string(ir: &Ir, attr: shader_mlir::ir::Attribute, expected: &str) -> bool {
    matches!(ir.ctx().attr_kind(attr), AttrKind::String { value, ty: None } if &value[..] == expected.as_bytes())
}

/// The dialect's attribute verifier (MLIR's `verifyOperationAttribute`).
pub(crate) fn verify_attribute(ir: &Ir, op: OpId, attr: NamedAttribute) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let name = ctx.str(attr.name);
    if name != SHADER_ATTR && name != NUMTHREADS_ATTR {
        return Err(ir.op_error(
            op,
            format!("unknown attribute '{name}': the 'hlsl' dialect defines '{SHADER_ATTR}' and '{NUMTHREADS_ATTR}'"),
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
    if !is_string(ir, attr.value, COMPUTE) {
        let found = shader_mlir::asm::printer::attr_to_string(ctx, attr.value);
        return Err(ir.op_error(
            op,
            format!("unsupported shader stage {found}: '{SHADER_ATTR}' must be \"{COMPUTE}\""),
        ));
    }
    if ir.attr(op, NUMTHREADS_ATTR).is_none() {
        return Err(ir.op_error(
            op,
            format!("a compute entry point requires '{NUMTHREADS_ATTR} = array<i32: X, Y, Z>'"),
        ));
    }
    Ok(())
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
    match ir.attr(op, SHADER_ATTR) {
        None => Err(ir.op_error(
            op,
            format!("'{NUMTHREADS_ATTR}' requires '{SHADER_ATTR} = \"{COMPUTE}\"'"),
        )),
        // The stage is checked (and reported) as its own attribute.
        Some(value) => verify_shader(
            ir,
            op,
            NamedAttribute {
                name: ctx.ident(SHADER_ATTR),
                value,
            },
        ),
    }
}
