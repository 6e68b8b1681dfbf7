"""The trainer's checks: all workers hold the same weights, and a single-process replay
(recorded per-worker gradients folded in the switch's logged order, the same optimiser)
gives the same bits.

The replay runs in the trainer process while training goes on, one iteration behind the
workers: it keeps only the current iteration's gradients, so a long run costs no disk.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

import torch

from golden.fold import fold
from iswitch.proto import MAX_ELEMS
from iswitch.train.algos import Replay, tensor_digest, weights_digest
from iswitch.train.worker import IterRecord, mean_of


class CheckError(Exception):
    """The bit-identity check failed (message says where)."""


def fold_segments(grads: Sequence[torch.Tensor], orders: Sequence[Sequence[int]],
                  seg_elems: int = MAX_ELEMS) -> torch.Tensor:
    """The switch's sum of one gradient: segment ``i`` (elements ``[i * seg_elems, ...)``)
    is the sequential fp32 fold (`golden.fold.fold`) of ``grads[w]`` for ``w`` in
    ``orders[i]``, the order in which the contributions reached the switch.

    Segments with the same order are folded together (one gather per distinct order)."""
    n = grads[0].numel()
    n_seg = -(-n // seg_elems)
    if len(orders) != n_seg:
        raise ValueError(f"{len(orders)} segment orders for {n_seg} segments")
    stacked = torch.stack(list(grads))
    seg_of = torch.arange(n) // seg_elems
    by_order: dict[tuple[int, ...], list[int]] = defaultdict(list)
    for i, o in enumerate(orders):
        by_order[tuple(o)].append(i)
    out = torch.empty(n, dtype=torch.float32)
    for order, segs in by_order.items():
        idx = torch.isin(seg_of, torch.tensor(segs)).nonzero().squeeze(1)
        out[idx] = fold(stacked[w, idx] for w in order)
    return out


@dataclass
class Verdict:
    """Result of checking one iteration."""

    weights: str
    #: the replay's aggregate and weights equal the workers' (None: replay not run)
    replay_ok: bool | None
    #: elements in which the aggregate differs from the replay's fold (0 when equal)
    sum_diff: int = 0


class SyncChecker:
    """Checks each synchronous iteration: the workers' weights are identical, and the
    replay (fold in `orders` when given, else in worker order) reproduces the aggregate and
    the weights. `strict`: a replay mismatch is an error (the switch's logged order must
    reproduce it); otherwise (gloo, whose order is not logged) the first mismatch is
    recorded in `diverged_at` and the replay stops there."""

    def __init__(self, algo: str, seed: int, strict: bool) -> None:
        self.replay = Replay(algo, seed)
        self.strict = strict
        self.diverged_at: int | None = None
        self.first_sum_diff = 0

    def check(self, it: int, records: Sequence[IterRecord],
              orders: Sequence[Sequence[int]] | None) -> Verdict:
        digests = {r.weights for r in records}
        if len(digests) != 1:
            by = ", ".join(f"worker {r.worker} {r.weights[:16]}" for r in records)
            raise CheckError(f"iteration {it}: the workers' weights differ: {by}")
        weights = records[0].weights
        if self.diverged_at is not None:
            return Verdict(weights, None)
        grads = [torch.from_numpy(r.grad) for r in sorted(records, key=lambda r: r.worker)]
        if orders is None:
            orders = [range(len(grads))] * (-(-grads[0].numel() // MAX_ELEMS))
        total = fold_segments(grads, orders)
        sum_diff = 0
        if tensor_digest(total) != records[0].aggregate:
            got = next((r.sum for r in records if r.sum is not None), None)
            sum_diff = (-1 if got is None else
                        int((torch.from_numpy(got).view(torch.int32)
                             != total.view(torch.int32)).sum()))
        self.replay.apply(mean_of(total, len(grads)), it)
        ok = sum_diff == 0 and weights_digest(self.replay.model) == weights
        if not ok:
            if self.strict:
                what = ("the aggregate" if sum_diff else "the weights after the update")
                raise CheckError(f"iteration {it}: the replay does not reproduce {what}")
            self.diverged_at, self.first_sum_diff = it, sum_diff
        return Verdict(weights, ok, sum_diff)
