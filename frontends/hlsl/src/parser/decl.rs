//! Declarations: variables (with semantics, `register`, `packoffset`),
//! functions and parameters, structs, `cbuffer`/`tbuffer`, typedefs and
//! `using`, enums, namespaces and attributes.

use super::{PResult, Parser, Reported};
use crate::ast::*;
use crate::token::TokKind;
use crate::types::Type;

impl Parser<'_> {
    /// One top-level declaration (a declaration with several declarators
    /// gives several).
    pub(crate) fn top_level_decl(&mut self) -> PResult<Vec<Decl>> {
        let t = self.peek().clone();
        if let TokKind::PackMatrix(row) = t.kind {
            self.bump();
            return Ok(vec![Decl::PackMatrix(row, t.span)]);
        }
        if t.is_punct(";") {
            self.bump();
            return Ok(vec![Decl::Empty(t.span)]);
        }
        if t.is_punct("}") {
            self.bump();
            return Err(self.error(t.span, "extraneous closing brace ('}')"));
        }
        let attrs = self.attributes()?;
        let t = self.peek().clone();
        match &*t.text {
            "cbuffer" | "tbuffer" if t.is_ident() => {
                return Ok(vec![Decl::Buffer(self.buffer_decl()?)]);
            }
            "typedef" if t.is_ident() => return Ok(vec![Decl::Typedef(self.typedef_decl()?)]),
            "using" if t.is_ident() => return Ok(vec![Decl::Typedef(self.using_decl()?)]),
            "namespace" if t.is_ident() => return Ok(vec![self.namespace_decl()?]),
            "template" if t.is_ident() => {
                return Err(self.error(t.span, "unsupported: template declarations"));
            }
            _ => {}
        }
        self.declaration(attrs, true)
    }

    /// `[a(...)] [[ns::b(...)]]` repeated.
    pub(crate) fn attributes(&mut self) -> PResult<Vec<Attribute>> {
        let mut attrs = Vec::new();
        while self.is("[") {
            let open = self.bump().span;
            let double = self.eat("[");
            loop {
                let first = self.ident()?;
                let (namespace, name) = if self.eat("::") {
                    let n = self.ident()?;
                    (Some(first.name), n)
                } else {
                    (None, first)
                };
                let mut args = Vec::new();
                let mut span = name.span;
                if self.is("(") {
                    let lp = self.bump().span;
                    args = self.comma_list(")", Self::assignment)?;
                    span = span.to(self.expect_closing(")", lp)?);
                }
                attrs.push(Attribute {
                    namespace,
                    name: name.name,
                    args,
                    span,
                    double,
                });
                if !self.eat(",") {
                    break;
                }
            }
            self.expect_closing("]", open)?;
            if double {
                self.expect_closing("]", open)?;
            }
        }
        Ok(attrs)
    }

    /// `qualifiers type declarator...;` or a function, at top level, in a
    /// struct (`top` false) or a namespace.
    pub(crate) fn declaration(&mut self, attrs: Vec<Attribute>, top: bool) -> PResult<Vec<Decl>> {
        let quals = self.qualifiers();
        // struct / enum definitions.
        if (self.is_word("struct") || self.is_word("class"))
            && (self.peek_at(1).is_punct("{")
                || self.peek_at(2).is_punct("{")
                || self.peek_at(2).is_punct(":"))
        {
            let s = self.struct_decl()?;
            if self.eat(";") {
                return Ok(vec![Decl::Struct(s)]);
            }
            // `struct S { ... }` followed by a declaration on the next line.
            if self.peek().bol && (self.starts_type() || self.at_qualifier() || self.is("[")) {
                let at = self.after_prev();
                let what = if s.is_class { "class" } else { "struct" };
                self.diags.error(at, format!("expected ';' after {what}"));
                return Ok(vec![Decl::Struct(s)]);
            }
            let ty = TypeRef {
                quals: Vec::new(),
                name: s.name.name.clone(),
                args: Vec::new(),
                span: s.name.span,
                resolved: Type::Error,
            };
            let vars = self.declarators(attrs, quals, ty)?;
            self.expect_semi("at end of declaration")?;
            return Ok(vec![Decl::StructVars(s, vars)]);
        }
        if self.is_word("enum") && !self.peek_at(1).is_punct(";") {
            let e = self.enum_decl()?;
            self.expect_semi("after enum")?;
            return Ok(vec![Decl::Enum(e)]);
        }
        let t = self.peek().clone();
        if !t.is_ident() {
            return Err(self.error(t.span, "expected unqualified-id"));
        }
        if !self.starts_type() {
            if self.peek_at(1).is_ident() || self.peek_at(1).is_punct("<") {
                return Err(self.error(t.span, format!("unknown type name '{}'", t.text)));
            }
            let msg = if top {
                "unknown type name '".to_string() + &t.text + "'"
            } else {
                "expected member name or ';' after declaration specifiers".to_string()
            };
            return Err(self.error(t.span, msg));
        }
        let ty = self.type_ref()?;
        let mut quals = quals;
        while self.is_word("const") && self.peek_at(1).is_ident() {
            quals.words.push(self.bump().text.to_string());
        }
        if self.is(";") {
            let at = self.peek().span;
            self.bump();
            self.diags.warning(
                at,
                "declaration does not declare anything",
                "missing-declarations",
            );
            return Ok(Vec::new());
        }
        // `operator` overloads and conversion functions are beyond this front end.
        if self.is_word("operator") {
            let at = self.peek().span;
            return Err(self.error(at, "unsupported: operator overloading"));
        }
        let mut name = self.ident()?;
        // `uint S::s = 20;` defines a static member out of line.
        while self.is("::") && self.peek_at(1).is_ident() {
            self.bump();
            let part = self.ident()?;
            name.name = format!("{}::{}", name.name, part.name);
            name.span = name.span.to(part.span);
        }
        if self.is("(") {
            let f = self.function_rest(attrs, quals, ty, name)?;
            return Ok(vec![Decl::Function(f)]);
        }
        let mut vars =
            vec![self.declarator_rest(attrs.clone(), quals.clone(), ty.clone(), name, false)?];
        while self.eat(",") {
            let n = self.ident()?;
            vars.push(self.declarator_rest(attrs.clone(), quals.clone(), ty.clone(), n, true)?);
        }
        self.expect_semi("at end of declaration")?;
        Ok(vars.into_iter().map(Decl::Var).collect())
    }

    /// `a[2] : SEM = init, b, ...` after the type.
    pub(crate) fn declarators(
        &mut self,
        attrs: Vec<Attribute>,
        quals: Qualifiers,
        ty: TypeRef,
    ) -> PResult<Vec<VarDecl>> {
        let mut vars = Vec::new();
        loop {
            let n = self.ident()?;
            let continues = !vars.is_empty();
            vars.push(self.declarator_rest(
                attrs.clone(),
                quals.clone(),
                ty.clone(),
                n,
                continues,
            )?);
            if !self.eat(",") {
                break;
            }
        }
        Ok(vars)
    }

    pub(crate) fn declarator_rest(
        &mut self,
        attrs: Vec<Attribute>,
        quals: Qualifiers,
        ty: TypeRef,
        name: Ident,
        continues: bool,
    ) -> PResult<VarDecl> {
        let dims = self.array_dims()?;
        let annotations = self.annotations()?;
        let init = if self.eat("=") {
            Some(self.initializer()?)
        } else {
            None
        };
        Ok(VarDecl {
            dims,
            annotations,
            init,
            continues,
            ..VarDecl::parsed(attrs, quals, ty, name)
        })
    }

    pub(crate) fn array_dims(&mut self) -> PResult<Vec<Option<Expr>>> {
        let mut dims = Vec::new();
        while self.is("[") {
            let open = self.bump().span;
            if self.is("]") {
                self.bump();
                dims.push(None);
                continue;
            }
            let e = self.expr()?;
            self.expect_closing("]", open)?;
            dims.push(Some(e));
        }
        Ok(dims)
    }

    pub(crate) fn initializer(&mut self) -> PResult<Init> {
        if self.is("{") {
            self.enter()?;
            let r = self.init_list();
            self.leave();
            return r;
        }
        Ok(Init::Expr(self.assignment()?))
    }

    fn init_list(&mut self) -> PResult<Init> {
        let open = self.bump().span;
        let mut items = Vec::new();
        while !self.is("}") {
            items.push(self.initializer()?);
            if !self.eat(",") {
                break;
            }
        }
        let close = self.expect_closing("}", open)?;
        Ok(Init::List(items, open.to(close)))
    }

    /// `: SEMANTIC`, `: register(...)`, `: packoffset(...)`, repeated.
    pub(crate) fn annotations(&mut self) -> PResult<Vec<Annotation>> {
        let mut out = Vec::new();
        while self.is(":") && self.peek_at(1).is_ident() {
            self.bump();
            let word = self.ident()?;
            match word.name.as_str() {
                "register" if self.is("(") => {
                    let open = self.bump().span;
                    let mut parts = Vec::new();
                    loop {
                        let t = self.peek().clone();
                        if !(t.is_ident() || t.kind == TokKind::Number) {
                            return Err(self.error(t.span, "expected identifier"));
                        }
                        self.bump();
                        let mut text = t.text.to_string();
                        let mut span = t.span;
                        // `register(c0[2])`-style subcomponents.
                        if self.is("[") {
                            let lb = self.bump().span;
                            let n = self.bump();
                            let rb = self.expect_closing("]", lb)?;
                            text = format!("{text}[{}]", n.text);
                            span = span.to(rb);
                        }
                        parts.push(Ident { name: text, span });
                        if !self.eat(",") {
                            break;
                        }
                    }
                    let close = self.expect_closing(")", open)?;
                    let mut slot = None;
                    let mut space = None;
                    let mut profile = None;
                    for p in parts {
                        let lower = p.name.to_ascii_lowercase();
                        if lower.starts_with("space") {
                            space = Some(p);
                        } else if slot.is_none() && is_register_slot(&lower) {
                            slot = Some(p);
                        } else if profile.is_none() && slot.is_none() {
                            profile = Some(p);
                        } else {
                            return Err(self.error(p.span, "expected ')'"));
                        }
                    }
                    out.push(Annotation::Register {
                        profile,
                        slot,
                        space,
                        span: word.span.to(close),
                    });
                }
                "packoffset" if self.is("(") => {
                    let open = self.bump().span;
                    let reg = self.ident()?;
                    let component = if self.eat(".") {
                        Some(self.ident()?)
                    } else {
                        None
                    };
                    let close = self.expect_closing(")", open)?;
                    out.push(Annotation::PackOffset {
                        reg,
                        component,
                        span: word.span.to(close),
                    });
                }
                _ => out.push(Annotation::Semantic(word)),
            }
        }
        Ok(out)
    }

    fn function_rest(
        &mut self,
        attrs: Vec<Attribute>,
        quals: Qualifiers,
        ret: TypeRef,
        name: Ident,
    ) -> PResult<FunctionDecl> {
        let open = self.bump().span;
        if self.is_word("void") && self.peek_at(1).is_punct(")") {
            self.bump();
        }
        let params = self.comma_list(")", Self::param)?;
        self.expect_closing(")", open)?;
        // `void f() const` (struct methods).
        let _ = self.eat_word("const");
        let ret_annotations = self.annotations()?;
        let body = if self.is("{") {
            self.push_scope();
            let b = self.block();
            self.pop_scope();
            Some(b?)
        } else {
            self.expect_semi("after top level declarator")?;
            None
        };
        let span = ret.span.to(self.prev_span());
        Ok(FunctionDecl {
            attrs,
            quals,
            ret,
            name,
            params,
            ret_annotations,
            body,
            span,
            id: None,
        })
    }

    fn param(&mut self) -> PResult<Param> {
        let attrs = self.attributes()?;
        let mut quals = Qualifiers::default();
        loop {
            let t = self.peek().clone();
            let is_mode = matches!(&*t.text, "in" | "out" | "inout")
                && t.is_ident()
                && self.peek_at(1).is_ident();
            if !is_mode && !self.at_qualifier() {
                break;
            }
            quals.words.push(self.bump().text.to_string());
        }
        let has = |w: &str| quals.words.iter().any(|x| x == w);
        let mode = if has("inout") || (has("in") && has("out")) {
            ParamMode::InOut
        } else if has("out") {
            ParamMode::Out
        } else {
            ParamMode::In
        };
        let mode_written = has("in") || has("out") || has("inout");
        // Keep the mode words out of the qualifier list (printing writes the mode).
        quals
            .words
            .retain(|w| !matches!(w.as_str(), "in" | "out" | "inout"));
        let ty = self.type_ref()?;
        while self.is_word("const") && self.peek_at(1).is_ident() {
            quals.words.push(self.bump().text.to_string());
        }
        let name = if self.peek().is_ident() {
            self.ident()?
        } else {
            Ident {
                name: String::new(),
                span: self.peek().span.start(),
            }
        };
        let dims = self.array_dims()?;
        let annotations = self.annotations()?;
        let init = if self.eat("=") {
            Some(Init::Expr(self.assignment()?))
        } else {
            None
        };
        Ok(Param {
            mode,
            mode_written,
            var: VarDecl {
                dims,
                annotations,
                init,
                ..VarDecl::parsed(attrs, quals, ty, name)
            },
        })
    }

    pub(crate) fn struct_decl(&mut self) -> PResult<StructDecl> {
        let kw = self.bump();
        let is_class = &*kw.text == "class";
        let name = if self.peek().is_ident() {
            self.ident()?
        } else {
            Ident {
                name: String::new(),
                span: kw.span,
            }
        };
        if !name.name.is_empty() {
            self.declare_type(&name.name);
        }
        let base = if self.eat(":") {
            let _ = self.eat_word("public");
            Some(self.type_ref()?)
        } else {
            None
        };
        let open = self.expect("{")?;
        self.enter()?;
        let mut fields = Vec::new();
        let mut methods = Vec::new();
        self.push_scope();
        let result = self.member_declarations(true, &mut |p, d| match d {
            Decl::Var(v) => fields.push(v),
            Decl::Function(f) => methods.push(f),
            Decl::Struct(s) | Decl::StructVars(s, _) => {
                let at = s.name.span;
                p.diags.error(at, "unsupported: nested struct definitions");
            }
            _ => {}
        });
        self.pop_scope();
        self.leave();
        result?;
        let close = self.expect_closing("}", open)?;
        Ok(StructDecl {
            span: kw.span.to(close),
            name,
            base,
            fields,
            methods,
            id: None,
            is_class,
        })
    }

    /// The declarations inside the braces of a struct or cbuffer, up to the
    /// closing `}` (not consumed), each handed to `each`; with `access`,
    /// access specifiers (`public:`) are skipped. A declaration in error is
    /// skipped after its diagnostic.
    fn member_declarations(
        &mut self,
        access: bool,
        each: &mut dyn FnMut(&mut Self, Decl),
    ) -> PResult<()> {
        while !self.is("}") && !self.at_eof() {
            if self.eat(";") {
                continue;
            }
            if access
                && (self.is_word("public") || self.is_word("private") || self.is_word("protected"))
                && self.peek_at(1).is_punct(":")
            {
                self.bump();
                self.bump();
                continue;
            }
            let before = self.pos;
            let attrs = self.attributes()?;
            match self.declaration(attrs, false) {
                Ok(decls) => {
                    for d in decls {
                        each(self, d);
                    }
                }
                Err(Reported) => {
                    self.recover_stmt();
                    if self.pos == before {
                        self.bump();
                    }
                }
            }
        }
        Ok(())
    }

    fn buffer_decl(&mut self) -> PResult<BufferDecl> {
        let kw = self.bump();
        let name = self.ident()?;
        let annotations = self.annotations()?;
        let open = self.expect("{")?;
        let mut members = Vec::new();
        self.member_declarations(false, &mut |p, d| match d {
            Decl::Var(v) => members.push(v),
            Decl::StructVars(s, vars) => {
                p.diags
                    .error(s.span, "unsupported: struct definitions inside a cbuffer");
                members.extend(vars);
            }
            Decl::Function(f) => {
                p.diags
                    .error(f.name.span, "unsupported: functions inside a cbuffer");
            }
            _ => {}
        })?;
        let close = self.expect_closing("}", open)?;
        self.eat(";");
        Ok(BufferDecl {
            keyword: kw.text.to_string(),
            name,
            annotations,
            members,
            span: kw.span.to(close),
            id: None,
        })
    }

    pub(crate) fn typedef_decl(&mut self) -> PResult<TypedefDecl> {
        self.bump();
        let quals = self.qualifiers();
        if self.is_word("struct")
            && (self.peek_at(1).is_punct("{") || self.peek_at(2).is_punct("{"))
        {
            let at = self.peek().span;
            return Err(self.error(at, "unsupported: typedef of a struct definition"));
        }
        let ty = self.type_ref()?;
        let name = self.ident()?;
        let dims = self.array_dims()?;
        self.declare_type(&name.name);
        if self.is(",") {
            let at = self.peek().span;
            return Err(self.error(at, "unsupported: several names in one typedef"));
        }
        self.expect_semi("after typedef")?;
        Ok(TypedefDecl {
            ty,
            name,
            dims,
            using: false,
            quals,
        })
    }

    pub(crate) fn using_decl(&mut self) -> PResult<TypedefDecl> {
        let kw = self.bump();
        if self.is_word("namespace") {
            return Err(self.error(kw.span, "unsupported: using-directives"));
        }
        let name = self.ident()?;
        self.expect("=")?;
        let quals = self.qualifiers();
        let ty = self.type_ref()?;
        let dims = self.array_dims()?;
        self.declare_type(&name.name);
        self.expect_semi("after alias declaration")?;
        Ok(TypedefDecl {
            ty,
            name,
            dims,
            using: true,
            quals,
        })
    }

    pub(crate) fn enum_decl(&mut self) -> PResult<EnumDecl> {
        let kw = self.bump();
        let class = self.eat_word("class") || self.eat_word("struct");
        let name = if self.peek().is_ident() {
            Some(self.ident()?)
        } else {
            None
        };
        if let Some(n) = &name {
            self.declare_type(&n.name);
        }
        let base = if self.eat(":") {
            Some(self.type_ref()?)
        } else {
            None
        };
        let open = self.expect("{")?;
        let mut variants = Vec::new();
        while !self.is("}") {
            let n = self.ident()?;
            let value = if self.eat("=") {
                Some(self.assignment()?)
            } else {
                None
            };
            variants.push(Enumerator {
                name: n,
                value,
                resolved: 0,
            });
            if !self.eat(",") {
                break;
            }
        }
        let close = self.expect_closing("}", open)?;
        Ok(EnumDecl {
            name,
            class,
            base,
            variants,
            span: kw.span.to(close),
        })
    }

    fn namespace_decl(&mut self) -> PResult<Decl> {
        self.bump();
        let name = self.ident()?;
        let open = self.expect("{")?;
        self.enter()?;
        let mut decls = Vec::new();
        while !self.is("}") && !self.at_eof() {
            let before = self.pos;
            match self.top_level_decl() {
                Ok(mut d) => decls.append(&mut d),
                Err(Reported) => self.recover_stmt(),
            }
            if self.pos == before {
                self.bump();
            }
        }
        self.leave();
        self.expect_closing("}", open)?;
        Ok(Decl::Namespace(NamespaceDecl { name, decls }))
    }
}

/// `t0`, `u12`, `b3`, `s1`, `c4` (a letter and digits).
fn is_register_slot(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some('t' | 'u' | 'b' | 's' | 'c' | 'i')) && {
        let rest: String = chars.collect();
        let digits = rest.split('[').next().unwrap_or("");
        !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
    }
}
