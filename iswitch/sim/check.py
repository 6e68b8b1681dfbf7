"""A run of the switch harness (iswitch/sim/harness.py) against the golden models.

`check_run` takes the recorded run through named steps, each adding its errors and figures
to one `Check`:

1. `check_status`: the simulation finished; a hang (no progress for the harness's
   stall_limit) is reported with its diagnosis (`diagnose`);
2. `replay_model` / `check_model`: `AccelModel` (golden/accel_model.py) over the frames that
   entered the accelerator, in the recorded order, generates the frames the accelerator
   emitted, frame for frame and bit for bit (bytes, TUSER, tkeep);
3. `check_delivery`: every output port delivered exactly the accelerator's frames addressed
   to it by their TUSER destination bits, in order: every member port got every aggregate;
4. `check_verdicts`: every frame into the accelerator is, bit for bit, the next frame driven
   into its input port (`origins`), and every frame that asks for a verdict (a malformed
   frame, a probe, regular traffic: `StimFrame.expect`) got it;
5. `check_counters`: the controller's Query answers: all of them there; in the clean
   schedules no drop (accelerator or output queues) and one aggregate per segment (the
   faults schedule: the ledger balances its drops);
6. `check_contrib`: every aggregate's `contrib` bitmap names exactly the workers whose
   contributions the switch added (less members that left while it aggregated);
7. `check_fold`: per segment, the sequential fp32 fold (`golden.fold.add_f32`) of the
   contributions the switch accepted, in the recorded acceptance order, computed from the
   gradients independently of the model, equals the copy every worker that must hold it
   received (NaNs by class; payload differences counted separately), and so does every
   other copy seen on a port; every such worker received every segment it must hold;
8. `iswitch.sim.ledger.ledger`: the switch's counters against the harness's observations;
9. `order_figures` / `timing_figures`: what other summation orders would have changed, and
   the latencies and span of the run (the report's figures);
10. `exact_figures`: the exact mode's (iswitch/sim/accuracy.py): the exact sum
   (`golden.exact`) of the same contributions in those other orders against the exact sum
   in arrival order, and the distance in ULPs between the fold and the exact sum.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import torch

from golden.accel_model import AccelModel, AxisFrame
from golden.fold import add_f32, bits, is_nan_bits
from iswitch import wire
from iswitch.sim.accuracy import UlpStats, exact_orders, exact_rows, ulp_stats
from iswitch.sim.harness import SimResult, control_header, data_header, queue_selected
from iswitch.sim.ledger import Ledger, Origin, ledger, origins
from iswitch.sim.stimulus import (
    DIAG_REGS,
    DIAG_SEQ,
    HOST_PORT,
    NPORTS,
    K,
    Stimulus,
    worker_endpoint,
)
from iswitch.wire.proto import DROP_REASONS, F_AGG, F_REPLAY, MAX_ELEMS, Action, Status

_DROP_NAMES = {r.name for r in DROP_REASONS}
REGULAR, OK = "regular", "ok"  #: verdicts (besides drop reasons and bypass classes)


@dataclass
class Check:
    """Outcome and figures of one run."""

    errors: list[str] = field(default_factory=list)
    max_errors: int = 12  #: errors kept; one more line says that more were found
    model_frames: int = 0
    model_mismatches: int = 0
    port_mismatches: int = 0
    verdict_mismatches: int = 0
    elems_compared: int = 0
    mismatches: int = 0  # elements differing (non-NaN bits, or NaN class)
    nan_golden: int = 0
    nan_payload_diff: int = 0
    copies_compared: int = 0  # further aggregate copies on the ports (replays, extras)
    segments: int = 0
    drops_model: dict[str, int] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=dict)  # Query results
    latency_accel: list[int] = field(default_factory=list)  # per segment, cycles
    latency_port: list[int] = field(default_factory=list)
    residence: list[int] = field(default_factory=list)  # first contribution in -> aggregate out
    seg_done: list[int] = field(default_factory=list)  # cycle the aggregate left the accelerator
    order_diffs: dict[str, int] = field(default_factory=dict)
    order_segments: dict[str, int] = field(default_factory=dict)
    #: the same for the exact sum, against the exact sum in arrival order
    exact_order_diffs: dict[str, int] = field(default_factory=dict)
    exact_order_segments: dict[str, int] = field(default_factory=dict)
    accuracy: UlpStats | None = None  #: the fold against the exact sum, in ULPs
    arrival_not_worker_order: int = 0
    span_cycles: int = 0
    first_data: int = 0
    agg_bytes: int = 0
    queue_drops: dict[int, list] = field(default_factory=dict)  #: queue -> frames it dropped
    ledger: Ledger | None = None
    diagnosis: str = ""  #: what the run was doing when it hung

    @property
    def ok(self) -> bool:
        return not self.errors

    def error(self, msg: str) -> None:
        """Record a failure (the first `max_errors` are kept)."""
        if len(self.errors) < self.max_errors:
            self.errors.append(msg)
        elif len(self.errors) == self.max_errors:
            self.errors.append("... (more errors not shown)")


@dataclass
class Replay:
    """The accelerator's recorded input replayed through `AccelModel`."""

    regular: list[AxisFrame] = field(default_factory=list)  #: the model's regular output
    generated: list[AxisFrame] = field(default_factory=list)  #: its Acks and aggregates
    accepted: dict[int, list[int]] = field(default_factory=dict)  #: seg -> workers, in order
    first_in: dict[int, int] = field(default_factory=dict)  #: seg -> first cycle of its first
    last_in: dict[int, int] = field(default_factory=dict)  #: ... and last of its H-th input
    drops: dict[str, int] = field(default_factory=dict)  #: the model's drop reasons
    verdicts: list[str] = field(default_factory=list)  #: per input: ok, regular, a reason
    contrib: dict[int, set[int]] = field(default_factory=dict)  #: seg -> workers in contrib
    left_while_open: dict[int, set[int]] = field(default_factory=dict)  #: seg -> workers
    #: that contributed, then left before it was emitted
    model: AccelModel | None = None  #: the model after the last input


def _frame_key(f: AxisFrame) -> tuple:
    return (f.data, f.tuser, f.tkeep)


def _fold_batch(contribs: list[torch.Tensor]) -> torch.Tensor:
    acc = contribs[0].clone()
    for c in contribs[1:]:
        acc = add_f32(acc, c)
    return acc


def _pairwise(contribs: list[torch.Tensor]) -> torch.Tensor:
    while len(contribs) > 1:
        nxt = [add_f32(contribs[i], contribs[i + 1]) for i in range(0, len(contribs) - 1, 2)]
        if len(contribs) % 2:
            nxt.append(contribs[-1])
        contribs = nxt
    return contribs[0]


def _worker_of(stim: Stimulus) -> dict[int, int]:
    """Worker id -> worker index."""
    return {worker_endpoint(w).worker: w for w in range(stim.workers)}


def check_status(ck: Check, stim: Stimulus, res: SimResult) -> None:
    """(1) The harness ran to the end; a hang is reported with its diagnosis."""
    if res.status == wire.RunStatus.STALLED:
        ck.diagnosis = diagnose(stim, res)
        ck.error(ck.diagnosis)
    elif res.status != wire.RunStatus.DONE:
        ck.error(f"simulation hit max cycles at cycle {res.cycles:,}: {len(res.inputs)} of "
                 f"{stim.frames_total} frames sent")


def replay_model(stim: Stimulus, res: SimResult, upto: int | None = None) -> Replay:
    """The transaction model over the recorded arrival order at the accelerator (up to
    cycle `upto`): what it emits, which contributions it accepted when, and its verdict on
    every frame. The model is of the default build (both modes), as the harness's RTL is."""
    model = AccelModel(wire.AccelParams())
    rp = Replay(model=model)
    worker_of = _worker_of(stim)
    for s in res.accel_in:
        if upto is not None and s.last > upto:
            break
        outs = model.push(s.frame)
        drop = model.last_drop
        if drop is not None:
            rp.drops[drop.name] = rp.drops.get(drop.name, 0) + 1
            rp.verdicts.append(drop.name)
        elif outs and outs[0].regular:
            kind = model.classify(s.frame)
            rp.verdicts.append(kind.name if isinstance(kind, wire.Reg) else REGULAR)
        else:
            rp.verdicts.append(OK)
        h = data_header(s.frame)
        if h is not None and rp.verdicts[-1] == OK:
            rp.accepted.setdefault(h.seg, []).append(worker_of.get(h.worker, -1))
            rp.last_in[h.seg] = s.last
            rp.first_in.setdefault(h.seg, s.first)
        _note_leave(rp, s.frame, outs, worker_of)
        for o in outs:
            (rp.regular if o.regular else rp.generated).append(o.frame)
            g = None if o.regular else data_header(o.frame)
            if g is not None and not g.flags & F_REPLAY and g.seg not in rp.contrib:
                table = {i: worker_of.get(m.worker, -1) for i, m in enumerate(model.table)
                         if m is not None}
                rp.contrib[g.seg] = {table.get(i, -1) for i in range(wire.MAX_MEMBERS)
                                     if g.contrib >> i & 1}
    return rp


def _note_leave(rp: Replay, f: AxisFrame, outs: list, worker_of: dict[int, int]) -> None:
    """A Leave the model granted: its worker left every segment still open."""
    c = control_header(f)
    if c is None or c.action != Action.LEAVE or not outs:
        return
    ack = control_header(outs[0].frame)
    if ack is None or ack.status != Status.OK:
        return
    w = worker_of.get(c.worker, -1)
    for seg, ws in rp.accepted.items():
        if seg not in rp.contrib and w in ws:
            rp.left_while_open.setdefault(seg, set()).add(w)


def check_model(ck: Check, res: SimResult, rp: Replay) -> None:
    """(2) The accelerator's output is the model's, frame for frame: its generated frames
    in order, its regular frames in order, the two streams merged as the RTL merged them."""
    ck.drops_model = rp.drops
    ck.model_frames = len(res.accel_out)
    exp_reg, exp_gen = rp.regular, rp.generated
    i = j = 0
    for k, s in enumerate(res.accel_out):
        key = _frame_key(s.frame)
        if j < len(exp_gen) and key == _frame_key(exp_gen[j]):
            j += 1
        elif i < len(exp_reg) and key == _frame_key(exp_reg[i]):
            i += 1
        else:
            ck.model_mismatches += 1
            want = exp_gen[j] if j < len(exp_gen) else None
            at = None if want is None else next(
                (b for b in range(min(len(want.data), len(s.frame.data)))
                 if want.data[b] != s.frame.data[b]), None)
            ck.error(f"accelerator output frame {k} (cycle {s.first}) differs from the model's "
                     f"next generated frame {j}: got {len(s.frame.data)} bytes tuser "
                     f"{s.frame.tuser:#x}, "
                     + (f"expected {len(want.data)} bytes tuser {want.tuser:#x}; first "
                        f"differing byte {at}"
                        if want is not None else "expected nothing more"))
            j += 1
    if i != len(exp_reg) or j != len(exp_gen):
        ck.model_mismatches += abs(len(exp_reg) - i) + abs(len(exp_gen) - j)
        ck.error(f"the model expects {len(exp_gen)} generated and {len(exp_reg)} regular "
                 f"frames, the accelerator emitted {len(res.accel_out)}")


def check_delivery(ck: Check, res: SimResult) -> None:
    """(3) Every output queue delivered the accelerator's frames addressed to it, in order,
    with identical bits; the ones it did not deliver are exactly as many as the queue
    counted as dropped (OQ DROPPED_q)."""
    oq = wire.OQ_REGS
    for q in range(NPORTS):
        want = [s for s in res.accel_out if queue_selected(s.frame.dst_ports, q)]
        got = res.outputs[q]
        counted = res.regs.get((oq.index, oq.offset(f"DROPPED_{q}")), 0)
        budget, j, missing, bad = counted, 0, [], 0
        for w in want:
            if j < len(got) and _frame_key(got[j].frame) == _frame_key(w.frame):
                j += 1
            elif budget and (j >= len(got) or len(want) - len(missing) > len(got)):
                missing.append(w)  # a counted drop
                budget -= 1
            elif j < len(got):
                bad += 1
                ck.error(f"port {q} frame {j}: differs from the accelerator's frame")
                j += 1
            else:
                missing.append(w)
        bad += len(got) - j
        ck.queue_drops[q] = missing
        ck.port_mismatches += bad + abs(len(missing) - counted)
        if len(missing) != counted or j < len(got):
            ck.error(f"port {q}: {len(got)} frames out, the accelerator addressed {len(want)} "
                     f"to it, the queue counted {counted} dropped")


def check_verdicts(ck: Check, stim: Stimulus, res: SimResult, rp: Replay,
                   org: list[Origin | None]) -> None:
    """(4) Every accelerator input is the frame driven into its port, and every frame that
    asks for a verdict got it."""
    for k, (s, o) in enumerate(zip(res.accel_in, org, strict=True)):
        if o is None:
            ck.verdict_mismatches += 1
            ck.error(f"accelerator input {k} (cycle {s.first}) was driven into no port")
            continue
        got = s.frame.data if s.frame.tkeep is None else s.frame.data[:len(o.data)]
        if got != o.data:
            ck.verdict_mismatches += 1
            ck.error(f"accelerator input {k} differs from the frame driven into port {o.port}")
        elif o.expect is not None and k < len(rp.verdicts) and rp.verdicts[k] != o.expect:
            ck.verdict_mismatches += 1
            fr = stim.frame(o.stream, o.item)
            ck.error(f"{stim.streams[o.stream].name} {fr.what} frame (item {o.item}, cycle "
                     f"{s.first}): {rp.verdicts[k]} at the accelerator, expected {o.expect}")


def check_counters(ck: Check, stim: Stimulus, res: SimResult) -> None:
    """(5) The Query answers at the host port: every counter answered; in the clean
    schedules every drop reason 0 and one aggregate sent per segment."""
    for s in res.outputs[HOST_PORT]:
        a = control_header(s.frame)
        if a is not None and a.action == Action.ACK and a.seq in stim.query_seqs:
            ck.counters[stim.query_seqs[a.seq].name] = a.result
    missing_q = [r.name for r in stim.query_seqs.values() if r.name not in ck.counters]
    if missing_q:
        ck.error(f"no Query answer for {', '.join(missing_q[:8])}")
    if stim.schedule.faults is not None:
        return  # drops are the point: the ledger balances them
    bad = {k: v for k, v in ck.counters.items() if v and (k == "DROPS" or k in _DROP_NAMES)}
    if bad:
        ck.error(f"drop counters not zero: {bad}")
    if ck.counters.get("AGG_TX", stim.n_segs) != stim.n_segs:
        ck.error(f"AGG_TX = {ck.counters.get('AGG_TX')}, expected {stim.n_segs}")
    oq_drops = res.regs.get((wire.OQ_REGS.index, wire.OQ_REGS.offset("PKT_DROP")), 0)
    if oq_drops:
        ck.error(f"output queues dropped {oq_drops} packets")


def check_contrib(ck: Check, stim: Stimulus, rp: Replay) -> None:
    """(6) Each aggregate's contrib bitmap names the workers whose contributions were
    added, less those that left while it aggregated: whom the fold takes."""
    bad = []
    for seg in stim.plan:
        if seg not in rp.contrib:
            continue
        want = set(rp.accepted.get(seg, [])) - rp.left_while_open.get(seg, set())
        if rp.contrib[seg] != want:
            bad.append(seg)
    if bad:
        s = bad[0]
        ck.error(f"{len(bad)} aggregate(s) whose contrib bitmap does not name the workers "
                 f"added: segment {s} names {sorted(rp.contrib[s])}, added "
                 f"{rp.accepted.get(s, [])}")


def _payload_bits(f: AxisFrame, count: int) -> np.ndarray:
    return np.frombuffer(f.data, "<u4", count, wire.PAYLOAD_OFF).astype(np.int64)


@dataclass
class Fold:
    """The golden sums of a run and what they were folded from."""

    segs: list[int]  #: the run's segments (plan order: sorted)
    counts: np.ndarray  #: elements of each
    padded: torch.Tensor  #: [workers, gradient segments, MAX_ELEMS], zero-padded gradients
    sources: torch.Tensor  #: gradient segment of each of `segs`
    orders: np.ndarray  #: [segs, workers] worker indices in acceptance order, -1 padded
    golden: torch.Tensor  #: [segs, MAX_ELEMS] bit patterns of the fold (0 beyond count)

    def __post_init__(self) -> None:
        self._row = {s: i for i, s in enumerate(self.segs)}

    def row(self, seg: int) -> int | None:
        """The row of segment `seg`, None if the run has no such segment."""
        return self._row.get(seg)


def golden_fold(ck: Check, stim: Stimulus, grads: Sequence[torch.Tensor], rp: Replay) -> Fold:
    """Per planned segment, the fold of the accepted contributions in acceptance order (an
    exact job's: their exact sum, `iswitch.sim.accuracy.exact_rows`)."""
    n = stim.n_elems
    S = -(-n // MAX_ELEMS)
    segs = sorted(stim.plan)
    src = np.array([stim.plan[s].source for s in segs], np.int64)
    counts = np.minimum(MAX_ELEMS, n - MAX_ELEMS * src)
    orders = np.full((len(segs), max(1, stim.workers)), -1, np.int64)
    unfinished = []
    for i, s in enumerate(segs):
        ws = rp.accepted.get(s, [])
        if not ws or s not in rp.contrib:
            unfinished.append(s)
        orders[i, :len(ws)] = ws[:orders.shape[1]]
    if unfinished:
        ck.error(f"{len(unfinished)} segment(s) never emitted (first {unfinished[:4]})")
    pad = S * MAX_ELEMS - n
    G = torch.stack([torch.cat([g, torch.zeros(pad, dtype=torch.float32)]).view(S, MAX_ELEMS)
                     for g in grads])  # [N, S, MAX_ELEMS]
    sources = torch.from_numpy(src)
    first = torch.from_numpy(np.maximum(orders[:, 0], 0))
    acc = G[first, sources]
    for k in range(1, orders.shape[1]):
        take = orders[:, k] >= 0
        if take.all():
            acc = add_f32(acc, G[torch.from_numpy(orders[:, k]), sources])
        elif take.any():
            t = torch.from_numpy(take)
            acc[t] = add_f32(acc[t], G[torch.from_numpy(orders[take, k]), sources[t]])
    gb = bits(acc)
    if stim.exact:  # an exact job: the correctly rounded sums of the same contributions
        have = np.flatnonzero(orders[:, 0] >= 0)  # (the others are errors already)
        ex = exact_rows(u32_bits(G)[:, src[have]], orders[have])
        gb[torch.from_numpy(have)] = torch.from_numpy(ex.astype(np.int64))  # (as bits())
    gb[torch.from_numpy(np.arange(MAX_ELEMS)[None, :] >= counts[:, None])] = 0
    return Fold(segs, counts, G, sources, orders, gb)


def _compare(got: torch.Tensor, gold: torch.Tensor) -> tuple[torch.Tensor, int]:
    """Elements that differ (NaNs by class), and NaN payload differences."""
    both = is_nan_bits(gold) & is_nan_bits(got)
    return (gold != got) & ~both, int((both & (gold != got)).sum())


def check_fold(ck: Check, stim: Stimulus, res: SimResult, grads: Sequence[torch.Tensor],
               rp: Replay) -> Fold:
    """(7) The independent fold in acceptance order vs the copy every holder received, and
    vs every other aggregate copy on the ports."""
    fold = golden_fold(ck, stim, grads, rp)
    ck.segments = len([s for s in fold.segs if not stim.plan[s].probe])
    mask = torch.from_numpy(np.arange(MAX_ELEMS)[None, :] < fold.counts[:, None])
    ck.nan_golden = int((is_nan_bits(fold.golden) & mask).sum())
    copies: dict[tuple[int, int, bool, int], AxisFrame] = {}  # (port, seg, replay, last)
    for p in range(NPORTS):
        for s in res.outputs[p]:
            h = data_header(s.frame)
            if h is not None and h.flags & F_AGG:
                copies[(p, h.seg, bool(h.flags & F_REPLAY), s.last)] = s.frame
    taken: set[tuple[int, int, bool, int]] = set()
    recv = {}  # (stream, seg) -> copy key
    for e in res.of(wire.Event.RECV):
        recv[(e.stream, e.seg)] = (stim.streams[e.stream].port, e.seg, bool(e.value), e.cycle)
    for w in range(stim.workers):
        st = stim.worker_streams[w]
        mine = [s for s in fold.segs if w in stim.plan[s].holders]
        missing = [s for s in mine if (st, s) not in recv or recv[(st, s)] not in copies]
        if missing:
            ck.error(f"worker {w}: {len(missing)} of its {len(mine)} aggregates never arrived "
                     f"(first {missing[:4]})")
        have = [s for s in mine if s not in missing]
        if not have:
            continue
        rows = [fold._row[s] for s in have]
        got = np.zeros((len(have), MAX_ELEMS), np.int64)
        for i, s in enumerate(have):
            key = recv[(st, s)]
            taken.add(key)
            got[i, :fold.counts[rows[i]]] = _payload_bits(copies[key], fold.counts[rows[i]])
        m = mask[rows]
        differ, payload = _compare(torch.from_numpy(got)[m], fold.golden[rows][m])
        ck.elems_compared += int(m.sum())
        ck.mismatches += int(differ.sum())
        ck.nan_payload_diff += payload
        if differ.any():
            idx = int(torch.nonzero(differ)[0])
            seg = have[int(np.searchsorted(np.cumsum(fold.counts[rows]), idx, "right"))]
            ck.error(f"worker {w} (port {stim.ports[w]}): {int(differ.sum()):,} of "
                     f"{int(m.sum()):,} elements differ from the fold in acceptance order; "
                     f"first in segment {seg}")
    for key, f in copies.items():  # the copies no worker took: Help replays, extras
        r = fold.row(key[1])
        if key in taken or r is None:
            continue
        c = int(fold.counts[r])
        differ, payload = _compare(torch.from_numpy(_payload_bits(f, c)), fold.golden[r, :c])
        ck.copies_compared += 1
        ck.nan_payload_diff += payload
        if differ.any():
            ck.mismatches += int(differ.sum())
            ck.error(f"port {key[0]}: the {'replay' if key[2] else 'copy'} of segment {key[1]} "
                     f"(cycle {key[3]}) differs from the fold in {int(differ.sum())} elements")
    return fold


def order_figures(ck: Check, stim: Stimulus, fold: Fold) -> None:
    """(9) Elements and segments whose bits other summation orders would change: why the
    arrival order is the contract (over the segments every worker contributed to)."""
    N = stim.workers
    rows = [i for i, s in enumerate(fold.segs)
            if not stim.plan[s].probe and (fold.orders[i] >= 0).all()]
    if not rows:
        return
    orders, src = fold.orders[rows], fold.sources[rows]
    G = fold.padded
    contrib = [G[torch.from_numpy(orders[:, k]), src] for k in range(N)]
    mask = torch.from_numpy(np.arange(MAX_ELEMS)[None, :] < fold.counts[rows][:, None])
    golden = fold.golden[rows]
    for name, t in (("reverse arrival", _fold_batch(contrib[::-1])),
                    ("pairwise tree", _pairwise(list(contrib))),
                    ("worker id", _fold_batch([G[w, src] for w in range(N)]))):
        dif = (bits(t) != golden) & mask
        ck.order_diffs[name] = int(dif.sum())
        ck.order_segments[name] = int(dif.any(1).sum())
    ck.arrival_not_worker_order = int((orders != np.arange(N)[None, :]).any(axis=1).sum())


def u32_bits(t: torch.Tensor) -> np.ndarray:
    """A float32 tensor's bit patterns as a uint32 array (a view)."""
    return t.contiguous().view(torch.int32).numpy().view(np.uint32)


def exact_figures(ck: Check, stim: Stimulus, fold: Fold) -> None:
    """(10) The exact mode's figures: over the segments every worker contributed to, the
    exact sum in the other orders of `order_figures` against the exact sum in arrival
    order; over every segment of the run but the probes, the distance in ULPs between the
    fold (the golden the aggregates were checked against) and the exact sum of the same
    contributions."""
    N = stim.workers
    real = [i for i, s in enumerate(fold.segs) if not stim.plan[s].probe
            and fold.orders[i, 0] >= 0]
    if not real:
        return
    G = u32_bits(fold.padded)  # [workers, gradient segments, MAX_ELEMS]
    counts = fold.counts[real]
    mask = np.arange(MAX_ELEMS)[None, :] < counts[:, None]
    src = fold.sources.numpy()[real]
    exact = exact_rows(G[:, src], fold.orders[real])
    ck.accuracy = ulp_stats(fold.golden[real].numpy()[mask], exact[mask])
    full = [k for k, i in enumerate(real) if (fold.orders[i] >= 0).all()]
    if not full:
        return
    orders, fsrc = fold.orders[[real[k] for k in full]], src[full]
    _, diffs = exact_orders([G[orders[:, k], fsrc] for k in range(N)],
                            [G[w, fsrc] for w in range(N)], mask[full])
    for name, (elems, segs) in diffs.items():
        ck.exact_order_diffs[name] = elems
        ck.exact_order_segments[name] = segs


def timing_figures(ck: Check, stim: Stimulus, res: SimResult, rp: Replay) -> None:
    """(9) Per segment, cycles from the H-th contribution into the accelerator to the
    aggregate out of it and out of the last member port; from the first contribution to
    the aggregate; and the run's span (first data beat in to last aggregate beat out)."""
    agg_first: dict[int, int] = {}
    for s in res.accel_out:
        h = data_header(s.frame)
        if h is not None and h.flags & F_AGG and h.seg not in agg_first:
            agg_first[h.seg] = s.first
            ck.agg_bytes += len(s.frame.data)
    port_first: dict[int, int] = {}
    for p in set(stim.ports):
        for s in res.outputs[p]:
            h = data_header(s.frame)
            if h is not None and h.flags & F_AGG and not h.flags & F_REPLAY:
                port_first[h.seg] = max(port_first.get(h.seg, 0), s.first)
    for seg in sorted(stim.plan):
        if stim.plan[seg].probe:
            continue
        if seg in agg_first and seg in rp.last_in:
            ck.latency_accel.append(agg_first[seg] - rp.last_in[seg])
            ck.residence.append(agg_first[seg] - rp.first_in[seg])
            ck.seg_done.append(agg_first[seg])
        if seg in port_first and seg in rp.last_in:
            ck.latency_port.append(port_first[seg] - rp.last_in[seg])
    data_in = [t for t in res.inputs if stim.frame(t[0], t[1]).role == wire.FrameRole.DATA]
    if data_in and port_first:
        ck.first_data = min(t[3] for t in data_in)
        last_out = max(s.last for p in set(stim.ports) for s in res.outputs[p]
                       if (h := data_header(s.frame)) is not None and h.flags & F_AGG)
        ck.span_cycles = last_out - ck.first_data + 1


# ---------------------------------------------------------------- a hang


def diagnose(stim: Stimulus, res: SimResult) -> str:
    """What the run was doing when the harness found no progress: the segments open at the
    switch, per buffer slot (the model replayed up to that cycle), with the workers missing
    from each; every endpoint's state (the harness's record); the counters the diagnosis
    Queries read at that moment."""
    stall = res.of(wire.Event.STALL)
    if not stall:
        return f"simulation stalled at cycle {res.cycles:,} (no diagnosis recorded)"
    at, quiet = stall[0].cycle, stall[0].value
    model = replay_model(stim, res, upto=at).model
    assert model is not None
    worker_of = _worker_of(stim)
    members = {i: worker_of.get(m.worker, m.worker) for i, m in enumerate(model.table)
               if m is not None}
    lines = [f"hang: no progress for {quiet:,} cycles at cycle {at:,} "
             f"({len(res.inputs)} of {stim.frames_total} frames sent)"]
    open_ = []
    for b, buf in enumerate(model.buffers):
        if buf.state.name != "AGG":
            continue
        have = {members.get(i, i) for i in members if buf.bitmap >> i & 1}
        missing = sorted(w for w in members.values() if w not in have)
        open_.append(f"slot {b % K} bank {b // K}: segment {buf.tag}, {buf.count} of "
                     f"{model.heff} contributions, missing worker(s) {missing}")
    lines.append(f"open segments at the switch ({len(open_)}; H = {model.h}, "
                 f"{len(members)} members): " + ("; ".join(open_[:8]) or "none")
                 + (" ..." if len(open_) > 8 else ""))
    states = [f"{stim.streams[e.stream].name}: {_endpoint_state(stim, e)}"
              for e in res.of(wire.Event.STATE)]
    lines.append("endpoints: " + "; ".join(states))
    counters = {}
    for s in res.outputs[HOST_PORT]:
        a = control_header(s.frame)
        if a is not None and a.action == Action.ACK and s.last >= at and a.seq in _DIAG:
            counters[_DIAG[a.seq].name] = a.result
    lines.append("counters at the hang (Query): " + (", ".join(
        f"{k}={v:#x}" if k == "JOB" else f"{k}={v}" for k, v in counters.items()
        if v or k in ("DROPS", "BUSY")) if counters
        else "no answer (the switch did not take the Queries)"))
    return "\n".join(lines)


def _endpoint_state(stim: Stimulus, e) -> str:
    """An endpoint at the hang (a STATE event): what it waits for, what it would send."""
    waits = (f"; waits for the aggregate of segment {e.seg}" if e.seg != wire.EVENT_NONE
             else "")
    if e.value >= e.aux:
        return f"all {e.aux} items sent{waits}"
    fr = stim.frame(e.stream, e.value)
    if fr.role == wire.FrameRole.BARRIER:
        nxt = f"at barrier {fr.gate[2]} (waits for the others)"
    else:
        kind, port, value = fr.gate
        gate = {wire.Gate.AGG: f"the aggregate of segment {value}",
                wire.Gate.ACK: f"the Ack of seq {value:#x} on port {port}",
                wire.Gate.AGG_COUNT: f"{value} aggregates on port {port}",
                wire.Gate.IDLE: f"{value} idle cycles"}.get(wire.Gate(kind), "nothing")
        seg = f" of segment {fr.seg}" if fr.seg is not None else ""
        nxt = f"next: {fr.what or 'frame'}{seg}, which waits for {gate}"
    return f"item {e.value} of {e.aux}, {nxt}{waits}"


def _diag_seqs() -> dict[int, wire.Reg]:
    return {DIAG_SEQ + j: r for j, r in enumerate(DIAG_REGS)}


_DIAG = _diag_seqs()


def check_run(stim: Stimulus, res: SimResult, grads: Sequence[torch.Tensor],
              max_errors: int = 12) -> Check:
    """Both golden comparisons, the ledger and the report's figures, step by step (module
    docstring)."""
    ck = Check(max_errors=max_errors)
    rp = replay_model(stim, res)
    check_status(ck, stim, res)
    check_model(ck, res, rp)
    check_delivery(ck, res)
    org = origins(stim, res)
    check_verdicts(ck, stim, res, rp, org)
    check_counters(ck, stim, res)
    check_contrib(ck, stim, rp)
    fold = check_fold(ck, stim, res, grads, rp)
    ck.ledger = ledger(stim, res, rp.drops, rp.verdicts, org, ck.counters, ck.queue_drops)
    for row in ck.ledger.imbalances():
        ck.error(f"ledger: {row}")
    if not stim.exact:  # (the figures of the fold the switch computed)
        order_figures(ck, stim, fold)
        exact_figures(ck, stim, fold)
    timing_figures(ck, stim, res, rp)
    return ck
