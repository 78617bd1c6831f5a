// Statements as structured control flow. Locals are SSA values: an `if`
// yields what its branches assign; a counting `for` is an scf.for carrying the
// variables it assigns (unsigned counters compare unsigned); `break`,
// `continue` and an early `return` are i1 flags the constructs carry, and the
// statements after one run under scf.if. `switch` matches labels with
// arith.cmpi. The module lowers to SPIR-V that spirv-val accepts.

// RUN: %hlslc -T cs_6_0 -spirv -fcgl %s | FileCheck %s
// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.2 -Fo %t.spv %s
// RUN: spirv-val --target-env vulkan1.2 %t.spv
// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.0 -O0 -Fo %t.v10.spv %s
// RUN: spirv-val --target-env vulkan1.0 %t.v10.spv

StructuredBuffer<int> In : register(t0);
RWStructuredBuffer<int> Out : register(u1);

int classify(int x) {
  switch (x) {
  case 0:
    return 100;
  case 1:
  case 2:
    x += 10;
    break;
  default:
    x = -x;
  }
  return x;
}

// CHECK-LABEL: func.func @main()
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  int a = In[tid.x];
  int b = 0;
  // An if whose branches assign two variables yields both.
  // CHECK: %{{.+}}:2 = scf.if %{{.+}} -> (i32, i32) {
  // CHECK: scf.yield %{{.+}}, %{{.+}} : i32, i32
  // CHECK: } else {
  if (a > 0) {
    a = a * 2;
    b = 1;
  } else {
    b = a;
  }
  // A counting loop with a break: the flag and the sum are carried.
  // CHECK: scf.for unsigned %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}, %{{.+}} = %false) -> (i32, i1) : i32 {
  int sum = 0;
  for (uint i = 0; i < 16; ++i) {
    if (In[i] == 0)
      break;
    if (In[i] < 0)
      continue;
    sum += In[i];
  }
  // A counting loop that only reads: no flag.
  // CHECK: scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}) -> (i32) : i32 {
  for (int j = 0; j <= 3; j++)
    b += j;
  // The switch of the inlined call: labels compared with the condition.
  // CHECK: arith.cmpi eq
  int c = classify(a);
  // Short circuit: the right side is evaluated under an scf.if.
  // CHECK: scf.if %{{.+}} -> (i1) {
  bool both = a > 0 && In[a] > 0;
  // An early return guards the store after it.
  // CHECK: {{^    }}scf.if %{{[0-9]+}} {
  // CHECK-NOT: }
  // CHECK: hlsl.buffer.store
  if (sum == 0 && !both)
    return;
  Out[tid.x] = sum + b + c;
}
