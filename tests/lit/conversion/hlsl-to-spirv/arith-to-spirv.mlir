// arith inside kernels lowers with the patterns of --convert-arith-to-spirv
// (MLIR's ArithToSPIRV; tests/lit/conversion/arith-to-spirv checks them
// against mlir-opt-22): one spirv op per arith op where one exists, Logical*
// for booleans, comparisons by predicate, casts by kind, and the emulations of
// remsi (Vulkan leaves SRem of negative operands undefined) and of the NaN
// semantics of maximumf/minnumf. `index` is i32. The result passes spirv-val,
// and upstream MLIR parses and verifies it.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.2 %t.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" > %t.mlir
// RUN: %if mlir-opt %{ %mlir-opt %t.mlir > /dev/null %}

// CHECK-LABEL: spirv.func @main() "None"
// CHECK: %[[A:.+]] = spirv.CompositeExtract %{{.+}}[0 : i32] : vector<3xi32>
// CHECK: %[[B:.+]] = spirv.CompositeExtract %{{.+}}[1 : i32] : vector<3xi32>
// CHECK: %[[SUM:.+]] = spirv.IAdd %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[DIFF:.+]] = spirv.ISub %[[SUM]], %[[B]] : i32
// CHECK-NEXT: %[[PROD:.+]] = spirv.IMul %[[DIFF]], %[[A]] : i32
// CHECK-NEXT: %[[QUOT:.+]] = spirv.SDiv %[[PROD]], %[[B]] : i32
// CHECK-NEXT: %[[UQUOT:.+]] = spirv.UDiv %[[QUOT]], %[[B]] : i32
// remsi: UMod of the absolute values, negated unless the dividend is its own
// absolute value.
// CHECK-NEXT: %[[ABS_A:.+]] = spirv.GL.SAbs %[[UQUOT]] : i32
// CHECK-NEXT: %[[ABS_B:.+]] = spirv.GL.SAbs %[[B]] : i32
// CHECK-NEXT: %[[MAG:.+]] = spirv.UMod %[[ABS_A]], %[[ABS_B]] : i32
// CHECK-NEXT: %[[POS:.+]] = spirv.IEqual %[[UQUOT]], %[[ABS_A]] : i32
// CHECK-NEXT: %[[NEGATED:.+]] = spirv.SNegate %[[MAG]] : i32
// CHECK-NEXT: %[[REM:.+]] = spirv.Select %[[POS]], %[[MAG]], %[[NEGATED]] : i1, i32
// CHECK-NEXT: %[[UREM:.+]] = spirv.UMod %[[REM]], %[[B]] : i32
// CHECK-NEXT: %[[SHL:.+]] = spirv.ShiftLeftLogical %[[UREM]], %[[B]] : i32, i32
// CHECK-NEXT: %[[SHR:.+]] = spirv.ShiftRightArithmetic %[[SHL]], %[[B]] : i32, i32
// CHECK-NEXT: %[[SHRU:.+]] = spirv.ShiftRightLogical %[[SHR]], %[[B]] : i32, i32
// CHECK-NEXT: %[[AND:.+]] = spirv.BitwiseAnd %[[SHRU]], %[[A]] : i32
// CHECK-NEXT: %[[OR:.+]] = spirv.BitwiseOr %[[AND]], %[[A]] : i32
// CHECK-NEXT: %[[XOR:.+]] = spirv.BitwiseXor %[[OR]], %[[A]] : i32
// CHECK-NEXT: %[[MAX:.+]] = spirv.GL.SMax %[[XOR]], %[[A]] : i32
// CHECK-NEXT: %[[MIN:.+]] = spirv.GL.UMin %[[MAX]], %[[A]] : i32
// CHECK-NEXT: %[[LT:.+]] = spirv.SLessThan %[[MIN]], %[[A]] : i32
// CHECK-NEXT: %[[ULE:.+]] = spirv.ULessThanEqual %[[MIN]], %[[A]] : i32
// Booleans: logical ops.
// CHECK-NEXT: %[[BAND:.+]] = spirv.LogicalAnd %[[LT]], %[[ULE]] : i1
// CHECK-NEXT: %[[BXOR:.+]] = spirv.LogicalNotEqual %[[BAND]], %[[LT]] : i1
// CHECK-NEXT: %[[BEQ:.+]] = spirv.LogicalEqual %[[BXOR]], %[[ULE]] : i1
// Casts.
// CHECK-NEXT: %[[F:.+]] = spirv.ConvertSToF %[[MIN]] : i32 to f32
// CHECK-NEXT: %[[UF:.+]] = spirv.ConvertUToF %[[A]] : i32 to f32
// CHECK-NEXT: %[[FS:.+]] = spirv.FAdd %[[F]], %[[UF]] : f32
// CHECK-NEXT: %[[FD:.+]] = spirv.FSub %[[FS]], %[[UF]] : f32
// CHECK-NEXT: %[[FM:.+]] = spirv.FMul %[[FD]], %[[FS]] : f32
// CHECK-NEXT: %[[FQ:.+]] = spirv.FDiv %[[FM]], %[[FS]] : f32
// CHECK-NEXT: %[[FN:.+]] = spirv.FNegate %[[FQ]] : f32
// maximumf propagates NaN.
// CHECK-NEXT: %[[FMAX:.+]] = spirv.GL.FMax %[[FN]], %[[FS]] : f32
// CHECK-NEXT: %[[NAN_L:.+]] = spirv.IsNan %[[FN]] : f32
// CHECK-NEXT: %[[NAN_R:.+]] = spirv.IsNan %[[FS]] : f32
// CHECK-NEXT: %[[SEL_L:.+]] = spirv.Select %[[NAN_L]], %[[FN]], %[[FMAX]] : i1, f32
// CHECK-NEXT: %[[MAXIMUM:.+]] = spirv.Select %[[NAN_R]], %[[FS]], %[[SEL_L]] : i1, f32
// CHECK: %[[OGT:.+]] = spirv.FOrdGreaterThan %[[MAXIMUM]], %{{.+}} : f32
// CHECK-NEXT: %[[UNE:.+]] = spirv.FUnordNotEqual %[[MAXIMUM]], %{{.+}} : f32
// CHECK-NEXT: %[[I:.+]] = spirv.ConvertFToS %[[MAXIMUM]] : f32 to i32
// extui of a boolean: a select of 1 and 0.
// CHECK: spirv.Select %[[BEQ]], %{{.+}}, %{{.+}} : i1, i32
// index_cast between index and i32 disappears: index is i32.
// CHECK-NOT: SConvert
// CHECK: spirv.Store

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %a = vector.extract %tid[0] : i32 from vector<3xi32>
  %b = vector.extract %tid[1] : i32 from vector<3xi32>
  %sum = arith.addi %a, %b : i32
  %diff = arith.subi %sum, %b : i32
  %prod = arith.muli %diff, %a : i32
  %quot = arith.divsi %prod, %b : i32
  %uquot = arith.divui %quot, %b : i32
  %rem = arith.remsi %uquot, %b : i32
  %urem = arith.remui %rem, %b : i32
  %shl = arith.shli %urem, %b : i32
  %shr = arith.shrsi %shl, %b : i32
  %shru = arith.shrui %shr, %b : i32
  %and = arith.andi %shru, %a : i32
  %or = arith.ori %and, %a : i32
  %xor = arith.xori %or, %a : i32
  %max = arith.maxsi %xor, %a : i32
  %min = arith.minui %max, %a : i32
  %lt = arith.cmpi slt, %min, %a : i32
  %ule = arith.cmpi ule, %min, %a : i32
  %band = arith.andi %lt, %ule : i1
  %bxor = arith.xori %band, %lt : i1
  %beq = arith.cmpi eq, %bxor, %ule : i1
  %f = arith.sitofp %min : i32 to f32
  %uf = arith.uitofp %a : i32 to f32
  %fs = arith.addf %f, %uf : f32
  %fd = arith.subf %fs, %uf : f32
  %fm = arith.mulf %fd, %fs : f32
  %fq = arith.divf %fm, %fs : f32
  %fn = arith.negf %fq : f32
  %maximum = arith.maximumf %fn, %fs : f32
  %half = arith.constant 0.5 : f32
  %ogt = arith.cmpf ogt, %maximum, %half : f32
  %une = arith.cmpf une, %maximum, %half : f32
  %i = arith.fptosi %maximum : f32 to i32
  %both = arith.andi %ogt, %une : i1
  %pick = arith.select %both, %i, %a : i32
  %ext = arith.extui %beq : i1 to i32
  %r = arith.addi %pick, %ext : i32
  %idx = arith.index_cast %r : i32 to index
  %back = arith.index_cast %idx : index to i32
  hlsl.buffer.store %back, %out[%a] : i32, !hlsl.handle<uav, i32, raw>
  return
}
