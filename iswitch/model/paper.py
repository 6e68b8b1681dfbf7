"""The paper's figures the model is compared with (read off the authors' slide charts,
+-1% of full scale; the project's docs keep the source table: docs/model.md, "The paper").

These are the reference values, never model inputs except the points `FIT_ON` names.
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

#: the parts of the PS iteration besides the aggregation, as shares of it (the PS bars of
#: the same chart; +-0.01 absolute): a check of the compute side, one of them a fit point
COMPONENTS: dict[str, dict[str, float]] = {
    "DQN": {"agent_action": 0.010, "environment": 0.012, "forward": 0.021, "backward": 0.021,
            "weight_update": 0.041, "gpu_copy": 0.056},
    "A2C": {"agent_action": 0.044, "environment": 0.032, "forward": 0.031, "backward": 0.045,
            "weight_update": 0.031, "gpu_copy": 0.079},
    "PPO": {"agent_action": 0.050, "environment": 0.177, "forward": 0.057, "backward": 0.077,
            "weight_update": 0.045, "gpu_copy": 0.0},
    "DDPG": {"agent_action": 0.004, "environment": 0.004, "forward": 0.173, "backward": 0.177,
             "weight_update": 0.037, "gpu_copy": 0.0},
}

#: the only paper numbers the fit sees: each constant of `calibrate.Fit` and the number
#: that pins it, the one it moves most (docs/model.md, "Calibration")
FIT_ON = {
    "gpu_factor": "agg_share.DQN",  # DQN's GPU compute against its (bandwidth) aggregation
    "cpu_factor": "component.A2C.environment",  # the testbed CPU's Atari step, same way
    "msg_s": "agg_share.PPO",  # PPO's (CPU) compute against its (latency) aggregation
    "pkt_s": "breakdown.DQN.AR",  # the ring's bytes: large messages
    "isw_msg_s": "breakdown.PPO.iSwitch",  # iSwitch's latency: a small gradient
}
FIT_POINTS = tuple(FIT_ON.values())

#: the paper's evidence of where the learner ran: a "GPU copy" bar for DQN and A2C only
GPU_LEARNER = {"DQN": True, "A2C": True, "PPO": False, "DDPG": False}


def components() -> dict[str, float]:
    """The compute parts' shares under keys like `component.A2C.environment`."""
    return {f"component.{w}.{k}": v for w, row in COMPONENTS.items() for k, v in row.items()}


def all_points() -> dict[str, float]:
    """Every paper value the model predicts, under its stable result keys (the issue's
    tables: breakdown, aggregation share, scaling)."""
    out: dict[str, float] = {}
    for w, row in BREAKDOWN.items():
        for s, v in row.items():
            if s != "PS":
                out[f"breakdown.{w}.{s}"] = v
    out |= {f"agg_share.{w}": v for w, v in AGG_SHARE_PS.items()}
    for k, row in SCALING.items():
        out |= {f"scaling.{k}.{n}": v for n, v in row.items()}
    return out
