"""The compiled hot paths (iswitch/native): its fp32 add against the adder's golden model,
bit for bit (NaN payloads, subnormals, signed zeros, the TestFloat level-1 vectors), also
when the calling thread flushes subnormals; the build (cached, keyed, deterministic, no fast
math); the checks of the arguments before a call.

The data plane built on it is checked against golden/accel_model.py in
tests/test_switchd_model.py; the worker's loop in tests/test_torch_client.py.
"""

from __future__ import annotations

import ctypes
import re
from pathlib import Path

import numpy as np
import pytest
import torch

from golden import fold as golden_fold
from golden.fp32 import (
    directed_arrays,
    f32_add_bits,
    format_mismatches,
    gen_mixed,
    gen_subnormal,
    is_subnormal,
    load_testfloat,
    mismatch_indices,
)
from iswitch import native
from iswitch.util.build import ToolError

SEED = 20260711


def _fold(a: np.ndarray, b: np.ndarray, offset: int = 0) -> np.ndarray:
    """`native.fold` (`isw_fold`) of bit patterns: acc = a (first operand), x = b laid
    out `offset` bytes into a buffer (the payload of a datagram is not 4-byte aligned)."""
    acc = np.ascontiguousarray(a, np.uint32).view(np.float32).copy()
    raw = np.zeros(offset + 4 * len(b), np.uint8)
    raw[offset:] = np.ascontiguousarray(b, "<u4").view(np.uint8)
    native.fold(acc, raw[offset:])
    return acc.view(np.uint32)


def _same(a: np.ndarray, b: np.ndarray, got: np.ndarray) -> None:
    want = f32_add_bits(a, b)
    bad = mismatch_indices(want, got)
    assert not len(bad), f"{len(bad)} mismatches\n" + format_mismatches(a, b, want, got, bad)


@pytest.mark.parametrize("offset", [0, 2, 22])
def test_fold_random_pairs_bit_exact(offset: int) -> None:
    """200,000 pairs of the four random classes (NaN payloads, infinities, near
    cancellation, every exponent difference, subnormals), x at any alignment."""
    print(f"seed {SEED}")
    a, b = gen_mixed(np.random.default_rng(SEED), 200_000)
    _same(a, b, _fold(a, b, offset))


def test_fold_of_contributions_matches_golden_fold() -> None:
    """Segments of 360 elements folded from 2-8 contributions in a given order with
    `native.fold` (the first taken as is) against `golden.fold.fold_in_order` (torch plus
    the x86 NaN rule), segment by segment, as bit patterns."""
    print(f"seed {SEED + 3}")
    rng = np.random.default_rng(SEED + 3)
    for seg in range(40):
        n = int(rng.integers(2, 9))
        a, b = gen_mixed(rng, 360 * n)
        c = np.where(rng.integers(0, 2, 360 * n) == 0, a, b).astype(np.uint32).reshape(n, 360)
        order = rng.permutation(n).tolist()
        acc = c[order[0]].copy()
        for i in order[1:]:
            acc = _fold(acc, c[i])
        want = golden_fold.fold_in_order([torch.from_numpy(x.view(np.int32).copy()).view(
            torch.float32) for x in c], order)
        want_bits = want.view(torch.int32).numpy().view(np.uint32)
        assert np.array_equal(acc, want_bits), f"segment {seg} (order {order})"


@pytest.mark.parametrize("bit", [0, 22, 23, 31])
def test_fold_comparison_catches_a_one_bit_fault(bit: int) -> None:
    """The comparison of the fold tests is not vacuous: one flipped bit in one lane of
    `native.fold`'s result fails it."""
    print(f"seed {SEED + 2}")
    rng = np.random.default_rng(SEED + 2)
    a, b = gen_mixed(rng, 1000)
    got = _fold(a, b)
    _same(a, b, got)
    got[int(rng.integers(len(got)))] ^= np.uint32(1 << bit)
    with pytest.raises(AssertionError, match="1 mismatches"):
        _same(a, b, got)


def test_fold_directed_and_testfloat_bit_exact() -> None:
    """The directed corners (both-NaN: the first operand's NaN, quieted; inf + -inf: the
    default NaN; rounding cases) and all TestFloat level-1 vectors, both operand orders."""
    _names, a, b = directed_arrays()
    _same(a, b, _fold(a, b))
    _same(b, a, _fold(b, a))
    ta, tb, want = load_testfloat()
    got = _fold(ta, tb)
    # TestFloat's own results agree wherever no NaN is involved (its NaN payload differs)
    finite = ~np.isnan(want.view(np.float32))
    assert (got[finite] == want[finite]).all()
    _same(ta, tb, got)


def test_fold_nan_payloads_both_orders() -> None:
    """Every combination of quiet/signalling NaNs with distinct payloads and signs: the
    stored sum's NaN wins, quieted; a single NaN propagates quieted."""
    nans = np.array([0x7FC00001, 0xFFC12345, 0x7F800001, 0xFF812345, 0x7FBFFFFF],
                    np.uint32)
    others = np.array([0, 0x80000000, 0x3F800000, 0x7F800000, 0xFF800000, 0x00000001],
                      np.uint32)
    pool = np.concatenate([nans, others])
    a, b = (x.reshape(-1) for x in np.meshgrid(pool, pool))
    _same(a, b, _fold(a, b))


def test_fold_keeps_subnormals_when_the_thread_flushes_them() -> None:
    """A thread with flush-to-zero / denormals-are-zero on (torch.set_flush_denormal) gets
    the accelerator's result all the same: the library runs in the default environment."""
    print(f"seed {SEED + 1}")
    a, b = gen_subnormal(np.random.default_rng(SEED + 1), 50_000)
    want = f32_add_bits(a, b)  # (computed before the flush mode is on: numpy would flush)
    assert is_subnormal(want).sum() > 1000
    if not torch.set_flush_denormal(True):
        pytest.skip("this CPU has no flush-to-zero mode")
    try:
        flushed = (a.view(np.float32) + b.view(np.float32)).view(np.uint32)
        assert (flushed != want).any(), "the thread does not flush: the test proves nothing"
        got = _fold(a, b)
        after = (a.view(np.float32) + b.view(np.float32)).view(np.uint32)
    finally:
        torch.set_flush_denormal(False)
    assert not len(mismatch_indices(want, got))
    assert (after == flushed).all(), "the library changed the thread's floating-point mode"


def test_build_is_cached_keyed_and_exact_math() -> None:
    so = native.build()
    assert so == native.build() and so.exists()
    assert so.parent.name.startswith("native-") and so.parent.parent.name == "compiled_tb"
    log = (so.parent / "build.log").read_text().split("\n", 1)[0]
    for flag in ("-fno-fast-math", "-ffp-contract=off"):
        assert flag in log.split()
    for flag in ("-ffast-math", "-Ofast", "-funsafe-math-optimizations", "-ffinite-math-only"):
        assert flag not in log.split()
    for name, struct in (("plane", native._Plane), ("serve", native._Serve),
                         ("flow_io", native._FlowIo)):
        f = getattr(native.lib(), f"isw_sizeof_{name}")
        f.restype = ctypes.c_int64
        assert f() == ctypes.sizeof(struct)


def test_build_is_deterministic(tmp_path: Path) -> None:
    """Two builds from the same sources give the same library, byte for byte."""
    a, b = native.build(tmp_path / "a"), native.build(tmp_path / "b")
    assert a != b and a.read_bytes() == b.read_bytes()


_ACC = np.zeros(8, np.float32)
_X = np.zeros(32, np.uint8)


@pytest.mark.parametrize(("acc", "x", "error", "match"), [
    (np.zeros(8, np.float64), _X, TypeError, "acc must be a float32 numpy array, got a 1-D "
     "float64"),
    ([0.0] * 8, _X, TypeError, "acc must be a float32 numpy array, got list"),
    (np.zeros(16, np.float32)[::2], _X, ValueError, "acc must be C-contiguous"),
    (np.frombuffer(bytes(32), np.float32), _X, ValueError, "and writable"),
    (_ACC, _X.view(np.float32), TypeError, "x must be a uint8 numpy array"),
    (_ACC, bytes(32), TypeError, "x must be a uint8 numpy array .* got bytes"),
    (_ACC, _X[:31], ValueError, "x must be 32 contiguous bytes .* got 31"),
    (_ACC, np.zeros(64, np.uint8)[::2], ValueError, "got 32 strided"),
])
def test_fold_bad_arguments_are_refused_before_the_call(acc: object, x: object,
                                                        error: type, match: str) -> None:
    """Each kind of bad argument gets its own clear error before the library is called
    (which would read or write wherever the pointers lead)."""
    with pytest.raises(error, match=match):
        native.fold(acc, x)  # type: ignore[arg-type]


def test_a_failing_compiler_gives_one_line_and_no_build(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """A compiler that runs but fails: one line naming its first error and the log; the
    failed build is not marked done (the next caller builds again)."""
    fake = tmp_path / "fake-c++"
    fake.write_text('#!/bin/sh\n[ "$1" = --version ] && { echo fake 1.0; exit 0; }\n'
                    'echo "plane.cpp:1:1: error: no such thing" >&2; exit 1\n')
    fake.chmod(0o755)
    monkeypatch.setenv("CXX", str(fake))
    with pytest.raises(ToolError) as e:
        native.build(tmp_path / "root")
    msg = str(e.value)
    assert "\n" not in msg and "failed (exit 1): plane.cpp:1:1: error: no such thing" in msg
    assert "build.log" in msg
    assert not list((tmp_path / "root").glob("native-*/.done"))


@pytest.mark.parametrize("cxx", ["/nonexistent/c++", "false"])
def test_a_missing_compiler_gives_one_line(cxx: str, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CXX", cxx)
    with pytest.raises(ToolError, match=re.escape(f"C++ compiler '{cxx}' not runnable")) as e:
        native.build(tmp_path)
    assert "\n" not in str(e.value)
