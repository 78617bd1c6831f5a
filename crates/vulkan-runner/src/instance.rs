//! The Vulkan loader and instance: points the loader at Mesa's lavapipe when asked
//! to, enables `VK_LAYER_KHRONOS_validation` when it is installed, and collects what
//! the layer reports through `VK_EXT_debug_utils`.
//!
//! Driver selection uses the loader's `VK_DRIVER_FILES` (and the older
//! `VK_ICD_FILENAMES`) variables, documented in the loader's "Driver Interface"
//! (<https://github.com/KhronosGroup/Vulkan-Loader/blob/main/docs/LoaderDriverInterface.md>).

use std::ffi::{CStr, c_void};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, Once};

use ash::vk;

use crate::error::{Error, VkContext};

/// The highest Vulkan version the runner asks for.
const MAX_API_VERSION: u32 = vk::API_VERSION_1_3;

const VALIDATION_LAYER: &CStr = c"VK_LAYER_KHRONOS_validation";

/// Loader variables that already choose drivers; when one is set, it wins.
const DRIVER_VARIABLES: &[&str] = &["VK_DRIVER_FILES", "VK_ICD_FILENAMES", "VK_ADD_DRIVER_FILES"];

/// Where Linux loaders look for driver manifests besides `$XDG_DATA_DIRS`.
const MANIFEST_DIRS: &[&str] = &[
    "/usr/local/share/vulkan/icd.d",
    "/usr/share/vulkan/icd.d",
    "/etc/vulkan/icd.d",
];

/// Points the loader at lavapipe's manifest, once per process, unless the
/// environment already chooses drivers or no lavapipe manifest is installed.
fn pin_lavapipe() {
    static PIN: Once = Once::new();
    PIN.call_once(|| {
        if DRIVER_VARIABLES
            .iter()
            .any(|name| std::env::var_os(name).is_some())
        {
            return;
        }
        let Some(manifest) = lavapipe_manifest() else {
            return;
        };
        for name in ["VK_DRIVER_FILES", "VK_ICD_FILENAMES"] {
            // SAFETY: this runs before the first instance is created and every other
            // caller waits on `PIN` until it returns, so the loader's `getenv` cannot
            // race with it; Rust's own environment accesses are serialized by std.
            unsafe { std::env::set_var(name, &manifest) };
        }
    });
}

/// The installed `lvp_icd*.json`, preferring the one for this architecture.
fn lavapipe_manifest() -> Option<PathBuf> {
    let xdg = std::env::var_os("XDG_DATA_DIRS")
        .map(|dirs| {
            std::env::split_paths(&dirs)
                .map(|dir| dir.join("vulkan").join("icd.d"))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    let dirs = xdg
        .into_iter()
        .chain(MANIFEST_DIRS.iter().map(PathBuf::from));
    let mut found: Vec<PathBuf> = dirs
        .filter_map(|dir| std::fs::read_dir(dir).ok())
        .flat_map(|entries| entries.filter_map(Result::ok).map(|entry| entry.path()))
        .filter(|path| is_lavapipe_manifest(path))
        .collect();
    found.sort_by_key(|path| !file_name(path).contains(std::env::consts::ARCH));
    found.into_iter().next()
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn is_lavapipe_manifest(path: &Path) -> bool {
    let name = file_name(path);
    name.starts_with("lvp_icd") && name.ends_with(".json") && path.is_file()
}

/// What the validation layer said, kept until a dispatch or the runner's end asks.
#[derive(Default)]
pub(crate) struct MessageLog {
    errors: Mutex<Vec<String>>,
}

impl MessageLog {
    fn record(&self, message: String) {
        if let Ok(mut errors) = self.errors.lock() {
            errors.push(message);
        }
    }

    /// The errors reported since the last call.
    pub(crate) fn take_errors(&self) -> Vec<String> {
        self.errors
            .lock()
            .map(|mut errors| std::mem::take(&mut *errors))
            .unwrap_or_default()
    }
}

/// `PFN_vkDebugUtilsMessengerCallbackEXT`: records errors in the [`MessageLog`] the
/// user data points at.
unsafe extern "system" fn record_message(
    severity: vk::DebugUtilsMessageSeverityFlagsEXT,
    _types: vk::DebugUtilsMessageTypeFlagsEXT,
    data: *const vk::DebugUtilsMessengerCallbackDataEXT<'_>,
    log: *mut c_void,
) -> vk::Bool32 {
    if !severity.contains(vk::DebugUtilsMessageSeverityFlagsEXT::ERROR)
        || data.is_null()
        || log.is_null()
    {
        return vk::FALSE;
    }
    // SAFETY: `log` is the `MessageLog` the messenger was created with, which outlives
    // the instance; `data` and its strings are valid for the duration of the call.
    let (log, data) = unsafe { (&*(log as *const MessageLog), &*data) };
    let text = |pointer: *const std::ffi::c_char| {
        if pointer.is_null() {
            String::new()
        } else {
            // SAFETY: non-null strings of the callback data are NUL-terminated.
            unsafe { CStr::from_ptr(pointer) }
                .to_string_lossy()
                .into_owned()
        }
    };
    log.record(format!(
        "[{}] {}",
        text(data.p_message_id_name),
        text(data.p_message)
    ));
    vk::FALSE
}

/// A loaded Vulkan instance with its validation messenger, if any.
pub(crate) struct InstanceState {
    pub(crate) entry: ash::Entry,
    pub(crate) instance: ash::Instance,
    pub(crate) api_version: u32,
    pub(crate) validation: bool,
    messenger: Option<(ash::ext::debug_utils::Instance, vk::DebugUtilsMessengerEXT)>,
    pub(crate) log: Box<MessageLog>,
}

impl InstanceState {
    pub(crate) fn new(prefer_lavapipe: bool, want_validation: bool) -> Result<Self, Error> {
        if prefer_lavapipe {
            pin_lavapipe();
        }
        // SAFETY: loading the system's Vulkan loader runs its initializers, which is
        // what every Vulkan application does.
        let entry =
            unsafe { ash::Entry::load() }.map_err(|error| Error::NoLoader(error.to_string()))?;
        // SAFETY: `entry` holds valid global function pointers.
        let loader_version = unsafe { entry.try_enumerate_instance_version() }
            .call("vkEnumerateInstanceVersion")?
            .unwrap_or(vk::API_VERSION_1_0);
        let api_version = loader_version.min(MAX_API_VERSION);

        let validation = want_validation && has_layer(&entry, VALIDATION_LAYER)?;
        let debug_utils = validation && has_debug_utils(&entry)?;

        let log = Box::<MessageLog>::default();
        let mut messenger_info = vk::DebugUtilsMessengerCreateInfoEXT::default()
            .message_severity(vk::DebugUtilsMessageSeverityFlagsEXT::ERROR)
            .message_type(
                vk::DebugUtilsMessageTypeFlagsEXT::GENERAL
                    | vk::DebugUtilsMessageTypeFlagsEXT::VALIDATION,
            )
            .pfn_user_callback(Some(record_message))
            .user_data(std::ptr::from_ref::<MessageLog>(&log).cast_mut().cast());

        let application = vk::ApplicationInfo::default()
            .application_name(c"vulkan-runner")
            .engine_name(c"shader-mlir")
            .api_version(api_version);
        let layers = [VALIDATION_LAYER.as_ptr()];
        let extensions = [ash::ext::debug_utils::NAME.as_ptr()];
        let mut create_info = vk::InstanceCreateInfo::default().application_info(&application);
        if validation {
            create_info = create_info.enabled_layer_names(&layers);
        }
        if debug_utils {
            create_info = create_info
                .enabled_extension_names(&extensions)
                .push_next(&mut messenger_info);
        }
        // SAFETY: every pointer in `create_info` outlives the call.
        let instance =
            unsafe { entry.create_instance(&create_info, None) }.map_err(
                |result| match result {
                    vk::Result::ERROR_INCOMPATIBLE_DRIVER => Error::NoDevice(format!(
                        ": vkCreateInstance found no compatible driver ({result})"
                    )),
                    result => Error::Vulkan {
                        call: "vkCreateInstance",
                        result,
                    },
                },
            )?;

        let mut state = InstanceState {
            entry,
            instance,
            api_version,
            validation,
            messenger: None,
            log,
        };
        if debug_utils {
            let loader = ash::ext::debug_utils::Instance::new(&state.entry, &state.instance);
            let info = vk::DebugUtilsMessengerCreateInfoEXT {
                p_next: std::ptr::null(),
                ..messenger_info
            };
            // SAFETY: the instance is alive and `info` points at the boxed log, which
            // is dropped only after the messenger and the instance are destroyed.
            let messenger = unsafe { loader.create_debug_utils_messenger(&info, None) }
                .call("vkCreateDebugUtilsMessengerEXT")?;
            state.messenger = Some((loader, messenger));
        }
        Ok(state)
    }
}

impl Drop for InstanceState {
    fn drop(&mut self) {
        // SAFETY: every child object was destroyed by its owner before this runs (the
        // device is dropped first), and these handles are not used afterwards.
        unsafe {
            if let Some((loader, messenger)) = self.messenger.take() {
                loader.destroy_debug_utils_messenger(messenger, None);
            }
            self.instance.destroy_instance(None);
        }
    }
}

fn has_layer(entry: &ash::Entry, layer: &CStr) -> Result<bool, Error> {
    // SAFETY: `entry` holds valid global function pointers.
    let layers = unsafe { entry.enumerate_instance_layer_properties() }
        .call("vkEnumerateInstanceLayerProperties")?;
    Ok(layers
        .iter()
        .any(|properties| properties.layer_name_as_c_str() == Ok(layer)))
}

/// Whether `VK_EXT_debug_utils` is offered by the loader or the validation layer.
fn has_debug_utils(entry: &ash::Entry) -> Result<bool, Error> {
    for layer in [None, Some(VALIDATION_LAYER)] {
        // SAFETY: `entry` holds valid global function pointers; `layer` is NUL-terminated.
        let extensions = unsafe { entry.enumerate_instance_extension_properties(layer) }
            .call("vkEnumerateInstanceExtensionProperties")?;
        if extensions.iter().any(|properties| {
            properties.extension_name_as_c_str() == Ok(ash::ext::debug_utils::NAME)
        }) {
            return Ok(true);
        }
    }
    Ok(false)
}
