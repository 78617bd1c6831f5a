//! Little-endian packing of scalars into resource contents and back, the byte order
//! of every Vulkan implementation this runs on.

/// A scalar that resource contents are made of.
pub trait Scalar: Copy {
    const SIZE: usize;
    fn append(self, out: &mut Vec<u8>);
    /// Reads one value from exactly [`Self::SIZE`] bytes.
    fn read(bytes: &[u8]) -> Self;
}

macro_rules! scalar {
    ($($ty:ty),*) => {$(
        impl Scalar for $ty {
            const SIZE: usize = size_of::<$ty>();
            fn append(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn read(bytes: &[u8]) -> Self {
                let mut raw = [0u8; size_of::<$ty>()];
                raw.copy_from_slice(bytes);
                <$ty>::from_le_bytes(raw)
            }
        }
    )*};
}

scalar!(u8, i8, u16, i16, u32, i32, u64, i64, f32, f64);

/// The bytes of `values`, one after the other.
pub fn to_bytes<T: Scalar>(values: &[T]) -> Vec<u8> {
    let mut out = Vec::with_capacity(values.len() * T::SIZE);
    for value in values {
        value.append(&mut out);
    }
    out
}

/// The values `bytes` holds; a trailing partial value is left out.
pub fn from_bytes<T: Scalar>(bytes: &[u8]) -> Vec<T> {
    bytes.chunks_exact(T::SIZE).map(T::read).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_little_endian() {
        let bytes = to_bytes(&[1u32, 0x0102_0304]);
        assert_eq!(bytes, [1, 0, 0, 0, 4, 3, 2, 1]);
        assert_eq!(from_bytes::<u32>(&bytes), [1, 0x0102_0304]);
        assert_eq!(from_bytes::<f32>(&to_bytes(&[1.5f32, -2.0])), [1.5, -2.0]);
        assert_eq!(from_bytes::<u16>(&[1, 0, 2]), [1]);
    }
}
