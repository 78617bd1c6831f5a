//! The uniqued file locations (`FileLineColLoc`,
//! <https://mlir.llvm.org/docs/Dialects/Builtin/#filelinecolloc>) of a
//! context, at 16 bytes each.
//!
//! The parser gives every op the location of its first character, so a large
//! input makes as many file locations as ops, and they arrive in the order
//! of the text. Each file therefore keeps the indices of its locations in
//! (line, column) order: a location past the file's last one is new and is
//! appended, an earlier one is found by binary search. Locations that arrive
//! out of order (written in the text, made by a pass, or by several parsing
//! threads at once) and are not in that list go to a hash table. Every
//! location is stored once either way, so equal locations are the same
//! attribute, as with any other uniqued attribute.

use std::hash::BuildHasher;

use hashbrown::HashTable;
use parking_lot::Mutex;
use rustc_hash::{FxBuildHasher, FxHashMap};

use crate::Ident;
use crate::intern::Slots;

/// `file:line:col`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct FileLoc {
    pub file: Ident,
    pub line: u32,
    pub col: u32,
}

impl FileLoc {
    #[inline]
    fn position(&self) -> (u32, u32) {
        (self.line, self.col)
    }
}

/// A uniquing table of file locations.
pub(crate) struct FileLocs {
    items: Slots<FileLoc>,
    index: Mutex<LocIndex>,
}

#[derive(Default)]
struct LocIndex {
    /// By file: indices of locations of that file, sorted by position.
    in_order: FxHashMap<Ident, Vec<u32>>,
    /// The locations not in `in_order`, by hash.
    others: HashTable<u32>,
}

impl Default for FileLocs {
    fn default() -> Self {
        FileLocs {
            items: Slots::new(),
            index: Mutex::new(LocIndex::default()),
        }
    }
}

impl FileLocs {
    /// The index of `loc`, storing it if it is new.
    pub(crate) fn intern(&self, loc: FileLoc) -> u32 {
        let mut index = self.index.lock();
        let LocIndex { in_order, others } = &mut *index;
        let sorted = in_order.entry(loc.file).or_default();
        let past_the_end = sorted
            .last()
            .is_none_or(|&last| self.get(last).position() < loc.position());
        if !past_the_end
            && let Ok(at) =
                sorted.binary_search_by_key(&loc.position(), |&i| self.get(i).position())
        {
            return sorted[at];
        }
        let hash = FxBuildHasher.hash_one(loc);
        if !others.is_empty()
            && let Some(&found) = others.find(hash, |&i| *self.get(i) == loc)
        {
            return found;
        }
        let new = u32::try_from(self.items.len()).expect("more than 2^32 file locations");
        // SAFETY: pushes happen under the `index` lock, which is held.
        unsafe { self.items.push(loc) };
        if past_the_end {
            sorted.push(new);
        } else {
            others.insert_unique(hash, new, |&i| FxBuildHasher.hash_one(self.get(i)));
        }
        new
    }

    /// The location at `index`. Never locks.
    #[inline]
    pub(crate) fn get(&self, index: u32) -> &FileLoc {
        self.items.get(index as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_locations_are_stored_once_in_any_order() {
        let locs = FileLocs::default();
        let at = |file, line, col| FileLoc {
            file: Ident(file),
            line,
            col,
        };
        let first = locs.intern(at(0, 3, 4));
        let later = locs.intern(at(0, 5, 1));
        let other_file = locs.intern(at(1, 1, 1));
        let earlier = locs.intern(at(0, 2, 9));
        let between = locs.intern(at(0, 4, 1));
        let all = [first, later, other_file, earlier, between];
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(locs.intern(at(0, 3, 4)), first);
        assert_eq!(locs.intern(at(0, 5, 1)), later);
        assert_eq!(locs.intern(at(1, 1, 1)), other_file);
        assert_eq!(locs.intern(at(0, 2, 9)), earlier);
        assert_eq!(locs.intern(at(0, 4, 1)), between);
        // Past the end again, and the out-of-order one stays found.
        let last = locs.intern(at(0, 9, 9));
        assert_eq!(locs.intern(at(0, 4, 1)), between);
        assert_eq!(locs.intern(at(0, 9, 9)), last);
        assert_eq!(*locs.get(between), at(0, 4, 1));
    }

    #[test]
    fn concurrent_interning_agrees() {
        let locs = FileLocs::default();
        let loc = |i: u32| FileLoc {
            file: Ident(i % 2),
            line: i / 7,
            col: i % 7,
        };
        let ids: Vec<Vec<u32>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..4u32)
                .map(|t| {
                    let locs = &locs;
                    s.spawn(move || {
                        (0..2000u32)
                            .map(|i| locs.intern(loc((i + t * 500) % 2000)))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for (t, ids) in ids.iter().enumerate() {
            for (i, &id) in ids.iter().enumerate() {
                assert_eq!(*locs.get(id), loc((i as u32 + t as u32 * 500) % 2000));
            }
        }
        assert_eq!(locs.items.len(), 2000);
    }
}
