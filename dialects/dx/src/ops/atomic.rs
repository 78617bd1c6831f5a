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
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, Type, TypeKind, Value};
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::ods::property::I32Attr;
use shader_mlir::ods::{AttrConstraint, AttrSyntax, PropertyType};
use shader_mlir::op;

use super::constraints::{ATOMIC_RESOURCE, COORDINATES, checked_resource};

/// An `atomicrmw` operation, by LLVM's keyword.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AtomicBinOp {
    /// `InterlockedExchange`.
    Xchg,
    /// `InterlockedAdd`.
    Add,
    /// `InterlockedAnd`.
    And,
    /// `InterlockedOr`.
    Or,
    /// `InterlockedXor`.
    Xor,
    /// `InterlockedMax` on `int`.
    Max,
    /// `InterlockedMin` on `int`.
    Min,
    /// `InterlockedMax` on `uint`.
    UMax,
    /// `InterlockedMin` on `uint`.
    UMin,
}

impl AtomicBinOp {
    pub const ALL: [AtomicBinOp; 9] = [
        AtomicBinOp::Xchg,
        AtomicBinOp::Add,
        AtomicBinOp::And,
        AtomicBinOp::Or,
        AtomicBinOp::Xor,
        AtomicBinOp::Max,
        AtomicBinOp::Min,
        AtomicBinOp::UMax,
        AtomicBinOp::UMin,
    ];
    pub const KEYWORDS: [&'static str; 9] = [
        "xchg", "add", "and", "or", "xor", "max", "min", "umax", "umin",
    ];

    /// LLVM's keyword for the operation.
    pub fn keyword(self) -> &'static str {
        Self::KEYWORDS[self as usize]
    }

    pub fn from_keyword(word: &str) -> Option<AtomicBinOp> {
        Self::KEYWORDS
            .iter()
            .position(|&k| k == word)
            .map(|i| Self::ALL[i])
    }
}

/// The property kind of [`AtomicBinOp`]: a string attribute
/// (`operation = "add"`), spelled as the bare keyword in the custom form.
pub struct AtomicBinOpAttr;

impl PropertyType for AtomicBinOpAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "atomicrmw operation: xchg, add, and, or, xor, max, min, umax or umin",
        check: |ctx, attr| AtomicBinOpAttr::get(ctx, attr).is_some(),
        value_type: None,
        syntax: AttrSyntax::Custom {
            parse: |p, _| {
                let pos = p.get_current_location();
                match p.parse_optional_keyword_of(&AtomicBinOp::KEYWORDS) {
                    Some(word) => Ok(p.ctx().string_attr(word)),
                    None => Err(p.emit_error_at(
                        pos,
                        format!("expected one of {}", AtomicBinOp::KEYWORDS.join(", ")),
                    )),
                }
            },
            print: |p, attr| match AtomicBinOpAttr::get(p.ctx(), attr) {
                Some(op) => p.write_str(op.keyword()),
                None => p.print_attribute(attr),
            },
            starts_with: Some(|p| p.peek_keyword_of(&AtomicBinOp::KEYWORDS)),
        },
    };
    type Value<'a> = AtomicBinOp;
    type Arg<'a> = AtomicBinOp;
    fn get(ctx: &Context, attr: Attribute) -> Option<AtomicBinOp> {
        match ctx.attr_kind(attr) {
            AttrKind::String { value, ty: None } => std::str::from_utf8(value)
                .ok()
                .and_then(AtomicBinOp::from_keyword),
            _ => None,
        }
    }
    fn make(ctx: &Context, value: AtomicBinOp) -> Option<Attribute> {
        Some(ctx.string_attr(value.keyword()))
    }
}

/// `atomicrmw` on an element, member or texel.
#[op("dx.resource.atomicrmw", traits = [AllTypesMatch(value, result)], verify = verify_rmw)]
#[format(
    "$operation $value `,` $handle `[` $index `]` (`offset` `(` $offset^ `)`)? attr-dict `:` type($value) `,` type($handle) `,` type($index)"
)]
pub struct ResourceAtomicRMWOp {
    #[property(AtomicBinOpAttr)]
    operation: AtomicBinOp,
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

/// `cmpxchg` on an element, member or texel.
#[op(
    "dx.resource.cmpxchg",
    traits = [AllTypesMatch(comparand, value, result)],
    verify = verify_cmpxchg
)]
#[format(
    "$comparand `,` $value `,` $handle `[` $index `]` (`offset` `(` $offset^ `)`)? attr-dict `:` type($value) `,` type($handle) `,` type($index)"
)]
pub struct ResourceCmpXchgOp {
    /// The value compared with the memory.
    #[operand(ANY_TYPE)]
    comparand: Value,
    /// The value stored when they are equal.
    #[operand(ANY_TYPE)]
    value: Value,
    #[operand(ATOMIC_RESOURCE)]
    handle: Value,
    #[operand(COORDINATES)]
    index: Value,
    #[property(I32Attr)]
    offset: Option<i32>,
    /// The value before the operation.
    #[result(ANY_TYPE)]
    result: Value,
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
    offset: i32,
) -> Result<(), Diagnostic> {
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
    if index_ty != ctx.common().i32 {
        return Err(ir.op_error(
            op,
            format!(
                "a buffer element is addressed by one i32 index, got '{}'",
                type_to_string(ctx, index_ty)
            ),
        ));
    }
    if offset < 0 || (offset != 0 && !resource.is_structured(ctx)) {
        return Err(ir.op_error(
            op,
            format!("'offset' ({offset}) is the non-negative byte offset of a structured buffer's member"),
        ));
    }
    Ok(())
}

fn verify_rmw(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let rmw = ResourceAtomicRMWOp(op);
    let ctx = ir.ctx();
    let ty = ir.value_type(rmw.value(ir));
    let float_xchg = rmw.operation(ir) == AtomicBinOp::Xchg && ty == ctx.common().f32;
    if !is_atomic_integer(ctx, ty) && !float_xchg {
        return Err(ir.op_error(
            op,
            format!(
                "atomics take i32 or i64 values (f32 for 'xchg'), got '{}'",
                type_to_string(ctx, ty)
            ),
        ));
    }
    check_index(
        ir,
        op,
        rmw.handle(ir),
        rmw.index(ir),
        rmw.offset(ir).unwrap_or(0),
    )
}

fn verify_cmpxchg(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let xchg = ResourceCmpXchgOp(op);
    let ctx = ir.ctx();
    let ty = ir.value_type(xchg.value(ir));
    if !is_atomic_integer(ctx, ty) {
        return Err(ir.op_error(
            op,
            format!(
                "cmpxchg compares i32 or i64 values (floats as their bits), got '{}'",
                type_to_string(ctx, ty)
            ),
        ));
    }
    check_index(
        ir,
        op,
        xchg.handle(ir),
        xchg.index(ir),
        xchg.offset(ir).unwrap_or(0),
    )
}
