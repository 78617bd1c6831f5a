//! MLIR's textual pass pipeline syntax:
//! `builtin.module(func.func(cse, canonicalize), convert-foo{opt=1 other="a b"})`.
//!
//! See <https://mlir.llvm.org/docs/PassManagement/#textual-pass-pipeline-specification>.

/// One element of a textual pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PipelineElement {
    /// A pass by its argument, with the raw text between its `{` `}`.
    Pass { name: String, options: String },
    /// A nested pipeline anchored on an op name (or `any`).
    Nested {
        anchor: String,
        elements: Vec<PipelineElement>,
    },
}

/// A syntax error with the byte offset where it was found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message} at position {offset} of the pass pipeline")]
pub struct PipelineSyntaxError {
    pub offset: usize,
    pub message: String,
}

/// Parses a comma-separated list of pipeline elements.
pub fn parse_pipeline(text: &str) -> Result<Vec<PipelineElement>, PipelineSyntaxError> {
    let mut p = Cursor {
        text,
        pos: 0,
        depth: 0,
    };
    let elements = p.elements()?;
    p.skip_ws();
    if p.pos != text.len() {
        return Err(p.error("unexpected text after the pipeline"));
    }
    Ok(elements)
}

struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    depth: usize,
}

const MAX_DEPTH: usize = 64;

impl Cursor<'_> {
    fn error(&self, message: &str) -> PipelineSyntaxError {
        PipelineSyntaxError {
            offset: self.pos,
            message: message.into(),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    fn elements(&mut self) -> Result<Vec<PipelineElement>, PipelineSyntaxError> {
        let mut out = Vec::new();
        self.skip_ws();
        if matches!(self.peek(), None | Some(b')')) {
            return Ok(out);
        }
        loop {
            out.push(self.element()?);
            self.skip_ws();
            if self.peek() == Some(b',') {
                self.pos += 1;
                continue;
            }
            return Ok(out);
        }
    }

    fn element(&mut self) -> Result<PipelineElement, PipelineSyntaxError> {
        self.skip_ws();
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.' | b'$'))
        {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(self.error("expected a pass or op name"));
        }
        let name = self.text[start..self.pos].to_string();
        self.skip_ws();
        match self.peek() {
            Some(b'(') => {
                self.depth += 1;
                if self.depth > MAX_DEPTH {
                    return Err(self.error("pass pipeline nested too deeply"));
                }
                self.pos += 1;
                let elements = self.elements()?;
                self.skip_ws();
                if self.peek() != Some(b')') {
                    return Err(self.error("expected ')' to close the nested pipeline"));
                }
                self.pos += 1;
                self.depth -= 1;
                Ok(PipelineElement::Nested {
                    anchor: name,
                    elements,
                })
            }
            Some(b'{') => {
                let open = self.pos;
                let mut depth = 0usize;
                let mut quote: Option<u8> = None;
                loop {
                    let Some(c) = self.peek() else {
                        self.pos = open;
                        return Err(self.error("unbalanced '{' in pass options"));
                    };
                    self.pos += 1;
                    match (quote, c) {
                        (Some(q), c) if c == q => quote = None,
                        (Some(_), _) => {}
                        (None, b'"' | b'\'') => quote = Some(c),
                        (None, b'{') => depth += 1,
                        (None, b'}') => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                let options = self.text[open + 1..self.pos - 1].to_string();
                Ok(PipelineElement::Pass { name, options })
            }
            _ => Ok(PipelineElement::Pass {
                name,
                options: String::new(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pass(name: &str, options: &str) -> PipelineElement {
        PipelineElement::Pass {
            name: name.into(),
            options: options.into(),
        }
    }

    #[test]
    fn parses_nested_pipelines_with_options() {
        let p = parse_pipeline(
            "builtin.module(func.func(cse, canonicalize), convert-x{a=1 b=\"x}y\"})",
        )
        .unwrap();
        assert_eq!(
            p,
            vec![PipelineElement::Nested {
                anchor: "builtin.module".into(),
                elements: vec![
                    PipelineElement::Nested {
                        anchor: "func.func".into(),
                        elements: vec![pass("cse", ""), pass("canonicalize", "")]
                    },
                    pass("convert-x", "a=1 b=\"x}y\""),
                ]
            }]
        );
    }

    #[test]
    fn reports_syntax_errors() {
        assert!(parse_pipeline("builtin.module(cse").is_err());
        assert!(parse_pipeline("cse{a=1").is_err());
        assert!(parse_pipeline("cse))").is_err());
        assert!(parse_pipeline(",").is_err());
        assert_eq!(parse_pipeline("").unwrap(), vec![]);
    }
}
