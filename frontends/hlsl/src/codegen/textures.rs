//! Texture methods beyond loads
//! (https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/dx-graphics-hlsl-to-samplelevel
//! and its siblings) as the `hlsl` dialect's sampling, gather and query ops:
//! `Sample`, `SampleLevel`, `SampleBias`, `SampleGrad`, `SampleCmp`,
//! `SampleCmpLevelZero`, `SampleCmpLevel`, `Gather` and `GatherRed/Green/
//! Blue/Alpha`, `GatherCmp*`, `CalculateLevelOfDetail(Unclamped)` and
//! `GetDimensions`. Offsets must be constants (the ops take them as
//! properties); the optional clamp and status arguments are not compiled.

use dialect_hlsl::ops::{
    CalculateLodOp, GatherChannel, GatherCmpOp, GatherOp, SampleBiasOp, SampleCmpLevelOp,
    SampleCmpLevelZeroOp, SampleCmpOp, SampleGradOp, TextureGetDimensionsOp, TextureLevelsOp,
    TextureSampleOp, TextureSamplesOp,
};
use dialect_hlsl::types::HandleType;
use shader_mlir::ir::Value;

use super::{Gen, R, Val, unsupported};
use crate::ast::Expr;
use crate::source::Span;
use crate::types::{ResourceType, Scalar, Type};

/// The sampling methods: name, the float arguments after the coordinate
/// (bias, compare value, level), whether an offset may follow.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sampling {
    Sample,
    Level,
    Bias,
    Grad,
    Cmp,
    CmpLevelZero,
    CmpLevel,
    Gather(GatherChannel, bool),
    Lod(bool),
}

const SAMPLING: &[(&str, Sampling)] = &[
    ("Sample", Sampling::Sample),
    ("SampleLevel", Sampling::Level),
    ("SampleBias", Sampling::Bias),
    ("SampleGrad", Sampling::Grad),
    ("SampleCmp", Sampling::Cmp),
    ("SampleCmpLevelZero", Sampling::CmpLevelZero),
    ("SampleCmpLevel", Sampling::CmpLevel),
    ("Gather", Sampling::Gather(GatherChannel::Red, false)),
    ("GatherRed", Sampling::Gather(GatherChannel::Red, false)),
    ("GatherGreen", Sampling::Gather(GatherChannel::Green, false)),
    ("GatherBlue", Sampling::Gather(GatherChannel::Blue, false)),
    ("GatherAlpha", Sampling::Gather(GatherChannel::Alpha, false)),
    ("GatherCmp", Sampling::Gather(GatherChannel::Red, true)),
    ("GatherCmpRed", Sampling::Gather(GatherChannel::Red, true)),
    (
        "GatherCmpGreen",
        Sampling::Gather(GatherChannel::Green, true),
    ),
    ("GatherCmpBlue", Sampling::Gather(GatherChannel::Blue, true)),
    (
        "GatherCmpAlpha",
        Sampling::Gather(GatherChannel::Alpha, true),
    ),
    ("CalculateLevelOfDetail", Sampling::Lod(false)),
    ("CalculateLevelOfDetailUnclamped", Sampling::Lod(true)),
];

impl Gen<'_> {
    /// Whether `name` is a texture method of this module.
    pub fn is_texture_method(name: &str) -> bool {
        name == "GetDimensions" || SAMPLING.iter().any(|r| r.0 == name)
    }

    /// `texture.name(args)`.
    pub fn texture_method(
        &mut self,
        rt: &ResourceType,
        handle: Value,
        name: &str,
        args: &[Expr],
        e: &Expr,
    ) -> R<Val> {
        let span = e.span;
        if name == "GetDimensions" {
            return self.texture_dimensions(rt, handle, args, span);
        }
        let Some(&(_, kind)) = SAMPLING.iter().find(|r| r.0 == name) else {
            return unsupported(span, format!("method '{name}' of '{rt}'"));
        };
        let sampler = self.gen_handle(&args[0])?;
        let coord = self.float_arg(&args[1], span)?;
        // The float operands after the coordinate, then an optional offset.
        let floats = match kind {
            Sampling::Sample | Sampling::Gather(_, false) | Sampling::Lod(_) => 0,
            Sampling::Level
            | Sampling::Bias
            | Sampling::Cmp
            | Sampling::CmpLevelZero
            | Sampling::Gather(_, true) => 1,
            Sampling::Grad | Sampling::CmpLevel => 2,
        };
        let mut extra = Vec::new();
        for a in &args[2..(2 + floats).min(args.len())] {
            extra.push(self.float_arg(a, span)?);
        }
        let offset = match args.get(2 + floats) {
            Some(o) if !matches!(kind, Sampling::Lod(_)) => {
                match super::expr::constant_components(o) {
                    Some(c) => Some(c.into_iter().map(|k| k as i32).collect::<Vec<i32>>()),
                    None => {
                        return unsupported(
                            span,
                            format!("'{name}' with an offset that is not constant"),
                        );
                    }
                }
            }
            _ => None,
        };
        if args.len() > 3 + floats {
            return unsupported(span, format!("'{name}' with a clamp or status argument"));
        }
        let vt = self.memory_value_type(&e.ty, span)?;
        let f32t = self.ctx().common().f32;
        let loc = self.loc;
        let off = offset.as_deref();
        let mut b = self.b();
        let v = match kind {
            Sampling::Sample => {
                TextureSampleOp::build(&mut b, loc, vt, None, handle, sampler, coord, None, off)
                    .result(b.ir)
            }
            Sampling::Level => TextureSampleOp::build(
                &mut b,
                loc,
                vt,
                None,
                handle,
                sampler,
                coord,
                Some(extra[0]),
                off,
            )
            .result(b.ir),
            Sampling::Bias => SampleBiasOp::build(
                &mut b, loc, vt, None, handle, sampler, coord, extra[0], None, off,
            )
            .result(b.ir),
            Sampling::Grad => SampleGradOp::build(
                &mut b, loc, vt, None, handle, sampler, coord, extra[0], extra[1], None, off,
            )
            .result(b.ir),
            Sampling::Cmp => SampleCmpOp::build(
                &mut b, loc, f32t, None, handle, sampler, coord, extra[0], None, off,
            )
            .result(b.ir),
            Sampling::CmpLevelZero => SampleCmpLevelZeroOp::build(
                &mut b, loc, f32t, None, handle, sampler, coord, extra[0], off,
            )
            .result(b.ir),
            Sampling::CmpLevel => SampleCmpLevelOp::build(
                &mut b, loc, f32t, None, handle, sampler, coord, extra[0], extra[1], off,
            )
            .result(b.ir),
            Sampling::Gather(channel, false) => GatherOp::build(
                &mut b, loc, vt, None, handle, sampler, coord, channel, off, None,
            )
            .result(b.ir),
            Sampling::Gather(channel, true) => GatherCmpOp::build(
                &mut b, loc, vt, None, handle, sampler, coord, extra[0], channel, off, None,
            )
            .result(b.ir),
            Sampling::Lod(unclamped) => {
                let op = CalculateLodOp::build(&mut b, loc, f32t, handle, sampler, coord);
                if unclamped {
                    op.set_unclamped(b.ir, true);
                }
                op.result(b.ir)
            }
        };
        Ok(Val::One(self.loaded_value(v, &e.ty)?))
    }

    /// A float (vector) argument as `f32` components.
    fn float_arg(&mut self, a: &Expr, span: Span) -> R<Value> {
        let v = self.gen_expr(a)?;
        let ft = a.ty.with_scalar(Scalar::Float);
        Ok(self.convert(v, &a.ty, &ft, span)?.one())
    }

    /// `GetDimensions([mip,] out width [, out height [, out depth/elements]] [, out levels])`
    /// and the multisampled `(out width, out height [, out elements], out samples)`.
    fn texture_dimensions(
        &mut self,
        rt: &ResourceType,
        handle: Value,
        args: &[Expr],
        span: Span,
    ) -> R<Val> {
        let ty = self.ir.value_type(handle);
        let Some(h) = HandleType::of(self.ctx(), ty) else {
            return unsupported(span, "dimensions of this resource");
        };
        let n = dialect_hlsl::ops::size_components(h) as usize;
        let ms = rt.kind.info().multisampled;
        let rw = rt.kind.is_writable();
        // The arguments: an optional mip level first (non-RW, non-MS, when
        // there are more than the sizes), the sizes, then levels or samples.
        let extra = usize::from(!rw);
        let (lod_arg, outs) = if !rw && !ms && args.len() == n + 2 {
            (Some(&args[0]), &args[1..])
        } else {
            (None, args)
        };
        if outs.len() != n && outs.len() != n + extra {
            return unsupported(span, "this 'GetDimensions' overload");
        }
        let lod = match lod_arg {
            Some(l) => {
                let v = self.one_of(l)?;
                Some(self.index_i32(v))
            }
            None if !rw && !ms => Some(self.const_i32(0)),
            None => None,
        };
        let i32t = self.ctx().common().i32;
        let st = if n == 1 {
            i32t
        } else {
            self.ctx().vector_type(&[n as i64], i32t)
        };
        let loc = self.loc;
        let sizes =
            TextureGetDimensionsOp::build(&mut self.b(), loc, st, handle, lod).result(&self.ir);
        for (k, out) in outs.iter().take(n).enumerate() {
            let c = self.extract(sizes, k as u32);
            self.write_dimension(out, c, span)?;
        }
        if let Some(out) = outs.get(n) {
            let loc = self.loc;
            let v = if ms {
                TextureSamplesOp::build(&mut self.b(), loc, i32t, handle).result(&self.ir)
            } else {
                TextureLevelsOp::build(&mut self.b(), loc, i32t, handle).result(&self.ir)
            };
            self.write_dimension(out, v, span)?;
        }
        Ok(Val::Void)
    }

    /// Writes a dimension (`uint`) to an `out uint` or `out float` argument.
    fn write_dimension(&mut self, arg: &Expr, v: Value, span: Span) -> R<()> {
        let p = self.gen_place(arg)?;
        let v = self.convert(Val::One(v), &Type::uint(), &arg.ty, span)?;
        self.write(&p, v, span)
    }
}
