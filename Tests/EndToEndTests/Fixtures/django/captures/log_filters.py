"""Masks sensitive values in what a log call is given: the document number the app sends, passwords
and tokens never reach the log (OWASP ASVS V7.1.1)."""
import logging
from collections.abc import Mapping

SENSITIVE_KEYS = frozenset({"document_number", "password", "token", "authorization", "credential"})
MASK = "[FILTERED]"


def _masked(value):
    if isinstance(value, Mapping):
        return {key: MASK if str(key).lower() in SENSITIVE_KEYS else _masked(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_masked(item) for item in value)
    return value


class SensitiveDataFilter(logging.Filter):
    def filter(self, record):
        if isinstance(record.args, Mapping):
            record.args = _masked(record.args)
        elif isinstance(record.args, tuple):
            record.args = tuple(_masked(arg) for arg in record.args)
        return True
