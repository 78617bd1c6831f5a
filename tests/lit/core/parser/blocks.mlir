// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Blocks and successors.

"foo.r"() ({
  // expected-error@+1 {{reference to an undefined block}}
  "foo.br"() [^bb9] : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
^bb0:
  "foo.t"() : () -> ()
// expected-error@+1 {{redefinition of block '^bb0'}}
^bb0:
  "foo.t"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
// expected-error@+1 {{expected ':' after block name}}
^bb0
  "foo.t"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
// expected-error@+1 {{expected ':' and type for SSA operand}}
^bb0(%a):
  "foo.t"() : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
// expected-note@+1 {{prior use here}}
^bb0(%a: i32):
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  "foo.use"(%a) : (i64) -> ()
}) : () -> ()

// -----

"foo.r"() ({
^bb0:
  // expected-error@+1 {{expected block name}}
  "foo.br"() [bb1] : () -> ()
}) : () -> ()

// -----

"foo.r"() ({
^bb0:
  // expected-error@+1 {{expected list element}}
  "foo.br"() [] : () -> ()
}) : () -> ()

// -----

// Successors are only for terminators, which registered non-terminators are not.
// expected-error@+1 {{successors in non-terminator}}
"builtin.module"() [^bb1] ({
}) : () -> ()

// -----

"foo.r"() ({
^bb0(%a: i32):
  "foo.t"() : () -> ()
^bb1:
  // Block arguments are not visible in other blocks once their region ends, but
  // within the region any block may use them (dominance is the verifier's).
  "foo.use"(%a) : (i32) -> ()
}) : () -> ()
// expected-error@+1 {{use of undeclared SSA value name}}
"foo.use"(%a) : (i32) -> ()
