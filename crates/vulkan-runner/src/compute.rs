//! One compute dispatch: creates the pipeline and the resources of a checked
//! [`Dispatch`], uploads the initial contents, dispatches, and reads every buffer
//! and image back.

use ash::vk;

use crate::error::Error;
use crate::pipeline::{self, Stage};
use crate::record;
use crate::request::Dispatch;
use crate::resource::Readback;
use crate::scope::Scope;

/// Runs `request`, which [`crate::check`] has accepted for this device.
pub(crate) fn dispatch(scope: &mut Scope<'_>, request: &Dispatch<'_>) -> Result<Readback, Error> {
    let stages = vk::ShaderStageFlags::COMPUTE;
    let stage = Stage::new(scope, &request.shader, stages)?;
    let push_bytes = request.push_constants.len();
    let (bound, layout) = pipeline::bind_with_layout(scope, request.bindings, push_bytes, stages)?;
    let pipeline = stage.with_info(|info| {
        scope.create_compute_pipeline(
            vk::ComputePipelineCreateInfo::default()
                .stage(info)
                .layout(layout),
        )
    })?;
    let pipeline = (vk::PipelineBindPoint::COMPUTE, pipeline, layout);
    let push_constants = (stages, request.push_constants.as_slice());
    record::submit(scope, &bound, pipeline, push_constants, |commands| {
        let [x, y, z] = request.groups;
        // SAFETY: recording; the pipeline and its sets are bound.
        unsafe { commands.device.cmd_dispatch(commands.buffer, x, y, z) };
    })?;
    Ok(bound.read(scope, request.bindings))
}
