// Verifier and parser errors of func.func, func.call and func.return, worded as
// MLIR 22 words them.

// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics

func.func @f(%a: i32) -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%a: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  return %a : i64
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op 'g' does not reference a valid function}}
  %0 = call @g(%a) : (i32) -> i32
  return
}

// -----

func.func private @g(i64) -> i32
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i64', but provided 'i32' for operand number 0}}
  %0 = call @g(%a) : (i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  call @g(%a) : (i32) -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'i64'}}
  // expected-note@+1 {{function result types: 'i32'}}
  %0 = call @g(%a) : (i32) -> i64
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = call @g(%a, %a) : (i32, i32) -> i32
  return
}

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%arg0: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

// expected-error@+1 {{expected non-empty function body}}
func.func @f() {
}

// -----

// expected-error@+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{expected SSA identifier}}
func.func @f(%a: i32, i32)

// -----

// expected-error@+1 {{expected type instead of SSA identifier}}
func.func @f(i32, %a: i32)

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @f(%a: i32) -> i32

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"(%a) : (i32) -> ()
  return
}

// -----

// A call inside an op that is not a symbol table finds no function.
"my.op"() ({
  func.func @f(%a: i32) {
    // expected-error@+1 {{'func.call' op 'f' does not reference a valid function}}
    call @f(%a) : (i32) -> ()
    return
  }
}) : () -> ()
