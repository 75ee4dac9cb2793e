#!/usr/bin/env bash
# The toolchain's `swift format` over the kit's own Swift files, with the configuration in
# .swift-format. Left alone: the app projects (fixtures and the real projects of the app-check
# corpus) and back-ends the tests read as fixtures (their
# findings are cited at file:line), the fuzz seeds, other languages' client folders, and
# Tests/PartnerPackage (a partner's code, kept as a partner would write it).
#
#   scripts/format.sh          rewrites the files in place
#   scripts/format.sh --lint   changes nothing; exits 1 on any file that differs (what .ci/run runs)
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r file; do files+=("$file"); done < <(
  git ls-files -co --exclude-standard '*.swift' | grep -vE '(^|/)Fixtures/|/AppSourceTests/Corpus/|/seeds/|/Clients/|^Tests/PartnerPackage/' | sort)
[ ${#files[@]} -gt 0 ] || { echo "format: no Swift files found" >&2; exit 2; }
if [ "${1:-}" = "--lint" ]; then
  swift format lint --strict --parallel "${files[@]}"
  echo "format: ${#files[@]} files lint clean"
else
  swift format --in-place --parallel "${files[@]}"
  echo "format: ${#files[@]} files formatted"
fi
