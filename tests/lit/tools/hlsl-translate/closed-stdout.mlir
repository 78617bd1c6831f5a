// A reader that stops early (`hlsl-translate ... | head`) ends the tool quietly,
// as it ends mlir-translate: SIGPIPE terminates it, with nothing on stderr. The
// round-tripped module printed (about 1 MB) is far larger than a pipe's buffer.
//
// RUN: python3 -c "print('spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {\n' + ''.join('  spirv.GlobalVariable @v%%d : !spirv.ptr<f32, Private>\n' %% i for i in range(20000)) + '}')" > %t.mlir
// RUN: bash -c '%hlsl-translate --test-spirv-roundtrip %t.mlir 2>%t.err | head -c 12; echo " status ${PIPESTATUS[0]}"' | FileCheck %s
// RUN: FileCheck --allow-empty --check-prefix=QUIET %s < %t.err
// RUN: bash -c '%hlsl-translate --serialize-spirv %t.mlir 2>%t.err | head -c 4 | od -An -tx1; echo " status ${PIPESTATUS[0]}"' | FileCheck %s --check-prefix=BINARY
// RUN: FileCheck --allow-empty --check-prefix=QUIET %s < %t.err
//
// CHECK: spirv.module status 141
// BINARY: 03 02 23 07
// BINARY-NEXT: status 141
// QUIET-NOT: {{.}}
//
// Upstream ends the same way.
// REQUIRES: mlir-translate
// RUN: bash -c '%mlir-translate --no-implicit-module --test-spirv-roundtrip %t.mlir 2>%t.err | head -c 12; echo " status ${PIPESTATUS[0]}"' | FileCheck %s
// RUN: FileCheck --allow-empty --check-prefix=QUIET %s < %t.err
