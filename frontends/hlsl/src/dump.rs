//! `-ast-dump`: the typed AST as an indented tree, one node a line, in the
//! spirit of clang's `-ast-dump` (https://clang.llvm.org/docs/IntroductionToTheClangAST.html):
//! every expression with its type and value category, resolved names and
//! callees, and the implicit conversions semantic analysis inserted.

use std::fmt::Write as _;

use crate::ast::*;
use crate::sema::Program;

/// The dump of a checked translation unit.
pub fn dump(tu: &TranslationUnit, prog: &Program) -> String {
    let mut d = Dumper {
        out: String::new(),
        prog,
        depth: 0,
    };
    for decl in &tu.decls {
        d.decl(decl);
    }
    d.out
}

struct Dumper<'a> {
    out: String,
    prog: &'a Program,
    depth: usize,
}

impl Dumper<'_> {
    fn line(&mut self, text: impl AsRef<str>) {
        for _ in 0..self.depth {
            self.out.push_str("  ");
        }
        self.out.push_str(text.as_ref());
        self.out.push('\n');
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self)) {
        self.depth += 1;
        f(self);
        self.depth -= 1;
    }

    fn decl(&mut self, d: &Decl) {
        match d {
            Decl::Var(v) => self.var("VarDecl", v),
            Decl::Function(f) => self.function(f),
            Decl::Struct(s) => self.struct_decl(s),
            Decl::StructVars(s, vars) => {
                self.struct_decl(s);
                for v in vars {
                    self.var("VarDecl", v);
                }
            }
            Decl::Typedef(t) => {
                self.line(format!("TypedefDecl {} '{}'", t.name.name, t.ty.resolved))
            }
            Decl::Buffer(b) => {
                let binding = self.binding(b.id);
                self.line(format!("BufferDecl {} {}{binding}", b.keyword, b.name.name));
                self.nested(|d| {
                    for m in &b.members {
                        d.var("VarDecl", m);
                    }
                });
            }
            Decl::Enum(e) => {
                let name = e
                    .name
                    .as_ref()
                    .map(|n| n.name.as_str())
                    .unwrap_or("(anonymous)");
                self.line(format!("EnumDecl {name}"));
                self.nested(|d| {
                    for v in &e.variants {
                        d.line(format!("EnumConstant {} = {}", v.name.name, v.resolved));
                    }
                });
            }
            Decl::Namespace(n) => {
                self.line(format!("NamespaceDecl {}", n.name.name));
                self.nested(|d| {
                    for x in &n.decls {
                        d.decl(x);
                    }
                });
            }
            Decl::PackMatrix(row, _) => self.line(format!(
                "PragmaPackMatrix {}",
                if *row { "row_major" } else { "column_major" }
            )),
            Decl::Empty(_) => {}
        }
    }

    fn binding(&self, id: Option<VarId>) -> String {
        let Some(id) = id else { return String::new() };
        let v = self.prog.var(id);
        let mut s = String::new();
        if let Some(b) = v.binding {
            let _ = write!(
                s,
                " register({}{}, space{})",
                b.class.letter(),
                b.slot,
                b.space
            );
        }
        if let Some((b, set)) = v.vk_binding {
            let _ = write!(s, " vk::binding({b}, {set})");
        }
        if let Some(c) = v.vk_counter_binding {
            let _ = write!(s, " vk::counter_binding({c})");
        }
        s
    }

    fn var(&mut self, what: &str, v: &VarDecl) {
        let kind =
            v.id.map(|id| format!(" {:?}", self.prog.var(id).kind))
                .unwrap_or_default();
        let binding = self.binding(v.id);
        let semantic = v
            .annotations
            .iter()
            .find_map(|a| match a {
                Annotation::Semantic(s) => Some(format!(" : {}", s.name)),
                _ => None,
            })
            .unwrap_or_default();
        self.line(format!(
            "{what} {} '{}'{kind}{binding}{semantic}",
            v.name.name, v.resolved
        ));
        self.nested(|d| match &v.init {
            Some(Init::Expr(e)) => d.expr(e),
            Some(Init::List(..)) => {
                d.line("InitList");
                d.nested(|d| {
                    for e in &v.flat_init {
                        d.expr(e);
                    }
                });
            }
            None => {}
        });
    }

    fn function(&mut self, f: &FunctionDecl) {
        let info = f.id.map(|id| self.prog.function(id));
        let sig = match info {
            Some(i) => {
                let params: Vec<String> = i.params.iter().map(|p| p.ty.to_string()).collect();
                format!("'{} ({})'", i.ret, params.join(", "))
            }
            None => String::new(),
        };
        let mut extra = String::new();
        if let Some(i) = info {
            if let Some([x, y, z]) = i.numthreads {
                let _ = write!(extra, " numthreads({x}, {y}, {z})");
            }
            if let Some(s) = i.shader {
                let _ = write!(extra, " shader({})", s.attribute_name());
            }
        }
        self.line(format!("FunctionDecl {} {sig}{extra}", f.name.name));
        self.nested(|d| {
            for p in &f.params {
                d.var(
                    &format!("ParmVarDecl {:?}", p.mode).replace("ParmVarDecl In", "ParmVarDecl"),
                    &p.var,
                );
            }
            if let Some(b) = &f.body {
                d.block(b);
            }
        });
    }

    fn struct_decl(&mut self, s: &StructDecl) {
        self.line(format!("StructDecl {}", s.name.name));
        self.nested(|d| {
            for f in &s.fields {
                d.var("FieldDecl", f);
            }
            for m in &s.methods {
                d.function(m);
            }
        });
    }

    fn block(&mut self, b: &Block) {
        self.line("CompoundStmt");
        self.nested(|d| {
            for s in &b.stmts {
                d.stmt(s);
            }
        });
    }

    /// A `while` or `switch` node: its condition, then its body.
    fn cond_and_body(&mut self, node: &str, attrs: &str, cond: &Expr, body: &Stmt) {
        self.line(format!("{node}{attrs}"));
        self.nested(|d| {
            d.expr(cond);
            d.stmt(body);
        });
    }

    fn stmt(&mut self, s: &Stmt) {
        crate::with_stack(|| self.stmt_inner(s));
    }

    fn stmt_inner(&mut self, s: &Stmt) {
        let attrs: Vec<String> = s.attrs.iter().map(|a| format!("[{}]", a.name)).collect();
        let attrs = if attrs.is_empty() {
            String::new()
        } else {
            format!(" {}", attrs.join(""))
        };
        match &s.kind {
            StmtKind::Decl(vars) => {
                self.line("DeclStmt");
                self.nested(|d| {
                    for v in vars {
                        d.var("VarDecl", v);
                    }
                });
            }
            StmtKind::LocalType(decl) => self.decl(decl),
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::Block(b) => self.block(b),
            StmtKind::If { cond, then, els } => {
                self.line(format!("IfStmt{attrs}"));
                self.nested(|d| {
                    d.expr(cond);
                    d.stmt(then);
                    if let Some(e) = els {
                        d.stmt(e);
                    }
                });
            }
            StmtKind::For(f) => {
                self.line(format!("ForStmt{attrs}"));
                self.nested(|d| {
                    match &f.init {
                        Some(i) => d.stmt(i),
                        None => d.line("<<<NULL>>>"),
                    }
                    match &f.cond {
                        Some(c) => d.expr(c),
                        None => d.line("<<<NULL>>>"),
                    }
                    match &f.step {
                        Some(c) => d.expr(c),
                        None => d.line("<<<NULL>>>"),
                    }
                    d.stmt(&f.body);
                });
            }
            StmtKind::While { cond, body } => self.cond_and_body("WhileStmt", &attrs, cond, body),
            StmtKind::DoWhile { body, cond } => {
                self.line(format!("DoStmt{attrs}"));
                self.nested(|d| {
                    d.stmt(body);
                    d.expr(cond);
                });
            }
            StmtKind::Switch { cond, body } => self.cond_and_body("SwitchStmt", &attrs, cond, body),
            StmtKind::Case(e, body) => {
                self.line("CaseStmt");
                self.nested(|d| {
                    d.expr(e);
                    d.stmt(body);
                });
            }
            StmtKind::Default(body) => {
                self.line("DefaultStmt");
                self.nested(|d| d.stmt(body));
            }
            StmtKind::Break => self.line("BreakStmt"),
            StmtKind::Continue => self.line("ContinueStmt"),
            StmtKind::Return(e) => {
                self.line("ReturnStmt");
                if let Some(e) = e {
                    self.nested(|d| d.expr(e));
                }
            }
            StmtKind::Discard => self.line("DiscardStmt"),
            StmtKind::Empty => self.line("NullStmt"),
        }
    }

    fn expr(&mut self, e: &Expr) {
        crate::with_stack(|| self.expr_inner(e));
    }

    fn expr_inner(&mut self, e: &Expr) {
        let cat = if e.lvalue { " lvalue" } else { "" };
        let head = |what: String| format!("{what} '{}'{cat}", e.ty);
        match &e.kind {
            ExprKind::IntLit(_, s) => self.line(head(format!("IntegerLiteral {s}"))),
            ExprKind::FloatLit(_, s) => self.line(head(format!("FloatingLiteral {s}"))),
            ExprKind::BoolLit(b) => self.line(head(format!("BoolLiteral {b}"))),
            ExprKind::StringLit(s) => self.line(head(format!("StringLiteral {s}"))),
            ExprKind::Name { path, resolved } => {
                let name = qualified_name(path);
                let r = match resolved {
                    Some(Ref::Var(id)) => format!(" Var#{id}"),
                    Some(Ref::Function(id)) => format!(" Function#{id}"),
                    Some(Ref::EnumConst(v)) => format!(" EnumConstant={v}"),
                    Some(Ref::This) => " this".into(),
                    Some(Ref::ThisField(i)) => format!(" this.field#{i}"),
                    None => String::new(),
                };
                self.line(head(format!("DeclRefExpr {name}{r}")));
            }
            ExprKind::Unary(op, x) => {
                let post = matches!(op, UnaryOp::PostInc | UnaryOp::PostDec);
                self.line(head(format!(
                    "UnaryOperator {} '{}'",
                    if post { "postfix" } else { "prefix" },
                    op.spelling()
                )));
                self.nested(|d| d.expr(x));
            }
            ExprKind::Binary(op, l, r) => {
                self.line(head(format!("BinaryOperator '{}'", op.spelling())));
                self.nested(|d| {
                    d.expr(l);
                    d.expr(r);
                });
            }
            ExprKind::Assign(op, l, r) => {
                let sym = op
                    .map(|o| format!("{}=", o.spelling()))
                    .unwrap_or_else(|| "=".into());
                self.line(head(format!("AssignOperator '{sym}'")));
                self.nested(|d| {
                    d.expr(l);
                    d.expr(r);
                });
            }
            ExprKind::Ternary(c, a, b) => {
                self.line(head("ConditionalOperator".into()));
                self.nested(|d| {
                    d.expr(c);
                    d.expr(a);
                    d.expr(b);
                });
            }
            ExprKind::Comma(a, b) => {
                self.line(head("CommaOperator".into()));
                self.nested(|d| {
                    d.expr(a);
                    d.expr(b);
                });
            }
            ExprKind::Call {
                callee,
                args,
                resolved,
                ..
            } => {
                let name = qualified_name(callee);
                self.line(head(format!("CallExpr {name} {}", callee_text(resolved))));
                self.nested(|d| {
                    for a in args {
                        d.expr(a);
                    }
                });
            }
            ExprKind::MethodCall {
                object,
                method,
                args,
                resolved,
                ..
            } => {
                self.line(head(format!(
                    "MethodCallExpr .{} {}",
                    method.name,
                    callee_text(resolved)
                )));
                self.nested(|d| {
                    d.expr(object);
                    for a in args {
                        d.expr(a);
                    }
                });
            }
            ExprKind::Member {
                base,
                name,
                resolved,
            } => {
                let what = match resolved {
                    Member::Field(i) => format!("MemberExpr .{} field#{i}", name.name),
                    Member::Swizzle(idx) => format!("SwizzleExpr .{} {idx:?}", name.name),
                    Member::MatrixSwizzle(idx) => {
                        format!("MatrixSwizzleExpr .{} {idx:?}", name.name)
                    }
                    Member::Static(v) => format!("MemberExpr .{} static Var#{v}", name.name),
                    Member::Mips | Member::Sample => format!("MemberExpr .{}", name.name),
                    Member::Unresolved => format!("MemberExpr .{} <unresolved>", name.name),
                };
                self.line(head(what));
                self.nested(|d| d.expr(base));
            }
            ExprKind::Index(b, i) => {
                self.line(head("ArraySubscriptExpr".into()));
                self.nested(|d| {
                    d.expr(b);
                    d.expr(i);
                });
            }
            ExprKind::Cast(t, _, x) => {
                self.line(head(format!("CStyleCastExpr <{}>", t.resolved)));
                self.nested(|d| d.expr(x));
            }
            ExprKind::Construct(_, args) => {
                self.line(head("ConstructExpr".into()));
                self.nested(|d| {
                    for a in args {
                        d.expr(a);
                    }
                });
            }
            ExprKind::InitList(items) => {
                self.line(head("InitListExpr".into()));
                self.nested(|d| {
                    for a in items {
                        d.expr(a);
                    }
                });
            }
            ExprKind::ImplicitCast(kind, x) => {
                self.line(head(format!("ImplicitCastExpr <{kind:?}>")));
                self.nested(|d| d.expr(x));
            }
            ExprKind::Error => self.line("RecoveryExpr"),
        }
    }
}

fn callee_text(c: &Callee) -> String {
    match c {
        Callee::Unresolved => "<unresolved>".into(),
        Callee::Function(f) => format!("Function#{f}"),
        Callee::StructMethod(f) => format!("Method#{f}"),
        Callee::Intrinsic { name, overload } => format!("intrinsic {name}#{overload}"),
        Callee::Method { name, overload } => format!("method {name}#{overload}"),
    }
}
