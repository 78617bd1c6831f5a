//! Type conversion of ops whose meaning does not depend on the types they carry:
//! function-like ops (their signature and entry block) and ops that only pass
//! values through (returns, calls, yields). Mirrors MLIR's
//! `populateFunctionOpInterfaceTypeConversionPattern` and the
//! `populateReturnOpTypeConversionPattern` / `populateCallOpTypeConversionPattern`
//! family, written once for any op name.

use std::sync::Arc;

use smallvec::SmallVec;

use crate::conversion::pattern::{Adaptor, ConversionPattern, ConversionPatternSet};
use crate::conversion::rewriter::ConversionRewriter;
use crate::conversion::type_converter::{TypeConverter, function_type_of};
use crate::ir::{OpId, OperationState, RegionId, TypeKind};
use crate::rewrite::{MatchFailure, OpBuilder, OrFail, PatternRoot, RewriteResult};

/// A pattern on the ops a root names that converts their types with a type
/// converter: the struct, its constructor and the fixed parts of
/// [`ConversionPattern`]; the type's own `rewrite` does the work.
macro_rules! structural_pattern {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        pub struct $name {
            op: PatternRoot,
            converter: Arc<TypeConverter>,
        }

        impl $name {
            pub fn new(op: impl Into<PatternRoot>, converter: Arc<TypeConverter>) -> Self {
                $name {
                    op: op.into(),
                    converter,
                }
            }
        }

        impl ConversionPattern for $name {
            fn name(&self) -> &str {
                stringify!($name)
            }

            fn root(&self) -> Option<PatternRoot> {
                Some(self.op)
            }

            fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
                Some(&self.converter)
            }

            fn match_and_rewrite(
                &self,
                op: OpId,
                adaptor: &Adaptor,
                rewriter: &mut ConversionRewriter<'_>,
            ) -> RewriteResult {
                self.rewrite(op, adaptor, rewriter)
            }
        }
    };
}

/// Adds the structural type conversions of a function-like op and the ops
/// that pass values through it (returns, calls): [`FunctionSignatureConversion`]
/// for `function`, [`OpTypeConversion`] for each of `forwarding`, all with
/// `converter`.
pub fn populate_structural_type_conversions(
    set: &mut ConversionPatternSet,
    function: impl Into<PatternRoot>,
    forwarding: impl IntoIterator<Item = PatternRoot>,
    converter: &Arc<TypeConverter>,
) {
    set.add(FunctionSignatureConversion::new(
        function,
        converter.clone(),
    ));
    for op in forwarding {
        set.add(OpTypeConversion::new(op, converter.clone()));
    }
}

structural_pattern!(
    /// Converts the `function_type` of a function-like op named `op_name` and
    /// the argument types of its body, in place.
    FunctionSignatureConversion
);

impl FunctionSignatureConversion {
    fn rewrite(
        &self,
        op: OpId,
        _adaptor: &Adaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> RewriteResult {
        let ir = rewriter.ir();
        let ctx = ir.ctx_arc().clone();
        let function_type = function_type_of(ir, op).or_fail("op has no function_type")?;
        let TypeKind::Function { inputs, results } = ctx.type_kind(function_type) else {
            return Err(MatchFailure("function_type is not a function type"));
        };
        let signature = self
            .converter
            .convert_signature(&ctx, inputs)
            .or_fail("argument type cannot be converted")?;
        let new_results = self
            .converter
            .convert_types(&ctx, results.iter().copied())
            .or_fail("result type cannot be converted")?;
        let new_type = ctx.function_type(&signature.converted_types(), &new_results);
        let body: Option<RegionId> = ir
            .regions(op)
            .first()
            .copied()
            .filter(|&r| !ir.region_is_empty(r));
        if let Some(body) = body {
            rewriter.convert_region_types(body, &self.converter, Some(&signature))?;
        }
        let as_property = rewriter.ir().prop(op, "function_type").is_some();
        let attr = ctx.type_attr(new_type);
        rewriter.modify_op_in_place(op, |ir| {
            if as_property {
                ir.set_prop(op, "function_type", attr);
            } else {
                ir.set_attr(op, "function_type", attr);
            }
        });
        Ok(())
    }
}

structural_pattern!(
    /// Recreates an op named `op_name` with its operands as converted and its
    /// result types converted, keeping its name, properties, attributes and
    /// successors, and moving its regions over (their block arguments
    /// converted too). Suits ops that merely forward values, such as
    /// `func.return`, `func.call` or `scf.yield`.
    OpTypeConversion
);

impl OpTypeConversion {
    fn rewrite(
        &self,
        op: OpId,
        adaptor: &Adaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> RewriteResult {
        let ir = rewriter.ir();
        let ctx = ir.ctx_arc().clone();
        let result_types = self
            .converter
            .convert_types(&ctx, ir.result_types(op))
            .or_fail("result type cannot be converted")?;
        // All region block signatures must convert before anything changes.
        let regions: SmallVec<[RegionId; 1]> = ir.regions(op).into();
        for &r in &regions {
            for &b in ir.region_blocks(r) {
                let types: Vec<_> = ir.block_args(b).iter().map(|&a| ir.value_type(a)).collect();
                self.converter
                    .convert_signature(&ctx, &types)
                    .or_fail("block argument type cannot be converted")?;
            }
        }
        let mut state = OperationState::new(ir.op_name(op), ir.op_loc(op));
        state.operands = adaptor.operands().to_vec();
        state.result_types = result_types;
        state.properties = ir.properties(op);
        state.attributes = ir.attrs(op).to_vec();
        state.successors = ir.successors(op).to_vec();
        let dests: SmallVec<[RegionId; 1]> =
            regions.iter().map(|_| rewriter.new_region()).collect();
        state.regions = dests.to_vec();
        let new_op = rewriter.create(state);
        for (r, dest) in regions.into_iter().zip(dests) {
            rewriter.inline_region_before(r, dest, 0);
            rewriter.convert_region_types(dest, &self.converter, None)?;
        }
        let values: SmallVec<[_; 2]> = rewriter.ir().results(new_op).into();
        rewriter.replace_op(op, &values);
        Ok(())
    }
}
