// Every HLSL object of wg-hlsl proposal 0015 (the rows of
// conversion/hlsl-to-dx/objects.mlir) as LLVM 22 IR: each handle is an
// @llvm.dx.resource.handlefrombinding call returning the object's
// target("dx.*") type, as in clang 22's output for the same declarations
// (clang/test/CodeGenHLSL/resources/*-constructor*.hlsl,
// llvm/test/CodeGen/DirectX/Metadata/*.ll). llvm-as-22 and opt-22 accept the
// module, and LLVM's own resource analysis (DXILResourceAnalysis,
// `print<dxil-resources>`) computes from it the same DXIL records
// --dx-resource-records attaches (objects.mlir checks those): class, record
// ID per class, binding, kind, element type and count, sample count,
// stride, alignment, cbuffer size, ROV, feedback and sampler type.
// tbuffer and TextureBuffer have no LLVM 22 type: dx-errors.mlir.

// REQUIRES: llvm-tools
// RUN: %hlsl-opt %s --convert-hlsl-to-dx --dx-resource-records | %hlsl-translate --dx-to-llvmir -o %t.ll
// RUN: FileCheck %s --input-file=%t.ll
// RUN: %llvm-as %t.ll -o /dev/null
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: %opt -passes='print<dxil-resources>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=RECORD

// CHECK: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
// CHECK-DAG: %struct.S = type { <4 x float>, <4 x i32> }
// CHECK-DAG: %struct.P = type { half, <3 x float>, double }
// CHECK-DAG: %__cblayout_C = type <{ float, float }>
// CHECK-DAG: %__cblayout_S = type <{ <4 x float>, <4 x i32> }>
// CHECK-LABEL: define void @main() #0 {
// CHECK-NEXT: entry:
// CHECK-NEXT: %Texture1D = call target("dx.Texture", <4 x float>, 0, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
// CHECK-NEXT: %Texture1DArray = call target("dx.Texture", <4 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_6t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
// CHECK-NEXT: %Texture2D = call target("dx.Texture", <4 x i32>, 0, 0, 1, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4i32_0_0_1_2t(i32 0, i32 2, i32 1, i32 0, ptr @.str.2)
// CHECK-NEXT: %Texture2DArray = call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_7t(i32 0, i32 3, i32 1, i32 0, ptr @.str.3)
// CHECK-NEXT: %Texture2DMS = call target("dx.MSTexture", <4 x float>, 0, 8, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_0_8_0_3t(i32 0, i32 4, i32 1, i32 0, ptr @.str.4)
// CHECK-NEXT: %Texture2DMSArray = call target("dx.MSTexture", i32, 0, 4, 0, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_i32_0_4_0_8t(i32 0, i32 5, i32 1, i32 0, ptr @.str.5)
// CHECK-NEXT: %Texture3D = call target("dx.Texture", <4 x float>, 0, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_4t(i32 0, i32 6, i32 1, i32 0, ptr @.str.6)
// CHECK-NEXT: %TextureCUBE = call target("dx.Texture", <4 x float>, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_5t(i32 0, i32 7, i32 1, i32 0, ptr @.str.7)
// CHECK-NEXT: %TextureCUBEArray = call target("dx.Texture", <4 x float>, 0, 0, 0, 9) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_9t(i32 0, i32 8, i32 1, i32 0, ptr @.str.8)
// CHECK-NEXT: %RWTexture1D = call target("dx.Texture", <4 x float>, 1, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_1t(i32 0, i32 9, i32 1, i32 0, ptr @.str.9)
// CHECK-NEXT: %RWTexture1DArray = call target("dx.Texture", <4 x float>, 1, 0, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_6t(i32 0, i32 10, i32 1, i32 0, ptr @.str.10)
// CHECK-NEXT: %RWTexture2D = call target("dx.Texture", <2 x half>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v2f16_1_0_0_2t(i32 0, i32 11, i32 1, i32 0, ptr @.str.11)
// CHECK-NEXT: %RWTexture2DArray = call target("dx.Texture", <4 x float>, 1, 0, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_7t(i32 0, i32 12, i32 1, i32 0, ptr @.str.12)
// CHECK-NEXT: %RWTexture2DMS = call target("dx.MSTexture", <4 x float>, 1, 2, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_1_2_0_3t(i32 0, i32 13, i32 1, i32 0, ptr @.str.13)
// CHECK-NEXT: %RWTexture2DMSArray = call target("dx.MSTexture", <4 x float>, 1, 2, 0, 8) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v4f32_1_2_0_8t(i32 0, i32 14, i32 1, i32 0, ptr @.str.14)
// CHECK-NEXT: %RWTexture3D = call target("dx.Texture", <4 x float>, 1, 0, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_0_0_4t(i32 0, i32 15, i32 1, i32 0, ptr @.str.15)
// CHECK-NEXT: %RasterizerOrderedTexture1D = call target("dx.Texture", <4 x float>, 1, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_1_0_1t(i32 0, i32 16, i32 1, i32 0, ptr @.str.16)
// CHECK-NEXT: %RasterizerOrderedTexture1DArray = call target("dx.Texture", <4 x float>, 1, 1, 0, 6) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_1_0_6t(i32 0, i32 17, i32 1, i32 0, ptr @.str.17)
// CHECK-NEXT: %RasterizerOrderedTexture2D = call target("dx.Texture", <4 x float>, 1, 1, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_1_0_2t(i32 0, i32 18, i32 1, i32 0, ptr @.str.18)
// CHECK-NEXT: %RasterizerOrderedTexture2DArray = call target("dx.Texture", <4 x float>, 1, 1, 0, 7) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_1_0_7t(i32 0, i32 19, i32 1, i32 0, ptr @.str.19)
// CHECK-NEXT: %RasterizerOrderedTexture3D = call target("dx.Texture", <4 x float>, 1, 1, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_1_1_0_4t(i32 0, i32 20, i32 1, i32 0, ptr @.str.20)
// CHECK-NEXT: %FeedbackTexture2D = call target("dx.FeedbackTexture", 0, 17) @llvm.dx.resource.handlefrombinding.tdx.FeedbackTexture_0_17t(i32 0, i32 21, i32 1, i32 0, ptr @.str.21)
// CHECK-NEXT: %FeedbackTexture2DArray = call target("dx.FeedbackTexture", 1, 18) @llvm.dx.resource.handlefrombinding.tdx.FeedbackTexture_1_18t(i32 0, i32 22, i32 1, i32 0, ptr @.str.22)
// CHECK-NEXT: %Buffer = call target("dx.TypedBuffer", <4 x i32>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_0_0_0t(i32 0, i32 23, i32 1, i32 0, ptr @.str.23)
// CHECK-NEXT: %RWBuffer = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 24, i32 1, i32 0, ptr @.str.24)
// CHECK-NEXT: %RasterizerOrderedBuffer = call target("dx.TypedBuffer", i32, 1, 1, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_1_1t(i32 0, i32 25, i32 1, i32 0, ptr @.str.25)
// CHECK-NEXT: %ByteAddressBuffer = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 26, i32 1, i32 0, ptr @.str.26)
// CHECK-NEXT: %RWByteAddressBuffer = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 27, i32 1, i32 0, ptr @.str.27)
// CHECK-NEXT: %RasterizerOrderedByteAddressBuffer = call target("dx.RawBuffer", i8, 1, 1) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_1t(i32 0, i32 28, i32 1, i32 0, ptr @.str.28)
// CHECK-NEXT: %StructuredBuffer = call target("dx.RawBuffer", %struct.S, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_0_0t(i32 0, i32 29, i32 1, i32 0, ptr @.str.29)
// CHECK-NEXT: %RWStructuredBuffer = call target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32 0, i32 30, i32 1, i32 0, ptr @.str.30)
// CHECK-NEXT: %RasterizerOrderedStructuredBuffer = call target("dx.RawBuffer", %struct.P, 1, 1) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_1_1t(i32 0, i32 31, i32 1, i32 0, ptr @.str.31)
// CHECK-NEXT: %AppendStructuredBuffer = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 32, i32 1, i32 0, ptr @.str.32)
// CHECK-NEXT: %ConsumeStructuredBuffer = call target("dx.RawBuffer", <2 x i64>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i64_1_0t(i32 0, i32 33, i32 1, i32 0, ptr @.str.33)
// CHECK-NEXT: %cbuffer = call target("dx.CBuffer", %__cblayout_C) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Cst(i32 0, i32 34, i32 1, i32 0, ptr @.str.34)
// CHECK-NEXT: %ConstantBuffer = call target("dx.CBuffer", %__cblayout_S) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Sst(i32 0, i32 35, i32 1, i32 0, ptr @.str.35)
// CHECK-NEXT: %SamplerState = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 38, i32 1, i32 0, ptr @.str.36)
// CHECK-NEXT: %SamplerComparisonState = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 39, i32 1, i32 0, ptr @.str.37)
// CHECK: attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

// RECORD-LABEL: Name: Texture1D{{$}}
// RECORD: Record ID: 0
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 0
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: Texture1D
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: Texture1DArray{{$}}
// RECORD: Record ID: 1
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 1
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: Texture1DArray
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: Texture2D{{$}}
// RECORD: Record ID: 2
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 2
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: Texture2D
// RECORD-NEXT: Element Type: i32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: Texture2DArray{{$}}
// RECORD: Record ID: 3
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 3
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: Texture2DArray
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: Texture2DMS{{$}}
// RECORD: Record ID: 4
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 4
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: Texture2DMS
// RECORD-NEXT: Sample Count: 8
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: Texture2DMSArray{{$}}
// RECORD: Record ID: 5
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 5
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: Texture2DMSArray
// RECORD-NEXT: Sample Count: 4
// RECORD-NEXT: Element Type: u32
// RECORD-NEXT: Element Count: 1
// RECORD-LABEL: Name: Texture3D{{$}}
// RECORD: Record ID: 6
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 6
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: Texture3D
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: TextureCUBE{{$}}
// RECORD: Record ID: 7
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 7
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: TextureCube
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: TextureCUBEArray{{$}}
// RECORD: Record ID: 8
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 8
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: TextureCubeArray
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: Buffer{{$}}
// RECORD: Record ID: 9
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 23
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: Buffer
// RECORD-NEXT: Element Type: u32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: ByteAddressBuffer{{$}}
// RECORD: Record ID: 10
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 26
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: RawBuffer
// RECORD-LABEL: Name: StructuredBuffer{{$}}
// RECORD: Record ID: 11
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 29
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: SRV
// RECORD-NEXT: Kind: StructuredBuffer
// RECORD-NEXT: Buffer Stride: 32
// RECORD-NEXT: Alignment: 4
// RECORD-LABEL: Name: RWTexture1D{{$}}
// RECORD: Record ID: 0
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 9
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture1D
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: RWTexture1DArray{{$}}
// RECORD: Record ID: 1
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 10
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture1DArray
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: RWTexture2D{{$}}
// RECORD: Record ID: 2
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 11
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture2D
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Element Type: f16
// RECORD-NEXT: Element Count: 2
// RECORD-LABEL: Name: RWTexture2DArray{{$}}
// RECORD: Record ID: 3
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 12
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture2DArray
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: RWTexture2DMS{{$}}
// RECORD: Record ID: 4
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 13
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture2DMS
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Sample Count: 2
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: RWTexture2DMSArray{{$}}
// RECORD: Record ID: 5
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 14
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture2DMSArray
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Sample Count: 2
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: RWTexture3D{{$}}
// RECORD: Record ID: 6
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 15
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture3D
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: RasterizerOrderedTexture1D{{$}}
// RECORD: Record ID: 7
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 16
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture1D
// RECORD-NEXT: IsROV: 1
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: RasterizerOrderedTexture1DArray{{$}}
// RECORD: Record ID: 8
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 17
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture1DArray
// RECORD-NEXT: IsROV: 1
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: RasterizerOrderedTexture2D{{$}}
// RECORD: Record ID: 9
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 18
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture2D
// RECORD-NEXT: IsROV: 1
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: RasterizerOrderedTexture2DArray{{$}}
// RECORD: Record ID: 10
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 19
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture2DArray
// RECORD-NEXT: IsROV: 1
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: RasterizerOrderedTexture3D{{$}}
// RECORD: Record ID: 11
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 20
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Texture3D
// RECORD-NEXT: IsROV: 1
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: FeedbackTexture2D{{$}}
// RECORD: Record ID: 12
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 21
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: FeedbackTexture2D
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Feedback Type: MinMip
// RECORD-LABEL: Name: FeedbackTexture2DArray{{$}}
// RECORD: Record ID: 13
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 22
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: FeedbackTexture2DArray
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Feedback Type: MipRegionUsed
// RECORD-LABEL: Name: RWBuffer{{$}}
// RECORD: Record ID: 14
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 24
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Buffer
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Element Type: f32
// RECORD-NEXT: Element Count: 4
// RECORD-LABEL: Name: RasterizerOrderedBuffer{{$}}
// RECORD: Record ID: 15
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 25
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: Buffer
// RECORD-NEXT: IsROV: 1
// RECORD-NEXT: Element Type: i32
// RECORD-NEXT: Element Count: 1
// RECORD-LABEL: Name: RWByteAddressBuffer{{$}}
// RECORD: Record ID: 16
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 27
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: RawBuffer
// RECORD-NEXT: IsROV: 0
// RECORD-LABEL: Name: RasterizerOrderedByteAddressBuffer{{$}}
// RECORD: Record ID: 17
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 28
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: RawBuffer
// RECORD-NEXT: IsROV: 1
// RECORD-LABEL: Name: RWStructuredBuffer{{$}}
// RECORD: Record ID: 18
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 30
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: StructuredBuffer
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Buffer Stride: 12
// RECORD-NEXT: Alignment: 0
// RECORD-LABEL: Name: RasterizerOrderedStructuredBuffer{{$}}
// RECORD: Record ID: 19
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 31
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: StructuredBuffer
// RECORD-NEXT: IsROV: 1
// RECORD-NEXT: Buffer Stride: 24
// RECORD-NEXT: Alignment: 3
// RECORD-LABEL: Name: AppendStructuredBuffer{{$}}
// RECORD: Record ID: 20
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 32
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: StructuredBuffer
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Buffer Stride: 4
// RECORD-NEXT: Alignment: 0
// RECORD-LABEL: Name: ConsumeStructuredBuffer{{$}}
// RECORD: Record ID: 21
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 33
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: UAV
// RECORD-NEXT: Kind: StructuredBuffer
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Buffer Stride: 16
// RECORD-NEXT: Alignment: 0
// RECORD-LABEL: Name: cbuffer{{$}}
// RECORD: Record ID: 0
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 34
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: CBV
// RECORD-NEXT: Kind: CBuffer
// RECORD-NEXT: CBuffer size: 8
// RECORD-LABEL: Name: ConstantBuffer{{$}}
// RECORD: Record ID: 1
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 35
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: CBV
// RECORD-NEXT: Kind: CBuffer
// RECORD-NEXT: CBuffer size: 32
// RECORD-LABEL: Name: SamplerState{{$}}
// RECORD: Record ID: 0
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 38
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: Sampler
// RECORD-NEXT: Kind: Sampler
// RECORD-NEXT: Sampler Type: Default
// RECORD-LABEL: Name: SamplerComparisonState{{$}}
// RECORD: Record ID: 1
// RECORD-NEXT: Space: 0
// RECORD-NEXT: Lower Bound: 39
// RECORD-NEXT: Size: 1
// RECORD-NEXT: Globally Coherent: 0
// RECORD-NEXT: Counter Direction: Unknown
// RECORD-NEXT: Class: Sampler
// RECORD-NEXT: Kind: Sampler
// RECORD-NEXT: Sampler Type: Comparison

!S = !hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>
!C = !hlsl.struct<"C", (f32, f32)>
!P = !hlsl.struct<"P", (f16, vector<3xf32>, f64)>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %r0 = hlsl.handlefrombinding "Texture1D"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture1D<vector<4xf32>>
  %r1 = hlsl.handlefrombinding "Texture1DArray"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Texture1DArray<vector<4xf32>>
  %r2 = hlsl.handlefrombinding "Texture2D"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.Texture2D<vector<4xsi32>>
  %r3 = hlsl.handlefrombinding "Texture2DArray"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.Texture2DArray<vector<4xf32>>
  %r4 = hlsl.handlefrombinding "Texture2DMS"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.Texture2DMS<vector<4xf32>, 8>
  %r5 = hlsl.handlefrombinding "Texture2DMSArray"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.Texture2DMSArray<ui32, 4>
  %r6 = hlsl.handlefrombinding "Texture3D"[%c0] space(0) lower_bound(6) range_size(1) : !hlsl.Texture3D<vector<4xf32>>
  %r7 = hlsl.handlefrombinding "TextureCUBE"[%c0] space(0) lower_bound(7) range_size(1) : !hlsl.TextureCUBE<vector<4xf32>>
  %r8 = hlsl.handlefrombinding "TextureCUBEArray"[%c0] space(0) lower_bound(8) range_size(1) : !hlsl.TextureCUBEArray<vector<4xf32>>
  %r9 = hlsl.handlefrombinding "RWTexture1D"[%c0] space(0) lower_bound(9) range_size(1) : !hlsl.RWTexture1D<vector<4xf32>>
  %r10 = hlsl.handlefrombinding "RWTexture1DArray"[%c0] space(0) lower_bound(10) range_size(1) : !hlsl.RWTexture1DArray<vector<4xf32>>
  %r11 = hlsl.handlefrombinding "RWTexture2D"[%c0] space(0) lower_bound(11) range_size(1) : !hlsl.RWTexture2D<vector<2xf16>>
  %r12 = hlsl.handlefrombinding "RWTexture2DArray"[%c0] space(0) lower_bound(12) range_size(1) : !hlsl.RWTexture2DArray<vector<4xf32>>
  %r13 = hlsl.handlefrombinding "RWTexture2DMS"[%c0] space(0) lower_bound(13) range_size(1) : !hlsl.RWTexture2DMS<vector<4xf32>, 2>
  %r14 = hlsl.handlefrombinding "RWTexture2DMSArray"[%c0] space(0) lower_bound(14) range_size(1) : !hlsl.RWTexture2DMSArray<vector<4xf32>, 2>
  %r15 = hlsl.handlefrombinding "RWTexture3D"[%c0] space(0) lower_bound(15) range_size(1) : !hlsl.RWTexture3D<vector<4xf32>>
  %r16 = hlsl.handlefrombinding "RasterizerOrderedTexture1D"[%c0] space(0) lower_bound(16) range_size(1) : !hlsl.RasterizerOrderedTexture1D<vector<4xf32>>
  %r17 = hlsl.handlefrombinding "RasterizerOrderedTexture1DArray"[%c0] space(0) lower_bound(17) range_size(1) : !hlsl.RasterizerOrderedTexture1DArray<vector<4xf32>>
  %r18 = hlsl.handlefrombinding "RasterizerOrderedTexture2D"[%c0] space(0) lower_bound(18) range_size(1) : !hlsl.RasterizerOrderedTexture2D<vector<4xf32>>
  %r19 = hlsl.handlefrombinding "RasterizerOrderedTexture2DArray"[%c0] space(0) lower_bound(19) range_size(1) : !hlsl.RasterizerOrderedTexture2DArray<vector<4xf32>>
  %r20 = hlsl.handlefrombinding "RasterizerOrderedTexture3D"[%c0] space(0) lower_bound(20) range_size(1) : !hlsl.RasterizerOrderedTexture3D<vector<4xf32>>
  %r21 = hlsl.handlefrombinding "FeedbackTexture2D"[%c0] space(0) lower_bound(21) range_size(1) : !hlsl.FeedbackTexture2D<min_mip>
  %r22 = hlsl.handlefrombinding "FeedbackTexture2DArray"[%c0] space(0) lower_bound(22) range_size(1) : !hlsl.FeedbackTexture2DArray<mip_region_used>
  %r23 = hlsl.handlefrombinding "Buffer"[%c0] space(0) lower_bound(23) range_size(1) : !hlsl.Buffer<vector<4xui32>>
  %r24 = hlsl.handlefrombinding "RWBuffer"[%c0] space(0) lower_bound(24) range_size(1) : !hlsl.RWBuffer<vector<4xf32>>
  %r25 = hlsl.handlefrombinding "RasterizerOrderedBuffer"[%c0] space(0) lower_bound(25) range_size(1) : !hlsl.RasterizerOrderedBuffer<si32>
  %r26 = hlsl.handlefrombinding "ByteAddressBuffer"[%c0] space(0) lower_bound(26) range_size(1) : !hlsl.ByteAddressBuffer
  %r27 = hlsl.handlefrombinding "RWByteAddressBuffer"[%c0] space(0) lower_bound(27) range_size(1) : !hlsl.RWByteAddressBuffer
  %r28 = hlsl.handlefrombinding "RasterizerOrderedByteAddressBuffer"[%c0] space(0) lower_bound(28) range_size(1) : !hlsl.RasterizerOrderedByteAddressBuffer
  %r29 = hlsl.handlefrombinding "StructuredBuffer"[%c0] space(0) lower_bound(29) range_size(1) : !hlsl.StructuredBuffer<!S>
  %r30 = hlsl.handlefrombinding "RWStructuredBuffer"[%c0] space(0) lower_bound(30) range_size(1) : !hlsl.RWStructuredBuffer<vector<3xf32>>
  %r31 = hlsl.handlefrombinding "RasterizerOrderedStructuredBuffer"[%c0] space(0) lower_bound(31) range_size(1) : !hlsl.RasterizerOrderedStructuredBuffer<!P>
  %r32 = hlsl.handlefrombinding "AppendStructuredBuffer"[%c0] space(0) lower_bound(32) range_size(1) : !hlsl.AppendStructuredBuffer<f32>
  %r33 = hlsl.handlefrombinding "ConsumeStructuredBuffer"[%c0] space(0) lower_bound(33) range_size(1) : !hlsl.ConsumeStructuredBuffer<vector<2xi64>>
  %r34 = hlsl.handlefrombinding "cbuffer"[%c0] space(0) lower_bound(34) range_size(1) : !hlsl.cbuffer<!C>
  %r35 = hlsl.handlefrombinding "ConstantBuffer"[%c0] space(0) lower_bound(35) range_size(1) : !hlsl.ConstantBuffer<!S>
  %r38 = hlsl.handlefrombinding "SamplerState"[%c0] space(0) lower_bound(38) range_size(1) : !hlsl.SamplerState
  %r39 = hlsl.handlefrombinding "SamplerComparisonState"[%c0] space(0) lower_bound(39) range_size(1) : !hlsl.SamplerComparisonState
  return
}
