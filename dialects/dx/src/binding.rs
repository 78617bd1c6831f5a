//! Resource bindings: where a resource lives in its register class's space
//! (`register(u3, space1)` is space 1, lower bound 3), and the facts a handle
//! op states about its resource beyond its type.

use crate::attributes::UNBOUNDED;

/// A binding: register space, first register, and how many registers the
/// resource (array) takes; [`UNBOUNDED`] for an unbounded array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Binding {
    pub space: u32,
    pub lower_bound: u32,
    pub range_size: u32,
}

impl Binding {
    pub fn is_unbounded(&self) -> bool {
        self.range_size == UNBOUNDED
    }

    /// The last register of the range (`u32::MAX` for an unbounded array).
    pub fn upper_bound(&self) -> u32 {
        if self.is_unbounded() {
            u32::MAX
        } else {
            self.lower_bound
                .saturating_add(self.range_size.saturating_sub(1))
        }
    }

    /// Whether two bindings in the same space share a register.
    pub fn overlaps(&self, other: &Binding) -> bool {
        self.space == other.space
            && self.lower_bound <= other.upper_bound()
            && other.lower_bound <= self.upper_bound()
    }

    /// The `range_size` property value: the count, or `-1` when unbounded.
    pub fn range_size_i32(&self) -> i32 {
        self.range_size as i32
    }
}

/// The `range_size` stored in a `range_size` property value (`-1` is unbounded).
pub fn range_size_from_i32(value: i32) -> u32 {
    value as u32
}

/// What an implicit binding states about its placement: the order it is
/// assigned in, its space and its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImplicitBinding {
    pub order_id: u32,
    pub space: u32,
    /// Registers in the range; [`UNBOUNDED`] when unbounded.
    pub range_size: u32,
}

/// Facts about the resource a handle op states besides its type: LLVM keeps
/// these out of the target type ("globallycoherent and
/// hasCounter"), so the `dx` handle ops carry them as unit properties.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HandleFlags {
    /// The index may differ between invocations (`NonUniformResourceIndex`).
    pub non_uniform: bool,
    /// `globallycoherent` (UAVs only).
    pub globally_coherent: bool,
    /// The resource has a hidden counter (structured UAVs only).
    pub has_counter: bool,
}

impl HandleFlags {
    /// The property names, in print order.
    pub const NAMES: [&'static str; 3] = ["non_uniform", "globally_coherent", "has_counter"];

    /// The names of the flags that are set, in print order.
    pub fn set_names(self) -> impl Iterator<Item = &'static str> {
        let on = [self.non_uniform, self.globally_coherent, self.has_counter];
        Self::NAMES
            .into_iter()
            .zip(on)
            .filter_map(|(name, on)| on.then_some(name))
    }
}
