// Failed legalizations in a partial conversion: an explicitly illegal op with no
// pattern, an op whose operand type does not convert, and a pattern whose
// result cannot be legalized. Each is an error at the op (MLIR's wording where
// upstream has one) and the conversion leaves the input untouched.

// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect --test-toy-conversion --verify-diagnostics

func.func @illegal() {
  // expected-error@+1 {{failed to legalize operation 'toy.illegal' that was explicitly marked illegal}}
  "toy.illegal"() : () -> ()
  return
}

// -----

func.func @unconvertible() -> !toy.int {
  %a = "toy.make"() : () -> !toy.opaque
  // expected-error@+1 {{failed to legalize operation 'toy.add' that was explicitly marked illegal}}
  %0 = "toy.add"(%a, %a) : (!toy.opaque, !toy.opaque) -> !toy.int
  return %0 : !toy.int
}

// -----

func.func @bad() {
  // expected-error@+2 {{pattern 'ToyBadLowering' produced IR that could not be legalized}}
  // expected-note@+1 {{failed to legalize operation 'toy.illegal'}}
  "toy.bad"() : () -> ()
  return
}
