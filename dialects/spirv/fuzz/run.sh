#!/usr/bin/env sh
# Fuzzes the SPIR-V deserializer for a bounded time: `run.sh [SECONDS]`
# (default 60). Works on the stable toolchain: libFuzzer with coverage
# instrumentation and no sanitizer (`cargo fuzz run -s none`).
#
# Installs cargo-fuzz when it is missing, seeds the corpus with the binaries
# of the lit suite's SPIR-V modules (serialized by hlsl-translate), runs the
# `deserialize` target, and exits non-zero when it finds an input that
# panics, aborts or runs out of memory (saved under artifacts/deserialize/).
set -eu

seconds=${1:-60}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)

if ! cargo fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi

corpus="$here/corpus/deserialize"
mkdir -p "$corpus"
cargo build --quiet --manifest-path "$root/Cargo.toml" -p hlsl-translate
translate="${CARGO_TARGET_DIR:-$root/target}/debug/hlsl-translate"
for input in "$root"/tests/lit/target/spirv/*.mlir; do
    "$translate" --serialize-spirv --spirv-deduce-vce --allow-unregistered-dialect "$input" \
        -o "$corpus/$(basename "$input" .mlir).spv" 2>/dev/null || true
done

cd "$here"
# A fixed seed makes a run reproducible from the same corpus; FUZZ_SEED overrides it.
exec cargo fuzz run --sanitizer none deserialize "$corpus" -- -max_total_time="$seconds" -seed="${FUZZ_SEED:-1}" -rss_limit_mb=2048
