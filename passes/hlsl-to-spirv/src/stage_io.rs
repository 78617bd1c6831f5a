//! Vertex and pixel entry points (DXC's forms,
//! <https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>,
//! "HLSL semantic and Vulkan Location", "HLSL semantic and Vulkan BuiltIn"):
//! every argument of the entry point becomes an `Input` variable and every
//! result an `Output` variable; the function takes no arguments, loads its
//! inputs where it starts and stores its outputs where it returns.
//!
//! | semantic | stage, direction | SPIR-V |
//! |---|---|---|
//! | `SV_VertexID`, `SV_InstanceID` | vertex input | `BuiltIn VertexIndex`, `InstanceIndex` |
//! | `SV_Position` | vertex output | `BuiltIn Position` |
//! | `SV_Position` | pixel input | `BuiltIn FragCoord` |
//! | `SV_IsFrontFace`, `SV_SampleIndex`, `SV_PrimitiveID` | pixel input | `BuiltIn FrontFacing`, `SampleId` (`SampleRateShading`), `PrimitiveId` (`Geometry`) |
//! | `SV_Target<n>` | pixel output | `Location n` |
//! | `SV_Depth` | pixel output | `BuiltIn FragDepth`, execution mode `DepthReplacing` |
//! | user semantics (`TEXCOORD0`, ...) | both | `Location` by order of declaration, per direction, from 0 |
//!
//! Integer pixel inputs of user semantics are `Flat`, as Vulkan requires;
//! 16-bit inputs and outputs need `StorageInputOutput16`. A pixel entry point
//! is a `Fragment` one with `OriginUpperLeft`. One whose call tree accesses
//! rasterizer-ordered views runs its body inside the fragment shader
//! interlock (`BeginInvocationInterlockEXT` where it starts,
//! `EndInvocationInterlockEXT` where it returns, execution mode
//! `PixelInterlockOrderedEXT`; DXC's form), which needs
//! `FragmentShaderPixelInterlockEXT` and `SPV_EXT_fragment_shader_interlock`.

use dialect_func::{FuncOp, ReturnOp};
use dialect_hlsl::semantics::{Semantic, signature_semantics};
use dialect_hlsl::stage::Stage;
use dialect_spirv::ops::beyond::invocation::{
    EXTBeginInvocationInterlockOp, EXTEndInvocationInterlockOp,
};
use dialect_spirv::ops::memory::{LoadOp, StoreOp};
use dialect_spirv::ops::structure::AddressOfOp;
use dialect_spirv::types::PointerType;
use shader_mlir::Context;
use shader_mlir::ir::{InsertPoint, Ir, OpId, Type, TypeKind};
use shader_mlir::rewrite::{IrBuilder, OpBuilder};
use spirv::{BuiltIn, Capability, ExecutionModel, StorageClass};

/// One stage input or output variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageVariable {
    /// The name of the variable (before uniquing): `in.var.TEXCOORD0`,
    /// `out.var.SV_Target0`, or the built-in's `__builtin__X__`.
    pub name: String,
    /// The value's type.
    pub ty: Type,
    pub built_in: Option<BuiltIn>,
    pub location: Option<u32>,
    /// `Flat` (integer pixel inputs).
    pub flat: bool,
    /// What the variable needs beyond Vulkan's core, with what needs it.
    pub needs: Option<(&'static str, &'static [Capability])>,
}

/// The interface of a vertex or pixel entry point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageInterface {
    pub inputs: Vec<StageVariable>,
    pub outputs: Vec<StageVariable>,
    /// Writes `SV_Depth`: the `DepthReplacing` execution mode.
    pub depth_replacing: bool,
}

/// The SPIR-V execution model of a stage.
pub fn execution_model(stage: Stage) -> ExecutionModel {
    match stage {
        Stage::Compute => ExecutionModel::GLCompute,
        Stage::Vertex => ExecutionModel::Vertex,
        Stage::Pixel => ExecutionModel::Fragment,
    }
}

type SystemValue = (
    Stage,
    bool,
    &'static str,
    BuiltIn,
    Option<(&'static str, &'static [Capability])>,
);

/// The built-ins of the system values: (stage, is input, semantic,
/// built-in, what it needs).
const SYSTEM_VALUES: &[SystemValue] = &[
    (
        Stage::Vertex,
        true,
        "SV_VERTEXID",
        BuiltIn::VertexIndex,
        None,
    ),
    (
        Stage::Vertex,
        true,
        "SV_INSTANCEID",
        BuiltIn::InstanceIndex,
        None,
    ),
    (Stage::Vertex, false, "SV_POSITION", BuiltIn::Position, None),
    (Stage::Pixel, true, "SV_POSITION", BuiltIn::FragCoord, None),
    (
        Stage::Pixel,
        true,
        "SV_ISFRONTFACE",
        BuiltIn::FrontFacing,
        None,
    ),
    (
        Stage::Pixel,
        true,
        "SV_SAMPLEINDEX",
        BuiltIn::SampleId,
        Some(("SV_SampleIndex", &[Capability::SampleRateShading])),
    ),
    (
        Stage::Pixel,
        true,
        "SV_PRIMITIVEID",
        BuiltIn::PrimitiveId,
        Some(("SV_PrimitiveID in a pixel shader", &[Capability::Geometry])),
    ),
    (Stage::Pixel, false, "SV_DEPTH", BuiltIn::FragDepth, None),
];

fn is_integer(ctx: &Context, ty: Type) -> bool {
    let scalar = match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => *element,
        _ => ty,
    };
    matches!(ctx.type_kind(scalar), TypeKind::Integer { width, .. } if *width > 1)
}

fn is_16_bit(ctx: &Context, ty: Type) -> bool {
    let scalar = match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => *element,
        _ => ty,
    };
    match ctx.type_kind(scalar) {
        TypeKind::Integer { width, .. } => *width == 16,
        TypeKind::Float(kind) => kind.width() == 16,
        _ => false,
    }
}

/// The variables of one direction of `func`'s signature.
fn variables(
    ctx: &Context,
    stage: Stage,
    input: bool,
    types: &[Type],
    semantics: &[Option<String>],
) -> Vec<StageVariable> {
    let mut next_location = 0;
    let prefix = if input { "in.var." } else { "out.var." };
    let io16: Option<(&'static str, &'static [Capability])> = Some((
        "a 16-bit stage input or output",
        &[Capability::StorageInputOutput16],
    ));
    types
        .iter()
        .zip(semantics)
        .map(|(&ty, semantic)| {
            let text = semantic.as_deref().unwrap_or_default();
            let parsed = Semantic::parse(text);
            let upper = text.to_ascii_uppercase();
            let system = SYSTEM_VALUES
                .iter()
                .find(|(s, i, name, _, _)| *s == stage && *i == input && *name == upper);
            if let Some(&(_, _, _, built_in, needs)) = system {
                return StageVariable {
                    name: format!("__builtin__{built_in:?}__"),
                    ty,
                    built_in: Some(built_in),
                    location: None,
                    flat: false,
                    needs,
                };
            }
            let target = parsed
                .as_ref()
                .filter(|p| p.is_system_value() && p.name.eq_ignore_ascii_case("SV_Target"));
            let location = match target {
                Some(target) => target.index,
                None => {
                    next_location += 1;
                    next_location - 1
                }
            };
            let name = match target {
                Some(target) => format!("{prefix}SV_Target{}", target.index),
                None => format!("{prefix}{text}"),
            };
            StageVariable {
                name,
                ty,
                built_in: None,
                location: Some(location),
                flat: input && stage == Stage::Pixel && is_integer(ctx, ty),
                needs: if is_16_bit(ctx, ty) { io16 } else { None },
            }
        })
        .collect()
}

/// The interface of the vertex or pixel entry point `func` (whose
/// signature the `hlsl` verifier checked).
pub fn interface(ir: &Ir, func: FuncOp, stage: Stage) -> StageInterface {
    let ctx = ir.ctx();
    let (inputs, results) = func.signature(ir).unwrap_or_default();
    let (in_semantics, out_semantics) = signature_semantics(ir, func);
    let inputs = variables(ctx, stage, true, &inputs, &in_semantics);
    let outputs = variables(ctx, stage, false, &results, &out_semantics);
    let depth_replacing = outputs
        .iter()
        .any(|v| v.built_in == Some(BuiltIn::FragDepth));
    StageInterface {
        inputs,
        outputs,
        depth_replacing,
    }
}

/// The pointer type of a stage variable.
pub fn variable_type(ctx: &Context, variable: &StageVariable, input: bool) -> Type {
    let class = if input {
        StorageClass::Input
    } else {
        StorageClass::Output
    };
    PointerType::get(ctx, variable.ty, class)
}

/// Rewrites the entry point `func` to take no arguments and return nothing:
/// it loads `inputs` (symbol and pointer type of each argument's variable)
/// where it starts and stores its results to `outputs` where it returns.
pub fn rewrite_entry(
    ir: &mut Ir,
    func: OpId,
    inputs: &[(String, Type)],
    outputs: &[(String, Type)],
    interlock: bool,
) {
    let Some(body) = crate::assemble::body(ir, func) else {
        return;
    };
    let ctx = ir.ctx_arc().clone();
    let loc = ir.op_loc(func);
    let mut loaded = Vec::with_capacity(inputs.len());
    {
        let mut b = crate::assemble::builder_at_start(ir, body);
        for (symbol, ty) in inputs {
            let pointer = AddressOfOp::build(&mut b, loc, *ty, symbol).pointer(b.ir());
            loaded.push(LoadOp::build_from(&mut b, loc, pointer).value(b.ir()));
        }
        if interlock {
            EXTBeginInvocationInterlockOp::build(&mut b, loc);
        }
    }
    for (i, &value) in loaded.iter().enumerate() {
        let arg = ir.block_arg(body, i);
        ir.replace_all_uses(arg, value);
    }
    for i in (0..inputs.len()).rev() {
        ir.erase_block_argument(body, i);
    }
    let mut returns = ir.walk_collect(func);
    returns.retain(|&op| ReturnOp::isa(ir, op));
    for ret in returns {
        let values: Vec<_> = ir.operands(ret).collect();
        let block = ir.op_parent_block(ret).unwrap_or(body);
        let mut b = IrBuilder::new(
            ir,
            Some(InsertPoint {
                block,
                before: Some(ret),
            }),
        );
        let ret_loc = b.ir().op_loc(ret);
        if interlock {
            EXTEndInvocationInterlockOp::build(&mut b, ret_loc);
        }
        for ((symbol, ty), value) in outputs.iter().zip(values) {
            let pointer = AddressOfOp::build(&mut b, ret_loc, *ty, symbol).pointer(b.ir());
            StoreOp::build(&mut b, ret_loc, pointer, value, None, None);
        }
        ReturnOp::build(&mut b, ret_loc, &[]);
        ir.erase_op(ret);
    }
    FuncOp(func).set_function_type(ir, ctx.function_type(&[], &[]));
    ir.remove_prop(func, "arg_attrs");
    ir.remove_prop(func, "res_attrs");
}

/// The functions the static call tree of the entry point `entry` reaches,
/// itself included.
pub fn reached_functions(ir: &Ir, entry: OpId) -> rustc_hash::FxHashSet<OpId> {
    let mut reached = rustc_hash::FxHashSet::default();
    let mut pending = vec![entry];
    while let Some(function) = pending.pop() {
        if !reached.insert(function) {
            continue;
        }
        ir.walk(function, |op| {
            if let Some(call) = dialect_func::CallOp::cast(ir, op) {
                let name = ir.ctx().ident(call.callee(ir));
                if let Some(callee) = dialect_func::symbol::lookup_nearest_symbol(ir, op, name)
                    .filter(|&f| FuncOp::isa(ir, f))
                {
                    pending.push(callee);
                }
            }
        });
    }
    reached
}

/// Whether a function of `functions` accesses a rasterizer-ordered view:
/// its entry point needs the fragment shader interlock.
pub fn accesses_rov(ir: &Ir, functions: &rustc_hash::FxHashSet<OpId>) -> bool {
    functions.iter().any(|&function| {
        let mut found = false;
        ir.walk(function, |op| {
            found |= dialect_hlsl::ops::is_rov_access(ir, op)
        });
        found
    })
}
