//! A melior program that lowers an HLSL kernel to SPIR-V with the project's
//! `convert-hlsl-to-spirv` inside its own MLIR pass manager, then verifies the
//! result with MLIR.
//!
//! ```text
//! MLIR_SYS_220_PREFIX=/usr/lib/llvm-22 TABLEGEN_220_PREFIX=/usr/lib/llvm-22 \
//!   cargo run --manifest-path bridges/melior/Cargo.toml --example hlsl_to_spirv
//! ```

use std::io::Write as _;
use std::process::ExitCode;

use melior::ir::Module;
use melior::ir::operation::OperationLike;
use melior::pass::PassManager;
use melior_bridge::{add_pass, mlir};

const KERNEL: &str = include_str!("append_filter.mlir");

fn main() -> ExitCode {
    // Every upstream dialect registered, unregistered ones (hlsl) allowed.
    let context = mlir::context();
    let Some(mut module) = Module::parse(&context, KERNEL) else {
        eprintln!("MLIR could not parse the kernel");
        return ExitCode::FAILURE;
    };

    let manager = PassManager::new(&context);
    if let Err(error) = add_pass(&manager, "convert-hlsl-to-spirv", "target-env=vulkan1.2") {
        eprintln!("{error}");
        return ExitCode::FAILURE;
    }
    if manager.run(&mut module).is_err() {
        eprintln!("convert-hlsl-to-spirv failed (its diagnostics were printed above)");
        return ExitCode::FAILURE;
    }

    if !module.as_operation().verify() {
        eprintln!("MLIR's verifier rejects the result");
        return ExitCode::FAILURE;
    }
    // A closed stdout (`| head`) is not an error of the lowering.
    let _ = writeln!(
        std::io::stdout().lock(),
        "{}\n// verified by MLIR 22",
        module.as_operation()
    );
    ExitCode::SUCCESS
}
