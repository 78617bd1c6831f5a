// The iteration limit is an option.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --test-greedy-patterns=max-iterations=3 --verify-diagnostics

// expected-error@+1 {{'builtin.module' op greedy pattern rewrite did not converge within 3 iterations}}
module {
  func.func @pong() {
    "my.pong"() : () -> ()
    return
  }
}
