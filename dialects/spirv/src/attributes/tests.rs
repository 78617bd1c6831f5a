//! The attribute storage against the IR-independent target values, and the
//! typed accessors other crates use.

use shader_mlir::asm::parser::parse_attribute_str;
use shader_mlir::asm::printer::attr_to_string;

use super::*;
use crate::target_env::{TargetEnv, VulkanPreset};
use crate::testing::context;

#[test]
fn target_env_attr_round_trips_through_the_target_value() {
    let ctx = context();
    for preset in VulkanPreset::ALL {
        let env = preset.target_env();
        let attr = SpirvAttr::TargetEnv(TargetEnvAttr::from(&env)).intern(&ctx);
        let text = attr_to_string(&ctx, attr);
        assert_eq!(text, env.to_string());
        let parsed =
            parse_attribute_str(&ctx, &text).unwrap_or_else(|d| panic!("{text}: {}", d.message));
        assert_eq!(parsed, attr, "{text}");
        let Some(SpirvAttr::TargetEnv(storage)) = SpirvAttr::of(&ctx, parsed) else {
            panic!("not a target env")
        };
        let back: TargetEnv = storage.to_target_env();
        assert_eq!(back, env);
        assert!(back.allows_capability(spirv::Capability::Shader));
    }
}

#[test]
fn parsed_target_env_fields() {
    let ctx = context();
    let text = "#spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform], [SPV_KHR_8bit_storage]>, api=Vulkan, \
                AMD:DiscreteGPU:0x10, #spirv.resource_limits<subgroup_size = 64>>";
    let attr = parse_attribute_str(&ctx, text).unwrap_or_else(|d| panic!("{}", d.message));
    let Some(SpirvAttr::TargetEnv(env)) = SpirvAttr::of(&ctx, attr) else {
        panic!("not a target env")
    };
    let env = env.to_target_env();
    assert_eq!(env.version(), crate::availability::Version::V1_3);
    assert_eq!(env.client_api(), crate::target_env::ClientApi::Vulkan);
    assert_eq!(env.vendor(), crate::target_env::Vendor::Amd);
    assert_eq!(
        env.device_type(),
        crate::target_env::DeviceType::DiscreteGpu
    );
    assert_eq!(env.device_id(), 16);
    assert_eq!(env.resource_limits().subgroup_size, 64);
    assert!(env.allows_extension(crate::availability::Extension::SPV_KHR_8bit_storage));
}

#[test]
fn abi_and_linkage_values() {
    let ctx = context();
    let attr =
        parse_attribute_str(&ctx, "#spirv.interface_var_abi<(2, 5), StorageBuffer>").unwrap();
    assert_eq!(
        SpirvAttr::of(&ctx, attr),
        Some(&SpirvAttr::InterfaceVarAbi(InterfaceVarAbi {
            descriptor_set: 2,
            binding: 5,
            storage_class: Some(spirv::StorageClass::StorageBuffer)
        }))
    );
    let attr = parse_attribute_str(
        &ctx,
        "#spirv.entry_point_abi<subgroup_size = 8, workgroup_size = [4, 2]>",
    )
    .unwrap();
    let expected = EntryPointAbi {
        workgroup_size: Some(vec![4, 2]),
        subgroup_size: Some(8),
        target_width: None,
    };
    assert_eq!(
        SpirvAttr::of(&ctx, attr),
        Some(&SpirvAttr::EntryPointAbi(expected))
    );
    assert_eq!(
        attr_to_string(&ctx, attr),
        "#spirv.entry_point_abi<workgroup_size = [4, 2], subgroup_size = 8>"
    );
    let linkage = SpirvAttr::LinkageAttributes(LinkageAttributes {
        linkage_name: "a \"quoted\" name".to_owned(),
        linkage_type: spirv::LinkageType::Export,
    })
    .intern(&ctx);
    let text = attr_to_string(&ctx, linkage);
    assert_eq!(
        text,
        "#spirv.linkage_attributes<linkage_name = \"a \\22quoted\\22 name\", linkage_type = <Export>>"
    );
    assert_eq!(parse_attribute_str(&ctx, &text).unwrap(), linkage);
}

#[test]
fn enum_attributes_parse_every_kind() {
    let ctx = context();
    for kind in EnumKind::all() {
        let value = if kind.is_bit_enum() {
            0
        } else {
            kind.parse_spelling(&kind.spell(0)).unwrap_or(0)
        };
        let attr = EnumAttr::raw(&ctx, kind, value);
        let text = attr_to_string(&ctx, attr);
        assert_eq!(
            text,
            format!("#spirv.{}<{}>", kind.mnemonic(), kind.spell(value))
        );
        assert_eq!(parse_attribute_str(&ctx, &text).unwrap(), attr, "{text}");
    }
}
