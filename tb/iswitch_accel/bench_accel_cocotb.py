"""cocotb side of scripts/bench_accel.py: exact cycle counts of `iswitch_accel`.

Not a test module (pytest does not collect it): `scripts/bench_accel.py` runs it through
`cocotb_tools.runner` (Verilator) and reads the JSON it writes to $ACCEL_BENCH_OUT.

A monitor (accel_tb.Monitor) samples both handshakes on every rising edge of `axis_aclk` (as
cocotbext-axi does: a beat moves on an edge where tvalid and tready are both high) and
numbers the edges. Latencies are differences of edge numbers: a frame whose first beat is
accepted on edge N and leaves on edge N + 1 has a latency of 1 cycle (one register stage).
Every scenario is also checked bit for bit against the golden model (accel_tb.TB.check).
The last scenarios reset the block and make it a child (uplink nf3, 3 workers).
"""

from __future__ import annotations

import json
import os
import random

import cocotb
from accel_tb import TB, Monitor
from cocotb.triggers import ClockCycles

from iswitch.sim import scenarios as sc
from iswitch.wire import AccelParams
from iswitch.wire.proto import MAX_ELEMS

N_WORKERS = 4
N_CHILD = 3  #: workers of the child (its fourth port is the uplink)


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


async def child_saturated(tb: TB, mon: Monitor, rng: random.Random, segs: int) -> dict:
    """A child (3 workers, uplink nf3): the workers' 360-element packets and the parent's
    360-element results back to back, the result of segment s after the packets of s + 1
    (it cannot arrive before the child's partial of s left); sink always ready."""
    ws = sc.workers(N_CHILD)
    frames = []
    for s in range(segs + 1):
        if s < segs:
            frames += [sc.data(w, s, sc.rand_bits(rng, MAX_ELEMS)) for w in ws]
        if s > 0:
            frames.append(sc.parent_result(s - 1, sc.rand_bits(rng, MAX_ELEMS)))
    mon.clear()
    outs = await tb.send(frames)
    await tb.check()
    cycles = mon.ins[-1][0] - mon.ins[0][0] + 1
    return {"packets": len(frames), "beats": len(mon.ins), "cycles": cycles,
            "beats_per_cycle": len(mon.ins) / cycles, "stall_cycles": mon.in_stall,
            "stalls_at_beat": dict(sorted(mon.stall_beat.items())),
            "up": sum(o.frame.dst_ports == sc.UPLINK for o in outs),
            "down": sum(o.frame.dst_ports != sc.UPLINK for o in outs)}


async def child_latency(tb: TB, mon: Monitor, rng: random.Random, seg: int,
                        count: int) -> tuple[int, int]:
    """A child, idle before each: cycles from the last beat of the 3rd contribution to the
    first beat of the partial going up, and from the last beat of the parent's result to
    the first beat of the multicast to the members."""
    ws = sc.workers(N_CHILD)
    await tb.run([sc.data(w, seg, sc.rand_bits(rng, count)) for w in ws[:-1]])
    await idle(tb)
    lat = []
    for f in (sc.data(ws[-1], seg, sc.rand_bits(rng, count)),
              sc.parent_result(seg, sc.rand_bits(rng, count))):
        mon.clear()
        await tb.send([f])
        await tb.check()
        t_out = next(e for e, first, _ in mon.outs if first)
        lat.append(t_out - mon.ins[-1][0])
        await idle(tb)
    return lat[0], lat[1]


async def reg_latency(tb: TB, mon: Monitor, rng: random.Random, n: int) -> int:
    """Cycles from the first beat of a regular frame in to its first beat out; idle."""
    await idle(tb)
    mon.clear()
    await tb.run([sc.regular(rng, n, kind="ipv4")])
    return mon.outs[0][0] - mon.ins[0][0]


@cocotb.test()
async def bench(dut):
    # ACCEL_EXACT=0: the fold-only build; ACCEL_MODE=exact: the jobs in the exact mode
    tb = TB(dut, AccelParams(EXACT=int(os.environ.get("ACCEL_EXACT", AccelParams().EXACT))))
    tb.exact_traffic = os.environ.get("ACCEL_MODE") == "exact"
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
    # the child role (docs/protocol.md section 12): a fresh block, SetRole, 3 workers
    await tb.reset()
    await tb.run(sc.child_setup(sc.workers(N_CHILD)))
    await idle(tb)
    res["child_saturated_full"] = await child_saturated(tb, mon, rng, 16)
    await idle(tb)
    res["child_up_latency"], res["child_down_latency"] = {}, {}
    for count in (MAX_ELEMS, 1):
        up, down = await child_latency(tb, mon, rng, seg, count)
        res["child_up_latency"][count], res["child_down_latency"][count] = up, down
        seg += 1
    out = os.environ.get("ACCEL_BENCH_OUT")
    if out:
        with open(out, "w") as f:
            json.dump(res, f, indent=1)
    tb.log.info("bench: %s", json.dumps(res))
