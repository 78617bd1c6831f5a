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
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{
    BlockId, Ir, Location, OpId, OperationState, RegionId, Type, TypeKind, Value,
};
use shader_mlir::rewrite::OpBuilder;

use super::YieldOp;
use super::support::{check_edge, check_terminators, ensure_yield, terminator, type_str};

/// An `scf.for`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ForOp(pub OpId);

const PROPERTIES: &[&str] = &["unsignedCmp"];

impl ForOp {
    pub const NAME: &'static str = "scf.for";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("for operation")
        .traits(Traits::RECURSIVE_MEMORY_EFFECTS.union(Traits::SINGLE_BLOCK))
        .properties(PROPERTIES)
        .verify(verify)
        .verify_regions(verify_regions)
        .asm(parse, print)
        .canonicalize(crate::canonicalize::for_patterns);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// Creates a loop whose body block has the induction variable and iteration
    /// arguments and no terminator yet (see [`ForOp::body_block`]).
    pub fn build(
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
        let region = b.new_region();
        b.new_block(region, &args);
        let mut state = OperationState::new(b.ctx().ident(Self::NAME), loc);
        state.operands = [lb, ub, step]
            .into_iter()
            .chain(inits.iter().copied())
            .collect();
        state.result_types = types;
        state.regions = vec![region];
        Self(b.create(state))
    }

    pub fn lower_bound(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn upper_bound(self, ir: &Ir) -> Value {
        ir.operand(self.0, 1)
    }

    pub fn step(self, ir: &Ir) -> Value {
        ir.operand(self.0, 2)
    }

    pub fn init_args(self, ir: &Ir) -> Vec<Value> {
        ir.operands(self.0).skip(3).collect()
    }

    pub fn body(self, ir: &Ir) -> Option<RegionId> {
        ir.regions(self.0).first().copied()
    }

    pub fn body_block(self, ir: &Ir) -> Option<BlockId> {
        ir.entry_block(self.body(ir)?)
    }

    pub fn induction_var(self, ir: &Ir) -> Option<Value> {
        ir.block_args(self.body_block(ir)?).first().copied()
    }

    pub fn region_iter_args(self, ir: &Ir) -> Vec<Value> {
        self.body_block(ir).map_or(Vec::new(), |b| {
            ir.block_args(b).iter().skip(1).copied().collect()
        })
    }

    pub fn is_unsigned(self, ir: &Ir) -> bool {
        ir.prop(self.0, "unsignedCmp").is_some()
    }

    /// The body's `scf.yield`.
    pub fn yield_op(self, ir: &Ir) -> Option<YieldOp> {
        terminator(ir, self.body(ir)?).and_then(|t| YieldOp::cast(ir, t))
    }
}

fn is_integer_or_index(ir: &Ir, ty: Type) -> bool {
    matches!(
        ir.ctx().type_kind(ty),
        TypeKind::Index
            | TypeKind::Integer {
                signedness: shader_mlir::ir::Signedness::Signless,
                ..
            }
    )
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let n = ir.num_operands(op);
    if n < 3 {
        return Err(ir.op_error(op, format!("expected 3 or more operands, but found {n}")));
    }
    for i in 0..3 {
        let ty = ir.value_type(ir.operand(op, i));
        if !is_integer_or_index(ir, ty) {
            return Err(ir.op_error(
                op,
                format!(
                    "operand #{i} must be signless integer or index, but got '{}'",
                    type_str(ir, ty)
                ),
            ));
        }
    }
    let ty = ir.value_type(ir.operand(op, 0));
    if ir.value_type(ir.operand(op, 1)) != ty || ir.value_type(ir.operand(op, 2)) != ty {
        return Err(ir.op_error(
            op,
            "failed to verify that all of {lowerBound, upperBound, step} have same type",
        ));
    }
    if n - 3 != ir.num_results(op) {
        return Err(ir.op_error(
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    if ir.regions(op).len() != 1 {
        return Err(ir.op_error(
            op,
            format!("requires one region, found {}", ir.regions(op).len()),
        ));
    }
    check_terminators(ir, op, YieldOp::NAME)
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
    let inits = for_op.init_args(ir);
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
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        let (a, b) = (ir.value_type(init), ir.value_type(arg));
        if a != b {
            return Err(ir.op_error(
                op,
                format!(
                    "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                    type_str(ir, a),
                    type_str(ir, b)
                ),
            ));
        }
    }
    let Some(yield_op) = for_op.yield_op(ir) else {
        return Ok(());
    };
    let yielded: Vec<Type> = ir.operand_types(yield_op.0).collect();
    let arg_types: Vec<Type> = iter_args.iter().map(|&a| ir.value_type(a)).collect();
    if yielded.len() != arg_types.len() {
        return check_edge(
            ir,
            op,
            yield_op.0,
            "Operation scf.yield",
            "Region #0",
            &yielded,
            &arg_types,
        );
    }
    for (i, (&a, &y)) in arg_types.iter().zip(&yielded).enumerate() {
        if a != y {
            return Err(ir.op_error(
                op,
                format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                    type_str(ir, a),
                    type_str(ir, y)
                ),
            ));
        }
    }
    let results: Vec<Type> = ir.result_types(op).collect();
    check_edge(
        ir,
        op,
        yield_op.0,
        "Operation scf.yield",
        "parent",
        &yielded,
        &results,
    )
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
    ensure_yield(p, region, state.loc);
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
    let (Some(region), Some(iv)) = (for_op.body(ir), for_op.induction_var(ir)) else {
        p.print_generic_op(op, false);
        return;
    };
    let inits = for_op.init_args(ir);
    let iter_args = for_op.region_iter_args(ir);
    if ir.num_operands(op) < 3 || inits.len() != iter_args.len() {
        p.print_generic_op(op, false);
        return;
    }
    if for_op.is_unsigned(ir) {
        p.write_str(" unsigned");
    }
    p.write_char(' ');
    p.print_operand(iv);
    p.write_str(" = ");
    p.print_operand(for_op.lower_bound(ir));
    p.write_str(" to ");
    p.print_operand(for_op.upper_bound(ir));
    p.write_str(" step ");
    p.print_operand(for_op.step(ir));
    if !inits.is_empty() {
        p.write_str(" iter_args(");
        for (i, (&arg, &init)) in iter_args.iter().zip(&inits).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(arg);
            p.write_str(" = ");
            p.print_operand(init);
        }
        p.write_str(") -> (");
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
