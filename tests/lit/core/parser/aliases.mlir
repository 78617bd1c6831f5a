// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Attribute and type aliases.

#a = 1
// expected-error@+1 {{redefinition of attribute alias id 'a'}}
#a = 2

// -----

!t = i32
// expected-error@+1 {{redefinition of type alias id 't'}}
!t = i64

// -----

// expected-error@+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#a.b = 1

// -----

// expected-error@+1 {{type names with a '.' are reserved for dialect-defined names}}
!t.x = i32

// -----

// expected-error@+1 {{expected '=' in attribute alias definition}}
#a 1

// -----

// expected-error@+1 {{expected '=' in type alias definition}}
!t i32

// -----

// expected-error@+1 {{undefined symbol alias id 'nope'}}
"foo.a"() {x = #nope} : () -> ()

// -----

// expected-error@+1 {{undefined symbol alias id 'nope'}}
"foo.a"() : () -> !nope

// -----

// An alias must be defined before it is used (locations aside).
// expected-error@+1 {{undefined symbol alias id 'later'}}
"foo.a"() {x = #later} : () -> ()
#later = 1

// -----

// expected-error@+1 {{expected attribute value}}
#a = )
