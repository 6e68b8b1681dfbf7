"""exact_pair: two binary32 values summed by the exact mode's pipeline, II = 1: the
aligner, the accumulator (a first update, then a second) and the read-out, as a segment
of two contributions goes through them (issue 22).

It is the unit for the exact mode's formal proof: for every pair, the exact sum of two
values rounded once is IEEE-754 binary32 addition, round to nearest, ties to even, so
``out_sum`` must be SMT-LIB's ``fp.add RNE`` of the operands, except that every NaN result
is the exact mode's one canonical NaN (0x7FC00000: golden/exact.py), where fp32_add
follows the x86 rule. The ports are fp32_add's, so iswitch/formal reads it as it reads a
lane; the adder's case split (by exponent difference) does not finish on it, so it has
its own proof, by a cut at the second update's registers (iswitch/formal/exact.py,
docs/adder-exactness.md "The exact pipeline"). tb/exact_pair/ tests it by simulation.

Ports
-----
clk      in   clock
ce       in   clock enable: 1 = every stage advances by one
in_a     in   [31:0] the first contribution (sampled on a rising edge with ce = 1)
in_b     in   [31:0] the second
out_sum  out  [31:0] the exact sum rounded once, LATENCY ce-cycles later (registered)

Pipeline (LATENCY = exact_align's + 2 + exact_round's = 13), no reset and no valid bit::

    exact_align x 2    both operands as addends (a's and b's side by side)
    exact_acc          the state of a alone (``first``); b's addend waits a stage
    exact_acc          that state plus b's addend
    exact_round        the state rounded to binary32

Signal names: ``a_``, ``b_`` an operand's addend and flags; ``s1_`` the first update's
state; ``b1_`` b's addend a stage later; ``s2_`` the second update's state.
"""

from __future__ import annotations

from myhdl import Signal, always, always_comb, block, intbv

from .exact_acc import LATENCY as ACC_LATENCY
from .exact_acc import exact_acc
from .exact_align import ACC_W, NCHUNK, exact_align
from .exact_align import LATENCY as ALIGN_LATENCY
from .exact_round import LATENCY as ROUND_LATENCY
from .exact_round import exact_round

LATENCY = ALIGN_LATENCY + 2 * ACC_LATENCY + ROUND_LATENCY


def _addend():
    return (Signal(intbv(0)[ACC_W:]), *(Signal(bool(0)) for _ in range(5)))


def _state():
    return (Signal(intbv(0)[ACC_W:]), Signal(intbv(0)[NCHUNK:]),
            *(Signal(bool(0)) for _ in range(4)))


@block
def exact_pair(clk, ce, in_a, in_b, out_sum):
    """Two values through the exact pipeline; see the module docstring."""
    if len(in_a) != 32 or len(in_b) != 32 or len(out_sum) != 32:
        raise ValueError("exact_pair: the operands and the sum are 32 bits")
    a_add, a_cin, a_nan, a_pinf, a_ninf, a_nz = _addend()
    b_add, b_cin, b_nan, b_pinf, b_ninf, b_nz = _addend()
    b1_add, b1_cin, b1_nan, b1_pinf, b1_ninf, b1_nz = _addend()
    s1_ch, s1_cy, s1_nan, s1_pinf, s1_ninf, s1_anz = _state()
    s2_ch, s2_cy, s2_nan, s2_pinf, s2_ninf, s2_anz = _state()
    # constants (signals never driven: the converter writes them as constant wires)
    zero_ch, zero_cy, zero_f = Signal(intbv(0)[ACC_W:]), Signal(intbv(0)[NCHUNK:]), \
        Signal(bool(0))
    one, zero = Signal(bool(1)), Signal(bool(0))
    op_a, op_b = Signal(intbv(0)[32:]), Signal(intbv(0)[32:])

    @always_comb
    def operands():
        op_a.next = in_a
        op_b.next = in_b

    align_a = exact_align(clk, ce, op_a, a_add, a_cin, a_nan, a_pinf, a_ninf, a_nz)
    align_b = exact_align(clk, ce, op_b, b_add, b_cin, b_nan, b_pinf, b_ninf, b_nz)
    # the first update: the state is a's addend alone (its state inputs unused)
    first = exact_acc(clk, ce, one, zero_ch, zero_cy, zero_f, zero_f, zero_f, zero_f, a_add,
                      a_cin, a_nan, a_pinf, a_ninf, a_nz, s1_ch, s1_cy, s1_nan, s1_pinf,
                      s1_ninf, s1_anz)

    @always(clk.posedge)
    def wait_b():
        if ce:
            b1_add.next = b_add
            b1_cin.next = b_cin
            b1_nan.next = b_nan
            b1_pinf.next = b_pinf
            b1_ninf.next = b_ninf
            b1_nz.next = b_nz

    second = exact_acc(clk, ce, zero, s1_ch, s1_cy, s1_nan, s1_pinf, s1_ninf, s1_anz, b1_add,
                       b1_cin, b1_nan, b1_pinf, b1_ninf, b1_nz, s2_ch, s2_cy, s2_nan, s2_pinf,
                       s2_ninf, s2_anz)
    rnd = exact_round(clk, ce, s2_ch, s2_cy, s2_nan, s2_pinf, s2_ninf, s2_anz, out_sum)

    return operands, align_a, align_b, first, wait_b, second, rnd
