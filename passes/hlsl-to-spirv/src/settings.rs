//! The options of `--convert-hlsl-to-spirv` and what they resolve to for one
//! module: the target environment, the block layout of buffers and whether
//! structured buffers name their counters (docs/lowering-hlsl-to-spirv.md).
//!
//! The target is the `target-env=` preset when given, otherwise the module's
//! `spirv.target_env` attribute (MLIR's way of attaching a target, MLIR's SPIR-V
//! dialect docs'
//! "Target environment"), otherwise Vulkan 1.0. The layout defaults to DXC's
//! vector-relaxed rules where relaxed block layout is core (Vulkan 1.1, so
//! SPIR-V 1.3, on) and to strict std140/std430 before.

use dialect_spirv::attributes::SpirvAttr;
use dialect_spirv::availability::{GrammarEnum, Requirements, Version};
use dialect_spirv::target_env::{TargetEnv, VulkanPreset};
use resource_model::layout::LayoutMode;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId};
use shader_mlir::pass::{OptionInfo, OptionKind, PassOptions};
use spirv::{Decoration, ExecutionMode, StorageClass};

/// The attribute a module names its target environment with.
pub const TARGET_ENV_ATTR: &str = "spirv.target_env";

const TARGET_ENV: &str = "target-env";
const LAYOUT: &str = "layout";
const COUNTER_BUFFER: &str = "emit-counter-buffer-decoration";
const MAXIMAL_RECONVERGENCE: &str = "maximal-reconvergence";

/// The preset spellings, in [`VulkanPreset::ALL`] order.
const PRESET_NAMES: &[&str] = &preset_names();

const fn preset_names() -> [&'static str; VulkanPreset::ALL.len()] {
    let mut names = [""; VulkanPreset::ALL.len()];
    let mut i = 0;
    while i < names.len() {
        names[i] = VulkanPreset::ALL[i].name();
        i += 1;
    }
    names
}

/// The options as `--help` lists them.
pub static OPTIONS: [OptionInfo; 4] = [
    OptionInfo::new(
        TARGET_ENV,
        OptionKind::Enum(PRESET_NAMES),
        "",
        "Vulkan target preset; without it, the module's `spirv.target_env` attribute, else vulkan1.0",
    ),
    OptionInfo::new(
        LAYOUT,
        OptionKind::Enum(LayoutMode::SPELLINGS),
        "",
        "Buffer block layout: `relaxed` (DXC's vector-relaxed std140/std430, the default from SPIR-V 1.3 \
         (Vulkan 1.1) on), `gl` (strict std140/std430, the default before), `scalar`, or `dx` (DirectX's: \
         cbuffers in 16-byte rows, structured buffers scalar-packed); `scalar` and `dx` need the \
         scalarBlockLayout feature",
    ),
    OptionInfo::new(
        COUNTER_BUFFER,
        OptionKind::Bool,
        "",
        "Name each structured buffer's counter with a CounterBuffer decoration (default: where the target \
         allows it, SPIR-V 1.4 or SPV_GOOGLE_hlsl_functionality1)",
    ),
    OptionInfo::new(
        MAXIMAL_RECONVERGENCE,
        OptionKind::Bool,
        "",
        "Give every entry point the MaximallyReconvergesKHR execution mode (SPV_KHR_maximal_reconvergence), \
         as DXC's -fspv-enable-maximal-reconvergence does (default: false)",
    ),
];

/// Everything the lowering of one module depends on.
#[derive(Clone, Debug)]
pub struct Settings {
    pub env: TargetEnv,
    /// How diagnostics name the target: the preset (`vulkan1.2`) or the
    /// module's `#spirv.vce<...>`.
    pub env_name: String,
    pub layout: LayoutMode,
    /// Whether main buffers get `counter_buffer = @<name>_counter`.
    pub counter_buffer_decoration: bool,
    /// Whether entry points get the `MaximallyReconvergesKHR` execution mode.
    pub maximal_reconvergence: bool,
}

impl Settings {
    /// The settings of a preset with its default layout and decorations.
    pub fn for_preset(preset: VulkanPreset) -> Settings {
        Settings::for_env(preset.target_env(), preset.name().to_owned())
    }

    /// The settings of `env`, named `env_name` in diagnostics, with its default
    /// layout and decorations.
    fn for_env(env: TargetEnv, env_name: String) -> Settings {
        Settings {
            layout: default_layout(&env),
            counter_buffer_decoration: allows_counter_buffer(&env),
            maximal_reconvergence: false,
            env_name,
            env,
        }
    }

    /// Resolves `options` for `module`: the target, then the defaults that
    /// depend on it. Fails when the module's target attribute is malformed or
    /// an option asks for what the target cannot do.
    pub fn resolve(options: &PassOptions, ir: &Ir, module: OpId) -> Result<Settings, Diagnostic> {
        let mut settings = match options.raw(TARGET_ENV) {
            Some(name) => {
                let preset: VulkanPreset = name
                    .parse()
                    .map_err(|e| ir.op_error(module, format!("{e}")))?;
                Settings::for_preset(preset)
            }
            None => match ir.attr(module, TARGET_ENV_ATTR) {
                Some(attr) => match SpirvAttr::of(ir.ctx(), attr) {
                    Some(SpirvAttr::TargetEnv(target)) => {
                        let env = target.to_target_env();
                        let env_name = env.vce().to_string();
                        Settings::for_env(env, env_name)
                    }
                    _ => {
                        return Err(ir.op_error(
                            module,
                            format!("'{TARGET_ENV_ATTR}' must be a #spirv.target_env attribute"),
                        ));
                    }
                },
                None => Settings::for_preset(VulkanPreset::Vulkan1_0),
            },
        };
        if let Some(layout) = options.raw(LAYOUT) {
            settings.layout = layout
                .parse()
                .map_err(|e| ir.op_error(module, format!("{e}")))?;
        }
        if options.is_set(COUNTER_BUFFER) {
            let wanted = options.bool(COUNTER_BUFFER, true);
            if wanted && !allows_counter_buffer(&settings.env) {
                return Err(ir.op_error(
                    module,
                    format!(
                        "{COUNTER_BUFFER}=true needs SPIR-V 1.4 or extension SPV_GOOGLE_hlsl_functionality1, which \
                         target environment {} does not allow",
                        settings.env_name
                    ),
                ));
            }
            settings.counter_buffer_decoration = wanted;
        }
        if options.bool(MAXIMAL_RECONVERGENCE, false) {
            if !allows(&settings.env, ExecutionMode::MaximallyReconvergesKHR) {
                return Err(ir.op_error(
                    module,
                    format!(
                        "{MAXIMAL_RECONVERGENCE}=true needs extension SPV_KHR_maximal_reconvergence, which \
                         target environment {} does not allow",
                        settings.env_name
                    ),
                ));
            }
            settings.maximal_reconvergence = true;
        }
        Ok(settings)
    }

    /// The storage class and block decoration of storage buffers: `StorageBuffer`
    /// with `Block` where the target has that storage class (SPIR-V 1.3 or
    /// `SPV_KHR_storage_buffer_storage_class`), else `Uniform` with `BufferBlock`.
    pub fn storage_buffer_class(&self) -> (StorageClass, Decoration) {
        if allows(&self.env, StorageClass::StorageBuffer) {
            (StorageClass::StorageBuffer, Decoration::Block)
        } else {
            (StorageClass::Uniform, Decoration::BufferBlock)
        }
    }
}

/// DXC's vector-relaxed layout where it is core (SPIR-V 1.3, Vulkan 1.1),
/// strict std140/std430 before.
pub fn default_layout(env: &TargetEnv) -> LayoutMode {
    if env.version() >= Version::V1_3 {
        LayoutMode::Relaxed
    } else {
        LayoutMode::Gl
    }
}

/// Whether `OpDecorateId ... CounterBuffer` is available.
pub fn allows_counter_buffer(env: &TargetEnv) -> bool {
    allows(env, Decoration::CounterBuffer)
}

fn allows(env: &TargetEnv, value: impl GrammarEnum) -> bool {
    value
        .requirements()
        .is_ok_and(|r: Requirements| env.allows_requirements(&r).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Per preset: its layout, whether it decorates counter buffers, and the
    /// storage class and decoration of its storage buffers.
    const PRESETS: &[(VulkanPreset, LayoutMode, bool, (StorageClass, Decoration))] = &[
        (
            VulkanPreset::Vulkan1_0,
            LayoutMode::Gl,
            false,
            (StorageClass::Uniform, Decoration::BufferBlock),
        ),
        (
            VulkanPreset::Vulkan1_1,
            LayoutMode::Relaxed,
            false,
            (StorageClass::StorageBuffer, Decoration::Block),
        ),
        (
            VulkanPreset::Vulkan1_1Spirv1_4,
            LayoutMode::Relaxed,
            true,
            (StorageClass::StorageBuffer, Decoration::Block),
        ),
    ];

    #[test]
    fn presets_pick_layout_and_decorations() {
        for &(preset, layout, counter_buffer_decoration, storage_buffer_class) in PRESETS {
            let settings = Settings::for_preset(preset);
            assert_eq!(settings.layout, layout, "{}", preset.name());
            assert_eq!(
                settings.counter_buffer_decoration,
                counter_buffer_decoration,
                "{}",
                preset.name()
            );
            assert_eq!(
                settings.storage_buffer_class(),
                storage_buffer_class,
                "{}",
                preset.name()
            );
            assert_eq!(settings.env_name, preset.name());
        }
    }

    #[test]
    fn preset_names_match_the_presets() {
        let names: Vec<&str> = VulkanPreset::ALL.iter().map(|p| p.name()).collect();
        assert_eq!(names, PRESET_NAMES);
    }
}
