//! A function type through a type converter, as MLIR's
//! `FuncOpConversion`-like patterns convert one: the argument types as a
//! [`SignatureConversion`] and the results one to one
//! (<https://mlir.llvm.org/docs/DialectConversion/#type-conversion>).

use crate::Context;
use crate::conversion::{SignatureConversion, TypeConverter};
use crate::ir::Type;
use crate::rewrite::{MatchFailure, OrFail};

impl TypeConverter {
    /// The conversion of the argument types `inputs` and the function type of
    /// the converted arguments and `results`; a failure names the kind of
    /// type that does not convert.
    pub fn convert_function_type(
        &self,
        ctx: &Context,
        inputs: &[Type],
        results: &[Type],
    ) -> Result<(SignatureConversion, Type), MatchFailure> {
        let signature = self
            .convert_signature(ctx, inputs)
            .or_fail("argument type does not convert")?;
        let results = self
            .convert_types(ctx, results.iter().copied())
            .or_fail("result type does not convert")?;
        let ty = ctx.function_type(&signature.converted_types(), &results);
        Ok((signature, ty))
    }
}
