//! Enum attributes: `#spirv.storage_class<StorageBuffer>`,
//! `#spirv.function_control<Inline|Pure>`, `#spirv.scope<Device>`, ...
//!
//! Mirrors MLIR's `SPIRV_I32EnumAttr` / `SPIRV_BitEnumAttr` attributes
//! (`SPIRVBase.td`). The spellings come from the SPIR-V grammar through
//! [`GrammarEnum`] / [`GrammarBitEnum`] (MLIR 22's spelling of each
//! enumerant), and from [`ImageInfo`] for the image parameters MLIR names
//! itself. One table, [`KINDS`], lists every kind with its mnemonic; adding an
//! enum attribute is one row there and one [`SpirvEnum`] impl.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::{AttrKind, Attribute, DialectAttr};

use super::SpirvAttr;
use crate::availability::{GrammarBitEnum, GrammarEnum};
use crate::types::{
    CooperativeMatrixLayoutKHR, CooperativeMatrixOperandsKHR, CooperativeMatrixUseKHR, ImageInfo,
    MlirSpelledEnum,
};
use crate::types::{ImageArrayedInfo, ImageDepthInfo, ImageSamplerUseInfo, ImageSamplingInfo};

/// The enum kinds that have an attribute in the dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EnumKind {
    AddressingModel,
    BuiltIn,
    Capability,
    CooperativeMatrixLayoutKHR,
    CooperativeMatrixOperandsKHR,
    CooperativeMatrixUseKHR,
    Decoration,
    Dim,
    ExecutionMode,
    ExecutionModel,
    FPFastMathMode,
    FPRoundingMode,
    FunctionControl,
    GroupOperation,
    ImageArrayedInfo,
    ImageDepthInfo,
    ImageFormat,
    ImageOperands,
    ImageSamplerUseInfo,
    ImageSamplingInfo,
    LinkageType,
    LoopControl,
    MemoryAccess,
    MemoryModel,
    MemorySemantics,
    PackedVectorFormat,
    Scope,
    SelectionControl,
    StorageClass,
}

/// How one kind is named and spelled.
struct KindInfo {
    kind: EnumKind,
    /// The attribute mnemonic, also the attribute name ops store it under
    /// (MLIR's `attributeName<EnumClass>()`).
    mnemonic: &'static str,
    /// MLIR's C++ enum class, as its diagnostics name it.
    class: &'static str,
    bits: bool,
    name_of: fn(u32) -> Option<&'static str>,
    value_of: fn(&str) -> Option<u32>,
    names: fn() -> Vec<&'static str>,
}

fn grammar_name<E: GrammarEnum>(value: u32) -> Option<&'static str> {
    let all = E::all();
    all.binary_search_by_key(&value, |e| e.enumerant().value)
        .ok()
        .map(|i| all[i].mlir_name())
}

fn grammar_value<E: GrammarEnum>(name: &str) -> Option<u32> {
    E::from_mlir_name(name).map(|e| e.enumerant().value)
}

fn grammar_names<E: GrammarEnum>() -> Vec<&'static str> {
    E::all().iter().map(|e| e.mlir_name()).collect()
}

fn bit_name<E: GrammarBitEnum>(bit: u32) -> Option<&'static str> {
    E::bit_enumerant(bit).map(|e| e.name)
}

fn bit_value<E: GrammarBitEnum>(name: &str) -> Option<u32> {
    E::from_mlir_bit_name(name).map(E::bits_of)
}

fn bit_names<E: GrammarBitEnum>() -> Vec<&'static str> {
    E::bit_enumerants().iter().map(|e| e.name).collect()
}

fn info_name<I: ImageInfo>(value: u32) -> Option<&'static str> {
    I::from_value(value).map(I::name)
}

fn info_value<I: ImageInfo>(name: &str) -> Option<u32> {
    I::from_name(name).map(I::value)
}

fn info_names<I: ImageInfo>() -> Vec<&'static str> {
    I::VALUES.iter().map(|(n, _)| *n).collect()
}

fn spelled_names<E: MlirSpelledEnum>() -> Vec<&'static str> {
    E::VALUES.iter().map(|(n, _)| *n).collect()
}

/// The table of enum attribute kinds, a row per kind: its `spirv` name,
/// mnemonic, and where its spellings come from (`value`, `bits`: the SPIR-V
/// grammar's value or bit enum; `spelled`, `spelled_bits`: MLIR's own
/// spellings; `image`: an image operand's).
macro_rules! kinds {
    ($($kind:ident: $mnemonic:literal, $how:ident;)*) => {
        /// Every enum attribute kind, in [`EnumKind`] order.
        static KINDS: &[KindInfo] = &[$(kinds!(@row $kind, $mnemonic, $how)),*];
    };
    (@row $kind:ident, $mnemonic:literal, value) => {
        kinds!(@info $kind, $mnemonic, false,
            grammar_name::<spirv::$kind>, grammar_value::<spirv::$kind>, grammar_names::<spirv::$kind>)
    };
    (@row $kind:ident, $mnemonic:literal, bits) => {
        kinds!(@info $kind, $mnemonic, true,
            bit_name::<spirv::$kind>, bit_value::<spirv::$kind>, bit_names::<spirv::$kind>)
    };
    (@row $kind:ident, $mnemonic:literal, spelled) => {
        kinds!(@spelled $kind, $mnemonic, false)
    };
    (@row $kind:ident, $mnemonic:literal, spelled_bits) => {
        kinds!(@spelled $kind, $mnemonic, true)
    };
    (@spelled $kind:ident, $mnemonic:literal, $bits:literal) => {
        kinds!(@info $kind, $mnemonic, $bits, <$kind as MlirSpelledEnum>::name_of,
            <$kind as MlirSpelledEnum>::value_of, spelled_names::<$kind>)
    };
    (@row $kind:ident, $mnemonic:literal, image) => {
        kinds!(@info $kind, $mnemonic, false, info_name::<$kind>, info_value::<$kind>, info_names::<$kind>)
    };
    (@info $kind:ident, $mnemonic:literal, $bits:literal, $name_of:expr, $value_of:expr, $names:expr) => {
        KindInfo {
            kind: EnumKind::$kind,
            mnemonic: $mnemonic,
            class: stringify!($kind),
            bits: $bits,
            name_of: $name_of,
            value_of: $value_of,
            names: $names,
        }
    };
}

kinds! {
    AddressingModel: "addressing_model", value;
    BuiltIn: "built_in", value;
    Capability: "capability", value;
    CooperativeMatrixLayoutKHR: "coop_matrix_layout_khr", spelled;
    CooperativeMatrixOperandsKHR: "cooperative_matrix_operands_khr", spelled_bits;
    CooperativeMatrixUseKHR: "coop_matrix_use_khr", spelled;
    Decoration: "decoration", value;
    Dim: "dim", value;
    ExecutionMode: "execution_mode", value;
    ExecutionModel: "execution_model", value;
    FPFastMathMode: "fastmath_mode", bits;
    FPRoundingMode: "fp_rounding_mode", value;
    FunctionControl: "function_control", bits;
    GroupOperation: "group_operation", value;
    ImageArrayedInfo: "image_arrayed_info", image;
    ImageDepthInfo: "image_depth_info", image;
    ImageFormat: "image_format", value;
    ImageOperands: "image_operands", bits;
    ImageSamplerUseInfo: "image_sampler_use_info", image;
    ImageSamplingInfo: "image_sampling_info", image;
    LinkageType: "linkage_type", value;
    LoopControl: "loop_control", bits;
    MemoryAccess: "memory_access", bits;
    MemoryModel: "memory_model", value;
    MemorySemantics: "memory_semantics", bits;
    PackedVectorFormat: "packed_vector_format", value;
    Scope: "scope", value;
    SelectionControl: "selection_control", bits;
    StorageClass: "storage_class", value;
}

impl EnumKind {
    fn info(self) -> &'static KindInfo {
        let info = &KINDS[self as usize];
        debug_assert_eq!(info.kind, self, "KINDS rows follow EnumKind order");
        info
    }

    /// Every kind.
    pub fn all() -> impl Iterator<Item = EnumKind> {
        KINDS.iter().map(|k| k.kind)
    }

    /// The attribute mnemonic, e.g. `storage_class`; also the name of the
    /// attribute an op keeps the enum in.
    pub fn mnemonic(self) -> &'static str {
        self.info().mnemonic
    }

    pub fn from_mnemonic(mnemonic: &str) -> Option<EnumKind> {
        KINDS
            .iter()
            .find(|k| k.mnemonic == mnemonic)
            .map(|k| k.kind)
    }

    /// Whether values are bit masks combined with `|`.
    pub fn is_bit_enum(self) -> bool {
        self.info().bits
    }

    /// MLIR's spelling of `value`: `StorageBuffer`, `Inline|Pure`, `None`.
    /// Values without a name print as their number.
    pub fn spell(self, value: u32) -> String {
        let info = self.info();
        if !info.bits || value == 0 {
            return (info.name_of)(value).map_or_else(|| value.to_string(), str::to_owned);
        }
        let mut out = String::new();
        for bit in (0..u32::BITS).map(|i| 1u32 << i).filter(|b| value & b != 0) {
            if !out.is_empty() {
                out.push('|');
            }
            match (info.name_of)(bit) {
                Some(name) => out.push_str(name),
                None => out.push_str(&bit.to_string()),
            }
        }
        out
    }

    /// The spelling of `value` when it is one name (a value enum's value, a
    /// bit enum's zero or single bit).
    pub fn single_name(self, value: u32) -> Option<&'static str> {
        let info = self.info();
        if info.bits && value.count_ones() > 1 {
            return None;
        }
        (info.name_of)(value)
    }

    /// The value spelled `spelling`; for bit enums `A|B` combines bits.
    pub fn parse_spelling(self, spelling: &str) -> Option<u32> {
        let info = self.info();
        if !info.bits {
            return (info.value_of)(spelling);
        }
        spelling
            .split('|')
            .try_fold(0u32, |acc, word| Some(acc | (info.value_of)(word.trim())?))
    }

    /// MLIR's name of the attribute class, as its parser diagnostics say.
    fn attr_class(self) -> String {
        match self {
            EnumKind::ImageDepthInfo => "SPIRV_DepthAttr".to_owned(),
            EnumKind::ImageArrayedInfo => "SPIRV_ArrayedAttr".to_owned(),
            EnumKind::ImageSamplingInfo => "SPIRV_SamplingAttr".to_owned(),
            EnumKind::ImageSamplerUseInfo => "SPIRV_SamplerUseAttr".to_owned(),
            EnumKind::CooperativeMatrixLayoutKHR => {
                "SPIRV_KHR_CooperativeMatrixLayoutAttr".to_owned()
            }
            EnumKind::CooperativeMatrixOperandsKHR => {
                "SPIRV_KHR_CooperativeMatrixOperandsAttr".to_owned()
            }
            EnumKind::CooperativeMatrixUseKHR => "SPIRV_KHR_CooperativeMatrixUseAttr".to_owned(),
            _ => format!("SPIRV_{}Attr", self.info().class),
        }
    }

    /// The note-like error MLIR adds when an enum attribute's value fails to parse.
    pub(crate) fn failed_to_parse(self) -> String {
        format!(
            "failed to parse {} parameter 'value' which is to be a `::mlir::spirv::{}`",
            self.attr_class(),
            self.info().class
        )
    }

    /// MLIR's diagnostic for a spelling that names no value.
    pub fn expected_one_of(self) -> String {
        let info = self.info();
        format!(
            "expected ::mlir::spirv::{} to be one of: {}",
            info.class,
            (info.names)().join(", ")
        )
    }
}

/// An enum value with its kind: the storage of `#spirv.<mnemonic><...>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EnumAttr {
    pub kind: EnumKind,
    pub value: u32,
}

/// A Rust enum with a dialect enum attribute.
pub trait SpirvEnum: Copy + Sized {
    const KIND: EnumKind;
    fn to_u32(self) -> u32;
    fn from_u32(value: u32) -> Option<Self>;
}

// `SpirvEnum` for families of kinds that convert to and from `u32` alike:
// `self` is `v` in `to`, the `u32` is `u` in `from`.
macro_rules! spirv_enums {
    (spirv::[$($kind:ident),* $(,)?], $($conversions:tt)*) => {
        spirv_enums!(@impl [$(spirv::$kind => $kind),*] $($conversions)*);
    };
    ([$($kind:ident),* $(,)?], $($conversions:tt)*) => {
        spirv_enums!(@impl [$($kind => $kind),*] $($conversions)*);
    };
    (@impl [$($ty:path => $kind:ident),*] |$v:ident| $to:expr, |$u:ident| $from:expr) => {$(
        impl SpirvEnum for $ty {
            const KIND: EnumKind = EnumKind::$kind;
            fn to_u32(self) -> u32 {
                let $v = self;
                $to
            }
            fn from_u32($u: u32) -> Option<Self> {
                $from
            }
        }
    )*};
}

// The `spirv` crate's value enums (its inherent `from_u32`).
spirv_enums!(
    spirv::[
        AddressingModel, BuiltIn, Capability, Decoration, Dim, ExecutionMode, ExecutionModel,
        FPRoundingMode, GroupOperation, ImageFormat, LinkageType, MemoryModel, PackedVectorFormat,
        Scope, StorageClass,
    ],
    |v| v as u32,
    |u| Self::from_u32(u)
);

// Its bit masks: any bits.
spirv_enums!(
    spirv::[FunctionControl, ImageOperands, LoopControl, MemoryAccess, MemorySemantics, SelectionControl],
    |v| v.bits(),
    |u| Some(Self::from_bits_retain(u))
);

spirv_enums!(
    [
        CooperativeMatrixLayoutKHR,
        CooperativeMatrixOperandsKHR,
        CooperativeMatrixUseKHR
    ],
    |v| MlirSpelledEnum::to_value(v),
    |u| <Self as MlirSpelledEnum>::from_value(u)
);

spirv_enums!(
    [
        ImageArrayedInfo,
        ImageDepthInfo,
        ImageSamplerUseInfo,
        ImageSamplingInfo
    ],
    |v| ImageInfo::value(v),
    |u| <Self as ImageInfo>::from_value(u)
);

impl EnumAttr {
    /// `#spirv.<kind><value>` for a Rust enum value.
    pub fn get<E: SpirvEnum>(ctx: &Context, value: E) -> Attribute {
        Self::raw(ctx, E::KIND, value.to_u32())
    }

    /// `#spirv.<kind><value>` for a raw value.
    pub fn raw(ctx: &Context, kind: EnumKind, value: u32) -> Attribute {
        ctx.intern_attr(AttrKind::Dialect(DialectAttr::new(SpirvAttr::Enum(
            EnumAttr { kind, value },
        ))))
    }

    /// The enum value of `attr`, if it is an enum attribute.
    pub fn of(ctx: &Context, attr: Attribute) -> Option<EnumAttr> {
        match SpirvAttr::of(ctx, attr)? {
            SpirvAttr::Enum(e) => Some(*e),
            _ => None,
        }
    }

    /// The value of `attr` if it is an enum attribute of `E`'s kind.
    pub fn value<E: SpirvEnum>(ctx: &Context, attr: Attribute) -> Option<E> {
        Self::of(ctx, attr)
            .filter(|e| e.kind == E::KIND)
            .and_then(|e| E::from_u32(e.value))
    }

    /// MLIR's spelling of the value.
    pub fn spelling(self) -> String {
        self.kind.spell(self.value)
    }

    pub(super) fn print(self, p: &mut AsmPrinter<'_>) {
        p.write_str(self.kind.mnemonic());
        print_angled_value(p, self.kind, self.value);
    }
}

/// `<Value>`: an enum value as nested attributes print it inside another
/// `spirv` attribute (`linkage_type = <Import>`).
pub(super) fn print_angled_value(p: &mut AsmPrinter<'_>, kind: EnumKind, value: u32) {
    p.write_char('<');
    match kind.single_name(value) {
        Some(name) => p.write_str(name),
        None => p.write_str(&kind.spell(value)),
    }
    p.write_char('>');
}

/// Parses `<Value>` (bit enums: `<A|B>`) for `kind`. A value that does not
/// parse gets MLIR's second error, `failed to parse SPIRV_XAttr parameter ...`.
pub(crate) fn parse_angled_value(p: &mut AsmParser<'_>, kind: EnumKind) -> ParseResult<u32> {
    p.parse_less()?;
    parse_value_after_less(p, kind)
}

/// [`parse_angled_value`] once its `<` is consumed.
pub(crate) fn parse_value_after_less(p: &mut AsmParser<'_>, kind: EnumKind) -> ParseResult<u32> {
    let value = match parse_value(p, kind) {
        Ok(value) => value,
        Err(error) => {
            p.emit_error(kind.failed_to_parse());
            return Err(error);
        }
    };
    p.parse_greater()?;
    Ok(value)
}

/// A keyword or string naming a value (bit enums: several joined by `|`).
pub(super) fn parse_value(p: &mut AsmParser<'_>, kind: EnumKind) -> ParseResult<u32> {
    let loc = p.get_current_location();
    let mut value = 0;
    let mut valid = true;
    loop {
        let word = p.parse_keyword_or_string()?;
        match kind.parse_spelling(&word) {
            Some(v) => value |= v,
            None => valid = false,
        }
        if !kind.is_bit_enum() || !p.parse_optional_vertical_bar() {
            break;
        }
    }
    if !valid {
        return Err(p.emit_error_at(loc, kind.expected_one_of()));
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_table_follows_the_enum() {
        for (i, kind) in EnumKind::all().enumerate() {
            assert_eq!(kind as usize, i);
            assert_eq!(EnumKind::from_mnemonic(kind.mnemonic()), Some(kind));
        }
    }

    #[test]
    fn spellings_are_mlirs() {
        assert_eq!(
            EnumKind::StorageClass.spell(spirv::StorageClass::StorageBuffer as u32),
            "StorageBuffer"
        );
        assert_eq!(EnumKind::Dim.spell(spirv::Dim::Dim2D as u32), "Dim2D");
        assert_eq!(EnumKind::Dim.spell(spirv::Dim::DimCube as u32), "Cube");
        let control = (spirv::FunctionControl::INLINE | spirv::FunctionControl::PURE).bits();
        assert_eq!(EnumKind::FunctionControl.spell(control), "Inline|Pure");
        assert_eq!(EnumKind::FunctionControl.spell(0), "None");
        let semantics =
            (spirv::MemorySemantics::ACQUIRE | spirv::MemorySemantics::UNIFORM_MEMORY).bits();
        assert_eq!(
            EnumKind::MemorySemantics.spell(semantics),
            "Acquire|UniformMemory"
        );
        assert_eq!(EnumKind::ImageDepthInfo.spell(2), "DepthUnknown");
        assert_eq!(
            EnumKind::BuiltIn.spell(spirv::BuiltIn::GlobalInvocationId as u32),
            "GlobalInvocationId"
        );
    }

    #[test]
    fn spellings_parse_back() {
        assert_eq!(
            EnumKind::MemoryAccess.parse_spelling("Volatile|Aligned"),
            Some(0x3)
        );
        assert_eq!(EnumKind::MemoryAccess.parse_spelling("None"), Some(0));
        assert_eq!(
            EnumKind::MemoryAccess.parse_spelling("Volatile|Bogus"),
            None
        );
        assert_eq!(
            EnumKind::Scope.parse_spelling("Workgroup"),
            Some(spirv::Scope::Workgroup as u32)
        );
        assert_eq!(EnumKind::Scope.parse_spelling("workgroup"), None);
        assert!(
            EnumKind::Scope
                .expected_one_of()
                .starts_with("expected ::mlir::spirv::Scope to be one of: ")
        );
    }

    #[test]
    fn typed_round_trip() {
        let ctx = Context::new();
        let attr = EnumAttr::get(&ctx, spirv::StorageClass::Uniform);
        assert_eq!(
            EnumAttr::value::<spirv::StorageClass>(&ctx, attr),
            Some(spirv::StorageClass::Uniform)
        );
        assert_eq!(EnumAttr::value::<spirv::Scope>(&ctx, attr), None);
        assert_eq!(attr, EnumAttr::get(&ctx, spirv::StorageClass::Uniform));
    }
}
