"""cocotb side of scripts/bench_accel.py: exact cycle counts of `iswitch_accel`.

Not a test module (pytest does not collect it): `scripts/bench_accel.py` runs it through
`cocotb_tools.runner` (Verilator) and reads the JSON it writes to $ACCEL_BENCH_OUT.

A monitor (accel_tb.Monitor) samples both handshakes on every rising edge of `axis_aclk` (as
cocotbext-axi does: a beat moves on an edge where tvalid and tready are both high) and
numbers the edges. Latencies are differences of edge numbers: a frame whose first beat is
accepted on edge N and leaves on edge N + 1 has a latency of 1 cycle (one register stage).
Every scenario is also checked bit for bit against the golden model (accel_tb.TB.check).
"""

from __future__ import annotations

import json
import os
import random

import cocotb
from accel_tb import TB, Monitor
from cocotb.triggers import ClockCycles

from iswitch.proto import MAX_ELEMS
from iswitch.sim import scenarios as sc

N_WORKERS = 4


async def idle(tb: TB, cycles: int = 200) -> None:
    await ClockCycles(tb.dut.axis_aclk, cycles)


async def saturated(tb: TB, mon: Monitor, rng: random.Random, counts: list[int],
                    rounds: int, base_seg: int = 0, worker_major: bool = False) -> dict:
    """Back-to-back data packets of N_WORKERS workers, segment by segment (every worker's
    contribution to a segment, then the next segment); sink always ready. Beats accepted
    per cycle from the first to the last accepted beat of the data packets."""
    ws = sc.workers(N_WORKERS)
    frames = []
    for r in range(rounds):
        base = base_seg + r * len(counts)
        if worker_major:  # each worker's segments in turn: consecutive frames never share one
            frames += [sc.data(w, base + i, sc.rand_bits(rng, c)) for w in ws
                       for i, c in enumerate(counts)]
        else:
            frames += sc.sync_round(rng, ws, counts, base_seg=base, shuffle=False)
    mon.clear()
    await tb.send(frames)
    await tb.check()
    first, last = mon.ins[0][0], mon.ins[-1][0]
    cycles = last - first + 1
    return {"packets": len(frames), "beats": len(mon.ins), "cycles": cycles,
            "beats_per_cycle": len(mon.ins) / cycles, "stall_cycles": mon.in_stall,
            "stalls_at_beat": dict(sorted(mon.stall_beat.items())),
            "aggregates": sum(1 for _, f, _ in mon.outs if f)}


async def agg_latency(tb: TB, mon: Monitor, rng: random.Random, seg: int, count: int) -> int:
    """Cycles from the last input beat of the H-th contribution to the first output beat of
    the aggregate; idle pipeline and output."""
    ws = sc.workers(N_WORKERS)
    await tb.run([sc.data(w, seg, sc.rand_bits(rng, count)) for w in ws[:-1]])
    await idle(tb)
    mon.clear()
    await tb.send([sc.data(ws[-1], seg, sc.rand_bits(rng, count))])
    await tb.check()
    t_in = mon.ins[-1][0]
    assert mon.ins[-1][2], "last input beat not a tlast"
    t_out = next(e for e, first, _ in mon.outs if first)
    return t_out - t_in


async def reg_latency(tb: TB, mon: Monitor, rng: random.Random, n: int) -> int:
    """Cycles from the first beat of a regular frame in to its first beat out; idle."""
    await idle(tb)
    mon.clear()
    await tb.run([sc.regular(rng, n, kind="ipv4")])
    return mon.outs[0][0] - mon.ins[0][0]


@cocotb.test()
async def bench(dut):
    tb = TB(dut)
    await tb.reset()
    mon = Monitor(dut)
    rng = random.Random(4242)
    ws = sc.workers(N_WORKERS)
    await tb.run(sc.setup(ws))
    await idle(tb)
    res: dict = {"workers": N_WORKERS}
    # full-size packets: 4 workers x 16 segments x 360 elements (47 beats each)
    res["saturated_full"] = await saturated(tb, mon, rng, [MAX_ELEMS] * 16, 2)
    await idle(tb)
    # minimum-size packets (1 element, 3 beats): the read-after-write stalls show here
    res["saturated_min"] = await saturated(tb, mon, rng, [1] * 16, 1, base_seg=32)
    await idle(tb)
    # the same, worker by worker: no two consecutive frames of one segment (no RAW stalls)
    res["saturated_min_distinct"] = await saturated(tb, mon, rng, [1] * 16, 1, base_seg=48,
                                                    worker_major=True)
    await idle(tb)
    seg = 1000
    res["agg_latency"] = {}
    for count in (MAX_ELEMS, 1, 8, 9):
        res["agg_latency"][count] = await agg_latency(tb, mon, rng, seg, count)
        seg += 1
    res["regular_latency"] = {n: await reg_latency(tb, mon, rng, n) for n in (60, 64, 1514)}
    out = os.environ.get("ACCEL_BENCH_OUT")
    if out:
        with open(out, "w") as f:
            json.dump(res, f, indent=1)
    tb.log.info("bench: %s", json.dumps(res))
