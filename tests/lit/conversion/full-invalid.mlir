// A full conversion fails on an op of unknown legality that no pattern
// converts, with MLIR's diagnostic at that op.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --test-toy-conversion=mode=full --verify-diagnostics

func.func @unknown(%a: !toy.int) {
  // expected-error@+1 {{failed to legalize operation 'toy.print'}}
  "toy.print"(%a) : (!toy.int) -> ()
  return
}
