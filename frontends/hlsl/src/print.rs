//! `-ast-print`: the program printed back as HLSL source (as clang's
//! `-ast-print` does), laid out with the `pretty` crate
//! (https://docs.rs/pretty). Parentheses are re-derived from precedence and
//! implicit conversions are not printed, so printing a parsed program and
//! parsing the output again gives the same print.

use pretty::RcDoc;

use crate::ast::*;

type Doc = RcDoc<'static, ()>;

const INDENT: isize = 2;
const WIDTH: usize = 100;

/// The translation unit as HLSL source text.
pub fn print(tu: &TranslationUnit) -> String {
    let mut docs = Vec::new();
    for d in &tu.decls {
        docs.push(decl(d));
    }
    let doc = RcDoc::intersperse(docs, RcDoc::hardline());
    let mut out = Vec::new();
    if doc.render(WIDTH, &mut out).is_err() {
        return String::new();
    }
    let mut s = String::from_utf8_lossy(&out).into_owned();
    // Trailing blanks the layout may leave.
    s = s.lines().map(str::trim_end).collect::<Vec<_>>().join("\n");
    if !s.is_empty() {
        s.push('\n');
    }
    s
}

fn text(s: impl Into<String>) -> Doc {
    RcDoc::text(s.into())
}

/// The items one a line (joined by `sep`), indented, after the line that
/// opens them, then `close` on a line of its own.
fn indented(items: impl IntoIterator<Item = Doc>, sep: Doc, close: &str) -> Doc {
    RcDoc::hardline()
        .append(RcDoc::intersperse(items, sep))
        .nest(INDENT)
        .append(RcDoc::hardline())
        .append(text(close))
}

fn comma_list(items: Vec<Doc>) -> Doc {
    RcDoc::intersperse(items, text(",").append(RcDoc::line()))
        .nest(INDENT)
        .group()
}

fn attrs(list: &[Attribute]) -> Doc {
    RcDoc::concat(list.iter().map(|a| {
        let name = match &a.namespace {
            Some(ns) => format!("{ns}::{}", a.name),
            None => a.name.clone(),
        };
        attr(a, name, RcDoc::hardline())
    }))
}

/// Statement attributes print on the statement's line.
fn stmt_attrs(list: &[Attribute]) -> Doc {
    RcDoc::concat(list.iter().map(|a| attr(a, a.name.clone(), text(" "))))
}

/// One attribute, `[name(args)]` or `[[name(args)]]`, then `after`.
fn attr(a: &Attribute, name: String, after: Doc) -> Doc {
    let args = if a.args.is_empty() {
        RcDoc::nil()
    } else {
        text("(")
            .append(comma_list(a.args.iter().map(|e| expr(e, 0)).collect()))
            .append(text(")"))
    };
    let (open, close) = if a.double { ("[[", "]]") } else { ("[", "]") };
    text(open)
        .append(text(name))
        .append(args)
        .append(text(close))
        .append(after)
}

fn quals(q: &Qualifiers) -> Doc {
    let mut d = RcDoc::nil();
    for w in &q.words {
        d = d.append(text(w.clone())).append(text(" "));
    }
    d
}

pub fn type_ref(t: &TypeRef) -> Doc {
    let mut prefix = String::new();
    for q in &t.quals {
        prefix.push_str(q);
        prefix.push(' ');
    }
    if t.args.is_empty() {
        return text(prefix + &t.name);
    }
    let args: Vec<Doc> = t
        .args
        .iter()
        .map(|a| match a {
            TemplateArg::Type(t) => type_ref(t),
            TemplateArg::Expr(e) => expr(e, ABOVE_RELATIONAL_PREC),
        })
        .collect();
    text(prefix + &t.name)
        .append(text("<"))
        .append(RcDoc::intersperse(args, text(", ")))
        .append(text(">"))
}

/// Template expression arguments are printed at shift precedence, so that
/// `<`/`>` inside them get parentheses.
const ABOVE_RELATIONAL_PREC: u8 = 10;

fn dims(list: &[Option<Expr>]) -> Doc {
    let mut d = RcDoc::nil();
    for x in list {
        d = d.append(text("["));
        if let Some(e) = x {
            d = d.append(expr(e, 0));
        }
        d = d.append(text("]"));
    }
    d
}

fn annotations(list: &[Annotation]) -> Doc {
    let mut d = RcDoc::nil();
    for a in list {
        d = d.append(text(" : "));
        d = d.append(match a {
            Annotation::Semantic(s) => text(s.name.clone()),
            Annotation::Register {
                profile,
                slot,
                space,
                ..
            } => {
                let parts: Vec<String> = [profile, slot, space]
                    .iter()
                    .filter_map(|p| p.as_ref().map(|p| p.name.clone()))
                    .collect();
                text(format!("register({})", parts.join(", ")))
            }
            Annotation::PackOffset { reg, component, .. } => match component {
                Some(c) => text(format!("packoffset({}.{})", reg.name, c.name)),
                None => text(format!("packoffset({})", reg.name)),
            },
        });
    }
    d
}

fn init(i: &Init) -> Doc {
    match i {
        Init::Expr(e) => expr(e, 1),
        Init::List(items, _) => text("{")
            .append(comma_list(items.iter().map(init).collect()))
            .append(text("}")),
    }
}

/// `name[dims] : annotations = init` (after the type).
fn declarator(v: &VarDecl) -> Doc {
    let mut d = text(v.name.name.clone())
        .append(dims(&v.dims))
        .append(annotations(&v.annotations));
    if let Some(i) = &v.init {
        d = d.append(text(" = ")).append(init(i));
    }
    d
}

/// Variables declared together (`continues`) print as one declaration.
fn var_group(vars: &[&VarDecl]) -> Doc {
    let first = vars[0];
    attrs(&first.attrs)
        .append(quals(&first.quals))
        .append(type_ref(&first.ty))
        .append(text(" "))
        .append(RcDoc::intersperse(
            vars.iter().map(|v| declarator(v)),
            text(", "),
        ))
        .append(text(";"))
}

fn group_vars(vars: &[VarDecl]) -> Vec<Doc> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < vars.len() {
        let mut j = i + 1;
        while j < vars.len() && vars[j].continues {
            j += 1;
        }
        let group: Vec<&VarDecl> = vars[i..j].iter().collect();
        out.push(var_group(&group));
        i = j;
    }
    out
}

fn decl(d: &Decl) -> Doc {
    match d {
        Decl::Var(v) => var_group(&[v]),
        Decl::Function(f) => function(f),
        Decl::Struct(s) => struct_def(s).append(text(";")),
        Decl::StructVars(s, vars) => struct_def(s)
            .append(text(" "))
            .append(RcDoc::intersperse(vars.iter().map(declarator), text(", ")))
            .append(text(";")),
        Decl::Typedef(t) => typedef(t),
        Decl::Buffer(b) => {
            let members = group_vars(&b.members);
            text(format!("{} {}", b.keyword, b.name.name))
                .append(annotations(&b.annotations))
                .append(text(" {"))
                .append(indented(members, RcDoc::hardline(), "};"))
        }
        Decl::Enum(e) => enum_def(e).append(text(";")),
        Decl::Namespace(n) => text(format!("namespace {} {{", n.name.name)).append(indented(
            n.decls.iter().map(decl),
            RcDoc::hardline(),
            "}",
        )),
        Decl::PackMatrix(row, _) => text(format!(
            "#pragma pack_matrix({})",
            if *row { "row_major" } else { "column_major" }
        )),
        Decl::Empty(_) => text(";"),
    }
}

fn typedef(t: &TypedefDecl) -> Doc {
    if t.using {
        text(format!("using {} = ", t.name.name))
            .append(quals(&t.quals))
            .append(type_ref(&t.ty))
            .append(dims(&t.dims))
            .append(text(";"))
    } else {
        text("typedef ")
            .append(quals(&t.quals))
            .append(type_ref(&t.ty))
            .append(text(" "))
            .append(text(t.name.name.clone()))
            .append(dims(&t.dims))
            .append(text(";"))
    }
}

fn enum_def(e: &EnumDecl) -> Doc {
    let mut head = String::from("enum");
    if e.class {
        head.push_str(" class");
    }
    if let Some(n) = &e.name {
        head.push(' ');
        head.push_str(&n.name);
    }
    let mut d = text(head);
    if let Some(b) = &e.base {
        d = d.append(text(" : ")).append(type_ref(b));
    }
    let variants: Vec<Doc> = e
        .variants
        .iter()
        .map(|v| {
            let mut x = text(v.name.name.clone());
            if let Some(val) = &v.value {
                x = x.append(text(" = ")).append(expr(val, 1));
            }
            x
        })
        .collect();
    d.append(text(" {"))
        .append(indented(variants, text(",").append(RcDoc::hardline()), "}"))
}

fn struct_def(s: &StructDecl) -> Doc {
    let mut head = String::from(if s.is_class { "class" } else { "struct" });
    if !s.name.name.is_empty() {
        head.push(' ');
        head.push_str(&s.name.name);
    }
    let mut d = text(head);
    if let Some(b) = &s.base {
        d = d.append(text(" : ")).append(type_ref(b));
    }
    let mut members = group_vars(&s.fields);
    members.extend(s.methods.iter().map(function));
    if members.is_empty() {
        return d.append(text(" {}"));
    }
    d.append(text(" {"))
        .append(indented(members, RcDoc::hardline(), "}"))
}

fn param(p: &Param) -> Doc {
    let mode = if p.mode_written {
        text(match p.mode {
            ParamMode::In => "in ",
            ParamMode::Out => "out ",
            ParamMode::InOut => "inout ",
        })
    } else {
        RcDoc::nil()
    };
    let v = &p.var;
    let mut d = stmt_attrs(&v.attrs)
        .append(mode)
        .append(quals(&v.quals))
        .append(type_ref(&v.ty));
    if !v.name.name.is_empty() {
        d = d.append(text(" ")).append(declarator(v));
    }
    d
}

fn function(f: &FunctionDecl) -> Doc {
    let params: Vec<Doc> = f.params.iter().map(param).collect();
    let head = attrs(&f.attrs)
        .append(quals(&f.quals))
        .append(type_ref(&f.ret))
        .append(text(" "))
        .append(text(f.name.name.clone()))
        .append(text("("))
        .append(
            RcDoc::line_()
                .append(comma_list(params))
                .nest(INDENT)
                .group(),
        )
        .append(text(")"))
        .append(annotations(&f.ret_annotations));
    match &f.body {
        Some(b) => head.append(text(" ")).append(block(b)),
        None => head.append(text(";")),
    }
}

fn block(b: &Block) -> Doc {
    if b.stmts.is_empty() {
        return text("{}");
    }
    text("{").append(indented(b.stmts.iter().map(stmt), RcDoc::hardline(), "}"))
}

/// A sub-statement: a block stays on the line, others go on the next,
/// indented.
fn body(s: &Stmt) -> Doc {
    match &s.kind {
        StmtKind::Block(_) if s.attrs.is_empty() => text(" ").append(stmt(s)),
        _ => RcDoc::hardline().append(stmt(s)).nest(INDENT),
    }
}

fn local_decl(vars: &[VarDecl]) -> Doc {
    RcDoc::intersperse(group_vars(vars), RcDoc::hardline())
}

fn stmt(s: &Stmt) -> Doc {
    crate::with_stack(|| stmt_inner(s))
}

fn stmt_inner(s: &Stmt) -> Doc {
    let a = stmt_attrs(&s.attrs);
    let k = match &s.kind {
        StmtKind::Decl(vars) => local_decl(vars),
        StmtKind::LocalType(d) => decl(d),
        StmtKind::Expr(e) => expr(e, 0).append(text(";")),
        StmtKind::Block(b) => block(b),
        StmtKind::If { cond, then, els } => {
            let mut d = text("if (")
                .append(expr(cond, 0))
                .append(text(")"))
                .append(body(then));
            if let Some(e) = els {
                let sep = if matches!(then.kind, StmtKind::Block(_)) && then.attrs.is_empty() {
                    text(" ")
                } else {
                    RcDoc::hardline()
                };
                d = d.append(sep).append(text("else"));
                d = match &e.kind {
                    StmtKind::If { .. } if e.attrs.is_empty() => {
                        d.append(text(" ")).append(stmt(e))
                    }
                    _ => d.append(body(e)),
                };
            }
            d
        }
        StmtKind::For(ForStmt {
            init,
            cond,
            step,
            body: b,
        }) => {
            let init_doc = match init {
                None => text(";"),
                Some(s) => stmt(s),
            };
            let mut d = text("for (").append(init_doc);
            d = d.append(match cond {
                Some(c) => text(" ").append(expr(c, 0)),
                None => RcDoc::nil(),
            });
            d = d.append(text(";"));
            d = d.append(match step {
                Some(c) => text(" ").append(expr(c, 0)),
                None => RcDoc::nil(),
            });
            d.append(text(")")).append(body(b))
        }
        StmtKind::While { cond, body: b } => text("while (")
            .append(expr(cond, 0))
            .append(text(")"))
            .append(body(b)),
        StmtKind::DoWhile { body: b, cond } => {
            let sep = if matches!(b.kind, StmtKind::Block(_)) && b.attrs.is_empty() {
                text(" ")
            } else {
                RcDoc::hardline()
            };
            text("do")
                .append(body(b))
                .append(sep)
                .append(text("while ("))
                .append(expr(cond, 0))
                .append(text(");"))
        }
        StmtKind::Switch { cond, body: b } => text("switch (")
            .append(expr(cond, 0))
            .append(text(")"))
            .append(body(b)),
        StmtKind::Case(e, s) => text("case ")
            .append(expr(e, 0))
            .append(text(":"))
            .append(case_body(s)),
        StmtKind::Default(s) => text("default:").append(case_body(s)),
        StmtKind::Break => text("break;"),
        StmtKind::Continue => text("continue;"),
        StmtKind::Return(None) => text("return;"),
        StmtKind::Return(Some(e)) => text("return ").append(expr(e, 0)).append(text(";")),
        StmtKind::Discard => text("discard;"),
        StmtKind::Empty => text(";"),
    };
    a.append(k)
}

fn case_body(s: &Stmt) -> Doc {
    match s.kind {
        StmtKind::Empty if s.span.lo == s.span.hi => RcDoc::nil(),
        StmtKind::Case(..) | StmtKind::Default(_) => RcDoc::hardline().append(stmt(s)),
        _ => RcDoc::hardline().append(stmt(s)).nest(INDENT),
    }
}

/// Precedence of an expression as printed (higher binds tighter).
fn precedence(e: &Expr) -> u8 {
    match &e.kind {
        ExprKind::ImplicitCast(_, inner) => precedence(inner),
        ExprKind::Comma(..) => 0,
        ExprKind::Assign(..) => 1,
        ExprKind::Ternary(..) => 2,
        ExprKind::Binary(op, ..) => 2 + op.precedence(),
        ExprKind::Unary(UnaryOp::PostInc | UnaryOp::PostDec, _) => 30,
        ExprKind::Unary(..) | ExprKind::Cast(..) => 20,
        _ => 30,
    }
}

/// Prints `e`, parenthesized when its precedence is below `min`.
fn expr(e: &Expr, min: u8) -> Doc {
    let d = crate::with_stack(|| expr_inner(e));
    if precedence(e) < min {
        text("(").append(d).append(text(")"))
    } else {
        d
    }
}

fn expr_inner(e: &Expr) -> Doc {
    match &e.kind {
        ExprKind::IntLit(_, s) | ExprKind::FloatLit(_, s) => text(s.clone()),
        ExprKind::BoolLit(b) => text(if *b { "true" } else { "false" }),
        ExprKind::StringLit(s) => text(s.clone()),
        ExprKind::Name { path, .. } => text(qualified_name(path)),
        ExprKind::Unary(op, x) => match op {
            UnaryOp::PostInc | UnaryOp::PostDec => expr(x, 30).append(text(op.spelling())),
            _ => {
                // `- -x` must not print as `--x`.
                let inner = expr(x, 20);
                let spacer = match (&x.kind, op) {
                    (
                        ExprKind::Unary(UnaryOp::Neg | UnaryOp::PreDec, _),
                        UnaryOp::Neg | UnaryOp::PreDec,
                    )
                    | (
                        ExprKind::Unary(UnaryOp::Plus | UnaryOp::PreInc, _),
                        UnaryOp::Plus | UnaryOp::PreInc,
                    ) => " ",
                    _ => "",
                };
                text(op.spelling()).append(text(spacer)).append(inner)
            }
        },
        ExprKind::Binary(op, l, r) => {
            let p = 2 + op.precedence();
            expr(l, p)
                .append(text(" "))
                .append(text(op.spelling()))
                .append(RcDoc::line())
                .append(expr(r, p + 1))
                .group()
        }
        ExprKind::Assign(op, l, r) => {
            let sym = match op {
                Some(o) => format!("{}=", o.spelling()),
                None => "=".to_string(),
            };
            expr(l, 2)
                .append(text(format!(" {sym} ")))
                .append(expr(r, 1))
        }
        ExprKind::Ternary(c, a, b) => expr(c, 3)
            .append(text(" ? "))
            .append(expr(a, 0))
            .append(text(" : "))
            .append(expr(b, 1)),
        ExprKind::Comma(a, b) => expr(a, 0).append(text(", ")).append(expr(b, 1)),
        ExprKind::Call {
            callee,
            template_args,
            args,
            ..
        } => {
            let name = qualified_name(callee);
            text(name)
                .append(template_args_doc(template_args))
                .append(call_args(args))
        }
        ExprKind::MethodCall {
            object,
            method,
            template_args,
            args,
            ..
        } => expr(object, 30)
            .append(text("."))
            .append(text(method.name.clone()))
            .append(template_args_doc(template_args))
            .append(call_args(args)),
        ExprKind::Member { base, name, .. } => expr(base, 30)
            .append(text("."))
            .append(text(name.name.clone())),
        ExprKind::Index(b, i) => expr(b, 30)
            .append(text("["))
            .append(expr(i, 0))
            .append(text("]")),
        ExprKind::Cast(t, d, x) => text("(")
            .append(type_ref(t))
            .append(dims(d))
            .append(text(")"))
            .append(expr(x, 20)),
        ExprKind::Construct(t, args) => type_ref(t).append(call_args(args)),
        ExprKind::InitList(items) => text("{")
            .append(comma_list(items.iter().map(|x| expr(x, 1)).collect()))
            .append(text("}")),
        ExprKind::ImplicitCast(_, inner) => expr_inner(inner),
        ExprKind::Error => text("<error>"),
    }
}

fn template_args_doc(args: &[TemplateArg]) -> Doc {
    if args.is_empty() {
        return RcDoc::nil();
    }
    let docs: Vec<Doc> = args
        .iter()
        .map(|a| match a {
            TemplateArg::Type(t) => type_ref(t),
            TemplateArg::Expr(e) => expr(e, ABOVE_RELATIONAL_PREC),
        })
        .collect();
    text("<")
        .append(RcDoc::intersperse(docs, text(", ")))
        .append(text(">"))
}

fn call_args(args: &[Expr]) -> Doc {
    text("(")
        .append(
            RcDoc::line_()
                .append(comma_list(args.iter().map(|a| expr(a, 1)).collect()))
                .nest(INDENT)
                .group(),
        )
        .append(text(")"))
}
