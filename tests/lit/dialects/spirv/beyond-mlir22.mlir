// What this dialect has beyond MLIR 22 (docs/spirv-beyond-mlir-22.md): `BufferBlock`
// structs in
// `Uniform` storage (Vulkan 1.0 storage buffers), `!spirv.sampler`
// (`OpTypeSampler`), and `counter_buffer = @sym` on a global variable naming
// the variable holding its counter. Upstream cannot serialize these, so there
// is no cross-check here.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s

// CHECK-LABEL: spirv.module @counters Logical GLSL450
// CHECK-NEXT: spirv.GlobalVariable @buf_counter bind(0, 1) : !spirv.ptr<!spirv.struct<(i32 [0]), BufferBlock>, Uniform>
// CHECK-NEXT: spirv.GlobalVariable @buf bind(0, 0) {counter_buffer = @buf_counter} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0, NonWritable]), BufferBlock>, Uniform>
// CHECK-NEXT: spirv.GlobalVariable @smp bind(0, 2) : !spirv.ptr<!spirv.sampler, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @tex bind(0, 3) : !spirv.ptr<!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK-NEXT: spirv.func @main() "None" {
// CHECK-NEXT:   %buf_counter_addr = spirv.mlir.addressof @buf_counter : !spirv.ptr<!spirv.struct<(i32 [0]), BufferBlock>, Uniform>
// CHECK-NEXT:   %smp_addr = spirv.mlir.addressof @smp : !spirv.ptr<!spirv.sampler, UniformConstant>
// CHECK-NEXT:   %0 = spirv.Load "UniformConstant" %smp_addr : !spirv.sampler
// CHECK-NEXT:   %1 = spirv.Undef : !spirv.sampler
// CHECK-NEXT:   spirv.Return
// CHECK-NEXT: }

// GENERIC: "spirv.GlobalVariable"() <{binding = 0 : i32, descriptor_set = 0 : i32, sym_name = "buf", type = !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0, NonWritable]), BufferBlock>, Uniform>}> {counter_buffer = @buf_counter} : () -> ()
// GENERIC: "spirv.Load"(%{{.*}}) : (!spirv.ptr<!spirv.sampler, UniformConstant>) -> !spirv.sampler
spirv.module @counters Logical GLSL450 {
  spirv.GlobalVariable @buf_counter bind(0, 1) : !spirv.ptr<!spirv.struct<(i32 [0]), BufferBlock>, Uniform>
  spirv.GlobalVariable @buf bind(0, 0) {counter_buffer = @buf_counter} : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0, NonWritable]), BufferBlock>, Uniform>
  spirv.GlobalVariable @smp bind(0, 2) : !spirv.ptr<!spirv.sampler, UniformConstant>
  spirv.GlobalVariable @tex bind(0, 3) : !spirv.ptr<!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
  spirv.func @main() "None" {
    %c = spirv.mlir.addressof @buf_counter : !spirv.ptr<!spirv.struct<(i32 [0]), BufferBlock>, Uniform>
    %s = spirv.mlir.addressof @smp : !spirv.ptr<!spirv.sampler, UniformConstant>
    %l = spirv.Load "UniformConstant" %s : !spirv.sampler
    %u = spirv.Undef : !spirv.sampler
    spirv.Return
  }
}


// Identified struct names that are not keywords print quoted (MLIR 22 prints
// them bare, which neither parser reads back); a quoted keyword prints bare.
// CHECK-LABEL: spirv.module @struct_names Logical GLSL450
// CHECK-NEXT: spirv.GlobalVariable @g : !spirv.ptr<!spirv.struct<"$Global", (!spirv.struct<"a b", (f32 [0])> [0], !spirv.struct<keyword, ()> [16]), Block>, Uniform>
// GENERIC: type = !spirv.ptr<!spirv.struct<"$Global", (!spirv.struct<"a b", (f32 [0])> [0], !spirv.struct<keyword, ()> [16]), Block>, Uniform>
spirv.module @struct_names Logical GLSL450 {
  spirv.GlobalVariable @g : !spirv.ptr<!spirv.struct<"$Global", (!spirv.struct<"a b", (f32 [0])> [0], !spirv.struct<"keyword", ()> [16]), Block>, Uniform>
}

// A physical storage buffer pointer bitcast to and from a 64-bit integer or a
// vector of two 32-bit integers (GLSL's buffer reference casts); MLIR 22
// refuses any bitcast between a pointer and a non-pointer.
// CHECK-LABEL: spirv.module @address_casts PhysicalStorageBuffer64 GLSL450
// CHECK: %0 = spirv.Bitcast %arg0 : !spirv.ptr<f32, PhysicalStorageBuffer> to i64
// CHECK: %1 = spirv.Bitcast %0 : i64 to !spirv.ptr<f32, PhysicalStorageBuffer>
// CHECK: %2 = spirv.Bitcast %arg0 : !spirv.ptr<f32, PhysicalStorageBuffer> to vector<2xi32>
spirv.module @address_casts PhysicalStorageBuffer64 GLSL450 {
  spirv.func @casts(%p: !spirv.ptr<f32, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Restrict>}) "None" {
    %0 = spirv.Bitcast %p : !spirv.ptr<f32, PhysicalStorageBuffer> to i64
    %1 = spirv.Bitcast %0 : i64 to !spirv.ptr<f32, PhysicalStorageBuffer>
    %2 = spirv.Bitcast %p : !spirv.ptr<f32, PhysicalStorageBuffer> to vector<2xi32>
    spirv.Return
  }
}

// Struct and matrix constants (`OpConstantComposite` of those types), an array
// of the members' or columns' values; MLIR 22 takes array values for
// `!spirv.array` results only.
// CHECK-LABEL: spirv.module @composite_constants Logical GLSL450
// CHECK: %{{.*}} = spirv.Constant [1.000000e+00 : f32, 2 : i32, [3 : i32, 4 : i32]] : !spirv.struct<(f32, i32, !spirv.array<2 x i32>)>
// CHECK: %{{.*}} = spirv.Constant [dense<1.000000e+00> : vector<2xf32>, dense<[0.000000e+00, 1.000000e+00]> : vector<2xf32>] : !spirv.matrix<2 x vector<2xf32>>
// GENERIC: "spirv.Constant"() <{value = [1.000000e+00 : f32, 2 : i32, [3 : i32, 4 : i32]]}> : () -> !spirv.struct<(f32, i32, !spirv.array<2 x i32>)>
spirv.module @composite_constants Logical GLSL450 {
  spirv.func @constants() "None" {
    %0 = spirv.Constant [1.0 : f32, 2 : i32, [3 : i32, 4 : i32]] : !spirv.struct<(f32, i32, !spirv.array<2 x i32>)>
    %1 = spirv.Constant [dense<1.0> : vector<2xf32>, dense<[0.0, 1.0]> : vector<2xf32>] : !spirv.matrix<2 x vector<2xf32>>
    spirv.Return
  }
}

// A specialization constant computed by an op at module level
// (spirv.SpecConstantExpression), and arrays whose length is a specialization
// constant (`!spirv.array<@n x T>`, OpTypeArray with an OpSpecConstant* length).
// CHECK-LABEL: spirv.module @spec_lengths Logical GLSL450
// CHECK-NEXT: spirv.SpecConstant @n spec_id(1) = 4 : i32
// CHECK-NEXT: spirv.SpecConstantExpression @twice : i32 {
// CHECK-NEXT:   %0 = spirv.mlir.referenceof @n : i32
// CHECK-NEXT:   %cst2_i32 = spirv.Constant 2 : i32
// CHECK-NEXT:   %1 = spirv.IMul %0, %cst2_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: spirv.SpecConstantComposite @size (@twice, @n, @n) : vector<3xi32>
// CHECK-NEXT: spirv.GlobalVariable @keys : !spirv.ptr<!spirv.array<@twice x !spirv.array<@n x f32, stride=4>>, Workgroup>
// CHECK: spirv.mlir.referenceof @twice : i32
// GENERIC: "spirv.SpecConstantExpression"() <{sym_name = "twice", type = i32}> ({
spirv.module @spec_lengths Logical GLSL450 {
  spirv.SpecConstant @n spec_id(1) = 4 : i32
  spirv.SpecConstantExpression @twice : i32 {
    %0 = spirv.mlir.referenceof @n : i32
    %1 = spirv.Constant 2 : i32
    %2 = spirv.IMul %0, %1 : i32
  }
  spirv.SpecConstantComposite @size (@twice, @n, @n) : vector<3xi32>
  spirv.GlobalVariable @keys : !spirv.ptr<!spirv.array<@twice x !spirv.array<@n x f32, stride=4>>, Workgroup>
  spirv.func @f() "None" {
    %0 = spirv.mlir.referenceof @twice : i32
    spirv.Return
  }
}
