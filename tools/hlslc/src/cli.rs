//! The DXC / clang-dxc command line
//! (https://github.com/microsoft/DirectXShaderCompiler/wiki/Using-dxc.exe-and-dxcompiler.dll ;
//! the SPIR-V options of https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst).
//!
//! Options are a table: each has a spelling, how it takes its value, and
//! whether this compiler acts on it or accepts and ignores it (options that
//! tune DXIL or SPIR-V code generation, validation, or output format details
//! that have no meaning before code generation). Options start with `-` or
//! `/` as in DXC. An option not in the table is rejected with DXC's message.

use std::path::PathBuf;

use hlsl_frontend::options::{Define, Options, Profile};

/// How an option takes its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Arity {
    Flag,
    /// `-T cs_6_0` or `-Tcs_6_0`.
    JoinedOrSeparate,
    /// `-fspv-target-env=vulkan1.3` (the spelling includes the `=`).
    Joined,
    /// A fixed number of following arguments (`-fvk-bind-register t0 0 1 2`).
    Separate(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Act {
    Target,
    Entry,
    Output,
    OutputText,
    Define,
    Undef,
    Include,
    HlslVersion,
    Enable16Bit,
    Spirv,
    SpirvTargetEnv,
    SyntaxOnly,
    AstPrint,
    AstDump,
    RowMajor,
    ColumnMajor,
    WarningsAsErrors,
    NoWarnings,
    Help,
    VkBindRegister,
    VkBindGlobals,
    VkShift(char),
    /// `-O0`..`-O3`, `-Od` (0).
    Opt(u8),
    /// `-fcgl`: print the generated `hlsl`-dialect module.
    HighLevel,
    /// `-fspv-use-legacy-buffer-matrix-order`.
    LegacyMatrixOrder,
    /// `-fspv-enable-maximal-reconvergence`.
    MaximalReconvergence,
    /// `-fvk-use-gl-layout`, `-fvk-use-scalar-layout`, `-fvk-use-dx-layout`:
    /// the buffer layout of the SPIR-V lowering.
    Layout(&'static str),
    /// Accepted; has no effect before code generation, or none in this compiler.
    Ignore,
}

use Act::*;
use Arity::*;

/// One option: `(spelling, arity, action)`.
type OptionRow = (&'static str, Arity, Act);

/// Every option. Joined forms match by their longest spelling.
const OPTIONS: &[OptionRow] = &[
    ("T", JoinedOrSeparate, Target),
    ("E", JoinedOrSeparate, Entry),
    ("Fo", JoinedOrSeparate, Output),
    ("Fc", JoinedOrSeparate, OutputText),
    ("D", JoinedOrSeparate, Define),
    ("U", JoinedOrSeparate, Undef),
    ("I", JoinedOrSeparate, Include),
    ("HV", JoinedOrSeparate, HlslVersion),
    ("enable-16bit-types", Flag, Enable16Bit),
    ("fnative-half-type", Flag, Enable16Bit),
    ("spirv", Flag, Spirv),
    ("fspv-target-env=", Joined, SpirvTargetEnv),
    ("fsyntax-only", Flag, SyntaxOnly),
    ("ast-print", Flag, AstPrint),
    ("ast-dump", Flag, AstDump),
    ("Zpr", Flag, RowMajor),
    ("Zpc", Flag, ColumnMajor),
    ("WX", Flag, WarningsAsErrors),
    ("Werror", Flag, WarningsAsErrors),
    ("no-warnings", Flag, NoWarnings),
    ("w", Flag, NoWarnings),
    ("help", Flag, Help),
    ("?", Flag, Help),
    // Optimization and debug information: code generation settings.
    ("O0", Flag, Opt(0)),
    ("O1", Flag, Opt(1)),
    ("O2", Flag, Opt(2)),
    ("O3", Flag, Opt(3)),
    ("Od", Flag, Opt(0)),
    ("Zi", Flag, Ignore),
    ("Zs", Flag, Ignore),
    ("Zss", Flag, Ignore),
    ("Zsb", Flag, Ignore),
    ("Qembed_debug", Flag, Ignore),
    ("Qsource_in_debug_module", Flag, Ignore),
    ("Qstrip_debug", Flag, Ignore),
    ("Qstrip_reflect", Flag, Ignore),
    ("Qstrip_priv", Flag, Ignore),
    ("Qstrip_rootsignature", Flag, Ignore),
    ("Fd", JoinedOrSeparate, Ignore),
    ("Fre", JoinedOrSeparate, Ignore),
    ("Frs", JoinedOrSeparate, Ignore),
    ("Fsh", JoinedOrSeparate, Ignore),
    ("Fh", JoinedOrSeparate, Ignore),
    ("Fe", JoinedOrSeparate, Ignore),
    ("Fi", JoinedOrSeparate, Ignore),
    ("Vn", JoinedOrSeparate, Ignore),
    ("Vd", Flag, Ignore),
    ("Vi", Flag, Ignore),
    ("Ni", Flag, Ignore),
    ("No", Flag, Ignore),
    ("Cc", Flag, Ignore),
    ("Lx", Flag, Ignore),
    ("nologo", Flag, Ignore),
    ("Gis", Flag, Ignore),
    ("Gfa", Flag, Ignore),
    ("Gfp", Flag, Ignore),
    ("Ges", Flag, Ignore),
    ("Gec", Flag, Ignore),
    ("res-may-alias", Flag, Ignore),
    ("all-resources-bound", Flag, Ignore),
    ("enable-payload-qualifiers", Flag, Ignore),
    ("disable-payload-qualifiers", Flag, Ignore),
    ("enable-lifetime-markers", Flag, Ignore),
    ("disable-lifetime-markers", Flag, Ignore),
    ("flegacy-macro-expansion", Flag, Ignore),
    ("flegacy-resource-reservation", Flag, Ignore),
    ("fcgl", Flag, HighLevel),
    ("denorm", JoinedOrSeparate, Ignore),
    ("validator-version", JoinedOrSeparate, Ignore),
    ("rootsig-define", JoinedOrSeparate, Ignore),
    ("Oconfig=", Joined, Ignore),
    ("ftime-report", Flag, Ignore),
    ("ftime-trace", Flag, Ignore),
    ("fdiagnostics-show-option", Flag, Ignore),
    ("fno-diagnostics-show-option", Flag, Ignore),
    ("fcolor-diagnostics", Flag, Ignore),
    ("fno-color-diagnostics", Flag, Ignore),
    ("Qunused-arguments", Flag, Ignore),
    // SPIR-V code generation (DXC's -spirv mode).
    ("fvk-bind-register", Separate(4), VkBindRegister),
    ("vkbr", Separate(4), VkBindRegister),
    ("fvk-bind-globals", Separate(2), VkBindGlobals),
    ("fvk-b-shift", Separate(2), VkShift('b')),
    ("fvk-t-shift", Separate(2), VkShift('t')),
    ("fvk-s-shift", Separate(2), VkShift('s')),
    ("fvk-u-shift", Separate(2), VkShift('u')),
    ("fvk-auto-shift-bindings", Flag, Ignore),
    ("fvk-use-dx-layout", Flag, Layout("dx")),
    ("fvk-use-gl-layout", Flag, Layout("gl")),
    ("fvk-use-scalar-layout", Flag, Layout("scalar")),
    ("fvk-invert-y", Flag, Ignore),
    ("fvk-use-dx-position-w", Flag, Ignore),
    ("fvk-support-nonzero-base-instance", Flag, Ignore),
    ("fvk-support-nonzero-base-vertex", Flag, Ignore),
    ("fvk-allow-rwstructuredbuffer-arrays", Flag, Ignore),
    ("fvk-stage-io-order=", Joined, Ignore),
    ("fspv-extension=", Joined, Ignore),
    ("fspv-debug=", Joined, Ignore),
    ("fspv-entrypoint-name=", Joined, Ignore),
    ("fspv-reflect", Flag, Ignore),
    (
        "fspv-use-legacy-buffer-matrix-order",
        Flag,
        LegacyMatrixOrder,
    ),
    (
        "fspv-enable-maximal-reconvergence",
        Flag,
        MaximalReconvergence,
    ),
    ("fspv-preserve-bindings", Flag, Ignore),
    ("fspv-preserve-interface", Flag, Ignore),
    ("fspv-flatten-resource-arrays", Flag, Ignore),
    ("fspv-fix-func-call-arguments", Flag, Ignore),
    ("fspv-reduce-load-size", Flag, Ignore),
    ("fspv-print-all", Flag, Ignore),
    ("fspv-use-vulkan-memory-model", Flag, Ignore),
    ("fspv-max-id=", Joined, Ignore),
    ("fspv-target-env", Flag, Ignore),
];

/// What the driver was asked to do.
#[derive(Debug, Default)]
pub struct Invocation {
    pub input: Option<PathBuf>,
    pub options: Options,
    pub output: Option<PathBuf>,
    pub output_text: Option<PathBuf>,
    pub syntax_only: bool,
    pub ast_print: bool,
    pub ast_dump: bool,
    pub help: bool,
    pub target_env: Option<String>,
    pub warnings_as_errors: bool,
    pub no_warnings: bool,
    pub profile_given: bool,
    /// The optimization level (`-O3` unless told).
    pub opt_level: Option<u8>,
    /// `-fcgl`: print the `hlsl`-dialect module instead of lowering it.
    pub high_level: bool,
    /// The buffer layout asked for (`gl`, `scalar`, `dx`).
    pub layout: Option<&'static str>,
    /// `-fspv-use-legacy-buffer-matrix-order`.
    pub legacy_buffer_matrix_order: bool,
    /// `-fspv-enable-maximal-reconvergence`: entry points get the
    /// `MaximallyReconvergesKHR` execution mode.
    pub maximal_reconvergence: bool,
    /// Vulkan binding options, kept for code generation.
    pub vulkan: VulkanBindings,
}

/// `-fvk-bind-register`, `-fvk-{b,t,s,u}-shift` and `-fvk-bind-globals`
/// (https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst#hlsl-register-and-vulkan-binding).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct VulkanBindings {
    /// `(register class, register number, space, binding, set)`.
    pub bind_register: Vec<(char, u32, u32, u32, u32)>,
    /// `(register class, shift, space; None for "all")`.
    pub shifts: Vec<(char, u32, Option<u32>)>,
    /// `(binding, set)` of the `$Globals` constant buffer.
    pub bind_globals: Option<(u32, u32)>,
}

fn number(option: &str, value: &str) -> Result<u32, String> {
    value
        .parse()
        .map_err(|_| format!("invalid value '{value}' for option '-{option}': expected a number"))
}

/// DXC's spellings of `-fspv-target-env`.
const TARGET_ENVS: &[&str] = &[
    "vulkan1.0",
    "vulkan1.1",
    "vulkan1.1spirv1.4",
    "vulkan1.2",
    "vulkan1.3",
    "vulkan1.4",
    "universal1.5",
];

/// Finds the option an argument spells: its table row and an attached value.
fn lookup(body: &str) -> Option<(&'static OptionRow, Option<String>)> {
    if let Some(row) = OPTIONS.iter().find(|r| r.0 == body && r.1 != Joined) {
        return Some((row, None));
    }
    // Joined forms: the longest spelling that prefixes the argument.
    OPTIONS
        .iter()
        .filter(|r| {
            matches!(r.1, Joined | JoinedOrSeparate)
                && body.starts_with(r.0)
                && body.len() > r.0.len()
        })
        .max_by_key(|r| r.0.len())
        .map(|r| (r, Some(body[r.0.len()..].to_string())))
}

pub fn parse(args: &[String]) -> Result<Invocation, String> {
    let mut inv = Invocation::default();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if arg == "--" {
            for rest in &args[i..] {
                set_input(&mut inv, rest)?;
            }
            break;
        }
        let body = if let Some(b) = arg.strip_prefix("--") {
            b
        } else if let Some(b) = arg.strip_prefix('-').or_else(|| {
            arg.strip_prefix('/')
                .filter(|b| !b.contains('/') && !b.is_empty())
        }) {
            b
        } else {
            set_input(&mut inv, arg)?;
            continue;
        };
        if body.is_empty() {
            set_input(&mut inv, arg)?;
            continue;
        }
        // Warning controls (`-Wno-foo`, `-Wconversion`) are accepted.
        if body.starts_with("Wno-") || (body.starts_with('W') && body.len() > 2 && body != "WX") {
            continue;
        }
        let Some((&(name, arity, act), joined)) = lookup(body) else {
            return Err(format!("Unknown argument: '{arg}'"));
        };
        let mut values: Vec<String> = Vec::new();
        match arity {
            Flag => {}
            Joined => values.push(joined.unwrap_or_default()),
            JoinedOrSeparate => match joined {
                Some(v) => values.push(v),
                None => {
                    let v = args
                        .get(i)
                        .ok_or_else(|| format!("Missing argument for option '-{name}'"))?;
                    values.push(v.clone());
                    i += 1;
                }
            },
            Separate(n) => {
                for _ in 0..n {
                    let v = args
                        .get(i)
                        .ok_or_else(|| format!("Missing argument for option '-{name}'"))?;
                    values.push(v.clone());
                    i += 1;
                }
            }
        }
        apply(&mut inv, act, &values)?;
    }
    Ok(inv)
}

fn set_input(inv: &mut Invocation, arg: &str) -> Result<(), String> {
    if inv.input.is_some() {
        return Err("Only one input file is supported".to_string());
    }
    inv.input = Some(PathBuf::from(arg));
    Ok(())
}

fn apply(inv: &mut Invocation, act: Act, values: &[String]) -> Result<(), String> {
    let value = values.first().cloned().unwrap_or_default();
    match act {
        Target => {
            let p =
                Profile::parse(&value).ok_or_else(|| format!("Unknown target profile: {value}"))?;
            inv.options.profile = p;
            inv.profile_given = true;
        }
        Entry => inv.options.entry = Some(value),
        Output => inv.output = Some(PathBuf::from(value)),
        OutputText => inv.output_text = Some(PathBuf::from(value)),
        Define => {
            let (name, val) = match value.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (value.clone(), None),
            };
            inv.options
                .defines
                .push(hlsl_frontend::options::Define::Define(name, val));
        }
        Undef => inv.options.defines.push(Define::Undef(value)),
        Include => inv.options.include_dirs.push(PathBuf::from(value)),
        HlslVersion => {
            inv.options.hlsl_version = match value.as_str() {
                "2016" | "2017" | "2018" | "2021" => value.parse().unwrap_or(2021),
                "202x" => 2029,
                _ => return Err(format!("Unknown HLSL version: {value}")),
            }
        }
        Enable16Bit => inv.options.enable_16bit_types = true,
        Spirv => inv.options.spirv = true,
        SpirvTargetEnv => {
            if !TARGET_ENVS.contains(&value.as_str()) {
                return Err(format!("unknown SPIR-V target environment '{value}'"));
            }
            inv.target_env = Some(value);
        }
        SyntaxOnly => inv.syntax_only = true,
        AstPrint => inv.ast_print = true,
        AstDump => inv.ast_dump = true,
        RowMajor => inv.options.row_major = true,
        ColumnMajor => inv.options.row_major = false,
        WarningsAsErrors => inv.warnings_as_errors = true,
        NoWarnings => inv.no_warnings = true,
        Help => inv.help = true,
        VkBindRegister => {
            let reg = &values[0];
            let mut chars = reg.chars();
            let class = chars.next().filter(|c| matches!(c, 'b' | 't' | 's' | 'u'));
            let slot = chars.as_str().parse::<u32>().ok();
            let (Some(class), Some(slot)) = (class, slot) else {
                return Err(format!(
                    "invalid register '{reg}' for option '-fvk-bind-register'"
                ));
            };
            let space = number("fvk-bind-register", &values[1])?;
            let binding = number("fvk-bind-register", &values[2])?;
            let set = number("fvk-bind-register", &values[3])?;
            inv.vulkan
                .bind_register
                .push((class, slot, space, binding, set));
        }
        VkBindGlobals => {
            let binding = number("fvk-bind-globals", &values[0])?;
            let set = number("fvk-bind-globals", &values[1])?;
            inv.vulkan.bind_globals = Some((binding, set));
        }
        VkShift(class) => {
            let option = format!("fvk-{class}-shift");
            let shift = number(&option, &values[0])?;
            let space = if values[1] == "all" {
                None
            } else {
                Some(number(&option, &values[1])?)
            };
            inv.vulkan.shifts.push((class, shift, space));
        }
        Opt(level) => inv.opt_level = Some(level),
        HighLevel => inv.high_level = true,
        Layout(layout) => inv.layout = Some(layout),
        MaximalReconvergence => inv.maximal_reconvergence = true,
        LegacyMatrixOrder => inv.legacy_buffer_matrix_order = true,
        Ignore => {}
    }
    Ok(())
}

pub const USAGE: &str = "OVERVIEW: HLSL compiler (DXC-compatible command line)

USAGE: hlslc [options] <input>

Common options:
  -T <profile>            Target profile: cs_6_0..cs_6_9, ps_6_x, vs_6_x, lib_6_x, ...
  -E <name>               Entry point name (default: main)
  -D <name>[=<value>]     Define a macro
  -I <dir>                Add a directory to the include search path
  -HV <version>           HLSL version: 2016, 2017, 2018, 2021 (default), 202x
  -enable-16bit-types     Native 16-bit types (half is a 16-bit float)
  -spirv                  Target SPIR-V (defines __spirv__)
  -fspv-target-env=<env>  SPIR-V target environment (vulkan1.0 .. vulkan1.4)
  -Fo <file>              Output object file (with -spirv: the SPIR-V binary;
                          without: the hlsl-dialect module as MLIR text)
  -Fc <file>              Output text listing (the module as MLIR text)
  -fcgl                   Print the generated hlsl-dialect module (MLIR text)
  -O0..-O3, -Od           Optimization level: -O1 and above canonicalize the
                          module before lowering it (default -O3)
  -fvk-bind-register <reg> <space> <binding> <set>, -fvk-{b,t,s,u}-shift <n> <space>
                          Vulkan bindings of registers
  -fvk-use-scalar-layout, -fvk-use-gl-layout, -fvk-use-dx-layout
                          Scalar, strict std140/std430 or DirectX buffer
                          layout (cbuffers in 16-byte rows, structured
                          buffers tightly packed)
  -fspv-enable-maximal-reconvergence
                          MaximallyReconvergesKHR on the entry point
                          (SPV_KHR_maximal_reconvergence)
  -Zi, -Qembed_debug, -Vd, -Gis, other -fvk-*, -fspv-*
                          Accepted (code generation settings)
  -Zpr / -Zpc             Row- / column-major matrices by default
  -WX                     Treat warnings as errors
  -fsyntax-only           Preprocess, parse and check only
  -ast-print              Print the parsed program as HLSL source
  -ast-dump               Print the typed AST (types, conversions, callees)
";

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn offload_suite_lines() {
        let inv = parse(&args(
            "-spirv -fspv-target-env=vulkan1.3 -enable-16bit-types -T cs_6_5 -Fo out.o -HV 2021 -fvk-use-dx-layout -Gis -E main2 in.hlsl",
        ))
        .unwrap();
        assert!(inv.options.spirv && inv.options.enable_16bit_types);
        assert_eq!(inv.options.profile.to_string(), "cs_6_5");
        assert_eq!(inv.options.entry.as_deref(), Some("main2"));
        assert_eq!(inv.input.unwrap().to_str(), Some("in.hlsl"));
    }

    #[test]
    fn joined_and_slash_forms() {
        let inv = parse(&args(
            "/Tps_6_0 -DFOO=1 -Iinc /E PSMain -fvk-bind-register t0 0 1 2 -fvk-u-shift 10 all -fvk-bind-globals 3 4 x.hlsl",
        ))
        .unwrap();
        assert_eq!(inv.options.profile.to_string(), "ps_6_0");
        assert_eq!(inv.vulkan.bind_register, vec![('t', 0, 0, 1, 2)]);
        assert_eq!(inv.vulkan.shifts, vec![('u', 10, None)]);
        assert_eq!(inv.vulkan.bind_globals, Some((3, 4)));
        assert!(parse(&args("-T cs_6_0 -fvk-bind-register x9 0 1 2 a.hlsl")).is_err());
        assert_eq!(inv.options.entry.as_deref(), Some("PSMain"));
        assert_eq!(inv.options.include_dirs, vec![PathBuf::from("inc")]);
    }

    #[test]
    fn layouts() {
        let inv = parse(&args("-T cs_6_0 -fvk-use-scalar-layout x.hlsl")).unwrap();
        assert_eq!(inv.layout, Some("scalar"));
        let inv = parse(&args("-T cs_6_0 -fvk-use-gl-layout -O0 -fcgl x.hlsl")).unwrap();
        assert_eq!(inv.layout, Some("gl"));
        assert_eq!(inv.opt_level, Some(0));
        assert!(inv.high_level);
    }

    #[test]
    fn unknown_is_rejected() {
        assert_eq!(
            parse(&args("-foo x.hlsl")).unwrap_err(),
            "Unknown argument: '-foo'"
        );
        assert!(parse(&args("-T xx_6_0 x.hlsl")).is_err());
        assert!(parse(&args("-fspv-target-env=vulkan9 x.hlsl")).is_err());
        assert!(parse(&args("-T")).is_err());
    }
}
