// Input that is not UTF-8: strings, dictionary keys, op names, symbol names
// and locations keep the bytes the file spells; they print as `\XX` escapes,
// an unregistered dialect's body prints its bytes back as they were.
// The inputs are files of Inputs/ (this file stays UTF-8).
//
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %S/Inputs/non-utf8.mlir | FileCheck %s
// CHECK: #loc = loc("\C6x":3:4)
// CHECK-NEXT: #loc1 = loc("n\C6"(#loc))
// CHECK: "foo.op"() {a = "\C6\FF", b = "raw \C6 byte", "k\C6" = 1 : i32, "k\C7" = 2 : i32, "k\C8"} : () -> ()
// CHECK-NEXT: %0 = "foo.\C6op"() {c = @"s\C6"::@n, d = #foo<"opaque {{.}} body">, e = #loc1} : () -> !foo<"t {{..}}">
//
// Keys differing only in such bytes stay apart; the same key twice is the
// usual error, at its position.
// RUN: not %hlsl-opt --allow-unregistered-dialect %S/Inputs/non-utf8-duplicate.mlir 2>&1 | FileCheck %s --check-prefix=DUP
// DUP: non-utf8-duplicate.mlir:4:31: error: duplicate key 'k{{.*}}' in dictionary attribute
//
// A byte outside strings and comments is an unexpected character, reported
// at its line and column.
// RUN: not %hlsl-opt --allow-unregistered-dialect %S/Inputs/non-utf8-error.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: non-utf8-error.mlir:4:3: error: unexpected character
//
// Upstream: mlir-opt-22 prints the same bytes (with and without debug info),
// and reports the errors at the same positions.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %S/Inputs/non-utf8.mlir > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %S/Inputs/non-utf8.mlir | cmp %t.ours -
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %S/Inputs/non-utf8.mlir > %t.dbg
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %S/Inputs/non-utf8.mlir | cmp %t.dbg -
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %S/Inputs/non-utf8.mlir | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | cmp %t.ours -
// RUN: not %mlir-opt --allow-unregistered-dialect %S/Inputs/non-utf8-duplicate.mlir 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: not %mlir-opt --allow-unregistered-dialect %S/Inputs/non-utf8-error.mlir 2>&1 | FileCheck %s --check-prefix=ERR
