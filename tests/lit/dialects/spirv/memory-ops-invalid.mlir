// Verifier and parser diagnostics of the memory ops, with MLIR 22's wording (each
// case also passes `mlir-opt-22 --verify-diagnostics`).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %c = spirv.Constant 1.0 : f32
    // expected-error @+1 {{'spirv.AccessChain' op operand #0 must be any SPIR-V pointer type, but got 'f32'}}
    %0 = spirv.AccessChain %c[%c] : f32, f32 -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    %c = spirv.Constant 1.0 : f32
    // expected-error @+1 {{'spirv.AccessChain' op operand #1 must be variadic of 8/16/32/64-bit integer, but got 'f32'}}
    %0 = "spirv.AccessChain"(%p, %c) : (!spirv.ptr<f32, Function>, f32) -> !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    %c = spirv.Constant 0 : i32
    // expected-error @+1 {{'spirv.AccessChain' op cannot extract from non-composite type 'f32' with index 0}}
    %0 = spirv.AccessChain %p[%c] : !spirv.ptr<f32, Function>, i32 -> !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%s: !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, %i: i32) "None" {
    // expected-error @+1 {{'spirv.AccessChain' op index must be an integer spirv.Constant to access element of spirv.struct}}
    %0 = spirv.AccessChain %s[%i] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32 -> !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%s: !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>) "None" {
    %c = spirv.Constant 5 : i32
    // expected-error @+1 {{'spirv.AccessChain' op index 5 out of bounds for '!spirv.struct<(f32, !spirv.array<4 x f32>, !spirv.struct<(i32, vector<2xf32>)>)>'}}
    %0 = spirv.AccessChain %s[%c] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32 -> !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%s: !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>) "None" {
    %c = spirv.Constant -1 : i32
    // expected-error @+1 {{'spirv.AccessChain' op index -1 out of bounds for '!spirv.struct<(f32, !spirv.array<4 x f32>, !spirv.struct<(i32, vector<2xf32>)>)>'}}
    %0 = spirv.AccessChain %s[%c] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32 -> !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%s: !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>) "None" {
    %c = spirv.Constant 0 : i32
    // expected-error @+1 {{'spirv.AccessChain' op invalid result type: expected '!spirv.ptr<f32, Function>', but provided '!spirv.ptr<i32, Function>'}}
    %0 = spirv.AccessChain %s[%c] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32 -> !spirv.ptr<i32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%s: !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>) "None" {
    %c = spirv.Constant 0 : i32
    // expected-error @+1 {{'spirv.AccessChain' op invalid result type: expected '!spirv.ptr<f32, Function>', but provided '!spirv.ptr<f32, Input>'}}
    %0 = spirv.AccessChain %s[%c] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32 -> !spirv.ptr<f32, Input>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%s: !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>) "None" {
    %c = spirv.Constant 0 : i32
    // expected-error @+1 {{custom op 'spirv.AccessChain' number of operands and types do not match: got 2 operands and 1 types}}
    %0 = spirv.AccessChain %s[%c, %c] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32 -> !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%s: !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>) "None" {
    %u = spirv.Undef : i32
    // expected-error @+1 {{'spirv.AccessChain' index must be an integer spirv.Constant to access element of spirv.struct, but provided spirv.Undef}}
    %0 = spirv.AccessChain %s[%u] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32 -> !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error @+1 {{'spirv.AccessChain' op result #0 must be any SPIR-V pointer type, but got 'f32'}}
    %0 = "spirv.AccessChain"(%p) : (!spirv.ptr<f32, Function>) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-note @+1 {{prior use here}}
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error @+1 {{use of value '%p' expects different type than prior uses: '!spirv.ptr<i32, Function>' vs '!spirv.ptr<f32, Function>'}}
    %0 = spirv.Load "Function" %p : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-note @+1 {{prior use here}}
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error @+1 {{use of value '%p' expects different type than prior uses: '!spirv.ptr<f32, Input>' vs '!spirv.ptr<f32, Function>'}}
    %0 = spirv.Load "Input" %p : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error @+1 {{custom op 'spirv.Load' invalid storage_class attribute specification: "Bogus"}}
    %0 = spirv.Load "Bogus" %p : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error @+1 {{expected attribute value}}
    %0 = spirv.Load Function %p : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error @+1 {{expected ','}}
    %0 = spirv.Load "Function" %p ["Aligned"] : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error @+1 {{expected ']'}}
    %0 = spirv.Load "Function" %p ["Volatile", 4] : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error @+1 {{custom op 'spirv.Load' invalid memory_access attribute specification: "Bogus"}}
    %0 = spirv.Load "Function" %p ["Bogus"] : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error @+1 {{'spirv.Load' op invalid alignment specification without aligned memory access specification}}
    %0 = "spirv.Load"(%p) {alignment = 4 : i32} : (!spirv.ptr<f32, Function>) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error @+1 {{'spirv.Load' op missing alignment value}}
    %0 = "spirv.Load"(%p) {memory_access = #spirv.memory_access<Aligned>} : (!spirv.ptr<f32, Function>) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>) "None" {
    // expected-error @+1 {{'spirv.Load' op invalid alignment specification with non-aligned memory access specification}}
    %0 = "spirv.Load"(%p) {memory_access = #spirv.memory_access<Volatile>, alignment = 4 : i32} : (!spirv.ptr<f32, Function>) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: f32) "None" {
    // expected-error @+1 {{'spirv.Load' op operand #0 must be any SPIR-V pointer type, but got 'f32'}}
    %0 = "spirv.Load"(%p) : (f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-note @+1 {{prior use here}}
  spirv.func @f(%p: !spirv.ptr<f32, Function>, %v: f32) "None" {
    // expected-error @+1 {{use of value '%p' expects different type than prior uses: '!spirv.ptr<i32, Function>' vs '!spirv.ptr<f32, Function>'}}
    spirv.Store "Function" %p, %v : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>, %v: f32) "None" {
    // expected-error @+1 {{custom op 'spirv.Store' expected 2 operands}}
    spirv.Store "Function" %p : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>, %v: f32) "None" {
    // expected-error @+1 {{expected ','}}
    spirv.Store "Function" %p, %v ["Aligned"] : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%p: !spirv.ptr<f32, Function>, %v: i32) "None" {
    // expected-error @+1 {{'spirv.Store' op mismatch in result type and pointer type}}
    "spirv.Store"(%p, %v) : (!spirv.ptr<f32, Function>, i32) -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Variable' op can only be used to model function-level variables. Use spirv.GlobalVariable for module-level variables.}}
    %0 = spirv.Variable : !spirv.ptr<f32, Private>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{custom op 'spirv.Variable' expected spirv.ptr type}}
    %0 = spirv.Variable : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Variable' op storage class must match result pointer's storage class}}
    %0 = "spirv.Variable"() {storage_class = #spirv.storage_class<Function>} : () -> !spirv.ptr<f32, Private>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%v: f32) "None" {
    // expected-error @+1 {{'spirv.Variable' op initializer must be the result of a constant or spirv.GlobalVariable op}}
    %0 = spirv.Variable init(%v) : !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Variable' op cannot have 'descriptor_set' attribute (only allowed in spirv.GlobalVariable)}}
    %0 = spirv.Variable bind(0, 1) : !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Variable' op cannot have 'built_in' attribute (only allowed in spirv.GlobalVariable)}}
    %0 = spirv.Variable {built_in = "GlobalInvocationId"} : !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Variable' op  with physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'}}
    %0 = spirv.Variable : !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Variable' op  with physical buffer pointer must have exactly one aliasing decoration}}
    %0 = spirv.Variable {aliased_pointer, restrict_pointer} : !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %0 = spirv.Variable : !spirv.ptr<f32, Function>
    %1 = spirv.Variable : !spirv.ptr<i32, Function>
    // expected-error @+1 {{'spirv.CopyMemory' op both operands must be pointers to the same type}}
    "spirv.CopyMemory"(%0, %1) : (!spirv.ptr<f32, Function>, !spirv.ptr<i32, Function>) -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %0 = spirv.Variable : !spirv.ptr<f32, Function>
    %1 = spirv.Variable : !spirv.ptr<f32, Function>
    // expected-error @+1 {{'spirv.CopyMemory' op invalid alignment specification without aligned memory access specification}}
    "spirv.CopyMemory"(%0, %1) {source_alignment = 4 : i32} : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %0 = spirv.Variable : !spirv.ptr<f32, Function>
    %1 = spirv.Variable : !spirv.ptr<f32, Function>
    // expected-error @+1 {{'spirv.CopyMemory' op missing alignment value}}
    "spirv.CopyMemory"(%0, %1) {source_memory_access = #spirv.memory_access<Aligned>} : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %0 = spirv.Variable : !spirv.ptr<f32, Function>
    %1 = spirv.Variable : !spirv.ptr<f32, Function>
    // expected-error @+1 {{'spirv.CopyMemory' op invalid alignment specification with non-aligned memory access specification}}
    "spirv.CopyMemory"(%0, %1) {memory_access = #spirv.memory_access<Volatile>, alignment = 4 : i32} : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %0 = spirv.Variable : !spirv.ptr<f32, Function>
    %1 = spirv.Variable : !spirv.ptr<f32, Function>
    // expected-error @+1 {{'spirv.CopyMemory' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
    spirv.CopyMemory "Function" %0, "Function" %1 ["Aligned", 3] : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-note @+1 {{prior use here}}
    %0 = spirv.Variable : !spirv.ptr<f32, Function>
    %1 = spirv.Variable : !spirv.ptr<f32, Function>
    // expected-error @+1 {{use of value '%0' expects different type than prior uses: '!spirv.ptr<i32, Function>' vs '!spirv.ptr<f32, Function>'}}
    spirv.CopyMemory "Function" %0, "Function" %1 : i32
    spirv.Return
  }
}

// -----

func.func @load_alignment(%p : !spirv.ptr<f32, Function>) {
  // expected-error @+1 {{'spirv.Load' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = spirv.Load "Function" %p ["Aligned", 3] : f32
  return
}

// -----

func.func @store_alignment(%p : !spirv.ptr<f32, Function>, %v : f32) {
  // expected-error @+1 {{'spirv.Store' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  spirv.Store "Function" %p, %v ["Aligned", 0] : f32
  return
}
