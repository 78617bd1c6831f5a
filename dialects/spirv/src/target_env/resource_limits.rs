//! Target resource limits: MLIR's `#spirv.resource_limits<...>`
//! (`SPIRV_ResourceLimitsAttr` in `SPIRVAttributes.td`, defaults from the
//! Vulkan minimum limits; `getDefaultResourceLimits` in `TargetAndABI.cpp`).
//!
//! Printed as MLIR 22 prints it: parameters in declaration order, each one
//! left out while it holds its default.

use std::fmt;

use crate::availability::GrammarEnum;

/// An integer attribute value with its signless integer type, as MLIR keeps
/// the elements of `max_compute_workgroup_size` (`128 : i32`; `128` is i64).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypedInteger {
    /// The value.
    pub value: i64,
    /// The bit width of the `iN` type.
    pub width: u32,
}

impl TypedInteger {
    /// A value of type `i32`.
    pub const fn i32(value: i32) -> Self {
        TypedInteger {
            value: value as i64,
            width: 32,
        }
    }

    /// A value of type `i64`, MLIR's type for an integer literal without one.
    pub const fn i64(value: i64) -> Self {
        TypedInteger { value, width: 64 }
    }
}

impl fmt::Display for TypedInteger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.width {
            64 => write!(f, "{}", self.value),
            1 => f.write_str(if self.value == 0 { "false" } else { "true" }),
            width => write!(f, "{} : i{width}", self.value),
        }
    }
}

/// One supported cooperative-matrix configuration: with `acc_sat`,
/// `VkCooperativeMatrixPropertiesKHR`, printed `#spirv.coop_matrix_props_khr<...>`;
/// without, `VkCooperativeMatrixPropertiesNV` (`SPV_NV_cooperative_matrix`
/// has no saturating accumulation), printed `#spirv.coop_matrix_props_nv<...>`.
/// Types are kept as MLIR type text (`i8`, `f16`, ...).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CooperativeMatrixProperties {
    /// Rows of A and of the result.
    pub m_size: i32,
    /// Columns of B and of the result.
    pub n_size: i32,
    /// Columns of A, rows of B.
    pub k_size: i32,
    /// Element type of A.
    pub a_type: String,
    /// Element type of B.
    pub b_type: String,
    /// Element type of C.
    pub c_type: String,
    /// Element type of the result.
    pub result_type: String,
    /// Whether the accumulation saturates (the KHR form only).
    pub acc_sat: Option<bool>,
    /// The scope the matrices live in.
    pub scope: spirv::Scope,
}

/// A `#spirv.coop_matrix_props_khr` (with `acc_sat`).
pub type CooperativeMatrixPropertiesKhr = CooperativeMatrixProperties;
/// A `#spirv.coop_matrix_props_nv` (without `acc_sat`).
pub type CooperativeMatrixPropertiesNv = CooperativeMatrixProperties;

impl fmt::Display for CooperativeMatrixProperties {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "#spirv.coop_matrix_props_{}<m_size = {}, n_size = {}, k_size = {}, a_type = {}, b_type = {}, \
             c_type = {}, result_type = {}, ",
            if self.acc_sat.is_some() { "khr" } else { "nv" },
            self.m_size,
            self.n_size,
            self.k_size,
            self.a_type,
            self.b_type,
            self.c_type,
            self.result_type,
        )?;
        if let Some(acc_sat) = self.acc_sat {
            write!(f, "acc_sat = {acc_sat}, ")?;
        }
        write!(f, "scope = <{}>>", self.scope.mlir_name())
    }
}

/// The limits of the target that affect SPIR-V code generation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ResourceLimits {
    /// Bytes available to `Workgroup` variables. Default 16384.
    pub max_compute_shared_memory_size: i32,
    /// Invocations in one workgroup. Default 128.
    pub max_compute_workgroup_invocations: i32,
    /// Workgroup size per dimension. Default `[128 : i32, 128 : i32, 64 : i32]`.
    pub max_compute_workgroup_size: Vec<TypedInteger>,
    /// The default subgroup size. Default 32.
    pub subgroup_size: i32,
    /// The smallest subgroup size, when it is controllable.
    pub min_subgroup_size: Option<i32>,
    /// The largest subgroup size, when it is controllable.
    pub max_subgroup_size: Option<i32>,
    /// Supported `SPV_KHR_cooperative_matrix` configurations (`None`: not given).
    pub cooperative_matrix_properties_khr: Option<Vec<CooperativeMatrixPropertiesKhr>>,
    /// Supported `SPV_NV_cooperative_matrix` configurations (`None`: not given).
    pub cooperative_matrix_properties_nv: Option<Vec<CooperativeMatrixPropertiesNv>>,
}

impl ResourceLimits {
    /// The default of `max_compute_shared_memory_size`.
    pub const DEFAULT_MAX_COMPUTE_SHARED_MEMORY_SIZE: i32 = 16384;
    /// The default of `max_compute_workgroup_invocations`.
    pub const DEFAULT_MAX_COMPUTE_WORKGROUP_INVOCATIONS: i32 = 128;
    /// The default of `max_compute_workgroup_size`.
    pub const DEFAULT_MAX_COMPUTE_WORKGROUP_SIZE: [TypedInteger; 3] = [
        TypedInteger::i32(128),
        TypedInteger::i32(128),
        TypedInteger::i32(64),
    ];
    /// The default of `subgroup_size`.
    pub const DEFAULT_SUBGROUP_SIZE: i32 = 32;

    /// The values of `max_compute_workgroup_size`.
    pub fn max_compute_workgroup_size_values(&self) -> impl Iterator<Item = i64> + '_ {
        self.max_compute_workgroup_size.iter().map(|v| v.value)
    }
}

impl Default for ResourceLimits {
    fn default() -> Self {
        ResourceLimits {
            max_compute_shared_memory_size: Self::DEFAULT_MAX_COMPUTE_SHARED_MEMORY_SIZE,
            max_compute_workgroup_invocations: Self::DEFAULT_MAX_COMPUTE_WORKGROUP_INVOCATIONS,
            max_compute_workgroup_size: Self::DEFAULT_MAX_COMPUTE_WORKGROUP_SIZE.to_vec(),
            subgroup_size: Self::DEFAULT_SUBGROUP_SIZE,
            min_subgroup_size: None,
            max_subgroup_size: None,
            cooperative_matrix_properties_khr: None,
            cooperative_matrix_properties_nv: None,
        }
    }
}

/// Writes `[a, b, c]`.
fn write_list<T: fmt::Display>(f: &mut fmt::Formatter<'_>, items: &[T]) -> fmt::Result {
    f.write_str("[")?;
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{item}")?;
    }
    f.write_str("]")
}

impl fmt::Display for ResourceLimits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("#spirv.resource_limits<")?;
        let mut first = true;
        let mut key = |f: &mut fmt::Formatter<'_>, name: &str| {
            let separator = if first { "" } else { ", " };
            first = false;
            write!(f, "{separator}{name} = ")
        };
        if self.max_compute_shared_memory_size != Self::DEFAULT_MAX_COMPUTE_SHARED_MEMORY_SIZE {
            key(f, "max_compute_shared_memory_size")?;
            write!(f, "{}", self.max_compute_shared_memory_size)?;
        }
        if self.max_compute_workgroup_invocations != Self::DEFAULT_MAX_COMPUTE_WORKGROUP_INVOCATIONS
        {
            key(f, "max_compute_workgroup_invocations")?;
            write!(f, "{}", self.max_compute_workgroup_invocations)?;
        }
        if self.max_compute_workgroup_size != Self::DEFAULT_MAX_COMPUTE_WORKGROUP_SIZE {
            key(f, "max_compute_workgroup_size")?;
            write_list(f, &self.max_compute_workgroup_size)?;
        }
        if self.subgroup_size != Self::DEFAULT_SUBGROUP_SIZE {
            key(f, "subgroup_size")?;
            write!(f, "{}", self.subgroup_size)?;
        }
        if let Some(size) = self.min_subgroup_size {
            key(f, "min_subgroup_size")?;
            write!(f, "{size}")?;
        }
        if let Some(size) = self.max_subgroup_size {
            key(f, "max_subgroup_size")?;
            write!(f, "{size}")?;
        }
        if let Some(properties) = &self.cooperative_matrix_properties_khr {
            key(f, "cooperative_matrix_properties_khr")?;
            write_list(f, properties)?;
        }
        if let Some(properties) = &self.cooperative_matrix_properties_nv {
            key(f, "cooperative_matrix_properties_nv")?;
            write_list(f, properties)?;
        }
        f.write_str(">")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_print_empty() {
        assert_eq!(
            ResourceLimits::default().to_string(),
            "#spirv.resource_limits<>"
        );
        let limits = ResourceLimits::default();
        assert_eq!(
            limits
                .max_compute_workgroup_size_values()
                .collect::<Vec<_>>(),
            [128, 128, 64]
        );
    }

    #[test]
    fn prints_non_defaults_in_declaration_order() {
        let limits = ResourceLimits {
            subgroup_size: 64,
            max_compute_shared_memory_size: 1,
            ..ResourceLimits::default()
        };
        assert_eq!(
            limits.to_string(),
            "#spirv.resource_limits<max_compute_shared_memory_size = 1, subgroup_size = 64>"
        );

        // An i64 array differs from the i32 default, as in MLIR.
        let limits = ResourceLimits {
            max_compute_workgroup_size: [128, 128, 64].map(TypedInteger::i64).to_vec(),
            min_subgroup_size: Some(8),
            max_subgroup_size: Some(64),
            cooperative_matrix_properties_khr: Some(vec![]),
            cooperative_matrix_properties_nv: Some(vec![]),
            ..ResourceLimits::default()
        };
        assert_eq!(
            limits.to_string(),
            "#spirv.resource_limits<max_compute_workgroup_size = [128, 128, 64], min_subgroup_size = 8, \
             max_subgroup_size = 64, cooperative_matrix_properties_khr = [], cooperative_matrix_properties_nv = []>"
        );
        let limits = ResourceLimits {
            max_compute_workgroup_size: vec![
                TypedInteger::i32(1),
                TypedInteger::i64(2),
                TypedInteger::i32(3),
            ],
            ..ResourceLimits::default()
        };
        assert_eq!(
            limits.to_string(),
            "#spirv.resource_limits<max_compute_workgroup_size = [1 : i32, 2, 3 : i32]>"
        );
    }

    #[test]
    fn prints_cooperative_matrix_properties() {
        let khr = CooperativeMatrixProperties {
            m_size: 8,
            n_size: 8,
            k_size: 32,
            a_type: "i8".into(),
            b_type: "i8".into(),
            c_type: "i32".into(),
            result_type: "i32".into(),
            acc_sat: Some(true),
            scope: spirv::Scope::Subgroup,
        };
        let limits = ResourceLimits {
            cooperative_matrix_properties_khr: Some(vec![khr.clone()]),
            cooperative_matrix_properties_nv: Some(vec![CooperativeMatrixProperties {
                acc_sat: None,
                ..khr
            }]),
            ..ResourceLimits::default()
        };
        assert_eq!(
            limits.to_string(),
            "#spirv.resource_limits<cooperative_matrix_properties_khr = [#spirv.coop_matrix_props_khr<m_size = 8, \
             n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = true, \
             scope = <Subgroup>>], cooperative_matrix_properties_nv = [#spirv.coop_matrix_props_nv<m_size = 8, \
             n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, \
             scope = <Subgroup>>]>"
        );
    }

    #[test]
    fn typed_integers_print_their_type_unless_i64() {
        assert_eq!(TypedInteger::i32(-5).to_string(), "-5 : i32");
        assert_eq!(TypedInteger::i64(7).to_string(), "7");
        assert_eq!(
            TypedInteger {
                value: 3,
                width: 16
            }
            .to_string(),
            "3 : i16"
        );
        assert_eq!(TypedInteger { value: 1, width: 1 }.to_string(), "true");
    }
}
