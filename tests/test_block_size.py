"""Size limits of the MyHDL sources (issue 20): no ``@block`` over 400 lines and no
generator (``@always``, ``@always_comb``, ``@always_seq``, ``@instance``) over 80, over
every file of myhdl_src/, measured on the syntax tree (decorator to last line)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "myhdl_src"
MAX_BLOCK = 400
MAX_GENERATOR = 80
GENERATORS = {"always", "always_comb", "always_seq", "instance"}


def _decorator_names(node: ast.FunctionDef) -> set[str]:
    names = set()
    for d in node.decorator_list:
        f = d.func if isinstance(d, ast.Call) else d
        if isinstance(f, ast.Name):
            names.add(f.id)
        elif isinstance(f, ast.Attribute):
            names.add(f.attr)
    return names


def sizes(text: str) -> list[tuple[str, str, int]]:
    """``(kind, name, lines)`` of every block and generator in a module's text."""
    out = []
    for node in ast.walk(ast.parse(text)):
        if not isinstance(node, ast.FunctionDef):
            continue
        names = _decorator_names(node)
        first = min([d.lineno for d in node.decorator_list] + [node.lineno])
        n = node.end_lineno - first + 1
        if "block" in names:
            out.append(("block", node.name, n))
        if names & GENERATORS:
            out.append(("generator", node.name, n))
    return out


def over_limits(text: str) -> list[str]:
    limit = {"block": MAX_BLOCK, "generator": MAX_GENERATOR}
    return [f"{kind} {name}: {n} lines > {limit[kind]}" for kind, name, n in sizes(text)
            if n > limit[kind]]


@pytest.mark.parametrize("path", sorted(SRC.glob("*.py")), ids=lambda p: p.name)
def test_myhdl_sizes(path):
    assert over_limits(path.read_text()) == []


def test_sizes_measures():
    # the check can fail: a generator of 81 lines and a block of 401 are reported
    body = "\n".join(f"        x{i} = {i}" for i in range(78))
    gen = f"@block\ndef b():\n    @always_comb\n    def g():\n{body}\n    return g\n"
    assert sizes(gen) == [("block", "b", 83), ("generator", "g", 80)]
    assert over_limits(gen) == []
    gen2 = gen.replace("    return g", "        y = 0\n    return g")
    assert over_limits(gen2) == ["generator g: 81 lines > 80"]
    pad = "\n".join("    z = 0" for _ in range(401 - 83))
    big = gen.replace("    return g", pad + "\n    return g")
    assert over_limits(big) == ["block b: 401 lines > 400"]
