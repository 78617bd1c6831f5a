//! Entry points: the `-E` function exists, compute entries have
//! `[numthreads]`, every input and output carries a semantic, and system
//! values are used in the stages and with the types that allow them
//! (https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/dx-graphics-hlsl-semantics).

use super::Sema;
use crate::ast::ParamMode;
use crate::diag::Diagnostic;
use crate::options::ShaderStage::{self, *};
use crate::source::Span;
use crate::types::{Scalar, Type};

/// The type rule of a system value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum TypeRule {
    /// `uint`/`int` with 1 to 3 components.
    UintUpTo3,
    /// `uint` or `int` scalar.
    UintScalar,
    /// Up to four float components.
    Float4,
    /// Up to four components of any numeric type.
    Numeric,
    Bool,
    /// A scalar float.
    Float,
    /// Float arrays or vectors (clip/cull distances).
    FloatAny,
}

/// The stages that run in thread groups.
const GROUPED: &[ShaderStage] = &[Compute, Mesh, Amplification];
/// The stages that may read the values passed through to rasterization
/// (position, clip/cull distances).
const PASS_THROUGH_READERS: &[ShaderStage] = &[Pixel, Geometry, Hull, Domain, Vertex];
/// The stages before rasterization but the mesh stage.
const PRE_RASTER: &[ShaderStage] = &[Vertex, Geometry, Domain, Hull];

/// `(name, stages reading it, stages writing it, type rule)`. A vertex shader
/// may read the pass-through values (position, clip/cull distances, array
/// indices) as plain inputs.
const SYSTEM_VALUES: &[(&str, &[ShaderStage], &[ShaderStage], TypeRule)] = &[
    ("SV_DISPATCHTHREADID", GROUPED, &[], TypeRule::UintUpTo3),
    ("SV_GROUPID", GROUPED, &[], TypeRule::UintUpTo3),
    ("SV_GROUPTHREADID", GROUPED, &[], TypeRule::UintUpTo3),
    ("SV_GROUPINDEX", GROUPED, &[], TypeRule::UintScalar),
    (
        "SV_POSITION",
        PASS_THROUGH_READERS,
        &[Vertex, Geometry, Domain, Hull, Mesh],
        TypeRule::Float4,
    ),
    ("SV_TARGET", &[], &[Pixel], TypeRule::Numeric),
    ("SV_DEPTH", &[], &[Pixel], TypeRule::Float),
    ("SV_DEPTHGREATEREQUAL", &[], &[Pixel], TypeRule::Float),
    ("SV_DEPTHLESSEQUAL", &[], &[Pixel], TypeRule::Float),
    ("SV_COVERAGE", &[Pixel], &[Pixel], TypeRule::UintScalar),
    ("SV_STENCILREF", &[], &[Pixel], TypeRule::UintScalar),
    ("SV_VERTEXID", &[Vertex], &[], TypeRule::UintScalar),
    (
        "SV_INSTANCEID",
        &[Vertex, Pixel, Geometry, Hull, Domain],
        PRE_RASTER,
        TypeRule::UintScalar,
    ),
    ("SV_ISFRONTFACE", &[Pixel], &[Geometry], TypeRule::Bool),
    ("SV_SAMPLEINDEX", &[Pixel], &[], TypeRule::UintScalar),
    (
        "SV_PRIMITIVEID",
        &[Pixel, Geometry, Hull, Domain],
        &[Geometry, Mesh],
        TypeRule::UintScalar,
    ),
    (
        "SV_CLIPDISTANCE",
        PASS_THROUGH_READERS,
        PRE_RASTER,
        TypeRule::FloatAny,
    ),
    (
        "SV_CULLDISTANCE",
        PASS_THROUGH_READERS,
        PRE_RASTER,
        TypeRule::FloatAny,
    ),
    (
        "SV_RENDERTARGETARRAYINDEX",
        &[Pixel, Vertex],
        &[Vertex, Geometry, Domain, Mesh],
        TypeRule::UintScalar,
    ),
    (
        "SV_VIEWPORTARRAYINDEX",
        &[Pixel, Vertex],
        &[Vertex, Geometry, Domain, Mesh],
        TypeRule::UintScalar,
    ),
    (
        "SV_VIEWID",
        &[Vertex, Pixel, Geometry, Hull, Domain, Mesh],
        &[],
        TypeRule::UintScalar,
    ),
    ("SV_BARYCENTRICS", &[Pixel], &[], TypeRule::Float4),
    (
        "SV_SHADINGRATE",
        &[Pixel],
        &[Vertex, Geometry, Mesh],
        TypeRule::UintScalar,
    ),
    ("SV_INNERCOVERAGE", &[Pixel], &[], TypeRule::UintScalar),
    (
        "SV_OUTPUTCONTROLPOINTID",
        &[Hull],
        &[],
        TypeRule::UintScalar,
    ),
    ("SV_DOMAINLOCATION", &[Domain], &[], TypeRule::Float4),
    ("SV_TESSFACTOR", &[Domain], &[Hull], TypeRule::FloatAny),
    (
        "SV_INSIDETESSFACTOR",
        &[Domain],
        &[Hull],
        TypeRule::FloatAny,
    ),
    ("SV_GSINSTANCEID", &[Geometry], &[], TypeRule::UintScalar),
    ("SV_CULLPRIMITIVE", &[], &[Mesh], TypeRule::Bool),
];

/// The semantic's name without its index (`TEXCOORD3` -> `TEXCOORD`), upper case.
fn base_name(semantic: &str) -> String {
    semantic
        .trim_end_matches(|c: char| c.is_ascii_digit())
        .to_ascii_uppercase()
}

fn stage_word(stage: ShaderStage) -> &'static str {
    stage.attribute_name()
}

fn type_ok(rule: TypeRule, ty: &Type) -> bool {
    let count = ty.component_count().unwrap_or(0);
    let s = ty.scalar();
    let int = s.is_some_and(|s| s.is_integer());
    match rule {
        TypeRule::UintUpTo3 => {
            int && matches!(ty, Type::Scalar(_) | Type::Vector(..)) && (1..=3).contains(&count)
        }
        TypeRule::UintScalar => int && matches!(ty, Type::Scalar(_) | Type::Vector(_, 1)),
        TypeRule::Float4 => {
            s.is_some_and(|s| s.is_float()) && matches!(ty, Type::Scalar(_) | Type::Vector(..))
        }
        TypeRule::Numeric => ty.is_numeric() && !matches!(ty, Type::Matrix(..)),
        TypeRule::Bool => s == Some(Scalar::Bool) || int,
        TypeRule::Float => s.is_some_and(|s| s.is_float()) && count == 1,
        TypeRule::FloatAny => match ty {
            Type::Array(e, _) => e.scalar().is_some_and(|s| s.is_float()),
            _ => s.is_some_and(|s| s.is_float()),
        },
    }
}

impl Sema<'_> {
    pub(super) fn check_entry_points(&mut self) {
        let stage = self.opts.profile.stage;
        if stage == Library {
            let entries: Vec<u32> = (0..self.prog.functions.len() as u32)
                .filter(|&f| {
                    self.prog.functions[f as usize].shader.is_some()
                        && self.prog.functions[f as usize].owner.is_none()
                })
                .collect();
            for &f in &entries {
                let s = self.prog.functions[f as usize].shader.unwrap_or(Compute);
                self.check_entry(f, s);
            }
            self.prog.library_entries = entries;
            return;
        }
        let Some(name) = self.opts.entry.clone() else {
            return;
        };
        let found = (0..self.prog.functions.len() as u32).find(|&f| {
            let info = &self.prog.functions[f as usize];
            info.name == name && info.owner.is_none() && info.defined
        });
        let Some(f) = found else {
            self.diags.emit(Diagnostic::new(
                crate::diag::Level::Error,
                None,
                "missing entry point definition",
            ));
            return;
        };
        self.prog.entry = Some(f);
        if let Some(attr_stage) = self.prog.functions[f as usize].shader
            && attr_stage != stage
        {
            let span = self.prog.functions[f as usize].span;
            self.error(
                span,
                format!(
                    "'shader' attribute '{}' does not match the target profile stage '{}'",
                    stage_word(attr_stage),
                    stage_word(stage)
                ),
            );
        }
        self.check_entry(f, stage);
    }

    fn check_entry(&mut self, f: u32, stage: ShaderStage) {
        let info = self.prog.functions[f as usize].clone();
        if matches!(stage, Compute | Mesh | Amplification) && info.numthreads.is_none() {
            self.error(
                info.span,
                format!(
                    "missing numthreads attribute for {} shader entry",
                    stage_word(stage)
                ),
            );
        }
        for p in &info.params {
            let (input, output) = match p.mode {
                ParamMode::In => (true, false),
                ParamMode::Out => (false, true),
                ParamMode::InOut => (true, true),
            };
            // Mesh/geometry outputs and patches are beyond this front end's checks.
            if p.ty.is_resource() {
                continue;
            }
            if input {
                self.check_semantics(&p.ty, p.semantic.as_deref(), p.span, stage, false, 0, false);
            }
            if output {
                self.check_semantics(&p.ty, p.semantic.as_deref(), p.span, stage, true, 0, false);
            }
        }
        if !info.ret.is_void() && !info.ret.is_error() {
            self.check_semantics(
                &info.ret,
                info.ret_semantic.as_deref(),
                info.span,
                stage,
                true,
                0,
                true,
            );
        }
    }

    /// A value crossing the entry point: its own semantic, or (for a struct
    /// without one) every field's.
    #[allow(clippy::too_many_arguments)]
    fn check_semantics(
        &mut self,
        ty: &Type,
        semantic: Option<&str>,
        span: Span,
        stage: ShaderStage,
        output: bool,
        depth: u32,
        is_return: bool,
    ) {
        if depth > 16 {
            return;
        }
        let Some(sem) = semantic else {
            if let Type::Struct(id, _) = ty {
                for field in self.prog.all_fields(*id) {
                    self.check_semantics(
                        &field.ty,
                        field.semantic.as_deref(),
                        field.span,
                        stage,
                        output,
                        depth + 1,
                        false,
                    );
                }
                return;
            }
            if ty.is_error() {
                return;
            }
            let msg = if is_return {
                "semantic annotations must be present for the return value of an entry function"
                    .to_string()
            } else {
                "semantic annotations must be present for all parameters of an entry function or patch constant function".to_string()
            };
            self.error(span, msg);
            return;
        };
        let base = base_name(sem);
        let Some(&(name, reads, writes, rule)) = SYSTEM_VALUES.iter().find(|r| r.0 == base) else {
            if base.starts_with("SV_") {
                self.error(span, format!("unknown system value semantic '{sem}'"));
                return;
            }
            // User semantics pass data between graphics stages.
            if matches!(stage, Compute | Mesh | Amplification) && !output {
                self.error(
                    span,
                    format!(
                        "semantic '{sem}' is not valid for {} shader inputs",
                        stage_word(stage)
                    ),
                );
            }
            return;
        };
        let allowed = if output { writes } else { reads };
        if !allowed.contains(&stage) && stage != Library {
            let dir = if output { "outputs" } else { "inputs" };
            self.error(
                span,
                format!(
                    "semantic '{sem}' is not valid for {} shader {dir}",
                    stage_word(stage)
                ),
            );
            return;
        }
        if !type_ok(rule, ty) && !ty.is_error() {
            let _ = name;
            self.error(
                span,
                format!("semantic '{sem}' cannot be applied to a value of type '{ty}'"),
            );
        }
    }
}
