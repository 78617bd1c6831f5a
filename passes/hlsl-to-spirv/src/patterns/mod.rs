//! Conversion patterns for the `hlsl` ops (docs/lowering-hlsl-to-spirv.md):
//!
//! | op | lowering |
//! |---|---|
//! | `handlefrombinding`, `handlefromimplicitbinding`, `counterhandlefrom*binding`, `handlefromheap` | `spirv.mlir.addressof` of the resource's variable, an `AccessChain` into arrays ([`handles`]) |
//! | `buffer.load` / `buffer.store` | structured: `AccessChain` + `Load`/`Store`; byte-address: 32-bit words; typed: `ImageFetch`/`ImageRead`/`ImageWrite` ([`buffer`]) |
//! | `cbuffer.load` | `AccessChain` + `Load` ([`cbuffer`]) |
//! | `texture.load` / `texture.store` / `texture.sample` | `ImageFetch`, `ImageRead`, `ImageWrite`, `SampledImage` + `ImageSampleExplicitLod` ([`texture`]) |
//! | `updatecounter` | `AtomicIAdd` (+1, the old value) / `AtomicISub` (-1, the new value) ([`counter`]) |
//! | `system_value` | `Load` of a built-in `Input` variable ([`handles`]) |
//! | `buffer.atomic_rmw` / `buffer.atomic_cmpxchg` | `AccessChain` + `OpAtomic*` on storage buffers ([`atomic`]) |
//! | `barrier` | `ControlBarrier` / `MemoryBarrier`, DXC's scopes and semantics ([`barrier`]) |
//!
//! Every pattern shares one [`Lowering`]: the target settings, the module's
//! resource table and the type converter.

pub mod atomic;
pub mod barrier;
pub mod buffer;
pub mod cbuffer;
pub mod counter;
pub mod handles;
pub mod texture;
pub mod values;

use std::sync::Arc;

use shader_mlir::conversion::{
    Adaptor, ConversionPattern, ConversionPatternSet, ConversionRewriter, TypeConverter,
};
use shader_mlir::ir::OpId;
use shader_mlir::rewrite::RewriteResult;

use crate::resources::ResourceTable;
use crate::settings::Settings;

/// What every pattern of the lowering reads.
pub struct Lowering {
    pub settings: Arc<Settings>,
    pub table: ResourceTable,
    pub converter: Arc<TypeConverter>,
}

/// The body of a pattern.
pub type LoweringFn = fn(&Lowering, OpId, &Adaptor, &mut ConversionRewriter<'_>) -> RewriteResult;

/// A conversion pattern over a shared [`Lowering`].
pub struct LoweringPattern {
    pub name: &'static str,
    pub root: &'static str,
    pub lowering: Arc<Lowering>,
    pub apply: LoweringFn,
}

impl ConversionPattern for LoweringPattern {
    fn name(&self) -> &str {
        self.name
    }

    fn root(&self) -> Option<shader_mlir::rewrite::PatternRoot> {
        Some(shader_mlir::rewrite::PatternRoot::Name(self.root))
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.lowering.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &Adaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> RewriteResult {
        (self.apply)(&self.lowering, op, adaptor, rewriter)
    }
}

/// Every `hlsl` op pattern: (pattern name, root op, body).
const PATTERNS: &[(&str, &str, LoweringFn)] = &[
    (
        "HandleFromBindingLowering",
        "hlsl.handlefrombinding",
        handles::lower_handle,
    ),
    (
        "HandleFromImplicitBindingLowering",
        "hlsl.handlefromimplicitbinding",
        handles::lower_handle,
    ),
    (
        "CounterHandleFromBindingLowering",
        "hlsl.counterhandlefrombinding",
        handles::lower_handle,
    ),
    (
        "CounterHandleFromImplicitBindingLowering",
        "hlsl.counterhandlefromimplicitbinding",
        handles::lower_handle,
    ),
    (
        "HandleFromHeapLowering",
        "hlsl.handlefromheap",
        handles::lower_handle,
    ),
    (
        "SystemValueLowering",
        "hlsl.system_value",
        handles::lower_system_value,
    ),
    ("BufferLoadLowering", "hlsl.buffer.load", buffer::lower_load),
    (
        "BufferStoreLowering",
        "hlsl.buffer.store",
        buffer::lower_store,
    ),
    (
        "CBufferLoadLowering",
        "hlsl.cbuffer.load",
        cbuffer::lower_load,
    ),
    (
        "TextureLoadLowering",
        "hlsl.texture.load",
        texture::lower_load,
    ),
    (
        "TextureStoreLowering",
        "hlsl.texture.store",
        texture::lower_store,
    ),
    (
        "TextureSampleLowering",
        "hlsl.texture.sample",
        texture::lower_sample,
    ),
    (
        "UpdateCounterLowering",
        "hlsl.updatecounter",
        counter::lower_update,
    ),
    (
        "BufferAtomicRMWLowering",
        dialect_hlsl::ops::BufferAtomicRMWOp::NAME,
        atomic::lower_rmw,
    ),
    (
        "BufferAtomicCmpXchgLowering",
        dialect_hlsl::ops::BufferAtomicCmpXchgOp::NAME,
        atomic::lower_cmpxchg,
    ),
    (
        "BarrierLowering",
        dialect_hlsl::ops::BarrierOp::NAME,
        barrier::lower_barrier,
    ),
];

/// Adds the `hlsl` op patterns over `lowering` to `patterns`.
pub fn populate_hlsl_to_spirv_patterns(
    lowering: &Arc<Lowering>,
    patterns: &mut ConversionPatternSet,
) {
    for &(name, root, apply) in PATTERNS {
        patterns.add(LoweringPattern {
            name,
            root,
            lowering: lowering.clone(),
            apply,
        });
    }
}
