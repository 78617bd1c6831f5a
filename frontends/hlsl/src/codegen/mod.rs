//! IR generation: the checked AST of an entry point as a module of the
//! project's `hlsl` dialect (docs/hlsl-dialect.md) with upstream
//! `func`/`arith`/`scf`/`vector`/`memref` bodies, built through the ops'
//! typed builders.
//!
//! The generated code is in SSA form from the start, as MLIR front ends that
//! target structured control flow produce it: a local variable is the value
//! it holds at each point (the `env` of [`Gen`]), `if`/`for`/`while`/`switch`
//! become `scf.if`/`scf.for`/`scf.while` whose results carry the variables
//! they assign, and `break`, `continue` and early `return` are flags carried
//! the same way that guard what follows them ([`stmt`]). User functions are
//! inlined at their call sites ([`call`]), which gives `out`/`inout`
//! parameters copy-in/copy-out semantics and lets resources be passed by
//! value. Aggregates (structs, arrays, matrices) are trees of SSA values
//! ([`value::Val`]); their dynamic indexing selects among the elements.
//! Memory that is shared between threads (`groupshared`) is a workgroup
//! `memref.global`; resources are `hlsl` handles created at the top of the
//! entry point ([`resources`]).
//!
//! Modules: [`call`] (entry points, inlined calls), [`graphics`] (vertex and
//! pixel entry points), [`stmt`] (statements, `if`, `switch`, flags),
//! [`loops`], [`assigned`] (what a loop carries), [`expr`] and
//! [`operators`], [`place`] (l-values, memory access), [`value`] (the value
//! representation, conversions), [`constant`], [`types`], [`resources`]
//! (handles, bindings, groupshared memory), [`intrinsics`], [`bits`],
//! [`atomics`], [`methods`] and [`textures`].
//!
//! What HLSL says follows the specification
//! (https://microsoft.github.io/hlsl-specs/specs/hlsl.html) and DXC where it is
//! silent; what this generator cannot compile yet is a clang-style error
//! ("cannot compile this ... yet") at the construct, never a panic.

mod arith;
mod assigned;
mod atomics;
mod bits;
mod call;
mod constant;
mod expr;
mod graphics;
mod intrinsics;
mod loops;
mod math;
mod methods;
mod operators;
mod place;
mod resources;
mod stmt;
mod textures;
mod types;
mod value;
mod vulkan;

#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::sync::Arc;

use rustc_hash::FxHashMap;
use shader_mlir::Context;
use shader_mlir::builtin::ModuleOp;
use shader_mlir::ir::{Attribute, BlockId, InsertPoint, Ir, Location, OpId, Type, Value};
use shader_mlir::rewrite::IrBuilder;

use crate::ast::{Decl, FuncId, FunctionDecl, TranslationUnit, VarId};
use crate::diag::Diagnostics;
use crate::options::Options;
use crate::sema::Program;
use crate::source::{SourceMap, Span};

pub use value::Val;

/// What code generation needs to know beyond the front end's [`Options`]:
/// the Vulkan binding options of DXC's SPIR-V mode
/// (https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst#hlsl-register-and-vulkan-binding).
#[derive(Clone, Debug, Default)]
pub struct CodegenOptions {
    /// `-fvk-bind-register`: `(register class, number, space, binding, set)`.
    pub bind_register: Vec<(char, u32, u32, u32, u32)>,
    /// `-fvk-{b,t,s,u}-shift`: `(register class, shift, space; None = all)`.
    pub shifts: Vec<(char, u32, Option<u32>)>,
    /// `-fspv-use-legacy-buffer-matrix-order`: matrices in byte-address
    /// buffers are row-major.
    pub legacy_buffer_matrix_order: bool,
}

/// A generated module.
pub struct Generated {
    pub ir: Ir,
    pub module: OpId,
}

/// A construct this generator cannot compile, or input it rejects: a
/// diagnostic at `span`.
#[derive(Clone, Debug)]
pub struct CgError {
    pub span: Span,
    pub message: String,
}

pub(crate) type R<T> = Result<T, CgError>;

/// clang's wording for what code generation cannot do yet.
pub(crate) fn unsupported<T>(span: Span, what: impl std::fmt::Display) -> R<T> {
    Err(CgError {
        span,
        message: format!("cannot compile this {what} yet"),
    })
}

/// An error at `span`.
pub(crate) fn error<T>(span: Span, message: impl Into<String>) -> R<T> {
    Err(CgError {
        span,
        message: message.into(),
    })
}

/// What a value in the environment is: a variable, or a control flag of a
/// function call or a loop (see [`stmt`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Key {
    Var(VarId),
    /// A `return` ran in the inlined call (frame) `n`.
    Returned(u32),
    /// The value the inlined call `n` returns.
    RetVal(u32),
    /// A `break` ran in the loop or switch `n`.
    Broken(u32),
    /// A `continue` ran in the current iteration of loop `n`.
    Continued(u32),
    /// A `case` label of switch `n` matched.
    Matched(u32),
    /// A value computed under a condition (`&&`, `||`, `?:`).
    Temp(u32),
}

/// The values of the variables and flags at the insertion point, in a fixed
/// order (the order of `scf` results).
pub(crate) type Env = BTreeMap<Key, Val>;

/// An inlined function body being generated.
#[derive(Clone, Debug)]
pub(crate) struct Frame {
    pub id: u32,
    pub func: Option<FuncId>,
    /// The object a struct method was called on.
    pub this: Option<place::Place>,
}

/// A loop or switch: what `break` (both) and `continue` (loops) refer to.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Breakable {
    pub id: u32,
    pub frame: u32,
    pub is_loop: bool,
}

/// The generator: the module being built and the state of the walk.
pub(crate) struct Gen<'a> {
    pub ir: Ir,
    pub prog: &'a Program,
    pub opts: &'a Options,
    pub cg: &'a CodegenOptions,
    pub sm: &'a SourceMap,
    pub functions: FxHashMap<FuncId, &'a FunctionDecl>,
    pub module_block: BlockId,
    /// The block code is appended to.
    pub block: BlockId,
    pub loc: Location,
    pub env: Env,
    pub frames: Vec<Frame>,
    pub breakables: Vec<Breakable>,
    pub next_id: u32,
    /// The entry block of the function being generated, and the last op of
    /// its prologue (constants, handles, system values) that new prologue
    /// ops go after.
    pub entry_block: BlockId,
    pub prologue_last: Option<OpId>,
    pub constants: FxHashMap<(Type, Attribute), Value>,
    /// Splats of constants, in the prologue.
    pub splats: FxHashMap<(Type, Value), Value>,
    pub handles: FxHashMap<(VarId, Option<u32>), Value>,
    pub counters: FxHashMap<Value, Value>,
    /// The variable each global resource handle was created for.
    pub handle_origin: FxHashMap<Value, VarId>,
    /// The declarations of global `static` variables.
    pub static_decls: Vec<crate::ast::VarDecl>,
    /// Every global variable declaration, by variable.
    pub global_decls: FxHashMap<VarId, crate::ast::VarDecl>,
    /// Handles created in the prologue.
    pub prologue_handles: rustc_hash::FxHashSet<Value>,
    /// Global structs of resources, as values of handles.
    pub struct_globals: FxHashMap<VarId, Val>,
    pub system_values: FxHashMap<&'static str, Value>,
    pub shared: FxHashMap<VarId, Value>,
    /// Declared `memref.global`s of groupshared variables.
    pub shared_globals: FxHashMap<VarId, String>,
    /// Flags known to be false where code is being generated (inside the
    /// `scf.if` that guards on them).
    pub assumed_false: Vec<Value>,
}

/// A context with the dialects generated modules use (`hlsl`, `func`,
/// `arith`, `math`, `scf`, `vector`, `memref`), for callers without the project's
/// registry.
pub fn dialect_context() -> Arc<Context> {
    let mut ctx = Context::new();
    for dialect in [
        &dialect_hlsl::DIALECT,
        &dialect_func::DIALECT,
        &dialect_arith::DIALECT,
        &dialect_math::DIALECT,
        &dialect_scf::DIALECT,
        &dialect_vector::DIALECT,
        &dialect_memref::DIALECT,
    ] {
        ctx.register_dialect(dialect);
    }
    Arc::new(ctx)
}

/// Generates the module of the entry point (or, for library profiles, of
/// every `[shader]` function) of a checked program. Problems are diagnostics
/// in `diags`; the result is `None` when there was one.
pub fn generate(
    ctx: Arc<Context>,
    tu: &TranslationUnit,
    prog: &Program,
    opts: &Options,
    cg: &CodegenOptions,
    sm: &SourceMap,
    diags: &mut Diagnostics,
) -> Option<Generated> {
    let mut ir = Ir::new(ctx.clone());
    let loc = ctx.unknown_loc();
    let module = ModuleOp::build(&mut IrBuilder::new(&mut ir, None), loc, None, None);
    let body = ir.create_block(&[]);
    ir.push_block(module.body(&ir), body);
    let mut functions = FxHashMap::default();
    collect_functions(&tu.decls, &mut functions);
    let mut g = Gen {
        ir,
        prog,
        opts,
        cg,
        sm,
        functions,
        module_block: body,
        block: body,
        loc,
        env: Env::new(),
        frames: Vec::new(),
        breakables: Vec::new(),
        next_id: 0,
        entry_block: body,
        prologue_last: None,
        constants: FxHashMap::default(),
        splats: FxHashMap::default(),
        handles: FxHashMap::default(),
        counters: FxHashMap::default(),
        handle_origin: FxHashMap::default(),
        static_decls: {
            let mut v = Vec::new();
            call::static_decls(&tu.decls, &mut v);
            v
        },
        global_decls: {
            let mut v = Vec::new();
            call::global_decls(&tu.decls, &mut v);
            v.into_iter()
                .filter_map(|d| d.id.map(|id| (id, d)))
                .collect()
        },
        struct_globals: FxHashMap::default(),
        prologue_handles: Default::default(),
        system_values: FxHashMap::default(),
        shared: FxHashMap::default(),
        shared_globals: FxHashMap::default(),
        assumed_false: Vec::new(),
    };
    let entries: Vec<FuncId> = match prog.entry {
        Some(e) => vec![e],
        None => prog.library_entries.clone(),
    };
    let mut ok = true;
    for entry in entries {
        if let Err(e) = g.entry_point(entry) {
            diags.error(e.span, e.message);
            ok = false;
            break;
        }
    }
    ok.then(|| Generated {
        ir: g.ir,
        module: module.0,
    })
}

fn collect_functions<'a>(decls: &'a [Decl], out: &mut FxHashMap<FuncId, &'a FunctionDecl>) {
    for d in decls {
        match d {
            Decl::Function(f) => {
                if let (Some(id), Some(_)) = (f.id, &f.body) {
                    out.insert(id, f);
                }
            }
            Decl::Struct(s) | Decl::StructVars(s, _) => {
                for m in &s.methods {
                    if let (Some(id), Some(_)) = (m.id, &m.body) {
                        out.insert(id, m);
                    }
                }
            }
            Decl::Namespace(n) => collect_functions(&n.decls, out),
            _ => {}
        }
    }
}

impl<'a> Gen<'a> {
    pub fn ctx(&self) -> &Context {
        self.ir.ctx()
    }

    /// A builder appending to the current block.
    pub fn b(&mut self) -> IrBuilder<'_> {
        let at = InsertPoint::at_end(self.block);
        IrBuilder::new(&mut self.ir, Some(at))
    }

    /// A builder inserting at the end of the prologue of the function being
    /// generated; `record` is called with the op it created, which becomes the
    /// prologue's last op.
    pub fn in_prologue<T>(&mut self, build: impl FnOnce(&mut IrBuilder<'_>) -> T) -> T
    where
        T: ProloguedOp,
    {
        let at = match self.prologue_last {
            Some(last) => match self.ir.next_op(last) {
                Some(next) => InsertPoint::before(&self.ir, next),
                None => InsertPoint::at_end(self.entry_block),
            },
            None => match self.ir.first_op(self.entry_block) {
                Some(first) => InsertPoint::before(&self.ir, first),
                None => InsertPoint::at_end(self.entry_block),
            },
        };
        let mut b = IrBuilder::new(&mut self.ir, Some(at));
        let built = build(&mut b);
        self.prologue_last = Some(built.op_id());
        built
    }

    /// The MLIR location of a source span (`file:line:col`, `#line` applied).
    pub fn location(&self, span: Span) -> Location {
        let p = self.sm.presumed(span.file, span.lo);
        self.ctx().file_line_col(&p.name, p.line, p.column)
    }

    /// Sets the location of the ops built next; returns the previous one.
    pub fn at(&mut self, span: Span) -> Location {
        let loc = self.location(span);
        std::mem::replace(&mut self.loc, loc)
    }

    pub fn fresh_id(&mut self) -> u32 {
        self.next_id += 1;
        self.next_id
    }
}

/// An op a prologue builder created (for [`Gen::in_prologue`]).
pub(crate) trait ProloguedOp {
    fn op_id(&self) -> OpId;
}

impl ProloguedOp for OpId {
    fn op_id(&self) -> OpId {
        *self
    }
}
