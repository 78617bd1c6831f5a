//! Function attributes: `[numthreads(x, y, z)]` (with the limits of
//! https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/sm5-attributes-numthreads),
//! `[shader("stage")]`, and the other attributes DXC knows, which are
//! accepted; unknown ones are warned about as clang does.

use super::{FuncInfo, Sema};
use crate::ast::{ExprKind, FunctionDecl};
use crate::options::ShaderStage;

/// Function attributes this front end accepts without acting on them.
const KNOWN_FUNCTION_ATTRS: &[&str] = &[
    "earlydepthstencil",
    "domain",
    "partitioning",
    "outputtopology",
    "outputcontrolpoints",
    "patchconstantfunc",
    "maxtessfactor",
    "maxvertexcount",
    "instance",
    "WaveSize",
    "wavesize",
    "RootSignature",
    "NodeLaunch",
    "NodeDispatchGrid",
    "NodeMaxDispatchGrid",
    "NodeIsProgramEntry",
    "NodeId",
    "NodeLocalRootArgumentsTableIndex",
    "NodeShareInputOf",
    "NodeMaxRecursionDepth",
    "clipplanes",
    "noinline",
    "experimental",
];

impl Sema<'_> {
    pub(super) fn function_attributes(&mut self, f: &mut FunctionDecl, info: &mut FuncInfo) {
        for a in &f.attrs {
            if a.namespace.is_some() {
                // `[[vk::...]]` on functions (e.g. vk::spvexecutionmode) are SPIR-V only.
                continue;
            }
            match a.name.as_str() {
                "numthreads" => {
                    let vals: Vec<Option<i64>> = a
                        .args
                        .iter()
                        .map(|x| self.const_eval_unchecked(x))
                        .collect();
                    match vals.as_slice() {
                        [Some(x), Some(y), Some(z)] => {
                            let (x, y, z) = (*x, *y, *z);
                            if x < 1 || y < 1 || z < 1 {
                                self.error(
                                    a.span,
                                    "'numthreads' attribute requires positive values",
                                );
                            } else if x > 1024 || y > 1024 || z > 64 {
                                self.error(
                                    a.span,
                                    "'numthreads' values exceed the maximum (1024, 1024, 64)",
                                );
                            } else if x * y * z > 1024 {
                                self.error(
                                    a.span,
                                    format!("total number of threads cannot exceed 1024 (numthreads is {})", x * y * z),
                                );
                            } else {
                                info.numthreads = Some([x as u32, y as u32, z as u32]);
                            }
                        }
                        _ if a.args.len() != 3 => self.error(
                            a.span,
                            "'numthreads' attribute requires exactly 3 arguments",
                        ),
                        _ => self.error(
                            a.span,
                            "'numthreads' attribute requires an integer constant",
                        ),
                    }
                }
                "shader" => {
                    let stage = match a.args.as_slice() {
                        [x] => match &x.kind {
                            ExprKind::StringLit(s) => Some(s.trim_matches('"').to_string()),
                            _ => None,
                        },
                        _ => None,
                    };
                    const RAYTRACING: &[&str] = &[
                        "raygeneration",
                        "intersection",
                        "anyhit",
                        "closesthit",
                        "miss",
                        "callable",
                        "node",
                    ];
                    match stage.as_deref().and_then(ShaderStage::from_attribute_name) {
                        Some(s) => info.shader = Some(s),
                        None if stage.as_deref().is_some_and(|s| RAYTRACING.contains(&s)) => self
                            .error(
                                a.span,
                                format!("unsupported: '{}' shaders", stage.unwrap_or_default()),
                            ),
                        None => self.error(
                            a.span,
                            format!(
                                "'shader' attribute parameter '{}' is not a valid shader stage",
                                stage.unwrap_or_default()
                            ),
                        ),
                    }
                }
                name if KNOWN_FUNCTION_ATTRS.contains(&name) => {}
                name => self.warn(
                    a.span,
                    format!("unknown attribute '{name}' ignored"),
                    "unknown-attributes",
                ),
            }
        }
    }
}
