//! The SPIR-V binary form itself: the module header, instruction words and
//! string literals.
//!
//! Mirrors MLIR's `SPIRVBinaryUtils` and section 2.3 ("Physical Layout of a
//! SPIR-V Module and Instruction") of the SPIR-V specification
//! (<https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#PhysicalLayout>):
//! a five-word header (magic, version, generator, bound, schema), then
//! instructions whose first word holds the word count in the high 16 bits and
//! the opcode in the low 16 bits.

use spirv::Op;

/// Words in the module header.
pub const HEADER_WORDS: usize = 5;

/// The generator word written into every header: tool 0 (the high 16 bits,
/// an unregistered tool) and version 1 of this serializer (the low 16 bits).
pub const GENERATOR: u32 = 1;

/// The largest word count an instruction can have.
pub const MAX_WORD_COUNT: usize = 0xFFFF;

/// The first word of an instruction of `count` words.
#[inline]
pub fn first_word(op: Op, count: usize) -> u32 {
    ((count as u32) << 16) | op as u32
}

/// Appends the header of a module of SPIR-V `version` (a header version word)
/// whose ids are all below `bound`.
pub fn push_header(out: &mut Vec<u32>, version: u32, bound: u32) {
    out.extend_from_slice(&[spirv::MAGIC_NUMBER, version, GENERATOR, bound, 0]);
}

/// Words a string literal occupies: its UTF-8 bytes, a NUL, zero padding to a
/// word boundary.
#[inline]
pub fn string_words(s: &str) -> usize {
    s.len() / 4 + 1
}

/// Appends `s` as a string literal (little-endian bytes, NUL-terminated,
/// zero-padded).
pub fn push_string(out: &mut Vec<u32>, s: &str) {
    let bytes = s.as_bytes();
    let mut chunks = bytes.chunks_exact(4);
    for chunk in &mut chunks {
        out.push(u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]));
    }
    let mut last = [0u8; 4];
    last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
    out.push(u32::from_le_bytes(last));
}

/// Decodes a string literal at the start of `words`: the string and the
/// number of words it occupies; `None` if no NUL terminates it within `words`
/// or it is not UTF-8.
pub fn read_string(words: &[u32]) -> Option<(String, usize)> {
    let mut bytes = Vec::new();
    for (i, word) in words.iter().enumerate() {
        for byte in word.to_le_bytes() {
            if byte == 0 {
                return String::from_utf8(bytes).ok().map(|s| (s, i + 1));
            }
            bytes.push(byte);
        }
    }
    None
}

/// Builds one instruction in place: `begin` reserves the first word, operands
/// are pushed, `finish` writes the word count.
pub struct InstWriter<'a> {
    out: &'a mut Vec<u32>,
    start: usize,
    op: Op,
}

impl<'a> InstWriter<'a> {
    pub fn begin(out: &'a mut Vec<u32>, op: Op) -> Self {
        let start = out.len();
        out.push(0);
        InstWriter { out, start, op }
    }

    #[inline]
    pub fn word(&mut self, w: u32) -> &mut Self {
        self.out.push(w);
        self
    }

    pub fn words(&mut self, ws: &[u32]) -> &mut Self {
        self.out.extend_from_slice(ws);
        self
    }

    pub fn string(&mut self, s: &str) -> &mut Self {
        push_string(self.out, s);
        self
    }

    /// Writes the first word; `false` when the instruction is too long to encode
    /// (more than 65535 words), in which case it is removed again.
    pub fn finish(self) -> bool {
        let count = self.out.len() - self.start;
        if count > MAX_WORD_COUNT {
            self.out.truncate(self.start);
            return false;
        }
        self.out[self.start] = first_word(self.op, count);
        true
    }
}

/// Appends a whole instruction from its operand words. Instructions built this
/// way have a bounded, small operand count.
#[inline]
pub fn push_inst(out: &mut Vec<u32>, op: Op, operands: &[u32]) {
    out.push(first_word(op, operands.len() + 1));
    out.extend_from_slice(operands);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_nul_terminated_and_padded() {
        let mut out = Vec::new();
        push_string(&mut out, "main");
        assert_eq!(out, [u32::from_le_bytes(*b"main"), 0]);
        out.clear();
        push_string(&mut out, "abc");
        assert_eq!(out, [u32::from_le_bytes(*b"abc\0")]);
        assert_eq!(string_words("main"), 2);
        assert_eq!(string_words("abc"), 1);
        assert_eq!(
            read_string(&[u32::from_le_bytes(*b"main"), 0, 7]),
            Some(("main".to_string(), 2))
        );
        assert_eq!(read_string(&[u32::from_le_bytes(*b"main")]), None);
        assert_eq!(read_string(&[]), None);
    }

    #[test]
    fn instructions_carry_their_word_count() {
        let mut out = Vec::new();
        push_inst(&mut out, Op::Capability, &[1]);
        assert_eq!(out, [(2 << 16) | 17, 1]);
        let mut w = InstWriter::begin(&mut out, Op::Name);
        w.word(5).string("x");
        assert!(w.finish());
        assert_eq!(out[2], (3 << 16) | 5);
        let mut w = InstWriter::begin(&mut out, Op::Name);
        w.words(&vec![0; MAX_WORD_COUNT]);
        assert!(!w.finish());
        assert_eq!(out.len(), 5);
    }
}
