#!/usr/bin/env python3
"""Measures SPIR-V binary import on real shaders, ours beside upstream MLIR.

The corpus is glslang's own test shaders (https://github.com/KhronosGroup/glslang,
directory `Test/`): every compute, fragment and vertex shader, GLSL and HLSL,
compiled with `glslangValidator -V` (HLSL with `-D` and the entry point glslang's
own tests use). Binaries that `spirv-val` rejects are left out. Each remaining
binary goes through the same cycle with both translators:

    deserialize -> text A -> serialize -> spirv-val -> deserialize -> text B

and counts as clean when every step succeeds and A == B (the fixed point).
`hlsl-translate` is ours, `mlir-translate-22` upstream's; both take
`--deserialize-spirv` and `--no-implicit-module --serialize-spirv` (the
deserializer prints a top-level `spirv.module`).

    tools/spirv-corpus/measure.py GLSLANG_CHECKOUT [--ours PATH] [--theirs PATH]
                                  [--jobs N] [--work DIR] [--failures FILE]

GLSLANG_CHECKOUT is a checkout (or an exported tree) of glslang; nothing of it is
kept in this repository. Prints the figures and the most common failure causes
of each translator; `--failures` writes every failure with its message.
"""

import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys

STAGES = ("comp", "frag", "vert")
TIMEOUT = 60


def run(cmd, **kw):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=TIMEOUT, **kw)
    except subprocess.TimeoutExpired:
        return None
    return p


def hlsl_entry_points(checkout):
    """Entry points of the HLSL tests, as glslang's gtests name them."""
    path = os.path.join(checkout, "gtests", "Hlsl.FromFile.cpp")
    entries = {}
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return entries
    for name, entry in re.findall(r'\{"(hlsl\.[^"]+)",\s*"([^"]+)"', text):
        entries.setdefault(name, entry)
    return entries


def compile_shader(path, out, entries):
    name = os.path.basename(path)
    cmd = ["glslangValidator", "-V", "-o", out]
    if name.startswith("hlsl."):
        cmd += ["-D", "-e", entries.get(name, "main")]
    p = run(cmd + [path])
    if p is None or p.returncode != 0 or not os.path.exists(out):
        return False
    v = run(["spirv-val", "--target-env", "vulkan1.0", out])
    return v is not None and v.returncode == 0


def first_error(p):
    if p is None:
        return "timeout"
    if p.returncode < 0:
        return f"crash (signal {-p.returncode})"
    text = p.stderr.decode("utf-8", "replace")
    for line in text.splitlines():
        m = re.search(r"error: (.*)", line)
        if m:
            return m.group(1).strip()
    return (text.strip().splitlines() or [f"exit {p.returncode}"])[0]


def cycle(tool, spv, work, tag):
    """Runs the import cycle of one binary; None when clean, else (step, message)."""
    a = os.path.join(work, f"{tag}.a.mlir")
    b = os.path.join(work, f"{tag}.b.mlir")
    back = os.path.join(work, f"{tag}.spv")
    p = run([tool, "--deserialize-spirv", spv, "-o", a])
    if p is None or p.returncode != 0:
        return ("deserialize", first_error(p))
    p = run([tool, "--no-implicit-module", "--serialize-spirv", a, "-o", back])
    if p is None or p.returncode != 0:
        return ("serialize", first_error(p))
    p = run(["spirv-val", "--target-env", "vulkan1.0", back])
    if p is None or p.returncode != 0:
        msg = (p.stdout + p.stderr).decode("utf-8", "replace") if p else "timeout"
        return ("spirv-val", (msg.strip().splitlines() or ["?"])[0])
    p = run([tool, "--deserialize-spirv", back, "-o", b])
    if p is None or p.returncode != 0:
        return ("deserialize again", first_error(p))
    if open(a, "rb").read() != open(b, "rb").read():
        return ("fixed point", "text differs after a round trip")
    return None


def normalize(message):
    message = re.sub(r"'[^']*'", "'…'", message)
    message = re.sub(r"%[\w.]+", "%…", message)
    message = re.sub(r"\d+", "N", message)
    return message[:110]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("checkout")
    ap.add_argument("--ours", default="hlsl-translate")
    ap.add_argument("--theirs", default="mlir-translate-22")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--work", default="/tmp/spirv-corpus")
    ap.add_argument("--failures")
    args = ap.parse_args()

    test_dir = os.path.join(args.checkout, "Test")
    shaders = sorted(
        os.path.join(test_dir, f)
        for f in os.listdir(test_dir)
        if f.rsplit(".", 1)[-1] in STAGES
    )
    entries = hlsl_entry_points(args.checkout)
    os.makedirs(args.work, exist_ok=True)

    def one(path):
        tag = os.path.basename(path)
        spv = os.path.join(args.work, tag + ".spv")
        if not compile_shader(path, spv, entries):
            return tag, None
        return tag, {
            "ours": cycle(args.ours, spv, args.work, tag + ".ours"),
            "theirs": cycle(args.theirs, spv, args.work, tag + ".theirs"),
        }

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = [r for r in pool.map(one, shaders) if r[1] is not None]

    total = len(results)
    print(f"{len(shaders)} shaders, {total} compile to binaries spirv-val accepts")
    for who, tool in (("ours", args.ours), ("theirs", args.theirs)):
        clean = sum(1 for _, r in results if r[who] is None)
        crashes = sum(1 for _, r in results if r[who] and r[who][1].startswith("crash"))
        pct = 100.0 * clean / total if total else 0.0
        print(f"{tool}: {clean}/{total} clean ({pct:.1f}%), {crashes} crashes")
        causes = collections.Counter(
            f"{r[who][0]}: {normalize(r[who][1])}" for _, r in results if r[who]
        )
        for cause, n in causes.most_common(15):
            print(f"  {n:4d}  {cause}")
    if args.failures:
        with open(args.failures, "w") as out:
            for tag, r in results:
                for who in ("ours", "theirs"):
                    if r[who]:
                        out.write(f"{who}\t{tag}\t{r[who][0]}\t{r[who][1]}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
