//! Fragment shader interlock: `spirv.BeginInvocationInterlockEXT` and
//! `spirv.EndInvocationInterlockEXT` (`SPV_EXT_fragment_shader_interlock`,
//! <https://github.khronos.org/SPIRV-Registry/extensions/EXT/SPV_EXT_fragment_shader_interlock.html>),
//! around the accesses of HLSL's rasterizer-ordered views, as DXC emits them
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>).
//!
//! The accesses between them are ordered among the fragment invocations of a
//! pixel (or sample), by the entry point's `PixelInterlockOrderedEXT` (or
//! similar) execution mode. MLIR 22 has neither op; the syntax is the bare
//! keyword. Both need one of the `FragmentShader*InterlockEXT` capabilities.

use shader_mlir::op;
use spirv::Op;

use super::encoding::Encoding;

/// Begin a critical section of the fragment shader interlock.
#[op(
    "spirv.BeginInvocationInterlockEXT",
    ext = Encoding::Core(Op::BeginInvocationInterlockEXT)
)]
#[format("attr-dict")]
pub struct BeginInvocationInterlockEXTOp {}

/// End the critical section of the fragment shader interlock.
#[op(
    "spirv.EndInvocationInterlockEXT",
    ext = Encoding::Core(Op::EndInvocationInterlockEXT)
)]
#[format("attr-dict")]
pub struct EndInvocationInterlockEXTOp {}

/// The ops of this file, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    BeginInvocationInterlockEXTOp::DEF,
    EndInvocationInterlockEXTOp::DEF,
];
