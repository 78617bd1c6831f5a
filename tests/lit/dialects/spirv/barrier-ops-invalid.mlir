// Verifier and parser diagnostics of the barrier ops, with MLIR 22's wording (each
// case also passes `mlir-opt-22 --verify-diagnostics`).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
    spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|Release>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
    spirv.MemoryBarrier <Device>, <AcquireRelease|SequentiallyConsistent>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+2 {{custom op 'spirv.ControlBarrier' expected ::mlir::spirv::Scope to be one of: CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR}}
    // expected-error @+1 {{custom op 'spirv.ControlBarrier' failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`}}
    spirv.ControlBarrier <Bogus>, <Device>, <None>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+2 {{custom op 'spirv.ControlBarrier' expected ::mlir::spirv::MemorySemantics to be one of: None, Acquire, Release, AcquireRelease, SequentiallyConsistent, UniformMemory, SubgroupMemory, WorkgroupMemory, CrossWorkgroupMemory, AtomicCounterMemory, ImageMemory, OutputMemory, MakeAvailable, MakeVisible, Volatile}}
    // expected-error @+1 {{custom op 'spirv.ControlBarrier' failed to parse SPIRV_MemorySemanticsAttr parameter 'value' which is to be a `::mlir::spirv::MemorySemantics`}}
    spirv.ControlBarrier <Workgroup>, <Device>, <Bogus>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{expected ','}}
    spirv.ControlBarrier <Workgroup>, <Device>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{custom op 'spirv.MemoryBarrier' invalid kind of attribute specified}}
    spirv.MemoryBarrier #spirv.storage_class<Input>, <None>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.MemoryBarrier' op requires attribute 'memory_semantics'}}
    "spirv.MemoryBarrier"() {memory_scope = #spirv.scope<Device>} : () -> ()
    spirv.Return
  }
}
