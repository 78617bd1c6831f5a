// The conversions honour the module's spirv.target_env: with Int16 and
// Float16, i16 and f16 stay themselves (no emulation); with
// SPV_KHR_no_integer_wrap_decoration, overflow flags become decorations; with
// Kernel, ord/uno are spirv.Ordered/spirv.Unordered; rounding modes become
// fp_rounding_mode.

// RUN: %hlsl-opt %s --convert-arith-to-spirv --convert-func-to-spirv | FileCheck %s

// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --convert-arith-to-spirv --convert-func-to-spirv | %mlir-opt > %t.ours
// RUN: %mlir-opt %s --convert-arith-to-spirv --convert-func-to-spirv > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK-LABEL: spirv.func @narrow(%arg0: i16, %arg1: f16, %arg2: f32) -> i16 "None"
// CHECK-NEXT:  %[[SUM:.+]] = spirv.IAdd %arg0, %arg0 {no_signed_wrap, no_unsigned_wrap} : i16
// CHECK-NEXT:  spirv.IMul %[[SUM]], %arg0 : i16
// CHECK-NEXT:  spirv.FConvert %arg2 {fp_rounding_mode = #spirv.fp_rounding_mode<RTZ>} : f32 to f16
// CHECK-NEXT:  spirv.Ordered %arg2, %arg2 : f32
// CHECK-NEXT:  spirv.Unordered %arg1, %arg1 : f16

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel, Addresses, Int16, Float16], [SPV_KHR_no_integer_wrap_decoration]>, #spirv.resource_limits<>>} {
  func.func @narrow(%a: i16, %h: f16, %x: f32) -> i16 {
    %0 = arith.addi %a, %a overflow<nsw, nuw> : i16
    %1 = arith.muli %0, %a : i16
    %2 = arith.truncf %x toward_zero : f32 to f16
    %3 = arith.cmpf ord, %x, %x : f32
    %4 = arith.cmpf uno, %h, %h : f16
    return %1 : i16
  }
}
