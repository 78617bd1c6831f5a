// IR dumps around passes, the timing report, and the dialect-independent passes.

// RUN: %hlsl-opt --allow-unregistered-dialect --symbol-dce --mlir-print-ir-before-all --mlir-print-ir-after-all %s -o %t 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: FileCheck %s --check-prefix=DCE < %t
// RUN: %hlsl-opt --allow-unregistered-dialect --pass-pipeline="builtin.module(strip-debuginfo)" --mlir-timing --mlir-print-debuginfo %s 2>%t.timing | FileCheck %s --check-prefix=STRIP
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing

// DUMP: // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// DUMP: "foo.func"() <{sym_name = "dead", sym_visibility = "private"}>
// DUMP: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// DUMP-NOT: "dead"
// DUMP: "foo.func"() <{sym_name = "live"

// DCE-NOT: "dead"
// DCE: sym_name = "used", sym_visibility = "private"
// DCE: sym_name = "live"

// STRIP-NOT: loc("
// STRIP: loc(unknown)

// TIMING: Execution time report
// TIMING: Parser
// TIMING: StripDebugInfo (strip-debuginfo)
// TIMING: Total

"foo.func"() <{sym_name = "dead", sym_visibility = "private"}> ({
}) : () -> ()
"foo.func"() <{sym_name = "used", sym_visibility = "private"}> ({
}) : () -> ()
"foo.func"() <{sym_name = "live"}> ({
  "foo.call"() {callee = @used} : () -> ()
}) : () -> ()
