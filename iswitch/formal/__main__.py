"""python -m iswitch.formal: prove the fp32 lanes against IEEE-754 binary32 addition.

    python -m iswitch.formal [--unit fp32_add fp32_vec_add exact_pair] [--lanes 0 .. 7]
                             [--by-equivalence] [--solver z3|bitwuzla] [--jobs N]
                             [--rtl DIR] [--json FILE] [--smt2 DIR]

Prints one line per proof: PROVED with the solver's time, or COUNTEREXAMPLE with the pair,
the design's output and the bits the property prescribes. Exit status 0 when everything
is proved, 1 when something is not (or a solver failed), 2 for bad input: an unknown unit
or lane, a solver that is not installed, yosys missing or a Verilog file it cannot read.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from iswitch import wire
from iswitch.formal import btor2, flow, netlist, solvers, spec
from iswitch.util import cli, output

PROG = "python -m iswitch.formal"


def parser() -> cli.ArgumentParser:
    ap = cli.ArgumentParser(prog=PROG, description=__doc__.splitlines()[0])
    ap.add_argument("--unit", nargs="+", choices=sorted(netlist.UNITS),
                    default=list(netlist.UNITS), help="units to prove (default: all three)")
    ap.add_argument("--lanes", nargs="+", type=cli.int_in(0, wire.ADDER_LANES - 1),
                    default=list(range(wire.ADDER_LANES)),
                    help="lanes of fp32_vec_add (default: all)")
    ap.add_argument("--by-equivalence", action="store_true",
                    help="prove fp32_vec_add's lanes equal to fp32_add (which is proved "
                         "against fp.add in the same run) instead of each against fp.add")
    ap.add_argument("--solver", choices=sorted(solvers.SOLVERS), default="z3")
    ap.add_argument("--jobs", type=cli.int_in(1, 64), default=1,
                    help="solver processes at once (default 1)")
    ap.add_argument("--rtl", type=cli.input_dir, default=flow.RTL,
                    help="folder with fp32_add.v and fp32_vec_add.v (default rtl/gen)")
    ap.add_argument("--json", type=cli.output_file, help="write the results as JSON")
    ap.add_argument("--smt2", type=cli.output_dir,
                    help="also write every query as an SMT-LIB file into this folder")
    return ap


def main(argv: list[str] | None = None) -> int:
    ap = parser()
    args = ap.parse_args(argv)
    try:
        args.solver_version = solvers.available(args.solver)
    except solvers.SolverMissing as e:
        ap.error(f"argument --solver: {e}")
    needed = set(args.unit) | ({"fp32_add"} if args.by_equivalence else set())
    for name in (n for n in netlist.UNITS if n in needed):  # the adder's first
        src = args.rtl / netlist.UNITS[name].file
        if not src.is_file():
            ap.error(f"argument --rtl: {src}: no such file")
    return cli.run(PROG, lambda: _main(args))


def _main(args) -> int:
    try:
        version = netlist.yosys_version()
    except netlist.NetlistError as e:
        return _usage(str(e))
    lanes = sorted(set(args.lanes))
    print(f"formal: {version}; {args.solver} {args.solver_version}; {len(spec.cases())} "
          f"cases per lane; {args.jobs} job(s); load {flow.load()}", flush=True)
    results: list[flow.Result] = []
    t0 = time.perf_counter()

    def work(smt2: Path | None) -> list[flow.Result]:
        plan = flow.Plan(args.solver, args.unit, lanes, Path(args.rtl), args.by_equivalence,
                         args.jobs, smt2)
        return flow.run(plan, lambda r: print(r.line(), flush=True))

    try:
        if args.smt2 is not None:
            with output.staged_dir(args.smt2) as stage:
                results = work(stage)
        else:
            results = work(None)
    except (netlist.NetlistError, btor2.Btor2Error) as e:
        return _usage(str(e))
    except solvers.SolverError as e:
        print(f"{PROG}: error: {e}", file=sys.stderr, flush=True)
        return cli.FAILED
    wall = time.perf_counter() - t0
    failed = [r for r in results if not r.proved]
    print(f"{len(results) - len(failed)} proved, {len(failed)} not; {wall:.1f} s wall; "
          f"load {flow.load()}", flush=True)
    if args.by_equivalence and not failed:
        print("fp32_vec_add's lanes equal fp32_add, which equals fp.add RNE: every lane "
              "is proved against fp.add", flush=True)
    if "exact_pair" in args.unit and not failed:
        print("exact_pair: addends, read-out, scale, specials, update and hold "
              "proved: by their composition (iswitch/formal/exact.py) its output is fp.add "
              "RNE of the pair, every NaN 0x7FC00000", flush=True)
    if args.json is not None:
        doc = {"yosys": version, "solver": f"{args.solver} {args.solver_version}",
               "jobs": args.jobs, "wall": wall, "results": flow.results_json(results)}
        output.write_atomic(args.json, json.dumps(doc, indent=1) + "\n")
    return 1 if failed else 0


def _usage(message: str) -> int:
    print(f"{PROG}: error: {message}", file=sys.stderr, flush=True)
    return cli.USAGE


if __name__ == "__main__":
    sys.exit(main())
