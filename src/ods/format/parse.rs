//! The custom parser an assembly format describes: what `OpFormatGen`'s
//! `genParser` emits, interpreted. Elements fill a [`FormatState`]; then
//! regions, successors, segment sizes and types are resolved into the
//! [`OperationState`] as the generated parser does.

use crate::asm::parser::{SourcePos, UnresolvedOperand};
use crate::asm::printer::{attr_to_string, type_to_string};
use crate::asm::{AsmParser, ParseResult};
use crate::ir::{Attribute, BlockId, NamedAttribute, OperationState, RegionId, Type};

use smallvec::{SmallVec, smallvec};

use super::super::property::{make_dense_int_array, parse_stripped_dense_array, property_type};
use super::super::spec::{
    Arity, OPERAND_SEGMENT_SIZES, OpSpec, RESULT_SEGMENT_SIZES, TypeSource, ValueRef,
};
use super::{CustomParse, Elem, OptionalGroup, TypeArg};
use crate::ods::constraint::{AttrSyntax, TypeClass};

/// One entry per group of a kind (inline: ops have few groups).
pub(crate) type PerGroup<T> = SmallVec<[T; 4]>;

/// Where a group's values sit in one of [`FormatState`]'s flat lists.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Span {
    start: u32,
    len: u32,
}

impl Span {
    /// Nothing parsed for the group (yet).
    const UNSET: Span = Span {
        start: u32::MAX,
        len: 0,
    };

    fn is_set(self) -> bool {
        self.start != u32::MAX
    }

    fn range(self) -> std::ops::Range<usize> {
        if self.is_set() {
            self.start as usize..(self.start + self.len) as usize
        } else {
            0..0
        }
    }
}

/// Appends `items` to `list`; the span they take.
fn push_span<A: smallvec::Array>(
    list: &mut SmallVec<A>,
    items: impl IntoIterator<Item = A::Item>,
) -> Span {
    let start = list.len();
    // One by one: groups hold a value or two, which `extend` is slower for.
    for item in items {
        list.push(item);
    }
    Span {
        start: start as u32,
        len: (list.len() - start) as u32,
    }
}

/// `n` empty groups.
fn empty_groups<T: smallvec::Array>(n: usize) -> PerGroup<SmallVec<T>> {
    let mut groups = PerGroup::new();
    for _ in 0..n {
        groups.push(SmallVec::new());
    }
    groups
}

/// What the elements of a format have parsed so far. Operands and types of
/// every group share one flat list each (with each group's span), inline:
/// parsing an op allocates nothing for them.
pub struct FormatState<'a> {
    pub(crate) spec: &'static OpSpec,
    operand_list: SmallVec<[UnresolvedOperand<'a>; 4]>,
    operands: PerGroup<Span>,
    operand_locs: PerGroup<Option<SourcePos>>,
    /// Every type parsed, then every type derived.
    types: SmallVec<[Type; 6]>,
    operand_types: PerGroup<Span>,
    result_types: PerGroup<Span>,
    all_operands: Option<(Span, SourcePos)>,
    all_operand_types: Option<Span>,
    all_result_types: Option<Span>,
    pub(crate) properties: PerGroup<Option<Attribute>>,
    pub(crate) regions: PerGroup<SmallVec<[RegionId; 1]>>,
    all_regions: Option<Vec<RegionId>>,
    pub(crate) successors: PerGroup<SmallVec<[BlockId; 2]>>,
    all_successors: Option<Vec<BlockId>>,
    pub(crate) attributes: Vec<NamedAttribute>,
    prop_dict: Option<Attribute>,
}

impl<'a> FormatState<'a> {
    fn new(spec: &'static OpSpec) -> Self {
        let per_group = |n: usize| -> PerGroup<Span> { smallvec![Span::UNSET; n] };
        FormatState {
            spec,
            operand_list: SmallVec::new(),
            operands: per_group(spec.operands.len()),
            operand_locs: smallvec![None; spec.operands.len()],
            types: SmallVec::new(),
            operand_types: per_group(spec.operands.len()),
            result_types: per_group(spec.results.len()),
            all_operands: None,
            all_operand_types: None,
            all_result_types: None,
            properties: smallvec![None; spec.properties.len()],
            regions: empty_groups(spec.regions.len()),
            all_regions: None,
            successors: empty_groups(spec.successors.len()),
            all_successors: None,
            attributes: Vec::new(),
            prop_dict: None,
        }
    }

    /// Stores the operands of group `g`.
    pub(crate) fn set_operands(
        &mut self,
        g: usize,
        operands: impl IntoIterator<Item = UnresolvedOperand<'a>>,
    ) {
        self.operands[g] = push_span(&mut self.operand_list, operands);
    }

    /// The operands parsed for group `g`.
    pub(crate) fn operands(&self, g: usize) -> &[UnresolvedOperand<'a>] {
        &self.operand_list[self.operands[g].range()]
    }

    pub(crate) fn set_types(&mut self, arg: TypeArg, types: impl IntoIterator<Item = Type>) {
        let span = push_span(&mut self.types, types);
        match arg {
            TypeArg::Operand(i) => self.operand_types[i as usize] = span,
            TypeArg::Result(i) => self.result_types[i as usize] = span,
            TypeArg::Operands => self.all_operand_types = Some(span),
            TypeArg::Results => self.all_result_types = Some(span),
        }
    }

    /// Takes the types pushed onto the flat list since `start` as `arg`'s.
    fn set_type_span(&mut self, arg: TypeArg, start: usize) {
        let span = Span {
            start: start as u32,
            len: (self.types.len() - start) as u32,
        };
        match arg {
            TypeArg::Operand(i) => self.operand_types[i as usize] = span,
            TypeArg::Result(i) => self.result_types[i as usize] = span,
            TypeArg::Operands => self.all_operand_types = Some(span),
            TypeArg::Results => self.all_result_types = Some(span),
        }
    }

    /// Parses a comma-separated list of operands, possibly empty (MLIR's
    /// `parseOperandList` without delimiters), onto the flat list.
    fn parse_operand_span(&mut self, p: &mut AsmParser<'a>) -> ParseResult<Span> {
        let start = self.operand_list.len();
        if let Some(first) = p.parse_optional_operand()? {
            self.operand_list.push(first);
            while p.parse_optional_comma() {
                self.operand_list.push(p.parse_operand()?);
            }
        }
        Ok(Span {
            start: start as u32,
            len: (self.operand_list.len() - start) as u32,
        })
    }

    pub(crate) fn types(&self, arg: TypeArg) -> &[Type] {
        let span = match arg {
            TypeArg::Operand(i) => self.operand_types[i as usize],
            TypeArg::Result(i) => self.result_types[i as usize],
            TypeArg::Operands => self.all_operand_types.unwrap_or(Span::UNSET),
            TypeArg::Results => self.all_result_types.unwrap_or(Span::UNSET),
        };
        &self.types[span.range()]
    }
}

/// Parses the custom form of an op whose spec has a format.
pub fn parse(
    spec: &'static OpSpec,
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let Some(format) = spec.format else {
        return Err(p.emit_error(format!("'{}' has no custom assembly form", spec.name)));
    };
    let mut st = FormatState::new(spec);
    parse_elements(format.elements, p, &mut st)?;
    resolve(spec, p, state, &mut st)
}

fn parse_elements<'a>(
    elements: &'static [Elem],
    p: &mut AsmParser<'a>,
    st: &mut FormatState<'a>,
) -> ParseResult<()> {
    for element in elements {
        parse_element(element, p, st, false)?;
    }
    Ok(())
}

/// Parses the punctuation or keyword `literal`.
pub fn parse_literal(p: &mut AsmParser<'_>, literal: &str) -> ParseResult<()> {
    match literal.as_bytes() {
        b"->" => p.parse_arrow(),
        b":" => p.parse_colon(),
        b"," => p.parse_comma(),
        b"=" => p.parse_equal(),
        b"<" => p.parse_less(),
        b">" => p.parse_greater(),
        b"{" => p.parse_lbrace(),
        b"}" => p.parse_rbrace(),
        b"(" => p.parse_lparen(),
        b")" => p.parse_rparen(),
        b"[" => p.parse_lsquare(),
        b"]" => p.parse_rsquare(),
        b"?" => p.parse_question(),
        b"+" => p.parse_plus(),
        b"*" => p.parse_star(),
        b"..." => p.parse_ellipsis(),
        b"|" => p.parse_vertical_bar(),
        _ => p.parse_keyword(literal),
    }
}

/// Parses `literal` if it is next.
pub fn parse_optional_literal(p: &mut AsmParser<'_>, literal: &str) -> bool {
    match literal.as_bytes() {
        b"->" => p.parse_optional_arrow(),
        b":" => p.parse_optional_colon(),
        b"," => p.parse_optional_comma(),
        b"=" => p.parse_optional_equal(),
        b"<" => p.parse_optional_less(),
        b">" => p.parse_optional_greater(),
        b"{" => p.parse_optional_lbrace(),
        b"}" => p.parse_optional_rbrace(),
        b"(" => p.parse_optional_lparen(),
        b")" => p.parse_optional_rparen(),
        b"[" => p.parse_optional_lsquare(),
        b"]" => p.parse_optional_rsquare(),
        b"?" => p.parse_optional_question(),
        b"+" => p.parse_optional_plus(),
        b"*" => p.parse_optional_star(),
        b"..." => p.parse_optional_ellipsis(),
        b"|" => p.parse_optional_vertical_bar(),
        _ => p.parse_optional_keyword(literal),
    }
}

/// Parses property `index`; with `optional`, returns `None` when it is absent.
fn parse_property(
    p: &mut AsmParser<'_>,
    st: &FormatState<'_>,
    index: usize,
    optional: bool,
) -> ParseResult<Option<Attribute>> {
    let prop = &st.spec.properties[index];
    let constraint = prop.constraint;
    let value_type = constraint.value_type.map(|f| f(p.ctx()));
    match constraint.syntax {
        AttrSyntax::Unit => Ok(Some(p.ctx().unit_attr())),
        AttrSyntax::SymbolName => {
            if optional {
                Ok(p.parse_optional_symbol_name()?
                    .map(|name| p.ctx().string_attr(p.ctx().str(name))))
            } else {
                let name = p.parse_symbol_name()?;
                Ok(Some(p.ctx().string_attr(p.ctx().str(name))))
            }
        }
        AttrSyntax::DenseArray => {
            let element = value_type.unwrap_or(p.ctx().common().i64);
            if optional && !p.peek_lsquare() {
                return Ok(None);
            }
            parse_stripped_dense_array(p, element).map(Some)
        }
        AttrSyntax::Custom {
            parse, starts_with, ..
        } => {
            if optional && starts_with.is_some_and(|f| !f(p)) {
                return Ok(None);
            }
            parse(p, value_type).map(Some)
        }
        AttrSyntax::Attribute => {
            if optional {
                p.parse_optional_attribute(value_type)
            } else {
                p.parse_attribute(value_type).map(Some)
            }
        }
    }
}

fn parse_type_arg<'a>(
    arg: TypeArg,
    p: &mut AsmParser<'a>,
    st: &mut FormatState<'a>,
) -> ParseResult<()> {
    let (arity, class) = match arg {
        TypeArg::Operand(i) => {
            let operand = &st.spec.operands[i as usize];
            (operand.arity, operand.constraint.class)
        }
        TypeArg::Result(i) => {
            let result = &st.spec.results[i as usize];
            (result.arity, result.constraint.class)
        }
        TypeArg::Operands | TypeArg::Results => (Arity::Variadic, None),
    };
    match arity {
        Arity::Single => {
            let ty = parse_type_of_class(p, class)?;
            st.set_types(arg, [ty]);
        }
        Arity::Optional => {
            let ty = p.parse_optional_type()?;
            st.set_types(arg, ty);
        }
        Arity::Variadic => {
            // Straight into the flat list: a type list is at least one type,
            // as `parseTypeList` wants.
            let start = st.types.len();
            st.types.push(p.parse_type()?);
            while p.parse_optional_comma() {
                st.types.push(p.parse_type()?);
            }
            st.set_type_span(arg, start);
        }
    }
    Ok(())
}

/// A type that must be of `class` when given (ODS's `parseType<VectorType>`).
fn parse_type_of_class(p: &mut AsmParser<'_>, class: Option<TypeClass>) -> ParseResult<Type> {
    let loc = p.get_current_location();
    let ty = p.parse_type()?;
    match class {
        Some(class) if !(class.check)(p.ctx(), ty) => {
            let message = format!(
                "invalid kind of type specified: expected {}, but found '{}'",
                class.name,
                type_to_string(p.ctx(), ty)
            );
            Err(p.emit_error_at(loc, message))
        }
        _ => Ok(ty),
    }
}

fn parse_region_list(p: &mut AsmParser<'_>) -> ParseResult<Vec<RegionId>> {
    let mut regions = Vec::new();
    if let Some(first) = p.parse_optional_region(&[], false)? {
        regions.push(first);
        while p.parse_optional_comma() {
            regions.push(p.parse_region(&[], false)?);
        }
    }
    Ok(regions)
}

fn parse_successor_list(p: &mut AsmParser<'_>) -> ParseResult<Vec<BlockId>> {
    let mut blocks = Vec::new();
    if let Some(first) = p.parse_optional_successor()? {
        blocks.push(first);
        while p.parse_optional_comma() {
            blocks.push(p.parse_successor()?);
        }
    }
    Ok(blocks)
}

fn parse_element<'a>(
    element: &'static Elem,
    p: &mut AsmParser<'a>,
    st: &mut FormatState<'a>,
    in_group: bool,
) -> ParseResult<()> {
    match *element {
        Elem::Literal(literal) => parse_literal(p, literal)?,
        Elem::Whitespace(_) => {}
        Elem::Operand(g) => {
            let g = g as usize;
            st.operand_locs[g] = Some(p.get_current_location());
            match st.spec.operands[g].arity {
                Arity::Single => {
                    let operand = p.parse_operand()?;
                    st.set_operands(g, [operand]);
                }
                Arity::Optional => {
                    let operand = p.parse_optional_operand()?;
                    st.set_operands(g, operand);
                }
                Arity::Variadic => st.operands[g] = st.parse_operand_span(p)?,
            }
        }
        Elem::Property(i) => {
            let i = i as usize;
            let optional = !in_group && !st.spec.properties[i].is_required();
            if let Some(attr) = parse_property(p, st, i, optional)? {
                st.properties[i] = Some(attr);
            }
        }
        Elem::Region(g) => {
            let g = g as usize;
            st.regions[g] = if st.spec.regions[g].variadic {
                SmallVec::from_vec(parse_region_list(p)?)
            } else {
                smallvec![p.parse_region(&[], false)?]
            };
        }
        Elem::Successor(g) => {
            let g = g as usize;
            st.successors[g] = if st.spec.successors[g].variadic {
                SmallVec::from_vec(parse_successor_list(p)?)
            } else {
                smallvec![p.parse_successor()?]
            };
        }
        Elem::Type { arg, .. } => parse_type_arg(arg, p, st)?,
        Elem::FunctionalType { inputs, results } => {
            let (ins, outs) = p.parse_functional_type()?;
            st.set_types(inputs, ins);
            st.set_types(results, outs);
        }
        Elem::Operands => {
            let loc = p.get_current_location();
            st.all_operands = Some((st.parse_operand_span(p)?, loc));
        }
        Elem::Regions => st.all_regions = Some(parse_region_list(p)?),
        Elem::Successors => st.all_successors = Some(parse_successor_list(p)?),
        Elem::AttrDict { with_keyword } => {
            let loc = p.get_current_location();
            let start = st.attributes.len();
            if with_keyword {
                p.parse_optional_attr_dict_with_keyword(&mut st.attributes)?;
            } else {
                p.parse_optional_attr_dict(&mut st.attributes)?;
            }
            verify_inherent_attrs(p, st, start, loc)?;
        }
        Elem::PropDict => {
            st.prop_dict = p.parse_optional_properties()?;
        }
        Elem::Custom { directive, args } => {
            let mut custom = CustomParse { state: st, args };
            (directive.parse)(p, &mut custom)?;
        }
        Elem::Optional(group) => parse_optional_group(group, p, st)?,
    }
    Ok(())
}

/// MLIR's `verifyInherentAttrs` on the attribute dictionary of a custom form:
/// an inherent attribute written there must satisfy its constraint.
fn verify_inherent_attrs(
    p: &mut AsmParser<'_>,
    st: &FormatState<'_>,
    start: usize,
    loc: SourcePos,
) -> ParseResult<()> {
    let ctx = p.ctx();
    for attr in &st.attributes[start..] {
        let name = ctx.str(attr.name);
        let Some(index) = st.spec.property_index(name) else {
            continue;
        };
        let constraint = st.spec.properties[index].constraint;
        if !constraint.allows(ctx, attr.value) {
            let message = format!(
                "'{}' op attribute '{name}' failed to satisfy constraint: {}",
                st.spec.name, constraint.summary
            );
            return Err(p.emit_error_at(loc, message));
        }
    }
    Ok(())
}

/// Parses the first (gating) element of an optional group; returns whether
/// the group is present.
fn parse_group_start<'a>(
    element: &'static Elem,
    p: &mut AsmParser<'a>,
    st: &mut FormatState<'a>,
) -> ParseResult<bool> {
    Ok(match *element {
        Elem::Literal(literal) => parse_optional_literal(p, literal),
        Elem::Property(i) => {
            let i = i as usize;
            match parse_property(p, st, i, true)? {
                Some(attr) => {
                    st.properties[i] = Some(attr);
                    true
                }
                None => false,
            }
        }
        Elem::Operand(g) => {
            let g = g as usize;
            st.operand_locs[g] = Some(p.get_current_location());
            match st.spec.operands[g].arity {
                Arity::Variadic => st.operands[g] = st.parse_operand_span(p)?,
                _ => {
                    let operand = p.parse_optional_operand()?;
                    st.set_operands(g, operand);
                }
            }
            !st.operands(g).is_empty()
        }
        Elem::Region(g) => {
            let g = g as usize;
            st.regions[g] = if st.spec.regions[g].variadic {
                SmallVec::from_vec(parse_region_list(p)?)
            } else {
                p.parse_optional_region(&[], false)?.into_iter().collect()
            };
            !st.regions[g].is_empty()
        }
        Elem::Successor(g) => {
            let g = g as usize;
            st.successors[g] = SmallVec::from_vec(parse_successor_list(p)?);
            !st.successors[g].is_empty()
        }
        Elem::Type { arg, .. } => match p.parse_optional_type()? {
            Some(first) => {
                let mut types: SmallVec<[Type; 4]> = smallvec![first];
                let variadic = match arg {
                    TypeArg::Operand(i) => st.spec.operands[i as usize].arity == Arity::Variadic,
                    TypeArg::Result(i) => st.spec.results[i as usize].arity == Arity::Variadic,
                    _ => true,
                };
                while variadic && p.parse_optional_comma() {
                    types.push(p.parse_type()?);
                }
                st.set_types(arg, types);
                true
            }
            None => false,
        },
        Elem::Custom { directive, args } => {
            let mut custom = CustomParse { state: st, args };
            (directive.parse)(p, &mut custom)?
        }
        _ => {
            parse_element(element, p, st, true)?;
            true
        }
    })
}

fn unit_anchor(group: &OptionalGroup, st: &FormatState<'_>) -> Option<usize> {
    let super::Anchor::Property(i) = group.anchor else {
        return None;
    };
    let is_unit = matches!(
        st.spec.properties[i as usize].constraint.syntax,
        AttrSyntax::Unit
    );
    is_unit.then_some(i as usize)
}

fn parse_optional_group<'a>(
    group: &'static OptionalGroup,
    p: &mut AsmParser<'a>,
    st: &mut FormatState<'a>,
) -> ParseResult<()> {
    let parseable = |elements: &'static [Elem]| -> &'static [Elem] {
        let skip = elements
            .iter()
            .take_while(|e| matches!(e, Elem::Whitespace(_)))
            .count();
        &elements[skip..]
    };
    let then = parseable(group.then);
    let anchor = unit_anchor(group, st);
    let elided =
        |e: &Elem| anchor.is_some_and(|i| matches!(e, Elem::Property(j) if *j as usize == i));
    let Some((first, rest)) = then.split_first() else {
        return Ok(());
    };
    // A unit-attribute anchor is never spelled: the group's presence sets it.
    if parse_group_start(first, p, st)? {
        if let Some(i) = anchor
            && !group.inverted
        {
            st.properties[i] = Some(p.ctx().unit_attr());
        }
        for element in rest {
            if !elided(element) {
                parse_element(element, p, st, true)?;
            }
        }
    } else {
        let els = parseable(group.els);
        if let Some(i) = anchor
            && group.inverted
            && !els.is_empty()
        {
            st.properties[i] = Some(p.ctx().unit_attr());
        }
        if let Some((first, rest)) = els.split_first() {
            if !elided(first) {
                parse_element(first, p, st, true)?;
            }
            for element in rest {
                if !elided(element) {
                    parse_element(element, p, st, true)?;
                }
            }
        }
    }
    Ok(())
}

// ===== resolution =====

fn resolve<'a>(
    spec: &'static OpSpec,
    p: &mut AsmParser<'a>,
    state: &mut OperationState,
    st: &mut FormatState<'a>,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let format = spec.format.expect("resolve runs for formats only");

    // Regions, with implicit terminators or single blocks added.
    if !spec.regions.is_empty() || st.all_regions.is_some() {
        let regions: SmallVec<[RegionId; 2]> = match st.all_regions.take() {
            Some(all) => SmallVec::from_vec(all),
            None => st.regions.iter().flatten().copied().collect(),
        };
        for &region in &regions {
            if let Some(terminator) = spec.implicit_terminator {
                p.ensure_terminator(region, terminator(), state.loc);
            } else if spec.single_block {
                p.ensure_block(region);
            }
        }
        state.regions.extend(regions);
    }

    // Successors.
    match st.all_successors.take() {
        Some(all) => state.successors.extend(all),
        None => {
            for group in &st.successors {
                state.successors.extend_from_slice(group);
            }
        }
    }

    // Properties: those the format spells, `prop-dict`, then `attr-dict`
    // (the parser moves inherent names from there into the properties).
    let mut props: SmallVec<[NamedAttribute; 4]> = SmallVec::new();
    if let Some(dict) = st.prop_dict {
        props.extend_from_slice(ctx.dictionary_entries(dict));
    }
    for (i, value) in st.properties.iter().enumerate() {
        if let Some(value) = *value {
            props.push(NamedAttribute {
                name: ctx.ident(spec.properties[i].name),
                value,
            });
        }
    }
    if spec.operand_segments && !format.all_operands {
        let sizes: PerGroup<i64> = st.operands.iter().map(|g| i64::from(g.len)).collect();
        props.push(NamedAttribute {
            name: ctx.ident(OPERAND_SEGMENT_SIZES),
            value: make_dense_int_array(ctx, ctx.common().i32, &sizes),
        });
    }

    // Types: each group's span in `st.types`, written or derived.
    let operand_spans = resolve_operand_types(spec, p, st)?;
    let result_spans = resolve_result_types(spec, p, st, &operand_spans, &props)?;
    if spec.result_segments && !format.all_result_types {
        let sizes: PerGroup<i64> = result_spans.iter().map(|g| i64::from(g.len)).collect();
        props.push(NamedAttribute {
            name: ctx.ident(RESULT_SEGMENT_SIZES),
            value: make_dense_int_array(ctx, ctx.common().i32, &sizes),
        });
    }
    for span in &result_spans {
        state
            .result_types
            .extend_from_slice(&st.types[span.range()]);
    }

    // Operands.
    match st.all_operands.take() {
        Some((span, loc)) => {
            let operands = &st.operand_list[span.range()];
            let types: SmallVec<[Type; 8]> = operand_spans
                .iter()
                .flat_map(|span| st.types[span.range()].iter().copied())
                .collect();
            if let ([_], &[ty]) = (spec.operands, &types[..]) {
                // One operand group of one type: every operand written takes
                // it (the verifier then counts them), as `OpFormatGen`'s
                // single-type `resolveOperands` does.
                p.resolve_operands_same_type(operands, ty, &mut state.operands)?;
            } else {
                resolve_group(p, operands, &types, loc, &mut state.operands)?;
            }
        }
        None => {
            for (g, span) in operand_spans.iter().enumerate() {
                let operands = st.operands(g);
                let loc = st.operand_locs[g].unwrap_or_else(|| p.get_name_loc());
                let types = &st.types[span.range()];
                if types.len() == 1
                    && operands.len() != 1
                    && matches!(format.operand_types[g], TypeSource::Buildable(_))
                {
                    p.resolve_operands_same_type(operands, types[0], &mut state.operands)?;
                } else {
                    resolve_group(p, operands, types, loc, &mut state.operands)?;
                }
            }
        }
    }

    if !props.is_empty() {
        state.properties = Some(match state.properties {
            Some(existing) => {
                let mut all = ctx.dictionary_entries(existing).to_vec();
                all.extend(props);
                ctx.dictionary_attr(all)
            }
            None => ctx.dictionary_attr(props),
        });
    }
    state.attributes.append(&mut st.attributes);
    Ok(())
}

fn resolve_group<'a>(
    p: &mut AsmParser<'a>,
    operands: &[UnresolvedOperand<'a>],
    types: &[Type],
    loc: SourcePos,
    out: &mut Vec<crate::ir::Value>,
) -> ParseResult<()> {
    p.resolve_operands(operands, types, loc, out)
}

/// Splits the types of `all` into groups of `arities` (the variable-length
/// one takes what the fixed ones leave), or of `sizes` when given.
fn split_span(
    all: Span,
    arities: impl Iterator<Item = Arity> + Clone,
    sizes: Option<&[i64]>,
) -> PerGroup<Span> {
    let total = all.len as usize;
    let fixed = arities.clone().filter(|a| !a.is_variable()).count();
    let variable_len = total.saturating_sub(fixed);
    let mut start = 0usize;
    arities
        .enumerate()
        .map(|(i, arity)| {
            let len = match sizes {
                Some(sizes) => sizes.get(i).map_or(0, |&n| n.max(0) as usize),
                None if arity.is_variable() => variable_len,
                None => 1,
            };
            let end = (start + len).min(total);
            let begin = start.min(total);
            start = end;
            Span {
                start: all.start + begin as u32,
                len: (end - begin) as u32,
            }
        })
        .collect()
}

/// What type resolution knows so far: the spans of the operand and result
/// groups' types, and the resolved properties once they are.
#[derive(Copy, Clone)]
struct Known<'k> {
    operands: &'k [Span],
    results: &'k [Span],
    props: Option<&'k [NamedAttribute]>,
}

impl<'k> Known<'k> {
    /// While the operand types resolve: the properties are not yet.
    fn before_properties(operands: &'k [Span], results: &'k [Span]) -> Self {
        Known {
            operands,
            results,
            props: None,
        }
    }
}

/// The span of types a group of `source` takes, derived from what is
/// known so far (`None` when its source is not resolved yet).
fn derive_types<'a>(
    spec: &'static OpSpec,
    p: &mut AsmParser<'a>,
    st: &mut FormatState<'a>,
    source: TypeSource,
    count: usize,
    known: Known<'_>,
) -> ParseResult<Option<Span>> {
    let ctx = p.ctx();
    Ok(match source {
        TypeSource::Buildable(build) => {
            Some(push_span(&mut st.types, (count > 0).then(|| build(ctx))))
        }
        TypeSource::Var { from, transform } => {
            let base = source_span(spec, p, st, from, known);
            if !base.is_set() {
                return Ok(None);
            }
            if transform.is_some() {
                let types: SmallVec<[Type; 4]> = st.types[base.range()].iter().copied().collect();
                check_transform_source(spec, p, from, &types)?;
            }
            let start = st.types.len();
            for i in base.range() {
                let ty = st.types[i];
                st.types.push(transform.map_or(ty, |f| f(ctx, ty)));
            }
            Some(Span {
                start: start as u32,
                len: base.len,
            })
        }
        TypeSource::VarRange { from, transform } => {
            let base = source_span(spec, p, st, from, known);
            let Some(&first) = st.types[base.range()].first() else {
                return Ok(None);
            };
            check_transform_source(spec, p, from, &[first])?;
            Some(push_span(&mut st.types, transform(ctx, first)))
        }
        TypeSource::Property { index } => {
            let span = property_span(spec, p, st, index, known.props);
            span.is_set().then_some(span)
        }
        _ => None,
    })
}

/// Where the types of `from` sit (unset when not known yet).
fn source_span<'a>(
    spec: &'static OpSpec,
    p: &AsmParser<'a>,
    st: &mut FormatState<'a>,
    from: ValueRef,
    known: Known<'_>,
) -> Span {
    match from {
        ValueRef::Operand(i) => known.operands[i as usize],
        ValueRef::Result(i) => known.results[i as usize],
        ValueRef::Property(i) => property_span(spec, p, st, i, known.props),
    }
}

/// The type of property `index` (see [`property_type`]) pushed onto the flat
/// type list: from the resolved properties when given, else as parsed so far.
fn property_span<'a>(
    spec: &'static OpSpec,
    p: &AsmParser<'a>,
    st: &mut FormatState<'a>,
    index: u16,
    props: Option<&[NamedAttribute]>,
) -> Span {
    let ctx = p.ctx();
    let name = spec.properties[index as usize].name;
    let attr = match props {
        Some(props) => props
            .iter()
            .find(|a| ctx.str(a.name) == name)
            .map(|a| a.value),
        None => st.properties[index as usize],
    };
    match attr.and_then(|a| property_type(ctx, a)) {
        Some(t) => push_span(&mut st.types, [t]),
        None => Span::UNSET,
    }
}

fn resolve_operand_types<'a>(
    spec: &'static OpSpec,
    p: &mut AsmParser<'a>,
    st: &mut FormatState<'a>,
) -> ParseResult<PerGroup<Span>> {
    let format = spec.format.expect("resolve runs for formats only");
    let arities = spec.operands.iter().map(|o| o.arity);
    if let Some(all) = st.all_operand_types {
        if st.all_operands.is_some() {
            if !arities.clone().any(|a| a.is_variable()) {
                // Groups of one each: the list splits by position, so that
                // types derived from one group (`AllTypesMatch`) find it.
                return Ok(split_span(all, arities, None));
            }
            // One list for all operands: groups do not matter.
            let mut groups: PerGroup<Span> =
                smallvec![Span { start: 0, len: 0 }; spec.operands.len()];
            if let Some(first) = groups.first_mut() {
                *first = all;
            }
            return Ok(groups);
        }
        let sizes: PerGroup<i64> = st.operands.iter().map(|g| i64::from(g.len)).collect();
        return Ok(split_span(all, arities, Some(&sizes)));
    }
    let (mut out, unresolved) = parsed_spans(&st.operand_types, format.operand_types);
    if unresolved == 0 {
        return Ok(out);
    }
    let results: PerGroup<Span> = match st.all_result_types {
        Some(all) => split_span(all, spec.results.iter().map(|r| r.arity), None),
        None => SmallVec::from_slice(&st.result_types),
    };
    let rounds = spec.operands.len() + spec.results.len() + 1;
    derive_unset_spans(&mut out, unresolved, rounds, |g, out| {
        let count = st.operands[g].len.max(1) as usize;
        let known = Known::before_properties(out, &results);
        derive_types(spec, p, st, format.operand_types[g], count, known)
    })?;
    all_resolved(p, out, "operand", |g| spec.operands[g].name, spec.name)
}

fn resolve_result_types<'a>(
    spec: &'static OpSpec,
    p: &mut AsmParser<'a>,
    st: &mut FormatState<'a>,
    operand_spans: &[Span],
    props: &[NamedAttribute],
) -> ParseResult<PerGroup<Span>> {
    let ctx = p.ctx();
    let format = spec.format.expect("resolve runs for formats only");
    let arities = spec.results.iter().map(|r| r.arity);
    if let Some(all) = st.all_result_types {
        return Ok(split_span(all, arities, None));
    }
    if let Some(infer) = spec.infer
        && st.result_types.iter().all(|s| !s.is_set())
        && !spec.results.is_empty()
    {
        let flat: Vec<Type> = operand_spans
            .iter()
            .flat_map(|span| st.types[span.range()].iter().copied())
            .collect();
        let dict = ctx.dictionary_attr(props.iter().copied());
        return match infer(ctx, &flat, Some(dict)) {
            Ok(types) => {
                let all = push_span(&mut st.types, types);
                Ok(split_span(all, arities, None))
            }
            Err(message) => Err(p.emit_error_at(p.get_name_loc(), message)),
        };
    }
    let (mut out, unresolved) = parsed_spans(&st.result_types, format.result_types);
    derive_unset_spans(&mut out, unresolved, spec.results.len() + 1, |r, out| {
        let known = Known {
            operands: operand_spans,
            results: out,
            props: Some(props),
        };
        derive_types(spec, p, st, format.result_types[r], 1, known)
    })?;
    all_resolved(p, out, "result", |r| spec.results[r].name, spec.name)
}

/// The type span of each group as parsed, and how many are unset. A type
/// the format spells but an absent optional group left out is empty (set).
fn parsed_spans(parsed: &[Span], sources: &[TypeSource]) -> (PerGroup<Span>, usize) {
    let mut unresolved = 0;
    let spans = parsed
        .iter()
        .zip(sources)
        .map(|(&span, source)| match source {
            TypeSource::Written if !span.is_set() => Span { start: 0, len: 0 },
            _ => {
                unresolved += usize::from(!span.is_set());
                span
            }
        })
        .collect();
    (spans, unresolved)
}

/// Fills the unset spans of `out` with what `derive` makes of the group and
/// the spans known so far, round after round (at most `rounds`) while any of
/// the `unresolved` stays unset: one derived type may let another derive.
fn derive_unset_spans(
    out: &mut PerGroup<Span>,
    mut unresolved: usize,
    rounds: usize,
    mut derive: impl FnMut(usize, &[Span]) -> ParseResult<Option<Span>>,
) -> ParseResult<()> {
    for _ in 0..rounds {
        if unresolved == 0 {
            break;
        }
        for g in 0..out.len() {
            if out[g].is_set() {
                continue;
            }
            if let Some(span) = derive(g, out)? {
                out[g] = span;
                unresolved -= 1;
            }
        }
    }
    Ok(())
}

/// `spans` once every group's types are known; else, at the op name,
/// `cannot resolve the type of operand 'x' of 'dialect.op'` for the first
/// group (`what` of `name_of` it) that is not.
fn all_resolved(
    p: &mut AsmParser<'_>,
    spans: PerGroup<Span>,
    what: &str,
    name_of: impl Fn(usize) -> &'static str,
    op: &str,
) -> ParseResult<PerGroup<Span>> {
    let Some(g) = spans.iter().position(|s| !s.is_set()) else {
        return Ok(spans);
    };
    let message = format!(
        "cannot resolve the type of {what} '{}' of '{op}'",
        name_of(g)
    );
    Err(p.emit_error_at(p.get_name_loc(), message))
}

/// ODS's check of the types a `TypesMatchWith` transformer reads, before it
/// reads them: `'pointer' must be any SPIR-V pointer type, but got 'i32'`,
/// at the op's name.
fn check_transform_source(
    spec: &OpSpec,
    p: &mut AsmParser<'_>,
    from: ValueRef,
    types: &[Type],
) -> ParseResult<()> {
    let (name, constraint) = match from {
        ValueRef::Operand(i) => {
            let operand = &spec.operands[i as usize];
            (operand.name, operand.constraint)
        }
        ValueRef::Result(i) => {
            let result = &spec.results[i as usize];
            (result.name, result.constraint)
        }
        // A property's attribute constraint was checked when it was parsed.
        ValueRef::Property(_) => return Ok(()),
    };
    match types.iter().find(|&&t| !constraint.allows(p.ctx(), t)) {
        Some(&ty) => {
            let message = format!(
                "'{name}' must be {}, but got '{}'",
                constraint.summary,
                type_to_string(p.ctx(), ty)
            );
            Err(p.emit_error_at(p.get_name_loc(), message))
        }
        None => Ok(()),
    }
}

/// The text of an attribute, for diagnostics of custom directives.
pub fn attr_text(p: &AsmParser<'_>, attr: Attribute) -> String {
    attr_to_string(p.ctx(), attr)
}
