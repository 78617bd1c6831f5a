//! `spirv.func` ops: each function's symbol (declared before any body, as
//! calls may go to later functions; an entry point's function takes the entry
//! point's name), its signature, control and linkage, its parameters'
//! decorations as `spirv.decoration` argument attributes, and its body
//! ([`structurize`](super::structurize)).
//!
//! Mirrors MLIR's `Deserializer::processFunction` and `processFunctionEnd`.

use shader_mlir::ir::Type;

use super::blocks::SpvFunction;
use super::reader::{DResult, error};
use super::{DecorationValue, Def, Deserializer};
use crate::attributes::{EnumAttr, EnumKind};
use crate::ops::structure::FuncOp;

impl Deserializer<'_> {
    /// Declares every function's symbol before any body is translated (calls
    /// may go to later functions). An entry point's function takes the entry
    /// point's name.
    pub(super) fn declare_function(&mut self, id: u32, function_type: u32) -> DResult<()> {
        let ty = self.type_of(function_type)?;
        if let Some(name) = self.entry_point_name(id) {
            self.names.insert(id, name);
        }
        let symbol = self.symbol_for(id, "spirv_fn");
        self.define(id, Def::Function(symbol, ty))
    }

    /// Creates the `spirv.func` op of `f`.
    pub(super) fn function(&mut self, f: &SpvFunction<'_>) -> DResult<()> {
        let ctx = self.ctx;
        let Def::Function(symbol, fn_type) = self.def(f.id)? else {
            return Err(error(format!("<id> {} is not a declared function", f.id)));
        };
        let (inputs, results) = match ctx.type_kind(fn_type) {
            shader_mlir::ir::TypeKind::Function { inputs, results } => {
                (inputs.clone(), results.clone())
            }
            _ => return Err(error(format!("function {} has a non-function type", f.id))),
        };
        let result_type = self.type_of(f.result_type)?;
        let expected_result = results.first().copied().unwrap_or(ctx.common().none);
        if inputs.len() != f.params.len() || result_type != expected_result {
            return Err(error(format!(
                "function {} does not match its function type",
                f.id
            )));
        }
        let region = self.ir.create_region();
        let mut arg_attrs = Vec::with_capacity(f.params.len());
        let mut any_arg_attr = false;
        if !f.blocks.is_empty() {
            let loc = ctx.unknown_loc();
            let args: Vec<(Type, shader_mlir::ir::Location)> =
                inputs.iter().map(|&t| (t, loc)).collect();
            let entry = self.ir.create_block(&args);
            self.ir.push_block(region, entry);
            for (i, &(_, id)) in f.params.iter().enumerate() {
                let arg = self.ir.block_arg(entry, i);
                self.values.insert(id, arg);
            }
        }
        for &(_, id) in &f.params {
            let mut entries = Vec::new();
            for d in self.decorations_of(id) {
                match &d.value {
                    DecorationValue::Words(words) if words.is_empty() && entries.is_empty() => {
                        let value = EnumAttr::raw(ctx, EnumKind::Decoration, d.decoration as u32);
                        entries.push(self.named("spirv.decoration", value));
                    }
                    _ => {
                        return Err(error(format!(
                            "unsupported: decorations of function parameter <id> {id}"
                        )));
                    }
                }
            }
            any_arg_attr |= !entries.is_empty();
            arg_attrs.push(ctx.dictionary_attr(entries));
        }
        if let Some(&entry) = self.ir.region_blocks(region).first() {
            self.function_body(f, region, entry)?;
        }
        let mut attrs = vec![
            self.named("sym_name", ctx.string_attr(ctx.str(symbol))),
            self.named("function_type", ctx.type_attr(fn_type)),
            self.named(
                "function_control",
                EnumAttr::raw(ctx, EnumKind::FunctionControl, f.control),
            ),
        ];
        if any_arg_attr {
            attrs.push(self.named("arg_attrs", ctx.array_attr(&arg_attrs)));
        }
        let mut pending = Vec::new();
        let id = f.id;
        attrs.extend(self.decoration_attrs(id, &mut pending, &|m| {
            error(format!("function <id> {id}: {m}"))
        })?);
        if !pending.is_empty() {
            return Err(error(format!(
                "unsupported: <id> decorations of function <id> {}",
                f.id
            )));
        }
        self.loc = self.ctx.unknown_loc();
        self.create_op_with(
            self.body,
            FuncOp::DEF,
            &[],
            &[],
            attrs,
            (vec![region], Vec::new()),
        );
        Ok(())
    }
}
