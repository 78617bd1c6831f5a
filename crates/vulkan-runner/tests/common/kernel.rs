//! What the kernel tests share: compiling a kernel of
//! `tests/lit/conversion/hlsl-to-spirv/kernels/` through `hlsl-opt`,
//! `hlsl-translate --serialize-spirv` and `spirv-val`, binding its resources to
//! the descriptors named after them, and comparing what it wrote with values
//! computed by the test.

use std::collections::HashMap;
use std::fmt::Debug;
use std::fs;
use std::path::Path;
use std::process::Command;

use vulkan_runner::{
    Binding, Interface, Readback, Resource, Scalar, from_bytes, reflect, to_bytes,
};

/// Where the kernels live, relative to the workspace root.
pub const KERNELS_DIR: &str = "tests/lit/conversion/hlsl-to-spirv/kernels";

/// The contents of a kernel's resources after the run, by name.
pub struct Outputs {
    by_name: HashMap<String, Vec<u8>>,
    /// The color attachment of a draw; empty after a dispatch.
    pub target: Vec<u8>,
}

impl Outputs {
    /// What `readback` holds for each of `inputs`, bound by `bindings` (in the
    /// same order), with the color attachment `target`.
    pub fn read(
        inputs: &[(&str, Resource)],
        bindings: &[Binding],
        readback: &Readback,
        target: Vec<u8>,
    ) -> Outputs {
        let by_name = inputs
            .iter()
            .zip(bindings)
            .filter_map(|((name, _), binding)| {
                let bytes = readback.get(binding.set, binding.binding)?;
                Some(((*name).to_owned(), bytes.to_vec()))
            })
            .collect();
        Outputs { by_name, target }
    }

    /// The bytes read back for `name`.
    pub fn bytes(&self, name: &str) -> Option<&[u8]> {
        self.by_name.get(name).map(Vec::as_slice)
    }

    pub fn get<T: Scalar>(&self, name: &str) -> Result<Vec<T>, String> {
        self.by_name
            .get(name)
            .map(|bytes| from_bytes(bytes))
            .ok_or_else(|| format!("no contents were read back for `{name}`"))
    }

    /// `Ok` when `name` holds `expected` (see [`same`]).
    pub fn check<T: Scalar + PartialEq + Debug>(
        &self,
        name: &str,
        expected: &[T],
    ) -> Result<(), String> {
        same(name, &self.get::<T>(name)?, expected)
    }
}

/// A storage buffer holding `values`.
pub fn storage<T: Scalar>(values: &[T]) -> Resource {
    Resource::StorageBuffer(to_bytes(values))
}

/// `Ok` when `actual` equals `expected`, else the first differing index.
pub fn same<T: PartialEq + Debug>(what: &str, actual: &[T], expected: &[T]) -> Result<(), String> {
    if actual.len() != expected.len() {
        return Err(format!(
            "{what}: {} elements read back, {} expected",
            actual.len(),
            expected.len()
        ));
    }
    let wrong = actual.iter().zip(expected).filter(|(a, e)| a != e).count();
    match actual.iter().zip(expected).position(|(a, e)| a != e) {
        None => Ok(()),
        Some(index) => Err(format!(
            "{what}[{index}] is {:?}, expected {:?} ({wrong} of {} elements differ)",
            actual[index],
            expected[index],
            actual.len()
        )),
    }
}

/// A compiled kernel: its SPIR-V words, their reflected interface, and the
/// printed `spirv` module they were serialized from.
pub struct Compiled {
    pub words: Vec<u32>,
    pub interface: Interface,
    pub text: String,
}

/// Compiles the kernel `file` with `hlsl-opt <conversion>` in the scratch
/// directory `scratch`, serializes it and validates it for `validate_env`;
/// `Ok(None)` after [`super::skip`] when `spirv-val` is missing.
pub fn compile(
    test: &str,
    file: &str,
    (conversion, validate_env): (&str, &str),
    scratch: &str,
) -> Result<Option<Compiled>, String> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(KERNELS_DIR)
        .join(file);
    if !source.is_file() {
        return Err(format!(
            "the kernel {} does not exist; it is one of the --convert-hlsl-to-spirv kernels",
            source.display()
        ));
    }
    let Some(spirv_val) = super::spirv_val() else {
        super::skip(test, "spirv-val is not on PATH (Debian: spirv-tools)");
        return Ok(None);
    };
    let tools = super::workspace_tools()?;
    let dir = super::scratch_dir(scratch);
    let text_path = dir.join("kernel.spirv.mlir");
    let binary_path = dir.join("kernel.spv");
    super::run(
        Command::new(super::executable(tools, "hlsl-opt"))
            .arg(&source)
            .arg(conversion)
            .arg("-o")
            .arg(&text_path),
    )?;
    let text = fs::read_to_string(&text_path)
        .map_err(|error| format!("cannot read {}: {error}", text_path.display()))?;
    super::run(
        Command::new(super::executable(tools, "hlsl-translate"))
            .arg("--serialize-spirv")
            .arg(&text_path)
            .arg("-o")
            .arg(&binary_path),
    )?;
    super::validate(&spirv_val, &binary_path, validate_env)?;
    let words = super::read_words(&binary_path)?;
    let interface = reflect(&words).map_err(|error| error.to_string())?;
    Ok(Some(Compiled {
        words,
        interface,
        text,
    }))
}

/// Binds each of `inputs` to the descriptor of `interface` named
/// `name_of(<input's name>)`.
pub fn bind_by_name(
    context: &str,
    interface: &Interface,
    inputs: &[(&str, Resource)],
    name_of: impl Fn(&str) -> String,
) -> Vec<Binding> {
    inputs
        .iter()
        .map(|(name, resource)| {
            let named = name_of(name);
            let descriptor = interface.descriptor_named(&named).unwrap_or_else(|| {
                panic!(
                    "{context}: the module has no descriptor named `{named}`; it has {:?}",
                    interface.descriptors
                )
            });
            Binding::new(descriptor.set, descriptor.binding, resource.clone())
        })
        .collect()
}
