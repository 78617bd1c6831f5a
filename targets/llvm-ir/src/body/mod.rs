//! Function bodies: how the ops of a `func.func` become LLVM instructions.
//!
//! Every op is exported by a rule found in a table, first the target's own
//! (the `dx` or `hlsl` resource ops, [`Target::rules`]) and then the upstream
//! ones ([`upstream_rules`]: `arith`, `math`, `vector`, `func`, `scf`). A rule is one
//! line, `rule!(AddIOp => |cx, op| cx.binary(op, "add"))`; adding an op to the
//! export is adding a line to its table. An op without a rule is a located
//! error naming it.

mod arith;
mod constants;
mod control;
mod convergence;
mod func;
mod math;
mod vector;

use rustc_hash::FxHashMap;
use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{BlockId, FloatKind, Ir, OpId, RegionId, Type, TypeKind, Value};

use crate::text::{Body, Line, Module, Operand, Ty};

pub(crate) use func::export_functions;

/// Exports one op.
pub(crate) type ExportFn<T> = fn(&mut FnCx<'_, T>, OpId) -> Result<(), Diagnostic>;

/// One row of an op table: which ops it takes (`XOp::cast`) and how it
/// exports them.
pub(crate) struct OpRule<T: Target> {
    pub matches: fn(&Ir, OpId) -> bool,
    pub export: ExportFn<T>,
}

/// A row of an op table: `rule!(XOp => |cx, op| ...)`.
macro_rules! rule {
    ($op:ty => $export:expr) => {
        $crate::body::OpRule {
            matches: |ir, op| <$op>::cast(ir, op).is_some(),
            export: $export,
        }
    };
}
pub(crate) use rule;

/// Why `op` has no LLVM 22 form, if `table` (op, why) names its op.
pub(crate) fn unsupported_reason(
    table: &[(&OpDef, &'static str)],
    ir: &Ir,
    op: OpId,
) -> Option<&'static str> {
    let def = ir.op_def(op)?;
    table
        .iter()
        .find(|(unsupported, _)| std::ptr::eq(*unsupported, def))
        .map(|(_, why)| *why)
}

/// The row that turns every op of `$table` (see [`unsupported_reason`])
/// into the error saying why it has no LLVM 22 form.
macro_rules! unsupported_rule {
    ($table:path) => {
        $crate::body::OpRule {
            matches: |ir, op| $crate::body::unsupported_reason($table, ir, op).is_some(),
            export: |cx, op| {
                let why = $crate::body::unsupported_reason($table, cx.ir, op).unwrap_or_default();
                Err(cx.ir.op_error(op, format!("has no LLVM 22 form: {why}")))
            },
        }
    };
}
pub(crate) use unsupported_rule;

/// What a flavour of the export adds to the common part: its resource
/// types, its ops, and its conventions for functions.
pub(crate) trait Target: Sized {
    /// The flavour's name in diagnostics (`DirectX`, `SPIR-V`).
    const NAME: &'static str;

    /// The LLVM type of a type only this flavour knows (a resource type),
    /// or `None`.
    fn resource_type(&mut self, module: &mut Module, ctx: &Context, ty: Type) -> Option<Ty>;

    /// The flavour's op rules.
    fn rules() -> Vec<OpRule<Self>>;

    /// Why a type this flavour knows has no LLVM 22 form, if it is one.
    fn unsupported_reason(&self, _ctx: &Context, _ty: Type) -> Option<String> {
        None
    }

    /// The calling convention keyword of functions that are not entry
    /// points (`spir_func` for SPIR-V, as clang gives them), if any.
    fn call_conv(&self) -> Option<&'static str> {
        None
    }

    /// Whether the function `name` is `convergent` and its convergent calls
    /// carry convergence tokens ([`convergence`]).
    fn is_convergent(&self, _function: &str) -> bool {
        false
    }

    /// Exports an op at module level other than `func.func` (a global
    /// variable), or `None` when the flavour has no form for it.
    fn module_op(
        &mut self,
        _ir: &Ir,
        _op: OpId,
        _module: &mut Module,
    ) -> Option<Result<(), Diagnostic>> {
        None
    }
}

/// The rules of the upstream dialects.
pub(crate) fn upstream_rules<T: Target>() -> Vec<OpRule<T>> {
    let tables = [
        arith::rules,
        math::rules,
        vector::rules,
        func::rules,
        control::rules,
    ];
    tables.into_iter().flat_map(|rules| rules()).collect()
}

/// The op tables of one export, with a memo of which row takes which kind of
/// op.
pub(crate) struct Rules<T: Target> {
    rows: Vec<OpRule<T>>,
    by_def: FxHashMap<usize, usize>,
}

impl<T: Target> Rules<T> {
    pub fn new() -> Self {
        let mut rows = T::rules();
        rows.extend(upstream_rules());
        Rules {
            rows,
            by_def: FxHashMap::default(),
        }
    }

    fn find(&mut self, ir: &Ir, op: OpId) -> Option<ExportFn<T>> {
        let key = ir.op_def(op).map(|def| def as *const _ as usize);
        if let Some(index) = key.and_then(|k| self.by_def.get(&k)) {
            return Some(self.rows[*index].export);
        }
        let index = self.rows.iter().position(|row| (row.matches)(ir, op))?;
        if let Some(key) = key {
            self.by_def.insert(key, index);
        }
        Some(self.rows[index].export)
    }
}

/// The export of one function body.
pub(crate) struct FnCx<'a, T: Target> {
    pub ir: &'a Ir,
    pub module: &'a mut Module,
    pub target: &'a mut T,
    pub body: Body,
    rules: &'a mut Rules<T>,
    values: FxHashMap<Value, (Operand, Ty)>,
    /// The function's result types, for `ret`.
    pub results: Vec<Ty>,
    /// The convergence tokens of a convergent function.
    pub(crate) convergence: convergence::Convergence,
}

impl<'a, T: Target> FnCx<'a, T> {
    pub fn ctx(&self) -> &'a Context {
        self.ir.ctx()
    }

    /// The LLVM operand and type of `value`.
    pub fn value(&self, value: Value) -> Result<(Operand, Ty), Diagnostic> {
        self.values.get(&value).cloned().ok_or_else(|| {
            self.ir.error_at(
                self.ir.value_loc(value),
                "internal error: a value is used before the export defined it",
            )
        })
    }

    pub fn operand(&self, value: Value) -> Result<Operand, Diagnostic> {
        Ok(self.value(value)?.0)
    }

    /// Records the LLVM form of `value`.
    pub fn bind(&mut self, value: Value, operand: Operand, ty: Ty) {
        self.values.insert(value, (operand, ty));
    }

    /// Records `value` as the result of an instruction defining `id`.
    pub fn bind_id(&mut self, value: Value, id: crate::text::ValId, ty: Ty) {
        self.bind(value, Operand::Value(id), ty);
    }

    /// The LLVM type of a value's MLIR type, or an error at `op`.
    pub fn type_of(&mut self, op: OpId, ty: Type) -> Result<Ty, Diagnostic> {
        let ctx = self.ctx();
        lower_type(self.module, self.target, ctx, ty).ok_or_else(|| {
            let why = self
                .target
                .unsupported_reason(ctx, ty)
                .map(|reason| format!(": {reason}"))
                .unwrap_or_default();
            self.ir.op_error(
                op,
                format!(
                    "type '{}' has no LLVM IR form in the {} export{why}",
                    shader_mlir::asm::printer::type_to_string(ctx, ty),
                    T::NAME
                ),
            )
        })
    }

    /// The LLVM type of `op`'s result `index`.
    pub fn result_type(&mut self, op: OpId, index: usize) -> Result<Ty, Diagnostic> {
        let ty = self.ir.value_type(self.ir.result(op, index));
        self.type_of(op, ty)
    }

    /// Emits `line` as the instruction defining `op`'s only result.
    pub fn define(&mut self, op: OpId, line: Line) -> Result<(), Diagnostic> {
        let ty = self.result_type(op, 0)?;
        let id = self.body.emit_value(line);
        self.bind_id(self.ir.result(op, 0), id, ty);
        Ok(())
    }

    /// Declares (once) an intrinsic and returns `@name`.
    pub fn intrinsic(
        &mut self,
        name: &str,
        ret: Ty,
        params: Vec<Ty>,
        attrs: Option<&'static str>,
    ) -> String {
        let name = self
            .module
            .declare(name, crate::text::Declaration { ret, params, attrs });
        format!("@{name}")
    }

    /// The line `call <ret> @name(<type> <arg>, ...)` of the intrinsic `name`,
    /// declared with the arguments' types (and `attrs`).
    pub fn intrinsic_call(
        &mut self,
        name: &str,
        ret: Ty,
        args: &[(Ty, Operand)],
        attrs: Option<&'static str>,
    ) -> Line {
        let params = args.iter().map(|(ty, _)| ty.clone()).collect();
        let callee = self.intrinsic(name, ret.clone(), params, attrs);
        let mut line = Line::new(format!("call {ret} {callee}("));
        for (i, (ty, arg)) in args.iter().enumerate() {
            if i > 0 {
                line = line.t(", ");
            }
            line = line.typed(ty, arg);
        }
        line.t(")")
    }

    /// `index`, marked non-uniform with the target's `nonuniformindex`
    /// intrinsic `intrinsic` when `non_uniform`.
    pub fn non_uniform_index(
        &mut self,
        intrinsic: &str,
        index: Operand,
        non_uniform: bool,
    ) -> Operand {
        if !non_uniform {
            return index;
        }
        let call = self.intrinsic_call(intrinsic, Ty::i32(), &[(Ty::i32(), index)], None);
        Operand::Value(self.body.emit_value(call))
    }

    /// The call of the handle intrinsic `name` (`llvm.<arch>.resource.handlefrombinding`
    /// or `...handlefromimplicitbinding`) overloaded on `ty`: the two numbers
    /// that place the binding, the range size, the index into the range and
    /// the name string.
    pub fn handle_call(
        &mut self,
        name: &str,
        ty: &Ty,
        [first, second]: [u32; 2],
        range: impl std::fmt::Display,
        index: &Operand,
        string: &str,
    ) -> Line {
        let callee = self.intrinsic(
            &format!("{name}.{}", ty.mangled()),
            ty.clone(),
            vec![Ty::i32(), Ty::i32(), Ty::i32(), Ty::i32(), Ty::Ptr(0)],
            None,
        );
        Line::new(format!(
            "call {ty} {callee}(i32 {first}, i32 {second}, i32 {range}, "
        ))
        .typed(&Ty::i32(), index)
        .t(format!(", ptr {string})"))
    }

    /// Defines `op`'s result as `llvm.<arch>.resource.updatecounter` (`arch`:
    /// `dx` or `spv`) of the counter of `handle` moved by `delta`: the value
    /// before an increment, after a decrement.
    pub fn update_counter(
        &mut self,
        op: OpId,
        arch: &str,
        handle: Value,
        delta: i8,
    ) -> Result<(), Diagnostic> {
        let (handle, handle_ty) = self.value(handle)?;
        let name = format!("llvm.{arch}.resource.updatecounter.{}", handle_ty.mangled());
        let args = [
            (handle_ty, handle),
            (Ty::i8(), Operand::int(i128::from(delta))),
        ];
        let call = self.intrinsic_call(&name, Ty::i32(), &args, None);
        self.define(op, call)
    }

    /// Emits the ops of `block`; a trailing `scf.yield` or `scf.condition`
    /// is not emitted but returned, for the op that owns the region.
    pub fn emit_block(&mut self, block: BlockId) -> Result<Option<OpId>, Diagnostic> {
        for op in self.ir.block_ops(block) {
            if control::is_region_terminator(self.ir, op) {
                return Ok(Some(op));
            }
            self.emit_op(op)?;
        }
        Ok(None)
    }

    /// Emits the single block of `region` (see [`Self::emit_block`]).
    pub fn emit_region(&mut self, op: OpId, region: RegionId) -> Result<Option<OpId>, Diagnostic> {
        match self.ir.region_blocks(region) {
            [] => Ok(None),
            [block] => self.emit_block(*block),
            _ => Err(self.ir.op_error(
                op,
                "regions with more than one block have no structured LLVM IR export",
            )),
        }
    }

    pub fn emit_op(&mut self, op: OpId) -> Result<(), Diagnostic> {
        match self.rules.find(self.ir, op) {
            Some(export) => export(self, op),
            None => Err(self.ir.op_error(
                op,
                format!("has no LLVM IR form in the {} export (LLVM 22)", T::NAME),
            )),
        }
    }
}

/// The LLVM type of an MLIR value type: builtin integers (`index` as `i32`,
/// the pointer width of both targets), floats and 1-D vectors, HLSL struct
/// and array elements, and the target's resource types.
pub(crate) fn lower_type<T: Target>(
    module: &mut Module,
    target: &mut T,
    ctx: &Context,
    ty: Type,
) -> Option<Ty> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(Ty::Int(*width)),
        TypeKind::Index => Some(Ty::i32()),
        TypeKind::Float(kind) => float_type(*kind),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => match (&shape[..], &scalable[..]) {
            ([n], [false]) if *n > 0 => {
                let element = lower_type(module, target, ctx, *element)?;
                Some(Ty::vector(u32::try_from(*n).ok()?, element))
            }
            _ => None,
        },
        _ => target
            .resource_type(module, ctx, ty)
            .or_else(|| crate::layout::natural_memory_type(module, ctx, ty)),
    }
}

pub(crate) fn float_type(kind: FloatKind) -> Option<Ty> {
    Some(match kind {
        FloatKind::F16 => Ty::Half,
        FloatKind::BF16 => Ty::BFloat,
        FloatKind::F32 => Ty::Float,
        FloatKind::F64 => Ty::Double,
        _ => return None,
    })
}

impl<'a, T: Target> FnCx<'a, T> {
    pub(crate) fn new(
        ir: &'a Ir,
        module: &'a mut Module,
        target: &'a mut T,
        rules: &'a mut Rules<T>,
        body: Body,
    ) -> Self {
        FnCx {
            ir,
            module,
            target,
            body,
            rules,
            values: FxHashMap::default(),
            results: Vec::new(),
            convergence: convergence::Convergence::default(),
        }
    }
}
