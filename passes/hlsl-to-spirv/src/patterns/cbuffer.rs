//! `hlsl.cbuffer.load`: a member of a cbuffer (std140, `Uniform` storage) or
//! tbuffer (std430, storage buffer) read through
//! `AccessChain %block[member...]` and `Load`. Structs and arrays read whole
//! are rebuilt in the layout SSA struct values have ([`super::values`]).

use dialect_hlsl::ops::CBufferLoadOp;
use dialect_spirv::types::PointerType;
use shader_mlir::rewrite::{OpBuilder, OrFail, RewriteResult};

use super::Matched;
use super::buffer::{converted, load_through, member_path};
use super::replaced;

pub fn lower_load(
    Matched(lowering, load, op, loc, adaptor, rewriter): Matched<'_, '_, CBufferLoadOp>,
) -> RewriteResult {
    let ir = rewriter.ir();
    let member = load.member(ir);
    let result = converted(lowering, rewriter, ir.value_type(load.result(ir)))?;
    let handle = adaptor.operand(0);
    let ctx = rewriter.ctx();
    let block = PointerType::of(ctx, rewriter.ir().value_type(handle))
        .or_fail("handle is not a pointer")?
        .pointee;
    let (indices, ty) = member_path(rewriter, loc, Vec::new(), block, &member)?;
    let value = load_through(rewriter, loc, handle, &indices, ty, result)?;
    replaced(rewriter, op, &[value])
}
