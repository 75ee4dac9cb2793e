#!/usr/bin/env bash
# Signs a report directory's attestation: writes a DSSE envelope (payloadType
# application/vnd.in-toto+json, the payload attestation.intoto.json's bytes) with one Ed25519
# signature made by openssl (OpenSSL 3), as a CI without Sigstore can. A reviewer checks it with
#   hp-conformance verify DIR --signature ENVELOPE --key PUBLIC.pem
# or by hand with openssl (docs/CERTIFICATION.md, "Signing").
#
#   bash scripts/sign-report.sh DIR PRIVATE.pem [ENVELOPE]
#     ENVELOPE defaults to DIR.dsse.json, beside the directory (the directory stays as the kit wrote it).
#   bash scripts/sign-report.sh --new-key PRIVATE.pem PUBLIC.pem
#     makes an Ed25519 key pair (keep PRIVATE.pem as a CI secret; give PUBLIC.pem to reviewers).
set -euo pipefail
command -v openssl >/dev/null || { echo "sign-report.sh: openssl is needed" >&2; exit 2; }
if [ "${1:-}" = "--new-key" ]; then
  [ $# -eq 3 ] || { echo "usage: sign-report.sh --new-key PRIVATE.pem PUBLIC.pem" >&2; exit 2; }
  (umask 077 && openssl genpkey -algorithm ed25519 -out "$2")
  openssl pkey -in "$2" -pubout -out "$3"
  exit 0
fi
[ $# -ge 2 ] && [ $# -le 3 ] || { echo "usage: sign-report.sh DIR PRIVATE.pem [ENVELOPE]" >&2; exit 2; }
dir=${1%/}
key=$2
out=${3:-$dir.dsse.json}
statement="$dir/attestation.intoto.json"
[ -f "$statement" ] || { echo "sign-report.sh: $statement is missing (is $dir a report directory?)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
type="application/vnd.in-toto+json"
# The pre-authentication encoding DSSE signs: "DSSEv1 <len(type)> <type> <len(payload)> <payload>".
length=$(wc -c <"$statement" | tr -d ' ')
{ printf 'DSSEv1 %d %s %d ' "${#type}" "$type" "$length"; cat "$statement"; } >"$work/pae"
openssl pkeyutl -sign -inkey "$key" -rawin -in "$work/pae" -out "$work/sig"
# The key id securesystemslib computes (compute_default_keyid): the SHA-256 of the canonical JSON of
# the public key, an Ed25519 key's 32 raw bytes in hex (the last 32 of its DER form), so that
# securesystemslib's and in-toto's verifiers match the signature to the key by its id.
raw=$(openssl pkey -in "$key" -pubout -outform DER | tail -c 32 | od -An -v -tx1 | tr -d ' \n')
[ ${#raw} -eq 64 ] || { echo "sign-report.sh: $key is not an Ed25519 key" >&2; exit 2; }
keyid=$(printf '{"keytype":"ed25519","keyval":{"public":"%s"},"scheme":"ed25519"}' "$raw" | sha256sum | cut -d' ' -f1)
payload=$(base64 -w0 <"$statement")
sig=$(base64 -w0 <"$work/sig")
printf '{"payloadType":"%s","payload":"%s","signatures":[{"keyid":"%s","sig":"%s"}]}\n' "$type" "$payload" "$keyid" "$sig" >"$out"
echo "signed $statement: $out (key id sha256:$keyid)"
