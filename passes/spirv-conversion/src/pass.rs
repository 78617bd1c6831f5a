//! The standalone conversion passes to `spirv` (`--convert-arith-to-spirv`
//! and friends), as MLIR's run them: on whatever op they are scheduled on,
//! for the target environment of the nearest symbol table that has a
//! `spirv.target_env` attribute (else SPIR-V 1.0 with `Shader`), as a partial
//! conversion whose target is the `spirv` dialect and
//! `builtin.unrealized_conversion_cast`, the bridge to the ops no pattern
//! converts. A pass whose source dialect is marked illegal fails on any op of
//! it left over ("failed to legalize operation ... that was explicitly
//! marked illegal").

use dialect_spirv::transforms::lookup_target_env_or_default;
use shader_mlir::conversion::{
    ConversionConfig, ConversionMode, ConversionPatternSet, ConversionTarget,
    FrozenConversionPatterns, apply_conversion,
};
use shader_mlir::ir::OpId;
use shader_mlir::pass::{PassContext, PassOptions, PassResult};

use crate::type_converter::{SpirvConversionOptions, SpirvTypeConverter};

/// Declares a conversion pass to `spirv`: its `PassInfo` static (argument and
/// name as MLIR's), the options it takes, the dialect it makes illegal, the
/// function adding its patterns, and `register_passes`.
#[macro_export]
macro_rules! conversion_pass {
    (
        $info:ident,
        argument: $argument:literal,
        name: $name:literal,
        summary: $summary:literal,
        options: $options:expr,
        illegal_dialect: $illegal:expr,
        populate: $populate:path $(,)?
    ) => {
        pub static $info: shader_mlir::pass::PassInfo = shader_mlir::pass::PassInfo {
            argument: $argument,
            name: $name,
            summary: $summary,
            anchor: None,
            options: $options,
            create: |options| {
                static SPEC: $crate::ConversionSpec = $crate::ConversionSpec {
                    illegal_dialect: $illegal,
                    populate: $populate,
                };
                fn run(
                    cx: &mut shader_mlir::pass::PassContext<'_>,
                    options: &shader_mlir::pass::PassOptions,
                    op: shader_mlir::ir::OpId,
                ) -> shader_mlir::pass::PassResult {
                    $crate::run_conversion(&SPEC, cx, options, op)
                }
                shader_mlir::pass::FnPass::create(&$info, options, run)
            },
        };

        #[doc = concat!("Registers `", $argument, "`.")]
        pub fn register_passes(registry: &mut shader_mlir::pass::PassRegistry) {
            registry.register(&$info);
        }
    };
}

/// What one conversion pass converts.
pub struct ConversionSpec {
    /// The dialect no op of which may remain, if any.
    pub illegal_dialect: Option<&'static str>,
    /// Adds the pass's patterns.
    pub populate: fn(&SpirvTypeConverter, &mut ConversionPatternSet),
}

/// Runs the conversion `spec` describes on `op`: the body of every pass
/// [`conversion_pass!`] declares.
pub fn run_conversion(
    spec: &ConversionSpec,
    cx: &mut PassContext<'_>,
    options: &PassOptions,
    op: OpId,
) -> PassResult {
    let env = lookup_target_env_or_default(cx.ir, op);
    let options = SpirvConversionOptions::from_pass_options(options);
    let converter = SpirvTypeConverter::new(env, options);
    let mut patterns = ConversionPatternSet::new();
    (spec.populate)(&converter, &mut patterns);
    let mut target = ConversionTarget::new();
    target.add_legal_dialect(dialect_spirv::DIALECT.name);
    target.add_legal_op(shader_mlir::builtin::UnrealizedConversionCastOp::DEF);
    if let Some(dialect) = spec.illegal_dialect {
        target.add_illegal_dialect(dialect);
    }
    let frozen = FrozenConversionPatterns::new(cx.ir.ctx(), patterns);
    // A failure ends the pipeline: unless the IR is dumped after it, the
    // converted ops need not be kept restorable (which at millions of ops
    // is tens of megabytes of undo log).
    let config = ConversionConfig {
        rollback_on_failure: cx.failed_ir_is_read(),
        ..ConversionConfig::default()
    };
    let result = apply_conversion(
        cx.ir,
        op,
        &target,
        &frozen,
        ConversionMode::Partial,
        &config,
    );
    cx.fail_with(result)
}
