// An HLSL kernel compiled by hlslc and run on Vulkan: the Collatz sequence of
// each input, at most 32 steps, through an inlined function with an `out`
// parameter, a counting loop with `break` and `continue`, a `switch` and an
// early `return`. The expected values are in Inputs/hlsl-control-flow.yaml.
// RUN: %hlslc -T cs_6_0 -E main -spirv -fspv-target-env=vulkan1.2 -Fo %t.spv %s
// RUN: spirv-val --target-env vulkan1.2 %t.spv
// RUN: %offload-runner %S/Inputs/hlsl-control-flow.yaml %t.spv | FileCheck %s
// RUN: %offload-runner --hlslc %hlslc --hlsl %s --quiet %S/Inputs/hlsl-control-flow.yaml

// CHECK:      - Name: Out
// CHECK-NEXT:   Format: Int32
// CHECK-NEXT:   Data: [ 0, 0, 10, 70, -2, -5, -8, -1, 30, 190 ]

StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<int> Out : register(u1);

int collatz(int x, out int steps) {
  steps = 0;
  for (int k = 0; k < 32; k++) {
    if (x == 1)
      break;
    steps++;
    if (x % 2 == 0) {
      x /= 2;
      continue;
    }
    x = 3 * x + 1;
  }
  return x;
}

[numthreads(10, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  int steps;
  int last = collatz(In[tid.x], steps);
  switch (steps % 3) {
  case 0:
    Out[tid.x] = steps * 10;
    break;
  case 1:
    Out[tid.x] = steps * 10;
    break;
  default:
    if (last != 1)
      return;
    Out[tid.x] = -steps;
  }
}
