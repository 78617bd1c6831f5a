#!/usr/bin/env python3
"""Serializes the `spirv.module`s of lit test inputs and checks the binaries.

    spirv_binary_check.py --translate HLSL_TRANSLATE --spirv-val V --spirv-dis D
                          --spirv-as A [--expect-invalid FILE#CHUNK=REASON]...
                          INPUT_OR_DIR...

For each input (a directory stands for its `.mlir` files), leaving out those a
test expects to be rejected (RUN lines with `--verify-diagnostics` or starting
with `not`, file names ending in `-invalid.mlir`), and for each `// -----`
chunk of it when its RUN lines use `--split-input-file`, every chunk holding
exactly one `spirv.module`:

1. serializes it (`--serialize-spirv --spirv-deduce-vce`, so that modules
   without `requires #spirv.vce<...>` get the triple their ops need);
2. validates the binary with `spirv-val` for the environment its version and
   capabilities call for: Vulkan for shader modules with an entry point, the
   universal SPIR-V environment otherwise. A module without an entry point is
   validated as a library: the Linkage capability and an export of each
   function are added to its disassembly first (SPIR-V allows a module
   without entry points only with Linkage; Vulkan forbids Linkage);
3. deserializes the binary and serializes the result again, which must give
   the same bytes.

`--expect-invalid NAME#N=REASON` names a chunk whose module is not valid
SPIR-V by its own content (say, an unstructured branch in a test of the
branch ops' syntax): it must still serialize and round-trip; spirv-val may
reject it (validators of different versions disagree on some rules, so a
listed module that is accepted is noted, not failed; a listed module that is
missing fails). A binary the installed SPIRV-Tools predates (an enumerant it
does not know) is reported as not validated rather than failed.

Prints one line per chunk and a summary; exits with 1 when any check failed.
"""

import argparse
import os
import re
import struct
import subprocess
import sys
import tempfile

SPLIT_MARKER = "// -----"

# SPIR-V version of a module -> the Vulkan environment whose core it is.
VULKAN_ENV = {
    (1, 0): "vulkan1.0",
    (1, 1): "vulkan1.1",
    (1, 2): "vulkan1.1",
    (1, 3): "vulkan1.1",
    (1, 4): "vulkan1.1spv1.4",
    (1, 5): "vulkan1.2",
    (1, 6): "vulkan1.3",
}

OP_CAPABILITY = 17
OP_ENTRY_POINT = 15
CAPABILITY_SHADER = 1
CAPABILITY_KERNEL = 6


def run_lines(text):
    return [line.split("RUN:", 1)[1] for line in text.splitlines() if "RUN:" in line]


def expects_rejection(path, text):
    if path.endswith("-invalid.mlir"):
        return True
    for command in run_lines(text):
        if "--verify-diagnostics" in command or re.match(r"\s*not\s", command):
            return True
    return False


def chunks(text):
    if any("--split-input-file" in c for c in run_lines(text)):
        return [c for c in text.split(SPLIT_MARKER) if c.strip()]
    return [text]


def module_facts(binary):
    """(major, minor), capabilities, whether it has an entry point."""
    words = struct.unpack("<%dI" % (len(binary) // 4), binary)
    version = ((words[1] >> 16) & 0xFF, (words[1] >> 8) & 0xFF)
    caps, has_entry = set(), False
    i = 5
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if count == 0:
            break
        if opcode == OP_CAPABILITY:
            caps.add(words[i + 1])
        elif opcode == OP_ENTRY_POINT:
            has_entry = True
        i += count
    return version, caps, has_entry


def as_library(tools, spv, out):
    """Adds `OpCapability Linkage` and an export of each function."""
    dis = subprocess.run([tools.spirv_dis, "--raw-id", "--no-header", spv], capture_output=True, text=True)
    if dis.returncode != 0:
        return dis.stderr
    lines = dis.stdout.splitlines()
    linked = {m.group(1) for m in (re.match(r"\s*OpDecorate (%\d+) LinkageAttributes\b", l) for l in lines) if m}
    functions = [m.group(1) for m in (re.match(r"\s*(%\d+) = OpFunction\b", l) for l in lines) if m and m.group(1) not in linked]
    first_cap = next((i for i, l in enumerate(lines) if "OpCapability" in l), 0)
    lines.insert(first_cap, "OpCapability Linkage")
    annotations = next((i for i, l in enumerate(lines) if re.search(r"\bOp(Member)?Decorate", l) or " = OpType" in l), len(lines))
    for n, fn in enumerate(functions):
        lines.insert(annotations, 'OpDecorate %s LinkageAttributes "library_fn_%d" Export' % (fn, n))
    asm = out + ".spvasm"
    with open(asm, "w") as f:
        f.write("\n".join(lines) + "\n")
    version = module_facts(open(spv, "rb").read())[0]
    r = subprocess.run([tools.spirv_as, "--target-env", "spv%d.%d" % version, asm, "-o", out], capture_output=True, text=True)
    return None if r.returncode == 0 else r.stderr


# What SPIRV-Tools says about enumerants newer than itself.
UNKNOWN_TO_VALIDATOR = re.compile(r"Invalid (capability|extension|decoration|opcode|.*) operand: \d+|Invalid opcode: \d+")


def check_chunk(tools, name, chunk, tmp, expect_invalid):
    src = os.path.join(tmp, "chunk.mlir")
    with open(src, "w") as f:
        f.write(chunk)
    first = os.path.join(tmp, "a.spv")
    r = subprocess.run(
        [tools.translate, "--serialize-spirv", "--spirv-deduce-vce", "--allow-unregistered-dialect", src, "-o", first],
        capture_output=True,
        text=True,
    )
    if r.returncode != 0:
        return "serialization failed:\n" + r.stderr
    binary = open(first, "rb").read()
    version, caps, has_entry = module_facts(binary)
    to_validate, env = first, "spv%d.%d" % version
    if has_entry and CAPABILITY_SHADER in caps and CAPABILITY_KERNEL not in caps:
        env = VULKAN_ENV[version]
    elif not has_entry:
        to_validate = os.path.join(tmp, "lib.spv")
        error = as_library(tools, first, to_validate)
        if error and UNKNOWN_TO_VALIDATOR.search(error):
            print("note %s: not validated, the installed SPIRV-Tools predates it: %s" % (name, error.strip().splitlines()[0]))
            to_validate = None
        elif error:
            return "could not make a library of it:\n" + error
    if to_validate:
        v = subprocess.run([tools.spirv_val, "--target-env", env, to_validate], capture_output=True, text=True)
        report = v.stdout + v.stderr
        if v.returncode != 0 and UNKNOWN_TO_VALIDATOR.search(report):
            print("note %s: not validated, the installed SPIRV-Tools predates it: %s" % (name, report.strip().splitlines()[0]))
        elif v.returncode != 0 and expect_invalid is None:
            return "spirv-val --target-env %s failed:\n%s" % (env, report)
        elif v.returncode == 0 and expect_invalid is not None:
            print("note %s: listed as invalid (%s), yet this SPIRV-Tools accepts it" % (name, expect_invalid))
    back = os.path.join(tmp, "back.mlir")
    r = subprocess.run([tools.translate, "--deserialize-spirv", first, "-o", back], capture_output=True, text=True)
    if r.returncode != 0:
        return "deserialization failed:\n" + r.stderr
    second = os.path.join(tmp, "b.spv")
    r = subprocess.run([tools.translate, "--serialize-spirv", back, "-o", second], capture_output=True, text=True)
    if r.returncode != 0:
        return "serializing the deserialized module failed:\n" + r.stderr
    if open(second, "rb").read() != binary:
        return "serialize -> deserialize -> serialize changed the binary"
    return None


def inputs(paths):
    for path in paths:
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                if name.endswith(".mlir"):
                    yield os.path.join(path, name)
        else:
            yield path


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--translate", required=True)
    ap.add_argument("--spirv-val", dest="spirv_val", required=True)
    ap.add_argument("--spirv-dis", dest="spirv_dis", required=True)
    ap.add_argument("--spirv-as", dest="spirv_as", required=True)
    ap.add_argument("--expect-invalid", dest="expect_invalid", action="append", default=[])
    ap.add_argument("paths", nargs="+")
    tools = ap.parse_args()
    expected = {}
    for item in tools.expect_invalid:
        chunk, _, reason = item.partition("=")
        expected[chunk] = reason or "listed"

    checked, failed = 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in inputs(tools.paths):
            text = open(path, encoding="utf-8").read()
            if expects_rejection(path, text):
                continue
            for index, chunk in enumerate(chunks(text)):
                if len(re.findall(r"^\s*spirv\.module\b", chunk, re.M)) != 1:
                    continue
                name = "%s#%d" % (os.path.basename(path), index)
                error = check_chunk(tools, name, chunk, tmp, expected.pop(name, None))
                checked += 1
                if error:
                    failed += 1
                    print("FAIL %s: %s" % (name, error.rstrip()))
                else:
                    print("ok   %s" % name)
    for name in expected:
        failed += 1
        print("FAIL %s: listed as invalid but not found" % name)
    print("%d module(s) checked, %d failed" % (checked, failed))
    if checked == 0:
        print("no spirv.module found in the inputs")
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
