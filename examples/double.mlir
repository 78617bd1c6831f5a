// StructuredBuffer<float> In : register(t0);
// RWStructuredBuffer<float> Out : register(u1);
// [numthreads(64, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) { Out[tid.x] = In[tid.x] + In[tid.x]; }
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<f32>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %tid[0] : i32 from vector<3xi32>
  %x = hlsl.buffer.load %in[%i] : !hlsl.handle<srv, f32, raw> -> f32
  %y = arith.addf %x, %x : f32
  hlsl.buffer.store %y, %out[%i] : f32, !hlsl.handle<uav, f32, raw>
  return
}
