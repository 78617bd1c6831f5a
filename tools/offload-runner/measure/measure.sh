#!/bin/sh
# Measures a compiler on the offload test suite: runs every test of a checkout's
# test/Feature directory that lit's REQUIRES/UNSUPPORTED lines leave to a Vulkan
# device like this one, with the given compiler and offload-runner, and prints
# the totals and the failures by category.
#
# Usage: measure.sh <suite checkout> [<compiler command> [<results dir>]]
#   <compiler command>  takes DXC's options; by default this workspace's
#                       "target/debug/hlslc -spirv -fspv-target-env=vulkan1.3"
#                       (built when missing); for glslang:
#                       "$(dirname "$0")/glslang-as-dxc"
#   <results dir>       where lit's outputs and results.json go
#                       (default: a new directory under /tmp)
# Environment: OFFLOAD_RUNNER (default: target/debug/offload-runner of this
# workspace, built when missing), LIT (default: lit on PATH, else LLVM 22's),
# LLVM_BIN (default: /usr/lib/llvm-22/bin), JOBS (default: 2).
# Nothing is downloaded: the checkout must already be there.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
workspace=$(cd "$here/../../.." && pwd)
[ $# -ge 1 ] || { sed -n '2,17p' "$0" >&2; exit 2; }
suite=$(cd "$1" && pwd)
if [ $# -ge 2 ]; then
  compiler=$2
else
  if [ ! -x "$workspace/target/debug/hlslc" ]; then
    (cd "$workspace" && cargo build -q -p hlslc)
  fi
  compiler="$workspace/target/debug/hlslc -spirv -fspv-target-env=vulkan1.3"
fi
results=${3:-$(mktemp -d /tmp/offload-measure.XXXXXX)}
mkdir -p "$results"
llvm_bin=${LLVM_BIN:-/usr/lib/llvm-22/bin}
lit=${LIT:-$(command -v lit || echo "$llvm_bin/lit")}
runner=${OFFLOAD_RUNNER:-$workspace/target/debug/offload-runner}
if [ ! -x "$runner" ]; then
  (cd "$workspace" && cargo build -q -p offload-runner)
fi
[ -d "$suite/test/Feature" ] || { echo "measure.sh: $suite/test/Feature is missing" >&2; exit 2; }
"$runner" --lit-features > "$results/features.txt"
# A per-test timeout needs psutil; offload-runner bounds each dispatch anyway.
timeout=''
if python3 -c 'import psutil' 2>/dev/null; then timeout='--timeout 300'; fi
set +e
"$lit" -j "${JOBS:-2}" $timeout -q \
  --param suite="$suite/test/Feature" \
  --param exec_root="$results/exec" \
  --param compiler="$compiler" \
  --param runner="$runner" \
  --param features="$results/features.txt" \
  --param llvm_bin="$llvm_bin" \
  -o "$results/results.json" "$here" > "$results/lit.log" 2>&1
set -e
python3 "$here/summarize.py" "$results/results.json"
echo "details: $results"
