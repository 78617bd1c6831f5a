# Sourced by the fuzzing scripts (`fuzz/run.sh`, `frontends/hlsl/fuzz/run.sh`)
# with their arguments: sets `seconds` from the first (default 60) and
# installs cargo-fuzz when it is missing.

seconds=${1:-60}
if ! cargo fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi
