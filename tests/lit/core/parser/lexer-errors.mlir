// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Lexical errors, each reported once where the bad character is.

// expected-error@+1 {{unexpected character}}
"foo.a"() {x = $} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"foo.a"() {x = "a\qb"} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
"foo.a"() {x = "abc
} : () -> ()

// -----

// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
"foo.a"() {x = 1 .. 2} : () -> ()

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
"foo.a"() {x = @1} : () -> ()

// -----

// expected-error@+1 {{invalid SSA name}}
"foo.a"(% x) : (i32) -> ()

// -----

"foo.r"() ({
// expected-error@+1 {{invalid block name}}
^ :
}) : () -> ()

// -----

// `/` is a token of its own (custom syntaxes use it), not an attribute.
// expected-error@+1 {{expected '}' in attribute dictionary}}
"foo.a"() {x = 1 / 2} : () -> ()

// -----

// expected-error@+1 {{unexpected character}}
"foo.a"() {x = 1} : () -> () \
