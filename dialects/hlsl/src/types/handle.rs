//! `!hlsl.handle<CLASS, ELEMENT (, FLAG)*>`: a resource handle
//! (docs/hlsl-dialect.md). The class and flags are the resource model's
//! [`HandleProperties`]; construction and parsing check them against the
//! attribute table of wg-hlsl proposal 0015 through
//! [`HandleProperties::validate`], so every handle type in the
//! IR is one of the 40 HLSL objects.
//!
//! Flags may be written in any order and print in this order: `dim`,
//! `array`, `ms`, `rov`, `raw`, `row`, `feedback`, `comparison`, `coherent`,
//! `counter`.

use std::fmt::Write as _;

use shader_mlir::Context;
use shader_mlir::asm::parser::SourcePos;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::DialectObjectExt;
use shader_mlir::ir::{DialectTypeStorage, Signedness, Type, TypeKind};

use resource_model::element_types::{ElementError, element_info};
use resource_model::{
    ElementInfo, FeedbackKind, Flag, FlagKeyword, HandleProperties, HlslObject, MAX_SAMPLE_COUNT,
    ResourceClass, ResourceDim, RuleViolation, classify,
};

/// The storage of `!hlsl.handle`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HandleType {
    pub properties: HandleProperties,
    pub element: Type,
}

/// Why a handle type cannot exist.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HandleTypeError {
    #[error(transparent)]
    Element(#[from] ElementError),
    #[error(transparent)]
    Rule(#[from] RuleViolation),
}

impl DialectTypeStorage for HandleType {
    const DIALECT: &'static str = "hlsl";

    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("handle<");
        p.write_str(self.properties.class.as_str());
        p.write_str(", ");
        p.print_type(self.element);
        for flag in self.properties.flags() {
            let _ = write!(p, ", {flag}");
        }
        p.write_char('>');
    }
}

impl HandleType {
    /// The handle type with `properties` and `element`, checked against the
    /// resource rules.
    pub fn get(
        ctx: &Context,
        properties: HandleProperties,
        element: Type,
    ) -> Result<Type, HandleTypeError> {
        let info = element_info(ctx, element)?;
        properties.validate(&info)?;
        Ok(HandleType {
            properties,
            element,
        }
        .intern_type(ctx))
    }

    /// The handle storage of `ty`, if it is an `!hlsl.handle`.
    pub fn of(ctx: &Context, ty: Type) -> Option<&HandleType> {
        Self::of_type(ctx, ty)
    }

    /// The counter handle type of the structured buffer handle `main`:
    /// `main` plus `counter`.
    pub fn with_counter(ctx: &Context, main: &HandleType) -> Result<Type, HandleTypeError> {
        HandleType::get(ctx, main.properties.with_counter(), main.element)
    }

    /// The main handle type of a counter handle (the same type without `counter`).
    pub fn without_counter(ctx: &Context, counter: &HandleType) -> Result<Type, HandleTypeError> {
        HandleType::get(ctx, counter.properties.without_counter(), counter.element)
    }

    /// The element in the resource model's terms.
    pub fn element_info(&self, ctx: &Context) -> Result<ElementInfo, ElementError> {
        element_info(ctx, self.element)
    }

    /// The HLSL objects this handle is (several for RWStructuredBuffer,
    /// AppendStructuredBuffer and ConsumeStructuredBuffer), in table order.
    pub fn objects(&self, ctx: &Context) -> Vec<HlslObject> {
        match self.element_info(ctx) {
            Ok(info) => classify(&self.properties, &info).collect(),
            Err(_) => Vec::new(),
        }
    }

    pub fn class(&self) -> ResourceClass {
        self.properties.class
    }

    /// A ByteAddressBuffer (or its RW / ROV form): raw with an `i8` element.
    pub fn is_byte_address(&self, ctx: &Context) -> bool {
        let byte = TypeKind::Integer {
            width: 8,
            signedness: Signedness::Signless,
        };
        self.properties.raw && *ctx.type_kind(self.element) == byte
    }

    /// A structured buffer: raw with a non-`i8` element.
    pub fn is_structured(&self, ctx: &Context) -> bool {
        self.properties.raw && !self.is_byte_address(ctx)
    }

    /// A typed buffer (Buffer, RWBuffer, RasterizerOrderedBuffer).
    pub fn is_typed_buffer(&self) -> bool {
        self.properties.dim == Some(ResourceDim::Buffer)
    }

    /// A texture with texels: a `dim` other than `buffer`, not a feedback texture.
    pub fn is_texture(&self) -> bool {
        self.properties.feedback.is_none()
            && self
                .properties
                .dim
                .is_some_and(|d| d != ResourceDim::Buffer)
    }

    /// Parses `<CLASS, ELEMENT (, FLAG)*>` after the mnemonic at `pos`.
    pub(crate) fn parse(p: &mut AsmParser<'_>, pos: SourcePos) -> ParseResult<Type> {
        p.parse_less()?;
        let class_pos = p.get_current_location();
        let class = p.parse_keyword_any()?;
        let class: ResourceClass = match class.parse() {
            Ok(class) => class,
            Err(e) => return Err(p.emit_error_at(class_pos, e.to_string())),
        };
        p.parse_comma()?;
        let element = p.parse_type()?;
        let mut properties = HandleProperties::new(class);
        while p.parse_optional_comma() {
            let flag_pos = p.get_current_location();
            let flag = parse_flag(p)?;
            if let Err(e) = properties.set(flag) {
                return Err(p.emit_error_at(flag_pos, e.to_string()));
            }
        }
        p.parse_greater()?;
        HandleType::get(p.ctx(), properties, element)
            .map_err(|e| p.emit_error_at(pos, e.to_string()))
    }
}

/// `dim = D`, `ms = N`, `feedback = K` or a bare flag keyword.
fn parse_flag(p: &mut AsmParser<'_>) -> ParseResult<Flag> {
    let pos = p.get_current_location();
    let keyword = p.parse_keyword_any()?;
    let keyword: FlagKeyword = match keyword.parse() {
        Ok(k) => k,
        Err(e) => return Err(p.emit_error_at(pos, e.to_string())),
    };
    if keyword.takes_value() {
        p.parse_equal()?;
    }
    Ok(match keyword {
        FlagKeyword::Dim => Flag::Dim(parse_dim(p)?),
        FlagKeyword::Ms => {
            let count_pos = p.get_current_location();
            let count: i64 = p.parse_integer()?;
            match u32::try_from(count) {
                Ok(count) if (1..=MAX_SAMPLE_COUNT).contains(&count) => Flag::Ms(count),
                _ => {
                    let message = format!(
                        "'ms' sample count must be between 1 and {MAX_SAMPLE_COUNT}, got {count}"
                    );
                    return Err(p.emit_error_at(count_pos, message));
                }
            }
        }
        FlagKeyword::Feedback => Flag::Feedback(parse_feedback_kind(p)?),
        FlagKeyword::Array => Flag::Array,
        FlagKeyword::Rov => Flag::Rov,
        FlagKeyword::Raw => Flag::Raw,
        FlagKeyword::Row => Flag::Row,
        FlagKeyword::Comparison => Flag::Comparison,
        FlagKeyword::Coherent => Flag::Coherent,
        FlagKeyword::Counter => Flag::Counter,
    })
}

/// `1d`, `2d`, `3d` (an integer glued to `d`), `cube` or `buffer`.
fn parse_dim(p: &mut AsmParser<'_>) -> ParseResult<ResourceDim> {
    let pos = p.get_current_location();
    let mut spelled = String::new();
    if let Some(digits) = p.parse_optional_decimal_integer::<u32>()? {
        spelled = digits.to_string();
        let glued = p.get_current_location().0 == pos.0 + spelled.len() as u32;
        if glued && let Some(rest) = p.parse_optional_keyword_any() {
            spelled.push_str(rest);
        }
    } else if let Some(keyword) = p.parse_optional_keyword_any() {
        spelled.push_str(keyword);
    }
    spelled
        .parse()
        .map_err(|e: resource_model::UnknownKeyword| p.emit_error_at(pos, e.to_string()))
}

/// `min_mip` or `mip_region_used`.
pub(crate) fn parse_feedback_kind(p: &mut AsmParser<'_>) -> ParseResult<FeedbackKind> {
    let pos = p.get_current_location();
    let keyword = p.parse_optional_keyword_any().unwrap_or("");
    keyword
        .parse()
        .map_err(|e: resource_model::UnknownKeyword| p.emit_error_at(pos, e.to_string()))
}
