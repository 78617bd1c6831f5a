// The greedy driver with the test patterns: replacement by an operand (chains
// collapse), creation of new ops, erasure, region inlining, and the benefit
// order between two patterns of one op.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --test-greedy-patterns | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --test-greedy-patterns=top-down=false | FileCheck %s

// CHECK-LABEL: func.func @forward
// CHECK-NEXT:    %0 = "my.def"() : () -> i32
// CHECK-NEXT:    "my.use"(%0, %0) : (i32, i32) -> ()
func.func @forward() {
  %0 = "my.def"() : () -> i32
  %1 = "my.replace_with_operand"(%0) : (i32) -> i32
  %2 = "my.replace_with_operand"(%1) : (i32) -> i32
  "my.use"(%2, %1) : (i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @create_and_erase
// CHECK-NEXT:    %0 = "my.def"() : () -> f32
// CHECK-NEXT:    %1 = "my.add"(%0, %0) : (f32, f32) -> f32
// CHECK-NEXT:    "my.use"(%1) : (f32) -> ()
// CHECK-NEXT:    return
func.func @create_and_erase() {
  %0 = "my.def"() : () -> f32
  %1 = "my.double"(%0) : (f32) -> f32
  "my.erase"(%1) : (f32) -> ()
  "my.use"(%1) : (f32) -> ()
  return
}

// The inlined ops are visited too: the forwarding op inside goes.
// CHECK-LABEL: func.func @inline
// CHECK-NEXT:    %0 = "my.def"() : () -> i32
// CHECK-NEXT:    "my.inner"(%0) : (i32) -> ()
// CHECK-NEXT:    "my.after"() : () -> ()
func.func @inline() {
  %0 = "my.def"() : () -> i32
  "my.inline"() ({
    %1 = "my.replace_with_operand"(%0) : (i32) -> i32
    "my.inner"(%1) : (i32) -> ()
  }) : () -> ()
  "my.after"() : () -> ()
  return
}

// CHECK-LABEL: func.func @benefit
// CHECK-NEXT:    "my.high"() {my.keep} : () -> ()
func.func @benefit() {
  "my.choose"() {my.keep} : () -> ()
  return
}
