"""MyHDL simulation of rx_classify (myhdl_src/rx_classify.py), combinational, against
``golden.accel_model.AccelModel.classify`` and the model's ``tkeep`` rule, and its
conversion.

Every class boundary: the first beat is built field by field (EtherType, version, IHL,
DSCP with random ECN bits, flags/fragment offset, protocol) and its ``tkeep`` / ``tlast``
(every contiguous last-beat mask, 0..32 bytes, holey last beats, full and holey non-last
beats), and the cross product of one passing and one failing value of each field with
every length class is run, then each field's every value (DSCP, version, IHL: all of them;
the protocol: all 256; EtherType and flags/offset: every single-bit flip) against each
length boundary, then random beats (seeded, printed). The other ``tdata`` bits are random,
so a block that read them would disagree. Expected values come from the model: the class
from ``AccelModel.classify`` of a frame whose first beat is the beat (one beat if ``tlast``,
else followed by a full one), the shape from ``AxisFrame.keep_ok`` / ``length``.
"""

from __future__ import annotations

import itertools
import os
import random
import subprocess
from dataclasses import dataclass, field

import pytest
from myhdl import Signal, StopSimulation, block, delay, instance, intbv

from golden.accel_model import AccelModel, AxisFrame, make_tuser
from iswitch.hw.toolenv import verilator_env
from iswitch.wire import (
    BEAT_BYTES,
    ETH_FIELDS,
    ETHERTYPE_IPV4,
    IP_FRAG_MASK,
    IP_IHL,
    IP_VERSION,
    IPPROTO_UDP,
    IPV4_FIELDS,
    AccelParams,
    Reg,
)
from myhdl_src.iswitch_if import DATA_W, KEEP_W
from myhdl_src.rx_classify import rx_classify

SEED = int(os.environ.get("RX_CLASSIFY_SEED", "20261202"))
FULL = (1 << KEEP_W) - 1
_ETYPE, _VER_IHL, _TOS, _FRAG, _PROTO = (
    ETH_FIELDS["ethertype"], *(IPV4_FIELDS[n] for n in ("ver_ihl", "tos", "frag", "proto")))
BYP = {Reg.BYPASS_IHL: 1, Reg.BYPASS_FRAG: 2, Reg.BYPASS_PROTO: 3}
PARAMS = {"default": AccelParams(), "other": AccelParams(DATA_DSCP=0, CTRL_DSCP=63)}


@dataclass(frozen=True)
class Beat:
    """A first beat by its fields; ``rest`` fills every other byte."""

    etype: int = ETHERTYPE_IPV4
    ver: int = IP_VERSION
    ihl: int = IP_IHL
    dscp: int = 0
    ecn: int = 0
    frag: int = 0
    proto: int = IPPROTO_UDP
    keep: int = FULL
    last: bool = False
    rest: int = field(default=0, repr=False)

    def tdata(self) -> bytes:
        b = bytearray(self.rest.to_bytes(BEAT_BYTES, "little"))
        _ETYPE.put(b, self.etype)
        _VER_IHL.put(b, self.ver << 4 | self.ihl)
        _TOS.put(b, self.dscp << 2 | self.ecn)
        _FRAG.put(b, self.frag)
        _PROTO.put(b, self.proto)
        return bytes(b)


def expected(beat: Beat, p: AccelParams) -> tuple[int, int, int, int, int, int | None]:
    """(pc, full, contig, cand, byp, ctrl or None) from the model."""
    d = beat.tdata()
    one = AxisFrame(d, make_tuser(BEAT_BYTES), (beat.keep,))
    if beat.last:
        f = one
    else:  # the first of two beats
        f = AxisFrame(d + bytes(BEAT_BYTES), make_tuser(2 * BEAT_BYTES), (beat.keep, FULL))
    two = AxisFrame(d + bytes(BEAT_BYTES), make_tuser(2 * BEAT_BYTES), (beat.keep, FULL))
    kind = AccelModel(p).classify(f)
    cand = kind in ("data", "ctrl", Reg.RUNT)
    ctrl = None
    if kind in ("data", "ctrl"):
        ctrl = int(kind == "ctrl")
    elif kind == Reg.RUNT:  # no class in the model: the DSCP decides (the block's contract)
        ctrl = int(_TOS.read(d) >> 2 == p.CTRL_DSCP)
    return (one.length, int(two.keep_ok), int(one.keep_ok), int(cand), BYP.get(kind, 0), ctrl)


def keep_classes() -> list[tuple[int, bool]]:
    """(tkeep, tlast) of every length class: each contiguous last mask (0..32 bytes), a hole
    in a last beat at and around the class boundaries (bytes 15, 23), a full and a holey
    non-last beat."""
    out = [((1 << n) - 1, True) for n in range(KEEP_W + 1)]
    for hole in (0, 14, 15, 16, 22, 23, 24, 31):
        out.append((FULL & ~(1 << hole), True))
    out += [(0xFFFF_0000, True), (1 << 15, True), (FULL, False), (FULL & ~(1 << 23), False),
            (0xFFFF, False), (0, False)]
    return out


def boundary_beats(p: AccelParams, rng: random.Random) -> list[Beat]:
    """The cross product of pass / fail per field with every length class, then every value
    of each field at the length boundaries."""
    dscps = (p.DATA_DSCP, p.CTRL_DSCP, next(d for d in range(64)
                                             if d not in (p.DATA_DSCP, p.CTRL_DSCP)))
    fails = {"etype": ETHERTYPE_IPV4 ^ 0x0100, "ver": 6, "ihl": 6, "frag": 0x2000,
             "proto": 6}
    beats = []
    for dscp, keep_last, *bad in itertools.product(
            dscps, keep_classes(), *[(False, True)] * len(fails)):
        kw = {f: v for (f, v), b in zip(fails.items(), bad, strict=True) if b}
        beats.append(Beat(dscp=dscp, keep=keep_last[0], last=keep_last[1], **kw))
    sweeps = {
        "etype": [ETHERTYPE_IPV4 ^ (1 << k) for k in range(16)] + [0x86DD, 0],
        "ver": range(16), "ihl": range(16), "dscp": range(64),
        "frag": [1 << k for k in range(16)] + [IP_FRAG_MASK, 0x4000, 0x8000, 0xC000],
        "proto": range(256),
    }
    edges = [(FULL, False), ((1 << 15) - 1, True), ((1 << 16) - 1, True),
             ((1 << 23) - 1, True), ((1 << 24) - 1, True), (FULL & ~(1 << 15), True)]
    for name, values in sweeps.items():
        for v, (keep, last), dscp in itertools.product(values, edges, dscps[:2]):
            beats.append(Beat(keep=keep, last=last, **{"dscp": dscp, name: v}))
    return [Beat(**{**b.__dict__, "ecn": rng.getrandbits(2), "rest": rng.getrandbits(DATA_W)})
            for b in beats]


def random_beats(p: AccelParams, rng: random.Random, n: int) -> list[Beat]:
    """Random beats, each field near its passing value half of the time."""
    def pick(good: int, bits: int) -> int:
        return good if rng.random() < 0.5 else rng.getrandbits(bits)

    out = []
    for _ in range(n):
        keep = rng.choice([FULL, (1 << rng.randint(0, KEEP_W)) - 1, rng.getrandbits(KEEP_W)])
        out.append(Beat(pick(ETHERTYPE_IPV4, 16), pick(IP_VERSION, 4), pick(IP_IHL, 4),
                        rng.choice([p.DATA_DSCP, p.CTRL_DSCP, rng.getrandbits(6)]),
                        rng.getrandbits(2), pick(0, 16), pick(IPPROTO_UDP, 8), keep,
                        rng.random() < 0.5, rng.getrandbits(DATA_W)))
    return out


@block
def bench(beats: list[Beat], p: AccelParams, got: list):
    tdata, tkeep = Signal(intbv(0)[DATA_W:]), Signal(intbv(0)[KEEP_W:])
    tlast, full, contig, cand, ctrl = (Signal(bool(0)) for _ in range(5))
    pc, byp = Signal(intbv(0)[6:]), Signal(intbv(0)[2:])
    dut = rx_classify(tdata, tkeep, tlast, pc, full, contig, cand, byp, ctrl, p)

    @instance
    def drive():
        for b in beats:
            tdata.next = int.from_bytes(b.tdata(), "little")
            tkeep.next = b.keep
            tlast.next = b.last
            yield delay(1)
            got.append((int(pc), int(full), int(contig), int(cand), int(byp), int(ctrl)))
        raise StopSimulation

    return dut, drive


def run(beats: list[Beat], p: AccelParams) -> tuple[int, set]:
    got: list = []
    bench(beats, p, got).run_sim(quiet=1)
    assert len(got) == len(beats)
    kinds = set()
    for b, g in zip(beats, got, strict=True):
        want = expected(b, p)
        # ctrl is the candidate's class: compared where the model gives one (or the DSCP
        # of a RUNT), not for regular frames
        g_cmp = g[:5] + ((g[5],) if want[5] is not None else (None,))
        assert g_cmp == want, f"{b}: (pc, full, contig, cand, byp, ctrl) {g_cmp}, model {want}"
        kinds.add(want[3:5])
    return len(beats), kinds


@pytest.mark.parametrize("name", sorted(PARAMS))
def test_every_class_boundary(name: str) -> None:
    """The cross product of pass / fail per field and every length class, and every value
    of each field at the length boundaries, both as the model classifies them."""
    p = PARAMS[name]
    seed = SEED + len(name)
    n, kinds = run(boundary_beats(p, random.Random(seed)), p)
    print(f"rx_classify boundaries ({name}): seed {seed}, {n} beats, (cand, byp) seen "
          f"{sorted(kinds)}")
    assert kinds == {(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)}


def test_random_beats() -> None:
    """Random beats (each field near its passing value half of the time)."""
    p = PARAMS["default"]
    n, kinds = run(random_beats(p, random.Random(SEED), 4000), p)
    print(f"rx_classify random: seed {SEED}, {n} beats, (cand, byp) seen {sorted(kinds)}")
    assert len(kinds) == 5


def test_conversion_lints_clean(tmp_path) -> None:
    """rx_classify converts to Verilog that passes ``verilator --lint-only -Wall``, but for
    UNUSEDSIGNAL: it reads only the classifying bits of ``tdata``, by design."""
    s = [Signal(intbv(0)[w:]) if w > 1 else Signal(bool(0)) for w in (DATA_W, KEEP_W, 1, 6,
                                                                       1, 1, 1, 2, 1)]
    rx_classify(*s, AccelParams()).convert(hdl="Verilog", path=str(tmp_path),
                                           name="rx_classify", testbench=False)
    res = subprocess.run(["verilator", "--lint-only", "-Wall", "-Wno-UNUSEDSIGNAL",
                          str(tmp_path / "rx_classify.v")], env=verilator_env(),
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
