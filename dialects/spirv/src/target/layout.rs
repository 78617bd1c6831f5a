//! Which attributes of an op hold the operands of its instruction that are not
//! `<id>`s of values: literals, enumerants, and the `<id>`s of the scope and
//! memory-semantics constants MLIR keeps as attributes.
//!
//! The grammar gives each instruction's operand kinds in order; this table
//! gives, in the same order, the names MLIR's ODS gives those operands
//! (`SPIRVAtomicOps.td`, `SPIRVMemoryOps.td`, ...). Every other operand kind
//! is an `<id>` and maps to the op's operands in order. An op whose
//! instruction has such operands and no row here is not (de)serialized.

/// `(op, attribute names in grammar order)`. A `MemoryAccess` operand takes
/// two names: the access mask and its `Aligned` literal.
static LAYOUTS: &[(&str, &[&str])] = &[
    ("spirv.AtomicAnd", SCOPE_SEMANTICS),
    ("spirv.AtomicCompareExchange", COMPARE_EXCHANGE),
    ("spirv.AtomicCompareExchangeWeak", COMPARE_EXCHANGE),
    ("spirv.AtomicExchange", SCOPE_SEMANTICS),
    ("spirv.AtomicIAdd", SCOPE_SEMANTICS),
    ("spirv.AtomicIDecrement", SCOPE_SEMANTICS),
    ("spirv.AtomicIIncrement", SCOPE_SEMANTICS),
    ("spirv.AtomicISub", SCOPE_SEMANTICS),
    ("spirv.AtomicOr", SCOPE_SEMANTICS),
    ("spirv.AtomicSMax", SCOPE_SEMANTICS),
    ("spirv.AtomicSMin", SCOPE_SEMANTICS),
    ("spirv.AtomicUMax", SCOPE_SEMANTICS),
    ("spirv.AtomicUMin", SCOPE_SEMANTICS),
    ("spirv.AtomicXor", SCOPE_SEMANTICS),
    ("spirv.CompositeExtract", &["indices"]),
    ("spirv.CompositeInsert", &["indices"]),
    (
        "spirv.ControlBarrier",
        &["execution_scope", "memory_scope", "memory_semantics"],
    ),
    (
        "spirv.CopyMemory",
        &[
            "memory_access",
            "alignment",
            "source_memory_access",
            "source_alignment",
        ],
    ),
    ("spirv.EXT.AtomicFAdd", SCOPE_SEMANTICS),
    ("spirv.GroupNonUniformAll", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformAllEqual", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformAny", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformBallot", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformBallotBitCount", GROUP_REDUCTION),
    ("spirv.GroupNonUniformBallotFindLSB", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformBallotFindMSB", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformBitwiseAnd", GROUP_REDUCTION),
    ("spirv.GroupNonUniformBitwiseOr", GROUP_REDUCTION),
    ("spirv.GroupNonUniformBitwiseXor", GROUP_REDUCTION),
    ("spirv.GroupNonUniformBroadcast", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformBroadcastFirst", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformElect", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformFAdd", GROUP_REDUCTION),
    ("spirv.GroupNonUniformFMax", GROUP_REDUCTION),
    ("spirv.GroupNonUniformFMin", GROUP_REDUCTION),
    ("spirv.GroupNonUniformFMul", GROUP_REDUCTION),
    ("spirv.GroupNonUniformIAdd", GROUP_REDUCTION),
    ("spirv.GroupNonUniformIMul", GROUP_REDUCTION),
    ("spirv.GroupNonUniformLogicalAnd", GROUP_REDUCTION),
    ("spirv.GroupNonUniformLogicalOr", GROUP_REDUCTION),
    ("spirv.GroupNonUniformLogicalXor", GROUP_REDUCTION),
    ("spirv.GroupNonUniformRotateKHR", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformSMax", GROUP_REDUCTION),
    ("spirv.GroupNonUniformSMin", GROUP_REDUCTION),
    ("spirv.GroupNonUniformShuffle", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformShuffleDown", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformShuffleUp", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformShuffleXor", EXECUTION_SCOPE),
    ("spirv.GroupNonUniformUMax", GROUP_REDUCTION),
    ("spirv.GroupNonUniformUMin", GROUP_REDUCTION),
    ("spirv.ImageDrefGather", IMAGE_OPERANDS),
    ("spirv.ImageFetch", IMAGE_OPERANDS),
    ("spirv.ImageGather", IMAGE_OPERANDS),
    ("spirv.ImageRead", IMAGE_OPERANDS),
    ("spirv.ImageSampleDrefExplicitLod", IMAGE_OPERANDS),
    ("spirv.ImageSampleDrefImplicitLod", IMAGE_OPERANDS),
    ("spirv.ImageSampleExplicitLod", IMAGE_OPERANDS),
    ("spirv.ImageSampleImplicitLod", IMAGE_OPERANDS),
    ("spirv.ImageSampleProjDrefImplicitLod", IMAGE_OPERANDS),
    ("spirv.ImageWrite", IMAGE_OPERANDS),
    ("spirv.Load", MEMORY_ACCESS),
    ("spirv.MemoryBarrier", &["memory_scope", "memory_semantics"]),
    ("spirv.Store", MEMORY_ACCESS),
    ("spirv.VectorShuffle", &["components"]),
];

const SCOPE_SEMANTICS: &[&str] = &["memory_scope", "semantics"];
const COMPARE_EXCHANGE: &[&str] = &["memory_scope", "equal_semantics", "unequal_semantics"];
const EXECUTION_SCOPE: &[&str] = &["execution_scope"];
const GROUP_REDUCTION: &[&str] = &["execution_scope", "group_operation"];
const IMAGE_OPERANDS: &[&str] = &["image_operands"];
const MEMORY_ACCESS: &[&str] = &["memory_access", "alignment"];

/// The attribute names of op `name`'s non-`<id>` instruction operands, in
/// grammar order; empty for ops whose instruction has none.
pub fn attribute_operands(name: &str) -> &'static [&'static str] {
    LAYOUTS
        .binary_search_by(|(op, _)| (*op).cmp(name))
        .map_or(&[], |i| LAYOUTS[i].1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_for_lookup() {
        assert!(LAYOUTS.windows(2).all(|w| w[0].0 < w[1].0));
        assert_eq!(attribute_operands("spirv.AtomicIAdd"), SCOPE_SEMANTICS);
        assert_eq!(attribute_operands("spirv.FAdd"), &[] as &[&str]);
    }
}
