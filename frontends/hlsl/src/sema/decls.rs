//! Declarations: types as written to semantic types, global and local
//! variables (storage class, constness, bindings, initializers), functions
//! and their redeclarations, structs, `cbuffer`/`tbuffer`, typedefs, enums
//! and namespaces.

use std::rc::Rc;

use super::consteval::ConstValue;
use super::{Binding, FieldInfo, FuncInfo, ParamInfo, Sema, StructInfo, Symbol, VarInfo, VarKind};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::parser::types_unsupported;
use crate::resources::{ObjectKind, Params, RegisterClass, Shape};
use crate::source::Span;
use crate::types::{ResourceType, Scalar, Type, builtin_numeric};

/// The largest array the front end accepts (elements).
const MAX_ARRAY: i64 = 1 << 24;

impl Sema<'_> {
    pub(super) fn top_decl(&mut self, d: &mut Decl) {
        match d {
            Decl::Var(v) => self.global_var(v),
            Decl::Function(f) => self.function(f, None),
            Decl::Struct(s) => self.struct_decl(s),
            Decl::StructVars(s, vars) => self.struct_vars(s, vars, Self::global_var),
            Decl::Typedef(t) => self.typedef(t),
            Decl::Buffer(b) => self.buffer(b),
            Decl::Enum(e) => self.enum_decl(e),
            Decl::Namespace(n) => {
                self.namespace.push(n.name.name.clone());
                self.push_scope();
                for d in &mut n.decls {
                    self.top_decl(d);
                }
                self.pop_scope();
                self.namespace.pop();
            }
            Decl::PackMatrix(row, _) => self.row_major = *row,
            Decl::Empty(_) => {}
        }
    }

    // --- Types ---------------------------------------------------------------------

    /// Resolves a written type (and records it in the node).
    pub(super) fn resolve_type(&mut self, t: &mut TypeRef) -> Type {
        let ty = self.resolve_type_inner(t);
        t.resolved = ty.clone();
        ty
    }

    fn resolve_type_inner(&mut self, t: &mut TypeRef) -> Type {
        let name = t.name.clone();
        if let Some((ty, needs16)) = builtin_numeric(&name) {
            if needs16 && !self.opts.enable_16bit_types {
                self.error(t.span, format!("'{name}' requires -enable-16bit-types"));
                return Type::Error;
            }
            // Without native 16-bit types, `half` is a 32-bit float (DXC).
            return self.lower_half(ty);
        }
        match name.as_str() {
            "void" => return Type::Void,
            "string" => return Type::String,
            "vector" => return self.vector_matrix_type(t, "vector", 1),
            "matrix" => return self.vector_matrix_type(t, "matrix", 2),
            "auto" => {
                self.error(t.span, "unsupported: 'auto' type");
                return Type::Error;
            }
            _ => {}
        }
        if let Some(kind) = ObjectKind::from_name(&name) {
            return self.resource_type(kind, t);
        }
        if types_unsupported(&name) {
            self.error(t.span, format!("unsupported: type '{name}'"));
            return Type::Error;
        }
        match self.lookup(&name) {
            Some(Symbol::Type(ty, _)) => ty.clone(),
            _ => {
                self.error(t.span, format!("unknown type name '{name}'"));
                Type::Error
            }
        }
    }

    fn lower_half(&self, ty: Type) -> Type {
        if self.opts.enable_16bit_types {
            return ty;
        }
        match ty.scalar() {
            Some(Scalar::Half) => ty.with_scalar(Scalar::Float),
            _ => ty,
        }
    }

    fn template_type(&mut self, arg: &mut TemplateArg) -> Type {
        match arg {
            TemplateArg::Type(t) => self.resolve_type(t),
            TemplateArg::Expr(e) => {
                self.error(
                    e.span,
                    "template argument for template type parameter must be a type",
                );
                Type::Error
            }
        }
    }

    fn template_int(&mut self, arg: &mut TemplateArg, max: i64) -> Option<i64> {
        match arg {
            TemplateArg::Expr(e) => {
                self.check_expr(e);
                let v = self.const_int(e)?;
                if v < 1 || v > max {
                    self.error(
                        e.span,
                        format!("template argument must be between 1 and {max}"),
                    );
                    return None;
                }
                Some(v)
            }
            TemplateArg::Type(t) => {
                self.error(
                    t.span,
                    "template argument for non-type template parameter must be an expression",
                );
                None
            }
        }
    }

    /// `vector<T, N>` (`sizes` 1) and `matrix<T, R, C>` (`sizes` 2); the
    /// bare names are `float4` and `float4x4`.
    fn vector_matrix_type(&mut self, t: &mut TypeRef, name: &str, sizes: usize) -> Type {
        let build = |s: Scalar, n: &[i64]| match n {
            [n] => Type::Vector(s, *n as u8),
            [r, c] => Type::Matrix(s, *r as u8, *c as u8),
            _ => Type::Error,
        };
        if t.args.is_empty() {
            return build(Scalar::Float, &[4, 4][..sizes]);
        }
        if t.args.len() != sizes + 1 {
            self.error(
                t.span,
                format!("too few template arguments for class template '{name}'"),
            );
            return Type::Error;
        }
        let elem = self.template_type(&mut t.args[0]);
        let n: Option<Vec<i64>> = t.args[1..]
            .iter_mut()
            .map(|arg| self.template_int(arg, 4))
            .collect::<Vec<_>>()
            .into_iter()
            .collect();
        match (elem, n) {
            (Type::Scalar(s), Some(n)) => build(s, &n),
            (Type::Error, _) | (_, None) => Type::Error,
            (other, _) => {
                self.error(
                    t.span,
                    format!(
                        "'{other}' cannot be used as a type parameter where a scalar is required"
                    ),
                );
                Type::Error
            }
        }
    }

    fn resource_type(&mut self, kind: ObjectKind, t: &mut TypeRef) -> Type {
        let info = kind.info();
        let mut res = ResourceType {
            kind,
            element: None,
            samples: 0,
            feedback: None,
        };
        let nargs = t.args.len();
        let name = info.name;
        match info.params {
            Params::None => {
                if nargs > 0 {
                    self.error(t.span, format!("'{name}' is not a template"));
                    return Type::Error;
                }
            }
            Params::Element | Params::ElementDefaulted | Params::ElementSamples => {
                if nargs == 0 {
                    if info.params == Params::Element {
                        self.error(
                            t.span,
                            format!("use of class template '{name}' requires template arguments"),
                        );
                        return Type::Error;
                    }
                    res.element = Some(Type::Vector(Scalar::Float, 4));
                } else {
                    let max_args = if info.params == Params::ElementSamples {
                        2
                    } else {
                        1
                    };
                    if nargs > max_args {
                        self.error(
                            t.span,
                            format!("too many template arguments for class template '{name}'"),
                        );
                        return Type::Error;
                    }
                    let elem = self.template_type(&mut t.args[0]);
                    if elem.is_error() {
                        return Type::Error;
                    }
                    if nargs == 2 {
                        match self.template_int(&mut t.args[1], 128) {
                            Some(n) => res.samples = n as u32,
                            None => return Type::Error,
                        }
                    }
                    if !self.element_allowed(kind, &elem, t.span) {
                        return Type::Error;
                    }
                    res.element = Some(elem);
                }
            }
            Params::Feedback => {
                let arg = t.args.first().and_then(|a| match a {
                    TemplateArg::Expr(Expr {
                        kind: ExprKind::Name { path, .. },
                        ..
                    }) => Some(path.last().map(|p| p.name.clone()).unwrap_or_default()),
                    _ => None,
                });
                match arg.as_deref() {
                    Some(f @ ("SAMPLER_FEEDBACK_MIN_MIP" | "SAMPLER_FEEDBACK_MIP_REGION_USED"))
                        if nargs == 1 =>
                    {
                        res.feedback = Some(f.to_string())
                    }
                    _ => {
                        self.error(
                            t.span,
                            format!("'{name}' requires SAMPLER_FEEDBACK_MIN_MIP or SAMPLER_FEEDBACK_MIP_REGION_USED"),
                        );
                        return Type::Error;
                    }
                }
            }
        }
        Type::Resource(Rc::new(res))
    }

    /// The element rules: typed buffers and textures hold up to four 32-bit
    /// (or two 64-bit) components; structured buffers hold any non-resource
    /// type; constant buffers hold structs.
    fn element_allowed(&mut self, kind: ObjectKind, elem: &Type, span: Span) -> bool {
        let info = kind.info();
        let name = info.name;
        if elem.is_resource() {
            self.error(
                span,
                format!("object type '{elem}' cannot be used as the element of '{name}'"),
            );
            return false;
        }
        match info.shape {
            Shape::ConstantBuffer => {
                if !matches!(elem, Type::Struct(..)) {
                    self.error(
                        span,
                        format!("'{name}' requires a struct type argument, not '{elem}'"),
                    );
                    return false;
                }
            }
            Shape::Structured => {}
            _ => {
                let ok = match elem {
                    Type::Scalar(s) | Type::Vector(s, _) => {
                        let bits = s.bits(self.opts.enable_16bit_types)
                            * elem.component_count().unwrap_or(1);
                        bits <= 128
                    }
                    Type::Struct(..) => false,
                    _ => false,
                };
                if !ok {
                    self.error(
                        span,
                        format!("elements of typed buffers and textures must be scalars or vectors of at most 16 bytes, not '{elem}'"),
                    );
                    return false;
                }
            }
        }
        true
    }

    /// Applies array dimensions to a type. `allow_unsized` for resource arrays
    /// and parameters.
    pub(super) fn apply_dims(
        &mut self,
        base: Type,
        dims: &mut [Option<Expr>],
        init: Option<&Init>,
    ) -> Type {
        let mut ty = base;
        for (i, d) in dims.iter_mut().enumerate().rev() {
            let len = match d {
                Some(e) => {
                    self.check_expr(e);
                    match self.const_int(e) {
                        Some(n) if n > 0 && n <= MAX_ARRAY => Some(n as u32),
                        Some(n) if n <= 0 => {
                            self.error(e.span, "array size must be greater than zero");
                            return Type::Error;
                        }
                        Some(_) => {
                            self.error(e.span, "array is too large");
                            return Type::Error;
                        }
                        None => {
                            if !e.ty.is_error() {
                                self.error(e.span, "array size is not a constant expression");
                            }
                            return Type::Error;
                        }
                    }
                }
                // `int a[] = {1, 2, 3};` takes its size from the initializer.
                None if i == 0 => match init {
                    Some(Init::List(items, _)) if !ty.is_resource() => {
                        // Check a copy to count the scalars the items provide.
                        let per = self.flat_count(&ty).max(1);
                        let mut copy = items.clone();
                        let cp = self.diags.checkpoint();
                        let mut flat = Vec::new();
                        self.flatten_init_exprs(&mut copy, &mut flat);
                        self.diags.rollback(cp);
                        let total: usize = flat.iter().map(|e| self.flat_count(&e.ty)).sum();
                        Some(total.div_ceil(per).max(1) as u32)
                    }
                    _ => None,
                },
                None => None,
            };
            ty = Type::Array(Rc::new(ty), len);
        }
        ty
    }

    /// Scalars in a type (for brace initializers).
    pub(super) fn flat_count(&self, ty: &Type) -> usize {
        match ty {
            Type::Array(e, Some(n)) => self.flat_count(e) * *n as usize,
            Type::Struct(id, _) => self
                .prog
                .all_fields(*id)
                .iter()
                .map(|f| self.flat_count(&f.ty))
                .sum(),
            t if t.is_numeric() => t.component_count().unwrap_or(1) as usize,
            _ => 1,
        }
    }

    // --- Variables -----------------------------------------------------------------

    /// Matrix layout from qualifiers, else the current default.
    fn layout_of(&self, q: &Qualifiers) -> bool {
        if q.has("row_major") {
            true
        } else if q.has("column_major") {
            false
        } else {
            self.row_major
        }
    }

    fn var_info(&self, v: &VarDecl, ty: Type, kind: VarKind, is_const: bool) -> VarInfo {
        let semantic = v.annotations.iter().find_map(|a| match a {
            Annotation::Semantic(s) => Some(s.name.clone()),
            _ => None,
        });
        let row_major = self.layout_of(&v.quals);
        VarInfo {
            semantic,
            ..VarInfo::new(&v.name, ty, kind, is_const, row_major)
        }
    }

    fn global_var(&mut self, v: &mut VarDecl) {
        // `uint S::s = 20;`: the out-of-line definition of a static member.
        if v.name.name.contains("::") {
            self.static_member_definition(v);
            return;
        }
        let base = self.resolve_type(&mut v.ty);
        let ty = self.apply_dims(base, &mut v.dims, v.init.as_ref());
        v.resolved = ty.clone();
        let is_static = v.quals.has("static");
        let groupshared = v.quals.has("groupshared");
        let kind = if groupshared {
            VarKind::GroupShared
        } else if is_static {
            VarKind::Static
        } else {
            VarKind::Global
        };
        // Non-static globals are uniform: constant for the shader.
        let is_const = v.quals.has("const") || kind == VarKind::Global;
        if ty.is_void() {
            self.error(v.name.span, "variable has incomplete type 'void'");
        }
        let mut info = self.var_info(v, ty.clone(), kind, is_const);
        self.bindings(v, &mut info);
        if let Some(init) = &mut v.init {
            if kind == VarKind::Global && !ty.is_resource() && !v.quals.has("extern") {
                // DXC ignores initializers of uniform globals; keep checking them.
            }
            v.flat_init = self.check_init(init, &ty);
            if is_static && v.quals.has("const") {
                info.const_value = self.init_const_value(v);
            }
        }
        self.check_vk_inputs(v, &mut info);
        let id = self.new_var(info);
        v.id = Some(id);
        self.declare(&v.name.name.clone(), v.name.span, Symbol::Var(id));
    }

    fn init_const_value(&mut self, v: &VarDecl) -> Option<ConstValue> {
        match &v.init {
            Some(Init::Expr(e)) => self.const_eval(e),
            _ => None,
        }
    }

    fn static_member_definition(&mut self, v: &mut VarDecl) {
        let base = self.resolve_type(&mut v.ty);
        let ty = self.apply_dims(base, &mut v.dims, v.init.as_ref());
        v.resolved = ty.clone();
        let name = v.name.name.clone();
        let Some(Symbol::Var(id)) = self.lookup(&name).cloned() else {
            self.error(
                v.name.span,
                format!(
                    "no member named '{}' declared",
                    name.rsplit("::").next().unwrap_or("")
                ),
            );
            return;
        };
        v.id = Some(id);
        if let Some(init) = &mut v.init {
            v.flat_init = self.check_init(init, &ty);
        }
        if self.prog.vars[id as usize].is_const {
            let c = self.init_const_value(v);
            self.prog.vars[id as usize].const_value = c;
        }
    }

    /// A local variable declaration.
    pub(super) fn local_var(&mut self, v: &mut VarDecl) {
        let base = self.resolve_type(&mut v.ty);
        let ty = self.apply_dims(base, &mut v.dims, v.init.as_ref());
        v.resolved = ty.clone();
        let is_static = v.quals.has("static");
        if v.quals.has("groupshared") {
            self.error(
                v.name.span,
                "'groupshared' variables must be declared at global scope",
            );
        }
        if ty.is_void() {
            self.error(v.name.span, "variable has incomplete type 'void'");
        }
        let kind = if is_static {
            VarKind::Static
        } else {
            VarKind::Local
        };
        let is_const = v.quals.has("const");
        let mut info = self.var_info(v, ty.clone(), kind, is_const);
        if let Some(init) = &mut v.init {
            v.flat_init = self.check_init(init, &ty);
        } else if is_const && !ty.is_resource() {
            self.error(
                v.name.span,
                format!("default initialization of an object of const type 'const {ty}'"),
            );
        }
        if is_const {
            info.const_value = self.init_const_value(v);
        }
        let id = self.new_var(info);
        v.id = Some(id);
        self.declare(&v.name.name.clone(), v.name.span, Symbol::Var(id));
    }

    /// Checks an initializer against the declared type; returns the
    /// flattened, converted scalars of a brace list.
    pub(super) fn check_init(&mut self, init: &mut Init, ty: &Type) -> Vec<Expr> {
        match init {
            Init::Expr(e) => {
                self.check_expr(e);
                // `float4 v = {1, 2, 3, 4}` style via InitList expression.
                if let ExprKind::InitList(_) = e.kind {
                    return Vec::new();
                }
                self.convert_for_init(e, ty);
                Vec::new()
            }
            Init::List(items, span) => {
                let span = *span;
                let mut flat = Vec::new();
                self.flatten_init_exprs(items, &mut flat);
                let mut leaves = Vec::new();
                self.leaf_types(ty, &mut leaves);
                // Each initializer expression contributes its scalars.
                let given: usize = flat.iter().map(|e| self.flat_count(&e.ty)).sum();
                let unsized_ok = matches!(ty, Type::Array(_, None));
                if !unsized_ok
                    && given != leaves.len()
                    && !ty.is_error()
                    && flat.iter().all(|e| !e.ty.is_error())
                {
                    let msg = if given < leaves.len() {
                        format!(
                            "too few elements in vector initialization (expected {} elements, have {given})",
                            leaves.len()
                        )
                    } else {
                        format!(
                            "too many elements in vector initialization (expected {} elements, have {given})",
                            leaves.len()
                        )
                    };
                    self.error(span, msg);
                    return flat;
                }
                // Each item takes the component type of the leaves it covers
                // (an item may cover several: `float4 a[2] = {v0, v1}`).
                let mut cursor = 0usize;
                for e in flat.iter_mut() {
                    let n = self.flat_count(&e.ty);
                    if let Some(leaf) = leaves.get(cursor) {
                        let target = match (&e.ty, leaf) {
                            (t, Type::Scalar(s)) if t.is_numeric() && n > 1 => t.with_scalar(*s),
                            (t, l) if t.is_numeric() && l.is_numeric() => l.clone(),
                            _ => e.ty.clone(),
                        };
                        self.convert_implicit(e, &target, "initializing");
                    }
                    cursor += n;
                }
                flat
            }
        }
    }

    fn flatten_init_exprs(&mut self, items: &mut [Init], out: &mut Vec<Expr>) {
        for i in items.iter_mut() {
            match i {
                Init::Expr(e) => {
                    self.check_expr(e);
                    out.push(e.clone());
                }
                Init::List(inner, _) => self.flatten_init_exprs(inner, out),
            }
        }
    }

    /// The scalar types of a type in memory order.
    pub(super) fn leaf_types(&self, ty: &Type, out: &mut Vec<Type>) {
        if out.len() > 1 << 20 {
            return;
        }
        match ty {
            Type::Array(e, Some(n)) => {
                for _ in 0..*n {
                    self.leaf_types(e, out);
                }
            }
            Type::Struct(id, _) => {
                for f in self.prog.all_fields(*id) {
                    self.leaf_types(&f.ty, out);
                }
            }
            t if t.is_numeric() => {
                let s = t.scalar().unwrap_or(Scalar::Float);
                for _ in 0..t.component_count().unwrap_or(1) {
                    out.push(Type::Scalar(s));
                }
            }
            other => out.push(other.clone()),
        }
    }

    /// `register(...)`, `[[vk::binding]]`, `[[vk::counter_binding]]` of a
    /// global; checks the register class against the resource kind.
    fn bindings(&mut self, v: &VarDecl, info: &mut VarInfo) {
        let elem = match &info.ty {
            Type::Array(e, _) => {
                let mut t = (**e).clone();
                while let Type::Array(inner, _) = t {
                    t = (*inner).clone();
                }
                t
            }
            t => t.clone(),
        };
        for a in &v.annotations {
            let Annotation::Register {
                slot, space, span, ..
            } = a
            else {
                continue;
            };
            let Some(slot) = slot else {
                if space.is_none() {
                    self.error(*span, "expected register type");
                }
                continue;
            };
            let letter = slot.name.chars().next().unwrap_or(' ');
            let number: Option<u32> = slot.name[1..]
                .split('[')
                .next()
                .and_then(|n| n.parse().ok());
            let Some(number) = number else {
                self.error(slot.span, format!("invalid register name '{}'", slot.name));
                continue;
            };
            let space_n = match space {
                Some(s) => match s.name[5..].parse::<u32>() {
                    Ok(n) => n,
                    Err(_) => {
                        self.error(
                            s.span,
                            format!(
                                "invalid space specifier '{}' used in register annotation",
                                s.name
                            ),
                        );
                        continue;
                    }
                },
                None => 0,
            };
            let class = match RegisterClass::from_letter(letter) {
                Some(c) => c,
                None if letter.eq_ignore_ascii_case(&'c') && elem.is_numeric() => continue,
                None => {
                    self.error(
                        slot.span,
                        format!("invalid register name prefix '{letter}'"),
                    );
                    continue;
                }
            };
            if let Type::Resource(r) = &elem {
                let expected = r.kind.info().class;
                if expected != class {
                    self.error(
                        slot.span,
                        format!(
                            "invalid register type '{letter}' for '{}' (expected '{}')",
                            r.kind.name(),
                            expected.letter()
                        ),
                    );
                    continue;
                }
            } else if !elem.is_error()
                && class != RegisterClass::CBuffer
                && !matches!(elem, Type::Struct(..))
            {
                self.error(
                    slot.span,
                    format!("invalid register type '{letter}' for a variable of type '{elem}'"),
                );
                continue;
            }
            info.binding = Some(Binding {
                class,
                slot: number,
                space: space_n,
            });
        }
        for a in &v.attrs {
            if a.namespace.as_deref() != Some("vk") {
                continue;
            }
            let args: Vec<Option<i64>> = a
                .args
                .iter()
                .map(|e| self.const_eval_unchecked(e))
                .collect();
            match a.name.as_str() {
                "binding" => match args.as_slice() {
                    [Some(b)] => info.vk_binding = Some((*b as u32, 0)),
                    [Some(b), Some(s)] => info.vk_binding = Some((*b as u32, *s as u32)),
                    _ => self.error(
                        a.span,
                        "'binding' attribute takes one or two integer constant arguments",
                    ),
                },
                "counter_binding" => {
                    let ok = matches!(&elem, Type::Resource(r) if r.kind.info().shape == Shape::Structured && r.kind.is_writable());
                    if !ok {
                        self.error(
                            a.span,
                            "'counter_binding' attribute only applies to RWStructuredBuffer, AppendStructuredBuffer and ConsumeStructuredBuffer",
                        );
                    }
                    match args.as_slice() {
                        [Some(b)] => info.vk_counter_binding = Some(*b as u32),
                        _ => self.error(
                            a.span,
                            "'counter_binding' attribute takes one integer constant argument",
                        ),
                    }
                }
                "location" => match args.as_slice() {
                    [Some(l)] => info.vk_location = Some(*l as u32),
                    _ => self.error(
                        a.span,
                        "'location' attribute takes one integer constant argument",
                    ),
                },
                "push_constant" => info.push_constant = true,
                "constant_id" => match args.as_slice() {
                    [Some(id)] if u32::try_from(*id).is_ok() => {
                        info.spec_constant = Some((*id as u32, ConstValue::Int(0)));
                    }
                    _ => self.error(
                        a.span,
                        "'constant_id' attribute takes one non-negative integer constant argument",
                    ),
                },
                _ => {}
            }
        }
    }

    // --- Functions -----------------------------------------------------------------

    /// A function (or a method of `owner`).
    pub(super) fn function(&mut self, f: &mut FunctionDecl, owner: Option<u32>) {
        let id = self.function_signature(f, owner, f.body.is_some());
        self.function_body(f, id);
    }

    /// Declares a function from its signature (so calls before its body, or
    /// from methods written earlier, resolve); `has_body` says whether this
    /// declaration defines it.
    pub(super) fn function_signature(
        &mut self,
        f: &mut FunctionDecl,
        owner: Option<u32>,
        has_body: bool,
    ) -> u32 {
        let ret = self.resolve_type(&mut f.ret);
        self.push_scope();
        let mut params = Vec::new();
        for p in &mut f.params {
            let base = self.resolve_type(&mut p.var.ty);
            let ty = self.apply_dims(base, &mut p.var.dims, None);
            p.var.resolved = ty.clone();
            if let Some(init) = &mut p.var.init {
                let _ = self.check_init(init, &ty);
            }
            let is_const = p.var.quals.has("const");
            let info = self.var_info(&p.var, ty.clone(), VarKind::Param(p.mode), is_const);
            let semantic = info.semantic.clone();
            let id = self.new_var(info);
            p.var.id = Some(id);
            if !p.var.name.name.is_empty() {
                self.declare(&p.var.name.name.clone(), p.var.name.span, Symbol::Var(id));
            }
            params.push(ParamInfo {
                name: p.var.name.name.clone(),
                ty,
                mode: p.mode,
                var: id,
                has_default: p.var.init.is_some(),
                default: match &p.var.init {
                    Some(Init::Expr(e)) => Some(e.clone()),
                    _ => None,
                },
                semantic,
                span: p.var.name.span,
            });
        }
        // Default arguments must be trailing.
        let mut seen_default = false;
        for p in &params {
            if p.has_default {
                seen_default = true;
            } else if seen_default {
                self.error(
                    p.span,
                    "missing default argument on parameter '".to_string() + &p.name + "'",
                );
            }
        }
        let ret_semantic = f.ret_annotations.iter().find_map(|a| match a {
            Annotation::Semantic(s) => Some(s.name.clone()),
            _ => None,
        });
        let mut info = FuncInfo {
            name: f.name.name.clone(),
            params,
            ret: ret.clone(),
            ret_semantic,
            span: f.name.span,
            defined: f.body.is_some(),
            owner,
            is_static: f.quals.has("static"),
            numthreads: None,
            shader: None,
        };
        self.function_attributes(f, &mut info);
        let id = self.declare_function(info, has_body);
        f.id = Some(id);
        self.pop_scope();
        id
    }

    /// Checks a function's body with its parameters in scope.
    pub(super) fn function_body(&mut self, f: &mut FunctionDecl, id: u32) {
        let Some(body) = &mut f.body else { return };
        self.push_scope();
        let params = self.prog.functions[id as usize].params.clone();
        for p in &params {
            if !p.name.is_empty() {
                self.scopes
                    .last_mut()
                    .expect("a scope")
                    .insert(p.name.clone(), Symbol::Var(p.var));
            }
        }
        let ret = self.prog.functions[id as usize].ret.clone();
        {
            let saved = (
                self.ret_ty.take(),
                self.current_fn,
                self.loop_depth,
                self.switch_depth,
            );
            self.ret_ty = Some(ret);
            self.current_fn = Some(id);
            self.loop_depth = 0;
            self.switch_depth = 0;
            self.block_stmts(body);
            self.ret_ty = saved.0;
            self.current_fn = saved.1;
            self.loop_depth = saved.2;
            self.switch_depth = saved.3;
        }
        self.pop_scope();
        let ret = self.prog.functions[id as usize].ret.clone();
        self.check_falls_off(f, &ret);
    }

    /// Adds a function, merging it with an earlier declaration of the same
    /// signature (a prototype). Declared in the enclosing scope of the body.
    fn declare_function(&mut self, info: FuncInfo, has_body: bool) -> u32 {
        let name = info.name.clone();
        let span = info.span;
        // The function's own scope is the innermost; declare one outside it.
        let outer = self.scopes.len() - 2;
        let existing = match self.scopes[outer].get(&name) {
            Some(Symbol::Funcs(ids)) => Some(ids.clone()),
            Some(other) => {
                let prev = self.symbol_span(&other.clone());
                let mut d = Diagnostic::error(
                    span,
                    format!("redefinition of '{name}' as different kind of symbol"),
                );
                if let Some(p) = prev {
                    d = d.with_note(Some(p), "previous definition is here");
                }
                self.emit(d);
                None
            }
            None => None,
        };
        if let Some(ids) = &existing {
            for &fid in ids {
                let prev = self.prog.functions[fid as usize].clone();
                let same = prev.params.len() == info.params.len()
                    && prev
                        .params
                        .iter()
                        .zip(&info.params)
                        .all(|(a, b)| a.ty == b.ty && a.mode == b.mode);
                if same {
                    if prev.defined && has_body {
                        let prev_span = prev.span;
                        self.emit(
                            Diagnostic::error(span, format!("redefinition of '{name}'"))
                                .with_note(Some(prev_span), "previous definition is here"),
                        );
                    } else if prev.ret != info.ret {
                        let prev_span = prev.span;
                        self.emit(
                            Diagnostic::error(span, "functions that differ only in their return type cannot be overloaded")
                                .with_note(Some(prev_span), "previous declaration is here"),
                        );
                    }
                    if has_body {
                        let numthreads = info.numthreads.or(prev.numthreads);
                        let shader = info.shader.or(prev.shader);
                        self.prog.functions[fid as usize] = FuncInfo {
                            numthreads,
                            shader,
                            ..info
                        };
                    }
                    return fid;
                }
            }
        }
        self.prog.functions.push(info);
        let id = (self.prog.functions.len() - 1) as u32;
        match self.scopes[outer].get_mut(&name) {
            Some(Symbol::Funcs(ids)) => ids.push(id),
            Some(_) => {}
            None => {
                self.scopes[outer].insert(name.clone(), Symbol::Funcs(vec![id]));
                if !self.namespace.is_empty() && outer >= 1 {
                    let q = format!("{}::{name}", self.namespace.join("::"));
                    self.scopes[0].insert(q, Symbol::Funcs(vec![id]));
                }
            }
        }
        id
    }

    // --- Structs, buffers, typedefs, enums -------------------------------------

    pub(super) fn struct_decl(&mut self, s: &mut StructDecl) {
        let id = self.prog.structs.len() as u32;
        let name: Rc<str> = if s.name.name.is_empty() {
            format!("(anonymous struct at {})", id).into()
        } else {
            s.name.name.as_str().into()
        };
        let base = match &mut s.base {
            Some(b) => match self.resolve_type(b) {
                Type::Struct(bid, _) => Some(bid),
                Type::Error => None,
                other => {
                    self.error(
                        b.span,
                        format!("base specifier must name a struct, not '{other}'"),
                    );
                    None
                }
            },
            None => None,
        };
        self.prog.structs.push(StructInfo {
            name: name.to_string(),
            fields: Vec::new(),
            base,
            methods: Vec::new(),
            span: s.name.span,
            statics: Vec::new(),
        });
        s.id = Some(id);
        let ty = Type::Struct(id, name.clone());
        if !s.name.name.is_empty() {
            self.declare(
                &s.name.name.clone(),
                s.name.span,
                Symbol::Type(ty.clone(), s.name.span),
            );
        }
        let mut seen: Vec<(String, Span)> = Vec::new();
        for f in &mut s.fields {
            let base_ty = self.resolve_type(&mut f.ty);
            let fty = self.apply_dims(base_ty, &mut f.dims, None);
            f.resolved = fty.clone();
            if let Some((_, prev)) = seen.iter().find(|(n, _)| *n == f.name.name) {
                let prev = *prev;
                self.emit(
                    Diagnostic::error(f.name.span, format!("duplicate member '{}'", f.name.name))
                        .with_note(Some(prev), "previous declaration is here"),
                );
                continue;
            }
            seen.push((f.name.name.clone(), f.name.span));
            if f.quals.has("static") {
                // A static member is a global named `S::m`.
                let is_const = f.quals.has("const");
                let mut info = self.var_info(f, fty.clone(), VarKind::Static, is_const);
                info.name = format!("{}::{}", name, f.name.name);
                if let Some(init) = &mut f.init {
                    f.flat_init = self.check_init(init, &fty);
                    if is_const {
                        info.const_value = self.init_const_value(f);
                    }
                }
                let vid = self.new_var(info);
                f.id = Some(vid);
                self.prog.structs[id as usize]
                    .statics
                    .push((f.name.name.clone(), vid));
                self.scopes[0].insert(format!("{}::{}", name, f.name.name), Symbol::Var(vid));
                continue;
            }
            if fty.is_void() {
                self.error(f.name.span, "field has incomplete type 'void'");
            }
            let semantic = f.annotations.iter().find_map(|a| match a {
                Annotation::Semantic(s) => Some(s.name.clone()),
                _ => None,
            });
            let row_major = self.layout_of(&f.quals);
            self.prog.structs[id as usize].fields.push(FieldInfo {
                name: f.name.name.clone(),
                ty: fty,
                semantic,
                span: f.name.span,
                row_major,
            });
        }
        // Methods see the fields through `this`, and each other in any order
        // (C++'s complete-class context): signatures first, then bodies.
        let saved = self.current_struct.replace(id);
        self.push_scope();
        for m in &mut s.methods {
            let fid = self.function_signature(m, Some(id), false);
            if !self.prog.structs[id as usize].methods.contains(&fid) {
                self.prog.structs[id as usize].methods.push(fid);
            }
        }
        for m in &mut s.methods {
            if m.body.is_some()
                && let Some(fid) = m.id
            {
                self.prog.functions[fid as usize].defined = true;
                self.function_body(m, fid);
            }
        }
        self.pop_scope();
        self.current_struct = saved;
    }

    /// `struct { ... } a, b;`: the variables name the struct by its generated name.
    /// `struct S { ... } a, b;`: the struct, then its variables, each
    /// checked by `var` (as a global or a local).
    pub(super) fn struct_vars(
        &mut self,
        s: &mut StructDecl,
        vars: &mut [VarDecl],
        var: fn(&mut Self, &mut VarDecl),
    ) {
        self.struct_decl(s);
        self.anonymous_struct_vars(s, vars);
        for v in vars {
            var(self, v);
        }
    }

    pub(super) fn anonymous_struct_vars(&mut self, s: &StructDecl, vars: &mut [VarDecl]) {
        if !s.name.name.is_empty() {
            return;
        }
        let Some(id) = s.id else { return };
        let name = self.prog.structs[id as usize].name.clone();
        self.scopes.last_mut().expect("a scope").insert(
            name.clone(),
            Symbol::Type(Type::Struct(id, name.as_str().into()), s.span),
        );
        for v in vars {
            v.ty.name = name.clone();
        }
    }

    fn buffer(&mut self, b: &mut BufferDecl) {
        let struct_id = self.prog.structs.len() as u32;
        let tname = format!("{}.{}", b.keyword, b.name.name);
        self.prog.structs.push(StructInfo {
            name: tname.clone(),
            fields: Vec::new(),
            base: None,
            methods: Vec::new(),
            span: b.name.span,
            statics: Vec::new(),
        });
        let kind = ObjectKind::named(if b.keyword == "cbuffer" {
            "cbuffer"
        } else {
            "tbuffer"
        });
        let ty = Type::Resource(Rc::new(ResourceType {
            kind,
            element: Some(Type::Struct(struct_id, tname.into())),
            samples: 0,
            feedback: None,
        }));
        let mut info = VarInfo::new(&b.name, ty.clone(), VarKind::Buffer, true, self.row_major);
        let type_ref = TypeRef {
            quals: Vec::new(),
            name: b.keyword.clone(),
            args: Vec::new(),
            span: b.name.span,
            resolved: ty.clone(),
        };
        let pseudo = VarDecl {
            annotations: b.annotations.clone(),
            resolved: ty,
            ..VarDecl::parsed(Vec::new(), Qualifiers::default(), type_ref, b.name.clone())
        };
        self.bindings(&pseudo, &mut info);
        let bid = self.new_var(info);
        b.id = Some(bid);
        // The block's name is not in scope (HLSL), its members are.
        for (i, m) in b.members.iter_mut().enumerate() {
            let base = self.resolve_type(&mut m.ty);
            let mty = self.apply_dims(base, &mut m.dims, None);
            m.resolved = mty.clone();
            if mty.is_resource() {
                self.error(m.name.span, "unsupported: resources inside a cbuffer");
            }
            let mut mi = self.var_info(m, mty.clone(), VarKind::BufferMember, true);
            mi.buffer = Some((bid, i as u32));
            if let Some(init) = &mut m.init {
                let _ = self.check_init(init, &mty);
            }
            let semantic = mi.semantic.clone();
            let mid = self.new_var(mi);
            m.id = Some(mid);
            let row_major = self.layout_of(&m.quals);
            self.prog.structs[struct_id as usize]
                .fields
                .push(FieldInfo {
                    name: m.name.name.clone(),
                    ty: mty,
                    semantic,
                    span: m.name.span,
                    row_major,
                });
            self.declare(&m.name.name.clone(), m.name.span, Symbol::Var(mid));
        }
    }

    pub(super) fn typedef(&mut self, t: &mut TypedefDecl) {
        let base = self.resolve_type(&mut t.ty);
        let ty = self.apply_dims(base, &mut t.dims, None);
        let span = t.name.span;
        // Redeclaring a typedef to the same type is allowed.
        if let Some(Symbol::Type(prev, _)) = self.scopes.last().and_then(|s| s.get(&t.name.name))
            && *prev == ty
        {
            return;
        }
        self.declare(&t.name.name.clone(), span, Symbol::Type(ty, span));
    }

    pub(super) fn enum_decl(&mut self, e: &mut EnumDecl) {
        let id = self.prog.structs.len() as u32;
        let name: Rc<str> = e
            .name
            .as_ref()
            .map(|n| n.name.as_str())
            .unwrap_or("(anonymous enum)")
            .into();
        // Enums have no fields; the struct table keeps their name for ids.
        self.prog.structs.push(StructInfo {
            name: name.to_string(),
            fields: Vec::new(),
            base: None,
            methods: Vec::new(),
            span: e.span,
            statics: Vec::new(),
        });
        let ty = if let Some(b) = &mut e.base {
            let t = self.resolve_type(b);
            if !matches!(t, Type::Scalar(s) if s.is_integer()) && !t.is_error() {
                self.error(
                    b.span,
                    format!("non-integral type '{t}' is an invalid underlying type"),
                );
            }
            Type::Enum(id, name.clone())
        } else {
            Type::Enum(id, name.clone())
        };
        if let Some(n) = &e.name {
            self.declare(&n.name.clone(), n.span, Symbol::Type(ty.clone(), n.span));
        }
        let mut next = 0i64;
        let prefix = e.name.as_ref().map(|n| n.name.clone());
        for v in &mut e.variants {
            if let Some(x) = &mut v.value {
                self.check_expr(x);
                match self.const_int(x) {
                    Some(n) => next = n,
                    None => {
                        if !x.ty.is_error() {
                            self.error(x.span, "expression is not an integral constant expression");
                        }
                    }
                }
            }
            v.resolved = next;
            // Scoped enums are reached as `E::A`; unscoped ones also as `A`.
            if let Some(p) = &prefix {
                self.scopes[0].insert(
                    format!("{p}::{}", v.name.name),
                    Symbol::EnumConst(next, ty.clone()),
                );
            }
            if !e.class {
                self.declare(
                    &v.name.name.clone(),
                    v.name.span,
                    Symbol::EnumConst(next, ty.clone()),
                );
            }
            next = next.wrapping_add(1);
        }
    }
}
