// Entry point attributes that break the rules: `hlsl.shader = "compute"` and
// `hlsl.numthreads = array<i32: X, Y, Z>` go together on a func.func, within
// HLSL's thread group limits; vertex and pixel entry points have no
// numthreads. (Semantics and stage rules: entry-point-stages.mlir.)

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Hlsl.shader marks a func.func.
// expected-error @+1 {{'foo.kernel' op 'hlsl.shader' marks an entry point and is only valid on 'func.func'}}
"foo.kernel"() {hlsl.shader = "compute"} : () -> ()

// -----

// Compute, vertex and pixel shaders.
// expected-error @+1 {{'func.func' op unsupported shader stage "geometry": 'hlsl.shader' must be "compute", "vertex" or "pixel"}}
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) {hlsl.shader = "geometry", hlsl.numthreads = array<i32: 1, 1, 1>} : () -> ()

// -----

// Only compute shaders have a thread group.
// expected-error @+1 {{'func.func' op 'hlsl.numthreads' is for compute entry points; a pixel entry point has no thread group}}
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) {hlsl.shader = "pixel", hlsl.numthreads = array<i32: 1, 1, 1>} : () -> ()

// -----

// The stage is a string.
// expected-error @+1 {{unsupported shader stage 1 : i32: 'hlsl.shader' must be "compute", "vertex" or "pixel"}}
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) {hlsl.shader = 1 : i32, hlsl.numthreads = array<i32: 1, 1, 1>} : () -> ()

// -----

// Compute entry points need numthreads.
// expected-error @+1 {{'func.func' op a compute entry point requires 'hlsl.numthreads = array<i32: X, Y, Z>'}}
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) {hlsl.shader = "compute"} : () -> ()

// -----

// Numthreads needs hlsl.shader.
// expected-error @+1 {{'hlsl.numthreads' requires 'hlsl.shader = "compute"'}}
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) {hlsl.numthreads = array<i32: 8, 8, 1>} : () -> ()

// -----

// Three thread counts.
// expected-error @+1 {{'hlsl.numthreads' must be three thread counts 'array<i32: X, Y, Z>', got array<i32: 8, 8>}}
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 8>} : () -> ()

// -----

// Thread counts are i32.
// expected-error @+1 {{'hlsl.numthreads' must be three thread counts 'array<i32: X, Y, Z>', got [8, 1, 1]}}
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) {hlsl.shader = "compute", hlsl.numthreads = [8, 1, 1]} : () -> ()

// -----

// At least one thread per dimension.
// expected-error @+1 {{'hlsl.numthreads' = [8, 0, 1]: each count must be at least 1, X and Y at most 1024, Z at most 64}}
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 0, 1>} : () -> ()

// -----

// Z is at most 64.
// expected-error @+1 {{'hlsl.numthreads' = [1, 1, 65]: each count must be at least 1}}
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 65>} : () -> ()

// -----

// At most 1024 threads per group.
// expected-error @+1 {{'hlsl.numthreads' = [64, 32, 1] makes 2048 threads per group; at most 1024 are allowed}}
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 32, 1>} : () -> ()

// -----

// Unknown hlsl attributes.
// expected-error @+1 {{'func.func' op unknown attribute 'hlsl.entry': the 'hlsl' dialect defines 'hlsl.shader' and 'hlsl.numthreads'}}
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) {hlsl.entry} : () -> ()

// -----

// Unknown hlsl attributes on any op.
// expected-error @+1 {{'foo.op' op unknown attribute 'hlsl.semantics'}}
"foo.op"() {hlsl.semantics = "SV_Target"} : () -> ()

// -----

// Semantics go on arguments and results, not on ops.
// expected-error @+1 {{'foo.op' op 'hlsl.semantic' names the semantic of an entry point's argument or result: put it in the argument's or result's attribute dictionary}}
"foo.op"() {hlsl.semantic = "SV_Target"} : () -> ()
