// Verifier and parser errors of the vector element ops, worded as MLIR 22
// words them.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[4] : f32 from vector<4xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 1] : f32 from vector<4xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // Upstream adds a second error, "failed to infer returned types".
  // expected-error@+1 {{'vector.extract' op inferred type(s) 'vector<3xi32>' are incompatible with return type(s) of operation 'i32'}}
  %0 = vector.extract %m[1] : i32 from vector<2x3xi32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v[5] : f32 into vector<4xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = vector.insert %s, %m[0] : f32 into vector<2x3xi32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // expected-error@+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 4 types}}
  %0 = vector.from_elements %s, %s : vector<4xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<3xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %m : vector<2x3xi32> to vector<3xi32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %s : f32 to vector<4xi32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // expected-error@+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: 1>}> : (vector<4xf32>) -> i32
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // expected-error@+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%s, %s, %s, %s) : (f32, f32, f32, f32) -> vector<4xi32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  %0 = vector.extract %v[-1] : f32 from vector<4xf32>
  %1 = vector.insert %s, %v[-1] : f32 into vector<4xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.insert"(%s, %v) <{static_position = array<i64: 1>}> : (f32, vector<4xf32>) -> vector<3xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32) {
  %0 = "vector.extract"(%v) <{static_position = array<i64>}> : (vector<4xf32>) -> vector<4xf32>
  %1 = "vector.broadcast"(%v) : (vector<4xf32>) -> vector<2x4xf32>
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (3 vs. 1)}}
  %2 = "vector.broadcast"(%m) : (vector<2x3xi32>) -> vector<2x1xi32>
  return
}
// -----
func.func @f(%v: vector<4xf32>, %m: vector<2x1xi32>, %s: f32) {
  %2 = "vector.broadcast"(%m) : (vector<2x1xi32>) -> vector<2x3xi32>
  return
}
