// The uniform group ops in a kernel: our binary has the same instructions as
// mlir-translate-22's up to <id> numbering, both are valid SPIR-V, each deserializer
// reads the other's binary, and ours round-trips to the same bytes.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: spirv-val %t.ours.spv
// RUN: %hlsl-translate --deserialize-spirv %t.ours.spv -o %t.back.mlir
// RUN: %hlsl-translate --serialize-spirv %t.back.mlir -o %t.again.spv
// RUN: cmp %t.ours.spv %t.again.spv
// RUN: FileCheck %s < %t.back.mlir

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: spirv-val %t.theirs.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.ours.spv %t.theirs.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: %hlsl-translate --serialize-spirv %t.from-theirs.mlir -o %t.reserialized.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.reserialized.spv %t.theirs.spv
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv -o %t.theirs-reading-ours.mlir
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %t.theirs-reading-ours.mlir -o %t.theirs-again.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.theirs-again.spv %t.ours.spv

// CHECK: %{{.*}} = spirv.GroupBroadcast <Workgroup> %{{.*}}, %{{.*}} : f32, i32
// CHECK: %{{.*}} = spirv.GroupBroadcast <Subgroup> %{{.*}}, %{{.*}} : vector<4xf32>, vector<3xi32>
// CHECK: %{{.*}} = spirv.GroupFAdd <Workgroup> <Reduce> %{{.*}} : f32
// CHECK: %{{.*}} = spirv.GroupFMax <Subgroup> <InclusiveScan> %{{.*}} : vector<4xf32>
// CHECK: %{{.*}} = spirv.GroupFMin <Workgroup> <ExclusiveScan> %{{.*}} : f32
// CHECK: %{{.*}} = spirv.GroupIAdd <Workgroup> <Reduce> %{{.*}} : i32
// CHECK: %{{.*}} = spirv.GroupSMax <Subgroup> <Reduce> %{{.*}} : vector<2xi32>
// CHECK: %{{.*}} = spirv.GroupSMin <Workgroup> <InclusiveScan> %{{.*}} : i32
// CHECK: %{{.*}} = spirv.GroupUMax <Workgroup> <Reduce> %{{.*}} : i32
// CHECK: %{{.*}} = spirv.GroupUMin <Subgroup> <ExclusiveScan> %{{.*}} : i32
// CHECK: %{{.*}} = spirv.KHR.GroupFMul <Workgroup> <Reduce> %{{.*}} : f32
// CHECK: %{{.*}} = spirv.KHR.GroupIMul <Subgroup> <InclusiveScan> %{{.*}} : vector<2xi32>
// CHECK: %{{.*}} = spirv.KHR.SubgroupBallot %{{.*}} : vector<4xi32>

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
    %8 = spirv.GroupUMax <Workgroup> <Reduce> %i : i32
    %9 = spirv.GroupUMin <Subgroup> <ExclusiveScan> %i : i32
    %10 = spirv.KHR.GroupFMul <Workgroup> <Reduce> %f : f32
    %11 = spirv.KHR.GroupIMul <Subgroup> <InclusiveScan> %l : vector<2xi32>
    %12 = spirv.KHR.SubgroupBallot %b : vector<4xi32>
    spirv.Return
  }
  spirv.EntryPoint "Kernel" @groups
}
