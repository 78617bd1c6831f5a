//! Module-level `OpVariable`s as `spirv.GlobalVariable` ops, and decorations
//! as attributes (shared with function-local results).
//!
//! Mirrors MLIR's `Deserializer::processGlobalVariable` and
//! `processDecoration`: `DescriptorSet`/`Binding` become `descriptor_set` /
//! `binding`, `BuiltIn` a `built_in` string, other decorations an attribute
//! named after the decoration in snake case, unit or holding its literal; and
//! beyond MLIR 22, `OpDecorateId ... CounterBuffer %v` becomes
//! `counter_buffer = @v` (docs/spirv-beyond-mlir-22.md).

use shader_mlir::ir::{AttrKind, NamedAttribute};
use spirv::{BuiltIn, Decoration};

use super::reader::{DResult, Inst};
use super::{DecorationValue, Def, Deserializer};
use crate::attributes::{
    CacheControl, CacheDirection, EnumAttr, EnumKind, LinkageAttributes, SpirvAttr,
};
use crate::availability::GrammarEnum;
use crate::ops::structure::GlobalVariableOp;
use crate::target::decorations;
use crate::types::PointerType;

/// The attribute of a `spirv.GlobalVariable` holding a constant initial
/// value (`OpVariable` with an `OpConstant*` initializer; beyond MLIR 22).
pub const INITIAL_VALUE: &str = "initial_value";

/// A symbol-reference attribute whose target is resolved once every module
/// symbol exists: (op, attribute name, target `<id>`).
pub(super) type PendingSymbolRef = (shader_mlir::ir::OpId, String, u32);

impl Deserializer<'_> {
    pub(super) fn global_variable(&mut self, inst: Inst<'_>) -> DResult<()> {
        let ctx = self.ctx;
        let mut r = inst.reader();
        let (type_id, id, storage_class) = (r.word()?, r.word()?, r.word()?);
        let initializer = r.optional_word();
        r.finish()?;
        let ty = self.type_of(type_id).map_err(|e| inst.error(e.message))?;
        match PointerType::of(ctx, ty) {
            Some(p) if p.storage_class as u32 == storage_class => {}
            _ => {
                return Err(
                    inst.error("result type must be a pointer of the variable's storage class")
                );
            }
        }
        let symbol = self.symbol_for(id, "spirv_variable");
        let mut attrs = vec![
            self.named("sym_name", ctx.string_attr(ctx.str(symbol))),
            self.named("type", ctx.type_attr(ty)),
        ];
        if let Some(init) = initializer {
            match self.def(init)? {
                Def::Global(name, _) | Def::SpecConstant(name, _) => {
                    attrs.push(self.named("initializer", ctx.symbol_ref_attr(ctx.str(name))));
                }
                // Beyond MLIR 22: a constant initializer (a zero-initialized
                // workgroup variable) is the value itself.
                Def::Constant(_, value) => {
                    attrs.push(self.named(INITIAL_VALUE, value));
                }
                _ => return Err(inst.error(
                    "unsupported: initializer that is not a constant, specialization constant or variable",
                )),
            }
        }
        let mut pending = Vec::new();
        attrs.extend(self.decoration_attrs(id, &mut pending, &|m| inst.error(m))?);
        let op = self.create_op(self.body, GlobalVariableOp::DEF, &[], &[], attrs);
        self.pending_refs
            .extend(pending.into_iter().map(|(name, target)| (op, name, target)));
        self.define(id, Def::Global(symbol, ty))
            .map_err(|e| inst.error(e.message))
    }

    /// The attributes the decorations of `id` stand for; `<id>` operands of
    /// decorations are returned in `pending` (attribute name, target) to be
    /// resolved into symbol references at the end.
    pub(super) fn decoration_attrs(
        &self,
        id: u32,
        pending: &mut Vec<(String, u32)>,
        fail: &dyn Fn(String) -> shader_mlir::diagnostics::Diagnostic,
    ) -> DResult<Vec<NamedAttribute>> {
        let ctx = self.ctx;
        let mut attrs = Vec::new();
        for d in self.decorations_of(id) {
            if d.member.is_some() {
                return Err(fail("member decoration of a non-struct".into()));
            }
            let name = decorations::attr_name(d.decoration);
            let value = match (&d.decoration, &d.value) {
                (Decoration::BuiltIn, DecorationValue::Words(words)) => {
                    let builtin = words.first().and_then(|&w| BuiltIn::from_u32(w));
                    let builtin = builtin.ok_or_else(|| {
                        fail("BuiltIn decoration without a known built-in".into())
                    })?;
                    ctx.string_attr(builtin.mlir_name())
                }
                (Decoration::LinkageAttributes, DecorationValue::Words(words)) => {
                    let (linkage_name, used) = crate::target::binary::read_string(words)
                        .ok_or_else(|| fail("malformed LinkageAttributes decoration".into()))?;
                    let linkage_type = words
                        .get(used)
                        .and_then(|&w| spirv::LinkageType::from_u32(w))
                        .ok_or_else(|| fail("malformed LinkageAttributes decoration".into()))?;
                    SpirvAttr::LinkageAttributes(LinkageAttributes {
                        linkage_name,
                        linkage_type,
                    })
                    .intern(ctx)
                }
                // Enum-valued decorations become the enum's attribute, as in
                // MLIR: `fp_rounding_mode = #spirv.fp_rounding_mode<RTN>`,
                // `fp_fast_math_mode = #spirv.fastmath_mode<NotNaN|NSZ>`.
                (
                    Decoration::FPRoundingMode | Decoration::FPFastMathMode,
                    DecorationValue::Words(words),
                ) if words.len() == 1 => {
                    let kind = if d.decoration == Decoration::FPRoundingMode {
                        EnumKind::FPRoundingMode
                    } else {
                        EnumKind::FPFastMathMode
                    };
                    EnumAttr::raw(ctx, kind, words[0])
                }
                // Each cache-control decoration is one entry of the array
                // the attribute holds, in the order of the binary.
                (
                    Decoration::CacheControlLoadINTEL | Decoration::CacheControlStoreINTEL,
                    DecorationValue::Words(words),
                ) => {
                    let direction = CacheDirection::of_decoration(d.decoration)
                        .expect("a cache-control decoration");
                    let entry = CacheControl::from_literals(direction, words)
                        .ok_or_else(|| fail(format!("malformed {name} decoration")))?;
                    let entry = SpirvAttr::CacheControl(entry).intern(ctx);
                    let name = ctx.ident(&name);
                    if let Some(existing) = attrs
                        .iter_mut()
                        .find(|a: &&mut NamedAttribute| a.name == name)
                    {
                        let mut entries = match ctx.attr_kind(existing.value) {
                            AttrKind::Array(elements) => elements.to_vec(),
                            _ => Vec::new(),
                        };
                        entries.push(entry);
                        existing.value = ctx.array_attr(&entries);
                        continue;
                    }
                    ctx.array_attr(&[entry])
                }
                // String-valued decorations written with `OpDecorate`.
                (
                    Decoration::UserSemantic | Decoration::UserTypeGOOGLE,
                    DecorationValue::Words(words),
                ) => {
                    let (text, _) = crate::target::binary::read_string(words)
                        .ok_or_else(|| fail(format!("malformed {name} decoration")))?;
                    ctx.string_attr(&text)
                }
                (_, DecorationValue::Words(words)) => match words.as_slice() {
                    [] => ctx.unit_attr(),
                    [one] => ctx.i32_attr(*one as i32),
                    _ => {
                        return Err(fail(format!(
                            "unsupported: decoration {name} with several literals"
                        )));
                    }
                },
                (_, DecorationValue::String(s)) => ctx.string_attr(s),
                (_, DecorationValue::Id(target)) => {
                    pending.push((name, *target));
                    continue;
                }
            };
            attrs.push(NamedAttribute {
                name: ctx.ident(&name),
                value,
            });
        }
        Ok(attrs)
    }

    /// Resolves the symbol references of `OpDecorateId`s.
    pub(super) fn resolve_pending_refs(&mut self) -> DResult<()> {
        let ctx = self.ctx;
        for (op, name, target) in std::mem::take(&mut self.pending_refs) {
            let symbol = match self.def(target)? {
                Def::Global(symbol, _)
                | Def::SpecConstant(symbol, _)
                | Def::Function(symbol, _) => symbol,
                _ => {
                    return Err(super::reader::error(format!(
                        "unsupported: decoration {name} with <id> {target}, which is not a module-level symbol"
                    )));
                }
            };
            self.ir
                .set_attr(op, &name, ctx.symbol_ref_attr(ctx.str(symbol)));
        }
        Ok(())
    }
}
