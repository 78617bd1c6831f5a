//! Random valid modules in MLIR's generic form: unregistered ops with
//! operands, results, regions, blocks and their arguments, discardable
//! attributes and properties of every builtin attribute kind, every builtin
//! type, type and attribute aliases, trailing locations (and location
//! aliases), dialect resources. Everything is valid for `mlir-opt-22
//! --allow-unregistered-dialect`: what either tool rejects is a finding.

use std::fmt::Write;

use crate::rng::Rng;

/// Float types with their bit widths.
const FLOATS: &[(&str, u32)] = &[
    ("f16", 16),
    ("bf16", 16),
    ("f32", 32),
    ("f64", 64),
    ("tf32", 19),
    ("f80", 80),
    ("f128", 128),
    ("f8E5M2", 8),
    ("f8E5M2FNUZ", 8),
    ("f8E4M3", 8),
    ("f8E4M3FN", 8),
    ("f8E4M3FNUZ", 8),
    ("f8E4M3B11FNUZ", 8),
    ("f8E3M4", 8),
    ("f8E8M0FNU", 8),
    ("f6E3M2FN", 6),
    ("f6E2M3FN", 6),
    ("f4E2M1FN", 4),
];

const INT_WIDTHS: &[u32] = &[1, 2, 5, 8, 16, 32, 64, 128, 129, 1000];
const DIALECTS: &[&str] = &["foo", "bar", "xy", "q_1"];
const STRING_PIECES: &[&str] = &[
    "a", "b c", "\\n", "\\t", "\\\"", "\\\\", "\\C6", "\\00", "\\FF", "é", "\\C3\\A9", "0x", "{",
    ">",
];

/// What a generated module may contain.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Top-level ops.
    pub ops: usize,
    /// Deepest region nesting.
    pub depth: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options { ops: 4, depth: 2 }
    }
}

/// A value in scope: its name and type.
#[derive(Clone)]
struct Value {
    name: String,
    ty: String,
}

pub struct Generator {
    rng: Rng,
    opts: Options,
    out: String,
    type_aliases: Vec<String>,
    attr_aliases: Vec<String>,
    loc_aliases: Vec<String>,
    resources: Vec<String>,
    next_value: usize,
    distinct: Vec<u32>,
}

impl Generator {
    pub fn new(seed: u64, opts: Options) -> Self {
        Generator {
            rng: Rng::new(seed),
            opts,
            out: String::new(),
            type_aliases: Vec::new(),
            attr_aliases: Vec::new(),
            loc_aliases: Vec::new(),
            resources: Vec::new(),
            next_value: 0,
            distinct: Vec::new(),
        }
    }

    /// One module (a file's text).
    pub fn module(mut self) -> String {
        let mut head = String::new();
        for i in 0..self.rng.below(3) {
            let ty = self.ty(2);
            let _ = writeln!(head, "!t{i} = {ty}");
            self.type_aliases.push(format!("!t{i}"));
        }
        for i in 0..self.rng.below(3) {
            let attr = self.attr(2);
            let _ = writeln!(head, "#a{i} = {attr}");
            self.attr_aliases.push(format!("#a{i}"));
        }
        for i in 0..self.rng.below(3) {
            let loc = self.location(2);
            let _ = writeln!(head, "#l{i} = loc({loc})");
            self.loc_aliases.push(format!("#l{i}"));
        }
        let mut scope = Vec::new();
        let wrap = self.rng.one_in(3);
        if wrap {
            self.out.push_str("module {\n");
        }
        for _ in 0..self.opts.ops {
            self.op(&mut scope, 1, self.opts.depth);
        }
        if wrap {
            self.out.push_str("}\n");
        }
        let mut text = head + &self.out;
        if self.rng.one_in(8) {
            // Resources of other tools, which are read and dropped.
            text.push_str("{-#\n  external_resources: {\n    mlir_reproducer: {\n      pipeline: \"builtin.module(canonicalize)\",\n      disable_threading: true\n    }\n  }\n#-}\n");
        }
        if !self.resources.is_empty() {
            text.push_str("{-#\n  dialect_resources: {\n    builtin: {\n");
            let entries: Vec<String> = self
                .resources
                .iter()
                .enumerate()
                .map(|(i, name)| {
                    format!("      {name}: \"0x04000000{:02X}00000001000000\"", i % 256)
                })
                .collect();
            text.push_str(&entries.join(",\n"));
            text.push_str("\n    }\n  }\n#-}\n");
        }
        text
    }

    fn indent(&mut self, level: u32) {
        for _ in 0..level {
            self.out.push_str("  ");
        }
    }

    fn op(&mut self, scope: &mut Vec<Value>, level: u32, depth: u32) {
        self.op_with_successors(scope, level, depth, &[]);
    }

    /// An op; `successors` (block numbers) make it a branch, the last op of
    /// its block.
    fn op_with_successors(
        &mut self,
        scope: &mut Vec<Value>,
        level: u32,
        depth: u32,
        successors: &[usize],
    ) {
        self.indent(level);
        let results: Vec<String> = (0..self.rng.below(3)).map(|_| self.ty(1)).collect();
        let first = self.next_value;
        // Result names: numbers, or names; several results in one group
        // (`%0:2`) or two groups (`%a, %b:2`).
        let named = self.rng.one_in(5);
        let base = if named {
            format!("%v_{first}")
        } else {
            format!("%{first}")
        };
        let mut groups: Vec<(String, usize)> = Vec::new();
        if !results.is_empty() {
            self.next_value += 1;
            if results.len() > 1 && self.rng.one_in(3) {
                groups.push((format!("%g{first}"), 1));
                groups.push((format!("%h{first}"), results.len() - 1));
            } else {
                groups.push((base, results.len()));
            }
            let written: Vec<String> = groups
                .iter()
                .map(|(name, n)| {
                    if *n > 1 {
                        format!("{name}:{n}")
                    } else {
                        name.clone()
                    }
                })
                .collect();
            let _ = write!(self.out, "{} = ", written.join(", "));
        }
        let dialect = *self.rng.pick(DIALECTS);
        let _ = write!(self.out, "\"{dialect}.op{}\"(", self.rng.below(5));
        let operands: Vec<Value> = if scope.is_empty() {
            Vec::new()
        } else {
            (0..self.rng.below(3))
                .map(|_| scope[self.rng.below(scope.len())].clone())
                .collect()
        };
        let names: Vec<&str> = operands.iter().map(|v| v.name.as_str()).collect();
        self.out.push_str(&names.join(", "));
        self.out.push(')');
        if !successors.is_empty() {
            let blocks: Vec<String> = successors.iter().map(|b| format!("^bb{b}")).collect();
            let _ = write!(self.out, " [{}]", blocks.join(", "));
        }
        if self.rng.one_in(4) {
            let dict = self.dictionary(1);
            let _ = write!(self.out, " <{dict}>");
        }
        if depth > 0 && self.rng.one_in(3) {
            self.out.push_str(" (");
            for r in 0..1 + self.rng.below(2) {
                if r > 0 {
                    self.out.push_str(", ");
                }
                self.region(scope, level, depth - 1);
            }
            self.out.push(')');
        }
        if self.rng.one_in(2) {
            let dict = self.dictionary(2);
            if dict != "{}" {
                let _ = write!(self.out, " {dict}");
            }
        }
        let inputs: Vec<&str> = operands.iter().map(|v| v.ty.as_str()).collect();
        let _ = write!(self.out, " : ({}) -> ", inputs.join(", "));
        if results.len() == 1 && !results[0].starts_with('(') {
            self.out.push_str(&results[0]);
        } else {
            let _ = write!(self.out, "({})", results.join(", "));
        }
        if self.rng.one_in(2) {
            let loc = if !self.loc_aliases.is_empty() && self.rng.one_in(3) {
                self.rng.pick(&self.loc_aliases).clone()
            } else {
                self.location(2)
            };
            let _ = write!(self.out, " loc({loc})");
        }
        self.out.push('\n');
        let mut types = results.into_iter();
        for (name, count) in groups {
            for i in 0..count {
                let name = if count == 1 {
                    name.clone()
                } else {
                    format!("{name}#{i}")
                };
                let ty = types.next().unwrap_or_default();
                scope.push(Value { name, ty });
            }
        }
    }

    fn region(&mut self, outer: &[Value], level: u32, depth: u32) {
        self.out.push_str("{\n");
        let blocks = 1 + self.rng.below(3);
        for b in 0..blocks {
            let mut scope: Vec<Value> = outer.to_vec();
            if b > 0 || self.rng.one_in(2) {
                self.indent(level);
                let _ = write!(self.out, "^bb{b}");
                let args: Vec<Value> = (0..self.rng.below(3))
                    .map(|_| {
                        let name = format!("%arg{}", self.next_value);
                        self.next_value += 1;
                        Value {
                            name,
                            ty: self.ty(1),
                        }
                    })
                    .collect();
                if !args.is_empty() {
                    let list: Vec<String> = args
                        .iter()
                        .map(|a| {
                            if self.rng.one_in(3) {
                                let loc = self.location(1);
                                format!("{}: {} loc({loc})", a.name, a.ty)
                            } else {
                                format!("{}: {}", a.name, a.ty)
                            }
                        })
                        .collect();
                    let _ = write!(self.out, "({})", list.join(", "));
                }
                self.out.push_str(":\n");
                scope.extend(args);
            }
            // A block holds at least one op (an empty one is an error); it
            // may end in a branch to labelled blocks of its region.
            for _ in 0..1 + self.rng.below(2) {
                self.op(&mut scope, level + 1, depth);
            }
            if blocks > 1 && self.rng.one_in(2) {
                let targets: Vec<usize> = (0..1 + self.rng.below(2))
                    .map(|_| 1 + self.rng.below(blocks - 1))
                    .collect();
                self.op_with_successors(&mut scope, level + 1, 0, &targets);
            }
        }
        self.indent(level);
        self.out.push('}');
    }

    // ===== types =====

    fn int_type(&mut self) -> String {
        let width = *self.rng.pick(INT_WIDTHS);
        let prefix = *self.rng.pick(&["i", "i", "si", "ui"]);
        format!("{prefix}{width}")
    }

    fn float_type(&mut self) -> &'static str {
        self.rng.pick(FLOATS).0
    }

    fn scalar_type(&mut self) -> String {
        match self.rng.below(5) {
            0 | 1 => self.int_type(),
            2 | 3 => self.float_type().to_string(),
            _ => "index".to_string(),
        }
    }

    fn shape(&mut self, dynamic: bool) -> String {
        let mut s = String::new();
        for _ in 0..self.rng.below(3) {
            if dynamic && self.rng.one_in(4) {
                s.push_str("?x");
            } else {
                let _ = write!(s, "{}x", 1 + self.rng.below(4));
            }
        }
        s
    }

    pub fn ty(&mut self, depth: u32) -> String {
        if !self.type_aliases.is_empty() && self.rng.one_in(8) {
            return self.rng.pick(&self.type_aliases).clone();
        }
        if depth == 0 {
            return self.scalar_type();
        }
        match self.rng.below(12) {
            0..=3 => self.scalar_type(),
            4 => {
                let scalable = self.rng.one_in(3);
                let n = 1 + self.rng.below(4);
                let element = self.scalar_type();
                if scalable {
                    format!("vector<[{n}]x{element}>")
                } else {
                    format!("vector<{n}x{}{element}>", self.shape(false))
                }
            }
            5 => {
                let element = self.ty(depth - 1);
                let element = if element.starts_with('(')
                    || element.starts_with("tensor")
                    || element.starts_with("memref")
                    || element == "none"
                    || element.starts_with("tuple")
                    || element.starts_with('!')
                {
                    "f32".to_string()
                } else {
                    element
                };
                if self.rng.one_in(4) {
                    format!("tensor<*x{element}>")
                } else if self.rng.one_in(5) {
                    // An encoding: any attribute.
                    let encoding = match self.rng.below(3) {
                        0 => self.string(),
                        1 => format!("#{}.enc{}", self.rng.pick(DIALECTS), self.rng.below(3)),
                        _ => self.dictionary(0),
                    };
                    format!("tensor<{}{element}, {encoding}>", self.shape(true))
                } else {
                    format!("tensor<{}{element}>", self.shape(true))
                }
            }
            6 => self.memref_type(),
            7 => {
                let part = if self.rng.one_in(2) {
                    self.int_type()
                } else {
                    self.float_type().to_string()
                };
                format!("complex<{part}>")
            }
            8 => {
                let parts: Vec<String> =
                    (0..self.rng.below(3)).map(|_| self.ty(depth - 1)).collect();
                format!("tuple<{}>", parts.join(", "))
            }
            9 => {
                let inputs: Vec<String> =
                    (0..self.rng.below(3)).map(|_| self.ty(depth - 1)).collect();
                let results: Vec<String> =
                    (0..self.rng.below(3)).map(|_| self.ty(depth - 1)).collect();
                format!("({}) -> ({})", inputs.join(", "), results.join(", "))
            }
            10 => "none".to_string(),
            _ => {
                let dialect = *self.rng.pick(DIALECTS);
                match self.rng.below(3) {
                    0 => format!("!{dialect}.t{}", self.rng.below(3)),
                    1 => format!("!{dialect}.t<{}, \"s\">", self.rng.below(9)),
                    _ => format!("!{dialect}<\"x y {}\">", self.rng.below(9)),
                }
            }
        }
    }

    fn memref_type(&mut self) -> String {
        let rank = self.rng.below(3);
        let dims: Vec<String> = (0..rank)
            .map(|_| {
                if self.rng.one_in(4) {
                    "?".to_string()
                } else {
                    (1 + self.rng.below(4)).to_string()
                }
            })
            .collect();
        let element = self.scalar_type();
        let mut s = String::from("memref<");
        for d in &dims {
            let _ = write!(s, "{d}x");
        }
        s.push_str(&element);
        match self.rng.below(4) {
            0 => {
                let strides: Vec<String> = (0..rank)
                    .map(|_| match self.rng.below(4) {
                        0 => "?".to_string(),
                        _ => self.rng.below(60).to_string(),
                    })
                    .collect();
                let _ = write!(s, ", strided<[{}]", strides.join(", "));
                if self.rng.one_in(2) {
                    let _ = write!(s, ", offset: {}", self.rng.below(9));
                }
                s.push('>');
            }
            1 => {
                let map = if self.rng.one_in(2) {
                    // An identity or permutation, which upstream may drop.
                    let ds: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
                    let mut results = ds.clone();
                    if self.rng.one_in(2) {
                        results.reverse();
                    }
                    format!(
                        "affine_map<({}) -> ({})>",
                        ds.join(", "),
                        results.join(", ")
                    )
                } else {
                    crate::affine::affine_map(&mut self.rng, rank, None)
                };
                let _ = write!(s, ", {map}");
            }
            _ => {}
        }
        if self.rng.one_in(3) {
            // Memory spaces: integers (0 is the default), strings, dictionaries.
            let space = match self.rng.below(6) {
                0 => self.string(),
                1 => self.dictionary(0),
                2 => format!("{} : i{}", self.rng.below(4), self.rng.pick(&[8, 16, 64])),
                _ => self.rng.below(4).to_string(),
            };
            let _ = write!(s, ", {space}");
        }
        s.push('>');
        s
    }

    // ===== attributes =====

    fn string(&mut self) -> String {
        let mut s = String::from("\"");
        for _ in 0..self.rng.below(4) {
            let piece: &&str = self.rng.pick(STRING_PIECES);
            s.push_str(piece);
        }
        s.push('"');
        s
    }

    fn int_literal(&mut self, ty: &str) -> String {
        let (signed, width) = if let Some(w) = ty.strip_prefix("si") {
            (Some(true), w.parse().unwrap_or(32))
        } else if let Some(w) = ty.strip_prefix("ui") {
            (Some(false), w.parse().unwrap_or(32))
        } else if ty == "index" {
            (Some(true), 64)
        } else {
            (None, ty.trim_start_matches('i').parse().unwrap_or(32))
        };
        let width: u32 = width;
        let magnitude_bits = width.min(60).saturating_sub(1).max(1);
        let value = self.rng.next_u64() >> (64 - magnitude_bits);
        let negative = signed != Some(false) && self.rng.one_in(2) && value != 0;
        if width == 1 {
            return match signed {
                Some(false) => self.rng.below(2).to_string(),
                Some(true) => (if self.rng.one_in(2) { "-1" } else { "0" }).to_string(),
                None => (if self.rng.one_in(2) { "true" } else { "false" }).to_string(),
            };
        }
        if negative {
            format!("-{value}")
        } else if self.rng.one_in(4) {
            format!("0x{value:X}")
        } else {
            value.to_string()
        }
    }

    /// `count` literals of the integer or float type `ty` (hexadecimal
    /// floats of `float_bits` bits at most).
    fn literals(&mut self, ty: &str, count: usize, float_bits: u32) -> Vec<String> {
        (0..count)
            .map(|_| {
                if ty.starts_with('f') {
                    self.float_literal(float_bits)
                } else {
                    self.int_literal(ty)
                }
            })
            .collect()
    }

    fn float_literal(&mut self, bits: u32) -> String {
        match self.rng.below(6) {
            0 => format!("0x{:X}", self.rng.next_u64() >> (64 - bits.min(64))),
            1 => "0.0".to_string(),
            2 => format!("-{}.{}", self.rng.below(100), self.rng.below(1000)),
            3 => format!(
                "{}.{}e{}",
                self.rng.below(10),
                self.rng.below(100),
                self.rng.below(40) as i64 - 20
            ),
            _ => format!("{}.{}", self.rng.below(1000), self.rng.below(100)),
        }
    }

    fn dictionary(&mut self, depth: u32) -> String {
        let mut keys: Vec<String> = Vec::new();
        let mut parts = Vec::new();
        for _ in 0..self.rng.below(4) {
            let key = match self.rng.below(6) {
                0 => format!("\"k {}\\C{}\"", self.rng.below(9), self.rng.below(9)),
                _ => format!(
                    "{}k{}",
                    self.rng.pick(&["", "foo.", "_"]),
                    self.rng.below(12)
                ),
            };
            if keys.contains(&key) {
                continue;
            }
            keys.push(key.clone());
            if self.rng.one_in(5) {
                parts.push(key);
            } else {
                let value = self.attr(depth);
                parts.push(format!("{key} = {value}"));
            }
        }
        format!("{{{}}}", parts.join(", "))
    }

    fn dense(&mut self) -> String {
        let n = 1 + self.rng.below(4);
        let container = if self.rng.one_in(2) {
            "tensor"
        } else {
            "vector"
        };
        match self.rng.below(9) {
            5 => {
                // Nested lists, or nothing for no elements.
                let ty = self.int_type();
                if self.rng.one_in(4) {
                    return format!("dense<> : tensor<0x{n}x{ty}>");
                }
                let rows: Vec<String> = (0..2)
                    .map(|_| {
                        let row: Vec<String> = (0..n).map(|_| self.int_literal(&ty)).collect();
                        format!("[{}]", row.join(", "))
                    })
                    .collect();
                format!("dense<[{}]> : {container}<2x{n}x{ty}>", rows.join(", "))
            }
            6 => {
                // Hex data: one element (a splat) or all of them.
                let (ty, bytes) = *self.rng.pick(&[
                    ("i8", 1),
                    ("i16", 2),
                    ("i32", 4),
                    ("i5", 1),
                    ("f16", 2),
                    ("bf16", 2),
                    ("f32", 4),
                    ("i64", 8),
                ]);
                let elements = if self.rng.one_in(3) { 1 } else { n };
                // No bits above an element's width: `mlir-opt-22` keeps those
                // and mishandles them (docs/text-format-upstream-bugs.md).
                let top = if ty == "i5" { 32 } else { 256 };
                let mut hex = String::from("0x");
                for _ in 0..elements * bytes {
                    let _ = write!(hex, "{:02X}", self.rng.below(top));
                }
                format!("dense<\"{hex}\"> : {container}<{n}x{ty}>")
            }
            7 => self.sparse(),
            0 | 1 => {
                let ty = self.int_type();
                let values: Vec<String> = (0..n).map(|_| self.int_literal(&ty)).collect();
                let body = if self.rng.one_in(3) {
                    values[0].clone()
                } else {
                    format!("[{}]", values.join(", "))
                };
                format!("dense<{body}> : {container}<{n}x{ty}>")
            }
            2 => {
                let (ty, bits) = *self.rng.pick(FLOATS);
                let values: Vec<String> = (0..n).map(|_| self.float_literal(bits)).collect();
                format!("dense<[{}]> : {container}<{n}x{ty}>", values.join(", "))
            }
            3 => {
                let part = if self.rng.one_in(2) {
                    self.float_type().to_string()
                } else {
                    self.int_type()
                };
                let lit = |g: &mut Self| {
                    if part.starts_with('f') || part.starts_with("bf") || part.starts_with("tf") {
                        g.float_literal(4)
                    } else {
                        g.int_literal(&part)
                    }
                };
                let values: Vec<String> = (0..n)
                    .map(|_| format!("({}, {})", lit(self), lit(self)))
                    .collect();
                format!(
                    "dense<[{}]> : tensor<{n}xcomplex<{part}>>",
                    values.join(", ")
                )
            }
            _ => {
                let values: Vec<String> = (0..n).map(|_| self.string()).collect();
                format!("dense<[{}]> : tensor<{n}x!foo.s>", values.join(", "))
            }
        }
    }

    /// `sparse<indices, values> : tensor<...>`, indices inside the shape.
    fn sparse(&mut self) -> String {
        let shape: Vec<usize> = (0..1 + self.rng.below(2))
            .map(|_| 1 + self.rng.below(4))
            .collect();
        let ty = *self.rng.pick(&["i32", "i8", "f32", "f16"]);
        let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        let tensor = format!("tensor<{}x{ty}>", dims.join("x"));
        if self.rng.one_in(6) {
            return format!("sparse<> : {tensor}");
        }
        let count = 1 + self.rng.below(3);
        let indices: Vec<String> = (0..count)
            .map(|_| {
                let index: Vec<String> = shape
                    .iter()
                    .map(|&d| self.rng.below(d).to_string())
                    .collect();
                format!("[{}]", index.join(", "))
            })
            .collect();
        let values = self.literals(ty, count, 16);
        format!(
            "sparse<[{}], [{}]> : {tensor}",
            indices.join(", "),
            values.join(", ")
        )
    }

    pub fn attr(&mut self, depth: u32) -> String {
        if !self.attr_aliases.is_empty() && self.rng.one_in(8) {
            return self.rng.pick(&self.attr_aliases).clone();
        }
        let leaf = depth == 0;
        match self.rng.below(if leaf { 10 } else { 20 }) {
            0 => "unit".to_string(),
            1 => self.rng.pick(&["true", "false"]).to_string(),
            2 => {
                let ty = self.int_type();
                let v = self.int_literal(&ty);
                if ty == "i1" { v } else { format!("{v} : {ty}") }
            }
            3 => {
                let (ty, bits) = *self.rng.pick(FLOATS);
                format!("{} : {ty}", self.float_literal(bits))
            }
            4 => self.string(),
            5 => {
                let s = self.string();
                format!("{s} : {}", self.scalar_type())
            }
            6 => self.ty(1),
            7 => {
                let mut s = if self.rng.one_in(4) {
                    format!("@\"q {}\\C6\"", self.rng.below(5))
                } else {
                    format!("@s{}", self.rng.below(5))
                };
                for _ in 0..self.rng.below(3) {
                    let _ = write!(s, "::@n{}", self.rng.below(3));
                }
                s
            }
            8 => {
                let ty = *self.rng.pick(&["i8", "i16", "i32", "i64", "f32", "f64"]);
                let count = self.rng.below(4);
                let values = self.literals(ty, count, 32);
                if values.is_empty() {
                    format!("array<{ty}>")
                } else {
                    format!("array<{ty}: {}>", values.join(", "))
                }
            }
            9 => {
                let dialect = *self.rng.pick(DIALECTS);
                match self.rng.below(4) {
                    0 => format!("#{dialect}.a{}", self.rng.below(3)),
                    1 => format!("#{dialect}.a<{}>", self.rng.below(9)),
                    2 => format!("#{dialect}.a : {}", self.scalar_type()),
                    _ => format!("#{dialect}<\"b {}\">", self.rng.below(9)),
                }
            }
            10 | 11 => {
                let elements: Vec<String> = (0..self.rng.below(4))
                    .map(|_| self.attr(depth - 1))
                    .collect();
                format!("[{}]", elements.join(", "))
            }
            12 => self.dictionary(depth - 1),
            13 | 14 => self.dense(),
            15 => {
                let rank = 1 + self.rng.below(3);
                let strides: Vec<String> =
                    (0..rank).map(|_| self.rng.below(60).to_string()).collect();
                format!(
                    "strided<[{}], offset: {}>",
                    strides.join(", "),
                    self.rng.below(5)
                )
            }
            16 => {
                let id = match self.distinct.len() {
                    0 => 0,
                    n if self.rng.one_in(3) => self.distinct[self.rng.below(n)],
                    n => n as u32,
                };
                if self.distinct.contains(&id) {
                    // The same id must refer to the same attribute.
                    return format!("distinct[{id}]<>");
                }
                self.distinct.push(id);
                format!("distinct[{id}]<>")
            }
            17 => {
                let name = format!("blob{}", self.rng.below(3));
                if !self.resources.contains(&name) {
                    self.resources.push(name.clone());
                }
                format!("dense_resource<{name}> : tensor<2xi32>")
            }
            18 => format!("loc({})", self.location(1)),
            _ => {
                if self.rng.one_in(3) {
                    crate::affine::affine_set(&mut self.rng)
                } else {
                    let dims = self.rng.below(3);
                    crate::affine::affine_map(&mut self.rng, dims, None)
                }
            }
        }
    }

    // ===== locations =====

    pub fn location(&mut self, depth: u32) -> String {
        let file = self
            .rng
            .pick(&["a.mlir", "dir/b.c", "", "q r", "\\C6x"])
            .to_string();
        match self.rng.below(if depth == 0 { 4 } else { 7 }) {
            0 => "unknown".to_string(),
            1 => format!("\"{file}\":{}:{}", self.rng.below(100), self.rng.below(80)),
            2 => format!(
                "\"{file}\":{}:{} to {}:{}",
                self.rng.below(10),
                self.rng.below(10),
                10 + self.rng.below(10),
                self.rng.below(10)
            ),
            3 => format!("\"name{}\"", self.rng.below(4)),
            4 => format!("\"n{}\"({})", self.rng.below(4), self.location(depth - 1)),
            5 => format!(
                "callsite({} at {})",
                self.location(depth - 1),
                self.location(depth - 1)
            ),
            _ => {
                let locs: Vec<String> = (0..1 + self.rng.below(3))
                    .map(|_| self.location(depth - 1))
                    .collect();
                if self.rng.one_in(2) {
                    format!("fused[{}]", locs.join(", "))
                } else {
                    format!("fused<\"meta\">[{}]", locs.join(", "))
                }
            }
        }
    }
}
