"""The golden fp32 sum: a sequential PyTorch float32 fold in a given order.

The accelerator adds contributions to a segment in arrival order, one elementwise fp32 add
per contribution: ``acc = c0; acc = acc + c1; acc = acc + c2; ...`` with the stored sum as
the adder's first operand (lane input ``in_a``) and the new contribution as the second
(``in_b``). Summation order changes results bitwise (docs/float32 facts), so the golden sum
is exactly this fold, never ``torch.sum``.

NaN rule (decision): the hardware adder follows x86 SSE: a NaN operand propagates quieted,
the *first* NaN operand when both are NaN, and inf + -inf gives the default NaN 0xFFC00000.
PyTorch on x86 CPU agrees except when both operands are NaN, where it returns the second
operand's payload. `add_f32` therefore computes the torch add and then rewrites exactly the
lanes where both operands are NaN to the quieted first operand, so the model matches the
hardware bit for bit (NaNs are compared as bit patterns, not by class).

No sockets, no MyHDL, no cocotb: plain functions over CPU float32 tensors.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import torch

QUIET_BIT = 0x0040_0000
_EXP_MASK = 0x7F80_0000
_FRAC_MASK = 0x007F_FFFF


def bits(t: torch.Tensor) -> torch.Tensor:
    """The float32 tensor's bit patterns as int64 in 0..2^32-1 (for exact comparisons)."""
    if t.dtype != torch.float32:
        raise TypeError(f"expected float32, got {t.dtype}")
    return t.contiguous().view(torch.int32).to(torch.int64) & 0xFFFF_FFFF


def from_bits(b: torch.Tensor | Sequence[int]) -> torch.Tensor:
    """float32 tensor with the given bit patterns (ints in 0..2^32-1)."""
    b = torch.as_tensor(b, dtype=torch.int64)
    return ((b + 2**31) % 2**32 - 2**31).to(torch.int32).view(torch.float32)


def is_nan_bits(b: torch.Tensor) -> torch.Tensor:
    """Mask of NaN bit patterns (exponent all ones, fraction nonzero)."""
    return ((b & _EXP_MASK) == _EXP_MASK) & ((b & _FRAC_MASK) != 0)


def add_f32(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """Elementwise fp32 ``a + b`` with the hardware's (x86) NaN rule, on CPU.

    Round to nearest even, subnormals kept (never call `torch.set_flush_denormal`). Where
    both operands are NaN the result is `a` quieted (torch would return `b` quieted).
    """
    if a.dtype != torch.float32 or b.dtype != torch.float32:
        raise TypeError("add_f32 takes float32 tensors")
    if a.shape != b.shape:
        raise ValueError(f"shape mismatch {tuple(a.shape)} vs {tuple(b.shape)}")
    a, b = a.cpu(), b.cpu()
    s = a + b
    both = torch.isnan(a) & torch.isnan(b)  # (a NaN bit pattern is exactly what isnan sees)
    if bool(both.any()):
        sb = torch.where(both, bits(a) | QUIET_BIT, bits(s))
        s = from_bits(sb)
    return s


def fold(contributions: Iterable[torch.Tensor]) -> torch.Tensor:
    """The sequential fp32 fold ``((c0 + c1) + c2) + ...`` in the given order.

    The first contribution is taken as is (not added to +0.0: a lone -0.0 stays -0.0, a
    lone NaN keeps its payload unquieted). Raises ValueError on an empty sequence.
    """
    it = iter(contributions)
    try:
        acc = next(it).cpu().clone()
    except StopIteration:
        raise ValueError("fold of no contributions") from None
    if acc.dtype != torch.float32:
        raise TypeError(f"fold takes float32 tensors, got {acc.dtype}")
    for c in it:
        acc = add_f32(acc, c)
    return acc


def fold_in_order(contributions: Sequence[torch.Tensor], order: Sequence[int]) -> torch.Tensor:
    """`fold` of ``contributions[order[0]], contributions[order[1]], ...``."""
    return fold(contributions[i] for i in order)
