// `--canonicalize` folds `spirv.BitwiseAnd` and `spirv.BitwiseOr` as MLIR 22
// does: a value with itself, with zero and with all ones (compared in the
// element width: `65535 : i16` is all ones), a mask covering every bit a
// `spirv.UConvert` brought in, and two constants (element by element for
// vectors). Folded constants become `spirv.Constant`s at the top of the
// function. The output is compared with mlir-opt-22's.

// RUN: %hlsl-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: %hlsl-opt %s --canonicalize --split-input-file > %t.ours
// RUN: %if mlir-opt %{ %mlir-opt %s --canonicalize --split-input-file > %t.theirs %}
// RUN: %if mlir-opt %{ diff %t.ours %t.theirs %}

// CHECK-LABEL: func.func @same_operand
// CHECK-SAME: (%[[X:.*]]: vector<2xi16>)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @same_operand(%x: vector<2xi16>) -> (vector<2xi16>, vector<2xi16>) {
  %0 = spirv.BitwiseAnd %x, %x : vector<2xi16>
  %1 = spirv.BitwiseOr %x, %x : vector<2xi16>
  return %0, %1 : vector<2xi16>, vector<2xi16>
}

// -----

// CHECK-LABEL: func.func @identities
// CHECK-SAME: (%[[X:.*]]: i16)
// CHECK-DAG: %[[ZERO:.*]] = spirv.Constant 0 : i16
// CHECK-DAG: %[[ONES:.*]] = spirv.Constant -1 : i16
// CHECK: return %[[X]], %[[ZERO]], %[[X]], %[[ONES]]
func.func @identities(%x: i16) -> (i16, i16, i16, i16) {
  %zero = spirv.Constant 0 : i16
  %ones = spirv.Constant 65535 : i16
  %0 = spirv.BitwiseOr %x, %zero : i16
  %1 = spirv.BitwiseAnd %x, %zero : i16
  %2 = spirv.BitwiseAnd %x, %ones : i16
  %3 = spirv.BitwiseOr %x, %ones : i16
  return %0, %1, %2, %3 : i16, i16, i16, i16
}

// -----

// CHECK-LABEL: func.func @uconvert_masks
// CHECK-SAME: (%[[X:.*]]: vector<3xi16>, %[[Y:.*]]: i8)
// CHECK: %[[MASK:.*]] = spirv.Constant 127 : i64
// CHECK: %[[WIDE:.*]] = spirv.UConvert %[[X]] : vector<3xi16> to vector<3xi64>
// CHECK: %[[NARROW:.*]] = spirv.UConvert %[[Y]] : i8 to i64
// CHECK: %[[KEPT:.*]] = spirv.BitwiseAnd %[[NARROW]], %[[MASK]] : i64
// CHECK: return %[[WIDE]], %[[KEPT]]
func.func @uconvert_masks(%x: vector<3xi16>, %y: i8) -> (vector<3xi64>, i64) {
  %wide = spirv.UConvert %x : vector<3xi16> to vector<3xi64>
  %low16 = spirv.Constant dense<4294967295> : vector<3xi64>
  %0 = spirv.BitwiseAnd %wide, %low16 : vector<3xi64>
  %narrow = spirv.UConvert %y : i8 to i64
  %low7 = spirv.Constant 127 : i64
  %1 = spirv.BitwiseAnd %narrow, %low7 : i64
  return %0, %1 : vector<3xi64>, i64
}

// -----

// CHECK-LABEL: func.func @constants
// CHECK-DAG: %[[AND:.*]] = spirv.Constant dense<[0, 2, 4, 0]> : vector<4xi32>
// CHECK-DAG: %[[OR:.*]] = spirv.Constant dense<7> : vector<4xi32>
// CHECK-DAG: %[[SCALAR:.*]] = spirv.Constant -128 : i8
// CHECK: return %[[AND]], %[[OR]], %[[SCALAR]]
func.func @constants() -> (vector<4xi32>, vector<4xi32>, i8) {
  %a = spirv.Constant dense<[1, 2, 4, 8]> : vector<4xi32>
  %b = spirv.Constant dense<[6, 6, 6, 6]> : vector<4xi32>
  %c = spirv.Constant dense<[7, 5, 3, 1]> : vector<4xi32>
  %0 = spirv.BitwiseAnd %a, %b : vector<4xi32>
  %1 = spirv.BitwiseOr %b, %c : vector<4xi32>
  %s = spirv.Constant 128 : i8
  %t = spirv.Constant 0 : i8
  %2 = spirv.BitwiseOr %s, %t : i8
  return %0, %1, %2 : vector<4xi32>, vector<4xi32>, i8
}
