#!/usr/bin/env python3
"""A report's DSSE envelope checked with the in-toto project's own libraries, not the kit.

    python3 scripts/check-envelope.py ENVELOPE PUBLIC.pem DIR

For a reviewer who would rather not trust the kit to check its own signatures
(docs/CERTIFICATION.md, "Signing without Sigstore"): securesystemslib verifies the envelope's
signature with the key (matched by the key id it computes itself), in-toto-attestation validates
the signed statement as an in-toto Statement v1, and every subject's SHA-256 is compared with the
file of that name in DIR. Needs `pip install securesystemslib[crypto] in-toto-attestation`.
Prints one line; exits 0 when everything holds, 1 when something does not, 2 on bad input.
"""

import hashlib
import json
import os
import sys


def main(argv):
    if len(argv) != 4:
        print("usage: check-envelope.py ENVELOPE PUBLIC.pem DIR", file=sys.stderr)
        return 2
    envelope_path, key_path, directory = argv[1:]
    try:
        from cryptography.hazmat.primitives.serialization import load_pem_public_key
        from google.protobuf import json_format
        from in_toto_attestation.v1 import statement, statement_pb2
        from securesystemslib.dsse import Envelope
        from securesystemslib.signer import SSlibKey
    except ImportError as error:
        print(f"check-envelope.py: {error}: pip install securesystemslib[crypto] in-toto-attestation", file=sys.stderr)
        return 2
    try:
        with open(envelope_path, "rb") as f:
            envelope = Envelope.from_dict(json.load(f))
        with open(key_path, "rb") as f:
            key = SSlibKey.from_crypto(load_pem_public_key(f.read()))
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"check-envelope.py: cannot read {envelope_path} or {key_path}: {error}", file=sys.stderr)
        return 2

    try:
        envelope.verify([key], 1)
    except Exception as error:  # securesystemslib's VerificationError, and anything it raises on a broken envelope
        print(f"not verified: no signature in {envelope_path} verifies with {key_path} (key id {key.keyid}): {error}")
        return 1
    if envelope.payload_type != "application/vnd.in-toto+json":
        print(f"not verified: {envelope_path} signs a {envelope.payload_type}, not an in-toto statement")
        return 1
    try:
        signed = statement.Statement.copy_from_pb(json_format.Parse(envelope.payload, statement_pb2.Statement()))
        signed.validate()
    except Exception as error:
        print(f"not verified: the signed payload is not an in-toto Statement v1: {error}")
        return 1

    subjects = json.loads(envelope.payload)["subject"]
    for subject in subjects:
        name = subject["name"]
        if os.path.basename(name) != name or name in ("", ".", ".."):
            print(f"not verified: subject {name!r} is not a file of the directory")
            return 1
        try:
            with open(os.path.join(directory, name), "rb") as f:
                digest = hashlib.sha256(f.read()).hexdigest()
        except OSError:
            print(f"not verified: {name} is signed but missing from {directory}")
            return 1
        if digest != subject["digest"].get("sha256"):
            print(f"not verified: {name} is not the file that was signed (sha256 {digest})")
            return 1
    print(f"verified: {envelope_path} is signed with {key_path} (key id {key.keyid}); its in-toto statement names "
          f"{len(subjects)} files of {directory}, each as signed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
