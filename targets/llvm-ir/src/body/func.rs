//! Functions: each `func.func` of the module becomes an LLVM function, as
//! clang emits HLSL functions
//! (<https://clang.llvm.org/docs/HLSL/HLSLIRReference.html>):
//!
//! - a compute entry point (`hlsl.shader = "compute"`) is `define void
//!   @name()` with the attributes `"hlsl.numthreads"="X,Y,Z"` and
//!   `"hlsl.shader"="compute"`;
//! - another public function is exported: it keeps its name and gets
//!   `"hlsl.export"`, as clang marks `export` functions;
//! - a private function is `internal`; a function without a body is a
//!   declaration.
//!
//! Several results return as a literal struct. `func.call` and
//! `func.return` become `call` and `ret`. A function the flavour calls
//! convergent ([`Target::is_convergent`]) is `convergent`, and its calls of
//! convergent functions carry convergence tokens ([`super::convergence`]).
//! Module-level ops other than functions go to [`Target::module_op`].

use dialect_func::{CallOp, FuncOp, ReturnOp};
use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Ir, OpId, Type, TypeKind};

use super::{FnCx, OpRule, Rules, Target, lower_type, rule};
use crate::text::{Body, Line, Module, Operand, Ty};

pub(super) fn rules<T: Target>() -> Vec<OpRule<T>> {
    vec![
        rule!(CallOp => |cx, op| cx.call(op)),
        rule!(ReturnOp => |cx, op| cx.ret(op)),
    ]
}

/// A string attribute or property of `op`.
fn string_of<'a>(ir: &'a Ir, op: OpId, name: &str) -> Option<&'a str> {
    match ir.ctx().attr_kind(ir.attr_or_prop(op, name)?) {
        AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

/// The inputs and results of a `func.func`'s `function_type`.
fn signature(ir: &Ir, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let ctx = ir.ctx();
    let AttrKind::Type(ty) = ctx.attr_kind(ir.attr_or_prop(op, "function_type")?) else {
        return None;
    };
    match ctx.type_kind(*ty) {
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

/// The LLVM return type of a list of results.
fn return_type(results: &[Ty]) -> Ty {
    match results {
        [] => Ty::Void,
        [one] => one.clone(),
        many => Ty::literal(many.to_vec()),
    }
}

/// The thread group size of a compute entry point.
fn numthreads(ir: &Ir, op: OpId) -> Option<[u32; 3]> {
    dialect_hlsl::entry_point::numthreads(ir, op)
}

/// Exports every `func.func` directly in `module` (a `builtin.module`).
/// Anything else at module level is an error: LLVM IR has no instructions
/// outside functions.
pub(crate) fn export_functions<T: Target>(
    ir: &Ir,
    module_op: OpId,
    module: &mut Module,
    target: &mut T,
) -> Result<(), Vec<Diagnostic>> {
    let mut rules = Rules::<T>::new();
    let mut errors = Vec::new();
    let ops: Vec<OpId> = ir
        .regions(module_op)
        .iter()
        .flat_map(|&r| ir.region_blocks(r).iter().copied())
        .flat_map(|b| ir.block_ops(b))
        .collect();
    for op in ops {
        if FuncOp::cast(ir, op).is_none() {
            if let Some(result) = target.module_op(ir, op, module) {
                if let Err(error) = result {
                    errors.push(error);
                }
                continue;
            }
            errors.push(ir.op_error(
                op,
                format!(
                    "at module level has no LLVM IR form: LLVM IR has no instructions outside functions (the {} export takes 'func.func' ops)",
                    T::NAME
                ),
            ));
            continue;
        }
        if let Err(error) = export_function(ir, op, module, target, &mut rules) {
            errors.push(error);
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn export_function<T: Target>(
    ir: &Ir,
    op: OpId,
    module: &mut Module,
    target: &mut T,
    rules: &mut Rules<T>,
) -> Result<(), Diagnostic> {
    let ctx: &Context = ir.ctx();
    let name = string_of(ir, op, "sym_name").ok_or_else(|| ir.op_error(op, "has no name"))?;
    let (inputs, results) =
        signature(ir, op).ok_or_else(|| ir.op_error(op, "has no function type"))?;
    let lower = |module: &mut Module, target: &mut T, ty: Type| {
        lower_type(module, target, ctx, ty).ok_or_else(|| {
            ir.op_error(
                op,
                format!(
                    "type '{}' in the signature has no LLVM IR form in the {} export",
                    shader_mlir::asm::printer::type_to_string(ctx, ty),
                    T::NAME
                ),
            )
        })
    };
    let params: Vec<Ty> = inputs
        .iter()
        .map(|&t| lower(module, target, t))
        .collect::<Result<_, _>>()?;
    let result_tys: Vec<Ty> = results
        .iter()
        .map(|&t| lower(module, target, t))
        .collect::<Result<_, _>>()?;
    let ret = return_type(&result_tys);
    let is_entry = dialect_hlsl::entry_point::is_compute_entry_point(ir, op);
    let private = string_of(ir, op, "sym_visibility").is_some_and(|v| v != "public");
    let symbol = format!("@{}", crate::text::quoted_name(name));
    let conv = if is_entry {
        String::new()
    } else {
        target
            .call_conv()
            .map(|c| format!("{c} "))
            .unwrap_or_default()
    };
    let region = ir.region(op, 0);
    let Some(&entry_block) = ir.region_blocks(region).first() else {
        let params: Vec<String> = params.iter().map(Ty::to_string).collect();
        module.function(format!(
            "declare {conv}{ret} {symbol}({})\n",
            params.join(", ")
        ));
        return Ok(());
    };
    if ir.region_blocks(region).len() > 1 {
        return Err(ir.op_error(
            op,
            "has more than one block; the export takes structured control flow (scf) only",
        ));
    }
    let convergent = target.is_convergent(name);
    let attrs = if is_entry {
        if !params.is_empty() || !result_tys.is_empty() {
            return Err(ir.op_error(
                op,
                "a compute entry point exports as 'void ()': system values come from 'hlsl.system_value', not arguments",
            ));
        }
        let [x, y, z] = numthreads(ir, op)
            .ok_or_else(|| ir.op_error(op, "a compute entry point needs 'hlsl.numthreads'"))?;
        Some(format!(
            "\"hlsl.numthreads\"=\"{x},{y},{z}\" \"hlsl.shader\"=\"compute\""
        ))
    } else if !private {
        Some("\"hlsl.export\"".to_owned())
    } else {
        None
    };
    // clang writes enum attributes before string ones.
    let attrs = match (convergent, attrs) {
        (true, Some(attrs)) => Some(format!("convergent {attrs}")),
        (true, None) => Some("convergent".to_owned()),
        (false, attrs) => attrs,
    };
    let mut cx = FnCx::new(ir, module, target, rules, Body::new(params.len()));
    cx.results = result_tys;
    if convergent {
        cx.convergence = super::convergence::Convergence::for_function(op);
    }
    for (index, (&arg, ty)) in ir.block_args(entry_block).iter().zip(&params).enumerate() {
        let id = cx.body.arg(index);
        cx.bind_id(arg, id, ty.clone());
    }
    if let Some(term) = cx.emit_block(entry_block)? {
        return Err(ir.op_error(term, "is not expected directly in a function body"));
    }
    let mut text = String::new();
    let body = std::mem::replace(&mut cx.body, Body::new(0));
    let arg_names = body.print(&mut text);
    let linkage = if private && !is_entry {
        "internal "
    } else {
        ""
    };
    let params: Vec<String> = params
        .iter()
        .zip(&arg_names)
        .map(|(ty, name)| format!("{ty} {name}"))
        .collect();
    let group = attrs
        .map(|a| format!(" #{}", module.attribute_group(&a)))
        .unwrap_or_default();
    module.function(format!(
        "define {linkage}{conv}{ret} {symbol}({}){group} {{\n{text}}}\n",
        params.join(", ")
    ));
    Ok(())
}

impl<T: Target> FnCx<'_, T> {
    fn call(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ctx = self.ctx();
        let callee = match ctx.attr_kind(
            self.ir
                .attr_or_prop(op, "callee")
                .ok_or_else(|| self.ir.op_error(op, "requires attribute 'callee'"))?,
        ) {
            AttrKind::SymbolRef { root, nested } if nested.is_empty() => ctx.str(*root).to_owned(),
            _ => return Err(self.ir.op_error(op, "expects a flat callee symbol")),
        };
        let mut args = Vec::new();
        for value in self.ir.operands(op).collect::<Vec<_>>() {
            let (operand, ty) = self.value(value)?;
            args.push((ty, operand));
        }
        let results: Vec<Ty> = (0..self.ir.num_results(op))
            .map(|i| self.result_type(op, i))
            .collect::<Result<_, _>>()?;
        let ret = return_type(&results);
        let conv = self
            .target
            .call_conv()
            .map(|c| format!("{c} "))
            .unwrap_or_default();
        let mut line = Line::new(format!(
            "call {conv}{ret} @{}(",
            crate::text::quoted_name(&callee)
        ));
        for (i, (ty, operand)) in args.iter().enumerate() {
            if i > 0 {
                line = line.t(", ");
            }
            line = line.typed(ty, operand);
        }
        line = line.t(")");
        if self.convergence.enabled() && self.target.is_convergent(&callee) {
            line = self.convergence_bundle(op, line);
        }
        match results.len() {
            0 => {
                self.body.emit(line);
                Ok(())
            }
            1 => self.define(op, line),
            _ => {
                let aggregate = Operand::Value(self.body.emit_value(line));
                for (index, ty) in results.into_iter().enumerate() {
                    let id = self.body.emit_value(
                        Line::new("extractvalue ")
                            .typed(&ret, &aggregate)
                            .t(format!(", {index}")),
                    );
                    self.bind_id(self.ir.result(op, index), id, ty);
                }
                Ok(())
            }
        }
    }

    fn ret(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let values: Vec<_> = self.ir.operands(op).collect();
        let results = self.results.clone();
        match values.as_slice() {
            [] => self.body.emit(Line::new("ret void")),
            [one] => {
                let (operand, ty) = self.value(*one)?;
                self.body.emit(Line::new("ret ").typed(&ty, &operand));
            }
            many => {
                let ret = return_type(&results);
                let mut aggregate = Operand::Const("poison".to_owned());
                for (index, value) in many.iter().enumerate() {
                    let (operand, ty) = self.value(*value)?;
                    aggregate = Operand::Value(
                        self.body.emit_value(
                            Line::typed_operands(
                                "insertvalue ",
                                &[(&ret, &aggregate), (&ty, &operand)],
                            )
                            .t(format!(", {index}")),
                        ),
                    );
                }
                self.body.emit(Line::new("ret ").typed(&ret, &aggregate));
            }
        }
        Ok(())
    }
}
