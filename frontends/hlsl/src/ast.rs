//! The typed AST. The parser builds it with syntax only; semantic analysis
//! ([`crate::sema`]) then fills in, in place:
//! - every expression's [`Expr::ty`] and whether it is an l-value;
//! - every name's [`Ref`] (variable, function, enum constant);
//! - every call's [`Callee`] (user function, intrinsic or resource method);
//! - implicit conversions as explicit [`ExprKind::ImplicitCast`] nodes;
//! - every declaration's resolved [`Type`] and variable id.
//!
//! so that IR generation is one walk over the tree.

use crate::source::Span;
use crate::types::Type;

/// Index of a variable in [`crate::sema::Program::vars`].
pub type VarId = u32;
/// Index of a function in [`crate::sema::Program::functions`].
pub type FuncId = u32;

#[derive(Clone, Debug, Default)]
pub struct TranslationUnit {
    pub decls: Vec<Decl>,
}

#[derive(Clone, Debug)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// A name as written with its qualifiers: `ns::inner::name`.
pub fn qualified_name(path: &[Ident]) -> String {
    path.iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join("::")
}

/// `[name(args)]`, `[[ns::name(args)]]`.
#[derive(Clone, Debug)]
pub struct Attribute {
    pub namespace: Option<String>,
    pub name: String,
    pub args: Vec<Expr>,
    pub span: Span,
    /// `[[...]]` (C++11 style) rather than `[...]`.
    pub double: bool,
}

/// A type as written: a name with optional template arguments.
#[derive(Clone, Debug)]
pub struct TypeRef {
    /// Qualifiers written inside a template argument (`RWTexture2D<unorm float4>`).
    pub quals: Vec<String>,
    pub name: String,
    pub args: Vec<TemplateArg>,
    pub span: Span,
    /// Filled by sema.
    pub resolved: Type,
}

#[derive(Clone, Debug)]
pub enum TemplateArg {
    Type(TypeRef),
    Expr(Expr),
}

/// Declaration specifiers and qualifiers (`static const`, `groupshared`, ...).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Qualifiers {
    /// In source order, as written (printing keeps them).
    pub words: Vec<String>,
}

impl Qualifiers {
    pub fn has(&self, w: &str) -> bool {
        self.words.iter().any(|x| x == w)
    }
}

/// The words that may precede a type in a declaration.
pub const QUALIFIER_WORDS: &[&str] = &[
    "static",
    "const",
    "groupshared",
    "uniform",
    "extern",
    "volatile",
    "precise",
    "shared",
    "row_major",
    "column_major",
    "snorm",
    "unorm",
    "nointerpolation",
    "linear",
    "centroid",
    "noperspective",
    "sample",
    "globallycoherent",
    "inline",
    "export",
    "in",
    "out",
    "inout",
    "indices",
    "vertices",
    "primitives",
    "payload",
    "point",
    "line",
    "triangle",
    "lineadj",
    "triangleadj",
    "reordercoherent",
];

/// `: SEMANTIC`, `: register(u0, space1)`, `: packoffset(c0.x)`.
#[derive(Clone, Debug)]
pub enum Annotation {
    Semantic(Ident),
    Register {
        /// `register(ps_5_0, t0)`: the profile prefix DXC accepts and ignores.
        profile: Option<Ident>,
        slot: Option<Ident>,
        space: Option<Ident>,
        span: Span,
    },
    PackOffset {
        reg: Ident,
        component: Option<Ident>,
        span: Span,
    },
}

#[derive(Clone, Debug)]
pub enum Init {
    Expr(Expr),
    /// `{ a, b, {c, d} }`.
    List(Vec<Init>, Span),
}

impl Init {
    pub fn span(&self) -> Span {
        match self {
            Init::Expr(e) => e.span,
            Init::List(_, s) => *s,
        }
    }
}

#[derive(Clone, Debug)]
pub struct VarDecl {
    pub attrs: Vec<Attribute>,
    pub quals: Qualifiers,
    pub ty: TypeRef,
    pub name: Ident,
    /// Array dimensions, outermost first; `None` for `[]`.
    pub dims: Vec<Option<Expr>>,
    pub annotations: Vec<Annotation>,
    pub init: Option<Init>,
    /// Sema: the declared type with the dimensions applied.
    pub resolved: Type,
    /// Sema: the variable's id.
    pub id: Option<VarId>,
    /// Written in one declaration with the one before (`int a, b;`): printing
    /// joins them again.
    pub continues: bool,
    /// After semantic analysis, for `Init::List` initializers: the items in
    /// order, nested braces flattened, each converted to the component type
    /// of the scalars it initializes (an item may cover several, as a
    /// `float4` in `float4 a[2] = {v0, v1}` does; IR generation splits it).
    pub flat_init: Vec<Expr>,
}

impl VarDecl {
    /// A declaration of `name` as the parser starts it: no dimensions,
    /// annotations or initializer, not continuing another, and nothing from
    /// semantic analysis yet.
    pub fn parsed(attrs: Vec<Attribute>, quals: Qualifiers, ty: TypeRef, name: Ident) -> VarDecl {
        VarDecl {
            attrs,
            quals,
            ty,
            name,
            dims: Vec::new(),
            annotations: Vec::new(),
            init: None,
            resolved: Type::Error,
            id: None,
            continues: false,
            flat_init: Vec::new(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamMode {
    In,
    Out,
    InOut,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub mode: ParamMode,
    /// Whether the mode keyword was written (printing keeps the source form).
    pub mode_written: bool,
    pub var: VarDecl,
}

#[derive(Clone, Debug)]
pub struct FunctionDecl {
    pub attrs: Vec<Attribute>,
    pub quals: Qualifiers,
    pub ret: TypeRef,
    pub name: Ident,
    pub params: Vec<Param>,
    pub ret_annotations: Vec<Annotation>,
    pub body: Option<Block>,
    pub span: Span,
    /// Sema.
    pub id: Option<FuncId>,
}

#[derive(Clone, Debug)]
pub struct StructDecl {
    pub name: Ident,
    pub base: Option<TypeRef>,
    pub fields: Vec<VarDecl>,
    pub methods: Vec<FunctionDecl>,
    pub span: Span,
    /// `struct S { ... } s;` — variables declared with the definition.
    pub id: Option<u32>,
    /// `class` rather than `struct`.
    pub is_class: bool,
}

#[derive(Clone, Debug)]
pub struct TypedefDecl {
    pub ty: TypeRef,
    pub name: Ident,
    pub dims: Vec<Option<Expr>>,
    /// `using name = ty;`.
    pub using: bool,
    pub quals: Qualifiers,
}

#[derive(Clone, Debug)]
pub struct BufferDecl {
    /// `cbuffer` or `tbuffer`.
    pub keyword: String,
    pub name: Ident,
    pub annotations: Vec<Annotation>,
    pub members: Vec<VarDecl>,
    pub span: Span,
    /// Sema: the variable standing for the whole buffer.
    pub id: Option<VarId>,
}

#[derive(Clone, Debug)]
pub struct Enumerator {
    pub name: Ident,
    pub value: Option<Expr>,
    /// Sema.
    pub resolved: i64,
}

#[derive(Clone, Debug)]
pub struct EnumDecl {
    pub name: Option<Ident>,
    pub class: bool,
    pub base: Option<TypeRef>,
    pub variants: Vec<Enumerator>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct NamespaceDecl {
    pub name: Ident,
    pub decls: Vec<Decl>,
}

#[derive(Clone, Debug)]
pub enum Decl {
    Var(VarDecl),
    Function(FunctionDecl),
    Struct(StructDecl),
    /// `struct S {...} a, b;`: a definition followed by variables.
    StructVars(StructDecl, Vec<VarDecl>),
    Typedef(TypedefDecl),
    Buffer(BufferDecl),
    Enum(EnumDecl),
    Namespace(NamespaceDecl),
    /// `#pragma pack_matrix(row_major)` (true) / `(column_major)`.
    PackMatrix(bool, Span),
    /// A stray `;`.
    Empty(Span),
}

#[derive(Clone, Debug)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub attrs: Vec<Attribute>,
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Decl(Vec<VarDecl>),
    /// A local `struct`/`typedef`/`enum`.
    LocalType(Box<Decl>),
    Expr(Expr),
    Block(Block),
    If {
        cond: Expr,
        then: Box<Stmt>,
        els: Option<Box<Stmt>>,
    },
    For(ForStmt),
    While {
        cond: Expr,
        body: Box<Stmt>,
    },
    DoWhile {
        body: Box<Stmt>,
        cond: Expr,
    },
    Switch {
        cond: Expr,
        body: Box<Stmt>,
    },
    Case(Expr, Box<Stmt>),
    Default(Box<Stmt>),
    Break,
    Continue,
    Return(Option<Expr>),
    Discard,
    Empty,
}

/// `for (init; cond; step) body`; each of the three clauses may be empty.
#[derive(Clone, Debug)]
pub struct ForStmt {
    pub init: Option<Box<Stmt>>,
    pub cond: Option<Expr>,
    pub step: Option<Expr>,
    pub body: Box<Stmt>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Plus,
    Neg,
    Not,
    BitNot,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

impl UnaryOp {
    pub fn spelling(self) -> &'static str {
        match self {
            UnaryOp::Plus => "+",
            UnaryOp::Neg => "-",
            UnaryOp::Not => "!",
            UnaryOp::BitNot => "~",
            UnaryOp::PreInc | UnaryOp::PostInc => "++",
            UnaryOp::PreDec | UnaryOp::PostDec => "--",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
}

/// `(op, spelling, precedence)`; higher binds tighter (C's table,
/// https://en.cppreference.com/w/c/language/operator_precedence).
pub const BINARY_OPS: &[(BinaryOp, &str, u8)] = &[
    (BinaryOp::Mul, "*", 10),
    (BinaryOp::Div, "/", 10),
    (BinaryOp::Rem, "%", 10),
    (BinaryOp::Add, "+", 9),
    (BinaryOp::Sub, "-", 9),
    (BinaryOp::Shl, "<<", 8),
    (BinaryOp::Shr, ">>", 8),
    (BinaryOp::Lt, "<", 7),
    (BinaryOp::Gt, ">", 7),
    (BinaryOp::Le, "<=", 7),
    (BinaryOp::Ge, ">=", 7),
    (BinaryOp::Eq, "==", 6),
    (BinaryOp::Ne, "!=", 6),
    (BinaryOp::BitAnd, "&", 5),
    (BinaryOp::BitXor, "^", 4),
    (BinaryOp::BitOr, "|", 3),
    (BinaryOp::And, "&&", 2),
    (BinaryOp::Or, "||", 1),
];

impl BinaryOp {
    pub fn spelling(self) -> &'static str {
        BINARY_OPS
            .iter()
            .find(|r| r.0 == self)
            .map(|r| r.1)
            .unwrap_or("?")
    }

    pub fn precedence(self) -> u8 {
        BINARY_OPS
            .iter()
            .find(|r| r.0 == self)
            .map(|r| r.2)
            .unwrap_or(0)
    }

    pub fn from_spelling(s: &str) -> Option<BinaryOp> {
        BINARY_OPS.iter().find(|r| r.1 == s).map(|r| r.0)
    }

    /// The operator of the compound assignment spelled `s` (`+=` is `Add`):
    /// every binary operator but the comparisons and the logical ones has
    /// one.
    pub fn from_compound_assignment(s: &str) -> Option<BinaryOp> {
        let op = BinaryOp::from_spelling(s.strip_suffix('=')?)?;
        (!op.is_comparison() && !op.is_logical()).then_some(op)
    }

    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge | BinaryOp::Eq | BinaryOp::Ne
        )
    }

    pub fn is_logical(self) -> bool {
        matches!(self, BinaryOp::And | BinaryOp::Or)
    }

    pub fn is_bitwise(self) -> bool {
        matches!(
            self,
            BinaryOp::BitAnd
                | BinaryOp::BitOr
                | BinaryOp::BitXor
                | BinaryOp::Shl
                | BinaryOp::Shr
                | BinaryOp::Rem
        )
    }
}

/// What a name refers to.
#[derive(Clone, Debug, PartialEq)]
pub enum Ref {
    Var(VarId),
    Function(FuncId),
    EnumConst(i64),
    /// `this` inside a struct method.
    This,
    /// A field of `this` named without `this.` inside a method (field index).
    ThisField(u32),
}

/// The overload index of intrinsics typed by rule (see [`Callee::Intrinsic`]).
pub const SPECIAL_OVERLOAD: u32 = u32::MAX;

/// The target of a call.
#[derive(Clone, Debug, PartialEq)]
pub enum Callee {
    Unresolved,
    Function(FuncId),
    /// An intrinsic function: its name and the chosen overload's index in
    /// `intrinsics::table()`; [`SPECIAL_OVERLOAD`] for the intrinsics typed
    /// by rule rather than by the table (`mul`, `transpose`, and `select`
    /// between two values of one non-numeric type).
    Intrinsic {
        name: String,
        overload: u32,
    },
    /// A resource method: its name and the overload's index in
    /// `methods::table()` (past its end: the generated texture
    /// `GetDimensions` forms, in `methods::overloads` order).
    Method {
        name: String,
        overload: u32,
    },
    /// A struct method.
    StructMethod(FuncId),
}

/// How a member access resolved.
#[derive(Clone, Debug, PartialEq)]
pub enum Member {
    Unresolved,
    /// Field index of a struct (or of a cbuffer / ConstantBuffer's struct).
    Field(u32),
    /// Vector components (0..4), `.xyzw` / `.rgba`, or a scalar's `.x`.
    Swizzle(Vec<u8>),
    /// Matrix elements (row, column), `._m00_m11` / `._11_22`.
    MatrixSwizzle(Vec<(u8, u8)>),
    /// A static member reached through an instance (`s.count`): the variable.
    Static(VarId),
    /// `tex.mips` / `tex.sample`.
    Mips,
    Sample,
}

/// Implicit conversions sema inserts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastKind {
    /// A literal or same-representation change that needs no code
    /// (e.g. `literal int` -> `int`, `dword` -> `uint`).
    NoOp,
    IntToFloat,
    FloatToInt,
    IntToInt,
    FloatToFloat,
    IntToBool,
    FloatToBool,
    BoolToInt,
    BoolToFloat,
    /// Scalar to vector/matrix by replication.
    Splat,
    /// Vector/matrix to a smaller one (dropping trailing components).
    Truncate,
    /// A one-component vector/matrix to its scalar.
    ToScalar,
    /// Vector <-> 1xN / Nx1 matrix, or array/struct copies between equal layouts.
    Reshape,
    /// Struct/array elementwise conversion (explicit casts only).
    Elementwise,
    /// A `ConstantBuffer<S>` / `TextureBuffer<S>` read as its `S` value.
    BufferLoad,
    /// An element of `ResourceDescriptorHeap` / `SamplerDescriptorHeap`
    /// taken as the declared resource type (shader model 6.6).
    FromHeap,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
    /// Where diagnostics about the expression point (clang's expression
    /// location): a binary operator's operator, a member's name, ...
    pub loc: Span,
    /// Sema: the expression's type (`Type::Error` after an error).
    pub ty: Type,
    /// Sema: designates an object (assignable unless const).
    pub lvalue: bool,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    /// The literal's spelling, for printing, and its value.
    IntLit(u64, String),
    FloatLit(f64, String),
    BoolLit(bool),
    StringLit(String),
    Name {
        /// `a`, or `N::a` / `S::a` parts.
        path: Vec<Ident>,
        resolved: Option<Ref>,
    },
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// `lhs = rhs` or compound `lhs op= rhs`.
    Assign(Option<BinaryOp>, Box<Expr>, Box<Expr>),
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
    /// `f(args)`; for `S::f` the callee name has several parts.
    Call {
        callee: Vec<Ident>,
        template_args: Vec<TemplateArg>,
        args: Vec<Expr>,
        resolved: Callee,
    },
    /// `obj.method<T>(args)`.
    MethodCall {
        object: Box<Expr>,
        method: Ident,
        template_args: Vec<TemplateArg>,
        args: Vec<Expr>,
        resolved: Callee,
    },
    Member {
        base: Box<Expr>,
        name: Ident,
        resolved: Member,
    },
    Index(Box<Expr>, Box<Expr>),
    /// `(T)e`.
    Cast(TypeRef, Vec<Option<Expr>>, Box<Expr>),
    /// `T(args)`: vector/matrix/scalar construction or a functional cast.
    Construct(TypeRef, Vec<Expr>),
    /// A brace list in an expression position (`return {a, b};` is not HLSL,
    /// but `S s = {..}` lands here through [`Init`]).
    InitList(Vec<Expr>),
    ImplicitCast(CastKind, Box<Expr>),
    /// An expression that failed to parse (keeps the tree whole).
    Error,
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr {
            kind,
            span,
            loc: span.start(),
            ty: Type::Error,
            lvalue: false,
        }
    }

    /// With a diagnostic location other than the start.
    pub fn at(mut self, loc: Span) -> Expr {
        self.loc = loc;
        self
    }

    pub fn error(span: Span) -> Expr {
        Expr::new(ExprKind::Error, span)
    }
}
