//! The SPIR-V flavour (in progress).

/// Options of the SPIR-V export.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpirvOptions {}

impl SpirvOptions {
    pub const TARGET_ENVS: &'static [&'static str] = &["vulkan1.3"];

    pub fn for_target_env(name: &str) -> Option<SpirvOptions> {
        (name == "vulkan1.3").then_some(SpirvOptions {})
    }
}

pub fn export(
    ir: &shader_mlir::ir::Ir,
    module: shader_mlir::ir::OpId,
    _options: &SpirvOptions,
) -> Result<String, Vec<shader_mlir::diagnostics::Diagnostic>> {
    Err(vec![ir.op_error(
        module,
        "the SPIR-V flavour is not implemented yet",
    )])
}
