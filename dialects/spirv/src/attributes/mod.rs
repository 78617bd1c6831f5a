//! The attributes of the `spirv` dialect: enum attributes
//! (`#spirv.storage_class<StorageBuffer>`, ...), the target description
//! (`#spirv.vce`, `#spirv.target_env`, `#spirv.resource_limits`,
//! `#spirv.coop_matrix_props_khr`/`_nv`), the shader interface ABI
//! (`#spirv.interface_var_abi`, `#spirv.entry_point_abi`) and
//! `#spirv.linkage_attributes` and the cache controls of
//! `SPV_INTEL_cache_controls` (`#spirv.cache_control_load_intel`/`_store_intel`).
//!
//! Mirrors MLIR's `SPIRVAttributes.td` / `SPIRVAttributes.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#target-environment>,
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/#shader-interface-abi>): same
//! syntax, same diagnostics. The target values themselves are the
//! IR-independent types of [`crate::target_env`]; this module parses them and
//! prints them through their `Display`.

mod abi;
mod cache_control;
mod enums;
mod linkage;
mod target;

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{
    Attribute, DialectAttrStorage, DialectObjectExt, Ir, NamedAttribute, OpId, Type,
};

pub use abi::{EntryPointAbi, InterfaceVarAbi};
pub use cache_control::{CacheControl, CacheDirection};
pub(crate) use enums::parse_value_after_less;
pub use enums::{EnumAttr, EnumKind, SpirvEnum};
pub use linkage::LinkageAttributes;
pub use target::TargetEnvAttr;

use crate::target_env::{
    CooperativeMatrixPropertiesKhr, CooperativeMatrixPropertiesNv, ResourceLimits, Vce,
};

/// The storage of every `spirv` dialect attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpirvAttr {
    /// `#spirv.<enum-mnemonic><Value>`
    Enum(EnumAttr),
    /// `#spirv.vce<v1.0, [Shader], [SPV_KHR_...]>`
    Vce(Vce),
    /// `#spirv.target_env<...>`
    TargetEnv(TargetEnvAttr),
    /// `#spirv.resource_limits<...>`
    ResourceLimits(ResourceLimits),
    /// `#spirv.coop_matrix_props_khr<...>`
    CoopMatrixPropsKhr(CooperativeMatrixPropertiesKhr),
    /// `#spirv.coop_matrix_props_nv<...>`
    CoopMatrixPropsNv(CooperativeMatrixPropertiesNv),
    /// `#spirv.interface_var_abi<(set, binding), StorageClass>`
    InterfaceVarAbi(InterfaceVarAbi),
    /// `#spirv.entry_point_abi<workgroup_size = [x, y, z], ...>`
    EntryPointAbi(EntryPointAbi),
    /// `#spirv.linkage_attributes<linkage_name = "...", linkage_type = <Import>>`
    LinkageAttributes(LinkageAttributes),
    /// `#spirv.cache_control_load_intel<cache_level = 0, load_cache_control = Cached>`
    /// and its `_store_intel` twin
    CacheControl(CacheControl),
}

impl DialectAttrStorage for SpirvAttr {
    const DIALECT: &'static str = "spirv";

    fn print(&self, p: &mut AsmPrinter<'_>) {
        match self {
            SpirvAttr::Enum(e) => e.print(p),
            SpirvAttr::Vce(v) => print_display(p, v),
            SpirvAttr::TargetEnv(t) => print_display(p, &t.to_target_env()),
            SpirvAttr::ResourceLimits(r) => print_display(p, r),
            SpirvAttr::CoopMatrixPropsKhr(c) => print_display(p, c),
            SpirvAttr::CoopMatrixPropsNv(c) => print_display(p, c),
            SpirvAttr::InterfaceVarAbi(a) => a.print(p),
            SpirvAttr::EntryPointAbi(a) => a.print(p),
            SpirvAttr::LinkageAttributes(l) => l.print(p),
            SpirvAttr::CacheControl(c) => c.print(p),
        }
    }
}

/// Writes a value whose `Display` is the full `#spirv.name<...>` text, without
/// the `#spirv.` the printer already wrote.
fn print_display(p: &mut AsmPrinter<'_>, value: &impl std::fmt::Display) {
    let text = value.to_string();
    p.write_str(text.strip_prefix("#spirv.").unwrap_or(&text));
}

impl SpirvAttr {
    /// Uniques `self` in `ctx`.
    pub fn intern(self, ctx: &Context) -> Attribute {
        self.intern_attr(ctx)
    }

    /// The value of an enum attribute of `kind`.
    pub(crate) fn enum_value(&self, kind: EnumKind) -> Option<u32> {
        match self {
            SpirvAttr::Enum(e) if e.kind == kind => Some(e.value),
            _ => None,
        }
    }

    /// The triple of a `#spirv.vce`.
    pub(crate) fn vce(&self) -> Option<&Vce> {
        match self {
            SpirvAttr::Vce(vce) => Some(vce),
            _ => None,
        }
    }

    /// The limits of a `#spirv.resource_limits`.
    pub(crate) fn resource_limits(&self) -> Option<&ResourceLimits> {
        match self {
            SpirvAttr::ResourceLimits(limits) => Some(limits),
            _ => None,
        }
    }

    /// The `spirv` storage of `attr`, if it is a `spirv` dialect attribute.
    pub fn of(ctx: &Context, attr: Attribute) -> Option<&SpirvAttr> {
        SpirvAttr::of_attr(ctx, attr)
    }
}

/// Parses a `spirv` attribute after `#spirv.` (the dialect's attribute hook).
pub(crate) fn parse_attribute(p: &mut AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let loc = p.get_current_location();
    let mnemonic = p.parse_keyword_any()?;
    let attr = match mnemonic {
        "vce" => SpirvAttr::Vce(target::parse_vce_body(p)?),
        "target_env" => SpirvAttr::TargetEnv(target::parse_target_env_body(p)?),
        "resource_limits" => SpirvAttr::ResourceLimits(target::parse_resource_limits_body(p)?),
        "coop_matrix_props_khr" => {
            SpirvAttr::CoopMatrixPropsKhr(target::parse_coop_matrix_props_body(p, true)?)
        }
        "coop_matrix_props_nv" => {
            SpirvAttr::CoopMatrixPropsNv(target::parse_coop_matrix_props_body(p, false)?)
        }
        "interface_var_abi" => SpirvAttr::InterfaceVarAbi(abi::parse_interface_var_abi_body(p)?),
        "entry_point_abi" => SpirvAttr::EntryPointAbi(abi::parse_entry_point_abi_body(p)?),
        "linkage_attributes" => SpirvAttr::LinkageAttributes(linkage::parse_body(p)?),
        "cache_control_load_intel" => {
            SpirvAttr::CacheControl(cache_control::parse_body(p, CacheDirection::Load)?)
        }
        "cache_control_store_intel" => {
            SpirvAttr::CacheControl(cache_control::parse_body(p, CacheDirection::Store)?)
        }
        _ => match EnumKind::from_mnemonic(mnemonic) {
            Some(kind) => SpirvAttr::Enum(EnumAttr {
                kind,
                value: enums::parse_angled_value(p, kind)?,
            }),
            None => {
                return Err(
                    p.emit_error_at(loc, format!("unknown SPIR-V attribute kind: {mnemonic}"))
                );
            }
        },
    };
    Ok(attr.intern(p.ctx()))
}

/// Verifies a discardable `spirv.*` attribute on any op (MLIR's
/// `SPIRVDialect::verifyOperationAttribute`): `spirv.entry_point_abi` and
/// `spirv.target_env` are the only ones, each of its attribute kind.
pub(crate) fn verify_attribute(ir: &Ir, op: OpId, attr: NamedAttribute) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let name = ctx.str(attr.name);
    let value = SpirvAttr::of(ctx, attr.value);
    let loc = ir.op_loc(op);
    match name {
        "spirv.entry_point_abi" if !matches!(value, Some(SpirvAttr::EntryPointAbi(_))) => Err(ir
            .error_at(
                loc,
                format!("'{name}' attribute must be an entry point ABI attribute"),
            )),
        "spirv.target_env" if !matches!(value, Some(SpirvAttr::TargetEnv(_))) => {
            Err(ir.error_at(loc, format!("'{name}' must be a spirv::TargetEnvAttr")))
        }
        "spirv.entry_point_abi" | "spirv.target_env" => Ok(()),
        _ => Err(ir.error_at(
            loc,
            format!("found unsupported '{name}' attribute on operation"),
        )),
    }
}

/// Parses an attribute that must be the `spirv` attribute `expect` selects
/// (`invalid kind of attribute specified` otherwise), as MLIR's typed
/// `parseAttribute<AttrT>` does.
pub(crate) fn parse_spirv_attr<T>(
    p: &mut AsmParser<'_>,
    expect: impl FnOnce(&SpirvAttr) -> Option<T>,
) -> ParseResult<T> {
    let loc = p.get_current_location();
    let attr = p.parse_attribute(None)?;
    match SpirvAttr::of(p.ctx(), attr).and_then(expect) {
        Some(value) => Ok(value),
        None => Err(p.emit_error_at(loc, "invalid kind of attribute specified")),
    }
}

#[cfg(test)]
mod tests;
