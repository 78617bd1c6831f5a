//! SPIR-V versions, spelled as MLIR's `#spirv.vce` spells them (`v1.0` ..
//! `v1.6`; MLIR's `SPIRV_VersionAttr` in `SPIRVBase.td`).

use super::{UnknownName, spelled_by_name};

/// A SPIR-V version. Ordered: a later version is greater.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Version {
    /// SPIR-V 1.0.
    #[default]
    V1_0,
    /// SPIR-V 1.1.
    V1_1,
    /// SPIR-V 1.2.
    V1_2,
    /// SPIR-V 1.3.
    V1_3,
    /// SPIR-V 1.4.
    V1_4,
    /// SPIR-V 1.5.
    V1_5,
    /// SPIR-V 1.6.
    V1_6,
}

impl Version {
    /// Every version, oldest first.
    pub const ALL: [Version; 7] = [
        Version::V1_0,
        Version::V1_1,
        Version::V1_2,
        Version::V1_3,
        Version::V1_4,
        Version::V1_5,
        Version::V1_6,
    ];

    /// The newest version.
    pub const LATEST: Version = Version::V1_6;

    /// `(major, minor)`, e.g. `(1, 3)`.
    pub const fn major_minor(self) -> (u8, u8) {
        (1, self as u8)
    }

    /// The version word of a SPIR-V module header (`0x00010300` for 1.3).
    pub const fn header_word(self) -> u32 {
        0x0001_0000 | ((self as u32) << 8)
    }

    /// The version a module header word names, if it is one of these.
    pub fn from_header_word(word: u32) -> Option<Version> {
        Version::ALL.into_iter().find(|v| v.header_word() == word)
    }

    /// MLIR's spelling, e.g. `v1.3`.
    pub const fn name(self) -> &'static str {
        match self {
            Version::V1_0 => "v1.0",
            Version::V1_1 => "v1.1",
            Version::V1_2 => "v1.2",
            Version::V1_3 => "v1.3",
            Version::V1_4 => "v1.4",
            Version::V1_5 => "v1.5",
            Version::V1_6 => "v1.6",
        }
    }
}

spelled_by_name!(
    Version,
    UnknownName,
    |s| Version::ALL.into_iter().find(|v| v.name() == s),
    UnknownName::new("version", s)
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spelling_round_trips() {
        for version in Version::ALL {
            assert_eq!(version.to_string().parse::<Version>(), Ok(version));
        }
        assert_eq!(Version::V1_3.to_string(), "v1.3");
        assert_eq!(
            "v1.9".parse::<Version>().unwrap_err().to_string(),
            "unknown version: v1.9"
        );
        assert!("1.3".parse::<Version>().is_err());
    }

    #[test]
    fn header_words() {
        assert_eq!(Version::V1_0.header_word(), 0x0001_0000);
        assert_eq!(Version::V1_6.header_word(), 0x0001_0600);
        assert_eq!(Version::from_header_word(0x0001_0300), Some(Version::V1_3));
        assert_eq!(Version::from_header_word(0x0001_0700), None);
        assert_eq!(Version::V1_5.major_minor(), (1, 5));
    }

    #[test]
    fn ordered_oldest_first() {
        assert!(Version::V1_0 < Version::V1_3);
        assert_eq!(Version::ALL.iter().max(), Some(&Version::LATEST));
        assert_eq!(Version::default(), Version::V1_0);
    }
}
