// A spirv.func parameter that is a PhysicalStorageBuffer pointer (or a pointer
// to an array of them) must be decorated Aliased or Restrict; one pointing to
// such a pointer, AliasedPointer or RestrictPointer (SPV_KHR_physical_storage_buffer).
// Same diagnostics as mlir-opt-22.

// RUN: %hlsl-opt --split-input-file --verify-diagnostics %s

// REQUIRES: mlir-opt
// RUN: %mlir-opt --split-input-file --verify-diagnostics %s

spirv.module PhysicalStorageBuffer64 GLSL450 {
  spirv.func @decorated(%a: !spirv.ptr<i32, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Aliased>},
                        %b: !spirv.ptr<i32, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Restrict>},
                        %c: !spirv.ptr<!spirv.ptr<i32, PhysicalStorageBuffer>, Function> {spirv.decoration = #spirv.decoration<AliasedPointer>},
                        %d: !spirv.ptr<i32, StorageBuffer>) "None" {
    spirv.Return
  }
}

// -----

spirv.module PhysicalStorageBuffer64 GLSL450 {
  // expected-error @+1 {{'spirv.func' op with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'}}
  spirv.func @bare(%a: !spirv.ptr<i32, PhysicalStorageBuffer>) "None" {
    spirv.Return
  }
}

// -----

spirv.module PhysicalStorageBuffer64 GLSL450 {
  // Another decoration does not count.
  // expected-error @+1 {{'spirv.func' op with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'}}
  spirv.func @other(%a: !spirv.ptr<i32, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<NonWritable>}) "None" {
    spirv.Return
  }
}

// -----

spirv.module PhysicalStorageBuffer64 GLSL450 {
  // expected-error @+1 {{'spirv.func' op with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'}}
  spirv.func @array(%a: !spirv.ptr<!spirv.array<2 x !spirv.ptr<i32, PhysicalStorageBuffer>>, Function>) "None" {
    spirv.Return
  }
}

// -----

spirv.module PhysicalStorageBuffer64 GLSL450 {
  // expected-error @+1 {{'spirv.func' op with a pointer points to a physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'}}
  spirv.func @pointer_to_pointer(%a: !spirv.ptr<!spirv.ptr<i32, PhysicalStorageBuffer>, Function> {spirv.decoration = #spirv.decoration<Restrict>}) "None" {
    spirv.Return
  }
}
