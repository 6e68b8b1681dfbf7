"""BTOR2 (the word-level model format yosys writes with ``write_btor``) read and unrolled
into SMT-LIB2 terms.

A BTOR2 model is a list of numbered nodes: sorts, inputs, states (registers), their next
functions, operators over bit vectors, outputs (Niemetz, Preiner, Wolf, Biere, "BTOR2,
BtorMC and Boolector 3.0", CAV 2018). `Unrolling` turns it into a function of time: the
term of node ``n`` at step ``k`` is

* for an input, a fresh constant ``|<prefix>.<input>@k|`` (or a term the caller fixes,
  such as ``#b1`` for a clock enable);
* for a state at step 0, a fresh constant ``|<prefix>.<state>#0|``: the pipeline starts
  from any contents, so a proof covers every reachable state (and more);
* for a state at step k > 0, its next function at step k - 1;
* for an operator, the SMT-LIB operator over the terms of its arguments at step k.

Every node at a step becomes one ``define-fun``, built only when an output asked for it
(the cone of influence), so a lane of ``fp32_vec_add`` brings only its own logic. The
state at the start is never read from ``init`` lines: starting anywhere is the sound
over-approximation, and yosys writes no ``init`` for this RTL anyway.

yosys writes undriven and undefined (``x``) bits as inputs without a name; they are free
at every step here, like every other input, which is again an over-approximation.

Why a reader of our own: the format is a table of about forty operators, and what is
needed here is exactly this functional unrolling with a cone of influence per lane, whose
terms a proof then combines with the SMT-LIB FloatingPoint reference; yosys-smtbmc and
SymbiYosys take properties as Verilog assertions, which cannot name ``fp.add``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: unary operators -> SMT-LIB
_UNARY = {"not": "bvnot", "neg": "bvneg"}
#: binary bit-vector operators -> SMT-LIB (same argument and result widths)
_BINARY = {
    "and": "bvand", "or": "bvor", "xor": "bvxor", "nand": "bvnand", "nor": "bvnor",
    "xnor": "bvxnor", "add": "bvadd", "sub": "bvsub", "mul": "bvmul", "udiv": "bvudiv",
    "urem": "bvurem", "sdiv": "bvsdiv", "srem": "bvsrem", "smod": "bvsmod", "sll": "bvshl",
    "srl": "bvlshr", "sra": "bvashr", "concat": "concat",
}
#: comparisons (a 1-bit result in BTOR2) -> SMT-LIB predicates
_COMPARE = {
    "eq": "=", "ult": "bvult", "ulte": "bvule", "ugt": "bvugt", "ugte": "bvuge",
    "slt": "bvslt", "slte": "bvsle", "sgt": "bvsgt", "sgte": "bvsge",
}
_CONSTS = ("const", "constd", "consth", "zero", "one", "ones")
#: operators and how many node arguments follow the sort
_ARITY = {**dict.fromkeys(_UNARY, 1), **dict.fromkeys(_BINARY, 2),
          **dict.fromkeys(_COMPARE, 2), "neq": 2, "implies": 2, "iff": 2,
          "inc": 1, "dec": 1, "redand": 1, "redor": 1, "redxor": 1,
          "slice": 1, "uext": 1, "sext": 1, "ite": 3}
#: what a model of this project may not contain (and what the reader then says)
_UNSUPPORTED = {"read": "memories", "write": "memories", "init": "initial values",
                "bad": "assertions", "constraint": "assumptions", "fair": "liveness",
                "justice": "liveness", "rol": "rotations", "ror": "rotations"}


class Btor2Error(ValueError):
    """A BTOR2 text this reader does not accept (the message names the line)."""


@dataclass(frozen=True)
class Node:
    nid: int
    op: str
    width: int  # result width (bit vectors only)
    args: tuple[int, ...] = ()  # node arguments; a negative id is the bitwise NOT
    params: tuple[int, ...] = ()  # slice upper/lower, extension width
    value: int = 0  # constants
    symbol: str = ""


@dataclass
class Model:
    """The nodes of one BTOR2 text: inputs and states by id, next functions, outputs."""

    nodes: dict[int, Node] = field(default_factory=dict)
    inputs: list[int] = field(default_factory=list)
    states: list[int] = field(default_factory=list)
    next: dict[int, int] = field(default_factory=dict)  # state id -> its next-value node
    outputs: dict[str, int] = field(default_factory=dict)  # name -> node (maybe negated)

    def input_name(self, nid: int) -> str:
        return self.nodes[nid].symbol or f"undef{nid}"

    def state_name(self, nid: int) -> str:
        return self.nodes[nid].symbol or f"state{nid}"

    def width(self, ref: int) -> int:
        return self.nodes[abs(ref)].width


def parse(text: str) -> Model:
    """Read a BTOR2 text (bit-vector sorts only)."""
    sorts: dict[int, int] = {}
    m = Model()
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split(";", 1)[0].split()
        if not line:
            continue
        try:
            m_node = _parse_line(line, sorts, m)
        except (IndexError, ValueError, KeyError) as e:
            raise Btor2Error(f"line {lineno}: {raw.strip()!r}: {e}") from None
        if m_node is not None:
            m.nodes[m_node.nid] = m_node
    for s in m.states:
        if s not in m.next:
            raise Btor2Error(f"state {m.state_name(s)} has no next function")
    return m


def _parse_line(f: list[str], sorts: dict[int, int], m: Model) -> Node | None:
    nid, op = int(f[0]), f[1]
    if op in _UNSUPPORTED:
        raise ValueError(f"{_UNSUPPORTED[op]} ({op}) are not supported")
    if op == "sort":
        if f[2] != "bitvec":
            raise ValueError(f"sort {f[2]} is not supported (bit vectors only)")
        sorts[nid] = int(f[3])
        return None
    if op == "output":
        ref = int(f[2])
        m.outputs[f[3] if len(f) > 3 else f"out{nid}"] = ref
        return None
    if op == "next":
        m.next[int(f[3])] = int(f[4])
        return None
    width = sorts[int(f[2])]
    rest = f[3:]
    if op in ("input", "state"):
        (m.inputs if op == "input" else m.states).append(nid)
        return Node(nid, op, width, symbol=rest[0] if rest else "")
    if op in _CONSTS:
        value = {"const": lambda: int(rest[0], 2), "constd": lambda: int(rest[0], 10),
                 "consth": lambda: int(rest[0], 16), "zero": lambda: 0, "one": lambda: 1,
                 "ones": lambda: (1 << width) - 1}[op]()
        return Node(nid, "const", width, value=value % (1 << width))
    if op not in _ARITY:
        raise ValueError(f"unknown operator {op!r}")
    n = _ARITY[op]
    args = tuple(int(x) for x in rest[:n])
    params: tuple[int, ...] = ()
    if op == "slice":
        params = (int(rest[1]), int(rest[2]))
    elif op in ("uext", "sext"):
        params = (int(rest[1]),)
    for a in args:
        if abs(a) not in m.nodes:
            raise ValueError(f"argument {a} is not defined before its use")
    return Node(nid, op, width, args, params)


def _lit(value: int, width: int) -> str:
    return f"#b{value:0{width}b}"


def _lit_value(term: str) -> int | None:
    """The value of a literal this module wrote (``#b...``), else None."""
    return int(term[2:], 2) if term.startswith("#b") else None


class Unrolling:
    """Terms of a model's nodes at steps 0, 1, 2, ...; see the module docstring.

    `fixed` maps ``(input name, step)`` to an SMT-LIB term of the input's width (an input
    not in it is free). Names are quoted symbols under `prefix`, so two models can share
    one query. `decls` and `defs` are the SMT-LIB lines, in an order a solver accepts."""

    def __init__(self, model: Model, prefix: str, fixed: dict[tuple[str, int], str] | None = None):
        self.model = model
        self.prefix = prefix
        self.fixed = dict(fixed or {})
        self.decls: list[str] = []
        self.defs: list[str] = []
        #: the free constants: (SMT-LIB name, width, input or state name, step)
        self.free: list[tuple[str, int, str, int]] = []
        self._memo: dict[tuple[int, int], str] = {}

    def text(self) -> str:
        return "\n".join(self.decls + self.defs)

    def output(self, name: str, step: int) -> str:
        """The term of output `name` at `step`."""
        if name not in self.model.outputs:
            raise Btor2Error(f"no output {name!r} (outputs: {sorted(self.model.outputs)})")
        return self.term(self.model.outputs[name], step)

    def state(self, nid: int, step: int) -> str:
        return self.term(nid, step)

    def term(self, ref: int, step: int) -> str:
        """The term of node `ref` (negative: its bitwise NOT) at `step`."""
        # An explicit stack: the cone of a pipelined unit, unrolled, is deeper than
        # Python's recursion limit allows.
        todo = [(abs(ref), step)]
        while todo:
            nid, k = todo[-1]
            if (nid, k) in self._memo:
                todo.pop()
                continue
            need = [d for d in self._deps(nid, k) if d not in self._memo]
            if need:
                todo.extend(need)
                continue
            todo.pop()
            self._memo[(nid, k)] = self._build(nid, k)
        t = self._memo[(abs(ref), step)]
        return self._not(t, self.model.width(ref)) if ref < 0 else t

    # ------------------------------------------------------------------------------

    def _deps(self, nid: int, k: int) -> list[tuple[int, int]]:
        node = self.model.nodes[nid]
        if node.op == "state":
            return [(abs(self.model.next[nid]), k - 1)] if k > 0 else []
        if node.op == "ite":
            # a constant condition selects one branch: the other is never built
            c = self._memo.get((abs(node.args[0]), k))
            if c is None:
                return [(abs(node.args[0]), k)]
            v = _lit_value(c)
            if v is not None:
                v ^= 1 if node.args[0] < 0 else 0
                return [(abs(node.args[2 - v]), k)]
        return [(abs(a), k) for a in node.args]

    def _arg(self, ref: int, k: int) -> str:
        t = self._memo[(abs(ref), k)]
        return self._not(t, self.model.width(ref)) if ref < 0 else t

    @staticmethod
    def _not(t: str, width: int) -> str:
        v = _lit_value(t)
        return _lit(~v % (1 << width), width) if v is not None else f"(bvnot {t})"

    def _fresh(self, name: str, width: int, what: str, k: int) -> str:
        self.decls.append(f"(declare-const {name} (_ BitVec {width}))")
        self.free.append((name, width, what, k))
        return name

    def _build(self, nid: int, k: int) -> str:
        node = self.model.nodes[nid]
        w = node.width
        if node.op == "input":
            what = self.model.input_name(nid)
            if (what, k) in self.fixed:
                return self.fixed[(what, k)]
            return self._fresh(f"|{self.prefix}.{what}@{k}|", w, what, k)
        if node.op == "state":
            if k == 0:
                what = self.model.state_name(nid)
                return self._fresh(f"|{self.prefix}.{what}#0|", w, what, 0)
            return self._arg(self.model.next[nid], k - 1)
        if node.op == "const":
            return _lit(node.value, w)
        op = node.op
        if op == "ite":
            c = self._arg(node.args[0], k)
            v = _lit_value(c)
            if v is not None:
                return self._arg(node.args[2 - v], k)
            expr = (f"(ite (= {c} #b1) {self._arg(node.args[1], k)} "
                    f"{self._arg(node.args[2], k)})")
        else:
            a = [self._arg(x, k) for x in node.args]
            aw = [self.model.width(x) for x in node.args]
            if op == "uext" and node.params[0] == 0:
                return a[0]  # yosys names a wire this way: no logic
            expr = _expr(op, a, aw, node.params)
        name = f"|{self.prefix}.n{nid}@{k}|"
        self.defs.append(f"(define-fun {name} () (_ BitVec {w}) {expr})")
        return name


def _expr(op: str, a: list[str], aw: list[int], params: tuple[int, ...]) -> str:
    """The SMT-LIB expression of a BTOR2 operator over argument terms `a`."""
    if op in _UNARY:
        return f"({_UNARY[op]} {a[0]})"
    if op in _BINARY:
        return f"({_BINARY[op]} {a[0]} {a[1]})"
    if op in _COMPARE:
        return f"(ite ({_COMPARE[op]} {a[0]} {a[1]}) #b1 #b0)"
    if op == "neq":
        return f"(ite (= {a[0]} {a[1]}) #b0 #b1)"
    if op == "implies":
        return f"(bvor (bvnot {a[0]}) {a[1]})"
    if op == "iff":
        return f"(ite (= {a[0]} {a[1]}) #b1 #b0)"
    if op == "inc":
        return f"(bvadd {a[0]} (_ bv1 {aw[0]}))"
    if op == "dec":
        return f"(bvsub {a[0]} (_ bv1 {aw[0]}))"
    if op == "redor":
        return f"(ite (= {a[0]} (_ bv0 {aw[0]})) #b0 #b1)"
    if op == "redand":
        return f"(ite (= {a[0]} (bvnot (_ bv0 {aw[0]}))) #b1 #b0)"
    if op == "redxor":
        bits = " ".join(f"((_ extract {i} {i}) {a[0]})" for i in range(aw[0]))
        return f"(bvxor {bits})" if aw[0] > 1 else a[0]
    if op == "slice":
        return f"((_ extract {params[0]} {params[1]}) {a[0]})"
    if op == "uext":
        return f"((_ zero_extend {params[0]}) {a[0]})"
    if op == "sext":
        return f"((_ sign_extend {params[0]}) {a[0]})"
    raise Btor2Error(f"unknown operator {op!r}")
