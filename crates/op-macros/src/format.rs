//! The assembly-format string: lexing, parsing into elements, the checks
//! `mlir-tblgen` makes (every operand, region and successor present, one
//! `attr-dict`, optional groups with an anchor), and the type resolution of
//! the parser (which type each unspelled operand and result takes).

use proc_macro2::Span;
use syn::{Error, LitStr, Result};

use crate::decl::{Arity, OpDecl, TraitDecl, ValueRef, find};

/// The argument of a type directive.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeArg {
    Operand(usize),
    Result(usize),
    Operands,
    Results,
}

/// A custom directive parameter.
#[derive(Clone, Debug)]
pub enum CustomArg {
    Operand(usize),
    Property(usize),
    Region(usize),
    Successor(usize),
    Type(TypeArg),
    Ref(Box<CustomArg>),
    AttrDict,
    Str(String),
}

/// What an optional group tests.
#[derive(Clone, Debug)]
pub enum Anchor {
    Operand(usize),
    Result(usize),
    Property(usize),
    Region(usize),
    Successor(usize),
    Custom(Vec<CustomArg>),
}

/// One format element.
#[derive(Clone, Debug)]
pub enum Elem {
    Literal(String),
    Whitespace(String),
    Operand(usize),
    Property(usize),
    Region(usize),
    Successor(usize),
    Type { arg: TypeArg, qualified: bool },
    FunctionalType { inputs: TypeArg, results: TypeArg },
    Operands,
    Regions,
    Successors,
    AttrDict { with_keyword: bool },
    PropDict,
    Custom { name: String, args: Vec<CustomArg> },
    Optional(Box<Group>),
}

#[derive(Clone, Debug)]
pub struct Group {
    pub then: Vec<Elem>,
    pub els: Vec<Elem>,
    pub anchor: Anchor,
    pub inverted: bool,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Literal(String),
    Var(String),
    Word(String),
    Str(String),
    Punct(char),
}

fn lex(text: &str, err: &dyn Fn(String) -> Error) -> Result<Vec<Tok>> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        match c {
            '`' | '"' => {
                let (what, make): (&str, fn(String) -> Tok) = if c == '`' {
                    ("literal", Tok::Literal)
                } else {
                    ("string", Tok::Str)
                };
                let start = i + 1;
                let Some(len) = chars[start..].iter().position(|&d| d == c) else {
                    return Err(err(format!("unterminated {what}")));
                };
                out.push(make(chars[start..start + len].iter().collect()));
                i = start + len + 1;
            }
            '$' => {
                let start = i + 1;
                let mut j = start;
                while j < chars.len() && (chars[j].is_ascii_alphanumeric() || chars[j] == '_') {
                    j += 1;
                }
                if j == start {
                    return Err(err("expected a variable name after `$`".into()));
                }
                out.push(Tok::Var(chars[start..j].iter().collect()));
                i = j;
            }
            '(' | ')' | '?' | '^' | ':' | ',' | '<' | '>' => {
                out.push(Tok::Punct(c));
                i += 1;
            }
            c if c.is_ascii_alphabetic() || c == '_' => {
                let start = i;
                let mut j = i;
                while j < chars.len()
                    && (chars[j].is_ascii_alphanumeric() || chars[j] == '_' || chars[j] == '-')
                {
                    j += 1;
                }
                out.push(Tok::Word(chars[start..j].iter().collect()));
                i = j;
            }
            other => return Err(err(format!("unexpected character `{other}` in format"))),
        }
    }
    Ok(out)
}

/// Literal spellings `mlir-tblgen` accepts: keywords and MLIR punctuation.
fn valid_literal(value: &str) -> bool {
    const PUNCT: &[&str] = &[
        "->", ":", ",", "=", "<", ">", "{", "}", "(", ")", "[", "]", "?", "+", "*", "...", "|",
    ];
    if PUNCT.contains(&value) {
        return true;
    }
    let mut chars = value.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {
            chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
        }
        _ => false,
    }
}

struct Parser<'d> {
    decl: &'d OpDecl,
    toks: Vec<Tok>,
    pos: usize,
    span: Span,
}

impl Parser<'_> {
    fn err(&self, message: impl Into<String>) -> Error {
        Error::new(self.span, message.into())
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).cloned();
        self.pos += 1;
        t
    }

    fn expect(&mut self, c: char) -> Result<()> {
        match self.next() {
            Some(Tok::Punct(p)) if p == c => Ok(()),
            _ => Err(self.err(format!("expected `{c}` in format"))),
        }
    }

    fn var(&self, name: &str) -> Result<Elem> {
        let d = self.decl;
        let found = [
            find(&d.operands, name).map(Elem::Operand),
            find(&d.properties, name).map(Elem::Property),
            find(&d.regions, name).map(Elem::Region),
            find(&d.successors, name).map(Elem::Successor),
        ];
        if let Some(elem) = found.into_iter().flatten().next() {
            return Ok(elem);
        }
        if find(&d.results, name).is_some() {
            return Err(self.err(format!(
                "result `${name}` can only be used as the argument of a type directive"
            )));
        }
        Err(self.err(format!(
            "`${name}` names no operand, property, region or successor"
        )))
    }

    /// `type(arg)` after its keyword, `qualified` when inside `qualified(...)`.
    fn type_directive(&mut self, qualified: bool) -> Result<Elem> {
        self.expect('(')?;
        let arg = self.type_arg()?;
        self.expect(')')?;
        Ok(Elem::Type { arg, qualified })
    }

    fn type_arg(&mut self) -> Result<TypeArg> {
        match self.next() {
            Some(Tok::Var(name)) => {
                let d = self.decl;
                let found = [
                    find(&d.operands, &name).map(TypeArg::Operand),
                    find(&d.results, &name).map(TypeArg::Result),
                ];
                let found = found.into_iter().flatten().next();
                found.ok_or_else(|| self.err(format!("`${name}` names no operand or result")))
            }
            Some(Tok::Word(w)) if w == "operands" => Ok(TypeArg::Operands),
            Some(Tok::Word(w)) if w == "results" => Ok(TypeArg::Results),
            _ => Err(self.err("expected `$name`, `operands` or `results` in a type directive")),
        }
    }

    fn custom_arg(&mut self) -> Result<CustomArg> {
        match self.next() {
            Some(Tok::Var(name)) => match self.var(&name)? {
                Elem::Operand(i) => Ok(CustomArg::Operand(i)),
                Elem::Property(i) => Ok(CustomArg::Property(i)),
                Elem::Region(i) => Ok(CustomArg::Region(i)),
                Elem::Successor(i) => Ok(CustomArg::Successor(i)),
                _ => unreachable!(),
            },
            Some(Tok::Word(w)) if w == "type" => {
                self.expect('(')?;
                let arg = self.type_arg()?;
                self.expect(')')?;
                Ok(CustomArg::Type(arg))
            }
            Some(Tok::Word(w)) if w == "ref" => {
                self.expect('(')?;
                let inner = self.custom_arg()?;
                self.expect(')')?;
                Ok(CustomArg::Ref(Box::new(inner)))
            }
            Some(Tok::Word(w)) if w == "attr-dict" => Ok(CustomArg::AttrDict),
            Some(Tok::Str(s)) => Ok(CustomArg::Str(s)),
            _ => Err(self.err("unexpected custom directive parameter")),
        }
    }

    /// Parses elements up to `)` (inside a group) or the end.
    fn elements(&mut self, in_group: bool, anchor: &mut Option<Anchor>) -> Result<Vec<Elem>> {
        let mut out = Vec::new();
        loop {
            let Some(tok) = self.peek().cloned() else {
                if in_group {
                    return Err(self.err("unterminated optional group"));
                }
                return Ok(out);
            };
            let element = match tok {
                Tok::Punct(')') if in_group => return Ok(out),
                Tok::Literal(value) => {
                    self.pos += 1;
                    if value.is_empty() || value == " " || value == "\\n" {
                        Elem::Whitespace(value)
                    } else if valid_literal(&value) {
                        Elem::Literal(value)
                    } else {
                        return Err(self.err(format!("expected valid literal but got '{value}'")));
                    }
                }
                Tok::Var(name) => {
                    self.pos += 1;
                    self.var(&name)?
                }
                Tok::Punct('(') => {
                    self.pos += 1;
                    Elem::Optional(Box::new(self.group()?))
                }
                Tok::Word(word) => {
                    self.pos += 1;
                    self.directive(&word)?
                }
                other => return Err(self.err(format!("unexpected `{other:?}` in format"))),
            };
            if self.peek() == Some(&Tok::Punct('^')) {
                self.pos += 1;
                if !in_group {
                    return Err(
                        self.err("`^` marks the anchor of an optional group, outside one here")
                    );
                }
                if anchor.is_some() {
                    return Err(self.err("an optional group has one anchor"));
                }
                *anchor = Some(self.anchor_of(&element)?);
            }
            out.push(element);
        }
    }

    fn anchor_of(&self, element: &Elem) -> Result<Anchor> {
        Ok(match element {
            Elem::Operand(i) => Anchor::Operand(*i),
            Elem::Property(i) => Anchor::Property(*i),
            Elem::Region(i) => Anchor::Region(*i),
            Elem::Successor(i) => Anchor::Successor(*i),
            Elem::Type {
                arg: TypeArg::Operand(i),
                ..
            } => Anchor::Operand(*i),
            Elem::Type {
                arg: TypeArg::Result(i),
                ..
            } => Anchor::Result(*i),
            Elem::FunctionalType {
                inputs: TypeArg::Operand(i),
                ..
            } => Anchor::Operand(*i),
            Elem::Custom { args, .. } => Anchor::Custom(args.clone()),
            _ => return Err(self.err("this element cannot anchor an optional group")),
        })
    }

    fn group(&mut self) -> Result<Group> {
        let mut then_anchor = None;
        let then = self.elements(true, &mut then_anchor)?;
        self.expect(')')?;
        let mut els = Vec::new();
        let mut else_anchor = None;
        if self.peek() == Some(&Tok::Punct(':')) {
            self.pos += 1;
            self.expect('(')?;
            els = self.elements(true, &mut else_anchor)?;
            self.expect(')')?;
        }
        self.expect('?')?;
        if then.is_empty() {
            return Err(self.err("optional group has no elements"));
        }
        let (anchor, inverted) = match (then_anchor, else_anchor) {
            (Some(a), None) => (a, false),
            (None, Some(a)) => (a, true),
            (Some(_), Some(_)) => {
                return Err(self.err("only one of the then and else groups has an anchor"));
            }
            (None, None) => return Err(self.err("optional group has no anchor element")),
        };
        let first = then.iter().find(|e| !matches!(e, Elem::Whitespace(_)));
        match first {
            Some(
                Elem::Literal(_)
                | Elem::Operand(_)
                | Elem::Property(_)
                | Elem::Region(_)
                | Elem::Successor(_)
                | Elem::Custom { .. }
                | Elem::Type { .. },
            ) => {}
            _ => {
                return Err(self.err(
                    "first parsable element of an optional group must be a literal, variable, \
                     type directive or custom directive",
                ));
            }
        }
        Ok(Group {
            then,
            els,
            anchor,
            inverted,
        })
    }

    fn directive(&mut self, word: &str) -> Result<Elem> {
        Ok(match word {
            "attr-dict" => Elem::AttrDict {
                with_keyword: false,
            },
            "attr-dict-with-keyword" => Elem::AttrDict { with_keyword: true },
            "prop-dict" => Elem::PropDict,
            "operands" => Elem::Operands,
            "regions" => Elem::Regions,
            "successors" => Elem::Successors,
            "type" => self.type_directive(false)?,
            "qualified" => {
                self.expect('(')?;
                let inner = match self.next() {
                    Some(Tok::Word(w)) if w == "type" => self.type_directive(true)?,
                    Some(Tok::Var(name)) => self.var(&name)?,
                    _ => return Err(self.err("`qualified` takes a type directive or an attribute")),
                };
                self.expect(')')?;
                inner
            }
            "functional-type" => {
                self.expect('(')?;
                let inputs = self.type_arg()?;
                self.expect(',')?;
                let results = self.type_arg()?;
                self.expect(')')?;
                Elem::FunctionalType { inputs, results }
            }
            "custom" => {
                self.expect('<')?;
                let name = match self.next() {
                    Some(Tok::Word(w)) => w,
                    _ => return Err(self.err("expected a custom directive name")),
                };
                self.expect('>')?;
                self.expect('(')?;
                let mut args = Vec::new();
                if self.peek() != Some(&Tok::Punct(')')) {
                    loop {
                        args.push(self.custom_arg()?);
                        if self.peek() == Some(&Tok::Punct(',')) {
                            self.pos += 1;
                            continue;
                        }
                        break;
                    }
                }
                self.expect(')')?;
                Elem::Custom { name, args }
            }
            other => return Err(self.err(format!("unknown directive `{other}`"))),
        })
    }
}

/// What the parsed format covers, for the checks and type resolution.
#[derive(Default)]
pub struct Seen {
    pub operands: Vec<bool>,
    pub operand_types: Vec<bool>,
    pub result_types: Vec<bool>,
    pub properties: Vec<bool>,
    pub regions: Vec<bool>,
    pub successors: Vec<bool>,
    pub attr_dicts: usize,
    pub all_operands: bool,
    pub all_operand_types: bool,
    pub all_result_types: bool,
    pub all_regions: bool,
    pub all_successors: bool,
}

fn see_type_arg(seen: &mut Seen, arg: TypeArg) {
    match arg {
        TypeArg::Operand(i) => seen.operand_types[i] = true,
        TypeArg::Result(i) => seen.result_types[i] = true,
        TypeArg::Operands => seen.all_operand_types = true,
        TypeArg::Results => seen.all_result_types = true,
    }
}

fn see_custom_arg(seen: &mut Seen, arg: &CustomArg) {
    match arg {
        CustomArg::Operand(i) => seen.operands[*i] = true,
        CustomArg::Property(i) => seen.properties[*i] = true,
        CustomArg::Region(i) => seen.regions[*i] = true,
        CustomArg::Successor(i) => seen.successors[*i] = true,
        CustomArg::Type(arg) => see_type_arg(seen, *arg),
        // The directive parses and prints the attribute dictionary (MLIR's
        // `NamedAttrList &` / `DictionaryAttr` parameter): it is the format's.
        CustomArg::AttrDict => seen.attr_dicts += 1,
        CustomArg::Ref(_) | CustomArg::Str(_) => {}
    }
}

fn see(seen: &mut Seen, elements: &[Elem]) {
    for element in elements {
        match element {
            Elem::Operand(i) => seen.operands[*i] = true,
            Elem::Property(i) => seen.properties[*i] = true,
            Elem::Region(i) => seen.regions[*i] = true,
            Elem::Successor(i) => seen.successors[*i] = true,
            Elem::Type { arg, .. } => see_type_arg(seen, *arg),
            Elem::FunctionalType { inputs, results } => {
                see_type_arg(seen, *inputs);
                see_type_arg(seen, *results);
            }
            Elem::Operands => seen.all_operands = true,
            Elem::Regions => seen.all_regions = true,
            Elem::Successors => seen.all_successors = true,
            Elem::AttrDict { .. } => seen.attr_dicts += 1,
            Elem::Custom { args, .. } => {
                for arg in args {
                    see_custom_arg(seen, arg);
                }
            }
            Elem::Optional(group) => {
                see(seen, &group.then);
                see(seen, &group.els);
                if let Anchor::Property(i) = group.anchor {
                    seen.properties[i] = true;
                }
            }
            Elem::Literal(_) | Elem::Whitespace(_) | Elem::PropDict => {}
        }
    }
}

/// Where the parser takes an unspelled group's type.
#[derive(Clone, Debug)]
pub enum Source {
    Written,
    Var {
        from: ValueRef,
        transform: Option<syn::Expr>,
    },
    /// Every type of the group from one type of another
    /// (`RangedTypesMatchWith`).
    VarRange {
        from: ValueRef,
        transform: syn::Expr,
    },
    /// The constraint's buildable type (checked when the static is evaluated).
    Buildable,
    Inferred,
}

/// A parsed and checked format.
pub struct Format {
    pub elements: Vec<Elem>,
    pub seen: Seen,
    pub operand_types: Vec<Source>,
    pub result_types: Vec<Source>,
}

/// Which type resolvers the traits provide, given which types are spelled
/// (`seen_operand`/`seen_result`; a property gives its attribute's type where
/// `seen_property` says it is known): MLIR's `variableTyResolver`.
pub fn resolvers(
    decl: &OpDecl,
    seen_operand: &dyn Fn(usize) -> bool,
    seen_result: &dyn Fn(usize) -> bool,
    seen_property: &dyn Fn(usize) -> bool,
) -> Vec<(ValueRef, Source)> {
    let seen = |v: ValueRef| match v {
        ValueRef::Operand(i) => seen_operand(i),
        ValueRef::Result(i) => seen_result(i),
        ValueRef::Property(i) => seen_property(i),
    };
    let mut out: Vec<(ValueRef, Source)> = Vec::new();
    let mut add = |target: ValueRef, source: Source| {
        if !out.iter().any(|(t, _)| *t == target) {
            out.push((target, source));
        }
    };
    // Every value of `group` takes the type of the first one whose type is
    // spelled.
    let same_types = |group: &[ValueRef], add: &mut dyn FnMut(ValueRef, Source)| {
        if let Some(&from) = group.iter().find(|&&v| seen(v)) {
            for &target in group.iter().filter(|&&v| v != from) {
                let transform = None;
                add(target, Source::Var { from, transform });
            }
        }
    };
    for t in &decl.traits {
        match t {
            TraitDecl::AllTypesMatch { values, .. } => {
                let refs: Vec<ValueRef> = values.iter().filter_map(|n| decl.value_ref(n)).collect();
                same_types(&refs, &mut add);
            }
            TraitDecl::SameOperandsAndResultType { .. } | TraitDecl::SameTypeOperands { .. } => {
                let with_results = matches!(t, TraitDecl::SameOperandsAndResultType { .. });
                let mut all: Vec<ValueRef> =
                    (0..decl.operands.len()).map(ValueRef::Operand).collect();
                if with_results {
                    all.extend((0..decl.results.len()).map(ValueRef::Result));
                }
                same_types(&all, &mut add);
            }
            TraitDecl::TypesMatchWith {
                from,
                to,
                transform,
                ..
            }
            | TraitDecl::RangedTypesMatchWith {
                from,
                to,
                transform,
                ..
            } => {
                let (Some(from), Some(to)) = (decl.value_ref(from), decl.value_ref(to)) else {
                    continue;
                };
                if seen(from) {
                    let transform = transform.clone();
                    let source = match t {
                        TraitDecl::RangedTypesMatchWith { .. } => {
                            Source::VarRange { from, transform }
                        }
                        _ => Source::Var {
                            from,
                            transform: Some(transform),
                        },
                    };
                    add(to, source);
                }
            }
            _ => {}
        }
    }
    out
}

/// The index and name of the first of a group (`texts`) that the format
/// leaves out, unless a directive (`operands`, ...) writes `all` of them.
fn first_missing<'a>(
    all: bool,
    seen: &[bool],
    texts: impl Iterator<Item = &'a String>,
) -> Option<(usize, &'a String)> {
    if all {
        return None;
    }
    texts.enumerate().find(|&(i, _)| !seen[i])
}

pub fn parse(decl: &OpDecl, lit: &LitStr) -> Result<Format> {
    let span = lit.span();
    let err = |m: String| Error::new(span, m);
    let toks = lex(&lit.value(), &err)?;
    let mut parser = Parser {
        decl,
        toks,
        pos: 0,
        span,
    };
    let mut no_anchor = None;
    let elements = parser.elements(false, &mut no_anchor)?;

    let mut seen = Seen {
        operands: vec![false; decl.operands.len()],
        operand_types: vec![false; decl.operands.len()],
        result_types: vec![false; decl.results.len()],
        properties: vec![false; decl.properties.len()],
        regions: vec![false; decl.regions.len()],
        successors: vec![false; decl.successors.len()],
        ..Seen::default()
    };
    see(&mut seen, &elements);

    if seen.attr_dicts == 0 {
        return Err(err(
            "'attr-dict' directive not found in custom assembly format".into(),
        ));
    }
    if seen.attr_dicts > 1 {
        return Err(err("'attr-dict' directive has already been seen".into()));
    }
    let operands = decl.operands.iter().map(|o| &o.text);
    if let Some((i, text)) = first_missing(seen.all_operands, &seen.operands, operands) {
        return Err(err(format!(
            "operand #{i}, named '{text}', not found (add `${text}` to the format)"
        )));
    }
    let regions = decl.regions.iter().map(|r| &r.text);
    if let Some((i, text)) = first_missing(seen.all_regions, &seen.regions, regions) {
        return Err(err(format!("region #{i}, named '{text}', not found")));
    }
    let successors = decl.successors.iter().map(|s| &s.text);
    if let Some((i, text)) = first_missing(seen.all_successors, &seen.successors, successors) {
        return Err(err(format!("successor #{i}, named '{text}', not found")));
    }

    let seen_operand = |i: usize| seen.all_operand_types || seen.operand_types[i];
    let seen_result = |i: usize| seen.all_result_types || seen.result_types[i];
    let seen_property = |i: usize| seen.properties[i];
    let resolved = resolvers(decl, &seen_operand, &seen_result, &seen_property);
    let lookup = |v: ValueRef| {
        resolved
            .iter()
            .find(|(t, _)| *t == v)
            .map(|(_, s)| s.clone())
    };

    let mut operand_types = Vec::new();
    for (i, operand) in decl.operands.iter().enumerate() {
        operand_types.push(if seen_operand(i) {
            Source::Written
        } else if let Some(source) = lookup(ValueRef::Operand(i)) {
            source
        } else if operand.arity == Arity::Single || !seen.all_operands {
            Source::Buildable
        } else {
            return Err(err(format!(
                "type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                operand.name
            )));
        });
    }
    let infer_all = decl.options.infer.is_some()
        && !decl.results.is_empty()
        && (0..decl.results.len()).all(|i| !seen_result(i));
    let mut result_types = Vec::new();
    for (i, result) in decl.results.iter().enumerate() {
        result_types.push(if seen_result(i) {
            Source::Written
        } else if infer_all {
            Source::Inferred
        } else if let Some(source) = lookup(ValueRef::Result(i)) {
            source
        } else if result.arity == Arity::Single {
            Source::Buildable
        } else {
            return Err(err(format!(
                "type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred",
                result.name
            )));
        });
    }
    Ok(Format {
        elements,
        seen,
        operand_types,
        result_types,
    })
}
