//! Resource methods as data: which object kinds offer which methods, with
//! their overloads, following the HLSL object reference
//! (https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/d3d11-graphics-reference-resource-types)
//! and shader model 6.x additions (SampleCmpLevel, 64-bit and float atomics).
//!
//! A line is `group Names sigs`. `group` names the objects the line applies
//! to (see [`in_group`]); `Names` is one method name or several joined by `/`
//! that share the signatures; `sigs` is one `ret(params)` or several joined by
//! `;`. Inside `params`, `|` ends an overload that the next one extends:
//! `E(S, F | O)` is the two overloads `E(S, F)` and `E(S, F, O)`. Overloads
//! are numbered name by name, then signature by signature, in table order.
//! Parameter and result types: `E` the element,
//! `E4` four components of the element's scalar (gathers), `C` an unsigned
//! texel position, `CL` a position plus mip level (`int`), `F` float
//! coordinates, `FL` float coordinates without the array index (level of
//! detail), `O` an integer offset, `G` a float gradient, `S` a sampler, `SC` a
//! comparison sampler, `DIM` an out scalar that receives a dimension (`uint`
//! or `float`), `TEX` a texture (feedback writes), `T` the method's template
//! type (`Load<T>`, or `Store`'s value), `Ti` an integer scalar inferred from
//! the argument; any built-in name is itself. `out` marks written parameters.

use crate::resources::{ObjectKind, Shape};
use crate::types::{ResourceType, Scalar, Type, builtin_numeric};

const TABLE: &str = "
typed Load E(int | out uint)
typed GetDimensions void(DIM)
struct Load E(int | out uint)
struct GetDimensions void(DIM, DIM)
rwstruct IncrementCounter/DecrementCounter uint()
append Append void(E)
append GetDimensions void(DIM, DIM)
consume Consume E()
consume GetDimensions void(DIM, DIM)
raw Load uint(uint | out uint)
raw Load2 uint2(uint | out uint)
raw Load3 uint3(uint | out uint)
raw Load4 uint4(uint | out uint)
raw Load T(uint | out uint)
raw GetDimensions void(DIM)
rwraw Store void(uint, uint)
rwraw Store2 void(uint, uint2)
rwraw Store3 void(uint, uint3)
rwraw Store4 void(uint, uint4)
rwraw Store void(uint, T)
rwraw InterlockedAdd/InterlockedAnd/InterlockedOr/InterlockedXor/InterlockedMin/InterlockedMax void(uint, Ti | out Ti)
rwraw InterlockedExchange void(uint, Ti, out Ti)
rwraw InterlockedCompareExchange void(uint, Ti, Ti, out Ti)
rwraw InterlockedCompareStore void(uint, Ti, Ti)
rwraw InterlockedAdd64/InterlockedAnd64/InterlockedOr64/InterlockedXor64 void(uint, uint64_t | out uint64_t)
rwraw InterlockedMin64/InterlockedMax64 void(uint, Ti | out Ti)
rwraw InterlockedExchange64 void(uint, uint64_t, out uint64_t)
rwraw InterlockedCompareExchange64 void(uint, uint64_t, uint64_t, out uint64_t)
rwraw InterlockedCompareStore64 void(uint, uint64_t, uint64_t)
rwraw InterlockedExchangeFloat void(uint, float, out float)
rwraw InterlockedCompareStoreFloatBitwise void(uint, float, float)
rwraw InterlockedCompareExchangeFloatBitwise void(uint, float, float, out float)
sampled Sample E(S, F | O | float | out uint)
sampled SampleBias E(S, F, float | O | float | out uint)
sampled SampleLevel E(S, F, float | O | out uint)
sampled SampleGrad E(S, F, G, G | O | float | out uint)
sampled SampleCmp float(SC, F, float | O | float | out uint)
sampled SampleCmpLevelZero float(SC, F, float | O | out uint)
sampled SampleCmpLevel float(SC, F, float, float | O | out uint)
sampled SampleCmpBias float(SC, F, float, float | O)
sampled SampleCmpGrad float(SC, F, float, G, G | O)
sampled CalculateLevelOfDetail/CalculateLevelOfDetailUnclamped float(S, FL); float(SC, FL)
gather Gather E4(S, F | O | out uint)
gather GatherRed/GatherGreen/GatherBlue/GatherAlpha E4(S, F | O | out uint); E4(S, F, O, O, O, O)
gather GatherCmp float4(SC, F, float | O | out uint)
gather GatherCmpRed/GatherCmpGreen/GatherCmpBlue/GatherCmpAlpha float4(SC, F, float | O | out uint); float4(SC, F, float, O, O, O, O)
gather GatherRaw E4(S, F | O)
texload Load E(CL | O | out uint)
rwtex Load E(C | out uint)
texms Load E(C, int | O | out uint)
texms GetSamplePosition float2(int)
feedback WriteSamplerFeedback void(TEX, S, F | float)
feedback WriteSamplerFeedbackBias void(TEX, S, F, float | float)
feedback WriteSamplerFeedbackGrad void(TEX, S, F, G, G | float)
feedback WriteSamplerFeedbackLevel void(TEX, S, F, float)
";

#[derive(Clone, Debug, PartialEq)]
pub enum MType {
    Void,
    Elem,
    Elem4,
    Coord,
    CoordLevel,
    FloatCoord,
    LodCoord,
    Offset,
    Grad,
    Sampler,
    CmpSampler,
    Dim,
    Texture,
    Template,
    TemplateInt,
    Concrete(Type),
}

#[derive(Clone, Debug)]
pub struct MethodSig {
    pub group: &'static str,
    pub name: &'static str,
    pub ret: MType,
    /// (is `out`, type).
    pub params: Vec<(bool, MType)>,
}

fn parse_mtype(t: &str) -> MType {
    match t {
        "void" => MType::Void,
        "E" => MType::Elem,
        "E4" => MType::Elem4,
        "C" => MType::Coord,
        "CL" => MType::CoordLevel,
        "F" => MType::FloatCoord,
        "FL" => MType::LodCoord,
        "O" => MType::Offset,
        "G" => MType::Grad,
        "S" => MType::Sampler,
        "SC" => MType::CmpSampler,
        "DIM" => MType::Dim,
        "TEX" => MType::Texture,
        "T" => MType::Template,
        "Ti" => MType::TemplateInt,
        other => MType::Concrete(
            builtin_numeric(other)
                .unwrap_or_else(|| panic!("method table: unknown type {other}"))
                .0,
        ),
    }
}

/// Every line of the table, parsed.
pub fn table() -> &'static [MethodSig] {
    thread_local! {
        static CELL: &'static [MethodSig] = Box::leak(parse_table().into_boxed_slice());
    }
    CELL.with(|t| *t)
}

fn parse_table() -> Vec<MethodSig> {
    let mut sigs = Vec::new();
    for line in TABLE.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let mut words = line.splitn(3, ' ');
        let group = words.next().expect("method table: group");
        let names = words.next().expect("method table: name");
        let forms = words.next().expect("method table: signature");
        for name in names.split('/') {
            for form in forms.split(';') {
                let (ret, params) = form.trim().split_once('(').expect("method table: (");
                let ret = parse_mtype(ret);
                let mut params_so_far = Vec::new();
                for segment in params.trim_end_matches(')').split('|') {
                    params_so_far.extend(
                        segment
                            .split(',')
                            .map(str::trim)
                            .filter(|p| !p.is_empty())
                            .map(|p| match p.strip_prefix("out ") {
                                Some(t) => (true, parse_mtype(t)),
                                None => (false, parse_mtype(p)),
                            }),
                    );
                    sigs.push(MethodSig {
                        group,
                        name,
                        ret: ret.clone(),
                        params: params_so_far.clone(),
                    });
                }
            }
        }
    }
    sigs
}

/// Whether an object belongs to a table group.
pub fn in_group(kind: ObjectKind, group: &str) -> bool {
    let info = kind.info();
    let name = info.name;
    let append_consume = matches!(name, "AppendStructuredBuffer" | "ConsumeStructuredBuffer");
    match group {
        "typed" => info.shape == Shape::TypedBuffer,
        "struct" => info.shape == Shape::Structured && !append_consume,
        "rwstruct" => info.shape == Shape::Structured && !append_consume && kind.is_writable(),
        "append" => name == "AppendStructuredBuffer",
        "consume" => name == "ConsumeStructuredBuffer",
        "raw" => info.shape == Shape::ByteAddress,
        "rwraw" => info.shape == Shape::ByteAddress && kind.is_writable(),
        "sampled" => kind.is_texture() && !kind.is_writable() && !info.multisampled,
        "gather" => {
            kind.is_texture()
                && !kind.is_writable()
                && !info.multisampled
                && matches!(info.shape, Shape::Texture2D | Shape::TextureCube)
        }
        "texload" => {
            kind.is_texture()
                && !kind.is_writable()
                && !info.multisampled
                && info.shape != Shape::TextureCube
        }
        "rwtex" => kind.is_texture() && kind.is_writable() && !info.multisampled,
        "texms" => kind.is_texture() && info.multisampled,
        "feedback" => info.shape == Shape::Feedback,
        _ => false,
    }
}

/// The overloads of `name` on an object, with their table indices, including
/// the generated `GetDimensions` forms of textures.
pub fn overloads(kind: ObjectKind, name: &str) -> Vec<(u32, MethodSig)> {
    let mut out: Vec<(u32, MethodSig)> = table()
        .iter()
        .enumerate()
        .filter(|(_, m)| m.name == name && in_group(kind, m.group))
        .map(|(i, m)| (i as u32, m.clone()))
        .collect();
    if name == "GetDimensions" && (kind.is_texture() || kind.info().shape == Shape::Feedback) {
        let base = table().len() as u32;
        for (k, sig) in texture_dimensions(kind).into_iter().enumerate() {
            out.push((base + k as u32, sig));
        }
    }
    out
}

/// Whether any object offers a method of this name (for diagnostics).
pub fn is_method_name(name: &str) -> bool {
    name == "GetDimensions" || table().iter().any(|m| m.name == name)
}

/// `GetDimensions` of a texture: outputs width (height, depth or elements)
/// and, for mipmapped textures, an optional input mip level with a levels
/// output; samples for multisampled ones.
fn texture_dimensions(kind: ObjectKind) -> Vec<MethodSig> {
    let info = kind.info();
    let sizes = match info.shape {
        Shape::Texture1D => 1,
        Shape::Texture2D | Shape::TextureCube | Shape::Feedback => 2,
        Shape::Texture3D => 3,
        _ => 1,
    } + info.array as usize;
    let dim = |n: usize| vec![(true, MType::Dim); n];
    let mut sigs = Vec::new();
    let mk = |params: Vec<(bool, MType)>| MethodSig {
        group: "texture",
        name: "GetDimensions",
        ret: MType::Void,
        params,
    };
    if info.multisampled {
        sigs.push(mk(dim(sizes + 1)));
    } else if kind.is_writable() {
        sigs.push(mk(dim(sizes)));
    } else {
        sigs.push(mk(dim(sizes)));
        let mut with_mip = vec![(false, MType::Concrete(Type::uint()))];
        with_mip.extend(dim(sizes + 1));
        sigs.push(mk(with_mip));
    }
    sigs
}

/// A method parameter or result type for a resource; `None` when the type
/// does not exist for it (offsets on cube textures) or the template type is
/// unknown.
pub fn substitute(t: &MType, res: &ResourceType, template: Option<&Type>) -> Option<Type> {
    let kind = res.kind;
    let elem = res
        .element
        .clone()
        .unwrap_or(Type::Vector(Scalar::Float, 4));
    let vec = |s: Scalar, n: u8| {
        if n <= 1 {
            Type::Scalar(s)
        } else {
            Type::Vector(s, n)
        }
    };
    let lod_dims = match kind.info().shape {
        Shape::TextureCube => 3,
        _ => kind.offset_dims(),
    };
    Some(match t {
        MType::Void => Type::Void,
        MType::Elem => elem,
        MType::Elem4 => Type::Vector(elem.scalar().unwrap_or(Scalar::Float), 4),
        MType::Coord => vec(Scalar::Uint, kind.coord_dims()),
        MType::CoordLevel => vec(Scalar::Int, kind.coord_dims() + 1),
        MType::FloatCoord => vec(Scalar::Float, kind.coord_dims()),
        MType::LodCoord => vec(Scalar::Float, lod_dims),
        MType::Offset => {
            if kind.offset_dims() == 0 {
                return None;
            }
            vec(Scalar::Int, kind.offset_dims())
        }
        MType::Grad => vec(Scalar::Float, lod_dims),
        MType::Sampler => sampler("SamplerState"),
        MType::CmpSampler => sampler("SamplerComparisonState"),
        MType::Dim => Type::uint(),
        MType::Texture => Type::Error,
        MType::Template | MType::TemplateInt => template?.clone(),
        MType::Concrete(t) => t.clone(),
    })
}

/// The sampler object type of that name.
fn sampler(name: &str) -> Type {
    Type::Resource(std::rc::Rc::new(ResourceType {
        kind: ObjectKind::named(name),
        element: None,
        samples: 0,
        feedback: None,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups() {
        let rw = ObjectKind::from_name("RWStructuredBuffer").unwrap();
        assert!(!overloads(rw, "IncrementCounter").is_empty());
        let sb = ObjectKind::from_name("StructuredBuffer").unwrap();
        assert!(overloads(sb, "IncrementCounter").is_empty());
        let cube = ObjectKind::from_name("TextureCube").unwrap();
        assert!(overloads(cube, "Load").is_empty());
        assert!(!overloads(cube, "Gather").is_empty());
        let t2 = ObjectKind::from_name("Texture2D").unwrap();
        assert_eq!(overloads(t2, "GetDimensions").len(), 2);
        assert!(overloads(ObjectKind::from_name("RWTexture2D").unwrap(), "Sample").is_empty());
    }
}
