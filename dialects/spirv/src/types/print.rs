//! The type printer: what follows `!spirv.`, byte for byte as
//! `SPIRVDialect::printType` (MLIR 22) writes it.

use std::cell::RefCell;

use shader_mlir::asm::AsmPrinter;
use shader_mlir::ir::Attribute;

use super::image::ImageInfo;
use super::{CooperativeMatrixUseKHR, MlirSpelledEnum, SpirvType, StructType};
use crate::availability::GrammarEnum;

pub(super) fn print_type(ty: &SpirvType, p: &mut AsmPrinter<'_>) {
    match ty {
        SpirvType::Array(a) => {
            p.write_str("array<");
            match a.spec_length {
                Some(length) => {
                    let name = p.ctx().str(length).to_owned();
                    p.print_symbol_name(&name);
                }
                None => p.write_int(a.count),
            }
            p.write_str(" x ");
            p.print_type(a.element);
            print_stride(p, a.stride);
            p.write_char('>');
        }
        SpirvType::RuntimeArray(a) => {
            p.write_str("rtarray<");
            p.print_type(a.element);
            print_stride(p, a.stride);
            p.write_char('>');
        }
        SpirvType::Pointer(ptr) => {
            p.write_str("ptr<");
            p.print_type(ptr.pointee);
            p.write_str(", ");
            p.write_str(ptr.storage_class.mlir_name());
            p.write_char('>');
        }
        SpirvType::Image(image) => {
            p.write_str("image<");
            p.print_type(image.element);
            for word in [
                image.dim.mlir_name(),
                image.depth.name(),
                image.arrayed.name(),
                image.sampling.name(),
                image.sampler_use.name(),
                image.format.mlir_name(),
            ] {
                p.write_str(", ");
                p.write_str(word);
            }
            p.write_char('>');
        }
        SpirvType::SampledImage(s) => {
            p.write_str("sampled_image<");
            p.print_type(s.image);
            p.write_char('>');
        }
        SpirvType::Sampler => p.write_str("sampler"),
        SpirvType::CooperativeMatrix(m) => {
            p.write_str(&format!("coopmatrix<{}x{}x", m.rows, m.columns));
            p.print_type(m.element);
            let use_ = CooperativeMatrixUseKHR::name_of(m.use_.to_value()).unwrap_or("");
            p.write_str(&format!(", {}, {use_}>", m.scope.mlir_name()));
        }
        SpirvType::RayQuery => p.write_str("ray_query"),
        SpirvType::AccelerationStructure => p.write_str("acceleration_structure"),
        SpirvType::Matrix(m) => {
            p.write_str("matrix<");
            p.write_int(m.columns);
            p.write_str(" x ");
            p.print_type(m.column);
            p.write_char('>');
        }
        SpirvType::Struct(s) => print_struct(s, p),
        SpirvType::TensorArm(t) => {
            p.write_str("arm.tensor<");
            if t.shape.is_empty() {
                p.write_str("*x");
            }
            for &d in t.shape.iter() {
                if d == shader_mlir::ir::DYNAMIC {
                    p.write_char('?');
                } else {
                    p.write_int(d);
                }
                p.write_char('x');
            }
            p.print_type(t.element);
            p.write_char('>');
        }
    }
}

fn print_stride(p: &mut AsmPrinter<'_>, stride: u32) {
    if stride != 0 {
        p.write_str(", stride=");
        p.write_int(stride);
    }
}

fn print_decoration(
    p: &mut AsmPrinter<'_>,
    decoration: spirv::Decoration,
    value: Option<Attribute>,
) {
    p.write_str(decoration.mlir_name());
    if let Some(value) = value {
        p.write_char('=');
        p.print_attribute_without_type(value);
    }
}

thread_local! {
    /// Names of the identified structs being printed, outermost first.
    static PRINTING: RefCell<Vec<Box<str>>> = const { RefCell::new(Vec::new()) };
}

/// Keeps an identified struct's name on [`PRINTING`] while its body prints.
struct Printing;

impl Drop for Printing {
    fn drop(&mut self) {
        PRINTING.with(|s| s.borrow_mut().pop());
    }
}

fn print_struct(s: &StructType, p: &mut AsmPrinter<'_>) {
    p.write_str("struct<");
    let mut _printing = None;
    if let Some(name) = &s.identifier {
        // MLIR 22 prints the name bare even when its parser cannot read it
        // back (`$Global`); a name that is not a keyword is quoted, which
        // this parser reads.
        p.print_keyword_or_string(name);
        // Inside its own body (through a pointer), the struct is its name
        // (MLIR's cyclic printing).
        if PRINTING.with(|st| st.borrow().iter().any(|n| n == name)) {
            p.write_char('>');
            return;
        }
        PRINTING.with(|st| st.borrow_mut().push(name.clone()));
        _printing = Some(Printing);
        // What the body holds may print as the struct's name alone here and
        // in full elsewhere: the printer keeps no text of it.
        p.suspend_type_cache();
        p.write_str(", ");
    }
    p.write_char('(');
    for (i, &member) in s.members.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(member);
        let mut decorations = s.decorations_of_member(i as u32).peekable();
        let offset = s.member_offset(i);
        if offset.is_none() && decorations.peek().is_none() {
            continue;
        }
        p.write_str(" [");
        if let Some(offset) = offset {
            p.write_int(offset);
            if decorations.peek().is_some() {
                p.write_str(", ");
            }
        }
        for (j, d) in decorations.enumerate() {
            if j > 0 {
                p.write_str(", ");
            }
            print_decoration(p, d.decoration, d.value);
        }
        p.write_char(']');
    }
    p.write_char(')');
    for d in s.decorations.iter() {
        p.write_str(", ");
        print_decoration(p, d.decoration, d.value);
    }
    p.write_char('>');
    if _printing.is_some() {
        p.resume_type_cache();
    }
}
