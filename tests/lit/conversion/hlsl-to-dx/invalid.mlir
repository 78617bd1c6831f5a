// What --convert-hlsl-to-dx cannot express is reported before anything
// changes, with the reason.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect --convert-hlsl-to-dx

!S = !hlsl.struct<"S", (f32, vector<2xf32>)>
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%sb = hlsl.handlefrombinding "SB"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<!S>
// expected-error @+1 {{'hlsl.buffer.load' op loads '!hlsl.struct<"S", (f32, vector<2xf32>)>' as a whole; DirectX buffer accesses move one scalar or vector at a time: access its members one by one (with 'member')}}
%v = hlsl.buffer.load %sb[%c0] : !hlsl.handle<srv, !S, raw> -> !S

// -----

!C = !hlsl.struct<"C", (!hlsl.array<2 x f32>)>
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%cb = hlsl.handlefrombinding "CB"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.cbuffer<!C>
// expected-error @+1 {{'hlsl.cbuffer.load' op loads '!hlsl.array<2 x f32>' as a whole}}
%v = hlsl.cbuffer.load %cb member [0] : !hlsl.cbuffer<!C> -> !hlsl.array<2 x f32>

// -----

!B = !hlsl.struct<"B", (i8, i32)>
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%v = "foo.value"() : () -> i8
%sb = hlsl.handlefrombinding "SB"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<!B>
// expected-error @+1 {{'hlsl.buffer.store' op stores 'i8': DirectX buffers have no 8-bit values}}
hlsl.buffer.store %v, %sb[%c0] member [0] : i8, !hlsl.handle<uav, !B, raw>

// -----

// A counter handle of a buffer that arrives as an argument names no resource
// to put the counter on.
func.func @f(%buf: !hlsl.handle<uav, f32, raw>) -> i32 {
  // expected-error @+1 {{'hlsl.counterhandlefromimplicitbinding' op main handle must be the result of a handle op: DirectX keeps the counter in the resource, and this handle names none}}
  %cnt = hlsl.counterhandlefromimplicitbinding %buf order_id(0) space(0) : !hlsl.handle<uav, f32, raw>
  %n = hlsl.updatecounter %cnt delta(1) : !hlsl.handle<uav, f32, raw, counter>
  return %n : i32
}
