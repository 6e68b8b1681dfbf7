"""lzc: leading-zero counter of ``{x, 1'b1}``, a balanced tree of 2:1 muxes.

Ports
-----
x        in   [W-2:0] word, W a power of two >= 2 (so x is 1, 3, 7, 15, 31, ... bits)
count    out  [log2(W)-1:0] number of leading zeros of x; W-1 when x == 0

The sentinel one below x makes the word never zero, so no "all zero" output is needed:
a count of W-1 means x is zero. Each tree level combines two halves: if the upper half
holds a one its count is taken, else the lower half's count with the next bit set.
It is a tree of small blocks rather than a loop over bit indices so that every width in
the converted Verilog is explicit (a loop index is a 32-bit integer, which Verilator's
-Wall reports as a width mismatch), and the nodes index bits of the whole x rather than
take slices of it (MyHDL cannot convert a slice of a slice of a ConcatSignal).
"""

from myhdl import Signal, always_comb, block, intbv


@block
def lzc(x, count):
    """Leading zeros of x (with a one below it); see the module docstring."""
    width = len(x) + 1
    if width < 2 or width & (width - 1):
        raise ValueError(f"lzc: len(x) + 1 = {width} is not a power of two >= 2")
    if len(count) != width.bit_length() - 1:
        raise ValueError(f"lzc: count must be {width.bit_length() - 1} bits wide")
    return _lzc_node(x, 0, width, count, None)


@block
def _lzc_node(x, base, width, count, valid):
    """Count over bits [base+width-1 : base] of {x, 1'b1} (bit i of it is x[i-1]).
    ``valid`` (that range holds a one) is made only where a parent reads it."""
    if width == 2:
        hi_bit = base  # {x, 1}[base + 1] is x[base]
        if valid is None:

            @always_comb
            def leaf():
                count.next = not x[hi_bit]

            return leaf

        lo_bit = base - 1  # >= 0: the node holding the sentinel never has valid read

        @always_comb
        def leaf_valid():
            count.next = not x[hi_bit]
            valid.next = x[hi_bit] | x[lo_bit]

        return leaf_valid

    half = width // 2
    bits = len(count) - 1
    c_hi, c_lo = Signal(intbv(0)[bits:]), Signal(intbv(0)[bits:])
    v_hi = Signal(bool(0))  # the combination reads the upper half's valid only
    v_lo = Signal(bool(0)) if valid is not None else None
    hi = _lzc_node(x, base + half, half, c_hi, v_hi)
    lo = _lzc_node(x, base, half, c_lo, v_lo)

    @always_comb
    def combine():
        if v_hi:
            count.next[bits] = 0
            count.next[bits:] = c_hi
        else:
            count.next[bits] = 1
            count.next[bits:] = c_lo

    if valid is None:
        return hi, lo, combine

    @always_comb
    def any_one():
        valid.next = v_hi | v_lo

    return hi, lo, combine, any_one
