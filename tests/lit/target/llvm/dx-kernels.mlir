// Every kernel of conversion/hlsl-to-spirv/kernels lowered with
// --convert-hlsl-to-dx exports to LLVM 22 IR that llvm-as-22 and
// `opt-22 -passes=verify` accept. loop-and-branch's scf.for and scf.if become
// clang's loop and branch shapes: a for.cond header with phis for the
// induction variable and the sum, if.then / if.else joined by a phi.
// structured-buffer-transform loads and stores a whole struct, which
// --convert-hlsl-to-dx does not lower (DirectX moves one scalar or vector at
// a time): that kernel has no dx module.

// REQUIRES: llvm-tools
// RUN: %hlsl-opt %S/../../conversion/hlsl-to-spirv/kernels/loop-and-branch.mlir --convert-hlsl-to-dx --dx-resource-implicit-binding | %hlsl-translate --dx-to-llvmir -o %t.loop.ll
// RUN: %llvm-as %t.loop.ll -o /dev/null && %opt -passes=verify -disable-output %t.loop.ll
// RUN: FileCheck %s --input-file=%t.loop.ll
// RUN: %hlsl-opt %S/../../conversion/hlsl-to-spirv/kernels/append-filter.mlir --convert-hlsl-to-dx --dx-resource-implicit-binding | %hlsl-translate --dx-to-llvmir -o %t.append.ll
// RUN: %llvm-as %t.append.ll -o /dev/null && %opt -passes=verify -disable-output %t.append.ll
// RUN: FileCheck %s --check-prefix=APPEND --input-file=%t.append.ll
// RUN: %hlsl-opt %S/../../conversion/hlsl-to-spirv/kernels/byte-address-buffer.mlir --convert-hlsl-to-dx --dx-resource-implicit-binding | %hlsl-translate --dx-to-llvmir -o %t.bytes.ll
// RUN: %llvm-as %t.bytes.ll -o /dev/null && %opt -passes=verify -disable-output %t.bytes.ll
// RUN: %hlsl-opt %S/../../conversion/hlsl-to-spirv/kernels/cbuffer-params.mlir --convert-hlsl-to-dx --dx-resource-implicit-binding | %hlsl-translate --dx-to-llvmir -o %t.cbuffer.ll
// RUN: %llvm-as %t.cbuffer.ll -o /dev/null && %opt -passes=verify -disable-output %t.cbuffer.ll
// RUN: FileCheck %s --check-prefix=CBUFFER --input-file=%t.cbuffer.ll
// RUN: %hlsl-opt %S/../../conversion/hlsl-to-spirv/kernels/typed-buffer.mlir --convert-hlsl-to-dx --dx-resource-implicit-binding | %hlsl-translate --dx-to-llvmir -o %t.typed.ll
// RUN: %llvm-as %t.typed.ll -o /dev/null && %opt -passes=verify -disable-output %t.typed.ll
// RUN: not %hlsl-opt %S/../../conversion/hlsl-to-spirv/kernels/structured-buffer-transform.mlir --convert-hlsl-to-dx 2>&1 | FileCheck %s --check-prefix=WHOLE-STRUCT

// CHECK: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
// CHECK-LABEL: define void @main() #0 {
// CHECK: %In = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
// CHECK: %Out = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
// CHECK: br label %for.cond
// CHECK: for.cond:
// CHECK-NEXT: %[[IV:[0-9]+]] = phi i32 [ 0, %entry ], [ %[[NEXT:[0-9]+]], %if.end ]
// CHECK-NEXT: %[[SUM:[0-9]+]] = phi i32 [ 0, %entry ], [ %[[ADD:[0-9]+]], %if.end ]
// CHECK-NEXT: %[[TEST:[0-9]+]] = icmp slt i32 %[[IV]], 8
// CHECK-NEXT: br i1 %[[TEST]], label %for.body, label %for.end
// CHECK: for.body:
// CHECK: call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_0_0t(
// CHECK: br i1 %{{[0-9]+}}, label %if.then, label %if.else
// CHECK: for.end:
// CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %Out, i32 %{{[0-9]+}}, i32 0, i32 %[[SUM]])
// CHECK-NEXT: ret void
// CHECK: if.end:
// CHECK-NEXT: %[[ABS:[0-9]+]] = phi i32 [ %{{[0-9]+}}, %if.then ], [ %{{[0-9]+}}, %if.else ]
// CHECK-NEXT: %[[ADD]] = add i32 %[[SUM]], %[[ABS]]
// CHECK-NEXT: %[[NEXT]] = add i32 %[[IV]], 1
// CHECK-NEXT: br label %for.cond
// CHECK: attributes #0 = { "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }

// APPEND: %[[SLOT:[0-9]+]] = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %Out, i8 1)
// APPEND-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %Out, i32 %[[SLOT]], i32 0, i32 %{{[0-9]+}})

// CBUFFER: %__cblayout_Params = type <{ float, float, i32, i32 }>
// CBUFFER: %Params = call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr @.str)
// CBUFFER: call { i32, i32, i32, i32 } @llvm.dx.resource.load.cbufferrow.4.i32.i32.i32.i32.tdx.CBuffer_s___cblayout_Paramsst(target("dx.CBuffer", %__cblayout_Params) %Params, i32 0)

// WHOLE-STRUCT: error: 'hlsl.buffer.load' op loads '!hlsl.struct<"Particle", (vector<3xf32>, f32)>' as a whole
