//! The op-definition layer on a small test dialect: every kind of group and
//! directive parses, prints back, verifies with MLIR's wording, and builds.

use std::sync::Arc;

use crate::Context;
use crate::asm::parser::{ParseOptions, parse_str};
use crate::asm::{AsmParser, AsmPrinter, ParseResult, PrintOptions, print_op};
use crate::diagnostics::{DiagLocation, Diagnostic, DiagnosticEngine};
use crate::dialect::Dialect;
use crate::ir::Attribute;
use crate::ir::{BlockId, InsertPoint, Ir, OpId, RegionId, Type, TypeKind, Value};
use crate::ods::constraint::{ANY_INTEGER, ANY_REGION, ANY_TYPE, I1, I32};
use crate::ods::format::{CustomParse, CustomPrint};
use crate::ods::property::{
    DenseI32ArrayAttr, DictArrayAttr, FlatSymbolRefAttr, I32Attr, NonNegativeI32Attr, StrAttr,
    SymbolNameAttr, TypedAttr,
};
use crate::ods::{AttrConstraint, AttrSyntax, Op, PropertyType, TypeConstraint};
use crate::op;
use crate::rewrite::IrBuilder;
use crate::verifier::verify;

fn to_i1(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => ctx.vector_type(shape, ctx.common().i1),
        _ => ctx.common().i1,
    }
}

/// Adds two integers.
#[op("odstest.add", traits = [Pure, AllTypesMatch(lhs, rhs, result)])]
#[format("$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct AddOp {
    #[operand(ANY_INTEGER)]
    lhs: Value,
    #[operand(ANY_INTEGER)]
    rhs: Value,
    #[result(ANY_INTEGER)]
    result: Value,
}

/// Compares two integers.
#[op(
    "odstest.cmp",
    traits = [AllTypesMatch(lhs, rhs), TypesMatchWith("result type has i1 element type and same shape as operands", lhs, result, to_i1)]
)]
#[format("$lhs `,` $rhs attr-dict `:` type($lhs)")]
pub struct CmpOp {
    #[operand(ANY_INTEGER)]
    lhs: Value,
    #[operand(ANY_INTEGER)]
    rhs: Value,
    #[result(ANY_TYPE)]
    result: Value,
}

/// Shifts a value by an amount: all operand types in one list, the result's
/// type that of the first operand.
#[op("odstest.shift", traits = [Pure, AllTypesMatch(value, result)])]
#[format("operands attr-dict `:` type(operands)")]
pub struct ShiftOp {
    #[operand(ANY_TYPE)]
    value: Value,
    #[operand(ANY_INTEGER)]
    amount: Value,
    #[result(ANY_TYPE)]
    result: Value,
}

/// A constant.
#[op("odstest.const", traits = [Pure])]
#[format("$value attr-dict")]
pub struct ConstOp {
    #[property(I32Attr)]
    value: i32,
    #[result(I32)]
    result: Value,
}

/// Calls a function.
#[op("odstest.call")]
#[format("$callee `(` $args `)` attr-dict `:` functional-type($args, results)")]
pub struct CallOp {
    #[property(FlatSymbolRefAttr)]
    callee: &str,
    #[operand(ANY_TYPE)]
    args: Vec<Value>,
    #[result(ANY_TYPE)]
    outs: Vec<Value>,
}

/// Three operand groups.
#[op("odstest.seg", traits = [AttrSizedOperandSegments])]
#[format("$a (`opt` $b^ `:` type($b))? (`[` $c^ `:` type($c) `]`)? attr-dict `:` type($a)")]
pub struct SegOp {
    #[operand(ANY_TYPE)]
    a: Value,
    #[operand(ANY_TYPE)]
    b: Option<Value>,
    #[operand(ANY_TYPE)]
    c: Vec<Value>,
}

/// Yields from a region.
#[op("odstest.yield", traits = [Terminator, ReturnLike])]
#[format("attr-dict ($values^ `:` type($values))?")]
pub struct YieldOp {
    #[operand(ANY_TYPE)]
    values: Vec<Value>,
}

/// Has a body with an implicit terminator.
#[op("odstest.region", traits = [SingleBlockImplicitTerminator(YieldOp)])]
#[format("(`flag` $flag^)? attr-dict-with-keyword $body")]
pub struct RegionOp {
    #[property(crate::ods::property::UnitAttr)]
    flag: bool,
    #[region(ANY_REGION)]
    body: RegionId,
}

/// Branches.
#[op("odstest.br", traits = [Terminator])]
#[format("$dest (`(` $args^ `:` type($args) `)`)? attr-dict")]
pub struct BrOp {
    #[operand(ANY_TYPE)]
    args: Vec<Value>,
    #[successor]
    dest: BlockId,
}

/// A symbol with an array.
#[op("odstest.sym")]
#[format("$sym_name $arr (`tag` $tag^)? attr-dict")]
pub struct SymOp {
    #[property(SymbolNameAttr)]
    sym_name: &str,
    #[property(DenseI32ArrayAttr)]
    arr: Vec<i32>,
    #[property(StrAttr)]
    tag: Option<&str>,
    #[property(DictArrayAttr)]
    attrs: Option<&[Attribute]>,
}

/// A constant whose result type is its value's type (a property in
/// `AllTypesMatch`).
#[op("odstest.typed", traits = [Pure, AllTypesMatch(value, result)])]
#[format("attr-dict $value")]
pub struct TypedOp {
    #[property(TypedAttr)]
    value: Attribute,
    #[result(ANY_TYPE)]
    result: Value,
}

/// `vector<NxT>` to N times `T`.
fn element_list(ctx: &Context, ty: Type) -> Vec<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, element, .. } => {
            vec![*element; shape.iter().product::<i64>().max(0) as usize]
        }
        _ => Vec::new(),
    }
}

/// Packs scalars into a vector: one operand type per element.
#[op(
    "odstest.pack",
    traits = [RangedTypesMatchWith("operand types match result elements", dest, elements, element_list)]
)]
#[format("$elements attr-dict `:` type($dest)")]
pub struct PackOp {
    #[operand(ANY_TYPE)]
    elements: Vec<Value>,
    #[result(ANY_TYPE)]
    dest: Value,
}

fn infer_element(
    ctx: &Context,
    operands: &[Type],
    _: Option<Attribute>,
) -> Result<Vec<Type>, String> {
    match operands.first().map(|&t| ctx.type_kind(t)) {
        Some(TypeKind::Vector { element, .. }) => Ok(vec![*element]),
        _ => Err("expected a vector operand".into()),
    }
}

/// A one-element vector of the inferred type also does.
fn element_or_single(ctx: &Context, inferred: &[Type], actual: &[Type]) -> bool {
    inferred == actual
        || matches!((inferred, actual), ([i], [a]) if matches!(
            ctx.type_kind(*a),
            TypeKind::Vector { shape, element, .. } if shape[..] == [1] && element == i
        ))
}

/// Infers its result type: the element type of its operand.
#[op("odstest.first", infer = infer_element, infer_compatible = element_or_single)]
#[format("$vector attr-dict `:` type($result) `from` type($vector)")]
pub struct FirstOp {
    #[operand(ANY_TYPE)]
    vector: Value,
    #[result(ANY_TYPE)]
    result: Value,
}

/// `custom<Pair>($first, $second)`: `<%0 | %1>`.
fn parse_pair<'a>(p: &mut AsmParser<'a>, c: &mut CustomParse<'_, 'a>) -> ParseResult<bool> {
    p.parse_less()?;
    let first = p.parse_operand()?;
    p.parse_vertical_bar()?;
    let second = p.parse_operand()?;
    p.parse_greater()?;
    c.set_operands(0, vec![first]);
    c.set_operands(1, vec![second]);
    Ok(true)
}

fn print_pair(p: &mut AsmPrinter<'_>, c: &CustomPrint<'_>) {
    p.write_char('<');
    p.print_operands(c.operands(0));
    p.write_str(" | ");
    p.print_operands(c.operands(1));
    p.write_char('>');
}

const I32_ONLY: TypeConstraint = I32;

/// Uses a custom directive.
#[op("odstest.pair")]
#[format("custom<Pair>($first, $second) attr-dict")]
pub struct PairOp {
    #[operand(I32_ONLY)]
    first: Value,
    #[operand(I1)]
    second: Value,
}

const VECTOR_ONLY: TypeConstraint = TypeConstraint::new(
    "vector of 4 elements",
    |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Vector { shape, .. } if shape[..] == [4]),
)
.of_class(crate::ods::constraint::BUILTIN_VECTOR);

fn element_of(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => *element,
        _ => ty,
    }
}

/// Extracts the first element: a typed `type(...)` and a transformed type.
#[op(
    "odstest.front",
    traits = [TypesMatchWith("result is the element type of vector", vector, result, element_of)]
)]
#[format("$vector attr-dict `:` type($vector)")]
pub struct FrontOp {
    #[operand(VECTOR_ONLY)]
    vector: Value,
    #[result(ANY_TYPE)]
    result: Value,
}

/// `custom<TypeAfterDict>(attr-dict, type($value))`: the directive reads and
/// prints the attribute dictionary, then `: TYPE`.
fn parse_type_after_dict<'a>(
    p: &mut AsmParser<'a>,
    c: &mut CustomParse<'_, 'a>,
) -> ParseResult<bool> {
    p.parse_optional_attr_dict(c.attributes())?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    c.set_types(1, vec![ty]);
    Ok(true)
}

fn print_type_after_dict(p: &mut AsmPrinter<'_>, c: &CustomPrint<'_>) {
    let entries = c.attr_dict();
    p.print_optional_attr_dict(&entries, &[]);
    p.write_str(" : ");
    p.print_type_list(c.types(1));
}

/// Passes its attribute dictionary to a custom directive.
#[op("odstest.dict")]
#[format("$value `` custom<TypeAfterDict>(attr-dict, type($value))")]
pub struct DictOp {
    #[operand(ANY_TYPE)]
    value: Value,
    #[property(I32Attr)]
    tag: Option<i32>,
}

/// A string property before a type: the string takes no `: type` suffix.
#[op("odstest.named")]
#[format("$label attr-dict `:` type($result)")]
pub struct NamedOp {
    #[property(StrAttr)]
    label: &str,
    #[result(ANY_TYPE)]
    result: Value,
}

/// Negates: `operands` of one group, typed by the result.
#[op("odstest.neg", traits = [AllTypesMatch(operand, result)])]
#[format("operands attr-dict `:` type($result)")]
pub struct NegOp {
    #[operand(ANY_INTEGER)]
    operand: Value,
    #[result(ANY_INTEGER)]
    result: Value,
}

/// A property named like a builder parameter.
#[op("odstest.located")]
#[format("$location attr-dict")]
pub struct LocatedOp {
    #[property(I32Attr)]
    location: i32,
}

/// A non-negative `i32` read as a `u32`.
#[op("odstest.slot")]
#[format("`slot` `(` $slot `)` attr-dict")]
pub struct SlotOp {
    #[property(NonNegativeI32Attr)]
    slot: u32,
}

const MODES: &[&str] = &["fast", "slow"];

/// A keyword enum stored as an `i32`: `fast` or `slow`.
struct ModeAttr;

impl PropertyType for ModeAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "mode",
        check: |ctx, attr| Self::get(ctx, attr).is_some(),
        value_type: None,
        syntax: AttrSyntax::Custom {
            parse: |p, _| {
                let pos = p.get_current_location();
                match p.parse_optional_keyword_of(MODES) {
                    Some(mode) => Ok(Self::make(p.ctx(), mode).expect("a mode")),
                    None => Err(p.emit_error_at(pos, "expected a mode")),
                }
            },
            print: |p, attr| {
                let mode = Self::get(p.ctx(), attr).unwrap_or("?");
                p.write_str(mode);
            },
            // An absent keyword leaves the optional group out.
            starts_with: Some(|p| p.peek_keyword_of(MODES)),
        },
    };
    type Value<'a> = &'static str;
    type Arg<'a> = &'static str;
    fn get(ctx: &Context, attr: Attribute) -> Option<&'static str> {
        match ctx.attr_kind(attr) {
            crate::ir::AttrKind::Integer { value, .. } => usize::try_from(*value)
                .ok()
                .and_then(|i| MODES.get(i).copied()),
            _ => None,
        }
    }
    fn make(ctx: &Context, value: &'static str) -> Option<Attribute> {
        let index = MODES.iter().position(|&m| m == value)?;
        Some(ctx.i32_attr(index as i32))
    }
}

/// An optional keyword enum starting an optional group.
#[op("odstest.mode")]
#[format("$x ($mode^)? attr-dict `:` type($x)")]
pub struct ModeOp {
    #[operand(ANY_TYPE)]
    x: Value,
    #[property(ModeAttr)]
    mode: Option<&'static str>,
}

fn follows_an_op(ir: &Ir, op: OpId) -> bool {
    ir.prev_op(op).is_some()
}

fn not_last(ir: &Ir, op: OpId) -> bool {
    ir.next_op(op).is_some()
}

fn verify_placed(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    match ir.attr(op, "odstest.reject") {
        Some(_) => Err(ir.op_error(op, "rejected by its own verifier")),
        None => Ok(()),
    }
}

/// An op whose checks read more than its signature: where it stands in its
/// block and its discardable attributes.
#[op(
    "odstest.placed",
    traits = [AllTypesMatch(value, result), Pred("it follows an op", follows_an_op), Native("must not be the last op", not_last)],
    verify = verify_placed
)]
pub struct PlacedOp {
    #[operand(ANY_INTEGER)]
    value: Value,
    #[result(ANY_INTEGER)]
    result: Value,
}

static DIALECT: Dialect = Dialect::new("odstest", &[])
    .reject_unknown_properties()
    .op_defs(&[&[
        AddOp::DEF,
        ShiftOp::DEF,
        CmpOp::DEF,
        ConstOp::DEF,
        CallOp::DEF,
        SegOp::DEF,
        YieldOp::DEF,
        RegionOp::DEF,
        BrOp::DEF,
        SymOp::DEF,
        PairOp::DEF,
        FrontOp::DEF,
        LocatedOp::DEF,
        NegOp::DEF,
        SlotOp::DEF,
        DictOp::DEF,
        NamedOp::DEF,
        TypedOp::DEF,
        PackOp::DEF,
        FirstOp::DEF,
        ModeOp::DEF,
        PlacedOp::DEF,
    ]]);

fn ctx() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_dialect(&DIALECT);
    Arc::new(ctx)
}

fn diagnostics(diags: &DiagnosticEngine) -> Vec<String> {
    diags
        .take()
        .into_iter()
        .map(|d| match d.location {
            DiagLocation::FileLineCol(f) => format!("{}:{}: {}", f.line, f.col, d.message),
            _ => d.message,
        })
        .collect()
}

/// Parses and verifies `src`; returns its custom and generic printings.
fn roundtrip(src: &str) -> Result<(String, String), Vec<String>> {
    let ctx = ctx();
    let diags = DiagnosticEngine::new();
    let Some((ir, root)) = parse_str(&ctx, "t.mlir", src, &ParseOptions::default(), &diags) else {
        return Err(diagnostics(&diags));
    };
    if let Err(d) = verify(&ir, root) {
        return Err(d.into_iter().map(|d| d.message).collect());
    }
    let custom = print_op(&ir, root, &PrintOptions::default());
    let generic = print_op(&ir, root, &PrintOptions::default().print_generic_op_form());
    Ok((custom, generic))
}

fn body(text: &str) -> String {
    let inner: Vec<&str> = text.lines().skip(1).collect();
    inner[..inner.len() - 1]
        .iter()
        .map(|l| l.strip_prefix("  ").unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

const ARGS: &str = "%0 = \"x.a\"() : () -> i32\n%1 = \"x.b\"() : () -> i1\n";

fn check_custom(src: &str) -> String {
    let full = format!("{ARGS}{src}");
    let (custom, generic) = roundtrip(&full).unwrap_or_else(|e| panic!("{src}: {e:?}"));
    let printed = body(&custom);
    assert_eq!(printed, full.trim_end(), "custom form of {src}");
    // The generic form parses back to the same custom form.
    let (again, _) = roundtrip(&generic).unwrap_or_else(|e| panic!("{generic}: {e:?}"));
    assert_eq!(again, custom);
    generic
}

/// Custom forms that print back as written, each with a piece its generic
/// form must hold (`""` for none).
const CUSTOM_FORMS: &[(&str, &str)] = &[
    ("%2 = odstest.add %0, %0 : i32", ""),
    ("%2 = odstest.cmp %0, %0 : i32", ""),
    // `type(operands)` with a result typed like one operand.
    ("%2 = odstest.shift %1, %0 : i1, i32", "(i1, i32) -> i1"),
    ("%2 = odstest.const 7", "<{value = 7 : i32}>"),
    (
        "%2:2 = odstest.call @f(%0, %1) : (i32, i1) -> (i32, i32)",
        "",
    ),
    ("odstest.call @g() : () -> ()", ""),
    (
        "odstest.seg %0 opt %1 : i1 : i32",
        "operandSegmentSizes = array<i32: 1, 1, 0>",
    ),
    // No space before `[` after an operand, as `mlir-tblgen`'s printer does.
    (
        "odstest.seg %0[%1, %0 : i1, i32] {x = 1 : i64} : i32",
        "operandSegmentSizes = array<i32: 1, 0, 2>",
    ),
    ("odstest.sym @s [1, -2] tag \"t\"", ""),
    ("odstest.sym @s []", ""),
    ("odstest.pair <%0 | %1>", ""),
    ("%2 = odstest.neg %0 : i32", ""),
    (
        "%2 = odstest.named \"x\" : f32",
        "<{label = \"x\"}> : () -> f32",
    ),
    ("odstest.dict %0 : i32", ""),
    (
        "odstest.dict %1 {k = 1 : i64, tag = 2 : i32} : i1",
        "<{tag = 2 : i32}> {k = 1 : i64}",
    ),
    ("odstest.slot slot(3)", "<{slot = 3 : i32}>"),
    ("%2 = odstest.typed 5 : i16", "() -> i16"),
    ("%2 = odstest.typed {k} dense<1> : vector<2xi8>", ""),
    (
        "%2 = \"x.v\"() : () -> vector<2xi8>\n%3 = odstest.first %2 : i8 from vector<2xi8>\n%4 = odstest.first %2 : vector<1xi8> from vector<2xi8>",
        "",
    ),
    (
        "%2 = odstest.pack %0, %0, %0 : vector<3xi32>",
        "(i32, i32, i32) -> vector<3xi32>",
    ),
    ("%2 = odstest.pack %1 : vector<1xi1>", ""),
    ("odstest.mode %0 slow : i32", "<{mode = 1 : i32}>"),
    ("odstest.mode %0 : i32", ""),
];

#[test]
fn custom_forms_print_back() {
    for &(src, in_generic) in CUSTOM_FORMS {
        let generic = check_custom(src);
        assert!(generic.contains(in_generic), "{src}: {generic}");
    }
    let full = "%0 = \"x.a\"() : () -> vector<4xi32>\n%1 = odstest.front %0 : vector<4xi32>";
    let (custom, _) = roundtrip(full).unwrap();
    assert!(
        custom.contains("%1 = odstest.front %0 : vector<4xi32>"),
        "{custom}"
    );
}

#[test]
fn implicit_terminators_are_added_and_elided() {
    let src = "odstest.region {\n  \"x.op\"() : () -> ()\n}\nodstest.region flag attributes {k} {\n  odstest.yield %0 : i32\n}\n";
    let (custom, generic) = roundtrip(&format!("{ARGS}{src}")).unwrap();
    assert!(
        custom.contains("odstest.region {\n    \"x.op\"() : () -> ()\n  }"),
        "{custom}"
    );
    assert!(
        custom.contains("odstest.region flag attributes {k} {\n    odstest.yield %"),
        "{custom}"
    );
    assert!(
        generic.contains("\"odstest.yield\"() : () -> ()"),
        "{generic}"
    );
    assert!(generic.contains("<{flag}>"), "{generic}");
}

#[test]
fn implicit_terminators_are_verified_after_the_body() {
    // The region trait runs once the nested ops verified: an op nested in the
    // region reports first.
    assert_eq!(
        error_of("\"odstest.region\"() ({\n  \"x.op\"() : () -> ()\n}) : () -> ()"),
        "'odstest.region' op expects regions to end with 'odstest.yield', found 'x.op'"
    );
    assert_eq!(
        error_of(
            "\"odstest.region\"() ({\n  \"odstest.yield\"() : () -> ()\n  \"odstest.add\"(%0) : (i32) -> ()\n}) : () -> ()"
        ),
        "'odstest.yield' op must be the last operation in the parent block"
    );
    assert_eq!(
        error_of("\"odstest.region\"() ({\n^bb0:\n}) : () -> ()"),
        "'odstest.region' op expects a non-empty block"
    );
}

#[test]
fn successors_and_their_operands() {
    let src = "\"x.f\"() ({\n  odstest.br ^bb1(%0 : i32)\n^bb1(%1: i32):\n  odstest.br ^bb2\n^bb2:\n  \"x.end\"() : () -> ()\n}) : () -> ()\n";
    let full = format!("%0 = \"x.a\"() : () -> i32\n{src}");
    let (custom, _) = roundtrip(&full).unwrap();
    assert!(custom.contains("odstest.br ^bb1(%0 : i32)"), "{custom}");
    assert!(custom.contains("odstest.br ^bb2\n"), "{custom}");
}

/// Ops sharing a signature run the signature's checks once per verification
/// (`crate::ods::passed`); what reads the IR beyond the signature still runs
/// for every op, and reports as the full run would.
#[test]
fn checks_beyond_the_signature_run_for_every_op() {
    let placed = "%2 = \"odstest.placed\"(%0) : (i32) -> i32\n";
    let end = "\"x.end\"() : () -> ()\n";
    // The first op's signature passes; the second, with the same
    // signature, fails what reads the IR.
    assert_eq!(
        error_of(&format!(
            "{placed}%3 = \"odstest.placed\"(%0) : (i32) -> i32\n"
        )),
        "'odstest.placed' op must not be the last op"
    );
    assert_eq!(
        error_of(&format!(
            "{placed}%3 = \"odstest.placed\"(%0) {{odstest.reject}} : (i32) -> i32\n{end}"
        )),
        "'odstest.placed' op rejected by its own verifier"
    );
    // An op first in its block fails its `Pred`.
    let nested = format!(
        "\"x.f\"() ({{\n^bb0(%a: i32):\n  %4 = \"odstest.placed\"(%a) : (i32) -> i32\n  {end}}}) : () -> ()\n"
    );
    assert_eq!(
        error_of(&format!("{placed}{nested}")),
        "'odstest.placed' op failed to verify that it follows an op"
    );
    // A signature that failed is checked again, and one that differs by a
    // type is checked on its own.
    assert_eq!(
        error_of(&format!(
            "{placed}%3 = \"odstest.placed\"(%1) : (i1) -> i32\n{end}"
        )),
        "'odstest.placed' op failed to verify that all of {value, result} have same type"
    );
    roundtrip(&format!(
        "{ARGS}{placed}%3 = \"odstest.placed\"(%2) : (i32) -> i32\n{end}"
    ))
    .unwrap();
}

fn error_of(src: &str) -> String {
    match roundtrip(&format!("{ARGS}{src}")) {
        Ok(_) => panic!("{src} verified"),
        Err(e) => e.join("\n"),
    }
}

#[test]
fn verifier_speaks_mlir() {
    assert_eq!(
        error_of("%2 = \"odstest.add\"(%0) : (i32) -> i32"),
        "'odstest.add' op expected 2 operands, but found 1"
    );
    assert_eq!(
        error_of("%2 = \"odstest.add\"(%0, %1) : (i32, i1) -> i32"),
        "'odstest.add' op failed to verify that all of {lhs, rhs, result} have same type"
    );
    assert_eq!(
        error_of("%c = \"x.c\"() : () -> f32\n%2 = \"odstest.add\"(%c, %c) : (f32, f32) -> f32"),
        "'odstest.add' op operand #0 must be integer, but got 'f32'"
    );
    assert_eq!(
        error_of("%2 = \"odstest.cmp\"(%0, %0) : (i32, i32) -> i32"),
        "'odstest.cmp' op failed to verify that result type has i1 element type and same shape as operands"
    );
    assert_eq!(
        error_of("%2 = \"odstest.const\"() : () -> i32"),
        "'odstest.const' op requires attribute 'value'"
    );
    assert_eq!(
        error_of("%2 = \"odstest.const\"() <{value = 1 : i64}> : () -> i32"),
        "'odstest.const' op attribute 'value' failed to satisfy constraint: 32-bit signless integer attribute"
    );
    assert_eq!(
        error_of("%2 = \"odstest.const\"() <{value = 1 : i32, bogus}> : () -> i32"),
        "'odstest.const' op has no property 'bogus' (its properties: value)"
    );
    assert_eq!(
        error_of("\"odstest.const\"() <{value = 1 : i32}> : () -> ()"),
        "'odstest.const' op requires one result"
    );
    assert_eq!(
        error_of("\"odstest.seg\"(%0) {operandSegmentSizes = array<i32: 1, 1>} : (i32) -> ()"),
        "'odstest.seg' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'"
    );
    assert_eq!(
        error_of("\"odstest.seg\"(%0) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32) -> ()"),
        "'odstest.seg' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'"
    );
    assert_eq!(
        error_of(
            "\"odstest.seg\"(%0, %1, %1) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i32, i1, i1) -> ()"
        ),
        "'odstest.seg' op operand group starting at #1 requires 0 or 1 element, but found 2"
    );
    // `operands` of one group take its one type, whatever their number.
    assert_eq!(
        error_of("%2 = odstest.neg %0, %0 : i32"),
        "'odstest.neg' op requires a single operand"
    );
    assert_eq!(
        error_of("odstest.slot slot(-1)"),
        "'odstest.slot' op attribute 'slot' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative"
    );
    assert_eq!(
        error_of("%2 = \"odstest.typed\"() <{value = 1 : i32}> : () -> i64"),
        "'odstest.typed' op failed to verify that all of {value, result} have same type"
    );
    assert_eq!(
        error_of("%2 = \"odstest.typed\"() <{value = unit}> : () -> i64"),
        "'odstest.typed' op attribute 'value' failed to satisfy constraint: TypedAttr instance"
    );
    assert_eq!(
        error_of("%2 = \"odstest.pack\"(%0) : (i32) -> vector<2xi32>"),
        "'odstest.pack' op failed to verify that operand types match result elements"
    );
    assert_eq!(
        error_of(
            "%v = \"x.v\"() : () -> vector<2xi8>\n%2 = \"odstest.first\"(%v) : (vector<2xi8>) -> i16"
        ),
        "'odstest.first' op inferred type(s) 'i8' are incompatible with return type(s) of operation 'i16'"
    );
    assert_eq!(
        error_of("%2 = \"odstest.first\"(%0) : (i32) -> i16"),
        "'odstest.first' op expected a vector operand"
    );
    assert_eq!(
        error_of(
            "\"odstest.sym\"() <{sym_name = \"s\", arr = array<i32>, attrs = [1]}> : () -> ()"
        ),
        "'odstest.sym' op attribute 'attrs' failed to satisfy constraint: Array of dictionary attributes"
    );
    assert_eq!(
        error_of("\"odstest.pair\"(%1, %1) : (i1, i1) -> ()"),
        "'odstest.pair' op operand #0 must be 32-bit signless integer, but got 'i1'"
    );
}

#[test]
fn parse_errors_are_located() {
    assert_eq!(
        error_of("%2 = odstest.add %0 %0 : i32"),
        "3:20: expected ','"
    );
    assert_eq!(
        error_of("%2 = odstest.add %0, %1 : i32"),
        "3:22: use of value '%1' expects different type than prior uses: 'i32' vs 'i1'"
    );
    // A type of a constraint with a class is read as that class.
    assert_eq!(
        error_of("%2 = odstest.front %0 : i32"),
        "3:25: custom op 'odstest.front' invalid kind of type specified: expected builtin.vector, but found 'i32'"
    );
    // A transformer reads only types its source's constraint allows.
    assert_eq!(
        error_of("%2 = \"x.c\"() : () -> vector<2xi1>\n%3 = odstest.front %2 : vector<2xi1>"),
        "4:6: custom op 'odstest.front' 'vector' must be vector of 4 elements, but got 'vector<2xi1>'"
    );
    // Not a mode keyword: the optional group is absent.
    assert_eq!(
        error_of("odstest.mode %0 medium : i32"),
        "3:16: expected ':'"
    );
    // A buildable constraint fixes the operand's type.
    assert_eq!(
        error_of("odstest.pair <%1 | %1>"),
        "3:15: use of value '%1' expects different type than prior uses: 'i32' vs 'i1'"
    );
}

#[test]
fn typed_handles_build_and_read() {
    let ctx = ctx();
    let (mut ir, root) = {
        let diags = DiagnosticEngine::new();
        parse_str(&ctx, "t.mlir", ARGS, &ParseOptions::default(), &diags).expect("parses")
    };
    let block = ir.entry_block(ir.region(root, 0)).unwrap();
    let a = ir.result(ir.first_op(block).unwrap(), 0);
    let loc = ctx.unknown_loc();
    let mut b = IrBuilder::new(&mut ir, Some(InsertPoint::at_end(block)));
    let c = ConstOp::build(&mut b, loc, ctx.common().i32, 5);
    let seven = c.result(b.ir);
    let add = AddOp::build(&mut b, loc, a, seven);
    let sum = add.result(b.ir);
    let seg = SegOp::build(&mut b, loc, sum, None, &[a, a]);
    let call = CallOp::build(&mut b, loc, &[ctx.common().i32], "f", &[sum]);
    let region = RegionOp::build(&mut b, loc);
    let located = LocatedOp::build(&mut b, loc, 3);
    let slot = SlotOp::build(&mut b, loc, 7);
    let typed = TypedOp::build(&mut b, loc, ctx.integer_attr(ctx.common().i16, 3));
    assert_eq!(b.ir.value_type(typed.result(b.ir)), ctx.common().i16);
    let ir: &mut Ir = b.ir;
    assert_eq!(ir.value_type(sum), ctx.common().i32);
    assert!(AddOp::isa(ir, add.op()) && !AddOp::isa(ir, c.op()));
    assert_eq!(<AddOp as Op>::cast(ir, add.op()), Some(add));
    assert_eq!(ConstOp::cast(ir, add.op()), None);
    assert_eq!((add.lhs(ir), add.rhs(ir)), (a, seven));
    assert_eq!(c.value(ir), 5);
    assert_eq!(seg.b(ir), None);
    assert_eq!(seg.c(ir).collect::<Vec<_>>(), vec![a, a]);
    assert_eq!(call.callee(ir), "f");
    assert_eq!(call.outs(ir).len(), 1);
    assert_eq!(located.location(ir), 3);
    assert_eq!(slot.slot(ir), 7u32);
    assert!(!region.flag(ir));
    region.set_flag(ir, true);
    assert!(region.flag(ir));
    assert!(ir.region_is_empty(region.body(ir)));
    // Fill the region so that the module verifies.
    let body = region.body(ir);
    let entry = ir.create_block(&[]);
    ir.push_block(body, entry);
    let mut b = IrBuilder::new(ir, Some(InsertPoint::at_end(entry)));
    YieldOp::build(&mut b, loc, &[]);
    verify(ir, root).expect("built ops verify");
    let text = print_op(ir, root, &PrintOptions::default());
    assert!(text.contains("%3 = odstest.add %0, %2 : i32"), "{text}");
    assert!(
        text.contains("odstest.seg %3[%0, %0 : i32, i32] : i32"),
        "{text}"
    );
    assert!(text.contains("odstest.region flag {\n  }"), "{text}");
}
