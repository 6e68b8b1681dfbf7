"""The accelerator's fp32 add over numpy arrays, fast and bit-exact.

numpy's float32 ``+`` is IEEE-754 binary32 round to nearest even with subnormals, and a
NaN operand propagates quieted, as the accelerator's adder does (golden/fold.py,
golden/fp32.py). What numpy does *not* keep is which NaN wins when both operands are NaN:
its SIMD loops take the first or the second operand depending on the array length, the
alignment and whether the output aliases an input (on this project's x86 host a 360-element
``a + b`` returns b's NaN in the last lane, a 16-element one a's). The hardware rule is the
first operand (the stored sum), quieted. `add_into` therefore adds with numpy and then
rewrites exactly the lanes where both operands were NaN. Checking for them costs one
``isnan`` pass over the contribution; NaN-free contributions (all real gradients) stop there.
"""

from __future__ import annotations

import numpy as np

from golden.fp32 import QUIET_BIT


def add_into(acc: np.ndarray, x: np.ndarray) -> None:
    """``acc = acc + x`` elementwise in float32, in place, with the accelerator's NaN rule
    (both NaN: `acc`'s NaN, quieted). `acc` must be a writable float32 array (a view is
    fine), `x` float32 of the same shape."""
    nan_x = np.isnan(x)
    both = None
    if nan_x.any():
        both = nan_x & np.isnan(acc)
        first = acc.view(np.uint32)[both] | QUIET_BIT
    with np.errstate(all="ignore"):
        np.add(acc, x, out=acc)
    if both is not None and len(first):
        acc.view(np.uint32)[both] = first
