"""exact_acc: one update of the exact mode's accumulator, in carry-save form, II = 1 (issue
22; the addend: myhdl_src/exact_align.py; the sum's definition: golden/exact.py).

The accumulator of one element is ``NCHUNK`` = 9 chunks of ``CHUNK_W`` = 32 bits and one
pending carry per chunk: its value is ``V = sum_i chunk_i * 2^(32 i) + sum_i carry_i *
2^(32 i)`` modulo 2^288, read as a two's-complement integer (the exact sum times 2^149).
An update adds an addend and its carry-in (exact_align's ``out_add`` and ``out_cin``, so
``+m`` or ``-m``) with nine independent 32-bit additions: chunk ``i`` takes its own chunk,
the addend's and its pending carry; the carry out of chunk ``i`` becomes the pending carry
of chunk ``i + 1`` (out of the top chunk it is dropped: arithmetic modulo 2^288), and the
addend's carry-in becomes chunk 0's. So no path is longer than one 32-bit carry chain,
whatever the accumulator's width; the carries are resolved once, when the sum is read
(exact_round). ``first`` starts a sum: the state is the addend alone.

The special-value flags ride beside the integer, sticky: NaN, +Inf, -Inf OR over the
contributions; "every contribution was -0" AND (golden/exact.py's rules decide the result
from them at read-out).

Ports
-----
clk           in   clock
ce            in   clock enable: 1 = the update is taken (registered)
first         in   1: the state is the addend alone (``in_*`` ignored)
in_chunks     in   [ACC_W-1:0] the state read: chunk i = bits 32 i + 31 .. 32 i
in_carries    in   [NCHUNK-1:0] its pending carries (bit i: +2^(32 i))
in_nan, in_pinf, in_ninf, in_allnz
              in   its flags
add, cin      in   [ACC_W-1:0], 1 bit: the addend and its carry-in (exact_align)
a_nan, a_pinf, a_ninf, a_negzero
              in   the contribution's flags (exact_align)
out_chunks, out_carries, out_nan, out_pinf, out_ninf, out_allnz
              out  the state after the update, LATENCY ce-cycles later (registered)

LATENCY = 1; no reset and no valid bit (the user carries a valid bit and the write enable).

Signal names: each chunk is a ``_chunk_add`` instance (``a``, ``b`` its operands, ``s``
their sum); ``co`` the carries out of the chunks (``co[i]``: out of chunk i), ``c0``
chunk 0's pending carry.
"""

from __future__ import annotations

from myhdl import ConcatSignal, Signal, always, always_comb, block, concat, intbv, modbv

from .exact_align import ACC_W, CHUNK_W, NCHUNK

LATENCY = 1


@block
def _chunk_add(clk, ce, first, acc, add, carries, out, co, k: int):
    """Chunk ``k`` (bits ``[32 k + 32, 32 k)``): ``out = add`` when ``first``, else the low
    32 bits of ``acc + add + carries[k]``; ``co`` its carry out (0 when ``first``; None for
    the top chunk, whose carry out is dropped)."""
    lo = CHUNK_W * k
    hi = lo + CHUNK_W
    a = Signal(intbv(0)[CHUNK_W:])
    b = Signal(intbv(0)[CHUNK_W:])

    @always_comb
    def operands():
        a.next = acc[hi:lo]
        b.next = add[hi:lo]

    if co is None:  # modulo 2^32: no carry out is formed
        s = Signal(modbv(0)[CHUNK_W:])

        @always_comb
        def sum_of():
            s.next = a + b + carries[k]
    else:
        s = Signal(intbv(0)[CHUNK_W + 1:])

        @always_comb
        def sum_of():
            s.next = concat(intbv(0)[1:], a) + b + carries[k]

    if co is None:  # the top chunk: its carry out is dropped (modulo 2^288)
        @always(clk.posedge)
        def update():
            if ce:
                if first:
                    out.next = b
                else:
                    out.next = s
    else:
        @always(clk.posedge)
        def update():
            if ce:
                if first:
                    out.next = b
                    co.next = 0
                else:
                    out.next = s[CHUNK_W:]
                    co.next = s[CHUNK_W]

    return operands, sum_of, update


@block
def exact_acc(clk, ce, first, in_chunks, in_carries, in_nan, in_pinf, in_ninf, in_allnz,
              add, cin, a_nan, a_pinf, a_ninf, a_negzero, out_chunks, out_carries, out_nan,
              out_pinf, out_ninf, out_allnz):
    """One accumulator update; see the module docstring."""
    if len(in_chunks) != ACC_W or len(add) != ACC_W or len(out_chunks) != ACC_W \
            or len(in_carries) != NCHUNK or len(out_carries) != NCHUNK:
        raise ValueError(f"exact_acc: chunks are {ACC_W} bits and carries {NCHUNK}")
    chunks = [Signal(intbv(0)[CHUNK_W:]) for _ in range(NCHUNK)]
    co = [Signal(bool(0)) for _ in range(NCHUNK - 1)]  # carry out of chunk i (registered)
    c0 = Signal(bool(0))  # chunk 0's pending carry after the update: the carry-in

    adds = [_chunk_add(clk, ce, first, in_chunks, add, in_carries, chunks[i],
                       co[i] if i < NCHUNK - 1 else None, i) for i in range(NCHUNK)]

    @always(clk.posedge)
    def flags():
        if ce:
            c0.next = cin
            if first:
                out_nan.next = a_nan
                out_pinf.next = a_pinf
                out_ninf.next = a_ninf
                out_allnz.next = a_negzero
            else:
                out_nan.next = in_nan or a_nan
                out_pinf.next = in_pinf or a_pinf
                out_ninf.next = in_ninf or a_ninf
                out_allnz.next = in_allnz and a_negzero

    all_chunks = ConcatSignal(*reversed(chunks))
    # carry i + 1 is chunk i's carry out; chunk 8's is dropped (modulo 2^288)
    all_carries = ConcatSignal(*reversed(co), c0)

    @always_comb
    def outputs():
        out_chunks.next = all_chunks
        out_carries.next = all_carries

    return adds, flags, outputs
