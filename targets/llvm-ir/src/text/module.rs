//! An LLVM module being written: the header (data layout and triple), named
//! struct types, private string constants, global variables, function
//! definitions, the declarations of the intrinsics they call, attribute
//! groups and named metadata, printed in the order `clang -emit-llvm` prints
//! them (<https://llvm.org/docs/LangRef.html#module-structure>).

use std::fmt::Write;
use std::rc::Rc;

use indexmap::IndexMap;

use super::{Ty, quoted_name};

/// An intrinsic (or other external function) declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Declaration {
    pub ret: Ty,
    pub params: Vec<Ty>,
    /// The attribute group text (`memory(none)`), if any.
    pub attrs: Option<&'static str>,
}

/// A module under construction.
#[derive(Debug, Default)]
pub struct Module {
    pub source_filename: Option<String>,
    pub data_layout: String,
    pub triple: String,
    /// Named struct bodies, by final name.
    structs: IndexMap<Rc<str>, Ty>,
    /// String constants by their contents: the global's name.
    strings: IndexMap<String, String>,
    globals: Vec<String>,
    functions: Vec<String>,
    declarations: IndexMap<String, Declaration>,
    /// Attribute group bodies, numbered in order of first use.
    attribute_groups: IndexMap<String, ()>,
    metadata: Vec<String>,
}

impl Module {
    /// An empty module with `data_layout` and `triple`.
    pub fn new(data_layout: &str, triple: String) -> Module {
        Module {
            data_layout: data_layout.to_owned(),
            triple,
            ..Module::default()
        }
    }

    /// The named struct `%base` (or `%base.N`, as LLVM uniques names) with
    /// `body`, defined once per distinct body.
    pub fn named_struct(&mut self, base: &str, body: Ty) -> Ty {
        let mut suffix = 0usize;
        loop {
            let name: Rc<str> = if suffix == 0 {
                base.into()
            } else {
                format!("{base}.{}", suffix - 1).into()
            };
            match self.structs.get(&name) {
                Some(existing) if *existing == body => return Ty::Named(name),
                Some(_) => suffix += 1,
                None => {
                    self.structs.insert(name.clone(), body);
                    return Ty::Named(name);
                }
            }
        }
    }

    /// The body of a named struct defined here.
    pub fn struct_body(&self, name: &str) -> Option<&Ty> {
        self.structs.get(name)
    }

    /// A private string constant holding `text` and a NUL, named `@.str`,
    /// `@.str.1`, ... as clang names them, or `@<prefix>.str` when a prefix
    /// is given (clang's cbuffer names).
    pub fn string(&mut self, text: &str, prefix: Option<&str>) -> String {
        let key = format!("{}\u{0}{text}", prefix.unwrap_or(""));
        if let Some(name) = self.strings.get(&key) {
            return name.clone();
        }
        let name = match prefix {
            Some(prefix) => format!("@{}", quoted_name(&format!("{prefix}.str"))),
            None => {
                let plain = self
                    .strings
                    .keys()
                    .filter(|k| k.starts_with('\u{0}'))
                    .count();
                if plain == 0 {
                    "@.str".to_owned()
                } else {
                    format!("@.str.{plain}")
                }
            }
        };
        let mut bytes = String::new();
        for byte in text.bytes().chain(std::iter::once(0)) {
            if byte.is_ascii_graphic() && byte != b'"' && byte != b'\\' || byte == b' ' {
                bytes.push(byte as char);
            } else {
                let _ = write!(bytes, "\\{byte:02X}");
            }
        }
        self.globals.push(format!(
            "{name} = private unnamed_addr constant [{} x i8] c\"{bytes}\", align 1",
            text.len() + 1
        ));
        self.strings.insert(key, name.clone());
        name
    }

    /// Adds a global variable definition line.
    pub fn global(&mut self, line: String) {
        self.globals.push(line);
    }

    /// Declares the function `name` (once) and returns its name.
    pub fn declare(&mut self, name: &str, declaration: Declaration) -> String {
        self.declarations
            .entry(name.to_owned())
            .or_insert(declaration);
        name.to_owned()
    }

    /// The number of the attribute group with `body`.
    pub fn attribute_group(&mut self, body: &str) -> usize {
        let (index, _) = self.attribute_groups.insert_full(body.to_owned(), ());
        index
    }

    /// Adds a function definition's full text.
    pub fn function(&mut self, text: String) {
        self.functions.push(text);
    }

    /// Adds a named metadata line (`!hlsl.cbs = !{!0}` and its nodes).
    pub fn metadata(&mut self, line: String) {
        self.metadata.push(line);
    }

    pub fn print(mut self) -> String {
        // Declarations with attributes get their groups after every function's.
        let decl_groups: Vec<Option<usize>> = self
            .declarations
            .values()
            .map(|d| d.attrs)
            .collect::<Vec<_>>()
            .into_iter()
            .map(|attrs| attrs.map(|body| self.attribute_group(body)))
            .collect();
        let mut out = String::new();
        if let Some(source) = &self.source_filename {
            let _ = writeln!(out, "; ModuleID = '{source}'");
            let _ = writeln!(out, "source_filename = \"{source}\"");
        }
        let _ = writeln!(out, "target datalayout = \"{}\"", self.data_layout);
        let _ = writeln!(out, "target triple = \"{}\"", self.triple);
        if !self.structs.is_empty() {
            out.push('\n');
            for (name, body) in &self.structs {
                let _ = writeln!(out, "%{} = type {body}", quoted_name(name));
            }
        }
        if !self.globals.is_empty() {
            out.push('\n');
            for global in &self.globals {
                let _ = writeln!(out, "{global}");
            }
        }
        for function in &self.functions {
            out.push('\n');
            out.push_str(function);
        }
        for ((name, decl), group) in self.declarations.iter().zip(&decl_groups) {
            out.push('\n');
            let params: Vec<String> = decl.params.iter().map(Ty::to_string).collect();
            let _ = write!(out, "declare {} @{}({})", decl.ret, name, params.join(", "));
            if let Some(group) = group {
                let _ = write!(out, " #{group}");
            }
            out.push('\n');
        }
        if !self.attribute_groups.is_empty() {
            out.push('\n');
            for (index, body) in self.attribute_groups.keys().enumerate() {
                let _ = writeln!(out, "attributes #{index} = {{ {body} }}");
            }
        }
        if !self.metadata.is_empty() {
            out.push('\n');
            for line in &self.metadata {
                let _ = writeln!(out, "{line}");
            }
        }
        out
    }
}
