//! The checks of the Vulkan-only globals DXC's SPIR-V mode accepts
//! (https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst,
//! "Push constants" and "Specialization constants"):
//!
//! - `[[vk::push_constant]] S name;`: a non-static global of struct type, at
//!   most one per shader;
//! - `[[vk::constant_id(N)]] const T name = value;`: a non-static `const`
//!   global of scalar type (`bool`, integers, floats) with a constant
//!   initializer, its default value.

use super::Sema;
use super::VarInfo;
use crate::ast::{Init, VarDecl};
use crate::diag::Diagnostic;
use crate::types::Type;

impl Sema<'_> {
    /// Checks a global's `[[vk::push_constant]]` and `[[vk::constant_id]]`
    /// and records the default value of a specialization constant.
    pub(super) fn check_vk_inputs(&mut self, v: &VarDecl, info: &mut VarInfo) {
        let attr_span = |name: &str| {
            v.attrs
                .iter()
                .find(|a| a.namespace.as_deref() == Some("vk") && a.name == name)
                .map(|a| a.span)
        };
        if info.push_constant {
            let span = attr_span("push_constant").unwrap_or(info.span);
            if info.spec_constant.is_some() {
                self.error(
                    span,
                    "'push_constant' and 'constant_id' attributes are not compatible",
                );
                info.spec_constant = None;
            }
            if v.quals.has("static") || v.quals.has("groupshared") {
                self.error(
                    span,
                    "'push_constant' attribute only applies to non-static global variables",
                );
                info.push_constant = false;
            } else if !matches!(info.ty, Type::Struct(..)) {
                if !info.ty.is_error() {
                    self.error(
                        span,
                        format!(
                            "'push_constant' attribute only applies to variables of struct type, not '{}'",
                            info.ty
                        ),
                    );
                }
                info.push_constant = false;
            } else if let Some(first) = self.prog.vars.iter().find(|x| x.push_constant) {
                let d = Diagnostic::error(
                    info.span,
                    format!(
                        "cannot have more than one push constant block; '{}' is declared as one already",
                        first.name
                    ),
                )
                .with_note(
                    Some(first.span),
                    format!("push constant block '{}' declared here", first.name),
                );
                self.emit(d);
                info.push_constant = false;
            }
        }
        let Some((id, _)) = info.spec_constant else {
            return;
        };
        let span = attr_span("constant_id").unwrap_or(info.span);
        info.spec_constant = None;
        if v.quals.has("static") || v.quals.has("groupshared") {
            self.error(
                span,
                "'constant_id' attribute only applies to non-static global variables",
            );
            return;
        }
        if !v.quals.has("const") {
            self.error(
                span,
                format!(
                    "specialization constant '{}' must be declared 'const'",
                    info.name
                ),
            );
            return;
        }
        let scalar = match &info.ty {
            Type::Scalar(s) | Type::Vector(s, 1) => Some(*s),
            _ => None,
        };
        if scalar.is_none() {
            if !info.ty.is_error() {
                self.error(
                    span,
                    format!(
                        "'constant_id' attribute only applies to scalar boolean, integer or floating-point variables, not '{}'",
                        info.ty
                    ),
                );
            }
            return;
        }
        let value = match &v.init {
            Some(Init::Expr(e)) => self.const_eval(e),
            Some(Init::List(..)) => None,
            None => {
                self.error(
                    info.span,
                    format!(
                        "specialization constant '{}' needs an initializer, its default value",
                        info.name
                    ),
                );
                return;
            }
        };
        match value {
            Some(c) => info.spec_constant = Some((id, c)),
            None => self.error(
                info.span,
                format!(
                    "the initializer of specialization constant '{}' is not a constant expression",
                    info.name
                ),
            ),
        }
    }
}
