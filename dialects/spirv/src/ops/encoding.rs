//! How each op is written in a SPIR-V binary: the [`Encoding`] its
//! declaration attaches with `ext = ...` (read back with
//! [`Encoding::of`]), as MLIR's ODS records an op's opcode
//! (`SPIRV_Op`'s `hasOpcode`, `SPIRV_ExtInstOp`'s set and number).
//!
//! Everything else about the instruction comes from the SPIR-V grammar by
//! that encoding ([`crate::target::grammar`]): its operand kinds for the
//! serializer and the deserializer, its availability for the VCE deduction.
//! The instruction's literal and enumerant operands are the op's
//! properties, in declaration order (as MLIR's generated serializers take an
//! op's attributes in argument order).
//!
//! The deserializer finds the op of an instruction through
//! [`op_of_core`] / [`op_of_ext`], an index built from the registered
//! declarations.

use std::sync::LazyLock;

use rustc_hash::FxHashMap;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, OpId};

use crate::attributes::EnumKind;
use crate::availability::{Availability, Requirements};

/// An extended instruction set the dialect has ops for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExtSet {
    /// `GLSL.std.450`, ops `spirv.GL.*`.
    Glsl,
    /// `OpenCL.std`, ops `spirv.CL.*`.
    OpenCl,
    /// `SPV_AMD_shader_trinary_minmax`, ops `spirv.AMD.FMin3`, ... (beyond
    /// MLIR 22).
    AmdTrinaryMinmax,
    /// `SPV_AMD_shader_explicit_vertex_parameter`, op
    /// `spirv.AMD.InterpolateAtVertex` (beyond MLIR 22).
    AmdExplicitVertexParameter,
}

/// The sets, in `ExtSet as usize` order.
pub const EXT_SETS: [ExtSet; 4] = [
    ExtSet::Glsl,
    ExtSet::OpenCl,
    ExtSet::AmdTrinaryMinmax,
    ExtSet::AmdExplicitVertexParameter,
];

impl ExtSet {
    /// The name `OpExtInstImport` gives the set.
    pub fn import_name(self) -> &'static str {
        match self {
            ExtSet::Glsl => "GLSL.std.450",
            ExtSet::OpenCl => "OpenCL.std",
            ExtSet::AmdTrinaryMinmax => "SPV_AMD_shader_trinary_minmax",
            ExtSet::AmdExplicitVertexParameter => "SPV_AMD_shader_explicit_vertex_parameter",
        }
    }

    /// The set an `OpExtInstImport` name denotes.
    pub fn from_import_name(name: &str) -> Option<ExtSet> {
        EXT_SETS.into_iter().find(|set| set.import_name() == name)
    }

    /// What every instruction of the set needs: MLIR's `SPIRV_GLOp` class
    /// requires `Shader`, its `SPIRV_CLOp` class `Kernel` (the extended
    /// grammars carry no availability of their own).
    pub fn availability(self) -> Availability {
        use crate::availability::Extension;
        const SHADER: &[spirv::Capability] = &[spirv::Capability::Shader];
        const KERNEL: &[spirv::Capability] = &[spirv::Capability::Kernel];
        match self {
            ExtSet::Glsl => Availability::any_capability(SHADER),
            ExtSet::OpenCl => Availability::any_capability(KERNEL),
            // AMD's sets need their extension (the grammar says so of each
            // instruction).
            ExtSet::AmdTrinaryMinmax => {
                Availability::any_extension(&[Extension::SPV_AMD_shader_trinary_minmax])
            }
            ExtSet::AmdExplicitVertexParameter => {
                Availability::any_extension(&[Extension::SPV_AMD_shader_explicit_vertex_parameter])
            }
        }
    }
}

/// How an op is written in a binary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// One core instruction (`spirv.FAdd` is `OpFAdd`; `spirv.GlobalVariable`
    /// is a module-scope `OpVariable`).
    Core(spirv::Op),
    /// An `OpExtInst` of an extended set, by instruction number.
    Ext(ExtSet, u32),
    /// No instruction of its own (MLIR's `hasOpcode = 0`): the module, the
    /// structured constructs and their merge, the values the serializer
    /// resolves where they are used (`spirv.mlir.addressof`, ...).
    Structural,
}

impl Encoding {
    /// A `GLSL.std.450` instruction.
    pub const fn gl(op: spirv::GlslStd450Op) -> Encoding {
        Encoding::Ext(ExtSet::Glsl, op as u32)
    }

    /// An `OpenCL.std` instruction.
    pub const fn cl(op: spirv::OpenclStd100Op) -> Encoding {
        Encoding::Ext(ExtSet::OpenCl, op as u32)
    }

    /// A `SPV_AMD_shader_trinary_minmax` instruction.
    pub const fn amd_trinary_minmax(op: spirv::SpvAmdShaderTrinaryMinmaxOp) -> Encoding {
        Encoding::Ext(ExtSet::AmdTrinaryMinmax, op as u32)
    }

    /// The encoding `def` declares (`Structural` for ops of other dialects).
    #[inline]
    pub fn of(def: &OpDef) -> Encoding {
        match def.ext::<Encoding>() {
            Some(&encoding) => encoding,
            None => OpEncoding::of(def).map_or(Encoding::Structural, |e| e.encoding),
        }
    }

    /// The core opcode: the instruction itself, or `OpExtInst`.
    pub fn opcode(self) -> Option<spirv::Op> {
        match self {
            Encoding::Core(op) => Some(op),
            Encoding::Ext(..) => Some(spirv::Op::ExtInst),
            Encoding::Structural => None,
        }
    }

    /// What the instruction needs by itself, from the grammar.
    pub fn availability(self) -> Option<Availability> {
        match self {
            Encoding::Core(op) => Some(crate::availability::op_availability(op)),
            Encoding::Ext(set, _) => Some(set.availability()),
            Encoding::Structural => None,
        }
    }
}

/// The encoding of an op with more to say than its instruction, attached
/// with `ext = ...` instead of a bare [`Encoding`]:
///
/// - an availability that depends on the op's operands (MLIR's
///   `autogenAvailability = 0` ops, e.g. the integer dot products, whose
///   capability follows the operand type), replacing the grammar's
///   availability of the instruction and the op's enum properties;
/// - or an availability MLIR 22 declares for the instruction where it
///   differs from the grammar's (the cooperative matrix ops need SPIR-V 1.6
///   and name their extension), still followed by the enum properties';
/// - properties the instruction takes as `<id>`s ([`IdProperty`]): enums
///   written as `i32` constants (a cooperative matrix load's layout, which
///   MLIR's generated serializers write with `prepareConstantInt`) and
///   types (the cooperative matrix type whose length is queried).
#[derive(Clone, Copy, Debug)]
pub struct OpEncoding {
    pub encoding: Encoding,
    pub requirements: Option<fn(&Ir, OpId) -> Requirements>,
    pub availability: Option<Availability>,
    pub id_properties: &'static [IdProperty],
}

/// A property the instruction takes as an `<id>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IdProperty {
    /// The position of the `<id>` among the instruction's logical operands
    /// (the grammar's, result type and result included).
    pub position: usize,
    /// The property's name.
    pub property: &'static str,
    pub kind: IdPropertyKind,
}

/// What the `<id>` of an [`IdProperty`] names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdPropertyKind {
    /// An `i32` constant holding the value of an enum of this kind.
    Constant(EnumKind),
    /// The type a `TypeAttr` property holds.
    Type,
}

impl OpEncoding {
    /// An op whose availability `requirements` computes.
    pub const fn dynamic(encoding: Encoding, requirements: fn(&Ir, OpId) -> Requirements) -> Self {
        OpEncoding {
            encoding,
            requirements: Some(requirements),
            availability: None,
            id_properties: &[],
        }
    }

    /// The same op with MLIR's `availability` for its instruction.
    pub const fn available(mut self, availability: Availability) -> Self {
        self.availability = Some(availability);
        self
    }

    /// An op with MLIR's `availability` for its instruction (which the
    /// grammar does not say), no property an `<id>`.
    pub const fn available_as(encoding: Encoding, availability: Availability) -> Self {
        Self::with_id_properties(encoding, &[]).available(availability)
    }

    /// An op with properties written as `<id>`s.
    pub const fn with_id_properties(
        encoding: Encoding,
        id_properties: &'static [IdProperty],
    ) -> Self {
        OpEncoding {
            encoding,
            requirements: None,
            availability: None,
            id_properties,
        }
    }

    /// What `def` declares beyond its instruction, if anything.
    pub fn of(def: &OpDef) -> Option<&'static OpEncoding> {
        def.ext::<OpEncoding>()
    }

    /// The `<id>` property at `position`, if `def` has one there.
    pub fn id_property_at(def: &OpDef, position: usize) -> Option<&'static IdProperty> {
        Self::of(def)?
            .id_properties
            .iter()
            .find(|c| c.position == position)
    }

    /// Whether property `name` of `def` is written as an `<id>`.
    pub fn is_id_property(def: &OpDef, name: &str) -> bool {
        Self::of(def).is_some_and(|e| e.id_properties.iter().any(|c| c.property == name))
    }
}

/// The registered declarations by instruction.
struct Index {
    core: FxHashMap<spirv::Op, &'static OpDef>,
    ext: FxHashMap<(ExtSet, u32), &'static OpDef>,
}

static INDEX: LazyLock<Index> = LazyLock::new(|| {
    let mut index = Index {
        core: FxHashMap::default(),
        ext: FxHashMap::default(),
    };
    for def in crate::DIALECT.all_ops() {
        match Encoding::of(def) {
            // A module-scope `OpVariable` is a `spirv.GlobalVariable`, which
            // the deserializer reads with the module; in a block it is
            // `spirv.Variable`.
            Encoding::Core(spirv::Op::Variable)
                if def.has(shader_mlir::dialect::Traits::SYMBOL) => {}
            Encoding::Core(op) => {
                index.core.insert(op, def);
            }
            Encoding::Ext(set, number) => {
                index.ext.insert((set, number), def);
            }
            Encoding::Structural => {}
        }
    }
    index
});

/// The op declared for core instruction `op`.
pub fn op_of_core(op: spirv::Op) -> Option<&'static OpDef> {
    INDEX.core.get(&op).copied()
}

/// The op declared for instruction `number` of `set`.
pub fn op_of_ext(set: ExtSet, number: u32) -> Option<&'static OpDef> {
    INDEX.ext.get(&(set, number)).copied()
}
