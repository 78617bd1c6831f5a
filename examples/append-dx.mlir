// RWStructuredBuffer<float> Out : register(u3, space1);   // with a counter
// cbuffer Params { float scale; uint count; };             // implicit binding
func.func @main(%x: f32) attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %out = hlsl.handlefrombinding "Out"[%c0] space(1) lower_bound(3) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  %cnt = hlsl.counterhandlefromimplicitbinding %out order_id(1) space(1) : !hlsl.handle<uav, f32, raw>
  %params = hlsl.handlefromimplicitbinding "Params"[%c0] order_id(0) space(0) range_size(1) : !hlsl.cbuffer<!hlsl.struct<"Params", (f32, i32)>>
  %scale = hlsl.cbuffer.load %params member [0] : !hlsl.cbuffer<!hlsl.struct<"Params", (f32, i32)>> -> f32
  %v = arith.mulf %x, %scale : f32
  %i = hlsl.updatecounter %cnt delta(1) : !hlsl.handle<uav, f32, raw, counter>
  hlsl.buffer.store %v, %out[%i] : f32, !hlsl.handle<uav, f32, raw>
  return
}
