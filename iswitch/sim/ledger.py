"""The ledger of a run: every frame accounted for, the switch's own counters against the
harness's observation of the ports (docs/report.md, "The ledger").

Each balance (`Row`) sets a count of the switch against a count of the harness:

* **the switch**: the accelerator's counters, read by the controller's final Query block
  (docs/protocol.md section 10), and the AXI-Lite counters of the input arbiter (IA), the
  output port lookup (OPL) and the output queues (OQ), read by the harness at the end;
* **the harness**: what it drove into each port (`driven`), what crossed the two links
  around the accelerator, what left each port, what each endpoint received, and what the
  stimulus asked for (a malformed frame's drop reason, the segments a worker must hold).

The Query block is not atomic: the Queries themselves count in CTRL_OK and their Acks in
ACK_TX. The ledger takes the snapshot just before the block, so the block must be the only
traffic from its first Query on (a balance of its own): CTRL_OK less the Queries up to its
own, ACK_TX less the Acks of the Queries before its own, and the harness's counts up to the
first Query. The AXI-Lite counters, read after everything, balance against the totals.

The golden model's drop counts are kept next to the switch's (`Ledger.drops`); the model
check makes them equal (the Query answers are compared bit for bit there).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from iswitch import wire
from iswitch.sim.harness import SimResult, control_header, data_header, queue_selected
from iswitch.sim.stimulus import CONTROLLER, NPORTS, Stimulus
from iswitch.wire.proto import F_AGG, F_REPLAY, Action, Status

#: the drop reasons a copy of a contribution (a RETX, a duplicate) gets when not added
COPY_DROPS = ("DUPLICATE", "LATE", "STALE", "COLLISION")
BYPASS = ("BYPASS_IHL", "BYPASS_FRAG", "BYPASS_PROTO")
REGULAR = "regular"
#: the names of the balances the report's summary table shows
EQUATION = "frames in = data added + control + regular + dropped"
HELD = "every worker's every segment received exactly once"
TO_ACCEL = "frames to the accelerator"
INTO_PORT = "frames into port"
_BCAST = int.from_bytes(wire.BROADCAST_MAC, "big")


@dataclass(frozen=True)
class Origin:
    """Where a frame into the accelerator came from: the frame driven into its port."""

    stream: int
    item: int  #: the stream's item, -1 for a frame the endpoint made
    injected: wire.Injected | None
    port: int
    data: bytes
    expect: str | None


_SRC_PORT = {wire.stream_bit(p): p for p in range(NPORTS)}


def driven(stim: Stimulus, res: SimResult) -> list[list[Origin]]:
    """Per input port, every frame driven into it, in order (stimulus items and frames the
    endpoints made)."""
    per: list[list[tuple[int, Origin]]] = [[] for _ in range(NPORTS)]
    for st, it, port, first, _ in res.inputs:
        fr = stim.frame(st, it)
        per[port].append((first, Origin(st, it, None, port, fr.data, fr.expect)))
    for x in res.injected:
        per[x.port].append((x.seen.first, Origin(x.stream, -1, x.kind, x.port,
                                                 x.seen.frame.data, None)))
    return [[o for _, o in sorted(p, key=lambda t: t[0])] for p in per]


def origins(stim: Stimulus, res: SimResult) -> list[Origin | None]:
    """Per frame into the accelerator, the frame driven into the switch that it is: the
    input arbiter and the lookup never drop or reorder a port's frames, so the k-th frame
    from port p at the accelerator is the k-th driven into p."""
    per = driven(stim, res)
    pos = [0] * NPORTS
    out: list[Origin | None] = []
    for s in res.accel_in:
        p = _SRC_PORT.get(s.frame.src_port)
        if p is None or pos[p] >= len(per[p]):
            out.append(None)
            continue
        out.append(per[p][pos[p]])
        pos[p] += 1
    return out


@dataclass(frozen=True)
class Row:
    """One balance: `left` and `right` are (source, count); balanced when the counts agree."""

    section: str
    what: str
    left: tuple[str, int]
    right: tuple[str, int]

    @property
    def ok(self) -> bool:
        return self.left[1] == self.right[1]

    def __str__(self) -> str:
        return (f"{self.what}: {self.left[0]} = {self.left[1]:,}, {self.right[0]} = "
                f"{self.right[1]:,}")


@dataclass
class Ledger:
    """The balances of a run, its drops by reason and its recovery figures."""

    rows: list[Row] = field(default_factory=list)
    #: reason -> (switch counter, golden model, frames injected for it by the stimulus)
    drops: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    recovery: dict[str, int] = field(default_factory=dict)

    def add(self, section: str, what: str, left: tuple[str, int],
            right: tuple[str, int]) -> None:
        self.rows.append(Row(section, what, left, right))

    def imbalances(self) -> list[Row]:
        return [r for r in self.rows if not r.ok]

    @property
    def balanced(self) -> bool:
        return not self.imbalances()


def _reg(res: SimResult, slave: wire.AxilSlave, name: str) -> int:
    return res.regs.get((slave.index, slave.offset(name)), -1)


def _is_block(stim: Stimulus, f, action: Action) -> bool:
    """A Query of the final block (`action` QUERY) or its Ack (ACK)."""
    c = control_header(f)
    return (c is not None and c.action == action and c.seq in stim.query_seqs
            and c.worker == CONTROLLER.worker)


def _snapshot(stim: Stimulus, counters: dict[str, int]) -> dict[str, int]:
    """The counters just before the final Query block (module docstring)."""
    snap = dict(counters)
    order = [r.name for r in stim.query_seqs.values()]
    if "CTRL_OK" in snap:
        snap["CTRL_OK"] -= order.index("CTRL_OK") + 1
    if "ACK_TX" in snap:
        snap["ACK_TX"] -= order.index("ACK_TX")
    return snap


def ledger(stim: Stimulus, res: SimResult, model_drops: dict[str, int], verdicts: list[str],
           org: list[Origin | None], counters: dict[str, int],
           queue_drops: dict[int, list]) -> Ledger:
    """The ledger of a run: `model_drops` and `verdicts` from the golden model's replay,
    `org` the origins of the accelerator's inputs, `counters` the Query answers,
    `queue_drops` the frames each output queue did not deliver (iswitch/sim/check.py)."""
    lg = Ledger()
    if not counters:
        return lg
    snap = _snapshot(stim, counters)
    k0 = next((k for k, s in enumerate(res.accel_in) if _is_block(stim, s.frame, Action.QUERY)),
              len(res.accel_in))
    pre = [o for o in org[:k0] if o is not None]
    _into_switch(lg, stim, res, k0)
    _accelerator(lg, stim, res, snap, k0, pre, model_drops, verdicts)
    _out_of_accelerator(lg, stim, res, snap)
    _queues(lg, res, queue_drops)
    _regular(lg, res, pre, snap, queue_drops)
    _endpoints(lg, stim, res)
    lg.recovery = recovery(res)
    return lg


def _into_switch(lg: Ledger, stim: Stimulus, res: SimResult, k0: int) -> None:
    per = driven(stim, res)
    ia, opl, sec = wire.IA_REGS, wire.OPL_REGS, "into the switch"
    for p in range(NPORTS):
        lg.add(sec, f"{INTO_PORT} {p}", ("IA PKT_IN", _reg(res, ia, f"PKT_IN_{p}")),
               ("frames the harness drove", len(per[p])))
    lg.add(sec, TO_ACCEL, ("IA PKT_OUT", _reg(res, ia, "PKT_OUT")),
           ("frames on the accelerator's input link", len(res.accel_in)))
    lg.add(sec, "frames looked up", ("OPL PKT", _reg(res, opl, "PKT")),
           ("frames on the accelerator's input link", len(res.accel_in)))
    lg.add(sec, "the final Query block alone at the accelerator",
           ("Queries asked", len(stim.query_seqs)),
           ("inputs from its first Query on", len(res.accel_in) - k0))


def _accelerator(lg: Ledger, stim: Stimulus, res: SimResult, snap: dict[str, int], k0: int,
                 pre: Sequence[Origin], model_drops: dict[str, int],
                 verdicts: list[str]) -> None:
    """Frames in = consumed + forwarded + dropped; the drops by reason; the contributions."""
    c, sec = snap.get, "accelerator"
    lg.add(sec, EQUATION,
           ("DATA_OK + CTRL_OK + REGULAR + DROPS",
            c("DATA_OK", 0) + c("CTRL_OK", 0) + c("REGULAR", 0) + c("DROPS", 0)),
           ("frames into the accelerator before the final Query", k0))
    reasons = [r.name for r in wire.DROP_REASONS]
    lg.add(sec, "DROPS = the sum of the reasons", ("DROPS", c("DROPS", 0)),
           ("the reason counters' sum", sum(c(r, 0) for r in reasons)))
    injected = Counter(o.expect for o in pre if o.expect is not None)
    bypass = Counter(v for v in verdicts if v in BYPASS)
    for r in (*reasons, *BYPASS):
        lg.drops[r] = (c(r, 0), model_drops.get(r, 0) if r in reasons else bypass[r],
                       injected[r])
        if r not in COPY_DROPS and (c(r, 0) or injected[r]):
            lg.add("drops", r, (r, c(r, 0)), ("frames injected for it", injected[r]))
    # every copy of a contribution that came in was added once per (worker, segment), or
    # dropped as a copy (with the probes that ask for those reasons)
    aggs = [h for s in res.accel_out if (h := data_header(s.frame)) is not None
            and h.flags & F_AGG and not h.flags & F_REPLAY]
    lg.add("contributions", "contributions added", ("DATA_OK", c("DATA_OK", 0)),
           ("nsum over the aggregates out", sum(h.nsum for h in aggs)))
    copies = sum(_is_copy(stim, o) for o in pre)
    added = sum(h.nsum for h in aggs if h.seg in stim.plan and not stim.plan[h.seg].probe)
    lg.add("contributions", "copies not added (RETX, duplicates) + probes for these reasons",
           (" + ".join(COPY_DROPS), sum(c(r, 0) for r in COPY_DROPS)),
           ("copies in - added + probes", copies - added + sum(injected[r] for r in COPY_DROPS)))


def _is_copy(stim: Stimulus, o: Origin) -> bool:
    """A copy of a worker's contribution: its data item, a RETX, a duplicate."""
    if o.injected is not None:
        return o.injected in (wire.Injected.RETX, wire.Injected.DUP)
    return stim.frame(o.stream, o.item).role == wire.FrameRole.DATA


def _out_of_accelerator(lg: Ledger, stim: Stimulus, res: SimResult,
                        snap: dict[str, int]) -> None:
    c, sec = snap.get, "out of the accelerator"
    out = [s for s in res.accel_out if not _is_block(stim, s.frame, Action.ACK)]
    aggs = [h for s in out if (h := data_header(s.frame)) is not None and h.flags & F_AGG]
    bcast = [h.seg for h in aggs if not h.flags & F_REPLAY]
    acks = [a for s in out if (a := control_header(s.frame)) is not None
            and a.action == Action.ACK]
    lg.add(sec, "frames out = regular + aggregates + replays + Acks",
           ("REGULAR + AGG_TX + REPLAY_TX + ACK_TX",
            c("REGULAR", 0) + c("AGG_TX", 0) + c("REPLAY_TX", 0) + c("ACK_TX", 0)),
           ("frames out of the accelerator before the final Query", len(out)))
    lg.add(sec, "aggregates", ("AGG_TX", c("AGG_TX", 0)), ("aggregates out", len(bcast)))
    lg.add(sec, "every segment of the run aggregated once",
           ("segments of the run (stimulus)", len(stim.plan)),
           ("distinct segments aggregated", len(set(bcast) & set(stim.plan))))
    lg.add(sec, "no segment aggregated twice", ("aggregates out", len(bcast)),
           ("distinct segments aggregated", len(set(bcast))))
    lg.add(sec, "Help replays", ("REPLAY_TX", c("REPLAY_TX", 0)),
           ("replays out", len(aggs) - len(bcast)))
    lg.add(sec, "Helps answered OK", ("REPLAY_TX", c("REPLAY_TX", 0)),
           ("Help Acks OK at the workers",
            sum(e.value == Status.OK for e in res.of(wire.Event.HELP_ACK))))
    lg.add(sec, "Acks", ("ACK_TX", c("ACK_TX", 0)), ("Acks out before the final Query",
                                                     len(acks)))


def _queues(lg: Ledger, res: SimResult, queue_drops: dict[int, list]) -> None:
    oq, sec = wire.OQ_REGS, "output queues"
    lg.add(sec, "frames into the output queues", ("OQ PKT_IN", _reg(res, oq, "PKT_IN")),
           ("frames out of the accelerator", len(res.accel_out)))
    for q in range(NPORTS):
        addressed = sum(queue_selected(s.frame.dst_ports, q) for s in res.accel_out)
        stored, dropped = _reg(res, oq, f"STORED_{q}"), _reg(res, oq, f"DROPPED_{q}")
        removed = _reg(res, oq, f"REMOVED_{q}")
        lg.add(sec, f"queue {q}: addressed = stored + dropped", ("OQ STORED + DROPPED",
                                                                stored + dropped),
               ("frames the accelerator addressed to it", addressed))
        lg.add(sec, f"queue {q}: dropped", ("OQ DROPPED", dropped),
               ("addressed frames that never left the port", len(queue_drops.get(q, []))))
        lg.add(sec, f"port {q}: frames out", ("OQ REMOVED", removed),
               ("frames seen leaving the port", len(res.outputs[q])))
        lg.add(sec, f"queue {q}: nothing left behind", ("OQ STORED", stored),
               ("OQ REMOVED", removed))


def _regular(lg: Ledger, res: SimResult, pre: Sequence[Origin], snap: dict[str, int],
             queue_drops: dict[int, list]) -> None:
    """Regular frames: in = forwarded; every copy the lookup addressed left its port
    unchanged, or is one of the output queues' counted drops."""
    sec = "regular traffic"
    regular_in = [o.data for o in pre if o.expect in (REGULAR, *BYPASS)]
    lg.add(sec, "regular frames in", ("REGULAR", snap.get("REGULAR", 0)),
           ("regular frames driven (bypass classes included)", len(regular_in)))
    sent = Counter(regular_in)
    left = Counter(sent)
    addressed = 0
    for s in res.accel_out:
        if s.frame.tkeep is None and left[s.frame.data] > 0:
            left[s.frame.data] -= 1
            addressed += sum(queue_selected(s.frame.dst_ports, q) for q in range(NPORTS))
    out = sum(s.frame.tkeep is None and sent[s.frame.data] > 0
              for q in range(NPORTS) for s in res.outputs[q])
    dropped = sum(s.frame.tkeep is None and sent[s.frame.data] > 0
                  for q in range(NPORTS) for s in queue_drops.get(q, []))
    lg.add(sec, "regular copies addressed = out unchanged + dropped by the queues",
           ("copies the lookup addressed (accelerator output)", addressed),
           ("copies out, identical to a frame in, + counted queue drops", out + dropped))


def _endpoints(lg: Ledger, stim: Stimulus, res: SimResult) -> None:
    """Every worker's every segment received exactly once (after recovery); every aggregate
    copy that reached a worker taken, ignored or lost on its link."""
    sec = "endpoints"
    recv = Counter((e.stream, e.seg) for e in res.of(wire.Event.RECV))
    want = {(stim.worker_streams[w], s) for s, p in stim.plan.items() for w in p.holders}
    lg.add(sec, HELD,
           ("(worker, segment) pairs to hold", len(want)),
           ("pairs received once", sum(recv[k] == 1 for k in want)))
    events = sum(len(res.of(e)) for e in (wire.Event.RECV, wire.Event.EXTRA,
                                          wire.Event.LOST_OUT))
    copies = 0
    for st in stim.worker_streams:
        s = stim.streams[st]
        mac = int.from_bytes(s.mac, "big")
        for x in res.outputs[s.port]:
            h = data_header(x.frame)
            dst = wire.ETH_FIELDS["dst_mac"].read(x.frame.data)
            copies += h is not None and bool(h.flags & F_AGG) and dst in (mac, _BCAST)
    lg.add(sec, "aggregate copies at the workers = taken + ignored + lost",
           ("copies the ports delivered to the workers", copies),
           ("taken + extra copies ignored + lost on the link", events))


def recovery(res: SimResult) -> dict[str, int]:
    """The faults the harness injected and what the workers' protocol did about them."""
    acks = Counter(Status(e.value).name for e in res.of(wire.Event.HELP_ACK))
    made = Counter(x.kind for x in res.injected)
    return {
        "data frames lost on the way in": len(res.of(wire.Event.LOST_IN)),
        "aggregate copies lost on the way out": len(res.of(wire.Event.LOST_OUT)),
        "duplicates the network made": made[wire.Injected.DUP],
        "Helps sent": made[wire.Injected.HELP],
        **{f"Help answered {k}": v for k, v in sorted(acks.items())},
        "Helps without an Ack": len(res.of(wire.Event.HELP_EXPIRED)),
        "RETX sent": made[wire.Injected.RETX],
        "replays received": sum(e.value for e in res.of(wire.Event.RECV)),
        "extra copies ignored": len(res.of(wire.Event.EXTRA)),
    }
