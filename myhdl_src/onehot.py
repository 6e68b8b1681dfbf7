"""onehot_index: the index of the set bit of a one-hot vector (an OR tree per index bit);
onehot_decode: the other way round.

Ports
-----
vec   in   [N-1:0] one-hot (or zero) vector
idx   out  [W-1:0] index of the set bit, 0 when vec is zero; W >= ceil(log2(N))

Index bit k is the OR of the vector bits whose position has bit k set. The masks are
elaboration-time constants, one small combinational block per index bit, so the converted
Verilog needs no loop index (a 32-bit integer that Verilator's -Wall reports when it is
assigned to a narrow signal).

``onehot_decode(idx, vec)``: ``vec[i] = (idx == i)`` for every i in 1 .. len(vec) - 1;
``vec[0]`` is 0 (index 0 means "none"); ``onehot_decode(idx, vec, zero=True)`` decodes
index 0 as well. One comparison with a constant per bit, again
without a loop index, and no variable bit select (which yosys turns into index arithmetic).
"""

from myhdl import ConcatSignal, Signal, always_comb, block


@block
def onehot_index(vec, idx):
    """Index of the set bit of ``vec``; see the module docstring."""
    n, w = len(vec), len(idx)
    if n > 1 << w:
        raise ValueError(f"onehot_index: {w} index bits cannot number {n} positions")
    bits = [Signal(bool(0)) for _ in range(w)]
    ors = [_or_mask(vec, bits[k], sum(1 << i for i in range(n) if i >> k & 1)) for k in range(w)]
    whole = ConcatSignal(*reversed(bits)) if w > 1 else bits[0]

    @always_comb
    def index():
        idx.next = whole

    return ors, index


@block
def _or_mask(vec, bit, mask):
    """bit = OR of the vec bits in ``mask`` (a mask of 0 gives a constant 0)."""

    @always_comb
    def or_mask():
        bit.next = (vec & mask) != 0

    return or_mask


@block
def onehot_decode(idx, vec, zero: bool = False):
    """``vec[i] = (idx == i)`` for i >= 1 (i >= 0 with ``zero``), else ``vec[0] = 0``; see
    the module docstring."""
    n = len(vec)
    if n > 1 << len(idx):
        raise ValueError(f"onehot_decode: {len(idx)} index bits cannot reach {n} positions")
    bits = [Signal(bool(0)) for _ in range(n)]
    eqs = [_eq_const(idx, bits[i], i) for i in range(0 if zero else 1, n)]
    whole = ConcatSignal(*reversed(bits))

    @always_comb
    def decode():
        vec.next = whole

    return eqs, decode


@block
def _eq_const(idx, bit, value):
    """bit = (idx == value), value an elaboration-time constant."""

    @always_comb
    def eq_const():
        bit.next = idx == value

    return eq_const
