//! Build script: generates the SPIR-V grammar tables of `dialect_spirv`.
//!
//! Sources, in order of authority:
//! - `rspirv::grammar::INSTRUCTION_TABLE` (rspirv 0.13): the capabilities and
//!   extensions of every opcode;
//! - `spirv.core.grammar.json` beside this file, the machine-readable SPIR-V
//!   grammar published by Khronos in SPIRV-Headers (release 1.4.335, kept
//!   unmodified, its MIT notice inside): the versions of every opcode, and the
//!   versions, extensions, capabilities and aliases of every operand-kind
//!   enumerant, which the `spirv`/`rspirv` crates do not carry. The crates
//!   follow SPIRV-Headers 1.4.341; the few enumerants added in between get no
//!   availability (`UnknownEnumerant` at run time), the opcodes still get
//!   rspirv's capabilities and extensions;
//! - the `spirv` crate (0.4): the Rust enum every table is keyed by.
//!
//! The availability rules are the ones MLIR's `gen_spirv_dialect.py` applies
//! to the same grammar (extensions and capabilities sorted by name, a version
//! that comes with extensions read as "core since"), so that the deduced
//! `#spirv.vce` matches `mlir-opt --spirv-update-vce`.
//!
//! The output is one Rust file, `grammar_tables.rs` in `OUT_DIR`, included by
//! `src/availability/grammar/mod.rs`.

use std::collections::{BTreeMap, BTreeSet};
use std::error::Error;
use std::fmt::Write as _;
use std::path::PathBuf;

use serde_json::Value;

type BuildResult<T> = Result<T, Box<dyn Error>>;

const GRAMMAR_FILE: &str = "src/availability/grammar/spirv.core.grammar.json";

/// Extensions that no instruction or enumerant of the grammars lists (they
/// only relax rules): the ones MLIR knows, and `SPV_AMD_gpu_shader_half_float`
/// / `SPV_AMD_gpu_shader_int16` (16-bit floats and integers in `GLSL.std.450`
/// instructions), which glslang emits.
const EXTENSIONS_WITHOUT_GRAMMAR_ENTRIES: &[&str] = &[
    "SPV_AMD_gpu_shader_half_float",
    "SPV_AMD_gpu_shader_int16",
    "SPV_INTEL_long_constant_composite",
    "SPV_KHR_non_semantic_info",
];

/// Extensions the SPIR-V specification ("Changes" appendix) incorporates into
/// a core version although part of what they define stayed extension-only, so
/// the grammar alone does not show the fold.
const PARTIALLY_FOLDED_EXTENSIONS: &[(&str, &str)] = &[
    ("SPV_EXT_shader_viewport_index_layer", "1.5"),
    ("SPV_EXT_demote_to_helper_invocation", "1.6"),
    ("SPV_KHR_non_semantic_info", "1.6"),
];

/// Spellings the grammar gained by renames after MLIR 22 took its enum
/// snapshot: MLIR 22 knows these enumerants only by an older alias, so these
/// names are never chosen as the printed spelling (they are still parsed).
const SPELLINGS_NEWER_THAN_MLIR: &[&str] = &[
    "BFloat16ConversionINTEL",
    "ComputeDerivativeGroupLinearKHR",
    "ComputeDerivativeGroupQuadsKHR",
    "DerivativeGroupLinearKHR",
    "DerivativeGroupQuadsKHR",
    "OptNoneEXT",
];

/// Spellings MLIR 22 uses that the grammar dropped when it renamed the
/// enumerant (no alias kept): (the grammar's name, MLIR 22's spelling). The
/// old spelling becomes an alias again.
const SPELLINGS_DROPPED_AFTER_MLIR: &[(&str, &str)] =
    &[("BFloat16ConversionINTEL", "Bfloat16ConversionINTEL")];

/// Capability implications MLIR 22 declares (`SPIRVBase.td`) that this
/// grammar does not list: (capability, the capabilities it also implies).
const IMPLICATIONS_BEYOND_GRAMMAR: &[(&str, &[&str])] =
    &[("GraphARM", &["TensorsARM"]), ("TensorsARM", &["Int8"])];

/// The one ALTERA spelling MLIR 22 already uses (its INTEL alias is newer).
const ALTERA_SPELLINGS_IN_MLIR: &[&str] = &["BlockingPipesALTERA"];

fn is_newer_than_mlir(name: &str) -> bool {
    // The FPGA enumerants were renamed from INTEL to ALTERA in 2025.
    (name.ends_with("ALTERA") && !ALTERA_SPELLINGS_IN_MLIR.contains(&name))
        || SPELLINGS_NEWER_THAN_MLIR.contains(&name)
}

/// Highest value scanned when listing the `spirv` crate's variants; every
/// value the grammar lists is scanned too.
const SCAN_LIMIT: u32 = 0x1_0000;

macro_rules! value_kinds {
    ($($kind:ident),* $(,)?) => {
        /// Value-enum operand kinds: (grammar name, `spirv` crate variant name of a value).
        const VALUE_KINDS: &[(&str, fn(u32) -> Option<String>)] = &[
            $((stringify!($kind), |value| spirv::$kind::from_u32(value).map(|v| format!("{v:?}")))),*
        ];
    };
}

value_kinds!(
    SourceLanguage,
    ExecutionModel,
    AddressingModel,
    MemoryModel,
    ExecutionMode,
    StorageClass,
    Dim,
    SamplerAddressingMode,
    SamplerFilterMode,
    ImageFormat,
    ImageChannelOrder,
    ImageChannelDataType,
    FPRoundingMode,
    FPDenormMode,
    QuantizationModes,
    FPOperationMode,
    OverflowModes,
    LinkageType,
    AccessQualifier,
    HostAccessQualifier,
    FunctionParameterAttribute,
    Decoration,
    BuiltIn,
    Scope,
    GroupOperation,
    KernelEnqueueFlags,
    Capability,
    RayQueryIntersection,
    RayQueryCommittedIntersectionType,
    RayQueryCandidateIntersectionType,
    PackedVectorFormat,
    CooperativeMatrixLayout,
    CooperativeMatrixUse,
    TensorClampMode,
    InitializationModeQualifier,
    LoadCacheControl,
    StoreCacheControl,
    NamedMaximumNumberOfRegisters,
    FPEncoding,
    CooperativeVectorMatrixLayout,
    ComponentType,
);

/// Bit-enum operand kinds (bitflags types in the `spirv` crate).
const BIT_KINDS: &[&str] = &[
    "ImageOperands",
    "FPFastMathMode",
    "SelectionControl",
    "LoopControl",
    "FunctionControl",
    "MemorySemantics",
    "MemoryAccess",
    "KernelProfilingInfo",
    "RayFlags",
    "FragmentShadingRate",
    "RawAccessChainOperands",
    "CooperativeMatrixOperands",
    "CooperativeMatrixReduce",
    "TensorAddressingOperands",
    "MatrixMultiplyAccumulateOperands",
    "TensorOperands",
];

fn main() -> BuildResult<()> {
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?);
    let grammar_path = manifest_dir.join(GRAMMAR_FILE);
    println!("cargo::rerun-if-changed={GRAMMAR_FILE}");
    println!("cargo::rerun-if-changed=src/availability/grammar/build.rs");

    let grammar: Value = serde_json::from_str(&std::fs::read_to_string(&grammar_path)?)?;
    let grammar = Grammar::new(&grammar)?;

    let mut out = String::new();
    writeln!(
        out,
        "// Generated by src/availability/grammar/build.rs from {GRAMMAR_FILE} (SPIR-V {}.{} rev {})\n// and rspirv's instruction table. Do not edit.\n",
        grammar.major, grammar.minor, grammar.revision
    )?;
    let extensions = grammar.extension_names();
    emit_extensions(&mut out, &extensions)?;
    emit_version_implied_extensions(&mut out, &grammar)?;
    for (kind, variant_name) in VALUE_KINDS {
        emit_value_kind(&mut out, &grammar, kind, *variant_name)?;
    }
    for kind in BIT_KINDS {
        emit_bit_kind(&mut out, &grammar, kind)?;
    }
    emit_ops(&mut out, &grammar)?;

    let out_path = PathBuf::from(std::env::var("OUT_DIR")?).join("grammar_tables.rs");
    std::fs::write(out_path, out)?;
    Ok(())
}

/// One enumerant (or instruction) of the JSON grammar, with what availability needs.
#[derive(Clone, Debug)]
struct Entry {
    /// Every spelling: the enumerant's name first, then its aliases.
    names: Vec<String>,
    value: u32,
    version: Option<String>,
    last_version: Option<String>,
    extensions: Vec<String>,
    capabilities: Vec<String>,
}

impl Entry {
    /// The entry's own availability (versions and extensions) with the
    /// capabilities `capability_paths`.
    fn availability(&self, capability_paths: &[String]) -> BuildResult<String> {
        availability_expr(
            self.version.as_deref(),
            self.last_version.as_deref(),
            &self.extensions,
            capability_paths,
            false,
        )
    }

    fn from_json(json: &Value, name_key: &str, value_key: &str, kind: &str) -> BuildResult<Self> {
        let name = json[name_key]
            .as_str()
            .ok_or("grammar entry without a name")?;
        let mut names = vec![spelling(kind, name)];
        names.extend(
            strings(&json["aliases"])
                .into_iter()
                .map(|alias| spelling(kind, &alias)),
        );
        names.extend(
            SPELLINGS_DROPPED_AFTER_MLIR
                .iter()
                .filter(|(grammar, _)| *grammar == name)
                .map(|(_, mlir)| (*mlir).to_owned()),
        );
        let value = match &json[value_key] {
            Value::Number(n) => n.as_u64().and_then(|v| u32::try_from(v).ok()),
            Value::String(s) => s
                .strip_prefix("0x")
                .and_then(|hex| u32::from_str_radix(hex, 16).ok()),
            _ => None,
        }
        .ok_or_else(|| format!("grammar entry {name} has no valid value"))?;
        let version = json["version"]
            .as_str()
            .filter(|v| *v != "None")
            .map(str::to_owned);
        Ok(Entry {
            names,
            value,
            version,
            last_version: json["lastVersion"].as_str().map(str::to_owned),
            extensions: strings(&json["extensions"]),
            capabilities: strings(&json["capabilities"]),
        })
    }

    /// The spelling MLIR 22 uses: the smallest name (MLIR's generator keeps
    /// the lexicographically first alias), skipping names MLIR predates, and
    /// `UserSemantic` over `HlslSemanticGOOGLE` as MLIR special-cases.
    fn mlir_name(&self) -> &str {
        let known: Vec<&String> = self
            .names
            .iter()
            .filter(|n| !is_newer_than_mlir(n))
            .collect();
        let candidates = if known.is_empty() {
            self.names.iter().collect()
        } else {
            known
        };
        let mut sorted = candidates;
        sorted.sort();
        match sorted.as_slice() {
            [first, second, ..] if first.as_str() == "HlslSemanticGOOGLE" => second,
            [first, ..] => first,
            [] => unreachable!("an entry always has its own name"),
        }
    }
}

/// MLIR spells the `1D`/`2D`/`3D` dimensions `Dim1D`/`Dim2D`/`Dim3D`.
fn spelling(kind: &str, name: &str) -> String {
    if kind == "Dim" && name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("Dim{name}")
    } else {
        name.to_owned()
    }
}

fn strings(json: &Value) -> Vec<String> {
    json.as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|s| s.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

struct Grammar {
    major: u64,
    minor: u64,
    revision: u64,
    instructions: BTreeMap<u32, Entry>,
    /// Operand kind name -> its enumerants, in grammar order.
    kinds: BTreeMap<String, Vec<Entry>>,
    /// Capability spelling (any alias) -> value.
    capability_values: BTreeMap<String, u32>,
    /// Capability value -> MLIR spelling.
    capability_mlir_names: BTreeMap<u32, String>,
}

impl Grammar {
    fn new(json: &Value) -> BuildResult<Self> {
        let mut instructions = BTreeMap::new();
        for inst in json["instructions"]
            .as_array()
            .ok_or("grammar without instructions")?
        {
            let entry = Entry::from_json(inst, "opname", "opcode", "")?;
            instructions.insert(entry.value, entry);
        }
        let mut kinds = BTreeMap::new();
        for kind in json["operand_kinds"]
            .as_array()
            .ok_or("grammar without operand kinds")?
        {
            let Some(enumerants) = kind["enumerants"].as_array() else {
                continue;
            };
            let name = kind["kind"].as_str().ok_or("operand kind without a name")?;
            let entries = enumerants
                .iter()
                .map(|e| Entry::from_json(e, "enumerant", "value", name))
                .collect::<BuildResult<Vec<_>>>()?;
            kinds.insert(name.to_owned(), entries);
        }
        let mut capability_values = BTreeMap::new();
        let mut capability_mlir_names = BTreeMap::new();
        for entry in kinds
            .get("Capability")
            .ok_or("grammar without capabilities")?
        {
            for name in &entry.names {
                capability_values.insert(name.clone(), entry.value);
            }
            capability_mlir_names
                .entry(entry.value)
                .or_insert_with(|| entry.mlir_name().to_owned());
        }
        Ok(Grammar {
            major: json["major_version"]
                .as_u64()
                .ok_or("grammar without major version")?,
            minor: json["minor_version"]
                .as_u64()
                .ok_or("grammar without minor version")?,
            revision: json["revision"]
                .as_u64()
                .ok_or("grammar without revision")?,
            instructions,
            kinds,
            capability_values,
            capability_mlir_names,
        })
    }

    fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.instructions
            .values()
            .chain(self.kinds.values().flatten())
    }

    /// Every extension name: the grammar's, rspirv's and the supplementary list.
    fn extension_names(&self) -> Vec<String> {
        let mut names: BTreeSet<String> = self
            .entries()
            .flat_map(|e| e.extensions.iter().cloned())
            .collect();
        for inst in rspirv::grammar::INSTRUCTION_TABLE.iter() {
            names.extend(inst.extensions.iter().map(|e| (*e).to_owned()));
        }
        // The extensions that bring extended instruction sets (AMD's).
        for table in [
            &rspirv::grammar::SPV_AMD_GCN_SHADER_INSTRUCTION_TABLE,
            &rspirv::grammar::SPV_AMD_SHADER_BALLOT_INSTRUCTION_TABLE,
            &rspirv::grammar::SPV_AMD_SHADER_EXPLICIT_VERTEX_PARAMETER_INSTRUCTION_TABLE,
            &rspirv::grammar::SPV_AMD_SHADER_TRINARY_MINMAX_INSTRUCTION_TABLE,
        ] {
            for inst in table.iter() {
                names.extend(inst.extensions.iter().map(|e| (*e).to_owned()));
            }
        }
        names.extend(
            EXTENSIONS_WITHOUT_GRAMMAR_ENTRIES
                .iter()
                .map(|e| (*e).to_owned()),
        );
        names.into_iter().collect()
    }

    /// `spirv::Capability::X` for a capability value, sorted by MLIR spelling.
    fn capability_paths(&self, values: impl IntoIterator<Item = u32>) -> BuildResult<Vec<String>> {
        let mut named: Vec<(String, String)> = Vec::new();
        for value in values.into_iter().collect::<BTreeSet<_>>() {
            let variant = spirv::Capability::from_u32(value)
                .ok_or_else(|| format!("capability {value} is unknown to the spirv crate"))?;
            let mlir = self
                .capability_mlir_names
                .get(&value)
                .cloned()
                .unwrap_or_else(|| format!("{variant:?}"));
            named.push((mlir, format!("spirv::Capability::{variant:?}")));
        }
        named.sort();
        Ok(named.into_iter().map(|(_, path)| path).collect())
    }

    /// Whether every one of `capabilities` (at least one) names extensions
    /// that enable it before its core version.
    fn enabled_by_capabilities(&self, capabilities: &[u32]) -> bool {
        let Some(entries) = self.kinds.get("Capability") else {
            return false;
        };
        !capabilities.is_empty()
            && capabilities.iter().all(|value| {
                entries
                    .iter()
                    .find(|e| e.value == *value)
                    .is_some_and(|e| e.version.is_some() && !e.extensions.is_empty())
            })
    }

    fn capability_values_of(&self, names: &[String]) -> BuildResult<Vec<u32>> {
        names
            .iter()
            .map(|n| {
                self.capability_values
                    .get(n)
                    .copied()
                    .ok_or_else(|| format!("unknown capability {n}").into())
            })
            .collect()
    }
}

fn version_path(version: &str) -> BuildResult<String> {
    match version {
        "1.0" | "1.1" | "1.2" | "1.3" | "1.4" | "1.5" | "1.6" => {
            Ok(format!("Version::V{}", version.replace('.', "_")))
        }
        other => Err(format!("unsupported SPIR-V version {other} in the grammar").into()),
    }
}

fn option_version_path(version: Option<&str>) -> BuildResult<String> {
    Ok(match version {
        Some(v) => format!("Some({})", version_path(v)?),
        None => "None".to_owned(),
    })
}

/// Rust expression of an `Availability`, following MLIR's reading of the
/// grammar: a version that comes with extensions is "core since", not a
/// minimum, and extensions are sorted by name. An instruction that only
/// the capabilities `enabling_extensions` names extensions for (e.g.
/// `OpDemoteToHelperInvocation`, SPIR-V 1.6 or
/// `SPV_EXT_demote_to_helper_invocation` through its capability) has no
/// minimum version of its own: its capability carries it, as SPIRV-Tools'
/// validator reads the grammar.
fn availability_expr(
    version: Option<&str>,
    last_version: Option<&str>,
    extensions: &[String],
    capability_paths: &[String],
    enabled_by_capability: bool,
) -> BuildResult<String> {
    let extensions: BTreeSet<&String> = extensions.iter().collect();
    let (min_version, core_since) = if enabled_by_capability && extensions.is_empty() {
        ("Version::V1_0".to_owned(), option_version_path(version)?)
    } else if extensions.is_empty() {
        (
            version
                .map(version_path)
                .transpose()?
                .unwrap_or_else(|| "Version::V1_0".to_owned()),
            "None".to_owned(),
        )
    } else {
        ("Version::V1_0".to_owned(), option_version_path(version)?)
    };
    let extensions: Vec<String> = extensions
        .iter()
        .map(|e| format!("Extension::{e}"))
        .collect();
    Ok(format!(
        "Availability {{ min_version: {min_version}, max_version: {}, core_since: {core_since}, extensions: &[{}], capabilities: &[{}] }}",
        option_version_path(last_version)?,
        extensions.join(", "),
        capability_paths.join(", "),
    ))
}

fn screaming_snake(kind: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = kind.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        let boundary = i > 0
            && c.is_ascii_uppercase()
            && (chars[i - 1].is_ascii_lowercase()
                || chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase()));
        if boundary {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

/// `rows` as lines, each after `indent` and ending in `\n`.
fn lines(indent: &str, rows: impl Iterator<Item = String>) -> String {
    rows.map(|row| format!("{indent}{row}\n")).collect()
}

fn emit_extensions(out: &mut String, names: &[String]) -> BuildResult<()> {
    let variants = lines("    ", names.iter().map(|name| format!("{name},")));
    let all = lines(
        "        ",
        names.iter().map(|name| format!("Extension::{name},")),
    );
    let arms = lines(
        "            ",
        names
            .iter()
            .map(|name| format!("Extension::{name} => \"{name}\",")),
    );
    let count = names.len();
    write!(
        out,
        "\
/// A SPIR-V extension, named as in `OpExtension` and MLIR's `#spirv.vce`.
///
/// The list is every extension the SPIR-V grammar mentions plus the ones MLIR
/// knows that the core grammar has no entry for.
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Extension {{
{variants}}}

impl Extension {{
    /// Every extension, sorted by name.
    pub const ALL: [Extension; {count}] = [
{all}    ];

    /// The extension's name, e.g. `SPV_KHR_storage_buffer_storage_class`.
    pub const fn name(self) -> &'static str {{
        match self {{
{arms}        }}
    }}
}}

"
    )?;
    Ok(())
}

/// An extension is folded into the core version at which every grammar entry
/// that lists it became core; entries that stay extension-only ("None")
/// keep it out.
fn emit_version_implied_extensions(out: &mut String, grammar: &Grammar) -> BuildResult<()> {
    let mut versions: BTreeMap<&str, Option<&str>> = BTreeMap::new();
    for entry in grammar.entries() {
        for ext in &entry.extensions {
            let slot = versions.entry(ext.as_str()).or_insert(Some("1.0"));
            // Versions are "1.0" .. "1.6": text order is version order.
            *slot = match (*slot, entry.version.as_deref()) {
                (Some(current), Some(v)) => Some(if v > current { v } else { current }),
                _ => None,
            };
        }
    }
    let mut folded: BTreeSet<(&str, &str)> = versions
        .into_iter()
        .filter_map(|(ext, version)| version.map(|v| (v, ext)))
        .collect();
    for (ext, version) in PARTIALLY_FOLDED_EXTENSIONS {
        folded.insert((version, ext));
    }
    writeln!(
        out,
        "/// (extension, SPIR-V version whose core includes it), sorted by version then name."
    )?;
    writeln!(
        out,
        "pub(crate) static VERSION_IMPLIED_EXTENSIONS: [(Extension, Version); {}] = [",
        folded.len()
    )?;
    for (version, ext) in folded {
        writeln!(out, "    (Extension::{ext}, {}),", version_path(version)?)?;
    }
    writeln!(out, "];\n")?;
    Ok(())
}

/// Every value the `spirv` crate has a variant for, with the variant's name.
fn crate_values(
    variant_name: fn(u32) -> Option<String>,
    extra: impl Iterator<Item = u32>,
) -> BTreeMap<u32, String> {
    (0..=SCAN_LIMIT)
        .chain(extra)
        .filter_map(|value| variant_name(value).map(|name| (value, name)))
        .collect()
}

/// The enumerants of operand kind `kind` by value, the first of each value
/// (its aliases come later).
fn entries_by_value<'g>(grammar: &'g Grammar, kind: &str) -> BuildResult<BTreeMap<u32, &'g Entry>> {
    let entries = grammar
        .kinds
        .get(kind)
        .ok_or_else(|| format!("grammar has no operand kind {kind}"))?;
    let mut by_value: BTreeMap<u32, &Entry> = BTreeMap::new();
    for entry in entries {
        by_value.entry(entry.value).or_insert(entry);
    }
    Ok(by_value)
}

/// `static {name}: [{element}; N] = [ row, ... ];`, one row a line.
fn emit_static_array(
    out: &mut String,
    name: &str,
    element: &str,
    rows: Vec<String>,
) -> BuildResult<()> {
    writeln!(out, "static {name}: [{element}; {}] = [", rows.len())?;
    for row in rows {
        writeln!(out, "    {row},")?;
    }
    writeln!(out, "];\n")?;
    Ok(())
}

fn emit_value_kind(
    out: &mut String,
    grammar: &Grammar,
    kind: &str,
    variant_name: fn(u32) -> Option<String>,
) -> BuildResult<()> {
    let by_value = entries_by_value(grammar, kind)?;
    let variants = crate_values(variant_name, by_value.keys().copied());
    let prefix = screaming_snake(kind);
    let is_capability = kind == "Capability";

    let mut names: BTreeMap<String, &String> = BTreeMap::new();
    let mut rows = Vec::with_capacity(variants.len());
    for (value, variant) in &variants {
        match by_value.get(value) {
            Some(entry) => {
                let (availability, implies) = if is_capability {
                    // A capability's own "capabilities" are the ones it implies.
                    let mut implied = entry.capabilities.clone();
                    if let Some((_, more)) = IMPLICATIONS_BEYOND_GRAMMAR
                        .iter()
                        .find(|(cap, _)| *cap == entry.names[0])
                    {
                        implied.extend(more.iter().map(|c| c.to_string()));
                    }
                    let implies =
                        grammar.capability_paths(grammar.capability_values_of(&implied)?)?;
                    (entry.availability(&[])?, implies)
                } else {
                    let caps = grammar
                        .capability_paths(grammar.capability_values_of(&entry.capabilities)?)?;
                    (entry.availability(&caps)?, Vec::new())
                };
                rows.push(format!(
                    "Enumerant {{ name: \"{}\", value: {value}, availability: Some({availability}), implies: &[{}] }}",
                    entry.mlir_name(),
                    implies.join(", ")
                ));
                for name in &entry.names {
                    names.insert(name.clone(), variant);
                }
            }
            None => {
                rows.push(format!(
                    "Enumerant {{ name: \"{variant}\", value: {value}, availability: None, implies: &[] }}"
                ));
                names.insert(variant.clone(), variant);
            }
        }
    }
    emit_static_array(out, &format!("{prefix}_ENUMERANTS"), "Enumerant", rows)?;

    let all = variants.values().map(|v| format!("spirv::{kind}::{v}"));
    emit_static_array(
        out,
        &format!("{prefix}_ALL"),
        &format!("spirv::{kind}"),
        all.collect(),
    )?;
    let by_name = names
        .iter()
        .map(|(n, v)| format!("(\"{n}\", spirv::{kind}::{v})"));
    let element = format!("(&str, spirv::{kind})");
    emit_static_array(
        out,
        &format!("{prefix}_BY_NAME"),
        &element,
        by_name.collect(),
    )?;

    let arms = lines(
        "            ",
        (variants.values().enumerate())
            .map(|(index, v)| format!("spirv::{kind}::{v} => &{prefix}_ENUMERANTS[{index}],")),
    );
    write!(
        out,
        "\
impl GrammarEnum for spirv::{kind} {{
    const KIND: &'static str = \"{kind}\";
    fn all() -> &'static [Self] {{ &{prefix}_ALL }}
    fn enumerant(self) -> &'static Enumerant {{
        match self {{
{arms}        }}
    }}
    fn from_mlir_name(name: &str) -> Option<Self> {{ lookup_name(&{prefix}_BY_NAME, name) }}
}}

"
    )?;
    Ok(())
}

fn emit_bit_kind(out: &mut String, grammar: &Grammar, kind: &str) -> BuildResult<()> {
    let by_value = entries_by_value(grammar, kind)?;
    let prefix = screaming_snake(kind);
    let mut names: BTreeMap<&String, u32> = BTreeMap::new();
    let mut rows = Vec::with_capacity(by_value.len());
    for (value, entry) in &by_value {
        let caps = grammar.capability_paths(grammar.capability_values_of(&entry.capabilities)?)?;
        let availability = entry.availability(&caps)?;
        rows.push(format!(
            "Enumerant {{ name: \"{}\", value: {value:#x}, availability: Some({availability}), implies: &[] }}",
            entry.mlir_name()
        ));
        for name in &entry.names {
            names.insert(name, *value);
        }
    }
    emit_static_array(out, &format!("{prefix}_BITS"), "Enumerant", rows)?;
    let by_name = names.iter().map(|(n, v)| format!("(\"{n}\", {v:#x})"));
    emit_static_array(
        out,
        &format!("{prefix}_BITS_BY_NAME"),
        "(&str, u32)",
        by_name.collect(),
    )?;
    write!(
        out,
        "\
impl GrammarBitEnum for spirv::{kind} {{
    const KIND: &'static str = \"{kind}\";
    fn bit_enumerants() -> &'static [Enumerant] {{ &{prefix}_BITS }}
    fn from_bits_of(bits: u32) -> Self {{ Self::from_bits_retain(bits) }}
    fn bits_of(self) -> u32 {{ self.bits() }}
    fn from_mlir_bit_name(name: &str) -> Option<Self> {{
        lookup_name(&{prefix}_BITS_BY_NAME, name).map(Self::from_bits_retain)
    }}
}}

"
    )?;
    Ok(())
}

fn emit_ops(out: &mut String, grammar: &Grammar) -> BuildResult<()> {
    let mut rspirv_ops = BTreeMap::new();
    for inst in rspirv::grammar::INSTRUCTION_TABLE.iter() {
        rspirv_ops.insert(inst.opcode as u32, inst);
    }
    let variants = crate_values(
        |v| spirv::Op::from_u32(v).map(|op| format!("{op:?}")),
        grammar.instructions.keys().copied(),
    );
    let mut rows = Vec::with_capacity(variants.len());
    for opcode in variants.keys() {
        let json = grammar.instructions.get(opcode);
        let (capabilities, extensions): (Vec<u32>, Vec<String>) = match rspirv_ops.get(opcode) {
            Some(inst) => (
                inst.capabilities.iter().map(|c| *c as u32).collect(),
                inst.extensions.iter().map(|e| (*e).to_owned()).collect(),
            ),
            None => {
                let entry = json.ok_or_else(|| format!("opcode {opcode} has no grammar entry"))?;
                (
                    grammar.capability_values_of(&entry.capabilities)?,
                    entry.extensions.clone(),
                )
            }
        };
        let enabled_by_capability = grammar.enabled_by_capabilities(&capabilities);
        let caps = grammar.capability_paths(capabilities)?;
        let version = json.and_then(|e| e.version.as_deref());
        let last_version = json.and_then(|e| e.last_version.as_deref());
        rows.push(availability_expr(
            version,
            last_version,
            &extensions,
            &caps,
            enabled_by_capability,
        )?);
    }
    emit_static_array(out, "OPS", "Availability", rows)?;
    let mut arms = String::new();
    for (index, variant) in variants.values().enumerate() {
        writeln!(arms, "        spirv::Op::{variant} => OPS[{index}],")?;
    }
    write!(
        out,
        "\
/// The availability of an opcode.
pub fn op_availability(op: spirv::Op) -> Availability {{
    match op {{
{arms}    }}
}}

"
    )?;
    Ok(())
}
