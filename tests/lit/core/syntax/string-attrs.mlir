// String attributes: escapes, non-ASCII bytes, typed strings.
// RUN: %hlsl-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt --allow-unregistered-dialect %s > %t.custom
// RUN: %mlir-opt --allow-unregistered-dialect %s | diff %t.custom -
// RUN: %mlir-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | diff %t.theirs -

"foo.s"() {a = "plain", b = "", c = "quote\"backslash\\", d = "tab\tnewline\n", e = "\00\01\7F\FF", f = "héllo", g = "typed" : i32, h = "spaces and $ymbols.!"} : () -> ()
"foo.s"() {"quoted key" = "v", "0digit" = 1 : i8, "with\"quote" = unit, _under = "x", a.b$c = "y"} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.s"() {a = "plain", b = "", c = "quote\22backslash\\", d = "tab\09newline\0A", e = "\00\01\7F\FF", f = "h\C3\A9llo", g = "typed" : i32, h = "spaces and $ymbols.!"} : () -> ()
// CHECK-NEXT:   "foo.s"() {"0digit" = 1 : i8, _under = "x", a.b$c = "y", "quoted key" = "v", "with\22quote"} : () -> ()
// CHECK-NEXT: }
