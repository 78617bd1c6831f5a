//! Memory ops: `spirv.AccessChain`, `spirv.Load`, `spirv.Store`, `spirv.Variable`.
//!
//! Mirrors MLIR 22's `SPIRVMemoryOps.td` and `MemoryOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#memory-ops>): the
//! `"StorageClass"` string before the pointer, the optional `["Aligned", 4]`
//! memory-access list, and the same verifier rules.

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Ir, OpId, OperationState, Type, Value};
use shader_mlir::op;
use smallvec::SmallVec;
use spirv::{MemoryAccess, Op, StorageClass};

use super::asm::{
    named, parse_enum_string, parse_memory_access, print_enum_string, print_memory_access,
    printed_attrs,
};
use super::encoding::Encoding;
use super::properties::{AlignmentAttr, MemoryAccessAttr, StorageClassAttr};
use super::structure::{
    AddressOfOp, ConstantOp, ReferenceOfOp, parse_variable_decorations, print_variable_decorations,
};
use crate::attributes::{EnumAttr, EnumKind};
use crate::ops::table::op_table;
use crate::ops::verify::verify_checks;
use crate::support::quoted;
use crate::types::constraints::{ANY_TYPE, INT, POINTER};
use crate::types::{
    ArrayType, PointerType, StructType, composite_element_type, composite_num_elements,
    is_composite,
};

op_table! { operands_op;
    /// Create a pointer into a composite object.
    ///
    /// `spirv.AccessChain %base[%i, ...] : !spirv.ptr<...>, i32, ... -> !spirv.ptr<...>`.
    op AccessChainOp = "spirv.AccessChain" (
        [traits = [Pure], ext = Encoding::Core(Op::AccessChain), verify = verify_access_chain],
        ["$base_ptr `[` $indices `]` attr-dict `:` type($base_ptr) `,` type($indices) `->` type(results)"],
        (base_ptr: POINTER, indices: Vec<INT>) -> component_ptr: POINTER);
    /// Load through a pointer.
    ///
    /// `spirv.Load "StorageClass" %ptr (["Access"(, N)?])? {attrs}? : T`.
    op LoadOp = "spirv.Load" (
        [ext = Encoding::Core(Op::Load), verify = verify_load, parse = parse_load,
            print = print_load, custom_printable = load_printable],
        [],
        (ptr: POINTER, prop memory_access: MemoryAccessAttr = Option<MemoryAccess>,
            prop alignment: AlignmentAttr = Option<i32>) -> value: ANY_TYPE);
    /// Store through a pointer.
    ///
    /// `spirv.Store "StorageClass" %ptr, %value (["Access"(, N)?])? : T {attrs}?`:
    /// MLIR prints discardable attributes after the type but does not parse
    /// them back; this parser accepts them there.
    op StoreOp = "spirv.Store" (
        [ext = Encoding::Core(Op::Store), verify = verify_store, parse = parse_store,
            print = print_store, custom_printable = store_printable],
        [],
        (ptr: POINTER, value: ANY_TYPE, prop memory_access: MemoryAccessAttr = Option<MemoryAccess>,
            prop alignment: AlignmentAttr = Option<i32>));
    /// Allocate an object in memory.
    ///
    /// `spirv.Variable (init(%value))? {attrs}? : !spirv.ptr<T, Function>`: a
    /// function-scope variable.
    op VariableOp = "spirv.Variable" (
        [ext = Encoding::Core(Op::Variable), verify = verify_variable, parse = parse_variable,
            print = print_variable, custom_printable = variable_printable],
        [],
        (prop storage_class: StorageClassAttr = StorageClass, initializer: Option<ANY_TYPE>) -> pointer: POINTER);
}

// ===== spirv.AccessChain =====

impl AccessChainOp {
    /// The pointer type an access chain from `base` with `indices` produces,
    /// or the diagnostic MLIR gives (`getElementPtrType`). `indices` gives
    /// the constant value of each index (needed to step into structs).
    pub fn result_type(
        ir: &Ir,
        op: OpId,
        base: Type,
        indices: &[Option<i32>],
    ) -> Result<Type, Diagnostic> {
        let ptr = Self::result_pointer(ir, op, base, indices)?;
        Ok(PointerType::get(ir.ctx(), ptr.pointee, ptr.storage_class))
    }

    /// [`Self::result_type`] before it is uniqued: what it points to, and
    /// where.
    fn result_pointer(
        ir: &Ir,
        op: OpId,
        base: Type,
        indices: &[Option<i32>],
    ) -> Result<PointerType, Diagnostic> {
        let ctx = ir.ctx();
        let loc = ir.op_loc(op);
        let name = Self::NAME;
        let Some(ptr) = PointerType::of(ctx, base) else {
            let message = format!(
                "'{name}' op expected a pointer to composite type, but provided {}",
                quoted(ctx, base)
            );
            return Err(ir.error_at(loc, message));
        };
        let mut ty = ptr.pointee;
        let mut index = 0i32;
        for &value in indices {
            if !is_composite(ctx, ty) {
                let message = format!(
                    "'{name}' op cannot extract from non-composite type {} with index {index}",
                    quoted(ctx, ty)
                );
                return Err(ir.error_at(loc, message));
            }
            index = 0;
            if StructType::of(ctx, ty).is_some() {
                let Some(value) = value else {
                    let message = format!(
                        "'{name}' op index must be an integer {} to access element of spirv.struct",
                        ConstantOp::NAME
                    );
                    return Err(ir.error_at(loc, message));
                };
                index = value;
                let count = composite_num_elements(ctx, ty).unwrap_or(0);
                if index < 0 || index as u64 >= count {
                    let message = format!(
                        "'{name}' op index {index} out of bounds for {}",
                        quoted(ctx, ty)
                    );
                    return Err(ir.error_at(loc, message));
                }
            }
            ty = composite_element_type(ctx, ty, index.max(0) as u64).unwrap_or(ty);
        }
        Ok(PointerType {
            pointee: ty,
            storage_class: ptr.storage_class,
        })
    }
}

/// The constant value of an index operand (`extractValueFromConstOp`), or the
/// op defining it when that is not an integer `spirv.Constant` (its name is
/// only looked up for a diagnostic: verifying allocates nothing).
fn constant_index(ir: &Ir, value: Value) -> Result<i32, Option<OpId>> {
    let Some(def) = ir.defining_op(value) else {
        return Err(None);
    };
    let Some(constant) = ConstantOp::cast(ir, def) else {
        return Err(Some(def));
    };
    match constant.value_attr(ir).map(|a| ir.ctx().attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => Ok(*value as i32),
        _ => Err(Some(def)),
    }
}

/// MLIR's `AccessChainOp::verify`.
fn verify_access_chain(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let chain = AccessChainOp(op);
    let (base, result) = (chain.base_ptr(ir), chain.component_ptr(ir));
    verify_chain(ir, op, base, chain.indices(ir), result)
}

/// MLIR's `verifyAccessChain`, shared by the access chain ops: the result
/// is the pointer `indices` step to from `base` (upstream's diagnostics name
/// `spirv.AccessChain` for every one of them).
pub(super) fn verify_chain(
    ir: &Ir,
    op: OpId,
    base: Value,
    indices: impl Iterator<Item = Value>,
    result: Value,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    // Indices into structs must be constants; find the first one that is not,
    // walking the type as `getElementPtrType` does.
    let base = ir.value_type(base);
    let mut values: SmallVec<[Option<i32>; 4]> = SmallVec::new();
    let mut ty = PointerType::of(ctx, base).map(|p| p.pointee);
    for index in indices {
        let constant = constant_index(ir, index);
        if let Some(t) = ty
            && StructType::of(ctx, t).is_some()
            && let Err(Some(def)) = constant
        {
            let name = ir.op_name_str(def);
            let message = format!(
                "'{}' index must be an integer {} to access element of spirv.struct, but provided {name}",
                AccessChainOp::NAME,
                ConstantOp::NAME
            );
            return Err(ir.error_at(ir.op_loc(op), message));
        }
        let value = constant.ok();
        ty = ty.and_then(|t| composite_element_type(ctx, t, value.unwrap_or(0).max(0) as u64));
        values.push(value);
    }
    let expected = AccessChainOp::result_pointer(ir, op, base, &values)?;
    let provided = ir.value_type(result);
    if PointerType::of(ctx, provided) == Some(&expected) {
        return Ok(());
    }
    // Uniqued only for the diagnostic.
    let expected = PointerType::get(ctx, expected.pointee, expected.storage_class);
    verify_checks!(|message: String| ir.op_error(op, message);
        expected == provided => format!("invalid result type: expected {}, but provided {}", quoted(ctx, expected), quoted(ctx, provided)),
    )
}

// ===== memory access =====

/// `verifyMemoryAccessAttribute`: `alignment` exactly when the access is `Aligned`.
pub(super) fn verify_memory_access(
    ir: &Ir,
    op: OpId,
    access: Option<MemoryAccess>,
    alignment: Option<i32>,
) -> Result<(), Diagnostic> {
    match access {
        None if alignment.is_some() => Err(ir.op_error(
            op,
            "invalid alignment specification without aligned memory access specification",
        )),
        Some(a) if a.contains(MemoryAccess::ALIGNED) && alignment.is_none() => {
            Err(ir.op_error(op, "missing alignment value"))
        }
        Some(a) if !a.contains(MemoryAccess::ALIGNED) && alignment.is_some() => Err(ir.op_error(
            op,
            "invalid alignment specification with non-aligned memory access specification",
        )),
        _ => Ok(()),
    }
}

/// `verifyLoadStorePtrAndValTypes`.
fn verify_pointee(ir: &Ir, op: OpId, ptr: Value, value_ty: Type) -> Result<(), Diagnostic> {
    match PointerType::of(ir.ctx(), ir.value_type(ptr)) {
        Some(ptr) if ptr.pointee == value_ty => Ok(()),
        _ => Err(ir.op_error(op, "mismatch in result type and pointer type")),
    }
}

/// The storage class of the pointer `ptr`, when it is one.
pub(super) fn storage_class_of(ir: &Ir, ptr: Value) -> Option<u32> {
    PointerType::of(ir.ctx(), ir.value_type(ptr)).map(|p| p.storage_class as u32)
}

/// `!spirv.ptr<element, storage_class>` for a storage class parsed as a number.
pub(super) fn pointer_to(p: &AsmParser<'_>, element: Type, storage_class: u32) -> Type {
    let sc = StorageClass::from_u32(storage_class).unwrap_or(StorageClass::Function);
    PointerType::get(p.ctx(), element, sc)
}

/// The memory access list of `op` (` ["Aligned", 4]`), adding what it
/// printed to `elided`.
fn print_access(p: &mut AsmPrinter<'_>, op: OpId, elided: &mut Vec<&'static str>) {
    print_access_as(p, op, ("memory_access", "alignment"), elided);
}

/// Prints the memory access list held by the properties `names` (access,
/// alignment), adding those it printed to `elided`.
pub(super) fn print_access_as(
    p: &mut AsmPrinter<'_>,
    op: OpId,
    names: (&'static str, &'static str),
    elided: &mut Vec<&'static str>,
) {
    let ir = p.ir();
    let (access, alignment) = (ir.prop(op, names.0), ir.prop(op, names.1));
    let (printed_access, printed_alignment) = print_memory_access(p, access, alignment);
    if printed_access {
        elided.push(names.0);
    }
    if printed_alignment {
        elided.push(names.1);
    }
}

// ===== spirv.Load =====

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

fn load_printable(ir: &Ir, op: OpId) -> bool {
    ir.num_operands(op) == 1
        && ir.num_results(op) == 1
        && storage_class_of(ir, ir.operand(op, 0)).is_some()
}

/// ` "StorageClass" %ptr`: how a load or store starts.
/// ` "StorageClass" %ptr`.
pub(super) fn print_pointer(p: &mut AsmPrinter<'_>, ptr: Value) {
    let class = storage_class_of(p.ir(), ptr).unwrap_or(0);
    p.write_char(' ');
    print_enum_string(p, EnumKind::StorageClass, class);
    p.write_char(' ');
    p.print_operand(ptr);
}

fn print_load(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let load = LoadOp(op);
    print_pointer(p, load.ptr(ir));
    let mut elided = vec!["storage_class"];
    print_access(p, op, &mut elided);
    p.print_optional_attr_dict(&printed_attrs(ir, op), &elided);
    p.write_str(" : ");
    p.print_type(ir.value_type(load.value(ir)));
}

fn verify_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let load = LoadOp(op);
    verify_pointee(ir, op, load.ptr(ir), ir.value_type(load.value(ir)))?;
    verify_memory_access(ir, op, load.memory_access(ir), load.alignment(ir))
}

// ===== spirv.Store =====

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

fn store_printable(ir: &Ir, op: OpId) -> bool {
    ir.num_operands(op) == 2 && storage_class_of(ir, ir.operand(op, 0)).is_some()
}

fn print_store(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let store = StoreOp(op);
    let (ptr, value) = (store.ptr(ir), store.value(ir));
    print_pointer(p, ptr);
    p.write_str(", ");
    p.print_operand(value);
    let mut elided = vec!["storage_class"];
    print_access(p, op, &mut elided);
    p.write_str(" : ");
    p.print_type(ir.value_type(value));
    p.print_optional_attr_dict(&printed_attrs(ir, op), &elided);
}

fn verify_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let store = StoreOp(op);
    verify_pointee(ir, op, store.ptr(ir), ir.value_type(store.value(ir)))?;
    verify_memory_access(ir, op, store.memory_access(ir), store.alignment(ir))
}

// ===== spirv.Variable =====

fn parse_variable(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut init = None;
    if p.parse_optional_keyword("init") {
        p.parse_lparen()?;
        init = Some(p.parse_operand()?);
        p.parse_rparen()?;
    }
    parse_variable_decorations(p, state)?;
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

fn variable_printable(ir: &Ir, op: OpId) -> bool {
    ir.num_results(op) == 1 && ir.num_operands(op) <= 1
}

fn print_variable(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let variable = VariableOp(op);
    if let Some(init) = variable.initializer(ir) {
        p.write_str(" init(");
        p.print_operand(init);
        p.write_char(')');
    }
    let mut elided = vec!["storage_class"];
    print_variable_decorations(p, op, &mut elided);
    p.write_str(" : ");
    p.print_type(ir.value_type(variable.pointer(ir)));
}

/// MLIR's `VariableOp::verify`.
fn verify_variable(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let variable = VariableOp(op);
    let storage_class = variable.storage_class(ir);
    if storage_class != StorageClass::Function {
        return Err(ir.op_error(
            op,
            "can only be used to model function-level variables. Use spirv.GlobalVariable for module-level \
             variables.",
        ));
    }
    let pointer = PointerType::of(ir.ctx(), ir.value_type(variable.pointer(ir)));
    if pointer.is_none_or(|p| p.storage_class != storage_class) {
        return Err(ir.op_error(
            op,
            "storage class must match result pointer's storage class",
        ));
    }
    if let Some(init) = variable.initializer(ir) {
        let allowed = ir.defining_op(init).is_some_and(|d| {
            ConstantOp::isa(ir, d) || ReferenceOfOp::isa(ir, d) || AddressOfOp::isa(ir, d)
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

/// A variable holding a `PhysicalStorageBuffer` pointer, or an array of
/// them, says whether it aliases: exactly one of `aliased_pointer` and
/// `restrict_pointer` (MLIR's `VariableOp::verify`, which looks through one
/// level of `!spirv.array`).
fn verify_physical_storage_buffer_decorations(
    ir: &Ir,
    op: OpId,
    pointee: Option<Type>,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let held = pointee.map(|t| ArrayType::of(ctx, t).map_or(t, |array| array.element));
    let holds_physical_pointer = held
        .and_then(|t| PointerType::of(ctx, t))
        .is_some_and(|p| p.storage_class == StorageClass::PhysicalStorageBuffer);
    if !holds_physical_pointer {
        return Ok(());
    }
    let aliased = ir.attr(op, "aliased_pointer").is_some();
    let restrict = ir.attr(op, "restrict_pointer").is_some();
    match (aliased, restrict) {
        (true, true) => Err(ir.op_error(
            op,
            " with physical buffer pointer must have exactly one aliasing decoration",
        )),
        (false, false) => Err(ir.op_error(
            op,
            " with physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'",
        )),
        _ => Ok(()),
    }
}

impl LoadOp {
    /// Loads what `ptr` points to (MLIR's `(basePtr)` builder).
    pub fn build_from(
        builder: &mut impl shader_mlir::rewrite::OpBuilder,
        location: shader_mlir::ir::Location,
        ptr: Value,
    ) -> Self {
        let ctx = builder.ctx();
        let pointee = PointerType::of(ctx, builder.ir().value_type(ptr))
            .map_or(ctx.common().none, |p| p.pointee);
        Self::build(builder, location, pointee, ptr, None, None)
    }
}
