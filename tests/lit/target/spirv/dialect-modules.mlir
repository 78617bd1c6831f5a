// Every `spirv.module` of the positive lit tests of the dialect (and of this
// directory) serializes, is valid SPIR-V for the environment its version and
// capabilities call for, and round-trips to the same bytes. New test files
// are picked up as they come (see lit-harness/spirv_binary_check.py).
//
// A module whose own content is not valid SPIR-V is listed with the reason;
// it must still serialize and round-trip (see the harness for how listed
// modules are checked).

// RUN: python3 %S/../../lit-harness/spirv_binary_check.py --translate %hlsl-translate \
// RUN:   --spirv-val spirv-val --spirv-dis spirv-dis --spirv-as spirv-as \
// RUN:   --expect-invalid 'arithmetic-ops.mlir#0=a bf16 OpDot needs the BFloat16DotProductKHR capability, which the module does not declare' \
// RUN:   --expect-invalid 'cast-ops.mlir#0=OpBitcast of a pointer needs an addressing model other than Logical' \
// RUN:   --expect-invalid 'atomic-ops.mlir#0=64-bit atomics need the Int64Atomics capability, which the module does not declare' \
// RUN:   --expect-invalid 'control-flow-ops.mlir#1=conditional branches outside a spirv.mlir.selection are not structured control flow' \
// RUN:   --expect-invalid 'control-flow-ops.mlir#6=switches outside a spirv.mlir.selection are not structured control flow' \
// RUN:   --expect-invalid 'image-ops-beyond-mlir22.mlir#0=the ConstOffset image operand is not a constant' \
// RUN:   --expect-invalid 'image-ops.mlir#0=the NonPrivateTexel image operand needs the Vulkan memory model, the module uses GLSL450' \
// RUN:   --expect-invalid 'logical-and-misc-ops.mlir#1=a scalar condition selecting vectors needs SPIR-V 1.4' \
// RUN:   --expect-invalid 'memory-ops.mlir#4=a Function variable holding a pointer: SPIRV-Tools before 2025 need an addressing model other than Logical' \
// RUN:   --expect-invalid 'structure-ops.mlir#7=a Fragment entry point needs an OriginUpperLeft or OriginLowerLeft execution mode' \
// RUN:   %S/../../dialects/spirv %S
