//! `!spirv.arm.tensor<D0 x D1 x ... x T>` (`OpTypeTensorARM`,
//! `SPV_ARM_tensors`): a tensor of a static shape, of a known rank only
//! (`?x?xT`), or unranked (`*xT`).
//!
//! Mirrors MLIR's `TensorArmType` (`SPIRVTypes.cpp`,
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/>): its parse-time checks
//! (no rank zero, no zero dimension, all dimensions dynamic or none) and
//! its syntax.

use shader_mlir::Context;
use shader_mlir::ir::{DYNAMIC, Type};

use super::SpirvType;

/// `!spirv.arm.tensor<...>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorArmType {
    /// The dimensions, [`DYNAMIC`] for `?`; empty for an unranked tensor.
    pub shape: Box<[i64]>,
    pub element: Type,
}

impl TensorArmType {
    pub fn get(ctx: &Context, shape: &[i64], element: Type) -> Type {
        SpirvType::TensorArm(TensorArmType {
            shape: shape.into(),
            element,
        })
        .intern(ctx)
    }

    /// Whether the tensor has a rank.
    pub fn has_rank(&self) -> bool {
        !self.shape.is_empty()
    }

    /// Whether every dimension is known.
    pub fn has_static_shape(&self) -> bool {
        self.has_rank() && self.shape.iter().all(|&d| d != DYNAMIC)
    }

    /// The element count of a statically shaped tensor.
    pub fn num_elements(&self) -> Option<u64> {
        if !self.has_static_shape() {
            return None;
        }
        self.shape
            .iter()
            .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).ok()?))
    }

    /// Why a shape cannot be a tensor's (MLIR's parser and
    /// `verifyInvariants`), if it cannot.
    pub fn shape_error(shape: &[i64]) -> Option<&'static str> {
        if shape.is_empty() {
            return Some("arm.tensors do not support rank zero");
        }
        if shape.contains(&0) {
            return Some("arm.tensors do not support zero dimensions");
        }
        let dynamic = shape.iter().filter(|&&d| d == DYNAMIC).count();
        if dynamic != 0 && dynamic != shape.len() {
            return Some(
                "arm.tensor shape dimensions must be either fully dynamic or completed shaped",
            );
        }
        None
    }
}
