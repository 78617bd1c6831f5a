//! Reading an op declaration: the `#[op(...)]` arguments, the `#[format]`
//! string and the annotated fields.

use proc_macro2::TokenStream;
use syn::parse::{Parse, ParseStream};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{
    Attribute, Error, Expr, Fields, GenericArgument, Ident, ItemStruct, LitStr, Path,
    PathArguments, Result, Token, Type, Visibility,
};

/// How many values a group holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
}

/// An operand or result group.
pub struct ValueDecl {
    /// The declared field type (checked against the accessor's).
    pub ty: Type,
    pub name: Ident,
    /// The name MLIR's text and diagnostics use (`name = "..."`, else the field's).
    pub text: String,
    pub constraint: Expr,
    pub arity: Arity,
    pub docs: Vec<Attribute>,
}

/// A property.
pub struct PropDecl {
    /// The declared field type (checked against the accessor's).
    pub ty: Type,
    pub name: Ident,
    pub text: String,
    pub kind: Type,
    pub optional: bool,
    pub default: Option<Expr>,
    pub docs: Vec<Attribute>,
}

/// A region group.
pub struct RegionDecl {
    /// The declared field type (checked against the accessor's).
    pub ty: Type,
    pub name: Ident,
    pub text: String,
    pub constraint: Expr,
    pub variadic: bool,
    pub docs: Vec<Attribute>,
}

/// A successor group.
pub struct SuccessorDecl {
    /// The declared field type (checked against the accessor's).
    pub ty: Type,
    pub name: Ident,
    pub text: String,
    pub variadic: bool,
    pub docs: Vec<Attribute>,
}

/// One entry of `traits = [...]`.
pub enum TraitDecl {
    /// A core trait flag (`Pure`, `Terminator`, ...).
    Flag(Ident),
    HasParent(Vec<LitStr>),
    AllTypesMatch {
        values: Vec<Ident>,
        eq: Option<Path>,
    },
    AllElementTypesMatch(Vec<Ident>),
    TypesMatchWith {
        summary: LitStr,
        from: Ident,
        to: Ident,
        transform: Expr,
        eq: Option<Path>,
    },
    RangedTypesMatchWith {
        summary: LitStr,
        from: Ident,
        to: Ident,
        transform: Expr,
    },
    Pred {
        summary: LitStr,
        holds: Expr,
    },
    Native {
        message: LitStr,
        holds: Expr,
    },
    SameOperandsAndResultType {
        eq: Option<Path>,
    },
    SameTypeOperands {
        eq: Option<Path>,
    },
    SameOperandsAndResultShape,
    SameOperandsAndResultElementType,
    SingleBlockImplicitTerminator(Path),
    AttrSizedOperandSegments,
    AttrSizedResultSegments,
}

/// The core trait flags a declaration may name, and their `Traits` constants.
pub const FLAGS: &[(&str, &str)] = &[
    ("Terminator", "TERMINATOR"),
    ("IsolatedFromAbove", "ISOLATED_FROM_ABOVE"),
    ("SymbolTable", "SYMBOL_TABLE"),
    ("Symbol", "SYMBOL"),
    ("Pure", "PURE"),
    ("NoTerminator", "NO_TERMINATOR"),
    ("SingleBlock", "SINGLE_BLOCK"),
    ("Commutative", "COMMUTATIVE"),
    ("ConstantLike", "CONSTANT_LIKE"),
    ("GraphRegion", "GRAPH_REGION"),
    ("ReturnLike", "RETURN_LIKE"),
    ("RecursiveMemoryEffects", "RECURSIVE_MEMORY_EFFECTS"),
];

/// The hooks and options of `#[op(...)]`.
#[derive(Default)]
pub struct Options {
    pub verify: Option<Expr>,
    pub verify_regions: Option<Expr>,
    pub fold: Option<Expr>,
    pub canonicalize: Option<Expr>,
    pub asm_names: Option<Expr>,
    pub custom_printable: Option<Expr>,
    pub infer: Option<Expr>,
    pub infer_compatible: Option<Expr>,
    pub parse: Option<Expr>,
    pub print: Option<Expr>,
    pub default_dialect: Option<LitStr>,
    pub ext: Option<Expr>,
    pub summary: Option<LitStr>,
}

/// A group of the declaration with a Rust name and a textual name.
pub trait Named {
    fn name(&self) -> &Ident;
    fn text(&self) -> &str;
}

macro_rules! named {
    ($($decl:ty),*) => {$(
        impl Named for $decl {
            fn name(&self) -> &Ident {
                &self.name
            }
            fn text(&self) -> &str {
                &self.text
            }
        }
    )*};
}

named!(ValueDecl, PropDecl, RegionDecl, SuccessorDecl);

/// The index of the group of `groups` named `name` (its Rust or its textual
/// name).
pub fn find<T: Named>(groups: &[T], name: &str) -> Option<usize> {
    groups
        .iter()
        .position(|g| g.name() == name || g.text() == name)
}

/// A whole declaration.
pub struct OpDecl {
    pub name: LitStr,
    pub ident: Ident,
    pub vis: Visibility,
    /// Outer attributes other than `#[format]` (docs, `#[allow]`, ...).
    pub attrs: Vec<Attribute>,
    pub summary: String,
    pub format: Option<LitStr>,
    pub operands: Vec<ValueDecl>,
    pub results: Vec<ValueDecl>,
    pub properties: Vec<PropDecl>,
    pub regions: Vec<RegionDecl>,
    pub successors: Vec<SuccessorDecl>,
    pub traits: Vec<TraitDecl>,
    pub options: Options,
    /// Operands and properties in declaration order (builders take them so).
    pub arguments: Vec<Argument>,
}

/// An operand or property, by index (MLIR's `arguments` list).
#[derive(Copy, Clone, Debug)]
pub enum Argument {
    Operand(usize),
    Property(usize),
}

impl OpDecl {
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| match t {
            TraitDecl::Flag(f) => f == name,
            TraitDecl::AttrSizedOperandSegments => name == "AttrSizedOperandSegments",
            TraitDecl::AttrSizedResultSegments => name == "AttrSizedResultSegments",
            _ => false,
        })
    }

    pub fn implicit_terminator(&self) -> Option<&Path> {
        self.traits.iter().find_map(|t| match t {
            TraitDecl::SingleBlockImplicitTerminator(p) => Some(p),
            _ => None,
        })
    }

    /// The operand, result or property named `name`.
    pub fn value_ref(&self, name: &Ident) -> Option<ValueRef> {
        let name = name.to_string();
        let found = [
            find(&self.operands, &name).map(ValueRef::Operand),
            find(&self.results, &name).map(ValueRef::Result),
            find(&self.properties, &name).map(ValueRef::Property),
        ];
        found.into_iter().flatten().next()
    }
}

/// An operand or result group of the declaration, by index, or a property
/// whose attribute's type takes part in a type-matching trait.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueRef {
    Operand(usize),
    Result(usize),
    Property(usize),
}

struct OpArgs {
    name: LitStr,
    traits: Vec<TraitDecl>,
    options: Options,
}

fn parse_names(input: ParseStream) -> Result<Vec<Ident>> {
    let list = Punctuated::<Ident, Token![,]>::parse_terminated(input)?;
    Ok(list.into_iter().collect())
}

/// The arguments `"summary", from, to, transform` of `TypesMatchWith` and
/// `RangedTypesMatchWith`.
fn parse_match_with(input: ParseStream) -> Result<(LitStr, Ident, Ident, Expr)> {
    let summary: LitStr = input.parse()?;
    input.parse::<Token![,]>()?;
    let from: Ident = input.parse()?;
    input.parse::<Token![,]>()?;
    let to: Ident = input.parse()?;
    input.parse::<Token![,]>()?;
    Ok((summary, from, to, input.parse()?))
}

fn parse_trait(input: ParseStream) -> Result<TraitDecl> {
    let name: Ident = input.parse()?;
    let text = name.to_string();
    let args = |input: ParseStream| -> Result<TokenStream> {
        let content;
        syn::parenthesized!(content in input);
        content.parse()
    };
    let no_args = |t: TraitDecl| Ok(t);
    match text.as_str() {
        "HasParent" => {
            let tokens = args(input)?;
            let list = syn::parse::Parser::parse2(
                Punctuated::<LitStr, Token![,]>::parse_terminated,
                tokens,
            )?;
            Ok(TraitDecl::HasParent(list.into_iter().collect()))
        }
        "AllTypesMatch" => {
            let values = syn::parse::Parser::parse2(parse_names, args(input)?)?;
            Ok(TraitDecl::AllTypesMatch { values, eq: None })
        }
        "AllTypesMatchBy" => {
            let tokens = args(input)?;
            syn::parse::Parser::parse2(
                |input: ParseStream| {
                    let eq: Path = input.parse()?;
                    input.parse::<Token![,]>()?;
                    let values = parse_names(input)?;
                    Ok(TraitDecl::AllTypesMatch {
                        values,
                        eq: Some(eq),
                    })
                },
                tokens,
            )
        }
        "AllElementTypesMatch" => {
            let values = syn::parse::Parser::parse2(parse_names, args(input)?)?;
            Ok(TraitDecl::AllElementTypesMatch(values))
        }
        "TypesMatchWith" | "TypesMatchWithBy" => {
            let by = text == "TypesMatchWithBy";
            let tokens = args(input)?;
            syn::parse::Parser::parse2(
                |input: ParseStream| {
                    let eq = if by {
                        let eq: Path = input.parse()?;
                        input.parse::<Token![,]>()?;
                        Some(eq)
                    } else {
                        None
                    };
                    let (summary, from, to, transform) = parse_match_with(input)?;
                    Ok(TraitDecl::TypesMatchWith {
                        summary,
                        from,
                        to,
                        transform,
                        eq,
                    })
                },
                tokens,
            )
        }
        "RangedTypesMatchWith" => {
            let tokens = args(input)?;
            syn::parse::Parser::parse2(
                |input: ParseStream| {
                    let (summary, from, to, transform) = parse_match_with(input)?;
                    Ok(TraitDecl::RangedTypesMatchWith {
                        summary,
                        from,
                        to,
                        transform,
                    })
                },
                tokens,
            )
        }
        "Pred" | "Native" => {
            let native = text == "Native";
            let tokens = args(input)?;
            syn::parse::Parser::parse2(
                |input: ParseStream| {
                    let summary: LitStr = input.parse()?;
                    input.parse::<Token![,]>()?;
                    let holds: Expr = input.parse()?;
                    Ok(if native {
                        TraitDecl::Native {
                            message: summary,
                            holds,
                        }
                    } else {
                        TraitDecl::Pred { summary, holds }
                    })
                },
                tokens,
            )
        }
        "SameOperandsAndResultType" | "SameTypeOperands" => {
            let eq = if input.peek(syn::token::Paren) {
                let tokens = args(input)?;
                Some(syn::parse2::<Path>(tokens)?)
            } else {
                None
            };
            Ok(if text == "SameTypeOperands" {
                TraitDecl::SameTypeOperands { eq }
            } else {
                TraitDecl::SameOperandsAndResultType { eq }
            })
        }
        "SameOperandsAndResultShape" => no_args(TraitDecl::SameOperandsAndResultShape),
        "SameOperandsAndResultElementType" => no_args(TraitDecl::SameOperandsAndResultElementType),
        "SingleBlockImplicitTerminator" => {
            let path = syn::parse2::<Path>(args(input)?)?;
            Ok(TraitDecl::SingleBlockImplicitTerminator(path))
        }
        "AttrSizedOperandSegments" => no_args(TraitDecl::AttrSizedOperandSegments),
        "AttrSizedResultSegments" => no_args(TraitDecl::AttrSizedResultSegments),
        flag if FLAGS.iter().any(|(f, _)| *f == flag) => Ok(TraitDecl::Flag(name)),
        _ => {
            let known: Vec<&str> = FLAGS.iter().map(|(f, _)| *f).collect();
            Err(Error::new(
                name.span(),
                format!(
                    "unknown trait `{text}`; known: {}, HasParent, AllTypesMatch, AllTypesMatchBy, \
                     AllElementTypesMatch, TypesMatchWith, TypesMatchWithBy, RangedTypesMatchWith, Pred, Native, \
                     SameOperandsAndResultType, SameTypeOperands, SameOperandsAndResultShape, \
                     SameOperandsAndResultElementType, SingleBlockImplicitTerminator, \
                     AttrSizedOperandSegments, AttrSizedResultSegments",
                    known.join(", ")
                ),
            ))
        }
    }
}

impl Parse for OpArgs {
    fn parse(input: ParseStream) -> Result<Self> {
        let name: LitStr = input.parse()?;
        if !name.value().contains('.') {
            return Err(Error::new(name.span(), "an op name is `dialect.mnemonic`"));
        }
        let mut traits = Vec::new();
        let mut options = Options::default();
        while !input.is_empty() {
            input.parse::<Token![,]>()?;
            if input.is_empty() {
                break;
            }
            let key: Ident = input.parse()?;
            input.parse::<Token![=]>()?;
            let key_text = key.to_string();
            if key_text == "traits" {
                let content;
                syn::bracketed!(content in input);
                while !content.is_empty() {
                    traits.push(parse_trait(&content)?);
                    if content.is_empty() {
                        break;
                    }
                    content.parse::<Token![,]>()?;
                }
                continue;
            }
            let slot = match key_text.as_str() {
                "verify" => &mut options.verify,
                "verify_regions" => &mut options.verify_regions,
                "fold" => &mut options.fold,
                "canonicalize" => &mut options.canonicalize,
                "asm_names" => &mut options.asm_names,
                "custom_printable" => &mut options.custom_printable,
                "infer" => &mut options.infer,
                "infer_compatible" => &mut options.infer_compatible,
                "parse" => &mut options.parse,
                "print" => &mut options.print,
                "ext" => &mut options.ext,
                "default_dialect" => {
                    options.default_dialect = Some(input.parse()?);
                    continue;
                }
                "summary" => {
                    options.summary = Some(input.parse()?);
                    continue;
                }
                _ => {
                    return Err(Error::new(
                        key.span(),
                        "unknown `#[op]` option; expected one of traits, verify, verify_regions, \
                         fold, canonicalize, asm_names, custom_printable, infer, infer_compatible, \
                         parse, print, default_dialect, ext, summary",
                    ));
                }
            };
            if slot.is_some() {
                return Err(Error::new(key.span(), format!("`{key_text}` given twice")));
            }
            *slot = Some(input.parse()?);
        }
        Ok(OpArgs {
            name,
            traits,
            options,
        })
    }
}

/// `Option<T>` -> `T`, `Vec<T>` -> `T`.
fn unwrap_container<'t>(ty: &'t Type, container: &str) -> Option<&'t Type> {
    let Type::Path(path) = ty else { return None };
    let last = path.path.segments.last()?;
    if last.ident != container {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    match args.args.first()? {
        GenericArgument::Type(inner) => Some(inner),
        _ => None,
    }
}

fn type_name(ty: &Type) -> Option<String> {
    match ty {
        Type::Path(path) => path.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// The arity of a region or successor group (`what`) of `single`s, which
/// cannot be optional.
fn group_arity(ty: &Type, single: &str, what: &str) -> Result<Arity> {
    let arity = arity_of(ty, single)?;
    if arity == Arity::Optional {
        let message = format!("{what} are `{single}` or `Vec<{single}>`");
        return Err(Error::new(ty.span(), message));
    }
    Ok(arity)
}

fn arity_of(ty: &Type, single: &str) -> Result<Arity> {
    if let Some(inner) = unwrap_container(ty, "Option") {
        if type_name(inner).as_deref() == Some(single) {
            return Ok(Arity::Optional);
        }
    } else if let Some(inner) = unwrap_container(ty, "Vec") {
        if type_name(inner).as_deref() == Some(single) {
            return Ok(Arity::Variadic);
        }
    } else if type_name(ty).as_deref() == Some(single) {
        return Ok(Arity::Single);
    }
    Err(Error::new(
        ty.span(),
        format!("expected `{single}`, `Option<{single}>` or `Vec<{single}>`"),
    ))
}

fn docs(attrs: &[Attribute]) -> Vec<Attribute> {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .cloned()
        .collect()
}

/// The first paragraph of the doc comment, joined into one line.
fn summary_of(attrs: &[Attribute]) -> String {
    let mut lines = Vec::new();
    for attr in attrs {
        if !attr.path().is_ident("doc") {
            continue;
        }
        let syn::Meta::NameValue(nv) = &attr.meta else {
            continue;
        };
        let Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) = &nv.value
        else {
            continue;
        };
        let line = s.value().trim().to_owned();
        if line.is_empty() {
            if lines.is_empty() {
                continue;
            }
            break;
        }
        lines.push(line);
    }
    lines.join(" ")
}

/// `#[operand(C, name = "...")]` and the like: the constraint (or property
/// kind) and the options after it.
struct FieldArgs<T> {
    head: Option<T>,
    default: Option<Expr>,
    text: Option<LitStr>,
}

impl<T: Parse> FieldArgs<T> {
    fn parse_with(input: ParseStream, has_head: bool) -> Result<Self> {
        let head = if has_head { Some(input.parse()?) } else { None };
        let mut default = None;
        let mut text = None;
        loop {
            if has_head && input.parse::<Option<Token![,]>>()?.is_none() {
                break;
            }
            if input.is_empty() {
                break;
            }
            let key: Ident = input.parse()?;
            input.parse::<Token![=]>()?;
            match key.to_string().as_str() {
                "default" => default = Some(input.parse()?),
                "name" => text = Some(input.parse()?),
                _ => {
                    return Err(Error::new(
                        key.span(),
                        "expected `default = <value>` or `name = \"...\"`",
                    ));
                }
            }
            if !has_head && input.parse::<Option<Token![,]>>()?.is_none() {
                break;
            }
        }
        Ok(FieldArgs {
            head,
            default,
            text,
        })
    }
}

impl<T: Parse> Parse for FieldArgs<T> {
    fn parse(input: ParseStream) -> Result<Self> {
        Self::parse_with(input, true)
    }
}

fn field_text(name: &Ident, text: &Option<LitStr>) -> String {
    text.as_ref()
        .map_or_else(|| name.to_string(), LitStr::value)
}

impl OpDecl {
    pub fn parse(attr: TokenStream, item: TokenStream) -> Result<OpDecl> {
        let args: OpArgs = syn::parse2(attr)?;
        let item: ItemStruct = syn::parse2(item)?;
        if !item.generics.params.is_empty() {
            return Err(Error::new(item.generics.span(), "ops take no generics"));
        }
        let mut format = None;
        let mut attrs = Vec::new();
        for attr in item.attrs {
            if attr.path().is_ident("format") {
                if format.is_some() {
                    return Err(Error::new(attr.span(), "`#[format]` given twice"));
                }
                format = Some(attr.parse_args::<LitStr>()?);
            } else {
                attrs.push(attr);
            }
        }
        let summary = args
            .options
            .summary
            .as_ref()
            .map_or_else(|| summary_of(&attrs), LitStr::value);

        let mut decl = OpDecl {
            name: args.name,
            ident: item.ident,
            vis: item.vis,
            attrs,
            summary,
            format,
            operands: Vec::new(),
            results: Vec::new(),
            properties: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: args.traits,
            options: args.options,
            arguments: Vec::new(),
        };

        let fields = match item.fields {
            Fields::Named(named) => named.named.into_iter().collect(),
            Fields::Unit => Vec::new(),
            Fields::Unnamed(f) => {
                return Err(Error::new(f.span(), "declare named fields (or none)"));
            }
        };
        for field in fields {
            let name = field.ident.clone().expect("named field");
            let field_docs = docs(&field.attrs);
            let mut kind = None;
            for attr in &field.attrs {
                let path = attr.path();
                let key = if path.is_ident("operand") {
                    "operand"
                } else if path.is_ident("result") {
                    "result"
                } else if path.is_ident("property") {
                    "property"
                } else if path.is_ident("region") {
                    "region"
                } else if path.is_ident("successor") {
                    "successor"
                } else {
                    continue;
                };
                if kind.is_some() {
                    return Err(Error::new(attr.span(), "a field is one kind of thing"));
                }
                kind = Some((key, attr.clone()));
            }
            let Some((key, attr)) = kind else {
                return Err(Error::new(
                    name.span(),
                    "annotate the field with #[operand(..)], #[result(..)], #[property(..)], \
                     #[region(..)] or #[successor]",
                ));
            };
            match key {
                "operand" | "result" => {
                    let args: FieldArgs<Expr> = attr.parse_args()?;
                    if args.default.is_some() {
                        return Err(Error::new(attr.span(), "only properties have defaults"));
                    }
                    let value = ValueDecl {
                        arity: arity_of(&field.ty, "Value")?,
                        ty: field.ty.clone(),
                        text: field_text(&name, &args.text),
                        name,
                        constraint: args.head.expect("parsed"),
                        docs: field_docs,
                    };
                    if key == "operand" {
                        decl.arguments.push(Argument::Operand(decl.operands.len()));
                        decl.operands.push(value);
                    } else {
                        decl.results.push(value);
                    }
                }
                "property" => {
                    let args: FieldArgs<Type> = attr.parse_args()?;
                    let optional = unwrap_container(&field.ty, "Option").is_some();
                    if optional && args.default.is_some() {
                        return Err(Error::new(
                            field.ty.span(),
                            "a default-valued property is not an `Option`",
                        ));
                    }
                    decl.arguments
                        .push(Argument::Property(decl.properties.len()));
                    decl.properties.push(PropDecl {
                        ty: field.ty.clone(),
                        text: field_text(&name, &args.text),
                        name,
                        kind: args.head.expect("parsed"),
                        optional,
                        default: args.default,
                        docs: field_docs,
                    });
                }
                "region" => {
                    let args: FieldArgs<Expr> = attr.parse_args()?;
                    let arity = group_arity(&field.ty, "RegionId", "regions")?;
                    decl.regions.push(RegionDecl {
                        ty: field.ty.clone(),
                        text: field_text(&name, &args.text),
                        name,
                        constraint: args.head.expect("parsed"),
                        variadic: arity == Arity::Variadic,
                        docs: field_docs,
                    });
                }
                _ => {
                    let text = match &attr.meta {
                        syn::Meta::Path(_) => None,
                        _ => {
                            let args = attr.parse_args_with(|input: ParseStream| {
                                FieldArgs::<Expr>::parse_with(input, false)
                            })?;
                            args.text
                        }
                    };
                    let arity = group_arity(&field.ty, "BlockId", "successors")?;
                    decl.successors.push(SuccessorDecl {
                        ty: field.ty.clone(),
                        text: field_text(&name, &text),
                        name,
                        variadic: arity == Arity::Variadic,
                        docs: field_docs,
                    });
                }
            }
        }
        decl.check()?;
        Ok(decl)
    }

    /// Every field's name and declared type, and whether it is a property:
    /// operands, results, properties, regions, then successors.
    pub fn fields(&self) -> impl Iterator<Item = (&Ident, &Type, bool)> {
        self.operands
            .iter()
            .map(|o| (&o.name, &o.ty, false))
            .chain(self.results.iter().map(|r| (&r.name, &r.ty, false)))
            .chain(self.properties.iter().map(|p| (&p.name, &p.ty, true)))
            .chain(self.regions.iter().map(|r| (&r.name, &r.ty, false)))
            .chain(self.successors.iter().map(|s| (&s.name, &s.ty, false)))
    }

    fn check(&self) -> Result<()> {
        let mut names: Vec<&Ident> = Vec::new();
        for (name, _, _) in self.fields() {
            if names.contains(&name) {
                return Err(Error::new(name.span(), "duplicate name"));
            }
            names.push(name);
        }
        let variable = |arities: &mut dyn Iterator<Item = Arity>| {
            arities.filter(|a| *a != Arity::Single).count()
        };
        if variable(&mut self.operands.iter().map(|o| o.arity)) > 1
            && !self.has_trait("AttrSizedOperandSegments")
        {
            return Err(Error::new(
                self.ident.span(),
                "more than one variable-length operand group needs the AttrSizedOperandSegments trait",
            ));
        }
        if variable(&mut self.results.iter().map(|r| r.arity)) > 1
            && !self.has_trait("AttrSizedResultSegments")
        {
            return Err(Error::new(
                self.ident.span(),
                "more than one variable-length result group needs the AttrSizedResultSegments trait",
            ));
        }
        if self.regions.iter().filter(|r| r.variadic).count() > 1 {
            return Err(Error::new(
                self.ident.span(),
                "at most one variadic region group",
            ));
        }
        if self.successors.iter().filter(|s| s.variadic).count() > 1 {
            return Err(Error::new(
                self.ident.span(),
                "at most one variadic successor group",
            ));
        }
        if self.options.infer_compatible.is_some() && self.options.infer.is_none() {
            return Err(Error::new(
                self.ident.span(),
                "`infer_compatible` compares what `infer` infers: give `infer` too",
            ));
        }
        if self.options.parse.is_some() != self.options.print.is_some() {
            return Err(Error::new(
                self.ident.span(),
                "a hand-written syntax needs both `parse` and `print`",
            ));
        }
        if self.options.parse.is_some() && self.format.is_some() {
            return Err(Error::new(
                self.ident.span(),
                "an op has a `#[format]` or a hand-written `parse`/`print`, not both",
            ));
        }
        for t in &self.traits {
            let names: Vec<&Ident> = match t {
                TraitDecl::AllTypesMatch { values, .. } => values.iter().collect(),
                TraitDecl::AllElementTypesMatch(values) => values.iter().collect(),
                TraitDecl::TypesMatchWith { from, to, .. }
                | TraitDecl::RangedTypesMatchWith { from, to, .. } => vec![from, to],
                _ => Vec::new(),
            };
            for name in names {
                match self.value_ref(name) {
                    None => {
                        return Err(Error::new(
                            name.span(),
                            "no operand, result or property of this name",
                        ));
                    }
                    Some(ValueRef::Property(_))
                        if !matches!(t, TraitDecl::AllTypesMatch { eq: None, .. }) =>
                    {
                        return Err(Error::new(
                            name.span(),
                            "a property takes part only in `AllTypesMatch`",
                        ));
                    }
                    Some(_) => {}
                }
            }
        }
        Ok(())
    }
}

/// `ImageOperands` -> `image_operands`.
pub fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// `UpdateCounterOp` -> `UPDATE_COUNTER_OP`.
pub fn upper_snake(name: &str) -> String {
    snake_case(name).to_ascii_uppercase()
}
