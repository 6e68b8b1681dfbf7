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
from collections.abc import Sequence
from dataclasses import asdict, is_dataclass
from pathlib import Path
from typing import Any

from golden.report import Doc

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
        line = ax.plot(xs, moving_average(rets), label=f"{label} (mean of last {SMOOTH})")[0]
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
    fig, ax = plt.subplots(figsize=(8, 0.9 + 0.6 * len(runs)))
    labels = [label for label, _ in runs]
    left = [0.0] * len(runs)
    for key, color in (("compute", "#4c72b0"), ("aggregation", "#dd8452"),
                       ("update", "#55a868")):
        vals = [time_split(rec)[key] for _, rec in runs]
        ax.barh(labels, vals, left=left, label=key, color=color)
        left = [a + b for a, b in zip(left, vals, strict=True)]
    ax.set_xlabel("median time per iteration (ms)")
    ax.invert_yaxis()
    ax.legend(loc="lower right")
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
            f"{len(rec['iterations'])} iterations in {rec['wall_s']:.1f} s.")


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
    (out / "index.md").write_text(doc.markdown())
    (out / "index.html").write_text(doc.html("iswitch-train run"))


def load(out: Path) -> dict[str, Any]:
    return json.loads((out / "run.json").read_text())
