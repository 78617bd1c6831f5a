// func.func, func.call and func.return in their custom form as MLIR 22 prints
// them; the generic form is cross-checked with upstream both ways.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// CHECK-LABEL: func.func private @decl(i32, f32 {my.a}) -> (i32 {my.r})
func.func private @decl(i32, f32 {my.a}) -> (i32 {my.r})

// CHECK-LABEL: func.func private @one_result(i32) -> i32
func.func private @one_result(i32) -> i32

// CHECK-LABEL: func.func @f(%arg0: i32 {my.x = 1 : i64}, %arg1: f32) -> (i32, f32) attributes {my.attr} {
// CHECK-NEXT:    %0 = call @one_result(%arg0) : (i32) -> i32
// CHECK-NEXT:    %1:2 = call @f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:    call @g() {my.note} : () -> ()
// CHECK-NEXT:    return %0, %arg1 : i32, f32
// CHECK-NEXT:  }
func.func @f(%a: i32 {my.x = 1}, %b: f32) -> (i32, f32) attributes {my.attr} {
  %0 = call @one_result(%a) : (i32) -> i32
  %1:2 = func.call @f(%a, %b) : (i32, f32) -> (i32, f32)
  func.call @g() {my.note} : () -> ()
  return %0, %b : i32, f32
}

// CHECK-LABEL: func.func nested @g() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func nested @g() -> () {
  func.return
}

// A function type result is parenthesized.
// CHECK-LABEL: func.func private @returns_fn() -> (() -> ())
func.func private @returns_fn() -> (() -> ())

// Explicit entry block of a declaration-style signature.
// CHECK-LABEL: func.func private @explicit_block(%arg0: i32) {
// CHECK-NEXT:    return
func.func private @explicit_block(i32) {
^bb0(%x: i32):
  return
}

// CHECK-LABEL: func.func @"quoted name"()
func.func @"quoted name"() attributes {my.unit} {
  return
}

// Results with attributes.
// CHECK-LABEL: func.func @res_attrs() -> (i32 {my.a}, f32) {
// CHECK-NEXT:    %0 = "my.x"() : () -> i32
// CHECK-NEXT:    %1 = "my.y"() : () -> f32
// CHECK-NEXT:    return {my.b} %0, %1 : i32, f32
func.func @res_attrs() -> (i32 {my.a}, f32) {
  %0 = "my.x"() : () -> i32
  %1 = "my.y"() : () -> f32
  return {my.b} %0, %1 : i32, f32
}
