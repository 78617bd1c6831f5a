//! The target environment: MLIR's `spirv::TargetEnvAttr` (printed
//! `#spirv.target_env<...>`) together with the queries of `spirv::TargetEnv`
//! (`TargetAndABI.cpp`) and the legality test of `SPIRVConversionTarget`
//! (`SPIRVConversion.cpp`).
//!
//! A target allows the capabilities it lists and every capability they imply,
//! and the extensions it lists and every extension its SPIR-V version
//! incorporates into core.

use std::collections::BTreeSet;
use std::fmt;

use spirv::Capability;

use super::{ClientApi, DeviceType, ResourceLimits, Vce, Vendor};
use crate::availability::{
    Availability, Extension, GrammarEnum, Requirements, Version, capability_closure,
    implied_extensions,
};

/// The device id of a target that does not name one (MLIR's
/// `TargetEnvAttr::kUnknownDeviceID`).
pub const UNKNOWN_DEVICE_ID: u32 = 0x7FFF_FFFF;

/// What a target environment lacks for a use: the first unmet part of an
/// [`Availability`] or [`Requirements`], checked in MLIR's order (version,
/// extensions, capabilities). Displays with MLIR's wording, ready to follow
/// `'op-name' `.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Missing {
    /// The use needs a newer SPIR-V version.
    #[error("requires min version {required} but target environment allows up to {allowed}")]
    MinVersion {
        /// The version the use needs.
        required: Version,
        /// The target's version.
        allowed: Version,
    },
    /// The use was removed from SPIR-V before the target's version.
    #[error("requires max version {max} but target environment uses {target}")]
    MaxVersion {
        /// The last version that has it.
        max: Version,
        /// The target's version.
        target: Version,
    },
    /// None of the extensions that enable the use is allowed.
    #[error(
        "requires at least one extension in [{}] but none allowed in target environment",
        join(.any_of.iter().map(|e| e.name()))
    )]
    Extension {
        /// The alternatives.
        any_of: Vec<Extension>,
        /// The version whose core would also do (beyond the target's).
        core_since: Option<Version>,
    },
    /// None of the capabilities that enable the use is allowed.
    #[error(
        "requires at least one capability in [{}] but none allowed in target environment",
        join(.any_of.iter().map(|c| c.mlir_name()))
    )]
    Capability {
        /// The alternatives.
        any_of: Vec<Capability>,
    },
}

fn join<'a>(names: impl Iterator<Item = &'a str>) -> String {
    names.collect::<Vec<_>>().join(", ")
}

/// A SPIR-V target: the version, capabilities and extensions it supports,
/// the client API and device, and the resource limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetEnv {
    vce: Vce,
    client_api: ClientApi,
    vendor: Vendor,
    device_type: DeviceType,
    device_id: u32,
    limits: ResourceLimits,
    /// The listed capabilities and everything they imply.
    allowed_capabilities: BTreeSet<Capability>,
    /// The listed extensions and the ones the version has in core.
    allowed_extensions: BTreeSet<Extension>,
}

impl TargetEnv {
    /// A target supporting `vce`, with an unknown client API and device and
    /// the default resource limits.
    pub fn new(vce: Vce) -> Self {
        let allowed_capabilities = capability_closure(vce.capabilities.iter().copied())
            .into_iter()
            .collect();
        let allowed_extensions = vce
            .extensions
            .iter()
            .copied()
            .chain(implied_extensions(vce.version))
            .collect();
        TargetEnv {
            vce,
            client_api: ClientApi::Unknown,
            vendor: Vendor::Unknown,
            device_type: DeviceType::Unknown,
            device_id: UNKNOWN_DEVICE_ID,
            limits: ResourceLimits::default(),
            allowed_capabilities,
            allowed_extensions,
        }
    }

    /// This target for `client_api`.
    pub fn with_client_api(mut self, client_api: ClientApi) -> Self {
        self.client_api = client_api;
        self
    }

    /// This target on a device (use [`UNKNOWN_DEVICE_ID`] for no id).
    pub fn with_device(mut self, vendor: Vendor, device_type: DeviceType, device_id: u32) -> Self {
        self.vendor = vendor;
        self.device_type = device_type;
        self.device_id = device_id;
        self
    }

    /// This target with other resource limits.
    pub fn with_resource_limits(mut self, limits: ResourceLimits) -> Self {
        self.limits = limits;
        self
    }

    /// The supported version, capabilities and extensions, as given.
    pub fn vce(&self) -> &Vce {
        &self.vce
    }

    /// The SPIR-V version the target accepts at most.
    pub fn version(&self) -> Version {
        self.vce.version
    }

    /// The client API.
    pub fn client_api(&self) -> ClientApi {
        self.client_api
    }

    /// The device vendor.
    pub fn vendor(&self) -> Vendor {
        self.vendor
    }

    /// The device type.
    pub fn device_type(&self) -> DeviceType {
        self.device_type
    }

    /// The device id ([`UNKNOWN_DEVICE_ID`] if not given).
    pub fn device_id(&self) -> u32 {
        self.device_id
    }

    /// The resource limits.
    pub fn resource_limits(&self) -> &ResourceLimits {
        &self.limits
    }

    /// Every capability the target allows: the listed ones and all they imply.
    pub fn allowed_capabilities(&self) -> impl Iterator<Item = Capability> + '_ {
        self.allowed_capabilities.iter().copied()
    }

    /// Every extension the target allows: the listed ones and those its
    /// version has in core.
    pub fn allowed_extensions(&self) -> impl Iterator<Item = Extension> + '_ {
        self.allowed_extensions.iter().copied()
    }

    /// True if modules for this target may declare `cap`.
    pub fn allows_capability(&self, cap: Capability) -> bool {
        self.allowed_capabilities.contains(&cap)
    }

    /// True if modules for this target may use `ext`.
    pub fn allows_extension(&self, ext: Extension) -> bool {
        self.allowed_extensions.contains(&ext)
    }

    /// The first of `any_of` the target allows (MLIR's `TargetEnv::allows`
    /// on a list: the order of `any_of` decides).
    pub fn first_allowed_capability(&self, any_of: &[Capability]) -> Option<Capability> {
        any_of
            .iter()
            .copied()
            .find(|cap| self.allows_capability(*cap))
    }

    /// The first of `any_of` the target allows.
    pub fn first_allowed_extension(&self, any_of: &[Extension]) -> Option<Extension> {
        any_of
            .iter()
            .copied()
            .find(|ext| self.allows_extension(*ext))
    }

    /// Whether the target can express an item with this availability;
    /// otherwise the first thing it lacks.
    ///
    /// An item whose extensions are not allowed is still allowed when the
    /// target's version has it in core (`core_since`), as the SPIR-V
    /// specification reads the grammar.
    pub fn allows(&self, availability: &Availability) -> Result<(), Missing> {
        self.check_versions(availability.min_version, availability.max_version)?;
        if !availability.extensions.is_empty() {
            self.check_extensions(availability.extensions, availability.core_since)?;
        }
        if !availability.capabilities.is_empty() {
            self.check_capabilities(availability.capabilities)?;
        }
        Ok(())
    }

    /// Whether the target can express a use with these requirements (an op
    /// with its enumerant operands, or a type); otherwise the first thing it
    /// lacks. The rule of MLIR's `SPIRVConversionTarget::isLegalOp`.
    pub fn allows_requirements(&self, requirements: &Requirements) -> Result<(), Missing> {
        self.check_versions(requirements.min_version, requirements.max_version)?;
        for extension in &requirements.extensions {
            self.check_extensions(extension.any_of, extension.core_since)?;
        }
        for any_of in &requirements.capabilities {
            self.check_capabilities(any_of)?;
        }
        Ok(())
    }

    fn check_versions(&self, min: Version, max: Option<Version>) -> Result<(), Missing> {
        let target = self.version();
        if min > target {
            return Err(Missing::MinVersion {
                required: min,
                allowed: target,
            });
        }
        match max {
            Some(max) if max < target => Err(Missing::MaxVersion { max, target }),
            _ => Ok(()),
        }
    }

    fn check_extensions(
        &self,
        any_of: &[Extension],
        core_since: Option<Version>,
    ) -> Result<(), Missing> {
        let in_core = core_since.is_some_and(|version| version <= self.version());
        if in_core || self.first_allowed_extension(any_of).is_some() {
            Ok(())
        } else {
            Err(Missing::Extension {
                any_of: any_of.to_vec(),
                core_since,
            })
        }
    }

    fn check_capabilities(&self, any_of: &[Capability]) -> Result<(), Missing> {
        match self.first_allowed_capability(any_of) {
            Some(_) => Ok(()),
            None => Err(Missing::Capability {
                any_of: any_of.to_vec(),
            }),
        }
    }
}

/// MLIR's default target (`spirv::getDefaultTargetEnv`): SPIR-V 1.0 with
/// `Shader`, no extension, unknown API and device, default limits.
impl Default for TargetEnv {
    fn default() -> Self {
        TargetEnv::new(Vce::new(Version::V1_0, [Capability::Shader], []))
    }
}

impl fmt::Display for TargetEnv {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#spirv.target_env<{}", self.vce)?;
        if self.client_api != ClientApi::Unknown {
            write!(f, ", api={}", self.client_api)?;
        }
        // MLIR prints the device type only after a vendor, and the id only
        // after a device type.
        if self.vendor != Vendor::Unknown {
            write!(f, ", {}", self.vendor)?;
            if self.device_type != DeviceType::Unknown {
                write!(f, ":{}", self.device_type)?;
                if self.device_id != UNKNOWN_DEVICE_ID {
                    write!(f, ":{}", self.device_id)?;
                }
            }
        }
        write!(f, ", {}>", self.limits)
    }
}

#[cfg(test)]
mod tests;
