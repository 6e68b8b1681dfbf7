"""The layers of the project's Python (docs/architecture.md, "Layers"), read from the import
statements themselves: a static scan with `ast` of every module of iswitch/, golden/ and
myhdl_src/, lazy imports inside functions included (imports under ``if TYPE_CHECKING:`` never
run and are left out).

* no import circle anywhere (a module also depends on the packages above it, whose
  ``__init__`` runs first);
* runtime code (the worker library, the control client, iswitch.torch, switchd and its
  backends, the native hot paths, the trainer) reaches no module of iswitch.sim, directly
  or through anything it imports, and reads nothing under tb/;
* golden/ imports only iswitch.wire (and the standard library, numpy, torch and the RL
  environments' packages): the golden models do not depend on the code they check.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("iswitch", "golden", "myhdl_src")
#: runtime code: never iswitch.sim, never a file under tb/
RUNTIME = ("iswitch.worker", "iswitch.client", "iswitch.torch", "iswitch.switchd",
           "iswitch.native", "iswitch.train")
SIM = "iswitch.sim"
#: what golden/ may import besides golden itself
GOLDEN_MAY = ("iswitch.wire", "numpy", "torch", "gymnasium", "ale_py", "mujoco")


def module_name(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def project_modules() -> dict[str, Path]:
    return {module_name(p): p for pkg in PACKAGES for p in sorted((REPO / pkg).rglob("*.py"))
            if "__pycache__" not in p.parts}


def _type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def import_statements(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement that can run: at module level, in functions and classes, in
    try/except; not under ``if TYPE_CHECKING:``."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _type_checking(node):
            yield from (s for n in node.orelse for s in import_statements(ast.Module([n], [])))
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        yield from import_statements(node)


def imported(name: str, path: Path, known: Mapping[str, Path]) -> set[str]:
    """The absolute names of what module `name` imports (modules, or for ``from X import
    y`` X and, when y is a module, X.y)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in import_statements(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
            continue
        base = node.module or ""
        if node.level:
            up = package.split(".")
            base = ".".join(up[:len(up) - node.level + 1] + ([base] if base else []))
        out.add(base)
        out.update(f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in known)
    return out


def parents(name: str) -> list[str]:
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def import_graph() -> dict[str, set[str]]:
    """Project module -> the project modules it depends on: what it imports, the packages
    above each of those (their __init__ runs first), and its own packages."""
    known = project_modules()
    graph: dict[str, set[str]] = {}
    for name, path in known.items():
        deps = set(parents(name))
        for target in imported(name, path, known):
            deps.update(t for t in (*parents(target), target) if t in known)
        deps.discard(name)
        graph[name] = deps
    return graph


def cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def reachable(graph: Mapping[str, set[str]], start: str) -> dict[str, str]:
    """Every module `start` depends on, directly or not -> the module that imports it."""
    seen: dict[str, str] = {}
    todo = [start]
    while todo:
        v = todo.pop()
        for w in graph.get(v, ()):
            if w not in seen and w != start:
                seen[w] = v
                todo.append(w)
    return seen


def _in(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    return import_graph()


# ---------------------------------------------------------------- the scan itself


def test_the_scan_sees_the_project_and_its_lazy_imports(graph: dict[str, set[str]]) -> None:
    """The scan covers every package and counts imports inside functions: a scan that saw
    nothing would pass every rule below."""
    assert len(graph) > 80 and {m.partition(".")[0] for m in graph} == set(PACKAGES)
    # imported inside serve(), only once the arguments are good
    assert "iswitch.switchd.server" in graph["iswitch.switchd.__main__"]
    # relative imports (myhdl_src) resolve
    assert "myhdl_src.iswitch_core" in graph["myhdl_src.iswitch_accel"]
    # a submodule depends on its package's __init__
    assert "iswitch.native" in graph["iswitch.native.datapath"]


def test_the_cycle_finder_finds_a_circle() -> None:
    g = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(g) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_imports_under_type_checking_are_left_out(tmp_path: Path) -> None:
    src = ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import iswitch.sim\n"
           "else:\n    import iswitch.wire\ndef f():\n    import iswitch.torch\n")
    p = tmp_path / "m.py"
    p.write_text(src)
    assert imported("m", p, {}) == {"typing", "iswitch.wire", "iswitch.torch"}


# ---------------------------------------------------------------- the rules


def test_no_import_circle(graph: dict[str, set[str]]) -> None:
    found = cycles(graph)
    assert not found, "import circles:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_runtime_never_reaches_the_simulation(graph: dict[str, set[str]]) -> None:
    runtime = [m for m in graph if any(_in(m, r) for r in RUNTIME)]
    assert len(runtime) > 20
    bad = []
    for m in runtime:
        via = reachable(graph, m)
        for hit in sorted(w for w in via if _in(w, SIM)):
            chain = [hit]
            while chain[-1] != m:
                chain.append(via[chain[-1]])
            bad.append(" <- ".join(chain))
            break
    assert not bad, "runtime modules that reach iswitch.sim:\n" + "\n".join(bad)


#: a path into tb/ written in runtime code: "tb", "tb/...", ".../tb/..." as a string, or
#: a C++ include that climbs out of the package
_TB_TEXT = re.compile(r"""(?:^|/)tb(?:/|$)""")
_CPP_INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def _runtime_files() -> list[Path]:
    out = []
    for r in RUNTIME:
        base = REPO / Path(*r.split("."))
        out += sorted(base.rglob("*")) if base.is_dir() else [base.with_suffix(".py")]
    return [p for p in out if p.is_file() and p.suffix in (".py", ".cpp", ".h", ".vlt")]


def test_runtime_reads_and_includes_nothing_under_tb() -> None:
    """No runtime module names a path under tb/ (a string constant in Python; an include
    in C++), and every header its C++ includes is in the package (the native folder, the
    generated wire header) or Verilator's."""
    package = {p.name for d in ("iswitch/native", "iswitch/wire") for p in (REPO / d).glob("*.h")}
    bad = []
    for p in _runtime_files():
        rel = p.relative_to(REPO)
        if p.suffix == ".py":
            for node in ast.walk(ast.parse(p.read_text(), str(p))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                        and _TB_TEXT.search(node.value) and "\n" not in node.value:
                    bad.append(f"{rel}:{node.lineno}: {node.value!r}")
        else:
            for inc in _CPP_INCLUDE.findall(p.read_text()):
                if not (inc in package or inc == "verilated.h" or inc.startswith("Vnf_")):
                    bad.append(f"{rel}: #include \"{inc}\"")
    assert not bad, "runtime code reaching into tb/:\n" + "\n".join(bad)


def test_tb_includes_the_generated_header_from_the_package() -> None:
    assert not (REPO / "tb" / "include").exists()
    assert (REPO / "iswitch" / "wire" / "iswitch_wire.h").is_file()
    assert (REPO / "iswitch" / "native" / "datapath.h").is_file()


def test_golden_imports_only_the_wire_contracts() -> None:
    known = project_modules()
    allowed = set(sys.stdlib_module_names)
    bad = []
    for name, path in known.items():
        if not _in(name, "golden"):
            continue
        for target in sorted(imported(name, path, known)):
            top = target.partition(".")[0]
            if top in allowed or _in(target, "golden") or any(_in(target, g) for g in GOLDEN_MAY):
                continue
            bad.append(f"{name} imports {target}")
    assert not bad, "golden/ may import only iswitch.wire:\n" + "\n".join(bad)
