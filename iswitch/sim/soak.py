"""The soak (`tox -e soak`): the faults schedule, every fault at once, on the spliced switch
under Verilator, run after run until at least `--cycles` simulated cycles (default
10,000,000), every run checked as the report checks it (iswitch/sim/check.py).

    python -m iswitch.sim.soak [--cycles 10000000] [--jobs 2] [--seed 0]

Each run: random fp32 gradients with NaNs, infinities, -0.0 and subnormals
(`scenarios.random_gradients`), a worker count and a size from `SHAPES` in turn, its own
seed (the soak's seed + the run's number) for the gradients, the malformed and regular
frames and the link faults. A run passes when it ends without a hang (every segment
completes or the run fails with the hang's diagnosis), every aggregate every worker took
and every other copy equals the fold of the contributions the switch added (0 corrupted
aggregates), the model and delivery checks hold and the ledger balances. Prints one line
per run and the totals; exits 0 only if every run passed and the cycles were reached (1
otherwise). A bad argument is one line naming it and its range, exit 2; Ctrl-C is one
line, exit 130, and leaves no work folder (the runs' folders are inside one temporary
folder the soak removes).
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from iswitch.sim import harness as rs
from iswitch.sim.schedules import SCHEDULES, build_stimulus
from iswitch.util import cli

#: (workers, segments) of the runs, in turn: 4 workers on their own ports, 3 (the fewest the
#: schedule takes), 8 and 16 (two and four per port)
SHAPES = ((4, 2400), (3, 2400), (8, 1200), (16, 600))
CYCLES = 10_000_000
#: the first run's seed at most: run i's seed is seed + i, a torch generator seed (64 bits)
#: with room for 2^63 runs
MAX_SEED = 2**63 - 1


@dataclass
class Soaked:
    """One run's outcome (picklable)."""

    index: int
    workers: int
    segments: int
    seed: int
    cycles: int = 0
    ok: bool = False
    balances: str = ""
    compared: int = 0
    mismatches: int = 0
    recovery: str = ""
    errors: tuple[str, ...] = ()
    wall: float = 0.0

    def line(self) -> str:
        head = (f"run {self.index:2d}: {self.workers:2d} workers, {self.segments:,} segments, "
                f"seed {self.seed}: {self.cycles:,} cycles, {self.compared:,} elements, "
                f"{self.mismatches} mismatches, ledger {self.balances}, {self.recovery}, "
                f"{'ok' if self.ok else 'FAILED'} ({self.wall:.1f} s)")
        return "\n".join([head, *(f"    {e}" for e in self.errors)])


def soak_one(index: int, workers: int, segments: int, seed: int, work: Path) -> Soaked:
    """Build, simulate and check one faults run (its harness files in `work`, removed
    after)."""
    import torch

    from iswitch.sim.check import check_run
    from iswitch.sim.scenarios import random_gradients

    torch.set_num_threads(1)
    t0 = time.perf_counter()
    out = Soaked(index, workers, segments, seed)
    grads = random_gradients(seed, workers, segments)
    stim = build_stimulus(grads, SCHEDULES["faults"], seed=seed)
    try:
        res = rs.run_harness(stim, rs.build_harness(), work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    ck = check_run(stim, res, grads)
    rows = ck.ledger.rows if ck.ledger is not None else []
    rec = ck.ledger.recovery if ck.ledger is not None else {}
    out.cycles = res.cycles
    out.ok = ck.ok
    out.balances = f"{sum(r.ok for r in rows)}/{len(rows)} balanced"
    out.compared = ck.elems_compared
    out.mismatches = ck.mismatches + ck.model_mismatches + ck.port_mismatches
    out.recovery = (f"lost {rec.get('data frames lost on the way in', 0)} in / "
                    f"{rec.get('aggregate copies lost on the way out', 0)} out, "
                    f"{rec.get('duplicates the network made', 0)} duplicated, "
                    f"{rec.get('Helps sent', 0)} Helps, {rec.get('RETX sent', 0)} RETX")
    out.errors = tuple(e.splitlines()[0] for e in ck.errors[:6])
    out.wall = time.perf_counter() - t0
    return out


def soak(cycles: int, jobs: int, seed: int) -> tuple[list[Soaked], float]:
    """Runs (`jobs` at a time) until `cycles` simulated cycles are done."""
    rs.build_harness()  # once, before the pool
    with tempfile.TemporaryDirectory(prefix="iswitch-soak-") as tmp:
        return _soak(cycles, jobs, seed, Path(tmp))


def _soak(cycles: int, jobs: int, seed: int, work: Path) -> tuple[list[Soaked], float]:
    t0 = time.perf_counter()
    done: list[Soaked] = []
    total = 0
    with cf.ProcessPoolExecutor(max_workers=jobs, initializer=cli.exit_on_interrupt) as ex:
        running: set[cf.Future] = set()
        started = 0
        while total < cycles or running:
            while total < cycles and len(running) < jobs:
                w, n = SHAPES[started % len(SHAPES)]
                running.add(ex.submit(soak_one, started, w, n, seed + started,
                                      work / f"run-{started}"))
                started += 1
            finished, running = cf.wait(running, return_when=cf.FIRST_COMPLETED)
            for f in finished:
                r = f.result()
                done.append(r)
                total += r.cycles
                print(r.line(), flush=True)
                if not r.ok:
                    cycles = 0  # stop: no new runs after a failure
    return sorted(done, key=lambda r: r.index), time.perf_counter() - t0


PROG = "python -m iswitch.sim.soak"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = cli.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0])
    ap.add_argument("--cycles", type=cli.int_in(1), default=CYCLES,
                    help=f"simulated cycles to reach (default {CYCLES:,})")
    ap.add_argument("--jobs", type=cli.int_in(1), default=2, help="runs in parallel (default 2)")
    ap.add_argument("--seed", type=cli.int_in(0, MAX_SEED), default=0,
                    help=f"the first run's seed, 0..{MAX_SEED} (default 0)")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    return cli.run(PROG, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    print(f"soak: the faults schedule ({SCHEDULES['faults'].describe()}) until "
          f"{args.cycles:,} simulated cycles, {args.jobs} run(s) at a time, seeds from "
          f"{args.seed}", flush=True)
    runs, wall = soak(args.cycles, args.jobs, args.seed)
    total = sum(r.cycles for r in runs)
    ok = all(r.ok for r in runs) and total >= args.cycles
    print(f"\n{'PASS' if ok else '*** FAILED'}: {len(runs)} runs, {total:,} simulated cycles, "
          f"{sum(r.compared for r in runs):,} elements compared, "
          f"{sum(r.mismatches for r in runs)} mismatches, "
          f"{sum(not r.ok for r in runs)} failed run(s), {wall:.0f} s wall"
          + ("" if ok else " ***"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
