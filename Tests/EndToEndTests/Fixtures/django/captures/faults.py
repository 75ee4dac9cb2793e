"""Faults planted on purpose, for the conformance kit's own tests: KYC_FAULTS=name[,name].
None is on unless named; a real deployment never sets the variable."""
import os

NAMES = frozenset({"no_ownership_check", "trust_app_claim", "leak_document_in_start", "log_document_number"})


def on(name):
    assert name in NAMES, name
    return name in {part.strip() for part in os.environ.get("KYC_FAULTS", "").split(",")}
