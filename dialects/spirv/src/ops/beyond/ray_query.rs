//! Ray queries (`SPV_KHR_ray_query`), beyond MLIR 22: the
//! `!spirv.ray_query` and `!spirv.acceleration_structure` types and the
//! `spirv.KHR.RayQuery*` ops, each its `OpRayQuery*KHR` instruction; the
//! ray query operand is a pointer to a `!spirv.ray_query` variable.
//!
//! `spirv.KHR.RayQueryInitialize %q, %as, %flags, %mask, %o, %tmin, %d, %tmax : ...`,
//! `%b = spirv.KHR.RayQueryProceed %q : (!spirv.ptr<!spirv.ray_query, Private>) -> i1`.

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::Op;

use super::super::encoding::Encoding;
use super::beyond_op;
use crate::types::constraints::{
    ACCELERATION_STRUCTURE, ANY_MATRIX, ANY_TYPE, BOOL, FLOAT, FLOAT_SV, INT, POINTER,
};

beyond_op!(void
    /// Initializes a ray query.
    KHRRayQueryInitializeOp = "spirv.KHR.RayQueryInitialize" => Encoding::Core(Op::RayQueryInitializeKHR),
    (ray_query: POINTER, acceleration_structure: ACCELERATION_STRUCTURE, ray_flags: ANY_TYPE, cull_mask: ANY_TYPE, origin: ANY_TYPE, t_min: ANY_TYPE, direction: ANY_TYPE, t_max: ANY_TYPE)
);
beyond_op!(void
    /// Ends a ray query's traversal.
    KHRRayQueryTerminateOp = "spirv.KHR.RayQueryTerminate" => Encoding::Core(Op::RayQueryTerminateKHR),
    (ray_query: POINTER)
);
beyond_op!(void
    /// Commits a procedural primitive candidate at distance hit_t.
    KHRRayQueryGenerateIntersectionOp = "spirv.KHR.RayQueryGenerateIntersection" => Encoding::Core(Op::RayQueryGenerateIntersectionKHR),
    (ray_query: POINTER, hit_t: ANY_TYPE)
);
beyond_op!(void
    /// Commits the current triangle candidate.
    KHRRayQueryConfirmIntersectionOp = "spirv.KHR.RayQueryConfirmIntersection" => Encoding::Core(Op::RayQueryConfirmIntersectionKHR),
    (ray_query: POINTER)
);
beyond_op!(effect
    /// Continues the traversal; false once it is complete.
    KHRRayQueryProceedOp = "spirv.KHR.RayQueryProceed" => Encoding::Core(Op::RayQueryProceedKHR),
    (ray_query: POINTER) -> BOOL
);
beyond_op!(effect
    /// The type of the candidate or committed intersection.
    KHRRayQueryGetIntersectionTypeOp = "spirv.KHR.RayQueryGetIntersectionType" => Encoding::Core(Op::RayQueryGetIntersectionTypeKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> INT
);
beyond_op!(effect
    /// The ray's minimum distance.
    KHRRayQueryGetRayTMinOp = "spirv.KHR.RayQueryGetRayTMin" => Encoding::Core(Op::RayQueryGetRayTMinKHR),
    (ray_query: POINTER) -> FLOAT
);
beyond_op!(effect
    /// The ray's flags.
    KHRRayQueryGetRayFlagsOp = "spirv.KHR.RayQueryGetRayFlags" => Encoding::Core(Op::RayQueryGetRayFlagsKHR),
    (ray_query: POINTER) -> INT
);
beyond_op!(effect
    /// The distance of the intersection.
    KHRRayQueryGetIntersectionTOp = "spirv.KHR.RayQueryGetIntersectionT" => Encoding::Core(Op::RayQueryGetIntersectionTKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> FLOAT
);
beyond_op!(effect
    /// The custom index of the intersected instance.
    KHRRayQueryGetIntersectionInstanceCustomIndexOp = "spirv.KHR.RayQueryGetIntersectionInstanceCustomIndex" => Encoding::Core(Op::RayQueryGetIntersectionInstanceCustomIndexKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> INT
);
beyond_op!(effect
    /// The index of the intersected instance.
    KHRRayQueryGetIntersectionInstanceIdOp = "spirv.KHR.RayQueryGetIntersectionInstanceId" => Encoding::Core(Op::RayQueryGetIntersectionInstanceIdKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> INT
);
beyond_op!(effect
    /// The shader binding table record offset of the intersected instance.
    KHRRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetOp = "spirv.KHR.RayQueryGetIntersectionInstanceShaderBindingTableRecordOffset" => Encoding::Core(Op::RayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> INT
);
beyond_op!(effect
    /// The index of the intersected geometry.
    KHRRayQueryGetIntersectionGeometryIndexOp = "spirv.KHR.RayQueryGetIntersectionGeometryIndex" => Encoding::Core(Op::RayQueryGetIntersectionGeometryIndexKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> INT
);
beyond_op!(effect
    /// The index of the intersected primitive.
    KHRRayQueryGetIntersectionPrimitiveIndexOp = "spirv.KHR.RayQueryGetIntersectionPrimitiveIndex" => Encoding::Core(Op::RayQueryGetIntersectionPrimitiveIndexKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> INT
);
beyond_op!(effect
    /// The barycentric coordinates of the intersection.
    KHRRayQueryGetIntersectionBarycentricsOp = "spirv.KHR.RayQueryGetIntersectionBarycentrics" => Encoding::Core(Op::RayQueryGetIntersectionBarycentricsKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> FLOAT_SV
);
beyond_op!(effect
    /// Whether the intersected triangle faces the ray.
    KHRRayQueryGetIntersectionFrontFaceOp = "spirv.KHR.RayQueryGetIntersectionFrontFace" => Encoding::Core(Op::RayQueryGetIntersectionFrontFaceKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> BOOL
);
beyond_op!(effect
    /// Whether the candidate procedural primitive is opaque.
    KHRRayQueryGetIntersectionCandidateAABBOpaqueOp = "spirv.KHR.RayQueryGetIntersectionCandidateAABBOpaque" => Encoding::Core(Op::RayQueryGetIntersectionCandidateAABBOpaqueKHR),
    (ray_query: POINTER) -> BOOL
);
beyond_op!(effect
    /// The ray's direction in the intersected object's space.
    KHRRayQueryGetIntersectionObjectRayDirectionOp = "spirv.KHR.RayQueryGetIntersectionObjectRayDirection" => Encoding::Core(Op::RayQueryGetIntersectionObjectRayDirectionKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> FLOAT_SV
);
beyond_op!(effect
    /// The ray's origin in the intersected object's space.
    KHRRayQueryGetIntersectionObjectRayOriginOp = "spirv.KHR.RayQueryGetIntersectionObjectRayOrigin" => Encoding::Core(Op::RayQueryGetIntersectionObjectRayOriginKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> FLOAT_SV
);
beyond_op!(effect
    /// The ray's direction in world space.
    KHRRayQueryGetWorldRayDirectionOp = "spirv.KHR.RayQueryGetWorldRayDirection" => Encoding::Core(Op::RayQueryGetWorldRayDirectionKHR),
    (ray_query: POINTER) -> FLOAT_SV
);
beyond_op!(effect
    /// The ray's origin in world space.
    KHRRayQueryGetWorldRayOriginOp = "spirv.KHR.RayQueryGetWorldRayOrigin" => Encoding::Core(Op::RayQueryGetWorldRayOriginKHR),
    (ray_query: POINTER) -> FLOAT_SV
);
beyond_op!(effect
    /// The object-to-world matrix of the intersected instance.
    KHRRayQueryGetIntersectionObjectToWorldOp = "spirv.KHR.RayQueryGetIntersectionObjectToWorld" => Encoding::Core(Op::RayQueryGetIntersectionObjectToWorldKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> ANY_MATRIX
);
beyond_op!(effect
    /// The world-to-object matrix of the intersected instance.
    KHRRayQueryGetIntersectionWorldToObjectOp = "spirv.KHR.RayQueryGetIntersectionWorldToObject" => Encoding::Core(Op::RayQueryGetIntersectionWorldToObjectKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> ANY_MATRIX
);
beyond_op!(effect
    /// The positions of the intersected triangle's vertices.
    KHRRayQueryGetIntersectionTriangleVertexPositionsOp = "spirv.KHR.RayQueryGetIntersectionTriangleVertexPositions" => Encoding::Core(Op::RayQueryGetIntersectionTriangleVertexPositionsKHR),
    (ray_query: POINTER, intersection: ANY_TYPE) -> ANY_TYPE
);
beyond_op!(effect
    /// The acceleration structure at a 64-bit address.
    KHRConvertUToAccelerationStructureOp = "spirv.KHR.ConvertUToAccelerationStructure" => Encoding::Core(Op::ConvertUToAccelerationStructureKHR),
    (address: ANY_TYPE) -> ACCELERATION_STRUCTURE
);
/// The ops, as registered.
pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    KHRConvertUToAccelerationStructureOp::DEF,
    KHRRayQueryConfirmIntersectionOp::DEF,
    KHRRayQueryGenerateIntersectionOp::DEF,
    KHRRayQueryGetIntersectionBarycentricsOp::DEF,
    KHRRayQueryGetIntersectionCandidateAABBOpaqueOp::DEF,
    KHRRayQueryGetIntersectionFrontFaceOp::DEF,
    KHRRayQueryGetIntersectionGeometryIndexOp::DEF,
    KHRRayQueryGetIntersectionInstanceCustomIndexOp::DEF,
    KHRRayQueryGetIntersectionInstanceIdOp::DEF,
    KHRRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetOp::DEF,
    KHRRayQueryGetIntersectionObjectRayDirectionOp::DEF,
    KHRRayQueryGetIntersectionObjectRayOriginOp::DEF,
    KHRRayQueryGetIntersectionObjectToWorldOp::DEF,
    KHRRayQueryGetIntersectionPrimitiveIndexOp::DEF,
    KHRRayQueryGetIntersectionTOp::DEF,
    KHRRayQueryGetIntersectionTriangleVertexPositionsOp::DEF,
    KHRRayQueryGetIntersectionTypeOp::DEF,
    KHRRayQueryGetIntersectionWorldToObjectOp::DEF,
    KHRRayQueryGetRayFlagsOp::DEF,
    KHRRayQueryGetRayTMinOp::DEF,
    KHRRayQueryGetWorldRayDirectionOp::DEF,
    KHRRayQueryGetWorldRayOriginOp::DEF,
    KHRRayQueryInitializeOp::DEF,
    KHRRayQueryProceedOp::DEF,
    KHRRayQueryTerminateOp::DEF,
];
