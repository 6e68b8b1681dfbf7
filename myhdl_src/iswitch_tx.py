"""iswitch_tx: frame generator (descriptors -> frames) and packet-granular output mux.

Ports
-----
clk        in   clock
rst        in   synchronous reset, active high
regular    in   ``Axis``: regular frames from iswitch_rx, final TUSER; tx drives ``tready``
desc       in   ``Desc``: frames to generate, from iswitch_core; tx drives ``ready``
pl_rd      out  ``PayloadRead``: tx drives ``raddr``, ``unpin``, ``unpin_buf``; ``rdata`` is
                the word at the ``raddr`` of the previous rising edge
m_axis     out  ``Axis``: the merged output; ``tready`` is the only input
p               ``AccelParams`` (Python values at elaboration)

Structure
---------
::

    desc --> [prep regs: checksum, lengths, last beat, last tkeep]   (1 cycle per desc)
              |
              v
    pl_rd.rdata --> [read-ahead queue, 4 words]
                                      |
    beat 0 / beat 1 templates (wiring) | queue head --> gen beat --> [skid: head + spare]
                                                                              |
                                                                              v
    regular -------------------------------------------------------------> [out mux] -> m_axis
                  (no register; regular.tready = m_axis.tready while regular is granted)

* Generator. ``gbeat`` counts the beats of the current descriptor's frame: beat 0 and 1
  are wired from the descriptor fields, the parameters and the prep registers (every header
  field byte-reversed into ``tdata`` as docs/accel.md 4.0 lists), beats 2.. are the
  read-ahead queue's head word. The descriptor is held (``desc.ready`` low) until the
  frame's last beat enters the generator's skid buffer; its fields are stable meanwhile, so
  nothing is copied.
* Prep registers. The IPv4 checksum (ones' complement: a constant folded at elaboration
  from the parameters and the ToS, plus 4*elems, dst_ip[31:16], dst_ip[15:0]), the IP,
  UDP and frame lengths, the last beat index and the last beat's ``tkeep`` are registered
  from the descriptor every cycle. ``gen_ok`` says they belong to the descriptor now on
  ``desc``: it is 0 in the first cycle a new descriptor is visible, so a generated frame
  starts at the earliest one cycle after its descriptor appears (the cost of keeping the
  checksum adders out of the output path).
* Payload reads: a read-ahead queue. The ECP5's block RAM has a clock-to-output of about
  half a cycle at 125 MHz and the core's payload RAM spans many block RAMs, so its word goes
  into a register with nothing but routing in between: the queue ``rq0..rq3`` (``_RQ`` = 4
  words of 256 bits, named registers), written in rotation. The read address is a register
  too (``raddr_r`` = {desc.buf, ``rd_idx``}, so nothing but routing lies between a flip-flop
  and the RAM's address pins either). A read issued in cycle t (the address registered at
  its end) has its word in the queue from t+3 on. Reads start in the cycle a descriptor
  appears, at payload word 0, one per cycle while a credit is free (``rd_cr``: queue words
  neither held nor in flight), and run past the frame's last word (reading is harmless: the
  buffer is pinned, and an Ack reads buffer 0 for nothing); a payload beat (``gbeat`` >= 2)
  takes the head word (``pop``) and frees its credit. The cycle in which the frame's last
  beat is taken (``g_done``) empties the queue and kills the reads in flight, the one issued
  in that cycle too; the next descriptor's reads start in the cycle it appears. Beats 0 and
  1 (the header) take two cycles, so word 0 is there when beat 2 is presented, and with a
  credit back per beat taken, one beat per cycle continues; a payload beat whose word is not
  in the queue waits (``req_g`` low), which at full rate does not happen. ``raddr`` depends
  only on registers; ``raddr_r``'s input depends on ``desc`` and registers (never on
  ``m_axis.tready`` nor on the regular stream).
* Unpin. ``unpin`` is a register set by the cycle in which the last beat of a data frame
  enters the skid buffer (the last payload word has then been captured), so the core may
  overwrite the buffer from the cycle ``unpin`` is high on: exactly one pulse per data
  descriptor, never for Acks, with ``unpin_buf`` = the descriptor's ``buf``.
* Generator skid buffer (head register ``o_*`` + one spare register). Only generated beats
  go through it. It accepts while its spare register is empty (``take_g`` = beat ready
  and not ``skid_valid``, a register), whoever owns the output: a generated frame is
  prefetched into it while a regular packet is on ``m_axis``, so it follows that packet
  without a bubble. With its head taken every cycle it moves one beat per cycle; when the
  head is not taken, the beat entering in that cycle goes to the spare register and the
  generator stops the next cycle.
* Output mux. Packet-granular round robin between the regular stream and the head
  register: between packets, if both request (``regular.tvalid``, ``o_valid``), the one
  not served last wins; a packet keeps the output (``busy``) from the cycle its first
  beat is offered on ``m_axis`` until its ``tlast`` beat is taken, so packets never
  interleave and an offered beat is never withdrawn or changed (AXI-Stream rule) while
  ``tready`` is low. When the regular stream owns the output (or wins it at a packet
  start), ``m_axis`` is ``regular`` itself (tdata, tkeep, tuser, tlast, tvalid: no register
  stage, beats unchanged) and ``regular.tready`` is ``m_axis.tready``; when a generated
  frame owns it, ``m_axis`` is the head register and ``regular.tready`` is 0.
* Combinational outputs (new with the regular pass-through). ``m_axis.tdata``,
  ``tkeep``, ``tuser``, ``tlast`` are a mux of ``regular.*`` and the head register;
  ``m_axis.tvalid`` is a function of ``regular.tvalid`` and registers (``o_valid``,
  ``busy``, ``cur_gen``, ``last_gen``), never of ``m_axis.tready``; ``regular.tready`` is
  ``m_axis.tready`` AND a function of ``regular.tvalid`` and the same registers. So there
  is one combinational path from ``m_axis.tready`` (to ``regular.tready``) and one from
  ``regular`` to ``m_axis``. No loop: iswitch_rx's ``regular.tvalid`` and data are
  registers (its ``m`` stage) and ``regular.tready`` only enables its registers.
  ``desc.ready`` depends on ``desc`` and registers; ``pl_rd.raddr`` and ``pl_rd.unpin*``
  are registers. Regular latency through tx: 0 cycles when the output is idle or already
  carries that regular packet (the whole accelerator adds one cycle, rx's ``m`` stage).

Cost (yosys 0.23 ``synth_xilinx -family xc7 -noiopad``, default parameters, measured by
hand before the regular pass-through; the output registers now hold generated beats only,
and a 256+32+128+1-bit mux sits in front of ``m_axis``): 1,827 LUT (647 of them LUT1 pass-
throughs yosys puts in front of MUXF7 inputs), 911 FF (834 of them the output and spare
registers), 34 CARRY4, 1,187 MUXF7/MUXF8, no BRAM/DSP; the longest register-to-register
path is the checksum in the prep registers (16 cells, mostly CARRY4), every other path is
at most 6 cells.

Timing, one data frame of 9 elements (beats 0..3), then a regular frame of 2 beats offered
in cycles 7 and 8, output idle, tready high (one column per cycle; the descriptor appears
in cycle 0; simulated)::

    cycle           0   1   2   3   4   5   6   7   8   9
    desc.valid      1   1   1   1   1   0   0   0   0   0
    gen_ok          0   1   1   1   1   0   0   0   0   0
    gbeat           0   0   1   2   3   0   0   0   0   0   (beat presented to the skid buffer)
    pl_rd.raddr     0   0   1   2   3   4   0   0   0   0   (low bits, a register: reads
                                                            run ahead into the queue)
    desc.ready      0   0   0   0   1   0   0   0   0   0
    pl_rd.unpin     0   0   0   0   0   1   0   0   0   0
    regular.tvalid  0   0   0   0   0   0   0   1   1   0
    regular.tready  1   1   0   0   0   0   1   1   1   1   (m_axis.tready, 0 while generating)
    m_axis.tvalid   0   0   1   1   1   1   0   1   1   0

m_axis carries generated beats 0..3 in cycles 2..5 (tlast in 5) and the regular beats 0, 1
in the very cycles they are offered (7, 8): 0 cycles through tx.
"""

from __future__ import annotations

from myhdl import ConcatSignal, Signal, always, always_comb, always_seq, block, concat, intbv, modbv

from iswitch import wire
from iswitch.wire import (
    ETH_FIELDS,
    IP_FLAG_DF,
    IP_IHL,
    IP_TTL,
    IP_VERSION,
    IPV4_FIELDS,
    TUSER_FIELDS,
    UDP_FIELDS,
)

from .iswitch_if import BEAT_AW, DATA_W, KEEP_W, USER_W, AccelParams

_BEAT_BYTES = DATA_W // 8
_LANES = DATA_W // 32
_FULL_LANES = (1 << _LANES) - 1
#: payload words read ahead: a read's word is usable 3 cycles after it is issued (address
#: register, RAM, queue register), so 3 keep one beat per cycle; the 4th is slack
_RQ = 4
#: fp32 lanes kept in a last payload beat, by elems mod 8: (elems mod 8) lanes, all for 0.
#: tkeep is kept per lane (8 bits, each bit covers 4 bytes) so that no constant is wider
#: than 30 bits: MyHDL writes larger ints with an extra sign bit (33'hffffffff), which
#: Verilator -Wall reports as a truncation.
_LANES_LAST = tuple(_FULL_LANES if r == 0 else (1 << r) - 1 for r in range(_LANES))
_IP_TOTAL_BASE = wire.IP_LEN + wire.UDP_LEN + wire.HDR_LEN  # 50
_UDP_LEN_BASE = wire.UDP_LEN + wire.HDR_LEN  # 30
_FRAME_BASE = wire.PAYLOAD_OFF  # 64
_FRAME_HDRS = (*ETH_FIELDS, *IPV4_FIELDS, *UDP_FIELDS)  #: a generated frame's bytes 0..41


def _ip_fields(p: AccelParams, tos, total_len, csum, dst_ip) -> dict:
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
    for f, v in _ip_fields(p, tos, _IP_TOTAL_BASE, 0, 0).items():
        IPV4_FIELDS[f].put(frame, v)
    ip = frame[IPV4_FIELDS[0].offset:]
    return _fold16(sum(int.from_bytes(ip[i:i + 2], "big") for i in range(0, len(ip), 2)))


def _bytes_be(value, nbytes):
    """The 8-bit pieces of a big-endian field, first (most significant) byte first:
    ``value`` is a Signal (shadow slices) or a Python int (constants)."""
    if isinstance(value, int):
        return [intbv((value >> (8 * (nbytes - 1 - k))) & 0xFF)[8:] for k in range(nbytes)]
    if len(value) != 8 * nbytes:
        raise ValueError(f"iswitch_tx: field of {len(value)} bits is not {nbytes} bytes")
    return [value(8 * (nbytes - k), 8 * (nbytes - 1 - k)) for k in range(nbytes)]


def _beat(pieces):
    """A beat from its frame bytes in order (byte 0 first): byte n = tdata[8n+7:8n]."""
    if len(pieces) != _BEAT_BYTES:
        raise ValueError(f"iswitch_tx: beat template has {len(pieces)} bytes, not 32")
    return ConcatSignal(*reversed(pieces))


@block
def iswitch_tx(clk, rst, regular, desc, pl_rd, m_axis, p):
    """Frame generator and output mux; see the module docstring."""
    if len(desc.buf) != p.BUF_W or len(pl_rd.raddr) != p.BUF_W + BEAT_AW:
        raise ValueError("iswitch_tx: desc/pl_rd widths do not match the parameters p")
    c_data = csum_constant(p, p.DATA_DSCP << 2)
    c_ctrl = csum_constant(p, p.CTRL_DSCP << 2)

    # ---------------------------------------------------------------- prep registers
    gen_ok = Signal(bool(0))  # the prep registers hold the descriptor now on desc
    tos_r = Signal(intbv(0)[8:])
    ip_len_r = Signal(intbv(0)[16:])  # IPv4 total length, 50 + 4*elems
    udp_len_r = Signal(intbv(0)[16:])  # 30 + 4*elems
    flen_r = Signal(intbv(0)[16:])  # frame length, 64 + 4*elems (TUSER[15:0])
    ip_sum = Signal(intbv(0)[16:])  # dst_ip[31:16] +' dst_ip[15:0] (ones' complement)
    len_sum = Signal(intbv(0)[16:])  # 4*elems +' the constant part
    csum = Signal(intbv(0)[16:])  # IPv4 header checksum, from ip_sum and len_sum
    last_r = Signal(intbv(0)[7:])  # index of the frame's last beat (1 for an Ack)
    lanes_last_r = Signal(intbv(0)[_LANES:])  # fp32 lanes kept in the last payload beat

    @always(clk.posedge)
    def prep():
        len4 = intbv(0)[16:]  # 4*elems
        k = intbv(0)[16:]  # the constant part
        nk = intbv(0)[16:]  # ~k
        nlo = intbv(0)[16:]  # ~dst_ip[15:0]
        r0 = intbv(0)[17:]
        r1 = modbv(0)[16:]
        nb = intbv(0)[7:]  # the last beat of a data frame
        r = intbv(0)[3:]  # elems mod 8
        len4[:] = concat(intbv(0)[5:], desc.elems, intbv(0)[2:])
        ip_len_r.next = len4 + _IP_TOTAL_BASE
        udp_len_r.next = len4 + _UDP_LEN_BASE
        flen_r.next = len4 + _FRAME_BASE
        # The checksum as a tree of end-around-carry additions (x +' y: x + y, plus 1 if it
        # carries out of bit 15). x + y + 1 is formed beside x + y, as x - ~y, and chosen by
        # the carry, so each addition is one carry chain. Ones' complement addition is
        # associative, so the grouping (ip_hi +' ip_lo) +' (4*elems +' constant) gives the
        # same 16 bits as folding the whole sum (the constant is never 0).
        r0[:] = concat(intbv(0)[1:], desc.dst_ip[32:16]) + concat(intbv(0)[1:], desc.dst_ip[16:0])
        nlo[:] = ~desc.dst_ip[16:0]
        r1[:] = desc.dst_ip[32:16] - nlo
        if r0[16]:
            ip_sum.next = r1
        else:
            ip_sum.next = r0[16:0]
        if desc.data:
            tos_r.next = p.DATA_DSCP << 2
            k[:] = c_data
        else:
            tos_r.next = p.CTRL_DSCP << 2
            k[:] = c_ctrl
        r0[:] = concat(intbv(0)[1:], len4) + concat(intbv(0)[1:], k)
        nk[:] = ~k
        r1[:] = len4 - nk
        if r0[16]:
            len_sum.next = r1
        else:
            len_sum.next = r0[16:0]
        # the last beat, 1 + ceil(elems / 8), as one addition: elems / 8 + (2 or 1)
        r[:] = desc.elems[3:0]
        nb[:] = concat(intbv(0)[1:], desc.elems[9:3]) + concat(intbv(0)[5:], r != 0, r == 0)
        if desc.data and desc.elems != 0:
            last_r.next = nb
        else:
            last_r.next = 1
        lanes_last_r.next = _LANES_LAST[int(r)]

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

    # ---------------------------------------------------------------- beat templates
    # The descriptor fields the templates slice, copied into plain internal signals: a
    # shadow slice of an interface attribute converts to a name the converter never
    # declares once the block is inside a hierarchy (seen with a wrapper top).
    dst_mac = Signal(intbv(0)[len(desc.dst_mac):])
    dst_ip = Signal(intbv(0)[len(desc.dst_ip):])
    dport = Signal(intbv(0)[len(desc.dport):])
    ports = Signal(intbv(0)[len(desc.ports):])
    hdr = Signal(intbv(0)[len(desc.hdr):])

    @always_comb
    def desc_fields():
        dst_mac.next = desc.dst_mac
        dst_ip.next = desc.dst_ip
        dport.next = desc.dport
        ports.next = desc.ports
        hdr.next = desc.hdr

    # the header bytes of a generated frame, laid out by the field tables of iswitch.wire
    values = {"dst_mac": dst_mac, "src_mac": p.SWITCH_MAC, "ethertype": wire.ETHERTYPE_IPV4,
              **_ip_fields(p, tos_r, ip_len_r, csum, dst_ip),
              "sport": p.UDP_PORT, "dport": dport, "udp_len": udp_len_r,
              "udp_csum": 0}  # the UDP checksum is not computed
    eth_ip = []
    for f in _FRAME_HDRS:
        assert f.offset == len(eth_ip), f.name
        eth_ip += _bytes_be(values.pop(f.name), f.size)
    assert not values, values
    eth_ip += _bytes_be(hdr, wire.HDR_LEN)
    beat0 = _beat(eth_ip[:_BEAT_BYTES])
    beat1 = _beat(eth_ip[_BEAT_BYTES:])
    # TUSER: the frame length, the destination ports, zero elsewhere (iswitch.wire)
    user = {"len": flen_r, "dst": ports}
    gen_user = ConcatSignal(*[user.get(t.name, intbv(0)[t.width:])
                              for t in sorted(TUSER_FIELDS, key=lambda t: -t.lo)])
    assert len(gen_user) == USER_W

    # ---------------------------------------------------------------- generator
    gbeat = Signal(intbv(0)[7:])  # beat of the current generated frame
    g_last = Signal(bool(0))  # gbeat is the frame's last beat (a register, see gen_ctl)
    g_pay = Signal(bool(0))  # gbeat >= 2: a payload beat (a register)
    g_b0 = Signal(bool(1))  # gbeat == 0 (a register)
    g_data = Signal(intbv(0)[DATA_W:])
    g_lanes = Signal(intbv(0)[_LANES:])
    g_keep = ConcatSignal(*[g_lanes(i) for i in reversed(range(_LANES)) for _ in range(4)])
    req_g = Signal(bool(0))  # a generated beat is ready (desc valid, prep registers match)
    take_g = Signal(bool(0))  # a generated beat enters the generator's skid buffer
    g_done = Signal(bool(0))  # ... and it is its frame's last
    # payload read-ahead: reads issued ahead into a queue of _RQ words (rq0..rq3, named
    # registers: no memory) that capture pl_rd.rdata straight from the RAM
    raddr_r = Signal(intbv(0)[len(pl_rd.raddr):])  # pl_rd.raddr, a register
    rd_idx = Signal(modbv(0)[BEAT_AW:])  # payload word of the next read
    rd_cr = Signal(intbv(_RQ, min=0, max=_RQ + 1))  # credits: queue words not yet claimed
    rd_issue = Signal(bool(0))  # a read is issued (raddr_r loaded) in this cycle
    rd_v1 = Signal(bool(0))  # raddr_r holds an issued read
    rd_v2 = Signal(bool(0))  # pl_rd.rdata holds its word: the queue takes it now
    rq_w = Signal(modbv(0)[2:])  # queue write and read positions, words held
    rq_r = Signal(modbv(0)[2:])
    rq_n = Signal(intbv(0, min=0, max=_RQ + 1))
    rq0, rq1, rq2, rq3 = (Signal(intbv(0)[DATA_W:]) for _ in range(_RQ))
    rq_head = Signal(intbv(0)[DATA_W:])  # the word at rq_r
    pop = Signal(bool(0))  # a payload beat is taken: its word leaves the queue
    # the generator's skid buffer: head register (o_*) + spare register (skid_*)
    o_valid = Signal(bool(0))
    o_data = Signal(intbv(0)[DATA_W:])
    o_keep = Signal(intbv(0)[KEEP_W:])
    o_user = Signal(intbv(0)[USER_W:])
    o_last = Signal(bool(0))
    skid_valid = Signal(bool(0))
    skid_data = Signal(intbv(0)[DATA_W:])
    skid_keep = Signal(intbv(0)[KEEP_W:])
    skid_user = Signal(intbv(0)[USER_W:])
    skid_last = Signal(bool(0))
    # ---------------------------------------------------------------- output mux
    busy = Signal(bool(0))  # a packet has been offered on m_axis and its tlast not taken
    cur_gen = Signal(bool(0))  # ... and it is a generated one
    last_gen = Signal(bool(0))  # round robin: the last packet offered was generated
    own_g = Signal(bool(0))  # m_axis shows the generator's head register (else: regular)
    pop_g = Signal(bool(0))  # the head register's beat is taken on m_axis
    out_valid = Signal(bool(0))
    out_last = Signal(bool(0))

    @always_comb
    def gen_beat():
        # (selected by registers: g_pay, g_b0)
        if g_pay:
            g_data.next = rq_head
        elif g_b0:
            g_data.next = beat0
        else:
            g_data.next = beat1
        if g_pay and g_last:
            g_lanes.next = lanes_last_r
        else:
            g_lanes.next = _FULL_LANES

    @always_comb
    def gen_handshakes():
        # a payload beat waits for its word in the queue (it is there in time at full rate)
        ok = desc.valid and gen_ok and (not g_pay or rq_n != 0)
        req_g.next = ok
        take_g.next = ok and not skid_valid
        pop.next = ok and not skid_valid and g_pay
        g_done.next = ok and not skid_valid and g_last
        desc.ready.next = ok and not skid_valid and g_last
        # a read while the descriptor is on desc and a queue word is free (one issued in
        # the cycle its frame ends is killed with the queue: read_ctl)
        rd_issue.next = desc.valid and rd_cr != 0

    @always_comb
    def read_head():
        if rq_r == 0:
            rq_head.next = rq0
        elif rq_r == 1:
            rq_head.next = rq1
        elif rq_r == 2:
            rq_head.next = rq2
        else:
            rq_head.next = rq3

    @always_seq(clk.posedge, reset=rst)
    def read_ctl():
        # Reads run ahead of the generator, from word 0 of the frame's payload on, as long
        # as credits last (beyond its last word too: reading is harmless, the buffer is
        # pinned); the frame's end (g_done) empties the queue and kills the reads in flight.
        if g_done:
            rd_idx.next = 0
            rd_cr.next = _RQ
            rd_v1.next = 0
            rd_v2.next = 0
            rq_w.next = 0
            rq_r.next = 0
            rq_n.next = 0
        else:
            rd_v1.next = rd_issue
            rd_v2.next = rd_v1
            if rd_issue:
                rd_idx.next = rd_idx + 1
            if rd_issue and not pop:
                rd_cr.next = rd_cr - 1
            elif pop and not rd_issue:
                rd_cr.next = rd_cr + 1
            if rd_v2:
                rq_w.next = rq_w + 1
            if pop:
                rq_r.next = rq_r + 1
            if rd_v2 and not pop:
                rq_n.next = rq_n + 1
            elif pop and not rd_v2:
                rq_n.next = rq_n - 1

    @always(clk.posedge)
    def read_regs():
        raddr_r.next = concat(desc.buf, rd_idx)
        # the queue word written takes rdata with nothing but routing in between (the RAM
        # has no output register: its clock-to-output is half a cycle on an ECP5)
        if rd_v2:
            if rq_w == 0:
                rq0.next = pl_rd.rdata
            if rq_w == 1:
                rq1.next = pl_rd.rdata
            if rq_w == 2:
                rq2.next = pl_rd.rdata
            if rq_w == 3:
                rq3.next = pl_rd.rdata

    @always_comb
    def read_port():
        pl_rd.raddr.next = raddr_r

    @always_seq(clk.posedge, reset=rst)
    def gen_ctl():
        # g_last (gbeat == last_r), g_pay (gbeat >= 2) and g_b0 (gbeat == 0) are registers,
        # set as gbeat moves:
        # last_r holds still while a descriptor's frame is generated (the descriptor waits
        # for its last beat) and is at least 1, so beat 0 is never the last, whatever
        # last_r holds before the prep registers take a new descriptor
        if take_g:
            if g_last:
                gbeat.next = 0
                g_last.next = 0
                g_pay.next = 0
                g_b0.next = 1
            else:
                gbeat.next = gbeat + 1
                g_last.next = gbeat + 1 == last_r
                g_pay.next = gbeat != 0
                g_b0.next = 0
        gen_ok.next = desc.valid and not g_done
        pl_rd.unpin.next = g_done and desc.data
        pl_rd.unpin_buf.next = desc.buf

    # ---------------------------------------------------------------- generator skid buffer
    @always_seq(clk.posedge, reset=rst)
    def skid_ctrl():
        if not skid_valid:
            if not o_valid or pop_g:
                o_valid.next = req_g
            elif req_g:
                skid_valid.next = 1
        elif pop_g:
            skid_valid.next = 0

    @always(clk.posedge)
    def skid_data_regs():
        if not skid_valid:
            if not o_valid or pop_g:
                o_data.next = g_data
                o_keep.next = g_keep
                o_user.next = gen_user
                o_last.next = g_last
            else:
                skid_data.next = g_data
                skid_keep.next = g_keep
                skid_user.next = gen_user
                skid_last.next = g_last
        elif pop_g:
            o_data.next = skid_data
            o_keep.next = skid_keep
            o_user.next = skid_user
            o_last.next = skid_last

    # ---------------------------------------------------------------- output mux
    @always_comb
    def arbitrate():
        # Between packets: round robin over the two requests (o_valid: a generated packet's
        # first beat is in the head register). A packet offered on m_axis keeps the output
        # (busy) until its tlast is taken, even while its first beat waits for tready.
        if busy:
            own_g.next = cur_gen
        else:
            own_g.next = o_valid and not (regular.tvalid and last_gen)

    @always_comb
    def output_mux():
        if own_g:
            out_valid.next = o_valid
            out_last.next = o_last
            m_axis.tdata.next = o_data
            m_axis.tkeep.next = o_keep
            m_axis.tuser.next = o_user
        else:
            out_valid.next = regular.tvalid
            out_last.next = regular.tlast
            m_axis.tdata.next = regular.tdata
            m_axis.tkeep.next = regular.tkeep
            m_axis.tuser.next = regular.tuser
        regular.tready.next = m_axis.tready and not own_g
        pop_g.next = own_g and o_valid and m_axis.tready

    @always_comb
    def output_ports():
        m_axis.tvalid.next = out_valid
        m_axis.tlast.next = out_last

    @always_seq(clk.posedge, reset=rst)
    def owner():
        if out_valid:
            busy.next = not (m_axis.tready and out_last)
            cur_gen.next = own_g
            last_gen.next = own_g

    return (
        prep, checksum, desc_fields, gen_beat, gen_handshakes, read_head, read_ctl, read_regs,
        read_port,
        gen_ctl,
        skid_ctrl, skid_data_regs, arbitrate, output_mux, output_ports, owner,
    )


@block
def iswitch_tx_top(clk, rst, regular, desc, pl_rd, m_axis):
    """iswitch_tx with the default parameters (``AccelParams()``), for conversion alone."""
    return iswitch_tx(clk, rst, regular, desc, pl_rd, m_axis, AccelParams())
