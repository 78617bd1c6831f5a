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
