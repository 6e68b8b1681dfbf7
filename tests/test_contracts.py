"""The contracts have one owner, iswitch.wire: this lint fails when one of its facts is
written as a literal anywhere else (Python, MyHDL, C++).

What it looks for (each rule names what to use instead):

* the magic byte (0x49) and the `vt` bytes compared or written as numbers;
* a frame byte read at a literal header offset (`d[43]`, `d[46:50]`, `be32(d + 46)`,
  `HDR_OFF + 1`, `ETH_LEN + IP_LEN + 4`): use a field of `wire.*_FIELDS`;
* a `struct` format of three or more items (a record or header layout restated): use
  `wire.<RECORD>.struct` / the header tables;
* the harness file magics and record kind / gate codes written as numbers;
* AXI-Lite register offsets of the switch cores written as numbers outside the testbenches
  of those cores (which check the hand-written Verilog against `wire.*_REGS`).

A line may carry ``# wire-ok: <reason>`` (``// wire-ok: <reason>`` in C++) where a literal is
the point (a known-answer test of the owner itself); the reason is required.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
#: the owner, its generator and this lint (which spells out what it looks for)
OWNER = {REPO / "iswitch" / "wire" / "__init__.py", REPO / "iswitch" / "wire" / "gen.py",
         REPO / "tests" / "test_contracts.py"}
PY_ROOTS = ("iswitch", "golden", "myhdl_src", "tests", "tb", "scripts")
CPP_GLOBS = ("tb/**/*.cpp", "tb/**/*.h", "iswitch/**/*.cpp", "iswitch/**/*.h")
GENERATED = {REPO / "iswitch" / "wire" / "iswitch_wire.h"}

#: frame byte offsets inside the Ethernet/IPv4/UDP/iSwitch headers that name a field
HEADER_OFFSETS = frozenset(range(6, 64))
OK_MARK = re.compile(r"(#|//) wire-ok: \S")


def _files(globs: tuple[str, ...]) -> list[Path]:
    out: list[Path] = []
    for g in globs:
        out += [p for p in REPO.glob(g) if p.is_file()]
    return sorted(set(out) - OWNER - GENERATED)


def _py_files() -> list[Path]:
    files = [p for r in PY_ROOTS for p in (REPO / r).rglob("*.py")]
    files.append(REPO / "conftest.py")
    return sorted(p for p in set(files) - OWNER if "sim_build" not in p.parts)


# ---------------------------------------------------------------- Python


_STRUCT_FMT = re.compile(r"^[<>!=@](\d*[xcbB?hHiIlLqQnNefdsp])+$")
#: where the harness record kinds and gate codes are read and written
HARNESS_CODECS = ("iswitch/sim",)
_FRAME_NAMES = {"d", "b", "f", "x", "raw", "data", "frame", "fr", "buf", "pkt", "hdr", "h0",
                "b0"}
_OFFSET_CONSTS = {"HDR_OFF", "PAYLOAD_OFF", "ETH_LEN", "IP_LEN"}
#: MyHDL signals that carry a beat of frame bytes (iswitch_rx's input registers, rx_classify's port)
_BUS_WORDS = {"m_data", "sk_data", "tdata"}


def _const_int(node: ast.AST) -> int | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, int) \
            and not isinstance(node.value, bool):
        return node.value
    return None


def _is_frame(node: ast.AST) -> bool:
    """A name that holds frame bytes by the project's naming (d, data, frame, f.data ...)."""
    if isinstance(node, ast.Name):
        return node.id in _FRAME_NAMES
    if isinstance(node, ast.Attribute):
        return node.attr in ("data", "frame", "raw")
    return False


class _PyLint(ast.NodeVisitor):
    def __init__(self, src: str, codec: bool, myhdl: bool = False) -> None:
        self.lines = src.splitlines()
        self.codec = codec  # a harness codec module: record kinds are contracts here
        self.myhdl = myhdl  # MyHDL: subscripts are bit slices; the bus words are checked
        self.hits: list[tuple[int, str]] = []

    def hit(self, node: ast.AST, why: str) -> None:
        line = getattr(node, "lineno", 0)
        if not OK_MARK.search(self.lines[line - 1] if line else ""):
            self.hits.append((line, why))

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and _STRUCT_FMT.match(node.value) and sum(
                int(n or 1) for n, c in re.findall(r"(\d*)([a-zA-Z?])", node.value)
                if c in "bBhHiIlLqQnN") >= 3:
            self.hit(node, f"struct format {node.value!r}: use a wire table or record")
        if isinstance(node.value, bytes) and node.value.startswith((b"ISWSTIM", b"ISWOUT")):
            self.hit(node, "harness magic: use wire.STIM_MAGIC / wire.OUT_MAGIC")
        self.generic_visit(node)

    def visit_Subscript(self, node: ast.Subscript) -> None:
        if self.myhdl:
            v = node.value
            bus = (isinstance(v, ast.Attribute) and v.attr == "tdata") or (
                isinstance(v, ast.Name) and v.id in _BUS_WORDS)
            s = node.slice
            lit = _const_int(s) is not None or (isinstance(s, ast.Slice) and any(
                _const_int(x) is not None for x in (s.lower, s.upper) if x is not None))
            if bus and lit:
                self.hit(node, "a bus bit slice by number: use myhdl_src.busfields and the "
                               "wire tables")
        elif _is_frame(node.value):
            s = node.slice
            idx = _const_int(s)
            lo = _const_int(s.lower) if isinstance(s, ast.Slice) and s.lower else None
            for v in (idx, lo):
                if v is not None and v in HEADER_OFFSETS:
                    self.hit(node, f"frame byte {v} by number: use a field of wire.*_FIELDS")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        # MyHDL also slices with a call: m_data(88, 80)
        f = node.func
        bus = (isinstance(f, ast.Attribute) and f.attr == "tdata") or (
            isinstance(f, ast.Name) and f.id in _BUS_WORDS)
        if self.myhdl and bus and any(_const_int(a) is not None for a in node.args):
            self.hit(node, "a bus bit slice by number: use myhdl_src.busfields and the wire "
                           "tables")
        self.generic_visit(node)

    def visit_BinOp(self, node: ast.BinOp) -> None:
        if isinstance(node.op, ast.Add):
            names = {n.id for n in ast.walk(node.left) if isinstance(n, ast.Name)}
            if names & _OFFSET_CONSTS and _const_int(node.right) not in (None, 0):
                self.hit(node, "header offset + a number: use a field of wire.*_FIELDS")
        self.generic_visit(node)

    def visit_Compare(self, node: ast.Compare) -> None:
        for op, right in zip(node.ops, node.comparators, strict=True):
            if not isinstance(op, (ast.Eq, ast.NotEq)):
                continue
            v = _const_int(right)
            left = node.left
            if v in (0x10, 0x11) and isinstance(left, ast.Subscript) and _is_frame(left.value):
                self.hit(node, "a vt byte by number: use wire.VT_DATA / VT_CTRL")
            if self.codec and isinstance(left, ast.Name) and left.id == "kind" and v is not None:
                self.hit(node, "a record kind by number: use wire.RecKind")
        self.generic_visit(node)


_PY_TEXT = [
    (re.compile(r"\b0x49\b", re.I), "the magic byte: use wire.MAGIC"),
    (re.compile(r"^\s*(IA|OPL|OQ|REG)_\w+(\s*,\s*\w+)*\s*=\s*\(?\s*0x"),
     "an AXI-Lite register offset: use wire.IA_REGS / OPL_REGS / OQ_REGS"),
]


def py_hits(path: Path) -> list[tuple[int, str]]:
    src = path.read_text()
    rel = path.relative_to(REPO).as_posix() if path.is_relative_to(REPO) else path.name
    lint = _PyLint(src, rel.startswith(HARNESS_CODECS) or path.name.startswith("codec"),
                   rel.startswith("myhdl_src/"))
    lint.visit(ast.parse(src, str(path)))
    for i, line in enumerate(src.splitlines(), 1):
        code = line.split("#", 1)[0]
        for rx, why in _PY_TEXT:
            if rx.search(code) and not OK_MARK.search(line):
                lint.hits.append((i, why))
    return sorted(set(lint.hits))


# ---------------------------------------------------------------- C++

_CPP_RULES = [
    (re.compile(r"\b0x49\b", re.I), "the magic byte: use iswitch_wire::MAGIC"),
    (re.compile(r"==\s*0x1[01]\b"), "a vt byte: use iswitch_wire::VT_DATA / VT_CTRL"),
    (re.compile(r"\b(?:d|p|frame|data|buf)\[\s*(?:[6-9]|[1-5]\d|6[0-3])\s*\]"),
     "a frame byte by number: use iswitch_wire field offsets/readers"),
    (re.compile(r"\b(?:d|p|frame|data)\s*\+\s*\d+\b"),
     "a frame offset by number: use iswitch_wire field offsets/readers"),
    (re.compile(r"\"ISW(?:STIM|OUT)\w*\""), "harness magic: use iswitch_wire::STIM_MAGIC"),
    (re.compile(r"\bcase\s+\d+\s*:"), "a code by number: use the iswitch_wire enums"),
    (re.compile(r"0x[Ff]{8}\b"), "the trailer kind: use iswitch_wire::RecKind::TRAILER"),
    (re.compile(r"axil_read\(\s*\d+\s*,\s*0x"), "a register by number: AXIL_COUNTERS"),
]


def cpp_hits(path: Path) -> list[tuple[int, str]]:
    out = []
    for i, line in enumerate(path.read_text().splitlines(), 1):
        code = line.split("//", 1)[0]
        if OK_MARK.search(line):
            continue
        for rx, why in _CPP_RULES:
            if rx.search(code):
                out.append((i, why))
    return out


# ---------------------------------------------------------------- the tests


def _report(hits: dict[Path, list[tuple[int, str]]]) -> str:
    return "\n".join(f"{p.relative_to(REPO)}:{line}: {why}"
                     for p, hs in hits.items() for line, why in hs)


def test_no_python_restates_a_contract() -> None:
    hits = {p: h for p in _py_files() if (h := py_hits(p))}
    assert not hits, "contract literals outside iswitch.wire:\n" + _report(hits)


def test_no_cpp_restates_a_contract() -> None:
    files = _files(CPP_GLOBS)
    assert files, "no C++ harness found"
    hits = {p: h for p in files if (h := cpp_hits(p))}
    assert not hits, "contract literals outside iswitch.wire:\n" + _report(hits)


@pytest.mark.parametrize("src, n", [
    ("x = d[43] == 0x10\n", 2),
    ("y = frame[46:50]\n", 1),
    ("z = f.data[HDR_OFF + 1]\n", 1),
    ("s = struct.Struct('<7I2Q')\n", 1),
    ("x = 1\n", 0),
    ("OPL_PKT, OPL_HIT = 0x10, 0x14\n", 1),
    ("m = 0x49\n", 1),
    ("ok = d[43] == 0x10  # wire-ok: known answer\n", 0),
    ("fine = d[0] + values[3] + HDR_OFF + len(x)\n", 0),
])
def test_python_rules_find_what_they_should(tmp_path: Path, src: str, n: int) -> None:
    p = tmp_path / "t.py"
    p.write_text(src)
    assert len(py_hits(p)) == n, py_hits(p)


@pytest.mark.parametrize("src, n", [
    ("x = s_axis.tdata[104:96] == 8\n", 1),
    ("y = m_data[88:80]\n", 1),
    ("v = m_data(88, 80)\n", 1),
    ("z = b[31] ^ a[31]\n", 0),  # bit slices of other signals
])
def test_myhdl_rules_find_what_they_should(src: str, n: int) -> None:
    lint = _PyLint(src, codec=False, myhdl=True)
    lint.visit(ast.parse(src))
    assert len(lint.hits) == n, lint.hits


@pytest.mark.parametrize("src, n", [
    ("if (d[42] != 0x49) return;\n", 2),
    ("uint32_t s = be32(d + 46);\n", 1),
    ("case 3: return x;\n", 1),
    ("if (kind == 0xFFFFFFFF) {}\n", 1),
    ("uint32_t s = data_seg(d);  // fine\n", 0),
])
def test_cpp_rules_find_what_they_should(tmp_path: Path, src: str, n: int) -> None:
    p = tmp_path / "t.cpp"
    p.write_text(src)
    assert len(cpp_hits(p)) == n, cpp_hits(p)
