//! SPIR-V extensions: spelling, and the extensions a SPIR-V version
//! incorporates into its core (MLIR's `spirv::getImpliedExtensions`).
//!
//! The [`Extension`] enum itself is generated from the grammar (see
//! `grammar/build.rs`). The version-implied set is derived from the grammar
//! too: an extension is part of version V's core when every grammar entry
//! that lists it became core by V; the three extensions the SPIR-V
//! specification folds in only partially are added explicitly there.

use super::grammar::VERSION_IMPLIED_EXTENSIONS;
use super::{Extension, UnknownName, Version, spelled_by_name};

impl Extension {
    /// The SPIR-V version whose core includes this extension, if any.
    pub fn core_version(self) -> Option<Version> {
        VERSION_IMPLIED_EXTENSIONS
            .iter()
            .find(|(ext, _)| *ext == self)
            .map(|(_, version)| *version)
    }
}

// `ALL` is sorted by name.
spelled_by_name!(
    Extension,
    UnknownName,
    |s| (Extension::ALL.binary_search_by(|ext| ext.name().cmp(s)))
        .ok()
        .map(|i| Extension::ALL[i]),
    UnknownName::new("extension", s)
);

/// The extensions whose functionality is core in `version` (and so allowed in
/// any module of that version), oldest fold first.
pub fn implied_extensions(version: Version) -> impl Iterator<Item = Extension> {
    VERSION_IMPLIED_EXTENSIONS
        .iter()
        .filter(move |(_, core)| *core <= version)
        .map(|(ext, _)| *ext)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn implied_at(version: Version) -> Vec<&'static str> {
        let mut names: Vec<_> = implied_extensions(version).map(Extension::name).collect();
        names.sort_unstable();
        names
    }

    /// The lists of MLIR's `getImpliedExtensions` (SPIR-V spec, "Changes").
    #[test]
    fn version_implied_extensions_match_upstream() {
        // What each version adds to those of the versions before it.
        let added: [(Version, &[&str]); 5] = [
            (Version::V1_2, &[]),
            (
                Version::V1_3,
                &[
                    "SPV_KHR_16bit_storage",
                    "SPV_KHR_device_group",
                    "SPV_KHR_multiview",
                    "SPV_KHR_shader_draw_parameters",
                    "SPV_KHR_storage_buffer_storage_class",
                    "SPV_KHR_variable_pointers",
                ],
            ),
            (
                Version::V1_4,
                &[
                    "SPV_GOOGLE_decorate_string",
                    "SPV_GOOGLE_hlsl_functionality1",
                    "SPV_KHR_float_controls",
                    "SPV_KHR_no_integer_wrap_decoration",
                ],
            ),
            (
                Version::V1_5,
                &[
                    "SPV_EXT_descriptor_indexing",
                    "SPV_EXT_physical_storage_buffer",
                    "SPV_EXT_shader_viewport_index_layer",
                    "SPV_KHR_8bit_storage",
                    "SPV_KHR_physical_storage_buffer",
                    "SPV_KHR_vulkan_memory_model",
                ],
            ),
            (
                Version::V1_6,
                &[
                    "SPV_EXT_demote_to_helper_invocation",
                    "SPV_KHR_integer_dot_product",
                    "SPV_KHR_non_semantic_info",
                    "SPV_KHR_terminate_invocation",
                ],
            ),
        ];
        let mut expected = Vec::new();
        for (version, names) in added {
            expected.extend_from_slice(names);
            expected.sort_unstable();
            assert_eq!(implied_at(version), expected, "{version}");
        }
    }

    #[test]
    fn core_versions() {
        assert_eq!(
            Extension::SPV_KHR_storage_buffer_storage_class.core_version(),
            Some(Version::V1_3)
        );
        assert_eq!(
            Extension::SPV_KHR_8bit_storage.core_version(),
            Some(Version::V1_5)
        );
        assert_eq!(Extension::SPV_KHR_shader_ballot.core_version(), None);
        assert_eq!(Extension::SPV_EXT_mesh_shader.core_version(), None);
    }

    #[test]
    fn names_round_trip() {
        for ext in Extension::ALL {
            assert_eq!(ext.to_string().parse::<Extension>(), Ok(ext));
        }
        assert!(Extension::ALL.windows(2).all(|w| w[0].name() < w[1].name()));
        assert_eq!(
            "SPV_FOO".parse::<Extension>().unwrap_err().to_string(),
            "unknown extension: SPV_FOO"
        );
        // Known to MLIR although no core-grammar entry lists it.
        assert_eq!(
            "SPV_KHR_non_semantic_info".parse(),
            Ok(Extension::SPV_KHR_non_semantic_info)
        );
    }
}
