"""MyHDL simulation of tx_readq (myhdl_src/tx_readq.py): iswitch_tx's payload read-ahead
queue, against a RAM model and a consumer that pops words as the frame generator does.

The RAM model is the core's payload RAM as tx sees it: registered read (``rdata`` = the
word at the ``raddr`` of the previous rising edge), the buffer being read stable while its
frame lasts, every word replaced by fresh random ones at each ``flush`` (the core may reuse
a buffer once tx is done), so that a word read for one frame and used for the next shows up
as a mismatch. Frames (a random buffer, 0..47 words taken) follow each other with random
gaps or none (``run`` high across the flush, as when the next descriptor is there at once);
the consumer pops the head while ``n`` != 0 with a random probability and flushes with the
frame's last word (or, for a frame of no words, at a random cycle). Checked: each frame's
words are words 0, 1, 2, .. of its buffer, in order; ``raddr`` does not move within a cycle
when the inputs move (a register); and popping whenever it can, a frame's words come one
per cycle from the third cycle after ``run`` rises. Seeds are fixed and printed
(``TX_READQ_SEED``).
"""

from __future__ import annotations

import os
import random
import subprocess

import pytest
from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from iswitch.hw.toolenv import verilator_env
from myhdl_src.iswitch_if import BEAT_AW, DATA_W, AccelParams
from myhdl_src.tx_readq import RQ, tx_readq

SEED = int(os.environ.get("TX_READQ_SEED", "20261207"))
P = AccelParams()
WORDS = 1 << BEAT_AW


@block
def bench(frames: list[tuple[int, int, int]], p_pop: float, rng: random.Random, log: dict):
    """``frames``: (buffer, words to take, idle cycles before ``run``)."""
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    run, pop, flush = (Signal(bool(0)) for _ in range(3))
    buf = Signal(intbv(0)[P.BUF_W:])
    raddr = Signal(intbv(0)[P.BUF_W + BEAT_AW:])
    rdata, head = Signal(intbv(0)[DATA_W:]), Signal(intbv(0)[DATA_W:])
    n = Signal(intbv(0, min=0, max=RQ + 1))
    dut = tx_readq(clk, rst, run, buf, pop, flush, raddr, rdata, n, head)
    ram = {a: rng.getrandbits(DATA_W) for a in range(P.NBUF * WORDS)}
    cyc = [0]

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def memory():
        while True:
            yield clk.posedge
            cyc[0] += 1
            rdata.next = ram[int(raddr)]
            if flush:  # tx is done with the buffer: the core may overwrite any of it
                for a in ram:
                    ram[a] = rng.getrandbits(DATA_W)

    @instance
    def consumer():
        for _ in range(3):
            yield clk.negedge
        rst.next = 0
        for k, (b, words, gap) in enumerate(frames):
            for _ in range(gap):
                run.next, pop.next, flush.next = 0, 0, 0
                yield clk.negedge
            got, want, pops = [], [ram[(b << BEAT_AW) | j] for j in range(words)], []
            start = cyc[0]
            end_at = start + rng.randint(0, 6)  # a frame of no words ends here
            while True:
                run.next, buf.next = 1, b
                yield delay(1)
                # decoys on the inputs: raddr is a register, it must not move
                a0 = int(raddr)
                pop.next, flush.next, run.next = rng.getrandbits(1), rng.getrandbits(1), 0
                buf.next = rng.getrandbits(P.BUF_W)
                yield delay(1)
                if int(raddr) != a0:
                    log["errors"].append(f"cycle {cyc[0]}: raddr moved with the inputs")
                run.next, buf.next = 1, b
                take = n != 0 and len(got) < words and rng.random() < p_pop
                last = (take and len(got) == words - 1) or (words == 0 and cyc[0] >= end_at)
                pop.next, flush.next = take, last
                if take:
                    got.append(int(head))
                    pops.append(cyc[0] - start)
                yield clk.negedge
                if last:
                    break
            if got != want:
                bad = next(j for j in range(words) if got[j] != want[j])
                log["errors"].append(f"frame {k} (buffer {b}): word {bad} is not the RAM's")
            log["pops"].append(pops)
        run.next, pop.next, flush.next = 0, 0, 0
        yield clk.negedge
        raise StopSimulation

    return dut, clock, memory, consumer


def run_frames(frames, p_pop: float, seed: int) -> dict:
    log: dict = {"errors": [], "pops": []}
    bench(frames, p_pop, random.Random(seed), log).run_sim(quiet=1)
    assert not log["errors"], log["errors"][:5]
    assert len(log["pops"]) == len(frames)
    return log


@pytest.mark.parametrize("p_pop", [0.3, 0.8])
def test_words_in_order_across_flushes(p_pop: float) -> None:
    """Random frames, gaps and pops: every frame gets its buffer's words 0, 1, ..."""
    seed = SEED + int(10 * p_pop)
    rng = random.Random(seed)
    frames = [(rng.randrange(P.NBUF), rng.choice([0, 1, 2, 3, 4, 5, 45, rng.randint(0, 47)]),
               rng.choice([0, 0, 1, 2, 5])) for _ in range(150)]
    log = run_frames(frames, p_pop, seed)
    print(f"tx_readq: seed {seed}, pop p {p_pop}: {len(frames)} frames, "
          f"{sum(len(x) for x in log['pops'])} words")


def test_one_word_per_cycle_from_the_third_cycle() -> None:
    """Popping whenever a word is there: words come from cycle 3 of ``run`` on, one per
    cycle (three reads in flight keep up), also right after a flush."""
    seed = SEED + 1
    rng = random.Random(seed)
    frames = [(rng.randrange(P.NBUF), rng.randint(1, 47), rng.choice([0, 3])) for _ in range(60)]
    log = run_frames(frames, 1.0, seed)
    for (_, words, _), pops in zip(frames, log["pops"], strict=True):
        assert pops == list(range(3, 3 + words)), pops
    print(f"tx_readq full rate: seed {seed}, {len(frames)} frames")


def test_conversion_lints_clean(tmp_path) -> None:
    """tx_readq converts to Verilog that passes ``verilator --lint-only -Wall``."""
    b = lambda: Signal(bool(0))  # noqa: E731
    w = lambda k: Signal(intbv(0)[k:])  # noqa: E731
    tx_readq(b(), ResetSignal(0, active=1, isasync=False), b(), w(P.BUF_W), b(), b(),
             w(P.BUF_W + BEAT_AW), w(DATA_W), Signal(intbv(0, min=0, max=RQ + 1)),
             w(DATA_W)).convert(hdl="Verilog", path=str(tmp_path), name="tx_readq",
                                testbench=False)
    res = subprocess.run(["verilator", "--lint-only", "-Wall", str(tmp_path / "tx_readq.v")],
                         env=verilator_env(), capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
