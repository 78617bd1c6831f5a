#!/usr/bin/env python3
"""Side-by-side benchmark of our tools against upstream MLIR 22.

One run covers every workload at every size (by default 200k and 2M ops, the
median of 5 runs each): it generates the inputs, runs our tool and its
upstream counterpart (mlir-opt-22 / mlir-translate-22) on the same file in
alternation (ours, upstream's, ours, ...: a slow spell of a shared machine
slows both), and prints the median wall time and peak resident memory of each
(GNU time's figure when /usr/bin/time is installed, else the kernel's rusage),
then

  speed x  = upstream time / our time, the median over the run pairs
                                             (target: >= 5)
  mem x    = our peak memory / upstream's    (target: <= 0.3)
  scaling  = our time at 10x the ops / our time at 1x   (target: <= 11)

Workloads:
  generic            parse + verify + print of unregistered ops in generic form
  spirv-text         parse + verify + print of a spirv.module in custom form
  spirv-serialize    --serialize-spirv of that module
  spirv-deserialize  --deserialize-spirv of upstream's binary of it
  func-arith-spirv   --convert-arith-to-spirv --convert-func-to-spirv of
                     func.func bodies of 50 func/arith ops (ops/100 functions:
                     2,000 functions at 200k)

    python3 tools/bench/bench.py                        # everything, 200k and 2M
    python3 tools/bench/bench.py --sizes 200000         # one size only
    python3 tools/bench/bench.py --sizes 20000 --runs 1 --only generic

Builds the release binaries first (cargo build --release) unless --no-build.
Needs mlir-opt-22 / mlir-translate-22 on PATH for the upstream column.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def gen_generic(n_ops: int) -> str:
    """A module of unregistered ops in generic form: chains of values, nested
    regions, attributes of several kinds, ~one op per line."""
    out = ["module {"]
    per_func = 1000
    n_funcs = max(1, n_ops // per_func)
    for f in range(n_funcs):
        out.append(f'  "bench.func"() <{{sym_name = "f{f}"}}> ({{')
        out.append("  ^bb0(%arg0: i32, %arg1: f32):")
        prev_i, prev_f = "%arg0", "%arg1"
        for i in range(per_func // 4):
            out.append(f'    %{4*i} = "bench.addi"({prev_i}, %arg0) {{overflow = 1 : i64}} : (i32, i32) -> i32')
            out.append(f'    %{4*i+1} = "bench.mulf"({prev_f}, %arg1) <{{fastmath = "fast"}}> : (f32, f32) -> f32')
            out.append(f'    %{4*i+2} = "bench.cmp"(%{4*i}, %arg0) {{predicate = "slt", tag = [1, 2, 3]}} : (i32, i32) -> i1')
            out.append(f'    %{4*i+3} = "bench.select"(%{4*i+2}, %{4*i+1}, {prev_f}) : (i1, f32, f32) -> f32')
            prev_i, prev_f = f"%{4*i}", f"%{4*i+3}"
        out.append(f'    "bench.return"({prev_i}) : (i32) -> ()')
        out.append("  }) : () -> ()")
    out.append("}")
    return "\n".join(out) + "\n"


def gen_spirv(n_ops: int) -> str:
    """A spirv.module of storage-buffer globals and functions of access
    chains, loads, stores and float arithmetic, ~7 ops per element, in the
    custom syntax mlir-translate-22 reads too."""
    buf = "!spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>"
    elem = "!spirv.ptr<f32, StorageBuffer>"
    out = ["spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader], []> {"]
    for b in range(4):
        out.append(f"  spirv.GlobalVariable @buf{b} bind(0, {b}) : {buf}")
    per_func = 1000
    n_funcs = max(1, n_ops // per_func)
    for f in range(n_funcs):
        out.append(f'  spirv.func @f{f}(%arg0: i32, %arg1: f32) -> f32 "None" {{')
        out.append("    %c0 = spirv.Constant 0 : i32")
        out.append("    %c1 = spirv.Constant 1 : i32")
        out.append(f"    %k = spirv.Constant {f % 7}.5 : f32")
        for b in range(4):
            out.append(f"    %b{b} = spirv.mlir.addressof @buf{b} : {buf}")
        idx, acc = "%arg0", "%arg1"
        for i in range((per_func - 10) // 7):
            src, dst = f"%b{i % 4}", f"%b{(i + 1) % 4}"
            out.append(f"    %p{i} = spirv.AccessChain {src}[%c0, {idx}] : {buf}, i32, i32 -> {elem}")
            out.append(f'    %v{i} = spirv.Load "StorageBuffer" %p{i} : f32')
            out.append(f"    %m{i} = spirv.FMul %v{i}, %k : f32")
            out.append(f"    %a{i} = spirv.FAdd %m{i}, {acc} : f32")
            out.append(f"    %q{i} = spirv.AccessChain {dst}[%c0, {idx}] : {buf}, i32, i32 -> {elem}")
            out.append(f'    spirv.Store "StorageBuffer" %q{i}, %a{i} : f32')
            out.append(f"    %i{i} = spirv.IAdd {idx}, %c1 : i32")
            idx, acc = f"%i{i}", f"%a{i}"
        out.append(f"    spirv.ReturnValue {acc} : f32")
        out.append("  }")
    out.append('  spirv.func @main() "None" {')
    out.append("    spirv.Return")
    out.append("  }")
    out.append('  spirv.EntryPoint "GLCompute" @main')
    out.append('  spirv.ExecutionMode @main "LocalSize", 64, 1, 1')
    out.append("}")
    return "\n".join(out) + "\n"


def gen_func_arith(n_ops: int) -> str:
    """n_ops / 100 func.func bodies of 50 func/arith ops each (a constant, eight
    rounds of six integer / float / compare / select ops, a return), for the
    arith and func to SPIR-V conversions (default target environment)."""
    out = ["module {"]
    for f in range(max(1, n_ops // 100)):
        out.append(f"  func.func @f{f}(%arg0: i32, %arg1: f32, %arg2: i32) -> i32 {{")
        out.append(f"    %c = arith.constant {f % 97 + 1} : i32")
        x, y = "%arg0", "%arg1"
        for i in range(8):
            out.append(f"    %a{i} = arith.addi {x}, %c : i32")
            out.append(f"    %b{i} = arith.muli %a{i}, %arg2 : i32")
            out.append(f"    %t{i} = arith.cmpi slt, %b{i}, {x} : i32")
            out.append(f"    %s{i} = arith.select %t{i}, %a{i}, %b{i} : i32")
            out.append(f"    %m{i} = arith.mulf {y}, %arg1 : f32")
            out.append(f"    %n{i} = arith.addf %m{i}, {y} : f32")
            x, y = f"%s{i}", f"%n{i}"
        out.append(f"    return {x} : i32")
        out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


def gen_spirv_binary(n_ops: int) -> bytes:
    """The binary of gen_spirv's module, as mlir-translate-22 serializes it
    (or hlsl-translate, where upstream is not installed)."""
    text = gen_spirv(n_ops).encode()
    upstream = shutil.which("mlir-translate-22")
    cmd = (
        [upstream, "--no-implicit-module", "--serialize-spirv", "-"]
        if upstream
        else [os.path.join(ROOT, "target", "release", "hlsl-translate"), "--serialize-spirv", "-"]
    )
    return subprocess.run(cmd, input=text, capture_output=True, check=True).stdout


# A child forked from this script starts out holding the script's memory (the
# generated inputs), and the kernel counts that in the child's peak RSS even
# after it execs the tool. GNU time forks the tool from its own small process,
# so its figure is the tool's alone; use it when it is installed.
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


def run_once(cmd, stdin_path):
    """Runs `cmd` with `stdin_path` as input; returns (wall seconds, peak RSS MiB,
    exit status, stderr text)."""
    rss_file = None
    if GNU_TIME:
        fd, rss_file = tempfile.mkstemp(suffix=".rss")
        os.close(fd)
        cmd = [GNU_TIME, "-f", "%M", "-o", rss_file, "--"] + cmd
    err_r, err_w = os.pipe()
    t0 = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        try:
            fd = os.open(stdin_path, os.O_RDONLY)
            os.dup2(fd, 0)
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(err_w, 2)
            os.execvp(cmd[0], cmd)
        finally:
            os._exit(127)
    os.close(err_w)
    chunks = []
    while True:
        chunk = os.read(err_r, 65536)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(err_r)
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - t0
    peak_kib = usage.ru_maxrss
    if rss_file:
        with open(rss_file) as f:
            # The last line is the figure; a failing command adds a line before it.
            lines = f.read().split()
        os.unlink(rss_file)
        if lines and lines[-1].isdigit():
            peak_kib = int(lines[-1])
    return wall, peak_kib / 1024.0, os.waitstatus_to_exitcode(status), b"".join(chunks).decode(errors="replace")


def measure(cmds, stdin_path, runs):
    """Runs the commands in `cmds` in turn, `runs` rounds (so a slow spell of the
    machine hits every command alike). Returns, per command, the median wall
    time (s), the median peak RSS (MiB) and the list of wall times; (None, None,
    None) for a command that failed (it is not run again)."""
    times = [[] for _ in cmds]
    peaks = [[] for _ in cmds]
    failed = [cmd is None for cmd in cmds]
    for _ in range(runs):
        for i, cmd in enumerate(cmds):
            if failed[i]:
                continue
            wall, rss, code, err = run_once(cmd, stdin_path)
            if code != 0:
                sys.stderr.write(f"command failed ({code}): {' '.join(cmd)}\n{err[:2000]}\n")
                failed[i] = True
                continue
            times[i].append(wall)
            peaks[i].append(rss)
    return [
        (None, None, None) if failed[i] else (statistics.median(times[i]), statistics.median(peaks[i]), times[i])
        for i in range(len(cmds))
    ]


CONVERSION = ["--convert-arith-to-spirv", "--convert-func-to-spirv"]

WORKLOADS = {
    # name: (generator, ours, upstream)
    "generic": (
        gen_generic,
        lambda bin: [os.path.join(bin, "hlsl-opt"), "--allow-unregistered-dialect", "--mlir-print-op-generic", "-"],
        ["mlir-opt-22", "--allow-unregistered-dialect", "--mlir-print-op-generic", "-"],
    ),
    "spirv-text": (
        gen_spirv,
        lambda bin: [os.path.join(bin, "hlsl-opt"), "-"],
        ["mlir-opt-22", "-"],
    ),
    "spirv-serialize": (
        gen_spirv,
        lambda bin: [os.path.join(bin, "hlsl-translate"), "--serialize-spirv", "-"],
        ["mlir-translate-22", "--no-implicit-module", "--serialize-spirv", "-"],
    ),
    "spirv-deserialize": (
        gen_spirv_binary,
        lambda bin: [os.path.join(bin, "hlsl-translate"), "--deserialize-spirv", "-"],
        ["mlir-translate-22", "--deserialize-spirv", "-"],
    ),
    "func-arith-spirv": (
        gen_func_arith,
        lambda bin: [os.path.join(bin, "hlsl-opt")] + CONVERSION + ["-"],
        ["mlir-opt-22"] + CONVERSION + ["-"],
    ),
}

SPEED_TARGET, MEM_TARGET, SCALING_TARGET = 5.0, 0.3, 11.0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="200000,2000000", help="comma-separated op counts (default: 200000,2000000)")
    ap.add_argument("--runs", type=int, default=5, help="runs per command; the median is reported (default 5)")
    ap.add_argument("--only", choices=list(WORKLOADS), action="append")
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--extra", default="", help="extra flags for our tools (e.g. --mlir-disable-threading)")
    args = ap.parse_args()
    sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s]

    if not args.no_build:
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "hlsl-opt", "-p", "hlsl-translate"], cwd=ROOT, check=True)
    bin_dir = os.environ.get("BENCH_BIN_DIR") or os.path.join(
        os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target"), "release"
    )
    have_upstream = shutil.which("mlir-opt-22") is not None
    extra = args.extra.split()

    fmt = lambda v, p: "n/a" if v is None else f"{v:.{p}f}"
    print(f"median of {args.runs} runs, ours and upstream's in alternation; speed x = median of the paired "
          f"upstream time / ours (target >= {SPEED_TARGET:g}), "
          f"mem x = our peak RSS / upstream's (target <= {MEM_TARGET:g})")
    print(f"{'workload':<18} {'ops':>8}  {'ours s':>8} {'ours MiB':>9}  {'mlir s':>8} {'mlir MiB':>9}  {'speed x':>7} {'mem x':>6}  verdict")
    summary = []
    names = args.only or list(WORKLOADS)
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            gen, ours, theirs = WORKLOADS[name]
            results = []
            for n in sizes:
                path = os.path.join(tmp, f"{name}-{n}.input")
                data = gen(n)
                with open(path, "wb" if isinstance(data, bytes) else "w") as f:
                    f.write(data)
                del data
                cmd = ours(bin_dir)
                cmd = cmd[:1] + extra + cmd[1:]
                (t_o, m_o, runs_o), (t_u, m_u, runs_u) = measure(
                    [cmd, theirs if have_upstream else None], path, args.runs
                )
                os.unlink(path)
                results.append((n, t_o))
                # The runs alternate, so each of ours is paired with the
                # upstream run right after it.
                speed = statistics.median(u / o for o, u in zip(runs_o, runs_u)) if runs_o and runs_u else None
                mem = m_o / m_u if m_o and m_u else None
                ok = speed is not None and mem is not None and speed >= SPEED_TARGET and mem <= MEM_TARGET
                verdict = "n/a" if speed is None or mem is None else ("ok" if ok else "MISS")
                summary.append(ok)
                print(f"{name:<18} {n:>8}  {fmt(t_o,3):>8} {fmt(m_o,1):>9}  {fmt(t_u,3):>8} {fmt(m_u,1):>9}  "
                      f"{fmt(speed,2):>7} {fmt(mem,2):>6}  {verdict}", flush=True)
            for (n1, t1), (n2, t2) in zip(results, results[1:]):
                if t1 and t2:
                    r = t2 / t1
                    ok = n2 != 10 * n1 or r <= SCALING_TARGET
                    summary.append(ok)
                    print(f"{name:<18} scaling: {n2 / n1:g}x the ops took {r:.2f}x the time  {'ok' if ok else 'MISS'}", flush=True)
    print(f"{sum(summary)} of {len(summary)} targets met")


if __name__ == "__main__":
    main()
