// Diagnostics of the `spirv` attribute parser and of the dialect's
// discardable attributes, with MLIR 22's wording (each case also passes
// `mlir-opt-22 --verify-diagnostics`).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// -----

// expected-error @+1 {{unknown SPIR-V attribute kind: bogus}}
"foo.op"() {a = #spirv.bogus<x>} : () -> ()

// -----

// expected-error @+1 {{expected '<'}}
"foo.op"() {a = #spirv.scope} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"foo.op"() {a = #spirv.storage_class<Input, Output>} : () -> ()

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse SPIRV_FunctionControlAttr parameter 'value' which is to be a `::mlir::spirv::FunctionControl`}}
"foo.op"() {a = #spirv.function_control<>} : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::spirv::StorageClass to be one of: }}
// expected-error @+1 {{failed to parse SPIRV_StorageClassAttr parameter 'value' which is to be a `::mlir::spirv::StorageClass`}}
"foo.op"() {a = #spirv.storage_class<Bogus>} : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::spirv::FunctionControl to be one of: }}
// expected-error @+1 {{failed to parse SPIRV_FunctionControlAttr parameter 'value' which is to be a `::mlir::spirv::FunctionControl`}}
"foo.op"() {a = #spirv.function_control<Inline|Bogus>} : () -> ()

// -----

// expected-error @+1 {{expected valid keyword}}
"foo.op"() {a = #spirv.vce<64>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"foo.op"() {a = #spirv.vce<v1.0>} : () -> ()

// -----

// expected-error @+1 {{unknown version: V_x_y}}
"foo.op"() {a = #spirv.vce<V_x_y, []>} : () -> ()

// -----

// expected-error @+1 {{unknown version: v1.7}}
"foo.op"() {a = #spirv.vce<v1.7, [], []>} : () -> ()

// -----

// expected-error @+1 {{expected valid keyword}}
"foo.op"() {a = #spirv.vce<v1.0, [32: i32], [Shader]>} : () -> ()

// -----

// expected-error @+1 {{unknown extension: SPIRV_Something}}
"foo.op"() {a = #spirv.vce<v1.0, [Shader], [SPIRV_Something]>} : () -> ()

// -----

// expected-error @+1 {{unknown capability: Something}}
"foo.op"() {a = #spirv.vce<v1.0, [Something], []>} : () -> ()

// -----

// expected-error @+1 {{expected '['}}
"foo.op"() {a = #spirv.vce<v1.0, Shader, []>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"foo.op"() {a = #spirv.vce<v1.0, [Shader], [], []>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"foo.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [], []>>} : () -> ()

// -----

// expected-error @+1 {{unknown client API: Foo}}
"foo.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [], []>, api=Foo, #spirv.resource_limits<>>} : () -> ()

// -----

// expected-error @+1 {{unknown vendor: Foo}}
"foo.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [], []>, Foo, #spirv.resource_limits<>>} : () -> ()

// -----

// expected-error @+1 {{unknown device type: Foo}}
"foo.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [], []>, AMD:Foo, #spirv.resource_limits<>>} : () -> ()

// -----

// expected-error @+1 {{expected integer value}}
"foo.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [], []>, AMD:CPU:x, #spirv.resource_limits<>>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"foo.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>, api=Vulkan>} : () -> ()

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
"foo.op"() {a = #spirv.target_env<#spirv.vce<v1.0, [], []>, 1, #spirv.resource_limits<>>} : () -> ()

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
"foo.op"() {a = #spirv.target_env<1, #spirv.resource_limits<>>} : () -> ()

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: foo}}
"foo.op"() {a = #spirv.resource_limits<foo = 1>} : () -> ()

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: subgroup_size}}
"foo.op"() {a = #spirv.resource_limits<subgroup_size = 1, subgroup_size = 2>} : () -> ()

// -----

// expected-error @+1 {{missing descriptor set}}
"foo.op"() {a = #spirv.interface_var_abi<()>} : () -> ()

// -----

// expected-error @+1 {{missing binding}}
"foo.op"() {a = #spirv.interface_var_abi<(1,)>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"foo.op"() {a = #spirv.interface_var_abi<(0)>} : () -> ()

// -----

// expected-error @+1 {{unknown storage class: Foo}}
"foo.op"() {a = #spirv.interface_var_abi<(1,2), Foo>} : () -> ()

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: foo}}
"foo.op"() {a = #spirv.entry_point_abi<foo = 1>} : () -> ()

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: workgroup_size}}
"foo.op"() {a = #spirv.entry_point_abi<workgroup_size = [64, 1, 1], workgroup_size = [1]>} : () -> ()

// -----

// expected-error @+1 {{found unsupported 'spirv.something' attribute on operation}}
"foo.op"() {spirv.something = 64} : () -> ()

// -----

// expected-error @+1 {{'spirv.entry_point_abi' attribute must be an entry point ABI attribute}}
"foo.op"() {spirv.entry_point_abi = 64} : () -> ()

// -----

// expected-error @+1 {{'spirv.target_env' must be a spirv::TargetEnvAttr}}
"foo.op"() {spirv.target_env = 64} : () -> ()

// -----

// expected-error @+1 {{found unsupported 'spirv.interface_var_abi' attribute on operation}}
"foo.op"() {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>} : () -> ()

// -----

// expected-error @+2 {{expected '['}}
// expected-error @+1 {{failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a `DenseI32ArrayAttr`}}
"foo.op"() {a = #spirv.entry_point_abi<workgroup_size = 64>} : () -> ()
