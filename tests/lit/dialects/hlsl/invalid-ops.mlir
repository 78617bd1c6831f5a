// Ops that break the rules of the `hlsl` dialect, each with the message a user
// sees. Generic forms show the property names of docs/hlsl-dialect.md; custom forms
// what a user writes.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Range_size is 1, N or 0 (unbounded).
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefrombinding' op attribute 'range_size' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
%h = "hlsl.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = -1 : i32, name = "B"}> : (i32) -> !hlsl.handle<srv, i8, raw>

// -----

// Spaces are not negative.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefrombinding' op attribute 'space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
%h = hlsl.handlefrombinding "B"[%c0] space(-2) lower_bound(0) range_size(1) : !hlsl.handle<srv, i8, raw>

// -----

// Binding numbers are not negative.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefrombinding' op attribute 'lower_bound' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
%h = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(-1) range_size(1) : !hlsl.handle<srv, i8, raw>

// -----

// The name is required.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefrombinding' op requires attribute 'name'}}
%h = "hlsl.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32}> : (i32) -> !hlsl.handle<srv, i8, raw>

// -----

// Properties are i32.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefrombinding' op attribute 'space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
%h = "hlsl.handlefrombinding"(%c0) <{space = 0 : i64, lower_bound = 0 : i32, range_size = 1 : i32, name = "B"}> : (i32) -> !hlsl.handle<srv, i8, raw>

// -----

// Names are strings.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefrombinding' op attribute 'name' failed to satisfy constraint: string attribute}}
%h = "hlsl.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32, name = 7 : i32}> : (i32) -> !hlsl.handle<srv, i8, raw>

// -----

// Non_uniform is a unit attribute.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefrombinding' op attribute 'non_uniform' failed to satisfy constraint: unit attribute}}
%h = "hlsl.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32, name = "B", non_uniform = true}> : (i32) -> !hlsl.handle<srv, i8, raw>

// -----

// Unknown properties.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefrombinding' op has no property 'binding' (its properties: space, lower_bound, range_size, name, non_uniform)}}
%h = "hlsl.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32, name = "B", binding = 0 : i32}> : (i32) -> !hlsl.handle<srv, i8, raw>

// -----

// The index is i32.
%i = "foo.index"() : () -> i64
// expected-error @+1 {{'hlsl.handlefrombinding' op operand #0 must be 32-bit signless integer, but got 'i64'}}
%h = "hlsl.handlefrombinding"(%i) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32, name = "B"}> : (i64) -> !hlsl.handle<srv, i8, raw>

// -----

// The result is a handle.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefrombinding' op result #0 must be an !hlsl.handle, but got 'i32'}}
%h = "hlsl.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32, name = "B"}> : (i32) -> i32

// -----

// Counter handles come from their main handle.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{cannot create a counter handle from a binding}}
%h = "hlsl.handlefrombinding"(%c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32, name = "B"}> : (i32) -> !hlsl.handle<uav, f32, raw, counter>

// -----

// A constant index inside the range.
%c4 = "arith.constant"() <{value = 4 : i32}> : () -> i32
// expected-error @+1 {{index 4 is outside the binding range of 4 resource(s) (range_size = 4)}}
%h = hlsl.handlefrombinding "A"[%c4] space(0) lower_bound(0) range_size(4) : !hlsl.handle<srv, i8, raw>

// -----

// One operand.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefrombinding' op requires a single operand}}
%h = "hlsl.handlefrombinding"(%c0, %c0) <{space = 0 : i32, lower_bound = 0 : i32, range_size = 1 : i32, name = "B"}> : (i32, i32) -> !hlsl.handle<srv, i8, raw>

// -----

// Implicit: order ids are not negative.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefromimplicitbinding' op attribute 'order_id' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
%h = "hlsl.handlefromimplicitbinding"(%c0) <{order_id = -1 : i32, space = 0 : i32, range_size = 1 : i32, name = "B"}> : (i32) -> !hlsl.handle<srv, i8, raw>

// -----

// Implicit: range_size >= 0.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefromimplicitbinding' op attribute 'range_size' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
%h = hlsl.handlefromimplicitbinding "B"[%c0] order_id(0) space(0) range_size(-3) : !hlsl.handle<srv, i8, raw>

// -----

// Implicit: order_id is required.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.handlefromimplicitbinding' op requires attribute 'order_id'}}
%h = "hlsl.handlefromimplicitbinding"(%c0) <{space = 0 : i32, range_size = 1 : i32, name = "B"}> : (i32) -> !hlsl.handle<srv, i8, raw>

// -----

// Heap: no counter handles.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{a heap descriptor is a main handle, not a counter handle}}
%h = "hlsl.handlefromheap"(%c0) : (i32) -> !hlsl.handle<uav, f32, raw, counter>

// -----

// Heap: non-negative constant index.
%m = "arith.constant"() <{value = -1 : i32}> : () -> i32
// expected-error @+1 {{descriptor heap index must be >= 0, got -1}}
%h = hlsl.handlefromheap [%m] : !hlsl.SamplerState

// -----

// Heap: the index is i32.
%i = "foo.index"() : () -> index
// expected-error @+1 {{'hlsl.handlefromheap' op operand #0 must be 32-bit signless integer, but got 'index'}}
%h = "hlsl.handlefromheap"(%i) : (index) -> !hlsl.SamplerState

// -----

// Counters exist only for uav structured buffers.
%rw = "foo.handle"() : () -> !hlsl.RWBuffer<f32>
// expected-error @+1 {{counter handles exist only for 'uav' structured buffers (RWStructuredBuffer, AppendStructuredBuffer, ConsumeStructuredBuffer, RasterizerOrderedStructuredBuffer: 'raw' with a non-'i8' element); the main handle is '!hlsl.handle<uav, f32, dim = buffer>'}}
%c = "hlsl.counterhandlefrombinding"(%rw) <{binding = 0 : i32, space = 0 : i32}> : (!hlsl.handle<uav, f32, dim = buffer>) -> !hlsl.handle<uav, f32, raw, counter>

// -----

// No counters for byte-address buffers.
%bab = "foo.handle"() : () -> !hlsl.RWByteAddressBuffer
// expected-error @+1 {{counter handles exist only for 'uav' structured buffers}}
%c = "hlsl.counterhandlefromimplicitbinding"(%bab) <{order_id = 0 : i32, space = 0 : i32}> : (!hlsl.handle<uav, i8, raw>) -> !hlsl.handle<uav, f32, raw, counter>

// -----

// No counters for read-only structured buffers.
%sb = "foo.handle"() : () -> !hlsl.StructuredBuffer<f32>
// expected-error @+1 {{the main handle is '!hlsl.handle<srv, f32, raw>'}}
%c = "hlsl.counterhandlefrombinding"(%sb) <{binding = 0 : i32, space = 0 : i32}> : (!hlsl.handle<srv, f32, raw>) -> !hlsl.handle<uav, f32, raw, counter>

// -----

// The counter type is the main type plus counter.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%buf = "hlsl.handlefrombinding"(%c0) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
// expected-error @+1 {{result type must be the main handle type plus 'counter': expected '!hlsl.handle<uav, f32, raw, counter>', got '!hlsl.handle<uav, i32, raw, counter>'}}
%c = "hlsl.counterhandlefrombinding"(%buf) <{binding = 4 : i32, space = 1 : i32}> : (!hlsl.handle<uav, f32, raw>) -> !hlsl.handle<uav, i32, raw, counter>

// -----

// The counter type keeps coherent.
%b = "foo.handle"() : () -> !hlsl.handle<uav, f32, raw, coherent>
// expected-error @+1 {{expected '!hlsl.handle<uav, f32, raw, coherent, counter>', got '!hlsl.handle<uav, f32, raw, counter>'}}
%c = "hlsl.counterhandlefrombinding"(%b) <{binding = 4 : i32, space = 1 : i32}> : (!hlsl.handle<uav, f32, raw, coherent>) -> !hlsl.handle<uav, f32, raw, counter>

// -----

// A counter lives in its main resource's space.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-note @+1 {{main handle created here}}
%buf = "hlsl.handlefrombinding"(%c0) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
// expected-error @+1 {{counter space 2 differs from the space 1 of its main resource (a counter lives in its main resource's space)}}
%c = hlsl.counterhandlefrombinding %buf binding(4) space(2) : !hlsl.handle<uav, f32, raw>

// -----

// Implicit counters too.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-note @+1 {{main handle created here}}
%buf = "hlsl.handlefromimplicitbinding"(%c0) <{order_id = 0 : i32, space = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
// expected-error @+1 {{counter space 0 differs from the space 3 of its main resource}}
%c = hlsl.counterhandlefromimplicitbinding %buf order_id(1) space(0) : !hlsl.handle<uav, f32, raw>

// -----

// The counter binding is its own.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-note @+1 {{main handle created here}}
%buf = "hlsl.handlefrombinding"(%c0) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
// expected-error @+1 {{counter binding 3 overlaps its main resource's bindings [3, 4) in space 1}}
%c = hlsl.counterhandlefrombinding %buf binding(3) space(1) : !hlsl.handle<uav, f32, raw>

// -----

// A counter of a counter.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%buf = "hlsl.handlefrombinding"(%c0) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
%c = hlsl.counterhandlefrombinding %buf binding(4) space(1) : !hlsl.handle<uav, f32, raw>
// expected-error @+1 {{operand is a counter handle already; pass the main handle}}
%d = "hlsl.counterhandlefrombinding"(%c) <{binding = 5 : i32, space = 1 : i32}> : (!hlsl.handle<uav, f32, raw, counter>) -> !hlsl.handle<uav, f32, raw, counter>

// -----

// Custom form: the main type must have a counter.
%t = "foo.handle"() : () -> !hlsl.RWTexture2D<f32>
// expected-error @+1 {{'counter' requires a 'uav' raw buffer with a structured (non-'i8') element; got '!hlsl.handle<uav, f32, dim = 2d>'}}
%c = hlsl.counterhandlefrombinding %t binding(0) space(0) : !hlsl.handle<uav, f32, dim = 2d>

// -----

// Updatecounter needs a counter handle.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%buf = "hlsl.handlefrombinding"(%c0) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
// expected-error @+1 {{'hlsl.updatecounter' op operand #0 must be a counter handle (one with 'counter', from 'hlsl.counterhandlefrombinding' or 'hlsl.counterhandlefromimplicitbinding'), but got '!hlsl.handle<uav, f32, raw>'}}
%i = "hlsl.updatecounter"(%buf) <{delta = 1 : i8}> : (!hlsl.handle<uav, f32, raw>) -> i32

// -----

// Delta is 1 or -1.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%buf = "hlsl.handlefrombinding"(%c0) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
%cnt = hlsl.counterhandlefrombinding %buf binding(4) space(1) : !hlsl.handle<uav, f32, raw>
// expected-error @+1 {{delta must be 1 (IncrementCounter) or -1 (DecrementCounter), got 2}}
%i = hlsl.updatecounter %cnt delta(2) : !hlsl.handle<uav, f32, raw, counter>

// -----

// Delta is i8.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%buf = "hlsl.handlefrombinding"(%c0) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
%cnt = hlsl.counterhandlefrombinding %buf binding(4) space(1) : !hlsl.handle<uav, f32, raw>
// expected-error @+1 {{'hlsl.updatecounter' op attribute 'delta' failed to satisfy constraint: 8-bit signless integer attribute}}
%i = "hlsl.updatecounter"(%cnt) <{delta = 1 : i32}> : (!hlsl.handle<uav, f32, raw, counter>) -> i32

// -----

// Delta is required.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%buf = "hlsl.handlefrombinding"(%c0) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
%cnt = hlsl.counterhandlefrombinding %buf binding(4) space(1) : !hlsl.handle<uav, f32, raw>
// expected-error @+1 {{'hlsl.updatecounter' op requires attribute 'delta'}}
%i = "hlsl.updatecounter"(%cnt) : (!hlsl.handle<uav, f32, raw, counter>) -> i32

// -----

// Updatecounter returns i32.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%buf = "hlsl.handlefrombinding"(%c0) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
%cnt = hlsl.counterhandlefrombinding %buf binding(4) space(1) : !hlsl.handle<uav, f32, raw>
// expected-error @+1 {{'hlsl.updatecounter' op result #0 must be 32-bit signless integer, but got 'i64'}}
%i = "hlsl.updatecounter"(%cnt) <{delta = -1 : i8}> : (!hlsl.handle<uav, f32, raw, counter>) -> i64

// -----

// Member paths exist: struct.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%sb = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>>
// expected-error @+1 {{member path [3] does not exist: index 3 at position 0 is out of range for struct "S" with 3 members}}
%v = hlsl.buffer.load %sb[%c0] member [3] : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw> -> f32

// -----

// Member paths exist: array.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%sb = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>>
// expected-error @+1 {{member path [2, 3] does not exist: index 3 at position 1 is out of range for '!hlsl.array<3 x f32>'}}
%v = hlsl.buffer.load %sb[%c0] member [2, 3] : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw> -> f32

// -----

// Member paths exist: no members in a scalar.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%sb = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>>
// expected-error @+1 {{member path [0, 0] does not exist: index 0 at position 1 goes into 'f32', which has no members}}
%v = hlsl.buffer.load %sb[%c0] member [0, 0] : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw> -> f32

// -----

// Member paths are not negative.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%sb = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>>
// expected-error @+1 {{index -1 at position 0 is out of range}}
%v = "hlsl.buffer.load"(%sb, %c0) <{member = array<i32: -1>}> : (!hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw>, i32) -> f32

// -----

// Member paths are not empty.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%sb = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>>
// expected-error @+1 {{'member' path must not be empty; leave it out to access the whole element}}
%v = "hlsl.buffer.load"(%sb, %c0) <{member = array<i32>}> : (!hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw>, i32) -> f32

// -----

// Member paths are dense i32 arrays.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%sb = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>>
// expected-error @+1 {{'hlsl.buffer.load' op attribute 'member' failed to satisfy constraint: i32 dense array attribute}}
%v = "hlsl.buffer.load"(%sb, %c0) <{member = [1 : i32]}> : (!hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw>, i32) -> f32

// -----

// The loaded value matches the member.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%sb = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>>
// expected-error @+1 {{loaded value type 'vector<2xf32>' does not match the accessed type 'vector<2xi32>'}}
%v = hlsl.buffer.load %sb[%c0] member [1] : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw> -> vector<2xf32>

// -----

// The loaded value matches the element.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%sb = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<!hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>>
// expected-error @+1 {{loaded value type 'f32' does not match the accessed type '!hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>'}}
%v = hlsl.buffer.load %sb[%c0] : !hlsl.handle<uav, !hlsl.struct<"S", (f32, vector<2xi32>, !hlsl.array<3 x f32>)>, raw> -> f32

// -----

// Loaded values are signless.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%b = "foo.handle"() : () -> !hlsl.Buffer<vector<4xui32>>
// expected-error @+1 {{loaded value must use signless integers (signedness lives only in the handle type): expected 'vector<4xi32>', got 'vector<4xui32>'}}
%v = hlsl.buffer.load %b[%c0] : !hlsl.handle<srv, vector<4xui32>, dim = buffer> -> vector<4xui32>

// -----

// No member paths into typed buffers.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%b = "foo.handle"() : () -> !hlsl.Buffer<vector<4xf32>>
// expected-error @+1 {{'member' selects a field of a structured buffer's element; byte-address and typed buffers have none}}
%v = hlsl.buffer.load %b[%c0] member [0] : !hlsl.handle<srv, vector<4xf32>, dim = buffer> -> f32

// -----

// Byte-address loads: at most 4 components.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%b = "foo.handle"() : () -> !hlsl.ByteAddressBuffer
// expected-error @+1 {{byte-address buffers hold 1 to 4 components of 32 or 64 bits (i32, f32, i64, f64 or vectors of 2 to 4 of them); loaded value type is 'vector<8xi32>'}}
%v = hlsl.buffer.load %b[%c0] : !hlsl.handle<srv, i8, raw> -> vector<8xi32>

// -----

// Byte-address loads: 32- or 64-bit components.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%b = "foo.handle"() : () -> !hlsl.ByteAddressBuffer
// expected-error @+1 {{loaded value type is 'vector<2xf16>'}}
%v = hlsl.buffer.load %b[%c0] : !hlsl.handle<srv, i8, raw> -> vector<2xf16>

// -----

// Byte-address stores: signless.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%b = "foo.handle"() : () -> !hlsl.RWByteAddressBuffer
%x = "foo.value"() : () -> si32
// expected-error @+1 {{stored value must use signless integers (signedness lives only in the handle type): expected 'i32', got 'si32'}}
hlsl.buffer.store %x, %b[%c0] : si32, !hlsl.handle<uav, i8, raw>

// -----

// Buffer.load is not for textures.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%t = "foo.handle"() : () -> !hlsl.Texture2D<f32>
// expected-error @+1 {{textures are accessed with 'hlsl.texture.load' and 'hlsl.texture.store'; got '!hlsl.handle<srv, f32, dim = 2d>'}}
%v = hlsl.buffer.load %t[%c0] : !hlsl.handle<srv, f32, dim = 2d> -> f32

// -----

// Buffer.load is not for cbuffers.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%cb = "foo.handle"() : () -> !hlsl.cbuffer<!hlsl.struct<"C", (f32)>>
// expected-error @+1 {{cbuffer and tbuffer handles ('row') are read with 'hlsl.cbuffer.load'}}
%v = "hlsl.buffer.load"(%cb, %c0) : (!hlsl.handle<cbuffer, !hlsl.struct<"C", (f32)>, row>, i32) -> f32

// -----

// No element access through counter handles.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%buf = "hlsl.handlefrombinding"(%c0) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
%cnt = hlsl.counterhandlefrombinding %buf binding(4) space(1) : !hlsl.handle<uav, f32, raw>
// expected-error @+1 {{cannot access elements through a counter handle: counter handles only feed 'hlsl.updatecounter'; use the main handle}}
%v = "hlsl.buffer.load"(%cnt, %c0) : (!hlsl.handle<uav, f32, raw, counter>, i32) -> f32

// -----

// Samplers hold no elements.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%s = "foo.handle"() : () -> !hlsl.SamplerState
// expected-error @+1 {{samplers hold no elements}}
%v = "hlsl.buffer.load"(%s, %c0) : (!hlsl.handle<sampler, none>, i32) -> f32

// -----

// Buffer indices are i32.
%b = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<f32>
%i = "foo.index"() : () -> index
// expected-error @+1 {{'hlsl.buffer.load' op operand #1 must be 32-bit signless integer, but got 'index'}}
%v = "hlsl.buffer.load"(%b, %i) : (!hlsl.handle<uav, f32, raw>, index) -> f32

// -----

// Buffer.load: the handle is a handle.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%b = "foo.value"() : () -> f32
// expected-error @+1 {{'hlsl.buffer.load' op operand #0 must be an !hlsl.handle, but got 'f32'}}
%v = "hlsl.buffer.load"(%b, %c0) : (f32, i32) -> f32

// -----

// Stores only to uav buffers.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%b = "foo.handle"() : () -> !hlsl.StructuredBuffer<f32>
%x = "foo.value"() : () -> f32
// expected-error @+1 {{stores need a writeable ('uav') buffer; '!hlsl.handle<srv, f32, raw>' is read-only}}
hlsl.buffer.store %x, %b[%c0] : f32, !hlsl.handle<srv, f32, raw>

// -----

// The stored value matches the element.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%b = "foo.handle"() : () -> !hlsl.RWBuffer<vector<2xf32>>
%x = "foo.value"() : () -> vector<4xf32>
// expected-error @+1 {{stored value type 'vector<4xf32>' does not match the accessed type 'vector<2xf32>'}}
hlsl.buffer.store %x, %b[%c0] : vector<4xf32>, !hlsl.handle<uav, vector<2xf32>, dim = buffer>

// -----

// Buffer.store has no results.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%b = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<f32>
%x = "foo.value"() : () -> f32
// expected-error @+1 {{'hlsl.buffer.store' op requires zero results}}
%r = "hlsl.buffer.store"(%x, %b, %c0) : (f32, !hlsl.handle<uav, f32, raw>, i32) -> i32

// -----

// Cbuffer.load reads cbuffers and tbuffers.
%b = "foo.handle"() : () -> !hlsl.StructuredBuffer<!hlsl.struct<"C", (f32)>>
// expected-error @+1 {{'hlsl.cbuffer.load' op operand #0 must be a cbuffer or tbuffer handle (one with 'row'), but got '!hlsl.handle<srv, !hlsl.struct<"C", (f32)>, raw>'}}
%v = hlsl.cbuffer.load %b member [0] : !hlsl.handle<srv, !hlsl.struct<"C", (f32)>, raw> -> f32

// -----

// Cbuffer.load needs a member path.
%cb = "foo.handle"() : () -> !hlsl.ConstantBuffer<!hlsl.struct<"C", (f32, vector<4xf32>)>>
// expected-error @+1 {{'hlsl.cbuffer.load' op requires attribute 'member'}}
%v = "hlsl.cbuffer.load"(%cb) : (!hlsl.handle<cbuffer, !hlsl.struct<"C", (f32, vector<4xf32>)>, row>) -> f32

// -----

// Cbuffer member paths exist.
%cb = "foo.handle"() : () -> !hlsl.ConstantBuffer<!hlsl.struct<"C", (f32, vector<4xf32>)>>
// expected-error @+1 {{member path [2] does not exist: index 2 at position 0 is out of range for struct "C" with 2 members}}
%v = hlsl.cbuffer.load %cb member [2] : !hlsl.handle<cbuffer, !hlsl.struct<"C", (f32, vector<4xf32>)>, row> -> f32

// -----

// The cbuffer value matches the member.
%cb = "foo.handle"() : () -> !hlsl.ConstantBuffer<!hlsl.struct<"C", (f32, vector<4xf32>)>>
// expected-error @+1 {{loaded value type 'f32' does not match the accessed type 'vector<4xf32>'}}
%v = hlsl.cbuffer.load %cb member [1] : !hlsl.handle<cbuffer, !hlsl.struct<"C", (f32, vector<4xf32>)>, row> -> f32

// -----

// Coordinates match the dimension plus the array index.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%t = "foo.handle"() : () -> !hlsl.Texture2DArray<vector<4xf32>>
%xy = "foo.value"() : () -> vector<2xi32>
// expected-error @+1 {{operand #1 ('coord') of '!hlsl.handle<srv, vector<4xf32>, dim = 2d, array>' must be 'vector<3xi32>' (2 coordinates and 1 array index), got 'vector<2xi32>'}}
%v = hlsl.texture.load %t[%xy] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, vector<2xi32> -> vector<4xf32>

// -----

// Texel coordinates are integers.
%t = "foo.handle"() : () -> !hlsl.Texture1D<f32>
%x = "foo.value"() : () -> f32
// expected-error @+1 {{operand #1 ('coord') of '!hlsl.handle<srv, f32, dim = 1d>' must be 'i32' (1 coordinate), got 'f32'}}
%v = hlsl.texture.load %t[%x] : !hlsl.handle<srv, f32, dim = 1d>, f32 -> f32

// -----

// Multisampled loads need the sample index.
%t = "foo.handle"() : () -> !hlsl.Texture2DMS<f32, 4>
%xy = "foo.value"() : () -> vector<2xi32>
// expected-error @+1 {{loads from a multisampled texture need the sample index as operand #2 ('lod_or_sample')}}
%v = hlsl.texture.load %t[%xy] : !hlsl.handle<srv, f32, dim = 2d, ms = 4>, vector<2xi32> -> f32

// -----

// Uav textures take no mip level.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%t = "foo.handle"() : () -> !hlsl.RWTexture3D<f32>
%xyz = "foo.value"() : () -> vector<3xi32>
// expected-error @+1 {{'uav' textures are read at their bound mip level: operand #2 ('lod_or_sample') must be absent}}
%v = hlsl.texture.load %t[%xyz] lod(%c0) : !hlsl.handle<uav, f32, dim = 3d>, vector<3xi32> -> f32

// -----

// Lod_or_sample is i32.
%t = "foo.handle"() : () -> !hlsl.Texture2DArray<vector<4xf32>>
%xyz = "foo.value"() : () -> vector<3xi32>
%l = "foo.value"() : () -> f32
// expected-error @+1 {{'hlsl.texture.load' op operand #2 must be 32-bit signless integer, but got 'f32'}}
%v = "hlsl.texture.load"(%t, %xyz, %l) : (!hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, vector<3xi32>, f32) -> vector<4xf32>

// -----

// Cube textures are sampled, not loaded.
%t = "foo.handle"() : () -> !hlsl.TextureCUBE<f32>
%xyz = "foo.value"() : () -> vector<3xi32>
// expected-error @+1 {{cube textures have no texel loads; sample them with 'hlsl.texture.sample'}}
%v = "hlsl.texture.load"(%t, %xyz) : (!hlsl.handle<srv, f32, dim = cube>, vector<3xi32>) -> f32

// -----

// Typed buffers are not textures.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%b = "foo.handle"() : () -> !hlsl.Buffer<f32>
// expected-error @+1 {{operand #0 ('handle'): buffers are accessed with 'hlsl.buffer.load' and 'hlsl.buffer.store'; got '!hlsl.handle<srv, f32, dim = buffer>'}}
%v = "hlsl.texture.load"(%b, %c0) : (!hlsl.handle<srv, f32, dim = buffer>, i32) -> f32

// -----

// Feedback textures hold no texels.
%f = "foo.handle"() : () -> !hlsl.FeedbackTexture2D<min_mip>
%xy = "foo.value"() : () -> vector<2xi32>
// expected-error @+1 {{feedback textures hold no texels to load, store or sample}}
%v = "hlsl.texture.load"(%f, %xy) : (!hlsl.handle<uav, none, dim = 2d, feedback = min_mip>, vector<2xi32>) -> f32

// -----

// Texture values are signless.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%t = "foo.handle"() : () -> !hlsl.RWTexture1D<vector<2xsi16>>
// expected-error @+1 {{loaded value must use signless integers (signedness lives only in the handle type): expected 'vector<2xi16>', got 'vector<2xsi16>'}}
%v = hlsl.texture.load %t[%c0] : !hlsl.handle<uav, vector<2xsi16>, dim = 1d>, i32 -> vector<2xsi16>

// -----

// Custom form: sample(...) only for multisampled textures.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%t = "foo.handle"() : () -> !hlsl.Texture2DArray<vector<4xf32>>
%xyz = "foo.value"() : () -> vector<3xi32>
// expected-error @+1 {{custom op 'hlsl.texture.load' 'sample(...)' is for multisampled textures; write 'lod(...)'}}
%v = hlsl.texture.load %t[%xyz] sample(%c0) : !hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, vector<3xi32> -> vector<4xf32>

// -----

// Texture.load takes 2 or 3 operands.
%t = "foo.handle"() : () -> !hlsl.Texture2DArray<vector<4xf32>>
// expected-error @+1 {{'hlsl.texture.load' op expected 2 or more operands, but found 1}}
%v = "hlsl.texture.load"(%t) : (!hlsl.handle<srv, vector<4xf32>, dim = 2d, array>) -> vector<4xf32>

// -----

// Stores only to uav textures.
%t = "foo.handle"() : () -> !hlsl.Texture2DArray<vector<4xf32>>
%xyz = "foo.value"() : () -> vector<3xi32>
%x = "foo.value"() : () -> vector<4xf32>
// expected-error @+1 {{stores need a writeable ('uav') texture; '!hlsl.handle<srv, vector<4xf32>, dim = 2d, array>' is read-only}}
hlsl.texture.store %x, %t[%xyz] : vector<4xf32>, !hlsl.handle<srv, vector<4xf32>, dim = 2d, array>, vector<3xi32>

// -----

// Stores to multisampled textures name the sample.
%t = "foo.handle"() : () -> !hlsl.RWTexture2DMS<f32, 2>
%xy = "foo.value"() : () -> vector<2xi32>
%x = "foo.value"() : () -> f32
// expected-error @+1 {{stores to a multisampled texture name the sample: write 'sample(...)' (RWTexture2DMS's sample[s][xy])}}
hlsl.texture.store %x, %t[%xy] : f32, !hlsl.handle<uav, f32, dim = 2d, ms = 2>, vector<2xi32>

// -----

// The stored texel matches the element.
%t = "foo.handle"() : () -> !hlsl.RWTexture2D<vector<4xf32>>
%xy = "foo.value"() : () -> vector<2xi32>
%x = "foo.value"() : () -> vector<3xf32>
// expected-error @+1 {{stored value type 'vector<3xf32>' does not match the accessed type 'vector<4xf32>'}}
hlsl.texture.store %x, %t[%xy] : vector<3xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>

// -----

// Store coordinates match the dimension.
%t = "foo.handle"() : () -> !hlsl.RWTexture2DArray<f32>
%xy = "foo.value"() : () -> vector<2xi32>
%x = "foo.value"() : () -> f32
// expected-error @+1 {{operand #2 ('coord') of '!hlsl.handle<uav, f32, dim = 2d, array>' must be 'vector<3xi32>' (2 coordinates and 1 array index), got 'vector<2xi32>'}}
hlsl.texture.store %x, %t[%xy] : f32, !hlsl.handle<uav, f32, dim = 2d, array>, vector<2xi32>

// -----

// Multisampled textures are not sampled.
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uv = "foo.value"() : () -> vector<2xf32>
%t = "foo.handle"() : () -> !hlsl.Texture2DMS<vector<4xf32>, 4>
// expected-error @+1 {{multisampled textures cannot be sampled; read samples with 'hlsl.texture.load'; got '!hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 4>'}}
%v = hlsl.texture.sample %t[%uv] sampler(%s) : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 4>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>

// -----

// Only srv textures are sampled.
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uv = "foo.value"() : () -> vector<2xf32>
%t = "foo.handle"() : () -> !hlsl.RWTexture2D<vector<4xf32>>
// expected-error @+1 {{only 'srv' textures can be sampled; got '!hlsl.handle<uav, vector<4xf32>, dim = 2d>'}}
%v = hlsl.texture.sample %t[%uv] sampler(%s) : !hlsl.handle<uav, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>

// -----

// Sampling needs a sampler.
%t = "foo.handle"() : () -> !hlsl.Texture2D<f32>
%t2 = "foo.handle"() : () -> !hlsl.Texture2D<f32>
%uv = "foo.value"() : () -> vector<2xf32>
// expected-error @+1 {{'hlsl.texture.sample' op operand #1 must be a sampler handle, but got '!hlsl.handle<srv, f32, dim = 2d>'}}
%v = "hlsl.texture.sample"(%t, %t2, %uv) : (!hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<srv, f32, dim = 2d>, vector<2xf32>) -> f32

// -----

// Sampling needs a default-mode sampler.
%t = "foo.handle"() : () -> !hlsl.Texture2D<f32>
%s = "foo.handle"() : () -> !hlsl.SamplerComparisonState
%uv = "foo.value"() : () -> vector<2xf32>
// expected-error @+1 {{sampling needs a default-mode sampler; '!hlsl.handle<sampler, none, comparison>' is a comparison sampler}}
%v = hlsl.texture.sample %t[%uv] sampler(%s) : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> f32

// -----

// Integer textures are not sampled.
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uv = "foo.value"() : () -> vector<2xf32>
%t = "foo.handle"() : () -> !hlsl.Texture2D<vector<4xsi32>>
// expected-error @+1 {{only textures of float elements can be sampled; read '!hlsl.handle<srv, vector<4xsi32>, dim = 2d>' with 'hlsl.texture.load'}}
%v = hlsl.texture.sample %t[%uv] sampler(%s) : !hlsl.handle<srv, vector<4xsi32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xi32>

// -----

// Cube coordinates are a direction.
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uv = "foo.value"() : () -> vector<2xf32>
%t = "foo.handle"() : () -> !hlsl.TextureCUBE<f32>
// expected-error @+1 {{operand #2 ('coord') of '!hlsl.handle<srv, f32, dim = cube>' must be 'vector<3xf32>' (3 coordinates), got 'vector<2xf32>'}}
%v = hlsl.texture.sample %t[%uv] sampler(%s) : !hlsl.handle<srv, f32, dim = cube>, !hlsl.handle<sampler, none>, vector<2xf32> -> f32

// -----

// Sample coordinates are floats.
%s = "foo.handle"() : () -> !hlsl.SamplerState
%t = "foo.handle"() : () -> !hlsl.Texture2D<f32>
%xy = "foo.value"() : () -> vector<2xi32>
// expected-error @+1 {{must be 'vector<2xf32>' (2 coordinates), got 'vector<2xi32>'}}
%v = hlsl.texture.sample %t[%xy] sampler(%s) : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xi32> -> f32

// -----

// The mip level is f32.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uv = "foo.value"() : () -> vector<2xf32>
%t = "foo.handle"() : () -> !hlsl.Texture2D<f32>
// expected-error @+1 {{'hlsl.texture.sample' op operand #3 must be 32-bit float, but got 'i32'}}
%v = "hlsl.texture.sample"(%t, %s, %uv, %c0) : (!hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>, i32) -> f32

// -----

// The sampled value matches the element.
%s = "foo.handle"() : () -> !hlsl.SamplerState
%uv = "foo.value"() : () -> vector<2xf32>
%t = "foo.handle"() : () -> !hlsl.Texture2D<vector<4xf16>>
// expected-error @+1 {{sampled value type 'vector<4xf32>' does not match the accessed type 'vector<4xf16>'}}
%v = hlsl.texture.sample %t[%uv] sampler(%s) : !hlsl.handle<srv, vector<4xf16>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>

// -----

// Known semantics.
// expected-error @+1 {{'hlsl.system_value' op unknown system value semantic 'SV_Position'; expected one of SV_DispatchThreadID, SV_GroupID, SV_GroupThreadID, SV_GroupIndex}}
%v = hlsl.system_value "SV_Position" : vector<4xf32>

// -----

// Semantic types.
// expected-error @+1 {{'SV_GroupIndex' is 'i32', got 'vector<3xi32>'}}
%v = hlsl.system_value "SV_GroupIndex" : vector<3xi32>

// -----

// Semantic types: vectors.
// expected-error @+1 {{'SV_GroupThreadID' is 'vector<3xi32>', got 'vector<3xui32>'}}
%v = "hlsl.system_value"() <{semantic = "SV_GroupThreadID"}> : () -> vector<3xui32>

// -----

// System values take no operands.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-error @+1 {{'hlsl.system_value' op requires zero operands}}
%v = "hlsl.system_value"(%c0) <{semantic = "SV_GroupIndex"}> : (i32) -> i32

// -----

// The semantic is required.
// expected-error @+1 {{'hlsl.system_value' op requires attribute 'semantic'}}
%v = "hlsl.system_value"() : () -> i32

// -----

// Byte offsets into byte-address buffers are 4-byte aligned.
%c6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
%b = "foo.handle"() : () -> !hlsl.RWByteAddressBuffer
// expected-error @+1 {{byte offset 6 into a byte-address buffer must be a multiple of 4}}
%v = hlsl.buffer.load %b[%c6] : !hlsl.handle<uav, i8, raw> -> i32

// -----

// Constant buffer indices are not negative.
%m = "arith.constant"() <{value = -1 : i32}> : () -> i32
%b = "foo.handle"() : () -> !hlsl.RWStructuredBuffer<f32>
%x = "foo.value"() : () -> f32
// expected-error @+1 {{operand #2 ('index') must be >= 0, got -1}}
hlsl.buffer.store %x, %b[%m] : f32, !hlsl.handle<uav, f32, raw>
