//! What the serializer needs to know about an op definition, worked out once
//! per definition and kept for the rest of the module: how its ops are
//! written (by the grammar, by hand, or not where they stand), the grammar
//! instruction (<https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#Instructions>)
//! with its logical operands, which operand positions are `<id>`
//! properties, and the interned names of the op's properties, so that an
//! op's attributes are found by identifier instead of by text.

use std::rc::Rc;

use rspirv::grammar::LogicalOperand;
use rustc_hash::FxHashMap;
use shader_mlir::Context;
use shader_mlir::Ident;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Attribute, Ir, NamedAttribute, OpId};
use smallvec::SmallVec;
use spirv::Op;

use crate::ops::encoding::{Encoding, ExtSet, IdProperty, OpEncoding};
use crate::target::grammar;

/// How the grammar writes the ops of one definition.
#[derive(Debug)]
pub(super) struct GrammarPlan {
    /// The instruction's opcode (`OpExtInst` for an extended instruction).
    pub opcode: Op,
    /// The grammar's logical operands.
    pub operands: &'static [LogicalOperand],
    /// The extended instruction set and number, for `OpExtInst`.
    pub ext: Option<(ExtSet, u32)>,
    /// The `<id>` property at each logical operand position (of a core
    /// instruction), with its name's identifier.
    pub id_properties: SmallVec<[Option<IdPropertyPlan>; 8]>,
    /// The definition's properties in declaration order.
    pub properties: SmallVec<[PropertyPlan; 8]>,
}

/// A property the instruction takes as an `<id>`, with its name's
/// identifier (`None` when no attribute has that name).
pub(super) type IdPropertyPlan = (&'static IdProperty, Option<Ident>);

/// One property of a definition.
#[derive(Debug, Clone, Copy)]
pub(super) struct PropertyPlan {
    pub name: &'static str,
    /// The name's identifier; `None` when no attribute anywhere has that
    /// name (so no op has the property).
    pub ident: Option<Ident>,
    /// Whether the instruction takes the property as an `<id>`.
    pub is_id: bool,
}

impl GrammarPlan {
    /// The plan of `def`; `None` when the grammar has no instruction for it.
    fn new(ctx: &Context, def: &'static OpDef) -> Option<GrammarPlan> {
        let (operands, ext) = match Encoding::of(def) {
            Encoding::Core(opcode) => (grammar::core_instruction(opcode as u32)?.operands, None),
            Encoding::Ext(set, number) => (
                grammar::ext_instruction(set, number)?.operands,
                Some((set, number)),
            ),
            Encoding::Structural => return None,
        };
        let opcode = Encoding::of(def).opcode()?;
        // The positions `grammar_words` asks about: the result type and
        // result of an extended instruction, then the grammar's operands.
        let positions = operands.len() + 2;
        let id_properties = (0..positions)
            .map(|position| {
                OpEncoding::id_property_at(def, position).map(|p| (p, ctx.lookup_ident(p.property)))
            })
            .collect();
        let properties = def
            .spec
            .map_or(&[][..], |spec| spec.properties)
            .iter()
            .map(|p| PropertyPlan {
                name: p.name,
                ident: ctx.lookup_ident(p.name),
                is_id: OpEncoding::is_id_property(def, p.name),
            })
            .collect();
        Some(GrammarPlan {
            opcode,
            operands,
            ext,
            id_properties,
            properties,
        })
    }

    /// The `<id>` property at logical operand `position`, if any.
    pub fn id_property_at(&self, position: usize) -> Option<IdPropertyPlan> {
        self.id_properties.get(position).copied().flatten()
    }
}

/// The plans met so far, by definition.
#[derive(Debug, Default)]
pub(super) struct Plans {
    grammar: FxHashMap<usize, Option<Rc<GrammarPlan>>>,
}

impl Plans {
    /// The grammar plan of `def`, worked out on first use.
    pub fn grammar(&mut self, ctx: &Context, def: &'static OpDef) -> Option<Rc<GrammarPlan>> {
        let key = std::ptr::from_ref(def) as usize;
        self.grammar
            .entry(key)
            .or_insert_with(|| GrammarPlan::new(ctx, def).map(Rc::new))
            .clone()
    }
}

/// An op's inherent and discardable attributes, looked up by identifier
/// (properties first, as [`Ir::attr_or_prop`] does).
#[derive(Clone, Copy)]
pub(super) struct OpAttrs<'a> {
    properties: &'a [NamedAttribute],
    discardable: &'a [NamedAttribute],
}

impl<'a> OpAttrs<'a> {
    pub fn of(ir: &'a Ir, op: OpId) -> Self {
        OpAttrs {
            properties: ir
                .properties(op)
                .map_or(&[][..], |p| ir.ctx().dictionary_entries(p)),
            discardable: ir.attrs(op),
        }
    }

    /// The property, else the discardable attribute, named `name`.
    #[inline]
    pub fn get(&self, name: Option<Ident>) -> Option<Attribute> {
        let name = name?;
        let find =
            |entries: &[NamedAttribute]| entries.iter().find(|a| a.name == name).map(|a| a.value);
        find(self.properties).or_else(|| find(self.discardable))
    }
}
