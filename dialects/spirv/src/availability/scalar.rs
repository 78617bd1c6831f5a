//! What a scalar type needs where it is used: MLIR's `ScalarType`
//! extension/capability rules (`TypeExtensionVisitor::addConcrete(ScalarType)`
//! and `TypeCapabilityVisitor::addConcrete(ScalarType)` in `SPIRVTypes.cpp`).
//!
//! Inside an interface storage class (`StorageBuffer`, `Uniform`,
//! `PushConstant`, `Input`, `Output`) 8- and 16-bit scalars need the
//! `SPV_KHR_8bit_storage` / `SPV_KHR_16bit_storage` access capabilities
//! instead of the arithmetic ones; elsewhere 8/16/64-bit scalars need
//! `Int8`/`Int16`/`Int64`/`Float16`/`Float64`.

use spirv::{Capability, StorageClass};

use super::{Extension, Requirements};

/// The kind of a SPIR-V scalar type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarKind {
    /// An integer (`i1` is the boolean).
    Int,
    /// An IEEE binary floating-point number (`f16`, `f32`, `f64`).
    Float,
    /// `bf16` (`SPV_KHR_bfloat16`).
    BFloat,
    /// An 8-bit float, `f8E4M3FN` or `f8E5M2` (`SPV_EXT_float8`).
    Float8,
}

/// A scalar kind and width SPIR-V has no type for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("SPIR-V has no {bits}-bit {kind:?} scalar type")]
pub struct InvalidScalarType {
    /// The requested kind.
    pub kind: ScalarKind,
    /// The requested width in bits.
    pub bits: u32,
}

/// What a scalar of `kind` and `bits` needs when used in `storage_class`
/// (`None`: not behind a pointer, e.g. an SSA value), in MLIR's order:
/// extension alternatives first, then capability alternatives.
pub fn scalar_type_requirements(
    kind: ScalarKind,
    bits: u32,
    storage_class: Option<StorageClass>,
) -> Result<Requirements, InvalidScalarType> {
    let valid = match kind {
        ScalarKind::Int => matches!(bits, 1 | 8 | 16 | 32 | 64),
        ScalarKind::Float => matches!(bits, 16 | 32 | 64),
        ScalarKind::BFloat => bits == 16,
        ScalarKind::Float8 => bits == 8,
    };
    if !valid {
        return Err(InvalidScalarType { kind, bits });
    }
    let mut requirements = Requirements::new();
    for any_of in extensions(kind, bits, storage_class) {
        requirements.add(super::Availability::any_extension(any_of));
    }
    if let Some(any_of) = capability(kind, bits, storage_class) {
        requirements.capabilities.push(any_of);
    }
    Ok(requirements)
}

/// The extension alternatives, in MLIR's order: the type's own extension,
/// then the storage extension of an interface storage class.
fn extensions(
    kind: ScalarKind,
    bits: u32,
    storage_class: Option<StorageClass>,
) -> Vec<&'static [Extension]> {
    let own: Option<&'static [Extension]> = match kind {
        ScalarKind::BFloat => Some(&[Extension::SPV_KHR_bfloat16]),
        ScalarKind::Float8 => Some(&[Extension::SPV_EXT_float8]),
        ScalarKind::Int | ScalarKind::Float => None,
    };
    let storage: Option<&'static [Extension]> = match (storage_class, bits) {
        (
            Some(StorageClass::PushConstant | StorageClass::StorageBuffer | StorageClass::Uniform),
            8,
        ) => Some(&[Extension::SPV_KHR_8bit_storage]),
        (
            Some(
                StorageClass::PushConstant
                | StorageClass::StorageBuffer
                | StorageClass::Uniform
                | StorageClass::Input
                | StorageClass::Output,
            ),
            16,
        ) => Some(&[Extension::SPV_KHR_16bit_storage]),
        _ => None,
    };
    own.into_iter().chain(storage).collect()
}

fn capability(
    kind: ScalarKind,
    bits: u32,
    storage_class: Option<StorageClass>,
) -> Option<&'static [Capability]> {
    // Interface storage classes: the storage capability replaces the
    // arithmetic one for 8- and 16-bit scalars.
    let storage: Option<&'static [Capability]> = match (storage_class, bits) {
        (Some(StorageClass::PushConstant), 8) => Some(&[Capability::StoragePushConstant8]),
        (Some(StorageClass::PushConstant), 16) => Some(&[Capability::StoragePushConstant16]),
        (Some(StorageClass::StorageBuffer), 8) => Some(&[Capability::StorageBuffer8BitAccess]),
        (Some(StorageClass::StorageBuffer), 16) => Some(&[Capability::StorageBuffer16BitAccess]),
        (Some(StorageClass::Uniform), 8) => Some(&[Capability::UniformAndStorageBuffer8BitAccess]),
        (Some(StorageClass::Uniform), 16) => {
            Some(&[Capability::UniformAndStorageBuffer16BitAccess])
        }
        (Some(StorageClass::Input | StorageClass::Output), 16) => {
            Some(&[Capability::StorageInputOutput16])
        }
        _ => None,
    };
    if storage.is_some() {
        return storage;
    }
    match (kind, bits) {
        (ScalarKind::Int, 8) => Some(&[Capability::Int8]),
        (ScalarKind::Int, 16) => Some(&[Capability::Int16]),
        (ScalarKind::Int, 64) => Some(&[Capability::Int64]),
        (ScalarKind::Float, 16) => Some(&[Capability::Float16]),
        (ScalarKind::Float, 64) => Some(&[Capability::Float64]),
        (ScalarKind::BFloat, _) => Some(&[Capability::BFloat16TypeKHR]),
        (ScalarKind::Float8, _) => Some(&[Capability::Float8EXT]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::availability::{ExtensionRequirement, Version};

    fn exts(r: &Requirements) -> Vec<&'static [Extension]> {
        r.extensions.iter().map(|e| e.any_of).collect()
    }

    #[test]
    fn plain_values_need_the_arithmetic_capabilities() {
        for (kind, bits, cap) in [
            (ScalarKind::Int, 8, Some(Capability::Int8)),
            (ScalarKind::Int, 16, Some(Capability::Int16)),
            (ScalarKind::Int, 64, Some(Capability::Int64)),
            (ScalarKind::Int, 32, None),
            (ScalarKind::Int, 1, None),
            (ScalarKind::Float, 16, Some(Capability::Float16)),
            (ScalarKind::Float, 64, Some(Capability::Float64)),
            (ScalarKind::Float, 32, None),
        ] {
            let r = scalar_type_requirements(kind, bits, None).unwrap();
            assert!(r.extensions.is_empty(), "{kind:?}{bits}");
            assert_eq!(r.capabilities.first().map(|c| c[0]), cap, "{kind:?}{bits}");
            assert_eq!(r.min_version, Version::V1_0);
        }
        // Function and Workgroup storage are not interface storage classes.
        let r =
            scalar_type_requirements(ScalarKind::Int, 8, Some(StorageClass::Workgroup)).unwrap();
        assert_eq!(r.capabilities, [&[Capability::Int8][..]]);
    }

    #[test]
    fn interface_storage_needs_the_storage_capabilities_and_extensions() {
        let sb8 = scalar_type_requirements(ScalarKind::Int, 8, Some(StorageClass::StorageBuffer))
            .unwrap();
        assert_eq!(exts(&sb8), [&[Extension::SPV_KHR_8bit_storage][..]]);
        assert_eq!(
            sb8.capabilities,
            [&[Capability::StorageBuffer8BitAccess][..]]
        );
        assert_eq!(
            sb8.extensions[0],
            ExtensionRequirement {
                any_of: &[Extension::SPV_KHR_8bit_storage],
                core_since: None
            }
        );

        let ubo16 =
            scalar_type_requirements(ScalarKind::Float, 16, Some(StorageClass::Uniform)).unwrap();
        assert_eq!(exts(&ubo16), [&[Extension::SPV_KHR_16bit_storage][..]]);
        assert_eq!(ubo16.capabilities, [&[Capability::StorageUniform16][..]]);

        let ubo8 =
            scalar_type_requirements(ScalarKind::Int, 8, Some(StorageClass::Uniform)).unwrap();
        assert_eq!(
            ubo8.capabilities,
            [&[Capability::UniformAndStorageBuffer8BitAccess][..]]
        );

        let pc8 =
            scalar_type_requirements(ScalarKind::Int, 8, Some(StorageClass::PushConstant)).unwrap();
        assert_eq!(pc8.capabilities, [&[Capability::StoragePushConstant8][..]]);
        let pc16 = scalar_type_requirements(ScalarKind::Int, 16, Some(StorageClass::PushConstant))
            .unwrap();
        assert_eq!(
            pc16.capabilities,
            [&[Capability::StoragePushConstant16][..]]
        );

        let io16 =
            scalar_type_requirements(ScalarKind::Float, 16, Some(StorageClass::Output)).unwrap();
        assert_eq!(exts(&io16), [&[Extension::SPV_KHR_16bit_storage][..]]);
        assert_eq!(io16.capabilities, [&[Capability::StorageInputOutput16][..]]);
        // 8-bit inputs have no storage capability: they need Int8 and no extension.
        let io8 = scalar_type_requirements(ScalarKind::Int, 8, Some(StorageClass::Input)).unwrap();
        assert!(io8.extensions.is_empty());
        assert_eq!(io8.capabilities, [&[Capability::Int8][..]]);
    }

    #[test]
    fn sixty_four_bit_values_need_int64_or_float64_everywhere() {
        for sc in [
            StorageClass::StorageBuffer,
            StorageClass::Uniform,
            StorageClass::PushConstant,
        ] {
            let i = scalar_type_requirements(ScalarKind::Int, 64, Some(sc)).unwrap();
            assert!(i.extensions.is_empty());
            assert_eq!(i.capabilities, [&[Capability::Int64][..]]);
            let f = scalar_type_requirements(ScalarKind::Float, 64, Some(sc)).unwrap();
            assert_eq!(f.capabilities, [&[Capability::Float64][..]]);
        }
    }

    #[test]
    fn bfloat_and_float8_need_their_extensions() {
        let bf = scalar_type_requirements(ScalarKind::BFloat, 16, None).unwrap();
        assert_eq!(exts(&bf), [&[Extension::SPV_KHR_bfloat16][..]]);
        assert_eq!(bf.capabilities, [&[Capability::BFloat16TypeKHR][..]]);
        // In a storage buffer, the type's extension and the storage's.
        let storage_buffer = Some(StorageClass::StorageBuffer);
        let cases = [
            (ScalarKind::BFloat, 16, Extension::SPV_KHR_bfloat16),
            (ScalarKind::Float8, 8, Extension::SPV_EXT_float8),
        ];
        for (kind, bits, extension) in cases {
            let stored = scalar_type_requirements(kind, bits, storage_buffer).unwrap();
            let (storage, access) = if bits == 16 {
                (
                    Extension::SPV_KHR_16bit_storage,
                    Capability::StorageBuffer16BitAccess,
                )
            } else {
                (
                    Extension::SPV_KHR_8bit_storage,
                    Capability::StorageBuffer8BitAccess,
                )
            };
            assert_eq!(exts(&stored), [&[extension][..], &[storage][..]]);
            assert_eq!(stored.capabilities, [&[access][..]]);
        }
    }

    #[test]
    fn widths_without_a_spirv_type_are_errors() {
        for (kind, bits) in [
            (ScalarKind::Int, 0),
            (ScalarKind::Int, 128),
            (ScalarKind::Float, 8),
            (ScalarKind::Float, 80),
            (ScalarKind::BFloat, 32),
            (ScalarKind::Float8, 16),
        ] {
            assert_eq!(
                scalar_type_requirements(kind, bits, None),
                Err(InvalidScalarType { kind, bits })
            );
        }
        assert_eq!(
            InvalidScalarType {
                kind: ScalarKind::Float,
                bits: 8
            }
            .to_string(),
            "SPIR-V has no 8-bit Float scalar type"
        );
    }
}
