//! SPIR-V availability: which SPIR-V version, extensions and capabilities each
//! opcode, enumerant and scalar type needs, and the deduction of a module's
//! minimal `(version, capabilities, extensions)` triple (`spirv-update-vce`).
//!
//! Mirrors the "Availability" section of MLIR's SPIR-V dialect design
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#availability>),
//! MLIR's `SPIRVEnums.cpp` (implied extensions and capabilities),
//! `ScalarType::getExtensions`/`getCapabilities` and `UpdateVCEPass.cpp`.
//!
//! The data comes from the SPIR-V grammar, never from hand-written opcode or
//! capability tables: opcode capabilities and extensions from
//! `rspirv::grammar`, everything the crates do not carry (versions, enumerant
//! availability, capability implications, aliases) from the Khronos grammar
//! file vendored in `grammar/`, turned into tables at build time.

mod capability;
mod deduce;
mod extension;
mod grammar;
mod requirements;
mod scalar;
mod version;

pub use capability::{capability_closure, implied_capabilities, recursive_implied_capabilities};
pub use deduce::{VceDeducer, VceError};
pub use extension::implied_extensions;
pub use grammar::{
    Enumerant, Extension, GrammarBitEnum, GrammarEnum, UnknownEnumerant, op_availability,
};
pub use requirements::{Availability, ExtensionRequirement, Requirements};
pub use scalar::{InvalidScalarType, ScalarKind, scalar_type_requirements};
pub use version::Version;

/// A name that is not the spelling of any value of its kind, e.g. an unknown
/// capability in `#spirv.vce<...>`. Displays as MLIR reports it:
/// `unknown capability: Foo`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {kind}: {name}")]
pub struct UnknownName {
    /// What was being named, e.g. `capability`, `extension`, `client API`.
    pub kind: &'static str,
    /// The name as written.
    pub name: String,
}

/// `Display` as the value's `name()` and `FromStr` through `lookup` (an
/// `Option` of the value spelled `s`), else the error `unknown`.
macro_rules! spelled_by_name {
    ($ty:ty, $err:ty, |$s:ident| $lookup:expr, $unknown:expr) => {
        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl ::std::str::FromStr for $ty {
            type Err = $err;

            fn from_str($s: &str) -> Result<Self, Self::Err> {
                $lookup.ok_or_else(|| $unknown)
            }
        }
    };
}
pub(crate) use spelled_by_name;

impl UnknownName {
    pub(crate) fn new(kind: &'static str, name: &str) -> Self {
        UnknownName {
            kind,
            name: name.to_owned(),
        }
    }
}
