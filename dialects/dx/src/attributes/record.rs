//! `#dx.resource<...>`: a DXIL metadata resource record.
//!
//! The fields are those of DXIL's resource records (wg-hlsl proposal 0015, "DXIL
//! Metadata"; DXC's `docs/DXIL.rst`, "Metadata resource records"), per class:
//!
//! ```text
//! #dx.resource<class = SRV, id = 0, name = "T", space = 0, lower_bound = 3, range_size = 1,
//!              kind = Texture2DMS, sample_count = 8, element_type = F32>
//! #dx.resource<class = UAV, id = 0, name = "B", space = 1, lower_bound = 0, range_size = -1,
//!              kind = StructuredBuffer, globally_coherent = false, has_counter = true,
//!              rov = false, stride = 16>
//! #dx.resource<class = CBuffer, id = 0, name = "C", space = 0, lower_bound = 0, range_size = 1, size = 8>
//! #dx.resource<class = Sampler, id = 0, name = "S", space = 0, lower_bound = 0, range_size = 1,
//!              sampler_type = Comparison>
//! ```
//!
//! SRVs and UAVs end with their element field when they have one:
//! `element_type` (typed resources; `U32` for tbuffers), `stride` (structured
//! buffers) or `feedback_type` (feedback textures). A `range_size` of `-1` is an
//! unbounded array. Component types print with DXIL's names (`I32`, `U32`,
//! `F16`, ...).

use std::fmt::Write as _;

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::DialectObjectExt;
use shader_mlir::ir::{Attribute, DialectAttrStorage};

use resource_model::{
    ComponentType, DxResourceInfo, FeedbackKind, ResourceClass, ResourceKind, SamplerType,
};

use crate::keyword::{parse_keyword_enum, parse_named};

/// The `range_size` of an unbounded resource array (printed as `-1`).
pub const UNBOUNDED: u32 = u32::MAX;

/// A DXIL resource record.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ResourceRecord {
    pub class: ResourceClass,
    /// The record ID, numbered per class.
    pub id: u32,
    pub name: Box<str>,
    pub space: u32,
    pub lower_bound: u32,
    /// Registers in the range; [`UNBOUNDED`] for an unbounded array.
    pub range_size: u32,
    pub details: RecordDetails,
}

/// The class-dependent fields of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordDetails {
    Srv {
        kind: ResourceKind,
        sample_count: u32,
        element: RecordElement,
    },
    Uav {
        kind: ResourceKind,
        globally_coherent: bool,
        has_counter: bool,
        rov: bool,
        element: RecordElement,
    },
    CBuffer {
        size: u32,
    },
    Sampler {
        sampler_type: SamplerType,
    },
}

/// The element field of an SRV or UAV record (DXIL's extended metadata).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordElement {
    /// Raw (byte-address) buffers.
    None,
    ElementType(ComponentType),
    Stride(u32),
    Feedback(FeedbackKind),
}

impl DialectAttrStorage for ResourceRecord {
    const DIALECT: &'static str = "dx";

    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("resource<class = ");
        p.write_str(self.class.dxil_name());
        let _ = write!(p, ", id = {}, name = ", self.id);
        p.print_string(self.name.as_bytes());
        let _ = write!(
            p,
            ", space = {}, lower_bound = {}, range_size = {}",
            self.space, self.lower_bound, self.range_size as i32
        );
        match self.details {
            RecordDetails::Srv {
                kind,
                sample_count,
                element,
            } => {
                let _ = write!(p, ", kind = {kind}, sample_count = {sample_count}");
                print_element(p, element);
            }
            RecordDetails::Uav {
                kind,
                globally_coherent,
                has_counter,
                rov,
                element,
            } => {
                let _ = write!(
                    p,
                    ", kind = {kind}, globally_coherent = {globally_coherent}, has_counter = {has_counter}, rov = {rov}"
                );
                print_element(p, element);
            }
            RecordDetails::CBuffer { size } => {
                let _ = write!(p, ", size = {size}");
            }
            RecordDetails::Sampler { sampler_type } => {
                let _ = write!(p, ", sampler_type = {sampler_type}");
            }
        }
        p.write_char('>');
    }
}

fn print_element(p: &mut AsmPrinter<'_>, element: RecordElement) {
    match element {
        RecordElement::None => {}
        RecordElement::ElementType(component) => {
            p.write_str(", element_type = ");
            p.write_str(&component_name(component));
        }
        RecordElement::Stride(stride) => {
            let _ = write!(p, ", stride = {stride}");
        }
        RecordElement::Feedback(kind) => {
            p.write_str(", feedback_type = ");
            p.write_str(kind.dxil_name());
        }
    }
}

/// DXIL's name of a component type (`F32`, `U16`, ...).
pub fn component_name(component: ComponentType) -> String {
    component.as_str().to_ascii_uppercase()
}

impl ResourceRecord {
    /// The record of a resource described by `info`, bound at `space`,
    /// `lower_bound`, `range_size`, with record ID `id`.
    pub fn new(
        info: &DxResourceInfo,
        id: u32,
        name: &str,
        space: u32,
        lower_bound: u32,
        range_size: u32,
    ) -> Self {
        let element = if let Some(stride) = info.record_struct_stride() {
            RecordElement::Stride(stride)
        } else if let Some(component) = info.record_element_type() {
            RecordElement::ElementType(component)
        } else if let Some(kind) = info.record_feedback() {
            RecordElement::Feedback(kind)
        } else {
            RecordElement::None
        };
        let details = match info.class {
            ResourceClass::Srv => RecordDetails::Srv {
                kind: info.kind,
                sample_count: info.record_sample_count().unwrap_or(0),
                element,
            },
            ResourceClass::Uav => RecordDetails::Uav {
                kind: info.kind,
                globally_coherent: info.globally_coherent,
                has_counter: info.has_counter,
                rov: info.rov,
                element,
            },
            ResourceClass::CBuffer => RecordDetails::CBuffer {
                size: info.record_cbuffer_size().unwrap_or(0),
            },
            ResourceClass::Sampler => RecordDetails::Sampler {
                sampler_type: info.record_sampler_type().unwrap_or(SamplerType::Default),
            },
        };
        Self::from_parts(
            info.class,
            id,
            name,
            (space, lower_bound, range_size),
            details,
        )
    }

    /// The record of class `class` with `details`, bound at
    /// `(space, lower_bound, range_size)`.
    fn from_parts(
        class: ResourceClass,
        id: u32,
        name: &str,
        (space, lower_bound, range_size): (u32, u32, u32),
        details: RecordDetails,
    ) -> Self {
        ResourceRecord {
            class,
            id,
            name: name.into(),
            space,
            lower_bound,
            range_size,
            details,
        }
    }

    /// Uniques the record as an attribute.
    pub fn attr(self, ctx: &Context) -> Attribute {
        self.intern_attr(ctx)
    }

    /// The record of `attr`, if it is a `#dx.resource`.
    pub fn of(ctx: &Context, attr: Attribute) -> Option<&ResourceRecord> {
        Self::of_attr(ctx, attr)
    }

    /// Parses `<class = ..., ...>` after `#dx.resource`.
    pub(crate) fn parse(p: &mut AsmParser<'_>) -> ParseResult<ResourceRecord> {
        p.parse_less()?;
        let class = field(p, "class", false, parse_class)?;
        let id = field(p, "id", true, parse_u32)?;
        let name = field(p, "name", true, |p| p.parse_string())?;
        let space = field(p, "space", true, parse_u32)?;
        let lower_bound = field(p, "lower_bound", true, parse_u32)?;
        let range_size = field(p, "range_size", true, parse_range_size)?;
        let details = match class {
            ResourceClass::Srv => {
                let kind = field(p, "kind", true, parse_keyword_enum)?;
                let sample_count = field(p, "sample_count", true, parse_u32)?;
                RecordDetails::Srv {
                    kind,
                    sample_count,
                    element: parse_element(p)?,
                }
            }
            ResourceClass::Uav => {
                let kind = field(p, "kind", true, parse_keyword_enum)?;
                let globally_coherent = field(p, "globally_coherent", true, parse_bool)?;
                let has_counter = field(p, "has_counter", true, parse_bool)?;
                let rov = field(p, "rov", true, parse_bool)?;
                RecordDetails::Uav {
                    kind,
                    globally_coherent,
                    has_counter,
                    rov,
                    element: parse_element(p)?,
                }
            }
            ResourceClass::CBuffer => RecordDetails::CBuffer {
                size: field(p, "size", true, parse_u32)?,
            },
            ResourceClass::Sampler => RecordDetails::Sampler {
                sampler_type: field(p, "sampler_type", true, parse_keyword_enum)?,
            },
        };
        p.parse_greater()?;
        Ok(Self::from_parts(
            class,
            id,
            &name,
            (space, lower_bound, range_size),
            details,
        ))
    }
}

/// `(, )? key = value`.
fn field<T>(
    p: &mut AsmParser<'_>,
    key: &str,
    comma: bool,
    value: impl FnOnce(&mut AsmParser<'_>) -> ParseResult<T>,
) -> ParseResult<T> {
    if comma {
        p.parse_comma()?;
    }
    p.parse_keyword_with_context(key, " in '#dx.resource'")?;
    p.parse_equal()?;
    value(p)
}

/// The optional trailing element field of an SRV or UAV record.
fn parse_element(p: &mut AsmParser<'_>) -> ParseResult<RecordElement> {
    if !p.parse_optional_comma() {
        return Ok(RecordElement::None);
    }
    let pos = p.get_current_location();
    let key = p.parse_optional_keyword_of(&["element_type", "stride", "feedback_type"]);
    let Some(key) = key else {
        return Err(p.emit_error_at(pos, "expected 'element_type', 'stride' or 'feedback_type'"));
    };
    p.parse_equal()?;
    Ok(match key {
        "element_type" => RecordElement::ElementType(parse_component(p)?),
        "stride" => RecordElement::Stride(parse_u32(p)?),
        _ => RecordElement::Feedback(parse_named(
            p,
            FeedbackKind::ALL,
            FeedbackKind::dxil_name,
            |_| "expected feedback type 'MinMip' or 'MipRegionUsed'".to_string(),
        )?),
    })
}

fn parse_class(p: &mut AsmParser<'_>) -> ParseResult<ResourceClass> {
    parse_named(p, ResourceClass::ALL, ResourceClass::dxil_name, |_| {
        "expected resource class 'SRV', 'UAV', 'CBuffer' or 'Sampler'".to_string()
    })
}

fn parse_component(p: &mut AsmParser<'_>) -> ParseResult<ComponentType> {
    parse_named(p, ComponentType::ALL, component_name, |_| {
        let expected: Vec<String> = ComponentType::ALL
            .iter()
            .map(|&c| component_name(c))
            .collect();
        format!("expected component type, one of {}", expected.join(", "))
    })
}

fn parse_u32(p: &mut AsmParser<'_>) -> ParseResult<u32> {
    let pos = p.get_current_location();
    let value = p.parse_integer::<i64>()?;
    u32::try_from(value).map_err(|_| {
        p.emit_error_at(
            pos,
            format!("expected a value in 0..={}, got {value}", u32::MAX),
        )
    })
}

/// A positive size, or `-1` for unbounded.
fn parse_range_size(p: &mut AsmParser<'_>) -> ParseResult<u32> {
    let pos = p.get_current_location();
    match p.parse_integer::<i64>()? {
        -1 => Ok(UNBOUNDED),
        value => match u32::try_from(value) {
            Ok(size) if size >= 1 && size != UNBOUNDED => Ok(size),
            _ => Err(p.emit_error_at(
                pos,
                format!("range_size must be positive or -1 (unbounded), got {value}"),
            )),
        },
    }
}

fn parse_bool(p: &mut AsmParser<'_>) -> ParseResult<bool> {
    let pos = p.get_current_location();
    match p.parse_optional_keyword_of(&["true", "false"]) {
        Some(word) => Ok(word == "true"),
        None => Err(p.emit_error_at(pos, "expected 'true' or 'false'")),
    }
}
