// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// Ops, types and attributes of unregistered dialects without
// --allow-unregistered-dialect.

// expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
"bar.a"() : () -> ()

// -----

// expected-error@+1 {{`!"bar"<"baz">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
"builtin.module"() ({}) {x = !bar.baz} : () -> ()

// -----

// expected-error@+1 {{#"bar"<"baz<1>"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
"builtin.module"() ({}) {x = #bar.baz<1>} : () -> ()

// -----

// expected-error@+1 {{Dialect `bar' not found for custom op 'bar.op' }}
bar.op
// expected-note@-1 {{Available dialects:}}
