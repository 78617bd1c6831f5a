//! What a grammar item needs ([`Availability`]) and what a use of several
//! items needs together ([`Requirements`]): MLIR's `QueryMinVersionInterface`,
//! `QueryMaxVersionInterface`, `QueryExtensionInterface` and
//! `QueryCapabilityInterface` results, as plain data.

use spirv::Capability;

use super::grammar::{GrammarBitEnum, GrammarEnum, UnknownEnumerant, op_availability};
use super::{Extension, Version};

/// What one opcode, enumerant or type needs, read from the SPIR-V grammar as
/// MLIR reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Availability {
    /// The minimal SPIR-V version. When [`Self::extensions`] is not empty the
    /// item is usable in any version through one of them, so this is 1.0 and
    /// the grammar's version is kept in [`Self::core_since`].
    pub min_version: Version,
    /// The last SPIR-V version that has the item, if it was removed.
    pub max_version: Option<Version>,
    /// The SPIR-V version whose core has the item without any of
    /// [`Self::extensions`] (`None` when it is extension-only).
    pub core_since: Option<Version>,
    /// At least one of these extensions must be enabled (empty: none needed).
    /// Sorted by name, as MLIR sorts them: a deduction picks the first allowed.
    pub extensions: &'static [Extension],
    /// At least one of these capabilities must be declared (empty: none
    /// needed). Sorted by spelling, as MLIR sorts them.
    pub capabilities: &'static [Capability],
}

impl Availability {
    /// Needs nothing: any version, no extension, no capability.
    pub const ALWAYS: Availability = Availability {
        min_version: Version::V1_0,
        max_version: None,
        core_since: None,
        extensions: &[],
        capabilities: &[],
    };

    /// Needs one of `capabilities`, in any version.
    pub const fn any_capability(capabilities: &'static [Capability]) -> Availability {
        Availability {
            capabilities,
            ..Availability::ALWAYS
        }
    }

    /// Needs one of `extensions`, in any version.
    pub const fn any_extension(extensions: &'static [Extension]) -> Availability {
        Availability {
            extensions,
            ..Availability::ALWAYS
        }
    }

    /// An item only extensions provide (no version's core has it): from
    /// `min_version`, with one of `extensions` and one of `capabilities`.
    pub const fn extension_only(
        min_version: Version,
        extensions: &'static [Extension],
        capabilities: &'static [Capability],
    ) -> Availability {
        Availability {
            min_version,
            extensions,
            capabilities,
            ..Availability::ALWAYS
        }
    }

    /// True if the item needs nothing.
    pub fn is_always(&self) -> bool {
        *self == Availability::ALWAYS
    }
}

impl Default for Availability {
    fn default() -> Self {
        Availability::ALWAYS
    }
}

/// One conjunct of an extension requirement: any of `any_of`, or a SPIR-V
/// version of at least `core_since`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExtensionRequirement {
    /// The extensions any one of which satisfies the requirement.
    pub any_of: &'static [Extension],
    /// The version whose core satisfies it without an extension.
    pub core_since: Option<Version>,
}

/// What a use of several grammar items needs together: the maximum of their
/// minimal versions, the minimum of their maximal versions, and the
/// conjunction of their extension and capability alternatives (MLIR's
/// `((A or B) and (C or D))` vectors).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Requirements {
    /// The minimal SPIR-V version.
    pub min_version: Version,
    /// The last SPIR-V version allowed, if any item was removed from SPIR-V.
    pub max_version: Option<Version>,
    /// Each entry must be satisfied by one of its extensions (or its core version).
    pub extensions: Vec<ExtensionRequirement>,
    /// Each entry must be satisfied by one of its capabilities.
    pub capabilities: Vec<&'static [Capability]>,
}

impl Requirements {
    /// No requirements.
    pub fn new() -> Self {
        Requirements::default()
    }

    /// The requirements of one item.
    pub fn of(availability: Availability) -> Self {
        let mut requirements = Requirements::new();
        requirements.add(availability);
        requirements
    }

    /// The requirements of an opcode alone (before its operands' enumerants).
    pub fn of_op(op: spirv::Op) -> Self {
        Requirements::of(op_availability(op))
    }

    /// Adds one item's availability.
    pub fn add(&mut self, availability: Availability) {
        self.min_version = self.min_version.max(availability.min_version);
        self.max_version = match (self.max_version, availability.max_version) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        if !availability.extensions.is_empty() {
            self.extensions.push(ExtensionRequirement {
                any_of: availability.extensions,
                core_since: availability.core_since,
            });
        }
        if !availability.capabilities.is_empty() {
            self.capabilities.push(availability.capabilities);
        }
    }

    /// Adds everything `other` needs.
    pub fn add_all(&mut self, other: &Requirements) {
        self.min_version = self.min_version.max(other.min_version);
        self.max_version = match (self.max_version, other.max_version) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.extensions.extend_from_slice(&other.extensions);
        self.capabilities.extend_from_slice(&other.capabilities);
    }

    /// Adds what an enumerant operand (e.g. a storage class) needs.
    pub fn add_enum<E: GrammarEnum>(&mut self, value: E) -> Result<(), UnknownEnumerant> {
        self.add_all(&value.requirements()?);
        Ok(())
    }

    /// Adds what every set bit of a bit-enum operand (e.g. memory access) needs.
    pub fn add_bits<B: GrammarBitEnum>(&mut self, value: B) -> Result<(), UnknownEnumerant> {
        self.add_all(&value.requirements()?);
        Ok(())
    }

    /// True if nothing is required.
    pub fn is_empty(&self) -> bool {
        *self == Requirements::default()
    }
}

impl From<Availability> for Requirements {
    fn from(availability: Availability) -> Self {
        Requirements::of(availability)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combining_keeps_the_tightest_versions_and_every_alternative() {
        let mut requirements = Requirements::new();
        assert!(requirements.is_empty());
        requirements.add(Availability {
            min_version: Version::V1_3,
            ..Availability::ALWAYS
        });
        requirements.add(Availability {
            min_version: Version::V1_1,
            max_version: Some(Version::V1_5),
            capabilities: &[Capability::Int64],
            ..Availability::ALWAYS
        });
        requirements.add(Availability {
            max_version: Some(Version::V1_4),
            extensions: &[Extension::SPV_KHR_8bit_storage],
            core_since: Some(Version::V1_5),
            ..Availability::ALWAYS
        });
        requirements.add(Availability::ALWAYS);
        assert_eq!(requirements.min_version, Version::V1_3);
        assert_eq!(requirements.max_version, Some(Version::V1_4));
        assert_eq!(
            requirements.extensions,
            [ExtensionRequirement {
                any_of: &[Extension::SPV_KHR_8bit_storage],
                core_since: Some(Version::V1_5)
            }]
        );
        assert_eq!(requirements.capabilities, [&[Capability::Int64][..]]);
    }

    #[test]
    fn enum_operands_add_their_grammar_requirements() {
        let mut requirements = Requirements::of_op(spirv::Op::Variable);
        requirements
            .add_enum(spirv::StorageClass::StorageBuffer)
            .unwrap();
        assert_eq!(requirements.capabilities, [&[Capability::Shader][..]]);
        assert_eq!(requirements.extensions.len(), 1);
        assert_eq!(
            requirements.extensions[0].any_of,
            [
                Extension::SPV_KHR_storage_buffer_storage_class,
                Extension::SPV_KHR_variable_pointers
            ]
        );
        assert_eq!(requirements.extensions[0].core_since, Some(Version::V1_3));
    }

    #[test]
    fn bit_operands_add_every_set_bit() {
        let mut requirements = Requirements::new();
        requirements
            .add_bits(spirv::MemoryAccess::ALIGNED | spirv::MemoryAccess::MAKE_POINTER_AVAILABLE)
            .unwrap();
        assert_eq!(
            requirements.capabilities,
            [&[Capability::VulkanMemoryModel][..]]
        );
        assert_eq!(requirements.min_version, Version::V1_0);
        assert_eq!(
            requirements.extensions[0].any_of,
            [Extension::SPV_KHR_vulkan_memory_model]
        );
        let mut none = Requirements::new();
        none.add_bits(spirv::MemoryAccess::NONE).unwrap();
        assert!(none.is_empty());
    }
}
