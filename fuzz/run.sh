#!/usr/bin/env sh
# Fuzzes the text parser for a bounded time: `run.sh [SECONDS]` (default 60)
# gives each of four runs that long:
#   - `parse` on the lit suite's inputs as a corpus (libFuzzer mutates them),
#   - `parse` from no corpus (raw bytes),
#   - `roundtrip` (generated modules and mutations of them),
#   - `spirv`: `spirv.module` text (the lit suite's spirv inputs as a corpus),
#     and modules of tools/spirv-textgen seeded by the input, which must pass
#     its checks (spirv-val aside).
# Works on the stable toolchain: libFuzzer with coverage instrumentation and no
# sanitizer (`cargo fuzz run -s none`). Installs cargo-fuzz when it is missing.
# Exits non-zero when an input panics, aborts, hangs or runs out of memory
# (saved under artifacts/<target>/).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
# shellcheck source=/dev/null
. "$root/fuzz/common.sh"

lit_corpus="$here/corpus/parse-lit"
raw_corpus="$here/corpus/parse-raw"
roundtrip_corpus="$here/corpus/roundtrip"
spirv_corpus="$here/corpus/spirv"
mkdir -p "$lit_corpus" "$raw_corpus" "$roundtrip_corpus" "$spirv_corpus"
find "$root/tests/lit" -name '*.mlir' -size -64k -exec cp {} "$lit_corpus/" \;
grep -l 'spirv.module' "$root"/tests/lit/target/spirv/*.mlir "$root"/tests/lit/dialects/spirv/*.mlir |
    while read -r f; do cp "$f" "$spirv_corpus/"; done

cd "$here"
# A fixed seed makes a run reproducible from the same corpus; FUZZ_SEED
# overrides it. -timeout: an input taking longer counts as a hang.
# FUZZ_TARGET_DIR builds in another fuzz crate's target directory, reusing
# what it compiled (the core crate, with the same instrumentation).
options="-seed=${FUZZ_SEED:-1} -rss_limit_mb=2048 -timeout=10 -max_len=65536"
fuzz() { # target corpus
    # shellcheck disable=SC2086
    cargo fuzz run --sanitizer none ${FUZZ_TARGET_DIR:+--target-dir "$FUZZ_TARGET_DIR"} \
        "$1" "$2" -- -max_total_time="$seconds" $options
}
fuzz parse "$lit_corpus"
fuzz parse "$raw_corpus"
fuzz roundtrip "$roundtrip_corpus"
fuzz spirv "$spirv_corpus"
