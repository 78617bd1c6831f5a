//! A function body under construction: basic blocks of instructions whose
//! operands refer to values by id, so that blocks can be filled in any order
//! (a loop's header phis get their latch operands after the body) and
//! unnamed values are numbered `%0, %1, ...` in textual order only when the
//! function is printed, as LLVM's assembly requires
//! (<https://llvm.org/docs/LangRef.html#identifiers>).

use std::fmt::Write;

use super::Ty;
use super::quoted_name;

/// A value of the function: an argument or an instruction result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ValId(u32);

/// A basic block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockRef(u32);

/// An operand: a value of the function, or a constant or global written out.
#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    Value(ValId),
    Const(String),
}

impl Operand {
    pub fn int(value: i128) -> Operand {
        Operand::Const(value.to_string())
    }
}

/// A piece of an instruction's text.
#[derive(Clone, Debug)]
enum Piece {
    Text(String),
    Value(ValId),
    Block(BlockRef),
}

/// An instruction line being written: text, operands and block labels.
#[derive(Clone, Debug, Default)]
pub struct Line {
    pieces: Vec<Piece>,
}

impl Line {
    pub fn new(text: impl Into<String>) -> Line {
        Line {
            pieces: vec![Piece::Text(text.into())],
        }
    }

    /// Appends text.
    pub fn t(mut self, text: impl AsRef<str>) -> Line {
        match self.pieces.last_mut() {
            Some(Piece::Text(last)) => last.push_str(text.as_ref()),
            _ => self.pieces.push(Piece::Text(text.as_ref().to_owned())),
        }
        self
    }

    /// Appends an operand (without its type).
    pub fn op(mut self, operand: &Operand) -> Line {
        match operand {
            Operand::Value(v) => self.pieces.push(Piece::Value(*v)),
            Operand::Const(text) => self = self.t(text),
        }
        self
    }

    /// Appends `TYPE OPERAND`.
    pub fn typed(self, ty: &Ty, operand: &Operand) -> Line {
        self.t(format!("{ty} ")).op(operand)
    }

    /// `opcode` followed by its typed operands, comma-separated
    /// (`select i1 %c, i32 %a, i32 %b`).
    pub fn typed_operands(opcode: impl Into<String>, operands: &[(&Ty, &Operand)]) -> Line {
        let mut line = Line::new(opcode);
        for (i, (ty, operand)) in operands.iter().enumerate() {
            if i > 0 {
                line = line.t(", ");
            }
            line = line.typed(ty, operand);
        }
        line
    }

    /// Appends `label %block`.
    pub fn label(mut self, block: BlockRef) -> Line {
        self = self.t("label ");
        self.pieces.push(Piece::Block(block));
        self
    }
}

#[derive(Debug)]
enum Inst {
    Line {
        result: Option<ValId>,
        line: Line,
    },
    Phi {
        result: ValId,
        ty: Ty,
        incoming: Vec<(Operand, BlockRef)>,
    },
}

#[derive(Debug)]
struct Block {
    label: String,
    insts: Vec<Inst>,
}

/// A phi node, to add incoming values to once their blocks are known.
#[derive(Clone, Copy, Debug)]
pub struct PhiRef {
    block: BlockRef,
    index: usize,
}

/// A function body being built.
#[derive(Debug)]
pub struct Body {
    /// The name of each value, `None` for a numbered one.
    names: Vec<Option<String>>,
    args: Vec<ValId>,
    blocks: Vec<Block>,
    current: BlockRef,
    labels: rustc_hash::FxHashMap<String, u32>,
    taken_names: rustc_hash::FxHashMap<String, u32>,
}

impl Body {
    /// A body with `args` arguments (numbered) and an `entry` block.
    pub fn new(args: usize) -> Body {
        let mut body = Body {
            names: Vec::new(),
            args: Vec::new(),
            blocks: Vec::new(),
            current: BlockRef(0),
            labels: Default::default(),
            taken_names: Default::default(),
        };
        body.args = (0..args).map(|_| body.value(None)).collect();
        body.current = body.new_block("entry");
        body
    }

    pub fn arg(&self, index: usize) -> ValId {
        self.args[index]
    }

    /// A new value, named `%hint` (uniqued as LLVM does, `%hint1`) or numbered.
    pub fn value(&mut self, hint: Option<&str>) -> ValId {
        let name = hint.map(|hint| {
            let count = self.taken_names.entry(hint.to_owned()).or_insert(0);
            let name = if *count == 0 {
                hint.to_owned()
            } else {
                format!("{hint}{count}")
            };
            *count += 1;
            name
        });
        self.names.push(name);
        ValId(self.names.len() as u32 - 1)
    }

    /// A new block labelled `hint` (uniqued with a number, as clang does).
    pub fn new_block(&mut self, hint: &str) -> BlockRef {
        let count = self.labels.entry(hint.to_owned()).or_insert(0);
        let label = if *count == 0 {
            hint.to_owned()
        } else {
            format!("{hint}{count}")
        };
        *count += 1;
        self.blocks.push(Block {
            label,
            insts: Vec::new(),
        });
        BlockRef(self.blocks.len() as u32 - 1)
    }

    pub fn current(&self) -> BlockRef {
        self.current
    }

    /// The `entry` block.
    pub fn entry(&self) -> BlockRef {
        BlockRef(0)
    }

    /// Inserts an instruction defining a new numbered value at the start of
    /// `block`, after its phis (a phi added later still goes before it):
    /// where a loop header's convergence token goes once an op in the loop
    /// needs it.
    pub fn insert_after_phis(&mut self, block: BlockRef, line: Line) -> ValId {
        let result = self.value(None);
        self.insert_after_phis_of(
            block,
            Inst::Line {
                result: Some(result),
                line,
            },
        );
        result
    }

    /// Continues at the end of `block`.
    pub fn set_current(&mut self, block: BlockRef) {
        self.current = block;
    }

    /// Appends an instruction with no result to the current block.
    pub fn emit(&mut self, line: Line) {
        self.push(Inst::Line { result: None, line });
    }

    /// Appends an instruction defining a new numbered value.
    pub fn emit_value(&mut self, line: Line) -> ValId {
        self.emit_named(None, line)
    }

    /// Appends an instruction defining a new value named after `hint`.
    pub fn emit_named(&mut self, hint: Option<&str>, line: Line) -> ValId {
        let result = self.value(hint);
        self.push(Inst::Line {
            result: Some(result),
            line,
        });
        result
    }

    /// A phi of type `ty` at the start of `block` (after its other phis).
    pub fn phi(&mut self, block: BlockRef, ty: Ty) -> (ValId, PhiRef) {
        let result = self.value(None);
        let phi = Inst::Phi {
            result,
            ty,
            incoming: Vec::new(),
        };
        let index = self.insert_after_phis_of(block, phi);
        (result, PhiRef { block, index })
    }

    /// Inserts `inst` at the start of `block`, after its phis; returns its
    /// index there.
    fn insert_after_phis_of(&mut self, block: BlockRef, inst: Inst) -> usize {
        let insts = &mut self.blocks[block.0 as usize].insts;
        let index = phi_count(insts);
        insts.insert(index, inst);
        index
    }

    pub fn add_incoming(&mut self, phi: PhiRef, value: Operand, from: BlockRef) {
        if let Some(Inst::Phi { incoming, .. }) =
            self.blocks[phi.block.0 as usize].insts.get_mut(phi.index)
        {
            incoming.push((value, from));
        }
    }

    fn push(&mut self, inst: Inst) {
        self.blocks[self.current.0 as usize].insts.push(inst);
    }

    /// Writes the blocks, numbering unnamed values in order (arguments
    /// first), and returns the argument names.
    pub fn print(&self, out: &mut String) -> Vec<String> {
        let mut numbers: Vec<Option<u32>> = vec![None; self.names.len()];
        let mut next = 0u32;
        let mut number = |v: ValId, numbers: &mut Vec<Option<u32>>| {
            if self.names[v.0 as usize].is_none() && numbers[v.0 as usize].is_none() {
                numbers[v.0 as usize] = Some(next);
                next += 1;
            }
        };
        for &arg in &self.args {
            number(arg, &mut numbers);
        }
        for block in &self.blocks {
            for inst in &block.insts {
                match inst {
                    Inst::Line {
                        result: Some(v), ..
                    }
                    | Inst::Phi { result: v, .. } => number(*v, &mut numbers),
                    Inst::Line { result: None, .. } => {}
                }
            }
        }
        let name = |v: ValId| match (&self.names[v.0 as usize], numbers[v.0 as usize]) {
            (Some(name), _) => format!("%{}", quoted_name(name)),
            (None, Some(n)) => format!("%{n}"),
            (None, None) => "%<unnumbered>".to_owned(),
        };
        let label = |b: BlockRef| format!("%{}", quoted_name(&self.blocks[b.0 as usize].label));
        let operand = |op: &Operand| match op {
            Operand::Value(v) => name(*v),
            Operand::Const(text) => text.clone(),
        };
        for (i, block) in self.blocks.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            let _ = writeln!(out, "{}:", quoted_name(&block.label));
            for inst in &block.insts {
                out.push_str("  ");
                match inst {
                    Inst::Line { result, line } => {
                        if let Some(v) = result {
                            let _ = write!(out, "{} = ", name(*v));
                        }
                        for piece in &line.pieces {
                            match piece {
                                Piece::Text(text) => out.push_str(text),
                                Piece::Value(v) => out.push_str(&name(*v)),
                                Piece::Block(b) => out.push_str(&label(*b)),
                            }
                        }
                    }
                    Inst::Phi {
                        result,
                        ty,
                        incoming,
                    } => {
                        let _ = write!(out, "{} = phi {ty} ", name(*result));
                        for (k, (value, from)) in incoming.iter().enumerate() {
                            if k > 0 {
                                out.push_str(", ");
                            }
                            let _ = write!(out, "[ {}, {} ]", operand(value), label(*from));
                        }
                    }
                }
                out.push('\n');
            }
        }
        self.args.iter().map(|&arg| name(arg)).collect()
    }
}

/// How many phis open a block's instructions.
fn phi_count(insts: &[Inst]) -> usize {
    insts
        .iter()
        .take_while(|inst| matches!(inst, Inst::Phi { .. }))
        .count()
}
