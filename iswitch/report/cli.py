"""The main job (`make report`, `tox -e report`): real RL gradients through the spliced switch
RTL, compared bit for bit with the golden sums (docs/report.md).

For every workload (golden.workloads: DQN, A2C, PPO, DDPG; N workers, default 4) and every
schedule (round robin, random jitter, one straggler, and every fault at once: loss,
duplicates, a Leave, a Reset and a second job, backpressure, malformed and regular frames,
iswitch/sim/faults.py) the workers' gradients are cut into
iSwitch packets by the worker library and pushed through `nf_datapath` with `iswitch_accel`
spliced in, simulated by Verilator with the compiled harness of tb/nf_datapath/compiled/
(iswitch/sim/schedules.py, iswitch/sim/harness.py). Each run is checked twice:

1. `AccelModel` (golden/accel_model.py) over the frames that entered the accelerator, in the
   recorded order, equals what the accelerator emitted, frame for frame and bit for bit, and
   every output port delivered exactly the accelerator's frames addressed to it;
2. per segment, the sequential PyTorch fp32 fold (golden.fold) of the workers'
   contributions in the recorded acceptance order equals every worker's received copy bit
   for bit (NaNs by class, counted separately);

and its ledger balances: every frame accounted for, the switch's counters against the
harness's observation of the ports (iswitch/sim/ledger.py).

The hierarchical runs (iswitch/report/tree.py): every workload's gradients of 12 workers
through a tree of 5 switches (a root with 4 children of 3 workers, linked by 10G links)
under the clean schedules, every switch checked against the model frame for frame and
every worker's copy against the nested fold bit for bit (iswitch/sim/fabric.py); and the
same again as exact jobs, every copy against the nested exact sum (golden.tree).

The exact mode's figures (iswitch/sim/accuracy.py): per run the exact sum
(golden.exact) in the other orders, and the distance in ULPs between the fold and the exact
sum; per workload that distance for the first N = 2, 4, 8, 16 workers' gradients folded in
worker order.

The two builds (iswitch/report/hw.py): the default build (both modes) and the fold-only one
synthesized with yosys beside the runs, their area next to each other and to the two
modes' latency and throughput on the default build.

Writes out/report/index.md and index.html (+ PNG figures, one pcapng.gz per run, the adder
appendix adder.md/html, runs.json, trees.json, accuracy.json) and exits 1 on any mismatch
or failure, 0 otherwise.

    python -m iswitch.report [--workloads dqn a2c ppo ddpg] [--workers 4]
                             [--schedules rr jitter straggler faults] [--seed 0] [--jobs 2]
                             [--out out/report] [--no-pcap] [--no-adder] [--adder-pairs N]
                             [--no-model] [--tree-schedules rr jitter straggler]
                             [--no-tree] [--no-exact] [--no-synth]

The pieces: runs.py (one run: simulate, check, capture), figures.py, page.py (the page,
section by section), doc.py (Markdown/HTML), facts.py (commit, versions), adder.py (the
adder appendix); this module is the command line and puts them together.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import datetime as dt
import json
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

from golden.tree import Topology
from iswitch.report import facts, hw
from iswitch.report.figures import make_figures
from iswitch.report.page import Report, render
from iswitch.report.runs import RunSummary, load_gradients, run_one, runs_json, tqdm
from iswitch.report.tree import TreeSummary, run_tree, trees_json
from iswitch.sim import fabric as fb
from iswitch.sim import harness as rs
from iswitch.sim import stimulus
from iswitch.sim.accuracy import UlpStats, growth
from iswitch.sim.schedules import SCHEDULES
from iswitch.sim.stimulus import TREADY_P_MAX
from iswitch.util import cli, output

REPO = facts.REPO
DEFAULT_OUT = REPO / "out" / "report"
WORKLOAD_NAMES = ("dqn", "a2c", "ppo", "ddpg")
SCHEDULE_NAMES = tuple(SCHEDULES)
TREE_SCHEDULES = tuple(n for n, s in SCHEDULES.items() if s.faults is None)
ADDER_PAIRS = 100_000  # per random class in the appendix (python -m iswitch.report.adder: 1M)
#: gloo/switchd repeats per size in the model appendix (iswitch-model alone: 7); the
#: measurement is most of the appendix's time, and the report is the main job
MODEL_REPEATS = 3


def max_seed() -> int:
    """The largest workload and schedule seed (golden.workloads.MAX_SEED)."""
    from golden.workloads import MAX_SEED

    return MAX_SEED


def growth_ns() -> tuple[int, ...]:
    """The contribution counts of the accuracy growth: powers of two from 2 up to the
    workers a workload computes (golden.workloads.MAX_WORKERS)."""
    from golden.workloads import MAX_WORKERS

    return tuple(2**k for k in range(1, MAX_WORKERS.bit_length()) if 2**k <= MAX_WORKERS)


def max_workers() -> int:
    """Workers per run: one membership table entry each, and what the workloads compute."""
    from golden.workloads import MAX_WORKERS

    return min(stimulus.MAX_WORKERS, MAX_WORKERS)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = cli.ArgumentParser(prog="python -m iswitch.report",
                           description=__doc__.split("\n\n")[0])
    p.add_argument("--workloads", nargs="+", default=list(WORKLOAD_NAMES),
                   choices=WORKLOAD_NAMES)
    p.add_argument("--workers", type=cli.int_in(1, max_workers()), default=4,
                   help=f"workers per run (1..{max_workers()})")
    p.add_argument("--schedules", nargs="+", default=list(SCHEDULE_NAMES),
                   choices=SCHEDULE_NAMES)
    p.add_argument("--seed", type=cli.int_in(0, max_seed()), default=0,
                   help=f"workload and schedule seed (0..{max_seed()})")
    p.add_argument("--jobs", type=cli.int_in(1), default=2, help="runs simulated in parallel")
    p.add_argument("--tready-p", type=cli.int_in(0, TREADY_P_MAX), default=0,
                   help=f"output tready low on P/256 of the cycles, P in 0..{TREADY_P_MAX} "
                   "(default 0: always high)")
    p.add_argument("--out", type=cli.output_dir, default=DEFAULT_OUT,
                   help="the report's folder (written when the run is complete; a run that "
                   "fails or is interrupted leaves it as it was)")
    p.add_argument("--no-pcap", dest="pcap", action="store_false")
    p.add_argument("--no-adder", dest="adder", action="store_false",
                   help="skip the fp32 adder appendix")
    p.add_argument("--adder-pairs", type=cli.int_in(1), default=ADDER_PAIRS,
                   help=f"random pairs per class in the adder appendix (default {ADDER_PAIRS:,})")
    p.add_argument("--no-model", dest="model", action="store_false",
                   help="skip the system model appendix (iswitch-model, 3 repeats per "
                   "measured size: ~30-40 s)")
    p.add_argument("--tree-schedules", nargs="+", default=list(TREE_SCHEDULES),
                   choices=TREE_SCHEDULES,
                   help=f"schedules of the hierarchical runs (the {fb.SPEC} tree)")
    p.add_argument("--no-tree", dest="tree", action="store_false",
                   help="skip the hierarchical runs")
    p.add_argument("--no-synth", dest="synth", action="store_false",
                   help="skip the synthesis of the two builds (yosys, beside the runs: "
                   "~5 min of one core)")
    p.add_argument("--no-exact", dest="exact", action="store_false",
                   help="skip the exact mode's runs (the flat and the hierarchical runs "
                   "again, each job in the exact mode on the build with it)")
    args = p.parse_args(argv)
    need = min(SCHEDULES[s].min_workers for s in args.schedules)
    if args.workers < need:  # nothing would run
        p.error(f"argument --schedules: {' '.join(args.schedules)} needs at least {need} "
                f"workers (--workers {need}..{max_workers()}), got --workers {args.workers}")
    return args


def prepare(args: argparse.Namespace, problems: list[str]) -> list[str]:
    """Build the simulator and compute (or load) the gradients; the workloads ready to run.
    What fails is added to `problems`."""
    try:
        print("building the Verilated switch (cached under build/compiled_tb/) ...", flush=True)
        rs.build_harness()
    except Exception as e:  # noqa: BLE001
        problems.append(f"the simulator could not be built: {e}")
        return []
    ready = []
    names = args.workloads
    if tqdm is not None:
        names = tqdm(args.workloads, desc="gradients", unit="workload", file=sys.stderr)
    tree_workers = len(Topology.parse(fb.SPEC).workers)
    for name in names:  # cached: the runs load them from the cache
        try:
            load_gradients(name, args.workers, args.seed)
            if args.tree:
                load_gradients(name, tree_workers, args.seed)
            load_gradients(name, max(growth_ns()), args.seed)  # the accuracy growth
            ready.append(name)
        except Exception as e:  # noqa: BLE001
            problems.append(f"workload {name}: no gradients ({type(e).__name__}: {e}); "
                            "are the report dependencies installed "
                            "(pip install -r requirements-report.txt)?")
    return ready


def _worker(job: tuple) -> RunSummary | TreeSummary:
    import torch

    torch.set_num_threads(1)
    if job[0] == "tree":
        name, schedule, seed, out, exact = job[1:]
        return run_tree(name, schedule, seed, out, exact=exact)
    name, schedule, workers, seed, out, pcap, tready_p, exact = job[1:]
    return run_one(name, schedule, workers, seed, out, pcap=pcap, tready_p=tready_p,
                   exact=exact)


def _log_run(r: RunSummary | TreeSummary, bar: Any) -> None:
    tree = f" ({r.spec} tree)" if isinstance(r, TreeSummary) else ""
    mode = ", exact" if r.mode == "exact" else ""
    msg = (f"{r.workload}/{r.schedule}{tree}{mode}: {'ok' if r.ok else 'FAILED'}, "
           f"{r.span_cycles:,} cycles, {r.wall_seconds:.1f} s")
    if bar is not None:
        bar.update(1)
        bar.write(msg)
    else:
        print(msg, flush=True)


def runnable(args: argparse.Namespace, notes: list[str]) -> list[str]:
    """The schedules asked for that take `args.workers` workers (the others are noted, and
    so is a `--tready-p` the faults schedule does not use)."""
    out = []
    for name in args.schedules:
        sched = SCHEDULES[name]
        if args.workers < sched.min_workers:
            notes.append(f"schedule {name} not run: it needs at least {sched.min_workers} "
                         "workers")
            continue
        out.append(name)
        if args.tready_p and sched.faults is not None:
            notes.append(f"--tready-p {args.tready_p} does not apply to the {name} schedule: "
                         f"it has its own backpressure (P = {sched.faults.tready_p})")
    return out


def simulate_all(args: argparse.Namespace, ready: list[str], schedules: list[str]
                 ) -> tuple[list[RunSummary], list[TreeSummary], list[RunSummary]]:
    """Every (workload, schedule) run, every hierarchical run (fold, then exact) and every
    exact flat one, `args.jobs` of them in parallel (the hierarchical ones first: they take
    longest), in job order."""
    flat = [("flat", n, s, args.workers, args.seed, args.out, args.pcap, args.tready_p, False)
            for n in ready for s in schedules]
    exact = [("flat", n, s, args.workers, args.seed, args.out, args.pcap, args.tready_p, True)
             for n in ready for s in schedules] if args.exact else []
    trees = [("tree", n, s, args.seed, args.out, exact) for exact in
             ([False, True] if args.exact else [False]) for n in ready
             for s in args.tree_schedules] if args.tree else []
    jobs = trees + flat + exact
    if not jobs:
        return [], [], []
    bar = tqdm(total=len(jobs), desc="runs", unit="run", file=sys.stderr) if tqdm else None
    done: dict[tuple, Any] = {}
    if args.jobs > 1 and len(jobs) > 1:
        with cf.ProcessPoolExecutor(max_workers=min(args.jobs, len(jobs)),
                                    initializer=cli.exit_on_interrupt) as ex:
            futs = {ex.submit(_worker, j): j for j in jobs}
            for f in cf.as_completed(futs):
                done[futs[f]] = r = f.result()
                _log_run(r, bar)
    else:
        for j in jobs:
            done[j] = r = (run_tree(*j[1:5], exact=j[5]) if j[0] == "tree" else
                           run_one(*j[1:6], progress=True, pcap=j[6], tready_p=j[7],
                                   exact=j[8]))
            _log_run(r, bar)
    if bar is not None:
        bar.close()
    return [done[j] for j in flat], [done[j] for j in trees], [done[j] for j in exact]


def accuracy_growth(args: argparse.Namespace, ready: list[str]
                    ) -> dict[str, list[tuple[int, UlpStats]]]:
    """Per workload, the fold of the first N workers' gradients in worker order against
    their exact sum (iswitch.sim.accuracy.growth), N of `growth_ns`."""
    import torch

    print("accuracy: the fold against the exact sum for N = "
          + ", ".join(map(str, growth_ns())) + " ...", flush=True)
    out = {}
    for name in ready:
        grads = load_gradients(name, max(growth_ns()), args.seed)
        out[name] = growth([g.contiguous().view(torch.int32).numpy().view("uint32")
                            for g in grads], growth_ns())
    return out


def accuracy_json(runs: list[RunSummary], growth_: dict[str, list[tuple[int, UlpStats]]]
                  ) -> str:
    """The accuracy figures: per run and per (workload, N) of the growth."""
    return json.dumps({"runs": [{"workload": r.workload, "schedule": r.schedule,
                                 "accuracy": asdict(r.accuracy) if r.accuracy else None}
                                for r in runs],
                       "growth": {wl: [{"n": n, **asdict(a)} for n, a in g]
                                  for wl, g in growth_.items()}}, indent=1)


def adder_appendix(args: argparse.Namespace, shown: Path) -> tuple[bool, str]:
    """The fp32 adder appendix (adder.md/html): (passed, its verdict line)."""
    print(f"appendix: fp32 adder exactness ({args.adder_pairs:,} pairs per class) ...",
          flush=True)
    from iswitch.report import adder

    try:
        ok, verdict = adder.run(args.adder_pairs, out=args.out, shown=shown)
        return ok, verdict + "."
    except Exception as e:  # noqa: BLE001
        return False, f"the adder appendix failed: {e}."


def _summary_line(r: RunSummary | TreeSummary, what: str) -> None:
    print(f"{r.workload:5s} {r.schedule:9s} {'ok    ' if r.ok else 'FAILED'} "
          f"{r.mismatches_all} mismatches  {r.span_cycles:>10,} cycles  {what}  "
          f"{r.wall_seconds:5.1f} s")
    for e in r.errors[:6]:
        print(f"    {e.splitlines()[0] if e else e}")


def print_summary(rp: Report) -> None:
    print()
    for r in rp.runs:
        _summary_line(r, f"{r.throughput_gbps:5.2f} Gb/s")
    for r in rp.exact:
        _summary_line(r, "exact mode")
    for t in rp.trees:
        _summary_line(t, f"{t.spec} tree, {t.switches} switches, {t.workers} workers"
                      + (", exact mode" if t.mode == "exact" else ""))
    for pr in rp.problems:
        print(f"PROBLEM: {pr}")
    for note in rp.notes:
        print(f"note: {note}")
    rel = rp.args.out / "index.html"
    print(f"\n{'' if rp.ok else '*** '}{rp.verdict}{'' if rp.ok else ' ***'}\n"
          f"report: {rel.relative_to(REPO) if rel.is_relative_to(REPO) else rel} "
          f"(and index.md), {rp.wall:.1f} s"
          + (f" + {rp.model_wall:.1f} s of model appendix" if rp.model_wall else ""))


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    return cli.run("python -m iswitch.report", lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    """The report, written into a staging folder inside `args.out` and moved into place
    when complete (iswitch.util.output.staged_dir): an exception or Ctrl-C leaves `args.out`
    as it was, without work folders."""
    with output.staged_dir(args.out, discard=("work",)) as stage:
        rp = _report(args, argparse.Namespace(**{**vars(args), "out": stage}))
    print_summary(rp)
    return 0 if rp.ok else 1


def _report(args: argparse.Namespace, staged: argparse.Namespace) -> Report:
    """Everything of the report; its files go to `staged.out`."""
    t0 = time.perf_counter()
    started = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    commit, dirty = facts.commit(), facts.local_changes()
    out = staged.out
    print(f"iSwitch golden report: workloads {' '.join(args.workloads)}, {args.workers} "
          f"workers, schedules {' '.join(args.schedules)}, seed {args.seed}, commit "
          f"{commit[:12]}{' (+ local changes)' if dirty else ''}", flush=True)
    problems: list[str] = []
    notes: list[str] = []
    ready = prepare(args, problems)
    synthesis = hw.Synthesis().start() if args.synth else None
    runs, trees, exact = simulate_all(staged, ready, runnable(args, notes))
    built = synthesis.wait() if synthesis is not None else []
    problems += hw.problems(built)
    adder = adder_appendix(staged, args.out) if args.adder else None
    growth_ = accuracy_growth(args, ready) if runs else {}
    figs = make_figures(runs, out, growth_) if runs else {}
    if runs and not figs:
        problems.append("matplotlib is not installed: no figures "
                        "(pip install -r requirements-report.txt)")
    wall = time.perf_counter() - t0  # everything but writing the pages
    rp = Report(runs, args, facts.versions(), figs, adder, wall, problems, started, commit,
                dirty, notes, trees, growth=growth_, exact=exact, builds=built)
    doc = render(rp)
    (out / "index.md").write_text(doc.markdown())
    (out / "index.html").write_text(doc.html("iSwitch golden report"))
    (out / "runs.json").write_text(runs_json(runs + exact))
    (out / "trees.json").write_text(trees_json(trees))
    (out / "accuracy.json").write_text(accuracy_json(runs, growth_))
    if args.model and runs:  # the system model appendix, on this run's figures
        from iswitch.model import __main__ as model

        t1 = time.perf_counter()
        model.run(model.parse_args(["--out", str(out / "model"), "--report-runs",
                                    str(out / "runs.json"), "--repeats",
                                    str(MODEL_REPEATS)]), shown=args.out / "model")
        rp.model_wall = time.perf_counter() - t1
    return rp


if __name__ == "__main__":
    sys.exit(main())
