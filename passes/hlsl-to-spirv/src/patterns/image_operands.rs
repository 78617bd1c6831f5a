//! The image operands of SPIR-V's image instructions: a mask and one group
//! of arguments per bit, written in the order of the bits (the SPIR-V
//! specification's "Image Operands",
//! <https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#Image_Operands>):
//! `Bias`, `Lod`, `Grad` (two), `ConstOffset`, `Offset`, `ConstOffsets`,
//! `Sample`, `MinLod`. HLSL's immediate offsets become `ConstOffset` (one
//! integer per dimension) or, for the four offsets of a gather,
//! `ConstOffsets` (an array of four `vector<2xsi32>`).

use dialect_spirv::types::ArrayType;
use shader_mlir::Context;
use shader_mlir::ir::{AttrKind, Attribute, Location, Signedness, Type, Value};
use shader_mlir::rewrite::OpBuilder;
use spirv::ImageOperands;

use spirv_conversion::emit;

/// An image operands mask being assembled with its arguments.
#[derive(Default)]
pub struct ImageArgs {
    groups: Vec<(ImageOperands, Vec<Value>)>,
}

impl ImageArgs {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `bit` with its `arguments`.
    pub fn push(&mut self, bit: ImageOperands, arguments: &[Value]) -> &mut Self {
        self.groups.push((bit, arguments.to_vec()));
        self
    }

    /// Adds `bit` with its one argument, when there is one.
    pub fn push_some(&mut self, bit: ImageOperands, argument: Option<Value>) -> &mut Self {
        if let Some(argument) = argument {
            self.push(bit, &[argument]);
        }
        self
    }

    /// The mask (`None` when empty) and the arguments in bit order.
    pub fn finish(mut self) -> (Option<ImageOperands>, Vec<Value>) {
        self.groups.sort_by_key(|(bit, _)| bit.bits());
        let mask = self
            .groups
            .iter()
            .fold(ImageOperands::empty(), |mask, (bit, _)| mask | *bit);
        let arguments = self.groups.into_iter().flat_map(|(_, a)| a).collect();
        ((!mask.is_empty()).then_some(mask), arguments)
    }
}

/// The `si32` (one component) or `vector<Nxsi32>` attribute of `values`:
/// offsets are signed (`OpTypeInt 32 1`), as consumers such as Vulkan's
/// validation read them.
fn int_vector_attr(ctx: &Context, values: &[i32]) -> (Attribute, Type) {
    let i32_ty = ctx.integer_type(32, Signedness::Signed);
    let int = |v: i32| ctx.integer_attr(i32_ty, i128::from(v));
    if let [value] = values {
        return (int(*value), i32_ty);
    }
    let ty = ctx.vector_type(&[values.len() as i64], i32_ty);
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let elements: Box<[Attribute]> = if splat {
        Box::new([int(values[0])])
    } else {
        values.iter().map(|&v| int(v)).collect()
    };
    let attr = ctx.intern_attr(AttrKind::DenseElements {
        ty,
        values: elements,
        splat,
    });
    (attr, ty)
}

/// `spirv.Constant` of an immediate texel offset (`ConstOffset`).
pub fn const_offset(b: &mut impl OpBuilder, loc: Location, offset: &[i32]) -> Value {
    let (attr, ty) = int_vector_attr(b.ctx(), offset);
    emit::constant(b, loc, attr, ty)
}

/// `spirv.Constant` of the four 2-component offsets of a gather
/// (`ConstOffsets`: `!spirv.array<4 x vector<2xi32>>`), from HLSL's eight
/// values.
pub fn const_offsets(b: &mut impl OpBuilder, loc: Location, offsets: &[i32]) -> Value {
    let ctx = b.ctx();
    let pairs: Vec<Attribute> = offsets
        .chunks(2)
        .map(|pair| int_vector_attr(ctx, pair).0)
        .collect();
    let pair = ctx.vector_type(&[2], ctx.integer_type(32, Signedness::Signed));
    let ty = ArrayType::get(ctx, pair, pairs.len() as u32, 0);
    let attr = ctx.array_attr(&pairs);
    emit::constant(b, loc, attr, ty)
}
