// Handle, struct and array types that the resource rules (wg-hlsl proposal 0015's attribute
// table) reject, each with the message naming the rule.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// 'rov' on a read-only resource.
// expected-error @+1 {{'rov' requires a 'uav' resource}}
"foo.def"() : () -> !hlsl.handle<srv, f32, dim = 2d, rov>

// -----

// 'ms' needs a 2-D texture.
// expected-error @+1 {{'ms' requires 'dim = 2d'}}
"foo.def"() : () -> !hlsl.handle<srv, f32, dim = 3d, ms = 4>

// -----

// 'ms' on a typed buffer.
// expected-error @+1 {{'ms' requires 'dim = 2d'}}
"foo.def"() : () -> !hlsl.handle<uav, f32, dim = buffer, ms = 4>

// -----

// Sample count out of range.
// expected-error @+1 {{'ms' sample count must be between 1 and 255, got 300}}
"foo.def"() : () -> !hlsl.handle<srv, f32, dim = 2d, ms = 300>

// -----

// Typed elements have at most 4 components.
// expected-error @+1 {{typed resource element must have at most 4 components and 16 bytes, got 5 components and 20 bytes}}
"foo.def"() : () -> !hlsl.handle<srv, vector<5xf32>, dim = 2d>

// -----

// Typed elements have at most 16 bytes.
// expected-error @+1 {{got 4 components and 32 bytes}}
"foo.def"() : () -> !hlsl.handle<uav, vector<4xf64>, dim = buffer>

// -----

// Typed integer elements spell signedness.
// expected-error @+1 {{typed resource integer elements must spell signedness (si32/ui32), got 'i32'}}
"foo.def"() : () -> !hlsl.handle<srv, vector<4xi32>, dim = 2d>

// -----

// Typed elements are scalars or vectors.
// expected-error @+1 {{typed resource element must be a scalar or a vector}}
"foo.def"() : () -> !hlsl.handle<srv, !hlsl.struct<"S", (f32)>, dim = 2d>

// -----

// Structured elements are signless.
// expected-error @+1 {{integers in the element of a non-typed resource are signless: write 'i32', not 'si32'}}
"foo.def"() : () -> !hlsl.handle<srv, si32, raw>

// -----

// 'counter' on a byte-address buffer.
// expected-error @+1 {{'counter' requires a 'uav' raw buffer with a structured (non-'i8') element}}
"foo.def"() : () -> !hlsl.handle<uav, i8, raw, counter>

// -----

// 'counter' on a read-only buffer.
// expected-error @+1 {{'counter' requires a 'uav' raw buffer with a structured (non-'i8') element}}
"foo.def"() : () -> !hlsl.handle<srv, f32, raw, counter>

// -----

// 'counter' on a texture.
// expected-error @+1 {{'counter' requires a 'uav' raw buffer with a structured (non-'i8') element}}
"foo.def"() : () -> !hlsl.handle<uav, f32, dim = 2d, counter>

// -----

// 'row' needs a struct.
// expected-error @+1 {{'row' requires a struct element}}
"foo.def"() : () -> !hlsl.handle<cbuffer, vector<4xf32>, row>

// -----

// A cbuffer needs 'row'.
// expected-error @+1 {{'cbuffer' resource requires 'row'}}
"foo.def"() : () -> !hlsl.handle<cbuffer, !hlsl.struct<"C", (f32)>>

// -----

// A uav needs a shape.
// expected-error @+1 {{'uav' resource requires 'dim' or 'raw'}}
"foo.def"() : () -> !hlsl.handle<uav, f32>

// -----

// 'dim' and 'raw' conflict.
// expected-error @+1 {{'dim' cannot be combined with 'raw'}}
"foo.def"() : () -> !hlsl.handle<srv, f32, dim = buffer, raw>

// -----

// Writeable cube textures do not exist.
// expected-error @+1 {{'dim = cube' requires an 'srv' resource}}
"foo.def"() : () -> !hlsl.handle<uav, f32, dim = cube>

// -----

// 'array' needs a 1-D, 2-D or cube texture.
// expected-error @+1 {{'array' requires 'dim = 1d', 'dim = 2d' or 'dim = cube'}}
"foo.def"() : () -> !hlsl.handle<srv, f32, dim = 3d, array>

// -----

// Feedback textures are uav.
// expected-error @+1 {{'feedback' requires a 'uav' resource}}
"foo.def"() : () -> !hlsl.handle<srv, none, dim = 2d, feedback = min_mip>

// -----

// Feedback textures hold no element.
// expected-error @+1 {{a feedback texture's element must be 'none'}}
"foo.def"() : () -> !hlsl.handle<uav, f32, dim = 2d, feedback = min_mip>

// -----

// Samplers hold no element.
// expected-error @+1 {{a 'sampler' resource's element must be 'none'}}
"foo.def"() : () -> !hlsl.handle<sampler, f32>

// -----

// 'comparison' is for samplers.
// expected-error @+1 {{'comparison' requires a 'sampler' resource}}
"foo.def"() : () -> !hlsl.handle<srv, f32, dim = 2d, comparison>

// -----

// 'none' is for samplers and feedback textures.
// expected-error @+1 {{'none' element is only allowed for samplers and feedback textures}}
"foo.def"() : () -> !hlsl.handle<uav, none, raw>

// -----

// 'i8' is the element of byte-address buffers.
// expected-error @+1 {{'i8' (byte-address) element requires 'raw'}}
"foo.def"() : () -> !hlsl.handle<srv, i8, dim = buffer>

// -----

// A flag given twice.
// expected-error @+1 {{handle flag 'raw' is given more than once}}
"foo.def"() : () -> !hlsl.handle<srv, f32, raw, raw>

// -----

// An unknown class.
// expected-error @+1 {{unknown resource class 'texture'; expected one of: srv, uav, cbuffer, sampler}}
"foo.def"() : () -> !hlsl.handle<texture, f32, raw>

// -----

// An unknown flag.
// expected-error @+1 {{unknown handle flag 'writeonly'}}
"foo.def"() : () -> !hlsl.handle<uav, f32, raw, writeonly>

// -----

// An unknown dimension.
// expected-error @+1 {{unknown resource dimension '4d'; expected one of: 1d, 2d, 3d, cube, buffer}}
"foo.def"() : () -> !hlsl.handle<srv, f32, dim = 4d>

// -----

// An unknown feedback kind.
// expected-error @+1 {{unknown feedback kind 'max_mip'}}
"foo.def"() : () -> !hlsl.handle<uav, none, dim = 2d, feedback = max_mip>

// -----

// An element that is no HLSL type.
// expected-error @+1 {{unsupported element type 'index'}}
"foo.def"() : () -> !hlsl.handle<srv, index, raw>

// -----

// A 2-D vector element.
// expected-error @+1 {{unsupported element type 'vector<2x2xf32>'}}
"foo.def"() : () -> !hlsl.handle<srv, vector<2x2xf32>, raw>

// -----

// Struct members are signless.
// expected-error @+1 {{struct and array members use signless integers: write 'i16', not 'ui16'}}
"foo.def"() : () -> !hlsl.struct<"S", (f32, ui16)>

// -----

// Struct vectors have 1 to 4 components.
// expected-error @+1 {{vector members must have 1 to 4 components, got 'vector<8xf32>'}}
"foo.def"() : () -> !hlsl.struct<"S", (vector<8xf32>)>

// -----

// Struct members are HLSL types.
// expected-error @+1 {{unsupported member type 'index'}}
"foo.def"() : () -> !hlsl.struct<"S", (index)>

// -----

// Arrays are not empty.
// expected-error @+1 {{!hlsl.array length must be between 1 and 4294967295, got 0}}
"foo.def"() : () -> !hlsl.array<0 x f32>

// -----

// One array length.
// expected-error @+1 {{expected one array length followed by 'x'}}
"foo.def"() : () -> !hlsl.array<2x3xf32>

// -----

// Array elements are signless.
// expected-error @+1 {{write 'i8', not 'si8'}}
"foo.def"() : () -> !hlsl.array<4 x si8>

// -----

// Sugar: sample count.
// expected-error @+1 {{sample count must be between 1 and 255, got 0}}
"foo.def"() : () -> !hlsl.Texture2DMS<vector<4xf32>, 0>

// -----

// Sugar: no parameters.
// expected-error @+1 {{'SamplerState' takes no parameters}}
"foo.def"() : () -> !hlsl.SamplerState<none>

// -----

// Sugar: element checked.
// expected-error @+1 {{invalid 'RWBuffer': typed resource integer elements must spell signedness (si32/ui32), got 'i32'}}
"foo.def"() : () -> !hlsl.RWBuffer<vector<4xi32>>

// -----

// Sugar: cbuffer of a scalar.
// expected-error @+1 {{invalid 'cbuffer': 'row' requires a struct element}}
"foo.def"() : () -> !hlsl.cbuffer<f32>

// -----

// Sugar: feedback kind.
// expected-error @+1 {{unknown feedback kind 'f32'}}
"foo.def"() : () -> !hlsl.FeedbackTexture2D<f32>

// -----

// An unknown mnemonic.
// expected-error @+1 {{unknown 'hlsl' type 'RWTexture3DArray'}}
"foo.def"() : () -> !hlsl.RWTexture3DArray<f32>
