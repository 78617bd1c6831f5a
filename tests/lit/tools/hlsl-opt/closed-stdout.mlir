// A reader that stops early (`hlsl-opt ... | head`) ends the tool quietly, as it
// ends mlir-opt: SIGPIPE terminates it, with nothing on stderr. The output (about
// 700 KB) is far larger than a pipe's buffer, so the tool is still writing when
// `head` has gone.
//
// RUN: python3 -c "print('\"foo.op\"() : () -> ()\n' * 20000)" > %t.mlir
// RUN: bash -c '%hlsl-opt --allow-unregistered-dialect %t.mlir 2>%t.err | head -c 8; echo " status ${PIPESTATUS[0]}"' | FileCheck %s
// RUN: FileCheck --allow-empty --check-prefix=QUIET %s < %t.err
// RUN: bash -c '%hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %t.mlir -o - 2>%t.err | head -c 8; echo " status ${PIPESTATUS[0]}"' | FileCheck %s --check-prefix=GENERIC
// RUN: FileCheck --allow-empty --check-prefix=QUIET %s < %t.err
//
// CHECK: module { status 141
// GENERIC: "builtin status 141
// QUIET-NOT: {{.}}
//
// Upstream ends the same way.
// REQUIRES: mlir-opt
// RUN: bash -c '%mlir-opt --allow-unregistered-dialect %t.mlir 2>%t.err | head -c 8; echo " status ${PIPESTATUS[0]}"' | FileCheck %s
// RUN: FileCheck --allow-empty --check-prefix=QUIET %s < %t.err
