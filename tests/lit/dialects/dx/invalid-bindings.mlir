// Bindings that cannot be placed: explicit resources of one register class
// sharing a register of one space, and implicit ones with no room left.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect --dx-resource-implicit-binding
// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect --dx-resource-records

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-note @+1 {{resource 'A' is bound here}}
%a = dx.resource.handlefrombinding "A"[%c0] space(0) lower_bound(2) range_size(3) : !dx.TypedBuffer<f32, 1, 0, 0>
// The same register in another space, or of another class, is another register.
%b = dx.resource.handlefrombinding "B"[%c0] space(1) lower_bound(3) range_size(1) : !dx.TypedBuffer<f32, 1, 0, 0>
%t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(3) range_size(1) : !dx.TypedBuffer<f32, 0, 0, 0>
// expected-error @+1 {{'dx.resource.handlefrombinding' op resource 'C' at register u4 in space 0 overlaps resource 'A' at registers u2-u4 in space 0}}
%c = dx.resource.handlefrombinding "C"[%c0] space(0) lower_bound(4) range_size(1) : !dx.TypedBuffer<f32, 1, 0, 0>

// -----

// An overlap is reported at the resource that comes later.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// expected-note @+1 {{resource 'All' is bound here}}
%all = dx.resource.handlefrombinding "All"[%c0] space(5) lower_bound(0) range_size(-1) : !dx.RawBuffer<i8, 0, 0>
// expected-error @+1 {{resource 'Last' at register t100 in space 5 overlaps resource 'All' at registers t0 and up in space 5}}
%last = dx.resource.handlefrombinding "Last"[%c0] space(5) lower_bound(100) range_size(1) : !dx.RawBuffer<i8, 0, 0>

// -----

// Once an unbounded array holds the last register of a space, no other
// unbounded array fits there.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%tail = dx.resource.handlefrombinding "Tail"[%c0] space(0) lower_bound(10) range_size(-1) : !dx.Sampler<Default>
// expected-error @+1 {{'dx.resource.handlefromimplicitbinding' op resource 'More' cannot be allocated: space 0 has no free 's' registers up to the last one, as an unbounded array needs}}
%more = dx.resource.handlefromimplicitbinding "More"[%c0] order_id(0) space(0) range_size(-1) : !dx.Sampler<Default>

// -----

%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%h = dx.resource.handlefromimplicitbinding "R"[%c0] order_id(0) space(0) range_size(1) : !dx.RawBuffer<i8, 0, 0>
// expected-note @-1 {{first handle of the resource here}}
// expected-error @+1 {{'dx.resource.handlefromimplicitbinding' op order_id 0 is given to two resources: 'R' (space 0, range_size 1) and 'Q' (space 0, range_size 1)}}
%q = dx.resource.handlefromimplicitbinding "Q"[%c0] order_id(0) space(0) range_size(1) : !dx.RawBuffer<i8, 0, 0>
