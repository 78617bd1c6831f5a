// Verifier and parser diagnostics of the Intel vendor ops, with MLIR 22's wording.
// mlir-opt-22 reports the same: see upstream-group-and-extension-diagnostics.mlir.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i64, CrossWorkgroup>, %i: i32, %f: f32, %d: f64, %h: i16, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.INTEL.SubgroupBlockRead' op mismatch in result type and pointer type}}
    %0 = spirv.INTEL.SubgroupBlockRead %p : !spirv.ptr<i64, CrossWorkgroup> -> vector<2xi32>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i64, CrossWorkgroup>, %i: i32, %f: f32, %d: f64, %h: i16, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.INTEL.SubgroupBlockRead' op operand #0 must be any SPIR-V pointer type, but got 'i32'}}
    %0 = spirv.INTEL.SubgroupBlockRead %i : i32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i64, CrossWorkgroup>, %i: i32, %f: f32, %d: f64, %h: i16, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.INTEL.SubgroupBlockWrite' op mismatch in result type and pointer type}}
    "spirv.INTEL.SubgroupBlockWrite"(%p, %i) : (!spirv.ptr<i64, CrossWorkgroup>, i32) -> ()
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  // expected-note @+1 {{prior use here}}
  spirv.func @f(%p: !spirv.ptr<i64, CrossWorkgroup>, %i: i32, %f: f32, %d: f64, %h: i16, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'i64' vs 'i32'}}
    spirv.INTEL.SubgroupBlockWrite "CrossWorkgroup" %p, %i : i64
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i64, CrossWorkgroup>, %i: i32, %f: f32, %d: f64, %h: i16, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{invalid storage_class attribute specification: "Nowhere"}}
    spirv.INTEL.SubgroupBlockWrite "Nowhere" %p, %i : i32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i64, CrossWorkgroup>, %i: i32, %f: f32, %d: f64, %h: i16, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.INTEL.ConvertFToBF16' op operand #0 must be Float32 or fixed-length vector of Float32 values of length 2/3/4/8/16, but got 'f64'}}
    %0 = spirv.INTEL.ConvertFToBF16 %d : f64 to i16
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i64, CrossWorkgroup>, %i: i32, %f: f32, %d: f64, %h: i16, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.INTEL.ConvertFToBF16' op requires the same shape for all operands and results}}
    %0 = spirv.INTEL.ConvertFToBF16 %v : vector<4xf32> to i16
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i64, CrossWorkgroup>, %i: i32, %f: f32, %d: f64, %h: i16, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.INTEL.ConvertBF16ToF' op operand #0 must be Int16 or fixed-length vector of Int16 values of length 2/3/4/8/16, but got 'i32'}}
    %0 = spirv.INTEL.ConvertBF16ToF %i : i32 to f32
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i64, CrossWorkgroup>, %i: i32, %f: f32, %d: f64, %h: i16, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.INTEL.RoundFToTF32' op result #0 must be Float32 or fixed-length vector of Float32 values of length 2/3/4/8/16, but got 'f64'}}
    %0 = spirv.INTEL.RoundFToTF32 %f : f32 to f64
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i64, CrossWorkgroup>, %i: i32, %f: f32, %d: f64, %h: i16, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{expected '<'}}
    spirv.INTEL.ControlBarrierArrive <Workgroup> <Device>
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @f(%p: !spirv.ptr<i64, CrossWorkgroup>, %i: i32, %f: f32, %d: f64, %h: i16, %v: vector<4xf32>) "None" {
    // expected-error @+1 {{'spirv.INTEL.ControlBarrierWait' op requires attribute 'memory_semantics'}}
    "spirv.INTEL.ControlBarrierWait"() {execution_scope = #spirv.scope<Workgroup>, memory_scope = #spirv.scope<Device>} : () -> ()
    spirv.Return
  }
}
