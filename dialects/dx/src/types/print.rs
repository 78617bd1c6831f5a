//! The type printer: what follows `!dx.`.

use shader_mlir::asm::AsmPrinter;

use resource_model::DxType;

use super::ResourceType;

pub(super) fn print_type(ty: &ResourceType, p: &mut AsmPrinter<'_>) {
    p.write_str(ty.name());
    p.write_char('<');
    if let Some(element) = ty.element {
        p.print_type(element);
    }
    let flags = |p: &mut AsmPrinter<'_>, flags: &[bool]| {
        for &on in flags {
            p.write_str(if on { ", 1" } else { ", 0" });
        }
    };
    match ty.shape {
        DxType::TypedBuffer {
            writeable,
            rov,
            signed,
        } => flags(p, &[writeable, rov, signed]),
        DxType::RawBuffer { writeable, rov } => flags(p, &[writeable, rov]),
        DxType::Texture {
            writeable,
            rov,
            signed,
            dim,
        } => {
            flags(p, &[writeable, rov, signed]);
            p.write_str(", ");
            p.write_str(dim.as_str());
        }
        DxType::MSTexture {
            writeable,
            count,
            signed,
            dim,
        } => {
            flags(p, &[writeable]);
            p.write_str(", ");
            p.write_int(count);
            flags(p, &[signed]);
            p.write_str(", ");
            p.write_str(dim.as_str());
        }
        DxType::FeedbackTexture { feedback, dim } => {
            p.write_str(feedback.dxil_name());
            p.write_str(", ");
            p.write_str(dim.as_str());
        }
        DxType::CBuffer | DxType::TBuffer => {}
        DxType::Sampler(sampler) => p.write_str(sampler.as_str()),
    }
    p.write_char('>');
}
