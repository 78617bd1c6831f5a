//! The `(version, capabilities, extensions)` triple: MLIR's
//! `spirv::VerCapExtAttr`, printed `#spirv.vce<v1.0, [Shader], [SPV_KHR_...]>`.

use std::fmt;

use spirv::Capability;

use crate::availability::{Extension, GrammarEnum, Version};

/// A SPIR-V version with the capabilities and extensions a module declares
/// (`spirv.module ... requires #spirv.vce<...>`) or a target allows.
///
/// Like MLIR's attribute, the lists keep the order (and any repetition) they
/// were given in, so text round-trips exactly; [`Vce::add_capability`] and
/// [`Vce::add_extension`] append only what is not there yet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Vce {
    /// The SPIR-V version.
    pub version: Version,
    /// The declared capabilities.
    pub capabilities: Vec<Capability>,
    /// The enabled extensions.
    pub extensions: Vec<Extension>,
}

impl Vce {
    /// A triple with exactly these lists.
    pub fn new(
        version: Version,
        capabilities: impl IntoIterator<Item = Capability>,
        extensions: impl IntoIterator<Item = Extension>,
    ) -> Self {
        Vce {
            version,
            capabilities: capabilities.into_iter().collect(),
            extensions: extensions.into_iter().collect(),
        }
    }

    /// Appends `cap` unless it is already listed.
    pub fn add_capability(&mut self, cap: Capability) {
        if !self.capabilities.contains(&cap) {
            self.capabilities.push(cap);
        }
    }

    /// Appends `ext` unless it is already listed.
    pub fn add_extension(&mut self, ext: Extension) {
        if !self.extensions.contains(&ext) {
            self.extensions.push(ext);
        }
    }

    /// Drops the extensions whose features the version has in core.
    pub fn drop_core_extensions(&mut self) {
        let version = self.version;
        self.extensions
            .retain(|extension| extension.core_version().is_none_or(|core| core > version));
    }
}

impl fmt::Display for Vce {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#spirv.vce<{}, [", self.version)?;
        for (i, cap) in self.capabilities.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(cap.mlir_name())?;
        }
        f.write_str("], [")?;
        for (i, ext) in self.extensions.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(ext.name())?;
        }
        f.write_str("]>")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_like_mlir() {
        let vce = Vce::new(
            Version::V1_0,
            [Capability::Shader],
            [Extension::SPV_KHR_storage_buffer_storage_class],
        );
        assert_eq!(
            vce.to_string(),
            "#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>"
        );
        assert_eq!(
            Vce::new(Version::V1_6, [], []).to_string(),
            "#spirv.vce<v1.6, [], []>"
        );
        // MLIR's spellings: the first alias, kept as given, repetitions included.
        let vce = Vce::new(
            Version::V1_3,
            [
                Capability::UniformAndStorageBuffer16BitAccess,
                Capability::Int64,
                Capability::Int64,
            ],
            [
                Extension::SPV_KHR_16bit_storage,
                Extension::SPV_KHR_8bit_storage,
            ],
        );
        assert_eq!(
            vce.to_string(),
            "#spirv.vce<v1.3, [StorageUniform16, Int64, Int64], [SPV_KHR_16bit_storage, SPV_KHR_8bit_storage]>"
        );
    }

    #[test]
    fn adding_keeps_first_occurrences() {
        let mut vce = Vce::default();
        vce.add_capability(Capability::Shader);
        vce.add_capability(Capability::Int8);
        vce.add_capability(Capability::Shader);
        vce.add_extension(Extension::SPV_KHR_8bit_storage);
        vce.add_extension(Extension::SPV_KHR_8bit_storage);
        assert_eq!(vce.capabilities, [Capability::Shader, Capability::Int8]);
        assert_eq!(vce.extensions, [Extension::SPV_KHR_8bit_storage]);
        assert_eq!(vce.version, Version::V1_0);
    }
}
