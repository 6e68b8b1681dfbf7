"""Golden model of the exact aggregation mode: the correctly rounded sum of binary32 values.

The fold mode (`golden/fold.py`) adds contributions one fp32 add at a time, so its result
depends on their arrival order. The exact mode sums them as integers and rounds once, so
the result is the same bits whatever the order (issue 22).

Semantics (decided)
-------------------
* Input: the contributions as binary32 bit patterns, a ``uint32`` array of shape
  ``(n_contrib, n_elems)`` or a sequence of 1-D arrays. Output: a ``uint32`` array of
  ``n_elems`` bit patterns.
* Finite values: every finite binary32 value is an integer ``m * 2^-149`` with
  ``|m| < 2^277``. The sum of the ``m`` is integer arithmetic (a Kulisch accumulator), so it
  is associative and commutative; it is rounded once, to nearest, ties to even (RNE), into
  binary32. That is the binary32 value nearest the exact real sum.
* Special values, decided by sticky flags beside the integer, so that order does not matter
  either:

  - any NaN contribution gives `CANONICAL_NAN`, 0x7FC00000, payload and sign dropped;
  - +Inf and -Inf both present give `CANONICAL_NAN`;
  - otherwise any Inf gives that Inf (the finite contributions do not matter);
  - an exact sum whose magnitude is 2^128 - 2^103 or more rounds to Inf of its sign, as
    RNE does (2^128 - 2^103 is the midpoint between the largest finite value and 2^128,
    and ties go to the even side, which is 2^128);
  - an exact zero sum is +0, unless every contribution was -0 (then -0): the sign rule of
    IEEE addition in RNE, which gives -0 only for -0 + -0;
  - no contributions at all give +0.

  Why 0x7FC00000 and not the fold mode's 0xFFC00000: the fold mode copies the x86 adder's
  NaN propagation (the first NaN operand, quieted; 0xFFC00000 for inf - inf) because it
  must match that adder bit for bit. The exact mode has no adder to match, and "the first
  NaN" would make the result depend on the order. So it gives one NaN whatever the inputs:
  the canonical NaN of RISC-V (and SoftFloat's generic default NaN), positive, with IEEE
  754-2008's quiet bit (the top fraction bit) set and no payload.
* With two contributions the result equals IEEE binary32 addition (RNE) for every pair of
  finite inputs, signs of zero included (the signed-zero rule above is IEEE's).

The accumulator and the contribution limit
------------------------------------------
A sum of ``n`` values with ``|m| < 2^277`` needs 277 magnitude bits, one sign bit and
``ceil(log2 n)`` guard bits in two's complement: `accumulator_bits`. A switch's accumulator
has a fixed number of guard bits G, so it can take at most 2^G contributions per
aggregate: a job's H (contributions per aggregate) must be at most `MAX_CONTRIBUTIONS`.
The switch's accumulator has `GUARD_BITS` = ``iswitch.wire.EXACT_GUARD_BITS`` = 10 (288
bits in all, nine 32-bit chunks: myhdl_src/exact_align.py), so 1,024 contributions per
aggregate, far above the 32 members a switch can have. This model takes the same default
and refuses, with ValueError, a contribution beyond ``2**guard_bits``, so a job that would
overflow a switch fails here too; a larger ``guard_bits`` (up to `MAX_GUARD_BITS`) models
a wider accumulator.

The implementation (`ExactAcc`) mirrors a chunked carry-save accumulator, vectorised over
the elements with numpy:

1. decode each value into sign, biased exponent e and significand (hidden bit included);
   its integer is ``sig << (max(e, 1) - 1)``: a 24-bit significand at one of 254 shifts;
2. cut that integer into 32-bit chunks: it touches two neighbouring limbs, the low 32 bits
   into one, the high bits into the next (the hardware's aligner window);
3. add the chunks, with the contribution's sign, into ``int64`` limbs and leave the carries
   in the limbs (deferred carries: a limb gains at most 2^32 - 1 in magnitude per
   contribution, so 2^31 contributions fit in 63 bits);
4. on `ExactAcc.result`, resolve the carries, take the sign, negate to a magnitude, find the
   leading one, and round: the 24 bits below it, the round bit and the sticky OR of all the
   bits below, ties to even. The rounded significand is added to ``shift << 23``, so a
   carry out of the significand bumps the exponent by itself, as in the bit layout.

`ExactAcc.merge` adds two accumulators' states (limbs and flags), what a pairwise tree of
accumulators does: the report's figure of the exact sum's orders (iswitch/sim/accuracy.py)
uses it. `ordered` and `ulp_distance` measure a binary32 result against another in ULPs
(the report's "Accuracy": the fold against the correctly rounded sum).

`LIMBS` = 10 limbs of 32 bits hold 320 bits, more than the 278 + 31 bits of the largest
supported ``guard_bits`` (`MAX_GUARD_BITS` = 31, the deferred-carry bound of step 3).

numpy only: no torch, no project modules. tests/test_exact_golden.py checks it against an
oracle that shares no code with it (exact `fractions.Fraction` sums, rounded by the IEEE
definition) and, for two contributions, against numpy's float32 addition and TestFloat.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from iswitch.wire import EXACT_GUARD_BITS

U32Array = npt.NDArray[np.uint32]
BoolArray = npt.NDArray[np.bool_]

CANONICAL_NAN = 0x7FC0_0000  #: the one NaN of the exact mode (positive, quiet, no payload)
POS_INF = 0x7F80_0000
NEG_INF = 0xFF80_0000
NEG_ZERO = 0x8000_0000

MAGNITUDE_BITS = 277  #: |m| < 2^277 for every finite binary32 value m * 2^-149
GUARD_BITS = EXACT_GUARD_BITS  #: the switch's guard bits, the model's default
MAX_CONTRIBUTIONS = 2**GUARD_BITS  #: contributions per aggregate the default covers
MAX_GUARD_BITS = 31  #: int64 limbs with deferred carries hold 2^31 contributions
LIMB_BITS = 32
LIMBS = 10  #: 320 bits >= accumulator_bits(2**MAX_GUARD_BITS) = 309

_LIMB_MASK = (1 << LIMB_BITS) - 1
_SIG_BITS = 24  #: significand bits with the hidden one


def accumulator_bits(n: int) -> int:
    """Two's-complement width that holds the exact sum of any `n` finite binary32 values:
    277 magnitude bits, a sign bit and ceil(log2 n) guard bits (278 for a single value)."""
    if n < 1:
        raise ValueError(f"accumulator_bits needs n >= 1, got {n}")
    return MAGNITUDE_BITS + 1 + (n - 1).bit_length()  # ceil(log2 n), exact for any n


def _as_bits(x: npt.ArrayLike, n_elems: int) -> U32Array:
    """`x` as a 1-D uint32 array of `n_elems` bit patterns; integers outside 0..2^32-1 and
    non-integer arrays (a float32 array passed by mistake) are refused."""
    arr = np.asarray(x)
    if arr.dtype != np.uint32:
        if arr.size and arr.dtype.kind not in "iu":
            raise TypeError(f"contributions are uint32 bit patterns, got {arr.dtype}")
        if arr.size and (int(arr.min()) < 0 or int(arr.max()) > 0xFFFF_FFFF):
            raise ValueError("a bit pattern does not fit 32 bits")
        arr = arr.astype(np.uint32)
    if arr.shape != (n_elems,):
        raise ValueError(f"a contribution has shape {arr.shape}, expected ({n_elems},)")
    return arr


def _aligned(x: U32Array) -> tuple[npt.NDArray[np.int64], ...]:
    """Each finite value's integer ``sig << s`` as (limb index, low chunk, high chunk), the
    chunks signed; NaN and Inf give 0 (the flags carry them)."""
    exp = (x >> 23) & 0xFF
    sig = ((x & 0x7F_FFFF) | ((exp != 0).astype(np.uint32) << 23)).astype(np.int64)
    sig[exp == 0xFF] = 0
    s = np.maximum(exp.astype(np.int64), 1) - 1  # 0..253: subnormals and e = 1 share 0
    v = sig << (s & (LIMB_BITS - 1))  # < 2^55
    sign = 1 - 2 * (x >> 31).astype(np.int64)
    return s >> 5, (v & _LIMB_MASK) * sign, (v >> LIMB_BITS) * sign


def _resolve(a: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Resolve the carries of the limbs `a` in place (the same integers): every limb but the
    top one in 0..2^32-1, the top one signed (the value is negative exactly when it is)."""
    for k in range(a.shape[0] - 1):
        a[k + 1] += a[k] >> LIMB_BITS  # arithmetic shift: floor, also for negative limbs
        a[k] &= _LIMB_MASK
    return a


def _take(limbs: npt.NDArray[np.int64], k: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Per element j, ``limbs[k[j], j]``."""
    return np.take_along_axis(limbs, k[None, :], axis=0)[0]


def _bits_at(
    mag: npt.NDArray[np.int64], pos: npt.NDArray[np.int64], width: int
) -> npt.NDArray[np.int64]:
    """Per element, bits ``pos .. pos+width-1`` of the magnitude (width <= 32): from the limb
    holding `pos` and the one above it. `mag` has a zero limb on top."""
    q, r = pos >> 5, pos & (LIMB_BITS - 1)
    above = (_take(mag, q + 1) & ((1 << r) - 1)) << (LIMB_BITS - r)  # < 2^32: no overflow
    return ((_take(mag, q) >> r) | above) & ((1 << width) - 1)


def _any_below(mag: npt.NDArray[np.int64], pos: npt.NDArray[np.int64]) -> BoolArray:
    """Per element, whether any bit of the magnitude below bit `pos` is set (the sticky)."""
    q, r = pos >> 5, pos & (LIMB_BITS - 1)
    nonzero = np.logical_or.accumulate(mag != 0, axis=0)
    lower = np.where(q > 0, _take(nonzero, np.maximum(q - 1, 0)), False)
    return lower | ((_take(mag, q) & ((1 << r) - 1)) != 0)


def _leading_one(mag: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Per element, the position of the magnitude's highest set bit (-1 for zero)."""
    nonzero = mag != 0
    top = mag.shape[0] - 1 - np.argmax(nonzero[::-1], axis=0)
    # a limb is < 2^32, exact in float64, so frexp's exponent is its bit length
    length = np.frexp(_take(mag, top).astype(np.float64))[1].astype(np.int64)
    return np.where(nonzero.any(axis=0), LIMB_BITS * top + length - 1, -1)


def _round_magnitude(mag: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Bit patterns (sign clear) of the magnitudes `mag` (resolved limbs with a zero limb on
    top) rounded to binary32, RNE, Inf on overflow.

    A magnitude below 2^24 (units of 2^-149) is exact and its bit pattern is the magnitude
    itself (subnormals, and exponent 1 whose hidden bit is the exponent's low bit). Above,
    the significand is the 24 bits from the leading one down, at ``shift`` = position - 23,
    and the bit pattern is ``shift << 23`` plus that significand (biased exponent shift + 1).
    """
    shift = np.maximum(_leading_one(mag) - (_SIG_BITS - 1), 0)
    sig = _bits_at(mag, shift, _SIG_BITS)
    below = np.maximum(shift - 1, 0)
    round_bit = (_bits_at(mag, below, 1) == 1) & (shift > 0)
    sticky = _any_below(mag, below)
    up = round_bit & (sticky | ((sig & 1) == 1))
    pattern = (shift << 23) + sig + up
    return np.minimum(pattern, POS_INF)


class ExactAcc:
    """A streaming exact accumulator over `n_elems` elements, as a switch keeps one per
    aggregate: `add` one contribution at a time, `result` at any point.

    State: `limbs`, the ``(LIMBS, n_elems)`` int64 limbs with deferred carries (limb k
    weighs 2^(32k - 149)); `count`, the contributions added; and the sticky per-element
    flags `nan`, `pinf`, `ninf`, `all_negzero` (at least one contribution, and every one
    was -0) and `any_contrib`. At most ``2**guard_bits`` contributions (ValueError beyond),
    `guard_bits` in 0..MAX_GUARD_BITS.
    """

    def __init__(self, n_elems: int, guard_bits: int = GUARD_BITS) -> None:
        if n_elems < 0:
            raise ValueError(f"n_elems must be >= 0, got {n_elems}")
        if not 0 <= guard_bits <= MAX_GUARD_BITS:
            raise ValueError(f"guard_bits must be in 0..{MAX_GUARD_BITS}, got {guard_bits}")
        self.n_elems = n_elems
        self.max_contributions = 2**guard_bits
        self.count = 0
        self.limbs = np.zeros((LIMBS, n_elems), dtype=np.int64)
        self.nan = np.zeros(n_elems, dtype=bool)
        self.pinf = np.zeros(n_elems, dtype=bool)
        self.ninf = np.zeros(n_elems, dtype=bool)
        self.all_negzero = np.zeros(n_elems, dtype=bool)
        self.any_contrib = np.zeros(n_elems, dtype=bool)

    def add(self, bits_array: npt.ArrayLike) -> None:
        """Add one contribution: `n_elems` binary32 bit patterns."""
        x = _as_bits(bits_array, self.n_elems)
        if self.count >= self.max_contributions:
            raise ValueError(
                f"more than {self.max_contributions} contributions: the "
                f"accumulator's guard bits cover no more"
            )
        self._flag(x)
        q, lo, hi = _aligned(x)
        flat = self.limbs.reshape(-1)  # a view: limb k of element j at k * n_elems + j
        at = q * self.n_elems + np.arange(self.n_elems)
        flat[at] += lo  # each element once: no repeated index, so += is exact
        flat[at + self.n_elems] += hi
        self.count += 1

    def _flag(self, x: U32Array) -> None:
        magnitude = x & 0x7FFF_FFFF
        self.nan |= magnitude > POS_INF
        self.pinf |= x == POS_INF
        self.ninf |= x == NEG_INF
        self.all_negzero = (self.all_negzero | ~self.any_contrib) & (x == NEG_ZERO)
        self.any_contrib[:] = True

    def result(self) -> U32Array:
        """The exact sum so far, rounded once to binary32 (RNE), special rules applied."""
        mag = np.zeros((LIMBS + 1, self.n_elems), dtype=np.int64)  # a zero limb on top,
        mag[:LIMBS] = self.limbs  # for _bits_at; the copy leaves the state as it was
        _resolve(mag)
        negative = mag[-1] < 0
        np.negative(mag, out=mag, where=negative)  # in place: no second copy of the limbs
        _resolve(mag)
        pattern = _round_magnitude(mag) | (negative.astype(np.int64) << 31)
        pattern[self.all_negzero] = NEG_ZERO  # the integer is 0 there: only -0 was added
        pattern[self.pinf] = POS_INF
        pattern[self.ninf] = NEG_INF
        pattern[self.nan | (self.pinf & self.ninf)] = CANONICAL_NAN
        return pattern.astype(np.uint32)

    def merge(self, other: ExactAcc) -> ExactAcc:
        """A new accumulator holding both states: what one accumulator would hold after
        every contribution of `self` and of `other` (a pairwise tree of accumulators,
        merged state with state, no rounding between). The limbs add as integers (each
        limb has gained at most 2^32 - 1 per contribution, so the deferred-carry bound
        holds for the merged count); the sticky flags combine. Neither input changes.
        ValueError when the element counts differ or the merged count exceeds the
        accumulator's ``2**guard_bits``."""
        if other.n_elems != self.n_elems:
            raise ValueError(f"merging {other.n_elems} elements into {self.n_elems}")
        if self.count + other.count > self.max_contributions:
            raise ValueError(
                f"more than {self.max_contributions} contributions: the "
                f"accumulator's guard bits cover no more"
            )
        out = ExactAcc(self.n_elems, self.max_contributions.bit_length() - 1)
        out.count = self.count + other.count
        out.limbs = self.limbs + other.limbs
        out.nan = self.nan | other.nan
        out.pinf = self.pinf | other.pinf
        out.ninf = self.ninf | other.ninf
        out.any_contrib = self.any_contrib | other.any_contrib
        out.all_negzero = ((self.all_negzero | ~self.any_contrib)
                           & (other.all_negzero | ~other.any_contrib) & out.any_contrib)
        return out


def exact_sum(
    contribs: npt.ArrayLike | Sequence[npt.ArrayLike],
    n_elems: int | None = None,
    guard_bits: int = GUARD_BITS,
) -> U32Array:
    """The exact sum of the contributions, rounded once: see the module docstring.

    `contribs` is an ``(n_contrib, n_elems)`` array of bit patterns or a sequence of 1-D
    arrays; `n_elems` is needed only for an empty sequence (the result is then all +0).
    More than ``2**guard_bits`` contributions raise ValueError before any work.
    """
    if isinstance(contribs, np.ndarray):
        if contribs.ndim != 2:
            raise ValueError(f"contributions must be (n_contrib, n_elems), got {contribs.shape}")
        rows: Sequence[npt.ArrayLike] = contribs
        width = contribs.shape[1]
    else:
        rows = [np.asarray(r) for r in contribs]
        width = rows[0].size if rows else n_elems
    if width is None:
        raise ValueError("no contributions: pass n_elems")
    if n_elems is not None and n_elems != width:
        raise ValueError(f"contributions have {width} elements, n_elems is {n_elems}")
    if len(rows) > 2**guard_bits:
        raise ValueError(
            f"{len(rows)} contributions: more than the {2**guard_bits} that "
            f"{guard_bits} guard bits cover"
        )
    acc = ExactAcc(width, guard_bits)
    for row in rows:
        acc.add(row)
    return acc.result()


# ---------------------------------------------------------------- distance in ULPs


def ordered(bits_array: npt.ArrayLike) -> npt.NDArray[np.int64]:
    """Each binary32 bit pattern as an integer in the order of the values: the pattern
    itself for a positive sign, minus its magnitude bits for a negative one. +0 and -0 both
    give 0, the smallest subnormals +-1, the largest finite values +-(2^31 - 2^23 - 1) and
    the infinities one beyond them; consecutive binary32 values give consecutive integers.
    NaN patterns are refused (ValueError): they have no place in the order."""
    x = np.asarray(bits_array)
    if x.size and x.dtype.kind not in "iu":
        raise TypeError(f"bit patterns are integers, got {x.dtype}")
    x = x.astype(np.int64)
    if x.size and (int(x.min()) < 0 or int(x.max()) > 0xFFFF_FFFF):
        raise ValueError("a bit pattern does not fit 32 bits")
    magnitude = x & 0x7FFF_FFFF
    if bool((magnitude > POS_INF).any()):
        raise ValueError("a NaN has no distance in ULPs")
    return np.where(x >> 31 == 1, -magnitude, magnitude)


def ulp_distance(a: npt.ArrayLike, b: npt.ArrayLike) -> npt.NDArray[np.int64]:
    """Elementwise distance in ULPs between two arrays of binary32 bit patterns: how many
    binary32 values lie between a and b, counting one of the ends (|ordered(a) -
    ordered(b)|). 0 for equal values (+0 and -0 included), 1 for neighbours, the sign
    crossing counted through zero (the smallest subnormals +-2^-149 are 2 apart), Inf one
    beyond the largest finite value. NaNs are refused (ValueError): mask them first."""
    return np.abs(ordered(a) - ordered(b))
