//! The properties of a `!hlsl.handle<CLASS, ELEMENT (, FLAG)*>` type: its class
//! and its flags, exactly those of docs/hlsl-dialect.md, in their
//! print order.
//!
//! The flags are the attributes of wg-hlsl proposal 0015's attribute table
//! (wg-hlsl proposal 0015) plus the storage modifiers HLSL puts on a resource
//! (`globallycoherent`, a counter handle):
//!
//! ```text
//! dim = 1d|2d|3d|cube|buffer, array, ms = N, rov, raw, row,
//! feedback = min_mip|mip_region_used, comparison, coherent, counter
//! ```

use std::fmt;

use super::keyword::keyword_enum;

keyword_enum! {
    /// The register class of a resource (`t`, `u`, `b` and `s` registers).
    pub enum ResourceClass("resource class") {
        /// Shader resource view: read-only buffers and textures, tbuffers.
        Srv => "srv",
        /// Unordered access view: writeable buffers and textures.
        Uav => "uav",
        /// Constant buffer view.
        CBuffer => "cbuffer",
        /// Sampler state.
        Sampler => "sampler",
    }
}

impl ResourceClass {
    /// The DXIL `ResourceClass` encoding (SRV 0, UAV 1, CBuffer 2, Sampler 3).
    pub const fn dxil_code(self) -> u32 {
        match self {
            ResourceClass::Srv => 0,
            ResourceClass::Uav => 1,
            ResourceClass::CBuffer => 2,
            ResourceClass::Sampler => 3,
        }
    }

    /// The DXIL name of the class, as DXIL resource records spell it.
    pub const fn dxil_name(self) -> &'static str {
        match self {
            ResourceClass::Srv => "SRV",
            ResourceClass::Uav => "UAV",
            ResourceClass::CBuffer => "CBuffer",
            ResourceClass::Sampler => "Sampler",
        }
    }
}

keyword_enum! {
    /// The dimensionality of a typed resource (`dim = ...`).
    pub enum ResourceDim("resource dimension") {
        Dim1D => "1d",
        Dim2D => "2d",
        Dim3D => "3d",
        Cube => "cube",
        /// A typed buffer (Buffer, RWBuffer, RasterizerOrderedBuffer).
        Buffer => "buffer",
    }
}

keyword_enum! {
    /// The kind of a sampler feedback texture (`feedback = ...`).
    pub enum FeedbackKind("feedback kind") {
        MinMip => "min_mip",
        MipRegionUsed => "mip_region_used",
    }
}

impl FeedbackKind {
    /// The DXIL `SamplerFeedbackType` encoding (MinMip 0, MipRegionUsed 1).
    pub const fn dxil_code(self) -> u32 {
        match self {
            FeedbackKind::MinMip => 0,
            FeedbackKind::MipRegionUsed => 1,
        }
    }

    /// The DXIL name of the feedback type.
    pub const fn dxil_name(self) -> &'static str {
        match self {
            FeedbackKind::MinMip => "MinMip",
            FeedbackKind::MipRegionUsed => "MipRegionUsed",
        }
    }
}

keyword_enum! {
    /// The keyword of a handle flag. Declaration order is print order.
    pub enum FlagKeyword("handle flag") {
        /// `dim = 1d|2d|3d|cube|buffer`: a typed resource of that dimension.
        Dim => "dim",
        /// An array texture (Texture2DArray, ...).
        Array => "array",
        /// `ms = N`: a multisampled texture with N samples.
        Ms => "ms",
        /// A rasterizer ordered view.
        Rov => "rov",
        /// A raw buffer: byte-address (`i8` element) or structured.
        Raw => "raw",
        /// The legacy 16-byte-row layout of cbuffer and tbuffer.
        Row => "row",
        /// `feedback = min_mip|mip_region_used`: a sampler feedback texture.
        Feedback => "feedback",
        /// A comparison sampler.
        Comparison => "comparison",
        /// `globallycoherent`.
        Coherent => "coherent",
        /// The counter handle of a structured buffer.
        Counter => "counter",
    }
}

impl FlagKeyword {
    /// Whether the flag is written `keyword = value`.
    pub const fn takes_value(self) -> bool {
        matches!(
            self,
            FlagKeyword::Dim | FlagKeyword::Ms | FlagKeyword::Feedback
        )
    }
}

/// One handle flag with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flag {
    Dim(ResourceDim),
    Array,
    Ms(u32),
    Rov,
    Raw,
    Row,
    Feedback(FeedbackKind),
    Comparison,
    Coherent,
    Counter,
}

impl Flag {
    /// The flag's keyword.
    pub const fn keyword(self) -> FlagKeyword {
        match self {
            Flag::Dim(_) => FlagKeyword::Dim,
            Flag::Array => FlagKeyword::Array,
            Flag::Ms(_) => FlagKeyword::Ms,
            Flag::Rov => FlagKeyword::Rov,
            Flag::Raw => FlagKeyword::Raw,
            Flag::Row => FlagKeyword::Row,
            Flag::Feedback(_) => FlagKeyword::Feedback,
            Flag::Comparison => FlagKeyword::Comparison,
            Flag::Coherent => FlagKeyword::Coherent,
            Flag::Counter => FlagKeyword::Counter,
        }
    }
}

impl fmt::Display for Flag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Flag::Dim(dim) => write!(f, "dim = {dim}"),
            Flag::Ms(count) => write!(f, "ms = {count}"),
            Flag::Feedback(kind) => write!(f, "feedback = {kind}"),
            other => f.write_str(other.keyword().as_str()),
        }
    }
}

/// A flag given twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("handle flag '{0}' is given more than once")]
pub struct DuplicateFlag(pub FlagKeyword);

/// The class and flags of a `!hlsl.handle` type (everything but the element).
///
/// A plain value: it can describe combinations no HLSL object has; [`validate`]
/// says whether it is one of them.
///
/// [`validate`]: HandleProperties::validate
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandleProperties {
    pub class: ResourceClass,
    pub dim: Option<ResourceDim>,
    pub array: bool,
    /// The sample count of a multisampled texture.
    pub ms: Option<u32>,
    pub rov: bool,
    pub raw: bool,
    pub row: bool,
    pub feedback: Option<FeedbackKind>,
    pub comparison: bool,
    pub coherent: bool,
    pub counter: bool,
}

impl HandleProperties {
    /// A handle of `class` with no flags.
    pub const fn new(class: ResourceClass) -> Self {
        HandleProperties {
            class,
            dim: None,
            array: false,
            ms: None,
            rov: false,
            raw: false,
            row: false,
            feedback: None,
            comparison: false,
            coherent: false,
            counter: false,
        }
    }

    /// The flag with keyword `keyword`, if it is set.
    pub fn flag(&self, keyword: FlagKeyword) -> Option<Flag> {
        let set = |on: bool, flag: Flag| on.then_some(flag);
        match keyword {
            FlagKeyword::Dim => self.dim.map(Flag::Dim),
            FlagKeyword::Array => set(self.array, Flag::Array),
            FlagKeyword::Ms => self.ms.map(Flag::Ms),
            FlagKeyword::Rov => set(self.rov, Flag::Rov),
            FlagKeyword::Raw => set(self.raw, Flag::Raw),
            FlagKeyword::Row => set(self.row, Flag::Row),
            FlagKeyword::Feedback => self.feedback.map(Flag::Feedback),
            FlagKeyword::Comparison => set(self.comparison, Flag::Comparison),
            FlagKeyword::Coherent => set(self.coherent, Flag::Coherent),
            FlagKeyword::Counter => set(self.counter, Flag::Counter),
        }
    }

    /// Whether the flag with keyword `keyword` is set.
    pub fn has(&self, keyword: FlagKeyword) -> bool {
        self.flag(keyword).is_some()
    }

    /// The set flags, in print order.
    pub fn flags(&self) -> impl Iterator<Item = Flag> + '_ {
        FlagKeyword::ALL
            .iter()
            .filter_map(|&keyword| self.flag(keyword))
    }

    /// Sets `flag`; a flag may be set once.
    pub fn set(&mut self, flag: Flag) -> Result<(), DuplicateFlag> {
        if self.has(flag.keyword()) {
            return Err(DuplicateFlag(flag.keyword()));
        }
        match flag {
            Flag::Dim(dim) => self.dim = Some(dim),
            Flag::Array => self.array = true,
            Flag::Ms(count) => self.ms = Some(count),
            Flag::Rov => self.rov = true,
            Flag::Raw => self.raw = true,
            Flag::Row => self.row = true,
            Flag::Feedback(kind) => self.feedback = Some(kind),
            Flag::Comparison => self.comparison = true,
            Flag::Coherent => self.coherent = true,
            Flag::Counter => self.counter = true,
        }
        Ok(())
    }

    /// These properties with `counter` set: the type of the counter handle of a
    /// structured buffer with these properties.
    pub const fn with_counter(self) -> Self {
        HandleProperties {
            counter: true,
            ..self
        }
    }

    /// These properties with `counter` cleared: the main handle type of a
    /// counter handle.
    pub const fn without_counter(self) -> Self {
        HandleProperties {
            counter: false,
            ..self
        }
    }

    /// The flag list as the type prints it, without a leading separator:
    /// `dim = 2d, array, ms = 8`. Empty when no flag is set.
    pub fn display_flags(&self) -> FlagList<'_> {
        FlagList(self)
    }
}

/// Displays the flags of a [`HandleProperties`], comma-separated, in print order.
#[derive(Clone, Copy, Debug)]
pub struct FlagList<'a>(&'a HandleProperties);

impl fmt::Display for FlagList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, flag) in self.0.flags().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{flag}")?;
        }
        Ok(())
    }
}
