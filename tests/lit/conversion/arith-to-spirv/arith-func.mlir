// --convert-arith-to-spirv and --convert-func-to-spirv alone, as mlir-opt runs
// them: on the module, for the default target (SPIR-V 1.0 with Shader, no
// spirv.target_env here), as partial conversions. Integers narrower than the
// target has (the i16 below) are emulated in i32; booleans become numbers
// through spirv.Select.

// RUN: %hlsl-opt %s --convert-arith-to-spirv --convert-func-to-spirv | FileCheck %s

// Upstream cross-check: the same module as mlir-opt-22 prints for the same
// passes, alone and together (ours normalized through mlir-opt-22).
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --convert-arith-to-spirv --convert-func-to-spirv | %mlir-opt > %t.ours
// RUN: %mlir-opt %s --convert-arith-to-spirv --convert-func-to-spirv > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --convert-arith-to-spirv | %mlir-opt > %t.ours.arith
// RUN: %mlir-opt %s --convert-arith-to-spirv > %t.theirs.arith
// RUN: diff %t.ours.arith %t.theirs.arith
// RUN: %hlsl-opt %s --convert-func-to-spirv | %mlir-opt > %t.ours.func
// RUN: %mlir-opt %s --convert-func-to-spirv > %t.theirs.func
// RUN: diff %t.ours.func %t.theirs.func

// CHECK-LABEL: spirv.func @integers(%arg0: i32, %arg1: i32) -> i32 "None"
// CHECK:       spirv.IAdd
// CHECK:       %[[Q:.+]] = spirv.UDiv
// remsi: UMod of the absolute values, negated unless the dividend is its own
// absolute value.
// CHECK-NEXT:  %[[ABS_A:.+]] = spirv.GL.SAbs %[[Q]] : i32
// CHECK-NEXT:  %[[ABS_B:.+]] = spirv.GL.SAbs %arg1 : i32
// CHECK-NEXT:  %[[MAG:.+]] = spirv.UMod %[[ABS_A]], %[[ABS_B]] : i32
// CHECK-NEXT:  %[[POS:.+]] = spirv.IEqual %[[Q]], %[[ABS_A]] : i32
// CHECK-NEXT:  %[[NEG:.+]] = spirv.SNegate %[[MAG]] : i32
// CHECK-NEXT:  spirv.Select %[[POS]], %[[MAG]], %[[NEG]] : i1, i32
// CHECK:       spirv.GL.UMin
// CHECK-NEXT:  spirv.ReturnValue

// maximumf propagates a NaN operand, maxnumf ignores it; nnan drops the tests.
// CHECK-LABEL: spirv.func @floats
// CHECK:       %[[MAX:.+]] = spirv.GL.FMax %[[L:.+]], %arg1 : f32
// CHECK-NEXT:  %[[LNAN:.+]] = spirv.IsNan %[[L]] : f32
// CHECK-NEXT:  %[[RNAN:.+]] = spirv.IsNan %arg1 : f32
// CHECK-NEXT:  %[[S1:.+]] = spirv.Select %[[LNAN]], %[[L]], %[[MAX]] : i1, f32
// CHECK-NEXT:  spirv.Select %[[RNAN]], %arg1, %[[S1]] : i1, f32
// CHECK:       %[[NMAX:.+]] = spirv.GL.FMax %[[NL:.+]], %arg1 : f32
// CHECK-NEXT:  %[[NLNAN:.+]] = spirv.IsNan %[[NL]] : f32
// CHECK-NEXT:  %[[NRNAN:.+]] = spirv.IsNan %arg1 : f32
// CHECK-NEXT:  %[[N1:.+]] = spirv.Select %[[NLNAN]], %arg1, %[[NMAX]] : i1, f32
// CHECK-NEXT:  spirv.Select %[[NRNAN]], %[[NL]], %[[N1]] : i1, f32
// CHECK:       %[[LAST:.+]] = spirv.GL.FMax %{{.+}}, %arg0 : f32
// CHECK-NEXT:  spirv.ReturnValue %[[LAST]] : f32

// Without Kernel, ord/uno test each operand for NaN; booleans are ordered
// as 0 and 1.
// CHECK-LABEL: spirv.func @compares
// CHECK:       spirv.IsNan %arg2 : f32
// CHECK-NEXT:  spirv.IsNan %arg3 : f32
// CHECK-NEXT:  spirv.LogicalOr
// CHECK-NEXT:  spirv.LogicalNot
// CHECK:       spirv.LogicalEqual
// CHECK:       %[[ONE:.+]] = spirv.Select %{{.+}}, %{{.+}}, %{{.+}} : i1, i32
// CHECK:       %[[OTHER:.+]] = spirv.Select %arg4, %{{.+}}, %{{.+}} : i1, i32
// CHECK-NEXT:  spirv.ULessThan %[[ONE]], %[[OTHER]] : i32

// CHECK-LABEL: spirv.func @casts
// CHECK:       %[[ALL:.+]] = spirv.Constant -1 : i32
// CHECK:       spirv.Select %arg2, %[[ALL]], %{{.+}} : i1, i32
// trunci to i1 tests the low bit.
// CHECK:       %[[BIT:.+]] = spirv.Constant 1 : i32
// CHECK-NEXT:  %[[LOW:.+]] = spirv.BitwiseAnd %arg0, %[[BIT]] : i32
// CHECK-NEXT:  spirv.IEqual %[[LOW]], %[[BIT]] : i32
// i16 is emulated in i32: truncation and zero extension mask, sign extension
// shifts.
// CHECK:       %[[MASK:.+]] = spirv.Constant 65535 : i32
// CHECK-NEXT:  %[[T16:.+]] = spirv.BitwiseAnd %arg0, %[[MASK]] : i32
// CHECK:       %[[SHIFT:.+]] = spirv.Constant 16 : i32
// CHECK-NEXT:  %[[UP:.+]] = spirv.ShiftLeftLogical %[[T16]], %[[SHIFT]] : i32, i32
// CHECK-NEXT:  spirv.ShiftRightArithmetic %[[UP]], %[[SHIFT]] : i32, i32
// index_cast between i32 and index disappears.
// CHECK-NOT:   SConvert
// CHECK-NOT:   UConvert
// CHECK:       spirv.ReturnValue

// CHECK-LABEL: spirv.func @vectors
// CHECK:       spirv.Constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK:       spirv.Select %arg2, %{{.+}}, %{{.+}} : vector<4xi1>, vector<4xi32>

// CHECK-LABEL: spirv.func @calls
// CHECK:       spirv.FunctionCall @integers(%arg0, %arg0) : (i32, i32) -> i32
// CHECK:       spirv.FunctionCall @nothing() : () -> ()

// A declaration stays one; its other attributes are carried over.
// CHECK:       spirv.func @declared(f32) -> f32 "None" attributes {my.mark, sym_visibility = "private"}

func.func @integers(%a: i32, %b: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %c3 overflow<nsw> : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %b : i32
  %6 = arith.remui %5, %b : i32
  %7 = arith.shli %6, %b : i32
  %8 = arith.shrsi %7, %b : i32
  %9 = arith.shrui %8, %b : i32
  %10 = arith.andi %9, %a : i32
  %11 = arith.ori %10, %a : i32
  %12 = arith.xori %11, %a : i32
  %13 = arith.maxsi %12, %a : i32
  %14 = arith.minsi %13, %a : i32
  %15 = arith.maxui %14, %a : i32
  %16 = arith.minui %15, %a : i32
  return %16 : i32
}

func.func @floats(%x: f32, %y: f32) -> f32 {
  %half = arith.constant 5.000000e-01 : f32
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %0, %half : f32
  %2 = arith.mulf %1, %y : f32
  %3 = arith.divf %2, %y : f32
  %4 = arith.remf %3, %y : f32
  %5 = arith.negf %4 : f32
  %6 = arith.maximumf %5, %y : f32
  %7 = arith.minimumf %6, %y : f32
  %8 = arith.maxnumf %7, %y : f32
  %9 = arith.minnumf %8, %y : f32
  %10 = arith.maximumf %9, %x fastmath<nnan> : f32
  return %10 : f32
}

func.func @compares(%a: i32, %b: i32, %x: f32, %y: f32, %p: i1, %q: i1) -> i1 {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi uge, %a, %b : i32
  %2 = arith.cmpi ne, %a, %b : i32
  %3 = arith.cmpf ogt, %x, %y : f32
  %4 = arith.cmpf une, %x, %y : f32
  %5 = arith.cmpf ord, %x, %y : f32
  %6 = arith.cmpf uno, %x, %y : f32
  %7 = arith.andi %0, %1 : i1
  %8 = arith.ori %7, %2 : i1
  %9 = arith.xori %8, %3 : i1
  %10 = arith.cmpi eq, %9, %4 : i1
  %11 = arith.cmpi ult, %10, %p : i1
  %12 = arith.select %11, %5, %6 : i1
  %13 = arith.select %q, %12, %p : i1
  return %13 : i1
}

func.func @casts(%a: i32, %x: f32, %p: i1) -> f32 {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f32
  %2 = arith.fptosi %x : f32 to i32
  %3 = arith.fptoui %x : f32 to i32
  %4 = arith.bitcast %a : i32 to f32
  %5 = arith.extui %p : i1 to i32
  %6 = arith.extsi %p : i1 to i32
  %7 = arith.trunci %a : i32 to i1
  %8 = arith.uitofp %p : i1 to f32
  %9 = arith.trunci %a : i32 to i16
  %10 = arith.extui %9 : i16 to i32
  %11 = arith.extsi %9 : i16 to i32
  %12 = arith.index_cast %a : i32 to index
  %13 = arith.index_castui %12 : index to i32
  %14 = arith.addi %2, %3 : i32
  %15 = arith.addi %14, %5 : i32
  %16 = arith.addi %15, %6 : i32
  %17 = arith.addi %16, %10 : i32
  %18 = arith.addi %17, %11 : i32
  %19 = arith.addi %18, %13 : i32
  %20 = arith.select %7, %19, %a : i32
  %21 = arith.sitofp %20 : i32 to f32
  %22 = arith.addf %0, %1 : f32
  %23 = arith.addf %22, %4 : f32
  %24 = arith.addf %23, %8 : f32
  %25 = arith.addf %24, %21 : f32
  return %25 : f32
}

func.func @vectors(%v: vector<4xi32>, %w: vector<4xf32>, %m: vector<4xi1>) -> vector<4xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %s = arith.constant dense<7> : vector<4xi32>
  %0 = arith.addi %v, %c : vector<4xi32>
  %1 = arith.remsi %0, %s : vector<4xi32>
  %2 = arith.extui %m : vector<4xi1> to vector<4xi32>
  %3 = arith.cmpf olt, %w, %w : vector<4xf32>
  %4 = arith.select %m, %1, %2 : vector<4xi1>, vector<4xi32>
  %5 = arith.select %3, %4, %v : vector<4xi1>, vector<4xi32>
  return %5 : vector<4xi32>
}

func.func @calls(%a: i32) -> i32 {
  %0 = call @integers(%a, %a) : (i32, i32) -> i32
  call @nothing() : () -> ()
  return %0 : i32
}

func.func @nothing() {
  return
}

func.func private @declared(f32) -> f32 attributes {my.mark}
