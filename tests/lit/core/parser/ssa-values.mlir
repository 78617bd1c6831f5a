// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// SSA value definitions and uses.

// expected-error@+1 {{use of undeclared SSA value name}}
"foo.a"(%x) : (i32) -> ()

// -----

// expected-note@+1 {{previously defined here}}
%0 = "foo.a"() : () -> i32
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "foo.b"() : () -> i32

// -----

// expected-note@+1 {{prior use here}}
%0 = "foo.a"() : () -> i32
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"foo.b"(%0) : (i64) -> ()

// -----

// A forward reference used with one type and defined with another.
// expected-note@+1 {{previously used here with type 'i64'}}
"foo.b"(%0) : (i64) -> ()
// expected-error@+1 {{definition of SSA value '%0#0' has type 'i32'}}
%0 = "foo.a"() : () -> i32

// -----

%0:2 = "foo.a"() : () -> (i32, i32)
// expected-error@+1 {{reference to invalid result number}}
"foo.b"(%0#2) : (i32) -> ()

// -----

// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = "foo.a"() : () -> (i32, i32)

// -----

// expected-error@+1 {{operation defines 1 results but was provided 3 to bind}}
%0, %1:2 = "foo.a"() : () -> i32

// -----

// expected-error@+1 {{cannot name an operation with no results}}
%0 = "foo.a"() : () -> ()

// -----

// expected-error@+1 {{expected named operation to have at least 1 result}}
%0:0 = "foo.a"() : () -> ()

// -----

// MLIR spells the singular with a NUL character, hence the regex.
// expected-error-re@+1 {{expected 1 operand type{{.}} but had 0}}
"foo.a"(%0) : () -> ()

// -----

// expected-error@+1 {{expected 0 operand types but had 1}}
"foo.a"() : (i32) -> ()

// -----

// expected-error@+1 {{expected function type}}
"foo.a"() : i32

// -----

// Values defined in a region are not visible after it.
"foo.r"() ({
  %0 = "foo.a"() : () -> i32
}) : () -> ()
// expected-error@+1 {{use of undeclared SSA value name}}
"foo.b"(%0) : (i32) -> ()

// -----

// expected-error@+1 {{invalid SSA value result number}}
"foo.b"(%0#x) : (i32) -> ()


// -----

// expected-error@+1 {{expected valid ssa identifier}}
%0, = "foo.a"() : () -> (i32, i32)
