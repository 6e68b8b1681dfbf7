"""Pages of training results (Markdown + HTML with matplotlib figures, like the report).

- `write_run_page(out, record)`: the page of one ``iswitch-train --out DIR`` run;
- ``python -m iswitch.train.page --out DIR``: the evidence-of-learning page: a learning run
  through the switch, the same training through gloo and through the RTL switch, their
  per-iteration time split, and where gloo's summation order makes the weights diverge
  (docs/training.md, "Evidence of learning").
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import asdict, is_dataclass
from pathlib import Path
from typing import Any

from iswitch.report.doc import Doc
from iswitch.train import MAX_WORKERS, sigterm_as_interrupt
from iswitch.util import cli, output

#: episodes in the moving average of the reward curve
SMOOTH = 8


def _rec(record: Any) -> dict[str, Any]:
    return asdict(record) if is_dataclass(record) else record


def episodes(rec: dict[str, Any]) -> tuple[list[int], list[float], list[float]]:
    """(environment steps, wall seconds, return) of every finished episode, in the order
    the trainer saw them (the step count is the run's total after that iteration)."""
    steps, wall, rets = [], [], []
    for row in rec["iterations"]:
        for r in row["returns"]:
            steps.append(row["steps"])
            wall.append(row["wall"])
            rets.append(r)
    return steps, wall, rets


def moving_average(xs: Sequence[float], k: int = SMOOTH) -> list[float]:
    """Mean of the last `k` values at each position (fewer at the start)."""
    out, acc = [], 0.0
    for i, x in enumerate(xs):
        acc += x
        if i >= k:
            acc -= xs[i - k]
        out.append(acc / min(i + 1, k))
    return out


def time_split(rec: dict[str, Any]) -> dict[str, float]:
    """Median over iterations (after the first, which fills memories and warms up) of the
    per-iteration median over workers, milliseconds: compute, aggregation, update."""
    rows = rec["iterations"][1:] or rec["iterations"]
    out = {}
    for key in ("compute", "aggregation", "update"):
        out[key] = 1e3 * statistics.median(statistics.median(r[key]) for r in rows)
    return out


def _plt() -> Any:
    import matplotlib  # noqa: PLC0415 - requirements-report.txt

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415

    return plt


_META = {"Software": None}  # no matplotlib version in the PNG


def plot_rewards(path: Path, runs: Sequence[tuple[str, dict[str, Any]]], x: str = "wall") -> None:
    """Episode returns (dots) and their moving average (line) against wall time (minutes)
    or environment steps."""
    plt = _plt()
    fig, ax = plt.subplots(figsize=(8, 4.5))
    for label, rec in runs:
        steps, wall, rets = episodes(rec)
        xs = [w / 60 for w in wall] if x == "wall" else steps
        # workers finish episodes in the same iteration: one line point per iteration
        avg = moving_average(rets)
        last = [i for i in range(len(xs)) if i + 1 == len(xs) or xs[i + 1] != xs[i]]
        line = ax.plot([xs[i] for i in last], [avg[i] for i in last],
                       label=f"{label} (mean of the last {SMOOTH} episodes)")[0]
        ax.scatter(xs, rets, s=4, alpha=0.3, color=line.get_color())
    ax.set_xlabel("wall time (min)" if x == "wall" else "environment steps (all workers)")
    ax.set_ylabel("episode return")
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(path, metadata=_META)
    plt.close(fig)


def plot_times(path: Path, runs: Sequence[tuple[str, dict[str, Any]]]) -> None:
    """Stacked bars: median per-iteration compute, aggregation and update time per run."""
    plt = _plt()
    fig, ax = plt.subplots(figsize=(8, 1.3 + 0.6 * len(runs)))
    labels = [label for label, _ in runs]
    left = [0.0] * len(runs)
    for key, color in (("compute", "#4c72b0"), ("aggregation", "#dd8452"),
                       ("update", "#55a868")):
        vals = [time_split(rec)[key] for _, rec in runs]
        ax.barh(labels, vals, left=left, label=key, color=color)
        left = [a + b for a, b in zip(left, vals, strict=True)]
    ax.set_xlabel("median time per iteration (ms)")
    ax.invert_yaxis()
    ax.legend(ncol=3, loc="lower center", bbox_to_anchor=(0.5, 1.0), frameon=False)
    ax.grid(axis="x", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, metadata=_META)
    plt.close(fig)


def _split_rows(runs: Sequence[tuple[str, dict[str, Any]]]) -> list[list[str]]:
    rows = []
    for label, rec in runs:
        t = time_split(rec)
        total = sum(t.values())
        rows.append([label, f"{len(rec['iterations'])}", f"{t['compute']:.1f}",
                     f"{t['aggregation']:.1f}", f"{t['update']:.1f}", f"{total:.1f}",
                     f"{100 * t['aggregation'] / total:.0f}%"])
    return rows


SPLIT_HEAD = ["run", "iterations", "compute ms", "aggregation ms", "update ms", "total ms",
              "aggregation share"]


def _config_line(rec: dict[str, Any]) -> str:
    c, wl = rec["config"], rec["workload"]
    mode = ("synchronous" if c["threshold"] == c["workers"] else
            f"asynchronous H={c['threshold']} S={c['staleness']}")
    return (f"`{wl['algo']}` ({wl['algorithm']}, `{wl['env']}`, {wl['params']:,} parameters), "
            f"{c['workers']} workers, `--switch {c['switch']}`, {mode}, seed {c['seed']}, "
            f"{len(rec['iterations'])} iterations in {rec['wall_s']:.1f} s wall, "
            f"{rec.get('cpu_s', 0):.0f} CPU-seconds in all processes.")


def write_run_page(out: Path, record: Any) -> None:
    """index.md and index.html (+ reward.png, time.png) of one run in `out`."""
    rec = _rec(record)
    doc = Doc()
    doc.h(1, "iswitch-train run")
    doc.p(_config_line(rec))
    if rec["verdict"]:
        doc.p(rec["verdict"], "pass")
    for e in rec["errors"]:
        doc.p(e, "fail")
    if rec["iterations"]:
        label = rec["config"]["switch"]
        if episodes(rec)[2]:
            plot_rewards(out / "reward.png", [(label, rec)])
            doc.img("reward.png", "episode returns")
        else:
            doc.p("No episode finished in this run.")
        plot_times(out / "time.png", [(label, rec)])
        doc.table(SPLIT_HEAD, _split_rows([(label, rec)]))
        doc.img("time.png", "time split")
    if rec["switch_counters"]:
        doc.table(["switch counter", "value"],
                  [[k, str(v)] for k, v in rec["switch_counters"].items()])
    output.write_atomic(out / "index.md", doc.markdown())
    output.write_atomic(out / "index.html", doc.html("iswitch-train run"))


def load(out: Path) -> dict[str, Any]:
    return json.loads((out / "run.json").read_text())


# ---------------------------------------------------------------- the evidence page

#: the learning task (see docs/training.md, "Evidence of learning", for the choice)
LEARN_ALGO = "ddpg"


def _train(out: Path, name: str, args: list[str], run: bool = True
           ) -> tuple[int, dict[str, Any] | None]:
    """Run ``iswitch-train ARGS --out OUT/NAME``, its output in OUT/NAME/log.txt; returns
    the exit status and the run record (None if it wrote none). `run` False: only load the
    record of an earlier run (status 0 if it passed)."""
    d = out / name
    if run:
        d.mkdir(parents=True, exist_ok=True)
        cmd = [sys.executable, "-m", "iswitch.train", *args, "--out", str(d)]
        print(f"page: {' '.join(cmd[2:])}", flush=True)
        try:
            with open(d / "log.txt", "w") as log:
                log.write(" ".join(cmd[2:]) + "\n")
                log.flush()
                rc = subprocess.run(cmd, stdout=log, stderr=subprocess.STDOUT).returncode
        except KeyboardInterrupt:  # the run (it gets Ctrl-C too) keeps no output: nor its log
            (d / "log.txt").unlink(missing_ok=True)
            raise
    rec = load(d) if (d / "run.json").exists() else None
    if not run:
        rc = 0 if rec and rec["verdict"] else 1
    print(f"page: {name}: exit {rc}, "
          + (rec["verdict"] or rec["errors"][0] if rec else "no record"), flush=True)
    return rc, rec


def _weights_gap(out: Path, a: str, b: str) -> str:
    """Relative L2 distance of the final weights of two runs, and how many differ."""
    import numpy as np  # noqa: PLC0415

    try:
        wa, wb = np.load(out / a / "weights.npy"), np.load(out / b / "weights.npy")
    except OSError:
        return "-"
    diff = int((wa.view(np.uint32) != wb.view(np.uint32)).sum())
    rel = float(np.linalg.norm(wa.astype(np.float64) - wb) / np.linalg.norm(wa.astype(np.float64)))
    return f"{diff:,} of {wa.size:,} weights differ, relative L2 distance {rel:.2e}"


def _first_divergence(a: dict[str, Any], b: dict[str, Any]) -> int | None:
    """The first iteration after which two runs' weights differ (None: never)."""
    for ra, rb in zip(a["iterations"], b["iterations"], strict=False):
        if ra["weights"] != rb["weights"]:
            return int(ra["it"])
    return None


def evidence(out: Path, workers: int, iterations: int, compare: int, rtl: int,
             run: bool = True) -> int:
    """Run the learning run and the comparison runs (`run` False: take their records from
    an earlier run), write out/index.{md,html}; returns 0 when every run passed its check."""
    base = ["--algo", LEARN_ALGO, "--workers", str(workers)]
    runs = {
        "learn": _train(out, "learn", [*base, "--iterations", str(iterations),
                                       "--switch", "model"], run),
        "model": _train(out, "model", [*base, "--iterations", str(compare), "--switch", "model"],
                        run),
        "gloo": _train(out, "gloo", [*base, "--iterations", str(compare), "--switch", "gloo"],
                       run),
        "rtl": _train(out, "rtl", [*base, "--iterations", str(rtl), "--switch", "rtl"], run),
    }
    doc = Doc()
    doc.h(1, "iswitch-train: evidence of learning")
    minutes = sum(rec["wall_s"] for _, rec in runs.values() if rec) / 60
    doc.p(f"Command: `python -m iswitch.train.page --out {out} --workers {workers} "
          f"--iterations {iterations} --compare-iterations {compare} --rtl-iterations {rtl}`"
          f" (the runs: {minutes:.1f} min wall). Task and hyperparameters: docs/training.md.")
    ok = all(rc == 0 for rc, _ in runs.values())
    doc.p("All runs passed their bit-identity checks." if ok else "A run failed (below).",
          "pass" if ok else "fail")
    doc.h(2, "Reward")
    learn = runs["learn"][1]
    if learn and episodes(learn)[2]:
        doc.p(_config_line(learn))
        doc.p(learn["verdict"] or learn["errors"][0], "pass" if learn["verdict"] else "fail")
        plot_rewards(out / "reward.png", [("switchd model", learn)])
        doc.img("reward.png", "episode return against wall time")
        plot_rewards(out / "reward_steps.png", [("switchd model", learn)], x="steps")
        doc.img("reward_steps.png", "episode return against environment steps")
        _, _, rets = episodes(learn)
        k = min(SMOOTH, len(rets))
        doc.p(f"Mean return of the first {k} episodes {statistics.fmean(rets[:k]):.1f}, "
              f"of the last {k} {statistics.fmean(rets[-k:]):.1f} ({len(rets)} episodes, "
              f"{learn['iterations'][-1]['steps']:,} environment steps).")
    else:
        doc.p("The learning run produced no episodes.", "fail")
    doc.h(2, "Time per iteration: compute and aggregation")
    split = [(name, rec) for name, (_, rec) in runs.items()
             if rec and rec["iterations"] and name != "learn"]
    if split:
        plot_times(out / "time.png", split)
        doc.table(SPLIT_HEAD, _split_rows(split))
        doc.img("time.png", "time split")
        doc.p("Compute = rollout + loss + backward; aggregation = from handing the gradient "
              "to the aggregator until the sum is back (including waiting for the slowest "
              "worker); update = optimiser step. Medians over iterations (the first left "
              "out) of the median over workers. All processes share the machine's cores.")
    doc.h(2, "Summation order: gloo against the switch")
    m, g = runs["model"][1], runs["gloo"][1]
    if m and g:
        d = _first_divergence(m, g)
        doc.ul([
            f"switchd model: {m['verdict'] or m['errors'][0]}",
            f"gloo: {g['verdict'] or g['errors'][0]}",
            "the two runs start from the same weights with the same environments and "
            "seeds; " + ("their weights never differ" if d is None else
                         f"their weights first differ after iteration {d}"),
            f"after {compare} iterations: {_weights_gap(out, 'model', 'gloo')}",
        ])
    for name, (rc, rec) in runs.items():
        if rc != 0:
            doc.p(f"{name}: exit {rc}: " + (rec["errors"][0] if rec and rec["errors"]
                                            else f"see {name}/log.txt"), "fail")
    doc.p("Each run's own page and log: " + ", ".join(
        f"[{n}]({n}/index.html) ([log]({n}/log.txt))" for n in runs) + ".")
    output.write_atomic(out / "index.md", doc.markdown())
    output.write_atomic(out / "index.html", doc.html("iswitch-train: evidence of learning"))
    print(f"page: {out / 'index.html'}", flush=True)
    return 0 if ok else 1


def main(argv: Sequence[str] | None = None) -> int:
    prog = "python -m iswitch.train.page"
    ap = cli.ArgumentParser(prog=prog, description=(
        "The evidence-of-learning page: a learning run through switchd (model backend), "
        "and the same training through switchd model, gloo and switchd rtl for the time "
        "split and the summation-order comparison."))
    ap.add_argument("--out", type=cli.output_dir, default=Path("out/train"))
    ap.add_argument("--workers", type=cli.int_in(1, MAX_WORKERS), default=4)
    ap.add_argument("--iterations", type=cli.int_in(1), default=5000, help="the learning run")
    ap.add_argument("--compare-iterations", type=cli.int_in(1), default=300,
                    help="the model and gloo comparison runs")
    ap.add_argument("--rtl-iterations", type=cli.int_in(1), default=30, help="the rtl run")
    ap.add_argument("--no-run", action="store_true",
                    help="render the page from the records of an earlier run in --out")
    a = ap.parse_args(argv)
    sigterm_as_interrupt()  # subprocess.run then stops the running iswitch-train too

    def work() -> int:
        a.out.mkdir(parents=True, exist_ok=True)
        return evidence(a.out, a.workers, a.iterations, a.compare_iterations,
                        a.rtl_iterations, not a.no_run)

    return cli.run(prog, work)


if __name__ == "__main__":
    raise SystemExit(main())
