// A function variable holding an array of `PhysicalStorageBuffer` pointers
// says how they alias, as one holding a single such pointer does: exactly one
// of `aliased_pointer` and `restrict_pointer`. Only one level of array is
// looked through, as MLIR 22's verifier does; the same file passes
// `mlir-opt-22 --verify-diagnostics`.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: %if mlir-opt %{ %mlir-opt %s --split-input-file --verify-diagnostics %}

// CHECK-LABEL: @decorated_arrays
func.func @decorated_arrays() {
  // CHECK: spirv.Variable {aliased_pointer} : !spirv.ptr<!spirv.array<2 x !spirv.ptr<i32, PhysicalStorageBuffer>>, Function>
  %0 = spirv.Variable {aliased_pointer} : !spirv.ptr<!spirv.array<2 x !spirv.ptr<i32, PhysicalStorageBuffer>>, Function>
  // CHECK: spirv.Variable {restrict_pointer} : !spirv.ptr<!spirv.array<8 x !spirv.ptr<f32, PhysicalStorageBuffer>>, Function>
  %1 = spirv.Variable {restrict_pointer} : !spirv.ptr<!spirv.array<8 x !spirv.ptr<f32, PhysicalStorageBuffer>>, Function>
  return
}

// CHECK-LABEL: @nested_array_is_not_checked
func.func @nested_array_is_not_checked() {
  // CHECK: spirv.Variable : !spirv.ptr<!spirv.array<2 x !spirv.array<3 x !spirv.ptr<i32, PhysicalStorageBuffer>>>, Function>
  %0 = spirv.Variable : !spirv.ptr<!spirv.array<2 x !spirv.array<3 x !spirv.ptr<i32, PhysicalStorageBuffer>>>, Function>
  return
}

// -----

func.func @undecorated_array() {
  // expected-error @+1 {{'spirv.Variable' op  with physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'}}
  %0 = spirv.Variable : !spirv.ptr<!spirv.array<2 x !spirv.ptr<i32, PhysicalStorageBuffer>>, Function>
  return
}

// -----

func.func @doubly_decorated_array() {
  // expected-error @+1 {{'spirv.Variable' op  with physical buffer pointer must have exactly one aliasing decoration}}
  %0 = spirv.Variable {aliased_pointer, restrict_pointer} : !spirv.ptr<!spirv.array<2 x !spirv.ptr<i32, PhysicalStorageBuffer>>, Function>
  return
}
