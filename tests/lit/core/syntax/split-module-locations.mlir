// With --split-input-file, the implicit module of the first chunk is at
// `file:0:0`; that of a later chunk is where the chunk starts (just after
// the marker), as upstream places it.
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo --split-input-file %s | FileCheck %s
//
// Upstream: mlir-opt-22 prints the same text.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo --split-input-file %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --split-input-file %s | diff %t.ours -

"foo.first"() : () -> ()
// CHECK: #loc = loc("{{.*}}split-module-locations.mlir":0:0)

// -----
"foo.second"() : () -> ()
// CHECK: #loc = loc("{{.*}}split-module-locations.mlir":[[# @LINE - 2]]:9)

// -----

module {
  "foo.explicit"() : () -> ()
}
// CHECK: #loc = loc("{{.*}}split-module-locations.mlir":[[# @LINE - 3]]:1)
