//! The `arith` ops codegen builds from two values it already has, one helper
//! per op (https://mlir.llvm.org/docs/Dialects/ArithOps/): each builds its op at
//! the current location and returns the result.

use dialect_arith::{AddFOp, AddIOp, AndIOp, MulFOp, OrIOp, ShLIOp, ShRUIOp, SubFOp};
use shader_mlir::ir::Value;

use super::Gen;

/// One `Gen` method per row, `name => Op`: `name(a, b)` is `Op(a, b)`.
macro_rules! binary_ops {
    ($($name:ident => $op:ident;)*) => {
        impl Gen<'_> {$(
            pub(super) fn $name(&mut self, a: Value, b: Value) -> Value {
                let loc = self.loc;
                $op::build(&mut self.b(), loc, a, b).result(&self.ir)
            }
        )*}
    };
}

binary_ops! {
    add => AddIOp;
    andi => AndIOp;
    or_v => OrIOp;
    shli => ShLIOp;
    shrui => ShRUIOp;
    addf => AddFOp;
    subf => SubFOp;
    mulf => MulFOp;
}
