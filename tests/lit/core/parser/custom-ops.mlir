// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Custom-form ops: lookup with the default dialect and the builtin ops' syntax.

// expected-error@+1 {{custom op 'frobnicate' is unknown (tried 'builtin.frobnicate' as well)}}
frobnicate

// -----

module {
  // expected-error@+1 {{custom op 'frobnicate' is unknown (tried 'builtin.frobnicate' as well)}}
  frobnicate
}

// -----

// expected-error@+1 {{custom op 'builtin.frobnicate' is unknown}}
builtin.frobnicate

// -----

// expected-error@+1 {{expected '{' to begin a region}}
module @m attributes {x = 1}

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
module @ {
}

// -----

%0 = "foo.a"() : () -> i32
// expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 1 operands and 2 types}}
%1 = builtin.unrealized_conversion_cast %0 : i32, i32 to f32

// -----

%0 = "foo.a"() : () -> i32
// expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
%1 = builtin.unrealized_conversion_cast %0 : i32 f32

// -----

%0 = "foo.a"() : () -> i32
// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%1:2 = builtin.unrealized_conversion_cast %0 : i32 to f32

// -----

// expected-error@+1 {{expected operation name in quotes}}
123
