//! The intrinsic function library as data: one line per overload, in a small
//! signature language, parsed once. The functions and their parameter rules
//! follow the HLSL intrinsic reference
//! (https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/dx-graphics-hlsl-intrinsic-functions)
//! and the wave intrinsics of shader model 6
//! (https://github.com/microsoft/DirectXShaderCompiler/wiki/Wave-Intrinsics).
//!
//! A line is `names [shape:class] sigs`, or `names sigs` for signatures
//! without a template. `names` is one function name or several joined by `/`
//! that share the signatures; `sigs` is one `ret(params)` or several joined by
//! `;`. Inside `params`, `|` ends an overload that the next one extends:
//! `void(dest T, T | out T)` is `void(dest T, T)` and `void(dest T, T, out T)`.
//! Overloads are numbered name by name, then signature by signature, in table
//! order. Inside, `T` is the template type (one
//! numeric layout and component type, inferred from the arguments passed to
//! `T` parameters), `T.s` its component type, `T.bool` / `T.uint` / `T.int` /
//! `T.float` / `T.double` the same layout with another component, and any
//! built-in type name stands for itself. `shape` is `any` (scalar, vector or
//! matrix), `sv` (scalar or vector), `s`, `v` or `m`; `class` restricts the
//! component: `num` (not bool), `float`, `int` (any integer), `all`, `bool`,
//! `b32` (32-bit int, uint or float), `b16` (16-bit), `double`. `out` and
//! `inout` mark parameters written by the call; `dest` marks the first
//! argument of the `Interlocked*` functions (groupshared or resource memory).

use crate::types::{Scalar, Type, builtin_numeric};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeRule {
    Any,
    ScalarOrVector,
    Scalar,
    Vector,
    Matrix,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassRule {
    Numeric,
    Float,
    Integer,
    All,
    Bool,
    Bits32,
    Bits16,
    Double,
}

#[derive(Clone, Debug, PartialEq)]
pub enum SigType {
    Void,
    Template,
    TemplateScalar,
    TemplateWith(Scalar),
    Concrete(Type),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamMode {
    In,
    Out,
    InOut,
    /// The memory operand of an atomic: an l-value in groupshared or resource memory.
    Dest,
}

#[derive(Clone, Debug)]
pub struct Overload {
    pub name: &'static str,
    pub template: Option<(ShapeRule, ClassRule)>,
    pub ret: SigType,
    pub params: Vec<(ParamMode, SigType)>,
}

const TABLE: &str = "
abs [any:num] T(T)
min/max [any:num] T(T, T)
clamp/mad [any:num] T(T, T, T)
sign [any:num] T.int(T)
saturate/sqrt/rsqrt/rcp/exp/exp2/log/log2/log10/sin/cos/tan/asin/acos/atan [any:float] T(T)
sinh/cosh/tanh/floor/ceil/round/trunc/frac/degrees/radians/ddx/ddy/ddx_coarse [any:float] T(T)
ddx_fine/ddy_coarse/ddy_fine/fwidth [any:float] T(T)
pow/atan2/fmod/step/ldexp [any:float] T(T, T)
lerp/smoothstep [any:float] T(T, T, T)
fma [any:double] T(T, T, T)
frexp/modf [any:float] T(T, out T)
sincos [any:float] void(T, out T, out T)
isnan/isinf/isfinite [any:float] T.bool(T)
dot [sv:num] T.s(T, T)
cross float3(float3, float3)
length [sv:float] T.s(T)
distance [sv:float] T.s(T, T)
normalize [sv:float] T(T)
reflect [sv:float] T(T, T)
refract [sv:float] T(T, T, T.s)
faceforward [sv:float] T(T, T, T)
determinant [m:float] T.s(T)
lit float4(float, float, float)
dst [sv:float] T(T, T)
any/all [any:all] bool(T)
select [any:all] T(T.bool, T, T)
and/or [any:all] T.bool(T, T)
asuint [any:b32] T.uint(T)
asuint [any:double] void(T, out T.uint, out T.uint)
asint [any:b32] T.int(T)
asfloat [any:b32] T.float(T)
asdouble [sv:int] T.double(T, T)
asuint16 [any:b16] T.uint16_t(T)
asint16 [any:b16] T.int16_t(T)
asfloat16 [any:b16] T.half(T)
f32tof16 [any:float] T.uint(T)
f16tof32 [any:int] T.float(T)
countbits [any:int] T.uint(T)
reversebits [any:int] T(T)
firstbithigh/firstbitlow [any:int] T.uint(T)
clip [any:float] void(T)
msad4 uint4(uint, uint2, uint4)
D3DCOLORtoUBYTE4 int4(float4)
dot2add float(half2, half2, float)
dot4add_u8packed uint(uint, uint, uint)
dot4add_i8packed int(uint, uint, int)
NonUniformResourceIndex uint(uint)
CheckAccessFullyMapped bool(uint)
AddUint64 uint2(uint2, uint2); uint4(uint4, uint4)
EvaluateAttributeAtSample [any:float] T(T, uint)
EvaluateAttributeCentroid [any:float] T(T)
EvaluateAttributeSnapped [any:float] T(T, int2)
GetRenderTargetSampleCount uint()
GetRenderTargetSamplePosition float2(int)
InterlockedAdd/InterlockedAnd/InterlockedOr/InterlockedXor [s:int] void(dest T, T | out T)
InterlockedMin/InterlockedMax [s:int] void(dest T, T | out T)
InterlockedExchange [s:num] void(dest T, T, out T)
InterlockedCompareExchange [s:int] void(dest T, T, T, out T)
InterlockedCompareStore [s:int] void(dest T, T, T)
InterlockedCompareExchangeFloatBitwise void(dest float, float, float, out float)
InterlockedCompareStoreFloatBitwise void(dest float, float, float)
GroupMemoryBarrier/GroupMemoryBarrierWithGroupSync/DeviceMemoryBarrier void()
DeviceMemoryBarrierWithGroupSync/AllMemoryBarrier/AllMemoryBarrierWithGroupSync void()
WaveGetLaneIndex/WaveGetLaneCount uint()
WaveIsFirstLane bool()
WaveActiveSum/WaveActiveProduct/WaveActiveMin/WaveActiveMax [any:num] T(T)
WaveActiveBitAnd/WaveActiveBitOr/WaveActiveBitXor [any:int] T(T)
WaveActiveCountBits uint(bool)
WaveActiveAllTrue/WaveActiveAnyTrue bool(bool)
WaveActiveAllEqual [any:all] T.bool(T)
WaveActiveBallot uint4(bool)
WavePrefixSum/WavePrefixProduct [any:num] T(T)
WavePrefixCountBits uint(bool)
WaveReadLaneAt [any:all] T(T, uint)
WaveReadLaneFirst [any:all] T(T)
WaveMatch [any:all] uint4(T)
WaveMultiPrefixSum/WaveMultiPrefixProduct [any:num] T(T, uint4)
WaveMultiPrefixCountBits uint(bool, uint4)
WaveMultiPrefixBitAnd/WaveMultiPrefixBitOr/WaveMultiPrefixBitXor [any:int] T(T, uint4)
QuadReadAcrossX/QuadReadAcrossY/QuadReadAcrossDiagonal [any:all] T(T)
QuadReadLaneAt [any:all] T(T, uint)
QuadAny/QuadAll bool(bool)
";

/// Intrinsics whose typing is not a single template (handled in sema):
/// `mul` (scalar/vector/matrix products) and `transpose`.
pub const SPECIAL: &[&str] = &["mul", "transpose"];

/// Intrinsics DXC has that this front end does not support (sema names them).
pub const UNSUPPORTED: &[&str] = &[
    "printf",
    "errorf",
    "abort",
    "noise",
    "tex1D",
    "tex2D",
    "tex3D",
    "texCUBE",
    "tex1Dbias",
    "tex2Dbias",
    "tex2Dlod",
    "tex2Dgrad",
    "tex2Dproj",
    "tex3Dlod",
    "texCUBElod",
    "TraceRay",
    "ReportHit",
    "CallShader",
    "IgnoreHit",
    "AcceptHitAndEndSearch",
    "DispatchMesh",
    "SetMeshOutputCounts",
    "Process2DQuadTessFactorsAvg",
    "ProcessIsolineTessFactors",
    "ProcessQuadTessFactorsAvg",
    "ProcessTriTessFactorsAvg",
    "Barrier",
    "GetAttributeAtVertex",
    "IsHelperLane",
    "pack_u8",
    "pack_s8",
    "pack_clamp_u8",
    "pack_clamp_s8",
    "unpack_u8u32",
    "unpack_s8s32",
    "unpack_u8u16",
    "unpack_s8s16",
];

fn parse_type(text: &str) -> SigType {
    match text {
        "void" => SigType::Void,
        "T" => SigType::Template,
        "T.s" => SigType::TemplateScalar,
        _ => {
            if let Some(s) = text.strip_prefix("T.") {
                let scalar = match builtin_numeric(s) {
                    Some((Type::Scalar(sc), _)) => sc,
                    _ => panic!("intrinsic table: bad component type {text}"),
                };
                return SigType::TemplateWith(scalar);
            }
            match builtin_numeric(text) {
                Some((t, _)) => SigType::Concrete(t),
                None => panic!("intrinsic table: unknown type {text}"),
            }
        }
    }
}

fn parse_line(line: &'static str) -> Vec<Overload> {
    let (names, rest) = line.split_once(' ').expect("intrinsic table: name");
    let (template, sig) = if let Some(r) = rest.strip_prefix('[') {
        let (t, sig) = r.split_once("] ").expect("intrinsic table: template");
        let (shape, class) = t.split_once(':').expect("intrinsic table: shape:class");
        let shape = match shape {
            "any" => ShapeRule::Any,
            "sv" => ShapeRule::ScalarOrVector,
            "s" => ShapeRule::Scalar,
            "v" => ShapeRule::Vector,
            "m" => ShapeRule::Matrix,
            _ => panic!("intrinsic table: shape {shape}"),
        };
        let class = match class {
            "num" => ClassRule::Numeric,
            "float" => ClassRule::Float,
            "int" => ClassRule::Integer,
            "all" => ClassRule::All,
            "bool" => ClassRule::Bool,
            "b32" => ClassRule::Bits32,
            "b16" => ClassRule::Bits16,
            "double" => ClassRule::Double,
            _ => panic!("intrinsic table: class {class}"),
        };
        (Some((shape, class)), sig)
    } else {
        (None, rest)
    };
    let mut overloads = Vec::new();
    for name in names.split('/') {
        for form in sig.split(';') {
            let (ret, params) = form.trim().split_once('(').expect("intrinsic table: (");
            let ret = parse_type(ret.trim());
            let params = params.strip_suffix(')').expect("intrinsic table: )");
            let mut params_so_far = Vec::new();
            for segment in params.split('|') {
                params_so_far.extend(
                    segment
                        .split(',')
                        .map(str::trim)
                        .filter(|p| !p.is_empty())
                        .map(parse_param),
                );
                overloads.push(Overload {
                    name,
                    template,
                    ret: ret.clone(),
                    params: params_so_far.clone(),
                });
            }
        }
    }
    overloads
}

fn parse_param(p: &str) -> (ParamMode, SigType) {
    let (mode, ty) = match p.split_once(' ') {
        Some(("out", t)) => (ParamMode::Out, t),
        Some(("inout", t)) => (ParamMode::InOut, t),
        Some(("dest", t)) => (ParamMode::Dest, t),
        _ => (ParamMode::In, p),
    };
    (mode, parse_type(ty))
}

/// Every overload, in table order.
pub fn table() -> &'static [Overload] {
    // Types hold `Rc`s, so the parsed table is per thread (parsed once each).
    thread_local! {
        static TABLE_CELL: &'static [Overload] = Box::leak(
            TABLE
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .flat_map(parse_line)
                .collect::<Vec<_>>()
                .into_boxed_slice(),
        );
    }
    TABLE_CELL.with(|t| *t)
}

/// The overloads of one intrinsic with their indices in [`table`].
pub fn overloads(name: &str) -> Vec<(u32, &'static Overload)> {
    table()
        .iter()
        .enumerate()
        .filter(|(_, o)| o.name == name)
        .map(|(i, o)| (i as u32, o))
        .collect()
}

pub fn is_intrinsic(name: &str) -> bool {
    SPECIAL.contains(&name) || table().iter().any(|o| o.name == name)
}

/// Whether `s` satisfies a component class; bool and literal arguments are
/// first adjusted by [`adjust_component`].
pub fn class_admits(class: ClassRule, s: Scalar) -> bool {
    match class {
        ClassRule::All => true,
        ClassRule::Numeric => s != Scalar::Bool,
        ClassRule::Float => s.is_float(),
        ClassRule::Integer => s.is_integer(),
        ClassRule::Bool => s == Scalar::Bool,
        ClassRule::Bits32 => matches!(s, Scalar::Int | Scalar::Uint | Scalar::Float),
        ClassRule::Bits16 => matches!(s, Scalar::Int16 | Scalar::Uint16 | Scalar::Half),
        ClassRule::Double => s == Scalar::Double,
    }
}

/// The component type a template takes for arguments of component `s`:
/// literals become concrete, integers become `float` for float-only
/// intrinsics (DXC converts `sqrt(2)`), bool becomes `int` for numeric ones.
pub fn adjust_component(class: ClassRule, s: Scalar) -> Scalar {
    let s = s.concrete();
    match class {
        ClassRule::Float if !s.is_float() => Scalar::Float,
        ClassRule::Double => Scalar::Double,
        ClassRule::Numeric | ClassRule::Integer if s == Scalar::Bool => Scalar::Int,
        ClassRule::Bool => Scalar::Bool,
        _ => s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_parses() {
        assert!(table().len() > 150);
        let dot = &overloads("dot")[0].1;
        assert_eq!(dot.ret, SigType::TemplateScalar);
        assert_eq!(overloads("InterlockedAdd").len(), 2);
        assert_eq!(
            overloads("InterlockedAdd")[0].1.params[0].0,
            ParamMode::Dest
        );
        assert!(is_intrinsic("mul"));
    }
}
