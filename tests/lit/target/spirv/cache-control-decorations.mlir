// The `CacheControlLoadINTEL` / `CacheControlStoreINTEL` decorations of
// SPV_INTEL_cache_controls: an op holds a non-empty array of
// `#spirv.cache_control_{load,store}_intel` entries, and each entry is one
// `OpDecorate` of the op's result, in array order. Reading the binary back
// collects the decorations into the same array; upstream's translator reads
// ours to the same text. (spirv-val of this build does not know the
// capability yet, so the binary is checked by reading it back.)

// RUN: %hlsl-translate --no-implicit-module --split-input-file --test-spirv-roundtrip --verify-diagnostics %s | FileCheck %s
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %s --split-input-file --verify-diagnostics -o %t.spv
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --split-input-file --test-spirv-roundtrip --verify-diagnostics %s | FileCheck %s %}

// CHECK-LABEL: spirv.func @loads_and_stores
// CHECK: spirv.Variable {cache_control_load_intel = [#spirv.cache_control_load_intel<cache_level = 0, load_cache_control = Streaming>, #spirv.cache_control_load_intel<cache_level = 3, load_cache_control = ConstCached>, #spirv.cache_control_load_intel<cache_level = 1, load_cache_control = InvalidateAfterR>]} : !spirv.ptr<i32, Function>
// CHECK: spirv.Variable {cache_control_store_intel = [#spirv.cache_control_store_intel<cache_level = 2, store_cache_control = Streaming>]} : !spirv.ptr<f32, Function>
// CHECK: spirv.Variable {cache_control_load_intel = [#spirv.cache_control_load_intel<cache_level = 0, load_cache_control = Cached>], cache_control_store_intel = [#spirv.cache_control_store_intel<cache_level = 0, store_cache_control = WriteBack>]} : !spirv.ptr<f32, Function>

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [CacheControlsINTEL], [SPV_INTEL_cache_controls]> {
  spirv.func @loads_and_stores() "None" {
    %0 = spirv.Variable {cache_control_load_intel = [#spirv.cache_control_load_intel<load_cache_control = Streaming, cache_level = 0>, #spirv.cache_control_load_intel<cache_level = 3, load_cache_control = ConstCached>, #spirv.cache_control_load_intel<cache_level = 1, load_cache_control = InvalidateAfterR>]} : !spirv.ptr<i32, Function>
    %1 = spirv.Variable {cache_control_store_intel = [#spirv.cache_control_store_intel<cache_level = 2, store_cache_control = Streaming>]} : !spirv.ptr<f32, Function>
    %2 = spirv.Variable {cache_control_store_intel = [#spirv.cache_control_store_intel<cache_level = 0, store_cache_control = WriteBack>], cache_control_load_intel = [#spirv.cache_control_load_intel<cache_level = 0, load_cache_control = Cached>]} : !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [CacheControlsINTEL], [SPV_INTEL_cache_controls]> {
  spirv.func @load_entry_in_store_array() "None" {
    // expected-error@below {{expecting array attribute of CacheControlStoreINTEL for CacheControlStoreINTEL}}
    %0 = spirv.Variable {cache_control_store_intel = [#spirv.cache_control_load_intel<cache_level = 0, load_cache_control = Uncached>]} : !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [CacheControlsINTEL], [SPV_INTEL_cache_controls]> {
  spirv.func @empty_array() "None" {
    // expected-error@below {{expecting non-empty array attribute of CacheControlLoadINTEL for CacheControlLoadINTEL}}
    %0 = spirv.Variable {cache_control_load_intel = []} : !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [CacheControlsINTEL], [SPV_INTEL_cache_controls]> {
  spirv.func @not_an_array() "None" {
    // expected-error@below {{expecting array attribute of CacheControlLoadINTEL for CacheControlLoadINTEL}}
    %0 = spirv.Variable {cache_control_load_intel = #spirv.cache_control_load_intel<cache_level = 0, load_cache_control = Uncached>} : !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [CacheControlsINTEL], [SPV_INTEL_cache_controls]> {
  spirv.func @store_value_in_load_entry() "None" {
    // expected-error@+2 {{expected one of [Uncached, Cached, Streaming, InvalidateAfterR, ConstCached] for valid SPIR-V LoadCacheControl, got: WriteBack}}
    // expected-error@+1 {{failed to parse SPIRV_CacheControlLoadINTELAttr parameter 'load_cache_control' which is to be a `mlir::spirv::LoadCacheControl`}}
    %0 = spirv.Variable {cache_control_load_intel = [#spirv.cache_control_load_intel<cache_level = 0, load_cache_control = WriteBack>]} : !spirv.ptr<f32, Function>
    spirv.Return
  }
}
