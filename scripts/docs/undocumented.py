"""Lists the public symbols of Swift symbol graphs (swift-symbolgraph-extract) that have no doc comment.

    python3 scripts/docs/undocumented.py GRAPH.symbols.json...

Prints `undocumented: KIND PATH` per symbol and exits 1 when there is one, else prints how many
symbols were read and exits 0. Symbols a protocol conformance or an inherited implementation
brings (no location of their own in the module) are not the module's to document.
"""

import json
import sys


def main(paths):
    missing, count = [], 0
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol:
                continue
            count += 1
            if not symbol.get("docComment", {}).get("lines"):
                missing.append(f"undocumented: {symbol['kind']['displayName']} {'.'.join(symbol['pathComponents'])}")
    for line in missing:
        print(line)
    if not missing:
        print(f"documented: all {count} public symbols")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
