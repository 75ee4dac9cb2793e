#!/usr/bin/env python3
"""Validates hp-conformance configuration files against specs/config.schema.json.

usage: validate_config_schema.py SCHEMA CONFIG...

Prints one line per file ("valid PATH" or "invalid PATH: FIELD: MESSAGE"); exits 0 when every
file is valid, 1 when one is not, 2 when the schema itself is broken or jsonschema is missing.
"""

import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed (pip install jsonschema)", file=sys.stderr)
    sys.exit(2)


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as handle:
        schema = json.load(handle)
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        print(f"schema {argv[1]} is not a valid draft 2020-12 schema: {error.message}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft202012Validator(schema)
    status = 0
    for path in argv[2:]:
        with open(path, encoding="utf-8") as handle:
            config = json.load(handle)
        errors = sorted(validator.iter_errors(config), key=lambda e: list(e.absolute_path))
        if errors:
            status = 1
            first = errors[0]
            field = ".".join(str(part) for part in first.absolute_path) or "(top level)"
            print(f"invalid {path}: {field}: {first.message}")
        else:
            print(f"valid {path}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
