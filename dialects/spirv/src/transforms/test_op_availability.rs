//! `test-spirv-op-availability`: prints, for each `func.func`, its name and
//! then what each `spirv` op in it needs: minimal and maximal SPIR-V version,
//! extension alternatives and capability alternatives.
//!
//! Mirrors the test pass of MLIR's `test/lib/Dialect/SPIRV/TestAvailability.cpp`
//! (<https://github.com/llvm/llvm-project/blob/main/mlir/test/lib/Dialect/SPIRV/TestAvailability.cpp>):
//! the report goes to standard output as the pass runs (before the printed
//! IR), ops in post-order, one line per query:
//!
//! ```text
//! iadd
//! spirv.IAdd min version: v1.0
//! spirv.IAdd max version: v1.6
//! spirv.IAdd extensions: [ ]
//! spirv.IAdd capabilities: [ [Kernel] [Addresses] ]
//! ```
//!
//! What an op needs is [`crate::op_availability::op_requirements`]: its
//! instruction and its enum properties, as MLIR's generated
//! `QueryMinVersionInterface` and sibling interfaces compute it. An op
//! without a removal version prints the last version (MLIR's default).

use std::fmt::Write as _;
use std::io::Write as _;

use shader_mlir::fn_pass;
use shader_mlir::ir::{AttrKind, Ir, OpId};
use shader_mlir::pass::{PassContext, PassOptions, PassResult};

use crate::availability::{GrammarEnum, Requirements, Version};
use crate::op_availability::op_requirements;

fn_pass! {
    pub static TEST_OP_AVAILABILITY = run {
        argument: "test-spirv-op-availability", name: "PrintOpAvailability",
        anchor: Some("func.func"),
        summary: "Test SPIR-V op availability",
    }
}

fn run(cx: &mut PassContext<'_>, _: &PassOptions, func: OpId) -> PassResult {
    let result = availability_report(cx.ir, func).map(|report| {
        // One write per function keeps reports whole when functions run on
        // several threads; a closed stdout is the reader's choice.
        let _ = std::io::stdout().lock().write_all(report.as_bytes());
    });
    cx.fail_with(result.map_err(Some))
}

/// The report for `func`: its symbol name, then four lines per `spirv` op.
pub fn availability_report(
    ir: &Ir,
    func: OpId,
) -> Result<String, shader_mlir::diagnostics::Diagnostic> {
    let mut out = String::new();
    let _ = writeln!(out, "{}", symbol_name(ir, func).unwrap_or_default());
    let mut ops = Vec::new();
    ir.walk_post_order(func, |op| ops.push(op));
    for op in ops {
        let name = ir.op_name_str(op);
        if !name.starts_with("spirv.") {
            continue;
        }
        let requirements =
            op_requirements(ir, op).map_err(|e| ir.error_at(ir.op_loc(op), e.to_string()))?;
        write_requirements(&mut out, name, &requirements);
    }
    Ok(out)
}

/// The four lines MLIR's test pass prints for one op.
fn write_requirements(out: &mut String, name: &str, r: &Requirements) {
    let max = r.max_version.unwrap_or(Version::V1_6);
    let _ = writeln!(out, "{name} min version: {}", r.min_version);
    let _ = writeln!(out, "{name} max version: {max}");
    let _ = write!(out, "{name} extensions: [");
    for alternatives in &r.extensions {
        let names: Vec<String> = alternatives.any_of.iter().map(|e| e.to_string()).collect();
        let _ = write!(out, " [{}]", names.join(", "));
    }
    let _ = writeln!(out, " ]");
    let _ = write!(out, "{name} capabilities: [");
    for alternatives in &r.capabilities {
        let names: Vec<&str> = alternatives.iter().map(|c| c.mlir_name()).collect();
        let _ = write!(out, " [{}]", names.join(", "));
    }
    let _ = writeln!(out, " ]");
}

fn symbol_name(ir: &Ir, op: OpId) -> Option<String> {
    match ir.ctx().attr_kind(ir.attr_or_prop(op, "sym_name")?) {
        AttrKind::String { value, .. } => String::from_utf8(value.to_vec()).ok(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::context;
    use shader_mlir::asm::parser::{ParseOptions, parse_str};
    use shader_mlir::diagnostics::DiagnosticEngine;

    fn report(src: &str) -> String {
        let ctx = context();
        let diags = DiagnosticEngine::new();
        let (ir, root) = parse_str(&ctx, "input", src, &ParseOptions::default(), &diags).unwrap();
        let func = ir
            .walk_collect(root)
            .into_iter()
            .find(|&o| ir.op_name_str(o) == "test.func")
            .unwrap();
        availability_report(&ir, func).unwrap()
    }

    #[test]
    fn reports_version_range_and_alternatives_per_op() {
        let text = report(
            "\"test.func\"() ({\n\
             ^bb0(%p: !spirv.ptr<i32, Workgroup>, %v: i32):\n\
             %0 = spirv.AtomicCompareExchangeWeak <Workgroup> <Release> <Acquire> %p, %v, %v : !spirv.ptr<i32, Workgroup>\n\
             \"test.return\"(%0) : (i32) -> ()\n\
             }) {sym_name = \"f\"} : () -> ()",
        );
        assert_eq!(
            text,
            "f\n\
             spirv.AtomicCompareExchangeWeak min version: v1.0\n\
             spirv.AtomicCompareExchangeWeak max version: v1.3\n\
             spirv.AtomicCompareExchangeWeak extensions: [ ]\n\
             spirv.AtomicCompareExchangeWeak capabilities: [ [Kernel] ]\n"
        );
    }
}
