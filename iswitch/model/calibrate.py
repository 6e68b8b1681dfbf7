"""The paper's cluster: five fitted constants, every other number predicted.

Unknown (each fitted on the paper point `paper.FIT_ON` names for it; docs/model.md,
"Calibration"):

* ``gpu_factor``: how much faster the paper's GPUs ran the networks (agent action, forward,
  backward, weight update) of DQN and A2C than this machine's CPU core (the paper's chart
  shows a GPU copy for those two only);
* ``cpu_factor``: how much faster the paper's CPUs ran everything else than this machine's
  core: every environment step, and PPO's and DDPG's networks (no GPU copy in the chart);
  pinned by the A2C environment's share of the PS iteration, a part of the same chart;
* ``msg_s``: the PS's and the ring's message library, per message (each side);
* ``pkt_s``: the host's network stack per packet (each side, either transport);
* ``isw_msg_s``: the iSwitch client per gradient (each side).

Assumed (`ASSUMED`): link and NIC latency per hop, the GPU copy rate, async staleness; the
threads of the host software (`sim.Host`). Measured: compute profile (this machine), every
switch figure (RTL), summation rate.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, astuple, dataclass

from iswitch.model import paper, sim
from iswitch.model.compute import Profile
from iswitch.model.rtl import RtlFigures

#: assumptions about the paper's testbed (docs/model.md lists each with its reason)
ASSUMED = {
    "link_bps": 10e9,  # the paper's 10G NetFPGA ports
    "hop_s": 1e-6,  # cable + PHY + NIC DMA per link traversal
    "gpu_copy_bytes_per_s": 6e9,  # pageable cudaMemcpy over PCIe 3.0 x16
    "staleness": 2,  # async iSwitch: sums a worker may be behind
}
PARAMS = {"dqn": 1_687_206, "a2c": 882_855, "ppo": 11_085, "ddpg": 39_303}
SYS = {"PS": "ps", "AR": "ar", "iSwitch": "isw"}


@dataclass(frozen=True)
class Fit:
    """The fitted constants (the fields are `paper.FIT_ON`'s keys, in its order)."""

    gpu_factor: float
    cpu_factor: float
    msg_s: float
    pkt_s: float
    isw_msg_s: float

    def as_dict(self) -> dict[str, float]:
        return asdict(self)

    @property
    def host(self) -> sim.Host:
        return sim.Host(self.msg_s, self.pkt_s, self.isw_msg_s)


#: what each constant stands for (the page's table; docs/model.md has the reasons)
MEANING = {
    "gpu_factor": "the testbed's GPU on the DQN/A2C networks, over this machine's CPU core",
    "cpu_factor": "the testbed's CPU on environments and the PPO/DDPG networks, over this "
                  "core",
    "msg_s": "the PS's and the ring's message library, per message and side",
    "pkt_s": "the host network stack per packet and side (either transport)",
    "isw_msg_s": "the iSwitch client per gradient and side",
}

#: where the fit starts (about where it ends on the measured profile: few evaluations)
START = Fit(12.0, 2.0, 90e-6, 1e-6, 50e-6)


def work(profile: Profile, workload: str, fit: Fit) -> sim.Work:
    """One worker's iteration on the paper's testbed."""
    w = workload.lower()
    gpu = paper.GPU_LEARNER[workload.upper()]
    parts = profile.on_testbed(w, fit.cpu_factor, fit.gpu_factor if gpu else None)
    return sim.Work(parts, 4 * PARAMS[w], ASSUMED["gpu_copy_bytes_per_s"] if gpu else None)


def cluster(n: int, symmetric: bool, window: int) -> sim.Cluster:
    """4 workers on one switch; above 4, 3 workers per ToR under a root (the paper)."""
    return sim.Cluster(n, ASSUMED["link_bps"], ASSUMED["hop_s"],
                       fanout=() if n <= 4 else (3, math.ceil(n / 3)), window=window,
                       symmetric=symmetric)


class Model:
    """Runs the paper's configurations for one set of constants (results cached)."""

    def __init__(self, profile: Profile, rtl: RtlFigures, fit: Fit) -> None:
        self.profile, self.rtl, self.fit = profile, rtl, fit
        self.host = fit.host
        self._cache: dict[tuple, sim.Result] = {}

    def run(self, workload: str, scheme: str, n: int = 4, mode: str = "sync") -> sim.Result:
        key = (workload, scheme, n, mode)
        if key not in self._cache:
            sym = scheme != "ps" and (n <= 4 or n % 3 == 0)
            cl = cluster(n, sym, self.rtl.window)
            args = (scheme, cl, self.host, self.rtl, work(self.profile, workload, self.fit),
                    self.profile.sum_bytes_per_s, self.profile.quantize_bytes_per_s)
            self._cache[key] = (sim.simulate(*args) if mode == "sync" else
                                sim.simulate_async(*args, staleness=ASSUMED["staleness"]))
        return self._cache[key]

    def point(self, key: str) -> float:
        """The model's value for a key of `paper.all_points()` or `paper.components()`."""
        kind, a, b = (key.split(".") + [""])[:3]
        if kind == "breakdown":
            return (self.run(a, SYS[b]).iteration_s / self.run(a, "ps").iteration_s)
        if kind == "agg_share":
            r = self.run(a, "ps")
            return r.agg_s / r.iteration_s
        if kind == "component":
            r = self.run(a, "ps")
            return r.parts[b] / r.iteration_s
        mode, system = a.split("_", 1)
        n = int(b)
        r4, rn = self.run("PPO", SYS[system], 4, mode), self.run("PPO", SYS[system], n, mode)
        return rn.throughput / r4.throughput

    def points(self, keys: dict[str, float] | None = None) -> dict[str, float]:
        return {k: self.point(k) for k in (paper.all_points() if keys is None else keys)}


def fit(profile: Profile, rtl: RtlFigures,
        log: Callable[[str], None] = lambda s: None) -> tuple[Fit, dict]:
    """Solve for the five constants so that the model meets the five fit points (least
    squares in log space; as many equations as unknowns: the residuals come out ~0, and
    the solution is the same from starts a factor 2-5 away, tests/test_model.py)."""
    from scipy.optimize import least_squares

    target = paper.all_points() | paper.components()
    points = list(paper.FIT_POINTS)

    def resid(x: list[float]) -> list[float]:
        m = Model(profile, rtl, Fit(*(math.exp(v) for v in x)))
        return [m.point(k) / target[k] - 1 for k in points]

    # the chunked simulation is piecewise smooth: a relative step of 1% for the Jacobian
    sol = least_squares(resid, [math.log(v) for v in astuple(START)], diff_step=1e-2,
                        xtol=1e-5, ftol=1e-5)
    f = Fit(*(math.exp(v) for v in sol.x))
    log(f"fit: {f} in {sol.nfev} evaluations, residuals {[round(r, 4) for r in sol.fun]}")
    return f, {"evaluations": int(sol.nfev), "residuals": dict(zip(points, map(float, sol.fun),
                                                                   strict=True))}
