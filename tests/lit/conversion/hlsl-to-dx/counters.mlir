// Counter handles (wg-hlsl proposal 0023): in DirectX the counter belongs to the buffer, so
// a counter handle collapses into its main handle, which is marked
// has_counter; the record and bit 15 of word 0 say so. A buffer without a
// counter handle has neither.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX
// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx --dx-resource-records | FileCheck %s --check-prefix=RECORD

!S = !hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32

// RWStructuredBuffer<S> Counted : register(u3, space1), its counter at u4
// (a SPIR-V binding, which DirectX has no use for).
%counted = hlsl.handlefrombinding "Counted"[%c0] space(1) lower_bound(3) range_size(1) : !hlsl.RWStructuredBuffer<!S>
%counter = hlsl.counterhandlefrombinding %counted binding(4) space(1) : !hlsl.handle<uav, !S, raw>
%old = hlsl.updatecounter %counter delta(1) : !hlsl.handle<uav, !S, raw, counter>
%new = hlsl.updatecounter %counter delta(-1) : !hlsl.handle<uav, !S, raw, counter>
"foo.use"(%old, %new) : (i32, i32) -> ()

// RWStructuredBuffer<S> Plain : register(u5, space1), no counter.
%plain = hlsl.handlefrombinding "Plain"[%c0] space(1) lower_bound(5) range_size(1) : !hlsl.RWStructuredBuffer<!S>

// AppendStructuredBuffer<float> with an implicit binding and an implicit counter.
%append = hlsl.handlefromimplicitbinding "Append"[%c0] order_id(0) space(0) range_size(1) : !hlsl.AppendStructuredBuffer<f32>
%append_counter = hlsl.counterhandlefromimplicitbinding %append order_id(1) space(0) : !hlsl.handle<uav, f32, raw>
%slot = hlsl.updatecounter %append_counter delta(1) : !hlsl.handle<uav, f32, raw, counter>
%value = "foo.value"() : () -> f32
hlsl.buffer.store %value, %append[%slot] : f32, !hlsl.handle<uav, f32, raw>

// DX: %Counted = dx.resource.handlefrombinding "Counted"[%{{.*}}] space(1) lower_bound(3) range_size(1) has_counter : !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>
// DX-NOT: counterhandle
// DX-NEXT: %[[OLD:[^ ]+]] = dx.resource.updatecounter %Counted delta(1) : !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>
// DX-NEXT: %[[NEW:[^ ]+]] = dx.resource.updatecounter %Counted delta(-1) : !dx.RawBuffer<!hlsl.struct<"S", (vector<4xf32>, vector<4xi32>)>, 1, 0>
// DX-NEXT: "foo.use"(%[[OLD]], %[[NEW]]) : (i32, i32) -> ()
// DX-NEXT: %Plain = dx.resource.handlefrombinding "Plain"[%{{.*}}] space(1) lower_bound(5) range_size(1) : !dx.RawBuffer
// DX-NEXT: %Append = dx.resource.handlefromimplicitbinding "Append"[%{{.*}}] order_id(0) space(0) range_size(1) has_counter : !dx.RawBuffer<f32, 1, 0>
// DX-NEXT: %[[SLOT:[^ ]+]] = dx.resource.updatecounter %Append delta(1) : !dx.RawBuffer<f32, 1, 0>
// DX: dx.resource.store.rawbuffer %{{.*}}, %Append[%[[SLOT]], %{{.*}}] : f32, !dx.RawBuffer<f32, 1, 0>
// DX-NOT: hlsl.

// RWStructuredBuffer<S>: 12 | log2(16) << 8 | UAV (1 << 12) = 5132, plus the
// counter (1 << 15) = 37900.
// RECORD: %Counted = {{.*}} {dx.annotate_props = array<i32: 37900, 32>, dx.resource = #dx.resource<class = UAV, id = 0, name = "Counted", space = 1, lower_bound = 3, range_size = 1, kind = StructuredBuffer, globally_coherent = false, has_counter = true, rov = false, stride = 32>}
// RECORD: %Plain = {{.*}} {dx.annotate_props = array<i32: 5132, 32>, dx.resource = #dx.resource<class = UAV, id = 1, name = "Plain", space = 1, lower_bound = 5, range_size = 1, kind = StructuredBuffer, globally_coherent = false, has_counter = false, rov = false, stride = 32>}
// AppendStructuredBuffer<float>: 12 | 1 << 12 | 1 << 15 = 36876, stride 4.
// RECORD: %Append = {{.*}} {dx.annotate_props = array<i32: 36876, 4>, dx.resource = #dx.resource<class = UAV, id = 2, name = "Append", space = 0, lower_bound = 0, range_size = 1, kind = StructuredBuffer, globally_coherent = false, has_counter = true, rov = false, stride = 4>}
