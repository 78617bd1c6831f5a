//! Kernel memory that is not a resource (docs/hlsl-dialect.md, "Memory"):
//! `groupshared` variables (`memref.global` in memory space 3), module-scope
//! `static` variables and `static const` tables (`memref.global` in the
//! default space) and function-local arrays (`memref.alloca`), as SPIR-V
//! variables, the storage classes MLIR's memref-to-SPIR-V mapping gives
//! them for Vulkan (`MapMemRefStorageClass`):
//!
//! | memref | SPIR-V |
//! |---|---|
//! | `memref<N x M x T, 3>` (`groupshared`) | `spirv.GlobalVariable` of `!spirv.ptr<!spirv.array<N x !spirv.array<M x T>>, Workgroup>` |
//! | a `constant` default-space `memref.global` with an initial value | a `Function` variable holding the table, where it is used |
//! | `memref.alloca` | `spirv.Variable` in `Function` storage |
//!
//! Dimensions nest as arrays, outermost first, so a `memref.load %m[%i, %j]`
//! is an `AccessChain %m[%i, %j]`. Arrays carry no stride: Vulkan forbids
//! explicit layouts in these storage classes. A `constant` global with an
//! initial value (a `static const` table) is copied into a `Function`
//! variable where it is referenced; other initial values, dynamic sizes and
//! non-identity layouts have no SPIR-V form here (diagnostics).

use dialect_memref::{
    AllocaOp, AtomicRMWKind, AtomicRMWOp, GenericAtomicRMWOp, GlobalOp, WORKGROUP_MEMORY_SPACE,
    is_workgroup, memory_space,
};
use dialect_spirv::types::{ArrayType, PointerType};
use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Ir, OpId, Type, TypeKind};
use spirv::StorageClass;

use crate::resource_types::ResourceTypeError;

/// What a memref is in SPIR-V: the pointee (nested arrays of the converted
/// element) and the storage class.
pub fn memref_pointee(
    ctx: &Context,
    ty: Type,
    element: impl Fn(Type) -> Result<Type, ResourceTypeError>,
) -> Option<Result<(Type, StorageClass), ResourceTypeError>> {
    let TypeKind::MemRef {
        shape,
        element: scalar,
        layout,
        ..
    } = ctx.type_kind(ty)
    else {
        return None;
    };
    let class = match memory_space(ctx, ty)? {
        WORKGROUP_MEMORY_SPACE => StorageClass::Workgroup,
        0 => StorageClass::Function,
        _ => return None,
    };
    if layout.is_some() || shape.iter().any(|&n| n < 0) {
        return None;
    }
    let shape = shape.clone();
    Some(element(*scalar).map(|mut pointee| {
        for &n in shape.iter().rev() {
            pointee = ArrayType::get(ctx, pointee, n as u32, 0);
        }
        (pointee, class)
    }))
}

/// The SPIR-V pointer type of a memref value (`Function` storage for the
/// default space: `memref.alloca`s and values passed to functions).
pub fn memref_pointer(
    ctx: &Context,
    ty: Type,
    element: impl Fn(Type) -> Result<Type, ResourceTypeError>,
) -> Option<Result<Type, ResourceTypeError>> {
    memref_pointee(ctx, ty, element)
        .map(|r| r.map(|(pointee, class)| PointerType::get(ctx, pointee, class)))
}

/// How a module-scope `memref.global` is lowered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GlobalMemory {
    /// A variable of the module (`Workgroup` storage).
    Variable(StorageClass),
    /// A `static const` table: its initial value is copied where it is used.
    Table,
}

/// How the `memref.global` `op` is lowered, or why it cannot be.
pub fn global_memory(ir: &Ir, op: OpId) -> Result<GlobalMemory, Diagnostic> {
    let ctx = ir.ctx();
    let global = GlobalOp(op);
    let ty = global.global_type(ir);
    let initialized = global
        .initial_value(ir)
        .is_some_and(|v| !matches!(ctx.attr_kind(v), AttrKind::Unit));
    let workgroup = memory_space(ctx, ty) == Some(WORKGROUP_MEMORY_SPACE);
    match (workgroup, initialized, global.constant(ir)) {
        (true, false, _) => Ok(GlobalMemory::Variable(StorageClass::Workgroup)),
        (true, true, _) => Err(ir.op_error(
            op,
            "groupshared memory has no initial value in SPIR-V (Workgroup variables cannot be initialized)",
        )),
        (false, true, true) => Ok(GlobalMemory::Table),
        (false, _, _) => Err(ir.op_error(
            op,
            "a module-scope memref outside groupshared memory has a SPIR-V form here only as a constant table with an initial value ('static const'); a mutable one would need Private storage, which memrefs of the default memory space (Function storage for locals) cannot tell apart",
        )),
    }
}

/// The atomic kinds SPIR-V has instructions for: those of HLSL's
/// `Interlocked*`.
const ATOMIC_KINDS: &[AtomicRMWKind] = &[
    AtomicRMWKind::Addi,
    AtomicRMWKind::Andi,
    AtomicRMWKind::Ori,
    AtomicRMWKind::Xori,
    AtomicRMWKind::Mins,
    AtomicRMWKind::Minu,
    AtomicRMWKind::Maxs,
    AtomicRMWKind::Maxu,
    AtomicRMWKind::Assign,
];

/// Why the memory op `op` has no SPIR-V form, if it has none: dynamic
/// sizes, atomics outside groupshared memory, atomic kinds without an
/// instruction, and `generic_atomic_rmw`s other than a compare-exchange
/// (`is_compare_exchange`).
pub fn check_memory_op(
    ir: &Ir,
    op: OpId,
    is_compare_exchange: impl Fn(&Ir, OpId) -> bool,
) -> Option<Diagnostic> {
    let ctx = ir.ctx();
    if let Some(alloca) = AllocaOp::cast(ir, op)
        && alloca.dynamic_sizes(ir).next().is_some()
    {
        return Some(ir.op_error(
            op,
            "a memref with dynamic sizes has no SPIR-V form: function-local arrays have a size known at compile time",
        ));
    }
    let (memref, why) = if let Some(rmw) = AtomicRMWOp::cast(ir, op) {
        let kind = rmw.kind(ir);
        let why = (!ATOMIC_KINDS.contains(&kind)).then(|| {
            format!(
                "'{}' has no SPIR-V atomic instruction here (the integer kinds of HLSL's Interlocked* and 'assign' have)",
                kind.keyword()
            )
        });
        (rmw.memref(ir), why)
    } else if let Some(generic) = GenericAtomicRMWOp::cast(ir, op) {
        let why = (!is_compare_exchange(ir, op)).then(|| {
            "only a compare-exchange (an 'arith.cmpi eq' of the current value selecting the new one) has a SPIR-V form: OpAtomicCompareExchange".to_owned()
        });
        (generic.memref(ir), why)
    } else {
        return None;
    };
    if !is_workgroup(ctx, ir.value_type(memref)) {
        return Some(ir.op_error(
            op,
            "atomics act on groupshared memory (memory space 3) or resources; function-local memory has no SPIR-V atomics",
        ));
    }
    why.map(|why| ir.op_error(op, why))
}

/// Checks the memory ops under `module`; returns what they need (64-bit
/// atomics: `Int64Atomics`).
pub fn check(
    ir: &Ir,
    module: OpId,
    settings: &crate::settings::Settings,
) -> Result<Vec<(String, dialect_spirv::availability::Requirements)>, Vec<Diagnostic>> {
    let mut needed = Vec::new();
    let mut errors = Vec::new();
    for op in ir.walk_collect(module) {
        if let Some(diagnostic) =
            check_memory_op(ir, op, crate::patterns::memref::is_compare_exchange)
        {
            errors.push(diagnostic);
            continue;
        }
        // The value an atomic moves: a read-modify-write's operand, or a
        // compare-exchange's (generic_atomic_rmw) result.
        let moved = AtomicRMWOp::cast(ir, op)
            .map(|rmw| ir.value_type(rmw.value(ir)))
            .or_else(|| GenericAtomicRMWOp::cast(ir, op).map(|g| ir.value_type(g.result(ir))));
        let wide = moved.is_some_and(|ty| {
            matches!(ir.ctx().type_kind(ty), TypeKind::Integer { width: 64, .. })
        });
        if wide {
            let what = "a 64-bit atomic";
            let requirements = crate::resource_types::image::capability_requirements(&[
                spirv::Capability::Int64Atomics,
            ]);
            match crate::resource_types::error::require(&settings.env, what, &requirements) {
                Ok(()) => needed.push((what.to_owned(), requirements)),
                Err(error) => errors.push(ir.op_error(op, error.explain(&settings.env_name))),
            }
        }
    }
    if errors.is_empty() {
        Ok(needed)
    } else {
        Err(errors)
    }
}

/// Adds the variables of the module-scope `memref.global`s of `module` to
/// `table` (named after them, uniqued among the table's globals and the
/// module's functions) and records its constant tables; a diagnostic for
/// each global without a SPIR-V form.
pub fn add_globals(
    ir: &Ir,
    module: OpId,
    settings: &crate::settings::Settings,
    table: &mut crate::resources::ResourceTable,
) -> Result<(), Vec<Diagnostic>> {
    let ctx = ir.ctx();
    let Some(body) = ir.regions(module).first().and_then(|&r| ir.entry_block(r)) else {
        return Ok(());
    };
    let mut reserved: Vec<String> = table.globals.iter().map(|g| g.symbol.clone()).collect();
    reserved.extend(
        ir.block_ops(body)
            .filter_map(|op| dialect_func::FuncOp::cast(ir, op))
            .map(|f| f.sym_name(ir).to_owned()),
    );
    let mut names = crate::resources::SymbolNames::new(&reserved);
    let mut errors = Vec::new();
    for op in ir.block_ops(body).collect::<Vec<_>>() {
        let Some(global) = GlobalOp::cast(ir, op) else {
            continue;
        };
        let name = global.sym_name(ir).to_owned();
        let ty = global.global_type(ir);
        match global_memory(ir, op) {
            Ok(GlobalMemory::Table) => match global.initializer(ir) {
                Some(value) => {
                    table.tables.insert(name, (value, ty));
                }
                None => errors.push(ir.op_error(op, "a constant table needs its initial value")),
            },
            Ok(GlobalMemory::Variable(class)) => {
                let element = |e| crate::type_converter::convert_type(ctx, settings, e);
                match memref_pointee(ctx, ty, element) {
                    Some(Ok((pointee, _))) => {
                        let symbol = names.unique(&name);
                        let pointer = PointerType::get(ctx, pointee, class);
                        table.memory.insert(name, table.globals.len());
                        table.globals.push(crate::resources::Global::plain(symbol, pointer));
                    }
                    Some(Err(error)) => errors.push(ir.op_error(
                        op,
                        format!(
                            "memory of type '{}' cannot be lowered to SPIR-V: {}",
                            shader_mlir::asm::printer::type_to_string(ctx, ty),
                            error.explain(&settings.env_name)
                        ),
                    )),
                    None => errors.push(ir.op_error(
                        op,
                        format!(
                            "'{}' has no SPIR-V form: shader memory is a statically shaped memref with the identity layout in the default or workgroup (3) memory space",
                            shader_mlir::asm::printer::type_to_string(ctx, ty)
                        ),
                    )),
                }
            }
            Err(diagnostic) => errors.push(diagnostic),
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}
