//! The logical layout of a module (SPIR-V specification 2.4,
//! <https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#LogicalLayout>):
//! one word buffer per section, filled in any order while the module is
//! walked and concatenated in layout order at the end.

use crate::target::binary;

/// Declares the sections once, in layout order: the fields of [`Sections`]
/// and the order [`Sections::assemble`] concatenates them in.
macro_rules! sections {
    ($($(#[$doc:meta])* $name:ident,)*) => {
        /// The word buffers of a module under construction, in layout order.
        #[derive(Debug, Default)]
        pub(super) struct Sections {
            $($(#[$doc])* pub $name: Vec<u32>,)*
        }

        impl Sections {
            /// Every section, in layout order.
            fn in_layout_order(&self) -> impl Iterator<Item = &[u32]> {
                [$(self.$name.as_slice()),*].into_iter()
            }
        }
    };
}

sections! {
    capabilities,
    extensions,
    ext_inst_imports,
    memory_model,
    entry_points,
    execution_modes,
    /// Debug strings (`OpString`).
    strings,
    /// Debug names (`OpName`).
    names,
    /// Annotations (`OpDecorate`, `OpMemberDecorate`, `OpDecorateId`).
    annotations,
    /// Types, constants and module-scope variables.
    globals,
    functions,
    /// Graph entry points and graphs (`SPV_ARM_graph`), after the functions.
    graphs,
}

impl Sections {
    /// The whole module: the header, then every section in layout order.
    /// The functions, most of a module, stay in their buffer and the other
    /// sections are put around them, so the module is not held twice.
    pub fn assemble(mut self, version: u32, bound: u32) -> Vec<u32> {
        let mut out = std::mem::take(&mut self.functions);
        let graphs = std::mem::take(&mut self.graphs);
        // Every section left is one before the functions.
        let before = binary::HEADER_WORDS + self.in_layout_order().map(<[u32]>::len).sum::<usize>();
        let mut head = Vec::with_capacity(before);
        binary::push_header(&mut head, version, bound);
        for part in self.in_layout_order() {
            head.extend_from_slice(part);
        }
        drop(self);
        out.reserve_exact(head.len() + graphs.len());
        out.splice(0..0, head);
        out.extend_from_slice(&graphs);
        out
    }
}
