#!/usr/bin/env bash
# Builds the standalone hp-conformance for Linux x86_64 and checks that it stands alone.
#
#   scripts/release.sh [OUTPUT_DIR]      (default: dist/)
#
# Release mode, the Swift runtime linked in (the fully static musl Swift SDK when one is
# installed, else --static-swift-stdlib with glibc linked dynamically), stripped; the contract
# (specs/) is compiled in. Writes OUTPUT_DIR/hp-conformance-VERSION-linux-x86_64.tar.gz and its
# .sha256 (VERSION is what `hp-conformance --version` prints: Sources/ConformanceModel/KitVersion.swift),
# then runs scripts/standalone-check.sh on the stripped binary against a debug build's verdicts.
# RELEASE_SKIP_CHECK=1 leaves the check out. RELEASE_SCRATCH_PATH=DIR builds there instead of .build
# (so that a release build beside other builds of the package does not wait on .build's lock).
# Slow on two cores (several minutes): run it for releases.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-dist}"

if [ "$(uname -s)" != Linux ] || [ "$(uname -m)" != x86_64 ]; then
  echo "release.sh: builds the Linux x86_64 binary; this machine is $(uname -s) $(uname -m)" >&2
  exit 2
fi

sdk_args=(--static-swift-stdlib)
linking="Swift runtime and FoundationEssentials linked in; glibc, libstdc++ and libm from the system"
static_sdk=$(swift sdk list 2>/dev/null | grep -iE 'static-linux|musl' | head -n 1 || true)
if [ -n "$static_sdk" ]; then
  sdk_args=(--swift-sdk "$static_sdk")
  linking="fully static (Swift SDK $static_sdk): no shared library at all"
else
  echo "release.sh: no fully static Linux (musl) Swift SDK installed ('swift sdk list' lists none); using --static-swift-stdlib" >&2
fi

[ -n "${RELEASE_SCRATCH_PATH:-}" ] && sdk_args+=(--scratch-path "$RELEASE_SCRATCH_PATH")
echo "release.sh: swift build -c release --product hp-conformance ${sdk_args[*]}" >&2
swift build -c release --product hp-conformance "${sdk_args[@]}"
bin_dir=$(swift build -c release "${sdk_args[@]}" --show-bin-path)

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp "$bin_dir/hp-conformance" "$stage/hp-conformance"
strip "$stage/hp-conformance"
version=$("$stage/hp-conformance" --version | awk '{print $2}')
[ -n "$version" ] || { echo "release.sh: the built binary printed no version" >&2; exit 1; }

name="hp-conformance-$version-linux-x86_64"
mkdir -p "$out"
# Reproducible archive: fixed owner, time and order; gzip without a timestamp.
tar -C "$stage" --owner=0 --group=0 --numeric-owner --mtime='2026-01-01 00:00:00Z' --sort=name -cf - hp-conformance \
  | gzip -9 -n > "$out/$name.tar.gz"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")

echo "release.sh: $out/$name.tar.gz ($(stat -c %s "$stage/hp-conformance") bytes unpacked; $linking)"
echo "release.sh: $(cat "$out/$name.tar.gz.sha256")"
if command -v objdump >/dev/null 2>&1; then
  needs=$(objdump -T "$stage/hp-conformance" | grep -oE '(GLIBC|GLIBCXX)_[0-9.]+' | sort -uV \
    | awk -F_ '{latest[$1]=$2} END {for (k in latest) printf "%s %s  ", k, latest[k]}')
  echo "release.sh: needs at least ${needs:-nothing versioned}(from the system)"
fi

if [ "${RELEASE_SKIP_CHECK:-0}" != 1 ]; then
  swift build --product hp-conformance >/dev/null
  bash scripts/standalone-check.sh "$stage/hp-conformance" "$(swift build --show-bin-path)/hp-conformance"
fi
