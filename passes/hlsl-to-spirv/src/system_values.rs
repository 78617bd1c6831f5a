//! Compute shader system values as SPIR-V built-in `Input` variables (DXC's
//! mapping, <https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst#hlsl-semantic-and-vulkan-builtin>),
//! named as MLIR's SPIR-V lowerings name built-in variables
//! (`__builtin__GlobalInvocationId__`).

use dialect_hlsl::ops::SystemValue;
use dialect_spirv::availability::GrammarEnum;
use spirv::BuiltIn;

/// The built-in a system value reads.
pub const fn built_in(value: SystemValue) -> BuiltIn {
    match value {
        SystemValue::DispatchThreadId => BuiltIn::GlobalInvocationId,
        SystemValue::GroupId => BuiltIn::WorkgroupId,
        SystemValue::GroupThreadId => BuiltIn::LocalInvocationId,
        SystemValue::GroupIndex => BuiltIn::LocalInvocationIndex,
    }
}

/// The name of the built-in's variable.
pub fn variable_name(built_in: BuiltIn) -> String {
    format!("__builtin__{}__", built_in.mlir_name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_mlir() {
        for (value, name) in [
            (
                SystemValue::DispatchThreadId,
                "__builtin__GlobalInvocationId__",
            ),
            (SystemValue::GroupIndex, "__builtin__LocalInvocationIndex__"),
            (SystemValue::GroupId, "__builtin__WorkgroupId__"),
            (SystemValue::GroupThreadId, "__builtin__LocalInvocationId__"),
        ] {
            assert_eq!(variable_name(built_in(value)), name);
        }
    }
}
