"""The formal proof (iswitch/formal): it proves the shipped lanes, and it fails where it must.

* `test_shipped_rtl_is_proved`: fp32_add against SMT-LIB's fp.add RNE (all 111 cases), every
  lane of fp32_vec_add equal to fp32_add, the hold and valid lemmas: what `make test`
  proves (`tox -e formal` proves each lane against fp.add directly);
* `test_mutant_is_caught`: a copy of the generated Verilog with one lane broken (the round
  bit inverted, the sticky OR losing an input, the subnormal shift limit off by one); the
  flow reports a counterexample for that lane, the counterexample replayed in the Icarus
  simulation of the mutant gives exactly the wrong output the solver predicted, the shipped
  RTL gives the prescribed bits on it, and golden/fp32.py agrees with the SMT reference;
* the lemmas fail on RTL that breaks them (a stage that ignores ce; a wrong latency);
* the translation of the netlist computes what the golden model computes (seeded pairs);
* the BTOR2 reader refuses what it does not model, and the tool's bad input.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from golden import fp32
from iswitch import wire
from iswitch.formal import __main__ as formal_main
from iswitch.formal import btor2, exact, flow, netlist, solvers, spec
from iswitch.sim import adder_exactness

REPO = Path(__file__).resolve().parents[1]
GEN = REPO / "rtl" / "gen"
SOLVER = "z3"
SEED = 2025

#: name -> (lane, text in that lane's processes of fp32_vec_add.v, its mutated form)
MUTANTS = {
    "round bit inverted": (
        2, "up = (fp32_add2_s5_n[2] & ((fp32_add2_s5_n[1] | fp32_add2_s5_n[0])",
        "up = (fp32_add2_s5_n[2] & (((~fp32_add2_s5_n[1]) | fp32_add2_s5_n[0])"),
    "sticky OR loses y[0]": (
        5, "fp32_add5_s2_y <= {y[27-1:1], (y[0] | (w[27-1:0] != 0))};",
        "fp32_add5_s2_y <= {y[27-1:1], (w[27-1:0] != 0)};"),
    "subnormal shift limit off by one": (
        7, "emax = (fp32_add7_s3_exp - 1);", "emax = fp32_add7_s3_exp;"),
}


def _copy_rtl(tmp: Path) -> Path:
    rtl = tmp / "rtl"
    rtl.mkdir()
    for name in netlist.UNITS:
        shutil.copy(GEN / f"{name}.v", rtl)
    return rtl


def _mutate(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert text.count(old) == 1, f"{old!r} is not once in {path} (did the RTL change?)"
    path.write_text(text.replace(old, new))


def _replay(rtl: Path, lane: int, a: int, b: int, stall: int = 0) -> int:
    """Lane `lane`'s output for the pair in the Icarus testbench of `rtl`."""
    va = np.zeros(wire.ADDER_LANES, np.uint32)
    vb = np.zeros(wire.ADDER_LANES, np.uint32)
    va[lane], vb[lane] = a, b
    vvp = adder_exactness.build_icarus(rtl)
    got = adder_exactness.run_icarus(va, vb, adder_exactness.SimStats(), stall=stall,
                                     bubble=stall, seed=SEED, vvp=vvp)
    return int(got[lane])


def test_shipped_rtl_is_proved(record_property) -> None:
    """About a minute of one core (fp32_add's 111 cases; the rest is instant)."""
    plan = flow.Plan(SOLVER, ["fp32_add", "fp32_vec_add"], list(range(wire.ADDER_LANES)),
                     by_equivalence=True)
    results = flow.run(plan)
    for r in results:
        print(r.line())
    assert all(r.proved for r in results), [r.line() for r in results if not r.proved]
    props = {(r.unit, r.lane, r.prop) for r in results}
    assert ("fp32_add", None, flow.PROPERTY) in props
    assert {lane for u, lane, p in props if p == flow.EQUIV} == set(range(wire.ADDER_LANES))
    main = next(r for r in results if r.prop == flow.PROPERTY)
    assert main.queries == len(spec.cases())
    record_property("summary", f"formal: fp32_add = fp.add RNE, {main.queries} cases, "
                    f"{main.seconds:.0f} s ({SOLVER}); 8 lanes = fp32_add; hold, valid")


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_mutant_is_caught(name: str, tmp_path: Path, record_property) -> None:
    lane, old, new = MUTANTS[name]
    rtl = _copy_rtl(tmp_path)
    _mutate(rtl / "fp32_vec_add.v", old, new)
    results = flow.run(flow.Plan(SOLVER, ["fp32_vec_add"], [lane], rtl))
    bad = [r for r in results if not r.proved]
    assert [(r.lane, r.prop) for r in bad] == [(lane, flow.PROPERTY)], [r.line() for r in results]
    cex = bad[0].cex
    assert cex is not None and cex.out != cex.expected
    print(bad[0].line())
    assert cex.determined  # the wrong output follows from the pair alone
    # replayed in simulation: the mutant gives the predicted wrong bits, with and without
    # stalls; the shipped RTL gives the prescribed bits
    assert _replay(rtl / "fp32_vec_add.v", lane, cex.a, cex.b) == cex.out
    assert _replay(rtl / "fp32_vec_add.v", lane, cex.a, cex.b, stall=128) == cex.out
    assert _replay(GEN / "fp32_vec_add.v", lane, cex.a, cex.b) == cex.expected
    # the golden model and the SMT reference agree on it
    assert int(fp32.f32_add_bits([cex.a], [cex.b])[0]) == cex.expected
    record_property("summary", f"formal: mutant '{name}' (lane {lane}) caught in case "
                    f"{cex.case} after {bad[0].queries} queries, {bad[0].seconds:.1f} s; "
                    f"replayed in Icarus")


def test_hold_fails_when_a_stage_ignores_ce(tmp_path: Path) -> None:
    rtl = _copy_rtl(tmp_path)
    _mutate(rtl / "fp32_add.v", "always @(posedge clk) begin: stage3\n    if (ce) begin",
            "always @(posedge clk) begin: stage3\n    if (1'b1) begin")
    views = flow.read_views(netlist.UNITS["fp32_add"], rtl / "fp32_add.v", [0])
    assert flow.solve(SOLVER, flow.hold_task(views, 0)).status == "sat"
    shipped = flow.read_views(netlist.UNITS["fp32_add"], GEN / "fp32_add.v", [0])
    assert flow.solve(SOLVER, flow.hold_task(shipped, 0)).status == "unsat"


def test_valid_fails_with_another_latency() -> None:
    unit = netlist.UNITS["fp32_vec_add"]
    views = flow.read_views(unit, GEN / unit.file, [0])
    assert [flow.solve(SOLVER, t).status for t in flow.valid_tasks(views)] == ["unsat"] * 2
    for latency in (views.latency - 1, views.latency + 1):
        views.latency = latency
        assert flow.solve(SOLVER, flow.valid_tasks(views)[0]).status == "sat", latency


def test_case_split_is_complete_and_a_gap_is_found() -> None:
    assert solvers.check(SOLVER, spec.coverage())[0] == "unsat"
    every = " ".join(c.condition for c in spec.cases() if c.name != "sub d=3")
    gap = "\n".join(["(set-logic QF_BVFP)", spec.operands(), spec.definitions(),
                     f"(assert (not (or {every})))"])
    status, v = solvers.check(SOLVER, gap, ("a", "b"))
    assert status == "sat"
    ea, eb = (int(v["a"]) >> 23) & 0xFF, (int(v["b"]) >> 23) & 0xFF
    assert (int(v["a"]) ^ int(v["b"])) >> 31 and max(ea, 1) - max(eb, 1) == 3


def test_translation_computes_the_golden_sums() -> None:
    """The unrolled netlist of lane 3, evaluated by the solver on fixed pairs, gives what
    the golden model gives: directed corners of each kind and seeded random pairs."""
    unit = netlist.UNITS["fp32_vec_add"]
    views = flow.read_views(unit, GEN / unit.file, [3])
    names, da, db = fp32.directed_arrays()
    pick = [names.index(n) for n in ("zero 80000000 + 80000000", "cancel x + -x", "max + ulp "
            "(overflow)", "sub - sub", "inf + -inf (invalid)", "nan + x", "x + nan")]
    rng = np.random.default_rng(SEED)
    print(f"seed {SEED}")
    ra, rb = fp32.gen_mixed(rng, 24)
    a = np.concatenate([da[pick], ra])
    b = np.concatenate([db[pick], rb])
    want = fp32.f32_add_bits(a, b)
    got = [flow.simulate(SOLVER, views, 3, int(x), int(y)) for x, y in zip(a, b, strict=True)]
    assert got == [int(w) for w in want]


def test_expected_bits_follow_the_three_parts() -> None:
    """spec.expected_query on one pair per part: a number, a signed zero, each NaN rule."""
    for a, b in [(0x3F80_0000, 0x3F80_0000), (0x8000_0000, 0x8000_0000), (0x3F80_0000,
                 0xBF80_0000), (0x7F80_0001, 0xFFC0_0001), (0x3F80_0000, 0xFF80_0123),
                 (0x7F80_0000, 0xFF80_0000)]:
        _, v = solvers.check(SOLVER, spec.expected_query(a, b), ("expected", "ref_nan"))
        assert v["expected"] == int(fp32.f32_add_bits([a], [b])[0]), (hex(a), hex(b))


def test_canonical_nan_rule_is_the_exact_modes() -> None:
    """The exact mode's rule: every NaN result is 0x7FC00000 (golden/exact.py, with which
    it shares no code), numbers and zeros as fp.add."""
    from golden.exact import exact_sum

    for a, b in [(0x7F80_0001, 0xFFC0_0001), (0x3F80_0000, 0xFF80_0123),
                 (0x7F80_0000, 0xFF80_0000), (0x3F80_0000, 0xBF80_0000),
                 (0x8000_0000, 0x8000_0000), (0x3F80_0000, 0x3F80_0000)]:
        _, v = solvers.check(SOLVER, spec.expected_query(a, b, "canonical"),
                             ("expected", "ref_nan"))
        assert v["expected"] == int(exact_sum([[a], [b]])[0]), (hex(a), hex(b))
        if v["ref_nan"]:
            assert v["expected"] == 0x7FC0_0000


@pytest.mark.parametrize("solver", sorted(solvers.SOLVERS))
def test_both_solvers_answer(solver: str) -> None:
    """A sat and an unsat query, and model values, through each solver's interface."""
    assert solvers.check(solver, spec.coverage())[0] == "unsat"
    status, v = solvers.check(solver, spec.expected_query(0x4000_0000, 0x3F80_0000),
                              ("expected", "ref_nan"))
    assert status == "sat" and v == {"expected": 0x4040_0000, "ref_nan": False}


@pytest.mark.parametrize("text, message", [
    ("1 sort bitvec 8\n2 input 1 x\n3 rol 1 2 2\n", "line 3: '3 rol 1 2 2': rotations"),
    ("1 sort array 2 3\n", "line 1: '1 sort array 2 3': sort array is not supported"),
    ("1 sort bitvec 8\n2 state 1 r\n3 init 1 2 2\n", "initial values (init) are not supported"),
    ("1 sort bitvec 8\n2 frob 1 1\n", "unknown operator 'frob'"),
    ("1 sort bitvec 8\n2 add 1 5 6\n", "argument 5 is not defined before its use"),
    ("1 sort bitvec 8\n2 state 1 r\n", "state r has no next function"),
])
def test_btor2_refuses_what_it_does_not_model(text: str, message: str) -> None:
    with pytest.raises(btor2.Btor2Error, match=message.replace("(", r"\(").replace(")", r"\)")):
        btor2.parse(text)


def test_btor2_operators_against_python() -> None:
    """Each operator yosys may write, on fixed 8-bit values, against Python's integers."""
    x, y = 0b1011_0110, 0b0000_0011
    ops = {"and": x & y, "or": x | y, "xor": x ^ y, "add": (x + y) % 256, "sub": (x - y) % 256,
           "mul": x * y % 256, "sll": x << y & 0xFF, "srl": x >> y, "sra": (x - 256) >> y & 0xFF,
           "udiv": x // y, "urem": x % y, "nand": ~(x & y) & 0xFF, "xnor": ~(x ^ y) & 0xFF}
    cmp = {"eq": x == y, "neq": x != y, "ult": x < y, "ugte": x >= y, "slt": x - 256 < y,
           "sgt": x - 256 > y}
    lines = ["1 sort bitvec 8", "2 sort bitvec 1", f"3 const 1 {x:08b}", f"4 constd 1 {y}"]
    want = {}
    for i, (op, v) in enumerate({**ops, **cmp}.items()):
        lines.append(f"{10 + i} {op} {1 if op in ops else 2} 3 4")
        lines.append(f"{100 + i} output {10 + i} {op}")
        want[op] = int(v)
    lines += ["200 redor 2 3", "201 output 200 redor", "202 slice 2 3 7 7", "203 output 202 msb",
              "204 sext 1 -202 7", "205 output 204 sext_not_msb", "206 ite 1 202 3 4",
              "207 output 206 ite"]
    want |= {"redor": 1, "msb": 1, "sext_not_msb": 0, "ite": x}
    u = btor2.Unrolling(btor2.parse("\n".join(lines)), "t")
    terms = {name: u.output(name, 0) for name in want}
    decls = [f"(declare-const |v.{n}| (_ BitVec {u.model.width(u.model.outputs[n])}))"
             for n in want]
    eqs = [f"(assert (= |v.{n}| {t}))" for n, t in terms.items()]
    _, got = solvers.check(SOLVER, "\n".join([u.text(), *decls, *eqs]), [f"v.{n}" for n in want])
    assert {n: got[f"v.{n}"] for n in want} == want


def test_missing_solver_and_missing_yosys(monkeypatch, capsys) -> None:
    """A solver that is not installed and a missing yosys: one line, exit 2."""
    monkeypatch.setitem(__import__("sys").modules, "bitwuzla", None)  # import fails
    code = _main(["--solver", "bitwuzla"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1, err
    assert "argument --solver: bitwuzla is not installed" in err
    monkeypatch.setattr(netlist, "YOSYS", "/nonexistent/yosys")
    code = _main(["--unit", "fp32_add"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "yosys not found" in err, err


def _main(argv: list[str]) -> int:
    try:
        return formal_main.main(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 1


# ------------------------------------------------------------------------------------
# the exact pipeline (exact_pair: iswitch/formal/exact.py; the whole proof is tox -e formal)
# ------------------------------------------------------------------------------------

#: name -> (text in exact_pair.v's read-out, its mutated form, the read-out case that
#: catches it)
EXACT_MUTANTS = {
    "round-up ignores the sticky bit": (
        "(exact_round0__tail0_s6_round && (exact_round0__tail0_s6_sticky || "
        "exact_round0__tail0_s6_lsb))",
        "(exact_round0__tail0_s6_round && exact_round0__tail0_s6_lsb)", "p=23..26"),
    "subnormal cut one bit low": (
        "if ((p0 < 23)) begin\n        exact_round0__select0_low_pos = 23;",
        "if ((p0 < 22)) begin\n        exact_round0__select0_low_pos = 23;", "p < 23"),
    "sticky loses the chunks below the pair": (
        "exact_round0__tail0_s6_sticky <= (exact_round0__select0_below || (sh[39-1:0] != 0));",
        "exact_round0__tail0_s6_sticky <= (sh[39-1:0] != 0);", None),
}


def _readout_answers(src: Path, only: str | None = None):
    """The read-out lemma's queries on `src` in order, up to the first sat one."""
    views = flow.read_views(netlist.UNITS["exact_pair"], src, [0])
    for q in exact.readout_queries(views.lanes[0]):
        if only is not None and q.case != only:
            continue
        status, vals = solvers.check(q.solver or SOLVER, q.text, q.values)
        yield q.case, status, vals
        if status == "sat":
            return


def _signed(v: int) -> int:
    return v - (1 << exact.W) if v >> (exact.W - 1) else v


@pytest.mark.parametrize("name", sorted(EXACT_MUTANTS))
def test_exact_readout_mutant_is_caught(name: str, tmp_path: Path, record_property) -> None:
    """A broken read-out in exact_pair.v: the read-out lemma has a counterexample state;
    its output differs from the rounding of V * 2^-149 by the IEEE definition (the
    Fractions of tb/exact_round, which share no code with the spec), and the shipped RTL
    proves the same case."""
    from tb.exact_round.test_exact_round import want_flags

    old, new, where = EXACT_MUTANTS[name]
    rtl = _copy_rtl(tmp_path)
    _mutate(rtl / "exact_pair.v", old, new)
    answers = list(_readout_answers(rtl / "exact_pair.v"))
    case, status, vals = answers[-1]
    assert status == "sat", answers
    assert where is None or case == where, case
    f = int(vals["ex.F"])
    flags = (bool(f & 1), bool(f & 2), bool(f & 4), bool(f & 8))
    v = _signed(int(vals["ex.V"]))
    want = want_flags(flags, v)
    assert int(vals["out"]) != want, (hex(v), flags)
    assert [s for _, s, _ in _readout_answers(GEN / "exact_pair.v", case)] == ["unsat"]
    record_property("summary", f"formal: exact read-out mutant '{name}' caught in case {case} "
                    f"after {len(answers)} queries: V={v:#x}, out {int(vals['out']):#010x}, "
                    f"IEEE {want:#010x}")


def test_exact_readout_spec_is_the_ieee_rounding() -> None:
    """The read-out spec R (exact.readout), evaluated by the solver on fixed V and flags,
    gives tb/exact_round's Fraction rounding: ties, the subnormal edge, overflow, signs."""
    from tb.exact_round.test_exact_round import want_flags

    vs = [1, -1, 2**23 - 1, 2**23, 2**24 + 1, 2**24 + 3, -(2**25 + 2), 2**149, 3 * 2**148,
          (2**24 - 1) * 2**253, (2**128 - 2**103) * 2**149, (2**128 - 2**103) * 2**149 - 1,
          -(2**287), 2**287 - 1, 12345678901234567890123 * 2**100, 0]
    cases = [(v, (False, False, False, False)) for v in vs]
    cases += [(0, (False, False, False, True)), (5, (True, False, False, False)),
              (5, (False, True, True, False)), (-7, (False, False, True, False))]
    for v, (nan, pinf, ninf, anz) in cases:
        fl = {k: ("true" if x else "false") for k, x in
              (("nan", nan), ("pinf", pinf), ("ninf", ninf), ("anz", anz))}
        lines, ok = exact.readout(f"(_ bv{v % (1 << exact.W)} 288)", fl, "out")
        text = "\n".join(["(set-logic QF_BVFP)", *lines, "(declare-const out (_ BitVec 32))",
                          f"(assert {ok})"])
        status, got = solvers.check("z3", text, ("out",))
        assert status == "sat" and got["out"] == want_flags((nan, pinf, ninf, anz), v), hex(v)


def test_exact_cut_and_cheap_lemmas() -> None:
    """The read-out split is complete (and a gap is found), the exact proof's hold lemma
    on exact_pair, and the cut's registers are those the read-out reads."""
    assert solvers.check(SOLVER, exact.readout_coverage().text)[0] == "unsat"
    fl = {k: f"|c.{k}|" for k in ("nan", "pinf", "ninf", "anz")}
    every = " ".join(c for n, c in exact.readout_cases("c.V", fl) if n != "p=99..102")
    gap = "\n".join(["(set-logic QF_BV)", "(declare-const c.V (_ BitVec 288))",
                     *(f"(declare-const {t} Bool)" for t in fl.values()),
                     f"(assert (not (or {every})))"])
    status, v = solvers.check(SOLVER, gap, ("c.V",))
    assert status == "sat" and abs(_signed(int(v["c.V"]))).bit_length() - 1 in range(99, 103)
    views = flow.read_views(netlist.UNITS["exact_pair"], GEN / "exact_pair.v", [0])
    assert flow.solve(SOLVER, flow.hold_task(views, 0)).status == "unsat"
    cut = exact.Cut.of(views.lanes[0])
    assert len(cut.chunks) == exact.NCHUNK and len(cut.carries) == exact.NCHUNK


#: name -> (text in exact_pair.v, its mutated form, the lemmas that must fail)
EXACT_FRONT_MUTANTS = {
    "second update drops chunk 12's carry out": (
        "exact_acc1__chunk_add12_co <= exact_acc1__chunk_add12_s[32];",
        "exact_acc1__chunk_add12_co <= 0;", (exact.ADDENDS, exact.UPDATE)),
    "aligner of a loses the shift's bit 4": (
        "exact_align0_s1_r <= exact_align0_x_shift[5-1:0];",
        "exact_align0_s1_r <= exact_align0_x_shift[4-1:0];", (exact.ADDENDS,)),
}


@pytest.mark.parametrize("name", sorted(EXACT_FRONT_MUTANTS))
def test_exact_front_mutant_is_caught(name: str, tmp_path: Path) -> None:
    """A broken aligner or update: the addends lemma (and the update lemma where the
    update is broken) has a counterexample; on the shipped RTL both hold (tox -e formal)."""
    old, new, failing = EXACT_FRONT_MUTANTS[name]
    rtl = _copy_rtl(tmp_path)
    _mutate(rtl / "exact_pair.v", old, new)
    model = flow.read_views(netlist.UNITS["exact_pair"], rtl / "exact_pair.v", [0]).lanes[0]
    got = {q.prop: solvers.check(q.solver or SOLVER, q.text, q.values)
           for q in [exact.update_query(model), *exact.addends_queries(model)]}
    assert {p for p, (status, _) in got.items() if status == "sat"} == set(failing), got
    a, b = got[exact.ADDENDS][1]["a"], got[exact.ADDENDS][1]["b"]
    print(f"{name}: addends counterexample a=0x{a:08X} b=0x{b:08X}")
