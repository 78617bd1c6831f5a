//! The `spirv` dialect's lit inputs through real MLIR 22, in process: what the
//! project prints, MLIR parses and verifies, and what MLIR prints back, the
//! project reads into the same IR. Chunks using a construct MLIR 22 rejects
//! ([`support::KNOWN_REJECTIONS`]) must be rejected for that reason and no other.

mod support;

use melior::ContextRef;
use melior::ir::operation::OperationLike;
use melior_bridge::{BridgeError, mlir, registry, text};
use shader_mlir::asm::print_op;

#[test]
fn spirv_lit_inputs_round_trip_through_mlir() {
    let context = mlir::context();
    // SAFETY: the reference does not outlive `context`.
    let context_ref = unsafe { ContextRef::from_raw(context.to_raw()) };
    let ctx = registry::context();
    let (mut accepted, mut rejected, mut failures) = (0, Vec::new(), Vec::new());
    for file in support::lit_files("dialects/spirv") {
        if support::expects_failure(&file) {
            continue;
        }
        for chunk in support::chunks(&file) {
            let name = chunk.name();
            let (ir, root) = match support::parse(&ctx, &name, &chunk.text) {
                Ok(parsed) => parsed,
                Err(error) => {
                    failures.push(format!(
                        "{name}: the project rejects its own test input: {error}"
                    ));
                    continue;
                }
            };
            let ours = print_op(&ir, root, &text::PRINT_OPTIONS);
            let unknown_upstream = support::KNOWN_REJECTIONS.iter().any(|r| (r.used_in)(&ours));
            match text::to_mlir_operation(context_ref, &ir, root) {
                Ok(_) if unknown_upstream => failures.push(format!(
                    "{name}: MLIR 22 accepted a construct it is known to reject"
                )),
                Ok(operation) => {
                    if !operation.verify() {
                        failures.push(format!("{name}: MLIR's verifier rejects it"));
                        continue;
                    }
                    match text::from_mlir(&ctx, &operation) {
                        Ok((back, back_root))
                            if print_op(&back, back_root, &text::PRINT_OPTIONS) == ours =>
                        {
                            accepted += 1
                        }
                        Ok((back, back_root)) => failures.push(format!(
                            "{name}: changed on the way through MLIR:\n{ours}\n---\n{}",
                            print_op(&back, back_root, &text::PRINT_OPTIONS)
                        )),
                        Err(error) => failures.push(format!(
                            "{name}: the project cannot read MLIR's print: {error}"
                        )),
                    }
                }
                Err(BridgeError::MlirRejected(diagnostics)) => {
                    match support::explained_rejections(&ours, &diagnostics) {
                        Some(reasons) => rejected.push(format!("{name} ({})", reasons.join(", "))),
                        None => failures.push(format!(
                            "{name}: MLIR rejects it:\n{}",
                            diagnostics.join("\n")
                        )),
                    }
                }
                Err(error) => failures.push(format!("{name}: {error}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(accepted > 0, "no input went through MLIR");
    println!(
        "{accepted} inputs accepted and verified by MLIR 22; rejected for known reasons: {}",
        rejected.join(", ")
    );
}

/// The docs/spirv-beyond-mlir-22.md constructs one by one: MLIR 22's parser and
/// verifier accept a
/// `BufferBlock` struct in `Uniform` storage and `counter_buffer = @sym` (a
/// discardable attribute to it; its serializer emits neither), and reject
/// `!spirv.sampler`.
#[test]
fn beyond_mlir22_constructs() {
    let context = mlir::context();
    // SAFETY: the reference does not outlive `context`.
    let context_ref = unsafe { ContextRef::from_raw(context.to_raw()) };
    let ctx = registry::context();
    let module = |globals: &str| {
        format!(
            "spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {{\n{globals}\n}}\n"
        )
    };
    let cases = [
        (
            "BufferBlock",
            module(
                "spirv.GlobalVariable @c bind(0, 1) : !spirv.ptr<!spirv.struct<(i32 [0]), BufferBlock>, Uniform>",
            ),
            None,
        ),
        (
            "counter_buffer",
            module(
                "spirv.GlobalVariable @c bind(0, 1) : !spirv.ptr<!spirv.struct<(i32 [0]), Block>, StorageBuffer>\n\
                 spirv.GlobalVariable @b bind(0, 0) {counter_buffer = @c} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>",
            ),
            None,
        ),
        (
            "sampler",
            module(
                "spirv.GlobalVariable @s bind(0, 2) : !spirv.ptr<!spirv.sampler, UniformConstant>",
            ),
            Some(support::known_rejection("!spirv.sampler").message),
        ),
    ];
    for (construct, input, expected_error) in cases {
        let (ir, root) =
            support::parse(&ctx, construct, &input).unwrap_or_else(|e| panic!("{construct}: {e}"));
        match (
            text::to_mlir_operation(context_ref, &ir, root),
            expected_error,
        ) {
            (Ok(operation), None) => assert!(
                operation.verify(),
                "{construct}: MLIR's verifier rejects it"
            ),
            (Err(BridgeError::MlirRejected(diagnostics)), Some(expected)) => {
                assert!(
                    diagnostics.iter().any(|d| d.contains(expected)),
                    "{construct}: {diagnostics:?}"
                );
            }
            (Ok(_), Some(expected)) => {
                panic!("{construct}: MLIR accepted it; expected '{expected}'")
            }
            (Err(error), _) => panic!("{construct}: {error}"),
        }
    }
}
