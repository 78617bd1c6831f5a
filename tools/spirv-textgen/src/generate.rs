//! The generator: a seed and [`Options`] give one `spirv.module` in MLIR 22's
//! custom syntax that verifies and is valid SPIR-V 1.0 for the `Shader`
//! capability (every value used is defined on every path to its use, every
//! function variable is in the entry block, every construct is structured).
//!
//! Values live in scopes: a block of a construct sees what was defined
//! before the construct and in the blocks that dominate it, never what a
//! sibling block defined. Values leave a construct through function
//! variables (stored inside, loaded after), which the entry block declares.

use std::fmt;

use textgen::Rng;

/// How much one module holds.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Functions besides the entry point.
    pub functions: usize,
    /// Ops per block (before nested constructs add their own).
    pub ops: usize,
    /// How deep constructs nest.
    pub depth: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            functions: 2,
            ops: 8,
            depth: 2,
        }
    }
}

/// The value types the generator computes with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    I32,
    F32,
    Bool,
    VecI(u8),
    VecF(u8),
    VecB(u8),
}

/// The type as MLIR spells it.
impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::I32 => f.write_str("i32"),
            Ty::F32 => f.write_str("f32"),
            Ty::Bool => f.write_str("i1"),
            Ty::VecI(n) => write!(f, "vector<{n}xi32>"),
            Ty::VecF(n) => write!(f, "vector<{n}xf32>"),
            Ty::VecB(n) => write!(f, "vector<{n}xi1>"),
        }
    }
}

impl Ty {
    fn lanes(self) -> Option<u8> {
        match self {
            Ty::VecI(n) | Ty::VecF(n) | Ty::VecB(n) => Some(n),
            _ => None,
        }
    }

    fn scalar(self) -> Ty {
        match self {
            Ty::VecI(_) => Ty::I32,
            Ty::VecF(_) => Ty::F32,
            Ty::VecB(_) => Ty::Bool,
            t => t,
        }
    }

    /// The boolean type of the same shape (a comparison's result).
    fn as_bool(self) -> Ty {
        self.lanes().map_or(Ty::Bool, Ty::VecB)
    }

    fn with_lanes(self, n: u8) -> Ty {
        match self.scalar() {
            Ty::I32 => Ty::VecI(n),
            Ty::F32 => Ty::VecF(n),
            _ => Ty::VecB(n),
        }
    }
}

const NUMERIC: &[Ty] = &[
    Ty::I32,
    Ty::F32,
    Ty::VecI(2),
    Ty::VecI(3),
    Ty::VecF(3),
    Ty::VecF(4),
];
const ANY: &[Ty] = &[
    Ty::I32,
    Ty::F32,
    Ty::Bool,
    Ty::VecI(2),
    Ty::VecF(3),
    Ty::VecF(4),
    Ty::VecB(2),
];
const INT_BINARY: &[&str] = &[
    "spirv.IAdd",
    "spirv.ISub",
    "spirv.IMul",
    "spirv.SDiv",
    "spirv.UDiv",
    "spirv.SMod",
    "spirv.SRem",
    "spirv.UMod",
    "spirv.BitwiseAnd",
    "spirv.BitwiseOr",
    "spirv.BitwiseXor",
    "spirv.GL.SMax",
    "spirv.GL.UMin",
];
const FLOAT_BINARY: &[&str] = &[
    "spirv.FAdd",
    "spirv.FSub",
    "spirv.FMul",
    "spirv.FDiv",
    "spirv.FRem",
    "spirv.FMod",
    "spirv.GL.FMax",
    "spirv.GL.FMin",
];
const INT_UNARY: &[&str] = &[
    "spirv.SNegate",
    "spirv.Not",
    "spirv.BitCount",
    "spirv.GL.SAbs",
];
const FLOAT_UNARY: &[&str] = &[
    "spirv.FNegate",
    "spirv.GL.FAbs",
    "spirv.GL.Floor",
    "spirv.GL.Sqrt",
    "spirv.GL.Sin",
];
const INT_COMPARE: &[&str] = &[
    "spirv.IEqual",
    "spirv.INotEqual",
    "spirv.SLessThan",
    "spirv.SGreaterThanEqual",
    "spirv.ULessThan",
    "spirv.UGreaterThan",
];
const FLOAT_COMPARE: &[&str] = &[
    "spirv.FOrdEqual",
    "spirv.FOrdLessThan",
    "spirv.FUnordGreaterThan",
    "spirv.FOrdNotEqual",
];
const BOOL_BINARY: &[&str] = &[
    "spirv.LogicalAnd",
    "spirv.LogicalOr",
    "spirv.LogicalEqual",
    "spirv.LogicalNotEqual",
];
const SHIFTS: &[&str] = &[
    "spirv.ShiftLeftLogical",
    "spirv.ShiftRightLogical",
    "spirv.ShiftRightArithmetic",
];
const FLOATS: &[&str] = &["0.0", "1.0", "-2.5", "0.125", "3.0e+02", "-0.75"];

/// A function's signature.
#[derive(Clone, Debug)]
struct Signature {
    name: String,
    params: Vec<Ty>,
    result: Option<Ty>,
}

/// A storage for values that outlive a construct: a function variable or a
/// `Private` global; `array` when it holds `!spirv.array<4 x T>`.
#[derive(Clone, Debug)]
struct Slot {
    name: String,
    ty: Ty,
    array: bool,
    global: bool,
}

/// One module's generator.
pub struct Generator {
    rng: Rng,
    opts: Options,
    next: usize,
    /// Values in scope, innermost scope last.
    scopes: Vec<Vec<(String, Ty)>>,
    /// The function variables the current function declares.
    locals: Vec<Slot>,
    globals: Vec<Slot>,
    /// The functions generated so far (a function calls only these: no recursion).
    functions: Vec<Signature>,
    body: String,
    indent: usize,
    blocks: usize,
    /// The result type of the function being generated.
    result: Option<Ty>,
}

impl Generator {
    pub fn new(seed: u64, opts: Options) -> Self {
        Generator {
            rng: Rng::new(seed),
            opts,
            next: 0,
            scopes: Vec::new(),
            locals: Vec::new(),
            globals: Vec::new(),
            functions: Vec::new(),
            body: String::new(),
            indent: 0,
            blocks: 0,
            result: None,
        }
    }

    /// The module's text.
    pub fn module(mut self) -> String {
        let mut out = String::from(
            "spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {\n",
        );
        for i in 0..1 + self.rng.below(3) {
            let ty = *self.rng.pick(ANY);
            let array = self.rng.one_in(3) && ty != Ty::Bool;
            let slot = Slot {
                name: format!("g{i}"),
                ty,
                array,
                global: true,
            };
            out += &format!(
                "  spirv.GlobalVariable @{} : !spirv.ptr<{}, Private>\n",
                slot.name,
                slot_type(&slot)
            );
            self.globals.push(slot);
        }
        for i in 0..self.opts.functions {
            let params = (0..self.rng.below(4))
                .map(|_| *self.rng.pick(ANY))
                .collect();
            let result = (!self.rng.one_in(3)).then(|| *self.rng.pick(ANY));
            let sig = Signature {
                name: format!("f{i}"),
                params,
                result,
            };
            out += &self.function(&sig);
            self.functions.push(sig);
        }
        let main = Signature {
            name: "main".into(),
            params: Vec::new(),
            result: None,
        };
        out += &self.function(&main);
        out += "  spirv.EntryPoint \"GLCompute\" @main\n";
        out += "  spirv.ExecutionMode @main \"LocalSize\", 1, 1, 1\n}\n";
        out
    }

    fn function(&mut self, sig: &Signature) -> String {
        self.locals.clear();
        self.body.clear();
        self.scopes = vec![Vec::new()];
        self.next = 0;
        self.blocks = 0;
        self.indent = 4;
        self.result = sig.result;
        let params: Vec<String> = sig
            .params
            .iter()
            .enumerate()
            .map(|(i, ty)| {
                self.scopes[0].push((format!("%arg{i}"), *ty));
                format!("%arg{i}: {ty}")
            })
            .collect();
        for _ in 0..self.rng.below(3) {
            let ty = *self.rng.pick(ANY);
            let array = self.rng.one_in(3);
            self.new_local(ty, array);
        }
        self.ops(self.opts.ops, self.opts.depth);
        let terminator = self.return_();
        self.line(&terminator);
        let result = sig.result.map_or(String::new(), |t| format!(" -> {t}"));
        let mut text = format!(
            "  spirv.func @{}({}){result} \"None\" {{\n",
            sig.name,
            params.join(", ")
        );
        for slot in &self.locals {
            text += &format!(
                "    %{} = spirv.Variable : !spirv.ptr<{}, Function>\n",
                slot.name,
                slot_type(slot)
            );
        }
        text += &self.body;
        text += "  }\n";
        text
    }

    /// The function's return: `spirv.Return`, or `spirv.ReturnValue` of a
    /// value in scope.
    fn return_(&mut self) -> String {
        match self.result {
            Some(ty) => {
                let v = self.value(ty);
                format!("spirv.ReturnValue {v} : {ty}")
            }
            None => "spirv.Return".into(),
        }
    }

    fn new_local(&mut self, ty: Ty, array: bool) -> usize {
        let name = format!("var{}", self.locals.len());
        self.locals.push(Slot {
            name,
            ty,
            array,
            global: false,
        });
        self.locals.len() - 1
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn line(&mut self, text: &str) {
        self.body.extend(std::iter::repeat_n(' ', self.indent));
        self.body += text;
        self.body.push('\n');
    }

    /// A block's label, two columns left of the block's ops.
    fn label(&mut self, label: &str) {
        self.indent -= 2;
        self.line(&format!("{label}:"));
        self.indent += 2;
    }

    /// Opens the region of a structured construct (`spirv.mlir.selection`,
    /// `spirv.mlir.loop`).
    fn open_construct(&mut self, op: &str) {
        self.line(&format!("{op} {{"));
        self.indent += 2;
    }

    /// Closes the construct's region with its merge block.
    fn close_construct(&mut self, merge: &str) {
        self.label(merge);
        self.line("spirv.mlir.merge");
        self.indent -= 2;
        self.line("}");
    }

    fn define(&mut self, ty: Ty, rhs: &str) -> String {
        let v = self.fresh();
        self.line(&format!("{v} = {rhs}"));
        self.scopes
            .last_mut()
            .expect("a scope")
            .push((v.clone(), ty));
        v
    }

    /// A value of type `ty` in scope, or a new constant.
    fn value(&mut self, ty: Ty) -> String {
        let found: Vec<String> = self
            .scopes
            .iter()
            .flatten()
            .filter(|(_, t)| *t == ty)
            .map(|(v, _)| v.clone())
            .collect();
        if !found.is_empty() && !self.rng.one_in(4) {
            return self.rng.pick(&found).clone();
        }
        self.constant(ty)
    }

    fn constant(&mut self, ty: Ty) -> String {
        let scalar = |g: &mut Self, t: Ty| match t {
            Ty::I32 => format!("{}", g.rng.below(200) as i64 - 100),
            Ty::F32 => (*g.rng.pick(FLOATS)).to_string(),
            _ => if g.rng.one_in(2) { "true" } else { "false" }.to_string(),
        };
        let text = match ty.lanes() {
            None if ty == Ty::Bool => format!("spirv.Constant {}", scalar(self, ty)),
            None => format!("spirv.Constant {} : {ty}", scalar(self, ty)),
            Some(_) if self.rng.one_in(2) => {
                format!("spirv.Constant dense<{}> : {ty}", scalar(self, ty.scalar()))
            }
            Some(n) => {
                let items: Vec<String> = (0..n).map(|_| scalar(self, ty.scalar())).collect();
                format!("spirv.Constant dense<[{}]> : {ty}", items.join(", "))
            }
        };
        self.define(ty, &text)
    }

    /// `count` ops, some of them constructs while `depth` allows.
    fn ops(&mut self, count: usize, depth: u32) {
        for _ in 0..count {
            match self.rng.below(20) {
                0 | 1 if depth > 0 => self.selection(depth - 1),
                2 if depth > 0 => self.loop_(depth - 1),
                3 | 4 => self.store(),
                5 | 6 => self.load(),
                7 if !self.functions.is_empty() => self.call(),
                _ => self.compute(),
            }
        }
    }

    /// One op computing a new value from values in scope.
    fn compute(&mut self) {
        match self.rng.below(11) {
            0 | 1 => {
                let (ty, op) = self.pick_op(&[Ty::I32, Ty::VecI(2), Ty::VecI(3)], INT_BINARY);
                self.binary(op, ty);
            }
            2 | 3 => {
                let (ty, op) = self.pick_op(&[Ty::F32, Ty::VecF(3), Ty::VecF(4)], FLOAT_BINARY);
                self.binary(op, ty);
            }
            4 => {
                let (ty, op) = self.pick_numeric_op(INT_UNARY, FLOAT_UNARY);
                let a = self.value(ty);
                self.define(ty, &format!("{op} {a} : {ty}"));
            }
            5 => {
                let (ty, op) = self.pick_numeric_op(INT_COMPARE, FLOAT_COMPARE);
                let (a, b) = (self.value(ty), self.value(ty));
                self.define(ty.as_bool(), &format!("{op} {a}, {b} : {ty}"));
            }
            6 => {
                let ty = *self.rng.pick(&[Ty::Bool, Ty::VecB(2)]);
                if self.rng.one_in(3) {
                    let a = self.value(ty);
                    self.define(ty, &format!("spirv.LogicalNot {a} : {ty}"));
                } else {
                    let op = *self.rng.pick(BOOL_BINARY);
                    self.binary(op, ty);
                }
            }
            7 => {
                let ty = *self.rng.pick(ANY);
                // SPIR-V 1.0 asks a condition of the result's shape.
                let cond_ty = ty.as_bool();
                let c = self.value(cond_ty);
                let (a, b) = (self.value(ty), self.value(ty));
                self.define(ty, &format!("spirv.Select {c}, {a}, {b} : {cond_ty}, {ty}"));
            }
            8 => {
                let ty = *self.rng.pick(&[Ty::I32, Ty::VecI(3)]);
                let op = *self.rng.pick(SHIFTS);
                let (a, b) = (self.value(ty), self.value(ty));
                self.define(ty, &format!("{op} {a}, {b} : {ty}, {ty}"));
            }
            9 => self.convert(),
            _ => self.composite(),
        }
    }

    /// A type of `types`, then an op of `ops`.
    fn pick_op(&mut self, types: &[Ty], ops: &[&'static str]) -> (Ty, &'static str) {
        let ty = *self.rng.pick(types);
        (ty, *self.rng.pick(ops))
    }

    /// A numeric type, then an op of `int_ops` or `float_ops` as its scalar is.
    fn pick_numeric_op(
        &mut self,
        int_ops: &[&'static str],
        float_ops: &[&'static str],
    ) -> (Ty, &'static str) {
        let ty = *self.rng.pick(NUMERIC);
        let ops = if ty.scalar() == Ty::I32 {
            int_ops
        } else {
            float_ops
        };
        (ty, *self.rng.pick(ops))
    }

    fn binary(&mut self, op: &str, ty: Ty) {
        let (a, b) = (self.value(ty), self.value(ty));
        self.define(ty, &format!("{op} {a}, {b} : {ty}"));
    }

    fn convert(&mut self) {
        let n = *self.rng.pick(&[None, Some(2u8), Some(3)]);
        let (int, float) = match n {
            Some(n) => (Ty::VecI(n), Ty::VecF(n)),
            None => (Ty::I32, Ty::F32),
        };
        let (op, from, to) = *self.rng.pick(&[
            ("spirv.ConvertSToF", int, float),
            ("spirv.ConvertUToF", int, float),
            ("spirv.ConvertFToS", float, int),
            ("spirv.ConvertFToU", float, int),
            ("spirv.Bitcast", float, int),
            ("spirv.Bitcast", int, float),
        ]);
        let a = self.value(from);
        self.define(to, &format!("{op} {a} : {from} to {to}"));
    }

    fn composite(&mut self) {
        let scalar = *self.rng.pick(&[Ty::I32, Ty::F32, Ty::Bool]);
        let n = 2 + self.rng.below(3) as u8;
        let vector = scalar.with_lanes(n);
        match self.rng.below(5) {
            0 => {
                let parts: Vec<String> = (0..n).map(|_| self.value(scalar)).collect();
                let types = vec![scalar.to_string(); n as usize].join(", ");
                let text = format!(
                    "spirv.CompositeConstruct {} : ({types}) -> {vector}",
                    parts.join(", ")
                );
                self.define(vector, &text);
            }
            1 => {
                let v = self.value(vector);
                let i = self.rng.below(n as usize);
                self.define(
                    scalar,
                    &format!("spirv.CompositeExtract {v}[{i} : i32] : {vector}"),
                );
            }
            2 => {
                let (x, v) = (self.value(scalar), self.value(vector));
                let i = self.rng.below(n as usize);
                let text =
                    format!("spirv.CompositeInsert {x}, {v}[{i} : i32] : {scalar} into {vector}");
                self.define(vector, &text);
            }
            3 => {
                let other = scalar.with_lanes(2 + self.rng.below(3) as u8);
                let m = 2 + self.rng.below(3) as u8;
                let result = scalar.with_lanes(m);
                let (a, b) = (self.value(vector), self.value(other));
                let lanes = n as usize + other.lanes().unwrap_or(1) as usize;
                let picks: Vec<String> = (0..m)
                    .map(|_| format!("{} : i32", self.rng.below(lanes)))
                    .collect();
                let text = format!(
                    "spirv.VectorShuffle [{}] {a}, {b} : {vector}, {other} -> {result}",
                    picks.join(", ")
                );
                self.define(result, &text);
            }
            _ => {
                let vector = Ty::VecF(n);
                let (a, b) = (self.value(vector), self.value(vector));
                if self.rng.one_in(2) {
                    self.define(Ty::F32, &format!("spirv.Dot {a}, {b} : {vector} -> f32"));
                } else {
                    let s = self.value(Ty::F32);
                    let text =
                        format!("spirv.VectorTimesScalar {a}, {s} : ({vector}, f32) -> {vector}");
                    self.define(vector, &text);
                }
            }
        }
    }

    /// A slot (function variable or global), new or existing.
    fn slot(&mut self) -> Slot {
        let choose_global = !self.globals.is_empty() && self.rng.one_in(3);
        if choose_global {
            return self.rng.pick(&self.globals).clone();
        }
        if self.locals.is_empty() || self.rng.one_in(4) {
            let ty = *self.rng.pick(ANY);
            let array = self.rng.one_in(3);
            let i = self.new_local(ty, array);
            return self.locals[i].clone();
        }
        self.rng.pick(&self.locals).clone()
    }

    /// A pointer to the slot's value (an element of it, for an array) and
    /// its storage class.
    fn pointer(&mut self, slot: &Slot) -> (String, &'static str) {
        let class = if slot.global { "Private" } else { "Function" };
        let base = if slot.global {
            let text = format!(
                "spirv.mlir.addressof @{} : !spirv.ptr<{}, Private>",
                slot.name,
                slot_type(slot)
            );
            let v = self.fresh();
            self.line(&format!("{v} = {text}"));
            v
        } else {
            format!("%{}", slot.name)
        };
        if !slot.array {
            return (base, class);
        }
        let index = self.value(Ty::I32);
        let v = self.fresh();
        let text = format!(
            "{v} = spirv.AccessChain {base}[{index}] : !spirv.ptr<{}, {class}>, i32 -> !spirv.ptr<{}, {class}>",
            slot_type(slot),
            slot.ty
        );
        self.line(&text);
        (v, class)
    }

    fn store(&mut self) {
        let slot = self.slot();
        let value = self.value(slot.ty);
        let (ptr, class) = self.pointer(&slot);
        self.line(&format!(
            "spirv.Store \"{class}\" {ptr}, {value} : {}",
            slot.ty
        ));
    }

    fn load(&mut self) {
        let slot = self.slot();
        let (ptr, class) = self.pointer(&slot);
        self.define(
            slot.ty,
            &format!("spirv.Load \"{class}\" {ptr} : {}", slot.ty),
        );
    }

    fn call(&mut self) {
        let sig = self.rng.pick(&self.functions).clone();
        let args: Vec<String> = sig.params.iter().map(|&t| self.value(t)).collect();
        let types: Vec<String> = sig.params.iter().map(Ty::to_string).collect();
        let result = sig.result.map_or("()".into(), |t| t.to_string());
        let text = format!(
            "spirv.FunctionCall @{}({}) : ({}) -> {result}",
            sig.name,
            args.join(", "),
            types.join(", ")
        );
        match sig.result {
            Some(ty) => {
                self.define(ty, &text);
            }
            None => self.line(&text),
        }
    }

    fn block_label(&mut self) -> String {
        self.blocks += 1;
        format!("^bb{}", self.blocks)
    }

    /// Ops of one block of a construct, in a scope of their own, ending in
    /// `then`, or (`may_return`) now and then in a return from the function.
    fn block(&mut self, label: &str, depth: u32, then: &str, may_return: bool) {
        self.label(label);
        self.scopes.push(Vec::new());
        let count = 1 + self.rng.below(self.opts.ops.max(1));
        self.ops(count, depth);
        let terminator = if may_return && self.rng.one_in(6) {
            self.return_()
        } else {
            then.to_string()
        };
        self.scopes.pop();
        self.line(&terminator);
    }

    /// `spirv.mlir.selection`: then, or then and else.
    fn selection(&mut self, depth: u32) {
        let cond = self.value(Ty::Bool);
        self.open_construct("spirv.mlir.selection");
        let then = self.block_label();
        let else_ = self.rng.one_in(2).then(|| self.block_label());
        let merge = self.block_label();
        let second = else_.as_deref().unwrap_or(&merge).to_string();
        self.line(&format!("spirv.BranchConditional {cond}, {then}, {second}"));
        self.block(&then, depth, &format!("spirv.Branch {merge}"), true);
        if let Some(else_) = &else_ {
            self.block(else_, depth, &format!("spirv.Branch {merge}"), true);
        }
        self.close_construct(&merge);
    }

    /// `spirv.mlir.loop` counting a function variable up to a bound.
    fn loop_(&mut self, depth: u32) {
        let counter = self.new_local(Ty::I32, false);
        let counter = format!("%{}", self.locals[counter].name);
        let zero = self.define(Ty::I32, "spirv.Constant 0 : i32");
        self.line(&format!("spirv.Store \"Function\" {counter}, {zero} : i32"));
        let bound = 1 + self.rng.below(4);
        self.open_construct("spirv.mlir.loop");
        let (header, body, cont, merge) = (
            self.block_label(),
            self.block_label(),
            self.block_label(),
            self.block_label(),
        );
        self.line(&format!("spirv.Branch {header}"));
        self.label(&header);
        // The header's values dominate the body and the continue block.
        self.scopes.push(Vec::new());
        let i = self.define(Ty::I32, &format!("spirv.Load \"Function\" {counter} : i32"));
        let n = self.define(Ty::I32, &format!("spirv.Constant {bound} : i32"));
        let c = self.define(Ty::Bool, &format!("spirv.SLessThan {i}, {n} : i32"));
        self.line(&format!("spirv.BranchConditional {c}, {body}, {merge}"));
        self.block(&body, depth, &format!("spirv.Branch {cont}"), false);
        self.label(&cont);
        let one = self.define(Ty::I32, "spirv.Constant 1 : i32");
        let next = self.define(Ty::I32, &format!("spirv.IAdd {i}, {one} : i32"));
        self.line(&format!("spirv.Store \"Function\" {counter}, {next} : i32"));
        self.line(&format!("spirv.Branch {header}"));
        self.scopes.pop();
        self.close_construct(&merge);
    }
}

/// The type a slot holds: its value type, or an array of four of them.
fn slot_type(slot: &Slot) -> String {
    if slot.array {
        format!("!spirv.array<4 x {}>", slot.ty)
    } else {
        slot.ty.to_string()
    }
}
