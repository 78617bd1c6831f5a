//! The custom parser an assembly format describes: what `OpFormatGen`'s
//! `genParser` emits, interpreted. Elements fill a [`FormatState`]; then
//! regions, successors, segment sizes and types are resolved into the
//! [`OperationState`] as the generated parser does.

use crate::asm::parser::{Delimiter, SourcePos, UnresolvedOperand};
use crate::asm::printer::{attr_to_string, type_to_string};
use crate::asm::{AsmParser, ParseResult};
use crate::ir::{Attribute, BlockId, NamedAttribute, OperationState, RegionId, Type};

use super::super::build::segment_ranges;
use super::super::property::{make_dense_int_array, parse_stripped_dense_array};
use super::super::spec::{
    Arity, OPERAND_SEGMENT_SIZES, OpSpec, RESULT_SEGMENT_SIZES, TypeSource, ValueRef,
};
use super::{CustomParse, Elem, OptionalGroup, TypeArg};
use crate::ods::constraint::{AttrSyntax, TypeClass};

/// What the elements of a format have parsed so far.
pub struct FormatState<'a> {
    pub(crate) spec: &'static OpSpec,
    pub(crate) operands: Vec<Vec<UnresolvedOperand<'a>>>,
    operand_locs: Vec<Option<SourcePos>>,
    operand_types: Vec<Option<Vec<Type>>>,
    result_types: Vec<Option<Vec<Type>>>,
    all_operands: Option<(Vec<UnresolvedOperand<'a>>, SourcePos)>,
    all_operand_types: Option<Vec<Type>>,
    all_result_types: Option<Vec<Type>>,
    pub(crate) properties: Vec<Option<Attribute>>,
    pub(crate) regions: Vec<Vec<RegionId>>,
    all_regions: Option<Vec<RegionId>>,
    pub(crate) successors: Vec<Vec<BlockId>>,
    all_successors: Option<Vec<BlockId>>,
    pub(crate) attributes: Vec<NamedAttribute>,
    prop_dict: Option<Attribute>,
}

impl<'a> FormatState<'a> {
    fn new(spec: &'static OpSpec) -> Self {
        FormatState {
            spec,
            operands: vec![Vec::new(); spec.operands.len()],
            operand_locs: vec![None; spec.operands.len()],
            operand_types: vec![None; spec.operands.len()],
            result_types: vec![None; spec.results.len()],
            all_operands: None,
            all_operand_types: None,
            all_result_types: None,
            properties: vec![None; spec.properties.len()],
            regions: vec![Vec::new(); spec.regions.len()],
            all_regions: None,
            successors: vec![Vec::new(); spec.successors.len()],
            all_successors: None,
            attributes: Vec::new(),
            prop_dict: None,
        }
    }

    pub(crate) fn set_types(&mut self, arg: TypeArg, types: Vec<Type>) {
        match arg {
            TypeArg::Operand(i) => self.operand_types[i as usize] = Some(types),
            TypeArg::Result(i) => self.result_types[i as usize] = Some(types),
            TypeArg::Operands => self.all_operand_types = Some(types),
            TypeArg::Results => self.all_result_types = Some(types),
        }
    }

    pub(crate) fn types(&self, arg: TypeArg) -> &[Type] {
        let list = match arg {
            TypeArg::Operand(i) => &self.operand_types[i as usize],
            TypeArg::Result(i) => &self.result_types[i as usize],
            TypeArg::Operands => &self.all_operand_types,
            TypeArg::Results => &self.all_result_types,
        };
        list.as_deref().unwrap_or(&[])
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
    resolve(spec, p, state, st)
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
    match literal {
        "->" => p.parse_arrow(),
        ":" => p.parse_colon(),
        "," => p.parse_comma(),
        "=" => p.parse_equal(),
        "<" => p.parse_less(),
        ">" => p.parse_greater(),
        "{" => p.parse_lbrace(),
        "}" => p.parse_rbrace(),
        "(" => p.parse_lparen(),
        ")" => p.parse_rparen(),
        "[" => p.parse_lsquare(),
        "]" => p.parse_rsquare(),
        "?" => p.parse_question(),
        "+" => p.parse_plus(),
        "*" => p.parse_star(),
        "..." => p.parse_ellipsis(),
        "|" => p.parse_vertical_bar(),
        keyword => p.parse_keyword(keyword),
    }
}

/// Parses `literal` if it is next.
pub fn parse_optional_literal(p: &mut AsmParser<'_>, literal: &str) -> bool {
    match literal {
        "->" => p.parse_optional_arrow(),
        ":" => p.parse_optional_colon(),
        "," => p.parse_optional_comma(),
        "=" => p.parse_optional_equal(),
        "<" => p.parse_optional_less(),
        ">" => p.parse_optional_greater(),
        "{" => p.parse_optional_lbrace(),
        "}" => p.parse_optional_rbrace(),
        "(" => p.parse_optional_lparen(),
        ")" => p.parse_optional_rparen(),
        "[" => p.parse_optional_lsquare(),
        "]" => p.parse_optional_rsquare(),
        "?" => p.parse_optional_question(),
        "+" => p.parse_optional_plus(),
        "*" => p.parse_optional_star(),
        "..." => p.parse_optional_ellipsis(),
        "|" => p.parse_optional_vertical_bar(),
        keyword => p.parse_optional_keyword(keyword),
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
    let types = match arity {
        Arity::Single => vec![parse_type_of_class(p, class)?],
        Arity::Optional => p.parse_optional_type()?.into_iter().collect(),
        Arity::Variadic => {
            let mut types = Vec::new();
            p.parse_type_list(&mut types)?;
            types
        }
    };
    st.set_types(arg, types);
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
            st.operands[g] = match st.spec.operands[g].arity {
                Arity::Single => vec![p.parse_operand()?],
                Arity::Optional => p.parse_optional_operand()?.into_iter().collect(),
                Arity::Variadic => p.parse_operand_list(Delimiter::None)?,
            };
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
                parse_region_list(p)?
            } else {
                vec![p.parse_region(&[], false)?]
            };
        }
        Elem::Successor(g) => {
            let g = g as usize;
            st.successors[g] = if st.spec.successors[g].variadic {
                parse_successor_list(p)?
            } else {
                vec![p.parse_successor()?]
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
            let operands = p.parse_operand_list(Delimiter::None)?;
            st.all_operands = Some((operands, loc));
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
            st.operands[g] = match st.spec.operands[g].arity {
                Arity::Variadic => p.parse_operand_list(Delimiter::None)?,
                _ => p.parse_optional_operand()?.into_iter().collect(),
            };
            !st.operands[g].is_empty()
        }
        Elem::Region(g) => {
            let g = g as usize;
            st.regions[g] = if st.spec.regions[g].variadic {
                parse_region_list(p)?
            } else {
                p.parse_optional_region(&[], false)?.into_iter().collect()
            };
            !st.regions[g].is_empty()
        }
        Elem::Successor(g) => {
            let g = g as usize;
            st.successors[g] = parse_successor_list(p)?;
            !st.successors[g].is_empty()
        }
        Elem::Type { arg, .. } => match p.parse_optional_type()? {
            Some(first) => {
                let mut types = vec![first];
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
    mut st: FormatState<'a>,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let format = spec.format.expect("resolve runs for formats only");

    // Regions, with implicit terminators or single blocks added.
    let regions: Vec<RegionId> = match st.all_regions.take() {
        Some(all) => all,
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

    // Successors.
    match st.all_successors.take() {
        Some(all) => state.successors.extend(all),
        None => state
            .successors
            .extend(st.successors.iter().flatten().copied()),
    }

    // Properties: those the format spells, `prop-dict`, then `attr-dict`
    // (the parser moves inherent names from there into the properties).
    let mut props: Vec<NamedAttribute> = Vec::new();
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
        let sizes: Vec<i64> = st.operands.iter().map(|g| g.len() as i64).collect();
        props.push(NamedAttribute {
            name: ctx.ident(OPERAND_SEGMENT_SIZES),
            value: make_dense_int_array(ctx, ctx.common().i32, &sizes),
        });
    }

    // Types.
    let operand_types = resolve_operand_types(spec, p, &st)?;
    let result_types = resolve_result_types(spec, p, &st, &operand_types, &props)?;
    if spec.result_segments && !format.all_result_types {
        let sizes: Vec<i64> = result_types.iter().map(|g| g.len() as i64).collect();
        props.push(NamedAttribute {
            name: ctx.ident(RESULT_SEGMENT_SIZES),
            value: make_dense_int_array(ctx, ctx.common().i32, &sizes),
        });
    }
    state
        .result_types
        .extend(result_types.into_iter().flatten());

    // Operands.
    match st.all_operands.take() {
        Some((operands, loc)) => {
            let types: Vec<Type> = operand_types.into_iter().flatten().collect();
            if let ([_], &[ty]) = (spec.operands, &types[..]) {
                // One operand group of one type: every operand written takes
                // it (the verifier then counts them), as `OpFormatGen`'s
                // single-type `resolveOperands` does.
                p.resolve_operands_same_type(&operands, ty, &mut state.operands)?;
            } else {
                resolve_group(p, &operands, &types, loc, &mut state.operands)?;
            }
        }
        None => {
            for (g, operands) in st.operands.iter().enumerate() {
                let loc = st.operand_locs[g].unwrap_or_else(|| p.get_name_loc());
                let types = &operand_types[g];
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
        let merged = match state.properties {
            Some(existing) => {
                let mut all = ctx.dictionary_entries(existing).to_vec();
                all.extend(props);
                all
            }
            None => props,
        };
        state.properties = Some(ctx.dictionary_attr(merged));
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

/// Splits a `type(operands)` / `type(results)` list into groups.
fn split_all(types: &[Type], arities: &[Arity]) -> Vec<Vec<Type>> {
    segment_ranges(arities, types.len(), None)
        .into_iter()
        .map(|r| types[r].to_vec())
        .collect()
}

fn resolve_operand_types<'a>(
    spec: &'static OpSpec,
    p: &mut AsmParser<'a>,
    st: &FormatState<'a>,
) -> ParseResult<Vec<Vec<Type>>> {
    let ctx = p.ctx();
    let format = spec.format.expect("resolve runs for formats only");
    let arities: Vec<Arity> = spec.operands.iter().map(|o| o.arity).collect();
    if let Some(all) = &st.all_operand_types {
        if st.all_operands.is_some() {
            // One list for all operands: groups do not matter.
            let mut groups = vec![Vec::new(); spec.operands.len()];
            if let Some(first) = groups.first_mut() {
                first.clone_from(all);
            }
            return Ok(groups);
        }
        let sizes: Vec<i64> = st.operands.iter().map(|g| g.len() as i64).collect();
        return Ok(segment_ranges(&arities, all.len(), Some(&sizes))
            .into_iter()
            .map(|r| all[r].to_vec())
            .collect());
    }
    let mut out: Vec<Option<Vec<Type>>> = st
        .operand_types
        .iter()
        .enumerate()
        .map(|(g, t)| match format.operand_types[g] {
            // A type the format spells but an absent optional group left out.
            TypeSource::Written => Some(t.clone().unwrap_or_default()),
            _ => t.clone(),
        })
        .collect();
    let result_written: Vec<Option<Vec<Type>>> = match &st.all_result_types {
        Some(all) => {
            let arities: Vec<Arity> = spec.results.iter().map(|r| r.arity).collect();
            split_all(all, &arities).into_iter().map(Some).collect()
        }
        None => st.result_types.clone(),
    };
    for _ in 0..=spec.operands.len() + spec.results.len() {
        for g in 0..out.len() {
            if out[g].is_some() {
                continue;
            }
            let count = st.operands[g].len().max(1);
            out[g] = match format.operand_types[g] {
                TypeSource::Buildable(build) => Some(vec![build(ctx); count.min(1)]),
                TypeSource::Var { from, transform } => {
                    let base = match from {
                        ValueRef::Operand(i) => out[i as usize].clone(),
                        ValueRef::Result(i) => result_written[i as usize].clone(),
                    };
                    if let (Some(types), Some(_)) = (&base, transform) {
                        check_transform_source(spec, p, from, types)?;
                    }
                    base.map(|types| {
                        types
                            .into_iter()
                            .map(|t| transform.map_or(t, |f| f(ctx, t)))
                            .collect()
                    })
                }
                TypeSource::Property { index } => {
                    st.properties[index as usize].and_then(|a| match ctx.attr_kind(a) {
                        crate::ir::AttrKind::Type(t) => Some(vec![*t]),
                        _ => None,
                    })
                }
                _ => None,
            };
        }
    }
    out.into_iter()
        .enumerate()
        .map(|(g, types)| {
            types.ok_or_else(|| {
                let message = format!(
                    "cannot resolve the type of operand '{}' of '{}'",
                    spec.operands[g].name, spec.name
                );
                p.emit_error_at(p.get_name_loc(), message)
            })
        })
        .collect()
}

fn resolve_result_types(
    spec: &'static OpSpec,
    p: &mut AsmParser<'_>,
    st: &FormatState<'_>,
    operand_types: &[Vec<Type>],
    props: &[NamedAttribute],
) -> ParseResult<Vec<Vec<Type>>> {
    let ctx = p.ctx();
    let format = spec.format.expect("resolve runs for formats only");
    let arities: Vec<Arity> = spec.results.iter().map(|r| r.arity).collect();
    if let Some(all) = &st.all_result_types {
        return Ok(split_all(all, &arities));
    }
    if let Some(infer) = spec.infer
        && st.result_types.iter().all(Option::is_none)
        && !spec.results.is_empty()
    {
        let flat: Vec<Type> = operand_types.iter().flatten().copied().collect();
        let dict = ctx.dictionary_attr(props.iter().copied());
        return match infer(ctx, &flat, Some(dict)) {
            Ok(types) => Ok(split_all(&types, &arities)),
            Err(message) => Err(p.emit_error_at(p.get_name_loc(), message)),
        };
    }
    let mut out: Vec<Option<Vec<Type>>> = st
        .result_types
        .iter()
        .enumerate()
        .map(|(r, t)| match format.result_types[r] {
            TypeSource::Written => Some(t.clone().unwrap_or_default()),
            _ => t.clone(),
        })
        .collect();
    for _ in 0..=spec.results.len() {
        for r in 0..out.len() {
            if out[r].is_some() {
                continue;
            }
            out[r] = match format.result_types[r] {
                TypeSource::Buildable(build) => Some(vec![build(ctx)]),
                TypeSource::Var { from, transform } => {
                    let base = match from {
                        ValueRef::Operand(i) => Some(operand_types[i as usize].clone()),
                        ValueRef::Result(i) => out[i as usize].clone(),
                    };
                    if let (Some(types), Some(_)) = (&base, transform) {
                        check_transform_source(spec, p, from, types)?;
                    }
                    base.map(|types| {
                        types
                            .into_iter()
                            .map(|t| transform.map_or(t, |f| f(ctx, t)))
                            .collect()
                    })
                }
                TypeSource::Property { index } => props
                    .iter()
                    .find(|a| ctx.str(a.name) == spec.properties[index as usize].name)
                    .and_then(|a| match ctx.attr_kind(a.value) {
                        crate::ir::AttrKind::Type(t) => Some(vec![*t]),
                        _ => None,
                    }),
                _ => None,
            };
        }
    }
    out.into_iter()
        .enumerate()
        .map(|(r, types)| {
            types.ok_or_else(|| {
                let message = format!(
                    "cannot resolve the type of result '{}' of '{}'",
                    spec.results[r].name, spec.name
                );
                p.emit_error_at(p.get_name_loc(), message)
            })
        })
        .collect()
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
