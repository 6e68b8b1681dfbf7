"""The main job (`make report`, `tox -e report`): real RL gradients through the spliced switch
RTL, compared bit for bit with the golden sums (docs/report.md).

For every workload (golden.workloads: DQN, A2C, PPO, DDPG; N workers, default 4) and every
schedule (round robin, random jitter, one straggler) the workers' gradients are cut into
iSwitch packets by the worker library and pushed through `nf_datapath` with `iswitch_accel`
spliced in, simulated by Verilator with the compiled harness of tb/nf_datapath/compiled/
(golden/report_sim.py). Each run is checked twice:

1. `AccelModel` (golden/accel_model.py) over the frames that entered the accelerator, in the
   recorded order, equals what the accelerator emitted, frame for frame and bit for bit, and
   every output port delivered exactly the accelerator's frames addressed to it;
2. per segment, the sequential PyTorch fp32 fold (golden.fold) of the workers'
   contributions in the recorded acceptance order equals every worker's reassembled tensor
   bit for bit (NaNs by class, counted separately).

Writes out/report/index.md and index.html (+ PNG figures, one pcapng.gz per run, the adder
appendix adder.md/html) and exits 1 on any mismatch or failure, 0 otherwise.

    python -m golden.report [--workloads dqn a2c ppo ddpg] [--workers 4]
                            [--schedules rr jitter straggler] [--seed 0] [--jobs 2]
                            [--out out/report] [--no-pcap] [--no-adder] [--adder-pairs N]
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import datetime as dt
import hashlib
import html
import os
import platform
import re
import subprocess
import sys
import time
import traceback
from dataclasses import asdict, dataclass, field
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

import numpy as np

from iswitch import wire
from iswitch.wire import axil_name

REPO = Path(__file__).resolve().parents[1]
DEFAULT_OUT = REPO / "out" / "report"
WORKLOAD_NAMES = ("dqn", "a2c", "ppo", "ddpg")
SCHEDULE_NAMES = ("rr", "jitter", "straggler")
ADDER_PAIRS = 100_000  # per random class in the appendix (python -m golden.report_adder: 1M)

try:  # progress bars when tqdm is installed (requirements-report.txt); plain text otherwise
    from tqdm import tqdm
except ImportError:  # pragma: no cover - the default test env has no tqdm
    tqdm = None


# ---------------------------------------------------------------- one run


@dataclass
class RunSummary:
    """Everything the report shows about one (workload, schedule) run (picklable)."""

    workload: str
    schedule: str
    workers: int
    seed: int
    params: int = 0
    bytes: int = 0
    segments: int = 0
    data_packets: int = 0
    frames_in: int = 0
    data_frame_bytes: int = 0
    ok: bool = False
    errors: list[str] = field(default_factory=list)
    model_frames: int = 0
    model_mismatches: int = 0
    port_mismatches: int = 0
    elems_compared: int = 0
    mismatches: int = 0
    nan_golden: int = 0
    nan_payload_diff: int = 0
    cycles: int = 0
    span_cycles: int = 0
    status: int = 0
    sim_seconds: float = 0.0
    wall_seconds: float = 0.0
    latency_accel: list[int] = field(default_factory=list)
    latency_port: list[int] = field(default_factory=list)
    residence: list[int] = field(default_factory=list)
    seg_done: list[int] = field(default_factory=list)
    in_beats: list[int] = field(default_factory=list)
    out_beats: list[int] = field(default_factory=list)
    in_bytes: list[int] = field(default_factory=list)
    out_bytes: list[int] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)
    drops_model: dict[str, int] = field(default_factory=dict)
    switch_regs: dict[str, int] = field(default_factory=dict)
    order_diffs: dict[str, int] = field(default_factory=dict)
    order_segments: dict[str, int] = field(default_factory=dict)
    arrival_not_worker_order: int = 0
    grad_digest: str = ""
    result_digest: str = ""
    pcap: str = ""
    pcap_frames: int = 0

    @property
    def throughput_gbps(self) -> float:
        """Frame bytes the workers sent (Ethernet header to payload) per second of the
        span from the first data beat in to the last aggregate beat out."""
        if not self.span_cycles:
            return 0.0
        return self.data_frame_bytes * 8 / (self.span_cycles / wire.AXIS_CLOCK_HZ) / 1e9

    @property
    def wire_gbps(self) -> float:
        """The same with the wire overhead per frame (FCS, preamble, gap)."""
        on_wire = self.data_frame_bytes + wire.ETH_WIRE_OVERHEAD * self.data_packets
        if not self.span_cycles:
            return 0
        return on_wire * 8 / (self.span_cycles / wire.AXIS_CLOCK_HZ) / 1e9




def load_gradients(name: str, workers: int, seed: int) -> list:
    """The workload's real gradients (golden.workloads, cached under out/cache)."""
    from golden.workloads import gradients

    return gradients(name, workers, seed)


def run_one(name: str, schedule: str, workers: int, seed: int, out_dir: Path | None,
            grads: list | None = None, progress: bool = False, pcap: bool = True,
            tready_p: int = 0) -> RunSummary:
    """Simulate and check one run; never raises (a failure is recorded in `errors`)."""
    import torch

    from golden import report_sim as rs
    from golden.report_pcap import write_pcapng

    t0 = time.perf_counter()
    s = RunSummary(name, schedule, workers, seed)
    try:
        if grads is None:
            grads = load_gradients(name, workers, seed)
        s.params = grads[0].numel()
        s.bytes = 4 * s.params
        h = hashlib.sha256()
        for g in grads:
            h.update(g.contiguous().view(torch.int32).numpy().tobytes())
        s.grad_digest = h.hexdigest()[:16]
        exe = rs.build_harness()
        stim = rs.build_stimulus(grads, rs.SCHEDULES[schedule], seed=seed, tready_p=tready_p)
        s.segments, s.data_packets = stim.n_segs, stim.data_frames
        s.frames_in = sum(len(f) for _, f in stim.streams)
        s.data_frame_bytes = stim.data_bytes
        bar = None
        if progress and tqdm is not None:
            bar = tqdm(total=s.frames_in, desc=f"{name}/{schedule} simulate", unit="frame",
                       leave=False, file=sys.stderr)

        def prog(cycle: int, sent: int, total: int) -> None:
            if bar is not None:
                bar.n = sent
                bar.set_postfix_str(f"{cycle:,} cycles", refresh=False)
                bar.refresh()

        work = (out_dir or REPO / "build" / "report") / "work" / f"{name}-{schedule}-{os.getpid()}"
        res = rs.run_harness(stim, exe, work, progress=prog)
        if bar is not None:
            bar.close()
        work.rmdir() if work.exists() and not any(work.iterdir()) else None
        s.cycles, s.status, s.sim_seconds = res.cycles, res.status, res.sim_seconds
        ck = rs.check_run(stim, res, grads)
        for k in ("errors", "model_frames", "model_mismatches", "port_mismatches",
                  "elems_compared", "mismatches", "nan_golden", "nan_payload_diff",
                  "latency_accel", "latency_port", "residence", "seg_done", "counters",
                  "drops_model", "order_diffs", "order_segments", "arrival_not_worker_order",
                  "span_cycles"):
            setattr(s, k, getattr(ck, k))
        s.in_beats, s.out_beats = res.in_beats, res.out_beats
        frames_by_stream = {i: fr for i, (_, fr) in enumerate(stim.streams)}
        s.in_bytes = [0] * 5
        for st, idx, port, _, _ in res.inputs:
            s.in_bytes[port] += len(frames_by_stream[st][idx].data)
        s.out_bytes = [sum(len(x.frame.data) for x in res.outputs[p]) for p in range(5)]
        s.switch_regs = {axil_name(*k): v for k, v in sorted(res.regs.items())}
        if s.switch_regs.get("OQ PKT_DROP"):
            s.errors.append(f"output queues dropped {s.switch_regs['OQ PKT_DROP']} packets")
        hd = hashlib.sha256()
        for x in res.outputs[stim.ports[0]]:
            hd.update(x.frame.data)
        s.result_digest = hd.hexdigest()[:16]
        if pcap and out_dir is not None:
            recs = [(first, port, frames_by_stream[st][idx].data)
                    for st, idx, port, first, _ in res.inputs]
            recs += [(x.first, 5 + p, x.frame.data) for p in range(5) for x in res.outputs[p]]
            recs.sort(key=lambda r: (r[0], r[1]))
            path = out_dir / "pcap" / f"{name}-{schedule}-w{workers}.pcapng.gz"
            path.parent.mkdir(parents=True, exist_ok=True)
            s.pcap_frames = write_pcapng(path, recs)
            s.pcap = str(path.relative_to(out_dir))
        s.ok = not s.errors
    except Exception as e:  # noqa: BLE001 - reported, the report goes on with the next run
        s.errors.append(f"{type(e).__name__}: {e}")
        s.errors.append("".join(traceback.format_exception(e))[-1500:])
        s.ok = False
    s.wall_seconds = time.perf_counter() - t0
    return s


# ---------------------------------------------------------------- environment facts


def _build_name() -> str:
    try:
        from golden.report_sim import build_harness

        return build_harness().parents[1].name
    except Exception:  # noqa: BLE001 - the build failure is reported elsewhere
        return "not built"


def _git(*args: str) -> str:
    try:
        r = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=True)
        return r.stdout.rstrip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def versions() -> dict[str, str]:
    out: dict[str, str] = {"python": sys.version.split()[0], "machine": platform.machine()}
    for pkg in ("torch", "numpy", "gymnasium", "ale-py", "mujoco", "matplotlib", "tqdm",
                "scapy", "verilator", "pyverilog", "myhdl"):
        try:
            out[pkg] = version(pkg)
        except PackageNotFoundError:
            out[pkg] = "not installed"
    try:
        from golden.report_sim import verilator_version

        out["verilator --version"] = verilator_version()
    except Exception as e:  # noqa: BLE001
        out["verilator --version"] = f"unavailable ({e})"
    try:
        r = subprocess.run(["g++", "--version"], capture_output=True, text=True)
        out["g++"] = r.stdout.splitlines()[0]
    except (OSError, IndexError):
        out["g++"] = "not found"
    return out


# ---------------------------------------------------------------- rendering


class Doc:
    """A report built once as blocks and rendered to Markdown and HTML."""

    def __init__(self) -> None:
        self.blocks: list[tuple[str, Any]] = []

    def h(self, level: int, text: str) -> None:
        self.blocks.append(("h", (level, text)))

    def p(self, text: str, cls: str = "") -> None:
        self.blocks.append(("p", (text, cls)))

    def ul(self, items: list[str]) -> None:
        self.blocks.append(("ul", items))

    def table(self, head: list[str], rows: list[list[str]]) -> None:
        self.blocks.append(("table", (head, rows)))

    def img(self, path: str, alt: str) -> None:
        self.blocks.append(("img", (path, alt)))

    def pre(self, text: str) -> None:
        self.blocks.append(("pre", text))

    def markdown(self) -> str:
        out: list[str] = []
        for kind, v in self.blocks:
            if kind == "h":
                out += ["#" * v[0] + " " + v[1], ""]
            elif kind == "p":
                out += [f"**{v[0]}**" if v[1] else v[0], ""]
            elif kind == "ul":
                out += [f"- {x}" for x in v] + [""]
            elif kind == "table":
                head, rows = v
                out.append("| " + " | ".join(head) + " |")
                out.append("|" + "|".join("---" if i < 2 else "---:"
                                          for i in range(len(head))) + "|")
                out += ["| " + " | ".join(r) + " |" for r in rows]
                out.append("")
            elif kind == "img":
                out += [f"![{v[1]}]({v[0]})", ""]
            elif kind == "pre":
                out += ["```", v, "```", ""]
        return "\n".join(out)

    def html(self, title: str) -> str:
        def inline(t: str) -> str:
            t = html.escape(t, quote=False)
            parts = t.split("`")
            t = "".join(f"<code>{x}</code>" if i % 2 else x for i, x in enumerate(parts))
            t = re.sub(r"\*\*([^*]+)\*\*", r"<b>\1</b>", t)
            return re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", r"<a href='\2'>\1</a>", t)

        out = ["<!doctype html><html><head><meta charset='utf-8'>",
               f"<title>{html.escape(title)}</title>",
               "<style>body{font-family:sans-serif;margin:2em;max-width:1300px}"
               "table{border-collapse:collapse;margin:0.5em 0}"
               "td,th{border:1px solid #999;padding:2px 6px;text-align:right}"
               "td:first-child,td:nth-child(2){text-align:left}"
               ".pass{color:#060;font-size:1.2em}.fail{color:#a00;font-size:1.4em}"
               "img{max-width:100%}</style></head><body>"]
        for kind, v in self.blocks:
            if kind == "h":
                out.append(f"<h{v[0]}>{inline(v[1])}</h{v[0]}>")
            elif kind == "p":
                out.append(f"<p class='{v[1]}'>{'<b>' if v[1] else ''}{inline(v[0])}"
                           f"{'</b>' if v[1] else ''}</p>")
            elif kind == "ul":
                out.append("<ul>" + "".join(f"<li>{inline(x)}</li>" for x in v) + "</ul>")
            elif kind == "table":
                head, rows = v
                out.append("<table><thead><tr>" + "".join(f"<th>{inline(h)}</th>" for h in head)
                           + "</tr></thead><tbody>" + "".join(
                               "<tr>" + "".join(f"<td>{inline(c)}</td>" for c in r) + "</tr>"
                               for r in rows) + "</tbody></table>")
            elif kind == "img":
                out.append(f"<p><img src='{html.escape(v[0])}' alt='{html.escape(v[1])}'></p>")
            elif kind == "pre":
                out.append(f"<pre>{html.escape(v)}</pre>")
        out.append("</body></html>")
        return "\n".join(out)


def _pct(a: float, b: float) -> str:
    return f"{100 * a / b:.1f}%" if b else "-"


def _stats(xs: list[int]) -> tuple[str, str, str, str]:
    if not xs:
        return ("-",) * 4
    a = np.asarray(xs)
    return (f"{a.min()}", f"{np.median(a):.0f}", f"{np.percentile(a, 99):.0f}", f"{a.max()}")


def make_figures(runs: list[RunSummary], out: Path) -> dict[str, str]:
    """PNG figures (matplotlib, Agg); returns {key: relative path}. Empty without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return {}
    plt.rcParams.update({"svg.hashsalt": "iswitch", "figure.dpi": 100})
    figs: dict[str, str] = {}
    fig_dir = out / "fig"
    fig_dir.mkdir(parents=True, exist_ok=True)
    meta = {"Software": None}  # no matplotlib version/date in the PNG: reruns give equal bytes
    by_wl: dict[str, list[RunSummary]] = {}
    for r in runs:
        by_wl.setdefault(r.workload, []).append(r)
    for wl, rs in by_wl.items():
        # latency distributions
        fig, axes = plt.subplots(1, 3, figsize=(15, 3.6))
        for ax, attr, what in ((axes[0], "latency_accel", "H-th contribution in -> aggregate "
                                "out of the accelerator"),
                               (axes[1], "latency_port", "H-th contribution in -> aggregate "
                                "out of the last member port"),
                               (axes[2], "residence", "first contribution in -> aggregate "
                                "out of the accelerator")):
            every = [x for r in rs for x in getattr(r, attr)]
            if every and attr == "residence":  # wide range: log-spaced bins, outlines
                lo, hi = max(1, min(every)), max(every) + 1
                edges = np.geomspace(lo, max(hi, lo * 2), 50)
                for r in rs:
                    ax.hist(getattr(r, attr), bins=edges, histtype="step", linewidth=1.5,
                            label=r.schedule)
                ax.set_xscale("log")
            elif every:
                lo, hi = min(every), max(every)
                edges = np.arange(lo, hi + 2) if hi - lo < 80 else np.linspace(lo, hi + 1, 61)
                width = (edges[1] - edges[0]) * 0.8 / len(rs)
                for i, r in enumerate(rs):
                    counts, _ = np.histogram(getattr(r, attr), bins=edges)
                    ax.bar(edges[:-1] + i * width, counts, width, label=r.schedule, align="edge")
            ax.set_title(f"{wl}: {what}", fontsize=8)
            ax.set_xlabel("cycles (5 ns)")
            ax.set_ylabel("segments")
            ax.set_yscale("log")
        axes[0].legend(fontsize=8)
        fig.tight_layout()
        p = fig_dir / f"latency-{wl}.png"
        fig.savefig(p, metadata=meta)
        plt.close(fig)
        figs[f"latency-{wl}"] = str(p.relative_to(out))
        # segment completion over time
        fig, ax = plt.subplots(figsize=(7, 3.6))
        for r in rs:
            if r.seg_done:
                ax.plot(np.asarray(r.seg_done) / 1e3, np.arange(len(r.seg_done)), label=r.schedule)
        ax.set_xlabel("cycle (thousands) an aggregate leaves the accelerator")
        ax.set_ylabel("segment")
        ax.set_title(f"{wl}: segment completion (window K = 16)", fontsize=9)
        ax.legend(fontsize=8)
        fig.tight_layout()
        p = fig_dir / f"timeline-{wl}.png"
        fig.savefig(p, metadata=meta)
        plt.close(fig)
        figs[f"timeline-{wl}"] = str(p.relative_to(out))
        # per-port utilisation
        fig, ax = plt.subplots(figsize=(8, 3.4))
        ports = ["nf0", "nf1", "nf2", "nf3", "host"]
        w = 0.8 / (2 * len(rs))
        for i, r in enumerate(rs):
            if not r.cycles:
                continue
            x = np.arange(5)
            ax.bar(x + (2 * i) * w, [100 * b / r.cycles for b in r.in_beats], w,
                   label=f"{r.schedule} in")
            ax.bar(x + (2 * i + 1) * w, [100 * b / r.cycles for b in r.out_beats], w,
                   label=f"{r.schedule} out", hatch="//")
        ax.set_xticks(np.arange(5) + 0.4 - w / 2, ports)
        ax.set_ylabel("% of cycles with a beat")
        ax.set_title(f"{wl}: bus utilisation per port (256-bit beats / cycles)", fontsize=9)
        ax.legend(fontsize=7, ncol=3)
        fig.tight_layout()
        p = fig_dir / f"ports-{wl}.png"
        fig.savefig(p, metadata=meta)
        plt.close(fig)
        figs[f"ports-{wl}"] = str(p.relative_to(out))
    # throughput of all runs
    fig, ax = plt.subplots(figsize=(9, 3.6))
    labels = [f"{r.workload}\n{r.schedule}" for r in runs]
    ax.bar(range(len(runs)), [r.throughput_gbps for r in runs], label="achieved (frame bytes)")
    ax.bar(range(len(runs)), [r.wire_gbps - r.throughput_gbps for r in runs],
           bottom=[r.throughput_gbps for r in runs], label="+ wire overhead", alpha=0.4)
    ax.axhline(40, color="k", linestyle="--", linewidth=1, label="offered: 4 x 10G")
    ax.axhline(51.2, color="r", linestyle=":", linewidth=1, label="bus: 256 bit x 200 MHz")
    ax.set_xticks(range(len(runs)), labels, fontsize=7)
    ax.set_ylabel("Gb/s into the switch")
    ax.set_ylim(0, 62)
    ax.legend(fontsize=7, loc="upper center", ncol=4)
    fig.tight_layout()
    p = fig_dir / "throughput.png"
    fig.savefig(p, metadata=meta)
    plt.close(fig)
    figs["throughput"] = str(p.relative_to(out))
    return figs


def render(runs: list[RunSummary], args: argparse.Namespace, vers: dict[str, str],
           figs: dict[str, str], adder: tuple[bool, str] | None, wall: float,
           problems: list[str], started: str, commit: str, dirty: str,
           spliced: str) -> tuple[Doc, bool]:
    from golden import report_sim as rs

    ok = bool(runs) and all(r.ok for r in runs) and not problems and (adder is None or adder[0])
    total_elems = sum(r.elems_compared for r in runs)
    total_mm = sum(r.mismatches + r.model_mismatches + r.port_mismatches for r in runs)
    verdict = (f"PASS: {len(runs)} runs, {total_elems:,} elements and "
               f"{sum(r.model_frames for r in runs):,} accelerator frames compared bit for bit, "
               f"0 mismatches" if ok else
               f"FAILED: {total_mm:,} mismatches, "
               f"{sum(not r.ok for r in runs)} failed run(s), {len(problems)} other problem(s)")
    d = Doc()
    d.h(1, "iSwitch golden report: real RL gradients through the spliced switch RTL")
    d.p(verdict, "pass" if ok else "fail")
    cmd = ("python -m golden.report --workloads " + " ".join(args.workloads)
           + f" --workers {args.workers} --schedules " + " ".join(args.schedules)
           + f" --seed {args.seed}" + (f" --tready-p {args.tready_p}" if args.tready_p else ""))
    d.p(f"Reproduce: `{cmd}` (the defaults are what `make report` runs). How to read this "
        "page: docs/report.md.")
    if problems:
        d.h(2, "Problems")
        d.ul(problems)
    d.h(2, "Setup")
    d.ul([
        f"git commit `{commit}`" + (" with uncommitted changes in: " + ", ".join(
            f"`{ln[3:]}`" for ln in dirty.splitlines()[:10]) if dirty else " (clean tree)"),
        f"design: `nf_datapath` (rtl/switch/, the NetFPGA-SUME reference switch pipeline) with "
        f"`iswitch_accel` (rtl/gen/iswitch_accel.v, K = {rs.K}, 16 members) spliced on "
        f"`m_axis_opl` (between output port lookup and output queues); spliced file: {spliced}",
        "simulator: Verilator (C++ harness tb/nf_datapath/compiled/harness.cpp, probes "
        "tb/nf_datapath/compiled/probes.vlt), 200 MHz clock: 1 cycle = 5 ns; model "
        f"`{_build_name()}` (the name hashes every source, the flags and the Verilator "
        "version)",
        f"workers: {args.workers}, worker w on 10G port nf(w mod 4); each port paced at "
        f"10 Gb/s line rate ({rs.LINE_BITS} bits per cycle, {rs.WIRE_OVERHEAD} bytes of "
        "FCS + preamble + inter-frame gap per frame); the controller (Query) on the host port",
        "protocol: every worker Joins (one after the other), worker 0 sends SetH = N, then "
        f"each worker sends its segments (360 fp32 per packet) with window K = {rs.K}: segment "
        f"s waits for the aggregate of s - K on the worker's port (+{rs.REACTION} cycles "
        "turnaround), enforced by the harness as a gate; at the end the controller Queries "
        "every counter",
        "schedules: " + "; ".join(f"**{s.name}** ({s.title}): {s.describe()}"
                                  for s in rs.SCHEDULES.values() if s.name in args.schedules),
        "output ports: tready " + ("always high" if not args.tready_p else
                                    f"low on {args.tready_p}/256 of the cycles (seeded)"),
        f"seeds: workloads seed {args.seed} (weights `torch.manual_seed({args.seed})`, worker w "
        f"environment and policy `{1000 * args.seed} + w`); schedule jitter numpy "
        f"`default_rng([{args.seed}, crc32('schedule'), crc32(name)])`",
        f"run {started}, {wall:.1f} s wall in total, {args.jobs} run(s) in parallel",
    ])

    d.h(2, "Summary")
    head = ["workload", "schedule", "workers", "params", "bytes", "packets in", "segments",
            "mismatches", "NaN", "cycles", "Gb/s in", "of 40 offered", "of 51.2 bus",
            "latency median/max", "drops", "wall s", "result"]
    rows = []
    for r in runs:
        lat = _stats(r.latency_accel)
        rows.append([r.workload, r.schedule, str(r.workers), f"{r.params:,}", f"{r.bytes:,}",
                     f"{r.frames_in:,}", f"{r.segments:,}",
                     f"{r.mismatches + r.model_mismatches + r.port_mismatches:,}",
                     f"{r.nan_golden:,}", f"{r.span_cycles:,}", f"{r.throughput_gbps:.2f}",
                     _pct(r.throughput_gbps, 40), _pct(r.throughput_gbps, rs.BUS_GBPS),
                     f"{lat[1]}/{lat[3]}", str(r.counters.get("DROPS", "?")),
                     f"{r.wall_seconds:.1f}", "ok" if r.ok else "FAILED"])
    d.table(head, rows)
    d.p("packets in: every frame the workers and the controller sent (Join, SetH, data, "
        "Query). cycles: from the first data beat into the switch to the last aggregate beat "
        "out of it. Gb/s in: the workers' data frames (Ethernet header to last float) over "
        "those cycles; a 10G port carries at most 10 x 1504 / 1528 = 9.84 Gb/s of 1504-byte "
        "frames, so 39.4 Gb/s is the ceiling for four ports. latency: cycles from the last "
        "beat of the H-th contribution into the accelerator to the first beat of the aggregate "
        "out of it. mismatches: elements (fold vs reassembled, per worker) + accelerator "
        "frames (model vs RTL) + output-port frames (vs the accelerator's). drops: the "
        "accelerator's DROPS counter, read with Query at the end.")
    if "throughput" in figs:
        d.img(figs["throughput"], "throughput")

    d.h(2, "Why the arrival order is the contract")
    d.p("fp32 addition is not associative: the switch adds each segment's contributions in "
        "the order they reach the accelerator, which depends on ports, arbitration and timing. "
        "The golden sum must be folded in that recorded order; the table counts the elements "
        "(and segments) whose bits would differ if the golden had summed in another order. "
        "Each of these would have been reported as a mismatch.")
    head = ["workload", "schedule", "segments not in worker-id order",
            *(f"{k}: elements (segments)" for k in ("reverse arrival", "pairwise tree",
                                                     "worker id"))]
    d.table(head, [[r.workload, r.schedule, f"{r.arrival_not_worker_order:,} of {r.segments:,}",
                    *(f"{r.order_diffs.get(k, 0):,} ({r.order_segments.get(k, 0):,})"
                      for k in ("reverse arrival", "pairwise tree", "worker id"))]
                   for r in runs])

    d.h(2, "Per workload")
    for wl in args.workloads:
        rs_ = [r for r in runs if r.workload == wl]
        if not rs_:
            continue
        d.h(3, wl)
        d.table(["schedule", "accel latency min/median/p99/max", "to member ports "
                 "min/median/p99/max", "first contribution to aggregate min/median/p99/max",
                 "sim cycles", "sim s", "cycles/s", "NaN (payload diff)",
                 "gradients sha256", "aggregates sha256", "pcap"],
                [[r.schedule, "/".join(_stats(r.latency_accel)), "/".join(_stats(r.latency_port)),
                  "/".join(_stats(r.residence)),
                  f"{r.cycles:,}", f"{r.sim_seconds:.2f}",
                  f"{r.cycles / r.sim_seconds:,.0f}" if r.sim_seconds else "-",
                  f"{r.nan_golden} ({r.nan_payload_diff})", r.grad_digest, r.result_digest,
                  f"[{Path(r.pcap).name}]({r.pcap}) ({r.pcap_frames:,} frames)" if r.pcap
                  else "-"] for r in rs_])
        for key in (f"latency-{wl}", f"timeline-{wl}", f"ports-{wl}"):
            if key in figs:
                d.img(figs[key], key)
        head = ["schedule", *(f"{p} in/out" for p in ("nf0", "nf1", "nf2", "nf3", "host"))]
        d.table(head, [[r.schedule, *(
            f"{_pct(r.in_beats[p], r.cycles)} / {_pct(r.out_beats[p], r.cycles)} "
            f"({r.in_bytes[p] * 8 / (r.cycles * rs.CYCLE_S) / 1e9:.2f} / "
            f"{r.out_bytes[p] * 8 / (r.cycles * rs.CYCLE_S) / 1e9:.2f} Gb/s)"
            for p in range(5))] for r in rs_ if r.cycles and r.in_beats])
        d.p("Port utilisation: share of the run's cycles in which the port moved a 256-bit "
            "beat (in = into the switch, out = out of it), and Gb/s of frame bytes over the "
            "whole run (Join to the last Query answer).")
        for r in rs_:
            if r.errors:
                d.h(4, f"{wl} / {r.schedule}: FAILED")
                d.pre("\n".join(r.errors))

    d.h(2, "Drops and counters")
    d.p("The accelerator's counters, read by the controller with Query (docs/protocol.md "
        "section 10) after the last aggregate; the drop reasons (1..25) must all be 0 in these "
        "clean runs. The output queues' drop counters are read over AXI-Lite.")
    keys = ["DROPS", "DATA_OK", "AGG_TX", "CTRL_OK", "ACK_TX", "CTRL_ERR", "REPLAY_TX",
            "REGULAR", "H", "MEMBER_COUNT", "BUSY"]
    d.p("OPL FLOOD: the learning lookup floods every worker frame (its destination, the "
        "switch's MAC, is never learned); the accelerator behind it consumes them all, so no "
        "worker frame reaches another port.")
    d.table(["workload", "schedule", *keys, "nonzero drop reasons", "OQ PKT_DROP",
             "OPL FLOOD"],
            [[r.workload, r.schedule, *(str(r.counters.get(k, "?")) for k in keys),
              ", ".join(f"{k}={v}" for k, v in r.counters.items()
                        if v and k != "DROPS" and k in _DROP_NAMES) or "none",
              str(r.switch_regs.get("OQ PKT_DROP", "?")), str(r.switch_regs.get("OPL FLOOD", "?"))]
             for r in runs])

    d.h(2, "Captures")
    d.p("`pcap/<workload>-<schedule>-w<N>.pcapng.gz`: every frame into and out of the switch "
        "with its simulated time (first beat) and port as the pcapng interface (`in nf0` .. "
        "`out host`). Wireshark opens it as is (frame.interface_name tells the port; the "
        "iSwitch header is UDP payload on port 48879: use `udp.port == 48879`); in Python "
        "`scapy.utils.rdpcap` reads it and, after `import iswitch.proto`, dissects the "
        "iSwitch header as `ISwitchData` / `ISwitchControl` (docs/report.md).")

    if getattr(args, "model", False):
        d.h(2, "Appendix: system model")
        d.p("Training iterations, speedups and scaling from these figures (iswitch-model, "
            "docs/model.md): [model/index.html](model/index.html).")
    if adder is not None:
        d.h(2, "Appendix: fp32 adder exactness")
        d.p(f"{adder[1]} Details: [adder.md](adder.md) / [adder.html](adder.html).")

    d.h(2, "Versions")
    d.ul([f"{k}: `{v}`" for k, v in vers.items()])
    d.p("Everything on this page except wall times and simulation speed is a function of the "
        "commit, the versions above and the seeds: a rerun gives the same figures, digests and "
        "captures bit for bit (the gradients' low-order bits may differ on another CPU "
        "type, see docs/workloads.md; the gradients sha256 column shows it).")
    return d, ok


from iswitch.proto import DROP_REASONS  # noqa: E402

_DROP_NAMES = {r.name for r in DROP_REASONS}


# ---------------------------------------------------------------- main


def _worker(job: tuple) -> RunSummary:
    name, schedule, workers, seed, out, pcap, tready_p = job
    import torch

    torch.set_num_threads(1)
    return run_one(name, schedule, workers, seed, out, pcap=pcap, tready_p=tready_p)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--workloads", nargs="+", default=list(WORKLOAD_NAMES),
                   choices=WORKLOAD_NAMES)
    p.add_argument("--workers", type=int, default=4, help="workers per run (1..16)")
    p.add_argument("--schedules", nargs="+", default=list(SCHEDULE_NAMES),
                   choices=SCHEDULE_NAMES)
    p.add_argument("--seed", type=int, default=0, help="workload and schedule seed")
    p.add_argument("--jobs", type=int, default=2, help="runs simulated in parallel")
    p.add_argument("--tready-p", type=int, default=0,
                   help="output tready low on P/256 of the cycles (default 0: always high)")
    p.add_argument("--out", type=Path, default=DEFAULT_OUT)
    p.add_argument("--no-pcap", dest="pcap", action="store_false")
    p.add_argument("--no-adder", dest="adder", action="store_false",
                   help="skip the fp32 adder appendix")
    p.add_argument("--adder-pairs", type=int, default=ADDER_PAIRS)
    p.add_argument("--no-model", dest="model", action="store_false",
                   help="skip the system model appendix (iswitch-model, ~1-2 min)")
    args = p.parse_args(argv)
    if not 1 <= args.workers <= 16:
        p.error("--workers must be in 1..16")
    t0 = time.perf_counter()
    started = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    commit = _git("rev-parse", "HEAD")
    dirty = _git("status", "--porcelain", "--", "rtl", "myhdl_src", "golden", "iswitch", "tb",
                 "scripts")
    args.out.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    print(f"iSwitch golden report: workloads {' '.join(args.workloads)}, {args.workers} "
          f"workers, schedules {' '.join(args.schedules)}, seed {args.seed}, commit "
          f"{commit[:12]}{' (+ local changes)' if dirty else ''}", flush=True)

    from golden import report_sim as rs

    spliced = "unavailable"
    try:
        print("building the Verilated switch (cached under build/compiled_tb/) ...", flush=True)
        _, spliced = rs.spliced_datapath()
        rs.build_harness()
    except Exception as e:  # noqa: BLE001
        problems.append(f"the simulator could not be built: {e}")
    # the gradients first (cached; the runs load them from the cache)
    ready = []
    if not problems:
        wl_iter = args.workloads
        if tqdm is not None:
            wl_iter = tqdm(args.workloads, desc="gradients", unit="workload", file=sys.stderr)
        for name in wl_iter:
            try:
                load_gradients(name, args.workers, args.seed)
                ready.append(name)
            except Exception as e:  # noqa: BLE001
                problems.append(f"workload {name}: no gradients ({type(e).__name__}: {e}); "
                                "are the report dependencies installed "
                                "(pip install -r requirements-report.txt)?")
    jobs = [(n, s, args.workers, args.seed, args.out, args.pcap, args.tready_p)
            for n in ready for s in args.schedules]
    runs: list[RunSummary] = []
    if jobs:
        bar = tqdm(total=len(jobs), desc="runs", unit="run", file=sys.stderr) if tqdm else None
        if args.jobs > 1 and len(jobs) > 1:
            with cf.ProcessPoolExecutor(max_workers=args.jobs) as ex:
                futs = {ex.submit(_worker, j): j for j in jobs}
                done = {}
                for f in cf.as_completed(futs):
                    r = f.result()
                    done[futs[f]] = r
                    _log_run(r, bar)
                runs = [done[j] for j in jobs]
        else:
            for j in jobs:
                r = run_one(*j[:5], progress=True, pcap=j[5], tready_p=j[6])
                runs.append(r)
                _log_run(r, bar)
        if bar is not None:
            bar.close()
    adder = None
    if args.adder:
        print(f"appendix: fp32 adder exactness ({args.adder_pairs:,} pairs per class) ...",
              flush=True)
        from golden import report_adder

        try:
            rc = report_adder.main(["--pairs-per-class", str(args.adder_pairs), "--out",
                                    str(args.out)])
            first = (args.out / "adder.md").read_text().split("**")[1] \
                if (args.out / "adder.md").exists() else "no adder.md written"
            adder = (rc == 0, first + ".")
        except Exception as e:  # noqa: BLE001
            adder = (False, f"the adder appendix failed: {e}.")
    figs = make_figures(runs, args.out) if runs else {}
    wall = time.perf_counter() - t0  # everything but writing the pages
    if runs and not figs:
        problems.append("matplotlib is not installed: no figures "
                        "(pip install -r requirements-report.txt)")
    doc, ok = render(runs, args, versions(), figs, adder, wall, problems, started, commit,
                     dirty, spliced)
    (args.out / "index.md").write_text(doc.markdown())
    (args.out / "index.html").write_text(doc.html("iSwitch golden report"))
    (args.out / "runs.json").write_text(_json(runs))
    if args.model and runs:  # the system model appendix, on this run's figures
        from iswitch.model.__main__ import main as model_main

        model_main(["--out", str(args.out / "model"), "--report-runs",
                    str(args.out / "runs.json")])
    print()
    for r in runs:
        print(f"{r.workload:5s} {r.schedule:9s} {'ok    ' if r.ok else 'FAILED'} "
              f"{r.mismatches + r.model_mismatches + r.port_mismatches} mismatches  "
              f"{r.span_cycles:>10,} cycles  {r.throughput_gbps:5.2f} Gb/s  "
              f"{r.wall_seconds:5.1f} s")
        for e in r.errors[:6]:
            print(f"    {e.splitlines()[0] if e else e}")
    for pr in problems:
        print(f"PROBLEM: {pr}")
    verdict = doc.blocks[1][1][0]
    rel = args.out / "index.html"
    print(f"\n{'' if ok else '*** '}{verdict}{'' if ok else ' ***'}\n"
          f"report: {rel.relative_to(REPO) if rel.is_relative_to(REPO) else rel} "
          f"(and index.md), {wall:.1f} s")
    return 0 if ok else 1


def _log_run(r: RunSummary, bar: Any) -> None:
    msg = (f"{r.workload}/{r.schedule}: {'ok' if r.ok else 'FAILED'}, "
           f"{r.span_cycles:,} cycles, {r.wall_seconds:.1f} s")
    if bar is not None:
        bar.update(1)
        bar.write(msg)
    else:
        print(msg, flush=True)


def _json(runs: list[RunSummary]) -> str:
    """Every run's figures; the per-segment lists as {cycles: segments} histograms (the
    system model, iswitch/model, reads the latencies and the clock from here)."""
    import json
    from collections import Counter

    from golden.report_sim import CLOCK_HZ, K

    def hist(xs: list[int]) -> dict[str, int]:
        return {str(c): n for c, n in sorted(Counter(xs).items())}

    return json.dumps([{**{k: v for k, v in asdict(r).items()
                           if k not in ("latency_accel", "latency_port", "residence", "seg_done")},
                        "latency_accel_hist": hist(r.latency_accel),
                        "latency_port_hist": hist(r.latency_port),
                        "clock_hz": CLOCK_HZ, "window": K} for r in runs], indent=1)


if __name__ == "__main__":
    sys.exit(main())
