"""The SMT solvers, from PyPI (pinned in requirements.txt), behind one call.

Both decide quantifier-free bit vectors with floating point (QF_BVFP) by bit-blasting
(z3: its fpa2bv translation; bitwuzla: SymFPU's encoding), from the same SMT-LIB text:

* ``z3``: z3-solver (Microsoft Research); the default, the faster of the two on this
  case split (docs/benchmarks.md);
* ``bitwuzla``: bitwuzla (Niemetz and Preiner), CaDiCaL as its SAT solver.

`check` returns ``"unsat"`` or ``"sat"`` with the values of the declared constants the
caller names (bit vectors as ints, Booleans as bools).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from importlib.metadata import PackageNotFoundError, version

#: solver -> (Python module, PyPI distribution)
SOLVERS = {"z3": ("z3", "z3-solver"), "bitwuzla": ("bitwuzla", "bitwuzla")}


class SolverMissing(RuntimeError):
    """The solver's Python package is not installed."""


class SolverError(RuntimeError):
    """The solver refused the query or answered neither sat nor unsat."""


def available(name: str) -> str:
    """The installed version of solver `name`; raises SolverMissing."""
    module, dist = SOLVERS[name]
    try:
        importlib.import_module(module)
        return version(dist)
    except (ImportError, PackageNotFoundError):
        raise SolverMissing(f"{name} is not installed (requirements.txt pins {dist}; "
                            f"pip install -r requirements.txt)") from None


def check(name: str, text: str, values: Sequence[str] = ()) -> tuple[str, dict[str, int | bool]]:
    """Decide `text` (SMT-LIB, no check-sat) with solver `name`."""
    return (_z3 if name == "z3" else _bitwuzla)(text, tuple(values))


def _z3(text: str, values: tuple[str, ...]) -> tuple[str, dict[str, int | bool]]:
    import z3

    # A context per query: the answer (and a counterexample) depends on the query alone,
    # not on what this process asked before, and its terms are freed with it.
    s = z3.Solver(ctx=z3.Context())
    try:
        s.from_string(text)
    except z3.Z3Exception as e:
        raise SolverError(f"z3 refused the query: {e}") from None
    r = s.check()
    if r == z3.unsat:
        return "unsat", {}
    if r != z3.sat:
        if "interrupted" in s.reason_unknown():  # z3 takes Ctrl-C itself while it solves
            raise KeyboardInterrupt
        raise SolverError(f"z3 answered {r}: {s.reason_unknown()}")
    m = s.model()
    got: dict[str, int | bool] = {}
    for d in m.decls():
        if d.name() in values:
            v = m[d]
            got[d.name()] = bool(z3.is_true(v)) if z3.is_bool(v) else v.as_long()
    return "sat", _complete(got, values)


def _bitwuzla(text: str, values: tuple[str, ...]) -> tuple[str, dict[str, int | bool]]:
    import bitwuzla as bw

    tm = bw.TermManager()
    opts = bw.Options()
    opts.set(bw.Option.PRODUCE_MODELS, True)
    p = bw.Parser(tm, opts)
    try:
        p.parse(text, True, False)
    except bw.BitwuzlaException as e:
        raise SolverError(f"bitwuzla refused the query: {e}") from None
    s = p.bitwuzla()
    r = s.check_sat()
    if r == bw.Result.UNSAT:
        return "unsat", {}
    if r != bw.Result.SAT:
        raise SolverError(f"bitwuzla answered {r}")
    got: dict[str, int | bool] = {}
    for t in p.get_declared_funs():
        name = t.symbol()
        if name in values:
            v = s.get_value(t)
            got[name] = v.value() if t.sort().is_bool() else int(v.value(2), 2)
    return "sat", _complete(got, values)


def _complete(got: dict[str, int | bool], values: tuple[str, ...]) -> dict[str, int | bool]:
    # A constant the solver left out of its model is unconstrained: any value is a witness.
    return {v: got.get(v, 0) for v in values}
