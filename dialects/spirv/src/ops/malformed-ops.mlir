// Malformed generic-form ops, one a line: wrong operand or result counts,
// missing or ill-typed attributes, missing regions. Each is parsed after
// values %i (i32), %c (i1), %v (vector<2xf32>) and %p
// (!spirv.ptr<f32, Function>); none of them verifies.
"spirv.Load"() : () -> f32
"spirv.Load"(%i) : (i32) -> ()
"spirv.Store"(%i) : (i32) -> ()
"spirv.AccessChain"() : () -> ()
"spirv.AccessChain"(%p, %p) : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> !spirv.ptr<f32, Function>
"spirv.Variable"(%i, %i) : (i32, i32) -> ()
"spirv.Constant"() : () -> ()
"spirv.Constant"() {value = "s"} : () -> (i32, i32)
"spirv.CompositeExtract"(%v) {indices = 5} : (vector<2xf32>) -> f32
"spirv.CompositeExtract"() : () -> ()
"spirv.CompositeInsert"(%v) {indices = [0 : i32]} : (vector<2xf32>) -> vector<2xf32>
"spirv.CompositeConstruct"(%i) : (i32) -> ()
"spirv.VectorShuffle"(%v) {components = "x"} : (vector<2xf32>) -> vector<2xf32>
"spirv.Select"(%i) : (i32) -> i32
"spirv.Undef"() : () -> (i32, i32)
"spirv.mlir.addressof"() {variable = 5} : () -> !spirv.ptr<f32, Function>
"spirv.FunctionCall"(%i) {callee = "f"} : (i32) -> (i32, i32)
"spirv.ReturnValue"() : () -> ()
"spirv.Return"(%i) : (i32) -> ()
"spirv.Branch"(%i) : (i32) -> ()
"spirv.BranchConditional"(%c) {operandSegmentSizes = array<i32: 5, 0, 0>} : (i1) -> ()
"spirv.BranchConditional"() : () -> ()
"spirv.mlir.selection"() : () -> ()
"spirv.mlir.loop"() {loop_control = 3} : () -> ()
"spirv.ControlBarrier"() {execution_scope = 1} : () -> ()
"spirv.MemoryBarrier"() : () -> ()
"spirv.EntryPoint"() {interface = 5, fn = 7} : () -> ()
"spirv.ExecutionMode"() {values = 5} : () -> ()
"spirv.GlobalVariable"() {type = 5, sym_name = "g"} : () -> ()
"spirv.SpecConstant"() : () -> (i32)
"spirv.func"() : () -> ()
"spirv.func"() ({}) {function_type = i32, sym_name = "f", function_control = 3} : () -> ()
"spirv.module"() : () -> ()
"spirv.module"() ({}, {}) {addressing_model = 1, memory_model = 2} : () -> ()
