// A large input file (over 1 MiB) is mapped rather than read, and the text the
// parser has passed is let go. A verifier diagnostic after parsing still shows
// the line it points at, read back from the file; an input rewritten in place
// (`-o` naming the input) keeps its old contents until the new ones replace them;
// standard input redirected from the file is mapped the same way.
//
// RUN: python3 -c "import sys; sys.stdout.write('\"foo.op\"() {n = 1 : i32} : () -> ()\n' * 40000 + 'spirv.module Logical GLSL450 {\n  spirv.func @f() \"None\" {\n    %%x = spirv.Constant 1 : i33\n    spirv.Return\n  }\n}\n')" > %t.bad.mlir
// RUN: not %hlsl-opt --allow-unregistered-dialect %t.bad.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=LATE
// RUN: not test -e %t.out
// RUN: not %hlsl-opt --allow-unregistered-dialect < %t.bad.mlir 2>&1 | FileCheck %s --check-prefix=STDIN
//
// LATE: bad.mlir:40003:10: error: 'spirv.Constant' op result #0 must be
// LATE-NEXT: {{^}}    %x = spirv.Constant 1 : i33
// LATE-NEXT: {{^}}         ^
// STDIN: <stdin>:40003:10: error: 'spirv.Constant' op result #0 must be
// STDIN-NEXT: {{^}}    %x = spirv.Constant 1 : i33
//
// RUN: python3 -c "import sys; sys.stdout.write('\"foo.op\"() {n = 1 : i32} : () -> ()\n' * 40000)" > %t.in.mlir
// RUN: %hlsl-opt --allow-unregistered-dialect %t.in.mlir -o %t.expected.mlir
// RUN: %hlsl-opt --allow-unregistered-dialect %t.in.mlir -o %t.in.mlir
// RUN: cmp %t.in.mlir %t.expected.mlir
// RUN: FileCheck %s --check-prefix=INPLACE < %t.in.mlir
//
// INPLACE: module {
// INPLACE-NEXT: "foo.op"() {n = 1 : i32} : () -> ()
