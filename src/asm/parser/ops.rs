//! Operations, regions, blocks and SSA values.
//!
//! Mirrors `OperationParser` in `mlir/lib/AsmParser/Parser.cpp`:
//!
//! ```text
//! operation         ::= op-result-list? (generic-operation | custom-operation) trailing-location?
//! generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
//!                       properties? region-list? dictionary-attribute? `:` function-type
//! custom-operation  ::= bare-id custom-operation-format
//! op-result-list    ::= op-result (`,` op-result)* `=`
//! op-result         ::= value-id (`:` integer-literal)?
//! region            ::= `{` entry-block? block* `}`
//! block             ::= block-label operation+
//! block-label       ::= block-id block-arg-list? `:`
//! ```

use smallvec::SmallVec;

use super::custom::{Argument, SourcePos, UnresolvedOperand};
use super::state::{AsmParser, CustomOp, LocTarget, ResultRecord, ValueDef};
use super::{ParseError, ParseResult};
use crate::asm::lexer::{self, TokenKind};
use crate::dialect::{OpDef, Traits};
use crate::ir::{
    AttrKind, BlockId, InsertPoint, NamedAttribute, OpId, OperationState, RegionId, Type, TypeKind,
    Value,
};

impl<'a> AsmParser<'a> {
    // ===== SSA uses and definitions =====

    /// `%name` or `%name#N`.
    pub(super) fn parse_ssa_use(
        &mut self,
        allow_result_number: bool,
    ) -> ParseResult<UnresolvedOperand<'a>> {
        let loc = SourcePos(self.tok.start);
        let name = self.spelling();
        self.expect_token(TokenKind::PercentIdentifier, "expected SSA operand")?;
        let mut number = 0;
        if self.is(TokenKind::HashIdentifier) {
            if !allow_result_number {
                return Err(self.error_here("result number not allowed in argument list"));
            }
            match self.spelling()[1..].parse::<u32>() {
                Ok(n) => number = n,
                Err(_) => return Err(self.error_here("invalid SSA value result number")),
            }
            self.consume();
        }
        Ok(UnresolvedOperand { loc, name, number })
    }

    /// Binds `operand` (a definition site) to `value`, resolving a forward
    /// reference to it.
    pub(super) fn add_definition(
        &mut self,
        operand: UnresolvedOperand<'a>,
        value: Value,
    ) -> ParseResult<()> {
        let index = operand.number as usize;
        let existing = {
            let slot = self.value_slot(operand.name, index);
            let existing = *slot;
            if existing.value.is_none() {
                // The common case: a fresh name.
                *slot = ValueDef {
                    value: Some(value),
                    loc: operand.loc.0,
                };
                self.record_definition(operand.name);
                return Ok(());
            }
            existing
        };
        if let Some(prev) = existing.value {
            if !self.is_placeholder(prev) {
                let message = format!("redefinition of SSA value '{}'", operand.name);
                return Err(self.error_with_note(
                    operand.loc.0,
                    message,
                    existing.loc,
                    "previously defined here",
                ));
            }
            let (prev_ty, ty) = (self.ir.value_type(prev), self.ir.value_type(value));
            if prev_ty != ty {
                let message = format!(
                    "definition of SSA value '{}#{}' has type '{}'",
                    operand.name,
                    operand.number,
                    self.type_str(ty)
                );
                let note = format!(
                    "previously used here with type '{}'",
                    self.type_str(prev_ty)
                );
                return Err(self.error_with_note(operand.loc.0, message, existing.loc, note));
            }
            self.ir.replace_all_uses(prev, value);
            self.forward_refs.remove(&prev);
        }
        self.values_entry(operand.name)[index] = ValueDef {
            value: Some(value),
            loc: operand.loc.0,
        };
        self.record_definition(operand.name);
        Ok(())
    }

    /// The value `operand` names with type `ty` (a placeholder if not yet defined).
    pub(super) fn resolve_ssa_use(
        &mut self,
        operand: UnresolvedOperand<'a>,
        ty: Type,
    ) -> ParseResult<Value> {
        let index = operand.number as usize;
        let (found, first) = {
            let entries = self.values_entry(operand.name);
            (entries.get(index).copied(), entries.first().copied())
        };
        if let Some(ValueDef {
            value: Some(value),
            loc,
        }) = found
        {
            let existing = self.ir.value_type(value);
            if existing == ty {
                return Ok(value);
            }
            let message = format!(
                "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                operand.name,
                self.type_str(ty),
                self.type_str(existing)
            );
            return Err(self.error_with_note(operand.loc.0, message, loc, "prior use here"));
        }
        if let Some(ValueDef {
            value: Some(v0), ..
        }) = first
            && !self.is_placeholder(v0)
        {
            return Err(self.error_at(operand.loc.0, "reference to invalid result number"));
        }
        let placeholder = self.create_placeholder(ty, operand.loc.0);
        *self.value_slot(operand.name, index) = ValueDef {
            value: Some(placeholder),
            loc: operand.loc.0,
        };
        Ok(placeholder)
    }

    /// Where `name#number` was defined or first used, if it has been.
    fn reference_loc(&self, name: &str, number: u32) -> Option<u32> {
        let entries = self.scopes.last()?.values.get(name)?;
        let def = entries.get(number as usize)?;
        def.value.map(|_| def.loc)
    }

    /// `(%a, %b#1)` operands: a possibly empty comma list of uses.
    fn parse_optional_ssa_use_list(
        &mut self,
        out: &mut SmallVec<[UnresolvedOperand<'a>; 4]>,
    ) -> ParseResult<()> {
        if !self.is(TokenKind::PercentIdentifier) {
            return Ok(());
        }
        out.push(self.parse_ssa_use(true)?);
        while self.consume_if(TokenKind::Comma) {
            out.push(self.parse_ssa_use(true)?);
        }
        Ok(())
    }

    /// `%a, %b : i32, f32` (possibly empty), resolved into `out`.
    pub(super) fn parse_optional_ssa_use_and_type_list(
        &mut self,
        out: &mut Vec<Value>,
    ) -> ParseResult<()> {
        let mut uses = SmallVec::new();
        self.parse_optional_ssa_use_list(&mut uses)?;
        if uses.is_empty() {
            return Ok(());
        }
        self.expect_token(TokenKind::Colon, "expected ':' in operand list")?;
        let mut types = Vec::new();
        self.parse_type_list(&mut types)?;
        if uses.len() != types.len() {
            return Err(self.error_here(format!(
                "expected {} types to match operand list",
                uses.len()
            )));
        }
        for (u, ty) in uses.into_iter().zip(types) {
            out.push(self.resolve_ssa_use(u, ty)?);
        }
        Ok(())
    }

    // ===== operations =====

    /// Parses one operation into the end of `block`.
    pub(super) fn parse_operation(&mut self, block: BlockId) -> ParseResult<()> {
        let loc = self.tok.start;
        let mut results: SmallVec<[ResultRecord<'a>; 1]> = SmallVec::new();
        let mut expected: u64 = 0;
        if self.is(TokenKind::PercentIdentifier) {
            loop {
                let name_tok = self.tok;
                self.expect_token(
                    TokenKind::PercentIdentifier,
                    "expected valid ssa identifier",
                )?;
                let mut count = 1u32;
                if self.consume_if(TokenKind::Colon) {
                    if !self.is(TokenKind::Integer) {
                        return Err(self.wrong_token("expected integer number of results"));
                    }
                    let value =
                        lexer::integer_value(self.spelling()).and_then(|v| u64::try_from(v).ok());
                    match value {
                        Some(v) if v >= 1 => count = u32::try_from(v).unwrap_or(u32::MAX),
                        _ => {
                            return Err(self
                                .error_here("expected named operation to have at least 1 result"));
                        }
                    }
                    self.consume();
                }
                results.push(ResultRecord {
                    name: name_tok.text(self.src),
                    count,
                    loc: name_tok.start,
                });
                expected += u64::from(count);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect_token(TokenKind::Equal, "expected '=' after SSA name")?;
        }

        let op = match self.tok.kind {
            // An integer type keyword (`i32`) is its own kind of token
            // upstream, and not an op name.
            TokenKind::BareIdentifier if super::types::is_integer_type_keyword(self.spelling()) => {
                return Err(self.wrong_token("expected operation name in quotes"));
            }
            TokenKind::BareIdentifier => self.parse_custom_operation(block, &results)?,
            TokenKind::String => self.parse_generic_operation(block)?,
            _ => return Err(self.wrong_token("expected operation name in quotes")),
        };

        if results.is_empty() {
            return Ok(());
        }
        let n = self.ir.num_results(op);
        if n == 0 {
            return Err(self.error_at(loc, "cannot name an operation with no results"));
        }
        if expected != n as u64 {
            return Err(self.error_at(
                loc,
                format!("operation defines {n} results but was provided {expected} to bind"),
            ));
        }
        let mut index = 0;
        for record in results {
            for sub in 0..record.count {
                let value = self.ir.result(op, index);
                index += 1;
                let operand = UnresolvedOperand {
                    loc: SourcePos(record.loc),
                    name: record.name,
                    number: sub,
                };
                self.add_definition(operand, value)?;
            }
        }
        Ok(())
    }

    /// `"dialect.op"(...) ... : (...) -> (...)`.
    pub(super) fn parse_generic_operation(&mut self, block: BlockId) -> ParseResult<OpId> {
        let name_loc = self.tok.start;
        let spelling = self.spelling_bytes();
        let name = match self.ident_cache.get(spelling) {
            Some(&name) => name,
            None => {
                let bytes = lexer::string_value(spelling);
                if bytes.is_empty() {
                    return Err(self.error_here("empty operation name is invalid"));
                }
                if bytes.contains(&0) {
                    return Err(self.error_here("null character not allowed in operation name"));
                }
                let name = self.ctx.ident_bytes(&bytes);
                self.ident_cache.insert(spelling, name);
                name
            }
        };
        self.consume();
        let def = self.ctx.op_def(name);
        if def.is_none() {
            let full = self.ctx.str(name);
            let dialect = full.split_once('.').map_or(full, |(d, _)| d);
            if self.ctx.dialect(dialect).is_none() && !self.ctx.allows_unregistered_dialects() {
                return Err(self.error_here(
                    "operation being parsed with an unregistered dialect. If this is intended, please use \
                     -allow-unregistered-dialect with the MLIR tool used",
                ));
            }
        }
        let loc = self.op_start_loc(name_loc);
        let mut state = self.take_state(name, loc);
        self.parse_generic_after_name(&mut state, def)?;
        self.finish_operation(state, def, name_loc, block)
    }

    /// Creates the op `state` describes at the end of `block` (its inherent
    /// attributes moved into properties when `def` is known), then parses its
    /// trailing location.
    fn finish_operation(
        &mut self,
        mut state: OperationState,
        def: Option<&OpDef>,
        name_loc: u32,
        block: BlockId,
    ) -> ParseResult<OpId> {
        if let Some(def) = def {
            self.move_inherent_attributes(&mut state, def, name_loc)?;
        }
        let op = self.ir.create_op_from(&mut state);
        self.state_pool.push(state);
        self.ir.attach_op(InsertPoint::at_end(block), op);
        let pending = self.pending_locs.as_mut().and_then(|p| p.close_op(op));
        let written = self.parse_trailing_location(LocTarget::Op(op))?;
        if let (true, Some(entry), Some(p)) = (written, pending, self.pending_locs.as_mut()) {
            p.explicit(entry);
        }
        Ok(op)
    }

    /// Everything of the generic form after the name.
    pub(super) fn parse_generic_after_name(
        &mut self,
        state: &mut OperationState,
        def: Option<&'static OpDef>,
    ) -> ParseResult<()> {
        self.expect_token(TokenKind::LParen, "expected '(' to start operand list")?;
        let mut uses = SmallVec::new();
        self.parse_optional_ssa_use_list(&mut uses)?;
        self.expect_token(TokenKind::RParen, "expected ')' to end operand list")?;

        if self.is(TokenKind::LSquare) {
            if def.is_some_and(|d| !d.has(Traits::TERMINATOR)) {
                return Err(self.error_here("successors in non-terminator"));
            }
            self.consume();
            let mut successors = Vec::new();
            self.comma_list_until(TokenKind::RSquare, false, &mut |p| {
                successors.push(p.parse_successor_impl()?);
                Ok(())
            })?;
            state.successors.extend(successors);
        }

        if self.consume_if(TokenKind::Less) {
            state.properties = Some(self.parse_attribute(None)?);
            self.expect_token(TokenKind::Greater, "expected '>' to close properties")?;
        }

        if self.consume_if(TokenKind::LParen) {
            loop {
                let region = self.parse_region_impl(&[], false)?;
                state.regions.push(region);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect_token(TokenKind::RParen, "expected ')' to end region list")?;
        }

        if self.is(TokenKind::LBrace) {
            self.parse_attribute_dict(&mut state.attributes)?;
        }

        self.expect_token(TokenKind::Colon, "expected ':' followed by operation type")?;
        let type_loc = self.tok.start;
        let ty = self.parse_type()?;
        let TypeKind::Function { inputs, results } = self.ctx.type_kind(ty) else {
            return Err(self.error_at(type_loc, "expected function type"));
        };
        state.result_types.extend_from_slice(results);
        if inputs.len() != uses.len() {
            // MLIR indexes "s" by `count == 1`, which yields a NUL character for one.
            let plural = if uses.len() == 1 { "\0" } else { "s" };
            let message = format!(
                "expected {} operand type{plural} but had {}",
                uses.len(),
                inputs.len()
            );
            return Err(self.error_at(type_loc, message));
        }
        state.operands.reserve(uses.len());
        for (u, &ty) in uses.into_iter().zip(inputs.iter()) {
            let value = self.resolve_ssa_use(u, ty)?;
            state.operands.push(value);
        }
        Ok(())
    }

    /// For a registered op, inherent attributes (named in [`OpDef::properties`])
    /// written among the discardable ones move into the properties, as MLIR does;
    /// properties must be a dictionary.
    fn move_inherent_attributes(
        &mut self,
        state: &mut OperationState,
        def: &OpDef,
        name_loc: u32,
    ) -> ParseResult<()> {
        if !state.attributes.is_empty() {
            return self.merge_inherent_attributes(state, def, name_loc);
        }
        let key = (std::ptr::from_ref(def) as usize, state.properties);
        if let Some(&properties) = self.inherent_properties.get(&key) {
            state.properties = properties;
            return Ok(());
        }
        self.merge_inherent_attributes(state, def, name_loc)?;
        self.inherent_properties.insert(key, state.properties);
        Ok(())
    }

    /// [`Self::move_inherent_attributes`] without its memo.
    fn merge_inherent_attributes(
        &mut self,
        state: &mut OperationState,
        def: &OpDef,
        name_loc: u32,
    ) -> ParseResult<()> {
        let mut entries: Vec<NamedAttribute> = match state.properties {
            None => Vec::new(),
            Some(props) => match self.ctx.attr_kind(props) {
                AttrKind::Dictionary(entries) => entries.to_vec(),
                _ => {
                    let message = format!(
                        "invalid properties {} for op {}: expected DictionaryAttr to set properties",
                        self.attr_str(props),
                        def.name
                    );
                    return Err(self.error_at(name_loc, message));
                }
            },
        };
        if def.properties.is_empty() {
            return Ok(());
        }
        let ctx = self.ctx;
        let before = entries.len();
        state.attributes.retain(|a| {
            let inherent = def.properties.contains(&ctx.str(a.name));
            if inherent {
                entries.push(*a);
            }
            !inherent
        });
        // Upstream's `setPropertiesFromAttr` ignores keys an op does not have;
        // dialects that reject them leave them for the verifier.
        let drops = ctx
            .dialect(def.dialect())
            .is_none_or(|d| d.unknown_properties == crate::dialect::UnknownProperties::Drop);
        if drops {
            entries.retain(|e| def.properties.contains(&ctx.str(e.name)));
        }
        if let Some(defaults) = def.default_properties {
            for default in defaults(ctx) {
                if !entries.iter().any(|e| e.name == default.name) {
                    entries.push(default);
                }
            }
        }
        if entries.len() != before || state.properties.is_some() {
            state.properties = if entries.is_empty() {
                None
            } else {
                Some(ctx.dictionary_attr(entries))
            };
        }
        Ok(())
    }

    /// An empty op state, reusing the lists of a previous op's.
    fn take_state(&mut self, name: crate::Ident, loc: crate::ir::Location) -> OperationState {
        match self.state_pool.pop() {
            Some(mut state) => {
                state.name = name;
                state.loc = loc;
                state
            }
            None => OperationState::new(name, loc),
        }
    }

    /// The definition (and name) of the registered op a custom-form op name
    /// `original` denotes, also under the default dialect `default`.
    fn lookup_custom_operation(
        &mut self,
        original: &str,
        default: &str,
        op_loc: u32,
    ) -> ParseResult<(&'static OpDef, crate::Ident)> {
        let ctx = self.ctx;
        let mut full_name: Option<String> = None;
        let mut def = ctx.lookup_ident(original).and_then(|id| ctx.op_def(id));
        let dialect_name: String = match original.split_once('.') {
            Some((d, _)) => d.to_owned(),
            None => {
                let name = format!("{default}.{original}");
                if def.is_none() {
                    def = ctx.lookup_ident(&name).and_then(|id| ctx.op_def(id));
                }
                full_name = Some(name);
                default.to_owned()
            }
        };
        let Some(def) = def else {
            let tried = match &full_name {
                Some(n) => format!(" (tried '{n}' as well)"),
                None => String::new(),
            };
            if ctx.dialect(&dialect_name).is_none() {
                let mut names: Vec<&str> = ctx.dialects().map(|d| d.name).collect();
                names.sort_unstable();
                let message = format!(
                    "Dialect `{dialect_name}' not found for custom op '{original}' {tried}"
                );
                let note = format!(
                    "Available dialects: {} ; for more info on dialect registration see \
                     https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                    names.join(", ")
                );
                return Err(self.error_with_note(op_loc, message, op_loc, note));
            }
            return Err(self.error_at(op_loc, format!("custom op '{original}' is unknown{tried}")));
        };
        Ok((def, ctx.ident(def.name)))
    }

    /// `bare-id custom-operation-format`: finds the op (also under the default
    /// dialect) and runs its parse hook.
    fn parse_custom_operation(
        &mut self,
        block: BlockId,
        results: &[ResultRecord<'a>],
    ) -> ParseResult<OpId> {
        let op_loc = self.tok.start;
        let original = self.spelling();
        self.consume();
        let default = self.default_dialects.last().copied().unwrap_or("");
        let key = (original, crate::asm::static_str_key(default));
        let (def, name) = match self.custom_ops.get(&key) {
            Some(&found) => found,
            None => {
                let found = self.lookup_custom_operation(original, default, op_loc)?;
                self.custom_ops.insert(key, found);
                found
            }
        };
        let Some(parse) = def.parse else {
            return Err(self.error_at(
                op_loc,
                format!("custom op '{}' has no custom assembly form", def.name),
            ));
        };

        let loc = self.op_start_loc(op_loc);
        let mut state = self.take_state(name, loc);
        self.default_dialects
            .push(def.default_dialect.unwrap_or(""));
        let outer = self.custom.replace(CustomOp {
            name: def.name,
            name_loc: op_loc,
            results: results.iter().copied().collect(),
            isolated: def.has(Traits::ISOLATED_FROM_ABOVE),
        });
        let outer_error = std::mem::replace(&mut self.custom_error, false);
        let result = parse(self, &mut state);
        let emitted = std::mem::replace(&mut self.custom_error, outer_error);
        self.custom = outer;
        self.default_dialects.pop();
        result?;
        if emitted {
            return Err(ParseError);
        }
        if let Some(dup) = find_duplicate(&state.attributes) {
            let message = format!(
                "custom op '{}' attribute '{}' occurs more than once in the attribute list",
                def.name,
                self.ctx.str(dup)
            );
            return Err(self.error_at(op_loc, message));
        }
        self.finish_operation(state, Some(def), op_loc, block)
    }

    // ===== regions and blocks =====

    /// `{ ... }` into a new detached region.
    pub(super) fn parse_region_impl(
        &mut self,
        entry: &[Argument<'a>],
        isolated: bool,
    ) -> ParseResult<RegionId> {
        let lbrace = self.tok.start;
        self.expect_token(TokenKind::LBrace, "expected '{' to begin a region")?;
        let region = self.ir.create_region();
        if !entry.is_empty() || !self.is(TokenKind::RBrace) {
            let outer = std::mem::replace(&mut self.region_open, lbrace);
            let parsed = self.nested(|p| p.parse_region_body(region, entry, isolated));
            self.region_open = outer;
            parsed?;
        }
        // The body stops only at `}`.
        self.consume();
        Ok(region)
    }

    fn parse_region_body(
        &mut self,
        region: RegionId,
        entry: &[Argument<'a>],
        isolated: bool,
    ) -> ParseResult<()> {
        self.push_scope(isolated);
        let block = self.ir.create_block(&[]);
        if entry.first().is_some_and(|a| !a.ssa_name.name.is_empty()) {
            if self.is(TokenKind::CaretIdentifier) {
                return Err(self.error_here("invalid block name in region with named arguments"));
            }
            for arg in entry {
                let name = arg.ssa_name;
                if let Some(def_loc) = self.reference_loc(name.name, name.number) {
                    let message =
                        format!("region entry argument '{}' is already in use", name.name);
                    return Err(self.error_with_note(
                        name.loc.0,
                        message,
                        def_loc,
                        "previously referenced here",
                    ));
                }
                let value = match arg.source_loc {
                    Some(loc) => self.ir.add_block_argument(block, arg.ty, loc),
                    None => self.add_located_argument(block, arg.ty, name.loc.0).0,
                };
                self.add_definition(name, value)?;
            }
        }
        let block = self.parse_block(Some(block))?;
        if !entry.is_empty() && self.ir.block_args(block).len() > entry.len() {
            return Err(self.error_here("entry block arguments were already defined"));
        }
        self.ir.push_block(region, block);
        while !self.is(TokenKind::RBrace) {
            let block = self.parse_block(None)?;
            self.ir.push_block(region, block);
        }
        self.pop_scope()
    }

    /// A block: the entry block may have no label.
    fn parse_block(&mut self, existing: Option<BlockId>) -> ParseResult<BlockId> {
        if let Some(block) = existing
            && !self.is(TokenKind::CaretIdentifier)
        {
            self.parse_block_body(block)?;
            return Ok(block);
        }
        let name_loc = self.tok.start;
        let name = self.spelling();
        self.expect_token(TokenKind::CaretIdentifier, "expected block name")?;
        let scope = self.block_scopes.last_mut().ok_or(ParseError)?;
        let block = match scope.by_name.get(name).copied() {
            None => {
                let block = match existing {
                    Some(b) => b,
                    None => self.ir.create_block(&[]),
                };
                self.block_scopes
                    .last_mut()
                    .ok_or(ParseError)?
                    .by_name
                    .insert(name, (block, name_loc));
                block
            }
            Some((block, _)) => {
                let Some(pos) = scope.forward.iter().position(|&(b, _)| b == block) else {
                    return Err(self.error_at(name_loc, format!("redefinition of block '{name}'")));
                };
                scope.forward.swap_remove(pos);
                scope.by_name.insert(name, (block, name_loc));
                block
            }
        };
        if self.is(TokenKind::LParen) {
            self.parse_block_arg_list(block)?;
        }
        self.expect_token(TokenKind::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)?;
        Ok(block)
    }

    fn parse_block_body(&mut self, block: BlockId) -> ParseResult<()> {
        while !self.is(TokenKind::CaretIdentifier) && !self.is(TokenKind::RBrace) {
            self.parse_listed_operation(block)?;
        }
        Ok(())
    }

    /// `(%a: i32 loc(...), ...)` after a block name.
    fn parse_block_arg_list(&mut self, block: BlockId) -> ParseResult<()> {
        let existing = self.ir.block_args(block).len();
        let mut next = 0usize;
        self.comma_list(super::Delimiter::Paren, "", &mut |p| {
            // MLIR accepts (and ignores the meaning of) `%x#N` here.
            let operand = p.parse_ssa_use(true)?;
            p.expect_token(TokenKind::Colon, "expected ':' and type for SSA operand")?;
            let ty = p.parse_type()?;
            let (arg, pending) = if existing != 0 {
                if next >= existing {
                    return Err(p.error_here("too many arguments specified in argument list"));
                }
                let arg = p.ir.block_arg(block, next);
                next += 1;
                if p.ir.value_type(arg) != ty {
                    return Err(p.error_here("argument and block argument type mismatch"));
                }
                (arg, None)
            } else {
                p.add_located_argument(block, ty, operand.loc.0)
            };
            let written = p.parse_trailing_location(LocTarget::Arg(arg))?;
            if let (true, Some(entry), Some(locs)) = (written, pending, p.pending_locs.as_mut()) {
                locs.explicit(entry);
            }
            p.add_definition(operand, arg)
        })
    }

    /// `^name`: the named block of the current region, created on first reference.
    pub(super) fn parse_successor_impl(&mut self) -> ParseResult<BlockId> {
        if !self.is(TokenKind::CaretIdentifier) {
            return Err(self.wrong_token("expected block name"));
        }
        let name = self.spelling();
        let loc = self.tok.start;
        let Some(scope) = self.block_scopes.last() else {
            return Err(self.error_here("block reference outside of a region"));
        };
        let block = match scope.by_name.get(name) {
            Some(&(block, _)) => block,
            None => {
                let block = self.ir.create_block(&[]);
                let scope = self.block_scopes.last_mut().ok_or(ParseError)?;
                scope.by_name.insert(name, (block, loc));
                scope.forward.push((block, loc));
                block
            }
        };
        self.consume();
        Ok(block)
    }
}

/// The name of the first attribute listed twice.
fn find_duplicate(attrs: &[NamedAttribute]) -> Option<crate::Ident> {
    if attrs.len() < 2 {
        return None;
    }
    if attrs.len() <= 16 {
        return attrs
            .iter()
            .enumerate()
            .find(|(i, a)| attrs[..*i].iter().any(|b| b.name == a.name))
            .map(|(_, a)| a.name);
    }
    let mut seen = rustc_hash::FxHashSet::default();
    attrs.iter().find(|a| !seen.insert(a.name)).map(|a| a.name)
}
