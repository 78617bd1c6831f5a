//! Structure ops: `spirv.module`, `spirv.func`, `spirv.GlobalVariable`,
//! `spirv.mlir.addressof`, `spirv.Constant`, `spirv.SpecConstant`,
//! `spirv.SpecConstantComposite`, `spirv.SpecConstantOperation` with
//! `spirv.mlir.yield`, `spirv.mlir.referenceof`, `spirv.SpecConstantExpression`
//! (beyond MLIR 22),
//! `spirv.EntryPoint` and `spirv.ExecutionMode`.
//!
//! Mirrors MLIR 22's `SPIRVStructureOps.td` and their parsers, printers and
//! verifiers in `SPIRVOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#structure-ops>), including
//! the function signature syntax of `FunctionImplementation.cpp`.

// The module-level declarations: ops in a module's block with MLIR's
// hand-written syntax, `parse`, `print` and `printable` (which instances the
// custom form expresses), optionally their own verifier.
macro_rules! declaration_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($traits:ident),*],
        ($parse:path, $print:path, $printable:path $(, verify = $verify:path)?), $($fields:tt)*) => {
        $crate::ops::table::operands_op!($(#[$doc])* $ty = $name,
            [traits = [$($traits,)* Pred("op must appear in a module-like op's block", in_module_scope)],
                ext = Encoding::Core(Op::$opcode) $(, verify = $verify)?, parse = $parse, print = $print,
                custom_printable = $printable],
            [], $($fields)*);
    };
}

pub(crate) mod constant;
mod entry;
mod func;
mod global;
mod module;
mod spec_constant_expression;
mod spec_constant_operation;

pub use constant::{ConstantOp, ReferenceOfOp, SpecConstantCompositeOp, SpecConstantOp};
pub use entry::{EntryPointOp, ExecutionModeOp};
pub use func::FuncOp;
pub use global::{AddressOfOp, GlobalVariableOp};
pub(super) use global::{parse_variable_decorations, print_variable_decorations};
pub use module::ModuleOp;
pub use spec_constant_expression::SpecConstantExpressionOp;
pub use spec_constant_operation::{
    SpecConstantOperationOp, USABLE_IN_SPEC_CONSTANT_OP, YieldOp, usable_in_spec_constant_op,
};

/// The structure ops, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    AddressOfOp::DEF,
    ConstantOp::DEF,
    EntryPointOp::DEF,
    ExecutionModeOp::DEF,
    FuncOp::DEF,
    GlobalVariableOp::DEF,
    ModuleOp::DEF,
    ReferenceOfOp::DEF,
    SpecConstantOp::DEF,
    SpecConstantCompositeOp::DEF,
    SpecConstantExpressionOp::DEF,
    SpecConstantOperationOp::DEF,
    YieldOp::DEF,
];
