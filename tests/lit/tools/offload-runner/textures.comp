// Textures: a Texture2D with a separate Sampler, a RWTexture2D read and written,
// and a SampledTexture2D (combined image sampler) with two mip levels.
// RUN: glslangValidator -V --target-env vulkan1.2 -S comp -o %t.spv %s
// RUN: spirv-val --target-env vulkan1.2 %t.spv
// RUN: %offload-runner %S/Inputs/textures.yaml %t.spv | FileCheck %s

// CHECK:      - Name: Img
// CHECK-NEXT:   Format: Float32
// CHECK-NEXT:   Channels: 4
// CHECK-NEXT:   Data: [ 111, 6, 0, 1, 112, 6, 0, 1, 113, 6, 0, 1, 114, 6,
// CHECK-NEXT:     0, 1 ]
// CHECK-NEXT:   OutputProps:
// CHECK-NEXT:     Height: 2
// CHECK-NEXT:     Width: 2
// CHECK-NEXT:     Depth: 1
// CHECK:      - Name: Mipped
// CHECK:          MipLevels: 2
// CHECK:      Samplers:
// CHECK-NEXT:   - Name: Samp
// CHECK-NEXT:     Kind: Sampler
// CHECK-NEXT:     MinFilter: Nearest
// CHECK-NEXT:     MagFilter: Nearest
// CHECK-NEXT:     Address: Clamp
// CHECK-NEXT:     MinLOD: 0
// CHECK-NEXT:     MaxLOD: 3.40282e+38

#version 450
layout(local_size_x = 2, local_size_y = 2) in;
layout(set = 0, binding = 0) uniform texture2D tex;
layout(set = 0, binding = 1) uniform sampler samp;
layout(set = 0, binding = 2, rgba32f) uniform image2D img;
layout(set = 0, binding = 3) uniform sampler2D mipped;
void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    vec2 uv = (vec2(p) + 0.5) / 2.0;
    vec4 a = textureLod(sampler2D(tex, samp), uv, 0.0);
    vec4 b = imageLoad(img, p);
    float m = textureLod(mipped, uv, 1.0).x;
    imageStore(img, p, a + b + vec4(0.0, m, 0.0, 0.0));
}
