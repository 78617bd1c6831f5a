//! Convergence control tokens, as clang emits them for SPIR-V
//! (<https://llvm.org/docs/ConvergentOperations.html>; clang's
//! `clang/test/CodeGenHLSL/convergence/for.hlsl` and `entry.point.hlsl`):
//! a function that holds convergent operations is `convergent` and starts
//! with `%t = call token @llvm.experimental.convergence.entry()`; a loop
//! around one gets `call token @llvm.experimental.convergence.loop() [
//! "convergencectrl"(token %outer) ]` in its header; each convergent call
//! carries `[ "convergencectrl"(token %t) ]` with the token of its innermost
//! loop (or of the function).
//!
//! Tokens are made when a convergent op first needs them, so functions and
//! loops without convergent operations carry none (what LLVM's optimizer
//! leaves of clang's output: unused tokens are dead). Which functions are
//! convergent is the flavour's call ([`super::Target::is_convergent`]).

use dialect_scf::{ForOp, WhileOp};
use rustc_hash::FxHashMap;
use shader_mlir::ir::OpId;

use super::{FnCx, Target};
use crate::text::{BlockRef, Line, Operand, Ty, ValId};

/// The convergence tokens of one function body.
#[derive(Debug, Default)]
pub(crate) struct Convergence {
    /// The `func.func` whose body this is, when its calls carry tokens.
    function: Option<OpId>,
    /// The header block of each loop exported so far.
    headers: FxHashMap<OpId, BlockRef>,
    /// The token of the function (its `func.func`) and of each loop.
    tokens: FxHashMap<OpId, ValId>,
}

impl Convergence {
    /// Tokens for the body of the convergent function `function`.
    pub(crate) fn for_function(function: OpId) -> Convergence {
        Convergence {
            function: Some(function),
            ..Convergence::default()
        }
    }

    pub(crate) fn enabled(&self) -> bool {
        self.function.is_some()
    }

    /// Records the header block of the loop `op`.
    pub(crate) fn loop_header(&mut self, op: OpId, header: BlockRef) {
        self.headers.insert(op, header);
    }
}

impl<T: Target> FnCx<'_, T> {
    /// Appends the convergence-control bundle of the convergent call `line`
    /// made for `op`, in a function whose calls carry tokens.
    pub fn convergence_bundle(&mut self, op: OpId, line: Line) -> Line {
        match self.scope_token(op) {
            Some(token) => line
                .t(" [ \"convergencectrl\"(token ")
                .op(&Operand::Value(token))
                .t(") ]"),
            None => line,
        }
    }

    /// The token of the innermost loop around `op`, or of the function.
    fn scope_token(&mut self, op: OpId) -> Option<ValId> {
        let function = self.convergence.function?;
        let ir = self.ir;
        let scope = ir
            .ancestor_where(op, |p| {
                p == function || ForOp::cast(ir, p).is_some() || WhileOp::cast(ir, p).is_some()
            })
            .unwrap_or(function);
        self.token(scope)
    }

    /// The token of `scope`, a loop or the function, made on first use.
    fn token(&mut self, scope: OpId) -> Option<ValId> {
        if let Some(&token) = self.convergence.tokens.get(&scope) {
            return Some(token);
        }
        let token = if Some(scope) == self.convergence.function {
            let callee = self.intrinsic(
                "llvm.experimental.convergence.entry",
                Ty::Token,
                vec![],
                None,
            );
            let entry = self.body.entry();
            self.body
                .insert_after_phis(entry, Line::new(format!("call token {callee}()")))
        } else {
            let header = *self.convergence.headers.get(&scope)?;
            let outer = self.scope_token(scope)?;
            let callee = self.intrinsic(
                "llvm.experimental.convergence.loop",
                Ty::Token,
                vec![],
                None,
            );
            self.body.insert_after_phis(
                header,
                Line::new(format!(
                    "call token {callee}() [ \"convergencectrl\"(token "
                ))
                .op(&Operand::Value(outer))
                .t(") ]"),
            )
        };
        self.convergence.tokens.insert(scope, token);
        Some(token)
    }
}
