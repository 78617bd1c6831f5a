//! Byte offset to line and column, for the locations of parsed ops.
//!
//! MLIR's `SourceMgr` keeps a table of line starts; the parser asks for the
//! position of every op it creates (`FileLineColLoc`), nearly always a little
//! after the one it asked for before. [`LineIndex`] therefore keeps no table: a
//! cursor remembers the last position asked for, and the next answer counts
//! only the newlines between the two. Parsing stays linear in the input with no
//! memory per line; positions asked for out of order cost their distance from
//! the previous one.

use std::cell::Cell;

/// Where the cursor stands: at `pos`, on the line starting at `line_start`,
/// which is `line` lines below the first one.
#[derive(Copy, Clone, Debug)]
struct Cursor {
    pos: u32,
    line: u32,
    line_start: u32,
}

/// Line and column of offsets in one buffer whose first line of interest
/// starts at `first_line_start` and is numbered `first_line`. Only `\n` ends a
/// line; columns count bytes from 1.
#[derive(Debug)]
pub(super) struct LineIndex<'a> {
    bytes: &'a [u8],
    first_line_start: u32,
    first_line: u32,
    cursor: Cell<Cursor>,
}

/// The number of `\n` in `bytes`, eight bytes at a time: the stretches between
/// two ops are short, too short for the compiler's vectorized count to pay off.
fn count_newlines(bytes: &[u8]) -> u32 {
    const LOW_BITS: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const NEWLINES: u64 = 0x0A0A_0A0A_0A0A_0A0A;
    const BYTE_ONES: u64 = 0x0101_0101_0101_0101;
    let mut chunks = bytes.chunks_exact(8);
    let mut count = 0;
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        // Bytes equal to `\n` become zero; then the top bit of each byte is set
        // exactly for the zero bytes (no carry crosses bytes: 0x7F + 0x7F < 0x100).
        let x = u64::from_le_bytes(word) ^ NEWLINES;
        let zero = !(((x & LOW_BITS) + LOW_BITS) | x | LOW_BITS);
        // Sum the per-byte flags (at most 8) into the top byte.
        count += ((zero >> 7).wrapping_mul(BYTE_ONES) >> 56) as u32;
    }
    count + chunks.remainder().iter().filter(|&&b| b == b'\n').count() as u32
}

impl<'a> LineIndex<'a> {
    /// An index of `bytes` (shorter than 4 GiB) whose byte `start` lies on line
    /// `first_line`; offsets before the start of that line are on it, column 1.
    pub(super) fn new(bytes: &'a [u8], start: usize, first_line: u32) -> Self {
        let start = start.min(bytes.len());
        let first_line_start = bytes[..start]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1) as u32;
        LineIndex {
            bytes,
            first_line_start,
            first_line,
            cursor: Cell::new(Cursor {
                pos: first_line_start,
                line: 0,
                line_start: first_line_start,
            }),
        }
    }

    /// The 1-based line and column of `offset`.
    pub(super) fn line_col(&self, offset: u32) -> (u32, u32) {
        let target = offset.clamp(self.first_line_start, self.bytes.len() as u32);
        let mut c = self.cursor.get();
        if target >= c.pos {
            let passed = &self.bytes[c.pos as usize..target as usize];
            let newlines = count_newlines(passed);
            if newlines != 0 {
                c.line += newlines;
                let last = passed.iter().rposition(|&b| b == b'\n').unwrap_or(0);
                c.line_start = c.pos + last as u32 + 1;
            }
            c.pos = target;
            self.cursor.set(c);
        } else if target < c.line_start {
            c.line -= count_newlines(&self.bytes[target as usize..c.line_start as usize]);
            let first = self.first_line_start as usize;
            c.line_start = self.bytes[first..target as usize]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(self.first_line_start, |i| (first + i + 1) as u32);
            c.pos = target;
            self.cursor.set(c);
        }
        (
            self.first_line + c.line,
            offset.saturating_sub(c.line_start) + 1,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table-based answer the index must agree with.
    fn reference(bytes: &[u8], start: usize, first_line: u32, offset: u32) -> (u32, u32) {
        let first = bytes[..start]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let mut starts = vec![first as u32];
        starts.extend(
            bytes[first..]
                .iter()
                .enumerate()
                .filter(|&(_, &b)| b == b'\n')
                .map(|(i, _)| (first + i + 1) as u32),
        );
        let index = starts.partition_point(|&s| s <= offset).max(1) - 1;
        (
            first_line + index as u32,
            offset.saturating_sub(starts[index]) + 1,
        )
    }

    #[test]
    fn agrees_with_a_line_table_in_any_order() {
        let text = b"ab\ncd\n\n  efg\nh\n\nlast line without newline";
        for start in [0usize, 2, 3, 7, 12, text.len()] {
            let index = LineIndex::new(text, start, 5);
            // Forward, backward, repeated and out-of-range offsets, interleaved.
            let mut offsets: Vec<u32> = (0..=text.len() as u32 + 2).collect();
            offsets.extend((0..=text.len() as u32).rev());
            offsets.extend([9, 1, 30, 3, 3, 6, 0, 13, 12, 100]);
            for &o in &offsets {
                assert_eq!(
                    index.line_col(o),
                    reference(text, start, 5, o),
                    "start {start}, offset {o}"
                );
            }
        }
    }

    #[test]
    fn counts_newlines_in_any_position() {
        let mut bytes = [b'a'; 37];
        for i in 0..bytes.len() {
            bytes[i] = b'\n';
            // Neighbours of `\n` that a sloppy zero-byte test would also match.
            bytes[(i + 5) % 37] = 0x8A;
            bytes[(i + 7) % 37] = 0x0B;
            for len in 0..=bytes.len() {
                let expected = bytes[..len].iter().filter(|&&b| b == b'\n').count() as u32;
                assert_eq!(
                    count_newlines(&bytes[..len]),
                    expected,
                    "newlines at {i}, length {len}"
                );
            }
        }
        assert_eq!(count_newlines(&[b'\n'; 64]), 64);
    }

    #[test]
    fn long_lines_and_many_lines() {
        let mut text = vec![b'x'; 10_000];
        text.extend(std::iter::repeat_n(b"y\n".as_slice(), 1000).flatten());
        let index = LineIndex::new(&text, 0, 1);
        assert_eq!(index.line_col(9_999), (1, 10_000));
        assert_eq!(index.line_col(10_002), (2, 1));
        assert_eq!(index.line_col(text.len() as u32), (1001, 1));
        assert_eq!(index.line_col(5), (1, 6));
    }
}
