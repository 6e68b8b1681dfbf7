"""The paper's figures the model is compared with (read off the authors' slide charts,
+-1% of full scale; the project's docs keep the source table: docs/model.md, "The paper").

These are the reference values, never model inputs except the points `FIT_POINTS` names.
"""

from __future__ import annotations

WORKLOADS = ("DQN", "A2C", "PPO", "DDPG")
SYSTEMS = ("PS", "AR", "iSwitch")

#: per-iteration time, synchronous, 4 workers, normalised to PS = 1.0
BREAKDOWN: dict[str, dict[str, float]] = {
    "DQN": {"PS": 1.000, "AR": 0.507, "iSwitch": 0.273},
    "A2C": {"PS": 1.000, "AR": 0.619, "iSwitch": 0.391},
    "PPO": {"PS": 1.000, "AR": 1.096, "iSwitch": 0.581},
    "DDPG": {"PS": 1.000, "AR": 1.117, "iSwitch": 0.546},
}

#: gradient aggregation's share of the PS iteration
AGG_SHARE_PS: dict[str, float] = {"DQN": 0.831, "A2C": 0.713, "PPO": 0.499, "DDPG": 0.554}

#: PPO: speedup over the same system at 4 workers (above 4: 3 workers per ToR under a root)
SCALING: dict[str, dict[int, float]] = {
    "sync_PS": {6: 1.30, 9: 1.79, 12: 1.98},
    "sync_AR": {6: 1.10, 9: 1.36, 12: 1.63},
    "sync_iSwitch": {6: 1.44, 9: 2.12, 12: 2.70},
    "async_PS": {6: 1.47, 9: 2.08, 12: 2.31},
    "async_iSwitch": {6: 1.48, 9: 2.17, 12: 2.76},
}

#: the only paper numbers the fit sees (docs/model.md, "Calibration")
FIT_POINTS = ("agg_share.DQN", "breakdown.PPO.AR", "breakdown.DQN.iSwitch")

#: the paper's evidence of where the learner ran: a "GPU copy" bar for DQN and A2C only
GPU_LEARNER = {"DQN": True, "A2C": True, "PPO": False, "DDPG": False}


def all_points() -> dict[str, float]:
    """Every paper value under the model's stable result keys."""
    out: dict[str, float] = {}
    for w, row in BREAKDOWN.items():
        for s, v in row.items():
            if s != "PS":
                out[f"breakdown.{w}.{s}"] = v
    out |= {f"agg_share.{w}": v for w, v in AGG_SHARE_PS.items()}
    for k, row in SCALING.items():
        out |= {f"scaling.{k}.{n}": v for n, v in row.items()}
    return out
