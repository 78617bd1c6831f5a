//! `#spirv.cache_control_load_intel<cache_level = 0, load_cache_control = Cached>`
//! and `#spirv.cache_control_store_intel<...>`: one entry of the
//! `CacheControlLoadINTEL` / `CacheControlStoreINTEL` decorations of
//! `SPV_INTEL_cache_controls`
//! (<https://github.com/KhronosGroup/SPIRV-Registry/blob/main/extensions/INTEL/SPV_INTEL_cache_controls.asciidoc>).
//!
//! Mirrors MLIR's `SPIRV_CacheControlLoadINTELAttr` and
//! `SPIRV_CacheControlStoreINTELAttr` (`SPIRVAttributes.td`, `struct(params)`
//! format). An op carries a non-empty array of them, one per decoration the
//! binary has on its result.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use spirv::{Decoration, LoadCacheControl, StoreCacheControl};

use crate::availability::GrammarEnum;

use crate::support::parse_struct_params;

/// Which of the two decorations an entry belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CacheDirection {
    Load,
    Store,
}

/// MLIR's spellings of `LoadCacheControl` (`SPIRVBase.td`, which shortens
/// the grammar's `...INTEL` names).
const LOAD_SPELLINGS: &[(&str, u32)] = &[
    ("Uncached", LoadCacheControl::UncachedINTEL as u32),
    ("Cached", LoadCacheControl::CachedINTEL as u32),
    ("Streaming", LoadCacheControl::StreamingINTEL as u32),
    (
        "InvalidateAfterR",
        LoadCacheControl::InvalidateAfterReadINTEL as u32,
    ),
    ("ConstCached", LoadCacheControl::ConstCachedINTEL as u32),
];

/// MLIR's spellings of `StoreCacheControl`.
const STORE_SPELLINGS: &[(&str, u32)] = &[
    ("Uncached", StoreCacheControl::UncachedINTEL as u32),
    ("WriteThrough", StoreCacheControl::WriteThroughINTEL as u32),
    ("WriteBack", StoreCacheControl::WriteBackINTEL as u32),
    ("Streaming", StoreCacheControl::StreamingINTEL as u32),
];

impl CacheDirection {
    /// The attribute mnemonic, also the name of the op attribute holding the
    /// array (MLIR names decoration attributes in snake case).
    pub fn mnemonic(self) -> &'static str {
        match self {
            CacheDirection::Load => "cache_control_load_intel",
            CacheDirection::Store => "cache_control_store_intel",
        }
    }

    /// The decoration entries of this direction are written as.
    pub fn decoration(self) -> Decoration {
        match self {
            CacheDirection::Load => Decoration::CacheControlLoadINTEL,
            CacheDirection::Store => Decoration::CacheControlStoreINTEL,
        }
    }

    /// The direction of `decoration`, if it is a cache-control decoration.
    pub fn of_decoration(decoration: Decoration) -> Option<CacheDirection> {
        match decoration {
            Decoration::CacheControlLoadINTEL => Some(CacheDirection::Load),
            Decoration::CacheControlStoreINTEL => Some(CacheDirection::Store),
            _ => None,
        }
    }

    fn control_param(self) -> &'static str {
        match self {
            CacheDirection::Load => "load_cache_control",
            CacheDirection::Store => "store_cache_control",
        }
    }

    /// The control values with MLIR's spellings.
    fn spellings(self) -> &'static [(&'static str, u32)] {
        match self {
            CacheDirection::Load => LOAD_SPELLINGS,
            CacheDirection::Store => STORE_SPELLINGS,
        }
    }

    /// MLIR's spelling of a control value, if the value has one.
    fn spell(self, value: u32) -> Option<&'static str> {
        let spellings = self.spellings();
        spellings.iter().find(|(_, v)| *v == value).map(|(n, _)| *n)
    }

    fn value_of(self, spelling: &str) -> Option<u32> {
        let spellings = self.spellings();
        spellings
            .iter()
            .find(|(n, _)| *n == spelling)
            .map(|(_, v)| *v)
    }

    /// MLIR's C++ enum class of the control value.
    fn enum_class(self) -> &'static str {
        match self {
            CacheDirection::Load => "LoadCacheControl",
            CacheDirection::Store => "StoreCacheControl",
        }
    }
}

/// One cache-control entry: the cache level and what it does there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CacheControl {
    pub direction: CacheDirection,
    pub cache_level: u32,
    /// The `LoadCacheControl` / `StoreCacheControl` value.
    pub control: u32,
}

impl CacheControl {
    /// Builds an entry from the decoration's two literals, if the control
    /// value is one MLIR can spell.
    pub fn from_literals(direction: CacheDirection, literals: &[u32]) -> Option<CacheControl> {
        match *literals {
            [cache_level, control] if direction.spell(control).is_some() => Some(CacheControl {
                direction,
                cache_level,
                control,
            }),
            _ => None,
        }
    }

    pub(super) fn print(&self, p: &mut AsmPrinter<'_>) {
        let d = self.direction;
        p.write_str(d.mnemonic());
        p.write_str("<cache_level = ");
        p.write_int(self.cache_level);
        p.write_str(", ");
        p.write_str(d.control_param());
        p.write_str(" = ");
        match d.spell(self.control) {
            Some(name) => p.write_str(name),
            None => p.write_int(self.control),
        }
        p.write_char('>');
    }
}

/// After `#spirv.cache_control_load_intel` / `_store_intel`.
pub(super) fn parse_body(
    p: &mut AsmParser<'_>,
    direction: CacheDirection,
) -> ParseResult<CacheControl> {
    p.parse_less()?;
    let names = ["cache_level", direction.control_param()];
    let mut entry = CacheControl {
        direction,
        cache_level: 0,
        control: 0,
    };
    parse_struct_params(p, &names, &names, |p, index| {
        if index == 0 {
            entry.cache_level = p.parse_integer()?;
            return Ok(());
        }
        let loc = p.get_current_location();
        let spelling = p.parse_keyword_any()?;
        match direction.value_of(spelling) {
            Some(value) => entry.control = value,
            None => {
                let names: Vec<&str> = direction.spellings().iter().map(|(n, _)| *n).collect();
                let error = p.emit_error_at(
                    loc,
                    format!(
                        "expected one of [{}] for valid SPIR-V {}, got: {spelling}",
                        names.join(", "),
                        direction.enum_class()
                    ),
                );
                p.emit_error(format!(
                    "failed to parse SPIRV_{}Attr parameter '{}' which is to be a `mlir::spirv::{}`",
                    direction.decoration().mlir_name(),
                    direction.control_param(),
                    direction.enum_class()
                ));
                return Err(error);
            }
        }
        Ok(())
    })?;
    p.parse_greater()?;
    Ok(entry)
}
