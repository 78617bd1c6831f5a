// A block of a megabyte or more is parsed half on a second thread; the
// output, and the diagnostics of text the second thread cannot take, are
// those of one thread.
//
// RUN: python3 -c "import sys; sys.stdout.write('module {\n' + '  \"foo.f\"() ({\n    %%0 = \"foo.x\"() : () -> i32\n    \"foo.y\"(%%0) : (i32) -> ()\n  }) : () -> ()\n' * 12000 + '}\n')" > %t.big.mlir
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %t.big.mlir -o %t.threads.mlir
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-disable-threading %t.big.mlir -o %t.one.mlir
// RUN: cmp %t.threads.mlir %t.one.mlir
//
// A name from the first half used in the second: the worker gives up and the
// main parser reads the second half itself.
// RUN: python3 -c "import sys; sys.stdout.write('%%top = \"foo.x\"() : () -> i32\n' + '\"foo.y\"(%%top) : (i32) -> ()\n' * 40000)" > %t.use.mlir
// RUN: %hlsl-opt --allow-unregistered-dialect %t.use.mlir | FileCheck %s --check-prefix=USE
// USE: %0 = "foo.x"() : () -> i32
// USE-COUNT-40000: "foo.y"(%0) : (i32) -> ()
//
// An error near the end: reported as one thread reports it.
// RUN: python3 -c "import sys; sys.stdout.write('\"foo.y\"() : () -> ()\n' * 60000 + '\"foo.z\"(%%nope) : (i32) -> ()\n')" > %t.bad.mlir
// RUN: not %hlsl-opt --allow-unregistered-dialect %t.bad.mlir 2> %t.threads.err
// RUN: not %hlsl-opt --allow-unregistered-dialect --mlir-disable-threading %t.bad.mlir 2> %t.one.err
// RUN: cmp %t.threads.err %t.one.err
// RUN: FileCheck %s --check-prefix=BAD < %t.threads.err
// BAD: bad.mlir:60001:9: error: use of undeclared SSA value name
//
// The size from which a block is split is a byte count.
// RUN: not %hlsl-opt --parse-parallel-min-bytes=abc %s 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: invalid byte count 'abc' for '--parse-parallel-min-bytes'
