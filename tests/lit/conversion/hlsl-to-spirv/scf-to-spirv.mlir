// scf inside kernels lowers as MLIR's SCFToSPIRV does: scf.for is a
// spirv.mlir.loop (entry, header with the bound check, body, continue block
// stepping the induction variable, merge), scf.if a spirv.mlir.selection;
// loop-carried values are block arguments, and results leave through
// Function variables at the start of the function, stored before the loop
// (the zero-trip value), in the continue block and in each branch, loaded
// after the construct. The result passes spirv-val (which checks the
// structured control flow) and upstream MLIR parses and verifies it.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" > %t.mlir
// RUN: %if mlir-opt %{ %mlir-opt %t.mlir > /dev/null %}

// CHECK-LABEL: spirv.func @main() "None"
// CHECK-NEXT: %[[IF_RESULT:.+]] = spirv.Variable : !spirv.ptr<f32, Function>
// CHECK-NEXT: %[[SUM_RESULT:.+]] = spirv.Variable : !spirv.ptr<f32, Function>
// CHECK: spirv.Store "Function" %[[SUM_RESULT]], %[[ZERO:.+]] : f32
// CHECK-NEXT: spirv.mlir.loop {
// CHECK-NEXT:   spirv.Branch ^[[HEADER:.+]](%[[LB:.+]], %[[ZERO]] : i32, f32)
// CHECK-NEXT: ^[[HEADER]](%[[IV:.+]]: i32, %[[ACC:.+]]: f32):
// CHECK-NEXT:   %[[MORE:.+]] = spirv.SLessThan %[[IV]], %[[UB:.+]] : i32
// CHECK-NEXT:   spirv.BranchConditional %[[MORE]], ^[[BODY:.+]](%[[IV]], %[[ACC]] : i32, f32), ^[[MERGE:.+]]
// CHECK-NEXT: ^[[BODY]](%[[K:.+]]: i32, %[[A:.+]]: f32):
// CHECK:        spirv.mlir.selection {
// CHECK-NEXT:     spirv.BranchConditional %{{.+}}, ^[[THEN:.+]], ^[[ELSE:.+]]
// CHECK-NEXT:   ^[[THEN]]:
// CHECK:          spirv.Store "Function" %[[IF_RESULT]], %{{.+}} : f32
// CHECK-NEXT:     spirv.Branch ^[[IF_MERGE:.+]]
// CHECK-NEXT:   ^[[ELSE]]:
// CHECK-NEXT:     spirv.Store "Function" %[[IF_RESULT]], %[[A]] : f32
// CHECK-NEXT:     spirv.Branch ^[[IF_MERGE]]
// CHECK-NEXT:   ^[[IF_MERGE]]:
// CHECK-NEXT:     spirv.mlir.merge
// CHECK-NEXT:   }
// CHECK-NEXT:   %[[PICKED:.+]] = spirv.Load "Function" %[[IF_RESULT]] : f32
// CHECK-NEXT:   %[[NEXT:.+]] = spirv.FAdd %[[PICKED]], %{{.+}} : f32
// CHECK-NEXT:   spirv.Branch ^[[CONTINUE:.+]](%[[NEXT]] : f32)
// CHECK-NEXT: ^[[CONTINUE]](%[[NEXT_ACC:.+]]: f32):
// CHECK-NEXT:   %[[NEXT_IV:.+]] = spirv.IAdd %[[IV]], %[[STEP:.+]] : i32
// CHECK-NEXT:   spirv.Store "Function" %[[SUM_RESULT]], %[[NEXT_ACC]] : f32
// CHECK-NEXT:   spirv.Branch ^[[HEADER]](%[[NEXT_IV]], %[[NEXT_ACC]] : i32, f32)
// CHECK-NEXT: ^[[MERGE]]:
// CHECK-NEXT:   spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: %[[SUM:.+]] = spirv.Load "Function" %[[SUM_RESULT]] : f32
// An if without results or else: the false edge goes to the merge block.
// CHECK:      spirv.mlir.selection {
// CHECK-NEXT:   spirv.BranchConditional %{{.+}}, ^[[ONLY_THEN:.+]], ^[[ONLY_MERGE:.+]]
// CHECK-NEXT: ^[[ONLY_THEN]]:
// CHECK:        spirv.Store "Uniform" %{{.+}}, %[[SUM]] : f32
// CHECK-NEXT:   spirv.Branch ^[[ONLY_MERGE]]
// CHECK-NEXT: ^[[ONLY_MERGE]]:
// CHECK-NEXT:   spirv.mlir.merge
// CHECK-NEXT: }

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<f32>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  %lb = arith.constant 0 : index
  %ub = arith.constant 16 : index
  %step = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %k = %lb to %ub step %step iter_args(%acc = %zero) -> (f32) {
    %ki = arith.index_cast %k : index to i32
    %x = hlsl.buffer.load %in[%ki] : !hlsl.handle<srv, f32, raw> -> f32
    %neg = arith.cmpf olt, %x, %zero : f32
    %picked = scf.if %neg -> (f32) {
      %m = arith.negf %acc : f32
      scf.yield %m : f32
    } else {
      scf.yield %acc : f32
    }
    %next = arith.addf %picked, %x : f32
    scf.yield %next : f32
  }
  %positive = arith.cmpf ogt, %sum, %zero : f32
  scf.if %positive {
    hlsl.buffer.store %sum, %out[%c0] : f32, !hlsl.handle<uav, f32, raw>
  }
  return
}
