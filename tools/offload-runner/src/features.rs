//! The lit features of the device, named as the offload test suite's lit
//! configuration names them for a Vulkan device (`test/lit.cfg.py` of
//! <https://github.com/llvm/offload-test-suite>): the API, the driver, shader
//! models, the feature flags its `REQUIRES` lines test, and every device
//! extension. A driver script passes them to lit so that `REQUIRES` and
//! `UNSUPPORTED` lines decide which tests run.

use vulkan_runner::Runner;

/// Highest `SM_6_x` the suite knows; Vulkan devices get all of them.
const HIGHEST_SM6_MINOR: u32 = 9;

/// Lit feature names and the Vulkan features that give them.
const FROM_FEATURES: &[(&str, &str)] = &[
    ("Int16", "shaderInt16"),
    ("Half", "shaderFloat16"),
    ("Double", "shaderFloat64"),
    ("Int64", "shaderInt64"),
    ("Int64GroupSharedAtomics", "shaderSharedInt64Atomics"),
    ("VulkanInt64BufferAtomics", "shaderBufferInt64Atomics"),
    ("Int64TypedResourceAtomics", "shaderImageInt64Atomics"),
];

pub fn lit_features(runner: &Runner) -> Vec<String> {
    let device = runner.device();
    let mut features = vec!["Vulkan".to_owned()];
    if device.is_lavapipe {
        features.push("Lavapipe".to_owned());
    }
    features.push(
        match std::env::consts::OS {
            "linux" => "Linux",
            "macos" => "Darwin",
            "windows" => "Windows",
            other => other,
        }
        .to_owned(),
    );
    features.extend((0..=HIGHEST_SM6_MINOR).map(|minor| format!("SM_6_{minor}")));
    for (lit, vulkan) in FROM_FEATURES {
        if runner.has_feature(vulkan) == Some(true) {
            features.push((*lit).to_owned());
        }
    }
    for extension in &device.extensions {
        features.push(extension.clone());
        match extension.as_str() {
            "VK_EXT_mesh_shader" => features.push("MeshShader".to_owned()),
            "VK_KHR_acceleration_structure" => features.push("acceleration-structure".to_owned()),
            "VK_KHR_ray_tracing_pipeline" => features.push("raytracing-pipeline".to_owned()),
            _ => {}
        }
    }
    features
}
