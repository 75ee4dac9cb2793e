#!/usr/bin/env bash
# The leak search on one answer of SIZE bytes (1 MiB by default) full of near-misses, for 30
# secrets in 16 spellings each (480 forms, as the leak check builds them): the kit's one-pass
# search (Sources/ConformanceBasics/ByteSearch/BytePatternSet.swift) against, as the baseline
# measured in the same run, one `String.contains` per form (the search it replaced). Compiled
# unoptimized by default, as the test builds run the kit (OPT=-O for an optimized build).
set -euo pipefail
cd "$(dirname "$0")/../.."
SIZE=${SIZE:-1048576}
OPT=${OPT:--Onone}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hp-leak-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cat > "$WORK/main.swift" <<SWIFT
import Foundation
var forms: [String] = []
for i in 0..<30 {
    let value = "hp-e2e-token-\(i)-python"
    forms += [value, value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!, value.uppercased(), value + "\\\\u0026"]
    for j in 0..<12 { forms.append(value + "/\(j)") }
}
let body = String(repeating: "hp-e2e-token-1-pytho ", count: $SIZE / 21)
let bytes = Array(body.utf8)
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
let clock = ContinuousClock()
let baseline = clock.measure { _ = forms.contains { body.contains(\$0) } }
let set = BytePatternSet(forms.map { Array(\$0.utf8) })
let onePass = clock.measure { set.forEachMatch(in: bytes) { _, _ in true } }
print("| search | seconds | ratio to baseline |")
print("|---|---|---|")
print("| baseline: String.contains per form (\(forms.count) forms, \(bytes.count) bytes) | \(String(format: "%.3f", seconds(baseline))) | 1.00x |")
print("| one pass over bytes (BytePatternSet) | \(String(format: "%.3f", seconds(onePass))) | \(String(format: "%.4f", seconds(onePass) / seconds(baseline)))x |")
SWIFT
swiftc "$OPT" -package-name bench "$WORK/main.swift" Sources/ConformanceBasics/ByteSearch/BytePatternSet.swift -o "$WORK/leak-search" >&2
"$WORK/leak-search"
