//! Parsing the target description attributes into [`crate::target_env`]'s
//! values: `#spirv.vce<...>`, `#spirv.target_env<...>`,
//! `#spirv.resource_limits<...>` and the cooperative-matrix property records.
//!
//! Syntax and diagnostics of MLIR 22's `SPIRVAttributes.cpp`
//! (`parseVerCapExtAttr`, `parseTargetEnvAttr`) and of the `struct(params)`
//! formats `mlir-tblgen` generates for the others.
//!
//! ```text
//! vce        ::= `<` version `,` `[` capability* `]` `,` `[` extension* `]` `>`
//! target-env ::= `<` vce `,` (`api` `=` client-api `,`)?
//!                (vendor (`:` device-type (`:` device-id)?)? `,`)? resource-limits `>`
//! ```

use std::str::FromStr;

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, ParseResult};
use shader_mlir::ir::{AttrKind, Attribute, TypeKind};
use spirv::Capability;

use super::enums::EnumKind;
use super::{SpirvAttr, parse_spirv_attr};
use crate::availability::{Extension, GrammarEnum, Version};
use crate::support::{parse_struct_params, type_str};
use crate::target_env::{
    ClientApi, CooperativeMatrixProperties, DeviceType, ResourceLimits, TargetEnv, TypedInteger,
    UNKNOWN_DEVICE_ID, Vce, Vendor,
};

/// The storage of `#spirv.target_env`: the parts of a [`TargetEnv`], which
/// itself also caches what its capabilities imply.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TargetEnvAttr {
    pub vce: Vce,
    pub client_api: ClientApi,
    pub vendor: Vendor,
    pub device_type: DeviceType,
    pub device_id: u32,
    pub limits: ResourceLimits,
}

impl TargetEnvAttr {
    /// The target this attribute describes.
    pub fn to_target_env(&self) -> TargetEnv {
        TargetEnv::new(self.vce.clone())
            .with_client_api(self.client_api)
            .with_device(self.vendor, self.device_type, self.device_id)
            .with_resource_limits(self.limits.clone())
    }
}

impl From<&TargetEnv> for TargetEnvAttr {
    fn from(env: &TargetEnv) -> Self {
        TargetEnvAttr {
            vce: env.vce().clone(),
            client_api: env.client_api(),
            vendor: env.vendor(),
            device_type: env.device_type(),
            device_id: env.device_id(),
            limits: env.resource_limits().clone(),
        }
    }
}

/// A keyword parsed with `FromStr`, its error reported at the keyword.
fn parse_named<T: FromStr>(p: &mut AsmParser<'_>) -> ParseResult<T>
where
    T::Err: std::fmt::Display,
{
    let loc = p.get_current_location();
    let word = p.parse_keyword_any()?;
    word.parse::<T>()
        .map_err(|e| p.emit_error_at(loc, e.to_string()))
}

/// After `#spirv.vce`.
pub(super) fn parse_vce_body(p: &mut AsmParser<'_>) -> ParseResult<Vce> {
    p.parse_less()?;
    let version: Version = parse_named(p)?;
    p.parse_comma()?;
    let mut capabilities = Vec::new();
    p.parse_comma_separated_list(Delimiter::Square, |p| {
        let loc = p.get_current_location();
        let word = p.parse_keyword_any()?;
        match Capability::from_mlir_name(word) {
            Some(cap) => {
                capabilities.push(cap);
                Ok(())
            }
            None => Err(p.emit_error_at(loc, format!("unknown capability: {word}"))),
        }
    })?;
    p.parse_comma()?;
    let mut extensions = Vec::new();
    p.parse_comma_separated_list(Delimiter::Square, |p| {
        extensions.push(parse_named::<Extension>(p)?);
        Ok(())
    })?;
    p.parse_greater()?;
    Ok(Vce {
        version,
        capabilities,
        extensions,
    })
}

/// After `#spirv.target_env`.
pub(super) fn parse_target_env_body(p: &mut AsmParser<'_>) -> ParseResult<TargetEnvAttr> {
    p.parse_less()?;
    let vce = parse_spirv_attr(p, |a| a.vce().cloned())?;
    p.parse_comma()?;
    let mut client_api = ClientApi::Unknown;
    if p.parse_optional_keyword("api") {
        p.parse_equal()?;
        client_api = parse_named(p)?;
        p.parse_comma()?;
    }
    let (mut vendor, mut device_type, mut device_id) =
        (Vendor::Unknown, DeviceType::Unknown, UNKNOWN_DEVICE_ID);
    let loc = p.get_current_location();
    if let Some(word) = p.parse_optional_keyword_any() {
        vendor = word
            .parse()
            .map_err(|e: crate::availability::UnknownName| p.emit_error_at(loc, e.to_string()))?;
        if p.parse_optional_colon() {
            device_type = parse_named(p)?;
            if p.parse_optional_colon() {
                device_id = p.parse_integer()?;
            }
        }
        p.parse_comma()?;
    }
    let limits = parse_spirv_attr(p, |a| a.resource_limits().cloned())?;
    p.parse_greater()?;
    Ok(TargetEnvAttr {
        vce,
        client_api,
        vendor,
        device_type,
        device_id,
        limits,
    })
}

const RESOURCE_LIMITS_PARAMS: &[&str] = &[
    "max_compute_shared_memory_size",
    "max_compute_workgroup_invocations",
    "max_compute_workgroup_size",
    "subgroup_size",
    "min_subgroup_size",
    "max_subgroup_size",
    "cooperative_matrix_properties_khr",
    "cooperative_matrix_properties_nv",
];

/// After `#spirv.resource_limits`; absent parameters keep their defaults.
pub(super) fn parse_resource_limits_body(p: &mut AsmParser<'_>) -> ParseResult<ResourceLimits> {
    p.parse_less()?;
    let mut limits = ResourceLimits::default();
    parse_struct_params(p, RESOURCE_LIMITS_PARAMS, &[], |p, index| {
        match index {
            0 => limits.max_compute_shared_memory_size = p.parse_integer()?,
            1 => limits.max_compute_workgroup_invocations = p.parse_integer()?,
            2 => limits.max_compute_workgroup_size = parse_integer_array(p)?,
            3 => limits.subgroup_size = p.parse_integer()?,
            4 => limits.min_subgroup_size = Some(p.parse_integer()?),
            5 => limits.max_subgroup_size = Some(p.parse_integer()?),
            6 => {
                limits.cooperative_matrix_properties_khr = Some(parse_attr_array(p, |a| match a {
                    SpirvAttr::CoopMatrixPropsKhr(c) => Some(c.clone()),
                    _ => None,
                })?)
            }
            _ => {
                limits.cooperative_matrix_properties_nv = Some(parse_attr_array(p, |a| match a {
                    SpirvAttr::CoopMatrixPropsNv(c) => Some(c.clone()),
                    _ => None,
                })?)
            }
        }
        Ok(())
    })?;
    p.parse_greater()?;
    Ok(limits)
}

/// An array attribute whose every element `element` reads, else `error` at
/// the attribute.
fn parse_array_of<T>(
    p: &mut AsmParser<'_>,
    element: impl Fn(&shader_mlir::Context, Attribute) -> Option<T>,
    error: &str,
) -> ParseResult<Vec<T>> {
    let loc = p.get_current_location();
    let attr = p.parse_attribute(None)?;
    let ctx = p.ctx();
    let values = match ctx.attr_kind(attr) {
        AttrKind::Array(elements) => elements.iter().map(|&e| element(ctx, e)).collect(),
        _ => None,
    };
    values.ok_or_else(|| p.emit_error_at(loc, error))
}

/// An array attribute of integers, each keeping its type's width (`[128, 64]`
/// is i64, `[128 : i32]` i32).
fn parse_integer_array(p: &mut AsmParser<'_>) -> ParseResult<Vec<TypedInteger>> {
    parse_array_of(p, typed_integer, "expected an array of integer attributes")
}

fn typed_integer(ctx: &shader_mlir::Context, attr: Attribute) -> Option<TypedInteger> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } => match ctx.type_kind(*ty) {
            TypeKind::Integer { width, .. } => Some(TypedInteger {
                value: i64::try_from(*value).ok()?,
                width: *width,
            }),
            _ => None,
        },
        AttrKind::Bool(b) => Some(TypedInteger {
            value: i64::from(*b),
            width: 1,
        }),
        _ => None,
    }
}

/// An array attribute whose elements are all the `spirv` attribute `expect` selects.
fn parse_attr_array<T>(
    p: &mut AsmParser<'_>,
    expect: impl Fn(&SpirvAttr) -> Option<T>,
) -> ParseResult<Vec<T>> {
    let element = |ctx: &shader_mlir::Context, e| SpirvAttr::of(ctx, e).and_then(&expect);
    parse_array_of(p, element, "invalid kind of attribute specified")
}

/// A type parameter, kept as its MLIR text.
fn parse_type_text(p: &mut AsmParser<'_>) -> ParseResult<String> {
    let ty = p.parse_type()?;
    Ok(type_str(p.ctx(), ty))
}

/// `true` or `false`.
fn parse_bool(p: &mut AsmParser<'_>) -> ParseResult<bool> {
    let loc = p.get_current_location();
    if p.parse_optional_keyword("true") {
        return Ok(true);
    }
    if p.parse_optional_keyword("false") {
        return Ok(false);
    }
    Err(p.emit_error_at(loc, "expected 'true' or 'false'"))
}

/// A scope parameter: `<Subgroup>` or `#spirv.scope<Subgroup>`.
fn parse_scope_param(p: &mut AsmParser<'_>) -> ParseResult<spirv::Scope> {
    let loc = p.get_current_location();
    let value = if p.parse_optional_less() {
        super::enums::parse_value_after_less(p, EnumKind::Scope)?
    } else {
        parse_spirv_attr(p, |a| a.enum_value(EnumKind::Scope))?
    };
    spirv::Scope::from_u32(value)
        .ok_or_else(|| p.emit_error_at(loc, EnumKind::Scope.expected_one_of()))
}

const COOP_KHR_PARAMS: &[&str] = &[
    "m_size",
    "n_size",
    "k_size",
    "a_type",
    "b_type",
    "c_type",
    "result_type",
    "acc_sat",
    "scope",
];

/// After `#spirv.coop_matrix_props_khr` (`khr`, with `acc_sat`) or
/// `#spirv.coop_matrix_props_nv`.
pub(super) fn parse_coop_matrix_props_body(
    p: &mut AsmParser<'_>,
    khr: bool,
) -> ParseResult<CooperativeMatrixProperties> {
    p.parse_less()?;
    let mut props = CooperativeMatrixProperties {
        m_size: 0,
        n_size: 0,
        k_size: 0,
        a_type: String::new(),
        b_type: String::new(),
        c_type: String::new(),
        result_type: String::new(),
        acc_sat: khr.then_some(false),
        scope: spirv::Scope::Subgroup,
    };
    // `#spirv.coop_matrix_props_nv` has no `acc_sat`.
    let params: Vec<&str> = COOP_KHR_PARAMS
        .iter()
        .copied()
        .filter(|&name| khr || name != "acc_sat")
        .collect();
    parse_struct_params(p, &params, &params, |p, index| {
        match params[index] {
            "m_size" => props.m_size = p.parse_integer()?,
            "n_size" => props.n_size = p.parse_integer()?,
            "k_size" => props.k_size = p.parse_integer()?,
            "a_type" => props.a_type = parse_type_text(p)?,
            "b_type" => props.b_type = parse_type_text(p)?,
            "c_type" => props.c_type = parse_type_text(p)?,
            "result_type" => props.result_type = parse_type_text(p)?,
            "acc_sat" => props.acc_sat = Some(parse_bool(p)?),
            _ => props.scope = parse_scope_param(p)?,
        }
        Ok(())
    })?;
    p.parse_greater()?;
    Ok(props)
}
