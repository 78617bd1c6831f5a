// Every hlsl op in its custom form: it prints as written, survives a custom
// round trip, and the generic form parses back to the same custom form.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
%c8 = "arith.constant"() <{value = 8 : i32}> : () -> i32
%f = "arith.constant"() <{value = 1.0 : f32}> : () -> f32

// --- Handle creation -------------------------------------------------------------

// CHECK: %Out = hlsl.handlefrombinding "Out"[%{{.+}}] space(1) lower_bound(3) range_size(1) : !hlsl.handle<uav, f32, raw>
// GENERIC: "hlsl.handlefrombinding"(%{{.+}}) <{lower_bound = 3 : i32, name = "Out", range_size = 1 : i32, space = 1 : i32}> : (i32) -> !hlsl.handle<uav, f32, raw>
%out = hlsl.handlefrombinding "Out"[%c0] space(1) lower_bound(3) range_size(1) : !hlsl.handle<uav, f32, raw>

// CHECK: %Textures = hlsl.handlefrombinding "Textures"[%{{.+}}] space(0) lower_bound(0) range_size(0) non_uniform {my.tag} : !hlsl.handle<srv, vector<4xf32>, dim = 2d>
// GENERIC: "hlsl.handlefrombinding"(%{{.+}}) <{lower_bound = 0 : i32, name = "Textures", non_uniform, range_size = 0 : i32, space = 0 : i32}> {my.tag} : (i32) -> !hlsl.handle<srv, vector<4xf32>, dim = 2d>
%textures = hlsl.handlefrombinding "Textures"[%c1] space(0) lower_bound(0) range_size(0) non_uniform {my.tag} : !hlsl.Texture2D<vector<4xf32>>

// CHECK: %Data = hlsl.handlefromimplicitbinding "Data"[%{{.+}}] order_id(2) space(1) range_size(4) : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw>
// GENERIC: "hlsl.handlefromimplicitbinding"(%{{.+}}) <{name = "Data", order_id = 2 : i32, range_size = 4 : i32, space = 1 : i32}> : (i32) -> !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw>
%data = hlsl.handlefromimplicitbinding "Data"[%c1] order_id(2) space(1) range_size(4) : !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>>

// CHECK: %Out_counter = hlsl.counterhandlefrombinding %Out binding(4) space(1) : !hlsl.handle<uav, f32, raw>
// GENERIC: "hlsl.counterhandlefrombinding"(%{{.+}}) <{binding = 4 : i32, space = 1 : i32}> : (!hlsl.handle<uav, f32, raw>) -> !hlsl.handle<uav, f32, raw, counter>
%out_counter = hlsl.counterhandlefrombinding %out binding(4) space(1) : !hlsl.handle<uav, f32, raw>

// CHECK: %Data_counter = hlsl.counterhandlefromimplicitbinding %Data order_id(3) space(1) : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw>
// GENERIC: "hlsl.counterhandlefromimplicitbinding"(%{{.+}}) <{order_id = 3 : i32, space = 1 : i32}> : (!hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw>) -> !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw, counter>
%data_counter = hlsl.counterhandlefromimplicitbinding %data order_id(3) space(1) : !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>>

// CHECK: %[[HEAP:[^ ]+]] = hlsl.handlefromheap [%{{.+}}] non_uniform : !hlsl.handle<srv, i8, raw>
// GENERIC: "hlsl.handlefromheap"(%{{.+}}) <{non_uniform}> : (i32) -> !hlsl.handle<srv, i8, raw>
%heap = hlsl.handlefromheap [%c1] non_uniform : !hlsl.ByteAddressBuffer

// CHECK: %[[SAMPLER:[^ ]+]] = hlsl.handlefromheap [%{{.+}}] : !hlsl.handle<sampler, none>
// GENERIC: "hlsl.handlefromheap"(%{{.+}}) : (i32) -> !hlsl.handle<sampler, none>
%sampler = hlsl.handlefromheap [%c0] : !hlsl.SamplerState

// --- Counters and system values --------------------------------------------------

// CHECK: %[[N:[^ ]+]] = hlsl.updatecounter %Out_counter delta(1) : !hlsl.handle<uav, f32, raw, counter>
// GENERIC: "hlsl.updatecounter"(%{{.+}}) <{delta = 1 : i8}> : (!hlsl.handle<uav, f32, raw, counter>) -> i32
%n = hlsl.updatecounter %out_counter delta(1) : !hlsl.handle<uav, f32, raw, counter>

// CHECK: hlsl.updatecounter %Data_counter delta(-1) : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw, counter>
// GENERIC: "hlsl.updatecounter"(%{{.+}}) <{delta = -1 : i8}>
%m = hlsl.updatecounter %data_counter delta(-1) : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw, counter>

// CHECK: %dispatch_thread_id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
// CHECK: %group_id = hlsl.system_value "SV_GroupID" : vector<3xi32>
// CHECK: %group_thread_id = hlsl.system_value "SV_GroupThreadID" : vector<3xi32>
// CHECK: %group_index = hlsl.system_value "SV_GroupIndex" : i32
// GENERIC: "hlsl.system_value"() <{semantic = "SV_DispatchThreadID"}> : () -> vector<3xi32>
// GENERIC: "hlsl.system_value"() <{semantic = "SV_GroupIndex"}> : () -> i32
%tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
%gid = hlsl.system_value "SV_GroupID" : vector<3xi32>
%gtid = hlsl.system_value "SV_GroupThreadID" : vector<3xi32>
%gi = hlsl.system_value "SV_GroupIndex" : i32

// --- Buffers ---------------------------------------------------------------------

// CHECK: hlsl.buffer.store %{{.+}}, %Out[%[[N]]] : f32, !hlsl.handle<uav, f32, raw>
// GENERIC: "hlsl.buffer.store"(%{{.+}}, %{{.+}}, %{{.+}}) : (f32, !hlsl.handle<uav, f32, raw>, i32) -> ()
hlsl.buffer.store %f, %out[%n] : f32, !hlsl.handle<uav, f32, raw>

// CHECK: %[[V:[^ ]+]] = hlsl.buffer.load %Data[%{{.+}}] member [1] : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw> -> vector<2xi32>
// GENERIC: "hlsl.buffer.load"(%{{.+}}, %{{.+}}) <{member = array<i32: 1>}> : (!hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw>, i32) -> vector<2xi32>
%v = hlsl.buffer.load %data[%c0] member [1] : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw> -> vector<2xi32>

// CHECK: hlsl.buffer.store %{{.+}}, %Data[%{{.+}}] member [2, 1] : f32, !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw>
// GENERIC: "hlsl.buffer.store"(%{{.+}}, %{{.+}}, %{{.+}}) <{member = array<i32: 2, 1>}>
hlsl.buffer.store %f, %data[%c1] member [2, 1] : f32, !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw>

// CHECK: %{{.+}} = hlsl.buffer.load %Data[%{{.+}}] : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw> -> !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>
%whole = hlsl.buffer.load %data[%c0] : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw> -> !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>

// Byte-address buffers: a byte offset, 1 to 4 components of 32 or 64 bits.
// CHECK: %{{.+}} = hlsl.buffer.load %[[HEAP]][%{{.+}}] : !hlsl.handle<srv, i8, raw> -> vector<4xi32>
// CHECK: %{{.+}} = hlsl.buffer.load %[[HEAP]][%{{.+}}] : !hlsl.handle<srv, i8, raw> -> f64
%raw4 = hlsl.buffer.load %heap[%c0] : !hlsl.handle<srv, i8, raw> -> vector<4xi32>
%raw64 = hlsl.buffer.load %heap[%c8] : !hlsl.handle<srv, i8, raw> -> f64

// Typed buffers: signedness lives in the handle type, values are signless.
%rwbuf = "foo.handle"() : () -> !hlsl.RWBuffer<vector<4xsi32>>
%i4 = "foo.value"() : () -> vector<4xi32>
// CHECK: %{{.+}} = hlsl.buffer.load %{{.+}}[%{{.+}}] : !hlsl.handle<uav, vector<4xsi32>, dim = buffer> -> vector<4xi32>
// CHECK: hlsl.buffer.store %{{.+}}, %{{.+}}[%{{.+}}] : vector<4xi32>, !hlsl.handle<uav, vector<4xsi32>, dim = buffer>
%typed = hlsl.buffer.load %rwbuf[%c0] : !hlsl.handle<uav, vector<4xsi32>, dim = buffer> -> vector<4xi32>
hlsl.buffer.store %i4, %rwbuf[%c1] : vector<4xi32>, !hlsl.handle<uav, vector<4xsi32>, dim = buffer>

// --- Constant buffers ------------------------------------------------------------

%cb = "foo.handle"() : () -> !hlsl.cbuffer<!hlsl.struct<"C", (f32, vector<4xf32>, !hlsl.array<2 x vector<3xf32>>)>>
// CHECK: %{{.+}} = hlsl.cbuffer.load %{{.+}} member [1] : !hlsl.handle<cbuffer, !hlsl.struct<"C", (f32, vector<4xf32>, !hlsl.array<2 x vector<3xf32>>)>, row> -> vector<4xf32>
// GENERIC: "hlsl.cbuffer.load"(%{{.+}}) <{member = array<i32: 1>}> : (!hlsl.handle<cbuffer, !hlsl.struct<"C", (f32, vector<4xf32>, !hlsl.array<2 x vector<3xf32>>)>, row>) -> vector<4xf32>
%cv = hlsl.cbuffer.load %cb member [1] : !hlsl.handle<cbuffer, !hlsl.struct<"C", (f32, vector<4xf32>, !hlsl.array<2 x vector<3xf32>>)>, row> -> vector<4xf32>
// CHECK: %{{.+}} = hlsl.cbuffer.load %{{.+}} member [2, 1] : {{.+}} -> vector<3xf32>
%cw = hlsl.cbuffer.load %cb member [2, 1] : !hlsl.handle<cbuffer, !hlsl.struct<"C", (f32, vector<4xf32>, !hlsl.array<2 x vector<3xf32>>)>, row> -> vector<3xf32>

%tb = "foo.handle"() : () -> !hlsl.tbuffer<!hlsl.struct<"T", (i32)>>
// CHECK: %{{.+}} = hlsl.cbuffer.load %{{.+}} member [0] : !hlsl.handle<srv, !hlsl.struct<"T", (i32)>, row> -> i32
%tv = hlsl.cbuffer.load %tb member [0] : !hlsl.handle<srv, !hlsl.struct<"T", (i32)>, row> -> i32

// --- Textures --------------------------------------------------------------------

%xy = "foo.value"() : () -> vector<2xi32>
%xyz = "foo.value"() : () -> vector<3xi32>
%uv = "foo.value"() : () -> vector<2xf32>
%dir = "foo.value"() : () -> vector<3xf32>
%f4 = "foo.value"() : () -> vector<4xf32>

// CHECK: %{{.+}} = hlsl.texture.load %Textures[%{{.+}}] lod(%{{.+}}) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
// GENERIC: "hlsl.texture.load"(%{{.+}}, %{{.+}}, %{{.+}}) : (!hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32>, i32) -> vector<4xf32>
%t0 = hlsl.texture.load %textures[%xy] lod(%c0) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
// CHECK: %{{.+}} = hlsl.texture.load %Textures[%{{.+}}] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
%t1 = hlsl.texture.load %textures[%xy] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>

%ms = "foo.handle"() : () -> !hlsl.Texture2DMSArray<f32, 4>
// CHECK: %{{.+}} = hlsl.texture.load %{{.+}}[%{{.+}}] sample(%{{.+}}) : !hlsl.handle<srv, f32, dim = 2d, array, ms = 4>, vector<3xi32> -> f32
%t2 = hlsl.texture.load %ms[%xyz] sample(%c1) : !hlsl.handle<srv, f32, dim = 2d, array, ms = 4>, vector<3xi32> -> f32

%rw1d = "foo.handle"() : () -> !hlsl.RWTexture1D<ui32>
// CHECK: %{{.+}} = hlsl.texture.load %{{.+}}[%{{.+}}] : !hlsl.handle<uav, ui32, dim = 1d>, i32 -> i32
%t3 = hlsl.texture.load %rw1d[%c0] : !hlsl.handle<uav, ui32, dim = 1d>, i32 -> i32

%rw2d = "foo.handle"() : () -> !hlsl.RWTexture2D<vector<4xf32>>
// CHECK: hlsl.texture.store %{{.+}}, %{{.+}}[%{{.+}}] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>
// GENERIC: "hlsl.texture.store"(%{{.+}}, %{{.+}}, %{{.+}}) : (vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>) -> ()
hlsl.texture.store %f4, %rw2d[%xy] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>

// CHECK: %{{.+}} = hlsl.texture.sample %Textures[%{{.+}}] sampler(%[[SAMPLER]]) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
// GENERIC: "hlsl.texture.sample"(%{{.+}}, %{{.+}}, %{{.+}}) : (!hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>) -> vector<4xf32>
%s0 = hlsl.texture.sample %textures[%uv] sampler(%sampler) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>

%cube = "foo.handle"() : () -> !hlsl.TextureCUBEArray<vector<2xf16>>
%dir_layer = "foo.value"() : () -> vector<4xf32>
// CHECK: %{{.+}} = hlsl.texture.sample %{{.+}}[%{{.+}}] sampler(%[[SAMPLER]]) lod(%{{.+}}) : !hlsl.handle<srv, vector<2xf16>, dim = cube, array>, !hlsl.handle<sampler, none>, vector<4xf32> -> vector<2xf16>
%s1 = hlsl.texture.sample %cube[%dir_layer] sampler(%sampler) lod(%f) : !hlsl.handle<srv, vector<2xf16>, dim = cube, array>, !hlsl.handle<sampler, none>, vector<4xf32> -> vector<2xf16>
