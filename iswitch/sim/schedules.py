"""The schedules of the switch harness's runs: how N workers' traffic of one synchronous
all-reduce is spread in time (`SCHEDULES`), and `build_stimulus`, the one entry point that
builds a run's `Stimulus`.

Every schedule: each worker Joins (one after the other), worker 0 sends SetH = N, then
every worker sends its data frames with the window of docs/protocol.md section 8 (a gate in
the harness), worker w on 10G port w mod 4; a controller on the host port Queries the
counters once every aggregate is out; every stimulus has the hang diagnosis's Queries. The
clean schedules (`rr`, `jitter`, `straggler`) differ only in the idle time they add on top
of line rate (`scheduled_data`); the `faults` schedule's traffic is iswitch/sim/faults.py's.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import torch

from iswitch import wire
from iswitch.native.datapath import line_slot
from iswitch.sim.faults import build_faults
from iswitch.sim.stimulus import (
    CONTROLLER,
    CTRL_SEQ,
    HOST_PORT,
    MAX_WORKERS,
    TREADY_P_MAX,
    FaultPlan,
    Schedule,
    StimFrame,
    Stimulus,
    Stream,
    data_items,
    diagnosis_stream,
    item,
    join_chain,
    query_items,
    seeded_rng,
    worker_endpoint,
    worker_port,
)
from iswitch.util import checks
from iswitch.wire.proto import Action, control_frame
from iswitch.worker import Endpoint, data_frames, n_segments

SCHEDULES: dict[str, Schedule] = {
    "rr": Schedule("rr", "round robin"),
    "jitter": Schedule("jitter", "random jitter", jitter_start=5000, jitter_gap=100),
    "straggler": Schedule("straggler", "one straggler", straggler_delay=50_000,
                          straggler_gap=122),
    "faults": Schedule("faults", "faults", faults=FaultPlan(), min_workers=3),
}



def schedule_rng(seed: int, schedule: Schedule) -> np.random.Generator:
    """The generator of a run's schedule draws (start offsets, then each worker's gaps)."""
    return seeded_rng(seed, "schedule", schedule.name)


def schedule_starts(schedule: Schedule, rng: np.random.Generator, n: int) -> Sequence[int]:
    """Each of `n` workers' start offset under `schedule` (drawn first from `rng`)."""
    return rng.integers(0, schedule.jitter_start, n) if schedule.jitter_start else [0] * n


def scheduled_data(grad: torch.Tensor, ep: Endpoint, first_gate: tuple[int, int, int],
                   schedule: Schedule, rng: np.random.Generator, start: int,
                   straggler: bool) -> list[StimFrame]:
    """Worker `ep`'s contributions of `grad` (`data_items`) spread in time by `schedule`:
    its start offset `start`, the jitter gaps (drawn from `rng`), the straggler's delay and
    gaps if it is the straggler."""
    n_segs = n_segments(grad.numel())
    gaps = (rng.integers(0, schedule.jitter_gap, n_segs) if schedule.jitter_gap
            else np.zeros(n_segs, np.int64))
    data = data_items(data_frames(grad, ep), ep, first_gate)
    prev_len = 0
    for i, fr in enumerate(data):
        extra = int(gaps[i]) + (schedule.straggler_gap if straggler and i else 0)
        # the harness counts `gap` from the previous frame's last beat: add the rest of
        # that frame's line-rate slot, so that `extra` is idle time beyond line rate
        fr.gap = extra + max(0, line_slot(prev_len) - -(-prev_len // 32)) if extra else 0
        prev_len = len(fr.data)
        if i == 0:
            fr.not_before = start + (schedule.straggler_delay if straggler else 0)
    return data


def build_stimulus(grads: Sequence[torch.Tensor], schedule: Schedule, seed: int = 0,
                   tready_p: int = 0) -> Stimulus:
    """The traffic of one synchronous all-reduce of `grads` (one flat fp32 tensor per
    worker) under `schedule` (see the module docstring); the `faults` schedule is
    iswitch/sim/faults.py's."""
    n = len(grads)
    if not schedule.min_workers <= n <= MAX_WORKERS:
        raise ValueError(f"the {schedule.name} schedule takes {schedule.min_workers}.."
                         f"{MAX_WORKERS} workers, not {n}")
    checks.int_in("seed", seed, 0)
    checks.int_in("tready_p", tready_p, 0, TREADY_P_MAX)
    if schedule.faults is not None:
        return build_faults(grads, schedule, seed)
    n_elems = grads[0].numel()
    n_segs = n_segments(n_elems)
    ports = [worker_port(w) for w in range(n)]
    rng = schedule_rng(seed, schedule)
    start = schedule_starts(schedule, rng, n)
    eps = [worker_endpoint(w) for w in range(n)]
    joins = join_chain(eps, ports, [0x100 + w for w in range(n)], (wire.Gate.NONE, 0, 0))
    seth_seq = 0x200
    streams: list[Stream] = []
    for w, ep in enumerate(eps):
        frames = [joins[w]]
        if w == 0:
            frames.append(item(ep, control_frame(ep, Action.SETH, n, seth_seq), what="seth",
                               gate=(wire.Gate.ACK, ports[n - 1], 0x100 + n - 1)))
        data = scheduled_data(grads[w], ep, (wire.Gate.ACK, ports[0], seth_seq), schedule, rng,
                              int(start[w]), straggler=w == n - 1 and n > 1)
        streams.append(Stream(ports[w], frames + data, ep.mac, name=f"worker {w}"))
    # the controller on the host port: Query every counter once all aggregates are out
    ctrl, qseqs = query_items(CONTROLLER, (wire.Gate.AGG_COUNT, ports[0], n_segs), CTRL_SEQ)
    streams.append(Stream(HOST_PORT, ctrl, CONTROLLER.mac, name="controller"))
    streams.append(diagnosis_stream())
    return Stimulus(streams, n, n_elems, n_segs, ports, qseqs, seed, schedule, tready_p)


