//! Vertex and pixel entry points: a `func.func` with `hlsl.shader = "vertex"`
//! or `"pixel"` whose arguments are the stage inputs and whose results are
//! the stage outputs, each with its HLSL semantic in `hlsl.semantic`
//! (docs/hlsl-dialect.md, "Entry points"). A struct parameter or result
//! contributes one argument or result per field (its fields carry the
//! semantics); `out` parameters are results after the return value.

use dialect_func::{FuncOp, ReturnOp};
use dialect_hlsl::entry_point::{SEMANTIC_ATTR, SHADER_ATTR};
use shader_mlir::ir::{Attribute, InsertPoint, NamedAttribute, Type as IrType, Value};
use shader_mlir::rewrite::IrBuilder;

use super::{Gen, Key, R, Val, error, unsupported};
use crate::ast::{FuncId, FunctionDecl, ParamMode};
use crate::sema::FuncInfo;
use crate::source::Span;
use crate::types::Type;

/// One stage input or output: its IR type and semantic.
struct Io {
    ty: IrType,
    semantic: String,
}

impl Gen<'_> {
    /// The inputs or outputs a value of type `ty` with `semantic` passes.
    fn io_leaves(&self, ty: &Type, semantic: Option<&str>, span: Span, out: &mut Vec<Io>) -> R<()> {
        match ty {
            Type::Scalar(_) | Type::Vector(..) => {
                let Some(semantic) = semantic else {
                    return error(
                        span,
                        format!("a stage input or output of type '{ty}' needs a semantic"),
                    );
                };
                let ty = self.value_type(ty).expect("numeric type");
                out.push(Io {
                    ty,
                    semantic: semantic.to_string(),
                });
                Ok(())
            }
            Type::Struct(id, _) => {
                for f in self.prog.all_fields(*id) {
                    self.io_leaves(&f.ty, f.semantic.as_deref(), f.span, out)?;
                }
                Ok(())
            }
            Type::Void => Ok(()),
            other => unsupported(span, format!("stage input or output of type '{other}'")),
        }
    }

    /// The value of type `ty` made of the next arguments.
    fn value_of_args(&self, ty: &Type, args: &mut impl Iterator<Item = Value>) -> Val {
        match ty {
            Type::Struct(id, _) => Val::Many(
                self.prog
                    .all_fields(*id)
                    .iter()
                    .map(|f| self.value_of_args(&f.ty, args))
                    .collect(),
            ),
            _ => Val::One(args.next().expect("an argument per input")),
        }
    }

    /// Generates a vertex or pixel entry point.
    pub fn graphics_entry(
        &mut self,
        f: FuncId,
        info: &FuncInfo,
        decl: &FunctionDecl,
        stage: &str,
    ) -> R<()> {
        let mut inputs = Vec::new();
        let mut outputs = Vec::new();
        self.io_leaves(
            &info.ret,
            info.ret_semantic.as_deref(),
            info.span,
            &mut outputs,
        )?;
        for p in &info.params {
            if matches!(p.mode, ParamMode::In | ParamMode::InOut) {
                self.io_leaves(&p.ty, p.semantic.as_deref(), p.span, &mut inputs)?;
            }
        }
        for p in &info.params {
            if matches!(p.mode, ParamMode::Out | ParamMode::InOut) {
                self.io_leaves(&p.ty, p.semantic.as_deref(), p.span, &mut outputs)?;
            }
        }
        let ctx = self.ir.ctx_arc().clone();
        let semantic_attrs = |ios: &[Io]| -> Vec<Attribute> {
            ios.iter()
                .map(|io| {
                    ctx.dictionary_attr([NamedAttribute {
                        name: ctx.ident(SEMANTIC_ATTR),
                        value: ctx.string_attr(&io.semantic),
                    }])
                })
                .collect()
        };
        let in_types: Vec<IrType> = inputs.iter().map(|io| io.ty).collect();
        let out_types: Vec<IrType> = outputs.iter().map(|io| io.ty).collect();
        let fn_type = ctx.function_type(&in_types, &out_types);
        let (arg_attrs, res_attrs) = (semantic_attrs(&inputs), semantic_attrs(&outputs));
        let loc = self.loc;
        let func = {
            let mut b = IrBuilder::new(&mut self.ir, Some(InsertPoint::at_end(self.module_block)));
            FuncOp::build(
                &mut b,
                loc,
                &info.name,
                fn_type,
                None,
                (!arg_attrs.is_empty()).then_some(&arg_attrs[..]),
                (!res_attrs.is_empty()).then_some(&res_attrs[..]),
            )
        };
        self.ir
            .set_attr(func.0, SHADER_ATTR, ctx.string_attr(stage));
        let entry = func.add_entry_block(&mut self.ir).expect("entry block");
        self.start_function(entry);
        let frame = self.push_frame(f, None);
        if !info.ret.is_void() {
            let z = self.zero_val(&info.ret, info.span)?;
            self.env.insert(Key::RetVal(frame), z);
        }
        self.init_statics()?;
        let mut args = self.ir.block_args(entry).to_vec().into_iter();
        for p in &info.params {
            let v = if matches!(p.mode, ParamMode::In | ParamMode::InOut) {
                self.value_of_args(&p.ty, &mut args)
            } else {
                self.zero_val(&p.ty, p.span)?
            };
            self.env.insert(Key::Var(p.var), v);
        }
        let body = decl.body.as_ref().expect("a defined function");
        self.gen_block(body)?;
        self.frames.pop();
        self.block = entry;
        let mut results = Vec::new();
        if let Some(v) = self.env.get(&Key::RetVal(frame)) {
            results.extend(v.leaves());
        }
        for p in &info.params {
            if matches!(p.mode, ParamMode::Out | ParamMode::InOut)
                && let Some(v) = self.env.get(&Key::Var(p.var))
            {
                results.extend(v.leaves());
            }
        }
        let loc = self.location(Span::new(
            body.span.file,
            body.span.hi.saturating_sub(1),
            body.span.hi,
        ));
        ReturnOp::build(&mut self.b(), loc, &results);
        self.drop_unused_constants();
        Ok(())
    }
}
