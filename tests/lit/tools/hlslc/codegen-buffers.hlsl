// IR generation of resource access: every buffer kind, constant buffers,
// system values and counters. A struct element is read and written member by
// member (hlsl.buffer.load/store `member [...]`), bindings follow register()
// and [[vk::binding]], and the module lowers to SPIR-V that spirv-val accepts.

// RUN: %hlslc -T cs_6_6 -spirv -fcgl %s | FileCheck %s
// RUN: %hlslc -T cs_6_6 -spirv -fspv-target-env=vulkan1.3 -Fo %t.spv %s
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: %hlslc -T cs_6_6 -spirv -fspv-target-env=vulkan1.1 -O0 -Fo %t.v11.spv %s
// RUN: spirv-val --target-env vulkan1.1 %t.v11.spv

struct Particle {
  float3 position;
  uint flags;
  float weights[2];
};

StructuredBuffer<Particle> Particles : register(t0);
RWStructuredBuffer<Particle> Moved : register(u1, space2);
RWBuffer<int2> Typed : register(u3);
ByteAddressBuffer Raw : register(t4);
RWByteAddressBuffer RawOut : register(u5);
cbuffer Params : register(b8) {
  float3 Velocity;
  uint Flag;
};
[[vk::binding(7, 1)]] [[vk::counter_binding(9)]] RWStructuredBuffer<uint> Counted : register(u6);

// CHECK-LABEL: func.func @main() attributes {hlsl.numthreads = array<i32: 64, 1, 1>, hlsl.shader = "compute"}
// CHECK-DAG: %[[TID:.+]] = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
// CHECK-DAG: %[[GI:.+]] = hlsl.system_value "SV_GroupIndex" : i32
// CHECK-DAG: %[[P:.+]] = hlsl.handlefrombinding "Particles"[%{{.+}}] space(0) lower_bound(0) range_size(1) : !hlsl.handle<srv, !hlsl.struct<"Particle", (vector<3xf32>, i32, !hlsl.array<2 x f32>)>, raw>
// CHECK-DAG: %[[CB:.+]] = hlsl.handlefrombinding "Params"[%{{.+}}] space(0) lower_bound(8) range_size(1) : !hlsl.handle<cbuffer, !hlsl.struct<"cbuffer.Params", (vector<3xf32>, i32)>, row>
// CHECK-DAG: %[[M:.+]] = hlsl.handlefrombinding "Moved"[%{{.+}}] space(2) lower_bound(1) range_size(1)
// CHECK-DAG: %[[T:.+]] = hlsl.handlefrombinding "Typed"[%{{.+}}] space(0) lower_bound(3) range_size(1) : !hlsl.handle<uav, vector<2xsi32>, dim = buffer>
// CHECK-DAG: %[[R:.+]] = hlsl.handlefrombinding "Raw"[%{{.+}}] space(0) lower_bound(4) range_size(1) : !hlsl.handle<srv, i8, raw>
// CHECK-DAG: %[[C:.+]] = hlsl.handlefrombinding "Counted"[%{{.+}}] space(1) lower_bound(7) range_size(1) : !hlsl.handle<uav, i32, raw>
// CHECK-DAG: %[[CC:.+]] = hlsl.counterhandlefrombinding %[[C]] binding(9) space(1)
[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
  // CHECK: %[[X:.+]] = vector.extract %[[TID]][0] : i32 from vector<3xi32>
  // CHECK: %[[POS:.+]] = hlsl.buffer.load %[[P]][%[[X]]] member [0] : {{.+}} -> vector<3xf32>
  // CHECK: hlsl.buffer.load %[[P]][%[[X]]] member [2, 1] : {{.+}} -> f32
  Particle p = Particles[tid.x];
  // CHECK: %[[V:.+]] = hlsl.cbuffer.load %[[CB]] member [0] : {{.+}} -> vector<3xf32>
  // CHECK: %[[NEWPOS:.+]] = arith.addf %[[POS]], %[[V]] : vector<3xf32>
  p.position += Velocity;
  p.flags |= Flag;
  // CHECK: hlsl.buffer.store %[[NEWPOS]], %[[M]][%{{.+}}] member [0]
  // CHECK: hlsl.buffer.store %{{.+}}, %[[M]][%{{.+}}] member [2, 1]
  Moved[tid.x] = p;
  // CHECK: %[[W:.+]] = hlsl.buffer.load %[[P]][%[[GI]]] member [2, 0]
  // CHECK: hlsl.buffer.store %[[W]], %[[M]][%{{.+}}] member [2, 1]
  Moved[tid.x].weights[1] = Particles[gi].weights[0];
  // CHECK: %[[OFF:.+]] = arith.muli %[[GI]], %{{.+}} : i32
  // CHECK: %[[PAIR:.+]] = hlsl.buffer.load %[[R]][%[[OFF]]] : !hlsl.handle<srv, i8, raw> -> vector<2xi32>
  // CHECK: hlsl.buffer.store %[[PAIR]], %[[T]][%[[GI]]] : vector<2xi32>
  Typed[gi] = int2(Raw.Load2(gi * 8));
  // CHECK: %[[BITS:.+]] = arith.bitcast %{{.+}} : f32 to i32
  // CHECK: hlsl.buffer.store %[[BITS]], %{{.+}}[%{{.+}}] : i32, !hlsl.handle<uav, i8, raw>
  RawOut.Store(gi * 4, asuint(p.position.y));
  // CHECK: %[[SLOT:.+]] = hlsl.updatecounter %[[CC]] delta(1)
  // CHECK: hlsl.buffer.store %[[SLOT]], %[[C]][%[[GI]]]
  Counted[gi] = Counted.IncrementCounter();
  // A swizzled store reads, updates and writes the element back.
  // CHECK: %[[OLD:.+]] = hlsl.buffer.load %[[M]][%{{.+}}] member [0]
  // CHECK: vector.insert %{{.+}}, %[[OLD]] [2] : f32 into vector<3xf32>
  // CHECK: hlsl.buffer.store %{{.+}}, %[[M]][%{{.+}}] member [0]
  Moved[gi].position.z = 0;
  // CHECK: return
}
