//! `arith::AtomicRMWKind` (MLIR's `ArithBase.td`), the kinds of
//! `memref.atomic_rmw`: stored as an `i64` (`kind = 1 : i64`) and spelled
//! as its keyword in custom forms (`memref.atomic_rmw addi ...`). The `hlsl`
//! dialect's resource atomics take the same kinds. The enum and its property
//! are `arith`'s keyword enums ([`dialect_arith::attributes::KeywordEnum`]).

use dialect_arith::attributes::KeywordEnum;

dialect_arith::keyword_enum!(
    /// The read-modify-write of an atomic, in MLIR's stored order.
    AtomicRMWKind {
        Addf = "addf",
        Addi = "addi",
        Andi = "andi",
        Assign = "assign",
        Maximumf = "maximumf",
        Maxnumf = "maxnumf",
        Maxs = "maxs",
        Maxu = "maxu",
        Minimumf = "minimumf",
        Minnumf = "minnumf",
        Mins = "mins",
        Minu = "minu",
        Mulf = "mulf",
        Muli = "muli",
        Ori = "ori",
        Xori = "xori",
    }
);

impl AtomicRMWKind {
    /// The kind's keyword (`addi`, ...), as [`KeywordEnum::keyword`].
    pub fn keyword(self) -> &'static str {
        KeywordEnum::keyword(self)
    }

    /// Whether the kind works on floats (`addf`, `maximumf`, ...); the
    /// others work on integers, except `assign`, which takes both.
    pub fn is_float(self) -> bool {
        use AtomicRMWKind::*;
        matches!(self, Addf | Maximumf | Maxnumf | Minimumf | Minnumf | Mulf)
    }

    /// Whether the kind works on integers.
    pub fn is_integer(self) -> bool {
        self == AtomicRMWKind::Assign || !self.is_float()
    }
}

dialect_arith::enum_attr!(
    /// `AtomicRMWKindAttr`: an `i64` enum property spelled by keyword.
    AtomicRMWKindAttr(AtomicRMWKind), i64, "kind",
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"
);
