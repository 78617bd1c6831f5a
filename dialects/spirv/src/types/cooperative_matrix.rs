//! `!spirv.coopmatrix<R x C x T, Scope, Use>` (`OpTypeCooperativeMatrixKHR`,
//! `SPV_KHR_cooperative_matrix`) and the three enums of that extension that
//! MLIR spells with its own words (`SPIRVBase.td`:
//! `SPIRV_KHR_CooperativeMatrixUseAttr`, `..LayoutAttr`, `..OperandsAttr`:
//! `MatrixA` for the grammar's `MatrixAKHR`, `ASigned` for
//! `MatrixASignedComponentsKHR`, ...). The values are the grammar's (the
//! `spirv` crate's); only the spellings are MLIR's.
//!
//! Mirrors MLIR's `CooperativeMatrixType` (`SPIRVTypes.cpp`,
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/#cooperative-matrix-type>).

use shader_mlir::Context;
use shader_mlir::ir::Type;
use spirv::{CooperativeMatrixLayout, CooperativeMatrixOperands, CooperativeMatrixUse, Scope};

use super::SpirvType;

/// An enum MLIR spells with its own words: `VALUES` lists `(spelling,
/// value)`; for bit enums each value is one bit (and `None` is 0).
pub trait MlirSpelledEnum: Copy + Sized + 'static {
    /// MLIR's C++ enum class, e.g. `CooperativeMatrixUseKHR`.
    const CLASS: &'static str;
    /// MLIR's attribute mnemonic, e.g. `coop_matrix_use_khr`.
    const MNEMONIC: &'static str;
    const VALUES: &'static [(&'static str, u32)];

    fn to_value(self) -> u32;
    fn from_value(value: u32) -> Option<Self>;

    /// MLIR's spelling of `value` (one bit of a bit enum).
    fn name_of(value: u32) -> Option<&'static str> {
        Self::VALUES
            .iter()
            .find(|(_, v)| *v == value)
            .map(|(n, _)| *n)
    }

    /// The value spelled `name`.
    fn value_of(name: &str) -> Option<u32> {
        Self::VALUES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
    }
}

macro_rules! spelled_enum {
    ($(#[$doc:meta])* $name:ident, $mnemonic:literal { $($variant:ident = $value:expr),* $(,)? }) => {
        value_enum!($(#[$doc])* $name { $($variant),* });

        impl MlirSpelledEnum for $name {
            const CLASS: &'static str = stringify!($name);
            const MNEMONIC: &'static str = $mnemonic;
            const VALUES: &'static [(&'static str, u32)] = &[$((stringify!($variant), $value as u32)),*];

            fn to_value(self) -> u32 {
                match self {
                    $($name::$variant => $value as u32,)*
                }
            }

            fn from_value(value: u32) -> Option<Self> {
                $(if value == $value as u32 {
                    return Some($name::$variant);
                })*
                None
            }
        }
    };
}

spelled_enum! {
    /// What a cooperative matrix is used as in a multiply-add.
    CooperativeMatrixUseKHR, "coop_matrix_use_khr" {
        MatrixA = CooperativeMatrixUse::MatrixAKHR,
        MatrixB = CooperativeMatrixUse::MatrixBKHR,
        MatrixAcc = CooperativeMatrixUse::MatrixAccumulatorKHR,
    }
}

spelled_enum! {
    /// How a cooperative matrix is laid out in memory.
    CooperativeMatrixLayoutKHR, "coop_matrix_layout_khr" {
        RowMajor = CooperativeMatrixLayout::RowMajorKHR,
        ColumnMajor = CooperativeMatrixLayout::ColumnMajorKHR,
    }
}

/// The signedness and saturation flags of a cooperative matrix
/// multiply-add (a bit enum).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CooperativeMatrixOperandsKHR(pub u32);

impl MlirSpelledEnum for CooperativeMatrixOperandsKHR {
    const CLASS: &'static str = "CooperativeMatrixOperandsKHR";
    const MNEMONIC: &'static str = "cooperative_matrix_operands_khr";
    const VALUES: &'static [(&'static str, u32)] = &[
        ("None", CooperativeMatrixOperands::NONE_KHR.bits()),
        (
            "ASigned",
            CooperativeMatrixOperands::MATRIX_A_SIGNED_COMPONENTS_KHR.bits(),
        ),
        (
            "BSigned",
            CooperativeMatrixOperands::MATRIX_B_SIGNED_COMPONENTS_KHR.bits(),
        ),
        (
            "CSigned",
            CooperativeMatrixOperands::MATRIX_C_SIGNED_COMPONENTS_KHR.bits(),
        ),
        (
            "ResultSigned",
            CooperativeMatrixOperands::MATRIX_RESULT_SIGNED_COMPONENTS_KHR.bits(),
        ),
        (
            "AccSat",
            CooperativeMatrixOperands::SATURATING_ACCUMULATION_KHR.bits(),
        ),
    ];

    fn to_value(self) -> u32 {
        self.0
    }

    fn from_value(value: u32) -> Option<Self> {
        Some(CooperativeMatrixOperandsKHR(value))
    }
}

/// `!spirv.coopmatrix<R x C x T, Scope, Use>`: a matrix of `rows` x
/// `columns` elements of `element` spread over the invocations of `scope`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CooperativeMatrixType {
    pub element: Type,
    pub rows: u32,
    pub columns: u32,
    pub scope: Scope,
    pub use_: CooperativeMatrixUseKHR,
}

impl CooperativeMatrixType {
    pub fn get(ctx: &Context, matrix: CooperativeMatrixType) -> Type {
        SpirvType::CooperativeMatrix(matrix).intern(ctx)
    }
}
