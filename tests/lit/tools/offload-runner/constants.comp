// A constant buffer (std140, given as raw words), push constants and a
// specialization constant reach the shader.
// RUN: glslangValidator -V --target-env vulkan1.2 -S comp -o %t.spv %s
// RUN: spirv-val --target-env vulkan1.2 %t.spv
// RUN: %offload-runner %S/Inputs/constants.yaml %t.spv | FileCheck %s

// CHECK:      SpecializationConstants:
// CHECK-NEXT:   - ConstantID: 3
// CHECK-NEXT:     Type: Float32
// CHECK-NEXT:     Value: 2
// CHECK:      - Name: Out
// CHECK-NEXT:   Format: Float32
// CHECK-NEXT:   Data: [ 13, 19, 25, 31 ]
// CHECK:      PushConstants:
// CHECK-NEXT:   - Stage: Compute

#version 450
layout(local_size_x = 4) in;
layout(constant_id = 3) const float FACTOR = 1.0;
layout(set = 0, binding = 0, std140) uniform Params { vec4 scale; ivec2 offset; float bias; } params;
layout(push_constant) uniform Push { uint multiplier; } push;
layout(set = 0, binding = 1) buffer Out { float v[]; } o;
void main() {
    uint k = gl_GlobalInvocationID.x;
    float value = params.scale[k] * float(push.multiplier) + float(params.offset.x + params.offset.y) + params.bias;
    o.v[k] = value * FACTOR;
}
