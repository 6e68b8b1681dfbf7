"""The exact mode's proof: ``exact_pair`` (two contributions through the exact pipeline) is
SMT-LIB's ``fp.add RNE`` of its operands, every NaN result the canonical 0x7FC00000.

The adder's case split (by exponent difference) does not finish on this unit: nothing in
it is aligned by a difference, each operand is placed at its own exponent in a 288-bit
fixed-point integer and the read-out finds the leading one over all 288 bits. So the proof
is cut at the one place where the pipeline's whole state is an integer: the registers of
the second accumulator update (``exact_acc1``: nine chunks, nine pending carries, four
flags), which are the read-out's input. Its value is

    V = chunks + sum_i carry_i * 2^(32 i)   (mod 2^288, read as two's complement)

Lemmas, each a query (or a case split of queries) on the netlist of ``exact_pair.v`` as
generated, unrolled from *any* state (every register a free constant at step 0), with
``ce = 1`` on the edges counted:

* **addends** (lemma A): after the first ``ADD_EDGES`` = 5 edges (aligners 3, first update
  1, second update 1), with ``a``, ``b`` sampled on the first, the cut holds
  ``V = M(a) + M(b)`` (mod 2^288) and the flags ``nan = nan(a) or nan(b)``, ``pinf``,
  ``ninf`` likewise, ``allnz = (a = -0) and (b = -0)``; ``M(x)`` is the plain-BV
  definition of a binary32 value as an integer times 2^-149: 0 for NaN and the
  infinities, else ``+-(S << (max(e, 1) - 1))``, ``S = (e != 0) * 2^23 + f``;
* **read-out** (lemma B): from any state, the output after ``READ_EDGES`` = 8 more edges
  is ``R(V, flags)`` of the cut's registers at the start: the canonical NaN when ``nan``
  or ``pinf and ninf``; else that infinity; else for ``V = 0`` +0 (-0 when ``allnz``);
  else the binary32 ``((_ to_fp 8 24) RNE X)`` where ``X`` is ``V * 2^-149`` as an
  FP(11, 300) number: ``((_ to_fp 11 300) RNE V)`` (exact: 288 bits fit in 300) with 149
  taken off its biased exponent. Split by the leading one of ``|V|``;
* **scale** (C1): for every finite nonzero binary32 ``x``, ``X`` of ``M(x)`` is
  ``((_ to_fp 11 300) RNE x)``: the integer ``M`` and the scaling mean the value ``x``;
* (not a query) the conversion ``((_ to_fp 11 300) RNE V)`` is exact: SMT-LIB defines it
  as V rounded, and every integer below 2^288 in magnitude has at most 288 significant
  bits, which FP(11, 300) holds (the round trip through ``fp.to_sbv`` as a query: z3 gave
  no answer in 120 s);
* **specials and zero** (C3): for every pair whose flags are raised or whose
  ``M(a) + M(b)`` is 0, ``R`` is what ``spec.ok`` (canonical NaN rule) prescribes;
* **update** (U, not needed for the pair; for any number of contributions): one edge of
  the second update from any state: the cut's V is the first update's V plus b's waiting
  addend and carry-in (mod 2^288), the flags OR (NaN, +Inf, -Inf) and AND (all -0). A
  sum built by such updates is the sum of its addends modulo 2^288 whatever their order
  (addition is commutative and associative, so are OR and AND), and by B the output is a
  function of V and the flags alone, not of the carry-save form: so the order of the
  contributions cannot change the result;
* **hold** (the adder's lemma): an edge with ``ce = 0`` changes no register.

The composition (docs/adder-exactness.md, "The exact pipeline"): for a pair sampled at
the first of 13 ce-edges, the state after edge 5 is *a* state, so by B the output after
edge 13 is ``R`` of the cut's registers after edge 5, which by A hold ``M(a) + M(b)`` and
the pair's flags. ``|M(x)| < 2^277``, so the sum does not wrap. For finite ``a``, ``b``
with a nonzero sum, by the exact conversion and C1, ``X = (M(a) + M(b)) * 2^-149 = a + b``
exactly (real numbers), so ``R = round_RNE(a + b)``, which is SMT-LIB's definition of ``fp.add RNE a
b``: the exact sum rounded once. The remaining pairs are C3's. Stalls: *hold*, as for the
adder.

Solvers: the read-out, scale and specials lemmas use FP(11, 300), which PyPI's
bitwuzla 0.10 refuses (it is built without experimental formats: Float16/32/64/128 only),
so they always go to z3; the addends lemma always to bitwuzla (40 s, where z3 gives no
answer in 300 s); *hold* to the solver asked for.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from iswitch.formal import btor2, spec

W = 288
NCHUNK = 9
#: ce-edges from the sampling edge to the cut (aligners 3, two updates) and from the cut
#: to the output (the read-out)
ADD_EDGES = 5
READ_EDGES = 8
#: the read-out's split: positions of |V|'s leading one per case, from SUB_TOP up
GROUP = 4
SUB_TOP = 23  # below 2^23 (times 2^-149) the result is subnormal: one case
OVF = 277  # from 2^277 up the magnitude is >= 2^128: Inf, one case
#: the lemmas (Result.prop) of the exact proof
ADDENDS = "addends"
READOUT = "read-out"
SCALE = "scale"
SPECIALS = "specials, zero"
UPDATE = "update"
PROPS = (ADDENDS, READOUT, SCALE, SPECIALS, UPDATE)
#: which lemmas need z3 (FP(11, 300))
Z3_ONLY = (READOUT, SCALE, SPECIALS)
#: the addends lemma goes to bitwuzla: 40 s unsplit, where z3 does not answer in 300 s
#: (nor on the case qa = qb = 3 of a split by chunk index)
BITWUZLA_ONLY = (ADDENDS, UPDATE)


@dataclass(frozen=True)
class Query:
    prop: str
    case: str
    text: str
    values: tuple[str, ...] = ()
    solver: str | None = None  # None: the plan's


class CutError(ValueError):
    """The netlist lacks a register of the cut (did the generated names change?)."""


@dataclass(frozen=True)
class Cut:
    """The second update's registers: chunk ids (0..8), carry ids (bit 0..8), flag ids."""

    chunks: tuple[int, ...]
    carries: tuple[int, ...]
    flags: tuple[tuple[str, int], ...]  # nan, pinf, ninf, anz

    @classmethod
    def of(cls, m: btor2.Model) -> Cut:
        names = {m.state_name(s): s for s in m.states}

        def reg(n: str) -> int:
            try:
                return names["dut." + n]
            except KeyError:
                raise CutError(f"exact_pair: no register {n} (the cut of the exact proof; "
                               "iswitch/formal/exact.py names it)") from None

        base = 9  # MyHDL numbers the chunk adders of both updates in one sequence
        return cls(tuple(reg(f"exact_acc1__chunk_add{base + i}_out") for i in range(NCHUNK)),
                   (reg("exact_acc1_c0"),)
                   + tuple(reg(f"exact_acc1__chunk_add{base + i}_co") for i in range(8)),
                   tuple((k, reg(f"s2_{k}")) for k in ("nan", "pinf", "ninf", "anz")))


def value(u: btor2.Unrolling, cut: Cut, step: int) -> str:
    """The term of V at `step`: chunks plus carries, modulo 2^288."""
    ch = " ".join(u.state(n, step) for n in reversed(cut.chunks))
    cy = " ".join(f"((_ zero_extend 31) {u.state(n, step)})" for n in reversed(cut.carries))
    return f"(bvadd (concat {ch}) (concat {cy}))"


def flags(u: btor2.Unrolling, cut: Cut, step: int) -> dict[str, str]:
    return {k: f"(= {u.state(n, step)} #b1)" for k, n in cut.flags}


#: M(x) and the flags of one operand, plain bit vectors (module docstring)
OPERAND = """\
(define-fun ex.e ((x (_ BitVec 32))) (_ BitVec 8) ((_ extract 30 23) x))
(define-fun ex.S ((x (_ BitVec 32))) (_ BitVec 288)
  ((_ zero_extend 264) (concat (ite (= (ex.e x) #x00) #b0 #b1) ((_ extract 22 0) x))))
(define-fun ex.shift ((x (_ BitVec 32))) (_ BitVec 288)
  ((_ zero_extend 280) (ite (= (ex.e x) #x00) #x00 (bvsub (ex.e x) #x01))))
(define-fun ex.mag ((x (_ BitVec 32))) (_ BitVec 288) (bvshl (ex.S x) (ex.shift x)))
(define-fun ex.M ((x (_ BitVec 32))) (_ BitVec 288)
  (ite (= (ex.e x) #xff) (_ bv0 288)
       (ite (= ((_ extract 31 31) x) #b1) (bvneg (ex.mag x)) (ex.mag x))))
(define-fun ex.nan ((x (_ BitVec 32))) Bool
  (and (= (ex.e x) #xff) (distinct ((_ extract 22 0) x) (_ bv0 23))))
(define-fun ex.pinf ((x (_ BitVec 32))) Bool (= x #x7f800000))
(define-fun ex.ninf ((x (_ BitVec 32))) Bool (= x #xff800000))
(define-fun ex.nz ((x (_ BitVec 32))) Bool (= x #x80000000))"""


def pair_flags(a: str = "a", b: str = "b") -> dict[str, str]:
    return {"nan": f"(or (ex.nan {a}) (ex.nan {b}))", "pinf": f"(or (ex.pinf {a}) (ex.pinf {b}))",
            "ninf": f"(or (ex.ninf {a}) (ex.ninf {b}))", "anz": f"(and (ex.nz {a}) (ex.nz {b}))"}


def scaled(v: str, p: str) -> list[str]:
    """SMT-LIB lines defining ``|p.X|``, V * 2^-149 as an FP(11, 300) number (V nonzero),
    and ``|p.W|``, V itself: W's sign, biased exponent and significand are declared and
    asserted equal to W (one solution: W is a number), X is them with 149 off the
    exponent (W >= 1 in magnitude: the exponent stays normal)."""
    return [
        f"(define-fun |{p}.W| () (_ FloatingPoint 11 300) ((_ to_fp 11 300) RNE {v}))",
        f"(declare-const |{p}.s| (_ BitVec 1))",
        f"(declare-const |{p}.e| (_ BitVec 11))",
        f"(declare-const |{p}.m| (_ BitVec 299))",
        f"(assert (= (fp |{p}.s| |{p}.e| |{p}.m|) |{p}.W|))",
        f"(define-fun |{p}.X| () (_ FloatingPoint 11 300) "
        f"(fp |{p}.s| (bvsub |{p}.e| (_ bv149 11)) |{p}.m|))",
    ]


def readout(v: str, fl: dict[str, str], out: str, p: str = "r") -> tuple[list[str], str]:
    """(lines, a Boolean): `out` is R(v, fl) (module docstring)."""
    lines = [f"(define-fun |{p}.V| () (_ BitVec 288) {v})"] + scaled(f"|{p}.V|", p)
    lines.append(f"(define-fun |{p}.ref| () (_ FloatingPoint 8 24) "
                 f"((_ to_fp 8 24) RNE |{p}.X|))")
    ok = (f"(ite (or {fl['nan']} (and {fl['pinf']} {fl['ninf']})) (= {out} #x7fc00000)"
          f" (ite {fl['pinf']} (= {out} #x7f800000) (ite {fl['ninf']} (= {out} #xff800000)"
          f" (ite (= |{p}.V| (_ bv0 288)) (= {out} (ite {fl['anz']} #x80000000 #x00000000))"
          f" (= ((_ to_fp 8 24) {out}) |{p}.ref|)))))")
    return lines, ok


def readout_cases(v: str = "|r.V|", fl: dict[str, str] | None = None) -> list[tuple[str, str]]:
    """The read-out's split over V and the flags: (name, condition)."""
    fl = fl or {}
    special = f"(or {fl['nan']} {fl['pinf']} {fl['ninf']})"
    mag = f"(ite (= ((_ extract 287 287) {v}) #b1) (bvneg {v}) {v})"

    def band(lo: int, hi: int) -> str:  # the leading one of |V| at lo .. hi
        c = [f"(bvuge {mag} (_ bv{1 << lo} 288))"] if lo > 0 else \
            [f"(distinct {v} (_ bv0 288))"]
        if hi < W - 1:
            c.append(f"(bvult {mag} (_ bv{1 << (hi + 1)} 288))")
        return f"(and (not {special}) {' '.join(c)})"

    out = [("special flags", special), ("V = 0", f"(and (not {special}) (= {v} (_ bv0 288)))"),
           (f"p < {SUB_TOP}", band(0, SUB_TOP - 1))]
    for lo in range(SUB_TOP, OVF, GROUP):
        hi = min(lo + GROUP - 1, OVF - 1)
        out.append((f"p={lo}" if lo == hi else f"p={lo}..{hi}", band(lo, hi)))
    out.append((f"p >= {OVF}", band(OVF, W - 1)))
    return out


def _unrolled(model: btor2.Model, edges: int, sample: bool) -> btor2.Unrolling:
    fx = {("ce", k): "#b1" for k in range(edges)}
    if sample:
        fx[("in_a", 0)] = "a"
        fx[("in_b", 0)] = "b"
    return btor2.Unrolling(model, "dut", fx)


def addends_queries(model: btor2.Model) -> list[Query]:
    cut = Cut.of(model)
    u = _unrolled(model, ADD_EDGES, True)
    v, fl, want = value(u, cut, ADD_EDGES), flags(u, cut, ADD_EDGES), pair_flags()
    goal = " ".join([f"(= {v} (bvadd (ex.M a) (ex.M b)))"]
                    + [f"(= {fl[k]} {want[k]})" for k in ("nan", "pinf", "ninf", "anz")])
    text = "\n".join(["(set-logic QF_BV)", spec.operands(), OPERAND, u.text(),
                      f"(assert (not (and {goal})))"])
    return [Query(ADDENDS, "", text, ("a", "b"), "bitwuzla")]


def update_query(model: btor2.Model) -> Query:
    """U: one update of the second exact_acc, from any state: the cut's V after the edge
    is the first update's V plus b's waiting addend and carry-in (mod 2^288), the flags
    OR (NaN, +Inf, -Inf) and AND (all -0). The order of contributions cannot matter to a
    sum built by such updates (module docstring)."""
    reg = {model.state_name(s).removeprefix("dut."): s for s in model.states}
    cut = Cut.of(model)
    first = Cut(tuple(reg[f"exact_acc0__chunk_add{i}_out"] for i in range(NCHUNK)),
                (reg["exact_acc0_c0"],) + tuple(reg[f"exact_acc0__chunk_add{i}_co"]
                                                 for i in range(8)),
                tuple((k, reg[f"s1_{k}"]) for k in ("nan", "pinf", "ninf", "anz")))
    u = _unrolled(model, 1, False)
    add = f"(bvadd {u.state(reg['b1_add'], 0)} ((_ zero_extend 287) {u.state(reg['b1_cin'], 0)}))"
    f0, f1 = flags(u, first, 0), flags(u, cut, 1)
    b = {k: f"(= {u.state(reg['b1_' + n], 0)} #b1)" for k, n in
         (("nan", "nan"), ("pinf", "pinf"), ("ninf", "ninf"), ("anz", "nz"))}
    goal = " ".join([f"(= {value(u, cut, 1)} (bvadd {value(u, first, 0)} {add}))"]
                    + [f"(= {f1[k]} (or {f0[k]} {b[k]}))" for k in ("nan", "pinf", "ninf")]
                    + [f"(= {f1['anz']} (and {f0['anz']} {b['anz']}))"])
    text = "\n".join(["(set-logic QF_BV)", u.text(), f"(assert (not (and {goal})))"])
    return Query(UPDATE, "", text, (), "bitwuzla")


def readout_queries(model: btor2.Model) -> list[Query]:
    cut = Cut.of(model)
    u = _unrolled(model, READ_EDGES, False)
    out = u.output("out", READ_EDGES)
    late = [w for _, _, w, k in u.free if k == READ_EDGES and w in ("in_a", "in_b", "ce")]
    if late:
        raise btor2.Btor2Error("exact_pair: the output depends on inputs of its own cycle")
    fl = flags(u, cut, 0)
    lines, ok = readout(value(u, cut, 0), fl, "out")
    head = "\n".join(["(set-logic QF_BVFP)", u.text(), *lines,
                      "(declare-const out (_ BitVec 32))", f"(assert (= out {out}))",
                      "(declare-const ex.V (_ BitVec 288))", "(assert (= ex.V |r.V|))",
                      "(declare-const ex.F (_ BitVec 4))",
                      "(assert (= ex.F (concat " + " ".join(
                          f"(ite {fl[k]} #b1 #b0)" for k in ("anz", "ninf", "pinf", "nan"))
                      + ")))"])
    return [Query(READOUT, name, "\n".join([head, f"(assert {cond})", f"(assert (not {ok}))"]),
                  ("ex.V", "ex.F", "out"), "z3")
            for name, cond in readout_cases(fl=fl)]


def readout_coverage() -> Query:
    """The read-out's split covers every V and flags (unsat)."""
    fl = {k: f"|c.{k}|" for k in ("nan", "pinf", "ninf", "anz")}
    every = " ".join(c for _, c in readout_cases("c.V", fl))
    text = "\n".join(["(set-logic QF_BV)", "(declare-const c.V (_ BitVec 288))",
                      *(f"(declare-const {t} Bool)" for t in fl.values()),
                      f"(assert (not (or {every})))"])
    return Query(READOUT, "split covers all", text)


def scale_query() -> Query:
    """C1: X of M(x) is x, for every finite nonzero x."""
    lines = scaled("(ex.M x)", "s")
    text = "\n".join(["(set-logic QF_BVFP)", "(declare-const x (_ BitVec 32))", OPERAND,
                      "(assert (distinct (ex.e x) #xff))",
                      "(assert (distinct ((_ extract 30 0) x) (_ bv0 31)))", *lines,
                      "(assert (not (= |s.X| ((_ to_fp 11 300) RNE ((_ to_fp 8 24) x)))))"])
    return Query(SCALE, "", text, ("x",), "z3")


def specials_query() -> Query:
    """C3: R of a pair with flags raised or a zero sum is what spec.ok prescribes."""
    fl = pair_flags()
    lines, ok = readout("(bvadd (ex.M a) (ex.M b))", fl, "out", "c")
    special = f"(or {fl['nan']} {fl['pinf']} {fl['ninf']})"
    text = "\n".join(["(set-logic QF_BVFP)", spec.operands(), OPERAND, *lines,
                      spec.definitions(nan_rule="canonical"),
                      "(declare-const out (_ BitVec 32))", f"(assert {ok})",
                      f"(assert (or {special} (= |c.V| (_ bv0 288))))",
                      "(assert (not (spec.ok out)))"])
    return Query(SPECIALS, "", text, ("a", "b", "out"), "z3")


def queries(model: btor2.Model) -> Iterator[Query]:
    """Every query of the exact proof but *hold* (the flow's own), cheapest first."""
    yield readout_coverage()
    yield scale_query()
    yield specials_query()
    yield update_query(model)
    yield from addends_queries(model)
    yield from readout_queries(model)


def counts(model: btor2.Model) -> dict[str, int]:
    n: dict[str, int] = {}
    for q in queries(model):
        n[q.prop] = n.get(q.prop, 0) + 1
    return n
