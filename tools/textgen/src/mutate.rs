//! Mutations of valid text: the inputs on which both parsers must agree to
//! reject (or accept), with the first error at the same line and column.

use crate::rng::Rng;

/// Tokens spliced into inputs: punctuation, keywords and literals of the
/// grammar, and bytes outside it.
const TOKENS: &[&[u8]] = &[
    b"(",
    b")",
    b"{",
    b"}",
    b"[",
    b"]",
    b"<",
    b">",
    b",",
    b":",
    b"=",
    b"->",
    b"%",
    b"^",
    b"#",
    b"!",
    b"@",
    b"\"",
    b"0x",
    b"-",
    b"?",
    b"*",
    b"...",
    b"loc(",
    b"i32",
    b"f32",
    b"index",
    b"dense<",
    b"affine_map<",
    b"tensor<",
    b"memref<",
    b"vector<",
    b"unit",
    b"true",
    b" ",
    b"\n",
    b"\\",
    b"\xC6",
    b"\xFF",
    b"\x00",
    b"%0",
    b"^bb0",
    b"#loc",
    b"1e99",
    b"99999999999999999999",
    b"// ",
    b"{-#",
    b"#-}",
];

/// A mutated copy of `input` (one to three edits).
pub fn mutate(input: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut bytes = input.to_vec();
    for _ in 0..1 + rng.below(3) {
        let len = bytes.len();
        let at = if len == 0 { 0 } else { rng.below(len + 1) };
        match rng.below(6) {
            0 if len > 0 => {
                let end = (at + 1 + rng.below(8)).min(len);
                bytes.drain(at.min(len)..end);
            }
            1 => {
                let token = rng.pick(TOKENS);
                bytes.splice(at..at, token.iter().copied());
            }
            2 if len > 0 => {
                let i = rng.below(len);
                bytes[i] = rng.next_u64() as u8;
            }
            3 if len > 0 => {
                let start = rng.below(len);
                let end = (start + 1 + rng.below(16)).min(len);
                let piece: Vec<u8> = bytes[start..end].to_vec();
                bytes.splice(at..at, piece);
            }
            4 if len > 0 => bytes.truncate(at),
            _ => {
                let token = rng.pick(TOKENS);
                if at < len {
                    let end = (at + token.len()).min(len);
                    bytes.splice(at..end, token.iter().copied());
                }
            }
        }
    }
    bytes
}
