//! The dialect's enum properties: stored as string attributes
//! (`channel = "red"` in the generic form) and spelled as a bare keyword in
//! custom forms (`hlsl.texture.gather ... red`). One
//! [`keyword_enum_property!`](shader_mlir::keyword_enum_property) table
//! declares each enum together with its property kind.

shader_mlir::keyword_enum_property!(
    /// The component a gather reads (`Gather` and `GatherRed` read red).
    GatherChannel / GatherChannelAttr, "gather channel: red, green, blue or alpha" {
        Red = "red",
        Green = "green",
        Blue = "blue",
        Alpha = "alpha",
    }

    /// The memory a barrier orders: `group` (groupshared),
    /// `device` (resources) or `all` (both).
    BarrierMemory / BarrierMemoryAttr, "barrier memory: group, device or all" {
        /// `GroupMemoryBarrier[WithGroupSync]`.
        Group = "group",
        /// `DeviceMemoryBarrier[WithGroupSync]`.
        Device = "device",
        /// `AllMemoryBarrier[WithGroupSync]`.
        All = "all",
    }

    /// A wave reduction or scan (`WaveActive*`, `WavePrefix*`). `min` and
    /// `max` are signed on integers, `umin` and `umax` unsigned; the bitwise
    /// ones take integers only.
    WaveOpKind / WaveOpKindAttr, "wave operation: sum, product, min, max, umin, umax, and, or or xor" {
        Sum = "sum",
        Product = "product",
        Min = "min",
        Max = "max",
        Umin = "umin",
        Umax = "umax",
        And = "and",
        Or = "or",
        Xor = "xor",
    }

    /// The neighbour `QuadReadAcross*` reads.
    QuadDirection / QuadDirectionAttr, "quad direction: x, y or diagonal" {
        X = "x",
        Y = "y",
        Diagonal = "diagonal",
    }
);

impl GatherChannel {
    /// The component index (red 0 ... alpha 3).
    pub fn index(self) -> u32 {
        self as u32
    }
}
