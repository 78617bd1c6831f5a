#!/usr/bin/env python3
"""Runs upstream MLIR's SPIR-V lit tests with upstream's tools and with ours.

The tests are llvm-project's `mlir/test/Dialect/SPIRV/IR/*.mlir` and
`mlir/test/Target/SPIRV/*.mlir` (https://github.com/llvm/llvm-project/tree/main/mlir/test);
nothing of them is kept in this repository: point the script at a directory
holding a copy. Every file runs twice through `lit`
(https://llvm.org/docs/CommandGuide/lit.html, `pip install lit`):

* upstream: `mlir-opt` / `mlir-translate` are `mlir-opt-22` / `mlir-translate-22`;
* ours: they are `hlsl-opt` / `hlsl-translate`.

`FileCheck`, `not`, `count` and `split-file` come from LLVM 22 in both runs. The
`spirv-tools` lit feature stays off, as in upstream's default configuration
(its RUN lines hand a directory to `spirv-val`, which only the upstream build
wrapper accepts), so `%if spirv-tools %{ ... %}` lines expand to nothing.

    tools/spirv-corpus/upstream_lit.py DIR [--ours-bin DIR] [--llvm-bin DIR]
                                           [--jobs N] [--json FILE] [-v] [--cases]

Prints one line per file (`upstream` / `ours` verdicts) and a summary: files
passing upstream, passing ours, and the files passing upstream but failing ours
with the first error line of our run. Exits 1 when such files remain.

`--cases` looks inside the files whose RUN line is `mlir-opt ...
-split-input-file -verify-diagnostics`: each `// -----` case runs alone through
both `mlir-opt`s (line numbers kept), and the cases `mlir-opt-22` passes and we
fail, or both pass with different printed output, are listed. A file newer than
LLVM 22 fails as a whole for one new case; its other cases still measure us.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

LIT_CFG = r'''
import os
import lit.formats

config.name = "upstream-spirv-" + lit_config.params["mode"]
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = lit_config.params["root"]
config.test_exec_root = lit_config.params["exec_root"]
config.environment["PATH"] = os.pathsep.join(
    [lit_config.params["llvm_bin"], os.environ.get("PATH", "")])
tools = {
    "mlir-opt": lit_config.params["opt"],
    "mlir-translate": lit_config.params["translate"],
    "FileCheck": os.path.join(lit_config.params["llvm_bin"], "FileCheck"),
}
for name, path in tools.items():
    # Only whole command words: not `-mlir-opt-...` flags nor file names.
    config.substitutions.append(
        (r"(?<![\w./-])" + name.replace("-", r"\-") + r"(?![\w.-])", path))
'''


def first_error_line(output):
    """The first diagnostic of a failing lit test's output: lit quotes each
    command's stderr as `# | ...` lines; the first of them that reports an
    error (a tool's diagnostic or FileCheck's), else the first quoted line."""
    quoted = [ln[4:].strip() for ln in output.splitlines() if ln.startswith("# | ")]
    pats = [
        re.compile(r"error:|Unknown command line argument|panicked"),
        re.compile(r"(?i)not found|no such file"),
    ]
    for pat in pats:
        for ln in quoted:
            if pat.search(ln) and not ln.startswith("FileCheck command line"):
                return ln[:240]
    rest = [ln.strip() for ln in output.splitlines() if ln.startswith("# error:")]
    return (quoted or rest or ["failed without output"])[0][:240]


def run_lit(mode, root, opt, translate, llvm_bin, jobs, verbose):
    work = tempfile.mkdtemp(prefix=f"upstream-lit-{mode}-")
    cfg = os.path.join(work, "lit.cfg.py")
    with open(cfg, "w") as f:
        f.write(LIT_CFG)
    out_json = os.path.join(work, "results.json")
    cmd = [
        sys.executable, "-c", "import lit.main; lit.main.main()",
        "--no-progress-bar", "-q", "-j", str(jobs), "-o", out_json,
        f"--param=mode={mode}", f"--param=root={work}",
        f"--param=exec_root={work}", f"--param=opt={opt}",
        f"--param=translate={translate}", f"--param=llvm_bin={llvm_bin}",
        os.path.join(work, "tests"),
    ]
    # The tests are copied (only `.mlir` files, keeping sub-directories) under
    # the configuration so that lit finds it; the source directory is untouched.
    for dirpath, _, files in os.walk(root):
        for fn in files:
            if fn.endswith(".mlir"):
                rel = os.path.relpath(os.path.join(dirpath, fn), root)
                os.makedirs(os.path.join(work, "tests", os.path.dirname(rel)), exist_ok=True)
                shutil.copy(os.path.join(dirpath, fn), os.path.join(work, "tests", rel))
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if verbose:
        sys.stderr.write(proc.stdout[-4000:] + proc.stderr[-4000:])
    if not os.path.exists(out_json):
        sys.exit(f"lit produced no results for {mode}:\n{proc.stdout}\n{proc.stderr}")
    with open(out_json) as f:
        data = json.load(f)
    shutil.rmtree(work, ignore_errors=True)
    results = {}
    for t in data["tests"]:
        name = t["name"].split(" :: ", 1)[1].removeprefix("tests/")
        results[name] = (t["code"], t.get("output", ""))
    return results


def compare_cases(root, opt_theirs, opt_ours):
    """The `--cases` report: (file:line, kind, detail) for each case of a
    `-split-input-file -verify-diagnostics` file that mlir-opt-22 passes and
    we fail (`fails ours`), or both pass printing different text
    (`prints differently`)."""
    found = []
    for dirpath, _, files in os.walk(root):
        for fn in sorted(files):
            if not fn.endswith(".mlir"):
                continue
            path = os.path.join(dirpath, fn)
            with open(path) as f:
                src = f.read()
            run = " ".join(re.findall(r"^// RUN: (.*)$", src, flags=re.M))
            if not re.search(r"mlir-opt.*-split-input-file.*-verify-diagnostics", run):
                continue
            flags = ["-verify-diagnostics"]
            if "-allow-unregistered-dialect" in run:
                flags.append("-allow-unregistered-dialect")
            line = 1
            for case in re.split(r"^// -----.*$", src, flags=re.M):
                start, line = line, line + case.count("\n")
                text = "\n" * (start - 1) + case
                runs = []
                for tool in (opt_theirs, opt_ours):
                    p = subprocess.run([tool] + flags + ["-"], input=text,
                                       capture_output=True, text=True, timeout=120)
                    runs.append(p)
                theirs, ours = runs
                where = f"{os.path.relpath(path, root)}:{start}"
                if theirs.returncode == 0 and ours.returncode != 0:
                    detail = (ours.stderr.strip().splitlines() or [""])[0]
                    found.append((where, "fails ours", detail[:240]))
                elif theirs.returncode == 0 and theirs.stdout != ours.stdout:
                    found.append((where, "prints differently", ""))
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir", help="directory of upstream .mlir lit tests")
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(os.path.dirname(here))
    default_bin = os.path.join(
        os.environ.get("CARGO_TARGET_DIR", os.path.join(repo, "target")), "debug")
    ap.add_argument("--ours-bin", default=default_bin,
                    help="directory holding hlsl-opt and hlsl-translate")
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="write per-file verdicts to this file")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--cases", action="store_true",
                    help="compare the cases of split-input-file files one by one")
    args = ap.parse_args()

    root = os.path.abspath(args.dir)
    upstream = run_lit("upstream", root, os.path.join(args.llvm_bin, "mlir-opt"),
                       os.path.join(args.llvm_bin, "mlir-translate"),
                       args.llvm_bin, args.jobs, args.verbose)
    ours = run_lit("ours", root, os.path.join(args.ours_bin, "hlsl-opt"),
                   os.path.join(args.ours_bin, "hlsl-translate"),
                   args.llvm_bin, args.jobs, args.verbose)

    passed = ("PASS", "XFAIL")
    rows, gaps = [], []
    for name in sorted(upstream):
        up, _ = upstream[name]
        our, out = ours.get(name, ("MISSING", ""))
        rows.append({"file": name, "upstream": up, "ours": our,
                     "error": "" if our in passed else first_error_line(out)})
        print(f"{name:60} upstream={up:6} ours={our}")
        if up in passed and our not in passed:
            gaps.append(rows[-1])

    n_up = sum(1 for r in rows if r["upstream"] in passed)
    n_ours = sum(1 for r in rows if r["ours"] in passed)
    n_both = sum(1 for r in rows if r["upstream"] in passed and r["ours"] in passed)
    print()
    print(f"files: {len(rows)}")
    print(f"passing upstream (mlir-opt-22/mlir-translate-22): {n_up}")
    print(f"passing ours (hlsl-opt/hlsl-translate): {n_ours}")
    print(f"passing both: {n_both}")
    print(f"passing upstream but failing ours: {len(gaps)}")
    for g in gaps:
        print(f"  {g['file']}: {g['error']}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    if args.cases:
        cases = compare_cases(root, os.path.join(args.llvm_bin, "mlir-opt"),
                              os.path.join(args.ours_bin, "hlsl-opt"))
        print()
        print(f"cases mlir-opt-22 passes and we fail or print differently: {len(cases)}")
        for where, kind, detail in cases:
            print(f"  {where}: {kind}{': ' + detail if detail else ''}")
    return 1 if gaps else 0


if __name__ == "__main__":
    sys.exit(main())
