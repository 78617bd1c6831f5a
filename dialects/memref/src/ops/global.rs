//! `memref.global` and `memref.get_global`: module-level memory and a
//! reference to it (MLIR's `memref::GlobalOp` / `GetGlobalOp`). In shader
//! kernels a `memref.global` in the workgroup memory space (`3`) is an HLSL
//! `groupshared` variable; a `constant` one with an initial value is a
//! `static const` table.
//!
//! ```text
//! memref.global "private" @tile : memref<64xf32, 3>
//! memref.global "private" constant @weights : memref<4xf32> = dense<[1.0, 2.0, 2.0, 1.0]>
//! memref.global @scratch : memref<8xi32> = uninitialized
//! %tile = memref.get_global @tile : memref<64xf32, 3>
//! ```
//!
//! The initial value is `uninitialized` (a unit attribute) or an elements
//! attribute of the memref's shape, printed without its tensor type.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, Type, TypeKind, Value};
use shader_mlir::ods::format::{CustomParse, CustomPrint};
use shader_mlir::ods::property::{AnyAttr, FlatSymbolRefAttr, SymbolNameAttr, UnitAttr};
use shader_mlir::ods::{AttrConstraint, AttrSyntax, PropertyType};
use shader_mlir::op;

use dialect_func::symbol::{lookup_nearest_symbol, verify_visibility};

use super::support::{AlignmentAttr, STATIC_MEMREF, type_str};

/// `MemRefTypeAttr`: a memref type as an attribute.
pub struct MemRefTypeAttr;

fn memref_of(ctx: &shader_mlir::Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Type(t) if matches!(ctx.type_kind(*t), TypeKind::MemRef { .. }) => Some(*t),
        _ => None,
    }
}

impl PropertyType for MemRefTypeAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "memref type attribute",
        check: |ctx, attr| memref_of(ctx, attr).is_some(),
        value_type: None,
        syntax: AttrSyntax::Attribute,
    };
    type Value<'a> = Type;
    type Arg<'a> = Type;
    fn get(ctx: &shader_mlir::Context, attr: Attribute) -> Option<Type> {
        memref_of(ctx, attr)
    }
    fn make(ctx: &shader_mlir::Context, value: Type) -> Option<Attribute> {
        Some(ctx.type_attr(value))
    }
}

/// `OptionalAttr<StrAttr>:$sym_visibility`, spelled as a string literal;
/// only a string starts the optional group (MLIR parses it with
/// `parseOptionalAttribute(StringAttr &)`).
pub struct VisibilityAttr;

fn string_of(ctx: &shader_mlir::Context, attr: Attribute) -> Option<&str> {
    match ctx.attr_kind(attr) {
        AttrKind::String { value, ty: None } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

impl PropertyType for VisibilityAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "string attribute",
        check: |ctx, attr| string_of(ctx, attr).is_some(),
        value_type: None,
        syntax: AttrSyntax::Custom {
            parse: |p, _| {
                let value = p.parse_string()?;
                Ok(p.ctx().string_attr(&value))
            },
            print: |p, attr| p.print_attribute(attr),
            starts_with: Some(|p| p.peek_string()),
        },
    };
    type Value<'a> = &'a str;
    type Arg<'a> = &'a str;
    fn get(ctx: &shader_mlir::Context, attr: Attribute) -> Option<&str> {
        string_of(ctx, attr)
    }
    fn make(ctx: &shader_mlir::Context, value: &str) -> Option<Attribute> {
        Some(ctx.string_attr(value))
    }
}

/// Declare or define a global memref variable.
#[op(
    "memref.global",
    traits = [Symbol],
    verify = verify_global
)]
#[format(
    "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict"
)]
pub struct GlobalOp {
    #[property(SymbolNameAttr)]
    sym_name: &str,
    #[property(VisibilityAttr)]
    sym_visibility: Option<&str>,
    /// The memref type of the variable.
    #[property(MemRefTypeAttr, name = "type")]
    global_type: Type,
    /// `unit` (uninitialized) or an elements attribute.
    #[property(AnyAttr)]
    initial_value: Option<Attribute>,
    #[property(UnitAttr)]
    constant: bool,
    #[property(AlignmentAttr)]
    alignment: Option<i64>,
}

/// Get the memref pointing to a global variable.
#[op("memref.get_global", traits = [Pure], verify = verify_get_global)]
#[format("$name `:` type($result) attr-dict")]
pub struct GetGlobalOp {
    #[property(FlatSymbolRefAttr)]
    name: &str,
    #[result(STATIC_MEMREF)]
    result: Value,
}

impl GlobalOp {
    /// The elements of the initial value, when it has some.
    pub fn initializer(self, ir: &Ir) -> Option<Attribute> {
        self.initial_value(ir)
            .filter(|&a| !matches!(ir.ctx().attr_kind(a), AttrKind::Unit))
    }
}

impl GetGlobalOp {
    /// The `memref.global` this op refers to.
    pub fn global(self, ir: &Ir) -> Option<GlobalOp> {
        let name = ir.ctx().ident(self.name(ir));
        lookup_nearest_symbol(ir, self.0, name).and_then(|g| GlobalOp::cast(ir, g))
    }
}

/// The tensor type an initial value of the memref type `ty` has.
fn tensor_of(ctx: &shader_mlir::Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } => Some(ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.clone(),
            element: *element,
            encoding: None,
        })),
        _ => None,
    }
}

/// `custom<GlobalMemrefOpTypeAndInitialValue>`: the memref type, then
/// optionally `= uninitialized` or `= <elements>`.
fn parse_global_memref_op_type_and_initial_value<'a>(
    p: &mut AsmParser<'a>,
    c: &mut CustomParse<'_, 'a>,
) -> ParseResult<bool> {
    let ty = p.parse_type()?;
    let tensor = match ctx_shape(p, ty) {
        Some(tensor) => tensor,
        None => {
            let message = format!(
                "type should be static shaped memref, but got '{}'",
                type_str(p.ctx(), ty)
            );
            let pos = p.get_name_loc();
            return Err(p.emit_error_at(pos, message));
        }
    };
    c.set_property(0, p.ctx().type_attr(ty));
    if !p.parse_optional_equal() {
        return Ok(true);
    }
    let value = if p.parse_optional_keyword("uninitialized") {
        p.ctx().unit_attr()
    } else {
        p.parse_attribute(Some(tensor))?
    };
    c.set_property(1, value);
    Ok(true)
}

/// The tensor type of a statically shaped memref `ty`.
fn ctx_shape(p: &AsmParser<'_>, ty: Type) -> Option<Type> {
    match p.ctx().type_kind(ty) {
        TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d >= 0) => tensor_of(p.ctx(), ty),
        _ => None,
    }
}

fn print_global_memref_op_type_and_initial_value(p: &mut AsmPrinter<'_>, c: &CustomPrint<'_>) {
    if let Some(ty) = c.property(0) {
        p.print_attribute_without_type(ty);
    }
    let Some(value) = c.property(1) else {
        return;
    };
    p.write_str(" = ");
    if matches!(p.ctx().attr_kind(value), AttrKind::Unit) {
        p.write_str("uninitialized");
    } else {
        p.print_attribute_without_type(value);
    }
}

/// MLIR's `GlobalOp::verify`.
fn verify_global(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let global = GlobalOp(op);
    let ty = global.global_type(ir);
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(ty) else {
        return Ok(());
    };
    if shape.iter().any(|&d| d < 0) {
        return Err(ir.op_error(
            op,
            format!(
                "type should be static shaped memref, but got '{}'",
                type_str(ctx, ty)
            ),
        ));
    }
    verify_visibility(ir, op, global.sym_visibility(ir))?;
    let Some(value) = global.initial_value(ir) else {
        return Ok(());
    };
    let init_type = match ctx.attr_kind(value) {
        AttrKind::Unit => return Ok(()),
        AttrKind::DenseElements { ty, .. } | AttrKind::DenseResource { ty, .. } => *ty,
        _ => {
            return Err(ir.op_error(
                op,
                format!(
                    "initial value should be a unit or elements attribute, but got {}",
                    shader_mlir::asm::printer::attr_to_string(ctx, value)
                ),
            ));
        }
    };
    let (init_shape, init_element) = match ctx.type_kind(init_type) {
        TypeKind::RankedTensor { shape, element, .. } | TypeKind::Vector { shape, element, .. } => {
            (shape.clone(), *element)
        }
        _ => return Ok(()),
    };
    if init_element != *element {
        return Err(ir.op_error(
            op,
            format!(
                "initial value element expected to be of type '{}', but was of type '{}'",
                type_str(ctx, *element),
                type_str(ctx, init_element)
            ),
        ));
    }
    if init_shape[..] != shape[..] {
        let list = |s: &[i64]| s.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        return Err(ir.op_error(
            op,
            format!(
                "initial value shape expected to be {} but was {}",
                list(shape),
                list(&init_shape)
            ),
        ));
    }
    Ok(())
}

/// MLIR's `GetGlobalOp::verifySymbolUses`.
fn verify_get_global(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let get = GetGlobalOp(op);
    let Some(global) = get.global(ir) else {
        return Err(ir.op_error(
            op,
            format!(
                "'{}' does not reference a valid global memref",
                get.name(ir)
            ),
        ));
    };
    let ctx = ir.ctx();
    let (actual, expected) = (ir.value_type(get.result(ir)), global.global_type(ir));
    if actual != expected {
        return Err(ir.op_error(
            op,
            format!(
                "result type '{}' does not match type '{}' of the global memref @{}",
                type_str(ctx, actual),
                type_str(ctx, expected),
                get.name(ir)
            ),
        ));
    }
    Ok(())
}
