//! cbuffers as clang 22 emits them for SPIR-V
//! (llvm/test/CodeGen/SPIRV/hlsl-resources/cbuffer.ll, cbuffer-simple.ll):
//! the handle is stored to a global `@Name.cb` of the buffer's type, each
//! member is an `external hidden addrspace(12)` global (`@Name.m0`, ...),
//! `!hlsl.cbs` lists the buffer with its members, and a member is read with
//! a plain `load` from its global, which LLVM's backend rewrites into an
//! access chain into the buffer.

use rustc_hash::FxHashMap;

use super::SpirvTarget;
use super::data_layout::{is_padding, size_and_align, struct_fields};
use crate::text::{Module, Ty};

/// The globals of one cbuffer.
#[derive(Clone, Debug)]
pub(crate) struct CBufferGlobals {
    /// `@Name.cb`, holding the handle.
    pub handle: String,
    /// The member globals with their memory types.
    pub members: Vec<(String, Ty)>,
}

/// Defines (once per resource, by its global's index) the globals of a
/// cbuffer whose handle type is `handle_ty` and layout struct `layout_type`.
pub(crate) fn globals(
    cbuffers: &mut FxHashMap<usize, CBufferGlobals>,
    module: &mut Module,
    global: usize,
    symbol: &str,
    handle_ty: &Ty,
    layout_type: &Ty,
) -> Option<CBufferGlobals> {
    if let Some(known) = cbuffers.get(&global) {
        return Some(known.clone());
    }
    let handle = format!("@{}", crate::text::quoted_name(&format!("{symbol}.cb")));
    module.global(format!(
        "{handle} = local_unnamed_addr global {handle_ty} poison"
    ));
    let (fields, _) = struct_fields(module, layout_type)?;
    let mut members = Vec::new();
    for (index, field) in fields.iter().filter(|f| !is_padding(f)).enumerate() {
        let name = format!(
            "@{}",
            crate::text::quoted_name(&format!("{symbol}.m{index}"))
        );
        let (align, _) = size_and_align(module, field)?;
        module.global(format!(
            "{name} = external hidden local_unnamed_addr addrspace(12) global {field}, align {align}"
        ));
        members.push((name, field.clone()));
    }
    let made = CBufferGlobals { handle, members };
    cbuffers.insert(global, made.clone());
    Some(made)
}

/// Writes `!hlsl.cbs`: each cbuffer's handle global and member globals.
pub(crate) fn finish(module: &mut Module, target: &SpirvTarget) {
    let mut cbuffers: Vec<(&usize, &CBufferGlobals)> = target.cbuffers.iter().collect();
    cbuffers.sort_by_key(|(global, _)| **global);
    if cbuffers.is_empty() {
        return;
    }
    let nodes: Vec<String> = (0..cbuffers.len()).map(|i| format!("!{i}")).collect();
    module.metadata(format!("!hlsl.cbs = !{{{}}}", nodes.join(", ")));
    for (index, (_, cbuffer)) in cbuffers.iter().enumerate() {
        let mut operands = vec![format!("ptr {}", cbuffer.handle)];
        operands.extend(
            cbuffer
                .members
                .iter()
                .map(|(name, _)| format!("ptr addrspace(12) {name}")),
        );
        module.metadata(format!("!{index} = !{{{}}}", operands.join(", ")));
    }
}
