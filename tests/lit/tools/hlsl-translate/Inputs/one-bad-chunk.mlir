spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
}

// -----

spirv.module Logical GLSL450 {
}
