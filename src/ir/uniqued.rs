//! The handles of uniqued attributes and types: an index into the table of
//! their [`Context`](crate::Context), so that equality is an index compare.

/// Declares a uniqued handle `$name`, shown in debug output as `$debug#index`.
macro_rules! uniqued_handle {
    ($(#[$doc:meta])* $name:ident, $debug:literal) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub(crate) u32);

        impl $name {
            /// The raw uniquing index (stable for the life of the context).
            pub fn index(self) -> u32 {
                self.0
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($debug, "#{}"), self.0)
            }
        }
    };
}
pub(crate) use uniqued_handle;
