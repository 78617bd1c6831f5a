//! The type parser: what follows `!spirv.`, with the checks and diagnostics
//! of `SPIRVDialect::parseType` (MLIR 22).
//!
//! ```text
//! spirv-type ::= `array` `<` (N | `@`symbol) `x` element-type (`,` `stride` `=` N)? `>`
//!              | `rtarray` `<` element-type (`,` `stride` `=` N)? `>`
//!              | `ptr` `<` element-type `,` storage-class `>`
//!              | `image` `<` element-type `,` dim `,` depth `,` arrayed `,` sampling `,` sampler-use `,` format `>`
//!              | `sampled_image` `<` image-type `>`
//!              | `matrix` `<` N `x` vector-type `>`
//!              | `coopmatrix` `<` R `x` C `x` element-type `,` scope `,` use `>`
//!              | `arm.tensor` `<` (`*` | (N | `?`) (`x` (N | `?`))*) `x` element-type `>`
//!              | `struct` `<` (id `,`)? `(` (type (`[` member-decorations `]`)?)* `)` (`,` decoration)* `>`
//!              | `sampler` | `ray_query` | `acceleration_structure`
//! ```

use std::cell::RefCell;

use shader_mlir::Context;
use shader_mlir::asm::parser::SourcePos;
use shader_mlir::asm::{AsmParser, ParseResult};
use shader_mlir::ir::{Type, TypeKind};
use spirv::{Decoration, Dim, ImageFormat, Scope, StorageClass};

use super::image::ImageInfo;
use super::{
    ArrayType, CooperativeMatrixType, CooperativeMatrixUseKHR, ImageType, MatrixType,
    MemberDecoration, MlirSpelledEnum, PointerType, RayQueryTypes, RuntimeArrayType,
    SampledImageType, SamplerType, SpirvType, StructDecoration, StructType, TensorArmType,
};
use crate::availability::GrammarEnum;
use crate::support::type_str;

/// Parses a `spirv` type after `!spirv.` (the dialect's type hook).
pub(crate) fn parse_type(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    let name_loc = p.get_current_location();
    let keyword = p.parse_keyword_any()?;
    match keyword {
        "array" => parse_array(p),
        "arm.tensor" => parse_tensor_arm(p),
        "coopmatrix" => parse_cooperative_matrix(p),
        "image" => parse_image(p),
        "matrix" => parse_matrix(p),
        "ptr" => parse_pointer(p),
        "rtarray" => parse_runtime_array(p),
        "sampled_image" => parse_sampled_image(p),
        "sampler" => Ok(SamplerType::get(p.ctx())),
        "ray_query" => Ok(RayQueryTypes::ray_query(p.ctx())),
        "acceleration_structure" => Ok(RayQueryTypes::acceleration_structure(p.ctx())),
        "struct" => parse_struct(p, name_loc),
        _ => Err(p.emit_error_at(name_loc, format!("unknown SPIR-V type: {keyword}"))),
    }
}

/// Why `ty` cannot be an element of a `spirv` type (MLIR's `parseAndVerifyType`):
/// `spirv` types, floats, 1/8/16/32/64-bit integers and 1-D vectors of up to 4
/// elements can.
pub fn element_type_error(ctx: &Context, ty: Type) -> Option<String> {
    if SpirvType::of(ctx, ty).is_some() {
        return None;
    }
    match ctx.type_kind(ty) {
        TypeKind::Float(_) => None,
        TypeKind::Integer { width, .. } => (!matches!(width, 1 | 8 | 16 | 32 | 64)).then(|| {
            format!(
                "only 1/8/16/32/64-bit integer type allowed but found '{}'",
                type_str(ctx, ty)
            )
        }),
        TypeKind::Vector { shape, .. } => {
            if shape.len() != 1 {
                Some(format!(
                    "only 1-D vector allowed but found '{}'",
                    type_str(ctx, ty)
                ))
            } else if shape[0] > 4 {
                Some(format!(
                    "vector length has to be less than or equal to 4 but found {}",
                    shape[0]
                ))
            } else {
                None
            }
        }
        _ => Some(format!(
            "cannot use '{}' to compose SPIR-V types",
            type_str(ctx, ty)
        )),
    }
}

fn parse_element_type(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    let loc = p.get_current_location();
    let ty = p.parse_type()?;
    match element_type_error(p.ctx(), ty) {
        Some(message) => Err(p.emit_error_at(loc, message)),
        None => Ok(ty),
    }
}

/// `N x` with exactly one dimension, or `message` at the count.
fn parse_count(p: &mut AsmParser<'_>, message: &str) -> ParseResult<(SourcePos, i64)> {
    let loc = p.get_current_location();
    let dims = p.parse_dimension_list(false, true)?;
    match dims[..] {
        [count] => Ok((loc, count)),
        _ => Err(p.emit_error_at(loc, message)),
    }
}

/// `(, stride = N)?`, 0 when absent.
fn parse_optional_stride(p: &mut AsmParser<'_>) -> ParseResult<u32> {
    if !p.parse_optional_comma() {
        return Ok(0);
    }
    p.parse_keyword("stride")?;
    p.parse_equal()?;
    let loc = p.get_current_location();
    let stride: u32 = p.parse_integer()?;
    if stride == 0 {
        return Err(p.emit_error_at(loc, "ArrayStride must be greater than zero"));
    }
    Ok(stride)
}

fn parse_array(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    p.parse_less()?;
    // Beyond MLIR 22: `@n x T`, a specialization constant's length.
    if let Some(length) = p.parse_optional_symbol_name()? {
        p.parse_x_in_dimension_list()?;
        let element = parse_element_type(p)?;
        let stride = parse_optional_stride(p)?;
        p.parse_greater()?;
        return Ok(ArrayType::get_spec(p.ctx(), element, length, stride));
    }
    let (loc, count) = parse_count(p, "expected single integer for array element count")?;
    if count == 0 {
        return Err(p.emit_error_at(loc, "expected array length greater than 0"));
    }
    let Ok(count) = u32::try_from(count) else {
        return Err(p.emit_error_at(loc, "array length does not fit in 32 bits"));
    };
    let element = parse_element_type(p)?;
    let stride = parse_optional_stride(p)?;
    p.parse_greater()?;
    Ok(ArrayType::get(p.ctx(), element, count, stride))
}

/// `coopmatrix<R x C x T, Scope, Use>` (MLIR's `parseCooperativeMatrixType`).
fn parse_cooperative_matrix(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    p.parse_less()?;
    let loc = p.get_current_location();
    let dims = p.parse_dimension_list(false, true)?;
    let [rows, columns] = dims[..] else {
        return Err(p.emit_error_at(loc, "expected row and column count"));
    };
    let (Ok(rows), Ok(columns)) = (u32::try_from(rows), u32::try_from(columns)) else {
        return Err(p.emit_error_at(loc, "cooperative matrix size does not fit in 32 bits"));
    };
    let element = parse_element_type(p)?;
    p.parse_comma()?;
    let scope = parse_enum_keyword_attr(p, "scope <id>", Scope::from_mlir_name)?;
    p.parse_comma()?;
    let use_ = parse_enum_keyword_attr(p, "use <id>", |name| {
        CooperativeMatrixUseKHR::value_of(name).and_then(CooperativeMatrixUseKHR::from_value)
    })?;
    p.parse_greater()?;
    let matrix = CooperativeMatrixType {
        element,
        rows,
        columns,
        scope,
        use_,
    };
    Ok(CooperativeMatrixType::get(p.ctx(), matrix))
}

/// MLIR's `parseEnumKeywordAttr` with an attribute name:
/// `invalid <name> attribute specification: <keyword>`.
fn parse_enum_keyword_attr<T>(
    p: &mut AsmParser<'_>,
    name: &str,
    from_name: impl Fn(&str) -> Option<T>,
) -> ParseResult<T> {
    parse_keyword_as(p, from_name, |spelling| {
        format!("invalid {name} attribute specification: {spelling}")
    })
}

/// `arm.tensor<D x ... x T>`, `arm.tensor<*xT>`.
fn parse_tensor_arm(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    p.parse_less()?;
    let loc = p.get_current_location();
    let shape = if p.parse_optional_star() {
        p.parse_x_in_dimension_list()?;
        Vec::new()
    } else {
        let dims = p.parse_dimension_list(true, true)?;
        if let Some(message) = TensorArmType::shape_error(&dims) {
            return Err(p.emit_error_at(loc, message));
        }
        dims
    };
    let element = parse_element_type(p)?;
    p.parse_greater()?;
    Ok(TensorArmType::get(p.ctx(), &shape, element))
}

fn parse_runtime_array(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    p.parse_less()?;
    let element = parse_element_type(p)?;
    let stride = parse_optional_stride(p)?;
    p.parse_greater()?;
    Ok(RuntimeArrayType::get(p.ctx(), element, stride))
}

fn parse_pointer(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    p.parse_less()?;
    let pointee = parse_element_type(p)?;
    let loc = p.get_current_location();
    p.parse_comma()?;
    let spelling = p.parse_keyword_any()?;
    let Some(storage_class) = StorageClass::from_mlir_name(spelling) else {
        return Err(p.emit_error_at(loc, format!("unknown storage class: {spelling}")));
    };
    p.parse_greater()?;
    Ok(PointerType::get(p.ctx(), pointee, storage_class))
}

fn parse_matrix(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    p.parse_less()?;
    let (loc, columns) = parse_count(p, "expected single unsigned integer for number of columns")?;
    if !(2..=4).contains(&columns) {
        return Err(p.emit_error_at(loc, "matrix is expected to have 2, 3, or 4 columns"));
    }
    let column_loc = p.get_current_location();
    let column = p.parse_type()?;
    if let Some(message) = matrix_column_error(p.ctx(), column) {
        return Err(p.emit_error_at(column_loc, message));
    }
    p.parse_greater()?;
    Ok(MatrixType::get(p.ctx(), column, columns as u32))
}

/// Why `ty` cannot be a matrix column (MLIR's `parseAndVerifyMatrixType`).
fn matrix_column_error(ctx: &Context, ty: Type) -> Option<String> {
    let TypeKind::Vector { shape, element, .. } = ctx.type_kind(ty) else {
        return Some(format!(
            "matrix must be composed using vector type, got '{}'",
            type_str(ctx, ty)
        ));
    };
    if shape.len() != 1 {
        return Some(format!(
            "only 1-D vector allowed but found '{}'",
            type_str(ctx, ty)
        ));
    }
    if !(2..=4).contains(&shape[0]) {
        return Some(format!(
            "matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found {}",
            shape[0]
        ));
    }
    if !matches!(ctx.type_kind(*element), TypeKind::Float(_)) {
        return Some(format!(
            "matrix columns' elements must be of Float type, got '{}'",
            type_str(ctx, *element)
        ));
    }
    None
}

/// One keyword of an enum: `unknown attribute: 'X'` when it names no value.
fn parse_enum_keyword<T>(
    p: &mut AsmParser<'_>,
    from_name: impl Fn(&str) -> Option<T>,
) -> ParseResult<T> {
    parse_keyword_as(p, from_name, |spelling| {
        format!("unknown attribute: '{spelling}'")
    })
}

/// A keyword that `from_name` reads, else the error `unknown` words.
fn parse_keyword_as<T>(
    p: &mut AsmParser<'_>,
    from_name: impl Fn(&str) -> Option<T>,
    unknown: impl FnOnce(&str) -> String,
) -> ParseResult<T> {
    let loc = p.get_current_location();
    let spelling = p.parse_keyword_any()?;
    match from_name(spelling) {
        Some(value) => Ok(value),
        None => Err(p.emit_error_at(loc, unknown(spelling))),
    }
}

/// `, Keyword`: the next parameter, an enum keyword.
fn parse_next_enum_keyword<T>(
    p: &mut AsmParser<'_>,
    from_name: impl Fn(&str) -> Option<T>,
) -> ParseResult<T> {
    p.parse_comma()?;
    parse_enum_keyword(p, from_name)
}

fn parse_image(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    p.parse_less()?;
    // The parameters in the order they are written.
    let image = ImageType {
        element: parse_element_type(p)?,
        dim: parse_next_enum_keyword(p, Dim::from_mlir_name)?,
        depth: parse_next_enum_keyword(p, ImageInfo::from_name)?,
        arrayed: parse_next_enum_keyword(p, ImageInfo::from_name)?,
        sampling: parse_next_enum_keyword(p, ImageInfo::from_name)?,
        sampler_use: parse_next_enum_keyword(p, ImageInfo::from_name)?,
        format: parse_next_enum_keyword(p, ImageFormat::from_mlir_name)?,
    };
    p.parse_greater()?;
    Ok(ImageType::get(p.ctx(), image))
}

fn parse_sampled_image(p: &mut AsmParser<'_>) -> ParseResult<Type> {
    p.parse_less()?;
    let loc = p.get_current_location();
    let image = p.parse_type()?;
    if ImageType::of(p.ctx(), image).is_none() {
        let message = format!(
            "sampled image must be composed using image type, got '{}'",
            type_str(p.ctx(), image)
        );
        return Err(p.emit_error_at(loc, message));
    }
    p.parse_greater()?;
    Ok(SampledImageType::get(p.ctx(), image))
}

thread_local! {
    /// Names of the identified structs whose bodies are being parsed, outermost
    /// first (nested type hooks run on the parser's thread).
    static ENCLOSING_STRUCTS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Keeps `name` on [`ENCLOSING_STRUCTS`] while its body is parsed.
struct EnclosingStruct;

impl EnclosingStruct {
    fn enter(name: &str) -> Self {
        ENCLOSING_STRUCTS.with(|s| s.borrow_mut().push(name.to_owned()));
        EnclosingStruct
    }

    fn contains(name: &str) -> bool {
        ENCLOSING_STRUCTS.with(|s| s.borrow().iter().any(|n| n == name))
    }
}

impl Drop for EnclosingStruct {
    fn drop(&mut self) {
        ENCLOSING_STRUCTS.with(|s| s.borrow_mut().pop());
    }
}

/// The body of a struct being parsed.
#[derive(Default)]
struct StructBody {
    members: Vec<Type>,
    offsets: Vec<u32>,
    member_decorations: Vec<MemberDecoration>,
    decorations: Vec<StructDecoration>,
}

fn parse_struct(p: &mut AsmParser<'_>, name_loc: SourcePos) -> ParseResult<Type> {
    p.parse_less()?;
    let identifier = p.parse_optional_keyword_or_string()?;
    let _enclosing = match identifier.as_deref() {
        Some(name) => {
            let nested_in_itself = EnclosingStruct::contains(name);
            if p.parse_optional_greater() {
                // `struct<Name>`: a reference to a struct whose body is being
                // parsed (through a pointer, recursively).
                if nested_in_itself {
                    return Ok(StructType::identified(p.ctx(), name));
                }
                return Err(p.emit_error_at(
                    name_loc,
                    "recursive struct reference not nested in struct definition",
                ));
            }
            p.parse_comma()?;
            if nested_in_itself {
                return Err(
                    p.emit_error_at(name_loc, "identifier already used for an enclosing struct")
                );
            }
            Some(EnclosingStruct::enter(name))
        }
        None => None,
    };

    p.parse_lparen()?;
    let mut body = StructBody::default();
    let empty = p.parse_optional_rparen() && p.parse_optional_greater();
    if !empty {
        loop {
            let member = p.parse_type()?;
            body.members.push(member);
            if p.parse_optional_lsquare() {
                parse_member_decorations(p, &mut body)?;
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        if !body.offsets.is_empty() && body.offsets.len() != body.members.len() {
            return Err(p.emit_error_at(
                name_loc,
                "offset specification must be given for all members",
            ));
        }
        p.parse_rparen()?;
        while p.parse_optional_comma() {
            let (decoration, value) = parse_decoration(p)?;
            body.decorations
                .push(StructDecoration { decoration, value });
        }
        p.parse_greater()?;
    }

    let ctx = p.ctx();
    let StructBody {
        members,
        offsets,
        member_decorations,
        decorations,
    } = body;
    match identifier {
        None => Ok(StructType::get(
            ctx,
            members,
            offsets,
            member_decorations,
            decorations,
        )),
        Some(name) => StructType::get_identified(
            ctx,
            &name,
            members,
            offsets,
            member_decorations,
            decorations,
        )
        .map_err(|conflict| p.emit_error_at(name_loc, conflict.to_string())),
    }
}

/// After `[`: `offset? (decoration (= attr)?)*` and `]`, for the last member.
fn parse_member_decorations(p: &mut AsmParser<'_>, body: &mut StructBody) -> ParseResult<()> {
    let member = body.members.len() as u32 - 1;
    let offset_loc = p.get_current_location();
    let offset: Option<u32> = p.parse_optional_integer()?;
    if let Some(offset) = offset {
        if body.offsets.len() != member as usize {
            return Err(p.emit_error_at(
                offset_loc,
                "offset specification must be given for all members",
            ));
        }
        body.offsets.push(offset);
    }
    if p.parse_optional_rsquare() {
        return Ok(());
    }
    if offset.is_some() {
        p.parse_comma()?;
    }
    loop {
        let (decoration, value) = parse_decoration(p)?;
        body.member_decorations.push(MemberDecoration {
            member,
            decoration,
            value,
        });
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rsquare()
}

/// `Decoration` or `Decoration=attr`.
fn parse_decoration(
    p: &mut AsmParser<'_>,
) -> ParseResult<(Decoration, Option<shader_mlir::ir::Attribute>)> {
    let decoration = parse_enum_keyword(p, Decoration::from_mlir_name)?;
    let value = if p.parse_optional_equal() {
        Some(p.parse_attribute(None)?)
    } else {
        None
    };
    Ok((decoration, value))
}
