// The memory ops (`spirv.AccessChain`, `spirv.Load`, `spirv.Store`,
// `spirv.Variable`) in their custom form as MLIR 22 prints them, and the generic form
// cross-checked with upstream.

// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// -----

// CHECK-LABEL: spirv.module @access_chain Logical GLSL450 {
// CHECK-NEXT: spirv.func @access_chain() "None" {
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %cst2_i64 = spirv.Constant 2 : i64
// CHECK-NEXT: %0 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>
// CHECK-NEXT: %1 = spirv.AccessChain %0[%cst1_i32, %cst2_i64] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32, i64 -> !spirv.ptr<f32, Function>
// CHECK-NEXT: %2 = spirv.AccessChain %0[%cst2_i64, %cst1_i32, %cst0_i32] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i64, i32, i32 -> !spirv.ptr<f32, Function>
// CHECK-NEXT: %3 = spirv.AccessChain %0[%cst0_i32] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32 -> !spirv.ptr<f32, Function>
// CHECK-NEXT: %4 = spirv.AccessChain %0[%cst1_i32] {foo} : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32 -> !spirv.ptr<!spirv.array<4 x f32>, Function>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @access_chain Logical GLSL450 {
  spirv.func @access_chain() "None" {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %c2 = spirv.Constant 2 : i64
    %s = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>
    %0 = spirv.AccessChain %s[%c1, %c2] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32, i64 -> !spirv.ptr<f32, Function>
    %1 = spirv.AccessChain %s[%c2, %c1, %c0] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i64, i32, i32 -> !spirv.ptr<f32, Function>
    %2 = spirv.AccessChain %s[%c0] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32 -> !spirv.ptr<f32, Function>
    %3 = spirv.AccessChain %s[%c1] {foo} : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xf32>, !spirv.struct<(i32, vector<2xf32>)>)>, Function>, i32 -> !spirv.ptr<!spirv.array<4 x f32>, Function>
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @storage_buffer Logical GLSL450 {
// CHECK-NEXT: spirv.GlobalVariable @buf bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0]), Block>, StorageBuffer>
// CHECK-NEXT: spirv.func @index(%arg0: i32) "None" {
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %buf_addr = spirv.mlir.addressof @buf : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0]), Block>, StorageBuffer>
// CHECK-NEXT: %0 = spirv.AccessChain %buf_addr[%cst0_i32, %arg0] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0]), Block>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
// CHECK-NEXT: %1 = spirv.AccessChain %0[%arg0] : !spirv.ptr<vector<4xf32>, StorageBuffer>, i32 -> !spirv.ptr<f32, StorageBuffer>
// CHECK-NEXT: %2 = spirv.Load "StorageBuffer" %1 : f32
// CHECK-NEXT: spirv.Store "StorageBuffer" %1, %2 : f32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @storage_buffer Logical GLSL450 {
  spirv.GlobalVariable @buf bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0]), Block>, StorageBuffer>
  spirv.func @index(%i: i32) "None" {
    %c0 = spirv.Constant 0 : i32
    %p = spirv.mlir.addressof @buf : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0]), Block>, StorageBuffer>
    %e = spirv.AccessChain %p[%c0, %i] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0]), Block>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %x = spirv.AccessChain %e[%i] : !spirv.ptr<vector<4xf32>, StorageBuffer>, i32 -> !spirv.ptr<f32, StorageBuffer>
    %v = spirv.Load "StorageBuffer" %x : f32
    spirv.Store "StorageBuffer" %x, %v : f32
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @load_store Logical GLSL450 {
// CHECK-NEXT: spirv.func @load_store(%arg0: !spirv.ptr<f32, Function>) "None" {
// CHECK-NEXT: %0 = spirv.Load "Function" %arg0 : f32
// CHECK-NEXT: %1 = spirv.Load "Function" %arg0 ["Volatile"] : f32
// CHECK-NEXT: %2 = spirv.Load "Function" %arg0 ["Aligned", 4] : f32
// CHECK-NEXT: %3 = spirv.Load "Function" %arg0 ["Volatile|Aligned", 8] {foo} : f32
// CHECK-NEXT: %4 = spirv.Load "Function" %arg0 ["None"] : f32
// CHECK-NEXT: %5 = spirv.Load "Function" %arg0 ["Nontemporal"] : f32
// CHECK-NEXT: spirv.Store "Function" %arg0, %0 : f32
// CHECK-NEXT: spirv.Store "Function" %arg0, %1 ["Volatile"] : f32
// CHECK-NEXT: spirv.Store "Function" %arg0, %2 ["Aligned", 4] : f32
// CHECK-NEXT: spirv.Store "Function" %arg0, %3 ["Volatile|Aligned", 16] : f32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @load_store Logical GLSL450 {
  spirv.func @load_store(%p: !spirv.ptr<f32, Function>) "None" {
    %0 = spirv.Load "Function" %p : f32
    %1 = spirv.Load "Function" %p ["Volatile"] : f32
    %2 = spirv.Load "Function" %p ["Aligned", 4] : f32
    %3 = spirv.Load "Function" %p ["Volatile|Aligned", 8] {foo} : f32
    %4 = spirv.Load "Function" %p ["None"] : f32
    %5 = spirv.Load "Function" %p ["Nontemporal"] : f32
    spirv.Store "Function" %p, %0 : f32
    spirv.Store "Function" %p, %1 ["Volatile"] : f32
    spirv.Store "Function" %p, %2 ["Aligned", 4] : f32
    spirv.Store "Function" %p, %3 ["Volatile|Aligned", 16] : f32
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @variables Logical GLSL450 {
// CHECK-NEXT: spirv.func @variables() "None" {
// CHECK-NEXT: %cst_f32 = spirv.Constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = spirv.Variable : !spirv.ptr<f32, Function>
// CHECK-NEXT: %1 = spirv.Variable init(%cst_f32) : !spirv.ptr<f32, Function>
// CHECK-NEXT: %2 = spirv.Variable {aliased, foo = 1 : i32} : !spirv.ptr<!spirv.struct<(f32, i32)>, Function>
// CHECK-NEXT: %3 = spirv.Variable {aliased_pointer} : !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @variables Logical GLSL450 {
  spirv.func @variables() "None" {
    %c = spirv.Constant 1.0 : f32
    %0 = spirv.Variable : !spirv.ptr<f32, Function>
    %1 = spirv.Variable init(%c) : !spirv.ptr<f32, Function>
    %2 = spirv.Variable {aliased, foo = 1 : i32} : !spirv.ptr<!spirv.struct<(f32, i32)>, Function>
    %3 = spirv.Variable {aliased_pointer} : !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
    spirv.Return
  }
}

