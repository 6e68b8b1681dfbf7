"""Golden model and stimulus for the binary32 adder (numpy only: no cocotb, no MyHDL).

Every value is a binary32 *bit pattern* held in a ``numpy.uint32`` array; results are
compared as integers, never with a tolerance.

Reference
---------
``f32_add_bits`` is numpy's float32 ``+`` on x86 (SSE): IEEE-754 round to nearest even,
subnormals kept, and x86's NaN rule, which is also Berkeley TestFloat's 8086 rule:

* a NaN in ``a`` propagates quieted (bit 22 set), payload kept;
* else a NaN in ``b`` propagates quieted;
* ``inf + -inf`` gives the default NaN ``0xFFC00000``.

``f32_add_bits`` checks that rule on every NaN result it returns (``nan_rule_x86``) and
raises if the host's arithmetic does not follow it (e.g. on a non-x86 machine), so a
golden value is never silently different from what the hardware is specified to give.

Stimulus
--------
Each generator takes a ``numpy.random.Generator`` (make it with ``np.random.default_rng(seed)``
and print the seed) and returns ``(a, b)`` uint32 arrays of equal length:

=====================  ==========================================================
``gen_uniform``        uniform 32-bit patterns (about 0.4 % NaN/inf operands)
``gen_near_cancel``    b = -a +/- a few ulps, also across exponent boundaries
``gen_subnormal``      subnormal and smallest-normal operands, both signs
``gen_exp_diff``       every exponent difference 0..40 equally often, plus 41..254
``directed_corners``   a fixed list of named corner cases (no generator needed)
=====================  ==========================================================

``gen_mixed(rng, n)`` interleaves the four random classes; ``CLASSES`` maps class names to
generators; ``directed_arrays()`` gives the directed list as arrays and ``round_class(a, b)``
tells which (lsb, guard, round, sticky) case a pair exercises. ``load_testfloat`` reads
Berkeley TestFloat ``testfloat_gen`` output (``TESTFLOAT_L1``: the project's L1 copy).

Comparison
----------
``mismatch_indices(expected, actual)`` exact bit patterns (the default, what the design
promises) or, with ``nan_payload=False``, any NaN equals any NaN; ``same_nan_class`` is that
weaker element-wise test; ``format_mismatches`` prints a few failing pairs in hex;
``is_nan`` / ``is_inf`` / ``is_subnormal`` classify bit patterns.

Streams (for the 8-lane ``fp32_vec_add``)
-----------------------------------------
``gen_vec_stream`` makes per-cycle ce / rst / in_valid / operand stimulus,
``pipeline_schedule`` says which input beat a LATENCY-deep pipeline with ce, a synchronous
reset and a valid bit shows on each cycle, ``pack_lanes`` / ``unpack_lanes`` convert between
(beats, lanes) arrays and bus words (lane i = bits [32*i+31 : 32*i]).

Typical use::

    rng = np.random.default_rng(SEED)
    a, b = gen_mixed(rng, 100_000)
    exp = f32_add_bits(a, b)
    bad = mismatch_indices(exp, got)          # exact, NaN payloads included
"""

from __future__ import annotations

import gzip
from collections.abc import Callable
from pathlib import Path

import numpy as np
import numpy.typing as npt

U32Array = npt.NDArray[np.uint32]

SIGN = np.uint32(0x8000_0000)
EXP_MASK = np.uint32(0x7F80_0000)
FRAC_MASK = np.uint32(0x007F_FFFF)
QUIET_BIT = np.uint32(0x0040_0000)
DEFAULT_NAN = 0xFFC0_0000  #: x86 "default NaN" from inf + -inf
POS_INF = 0x7F80_0000
NEG_INF = 0xFF80_0000
MAX_FINITE = 0x7F7F_FFFF
MIN_NORMAL = 0x0080_0000
MAX_SUBNORMAL = 0x007F_FFFF

#: where the project keeps its copy of the TestFloat level-1 vectors
TESTFLOAT_L1 = (
    Path(__file__).resolve().parent.parent / "tests/data/testfloat/f32_add_rne_level1.txt.gz"
)


def as_u32(x: npt.ArrayLike) -> U32Array:
    """``x`` (ints or an array) as a contiguous 1-D uint32 array of bit patterns."""
    arr = np.asarray(x)
    if arr.dtype != np.uint32:
        arr = np.asarray(x, dtype=np.uint64)
        if arr.size and int(arr.max()) > 0xFFFF_FFFF:
            raise ValueError("value does not fit 32 bits")
        arr = arr.astype(np.uint32)
    return np.ascontiguousarray(arr.reshape(-1))


def is_nan(x: npt.ArrayLike) -> npt.NDArray[np.bool_]:
    """True where the bit pattern is a NaN (exponent all ones, fraction non-zero)."""
    u = as_u32(x)
    return ((u & EXP_MASK) == EXP_MASK) & ((u & FRAC_MASK) != 0)


def is_inf(x: npt.ArrayLike) -> npt.NDArray[np.bool_]:
    """True where the bit pattern is +inf or -inf."""
    u = as_u32(x)
    return (u & ~SIGN) == EXP_MASK


def is_subnormal(x: npt.ArrayLike) -> npt.NDArray[np.bool_]:
    """True where the bit pattern is a non-zero subnormal."""
    u = as_u32(x)
    return ((u & EXP_MASK) == 0) & ((u & FRAC_MASK) != 0)


def nan_rule_x86(a: npt.ArrayLike, b: npt.ArrayLike) -> tuple[npt.NDArray[np.bool_], U32Array]:
    """The NaN part of the specification, written out: ``(mask, value)`` where ``mask`` marks
    the pairs whose sum is a NaN and ``value`` holds that NaN (0 elsewhere)."""
    a, b = as_u32(a), as_u32(b)
    na, nb = is_nan(a), is_nan(b)
    invalid = is_inf(a) & is_inf(b) & ((a ^ b) == SIGN)
    value = np.where(na, a | QUIET_BIT, np.where(nb, b | QUIET_BIT, np.uint32(DEFAULT_NAN)))
    mask = na | nb | invalid
    return mask, np.where(mask, value, np.uint32(0)).astype(np.uint32)


def f32_add_bits(a: npt.ArrayLike, b: npt.ArrayLike) -> U32Array:
    """Bit patterns of ``a + b`` in binary32, round to nearest even, x86 NaN rule.

    ``a`` and ``b`` are bit patterns (uint32 arrays or ints) of equal length.
    """
    a, b = as_u32(a), as_u32(b)
    if a.shape != b.shape:
        raise ValueError(f"length mismatch: {a.shape} vs {b.shape}")
    with np.errstate(all="ignore"):
        s = (a.view(np.float32) + b.view(np.float32)).view(np.uint32)
    mask, value = nan_rule_x86(a, b)
    if not is_nan(s[mask]).all() or is_nan(s[~mask]).any():
        raise RuntimeError("this host's float32 add is not IEEE-754 (NaN where none is due, "
                           "or a number where a NaN is)")
    # Which NaN comes out is the rule written above, not numpy's: its SIMD loops return
    # either operand's NaN when both are NaN, depending on the array's length and alignment.
    s[mask] = value[mask]
    return s


def same_nan_class(expected: npt.ArrayLike, actual: npt.ArrayLike) -> npt.NDArray[np.bool_]:
    """Element-wise "equal as IEEE results, NaN payloads ignored": equal bit patterns, or
    both NaN (any sign or payload). The weaker comparison, for reports that count
    "non-NaN mismatches" separately from NaN-class agreement."""
    e, g = as_u32(expected), as_u32(actual)
    return (e == g) | (is_nan(e) & is_nan(g))


def mismatch_indices(
    expected: npt.ArrayLike, actual: npt.ArrayLike, *, nan_payload: bool = True
) -> npt.NDArray[np.intp]:
    """Indices where ``actual`` differs from ``expected``. With ``nan_payload=True`` (the
    default, what this design promises) the comparison is exact bit patterns; with False
    any NaN matches any NaN."""
    e, g = as_u32(expected), as_u32(actual)
    if e.shape != g.shape:
        raise ValueError(f"length mismatch: {e.shape} vs {g.shape}")
    ok = (e == g) if nan_payload else same_nan_class(e, g)
    return np.flatnonzero(~ok)


def format_mismatches(
    a: npt.ArrayLike,
    b: npt.ArrayLike,
    expected: npt.ArrayLike,
    actual: npt.ArrayLike,
    idx: npt.ArrayLike,
    limit: int = 10,
) -> str:
    """A few mismatching pairs as ``i: A + B = expected, got actual`` lines (hex)."""
    a, b, e, g = as_u32(a), as_u32(b), as_u32(expected), as_u32(actual)
    lines = [
        f"  #{i}: {int(a[i]):08X} + {int(b[i]):08X} = {int(e[i]):08X}, got {int(g[i]):08X}"
        for i in np.asarray(idx)[:limit]
    ]
    return "\n".join(lines)


def load_testfloat(path: str | Path = TESTFLOAT_L1) -> tuple[U32Array, U32Array, U32Array]:
    """Read ``testfloat_gen ... f32_add`` output (plain or .gz): lines ``A B RESULT FLAGS``
    in hex. Returns ``(a, b, expected)`` uint32 arrays; the flags are not returned."""
    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt") as f:
        rows = [line.split() for line in f if line.strip()]
    cols = np.array([[int(r[0], 16), int(r[1], 16), int(r[2], 16)] for r in rows], np.uint64)
    return tuple(np.ascontiguousarray(cols[:, k].astype(np.uint32)) for k in range(3))


# --------------------------------------------------------------------------------------
# stimulus
# --------------------------------------------------------------------------------------


def _pack(sign: npt.ArrayLike, exp: npt.ArrayLike, frac: npt.ArrayLike) -> U32Array:
    s = np.asarray(sign, np.uint64) & 1
    e = np.asarray(exp, np.uint64) & 0xFF
    f = np.asarray(frac, np.uint64) & 0x7F_FFFF
    return np.ascontiguousarray(((s << 31) | (e << 23) | f).astype(np.uint32))


def _rand_frac(rng: np.random.Generator, n: int) -> npt.NDArray[np.uint64]:
    """Fractions with structure as well as noise: uniform, all ones/zeros at the bottom
    or top, single bits, so carries and long borrow chains are common."""
    u = rng.integers(0, 1 << 23, n, dtype=np.uint64)
    kind = rng.integers(0, 6, n)
    k = rng.integers(0, 23, n, dtype=np.uint64)
    low_ones = (np.uint64(1) << k) - np.uint64(1)
    f = np.where(kind == 1, u | low_ones, u)  # ...xxx111
    f = np.where(kind == 2, u & ~low_ones, f)  # ...xxx000
    f = np.where(kind == 3, np.uint64(1) << k, f)  # single bit
    f = np.where(kind == 4, np.uint64(0x7F_FFFF) ^ low_ones, f)  # 111...000
    return f & np.uint64(0x7F_FFFF)


def gen_uniform(rng: np.random.Generator, n: int) -> tuple[U32Array, U32Array]:
    """Uniformly random 32-bit patterns for both operands."""
    a = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    b = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    return a, b


def gen_near_cancel(
    rng: np.random.Generator, n: int, max_ulps: int = 4
) -> tuple[U32Array, U32Array]:
    """Effective subtractions of nearly equal magnitudes: ``b = -a`` moved by
    ``-max_ulps..+max_ulps`` ulps (as an integer step on the magnitude, so it crosses
    exponent boundaries). A quarter of ``a`` sit on or next to a power of two, where the
    difference loses the most bits; results are often tiny or subnormal."""
    sign = rng.integers(0, 2, n, dtype=np.uint64)
    exp = rng.integers(0, 255, n, dtype=np.uint64)  # finite only
    frac = _rand_frac(rng, n)
    edge = rng.random(n) < 0.25
    frac = np.where(edge, rng.choice(np.array([0, 1, 2, 0x7F_FFFF, 0x7F_FFFE], np.uint64), n), frac)
    a = _pack(sign, exp, frac)
    mag = (a & ~SIGN).astype(np.int64)
    step = rng.integers(-max_ulps, max_ulps + 1, n)
    mag_b = np.clip(mag + step, 0, MAX_FINITE)
    b = (mag_b.astype(np.uint64) | ((1 - sign) << np.uint64(31))).astype(np.uint32)
    swap = rng.random(n) < 0.5
    return np.where(swap, b, a).astype(np.uint32), np.where(swap, a, b).astype(np.uint32)


def gen_subnormal(rng: np.random.Generator, n: int) -> tuple[U32Array, U32Array]:
    """Subnormal-heavy: each operand is subnormal (60 %), zero (5 %) or has exponent field
    1..3 (35 %); random signs. Covers subnormal +/- subnormal, subnormal + small normal,
    sums that become normal and differences that become subnormal."""

    def one() -> U32Array:
        sign = rng.integers(0, 2, n, dtype=np.uint64)
        r = rng.random(n)
        exp = np.where(r < 0.65, 0, rng.integers(1, 4, n)).astype(np.uint64)
        frac = _rand_frac(rng, n)
        frac = np.where(r < 0.05, 0, frac)
        return _pack(sign, exp, frac)

    return one(), one()


def gen_exp_diff(
    rng: np.random.Generator, n: int, max_diff: int = 40, tail: float = 0.15
) -> tuple[U32Array, U32Array]:
    """Exponent-difference sweep: ``|exp(a) - exp(b)|`` cycles through 0..max_diff
    (every difference equally often), and a ``tail`` fraction takes max_diff+1..254
    (shift beyond the significand: only the sticky bit is left). Random signs and
    order, finite operands (exponent field 0 counts as effective exponent 1)."""
    diff = np.arange(n, dtype=np.int64) % (max_diff + 1)
    far = rng.random(n) < tail
    diff = np.where(far, rng.integers(max_diff + 1, 255, n), diff)
    hi = rng.integers(0, 255, n).astype(np.int64)
    hi = np.maximum(hi, diff)  # hi - diff >= 0
    lo = hi - diff
    a = _pack(rng.integers(0, 2, n, dtype=np.uint64), hi, _rand_frac(rng, n))
    b = _pack(rng.integers(0, 2, n, dtype=np.uint64), lo, _rand_frac(rng, n))
    swap = rng.random(n) < 0.5
    return np.where(swap, b, a).astype(np.uint32), np.where(swap, a, b).astype(np.uint32)


#: random stimulus classes by name (each ``gen(rng, n) -> (a, b)``)
CLASSES: dict[str, Callable[[np.random.Generator, int], tuple[U32Array, U32Array]]] = {
    "uniform": gen_uniform,
    "near_cancel": gen_near_cancel,
    "subnormal": gen_subnormal,
    "exp_diff": gen_exp_diff,
}


def gen_mixed(rng: np.random.Generator, n: int) -> tuple[U32Array, U32Array]:
    """``n`` pairs, a quarter from each class of ``CLASSES``, shuffled together (the
    order is fixed by ``rng``)."""
    parts = [gen(rng, n // len(CLASSES) + 1) for gen in CLASSES.values()]
    a = np.concatenate([p[0] for p in parts])
    b = np.concatenate([p[1] for p in parts])
    perm = rng.permutation(a.size)[:n]
    return np.ascontiguousarray(a[perm]), np.ascontiguousarray(b[perm])


# --------------------------------------------------------------------------------------
# directed corners
# --------------------------------------------------------------------------------------


def _f(x: float) -> int:
    return int(np.array([x], np.float32).view(np.uint32)[0])


def _neg(u: int) -> int:
    return u ^ 0x8000_0000


def _round_cases() -> list[tuple[str, int, int]]:
    """Ties-to-even and its neighbours at every guard/round/sticky combination.

    X = 1.xxx * 2^e with a chosen last fraction bit (lsb), Y = 2^(e-d) * 1.yyy with the bits
    that fall below X's lsb set to each pattern of guard (G), round (R) and sticky (S)
    bits, for shifts d = 1..23, addition and subtraction, and with a carry out (X's
    fraction all ones) so that rounding happens one bit higher. ``round_class`` tells
    which (lsb, G, R, S) combination each pair really produces."""
    out = []
    e = 127 + 5
    for d in range(1, 24):
        for lsb in (0, 1):
            for x_frac_base, tag in ((0x2A_AAAA & ~1, "plain"), (0x7F_FFFE, "carry")):
                xf = x_frac_base | lsb
                x = (e << 23) | xf
                for g in (0, 1):
                    for r in (0, 1):
                        for s in (0, 1):
                            # the low d bits of Y's significand fall below X's lsb
                            low = 0
                            low |= g << (d - 1)
                            if d >= 2:
                                low |= r << (d - 2)
                            if d >= 3 and s:
                                low |= 1  # lowest bit: sticky
                            y = ((e - d) << 23) | (low & 0x7F_FFFF)
                            name = f"grs d={d} lsb={lsb} G{g}R{r}S{s} {tag}"
                            out.append((name + " add", x, y))
                            out.append((name + " sub", x, _neg(y)))
    return out


def directed_corners() -> list[tuple[str, int, int]]:
    """Named corner cases ``(name, a, b)`` as ints; see float32.md for why each matters.
    Deterministic (no rng), a few thousand entries."""
    c: list[tuple[str, int, int]] = []
    add = c.append
    one, two = _f(1.0), _f(2.0)

    # signed zeros and exact cancellation
    for a in (0, SIGN):
        for b in (0, SIGN):
            add((f"zero {int(a):08X} + {int(b):08X}", int(a), int(b)))
    for v in (one, _f(3.5), MAX_FINITE, MIN_NORMAL, MAX_SUBNORMAL, 1, 0x1234_5678, 0x0000_0100):
        add(("cancel x + -x", v, _neg(v)))
        add(("cancel -x + x", _neg(v), v))
        add(("x + 0", v, 0))
        add(("x + -0", v, int(SIGN)))
        add(("-0 + -x", int(SIGN), _neg(v)))
        add(("0 + -x", 0, _neg(v)))

    # carry out bumps the exponent; rounding overflow to inf; max-finite + max-finite
    add(("carry 1 + 1", one, one))
    add(("carry 1.5 + 1.5", _f(1.5), _f(1.5)))
    add(("carry 1.11..1 + ulp", 0x3FFF_FFFF, _f(2.0**-23)))
    add(("carry round-up 1.11..1 + half ulp", 0x3FFF_FFFF, _f(2.0**-24)))
    add(("carry round-up 1.11..1 + above half ulp", 0x3FFF_FFFF, 0x3380_0001))
    add(("max + max", MAX_FINITE, MAX_FINITE))
    add(("-max + -max", _neg(MAX_FINITE), _neg(MAX_FINITE)))
    add(("max + half ulp (tie, even stays)", MAX_FINITE, 0x7300_0000))
    add(("max + above half ulp (overflow)", MAX_FINITE, 0x7300_0001))
    add(("max + ulp (overflow)", MAX_FINITE, 0x7380_0000))
    add(("-max + -ulp (overflow)", _neg(MAX_FINITE), _neg(0x7380_0000)))
    add(("max + below half ulp", MAX_FINITE, 0x72FF_FFFF))
    add(("2^127 + 2^127", 0x7F00_0000, 0x7F00_0000))
    add(("1.5*2^127 + 1.5*2^127", 0x7F40_0000, 0x7F40_0000))
    add(("max + 1", MAX_FINITE, one))

    # subnormals
    add(("sub + sub = normal", MAX_SUBNORMAL, 1))
    add(("sub + sub = normal (2x)", MAX_SUBNORMAL, MAX_SUBNORMAL))
    add(("sub + sub = 2^-126", 0x0040_0000, 0x0040_0000))
    add(("sub + sub stays sub", 0x0000_0001, 0x0000_0001))
    add(("sub - sub", 0x0040_0000, _neg(0x0000_0001)))
    add(("sub - sub = -", 0x0000_0001, _neg(0x0040_0000)))
    add(("min normal - min sub", MIN_NORMAL, _neg(1)))
    add(("min normal - min normal", MIN_NORMAL, _neg(MIN_NORMAL)))
    add(("normal - normal = sub", 0x0080_0001, _neg(MIN_NORMAL)))
    add(("normal - normal = sub (2)", 0x0100_0000, _neg(0x00FF_FFFF)))
    add(("normal - normal = sub (3)", 0x0120_0000, _neg(0x0110_0000)))
    add(("normal - normal = sub (4)", 0x0180_0000, _neg(0x017F_FFFF)))
    add(("normal + sub", one, 1))
    add(("small normal + sub", MIN_NORMAL, 1))
    add(("2^-125 - sub", 0x0100_0000, _neg(1)))

    # shift beyond the significand: only the sticky bit remains
    for d in (24, 25, 26, 27, 28, 30, 31, 32, 40, 64, 100, 127, 200, 253, 254):
        ex = min(254, 1 + d)
        x = (ex << 23) | 0x00_0001
        x_even = ex << 23
        y_exp = ex - d
        for y in ((y_exp << 23) | 1, (y_exp << 23) | 0x7F_FFFF, (max(y_exp, 0) << 23) | 0x40_0000):
            add((f"far d={d} add", x, y))
            add((f"far d={d} sub", x, _neg(y)))
            add((f"far d={d} add even", x_even, y))
            add((f"far d={d} sub even", x_even, _neg(y)))
            add((f"far d={d} sub swapped", _neg(y), x_even))
    add(("max + min sub", MAX_FINITE, 1))
    add(("max - min sub", MAX_FINITE, _neg(1)))
    add(("1 - min sub", one, _neg(1)))
    add(("2^-125 - 2^-149 far", 0x0100_0000, _neg(1)))

    # infinities and NaNs in either operand
    qnan, snan = 0x7FC0_0000, 0x7F80_0001
    nans = [
        qnan,
        _neg(qnan),
        snan,
        _neg(snan),
        0x7FC1_2345,
        0x7F81_2345,
        0xFFBF_FFFF,
        0x7FFF_FFFF,
        0xFFA0_0000,
        0x7F80_0100,
    ]
    others = [0, int(SIGN), one, _neg(one), MAX_FINITE, 1, POS_INF, NEG_INF, two]
    for n_ in nans:
        for o in others:
            add(("nan + x", n_, o))
            add(("x + nan", o, n_))
    for n1 in nans[:6]:
        for n2 in nans[4:]:
            add(("nan + nan", n1, n2))
    for i in (POS_INF, NEG_INF):
        for o in (0, int(SIGN), one, _neg(one), MAX_FINITE, _neg(MAX_FINITE), 1, _neg(1)):
            add(("inf + x", i, o))
            add(("x + inf", o, i))
    add(("inf + inf", POS_INF, POS_INF))
    add(("-inf + -inf", NEG_INF, NEG_INF))
    add(("inf + -inf (invalid)", POS_INF, NEG_INF))
    add(("-inf + inf (invalid)", NEG_INF, POS_INF))

    # exponent-field extremes with equal exponents
    for e in (0, 1, 2, 126, 127, 128, 253, 254):
        for fa, fb in ((0, 0), (0x7F_FFFF, 1), (0x40_0000, 0x40_0000), (0x7F_FFFF, 0x7F_FFFF)):
            a, b = (e << 23) | fa, (e << 23) | fb
            add((f"same exp {e} add", a, b))
            add((f"same exp {e} sub", a, _neg(b)))

    c.extend(_round_cases())
    return c


def directed_arrays() -> tuple[list[str], U32Array, U32Array]:
    """``directed_corners()`` as ``(names, a, b)`` with uint32 arrays."""
    cs = directed_corners()
    names = [n for n, _, _ in cs]
    a = as_u32([x for _, x, _ in cs])
    b = as_u32([y for _, _, y in cs])
    return names, a, b


def round_class(a: int, b: int) -> tuple[int, int, int, int] | None:
    """For finite ``a`` and ``b`` (bit patterns), the bits that decide the rounding of the
    exact sum: ``(lsb, guard, round, sticky)`` of the exact result cut to 24 significant
    bits (or to the subnormal grid), or None for a NaN/inf operand. Used to show which
    rounding cases a stimulus set reaches; pure integer arithmetic."""

    def fixed(u: int) -> int | None:
        e, f = (u >> 23) & 0xFF, u & 0x7F_FFFF
        if e == 0xFF:
            return None
        m = (f | (1 << 23)) << (e - 1) if e else f  # in units of 2^-149
        return -m if u >> 31 else m

    x, y = fixed(a), fixed(b)
    if x is None or y is None:
        return None
    s = abs(x + y)
    # the subnormal grid is units of 2^-149 itself: at least 24 bits are kept above it
    sh = max(s.bit_length() - 24, 0)
    if sh == 0:
        return (s & 1, 0, 0, 0)
    g = (s >> (sh - 1)) & 1
    r = (s >> (sh - 2)) & 1 if sh >= 2 else 0
    st = int(s & ((1 << max(sh - 2, 0)) - 1) != 0)
    return ((s >> sh) & 1, g, r, st)


# --------------------------------------------------------------------------------------
# stream timing of a pipelined adder with ce, synchronous reset and a valid bit
# --------------------------------------------------------------------------------------


def pipeline_schedule(
    ce: npt.ArrayLike, rst: npt.ArrayLike, in_valid: npt.ArrayLike, latency: int
) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.bool_]]:
    """Which input beat a ``latency``-stage pipeline with clock enable shows at its output.

    Cycle k: ``ce[k]``, ``rst[k]``, ``in_valid[k]`` and beat k's operands are set before
    rising edge k and sampled on it; the data stages advance on edges with ce = 1; the
    valid bits are cleared by an edge with rst = 1 (whatever ce is), else advance with ce.
    Returns ``(beat, valid)``: after edge k the output holds the sum of beat ``beat[k]``
    (-1 while the pipeline still holds its start-up contents) and ``out_valid`` is
    ``valid[k]``. Matches ``fp32_vec_add`` (``LATENCY`` ce-cycles, see its docstring).
    """
    ce, rst, iv = (np.asarray(x, bool) for x in (ce, rst, in_valid))
    n = ce.size
    data = [-1] * latency
    vld = [False] * latency
    beat = np.full(n, -1, np.intp)
    valid = np.zeros(n, bool)
    for k in range(n):
        if ce[k]:
            data = [k, *data[:-1]]
        if rst[k]:
            vld = [False] * latency
        elif ce[k]:
            vld = [bool(iv[k]), *vld[:-1]]
        beat[k] = data[-1]
        valid[k] = vld[-1]
    return beat, valid


def pack_lanes(x: npt.ArrayLike) -> list[int]:
    """Rows of lane values (shape ``(beats, lanes)``, uint32) as bus words: lane i in bits
    [32*i+31 : 32*i]."""
    x = np.ascontiguousarray(np.asarray(x, "<u4"))
    return [int.from_bytes(row.tobytes(), "little") for row in x]


def unpack_lanes(words: list[int], lanes: int) -> U32Array:
    """Bus words back to a ``(beats, lanes)`` uint32 array (inverse of ``pack_lanes``)."""
    nbytes = 4 * lanes
    buf = b"".join(int(w).to_bytes(nbytes, "little") for w in words)
    return np.frombuffer(buf, "<u4").astype(np.uint32).reshape(len(words), lanes)


def gen_vec_stream(
    rng: np.random.Generator,
    n_cycles: int,
    lanes: int = 8,
    p_ce: float = 0.75,
    p_valid: float = 0.7,
    resets: tuple[int, ...] | None = None,
) -> dict[str, np.ndarray]:
    """Per-cycle stimulus for a ``fp32_vec_add``-like block: ``ce`` low with probability
    1 - p_ce, ``in_valid`` gaps with probability 1 - p_valid, ``rst`` high on the cycles in
    ``resets`` (default: cycles 0 and 1, plus one cycle in the middle, mid-stream), and
    fresh mixed-class operands every cycle (``a``, ``b`` of shape ``(n_cycles, lanes)``,
    also on idle cycles). Returns a dict with ``ce``, ``rst``, ``in_valid``, ``a``, ``b``;
    feed it to ``pipeline_schedule`` and ``f32_add_bits`` for the expected output."""
    if resets is None:
        resets = (0, 1, n_cycles // 2) if n_cycles > 4 else (0,)
    ce = rng.random(n_cycles) < p_ce
    iv = rng.random(n_cycles) < p_valid
    rst = np.zeros(n_cycles, bool)
    rst[[r for r in resets if r < n_cycles]] = True
    a, b = gen_mixed(rng, n_cycles * lanes)
    return {
        "ce": ce,
        "rst": rst,
        "in_valid": iv,
        "a": a.reshape(n_cycles, lanes),
        "b": b.reshape(n_cycles, lanes),
    }
