//! The textual LLVM IR the exporter writes
//! (<https://llvm.org/docs/LangRef.html>): types and LLVM's intrinsic name
//! mangling ([`types`]), function bodies built block by block
//! ([`function`]), and the module around them ([`module`]).

pub mod function;
pub mod module;
pub mod types;

pub use function::{BlockRef, Body, Line, Operand, PhiRef, ValId};
pub use module::{Declaration, Module};
pub use types::Ty;

/// `name` as an LLVM identifier body: bare when it is one
/// (`[-a-zA-Z$._][-a-zA-Z$._0-9]*`), else quoted with `\XX` escapes.
pub fn quoted_name(name: &str) -> String {
    let bare = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_'))
        && !name.as_bytes()[0].is_ascii_digit();
    if bare {
        return name.to_owned();
    }
    let mut out = String::from("\"");
    for b in name.bytes() {
        if b.is_ascii_graphic() && b != b'"' && b != b'\\' || b == b' ' {
            out.push(b as char);
        } else {
            out.push_str(&format!("\\{b:02X}"));
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_quoted_when_needed() {
        for (input, expected) in [
            ("Out", "Out"),
            ("struct.S", "struct.S"),
            ("0x", "\"0x\""),
            ("a b", "\"a b\""),
        ] {
            assert_eq!(quoted_name(input), expected, "{input}");
        }
    }

    #[test]
    fn values_are_numbered_in_text_order() {
        let mut body = Body::new(1);
        let entry = body.current();
        let exit = body.new_block("exit");
        let a = body.emit_value(
            Line::new("add i32 ")
                .op(&Operand::Value(body.arg(0)))
                .t(", 1"),
        );
        body.emit(Line::new("br ").label(exit));
        body.set_current(exit);
        let (phi, r) = body.phi(exit, Ty::i32());
        body.add_incoming(r, Operand::Value(a), entry);
        body.emit(Line::new("ret i32 ").op(&Operand::Value(phi)));
        let mut out = String::new();
        let args = body.print(&mut out);
        assert_eq!(args, vec!["%0"]);
        assert_eq!(
            out,
            "entry:\n  %1 = add i32 %0, 1\n  br label %exit\n\nexit:\n  %2 = phi i32 [ %1, %entry ]\n  ret i32 %2\n"
        );
    }
}
