//! Reflection of modules built with rspirv's builder: one of each descriptor kind.

use rspirv::binary::Assemble;
use rspirv::dr::{Builder, Operand};
use spirv::{
    AccessQualifier, AddressingModel, Capability, Decoration, Dim, ExecutionMode, ExecutionModel,
    FunctionControl, ImageFormat, MemoryModel, StorageClass,
};

use super::*;

/// A module with a `main` compute entry point of local size 8 x 4 x 1, whose
/// globals `declare` adds.
fn module(declare: impl FnOnce(&mut Builder)) -> Vec<u32> {
    let mut b = Builder::new();
    b.set_version(1, 3);
    b.capability(Capability::Shader);
    b.memory_model(AddressingModel::Logical, MemoryModel::GLSL450);
    declare(&mut b);
    let void = b.type_void();
    let signature = b.type_function(void, []);
    let main = b
        .begin_function(void, None, FunctionControl::NONE, signature)
        .expect("begin main");
    b.begin_block(None).expect("begin block");
    b.ret().expect("return");
    b.end_function().expect("end main");
    b.entry_point(ExecutionModel::GLCompute, main, "main", []);
    b.execution_mode(main, ExecutionMode::LocalSize, [8, 4, 1]);
    b.module().assemble()
}

/// A variable of `pointee` in `storage`, bound at (`set`, `binding`) and named.
fn descriptor(b: &mut Builder, name: &str, storage: StorageClass, pointee: Word, slot: (u32, u32)) {
    let pointer = b.type_pointer(None, storage, pointee);
    let variable = b.variable(pointer, None, storage, None);
    b.decorate(
        variable,
        Decoration::DescriptorSet,
        [Operand::LiteralBit32(slot.0)],
    );
    b.decorate(
        variable,
        Decoration::Binding,
        [Operand::LiteralBit32(slot.1)],
    );
    b.name(variable, name);
}

fn block(b: &mut Builder, member: Word, decoration: Decoration) -> Word {
    let array = b.type_runtime_array(member);
    let block = b.type_struct([array]);
    b.decorate(block, decoration, []);
    block
}

#[test]
fn every_descriptor_kind() {
    let words = module(|b| {
        let f32_type = b.type_float(32, None);
        let u32_type = b.type_int(32, 0);
        let i32_type = b.type_int(32, 1);
        let v4 = b.type_vector(f32_type, 4);

        let storage = block(b, u32_type, Decoration::Block);
        descriptor(b, "Storage", StorageClass::StorageBuffer, storage, (0, 0));
        let legacy = block(b, i32_type, Decoration::BufferBlock);
        descriptor(b, "Legacy", StorageClass::Uniform, legacy, (0, 1));
        let uniform = b.type_struct([v4]);
        b.decorate(uniform, Decoration::Block, []);
        descriptor(b, "Params", StorageClass::Uniform, uniform, (1, 0));

        let texels = b.type_image(
            u32_type,
            Dim::DimBuffer,
            0,
            0,
            0,
            1,
            ImageFormat::Unknown,
            None,
        );
        descriptor(b, "Texels", StorageClass::UniformConstant, texels, (1, 1));
        let rw_texels = b.type_image(
            f32_type,
            Dim::DimBuffer,
            0,
            0,
            0,
            2,
            ImageFormat::Rgba32f,
            Some(AccessQualifier::ReadWrite),
        );
        descriptor(
            b,
            "RWTexels",
            StorageClass::UniformConstant,
            rw_texels,
            (1, 2),
        );
        let texture = b.type_image(f32_type, Dim::Dim2D, 0, 1, 0, 1, ImageFormat::Unknown, None);
        descriptor(b, "Texture", StorageClass::UniformConstant, texture, (2, 0));
        let rw_texture = b.type_image(i32_type, Dim::Dim3D, 0, 0, 0, 2, ImageFormat::R32i, None);
        descriptor(
            b,
            "RWTexture",
            StorageClass::UniformConstant,
            rw_texture,
            (2, 1),
        );
        let sampler = b.type_sampler();
        descriptor(b, "Sampler", StorageClass::UniformConstant, sampler, (2, 2));
        let plain = b.type_image(f32_type, Dim::Dim1D, 0, 0, 0, 1, ImageFormat::Unknown, None);
        let combined = b.type_sampled_image(plain);
        descriptor(
            b,
            "Combined",
            StorageClass::UniformConstant,
            combined,
            (2, 3),
        );

        let four = b.constant_bit32(u32_type, 4);
        let array = b.type_array(storage, four);
        descriptor(b, "Array", StorageClass::StorageBuffer, array, (3, 0));
        let unbounded = b.type_runtime_array(sampler);
        descriptor(
            b,
            "Unbounded",
            StorageClass::UniformConstant,
            unbounded,
            (3, 1),
        );

        // Not descriptors: no DescriptorSet/Binding.
        let private = b.type_pointer(None, StorageClass::Private, f32_type);
        b.variable(private, None, StorageClass::Private, None);
    });
    let interface = reflect(&words).expect("reflect");
    assert_eq!(interface.version, (1, 3));
    assert_eq!(interface.capabilities, [Capability::Shader]);
    assert_eq!(
        interface.entry_points,
        [EntryPoint {
            name: "main".into(),
            model: ExecutionModel::GLCompute,
            local_size: Some([8, 4, 1]),
        }]
    );

    let shape = |dim, arrayed, texel| ImageShape {
        dim,
        arrayed,
        multisampled: false,
        texel,
    };
    let expected = [
        (
            "Storage",
            (0, 0),
            DescriptorKind::StorageBuffer,
            DescriptorCount::One,
        ),
        (
            "Legacy",
            (0, 1),
            DescriptorKind::StorageBuffer,
            DescriptorCount::One,
        ),
        (
            "Params",
            (1, 0),
            DescriptorKind::UniformBuffer,
            DescriptorCount::One,
        ),
        (
            "Texels",
            (1, 1),
            DescriptorKind::UniformTexelBuffer {
                texel: NumericClass::UnsignedInt,
            },
            DescriptorCount::One,
        ),
        (
            "RWTexels",
            (1, 2),
            DescriptorKind::StorageTexelBuffer {
                texel: NumericClass::Float,
                format: ImageFormat::Rgba32f,
            },
            DescriptorCount::One,
        ),
        (
            "Texture",
            (2, 0),
            DescriptorKind::SampledImage(shape(Dim::Dim2D, true, NumericClass::Float)),
            DescriptorCount::One,
        ),
        (
            "RWTexture",
            (2, 1),
            DescriptorKind::StorageImage {
                shape: shape(Dim::Dim3D, false, NumericClass::SignedInt),
                format: ImageFormat::R32i,
            },
            DescriptorCount::One,
        ),
        (
            "Sampler",
            (2, 2),
            DescriptorKind::Sampler,
            DescriptorCount::One,
        ),
        (
            "Combined",
            (2, 3),
            DescriptorKind::CombinedImageSampler(shape(Dim::Dim1D, false, NumericClass::Float)),
            DescriptorCount::One,
        ),
        (
            "Array",
            (3, 0),
            DescriptorKind::StorageBuffer,
            DescriptorCount::Array(4),
        ),
        (
            "Unbounded",
            (3, 1),
            DescriptorKind::Sampler,
            DescriptorCount::Unbounded,
        ),
    ];
    assert_eq!(interface.descriptors.len(), expected.len());
    for (name, (set, binding), kind, count) in expected {
        let found = interface
            .descriptor_named(name)
            .unwrap_or_else(|| panic!("{name} is not reflected"));
        assert_eq!(
            found,
            &Descriptor {
                name: Some(name.into()),
                set,
                binding,
                kind,
                count,
            }
        );
        assert_eq!(interface.descriptor(set, binding), Some(found));
    }
}

#[test]
fn half_bound_variables_and_non_descriptors_are_refused() {
    let words = module(|b| {
        let f32_type = b.type_float(32, None);
        let storage = block(b, f32_type, Decoration::Block);
        let pointer = b.type_pointer(None, StorageClass::StorageBuffer, storage);
        let variable = b.variable(pointer, None, StorageClass::StorageBuffer, None);
        b.decorate(variable, Decoration::Binding, [Operand::LiteralBit32(0)]);
        b.name(variable, "Half");
    });
    let error = reflect(&words)
        .expect_err("a Binding without DescriptorSet")
        .to_string();
    assert!(
        error.contains("(\"Half\") has only one of DescriptorSet and Binding"),
        "{error}"
    );

    let words = module(|b| {
        let f32_type = b.type_float(32, None);
        descriptor(b, "Shared", StorageClass::Workgroup, f32_type, (0, 0));
    });
    let error = reflect(&words)
        .expect_err("a Workgroup descriptor")
        .to_string();
    assert!(error.contains("storage class Workgroup"), "{error}");

    let words = module(|b| {
        let f32_type = b.type_float(32, None);
        let plain = b.type_struct([f32_type]);
        descriptor(b, "Undecorated", StorageClass::Uniform, plain, (0, 0));
    });
    let error = reflect(&words)
        .expect_err("a Uniform struct without Block")
        .to_string();
    assert!(error.contains("without Block or BufferBlock"), "{error}");
}

#[test]
fn malformed_binaries_are_errors() {
    assert!(matches!(reflect(&[]), Err(Error::Module(_))));
    assert!(matches!(
        reflect(&[0x0723_0203, 0x0001_0000]),
        Err(Error::Module(_))
    ));
    // An OpName that claims more words than are left.
    let mut words = module(|_| {});
    words.extend([(4 << 16) | Op::Name as u32, 1]);
    assert!(matches!(reflect(&words), Err(Error::Module(_))));
}

#[test]
fn names_shared_by_two_descriptors_find_neither() {
    let words = module(|b| {
        let f32_type = b.type_float(32, None);
        let u32_type = b.type_int(32, 0);
        let first = block(b, f32_type, Decoration::Block);
        descriptor(b, "Twin", StorageClass::StorageBuffer, first, (0, 0));
        let second = block(b, u32_type, Decoration::Block);
        descriptor(b, "Twin", StorageClass::StorageBuffer, second, (0, 1));
    });
    let interface = reflect(&words).expect("reflect");
    assert_eq!(interface.descriptors.len(), 2);
    assert_eq!(interface.descriptor_named("Twin"), None);
}

#[test]
fn push_constant_blocks_and_extensions() {
    let words = module(|b| {
        b.extension("SPV_KHR_storage_buffer_storage_class");
        let u32_type = b.type_int(32, 0);
        let f32_type = b.type_float(32, None);
        let v4 = b.type_vector(f32_type, 4);
        let three = b.constant_bit32(u32_type, 3);
        let array = b.type_array(u32_type, three);
        b.decorate(array, Decoration::ArrayStride, [Operand::LiteralBit32(16)]);
        let block = b.type_struct([u32_type, v4, array]);
        b.decorate(block, Decoration::Block, []);
        for (member, offset) in [(0, 0), (1, 16), (2, 32)] {
            b.member_decorate(
                block,
                member,
                Decoration::Offset,
                [Operand::LiteralBit32(offset)],
            );
        }
        let pointer = b.type_pointer(None, StorageClass::PushConstant, block);
        b.variable(pointer, None, StorageClass::PushConstant, None);
    });
    let interface = reflect(&words).expect("reflect");
    assert_eq!(interface.push_constant_bytes, Some(32 + 3 * 16));
    assert_eq!(
        interface.extensions,
        ["SPV_KHR_storage_buffer_storage_class"]
    );
    assert!(interface.descriptors.is_empty());
    let none = reflect(&module(|_| {})).expect("reflect");
    assert_eq!(none.push_constant_bytes, None);
}
