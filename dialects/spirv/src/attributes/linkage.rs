//! `#spirv.linkage_attributes<linkage_name = "name", linkage_type = <Import>>`:
//! the `LinkageAttributes` decoration of a function or global variable.
//!
//! Mirrors MLIR's `SPIRV_LinkageAttributesAttr` (`SPIRVAttributes.td`,
//! `struct(params)` format; the linkage type prints without its
//! `#spirv.linkage_type` prefix).

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::AttrKind;
use spirv::LinkageType;

use super::enums::{EnumKind, print_angled_value};
use super::parse_spirv_attr;
use crate::support::parse_struct_params;

/// The name a symbol is exported or imported under, and which of the two.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LinkageAttributes {
    pub linkage_name: String,
    pub linkage_type: LinkageType,
}

const PARAMS: &[&str] = &["linkage_name", "linkage_type"];

impl LinkageAttributes {
    pub(super) fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("linkage_attributes<linkage_name = ");
        p.print_string(self.linkage_name.as_bytes());
        p.write_str(", linkage_type = ");
        print_angled_value(p, EnumKind::LinkageType, self.linkage_type as u32);
        p.write_char('>');
    }
}

/// After `#spirv.linkage_attributes`.
pub(super) fn parse_body(p: &mut AsmParser<'_>) -> ParseResult<LinkageAttributes> {
    p.parse_less()?;
    let mut linkage_name = String::new();
    let mut linkage_type = LinkageType::Export;
    parse_struct_params(p, PARAMS, PARAMS, |p, index| {
        let loc = p.get_current_location();
        if index == 0 {
            let attr = p.parse_attribute(None)?;
            match p.ctx().attr_kind(attr) {
                AttrKind::String { value, .. } => {
                    linkage_name = String::from_utf8_lossy(value).into_owned()
                }
                _ => return Err(p.emit_error_at(loc, "invalid kind of attribute specified")),
            }
            return Ok(());
        }
        let value = if p.parse_optional_less() {
            super::enums::parse_value_after_less(p, EnumKind::LinkageType)?
        } else {
            parse_spirv_attr(p, |a| a.enum_value(EnumKind::LinkageType))?
        };
        linkage_type = LinkageType::from_u32(value)
            .ok_or_else(|| p.emit_error_at(loc, EnumKind::LinkageType.expected_one_of()))?;
        Ok(())
    })?;
    p.parse_greater()?;
    Ok(LinkageAttributes {
        linkage_name,
        linkage_type,
    })
}
