//! Printer tests on IR built in Rust: custom printers and result names (checked
//! against what `mlir-opt-22` prints for the same ops), default dialects, the
//! dialect alias hook, nested-op printing, and nesting far deeper than the parser
//! accepts.

use std::sync::Arc;

use crate::Context;
use crate::dialect::{Dialect, OpDef, Traits};
use crate::ir::{
    AttrKind, Attribute, BlockId, DialectTypeStorage, InsertPoint, Ir, Location, NamedAttribute,
    OpId, OperationState, RegionId, Type, TypeKind, Value,
};

use super::names::SsaNames;
use super::{AsmPrinter, PrintOptions, print_op, type_to_string};

// ===== a miniature of upstream ops, printed as upstream prints them =====

/// `arith.constant 42 : i32`, named `%c42_i32`.
fn print_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    if let Some(value) = ir.prop(op, "value") {
        p.print_attribute(value);
    }
}

fn constant_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    let ctx = ir.ctx();
    let Some(value) = ir.prop(op, "value") else {
        return;
    };
    if let AttrKind::Integer { value: v, ty } = ctx.attr_kind(value) {
        let text = format!("c{v}_{}", type_to_string(ctx, *ty));
        name(ir.result(op, 0), &text);
    }
}

/// `memref.extract_strided_metadata %m : T -> base, offset, sizes..., strides...`.
fn print_metadata(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    p.write_str(" : ");
    p.print_type_list(ir.operand_types(op));
    p.write_str(" -> ");
    p.print_type_list(ir.result_types(op));
    p.print_optional_attr_dict(ir.attrs(op), &[]);
}

fn metadata_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    let results = ir.results(op);
    let rank = (results.len() - 2) / 2;
    name(results[0], "base_buffer");
    name(results[1], "offset");
    if rank > 0 {
        name(results[2], "sizes");
        name(results[2 + rank], "strides");
    }
}

/// `demo.ret %a : i32`, a terminator.
fn print_ret(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_operands(op) != 0 {
        p.write_char(' ');
        p.print_operands(ir.operands(op));
        p.write_str(" : ");
        p.print_type_list(ir.operand_types(op));
    }
}

/// `demo.fn @name(%x: i32 {attrs}) {` region `}`: entry arguments printed as
/// region arguments (named `%in0`, ...), entry block header left out.
fn print_fn(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ctx = p.ctx();
    p.write_char(' ');
    if let Some(name) = ir.prop(op, "sym_name")
        && let AttrKind::String { value, .. } = ctx.attr_kind(name)
    {
        p.print_symbol_name(&String::from_utf8_lossy(value));
    }
    let region = ir.region(op, 0);
    let entry = ir.entry_block(region).expect("demo.fn has a body");
    p.write_char('(');
    for (i, &arg) in ir.block_args(entry).iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let tag = [NamedAttribute {
            name: ctx.ident("demo.tag"),
            value: ctx.unit_attr(),
        }];
        p.print_region_argument(arg, if i == 0 { &tag } else { &[] }, false);
    }
    p.write_str(") ");
    p.print_region(region, false, true, false);
}

fn fn_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if let Some(entry) = ir.entry_block(ir.region(op, 0)) {
        for (i, &arg) in ir.block_args(entry).iter().enumerate() {
            name(arg, &format!("in{i}"));
        }
    }
}

static ARITH: Dialect = Dialect::new(
    "arith",
    &[OpDef {
        print: Some(print_constant),
        asm_names: Some(constant_names),
        ..OpDef::new("arith.constant")
    }
    .properties(&["value"])],
);

static MEMREF: Dialect = Dialect::new(
    "memref",
    &[OpDef {
        print: Some(print_metadata),
        asm_names: Some(metadata_names),
        ..OpDef::new("memref.extract_strided_metadata")
    }],
);

static DEMO: Dialect = Dialect::new(
    "demo",
    &[
        OpDef::new("demo.container").default_dialect("demo"),
        OpDef {
            print: Some(print_ret),
            ..OpDef::new("demo.ret").traits(Traits::TERMINATOR)
        },
        OpDef {
            print: Some(print_ret),
            ..OpDef::new("demo.a.b")
        },
        OpDef {
            print: Some(print_fn),
            asm_names: Some(fn_names),
            ..OpDef::new("demo.fn")
                .traits(Traits::ISOLATED_FROM_ABOVE)
                .default_dialect("demo")
        }
        .properties(&["sym_name"]),
    ],
);

/// A type whose storage asks for an alias.
#[derive(Debug, PartialEq, Eq, Hash)]
struct Aliased(u32);

impl DialectTypeStorage for Aliased {
    const DIALECT: &'static str = "demo";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("aliased<");
        p.write_int(self.0);
        p.write_str(", ");
        let ctx = p.ctx();
        p.print_type(ctx.common().i32);
        p.write_char('>');
    }
    fn alias(&self) -> Option<String> {
        Some("demo_t".to_string())
    }
}

/// A type with a body that is not an identifier: printed as `!demo<...>`.
#[derive(Debug, PartialEq, Eq, Hash)]
struct Verbose;

impl DialectTypeStorage for Verbose {
    const DIALECT: &'static str = "demo";
    fn print(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("1 + 1");
    }
}

// ===== building IR =====

struct Builder {
    ctx: Arc<Context>,
    ir: Ir,
}

impl Builder {
    /// The type of `demo`'s dialect type storage `storage`.
    fn dialect_type(&self, storage: impl DialectTypeStorage) -> Type {
        self.ctx
            .intern_type(TypeKind::Dialect(crate::ir::DialectType::new(storage)))
    }

    fn new() -> Builder {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        ctx.register_dialect(&ARITH);
        ctx.register_dialect(&MEMREF);
        ctx.register_dialect(&DEMO);
        let ctx = Arc::new(ctx);
        Builder {
            ir: Ir::new(ctx.clone()),
            ctx,
        }
    }

    fn loc(&self) -> Location {
        self.ctx.unknown_loc()
    }

    /// A detached op with one region holding one block with `args`.
    fn container(&mut self, name: &str, args: &[Type]) -> (OpId, BlockId) {
        let loc = self.loc();
        let region = self.ir.create_region();
        let args: Vec<(Type, Location)> = args.iter().map(|&t| (t, loc)).collect();
        let block = self.ir.create_block(&args);
        self.ir.push_block(region, block);
        let mut state = OperationState::new(self.ctx.ident(name), loc);
        state.regions.push(region);
        (self.ir.create_op(state), block)
    }

    fn module(&mut self) -> (OpId, BlockId) {
        self.container("builtin.module", &[])
    }

    fn op(&mut self, block: BlockId, name: &str, operands: &[Value], results: &[Type]) -> OpId {
        let mut state = OperationState::new(self.ctx.ident(name), self.loc());
        state.operands = operands.to_vec();
        state.result_types = results.to_vec();
        self.ir.insert_op(InsertPoint::at_end(block), state)
    }

    fn constant(&mut self, block: BlockId, value: i32) -> Value {
        let mut state = OperationState::new(self.ctx.ident("arith.constant"), self.loc());
        state.result_types.push(self.ctx.common().i32);
        state.properties = Some(self.ctx.dictionary_attr([NamedAttribute {
            name: self.ctx.ident("value"),
            value: self.ctx.i32_attr(value),
        }]));
        let op = self.ir.insert_op(InsertPoint::at_end(block), state);
        self.ir.result(op, 0)
    }

    /// An op with regions each holding one empty block.
    fn with_regions(
        &mut self,
        block: BlockId,
        name: &str,
        operands: &[Value],
        results: &[Type],
        n: usize,
    ) -> (OpId, Vec<BlockId>) {
        let mut state = OperationState::new(self.ctx.ident(name), self.loc());
        state.operands = operands.to_vec();
        state.result_types = results.to_vec();
        let mut blocks = Vec::new();
        for _ in 0..n {
            let region: RegionId = self.ir.create_region();
            let b = self.ir.create_block(&[]);
            self.ir.push_block(region, b);
            state.regions.push(region);
            blocks.push(b);
        }
        (self.ir.insert_op(InsertPoint::at_end(block), state), blocks)
    }

    fn print(&self, op: OpId, opts: PrintOptions) -> String {
        print_op(&self.ir, op, &opts)
    }
}

/// The `mlir-opt-22` output for
/// ```mlir
/// "foo.func"() ({
/// ^bb0(%a: i32, %b: i1, %m: memref<4x4xf32>):
///   %0 = arith.constant 42 : i32   (twice), then a two-region "foo.if" with
///   constants in each region, one more constant, extract_strided_metadata, a use
/// }) : () -> ()
/// "foo.func"() ({ %0 = arith.constant 42 : i32 }) : () -> ()
/// ```
const UPSTREAM_NAMES: &str = r#"module {
  "foo.func"() ({
  ^bb0(%arg0: i32, %arg1: i1, %arg2: memref<4x4xf32>):
    %c42_i32 = arith.constant 42 : i32
    %c42_i32_0 = arith.constant 42 : i32
    %0 = "foo.if"(%arg1) ({
      %c42_i32_2 = arith.constant 42 : i32
      "foo.yield"(%c42_i32_2) : (i32) -> ()
    }, {
      %c42_i32_2 = arith.constant 42 : i32
      %c7_i32 = arith.constant 7 : i32
      "foo.yield"(%c42_i32_2) : (i32) -> ()
    }) : (i1) -> i32
    %c42_i32_1 = arith.constant 42 : i32
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
    "foo.use"(%sizes#1, %strides#0, %offset, %base_buffer, %c42_i32_1) : (index, index, index, memref<f32>, i32) -> ()
  }) : () -> ()
  "foo.func"() ({
    %c42_i32 = arith.constant 42 : i32
  }) : () -> ()
}
"#;

/// Its `--mlir-print-op-generic` form, up to the first region.
const UPSTREAM_NAMES_GENERIC_HEAD: &str = r#""builtin.module"() ({
  "foo.func"() ({
  ^bb0(%arg0: i32, %arg1: i1, %arg2: memref<4x4xf32>):
    %1 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %3 = "foo.if"(%arg1) ({
      %8 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      "foo.yield"(%8) : (i32) -> ()"#;

fn upstream_names_ir() -> (Builder, OpId) {
    let mut b = Builder::new();
    let (module, body) = b.module();
    let c = &b.ctx;
    let (i32t, i1, index) = (c.common().i32, c.common().i1, c.common().index);
    let f32t = c.common().f32;
    let memref = c.intern_type(TypeKind::MemRef {
        shape: [4, 4].into(),
        element: f32t,
        layout: None,
        memory_space: None,
    });
    let memref0 = c.intern_type(TypeKind::MemRef {
        shape: [].into(),
        element: f32t,
        layout: None,
        memory_space: None,
    });
    let (func, entry) = b.container("foo.func", &[i32t, i1, memref]);
    b.ir.attach_op(InsertPoint::at_end(body), func);
    let args = b.ir.block_args(entry).to_vec();
    b.constant(entry, 42);
    b.constant(entry, 42);
    let (_, arms) = b.with_regions(entry, "foo.if", &[args[1]], &[i32t], 2);
    let then = b.constant(arms[0], 42);
    b.op(arms[0], "foo.yield", &[then], &[]);
    let other = b.constant(arms[1], 42);
    b.constant(arms[1], 7);
    b.op(arms[1], "foo.yield", &[other], &[]);
    let last = b.constant(entry, 42);
    let meta = b.op(
        entry,
        "memref.extract_strided_metadata",
        &[args[2]],
        &[memref0, index, index, index, index, index],
    );
    let r = b.ir.results(meta).to_vec();
    b.op(entry, "foo.use", &[r[3], r[4], r[1], r[0], last], &[]);
    let (func2, entry2) = b.container("foo.func", &[]);
    b.ir.attach_op(InsertPoint::at_end(body), func2);
    b.constant(entry2, 42);
    (b, module)
}

#[test]
fn result_names_conflicts_and_groups_match_upstream() {
    let (b, module) = upstream_names_ir();
    assert_eq!(b.print(module, PrintOptions::default()), UPSTREAM_NAMES);
}

#[test]
fn generic_form_ignores_names_and_numbers_uniquely() {
    let (b, module) = upstream_names_ir();
    let text = b.print(module, PrintOptions::default().print_generic_op_form());
    assert!(text.starts_with(UPSTREAM_NAMES_GENERIC_HEAD), "{text}");
}

#[test]
fn inherent_attributes_print_as_properties() {
    let mut b = Builder::new();
    let (module, body) = b.module();
    let mut state = OperationState::new(b.ctx.ident("arith.constant"), b.loc());
    state.result_types.push(b.ctx.common().i32);
    state.attributes.push(NamedAttribute {
        name: b.ctx.ident("value"),
        value: b.ctx.i32_attr(5),
    });
    state.attributes.push(NamedAttribute {
        name: b.ctx.ident("tag"),
        value: b.ctx.unit_attr(),
    });
    b.ir.insert_op(InsertPoint::at_end(body), state);
    let mut empty = OperationState::new(b.ctx.ident("demo.ret"), b.loc());
    empty.properties = Some(b.ctx.dictionary_attr([]));
    b.ir.insert_op(InsertPoint::at_end(body), empty);
    let opts = PrintOptions::default().print_generic_op_form();
    assert_eq!(
        b.print(module, opts),
        "\"builtin.module\"() ({\n  %0 = \"arith.constant\"() <{value = 5 : i32}> {tag} : () -> i32\n  \
         \"demo.ret\"() : () -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn default_dialect_elides_single_dot_names_only() {
    let mut b = Builder::new();
    let (module, body) = b.module();
    let (container, inner) = b.container("demo.container", &[]);
    b.ir.attach_op(InsertPoint::at_end(body), container);
    let v = b.constant(inner, 1);
    b.op(inner, "demo.a.b", &[v], &[]);
    b.op(inner, "demo.ret", &[v], &[]);
    b.op(body, "demo.ret", &[], &[]);
    assert_eq!(
        b.print(module, PrintOptions::default()),
        "module {\n  \"demo.container\"() ({\n    %c1_i32 = arith.constant 1 : i32\n    \
         demo.a.b %c1_i32 : i32\n    ret %c1_i32 : i32\n  }) : () -> ()\n  demo.ret\n}\n"
    );
}

#[test]
fn region_arguments_names_and_locations() {
    let mut b = Builder::new();
    let (module, body) = b.module();
    let i32t = b.ctx.common().i32;
    let (func, entry) = b.container("demo.fn", &[i32t, i32t]);
    b.ir.set_prop(func, "sym_name", b.ctx.string_attr("f"));
    b.ir.attach_op(InsertPoint::at_end(body), func);
    let args = b.ir.block_args(entry).to_vec();
    let arg_loc = b.ctx.file_line_col("a.c", 1, 2);
    b.ir.set_value_loc(args[0], arg_loc);
    b.op(entry, "demo.ret", &[args[1]], &[]);
    assert_eq!(
        b.print(module, PrintOptions::default()),
        "module {\n  demo.fn @f(%in0: i32 {demo.tag}, %in1: i32) {\n    ret %in1 : i32\n  }\n}\n"
    );
    // Region-argument locations print inline, yet their aliases are defined
    // before the module (as upstream does for `func.func` arguments).
    let text = b.print(module, PrintOptions::default().enable_debug_info());
    assert_eq!(
        text,
        "#loc = loc(unknown)\n#loc1 = loc(\"a.c\":1:2)\nmodule {\n  \
         demo.fn @f(%in0: i32 {demo.tag} loc(\"a.c\":1:2), %in1: i32 loc(unknown)) {\n    \
         ret %in1 : i32 loc(#loc)\n  } loc(#loc)\n} loc(#loc)\n"
    );
}

#[test]
fn dialect_types_alias_and_pick_their_form() {
    let mut b = Builder::new();
    let (module, body) = b.module();
    let aliased = b.dialect_type(Aliased(3));
    let verbose = b.dialect_type(Verbose);
    b.op(body, "foo.op", &[], &[aliased, verbose]);
    assert_eq!(
        b.print(module, PrintOptions::default()),
        "!demo_t = !demo.aliased<3, i32>\nmodule {\n  %0:2 = \"foo.op\"() : () -> (!demo_t, !demo<1 + 1>)\n}\n"
    );
    assert_eq!(type_to_string(&b.ctx, aliased), "!demo.aliased<3, i32>");
}

#[test]
fn nested_ops_print_with_the_names_of_their_root() {
    let (b, module) = upstream_names_ir();
    let body = b.ir.entry_block(b.ir.region(module, 0)).unwrap();
    let func = b.ir.first_op(body).unwrap();
    let entry = b.ir.entry_block(b.ir.region(func, 0)).unwrap();
    let use_op = b.ir.last_op(entry).unwrap();
    assert_eq!(
        b.print(use_op, PrintOptions::default()),
        "\"foo.use\"(%sizes#1, %strides#0, %offset, %base_buffer, %c42_i32_1) : (index, index, index, memref<f32>, i32) -> ()"
    );
    // With local scope the root is the nearest isolated-from-above ancestor,
    // here the module (unregistered `foo.func` is not isolated).
    let local = b.print(use_op, PrintOptions::default().use_local_scope());
    assert_eq!(local, b.print(use_op, PrintOptions::default()));
    // A nested op prints alone: no aliases, no final newline.
    let func = b.ir.next_op(func).unwrap();
    let text = b.print(
        func,
        PrintOptions::default()
            .use_local_scope()
            .print_generic_op_form(),
    );
    assert_eq!(
        text,
        "\"foo.func\"() ({\n  %0 = \"arith.constant\"() <{value = 42 : i32}> : () -> i32\n}) : () -> ()"
    );
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    // Far beyond what fits the 2 MiB stack of a test thread without growing it;
    // regions stay fewer since their indentation makes the text quadratic.
    const REGIONS: usize = 2_000;
    const ATTRS: usize = 10_000;
    let mut b = Builder::new();
    let (module, body) = b.module();
    let mut block = body;
    for _ in 0..REGIONS {
        let (_, inner) = b.with_regions(block, "foo.r", &[], &[], 1);
        block = inner[0];
    }
    let mut attr: Attribute = b.ctx.i32_attr(1);
    let mut ty: Type = b.ctx.common().i32;
    for _ in 0..ATTRS {
        attr = b.ctx.array_attr(&[attr]);
        ty = b.ctx.intern_type(TypeKind::Tuple([ty].into()));
    }
    let leaf = b.op(block, "foo.leaf", &[], &[ty]);
    b.ir.set_attr(leaf, "a", attr);
    let text = b.print(module, PrintOptions::default());
    assert_eq!(text.matches("\"foo.r\"() ({").count(), REGIONS);
    assert!(text.contains(&format!(
        "{{a = {}1 : i32{}}}",
        "[".repeat(ATTRS),
        "]".repeat(ATTRS)
    )));
    assert!(text.contains(&format!(
        "{}i32{}",
        "tuple<".repeat(ATTRS),
        ">".repeat(ATTRS)
    )));
    let generic = b.print(
        module,
        PrintOptions::default()
            .print_generic_op_form()
            .enable_debug_info(),
    );
    assert!(generic.ends_with("#loc = loc(unknown)\n"));
}

#[test]
fn streamed_text_is_the_printed_text() {
    let mut b = Builder::new();
    let (module, body) = b.module();
    let aliased = b.dialect_type(Aliased(3));
    let verbose = b.dialect_type(Verbose);
    // Enough ops for the text to go out in several pieces, nested regions among
    // them, and aliases before and (locations) after the module.
    for i in 0..3000 {
        if i % 100 == 0 {
            let (_, inner) = b.with_regions(body, "foo.r", &[], &[], 1);
            b.op(inner[0], "foo.in", &[], &[verbose]);
        }
        b.op(body, "foo.op", &[], &[aliased, verbose]);
    }
    for opts in [
        PrintOptions::default(),
        PrintOptions::default()
            .print_generic_op_form()
            .enable_debug_info(),
    ] {
        let text = print_op(&b.ir, module, &opts);
        assert!(text.len() > 2 * (1 << 16));
        let mut streamed = Vec::new();
        super::write_op_to(&b.ir, module, &opts, &mut streamed).unwrap();
        assert!(streamed == text.as_bytes());
    }

    /// Accepts `room` bytes, then fails.
    struct Full {
        room: usize,
    }
    impl std::io::Write for Full {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if self.room == 0 {
                return Err(std::io::Error::other("device full"));
            }
            let n = buf.len().min(self.room);
            self.room -= n;
            Ok(n)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let error = super::write_op_to(
        &b.ir,
        module,
        &PrintOptions::default(),
        &mut Full { room: 100_000 },
    );
    assert_eq!(error.unwrap_err().to_string(), "device full");
}

/// The names of every value and block of `root`'s tree as `names` prints
/// them, the regions of the body's ops named by
/// [`SsaNames::for_deferred_op`] where `names` left them.
fn all_names(ir: &Ir, root: OpId, names: &Arc<SsaNames>, opts: &PrintOptions) -> Vec<String> {
    let mut out = Vec::new();
    let mut write = |names: &SsaNames, op: OpId| {
        let mut text = super::text::Text::new();
        for &value in ir.results(op) {
            names.write_value(&mut text, Some(ir), value, true);
            text.push(' ');
        }
        for &region in ir.regions(op) {
            for &block in ir.region_blocks(region) {
                names.write_block(&mut text, block);
                for &arg in ir.block_args(block) {
                    names.write_value(&mut text, Some(ir), arg, true);
                    text.push(' ');
                }
            }
        }
        out.push(text.into_string());
    };
    write(names, root);
    let body = ir.region_blocks(ir.regions(root)[0])[0];
    for op in ir.block_ops(body) {
        let local = SsaNames::for_deferred_op(names, ir, op, opts).map(Arc::new);
        let names = local.as_ref().unwrap_or(names);
        ir.walk(op, |nested| write(names, nested));
    }
    out
}

#[test]
fn names_left_to_each_op_match_names_of_the_whole_tree() {
    let (mut b, module) = upstream_names_ir();
    // Module-level values whose names the functions' constants then avoid,
    // and a function nested in a second level of regions.
    let body = b.ir.region_blocks(b.ir.regions(module)[0])[0];
    b.constant(body, 42);
    b.constant(body, 7);
    let i32t = b.ctx.common().i32;
    let (func, entry) = b.container("foo.func", &[i32t]);
    b.ir.attach_op(InsertPoint::at_end(body), func);
    let c = b.constant(entry, 42);
    let (_, arms) = b.with_regions(entry, "foo.if", &[c], &[i32t], 2);
    let (inner, inner_entry) = b.container("foo.func", &[i32t]);
    b.ir.attach_op(InsertPoint::at_end(arms[0]), inner);
    b.constant(inner_entry, 7);
    b.constant(arms[1], 42);
    for opts in [
        PrintOptions::default(),
        PrintOptions::default().print_generic_op_form(),
    ] {
        let eager = Arc::new(SsaNames::compute(&b.ir, module, &opts));
        let deferred = Arc::new(SsaNames::compute_deferred(&b.ir, module, &opts));
        let expected = all_names(&b.ir, module, &eager, &opts);
        assert_eq!(all_names(&b.ir, module, &deferred, &opts), expected);
        let conflicts = expected.iter().any(|n| n.contains("%c42_i32_"));
        assert_eq!(conflicts, !opts.generic, "{expected:?}");
    }
    let opts = PrintOptions::default();
    let deferred = Arc::new(SsaNames::compute_deferred(&b.ir, module, &opts));
    assert!(SsaNames::for_deferred_op(&deferred, &b.ir, func, &opts).is_some());
}
