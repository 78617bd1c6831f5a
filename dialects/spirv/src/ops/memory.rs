//! Memory ops: `spirv.AccessChain`, `spirv.Load`, `spirv.Store`, `spirv.Variable`.
//!
//! Mirrors MLIR's `SPIRVMemoryOps.td` and `MemoryOps.cpp` (MLIR 22): the
//! `"StorageClass"` string before the pointer, the optional `["Aligned", 4]`
//! memory-access list, and the same verifier rules.

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{AttrKind, Ir, OpId, OperationState, Type};

use super::asm::{int_value, named, parse_enum_string, print_enum_string, printed_attrs};
use super::verify as check;
use crate::attributes::{EnumAttr, EnumKind};
use crate::support::quoted;
use crate::types::constraints::{ANY_TYPE, INTEGER, POINTER};
use crate::types::{
    PointerType, StructType, composite_element_type, composite_num_elements, is_composite,
};

/// The memory ops, as registered.
pub const OPS: &[OpDef] = &[
    AccessChainOp::DEF,
    LoadOp::DEF,
    StoreOp::DEF,
    VariableOp::DEF,
];

const ALIGNED: u32 = spirv::MemoryAccess::ALIGNED.bits();

// ===== memory access operands =====

/// `(["Access"(, alignment)?])?` into `memory_access` / `alignment`.
fn parse_memory_access(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    if !p.parse_optional_lsquare() {
        return Ok(());
    }
    let ctx = p.ctx();
    let access = parse_enum_string(p, EnumKind::MemoryAccess)?;
    state.attributes.push(named(
        ctx,
        "memory_access",
        EnumAttr::raw(ctx, EnumKind::MemoryAccess, access),
    ));
    if access & ALIGNED != 0 {
        p.parse_comma()?;
        let alignment = p.parse_attribute(Some(ctx.common().i32))?;
        state.attributes.push(named(ctx, "alignment", alignment));
    }
    p.parse_rsquare()
}

/// ` ["Access"(, alignment)?]`, adding what it printed to `elided`.
fn print_memory_access(p: &mut AsmPrinter<'_>, op: OpId, elided: &mut Vec<&'static str>) {
    let ir = p.ir();
    let ctx = p.ctx();
    elided.push("storage_class");
    let Some(access) = ir
        .attr_or_prop(op, "memory_access")
        .and_then(|a| EnumAttr::of(ctx, a))
    else {
        return;
    };
    elided.push("memory_access");
    p.write_str(" [");
    print_enum_string(p, EnumKind::MemoryAccess, access.value);
    if access.value & ALIGNED != 0
        && let Some(alignment) = ir
            .attr_or_prop(op, "alignment")
            .and_then(|a| int_value(ctx, a))
    {
        elided.push("alignment");
        p.write_str(", ");
        p.write_int(alignment);
    }
    p.write_char(']');
}

/// `verifyMemoryAccessAttribute`: `alignment` exactly when the access is `Aligned`.
fn verify_memory_access(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let access = check::optional_enum(ir, op, "memory_access", EnumKind::MemoryAccess)?;
    let alignment = ir.attr_or_prop(op, "alignment");
    if let Some(alignment) = alignment
        && int_value(ir.ctx(), alignment).is_none()
    {
        return Err(ir.op_error(
            op,
            "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute",
        ));
    }
    match access {
        None if alignment.is_some() => Err(ir.op_error(
            op,
            "invalid alignment specification without aligned memory access specification",
        )),
        Some(a) if a & ALIGNED != 0 && alignment.is_none() => {
            Err(ir.op_error(op, "missing alignment value"))
        }
        Some(a) if a & ALIGNED == 0 && alignment.is_some() => Err(ir.op_error(
            op,
            "invalid alignment specification with non-aligned memory access specification",
        )),
        _ => Ok(()),
    }
}

/// `verifyLoadStorePtrAndValTypes`.
fn verify_pointee(ir: &Ir, op: OpId, value_ty: Type) -> Result<(), Diagnostic> {
    let ptr_ty = ir.value_type(ir.operand(op, 0));
    match PointerType::of(ir.ctx(), ptr_ty) {
        Some(ptr) if ptr.pointee == value_ty => Ok(()),
        _ => Err(ir.op_error(op, "mismatch in result type and pointer type")),
    }
}

fn storage_class_of(ir: &Ir, op: OpId) -> Option<u32> {
    let ptr = ir.operands(op).next()?;
    PointerType::of(ir.ctx(), ir.value_type(ptr)).map(|p| p.storage_class as u32)
}

// ===== spirv.AccessChain =====

/// `spirv.AccessChain %base[%i, ...] : !spirv.ptr<...>, i32, ... -> !spirv.ptr<...>`:
/// a pointer into a composite.
pub struct AccessChainOp;

impl AccessChainOp {
    pub const NAME: &'static str = "spirv.AccessChain";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Create a pointer into a composite object")
        .traits(Traits::PURE)
        .verify(verify_access_chain)
        .asm(parse_access_chain, print_access_chain);

    /// The pointer type an access chain from `base` with `indices` produces,
    /// or the diagnostic MLIR gives (`getElementPtrType`). `index_value` gives
    /// the constant value of an index (needed to step into structs).
    pub fn result_type(
        ir: &Ir,
        op: OpId,
        base: Type,
        indices: &[Option<i32>],
    ) -> Result<Type, Diagnostic> {
        let ctx = ir.ctx();
        let loc = ir.op_loc(op);
        let Some(ptr) = PointerType::of(ctx, base) else {
            let message = format!(
                "'spirv.AccessChain' op expected a pointer to composite type, but provided {}",
                quoted(ctx, base)
            );
            return Err(ir.error_at(loc, message));
        };
        let mut ty = ptr.pointee;
        let mut index = 0i32;
        for &value in indices {
            if !is_composite(ctx, ty) {
                let message = format!(
                    "'spirv.AccessChain' op cannot extract from non-composite type {} with index {index}",
                    quoted(ctx, ty)
                );
                return Err(ir.error_at(loc, message));
            }
            index = 0;
            if StructType::of(ctx, ty).is_some() {
                let Some(value) = value else {
                    return Err(ir.error_at(
                        loc,
                        "'spirv.AccessChain' op index must be an integer spirv.Constant to access element of \
                         spirv.struct",
                    ));
                };
                index = value;
                let count = composite_num_elements(ctx, ty).unwrap_or(0);
                if index < 0 || index as u64 >= count {
                    let message = format!(
                        "'spirv.AccessChain' op index {index} out of bounds for {}",
                        quoted(ctx, ty)
                    );
                    return Err(ir.error_at(loc, message));
                }
            }
            ty = composite_element_type(ctx, ty, index.max(0) as u64).unwrap_or(ty);
        }
        Ok(PointerType::get(ctx, ty, ptr.storage_class))
    }
}

/// The constant value of an index operand (`extractValueFromConstOp`), or the
/// name of the op defining it when that is not an integer `spirv.Constant`.
fn constant_index(ir: &Ir, value: shader_mlir::ir::Value) -> Result<i32, Option<String>> {
    let Some(def) = ir.defining_op(value) else {
        return Err(None);
    };
    if !ir.op_is(def, super::structure::ConstantOp::NAME) {
        return Err(Some(ir.op_name_str(def).to_owned()));
    }
    match ir.attr_or_prop(def, "value").map(|a| ir.ctx().attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => Ok(*value as i32),
        _ => Err(Some(ir.op_name_str(def).to_owned())),
    }
}

fn parse_access_chain(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let base = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let base_ty = p.parse_type()?;
    p.parse_comma()?;
    let types_loc = p.get_current_location();
    let mut index_types = Vec::new();
    if !p.parse_optional_arrow() {
        p.parse_type_list(&mut index_types)?;
        p.parse_arrow()?;
    }
    let result = p.parse_type()?;
    state.operands.push(p.resolve_operand(&base, base_ty)?);
    p.resolve_operands(&indices, &index_types, types_loc, &mut state.operands)?;
    state.result_types.push(result);
    Ok(())
}

fn print_access_chain(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_operands(op) == 0 || ir.num_results(op) != 1 {
        return p.print_generic_op(op, false);
    }
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    p.write_char('[');
    p.print_operands(ir.operands(op).skip(1));
    p.write_char(']');
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.write_str(", ");
    p.print_type_list(ir.operand_types(op).skip(1));
    p.write_str(" -> ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn verify_access_chain(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check::counts_at_least(ir, op, 1, 1)?;
    check::operand(ir, op, 0, &POINTER)?;
    check::variadic_operands(ir, op, 1, ir.num_operands(op) - 1, &INTEGER)?;
    check::result(ir, op, 0, &POINTER)?;

    // Indices into structs must be constants; find the first one that is not,
    // walking the type as `getElementPtrType` does.
    let base = ir.value_type(ir.operand(op, 0));
    let mut values = Vec::with_capacity(ir.num_operands(op) - 1);
    let mut ty = PointerType::of(ctx, base).map(|p| p.pointee);
    for index in ir.operands(op).skip(1) {
        let constant = constant_index(ir, index);
        if let Some(t) = ty
            && StructType::of(ctx, t).is_some()
            && let Err(Some(name)) = &constant
        {
            let message = format!(
                "'spirv.AccessChain' index must be an integer spirv.Constant to access element of spirv.struct, but \
                 provided {name}"
            );
            return Err(ir.error_at(ir.op_loc(op), message));
        }
        let value = constant.ok();
        ty = ty.and_then(|t| composite_element_type(ctx, t, value.unwrap_or(0).max(0) as u64));
        values.push(value);
    }
    let expected = AccessChainOp::result_type(ir, op, base, &values)?;
    let provided = ir.value_type(ir.result(op, 0));
    if expected != provided {
        let message = format!(
            "invalid result type: expected {}, but provided {}",
            quoted(ctx, expected),
            quoted(ctx, provided)
        );
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

// ===== spirv.Load =====

/// `spirv.Load "StorageClass" %ptr (["Access"(, N)?])? {attrs}? : T`.
pub struct LoadOp;

impl LoadOp {
    pub const NAME: &'static str = "spirv.Load";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Load through a pointer")
        .properties(&["alignment", "memory_access"])
        .verify(verify_load)
        .asm(parse_load, print_load);
}

fn parse_load(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let storage_class = parse_enum_string(p, EnumKind::StorageClass)?;
    let ptr = p.parse_operand()?;
    parse_memory_access(p, state)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let element = p.parse_colon_type()?;
    let ptr_ty = pointer_to(p, element, storage_class);
    state.operands.push(p.resolve_operand(&ptr, ptr_ty)?);
    state.result_types.push(element);
    Ok(())
}

/// `!spirv.ptr<element, storage_class>` for a storage class parsed as a number.
fn pointer_to(p: &AsmParser<'_>, element: Type, storage_class: u32) -> Type {
    let sc = spirv::StorageClass::from_u32(storage_class).unwrap_or(spirv::StorageClass::Function);
    PointerType::get(p.ctx(), element, sc)
}

fn print_load(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let (Some(sc), 1, 1) = (
        storage_class_of(ir, op),
        ir.num_operands(op),
        ir.num_results(op),
    ) else {
        return p.print_generic_op(op, false);
    };
    p.write_char(' ');
    print_enum_string(p, EnumKind::StorageClass, sc);
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    let mut elided = Vec::new();
    print_memory_access(p, op, &mut elided);
    p.print_optional_attr_dict(&printed_attrs(ir, op), &elided);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn verify_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check::counts(ir, op, 1, 1)?;
    check::operand(ir, op, 0, &POINTER)?;
    check::result(ir, op, 0, &ANY_TYPE)?;
    verify_pointee(ir, op, ir.value_type(ir.result(op, 0)))?;
    verify_memory_access(ir, op)
}

// ===== spirv.Store =====

/// `spirv.Store "StorageClass" %ptr, %value (["Access"(, N)?])? : T {attrs}?`.
///
/// MLIR prints discardable attributes after the type but does not parse them
/// back; this parser accepts them there.
pub struct StoreOp;

impl StoreOp {
    pub const NAME: &'static str = "spirv.Store";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Store through a pointer")
        .traits(Traits::ZERO_RESULTS)
        .properties(&["alignment", "memory_access"])
        .verify(verify_store)
        .asm(parse_store, print_store);
}

fn parse_store(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let storage_class = parse_enum_string(p, EnumKind::StorageClass)?;
    let loc = p.get_current_location();
    let operands = p.parse_operand_list_of(Delimiter::None, 2)?;
    parse_memory_access(p, state)?;
    let element = p.parse_colon_type()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ptr_ty = pointer_to(p, element, storage_class);
    p.resolve_operands(&operands, &[ptr_ty, element], loc, &mut state.operands)
}

fn print_store(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let (Some(sc), 2) = (storage_class_of(ir, op), ir.num_operands(op)) else {
        return p.print_generic_op(op, false);
    };
    p.write_char(' ');
    print_enum_string(p, EnumKind::StorageClass, sc);
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    p.write_str(", ");
    p.print_operand(ir.operand(op, 1));
    let mut elided = Vec::new();
    print_memory_access(p, op, &mut elided);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 1)));
    p.print_optional_attr_dict(&printed_attrs(ir, op), &elided);
}

fn verify_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check::counts(ir, op, 2, 0)?;
    check::operand(ir, op, 0, &POINTER)?;
    check::operand(ir, op, 1, &ANY_TYPE)?;
    verify_pointee(ir, op, ir.value_type(ir.operand(op, 1)))?;
    verify_memory_access(ir, op)
}

// ===== spirv.Variable =====

/// `spirv.Variable (init(%value))? {attrs}? : !spirv.ptr<T, Function>`: a
/// function-scope variable.
pub struct VariableOp;

impl VariableOp {
    pub const NAME: &'static str = "spirv.Variable";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Allocate an object in memory")
        .properties(&["storage_class"])
        .verify(verify_variable)
        .asm(parse_variable, print_variable);
}

fn parse_variable(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut init = None;
    if p.parse_optional_keyword("init") {
        p.parse_lparen()?;
        init = Some(p.parse_operand()?);
        p.parse_rparen()?;
    }
    super::structure::parse_variable_decorations(p, state)?;
    p.parse_colon()?;
    let loc = p.get_current_location();
    let ty = p.parse_type()?;
    let Some(&ptr) = PointerType::of(ctx, ty) else {
        return Err(p.emit_error_at(loc, "expected spirv.ptr type"));
    };
    state.result_types.push(ty);
    if let Some(init) = init {
        state.operands.push(p.resolve_operand(&init, ptr.pointee)?);
    }
    state.attributes.push(named(
        ctx,
        "storage_class",
        EnumAttr::get(ctx, ptr.storage_class),
    ));
    Ok(())
}

fn print_variable(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_results(op) != 1 || ir.num_operands(op) > 1 {
        return p.print_generic_op(op, false);
    }
    if let Some(init) = ir.operands(op).next() {
        p.write_str(" init(");
        p.print_operand(init);
        p.write_char(')');
    }
    let mut elided = vec!["storage_class"];
    super::structure::print_variable_decorations(p, op, &mut elided);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn verify_variable(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.num_operands(op) > 1 {
        return Err(ir.op_error(
            op,
            format!(
                "expected 0 or 1 operands, but found {}",
                ir.num_operands(op)
            ),
        ));
    }
    check::counts(ir, op, ir.num_operands(op), 1)?;
    if ir.num_operands(op) == 1 {
        check::operand(ir, op, 0, &ANY_TYPE)?;
    }
    check::result(ir, op, 0, &POINTER)?;
    let storage_class = check::required_enum(ir, op, EnumKind::StorageClass)?;
    if storage_class != spirv::StorageClass::Function as u32 {
        return Err(ir.op_error(
            op,
            "can only be used to model function-level variables. Use spirv.GlobalVariable for module-level \
             variables.",
        ));
    }
    let pointer = PointerType::of(ir.ctx(), ir.value_type(ir.result(op, 0)));
    if pointer.is_none_or(|p| p.storage_class as u32 != storage_class) {
        return Err(ir.op_error(
            op,
            "storage class must match result pointer's storage class",
        ));
    }
    if let Some(init) = ir.operands(op).next() {
        let allowed = ir.defining_op(init).is_some_and(|d| {
            ir.op_is(d, super::structure::ConstantOp::NAME)
                || ir.op_is(d, "spirv.mlir.referenceof")
                || ir.op_is(d, super::structure::AddressOfOp::NAME)
        });
        if !allowed {
            return Err(ir.op_error(
                op,
                "initializer must be the result of a constant or spirv.GlobalVariable op",
            ));
        }
    }
    for name in ["descriptor_set", "binding", "built_in"] {
        if ir.attr_or_prop(op, name).is_some() {
            return Err(ir.op_error(
                op,
                format!("cannot have '{name}' attribute (only allowed in spirv.GlobalVariable)"),
            ));
        }
    }
    verify_physical_storage_buffer_decorations(ir, op, pointer.map(|p| p.pointee))
}

/// A variable holding a `PhysicalStorageBuffer` pointer says whether it
/// aliases: exactly one of `aliased_pointer` and `restrict_pointer` (MLIR's
/// `verifyPhysicalStorageBufferDecorations`).
fn verify_physical_storage_buffer_decorations(
    ir: &Ir,
    op: OpId,
    pointee: Option<Type>,
) -> Result<(), Diagnostic> {
    let holds_physical_pointer = pointee
        .and_then(|t| PointerType::of(ir.ctx(), t))
        .is_some_and(|p| p.storage_class == spirv::StorageClass::PhysicalStorageBuffer);
    if !holds_physical_pointer {
        return Ok(());
    }
    let aliased = ir.attr_or_prop(op, "aliased_pointer").is_some();
    let restrict = ir.attr_or_prop(op, "restrict_pointer").is_some();
    match (aliased, restrict) {
        (true, true) => Err(ir.op_error(op, " with physical buffer pointer must have exactly one aliasing decoration")),
        (false, false) => Err(ir.op_error(
            op,
            " with physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'",
        )),
        _ => Ok(()),
    }
}
