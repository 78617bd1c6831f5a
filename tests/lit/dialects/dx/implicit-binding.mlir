// dx-resource-implicit-binding: explicit bindings first, then implicit ones in
// order_id order, each taking the first free range of its register class and
// space that fits; an unbounded array takes the range that runs to the end.

// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect --dx-resource-implicit-binding | FileCheck %s

// LLVM's ImplicitBinding/unbounded-arrays.ll: A : register(u1); B[] implicit;
// C : register(u5); D[3] implicit. B (order 100) gets u6 and up, D (order 101)
// fits between A and C.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%a = dx.resource.handlefrombinding "A"[%c0] space(0) lower_bound(1) range_size(1) : !dx.TypedBuffer<f32, 1, 0, 0>
%b = dx.resource.handlefromimplicitbinding "B"[%c0] order_id(100) space(0) range_size(-1) : !dx.TypedBuffer<f32, 1, 0, 0>
%c = dx.resource.handlefrombinding "C"[%c0] space(0) lower_bound(5) range_size(1) : !dx.TypedBuffer<i32, 1, 0, 1>
%d = dx.resource.handlefromimplicitbinding "D"[%c0] order_id(101) space(0) range_size(3) : !dx.TypedBuffer<f32, 1, 0, 0>
"foo.use"(%a, %b, %c, %d) : (!dx.TypedBuffer<f32, 1, 0, 0>, !dx.TypedBuffer<f32, 1, 0, 0>, !dx.TypedBuffer<i32, 1, 0, 1>, !dx.TypedBuffer<f32, 1, 0, 0>) -> ()

// CHECK-LABEL: module
// CHECK:      %A = dx.resource.handlefrombinding "A"[%{{.*}}] space(0) lower_bound(1) range_size(1)
// CHECK-NEXT: %B = dx.resource.handlefrombinding "B"[%{{.*}}] space(0) lower_bound(6) range_size(-1)
// CHECK-NEXT: %C = dx.resource.handlefrombinding "C"[%{{.*}}] space(0) lower_bound(5) range_size(1)
// CHECK-NEXT: %D = dx.resource.handlefrombinding "D"[%{{.*}}] space(0) lower_bound(2) range_size(3)
// CHECK-NEXT: "foo.use"(%A, %B, %C, %D)
// CHECK-NOT: handlefromimplicitbinding

// -----

// Order is by order_id, not by position; each space and each register class
// (t, u, b, s) has its own registers; handles with one order_id are one
// resource and get one binding; flags and attributes stay.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%i = "arith.constant"() <{value = 2 : i32}> : () -> i32
%late = dx.resource.handlefromimplicitbinding "Late"[%c0] order_id(7) space(0) range_size(1) : !dx.RawBuffer<f32, 1, 0>
%early = dx.resource.handlefromimplicitbinding "Early"[%c0] order_id(3) space(0) range_size(2) : !dx.RawBuffer<f32, 1, 0>
%fixed = dx.resource.handlefrombinding "Fixed"[%c0] space(0) lower_bound(2) range_size(1) : !dx.RawBuffer<f32, 1, 0>
%other_space = dx.resource.handlefromimplicitbinding "OtherSpace"[%c0] order_id(4) space(1) range_size(1) : !dx.RawBuffer<f32, 1, 0>
%srv = dx.resource.handlefromimplicitbinding "Srv"[%c0] order_id(5) space(0) range_size(1) : !dx.RawBuffer<f32, 0, 0>
%cbv = dx.resource.handlefromimplicitbinding "Cbv"[%c0] order_id(6) space(0) range_size(1) : !dx.CBuffer<!hlsl.struct<"C", (f32)>>
%smp = dx.resource.handlefromimplicitbinding "Smp"[%c0] order_id(8) space(0) range_size(1) : !dx.Sampler<Default>
%early2 = dx.resource.handlefromimplicitbinding "Early"[%i] order_id(3) space(0) range_size(2) non_uniform {foo.tag} : !dx.RawBuffer<f32, 1, 0>

// CHECK-LABEL: module
// CHECK:      %Late = dx.resource.handlefrombinding "Late"[%{{.*}}] space(0) lower_bound(3) range_size(1)
// CHECK-NEXT: %Early = dx.resource.handlefrombinding "Early"[%{{.*}}] space(0) lower_bound(0) range_size(2)
// CHECK-NEXT: %Fixed = dx.resource.handlefrombinding "Fixed"[%{{.*}}] space(0) lower_bound(2) range_size(1)
// CHECK-NEXT: %OtherSpace = dx.resource.handlefrombinding "OtherSpace"[%{{.*}}] space(1) lower_bound(0) range_size(1)
// CHECK-NEXT: %Srv = dx.resource.handlefrombinding "Srv"[%{{.*}}] space(0) lower_bound(0) range_size(1)
// CHECK-NEXT: %Cbv = dx.resource.handlefrombinding "Cbv"[%{{.*}}] space(0) lower_bound(0) range_size(1)
// CHECK-NEXT: %Smp = dx.resource.handlefrombinding "Smp"[%{{.*}}] space(0) lower_bound(0) range_size(1)
// CHECK-NEXT: %Early_{{.*}} = dx.resource.handlefrombinding "Early"[%{{.*}}] space(0) lower_bound(0) range_size(2) non_uniform {foo.tag}

// -----

// Unbounded and bounded arrays around explicit ones in two spaces.
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%x = dx.resource.handlefrombinding "X"[%c0] space(2) lower_bound(0) range_size(4) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
%all = dx.resource.handlefromimplicitbinding "All"[%c0] order_id(0) space(2) range_size(-1) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
%arr = dx.resource.handlefromimplicitbinding "Arr"[%c0] order_id(1) space(3) range_size(8) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
%one = dx.resource.handlefromimplicitbinding "One"[%c0] order_id(2) space(3) range_size(1) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>

// CHECK-LABEL: module
// CHECK:      %X = dx.resource.handlefrombinding "X"[%{{.*}}] space(2) lower_bound(0) range_size(4)
// CHECK-NEXT: %All = dx.resource.handlefrombinding "All"[%{{.*}}] space(2) lower_bound(4) range_size(-1)
// CHECK-NEXT: %Arr = dx.resource.handlefrombinding "Arr"[%{{.*}}] space(3) lower_bound(0) range_size(8)
// CHECK-NEXT: %One = dx.resource.handlefrombinding "One"[%{{.*}}] space(3) lower_bound(8) range_size(1)
