//! YAML text laid out as LLVM's YAML I/O writes it (`yaml::Output`,
//! <https://llvm.org/docs/YamlIO.html>), so that FileCheck lines written against
//! the suite's runner match this one's: keys padded to 16 columns, block
//! sequences indented under their key with `- `, flow sequences (`[ a, b ]`)
//! wrapped after column 70, `{}` and `[]` for empty containers, and documents
//! between `---` and `...`.
//!
//! The writer keeps a stack of container states and the pending separator, and
//! decides indentation and dashes from them, as that writer does.

/// A YAML value to write.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// A string, quoted when YAML would read it as something else.
    Scalar(String),
    /// A number, boolean or enumerator, written as is.
    Plain(String),
    Map(Vec<(String, Node)>),
    Seq(Vec<Node>),
    /// A sequence of scalars written on one line (wrapped when long).
    Flow(Vec<String>),
}

impl Node {
    pub fn scalar(text: impl Into<String>) -> Node {
        Node::Scalar(text.into())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    SeqFirst,
    SeqOther,
    FlowFirst,
    FlowOther,
    MapFirst,
    MapOther,
}

impl State {
    fn in_seq(self) -> bool {
        matches!(self, State::SeqFirst | State::SeqOther)
    }

    fn in_flow(self) -> bool {
        matches!(self, State::FlowFirst | State::FlowOther)
    }
}

/// What goes before the next token: a line break with indentation, or the given
/// text (the padding after a key, or nothing).
#[derive(Clone, Debug, PartialEq)]
enum Padding {
    NewLine,
    Text(String),
}

const WRAP_COLUMN: usize = 70;

struct Writer {
    out: String,
    column: usize,
    stack: Vec<State>,
    padding: Padding,
}

impl Writer {
    fn output(&mut self, text: &str) {
        self.column += text.len();
        self.out.push_str(text);
    }

    fn new_line(&mut self) {
        self.out.push('\n');
        self.column = 0;
    }

    fn output_to_end_of_line(&mut self, text: &str) {
        self.output(text);
        if self.stack.last().is_none_or(|state| !state.in_flow()) {
            self.padding = Padding::NewLine;
        }
    }

    fn new_line_check(&mut self, empty_sequence: bool) {
        if let Padding::Text(text) =
            std::mem::replace(&mut self.padding, Padding::Text(String::new()))
        {
            self.output(&text);
            return;
        }
        self.new_line();
        let Some(&top) = self.stack.last() else {
            return;
        };
        if empty_sequence {
            return;
        }
        let mut indent = self.stack.len() - 1;
        let mut dash = false;
        if top.in_seq() {
            dash = true;
        } else if self.stack.len() > 1
            && (top == State::MapFirst || top.in_flow())
            && self.stack[self.stack.len() - 2].in_seq()
        {
            indent -= 1;
            dash = true;
        }
        for _ in 0..indent {
            self.output("  ");
        }
        if dash {
            self.output("- ");
        }
    }

    fn key(&mut self, key: &str) {
        self.new_line_check(false);
        self.output(&quote(key));
        self.output(":");
        self.padding = Padding::Text(" ".repeat(16usize.saturating_sub(key.len()).max(1)));
    }

    fn replace_top(&mut self, from: State, to: State) {
        if let Some(top) = self.stack.last_mut()
            && *top == from
        {
            *top = to;
        }
    }

    /// Opens a block map or sequence (`beginMapping` / `beginSequence`), whose
    /// first entry is `first`; returns the padding to restore if it stays empty.
    fn begin_block(&mut self, first: State) -> Padding {
        self.stack.push(first);
        std::mem::replace(&mut self.padding, Padding::NewLine)
    }

    /// Closes it (`endMapping` / `endSequence`): one without entries is written
    /// `{}` or `[]` where it stands.
    fn end_block(&mut self, first: State, before: Padding) {
        if self.stack.last() == Some(&first) {
            self.padding = before;
            let empty_sequence = first == State::SeqFirst;
            self.new_line_check(empty_sequence);
            self.output(if empty_sequence { "[]" } else { "{}" });
            self.padding = Padding::NewLine;
        }
        self.stack.pop();
    }

    fn node(&mut self, node: &Node) {
        match node {
            Node::Scalar(text) => {
                self.new_line_check(false);
                if text.is_empty() {
                    self.output_to_end_of_line("''");
                } else {
                    self.output(&quote(text));
                    self.output_to_end_of_line("");
                }
            }
            Node::Plain(text) => {
                self.new_line_check(false);
                self.output_to_end_of_line(text);
            }
            Node::Map(entries) => {
                let before = self.begin_block(State::MapFirst);
                for (key, value) in entries {
                    self.key(key);
                    self.node(value);
                    self.replace_top(State::MapFirst, State::MapOther);
                }
                self.end_block(State::MapFirst, before);
            }
            Node::Seq(elements) => {
                let before = self.begin_block(State::SeqFirst);
                for element in elements {
                    self.node(element);
                    self.replace_top(State::SeqFirst, State::SeqOther);
                }
                self.end_block(State::SeqFirst, before);
            }
            Node::Flow(elements) => {
                self.stack.push(State::FlowFirst);
                self.new_line_check(false);
                let start = self.column;
                self.output("[ ");
                for (index, element) in elements.iter().enumerate() {
                    if index > 0 {
                        self.output(", ");
                    }
                    if self.column > WRAP_COLUMN {
                        self.new_line();
                        self.output(&" ".repeat(start));
                        self.column = start;
                        self.output("  ");
                    }
                    // Flow sequences hold numbers, written as they are.
                    self.output(element);
                    self.replace_top(State::FlowFirst, State::FlowOther);
                }
                self.stack.pop();
                self.output_to_end_of_line(" ]");
            }
        }
    }
}

/// `text` quoted when YAML would read it as something else.
fn quote(text: &str) -> String {
    let plain = !text.is_empty()
        && !text.starts_with([
            ' ', '-', '?', '!', '&', '*', '#', '|', '>', '@', '`', '"', '\'', '%', '[', '{',
        ])
        && !text.ends_with(' ')
        && !text.contains([':', ',', '[', ']', '{', '}', '#', '\n', '\t'])
        && !matches!(
            text,
            "null" | "Null" | "NULL" | "~" | "true" | "false" | "True" | "False"
        );
    if plain || looks_numeric(text) {
        text.to_owned()
    } else {
        format!("'{}'", text.replace('\'', "''"))
    }
}

fn looks_numeric(text: &str) -> bool {
    let body = text.strip_prefix('-').unwrap_or(text);
    !body.is_empty()
        && (body
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '+' | '-'))
            && body.starts_with(|c: char| c.is_ascii_digit()))
}

/// `node` as one YAML document: `---`, the node, `...`.
pub fn document(node: &Node) -> String {
    let mut writer = Writer {
        out: String::new(),
        column: 0,
        stack: Vec::new(),
        padding: Padding::NewLine,
    };
    writer.output_to_end_of_line("---");
    writer.node(node);
    writer.output("\n...\n");
    writer.out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(entries: Vec<(&str, Node)>) -> Node {
        Node::Map(
            entries
                .into_iter()
                .map(|(k, v)| (k.to_owned(), v))
                .collect(),
        )
    }

    fn flow(values: &[&str]) -> Node {
        Node::Flow(values.iter().map(|v| (*v).to_owned()).collect())
    }

    #[test]
    fn lays_out_maps_sequences_and_flows() {
        let buffer = map(vec![
            ("Name", Node::scalar("Out")),
            ("Format", Node::scalar("Int32")),
            ("Data", Node::Seq(vec![flow(&["1", "2"]), flow(&["3"])])),
            ("OutputProps", map(vec![("Height", Node::scalar("0"))])),
        ]);
        let root = map(vec![
            ("Buffers", Node::Seq(vec![buffer])),
            ("Settings", map(vec![("DirectX", map(vec![]))])),
            (
                "Sets",
                Node::Seq(vec![map(vec![(
                    "Resources",
                    Node::Seq(vec![map(vec![("Name", Node::scalar("In"))])]),
                )])]),
            ),
        ]);
        let expected = "---\n\
Buffers:\n\
\x20 - Name:            Out\n\
\x20   Format:          Int32\n\
\x20   Data:\n\
\x20     - [ 1, 2 ]\n\
\x20     - [ 3 ]\n\
\x20   OutputProps:\n\
\x20     Height:          0\n\
Settings:\n\
\x20 DirectX:         {}\n\
Sets:\n\
\x20 - Resources:\n\
\x20     - Name:            In\n\
...\n";
        assert_eq!(document(&root), expected);
    }

    #[test]
    fn wraps_long_flow_sequences_after_column_70() {
        let values: Vec<String> = (0..30).map(|i| (i * 1000).to_string()).collect();
        let text = document(&map(vec![("Data", Node::Flow(values))]));
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[1].starts_with("Data:            [ 0, 1000, "),
            "{text}"
        );
        assert!(lines[1].len() > 70 && lines[1].len() < 80, "{text}");
        assert!(lines[1].ends_with("9000, "), "{text}");
        // Continuation lines start two columns right of the `[`.
        assert!(
            lines[2].starts_with(&format!("{}10000,", " ".repeat(19))),
            "{text}"
        );
        assert!(text.ends_with(" ]\n...\n"));
    }

    #[test]
    fn quotes_only_what_needs_it() {
        for (input, expected) in [
            ("main", "main"),
            ("1.5", "1.5"),
            ("-2", "-2"),
            ("a: b", "'a: b'"),
            ("true", "'true'"),
            ("it's", "it's"),
        ] {
            assert_eq!(quote(input), expected, "{input}");
        }
    }
}
