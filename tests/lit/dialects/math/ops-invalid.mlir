// Verifier and parser errors of math ops, worded as MLIR 22 words them.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

func.func @f(%x: f32, %i: i32) {
  // expected-error@+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sin"(%i) : (i32) -> i32
  return
}

// -----

func.func @f(%x: f32, %i: i32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%x) : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32, %h: f16) {
  // expected-error@+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%x, %h) : (f32, f16) -> f32
  return
}

// -----

func.func @f(%x: f32, %i: i32) {
  // expected-error@+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%x) : (f32) -> i32
  return
}

// -----

func.func @f(%x: f32, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%x, %x) : (f32, f32) -> f32
  return
}

