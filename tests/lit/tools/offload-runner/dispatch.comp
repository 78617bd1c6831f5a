// A dispatch of more than one workgroup in two dimensions, checked by a Results
// comparison; FillValue fills the output first. A second run with a wrong
// expectation fails and reports both buffers as the suite's runner does.
// RUN: glslangValidator -V --target-env vulkan1.2 -S comp -o %t.spv %s
// RUN: spirv-val --target-env vulkan1.2 %t.spv
// RUN: %offload-runner %S/Inputs/dispatch.yaml %t.spv | FileCheck %s
// RUN: sed 's/Data: \[0, 1,/Data: [0, 7,/' %S/Inputs/dispatch.yaml > %t.wrong.yaml
// RUN: not %offload-runner %t.wrong.yaml %t.spv 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: %offload-runner --quiet %S/Inputs/dispatch.yaml %t.spv | FileCheck %s --allow-empty --check-prefix=QUIET

// QUIET-NOT: {{.}}

// CHECK:      - Name: Out
// CHECK-NEXT:   Format: Int32
// CHECK-NEXT:   Data: [ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 100, 101,
// CHECK-NEXT:     102, 103, 104, 105, 106, 107, 108, 109, 110, 111,
// CHECK-NEXT:     200, 201, 202, 203, 204, 205, 206, 207, 208, 209,
// CHECK-NEXT:     210, 211, 300, 301, 302, 303, 304, 305, 306, 307,
// CHECK-NEXT:     308, 309, 310, 311 ]
// CHECK:      DispatchParameters:
// CHECK-NEXT:   DispatchGroupCount: [ 3, 2, 1 ]

// WRONG:      Test failed: Grid
// WRONG-NEXT: Comparison Rule: BufferExact
// WRONG-NEXT: Expected:
// WRONG-NEXT: ---
// WRONG-NEXT: Name: Expected
// WRONG-NEXT: Format: Int32
// WRONG-NEXT: Data: [ 0, 7, 2,
// WRONG:      Got:
// WRONG-NEXT: ---
// WRONG-NEXT: Name: Out
// WRONG:      Full Hex representation of Expected Buffer Values:
// WRONG-NEXT: [ 0x0, 0x7, 0x2, 0x3,
// WRONG:      Full Hex representation of Actual Buffer Values:
// WRONG-NEXT: [ 0x0, 0x1, 0x2, 0x3,
// WRONG-NOT:  Shaders:

#version 450
layout(local_size_x = 4, local_size_y = 2) in;
layout(set = 0, binding = 0) buffer Out { int v[]; } o;
void main() {
    uvec2 p = gl_GlobalInvocationID.xy;
    o.v[p.y * 12u + p.x] = int(p.x + 100u * p.y);
}
