//! The custom printer an assembly format describes: what `OpFormatGen`'s
//! `genPrinter` emits, interpreted, with its spacing rules (a space before
//! an element unless the previous literal was punctuation that asks for none;
//! `shouldEmitSpaceBefore` for literals).

use crate::asm::AsmPrinter;
use crate::ir::{Attribute, Ir, NamedAttribute, OpId, RegionId, Type};

use smallvec::SmallVec;

use super::super::build::{
    operand_group, operand_range, region_range, result_range, successor_range,
};
use super::super::property::print_stripped_dense_array;
use super::super::spec::{Arity, OPERAND_SEGMENT_SIZES, OpSpec, Presence, RESULT_SEGMENT_SIZES};
use super::{Anchor, CustomArg, CustomPrint, Elem, OptionalGroup, TypeArg};
use crate::dialect::Traits;
use crate::ods::constraint::AttrSyntax;

/// The printer's spacing state (`shouldEmitSpace`, `lastWasPunctuation`).
struct Spacing {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

/// MLIR's `shouldEmitSpaceBefore`.
fn should_emit_space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let first = value.as_bytes()[0];
    if last_was_punctuation {
        !matches!(first, b'>' | b')' | b'}' | b']' | b',')
    } else {
        !matches!(
            first,
            b'<' | b'>' | b'(' | b')' | b'{' | b'}' | b'[' | b']' | b','
        )
    }
}

/// Prints the custom form of `op` (everything after its name).
pub fn print(spec: &'static OpSpec, p: &mut AsmPrinter<'_>, op: OpId) {
    let Some(format) = spec.format else {
        p.print_generic_op(op, false);
        return;
    };
    let mut spacing = Spacing {
        should_emit_space: true,
        last_was_punctuation: false,
    };
    for element in format.elements {
        print_element(spec, p, op, element, &mut spacing);
    }
}

/// The types a `type(...)` argument names on `op`.
pub fn type_arg_types(ir: &Ir, op: OpId, spec: &OpSpec, arg: TypeArg) -> Vec<Type> {
    type_arg_iter(ir, op, spec, arg).collect()
}

/// [`type_arg_types`] without collecting them.
fn type_arg_iter<'a>(
    ir: &'a Ir,
    op: OpId,
    spec: &OpSpec,
    arg: TypeArg,
) -> impl Iterator<Item = Type> + 'a {
    let (range, operands) = match arg {
        TypeArg::Operand(g) => (operand_range(ir, op, spec, g as usize), true),
        TypeArg::Result(g) => (result_range(ir, op, spec, g as usize), false),
        TypeArg::Operands => (0..ir.num_operands(op), true),
        TypeArg::Results => (0..ir.num_results(op), false),
    };
    range.map(move |i| {
        let value = if operands {
            ir.operand(op, i)
        } else {
            ir.result(op, i)
        };
        ir.value_type(value)
    })
}

fn default_value(spec: &OpSpec, ir: &Ir, index: usize) -> Option<Attribute> {
    match spec.properties[index].presence {
        Presence::Default(f) => Some(f(ir.ctx())),
        _ => None,
    }
}

/// Whether property `index` is set (to something other than its default).
fn property_present(spec: &OpSpec, ir: &Ir, op: OpId, index: usize) -> bool {
    let Some(value) = ir.prop(op, spec.properties[index].name) else {
        return false;
    };
    default_value(spec, ir, index) != Some(value)
}

/// Whether any region of region group `g` has a block.
fn region_group_present(spec: &OpSpec, ir: &Ir, op: OpId, g: usize) -> bool {
    ir.regions(op)[region_range(ir, op, spec, g)]
        .iter()
        .any(|&r| !ir.region_is_empty(r))
}

fn custom_arg_present(spec: &OpSpec, ir: &Ir, op: OpId, arg: CustomArg) -> bool {
    match arg {
        CustomArg::Operand(g) => !operand_range(ir, op, spec, g as usize).is_empty(),
        CustomArg::Property(i) => property_present(spec, ir, op, i as usize),
        CustomArg::Region(g) => region_group_present(spec, ir, op, g as usize),
        CustomArg::Successor(g) => !successor_range(ir, op, spec, g as usize).is_empty(),
        CustomArg::Type(arg) => type_arg_iter(ir, op, spec, arg).next().is_some(),
        CustomArg::Ref(inner) => custom_arg_present(spec, ir, op, *inner),
        CustomArg::AttrDict | CustomArg::Str(_) => false,
    }
}

fn anchor_present(spec: &OpSpec, ir: &Ir, op: OpId, anchor: Anchor) -> bool {
    match anchor {
        Anchor::Operand(g) => !operand_range(ir, op, spec, g as usize).is_empty(),
        Anchor::Result(g) => !result_range(ir, op, spec, g as usize).is_empty(),
        Anchor::Property(i) => property_present(spec, ir, op, i as usize),
        Anchor::Region(g) => region_group_present(spec, ir, op, g as usize),
        Anchor::Successor(g) => !successor_range(ir, op, spec, g as usize).is_empty(),
        Anchor::Custom(args) => args.iter().any(|&a| custom_arg_present(spec, ir, op, a)),
    }
}

fn print_optional_group(
    spec: &'static OpSpec,
    p: &mut AsmPrinter<'_>,
    op: OpId,
    group: &'static OptionalGroup,
    spacing: &mut Spacing,
) {
    let present = anchor_present(spec, p.ir(), op, group.anchor) != group.inverted;
    // A unit-attribute anchor is never printed: the group's presence says it.
    let elided = match group.anchor {
        Anchor::Property(i)
            if matches!(
                spec.properties[i as usize].constraint.syntax,
                AttrSyntax::Unit
            ) =>
        {
            Some(i)
        }
        _ => None,
    };
    let elements = if present { group.then } else { group.els };
    for element in elements {
        if let (Some(i), Elem::Property(j)) = (elided, element)
            && i == *j
        {
            continue;
        }
        print_element(spec, p, op, element, spacing);
    }
}

/// The properties and discardable attributes `attr-dict` prints: all but
/// those the format spells, segment sizes, and default-valued ones at their
/// default (MLIR's `genAttrDictPrinter`), sorted by name.
pub(crate) fn attr_dict_entries(spec: &OpSpec, ir: &Ir, op: OpId) -> SmallVec<[NamedAttribute; 4]> {
    let ctx = ir.ctx();
    let format = spec.format.expect("attr-dict belongs to a format");
    let mut entries: SmallVec<[NamedAttribute; 4]> = SmallVec::new();
    if let Some(props) = ir.properties(op) {
        for entry in ctx.dictionary_entries(props) {
            let name = ctx.str(entry.name);
            if (spec.operand_segments && name == OPERAND_SEGMENT_SIZES && !format.all_operands)
                || (spec.result_segments
                    && name == RESULT_SEGMENT_SIZES
                    && !format.all_result_types)
            {
                continue;
            }
            if let Some(index) = spec.property_index(name) {
                if format.used_properties.contains(&(index as u16)) {
                    continue;
                }
                if default_value(spec, ir, index) == Some(entry.value) {
                    continue;
                }
            }
            entries.push(*entry);
        }
    }
    let attrs = ir.attrs(op);
    if entries.is_empty() {
        // Discardable attributes alone are sorted already.
        entries.extend_from_slice(attrs);
    } else if !attrs.is_empty() {
        entries.extend_from_slice(attrs);
        entries.sort_by(|a, b| ctx.str(a.name).cmp(ctx.str(b.name)));
    }
    entries
}

fn print_property(spec: &OpSpec, p: &mut AsmPrinter<'_>, op: OpId, index: usize) {
    let prop = &spec.properties[index];
    let Some(attr) = p.ir().prop(op, prop.name) else {
        return;
    };
    match prop.constraint.syntax {
        AttrSyntax::Unit => {}
        AttrSyntax::SymbolName => {
            let ctx = p.ctx();
            match ctx.attr_kind(attr) {
                crate::ir::AttrKind::String { value, .. } => {
                    let name = String::from_utf8_lossy(value).into_owned();
                    p.print_symbol_name(&name);
                }
                _ => p.print_attribute(attr),
            }
        }
        AttrSyntax::DenseArray => print_stripped_dense_array(p, attr),
        AttrSyntax::Custom { print, .. } => print(p, attr),
        AttrSyntax::Attribute => {
            if prop.constraint.value_type.is_some() {
                p.print_attribute_without_type(attr);
            } else {
                p.print_attribute(attr);
            }
        }
    }
}

fn print_region(spec: &OpSpec, p: &mut AsmPrinter<'_>, region: RegionId) {
    let mut print_terminators = true;
    if spec.implicit_terminator.is_some() {
        let ir = p.ir();
        if let Some(block) = ir.entry_block(region)
            && let Some(last) = ir.last_op(block)
            && ir.op_def(last).is_some_and(|d| d.has(Traits::TERMINATOR))
        {
            print_terminators = !ir.attrs(last).is_empty()
                || ir.properties(last).is_some()
                || ir.num_operands(last) != 0
                || ir.num_results(last) != 0;
        }
    }
    p.print_region(region, true, print_terminators, false);
}

fn print_element(
    spec: &'static OpSpec,
    p: &mut AsmPrinter<'_>,
    op: OpId,
    element: &'static Elem,
    spacing: &mut Spacing,
) {
    match *element {
        Elem::Literal(value) => {
            if spacing.should_emit_space
                && should_emit_space_before(value, spacing.last_was_punctuation)
            {
                p.write_char(' ');
            }
            p.write_str(value);
            let first = value.as_bytes()[0];
            spacing.should_emit_space =
                value.len() != 1 || !matches!(first, b'<' | b'(' | b'{' | b'[');
            spacing.last_was_punctuation = first != b'_' && !first.is_ascii_alphabetic();
            return;
        }
        Elem::Whitespace(value) => {
            if value == "\\n" {
                p.print_new_line();
            } else if value.is_empty() {
                spacing.last_was_punctuation = true;
                spacing.should_emit_space = false;
            } else {
                p.write_char(' ');
                spacing.last_was_punctuation = false;
                spacing.should_emit_space = false;
            }
            return;
        }
        Elem::Optional(group) => {
            print_optional_group(spec, p, op, group, spacing);
            return;
        }
        Elem::AttrDict { with_keyword } => {
            let entries = attr_dict_entries(spec, p.ir(), op);
            if with_keyword {
                p.print_optional_attr_dict_with_keyword(&entries, &[]);
            } else {
                p.print_optional_attr_dict(&entries, &[]);
            }
            spacing.last_was_punctuation = false;
            return;
        }
        Elem::PropDict => {
            p.write_char(' ');
            if let Some(props) = p.ir().properties(op) {
                p.write_char('<');
                p.print_attribute(props);
                p.write_char('>');
            }
            spacing.last_was_punctuation = false;
            return;
        }
        _ => {}
    }

    if spacing.should_emit_space || !spacing.last_was_punctuation {
        p.write_char(' ');
    }
    spacing.last_was_punctuation = false;
    spacing.should_emit_space = true;

    let ir = p.ir();
    match *element {
        Elem::Property(i) => print_property(spec, p, op, i as usize),
        Elem::Operand(g) => p.print_operands(operand_group(ir, op, spec, g as usize)),
        Elem::Region(g) => {
            let regions = &ir.regions(op)[region_range(ir, op, spec, g as usize)];
            for (i, &region) in regions.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                print_region(spec, p, region);
            }
        }
        Elem::Successor(g) => {
            let successors = &ir.successors(op)[successor_range(ir, op, spec, g as usize)];
            for (i, &block) in successors.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.print_successor(block);
            }
        }
        Elem::Type { arg, .. } => p.print_type_list(type_arg_iter(ir, op, spec, arg)),
        Elem::FunctionalType { inputs, results } => {
            let inputs: SmallVec<[Type; 4]> = type_arg_iter(ir, op, spec, inputs).collect();
            let results: SmallVec<[Type; 2]> = type_arg_iter(ir, op, spec, results).collect();
            p.print_function_type(&inputs, &results);
        }
        Elem::Operands => p.print_operands(ir.operands(op)),
        Elem::Regions => {
            for (i, &region) in ir.regions(op).iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                print_region(spec, p, region);
            }
        }
        Elem::Successors => {
            for (i, &block) in ir.successors(op).iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.print_successor(block);
            }
        }
        Elem::Custom { directive, args } => {
            let view = CustomPrint { ir, op, spec, args };
            (directive.print)(p, &view);
        }
        Elem::Literal(_)
        | Elem::Whitespace(_)
        | Elem::Optional(_)
        | Elem::AttrDict { .. }
        | Elem::PropDict => {}
    }
}

/// Whether a value group of `arity` is printed as a list.
pub fn is_list(arity: Arity) -> bool {
    arity == Arity::Variadic
}
