// The uniform group ops in MLIR 22's custom form: broadcasts with scalar and vector local
// ids, the reductions and scans of the Groups capability and of
// SPV_KHR_uniform_group_instructions, and the SPV_KHR_shader_ballot ballot.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s

// Upstream cross-checks: the same custom and generic text as mlir-opt-22, and each
// tool reads what the other prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s > %t.ours
// RUN: %mlir-opt %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours.generic
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs.generic
// RUN: diff %t.ours.generic %t.theirs.generic
// RUN: %hlsl-opt %s | %mlir-opt --mlir-print-op-generic > %t.upstream-reads-ours
// RUN: diff %t.upstream-reads-ours %t.theirs.generic
// RUN: %mlir-opt %s | %hlsl-opt --mlir-print-op-generic > %t.ours-reads-upstream
// RUN: diff %t.ours-reads-upstream %t.theirs.generic

// CHECK-LABEL: spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Groups, GroupUniformArithmeticKHR, SubgroupBallotKHR], [SPV_KHR_uniform_group_instructions, SPV_KHR_shader_ballot]> {
// CHECK-LABEL: spirv.func @groups(%arg0: f32, %arg1: vector<4xf32>, %arg2: i32, %arg3: vector<2xi32>, %arg4: i1) "None" {
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst_vec_3xi32 = spirv.Constant dense<0> : vector<3xi32>
// CHECK-NEXT: %0 = spirv.GroupBroadcast <Workgroup> %arg0, %cst0_i32 : f32, i32
// CHECK-NEXT: %1 = spirv.GroupBroadcast <Subgroup> %arg1, %cst_vec_3xi32 : vector<4xf32>, vector<3xi32>
// CHECK-NEXT: %2 = spirv.GroupFAdd <Workgroup> <Reduce> %arg0 : f32
// CHECK-NEXT: %3 = spirv.GroupFMax <Subgroup> <InclusiveScan> %arg1 : vector<4xf32>
// CHECK-NEXT: %4 = spirv.GroupFMin <Workgroup> <ExclusiveScan> %arg0 : f32
// CHECK-NEXT: %5 = spirv.GroupIAdd <Workgroup> <Reduce> %arg2 : i32
// CHECK-NEXT: %6 = spirv.GroupSMax <Subgroup> <Reduce> %arg3 : vector<2xi32>
// CHECK-NEXT: %7 = spirv.GroupSMin <Workgroup> <InclusiveScan> %arg2 : i32
// CHECK-NEXT: %8 = spirv.GroupUMax <Workgroup> <Reduce> %arg2 {foo} : i32
// CHECK-NEXT: %9 = spirv.GroupUMin <Subgroup> <ExclusiveScan> %arg2 : i32
// CHECK-NEXT: %10 = spirv.KHR.GroupFMul <Workgroup> <Reduce> %arg0 : f32
// CHECK-NEXT: %11 = spirv.KHR.GroupIMul <Subgroup> <InclusiveScan> %arg3 : vector<2xi32>
// CHECK-NEXT: %12 = spirv.KHR.SubgroupBallot %arg4 : vector<4xi32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Groups, GroupUniformArithmeticKHR, SubgroupBallotKHR], [SPV_KHR_uniform_group_instructions, SPV_KHR_shader_ballot]> {
  spirv.func @groups(%f: f32, %v: vector<4xf32>, %i: i32, %l: vector<2xi32>, %b: i1) "None" {
    %c0 = spirv.Constant 0 : i32
    %cv = spirv.Constant dense<0> : vector<3xi32>
    %0 = spirv.GroupBroadcast <Workgroup> %f, %c0 : f32, i32
    %1 = spirv.GroupBroadcast <Subgroup> %v, %cv : vector<4xf32>, vector<3xi32>
    %2 = spirv.GroupFAdd <Workgroup> <Reduce> %f : f32
    %3 = spirv.GroupFMax <Subgroup> <InclusiveScan> %v : vector<4xf32>
    %4 = spirv.GroupFMin <Workgroup> <ExclusiveScan> %f : f32
    %5 = spirv.GroupIAdd <Workgroup> <Reduce> %i : i32
    %6 = spirv.GroupSMax <Subgroup> <Reduce> %l : vector<2xi32>
    %7 = spirv.GroupSMin <Workgroup> <InclusiveScan> %i : i32
    %8 = spirv.GroupUMax <Workgroup> <Reduce> %i {foo} : i32
    %9 = spirv.GroupUMin <Subgroup> <ExclusiveScan> %i : i32
    %10 = spirv.KHR.GroupFMul <Workgroup> <Reduce> %f : f32
    %11 = spirv.KHR.GroupIMul <Subgroup> <InclusiveScan> %l : vector<2xi32>
    %12 = spirv.KHR.SubgroupBallot %b : vector<4xi32>
    spirv.Return
  }
}
