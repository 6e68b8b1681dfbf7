"""MyHDL simulation of tx_prep (myhdl_src/tx_prep.py): the IPv4 checksum, the lengths, the
ToS, the last beat and its lanes of a generated frame, against the frame the reference
builder makes (``iswitch.proto.build_data_frame`` / ``build_control_frame``, whose IPv4
checksum is ``iswitch.proto.ip_checksum``).

A new descriptor every cycle (so each output must be the previous cycle's descriptor's,
exactly one cycle later): data frames of every element count 0..511 (the 9 bits of
``Desc.elems``) to random and to broadcast destinations, Acks, and destinations chosen so
that the header's word sum folds through a second end-around carry (the rare corner of the
checksum's adders: about one random address in 2**16), with the default and other
parameters. Seeds are fixed and printed (``TX_PREP_SEED``).
"""

from __future__ import annotations

import os
import random
import subprocess

import pytest
from myhdl import Signal, StopSimulation, block, delay, instance, intbv

from iswitch.hw.toolenv import verilator_env
from iswitch.wire import (
    BEAT_BYTES,
    BROADCAST_IP,
    ELEM_BYTES,
    ETH_LEN,
    IP_LEN,
    IPV4_FIELDS,
    UDP_FIELDS,
    AccelParams,
    proto,
)
from myhdl_src.busfields import drive
from myhdl_src.iswitch_if import Desc
from myhdl_src.tx_prep import LANES, desc_prep, tx_prep

#: the Desc fields desc_prep computes, in its port order
PREP = ("tos", "ip_len", "udp_len", "flen", "ip_sum", "len_sum", "last", "lanes_last")

SEED = int(os.environ.get("TX_PREP_SEED", "20261206"))
PARAMS = {"default": AccelParams(),
          "other": AccelParams(DATA_DSCP=10, CTRL_DSCP=63, SWITCH_IP=0xC0A80A01)}
_TOS, _TOTAL, _CSUM = (IPV4_FIELDS[n] for n in ("tos", "total_len", "csum"))
OUTS = ("tos", "ip_len", "udp_len", "flen", "csum", "last", "lanes")


def reference(p: AccelParams, data: bool, elems: int, dst_ip: bytes) -> bytes:
    """The frame the reference builder makes for the descriptor (header contents other
    than the lengths do not matter here)."""
    src = dict(src_mac=p.SWITCH_MAC.to_bytes(6, "big"), src_ip=p.SWITCH_IP.to_bytes(4, "big"),
               dst_ip=dst_ip, sport=p.UDP_PORT)
    if data:
        return proto.build_data_frame(proto.DataHeader(1, 2, 3, elems), bytes(4 * elems),
                                      dscp=p.DATA_DSCP, dport=p.UDP_PORT, **src)
    return proto.build_control_frame(proto.ControlHeader(1, 2, 3, proto.Action.ACK),
                                     dscp=p.CTRL_DSCP, dport=4321, **src)


def expected(p: AccelParams, data: bool, elems: int, dst_ip: bytes) -> dict[str, int | None]:
    f = reference(p, data, elems if data else 0, dst_ip)
    nbeats = -(-len(f) // BEAT_BYTES)
    kept = len(f) - BEAT_BYTES * (nbeats - 1)
    out = {"tos": _TOS.read(f), "ip_len": _TOTAL.read(f), "udp_len": UDP_FIELDS["udp_len"].read(f),
           "flen": len(f), "csum": _CSUM.read(f), "last": nbeats - 1,
           "lanes": (1 << (kept // ELEM_BYTES)) - 1}
    assert proto.ip_checksum(f[ETH_LEN:ETH_LEN + IP_LEN]) == 0
    if not data and elems:  # an Ack's descriptor has elems 0: only its last beat is defined
        out = {"last": out["last"]}
    return out


def double_carry_ip(p: AccelParams, data: bool, elems: int, rng: random.Random) -> bytes:
    """A destination whose header word sum (checksum 0) is 0x1FFFF + j * 0xFFFF, j in 0..2:
    its fold carries once more (0xFFFF + 1); found by solving for the address's low word."""
    for _ in range(100):
        hi = rng.randint(0x8000, 0xFFFF)
        ip = bytearray(reference(p, data, elems, bytes([hi >> 8, hi & 0xFF, 0, 0]))
                       [ETH_LEN:ETH_LEN + IP_LEN])
        _CSUM.at(-ETH_LEN).put(ip, 0)
        words = sum(int.from_bytes(ip[k:k + 2], "big") for k in range(0, IP_LEN, 2))
        lo = 0x1FFFF + rng.randrange(3) * 0xFFFF - words
        if 0 <= lo <= 0xFFFF:
            return bytes([hi >> 8, hi & 0xFF, lo >> 8, lo & 0xFF])
    raise AssertionError("no double-carry address found")


def descriptors(p: AccelParams, rng: random.Random) -> list[tuple[bool, int, bytes]]:
    out = [(True, e, rng.randbytes(4)) for e in range(512)]
    out += [(True, e, BROADCAST_IP) for e in range(0, 512, 7)]
    out += [(False, 0, rng.randbytes(4)) for _ in range(50)]
    out += [(False, rng.randrange(512), rng.randbytes(4)) for _ in range(20)]
    for _ in range(60):
        data = rng.random() < 0.8
        e = rng.randint(1, 360) if data else 0
        out.append((data, e, double_carry_ip(p, data, e, rng)))
    rng.shuffle(out)
    return out


@block
def prep_pair(clk, data, elems, dst_ip, tos, ip_len, udp_len, flen, csum, last, lanes, p):
    """desc_prep (the core's side of the descriptor FIFO) into tx_prep (tx's registers),
    as in iswitch_accel: the registers hold the prep of the descriptor of the last edge."""
    desc = Desc(p)
    fields = [getattr(desc, n) for n in PREP]
    wire_in = [drive(s, getattr(desc, n)) for s, n in ((data, "data"), (dst_ip, "dst_ip"))]
    core_side = desc_prep(desc.data, elems, desc.dst_ip, *fields, p)
    tx_side = tx_prep(clk, desc, tos, ip_len, udp_len, flen, csum, last, lanes)
    return wire_in, core_side, tx_side


@block
def bench(p: AccelParams, descs: list, got: list):
    clk, data = Signal(bool(0)), Signal(bool(0))
    elems, dst_ip = Signal(intbv(0)[9:]), Signal(intbv(0)[32:])
    tos, ip_len, udp_len, flen, csum = (Signal(intbv(0)[w:]) for w in (8, 16, 16, 16, 16))
    last, lanes = Signal(intbv(0)[7:]), Signal(intbv(0)[LANES:])
    dut = prep_pair(clk, data, elems, dst_ip, tos, ip_len, udp_len, flen, csum, last, lanes, p)

    @instance
    def run():
        for d, e, ip in descs:
            data.next, elems.next, dst_ip.next = d, e, int.from_bytes(ip, "big")
            yield delay(5)
            clk.next = 1
            yield delay(1)
            # a new descriptor at once: the registers must hold this one's values
            data.next, elems.next, dst_ip.next = (not d), (e + 1) % 512, ~int.from_bytes(
                ip, "big") & 0xFFFF_FFFF
            yield delay(4)
            got.append(dict(zip(OUTS, (int(s) for s in (tos, ip_len, udp_len, flen, csum,
                                                          last, lanes)), strict=True)))
            clk.next = 0
        raise StopSimulation

    return dut, run


@pytest.mark.parametrize("name", sorted(PARAMS))
def test_prep_registers_match_the_reference_frame(name: str) -> None:
    """Every element count, broadcast and unicast, Acks, double-carry corners."""
    p = PARAMS[name]
    seed = SEED + len(name)
    descs = descriptors(p, random.Random(seed))
    got: list = []
    bench(p, descs, got).run_sim(quiet=1)
    for (d, e, ip), g in zip(descs, got, strict=True):
        want = expected(p, d, e, ip)
        diff = {k: (g[k], v) for k, v in want.items() if g[k] != v}
        assert not diff, f"data {d}, elems {e}, dst {ip.hex()}: (got, reference) {diff}"
    print(f"tx_prep ({name}): seed {seed}, {len(descs)} descriptors (60 double-carry "
          "corners)")


def test_conversion_lints_clean(tmp_path) -> None:
    """desc_prep into tx_prep converts to Verilog that passes ``verilator --lint-only
    -Wall``."""
    s = [Signal(intbv(0)[w:]) if w > 1 else Signal(bool(0))
         for w in (1, 1, 9, 32, 8, 16, 16, 16, 16, 7, LANES)]
    prep_pair(*s, AccelParams()).convert(hdl="Verilog", path=str(tmp_path), name="tx_prep",
                                         testbench=False)
    res = subprocess.run(["verilator", "--lint-only", "-Wall", str(tmp_path / "tx_prep.v")],
                         env=verilator_env(), capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
