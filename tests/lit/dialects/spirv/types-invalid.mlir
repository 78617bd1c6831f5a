// Diagnostics of the `spirv` type parser, with MLIR 22's wording and
// positions (each case also passes `mlir-opt-22 --verify-diagnostics`).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// -----

// expected-error @+1 {{expected '<'}}
"foo.op"() {t = !spirv.array 4xf32>} : () -> ()

// -----

// expected-error @+1 {{expected single integer for array element count}}
"foo.op"() {t = !spirv.array<f32>} : () -> ()

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.op"() {t = !spirv.array<4 f32>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() {t = !spirv.array<4x>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() {t = !spirv.array<4xblabla>} : () -> ()

// -----

// expected-error @+1 {{expected single integer for array element count}}
"foo.op"() {t = !spirv.array<4x3xf32>} : () -> ()

// -----

// expected-error @+1 {{only 1-D vector allowed but found 'vector<4x3xf32>'}}
"foo.op"() {t = !spirv.array<4xvector<4x3xf32>>} : () -> ()

// -----

// expected-error @+1 {{cannot use 'tensor<4xf32>' to compose SPIR-V types}}
"foo.op"() {t = !spirv.array<4xtensor<4xf32>>} : () -> ()

// -----

// expected-error @+1 {{only 1/8/16/32/64-bit integer type allowed but found 'i256'}}
"foo.op"() {t = !spirv.array<4xi256>} : () -> ()

// -----

// expected-error @+1 {{cannot use 'index' to compose SPIR-V types}}
"foo.op"() {t = !spirv.array<4xindex>} : () -> ()

// -----

// expected-error @+1 {{cannot use '!foo.bar' to compose SPIR-V types}}
"foo.op"() {t = !spirv.array<4x!foo.bar>} : () -> ()

// -----

// expected-error @+1 {{vector length has to be less than or equal to 4 but found 8}}
"foo.op"() {t = !spirv.array<4xvector<8xf32>>} : () -> ()

// -----

// expected-error @+1 {{ArrayStride must be greater than zero}}
"foo.op"() {t = !spirv.array<4xi32, stride=0>} : () -> ()

// -----

// expected-error @+1 {{expected 'stride'}}
"foo.op"() {t = !spirv.array<4xi32, strid=4>} : () -> ()

// -----

// expected-error @+1 {{expected array length greater than 0}}
"foo.op"() {t = !spirv.array<0xf32>} : () -> ()

// -----

// expected-error @+1 {{expected '<'}}
"foo.op"() {t = !spirv.ptr f32, Uniform>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"foo.op"() {t = !spirv.ptr<f32 Uniform>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() {t = !spirv.ptr<, Uniform>} : () -> ()

// -----

// expected-error @+1 {{unknown storage class: SomeStorageClass}}
"foo.op"() {t = !spirv.ptr<f32, SomeStorageClass>} : () -> ()

// -----

// expected-error @+1 {{expected '<'}}
"foo.op"() {t = !spirv.rtarray f32>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() {t = !spirv.rtarray<>} : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() {t = !spirv.rtarray<4xf32>} : () -> ()

// -----

// expected-error @+1 {{ArrayStride must be greater than zero}}
"foo.op"() {t = !spirv.rtarray<i32, stride=0>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"foo.op"() {t = !spirv.image<f32>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"foo.op"() {t = !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"foo.op"() {t = !spirv.image<f32, Dim1D NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute: 'Dim4D'}}
"foo.op"() {t = !spirv.image<f32, Dim4D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute: 'Depth'}}
"foo.op"() {t = !spirv.image<f32, Dim1D, Depth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute: 'Rgba32'}}
"foo.op"() {t = !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rgba32>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"foo.op"() {t = !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown, Unknown>} : () -> ()

// -----

// expected-error @+1 {{sampled image must be composed using image type, got 'f32'}}
"foo.op"() {t = !spirv.sampled_image<f32>} : () -> ()

// -----

// expected-error @+1 {{offset specification must be given for all members}}
"foo.op"() {t = !spirv.struct<(f32, i32 [4])>} : () -> ()

// -----

// expected-error @+1 {{offset specification must be given for all members}}
"foo.op"() {t = !spirv.struct<(f32 [3], i32)>} : () -> ()

// -----

// expected-error @+1 {{expected ')'}}
"foo.op"() {t = !spirv.struct<(f32 i32)>} : () -> ()

// -----

// expected-error @+1 {{expected ')'}}
"foo.op"() {t = !spirv.struct<(f32 [0] i32)>} : () -> ()

// -----

// expected-error @+1 {{expected ']'}}
"foo.op"() {t = !spirv.struct<(f32 [NonWritable 0])>} : () -> ()

// -----

// expected-error @+1 {{expected valid keyword}}
"foo.op"() {t = !spirv.struct<(f32 [NonWritable, 0])>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"foo.op"() {t = !spirv.struct<(f32 [0 NonWritable], i32 [4])>} : () -> ()

// -----

// expected-error @+1 {{expected ']'}}
"foo.op"() {t = !spirv.struct<(f32 [0, NonWritable NonReadable], i32 [4])>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute: 'Foo'}}
"foo.op"() {t = !spirv.struct<(f32 [0, Foo])>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"foo.op"() {t = !spirv.struct<(f32 [0]) Block>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute: 'Foo'}}
"foo.op"() {t = !spirv.struct<(f32 [0]), Foo>} : () -> ()

// -----

// expected-error @+1 {{recursive struct reference not nested in struct definition}}
"foo.op"() {t = !spirv.struct<a6>} : () -> ()

// -----

// expected-error @+1 {{identifier already used for an enclosing struct}}
"foo.op"() {t = !spirv.struct<a8, (!spirv.struct<a8, ()>)>} : () -> ()

// -----

// expected-error @+1 {{matrix is expected to have 2, 3, or 4 columns}}
"foo.op"() {t = !spirv.matrix<5 x vector<3xf32>>} : () -> ()

// -----

// expected-error @+1 {{matrix is expected to have 2, 3, or 4 columns}}
"foo.op"() {t = !spirv.matrix<1 x vector<3xf32>>} : () -> ()

// -----

// expected-error @+1 {{matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found 5}}
"foo.op"() {t = !spirv.matrix<3 x vector<5xf32>>} : () -> ()

// -----

// expected-error @+1 {{matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found 1}}
"foo.op"() {t = !spirv.matrix<3 x vector<1xf32>>} : () -> ()

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"foo.op"() {t = !spirv.matrix<2 vector<3xi32>>} : () -> ()

// -----

// expected-error @+1 {{matrix must be composed using vector type, got 'i32'}}
"foo.op"() {t = !spirv.matrix< 3 x i32>} : () -> ()

// -----

// expected-error @+1 {{matrix must be composed using vector type, got '!spirv.array<16 x f32>'}}
"foo.op"() {t = !spirv.matrix< 3 x !spirv.array<16 x f32>>} : () -> ()

// -----

// expected-error @+1 {{matrix columns' elements must be of Float type, got 'i32'}}
"foo.op"() {t = !spirv.matrix<2 x vector<3xi32>>} : () -> ()

// -----

// expected-error @+1 {{expected single unsigned integer for number of columns}}
"foo.op"() {t = !spirv.matrix< x vector<3xi32>>} : () -> ()

// -----

// expected-error @+1 {{unknown SPIR-V type: bogus}}
"foo.op"() {t = !spirv.bogus} : () -> ()
