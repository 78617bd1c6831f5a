//! What the command line tells the front end: the target profile (`-T cs_6_6`),
//! language version (`-HV`), 16-bit types, SPIR-V mode, defines and include
//! directories, and the macros DXC predefines from them
//! (https://github.com/microsoft/DirectXShaderCompiler/wiki/Predefined-Version-Macros).

use std::path::PathBuf;

/// Shader stages with the numbers DXC gives `__SHADER_STAGE_*` (clang's
/// `predefined-macros-hlsl.hlsl` test spells the same values).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShaderStage {
    Pixel,
    Vertex,
    Geometry,
    Hull,
    Domain,
    Compute,
    Library,
    Mesh,
    Amplification,
}

/// `(stage, profile prefix, [shader("...")] name, __SHADER_STAGE_* value)`;
/// the name in upper case is the suffix of the stage's `__SHADER_STAGE_*`
/// macro.
const STAGES: &[(ShaderStage, &str, &str, u32)] = &[
    (ShaderStage::Pixel, "ps", "pixel", 0),
    (ShaderStage::Vertex, "vs", "vertex", 1),
    (ShaderStage::Geometry, "gs", "geometry", 2),
    (ShaderStage::Hull, "hs", "hull", 3),
    (ShaderStage::Domain, "ds", "domain", 4),
    (ShaderStage::Compute, "cs", "compute", 5),
    (ShaderStage::Library, "lib", "library", 6),
    (ShaderStage::Mesh, "ms", "mesh", 13),
    (ShaderStage::Amplification, "as", "amplification", 14),
];

impl ShaderStage {
    fn row(self) -> &'static (ShaderStage, &'static str, &'static str, u32) {
        STAGES.iter().find(|r| r.0 == self).unwrap_or(&STAGES[5])
    }

    pub fn number(self) -> u32 {
        self.row().3
    }

    /// The `[shader("...")]` attribute name of the stage.
    pub fn attribute_name(self) -> &'static str {
        self.row().2
    }

    pub fn from_attribute_name(name: &str) -> Option<ShaderStage> {
        STAGES.iter().find(|r| r.2 == name).map(|r| r.0)
    }
}

/// A `-T` profile such as `cs_6_6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    pub stage: ShaderStage,
    pub major: u32,
    pub minor: u32,
}

impl Profile {
    /// Parses `cs_6_0` .. `cs_6_9`, `lib_6_x`, ... (shader model 6 only, as DXC 1.8).
    pub fn parse(text: &str) -> Option<Profile> {
        let (prefix, rest) = text.split_once('_')?;
        let stage = STAGES.iter().find(|r| r.1 == prefix)?.0;
        let (major, minor) = rest.split_once('_')?;
        let major: u32 = major.parse().ok()?;
        let minor: u32 = if minor == "x" {
            15
        } else {
            minor.parse().ok()?
        };
        if major != 6 || minor > 9 && minor != 15 {
            return None;
        }
        Some(Profile {
            stage,
            major,
            minor,
        })
    }
}

impl std::fmt::Display for Profile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}_{}_{}", self.stage.row().1, self.major, self.minor)
    }
}

/// Everything the front end needs to know of the compilation.
#[derive(Clone, Debug)]
pub struct Options {
    pub profile: Profile,
    /// `-E`; `None` for library profiles.
    pub entry: Option<String>,
    /// `-HV` (2016, 2017, 2018, 2021, 202x).
    pub hlsl_version: u32,
    /// `-enable-16bit-types`: `half` is a 16-bit float, `int16_t` etc. exist.
    pub enable_16bit_types: bool,
    /// `-spirv`: defines `__spirv__`; `[[vk::...]]` attributes apply.
    pub spirv: bool,
    /// `-D NAME[=VALUE]` and `-U NAME`, in command-line order.
    pub defines: Vec<Define>,
    /// `-I DIR`.
    pub include_dirs: Vec<PathBuf>,
    /// `-Zpr`: matrices default to row-major.
    pub row_major: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Define {
    Define(String, Option<String>),
    Undef(String),
}

impl Default for Options {
    fn default() -> Self {
        Options {
            profile: Profile {
                stage: ShaderStage::Compute,
                major: 6,
                minor: 0,
            },
            entry: Some("main".into()),
            hlsl_version: 2021,
            enable_16bit_types: false,
            spirv: false,
            defines: Vec::new(),
            include_dirs: Vec::new(),
            row_major: false,
        }
    }
}

impl Options {
    /// The `<built-in>` predefines, as `#define` lines.
    pub fn predefines(&self) -> String {
        let mut lines = vec![
            "#define __hlsl_dx_compiler 1".to_string(),
            format!("#define __HLSL_VERSION {}", self.hlsl_version),
            "#define __DXC_VERSION_MAJOR 1".to_string(),
            "#define __DXC_VERSION_MINOR 8".to_string(),
            "#define __DXC_VERSION_RELEASE 0".to_string(),
            "#define __DXC_VERSION_COMMITS 0".to_string(),
        ];
        for (_, _, name, value) in STAGES {
            let suffix = name.to_uppercase();
            lines.push(format!("#define __SHADER_STAGE_{suffix} {value}"));
        }
        lines.push(format!(
            "#define __SHADER_TARGET_STAGE {}",
            self.profile.stage.number()
        ));
        lines.push(format!(
            "#define __SHADER_TARGET_MAJOR {}",
            self.profile.major
        ));
        lines.push(format!(
            "#define __SHADER_TARGET_MINOR {}",
            self.profile.minor
        ));
        if self.enable_16bit_types {
            lines.push("#define __HLSL_ENABLE_16_BIT 1".into());
        }
        if self.spirv {
            lines.push("#define __spirv__ 1".into());
        }
        let mut s = lines.join("\n");
        s.push('\n');
        s
    }

    /// The `<command line>` buffer of `-D`/`-U`.
    pub fn command_line_defines(&self) -> String {
        let mut s = String::new();
        for d in &self.defines {
            match d {
                Define::Define(name, Some(value)) => s += &format!("#define {name} {value}\n"),
                Define::Define(name, None) => s += &format!("#define {name} 1\n"),
                Define::Undef(name) => s += &format!("#undef {name}\n"),
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles() {
        let p = Profile::parse("cs_6_6").unwrap();
        assert_eq!((p.stage, p.major, p.minor), (ShaderStage::Compute, 6, 6));
        assert_eq!(p.to_string(), "cs_6_6");
        assert!(Profile::parse("cs_5_0").is_none());
        assert!(Profile::parse("xx_6_0").is_none());
        assert_eq!(
            Profile::parse("lib_6_5").unwrap().stage,
            ShaderStage::Library
        );
    }
}
