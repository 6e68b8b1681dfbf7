"""Checks of the values a caller hands the library, one wording for all of them.

The worker library, the codecs and the command-line types (`iswitch.util.cli`) check what they
are given with these functions at their boundary, so every refusal reads the same way:
``<name> must be an integer in <lo>..<hi>, got <value>``. Each returns the value in its
canonical form (a Python int, a float, an immutable copy of bytes): a caller's mutable
buffer is never kept.
"""

from __future__ import annotations

import math
import numbers


def int_in(name: str, value: object, lo: int, hi: int | None = None) -> int:
    """`value` as an int in ``lo..hi`` (no upper bound if `hi` is None); TypeError for a
    non-integer (bool and float included: 2.0 would hide a unit mistake), ValueError for
    one out of range."""
    if type(value) is int:  # the common case, without the ABC check
        v = value
    elif isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(f"{name} must be an integer, got {type(value).__name__} {value!r}")
    else:
        v = int(value)
    if v < lo or (hi is not None and v > hi):
        raise ValueError(f"{name} must be {range_text(lo, hi)}, got {v}")
    return v


def uint(name: str, value: object, bits: int) -> int:
    """`value` as an unsigned integer of `bits` bits (a header field of that width)."""
    return int_in(name, value, 0, (1 << bits) - 1)


def range_text(lo: float, hi: float | None, *, lo_open: bool = False,
               hi_open: bool = False, integer: bool = True) -> str:
    """The accepted range in words: 'an integer in 0..255', 'a number in [0, 1)', ..."""
    if integer:
        return f"an integer >= {lo}" if hi is None else f"an integer in {lo}..{hi}"
    if hi is None:
        return f"a number {'>' if lo_open else '>='} {lo:g}"
    return f"a number in {'(' if lo_open else '['}{lo:g}, {hi:g}{')' if hi_open else ']'}"


def float_in(name: str, value: object, lo: float, hi: float | None = None, *,
             lo_open: bool = False, hi_open: bool = False) -> float:
    """`value` as a finite float in the interval (closed unless `lo_open` / `hi_open`; no
    upper bound if `hi` is None)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{name} must be a number, got {type(value).__name__} {value!r}")
    v = float(value)
    ok = math.isfinite(v) and (v > lo if lo_open else v >= lo)
    if hi is not None:
        ok = ok and (v < hi if hi_open else v <= hi)
    if not ok:
        raise ValueError(f"{name} must be "
                         f"{range_text(lo, hi, lo_open=lo_open, hi_open=hi_open, integer=False)}"
                         f", got {value!r}")
    return v


def byte_len(name: str, value: object) -> int:
    """The length in bytes of a bytes-like `value` (bytes, bytearray, memoryview); TypeError
    for anything else (`bytes(5)` would make five zero bytes out of an int)."""
    if isinstance(value, bytes | bytearray):
        return len(value)
    if isinstance(value, memoryview):
        return value.nbytes
    raise TypeError(f"{name} must be bytes, got {type(value).__name__}")


def copy_bytes(name: str, value: object) -> bytes:
    """An immutable copy of a bytes-like `value` (the caller may reuse its buffer)."""
    byte_len(name, value)
    return value if isinstance(value, bytes) else bytes(value)  # type: ignore[arg-type]


def number(name: str, value: object) -> float:
    """`value` as a float (any real number, NaN and infinities included)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{name} must be a number, got {type(value).__name__} {value!r}")
    return float(value)


def exact_bytes(name: str, value: object, n: int) -> bytes:
    """`value` (bytes, bytearray, memoryview) as `n` bytes, copied."""
    if type(value) is bytes and len(value) == n:  # immutable already: nothing to copy
        return value
    b = copy_bytes(name, value)
    if len(b) != n:
        raise ValueError(f"{name} must be {n} bytes, got {len(b)}")
    return b
