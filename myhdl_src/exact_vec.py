"""exact_vec: LANES lanes of the exact mode's pipeline over one bus word, the accumulator
state as ports, II = 1 (issue 22): to the exact mode what fp32_vec_add is to the fold mode.

Each lane is an ``exact_align`` (the contribution as an addend), an ``exact_acc`` (one
update of the carry-save state) and an ``exact_round`` (the updated state read out as
binary32). The state lives outside: the user reads an element's state from its RAM into
``st_in`` and writes ``st_out`` back, so one instance serves every element of a segment
buffer. The only logic here is wiring and the state word's packing.

State word (``STATE_W`` = 301 bits a lane; lane i at bits ``[STATE_W i + STATE_W - 1 :
STATE_W i]`` of ``st_in`` and ``st_out``), exact_acc's ports side by side::

    [287:0]    chunks   (CHUNKS_LO, ACC_W bits: chunk j = bits 32 j + 31 .. 32 j)
    [296:288]  carries  (CARRIES_LO, NCHUNK bits: bit j a pending +2^(32 j))
    297        nan      (NAN_BIT)
    298        pinf     (PINF_BIT)
    299        ninf     (NINF_BIT)
    300        allnz    (ALLNZ_BIT: every contribution was -0)

Its value is ``(chunks + sum_j carries[j] 2^(32 j)) mod 2^288``, two's complement: the
exact sum times 2^149 (`state_value`; the flags: golden/exact.py's rules). `pack_state`,
`unpack_state` and `lane_state` are the layout in Python, for the testbenches.

Ports
-----
clk       in   clock
ce        in   clock enable: 1 = every stage advances by one
in_beat   in   [32*LANES-1:0] LANES binary32 contributions, lane i = bits 32 i + 31 .. 32 i;
               sampled at (enabled) edge t
first     in   1: the state is this contribution alone (st_in ignored); sampled at edge
               t + ALIGN_LATENCY, with st_in
st_in     in   [STATE_W*LANES-1:0] each lane's state as read from the RAM, sampled at edge
               t + ALIGN_LATENCY
st_out    out  [STATE_W*LANES-1:0] the state after the update, valid at edge
               t + STATE_LATENCY (registered; held while ce = 0)
out_sum   out  [32*LANES-1:0] each lane's updated state rounded to binary32 (the exact sum
               so far; NaN is 0x7FC00000), valid at edge t + LATENCY

Edges are counted with ce = 1 only. Timing (ALIGN_LATENCY = 3, STATE_LATENCY = 4,
LATENCY = 12)::

    edge      t          t+3              t+4              t+12
    in_beat   <x>
    first, st_in         <state of x's element>
    st_out                                <updated>
    out_sum                                                <rounded>

No delay is needed inside: exact_align's outputs are registered and meet ``first`` and
``st_in`` at exact_acc's inputs on edge t + 3, and exact_round samples exact_acc's
registered state on edge t + 4. A read of an element whose update is still in flight is
the user's to forward (st_out of edge t + 4 is st_in of a beat issued at t + 1). No reset
and no valid bit: the user carries the valid bit and the write enable beside.

Signal names: per lane ``a_`` the addend and its flags (exact_align's outputs), ``o_`` the
updated state (exact_acc's), ``sums`` the rounded sums (exact_round's); ``st_cat`` and
``sum_cat`` their concatenations.
"""

from __future__ import annotations

from typing import NamedTuple

from myhdl import ConcatSignal, Signal, always_comb, block, intbv

from .exact_acc import LATENCY as ACC_LATENCY
from .exact_acc import exact_acc
from .exact_align import ACC_W, CHUNK_W, NCHUNK, exact_align
from .exact_align import LATENCY as ALIGN_LATENCY
from .exact_round import LATENCY as ROUND_LATENCY
from .exact_round import exact_round

LANES = 8
CHUNKS_LO = 0
CARRIES_LO = CHUNKS_LO + ACC_W
NAN_BIT = CARRIES_LO + NCHUNK
PINF_BIT = NAN_BIT + 1
NINF_BIT = PINF_BIT + 1
ALLNZ_BIT = NINF_BIT + 1
STATE_W = ALLNZ_BIT + 1
FLAG_BITS = {"nan": NAN_BIT, "pinf": PINF_BIT, "ninf": NINF_BIT, "allnz": ALLNZ_BIT}
STATE_LATENCY = ALIGN_LATENCY + ACC_LATENCY
LATENCY = STATE_LATENCY + ROUND_LATENCY
assert (CARRIES_LO, NAN_BIT, STATE_W) == (288, 297, 301)


class LaneState(NamedTuple):
    """One lane's state word, field by field."""

    chunks: int
    carries: int
    nan: bool
    pinf: bool
    ninf: bool
    allnz: bool


def pack_state(s: LaneState) -> int:
    """The lane's state word of ``STATE_W`` bits."""
    if not (0 <= s.chunks < 1 << ACC_W and 0 <= s.carries < 1 << NCHUNK):
        raise ValueError(f"chunks are {ACC_W} bits and carries {NCHUNK}")
    word = s.chunks << CHUNKS_LO | s.carries << CARRIES_LO
    for name, bit in FLAG_BITS.items():
        word |= int(bool(getattr(s, name))) << bit
    return word


def unpack_state(word: int) -> LaneState:
    """A lane's state word (``STATE_W`` bits) field by field."""
    if not 0 <= word < 1 << STATE_W:
        raise ValueError(f"a lane's state is {STATE_W} bits")
    return LaneState(word >> CHUNKS_LO & ((1 << ACC_W) - 1),
                     word >> CARRIES_LO & ((1 << NCHUNK) - 1),
                     *(bool(word >> FLAG_BITS[k] & 1) for k in ("nan", "pinf", "ninf", "allnz")))


def lane_state(bus: int, lane: int) -> int:
    """Lane ``lane``'s state word of a ``st_in`` / ``st_out`` bus value."""
    return bus >> (STATE_W * lane) & ((1 << STATE_W) - 1)


def state_value(s: LaneState) -> int:
    """The state's integer modulo 2^ACC_W (the exact sum times 2^149, two's complement)."""
    carries = sum(1 << (CHUNK_W * j) for j in range(NCHUNK) if s.carries >> j & 1)
    return (s.chunks + carries) % (1 << ACC_W)


@block
def _unpack(st, ch, cy, nan, pinf, ninf, anz, lane: int):
    """Lane ``lane``'s fields of the state bus ``st`` on plain wires."""
    lo = STATE_W * lane
    ch_lo, ch_hi, cy_hi = lo + CHUNKS_LO, lo + CARRIES_LO, lo + NAN_BIT
    b_nan, b_pinf, b_ninf, b_anz = (lo + FLAG_BITS[k] for k in ("nan", "pinf", "ninf", "allnz"))

    @always_comb
    def fields():
        ch.next = st[ch_hi:ch_lo]
        cy.next = st[cy_hi:ch_hi]
        nan.next = st[b_nan]
        pinf.next = st[b_pinf]
        ninf.next = st[b_ninf]
        anz.next = st[b_anz]

    return fields


@block
def exact_vec(clk, ce, in_beat, first, st_in, st_out, out_sum):
    """LANES lanes of the exact pipeline, the state as ports; see the module docstring."""
    if len(in_beat) != 32 * LANES or len(out_sum) != 32 * LANES \
            or len(st_in) != STATE_W * LANES or len(st_out) != STATE_W * LANES:
        raise ValueError(f"exact_vec: in_beat and out_sum are {32 * LANES} bits, st_in and "
                         f"st_out {STATE_W * LANES}")
    b = lambda: Signal(bool(0))  # noqa: E731
    a_add = [Signal(intbv(0)[ACC_W:]) for _ in range(LANES)]
    a_cin, a_nan, a_pinf, a_ninf, a_nz = ([b() for _ in range(LANES)] for _ in range(5))
    o_ch = [Signal(intbv(0)[ACC_W:]) for _ in range(LANES)]
    o_cy = [Signal(intbv(0)[NCHUNK:]) for _ in range(LANES)]
    o_nan, o_pinf, o_ninf, o_anz = ([b() for _ in range(LANES)] for _ in range(4))
    sums = [Signal(intbv(0)[32:]) for _ in range(LANES)]

    i_ch = [Signal(intbv(0)[ACC_W:]) for _ in range(LANES)]
    i_cy = [Signal(intbv(0)[NCHUNK:]) for _ in range(LANES)]
    i_nan, i_pinf, i_ninf, i_anz = ([b() for _ in range(LANES)] for _ in range(4))

    # the beat's lanes as shadow slices in (exact_align copies its input to a plain wire);
    # the states through _unpack (exact_acc slices its inputs again); separate signals
    # out, reassembled by ConcatSignal
    aligns = [exact_align(clk, ce, in_beat(32 * i + 32, 32 * i), a_add[i], a_cin[i], a_nan[i],
                          a_pinf[i], a_ninf[i], a_nz[i]) for i in range(LANES)]
    unpacks = [_unpack(st_in, i_ch[i], i_cy[i], i_nan[i], i_pinf[i], i_ninf[i], i_anz[i], i)
               for i in range(LANES)]
    accs = [exact_acc(clk, ce, first, i_ch[i], i_cy[i], i_nan[i], i_pinf[i], i_ninf[i],
                      i_anz[i], a_add[i], a_cin[i], a_nan[i], a_pinf[i], a_ninf[i], a_nz[i],
                      o_ch[i], o_cy[i], o_nan[i], o_pinf[i], o_ninf[i], o_anz[i])
            for i in range(LANES)]
    rounds = [exact_round(clk, ce, o_ch[i], o_cy[i], o_nan[i], o_pinf[i], o_ninf[i], o_anz[i],
                          sums[i]) for i in range(LANES)]

    # each lane's word from its top bit down (ALLNZ_BIT .. CHUNKS_LO), lane LANES-1 first
    assert (ALLNZ_BIT, NINF_BIT, PINF_BIT, NAN_BIT, CARRIES_LO, CHUNKS_LO) == \
        (STATE_W - 1, STATE_W - 2, STATE_W - 3, STATE_W - 4, ACC_W, 0)
    st_cat = ConcatSignal(*(s for i in reversed(range(LANES)) for s in (
        o_anz[i], o_ninf[i], o_pinf[i], o_nan[i], o_cy[i], o_ch[i])))
    sum_cat = ConcatSignal(*reversed(sums))

    @always_comb
    def outputs():
        st_out.next = st_cat
        out_sum.next = sum_cat

    return aligns, unpacks, accs, rounds, outputs
