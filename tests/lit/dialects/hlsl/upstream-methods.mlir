// REQUIRES: mlir-opt
// Upstream MLIR 22 parses and verifies the generic form hlsl-opt prints for
// methods.mlir (the !hlsl types stay opaque to it) and prints it back byte
// for byte; hlsl-opt parses what upstream prints into the same IR.

// RUN: %hlsl-opt %S/methods.mlir --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %t.ours --allow-unregistered-dialect --mlir-print-op-generic > %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: %hlsl-opt %t.upstream --allow-unregistered-dialect | FileCheck %S/methods.mlir
// RUN: %hlsl-opt %t.upstream --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %S/methods.mlir --check-prefix=GENERIC
