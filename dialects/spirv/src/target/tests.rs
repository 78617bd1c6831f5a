//! Tests of the binary format that need more than one direction at once:
//! fixed points, binaries of other shapes, malformed and mutated binaries,
//! and the agreement of the op <-> instruction mapping with the dialect's.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::{ParseOptions, parse_str};
use shader_mlir::diagnostics::DiagnosticEngine;
use shader_mlir::ir::{Ir, OpId};

use super::{SerializeOptions, deserialize, serialize};
use crate::testing::KERNEL;

fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_dialect(&crate::DIALECT);
    Arc::new(ctx)
}

/// The `spirv.module` of `text`.
fn parse(ctx: &Arc<Context>, text: &str) -> (Ir, OpId) {
    let diags = DiagnosticEngine::new();
    let opts = ParseOptions {
        implicit_module: false,
        ..ParseOptions::default()
    };
    let Some((ir, module)) = parse_str(ctx, "test", text, &opts, &diags) else {
        panic!("parse failed: {:?}", diags.take());
    };
    shader_mlir::verifier::verify(&ir, module).expect("input verifies");
    (ir, module)
}

fn words_of(ctx: &Arc<Context>, text: &str) -> Vec<u32> {
    let (ir, module) = parse(ctx, text);
    serialize(&ir, module, &SerializeOptions::default()).expect("serializes")
}

/// serialize -> deserialize -> serialize gives the same words.
fn assert_fixed_point(ctx: &Arc<Context>, words: &[u32]) {
    let (ir, module) = deserialize(ctx, words).expect("deserializes");
    shader_mlir::verifier::verify(&ir, module).expect("deserialized module verifies");
    let again = serialize(&ir, module, &SerializeOptions::default()).expect("serializes again");
    assert_eq!(
        words,
        &again[..],
        "serialize -> deserialize -> serialize changed the binary"
    );
}

#[test]
fn serialization_is_a_fixed_point() {
    let ctx = context();
    let words = words_of(&ctx, KERNEL);
    assert_eq!(words[0], spirv::MAGIC_NUMBER);
    assert_eq!(words[2] >> 16, 0, "generator: an unregistered tool");
    assert_fixed_point(&ctx, &words);
}

#[test]
fn byte_swapped_binaries_deserialize() {
    let ctx = context();
    let words = words_of(&ctx, KERNEL);
    let swapped: Vec<u32> = words.iter().map(|w| w.swap_bytes()).collect();
    let (ir, module) = deserialize(&ctx, &swapped).expect("deserializes");
    assert_eq!(
        serialize(&ir, module, &SerializeOptions::default()).unwrap(),
        words
    );
}

const GRAPHS: &str = r#"spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
  spirv.GlobalVariable @a bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<4xi8>, UniformConstant>
  spirv.GlobalVariable @b bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<?x?xi8>, UniformConstant>
  spirv.ARM.GraphEntryPoint @g, @a, @a, @a
  spirv.ARM.Graph @g(%arg0: !spirv.arm.tensor<4xi8>) -> (!spirv.arm.tensor<4xi8>, !spirv.arm.tensor<4xi8>) attributes {entry_point = true} {
    %0 = spirv.ARM.GraphConstant {graph_constant_id = 3 : i32} : !spirv.arm.tensor<4xi8>
    spirv.ARM.GraphOutputs %0, %arg0 : !spirv.arm.tensor<4xi8>, !spirv.arm.tensor<4xi8>
  }
  spirv.ARM.Graph @h(%arg0: !spirv.arm.tensor<4xi8>, %arg1: !spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8> {
    spirv.ARM.GraphOutputs %arg1 : !spirv.arm.tensor<4xi8>
  }
}"#;

#[test]
fn graphs_are_a_fixed_point() {
    let ctx = context();
    assert_fixed_point(&ctx, &words_of(&ctx, GRAPHS));
}

#[test]
fn malformed_graphs_are_refused() {
    use crate::target::binary::push_inst;
    use spirv::Op;
    let ctx = context();
    let graph = |outputs: &[(u32, u32)], end: bool| {
        module_with(20, |out| {
            push_inst(out, Op::TypeInt, &[1, 8, 0]);
            push_inst(out, Op::TypeInt, &[2, 32, 0]);
            push_inst(out, Op::Constant, &[2, 3, 1]);
            push_inst(out, Op::Constant, &[2, 4, 0]);
            push_inst(out, Op::TypeTensorARM, &[5, 1, 3]);
            push_inst(out, Op::TypeGraphARM, &[6, 1, 5, 5]);
            push_inst(out, Op::GraphARM, &[6, 7]);
            push_inst(out, Op::GraphInputARM, &[5, 8, 4]);
            for &(value, index) in outputs {
                push_inst(out, Op::GraphSetOutputARM, &[value, index]);
            }
            if end {
                push_inst(out, Op::GraphEndARM, &[]);
            }
        })
    };
    deserialize(&ctx, &graph(&[(8, 4)], true)).expect("a well-formed graph deserializes");
    for (words, expected) in [
        (graph(&[], true), "graph output 0 is never set"),
        (
            graph(&[(8, 4), (8, 4)], true),
            "out of the graph's outputs or set twice",
        ),
        (
            graph(&[(8, 3)], true),
            "out of the graph's outputs or set twice",
        ),
        (
            graph(&[(8, 4)], false),
            "the last graph has no OpGraphEndARM",
        ),
    ] {
        assert_refused(&ctx, &words, expected);
    }
    // A rank of billions with a dynamic shape, from three words.
    let huge_rank = module_with(6, |out| {
        push_inst(out, Op::TypeInt, &[1, 8, 0]);
        push_inst(out, Op::TypeInt, &[2, 32, 0]);
        push_inst(out, Op::Constant, &[2, 3, 1 << 30]);
        push_inst(out, Op::TypeTensorARM, &[4, 1, 3]);
    });
    assert_refused(&ctx, &huge_rank, "tensor rank above");
}

/// A module of `depth` selections nested in one another, as words.
fn nested_selections(depth: u32) -> Vec<u32> {
    use crate::target::binary::{push_header, push_inst};
    use spirv::Op;
    let (void, fn_ty, bool_ty, t, main) = (1, 2, 3, 4, 5);
    let label = |i: u32| 6 + 2 * i;
    let merge = |i: u32| 7 + 2 * i;
    let mut out = Vec::new();
    push_header(&mut out, 0x0001_0000, 7 + 2 * depth + 1);
    push_inst(
        &mut out,
        Op::Capability,
        &[spirv::Capability::Shader as u32],
    );
    push_inst(&mut out, Op::MemoryModel, &[0, 1]);
    push_inst(&mut out, Op::TypeVoid, &[void]);
    push_inst(&mut out, Op::TypeFunction, &[fn_ty, void]);
    push_inst(&mut out, Op::TypeBool, &[bool_ty]);
    push_inst(&mut out, Op::ConstantTrue, &[bool_ty, t]);
    push_inst(&mut out, Op::Function, &[void, main, 0, fn_ty]);
    for i in 0..depth {
        push_inst(&mut out, Op::Label, &[label(i)]);
        push_inst(&mut out, Op::SelectionMerge, &[merge(i), 0]);
        push_inst(
            &mut out,
            Op::BranchConditional,
            &[t, label(i + 1), merge(i)],
        );
    }
    push_inst(&mut out, Op::Label, &[label(depth)]);
    push_inst(&mut out, Op::Return, &[]);
    for i in (0..depth).rev() {
        push_inst(&mut out, Op::Label, &[merge(i)]);
        push_inst(&mut out, Op::Return, &[]);
    }
    push_inst(&mut out, Op::FunctionEnd, &[]);
    out
}

#[test]
fn nesting_is_bounded() {
    let ctx = context();
    // The deepest accepted nesting deserializes and serializes again on a
    // test thread's small stack.
    let words = nested_selections(super::deserialize::MAX_CONSTRUCT_DEPTH);
    let (ir, module) = deserialize(&ctx, &words).expect("deserializes");
    let again = serialize(&ir, module, &SerializeOptions::default()).expect("serializes");
    assert!(
        again.len() > words.len(),
        "each selection gets its own header block"
    );
    let deep = nested_selections(super::deserialize::MAX_CONSTRUCT_DEPTH + 1);
    assert_refused(&ctx, &deep, "nested more than");
}

#[test]
fn huge_bounds_and_ids_are_refused_cheaply() {
    let ctx = context();
    let mut words = words_of(&ctx, KERNEL);
    words[3] = u32::MAX;
    // Still a valid module: the bound only promises that ids are below it.
    deserialize(&ctx, &words).expect("a large bound is fine");
    // An OpTypeVoid with an id beyond the bound.
    let mut bad = words[..5].to_vec();
    bad[3] = 4;
    bad.extend_from_slice(&[(2 << 16) | spirv::Op::TypeVoid as u32, 4_000_000_000]);
    assert_refused(&ctx, &bad, "out of the module's bound");
}

/// Asserts that deserializing `words` fails with an error mentioning
/// `expected`.
fn assert_refused(ctx: &Arc<Context>, words: &[u32], expected: &str) {
    let err = deserialize(ctx, words).unwrap_err();
    assert!(err.message.contains(expected), "{}", err.message);
}

/// A module with `body` after a minimal preamble (ids from 1 to `bound`).
fn module_with(bound: u32, body: impl FnOnce(&mut Vec<u32>)) -> Vec<u32> {
    use crate::target::binary::{push_header, push_inst};
    let mut out = Vec::new();
    push_header(&mut out, 0x0001_0000, bound);
    push_inst(
        &mut out,
        spirv::Op::Capability,
        &[spirv::Capability::Shader as u32],
    );
    push_inst(&mut out, spirv::Op::MemoryModel, &[0, 1]);
    body(&mut out);
    out
}

#[test]
fn amplifying_binaries_are_refused() {
    use crate::target::binary::push_inst;
    use spirv::Op;
    let ctx = context();
    // 300 pointer types, each to the one before.
    let deep = module_with(302, |out| {
        push_inst(out, Op::TypeFloat, &[1, 32]);
        for id in 2..302 {
            push_inst(
                out,
                Op::TypePointer,
                &[id, spirv::StorageClass::Function as u32, id - 1],
            );
        }
    });
    assert_refused(&ctx, &deep, "types nested more than");
    // A null constant of a billion scalars, from a two-word instruction.
    let null = module_with(7, |out| {
        push_inst(out, Op::TypeInt, &[1, 32, 0]);
        push_inst(out, Op::Constant, &[1, 2, 1 << 15]);
        push_inst(out, Op::TypeArray, &[3, 1, 2]);
        push_inst(out, Op::TypeArray, &[4, 3, 2]);
        push_inst(out, Op::ConstantNull, &[4, 5]);
    });
    assert_refused(&ctx, &null, "null constant of more than");
    // Composites doubling at each level.
    let doubling = module_with(100, |out| {
        push_inst(out, Op::TypeInt, &[1, 32, 0]);
        push_inst(out, Op::Constant, &[1, 2, 2]);
        push_inst(out, Op::Constant, &[1, 3, 7]);
        push_inst(out, Op::TypeArray, &[4, 1, 2]);
        push_inst(out, Op::ConstantComposite, &[4, 5, 3, 3]);
        let (mut ty, mut value) = (4, 5);
        for level in 0..20 {
            let (next_ty, next_value) = (6 + 2 * level, 7 + 2 * level);
            push_inst(out, Op::TypeArray, &[next_ty, ty, 2]);
            push_inst(
                out,
                Op::ConstantComposite,
                &[next_ty, next_value, value, value],
            );
            (ty, value) = (next_ty, next_value);
        }
    });
    assert_refused(&ctx, &doubling, "composite constant of more than");
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Mutants of valid binaries never panic: deserialization ends in a module
/// or a diagnostic; what deserializes and verifies serializes again.
#[test]
fn mutated_binaries_never_panic() {
    let ctx = context();
    let seeds = [
        words_of(&ctx, KERNEL),
        nested_selections(4),
        words_of(&ctx, GRAPHS),
    ];
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let interesting = [
        0,
        1,
        2,
        3,
        0xFFFF,
        0x1_0000,
        0xFFFF_FFFF,
        0x0004_0000,
        0x0002_0011,
    ];
    for round in 0..4000 {
        let mut words = seeds[round % seeds.len()].clone();
        for _ in 0..1 + rng.below(4) {
            let at = 5 + rng.below(words.len() - 5);
            match rng.below(6) {
                0 => words[at] ^= 1 << rng.below(32),
                1 => words[at] = interesting[rng.below(interesting.len())],
                2 => words[at] = (words[at] & 0xFFFF) | ((rng.below(8) as u32) << 16),
                3 => words.truncate(at),
                4 => {
                    let len = (1 + rng.below(8)).min(words.len() - at);
                    let chunk: Vec<u32> = words[at..at + len].to_vec();
                    let to = 5 + rng.below(words.len() - 5);
                    words.splice(to..to, chunk);
                }
                _ => {
                    let other = words[5 + rng.below(words.len() - 5)];
                    words[at] = other;
                }
            }
            if words.len() <= 5 {
                break;
            }
        }
        if let Ok((ir, module)) = deserialize(&ctx, &words)
            && shader_mlir::verifier::verify(&ir, module).is_ok()
        {
            let _ = serialize(&ir, module, &SerializeOptions::default());
        }
    }
}
