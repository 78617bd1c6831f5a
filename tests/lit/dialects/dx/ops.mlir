// The `dx` ops in their custom form: each prints back as written, and the
// generic form (with the property names of docs/dx-dialect.md) reads back to the same.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --allow-unregistered-dialect | FileCheck %s

!S = !hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>
!CB = !hlsl.struct<"CB", (f32, vector<2xf64>)>

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%off = "arith.constant"() <{value = 16 : i32}> : () -> i32

// CHECK: %Typed = dx.resource.handlefrombinding "Typed"[%[[C0:[a-z0-9_]+]]] space(3) lower_bound(5) range_size(1) : !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>
// GENERIC: "dx.resource.handlefrombinding"(%0) <{lower_bound = 5 : i32, name = "Typed", range_size = 1 : i32, space = 3 : i32}> : (i32) -> !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>
%typed = dx.resource.handlefrombinding "Typed"[%c0] space(3) lower_bound(5) range_size(1) : !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>

// CHECK: %Out = dx.resource.handlefrombinding "Out"[%[[C0]]] space(1) lower_bound(0) range_size(-1) non_uniform globally_coherent has_counter : !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>
// GENERIC: "dx.resource.handlefrombinding"(%0) <{globally_coherent, has_counter, lower_bound = 0 : i32, name = "Out", non_uniform, range_size = -1 : i32, space = 1 : i32}>
%out = dx.resource.handlefrombinding "Out"[%c0] space(1) lower_bound(0) range_size(-1) non_uniform globally_coherent has_counter : !dx.RawBuffer<!S, 1, 0>

// CHECK: %Bytes = dx.resource.handlefromimplicitbinding "Bytes"[%[[C0]]] order_id(2) space(0) range_size(4) : !dx.RawBuffer<i8, 0, 0>
// GENERIC: "dx.resource.handlefromimplicitbinding"(%0) <{name = "Bytes", order_id = 2 : i32, range_size = 4 : i32, space = 0 : i32}> : (i32) -> !dx.RawBuffer<i8, 0, 0>
%bytes = dx.resource.handlefromimplicitbinding "Bytes"[%c0] order_id(2) space(0) range_size(4) : !dx.RawBuffer<i8, 0, 0>

// CHECK: %[[HEAP:[^ ]+]] = dx.handle.fromHeap [%[[C0]]] non_uniform : !dx.Sampler<Comparison>
// GENERIC: "dx.handle.fromHeap"(%0) <{non_uniform}> : (i32) -> !dx.Sampler<Comparison>
%sampler = dx.handle.fromHeap [%c0] non_uniform : !dx.Sampler<Comparison>

// CHECK: %[[T:[^ ]+]]:2 = dx.resource.load.typedbuffer %Typed[%[[C0]]] : !dx.TypedBuffer<vector<4xf32>, 1, 0, 0> -> vector<4xf32>
// GENERIC: "dx.resource.load.typedbuffer"(%2, %0) : (!dx.TypedBuffer<vector<4xf32>, 1, 0, 0>, i32) -> (vector<4xf32>, i1)
%t, %t_ok = dx.resource.load.typedbuffer %typed[%c0] : !dx.TypedBuffer<vector<4xf32>, 1, 0, 0> -> vector<4xf32>

// CHECK: dx.resource.store.typedbuffer %[[T]]#0, %Typed[%[[C0]]] : vector<4xf32>, !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>
// GENERIC: "dx.resource.store.typedbuffer"(%2, %0, %6#0) : (!dx.TypedBuffer<vector<4xf32>, 1, 0, 0>, i32, vector<4xf32>) -> ()
dx.resource.store.typedbuffer %t, %typed[%c0] : vector<4xf32>, !dx.TypedBuffer<vector<4xf32>, 1, 0, 0>

// CHECK: %[[R:[^ ]+]]:2 = dx.resource.load.rawbuffer %Out[%[[C0]], %[[OFF:[a-z0-9_]+]]] : !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0> -> vector<4xi32>
// GENERIC: "dx.resource.load.rawbuffer"(%3, %0, %1) : (!dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>, i32, i32) -> (vector<4xi32>, i1)
%r, %r_ok = dx.resource.load.rawbuffer %out[%c0, %off] : !dx.RawBuffer<!S, 1, 0> -> vector<4xi32>

// CHECK: dx.resource.store.rawbuffer %[[R]]#0, %Out[%[[C0]], %[[OFF]]] : vector<4xi32>, !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>
// GENERIC: "dx.resource.store.rawbuffer"(%3, %0, %1, %7#0) : (!dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>, i32, i32, vector<4xi32>) -> ()
dx.resource.store.rawbuffer %r, %out[%c0, %off] : vector<4xi32>, !dx.RawBuffer<!S, 1, 0>

// CHECK: %{{.*}}:2 = dx.resource.load.rawbuffer %Bytes[%[[OFF]], %[[C0]]] : !dx.RawBuffer<i8, 0, 0> -> vector<4xi64>
%b, %b_ok = dx.resource.load.rawbuffer %bytes[%off, %c0] : !dx.RawBuffer<i8, 0, 0> -> vector<4xi64>

// CHECK: %{{.*}} = dx.resource.updatecounter %Out delta(-1) : !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>
// GENERIC: "dx.resource.updatecounter"(%3) <{delta = -1 : i8}> : (!dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>) -> i32
%n = dx.resource.updatecounter %out delta(-1) : !dx.RawBuffer<!S, 1, 0>

// CHECK: %CB = dx.resource.handlefrombinding "CB"[%[[C0]]] space(0) lower_bound(0) range_size(1) : !dx.CBuffer<!hlsl.struct<"CB", (f32, vector<2xf64>)>>
%cb = dx.resource.handlefrombinding "CB"[%c0] space(0) lower_bound(0) range_size(1) : !dx.CBuffer<!CB>

// A row of 4 x 32 bits, and the same row read as 2 x 64 bits.
// CHECK: %{{.*}} = dx.resource.load.cbufferrow %CB[%[[C0]]] : !dx.CBuffer<!hlsl.struct<"CB", (f32, vector<2xf64>)>> -> vector<4xf32>
// CHECK: %{{.*}} = dx.resource.load.cbufferrow %CB[%[[C0]]] {foo.tag} : !dx.CBuffer<!hlsl.struct<"CB", (f32, vector<2xf64>)>> -> vector<2xf64>
// GENERIC: "dx.resource.load.cbufferrow"(%10, %0) : (!dx.CBuffer<!hlsl.struct<"CB", (f32, vector<2xf64>)>>, i32) -> vector<4xf32>
// GENERIC: "dx.resource.load.cbufferrow"(%10, %0) {foo.tag} : (!dx.CBuffer<!hlsl.struct<"CB", (f32, vector<2xf64>)>>, i32) -> vector<2xf64>
%row = dx.resource.load.cbufferrow %cb[%c0] : !dx.CBuffer<!CB> -> vector<4xf32>
%row64 = dx.resource.load.cbufferrow %cb[%c0] {foo.tag} : !dx.CBuffer<!CB> -> vector<2xf64>

// A tbuffer is read by rows too.
// CHECK: %{{.*}} = dx.resource.load.cbufferrow %{{.*}}[%[[C0]]] : !dx.TBuffer<!hlsl.struct<"CB", (f32, vector<2xf64>)>> -> vector<8xf16>
%tb = dx.handle.fromHeap [%c0] : !dx.TBuffer<!CB>
%row16 = dx.resource.load.cbufferrow %tb[%c0] : !dx.TBuffer<!CB> -> vector<8xf16>
