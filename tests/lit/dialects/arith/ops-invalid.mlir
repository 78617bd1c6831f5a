// Verifier and parser errors of arith ops, worded as MLIR 22 words them.

// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.negf"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %b : i64 to i32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %0 = arith.extf %x : f32 to f32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to i64
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got '!my.t'}}
  %0 = "arith.sitofp"(%s) : (!my.t) -> !my.t
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got '!my.t'}}
  %0 = "arith.index_cast"(%s) : (!my.t) -> !my.t
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got '!my.t'}}
  %0 = "arith.bitcast"(%s) : (!my.t) -> !my.t
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i64
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "str" : i32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%x, %x) <{predicate = 0 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%vc2, %v, %v) : (vector<2xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+2 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error@+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<foo> : i32
  return
}

// -----

func.func @f(%x: f32, %a: i32, %b: i64, %c: i1, %s: !my.t, %vc2: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}
