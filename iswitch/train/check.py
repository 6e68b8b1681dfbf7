"""The trainer's checks: all workers hold the same weights, and a single-process replay
(recorded per-worker gradients folded in the switch's logged order, the same optimiser)
gives the same bits.

The replay runs in the trainer process while training goes on, a little behind the
workers: it keeps only the gradients of updates not yet replayed, so a long run costs no
disk. The fold itself is `iswitch.switchd.log.replay` (one owner of the logged-order fold).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import torch

from iswitch.switchd.log import NO_WORKER, RECORD, replay
from iswitch.train.algos import Replay, tensor_digest, weights_digest
from iswitch.train.worker import IterRecord
from iswitch.wire.proto import MAX_ELEMS
from iswitch.worker import n_segments


class CheckError(Exception):
    """The bit-identity check failed (the message says where)."""


def worker_order_records(n: int, workers: Sequence[int]) -> np.ndarray:
    """Order-log records (`iswitch.switchd.log.RECORD`) of an `n`-element gradient whose
    every segment folds `workers` in the given order: the replay of a transport that logs
    no order (gloo), as the obvious sequential sum."""
    recs = np.zeros(n_segments(n), dtype=RECORD)
    recs["n"] = recs["nsum"] = len(workers)
    recs["order"] = NO_WORKER
    recs["order"][:, :len(workers)] = workers
    return recs


def segment_mean(total: torch.Tensor, nsum: np.ndarray) -> torch.Tensor:
    """Each segment's sum divided by its contribution count (`nsum` per segment): the mean
    gradient of an update, one correctly rounded fp32 division per element."""
    per_elem = torch.from_numpy(np.repeat(nsum.astype(np.float32), MAX_ELEMS)[:total.numel()])
    return total / per_elem


@dataclass
class Verdict:
    """Result of checking one update."""

    weights: str
    #: the replay reproduced the aggregate and the weights (None: replay not run)
    replay_ok: bool | None
    #: elements in which the workers' aggregate differs from the replay's fold (-1: the
    #: workers did not send the aggregate itself, only its digest)
    sum_diff: int = 0


class Checker:
    """Checks each update: the reporting workers' weights are identical, and the replay
    (the contributions folded in the logged order, `Replay`'s optimiser) reproduces the
    aggregate and the weights.

    `strict`: a replay mismatch is an error (the switch's logged order must reproduce it);
    otherwise (gloo, whose order is not logged and is replaced by the worker order) the
    first mismatch is recorded in `diverged_at` and the replay stops there."""

    def __init__(self, algo: str, seed: int, strict: bool) -> None:
        self.replay = Replay(algo, seed)
        self.strict = strict
        self.diverged_at: int | None = None
        self.first_sum_diff = 0

    def check(self, u: int, records: Sequence[IterRecord],
              contributions: Mapping[int, np.ndarray] | None, recs: np.ndarray | None
              ) -> Verdict:
        """Check update `u` from the workers' `records`; `contributions` maps worker id to
        its gradient in this update (None: no replay, only the workers' weights are
        compared), `recs` the update's order-log records, one per segment in segment order
        (None: the fold in worker order, every contribution counted)."""
        digests = {r.weights for r in records}
        if len(digests) != 1:
            by = ", ".join(f"worker {r.worker} {r.weights[:16]}" for r in records)
            raise CheckError(f"update {u}: the workers' weights differ: {by}")
        weights = records[0].weights
        if self.diverged_at is not None or contributions is None:
            return Verdict(weights, None)
        if recs is None:
            n = len(next(iter(contributions.values())))
            recs = worker_order_records(n, sorted(contributions))
        total = torch.from_numpy(replay(contributions, recs))
        sum_diff = 0
        if tensor_digest(total) != records[0].aggregate:
            got = next((r.sum for r in records if r.sum is not None), None)
            sum_diff = (-1 if got is None else
                        int((torch.from_numpy(got).view(torch.int32)
                             != total.view(torch.int32)).sum()))
        self.replay.apply(segment_mean(total, recs["nsum"]), u)
        ok = sum_diff == 0 and weights_digest(self.replay.model) == weights
        if not ok:
            if self.strict:
                what = "the aggregate" if sum_diff else "the weights after the update"
                raise CheckError(f"update {u}: the replay does not reproduce {what}")
            self.diverged_at, self.first_sum_diff = u, sum_diff
        return Verdict(weights, ok, sum_diff)

