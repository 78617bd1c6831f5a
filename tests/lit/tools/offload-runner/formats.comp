// Every buffer format family round-trips through a shader that copies its words:
// values are parsed as the offload test suite's YAML gives them and printed back
// as its runner prints them.
// RUN: glslangValidator -V --target-env vulkan1.2 -S comp -o %t.spv %s
// RUN: spirv-val --target-env vulkan1.2 %t.spv
// RUN: %offload-runner %S/Inputs/formats-hex.yaml %t.spv | FileCheck %s --check-prefix=HEX
// RUN: %offload-runner %S/Inputs/formats-int.yaml %t.spv | FileCheck %s --check-prefix=INT
// RUN: %offload-runner %S/Inputs/formats-uint.yaml %t.spv | FileCheck %s --check-prefix=UINT
// RUN: %offload-runner %S/Inputs/formats-float.yaml %t.spv | FileCheck %s --check-prefix=FLOAT

// HEX:      ---
// HEX:      - Name: Out0
// HEX-NEXT:   Format: Hex8
// HEX-NEXT:   Data: [ 0x1, 0xFF, 0x80, 0x7F ]
// HEX:      - Name: Out1
// HEX-NEXT:   Format: Hex16
// HEX-NEXT:   Data: [ 0xABCD, 0x1 ]
// HEX:      - Name: Out2
// HEX-NEXT:   Format: Hex32
// HEX-NEXT:   Data: [ 0xDEADBEEF, 0x0 ]
// HEX:      - Name: Out3
// HEX-NEXT:   Format: Hex64
// HEX-NEXT:   Data: [ 0x123456789ABCDEF ]
// HEX-NEXT:   OutputProps:
// HEX-NEXT:     Height: 0
// HEX-NEXT:     Width: 0
// HEX-NEXT:     Depth: 0
// HEX:      ...

// INT:      - Name: Out0
// INT-NEXT:   Format: Int16
// INT-NEXT:   Data: [ -1, 32767, -32768, 16 ]
// INT:      - Name: Out1
// INT-NEXT:   Format: Int32
// INT-NEXT:   Data: [ -2147483648, 2147483647, -5, 15 ]
// INT:      - Name: Out2
// INT-NEXT:   Format: Int64
// INT-NEXT:   Data: [ -9223372036854775808, 9223372036854775807 ]
// INT:      - Name: Out3
// INT-NEXT:   Format: Bool
// INT-NEXT:   Data: [ 1, 0, 1, 1 ]

// UINT:      - Name: Out0
// UINT-NEXT:   Format: UInt16
// UINT-NEXT:   Data: [ 65535, 0, 1, 5 ]
// UINT:      - Name: Out1
// UINT-NEXT:   Format: UInt32
// UINT-NEXT:   Data: [ 4294967295, 2147483648 ]
// UINT:      - Name: Out2
// UINT-NEXT:   Format: UInt64
// UINT-NEXT:   Data: [ 18446744073709551615 ]
// UINT:      - Name: Out3
// UINT-NEXT:   Format: UInt32
// UINT-NEXT:   Stride: 8
// UINT-NEXT:   Data: [ 7, 8, 9, 10 ]

// FLOAT:      - Name: Out0
// FLOAT-NEXT:   Format: Float16
// FLOAT-NEXT:   Data: [ 0x3C00, 0xBC00, 0x7C00, 0x1 ]
// FLOAT:      - Name: Out1
// FLOAT-NEXT:   Format: Float32
// FLOAT-NEXT:   Data: [ 1.5, -0.333333, 1e+10, inf, -1.4013e-45, 65504,
// FLOAT-NEXT:     0.1, 100000 ]
// FLOAT:      - Name: Out2
// FLOAT-NEXT:   Format: Float64
// FLOAT-NEXT:   Data: [ 2.5, -1e-300, 1.23457e+06, -inf ]
// FLOAT:      - Name: Out3
// FLOAT-NEXT:   Format: Depth32
// FLOAT-NEXT:   Data: [ 0.25, 1 ]
// FLOAT:      Results:
// FLOAT-NEXT:   - Result: Floats
// FLOAT-NEXT:     Rule: BufferFloatULP
// FLOAT-NEXT:     Actual: Out1
// FLOAT-NEXT:     Expected: In1
// FLOAT-NEXT:     ULPT: 0
// FLOAT-NEXT:     DenormMode: Any

#version 450
layout(local_size_x = 8) in;
#define PAIR(n, a, b) \
    layout(set = 0, binding = a) readonly buffer In##n { uint v[]; } in##n; \
    layout(set = 0, binding = b) buffer Out##n { uint v[]; } out##n;
PAIR(0, 0, 1)
PAIR(1, 2, 3)
PAIR(2, 4, 5)
PAIR(3, 6, 7)
void main() {
    uint k = gl_GlobalInvocationID.x;
    if (k < uint(in0.v.length())) out0.v[k] = in0.v[k];
    if (k < uint(in1.v.length())) out1.v[k] = in1.v[k];
    if (k < uint(in2.v.length())) out2.v[k] = in2.v[k];
    if (k < uint(in3.v.length())) out3.v[k] = in3.v[k];
}
