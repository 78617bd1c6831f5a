//! The shape of each instruction's operands, read from the SPIR-V grammar
//! (`rspirv::grammar`) by the instruction an op's declaration names
//! ([`crate::ops::encoding::Encoding`]), never from a hand-written table.

use std::sync::OnceLock;

use rspirv::grammar::{
    ExtendedInstruction, GLSL_STD_450_INSTRUCTION_TABLE, INSTRUCTION_TABLE, Instruction,
    OPENCL_STD_100_INSTRUCTION_TABLE, SPV_AMD_SHADER_EXPLICIT_VERTEX_PARAMETER_INSTRUCTION_TABLE,
    SPV_AMD_SHADER_TRINARY_MINMAX_INSTRUCTION_TABLE,
};
use rustc_hash::FxHashMap;

use crate::ops::encoding::ExtSet;

/// The grammar of core instruction `opcode`.
#[inline]
pub fn core_instruction(opcode: u32) -> Option<&'static Instruction<'static>> {
    static TABLE: OnceLock<Vec<Option<&'static Instruction<'static>>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut by_opcode: Vec<Option<&'static Instruction<'static>>> = Vec::new();
        for inst in INSTRUCTION_TABLE.iter() {
            let code = inst.opcode as usize;
            if by_opcode.len() <= code {
                by_opcode.resize(code + 1, None);
            }
            by_opcode[code] = Some(inst);
        }
        by_opcode
    });
    table.get(opcode as usize).copied().flatten()
}

/// The grammar of instruction `number` of the extended set `set`.
pub fn ext_instruction(set: ExtSet, number: u32) -> Option<&'static ExtendedInstruction<'static>> {
    type Table = FxHashMap<u32, &'static ExtendedInstruction<'static>>;
    fn table(all: impl Iterator<Item = &'static ExtendedInstruction<'static>>) -> Table {
        all.map(|inst| (u32::from(inst.opcode), inst)).collect()
    }
    static GLSL: OnceLock<Table> = OnceLock::new();
    static OPENCL: OnceLock<Table> = OnceLock::new();
    static AMD_TRINARY: OnceLock<Table> = OnceLock::new();
    static AMD_VERTEX: OnceLock<Table> = OnceLock::new();
    let table = match set {
        ExtSet::Glsl => GLSL.get_or_init(|| table(GLSL_STD_450_INSTRUCTION_TABLE.iter())),
        ExtSet::OpenCl => OPENCL.get_or_init(|| table(OPENCL_STD_100_INSTRUCTION_TABLE.iter())),
        ExtSet::AmdTrinaryMinmax => AMD_TRINARY
            .get_or_init(|| table(SPV_AMD_SHADER_TRINARY_MINMAX_INSTRUCTION_TABLE.iter())),
        ExtSet::AmdExplicitVertexParameter => AMD_VERTEX.get_or_init(|| {
            table(SPV_AMD_SHADER_EXPLICIT_VERTEX_PARAMETER_INSTRUCTION_TABLE.iter())
        }),
    };
    table.get(&number).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instructions_come_from_the_grammar() {
        assert_eq!(
            core_instruction(spirv::Op::IAdd as u32).map(|i| i.opname),
            Some("IAdd")
        );
        assert!(core_instruction(65535).is_none());
        assert_eq!(
            ext_instruction(ExtSet::Glsl, 4).map(|i| i.opname),
            Some("FAbs")
        );
        assert!(ext_instruction(ExtSet::OpenCl, 23).is_some());
    }
}
