// Verifier errors of the scf ops, worded as MLIR 22 words them.

// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics

func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%acc = %x) -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%acc = %x) -> (f32) {
    scf.yield %a : i32
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %a : i32
  } else {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%x, %x, %x) ({
  ^bb0(%i: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %lb, %a) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, i32) -> ()
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %0 = scf.while (%arg1 = %a) : (i32) -> i32 {
    // expected-note@+1 {{terminator here}}
    scf.yield %arg1 : i32
  } do {
  ^bb0(%arg2: i32):
    scf.yield %arg2 : i32
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.while (%arg1 = %a) : (i32) -> f32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %arg1 : i32
  } do {
  ^bb0(%arg2: f32):
    scf.yield %arg2 : f32
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %0 = scf.while (%arg1 = %a) : (i32) -> i32 {
    scf.condition(%c) %arg1 : i32
  } do {
  ^bb0(%arg2: i32):
    // expected-note@+1 {{region branch point}}
    scf.yield %x : f32
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  scf.if %c {
    "my.op"() : () -> ()
    // expected-error@+1 {{'scf.yield' op must be the last operation in the parent block}}
    scf.yield
    "my.op"() : () -> ()
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'my.op'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "my.op"() : () -> ()
  }, {}) : (i1) -> ()
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %x, %x : f32, f32
  } else {
    scf.yield %x : f32
  }
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note@+1 {{region branch point}}
  %0 = "scf.while"(%a) ({
  ^bb0(%arg1: f32):
    scf.condition(%c) %arg1 : f32
  }, {
  ^bb0(%arg2: f32):
    scf.yield %arg2 : f32
  }) : (i32) -> f32
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %arg1: i32):
    scf.yield %arg1 : i32
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %0 = "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    scf.yield %x : f32
  }) : (index, index, index) -> f32
  return
}
// -----
func.func @f(%lb: index, %x: f32, %c: i1, %a: i32) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  "scf.condition"(%a) : (i32) -> ()
}
