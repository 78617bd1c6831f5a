#!/usr/bin/env sh
# Fuzzes the HLSL front end for a bounded time: `run.sh [SECONDS]` (default
# 60). Works on the stable toolchain: libFuzzer with coverage instrumentation
# and no sanitizer (`cargo fuzz run -s none`).
#
# Installs cargo-fuzz when it is missing, seeds the corpus with the lit
# suite's HLSL shaders (so mutated valid shaders are explored along with
# random bytes), runs the `frontend` target, and exits non-zero when it finds
# an input that panics, aborts, runs out of memory or times out (saved under
# artifacts/frontend/).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
# shellcheck source=/dev/null
. "$root/fuzz/common.sh"

corpus="$here/corpus/frontend"
mkdir -p "$corpus"
for input in "$root"/tests/lit/tools/hlslc/*.hlsl "$root"/tests/lit/tools/hlslc/Inputs/*/*.hlsli; do
    # A leading profile byte, as the target reads it.
    { printf '\000'; cat "$input"; } > "$corpus/$(basename "$input").seed"
done

cd "$here"
# A fixed seed makes a run reproducible from the same corpus; FUZZ_SEED overrides it.
exec cargo fuzz run --sanitizer none frontend "$corpus" -- -max_total_time="$seconds" -seed="${FUZZ_SEED:-1}" -rss_limit_mb=2048 -timeout=10 -max_len=16384
