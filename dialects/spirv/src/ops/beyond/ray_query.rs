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
use super::super::table::op_table;
use super::beyond_op;
use crate::types::constraints::{
    ACCELERATION_STRUCTURE, ANY_MATRIX, ANY_TYPE, BOOL, FLOAT, FLOAT_SV, INT, POINTER,
};

/// The ray query ops: `beyond_op!`s of their instruction; an
/// `of_intersection` op reads the candidate or committed intersection
/// (`ray_query, intersection -> T`), an `of_query` op the query itself
/// (`ray_query -> T`).
macro_rules! ray_query_op {
    (of_intersection $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $r:ident) => {
        beyond_op!(effect $(#[$doc])* $ty = $name => Encoding::Core(Op::$inst),
            (ray_query: POINTER, intersection: ANY_TYPE) -> $r);
    };
    (of_query $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $r:ident) => {
        beyond_op!(effect $(#[$doc])* $ty = $name => Encoding::Core(Op::$inst), (ray_query: POINTER) -> $r);
    };
    ($kind:ident $($rest:tt)*) => {
        beyond_op!([Encoding::Core, Op] $kind $($rest)*);
    };
}

op_table! { ray_query_op;
    effect KHRConvertUToAccelerationStructureOp = "spirv.KHR.ConvertUToAccelerationStructure" (ConvertUToAccelerationStructureKHR, (address: ANY_TYPE) -> ACCELERATION_STRUCTURE) "The acceleration structure at a 64-bit address.";
    void KHRRayQueryConfirmIntersectionOp = "spirv.KHR.RayQueryConfirmIntersection" (RayQueryConfirmIntersectionKHR, (ray_query: POINTER)) "Commits the current triangle candidate.";
    void KHRRayQueryGenerateIntersectionOp = "spirv.KHR.RayQueryGenerateIntersection" (RayQueryGenerateIntersectionKHR, (ray_query: POINTER, hit_t: ANY_TYPE)) "Commits a procedural primitive candidate at distance hit_t.";
    of_intersection KHRRayQueryGetIntersectionBarycentricsOp = "spirv.KHR.RayQueryGetIntersectionBarycentrics" (RayQueryGetIntersectionBarycentricsKHR, FLOAT_SV) "The barycentric coordinates of the intersection.";
    of_query KHRRayQueryGetIntersectionCandidateAABBOpaqueOp = "spirv.KHR.RayQueryGetIntersectionCandidateAABBOpaque" (RayQueryGetIntersectionCandidateAABBOpaqueKHR, BOOL) "Whether the candidate procedural primitive is opaque.";
    of_intersection KHRRayQueryGetIntersectionFrontFaceOp = "spirv.KHR.RayQueryGetIntersectionFrontFace" (RayQueryGetIntersectionFrontFaceKHR, BOOL) "Whether the intersected triangle faces the ray.";
    of_intersection KHRRayQueryGetIntersectionGeometryIndexOp = "spirv.KHR.RayQueryGetIntersectionGeometryIndex" (RayQueryGetIntersectionGeometryIndexKHR, INT) "The index of the intersected geometry.";
    of_intersection KHRRayQueryGetIntersectionInstanceCustomIndexOp = "spirv.KHR.RayQueryGetIntersectionInstanceCustomIndex" (RayQueryGetIntersectionInstanceCustomIndexKHR, INT) "The custom index of the intersected instance.";
    of_intersection KHRRayQueryGetIntersectionInstanceIdOp = "spirv.KHR.RayQueryGetIntersectionInstanceId" (RayQueryGetIntersectionInstanceIdKHR, INT) "The index of the intersected instance.";
    of_intersection KHRRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetOp = "spirv.KHR.RayQueryGetIntersectionInstanceShaderBindingTableRecordOffset" (RayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR, INT) "The shader binding table record offset of the intersected instance.";
    of_intersection KHRRayQueryGetIntersectionObjectRayDirectionOp = "spirv.KHR.RayQueryGetIntersectionObjectRayDirection" (RayQueryGetIntersectionObjectRayDirectionKHR, FLOAT_SV) "The ray's direction in the intersected object's space.";
    of_intersection KHRRayQueryGetIntersectionObjectRayOriginOp = "spirv.KHR.RayQueryGetIntersectionObjectRayOrigin" (RayQueryGetIntersectionObjectRayOriginKHR, FLOAT_SV) "The ray's origin in the intersected object's space.";
    of_intersection KHRRayQueryGetIntersectionObjectToWorldOp = "spirv.KHR.RayQueryGetIntersectionObjectToWorld" (RayQueryGetIntersectionObjectToWorldKHR, ANY_MATRIX) "The object-to-world matrix of the intersected instance.";
    of_intersection KHRRayQueryGetIntersectionPrimitiveIndexOp = "spirv.KHR.RayQueryGetIntersectionPrimitiveIndex" (RayQueryGetIntersectionPrimitiveIndexKHR, INT) "The index of the intersected primitive.";
    of_intersection KHRRayQueryGetIntersectionTOp = "spirv.KHR.RayQueryGetIntersectionT" (RayQueryGetIntersectionTKHR, FLOAT) "The distance of the intersection.";
    of_intersection KHRRayQueryGetIntersectionTriangleVertexPositionsOp = "spirv.KHR.RayQueryGetIntersectionTriangleVertexPositions" (RayQueryGetIntersectionTriangleVertexPositionsKHR, ANY_TYPE) "The positions of the intersected triangle's vertices.";
    of_intersection KHRRayQueryGetIntersectionTypeOp = "spirv.KHR.RayQueryGetIntersectionType" (RayQueryGetIntersectionTypeKHR, INT) "The type of the candidate or committed intersection.";
    of_intersection KHRRayQueryGetIntersectionWorldToObjectOp = "spirv.KHR.RayQueryGetIntersectionWorldToObject" (RayQueryGetIntersectionWorldToObjectKHR, ANY_MATRIX) "The world-to-object matrix of the intersected instance.";
    of_query KHRRayQueryGetRayFlagsOp = "spirv.KHR.RayQueryGetRayFlags" (RayQueryGetRayFlagsKHR, INT) "The ray's flags.";
    of_query KHRRayQueryGetRayTMinOp = "spirv.KHR.RayQueryGetRayTMin" (RayQueryGetRayTMinKHR, FLOAT) "The ray's minimum distance.";
    of_query KHRRayQueryGetWorldRayDirectionOp = "spirv.KHR.RayQueryGetWorldRayDirection" (RayQueryGetWorldRayDirectionKHR, FLOAT_SV) "The ray's direction in world space.";
    of_query KHRRayQueryGetWorldRayOriginOp = "spirv.KHR.RayQueryGetWorldRayOrigin" (RayQueryGetWorldRayOriginKHR, FLOAT_SV) "The ray's origin in world space.";
    void KHRRayQueryInitializeOp = "spirv.KHR.RayQueryInitialize" (RayQueryInitializeKHR, (ray_query: POINTER, acceleration_structure: ACCELERATION_STRUCTURE, ray_flags: ANY_TYPE, cull_mask: ANY_TYPE, origin: ANY_TYPE, t_min: ANY_TYPE, direction: ANY_TYPE, t_max: ANY_TYPE)) "Initializes a ray query.";
    of_query KHRRayQueryProceedOp = "spirv.KHR.RayQueryProceed" (RayQueryProceedKHR, BOOL) "Continues the traversal; false once it is complete.";
    void KHRRayQueryTerminateOp = "spirv.KHR.RayQueryTerminate" (RayQueryTerminateKHR, (ray_query: POINTER)) "Ends a ray query's traversal.";
}
