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

use dialect_hlsl::ops::{
    BufferLoadOp, BufferStoreOp, CBufferLoadOp, CounterHandleFromBindingOp,
    CounterHandleFromImplicitBindingOp, HandleFromBindingOp, HandleFromHeapOp,
    HandleFromImplicitBindingOp, SystemValueOp, TextureLoadOp, TextureSampleOp, TextureStoreOp,
    UpdateCounterOp,
};
use shader_mlir::conversion::{
    ConversionPatternSet, StatefulConversionFn, StatefulConversionPattern, TypeConverter,
};
use shader_mlir::dialect::OpDef;

use crate::resources::ResourceTable;
use crate::settings::Settings;

/// What every pattern of the lowering reads.
pub struct Lowering {
    pub settings: Arc<Settings>,
    pub table: ResourceTable,
    pub converter: Arc<TypeConverter>,
}

/// Every `hlsl` op pattern: (pattern name, root op, body).
const PATTERNS: &[(&str, &OpDef, StatefulConversionFn<Lowering>)] = &[
    (
        "HandleFromBindingLowering",
        HandleFromBindingOp::DEF,
        handles::lower_handle,
    ),
    (
        "HandleFromImplicitBindingLowering",
        HandleFromImplicitBindingOp::DEF,
        handles::lower_handle,
    ),
    (
        "CounterHandleFromBindingLowering",
        CounterHandleFromBindingOp::DEF,
        handles::lower_handle,
    ),
    (
        "CounterHandleFromImplicitBindingLowering",
        CounterHandleFromImplicitBindingOp::DEF,
        handles::lower_handle,
    ),
    (
        "HandleFromHeapLowering",
        HandleFromHeapOp::DEF,
        handles::lower_handle,
    ),
    (
        "SystemValueLowering",
        SystemValueOp::DEF,
        handles::lower_system_value,
    ),
    ("BufferLoadLowering", BufferLoadOp::DEF, buffer::lower_load),
    (
        "BufferStoreLowering",
        BufferStoreOp::DEF,
        buffer::lower_store,
    ),
    (
        "CBufferLoadLowering",
        CBufferLoadOp::DEF,
        cbuffer::lower_load,
    ),
    (
        "TextureLoadLowering",
        TextureLoadOp::DEF,
        texture::lower_load,
    ),
    (
        "TextureStoreLowering",
        TextureStoreOp::DEF,
        texture::lower_store,
    ),
    (
        "TextureSampleLowering",
        TextureSampleOp::DEF,
        texture::lower_sample,
    ),
    (
        "UpdateCounterLowering",
        UpdateCounterOp::DEF,
        counter::lower_update,
    ),
    (
        "BufferAtomicRMWLowering",
        dialect_hlsl::ops::BufferAtomicRMWOp::DEF,
        atomic::lower_rmw,
    ),
    (
        "BufferAtomicCmpXchgLowering",
        dialect_hlsl::ops::BufferAtomicCmpXchgOp::DEF,
        atomic::lower_cmpxchg,
    ),
    (
        "BarrierLowering",
        dialect_hlsl::ops::BarrierOp::DEF,
        barrier::lower_barrier,
    ),
];

/// Adds the `hlsl` op patterns over `lowering` to `patterns`.
pub fn populate_hlsl_to_spirv_patterns(
    lowering: &Arc<Lowering>,
    patterns: &mut ConversionPatternSet,
) {
    for &(name, root, apply) in PATTERNS {
        patterns.add(StatefulConversionPattern {
            name: name.to_owned(),
            root,
            state: lowering.clone(),
            type_converter: lowering.converter.clone(),
            apply,
        });
    }
}
