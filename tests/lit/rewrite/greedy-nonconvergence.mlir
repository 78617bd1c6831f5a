// Patterns that undo each other never converge: the driver stops after its
// iteration limit (10 by default) and reports it at the op it ran on; the pass
// then fails.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --test-greedy-patterns --verify-diagnostics

// expected-error@+1 {{'builtin.module' op greedy pattern rewrite did not converge within 10 iterations}}
module {
  func.func @ping_pong() {
    "my.ping"() : () -> ()
    return
  }
}
