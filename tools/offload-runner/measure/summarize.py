#!/usr/bin/env python3
"""Summarizes a measure.sh run from lit's JSON results: how many tests ran (those
lit did not mark UNSUPPORTED), how many passed (PASS, or XPASS: this measure does
not take the suite's expected failures as passes), and why the others failed,
by the first failing step: the compiler, spirv-val, the runner refusing what the
device or runner lacks, other runner errors, a failed Results comparison, a
FileCheck mismatch, or a timeout.

Usage: summarize.py results.json [--list]
"""

import collections
import json
import re
import sys


def runs_runner(command):
    return re.search(r"offload-runner(\s|$)", command) is not None


def failing_command(output):
    commands = re.findall(r"^# executed command: ([^\n]*)", output, re.M)
    return commands[-1] if commands else ""


def category(output):
    if "Reached timeout" in output or "TIMEOUT" in output:
        return "timeout", ""
    if re.search(r"exit status: -\d+", output):
        command = failing_command(output)
        step = "the runner" if runs_runner(command) else "the compiler"
        return "crash of %s" % step, ""
    if "spirv-val rejected" in output:
        match = re.search(r"error: line \d+: ([^\n]*)", output)
        reason = match.group(1) if match else ""
        if "BufferBlock" in reason:
            reason = "BufferBlock in SPIR-V 1.6"
        return "spirv-val rejects the module", re.sub(r"\d+\[%[^\]]*\]|%\w+", "%x", reason)[:90]
    if "gpu-exec: error: unsupported" in output or "the device cannot run this" in output:
        match = re.search(r"gpu-exec: error: ([^\n]*)", output)
        return "device or runner lacks a feature", (match.group(1) if match else "")[:90]
    if "gpu-exec: error:" in output:
        match = re.search(r"gpu-exec: error: ([^\n]*)", output)
        return "runner error", (match.group(1) if match else "")[:90]
    if "Test failed:" in output:
        return "wrong results (Results comparison)", ""
    if re.search(r"error: (CHECK|[A-Z-]+): expected string not found|error: [A-Z-]+-NOT: excluded string found|FileCheck error", output):
        return "wrong results (FileCheck)", ""
    compile_errors = [
        line
        for line in re.findall(r"^(?:# \| )?(?:ERROR|error): ([^\n]*)", output, re.M)
        if not line.startswith(("command failed", "CHECK"))
        and "compilation errors" not in line
    ]
    command = failing_command(output)
    if compile_errors or (" -Fo " in command and not runs_runner(command)):
        reason = compile_errors[0] if compile_errors else "compiler failed"
        reason = re.sub(r"^[^:]*:\d+: ", "", reason)
        return "compiler rejects the shader", reason[:90]
    return "other", output.strip().splitlines()[-1][:90] if output.strip() else ""


def main():
    with open(sys.argv[1]) as handle:
        results = json.load(handle)["tests"]
    codes = collections.Counter(test["code"] for test in results)
    ran = [test for test in results if test["code"] != "UNSUPPORTED"]
    passed = [test for test in ran if test["code"] in ("PASS", "XPASS")]
    failed = [test for test in ran if test["code"] not in ("PASS", "XPASS")]
    print("tests:        %d" % len(results))
    print("unsupported:  %d (REQUIRES/UNSUPPORTED exclude this device)" % codes["UNSUPPORTED"])
    print("runnable:     %d" % len(ran))
    print("passed:       %d" % len(passed))
    print("failed:       %d (of which the suite expects %d to fail here: XFAIL)" % (len(failed), codes["XFAIL"]))
    by_category = collections.defaultdict(list)
    for test in failed:
        name, reason = category(test.get("output", ""))
        by_category[name].append((test["name"], reason))
    print("failures by category:")
    for name, tests in sorted(by_category.items(), key=lambda item: -len(item[1])):
        print("  %4d  %s" % (len(tests), name))
        reasons = collections.Counter(reason for _, reason in tests if reason)
        for reason, count in reasons.most_common(6):
            print("          %3d  %s" % (count, reason))
    if "--list" in sys.argv:
        for name, tests in sorted(by_category.items()):
            for test, reason in sorted(tests):
                print("%s\t%s\t%s" % (name, test, reason))
        for test in sorted(passed, key=lambda t: t["name"]):
            print("passed\t%s" % test["name"])


if __name__ == "__main__":
    main()
