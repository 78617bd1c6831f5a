//! Why a resource (or a value) has no SPIR-V form for the target, worded for
//! diagnostics that name the resource, its type and the target environment.

use std::fmt;

use dialect_spirv::availability::{GrammarEnum, Requirements};
use dialect_spirv::target_env::{Missing, TargetEnv};
use resource_model::element_types::ElementError;
use resource_model::layout::LayoutError;

/// Why a type cannot be lowered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResourceTypeError {
    /// Sampler feedback textures exist in DirectX only.
    #[error(
        "sampler feedback textures have no SPIR-V form (SPIR-V and Vulkan have no sampler feedback)"
    )]
    Feedback,
    /// A texel type Vulkan images cannot hold.
    #[error("Vulkan images hold 32-bit texels or 64-bit integers; '{0}' texels have no image form")]
    Texel(String),
    /// Something the target environment does not allow.
    #[error("{what} {}", Needs(.missing))]
    Unavailable {
        /// What needs it, e.g. `f16 in StorageBuffer storage`.
        what: String,
        missing: Missing,
    },
    #[error(transparent)]
    Layout(#[from] LayoutError),
    #[error(transparent)]
    Element(#[from] ElementError),
}

impl ResourceTypeError {
    /// The message for a diagnostic, ending with the target environment when
    /// the target is what lacks something.
    pub fn explain(&self, env_name: &str) -> String {
        match self {
            ResourceTypeError::Unavailable { .. } => {
                format!("{self}, which target environment {env_name} does not allow")
            }
            _ => self.to_string(),
        }
    }
}

/// Checks `requirements` (of `what`) against `env`.
pub fn require(
    env: &TargetEnv,
    what: impl Into<String>,
    requirements: &Requirements,
) -> Result<(), ResourceTypeError> {
    env.allows_requirements(requirements)
        .map_err(|missing| ResourceTypeError::Unavailable {
            what: what.into(),
            missing,
        })
}

/// Checks that `env` allows one of `capabilities` (of `what`) and then what
/// declaring it needs: a diagnostic names the capability before its
/// extension or version.
pub fn require_capability(
    env: &TargetEnv,
    what: impl Into<String>,
    capabilities: &'static [spirv::Capability],
) -> Result<Requirements, ResourceTypeError> {
    let what = what.into();
    let mut capability = Requirements::new();
    capability.capabilities.push(capabilities);
    require(env, what.clone(), &capability)?;
    let requirements = super::image::capability_requirements(capabilities);
    require(env, what, &requirements)?;
    Ok(requirements)
}

/// "needs capability X" and the like, for a [`Missing`].
struct Needs<'a>(&'a Missing);

impl fmt::Display for Needs<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Missing::MinVersion { required, .. } => {
                write!(f, "needs SPIR-V {}", version_number(*required))
            }
            Missing::MaxVersion { max, .. } => {
                write!(f, "was removed from SPIR-V after {}", version_number(*max))
            }
            Missing::Capability { any_of } => {
                let names: Vec<&str> = any_of.iter().map(|c| c.mlir_name()).collect();
                match names.as_slice() {
                    [one] => write!(f, "needs capability {one}"),
                    many => write!(f, "needs one of the capabilities {}", many.join(", ")),
                }
            }
            Missing::Extension { any_of, core_since } => {
                let names: Vec<&str> = any_of.iter().map(|e| e.name()).collect();
                match names.as_slice() {
                    [one] => write!(f, "needs extension {one}")?,
                    many => write!(f, "needs one of the extensions {}", many.join(", "))?,
                }
                match core_since {
                    Some(version) => write!(f, " (or SPIR-V {})", version_number(*version)),
                    None => Ok(()),
                }
            }
        }
    }
}

/// `1.3` for `v1.3`.
fn version_number(version: dialect_spirv::availability::Version) -> String {
    let (major, minor) = version.major_minor();
    format!("{major}.{minor}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use dialect_spirv::availability::{Extension, Version};
    use spirv::Capability;

    #[test]
    fn messages_name_what_is_missing() {
        let err = ResourceTypeError::Unavailable {
            what: "f16 in StorageBuffer storage".into(),
            missing: Missing::Capability {
                any_of: vec![Capability::StorageBuffer16BitAccess],
            },
        };
        assert_eq!(
            err.explain("vulkan1.0"),
            "f16 in StorageBuffer storage needs capability StorageBuffer16BitAccess, which target environment \
             vulkan1.0 does not allow"
        );
        let err = ResourceTypeError::Unavailable {
            what: "a runtime array of resources".into(),
            missing: Missing::Extension {
                any_of: vec![Extension::SPV_EXT_descriptor_indexing],
                core_since: Some(Version::V1_5),
            },
        };
        assert_eq!(
            err.to_string(),
            "a runtime array of resources needs extension SPV_EXT_descriptor_indexing (or SPIR-V 1.5)"
        );
        let err = ResourceTypeError::Unavailable {
            what: "x".into(),
            missing: Missing::MinVersion {
                required: Version::V1_4,
                allowed: Version::V1_0,
            },
        };
        assert_eq!(err.to_string(), "x needs SPIR-V 1.4");
        assert_eq!(
            ResourceTypeError::Feedback.explain("vulkan1.2"),
            ResourceTypeError::Feedback.to_string()
        );
    }
}
