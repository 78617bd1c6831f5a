// Verifier and parser diagnostics of the structure ops (`spirv.module`,
// `spirv.func`, `spirv.GlobalVariable`, `spirv.mlir.addressof`,
// `spirv.Constant`, `spirv.SpecConstant`, `spirv.EntryPoint`,
// `spirv.ExecutionMode`), with MLIR 22's wording (each case also passes
// `mlir-opt-22 --verify-diagnostics`).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// -----

// expected-error @+1 {{custom op 'spirv.module' expected valid keyword}}
spirv.module { }

// -----

// expected-error @+1 {{custom op 'spirv.module' invalid addressing_model attribute specification: Physical}}
spirv.module Physical { }

// -----

// expected-error @+1 {{custom op 'spirv.module' expected valid keyword}}
spirv.module Logical { }

// -----

// expected-error @+1 {{custom op 'spirv.module' invalid memory_model attribute specification: Bla}}
spirv.module Logical Bla { }

// -----

// expected-error @+1 {{custom op 'spirv.module' invalid kind of attribute specified}}
spirv.module Logical GLSL450 requires #spirv.storage_class<Input> { }

// -----

// expected-error @+1 {{'spirv.module' op expects region #0 to have 0 or 1 blocks}}
spirv.module Logical GLSL450 {
^first:
  spirv.Return
^second:
  spirv.Return
}

// -----

// expected-error @+1 {{'spirv.module' op Operations with a 'SymbolTable' must have exactly one block}}
"spirv.module"() ({}) {addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>} : () -> ()

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.module' can only contain spirv.* ops}}
  "dialect.op"() : () -> ()
}

// -----

spirv.module Logical GLSL450 {

  spirv.func @f() "None" {
    // expected-error @+1 {{functions in 'spirv.module' can only contain spirv.* ops}}
    "dialect.op"() : () -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)}}
  spirv.func @extern() -> () "None"
}

// -----

spirv.module Logical GLSL450 {
  // expected-note @+1 {{see existing symbol definition here}}
  spirv.func @f() "None" {
    spirv.Return
  }
  // expected-error @+1 {{redefinition of symbol named 'f'}}
  spirv.func @f() "None" {
    spirv.Return
  }
}

// -----

// expected-error @+1 {{custom op 'spirv.func' expected function_control attribute specified as string}}
spirv.func @missing_function_control() { spirv.Return }

// -----

// expected-error @+1 {{custom op 'spirv.func' invalid function_control attribute specification: "Bogus"}}
spirv.func @bad_control() "Bogus" { spirv.Return }

// -----

// expected-error @+1 {{'spirv.func' op cannot have more than one result}}
spirv.func @cannot_have_more_than_one_result(%arg: i32) -> (i32, i32) "None"

// -----

// expected-error @+1 {{custom op 'spirv.func' expected SSA identifier}}
spirv.func @cannot_have_variadic_arguments(%arg: i32, ...) "None"

// -----

spirv.module Logical GLSL450 {
  spirv.func @outer_func() -> () "None" {
    // expected-error @+1 {{'spirv.func' op failed to verify that op must appear in a module-like op's block}}
    spirv.func @inner_func() -> () "None" {
      spirv.Return
    }
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() -> i32 "None" {
    // expected-error @+1 {{'spirv.Return' op cannot be used in functions returning value}}
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %0 = spirv.Constant 1 : i32
    // expected-error @+1 {{'spirv.ReturnValue' op returns 1 value but enclosing function requires 0 results}}
    spirv.ReturnValue %0 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() -> i32 "None" {
    %0 = spirv.Constant 1.0 : f32
    // expected-error @+1 {{'spirv.ReturnValue' op  return value's type ('f32') mismatch with function's result type ('i32')}}
    spirv.ReturnValue %0 : f32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%c: i1) -> i32 "None" {
    spirv.mlir.selection {
      spirv.BranchConditional %c, ^bb1, ^bb2
    ^bb1:
      // expected-error @+1 {{'spirv.Return' op cannot be used in functions returning value}}
      spirv.Return
    ^bb2:
      spirv.mlir.merge
    }
    %0 = spirv.Constant 1 : i32
    spirv.ReturnValue %0 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
  "spirv.func"() ({
  ^bb0(%a: f32):
    spirv.Return
  }) {function_type = (i32) -> (), sym_name = "f", function_control = #spirv.function_control<None>} : () -> ()
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.func' op entry block must have 1 arguments to match function signature}}
  "spirv.func"() ({
    spirv.Return
  }) {function_type = (i32) -> (), sym_name = "f", function_control = #spirv.function_control<None>} : () -> ()
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{custom op 'spirv.GlobalVariable' expected spirv.ptr type}}
  spirv.GlobalVariable @var0 : f32
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.GlobalVariable' op result must be of a !spv.ptr type}}
  "spirv.GlobalVariable"() {sym_name = "var0", type = none} : () -> ()
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.GlobalVariable' op initializer must be result of a spirv.SpecConstant or spirv.SpecConstantCompositeOp op}}
  spirv.GlobalVariable @var0 initializer(@var1) : !spirv.ptr<f32, Private>
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @var1 : !spirv.ptr<f32, Private>
  // expected-error @+1 {{'spirv.GlobalVariable' op initializer must be result of a spirv.SpecConstant or spirv.SpecConstantCompositeOp op}}
  spirv.GlobalVariable @var0 initializer(@var1) : !spirv.ptr<f32, Private>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.GlobalVariable' op storage class cannot be 'Generic'}}
  spirv.GlobalVariable @var0 : !spirv.ptr<f32, Generic>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.GlobalVariable' op storage class cannot be 'Function'}}
  spirv.GlobalVariable @var0 : !spirv.ptr<f32, Function>
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @foo() "None" {
    // expected-error @+1 {{'spirv.GlobalVariable' op failed to verify that op must appear in a module-like op's block}}
    spirv.GlobalVariable @var0 : !spirv.ptr<f32, Input>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{custom op 'spirv.GlobalVariable' invalid kind of attribute specified}}
  spirv.GlobalVariable @var0 built_in(42) : !spirv.ptr<f32, Input>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{expected ','}}
  spirv.GlobalVariable @var0 bind(1) : !spirv.ptr<f32, Uniform>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{custom op 'spirv.GlobalVariable' invalid kind of attribute specified}}
  spirv.GlobalVariable @var0 initializer("x") : !spirv.ptr<f32, Private>
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @var1 : !spirv.ptr<f32, Input>
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.addressof' op expected spirv.GlobalVariable symbol}}
    %0 = spirv.mlir.addressof @var2 : !spirv.ptr<f32, Input>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @var1 : !spirv.ptr<f32, Input>
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.addressof' op result type mismatch with the referenced global variable's type}}
    %0 = spirv.mlir.addressof @var1 : !spirv.ptr<f32, Output>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @var1 : !spirv.ptr<f32, Input>
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.addressof' op result #0 must be any SPIR-V pointer type, but got 'f32'}}
    %0 = spirv.mlir.addressof @var1 : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @var1 : !spirv.ptr<f32, Input>
  // expected-error @+1 {{'spirv.mlir.addressof' op failed to verify that op must appear in a function-like op's block}}
  %0 = spirv.mlir.addressof @var1 : !spirv.ptr<f32, Input>
}

// -----

spirv.module Logical GLSL450 {

  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op cannot have attribute: unit}}
    %0 = spirv.Constant unit : none
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {

  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op result or element type ('vector<2xf32>') does not match value type ('vector<2xi32>'), must be the same or spirv.array}}
    %0 = spirv.Constant [dense<3.0> : vector<2xf32>, dense<4> : vector<2xi32>] : !spirv.array<2xvector<2xf32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {

  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op must have spirv.array result type for array value}}
    %0 = spirv.Constant [dense<3.0> : vector<2xf32>] : !spirv.rtarray<vector<2xf32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {

  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op only support nested array result type}}
    %0 = spirv.Constant dense<3.0> : tensor<2x2xf32> : !spirv.array<2xvector<2xf32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {

  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op result or element type ('vector<4xi32>') does not match value type ('tensor<4xi32>'), must be the same or spirv.array}}
    %0 = "spirv.Constant"() {value = dense<0> : tensor<4xi32>} : () -> (vector<4xi32>)
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {

  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op result element type ('i32') does not match value element type ('f32')}}
    %0 = spirv.Constant dense<1.0> : tensor<2x3xf32> : !spirv.array<2 x !spirv.array<3 x i32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {

  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op result number of elements (6) does not match value number of elements (4)}}
    %0 = spirv.Constant dense<1.0> : tensor<2x2xf32> : !spirv.array<2 x !spirv.array<3 x f32>>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {

  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op result type ('f32') does not match value type ('i32')}}
    %0 = "spirv.Constant"() {value = 1 : i32} : () -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {

  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.Constant' op result #0 must be void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V pointer type or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V sampled image type or any SPIR-V image type or any SPIR-V tensorArm type, but got 'index'}}
    %0 = "spirv.Constant"() {value = 1 : index} : () -> index
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.SpecConstant' op SpecId cannot be negative}}
  spirv.SpecConstant @sc2 spec_id(-5) = 42 : i64
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.SpecConstant' op default value bitwidth disallowed}}
  spirv.SpecConstant @sc = 15 : i4
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.SpecConstant' op default value can only be a bool, integer, or float scalar}}
  spirv.SpecConstant @sc = dense<[2, 3]> : vector<2xi32>
}

// -----

spirv.module Logical GLSL450 {

  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.SpecConstant' op failed to verify that op must appear in a module-like op's block}}
    spirv.SpecConstant @sc = false
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @do_nothing() -> () "None" {
    spirv.Return
  }
  // expected-error @+1 {{custom op 'spirv.EntryPoint' invalid kind of attribute specified}}
  spirv.EntryPoint "GLCompute" "do_nothing"
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @do_nothing() -> () "None" {
    spirv.Return
  }
  // expected-error @+1 {{function 'do_something' not found in 'spirv.module'}}
  spirv.EntryPoint "GLCompute" @do_something
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @do_nothing() -> () "None" {
    // expected-error @+1 {{'spirv.EntryPoint' op failed to verify that op must appear in a module-like op's block}}
    spirv.EntryPoint "GLCompute" @do_something
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @do_nothing() -> () "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @do_nothing
  // expected-error @+1 {{duplicate of a previous EntryPointOp}}
  spirv.EntryPoint "GLCompute" @do_nothing
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @do_nothing() -> () "None" {
    spirv.Return
  }
  // expected-error @+1 {{custom op 'spirv.EntryPoint' invalid execution_model attribute specification: "ContractionOff"}}
  spirv.EntryPoint "ContractionOff" @do_nothing
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @do_nothing() -> () "None" {
    spirv.Return
  }
  // expected-error @+1 {{expected attribute value}}
  spirv.EntryPoint GLCompute @do_nothing
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @var : !spirv.ptr<f32, Input>
  spirv.func @do_nothing() -> () "None" {
    spirv.Return
  }
  // expected-error @+1 {{expected spirv.GlobalVariable symbol reference instead of'@do_nothing'}}
  spirv.EntryPoint "GLCompute" @do_nothing, @do_nothing
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @do_nothing() -> () "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @do_nothing
  // expected-error @+1 {{custom op 'spirv.ExecutionMode' invalid execution_mode attribute specification: "GLCompute"}}
  spirv.ExecutionMode @do_nothing "GLCompute", 3, 4, 5
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @do_nothing() -> () "None" {
    spirv.Return
  }
  spirv.ExecutionMode @do_nothing "LocalSize", 3.0
// expected-error @+1 {{floating point value not valid for specified type}}
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %1 = spirv.Constant 2.0 : f32
    // expected-error @+1 {{'spirv.SpecConstantOperation' op invalid enclosed op}}
    %2 = spirv.SpecConstantOperation wraps "spirv.FAdd"(%1, %1) : (f32, f32) -> f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %1 = spirv.Constant 2 : i32
    // expected-error @+1 {{'spirv.SpecConstantOperation' op expected exactly 2 nested ops}}
    %2 = "spirv.SpecConstantOperation"() ({
        %a = spirv.IAdd %1, %1 : i32
        %b = spirv.IAdd %a, %1 : i32
        spirv.mlir.yield %b : i32
    }) : () -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %1 = spirv.Constant 2 : i32
    // expected-error @+1 {{'spirv.mlir.yield' op expects parent op 'spirv.SpecConstantOperation'}}
    spirv.mlir.yield %1 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    %1 = spirv.Constant 2 : i32
    // expected-error @+1 {{empty operation name is invalid}}
    %2 = spirv.SpecConstantOperation wraps %1 : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  %1 = spirv.Constant 2 : i32
  // expected-error @+1 {{'spirv.SpecConstantOperation' op failed to verify that op must appear in a function-like op's block}}
  %2 = spirv.SpecConstantOperation wraps "spirv.IAdd"(%1, %1) : (i32, i32) -> i32
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.func' op arguments may only have dialect attributes}}
  spirv.func @plain_argument_attribute(%arg0: i32 {foo}) "None" {
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.func' op results may only have dialect attributes}}
  spirv.func @plain_result_attribute() -> (i32 {foo}) "None" {
    %0 = spirv.Constant 0 : i32
    spirv.ReturnValue %0 : i32
  }
}

// -----

// The signature's rules come before the argument attributes' (the function
// interface's verifier runs `verifyType` first).
// expected-error @+1 {{'spirv.func' op with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'}}
spirv.func @physical(%arg0 : !spirv.ptr<i32, PhysicalStorageBuffer> { random_attr = #spirv.decoration<Aliased> }) "None" {
  spirv.Return
}

// -----

// Unnamed arguments and a body: the entry block is the body's own.
// expected-error @+1 {{'spirv.func' op entry block must have 1 arguments to match function signature}}
spirv.func @unnamed(f32) "None" {
  spirv.Return
}

// -----

// expected-error @+1 {{'spirv.func' op type of entry block argument #0('f64') must match the type of the corresponding argument in function signature('f32')}}
spirv.func @unnamed(f32) "None" {
^bb0(%arg0: f64):
  spirv.Return
}
