// Verifier and parser errors of the memref subset, worded as MLIR 22 words
// them (each checked against mlir-opt-22).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f(%i: index, %m: memref<4xi32>) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %x = memref.load %m[%i, %i] : memref<4xi32>
  return
}
// -----
func.func @f(%v: i32, %m: memref<4xi32>) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[] : memref<4xi32>
  return
}
// -----
func.func @f(%i: index, %v: i32, %m: memref<4xi32>) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %o = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
// -----
func.func @f(%i: index, %v: f32, %m: memref<4xf32>) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %o = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @f(%v: i32, %m: memref<4xi32>) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %o = memref.atomic_rmw addi %v, %m[] : (i32, memref<4xi32>) -> i32
  return
}
// -----
%x = "x.x"() : () -> memref<4xi32>
%i = "x.i"() : () -> index
%v = "x.v"() : () -> i64
// expected-error@+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
%y = "memref.atomic_rmw"(%v, %x, %i) <{kind = 1 : i64}> : (i64, memref<4xi32>, index) -> i64
// -----
func.func @f() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %g = memref.get_global @nope : memref<4xi32, 3>
  return
}
// -----
memref.global "private" @g : memref<4xi32, 3>
func.func @f() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<4xi32>' does not match type 'memref<4xi32, 3>' of the global memref @g}}
  %g = memref.get_global @g : memref<4xi32>
  return
}
// -----
// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xi32, 3>'}}
memref.global "private" @g : memref<?xi32, 3>
// -----
// expected-error@+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global "private" @g : memref<4xi32, 3> {alignment = 3}
// -----
// expected-error@+1 {{'memref.global' op initial value shape expected to be 2, 4 but was 4, 2}}
"memref.global"() <{sym_name = "g", type = memref<2x4xi32>, initial_value = dense<1> : tensor<4x2xi32>}> : () -> ()
// -----
// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'i32', but was of type 'i64'}}
"memref.global"() <{sym_name = "g", type = memref<4xi32>, initial_value = dense<1> : tensor<4xi64>}> : () -> ()
// -----
// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 1 : i32}}
"memref.global"() <{sym_name = "g", type = memref<4xi32>, initial_value = 1 : i32}> : () -> ()
// -----
// expected-error@+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() <{sym_name = "g", type = i32}> : () -> ()
// -----
func.func @f(%i: index, %m: memref<4xi32>) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}
// -----
func.func @f(%i: index, %m: memref<4xi32>) {
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %cur, %m[%i] : memref<4xi32>
    memref.atomic_yield %cur : i32
  }
  return
}
// -----
func.func @f(%i: index, %m: memref<4xi32>, %f: f32) {
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'f32' and its parent: 'i32'}}
    memref.atomic_yield %f : f32
  }
  return
}
// -----
%v = "x.v"() : () -> i32
// expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
"memref.atomic_yield"(%v) : (i32) -> ()
// -----
func.func @f() {
  // expected-error@+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 0, expected 1}}
  %a = memref.alloca() : memref<?xf32>
  return
}
// -----
func.func @f(%i: index, %m: memref<4xi32>) {
  // expected-error@+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %x = "memref.load"(%m, %i) <{alignment = 3 : i64}> : (memref<4xi32>, index) -> i32
  return
}
// -----
%x = "x.x"() : () -> memref<4xi32>
%i = "x.i"() : () -> i32
// expected-error@+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
%y = "memref.load"(%x, %i) : (memref<4xi32>, i32) -> i32
// -----
%x = "x.x"() : () -> i32
%i = "x.i"() : () -> index
// expected-error@+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'i32'}}
%y = "memref.load"(%x, %i) : (i32, index) -> i32
