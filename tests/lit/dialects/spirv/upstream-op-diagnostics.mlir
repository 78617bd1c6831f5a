// Upstream cross-check of the diagnostics files of the arithmetic, bit, relational and
// logical, conversion, GLSL, atomic and image ops, and of spirv-update-vce: mlir-opt-22
// reports exactly what they expect (hlsl-opt's side runs in each file).

// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/arithmetic-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/bitwise-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/logical-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/cast-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/gl-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/atomic-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/image-ops-invalid.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/update-vce/errors.mlir --split-input-file --spirv-update-vce --verify-diagnostics
