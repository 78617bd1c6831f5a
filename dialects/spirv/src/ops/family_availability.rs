//! The availability MLIR 22 declares for whole op families whose
//! instructions the SPIR-V grammar ties to a capability alone: the
//! extension (and version) MLIR's `.td` files add, one row per family
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#op-availability>).

use crate::availability::{Availability, Extension, Version};

/// Declares each family's availability: the first version it exists in,
/// the extensions that bring it and the capabilities that enable it.
macro_rules! family_availability {
    ($($(#[$doc:meta])* $name:ident: $version:ident, [$($ext:ident),*], [$($cap:ident),*];)*) => {$(
        $(#[$doc])*
        pub(super) const $name: Availability = Availability::extension_only(
            Version::$version,
            &[$(Extension::$ext),*],
            &[$(spirv::Capability::$cap),*],
        );
    )*};
}

family_availability! {
    /// The cooperative matrix ops (`SPIRVCooperativeMatrixOps.td`): SPIR-V
    /// 1.6, the extension and the capability (the grammar asks only for the
    /// capability).
    KHR_COOPERATIVE_MATRIX: V1_6, [SPV_KHR_cooperative_matrix], [CooperativeMatrixKHR];
    /// The graph ops (`SPIRV_GraphARMOp`).
    ARM_GRAPH: V1_0, [SPV_ARM_graph, SPV_ARM_tensors], [GraphARM];
    /// The mesh ops.
    EXT_MESH_SHADER: V1_4, [SPV_EXT_mesh_shader], [MeshShadingEXT];
    /// The replicated composites: the extension and the capability.
    EXT_REPLICATED_COMPOSITES: V1_0, [SPV_EXT_replicated_composites], [ReplicatedCompositesEXT];
}
