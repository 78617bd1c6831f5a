//! Thread-safe uniquing storage.
//!
//! MLIR uniques types and attributes in its `MLIRContext` so that equality is a
//! pointer compare. [`Interner`] does the same with dense `u32` indices: values are
//! appended to a lock-free, append-only vector (reads never lock) and a small
//! mutex-protected hash table maps a value's hash to the index of its one copy.

use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash};

use hashbrown::HashTable;
use parking_lot::Mutex;
use rustc_hash::FxBuildHasher;

/// A uniquing table: every distinct value is stored once and named by its index.
pub struct Interner<T> {
    items: boxcar::Vec<T>,
    table: Mutex<HashTable<u32>>,
}

impl<T: Eq + Hash> Default for Interner<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Eq + Hash> Interner<T> {
    pub fn new() -> Self {
        Self { items: boxcar::Vec::new(), table: Mutex::new(HashTable::new()) }
    }

    fn hash_of<Q: Hash + ?Sized>(value: &Q) -> u64 {
        FxBuildHasher.hash_one(value)
    }

    /// Returns the index of `value`, storing it if it is new.
    pub fn intern(&self, value: T) -> u32 {
        let hash = Self::hash_of(&value);
        let mut table = self.table.lock();
        if let Some(&index) = table.find(hash, |&i| self.items[i as usize] == value) {
            return index;
        }
        let index = self.items.push(value);
        let index = u32::try_from(index).expect("more than 2^32 uniqued values");
        table.insert_unique(hash, index, |&i| Self::hash_of(&self.items[i as usize]));
        index
    }

    /// Looks `value` up without storing it.
    pub fn lookup<Q>(&self, value: &Q) -> Option<u32>
    where
        Q: Hash + Eq + ?Sized,
        T: Borrow<Q>,
    {
        let hash = Self::hash_of(value);
        let table = self.table.lock();
        table.find(hash, |&i| self.items[i as usize].borrow() == value).copied()
    }

    /// Interns a borrowed value, converting it to the owned form only when new.
    pub fn intern_with<Q>(&self, value: &Q, to_owned: impl FnOnce(&Q) -> T) -> u32
    where
        Q: Hash + Eq + ?Sized,
        T: Borrow<Q>,
    {
        let hash = Self::hash_of(value);
        let mut table = self.table.lock();
        if let Some(&index) = table.find(hash, |&i| self.items[i as usize].borrow() == value) {
            return index;
        }
        let owned = to_owned(value);
        debug_assert!(Self::hash_of(&owned) == hash, "owned and borrowed forms must hash alike");
        let index = self.items.push(owned);
        let index = u32::try_from(index).expect("more than 2^32 uniqued values");
        table.insert_unique(hash, index, |&i| Self::hash_of(&self.items[i as usize]));
        index
    }

    /// The value stored at `index`. Never locks.
    #[inline]
    pub fn get(&self, index: u32) -> &T {
        &self.items[index as usize]
    }

    pub fn len(&self) -> usize {
        self.items.count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uniques_values() {
        let interner = Interner::<Box<str>>::new();
        let a = interner.intern("a".into());
        let b = interner.intern("b".into());
        assert_ne!(a, b);
        assert_eq!(interner.intern("a".into()), a);
        assert_eq!(&**interner.get(b), "b");
        assert_eq!(interner.lookup("b"), Some(b));
        assert_eq!(interner.lookup("c"), None);
        assert_eq!(interner.intern_with("c", |s| s.into()), 2);
    }

    #[test]
    fn concurrent_interning_agrees() {
        let interner = Interner::<u64>::new();
        let ids: Vec<Vec<u32>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4)
                .map(|_| s.spawn(|| (0..1000u64).map(|v| interner.intern(v)).collect::<Vec<_>>()))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(ids.windows(2).all(|w| w[0] == w[1]));
        assert_eq!(interner.len(), 1000);
    }
}
