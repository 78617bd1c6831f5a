// A materialization that the type converter's callbacks decline to build and
// that stays live is an error (MLIR's wording).

// RUN: %hlsl-opt %s --allow-unregistered-dialect --test-toy-conversion=toy-casts --verify-diagnostics

// The argument's uses need a `!toy.bool` again, which the callbacks decline to
// build: the error is at the argument, the note at the user.
// expected-error@+1 {{failed to legalize unresolved materialization from (i1) to (!toy.bool) that remained live after conversion}}
func.func @declined(%b: !toy.bool) {
  // expected-note@+1 {{see existing live user here}}
  "toy.print"(%b) : (!toy.bool) -> ()
  return
}
