# -*- Python -*-
"""lit configuration that runs the tests of a checkout of LLVM's offload test suite
(https://github.com/llvm/offload-test-suite) with offload-runner on Vulkan and a
compiler of the caller's choice. measure.sh sets the parameters:

  suite     the checkout's test directory to run (e.g. <checkout>/test/Feature)
  exec_root where lit writes Output/ directories
  compiler  a command taking DXC's options (-T, -E, -Fo, ...) and an HLSL file
  runner    the offload-runner executable
  features  a file with the device's lit features, one per line
            (`offload-runner --lit-features`)
  llvm_bin  the directory with FileCheck, split-file and not

Substitutions follow the suite's own configuration: %dxc_target and
%dxc_target_lib are the compiler, %offloader the runner. No compiler feature
(DXC, Clang) is set, so XFAIL lines naming a compiler do not apply.
"""

import os

import lit.formats

params = lit_config.params


def param(name):
    value = params.get(name)
    if not value:
        lit_config.fatal("missing --param %s=..." % name)
    return value


config.name = "offload-test-suite"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test", ".yaml"]
config.excludes = ["Inputs", "CMakeLists.txt", "README.txt", "LICENSE.txt"]
config.test_source_root = os.path.abspath(param("suite"))
config.test_exec_root = os.path.abspath(param("exec_root"))

with open(param("features")) as features:
    for feature in features.read().split():
        config.available_features.add(feature)

llvm_bin = param("llvm_bin")
config.substitutions.append(("%dxc_target_lib", param("compiler")))
config.substitutions.append(("%dxc_target", param("compiler")))
config.substitutions.append(("%offloader", param("runner")))
config.environment["PATH"] = os.pathsep.join(
    [llvm_bin, os.environ.get("PATH", "")]
)
for name in ("VK_ICD_FILENAMES", "VK_DRIVER_FILES", "VK_ADD_DRIVER_FILES", "HOME"):
    if name in os.environ:
        config.environment[name] = os.environ[name]
