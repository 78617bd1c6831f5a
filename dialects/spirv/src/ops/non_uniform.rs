//! Non-uniform group ops: the subgroup reductions and scans
//! (`spirv.GroupNonUniformIAdd`, `FMax`, `BitwiseAnd`, `LogicalOr`, ...),
//! ballots, broadcasts, shuffles, votes, `spirv.GroupNonUniformElect`,
//! `QuadSwap` and `RotateKHR`.
//!
//! Mirrors MLIR 22's `SPIRVNonUniformOps.td` and `GroupOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#non-uniform-ops>): the
//! execution scope and group operation are enum attributes written stripped,
//! `%r = spirv.GroupNonUniformIAdd <Subgroup> <ClusteredReduce> %v cluster_size(%c4) : i32, i32 -> i32`,
//! with upstream's verifiers and messages. Each op is the instruction of
//! the same name (`OpGroupNonUniformIAdd`), the scope an `<id>` of an `i32`
//! constant.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Signedness, TypeKind, Value};
use shader_mlir::op;
use spirv::{GroupOperation, Op, Scope};

use super::encoding::Encoding;
use super::properties::{GroupOperationAttr, ScopeAttr};
use super::structure::{ConstantOp, ModuleOp, ReferenceOfOp};
use super::table::{op_table, operands_op};
use crate::attributes::EnumAttr;
use crate::availability::Version;
use crate::transforms::lookup_target_env_or_default;
use crate::types::constraints::{
    ANY_TYPE, BOOL, BOOL_SV, FLOAT_INT_OR_BOOL_SV, FLOAT_SV, INT, INT_SV, IOR_UI_VEC4,
    IOR_UI32_VEC4, SCALAR_OR_VECTOR, SIGNLESS_OR_UNSIGNED_INT,
};

// The op classes of `SPIRVNonUniformOps.td` as one `macro_rules!`:
// `SPIRV_GroupNonUniformArithmeticOp` (a reduction or scan over `$c`, with
// an optional cluster size), the shuffles (a value and a lane operand), and
// the Subgroup-only votes (`SPIRV_ExecutionScopeAttrIs<..., "Subgroup">`).
macro_rules! non_uniform_op {
    (arithmetic $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident) => {
        operands_op!($(#[$doc])* $ty = $name,
            [ext = Encoding::Core(Op::$opcode), verify = verify_arithmetic],
            ["$execution_scope $group_operation $value (`cluster_size` `(` $cluster_size^ `)`)? \
              attr-dict `:` type($value) (`,` type($cluster_size)^)? `->` type(results)"],
            (prop execution_scope: ScopeAttr = Scope, prop group_operation: GroupOperationAttr = GroupOperation,
                value: $c, cluster_size: Option<INT>) -> result: $c);
    };
    (shuffle $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $lane:ident, $r:ident) => {
        operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pure, AllTypesMatch(value, result)], ext = Encoding::Core(Op::$opcode),
                verify = verify_shuffle],
            ["$execution_scope operands attr-dict `:` type(operands)"],
            (prop execution_scope: ScopeAttr = Scope, value: SCALAR_OR_VECTOR, $lane: INT) -> result: $r);
    };
    (vote $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pred("execution_scope must be Scope of value Subgroup", in_subgroup)],
                ext = Encoding::Core(Op::$opcode)],
            ["$execution_scope $predicate attr-dict `:` type($result)"],
            (prop execution_scope: ScopeAttr = Scope, predicate: BOOL) -> result: BOOL);
    };
    (ballot_find $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        operands_op!($(#[$doc])* $ty = $name, [ext = Encoding::Core(Op::$opcode), verify = verify_scope],
            ["$execution_scope $value attr-dict `:` type($value) `,` type($result)"],
            (prop execution_scope: ScopeAttr = Scope, value: IOR_UI_VEC4) -> result: SIGNLESS_OR_UNSIGNED_INT);
    };
}

op_table! { non_uniform_op;
    vote GroupNonUniformAllOp = "spirv.GroupNonUniformAll" (GroupNonUniformAll) "Evaluates a predicate for all tangled invocations within the Execution scope, resulting in true if predicate evaluates to true for all tangled invocations within the Execution scope, otherwise the result is false.";
    vote GroupNonUniformAnyOp = "spirv.GroupNonUniformAny" (GroupNonUniformAny) "Evaluates a predicate for all tangled invocations within the Execution scope, resulting in true if predicate evaluates to true for any tangled invocations within the Execution scope, otherwise the result is false.";
    ballot_find GroupNonUniformBallotFindLSBOp = "spirv.GroupNonUniformBallotFindLSB" (GroupNonUniformBallotFindLSB) "Find the least significant bit set to 1 in Value, considering only the bits in Value required to represent all bits of the group's invocations. If none of the considered bits is set to 1, the resulting value is undefined.";
    ballot_find GroupNonUniformBallotFindMSBOp = "spirv.GroupNonUniformBallotFindMSB" (GroupNonUniformBallotFindMSB) "Find the most significant bit set to 1 in Value, considering only the bits in Value required to represent all bits of the group's invocations. If none of the considered bits is set to 1, the resulting value is undefined.";
    arithmetic GroupNonUniformBitwiseAndOp = "spirv.GroupNonUniformBitwiseAnd" (GroupNonUniformBitwiseAnd, INT_SV) "A bitwise `and` group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformBitwiseOrOp = "spirv.GroupNonUniformBitwiseOr" (GroupNonUniformBitwiseOr, INT_SV) "A bitwise `or` group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformBitwiseXorOp = "spirv.GroupNonUniformBitwiseXor" (GroupNonUniformBitwiseXor, INT_SV) "A bitwise `xor` group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformFAddOp = "spirv.GroupNonUniformFAdd" (GroupNonUniformFAdd, FLOAT_SV) "A floating point add group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformFMaxOp = "spirv.GroupNonUniformFMax" (GroupNonUniformFMax, FLOAT_SV) "A floating point maximum group operation of all Value operands contributed by active invocations in by group.";
    arithmetic GroupNonUniformFMinOp = "spirv.GroupNonUniformFMin" (GroupNonUniformFMin, FLOAT_SV) "A floating point minimum group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformFMulOp = "spirv.GroupNonUniformFMul" (GroupNonUniformFMul, FLOAT_SV) "A floating point multiply group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformIAddOp = "spirv.GroupNonUniformIAdd" (GroupNonUniformIAdd, INT_SV) "An integer add group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformIMulOp = "spirv.GroupNonUniformIMul" (GroupNonUniformIMul, INT_SV) "An integer multiply group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformLogicalAndOp = "spirv.GroupNonUniformLogicalAnd" (GroupNonUniformLogicalAnd, BOOL_SV) "A logical `and` group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformLogicalOrOp = "spirv.GroupNonUniformLogicalOr" (GroupNonUniformLogicalOr, BOOL_SV) "A logical `or` group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformLogicalXorOp = "spirv.GroupNonUniformLogicalXor" (GroupNonUniformLogicalXor, BOOL_SV) "A logical `xor` group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformSMaxOp = "spirv.GroupNonUniformSMax" (GroupNonUniformSMax, INT_SV) "A signed integer maximum group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformSMinOp = "spirv.GroupNonUniformSMin" (GroupNonUniformSMin, INT_SV) "A signed integer minimum group operation of all Value operands contributed by active invocations in the group.";
    shuffle GroupNonUniformShuffleOp = "spirv.GroupNonUniformShuffle" (GroupNonUniformShuffle, id, SCALAR_OR_VECTOR) "Result is the Value of the invocation identified by the id Id.";
    shuffle GroupNonUniformShuffleDownOp = "spirv.GroupNonUniformShuffleDown" (GroupNonUniformShuffleDown, delta, ANY_TYPE) "Result is the Value of the invocation identified by the current invocation's id within the group + Delta.";
    shuffle GroupNonUniformShuffleUpOp = "spirv.GroupNonUniformShuffleUp" (GroupNonUniformShuffleUp, delta, ANY_TYPE) "Result is the Value of the invocation identified by the current invocation's id within the group - Delta.";
    shuffle GroupNonUniformShuffleXorOp = "spirv.GroupNonUniformShuffleXor" (GroupNonUniformShuffleXor, mask, ANY_TYPE) "Result is the Value of the invocation identified by the current invocation's id within the group xor'ed with Mask.";
    arithmetic GroupNonUniformUMaxOp = "spirv.GroupNonUniformUMax" (GroupNonUniformUMax, INT_SV) "An unsigned integer maximum group operation of all Value operands contributed by active invocations in the group.";
    arithmetic GroupNonUniformUMinOp = "spirv.GroupNonUniformUMin" (GroupNonUniformUMin, INT_SV) "An unsigned integer minimum group operation of all Value operands contributed by active invocations in the group.";
    /// Evaluates a value for all tangled invocations within the Execution
    /// scope. The result is true if Value is equal for all tangled invocations
    /// within the Execution scope. Otherwise, the result is false.
    op GroupNonUniformAllEqualOp = "spirv.GroupNonUniformAllEqual" (
        [traits = [Pred("execution_scope must be Scope of value Subgroup", in_subgroup)],
            ext = Encoding::Core(Op::GroupNonUniformAllEqual)],
        ["$execution_scope $value attr-dict `:` type($value) `,` type($result)"],
        (prop execution_scope: ScopeAttr = Scope, value: FLOAT_INT_OR_BOOL_SV) -> result: BOOL);
    /// Result is a bitfield value combining the Predicate value from all
    /// invocations in the group that execute the same dynamic instance of this
    /// instruction. The bit is set to one if the corresponding invocation is
    /// active and the Predicate for that invocation evaluated to true;
    /// otherwise, it is set to zero.
    op GroupNonUniformBallotOp = "spirv.GroupNonUniformBallot" (
        [ext = Encoding::Core(Op::GroupNonUniformBallot), verify = verify_scope],
        ["$execution_scope $predicate attr-dict `:` type($result)"],
        (prop execution_scope: ScopeAttr = Scope, predicate: BOOL) -> result: IOR_UI_VEC4);
    /// Result is the number of bits that are set to 1 in Value, considering
    /// only the bits in Value required to represent all bits of the scope
    /// restricted tangle.
    op GroupNonUniformBallotBitCountOp = "spirv.GroupNonUniformBallotBitCount" (
        [traits = [Pred("execution_scope must be Scope of value Subgroup", in_subgroup)],
            ext = Encoding::Core(Op::GroupNonUniformBallotBitCount)],
        ["$execution_scope $group_operation $value attr-dict `:` type($value) `->` type($result)"],
        (prop execution_scope: ScopeAttr = Scope,
            prop group_operation: GroupOperationAttr = GroupOperation, value: IOR_UI32_VEC4) -> result: SIGNLESS_OR_UNSIGNED_INT);
    /// Result is the Value of the invocation identified by the id Id to all
    /// active invocations in the group.
    op GroupNonUniformBroadcastOp = "spirv.GroupNonUniformBroadcast" (
        [traits = [Pure, AllTypesMatch(value, result)],
            ext = Encoding::Core(Op::GroupNonUniformBroadcast), verify = verify_broadcast],
        ["$execution_scope operands attr-dict `:` type($value) `,` type($id)"],
        (prop execution_scope: ScopeAttr = Scope, value: ANY_TYPE, id: INT) -> result: ANY_TYPE);
    /// Result is true only in the active invocation with the lowest id in the
    /// group, otherwise result is false.
    op GroupNonUniformElectOp = "spirv.GroupNonUniformElect" (
        [ext = Encoding::Core(Op::GroupNonUniformElect), verify = verify_scope],
        ["$execution_scope attr-dict `:` type($result)"],
        (prop execution_scope: ScopeAttr = Scope) -> result: BOOL);
    /// Swap the Value of the invocation within the quad with another invocation
    /// in the quad using Direction.
    op GroupNonUniformQuadSwapOp = "spirv.GroupNonUniformQuadSwap" (
        [traits = [Pred("execution_scope must be Scope of value Subgroup", in_subgroup), AllTypesMatch(value, result)],
            ext = Encoding::Core(Op::GroupNonUniformQuadSwap)],
        ["$execution_scope $value $direction attr-dict `:` type($value) `,` type($direction)"],
        (prop execution_scope: ScopeAttr = Scope, value: FLOAT_INT_OR_BOOL_SV,
            direction: SIGNLESS_OR_UNSIGNED_INT) -> result: FLOAT_INT_OR_BOOL_SV);
    /// Rotate values across invocations within a subgroup.
    op GroupNonUniformRotateKHROp = "spirv.GroupNonUniformRotateKHR" (
        [traits = [Pure, AllTypesMatch(value, result)],
            ext = Encoding::Core(Op::GroupNonUniformRotateKHR), verify = verify_rotate],
        ["$execution_scope $value `,` $delta (`,` `cluster_size` `(` $cluster_size^ `)`)? attr-dict \
            `:` type($value) `,` type($delta) (`,` type($cluster_size)^)? `->` type(results)"],
        (prop execution_scope: ScopeAttr = Scope, value: FLOAT_INT_OR_BOOL_SV,
            delta: SIGNLESS_OR_UNSIGNED_INT, cluster_size: Option<SIGNLESS_OR_UNSIGNED_INT>) -> result: FLOAT_INT_OR_BOOL_SV);
}

/// The op's `execution_scope` property (every op here has one).
pub(crate) fn execution_scope(ir: &Ir, op: OpId) -> Option<Scope> {
    ir.attr_or_prop(op, "execution_scope")
        .and_then(|attr| EnumAttr::value::<Scope>(ir.ctx(), attr))
}

/// `SPIRV_ExecutionScopeAttrIs<"execution_scope", "Subgroup">`.
fn in_subgroup(ir: &Ir, op: OpId) -> bool {
    execution_scope(ir, op) == Some(Scope::Subgroup)
}

/// The check every group op of `GroupOps.cpp` starts with.
pub(crate) fn verify_scope(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    match execution_scope(ir, op) {
        Some(Scope::Workgroup | Scope::Subgroup) => Ok(()),
        _ => Err(ir.op_error(op, "execution scope must be 'Workgroup' or 'Subgroup'")),
    }
}

/// MLIR's `extractValueFromConstOp`: the value of an integer
/// `spirv.Constant` defining `value`, as an `int32_t`.
fn constant_i32(ir: &Ir, value: Value) -> Option<i32> {
    let constant = ConstantOp::cast(ir, ir.defining_op(value)?)?;
    ir.int_value(constant.value(ir)).map(|v| v as i32)
}

/// The cluster size checks of the arithmetic ops and `RotateKHR`.
fn verify_cluster_size(ir: &Ir, op: OpId, cluster_size: Value) -> Result<(), Diagnostic> {
    let Some(size) = constant_i32(ir, cluster_size) else {
        return Err(ir.op_error(op, "cluster size operand must come from a constant op"));
    };
    if !(size as u32).is_power_of_two() {
        return Err(ir.op_error(op, "cluster size operand must be a power of two"));
    }
    Ok(())
}

/// MLIR's `verifyGroupNonUniformArithmeticOp`.
fn verify_arithmetic(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_scope(ir, op)?;
    let operation = ir
        .attr_or_prop(op, "group_operation")
        .and_then(|attr| EnumAttr::value::<GroupOperation>(ir.ctx(), attr));
    if operation == Some(GroupOperation::ClusteredReduce) && ir.num_operands(op) == 1 {
        return Err(ir.op_error(
            op,
            "cluster size operand must be provided for 'ClusteredReduce' group operation",
        ));
    }
    if ir.num_operands(op) > 1 {
        verify_cluster_size(ir, op, ir.operand(op, 1))?;
    }
    Ok(())
}

/// MLIR's `GroupNonUniformBroadcastOp::verify`: before SPIR-V 1.5 (by the
/// enclosing module's target environment), the id must be a constant.
fn verify_broadcast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_scope(ir, op)?;
    let mut module = ir.parent_op(op);
    while let Some(m) = module.filter(|&m| !ModuleOp::isa(ir, m)) {
        module = ir.parent_op(m);
    }
    let version = module.map_or(Version::V1_0, |m| {
        lookup_target_env_or_default(ir, m).version()
    });
    if version < Version::V1_5 {
        let id = GroupNonUniformBroadcastOp(op).id(ir);
        let constant = ir
            .defining_op(id)
            .is_some_and(|d| ConstantOp::isa(ir, d) || ReferenceOfOp::isa(ir, d));
        if !constant {
            return Err(ir.op_error(op, "id must be the result of a constant op"));
        }
    }
    Ok(())
}

/// MLIR's `verifyGroupNonUniformShuffleOp`.
fn verify_shuffle(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_scope(ir, op)?;
    let lane = ir.value_type(ir.operand(op, ir.num_operands(op) - 1));
    if matches!(
        ir.ctx().type_kind(lane),
        TypeKind::Integer {
            signedness: Signedness::Signed,
            ..
        }
    ) {
        return Err(ir.op_error(op, "second operand must be a singless/unsigned integer"));
    }
    Ok(())
}

/// MLIR's `GroupNonUniformRotateKHROp::verify`.
fn verify_rotate(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_scope(ir, op)?;
    match GroupNonUniformRotateKHROp(op).cluster_size(ir) {
        Some(size) => verify_cluster_size(ir, op, size),
        None => Ok(()),
    }
}
