// The generic-form example of docs/hlsl-dialect.md, verbatim (its
// `arith.constant` in the generic form, which parses with or without the arith
// dialect): it parses, verifies, prints in the custom form, and prints back in
// the same generic form.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %hlsl-opt %s --allow-unregistered-dialect | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

%v = "foo.value"() : () -> f32
%c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
%buf = "hlsl.handlefrombinding"(%c0) <{space = 1 : i32, lower_bound = 3 : i32, range_size = 1 : i32, name = "Out"}> : (i32) -> !hlsl.handle<uav, f32, raw>
%cnt = "hlsl.counterhandlefromimplicitbinding"(%buf) <{order_id = 0 : i32, space = 1 : i32}> : (!hlsl.handle<uav, f32, raw>) -> !hlsl.handle<uav, f32, raw, counter>
%i = "hlsl.updatecounter"(%cnt) <{delta = 1 : i8}> : (!hlsl.handle<uav, f32, raw, counter>) -> i32
"hlsl.buffer.store"(%v, %buf, %i) : (f32, !hlsl.handle<uav, f32, raw>, i32) -> ()

// CHECK:      %[[V:[^ ]+]] = "foo.value"() : () -> f32
// CHECK:      %[[C0:[^ ]+]] = {{"?}}arith.constant
// CHECK-NEXT: %Out = hlsl.handlefrombinding "Out"[%[[C0]]] space(1) lower_bound(3) range_size(1) : !hlsl.handle<uav, f32, raw>
// CHECK-NEXT: %Out_counter = hlsl.counterhandlefromimplicitbinding %Out order_id(0) space(1) : !hlsl.handle<uav, f32, raw>
// CHECK-NEXT: %[[I:[^ ]+]] = hlsl.updatecounter %Out_counter delta(1) : !hlsl.handle<uav, f32, raw, counter>
// CHECK-NEXT: hlsl.buffer.store %[[V]], %Out[%[[I]]] : f32, !hlsl.handle<uav, f32, raw>

// GENERIC:      %0 = "foo.value"() : () -> f32
// GENERIC-NEXT: %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT: %2 = "hlsl.handlefrombinding"(%1) <{lower_bound = 3 : i32, name = "Out", range_size = 1 : i32, space = 1 : i32}> : (i32) -> !hlsl.handle<uav, f32, raw>
// GENERIC-NEXT: %3 = "hlsl.counterhandlefromimplicitbinding"(%2) <{order_id = 0 : i32, space = 1 : i32}> : (!hlsl.handle<uav, f32, raw>) -> !hlsl.handle<uav, f32, raw, counter>
// GENERIC-NEXT: %4 = "hlsl.updatecounter"(%3) <{delta = 1 : i8}> : (!hlsl.handle<uav, f32, raw, counter>) -> i32
// GENERIC-NEXT: "hlsl.buffer.store"(%0, %2, %4) : (f32, !hlsl.handle<uav, f32, raw>, i32) -> ()
