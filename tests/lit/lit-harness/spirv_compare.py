#!/usr/bin/env python3
"""Compares two SPIR-V binaries up to <id> numbering and generator word.

    spirv_compare.py --spirv-dis SPIRV_DIS OURS.spv THEIRS.spv

Both binaries are disassembled (`spirv-dis --raw-id --no-header`) and every
<id> is renamed canonically:

- types, constants, global variables and functions by their content: the
  opcode and operands, with the names of the <id>s they refer to (and the
  OpName of named variables and functions);
- <id>s local to a function in the order they first appear in its body.

Instructions are then compared section by section. In the debug-name,
annotation and types/constants/globals sections the order is not compared
(a serializer that emits a constant where it is first used and one that
emits it where it is defined order these sections differently); in every
other section, and inside functions, it is. Prints the differences and exits
with 1 when there are any.
"""

import argparse
import collections
import re
import subprocess
import sys

ID = re.compile(r"%(\d+)")

UNORDERED_SECTIONS = {"names", "annotations", "globals"}


def section_of(opcode):
    if opcode in ("OpCapability",):
        return "capabilities"
    if opcode == "OpExtension":
        return "extensions"
    if opcode == "OpExtInstImport":
        return "imports"
    if opcode == "OpMemoryModel":
        return "memory_model"
    if opcode == "OpEntryPoint":
        return "entry_points"
    if opcode in ("OpExecutionMode", "OpExecutionModeId"):
        return "execution_modes"
    if opcode in ("OpName", "OpMemberName", "OpString", "OpSource", "OpSourceExtension", "OpModuleProcessed"):
        return "names"
    if opcode.startswith("OpDecorate") or opcode.startswith("OpMemberDecorate"):
        return "annotations"
    return "globals"


def parse(dis_text):
    """[(result_id or None, opcode, operand text)]"""
    out = []
    for line in dis_text.splitlines():
        line = line.strip()
        if not line or line.startswith(";"):
            continue
        m = re.match(r"%(\d+)\s*=\s*(Op\w+)\s*(.*)$", line)
        if m:
            out.append((m.group(1), m.group(2), m.group(3)))
        else:
            opcode, _, rest = line.partition(" ")
            out.append((None, opcode, rest))
    return out


def canonical(insts):
    """Sections of canonical instruction strings."""
    names = {}
    for _, opcode, rest in insts:
        if opcode == "OpName":
            m = re.match(r'%(\d+)\s+"(.*)"$', rest)
            if m:
                names[m.group(1)] = m.group(2)

    renamed = {}

    def rename(text, local):
        def sub(m):
            i = m.group(1)
            if i in renamed:
                return renamed[i]
            if local is not None:
                local[0] += 1
                renamed[i] = "%%L%d" % local[0]
                return renamed[i]
            return "%%?%s" % i

        return ID.sub(sub, text)

    sections = collections.OrderedDict()
    in_function = False
    local = [0]
    functions = 0
    deferred = []
    for result, opcode, rest in insts:
        if opcode == "OpFunction":
            in_function = True
            functions += 1
            local = [0]
            renamed[result] = "%%fn:%s" % names.get(result, str(functions))
        if not in_function:
            section = section_of(opcode)
            if section == "globals" and result is not None:
                label = opcode + " " + rename(rest, None)
                if opcode == "OpVariable" and result in names:
                    label += " " + names[result]
                renamed[result] = "%%{%s}" % label
                sections.setdefault(section, []).append(renamed[result])
            else:
                deferred.append((section, opcode, rest))
            continue
        if result is not None and result not in renamed:
            renamed[result] = None
            local[0] += 1
            renamed[result] = "%%L%d" % local[0]
        text = (rename("%" + result, local) + " = " if result else "") + opcode + " " + rename(rest, local)
        sections.setdefault("functions", []).append(text.strip())
        if opcode == "OpFunctionEnd":
            in_function = False
    for section, opcode, rest in deferred:
        sections.setdefault(section, []).append((opcode + " " + rename(rest, None)).strip())
    return sections


def disassemble(spirv_dis, path):
    r = subprocess.run([spirv_dis, "--raw-id", "--no-header", path], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("spirv-dis failed on %s:\n%s" % (path, r.stderr))
    return r.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--spirv-dis", dest="spirv_dis", required=True)
    ap.add_argument("ours")
    ap.add_argument("theirs")
    args = ap.parse_args()
    ours = canonical(parse(disassemble(args.spirv_dis, args.ours)))
    theirs = canonical(parse(disassemble(args.spirv_dis, args.theirs)))
    differences = 0
    for section in sorted(set(ours) | set(theirs)):
        a, b = ours.get(section, []), theirs.get(section, [])
        if section in UNORDERED_SECTIONS:
            a, b = sorted(a), sorted(b)
        if a == b:
            continue
        differences += 1
        print("section %s differs:" % section)
        for line in sorted(set(a) - set(b)) if section in UNORDERED_SECTIONS else a:
            if section in UNORDERED_SECTIONS or line not in b:
                print("  ours:   " + line)
        for line in sorted(set(b) - set(a)) if section in UNORDERED_SECTIONS else b:
            if section in UNORDERED_SECTIONS or line not in a:
                print("  theirs: " + line)
        if section not in UNORDERED_SECTIONS:
            for i, (x, y) in enumerate(zip(a, b)):
                if x != y:
                    print("  first difference at instruction %d:\n    ours:   %s\n    theirs: %s" % (i, x, y))
                    break
            if len(a) != len(b):
                print("  ours has %d instructions, theirs %d" % (len(a), len(b)))
    if differences:
        return 1
    print("same instructions up to <id> numbering")
    return 0


if __name__ == "__main__":
    sys.exit(main())
