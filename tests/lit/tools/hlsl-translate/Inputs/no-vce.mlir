spirv.module Logical GLSL450 {
  spirv.GlobalVariable @big : !spirv.ptr<i64, Private>
}
