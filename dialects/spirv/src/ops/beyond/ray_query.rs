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

op_table! { beyond_op[Encoding::Core, Op];
    effect KHRConvertUToAccelerationStructureOp = "spirv.KHR.ConvertUToAccelerationStructure" (ConvertUToAccelerationStructureKHR, (address: ANY_TYPE) -> ACCELERATION_STRUCTURE) "The acceleration structure at a 64-bit address.";
    void KHRRayQueryConfirmIntersectionOp = "spirv.KHR.RayQueryConfirmIntersection" (RayQueryConfirmIntersectionKHR, (ray_query: POINTER)) "Commits the current triangle candidate.";
    void KHRRayQueryGenerateIntersectionOp = "spirv.KHR.RayQueryGenerateIntersection" (RayQueryGenerateIntersectionKHR, (ray_query: POINTER, hit_t: ANY_TYPE)) "Commits a procedural primitive candidate at distance hit_t.";
    effect KHRRayQueryGetIntersectionBarycentricsOp = "spirv.KHR.RayQueryGetIntersectionBarycentrics" (RayQueryGetIntersectionBarycentricsKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> FLOAT_SV) "The barycentric coordinates of the intersection.";
    effect KHRRayQueryGetIntersectionCandidateAABBOpaqueOp = "spirv.KHR.RayQueryGetIntersectionCandidateAABBOpaque" (RayQueryGetIntersectionCandidateAABBOpaqueKHR, (ray_query: POINTER) -> BOOL) "Whether the candidate procedural primitive is opaque.";
    effect KHRRayQueryGetIntersectionFrontFaceOp = "spirv.KHR.RayQueryGetIntersectionFrontFace" (RayQueryGetIntersectionFrontFaceKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> BOOL) "Whether the intersected triangle faces the ray.";
    effect KHRRayQueryGetIntersectionGeometryIndexOp = "spirv.KHR.RayQueryGetIntersectionGeometryIndex" (RayQueryGetIntersectionGeometryIndexKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> INT) "The index of the intersected geometry.";
    effect KHRRayQueryGetIntersectionInstanceCustomIndexOp = "spirv.KHR.RayQueryGetIntersectionInstanceCustomIndex" (RayQueryGetIntersectionInstanceCustomIndexKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> INT) "The custom index of the intersected instance.";
    effect KHRRayQueryGetIntersectionInstanceIdOp = "spirv.KHR.RayQueryGetIntersectionInstanceId" (RayQueryGetIntersectionInstanceIdKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> INT) "The index of the intersected instance.";
    effect KHRRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetOp = "spirv.KHR.RayQueryGetIntersectionInstanceShaderBindingTableRecordOffset" (RayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> INT) "The shader binding table record offset of the intersected instance.";
    effect KHRRayQueryGetIntersectionObjectRayDirectionOp = "spirv.KHR.RayQueryGetIntersectionObjectRayDirection" (RayQueryGetIntersectionObjectRayDirectionKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> FLOAT_SV) "The ray's direction in the intersected object's space.";
    effect KHRRayQueryGetIntersectionObjectRayOriginOp = "spirv.KHR.RayQueryGetIntersectionObjectRayOrigin" (RayQueryGetIntersectionObjectRayOriginKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> FLOAT_SV) "The ray's origin in the intersected object's space.";
    effect KHRRayQueryGetIntersectionObjectToWorldOp = "spirv.KHR.RayQueryGetIntersectionObjectToWorld" (RayQueryGetIntersectionObjectToWorldKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> ANY_MATRIX) "The object-to-world matrix of the intersected instance.";
    effect KHRRayQueryGetIntersectionPrimitiveIndexOp = "spirv.KHR.RayQueryGetIntersectionPrimitiveIndex" (RayQueryGetIntersectionPrimitiveIndexKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> INT) "The index of the intersected primitive.";
    effect KHRRayQueryGetIntersectionTOp = "spirv.KHR.RayQueryGetIntersectionT" (RayQueryGetIntersectionTKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> FLOAT) "The distance of the intersection.";
    effect KHRRayQueryGetIntersectionTriangleVertexPositionsOp = "spirv.KHR.RayQueryGetIntersectionTriangleVertexPositions" (RayQueryGetIntersectionTriangleVertexPositionsKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> ANY_TYPE) "The positions of the intersected triangle's vertices.";
    effect KHRRayQueryGetIntersectionTypeOp = "spirv.KHR.RayQueryGetIntersectionType" (RayQueryGetIntersectionTypeKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> INT) "The type of the candidate or committed intersection.";
    effect KHRRayQueryGetIntersectionWorldToObjectOp = "spirv.KHR.RayQueryGetIntersectionWorldToObject" (RayQueryGetIntersectionWorldToObjectKHR, (ray_query: POINTER, intersection: ANY_TYPE) -> ANY_MATRIX) "The world-to-object matrix of the intersected instance.";
    effect KHRRayQueryGetRayFlagsOp = "spirv.KHR.RayQueryGetRayFlags" (RayQueryGetRayFlagsKHR, (ray_query: POINTER) -> INT) "The ray's flags.";
    effect KHRRayQueryGetRayTMinOp = "spirv.KHR.RayQueryGetRayTMin" (RayQueryGetRayTMinKHR, (ray_query: POINTER) -> FLOAT) "The ray's minimum distance.";
    effect KHRRayQueryGetWorldRayDirectionOp = "spirv.KHR.RayQueryGetWorldRayDirection" (RayQueryGetWorldRayDirectionKHR, (ray_query: POINTER) -> FLOAT_SV) "The ray's direction in world space.";
    effect KHRRayQueryGetWorldRayOriginOp = "spirv.KHR.RayQueryGetWorldRayOrigin" (RayQueryGetWorldRayOriginKHR, (ray_query: POINTER) -> FLOAT_SV) "The ray's origin in world space.";
    void KHRRayQueryInitializeOp = "spirv.KHR.RayQueryInitialize" (RayQueryInitializeKHR, (ray_query: POINTER, acceleration_structure: ACCELERATION_STRUCTURE, ray_flags: ANY_TYPE, cull_mask: ANY_TYPE, origin: ANY_TYPE, t_min: ANY_TYPE, direction: ANY_TYPE, t_max: ANY_TYPE)) "Initializes a ray query.";
    effect KHRRayQueryProceedOp = "spirv.KHR.RayQueryProceed" (RayQueryProceedKHR, (ray_query: POINTER) -> BOOL) "Continues the traversal; false once it is complete.";
    void KHRRayQueryTerminateOp = "spirv.KHR.RayQueryTerminate" (RayQueryTerminateKHR, (ray_query: POINTER)) "Ends a ray query's traversal.";
}
