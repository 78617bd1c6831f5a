// `spirv.INTEL.SubgroupBlockWrite` in the form MLIR 22 prints,
// `%ptr, %value : T`, without the storage class its parser asks for: the
// pointer's type is that of the already-defined `%ptr`. A pointer that is only
// defined further down (a forward reference) has no known type, and the form
// with the storage class is then needed.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: spirv.func @printed_form
// CHECK-NEXT: spirv.INTEL.SubgroupBlockWrite %arg0, %arg1 : i16
// CHECK-NEXT: spirv.INTEL.SubgroupBlockWrite %arg2, %arg3 : vector<4xi16>
// GENERIC: "spirv.INTEL.SubgroupBlockWrite"(%arg0, %arg1) : (!spirv.ptr<i16, StorageBuffer>, i16) -> ()
// GENERIC: "spirv.INTEL.SubgroupBlockWrite"(%arg2, %arg3) : (!spirv.ptr<i16, Workgroup>, vector<4xi16>) -> ()
spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, Int16, Linkage, SubgroupBufferBlockIOINTEL], [SPV_INTEL_subgroups]> {
  spirv.func @printed_form(%p: !spirv.ptr<i16, StorageBuffer>, %x: i16, %q: !spirv.ptr<i16, Workgroup>, %y: vector<4xi16>) "None" {
    spirv.INTEL.SubgroupBlockWrite %p, %x : i16
    spirv.INTEL.SubgroupBlockWrite %q, %y : vector<4xi16>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @forward_pointer(%x: i32) "None" {
    spirv.Branch ^bb2
  ^bb1:
    // expected-error @+1 {{expected the storage class of a pointer that is not yet defined}}
    spirv.INTEL.SubgroupBlockWrite %later, %x : i32
    spirv.Return
  ^bb2:
    %later = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.Branch ^bb1
  }
}
