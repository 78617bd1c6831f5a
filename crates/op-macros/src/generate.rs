//! Code generation: the typed op handle, its accessors and builder, and the
//! `OpSpec`, `Format` and `OpDef` statics.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::{Expr, Ident, Result};

use crate::decl::{Argument, Arity, FLAGS, OpDecl, TraitDecl, ValueRef, snake_case, upper_snake};
use crate::format::{self, Anchor, CustomArg, Elem, Source, TypeArg};

fn sm() -> TokenStream {
    quote!(::shader_mlir)
}

fn arity_tokens(arity: Arity) -> TokenStream {
    let sm = sm();
    match arity {
        Arity::Single => quote!(#sm::ods::Arity::Single),
        Arity::Optional => quote!(#sm::ods::Arity::Optional),
        Arity::Variadic => quote!(#sm::ods::Arity::Variadic),
    }
}

/// `path::variant(i)`, the index as the `u16` the core's tables hold.
fn indexed(path: &TokenStream, variant: &str, i: usize) -> TokenStream {
    let variant = quote::format_ident!("{variant}");
    let i = i as u16;
    quote!(#path::#variant(#i))
}

/// The builder parameter `name` of a group of `arity` `elem`s: `elem`,
/// `Option<elem>` or `&[elem]`.
fn group_param(name: &syn::Ident, arity: Arity, elem: TokenStream) -> TokenStream {
    match arity {
        Arity::Single => quote!(#name: #elem),
        Arity::Optional => quote!(#name: ::core::option::Option<#elem>),
        Arity::Variadic => quote!(#name: &[#elem]),
    }
}

fn value_ref_tokens(v: ValueRef) -> TokenStream {
    let sm = sm();
    let refs = quote!(#sm::ods::ValueRef);
    match v {
        ValueRef::Operand(i) => indexed(&refs, "Operand", i),
        ValueRef::Result(i) => indexed(&refs, "Result", i),
        ValueRef::Property(i) => indexed(&refs, "Property", i),
    }
}

fn eq_tokens(eq: &Option<syn::Path>) -> TokenStream {
    let sm = sm();
    match eq {
        Some(path) => quote!(::core::option::Option::Some(
            #path as fn(&#sm::Context, #sm::ir::Type, #sm::ir::Type) -> bool
        )),
        None => quote!(::core::option::Option::None),
    }
}

fn is_unit_kind(kind: &syn::Type) -> bool {
    match kind {
        syn::Type::Path(p) => p
            .path
            .segments
            .last()
            .is_some_and(|s| s.ident == "UnitAttr"),
        _ => false,
    }
}

struct Names {
    spec: Ident,
    format: Ident,
    def: Ident,
}

fn source_tokens(
    decl: &OpDecl,
    source: &Source,
    constraint: Option<&Expr>,
    what: &str,
) -> TokenStream {
    let sm = sm();
    match source {
        Source::Written => quote!(#sm::ods::TypeSource::Written),
        Source::Inferred => quote!(#sm::ods::TypeSource::Inferred),
        Source::Var {
            from: ValueRef::Property(i),
            transform: None,
        } => {
            let index = *i as u16;
            quote!(#sm::ods::TypeSource::Property { index: #index })
        }
        Source::VarRange { from, transform } => {
            let from = value_ref_tokens(*from);
            quote!(#sm::ods::TypeSource::VarRange {
                from: #from,
                transform: #transform as fn(&#sm::Context, #sm::ir::Type) -> ::std::vec::Vec<#sm::ir::Type>,
            })
        }
        Source::Var { from, transform } => {
            let from = value_ref_tokens(*from);
            let transform = match transform {
                Some(t) => quote!(::core::option::Option::Some(
                    #t as fn(&#sm::Context, #sm::ir::Type) -> #sm::ir::Type
                )),
                None => quote!(::core::option::Option::None),
            };
            quote!(#sm::ods::TypeSource::Var { from: #from, transform: #transform })
        }
        Source::Buildable => {
            let constraint = constraint.expect("buildable sources have a constraint");
            let message = format!(
                "'{}': the type of {what} is neither in the assembly format nor inferable, and its constraint has no buildable type",
                decl.name.value()
            );
            quote!(match (#constraint).build {
                ::core::option::Option::Some(build) => #sm::ods::TypeSource::Buildable(build),
                ::core::option::Option::None => panic!(#message),
            })
        }
    }
}

fn type_arg_tokens(arg: TypeArg) -> TokenStream {
    let sm = sm();
    let args = quote!(#sm::ods::format::TypeArg);
    match arg {
        TypeArg::Operand(i) => indexed(&args, "Operand", i),
        TypeArg::Result(i) => indexed(&args, "Result", i),
        TypeArg::Operands => quote!(#args::Operands),
        TypeArg::Results => quote!(#args::Results),
    }
}

fn custom_arg_tokens(arg: &CustomArg) -> TokenStream {
    let sm = sm();
    let args = quote!(#sm::ods::format::CustomArg);
    match arg {
        CustomArg::Operand(i) => indexed(&args, "Operand", *i),
        CustomArg::Property(i) => indexed(&args, "Property", *i),
        CustomArg::Region(i) => indexed(&args, "Region", *i),
        CustomArg::Successor(i) => indexed(&args, "Successor", *i),
        CustomArg::Type(t) => {
            let t = type_arg_tokens(*t);
            quote!(#args::Type(#t))
        }
        CustomArg::Ref(inner) => {
            let inner = custom_arg_tokens(inner);
            quote!(#args::Ref(&#inner))
        }
        CustomArg::AttrDict => quote!(#args::AttrDict),
        CustomArg::Str(s) => quote!(#args::Str(#s)),
    }
}

fn anchor_tokens(anchor: &Anchor) -> TokenStream {
    let sm = sm();
    let anchors = quote!(#sm::ods::format::Anchor);
    match anchor {
        Anchor::Operand(i) => indexed(&anchors, "Operand", *i),
        Anchor::Result(i) => indexed(&anchors, "Result", *i),
        Anchor::Property(i) => indexed(&anchors, "Property", *i),
        Anchor::Region(i) => indexed(&anchors, "Region", *i),
        Anchor::Successor(i) => indexed(&anchors, "Successor", *i),
        Anchor::Custom(args) => {
            let args = args.iter().map(custom_arg_tokens);
            quote!(#anchors::Custom(&[#(#args),*]))
        }
    }
}

fn elem_tokens(element: &Elem) -> TokenStream {
    let sm = sm();
    let e = quote!(#sm::ods::format::Elem);
    match element {
        Elem::Literal(s) => quote!(#e::Literal(#s)),
        Elem::Whitespace(s) => quote!(#e::Whitespace(#s)),
        Elem::Operand(i) => indexed(&e, "Operand", *i),
        Elem::Property(i) => indexed(&e, "Property", *i),
        Elem::Region(i) => indexed(&e, "Region", *i),
        Elem::Successor(i) => indexed(&e, "Successor", *i),
        Elem::Type { arg, qualified } => {
            let arg = type_arg_tokens(*arg);
            quote!(#e::Type { arg: #arg, qualified: #qualified })
        }
        Elem::FunctionalType { inputs, results } => {
            let inputs = type_arg_tokens(*inputs);
            let results = type_arg_tokens(*results);
            quote!(#e::FunctionalType { inputs: #inputs, results: #results })
        }
        Elem::Operands => quote!(#e::Operands),
        Elem::Regions => quote!(#e::Regions),
        Elem::Successors => quote!(#e::Successors),
        Elem::AttrDict { with_keyword } => quote!(#e::AttrDict { with_keyword: #with_keyword }),
        Elem::PropDict => quote!(#e::PropDict),
        Elem::Custom { name, args } => {
            let snake = snake_case(name);
            let parse = format_ident!("parse_{}", snake);
            let print = format_ident!("print_{}", snake);
            let args = args.iter().map(custom_arg_tokens);
            quote!(#e::Custom {
                directive: &#sm::ods::format::CustomDirective {
                    name: #name,
                    parse: #parse,
                    print: #print,
                },
                args: &[#(#args),*],
            })
        }
        Elem::Optional(group) => {
            let then = group.then.iter().map(elem_tokens);
            let els = group.els.iter().map(elem_tokens);
            let anchor = anchor_tokens(&group.anchor);
            let inverted = group.inverted;
            quote!(#e::Optional(&#sm::ods::format::OptionalGroup {
                then: &[#(#then),*],
                els: &[#(#els),*],
                anchor: #anchor,
                inverted: #inverted,
            }))
        }
    }
}

fn format_static(decl: &OpDecl, names: &Names) -> Result<Option<TokenStream>> {
    let sm = sm();
    let Some(lit) = &decl.format else {
        return Ok(None);
    };
    let f = format::parse(decl, lit)?;
    let elements = f.elements.iter().map(elem_tokens);
    let used: Vec<u16> = f
        .seen
        .properties
        .iter()
        .enumerate()
        .filter(|(_, s)| **s)
        .map(|(i, _)| i as u16)
        .collect();
    let all_operands = f.seen.all_operands;
    let all_operand_types = f.seen.all_operand_types;
    let all_result_types = f.seen.all_result_types;
    let operand_types = f.operand_types.iter().enumerate().map(|(i, s)| {
        let what = format!("operand '{}'", decl.operands[i].text);
        source_tokens(decl, s, Some(&decl.operands[i].constraint), &what)
    });
    let result_types = f.result_types.iter().enumerate().map(|(i, s)| {
        let what = format!("result '{}'", decl.results[i].text);
        source_tokens(decl, s, Some(&decl.results[i].constraint), &what)
    });
    let name = &names.format;
    Ok(Some(quote! {
        #[doc(hidden)]
        static #name: #sm::ods::format::Format = #sm::ods::format::Format {
            elements: &[#(#elements),*],
            used_properties: &[#(#used),*],
            all_operands: #all_operands,
            all_operand_types: #all_operand_types,
            all_result_types: #all_result_types,
            operand_types: &[#(#operand_types),*],
            result_types: &[#(#result_types),*],
        };
    }))
}

fn value_text(decl: &OpDecl, v: ValueRef) -> String {
    match v {
        ValueRef::Operand(i) => decl.operands[i].text.clone(),
        ValueRef::Result(i) => decl.results[i].text.clone(),
        ValueRef::Property(i) => decl.properties[i].text.clone(),
    }
}

/// The values a trait names, as a `&[ValueRef]` slice and as the
/// comma-separated names its diagnostics quote.
fn value_list(decl: &OpDecl, values: &[Ident]) -> (TokenStream, String) {
    let refs: Vec<ValueRef> = values.iter().filter_map(|v| decl.value_ref(v)).collect();
    let tokens = refs.iter().map(|&v| value_ref_tokens(v));
    let names = refs
        .iter()
        .map(|&v| value_text(decl, v))
        .collect::<Vec<_>>()
        .join(", ");
    (quote!(&[#(#tokens),*]), names)
}

fn check_tokens(decl: &OpDecl) -> Vec<TokenStream> {
    let sm = sm();
    let c = quote!(#sm::ods::Check);
    let mut out = Vec::new();
    for t in &decl.traits {
        out.push(match t {
            TraitDecl::AllTypesMatch { values, eq } => {
                let (refs, names) = value_list(decl, values);
                let eq = eq_tokens(eq);
                quote!(#c::AllTypesMatch { values: #refs, names: #names, eq: #eq })
            }
            TraitDecl::AllElementTypesMatch(values) => {
                let (refs, names) = value_list(decl, values);
                quote!(#c::AllElementTypesMatch { values: #refs, names: #names })
            }
            TraitDecl::TypesMatchWith {
                summary,
                from,
                to,
                transform,
                eq,
            } => {
                let from = value_ref_tokens(decl.value_ref(from).expect("checked"));
                let to = value_ref_tokens(decl.value_ref(to).expect("checked"));
                let eq = eq_tokens(eq);
                quote!(#c::TypesMatchWith {
                    summary: #summary,
                    from: #from,
                    to: #to,
                    transform: #transform as fn(&#sm::Context, #sm::ir::Type) -> #sm::ir::Type,
                    eq: #eq,
                })
            }
            TraitDecl::RangedTypesMatchWith {
                summary,
                from,
                to,
                transform,
            } => {
                let from = value_ref_tokens(decl.value_ref(from).expect("checked"));
                let to = value_ref_tokens(decl.value_ref(to).expect("checked"));
                quote!(#c::RangedTypesMatchWith {
                    summary: #summary,
                    from: #from,
                    to: #to,
                    transform: #transform as fn(&#sm::Context, #sm::ir::Type) -> ::std::vec::Vec<#sm::ir::Type>,
                })
            }
            TraitDecl::Pred { summary, holds } => quote!(#c::Pred {
                summary: #summary,
                holds: #holds as fn(&#sm::ir::Ir, #sm::ir::OpId) -> bool,
            }),
            TraitDecl::Native { message, holds } => quote!(#c::Native {
                message: #message,
                holds: #holds as fn(&#sm::ir::Ir, #sm::ir::OpId) -> bool,
            }),
            TraitDecl::SameOperandsAndResultType { eq } => {
                let eq = eq_tokens(eq);
                quote!(#c::SameOperandsAndResultType { eq: #eq })
            }
            TraitDecl::SameTypeOperands { eq } => {
                let eq = eq_tokens(eq);
                quote!(#c::SameTypeOperands { eq: #eq })
            }
            TraitDecl::SameOperandsAndResultShape => quote!(#c::SameOperandsAndResultShape),
            TraitDecl::SameOperandsAndResultElementType => {
                quote!(#c::SameOperandsAndResultElementType)
            }
            _ => continue,
        });
    }
    out
}

/// Where a builder takes each result's type: from an operand (through the
/// type-matching traits) or the op's inference; `None` when some result's
/// type must be given.
fn builder_result_sources(decl: &OpDecl) -> Option<Vec<Source>> {
    if decl.results.is_empty() {
        return Some(Vec::new());
    }
    if decl.options.infer.is_some() {
        return Some(vec![Source::Inferred; decl.results.len()]);
    }
    let resolved = format::resolvers(decl, &|_| true, &|_| false, &|_| true);
    decl.results
        .iter()
        .enumerate()
        .map(|(i, _)| {
            resolved
                .iter()
                .find(|(t, _)| *t == ValueRef::Result(i))
                .map(|(_, s)| s.clone())
                .filter(|s| {
                    matches!(
                        s,
                        Source::Var {
                            from: ValueRef::Operand(_),
                            ..
                        } | Source::Var {
                            from: ValueRef::Property(_),
                            transform: None,
                        }
                    )
                })
        })
        .collect()
}

fn spec_static(decl: &OpDecl, names: &Names, has_format: bool) -> TokenStream {
    let sm = sm();
    let op_name = decl.name.value();
    let operands = decl.operands.iter().map(|o| {
        let name = &o.text;
        let constraint = &o.constraint;
        let arity = arity_tokens(o.arity);
        quote!(#sm::ods::OperandSpec { name: #name, constraint: &(#constraint), arity: #arity })
    });
    let results = decl.results.iter().map(|r| {
        let name = &r.text;
        let constraint = &r.constraint;
        let arity = arity_tokens(r.arity);
        quote!(#sm::ods::ResultSpec { name: #name, constraint: &(#constraint), arity: #arity })
    });
    let properties = decl.properties.iter().map(|p| {
        let name = &p.text;
        let kind = &p.kind;
        let presence = if let Some(default) = &p.default {
            quote!(#sm::ods::spec::Presence::Default(|ctx| {
                <#kind as #sm::ods::PropertyType>::make(ctx, #default)
                    .expect("a default value is an attribute")
            }))
        } else if p.optional || is_unit_kind(kind) {
            quote!(#sm::ods::spec::Presence::Optional)
        } else {
            quote!(#sm::ods::spec::Presence::Required)
        };
        quote!(#sm::ods::PropertySpec {
            name: #name,
            constraint: &<#kind as #sm::ods::PropertyType>::CONSTRAINT,
            presence: #presence,
        })
    });
    let regions = decl.regions.iter().map(|r| {
        let name = &r.text;
        let constraint = &r.constraint;
        let variadic = r.variadic;
        quote!(#sm::ods::RegionSpec { name: #name, constraint: &(#constraint), variadic: #variadic })
    });
    let successors = decl.successors.iter().map(|s| {
        let name = &s.text;
        let variadic = s.variadic;
        quote!(#sm::ods::SuccessorSpec { name: #name, variadic: #variadic })
    });
    let checks = check_tokens(decl);
    let operand_segments = decl.has_trait("AttrSizedOperandSegments");
    let result_segments = decl.has_trait("AttrSizedResultSegments");
    let result_types: Vec<TokenStream> = match builder_result_sources(decl) {
        Some(sources) => sources
            .iter()
            .map(|s| source_tokens(decl, s, None, "a result"))
            .collect(),
        None => decl
            .results
            .iter()
            .map(|_| quote!(#sm::ods::TypeSource::Unknown))
            .collect(),
    };
    let infer = match &decl.options.infer {
        Some(f) => quote!(::core::option::Option::Some(#f as #sm::ods::spec::InferFn)),
        None => quote!(::core::option::Option::None),
    };
    let infer_compatible = match &decl.options.infer_compatible {
        Some(f) => quote!(::core::option::Option::Some(#f as #sm::ods::spec::CompatibleFn)),
        None => quote!(::core::option::Option::None),
    };
    let format = if has_format {
        let name = &names.format;
        quote!(::core::option::Option::Some(&#name))
    } else {
        quote!(::core::option::Option::None)
    };
    let implicit_terminator = match decl.implicit_terminator() {
        Some(path) => quote!(::core::option::Option::Some(
            (|| <#path as #sm::ods::Op>::def()) as fn() -> &'static #sm::dialect::OpDef
        )),
        None => quote!(::core::option::Option::None),
    };
    let single_block = decl.has_trait("SingleBlock") || decl.implicit_terminator().is_some();
    let verify = match &decl.options.verify {
        Some(f) => quote!(::core::option::Option::Some(#f as #sm::ods::spec::VerifyFn)),
        None => quote!(::core::option::Option::None),
    };
    let verify_regions = match &decl.options.verify_regions {
        Some(f) => quote!(::core::option::Option::Some(#f as #sm::ods::spec::VerifyFn)),
        None => quote!(::core::option::Option::None),
    };
    let name = &names.spec;
    quote! {
        #[doc(hidden)]
        static #name: #sm::ods::OpSpec = #sm::ods::OpSpec {
            name: #op_name,
            operands: &[#(#operands),*],
            results: &[#(#results),*],
            properties: &[#(#properties),*],
            regions: &[#(#regions),*],
            successors: &[#(#successors),*],
            checks: &[#(#checks),*],
            operand_segments: #operand_segments,
            result_segments: #result_segments,
            result_types: &[#(#result_types),*],
            infer: #infer,
            infer_compatible: #infer_compatible,
            format: #format,
            implicit_terminator: #implicit_terminator,
            single_block: #single_block,
            verify: #verify,
            verify_regions: #verify_regions,
        };
    }
}

fn def_static(decl: &OpDecl, names: &Names, has_format: bool) -> TokenStream {
    let sm = sm();
    let op_name = decl.name.value();
    let summary = &decl.summary;
    let spec = &names.spec;
    let flags: Vec<TokenStream> = decl
        .traits
        .iter()
        .filter_map(|t| match t {
            TraitDecl::Flag(f) => FLAGS.iter().find(|(n, _)| f == n).map(|(_, c)| {
                let c = Ident::new(c, Span::call_site());
                quote!(#sm::dialect::Traits::#c)
            }),
            _ => None,
        })
        .collect();
    let mut flags = flags;
    if decl.implicit_terminator().is_some() && !decl.has_trait("SingleBlock") {
        // `SingleBlockImplicitTerminator` implies `SingleBlock`.
        flags.push(quote!(#sm::dialect::Traits::SINGLE_BLOCK));
    }
    let traits = flags.into_iter().fold(
        quote!(#sm::dialect::Traits::empty()),
        |acc, f| quote!(#acc.union(#f)),
    );
    let mut prop_names: Vec<String> = decl.properties.iter().map(|p| p.text.clone()).collect();
    if decl.has_trait("AttrSizedOperandSegments") {
        prop_names.push("operandSegmentSizes".into());
    }
    if decl.has_trait("AttrSizedResultSegments") {
        prop_names.push("resultSegmentSizes".into());
    }
    let mut chain = quote! {
        #sm::dialect::OpDef::new(#op_name)
            .summary(#summary)
            .traits(#traits)
            .properties(&[#(#prop_names),*])
            .verify(|ir, op| #sm::ods::verify::verify(&#spec, ir, op))
            .spec(&#spec)
    };
    for t in &decl.traits {
        if let TraitDecl::HasParent(parents) = t {
            chain = quote!(#chain.parents(&[#(#parents),*]));
        }
    }
    if has_format {
        chain = quote!(#chain.asm(
            |p, state| #sm::ods::format::parse::parse(&#spec, p, state),
            |p, op| #sm::ods::format::print::print(&#spec, p, op),
        ));
    } else if let (Some(parse), Some(print)) = (&decl.options.parse, &decl.options.print) {
        chain = quote!(#chain.asm(#parse, #print));
    }
    let o = &decl.options;
    if o.verify_regions.is_some() || o.infer.is_some() || decl.implicit_terminator().is_some() {
        chain = quote!(#chain.verify_regions(|ir, op| #sm::ods::verify::verify_regions(&#spec, ir, op)));
    }
    for (hook, method) in [
        (&o.fold, "fold"),
        (&o.canonicalize, "canonicalize"),
        (&o.asm_names, "asm_names"),
        (&o.custom_printable, "custom_printable"),
    ] {
        if let Some(f) = hook {
            let method = Ident::new(method, Span::call_site());
            chain = quote!(#chain.#method(#f));
        }
    }
    if let Some(dialect) = &o.default_dialect {
        chain = quote!(#chain.default_dialect(#dialect));
    }
    if let Some(ext) = &o.ext {
        chain = quote!(#chain.with_ext(&#ext));
    }
    let defaults: Vec<TokenStream> = decl
        .properties
        .iter()
        .filter_map(|p| {
            let default = p.default.as_ref()?;
            let name = &p.text;
            let kind = &p.kind;
            Some(quote!(#sm::ir::NamedAttribute {
                name: ctx.ident(#name),
                value: <#kind as #sm::ods::PropertyType>::make(ctx, #default)
                    .expect("a default value is an attribute"),
            }))
        })
        .collect();
    if !defaults.is_empty() {
        chain = quote!(#chain.default_properties(|ctx| vec![#(#defaults),*]));
    }
    let name = &names.def;
    quote! {
        #[doc(hidden)]
        static #name: #sm::dialect::OpDef = #chain;
    }
}

/// Where each operand group sits, when that is known without reading segment
/// sizes: `Some((start from front, None))`, or counted from the back.
enum Position {
    Front(usize),
    Back(usize),
    Variable { front: usize, back: usize },
    Dynamic,
}

fn positions(arities: &[Arity], segments: bool) -> Vec<Position> {
    if segments {
        return arities.iter().map(|_| Position::Dynamic).collect();
    }
    let variable = arities.iter().position(|a| *a != Arity::Single);
    arities
        .iter()
        .enumerate()
        .map(|(i, a)| match variable {
            None => Position::Front(i),
            Some(v) if i < v => Position::Front(i),
            Some(v) if i == v => {
                let _ = a;
                Position::Variable {
                    front: i,
                    back: arities.len() - 1 - i,
                }
            }
            Some(_) => Position::Back(arities.len() - i),
        })
        .collect()
}

/// Operand or result groups.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Group {
    Operands,
    Results,
}

/// The accessors of the operand or result groups: a value, an optional
/// value, or (variadic) an iterator of operands / a slice of results.
fn value_accessors(decl: &OpDecl, names: &Names, group: Group) -> TokenStream {
    let sm = sm();
    let spec = &names.spec;
    let (values, segments, count, range_fn) = match group {
        Group::Operands => (
            &decl.operands,
            decl.has_trait("AttrSizedOperandSegments"),
            quote!(num_operands),
            quote!(operand_range),
        ),
        Group::Results => (
            &decl.results,
            decl.has_trait("AttrSizedResultSegments"),
            quote!(num_results),
            quote!(result_range),
        ),
    };
    let single = match group {
        Group::Operands => quote!(ir.operand(self.0, range.start)),
        Group::Results => quote!(ir.result(self.0, range.start)),
    };
    let arities: Vec<Arity> = values.iter().map(|v| v.arity).collect();
    let mut out = TokenStream::new();
    for (g, (value, position)) in values.iter().zip(positions(&arities, segments)).enumerate() {
        let name = &value.name;
        let docs = &value.docs;
        let range = match position {
            Position::Front(i) => quote!(#i..#i + 1),
            Position::Back(n) => quote!({ let end = ir.#count(self.0); end - #n..end - #n + 1 }),
            Position::Variable { front, back } => {
                quote!(#front..ir.#count(self.0).saturating_sub(#back).max(#front))
            }
            Position::Dynamic => quote!(#sm::ods::build::#range_fn(ir, self.0, &#spec, #g)),
        };
        let body = match (value.arity, group) {
            (Arity::Single, _) => quote! {
                pub fn #name(self, ir: &#sm::ir::Ir) -> #sm::ir::Value {
                    let range = #range;
                    #single
                }
            },
            (Arity::Optional, _) => quote! {
                pub fn #name(self, ir: &#sm::ir::Ir) -> ::core::option::Option<#sm::ir::Value> {
                    let range = #range;
                    (!range.is_empty()).then(|| #single)
                }
            },
            (Arity::Variadic, Group::Operands) => quote! {
                pub fn #name(self, ir: &#sm::ir::Ir) -> impl ::core::iter::ExactSizeIterator<Item = #sm::ir::Value> + '_ {
                    let range = #range;
                    let op = self.0;
                    range.map(move |i| ir.operand(op, i))
                }
            },
            (Arity::Variadic, Group::Results) => quote! {
                pub fn #name(self, ir: &#sm::ir::Ir) -> &[#sm::ir::Value] {
                    let range = #range;
                    &ir.results(self.0)[range]
                }
            },
        };
        out.extend(quote! {
            #(#docs)*
            #[inline]
            #body
        });
    }
    out
}

fn accessors(decl: &OpDecl, names: &Names) -> TokenStream {
    let sm = sm();
    let spec = &names.spec;
    let mut out = TokenStream::new();

    out.extend(value_accessors(decl, names, Group::Operands));
    out.extend(value_accessors(decl, names, Group::Results));

    for prop in &decl.properties {
        let name = &prop.name;
        let text = &prop.text;
        let kind = &prop.kind;
        let docs = &prop.docs;
        let attr_fn = format_ident!("{}_attr", name);
        let set_fn = format_ident!("set_{}", name);
        let pt = quote!(<#kind as #sm::ods::PropertyType>);
        let missing = format!(
            "'{}' op without a valid '{}' property: accessors read verified ops",
            decl.name.value(),
            text
        );
        let getter = if is_unit_kind(kind) {
            quote! {
                #(#docs)*
                #[inline]
                pub fn #name(self, ir: &#sm::ir::Ir) -> bool {
                    ir.prop(self.0, #text).is_some()
                }
            }
        } else if prop.optional {
            quote! {
                #(#docs)*
                #[inline]
                pub fn #name(self, ir: &#sm::ir::Ir) -> ::core::option::Option<#pt::Value<'_>> {
                    ir.prop(self.0, #text).and_then(|attr| #pt::get(ir.ctx(), attr))
                }
            }
        } else if let Some(default) = &prop.default {
            quote! {
                #(#docs)*
                #[inline]
                pub fn #name(self, ir: &#sm::ir::Ir) -> #pt::Value<'_> {
                    let ctx = ir.ctx();
                    let attr = ir.prop(self.0, #text).unwrap_or_else(|| {
                        #pt::make(ctx, #default).expect("a default value is an attribute")
                    });
                    #pt::get(ctx, attr).expect(#missing)
                }
            }
        } else {
            quote! {
                #(#docs)*
                #[inline]
                pub fn #name(self, ir: &#sm::ir::Ir) -> #pt::Value<'_> {
                    ir.prop(self.0, #text)
                        .and_then(|attr| #pt::get(ir.ctx(), attr))
                        .expect(#missing)
                }
            }
        };
        out.extend(getter);
        out.extend(quote! {
            /// The property's attribute, if set.
            #[inline]
            pub fn #attr_fn(self, ir: &#sm::ir::Ir) -> ::core::option::Option<#sm::ir::Attribute> {
                ir.prop(self.0, #text)
            }

            /// Sets (or, for an unset unit property, removes) the property.
            pub fn #set_fn(self, ir: &mut #sm::ir::Ir, value: #pt::Arg<'_>) {
                match #pt::make(ir.ctx(), value) {
                    ::core::option::Option::Some(attr) => {
                        ir.remove_prop(self.0, #text);
                        ir.set_prop(self.0, #text, attr);
                    }
                    ::core::option::Option::None => {
                        ir.remove_prop(self.0, #text);
                    }
                }
            }
        });
    }

    // Region and successor groups: one `RegionId` / `BlockId`, or a `Vec`.
    let regions: Vec<_> = decl
        .regions
        .iter()
        .map(|r| (&r.name, &r.docs, r.variadic))
        .collect();
    let successors = decl
        .successors
        .iter()
        .map(|s| (&s.name, &s.docs, s.variadic))
        .collect();
    let kinds = [
        (quote!(RegionId), quote!(region_group), regions),
        (quote!(BlockId), quote!(successor_group), successors),
    ];
    for (id, group, groups) in kinds {
        for (g, (name, docs, variadic)) in groups.into_iter().enumerate() {
            out.extend(if variadic {
                quote! {
                    #(#docs)*
                    pub fn #name(self, ir: &#sm::ir::Ir) -> ::std::vec::Vec<#sm::ir::#id> {
                        #sm::ods::build::#group(ir, self.0, &#spec, #g)
                    }
                }
            } else {
                quote! {
                    #(#docs)*
                    #[inline]
                    pub fn #name(self, ir: &#sm::ir::Ir) -> #sm::ir::#id {
                        #sm::ods::build::#group(ir, self.0, &#spec, #g)[0]
                    }
                }
            });
        }
    }
    out
}

fn builder(decl: &OpDecl, names: &Names) -> TokenStream {
    let sm = sm();
    let spec = &names.spec;
    // The builder's own parameters, renamed where a field takes the name.
    let taken = |name: &str| {
        decl.operands.iter().any(|o| o.name == name)
            || decl.properties.iter().any(|p| p.name == name)
            || decl.successors.iter().any(|s| s.name == name)
    };
    let builder = if taken("builder") {
        format_ident!("ods_builder")
    } else {
        format_ident!("builder")
    };
    let location = if taken("location") {
        format_ident!("ods_location")
    } else {
        format_ident!("location")
    };
    let mut params = Vec::new();
    let mut body = Vec::new();

    let derived = builder_result_sources(decl).is_some();
    let mut result_pushes = Vec::new();
    if !derived {
        for result in &decl.results {
            let name = format_ident!("{}_type", result.name);
            params.push(group_param(&name, result.arity, quote!(#sm::ir::Type)));
            result_pushes.push(match result.arity {
                Arity::Single => quote!(result_types.push(#name);),
                Arity::Optional => quote!(result_types.extend(#name);),
                Arity::Variadic => quote!(result_types.extend_from_slice(#name);),
            });
        }
    }

    let n = decl.operands.len();
    body.push(quote!(let mut groups = #sm::ods::OperandGroups::with_capacity(#n);));
    body.push(
        quote!(let mut props: ::std::vec::Vec<#sm::ir::NamedAttribute> = ::std::vec::Vec::new();),
    );
    for argument in &decl.arguments {
        let prop = match *argument {
            Argument::Operand(i) => {
                let operand = &decl.operands[i];
                let name = &operand.name;
                params.push(group_param(name, operand.arity, quote!(#sm::ir::Value)));
                body.push(match operand.arity {
                    Arity::Single => quote!(groups.one(#name);),
                    Arity::Optional => quote!(groups.optional(#name);),
                    Arity::Variadic => quote!(groups.variadic(#name);),
                });
                continue;
            }
            Argument::Property(i) => &decl.properties[i],
        };
        let name = &prop.name;
        let text = &prop.text;
        let kind = &prop.kind;
        let pt = quote!(<#kind as #sm::ods::PropertyType>);
        let push = quote! {
            if let ::core::option::Option::Some(value) = attr {
                props.push(#sm::ir::NamedAttribute { name: ctx.ident(#text), value });
            }
        };
        if is_unit_kind(kind) {
            // Unit properties start unset; `set_<name>` sets them.
            continue;
        } else if let Some(default) = &prop.default {
            // Default-valued properties start at their default, as the parser
            // stores them; `set_<name>` changes them.
            body.push(quote!({
                let attr = #pt::make(ctx, #default);
                #push
            }));
        } else if prop.optional {
            params.push(quote!(#name: ::core::option::Option<#pt::Arg<'_>>));
            body.push(quote!({
                let attr = #name.and_then(|v| #pt::make(ctx, v));
                #push
            }));
        } else {
            params.push(quote!(#name: #pt::Arg<'_>));
            body.push(quote!({ let attr = #pt::make(ctx, #name); #push }));
        }
    }
    if decl.has_trait("AttrSizedOperandSegments") {
        body.push(quote!(props.push(#sm::ir::NamedAttribute {
            name: ctx.ident("operandSegmentSizes"),
            value: #sm::ods::property::make_dense_int_array(ctx, ctx.common().i32, &groups.sizes),
        });));
    }
    body.push(quote! {
        let properties = (!props.is_empty()).then(|| ctx.dictionary_attr(props));
    });

    let mut successors = Vec::new();
    for successor in &decl.successors {
        let name = &successor.name;
        if successor.variadic {
            params.push(quote!(#name: &[#sm::ir::BlockId]));
            successors.push(quote!(state.successors.extend_from_slice(#name);));
        } else {
            params.push(quote!(#name: #sm::ir::BlockId));
            successors.push(quote!(state.successors.push(#name);));
        }
    }
    let mut regions = Vec::new();
    for region in &decl.regions {
        if region.variadic {
            let name = format_ident!("{}_count", region.name);
            params.push(quote!(#name: usize));
            regions.push(quote! {
                for _ in 0..#name {
                    let region = #builder.new_region();
                    state.regions.push(region);
                }
            });
        } else {
            regions.push(quote! {
                let region = #builder.new_region();
                state.regions.push(region);
            });
        }
    }
    let op_name = decl.name.value();
    let results = if derived {
        let message = format!("'{op_name}': cannot derive the result types from the operands");
        quote! {
            let operand_types: ::std::vec::Vec<#sm::ir::Type> =
                groups.values.iter().map(|&v| #builder.ir().value_type(v)).collect();
            let result_types = #sm::ods::infer_result_types(
                ctx, &#spec, &operand_types, &groups.sizes, properties,
            )
            .unwrap_or_else(|reason| panic!("{}: {}", #message, reason));
        }
    } else {
        quote! {
            let mut result_types = ::std::vec::Vec::new();
            #(#result_pushes)*
        }
    };
    quote! {
        /// Creates the op at `b`'s insertion point. Regions are created empty;
        /// unit properties start unset and default-valued ones at their default
        /// (their `set_*` methods change them).
        #[allow(clippy::too_many_arguments, unused_mut)]
        pub fn build(
            #builder: &mut impl #sm::rewrite::OpBuilder,
            #location: #sm::ir::Location,
            #(#params),*
        ) -> Self {
            let mut state = {
                let ctx = #builder.ctx();
                #(#body)*
                #results
                let mut state = #sm::ir::OperationState::new(ctx.ident(#op_name), #location);
                state.operands = groups.values;
                state.result_types = result_types;
                state.properties = properties;
                state
            };
            #(#successors)*
            #(#regions)*
            Self(#builder.create(state))
        }
    }
}

/// The declared type with elided reference lifetimes named `'a`.
fn with_lifetime(ty: &syn::Type) -> syn::Type {
    let mut ty = ty.clone();
    fn visit(ty: &mut syn::Type) {
        match ty {
            syn::Type::Reference(r) => {
                if r.lifetime.is_none() {
                    r.lifetime = Some(syn::Lifetime::new("'a", Span::call_site()));
                }
                visit(&mut r.elem);
            }
            syn::Type::Path(p) => {
                for seg in &mut p.path.segments {
                    if let syn::PathArguments::AngleBracketed(args) = &mut seg.arguments {
                        for arg in &mut args.args {
                            if let syn::GenericArgument::Type(t) = arg {
                                visit(t);
                            }
                        }
                    }
                }
            }
            syn::Type::Slice(s) => visit(&mut s.elem),
            _ => {}
        }
    }
    visit(&mut ty);
    ty
}

/// Makes the compiler check each declared field type: properties against
/// their accessors, the rest for existence.
fn type_checks(decl: &OpDecl) -> TokenStream {
    let sm = sm();
    let ident = &decl.ident;
    let mut lets = Vec::new();
    for prop in &decl.properties {
        let name = &prop.name;
        let ty = with_lifetime(&prop.ty);
        lets.push(quote!(let _: #ty = op.#name(ir);));
    }
    for (_, ty, _) in decl.fields().filter(|&(_, _, property)| !property) {
        lets.push(quote!(let _: ::core::option::Option<#ty> = ::core::option::Option::None;));
    }
    quote! {
        const _: () = {
            #[allow(dead_code, clippy::all)]
            fn declared_types<'a>(ir: &'a #sm::ir::Ir, op: #ident) {
                #(#lets)*
            }
        };
    }
}

pub fn generate(decl: &OpDecl) -> Result<TokenStream> {
    let sm = sm();
    let ident = &decl.ident;
    let upper = upper_snake(&ident.to_string());
    let names = Names {
        spec: format_ident!("__{}_SPEC", upper),
        format: format_ident!("__{}_FORMAT", upper),
        def: format_ident!("__{}_DEF", upper),
    };
    let format = format_static(decl, &names)?;
    let has_format = format.is_some();
    let spec = spec_static(decl, &names, has_format);
    let def = def_static(decl, &names, has_format);
    let accessors = accessors(decl, &names);
    let builder = builder(decl, &names);
    let type_checks = type_checks(decl);
    let vis = &decl.vis;
    let attrs = &decl.attrs;
    let op_name = decl.name.value();
    let def_name = &names.def;
    Ok(quote! {
        #(#attrs)*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        #vis struct #ident(pub #sm::ir::OpId);

        #format
        #spec
        #def

        impl #ident {
            /// The op's name.
            pub const NAME: &'static str = #op_name;
            /// The registered definition.
            pub const DEF: &'static #sm::dialect::OpDef = &#def_name;

            /// Whether `op` is of this kind.
            #[inline]
            pub fn isa(ir: &#sm::ir::Ir, op: #sm::ir::OpId) -> bool {
                ir.op_def(op).is_some_and(|def| ::core::ptr::eq(def, Self::DEF))
            }

            /// `op` as this kind, if it is one.
            #[inline]
            pub fn cast(ir: &#sm::ir::Ir, op: #sm::ir::OpId) -> ::core::option::Option<Self> {
                Self::isa(ir, op).then_some(Self(op))
            }

            /// The op.
            #[inline]
            pub fn op(self) -> #sm::ir::OpId {
                self.0
            }

            #accessors
            #builder
        }

        impl #sm::ods::Op for #ident {
            const NAME: &'static str = #op_name;
            #[inline]
            fn def() -> &'static #sm::dialect::OpDef {
                &#def_name
            }
            #[inline]
            fn from_op_unchecked(op: #sm::ir::OpId) -> Self {
                Self(op)
            }
            #[inline]
            fn op(self) -> #sm::ir::OpId {
                self.0
            }
        }

        #type_checks

        impl ::core::convert::From<#ident> for #sm::ir::OpId {
            #[inline]
            fn from(op: #ident) -> Self {
                op.0
            }
        }
    })
}
