"""The property, written in SMT-LIB against the FloatingPoint theory, and the case split.

For operand bit patterns ``a``, ``b`` (32-bit vectors) and the unit's output bits ``out``:

* the reference is ``(fp.add RNE A B)`` with ``A = ((_ to_fp 8 24) a)``: SMT-LIB's
  binary32 addition, round to nearest, ties to even, as IEEE-754 defines it;
* **part 1, numbers.** When the reference is not a NaN, ``out`` read as binary32 *is* the
  reference: ``(= ((_ to_fp 8 24) out) ref)``. SMT-LIB's ``=`` is identity of
  floating-point values (``+0`` and ``-0`` are two values; every number but NaN has
  exactly one encoding), so this fixes all 32 bits;
* **part 2, the sign of zero** (implied by part 1, stated on its own): a zero reference
  comes out with the reference's sign;
* **part 3, the NaN rule.** When the reference is a NaN, ``out`` is exactly the NaN the
  unit's rule prescribes (`NAN_RULES`). The adder's (docs/adder-exactness.md, the x86 SSE
  rule): ``a`` with its quiet bit (22) set if ``a`` is a NaN, else ``b`` with its quiet bit
  set if ``b`` is a NaN, else (``inf + -inf``) the default NaN, sign 1, exponent all ones,
  quiet bit, payload 0. The exact mode's: the canonical NaN 0x7FC00000, always.

The NaN rule is spelled out here from the documentation, not imported from
``golden/fp32.py``: the golden model and this property are the two references that the
mutant tests cross-check (on every counterexample the golden model must give the SMT
reference's bits), so they share no code.

The case split. A query per case, each with the case's condition on ``a`` and ``b``
asserted; `coverage` is the query that no pair is outside every case (unsat: the split
is complete, so the cases together prove the property for all 2^64 pairs). Cases:
``special`` (an exponent field of all ones: infinities and NaNs), then, for both operands
finite, the effective operation (``add``: equal signs, ``sub``: different) times the
difference of the effective exponents (a zero exponent field counts as 1, as for
subnormals) ``d = -26 .. 26`` one case each, and ``d > 26``, ``d < -26``. With ``d``
fixed, the alignment shifts of the design and of the solver's own encoding of
``fp.add`` are constants, which is what makes each case cheap (docs/benchmarks.md).
"""

from __future__ import annotations

from dataclasses import dataclass

#: the widest exponent difference with a case of its own; beyond it only a sticky bit is left
FAR = 26

_DEFS = """\
(define-fun spec.A () (_ FloatingPoint 8 24) ((_ to_fp 8 24) {a}))
(define-fun spec.B () (_ FloatingPoint 8 24) ((_ to_fp 8 24) {b}))
(define-fun spec.ref () (_ FloatingPoint 8 24) (fp.add RNE spec.A spec.B))"""

#: the NaN a NaN result must be, by rule: ``x86`` (fp32_add, fp32_vec_add: the quieted first
#: NaN operand, else the default NaN 0xFFC00000) or ``canonical`` (the exact mode's units:
#: always 0x7FC00000, whatever the operands, golden/exact.py)
NAN_RULES = {
    "x86": """\
(define-fun spec.nan_rule () (_ BitVec 32)
  (ite (fp.isNaN spec.A) (bvor {a} #x00400000)
  (ite (fp.isNaN spec.B) (bvor {b} #x00400000)
       (concat #b1 #xff #b1 (_ bv0 22)))))""",
    "canonical": """\
(define-fun spec.nan_rule () (_ BitVec 32) (concat #b0 #xff #b1 (_ bv0 22)))""",
}

_PARTS = """\
(define-fun spec.numbers ((out (_ BitVec 32))) Bool
  (or (fp.isNaN spec.ref) (= ((_ to_fp 8 24) out) spec.ref)))
(define-fun spec.zero_sign ((out (_ BitVec 32))) Bool
  (or (not (fp.isZero spec.ref))
      (= ((_ extract 31 31) out) (ite (fp.isNegative spec.ref) #b1 #b0))))
(define-fun spec.nan ((out (_ BitVec 32))) Bool
  (or (not (fp.isNaN spec.ref)) (= out spec.nan_rule)))
(define-fun spec.ok ((out (_ BitVec 32))) Bool
  (and (spec.numbers out) (spec.zero_sign out) (spec.nan out)))"""

_SPLIT = """\
(define-fun split.ea () (_ BitVec 8) ((_ extract 30 23) {a}))
(define-fun split.eb () (_ BitVec 8) ((_ extract 30 23) {b}))
(define-fun split.special () Bool (or (= split.ea #xff) (= split.eb #xff)))
(define-fun split.sub () Bool (distinct ((_ extract 31 31) {a}) ((_ extract 31 31) {b})))
(define-fun split.xa () (_ BitVec 9) (ite (= split.ea #x00) (_ bv1 9) ((_ zero_extend 1) split.ea)))
(define-fun split.xb () (_ BitVec 9) (ite (= split.eb #x00) (_ bv1 9) ((_ zero_extend 1) split.eb)))
(define-fun split.d () (_ BitVec 9) (bvsub split.xa split.xb))"""


@dataclass(frozen=True)
class Case:
    name: str
    condition: str  # an SMT-LIB Boolean over the split.* definitions


def _d(v: int) -> str:
    return f"(_ bv{v % 512} 9)"


def cases() -> list[Case]:
    """The case split, in the order the flow runs it."""
    out = [Case("special", "split.special")]
    for op, sub in (("add", "(not split.sub)"), ("sub", "split.sub")):
        fin = f"(not split.special) {sub}"
        out += [Case(f"{op} d={d}", f"(and {fin} (= split.d {_d(d)}))")
                for d in range(-FAR, FAR + 1)]
        out.append(Case(f"{op} d>{FAR}", f"(and {fin} (bvsgt split.d {_d(FAR)}))"))
        out.append(Case(f"{op} d<-{FAR}", f"(and {fin} (bvslt split.d {_d(-FAR)}))"))
    return out


def definitions(a: str = "a", b: str = "b", nan_rule: str = "x86") -> str:
    """The reference, its three parts (with the NaN rule `nan_rule` of `NAN_RULES`) and the
    split's helpers over operand terms a, b."""
    return "\n".join(s.format(a=a, b=b)
                     for s in (_DEFS, NAN_RULES[nan_rule], _PARTS, _SPLIT))


def operands() -> str:
    return "(declare-const a (_ BitVec 32))\n(declare-const b (_ BitVec 32))"


def coverage() -> str:
    """The query whose unsat proves the cases cover every pair (a, b)."""
    every = " ".join(c.condition for c in cases())
    return "\n".join(["(set-logic QF_BVFP)", operands(), definitions(),
                      f"(assert (not (or {every})))"])


def counterexample_query(design: str, out: str, case: Case, nan_rule: str = "x86") -> str:
    """`design` (the unrolled model's SMT-LIB lines, with a and b as its operands at the
    sampling step) and `out` (its output term L steps later): sat iff some pair of the
    case makes the output differ from the property."""
    return "\n".join([
        "(set-logic QF_BVFP)", operands(), design, definitions(nan_rule=nan_rule),
        "(declare-const out (_ BitVec 32))",
        f"(assert (= out {out}))",
        f"(assert {case.condition})",
        "(assert (not (spec.ok out)))",
    ])


def expected_query(a: int, b: int, nan_rule: str = "x86") -> str:
    """Sat with ``expected`` the bits the property prescribes for (a, b) and
    ``ref_nan``: whether the reference is a NaN (part 3) or a number (parts 1, 2)."""
    return "\n".join([
        "(set-logic QF_BVFP)", operands(), definitions(nan_rule=nan_rule),
        f"(assert (= a #x{a:08x}))", f"(assert (= b #x{b:08x}))",
        "(declare-const expected (_ BitVec 32))",
        "(declare-const ref_nan Bool)",
        "(assert (= ref_nan (fp.isNaN spec.ref)))",
        "(assert (ite ref_nan (= expected spec.nan_rule)"
        " (= ((_ to_fp 8 24) expected) spec.ref)))",
    ])
