"""The report's exact-mode figures (iswitch/sim/accuracy.py) and the golden helpers they
stand on (golden/exact.py: `ordered`, `ulp_distance`, `ExactAcc.merge`).

* the distance in ULPs against a hand-made table (signs, the zero crossing, subnormals, the
  exponent boundaries, the infinities) and, on seeded random values, against numpy's
  `nextafter` (code it does not share);
* `ulp_stats` on contributions built so that the fold misses the exact sum by a known number
  of ULPs in a known number of elements (1.0 and halves of its ULP: the fold drops each
  half on a tie to even, the exact sum keeps them), NaN and Inf cases apart;
* `exact_orders`: 0 with the exact accumulator; with an order-dependent accumulator (a
  float32 fold) the counts the construction gives, per order;
* `exact_rows` with segments of fewer contributions, `growth` with a known error per N,
  `ExactAcc.merge` against `exact_sum` of the union, flags included.

Bit patterns everywhere: floats are compared as their bits.
"""

from __future__ import annotations

import numpy as np
import pytest

from golden.exact import ExactAcc, exact_sum, ordered, ulp_distance
from iswitch.sim import accuracy as acc

ONE, H = 0x3F80_0000, 0x3380_0000  # 1.0 and 2^-24 = half an ULP of 1.0
PZ, NZ = 0x0000_0000, 0x8000_0000
MAX, PINF, NINF, QNAN = 0x7F7F_FFFF, 0x7F80_0000, 0xFF80_0000, 0x7FC0_0000

# (a, b, distance in ULPs), written out by hand
TABLE = [
    (PZ, NZ, 0),  # +0 and -0 are equal
    (ONE, ONE, 0),
    (ONE, 0x3F80_0001, 1),  # 1.0 and its upper neighbour
    (ONE, 0x3F7F_FFFF, 1),  # ... and its lower one, across the exponent boundary
    (0x4000_0000, ONE, 1 << 23),  # 2.0 and 1.0: one binade
    (0xBF80_0000, 0xBF80_0001, 1),  # -1.0 and the next more negative value
    (0xBF80_0000, ONE, 2 * ONE),  # -1.0 to 1.0 through zero
    (0x0000_0001, PZ, 1),  # the smallest subnormal and +0
    (0x8000_0001, PZ, 1),  # ... its negative and +0
    (0x8000_0001, NZ, 1),  # ... and -0
    (0x0000_0001, 0x8000_0001, 2),  # +-2^-149: the crossing counts zero once
    (0x007F_FFFF, 0x0080_0000, 1),  # the largest subnormal and the smallest normal
    (0x0000_0003, 0x8000_0002, 5),  # subnormals of both signs
    (MAX, PINF, 1),  # Inf is one beyond the largest finite value
    (0xFF7F_FFFF, NINF, 1),
    (NINF, PINF, 2 * PINF),
    (0xC000_0000, 0x3F7F_FFFF, 0x4000_0000 + 0x3F7F_FFFF),  # -2.0 to just below 1.0
]


@pytest.mark.parametrize(("a", "b", "d"), TABLE, ids=[f"{a:08x}-{b:08x}" for a, b, _ in TABLE])
def test_ulp_distance_table(a: int, b: int, d: int) -> None:
    got = ulp_distance(np.array([a, b], np.uint32), np.array([b, a], np.uint32))
    assert got.tolist() == [d, d]


def test_ordered_values() -> None:
    x = np.array([NZ, PZ, 1, 0x8000_0001, ONE, 0xBF80_0000, MAX, 0xFF7F_FFFF, PINF, NINF],
                 np.uint32)
    assert ordered(x).tolist() == [0, 0, 1, -1, ONE, -ONE, MAX, -MAX, PINF, -PINF]


def test_ulp_distance_against_nextafter() -> None:
    """Seeded finite values of every sign and binade, subnormals included: the next value
    up (numpy's nextafter) is 1 ULP away, k steps are k ULPs, and the order is the values'."""
    seed = 22
    print(f"seed {seed}")
    rng = np.random.default_rng(seed)
    b = rng.integers(0, 2**32, 20_000, dtype=np.uint64).astype(np.uint32)
    b = b[(b & 0x7FFF_FFFF) < 0x7F7F_FFFF]  # finite, below the largest (it has a successor)
    f = b.view(np.float32)
    up = np.nextafter(f, np.float32(np.inf))
    assert (ulp_distance(b, up.view(np.uint32)) == 1).all()
    up3 = np.nextafter(np.nextafter(up, np.float32(np.inf)), np.float32(np.inf))
    assert (ulp_distance(up3.view(np.uint32), b) == 3).all()
    o = ordered(b)
    assert (np.sign(o[1:] - o[:-1]) == np.sign(f[1:].astype(np.float64) - f[:-1])).all()


def test_ulp_distance_refuses_nan_and_floats() -> None:
    with pytest.raises(ValueError, match="NaN"):
        ulp_distance(np.array([QNAN], np.uint32), np.array([ONE], np.uint32))
    with pytest.raises(ValueError, match="NaN"):
        ordered(np.array([0xFFC0_0001], np.uint32))
    with pytest.raises(TypeError):
        ordered(np.array([1.0], np.float32))
    with pytest.raises(ValueError, match="32 bits"):
        ordered(np.array([2**32], np.int64))


# ---------------------------------------------------------------- the fold against the exact sum


def _fold(rows: np.ndarray) -> np.ndarray:
    """The float32 fold of the rows in order (numpy: IEEE RNE), as bits."""
    a = rows[0].view(np.float32).copy()
    with np.errstate(over="ignore", invalid="ignore"):  # Inf and NaN are the point
        for r in rows[1:]:
            a = a + r.view(np.float32)
    return a.view(np.uint32)


def _halves(n: int) -> list[int]:
    """1.0 then n halves of its ULP: the fold stays 1.0 (each half a tie to the even 1.0),
    the exact sum is 1 + n/2 ULPs rounded (n = 2: 1 ULP; 4: 2; 9: 4.5 -> 4; 17: 8.5 -> 8)."""
    return [ONE] + [H] * n


def _columns(cols: list[list[int]]) -> np.ndarray:
    """Contributions (rows) from per-element columns, padded with +0 at the end."""
    n = max(len(c) for c in cols)
    return np.array([c + [PZ] * (n - len(c)) for c in cols], np.uint32).T.copy()


def test_ulp_stats_known_by_construction() -> None:
    k = {1: 7, 2: 5, 4: 3, 8: 2}  # distance -> elements with it
    halves = {1: 2, 2: 4, 4: 9, 8: 17}
    cols = [[ONE, ONE, ONE]] * 11  # exact 3.0 both ways
    for d, n in k.items():
        cols += [_halves(halves[d])] * n
    cols += [[ONE, QNAN], [PINF, NINF]]  # NaN both ways
    cols += [[PINF, ONE]]  # the same Inf
    cols += [[MAX, MAX, 0xFF7F_FFFF]]  # the fold overflows, the exact sum is MAX
    c = _columns(cols)
    fold, ex = _fold(c), exact_sum(c)
    assert ex[-1] == MAX and fold[-1] == PINF
    s = acc.ulp_stats(fold, ex)
    assert s.elements == c.shape[1]
    assert s.finite == 11 + sum(k.values())
    assert s.hist[:5] == [11, 7, 5, 3, 2] and sum(s.hist) == s.finite
    assert [s.bucket(lo, hi) for lo, hi in acc.BUCKETS] == [11, 7, 5, 3, 2]
    assert s.off == sum(k.values())
    assert s.max == 8 and s.median == 1.0 and s.p99 == 8
    # the 99th percentile is a distance that occurs, below the max when 1% or less are off
    a = np.full(200, ONE, np.uint32)
    off = a.copy()
    off[17] += 5
    t = acc.ulp_stats(a, off)
    assert (t.median, t.p99, t.max, t.off) == (0, 0, 5, 1)
    off[18] -= 3
    assert acc.ulp_stats(a, off).p99 == 0  # 2 of 200 off: 99% are at 0
    off[19] += 1
    assert acc.ulp_stats(a, off).p99 == 1  # 3 of 200: the 198th smallest distance, 1
    assert (s.nan_both, s.nan_one, s.inf_same, s.inf_differ) == (2, 0, 1, 1)
    # one NaN against a number
    s = acc.ulp_stats(np.array([QNAN, ONE], np.uint32), np.array([ONE, ONE], np.uint32))
    assert (s.nan_one, s.finite, s.hist[0]) == (1, 1, 1)
    with pytest.raises(ValueError, match="bit-length"):
        s.bucket(3, 7)


class FoldAcc:
    """An order-dependent stand-in for ExactAcc: a float32 fold, merge = one float32 add."""

    def __init__(self, n: int) -> None:
        self.v: np.ndarray | None = None

    def add(self, bits: np.ndarray) -> None:
        x = np.asarray(bits, np.uint32).view(np.float32)
        self.v = x.copy() if self.v is None else self.v + x

    def merge(self, other: FoldAcc) -> FoldAcc:
        out = FoldAcc(0)
        out.v = self.v + other.v
        return out

    def result(self) -> np.ndarray:
        return self.v.view(np.uint32)


# patterns of 4 contributions c0..c3 (arrival order); workers hold c0, c2, c1, c3
# A: reverse differs only; B: reverse and pairwise; C: worker order only (see the comments)
PATTERN = {"A": [ONE, H, H, PZ],  # 1 | reverse: h + h + 1 = 1 + ULP | pairwise 1 | worker 1
           "B": [ONE, H, H, H],  # 1 | reverse 1 + 2 ULP | pairwise 1 + ULP | worker 1
           "C": [H, ONE, H, PZ],  # 1 | reverse 1 | pairwise 1 | worker: h + h + 1 = 1 + ULP
           "Z": [ONE, ONE, PZ, ONE]}  # exact in every order


def test_exact_orders_zero_and_able_to_count() -> None:
    layout = ["AAZBZ", "ZZZZZ", "CBZZA"]  # segments x elements
    arrival = np.array([[[PATTERN[p][k] for p in seg] for seg in layout] for k in range(4)],
                       np.uint32)
    by_worker = arrival[[0, 2, 1, 3]]
    mask = np.ones((3, 5), bool)
    ref, got = acc.exact_orders(list(arrival), list(by_worker), mask)
    assert (ref == exact_sum(arrival.reshape(4, -1)).reshape(3, 5)).all()
    assert got == {"reverse arrival": (0, 0), "pairwise tree": (0, 0), "worker id": (0, 0)}
    _, got = acc.exact_orders(list(arrival), list(by_worker), mask, acc=FoldAcc)
    assert got == {"reverse arrival": (5, 2), "pairwise tree": (2, 2), "worker id": (1, 1)}
    mask[2, 0] = False  # the mask: segment 2's C is left out
    _, got = acc.exact_orders(list(arrival), list(by_worker), mask, acc=FoldAcc)
    assert got["worker id"] == (0, 0) and got["reverse arrival"] == (5, 2)


def test_exact_rows_fewer_contributions() -> None:
    seed = 3
    print(f"seed {seed}")
    rng = np.random.default_rng(seed)
    g = rng.integers(0, 2**32, (3, 4, 6), dtype=np.uint64).astype(np.uint32)
    orders = np.array([[2, 0, 1], [1, 0, -1], [0, -1, -1], [0, 1, 2]])
    got = acc.exact_rows(g, orders)
    for i, o in enumerate(orders):
        want = exact_sum(np.stack([g[w, i] for w in o if w >= 0]))
        assert (got[i] == want).all(), i
    with pytest.raises(ValueError, match="without contributions"):
        acc.exact_rows(g, np.array([[0, 1, 2], [-1, -1, -1], [0, 1, 2], [0, 1, 2]]))


def test_growth_known_by_construction() -> None:
    """Gradient 0 is 1.0, the others half an ULP of it in k elements: the fold stays 1.0,
    the exact sum of N is 1 + (N - 1)/2 ULP rounded to even: 0, 2, 4, 8 ULPs for
    N = 2, 4, 8, 16."""
    k, elems = 5, 12
    grads = [np.full(elems, ONE, np.uint32)]
    for _ in range(15):
        g = np.zeros(elems, np.uint32)
        g[:k] = H
        grads.append(g)
    got = acc.growth(grads, [2, 4, 8, 16])
    assert [n for n, _ in got] == [2, 4, 8, 16]
    assert [s.max for _, s in got] == [0, 2, 4, 8]
    for (_, s), b in zip(got, [0, 2, 3, 4], strict=True):
        assert s.hist[b] == (elems if b == 0 else k) and s.finite == elems
    with pytest.raises(ValueError, match="needs as many"):
        acc.growth(grads[:8], [16])


@pytest.mark.parametrize(("left", "right"), [
    ([NZ], [NZ]), ([NZ], []), ([], [NZ]), ([NZ], [PZ]), ([NZ, NZ], [NZ]), ([QNAN], [ONE]),
    ([PINF], [NINF]), ([PINF], [ONE, NZ]), ([MAX, MAX], [0xFF7F_FFFF]), ([ONE, H], [H]),
    ([0x8000_0001], [0x0000_0001, NZ]),
], ids=str)
def test_merge_equals_one_accumulator(left: list[int], right: list[int]) -> None:
    a, b = ExactAcc(1), ExactAcc(1)
    for x in left:
        a.add([x])
    for x in right:
        b.add([x])
    want = exact_sum([np.array([x], np.uint32) for x in left + right], n_elems=1)
    m = a.merge(b)
    assert m.count == len(left) + len(right)
    assert m.result().tolist() == want.tolist()
    assert b.merge(a).result().tolist() == want.tolist()
    assert a.count == len(left)  # the inputs are left as they were


def test_merge_seeded_and_limits() -> None:
    seed = 11
    print(f"seed {seed}")
    rng = np.random.default_rng(seed)
    x = rng.integers(0, 2**32, (16, 500), dtype=np.uint64).astype(np.uint32)
    accs = []
    for row in x:
        a = ExactAcc(500)
        a.add(row)
        accs.append(a)
    while len(accs) > 1:
        accs = [accs[i].merge(accs[i + 1]) for i in range(0, len(accs), 2)]
    assert (accs[0].result() == exact_sum(x)).all()
    a, b = ExactAcc(2, guard_bits=1), ExactAcc(2, guard_bits=1)
    for _ in range(2):
        a.add([ONE, ONE])
    b.add([ONE, ONE])
    with pytest.raises(ValueError, match="more than 2"):
        a.merge(b)
    with pytest.raises(ValueError, match="merging"):
        a.merge(ExactAcc(3))


# ---------------------------------------------------------------- the page


def test_page_sections_show_the_figures() -> None:
    """The page's exact rows and its Accuracy section show the figures of the runs given,
    cell for cell (built from `ulp_stats` of a known case, not typed in)."""
    from types import SimpleNamespace

    from iswitch.report import page
    from iswitch.report.doc import Doc
    from iswitch.report.runs import RunSummary

    c = _columns([_halves(2)] * 3 + [[ONE, ONE]] * 5 + [[ONE, QNAN]])
    stats = acc.ulp_stats(_fold(c), exact_sum(c))
    r = RunSummary("ppo", "rr", 4, 0, segments=2, arrival_not_worker_order=1,
                   order_diffs={"reverse arrival": 9, "pairwise tree": 8, "worker id": 7},
                   order_segments={"reverse arrival": 2, "pairwise tree": 2, "worker id": 1},
                   exact_order_diffs={"reverse arrival": 0, "pairwise tree": 3,
                                      "worker id": 0},
                   exact_order_segments={"reverse arrival": 0, "pairwise tree": 1,
                                         "worker id": 0},
                   accuracy=stats)
    rp = SimpleNamespace(runs=[r], figs={}, growth={"ppo": [(2, stats)]},
                         args=SimpleNamespace(seed=0))
    d = Doc()
    page.arrival_order(d, rp)
    page.accuracy(d, rp)
    md = d.markdown()
    assert "| ppo | rr | fold | 1 of 2 | 9 (2) | 8 (2) | 7 (1) |" in md
    assert "| ppo | rr | exact | 1 of 2 | 0 (0) | 3 (1) | 0 (0) |" in md
    cells = ("9 | 5 (62.5%) | 3 (37.5%) | 0 (0.0%) | 0 (0.0%) | 0 (0.0%) | 0 | 1 | 1 "
             "| 1 / 0 | 0 / 0 |")
    assert f"| ppo | rr | {cells}" in md
    assert "## Accuracy" in md and "### Growth with the number of contributions" in md
    assert f"| ppo | 2 | {cells}" in md
