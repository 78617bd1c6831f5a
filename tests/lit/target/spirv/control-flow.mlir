// Structured control flow: selections and loops become their blocks with
// OpSelectionMerge / OpLoopMerge (the header block first, a loop's continue
// block last before its merge block), ops after a construct continue in its
// merge block, block arguments become OpPhi (with the block the branch was
// emitted in as parent), and deserialization gives the same regions back.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.spv
// RUN: spirv-val --target-env vulkan1.0 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s
// RUN: %hlsl-translate --test-spirv-roundtrip %s | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: %hlsl-translate --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {

  // CHECK-LABEL: %count = OpFunction
  // CHECK:      %[[N:.*]] = OpFunctionParameter %uint
  // CHECK-NEXT: %[[ENTRY:.*]] = OpLabel
  // CHECK-NEXT: %[[VAR:.*]] = OpVariable %_ptr_Function_uint Function
  // CHECK-NEXT: OpBranch %[[HEADER:.*]]
  // CHECK-NEXT: %[[HEADER]] = OpLabel
  // CHECK-NEXT: %[[I:.*]] = OpPhi %uint %[[NEXT:.*]] %[[CONTINUE:[0-9]+]] %uint_0 %[[ENTRY]]
  // CHECK-NEXT: %[[CMP:.*]] = OpSLessThan %bool %[[I]] %[[N]]
  // CHECK-NEXT: OpLoopMerge %[[MERGE:.*]] %[[BODY:.*]] Unroll
  // CHECK-NEXT: OpBranchConditional %[[CMP]] %[[BODY]] %[[MERGE]]
  // CHECK-NEXT: %[[BODY]] = OpLabel
  // CHECK-NEXT: %[[EQ:.*]] = OpIEqual %bool %[[I]] %uint_1
  // CHECK-NEXT: OpBranch %[[SEL:.*]]
  // CHECK-NEXT: %[[SEL]] = OpLabel
  // CHECK-NEXT: OpSelectionMerge %[[CONTINUE]] Flatten
  // CHECK-NEXT: OpBranchConditional %[[EQ]] %[[THEN:.*]] %[[CONTINUE]] 3 1
  // CHECK-NEXT: %[[THEN]] = OpLabel
  // CHECK-NEXT: OpStore %[[VAR]] %[[I]]
  // CHECK-NEXT: OpBranch %[[CONTINUE]]
  // CHECK-NEXT: %[[CONTINUE]] = OpLabel
  // CHECK-NEXT: %[[NEXT]] = OpIAdd %uint %[[I]] %uint_1
  // CHECK-NEXT: OpBranch %[[HEADER]]
  // CHECK-NEXT: %[[MERGE]] = OpLabel
  // CHECK-NEXT: %[[R:.*]] = OpLoad %uint %[[VAR]]
  // CHECK-NEXT: OpReturnValue %[[R]]
  // CHECK-NEXT: OpFunctionEnd

  // ROUNDTRIP-LABEL: spirv.func @count(%arg0: i32) -> i32 "None" {
  // ROUNDTRIP-NEXT: %0 = spirv.Variable : !spirv.ptr<i32, Function>
  // ROUNDTRIP-NEXT: %cst0_i32 = spirv.Constant 0 : i32
  // ROUNDTRIP-NEXT: spirv.mlir.loop control(Unroll) {
  // ROUNDTRIP-NEXT:   spirv.Branch ^bb1(%cst0_i32 : i32)
  // ROUNDTRIP-NEXT: ^bb1(%2: i32):
  // ROUNDTRIP-NEXT:   %3 = spirv.SLessThan %2, %arg0 : i32
  // ROUNDTRIP-NEXT:   spirv.BranchConditional %3, ^bb2, ^bb3
  // ROUNDTRIP-NEXT: ^bb2:
  // ROUNDTRIP-NEXT:   %cst1_i32 = spirv.Constant 1 : i32
  // ROUNDTRIP-NEXT:   %4 = spirv.IEqual %2, %cst1_i32 : i32
  // ROUNDTRIP-NEXT:   spirv.mlir.selection control(Flatten) {
  // ROUNDTRIP-NEXT:     spirv.BranchConditional %4 [3, 1], ^bb1, ^bb2
  // ROUNDTRIP-NEXT:   ^bb1:
  // ROUNDTRIP-NEXT:     spirv.Store "Function" %0, %2 : i32
  // ROUNDTRIP-NEXT:     spirv.Branch ^bb2
  // ROUNDTRIP-NEXT:   ^bb2:
  // ROUNDTRIP-NEXT:     spirv.mlir.merge
  // ROUNDTRIP-NEXT:   }
  // ROUNDTRIP-NEXT:   %cst1_i32_0 = spirv.Constant 1 : i32
  // ROUNDTRIP-NEXT:   %5 = spirv.IAdd %2, %cst1_i32_0 : i32
  // ROUNDTRIP-NEXT:   spirv.Branch ^bb1(%5 : i32)
  // ROUNDTRIP-NEXT: ^bb3:
  // ROUNDTRIP-NEXT:   spirv.mlir.merge
  // ROUNDTRIP-NEXT: }
  // ROUNDTRIP-NEXT: %1 = spirv.Load "Function" %0 : i32
  // ROUNDTRIP-NEXT: spirv.ReturnValue %1 : i32
  spirv.func @count(%n: i32) -> i32 "None" {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %var = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.mlir.loop control(Unroll) {
      spirv.Branch ^header(%c0 : i32)
    ^header(%i: i32):
      %cmp = spirv.SLessThan %i, %n : i32
      spirv.BranchConditional %cmp, ^body, ^merge
    ^body:
      %eq = spirv.IEqual %i, %c1 : i32
      spirv.mlir.selection control(Flatten) {
        spirv.BranchConditional %eq [3, 1], ^then, ^merge
      ^then:
        spirv.Store "Function" %var, %i : i32
        spirv.Branch ^merge
      ^merge:
        spirv.mlir.merge
      }
      %next = spirv.IAdd %i, %c1 : i32
      spirv.Branch ^header(%next : i32)
    ^merge:
      spirv.mlir.merge
    }
    %r = spirv.Load "Function" %var : i32
    spirv.ReturnValue %r : i32
  }

  // A selection yielding a value (the merge block's phi), a loop yielding
  // the value of its header (no phi: the header dominates the merge block),
  // a return inside a selection, and a construct right after another.

  // CHECK-LABEL: %pick = OpFunction
  // CHECK:      OpSelectionMerge %[[M1:.*]] None
  // CHECK:      %[[M1]] = OpLabel
  // CHECK-NEXT: %[[PHI:.*]] = OpPhi %uint %uint_7 %{{.*}} %uint_5 %{{.*}}
  // CHECK-NEXT: OpBranch %[[LOOP:.*]]
  // CHECK-NEXT: %[[LOOP]] = OpLabel
  // CHECK-NEXT: %[[ACC:.*]] = OpPhi %uint %[[SUM:[0-9]+]] %[[CONT:[0-9]+]] %[[PHI]] %[[M1]]
  // CHECK-NEXT: %[[DONE:.*]] = OpUGreaterThan %bool %[[ACC]] %uint_100
  // CHECK-NEXT: OpLoopMerge %[[M2:.*]] %[[CONT]] None
  // CHECK-NEXT: OpBranchConditional %[[DONE]] %[[M2]] %[[CONT]]
  // CHECK-NEXT: %[[CONT]] = OpLabel
  // CHECK-NEXT: %[[SUM]] = OpIAdd %uint %[[ACC]] %[[ACC]]
  // CHECK-NEXT: OpBranch %[[LOOP]]
  // CHECK-NEXT: %[[M2]] = OpLabel
  // CHECK-NEXT: OpBranch %[[H3:.*]]
  // CHECK-NEXT: %[[H3]] = OpLabel
  // CHECK-NEXT: OpSelectionMerge %[[M3:.*]] None
  // CHECK-NEXT: OpBranchConditional %{{.*}} %[[RET:.*]] %[[M3]]
  // CHECK-NEXT: %[[RET]] = OpLabel
  // CHECK-NEXT: OpReturnValue %[[ACC]]
  // CHECK-NEXT: %[[M3]] = OpLabel
  // CHECK-NEXT: OpReturnValue %[[PHI]]

  // ROUNDTRIP-LABEL: spirv.func @pick(%arg0: i1) -> i32 "None" {
  // ROUNDTRIP:      %0 = spirv.mlir.selection -> i32 {
  // ROUNDTRIP:        spirv.mlir.merge %{{.*}} : i32
  // ROUNDTRIP:      %1 = spirv.mlir.loop -> i32 {
  // ROUNDTRIP-NEXT:   spirv.Branch ^bb1(%0 : i32)
  // ROUNDTRIP:        spirv.mlir.merge %{{.*}} : i32
  // ROUNDTRIP:      spirv.mlir.selection {
  // ROUNDTRIP-NEXT:   spirv.BranchConditional %arg0, ^bb1, ^bb2
  // ROUNDTRIP-NEXT: ^bb1:
  // ROUNDTRIP-NEXT:   spirv.ReturnValue %1 : i32
  spirv.func @pick(%c: i1) -> i32 "None" {
    %five = spirv.Constant 5 : i32
    %seven = spirv.Constant 7 : i32
    %hundred = spirv.Constant 100 : i32
    %x = spirv.mlir.selection -> i32 {
      spirv.BranchConditional %c, ^a, ^b
    ^a:
      spirv.Branch ^merge(%five : i32)
    ^b:
      spirv.Branch ^merge(%seven : i32)
    ^merge(%m: i32):
      spirv.mlir.merge %m : i32
    }
    %y = spirv.mlir.loop -> i32 {
      spirv.Branch ^header(%x : i32)
    ^header(%acc: i32):
      %done = spirv.UGreaterThan %acc, %hundred : i32
      spirv.BranchConditional %done, ^merge, ^continue
    ^continue:
      %sum = spirv.IAdd %acc, %acc : i32
      spirv.Branch ^header(%sum : i32)
    ^merge:
      spirv.mlir.merge %acc : i32
    }
    spirv.mlir.selection {
      spirv.BranchConditional %c, ^ret, ^merge
    ^ret:
      spirv.ReturnValue %y : i32
    ^merge:
      spirv.mlir.merge
    }
    spirv.ReturnValue %x : i32
  }

  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
