// Derivatives and discard as LLVM 22's intrinsics: ddx/ddy are the coarse
// derivatives (llvm.dx.ddx.coarse ...), the _fine forms llvm.dx.ddx.fine
// ..., overloaded on the value type; discard is llvm.dx.discard(i1 true)
// under the condition's branch.

// REQUIRES: llvm-tools
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | %hlsl-translate --dx-to-llvmir -o %t.ll
// RUN: FileCheck %s --input-file=%t.ll
// RUN: %llvm-as %t.ll -o /dev/null
// RUN: %opt -passes=verify -disable-output %t.ll

// CHECK-LABEL: define float @shade(<2 x float> %0, i1 %1) #0 {
// CHECK-NEXT: entry:
// CHECK-NEXT: %2 = call <2 x float> @llvm.dx.ddx.coarse.v2f32(<2 x float> %0)
// CHECK-NEXT: %3 = call <2 x float> @llvm.dx.ddy.fine.v2f32(<2 x float> %0)
// CHECK-NEXT: %4 = fadd <2 x float> %2, %3
// CHECK-NEXT: %5 = extractelement <2 x float> %4, i64 0
// CHECK-NEXT: %6 = call float @llvm.dx.ddx.fine.f32(float %5)
// CHECK-NEXT: %7 = call float @llvm.dx.ddy.coarse.f32(float %6)
// CHECK-NEXT: %8 = icmp eq i1 %1, false
// CHECK-NEXT: br i1 %8, label %if.then, label %if.end
// CHECK-EMPTY:
// CHECK-NEXT: if.then:
// CHECK-NEXT: call void @llvm.dx.discard(i1 true)
// CHECK-NEXT: br label %if.end
// CHECK-EMPTY:
// CHECK-NEXT: if.end:
// CHECK-NEXT: ret float %7
// CHECK-NEXT: }
// CHECK-DAG: declare <2 x float> @llvm.dx.ddx.coarse.v2f32(<2 x float>)
// CHECK-DAG: declare <2 x float> @llvm.dx.ddy.fine.v2f32(<2 x float>)
// CHECK-DAG: declare float @llvm.dx.ddx.fine.f32(float)
// CHECK-DAG: declare float @llvm.dx.ddy.coarse.f32(float)
// CHECK-DAG: declare void @llvm.dx.discard(i1)
// CHECK: attributes #0 = { "hlsl.export" }

func.func @shade(%uv: vector<2xf32>, %keep: i1) -> f32 {
  %dx = hlsl.ddx %uv : vector<2xf32>
  %dy = hlsl.ddy_fine %uv : vector<2xf32>
  %s = arith.addf %dx, %dy : vector<2xf32>
  %x = vector.extract %s[0] : f32 from vector<2xf32>
  %cx = hlsl.ddx_fine %x : f32
  %cy = hlsl.ddy_coarse %cx : f32
  %false = arith.constant false
  %drop = arith.cmpi eq, %keep, %false : i1
  scf.if %drop {
    hlsl.discard
  }
  return %cy : f32
}
