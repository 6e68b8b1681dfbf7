"""MyHDL simulation of tx_mux (myhdl_src/tx_mux.py), iswitch_tx's packet-granular output
mux, against the AXI-Stream rules and its arbitration contract.

Two sources, each a list of packets (1..6 beats) whose beats are offered with random gaps
and held until taken (rx's ``m`` register on ``regular``, the skid's head on ``g_*``); a
random ``m_axis.tready``. TUSER's top bit tells the streams apart. Checked in every cycle:
``m_axis`` shows the source that owns it (the one whose packet's first beat was offered and
whose ``tlast`` has not been taken; between packets, of two requests the one not offered
last, the regular stream counting as served last after reset), that source's beat itself
(0 cycles through the mux), and ``regular.tready`` / ``g_pop`` are ``m_axis.tready`` for
that source only; a beat offered on ``m_axis`` and not taken stays there unchanged; the
packets come out whole (no interleaving), each stream in order and unchanged. Seeds are
fixed and printed (``TX_MUX_SEED``).
"""

from __future__ import annotations

import os
import random
import subprocess

import pytest
from myhdl import ResetSignal, Signal, StopSimulation, block, delay, instance, intbv

from iswitch.hw.toolenv import verilator_env
from myhdl_src.iswitch_if import DATA_W, KEEP_W, USER_W, Axis
from myhdl_src.tx_mux import tx_mux

SEED = int(os.environ.get("TX_MUX_SEED", "20261209"))
MARK = 1 << (USER_W - 1)  # TUSER bit of the regular stream's beats


def packets(rng: random.Random, n: int, mark: int) -> list[list[tuple[int, int, int, bool]]]:
    out = []
    for _ in range(n):
        nb = rng.choice([1, 1, 2, 3, rng.randint(1, 6)])
        out.append([(rng.getrandbits(DATA_W), rng.getrandbits(KEEP_W),
                     mark | rng.getrandbits(USER_W - 1), k == nb - 1) for k in range(nb)])
    return out


@block
def bench(reg_pkts, gen_pkts, gap: float, p_ready: float, rng: random.Random, log: dict):
    clk = Signal(bool(0))
    rst = ResetSignal(1, active=1, isasync=False)
    regular, m_axis = Axis(), Axis()
    g_valid, g_last, g_pop = (Signal(bool(0)) for _ in range(3))
    g_data, g_keep, g_user = (Signal(intbv(0)[w:]) for w in (DATA_W, KEEP_W, USER_W))
    dut = tx_mux(clk, rst, regular, g_valid, g_data, g_keep, g_user, g_last, g_pop, m_axis)
    beats = {"r": [b for p in reg_pkts for b in p], "g": [b for p in gen_pkts for b in p]}
    total = len(beats["r"]) + len(beats["g"])

    @instance
    def run():
        pos = {"r": 0, "g": 0}  # next beat of each source
        offered = {"r": False, "g": False}  # its beat is offered (held until taken)
        in_pkt, owner, last = False, "r", "r"
        held = None
        c = 0
        while len(log["out"]) < total:
            c += 1
            clk.next = 0
            rst.next = c < 3
            for s in "rg":
                if not offered[s] and pos[s] < len(beats[s]) and c >= 3:
                    offered[s] = rng.random() >= gap
            for s, (v, d, k, u, la) in (("r", (regular.tvalid, regular.tdata, regular.tkeep,
                                                regular.tuser, regular.tlast)),
                                         ("g", (g_valid, g_data, g_keep, g_user, g_last))):
                v.next = offered[s]
                if offered[s]:
                    d.next, k.next, u.next, la.next = beats[s][pos[s]]
                else:  # garbage while not valid
                    d.next, k.next = rng.getrandbits(DATA_W), rng.getrandbits(KEEP_W)
            ready = rng.random() < p_ready
            m_axis.tready.next = ready
            yield delay(5)
            if c >= 3:
                # the owner, by the contract
                if in_pkt:
                    want = owner
                elif offered["r"] and offered["g"]:
                    want = "g" if last == "r" else "r"
                else:
                    want = "g" if offered["g"] else "r"
                v = offered[want]
                beat = (int(m_axis.tdata), int(m_axis.tkeep), int(m_axis.tuser),
                        bool(m_axis.tlast))
                if bool(m_axis.tvalid) != v or (v and beat != beats[want][pos[want]]):
                    log["errors"].append(f"cycle {c}: m_axis is not source {want}'s beat")
                if bool(regular.tready) != (ready and want == "r") or bool(g_pop) != (
                        ready and want == "g" and v):
                    log["errors"].append(f"cycle {c}: regular.tready / g_pop")
                if held is not None and (not m_axis.tvalid or beat != held):
                    log["errors"].append(f"cycle {c}: an offered beat was withdrawn")
                held = beat if m_axis.tvalid and not ready else None
                if v and not in_pkt:
                    in_pkt, owner, last = True, want, want
                    log["starts"].append((c, want, offered["r"] and offered["g"]))
                if v and ready:
                    log["out"].append((c, want, beat))
                    offered[want] = False
                    pos[want] += 1
                    if beat[3]:
                        in_pkt = False
            clk.next = 1
            yield delay(5)
            if c > 20 * total + 100:
                log["errors"].append("timeout")
                break
        raise StopSimulation

    return dut, run


def run(n_reg: int, n_gen: int, gap: float, p_ready: float, seed: int) -> dict:
    rng = random.Random(seed)
    reg_pkts, gen_pkts = packets(rng, n_reg, MARK), packets(rng, n_gen, 0)
    log: dict = {"errors": [], "out": [], "starts": []}
    bench(reg_pkts, gen_pkts, gap, p_ready, rng, log).run_sim(quiet=1)
    assert not log["errors"], log["errors"][:5]
    # packets whole, each stream in order and unchanged (by the TUSER mark, not the model)
    got = {"r": [], "g": []}
    cur: list = []
    for _, _, beat in log["out"]:
        cur.append(beat)
        if beat[3]:
            kinds = {bool(b[2] & MARK) for b in cur}
            assert len(kinds) == 1, "a packet of beats from both streams"
            got["r" if kinds.pop() else "g"].append(cur)
            cur = []
    assert not cur
    assert got == {"r": reg_pkts, "g": gen_pkts}
    return log


@pytest.mark.parametrize("gap,p_ready", [(0.3, 0.5), (0.0, 1.0), (0.6, 0.8), (0.1, 0.2)])
def test_packets_whole_round_robin(gap: float, p_ready: float) -> None:
    """Both streams busy, gaps, random tready: ownership, round robin, AXI stability."""
    seed = SEED + int(10 * gap) + int(100 * p_ready)
    log = run(150, 150, gap, p_ready, seed)
    contested = sum(both for _, _, both in log["starts"])
    print(f"tx_mux: seed {seed}, gap {gap}, tready p {p_ready}: {len(log['out'])} beats, "
          f"{len(log['starts'])} packets, {contested} started with both requesting")
    assert contested > 0


def test_one_stream_alone() -> None:
    """Only regular packets, then only generated ones: each passes as offered."""
    run(80, 0, 0.3, 0.7, SEED + 1)
    run(0, 80, 0.3, 0.7, SEED + 2)
    print(f"tx_mux one stream: seeds {SEED + 1}, {SEED + 2}")


def test_conversion_lints_clean(tmp_path) -> None:
    """tx_mux converts to Verilog that passes ``verilator --lint-only -Wall``."""
    b = lambda: Signal(bool(0))  # noqa: E731
    w = lambda k: Signal(intbv(0)[k:])  # noqa: E731
    tx_mux(b(), ResetSignal(0, active=1, isasync=False), Axis(), b(), w(DATA_W), w(KEEP_W),
           w(USER_W), b(), b(), Axis()).convert(hdl="Verilog", path=str(tmp_path),
                                                name="tx_mux", testbench=False)
    res = subprocess.run(["verilator", "--lint-only", "-Wall", str(tmp_path / "tx_mux.v")],
                         env=verilator_env(), capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
