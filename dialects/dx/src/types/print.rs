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
    let flag = |on: bool| if on { ", 1" } else { ", 0" };
    match ty.shape {
        DxType::TypedBuffer {
            writeable,
            rov,
            signed,
        } => {
            p.write_str(flag(writeable));
            p.write_str(flag(rov));
            p.write_str(flag(signed));
        }
        DxType::RawBuffer { writeable, rov } => {
            p.write_str(flag(writeable));
            p.write_str(flag(rov));
        }
        DxType::Texture {
            writeable,
            rov,
            signed,
            dim,
        } => {
            p.write_str(flag(writeable));
            p.write_str(flag(rov));
            p.write_str(flag(signed));
            p.write_str(", ");
            p.write_str(dim.as_str());
        }
        DxType::MSTexture {
            writeable,
            count,
            signed,
            dim,
        } => {
            p.write_str(flag(writeable));
            p.write_str(", ");
            p.write_int(count);
            p.write_str(flag(signed));
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
