// The dx ops as the LLVM 22 intrinsic calls clang 22 and LLVM's DirectX
// backend use, exactly, with LLVM's overload mangling (the verifier rejects a
// wrong one: "Intrinsic name not mangled correctly"):
// - handles: clang/test/CodeGenHLSL/resources/RWBuffer-constructor.hlsl
//   (handlefrombinding / handlefromimplicitbinding and the @.str names),
//   clang/test/CodeGenHLSL/resources/NonUniformResourceIndex.hlsl
//   (llvm.dx.resource.nonuniformindex);
// - typed buffers: llvm/test/CodeGen/DirectX/BufferLoad.ll, BufferStore.ll;
// - raw and structured buffers: llvm/test/CodeGen/DirectX/RawBufferLoad.ll,
//   RawBufferStore.ll (member offsets as byte offsets in the element);
// - counters: clang/test/CodeGenHLSL/resources/StructuredBuffers-methods-lib.hlsl
//   (llvm.dx.resource.updatecounter with i8 1 / i8 -1);
// - cbuffer rows: llvm/test/CodeGen/DirectX/CBufferLoadLegacy.ll
//   (llvm.dx.resource.load.cbufferrow.{2,4,8}) and the layout struct of
//   clang/test/CodeGenHLSL/resources/cbuffer.hlsl (%__cblayout_*, packed);
// - system values: clang/test/CodeGenHLSL/semantics/DispatchThreadID.hlsl,
//   SV_GroupID.hlsl, SV_GroupThreadID.hlsl, GroupIndex-codegen.hlsl.
// LLVM's resource analysis sees the counter directions: Structs counts up,
// Consume down (a buffer doing both is "Invalid" to LLVM's DirectX backend).

// REQUIRES: llvm-tools
// RUN: %hlsl-opt %s --convert-hlsl-to-dx --dx-resource-implicit-binding | %hlsl-translate --dx-to-llvmir -o %t.ll
// RUN: FileCheck %s --input-file=%t.ll
// RUN: %llvm-as %t.ll -o /dev/null
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: %opt -passes='print<dxil-resources>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=RECORD

// CHECK: target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
// CHECK: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
// CHECK: %struct.R = type { i32, <4 x float> }
// CHECK: %__cblayout_C = type <{ float, <3 x float>, double, <2 x half> }>
// CHECK: @.str = private unnamed_addr constant [6 x i8] c"Typed\00", align 1
// CHECK: @.str.1 = private unnamed_addr constant [6 x i8] c"Bytes\00", align 1
// CHECK: @.str.2 = private unnamed_addr constant [8 x i8] c"Structs\00", align 1
// CHECK: @.str.3 = private unnamed_addr constant [8 x i8] c"Consume\00", align 1
// CHECK: @.str.4 = private unnamed_addr constant [7 x i8] c"Params\00", align 1
// CHECK-LABEL: define void @main() #0 {
// CHECK-NEXT: entry:
// CHECK-NEXT: %0 = call i32 @llvm.dx.thread.id(i32 0)
// CHECK-NEXT: %1 = insertelement <3 x i32> poison, i32 %0, i64 0
// CHECK-NEXT: %2 = call i32 @llvm.dx.thread.id(i32 1)
// CHECK-NEXT: %3 = insertelement <3 x i32> %1, i32 %2, i64 1
// CHECK-NEXT: %4 = call i32 @llvm.dx.thread.id(i32 2)
// CHECK-NEXT: %5 = insertelement <3 x i32> %3, i32 %4, i64 2
// CHECK-NEXT: %6 = call i32 @llvm.dx.group.id(i32 0)
// CHECK-NEXT: %7 = insertelement <3 x i32> poison, i32 %6, i64 0
// CHECK-NEXT: %8 = call i32 @llvm.dx.group.id(i32 1)
// CHECK-NEXT: %9 = insertelement <3 x i32> %7, i32 %8, i64 1
// CHECK-NEXT: %10 = call i32 @llvm.dx.group.id(i32 2)
// CHECK-NEXT: %11 = insertelement <3 x i32> %9, i32 %10, i64 2
// CHECK-NEXT: %12 = call i32 @llvm.dx.thread.id.in.group(i32 0)
// CHECK-NEXT: %13 = insertelement <3 x i32> poison, i32 %12, i64 0
// CHECK-NEXT: %14 = call i32 @llvm.dx.thread.id.in.group(i32 1)
// CHECK-NEXT: %15 = insertelement <3 x i32> %13, i32 %14, i64 1
// CHECK-NEXT: %16 = call i32 @llvm.dx.thread.id.in.group(i32 2)
// CHECK-NEXT: %17 = insertelement <3 x i32> %15, i32 %16, i64 2
// CHECK-NEXT: %18 = call i32 @llvm.dx.flattened.thread.id.in.group()
// CHECK-NEXT: %19 = extractelement <3 x i32> %5, i64 0
// CHECK-NEXT: %Typed = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 3, i32 5, i32 1, i32 0, ptr @.str)
// CHECK-NEXT: %20 = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %Typed, i32 %19)
// CHECK-NEXT: %21 = extractvalue { <4 x float>, i1 } %20, 0
// CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %Typed, i32 %18, <4 x float> %21)
// CHECK-NEXT: %Bytes = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str.1)
// CHECK-NEXT: %22 = call { <2 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v2i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %Bytes, i32 %19, i32 0)
// CHECK-NEXT: %23 = extractvalue { <2 x i32>, i1 } %22, 0
// CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2i32(target("dx.RawBuffer", i8, 1, 0) %Bytes, i32 0, i32 0, <2 x i32> %23)
// CHECK-NEXT: %24 = extractelement <3 x i32> %11, i64 1
// CHECK-NEXT: %25 = call i32 @llvm.dx.resource.nonuniformindex(i32 %24)
// CHECK-NEXT: %Structs = call target("dx.RawBuffer", %struct.R, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Rs_1_0t(i32 0, i32 2, i32 4, i32 %25, ptr @.str.2)
// CHECK-NEXT: %26 = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_s_struct.Rs_1_0t(target("dx.RawBuffer", %struct.R, 1, 0) %Structs, i8 1)
// CHECK-NEXT: %Consume = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 1, i32 0, i32 1, i32 0, ptr @.str.3)
// CHECK-NEXT: %27 = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %Consume, i8 -1)
// CHECK-NEXT: %28 = call { <4 x float>, i1 } @llvm.dx.resource.load.rawbuffer.v4f32.tdx.RawBuffer_s_struct.Rs_1_0t(target("dx.RawBuffer", %struct.R, 1, 0) %Structs, i32 %26, i32 16)
// CHECK-NEXT: %29 = extractvalue { <4 x float>, i1 } %28, 0
// CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Rs_1_0t.i32(target("dx.RawBuffer", %struct.R, 1, 0) %Structs, i32 %26, i32 0, i32 %27)
// CHECK-NEXT: %Params = call target("dx.CBuffer", %__cblayout_C) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Cst(i32 0, i32 0, i32 1, i32 0, ptr @.str.4)
// CHECK-NEXT: %30 = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_Cst(target("dx.CBuffer", %__cblayout_C) %Params, i32 0)
// CHECK-NEXT: %31 = extractvalue { float, float, float, float } %30, 0
// CHECK-NEXT: %32 = insertelement <4 x float> poison, float %31, i64 0
// CHECK-NEXT: %33 = extractvalue { float, float, float, float } %30, 1
// CHECK-NEXT: %34 = insertelement <4 x float> %32, float %33, i64 1
// CHECK-NEXT: %35 = extractvalue { float, float, float, float } %30, 2
// CHECK-NEXT: %36 = insertelement <4 x float> %34, float %35, i64 2
// CHECK-NEXT: %37 = extractvalue { float, float, float, float } %30, 3
// CHECK-NEXT: %38 = insertelement <4 x float> %36, float %37, i64 3
// CHECK-NEXT: %39 = extractelement <4 x float> %38, i64 1
// CHECK-NEXT: %40 = extractelement <4 x float> %38, i64 2
// CHECK-NEXT: %41 = extractelement <4 x float> %38, i64 3
// CHECK-NEXT: %42 = insertelement <3 x float> poison, float %39, i64 0
// CHECK-NEXT: %43 = insertelement <3 x float> %42, float %40, i64 1
// CHECK-NEXT: %44 = insertelement <3 x float> %43, float %41, i64 2
// CHECK-NEXT: %45 = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_Cst(target("dx.CBuffer", %__cblayout_C) %Params, i32 1)
// CHECK-NEXT: %46 = extractvalue { double, double } %45, 0
// CHECK-NEXT: %47 = insertelement <2 x double> poison, double %46, i64 0
// CHECK-NEXT: %48 = extractvalue { double, double } %45, 1
// CHECK-NEXT: %49 = insertelement <2 x double> %47, double %48, i64 1
// CHECK-NEXT: %50 = extractelement <2 x double> %49, i64 0
// CHECK-NEXT: %51 = call { half, half, half, half, half, half, half, half } @llvm.dx.resource.load.cbufferrow.8.f16.f16.f16.f16.f16.f16.f16.f16.tdx.CBuffer_s___cblayout_Cst(target("dx.CBuffer", %__cblayout_C) %Params, i32 1)
// CHECK-NEXT: %52 = extractvalue { half, half, half, half, half, half, half, half } %51, 0
// CHECK-NEXT: %53 = insertelement <8 x half> poison, half %52, i64 0
// CHECK-NEXT: %54 = extractvalue { half, half, half, half, half, half, half, half } %51, 1
// CHECK-NEXT: %55 = insertelement <8 x half> %53, half %54, i64 1
// CHECK-NEXT: %56 = extractvalue { half, half, half, half, half, half, half, half } %51, 2
// CHECK-NEXT: %57 = insertelement <8 x half> %55, half %56, i64 2
// CHECK-NEXT: %58 = extractvalue { half, half, half, half, half, half, half, half } %51, 3
// CHECK-NEXT: %59 = insertelement <8 x half> %57, half %58, i64 3
// CHECK-NEXT: %60 = extractvalue { half, half, half, half, half, half, half, half } %51, 4
// CHECK-NEXT: %61 = insertelement <8 x half> %59, half %60, i64 4
// CHECK-NEXT: %62 = extractvalue { half, half, half, half, half, half, half, half } %51, 5
// CHECK-NEXT: %63 = insertelement <8 x half> %61, half %62, i64 5
// CHECK-NEXT: %64 = extractvalue { half, half, half, half, half, half, half, half } %51, 6
// CHECK-NEXT: %65 = insertelement <8 x half> %63, half %64, i64 6
// CHECK-NEXT: %66 = extractvalue { half, half, half, half, half, half, half, half } %51, 7
// CHECK-NEXT: %67 = insertelement <8 x half> %65, half %66, i64 7
// CHECK-NEXT: %68 = extractelement <8 x half> %67, i64 4
// CHECK-NEXT: %69 = extractelement <8 x half> %67, i64 5
// CHECK-NEXT: %70 = insertelement <2 x half> poison, half %68, i64 0
// CHECK-NEXT: %71 = insertelement <2 x half> %70, half %69, i64 1
// CHECK-NEXT: %72 = extractelement <3 x i32> %17, i64 2
// CHECK-NEXT: %73 = fptrunc double %50 to float
// CHECK-NEXT: %74 = extractelement <2 x half> %71, i64 1
// CHECK-NEXT: %75 = fpext half %74 to float
// CHECK-NEXT: %76 = extractelement <3 x float> %44, i64 0
// CHECK-NEXT: %77 = fadd float %73, %75
// CHECK-NEXT: %78 = fadd float %77, %76
// CHECK-NEXT: %79 = insertelement <4 x float> poison, float %78, i64 0
// CHECK-NEXT: %80 = shufflevector <4 x float> %79, <4 x float> poison, <4 x i32> zeroinitializer
// CHECK-NEXT: %81 = fmul <4 x float> %29, %80
// CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %Typed, i32 %72, <4 x float> %81)
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK-DAG: declare i32 @llvm.dx.thread.id(i32)
// CHECK-DAG: declare i32 @llvm.dx.group.id(i32)
// CHECK-DAG: declare i32 @llvm.dx.thread.id.in.group(i32)
// CHECK-DAG: declare i32 @llvm.dx.flattened.thread.id.in.group()
// CHECK-DAG: declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
// CHECK-DAG: declare { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
// CHECK-DAG: declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32, <4 x float>)
// CHECK-DAG: declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
// CHECK-DAG: declare { <2 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v2i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32, i32)
// CHECK-DAG: declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, <2 x i32>)
// CHECK-DAG: declare i32 @llvm.dx.resource.nonuniformindex(i32)
// CHECK-DAG: declare target("dx.RawBuffer", %struct.R, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Rs_1_0t(i32, i32, i32, i32, ptr)
// CHECK-DAG: declare i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_s_struct.Rs_1_0t(target("dx.RawBuffer", %struct.R, 1, 0), i8)
// CHECK-DAG: declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
// CHECK-DAG: declare i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i8)
// CHECK-DAG: declare { <4 x float>, i1 } @llvm.dx.resource.load.rawbuffer.v4f32.tdx.RawBuffer_s_struct.Rs_1_0t(target("dx.RawBuffer", %struct.R, 1, 0), i32, i32)
// CHECK-DAG: declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Rs_1_0t.i32(target("dx.RawBuffer", %struct.R, 1, 0), i32, i32, i32)
// CHECK-DAG: declare target("dx.CBuffer", %__cblayout_C) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Cst(i32, i32, i32, i32, ptr)
// CHECK-DAG: declare { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_Cst(target("dx.CBuffer", %__cblayout_C), i32)
// CHECK-DAG: declare { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_Cst(target("dx.CBuffer", %__cblayout_C), i32)
// CHECK-DAG: declare { half, half, half, half, half, half, half, half } @llvm.dx.resource.load.cbufferrow.8.f16.f16.f16.f16.f16.f16.f16.f16.tdx.CBuffer_s___cblayout_Cst(target("dx.CBuffer", %__cblayout_C), i32)
// CHECK-DAG: attributes #0 = { "hlsl.numthreads"="8,4,2" "hlsl.shader"="compute" }

// RECORD-LABEL: Name: Bytes{{$}}
// RECORD: Kind: RawBuffer
// RECORD-LABEL: Name: Structs{{$}}
// RECORD: Size: 4
// RECORD: Counter Direction: Increment
// RECORD: Kind: StructuredBuffer
// RECORD: Buffer Stride: 32
// RECORD-NEXT: Alignment: 4
// RECORD-LABEL: Name: Consume{{$}}
// RECORD: Counter Direction: Decrement
// RECORD-LABEL: Name: Typed{{$}}
// RECORD: Space: 3
// RECORD-NEXT: Lower Bound: 5
// RECORD: Kind: Buffer
// RECORD-LABEL: Name: Params{{$}}
// RECORD: CBuffer size: 28

!C = !hlsl.struct<"C", (f32, vector<3xf32>, f64, vector<2xf16>)>
!R = !hlsl.struct<"R", (i32, vector<4xf32>)>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 4, 2>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %gid = hlsl.system_value "SV_GroupID" : vector<3xi32>
  %gtid = hlsl.system_value "SV_GroupThreadID" : vector<3xi32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %i = vector.extract %tid[0] : i32 from vector<3xi32>
  %typed = hlsl.handlefrombinding "Typed"[%c0] space(3) lower_bound(5) range_size(1) : !hlsl.RWBuffer<vector<4xf32>>
  %t = hlsl.buffer.load %typed[%i] : !hlsl.handle<uav, vector<4xf32>, dim = buffer> -> vector<4xf32>
  hlsl.buffer.store %t, %typed[%gi] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = buffer>
  %bytes = hlsl.handlefromimplicitbinding "Bytes"[%c0] order_id(0) space(0) range_size(1) : !hlsl.RWByteAddressBuffer
  %w = hlsl.buffer.load %bytes[%i] : !hlsl.handle<uav, i8, raw> -> vector<2xi32>
  hlsl.buffer.store %w, %bytes[%c0] : vector<2xi32>, !hlsl.handle<uav, i8, raw>
  %gy = vector.extract %gid[1] : i32 from vector<3xi32>
  %structs = hlsl.handlefrombinding "Structs"[%gy] space(0) lower_bound(2) range_size(4) non_uniform : !hlsl.RWStructuredBuffer<!R>
  %counter = hlsl.counterhandlefrombinding %structs binding(9) space(0) : !hlsl.handle<uav, !R, raw>
  %slot = hlsl.updatecounter %counter delta(1) : !hlsl.handle<uav, !R, raw, counter>
  %consume = hlsl.handlefrombinding "Consume"[%c0] space(1) lower_bound(0) range_size(1) : !hlsl.ConsumeStructuredBuffer<i32>
  %consume_counter = hlsl.counterhandlefrombinding %consume binding(1) space(1) : !hlsl.handle<uav, i32, raw>
  %back = hlsl.updatecounter %consume_counter delta(-1) : !hlsl.handle<uav, i32, raw, counter>
  %v = hlsl.buffer.load %structs[%slot] member [1] : !hlsl.handle<uav, !R, raw> -> vector<4xf32>
  hlsl.buffer.store %back, %structs[%slot] member [0] : i32, !hlsl.handle<uav, !R, raw>
  %cb = hlsl.handlefrombinding "Params"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.cbuffer<!C>
  %b = hlsl.cbuffer.load %cb member [1] : !hlsl.cbuffer<!C> -> vector<3xf32>
  %d = hlsl.cbuffer.load %cb member [2] : !hlsl.cbuffer<!C> -> f64
  %h = hlsl.cbuffer.load %cb member [3] : !hlsl.cbuffer<!C> -> vector<2xf16>
  %gz = vector.extract %gtid[2] : i32 from vector<3xi32>
  %df = arith.truncf %d : f64 to f32
  %hf = vector.extract %h[1] : f16 from vector<2xf16>
  %hx = arith.extf %hf : f16 to f32
  %bx = vector.extract %b[0] : f32 from vector<3xf32>
  %sum = arith.addf %df, %hx : f32
  %sum2 = arith.addf %sum, %bx : f32
  %vv = vector.broadcast %sum2 : f32 to vector<4xf32>
  %out = arith.mulf %v, %vv : vector<4xf32>
  hlsl.buffer.store %out, %typed[%gz] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = buffer>
  return
}
