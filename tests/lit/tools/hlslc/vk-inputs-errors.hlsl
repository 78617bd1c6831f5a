// Misuse of [[vk::push_constant]] and [[vk::constant_id]].

// RUN: not %hlslc -T cs_6_0 -spirv -fsyntax-only %s 2>&1 | FileCheck %s

struct S { uint a; };
[[vk::push_constant]] S First;
// CHECK: :[[@LINE+2]]:25: error: cannot have more than one push constant block; 'First' is declared as one already
// CHECK: note: push constant block 'First' declared here
[[vk::push_constant]] S Second;
// CHECK: :[[@LINE+1]]:7: error: 'push_constant' attribute only applies to variables of struct type, not 'uint'
[[vk::push_constant]] uint NotStruct;
// CHECK: :[[@LINE+1]]:7: error: specialization constant 'NotConst' must be declared 'const'
[[vk::constant_id(1)]] int NotConst = 1;
// CHECK: :[[@LINE+1]]:7: error: 'constant_id' attribute only applies to scalar boolean, integer or floating-point variables, not 'float2'
[[vk::constant_id(2)]] const float2 Vector = 1;
// CHECK: :[[@LINE+1]]:7: error: 'constant_id' attribute takes one non-negative integer constant argument
[[vk::constant_id(-1)]] const int Negative = 1;
// CHECK: :[[@LINE+1]]:36: error: specialization constant 'NoInit' needs an initializer, its default value
[[vk::constant_id(4)]] const float NoInit;

[numthreads(1, 1, 1)]
void main() {}
