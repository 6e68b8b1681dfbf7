"""One run of the report: a workload's gradients through the switch harness under one
schedule, checked against the golden models (iswitch/sim/check.py), summarised as a
picklable `RunSummary` (the report simulates runs in a process pool) and captured as
pcapng."""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
import traceback
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from iswitch import wire
from iswitch.report.facts import REPO
from iswitch.sim import harness as rs
from iswitch.sim.accuracy import UlpStats
from iswitch.sim.schedules import SCHEDULES, build_stimulus
from iswitch.sim.stimulus import NPORTS, K, Stimulus, as_exact

try:  # progress bars with tqdm (requirements-report.txt); plain text where it is missing
    from tqdm import tqdm
except ImportError:  # pragma: no cover - every tox environment has tqdm
    tqdm = None

#: the per-segment lists of a run, stored in runs.json as {cycles: segments} histograms
PER_SEGMENT = ("latency_accel", "latency_port", "residence", "seg_done")


@dataclass
class CheckedRun:
    """What every run of the report has: the flat runs (`RunSummary`) and the hierarchical
    ones (`iswitch.report.tree.TreeSummary`)."""

    workload: str
    schedule: str
    workers: int
    seed: int
    params: int = 0
    segments: int = 0
    ok: bool = False
    errors: list[str] = field(default_factory=list)
    model_frames: int = 0
    model_mismatches: int = 0
    port_mismatches: int = 0
    elems_compared: int = 0
    mismatches: int = 0
    cycles: int = 0
    span_cycles: int = 0
    sim_seconds: float = 0.0
    wall_seconds: float = 0.0
    grad_digest: str = ""
    result_digest: str = ""
    mode: str = "fold"  #: the job's arithmetic mode: "exact" on the build with it

    def failed(self, e: Exception) -> None:
        """Record an exception that ended the run (the report goes on with the next)."""
        self.errors.append(f"{type(e).__name__}: {e}")
        self.errors.append("".join(traceback.format_exception(e))[-1500:])
        self.ok = False


@dataclass
class RunSummary(CheckedRun):
    """Everything the report shows about one (workload, schedule) run (picklable)."""

    bytes: int = 0
    data_packets: int = 0
    frames_in: int = 0
    data_frame_bytes: int = 0
    nan_golden: int = 0
    nan_payload_diff: int = 0
    status: int = 0
    latency_accel: list[int] = field(default_factory=list)
    latency_port: list[int] = field(default_factory=list)
    residence: list[int] = field(default_factory=list)
    seg_done: list[int] = field(default_factory=list)
    #: per segment: the last contribution's last beat in -> the last worker's copy (as the
    #: hierarchical runs measure it, iswitch/sim/fabric.py)
    latency_e2e: list[int] = field(default_factory=list)
    in_beats: list[int] = field(default_factory=list)
    out_beats: list[int] = field(default_factory=list)
    in_bytes: list[int] = field(default_factory=list)
    out_bytes: list[int] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)
    drops_model: dict[str, int] = field(default_factory=dict)
    switch_regs: dict[str, int] = field(default_factory=dict)
    order_diffs: dict[str, int] = field(default_factory=dict)
    order_segments: dict[str, int] = field(default_factory=dict)
    exact_order_diffs: dict[str, int] = field(default_factory=dict)
    exact_order_segments: dict[str, int] = field(default_factory=dict)
    #: the fold against the exact sum, in ULPs (iswitch/sim/accuracy.py)
    accuracy: UlpStats | None = None
    arrival_not_worker_order: int = 0
    pcap: str = ""
    pcap_frames: int = 0
    verdict_mismatches: int = 0
    copies_compared: int = 0
    #: the ledger's balances: (section, what, left source, left, right source, right)
    ledger: list[tuple[str, str, str, int, str, int]] = field(default_factory=list)
    #: drop reason -> (switch counter, golden model, frames injected for it)
    ledger_drops: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    recovery: dict[str, int] = field(default_factory=dict)
    diagnosis: str = ""

    @property
    def ledger_balanced(self) -> bool:
        return bool(self.ledger) and all(r[3] == r[5] for r in self.ledger)

    @property
    def mismatches_all(self) -> int:
        """Elements (fold vs received) + accelerator frames (model vs RTL) + output-port
        frames (vs the accelerator's) + frames with another verdict than the one asked."""
        return (self.mismatches + self.model_mismatches + self.port_mismatches
                + self.verdict_mismatches)

    @property
    def throughput_gbps(self) -> float:
        """Frame bytes the workers sent (Ethernet header to payload) per second of the
        span from the first data beat in to the last aggregate beat out."""
        return gbps(self.data_frame_bytes, self.span_cycles)

    @property
    def wire_gbps(self) -> float:
        """The same with the wire overhead per frame (FCS, preamble, gap)."""
        return gbps(self.data_frame_bytes + wire.ETH_WIRE_OVERHEAD * self.data_packets,
                    self.span_cycles)


def gbps(nbytes: int, cycles: int) -> float:
    """Gb/s of `nbytes` moved in `cycles` of the switch clock (0 for no cycles)."""
    return nbytes * 8 / (cycles * rs.CYCLE_S) / 1e9 if cycles else 0.0


def load_gradients(name: str, workers: int, seed: int) -> list:
    """The workload's real gradients (golden.workloads, cached under out/cache)."""
    from golden.workloads import gradients

    return gradients(name, workers, seed)


def digest(chunks: Sequence[bytes]) -> str:
    """16 hex digits of SHA-256 over `chunks`: equal digests, equal results."""
    h = hashlib.sha256()
    for c in chunks:
        h.update(c)
    return h.hexdigest()[:16]


def _simulate(s: RunSummary, stim: Stimulus, out_dir: Path | None,
              progress: bool) -> rs.SimResult:
    """Run the harness on `stim` (a progress bar with `progress` and tqdm)."""
    bar = None
    if progress and tqdm is not None:
        bar = tqdm(total=s.frames_in, desc=f"{s.workload}/{s.schedule} simulate", unit="frame",
                   leave=False, file=sys.stderr)

    def prog(cycle: int, sent: int, total: int) -> None:
        if bar is not None:
            bar.n = sent
            bar.set_postfix_str(f"{cycle:,} cycles", refresh=False)
            bar.refresh()

    work = ((out_dir or REPO / "build" / "report") / "work"
            / f"{s.workload}-{s.schedule}-{s.mode}-{os.getpid()}")
    res = rs.run_harness(stim, rs.build_harness(), work, progress=prog)
    if bar is not None:
        bar.close()
    if work.exists() and not any(work.iterdir()):
        work.rmdir()
    s.cycles, s.status, s.sim_seconds = res.cycles, res.status, res.sim_seconds
    return res


def _take_check(s: RunSummary, stim: Stimulus, res: rs.SimResult, grads: list) -> None:
    """Both golden comparisons and the figures they yield (iswitch/sim/check.py)."""
    from iswitch.sim.check import check_run
    from iswitch.sim.fabric import e2e_points

    ck = check_run(stim, res, grads)
    last_in, done = e2e_points(stim, [res])
    s.latency_e2e = [done[g] - last_in[g] for g in sorted(done) if g in last_in]
    for k in ("errors", "model_frames", "model_mismatches", "port_mismatches",
              "verdict_mismatches", "elems_compared", "copies_compared", "mismatches",
              "nan_golden", "nan_payload_diff", *PER_SEGMENT, "counters", "drops_model",
              "order_diffs", "order_segments", "exact_order_diffs", "exact_order_segments",
              "accuracy", "arrival_not_worker_order", "span_cycles",
              "diagnosis"):
        setattr(s, k, getattr(ck, k))
    if ck.ledger is not None:
        s.ledger = [(r.section, r.what, *r.left, *r.right) for r in ck.ledger.rows]
        s.ledger_drops = ck.ledger.drops
        s.recovery = ck.ledger.recovery


def _take_ports(s: RunSummary, stim: Stimulus, res: rs.SimResult) -> None:
    """Beats and bytes per port, the switch cores' AXI-Lite registers, the digest of what
    worker 0's port received."""
    s.in_beats, s.out_beats = res.in_beats, res.out_beats
    s.in_bytes = [0] * NPORTS
    for st, idx, port, _, _ in res.inputs:
        s.in_bytes[port] += len(stim.frame(st, idx).data)
    for x in res.injected:
        s.in_bytes[x.port] += len(x.seen.frame.data)
    s.out_bytes = [sum(len(x.frame.data) for x in res.outputs[p]) for p in range(NPORTS)]
    s.switch_regs = {wire.axil_name(*k): v for k, v in sorted(res.regs.items())}
    s.result_digest = digest([x.frame.data for x in res.outputs[stim.ports[0]]])


def _capture(s: RunSummary, stim: Stimulus, res: rs.SimResult, out_dir: Path) -> None:
    """Every frame into and out of the switch as
    pcap/<workload>-<schedule>[-exact]-w<N>.pcapng.gz."""
    from iswitch.sim.pcap import in_iface, out_iface, write_pcapng

    recs = [(first, in_iface(port), stim.frame(st, idx).data)
            for st, idx, port, first, _ in res.inputs]
    recs += [(x.seen.first, in_iface(x.port), x.seen.frame.data) for x in res.injected]
    recs += [(x.first, out_iface(p), x.frame.data)
             for p in range(NPORTS) for x in res.outputs[p]]
    recs.sort(key=lambda r: (r[0], r[1]))
    mode = "-exact" if s.mode == "exact" else ""
    path = out_dir / "pcap" / f"{s.workload}-{s.schedule}{mode}-w{s.workers}.pcapng.gz"
    path.parent.mkdir(parents=True, exist_ok=True)
    s.pcap_frames = write_pcapng(path, recs)
    s.pcap = str(path.relative_to(out_dir))


def run_one(name: str, schedule: str, workers: int, seed: int, out_dir: Path | None,
            grads: list | None = None, progress: bool = False, pcap: bool = True,
            tready_p: int = 0, exact: bool = False) -> RunSummary:
    """Simulate and check one run (`exact`: the job in the exact mode, on the build with it,
    its aggregates against the exact sums); never raises (a failure is recorded in
    `errors`)."""
    import torch

    t0 = time.perf_counter()
    s = RunSummary(name, schedule, workers, seed, mode="exact" if exact else "fold")
    try:
        if grads is None:
            grads = load_gradients(name, workers, seed)
        s.params = grads[0].numel()
        s.bytes = wire.ELEM_BYTES * s.params
        s.grad_digest = digest([g.contiguous().view(torch.int32).numpy().tobytes()
                                for g in grads])
        stim = build_stimulus(grads, SCHEDULES[schedule], seed=seed, tready_p=tready_p)
        if exact:
            stim = as_exact(stim)
        s.segments, s.data_packets = stim.n_segs, stim.data_frames
        s.frames_in = stim.frames_total
        s.data_frame_bytes = stim.data_bytes
        res = _simulate(s, stim, out_dir, progress)
        _take_check(s, stim, res, grads)
        _take_ports(s, stim, res)
        if pcap and out_dir is not None:
            _capture(s, stim, res, out_dir)
        s.ok = not s.errors
    except Exception as e:  # noqa: BLE001 - reported, the report goes on with the next run
        s.failed(e)
    s.wall_seconds = time.perf_counter() - t0
    return s


def runs_json(runs: list[RunSummary]) -> str:
    """Every run's figures; the per-segment lists as {cycles: segments} histograms (the
    system model, iswitch/model, reads the latencies and the clock from here)."""

    def hist(xs: list[int]) -> dict[str, int]:
        return {str(c): n for c, n in sorted(Counter(xs).items())}

    out: list[dict[str, Any]] = []
    for r in runs:
        d = {k: v for k, v in asdict(r).items() if k not in (*PER_SEGMENT, "latency_e2e")}
        d.update(latency_accel_hist=hist(r.latency_accel), latency_port_hist=hist(r.latency_port),
                 latency_e2e_hist=hist(r.latency_e2e), clock_hz=rs.CLOCK_HZ, window=K)
        out.append(d)
    return json.dumps(out, indent=1)
