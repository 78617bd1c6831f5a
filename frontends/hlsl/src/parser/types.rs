//! Types as written: built-in numeric names, `vector<T, N>` / `matrix<T, R, C>`,
//! resource objects with template arguments, user types, and the decision
//! whether a token starts a type.

use super::{PResult, Parser};
use crate::ast::{QUALIFIER_WORDS, Qualifiers, TemplateArg, TypeRef};
use crate::resources::ObjectKind;
use crate::types::{Type, builtin_numeric};

/// Type names that are not numeric, resource objects or user types.
const OTHER_TYPE_NAMES: &[&str] = &["void", "vector", "matrix", "string", "auto"];

/// Types DXC has that this front end parses but does not support (sema says so).
pub const UNSUPPORTED_TYPE_NAMES: &[&str] = &[
    "RaytracingAccelerationStructure",
    "RayQuery",
    "RayDesc",
    "BuiltInTriangleIntersectionAttributes",
    "TriangleStream",
    "PointStream",
    "LineStream",
    "InputPatch",
    "OutputPatch",
    "HitObject",
    "NodeOutput",
    "DispatchNodeInputRecord",
    "Texture2DMSArray_",
];

impl Parser<'_> {
    /// Whether `name` names a type here.
    pub(crate) fn is_type_name(&self, name: &str) -> bool {
        builtin_numeric(name).is_some()
            || OTHER_TYPE_NAMES.contains(&name)
            || ObjectKind::from_name(name).is_some()
            || UNSUPPORTED_TYPE_NAMES.contains(&name)
            || self.is_user_type(name)
    }

    /// Whether the current token starts a type (`struct X`, a type name).
    pub(crate) fn starts_type(&self) -> bool {
        let t = self.peek();
        t.is_ident()
            && (self.is_type_name(&t.text) || matches!(&*t.text, "struct" | "class" | "enum"))
    }

    /// Whether the current token is a qualifier word used as one: followed by
    /// another identifier (so `sample = 1;` stays an expression).
    pub(crate) fn at_qualifier(&self) -> bool {
        let t = self.peek();
        t.is_ident() && QUALIFIER_WORDS.contains(&&*t.text) && self.peek_at(1).is_ident()
    }

    pub(crate) fn qualifiers(&mut self) -> Qualifiers {
        let mut q = Qualifiers::default();
        while self.at_qualifier() {
            q.words.push(self.bump().text.to_string());
        }
        q
    }

    /// A type: `float4`, `vector<float, 4>`, `RWStructuredBuffer<S>`, `S`,
    /// `struct S`. Reports "unknown type name" for an identifier that is none.
    pub(crate) fn type_ref(&mut self) -> PResult<TypeRef> {
        self.enter()?;
        let r = crate::with_stack(|| self.type_ref_inner());
        self.leave();
        r
    }

    fn type_ref_inner(&mut self) -> PResult<TypeRef> {
        // Elaborated `struct S` / `class S` / `enum E`.
        if matches!(&*self.peek().text, "struct" | "class" | "enum")
            && self.peek().is_ident()
            && self.peek_at(1).is_ident()
        {
            self.bump();
        }
        let t = self.peek().clone();
        if !t.is_ident() {
            return Err(self.error(t.span, "expected a type"));
        }
        let mut name = t.text.to_string();
        let mut span = t.span;
        self.bump();
        // `N::T`
        while self.is("::") && self.peek_at(1).is_ident() {
            self.bump();
            let part = self.bump();
            name.push_str("::");
            name.push_str(&part.text);
            span = span.to(part.span);
        }
        if !self.is_type_name(&name) && !name.contains("::") {
            return Err(self.error(t.span, format!("unknown type name '{name}'")));
        }
        let mut args = Vec::new();
        if self.is("<") && self.takes_template_args(&name) {
            let open = self.bump().span;
            args = self.comma_list(">", Self::template_arg)?;
            let close = self.expect_closing(">", open)?;
            span = span.to(close);
        }
        Ok(TypeRef {
            quals: Vec::new(),
            name,
            args,
            span,
            resolved: Type::Error,
        })
    }

    fn takes_template_args(&self, name: &str) -> bool {
        matches!(name, "vector" | "matrix")
            || ObjectKind::from_name(name).is_some()
            || UNSUPPORTED_TYPE_NAMES.contains(&name)
    }

    /// One template argument: a type, or a constant expression that stops
    /// before `>` and `,`.
    pub(crate) fn template_arg(&mut self) -> PResult<TemplateArg> {
        // `unorm float4`, `snorm float2`, `row_major float4x4`.
        let mut quals = Vec::new();
        while self.peek().is_ident()
            && matches!(
                &*self.peek().text,
                "unorm" | "snorm" | "row_major" | "column_major"
            )
            && self.peek_at(1).is_ident()
        {
            quals.push(self.bump().text.to_string());
        }
        if self.starts_type() || !quals.is_empty() {
            let mut t = self.type_ref()?;
            t.quals = quals;
            return Ok(TemplateArg::Type(t));
        }
        Ok(TemplateArg::Expr(self.expr_no_relational()?))
    }

    /// Tries `< args >` followed by `(` (a method template such as
    /// `buf.Load<uint2>(0)`); restores the position and returns `None` when
    /// the tokens are not that.
    pub(crate) fn try_call_template_args(&mut self) -> Option<Vec<TemplateArg>> {
        if !self.is("<") {
            return None;
        }
        let save = self.pos;
        let errors = self.diags.checkpoint();
        self.bump();
        let mut args = Vec::new();
        let ok = (|| {
            if !self.starts_type() {
                return false;
            }
            loop {
                match self.template_arg() {
                    Ok(a) => args.push(a),
                    Err(_) => return false,
                }
                if !self.eat(",") {
                    break;
                }
            }
            self.eat(">") && self.is("(")
        })();
        if ok {
            return Some(args);
        }
        self.pos = save;
        self.diags.rollback(errors);
        None
    }
}
