//! The uniqued file locations (`FileLineColLoc`,
//! <https://mlir.llvm.org/docs/Dialects/Builtin/#filelinecolloc>) of a
//! context, at 16 bytes each.
//!
//! The parser gives every op the location of its first character, so a large
//! input makes as many file locations as ops, and they arrive in the order
//! of the text. Each file therefore keeps the indices of its locations in
//! runs sorted by (line, column): a location past the end of a run and
//! outside every other run's span is new and extends that run; one inside a
//! run's span is found by binary search. Two threads parsing two parts of a
//! file extend a run each. Locations that extend no run (written in the
//! text, made by a pass) go to a hash table. Every
//! location is stored once either way, so equal locations are the same
//! attribute, as with any other uniqued attribute.

use std::hash::BuildHasher;

use hashbrown::HashTable;
use parking_lot::Mutex;
use rustc_hash::{FxBuildHasher, FxHashMap};
use smallvec::SmallVec;

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

/// At most this many sorted runs per file; locations that extend none of
/// them go to the hash table.
const MAX_RUNS: usize = 4;

#[derive(Default)]
struct LocIndex {
    /// By file: runs of indices of locations of that file, each sorted by
    /// position. Text parsed in order extends one run; two threads parsing
    /// two parts of a file at once extend one run each.
    in_order: FxHashMap<Ident, SmallVec<[Vec<u32>; 2]>>,
    /// The locations in no run, by hash.
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
        let runs = in_order.entry(loc.file).or_default();
        let at = loc.position();
        let position = |i: u32| self.get(i).position();
        // The run `loc` would extend: the one with the greatest last
        // position before it.
        let mut extends: Option<usize> = None;
        for (r, run) in runs.iter().enumerate() {
            let (Some(&first), Some(&last)) = (run.first(), run.last()) else {
                continue;
            };
            let last_at = position(last);
            if last_at < at {
                if extends.is_none_or(|e| position(runs[e][runs[e].len() - 1]) < last_at) {
                    extends = Some(r);
                }
            } else if position(first) <= at
                && let Ok(found) = run.binary_search_by_key(&at, |&i| position(i))
            {
                return run[found];
            }
        }
        let hash = || FxBuildHasher.hash_one(loc);
        if !others.is_empty()
            && let Some(&found) = others.find(hash(), |&i| *self.get(i) == loc)
        {
            return found;
        }
        let new = u32::try_from(self.items.len()).expect("more than 2^32 file locations");
        // SAFETY: pushes happen under the `index` lock, which is held.
        unsafe { self.items.push(loc) };
        match extends {
            Some(r) => runs[r].push(new),
            None if runs.len() < MAX_RUNS => runs.push(vec![new]),
            None => {
                others.insert_unique(hash(), new, |&i| FxBuildHasher.hash_one(self.get(i)));
            }
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

    /// Two parts of a file interned in turns, as two parsing threads do,
    /// make two sorted runs and nothing hashed.
    #[test]
    fn two_parts_in_turns_make_two_runs() {
        let locs = FileLocs::default();
        let at = |line| FileLoc {
            file: Ident(0),
            line,
            col: 1,
        };
        let mut ids = Vec::new();
        for i in 0..100 {
            ids.push((locs.intern(at(1000 + i)), locs.intern(at(i))));
        }
        for (i, &(high, low)) in ids.iter().enumerate() {
            assert_eq!(locs.intern(at(1000 + i as u32)), high);
            assert_eq!(locs.intern(at(i as u32)), low);
        }
        let index = locs.index.lock();
        assert_eq!(index.in_order[&Ident(0)].len(), 2);
        assert!(index.others.is_empty());
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
