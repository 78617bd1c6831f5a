//! Sets of ops and maps of values kept by arena index, for the conversion's
//! per-op and per-value bookkeeping: arena handles are small dense integers,
//! so a bit or a slot per index answers without hashing. Storage grows to the
//! largest index stored, never beyond.

use crate::ir::{OpId, Value};

/// A set of ops: one bit per op index.
#[derive(Default)]
pub(crate) struct OpSet {
    words: Vec<u64>,
}

impl OpSet {
    #[inline]
    pub fn contains(&self, op: OpId) -> bool {
        let i = op.index();
        self.words
            .get(i / 64)
            .is_some_and(|w| (w >> (i % 64)) & 1 != 0)
    }

    /// Adds `op`; whether it was new.
    #[inline]
    pub fn insert(&mut self, op: OpId) -> bool {
        let i = op.index();
        if self.words.len() <= i / 64 {
            self.words.resize(i / 64 + 1, 0);
        }
        let bit = 1u64 << (i % 64);
        let new = self.words[i / 64] & bit == 0;
        self.words[i / 64] |= bit;
        new
    }
}

/// A map from values to values: one slot per value index.
#[derive(Default)]
pub(crate) struct ValueMap {
    /// `u32::MAX` for "no entry".
    slots: Vec<u32>,
    len: usize,
}

impl ValueMap {
    const EMPTY: u32 = u32::MAX;

    #[inline]
    pub fn get(&self, v: Value) -> Option<Value> {
        match self.slots.get(v.index()) {
            Some(&raw) if raw != Self::EMPTY => Some(Value(raw)),
            _ => None,
        }
    }

    #[inline]
    pub fn insert(&mut self, from: Value, to: Value) {
        let i = from.index();
        if self.slots.len() <= i {
            let grown = (i + 1).max(self.slots.len() * 2);
            self.slots.resize(grown, Self::EMPTY);
        }
        if self.slots[i] == Self::EMPTY {
            self.len += 1;
        }
        self.slots[i] = to.0;
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.len
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_sets_hold_what_was_inserted() {
        let mut set = OpSet::default();
        assert!(!set.contains(OpId(3)));
        assert!(set.insert(OpId(3)));
        assert!(!set.insert(OpId(3)));
        assert!(set.insert(OpId(200)));
        assert!(set.contains(OpId(3)) && set.contains(OpId(200)));
        assert!(!set.contains(OpId(4)) && !set.contains(OpId(199)) && !set.contains(OpId(9999)));
    }

    #[test]
    fn value_maps_keep_the_latest_entry() {
        let mut map = ValueMap::default();
        assert_eq!(map.get(Value(5)), None);
        map.insert(Value(5), Value(7));
        map.insert(Value(5), Value(8));
        map.insert(Value(0), Value(1));
        assert_eq!(map.get(Value(5)), Some(Value(8)));
        assert_eq!(map.get(Value(0)), Some(Value(1)));
        assert_eq!(map.get(Value(6)), None);
        assert_eq!(map.len(), 2);
    }
}
