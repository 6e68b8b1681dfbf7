"""The proofs: what is asked of the solver, per unit and lane, and how the answers combine.

Per unit (``L`` = the unit's ``localparam LATENCY``, read from its Verilog):

* **hold** (per lane view): from any state, one clock edge with ``ce = 0`` (every other
  input free, ``rst`` included) leaves every register of the lane as it was;
* **fp.add** (per lane, the expensive one): from any state, ``L`` edges with ``ce = 1``
  and free ``rst``, ``in_valid`` and operands after the first edge; the lane's output
  after edge ``L`` meets the property of ``spec`` for the operands of the first edge.
  One query per case of ``spec.cases()``; a counterexample stops the lane;
* **valid** (``fp32_vec_add``): with ``ce = 1`` for ``L`` edges, ``out_valid`` after edge
  ``L`` is ``in_valid`` of the first edge and no ``rst`` on any of the ``L`` edges; with
  ``ce = 0``, every register of the valid pipeline holds, or is cleared by ``rst``;
* **= fp32_add** (``--by-equivalence``, per lane of ``fp32_vec_add``): instead of the
  fp.add queries, the lane's output after ``L`` ce-edges equals ``fp32_add``'s for the
  same operands (both from any state), one query; with fp32_add's own fp.add proof in the
  same run this proves the lane against fp.add too.

Why this covers every stall pattern (an induction on the number of stalled edges). Take
any run, an edge ``t0`` with ``ce = 1`` and the next five edges with ``ce = 1`` after it,
the last one ``t5``. By *hold*, the lane's registers do not change on the stalled edges in
between, so the registers before each ce-edge are those after the previous ce-edge: the
states at the ce-edges form a run with ``ce = 1`` throughout, from the state before ``t0``,
which *fp.add* covers (it starts from any state). So the output after ``t5`` is right for
the pair sampled at ``t0``, and by *hold* it stays until the next ce-edge. The output is a
function of the registers alone (checked: the output after edge L uses no input of step
L), so holding registers means a holding output. The same argument with *valid* gives
``out_valid``. Starting from any state also covers every reset and start-up history: the
data registers have no reset, and the proof never assumes their contents.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from pathlib import Path

from iswitch.formal import btor2, exact, netlist, solvers, spec
from iswitch.util import cli

REPO = Path(__file__).resolve().parents[2]
RTL = REPO / "rtl" / "gen"

PROPERTY = "fp.add RNE"
EQUIV = "= fp32_add"


@dataclass
class Counterexample:
    case: str
    a: int
    b: int
    out: int  # the design's output
    expected: int  # the bits the property prescribes
    part: str  # numbers | zero sign | NaN rule
    determined: bool  # out follows from (a, b) alone, whatever the pipeline held

    def text(self) -> str:
        return (f"a=0x{self.a:08X} b=0x{self.b:08X}: out 0x{self.out:08X}, expected "
                f"0x{self.expected:08X} ({self.part}; case {self.case})")


@dataclass
class Result:
    unit: str
    lane: int | None
    prop: str
    proved: bool
    seconds: float  # solver wall time, summed over the queries
    cpu: float  # solver CPU time, summed
    queries: int
    slowest: tuple[str, float] = ("", 0.0)
    cex: Counterexample | LemmaCounterexample | None = None
    cases: dict[str, float] = field(default_factory=dict)  # solver wall time per case

    @property
    def where(self) -> str:
        return self.unit + (f" lane {self.lane}" if self.lane is not None else "")

    def line(self) -> str:
        head = f"{self.where:<20} {self.prop:<13} "
        if self.cex is not None:
            return head + "COUNTEREXAMPLE " + self.cex.text()
        if not self.proved:
            return head + "COUNTEREXAMPLE (a state and inputs that break it; see --smt2)"
        slow = f", slowest {self.slowest[0]} {self.slowest[1]:.1f} s" if self.queries > 1 else ""
        n = f"{self.queries} cases, " if self.queries > 1 else ""
        return head + f"PROVED  {n}{self.seconds:.1f} s (cpu {self.cpu:.1f} s{slow})"


@dataclass
class Task:
    """One query; `key` groups the queries of one result."""

    key: tuple[str, int | None, str]
    case: str
    text: str
    values: tuple[str, ...] = ()
    solver: str | None = None  # None: the plan's (exact.Z3_ONLY: z3 whatever the plan)


@dataclass
class LemmaCounterexample:
    """A model of an exact-proof lemma's negation: the values it names."""

    case: str
    values: dict
    out: int | None = None  # the design's output, where the lemma is about it
    expected: int | None = None

    def text(self) -> str:
        vals = ", ".join(f"{k}=0x{int(v):X}" for k, v in self.values.items() if k != "out")
        return f"{vals} (case {self.case or '-'})"


@dataclass
class Answer:
    task: Task
    status: str
    values: dict
    seconds: float
    cpu: float


def solve(solver: str, task: Task) -> Answer:
    """Decide one task (in a worker process or in this one)."""
    t0, c0 = time.perf_counter(), time.process_time()
    status, values = solvers.check(task.solver or solver, task.text, task.values)
    return Answer(task, status, values, time.perf_counter() - t0, time.process_time() - c0)


# ------------------------------------------------------------------------------------
# the netlists and their unrollings
# ------------------------------------------------------------------------------------


@dataclass
class Views:
    """The BTOR2 models of a unit's views, its latency and its source."""

    unit: netlist.Unit
    src: Path
    latency: int
    lanes: dict[int, btor2.Model] = field(default_factory=dict)
    valid: btor2.Model | None = None


def read_views(unit: netlist.Unit, src: Path, lanes: list[int]) -> Views:
    latency = netlist.check_unit(unit, src)
    v = Views(unit, src, latency)
    for k in lanes:
        v.lanes[k] = btor2.parse(netlist.btor2(unit, src, f"lane {k}"))
    if unit.valid:
        v.valid = btor2.parse(netlist.btor2(unit, src, "valid"))
    return v


def _operand(unit: netlist.Unit, lane: int, name: str, prefix: str) -> tuple[str, list[str]]:
    """A term for bus input `name` whose lane `lane` is the constant `a` or `b` and whose
    other bits are free constants; returns (term, their declarations)."""
    op = {"in_a": "a", "in_b": "b"}[name]
    lo, hi = 32 * lane, unit.bus - 32 * (lane + 1)
    parts, decls = [], []
    if hi:
        decls.append(f"(declare-const |{prefix}.{name}.hi| (_ BitVec {hi}))")
        parts.append(f"|{prefix}.{name}.hi|")
    parts.append(op)
    if lo:
        decls.append(f"(declare-const |{prefix}.{name}.lo| (_ BitVec {lo}))")
        parts.append(f"|{prefix}.{name}.lo|")
    return (parts[0] if len(parts) == 1 else f"(concat {' '.join(parts)})"), decls


def lane_output(views: Views, lane: int, prefix: str, fixed: dict | None = None
                ) -> tuple[str, str]:
    """The lane view unrolled for LATENCY edges with ce = 1, operands a, b on the first:
    (SMT-LIB lines, the output term after the last edge)."""
    L = views.latency
    fx = {("ce", k): "#b1" for k in range(L)}
    decls: list[str] = []
    for name in ("in_a", "in_b"):
        t, d = _operand(views.unit, lane, name, prefix)
        fx[(name, 0)] = t
        decls += d
    fx.update(fixed or {})
    u = btor2.Unrolling(views.lanes[lane], prefix, fx)
    out = u.output("out", L)
    late = [w for _, _, w, k in u.free if k == L and w in dict(views.unit.inputs)]
    if late:
        raise btor2.Btor2Error(f"{views.unit.name}: the output depends on inputs of the "
                               f"same cycle ({', '.join(late)}): not a registered output")
    return "\n".join(decls + [u.text()]), out


def hold_task(views: Views, lane: int) -> Task:
    """ce = 0 for one edge: every register of the lane keeps its value."""
    m = views.lanes[lane]
    u = btor2.Unrolling(m, "hold", {("ce", 0): "#b0"})
    same = [f"(= {u.state(s, 1)} {u.state(s, 0)})" for s in m.states]
    text = "\n".join([u.text(), f"(assert (not (and true {' '.join(same)})))"])
    return Task((views.unit.name, lane, "hold (ce = 0)"), "", text)


def valid_tasks(views: Views) -> list[Task]:
    """out_valid after L ce-edges, and the valid pipeline under ce = 0."""
    m, L = views.valid, views.latency
    assert m is not None
    fx = {("ce", k): "#b1" for k in range(L)}
    fx.update({("rst", k): f"|rst@{k}|" for k in range(L)})
    fx[("in_valid", 0)] = "|in_valid@0|"
    decls = [f"(declare-const |rst@{k}| (_ BitVec 1))" for k in range(L)]
    decls.append("(declare-const |in_valid@0| (_ BitVec 1))")
    u = btor2.Unrolling(m, "valid", fx)
    out = u.output("out", L)
    resets = " ".join(f"(= |rst@{k}| #b0)" for k in range(L))
    latency = "\n".join(decls + [u.text(), f"(assert (not (= (= {out} #b1) "
                                          f"(and (= |in_valid@0| #b1) {resets}))))"])
    h = btor2.Unrolling(m, "hold", {("ce", 0): "#b0", ("rst", 0): "|rst@0|"})
    held = []
    for s in m.states:
        now, nxt, w = h.state(s, 0), h.state(s, 1), m.nodes[s].width
        held.append(f"(= {nxt} (ite (= |rst@0| #b1) (_ bv0 {w}) {now}))")
    hold = "\n".join(["(declare-const |rst@0| (_ BitVec 1))", h.text(),
                      f"(assert (not (and true {' '.join(held)})))"])
    name = views.unit.name
    return [Task((name, None, f"valid after {L}"), "", latency),
            Task((name, None, "valid hold"), "", hold)]


def exact_tasks(views: Views) -> Iterator[Task]:
    """The exact proof's lemmas (iswitch/formal/exact.py) on the unit's one view."""
    for q in exact.queries(views.lanes[0]):
        yield Task((views.unit.name, None, q.prop), q.case, q.text, q.values, q.solver)


def fp_add_tasks(views: Views, lane: int) -> Iterator[Task]:
    design, out = lane_output(views, lane, "dut")
    for case in spec.cases():
        yield Task((views.unit.name, lane, PROPERTY), case.name,
                   spec.counterexample_query(design, out, case, views.unit.nan_rule),
                   ("a", "b", "out"))


def equiv_task(views: Views, lane: int, ref: Views) -> Task:
    design, out = lane_output(views, lane, "lane")
    other, out_ref = lane_output(ref, 0, "ref")
    text = "\n".join([spec.operands(), design, other, f"(assert (distinct {out} {out_ref}))"])
    return Task((views.unit.name, lane, EQUIV), "", text, ("a", "b"))


# ------------------------------------------------------------------------------------
# counterexamples
# ------------------------------------------------------------------------------------


def explain(solver: str, views: Views, lane: int, case: str, a: int, b: int,
            out: int) -> Counterexample:
    """What the property prescribes for (a, b), which part `out` breaks, and whether the
    design's `out` is determined by (a, b) alone (asked with a and b fixed)."""
    _, ex = solvers.check(solver, spec.expected_query(a, b, views.unit.nan_rule),
                          ("expected", "ref_nan"))
    expected, ref_nan = int(ex["expected"]), bool(ex["ref_nan"])
    design, term = lane_output(views, lane, "dut")
    other, _ = solvers.check(solver, "\n".join([
        spec.operands(), design, f"(assert (= a #x{a:08x}))", f"(assert (= b #x{b:08x}))",
        f"(assert (distinct {term} #x{out:08x}))"]))
    if ref_nan:
        part = "NaN rule"
    elif expected & 0x7FFF_FFFF == 0 and out == expected ^ 0x8000_0000:
        part = "zero sign"
    else:
        part = "numbers"
    return Counterexample(case, a, b, out, expected, part, other == "unsat")


# ------------------------------------------------------------------------------------
# running
# ------------------------------------------------------------------------------------


@dataclass
class Plan:
    solver: str
    units: list[str]
    lanes: list[int]
    rtl: Path = RTL
    by_equivalence: bool = False
    jobs: int = 1
    smt2: Path | None = None  # write every query here too


def run(plan: Plan, report: Callable[[Result], None] = lambda r: None) -> list[Result]:
    """Every proof of `plan`; `report` is called with each result as it is complete."""
    units = list(plan.units)
    if plan.by_equivalence and "fp32_add" not in units:
        units.insert(0, "fp32_add")
    views: dict[str, Views] = {}
    for name in units:
        unit = netlist.UNITS[name]
        lanes = plan.lanes if unit.lanes > 1 else [0]
        views[name] = read_views(unit, plan.rtl / unit.file, lanes)

    def tasks() -> Iterator[Task]:
        yield Task(("case split", None, "covers all"), "", spec.coverage())
        for name in units:
            v = views[name]
            for lane in v.lanes:
                yield hold_task(v, lane)
            if v.valid is not None:
                yield from valid_tasks(v)
        for name in units:
            v = views[name]
            if v.unit.proof == "exact":
                yield from exact_tasks(v)
                continue
            for lane in v.lanes:
                if plan.by_equivalence and name != "fp32_add":
                    yield equiv_task(v, lane, views["fp32_add"])
                else:
                    yield from fp_add_tasks(v, lane)

    lanes_of = {name: [None] if views[name].unit.lanes == 1 else list(views[name].lanes)
                for name in units}
    results: list[Result] = []
    open_: dict[tuple, list[Answer]] = {}
    expect = _expected_counts(units, views, plan)
    done: set[tuple] = set()

    def finish(key: tuple, answers: list[Answer], proved: bool,
               cex: Counterexample | LemmaCounterexample | None) -> None:
        slow = max(answers, key=lambda x: x.seconds)
        unit, lane, prop = key
        shown = None if (lane is not None and lanes_of.get(unit) == [None]) else lane
        r = Result(unit, shown, prop, proved, sum(x.seconds for x in answers),
                   sum(x.cpu for x in answers), len(answers), (slow.task.case, slow.seconds),
                   cex, {x.task.case: round(x.seconds, 3) for x in answers if x.task.case})
        results.append(r)
        done.add(key)
        report(r)

    def take(ans: Answer) -> None:
        key = ans.task.key
        if key in done:
            return
        open_.setdefault(key, []).append(ans)
        if ans.status == "sat":
            cex = None
            unit, lane, prop = key
            if prop in exact.PROPS:
                cex = LemmaCounterexample(ans.task.case, dict(ans.values),
                                          ans.values.get("out"))
            elif prop in (PROPERTY, EQUIV):
                vals = ans.values
                out = vals.get("out")
                if out is None:  # an equivalence: the lane's output for that pair
                    out = _lane_value(plan.solver, views[unit], lane, vals["a"], vals["b"])
                cex = explain(plan.solver, views[unit], lane, ans.task.case or "-",
                              int(vals["a"]), int(vals["b"]), int(out))
            finish(key, open_.pop(key), False, cex)
        elif len(open_[key]) == expect[key]:
            finish(key, open_.pop(key), True, None)

    def wanted(t: Task) -> bool:
        if plan.smt2 is not None:
            _write_query(plan.smt2, t)
        return t.key not in done

    if plan.jobs <= 1:
        for t in tasks():
            if wanted(t):
                take(solve(plan.solver, t))
    else:
        with ProcessPoolExecutor(plan.jobs, initializer=cli.exit_on_interrupt) as pool:
            pending: set[Future] = set()
            it = tasks()
            for t in it:
                if wanted(t):
                    pending.add(pool.submit(solve, plan.solver, t))
                while len(pending) >= plan.jobs:
                    ready, pending = wait(pending, return_when=FIRST_COMPLETED)
                    for f in ready:
                        take(f.result())
            while pending:
                ready, pending = wait(pending, return_when=FIRST_COMPLETED)
                for f in ready:
                    take(f.result())
    return results


def _expected_counts(units: list[str], views: dict[str, Views], plan: Plan) -> dict:
    n: dict[tuple, int] = {("case split", None, "covers all"): 1}
    for name in units:
        v = views[name]
        if v.unit.proof == "exact":
            n[(name, 0, "hold (ce = 0)")] = 1
            n.update({(name, None, p): c for p, c in exact.counts(v.lanes[0]).items()})
            continue
        for lane in v.lanes:
            n[(name, lane, "hold (ce = 0)")] = 1
            if plan.by_equivalence and name != "fp32_add":
                n[(name, lane, EQUIV)] = 1
            else:
                n[(name, lane, PROPERTY)] = len(spec.cases())
        if v.valid is not None:
            n[(name, None, f"valid after {v.latency}")] = 1
            n[(name, None, "valid hold")] = 1
    return n


def _lane_value(solver: str, views: Views, lane: int, a: int, b: int) -> int:
    design, term = lane_output(views, lane, "dut")
    _, got = solvers.check(solver, "\n".join([
        spec.operands(), design, f"(assert (= a #x{a:08x}))", f"(assert (= b #x{b:08x}))",
        "(declare-const out (_ BitVec 32))", f"(assert (= out {term}))"]), ("out",))
    return int(got["out"])


def simulate(solver: str, views: Views, lane: int, a: int, b: int) -> int:
    """The lane's output for (a, b), L ce-edges later, as the translated netlist computes
    it (tests compare it with the golden model: the translation's own check)."""
    return _lane_value(solver, views, lane, a, b)


def _write_query(folder: Path, t: Task) -> None:
    unit, lane, prop = t.key
    slug = "-".join(x for x in (unit, "" if lane is None else f"lane{lane}", prop, t.case) if x)
    slug = re.sub(r"[^A-Za-z0-9=<>-]+", "_", slug).replace("<", "lt").replace(">", "gt")
    (folder / f"{slug}.smt2").write_text(t.text + "\n(check-sat)\n(exit)\n")


def results_json(results: list[Result]) -> list[dict]:
    return [asdict(r) | {"where": r.where} for r in results]


def load() -> str:
    """The 1-minute load average (the machine is shared: times depend on it)."""
    try:
        return f"{os.getloadavg()[0]:.2f}"
    except OSError:
        return "unknown"
