// `builtin.module` needs exactly one block, and keeps only the properties it
// has (an unknown one is dropped, as mlir-opt-22 drops it).
// RUN: %hlsl-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %S/Inputs/module-unknown-property.mlir | FileCheck %s
// REQUIRES: mlir-opt
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %S/Inputs/module-unknown-property.mlir | FileCheck %s

// CHECK: "builtin.module"() <{sym_name = "a"}> ({
// CHECK-NEXT: "foo.x"() : () -> ()

// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"foo.x"() ({"builtin.module"() <{foo = 1 : i32}> ({}) : () -> ()}) : () -> ()
