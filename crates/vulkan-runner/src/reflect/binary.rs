//! The physical layout of a SPIR-V binary (SPIR-V specification, section 2.3
//! "Physical Layout of a SPIR-V Module and Instruction",
//! <https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#PhysicalLayout>):
//! a five-word header, then instructions whose first word holds the word count in
//! its high half and the opcode in its low half.
//!
//! Reading never trusts a count: every malformed binary is an error, not a panic.

use crate::error::Error;

const MAGIC: u32 = 0x0723_0203;
const HEADER_WORDS: usize = 5;

/// One instruction: its opcode and the words after the first.
#[derive(Clone, Copy, Debug)]
pub(super) struct Instruction<'a> {
    pub(super) opcode: u16,
    pub(super) operands: &'a [u32],
    /// The word offset of the instruction, for messages.
    pub(super) offset: usize,
}

impl Instruction<'_> {
    /// The operand at `index`, or an error naming the instruction.
    pub(super) fn word(&self, index: usize) -> Result<u32, Error> {
        self.operands.get(index).copied().ok_or_else(|| {
            Error::Module(format!(
                "instruction with opcode {} at word {} has no operand {index}",
                self.opcode, self.offset
            ))
        })
    }

    /// The literal string starting at operand `index` and the index after it.
    pub(super) fn string(&self, index: usize) -> Result<(String, usize), Error> {
        let unterminated = || {
            Error::Module(format!(
                "instruction with opcode {} at word {} has an unterminated string",
                self.opcode, self.offset
            ))
        };
        let words = self.operands.get(index..).ok_or_else(unterminated)?;
        let mut bytes = Vec::new();
        for (count, word) in words.iter().enumerate() {
            for byte in word.to_le_bytes() {
                if byte == 0 {
                    return Ok((
                        String::from_utf8_lossy(&bytes).into_owned(),
                        index + count + 1,
                    ));
                }
                bytes.push(byte);
            }
        }
        Err(unterminated())
    }
}

/// The SPIR-V version of the header, as (major, minor), and the instructions.
pub(super) fn parse(words: &[u32]) -> Result<((u8, u8), Vec<Instruction<'_>>), Error> {
    let header = words.get(..HEADER_WORDS).ok_or_else(|| {
        Error::Module(format!(
            "{} words are too few for a SPIR-V header",
            words.len()
        ))
    })?;
    if header[0] != MAGIC {
        let hint = if header[0] == MAGIC.swap_bytes() {
            " (the binary has the other byte order)"
        } else {
            ""
        };
        return Err(Error::Module(format!(
            "the magic number is {:#010x}, not {MAGIC:#010x}{hint}",
            header[0]
        )));
    }
    let [_, major, minor, _] = header[1].to_be_bytes();
    let mut instructions = Vec::new();
    let mut offset = HEADER_WORDS;
    while let Some(&first) = words.get(offset) {
        let count = (first >> 16) as usize;
        let opcode = (first & 0xffff) as u16;
        let end = offset + count;
        if count == 0 || end > words.len() {
            return Err(Error::Module(format!(
                "the instruction at word {offset} claims {count} words, but {} remain",
                words.len() - offset
            )));
        }
        instructions.push(Instruction {
            opcode,
            operands: &words[offset + 1..end],
            offset,
        });
        offset = end;
    }
    Ok(((major, minor), instructions))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_header(body: &[u32]) -> Vec<u32> {
        let mut words = vec![MAGIC, 0x0001_0300, 0, 10, 0];
        words.extend_from_slice(body);
        words
    }

    #[test]
    fn reads_instructions_and_strings() {
        // OpName %1 "main" (the string padded to two words).
        let words = with_header(&[(4 << 16) | 5, 1, u32::from_le_bytes(*b"main"), 0]);
        let (version, instructions) = parse(&words).expect("parse");
        assert_eq!(version, (1, 3));
        assert_eq!(instructions.len(), 1);
        assert_eq!(instructions[0].opcode, 5);
        assert_eq!(instructions[0].word(0).ok(), Some(1));
        assert_eq!(instructions[0].string(1).ok(), Some(("main".into(), 3)));
        assert!(instructions[0].word(3).is_err());
    }

    #[test]
    fn refuses_malformed_layouts() {
        let error = |words: &[u32]| match parse(words) {
            Err(Error::Module(message)) => message,
            other => panic!("expected an error, got {other:?}"),
        };
        assert!(error(&[MAGIC, 0]).contains("too few"));
        assert!(error(&[MAGIC.swap_bytes(), 0, 0, 0, 0]).contains("other byte order"));
        assert!(error(&with_header(&[0])).contains("claims 0 words"));
        assert!(error(&with_header(&[(3 << 16) | 5, 1])).contains("claims 3 words, but 2 remain"));
        let words = with_header(&[(3 << 16) | 5, 1, 0x6161_6161]);
        let (_, unterminated) = parse(&words).expect("parse");
        assert!(unterminated[0].string(1).is_err());
        assert!(unterminated[0].string(7).is_err());
    }
}
