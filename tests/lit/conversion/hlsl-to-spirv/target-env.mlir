// Which target the lowering uses (docs/lowering-hlsl-to-spirv.md): the `target-env=`
// preset when given; otherwise the module's `spirv.target_env` attribute;
// otherwise Vulkan 1.0. Its version decides the storage buffer class and
// the default layout, its capabilities what may be used.

// Without the attribute and the option: Vulkan 1.0 (Uniform storage for
// storage buffers, and no 16-bit storage).
// RUN: sed -e 's/^module attributes.*/module {/' %s | not %hlsl-opt --convert-hlsl-to-spirv 2>&1 | FileCheck %s --check-prefix=DEFAULT
// The module's attribute: SPIR-V 1.3 with 16-bit storage.
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s --check-prefix=ATTR
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.1 %t.spv
// The option wins over the attribute (and Vulkan 1.2 has no 16-bit storage).
// RUN: not %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" 2>&1 | FileCheck %s --check-prefix=OPTION
// A preset's name that does not exist.
// RUN: not %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan2.0" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// A layout that does not exist.
// RUN: not %hlsl-opt %s --convert-hlsl-to-spirv="layout=std140" 2>&1 | FileCheck %s --check-prefix=LAYOUT
// Counter names the target cannot express.
// RUN: not %hlsl-opt %s --convert-hlsl-to-spirv="emit-counter-buffer-decoration=true" 2>&1 | FileCheck %s --check-prefix=COUNTER

// DEFAULT: error: 'hlsl.handlefrombinding' op resource 'Halves' of type '!hlsl.handle<uav, vector<2xf16>, raw>' cannot be lowered to SPIR-V: f16 in Uniform storage needs extension SPV_KHR_16bit_storage, which target environment vulkan1.0 does not allow

// The extensions SPIR-V 1.3 has in core are allowed; the deduced version
// stays 1.0. The counter is not named: CounterBuffer needs SPIR-V 1.4.
// ATTR: requires #spirv.vce<v1.0, [StorageBuffer16BitAccess, Shader, Matrix], [SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class]>
// ATTR-NEXT: spirv.GlobalVariable @Halves bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<2xf16>, stride=4> [0]), Block>, StorageBuffer>
// ATTR-NEXT: spirv.GlobalVariable @Halves_counter bind(0, 1) : !spirv.ptr<!spirv.struct<(i32 [0]), Block>, StorageBuffer>

// OPTION: error: 'hlsl.handlefrombinding' op resource 'Halves' of type '!hlsl.handle<uav, vector<2xf16>, raw>' cannot be lowered to SPIR-V: f16 in StorageBuffer storage needs capability StorageBuffer16BitAccess, which target environment vulkan1.2 does not allow

// UNKNOWN: invalid value 'vulkan2.0' for option 'target-env' of pass 'convert-hlsl-to-spirv': expected vulkan1.0|vulkan1.1|vulkan1.1spirv1.4|vulkan1.2|vulkan1.3|vulkan1.4

// LAYOUT: invalid value 'std140' for option 'layout' of pass 'convert-hlsl-to-spirv': expected relaxed|gl|scalar

// COUNTER: error: 'builtin.module' op emit-counter-buffer-decoration=true needs SPIR-V 1.4 or extension SPV_GOOGLE_hlsl_functionality1, which target environment #spirv.vce<v1.3, [Shader, StorageBuffer16BitAccess, Float16], []> does not allow

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, StorageBuffer16BitAccess, Float16], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %h = hlsl.handlefrombinding "Halves"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<vector<2xf16>>
    %cnt = hlsl.counterhandlefrombinding %h binding(1) space(0) : !hlsl.RWStructuredBuffer<vector<2xf16>>
    return
  }
}
