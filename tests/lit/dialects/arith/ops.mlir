// Every arith op in its custom form as MLIR 22 prints it (flags, predicates,
// rounding modes, constant names); the generic form is cross-checked with
// upstream, and upstream's output parses back.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --allow-unregistered-dialect | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// CHECK-LABEL: func.func @constants
func.func @constants() -> (i32, i32, index, i1, i1, f32, vector<2xi32>, i8) {
  // CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
  // CHECK-NEXT: %c-7_i32 = arith.constant -7 : i32
  // CHECK-NEXT: %c42 = arith.constant 42 : index
  // CHECK-NEXT: %true = arith.constant true
  // CHECK-NEXT: %false = arith.constant false
  // CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
  // CHECK-NEXT: %cst_0 = arith.constant dense<[1, 2]> : vector<2xi32>
  // CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
  %0 = arith.constant 0 : i32
  %1 = arith.constant -7 : i32
  %2 = arith.constant 42 : index
  %3 = arith.constant true
  %4 = arith.constant false
  %5 = arith.constant 1.5 : f32
  %6 = arith.constant dense<[1, 2]> : vector<2xi32>
  %7 = arith.constant 255 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, index, i1, i1, f32, vector<2xi32>, i8
}

// CHECK-LABEL: func.func @integer
func.func @integer(%a: i32, %b: i32, %i: index, %v: vector<4xi32>) {
  // CHECK-NEXT: arith.addi %arg0, %arg1 : i32
  // CHECK-NEXT: arith.addi %arg0, %arg1 overflow<nsw> : i32
  // CHECK-NEXT: arith.subi %arg0, %arg1 overflow<nsw, nuw> : i32
  // CHECK-NEXT: arith.muli %arg0, %arg1 overflow<nuw> : i32
  // CHECK-NEXT: arith.divsi %arg0, %arg1 : i32
  // CHECK-NEXT: arith.divui %arg0, %arg1 exact : i32
  // CHECK-NEXT: arith.ceildivsi %arg0, %arg1 : i32
  // CHECK-NEXT: arith.ceildivui %arg0, %arg1 : i32
  // CHECK-NEXT: arith.floordivsi %arg0, %arg1 : i32
  // CHECK-NEXT: arith.remsi %arg0, %arg1 : i32
  // CHECK-NEXT: arith.remui %arg0, %arg1 : i32
  // CHECK-NEXT: arith.andi %arg0, %arg1 : i32
  // CHECK-NEXT: arith.ori %arg0, %arg1 : i32
  // CHECK-NEXT: arith.xori %arg0, %arg1 : i32
  // CHECK-NEXT: arith.shli %arg0, %arg1 : i32
  // CHECK-NEXT: arith.shrsi %arg0, %arg1 exact : i32
  // CHECK-NEXT: arith.shrui %arg0, %arg1 : i32
  // CHECK-NEXT: arith.maxsi %arg0, %arg1 : i32
  // CHECK-NEXT: arith.maxui %arg0, %arg1 : i32
  // CHECK-NEXT: arith.minsi %arg0, %arg1 : i32
  // CHECK-NEXT: arith.minui %arg0, %arg1 : i32
  // CHECK-NEXT: arith.addi %arg2, %arg2 : index
  // CHECK-NEXT: arith.muli %arg3, %arg3 {my.tag} : vector<4xi32>
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw, nsw> : i32
  %3 = arith.muli %a, %b overflow<nuw> : i32
  %4 = arith.divsi %a, %b : i32
  %5 = arith.divui %a, %b exact : i32
  %6 = arith.ceildivsi %a, %b : i32
  %7 = arith.ceildivui %a, %b : i32
  %8 = arith.floordivsi %a, %b : i32
  %9 = arith.remsi %a, %b : i32
  %10 = arith.remui %a, %b : i32
  %11 = arith.andi %a, %b : i32
  %12 = arith.ori %a, %b : i32
  %13 = arith.xori %a, %b : i32
  %14 = arith.shli %a, %b overflow<none> : i32
  %15 = arith.shrsi %a, %b exact : i32
  %16 = arith.shrui %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %a, %b : i32
  %21 = arith.addi %i, %i : index
  %22 = arith.muli %v, %v {my.tag} : vector<4xi32>
  return
}

// CHECK-LABEL: func.func @float
func.func @float(%x: f32, %y: f32, %h: f16) {
  // CHECK-NEXT: arith.addf %arg0, %arg1 : f32
  // CHECK-NEXT: arith.subf %arg0, %arg1 fastmath<fast> : f32
  // CHECK-NEXT: arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32
  // CHECK-NEXT: arith.divf %arg0, %arg1 : f32
  // CHECK-NEXT: arith.remf %arg0, %arg1 : f32
  // CHECK-NEXT: arith.maximumf %arg0, %arg1 : f32
  // CHECK-NEXT: arith.minimumf %arg0, %arg1 : f32
  // CHECK-NEXT: arith.maxnumf %arg0, %arg1 : f32
  // CHECK-NEXT: arith.minnumf %arg0, %arg1 : f32
  // CHECK-NEXT: arith.negf %arg0 fastmath<contract> : f32
  // CHECK-NEXT: arith.addf %arg2, %arg2 : f16
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y fastmath<fast> : f32
  %2 = arith.mulf %x, %y fastmath<ninf, nnan> : f32
  %3 = arith.divf %x, %y fastmath<none> : f32
  %4 = arith.remf %x, %y : f32
  %5 = arith.maximumf %x, %y : f32
  %6 = arith.minimumf %x, %y : f32
  %7 = arith.maxnumf %x, %y : f32
  %8 = arith.minnumf %x, %y : f32
  %9 = arith.negf %x fastmath<contract> : f32
  %10 = arith.addf %h, %h : f16
  return
}

// CHECK-LABEL: func.func @compare_select
func.func @compare_select(%a: i32, %b: i32, %x: f32, %c: i1, %v: vector<4xi32>, %m: vector<4xi1>) {
  // CHECK-NEXT: arith.cmpi eq, %arg0, %arg1 : i32
  // CHECK-NEXT: arith.cmpi uge, %arg0, %arg1 : i32
  // CHECK-NEXT: arith.cmpi slt, %arg4, %arg4 : vector<4xi32>
  // CHECK-NEXT: arith.cmpf une, %arg2, %arg2 : f32
  // CHECK-NEXT: arith.cmpf oge, %arg2, %arg2 fastmath<nnan> : f32
  // CHECK-NEXT: arith.select %arg3, %arg0, %arg1 : i32
  // CHECK-NEXT: arith.select %arg5, %arg4, %arg4 : vector<4xi1>, vector<4xi32>
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi "uge", %a, %b : i32
  %2 = arith.cmpi slt, %v, %v : vector<4xi32>
  %3 = arith.cmpf une, %x, %x : f32
  %4 = arith.cmpf oge, %x, %x fastmath<nnan> : f32
  %5 = arith.select %c, %a, %b : i32
  %6 = arith.select %m, %v, %v : vector<4xi1>, vector<4xi32>
  return
}

// CHECK-LABEL: func.func @casts
func.func @casts(%a: i32, %l: i64, %x: f32, %d: f64, %i: index, %v: vector<2xi32>) {
  // CHECK-NEXT: arith.extsi %arg0 : i32 to i64
  // CHECK-NEXT: arith.extui %arg0 : i32 to i64
  // CHECK-NEXT: arith.trunci %arg1 overflow<nsw> : i64 to i16
  // CHECK-NEXT: arith.extf %arg2 fastmath<fast> : f32 to f64
  // CHECK-NEXT: arith.truncf %arg3 to_nearest_even fastmath<fast> : f64 to f32
  // CHECK-NEXT: arith.truncf %arg3 downward : f64 to f32
  // CHECK-NEXT: arith.sitofp %arg0 : i32 to f32
  // CHECK-NEXT: arith.uitofp %arg0 : i32 to f32
  // CHECK-NEXT: arith.fptosi %arg2 : f32 to i32
  // CHECK-NEXT: arith.fptoui %arg2 : f32 to i16
  // CHECK-NEXT: arith.index_cast %arg4 : index to i32
  // CHECK-NEXT: arith.index_castui %arg0 : i32 to index
  // CHECK-NEXT: arith.bitcast %arg2 : f32 to i32
  // CHECK-NEXT: arith.extsi %arg5 : vector<2xi32> to vector<2xi64>
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %l overflow<nsw> : i64 to i16
  %3 = arith.extf %x fastmath<fast> : f32 to f64
  %4 = arith.truncf %d to_nearest_even fastmath<fast> : f64 to f32
  %5 = arith.truncf %d downward : f64 to f32
  %6 = arith.sitofp %a : i32 to f32
  %7 = arith.uitofp %a : i32 to f32
  %8 = arith.fptosi %x : f32 to i32
  %9 = arith.fptoui %x : f32 to i16
  %10 = arith.index_cast %i : index to i32
  %11 = arith.index_castui %a : i32 to index
  %12 = arith.bitcast %x : f32 to i32
  %13 = arith.extsi %v : vector<2xi32> to vector<2xi64>
  return
}

// CHECK-LABEL: func.func @attributes
// CHECK: "my.op"() {a = #arith.fastmath<fast>, b = #arith.overflow<nsw, nuw>, c = #arith.fastmath<nnan,afn>} : () -> ()
func.func @attributes() {
  "my.op"() {a = #arith.fastmath<fast>, b = #arith.overflow<nuw, nsw>, c = #arith.fastmath<afn, nnan>} : () -> ()
  return
}
