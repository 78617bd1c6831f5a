// --spirv-save-validation-files-with-prefix=P: every module --serialize-spirv
// serializes is also written to a new file PXXXXXX.spv, one per chunk of
// --split-input-file, so that each can be validated alone; the combined
// output is still written. A prefix in a missing directory is an error.

// RUN: rm -rf %t && mkdir %t
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv --split-input-file \
// RUN:   --spirv-save-validation-files-with-prefix=%t/chunk %s -o %t/all.spv
// RUN: ls %t | FileCheck %s --check-prefix=FILES
// FILES: all.spv
// FILES-NEXT: chunk{{[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]}}.spv
// FILES-NEXT: chunk{{[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]}}.spv
// FILES-NEXT: chunk{{[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]}}.spv
// FILES-NOT: .spv
// RUN: ls %t/chunk*.spv | xargs -n1 spirv-val
// RUN: ls %t/chunk*.spv | xargs -n1 spirv-dis --raw-id | FileCheck %s --check-prefix=DIS
// DIS-DAG: OpEntryPoint GLCompute %{{[0-9]+}} "first"
// DIS-DAG: OpEntryPoint Fragment %{{[0-9]+}} "second"
// DIS-DAG: OpCapability Linkage

// A second run with the same prefix adds files and never overwrites.
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv --split-input-file \
// RUN:   --spirv-save-validation-files-with-prefix %t/chunk %s -o /dev/null
// RUN: ls %t/chunk*.spv | wc -l | FileCheck %s --check-prefix=SIX
// SIX: 6

// Other translations write no such file.
// RUN: %hlsl-translate --no-implicit-module --test-spirv-roundtrip --split-input-file \
// RUN:   --spirv-save-validation-files-with-prefix=%t/rt %s -o /dev/null
// RUN: not ls %t/rt*

// RUN: not %hlsl-translate --no-implicit-module --serialize-spirv --split-input-file \
// RUN:   --spirv-save-validation-files-with-prefix=%t/missing/chunk %s -o %t/none.spv 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSING
// MISSING: save-validation-files.mlir:[[@LINE+2]]:1: error: validation prefix directory does not exist
// RUN: not ls %t/none.spv
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @first() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @first
  spirv.ExecutionMode @first "LocalSize", 1, 1, 1
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @second() "None" {
    spirv.Return
  }
  spirv.EntryPoint "Fragment" @second
  spirv.ExecutionMode @second "OriginUpperLeft"
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage], []> {
}
