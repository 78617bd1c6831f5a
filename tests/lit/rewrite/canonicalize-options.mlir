// The options of `canonicalize`: disabling and enabling patterns by name, and
// turning region simplification off.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=ALL
// RUN: %hlsl-opt %s --allow-unregistered-dialect --canonicalize=disable-patterns=AddIAddConstant | FileCheck %s --check-prefix=DISABLED
// RUN: %hlsl-opt %s --allow-unregistered-dialect '--canonicalize=enable-patterns=CommutativeConstantToRHS' | FileCheck %s --check-prefix=ENABLED
// RUN: %hlsl-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled | FileCheck %s --check-prefix=ALL
// RUN: %hlsl-opt %s --allow-unregistered-dialect --canonicalize=top-down=false | FileCheck %s --check-prefix=ALL

// ALL-LABEL: func.func @f
// ALL-NEXT:    %c7_i32 = arith.constant 7 : i32
// ALL-NEXT:    %0 = arith.addi %arg0, %c7_i32 : i32
// ALL-NEXT:    return %0 : i32

// DISABLED-LABEL: func.func @f
// DISABLED-DAG:    %c3_i32 = arith.constant 3 : i32
// DISABLED-DAG:    %c4_i32 = arith.constant 4 : i32
// DISABLED:        %0 = arith.addi %arg0, %c3_i32 : i32
// DISABLED-NEXT:   %1 = arith.addi %0, %c4_i32 : i32

// ENABLED-LABEL: func.func @f
// ENABLED:        %0 = arith.addi %arg0, %c3_i32 : i32
// ENABLED-NEXT:   %1 = arith.addi %0, %c4_i32 : i32
func.func @f(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.addi %c3, %x : i32
  %1 = arith.addi %0, %c4 : i32
  return %1 : i32
}
