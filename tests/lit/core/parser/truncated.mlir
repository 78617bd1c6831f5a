// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Inputs that stop early: the missing token is reported at the end of the last
// non-blank line, where it belongs.

// expected-error@+1 {{expected ':' followed by operation type}}
"foo.a"() {x = 1}

// -----

// expected-error@+1 {{expected ')' to end operand list}}
"foo.a"(

// -----

%0 = "foo.a"() : () -> i32
// expected-error@+1 {{expected non-function type}}
"foo.b"(%0) : (i32) ->

// -----

"foo.r"() ({
  // expected-error@+1 {{expected operation name in quotes}}
  "foo.a"() : () -> ()

// -----

// expected-error@+1 {{expected '=' after SSA name}}
%0

// -----

// expected-error@+1 {{expected ',' or ']'}}
"foo.a"() {x = [1, 2} : () -> ()

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"foo.a"() {x = 1 "y"} : () -> ()

// -----

// expected-error@+1 {{expected '>' to close properties}}
"foo.a"() <{x = 1} : () -> ()

// -----

"foo.a"() ({
// expected-error@+1 {{expected ')' to end region list}}
}  : () -> ()
