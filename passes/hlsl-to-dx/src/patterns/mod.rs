//! The conversion patterns of `--convert-hlsl-to-dx`, one module per group of
//! `hlsl` ops, and the upstream ops they build ([`values`]).

mod buffers;
mod cbuffer;
mod counter;
mod handles;
mod values;

pub(crate) use values::{component_bytes, components};

use std::sync::Arc;

use shader_mlir::conversion::{ConversionPatternSet, FnConversionPattern, TypeConverter};

use dialect_hlsl::ops::{
    BufferLoadOp, BufferStoreOp, CBufferLoadOp, CounterHandleFromBindingOp,
    CounterHandleFromImplicitBindingOp, HandleFromBindingOp, HandleFromHeapOp,
    HandleFromImplicitBindingOp, UpdateCounterOp,
};

/// The `hlsl` ops the lowering converts; all of them are illegal afterwards.
pub const CONVERTED_OPS: [&str; 9] = [
    HandleFromBindingOp::NAME,
    HandleFromImplicitBindingOp::NAME,
    HandleFromHeapOp::NAME,
    CounterHandleFromBindingOp::NAME,
    CounterHandleFromImplicitBindingOp::NAME,
    BufferLoadOp::NAME,
    BufferStoreOp::NAME,
    CBufferLoadOp::NAME,
    UpdateCounterOp::NAME,
];

/// Adds the lowering's patterns, typed by `converter`, to `patterns`.
pub fn populate_hlsl_to_dx_patterns(
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    let table: [(
        &'static str,
        &'static str,
        shader_mlir::conversion::ConversionFn,
    ); 9] = [
        (
            "HandleFromBindingLowering",
            HandleFromBindingOp::NAME,
            handles::handle_from_binding,
        ),
        (
            "HandleFromImplicitBindingLowering",
            HandleFromImplicitBindingOp::NAME,
            handles::handle_from_implicit_binding,
        ),
        (
            "HandleFromHeapLowering",
            HandleFromHeapOp::NAME,
            handles::handle_from_heap,
        ),
        (
            "CounterHandleFromBindingLowering",
            CounterHandleFromBindingOp::NAME,
            handles::counter_handle,
        ),
        (
            "CounterHandleFromImplicitBindingLowering",
            CounterHandleFromImplicitBindingOp::NAME,
            handles::counter_handle,
        ),
        (
            "BufferLoadLowering",
            BufferLoadOp::NAME,
            buffers::buffer_load,
        ),
        (
            "BufferStoreLowering",
            BufferStoreOp::NAME,
            buffers::buffer_store,
        ),
        (
            "CBufferLoadLowering",
            CBufferLoadOp::NAME,
            cbuffer::cbuffer_load,
        ),
        (
            "UpdateCounterLowering",
            UpdateCounterOp::NAME,
            counter::update_counter,
        ),
    ];
    for (name, root, apply) in table {
        patterns.add(
            FnConversionPattern::new(name, root, apply).with_type_converter(converter.clone()),
        );
    }
}
