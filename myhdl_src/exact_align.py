"""exact_align: one binary32 value as an addend of the exact mode's fixed-point accumulator,
pipelined, II = 1 (issue 22; the exact sum's definition: golden/exact.py).

Every finite binary32 value is an integer multiple of 2^-149: ``x = m * 2^-149`` with
``|m| < 2^277`` (a normal value with biased exponent ``e`` and significand ``S = 2^23 | f``
has ``m = S << (e - 1)``; a subnormal ``m = f``). The accumulator holds a sum of such ``m``
as a two's-complement integer of ``ACC_W`` = 288 bits: 277 magnitude bits, the sign and 10
guard bits, so any sum of up to ``2^GUARD_BITS`` = 1,024 contributions is exact (``N *
(2^277 - 1) < 2^287``); a switch has at most 32 members, so it never gets near. The
accumulator is cut into ``NCHUNK`` = 9 chunks of ``CHUNK_W`` = 32 bits, each with its own
adder and carry (docs/accel.md will describe the accumulator when it is built).

This block gives, for one value, the addend in ones' complement and its carry-in: the
accumulator adds ``out_add + out_cin`` (mod 2^288), which is ``+m`` for a positive value
and ``-m`` for a negative one (``~m + 1``); the carry-in enters chunk 0, whose adder has no
carry from below. So the negation costs an XOR per bit, not a 288-bit carry chain. Zeros
add 0 (a negative zero: ``out_cin`` 0); NaN and the infinities add 0 and raise their flags,
which the accumulator keeps sticky beside the integer (the special-value rules are
golden/exact.py's).

Ports
-----
clk          in   clock
ce           in   clock enable: 1 = every stage advances by one
in_x         in   [31:0] the value (sampled on a rising edge with ce = 1)
out_add      out  [ACC_W-1:0] the addend, ones' complement of ``m`` for a negative value
out_cin      out  1 for a negative nonzero finite value (``out_add + out_cin == -m``)
out_nan      out  the value is a NaN
out_pinf     out  the value is +Inf
out_ninf     out  the value is -Inf
out_negzero  out  the value is -0
             (all outputs LATENCY ce-cycles after the input, registered)

Pipeline (LATENCY = 3), no reset and no valid bit (the data registers need neither; the
user carries a valid bit beside, as fp32_vec_add does for its lanes)::

    stage 1  unpack: the significand S (0 for NaN and the infinities), the shift
             max(e - 1, 0) as a chunk index q (its top 3 bits) and an offset r (its low 5),
             the sign of a nonzero finite value, the flags
    stage 2  S << r: a 55-bit window
    stage 3  the window into chunks q and q + 1, every bit XORed with the sign

Signal names: ``s<k>_`` the registers after stage k; ``op`` the input copied to a plain
wire (a slice of a caller's bus would otherwise be sliced again in the Verilog).
"""

from __future__ import annotations

from myhdl import ConcatSignal, Signal, always, always_comb, block, concat, intbv

from iswitch.wire import EXACT_GUARD_BITS

LATENCY = 3
CHUNK_W = 32
NCHUNK = 9
ACC_W = CHUNK_W * NCHUNK
GUARD_BITS = EXACT_GUARD_BITS
#: magnitude bits of a single value's m (|m| < 2^MAG_W)
MAG_W = 277
WIN_W = 24 + CHUNK_W - 1  # S << r, r < CHUNK_W
PAD_W = 2 * CHUNK_W - WIN_W  # the zero bits above the window's top in its second chunk
assert MAG_W + 1 + GUARD_BITS <= ACC_W
assert (253 >> 5) + 1 < NCHUNK  # the largest shift's window ends in the top chunk


@block
def _chunk(clk, ce, win, q, neg, out, j: int):
    """Chunk ``j`` of the addend: the window's low 32 bits if it starts here (q == j), its
    high bits if it started in the chunk below (q == j - 1), else 0; XORed with ``neg``.
    No window starts in the top chunk (q < 8), and chunk 0 has none below."""
    here, below = j, j - 1
    v = Signal(intbv(0)[CHUNK_W:])

    if j == 0:
        @always_comb
        def pick():
            if q == here:
                v.next = win[CHUNK_W:]
            else:
                v.next = 0
    elif j == NCHUNK - 1:
        @always_comb
        def pick():
            if q == below:
                v.next = concat(intbv(0)[PAD_W:], win[WIN_W:CHUNK_W])
            else:
                v.next = 0
    else:
        @always_comb
        def pick():
            if q == here:
                v.next = win[CHUNK_W:]
            elif q == below:
                v.next = concat(intbv(0)[PAD_W:], win[WIN_W:CHUNK_W])
            else:
                v.next = 0

    @always(clk.posedge)
    def place():
        if ce:
            if neg:
                out.next = ~v
            else:
                out.next = v

    return pick, place


@block
def exact_align(clk, ce, in_x, out_add, out_cin, out_nan, out_pinf, out_ninf, out_negzero):
    """One value as the accumulator's addend; see the module docstring."""
    if len(in_x) != 32 or len(out_add) != ACC_W:
        raise ValueError(f"exact_align: in_x is 32 bits and out_add {ACC_W}")
    op = Signal(intbv(0)[32:])
    x_e = Signal(intbv(0)[8:])  # the biased exponent
    x_f = Signal(intbv(0)[23:])  # the fraction
    x_shift = Signal(intbv(0)[8:])  # max(e - 1, 0)

    @always_comb
    def operand():
        op.next = in_x

    @always_comb
    def fields():
        x_e.next = op[31:23]
        x_f.next = op[23:0]

    @always_comb
    def shift_of():
        if x_e != 0:
            x_shift.next = x_e - 1
        else:
            x_shift.next = 0

    s1_sig = Signal(intbv(0)[WIN_W:])  # S (0 for NaN and inf), as wide as the window
    s1_q = Signal(intbv(0)[3:])  # the shift's chunk
    s1_r = Signal(intbv(0)[5:])  # the shift within it
    s1_neg = Signal(bool(0))  # negative, finite and nonzero
    s1_nan, s1_pinf, s1_ninf, s1_nz = (Signal(bool(0)) for _ in range(4))

    @always(clk.posedge)
    def unpack():
        if ce:
            special = x_e == 0xFF
            if special:
                s1_sig.next = 0
            else:
                s1_sig.next = concat(intbv(0)[WIN_W - 24:], x_e != 0, x_f)
            s1_q.next = x_shift[8:5]
            s1_r.next = x_shift[5:]
            s1_neg.next = op[31] and not special and op[31:0] != 0
            s1_nan.next = special and x_f != 0
            s1_pinf.next = special and x_f == 0 and not op[31]
            s1_ninf.next = special and x_f == 0 and op[31]
            s1_nz.next = op[31] and op[31:0] == 0

    s2_win = Signal(intbv(0)[WIN_W:])
    s2_q = Signal(intbv(0)[3:])
    s2_neg = Signal(bool(0))
    s2_nan, s2_pinf, s2_ninf, s2_nz = (Signal(bool(0)) for _ in range(4))

    @always(clk.posedge)
    def shift_in():
        if ce:
            s2_win.next = s1_sig << s1_r
            s2_q.next = s1_q
            s2_neg.next = s1_neg
            s2_nan.next = s1_nan
            s2_pinf.next = s1_pinf
            s2_ninf.next = s1_ninf
            s2_nz.next = s1_nz

    chunks = [Signal(intbv(0)[CHUNK_W:]) for _ in range(NCHUNK)]
    place = [_chunk(clk, ce, s2_win, s2_q, s2_neg, chunks[j], j) for j in range(NCHUNK)]
    add = ConcatSignal(*reversed(chunks))

    @always(clk.posedge)
    def flags():
        if ce:
            out_cin.next = s2_neg
            out_nan.next = s2_nan
            out_pinf.next = s2_pinf
            out_ninf.next = s2_ninf
            out_negzero.next = s2_nz

    @always_comb
    def addend():
        out_add.next = add

    return operand, fields, shift_of, unpack, shift_in, place, flags, addend
