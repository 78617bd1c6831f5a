//! The greedy driver's worklist: a stack of ops without duplicates, with O(1)
//! push, pop and removal (MLIR's `Worklist` in the greedy pattern driver).
//!
//! Positions are kept in a dense table indexed by op arena index, so there is no
//! hashing on the hot path; removed entries leave a hole that `pop` skips.

use crate::ir::OpId;

const ABSENT: u32 = u32::MAX;

#[derive(Debug, Default)]
pub struct Worklist {
    list: Vec<Option<OpId>>,
    /// For each op index: its position in `list`, or `ABSENT`.
    position: Vec<u32>,
    len: usize,
}

impl Worklist {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.position[op.index()] = ABSENT;
        }
        self.len = 0;
    }

    /// Pushes `op` unless it is already queued (it then keeps its place).
    pub fn push(&mut self, op: OpId) {
        let i = op.index();
        if i >= self.position.len() {
            self.position
                .resize((i + 1).max(self.position.len() * 2), ABSENT);
        }
        if self.position[i] != ABSENT {
            return;
        }
        self.position[i] = self.list.len() as u32;
        self.list.push(Some(op));
        self.len += 1;
    }

    /// Pops the most recently pushed op.
    pub fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.position[op.index()] = ABSENT;
                self.len -= 1;
                return Some(op);
            }
        }
        None
    }

    /// Removes `op` if it is queued.
    pub fn remove(&mut self, op: OpId) {
        let Some(&p) = self.position.get(op.index()) else {
            return;
        };
        if p == ABSENT {
            return;
        }
        self.list[p as usize] = None;
        self.position[op.index()] = ABSENT;
        self.len -= 1;
    }

    /// Reverses the order, so that the first pushed op pops first.
    pub fn reverse(&mut self) {
        self.list.retain(Option::is_some);
        self.list.reverse();
        for (p, op) in self.list.iter().enumerate() {
            if let Some(op) = op {
                self.position[op.index()] = p as u32;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_pop_remove_reverse() {
        let mut w = Worklist::new();
        for i in [3, 1, 7, 1] {
            w.push(OpId(i));
        }
        assert_eq!(w.len, 3);
        w.remove(OpId(1));
        assert_eq!(w.len, 2);
        w.reverse();
        assert_eq!(w.pop(), Some(OpId(3)));
        assert_eq!(w.pop(), Some(OpId(7)));
        assert_eq!(w.pop(), None);
        assert_eq!(w.len, 0);
        w.push(OpId(1));
        assert_eq!(w.pop(), Some(OpId(1)));
    }
}
