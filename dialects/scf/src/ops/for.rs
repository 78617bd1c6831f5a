//! `scf.for`: a counted loop with loop-carried values (MLIR's `scf::ForOp`).
//!
//! ```text
//! scf.for %iv = %lb to %ub step %step { ... }
//! %r = scf.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
//!   ...
//!   scf.yield %next : f32
//! }
//! scf.for unsigned %iv = %lb to %ub step %step : i32 { ... }
//! ```
//!
//! Operands: lower bound, upper bound, step (one signless integer or `index`
//! type), then the initial values. The body's arguments are the induction
//! variable and the iteration values; its `scf.yield` (implicit without
//! iteration values) passes the next ones. `unsignedCmp` makes the bound
//! comparison unsigned.

use shader_mlir::asm::parser::Argument;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{BlockId, Ir, Location, OpId, OperationState, RegionId, Type, Value};
use shader_mlir::ods::TypeConstraint;
use shader_mlir::ods::constraint::{ANY_TYPE, SIZED_REGION_1};
use shader_mlir::ods::property::UnitAttr;
use shader_mlir::op;
use shader_mlir::rewrite::OpBuilder;

use super::YieldOp;
use super::support::{
    SIGNLESS_INTEGER_OR_INDEX, check_edge, print_assignments, terminator, type_str,
};

const BOUND: TypeConstraint = SIGNLESS_INTEGER_OR_INDEX;

/// For operation.
#[op(
    "scf.for",
    traits = [
        AllTypesMatch(lower_bound, upper_bound, step),
        SingleBlockImplicitTerminator(YieldOp),
        RecursiveMemoryEffects
    ],
    verify = verify,
    verify_regions = verify_regions,
    parse = parse,
    print = print,
    canonicalize = crate::canonicalize::for_patterns
)]
pub struct ForOp {
    #[operand(BOUND, name = "lowerBound")]
    lower_bound: Value,
    #[operand(BOUND, name = "upperBound")]
    upper_bound: Value,
    #[operand(BOUND)]
    step: Value,
    /// The initial values of the loop-carried values.
    #[operand(ANY_TYPE, name = "initArgs")]
    init_args: Vec<Value>,
    /// Compare the bounds unsigned.
    #[property(UnitAttr, name = "unsignedCmp")]
    unsigned_cmp: bool,
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    /// The body: the induction variable and the loop-carried values as
    /// arguments, ended by `scf.yield`.
    #[region(SIZED_REGION_1)]
    region: RegionId,
}

impl ForOp {
    /// Creates a loop whose results are the types of `inits` and whose body
    /// block has the induction variable and the iteration arguments, and no
    /// terminator yet (MLIR's `ForOp` builder).
    pub fn build_with_body(
        b: &mut impl OpBuilder,
        loc: Location,
        lb: Value,
        ub: Value,
        step: Value,
        inits: &[Value],
    ) -> Self {
        let ir = b.ir();
        let types: Vec<Type> = inits.iter().map(|&v| ir.value_type(v)).collect();
        let mut args: Vec<(Type, Location)> = vec![(ir.value_type(lb), loc)];
        args.extend(types.iter().map(|&t| (t, loc)));
        let for_op = Self::build(b, loc, &types, lb, ub, step, inits);
        let region = for_op.region(b.ir());
        b.new_block(region, &args);
        for_op
    }

    pub fn body_block(self, ir: &Ir) -> Option<BlockId> {
        ir.entry_block(self.region(ir))
    }

    pub fn induction_var(self, ir: &Ir) -> Option<Value> {
        ir.block_args(self.body_block(ir)?).first().copied()
    }

    pub fn region_iter_args(self, ir: &Ir) -> Vec<Value> {
        self.body_block(ir).map_or(Vec::new(), |b| {
            ir.block_args(b).iter().skip(1).copied().collect()
        })
    }

    /// The body's `scf.yield`.
    pub fn yield_op(self, ir: &Ir) -> Option<YieldOp> {
        terminator(ir, self.region(ir)).and_then(|t| YieldOp::cast(ir, t))
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let for_op = ForOp(op);
    if for_op.init_args(ir).len() != ir.num_results(op) {
        return Err(ir.op_error(
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    Ok(())
}

/// The `i`-th types of two lists must be equal: "`{i}-th {first} and
/// {i}-th {second} have different type`" at the first that differ.
fn check_pairwise(
    ir: &Ir,
    op: OpId,
    (first, a): (&str, &[Type]),
    (second, b): (&str, &[Type]),
) -> Result<(), Diagnostic> {
    let Some((i, (&x, &y))) = a.iter().zip(b).enumerate().find(|(_, (x, y))| x != y) else {
        return Ok(());
    };
    Err(ir.op_error(
        op,
        format!(
            "{i}-th {first} and {i}-th {second} have different type: '{}' != '{}'",
            type_str(ir, x),
            type_str(ir, y)
        ),
    ))
}

fn verify_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let for_op = ForOp(op);
    let Some(block) = for_op.body_block(ir) else {
        return Ok(());
    };
    let args = ir.block_args(block);
    let bound_ty = ir.value_type(ir.operand(op, 0));
    if args.first().is_none_or(|&iv| ir.value_type(iv) != bound_ty) {
        return Err(ir.op_error(
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    let inits: Vec<Value> = for_op.init_args(ir).collect();
    let iter_args = &args[1..];
    if inits.len() != iter_args.len() {
        return Err(ir.op_error(
            op,
            format!(
                "different number of inits and region iter_args: {} != {}",
                inits.len(),
                iter_args.len()
            ),
        ));
    }
    let init_types: Vec<Type> = inits.iter().map(|&v| ir.value_type(v)).collect();
    let arg_types: Vec<Type> = iter_args.iter().map(|&a| ir.value_type(a)).collect();
    check_pairwise(
        ir,
        op,
        ("init", &init_types),
        ("region iter_arg", &arg_types),
    )?;
    let Some(yield_op) = for_op.yield_op(ir) else {
        return Ok(());
    };
    let yielded: Vec<Type> = ir.operand_types(yield_op.0).collect();
    if yielded.len() != arg_types.len() {
        return check_edge(ir, op, yield_op.0, "Region #0", &yielded, &arg_types);
    }
    check_pairwise(
        ir,
        op,
        ("region iter_arg", &arg_types),
        ("yielded value", &yielded),
    )?;
    let results: Vec<Type> = ir.result_types(op).collect();
    check_edge(ir, op, yield_op.0, "parent", &yielded, &results)
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut props = Vec::new();
    if p.parse_optional_keyword("unsigned") {
        props.push(shader_mlir::ir::NamedAttribute {
            name: ctx.ident("unsignedCmp"),
            value: ctx.unit_attr(),
        });
    }
    let iv = p.parse_argument(false, false)?;
    p.parse_equal()?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut region_args: Vec<Argument<'_>> = vec![iv];
    let mut inits = Vec::new();
    let mut result_types = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        p.parse_assignment_list(&mut region_args, &mut inits)?;
        p.parse_arrow_type_list(&mut result_types)?;
    }
    if region_args.len() != result_types.len() + 1 {
        let pos = p.get_name_loc();
        return Err(p.emit_error_at(
            pos,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let ty = if p.parse_optional_colon() {
        p.parse_type()?
    } else {
        ctx.common().index
    };
    region_args[0].ty = ty;
    for (arg, &t) in region_args.iter_mut().skip(1).zip(&result_types) {
        arg.ty = t;
    }
    let region = p.parse_region(&region_args, false)?;
    p.ensure_terminator(region, YieldOp::DEF, state.loc);
    state.regions.push(region);
    let pos = p.get_current_location();
    p.resolve_operands(&[lb, ub, step], &[ty, ty, ty], pos, &mut state.operands)?;
    p.resolve_operands(&inits, &result_types, pos, &mut state.operands)?;
    state.result_types = result_types;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(props));
    }
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let for_op = ForOp(op);
    let (Some(&region), Some(iv)) = (ir.regions(op).first(), for_op.induction_var(ir)) else {
        p.print_generic_op(op, false);
        return;
    };
    let inits: Vec<Value> = ir.operands(op).skip(3).collect();
    let iter_args = for_op.region_iter_args(ir);
    if ir.num_operands(op) < 3 || inits.len() != iter_args.len() {
        p.print_generic_op(op, false);
        return;
    }
    if for_op.unsigned_cmp(ir) {
        p.write_str(" unsigned");
    }
    p.write_char(' ');
    p.print_operand(iv);
    p.write_str(" = ");
    p.print_operand(ir.operand(op, 0));
    p.write_str(" to ");
    p.print_operand(ir.operand(op, 1));
    p.write_str(" step ");
    p.print_operand(ir.operand(op, 2));
    if !inits.is_empty() {
        p.write_str(" iter_args");
        print_assignments(p, &iter_args, &inits);
        p.write_str(" -> (");
        p.print_type_list(inits.iter().map(|&v| ir.value_type(v)));
        p.write_char(')');
    }
    p.write_char(' ');
    let iv_ty = ir.value_type(iv);
    if iv_ty != ir.ctx().common().index {
        p.write_str(" : ");
        p.print_type(iv_ty);
        p.write_char(' ');
    }
    p.print_region(region, false, !inits.is_empty(), false);
    p.print_optional_attr_dict(ir.attrs(op), &[]);
}
