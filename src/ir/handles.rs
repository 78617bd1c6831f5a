//! The handles of IR entities: a `u32` index into the table that holds them
//! (an [`Ir`](crate::ir::Ir)'s arenas for ops, blocks, regions and values, the
//! [`Context`](crate::Context)'s uniquing tables for attributes and types), so
//! that equality is an index compare.

/// Declares a handle `$name` whose `index()` is a `$index`, shown in debug
/// output as `$prefix` and the index.
macro_rules! handle {
    ($(#[$doc:meta])* $name:ident, $prefix:literal, $index:ty) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub(crate) u32);

        impl $name {
            /// The raw index into the arena or uniquing table (stable for the
            /// life of its owner).
            pub fn index(self) -> $index {
                self.0 as $index
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}
pub(crate) use handle;
