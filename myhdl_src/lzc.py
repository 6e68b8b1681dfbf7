"""lzc: leading-zero counter as a balanced tree (log2(width) levels of 2:1 muxes).

Ports
-----
x        in   [W-1:0] word, W a power of two >= 2
count    out  [log2(W)-1:0] number of leading zeros of x (don't care when x == 0)
valid    out  x != 0; pass None where nobody reads it (no logic is made for it then)

Each level combines two halves: if the upper half has a one its count is taken, else the
lower half's count with the next bit set. Written as a tree of small blocks rather than a
loop over bit indices so that every width in the converted Verilog is explicit (a loop
index is a 32-bit integer, which Verilator's -Wall reports as a width mismatch).
"""

from myhdl import Signal, always_comb, block, intbv


@block
def lzc(x, count, valid):
    """Leading zeros of x; see the module docstring."""
    width = len(x)
    if width < 2 or width & (width - 1):
        raise ValueError(f"lzc: width {width} is not a power of two >= 2")
    if len(count) != width.bit_length() - 1:
        raise ValueError(f"lzc: count must be {width.bit_length() - 1} bits wide")
    return _lzc_node(x, 0, width, count, valid)


@block
def _lzc_node(x, base, width, count, valid):
    """Leading zeros of x[base+width-1 : base]. The nodes index bits of the whole x rather
    than taking slices of it: MyHDL cannot convert a slice of a ConcatSignal's slice."""
    top = base + width - 1
    if width == 2:
        if valid is None:

            @always_comb
            def leaf():
                count.next = not x[top]

        else:

            @always_comb
            def leaf():
                count.next = not x[top]
                valid.next = x[top] | x[base]

        return leaf

    half = width // 2
    bits = len(count) - 1
    c_hi, c_lo = Signal(intbv(0)[bits:]), Signal(intbv(0)[bits:])
    v_hi = Signal(bool(0))  # the combination needs the upper half's valid only
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
