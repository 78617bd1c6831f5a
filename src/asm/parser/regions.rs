//! Region helpers for op parse hooks: MLIR's `ensureTerminator` and the
//! block a `SingleBlock` region gets when it is written empty, plus the
//! token peeks the declarative format needs.

use crate::dialect::{OpDef, Traits};
use crate::ir::{InsertPoint, Location, OperationState, RegionId};

use super::state::AsmParser;
use crate::asm::lexer::TokenKind;

impl AsmParser<'_> {
    /// Whether `[` is next (without consuming it).
    pub fn peek_lsquare(&self) -> bool {
        self.is(TokenKind::LSquare)
    }

    /// Whether `{` is next (without consuming it).
    pub fn peek_lbrace(&self) -> bool {
        self.is(TokenKind::LBrace)
    }

    /// Whether one of the bare identifiers `allowed` is next (without
    /// consuming it): the presence test of an enum keyword that starts an
    /// optional group.
    pub fn peek_keyword_of(&self, allowed: &[&str]) -> bool {
        self.is(TokenKind::BareIdentifier) && allowed.contains(&self.spelling())
    }

    /// Whether a string literal is next (without consuming it): the presence
    /// test of a string attribute that starts an optional group (MLIR's
    /// `parseOptionalAttribute(StringAttr &)`).
    pub fn peek_string(&self) -> bool {
        self.is(TokenKind::String)
    }

    /// Gives an empty region one block (MLIR's `SingleBlock` regions written `{}`).
    pub fn ensure_block(&mut self, region: RegionId) {
        if self.ir().region_is_empty(region) {
            let block = self.ir_mut().create_block(&[]);
            self.ir_mut().push_block(region, block);
        }
    }

    /// MLIR's `SingleBlockImplicitTerminator::ensureTerminator`: gives the
    /// region a block, and that block a `terminator` op (built with no operands
    /// at `loc`) unless it already ends in a terminator.
    pub fn ensure_terminator(
        &mut self,
        region: RegionId,
        terminator: &'static OpDef,
        loc: Location,
    ) {
        self.ensure_block(region);
        let Some(block) = self.ir().entry_block(region) else {
            return;
        };
        let ends_in_terminator = self.ir().last_op(block).is_some_and(|last| {
            self.ir()
                .op_def(last)
                .is_some_and(|d| d.has(Traits::TERMINATOR))
        });
        if ends_in_terminator {
            return;
        }
        let name = self.ctx().ident(terminator.name);
        let op = self.ir_mut().create_op(OperationState::new(name, loc));
        self.ir_mut().attach_op(InsertPoint::at_end(block), op);
        if let Some(pending) = self.pending_locs.as_mut()
            && loc == pending.placeholder()
        {
            pending.implicit_terminator(op);
        }
    }
}
