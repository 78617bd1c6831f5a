// `dx` ops that break the dialect's rules, each with the message a user sees.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'dx.resource.handlefrombinding' op requires attribute 'name'}}
%h = "dx.resource.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32}> : (i32) -> !dx.RawBuffer<i8, 0, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'dx.resource.handlefrombinding' op attribute 'space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
%h = dx.resource.handlefrombinding "B"[%c0] space(-1) lower_bound(0) range_size(1) : !dx.RawBuffer<i8, 0, 0>

// -----

// Unbounded arrays are -1, as in LLVM; 0 is no size at all.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{property 'range_size' must be >= 1, or -1 for an unbounded array, got 0}}
%h = dx.resource.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(0) : !dx.RawBuffer<i8, 0, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'dx.resource.handlefrombinding' op attribute 'lower_bound' failed to satisfy constraint: 32-bit signless integer attribute}}
%h = "dx.resource.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i64, range_size = 1 : i32, name = "B"}> : (i32) -> !dx.RawBuffer<i8, 0, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'dx.resource.handlefrombinding' op has no property 'binding' (its properties: space, lower_bound, range_size, name, non_uniform, globally_coherent, has_counter)}}
%h = "dx.resource.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32, name = "B", binding = 2 : i32}> : (i32) -> !dx.RawBuffer<i8, 0, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
// expected-error @+1 {{'dx.resource.handlefrombinding' op operand #0 must be 32-bit signless integer, but got 'i64'}}
%h = "dx.resource.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32, name = "B"}> : (i64) -> !dx.RawBuffer<i8, 0, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'dx.resource.handlefrombinding' op result #0 must be a 'dx' resource type, but got '!hlsl.handle<srv, i8, raw>'}}
%h = "dx.resource.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32, name = "B"}> : (i32) -> !hlsl.handle<srv, i8, raw>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'dx.resource.handlefrombinding' op 'globally_coherent' requires a writeable (UAV) resource}}
%h = dx.resource.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) globally_coherent : !dx.RawBuffer<i8, 0, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'dx.resource.handlefromimplicitbinding' op 'has_counter' requires a writeable structured buffer (a '!dx.RawBuffer' with a non-'i8' element)}}
%h = dx.resource.handlefromimplicitbinding "B"[%c0] order_id(0) space(0) range_size(1) has_counter : !dx.RawBuffer<i8, 1, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'dx.resource.handlefromimplicitbinding' op attribute 'order_id' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
%h = dx.resource.handlefromimplicitbinding "B"[%c0] order_id(-3) space(0) range_size(1) : !dx.RawBuffer<i8, 1, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'dx.handle.fromHeap' op has no property 'name' (its properties: non_uniform, globally_coherent, has_counter)}}
%h = "dx.handle.fromHeap"(%c0) <{name = "H"}> : (i32) -> !dx.Sampler<Default>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.TypedBuffer<vector<4xf32>, 0, 0, 0>
// expected-error @+1 {{'dx.resource.load.typedbuffer' op result #0 must be the buffer's element type 'vector<4xf32>', but got 'f32'}}
%v, %ok = dx.resource.load.typedbuffer %h[%c0] : !dx.TypedBuffer<vector<4xf32>, 0, 0, 0> -> f32

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.TypedBuffer<f32, 0, 0, 0>
// expected-error @+1 {{'dx.resource.load.typedbuffer' op result #1 must be 1-bit signless integer, but got 'i32'}}
%v:2 = "dx.resource.load.typedbuffer"(%h, %c0) : (!dx.TypedBuffer<f32, 0, 0, 0>, i32) -> (f32, i32)

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.RawBuffer<f32, 0, 0>
// expected-error @+1 {{'dx.resource.load.typedbuffer' op operand #0 must be a '!dx.TypedBuffer', but got '!dx.RawBuffer<f32, 0, 0>'}}
%v, %ok = dx.resource.load.typedbuffer %h[%c0] : !dx.RawBuffer<f32, 0, 0> -> f32

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.RawBuffer<f32, 0, 0>
// expected-error @+1 {{'dx.resource.load.rawbuffer' op expected 3 operands, but found 2}}
%v:2 = "dx.resource.load.rawbuffer"(%h, %c0) : (!dx.RawBuffer<f32, 0, 0>, i32) -> (f32, i1)

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.RawBuffer<i8, 0, 0>
// expected-error @+1 {{'dx.resource.load.rawbuffer' op result #0 must be a scalar or a vector of 1 to 4 16-, 32- or 64-bit integers or floats, but got 'vector<8xf32>'}}
%v, %ok = dx.resource.load.rawbuffer %h[%c0, %c0] : !dx.RawBuffer<i8, 0, 0> -> vector<8xf32>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.RawBuffer<vector<2xf32>, 0, 0>
// expected-error @+1 {{'dx.resource.load.rawbuffer' op result #0 'vector<4xf32>' (16 bytes) does not fit in a buffer element of 8 bytes}}
%v, %ok = dx.resource.load.rawbuffer %h[%c0, %c0] : !dx.RawBuffer<vector<2xf32>, 0, 0> -> vector<4xf32>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.RawBuffer<i8, 0, 0>
// expected-error @+1 {{expected ','}}
%v, %ok = dx.resource.load.rawbuffer %h[%c0] : !dx.RawBuffer<i8, 0, 0> -> f32

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%v = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
%h = dx.handle.fromHeap [%c0] : !dx.TypedBuffer<f32, 0, 0, 0>
// expected-error @+1 {{'dx.resource.store.typedbuffer' op operand #0 must be a writeable buffer (IsWriteable = 1), but got '!dx.TypedBuffer<f32, 0, 0, 0>'}}
dx.resource.store.typedbuffer %v, %h[%c0] : f32, !dx.TypedBuffer<f32, 0, 0, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%v = "foo.value"() : () -> vector<2xf32>
%h = dx.handle.fromHeap [%c0] : !dx.TypedBuffer<f32, 1, 0, 0>
// expected-error @+1 {{'dx.resource.store.typedbuffer' op operand #2 must be the buffer's element type 'f32' or 'vector<4xf32>', but got 'vector<2xf32>'}}
dx.resource.store.typedbuffer %v, %h[%c0] : vector<2xf32>, !dx.TypedBuffer<f32, 1, 0, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%v = "foo.value"() : () -> i8
%h = dx.handle.fromHeap [%c0] : !dx.RawBuffer<i8, 1, 0>
// expected-error @+1 {{'dx.resource.store.rawbuffer' op operand #3 must be a scalar or a vector of 1 to 4 16-, 32- or 64-bit integers or floats, but got 'i8'}}
dx.resource.store.rawbuffer %v, %h[%c0, %c0] : i8, !dx.RawBuffer<i8, 1, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.RawBuffer<i8, 1, 0>
// expected-error @+1 {{'dx.resource.updatecounter' op operand #0 must be a writeable structured buffer (a '!dx.RawBuffer' with a non-'i8' element and IsWriteable = 1), but got '!dx.RawBuffer<i8, 1, 0>'}}
%n = dx.resource.updatecounter %h delta(1) : !dx.RawBuffer<i8, 1, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.RawBuffer<f32, 1, 0>
// expected-error @+1 {{'dx.resource.updatecounter' op property 'delta' must be 1 or -1}}
%n = dx.resource.updatecounter %h delta(2) : !dx.RawBuffer<f32, 1, 0>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.RawBuffer<f32, 1, 0>
// expected-error @+1 {{'dx.resource.updatecounter' op attribute 'delta' failed to satisfy constraint: 8-bit signless integer attribute}}
%n = "dx.resource.updatecounter"(%h) <{delta = 1 : i32}> : (!dx.RawBuffer<f32, 1, 0>) -> i32

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.CBuffer<!hlsl.struct<"C", (f32)>>
// expected-error @+1 {{'dx.resource.load.cbufferrow' op result #0 must be a 128-bit row: a vector of 8 16-bit, 4 32-bit or 2 64-bit integers or floats, but got 'vector<3xf32>'}}
%row = dx.resource.load.cbufferrow %h[%c0] : !dx.CBuffer<!hlsl.struct<"C", (f32)>> -> vector<3xf32>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.handle.fromHeap [%c0] : !dx.TypedBuffer<vector<4xf32>, 0, 0, 0>
// expected-error @+1 {{'dx.resource.load.cbufferrow' op operand #0 must be a '!dx.CBuffer' or '!dx.TBuffer', but got '!dx.TypedBuffer<vector<4xf32>, 0, 0, 0>'}}
%row = dx.resource.load.cbufferrow %h[%c0] : !dx.TypedBuffer<vector<4xf32>, 0, 0, 0> -> vector<4xf32>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'dx.handle.fromHeap' op attribute 'dx.annotate_props' must be 'array<i32: WORD0, WORD1>'}}
%h = dx.handle.fromHeap [%c0] {dx.annotate_props = array<i32: 1, 2, 3>} : !dx.Sampler<Default>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'dx.handle.fromHeap' op attribute 'dx.resource' must be a '#dx.resource' record}}
%h = dx.handle.fromHeap [%c0] {dx.resource = "S"} : !dx.Sampler<Default>

// -----

// expected-error @+1 {{'foo.op' op has unknown 'dx' attribute 'dx.register'}}
"foo.op"() {dx.register = 1 : i32} : () -> ()
