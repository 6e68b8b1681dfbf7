"""The report's hierarchical runs (issue 10): a workload's real gradients of 12 workers
through the 12-worker, 5-switch tree (`iswitch.sim.fabric.SPEC`, a root with 4 children
of 3 workers, 10G links of 100 ns) in RTL under one schedule, a fold job or an exact one,
checked bit for bit against the nested fold (an exact job: the nested exact sum) and
frame for frame per switch against the model (iswitch/sim/fabric.py), summarised as a
picklable `TreeSummary`."""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from golden.tree import Topology
from iswitch.report.facts import REPO
from iswitch.report.runs import CheckedRun, digest, load_gradients
from iswitch.sim import fabric as fb
from iswitch.sim import harness as rs
from iswitch.sim.schedules import SCHEDULES
from iswitch.wire import PAYLOAD_OFF, Flag, Mode


@dataclass
class SwitchRow:
    """One switch of a tree run: latencies (median, max; cycles) and its counters."""

    name: str
    level: int
    model_frames: int
    up: tuple[float, int]  #: last contribution in -> partial / aggregate out
    down: tuple[float, int] | None  #: at a child: result in -> multicast out
    counters: dict[str, int]


@dataclass
class TreeSummary(CheckedRun):
    """Everything the report shows about one hierarchical run (picklable)."""

    spec: str = fb.SPEC
    switches: int = 0
    link_ns: float = fb.LINK_NS
    rows: list[SwitchRow] = field(default_factory=list)
    #: "child - parent" -> (share of the span the sending side was busy: up, down)
    links: dict[str, tuple[float, float]] = field(default_factory=dict)
    latency_e2e: list[int] = field(default_factory=list)  #: per segment, cycles
    flat_diffs: dict[str, int] = field(default_factory=dict)
    flat_ulps: int = 0  #: an exact job: most ULPs from the flat correctly rounded sum
    #: sha256 of worker 0's aggregate payloads in segment order (the sums alone: the same
    #: bits under every schedule in an exact job)
    sum_digest: str = ""

    @property
    def mismatches_all(self) -> int:
        return self.mismatches + self.model_mismatches + self.port_mismatches


def _med_max(xs: list[int]) -> tuple[float, int]:
    return (float(np.median(xs)), int(max(xs))) if xs else (0.0, 0)


def run_tree(name: str, schedule: str, seed: int, out_dir: Path | None,
             spec: str = fb.SPEC, exact: bool = False,
             grads: list | None = None) -> TreeSummary:
    """Simulate and check one hierarchical run (`exact`: an exact job, its aggregates
    against the nested exact sums; `grads`: one per worker, instead of the workload's);
    never raises (a failure is in `errors`)."""
    import torch

    t0 = time.perf_counter()
    topo = Topology.parse(spec)
    mode = Mode.EXACT if exact else Mode.FOLD
    s = TreeSummary(name, schedule, len(topo.workers), seed, spec=spec,
                    switches=len(topo.switches), mode=mode.name.lower())
    try:
        if grads is None:
            grads = load_gradients(name, s.workers, seed)
        s.params = grads[0].numel()
        s.grad_digest = digest([g.contiguous().view(torch.int32).numpy().tobytes()
                                for g in grads])
        fs = fb.build_fabric(grads, spec, SCHEDULES[schedule], seed=seed, mode=mode)
        s.segments = fs.stim.n_segs
        work = ((out_dir or REPO / "build" / "report") / "work"
                / f"tree-{name}-{schedule}-{s.mode}-{os.getpid()}")
        res = fb.run_fabric(fs, work)
        if work.exists() and not any(work.iterdir()):
            work.rmdir()
        s.cycles, s.sim_seconds = res[0].cycles, res[0].sim_seconds
        ck = fb.check_fabric(fs, res, grads)
        for k in ("errors", "model_frames", "model_mismatches", "port_mismatches",
                  "elems_compared", "mismatches", "span_cycles", "latency_e2e", "flat_diffs",
                  "flat_ulps"):
            setattr(s, k, getattr(ck, k))
        s.rows = [SwitchRow(sf.name, sf.level, sf.model_frames, _med_max(sf.latency_up),
                            _med_max(sf.latency_down) if sf.level else None, sf.counters)
                  for sf in ck.switches]
        span = max(1, ck.span_cycles)
        s.links = {f"{c} - {p}": (up / span, down / span) for (c, p), (up, down)
                   in ck.links.items()}
        leaf = fs.topo.workers[0]
        out = res[fs.names.index(leaf.switch)].outputs[leaf.port]
        s.result_digest = digest([x.frame.data for x in out])
        sums: dict[int, bytes] = {}
        for x in out:
            h = rs.data_header(x.frame)
            if h is not None and h.flags & Flag.AGG:
                sums.setdefault(h.seg, x.frame.data[PAYLOAD_OFF:])
        s.sum_digest = digest([sums[k] for k in sorted(sums)])
        s.ok = not s.errors
    except Exception as e:  # noqa: BLE001 - reported, the report goes on with the next run
        s.failed(e)
    s.wall_seconds = time.perf_counter() - t0
    return s


def trees_json(trees: list[TreeSummary]) -> str:
    """Every hierarchical run's figures (trees.json; the per-segment end-to-end latencies
    as a {cycles: segments} histogram)."""
    out = []
    for t in trees:
        d = asdict(t)
        d["latency_e2e"] = {str(c): n for c, n in sorted(Counter(t.latency_e2e).items())}
        out.append(d)
    return json.dumps(out, indent=1)
