// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// File metadata dictionaries `{-# ... #-}`.

// expected-error@+1 {{unknown key 'nope' in file metadata dictionary}}
{-# nope: {} #-}

// -----

// expected-error@+1 {{expected identifier key in file metadata dictionary}}
{-# "key": {} #-}

// -----

{-#
  dialect_resources: {
    // expected-error@+1 {{dialect 'nodialect' is unknown}}
    nodialect: {}
  }
#-}

// -----

// Resource sections are read and dropped, without a diagnostic.
{-#
  external_resources: {
    some_tool: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true
    }
  }
#-}

// -----

{-#
  external_resources: {
    some_tool: {
      // expected-error@+1 {{expected ':'}}
      key "value"
    }
  }
#-}

// -----

// An external resource's value is a boolean, a string or a blob.
// expected-error@+2 {{expected string value for key 'k'}}
"foo.op"() : () -> ()
{-# external_resources: { r: { k: 12 } } #-}

// -----

// expected-error@+2 {{expected hex string blob for key 'k'}}
"foo.op"() : () -> ()
{-# external_resources: { r: { k: "0x123" } } #-}

// -----

// expected-error@+2 {{expected hex string blob for key 'k' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
"foo.op"() : () -> ()
{-# external_resources: { r: { k: "0x0300000001" } } #-}
