//! [`Runner`]: one Vulkan instance and device, and the dispatches run on them.

use std::time::Duration;

use crate::check::{check_dispatch, check_draw};
use crate::device::{DeviceInfo, DeviceState};
use crate::error::Error;
use crate::instance::InstanceState;
use crate::reflect::reflect;
use crate::request::{Dispatch, Draw, Drawn, Shader};
use crate::resource::{Binding, Readback};
use crate::scope::Scope;
use crate::{compute, graphics};

/// How a [`Runner`] is set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Point the Vulkan loader at Mesa's lavapipe when its manifest is installed and
    /// the environment (`VK_DRIVER_FILES`, `VK_ICD_FILENAMES`, `VK_ADD_DRIVER_FILES`)
    /// does not already choose drivers. This sets those variables for the process.
    pub prefer_lavapipe: bool,
    /// Enable `VK_LAYER_KHRONOS_validation` when it is installed, and fail every
    /// dispatch during which it reports an error.
    pub validation: bool,
    /// How long a dispatch may take before it is reported as timed out.
    pub timeout: Duration,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            prefer_lavapipe: true,
            validation: true,
            timeout: Duration::from_secs(60),
        }
    }
}

/// Runs SPIR-V compute kernels on one Vulkan device.
///
/// Each [`Runner::run`] creates and destroys every object it needs; the runner
/// keeps only the instance and the device, which [`Runner::finish`] (or dropping the
/// runner) destroys.
pub struct Runner {
    // Field order is drop order: the device goes before the instance.
    device: DeviceState,
    instance: InstanceState,
    timeout: Duration,
}

impl Runner {
    /// Opens the preferred device with the default [`Options`].
    pub fn new() -> Result<Runner, Error> {
        Runner::with_options(&Options::default())
    }

    pub fn with_options(options: &Options) -> Result<Runner, Error> {
        let instance = InstanceState::new(options.prefer_lavapipe, options.validation)?;
        let device = DeviceState::new(&instance)?;
        let runner = Runner {
            device,
            instance,
            timeout: options.timeout,
        };
        runner.validation_result()?;
        Ok(runner)
    }

    /// The device dispatches run on.
    pub fn device(&self) -> &DeviceInfo {
        &self.device.info
    }

    /// Runs `entry_point` of the SPIR-V module `words` over `groups` workgroups with
    /// `bindings` bound, and returns the contents of every buffer and image after it:
    /// [`Runner::dispatch`] of a [`Dispatch`] without push or specialization
    /// constants whose bindings cover exactly the module's descriptors.
    pub fn run(
        &self,
        words: &[u32],
        entry_point: &str,
        bindings: &[Binding],
        groups: [u32; 3],
    ) -> Result<Readback, Error> {
        self.dispatch(&Dispatch::new(
            Shader::new(words, entry_point),
            bindings,
            groups,
        ))
    }

    /// Checks `request` against its module and the device without running it: the
    /// error [`Runner::dispatch`] would refuse it with, if any. An
    /// [`Error::Unsupported`] names what the device lacks.
    pub fn check_dispatch(&self, request: &Dispatch<'_>) -> Result<(), Error> {
        let interface = reflect(request.shader.module)?;
        check_dispatch(&self.device, &interface, request)
    }

    /// Runs a compute dispatch and returns the contents of every buffer and
    /// single-sampled image after it.
    ///
    /// The bindings must cover the descriptors the module declares (exactly, or at
    /// least under [`crate::Coverage::Declared`]), each with a resource of the
    /// matching descriptor type; this and the device's features and limits are
    /// checked before the driver sees the module. The module is not validated: run
    /// `spirv-val` on untrusted modules first, since drivers may crash on invalid
    /// ones.
    pub fn dispatch(&self, request: &Dispatch<'_>) -> Result<Readback, Error> {
        self.check_dispatch(request)?;
        let result = compute::dispatch(&mut Scope::new(&self.device, self.timeout), request);
        // Validation errors take precedence: they explain a failed call, and a
        // result computed by an invalid dispatch is meaningless.
        self.validation_result()?;
        result
    }

    /// Checks `request` against its modules and the device without running it.
    pub fn check_draw(&self, request: &Draw<'_>) -> Result<(), Error> {
        let vertex = reflect(request.vertex.module)?;
        let fragment = reflect(request.fragment.module)?;
        check_draw(&self.device, &vertex, &fragment, request)
    }

    /// Draws with a vertex and a fragment shader into the request's render target
    /// and returns its texels with every buffer and single-sampled image; checked
    /// like [`Runner::dispatch`].
    pub fn draw(&self, request: &Draw<'_>) -> Result<Drawn, Error> {
        self.check_draw(request)?;
        let result = graphics::draw(&mut Scope::new(&self.device, self.timeout), request);
        self.validation_result()?;
        result
    }

    /// Whether the device has the feature `name`, as the Vulkan specification spells
    /// it (e.g. `shaderStorageImageReadWithoutFormat`); `None` for names this runner
    /// does not track (those of [`crate::capabilities`]' table).
    pub fn has_feature(&self, name: &str) -> Option<bool> {
        crate::capabilities::feature_by_name(name, &self.device.features)
    }

    /// Destroys the device and the instance, reporting validation errors raised
    /// while doing so (such as objects left undestroyed).
    pub fn finish(self) -> Result<(), Error> {
        let Runner {
            device, instance, ..
        } = self;
        drop(device);
        let errors = instance.log.take_errors();
        drop(instance);
        if errors.is_empty() {
            Ok(())
        } else {
            Err(Error::Validation(errors))
        }
    }

    fn validation_result(&self) -> Result<(), Error> {
        let errors = self.instance.log.take_errors();
        if errors.is_empty() {
            Ok(())
        } else {
            Err(Error::Validation(errors))
        }
    }
}
