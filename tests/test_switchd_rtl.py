"""`iswitch-switchd --backend rtl` (iswitch/switchd/rtl_backend.py): the Verilated spliced
datapath with the accelerator, driven frame by frame.

- random jobs (iswitch/sim/scenarios.py: joins, data with loss and retransmissions, control
  requests, corrupted frames, regular traffic) through the RTL backend, compared frame by
  frame with the model backend (iswitch/switchd/model_backend.py) and with the golden
  switch (golden.switch_model's learning lookup and output queues around
  golden.accel_model.AccelModel), both fed in the RTL's own accelerator arrival order;
- a PPO-size gradient all-reduced twice by three `SwitchClient`s through
  `iswitch-switchd --backend rtl` on loopback, bit for bit the fold in switchd's logged
  contribution order;
- bad calls and a wedged model give clear errors, never a hang.

The driver is Verilated once per source hash (build/compiled_tb/switchd_rtl-<hash>/,
about 50 s the first time) and shared by every test of the module.
"""

from __future__ import annotations

import os
import random
from collections.abc import Sequence

import numpy as np
import pytest
import torch
from switchd_helpers import allreduce_all, clients, expected, same_bits

from golden.accel_model import AccelModel, AxisFrame
from golden.switch_model import LearningSwitch, make_tuser, port_bit, queues_of
from golden.workloads import WORKLOADS
from iswitch.sim import scenarios as sc
from iswitch.sim.stimulus import HOST_PORT, worker_endpoint
from iswitch.switchd import rtl_backend as rb
from iswitch.switchd.backend import PORTS, Backend, open_backend
from iswitch.switchd.model_backend import ModelBackend
from iswitch.switchd.process import SwitchdProcess
from iswitch.wire import ETH_FIELDS, AccelParams
from iswitch.wire.proto import SWITCH_MAC, Action, control_frame
from iswitch.worker import data_frames, n_segments

SEED = int(os.environ.get("SWITCHD_RTL_SEED", "11"))
ONE_HOT = {b: p for p, b in enumerate(sc.PORTS)}


@pytest.fixture(scope="module")
def exe():
    return rb.build_driver()


@pytest.fixture
def rtl(exe):
    b = rb.RtlBackend(exe=exe)
    yield b
    b.close()


class GoldenSwitch:
    """The reference switch around the accelerator model, one frame at a time."""

    def __init__(self) -> None:
        self.lookup = LearningSwitch()
        self.accel = AccelModel()
        self.host_frames = 0

    def push(self, port: int, data: bytes) -> tuple[list, list]:
        """Regular and generated outputs of one frame reaching the lookup: (egress, bytes)."""
        # (the lookup reads the MACs from beat 0 whatever tkeep says; the driver zero-fills)
        tuser = self.lookup.forward(data.ljust(12, b"\0"), make_tuser(len(data), port_bit(port)))
        reg, gen = [], []
        for o in self.accel.push(AxisFrame(data, tuser)):
            for q in queues_of(o.frame.dst_ports):
                if q == HOST_PORT:
                    self.host_frames += 1
                else:
                    (reg if o.regular else gen).append((q, o.frame.data))
        return reg, gen


class ModelRef:
    """The model backend, one frame at a time; generated frames are those with the switch's
    source MAC (as switchd's `recipients` tells them)."""

    def __init__(self) -> None:
        self.backend = ModelBackend()

    @property
    def host_frames(self) -> int:
        return self.backend.host_frames

    def push(self, port: int, data: bytes) -> tuple[list, list]:
        out = self.backend.exchange([(port, data)])
        self.backend.arrivals()
        src = ETH_FIELDS["src_mac"]
        gen = [(q, d) for q, d in out if src.read_bytes(d) == SWITCH_MAC]
        return [(q, d) for q, d in out if src.read_bytes(d) != SWITCH_MAC], gen


Frames = Sequence[tuple[int, bytes]]


def ingress_order(given: Frames, arrived: list[bytes]) -> list[tuple[int, bytes]]:
    """The given frames in the accelerator's arrival order, with their ports; asserts that the
    arrivals are exactly the given frames and keep each port's order."""
    pending: dict[int, list[bytes]] = {}
    for p, d in given:
        pending.setdefault(p, []).append(d)
    out = []
    for k, d in enumerate(arrived):
        ports = [p for p, q in pending.items() if q and q[0] == d]
        assert ports, f"arrival {k} ({len(d)} bytes) is not the next frame of any port"
        pending[ports[0]].pop(0)
        out.append((ports[0], d))
    assert not any(pending.values()), "frames given but never reached the accelerator"
    return out


def assert_interleaving(got: list[bytes], a: list[bytes], b: list[bytes], what: str) -> None:
    """`got` is a merge of `a` and `b` that keeps each one's order (regular and generated
    frames interleave by timing, docs/accel.md 4.6)."""
    i = j = 0
    for k, g in enumerate(got):
        if i < len(a) and g == a[i]:
            i += 1
        elif j < len(b) and g == b[j]:
            j += 1
        else:
            pytest.fail(f"{what}: frame {k} ({len(g)} bytes) is neither the next regular "
                        f"({i}/{len(a)}) nor the next generated ({j}/{len(b)}) frame")
    assert (i, j) == (len(a), len(b)), f"{what}: {len(a) - i} regular and {len(b) - j} " \
        "generated frames missing"


def check_exchange(rtl: rb.RtlBackend, refs: Sequence[GoldenSwitch | ModelRef],
                   frames: Frames) -> None:
    """One exchange through the RTL, and through each reference in the RTL's arrival
    order: per egress port, the RTL's frames are the reference's regular and generated
    frames, each in order; as many frames for the host stream."""
    got = rtl.exchange(frames)
    order = ingress_order(frames, rtl.arrivals())
    # idle means idle: 16x the quiet window more brings nothing out
    quiet, rtl.quiet_cycles = rtl.quiet_cycles, 16 * rtl.quiet_cycles
    assert rtl.exchange([]) == [] and rtl.arrivals() == [], "activity after idle"
    rtl.quiet_cycles = quiet
    for ref in refs:
        reg: list[tuple[int, bytes]] = []
        gen: list[tuple[int, bytes]] = []
        for p, d in order:
            r, g = ref.push(p, d)
            reg += r
            gen += g
        for q in range(PORTS):
            assert_interleaving([d for p, d in got if p == q], [d for p, d in reg if p == q],
                                [d for p, d in gen if p == q],
                                f"{type(ref).__name__}: egress {q}")
        assert ref.host_frames == rtl.host_frames, type(ref).__name__


def job_frames(rng: random.Random, n_workers: int, n_segs: int) -> list[tuple[int, bytes]]:
    """A random job of iswitch/sim/scenarios.py as (port, bytes); frames with tkeep holes (which
    a datagram cannot carry) left out."""
    ws = sc.workers(n_workers)
    job = sc.random_job(rng, ws, n_segs, max_elems=360)
    return [(ONE_HOT[f.src_port], f.data) for f in job if f.tkeep is None]


@pytest.mark.parametrize("chunk", [1, 7])
def test_random_job_frame_by_frame(rtl, chunk):
    """A random job through the RTL, `chunk` frames per exchange (1: one frame at a time;
    up to 7: several ports at once, so the arbiter chooses the arrival order), against the
    model backend and the golden switch fed in the RTL's arrival order."""
    seed = SEED * 100 + chunk
    print(f"seed {seed} (SWITCHD_RTL_SEED={SEED})")
    rng = random.Random(seed)
    frames = job_frames(rng, 5, 40)  # 5 workers: two share nf0
    refs = [GoldenSwitch(), ModelRef()]
    i = 0
    while i < len(frames):
        n = rng.randint(1, chunk)
        check_exchange(rtl, refs, frames[i:i + n])
        i += n
    assert rtl.stats.frames_in == len(frames)
    print(f"{len(frames)} frames in, {rtl.stats.frames_out} out, {rtl.stats.runs} runs, "
          f"{rtl.stats.cycles:,} cycles")


def test_allreduce_accelerator_and_counters(rtl):
    """Three workers join, SetH, all-reduce a PPO-size gradient in windows of 16 segments:
    every frame out (Acks, every aggregate to every worker's port) equals the references'
    over the recorded arrivals, and the switch cores' counters add up."""
    torch.manual_seed(SEED)
    print(f"seed {SEED}")
    eps = [worker_endpoint(w) for w in range(3)]
    gold = [GoldenSwitch(), ModelRef()]
    check_exchange(rtl, gold, [(w, control_frame(eps[w], Action.JOIN, 0, 0x100 + w))
                               for w in range(3)])
    check_exchange(rtl, gold, [(0, control_frame(eps[0], Action.SETH, 3, 0x200))])
    grads = [torch.randn(WORKLOADS["ppo"].params) for _ in range(3)]
    fr = [data_frames(grads[w], eps[w]) for w in range(3)]
    segs = len(fr[0])
    for base in range(0, segs, 16):
        check_exchange(rtl, gold, [(w, fr[w][s]) for s in range(base, min(segs, base + 16))
                                   for w in range(3)])
    c = rtl.switch_counters()
    n_in = 4 + 3 * segs
    assert c["IA PKT_OUT"] == c["OPL PKT"] == n_in
    assert [c[f"OQ STORED_{q}"] for q in range(5)] == [1 + 1 + segs, 1 + segs, 1 + segs, 0, 0]
    assert c["OQ PKT_DROP"] == 0 and c["OPL LEARN"] == 3


def test_switchd_rtl_allreduce_bit_exact(exe, tmp_path):
    """Three SwitchClients all-reduce a PPO-size gradient twice through `iswitch-switchd
    --backend rtl` on loopback: every worker holds, bit for bit, the fold of the three
    gradients in switchd's logged contribution order (which comes from the RTL's
    accelerator arrivals), and switchd's shadow model agreed with the RTL on every frame."""
    print(f"seed {SEED}")
    n, ids = WORKLOADS["ppo"].params, [100, 101, 102]  # (switchd_helpers.clients' ids)
    rng = np.random.default_rng(SEED)
    grads = [[rng.standard_normal(n).astype(np.float32) for _ in ids] for _ in range(2)]
    log = tmp_path / "order.log"
    with SwitchdProcess("rtl", log=log) as sw:
        cs = clients(sw.addr, len(ids), timeout_s=30.0)
        try:
            sums = [allreduce_all(cs, [torch.from_numpy(x) for x in g]) for g in grads]
        finally:
            for c in cs:
                c.close()
    stats = sw.stats()
    print(stats)
    for it, g in enumerate(grads):
        want = expected(log, g, ids, it * n_segments(n))
        for w, got in enumerate(sums[it]):
            assert same_bits(got, want), f"all-reduce {it}, worker {w}"
    assert stats["shadow_mismatches"] == 0, sw.stderr_text


def test_open_backend(exe):
    """switchd's `open_backend("rtl")` gives the RTL backend (the driver cached)."""
    b = open_backend("rtl")
    try:
        assert isinstance(b, Backend) and b.name == "rtl" and b.exe == exe
    finally:
        b.close()


def test_bad_calls(rtl):
    with pytest.raises(ValueError, match="ingress port"):
        rtl.exchange([(4, bytes(64))])
    with pytest.raises(ValueError, match="ingress port"):
        rtl.exchange([(-1, bytes(64))])
    with pytest.raises(ValueError, match="frame of 0 bytes"):
        rtl.exchange([(0, b"")])
    with pytest.raises(ValueError, match="frame of 65536 bytes"):
        rtl.exchange([(0, bytes(65536))])
    assert rtl.exchange([(0, sc.regular(random.Random(1), 60).data)])  # still usable


def test_frames_beyond_the_output_queues_are_counted_drops(rtl):
    """A frame longer than an output queue (4 kB) is refused by it and counted, the switch
    goes on (a 1-byte frame is flooded like any other)."""
    for n in (9000, 65535):
        assert rtl.exchange([(0, sc.regular(random.Random(n), n, kind="other").data)]) == []
    assert [p for p, _ in rtl.exchange([(0, b"\x01")])] == [1, 2, 3]
    c = rtl.switch_counters()
    assert c["OQ PKT_DROP"] == 2 and c["OQ DROPPED_1"] == 2 and c["OQ STORED_1"] == 1


def test_config_must_be_the_rtls(exe):
    """The RTL is generated for fixed parameters: another K or UDP port is refused by name."""
    with pytest.raises(ValueError, match="with K = 16; the configuration asks for 32"):
        rb.RtlBackend(AccelParams(K=32), exe=exe)
    with pytest.raises(ValueError, match="UDP_PORT = 48879; the configuration asks for 4791"):
        rb.RtlBackend(AccelParams(UDP_PORT=4791), exe=exe)


def test_wedged_outputs_give_a_clear_error(exe):
    """m_axis tready held low on egress 1: the frame flooded there never leaves; the run
    stops at its cycle bound with an error naming the port, and the backend refuses more."""
    b = rb.RtlBackend(exe=exe, out_ready=rb.ALL_READY & ~0b10)
    try:
        with pytest.raises(rb.RtlWedgedError, match="output ports holding a frame: 1;"):
            b.exchange([(0, sc.regular(random.Random(2), 200, kind="other").data)])
        assert b.stats.cycles >= rb.BOUND_BASE
        with pytest.raises(rb.RtlError, match="unusable: wedged"):
            b.exchange([(0, bytes(64))])
    finally:
        b.close()


def test_driver_crash_gives_a_clear_error(rtl):
    rtl._proc.kill()
    rtl._proc.wait()
    with pytest.raises(rb.RtlError, match="RTL driver (died|closed its output)"):
        rtl.exchange([(0, bytes(64))])
