"""A run of the switch harness (iswitch/sim/harness.py) against the golden models.

`check_run` takes the recorded run through named steps, each adding its errors and figures
to one `Check`:

1. `check_status`: the simulation finished (not stalled, not out of cycles);
2. `replay_model` / `check_model`: `AccelModel` (golden/accel_model.py) over the frames that
   entered the accelerator, in the recorded order, generates the frames the accelerator
   emitted, frame for frame and bit for bit (bytes, TUSER, tkeep);
3. `check_delivery`: every output port delivered exactly the accelerator's frames addressed
   to it by their TUSER destination bits, in order: every member port got every aggregate;
4. `check_counters`: the controller's Query answers: no drop, one aggregate per segment;
5. `check_fold`: per segment, the sequential fp32 fold (`golden.fold.add_f32`) of the
   workers' contributions in the recorded acceptance order, computed from the gradients
   independently of the model, equals every worker's reassembled tensor bit for bit (NaNs
   by class; payload differences counted separately);
6. `order_figures` / `timing_figures`: what other summation orders would have changed, and
   the latencies and span of the run (the report's figures).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import torch

from golden.accel_model import AccelModel, AxisFrame
from golden.fold import add_f32, bits, is_nan_bits
from iswitch import wire
from iswitch.proto import DROP_REASONS, F_AGG, F_REPLAY, MAX_ELEMS, Action
from iswitch.sim.harness import (
    HOST_PORT,
    JOB,
    NPORTS,
    SimResult,
    Stimulus,
    control_header,
    data_header,
    queue_selected,
    worker_endpoint,
)
from iswitch.worker import Reassembler

_DROP_NAMES = {r.name for r in DROP_REASONS}


@dataclass
class Check:
    """Outcome and figures of one run."""

    errors: list[str] = field(default_factory=list)
    max_errors: int = 12  #: errors kept; one more line says that more were found
    model_frames: int = 0
    model_mismatches: int = 0
    port_mismatches: int = 0
    elems_compared: int = 0
    mismatches: int = 0  # elements differing (non-NaN bits, or NaN class)
    nan_golden: int = 0
    nan_payload_diff: int = 0
    segments: int = 0
    drops_model: dict[str, int] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=dict)  # Query results
    latency_accel: list[int] = field(default_factory=list)  # per segment, cycles
    latency_port: list[int] = field(default_factory=list)
    residence: list[int] = field(default_factory=list)  # first contribution in -> aggregate out
    seg_done: list[int] = field(default_factory=list)  # cycle the aggregate left the accelerator
    order_diffs: dict[str, int] = field(default_factory=dict)
    order_segments: dict[str, int] = field(default_factory=dict)
    arrival_not_worker_order: int = 0
    span_cycles: int = 0
    first_data: int = 0
    agg_bytes: int = 0

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


@dataclass
class Fold:
    """The golden sums of a run and what they were folded from."""

    padded: torch.Tensor  #: [workers, segments, MAX_ELEMS], zero-padded gradients
    contrib: list[torch.Tensor]  #: k-th accepted contribution of every segment
    orders: np.ndarray  #: [segments, workers] worker indices in acceptance order
    golden: torch.Tensor  #: bit patterns of the fold in acceptance order (n elements)


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


def check_status(ck: Check, stim: Stimulus, res: SimResult) -> None:
    """(1) The harness ran to the end."""
    if res.status != 0:
        why = "stalled (no progress possible)" if res.status == 1 else "hit max cycles"
        ck.error(f"simulation {why} at cycle {res.cycles:,}: {len(res.inputs)} of "
                 f"{stim.frames_total} frames sent")


def replay_model(stim: Stimulus, res: SimResult) -> Replay:
    """The transaction model over the recorded arrival order at the accelerator: what it
    emits, and which contributions it accepted when."""
    model = AccelModel()
    rp = Replay()
    worker_of = {worker_endpoint(w).worker: w for w in range(stim.workers)}
    for s in res.accel_in:
        outs = model.push(s.frame)
        if model.last_drop is not None:
            rp.drops[model.last_drop.name] = rp.drops.get(model.last_drop.name, 0) + 1
        h = data_header(s.frame)
        if h is not None and model.last_drop is None and not h.flags & F_AGG:
            rp.accepted.setdefault(h.seg, []).append(worker_of.get(h.worker, -1))
            rp.last_in[h.seg] = s.last
            rp.first_in.setdefault(h.seg, s.first)
        for o in outs:
            (rp.regular if o.regular else rp.generated).append(o.frame)
    return rp


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
    """(3) Every output queue delivered exactly the accelerator's frames addressed to it,
    in order, with identical bits."""
    for q in range(NPORTS):
        want = [s for s in res.accel_out if queue_selected(s.frame.dst_ports, q)]
        got = res.outputs[q]
        if len(got) != len(want):
            ck.port_mismatches += abs(len(got) - len(want))
            ck.error(f"port {q}: {len(got)} frames out, the accelerator addressed {len(want)} "
                     "to it")
        for k, (g, w) in enumerate(zip(got, want, strict=False)):
            if _frame_key(g.frame) != _frame_key(w.frame):
                ck.port_mismatches += 1
                ck.error(f"port {q} frame {k}: differs from the accelerator's frame")


def check_counters(ck: Check, stim: Stimulus, res: SimResult) -> None:
    """(4) The Query answers at the host port: every counter answered, every drop reason
    0, one aggregate sent per segment."""
    for s in res.outputs[HOST_PORT]:
        a = control_header(s.frame)
        if a is not None and a.action == Action.ACK and a.seq in stim.query_seqs:
            ck.counters[stim.query_seqs[a.seq].name] = a.result
    missing_q = [r.name for r in stim.query_seqs.values() if r.name not in ck.counters]
    if missing_q:
        ck.error(f"no Query answer for {', '.join(missing_q[:8])}")
    bad = {k: v for k, v in ck.counters.items() if v and (k == "DROPS" or k in _DROP_NAMES)}
    if bad:
        ck.error(f"drop counters not zero: {bad}")
    if ck.counters.get("AGG_TX", stim.n_segs) != stim.n_segs:
        ck.error(f"AGG_TX = {ck.counters.get('AGG_TX')}, expected {stim.n_segs}")


def _reassembled(ck: Check, stim: Stimulus, res: SimResult) -> dict[int, torch.Tensor]:
    """Per worker port, the gradient reassembled from the aggregates it received (missing
    segments NaN, and reported)."""
    out: dict[int, torch.Tensor] = {}
    for p in sorted(set(stim.ports)):
        r = Reassembler(stim.n_elems, JOB)
        for s in res.outputs[p]:
            h = data_header(s.frame)
            if h is not None and h.flags & F_AGG and not h.flags & F_REPLAY:
                r.add_frame(s.frame.data)
        if not r.complete:
            ck.error(f"port {p}: {len(r.missing())} of {stim.n_segs} aggregates missing "
                     f"(first {r.missing()[:4]})")
        out[p] = r.result(fill=float("nan"))
    return out


def check_fold(ck: Check, stim: Stimulus, res: SimResult, grads: Sequence[torch.Tensor],
               rp: Replay) -> Fold:
    """(5) The independent fold in acceptance order vs every worker's reassembled tensor."""
    n, S = stim.n_elems, stim.n_segs
    ck.segments = S
    orders = np.full((S, stim.workers), -1, np.int64)
    for seg, ws in rp.accepted.items():
        if 0 <= seg < S and len(ws) == stim.workers:
            orders[seg] = ws
    incomplete = int((orders < 0).any(axis=1).sum())
    if incomplete:
        ck.error(f"{incomplete} segment(s) without {stim.workers} accepted contributions")
        orders[orders < 0] = 0
    pad = S * MAX_ELEMS - n
    G = torch.stack([torch.cat([g, torch.zeros(pad, dtype=torch.float32)]).view(S, MAX_ELEMS)
                     for g in grads])  # [N, S, MAX_ELEMS]
    seg_idx = torch.arange(S)
    contrib = [G[torch.from_numpy(orders[:, k]), seg_idx] for k in range(stim.workers)]
    gb = bits(_fold_batch(contrib).reshape(-1)[:n])
    gnan = is_nan_bits(gb)
    ck.nan_golden = int(gnan.sum())
    port_tensors = _reassembled(ck, stim, res)
    for w in range(stim.workers):
        t = bits(port_tensors[stim.ports[w]])
        both = gnan & is_nan_bits(t)
        differ = ((gb != t) & ~both).sum()
        ck.elems_compared += n
        ck.mismatches += int(differ)
        ck.nan_payload_diff += int((both & (gb != t)).sum())
        if differ:
            idx = int(torch.nonzero((gb != t) & ~both)[0])
            ck.error(f"worker {w} (port {stim.ports[w]}): {int(differ):,} of {n:,} elements "
                     f"differ from the fold in acceptance order; first at element {idx} "
                     f"(segment {idx // MAX_ELEMS}): got {int(t[idx]):#010x}, golden "
                     f"{int(gb[idx]):#010x}")
    return Fold(G, contrib, orders, gb)


def order_figures(ck: Check, stim: Stimulus, fold: Fold) -> None:
    """(6) Elements and segments whose bits other summation orders would change: why the
    arrival order is the contract."""
    n, S = stim.n_elems, stim.n_segs
    pad = S * MAX_ELEMS - n
    contrib, G = fold.contrib, fold.padded
    rev = _fold_batch(contrib[::-1]).reshape(-1)[:n]
    pair = _pairwise(list(contrib)).reshape(-1)[:n]
    byid = _fold_batch([G[w] for w in range(stim.workers)]).reshape(-1)[:n]
    for name, t in (("reverse arrival", rev), ("pairwise tree", pair), ("worker id", byid)):
        dif = bits(t) != fold.golden
        ck.order_diffs[name] = int(dif.sum())
        ck.order_segments[name] = int(
            torch.cat([dif, torch.zeros(pad, dtype=torch.bool)]).view(S, MAX_ELEMS).any(1).sum())
    ck.arrival_not_worker_order = int(
        (fold.orders != np.arange(stim.workers)[None, :]).any(axis=1).sum())


def timing_figures(ck: Check, stim: Stimulus, res: SimResult, rp: Replay) -> None:
    """(6) Per segment, cycles from the H-th contribution into the accelerator to the
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
            if h is not None and h.flags & F_AGG:
                port_first[h.seg] = max(port_first.get(h.seg, 0), s.first)
    for seg in range(stim.n_segs):
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


def check_run(stim: Stimulus, res: SimResult, grads: Sequence[torch.Tensor],
              max_errors: int = 12) -> Check:
    """Both golden comparisons and the report's figures, step by step (module docstring)."""
    ck = Check(max_errors=max_errors)
    check_status(ck, stim, res)
    rp = replay_model(stim, res)
    check_model(ck, res, rp)
    check_delivery(ck, res)
    check_counters(ck, stim, res)
    fold = check_fold(ck, stim, res, grads, rp)
    order_figures(ck, stim, fold)
    timing_figures(ck, stim, res, rp)
    return ck
