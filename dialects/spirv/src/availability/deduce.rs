//! The IR-independent core of `spirv-update-vce`: deduce the minimal
//! `(version, capabilities, extensions)` a module needs from the requirements
//! of its ops and their value types, checking each against the target
//! environment. Same algorithm and diagnostics as MLIR's `UpdateVCEPass.cpp`:
//!
//! - the version is the maximum of the ops' minimal versions;
//! - for each extension (capability) alternative list, the first one the
//!   target allows is recorded, in first-use order;
//! - an op is checked in the order: version, op extensions, op capabilities,
//!   then each value type's extensions and capabilities;
//! - the capabilities implied by the recorded ones are appended at the end.
//!
//! Two checks go beyond MLIR 22, only where it would emit an invalid triple
//! or reject a valid one: an op removed from SPIR-V (a max version) cannot
//! meet an op that needs a later version, and an extension requirement whose
//! extensions the target lacks is met by raising the version to the one that
//! has the feature in core when the target allows it.

use spirv::Capability;

use super::{Extension, ExtensionRequirement, Requirements, Version, capability_closure};
use crate::target_env::{Missing, TargetEnv, Vce};

/// Why a module's requirements cannot be met by its target environment.
/// Displays as MLIR's `spirv-update-vce` diagnostics.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VceError {
    /// The op needs something the target lacks.
    #[error("'{op}' {missing}")]
    Unavailable {
        /// The op's name, e.g. `spirv.GroupNonUniformBallot`.
        op: String,
        /// What the target lacks.
        missing: Missing,
    },
    /// The op was removed from SPIR-V before a version another op needs.
    #[error("'{op}' requires max version {max} but '{other}' requires min version {min}")]
    RemovedBeforeRequired {
        /// The removed op.
        op: String,
        /// The last version that has it.
        max: Version,
        /// The op needing a later version.
        other: String,
        /// The version `other` needs.
        min: Version,
    },
    /// The op needs a version after another op was removed from SPIR-V.
    #[error("'{op}' requires min version {min} but '{other}' requires max version {max}")]
    RequiredAfterRemoved {
        /// The op needing the later version.
        op: String,
        /// The version it needs.
        min: Version,
        /// The removed op.
        other: String,
        /// The last version that has `other`.
        max: Version,
    },
}

/// Accumulates the requirements of a module's ops, one op at a time, in the
/// order MLIR's post-order walk visits them (nested ops before their parent,
/// the `spirv.module` op last).
#[derive(Clone, Debug)]
pub struct VceDeducer<'env> {
    env: &'env TargetEnv,
    version: Version,
    /// The op that raised the version to its current value.
    version_source: Option<String>,
    /// The tightest max version seen and the op that has it.
    max_version: Option<(Version, String)>,
    capabilities: Vec<Capability>,
    extensions: Vec<Extension>,
}

impl<'env> VceDeducer<'env> {
    /// A deduction against `env`, starting at SPIR-V 1.0 with nothing required.
    pub fn new(env: &'env TargetEnv) -> Self {
        VceDeducer {
            env,
            version: Version::V1_0,
            version_source: None,
            max_version: None,
            capabilities: Vec::new(),
            extensions: Vec::new(),
        }
    }

    /// The target environment deduced against.
    pub fn target_env(&self) -> &'env TargetEnv {
        self.env
    }

    /// The version deduced so far.
    pub fn version(&self) -> Version {
        self.version
    }

    /// Records one op: `op` is what the op itself needs (its opcode and
    /// enumerant operands), `value_types` what each of its operand and result
    /// types (and a global variable's pointer type) needs. Fails with the
    /// diagnostic MLIR emits at the first requirement the target cannot meet;
    /// the deduction must not be used after an error.
    pub fn visit_op(
        &mut self,
        op_name: &str,
        op: &Requirements,
        value_types: &[Requirements],
    ) -> Result<(), VceError> {
        self.require_versions(op_name, op.min_version, op.max_version)?;
        for extension in &op.extensions {
            self.require_extension(op_name, extension)?;
        }
        for any_of in &op.capabilities {
            self.require_capability(op_name, any_of)?;
        }
        for value_type in value_types {
            self.require_versions(op_name, value_type.min_version, value_type.max_version)?;
            for extension in &value_type.extensions {
                self.require_extension(op_name, extension)?;
            }
            for any_of in &value_type.capabilities {
                self.require_capability(op_name, any_of)?;
            }
        }
        Ok(())
    }

    /// The deduced triple: the version, the recorded capabilities followed by
    /// the ones they imply, and the recorded extensions.
    pub fn finish(self) -> Vce {
        Vce {
            version: self.version,
            capabilities: capability_closure(self.capabilities),
            extensions: self.extensions,
        }
    }

    fn require_versions(
        &mut self,
        op_name: &str,
        min: Version,
        max: Option<Version>,
    ) -> Result<(), VceError> {
        self.raise_version(op_name, min)?;
        let Some(max) = max else { return Ok(()) };
        if self.version > max {
            return Err(VceError::RemovedBeforeRequired {
                op: op_name.to_owned(),
                max,
                other: self.version_source.clone().unwrap_or_default(),
                min: self.version,
            });
        }
        if self
            .max_version
            .as_ref()
            .is_none_or(|(tightest, _)| max < *tightest)
        {
            self.max_version = Some((max, op_name.to_owned()));
        }
        Ok(())
    }

    fn raise_version(&mut self, op_name: &str, min: Version) -> Result<(), VceError> {
        if min <= self.version {
            return Ok(());
        }
        let allowed = self.env.version();
        if min > allowed {
            // MLIR reports the deduced version, which is `min` here.
            return Err(VceError::Unavailable {
                op: op_name.to_owned(),
                missing: Missing::MinVersion {
                    required: min,
                    allowed,
                },
            });
        }
        if let Some((max, other)) = &self.max_version
            && min > *max
        {
            return Err(VceError::RequiredAfterRemoved {
                op: op_name.to_owned(),
                min,
                other: other.clone(),
                max: *max,
            });
        }
        self.version = min;
        self.version_source = Some(op_name.to_owned());
        Ok(())
    }

    fn require_extension(
        &mut self,
        op_name: &str,
        requirement: &ExtensionRequirement,
    ) -> Result<(), VceError> {
        if let Some(chosen) = self.env.first_allowed_extension(requirement.any_of) {
            if !self.extensions.contains(&chosen) {
                self.extensions.push(chosen);
            }
            return Ok(());
        }
        match requirement.core_since {
            Some(core) if core <= self.env.version() => self.raise_version(op_name, core),
            _ => Err(VceError::Unavailable {
                op: op_name.to_owned(),
                missing: Missing::Extension {
                    any_of: requirement.any_of.to_vec(),
                    core_since: requirement.core_since,
                },
            }),
        }
    }

    fn require_capability(&mut self, op_name: &str, any_of: &[Capability]) -> Result<(), VceError> {
        match self.env.first_allowed_capability(any_of) {
            Some(chosen) => {
                if !self.capabilities.contains(&chosen) {
                    self.capabilities.push(chosen);
                }
                Ok(())
            }
            None => Err(VceError::Unavailable {
                op: op_name.to_owned(),
                missing: Missing::Capability {
                    any_of: any_of.to_vec(),
                },
            }),
        }
    }
}

#[cfg(test)]
mod tests;
