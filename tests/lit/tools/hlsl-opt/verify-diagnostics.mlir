// `--verify-diagnostics` matches diagnostics to `expected-*` designators at
// @above, @below, @+N and @-N, and a run whose diagnostics don't match fails.

// RUN: %hlsl-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: not %hlsl-opt --allow-unregistered-dialect --verify-diagnostics %S/Inputs/missing-diagnostic.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %hlsl-opt --allow-unregistered-dialect --verify-diagnostics %S/Inputs/unexpected-diagnostic.mlir 2>&1 | FileCheck %s --check-prefix=UNEXPECTED

// MISSING: missing-diagnostic.mlir:3:4: error: expected error "this error is never emitted" was not produced
// UNEXPECTED: unexpected-diagnostic.mlir:2:14: error: unexpected error: use of undeclared SSA value name

%0 = "foo.x"(%undefined) : (i32) -> i32
// expected-error@above {{use of undeclared SSA value name}}

// -----

// expected-error@below {{use of undeclared SSA value name}}
%0 = "foo.x"(%undefined) : (i32) -> i32

// -----

// expected-error@+3 {{redefinition of SSA value '%0'}}
// expected-note@+1 {{previously defined here}}
%0 = "foo.x"() : () -> i32
%0 = "foo.y"() : () -> i32

// -----

"foo.x"(%undefined) : (i32) -> ()

// expected-error@-2 {{use of undeclared SSA value name}}
