"""The report's exact-mode figures (issue 22): what the correctly rounded sum
(`golden.exact.exact_sum`) says about the fold the switch computes.

* `exact_orders`: the exact sum of a run's contributions fed in other orders (reverse
  arrival, worker id) and as a pairwise tree of accumulators merged state with state
  (`ExactAcc.merge`), against the exact sum in arrival order: the elements and segments
  that differ. The fold's figures of the same orders (iswitch/sim/check.py) are non-zero;
  these are 0 when the exact sum is order-independent, and count any difference if it
  were not (the accumulator is a parameter, so a test shows the count can be non-zero).
* `UlpStats` / `ulp_stats`: the distribution of the distance in ULPs
  (`golden.exact.ulp_distance`) between the fold and the exact sum of the same
  contributions, elements where either is NaN or Inf counted apart.
* `exact_rows`: the exact sum per segment of a run, segments with fewer contributions
  (the faults schedule's Leave) summed over the ones they have.
* `growth`: the same distribution for the first N workers' gradients folded in worker
  order, N = 2, 4, 8, 16: how the fold's error grows with the number of contributions.

Bit patterns only (uint32 arrays): every comparison is of bits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from golden.exact import POS_INF, ExactAcc, exact_sum, ulp_distance

U32 = npt.NDArray[np.uint32]
#: the exact mode's orders beside the arrival order (the fold's of the same names:
#: iswitch.report.page.OTHER_ORDERS)
EXACT_ORDERS = ("reverse arrival", "pairwise tree", "worker id")
#: the table's buckets of the distance in ULPs: [lo, hi] inclusive, hi None = no bound;
#: each is a union of `UlpStats.hist` bins (bit lengths), so table and plot agree
BUCKETS = ((0, 0), (1, 1), (2, 3), (4, 7), (8, None))
HIST_BINS = 33  #: bit lengths 0..32 of a distance (< 2^32)


def bucket_name(lo: int, hi: int | None) -> str:
    return f">= {lo}" if hi is None else (str(lo) if lo == hi else f"{lo}-{hi}")


@dataclass
class UlpStats:
    """The distance in ULPs between two sums, element by element, over `elements`
    elements: `hist[k]` counts the finite pairs whose distance has bit length k (0: equal;
    1: 1 ULP; 2: 2-3; 3: 4-7; ...); `median`, `p99` (the smallest distance that 99% of
    those pairs do not exceed) and `max` over them. Elements where
    either sum is NaN or Inf have no distance in the histogram: `nan_both` (both NaN),
    `nan_one` (one NaN), `inf_same` (the same infinity, not NaN), `inf_differ` (an
    infinity against anything else but NaN)."""

    elements: int = 0
    hist: list[int] = field(default_factory=lambda: [0] * HIST_BINS)
    median: float = 0.0
    p99: float = 0.0
    max: int = 0
    nan_both: int = 0
    nan_one: int = 0
    inf_same: int = 0
    inf_differ: int = 0

    @property
    def finite(self) -> int:
        """Elements with a distance (both sums finite)."""
        return sum(self.hist)

    @property
    def nonfinite(self) -> int:
        return self.nan_both + self.nan_one + self.inf_same + self.inf_differ

    def bucket(self, lo: int, hi: int | None) -> int:
        """Finite pairs at a distance in lo..hi (a union of histogram bins: `BUCKETS`)."""
        first, last = lo.bit_length(), HIST_BINS - 1 if hi is None else hi.bit_length()
        if (lo and lo != 1 << (first - 1)) or (hi is not None and hi != (1 << last) - 1):
            raise ValueError(f"{lo}..{hi} is not a union of bit-length bins")
        return sum(self.hist[first:last + 1])

    @property
    def off(self) -> int:
        """Finite pairs that differ (at least 1 ULP)."""
        return self.finite - self.hist[0]


def ulp_stats(fold_bits: npt.ArrayLike, exact_bits: npt.ArrayLike) -> UlpStats:
    """The distribution of the distance between `fold_bits` and `exact_bits`, two 1-D
    arrays of bit patterns of the same length."""
    a = np.asarray(fold_bits, np.int64).ravel() & 0xFFFF_FFFF
    b = np.asarray(exact_bits, np.int64).ravel() & 0xFFFF_FFFF
    if a.shape != b.shape:
        raise ValueError(f"{a.shape} against {b.shape}")
    ma, mb = a & 0x7FFF_FFFF, b & 0x7FFF_FFFF
    nan_a, nan_b = ma > POS_INF, mb > POS_INF
    inf_a, inf_b = ma == POS_INF, mb == POS_INF
    nan, inf = nan_a | nan_b, (inf_a | inf_b) & ~(nan_a | nan_b)
    finite = ~(nan | inf)
    d = ulp_distance(a[finite], b[finite])
    s = UlpStats(elements=int(a.size))
    s.hist = np.bincount(np.frexp(d.astype(np.float64))[1], minlength=HIST_BINS
                         ).astype(int).tolist()  # frexp's exponent: the bit length (exact)
    if d.size:
        s.median = float(np.median(d))
        s.p99 = float(np.percentile(d, 99, method="inverted_cdf"))  # a distance that occurs
        s.max = int(d.max())
    s.nan_both, s.nan_one = int((nan_a & nan_b).sum()), int((nan_a ^ nan_b).sum())
    s.inf_same = int((inf & (a == b)).sum())
    s.inf_differ = int((inf & (a != b)).sum())
    return s


Acc = Callable[[int], ExactAcc]


def _acc_sum(contribs: Sequence[U32], acc: Acc) -> ExactAcc:
    a = acc(contribs[0].size)
    for c in contribs:
        a.add(c)
    return a


def _pairwise(contribs: Sequence[U32], acc: Acc) -> ExactAcc:
    """The pairwise tree of the fold's figure (((c0 c1) (c2 c3)) ..., an odd one out carried
    up) with accumulators: one per contribution, merged pairwise."""
    level = [_acc_sum([c], acc) for c in contribs]
    while len(level) > 1:
        nxt = [level[i].merge(level[i + 1]) for i in range(0, len(level) - 1, 2)]
        if len(level) % 2:
            nxt.append(level[-1])
        level = nxt
    return level[0]


def exact_orders(arrival: Sequence[npt.ArrayLike], by_worker: Sequence[npt.ArrayLike],
                 mask: npt.ArrayLike, acc: Acc = ExactAcc
                 ) -> tuple[U32, dict[str, tuple[int, int]]]:
    """The exact sum of the contributions in arrival order (`arrival`: one ``(segments,
    elements)`` array of bit patterns per arrival position; `by_worker`: the same
    contributions per worker), and per order of `EXACT_ORDERS`: (elements, segments) whose
    exact sum differs from it, over the elements `mask` (``(segments, elements)`` bool)
    selects. `acc` makes the accumulator (a test passes an order-dependent one)."""
    arr = [np.asarray(c, np.uint32) for c in arrival]
    wk = [np.asarray(c, np.uint32) for c in by_worker]
    m = np.asarray(mask, bool)
    shape = arr[0].shape
    flat = [c.ravel() for c in arr]
    ref = _acc_sum(flat, acc).result().reshape(shape)
    out = {}
    for name, a in (("reverse arrival", _acc_sum(flat[::-1], acc)),
                    ("pairwise tree", _pairwise(flat, acc)),
                    ("worker id", _acc_sum([c.ravel() for c in wk], acc))):
        dif = (a.result().reshape(shape) != ref) & m
        out[name] = (int(dif.sum()), int(dif.any(axis=1).sum()))
    return ref, out


def exact_rows(contribs: npt.ArrayLike, orders: npt.ArrayLike) -> U32:
    """Per segment, the exact sum of its contributions: `contribs` ``(workers, segments,
    elements)`` bit patterns, `orders` ``(segments, slots)`` the workers in arrival order,
    -1 padded (fewer contributions; every row has at least one). Rows with the same number
    of contributions are summed in one batch."""
    g = np.asarray(contribs, np.uint32)
    o = np.asarray(orders, np.int64)
    n = (o >= 0).sum(axis=1)
    out = np.zeros((o.shape[0], g.shape[2]), np.uint32)
    for k in np.unique(n):
        if k == 0:
            raise ValueError("a segment without contributions has no sum")
        rows = np.flatnonzero(n == k)
        out[rows] = exact_sum(np.stack([g[o[rows, j], rows].ravel() for j in range(k)])
                              ).reshape(len(rows), -1)
    return out


def growth(grads: Sequence[npt.ArrayLike], ns: Sequence[int]) -> list[tuple[int, UlpStats]]:
    """For each N of `ns`: the fold in worker order of the first N gradients (bit patterns,
    `golden.fold.fold`) against their exact sum."""
    import torch

    from golden.fold import bits, fold

    g = [np.asarray(x, np.uint32) for x in grads]
    if max(ns) > len(g):
        raise ValueError(f"N up to {max(ns)} needs as many gradients, got {len(g)}")
    out = []
    for n in ns:
        f = fold(torch.from_numpy(x.view(np.float32)) for x in g[:n])
        out.append((n, ulp_stats(bits(f).numpy(), exact_sum(np.stack(g[:n])))))
    return out
