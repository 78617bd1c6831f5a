// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Location specifiers.

// expected-error@+1 {{operation location alias was never defined}}
"foo.a"() : () -> () loc(#loc9)

// -----

#loc1 = 5
// expected-error@+1 {{expected location, but found '5 : i64'}}
"foo.a"() : () -> () loc(#loc1)

// -----

// An alias defined after its use as a trailing location must be a location too.
// expected-error@+1 {{expected location, but found '5 : i64'}}
"foo.a"() : () -> () loc(#later)
#later = 5

// -----

// Aliases nested in a location must already be defined.
// expected-error@+1 {{undefined symbol alias id 'loc2'}}
"foo.a"() : () -> () loc(callsite("a":1:2 at #loc2))

// -----

// expected-error@+1 {{expected '(' in location}}
"foo.a"() : () -> () loc "a":1:2

// -----

// expected-error@+1 {{expected location instance}}
"foo.a"() : () -> () loc(nowhere)

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
"foo.a"() : () -> () loc("a":x:2)

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
"foo.a"() : () -> () loc("a":1:x)

// -----

// A location with a line alone takes no range.
// expected-error@+1 {{expected ')' in location}}
"foo.a"() : () -> () loc("a":1 to 3)

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
"foo.a"() : () -> () loc("a":99999999999:1)

// -----

// expected-error@+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"foo.a"() : () -> () loc("a":1:2 to 3)

// -----

// expected-error@+1 {{expected 'at' in callsite location}}
"foo.a"() : () -> () loc(callsite("a" from "b"))

// -----

// expected-error@+1 {{expected '[' in fused location}}
"foo.a"() : () -> () loc(fused<"m">)

// -----

// expected-error@+1 {{expected ')' after child location of NameLoc}}
"foo.a"() : () -> () loc("n"("a":1:2 "b"))

// -----

"foo.r"() ({
// expected-error@+1 {{expected ')' in location}}
^bb0(%a: i32 loc("a":1:2 "b")):
  "foo.t"() : () -> ()
}) : () -> ()
