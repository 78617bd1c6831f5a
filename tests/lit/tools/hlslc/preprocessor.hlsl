// The preprocessor: object- and function-like macros with # and ##, variadic
// macros, conditionals with `defined`, -D, includes through -I (with
// `#pragma once`), `#pragma pack_matrix`, and DXC's predefined macros.

// RUN: %hlslc -T cs_6_6 -E main -I %S/Inputs/include -D SCALE=3 -D FAST -ast-print %s | FileCheck %s
// RUN: %hlslc -T cs_6_2 -E main -enable-16bit-types -spirv -I %S/Inputs/include -ast-print %s | FileCheck %s --check-prefix=HALF

#include "common.hlsli"
#include <common.hlsli>

#define CAT(a, b) a##b
#define STR(x) #x
#define CALL(f, ...) f(__VA_ARGS__)
#ifndef SCALE
#define SCALE 1
#endif

// CHECK: struct Item {
// CHECK: #pragma pack_matrix(row_major)
#pragma pack_matrix(row_major)

// CHECK-NEXT: RWStructuredBuffer<Item> Items : register(u0);
RWStructuredBuffer<Item> Items : register(u0);

#if defined(FAST) && SCALE > 2 && __SHADER_TARGET_MAJOR == 6 && __SHADER_TARGET_MINOR >= 6
// CHECK: static const uint Mode = 1;
static const uint Mode = 1;
#elif defined(__HLSL_ENABLE_16_BIT) && defined(__spirv__)
// HALF: static const uint Mode = 16;
static const uint Mode = 16;
#else
static const uint Mode = 0;
#endif

// CHECK: static const uint Stage = 5;
static const uint Stage = __SHADER_TARGET_STAGE;
// CHECK: static const uint Version = 2021;
static const uint Version = __HLSL_VERSION;

// CHECK: [numthreads(64, 1, 1)]
[numthreads(GROUP_SIZE, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  // CHECK: float4 v = float4(1, 2, 3, 3);
  CAT(flo, at4) v = float4(1, 2, 3, SCALE);
  // CHECK: Items[tid.x].value = max(v.x, v.y);
  Items[tid.x].value = CALL(max, v.x, v.y);
  // CHECK: Items[tid.x].key = Mode;
  Items[tid.x].key = Mode;
}
