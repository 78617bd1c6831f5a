// Counters live in one-uint storage buffers at CounterBinding, start at zero and
// are printed as Counter (one resource) or Counters (a resource array).
// RUN: glslangValidator -V --target-env vulkan1.2 -S comp -o %t.spv %s
// RUN: spirv-val --target-env vulkan1.2 %t.spv
// RUN: %offload-runner %S/Inputs/counters.yaml %t.spv | FileCheck %s

// CHECK:      - Name: Out
// CHECK-NEXT:   Format: UInt32
// CHECK-NEXT:   Counter: 8
// CHECK-NEXT:   Data: [ 1, 1, 1, 1, 1, 1, 1, 1 ]
// CHECK:      - Name: Pair
// CHECK-NEXT:   Format: UInt32
// CHECK-NEXT:   ArraySize: 2
// CHECK-NEXT:   Counters: [ 8, 16 ]
// CHECK-NEXT:   Data:
// CHECK-NEXT:     - [ 0, 0 ]
// CHECK-NEXT:     - [ 0, 0 ]
// CHECK:      HasCounter: true
// CHECK:      VulkanBinding:
// CHECK-NEXT:   Binding: 0
// CHECK-NEXT:   CounterBinding: 1

#version 450
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) buffer Out { uint v[]; } o;
layout(set = 0, binding = 1) buffer Counter { uint count; } counter;
layout(set = 0, binding = 2) buffer Pair { uint v[]; } pair[2];
layout(set = 0, binding = 3) buffer PairCounter { uint count; } pair_counter[2];
void main() {
    uint slot = atomicAdd(counter.count, 1u);
    o.v[gl_GlobalInvocationID.x] = slot < 8u ? 1u : 0u;
    atomicAdd(pair_counter[0].count, 1u);
    atomicAdd(pair_counter[1].count, 2u);
}
