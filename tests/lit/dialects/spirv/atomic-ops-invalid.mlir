// Verifier and parser diagnostics of the atomic ops, with MLIR 22's wording: required
// and well-kinded scope/semantics attributes, pointee type matching, at most one ordering bit.
// (mlir-opt-22 reports the same: see upstream-op-diagnostics.mlir.)

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicIAdd' op failed to verify that `value` type matches pointee type of `pointer`}}
    %0 = "spirv.AtomicIAdd"(%p, %i8) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<i32, StorageBuffer>, i8) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicIAdd' op failed to verify that `result` type matches pointee type of `pointer`}}
    %1 = "spirv.AtomicIAdd"(%p, %v) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<i32, StorageBuffer>, i32) -> i8
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicIAdd' op operand #1 must be 8/16/32/64-bit integer, but got 'f32'}}
    %2 = "spirv.AtomicIAdd"(%pf, %f) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<f32, Workgroup>, f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicIAdd' op operand #0 must be any SPIR-V pointer type, but got 'i32'}}
    %3 = "spirv.AtomicIAdd"(%v, %v) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}> : (i32, i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
    %4 = "spirv.AtomicIAdd"(%p, %v) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<Acquire|Release>}> : (!spirv.ptr<i32, StorageBuffer>, i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicIIncrement' op failed to verify that `result` type matches pointee type of `pointer`}}
    %5 = "spirv.AtomicIIncrement"(%pf) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<f32, Workgroup>) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicExchange' op operand #1 must be 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16, but got 'vector<2xi32>'}}
    %6 = "spirv.AtomicExchange"(%pv, %v2) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<vector<2xi32>, Workgroup>, vector<2xi32>) -> vector<2xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicCompareExchange' op failed to verify that `comparator` type matches pointee type of `pointer`}}
    %7 = "spirv.AtomicCompareExchange"(%p, %v, %i8) <{memory_scope = #spirv.scope<Device>, equal_semantics = #spirv.memory_semantics<None>, unequal_semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<i32, StorageBuffer>, i32, i8) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicCompareExchange' op requires attribute 'equal_semantics'}}
    %8 = "spirv.AtomicCompareExchange"(%p, %v, %v) {unequal_semantics = #spirv.memory_semantics<None>} : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicCompareExchange' op attribute 'unequal_semantics' failed to satisfy constraint: valid SPIR-V MemorySemantics}}
    %9 = "spirv.AtomicCompareExchange"(%p, %v, %v) {unequal_semantics = 1, equal_semantics = #spirv.memory_semantics<None>} : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicIAdd' op attribute 'semantics' failed to satisfy constraint: valid SPIR-V MemorySemantics}}
    %10 = "spirv.AtomicIAdd"(%p) {semantics = 1, memory_scope = #spirv.scope<Device>} : (!spirv.ptr<i32, StorageBuffer>) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicIAdd' op expected 2 operands, but found 1}}
    %11 = "spirv.AtomicIAdd"(%p) {memory_scope = #spirv.scope<Device>} : (!spirv.ptr<i32, StorageBuffer>) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.EXT.AtomicFAdd' op operand #1 must be 16/32/64-bit float, but got 'i32'}}
    %12 = "spirv.EXT.AtomicFAdd"(%p, %v) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<i32, StorageBuffer>, i32) -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
    %13 = "spirv.EXT.AtomicFAdd"(%pf, %f) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<Acquire|Release>}> : (!spirv.ptr<f32, Workgroup>, f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
    %14 = spirv.AtomicIAdd <Device> <Acquire|Release> %p, %v : !spirv.ptr<i32, StorageBuffer>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+2 {{custom op 'spirv.AtomicIAdd' expected ::mlir::spirv::Scope to be one of: CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR}}
    // expected-error @+1 {{custom op 'spirv.AtomicIAdd' failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`}}
    %15 = spirv.AtomicIAdd <Devic> <None> %p, %v : !spirv.ptr<i32, StorageBuffer>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+2 {{custom op 'spirv.AtomicIAdd' expected ::mlir::spirv::MemorySemantics to be one of: None, Acquire, Release, AcquireRelease, SequentiallyConsistent, UniformMemory, SubgroupMemory, WorkgroupMemory, CrossWorkgroupMemory, AtomicCounterMemory, ImageMemory, OutputMemory, MakeAvailable, MakeVisible, Volatile}}
    // expected-error @+1 {{custom op 'spirv.AtomicIAdd' failed to parse SPIRV_MemorySemanticsAttr parameter 'value' which is to be a `::mlir::spirv::MemorySemantics`}}
    %16 = spirv.AtomicIAdd <Device> <Acquire|Rel> %p, %v : !spirv.ptr<i32, StorageBuffer>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{custom op 'spirv.AtomicIAdd' 'pointer' must be any SPIR-V pointer type, but got 'i32'}}
    %17 = spirv.AtomicIAdd <Device> <None> %p, %v : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{custom op 'spirv.AtomicIAdd' number of operands and types do not match: got 1 operands and 2 types}}
    %18 = spirv.AtomicIAdd <Device> <None> %p : !spirv.ptr<i32, StorageBuffer>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{custom op 'spirv.AtomicIAdd' invalid kind of attribute specified}}
    %20 = spirv.AtomicIAdd #spirv.memory_semantics<None> <None> %p, %v : !spirv.ptr<i32, StorageBuffer>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32, %pf: !spirv.ptr<f32, Workgroup>, %f: f32, %i8: i8, %pv: !spirv.ptr<vector<2xi32>, Workgroup>, %v2: vector<2xi32>) "None" {
    // expected-error @+1 {{'spirv.AtomicExchange' op failed to verify that `value` type matches pointee type of `pointer`}}
    %21 = "spirv.AtomicExchange"(%p, %f) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<Acquire|Release>}> : (!spirv.ptr<i32, StorageBuffer>, f32) -> i32
    spirv.Return
  }
}
