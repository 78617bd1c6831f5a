// hlsl-translate's command line: mlir-translate's flag names and behavior.

// RUN: %hlsl-translate --help | FileCheck %s --check-prefix=HELP
// HELP: USAGE: hlsl-translate [options] <input file>
// HELP: --deserialize-spirv
// HELP: --serialize-spirv
// HELP: --test-spirv-roundtrip
// HELP: --mlir-disable-threading
// HELP: --mlir-timing
// HELP: --no-implicit-module
// HELP: --split-input-file

// RUN: not %hlsl-translate %s 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: Translations to perform option: must be specified at least once!
// RUN: not %hlsl-translate --serialize-spirv --deserialize-spirv %s 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: Translations to perform option: may only occur zero or one times!
// RUN: not %hlsl-translate --serialize-spirv --bogus %s 2>&1 | FileCheck %s --check-prefix=BOGUS
// BOGUS: hlsl-translate: Unknown command line argument '--bogus'.  Try: 'hlsl-translate --help'
// RUN: not %hlsl-translate --serialize-spirv %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: cannot open input file '{{.*}}cli.mlir.missing'

// Each chunk is translated on its own; binaries are joined with a newline
// (mlir-translate's empty output split marker), text with a blank line. A
// chunk that fails makes the run fail, and no output file is written.
// RUN: %hlsl-translate --serialize-spirv --split-input-file %S/Inputs/two-modules.mlir -o %t.joined
// RUN: python3 -c "import sys; d = open(sys.argv[1], 'rb').read(); m = b'\x03\x02\x23\x07'; i = d.index(m, 4); assert d.count(m) == 2 and d[i - 1:i] == b'\n' and i % 4 == 1, d" %t.joined
// RUN: %hlsl-translate --test-spirv-roundtrip --split-input-file %S/Inputs/two-modules.mlir | FileCheck %s --check-prefix=SPLIT
// SPLIT:      spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
// SPLIT-NEXT:   spirv.func @first() "None" {
// SPLIT-NEXT:     spirv.Return
// SPLIT-NEXT:   }
// SPLIT-NEXT: }
// SPLIT-EMPTY:
// SPLIT-NEXT: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
// SPLIT:      spirv.func @second() "None" {

// --mlir-disable-threading keeps everything on one thread, with the same text.
// RUN: %hlsl-translate --test-spirv-roundtrip --split-input-file %S/Inputs/two-modules.mlir > %t.threads
// RUN: %hlsl-translate --test-spirv-roundtrip --split-input-file --mlir-disable-threading %S/Inputs/two-modules.mlir | diff %t.threads -

// RUN: rm -f %t.out
// RUN: not %hlsl-translate --serialize-spirv --split-input-file %S/Inputs/one-bad-chunk.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t.out
// BAD: one-bad-chunk.mlir:{{[0-9]+}}:1: error: module must have 'vce_triple' attribute to be serializeable

// The spirv.module may sit in a builtin.module (the implicit one included)
// holding nothing else; with --no-implicit-module, it may be the top op.
// RUN: %hlsl-translate --serialize-spirv --no-implicit-module %S/Inputs/bare-module.mlir -o %t.bare.spv
// RUN: %hlsl-translate --serialize-spirv %S/Inputs/bare-module.mlir -o %t.implicit.spv
// RUN: cmp %t.bare.spv %t.implicit.spv
// RUN: not %hlsl-translate --serialize-spirv --no-implicit-module --split-input-file %S/Inputs/no-module.mlir 2>&1 | FileCheck %s --check-prefix=NO-MODULE
// NO-MODULE: no-module.mlir:1:1: error: expected a 'spirv.module' op, got 'func.func'
// NO-MODULE: no-module.mlir:7:1: error: found no 'spirv.module' op
// RUN: not %hlsl-translate --serialize-spirv %S/Inputs/two-spirv-modules.mlir 2>&1 | FileCheck %s --check-prefix=TWO-MODULES
// TWO-MODULES: two-spirv-modules.mlir:0:0: error: found more than one 'spirv.module' op

// Reading from stdin, writing to stdout.
// RUN: %hlsl-translate --serialize-spirv - < %S/Inputs/bare-module.mlir | %hlsl-translate --deserialize-spirv - | FileCheck %s --check-prefix=PIPE
// PIPE: spirv.func @main() "None" {

// --spirv-deduce-vce gives a module without `requires` the triple its ops
// need; without it, the module is refused as mlir-translate refuses it.
// RUN: %hlsl-translate --serialize-spirv --spirv-deduce-vce %S/Inputs/no-vce.mlir -o %t.deduced.spv
// RUN: %hlsl-translate --deserialize-spirv %t.deduced.spv | FileCheck %s --check-prefix=DEDUCED
// DEDUCED: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Int64, Shader, Matrix], []> {
// RUN: not %hlsl-translate --serialize-spirv %S/Inputs/no-vce.mlir 2>&1 | FileCheck %s --check-prefix=REFUSED
// REFUSED: error: module must have 'vce_triple' attribute to be serializeable

// Generic output.
// RUN: %hlsl-translate --test-spirv-roundtrip --mlir-print-op-generic %S/Inputs/bare-module.mlir | FileCheck %s --check-prefix=GENERIC
// GENERIC: "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader], []>}> ({

// --mlir-timing reports each phase on stderr, in MLIR's layout; the output
// is the same.
// RUN: %hlsl-translate --test-spirv-roundtrip --mlir-timing %S/Inputs/bare-module.mlir 2>%t.timing | FileCheck %s --check-prefix=PIPE
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing
// TIMING: Execution time report
// TIMING: Parser
// TIMING-NEXT: Verifier
// TIMING-NEXT: Serializer
// TIMING-NEXT: Deserializer
// TIMING-NEXT: Printer
// TIMING-NEXT: Output
// TIMING-NEXT: Total
// RUN: %hlsl-translate --serialize-spirv - < %S/Inputs/bare-module.mlir > %t.timed.spv
// RUN: %hlsl-translate --deserialize-spirv --mlir-timing %t.timed.spv 2>&1 >/dev/null | FileCheck %s --check-prefix=DTIMING
// DTIMING: Deserializer
// DTIMING-NEXT: Verifier
// DTIMING-NEXT: Output
