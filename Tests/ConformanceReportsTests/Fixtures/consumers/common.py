"""Helpers shared by the consumer models: reading numbers, suites and text as the consumers do."""


def seconds(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def direct_suites(root):
    return [root] if root.tag == "testsuite" else [s for s in root if s.tag == "testsuite"]


def all_suites(node):
    for child in node:
        if child.tag == "testsuite":
            yield child
            yield from all_suites(child)


def text(element):
    return "".join(element.itertext()) if element is not None else ""
