//! `spirv-update-vce`: deduces the minimal `(version, capabilities,
//! extensions)` triple of each `spirv.module` from its ops and their types,
//! checks it against the target environment and stores it as the module's
//! `requires #spirv.vce<...>`.
//!
//! Mirrors MLIR 22's `UpdateVCEPass.cpp`
//! (<https://mlir.llvm.org/docs/Passes/#-spirv-update-vce>): the target is
//! the `spirv.target_env` attribute of the nearest enclosing symbol table
//! that has one (there is no default: `missing 'spirv.target_env'
//! attribute`); the deduction is [`deduce_vce`], which the serializer and
//! the hlsl lowering use too.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::fn_pass;
use shader_mlir::ir::{Ir, OpId};
use shader_mlir::pass::{PassContext, PassOptions, PassResult};

use crate::attributes::SpirvAttr;
use crate::deduce_vce::{VceQuery, deduce_vce};
use crate::ops::structure::ModuleOp;
use crate::target_env::TargetEnv;

/// The attribute naming a module's target environment.
const TARGET_ENV: &str = "spirv.target_env";

fn_pass! {
    pub static UPDATE_VCE = run {
        argument: "spirv-update-vce", name: "SPIRVUpdateVCEPass", anchor: Some(ModuleOp::NAME),
        summary: "Deduce and attach minimal (version, capabilities, extensions) requirements to spirv.module ops",
    }
}

fn run(cx: &mut PassContext<'_>, _: &PassOptions, module: OpId) -> PassResult {
    let result = update_vce(cx.ir, module).map_err(Some);
    cx.fail_with(result)
}

/// The target environment of `op`: the `spirv.target_env` attribute of the
/// nearest symbol table at or above `op` that has one (MLIR's `lookupTargetEnv`).
pub fn lookup_target_env(ir: &Ir, op: OpId) -> Option<TargetEnv> {
    let ctx = ir.ctx();
    let mut current = Some(op);
    while let Some(o) = current {
        let is_table = ir.op_def(o).is_some_and(|d| d.has(Traits::SYMBOL_TABLE));
        if is_table
            && let Some(SpirvAttr::TargetEnv(env)) =
                ir.attr(o, TARGET_ENV).and_then(|a| SpirvAttr::of(ctx, a))
        {
            return Some(env.to_target_env());
        }
        current = ir.parent_op(o);
    }
    None
}

/// The target environment of `op` ([`lookup_target_env`]), else MLIR's
/// default (`spirv::lookupTargetEnvOrDefault`): SPIR-V 1.0 with `Shader`.
pub fn lookup_target_env_or_default(ir: &Ir, op: OpId) -> TargetEnv {
    lookup_target_env(ir, op).unwrap_or_default()
}

/// Deduces and stores the triple of `module`, or explains why the target
/// environment cannot satisfy it.
fn update_vce(ir: &mut Ir, module: OpId) -> Result<(), Diagnostic> {
    let Some(env) = lookup_target_env(ir, module) else {
        return Err(ir.error_at(ir.op_loc(module), "missing 'spirv.target_env' attribute"));
    };
    let vce = deduce_vce(ir, module, &VceQuery::new(&env))?;
    ModuleOp(module).set_vce_triple(ir, &vce);
    Ok(())
}

#[cfg(test)]
mod tests {
    use shader_mlir::asm::parser::{ParseOptions, parse_str};
    use shader_mlir::asm::printer::{PrintOptions, print_op};
    use shader_mlir::diagnostics::DiagnosticEngine;

    use super::*;

    /// Runs the deduction on every `spirv.module` of `text`; the printed IR
    /// or the first diagnostic.
    fn run(text: &str) -> Result<String, String> {
        let ctx = crate::testing::context();
        let diags = DiagnosticEngine::new();
        let Some((mut ir, top)) = parse_str(&ctx, "input", text, &ParseOptions::default(), &diags)
        else {
            return Err(format!("{:?}", diags.take()));
        };
        let modules: Vec<OpId> = ir
            .walk_collect(top)
            .into_iter()
            .filter(|&o| ModuleOp::isa(&ir, o))
            .collect();
        for module in modules {
            update_vce(&mut ir, module).map_err(|d| d.message)?;
        }
        Ok(print_op(&ir, top, &PrintOptions::default()))
    }

    const ENV: &str =
        "#spirv.target_env<#spirv.vce<v1.3, [Shader, Int64], []>, #spirv.resource_limits<>>";

    #[test]
    fn the_triple_replaces_the_modules_requirements() {
        let text = format!(
            "spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Kernel], []> attributes {{spirv.target_env = \
             {ENV}}} {{\n  spirv.func @f(%x: i64) \"None\" {{\n    spirv.Return\n  }}\n}}"
        );
        let printed = run(&text).unwrap();
        assert!(
            printed.contains("requires #spirv.vce<v1.0, [Int64, Shader, Matrix], []>"),
            "{printed}"
        );
    }

    #[test]
    fn the_target_may_be_on_an_enclosing_symbol_table() {
        let text = format!(
            "module attributes {{spirv.target_env = {ENV}}} {{\n  spirv.module Logical GLSL450 {{\n  }}\n}}"
        );
        let printed = run(&text).unwrap();
        assert!(printed.contains(
            "spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], []>"
        ));
    }

    #[test]
    fn there_is_no_default_target() {
        assert_eq!(
            run("spirv.module Logical GLSL450 {\n}"),
            Err("missing 'spirv.target_env' attribute".to_owned())
        );
    }

    /// `run` on a module of one function taking an argument of type `ty`.
    fn run_with_argument(ty: &str) -> Result<String, String> {
        run(&format!(
            "spirv.module Logical GLSL450 attributes {{spirv.target_env = {ENV}}} {{\n  spirv.func @f(%x: {ty}) \
             \"None\" {{\n    spirv.Return\n  }}\n}}"
        ))
    }

    #[test]
    fn an_unmet_requirement_names_the_op() {
        assert_eq!(
            run_with_argument("f64"),
            Err("'spirv.func' requires at least one capability in [Float64] but none allowed in target environment"
                .to_owned())
        );
    }

    #[test]
    fn non_spirv_types_are_diagnosed() {
        assert_eq!(
            run_with_argument("index"),
            Err("'spirv.func' op 'index' is not a SPIR-V type".to_owned())
        );
    }
}
