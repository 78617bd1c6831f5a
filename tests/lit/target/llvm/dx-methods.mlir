// The method ops LLVM 22 can express, exported as its intrinsic calls:
// buffer GetDimensions (llvm.dx.resource.getdimensions.x), Interlocked* on
// byte-address, structured (member offsets as a getelementptr) and typed
// buffers as atomicrmw / cmpxchg on llvm.dx.resource.getpointer (64-bit and
// float-exchange forms too; the float compare-exchange compares bits),
// GroupMemoryBarrierWithGroupSync and the wave intrinsics LLVM 22 has.
// llvm-as-22 and opt-22 -passes=verify check every intrinsic's signature and
// overload mangling; LLVM's resource analysis sees the same resources.

// REQUIRES: llvm-tools
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | %hlsl-translate --dx-to-llvmir -o %t.ll
// RUN: FileCheck %s --input-file=%t.ll
// RUN: %llvm-as %t.ll -o /dev/null
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: %opt -passes='print<dxil-resources>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=RECORD

// RECORD: Kind: RawBuffer
// RECORD: Kind: StructuredBuffer
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Buffer Stride: 16
// RECORD: Kind: Buffer
// RECORD-NEXT: IsROV: 0
// RECORD-NEXT: Element Type: u32

// CHECK-LABEL: define void @main() #0 {
// CHECK-NEXT: entry:
// CHECK-NEXT: %0 = call i32 @llvm.dx.flattened.thread.id.in.group()
// CHECK-NEXT: %Bytes = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
// CHECK-NEXT: %Structs = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
// CHECK-NEXT: %Typed = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @.str.2)
// CHECK-NEXT: %1 = call i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %Typed)
// CHECK-NEXT: %2 = call i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %Bytes)
// CHECK-NEXT: %3 = call i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %Structs)
// CHECK-NEXT: %4 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %Bytes, i32 0)
// CHECK-NEXT: %5 = atomicrmw add ptr %4, i32 %1 monotonic, align 4
// CHECK-NEXT: %6 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %Structs, i32 %0)
// CHECK-NEXT: %7 = getelementptr inbounds i8, ptr %6, i32 4
// CHECK-NEXT: %8 = atomicrmw max ptr %7, i32 %2 monotonic, align 4
// CHECK-NEXT: %9 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %Typed, i32 %0)
// CHECK-NEXT: %10 = atomicrmw umin ptr %9, i32 %3 monotonic, align 4
// CHECK-NEXT: %11 = uitofp i32 %10 to float
// CHECK-NEXT: %12 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %Bytes, i32 0)
// CHECK-NEXT: %13 = atomicrmw xchg ptr %12, float %11 monotonic, align 4
// CHECK-NEXT: %14 = zext i32 %8 to i64
// CHECK-NEXT: %15 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %Structs, i32 %0)
// CHECK-NEXT: %16 = getelementptr inbounds i8, ptr %15, i32 8
// CHECK-NEXT: %17 = atomicrmw or ptr %16, i64 %14 monotonic, align 8
// CHECK-NEXT: %18 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %Structs, i32 %0)
// CHECK-NEXT: %19 = getelementptr inbounds i8, ptr %18, i32 4
// CHECK-NEXT: %20 = cmpxchg ptr %19, i32 %5, i32 16 monotonic monotonic, align 4
// CHECK-NEXT: %21 = extractvalue { i32, i1 } %20, 0
// CHECK-NEXT: %22 = bitcast float %13 to i32
// CHECK-NEXT: %23 = bitcast float %11 to i32
// CHECK-NEXT: %24 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %Bytes, i32 0)
// CHECK-NEXT: %25 = cmpxchg ptr %24, i32 %22, i32 %23 monotonic monotonic, align 4
// CHECK-NEXT: %26 = extractvalue { i32, i1 } %25, 0
// CHECK-NEXT: %27 = bitcast i32 %26 to float
// CHECK-NEXT: call void @llvm.dx.group.memory.barrier.with.group.sync()
// CHECK-NEXT: %28 = call i32 @llvm.dx.wave.getlaneindex()
// CHECK-NEXT: %29 = call i32 @llvm.dx.wave.get.lane.count()
// CHECK-NEXT: %30 = call i1 @llvm.dx.wave.is.first.lane()
// CHECK-NEXT: %31 = call float @llvm.dx.wave.reduce.sum.f32(float %27)
// CHECK-NEXT: %32 = call i32 @llvm.dx.wave.reduce.min.i32(i32 %21)
// CHECK-NEXT: %33 = call i32 @llvm.dx.wave.reduce.max.i32(i32 %28)
// CHECK-NEXT: %34 = call i32 @llvm.dx.wave.reduce.umin.i32(i32 %29)
// CHECK-NEXT: %35 = insertelement <2 x i32> poison, i32 %34, i64 0
// CHECK-NEXT: %36 = shufflevector <2 x i32> %35, <2 x i32> poison, <2 x i32> zeroinitializer
// CHECK-NEXT: %37 = call <2 x i32> @llvm.dx.wave.reduce.umax.v2i32(<2 x i32> %36)
// CHECK-NEXT: %38 = call i32 @llvm.dx.wave.active.countbits(i1 %30)
// CHECK-NEXT: %39 = call i1 @llvm.dx.wave.all(i1 %30)
// CHECK-NEXT: %40 = call i1 @llvm.dx.wave.any(i1 %39)
// CHECK-NEXT: %41 = call <4 x i32> @llvm.dx.wave.ballot(i1 %40)
// CHECK-NEXT: %42 = call float @llvm.dx.wave.readlane.f32(float %31, i32 %38)
// CHECK-NEXT: %43 = extractelement <4 x i32> %41, i64 0
// CHECK-NEXT: %44 = extractelement <2 x i32> %37, i64 1
// CHECK-NEXT: %45 = add i32 %43, %44
// CHECK-NEXT: %46 = add i32 %45, %33
// CHECK-NEXT: %47 = fptoui float %42 to i32
// CHECK-NEXT: %48 = add i32 %46, %47
// CHECK-NEXT: %49 = add i32 %48, %32
// CHECK-NEXT: %50 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %Typed, i32 0)
// CHECK-NEXT: %51 = atomicrmw xor ptr %50, i32 %49 monotonic, align 4
// CHECK-NEXT: %52 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %Typed, i32 0)
// CHECK-NEXT: %53 = atomicrmw and ptr %52, i32 %51 monotonic, align 4
// CHECK-NEXT: %54 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %Structs, i32 %0)
// CHECK-NEXT: %55 = getelementptr inbounds i8, ptr %54, i32 4
// CHECK-NEXT: %56 = atomicrmw min ptr %55, i32 %53 monotonic, align 4
// CHECK-NEXT: %57 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %Bytes, i32 0)
// CHECK-NEXT: %58 = atomicrmw umax ptr %57, i32 %56 monotonic, align 4
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK-DAG: declare i32 @llvm.dx.flattened.thread.id.in.group()
// CHECK-DAG: declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
// CHECK-DAG: declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr)
// CHECK-DAG: declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr)
// CHECK-DAG: declare i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0))
// CHECK-DAG: declare i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0))
// CHECK-DAG: declare i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0))
// CHECK-DAG: declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)
// CHECK-DAG: declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32)
// CHECK-DAG: declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32)
// CHECK-DAG: declare void @llvm.dx.group.memory.barrier.with.group.sync()
// CHECK-DAG: declare i32 @llvm.dx.wave.getlaneindex()
// CHECK-DAG: declare i32 @llvm.dx.wave.get.lane.count()
// CHECK-DAG: declare i1 @llvm.dx.wave.is.first.lane()
// CHECK-DAG: declare float @llvm.dx.wave.reduce.sum.f32(float)
// CHECK-DAG: declare i32 @llvm.dx.wave.reduce.min.i32(i32)
// CHECK-DAG: declare i32 @llvm.dx.wave.reduce.max.i32(i32)
// CHECK-DAG: declare i32 @llvm.dx.wave.reduce.umin.i32(i32)
// CHECK-DAG: declare <2 x i32> @llvm.dx.wave.reduce.umax.v2i32(<2 x i32>)
// CHECK-DAG: declare i32 @llvm.dx.wave.active.countbits(i1)
// CHECK-DAG: declare i1 @llvm.dx.wave.all(i1)
// CHECK-DAG: declare i1 @llvm.dx.wave.any(i1)
// CHECK-DAG: declare <4 x i32> @llvm.dx.wave.ballot(i1)
// CHECK-DAG: declare float @llvm.dx.wave.readlane.f32(float, i32)
// CHECK: attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

!S = !hlsl.struct<"S", (f32, i32, i64)>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %bytes = hlsl.handlefrombinding "Bytes"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
  %sb = hlsl.handlefrombinding "Structs"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<!S>
  %typed = hlsl.handlefrombinding "Typed"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWBuffer<ui32>
  %n = hlsl.buffer.getdimensions %typed : !hlsl.handle<uav, ui32, dim = buffer> -> i32
  %nb = hlsl.buffer.getdimensions %bytes : !hlsl.handle<uav, i8, raw> -> i32
  %ns, %stride = hlsl.buffer.getdimensions %sb : !hlsl.handle<uav, !S, raw> -> i32, i32
  %a0 = hlsl.buffer.atomic_rmw addi %n, %bytes[%c0] : i32, !hlsl.handle<uav, i8, raw>
  %a1 = hlsl.buffer.atomic_rmw maxs %nb, %sb[%gi] member [1] : i32, !hlsl.handle<uav, !S, raw>
  %a2 = hlsl.buffer.atomic_rmw minu %ns, %typed[%gi] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  %f = arith.uitofp %a2 : i32 to f32
  %a3 = hlsl.buffer.atomic_rmw assign %f, %bytes[%c0] : f32, !hlsl.handle<uav, i8, raw>
  %w = arith.extui %a1 : i32 to i64
  %a4 = hlsl.buffer.atomic_rmw ori %w, %sb[%gi] member [2] : i64, !hlsl.handle<uav, !S, raw>
  %a5 = hlsl.buffer.atomic_cmpxchg %a0, %stride, %sb[%gi] member [1] : i32, !hlsl.handle<uav, !S, raw>
  %a6 = hlsl.buffer.atomic_cmpxchg %a3, %f, %bytes[%c0] : f32, !hlsl.handle<uav, i8, raw>
  hlsl.barrier group with_group_sync
  %lane = hlsl.wave.lane_index
  %count = hlsl.wave.lane_count
  %first = hlsl.wave.is_first_lane
  %r0 = hlsl.wave.reduce sum %a6 : f32
  %r1 = hlsl.wave.reduce min %a5 : i32
  %r2 = hlsl.wave.reduce max %lane : i32
  %r3 = hlsl.wave.reduce umin %count : i32
  %v2 = vector.broadcast %r3 : i32 to vector<2xi32>
  %r4 = hlsl.wave.reduce umax %v2 : vector<2xi32>
  %c1 = hlsl.wave.active_count_bits %first
  %all = hlsl.wave.all_true %first
  %any = hlsl.wave.any_true %all
  %ballot = hlsl.wave.ballot %any
  %at = hlsl.wave.read_lane_at %r0, %c1 : f32
  %x = vector.extract %ballot[0] : i32 from vector<4xi32>
  %y = vector.extract %r4[1] : i32 from vector<2xi32>
  %s = arith.addi %x, %y : i32
  %t = arith.addi %s, %r2 : i32
  %u = arith.fptoui %at : f32 to i32
  %z = arith.addi %t, %u : i32
  %q = arith.addi %z, %r1 : i32
  %a7 = hlsl.buffer.atomic_rmw xori %q, %typed[%c0] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  %a8 = hlsl.buffer.atomic_rmw andi %a7, %typed[%c0] : i32, !hlsl.handle<uav, ui32, dim = buffer>
  %a9 = hlsl.buffer.atomic_rmw mins %a8, %sb[%gi] member [1] : i32, !hlsl.handle<uav, !S, raw>
  %a10 = hlsl.buffer.atomic_rmw maxu %a9, %bytes[%c0] : i32, !hlsl.handle<uav, i8, raw>
  return
}
