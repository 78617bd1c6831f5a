//! What the lowering of the texture, sampling, gather and pixel-shader ops
//! needs from the target beyond what their instructions show, and what it
//! cannot express, checked before anything changes so that each is a
//! diagnostic naming the op, the capability and the target environment:
//!
//! | what | needs |
//! |---|---|
//! | a sample with `clamp` (a minimum level of detail) | `MinLod` (Vulkan's optional `shaderResourceMinLod`) |
//! | a gather with four `offsets` | `ImageGatherExtended` (optional before Vulkan 1.4) |
//! | `hlsl.discard` as `OpDemoteToHelperInvocation` | `DemoteToHelperInvocation` (Vulkan 1.3, or `SPV_EXT_demote_to_helper_invocation` listed by the target); a target without it gets `OpKill`, which needs nothing more |
//! | `ddx_fine` ... (the `Fine` and `Coarse` derivatives) | `DerivativeControl` (every Vulkan version) |
//! | the queries | `ImageQuery` (every Vulkan version) |
//! | wave lane queries, `WaveIsFirstLane` | `GroupNonUniform` (Vulkan 1.1) |
//! | wave reductions and prefixes | `GroupNonUniformArithmetic` (optional before Vulkan 1.4) |
//! | ballots, bit counts, `WaveReadLaneFirst`, `WaveReadLaneAt` of a constant lane | `GroupNonUniformBallot` (optional before Vulkan 1.4) |
//! | `WaveReadLaneAt` of another lane | `GroupNonUniformShuffle` (optional before Vulkan 1.4) |
//! | `WaveActiveAllTrue`, `AnyTrue`, `AllEqual` | `GroupNonUniformVote` (optional before Vulkan 1.4) |
//! | quad operations | `GroupNonUniformQuad` (optional) |
//! | `QuadReadLaneAt` of a lane that is not a constant | SPIR-V 1.5 (`QuadBroadcast`'s index is a constant before) |
//!
//! | a `status` result, `CheckAccessFullyMapped` (`OpImageSparse*`) | `SparseResidency` (optional) |
//!
//! Without an SPIR-V form: the green, blue and alpha forms of `GatherCmp`
//! (`OpImageDrefGather` compares the first component) and the `status` of
//! structured and byte-address buffer loads (storage buffers report no
//! residency).

use dialect_hlsl::ops::{
    BufferGetDimensionsOp, BufferKind, BufferLoadOp, CalculateLodOp, CheckAccessFullyMappedOp,
    DdxCoarseOp, DdxFineOp, DdyCoarseOp, DdyFineOp, DiscardOp, GatherChannel, GatherCmpOp,
    GatherOp, GatherRawOp, QuadReadAcrossOp, QuadReadLaneAtOp, SampleBiasOp, SampleClampOp,
    SampleCmpBiasOp, SampleCmpGradOp, SampleCmpLevelOp, SampleCmpLevelZeroOp, SampleCmpOp,
    SampleGradOp, SamplePositionOp, TextureGetDimensionsOp, TextureLevelsOp, TextureLoadOp,
    TextureSampleOp, TextureSamplesOp, WaveActiveCountBitsOp, WaveAllEqualOp, WaveAllTrueOp,
    WaveAnyTrueOp, WaveBallotOp, WaveIsFirstLaneOp, WaveLaneCountOp, WaveLaneIndexOp,
    WavePrefixCountBitsOp, WavePrefixOp, WaveReadLaneAtOp, WaveReadLaneFirstOp, WaveReduceOp,
};
use dialect_hlsl::types::HandleType;
use dialect_spirv::availability::Requirements;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId};
use spirv::Capability;

use crate::resource_types::error::require_capability;
use crate::settings::Settings;

/// One need of an op: what needs it and the capabilities (any of them).
type Need = (&'static str, &'static [Capability]);

/// The needs of `op`, or why it has no SPIR-V form.
fn needs(ir: &Ir, op: OpId, demote: bool) -> Result<Vec<Need>, String> {
    let mut needs: Vec<Need> = Vec::new();
    if let Some(load) = BufferLoadOp::cast(ir, op)
        && load.status(ir).is_some()
        && HandleType::of(ir.ctx(), ir.value_type(load.handle(ir)))
            .and_then(|h| BufferKind::of(ir, h))
            != Some(BufferKind::Typed)
    {
        return Err(
            "a 'status' result of a structured or byte-address buffer load has no SPIR-V form: storage buffers have no residency (only the sparse image instructions report it)"
                .to_owned(),
        );
    }
    if has_status(ir, op) || CheckAccessFullyMappedOp::isa(ir, op) {
        needs.push((
            "a 'status' result (the OpImageSparse* instructions)",
            &[Capability::SparseResidency],
        ));
    }
    if has_clamp(ir, op) {
        needs.push(("a minimum level of detail ('clamp')", &[Capability::MinLod]));
    }
    let offsets = GatherOp::cast(ir, op).is_some_and(|g| g.offsets(ir).is_some())
        || GatherCmpOp::cast(ir, op).is_some_and(|g| g.offsets(ir).is_some());
    if offsets {
        needs.push((
            "a gather with four offsets (ConstOffsets)",
            &[Capability::ImageGatherExtended],
        ));
    }
    if let Some(gather) = GatherCmpOp::cast(ir, op)
        && gather.channel(ir) != GatherChannel::Red
    {
        return Err(format!(
            "a comparison gather of the {} component has no SPIR-V form: OpImageDrefGather compares the first component only",
            gather.channel(ir).keyword()
        ));
    }
    if DiscardOp::isa(ir, op) && demote {
        needs.push((
            "a discard (OpDemoteToHelperInvocation)",
            &[Capability::DemoteToHelperInvocation],
        ));
    }
    let controlled = DdxFineOp::isa(ir, op)
        || DdyFineOp::isa(ir, op)
        || DdxCoarseOp::isa(ir, op)
        || DdyCoarseOp::isa(ir, op);
    if controlled {
        needs.push((
            "a fine or coarse derivative",
            &[Capability::DerivativeControl],
        ));
    }
    needs.extend(wave_needs(ir, op));
    let query = BufferGetDimensionsOp::isa(ir, op)
        || TextureGetDimensionsOp::isa(ir, op)
        || TextureLevelsOp::isa(ir, op)
        || TextureSamplesOp::isa(ir, op)
        || CalculateLodOp::isa(ir, op)
        || SamplePositionOp::isa(ir, op);
    if query {
        needs.push(("an image query", &[Capability::ImageQuery]));
    }
    Ok(needs)
}

/// The subgroup capability of a wave or quad op (each needs SPIR-V 1.3).
fn wave_needs(ir: &Ir, op: OpId) -> Option<Need> {
    let basic = WaveLaneIndexOp::isa(ir, op)
        || WaveLaneCountOp::isa(ir, op)
        || WaveIsFirstLaneOp::isa(ir, op);
    let arithmetic = WaveReduceOp::isa(ir, op) || WavePrefixOp::isa(ir, op);
    let constant_lane = WaveReadLaneAtOp::cast(ir, op)
        .is_some_and(|read| constant_int(ir, read.lane(ir)).is_some());
    let ballot = WaveActiveCountBitsOp::isa(ir, op)
        || WavePrefixCountBitsOp::isa(ir, op)
        || WaveBallotOp::isa(ir, op)
        || WaveReadLaneFirstOp::isa(ir, op)
        || constant_lane;
    let shuffle = WaveReadLaneAtOp::isa(ir, op) && !constant_lane;
    let vote =
        WaveAllTrueOp::isa(ir, op) || WaveAnyTrueOp::isa(ir, op) || WaveAllEqualOp::isa(ir, op);
    let quad = QuadReadAcrossOp::isa(ir, op) || QuadReadLaneAtOp::isa(ir, op);
    let table: [(bool, &str, &[Capability]); 6] = [
        (
            basic,
            "a wave lane query or election",
            &[Capability::GroupNonUniform],
        ),
        (
            arithmetic,
            "a wave reduction or prefix",
            &[Capability::GroupNonUniformArithmetic],
        ),
        (
            ballot,
            "a wave ballot or broadcast",
            &[Capability::GroupNonUniformBallot],
        ),
        (
            shuffle,
            "a wave read of a lane that is not a constant",
            &[Capability::GroupNonUniformShuffle],
        ),
        (vote, "a wave vote", &[Capability::GroupNonUniformVote]),
        (quad, "a quad operation", &[Capability::GroupNonUniformQuad]),
    ];
    table
        .into_iter()
        .find(|(applies, ..)| *applies)
        .map(|(_, what, capabilities)| (what, capabilities))
}

/// The value of an integer constant (`arith.constant`) defining `value`.
fn constant_int(ir: &Ir, value: shader_mlir::ir::Value) -> Option<i128> {
    let op = ir.defining_op(value)?;
    dialect_arith::ConstantOp::cast(ir, op).and_then(|c| ir.int_value(c.value(ir)))
}

/// Whether `op` is a load, sample or gather with a `status` result.
fn has_status(ir: &Ir, op: OpId) -> bool {
    let status = [
        BufferLoadOp::cast(ir, op).and_then(|o| o.status(ir)),
        TextureLoadOp::cast(ir, op).and_then(|o| o.status(ir)),
        TextureSampleOp::cast(ir, op).and_then(|o| o.status(ir)),
        SampleClampOp::cast(ir, op).and_then(|o| o.status(ir)),
        SampleBiasOp::cast(ir, op).and_then(|o| o.status(ir)),
        SampleGradOp::cast(ir, op).and_then(|o| o.status(ir)),
        SampleCmpOp::cast(ir, op).and_then(|o| o.status(ir)),
        SampleCmpLevelZeroOp::cast(ir, op).and_then(|o| o.status(ir)),
        SampleCmpLevelOp::cast(ir, op).and_then(|o| o.status(ir)),
        SampleCmpBiasOp::cast(ir, op).and_then(|o| o.status(ir)),
        SampleCmpGradOp::cast(ir, op).and_then(|o| o.status(ir)),
        GatherOp::cast(ir, op).and_then(|o| o.status(ir)),
        GatherCmpOp::cast(ir, op).and_then(|o| o.status(ir)),
        GatherRawOp::cast(ir, op).and_then(|o| o.status(ir)),
    ];
    status.iter().any(Option::is_some)
}

/// Whether `op` is a sample with a minimum level of detail.
fn has_clamp(ir: &Ir, op: OpId) -> bool {
    SampleClampOp::isa(ir, op)
        || SampleBiasOp::cast(ir, op).is_some_and(|o| o.clamp(ir).is_some())
        || SampleGradOp::cast(ir, op).is_some_and(|o| o.clamp(ir).is_some())
        || SampleCmpOp::cast(ir, op).is_some_and(|o| o.clamp(ir).is_some())
        || SampleCmpBiasOp::cast(ir, op).is_some_and(|o| o.clamp(ir).is_some())
        || SampleCmpGradOp::cast(ir, op).is_some_and(|o| o.clamp(ir).is_some())
}

/// Checks the ops under `module`; returns what they need.
pub fn check(
    ir: &Ir,
    module: OpId,
    settings: &Settings,
) -> Result<Vec<(String, Requirements)>, Vec<Diagnostic>> {
    let demote = crate::patterns::pixel::demote_available(&settings.env);
    check_ops(ir, module, |op, needed, errors| {
        // OpGroupNonUniformQuadBroadcast takes a constant index before
        // SPIR-V 1.5.
        if let Some(read) = QuadReadLaneAtOp::cast(ir, op)
            && constant_int(ir, read.lane(ir)).is_none()
        {
            let what = "a quad read of a lane that is not a constant";
            let requirements = Requirements {
                min_version: dialect_spirv::availability::Version::V1_5,
                ..Requirements::new()
            };
            if let Err(error) =
                crate::resource_types::error::require(&settings.env, what, &requirements)
            {
                errors.push(ir.op_error(op, error.explain(&settings.env_name)));
                return;
            }
            needed.push((what.to_owned(), requirements));
        }
        match needs(ir, op, demote) {
            Ok(list) => {
                for (what, caps) in list {
                    match require_capability(&settings.env, what, caps) {
                        Ok(requirements) => needed.push((what.to_owned(), requirements)),
                        Err(error) => {
                            errors.push(ir.op_error(op, error.explain(&settings.env_name)))
                        }
                    }
                }
            }
            Err(why) => errors.push(ir.op_error(op, why)),
        }
    })
}

/// Runs `check` on every op under `module`, which adds what the op needs
/// to `needed` or its errors to `errors`: everything needed, or every error.
pub fn check_ops(
    ir: &Ir,
    module: OpId,
    mut check: impl FnMut(OpId, &mut Vec<(String, Requirements)>, &mut Vec<Diagnostic>),
) -> Result<Vec<(String, Requirements)>, Vec<Diagnostic>> {
    let (mut needed, mut errors) = (Vec::new(), Vec::new());
    for op in ir.walk_collect(module) {
        check(op, &mut needed, &mut errors);
    }
    if errors.is_empty() {
        Ok(needed)
    } else {
        Err(errors)
    }
}
