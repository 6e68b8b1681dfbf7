"""The exact sum's golden model (golden/exact.py) against an oracle of its own.

The oracle here shares no code with the model: it decodes binary32 from the IEEE 754
definition into `fractions.Fraction`, sums exactly, and rounds to nearest, ties to even,
by the definition again (the two neighbouring representable values, the nearer one, the
even significand on a tie, Inf once the rounded value would need an exponent above 127).
The special-value rules are written out from the module's stated semantics.

* adversarial cases, one test id each: cancellation a fold loses, sums that cancel to a
  subnormal, an overflow a fold makes in one order only, ties to even at normal and
  subnormal boundaries, the smallest subnormal, the signs of zero, NaN payloads, +Inf and
  -Inf, the overflow boundary 2^128 - 2^103;
* the contribution limit: 2^16 contributions (the default guard bits) added one by one,
  and the deferred-carry limbs' headroom at 2^31 (MAX_GUARD_BITS);
* properties over seeded random bit patterns (seeds printed) and hypothesis examples
  (derandomized): equal to the oracle; the same bits for every order of the contributions
  and when streamed through `ExactAcc`; for two contributions, equal to numpy's float32
  addition (IEEE RNE) bit for bit, NaN results being the canonical NaN, on golden.fp32's
  adder stimulus and on TestFloat's level-1 f32_add vectors;
* the accumulator width, the streaming flags and bad input.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from golden import exact
from golden.exact import ExactAcc, accumulator_bits, exact_sum
from golden.fp32 import directed_arrays, gen_mixed, load_testfloat
from iswitch.wire import MAX_MEMBERS

# ---------------------------------------------------------------- the oracle

QNAN = 0x7FC0_0000  # the canonical NaN the semantics name
PINF, NINF = 0x7F80_0000, 0xFF80_0000
NEG0 = 0x8000_0000
MAX = 0x7F7F_FFFF  # largest finite, (2 - 2^-23) * 2^127
TWO = Fraction(2)


def decode(b: int) -> Fraction | str:
    """The value of a binary32 bit pattern by IEEE 754: "nan", "+inf", "-inf" or exact."""
    sign, e, f = b >> 31, (b >> 23) & 0xFF, b & 0x7F_FFFF
    if e == 0xFF:
        return "nan" if f else "-+"[sign == 0] + "inf"
    if e == 0:
        v = Fraction(f, 2**23) * TWO**-126
    else:
        v = (1 + Fraction(f, 2**23)) * TWO ** (e - 127)
    return -v if sign else v


def encode(v: Fraction) -> int:
    """Bit pattern of a representable positive value (below 2^128)."""
    if v < TWO**-126:
        m = v / TWO**-149
        assert m.denominator == 1 and m < 2**23
        return int(m)
    e = v.numerator.bit_length() - v.denominator.bit_length()
    if TWO**e > v:
        e -= 1
    frac = (v / TWO**e - 1) * 2**23
    assert frac.denominator == 1 and 1 <= e + 127 <= 254
    return (e + 127) << 23 | int(frac)


def round_rne(x: Fraction) -> int:
    """Bit pattern of the non-zero `x` rounded to binary32, to nearest, ties to even."""
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if TWO**e > a:
        e -= 1
    ulp = TWO ** (max(e, -126) - 23)  # the spacing of binary32 values around a
    k, rest = divmod(a, ulp)
    if rest > ulp / 2 or (rest == ulp / 2 and k % 2 == 1):
        k += 1
    v = k * ulp
    pattern = PINF if v >= TWO**128 else encode(v)
    return pattern | (NEG0 if x < 0 else 0)


def oracle(column: list[int]) -> int:
    """The exact mode's result for one element, from its contributions' bit patterns."""
    values = [decode(b) for b in column]
    if "nan" in values or ("+inf" in values and "-inf" in values):
        return QNAN
    if "+inf" in values or "-inf" in values:
        return PINF if "+inf" in values else NINF
    total = sum(values, Fraction(0))
    if total == 0:
        return NEG0 if column and all(b == NEG0 for b in column) else 0
    return round_rne(total)


def oracle_sum(contribs: np.ndarray) -> np.ndarray:
    cols = contribs.astype(np.int64).T.tolist()
    return np.array([oracle(c) for c in cols], dtype=np.uint32)


def f32(*xs: float) -> list[int]:
    return [int(v) for v in np.array(xs, dtype=np.float32).view(np.uint32)]


def neg(b: int) -> int:
    return b ^ NEG0


def check(contribs: np.ndarray, got: np.ndarray) -> None:
    want = oracle_sum(contribs)
    bad = np.flatnonzero(want != got)
    assert bad.size == 0, "\n".join(
        f"elem {j}: contribs {[hex(int(v)) for v in contribs[:, j]]} "
        f"want {int(want[j]):#010x} got {int(got[j]):#010x}"
        for j in bad[:8]
    )


def test_oracle_on_known_values() -> None:
    """The oracle itself, on values whose rounding is known by hand."""
    assert decode(0x3F80_0000) == 1 and decode(0x0000_0001) == TWO**-149
    assert decode(MAX) == TWO**128 - TWO**104 and decode(0xFFC0_0001) == "nan"
    assert round_rne(1 + TWO**-24) == 0x3F80_0000  # tie, even stays
    assert round_rne(1 + 3 * TWO**-24) == 0x3F80_0002  # tie, odd goes up
    assert round_rne(TWO**128 - TWO**103) == PINF
    assert round_rne(-(TWO**128 - TWO**103) + TWO**-149) == neg(MAX)
    assert round_rne(TWO**-150) == 0 and round_rne(3 * TWO**-151) == 1


# ---------------------------------------------------------------- adversarial cases

_C = {
    "1e30+1-1e30": (f32(1e30, 1.0, -1e30), f32(1.0)[0]),
    "cancel_to_smallest_subnormal": ([0x0080_0001, 0x8080_0000], 0x0000_0001),
    "normal_minus_normal_subnormal": ([0x00C0_0000, 0x8080_0000], 0x0040_0000),
    "big_cancel_to_subnormal": (f32(2.0**100) + [0x0000_0123] + f32(-(2.0**100)), 0x123),
    "max+max-max": ([MAX, MAX, neg(MAX)], MAX),
    "tie_even_normal_down": (f32(1.0, 2.0**-24), 0x3F80_0000),
    "tie_even_normal_up": ([0x3F80_0001] + f32(2.0**-24), 0x3F80_0002),
    "tie_from_two_halves": (f32(1.0, 2.0**-25, 2.0**-25), 0x3F80_0000),
    "tie_broken_by_smallest_subnormal": (f32(1.0, 2.0**-25, 2.0**-25) + [1], 0x3F80_0001),
    "tie_even_subnormal_boundary_down": ([0x00FF_FFFF, 0x0000_0002], 0x0100_0000),
    "tie_even_subnormal_boundary_up": ([0x00FF_FFFF, 0x0000_0004], 0x0100_0002),
    "subnormal+subnormal_normal": ([0x007F_FFFF, 0x0000_0001], 0x0080_0000),
    "smallest_subnormal": ([0x0000_0001], 0x0000_0001),
    "smallest_subnormal_survives_1-1": (f32(1.0) + [1] + f32(-1.0), 0x0000_0001),
    "smallest_subnormal_cancels": ([0x0000_0001, 0x8000_0001], 0),
    "sticky_only_far_below": (f32(2.0**127) + [1], f32(2.0**127)[0]),
    "1_minus_smallest_subnormal": (f32(1.0) + [0x8000_0001], 0x3F80_0000),
    "all_negzero": ([NEG0, NEG0, NEG0], NEG0),
    "one_negzero": ([NEG0], NEG0),
    "negzero+poszero": ([NEG0, 0], 0),
    "poszero+negzero": ([0, NEG0], 0),
    "x-x": (f32(3.5, -3.5), 0),
    "negzero+x-x": ([NEG0] + f32(-2.0, 2.0), 0),
    "negzero+neg_subnormal": ([NEG0, 0x8000_0001], 0x8000_0001),
    "snan_payload": ([0x7F80_0001] + f32(1.0), QNAN),
    "neg_nan_payload": ([0xFFFF_FFFF], QNAN),
    "two_payloads": ([0x7FC1_2345, 0xFFC0_0000], QNAN),
    "nan_between_infs": ([PINF, 0xFF81_2345, NINF], QNAN),
    "inf-inf": ([PINF, NINF], QNAN),
    "inf-inf_apart": ([PINF] + f32(1.0, 2.0) + [NINF], QNAN),
    "inf+inf": ([PINF, PINF], PINF),
    "inf-max": ([PINF, neg(MAX)], PINF),
    "finite-inf": (f32(1e38) + [NINF], NINF),
    "max+2^103_tie_to_inf": ([MAX] + f32(2.0**103), PINF),
    "max+2^103-tiny_max": ([MAX] + f32(2.0**103) + [0x8000_0001], MAX),
    "neg_max-2^103_tie_to_neg_inf": ([neg(MAX)] + f32(-(2.0**103)), NINF),
    "max+2^102": ([MAX] + f32(2.0**102), MAX),
    "max+2^104_is_2^128": ([MAX] + f32(2.0**104), PINF),
    "overflow_cancelled": ([MAX, MAX, neg(MAX), neg(MAX), 1], 0x0000_0001),
}


@pytest.mark.parametrize("contribs, want", list(_C.values()), ids=list(_C))
def test_adversarial(contribs: list[int], want: int) -> None:
    """Each case's expected bits were derived by hand; the oracle agrees, and so does the
    model in every rotation and in reverse order."""
    assert oracle(contribs) == want, hex(oracle(contribs))
    column = np.array(contribs, dtype=np.uint32)[:, None]
    for k in range(len(contribs)):
        rolled = np.roll(column, k, axis=0)
        assert int(exact_sum(rolled)[0]) == want
    assert int(exact_sum(column[::-1])[0]) == want


def _fold(contribs: list[int]) -> int:
    """Left-to-right float32 fold (the fold mode's order dependence, for contrast)."""
    acc = np.float32(np.array(contribs[:1], np.uint32).view(np.float32)[0])
    with np.errstate(all="ignore"):
        for b in contribs[1:]:
            acc = np.float32(acc + np.array([b], np.uint32).view(np.float32)[0])
    return int(np.array([acc], np.float32).view(np.uint32)[0])


def test_fold_differs_where_exact_does_not() -> None:
    """The two motivating cases: the fold gives 0 for 1e30 + 1 - 1e30 and overflows for
    max + max - max; the exact sum gives 1 and max in every order."""
    assert _fold(_C["1e30+1-1e30"][0]) == 0
    assert _fold(_C["max+max-max"][0]) == PINF
    assert _fold([MAX, neg(MAX), MAX]) == MAX


def test_no_contributions_give_plus_zero() -> None:
    assert exact_sum([], n_elems=3).tolist() == [0, 0, 0]
    assert exact_sum(np.zeros((0, 2), np.uint32)).tolist() == [0, 0]
    assert ExactAcc(2).result().tolist() == [0, 0]


def test_canonical_nan_constant() -> None:
    """0x7FC00000 for the exact mode, unlike the fold mode's x86 default NaN 0xFFC00000."""
    assert exact.CANONICAL_NAN == QNAN


# ---------------------------------------------------------------- the contribution limit


def test_accumulator_bits() -> None:
    """277 magnitude bits + sign + ceil(log2 n) guard bits (docs: 4 -> 280, 16 -> 282,
    4,096 -> 290)."""
    table = {1: 278, 2: 279, 3: 280, 4: 280, 5: 281, 16: 282, 17: 283, 4096: 290}
    assert {n: accumulator_bits(n) for n in table} == table
    assert accumulator_bits(2**60 + 1) == 278 + 61  # not through a float log2
    assert exact.MAX_CONTRIBUTIONS == 2**exact.GUARD_BITS >= MAX_MEMBERS
    assert accumulator_bits(exact.MAX_CONTRIBUTIONS) == 278 + exact.GUARD_BITS
    with pytest.raises(ValueError, match="n >= 1"):
        accumulator_bits(0)


def _largest_n_case() -> np.ndarray:
    """MAX_CONTRIBUTIONS contributions, one lane per way to fill the accumulator: all +max
    (the largest magnitude the guard bits must hold), all -max, a climb to (N/2 - 1) * max
    that cancels down to 2 * 2^-149, N smallest subnormals, N times -0."""
    n = exact.MAX_CONTRIBUTIONS
    half = n // 2 - 1
    lanes = [
        [MAX] * n,
        [neg(MAX)] * n,
        [MAX] * half + [1, 1] + [neg(MAX)] * half,
        [1] * n,
        [NEG0] * n,
    ]
    return np.array(lanes, dtype=np.uint32).T.copy()


def test_largest_n_the_limbs_support() -> None:
    contribs = _largest_n_case()
    n = contribs.shape[0]
    want = [PINF, NINF, 0x0000_0002, n, NEG0]  # n * 2^-149 is exact: bit pattern n
    assert exact_sum(contribs).tolist() == want
    acc = ExactAcc(contribs.shape[1])
    for row in contribs:
        acc.add(row)
    assert acc.count == n and acc.result().tolist() == want
    with pytest.raises(ValueError, match=f"more than {exact.MAX_CONTRIBUTIONS} contributions"):
        acc.add(contribs[0])
    with pytest.raises(ValueError, match=f"more than the {exact.MAX_CONTRIBUTIONS}"):
        exact_sum(np.zeros((n + 1, 1), np.uint32))


def test_deferred_carries_hold_2_31_contributions() -> None:
    """The limbs' headroom at the largest guard_bits, MAX_GUARD_BITS = 31, without 2^31
    adds: the deferred-carry limbs after n adds of the same contribution are n times the
    limbs after one (each add adds the same chunks), so the state is made by scaling, and
    its result must be the oracle's rounding of 2^31 x, for random finite x of both signs
    (subnormals, and x that overflow once multiplied)."""
    seed, n = 5, 2**exact.MAX_GUARD_BITS
    rng = np.random.default_rng(seed)
    print(f"seed {seed}")
    x = rng.integers(0, 1 << 32, 400, dtype=np.uint64).astype(np.uint32)
    x = x[(x & 0x7F80_0000) != 0x7F80_0000]  # finite only
    x = np.concatenate([x, np.array([MAX, neg(MAX), 1, neg(1), 0x00FF_FFFF], np.uint32)])
    acc = ExactAcc(x.size, guard_bits=exact.MAX_GUARD_BITS)
    acc.add(x)
    assert np.abs(acc.limbs).max() < 2**32
    acc.limbs *= n  # < 2^32 * 2^31: no int64 overflow, as for n real adds
    want = [round_rne(n * decode(int(v))) if v & 0x7FFF_FFFF else int(v) for v in x]
    assert acc.result().tolist() == want


def test_guard_bits_limit_contributions() -> None:
    acc = ExactAcc(1, guard_bits=2)
    for _ in range(4):
        acc.add([MAX])
    assert acc.result().tolist() == [PINF]
    with pytest.raises(ValueError, match="more than 4 contributions"):
        acc.add([0])
    for bad in (-1, exact.MAX_GUARD_BITS + 1):
        with pytest.raises(ValueError, match="guard_bits"):
            ExactAcc(1, guard_bits=bad)


# ---------------------------------------------------------------- the streaming accumulator


def test_streaming_flags() -> None:
    """The sticky flags after each contribution, per element."""
    acc = ExactAcc(4)
    assert not acc.any_contrib.any() and not acc.all_negzero.any()
    acc.add([NEG0, PINF, 0x7FC0_0001, NEG0])
    assert acc.all_negzero.tolist() == [True, False, False, True]
    assert acc.pinf.tolist() == [False, True, False, False]
    assert acc.nan.tolist() == [False, False, True, False]
    acc.add([NEG0, NINF, 0, 0])
    assert acc.all_negzero.tolist() == [True, False, False, False]
    assert acc.ninf.tolist() == [False, True, False, False]
    assert acc.any_contrib.all() and acc.count == 2
    assert acc.result().tolist() == [NEG0, QNAN, QNAN, 0]


def test_result_does_not_disturb_the_accumulator() -> None:
    acc = ExactAcc(1)
    acc.add(f32(1e30))
    assert acc.result().tolist() == f32(1e30)
    acc.add(f32(1.0))
    acc.add(f32(-1e30))
    assert acc.result().tolist() == f32(1.0)
    assert acc.result().tolist() == f32(1.0)


# ---------------------------------------------------------------- properties, seeded

SPECIALS = [0, NEG0, PINF, NINF, QNAN, 0x7F80_0001, 0xFFC0_1234, MAX, neg(MAX), 1, neg(1)]


def _band(rng: np.random.Generator, shape: tuple[int, int], lo: int, hi: int) -> np.ndarray:
    """Random signs and fractions, biased exponents drawn per element in a 4-wide band
    starting in lo..hi (so values of one element are comparable and round often)."""
    base = rng.integers(lo, hi + 1, (1, shape[1]))
    exp = np.minimum(base + rng.integers(0, 4, shape), 254)
    frac = rng.integers(0, 1 << 23, shape)
    frac = np.where(rng.random(shape) < 0.2, (1 << 23) - 1, frac)
    sign = rng.integers(0, 2, shape)
    return (sign << 31 | exp << 23 | frac).astype(np.uint32)


def _cancel(rng: np.random.Generator, shape: tuple[int, int], hi: int = 251) -> np.ndarray:
    """Near cancellation: pairs of a value and its negation moved by -4..4 ulps (a step of
    the bit pattern, so it may cross a power of two), then one or two far smaller values to
    leave a sticky bit; shuffled per element. The sum is a few ulps plus the small ones."""
    k, n = shape
    pairs = (k - 1) // 2
    base = _band(rng, (pairs, n), 0, hi)
    step = rng.integers(-4, 5, (pairs, n))
    mag = np.clip((base & 0x7FFF_FFFF).astype(np.int64) + step, 0, MAX)
    near = (mag | ((base >> 31) ^ 1).astype(np.int64) << 31).astype(np.uint32)
    tiny = _band(rng, (k - 2 * pairs, n), 0, max(hi - 210, 0))
    return rng.permuted(np.concatenate([base, near, tiny]), axis=0)


def _with_specials(rng: np.random.Generator, x: np.ndarray) -> np.ndarray:
    pick = rng.random(x.shape) < 0.05
    return np.where(pick, rng.choice(np.array(SPECIALS, np.uint32), x.shape), x)


KINDS = {
    "uniform_bits": lambda rng, s: rng.integers(0, 1 << 32, s, dtype=np.uint64).astype(np.uint32),
    "band": lambda rng, s: _band(rng, s, 0, 251),
    "subnormal_band": lambda rng, s: _band(rng, s, 0, 2),
    "overflow_band": lambda rng, s: _band(rng, s, 248, 251),
    "cancel": _cancel,
    "cancel_to_subnormal": lambda rng, s: _cancel(rng, s, 6),
    "band_with_specials": lambda rng, s: _with_specials(rng, _band(rng, s, 0, 251)),
    "cancel_with_specials": lambda rng, s: _with_specials(rng, _cancel(rng, s)),
}


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("kind", list(KINDS))
def test_random_equal_to_oracle(kind: str, seed: int) -> None:
    rng = np.random.default_rng(seed)
    n_contrib = int(rng.integers(1, 17))
    print(f"seed {seed}, {kind}, {n_contrib} contributions")
    contribs = KINDS[kind](rng, (n_contrib, 300))
    check(contribs, exact_sum(contribs))


def _pattern(sign: int, exp: int, frac: int) -> int:
    return sign << 31 | exp << 23 | frac


#: binary32 patterns: any 32 bits, the specials, or one of a few nearby binades (so that
#: values of one sum overlap, carry and cancel)
BITS = st.one_of(
    st.integers(0, 2**32 - 1),
    st.sampled_from(SPECIALS),
    st.builds(_pattern, st.integers(0, 1), st.integers(124, 127), st.integers(0, 2**23 - 1)),
    st.builds(_pattern, st.integers(0, 1), st.integers(0, 2), st.integers(0, 2**23 - 1)),
)


@settings(derandomize=True, deadline=None, max_examples=400)
@given(st.lists(BITS, max_size=12))
def test_hypothesis_equal_to_oracle(column: list[int]) -> None:
    """One element, 0..12 contributions (hypothesis, derandomized: the same examples every
    run), forwards and backwards."""
    x = np.array(column, dtype=np.uint32).reshape(-1, 1)
    want = oracle(column)
    assert int(exact_sum(x, n_elems=1)[0]) == want
    assert int(exact_sum(x[::-1], n_elems=1)[0]) == want


@pytest.mark.parametrize("kind", ["band_with_specials", "cancel", "overflow_band"])
def test_independent_of_order(kind: str) -> None:
    """Random permutations of the contributions, and streaming them through `ExactAcc`
    one by one and as a list of rows, give the same bits."""
    seed = 7
    rng = np.random.default_rng(seed)
    print(f"seed {seed}")
    contribs = KINDS[kind](rng, (12, 500))
    want = exact_sum(contribs)
    for _ in range(10):
        assert np.array_equal(exact_sum(contribs[rng.permutation(12)]), want)
    assert np.array_equal(exact_sum(rng.permuted(contribs, axis=0)), want)  # per element
    assert np.array_equal(exact_sum(list(contribs)), want)
    acc = ExactAcc(500)
    for row in contribs[::-1]:
        acc.add(row)
    assert np.array_equal(acc.result(), want)


def _ieee_add(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """numpy's float32 addition (IEEE RNE, subnormals kept) with NaN results made the
    canonical NaN: the two-contribution exact sum must equal it."""
    with np.errstate(all="ignore"):
        s = (a.view(np.float32) + b.view(np.float32)).view(np.uint32).copy()
    s[np.isnan(s.view(np.float32))] = QNAN
    return s


def _check_pairs(a: np.ndarray, b: np.ndarray) -> None:
    want = _ieee_add(a, b)
    got = exact_sum(np.stack([a, b]))
    bad = np.flatnonzero(want != got)
    assert bad.size == 0, [
        f"{int(a[j]):#010x} + {int(b[j]):#010x}: IEEE {int(want[j]):#010x} got {int(got[j]):#010x}"
        for j in bad[:8]
    ]


def test_two_contributions_are_ieee_addition() -> None:
    """200,000 pairs of golden.fp32's adder stimulus (uniform, near cancellation,
    subnormals, every exponent difference) and its directed corners, both orders."""
    seed = 2026
    print(f"seed {seed}")
    a, b = gen_mixed(np.random.default_rng(seed), 200_000)
    _check_pairs(a, b)
    _check_pairs(b, a)
    _, da, db = directed_arrays()
    _check_pairs(da, db)


def test_two_contributions_testfloat_level1() -> None:
    """Berkeley TestFloat's f32_add RNE level-1 vectors: their expected results, except
    that a NaN result is the canonical NaN."""
    a, b, want = load_testfloat()
    want = want.copy()
    want[np.isnan(want.view(np.float32))] = QNAN
    got = exact_sum(np.stack([a, b]))
    bad = np.flatnonzero(want != got)
    assert bad.size == 0, [(hex(a[j]), hex(b[j]), hex(want[j]), hex(got[j])) for j in bad[:8]]


# ---------------------------------------------------------------- bad input


def test_bad_input() -> None:
    with pytest.raises(TypeError, match="uint32 bit patterns, got float32"):
        exact_sum(np.ones((2, 3), np.float32))
    with pytest.raises(ValueError, match="does not fit 32 bits"):
        exact_sum([np.array([2**32])])
    with pytest.raises(ValueError, match="does not fit 32 bits"):
        exact_sum([np.array([-1])])
    with pytest.raises(ValueError, match=r"shape \(2,\), expected \(3,\)"):
        exact_sum([np.zeros(3, np.uint32), np.zeros(2, np.uint32)])
    with pytest.raises(ValueError, match="n_contrib, n_elems"):
        exact_sum(np.zeros((2, 3, 4), np.uint32))
    with pytest.raises(ValueError, match="pass n_elems"):
        exact_sum([])
    with pytest.raises(ValueError, match="n_elems is 4"):
        exact_sum(np.zeros((2, 3), np.uint32), n_elems=4)
    with pytest.raises(ValueError, match="n_elems must be >= 0"):
        ExactAcc(-1)
