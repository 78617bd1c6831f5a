// Descriptions the runner cannot run are refused with the suite's runner's
// `gpu-exec: error:` prefix, before any Vulkan work.
// RUN: glslangValidator -V --target-env vulkan1.2 -S comp -o %t.spv %s
// RUN: not %offload-runner %S/Inputs/errors-missing-buffer.yaml %t.spv 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %offload-runner %S/Inputs/errors-unknown-key.yaml %t.spv 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %offload-runner %S/Inputs/errors-heap-index.yaml %t.spv 2>&1 | FileCheck %s --check-prefix=HEAP
// RUN: not %offload-runner %S/Inputs/errors-heap-index.yaml 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not %offload-runner %S/Inputs/errors-spec-constant.yaml %t.spv 2>&1 | FileCheck %s --check-prefix=SPEC
// RUN: not %offload-runner %S/Inputs/errors-binding.yaml %t.spv 2>&1 | FileCheck %s --check-prefix=BINDING
// RUN: echo garbage > %t.bad.spv
// RUN: not %offload-runner %S/Inputs/errors-binding.yaml %t.bad.spv 2>&1 | FileCheck %s --check-prefix=INVALID

// MISSING: gpu-exec: error: Referenced buffer Nowhere not found!
// UNKNOWN: gpu-exec: error: {{.*}}unknown field `Fromat`
// HEAP: gpu-exec: error: unsupported: descriptor heap indexing (HeapIndex)
// COUNT: gpu-exec: error: Pipeline description expects 1 shader(s) 0 provided
// SPEC: gpu-exec: error: Invalid uint32 value for specialization constant 'not a number'
// BINDING: gpu-exec: error: resource description: the storage buffer "o" (set 0, binding 0) is declared by the module but no resource is described for it
// INVALID: gpu-exec: error: spirv-val rejected

#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Out { uint v[]; } o;
void main() { o.v[0] = 1u; }
