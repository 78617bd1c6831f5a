//! Memo tables keyed by spellings in the source text, holding copies of their
//! keys.
//!
//! A key borrowed from the text would pin the page it was read from: growing
//! the table hashes every key again, and a lookup compares the first spelling
//! it met. The parser lets go of the mapped text behind it (see
//! `SourceText::release_before`), and each such touch brings a page back along
//! with its neighbours (the kernel maps a window of cached pages around a
//! fault), so a table of a few thousand keys spread over a large file would
//! bring back most of the file. Keys are copied once, when first inserted.

use std::hash::Hasher as _;

use hashbrown::HashTable;
use rustc_hash::FxHasher;

/// A map from a spelling, in one or two parts (`(dialect, body)` of a dialect
/// type), to `V`.
#[derive(Clone, Debug)]
pub(super) struct SpellingMap<V> {
    table: HashTable<Entry<V>>,
}

#[derive(Clone, Debug)]
struct Entry<V> {
    /// The parts, back to back.
    bytes: Box<[u8]>,
    /// Where the second part starts.
    split: usize,
    value: V,
}

impl<V> Entry<V> {
    /// Whether this is the entry of `(first, second)`.
    fn is(&self, first: &[u8], second: &[u8]) -> bool {
        let (a, b) = self.bytes.split_at(self.split);
        a == first && b == second
    }
}

impl<V> Default for SpellingMap<V> {
    fn default() -> Self {
        SpellingMap {
            table: HashTable::new(),
        }
    }
}

fn hash(first: &[u8], second: &[u8]) -> u64 {
    let mut h = FxHasher::default();
    h.write_usize(first.len());
    h.write(first);
    h.write(second);
    h.finish()
}

impl<V> SpellingMap<V> {
    pub(super) fn len(&self) -> usize {
        self.table.len()
    }

    /// The value of the two-part spelling `(first, second)`.
    pub(super) fn get2(&self, first: &[u8], second: &[u8]) -> Option<&V> {
        let found = self
            .table
            .find(hash(first, second), |e| e.is(first, second));
        found.map(|e| &e.value)
    }

    /// The value of `spelling`.
    pub(super) fn get(&self, spelling: &[u8]) -> Option<&V> {
        self.get2(spelling, &[])
    }

    /// Sets the value of `(first, second)`.
    pub(super) fn insert2(&mut self, first: &[u8], second: &[u8], value: V) {
        let h = hash(first, second);
        let found = self.table.find_mut(h, |e| e.is(first, second));
        if let Some(entry) = found {
            entry.value = value;
            return;
        }
        let entry = Entry {
            bytes: [first, second].concat().into_boxed_slice(),
            split: first.len(),
            value,
        };
        self.table.insert_unique(h, entry, |e| {
            let (a, b) = e.bytes.split_at(e.split);
            hash(a, b)
        });
    }

    /// Sets the value of `spelling`.
    pub(super) fn insert(&mut self, spelling: &[u8], value: V) {
        self.insert2(spelling, &[], value);
    }
}

#[cfg(test)]
mod tests {
    use super::SpellingMap;

    #[test]
    fn parts_are_told_apart_and_keys_outlive_the_text() {
        let mut map = SpellingMap::default();
        {
            let text = String::from("spirv ptr<f32>");
            map.insert2(&text.as_bytes()[..5], &text.as_bytes()[6..], 1);
            map.insert(text.as_bytes(), 2);
        }
        assert_eq!(map.get2(b"spirv", b"ptr<f32>"), Some(&1));
        assert_eq!(map.get2(b"spir", b"vptr<f32>"), None);
        assert_eq!(map.get(b"spirv ptr<f32>"), Some(&2));
        map.insert2(b"spirv", b"ptr<f32>", 3);
        assert_eq!((map.get2(b"spirv", b"ptr<f32>"), map.len()), (Some(&3), 2));
        let many: Vec<String> = (0..5000).map(|i| format!("k{i}")).collect();
        for (i, k) in many.iter().enumerate() {
            map.insert(k.as_bytes(), i);
        }
        assert!(
            many.iter()
                .enumerate()
                .all(|(i, k)| map.get(k.as_bytes()) == Some(&i))
        );
    }
}
