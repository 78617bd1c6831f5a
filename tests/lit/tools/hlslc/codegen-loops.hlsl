// Loops that do not count (`while`, `do`, a `for` whose counter the body
// changes or whose bound is loaded each time) are scf.while: the `before`
// region evaluates the condition (after the body for `do`) and forwards the
// carried variables with scf.condition, the `after` region runs the body and
// the step. `break` and `return` inside are flags in the condition.

// RUN: %hlslc -T cs_6_0 -fcgl %s | FileCheck %s
// RUN: %hlslc -T cs_6_0 %s | %hlsl-opt --verify-each | FileCheck %s

StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u1);

// CHECK-LABEL: func.func @main()
[numthreads(1, 1, 1)]
void main() {
  uint n = In[0];
  uint steps = 0;
  // CHECK: %[[W:.+]]:2 = scf.while (%[[N:.+]] = %{{.+}}, %[[S:.+]] = %{{.+}}) : (i32, i32) -> (i32, i32) {
  // CHECK: %[[C:.+]] = arith.cmpi ugt, %[[N]], %{{.+}} : i32
  // CHECK: scf.condition(%[[C]]) %[[N]], %[[S]] : i32, i32
  // CHECK: } do {
  // CHECK: ^bb0(%{{.+}}: i32, %{{.+}}: i32):
  // CHECK: arith.shrui
  // CHECK: scf.yield
  while (n > 1) {
    n = n >> 1;
    steps++;
  }
  // A do loop evaluates its body in the before region.
  // CHECK: scf.while
  // CHECK: arith.addi
  // CHECK: scf.condition
  // CHECK: } do {
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: scf.yield
  do {
    steps += 2;
  } while (steps < In[1]);
  // The bound is a load: the loop is a while with the flag of its break.
  // CHECK: scf.while ({{.+}}) : (i32, i32, i1) -> (i32, i32, i1)
  for (uint i = 0; i < In[2]; i++) {
    if (In[i + 3] == 0)
      break;
    steps += In[i + 3];
  }
  Out[0] = steps;
}
