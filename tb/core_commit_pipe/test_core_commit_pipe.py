"""MyHDL simulation of core_commit_pipe (myhdl_src/core_commit_pipe.py): the speculative
payload issue, the write pipeline through fp32_vec_add and the read-after-write
scoreboard.

The testbench plays the engine (read stage ``p_go``, then compare, decide, act: at the
end of the act cycle ``cm.res`` with ``cm.kill`` for a drop or a retry, ``cm.dec`` and
``cm.store`` for a commit; PAY until ``cm.done``; a retried frame is decided again), rx's
staging RAM and the payload RAM (both with a registered read). Frames of 1..45 beats go
back to back, mostly into a few buffers (so one segment's packets follow each other:
the hazard), each decided add, store, drop or retry at random. Checked: the payload RAM
after every frame against a model (a store writes the staged words, an add the lane-wise
``golden.fold.add_f32`` of the stored and the staged word, a drop or retry nothing),
also after the writes still in flight have landed. Seed: CORE_COMMIT_PIPE_SEED
(printed)."""

from __future__ import annotations

import os
import random

import torch
from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from golden.fold import add_f32, bits, from_bits
from myhdl_src.core_commit_pipe import SB, core_commit_pipe
from myhdl_src.core_if import Commit
from myhdl_src.iswitch_if import BEAT_AW, DATA_W, AccelParams, StagedFrame, StageRead

SEED = int(os.environ.get("CORE_COMMIT_PIPE_SEED", "20261206"))
P = AccelParams(K=4, MEMBERS=8)
LANES = DATA_W // 32


def lanes(w: int) -> torch.Tensor:
    return from_bits([w >> 32 * i & 0xFFFF_FFFF for i in range(LANES)])


def word(t: torch.Tensor) -> int:
    return sum(int(b) << 32 * i for i, b in enumerate(bits(t)))


def rand_word(rng: random.Random) -> int:
    # mostly ordinary numbers, sometimes any bit pattern (NaN, infinities, denormals)
    if rng.random() < 0.1:
        return rng.getrandbits(DATA_W)
    return word(torch.tensor([rng.uniform(-4, 4) for _ in range(LANES)], dtype=torch.float32))


@block
def bench(rng: random.Random, frames: int, log: dict):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    staged, stage_rd, cm = StagedFrame(), StageRead(), Commit(P)
    p_go = Signal(bool(0))
    ram_raddr, ram_wa = Signal(intbv(0)[P.PAYLOAD_AW:]), Signal(intbv(0)[P.PAYLOAD_AW:])
    ram_rdata, ram_wd = Signal(intbv(0)[DATA_W:]), Signal(intbv(0)[DATA_W:])
    ram_we = Signal(bool(0))
    dut = core_commit_pipe(clk, rst, staged, p_go, cm, stage_rd, ram_raddr, ram_rdata,
                           ram_we, ram_wa, ram_wd)
    ram = [0] * (P.NBUF << BEAT_AW)  # the payload RAM
    stage: dict[int, int] = {}  # the staging RAM
    hot = [rng.randrange(P.NBUF) for _ in range(2)]

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def memories():
        while True:
            yield clk.posedge
            ram_rdata.next = ram[int(ram_raddr)]  # (the word before this edge's write)
            stage_rd.rdata.next = stage.get(int(stage_rd.raddr), 0)
            if ram_we:
                ram[int(ram_wa)] = int(ram_wd)
                log["writes"] += 1

    def cycle():
        yield clk.negedge

    @instance
    def engine():
        model = list(ram)
        yield clk.negedge
        rst.next = 0
        for k in range(frames):
            buf = rng.choice(hot) if rng.random() < 0.7 else rng.randrange(P.NBUF)
            count = rng.choice((1, 8, 9, 16, rng.randint(1, 360), 360))
            nbeats = (count + 7) // 8
            sbuf = k % 3
            words = [rand_word(rng) for _ in range(nbeats)]
            for j, w in enumerate(words):
                stage[sbuf << 6 | (j + 2)] = w
            while True:
                decision = rng.choice(("add", "store", "store", "drop", "retry"))
                # read stage (IDLE, p_go), compare, decide
                staged.seg.next = rng.getrandbits(32 - P.BUF_W) << P.BUF_W | buf
                staged.buf.next, staged.w52.next = sbuf, count
                staged.ctrl.next, staged.drop.next = 0, 0
                p_go.next = 1
                yield cycle()
                p_go.next = 0
                staged.seg.next, staged.w52.next = rng.getrandbits(32), rng.getrandbits(16)
                staged.buf.next = rng.randrange(3)
                yield cycle()  # CMP
                yield cycle()  # DEC
                yield cycle()  # ACT: the decision takes effect at its end
                cm.res.next = 1
                cm.kill.next = decision in ("drop", "retry")
                if decision in ("add", "store"):
                    cm.dec.next, cm.store.next = 1, decision == "store"
                yield cycle()
                cm.res.next, cm.kill.next = 0, 0
                if decision == "retry":
                    log["retries"] += 1
                    yield cycle()  # HOLD
                    continue
                if decision == "drop":
                    yield cycle()  # REL
                    log["drops"] += 1
                    break
                while not cm.done:  # PAY
                    yield cycle()
                yield cycle()  # (IDLE the cycle after: cm.dec cleared at the next read)
                for j, w in enumerate(words):
                    a = buf << BEAT_AW | j
                    model[a] = w if decision == "store" else word(add_f32(lanes(model[a]),
                                                                          lanes(w)))
                log[decision] += 1
                break
            cm.dec.next = 0
            if rng.random() < 0.3:
                for _ in range(rng.randint(1, 12)):
                    yield cycle()
            if k % 10 == 9 or k == frames - 1:
                for _ in range(SB + 3):  # the writes in flight land
                    yield cycle()
                if ram != model:
                    bad = next(a for a in range(len(ram)) if ram[a] != model[a])
                    log["errors"].append(f"frame {k}: payload word {bad:#x} differs")
                    break
        raise StopSimulation

    return dut, clock, memories, engine


def test_commits_adds_stores_and_kills() -> None:
    log = {"errors": [], "writes": 0, "add": 0, "store": 0, "drops": 0, "retries": 0}
    bench(random.Random(SEED), 200, log).run_sim(quiet=1)
    print(f"core_commit_pipe: seed {SEED}: {log['add']} adds, {log['store']} stores, "
          f"{log['drops']} drops, {log['retries']} retries, {log['writes']} words written")
    assert not log["errors"], log["errors"][:5]
    assert min(log["add"], log["store"], log["drops"], log["retries"]) > 0
