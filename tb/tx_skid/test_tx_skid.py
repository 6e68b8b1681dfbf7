"""MyHDL simulation of tx_skid (myhdl_src/tx_skid.py), iswitch_tx's two-register skid
buffer, against a queue of at most two beats.

Random beats are offered (random ``in_valid``; the data random in every cycle, offered or
not) and the head taken with a random probability while valid. In every cycle, from the
queue model (the beats taken before it, minus those popped before it): ``out_valid`` is
"the queue is not empty", ``full`` "it holds two", the head beat is the queue's oldest
(so an offered beat never changes until it is taken). Every beat taken comes out once, in
order, unchanged; with the head taken in every cycle, ``full`` never rises and each beat is
at the head in the cycle after it was taken. Seeds are fixed and printed
(``TX_SKID_SEED``).
"""

from __future__ import annotations

import os
import random
import subprocess

import pytest
from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from iswitch.hw.toolenv import verilator_env
from myhdl_src.iswitch_if import DATA_W, KEEP_W, USER_W
from myhdl_src.tx_skid import tx_skid

SEED = int(os.environ.get("TX_SKID_SEED", "20261208"))


@block
def bench(cycles: int, p_in: float, p_pop: float, rng: random.Random, log: dict):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    in_valid, in_last, full, out_valid, out_last, out_pop = (Signal(bool(0)) for _ in range(6))
    in_data, out_data = Signal(intbv(0)[DATA_W:]), Signal(intbv(0)[DATA_W:])
    in_keep, out_keep = Signal(intbv(0)[KEEP_W:]), Signal(intbv(0)[KEEP_W:])
    in_user, out_user = Signal(intbv(0)[USER_W:]), Signal(intbv(0)[USER_W:])
    dut = tx_skid(clk, rst, in_valid, in_data, in_keep, in_user, in_last, full, out_valid,
                  out_data, out_keep, out_user, out_last, out_pop)

    @instance
    def run():
        queue: list[tuple] = []
        for c in range(cycles):
            clk.next = 0
            rst.next = c < 2
            beat = (rng.getrandbits(DATA_W), rng.getrandbits(KEEP_W), rng.getrandbits(USER_W),
                    bool(rng.getrandbits(1)))
            in_data.next, in_keep.next, in_user.next, in_last.next = beat
            valid = rng.random() < p_in
            in_valid.next = valid
            yield delay(1)
            pop = bool(out_valid) and rng.random() < p_pop
            out_pop.next = pop
            yield delay(4)
            if c >= 2:
                head = (int(out_data), int(out_keep), int(out_user), bool(out_last))
                if bool(out_valid) != bool(queue) or bool(full) != (len(queue) == 2):
                    log["errors"].append(f"cycle {c}: out_valid {bool(out_valid)}, full "
                                         f"{bool(full)} with {len(queue)} beats held")
                elif queue and head != queue[0]:
                    log["errors"].append(f"cycle {c}: the head is not the oldest beat")
                if pop:
                    log["out"].append((c, head))
                    queue.pop(0)
                if valid and not full:
                    log["in"].append((c, beat))
                    queue.append(beat)
                log["full"] += int(full)
            clk.next = 1
            yield delay(5)
        raise StopSimulation

    return dut, run


def run(cycles: int, p_in: float, p_pop: float, seed: int) -> dict:
    log: dict = {"errors": [], "in": [], "out": [], "full": 0}
    bench(cycles, p_in, p_pop, random.Random(seed), log).run_sim(quiet=1)
    assert not log["errors"], log["errors"][:5]
    n = len(log["out"])
    assert [b for _, b in log["out"]] == [b for _, b in log["in"][:n]], "beats out of order"
    assert len(log["in"]) - n <= 2
    return log


@pytest.mark.parametrize("p_in,p_pop", [(0.5, 0.5), (0.9, 0.3), (0.3, 0.9), (1.0, 0.6)])
def test_queue_of_two(p_in: float, p_pop: float) -> None:
    """Random offers and pops: the skid behaves as a queue of two beats."""
    seed = SEED + int(100 * p_in) + int(10 * p_pop)
    log = run(3000, p_in, p_pop, seed)
    print(f"tx_skid: seed {seed}, in p {p_in}, pop p {p_pop}: {len(log['out'])} beats, "
          f"full in {log['full']} cycles")
    assert log["full"] > 0


def test_full_rate_without_stalls() -> None:
    """The head taken in every cycle: never full, each beat at the head the cycle after."""
    log = run(2000, 0.8, 1.0, SEED)
    print(f"tx_skid full rate: seed {SEED}, {len(log['out'])} beats")
    assert log["full"] == 0
    assert [c for c, _ in log["out"]] == [c + 1 for c, _ in log["in"][:len(log["out"])]]


def test_conversion_lints_clean(tmp_path) -> None:
    """tx_skid converts to Verilog that passes ``verilator --lint-only -Wall``."""
    b = lambda: Signal(bool(0))  # noqa: E731
    w = lambda k: Signal(intbv(0)[k:])  # noqa: E731
    tx_skid(b(), ResetSignal(0, active=1, isasync=False), b(), w(DATA_W), w(KEEP_W),
            w(USER_W), b(), b(), b(), w(DATA_W), w(KEEP_W), w(USER_W), b(), b()).convert(
        hdl="Verilog", path=str(tmp_path), name="tx_skid", testbench=False)
    res = subprocess.run(["verilator", "--lint-only", "-Wall", str(tmp_path / "tx_skid.v")],
                         env=verilator_env(), capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
