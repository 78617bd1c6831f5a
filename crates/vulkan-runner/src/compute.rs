//! One compute dispatch: creates the pipeline and the resources of a checked
//! [`Dispatch`], uploads the initial contents, dispatches, and reads every buffer
//! and image back.

use std::time::Duration;

use ash::vk;

use crate::bind::bind;
use crate::device::DeviceState;
use crate::error::Error;
use crate::fill;
use crate::pipeline::{self, Stage};
use crate::record::Commands;
use crate::request::Dispatch;
use crate::resource::Readback;
use crate::scope::Scope;

/// Runs `request`, which [`crate::check`] has accepted for this device.
pub(crate) fn dispatch(
    state: &DeviceState,
    timeout: Duration,
    request: &Dispatch<'_>,
) -> Result<Readback, Error> {
    let mut scope = Scope::new(state);
    let stage = Stage::new(&mut scope, &request.shader, vk::ShaderStageFlags::COMPUTE)?;
    let bound = bind(&mut scope, request.bindings, vk::ShaderStageFlags::COMPUTE)?;
    let layout = pipeline::layout(
        &mut scope,
        &bound.set_layouts,
        request.push_constants.len(),
        vk::ShaderStageFlags::COMPUTE,
    )?;
    let pipeline = stage.with_info(|info| {
        scope.create_compute_pipeline(
            vk::ComputePipelineCreateInfo::default()
                .stage(info)
                .layout(layout),
        )
    })?;
    let fills = fill::prepare(&mut scope, &bound)?;
    let buffer = scope.command_buffer()?;
    {
        let commands = Commands {
            device: scope.device(),
            buffer,
            scope: &scope,
        };
        commands.begin()?;
        commands.upload(&bound, &fills);
        commands.bind_state(
            vk::PipelineBindPoint::COMPUTE,
            pipeline,
            layout,
            &bound.sets,
            Some((vk::ShaderStageFlags::COMPUTE, &request.push_constants)),
        );
        let [x, y, z] = request.groups;
        // SAFETY: recording; the pipeline and its sets are bound.
        unsafe { scope.device().cmd_dispatch(buffer, x, y, z) };
        commands.download(&bound);
        commands.end()?;
    }
    scope.submit_and_wait(buffer, timeout)?;
    Ok(bound.read(&scope, request.bindings))
}
