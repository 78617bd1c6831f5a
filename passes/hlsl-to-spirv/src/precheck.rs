//! Checks made before anything changes, so that what the target cannot
//! express is reported with its reason (the value, its type, what is missing
//! and the target environment) rather than as a failure to legalize:
//!
//! - functions must have bodies, and entry points no arguments or results;
//! - every value's type must have a SPIR-V form on the target
//!   ([`convert_type`]);
//! - reading or writing a storage image of `Unknown` format (an element no
//!   format fits) needs `StorageImageReadWithoutFormat` /
//!   `StorageImageWriteWithoutFormat`, which Vulkan leaves optional.

use dialect_func::FuncOp;
use dialect_hlsl::entry_point::is_compute_entry_point;
use dialect_hlsl::ops::{BufferLoadOp, BufferStoreOp, TextureLoadOp, TextureStoreOp};
use dialect_hlsl::types::HandleType;
use dialect_spirv::availability::Requirements;
use rustc_hash::FxHashSet;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, Value};
use spirv::{Capability, ImageFormat, StorageClass};

use crate::resource_types::error::require;
use crate::resource_types::image::capability_requirements;
use crate::resource_types::{ResourceKind, ResourceTypes};
use crate::settings::Settings;
use crate::type_converter::convert_type;

/// Checks `module`; on success returns what format-less image accesses need.
pub fn check(
    ir: &Ir,
    module: OpId,
    settings: &Settings,
) -> Result<Vec<(String, Requirements)>, Vec<Diagnostic>> {
    let mut checker = Checker {
        ir,
        settings,
        reported: FxHashSet::default(),
        diagnostics: Vec::new(),
        requirements: Vec::new(),
    };
    for op in ir.walk_collect(module) {
        if FuncOp::isa(ir, op) {
            checker.function(op);
        }
        if ir.ancestor_where(op, |p| FuncOp::isa(ir, p)).is_some() {
            checker.values(op);
            checker.image_access(op);
        }
    }
    if checker.diagnostics.is_empty() {
        Ok(checker.requirements)
    } else {
        Err(checker.diagnostics)
    }
}

struct Checker<'a> {
    ir: &'a Ir,
    settings: &'a Settings,
    reported: FxHashSet<Type>,
    diagnostics: Vec<Diagnostic>,
    requirements: Vec<(String, Requirements)>,
}

impl Checker<'_> {
    fn function(&mut self, op: OpId) {
        let ir = self.ir;
        let func = FuncOp(op);
        let name = func.sym_name(ir);
        if func.is_external(ir) {
            self.diagnostics.push(ir.op_error(
                op,
                format!("external function '@{name}' has no SPIR-V form"),
            ));
            return;
        }
        if let Some((inputs, results)) = func.signature(ir) {
            if is_compute_entry_point(ir, op) && (!inputs.is_empty() || !results.is_empty()) {
                self.diagnostics.push(ir.op_error(
                    op,
                    format!(
                        "compute entry point '@{name}' must take no arguments and return nothing"
                    ),
                ));
            }
            for (i, &input) in inputs.iter().enumerate() {
                self.buffer_argument(op, i, input);
            }
            // Vertex and pixel entry points return their outputs through
            // variables (`stage_io`).
            let graphics = dialect_hlsl::entry_point::is_entry_point(ir, op)
                && !is_compute_entry_point(ir, op);
            if results.len() > 1 && !graphics {
                self.diagnostics.push(ir.op_error(
                    op,
                    format!(
                        "function '@{name}' returns {} values; SPIR-V functions return at most one",
                        results.len()
                    ),
                ));
            }
        }
        for &region in ir.regions(op) {
            for &block in ir.region_blocks(region) {
                for (i, &arg) in ir.block_args(block).iter().enumerate() {
                    self.value(op, arg, &format!("argument #{i}"));
                }
            }
        }
    }

    /// A buffer handle as a function argument: a `StorageBuffer` pointer
    /// needs `VariablePointersStorageBuffer` in logical addressing, a
    /// `Uniform` one is not allowed at all. (Images and samplers, in
    /// `UniformConstant` storage, may be passed.)
    fn buffer_argument(&mut self, op: OpId, index: usize, ty: Type) {
        let ir = self.ir;
        let ctx = ir.ctx();
        let Some(handle) = HandleType::of(ctx, ty) else {
            return;
        };
        let Ok(lowered) = ResourceTypes::new(ctx, self.settings).lower(handle) else {
            return;
        };
        let message = match lowered.storage_class {
            StorageClass::StorageBuffer => {
                let what = "a storage buffer handle as a function argument";
                let needed = capability_requirements(&[Capability::VariablePointersStorageBuffer]);
                match require(&self.settings.env, what, &needed) {
                    Ok(()) => {
                        self.requirements.push((what.to_owned(), needed));
                        return;
                    }
                    Err(error) => error.explain(&self.settings.env_name),
                }
            }
            StorageClass::Uniform => {
                "SPIR-V's logical addressing passes no Uniform-storage pointer (a cbuffer, or a Vulkan 1.0 storage \
                 buffer) to a function"
                    .to_owned()
            }
            _ => return,
        };
        self.diagnostics.push(ir.op_error(
            op,
            format!(
                "argument #{index} of type '{}' cannot be lowered to SPIR-V: {message}; inline the function",
                type_to_string(ctx, ty)
            ),
        ));
    }

    fn values(&mut self, op: OpId) {
        let ir = self.ir;
        for (i, &result) in ir.results(op).iter().enumerate() {
            self.value(op, result, &format!("result #{i}"));
        }
        for &region in ir.regions(op) {
            for &block in ir.region_blocks(region) {
                for (i, &arg) in ir.block_args(block).iter().enumerate() {
                    self.value(op, arg, &format!("region argument #{i}"));
                }
            }
        }
    }

    fn value(&mut self, op: OpId, value: Value, what: &str) {
        let ir = self.ir;
        let ty = ir.value_type(value);
        if self.reported.contains(&ty) {
            return;
        }
        if let Err(error) = convert_type(ir.ctx(), self.settings, ty) {
            self.reported.insert(ty);
            self.diagnostics.push(ir.op_error(
                op,
                format!(
                    "{what} of type '{}' cannot be lowered to SPIR-V: {}",
                    type_to_string(ir.ctx(), ty),
                    error.explain(&self.settings.env_name)
                ),
            ));
        }
    }

    fn image_access(&mut self, op: OpId) {
        let ir = self.ir;
        let (handle, writing) = if let Some(load) = TextureLoadOp::cast(ir, op) {
            (load.handle(ir), false)
        } else if let Some(load) = BufferLoadOp::cast(ir, op) {
            (load.handle(ir), false)
        } else if let Some(store) = TextureStoreOp::cast(ir, op) {
            (store.handle(ir), true)
        } else if let Some(store) = BufferStoreOp::cast(ir, op) {
            (store.handle(ir), true)
        } else {
            return;
        };
        let (capability, what): (&'static [Capability], &str) = if writing {
            (&[Capability::StorageImageWriteWithoutFormat], "writing")
        } else {
            (&[Capability::StorageImageReadWithoutFormat], "reading")
        };
        let ctx = ir.ctx();
        let ty = ir.value_type(handle);
        let Some(lowered) = HandleType::of(ctx, ty)
            .and_then(|h| ResourceTypes::new(ctx, self.settings).lower(h).ok())
        else {
            return;
        };
        let ResourceKind::Image(image) = &lowered.kind else {
            return;
        };
        if image.shape.needs_sampler || image.shape.format != ImageFormat::Unknown {
            return;
        }
        let what = format!("{what} a storage image of Unknown format");
        let needed = capability_requirements(capability);
        match require(&self.settings.env, what.clone(), &needed) {
            Ok(()) => self.requirements.push((what, needed)),
            Err(error) => self.diagnostics.push(ir.op_error(
                op,
                format!(
                    "'{}' has no storage image format for its element: {}",
                    type_to_string(ctx, ty),
                    error.explain(&self.settings.env_name)
                ),
            )),
        }
    }
}
