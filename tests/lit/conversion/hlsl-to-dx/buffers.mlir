// Buffer accesses pick the DXIL intrinsic by buffer kind (LLVM's DXIL resource docs): typed
// buffers use the typed load/store at the element index; byte-address
// buffers the raw ones with the byte offset as index and offset 0;
// structured buffers the raw ones at the element index with the member's byte
// offset in the element (LLVM's DXIL data layout, the one the record's stride
// and alignment come from). bool moves as a 32-bit integer.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx | FileCheck %s

!Q = !hlsl.struct<"Q", (vector<4xf32>, vector<3xi32>)>
!R = !hlsl.struct<"R", (i32, !Q)>
!B = !hlsl.struct<"B", (i1, f32)>

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%i = "foo.index"() : () -> i32

// CHECK: %[[C0:[^ ]+]] = {{"?}}arith.constant{{.*}} 0 : i32
// CHECK: %[[I:[^ ]+]] = "foo.index"

// Typed buffers: the element, and the check bit left unused.
// CHECK: %Typed = dx.resource.handlefrombinding "Typed"{{.*}} : !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>
// CHECK-NEXT: %[[T:[^ ]+]]:2 = dx.resource.load.typedbuffer %Typed[%[[I]]] : !dx.TypedBuffer<vector<4xf32>, 1, 0, 0> -> vector<4xf32>
// CHECK-NEXT: dx.resource.store.typedbuffer %[[T]]#0, %Typed[%[[C0]]] : vector<4xf32>, !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>
%typed = hlsl.handlefrombinding "Typed"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWBuffer<vector<4xf32>>
%t = hlsl.buffer.load %typed[%i] : !hlsl.handle<uav, vector<4xf32>, dim = buffer> -> vector<4xf32>
hlsl.buffer.store %t, %typed[%c0] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = buffer>

// A signed typed element loads as its signless type.
// CHECK: %Signed = dx.resource.handlefrombinding "Signed"{{.*}} : !dx.TypedBuffer<i32, 0, 0, 1>
// CHECK-NEXT: %{{.*}}:2 = dx.resource.load.typedbuffer %Signed[%[[I]]] : !dx.TypedBuffer<i32, 0, 0, 1> -> i32
%signed = hlsl.handlefrombinding "Signed"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Buffer<si32>
%s = hlsl.buffer.load %signed[%i] : !hlsl.handle<srv, si32, dim = buffer> -> i32
"foo.use"(%s) : (i32) -> ()

// Byte-address buffers: index is the byte offset, offset is 0.
// CHECK: %Bytes = dx.resource.handlefrombinding "Bytes"{{.*}} : !dx.RawBuffer<i8, 1, 0>
// CHECK-NEXT: %[[Z0:[^ ]+]] = {{"?}}arith.constant{{.*}} 0 : i32
// CHECK-NEXT: %[[W:[^ ]+]]:2 = dx.resource.load.rawbuffer %Bytes[%[[I]], %[[Z0]]] : !dx.RawBuffer<i8, 1, 0> -> vector<4xi64>
// CHECK-NEXT: %[[Z1:[^ ]+]] = {{"?}}arith.constant{{.*}} 0 : i32
// CHECK-NEXT: dx.resource.store.rawbuffer %[[W]]#0, %Bytes[%[[C0]], %[[Z1]]] : vector<4xi64>, !dx.RawBuffer<i8, 1, 0>
%bytes = hlsl.handlefrombinding "Bytes"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWByteAddressBuffer
%w = hlsl.buffer.load %bytes[%i] : !hlsl.handle<uav, i8, raw> -> vector<4xi64>
hlsl.buffer.store %w, %bytes[%c0] : vector<4xi64>, !hlsl.handle<uav, i8, raw>

// Structured buffers: struct R { int z; Q x; }, struct Q { float4 f; int3 i; }.
// float4 aligns to 16, so z is at 0, x.f at 16, x.i at 32 (stride 48).
// CHECK: %Structs = dx.resource.handlefrombinding "Structs"{{.*}} : !dx.RawBuffer<!hlsl.struct<"R", (i32, !hlsl.struct<"Q", (vector<4xf32>, vector<3xi32>)>)>, 1, 0>
// CHECK-NEXT: %[[O0:[^ ]+]] = {{"?}}arith.constant{{.*}} 0 : i32
// CHECK-NEXT: %{{.*}}:2 = dx.resource.load.rawbuffer %Structs[%[[I]], %[[O0]]] : {{.*}} -> i32
// CHECK-NEXT: %[[O16:[^ ]+]] = {{"?}}arith.constant{{.*}} 16 : i32
// CHECK-NEXT: %{{.*}}:2 = dx.resource.load.rawbuffer %Structs[%[[I]], %[[O16]]] : {{.*}} -> vector<4xf32>
// CHECK-NEXT: %[[O32:[^ ]+]] = {{"?}}arith.constant{{.*}} 32 : i32
// CHECK-NEXT: %[[XI:[^ ]+]]:2 = dx.resource.load.rawbuffer %Structs[%[[I]], %[[O32]]] : {{.*}} -> vector<3xi32>
// CHECK-NEXT: %[[S32:[^ ]+]] = {{"?}}arith.constant{{.*}} 32 : i32
// CHECK-NEXT: dx.resource.store.rawbuffer %[[XI]]#0, %Structs[%[[C0]], %[[S32]]] : vector<3xi32>, !dx.RawBuffer
%structs = hlsl.handlefrombinding "Structs"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<!R>
%z = hlsl.buffer.load %structs[%i] member [0] : !hlsl.handle<uav, !R, raw> -> i32
%xf = hlsl.buffer.load %structs[%i] member [1, 0] : !hlsl.handle<uav, !R, raw> -> vector<4xf32>
%xi = hlsl.buffer.load %structs[%i] member [1, 1] : !hlsl.handle<uav, !R, raw> -> vector<3xi32>
hlsl.buffer.store %xi, %structs[%c0] member [1, 1] : vector<3xi32>, !hlsl.handle<uav, !R, raw>
"foo.use"(%z, %xf) : (i32, vector<4xf32>) -> ()

// An array element: element 2 of float[4] is at byte 8.
// CHECK: %Arrays = dx.resource.handlefrombinding "Arrays"
// CHECK-NEXT: %[[O8:[^ ]+]] = {{"?}}arith.constant{{.*}} 8 : i32
// CHECK-NEXT: %{{.*}}:2 = dx.resource.load.rawbuffer %Arrays[%[[I]], %[[O8]]] : !dx.RawBuffer<!hlsl.array<4 x f32>, 0, 0> -> f32
%arrays = hlsl.handlefrombinding "Arrays"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.StructuredBuffer<!hlsl.array<4 x f32>>
%a2 = hlsl.buffer.load %arrays[%i] member [2] : !hlsl.handle<srv, !hlsl.array<4 x f32>, raw> -> f32
"foo.use"(%a2) : (f32) -> ()

// bool is stored as a 32-bit integer: loaded then compared with 0, zero-
// extended before a store.
// CHECK: %Flags = dx.resource.handlefrombinding "Flags"
// CHECK-NEXT: %[[FO:[^ ]+]] = {{"?}}arith.constant{{.*}} 0 : i32
// CHECK-NEXT: %[[F:[^ ]+]]:2 = dx.resource.load.rawbuffer %Flags[%[[I]], %[[FO]]] : {{.*}} -> i32
// CHECK-NEXT: %[[ZERO:[^ ]+]] = {{"?}}arith.constant{{.*}} 0 : i32
// CHECK-NEXT: %[[FLAG:[^ ]+]] = {{"?}}arith.cmpi{{"?}}{{ ne, |\(}}%[[F]]#0, %[[ZERO]]
// CHECK-NEXT: %[[EXT:[^ ]+]] = {{"?}}arith.extui{{"?}}{{.*}}%[[FLAG]]
// CHECK-NEXT: %[[SO:[^ ]+]] = {{"?}}arith.constant{{.*}} 0 : i32
// CHECK-NEXT: dx.resource.store.rawbuffer %[[EXT]], %Flags[%[[C0]], %[[SO]]] : i32, !dx.RawBuffer<!hlsl.struct<"B", (i1, f32)>, 1, 0>
%flags = hlsl.handlefrombinding "Flags"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.RWStructuredBuffer<!B>
%flag = hlsl.buffer.load %flags[%i] member [0] : !hlsl.handle<uav, !B, raw> -> i1
hlsl.buffer.store %flag, %flags[%c0] member [0] : i1, !hlsl.handle<uav, !B, raw>
