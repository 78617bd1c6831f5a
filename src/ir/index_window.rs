//! A map from arena indices to `u32`s for the nodes of one region of work (a
//! function's values, the ops of one tree being verified): a vector over the
//! range of indices set, and a hash map for the indices that would make that
//! range much wider than the entries in it.
//!
//! The nodes a parser or deserializer made for one function are mostly a run
//! of the arena, so the vector covers them at four bytes each and the table
//! costs memory in the size of the function, not of the arena. Nodes a
//! rewrite made reuse erased slots anywhere; those go to the map.

use rustc_hash::FxHashMap;

/// What a vector slot holds for an index never set; not a storable value.
const ABSENT: u32 = u32::MAX;

#[derive(Clone, Debug, Default)]
pub(crate) struct IndexWindow {
    /// The index of `slots[0]`.
    base: usize,
    /// [`ABSENT`] for the indices never set.
    slots: Vec<u32>,
    /// How many times an index was set.
    count: usize,
    sparse: FxHashMap<u32, u32>,
}

impl IndexWindow {
    /// Slack of the dense range over the number of entries.
    const SLACK: usize = 1024;

    #[inline]
    pub(crate) fn get(&self, index: usize) -> Option<u32> {
        match index.checked_sub(self.base).and_then(|i| self.slots.get(i)) {
            Some(&slot) if slot != ABSENT => Some(slot),
            _ if self.sparse.is_empty() => None,
            _ => self.sparse.get(&(index as u32)).copied(),
        }
    }

    /// Sets the entry of `index` to `value` (anything but `u32::MAX`).
    #[inline]
    pub(crate) fn set(&mut self, index: usize, value: u32) {
        debug_assert_ne!(value, ABSENT, "u32::MAX is not storable");
        self.count += 1;
        match index.checked_sub(self.base) {
            Some(at) if at < self.slots.len() => self.slots[at] = value,
            _ => self.set_outside(index, value),
        }
    }

    /// [`Self::set`] for an index outside the vector: the vector grows to
    /// it, or the map takes it.
    #[inline(never)]
    fn set_outside(&mut self, index: usize, value: u32) {
        if self.slots.is_empty() {
            self.base = index;
        }
        let dense_limit = 2 * self.count + Self::SLACK;
        if index < self.base {
            // Room at the front, doubling as a vector grows at the back.
            let grow = (self.base - index).max(self.slots.len()).min(self.base);
            if self.slots.len() + grow > dense_limit {
                self.sparse.insert(index as u32, value);
                return;
            }
            self.slots.splice(0..0, std::iter::repeat_n(ABSENT, grow));
            self.base -= grow;
        }
        let at = index - self.base;
        if at >= self.slots.len() {
            if at >= dense_limit {
                self.sparse.insert(index as u32, value);
                return;
            }
            // Doubling, so that entries set in index order (ops as a
            // walk meets them) mostly land inside.
            let len = (at + 1).max(2 * self.slots.len()).min(dense_limit);
            self.slots.resize(len, ABSENT);
        }
        self.slots[at] = value;
    }

    /// Removes every entry, keeping the memory for the next use.
    pub(crate) fn clear(&mut self) {
        self.slots.clear();
        self.sparse.clear();
        self.count = 0;
        self.base = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_back_what_was_set_dense_or_sparse() {
        let mut w = IndexWindow::default();
        // A run in the middle, one before it, and some far away.
        let sets: Vec<(usize, u32)> = (5000..5100)
            .map(|i| (i, i as u32 * 3))
            .chain([(4990, 7), (1_000_000, 8), (3, 9), (5050, 10)])
            .collect();
        for &(index, value) in &sets {
            w.set(index, value);
        }
        let mut expected = std::collections::HashMap::new();
        for &(index, value) in &sets {
            expected.insert(index, value);
        }
        for index in 0..5200 {
            assert_eq!(w.get(index), expected.get(&index).copied(), "index {index}");
        }
        assert_eq!(w.get(1_000_000), Some(8));
        assert!(!w.sparse.is_empty(), "the far index is in the map");
        w.clear();
        assert_eq!(w.get(5000), None);
        assert_eq!(w.get(1_000_000), None);
    }
}
