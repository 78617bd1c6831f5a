//! The shader interface ABI attributes: `#spirv.interface_var_abi<(set,
//! binding), StorageClass>` on the arguments of a kernel function and
//! `#spirv.entry_point_abi<workgroup_size = [x, y, z], ...>` on the function.
//!
//! Mirrors MLIR's `SPIRV_InterfaceVarABIAttr` (custom syntax,
//! `SPIRVAttributes.cpp`) and `SPIRV_EntryPointABIAttr` (`struct(params)`),
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/#shader-interface-abi>.

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use spirv::StorageClass;

use crate::availability::GrammarEnum;
use crate::support::parse_struct_params;

/// How a kernel argument is bound: its descriptor set and binding, and the
/// storage class of its variable when it is a scalar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InterfaceVarAbi {
    pub descriptor_set: u32,
    pub binding: u32,
    pub storage_class: Option<StorageClass>,
}

impl InterfaceVarAbi {
    pub(super) fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("interface_var_abi<(");
        p.write_int(self.descriptor_set);
        p.write_str(", ");
        p.write_int(self.binding);
        p.write_char(')');
        if let Some(sc) = self.storage_class {
            p.write_str(", ");
            p.write_str(sc.mlir_name());
        }
        p.write_char('>');
    }
}

/// An integer, or `message` at its position when there is none.
fn parse_required_u32(p: &mut AsmParser<'_>, message: &str) -> ParseResult<u32> {
    let loc = p.get_current_location();
    match p.parse_optional_integer()? {
        Some(value) => Ok(value),
        None => Err(p.emit_error_at(loc, message)),
    }
}

/// After `#spirv.interface_var_abi`.
pub(super) fn parse_interface_var_abi_body(p: &mut AsmParser<'_>) -> ParseResult<InterfaceVarAbi> {
    p.parse_less()?;
    p.parse_lparen()?;
    let descriptor_set = parse_required_u32(p, "missing descriptor set")?;
    p.parse_comma()?;
    let binding = parse_required_u32(p, "missing binding")?;
    p.parse_rparen()?;
    let mut storage_class = None;
    if p.parse_optional_comma() {
        let loc = p.get_current_location();
        let word = p.parse_keyword_any()?;
        match StorageClass::from_mlir_name(word) {
            Some(sc) => storage_class = Some(sc),
            None => return Err(p.emit_error_at(loc, format!("unknown storage class: {word}"))),
        }
    }
    p.parse_greater()?;
    Ok(InterfaceVarAbi {
        descriptor_set,
        binding,
        storage_class,
    })
}

/// What an entry point function needs: its workgroup size, and optionally the
/// subgroup size and target width it was compiled for.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EntryPointAbi {
    pub workgroup_size: Option<Vec<i32>>,
    pub subgroup_size: Option<i32>,
    pub target_width: Option<i32>,
}

const ENTRY_POINT_ABI_PARAMS: &[&str] = &["workgroup_size", "subgroup_size", "target_width"];

impl EntryPointAbi {
    pub(super) fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("entry_point_abi<");
        let mut first = true;
        let mut key = |p: &mut AsmPrinter<'_>, name: &str| {
            if !first {
                p.write_str(", ");
            }
            first = false;
            p.write_str(name);
            p.write_str(" = ");
        };
        if let Some(size) = &self.workgroup_size {
            key(p, "workgroup_size");
            p.write_char('[');
            p.interleave_comma(size, |p, v| p.write_int(*v));
            p.write_char(']');
        }
        if let Some(size) = self.subgroup_size {
            key(p, "subgroup_size");
            p.write_int(size);
        }
        if let Some(width) = self.target_width {
            key(p, "target_width");
            p.write_int(width);
        }
        p.write_char('>');
    }
}

/// After `#spirv.entry_point_abi`.
pub(super) fn parse_entry_point_abi_body(p: &mut AsmParser<'_>) -> ParseResult<EntryPointAbi> {
    p.parse_less()?;
    let mut abi = EntryPointAbi::default();
    parse_struct_params(p, ENTRY_POINT_ABI_PARAMS, &[], |p, index| {
        match index {
            0 => {
                let loc = p.get_current_location();
                let mut sizes = Vec::new();
                let parsed = p.parse_comma_separated_list(Delimiter::Square, |p| {
                    sizes.push(p.parse_integer()?);
                    Ok(())
                });
                if let Err(error) = parsed {
                    p.emit_error_at(
                        loc,
                        "failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a \
                         `DenseI32ArrayAttr`",
                    );
                    return Err(error);
                }
                abi.workgroup_size = Some(sizes);
            }
            1 => abi.subgroup_size = Some(p.parse_integer()?),
            _ => abi.target_width = Some(p.parse_integer()?),
        }
        Ok(())
    })?;
    p.parse_greater()?;
    Ok(abi)
}
