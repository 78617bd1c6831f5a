// What a target cannot express, and inputs the lowering cannot take, are
// diagnostics at the op concerned, naming the resource or value, its type,
// what is missing and the target environment.

// RUN: %hlsl-opt %s --split-input-file --convert-hlsl-to-spirv="target-env=vulkan1.2" --verify-diagnostics

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  // expected-error @+1 {{resource 'Doubles' of type '!hlsl.handle<uav, f64, raw>' cannot be lowered to SPIR-V: f64 in StorageBuffer storage needs capability Float64, which target environment vulkan1.2 does not allow}}
  %d = hlsl.handlefrombinding "Doubles"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<f64>
  // expected-error @+1 {{resource 'Halves' of type '!hlsl.handle<srv, vector<2xf16>, raw>' cannot be lowered to SPIR-V: f16 in StorageBuffer storage needs capability StorageBuffer16BitAccess, which target environment vulkan1.2 does not allow}}
  %h = hlsl.handlefrombinding "Halves"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.StructuredBuffer<vector<2xf16>>
  // expected-error @+1 {{resource 'Cubes' of type '!hlsl.handle<srv, vector<4xf32>, dim = cube, array>' cannot be lowered to SPIR-V: a sampled cube array image needs capability SampledCubeArray, which target environment vulkan1.2 does not allow}}
  %c = hlsl.handlefrombinding "Cubes"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.TextureCUBEArray<vector<4xf32>>
  // expected-error @+1 {{resource 'RWMS' of type '!hlsl.handle<uav, vector<4xf32>, dim = 2d, ms = 4>' cannot be lowered to SPIR-V: a multisampled storage image needs capability StorageImageMultisample, which target environment vulkan1.2 does not allow}}
  %m = hlsl.handlefrombinding "RWMS"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.RWTexture2DMS<vector<4xf32>, 4>
  // expected-error @+1 {{resource 'Unbounded' cannot be lowered to SPIR-V: an unbounded array of resources needs capability RuntimeDescriptorArray, which target environment vulkan1.2 does not allow}}
  %u = hlsl.handlefrombinding "Unbounded"[%c0] space(1) lower_bound(0) range_size(0) : !hlsl.Texture2D<vector<4xf32>>
  // expected-error @+1 {{resource 'Longs' of type '!hlsl.handle<uav, si64, dim = 2d>' cannot be lowered to SPIR-V: a 64-bit integer image needs capability Int64ImageEXT, which target environment vulkan1.2 does not allow}}
  %l = hlsl.handlefrombinding "Longs"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.RWTexture2D<si64>
  return
}

// -----

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %xy = vector.broadcast %c0 : i32 to vector<2xi32>
  %t = hlsl.handlefrombinding "Three"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWTexture2D<vector<3xf32>>
  // expected-error @+1 {{'!hlsl.handle<uav, vector<3xf32>, dim = 2d>' has no storage image format for its element: reading a storage image of Unknown format needs capability StorageImageReadWithoutFormat, which target environment vulkan1.2 does not allow}}
  %v = hlsl.texture.load %t[%xy] : !hlsl.handle<uav, vector<3xf32>, dim = 2d>, vector<2xi32> -> vector<3xf32>
  // expected-error @+1 {{writing a storage image of Unknown format needs capability StorageImageWriteWithoutFormat}}
  hlsl.texture.store %v, %t[%xy] : vector<3xf32>, !hlsl.handle<uav, vector<3xf32>, dim = 2d>, vector<2xi32>
  return
}

// -----

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  // Reported once per type, at its first value.
  // expected-error @+1 {{'arith.constant' op result #0 of type 'i64' cannot be lowered to SPIR-V: i64 needs capability Int64, which target environment vulkan1.2 does not allow}}
  %a = arith.constant 1 : i64
  %b = arith.constant 2 : i64
  %c = arith.addi %a, %b : i64
  return
}

// -----

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  // expected-note @+1 {{resource 'First' is bound here}}
  %a = hlsl.handlefrombinding "First"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  // Another register class at the same number: the same binding.
  // expected-error @+1 {{resource 'Second' is bound to descriptor set 0, binding 3, which resource 'First' already uses}}
  %b = hlsl.handlefrombinding "Second"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  // Another space: no conflict.
  %c = hlsl.handlefrombinding "Third"[%c0] space(1) lower_bound(3) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  // Counters share the numbering (resources are reserved before counters).
  // expected-error @+1 {{the counter of resource 'First' is bound to descriptor set 0, binding 4, which resource 'Fourth' already uses}}
  %cnt = hlsl.counterhandlefrombinding %a binding(4) space(0) : !hlsl.RWStructuredBuffer<f32>
  // expected-note @+1 {{resource 'Fourth' is bound here}}
  %d = hlsl.handlefrombinding "Fourth"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  return
}

// -----

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %a = hlsl.handlefrombinding "A"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  // expected-note @+1 {{first bound here}}
  %c1 = hlsl.counterhandlefrombinding %a binding(1) space(0) : !hlsl.RWStructuredBuffer<f32>
  // expected-error @+1 {{counter of resource 'A' is bound differently here than before}}
  %c2 = hlsl.counterhandlefrombinding %a binding(2) space(0) : !hlsl.RWStructuredBuffer<f32>
  return
}

// -----

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  // expected-note @+1 {{first declared here}}
  %a = hlsl.handlefrombinding "A"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  // expected-error @+1 {{resource 'A' is declared with type '!hlsl.handle<uav, i32, raw>' here and with type '!hlsl.handle<uav, f32, raw>' elsewhere}}
  %b = hlsl.handlefrombinding "A"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  return
}

// -----

// expected-error @+1 {{argument #0 of type '!hlsl.handle<cbuffer, !hlsl.struct<"C", (f32)>, row>' cannot be lowered to SPIR-V: SPIR-V's logical addressing passes no Uniform-storage pointer (a cbuffer, or a Vulkan 1.0 storage buffer) to a function; inline the function}}
func.func @helper(%cb: !hlsl.cbuffer<!hlsl.struct<"C", (f32)>>) -> f32 {
  %v = hlsl.cbuffer.load %cb member [0] : !hlsl.handle<cbuffer, !hlsl.struct<"C", (f32)>, row> -> f32
  return %v : f32
}

// -----

// expected-error @+1 {{argument #0 of type '!hlsl.handle<uav, f32, raw>' cannot be lowered to SPIR-V: a storage buffer handle as a function argument needs capability VariablePointersStorageBuffer, which target environment vulkan1.2 does not allow; inline the function}}
func.func @helper(%b: !hlsl.RWStructuredBuffer<f32>) {
  return
}

// -----

// expected-error @+1 {{external function '@declared' has no SPIR-V form}}
func.func private @declared(i32) -> i32

// -----

// expected-error @+1 {{compute entry point '@main' must take no arguments and return nothing}}
func.func @main(%x: i32) attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  return
}

// -----

%c0 = arith.constant 0 : i32
// expected-error @+1 {{must be inside a 'func.func' to be lowered to SPIR-V}}
%a = hlsl.handlefrombinding "A"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<f32>
