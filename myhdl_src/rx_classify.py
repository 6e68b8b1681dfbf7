"""rx_classify: what iswitch_rx's input stage knows of the beat on ``s_axis`` (docs/accel.md
4.1), combinationally: its ``tkeep`` shape and, were it a frame's first beat, the frame's
class, exactly as ``golden.accel_model.classify``.

Ports
-----
tdata, tkeep, tlast  in   the beat on ``s_axis`` (whatever ``tvalid`` says)
pc                   out  kept bytes of the beat: popcount(tkeep), 0..32
full                 out  tkeep all ones
contig               out  tkeep nonzero and contiguous from bit 0 (the last beat's rule)
cand                 out  the beat, if a frame's first, starts an iSwitch candidate (data
                          or control DSCP; a RUNT under 24 bytes included)
byp                  out  ... a bypass frame: 1 IHL, 2 FRAG, 3 PROTO; 0 none (regular frames
                          and candidates)
ctrl                 out  DSCP == CTRL_DSCP (the candidate's class; meaningless otherwise)

Parameters
----------
p         AccelParams (uses DATA_DSCP, CTRL_DSCP)

The frame length that ``classify`` uses is decidable on the first beat: a one-beat frame
with contiguous ``tkeep`` has ``popcount(tkeep)`` bytes; any other frame has at least 32
"bytes" for ``classify`` (which counts the raw data of a frame with ``tkeep`` holes), so
"shorter than 16 bytes" is ``tlast & contig & !tkeep[15]`` and "shorter than 24" the same
with bit 23. Bits it reads: EtherType, version/IHL, the DSCP (not the ECN bits), MF and the
fragment offset, the protocol, ``tkeep``, ``tlast``; no other ``tdata`` bit.

Signal names: ``i_`` facts of the beat's fields and shape (``i_end``: the beat is a last
one with contiguous ``tkeep``; ``i_k16``, ``i_k24``: the ``tkeep`` bits that decide the
short classes).
"""

from __future__ import annotations

from myhdl import Signal, always_comb, block, concat, intbv

from iswitch.wire import (
    ETH_FIELDS,
    ETHERTYPE_IPV4,
    IP_FRAG_MASK,
    IP_IHL,
    IP_VERSION,
    IPPROTO_UDP,
    IPV4_FIELDS,
)

from .busfields import byte_bits
from .iswitch_if import DATA_W, KEEP_W

# beat-0 bits that classify a frame (docs/protocol.md section 4), as (hi, lo) of tdata
_ET0, _ET1 = (byte_bits(ETH_FIELDS["ethertype"], 0, k) for k in range(2))
_VER_IHL = byte_bits(IPV4_FIELDS["ver_ihl"], 0)
_TOS = byte_bits(IPV4_FIELDS["tos"], 0)
_FRAG0, _FRAG1 = (byte_bits(IPV4_FIELDS["frag"], 0, k) for k in range(2))
_FRAG0_BITS = (IP_FRAG_MASK >> 8).bit_length()  # MF and the offset's top bits
assert IP_FRAG_MASK == (1 << (8 + _FRAG0_BITS)) - 1
_PROTO = byte_bits(IPV4_FIELDS["proto"], 0)
# classify's "shorter than 16 bytes" (no ToS byte) and "shorter than 24" (no protocol byte)
KEEP_TOS = IPV4_FIELDS["tos"].end - 1
KEEP_PROTO = IPV4_FIELDS["proto"].end - 1


@block
def _popcount(x, base: int, width: int, count):
    """``count`` = number of ones in ``x[base+width-1 : base]`` (width a power of two >= 2),
    a balanced tree of adders with explicit widths (no loop index in the Verilog)."""
    if width == 2:
        hi, lo = base + 1, base

        @always_comb
        def leaf():
            count.next = concat(x[hi] & x[lo], x[hi] ^ x[lo])

        return leaf

    half = width // 2
    a = Signal(intbv(0)[len(count) - 1:])
    b = Signal(intbv(0)[len(count) - 1:])
    lo_i = _popcount(x, base, half, a)
    hi_i = _popcount(x, base + half, half, b)

    @always_comb
    def add():
        count.next = a + b

    return lo_i, hi_i, add


@block
def rx_classify(tdata, tkeep, tlast, pc, full, contig, cand, byp, ctrl, p):
    """The beat's shape and class; see the module docstring."""
    if len(tdata) != DATA_W or len(tkeep) != KEEP_W or len(pc) != 6 or len(byp) != 2:
        raise ValueError("rx_classify: port widths differ from iswitch_if")
    data_dscp, ctrl_dscp = p.DATA_DSCP, p.CTRL_DSCP
    pc_tree = _popcount(tkeep, 0, KEEP_W, pc)

    i_end = Signal(bool(0))  # the beat is a frame's last and its tkeep is contiguous ...
    i_k16 = Signal(bool(0))  # ... then classify's frame length is < 16 unless this bit ...
    i_k24 = Signal(bool(0))  # ... and < 24 unless this one (see the module docstring)
    i_ipv4 = Signal(bool(0))  # EtherType 0x0800, version 4
    i_isdata = Signal(bool(0))  # DSCP == DATA_DSCP
    i_ihl5 = Signal(bool(0))
    i_frag = Signal(bool(0))  # MF or fragment offset
    i_udp = Signal(bool(0))

    @always_comb
    def keep_shape():
        # contiguous from bit 0: no kept byte above a dropped one; full: also the top one
        contig.next = tkeep[0] and ((tkeep[KEEP_W:1] & ~tkeep[KEEP_W - 1:0]) == 0)
        full.next = tkeep[0] and tkeep[KEEP_W - 1] and (
            (tkeep[KEEP_W:1] & ~tkeep[KEEP_W - 1:0]) == 0)

    # (plain names: the converter takes ints, not tuples, into a generator)
    (ET0_HI, ET0_LO), (ET1_HI, ET1_LO), (VI_HI, VI_LO) = _ET0, _ET1, _VER_IHL
    (TOS_HI, TOS_LO), (FR1_HI, FR1_LO), (PR_HI, PR_LO) = _TOS, _FRAG1, _PROTO
    ET0, ET1 = ETHERTYPE_IPV4 >> 8, ETHERTYPE_IPV4 & 0xFF
    VER_LO, IHL_HI, DSCP_LO = VI_HI - 4, VI_LO + 4, TOS_LO + 2
    FR0_LO, FR0_HI = _FRAG0[1], _FRAG0[1] + _FRAG0_BITS

    @always_comb
    def beat0_fields():
        i_end.next = tlast and contig
        i_k16.next = tkeep[KEEP_TOS]
        i_k24.next = tkeep[KEEP_PROTO]
        i_ipv4.next = (tdata[ET0_HI:ET0_LO] == ET0 and tdata[ET1_HI:ET1_LO] == ET1
                       and tdata[VI_HI:VER_LO] == IP_VERSION)
        i_isdata.next = tdata[TOS_HI:DSCP_LO] == data_dscp
        ctrl.next = tdata[TOS_HI:DSCP_LO] == ctrl_dscp
        i_ihl5.next = tdata[IHL_HI:VI_LO] == IP_IHL
        i_frag.next = tdata[FR0_HI:FR0_LO] != 0 or tdata[FR1_HI:FR1_LO] != 0
        i_udp.next = tdata[PR_HI:PR_LO] == IPPROTO_UDP

    @always_comb
    def classify():
        # AccelModel.classify, in its order: a short frame (length < 16: i_end and not
        # i_k16) is regular, one of 16..23 bytes a candidate (RUNT, the verdict finds it),
        # else the bypass checks. Written as a select by i_end (a short frame, the deepest
        # input: tkeep's shape) between two values that do not depend on it.
        hdr = i_ipv4 and (i_isdata or ctrl)
        long_ok = i_ihl5 and not i_frag and i_udp
        bypass = intbv(0)[2:]
        if not i_ihl5:
            bypass[:] = 1
        elif i_frag:
            bypass[:] = 2
        elif not i_udp:
            bypass[:] = 3
        else:
            bypass[:] = 0
        if i_end:
            cand.next = hdr and i_k16 and (not i_k24 or long_ok)
            if hdr and i_k16 and i_k24:
                byp.next = bypass
            else:
                byp.next = 0
        else:
            cand.next = hdr and long_ok
            if hdr:
                byp.next = bypass
            else:
                byp.next = 0

    return pc_tree, keep_shape, beat0_fields, classify
