// Errors in distinct attributes and resources, where mlir-opt-22 reports them.
// RUN: %hlsl-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// REQUIRES: mlir-opt
// RUN: %mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error@+1 {{referenced attribute does not match previous definition: 1 : i32}}
"foo.x"() {a = distinct[0]<1 : i32>, b = distinct[0]<2 : i32>} : () -> ()

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
"foo.x"() {m = dense_resource<blob1> : i8} : () -> ()

// -----

"foo.x"() {m = dense_resource<blob0> : tensor<2xi32>} : () -> ()
// expected-error@+1 {{expected hex string blob for key 'blob0'}}
{-# dialect_resources: { builtin: { blob0: "abc" } } #-}
