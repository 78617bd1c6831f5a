// An HLSL compute kernel in the generic form: keeps the even elements of In by
// appending them to Out (an AppendStructuredBuffer<int> with its counter at u2).
// MLIR reads it with unregistered dialects allowed: the hlsl ops and types stay opaque.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "hlsl.handlefrombinding"(%0) <{lower_bound = 0 : i32, name = "In", range_size = 1 : i32, space = 0 : i32}> : (i32) -> !hlsl.handle<srv, i32, raw>
    %3 = "hlsl.handlefrombinding"(%0) <{lower_bound = 1 : i32, name = "Out", range_size = 1 : i32, space = 0 : i32}> : (i32) -> !hlsl.handle<uav, i32, raw>
    %4 = "hlsl.counterhandlefrombinding"(%3) <{binding = 2 : i32, space = 0 : i32}> : (!hlsl.handle<uav, i32, raw>) -> !hlsl.handle<uav, i32, raw, counter>
    %5 = "hlsl.system_value"() <{semantic = "SV_DispatchThreadID"}> : () -> vector<3xi32>
    %6 = "vector.extract"(%5) <{static_position = array<i64: 0>}> : (vector<3xi32>) -> i32
    %7 = "hlsl.buffer.load"(%2, %6) : (!hlsl.handle<srv, i32, raw>, i32) -> i32
    %8 = "arith.remsi"(%7, %1) : (i32, i32) -> i32
    %9 = "arith.cmpi"(%8, %0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "scf.if"(%9) ({
      %10 = "hlsl.updatecounter"(%4) <{delta = 1 : i8}> : (!hlsl.handle<uav, i32, raw, counter>) -> i32
      "hlsl.buffer.store"(%7, %3, %10) : (i32, !hlsl.handle<uav, i32, raw>, i32) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) {hlsl.numthreads = array<i32: 64, 1, 1>, hlsl.shader = "compute"} : () -> ()
}) : () -> ()

