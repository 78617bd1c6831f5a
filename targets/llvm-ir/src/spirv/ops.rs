//! The `hlsl` ops as LLVM 22's SPIR-V intrinsics
//! (`llvm/include/llvm/IR/IntrinsicsSPIRV.td`) and the loads and stores
//! clang 22 emits around them, with LLVM's overload mangling. Each row of
//! [`rules`] is one op:
//!
//! | op | LLVM 22 |
//! |---|---|
//! | `hlsl.handlefrombinding`, `hlsl.handlefromimplicitbinding` | `@llvm.spv.resource.handlefrombinding.H(i32 set, i32 binding, i32 range_size, i32 index, ptr name)` (or `handlefromimplicitbinding.H(i32 order_id, i32 set, ...)`); a non-uniform index goes through `@llvm.spv.resource.nonuniformindex` |
//! | `hlsl.counterhandlefrombinding`, `...implicitbinding` | `@llvm.spv.resource.counterhandlefrombinding.C.H(H main, i32 binding, i32 set)` (or `(H main, i32 order_id, i32 set)`) |
//! | `hlsl.buffer.load` / `store`, structured | `@llvm.spv.resource.getpointer.p11.H(H, i32 index)`, `getelementptr` to the member, `load` / `store` |
//! | `hlsl.buffer.load` / `store`, byte-address | the word `offset >> 2`, one `getpointer` + `load` / `store` of `i32` per word |
//! | `hlsl.buffer.load` / `store`, typed | `getpointer` of the texel, `load` / `store` of the element (LLVM makes them `OpImageFetch` / `OpImageRead` / `OpImageWrite`) |
//! | `hlsl.cbuffer.load` | `load` from the member's `addrspace(12)` global ([`super::cbuffer`]) |
//! | `hlsl.updatecounter` | `i32 @llvm.spv.resource.updatecounter.C(C, i8 delta)` |
//! | `hlsl.texture.load` / `store` of a one-dimensional RW texture | `getpointer` of the texel, `load` / `store` |
//! | `hlsl.system_value` | `@llvm.spv.thread.id.i32`, `group.id.i32`, `thread.id.in.group.i32` (one call per component), `@llvm.spv.flattened.thread.id.in.group` |
//!
//! What LLVM 22 has no intrinsic for is a located error naming the op and
//! why: descriptor heaps, texture accesses with more than one coordinate,
//! sampling, and the `status` result of loads. Wave ops, barriers,
//! derivatives and `discard` are [`super::wave`]'s rows, atomics
//! [`super::atomic`]'s, `groupshared` memory [`super::memory`]'s, and the
//! ops LLVM 22 cannot express at all [`super::unsupported`]'s.

use dialect_hlsl::ops::{
    BufferLoadOp, BufferStoreOp, CBufferLoadOp, CounterHandleFromBindingOp,
    CounterHandleFromImplicitBindingOp, HandleFromBindingOp, HandleFromHeapOp,
    HandleFromImplicitBindingOp, SystemValueOp, TextureLoadOp, TextureSampleOp, TextureStoreOp,
    UpdateCounterOp,
};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{OpId, Value};

use super::SpirvTarget;
use super::access::{Place, STORAGE, UNIFORM};
use super::types::Resource;
use crate::body::{FnCx, OpRule, rule};
use crate::system_values::{SystemValueIntrinsics, system_value};
use crate::text::{Line, Operand, Ty};

/// The SPIR-V names of the compute system value intrinsics (overloaded on
/// their result, `.i32`).
const SYSTEM_VALUES: SystemValueIntrinsics = SystemValueIntrinsics {
    thread_id: "llvm.spv.thread.id",
    group_id: "llvm.spv.group.id",
    thread_id_in_group: "llvm.spv.thread.id.in.group",
    flattened_thread_id_in_group: "llvm.spv.flattened.thread.id.in.group",
    overloaded: true,
};

/// What one binding op declares.
struct Binding {
    name: String,
    range_size: u32,
    index: Value,
    non_uniform: bool,
    /// `(order_id, space)` of an implicit binding.
    implicit: Option<(u32, u32)>,
}

/// The [`Binding`] of the handle-creation op `h` (both ops have the same
/// accessors), with its implicit binding.
macro_rules! binding {
    ($cx:ident, $h:ident, $implicit:expr) => {
        Binding {
            name: $h.name($cx.ir).to_owned(),
            range_size: $h.range_size($cx.ir),
            index: $h.index($cx.ir),
            non_uniform: $h.non_uniform($cx.ir),
            implicit: $implicit,
        }
    };
}

pub(super) fn rules() -> Vec<OpRule<SpirvTarget>> {
    vec![
        rule!(HandleFromBindingOp => |cx, op| {
            let h = HandleFromBindingOp(op);
            cx.handle(op, &binding!(cx, h, None))
        }),
        rule!(HandleFromImplicitBindingOp => |cx, op| {
            let h = HandleFromImplicitBindingOp(op);
            let implicit = Some((h.order_id(cx.ir), h.space(cx.ir)));
            cx.handle(op, &binding!(cx, h, implicit))
        }),
        rule!(CounterHandleFromBindingOp => |cx, op| {
            let main = CounterHandleFromBindingOp(op).handle(cx.ir);
            cx.counter_handle(op, main, None)
        }),
        rule!(CounterHandleFromImplicitBindingOp => |cx, op| {
            let counter = CounterHandleFromImplicitBindingOp(op);
            let implicit = (counter.order_id(cx.ir), counter.space(cx.ir));
            cx.counter_handle(op, counter.handle(cx.ir), Some(implicit))
        }),
        rule!(HandleFromHeapOp => |cx, op| Err(cx.ir.op_error(
            op,
            "has no LLVM 22 form: LLVM 22 has no SPIR-V intrinsic for descriptor heap handles",
        ))),
        rule!(BufferLoadOp => |cx, op| {
            let load = BufferLoadOp(op);
            if load.status(cx.ir).is_some_and(|s| cx.ir.has_uses(s)) {
                return Err(no_status(cx, op));
            }
            let handle = load.handle(cx.ir);
            let index = cx.operand(load.index(cx.ir))?;
            let path = load.member(cx.ir).unwrap_or_default();
            let ty = cx.result_type(op, 0)?;
            let value = match cx.resource_of(op, handle)? {
                Resource::ByteAddress => cx.load_words(op, handle, &index, &ty)?,
                Resource::Structured { element } => {
                    let place = cx.element(handle, &index, element)?;
                    let place = cx.member_path(place, &path).ok_or_else(|| mismatch(cx, op))?;
                    cx.load_value(&place, &ty).ok_or_else(|| mismatch(cx, op))?
                }
                Resource::Image { texel, .. } => {
                    let place = cx.element(handle, &index, texel)?;
                    let place = place.retyped(ty.clone());
                    cx.load_value(&place, &ty).ok_or_else(|| mismatch(cx, op))?
                }
                _ => return Err(cx.ir.op_error(op, "expects a buffer handle")),
            };
            cx.bind(load.result(cx.ir), value, ty);
            Ok(())
        }),
        rule!(BufferStoreOp => |cx, op| {
            let store = BufferStoreOp(op);
            let handle = store.handle(cx.ir);
            let index = cx.operand(store.index(cx.ir))?;
            let (value, ty) = cx.value(store.value(cx.ir))?;
            let path = store.member(cx.ir).unwrap_or_default();
            match cx.resource_of(op, handle)? {
                Resource::ByteAddress => cx.store_words(op, handle, &index, &value, &ty),
                Resource::Structured { element } => {
                    let place = cx.element(handle, &index, element)?;
                    let place = cx.member_path(place, &path).ok_or_else(|| mismatch(cx, op))?;
                    cx.store_value(&place, &value, &ty).ok_or_else(|| mismatch(cx, op))
                }
                Resource::Image { texel, .. } => {
                    let place = cx.element(handle, &index, texel)?;
                    let place = place.retyped(ty.clone());
                    cx.store_value(&place, &value, &ty).ok_or_else(|| mismatch(cx, op))
                }
                _ => Err(cx.ir.op_error(op, "expects a buffer handle")),
            }
        }),
        rule!(CBufferLoadOp => |cx, op| {
            let load = CBufferLoadOp(op);
            let path = load.member(cx.ir);
            let ty = cx.result_type(op, 0)?;
            let globals = cx.cbuffer_of(op, load.handle(cx.ir))?;
            let (first, rest) = path.split_first().ok_or_else(|| mismatch(cx, op))?;
            let (name, mem) = usize::try_from(*first)
                .ok()
                .and_then(|i| globals.members.get(i).cloned())
                .ok_or_else(|| mismatch(cx, op))?;
            let place = Place::at(Operand::Const(name), UNIFORM, mem);
            let place = cx.member_path(place, rest).ok_or_else(|| mismatch(cx, op))?;
            let value = cx.load_value(&place, &ty).ok_or_else(|| mismatch(cx, op))?;
            cx.bind(load.result(cx.ir), value, ty);
            Ok(())
        }),
        rule!(UpdateCounterOp => |cx, op| {
            let update = UpdateCounterOp(op);
            cx.update_counter(op, "spv", update.handle(cx.ir), update.delta(cx.ir))
        }),
        rule!(TextureLoadOp => |cx, op| {
            let load = TextureLoadOp(op);
            if load.status(cx.ir).is_some_and(|s| cx.ir.has_uses(s)) {
                return Err(no_status(cx, op));
            }
            let texel = cx.one_dimensional(op, load.handle(cx.ir), load.coord(cx.ir))?;
            if load.lod_or_sample(cx.ir).is_some() || load.offset(cx.ir).is_some() {
                return Err(no_coordinates(cx, op));
            }
            let index = cx.operand(load.coord(cx.ir))?;
            let ty = cx.result_type(op, 0)?;
            let place = cx.element(load.handle(cx.ir), &index, texel)?;
            let place = place.retyped(ty.clone());
            let value = cx.load_value(&place, &ty).ok_or_else(|| mismatch(cx, op))?;
            cx.bind(load.result(cx.ir), value, ty);
            Ok(())
        }),
        rule!(TextureStoreOp => |cx, op| {
            let store = TextureStoreOp(op);
            let texel = cx.one_dimensional(op, store.handle(cx.ir), store.coord(cx.ir))?;
            if store.sample(cx.ir).is_some() {
                return Err(no_coordinates(cx, op));
            }
            let index = cx.operand(store.coord(cx.ir))?;
            let (value, ty) = cx.value(store.value(cx.ir))?;
            let place = cx.element(store.handle(cx.ir), &index, texel)?;
            let place = place.retyped(ty.clone());
            cx.store_value(&place, &value, &ty).ok_or_else(|| mismatch(cx, op))
        }),
        rule!(TextureSampleOp => |cx, op| Err(cx.ir.op_error(
            op,
            "has no LLVM 22 form: LLVM 22 has no SPIR-V sampling intrinsic (its IntrinsicsSPIRV.td defines none)",
        ))),
        rule!(SystemValueOp => |cx, op| system_value(cx, op, &SYSTEM_VALUES)),
    ]
}

/// A load's `status` result has no LLVM 22 form.
fn no_status(cx: &FnCx<'_, SpirvTarget>, op: OpId) -> Diagnostic {
    cx.ir.op_error(
        op,
        "'status' has no LLVM 22 form: LLVM 22's SPIR-V intrinsics return no residency status",
    )
}

/// Texture coordinates beyond one `i32` have no LLVM 22 form.
fn no_coordinates(cx: &FnCx<'_, SpirvTarget>, op: OpId) -> Diagnostic {
    cx.ir.op_error(
        op,
        "has no LLVM 22 form: llvm.spv.resource.getpointer takes one i32 coordinate, and LLVM 22 has no SPIR-V intrinsic for texture coordinates, mip levels, samples or offsets",
    )
}

/// The value and memory types do not correspond (the verifier rules this
/// out for valid IR).
fn mismatch(cx: &FnCx<'_, SpirvTarget>, op: OpId) -> Diagnostic {
    cx.ir.op_error(
        op,
        "accesses a value whose type does not match the resource's memory type",
    )
}

impl FnCx<'_, SpirvTarget> {
    /// How the handle `value` is accessed.
    pub(super) fn resource_of(&mut self, op: OpId, value: Value) -> Result<Resource, Diagnostic> {
        let ty = self.ir.value_type(value);
        let ctx = self.ctx();
        match self.target.resource(self.module, ctx, ty) {
            Some(Ok((_, resource))) => Ok(resource),
            Some(Err(why)) => Err(self.ir.op_error(op, why)),
            None => Err(self.ir.op_error(op, "expects a resource handle")),
        }
    }

    /// The binding the resource collection gave the handle op `op`:
    /// `(global, set, binding)`.
    fn binding_of(&self, op: OpId) -> Result<(usize, u32, u32), Diagnostic> {
        let table = &self.target.table;
        table
            .handles
            .get(&op)
            .and_then(|handle| {
                let (set, binding) = table.globals[handle.global].binding?;
                Some((handle.global, set, binding))
            })
            .ok_or_else(|| {
                self.ir
                    .op_error(op, "internal error: the resource has no assigned binding")
            })
    }

    /// A handle-creation call.
    fn handle(&mut self, op: OpId, binding: &Binding) -> Result<(), Diagnostic> {
        let ty = self.result_type(op, 0)?;
        let resource = self.resource_of(op, self.ir.result(op, 0))?;
        let (global, set, number) = self.binding_of(op)?;
        let index = if binding.range_size == 1 {
            Operand::int(0)
        } else {
            let index = self.operand(binding.index)?;
            let nonuniform = "llvm.spv.resource.nonuniformindex";
            self.non_uniform_index(nonuniform, index, binding.non_uniform)
        };
        let cbuffer = match &resource {
            Resource::CBuffer { layout_type } => {
                if binding.range_size != 1 {
                    return Err(self.ir.op_error(
                        op,
                        "has no LLVM 22 form: an array of cbuffers has no member globals in clang's SPIR-V form",
                    ));
                }
                let symbol = self.target.table.globals[global].symbol.clone();
                let globals = super::cbuffer::globals(
                    &mut self.target.cbuffers,
                    self.module,
                    global,
                    &symbol,
                    &ty,
                    layout_type,
                )
                .ok_or_else(|| self.ir.op_error(op, "internal error: cbuffer layout"))?;
                Some((symbol, globals))
            }
            _ => None,
        };
        let string = match &cbuffer {
            Some((symbol, _)) => self.module.string(&binding.name, Some(symbol)),
            None => self.module.string(&binding.name, None),
        };
        let (intrinsic, first, second) = match binding.implicit {
            Some((order_id, space)) if self.target.options.implicit_bindings => {
                ("handlefromimplicitbinding", order_id, space)
            }
            _ => ("handlefrombinding", set, number),
        };
        let callee = format!("llvm.spv.resource.{intrinsic}");
        let range = binding.range_size;
        let line = self.handle_call(&callee, &ty, [first, second], range, &index, &string);
        let hint = match &cbuffer {
            Some(_) => Some(format!("{}.cb_h", binding.name)),
            None => (!binding.name.is_empty()).then(|| binding.name.clone()),
        };
        let id = self.body.emit_named(hint.as_deref(), line);
        if let Some((_, globals)) = cbuffer {
            self.body.emit(
                Line::new("store ")
                    .typed(&ty, &Operand::Value(id))
                    .t(format!(", ptr {}", globals.handle)),
            );
        }
        self.bind_id(self.ir.result(op, 0), id, ty);
        Ok(())
    }

    /// A counter handle: `counterhandlefrombinding(main, binding, set)`.
    fn counter_handle(
        &mut self,
        op: OpId,
        main: Value,
        implicit: Option<(u32, u32)>,
    ) -> Result<(), Diagnostic> {
        let ty = self.result_type(op, 0)?;
        let (main, main_ty) = self.value(main)?;
        let (_, set, number) = self.binding_of(op)?;
        let (intrinsic, first, second) = match implicit {
            Some((order_id, space)) if self.target.options.implicit_bindings => {
                ("counterhandlefromimplicitbinding", order_id, space)
            }
            _ => ("counterhandlefrombinding", number, set),
        };
        let name = format!(
            "llvm.spv.resource.{intrinsic}.{}.{}",
            ty.mangled(),
            main_ty.mangled()
        );
        let args = [
            (main_ty, main),
            (Ty::i32(), Operand::int(i128::from(first))),
            (Ty::i32(), Operand::int(i128::from(second))),
        ];
        let call = self.intrinsic_call(&name, ty, &args, None);
        self.define(op, call)
    }

    /// `getpointer(handle, index)`: the element `index` of a buffer (or the
    /// texel of an image), of memory type `mem`.
    pub(super) fn element(
        &mut self,
        handle: Value,
        index: &Operand,
        mem: Ty,
    ) -> Result<Place, Diagnostic> {
        let (handle, handle_ty) = self.value(handle)?;
        let ptr = Ty::Ptr(STORAGE);
        let name = format!(
            "llvm.spv.resource.getpointer.{}.{}",
            ptr.mangled(),
            handle_ty.mangled()
        );
        let args = [(handle_ty, handle), (Ty::i32(), index.clone())];
        let call = self.intrinsic_call(&name, ptr, &args, None);
        let ptr = Operand::Value(self.body.emit_value(call));
        Ok(Place::at(ptr, STORAGE, mem))
    }

    /// The globals of the cbuffer whose handle is `handle`.
    fn cbuffer_of(
        &mut self,
        op: OpId,
        handle: Value,
    ) -> Result<super::cbuffer::CBufferGlobals, Diagnostic> {
        let not_traced = || {
            self.ir.op_error(
                op,
                "has no LLVM 22 form here: clang's SPIR-V cbuffer members are module globals, so the handle must come from a handle op of this module",
            )
        };
        let def = self.ir.defining_op(handle).ok_or_else(not_traced)?;
        let global = self
            .target
            .table
            .handles
            .get(&def)
            .map(|h| h.global)
            .ok_or_else(not_traced)?;
        match self.target.cbuffers.get(&global) {
            Some(globals) => Ok(globals.clone()),
            None => Err(not_traced()),
        }
    }

    /// The texel type of a one-dimensional, single-sampled RW texture
    /// addressed by one `i32`; an error for every other texture access.
    fn one_dimensional(&mut self, op: OpId, handle: Value, coord: Value) -> Result<Ty, Diagnostic> {
        let coord_ty = self.value(coord)?.1;
        match self.resource_of(op, handle)? {
            Resource::Image { shape, texel }
                if shape.dim == spirv::Dim::Dim1D
                    && !shape.arrayed
                    && !shape.multisampled
                    && !shape.needs_sampler
                    && coord_ty == Ty::i32() =>
            {
                Ok(texel)
            }
            _ => Err(no_coordinates(self, op)),
        }
    }

    /// A byte-address load: one 32-bit word per `getpointer` + `load`, two
    /// for 64-bit components (low word first).
    fn load_words(
        &mut self,
        op: OpId,
        handle: Value,
        offset: &Operand,
        ty: &Ty,
    ) -> Result<Operand, Diagnostic> {
        let (count, component) = components(ty);
        let words = word_count(self, op, &component)?;
        let first = self.first_word(offset);
        let mut vector = Operand::Const("poison".to_owned());
        for lane in 0..count {
            let mut parts = Vec::new();
            for word in 0..words {
                let index = self.word_index(&first, lane * words + word);
                let place = self.element(handle, &index, Ty::i32())?;
                let loaded = self
                    .load_value(&place, &Ty::i32())
                    .ok_or_else(|| mismatch(self, op))?;
                parts.push(loaded);
            }
            let value = self.join_words(&parts, &component);
            if count == 1 {
                return Ok(value);
            }
            vector = Operand::Value(
                self.body.emit_value(
                    Line::typed_operands("insertelement ", &[(ty, &vector), (&component, &value)])
                        .t(format!(", i64 {lane}")),
                ),
            );
        }
        Ok(vector)
    }

    /// A byte-address store, word by word.
    fn store_words(
        &mut self,
        op: OpId,
        handle: Value,
        offset: &Operand,
        value: &Operand,
        ty: &Ty,
    ) -> Result<(), Diagnostic> {
        let (count, component) = components(ty);
        let words = word_count(self, op, &component)?;
        let first = self.first_word(offset);
        for lane in 0..count {
            let part = if count == 1 {
                value.clone()
            } else {
                Operand::Value(
                    self.body.emit_value(
                        Line::new("extractelement ")
                            .typed(ty, value)
                            .t(format!(", i64 {lane}")),
                    ),
                )
            };
            for (word, bits) in self.split_words(&part, &component).into_iter().enumerate() {
                let index = self.word_index(&first, lane * words + word as u32);
                let place = self.element(handle, &index, Ty::i32())?;
                self.store_value(&place, &bits, &Ty::i32())
                    .ok_or_else(|| mismatch(self, op))?;
            }
        }
        Ok(())
    }

    /// `offset >> 2`.
    pub(super) fn first_word(&mut self, offset: &Operand) -> Operand {
        Operand::Value(
            self.body
                .emit_value(Line::new("lshr ").typed(&Ty::i32(), offset).t(", 2")),
        )
    }

    /// The word `first + k`.
    fn word_index(&mut self, first: &Operand, k: u32) -> Operand {
        if k == 0 {
            return first.clone();
        }
        Operand::Value(
            self.body.emit_value(
                Line::new("add ")
                    .typed(&Ty::i32(), first)
                    .t(format!(", {k}")),
            ),
        )
    }

    /// A component from its words (`i32` each, low word first).
    fn join_words(&mut self, words: &[Operand], component: &Ty) -> Operand {
        let integer = if let [low, high] = words {
            let low = self.convert("zext", &Ty::i32(), low, &Ty::i64());
            let high = self.convert("zext", &Ty::i32(), high, &Ty::i64());
            let shifted = Operand::Value(
                self.body
                    .emit_value(Line::new("shl ").typed(&Ty::i64(), &high).t(", 32")),
            );
            Operand::Value(
                self.body.emit_value(
                    Line::new("or ")
                        .typed(&Ty::i64(), &low)
                        .t(", ")
                        .op(&shifted),
                ),
            )
        } else {
            words[0].clone()
        };
        let bits = Ty::Int(32 * words.len() as u32);
        match component {
            t if t.is_float() => self.convert("bitcast", &bits, &integer, t),
            Ty::Int(1) => Operand::Value(
                self.body
                    .emit_value(Line::new("icmp ne ").typed(&bits, &integer).t(", 0")),
            ),
            _ => integer,
        }
    }

    /// The words of a component (`i32` each, low word first).
    fn split_words(&mut self, value: &Operand, component: &Ty) -> Vec<Operand> {
        let bits = if component.scalar_bits() == Some(64) {
            Ty::i64()
        } else {
            Ty::i32()
        };
        let integer = match component {
            t if t.is_float() => self.convert("bitcast", t, value, &bits),
            Ty::Int(1) => self.convert("zext", component, value, &bits),
            _ => value.clone(),
        };
        if bits == Ty::i32() {
            return vec![integer];
        }
        let low = self.convert("trunc", &bits, &integer, &Ty::i32());
        let shifted = Operand::Value(
            self.body
                .emit_value(Line::new("lshr ").typed(&bits, &integer).t(", 32")),
        );
        let high = self.convert("trunc", &bits, &shifted, &Ty::i32());
        vec![low, high]
    }

    fn convert(&mut self, op: &str, from: &Ty, value: &Operand, to: &Ty) -> Operand {
        Operand::Value(
            self.body.emit_value(
                Line::new(format!("{op} "))
                    .typed(from, value)
                    .t(format!(" to {to}")),
            ),
        )
    }
}

/// The component count and component type of a scalar or vector.
fn components(ty: &Ty) -> (u32, Ty) {
    match ty {
        Ty::Vector(count, component) => (*count, (**component).clone()),
        other => (1, other.clone()),
    }
}

/// Words per component of a byte-address access (32- and 64-bit
/// components, `bool` as one word).
fn word_count(cx: &FnCx<'_, SpirvTarget>, op: OpId, component: &Ty) -> Result<u32, Diagnostic> {
    match component.scalar_bits() {
        Some(1 | 32) => Ok(1),
        Some(64) => Ok(2),
        _ => Err(cx.ir.op_error(
            op,
            format!("moves '{component}' components through a byte-address buffer, which the SPIR-V export moves as 32-bit words: only 32- and 64-bit components are supported"),
        )),
    }
}
