//! Reading the words of a binary: the header, instructions one by one, and
//! the operands of an instruction, each read checked so that a malformed
//! binary ends in a diagnostic naming the instruction and its word offset.

use std::borrow::Cow;

use shader_mlir::diagnostics::{DiagLocation, Diagnostic};
use spirv::Op;

use crate::availability::Version;
use crate::target::binary::{self, HEADER_WORDS};

pub(super) type DResult<T> = Result<T, Diagnostic>;

/// An error about the binary as a whole or one of its instructions.
pub(super) fn error(message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(DiagLocation::Unknown, message)
}

/// A checked module header.
#[derive(Debug, Clone, Copy)]
pub(super) struct Header {
    pub version: Version,
    /// Every `<id>` is below this.
    pub bound: u32,
}

/// The module's words in host order (byte-swapped when the binary was written
/// with the other endianness) and its header.
pub(super) fn read_header(words: &[u32]) -> DResult<(Cow<'_, [u32]>, Header)> {
    if words.len() < HEADER_WORDS {
        return Err(error("SPIR-V binary module must have a 5-word header"));
    }
    let words: Cow<'_, [u32]> = if words[0] == spirv::MAGIC_NUMBER {
        Cow::Borrowed(words)
    } else if words[0] == spirv::MAGIC_NUMBER.swap_bytes() {
        Cow::Owned(words.iter().map(|w| w.swap_bytes()).collect())
    } else {
        return Err(error("incorrect magic number"));
    };
    let version = Version::from_header_word(words[1]).ok_or_else(|| {
        error(format!(
            "unsupported SPIR-V version word {:#010x}",
            words[1]
        ))
    })?;
    let bound = words[3];
    if bound == 0 {
        return Err(error(
            "the <id> bound of the module header must be at least 1",
        ));
    }
    Ok((words, Header { version, bound }))
}

/// One instruction: its opcode (a known one, or the raw number), its operand
/// words, its word offset in the module and the source position the last
/// `OpLine` before it gave (until an `OpNoLine` or the end of the function).
#[derive(Debug, Clone, Copy)]
pub(super) struct Inst<'a> {
    pub raw_opcode: u16,
    pub op: Option<Op>,
    pub operands: &'a [u32],
    pub offset: usize,
    pub line: Option<DebugLine>,
}

/// An `OpLine`: the `OpString` `<id>` naming the file, the line and the
/// column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct DebugLine {
    pub file: u32,
    pub line: u32,
    pub column: u32,
}

impl<'a> Inst<'a> {
    /// The instruction's name for diagnostics: `OpFAdd`, or `opcode 1234`.
    pub fn name(&self) -> String {
        match self
            .op
            .and_then(|op| crate::target::grammar::core_instruction(op as u32))
        {
            Some(inst) => format!("Op{}", inst.opname),
            None => format!("opcode {}", self.raw_opcode),
        }
    }

    /// A reader over the operands.
    pub fn reader(&self) -> Operands<'a> {
        Operands {
            inst: *self,
            pos: 0,
        }
    }

    /// An error about this instruction.
    pub fn error(&self, message: impl std::fmt::Display) -> Diagnostic {
        error(format!(
            "{} at word {}: {message}",
            self.name(),
            self.offset
        ))
    }
}

/// The instructions after the header, in order; stops at the first malformed
/// one with an error.
pub(super) struct Instructions<'a> {
    words: &'a [u32],
    pos: usize,
    /// The `OpLine` in effect.
    line: Option<DebugLine>,
}

impl<'a> Instructions<'a> {
    pub fn new(words: &'a [u32]) -> Self {
        Instructions {
            words,
            pos: HEADER_WORDS.min(words.len()),
            line: None,
        }
    }
}

/// Where a function's instructions are in the module: the word offset of its
/// `OpFunction` and the `OpLine` in effect there, so that they can be read
/// again, one function at a time, instead of being held for the whole module.
#[derive(Debug, Clone, Copy)]
pub(super) struct FunctionSpan {
    start: usize,
    line: Option<DebugLine>,
}

impl FunctionSpan {
    /// The span of the function whose `OpFunction` is `first`.
    pub fn of(first: &Inst<'_>) -> Self {
        FunctionSpan {
            start: first.offset,
            line: first.line,
        }
    }

    /// The word offset of its `OpFunction`.
    pub fn start(&self) -> usize {
        self.start
    }

    /// Replaces `out` with the function's instructions, `OpFunction` to
    /// `OpFunctionEnd`, `OpNop`s left out, as the module-level pass met them
    /// (which checked that they are well-formed).
    pub fn read<'a>(&self, words: &'a [u32], out: &mut Vec<Inst<'a>>) -> DResult<()> {
        out.clear();
        let instructions = Instructions {
            words,
            pos: self.start,
            line: self.line,
        };
        for inst in instructions {
            let inst = inst?;
            if inst.op == Some(Op::Nop) {
                continue;
            }
            out.push(inst);
            if inst.op == Some(Op::FunctionEnd) {
                return Ok(());
            }
        }
        Err(error("the last function has no OpFunctionEnd"))
    }
}

impl<'a> Iterator for Instructions<'a> {
    type Item = DResult<Inst<'a>>;

    fn next(&mut self) -> Option<Self::Item> {
        let first = *self.words.get(self.pos)?;
        let offset = self.pos;
        let count = (first >> 16) as usize;
        let raw_opcode = (first & 0xFFFF) as u16;
        if count == 0 {
            self.pos = self.words.len();
            return Some(Err(error(format!(
                "instruction at word {offset} has a word count of 0"
            ))));
        }
        let end = offset + count;
        if end > self.words.len() {
            self.pos = self.words.len();
            return Some(Err(error(format!(
                "instruction at word {offset} (opcode {raw_opcode}, word count {count}) extends past the end of the module ({} words left)",
                self.words.len() - offset
            ))));
        }
        self.pos = end;
        let op = Op::from_u32(raw_opcode.into());
        let operands = &self.words[offset + 1..end];
        // MLIR's deserializer: an `OpLine` holds for the instructions after
        // it until an `OpNoLine` or the end of the function.
        match (op, operands) {
            (Some(Op::Line), &[file, line, column]) => {
                self.line = Some(DebugLine { file, line, column })
            }
            (Some(Op::NoLine | Op::FunctionEnd), _) => self.line = None,
            _ => {}
        }
        Some(Ok(Inst {
            raw_opcode,
            op,
            operands,
            offset,
            line: self.line,
        }))
    }
}

/// A cursor over an instruction's operands.
#[derive(Debug, Clone, Copy)]
pub(super) struct Operands<'a> {
    inst: Inst<'a>,
    pos: usize,
}

impl<'a> Operands<'a> {
    /// The next word (an `<id>`, literal or enumerant).
    pub fn word(&mut self) -> DResult<u32> {
        let word = *self
            .inst
            .operands
            .get(self.pos)
            .ok_or_else(|| self.inst.error("missing operand"))?;
        self.pos += 1;
        Ok(word)
    }

    /// The next word, if any.
    pub fn optional_word(&mut self) -> Option<u32> {
        let word = self.inst.operands.get(self.pos).copied()?;
        self.pos += 1;
        Some(word)
    }

    /// A string literal.
    pub fn string(&mut self) -> DResult<String> {
        let rest = &self.inst.operands[self.pos.min(self.inst.operands.len())..];
        let (s, used) = binary::read_string(rest)
            .ok_or_else(|| self.inst.error("malformed string literal operand"))?;
        self.pos += used;
        Ok(s)
    }

    /// Every remaining word.
    pub fn rest(&mut self) -> &'a [u32] {
        let rest = &self.inst.operands[self.pos.min(self.inst.operands.len())..];
        self.pos = self.inst.operands.len();
        rest
    }

    pub fn remaining(&self) -> usize {
        self.inst.operands.len().saturating_sub(self.pos)
    }

    /// Fails when operands are left over.
    pub fn finish(&self) -> DResult<()> {
        match self.remaining() {
            0 => Ok(()),
            n => Err(self
                .inst
                .error(format!("{n} unexpected extra operand word(s)"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(version: u32, bound: u32) -> Vec<u32> {
        vec![spirv::MAGIC_NUMBER, version, 0, bound, 0]
    }

    #[test]
    fn headers_are_checked() {
        assert!(
            read_header(&[1, 2])
                .unwrap_err()
                .message
                .contains("5-word header")
        );
        assert!(
            read_header(&[1, 0x10000, 0, 1, 0])
                .unwrap_err()
                .message
                .contains("magic")
        );
        assert!(
            read_header(&header(0x0002_0000, 1))
                .unwrap_err()
                .message
                .contains("version")
        );
        assert!(
            read_header(&header(0x0001_0300, 0))
                .unwrap_err()
                .message
                .contains("bound")
        );
        let valid = header(0x0001_0300, 9);
        let (words, h) = read_header(&valid).unwrap();
        assert_eq!((h.version, h.bound, words.len()), (Version::V1_3, 9, 5));
        let swapped: Vec<u32> = header(0x0001_0000, 3)
            .iter()
            .map(|w| w.swap_bytes())
            .collect();
        assert_eq!(read_header(&swapped).unwrap().1.bound, 3);
    }

    #[test]
    fn instructions_are_bounded() {
        let mut words = header(0x0001_0000, 2);
        words.extend_from_slice(&[(2 << 16) | 17, 1, (5 << 16) | 17, 1]);
        let mut it = Instructions::new(&words);
        let first = it.next().unwrap().unwrap();
        assert_eq!(
            (first.op, first.operands, first.offset),
            (Some(Op::Capability), &[1][..], 5)
        );
        assert!(
            it.next()
                .unwrap()
                .unwrap_err()
                .message
                .contains("extends past the end")
        );
        assert!(it.next().is_none());
        let mut zero = header(0x0001_0000, 2);
        zero.push(17);
        assert!(
            Instructions::new(&zero)
                .next()
                .unwrap()
                .unwrap_err()
                .message
                .contains("word count of 0")
        );
    }

    #[test]
    fn operands_report_what_is_missing() {
        let words = [u32::from_le_bytes(*b"ab\0\0"), 7];
        let inst = Inst {
            raw_opcode: 5,
            op: Some(Op::Name),
            operands: &words,
            offset: 9,
            line: None,
        };
        let mut r = inst.reader();
        assert_eq!(r.string().unwrap(), "ab");
        assert_eq!(r.word().unwrap(), 7);
        let err = r.word().unwrap_err();
        assert_eq!(err.message, "OpName at word 9: missing operand");
        assert!(r.finish().is_ok());
    }
}
