//! Passes written as one function: [`FnPass`] adapts a `run` function and the
//! pass's static [`PassInfo`] to the [`Pass`] trait, as MLIR's `PassWrapper`
//! supplies the boilerplate of a pass class
//! (<https://mlir.llvm.org/docs/PassManagement/#pass-definition>), and
//! [`PassContext::fail_with`] and [`PassContext::fail`] turn a result carrying diagnostics into the
//! pass's result.

use super::{Pass, PassContext, PassFailed, PassInfo, PassOptions, PassResult};
use crate::diagnostics::Diagnostic;
use crate::ir::OpId;

/// The body of a pass: runs on `op` with the options the pass was created with.
pub type PassFn = fn(&mut PassContext<'_>, &PassOptions, OpId) -> PassResult;

/// A pass whose only state is its options; see the module docs. [`fn_pass!`]
/// declares one.
pub struct FnPass {
    info: &'static PassInfo,
    options: PassOptions,
    run: PassFn,
}

impl FnPass {
    /// The pass `info` running `run`, with `options`: what a [`PassInfo`]'s
    /// `create` returns.
    pub fn create(
        info: &'static PassInfo,
        options: PassOptions,
        run: PassFn,
    ) -> Result<Box<dyn Pass>, String> {
        Ok(Box::new(FnPass { info, options, run }))
    }
}

impl Pass for FnPass {
    fn info(&self) -> &'static PassInfo {
        self.info
    }

    fn options(&self) -> &PassOptions {
        &self.options
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpId) -> PassResult {
        (self.run)(cx, &self.options, op)
    }
}

impl PassContext<'_> {
    /// Succeeds on `Ok`; on `Err` emits its diagnostics, in order, and fails
    /// the pass. A single diagnostic is passed as `Some(d)`.
    pub fn fail_with<T, E>(&mut self, result: Result<T, E>) -> PassResult
    where
        E: IntoIterator<Item = Diagnostic>,
    {
        match result {
            Ok(_) => Ok(()),
            Err(diagnostics) => self.fail(diagnostics),
        }
    }

    /// Emits `diagnostics`, in order, and fails the pass.
    pub fn fail(&mut self, diagnostics: impl IntoIterator<Item = Diagnostic>) -> PassResult {
        for d in diagnostics {
            self.emit(d);
        }
        Err(PassFailed)
    }
}

/// Declares the [`PassInfo`] static of a pass run by one [`PassFn`]: the
/// static's name and the function, then the pass's argument and name, its
/// anchor (default `None`: any op), its options (default none) and its summary.
/// With `rewrite` before the function, the pass instead calls it as
/// `f(ir, op, &mut NoListener)` on its op and always succeeds.
///
/// ```ignore
/// fn_pass! {
///     pub static MY_PASS = run {
///         argument: "my-pass", name: "MyPass", anchor: Some("func.func"),
///         summary: "What it does",
///     }
/// }
/// ```
#[macro_export]
macro_rules! fn_pass {
    (@or [] $default:expr) => { $default };
    (@or [$value:expr] $default:expr) => { $value };
    (
        $(#[$meta:meta])*
        $vis:vis static $info:ident = rewrite $rewrite:path { $($fields:tt)* }
    ) => {
        $crate::fn_pass! {
            @declare [|cx, _, op| {
                $rewrite(cx.ir, op, &mut $crate::rewrite::NoListener);
                Ok(())
            }]
            $(#[$meta])* $vis static $info { $($fields)* }
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis static $info:ident = $run:path { $($fields:tt)* }
    ) => {
        $crate::fn_pass! { @declare [$run] $(#[$meta])* $vis static $info { $($fields)* } }
    };
    (
        @declare [$run:expr]
        $(#[$meta:meta])*
        $vis:vis static $info:ident {
            argument: $argument:literal, name: $name:literal,
            $(anchor: $anchor:expr,)?
            $(options: $options:expr,)?
            summary: $summary:literal $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis static $info: $crate::pass::PassInfo = $crate::pass::PassInfo {
            argument: $argument,
            name: $name,
            summary: $summary,
            anchor: $crate::fn_pass!(@or [$($anchor)?] None),
            options: $crate::fn_pass!(@or [$($options)?] &[]),
            create: |options| $crate::pass::FnPass::create(&$info, options, $run),
        };
    };
}
