// Inputs the deserializer fuzzer found; each must give a diagnostic, not a crash.

// A control-flow graph that reaches one block from two structured constructs.
// RUN: not %hlsl-translate --deserialize-spirv %S/Inputs/block-in-two-constructs.spv 2>&1 | FileCheck %s
// CHECK: error: a block belongs to more than one structured construct
