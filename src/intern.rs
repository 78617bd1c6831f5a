//! Thread-safe uniquing storage.
//!
//! MLIR uniques types and attributes in its `MLIRContext` so that equality is a
//! pointer compare. [`Interner`] does the same with dense `u32` indices: values are
//! appended to an append-only store whose values never move (reads never lock)
//! and a small mutex-protected hash table maps a value's hash to the index of its
//! one copy.
//!
//! The store ([`Slots`]) keeps values back to back in buckets of doubling size,
//! with no per-value bookkeeping: a location attribute (one per parsed op) costs
//! its own size and a hash-table slot.

use std::alloc::Layout;
use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash};
use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};

use hashbrown::HashTable;
use parking_lot::Mutex;
use rustc_hash::FxBuildHasher;

/// A uniquing table: every distinct value is stored once and named by its index.
pub struct Interner<T> {
    items: Slots<T>,
    table: Mutex<HashTable<Entry>>,
}

/// A hash-table entry: the index of a stored value and 32 bits of its hash, so
/// that growing the table rehashes without reading (or hashing) the values.
#[derive(Copy, Clone)]
struct Entry {
    index: u32,
    hash: u32,
}

/// A value's hash as the table sees it: the well-mixed upper half of the
/// 64-bit hash, repeated (the table picks buckets with the low bits and tags
/// with the top 7 bits), so an entry's 32 bits reproduce it exactly.
#[inline]
fn table_hash(hash64: u64) -> (u64, u32) {
    let hash = (hash64 >> 32) as u32;
    ((u64::from(hash) << 32) | u64::from(hash), hash)
}

/// log2 of the size of the first bucket of [`Slots`].
const FIRST_BUCKET_BITS: u32 = 5;
/// Enough buckets for every `u32` index.
const BUCKETS: usize = (u32::BITS - FIRST_BUCKET_BITS + 1) as usize;

/// Append-only storage: bucket `b` holds `2^(FIRST_BUCKET_BITS + b)` values, is
/// allocated when first needed and never moves, so references to stored values
/// stay valid while more are appended. Appends must be serialized (the
/// interner appends under its lock); reads may run concurrently with them.
pub(crate) struct Slots<T> {
    buckets: [AtomicPtr<T>; BUCKETS],
    /// Values stored; published (release) after the value and its bucket.
    len: AtomicUsize,
}

// SAFETY: `Slots` owns its values like a `Vec<T>` does, and hands out `&T` to
// any thread.
unsafe impl<T: Send> Send for Slots<T> {}
unsafe impl<T: Send + Sync> Sync for Slots<T> {}

impl<T> Slots<T> {
    pub(crate) fn new() -> Self {
        assert!(
            size_of::<T>() != 0,
            "Slots does not store zero-sized values"
        );
        Slots {
            buckets: std::array::from_fn(|_| AtomicPtr::new(std::ptr::null_mut())),
            len: AtomicUsize::new(0),
        }
    }

    /// The bucket of `index`, the position in it, and the bucket's size.
    #[inline]
    fn locate(index: usize) -> (usize, usize, usize) {
        let biased = index + (1 << FIRST_BUCKET_BITS);
        let bits = usize::BITS - 1 - biased.leading_zeros();
        let size = 1usize << bits;
        ((bits - FIRST_BUCKET_BITS) as usize, biased - size, size)
    }

    pub(crate) fn len(&self) -> usize {
        self.len.load(Ordering::Acquire)
    }

    /// Stores `value` and returns its index.
    ///
    /// # Safety
    /// No other `push` on the same `Slots` may run at the same time.
    pub(crate) unsafe fn push(&self, value: T) -> usize {
        let index = self.len.load(Ordering::Relaxed);
        let (bucket, offset, size) = Self::locate(index);
        let mut base = self.buckets[bucket].load(Ordering::Relaxed);
        if base.is_null() {
            let layout = Layout::array::<T>(size).expect("interner bucket size overflows");
            // SAFETY: `T` is not zero-sized (checked in `new`), so the layout is not empty.
            base = unsafe { std::alloc::alloc(layout) }.cast::<T>();
            if base.is_null() {
                std::alloc::handle_alloc_error(layout);
            }
            self.buckets[bucket].store(base, Ordering::Release);
        }
        // SAFETY: `offset < size`, the slot is unused (indices are handed out once,
        // pushes are serialized) and no reader looks at it before `len` says so.
        unsafe { base.add(offset).write(value) };
        self.len.store(index + 1, Ordering::Release);
        index
    }

    /// The value at `index`.
    ///
    /// # Panics
    /// When nothing was stored at `index`.
    #[inline]
    pub(crate) fn get(&self, index: usize) -> &T {
        assert!(index < self.len(), "interned index {index} out of range");
        let (bucket, offset, _) = Self::locate(index);
        // The acquire load of `len` above orders this after the push that
        // stored the value and its bucket.
        let base = self.buckets[bucket].load(Ordering::Relaxed);
        // SAFETY: `index < len`, so the slot was initialized and is never
        // written again until `self` is dropped.
        unsafe { &*base.add(offset) }
    }
}

impl<T> Drop for Slots<T> {
    fn drop(&mut self) {
        let len = *self.len.get_mut();
        for index in 0..len {
            let (bucket, offset, _) = Self::locate(index);
            // SAFETY: every slot below `len` holds a value, dropped exactly once here.
            unsafe { std::ptr::drop_in_place(self.buckets[bucket].get_mut().add(offset)) };
        }
        for (bucket, ptr) in self.buckets.iter_mut().enumerate() {
            let base = *ptr.get_mut();
            if !base.is_null() {
                let size = 1usize << (bucket as u32 + FIRST_BUCKET_BITS);
                let layout = Layout::array::<T>(size).expect("allocated with this layout");
                // SAFETY: allocated in `push` with this layout.
                unsafe { std::alloc::dealloc(base.cast(), layout) };
            }
        }
    }
}

impl<T: Eq + Hash> Default for Interner<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Eq + Hash> Interner<T> {
    pub fn new() -> Self {
        Self {
            items: Slots::new(),
            table: Mutex::new(HashTable::new()),
        }
    }

    fn hash_of<Q: Hash + ?Sized>(value: &Q) -> u64 {
        table_hash(FxBuildHasher.hash_one(value)).0
    }

    /// Whether `entry` stores `value`.
    #[inline]
    fn holds<Q>(&self, entry: &Entry, hash: u64, value: &Q) -> bool
    where
        Q: Eq + ?Sized,
        T: Borrow<Q>,
    {
        entry.hash == hash as u32 && self.items.get(entry.index as usize).borrow() == value
    }

    /// Returns the index of `value`, storing it if it is new.
    pub fn intern(&self, value: T) -> u32 {
        let hash = Self::hash_of(&value);
        let mut table = self.table.lock();
        if let Some(entry) = table.find(hash, |e| self.holds(e, hash, &value)) {
            return entry.index;
        }
        self.insert(&mut table, hash, value)
    }

    /// Looks `value` up without storing it.
    pub fn lookup<Q>(&self, value: &Q) -> Option<u32>
    where
        Q: Hash + Eq + ?Sized,
        T: Borrow<Q>,
    {
        let hash = Self::hash_of(value);
        let table = self.table.lock();
        table
            .find(hash, |e| self.holds(e, hash, value))
            .map(|e| e.index)
    }

    /// Interns a borrowed value, converting it to the owned form only when new.
    pub fn intern_with<Q>(&self, value: &Q, to_owned: impl FnOnce(&Q) -> T) -> u32
    where
        Q: Hash + Eq + ?Sized,
        T: Borrow<Q>,
    {
        let hash = Self::hash_of(value);
        let mut table = self.table.lock();
        if let Some(entry) = table.find(hash, |e| self.holds(e, hash, value)) {
            return entry.index;
        }
        let owned = to_owned(value);
        debug_assert!(
            Self::hash_of(&owned) == hash,
            "owned and borrowed forms must hash alike"
        );
        self.insert(&mut table, hash, owned)
    }

    /// Stores a value known to be new; `table` is the locked hash table.
    fn insert(&self, table: &mut HashTable<Entry>, hash: u64, value: T) -> u32 {
        let index = u32::try_from(self.items.len()).expect("more than 2^32 uniqued values");
        // SAFETY: the caller holds the table's lock, which serializes pushes.
        unsafe { self.items.push(value) };
        let entry = Entry {
            index,
            hash: hash as u32,
        };
        table.insert_unique(hash, entry, |e| table_hash(u64::from(e.hash) << 32).0);
        index
    }

    /// The value stored at `index`. Never locks.
    #[inline]
    pub fn get(&self, index: u32) -> &T {
        self.items.get(index as usize)
    }

    pub fn len(&self) -> usize {
        self.items.len()
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
    fn values_stay_put_while_more_are_stored() {
        let interner = Interner::<Box<str>>::new();
        let first: *const str = &**interner.get(interner.intern("first".into()));
        let ids: Vec<u32> = (0..100_000)
            .map(|i| interner.intern(i.to_string().into()))
            .collect();
        assert_eq!(interner.len(), 100_001);
        assert!(std::ptr::eq(first, &**interner.get(0)));
        for (i, &id) in ids.iter().enumerate() {
            assert_eq!(&**interner.get(id), i.to_string());
        }
        // Bucket boundaries: the last index of one bucket and the first of the next.
        assert_eq!(Slots::<u8>::locate(0), (0, 0, 32));
        assert_eq!(Slots::<u8>::locate(31), (0, 31, 32));
        assert_eq!(Slots::<u8>::locate(32), (1, 0, 64));
        assert_eq!(
            Slots::<u8>::locate(u32::MAX as usize),
            (BUCKETS - 1, 31, 1 << 32)
        );
    }

    #[test]
    #[should_panic(expected = "out of range")]
    fn unknown_indices_are_refused() {
        let interner = Interner::<u64>::new();
        interner.intern(7);
        interner.get(1);
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
        for (v, &id) in ids[0].iter().enumerate() {
            assert_eq!(*interner.get(id), v as u64);
        }
    }
}
