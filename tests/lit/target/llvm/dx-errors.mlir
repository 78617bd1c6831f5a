// What has no LLVM 22 form is a located error, and nothing is written.

// RUN: %hlsl-translate %s --dx-to-llvmir --split-input-file --verify-diagnostics

func.func @tbuffer() {
  %c0 = arith.constant 0 : i32
  // expected-error @+1 {{type '!dx.TBuffer<!hlsl.struct<"T", (f32)>>' has no LLVM IR form in the DirectX export: LLVM 22 has no DirectX target type for tbuffers}}
  %t = dx.resource.handlefrombinding "T"[%c0] space(0) lower_bound(0) range_size(1) : !dx.TBuffer<!hlsl.struct<"T", (f32)>>
  return
}

// -----

func.func @heap() {
  %c0 = arith.constant 0 : i32
  // expected-error @+1 {{'dx.handle.fromHeap' op has no LLVM 22 form: LLVM 22 has no intrinsic for descriptor heap handles}}
  %h = dx.handle.fromHeap [%c0] : !dx.RawBuffer<i8, 0, 0>
  return
}

// -----

func.func @coherent() {
  %c0 = arith.constant 0 : i32
  // expected-error @+1 {{'globally_coherent' has no LLVM 22 form}}
  %h = dx.resource.handlefrombinding "Shared"[%c0] space(0) lower_bound(0) range_size(1) globally_coherent : !dx.RawBuffer<i8, 1, 0>
  return
}

// -----

// expected-error @+1 {{'arith.constant' op at module level has no LLVM IR form}}
%c0 = arith.constant 0 : i32
// expected-error @+1 {{'dx.resource.handlefrombinding' op at module level has no LLVM IR form: LLVM IR has no instructions outside functions}}
%h = dx.resource.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !dx.RawBuffer<i8, 0, 0>

// -----

func.func @hlsl_op() {
  %c0 = arith.constant 0 : i32
  // expected-error @+1 {{'hlsl.handlefrombinding' op has no LLVM IR form in the DirectX export (LLVM 22)}}
  %h = hlsl.handlefrombinding "B"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
  return
}
