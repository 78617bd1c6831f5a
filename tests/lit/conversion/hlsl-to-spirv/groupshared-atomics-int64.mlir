// A 64-bit compare-exchange on groupshared memory (a memref.generic_atomic_rmw
// of i64 that is a compare-exchange) needs Int64Atomics as much as a 64-bit
// read-modify-write does: the module lists it where the target environment
// has it, and it is a diagnostic where it does not.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.2 %t.spv
// RUN: sed -e 's/Int64, Int64Atomics/Int64/' %s | not %hlsl-opt --convert-hlsl-to-spirv 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.{{[0-9]}}, [{{.*}}Int64Atomics{{.*}}]
// CHECK: spirv.AtomicCompareExchange <Workgroup> <None> <None> %{{.+}}, %{{.+}}, %{{.+}} : !spirv.ptr<i64, Workgroup>
// MISSING: error: 'memref.generic_atomic_rmw' op a 64-bit atomic needs capability Int64Atomics

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64, Int64Atomics], []>, api=Vulkan, #spirv.resource_limits<>>} {
  memref.global "private" @slots : memref<4xi64, 3>
  func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 4, 1, 1>} {
    %gi = hlsl.system_value "SV_GroupIndex" : i32
    %slots = memref.get_global @slots : memref<4xi64, 3>
    %i = arith.index_cast %gi : i32 to index
    %zero = arith.constant 0 : i64
    %mine = arith.extui %gi : i32 to i64
    %seen = memref.generic_atomic_rmw %slots[%i] : memref<4xi64, 3> {
    ^bb0(%current: i64):
      %free = arith.cmpi eq, %current, %zero : i64
      %new = arith.select %free, %mine, %current : i64
      memref.atomic_yield %new : i64
    }
    return
  }
}
