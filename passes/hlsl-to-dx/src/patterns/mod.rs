//! The conversion patterns of `--convert-hlsl-to-dx`, one module per group of
//! `hlsl` ops, and the upstream ops they build ([`values`]).

mod buffers;
mod cbuffer;
mod counter;
mod handles;
mod values;

pub(crate) use values::{component_bytes, components};

use std::sync::Arc;

use shader_mlir::dialect::OpDef;

use shader_mlir::conversion::{ConversionPatternSet, FnConversionPattern, TypeConverter};

use dialect_hlsl::ops::{
    BufferLoadOp, BufferStoreOp, CBufferLoadOp, CounterHandleFromBindingOp,
    CounterHandleFromImplicitBindingOp, HandleFromBindingOp, HandleFromHeapOp,
    HandleFromImplicitBindingOp, UpdateCounterOp,
};

/// The `hlsl` ops the lowering converts; all of them are illegal afterwards.
pub const CONVERTED_OPS: [&OpDef; 9] = [
    HandleFromBindingOp::DEF,
    HandleFromImplicitBindingOp::DEF,
    HandleFromHeapOp::DEF,
    CounterHandleFromBindingOp::DEF,
    CounterHandleFromImplicitBindingOp::DEF,
    BufferLoadOp::DEF,
    BufferStoreOp::DEF,
    CBufferLoadOp::DEF,
    UpdateCounterOp::DEF,
];

/// Adds the lowering's patterns, typed by `converter`, to `patterns`.
pub fn populate_hlsl_to_dx_patterns(
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    let table: [(
        &'static str,
        &'static OpDef,
        shader_mlir::conversion::ConversionFn,
    ); 9] = [
        (
            "HandleFromBindingLowering",
            HandleFromBindingOp::DEF,
            handles::handle_from_binding,
        ),
        (
            "HandleFromImplicitBindingLowering",
            HandleFromImplicitBindingOp::DEF,
            handles::handle_from_implicit_binding,
        ),
        (
            "HandleFromHeapLowering",
            HandleFromHeapOp::DEF,
            handles::handle_from_heap,
        ),
        (
            "CounterHandleFromBindingLowering",
            CounterHandleFromBindingOp::DEF,
            handles::counter_handle,
        ),
        (
            "CounterHandleFromImplicitBindingLowering",
            CounterHandleFromImplicitBindingOp::DEF,
            handles::counter_handle,
        ),
        (
            "BufferLoadLowering",
            BufferLoadOp::DEF,
            buffers::buffer_load,
        ),
        (
            "BufferStoreLowering",
            BufferStoreOp::DEF,
            buffers::buffer_store,
        ),
        (
            "CBufferLoadLowering",
            CBufferLoadOp::DEF,
            cbuffer::cbuffer_load,
        ),
        (
            "UpdateCounterLowering",
            UpdateCounterOp::DEF,
            counter::update_counter,
        ),
    ];
    for (name, root, apply) in table {
        patterns.add(
            FnConversionPattern::new(name, root, apply).with_type_converter(converter.clone()),
        );
    }
}
