"""Past the paper: 100 Gb/s, GPU learners, 16 to 1,024 workers (docs/model.md, "Beyond").

Schemes: ring all-reduce over the same two-level tree, iSwitch in 2- and 3-level trees, and
SwitchML-style int32 aggregation (two passes per segment) in a 2-level tree. Every switch
has as many aggregation pipelines of the RTL's measured throughput as its ports need at line
rate, and the in-switch schemes' window is the RTL's K scaled with the link rate: both
assumptions (`STUDY`). The model runs symmetric (one representative per tree level).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from iswitch.model import sim
from iswitch.model.compute import Profile
from iswitch.model.rtl import RtlFigures

#: the study's assumptions (docs/model.md lists them with their reasons)
STUDY = {
    "link_bps": 100e9,
    "hop_s": 0.5e-6,  # cable + PHY + NIC per link traversal
    "msg_s": 5e-6,  # kernel-bypass host stack (RDMA / DPDK class): per message
    "pkt_s": 0.05e-6,  # ... and per packet (one core keeps up with 100G at 1.5 kB)
}
WORKERS = (16, 64, 256, 1024)
MODELS = {"PPO": 11_085, "DDPG": 39_303, "A2C": 882_855, "DQN": 1_687_206}
SCHEMES = {"ring AllReduce": ("ar", 2), "iSwitch 2-level": ("isw", 2),
           "iSwitch 3-level": ("isw", 3), "SwitchML-style 2-level": ("sml", 2)}


def fanout(n: int, levels: int) -> tuple[int, ...]:
    """Per-level fan-in, bottom up, for `n` (a power of two) workers in `levels` levels."""
    e = int(math.log2(n))
    if 2 ** e != n:
        raise ValueError("the study uses powers of two")
    base, extra = divmod(e, levels)
    return tuple(2 ** (base + (1 if i < extra else 0)) for i in range(levels))


@dataclass
class Cell:
    model: str
    workers: int
    scheme: str
    agg_s: float
    iteration_s: float


def run(profile: Profile, rtl: RtlFigures, workers: tuple[int, ...] = WORKERS,
        models: dict[str, int] | None = None) -> list[Cell]:
    host = sim.Host(STUDY["msg_s"], STUDY["pkt_s"])
    window = round(rtl.window * STUDY["link_bps"] / 10e9)
    out = []
    for name, params in (models or MODELS).items():
        w = name.lower()
        work = sim.Work(dict(profile.parts[w]), 4 * params, profile.gpu_copy_bytes_per_s)
        for n in workers:
            for label, (scheme, levels) in SCHEMES.items():
                cl = sim.Cluster(n, STUDY["link_bps"], STUDY["hop_s"], fanout=fanout(n, levels),
                                 window=window, symmetric=True)
                r = sim.simulate(scheme, cl, host, rtl, work, profile.sum_bytes_per_s,
                                 profile.quantize_bytes_per_s)
                out.append(Cell(name, n, label, r.agg_s, r.iteration_s))
    return out


def winners(cells: list[Cell]) -> dict[tuple[str, int], str]:
    best: dict[tuple[str, int], Cell] = {}
    for c in cells:
        k = (c.model, c.workers)
        if k not in best or c.iteration_s < best[k].iteration_s:
            best[k] = c
    return {k: c.scheme for k, c in best.items()}
