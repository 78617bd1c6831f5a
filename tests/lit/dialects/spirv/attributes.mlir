// The `spirv` attributes: target description, shader interface ABI, linkage
// and enum attributes as MLIR 22 prints them, cross-checked with upstream.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --allow-unregistered-dialect | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// CHECK-LABEL: "foo.vce"
// CHECK-SAME: a = #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>
// CHECK-SAME: b = #spirv.vce<v1.6, [], []>
// CHECK-SAME: c = #spirv.vce<v1.3, [Shader, Int64, Int64, StorageUniform16], [SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>
"foo.vce"() {
  a = #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>,
  b = #spirv.vce<v1.6, [], []>,
  c = #spirv.vce<v1.3, [Shader, Int64, Int64, StorageUniform16], [SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>
} : () -> ()

// CHECK-LABEL: "foo.limits"
// CHECK-SAME: a = #spirv.resource_limits<>
// CHECK-SAME: b = #spirv.resource_limits<min_subgroup_size = 32, max_subgroup_size = 64>
// CHECK-SAME: c = #spirv.resource_limits<max_compute_shared_memory_size = 100, max_compute_workgroup_size = [128, 64, 64], subgroup_size = 64>
// CHECK-SAME: d = #spirv.resource_limits<max_compute_workgroup_invocations = 256, max_compute_workgroup_size = [256 : i32, 128 : i32, 64 : i32]>
// CHECK-SAME: e = #spirv.resource_limits<cooperative_matrix_properties_khr = [#spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = true, scope = <Subgroup>>]>
"foo.limits"() {
  a = #spirv.resource_limits<>,
  b = #spirv.resource_limits<min_subgroup_size = 32, max_subgroup_size=64>,
  c = #spirv.resource_limits<subgroup_size = 64, max_compute_workgroup_size = [128, 64, 64], max_compute_shared_memory_size = 100>,
  d = #spirv.resource_limits<max_compute_workgroup_invocations = 256, max_compute_workgroup_size = [256 : i32, 128 : i32, 64 : i32], max_compute_shared_memory_size = 16384>,
  e = #spirv.resource_limits<cooperative_matrix_properties_khr = [#spirv.coop_matrix_props_khr<
        m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32,
        result_type = i32, acc_sat = true, scope = #spirv.scope<Subgroup>>]>
} : () -> ()

// CHECK-LABEL: "foo.target_env"
// CHECK-SAME: a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>
// CHECK-SAME: b = #spirv.target_env<#spirv.vce<v1.0, [], []>, api=Metal, #spirv.resource_limits<>>
// CHECK-SAME: c = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>
// CHECK-SAME: d = #spirv.target_env<#spirv.vce<v1.0, [], []>, NVIDIA, #spirv.resource_limits<>>
// CHECK-SAME: e = #spirv.target_env<#spirv.vce<v1.0, [], []>, AMD:DiscreteGPU, #spirv.resource_limits<>>
// CHECK-SAME: f = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, Qualcomm:IntegratedGPU:100925441, #spirv.resource_limits<subgroup_size = 64>>
"foo.target_env"() {
  a = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>,
  b = #spirv.target_env<#spirv.vce<v1.0, [], []>, api=Metal, #spirv.resource_limits<>>,
  c = #spirv.target_env<#spirv.vce<v1.0, [], []>, api=Unknown, #spirv.resource_limits<>>,
  d = #spirv.target_env<#spirv.vce<v1.0, [], []>, NVIDIA, #spirv.resource_limits<>>,
  e = #spirv.target_env<#spirv.vce<v1.0, [], []>, AMD:DiscreteGPU, #spirv.resource_limits<>>,
  f = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]>,
        api=Vulkan, Qualcomm:IntegratedGPU:0x6040001, #spirv.resource_limits<subgroup_size = 64>>
} : () -> ()

// CHECK-LABEL: "foo.abi"
// CHECK-SAME: a = #spirv.interface_var_abi<(0, 1), Uniform>
// CHECK-SAME: b = #spirv.interface_var_abi<(0, 1)>
// CHECK-SAME: c = #spirv.entry_point_abi<workgroup_size = [64, 1, 1]>
// CHECK-SAME: d = #spirv.entry_point_abi<>
// CHECK-SAME: e = #spirv.entry_point_abi<workgroup_size = [32], subgroup_size = 16, target_width = 4>
// CHECK-SAME: f = #spirv.linkage_attributes<linkage_name = "outside.func", linkage_type = <Import>>
// CHECK-SAME: g = #spirv.linkage_attributes<linkage_name = "exported", linkage_type = <Export>>
"foo.abi"() {
  a = #spirv.interface_var_abi<(0, 1), Uniform>,
  b = #spirv.interface_var_abi<(0,1)>,
  c = #spirv.entry_point_abi<workgroup_size = [64, 1, 1]>,
  d = #spirv.entry_point_abi<>,
  e = #spirv.entry_point_abi<target_width = 4, subgroup_size = 16, workgroup_size = [32]>,
  f = #spirv.linkage_attributes<linkage_name = "outside.func", linkage_type = <Import>>,
  g = #spirv.linkage_attributes<linkage_type = #spirv.linkage_type<Export>, linkage_name = "exported">
} : () -> ()

// CHECK-LABEL: "foo.enums"
// CHECK-SAME: a = #spirv.storage_class<StorageBuffer>
// CHECK-SAME: b = #spirv.decoration<NonWritable>
// CHECK-SAME: c = #spirv.built_in<GlobalInvocationId>
// CHECK-SAME: d = #spirv.execution_model<GLCompute>
// CHECK-SAME: e = #spirv.execution_mode<LocalSize>
// CHECK-SAME: f = #spirv.function_control<Inline|Pure>
// CHECK-SAME: g = #spirv.function_control<None>
// CHECK-SAME: h = #spirv.memory_access<Volatile|Aligned>
// CHECK-SAME: i = #spirv.scope<Workgroup>
// CHECK-SAME: j = #spirv.memory_semantics<AcquireRelease|WorkgroupMemory>
// CHECK-SAME: k = #spirv.selection_control<Flatten>
// CHECK-SAME: l = #spirv.loop_control<Unroll|DontUnroll>
// CHECK-SAME: m = #spirv.addressing_model<PhysicalStorageBuffer64>
// CHECK-SAME: n = #spirv.memory_model<Vulkan>
// CHECK-SAME: o = #spirv.dim<Dim2D>
// CHECK-SAME: p = #spirv.image_format<Rgba32f>
// CHECK-SAME: q = #spirv.capability<StorageUniform16>
// CHECK-SAME: r = #spirv.image_depth_info<NoDepth>
// CHECK-SAME: s = #spirv.image_sampler_use_info<NeedSampler>
// CHECK-SAME: t = #spirv.linkage_type<Import>
// CHECK-SAME: u = #spirv.decoration<BufferBlock>
"foo.enums"() {
  a = #spirv.storage_class<StorageBuffer>,
  b = #spirv.decoration<NonWritable>,
  c = #spirv.built_in<GlobalInvocationId>,
  d = #spirv.execution_model<GLCompute>,
  e = #spirv.execution_mode<LocalSize>,
  f = #spirv.function_control<Pure|Inline>,
  g = #spirv.function_control<None>,
  h = #spirv.memory_access<Volatile|Aligned>,
  i = #spirv.scope<Workgroup>,
  j = #spirv.memory_semantics<WorkgroupMemory|AcquireRelease>,
  k = #spirv.selection_control<Flatten>,
  l = #spirv.loop_control<Unroll|DontUnroll>,
  m = #spirv.addressing_model<PhysicalStorageBuffer64>,
  n = #spirv.memory_model<Vulkan>,
  o = #spirv.dim<Dim2D>,
  p = #spirv.image_format<Rgba32f>,
  q = #spirv.capability<StorageUniform16>,
  r = #spirv.image_depth_info<NoDepth>,
  s = #spirv.image_sampler_use_info<NeedSampler>,
  t = #spirv.linkage_type<Import>,
  u = #spirv.decoration<BufferBlock>
} : () -> ()

// The dialect's discardable attributes on any op.
// CHECK-LABEL: "foo.kernel"
// CHECK-SAME: spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 8, 1]>
// CHECK-SAME: spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>
"foo.kernel"() {
  spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 8, 1]>,
  spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>
} : () -> ()
