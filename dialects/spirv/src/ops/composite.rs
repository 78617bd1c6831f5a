//! Composite ops: `spirv.CompositeConstruct`, `spirv.CompositeExtract`,
//! `spirv.CompositeInsert`, `spirv.VectorShuffle`,
//! `spirv.VectorExtractDynamic`, `spirv.VectorInsertDynamic`.
//!
//! Mirrors MLIR 22's `SPIRVCompositeOps.td` and their C++ in `SPIRVOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#composite-ops>): the same
//! formats (`%v[1 : i32] : vector<4xf32>`), the same element-type walk for
//! extraction indices, the same diagnostics.

use shader_mlir::Context;
use shader_mlir::asm::parser::{Delimiter, SourcePos};
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, OperationState, Type, TypeKind, Value};
use shader_mlir::ods::property::I32ArrayAttr;
use shader_mlir::op;
use spirv::Op;

use super::asm::{int_value, named};
use super::encoding::Encoding;
use crate::ops::table::op_table;
use crate::ops::verify::verify_checks;
use crate::support::{attr_str, quoted};
use crate::types::constraints::{ANY_TYPE, COMPOSITE, INT, SCALAR, VECTOR};
use crate::types::{
    CooperativeMatrixType, composite_element_type, composite_num_elements, is_composite,
};

op_table! { operands_op;
    /// Construct a new composite object from a set of constituent objects.
    ///
    /// `%r = spirv.CompositeConstruct %a, %b : (f32, f32) -> vector<2xf32>`.
    op CompositeConstructOp = "spirv.CompositeConstruct" (
        [traits = [Pure], ext = Encoding::Core(Op::CompositeConstruct),
            verify = verify_composite_construct],
        ["$constituents attr-dict `:` `(` type(operands) `)` `->` type($result)"],
        (constituents: Vec<ANY_TYPE>) -> result: COMPOSITE);
    /// Extract a part of a composite object.
    ///
    /// `%r = spirv.CompositeExtract %composite[1 : i32, 0 : i32] : C`; the result
    /// type is the one the indices select.
    op CompositeExtractOp = "spirv.CompositeExtract" (
        [traits = [Pure], ext = Encoding::Core(Op::CompositeExtract),
            verify = verify_composite_extract, parse = parse_composite_extract,
            print = print_composite_extract, custom_printable = composite_extract_printable],
        [],
        (composite: COMPOSITE, prop indices: I32ArrayAttr = Vec<i32>) -> component: ANY_TYPE);
    /// Make a copy of a composite object, while modifying one part of it.
    ///
    /// `%r = spirv.CompositeInsert %object, %composite[1 : i32] : T into C`.
    op CompositeInsertOp = "spirv.CompositeInsert" (
        [traits = [Pure], ext = Encoding::Core(Op::CompositeInsert),
            verify = verify_composite_insert, parse = parse_composite_insert,
            print = print_composite_insert, custom_printable = composite_insert_printable],
        [],
        (object: ANY_TYPE, composite: COMPOSITE, prop indices: I32ArrayAttr = Vec<i32>) -> result: COMPOSITE);
    /// Extract a single, dynamically selected, component of a vector.
    ///
    /// `%r = spirv.VectorExtractDynamic %v[%i] : vector<8xf32>, i32`.
    op VectorExtractDynamicOp = "spirv.VectorExtractDynamic" (
        [traits = [Pure, TypesMatchWith("type of 'result' matches element type of 'vector'", vector, result, vector_element)],
            ext = Encoding::Core(Op::VectorExtractDynamic)],
        ["$vector `[` $index `]` attr-dict `:` type($vector) `,` type($index)"],
        (vector: VECTOR, index: INT) -> result: SCALAR);
    /// Make a copy of a vector, with a single, variably selected, component
    /// modified.
    ///
    /// `%r = spirv.VectorInsertDynamic %c, %v[%i] : vector<8xf32>, i32`.
    op VectorInsertDynamicOp = "spirv.VectorInsertDynamic" (
        [traits = [Pure, TypesMatchWith("type of 'component' matches element type of 'vector'", vector, component, vector_element), AllTypesMatch(vector, result)],
            ext = Encoding::Core(Op::VectorInsertDynamic)],
        ["$component `,` $vector `[` $index `]` attr-dict `:` type($vector) `,` type($index)"],
        (vector: VECTOR, component: SCALAR, index: INT) -> result: VECTOR);
    /// Select arbitrary components from two vectors to make a new vector.
    ///
    /// `%r = spirv.VectorShuffle [1 : i32, 3 : i32] %a, %b : vector<2xf32>, vector<2xf32> -> vector<2xf32>`.
    op VectorShuffleOp = "spirv.VectorShuffle" (
        [traits = [Pure, AllElementTypesMatch(vector1, vector2, result)],
            ext = Encoding::Core(Op::VectorShuffle), verify = verify_vector_shuffle],
        ["attr-dict $components $vector1 `,` $vector2 `:` type($vector1) `,` type($vector2) `->` type($result)"],
        (vector1: VECTOR, vector2: VECTOR, prop components: I32ArrayAttr = Vec<i32>) -> result: VECTOR);
}

/// The type `indices` select inside `ty` (MLIR's `getElementType` for
/// composite extraction), or the message explaining why they cannot.
pub fn indexed_element_type(ctx: &Context, ty: Type, indices: Attribute) -> Result<Type, String> {
    let AttrKind::Array(elements) = ctx.attr_kind(indices) else {
        return Err("expected a 32-bit integer array attribute for 'indices'".to_owned());
    };
    if elements.is_empty() {
        return Err("expected at least one index for spirv.CompositeExtract".to_owned());
    }
    let mut current = ty;
    for &element in elements.iter() {
        let Some(index) = int_value(ctx, element) else {
            return Err(format!(
                "expected an 32-bit integer for index, but found '{}'",
                attr_str(ctx, element)
            ));
        };
        let index = index as i32;
        if !is_composite(ctx, current) {
            return Err(format!(
                "cannot extract from non-composite type {} with index {index}",
                quoted(ctx, current)
            ));
        }
        if let Some(count) = composite_num_elements(ctx, current)
            && (index < 0 || index as u64 >= count)
        {
            return Err(format!(
                "index {index} out of bounds for {}",
                quoted(ctx, current)
            ));
        }
        current = composite_element_type(ctx, current, index.max(0) as u64).unwrap_or(current);
    }
    Ok(current)
}

/// A cooperative matrix is built from one constituent, its element type, that
/// every element takes (the first case of MLIR's `CompositeConstructOp::verify`).
fn verify_cooperative_matrix_splat(
    ir: &Ir,
    op: OpId,
    element: Type,
    constituents: &[Type],
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let [constituent] = constituents else {
        let message = format!(
            "has incorrect number of operands: expected 1, but provided {}",
            constituents.len()
        );
        return Err(ir.op_error(op, message));
    };
    verify_checks!(|message: String| ir.op_error(op, message);
        *constituent == element => format!("operand type mismatch: expected operand type {}, but provided {}", quoted(ctx, element), quoted(ctx, *constituent)),
    )
}

/// MLIR's `CompositeConstructOp::verify`.
fn verify_composite_construct(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let result = ir.value_type(ir.result(op, 0));
    let constituents: Vec<Type> = ir.operand_types(op).collect();
    if let Some(matrix) = CooperativeMatrixType::of(ctx, result) {
        return verify_cooperative_matrix_splat(ir, op, matrix.element, &constituents);
    }
    if composite_num_elements(ctx, result) == Some(constituents.len() as u64) {
        for (i, &ty) in constituents.iter().enumerate() {
            let expected = composite_element_type(ctx, result, i as u64).unwrap_or(ty);
            verify_checks!(|message: String| ir.op_error(op, message);
                ty == expected => format!("operand type mismatch: expected operand type {}, but provided {}", quoted(ctx, expected), quoted(ctx, ty)),
            )?;
        }
        return Ok(());
    }
    let TypeKind::Vector {
        shape,
        element: result_element,
        ..
    } = ctx.type_kind(result)
    else {
        return Err(ir.op_error(
            op,
            "expected to return a vector or cooperative matrix when the number of constituents is less than what \
             the result needs",
        ));
    };
    let mut total = 0i64;
    for &ty in &constituents {
        let (count, element) = match ctx.type_kind(ty) {
            TypeKind::Vector { shape, element, .. } => (shape.iter().product(), *element),
            TypeKind::Integer { .. } | TypeKind::Float(_) => (1, ty),
            _ => {
                let message = format!(
                    "operand type mismatch: expected operand to have a scalar or vector type, but provided {}",
                    quoted(ctx, ty)
                );
                return Err(ir.op_error(op, message));
            }
        };
        verify_checks!(|message: String| ir.op_error(op, message);
            element == *result_element => format!("operand element type mismatch: expected to be {}, but provided {}", quoted(ctx, *result_element), quoted(ctx, element)),
        )?;
        total += count;
    }
    let expected: i64 = shape.iter().product();
    if total != expected {
        let message =
            format!("has incorrect number of operands: expected {expected}, but provided {total}");
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

/// The `indices` array and where it was written.
fn parse_indices(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<(SourcePos, Attribute)> {
    let loc = p.get_current_location();
    let indices = p.parse_attribute(None)?;
    state.attributes.push(named(p.ctx(), "indices", indices));
    Ok((loc, indices))
}

/// MLIR's `CompositeExtractOp::parse`: the result type comes from the indices.
fn parse_composite_extract(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let composite = p.parse_operand()?;
    let (loc, indices) = parse_indices(p, state)?;
    let ty = p.parse_colon_type()?;
    state.operands.push(p.resolve_operand(&composite, ty)?);
    match indexed_element_type(p.ctx(), ty, indices) {
        Ok(element) => {
            state.result_types.push(element);
            Ok(())
        }
        Err(message) => Err(p.emit_error_at(loc, message)),
    }
}

fn composite_extract_printable(ir: &Ir, op: OpId) -> bool {
    ir.prop(op, "indices").is_some() && ir.num_operands(op) == 1 && ir.num_results(op) == 1
}

fn print_composite_extract(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let extract = CompositeExtractOp(op);
    let composite = extract.composite(ir);
    print_indexed_operands(p, &[composite], extract.indices_attr(ir));
    p.print_type(ir.value_type(composite));
}

/// ` %a, %b[indices] : `: the operands and indices of the extract and insert
/// forms, up to their types.
fn print_indexed_operands(p: &mut AsmPrinter<'_>, operands: &[Value], indices: Option<Attribute>) {
    p.write_char(' ');
    p.print_operands(operands.iter().copied());
    if let Some(indices) = indices {
        p.print_attribute(indices);
    }
    p.write_str(" : ");
}

/// Element-type errors of the verifier are reported at the op without its name,
/// as MLIR's `emitError(loc, ...)`.
fn element_type_at(ir: &Ir, op: OpId, ty: Type, indices: Attribute) -> Result<Type, Diagnostic> {
    indexed_element_type(ir.ctx(), ty, indices)
        .map_err(|message| ir.error_at(ir.op_loc(op), message))
}

/// MLIR's `CompositeExtractOp::verify`.
fn verify_composite_extract(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let extract = CompositeExtractOp(op);
    let Some(indices) = extract.indices_attr(ir) else {
        return Ok(());
    };
    let expected = element_type_at(ir, op, ir.value_type(extract.composite(ir)), indices)?;
    let provided = ir.value_type(extract.component(ir));
    verify_checks!(|message: String| ir.op_error(op, message);
        expected == provided => format!("invalid result type: expected {} but provided {}", quoted(ctx, expected), quoted(ctx, provided)),
    )
}

/// MLIR's `CompositeInsertOp::parse`.
fn parse_composite_insert(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let loc = p.get_current_location();
    let operands = p.parse_operand_list_of(Delimiter::None, 2)?;
    parse_indices(p, state)?;
    let object = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let composite = p.parse_type()?;
    p.resolve_operands(&operands, &[object, composite], loc, &mut state.operands)?;
    state.result_types.push(composite);
    Ok(())
}

fn composite_insert_printable(ir: &Ir, op: OpId) -> bool {
    ir.prop(op, "indices").is_some() && ir.num_operands(op) == 2
}

fn print_composite_insert(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let insert = CompositeInsertOp(op);
    let (object, composite) = (insert.object(ir), insert.composite(ir));
    print_indexed_operands(p, &[object, composite], insert.indices_attr(ir));
    p.print_type(ir.value_type(object));
    p.write_str(" into ");
    p.print_type(ir.value_type(composite));
}

/// MLIR's `CompositeInsertOp::verify`.
fn verify_composite_insert(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let insert = CompositeInsertOp(op);
    let Some(indices) = insert.indices_attr(ir) else {
        return Ok(());
    };
    let composite = ir.value_type(insert.composite(ir));
    let expected = element_type_at(ir, op, composite, indices)?;
    let object = ir.value_type(insert.object(ir));
    verify_checks!(|message: String| ir.op_error(op, message);
        expected == object => format!("object operand type should be {}, but found {}", quoted(ctx, expected), quoted(ctx, object)),
    )?;
    let result = ir.value_type(insert.result(ir));
    verify_checks!(|message: String| ir.op_error(op, message);
        composite == result => format!("result type should be the same as the composite type, but found {} vs {}", quoted(ctx, composite), quoted(ctx, result)),
    )
}

fn vector_len(ctx: &Context, ty: Type) -> u64 {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => shape.iter().product::<i64>().max(0) as u64,
        _ => 0,
    }
}

/// MLIR's `VectorShuffleOp::verify`.
fn verify_vector_shuffle(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let shuffle = VectorShuffleOp(op);
    let selectors = shuffle.components(ir);
    let result_len = vector_len(ctx, ir.value_type(shuffle.result(ir)));
    verify_checks!(|message: String| ir.op_error(op, message);
        result_len == selectors.len() as u64 => format!("result type element count ({result_len}) mismatch with the number of component selectors ({})", selectors.len()),
    )?;
    let total = vector_len(ctx, ir.value_type(shuffle.vector1(ir)))
        + vector_len(ctx, ir.value_type(shuffle.vector2(ir)));
    for selector in selectors {
        let index = u64::from(selector as u32);
        verify_checks!(|message: String| ir.op_error(op, message);
            index < total || index == u64::from(u32::MAX) => format!("component selector {index} out of range: expected to be in [0, {total}) or 0xffffffff"),
        )?;
    }
    Ok(())
}

impl CompositeExtractOp {
    /// Builds the extraction of `indices` from `composite`, with the result
    /// type the indices select (MLIR's `(composite, indices)` builder);
    /// `None` when they select nothing.
    pub fn build_indexed(
        builder: &mut impl shader_mlir::rewrite::OpBuilder,
        location: shader_mlir::ir::Location,
        composite: Value,
        indices: &[i32],
    ) -> Option<Self> {
        let ctx = builder.ctx();
        let elements: Vec<Attribute> = indices.iter().map(|&i| ctx.i32_attr(i)).collect();
        let attr = ctx.array_attr(&elements);
        let ty = builder.ir().value_type(composite);
        let component = indexed_element_type(ctx, ty, attr).ok()?;
        Some(Self::build(
            builder, location, component, composite, indices,
        ))
    }
}

/// The element type of a vector type (`none` for other types).
fn vector_element(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => *element,
        _ => ctx.common().none,
    }
}
