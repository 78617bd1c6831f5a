//! Semantic analysis: name lookup in nested scopes, the type of every
//! expression, implicit conversions made explicit, overload resolution among
//! user functions, intrinsics and resource methods, l-value checks, constant
//! evaluation (array sizes, `numthreads`, `case` labels), resource bindings
//! (`register`, `[[vk::binding]]`), and the entry-point checks of the target
//! stage. Semantics follow the HLSL specification
//! (https://microsoft.github.io/hlsl-specs/specs/hlsl.html) and DXC where it
//! is silent; messages use clang's wording.
//!
//! The result is the annotated AST (see [`crate::ast`]) plus a [`Program`]:
//! the tables of variables, functions and structs the AST's ids index.

mod attrs;
mod calls;
mod consteval;
pub mod conv;
mod decls;
mod entry;
mod expr;
mod flow;
mod stmt;
mod vulkan;

use rustc_hash::FxHashMap;

use crate::ast::{FuncId, Ident, ParamMode, TranslationUnit, VarId};
use crate::diag::{Diagnostic, Diagnostics};
use crate::options::{Options, ShaderStage};
use crate::resources::RegisterClass;
use crate::source::Span;
use crate::types::Type;

pub use consteval::ConstValue;

/// Where a variable lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarKind {
    /// A non-static global: a resource, or a uniform constant (`$Globals`).
    Global,
    Static,
    GroupShared,
    Local,
    Param(ParamMode),
    /// A member of a `cbuffer` / `tbuffer` (its buffer in [`VarInfo::buffer`]).
    BufferMember,
    /// The `cbuffer` / `tbuffer` block itself.
    Buffer,
}

/// A `register(x#, spaceN)` binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding {
    pub class: RegisterClass,
    pub slot: u32,
    pub space: u32,
}

#[derive(Clone, Debug)]
pub struct VarInfo {
    pub name: String,
    pub ty: Type,
    pub kind: VarKind,
    /// `const`, or implicitly const (uniform globals, buffer members, `in`
    /// resources).
    pub is_const: bool,
    pub span: Span,
    pub binding: Option<Binding>,
    /// `[[vk::binding(b, s)]]`.
    pub vk_binding: Option<(u32, u32)>,
    /// `[[vk::counter_binding(b)]]`.
    pub vk_counter_binding: Option<u32>,
    /// `[[vk::location(n)]]`.
    pub vk_location: Option<u32>,
    /// `[[vk::push_constant]]`.
    pub push_constant: bool,
    /// `[[vk::constant_id(N)]]`: a specialization constant, with the value
    /// of its initializer as default.
    pub spec_constant: Option<(u32, ConstValue)>,
    pub semantic: Option<String>,
    /// The value of a `static const` scalar with a constant initializer.
    pub const_value: Option<ConstValue>,
    /// For buffer members: the buffer's variable and the member index.
    pub buffer: Option<(VarId, u32)>,
    /// `row_major` / `column_major` as written, else the default.
    pub row_major: bool,
}

impl VarInfo {
    /// A variable declared as `name`, with no binding, annotation or
    /// constant value yet.
    pub fn new(name: &Ident, ty: Type, kind: VarKind, is_const: bool, row_major: bool) -> VarInfo {
        VarInfo {
            name: name.name.clone(),
            ty,
            kind,
            is_const,
            span: name.span,
            binding: None,
            vk_binding: None,
            vk_counter_binding: None,
            vk_location: None,
            push_constant: false,
            spec_constant: None,
            semantic: None,
            const_value: None,
            buffer: None,
            row_major,
        }
    }
}

#[derive(Clone, Debug)]
pub struct ParamInfo {
    pub name: String,
    pub ty: Type,
    pub mode: ParamMode,
    pub var: VarId,
    pub has_default: bool,
    /// The default argument, checked and converted to the parameter's type.
    pub default: Option<crate::ast::Expr>,
    pub semantic: Option<String>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct FuncInfo {
    pub name: String,
    pub params: Vec<ParamInfo>,
    pub ret: Type,
    pub ret_semantic: Option<String>,
    pub span: Span,
    pub defined: bool,
    /// The struct of a method.
    pub owner: Option<u32>,
    pub is_static: bool,
    /// `[numthreads(x, y, z)]`.
    pub numthreads: Option<[u32; 3]>,
    /// `[shader("...")]`.
    pub shader: Option<ShaderStage>,
}

#[derive(Clone, Debug)]
pub struct FieldInfo {
    pub name: String,
    pub ty: Type,
    pub semantic: Option<String>,
    pub span: Span,
    /// Matrix layout: `row_major` / `column_major` as written, else the
    /// default (`#pragma pack_matrix`, `-Zpr`).
    pub row_major: bool,
}

#[derive(Clone, Debug)]
pub struct StructInfo {
    pub name: String,
    pub fields: Vec<FieldInfo>,
    pub base: Option<u32>,
    pub methods: Vec<FuncId>,
    pub span: Span,
    /// Static members: name to variable.
    pub statics: Vec<(String, VarId)>,
}

/// The tables the annotated AST refers to.
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub vars: Vec<VarInfo>,
    pub functions: Vec<FuncInfo>,
    pub structs: Vec<StructInfo>,
    /// The entry point (`-E`), when the profile has one.
    pub entry: Option<FuncId>,
    /// Entry points of a library profile (`[shader("...")]` functions).
    pub library_entries: Vec<FuncId>,
}

impl Program {
    pub fn var(&self, id: VarId) -> &VarInfo {
        &self.vars[id as usize]
    }

    pub fn function(&self, id: FuncId) -> &FuncInfo {
        &self.functions[id as usize]
    }

    /// All fields of a struct, base classes first.
    pub fn all_fields(&self, id: u32) -> Vec<FieldInfo> {
        let mut out = Vec::new();
        let mut chain = Vec::new();
        let mut cur = Some(id);
        while let Some(c) = cur {
            if chain.contains(&c) || chain.len() > 64 {
                break;
            }
            chain.push(c);
            cur = self.structs.get(c as usize).and_then(|s| s.base);
        }
        for c in chain.into_iter().rev() {
            out.extend(self.structs[c as usize].fields.iter().cloned());
        }
        out
    }
}

/// What a name in scope denotes.
#[derive(Clone, Debug)]
enum Symbol {
    Var(VarId),
    Funcs(Vec<FuncId>),
    Type(Type, Span),
    EnumConst(i64, Type),
}

/// Nesting limit of expressions and statements sema walks (the parser's
/// limit already bounds them; this guards constructed trees).
const MAX_DEPTH: u32 = 1024;

pub struct Sema<'a> {
    diags: &'a mut Diagnostics,
    opts: &'a Options,
    prog: Program,
    scopes: Vec<FxHashMap<String, Symbol>>,
    /// The function being checked: its return type and id.
    ret_ty: Option<Type>,
    current_fn: Option<FuncId>,
    /// The struct whose method is being checked (`this` members in scope).
    current_struct: Option<u32>,
    loop_depth: u32,
    switch_depth: u32,
    /// `#pragma pack_matrix` / `-Zpr`.
    row_major: bool,
    depth: u32,
    /// Namespace prefix of declarations (`N::`).
    namespace: Vec<String>,
    /// Calls between user functions: (caller, callee, call site).
    calls: Vec<(FuncId, FuncId, Span)>,
}

/// Checks a parsed translation unit in place.
pub fn check(tu: &mut TranslationUnit, diags: &mut Diagnostics, opts: &Options) -> Program {
    let mut s = Sema {
        diags,
        opts,
        prog: Program::default(),
        scopes: vec![FxHashMap::default()],
        ret_ty: None,
        current_fn: None,
        current_struct: None,
        loop_depth: 0,
        switch_depth: 0,
        row_major: opts.row_major,
        depth: 0,
        namespace: Vec::new(),
        calls: Vec::new(),
    };
    for d in &mut tu.decls {
        s.top_decl(d);
    }
    s.check_entry_points();
    s.check_recursion();
    s.check_undefined_calls();
    s.prog
}

impl Sema<'_> {
    fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.error(span, msg);
    }

    fn warn(&mut self, span: Span, msg: impl Into<String>, flag: &'static str) {
        self.diags.warning(span, msg, flag);
    }

    fn emit(&mut self, d: Diagnostic) {
        self.diags.emit(d);
    }

    fn push_scope(&mut self) {
        self.scopes.push(FxHashMap::default());
    }

    fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    fn lookup(&self, name: &str) -> Option<&Symbol> {
        self.scopes.iter().rev().find_map(|s| s.get(name))
    }

    /// The symbol's span for "previous definition is here".
    fn symbol_span(&self, sym: &Symbol) -> Option<Span> {
        match sym {
            Symbol::Var(v) => Some(self.prog.vars[*v as usize].span),
            Symbol::Funcs(f) => f.first().map(|f| self.prog.functions[*f as usize].span),
            Symbol::Type(_, span) => Some(*span),
            Symbol::EnumConst(..) => None,
        }
    }

    /// Declares a name in the innermost scope; a clash in the same scope is
    /// clang's "redefinition" error.
    fn declare(&mut self, name: &str, span: Span, sym: Symbol) {
        if name.is_empty() {
            return;
        }
        if let Some(prev) = self.scopes.last().and_then(|s| s.get(name)).cloned() {
            let prev_span = self.symbol_span(&prev);
            let mut d = Diagnostic::error(span, format!("redefinition of '{name}'"));
            if let Some(p) = prev_span {
                d = d.with_note(Some(p), "previous definition is here");
            }
            self.emit(d);
            return;
        }
        let scope = self.scopes.last_mut().expect("a scope");
        scope.insert(name.to_string(), sym.clone());
        if !self.namespace.is_empty() && self.scopes.len() >= 2 {
            let qualified = format!("{}::{name}", self.namespace.join("::"));
            self.scopes[0].insert(qualified, sym);
        }
    }

    fn new_var(&mut self, info: VarInfo) -> VarId {
        self.prog.vars.push(info);
        (self.prog.vars.len() - 1) as VarId
    }

    /// Enters one nesting level of the walk.
    fn enter(&mut self, span: Span) -> bool {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.depth -= 1;
            if !self.diags.is_fatal() {
                self.diags.fatal(Some(span), "expression nested too deeply");
            }
            return false;
        }
        true
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }
}

#[cfg(test)]
pub(crate) mod tests;
