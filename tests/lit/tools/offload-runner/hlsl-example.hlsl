// The README's third command: examples/hlsl/prefix-sum.hlsl compiled by hlslc
// (through offload-runner --hlsl) and run with its pipeline description,
// whose Results the run checks.
// RUN: %offload-runner --hlslc %hlslc --hlsl %S/../../../../examples/hlsl/prefix-sum.hlsl %S/../../../../examples/hlsl/prefix-sum.yaml | FileCheck %s
// RUN: %hlslc -T cs_6_6 -E main -spirv -fspv-target-env=vulkan1.3 -Fo %t.spv %S/../../../../examples/hlsl/prefix-sum.hlsl
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: not %offload-runner --hlslc %hlslc --hlsl %s %S/../../../../examples/hlsl/prefix-sum.yaml 2>&1 | FileCheck %s --check-prefix=NOENTRY

// CHECK:      - Name: Sums
// CHECK-NEXT:   Format: Float32
// CHECK-NEXT:   Stride: 8
// CHECK-NEXT:   Data: [ 3, 2, 13, 5, 13.5, 6, 17.5, 8, 13.5, 12, 21.5, 13,
// CHECK-NEXT:     -1, -1, -1, -1 ]

// This file has no `main`: hlslc's error reaches the runner's.
// NOENTRY: gpu-exec: error: hlslc failed on {{.*}}hlsl-example.hlsl:
// NOENTRY: error: missing entry point definition
