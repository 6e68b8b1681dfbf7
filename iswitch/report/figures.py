"""The report's PNG figures (matplotlib, Agg backend): per workload the latency
distributions, the segment completion timeline and the port utilisation; over all runs
the throughput and the fold's distance from the exact sum (and its growth with N).
Deterministic bytes: no software version or date in the files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from iswitch import wire
from iswitch.native.datapath import PORT_GBPS
from iswitch.report.runs import RunSummary
from iswitch.sim import harness as rs
from iswitch.sim.pcap import PORT_NAMES
from iswitch.sim.stimulus import K

META = {"Software": None}  # no matplotlib version/date in the PNG: reruns give equal bytes
CYCLES = f"cycles ({rs.CYCLE_S * 1e9:g} ns)"


def _save(plt: Any, fig: Any, out: Path, name: str) -> str:
    p = out / "fig" / f"{name}.png"
    fig.tight_layout()
    fig.savefig(p, metadata=META)
    plt.close(fig)
    return str(p.relative_to(out))


def _histogram(ax: Any, runs: list[RunSummary], attr: str) -> None:
    """The per-segment cycles `attr` of every schedule's run: bars, or log-spaced outlines
    for the wide range of `residence`."""
    every = [x for r in runs for x in getattr(r, attr)]
    if every and attr == "residence":  # wide range: log-spaced bins, outlines
        lo, hi = max(1, min(every)), max(every) + 1
        edges = np.geomspace(lo, max(hi, lo * 2), 50)
        for r in runs:
            ax.hist(getattr(r, attr), bins=edges, histtype="step", linewidth=1.5,
                    label=r.schedule)
        ax.set_xscale("log")
    elif every:
        lo, hi = min(every), max(every)
        edges = np.arange(lo, hi + 2) if hi - lo < 80 else np.linspace(lo, hi + 1, 61)
        width = (edges[1] - edges[0]) * 0.8 / len(runs)
        for i, r in enumerate(runs):
            counts, _ = np.histogram(getattr(r, attr), bins=edges)
            ax.bar(edges[:-1] + i * width, counts, width, label=r.schedule, align="edge")


def latency_figure(plt: Any, wl: str, runs: list[RunSummary], out: Path) -> str:
    fig, axes = plt.subplots(1, 3, figsize=(15, 3.6))
    for ax, attr, what in ((axes[0], "latency_accel", "H-th contribution in -> aggregate "
                            "out of the accelerator"),
                           (axes[1], "latency_port", "H-th contribution in -> aggregate "
                            "out of the last member port"),
                           (axes[2], "residence", "first contribution in -> aggregate "
                            "out of the accelerator")):
        _histogram(ax, runs, attr)
        ax.set_title(f"{wl}: {what}", fontsize=8)
        ax.set_xlabel(CYCLES)
        ax.set_ylabel("segments")
        ax.set_yscale("log")
    axes[0].legend(fontsize=8)
    return _save(plt, fig, out, f"latency-{wl}")


def timeline_figure(plt: Any, wl: str, runs: list[RunSummary], out: Path) -> str:
    fig, ax = plt.subplots(figsize=(7, 3.6))
    for r in runs:
        if r.seg_done:
            ax.plot(np.asarray(r.seg_done) / 1e3, np.arange(len(r.seg_done)), label=r.schedule)
    ax.set_xlabel("cycle (thousands) an aggregate leaves the accelerator")
    ax.set_ylabel("segment")
    ax.set_title(f"{wl}: segment completion (window K = {K})", fontsize=9)
    ax.legend(fontsize=8)
    return _save(plt, fig, out, f"timeline-{wl}")


def ports_figure(plt: Any, wl: str, runs: list[RunSummary], out: Path) -> str:
    fig, ax = plt.subplots(figsize=(8, 3.4))
    w = 0.8 / (2 * len(runs))
    x = np.arange(len(PORT_NAMES))
    for i, r in enumerate(runs):
        if not r.cycles:
            continue
        ax.bar(x + (2 * i) * w, [100 * b / r.cycles for b in r.in_beats], w,
               label=f"{r.schedule} in")
        ax.bar(x + (2 * i + 1) * w, [100 * b / r.cycles for b in r.out_beats], w,
               label=f"{r.schedule} out", hatch="//")
    ax.set_xticks(x + 0.4 - w / 2, PORT_NAMES)
    ax.set_ylabel("% of cycles with a beat")
    ax.set_title(f"{wl}: bus utilisation per port ({wire.DATA_W}-bit beats / cycles)",
                 fontsize=9)
    ax.legend(fontsize=7, ncol=3)
    return _save(plt, fig, out, f"ports-{wl}")


def throughput_figure(plt: Any, runs: list[RunSummary], out: Path) -> str:
    fig, ax = plt.subplots(figsize=(9, 3.6))
    labels = [f"{r.workload}\n{r.schedule}" for r in runs]
    ax.bar(range(len(runs)), [r.throughput_gbps for r in runs], label="achieved (frame bytes)")
    ax.bar(range(len(runs)), [r.wire_gbps - r.throughput_gbps for r in runs],
           bottom=[r.throughput_gbps for r in runs], label="+ wire overhead", alpha=0.4)
    ax.axhline(rs.OFFERED_GBPS, color="k", linestyle="--", linewidth=1,
               label=f"offered: {wire.NUM_NF_PORTS} x {PORT_GBPS:g}G")
    ax.axhline(rs.BUS_GBPS, color="r", linestyle=":", linewidth=1,
               label=f"bus: {wire.DATA_W} bit x {rs.CLOCK_HZ / 1e6:g} MHz")
    ax.set_xticks(range(len(runs)), labels, fontsize=7)
    ax.set_ylabel("Gb/s into the switch")
    ax.set_ylim(0, 1.2 * rs.BUS_GBPS)
    ax.legend(fontsize=7, loc="upper center", ncol=4)
    return _save(plt, fig, out, "throughput")


def _bin_labels(n: int) -> list[str]:
    """Labels of the first `n` bit-length bins of a distance in ULPs: 0, 1, 2-3, 4-7, ..."""
    return ["0", "1", *(f"{1 << (k - 1)}-{(1 << k) - 1}" for k in range(2, n))]


def accuracy_figure(plt: Any, runs: list[RunSummary], out: Path) -> str:
    """Per workload, the distribution of the distance in ULPs between the fold and the
    exact sum, one set of bars per schedule (bins: the distance's bit length)."""
    by_wl: dict[str, list[RunSummary]] = {}
    for r in runs:
        if r.accuracy is not None:
            by_wl.setdefault(r.workload, []).append(r)
    top = max(max((k for k, c in enumerate(r.accuracy.hist) if c), default=0)
              for rs_ in by_wl.values() for r in rs_) + 1
    cols = min(2, len(by_wl))
    rows = -(-len(by_wl) // cols)
    fig, axes = plt.subplots(rows, cols, figsize=(5.5 * cols, 3.4 * rows), squeeze=False)
    for ax in axes.flat[len(by_wl):]:
        ax.set_visible(False)
    for ax, (wl, wl_runs) in zip(axes.flat, by_wl.items(), strict=False):
        w = 0.8 / len(wl_runs)
        for i, r in enumerate(wl_runs):
            a = r.accuracy
            ax.bar(np.arange(top) + i * w, [c / max(a.finite, 1) for c in a.hist[:top]], w,
                   label=r.schedule, align="edge")
        ax.set_xticks(np.arange(top) + 0.4, _bin_labels(top), fontsize=6, rotation=60)
        ax.set_yscale("log")
        ax.set_xlabel("ULPs between the fold and the exact sum")
        ax.set_ylabel("share of the elements")
        ax.set_title(f"{wl}: fold vs correctly rounded sum", fontsize=9)
    axes[0][0].legend(fontsize=7)
    return _save(plt, fig, out, "accuracy")


def growth_figure(plt: Any, growth: dict[str, list[tuple[int, Any]]], out: Path) -> str:
    """Per workload against N: the share of the elements where the fold of the first N
    workers misses the exact sum, and the largest distance and the 99th percentile."""
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 3.4))
    for wl, g in growth.items():
        ns = [n for n, _ in g]
        line, = left.plot(ns, [100 * a.off / max(a.finite, 1) for _, a in g], marker="o",
                          label=wl)
        right.plot(ns, [a.max for _, a in g], marker="o", color=line.get_color(),
                   label=f"{wl} max")
        right.plot(ns, [a.p99 for _, a in g], marker=".", linestyle="--",
                   color=line.get_color(), label=f"{wl} p99")
    for ax in (left, right):
        ax.set_xscale("log", base=2)
        ax.set_xticks(ns, [str(n) for n in ns])
        ax.set_xlabel("N contributions (the first N workers, folded in worker order)")
    left.set_ylabel("% of the elements >= 1 ULP off")
    right.set_ylabel("distance (ULPs)")
    right.set_yscale("symlog", linthresh=1)
    right.set_ylim(bottom=0)
    left.set_ylim(bottom=0)
    left.set_title("fold vs exact sum: elements off", fontsize=9)
    right.set_title("fold vs exact sum: the largest distance and the 99th percentile",
                    fontsize=9)
    left.legend(fontsize=8)
    right.legend(fontsize=6, ncol=2)
    return _save(plt, fig, out, "accuracy-growth")


def make_figures(runs: list[RunSummary], out: Path,
                 growth: dict[str, list[tuple[int, Any]]] | None = None) -> dict[str, str]:
    """PNG figures; returns {key: path relative to `out`}. Empty without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return {}
    plt.rcParams.update({"svg.hashsalt": "iswitch", "figure.dpi": 100})
    (out / "fig").mkdir(parents=True, exist_ok=True)
    figs: dict[str, str] = {}
    by_wl: dict[str, list[RunSummary]] = {}
    for r in runs:
        by_wl.setdefault(r.workload, []).append(r)
    for wl, wl_runs in by_wl.items():
        figs[f"latency-{wl}"] = latency_figure(plt, wl, wl_runs, out)
        figs[f"timeline-{wl}"] = timeline_figure(plt, wl, wl_runs, out)
        figs[f"ports-{wl}"] = ports_figure(plt, wl, wl_runs, out)
    figs["throughput"] = throughput_figure(plt, runs, out)
    if any(r.accuracy is not None for r in runs):
        figs["accuracy"] = accuracy_figure(plt, runs, out)
    if growth:
        figs["accuracy-growth"] = growth_figure(plt, growth, out)
    return figs
