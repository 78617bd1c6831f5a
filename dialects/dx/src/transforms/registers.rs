//! The registers of one register class in one space, as DirectX binds them:
//! explicit bindings reserve their ranges; implicit ones take, in `order_id`
//! order, the first free range large enough, and an unbounded array the free
//! range that runs to the last register. This is LLVM's
//! `DXILResourceBindingInfo::findAvailableBinding` rule (checked against its
//! `ImplicitBinding/unbounded-arrays.ll` test: with `u1` and `u5` taken, an
//! unbounded array gets `u6` and a later array of 3 gets `u2`).

use crate::attributes::UNBOUNDED;

/// The free registers of one class in one space: sorted, disjoint, inclusive
/// ranges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FreeRegisters {
    ranges: Vec<(u32, u32)>,
}

impl Default for FreeRegisters {
    fn default() -> Self {
        FreeRegisters {
            ranges: vec![(0, u32::MAX)],
        }
    }
}

impl FreeRegisters {
    /// All registers free.
    pub fn new() -> Self {
        Self::default()
    }

    /// Marks `first..=last` as taken.
    pub fn reserve(&mut self, first: u32, last: u32) {
        let mut kept = Vec::with_capacity(self.ranges.len() + 1);
        for &(lo, hi) in &self.ranges {
            if hi < first || lo > last {
                kept.push((lo, hi));
                continue;
            }
            if lo < first {
                kept.push((lo, first - 1));
            }
            if hi > last {
                kept.push((last + 1, hi));
            }
        }
        self.ranges = kept;
    }

    /// Takes `size` registers ([`UNBOUNDED`]: all registers from some point
    /// on) and returns the first, or `None` when no free range fits.
    pub fn allocate(&mut self, size: u32) -> Option<u32> {
        let (first, last) = if size == UNBOUNDED {
            let &(lo, hi) = self.ranges.last()?;
            (hi == u32::MAX).then_some((lo, u32::MAX))?
        } else {
            let needed = size.checked_sub(1)?;
            let &(lo, _) = self.ranges.iter().find(|&&(lo, hi)| hi - lo >= needed)?;
            (lo, lo + needed)
        };
        self.reserve(first, last);
        Some(first)
    }

    /// The free ranges, sorted.
    pub fn ranges(&self) -> &[(u32, u32)] {
        &self.ranges
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserve_splits_and_trims() {
        let mut free = FreeRegisters::new();
        free.reserve(1, 1);
        free.reserve(5, 5);
        assert_eq!(free.ranges(), &[(0, 0), (2, 4), (6, u32::MAX)]);
        free.reserve(0, 3);
        assert_eq!(free.ranges(), &[(4, 4), (6, u32::MAX)]);
        free.reserve(6, u32::MAX);
        assert_eq!(free.ranges(), &[(4, 4)]);
    }

    #[test]
    fn llvm_unbounded_array_example() {
        // RWBuffer A : register(u1); B[] implicit; C : register(u5); D[3] implicit.
        let mut free = FreeRegisters::new();
        free.reserve(1, 1);
        free.reserve(5, 5);
        assert_eq!(free.allocate(UNBOUNDED), Some(6));
        assert_eq!(free.allocate(3), Some(2));
        assert_eq!(free.allocate(1), Some(0));
        assert_eq!(free.allocate(1), None);
        assert_eq!(free.allocate(UNBOUNDED), None);
    }

    #[test]
    fn first_fit_and_exhaustion() {
        let mut free = FreeRegisters::new();
        free.reserve(0, u32::MAX - 2);
        assert_eq!(free.allocate(3), None);
        assert_eq!(free.allocate(2), Some(u32::MAX - 1));
        assert!(free.ranges().is_empty());
        assert_eq!(free.allocate(1), None);
        assert_eq!(free.allocate(0), None);
    }
}
