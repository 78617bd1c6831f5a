//! The client API, vendor and device type of a target environment: MLIR's
//! `SPIRV_ClientAPIAttr`, `SPIRV_VendorAttr` and `SPIRV_DeviceTypeAttr`
//! (`SPIRVBase.td`), with MLIR's spellings.

use crate::availability::{UnknownName, spelled_by_name};

macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        $name:ident, $kind:literal { $($(#[$vmeta:meta])* $variant:ident => $spelling:literal),* $(,)? }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)*
            /// Not specified.
            #[default]
            Unknown,
        }

        impl $name {
            /// Every value, `Unknown` last.
            pub const ALL: &'static [$name] = &[$($name::$variant,)* $name::Unknown];

            /// MLIR's spelling.
            pub const fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $spelling,)*
                    $name::Unknown => "Unknown",
                }
            }
        }

        spelled_by_name!(
            $name,
            UnknownName,
            |s| $name::ALL.iter().copied().find(|v| v.name() == s),
            UnknownName::new($kind, s)
        );
    };
}

named_enum! {
    /// The API that consumes the SPIR-V module.
    ClientApi, "client API" {
        /// Metal (through SPIRV-Cross or similar).
        Metal => "Metal",
        /// OpenCL.
        OpenCl => "OpenCL",
        /// Vulkan.
        Vulkan => "Vulkan",
        /// WebGPU.
        WebGpu => "WebGPU",
    }
}

named_enum! {
    /// The GPU vendor.
    Vendor, "vendor" {
        /// AMD.
        Amd => "AMD",
        /// Apple.
        Apple => "Apple",
        /// Arm.
        Arm => "ARM",
        /// Broadcom.
        Broadcom => "Broadcom",
        /// Imagination Technologies.
        Imagination => "Imagination",
        /// Intel.
        Intel => "Intel",
        /// NVIDIA.
        Nvidia => "NVIDIA",
        /// Qualcomm.
        Qualcomm => "Qualcomm",
        /// SwiftShader (CPU).
        SwiftShader => "SwiftShader",
    }
}

named_enum! {
    /// The kind of device.
    DeviceType, "device type" {
        /// A CPU.
        Cpu => "CPU",
        /// A discrete GPU.
        DiscreteGpu => "DiscreteGPU",
        /// A GPU integrated with the CPU.
        IntegratedGpu => "IntegratedGPU",
        /// An accelerator that is neither a GPU nor a CPU.
        Other => "Other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_round_trip() {
        for api in ClientApi::ALL {
            assert_eq!(api.to_string().parse::<ClientApi>(), Ok(*api));
        }
        for vendor in Vendor::ALL {
            assert_eq!(vendor.to_string().parse::<Vendor>(), Ok(*vendor));
        }
        for device in DeviceType::ALL {
            assert_eq!(device.to_string().parse::<DeviceType>(), Ok(*device));
        }
        assert_eq!(ClientApi::default(), ClientApi::Unknown);
        assert_eq!(Vendor::ALL.len(), 10);
    }

    #[test]
    fn unknown_names_report_like_mlir() {
        assert_eq!(
            "OpenGL".parse::<ClientApi>().unwrap_err().to_string(),
            "unknown client API: OpenGL"
        );
        assert_eq!(
            "Mesa".parse::<Vendor>().unwrap_err().to_string(),
            "unknown vendor: Mesa"
        );
        assert_eq!(
            "Foo".parse::<DeviceType>().unwrap_err().to_string(),
            "unknown device type: Foo"
        );
    }
}
