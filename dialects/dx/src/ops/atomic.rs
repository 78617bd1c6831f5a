//! Atomics on resource memory: an `atomicrmw` or `cmpxchg` instruction on
//! the pointer LLVM's `llvm.dx.resource.getpointer` gives for an element
//! (<https://llvm.org/docs/DirectX/DXILResources.html>; DXIL's `AtomicBinOp`
//! and `AtomicCompareExchange`,
//! <https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/DXIL.rst>).
//!
//! ```text
//! %old = dx.resource.atomicrmw add %v, %h[%index] offset(4) : i32, !dx.RawBuffer<!hlsl.struct<"S", (f32, i32)>, 1, 0>
//! %old = dx.resource.cmpxchg %expected, %v, %h[%xy] : i32, !dx.Texture<i32, 1, 0, 0, Texture2D>, vector<2xi32>
//! ```
//!
//! One op stands for the pointer and the instruction on it: `index` is the
//! element of a buffer (a byte offset into a byte-address buffer) or the
//! texel coordinates of a texture, `offset` the byte offset of the accessed
//! member in a structured buffer's element (a `getelementptr` on the
//! pointer). `operation` is one of LLVM's `atomicrmw` operations
//! (<https://llvm.org/docs/LangRef.html#atomicrmw-instruction>) that HLSL's
//! `Interlocked*` functions are. Both return the value the memory held
//! before. Values are `i32` or `i64`; `xchg` also takes `f32`. `cmpxchg`
//! compares integers, as LLVM's instruction does: float-bitwise compares
//! move their floats as `i32` bits.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::ods::property::I32Attr;
use shader_mlir::op;

use super::constraints::{ATOMIC_RESOURCE, COORDINATES, checked_resource, expect_type};

shader_mlir::keyword_enum_property!(
    /// An `atomicrmw` operation, by LLVM's keyword; its property kind stores
    /// it as a string attribute (`operation = "add"`), spelled as the bare
    /// keyword in the custom form.
    AtomicBinOp / AtomicBinOpAttr,
    "atomicrmw operation: xchg, add, and, or, xor, max, min, umax or umin" {
        /// `InterlockedExchange`.
        Xchg = "xchg",
        /// `InterlockedAdd`.
        Add = "add",
        /// `InterlockedAnd`.
        And = "and",
        /// `InterlockedOr`.
        Or = "or",
        /// `InterlockedXor`.
        Xor = "xor",
        /// `InterlockedMax` on `int`.
        Max = "max",
        /// `InterlockedMin` on `int`.
        Min = "min",
        /// `InterlockedMax` on `uint`.
        UMax = "umax",
        /// `InterlockedMin` on `uint`.
        UMin = "umin",
    }
);

/// An atomic on an element, member or texel: `kind` `rmw` (the
/// `atomicrmw` operation and the value, whose type the result has) or
/// `cmpxchg` (the `comparand`, then the value stored when it equals the
/// memory), then the handle, the index, the member offset and the value
/// before the operation. A row: `/// doc`, `kind Op = "name", verify,
/// "format";`.
macro_rules! atomic_op {
    ($($(#[$doc:meta])* $kind:ident $ty:ident = $name:literal, $verify:ident, $format:literal;)*) => {
        $(atomic_op!(@$kind $(#[$doc])* $ty = $name, $verify, $format);)*
    };
    (@rmw $(#[$doc:meta])* $ty:ident = $name:literal, $verify:ident, $format:literal) => {
        atomic_op!(@op $(#[$doc])* $ty = $name, [AllTypesMatch(value, result)], $verify, $format, {
            #[property(AtomicBinOpAttr)]
            operation: AtomicBinOp,
        });
    };
    (@cmpxchg $(#[$doc:meta])* $ty:ident = $name:literal, $verify:ident, $format:literal) => {
        atomic_op!(@op $(#[$doc])* $ty = $name, [AllTypesMatch(comparand, value, result)], $verify, $format, {
            /// The value compared with the memory.
            #[operand(ANY_TYPE)]
            comparand: Value,
        });
    };
    (@op $(#[$doc:meta])* $ty:ident = $name:literal, [$($traits:tt)*], $verify:ident, $format:literal,
        { $($head:tt)* }) => {
        $(#[$doc])*
        #[op($name, traits = [$($traits)*], verify = $verify)]
        #[format($format)]
        pub struct $ty {
            $($head)*
            #[operand(ANY_TYPE)]
            value: Value,
            #[operand(ATOMIC_RESOURCE)]
            handle: Value,
            /// The element (a byte offset for byte-address buffers) or texel.
            #[operand(COORDINATES)]
            index: Value,
            /// The byte offset of a structured buffer's member in its element.
            #[property(I32Attr)]
            offset: Option<i32>,
            /// The value before the operation.
            #[result(ANY_TYPE)]
            result: Value,
        }
    };
}

atomic_op! {
    /// `atomicrmw` on an element, member or texel.
    rmw ResourceAtomicRMWOp = "dx.resource.atomicrmw", verify_rmw,
        "$operation $value `,` $handle `[` $index `]` (`offset` `(` $offset^ `)`)? attr-dict `:` type($value) `,` type($handle) `,` type($index)";
    /// `cmpxchg` on an element, member or texel.
    cmpxchg ResourceCmpXchgOp = "dx.resource.cmpxchg", verify_cmpxchg,
        "$comparand `,` $value `,` $handle `[` $index `]` (`offset` `(` $offset^ `)`)? attr-dict `:` type($value) `,` type($handle) `,` type($index)";
}

fn is_atomic_integer(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { width: 32 | 64, .. })
}

/// The index is an `i32` element for buffers and one `i32` per dimension
/// (plus the array index) for textures; member offsets are for buffers.
fn check_index(
    ir: &Ir,
    op: OpId,
    handle: Value,
    index: Value,
    offset: Option<i32>,
) -> Result<(), Diagnostic> {
    let offset = offset.unwrap_or(0);
    let ctx = ir.ctx();
    let resource = checked_resource(ctx, ir.value_type(handle));
    let index_ty = ir.value_type(index);
    if resource.is_texture() {
        if offset != 0 {
            return Err(ir.op_error(
                op,
                "textures have no member offset: 'offset' is for structured buffers",
            ));
        }
        return Ok(());
    }
    let one_i32 = index_ty == ctx.common().i32;
    let wanted = "a buffer element is addressed by one i32 index";
    expect_type(ir, op, one_i32, wanted, index_ty)?;
    if offset < 0 || (offset != 0 && !resource.is_structured(ctx)) {
        return Err(ir.op_error(
            op,
            format!("'offset' ({offset}) is the non-negative byte offset of a structured buffer's member"),
        ));
    }
    Ok(())
}

/// The value is an `i32` or `i64`, or an `f32` where `float` allows it;
/// `wanted` says which in the diagnostic.
fn check_value(
    ir: &Ir,
    op: OpId,
    value: Value,
    float: bool,
    wanted: &str,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let ty = ir.value_type(value);
    let holds = is_atomic_integer(ctx, ty) || (float && ty == ctx.common().f32);
    expect_type(ir, op, holds, wanted, ty)
}

fn verify_rmw(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let rmw = ResourceAtomicRMWOp(op);
    let xchg = rmw.operation(ir) == AtomicBinOp::Xchg;
    let wanted = "atomics take i32 or i64 values (f32 for 'xchg')";
    check_value(ir, op, rmw.value(ir), xchg, wanted)?;
    check_index(ir, op, rmw.handle(ir), rmw.index(ir), rmw.offset(ir))
}

fn verify_cmpxchg(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let xchg = ResourceCmpXchgOp(op);
    let wanted = "cmpxchg compares i32 or i64 values (floats as their bits)";
    check_value(ir, op, xchg.value(ir), false, wanted)?;
    check_index(ir, op, xchg.handle(ir), xchg.index(ir), xchg.offset(ir))
}
