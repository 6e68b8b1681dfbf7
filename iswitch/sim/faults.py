"""The `faults` schedule: every fault of the report at once, in one run (docs/report.md,
"The faults schedule").

The run, on the N workers of the clean schedules (N >= 3) and the controller on the host
port, with the link fault model of the harness (`LinkFaults`: data frames lost and
duplicated on the way in, aggregate copies lost on the way out, all recovered by the
workers' protocol in the harness: Help after `help_timeout` cycles, RETX on NOT_DONE) and
output backpressure (`FaultPlan.tready_p`):

1. **job 1** (job `JOB`, segments 0 .. S1 - 1, the first half of the gradient): the
   workers Join one after the other, worker 0 sets H = N, everyone sends with the window;
   the last worker (L) sends only its first half, waits for those aggregates and Leaves; the
   controller then lowers H to N - 1 by SetH, and the others finish job 1;
2. **probes** (barrier: everyone holds every aggregate it waits for): worker 0 and 1 send
   the frames whose drop reason depends on the switch's state, at a moment when that state
   is known: a contribution to a fresh segment X (accepted), the same again (DUPLICATE),
   worker 1's with another count (LEN_MISMATCH), segment X + 2K (COLLISION), worker 0's
   last segment again (LATE), a segment 2K older than that (STALE); worker 0 then FBcasts X
   (a PARTIAL aggregate of one contribution);
3. the controller **Resets** the switch (counters kept: the final Query reads the whole run);
4. **job 2** (job `JOB2`, segments S1 .. S - 1): every worker Joins again, worker 0 sends a
   contribution before its SetH (NO_THRESHOLD), sets H = N, everyone sends;
5. once everyone is done and nothing has moved for a while, the controller Queries every
   counter (the ledger's snapshot).

Mixed into every worker's stream throughout: malformed frames of every drop class of
docs/protocol.md section 9 that does not depend on the segment state (`BAD_CLASSES`; worker
0 sends every class in each job, the others random ones), and regular (non-iSwitch) frames
from a host behind each port to the hosts behind the others. Every frame a stream sends
carries the verdict it must get at the accelerator (`StimFrame.expect`, checked by
iswitch/sim/check.py); Python draws every choice from
`default_rng([seed, crc32('faults'), ...])` and the harness's link faults from the same seed,
so the same seed gives the same frames.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

import numpy as np
import torch

from iswitch import wire
from iswitch.sim.stimulus import (
    CONTROLLER,
    CTRL_SEQ,
    FAULT_QUERY_REGS,
    HOST_PORT,
    JOB,
    K,
    LinkFaults,
    Schedule,
    SegPlan,
    StimFrame,
    Stimulus,
    Stream,
    barrier,
    data_items,
    diagnosis_stream,
    item,
    join_chain,
    query_items,
    seeded_rng,
    worker_endpoint,
    worker_port,
)
from iswitch.wire import Action, Reg
from iswitch.wire.proto import DataHeader, build_data_frame, build_frame, control_frame, set_field
from iswitch.worker import Endpoint, data_frames, n_segments

JOB2 = JOB + 1  #: the second job, after the Reset
HELP_SEQ = 0x4000_0000  #: worker w's Helps are numbered from HELP_SEQ + (w << 20)
IMPOSTER_ID = 0x0F00  #: a worker id that never joins (NON_MEMBER)
OTHER_JOB = 0x100  #: XORed into the job of a BAD_JOB frame
#: sequence numbers of the scenario's control requests
SEQ = dict(join1=0x100, seth1=0x200, leave=0x300, lower_h=0x301, reset=0x302, mark0=0x310,
           mark1=0x311, fbcast=0x312, bad=0x320, join2=0x400, seth2=0x500)
#: barriers: job 1 done (everyone), job 2 done (everyone), L drained before its Leave
B_JOB1, B_JOB2, B_LEAVE = 1, 2, 3
IDLE_BEFORE_QUERY = 64  #: cycles without a beat before the final Queries (a still switch)

REGULAR = "regular"  #: the verdict of a frame passed through as regular traffic
OK = "ok"  #: ... of an accepted contribution or a control request with a known action


# ---------------------------------------------------------------- malformed frames


def _hdr(frame: bytes) -> DataHeader:
    return DataHeader.unpack(frame[wire.HDR_OFF:])


def _data(ep: Endpoint, h: DataHeader, payload: bytes) -> bytes:
    return build_data_frame(h, payload, src_mac=ep.mac, src_ip=ep.ip)


def _with(frame: bytes, ep: Endpoint, **fields: int) -> bytes:
    """`frame` (a data frame of `ep`) rebuilt with header fields changed."""
    return _data(ep, dataclasses.replace(_hdr(frame), **fields), frame[wire.PAYLOAD_OFF:])


def _ctrl(ep: Endpoint, action: int, extra: bytes = b"") -> bytes:
    f = control_frame(ep, action, 0, SEQ["bad"])
    if not extra:
        return f
    return build_frame(dst_mac=ep.switch_mac, src_mac=ep.mac, src_ip=ep.ip, dst_ip=ep.switch_ip,
                       dscp=ep.ctrl_dscp, sport=ep.sport, dport=ep.udp_port,
                       udp_payload=f[wire.HDR_OFF:] + extra)


_IP, _UDP, _DATA = wire.IPV4_FIELDS, wire.UDP_FIELDS, wire.DATA_FIELDS
_ELEM = wire.ELEM_BYTES
#: malformed frame -> (bytes, tkeep hole); from a full-size data frame `f` of `ep` and a
#: member id `other` that is not `ep`'s
Bad = Callable[[bytes, Endpoint, int], tuple[bytes, tuple[int, int]]]
_NO_HOLE = (0, 0)


def _two(f: bytes, ep: Endpoint) -> bytes:
    """A 2-element data frame of the same segment (72 bytes, 3 beats)."""
    return _with(f[:wire.PAYLOAD_OFF + 2 * _ELEM], ep, count=2)


#: The frames whose drop reason (or bypass) does not depend on the segment state, by the
#: reason they must get (docs/protocol.md sections 4 and 9).
BAD_CLASSES: dict[str, Bad] = {
    "RUNT": lambda f, ep, o: (f[:50], _NO_HOLE),
    "TKEEP": lambda f, ep, o: (_two(f, ep), (1, 1 << 16)),  # a hole in beat 1
    "OVERSIZE": lambda f, ep, o: (_with(f + f[-_ELEM:], ep, count=_hdr(f).count + 1), _NO_HOLE),
    "TRUNCATED": lambda f, ep, o: (f[:-_ELEM], _NO_HOLE),
    "IP_LEN": lambda f, ep, o: (_two(f, ep) + bytes(_ELEM), _NO_HOLE),
    "IP_CSUM": lambda f, ep, o: (set_field(f, _IP["csum"], _IP["csum"].read(f) ^ 1, fix_ip=False),
                                 _NO_HOLE),
    "UDP_LEN": lambda f, ep, o: (set_field(f, _UDP["udp_len"], _UDP["udp_len"].read(f) + _ELEM),
                                 _NO_HOLE),
    "BAD_PORT": lambda f, ep, o: (set_field(f, _UDP["dport"], wire.UDP_PORT + 1), _NO_HOLE),
    "BAD_HEADER": lambda f, ep, o: (set_field(f, _DATA["magic"], wire.MAGIC ^ 1, wire.HDR_OFF),
                                    _NO_HOLE),
    "ALIGN": lambda f, ep, o: (_with(f[:wire.PAYLOAD_OFF + 6], ep, count=1), _NO_HOLE),
    "COUNT_BEYOND": lambda f, ep, o: (_with(_two(f, ep), ep, count=3), _NO_HOLE),
    "COUNT_SHORT": lambda f, ep, o: (_with(_two(f, ep), ep, count=1), _NO_HOLE),
    "DIRECTION": lambda f, ep, o: (_with(f, ep, flags=wire.Flag.DOWN), _NO_HOLE),
    "NON_MEMBER": lambda f, ep, o: (_with(f, ep, worker=IMPOSTER_ID), _NO_HOLE),
    "SPOOFED": lambda f, ep, o: (_with(f, ep, worker=o), _NO_HOLE),
    "BAD_JOB": lambda f, ep, o: (_with(f, ep, job=ep.job ^ OTHER_JOB), _NO_HOLE),
    "CTRL_LEN": lambda f, ep, o: (_ctrl(ep, Action.QUERY, bytes(_ELEM)), _NO_HOLE),
    "BAD_ACTION": lambda f, ep, o: (_ctrl(ep, 0x77), _NO_HOLE),
    "ACK_IN": lambda f, ep, o: (_ctrl(ep, Action.ACK), _NO_HOLE),
    "BYPASS_IHL": lambda f, ep, o: (set_field(f, _IP["ver_ihl"], (wire.IP_VERSION << 4) | 6),
                                    _NO_HOLE),
    "BYPASS_FRAG": lambda f, ep, o: (set_field(f, _IP["frag"], wire.IP_FLAG_DF | 1), _NO_HOLE),
    "BYPASS_PROTO": lambda f, ep, o: (set_field(f, _IP["proto"], 6), _NO_HOLE),  # TCP
}
#: the reasons the probes of step 2 and 4 produce (the state-dependent ones)
PROBE_CLASSES = ("DUPLICATE", "LEN_MISMATCH", "COLLISION", "LATE", "STALE", "NO_THRESHOLD")
#: the hierarchy's reasons (docs/protocol.md 12.7): NOT_PARENT needs a child switch,
#: ROLE_BUSY a SetRole; not mixed in here, so that the faults run stays what it was (its
#: tests: tests/test_tree_model.py, tb/iswitch_accel test_bad_input, tests/test_fabric.py)
HIERARCHY_CLASSES = ("NOT_PARENT", "ROLE_BUSY")
#: the arithmetic modes' reason (docs/protocol.md 13.4), not mixed in either, for the same
#: reason (its tests: tests/test_exact_model.py, tb/iswitch_accel test_bad_input)
MODE_CLASSES = ("MODE",)
assert {r.name for r in wire.DROP_REASONS} <= (set(BAD_CLASSES) | set(PROBE_CLASSES)
                                               | set(HIERARCHY_CLASSES) | set(MODE_CLASSES))


def bad_frame(kind: str, f: bytes, ep: Endpoint, other: int) -> StimFrame:
    """A malformed frame of class `kind` from `ep`, made from its full-size data frame `f`
    (`other`: a member id that is not `ep`'s)."""
    data, keep = BAD_CLASSES[kind](f, ep, other)
    return item(ep, data, keep=keep, what="bad", expect=kind)


# ---------------------------------------------------------------- regular traffic


def host_mac(port: int) -> bytes:
    """The MAC of the regular host behind port `port` (never a worker's)."""
    return bytes([0x02, 0, 0, 0, 0x02, port + 1])


UNKNOWN_MAC = bytes.fromhex("02000000ee01")  #: a destination no one has: flooded


def regular_frame(rng: np.random.Generator, port: int) -> StimFrame:
    """A regular frame from the host behind `port` to another host (or broadcast, or an
    unknown MAC): IPv4/UDP with an ordinary DSCP, or IPv6; 60..1514 bytes."""
    others = [host_mac(p) for p in range(wire.NUM_NF_PORTS) if p != port]
    dst = [*others, CONTROLLER.mac, wire.BROADCAST_MAC, UNKNOWN_MAC][
        int(rng.integers(0, len(others) + 3))]
    n = int(rng.integers(60, 1515))
    src = host_mac(port)
    if rng.random() < 0.7:
        payload = rng.integers(0, 256, n - wire.HDR_OFF, np.uint8).tobytes()
        data = build_frame(dst_mac=dst, src_mac=src, src_ip=bytes([10, 0, 2, port + 1]),
                           dst_ip=bytes([10, 0, 2, 99]), dscp=int(rng.choice([0, 46])),
                           sport=5000, dport=5001, udp_payload=payload)
    else:
        eth = wire.ETH_FIELDS
        data = bytearray(rng.integers(0, 256, n, np.uint8).tobytes())
        eth["dst_mac"].put(data, int.from_bytes(dst, "big"))
        eth["src_mac"].put(data, int.from_bytes(src, "big"))
        eth["ethertype"].put(data, wire.ETHERTYPE_IPV6)
        data = bytes(data)
    return StimFrame(data, wire.make_tuser(len(data), wire.stream_bit(port)), what="regular",
                     expect=REGULAR)


# ---------------------------------------------------------------- the scenario


class _Run:
    """What the streams of one faults run are built from."""

    def __init__(self, grads: Sequence[torch.Tensor], schedule: Schedule, seed: int) -> None:
        assert schedule.faults is not None
        self.grads, self.schedule, self.seed = grads, schedule, seed
        self.fp = schedule.faults
        self.n = len(self.grads)
        self.S = n_segments(self.grads[0].numel())
        if self.S < 2:
            raise ValueError("the faults schedule needs a gradient of at least 2 segments")
        self.S1 = (self.S + 1) // 2  # job 1: 0 .. S1 - 1; job 2: S1 .. S - 1
        self.L = self.n - 1  # the worker that leaves after m segments of job 1
        self.m = max(1, self.S1 // 2)
        self.ports = [worker_port(w) for w in range(self.n)]
        self.eps1 = [worker_endpoint(w) for w in range(self.n)]
        self.eps2 = [dataclasses.replace(ep, job=JOB2) for ep in self.eps1]
        cut = self.S1 * wire.MAX_ELEMS  # job 1's frames from the first half, job 2's from the rest
        self.frames1 = [dict(enumerate(data_frames(g[:cut], ep)))
                        for g, ep in zip(self.grads, self.eps1, strict=True)]
        self.frames2 = [dict(enumerate(data_frames(g[cut:], ep, self.S1), self.S1))
                        for g, ep in zip(self.grads, self.eps2, strict=True)]
        # the probe segment: fresh, beyond both jobs, not in the buffer of job 1's last
        self.X = self.S + K + int((self.S + K - (self.S1 - 1)) % (2 * K) == 0)
        self.rng = seeded_rng(self.seed, "faults")

    def other(self, w: int) -> int:
        """A member's id that is not worker w's (for SPOOFED): worker 0, or 1 for worker 0."""
        return 1 if w == 0 else 0

    def mixed(self, w: int, ep: Endpoint, data: list[StimFrame]) -> list[StimFrame]:
        """`data` with malformed and regular frames mixed in: worker 0 sends every class
        once per job, spread over its data; every worker about one random class per
        `bad_every` data frames and a regular frame per `regular_every`."""
        template = _with(self.frames1[w][0], ep, job=ep.job)  # a full-size frame of the job
        p = self.fp
        n = len(data)
        extra: list[tuple[int, StimFrame]] = []
        kinds = list(BAD_CLASSES)
        if w == 0:
            for j, kind in enumerate(kinds):
                extra.append((j * n // len(kinds), kind))
        for _ in range(int(self.rng.binomial(n, 1 / p.bad_every))):
            pos, kind = self.rng.integers(0, n), self.rng.integers(0, len(kinds))
            extra.append((int(pos), kinds[int(kind)]))
        out: list[tuple[int, int, StimFrame]] = []
        for pos, kind in extra:  # made from the template, renumbered
            f = _with(template, ep, seg=data[pos].seg or 0)
            out.append((pos, len(out), bad_frame(kind, f, ep, self.other(w))))
        for _ in range(int(self.rng.binomial(n, 1 / p.regular_every))):
            out.append((int(self.rng.integers(0, n)), len(out),
                        regular_frame(self.rng, self.ports[w])))
        out.sort(key=lambda t: (t[0], t[1]))
        merged: list[StimFrame] = []
        k = 0
        for i, d in enumerate(data):
            while k < len(out) and out[k][0] == i:
                merged.append(out[k][2])
                k += 1
            merged.append(d)
        return merged

    def worker_stream(self, w: int, joins1: list[StimFrame],
                      joins2: list[StimFrame]) -> Stream:
        ep1, ep2, port = self.eps1[w], self.eps2[w], self.ports[w]
        leaves = w == self.L
        fr: list[StimFrame] = [item(ep1, control_frame(ep1, Action.HELP, 0, 0), what="help",
                                    role=wire.FrameRole.HELP_TEMPLATE), joins1[w]]
        n = self.n
        if w == 0:
            fr.append(item(ep1, control_frame(ep1, Action.SETH, n, SEQ["seth1"]), what="seth",
                           gate=(wire.Gate.ACK, self.ports[-1], SEQ["join1"] + n - 1)))
        segs1 = range(self.m) if leaves else range(self.S1)
        data1 = data_items(self.frames1[w], ep1, (wire.Gate.ACK, self.ports[0], SEQ["seth1"]),
                           segs1)
        fr += self.mixed(w, ep1, data1)
        if leaves:
            fr += [barrier(B_LEAVE),
                   item(ep1, control_frame(ep1, Action.LEAVE, 0, SEQ["leave"]), what="leave")]
        fr.append(barrier(B_JOB1))
        fr += self.probes(w)
        fr.append(joins2[w])
        if w == 0:
            x = self.frames2[0][self.S1]  # a contribution before SetH
            fr += [item(ep2, x, what="probe", expect="NO_THRESHOLD",
                        gate=(wire.Gate.ACK, port, SEQ["join2"])),
                   item(ep2, control_frame(ep2, Action.SETH, n, SEQ["seth2"]), what="seth",
                        gate=(wire.Gate.ACK, self.ports[-1], SEQ["join2"] + n - 1))]
        segs2 = range(self.S1, self.S)
        data2 = data_items(self.frames2[w], ep2, (wire.Gate.ACK, self.ports[0], SEQ["seth2"]),
                           segs2)
        fr += self.mixed(w, ep2, data2)
        fr.append(barrier(B_JOB2))
        return Stream(port, fr, ep1.mac, help_timeout=self.fp.help_timeout,
                      help_seq=HELP_SEQ + (w << 20), name=f"worker {w}")

    def probes(self, w: int) -> list[StimFrame]:
        """Step 2 (worker 0 and 1): the state-dependent drops, and FBcast of the probe
        segment X."""
        ep = self.eps1[w]
        X, last = self.X, self.S1 - 1
        if w == 0:
            x = _with(self.frames1[0][0], ep, seg=X)  # worker 0's segment 0 as segment X
            return [
                item(ep, x, what="probe", expect=OK),
                item(ep, x, what="probe", expect="DUPLICATE"),
                item(ep, _with(x, ep, seg=X + 2 * K), what="probe", expect="COLLISION"),
                item(ep, self.frames1[0][last], what="probe", expect="LATE"),
                item(ep, _with(self.frames1[0][last], ep, seg=(last - 2 * K) & 0xFFFF_FFFF),
                     what="probe", expect="STALE"),
                item(ep, control_frame(ep, Action.QUERY, Reg.DATA_OK, SEQ["mark0"]),
                     what="probe", expect=OK),
                item(ep, control_frame(ep, Action.FBCAST, X, SEQ["fbcast"]), what="probe",
                     expect=OK, gate=(wire.Gate.ACK, self.ports[1], SEQ["mark1"])),
            ]
        if w == 1:
            f = self.frames1[1][0]
            count = _hdr(self.frames1[0][0]).count
            short = _with(f[:wire.PAYLOAD_OFF + _ELEM * (count - 1)], ep, seg=X, count=count - 1)
            return [
                item(ep, short, what="probe", expect="LEN_MISMATCH",
                     gate=(wire.Gate.ACK, self.ports[0], SEQ["mark0"])),
                item(ep, control_frame(ep, Action.QUERY, Reg.DATA_OK, SEQ["mark1"]),
                     what="probe", expect=OK),
            ]
        return []

    def controller(self) -> tuple[Stream, dict[int, Reg]]:
        c = CONTROLLER
        fr = [item(c, control_frame(c, Action.SETH, self.n - 1, SEQ["lower_h"]), what="seth",
                   gate=(wire.Gate.ACK, self.ports[self.L], SEQ["leave"])),
              barrier(B_JOB1),
              item(c, control_frame(c, Action.RESET, 0, SEQ["reset"]), what="reset",
                   gate=(wire.Gate.ACK, self.ports[0], SEQ["fbcast"])),
              barrier(B_JOB2)]
        queries, qseqs = query_items(c, (wire.Gate.IDLE, 0, IDLE_BEFORE_QUERY), CTRL_SEQ,
                                     FAULT_QUERY_REGS)
        return Stream(HOST_PORT, fr + queries, c.mac, name="controller"), qseqs

    def seg_plan(self) -> dict[int, SegPlan]:
        everyone = tuple(range(self.n))
        stay = tuple(w for w in everyone if w != self.L)
        plan = {s: SegPlan(JOB, s, everyone if s < self.m else stay) for s in range(self.S1)}
        plan.update({s: SegPlan(JOB2, s, everyone) for s in range(self.S1, self.S)})
        plan[self.X] = SegPlan(JOB, 0, (), probe=True)  # worker 0's segment 0, FBcast
        return plan

    def stimulus(self) -> Stimulus:
        n = self.n
        joins1 = join_chain(self.eps1, self.ports, [SEQ["join1"] + w for w in range(n)],
                            (wire.Gate.NONE, 0, 0))
        joins2 = join_chain(self.eps2, self.ports, [SEQ["join2"] + w for w in range(n)],
                            (wire.Gate.ACK, HOST_PORT, SEQ["reset"]))
        streams = [self.worker_stream(w, joins1, joins2) for w in range(n)]
        ctrl, qseqs = self.controller()
        streams += [ctrl, diagnosis_stream()]
        p = self.fp
        faults = LinkFaults(round(p.loss_in * 1e6), round(p.dup * 1e6), round(p.loss_out * 1e6))
        return Stimulus(streams, n, self.grads[0].numel(), self.S, self.ports, qseqs,
                        self.seed, self.schedule, p.tready_p, faults,
                        fault_seed=int(self.rng.integers(1, 2**32)), plan=self.seg_plan())


def build_faults(grads: Sequence[torch.Tensor], schedule: Schedule, seed: int) -> Stimulus:
    """The traffic of the `faults` schedule (module docstring)."""
    return _Run(grads, schedule, seed).stimulus()
