// Derivatives and discard, which exist in pixel shaders only, as the
// LLVM 22 calls clang emits in library functions for Vulkan:
// clang/test/CodeGenHLSL/builtins/ddx.hlsl (ddx is llvm.spv.ddx.T),
// llvm/test/CodeGen/SPIRV/hlsl-intrinsics/ddx_coarse.ll, ddy_coarse.ll,
// ddx_fine.ll, ddy_fine.ll (OpDPdxCoarse ...) and discard.ll
// (llvm.spv.discard, OpDemoteToHelperInvocation). Without an entry point the
// triple is the library one.

// REQUIRES: llvm-tools
// RUN: %hlsl-translate %s --hlsl-to-llvmir-spirv -o %t.ll
// RUN: FileCheck %s --input-file=%t.ll
// RUN: %llvm-as %t.ll -o /dev/null
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-library -filetype=obj %t.ll -o %t.spv
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPV

func.func @gradients(%v: vector<2xf32>, %h: f16) -> vector<2xf32> {
  %a = hlsl.ddx %v : vector<2xf32>
  %b = hlsl.ddy %a : vector<2xf32>
  %c = hlsl.ddx_coarse %b : vector<2xf32>
  %d = hlsl.ddy_coarse %c : vector<2xf32>
  %e = hlsl.ddx_fine %d : vector<2xf32>
  %f = hlsl.ddy_fine %e : vector<2xf32>
  %g = hlsl.ddx %h : f16
  %w = arith.extf %g : f16 to f32
  %s = vector.broadcast %w : f32 to vector<2xf32>
  %r = arith.addf %f, %s : vector<2xf32>
  return %r : vector<2xf32>
}

func.func @clip(%x: f32) {
  %z = arith.constant 0.0 : f32
  %negative = arith.cmpf olt, %x, %z : f32
  scf.if %negative {
    hlsl.discard
  }
  return
}

// CHECK: target triple = "spirv1.6-unknown-vulkan1.3-library"
// CHECK-LABEL: define spir_func <2 x float> @gradients(<2 x float> %0, half %1) #0 {
// CHECK-NEXT: entry:
// CHECK-NEXT: %2 = call <2 x float> @llvm.spv.ddx.v2f32(<2 x float> %0)
// CHECK-NEXT: %3 = call <2 x float> @llvm.spv.ddy.v2f32(<2 x float> %2)
// CHECK-NEXT: %4 = call <2 x float> @llvm.spv.ddx.coarse.v2f32(<2 x float> %3)
// CHECK-NEXT: %5 = call <2 x float> @llvm.spv.ddy.coarse.v2f32(<2 x float> %4)
// CHECK-NEXT: %6 = call <2 x float> @llvm.spv.ddx.fine.v2f32(<2 x float> %5)
// CHECK-NEXT: %7 = call <2 x float> @llvm.spv.ddy.fine.v2f32(<2 x float> %6)
// CHECK-NEXT: %8 = call half @llvm.spv.ddx.f16(half %1)
// CHECK-LABEL: define spir_func void @clip(float %0) #0 {
// CHECK: if.then:
// CHECK-NEXT: call void @llvm.spv.discard()
// CHECK-NEXT: br label %if.end
// CHECK: attributes #0 = { "hlsl.export" }

// SPV-DAG: OpCapability DerivativeControl
// SPV-DAG: OpCapability DemoteToHelperInvocation
// SPV: OpDPdx %v2float
// SPV-NEXT: OpDPdy %v2float
// SPV-NEXT: OpDPdxCoarse %v2float
// SPV-NEXT: OpDPdyCoarse %v2float
// SPV-NEXT: OpDPdxFine %v2float
// SPV-NEXT: OpDPdyFine %v2float
// LLVM takes a half's derivative in float.
// SPV-NEXT: OpFConvert %float
// SPV-NEXT: OpDPdx %float
// SPV-NEXT: OpFConvert %half
// SPV: OpDemoteToHelperInvocation
