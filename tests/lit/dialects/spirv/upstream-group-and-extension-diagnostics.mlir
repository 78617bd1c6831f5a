// Upstream cross-check of the diagnostics files of the group, non-uniform, OpenCL,
// integer dot product, pointer, cooperative matrix and vendor extension ops: mlir-opt-22
// reports exactly what they expect (hlsl-opt's side runs in each file).

// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/non-uniform-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/cl-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/integer-dot-product-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/pointer-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/group-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/cooperative-matrix-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/primitive-and-mesh-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/intel-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/replicated-constant-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/arm-graph-ops-invalid.mlir --split-input-file --verify-diagnostics
