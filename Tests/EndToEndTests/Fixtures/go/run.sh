#!/bin/sh
# Builds the back-end (Go standard library only, no module downloads) and runs it in place of this
# shell, so that the kit's SIGTERM reaches it. VERIFICATIONS_BINARY runs a binary built beforehand.
set -eu
cd "$(dirname "$0")"
if [ -n "${VERIFICATIONS_BINARY:-}" ]; then
  exec "$VERIFICATIONS_BINARY"
fi
out="${TMPDIR:-/tmp}/hp-e2e-go"
mkdir -p "$out"
GOTOOLCHAIN=local GOFLAGS=-mod=mod GOPROXY=off go build -o "$out/verifications" .
exec "$out/verifications"
