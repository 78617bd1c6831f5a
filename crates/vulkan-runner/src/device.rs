//! Choosing a physical device and creating the logical device a runner dispatches on.
//!
//! The first device with a compute queue wins, lavapipe (or any CPU device) ahead of
//! the others. Every feature the device supports is enabled except the robustness
//! ones, so a kernel's out-of-bounds accesses stay as undefined as on real hardware
//! and its capabilities decide what it needs.

use std::ffi::CStr;

use ash::vk;

use crate::error::{Error, VkContext};
use crate::format::Format;
use crate::instance::InstanceState;

/// What the runner dispatches on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceInfo {
    /// `VkPhysicalDeviceProperties::deviceName`, e.g. `llvmpipe (LLVM 15.0.6, 256 bits)`.
    pub name: String,
    /// `VkPhysicalDeviceDriverProperties::driverName` (Vulkan 1.2), else empty.
    pub driver: String,
    /// The Vulkan version used: the lower of the device's and the instance's.
    pub api_version: (u32, u32),
    /// `VkPhysicalDeviceSubgroupProperties::subgroupSize` (Vulkan 1.1).
    pub subgroup_size: Option<u32>,
    /// Whether this is Mesa's lavapipe.
    pub is_lavapipe: bool,
    /// Whether `VK_LAYER_KHRONOS_validation` checks the runner's calls.
    pub validation: bool,
    /// Whether the queue also runs graphics work ([`crate::Runner::draw`] and
    /// multisampled image contents need it).
    pub graphics: bool,
    /// Every device extension the device offers, by name.
    pub extensions: Vec<String>,
}

impl DeviceInfo {
    /// Whether the device runs Vulkan `major.minor` or later.
    pub fn supports_vulkan(&self, major: u32, minor: u32) -> bool {
        self.api_version >= (major, minor)
    }

    /// Whether the device offers the extension `name` (e.g.
    /// `VK_EXT_fragment_shader_interlock`).
    pub fn has_extension(&self, name: &str) -> bool {
        self.extensions.iter().any(|extension| extension == name)
    }
}

/// The extensions the runner enables when the device offers them, each with the
/// features structure it adds (queried and enabled as the device reports it).
pub(crate) const OPTIONAL_EXTENSIONS: &[&CStr] = &[
    ash::ext::fragment_shader_interlock::NAME,
    ash::ext::shader_atomic_float::NAME,
    ash::ext::shader_image_atomic_int64::NAME,
    ash::khr::shader_maximal_reconvergence::NAME,
];

/// Features of [`OPTIONAL_EXTENSIONS`]; all-false when the extension is missing.
#[derive(Clone, Copy, Default)]
pub(crate) struct ExtensionFeatures {
    pub(crate) interlock: vk::PhysicalDeviceFragmentShaderInterlockFeaturesEXT<'static>,
    pub(crate) atomic_float: vk::PhysicalDeviceShaderAtomicFloatFeaturesEXT<'static>,
    pub(crate) image_int64: vk::PhysicalDeviceShaderImageAtomicInt64FeaturesEXT<'static>,
    pub(crate) reconvergence: vk::PhysicalDeviceShaderMaximalReconvergenceFeaturesKHR<'static>,
}

/// The device's supported features, as enabled at device creation. Structures of
/// Vulkan versions the device lacks stay all-false.
#[derive(Clone, Copy, Default)]
pub(crate) struct Features {
    pub(crate) core: vk::PhysicalDeviceFeatures,
    pub(crate) v11: vk::PhysicalDeviceVulkan11Features<'static>,
    pub(crate) v12: vk::PhysicalDeviceVulkan12Features<'static>,
    pub(crate) v13: vk::PhysicalDeviceVulkan13Features<'static>,
    pub(crate) ext: ExtensionFeatures,
}

/// A logical device with its compute queue.
pub(crate) struct DeviceState {
    pub(crate) device: ash::Device,
    pub(crate) queue: vk::Queue,
    pub(crate) queue_family: u32,
    pub(crate) memory: vk::PhysicalDeviceMemoryProperties,
    pub(crate) limits: vk::PhysicalDeviceLimits,
    pub(crate) features: Features,
    /// What the device can do with each [`Format`].
    pub(crate) formats: Vec<(Format, vk::FormatProperties)>,
    pub(crate) info: DeviceInfo,
}

impl DeviceState {
    /// What the device supports for `format`.
    pub(crate) fn format_properties(&self, format: Format) -> vk::FormatProperties {
        self.formats
            .iter()
            .find(|(known, _)| *known == format)
            .map(|(_, properties)| *properties)
            .unwrap_or_default()
    }
}

/// A physical device that can run compute work.
struct Candidate {
    physical: vk::PhysicalDevice,
    properties: vk::PhysicalDeviceProperties,
    queue_family: u32,
    graphics: bool,
}

impl Candidate {
    fn name(&self) -> String {
        c_text(self.properties.device_name_as_c_str())
    }

    /// Lower ranks are preferred: lavapipe, then other CPU devices, then the rest.
    fn rank(&self) -> u8 {
        if self.name().starts_with("llvmpipe") {
            0
        } else if self.properties.device_type == vk::PhysicalDeviceType::CPU {
            1
        } else {
            2
        }
    }
}

fn c_text(text: Result<&CStr, std::ffi::FromBytesUntilNulError>) -> String {
    text.map(|text| text.to_string_lossy().into_owned())
        .unwrap_or_default()
}

const fn version(version: u32) -> (u32, u32) {
    (
        vk::api_version_major(version),
        vk::api_version_minor(version),
    )
}

impl DeviceState {
    pub(crate) fn new(instance: &InstanceState) -> Result<Self, Error> {
        let vk_instance = &instance.instance;
        // SAFETY: the instance is alive for the whole call.
        let physicals = unsafe { vk_instance.enumerate_physical_devices() }
            .call("vkEnumeratePhysicalDevices")?;
        let mut candidates = Vec::new();
        for physical in physicals {
            // SAFETY: `physical` was enumerated from this instance.
            let (properties, families) = unsafe {
                (
                    vk_instance.get_physical_device_properties(physical),
                    vk_instance.get_physical_device_queue_family_properties(physical),
                )
            };
            let with = |flags: vk::QueueFlags| {
                families
                    .iter()
                    .position(|family| family.queue_count > 0 && family.queue_flags.contains(flags))
                    .and_then(|index| u32::try_from(index).ok())
            };
            let both = with(vk::QueueFlags::COMPUTE | vk::QueueFlags::GRAPHICS);
            if let Some(queue_family) = both.or_else(|| with(vk::QueueFlags::COMPUTE)) {
                candidates.push(Candidate {
                    physical,
                    properties,
                    queue_family,
                    graphics: both.is_some(),
                });
            }
        }
        candidates.sort_by_key(Candidate::rank);
        let Some(chosen) = candidates.into_iter().next() else {
            return Err(Error::NoDevice(
                "no physical device has a compute queue".into(),
            ));
        };

        let api_version = chosen.properties.api_version.min(instance.api_version);
        // SAFETY: the physical device belongs to this instance.
        let offered = unsafe { vk_instance.enumerate_device_extension_properties(chosen.physical) }
            .call("vkEnumerateDeviceExtensionProperties")?;
        let offered: Vec<String> = offered
            .iter()
            .map(|properties| c_text(properties.extension_name_as_c_str()))
            .collect();
        let enabled_extensions: Vec<&CStr> = OPTIONAL_EXTENSIONS
            .iter()
            .copied()
            .filter(|name| {
                offered
                    .iter()
                    .any(|offer| offer.as_bytes() == name.to_bytes())
            })
            .collect();
        let features = query_features(
            vk_instance,
            chosen.physical,
            api_version,
            &enabled_extensions,
        );
        let (driver, subgroup_size) = query_properties(vk_instance, chosen.physical, api_version);

        let priorities = [1.0f32];
        let queues = [vk::DeviceQueueCreateInfo::default()
            .queue_family_index(chosen.queue_family)
            .queue_priorities(&priorities)];
        let mut enabled = features;
        let mut features2 = vk::PhysicalDeviceFeatures2::default().features(enabled.core);
        let extension_names: Vec<*const std::ffi::c_char> = enabled_extensions
            .iter()
            .map(|name| name.as_ptr())
            .collect();
        let mut create_info = vk::DeviceCreateInfo::default()
            .queue_create_infos(&queues)
            .enabled_extension_names(&extension_names);
        features2 = chain_features(features2, &mut enabled, api_version, &enabled_extensions);
        if version(api_version) >= (1, 1) {
            create_info = create_info.push_next(&mut features2);
        } else {
            create_info = create_info.enabled_features(&features.core);
        }
        // SAFETY: `chosen.physical` belongs to this instance and every structure the
        // create info points at outlives the call.
        let device = unsafe { vk_instance.create_device(chosen.physical, &create_info, None) }
            .call("vkCreateDevice")?;
        // SAFETY: the queue family was created with one queue.
        let queue = unsafe { device.get_device_queue(chosen.queue_family, 0) };
        // SAFETY: the physical device belongs to this instance.
        let memory = unsafe { vk_instance.get_physical_device_memory_properties(chosen.physical) };
        let formats = Format::all()
            .map(|format| {
                // SAFETY: the physical device belongs to this instance.
                let properties = unsafe {
                    vk_instance
                        .get_physical_device_format_properties(chosen.physical, format.vulkan())
                };
                (format, properties)
            })
            .collect();

        let name = chosen.name();
        Ok(DeviceState {
            device,
            queue,
            queue_family: chosen.queue_family,
            memory,
            limits: chosen.properties.limits,
            features,
            formats,
            info: DeviceInfo {
                is_lavapipe: name.starts_with("llvmpipe"),
                name,
                driver,
                api_version: version(api_version),
                subgroup_size,
                validation: instance.validation,
                graphics: chosen.graphics,
                extensions: offered,
            },
        })
    }
}

impl Drop for DeviceState {
    fn drop(&mut self) {
        // SAFETY: every object created from the device is destroyed by the dispatch
        // that created it before the dispatch returns.
        unsafe { self.device.destroy_device(None) };
    }
}

/// Chains the structures of `features` that `api_version` and the `enabled`
/// extensions have onto `features2`: Vulkan 1.1's and 1.2's from 1.2 on,
/// 1.3's from 1.3 on, then each enabled extension's.
fn chain_features<'a>(
    mut features2: vk::PhysicalDeviceFeatures2<'a>,
    features: &'a mut Features,
    api_version: u32,
    enabled: &[&CStr],
) -> vk::PhysicalDeviceFeatures2<'a> {
    let Features {
        v11, v12, v13, ext, ..
    } = features;
    if version(api_version) >= (1, 2) {
        features2 = features2.push_next(v11).push_next(v12);
    }
    if version(api_version) >= (1, 3) {
        features2 = features2.push_next(v13);
    }
    chain_extension_features(features2, ext, enabled)
}

/// Adds the features structure of each enabled optional extension to `features2`.
fn chain_extension_features<'a>(
    mut features2: vk::PhysicalDeviceFeatures2<'a>,
    ext: &'a mut ExtensionFeatures,
    enabled: &[&CStr],
) -> vk::PhysicalDeviceFeatures2<'a> {
    let has = |name: &CStr| enabled.contains(&name);
    let ExtensionFeatures {
        interlock,
        atomic_float,
        image_int64,
        reconvergence,
    } = ext;
    if has(ash::ext::fragment_shader_interlock::NAME) {
        features2 = features2.push_next(interlock);
    }
    if has(ash::ext::shader_atomic_float::NAME) {
        features2 = features2.push_next(atomic_float);
    }
    if has(ash::ext::shader_image_atomic_int64::NAME) {
        features2 = features2.push_next(image_int64);
    }
    if has(ash::khr::shader_maximal_reconvergence::NAME) {
        features2 = features2.push_next(reconvergence);
    }
    features2
}

/// The device's supported features with the robustness and protected-memory ones
/// turned off, ready to be enabled as they are.
fn query_features(
    instance: &ash::Instance,
    physical: vk::PhysicalDevice,
    api_version: u32,
    extensions: &[&CStr],
) -> Features {
    let mut features = Features::default();
    if version(api_version) < (1, 1) {
        // SAFETY: the physical device belongs to this instance.
        features.core = unsafe { instance.get_physical_device_features(physical) };
    } else {
        let mut features2 = vk::PhysicalDeviceFeatures2::default();
        features2 = chain_features(features2, &mut features, api_version, extensions);
        // SAFETY: the chain holds structures of versions and extensions the device
        // supports.
        unsafe { instance.get_physical_device_features2(physical, &mut features2) };
        features.core = features2.features;
    }
    features.v11.p_next = std::ptr::null_mut();
    features.v12.p_next = std::ptr::null_mut();
    features.v13.p_next = std::ptr::null_mut();
    features.ext.interlock.p_next = std::ptr::null_mut();
    features.ext.atomic_float.p_next = std::ptr::null_mut();
    features.ext.image_int64.p_next = std::ptr::null_mut();
    features.ext.reconvergence.p_next = std::ptr::null_mut();
    features.core.robust_buffer_access = vk::FALSE;
    features.v13.robust_image_access = vk::FALSE;
    features.v11.protected_memory = vk::FALSE;
    features
}

/// The driver name (Vulkan 1.2) and the subgroup size (Vulkan 1.1).
fn query_properties(
    instance: &ash::Instance,
    physical: vk::PhysicalDevice,
    api_version: u32,
) -> (String, Option<u32>) {
    if version(api_version) < (1, 1) {
        return (String::new(), None);
    }
    let mut driver = vk::PhysicalDeviceDriverProperties::default();
    let mut subgroup = vk::PhysicalDeviceSubgroupProperties::default();
    let mut properties = vk::PhysicalDeviceProperties2::default().push_next(&mut subgroup);
    let has_driver = version(api_version) >= (1, 2);
    if has_driver {
        properties = properties.push_next(&mut driver);
    }
    // SAFETY: the chain holds structures of versions the device supports.
    unsafe { instance.get_physical_device_properties2(physical, &mut properties) };
    let name = if has_driver {
        c_text(driver.driver_name_as_c_str())
    } else {
        String::new()
    };
    (name, Some(subgroup.subgroup_size))
}
