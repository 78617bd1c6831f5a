// Writes each sample of one layer of a multisampled color attachment from a buffer
// of texels widened to four 32-bit components, stored texel by texel with a
// texel's samples one after the other. Reading gl_SampleID runs one invocation
// per sample.
#version 450
layout(push_constant) uniform Layer {
    uint base;
    uint width;
    uint samples;
} layer;
layout(set = 0, binding = 0) readonly buffer Texels {
    uvec4 values[];
} texels;
layout(location = 0) out uvec4 color;
void main() {
    uvec2 position = uvec2(gl_FragCoord.xy);
    uint index = layer.base + (position.y * layer.width + position.x) * layer.samples + uint(gl_SampleID);
    uvec4 texel = texels.values[index];
    color = texel;
}
