//! Which SPIR-V instruction an op is, and the shape of that instruction's
//! operands, read from the SPIR-V grammar (`rspirv::grammar`), never from a
//! hand-written opcode table.
//!
//! Op names follow MLIR's SPIR-V dialect rules (`SPIRVBase.td`): `spirv.X` is
//! core instruction `OpX`; `spirv.KHR.X` (also `EXT`, `NV`, `INTEL`, ...) is
//! `OpXKHR`; `spirv.GL.X` is instruction `X` of the `GLSL.std.450` set and
//! `spirv.CL.x` instruction `x` of `OpenCL.std`.

use std::sync::OnceLock;

use rspirv::grammar::{
    ExtendedInstruction, GLSL_STD_450_INSTRUCTION_TABLE, INSTRUCTION_TABLE, Instruction,
    OPENCL_STD_100_INSTRUCTION_TABLE,
};
use rustc_hash::FxHashMap;
use shader_mlir::Context;

/// Vendor suffixes of instruction names that MLIR spells as a middle name
/// (`spirv.KHR.SubgroupBallot` is `OpSubgroupBallotKHR`).
const VENDORS: &[&str] = &[
    "KHR", "EXT", "NV", "INTEL", "AMD", "ARM", "QCOM", "ALTERA", "AMDX", "NVX", "HUAWEI",
];

/// An extended instruction set the dialect has ops for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExtSet {
    /// `GLSL.std.450`, ops `spirv.GL.*`.
    Glsl,
    /// `OpenCL.std`, ops `spirv.CL.*`.
    OpenCl,
}

impl ExtSet {
    /// The name `OpExtInstImport` gives the set.
    pub fn import_name(self) -> &'static str {
        match self {
            ExtSet::Glsl => "GLSL.std.450",
            ExtSet::OpenCl => "OpenCL.std",
        }
    }

    /// The set an `OpExtInstImport` name denotes.
    pub fn from_import_name(name: &str) -> Option<ExtSet> {
        match name {
            "GLSL.std.450" => Some(ExtSet::Glsl),
            "OpenCL.std" => Some(ExtSet::OpenCl),
            _ => None,
        }
    }

    /// The op name prefix of the set's ops.
    fn op_prefix(self) -> &'static str {
        match self {
            ExtSet::Glsl => "spirv.GL.",
            ExtSet::OpenCl => "spirv.CL.",
        }
    }

    fn table(self) -> &'static ExtTable {
        static GLSL: OnceLock<ExtTable> = OnceLock::new();
        static OPENCL: OnceLock<ExtTable> = OnceLock::new();
        match self {
            ExtSet::Glsl => {
                GLSL.get_or_init(|| ExtTable::new(GLSL_STD_450_INSTRUCTION_TABLE.iter()))
            }
            ExtSet::OpenCl => {
                OPENCL.get_or_init(|| ExtTable::new(OPENCL_STD_100_INSTRUCTION_TABLE.iter()))
            }
        }
    }

    /// The instruction numbered `opcode` in this set.
    pub fn instruction(self, opcode: u32) -> Option<&'static ExtendedInstruction<'static>> {
        self.table().by_opcode.get(&opcode).copied()
    }
}

struct ExtTable {
    by_opcode: FxHashMap<u32, &'static ExtendedInstruction<'static>>,
    by_name: FxHashMap<&'static str, &'static ExtendedInstruction<'static>>,
}

impl ExtTable {
    fn new(all: impl Iterator<Item = &'static ExtendedInstruction<'static>>) -> Self {
        let mut by_opcode = FxHashMap::default();
        let mut by_name = FxHashMap::default();
        for inst in all {
            by_opcode.insert(u32::from(inst.opcode), inst);
            by_name.insert(inst.opname, inst);
        }
        ExtTable { by_opcode, by_name }
    }
}

struct CoreTable {
    /// Indexed by opcode.
    by_opcode: Vec<Option<&'static Instruction<'static>>>,
    by_name: FxHashMap<&'static str, &'static Instruction<'static>>,
}

fn core_table() -> &'static CoreTable {
    static TABLE: OnceLock<CoreTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut by_opcode: Vec<Option<&'static Instruction<'static>>> = Vec::new();
        let mut by_name = FxHashMap::default();
        for inst in INSTRUCTION_TABLE.iter() {
            let code = inst.opcode as usize;
            if by_opcode.len() <= code {
                by_opcode.resize(code + 1, None);
            }
            by_opcode[code] = Some(inst);
            by_name.insert(inst.opname, inst);
        }
        CoreTable { by_opcode, by_name }
    })
}

/// The grammar of core instruction `opcode`.
#[inline]
pub fn core_instruction(opcode: u32) -> Option<&'static Instruction<'static>> {
    core_table()
        .by_opcode
        .get(opcode as usize)
        .copied()
        .flatten()
}

/// The instruction an op of the dialect encodes as.
#[derive(Clone, Copy, Debug)]
pub enum Encoding {
    Core(&'static Instruction<'static>),
    Ext(ExtSet, &'static ExtendedInstruction<'static>),
}

/// The instruction op `name` (`spirv.FAdd`, `spirv.KHR.SubgroupBallot`,
/// `spirv.GL.FAbs`) encodes as, if its name denotes one.
pub fn encoding_of_op(name: &str) -> Option<Encoding> {
    let rest = name.strip_prefix("spirv.")?;
    for set in [ExtSet::Glsl, ExtSet::OpenCl] {
        if let Some(ext) = name.strip_prefix(set.op_prefix()) {
            return set
                .table()
                .by_name
                .get(ext)
                .map(|&inst| Encoding::Ext(set, inst));
        }
    }
    let table = core_table();
    match rest.split_once('.') {
        Some((vendor, base)) if VENDORS.contains(&vendor) => {
            let full = format!("{base}{vendor}");
            table
                .by_name
                .get(full.as_str())
                .map(|&inst| Encoding::Core(inst))
        }
        Some(_) => None,
        None => table.by_name.get(rest).map(|&inst| Encoding::Core(inst)),
    }
}

/// The registered op of the dialect for core instruction `inst`
/// (`OpSubgroupBallotKHR` is `spirv.KHR.SubgroupBallot`).
pub fn op_of_core(ctx: &Context, inst: &Instruction<'static>) -> Option<&'static str> {
    let name = inst.opname;
    if let Some(vendor) = VENDORS
        .iter()
        .find(|v| name.len() > v.len() && name.ends_with(*v))
    {
        let base = &name[..name.len() - vendor.len()];
        if let Some(def) = registered(ctx, &format!("spirv.{vendor}.{base}")) {
            return Some(def);
        }
    }
    registered(ctx, &format!("spirv.{name}"))
}

/// The registered op of the dialect for instruction `inst` of `set`.
pub fn op_of_ext(
    ctx: &Context,
    set: ExtSet,
    inst: &ExtendedInstruction<'static>,
) -> Option<&'static str> {
    registered(ctx, &format!("{}{}", set.op_prefix(), inst.opname))
}

fn registered(ctx: &Context, name: &str) -> Option<&'static str> {
    ctx.lookup_ident(name)
        .and_then(|id| ctx.op_def(id))
        .map(|def| def.name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_names_map_to_grammar_instructions() {
        assert!(
            matches!(encoding_of_op("spirv.FAdd"), Some(Encoding::Core(i)) if i.opcode == spirv::Op::FAdd)
        );
        assert!(matches!(
            encoding_of_op("spirv.KHR.SubgroupBallot"),
            Some(Encoding::Core(i)) if i.opcode == spirv::Op::SubgroupBallotKHR
        ));
        assert!(matches!(
            encoding_of_op("spirv.GL.FAbs"),
            Some(Encoding::Ext(ExtSet::Glsl, i)) if u32::from(i.opcode) == 4
        ));
        assert!(matches!(
            encoding_of_op("spirv.CL.fabs"),
            Some(Encoding::Ext(ExtSet::OpenCl, _))
        ));
        assert!(encoding_of_op("spirv.mlir.loop").is_none());
        assert!(encoding_of_op("spirv.Bogus").is_none());
        assert!(encoding_of_op("arith.addi").is_none());
        assert_eq!(
            core_instruction(spirv::Op::IAdd as u32).map(|i| i.opname),
            Some("IAdd")
        );
        assert!(core_instruction(65535).is_none());
        assert_eq!(ExtSet::Glsl.instruction(4).map(|i| i.opname), Some("FAbs"));
    }
}
