// --convert-vector-to-spirv: extract/insert are spirv.Composite{Extract,Insert},
// broadcast and from_elements spirv.CompositeConstruct; on one-element vectors
// (scalars in SPIR-V) each is the value itself.

// RUN: %hlsl-opt %s --convert-vector-to-spirv | FileCheck %s

// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --convert-vector-to-spirv | %mlir-opt > %t.ours
// RUN: %mlir-opt %s --convert-vector-to-spirv > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --convert-vector-to-spirv --convert-arith-to-spirv --convert-func-to-spirv | %mlir-opt > %t.ours.all
// RUN: %mlir-opt %s --convert-vector-to-spirv --convert-arith-to-spirv --convert-func-to-spirv > %t.theirs.all
// RUN: diff %t.ours.all %t.theirs.all

// CHECK-LABEL: func.func @vec
// CHECK-NEXT:  %[[W:.+]] = builtin.unrealized_conversion_cast %arg2 : vector<1xf32> to f32
// CHECK-NEXT:  %[[E:.+]] = spirv.CompositeExtract %arg0[1 : i32] : vector<4xf32>
// CHECK-NEXT:  %[[I:.+]] = spirv.CompositeInsert %arg1, %arg0[2 : i32] : f32 into vector<4xf32>
// CHECK-NEXT:  %[[B:.+]] = spirv.CompositeConstruct %arg1, %arg1, %arg1, %arg1 : (f32, f32, f32, f32) -> vector<4xf32>
// CHECK-NEXT:  %[[F:.+]] = spirv.CompositeConstruct %[[E]], %arg1, %arg1, %[[E]] : (f32, f32, f32, f32) -> vector<4xf32>
// CHECK-NEXT:  spirv.CompositeConstruct %[[W]], %[[W]], %[[W]], %[[W]] : (f32, f32, f32, f32) -> vector<4xf32>
// CHECK-NEXT:  arith.addf %[[I]], %[[B]] : vector<4xf32>

func.func @vec(%v: vector<4xf32>, %s: f32, %w: vector<1xf32>) -> vector<4xf32> {
  %0 = vector.extract %v[1] : f32 from vector<4xf32>
  %1 = vector.insert %s, %v[2] : f32 into vector<4xf32>
  %2 = vector.broadcast %s : f32 to vector<4xf32>
  %3 = vector.from_elements %0, %s, %s, %0 : vector<4xf32>
  %4 = vector.extract %w[0] : f32 from vector<1xf32>
  %5 = vector.broadcast %s : f32 to vector<1xf32>
  %6 = vector.from_elements %s : vector<1xf32>
  %7 = vector.insert %s, %w[0] : f32 into vector<1xf32>
  %8 = vector.broadcast %w : vector<1xf32> to vector<4xf32>
  %9 = arith.addf %1, %2 : vector<4xf32>
  %10 = arith.addf %9, %3 : vector<4xf32>
  return %10 : vector<4xf32>
}
