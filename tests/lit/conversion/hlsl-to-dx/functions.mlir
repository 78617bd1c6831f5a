// Handles crossing functions: func.func signatures, func.call and func.return
// convert their handle types; accesses through an argument lower like any
// other.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --convert-hlsl-to-dx | FileCheck %s

// CHECK-LABEL: func.func @load(%{{[^ ]+}}: !dx.RawBuffer<f32, 1, 0>, %{{[^ ]+}}: i32) -> f32
// CHECK: dx.resource.load.rawbuffer %{{[^ ]+}}[%{{[^ ]+}}, %{{[^ ]+}}] : !dx.RawBuffer<f32, 1, 0> -> f32
func.func @load(%buf: !hlsl.handle<uav, f32, raw>, %i: i32) -> f32 {
  %v = hlsl.buffer.load %buf[%i] : !hlsl.handle<uav, f32, raw> -> f32
  return %v : f32
}

// CHECK-LABEL: func.func @main() -> !dx.RawBuffer<f32, 1, 0>
// CHECK: %B = dx.resource.handlefrombinding "B"
// CHECK: call @load(%B, %{{[^ ]+}}) : (!dx.RawBuffer<f32, 1, 0>, i32) -> f32
// CHECK: return %B : !dx.RawBuffer<f32, 1, 0>
// CHECK-NOT: hlsl.
// CHECK-NOT: unrealized_conversion_cast
func.func @main() -> !hlsl.handle<uav, f32, raw> {
  %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %b = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.handle<uav, f32, raw>
  %r = call @load(%b, %c0) : (!hlsl.handle<uav, f32, raw>, i32) -> f32
  return %b : !hlsl.handle<uav, f32, raw>
}
