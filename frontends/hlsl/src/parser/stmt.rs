//! Statements: blocks, declarations, `if`/`for`/`while`/`do`/`switch` with
//! their attributes (`[unroll]`, `[loop]`, `[branch]`, `[flatten]`, ...),
//! `break`, `continue`, `return`, `discard`.

use super::{PResult, Parser, Reported};
use crate::ast::*;

impl Parser<'_> {
    /// `{ stmts }` (the caller opens a type-name scope where it wants one).
    pub(crate) fn block(&mut self) -> PResult<Block> {
        let open = self.expect("{")?;
        self.enter()?;
        let mut stmts = Vec::new();
        while !self.is("}") && !self.at_eof() && !self.aborted {
            let before = self.pos;
            match self.stmt() {
                Ok(s) => stmts.push(s),
                Err(Reported) => self.recover_stmt(),
            }
            if self.pos == before && !self.is("}") {
                self.bump();
            }
        }
        self.leave();
        // A block missing its `}` at the end of the input is kept (the error
        // is reported), so the function around it is still checked.
        let close = match self.expect_closing("}", open) {
            Ok(close) => close,
            Err(e) if !self.at_eof() => return Err(e),
            Err(_) => self.prev_span(),
        };
        Ok(Block {
            stmts,
            span: open.to(close),
        })
    }

    pub(crate) fn stmt(&mut self) -> PResult<Stmt> {
        self.enter()?;
        let r = crate::with_stack(|| self.stmt_inner());
        self.leave();
        r
    }

    fn stmt_inner(&mut self) -> PResult<Stmt> {
        let start = self.peek().span;
        let attrs = self.attributes()?;
        let t = self.peek().clone();
        let kind = if t.is_punct("{") {
            self.push_scope();
            let b = self.block();
            self.pop_scope();
            StmtKind::Block(b?)
        } else if t.is_punct(";") {
            self.bump();
            StmtKind::Empty
        } else if t.is_ident() {
            match &*t.text {
                "if" => self.if_stmt()?,
                "for" => self.for_stmt()?,
                "while" => {
                    let (cond, body) = self.cond_and_body("while")?;
                    StmtKind::While { cond, body }
                }
                "do" => {
                    self.bump();
                    let body = Box::new(self.stmt()?);
                    if !self.eat_word("while") {
                        let at = self.peek().span;
                        let e = self.emit(
                            crate::diag::Diagnostic::error(at, "expected 'while' in do/while loop")
                                .with_note(Some(t.span), "to match this 'do'"),
                        );
                        return Err(e);
                    }
                    let cond = self.paren_cond("while")?;
                    self.expect_semi("after do/while statement")?;
                    StmtKind::DoWhile { body, cond }
                }
                "switch" => {
                    let (cond, body) = self.cond_and_body("switch")?;
                    StmtKind::Switch { cond, body }
                }
                "case" => {
                    self.bump();
                    let e = self.expr()?;
                    if !self.eat(":") {
                        let at = self.after_prev();
                        return Err(self.error(at, "expected ':' after 'case'"));
                    }
                    StmtKind::Case(e, Box::new(self.case_body()?))
                }
                "default" if self.peek_at(1).is_punct(":") => {
                    self.bump();
                    self.bump();
                    StmtKind::Default(Box::new(self.case_body()?))
                }
                "break" => {
                    self.bump();
                    self.expect_semi("after break statement")?;
                    StmtKind::Break
                }
                "continue" => {
                    self.bump();
                    self.expect_semi("after continue statement")?;
                    StmtKind::Continue
                }
                "discard" => {
                    self.bump();
                    self.expect_semi("after discard statement")?;
                    StmtKind::Discard
                }
                "return" => {
                    self.bump();
                    let e = if self.is(";") {
                        None
                    } else {
                        Some(self.expr()?)
                    };
                    self.expect_semi("after return statement")?;
                    StmtKind::Return(e)
                }
                "typedef" => StmtKind::LocalType(Box::new(Decl::Typedef(self.typedef_decl()?))),
                "using" => StmtKind::LocalType(Box::new(Decl::Typedef(self.using_decl()?))),
                "struct" | "class"
                    if self.peek_at(1).is_punct("{") || self.peek_at(2).is_punct("{") =>
                {
                    let s = self.struct_decl()?;
                    if self.eat(";") {
                        StmtKind::LocalType(Box::new(Decl::Struct(s)))
                    } else {
                        let ty = TypeRef {
                            quals: Vec::new(),
                            name: s.name.name.clone(),
                            args: Vec::new(),
                            span: s.name.span,
                            resolved: crate::types::Type::Error,
                        };
                        let vars = self.declarators(Vec::new(), Qualifiers::default(), ty)?;
                        self.expect_semi("at end of declaration")?;
                        StmtKind::LocalType(Box::new(Decl::StructVars(s, vars)))
                    }
                }
                "enum" => {
                    let e = self.enum_decl()?;
                    self.expect_semi("after enum")?;
                    StmtKind::LocalType(Box::new(Decl::Enum(e)))
                }
                _ if self.starts_declaration() => {
                    let vars = self.local_declaration()?;
                    StmtKind::Decl(vars)
                }
                _ if self.peek_at(1).is_ident()
                    && !self.is_type_name(&t.text)
                    && !crate::ast::QUALIFIER_WORDS.contains(&&*t.text) =>
                {
                    return Err(self.error(t.span, format!("unknown type name '{}'", t.text)));
                }
                _ => self.expr_stmt()?,
            }
        } else {
            self.expr_stmt()?
        };
        Ok(Stmt {
            attrs,
            kind,
            span: start.to(self.prev_span()),
        })
    }

    /// The statement after `case X:` / `default:`; consecutive labels nest.
    fn case_body(&mut self) -> PResult<Stmt> {
        if self.is("}") {
            let span = self.peek().span.start();
            return Ok(Stmt {
                attrs: Vec::new(),
                kind: StmtKind::Empty,
                span,
            });
        }
        self.stmt()
    }

    fn expr_stmt(&mut self) -> PResult<StmtKind> {
        let e = self.expr()?;
        self.expect_semi("after expression")?;
        Ok(StmtKind::Expr(e))
    }

    /// `( expr )` after `if` / `while` / `switch`.
    /// `keyword (cond) body` of `while` and `switch`, from the keyword on.
    fn cond_and_body(&mut self, keyword: &str) -> PResult<(Expr, Box<Stmt>)> {
        self.bump();
        let cond = self.paren_cond(keyword)?;
        let body = Box::new(self.stmt()?);
        Ok((cond, body))
    }

    fn paren_cond(&mut self, what: &str) -> PResult<Expr> {
        if !self.is("(") {
            let at = self.peek().span;
            return Err(self.error(at, format!("expected '(' after '{what}'")));
        }
        let open = self.bump().span;
        let e = self.expr()?;
        self.expect_closing(")", open)?;
        Ok(e)
    }

    fn if_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        let cond = self.paren_cond("if")?;
        let then = Box::new(self.scoped_stmt()?);
        let els = if self.eat_word("else") {
            Some(Box::new(self.scoped_stmt()?))
        } else {
            None
        };
        Ok(StmtKind::If { cond, then, els })
    }

    fn scoped_stmt(&mut self) -> PResult<Stmt> {
        self.push_scope();
        let s = self.stmt();
        self.pop_scope();
        s
    }

    fn for_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        if !self.is("(") {
            let at = self.peek().span;
            return Err(self.error(at, "expected '(' after 'for'"));
        }
        let open = self.bump().span;
        self.push_scope();
        let r = (|| {
            let init = if self.eat(";") {
                None
            } else if self.starts_declaration() {
                let start = self.peek().span;
                let vars = self.local_declaration()?;
                Some(Box::new(Stmt {
                    attrs: Vec::new(),
                    kind: StmtKind::Decl(vars),
                    span: start.to(self.prev_span()),
                }))
            } else {
                let start = self.peek().span;
                let e = self.expr()?;
                self.expect_semi("in 'for' statement specifier")?;
                Some(Box::new(Stmt {
                    attrs: Vec::new(),
                    kind: StmtKind::Expr(e),
                    span: start.to(self.prev_span()),
                }))
            };
            let cond = if self.is(";") {
                None
            } else {
                Some(self.expr()?)
            };
            self.expect_semi("in 'for' statement specifier")?;
            let step = if self.is(")") {
                None
            } else {
                Some(self.expr()?)
            };
            self.expect_closing(")", open)?;
            let body = Box::new(self.stmt()?);
            Ok(StmtKind::For(ForStmt {
                init,
                cond,
                step,
                body,
            }))
        })();
        self.pop_scope();
        r
    }

    /// Whether a statement here is a declaration: qualifiers, or a type not
    /// followed by `(` (which would make it a constructor expression).
    pub(crate) fn starts_declaration(&mut self) -> bool {
        if self.at_qualifier() {
            return true;
        }
        if !self.starts_type() {
            return false;
        }
        let save = self.pos;
        let cp = self.diags.checkpoint();
        let ok = self.type_ref().is_ok() && (self.peek().is_ident());
        self.pos = save;
        self.diags.rollback(cp);
        ok
    }

    fn local_declaration(&mut self) -> PResult<Vec<VarDecl>> {
        let mut quals = self.qualifiers();
        let ty = self.type_ref()?;
        while self.is_word("const") && self.peek_at(1).is_ident() {
            quals.words.push(self.bump().text.to_string());
        }
        let vars = self.declarators(Vec::new(), quals, ty)?;
        self.expect_semi("at end of declaration")?;
        Ok(vars)
    }
}
