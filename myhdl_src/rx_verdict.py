"""rx_verdict: the stateless checks of one iSwitch candidate as its beats leave iswitch_rx's
``m`` register (docs/accel.md 4.2, docs/protocol.md section 9): its position (staging
buffer, beat), the kept bytes, the ``tkeep`` rule, the header captured from beats 0 and 1
with the IPv4 header checksum summed as the words arrive, and the verdict: the first
failing check, exactly as ``golden.accel_model.check_frame`` and the first checks of
``AccelModel._data`` and ``_control`` order them.

Ports
-----
clk, rst   in   clock, synchronous reset (active high): clears ``cbuf``, ``bidx`` and the
                verdict's valid bits
m_cv       in   a candidate beat is in ``m`` (consumed in this cycle)
m_data, m_last, m_first, m_ctrl, m_pc, m_full, m_contig
           in   that beat (rx_input): tdata, last, first of its frame, the frame's class
                (control), popcount(tkeep), tkeep full, tkeep contiguous
cbuf       out  the staging buffer of the candidate in ``m``: 0, 1, .., ``nstage`` - 1, 0, ..
bidx       out  its beat index, saturating at ``STAGE_BEATS`` (beats beyond are not stored)
v2_go      out  a verdict is out (one cycle): for buffer ``v2_buf``, ``v2_code`` = the
v2_buf, v2_code  first failing check's ``Reg`` code, 0 if every check passed

Parameters
----------
p         AccelParams (uses UDP_PORT)
nstage    staging buffers, 2 .. 2 ** STAGE_BW

Timing: the verdict of a candidate whose last beat is in ``m`` in cycle t is out in t + 2
(the byte count and the header checks are final at the end of t; V1 registers every
check's failure bit at the end of t + 1; V2 picks the first failing one)::

    cycle        t         t + 1             t + 2
    m_cv         last      (next frame ...)
    n_acc, ..              final
    f_* (V1)                                 the failure bits
    v2_go                                    1, with v2_code (V2) and v2_buf

The header checks are evaluated from beats 0 and 1 as they arrive (the IPv4 header
checksum: words 0..8 of beat 0 in three partial sums, word 9 with beat 1); a one-beat
candidate (always RUNT or TKEEP) is decided on whatever beat 1 of an earlier frame left.

Signal names: ``f_`` the header fields of the beat in ``m`` (views of ``m_data``) at capture
and, in V1, ``f_`` each check's failure bit; ``hw0``..``hw8`` the IPv4 header words of beat
0; ``p0``..``p2``, ``csum`` the checksum's partial sums; ``v1_``, ``v2_`` the verdict's two
stages.
"""

from __future__ import annotations

from myhdl import Signal, always, always_comb, always_seq, block, concat, intbv, modbv

from iswitch.wire import (
    CTRL_FIELDS,
    CTRL_UDP_LEN,
    DATA_FIELDS,
    ETH_LEN,
    HDR_OFF,
    IP_LEN,
    IPV4_FIELDS,
    MAGIC,
    MAX_FRAME,
    PAYLOAD_OFF,
    UDP_FIELDS,
    VERSION,
    Field,
    Reg,
)

from .busfields import be, beat_of, byte_bits
from .iswitch_if import DATA_W, STAGE_BEATS, STAGE_BW

N_W = 11  #: byte counter width; saturates at >= 2016 (> MAX_FRAME)
N_SAT = (1 << N_W) - 32  #: counter values from here on are not incremented
assert N_SAT > MAX_FRAME

#: The iSwitch header fields by their wire names (data header; the control header's fields
#: are the same bytes: ``count`` is {action, status}, ``nsum`` value[31:16], ``flags``
#: value[15:0], ``contrib`` the result) and the control header's ``acked`` byte
HDR = {f.name: f.at(HDR_OFF) for f in DATA_FIELDS}
ACKED = CTRL_FIELDS["acked"].at(HDR_OFF)
#: the beat with the UDP and iSwitch headers (``be`` checks that each field is on it)
HB = beat_of(UDP_FIELDS[0])

#: The IPv4 header as 16-bit words for its checksum: words 0..8 arrive on beat 0, word 9 on
#: beat 1 (the partial sums p0..p2 below are laid out for this)
_IP_WORDS = tuple(Field(f"ip_w{k}", IPV4_FIELDS[0].offset + 2 * k, 2) for k in range(IP_LEN // 2))
assert [beat_of(w) for w in _IP_WORDS] == [0] * 9 + [1]


@block
def rx_verdict(clk, rst, m_cv, m_data, m_last, m_first, m_ctrl, m_pc, m_full, m_contig,
               cbuf, bidx, v2_go, v2_buf, v2_code, p, nstage):
    """The stateless checks; see the module docstring."""
    if len(m_data) != DATA_W or len(cbuf) != STAGE_BW or len(bidx) != 6 or len(v2_code) != 5:
        raise ValueError("rx_verdict: port widths differ from iswitch_if")
    if not 2 <= nstage <= 2 ** STAGE_BW:
        raise ValueError(f"rx_verdict: nstage = {nstage} must be in 2..{2 ** STAGE_BW}")
    udp_port, last_buf = p.UDP_PORT, nstage - 1

    # ------------------------------------------------------------ capture
    m_bad = Signal(bool(0))  # the beat in m breaks the tkeep convention
    n_acc = Signal(intbv(0)[N_W:])  # kept bytes so far (saturating)
    kb = Signal(bool(0))  # a tkeep violation so far
    cur_ctrl = Signal(bool(0))
    ip_udp = Signal(modbv(0)[16:])  # IP total length - 20: the UDP length it implies ...
    ip_udp_ok = Signal(bool(0))  # ... if the total length is at least 20
    ip_end = Signal(intbv(0)[17:])  # 14 + IP total length
    p0 = Signal(intbv(0)[18:])  # IPv4 header checksum: partial sums of beat 0's words
    p1 = Signal(intbv(0)[18:])
    p2 = Signal(intbv(0)[18:])
    csum = Signal(intbv(0)[20:])  # sum of the ten header words
    udp_ok = Signal(bool(0))  # UDP length == IP total length - 20
    port_ok = Signal(bool(0))
    hdr_ok = Signal(bool(0))  # magic, version, type (and data nsum != 0)
    cnt0 = Signal(bool(0))  # data count == 0
    clen_ok = Signal(bool(0))  # control: UDP length == 30
    cnt_end = Signal(intbv(0)[19:])  # data: 64 + 4 * count
    # ------------------------------------------------------------ verdict
    v1_go = Signal(bool(0))  # a candidate's last beat was consumed last cycle
    v1_buf = Signal(intbv(0)[STAGE_BW:])
    v2_ctrl = Signal(bool(0))
    f_runt, f_tkeep, f_over, f_trunc, f_iplen, f_csum, f_udp, f_port, f_hdr = (
        Signal(bool(0)) for _ in range(9))
    f_align, f_beyond, f_short, f_clen = (Signal(bool(0)) for _ in range(4))

    # Fields of the beat in m (docs/accel.md 4.0, positions from iswitch.wire): beat 0 ...
    f_ip_total = be(m_data, IPV4_FIELDS["total_len"], 0)
    # IPv4 header words 0..8 (separate names: a list indexed in a generator is a memory)
    hw0, hw1, hw2, hw3, hw4, hw5, hw6, hw7, hw8 = (be(m_data, w, 0) for w in _IP_WORDS[:9])
    # ... and beat 1 (HB)
    f_w9 = be(m_data, _IP_WORDS[9], HB)  # IPv4 header word 9 (frame bytes 32..33)
    f_dport = be(m_data, UDP_FIELDS["dport"], HB)
    f_udp_len = be(m_data, UDP_FIELDS["udp_len"], HB)
    f_magic = be(m_data, HDR["magic"], HB)
    vt_hi, vt_lo = byte_bits(HDR["vt"], HB)
    f_vt_version = m_data(vt_hi, vt_hi - 4)  # the vt byte: version nibble ...
    f_vt_zero = m_data(vt_lo + 4, vt_lo + 1)  # ... and the type nibble: 0 or 1
    f_vt_type = m_data(vt_lo)
    f_w52 = be(m_data, HDR["count"], HB)
    f_w54 = be(m_data, HDR["nsum"], HB)

    @always_seq(clk.posedge, reset=rst)
    def position():
        v1_go.next = m_cv and m_last
        v2_go.next = v1_go
        v2_buf.next = v1_buf
        if m_cv:
            if m_last:
                bidx.next = 0
                if cbuf == last_buf:
                    cbuf.next = 0
                else:
                    cbuf.next = cbuf + 1
                v1_buf.next = cbuf
            elif bidx != STAGE_BEATS:
                bidx.next = bidx + 1

    @always_comb
    def beat_check():
        m_bad.next = (not m_last and not m_full) or (m_last and not m_contig)

    @always(clk.posedge)
    def capture():
        if m_cv:
            if m_first:
                n_acc.next = concat(intbv(0)[N_W - 6:], m_pc)
                kb.next = m_bad
                cur_ctrl.next = m_ctrl
                ip_udp.next = f_ip_total - IP_LEN
                ip_udp_ok.next = f_ip_total >= IP_LEN
                ip_end.next = f_ip_total + ETH_LEN
                p0.next = (concat(intbv(0)[2:], hw0) + concat(intbv(0)[2:], hw1)
                           + concat(intbv(0)[2:], hw2))
                p1.next = (concat(intbv(0)[2:], hw3) + concat(intbv(0)[2:], hw4)
                           + concat(intbv(0)[2:], hw5))
                p2.next = (concat(intbv(0)[2:], hw6) + concat(intbv(0)[2:], hw7)
                           + concat(intbv(0)[2:], hw8))
            else:
                if n_acc < N_SAT:
                    n_acc.next = n_acc + concat(intbv(0)[N_W - 6:], m_pc)
                kb.next = kb or m_bad
            if bidx == HB:
                csum.next = (concat(intbv(0)[2:], p0) + concat(intbv(0)[2:], p1)
                             + concat(intbv(0)[2:], p2) + concat(intbv(0)[4:], f_w9))
                udp_ok.next = ip_udp_ok and f_udp_len == ip_udp  # f_udp_len + 20 == total
                port_ok.next = f_dport == udp_port
                # vt: the version nibble, then the type (0 data, 1 control)
                hdr_ok.next = (f_magic == MAGIC and f_vt_version == VERSION
                               and f_vt_zero == 0 and f_vt_type == cur_ctrl
                               and (cur_ctrl or f_w54 != 0))
                cnt0.next = f_w52 == 0
                clen_ok.next = f_udp_len == CTRL_UDP_LEN
                cnt_end.next = concat(f_w52, intbv(0)[2:]) + PAYLOAD_OFF

    @always(clk.posedge)
    def verdict1():
        # every check's failure bit, from the final byte count and the captured header
        f_runt.next = n_acc < PAYLOAD_OFF
        f_tkeep.next = kb
        f_over.next = n_acc > MAX_FRAME
        f_trunc.next = concat(intbv(0)[17 - N_W:], n_acc) < ip_end
        f_iplen.next = concat(intbv(0)[17 - N_W:], n_acc) > ip_end
        # ones' complement sum folded once; == 0xFFFF iff ip_checksum() == 0 (a second fold
        # is needed only above 0xFFFF, and then gives at most 15)
        f_csum.next = (concat(intbv(0)[1:], csum[16:0])
                       + concat(intbv(0)[13:], csum[20:16])) != 0xFFFF
        f_udp.next = not udp_ok
        f_port.next = not port_ok
        f_hdr.next = not hdr_ok
        f_align.next = n_acc[2:0] != 0
        f_beyond.next = cnt_end > concat(intbv(0)[19 - N_W:], n_acc)
        f_short.next = cnt0 or cnt_end < concat(intbv(0)[19 - N_W:], n_acc)
        f_clen.next = not clen_ok
        v2_ctrl.next = cur_ctrl

    @always_comb
    def verdict2():
        # the first failing check, in the order of docs/protocol.md section 9; the slot of
        # buffer v2_buf registers it at v2_go (rx_slots)
        if f_runt:
            v2_code.next = int(Reg.RUNT)
        elif f_tkeep:
            v2_code.next = int(Reg.TKEEP)
        elif f_over:
            v2_code.next = int(Reg.OVERSIZE)
        elif f_trunc:
            v2_code.next = int(Reg.TRUNCATED)
        elif f_iplen:
            v2_code.next = int(Reg.IP_LEN)
        elif f_csum:
            v2_code.next = int(Reg.IP_CSUM)
        elif f_udp:
            v2_code.next = int(Reg.UDP_LEN)
        elif f_port:
            v2_code.next = int(Reg.BAD_PORT)
        elif f_hdr:
            v2_code.next = int(Reg.BAD_HEADER)
        elif v2_ctrl:
            if f_clen:
                v2_code.next = int(Reg.CTRL_LEN)
            else:
                v2_code.next = 0
        elif f_align:
            v2_code.next = int(Reg.ALIGN)
        elif f_beyond:
            v2_code.next = int(Reg.COUNT_BEYOND)
        elif f_short:
            v2_code.next = int(Reg.COUNT_SHORT)
        else:
            v2_code.next = 0

    return position, beat_check, capture, verdict1, verdict2
