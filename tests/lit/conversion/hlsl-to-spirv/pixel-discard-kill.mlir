// A discard on a target without DemoteToHelperInvocation is OpKill (DXC's rule), and
// spirv.Kill ends its block: what follows a discard in its block never runs and is
// dropped (as in DXC's output), once the structured control flow exists. At function
// level the function's block ends with spirv.Kill; in a branch of a selection (nested
// or not) the branch ends in it instead of storing its results and branching to the
// merge; in a loop body it replaces the branch to the continue block, which, left
// without predecessors, takes spirv.Undef for its arguments.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// The same input on Vulkan 1.3 demotes and keeps every block whole.
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | FileCheck %s --check-prefix=V13
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | %hlsl-translate --serialize-spirv -o %t.v13.spv && spirv-val --target-env vulkan1.3 %t.v13.spv

// CHECK: requires #spirv.vce<v1.0, [Shader, Matrix], [{{.*}}]>
// CHECK-NOT: spirv.DemoteToHelperInvocation

// CHECK-LABEL: spirv.func @ps_top
// CHECK-NEXT: spirv.mlir.addressof @in.var.ALPHA
// CHECK-NEXT: spirv.Load "Input"
// CHECK-NEXT: spirv.Kill
// CHECK-NEXT: }

// CHECK-LABEL: spirv.func @ps_nested
// CHECK: %[[INNER:.+]] = spirv.Variable : !spirv.ptr<f32, Function>
// CHECK-NEXT: %[[OUTER:.+]] = spirv.Variable : !spirv.ptr<f32, Function>
// CHECK: spirv.mlir.selection {
// CHECK-NEXT: spirv.BranchConditional %{{.+}}, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: spirv.mlir.selection {
// CHECK-NEXT: spirv.BranchConditional %{{.+}}, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: spirv.Kill
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: spirv.Store "Function" %[[INNER]], %{{.+}} : f32
// CHECK-NEXT: spirv.Branch ^bb3
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: %[[IN:.+]] = spirv.Load "Function" %[[INNER]]
// CHECK-NEXT: spirv.Store "Function" %[[OUTER]], %[[IN]]
// CHECK-NEXT: spirv.Branch ^bb3
// CHECK: spirv.Load "Function" %[[OUTER]]
// CHECK: spirv.Store "Output"
// CHECK-NEXT: spirv.Return

// CHECK-LABEL: spirv.func @ps_loop
// CHECK: spirv.mlir.loop {
// CHECK: ^bb2(%{{.+}}: i32, %{{.+}}: f32):
// CHECK-NEXT: %[[NEXT:.+]] = spirv.FAdd
// CHECK-NEXT: %[[BIG:.+]] = spirv.FOrdGreaterThan
// CHECK-NEXT: spirv.mlir.selection {
// CHECK-NEXT: spirv.BranchConditional %[[BIG]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: spirv.Kill
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: spirv.Branch ^bb3(%[[NEXT]] : f32)
// CHECK: spirv.mlir.loop {
// CHECK: ^bb2(%{{.+}}: i32, %{{.+}}: f32):
// CHECK-NEXT: spirv.Kill
// CHECK-NEXT: ^bb3:  // no predecessors
// CHECK-NEXT: %[[UNDEF:.+]] = spirv.Undef : f32
// CHECK-NEXT: spirv.IAdd
// CHECK-NEXT: spirv.Store "Function" %{{.+}}, %[[UNDEF]] : f32
// CHECK-NEXT: spirv.Branch ^bb1(%{{.+}}, %[[UNDEF]] : i32, f32)
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: spirv.mlir.merge
// CHECK: spirv.Store "Output"
// CHECK-NEXT: spirv.Return

// CHECK: spirv.EntryPoint "Fragment" @ps_top, @in.var.ALPHA{{$}}

// V13: requires #spirv.vce<v1.0, [Shader, DemoteToHelperInvocation, Matrix], [{{.*}}SPV_EXT_demote_to_helper_invocation]>
// V13-NOT: spirv.Kill
// V13-LABEL: spirv.func @ps_top
// V13: spirv.DemoteToHelperInvocation
// V13: spirv.FMul
// V13: spirv.Store "Output"
// V13-LABEL: spirv.func @ps_nested
// V13: spirv.DemoteToHelperInvocation
// V13-NEXT: spirv.FMul
// V13: spirv.AccessChain
// V13-LABEL: spirv.func @ps_loop
// V13-NOT: spirv.Kill

// A discard at function level: the rest of the block (the output store and
// the return) is dead.
func.func @ps_top(%alpha: f32 {hlsl.semantic = "ALPHA"}) -> (f32 {hlsl.semantic = "SV_Target0"}) attributes {hlsl.shader = "pixel"} {
  hlsl.discard
  %two = arith.constant 2.0 : f32
  %x = arith.mulf %alpha, %two : f32
  return %x : f32
}

// A discard in a nested scf.if, followed by more ops in its block: the
// inner then-branch ends in spirv.Kill (no store of the yielded value, no
// branch to the merge); the else branch and the outer construct are intact.
func.func @ps_nested(%alpha: f32 {hlsl.semantic = "ALPHA"}, %beta: f32 {hlsl.semantic = "BETA"}) -> (f32 {hlsl.semantic = "SV_Target0"}) attributes {hlsl.shader = "pixel"} {
  %c0 = arith.constant 0 : i32
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  %zero = arith.constant 0.0 : f32
  %a = arith.cmpf olt, %alpha, %zero : f32
  %b = arith.cmpf olt, %beta, %zero : f32
  %r = scf.if %a -> (f32) {
    %inner = scf.if %b -> (f32) {
      hlsl.discard
      %y = arith.mulf %alpha, %beta : f32
      hlsl.buffer.store %y, %out[%c0] : f32, !hlsl.handle<uav, f32, raw>
      scf.yield %y : f32
    } else {
      scf.yield %beta : f32
    }
    scf.yield %inner : f32
  } else {
    scf.yield %alpha : f32
  }
  return %r : f32
}

// Discards in a loop: one under a condition in the body, one ending the body
// itself (the continue block is then unreachable).
func.func @ps_loop(%alpha: f32 {hlsl.semantic = "ALPHA"}) -> (f32 {hlsl.semantic = "SV_Target0"}) attributes {hlsl.shader = "pixel"} {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %step = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %k = %lb to %ub step %step iter_args(%acc = %zero) -> (f32) {
    %next = arith.addf %acc, %alpha : f32
    %big = arith.cmpf ogt, %next, %alpha : f32
    scf.if %big {
      hlsl.discard
    }
    scf.yield %next : f32
  }
  %always = scf.for %k = %lb to %ub step %step iter_args(%acc = %sum) -> (f32) {
    hlsl.discard
    %next = arith.addf %acc, %alpha : f32
    scf.yield %next : f32
  }
  return %always : f32
}
