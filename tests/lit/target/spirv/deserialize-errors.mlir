// Malformed binaries end in a diagnostic, never a crash, and no output file
// is written.

// RUN: printf '' > %t.empty.spv
// RUN: not %hlsl-translate --deserialize-spirv %t.empty.spv -o %t.out 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not test -e %t.out
// EMPTY: <unknown>:0: error: SPIR-V binary module must have a 5-word header

// RUN: printf '\003\002\043\007\000\000' > %t.odd.spv
// RUN: not %hlsl-translate --deserialize-spirv %t.odd.spv 2>&1 | FileCheck %s --check-prefix=ODD
// ODD: <unknown>:0: error: SPIR-V binary module must contain integral number of 32-bit words

// RUN: printf '\001\002\003\004\000\000\001\000\000\000\000\000\001\000\000\000\000\000\000\000' > %t.magic.spv
// RUN: not %hlsl-translate --deserialize-spirv %t.magic.spv 2>&1 | FileCheck %s --check-prefix=MAGIC
// MAGIC: <unknown>:0: error: incorrect magic number

// A word count of 0, then a word count running past the end of the module.
// RUN: printf '\003\002\043\007\000\000\001\000\000\000\000\000\002\000\000\000\000\000\000\000\021\000\000\000' > %t.zero.spv
// RUN: not %hlsl-translate --deserialize-spirv %t.zero.spv 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: <unknown>:0: error: instruction at word 5 has a word count of 0
// RUN: printf '\003\002\043\007\000\000\001\000\000\000\000\000\002\000\000\000\000\000\000\000\021\000\005\000\001\000\000\000' > %t.long.spv
// RUN: not %hlsl-translate --deserialize-spirv %t.long.spv 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: <unknown>:0: error: instruction at word 5 (opcode 17, word count 5) extends past the end of the module (2 words left)

// An <id> at or above the header's bound (OpTypeVoid %9 with bound 2).
// RUN: printf '\003\002\043\007\000\000\001\000\000\000\000\000\002\000\000\000\000\000\000\000\023\000\002\000\011\000\000\000' > %t.bound.spv
// RUN: not %hlsl-translate --deserialize-spirv %t.bound.spv 2>&1 | FileCheck %s --check-prefix=BOUND
// BOUND: <unknown>:0: error: OpTypeVoid at word 5: <id> 9 is out of the module's bound 2

// RUN: spirv-as %S/Inputs/wrong-order.spvasm -o %t.order.spv
// RUN: not %hlsl-translate --deserialize-spirv %t.order.spv 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: <unknown>:0: error: OpName at word 12: out of the logical layout order of module sections

// RUN: spirv-as %S/Inputs/undefined-type.spvasm -o %t.type.spv
// RUN: not %hlsl-translate --deserialize-spirv %t.type.spv 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: <unknown>:0: error: OpTypePointer at word 10: <id> 2 is not a type defined before its use

// RUN: spirv-as %S/Inputs/undefined-value.spvasm -o %t.value.spv
// RUN: not %hlsl-translate --deserialize-spirv %t.value.spv 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: <unknown>:0: error: OpIAdd at word {{[0-9]+}}: use of <id> {{[0-9]+}} before its definition

