//! The logical layout of a module (SPIR-V specification 2.4,
//! <https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#LogicalLayout>):
//! one word buffer per section, filled in any order while the module is
//! walked and concatenated in layout order at the end.

use crate::target::binary;

/// The word buffers of a module under construction, in layout order.
#[derive(Debug, Default)]
pub(super) struct Sections {
    pub capabilities: Vec<u32>,
    pub extensions: Vec<u32>,
    pub ext_inst_imports: Vec<u32>,
    pub memory_model: Vec<u32>,
    pub entry_points: Vec<u32>,
    pub execution_modes: Vec<u32>,
    /// Debug strings (`OpString`).
    pub strings: Vec<u32>,
    /// Debug names (`OpName`).
    pub names: Vec<u32>,
    /// Annotations (`OpDecorate`, `OpMemberDecorate`, `OpDecorateId`).
    pub annotations: Vec<u32>,
    /// Types, constants and module-scope variables.
    pub globals: Vec<u32>,
    pub functions: Vec<u32>,
    /// Graph entry points and graphs (`SPV_ARM_graph`), after the functions.
    pub graphs: Vec<u32>,
}

impl Sections {
    /// The whole module: the header, then every section in layout order.
    pub fn assemble(self, version: u32, bound: u32) -> Vec<u32> {
        let parts = [
            &self.capabilities,
            &self.extensions,
            &self.ext_inst_imports,
            &self.memory_model,
            &self.entry_points,
            &self.execution_modes,
            &self.strings,
            &self.names,
            &self.annotations,
            &self.globals,
            &self.functions,
            &self.graphs,
        ];
        let total = binary::HEADER_WORDS + parts.iter().map(|p| p.len()).sum::<usize>();
        let mut out = Vec::with_capacity(total);
        binary::push_header(&mut out, version, bound);
        for part in parts {
            out.extend_from_slice(part);
        }
        out
    }
}
