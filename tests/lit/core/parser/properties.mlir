// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// Properties of registered ops.

// expected-error@+1 {{invalid properties 1 : i64 for op builtin.module: expected DictionaryAttr to set properties}}
"builtin.module"() <1> ({
^bb0:
}) : () -> ()

// -----

// expected-error@+1 {{expected '>' to close properties}}
"builtin.module"() <{sym_name = "m"} ({
^bb0:
}) : () -> ()
