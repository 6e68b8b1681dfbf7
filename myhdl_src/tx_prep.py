"""tx_prep: what a generated frame's header needs beyond the descriptor's own fields
(docs/accel.md 4.4): the IPv4 header checksum, the IP, UDP and frame lengths, the ToS, the
index of the frame's last beat and the fp32 lanes kept in its last payload beat. Two
blocks:

* ``desc_prep`` (combinational) computes them from a descriptor's ``data``, element count
  and ``dst_ip``; iswitch_core applies it to the descriptor FIFO's write word, so the FIFO
  entry (``Desc``'s prep fields) holds them instead of the count.
* ``tx_prep`` is iswitch_tx's prep registers: loaded with them from ``desc`` every cycle,
  and the checksum's second level after them. No arithmetic lies between the FIFO's
  LUT-RAM read and these registers.

The IPv4 checksum is ones' complement: a constant folded at elaboration from the
parameters and the ToS (``csum_constant``), plus 4*elems, dst_ip[31:16] and dst_ip[15:0],
complemented; the IP identification is 0, flags DF, TTL 64, protocol UDP, source
``SWITCH_IP`` (``ip_fields``, which the beat templates lay out too). It is a tree of
end-around-carry additions: the first level in ``desc_prep`` (``ip_sum``, ``len_sum``), the
second combinational after tx's registers, on the way into beat 0 (``csum``).

Ports of desc_prep
------------------
data           in   a data frame (else an Ack: no payload)
elems          in   fp32 elements of the payload (0 for an Ack)
dst_ip         in   the destination address
tos            out  the ToS byte (``DATA_DSCP`` or ``CTRL_DSCP``, ECN 0)
ip_len         out  IPv4 total length, 50 + 4*elems
udp_len        out  UDP length, 30 + 4*elems
flen           out  frame length, 64 + 4*elems (TUSER[15:0])
ip_sum         out  dst_ip[31:16] +' dst_ip[15:0] (ones' complement)
len_sum        out  4*elems +' the constant part
last           out  the index of the frame's last beat, 1 + ceil(elems / 8) (1 for an Ack)
lanes_last     out  the fp32 lanes kept in the last payload beat (elems mod 8 lanes, all 8
                    for 0)

The outputs that belong to ``data`` = 0 are those of an Ack, whatever ``elems`` holds for
``last``.

Ports of tx_prep
----------------
clk            in   clock (no reset: every register is loaded every cycle)
desc           in   ``Desc`` (its prep fields)
tos_r, ip_len_r, udp_len_r, flen_r, last_r, lanes_last_r
               out  the prep fields of the descriptor on ``desc`` at the previous edge
csum           out  the IPv4 header checksum (from the registered ``ip_sum``, ``len_sum``)

Parameters
----------
p         AccelParams (desc_prep: uses DATA_DSCP, CTRL_DSCP, SWITCH_IP)

Signal names: ``_r`` a register loaded from the descriptor; ``ip_sum``, ``len_sum`` the
checksum's first level, ``csum`` its second (complemented).
"""

from __future__ import annotations

from myhdl import Signal, always, always_comb, block, concat, intbv, modbv

from iswitch import wire
from iswitch.wire import IP_FLAG_DF, IP_IHL, IP_TTL, IP_VERSION, IPV4_FIELDS, AccelParams

from .iswitch_if import DATA_W

LANES = DATA_W // 32  #: fp32 lanes of a beat
FULL_LANES = (1 << LANES) - 1
#: fp32 lanes kept in a last payload beat, by elems mod 8: (elems mod 8) lanes, all for 0.
#: tkeep is kept per lane (8 bits, each bit covers 4 bytes) so that no constant is wider
#: than 30 bits: MyHDL writes larger ints with an extra sign bit (33'hffffffff), which
#: Verilator -Wall reports as a truncation.
_LANES_LAST = tuple(FULL_LANES if r == 0 else (1 << r) - 1 for r in range(LANES))
_IP_TOTAL_BASE = wire.IP_LEN + wire.UDP_LEN + wire.HDR_LEN  # 50
_UDP_LEN_BASE = wire.UDP_LEN + wire.HDR_LEN  # 30
_FRAME_BASE = wire.PAYLOAD_OFF  # 64


def ip_fields(p: AccelParams, tos, total_len, csum, dst_ip) -> dict:
    """The IPv4 header fields of a generated frame, by name: ints are constants, the
    others the descriptor's or the prep registers' signals."""
    return {"ver_ihl": (IP_VERSION << 4) | IP_IHL, "tos": tos, "total_len": total_len,
            "ident": 0, "frag": IP_FLAG_DF, "ttl": IP_TTL, "proto": wire.IPPROTO_UDP,
            "csum": csum, "src_ip": p.SWITCH_IP, "dst_ip": dst_ip}


def _fold16(s: int) -> int:
    """Ones' complement end-around-carry fold of a sum of 16-bit words (elaboration)."""
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return s


def csum_constant(p: AccelParams, tos: int) -> int:
    """The constant part of the IPv4 header checksum sum (before the final complement):
    the header's 16-bit words with the descriptor's parts left out (total length 50 for
    50 + 4*elems, destination 0, checksum 0), folded to 16 bits. The hardware adds
    4*elems, dst_ip[31:16] and dst_ip[15:0] in ones' complement and complements the
    result."""
    frame = bytearray(IPV4_FIELDS[-1].end)
    for f, v in ip_fields(p, tos, _IP_TOTAL_BASE, 0, 0).items():
        IPV4_FIELDS[f].put(frame, v)
    ip = frame[IPV4_FIELDS[0].offset:]
    return _fold16(sum(int.from_bytes(ip[i:i + 2], "big") for i in range(0, len(ip), 2)))


@block
def desc_prep(data, elems, dst_ip, tos, ip_len, udp_len, flen, ip_sum, len_sum, last,
              lanes_last, p):
    """The prep fields of a descriptor (combinational): what its frame's header needs
    beyond the descriptor's own fields; see the module docstring."""
    if len(elems) != 9 or len(dst_ip) != 32 or len(last) != 7 or len(lanes_last) != LANES:
        raise ValueError("desc_prep: port widths differ from iswitch_if.Desc")
    c_data = csum_constant(p, p.DATA_DSCP << 2)
    c_ctrl = csum_constant(p, p.CTRL_DSCP << 2)

    @always_comb
    def prep():
        len4 = intbv(0)[16:]  # 4*elems
        k = intbv(0)[16:]  # the constant part
        nk = intbv(0)[16:]  # ~k
        nlo = intbv(0)[16:]  # ~dst_ip[15:0]
        r0 = intbv(0)[17:]
        r1 = modbv(0)[16:]
        nb = intbv(0)[7:]  # the last beat of a data frame
        r = intbv(0)[3:]  # elems mod 8
        len4[:] = concat(intbv(0)[5:], elems, intbv(0)[2:])
        ip_len.next = len4 + _IP_TOTAL_BASE
        udp_len.next = len4 + _UDP_LEN_BASE
        flen.next = len4 + _FRAME_BASE
        # The checksum as a tree of end-around-carry additions (x +' y: x + y, plus 1 if it
        # carries out of bit 15). x + y + 1 is formed beside x + y, as x - ~y, and chosen by
        # the carry, so each addition is one carry chain. Ones' complement addition is
        # associative, so the grouping (ip_hi +' ip_lo) +' (4*elems +' constant) gives the
        # same 16 bits as folding the whole sum (the constant is never 0).
        r0[:] = concat(intbv(0)[1:], dst_ip[32:16]) + concat(intbv(0)[1:], dst_ip[16:0])
        nlo[:] = ~dst_ip[16:0]
        r1[:] = dst_ip[32:16] - nlo
        if r0[16]:
            ip_sum.next = r1
        else:
            ip_sum.next = r0[16:0]
        if data:
            tos.next = p.DATA_DSCP << 2
            k[:] = c_data
        else:
            tos.next = p.CTRL_DSCP << 2
            k[:] = c_ctrl
        r0[:] = concat(intbv(0)[1:], len4) + concat(intbv(0)[1:], k)
        nk[:] = ~k
        r1[:] = len4 - nk
        if r0[16]:
            len_sum.next = r1
        else:
            len_sum.next = r0[16:0]
        # the last beat, 1 + ceil(elems / 8), as one addition: elems / 8 + (2 or 1)
        r[:] = elems[3:0]
        nb[:] = concat(intbv(0)[1:], elems[9:3]) + concat(intbv(0)[5:], r != 0, r == 0)
        if data and elems != 0:
            last.next = nb
        else:
            last.next = 1
        lanes_last.next = _LANES_LAST[int(r)]

    return prep


@block
def tx_prep(clk, desc, tos_r, ip_len_r, udp_len_r, flen_r, csum, last_r, lanes_last_r):
    """The prep registers; see the module docstring."""
    if len(last_r) != len(desc.last) or len(lanes_last_r) != len(desc.lanes_last):
        raise ValueError("tx_prep: port widths differ from iswitch_if.Desc")
    ip_sum = Signal(intbv(0)[16:])  # dst_ip[31:16] +' dst_ip[15:0] (ones' complement)
    len_sum = Signal(intbv(0)[16:])  # 4*elems +' the constant part

    @always(clk.posedge)
    def prep():
        tos_r.next = desc.tos
        ip_len_r.next = desc.ip_len
        udp_len_r.next = desc.udp_len
        flen_r.next = desc.flen
        ip_sum.next = desc.ip_sum
        len_sum.next = desc.len_sum
        last_r.next = desc.last
        lanes_last_r.next = desc.lanes_last

    @always_comb
    def checksum():
        # the second level of the tree, complemented, on the way into beat 0
        r0 = intbv(0)[17:]
        r1 = modbv(0)[16:]
        nl = intbv(0)[16:]  # ~len_sum
        r0[:] = concat(intbv(0)[1:], ip_sum) + concat(intbv(0)[1:], len_sum)
        nl[:] = ~len_sum
        r1[:] = ip_sum - nl
        if r0[16]:
            csum.next = ~r1
        else:
            csum.next = ~r0[16:0]

    return prep, checksum
