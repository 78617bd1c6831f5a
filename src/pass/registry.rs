//! The registry of passes a tool knows, by their command-line argument.

use indexmap::IndexMap;

use crate::pass::{OptionInfo, Pass, PassOptions};

/// The static description of a pass.
#[derive(Debug)]
pub struct PassInfo {
    /// Command-line argument and pipeline name, e.g. `convert-hlsl-to-spirv`.
    pub argument: &'static str,
    /// Display name used in IR dumps and timing, e.g. `ConvertHLSLToSPIRV`.
    pub name: &'static str,
    pub summary: &'static str,
    /// The op the pass runs on; `None` runs on any op.
    pub anchor: Option<&'static str>,
    pub options: &'static [OptionInfo],
    /// Creates an instance from validated options; may still reject option
    /// combinations with a message.
    pub create: fn(PassOptions) -> Result<Box<dyn Pass>, String>,
}

impl PassInfo {
    /// Parses option text for this pass and creates an instance.
    pub fn instantiate(&'static self, options: &str) -> Result<Box<dyn Pass>, String> {
        let options =
            PassOptions::parse(self.argument, options, self.options).map_err(|e| e.to_string())?;
        (self.create)(options)
    }
}

/// All passes a tool can run, in registration order.
#[derive(Default, Debug)]
pub struct PassRegistry {
    passes: IndexMap<&'static str, &'static PassInfo>,
}

impl PassRegistry {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn register(&mut self, info: &'static PassInfo) {
        self.passes.insert(info.argument, info);
    }

    pub fn lookup(&self, argument: &str) -> Option<&'static PassInfo> {
        self.passes.get(argument).copied()
    }

    pub fn iter(&self) -> impl Iterator<Item = &'static PassInfo> + '_ {
        self.passes.values().copied()
    }
}
