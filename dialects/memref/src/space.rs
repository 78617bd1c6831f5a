//! Memory spaces of memrefs in shader kernels: the default space (no memory
//! space attribute) for function-local memory, and
//! [`WORKGROUP_MEMORY_SPACE`] for memory shared by a thread group (HLSL
//! `groupshared`). The number is `3` because that is group-shared memory in
//! LLVM's DirectX target (`addrspace(3)`) and the `Workgroup` storage class in
//! MLIR's memref-to-SPIR-V memory space map (`MapMemRefStorageClass`, Vulkan
//! flavour).

use shader_mlir::Context;
use shader_mlir::ir::{AttrKind, Type, TypeKind};

/// The memory space of thread-group shared memory.
pub const WORKGROUP_MEMORY_SPACE: i64 = 3;

/// The integer memory space of a memref type: 0 when absent, `None` for a
/// non-integer memory space attribute or a type that is no memref.
pub fn memory_space(ctx: &Context, ty: Type) -> Option<i64> {
    let space = match ctx.type_kind(ty) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => return None,
    };
    match space.map(|s| ctx.attr_kind(s)) {
        None => Some(0),
        Some(AttrKind::Integer { value, .. }) => i64::try_from(*value).ok(),
        Some(_) => None,
    }
}

/// Whether `ty` is a memref in the workgroup memory space.
pub fn is_workgroup(ctx: &Context, ty: Type) -> bool {
    memory_space(ctx, ty) == Some(WORKGROUP_MEMORY_SPACE)
}
