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
The generator, here, and four sub-blocks, each with its own contract and test
(``tb/<block>/``)::

    desc --> [tx_prep: checksum, lengths, last beat, last lanes]   (registered every cycle;
              |                 desc_prep computed them before the descriptor FIFO)
              |
              v
    pl_rd.rdata --> [tx_readq: read-ahead queue, 4 words]
                                      |
    beat 0 / beat 1 templates (wiring) | queue head --> gen beat --> [tx_skid: head + spare]
                                                                              |
                                                                              v
    regular -------------------------------------------------------------> [tx_mux] -> m_axis
                  (no register; regular.tready = m_axis.tready while regular is granted)

* Generator (this block). ``gbeat`` counts the beats of the current descriptor's frame:
  beat 0 and 1 are wired from the descriptor fields, the parameters and the prep registers
  (every header field byte-reversed into ``tdata`` as docs/accel.md 4.0 lists), beats 2..
  are the read-ahead queue's head word. The descriptor is held (``desc.ready`` low) until
  the frame's last beat enters the skid buffer; its fields are stable meanwhile, so nothing
  is copied. ``gen_ok`` says the prep registers belong to the descriptor now on ``desc``:
  it is 0 in the first cycle a new descriptor is visible, so a generated frame starts at
  the earliest one cycle after its descriptor appears (the cost of keeping the checksum
  adders out of the output path). A payload beat (``gbeat`` >= 2) takes the queue's head
  word (``pop``); one whose word is not in the queue waits (``req_g`` low), which at full
  rate does not happen: beats 0 and 1 take two cycles, so word 0 is there when beat 2 is
  presented. The cycle in which the frame's last beat is taken (``g_done``) flushes the
  queue. The generator is not a block of its own: its contract (a descriptor's frame, byte
  for byte against the reference builders) is iswitch_tx's, and tb/iswitch_tx tests it.
* ``tx_prep``: the IPv4 checksum, the lengths, the last beat index and its lanes, from
  the descriptor's prep fields (``desc_prep``, on the core's side of the FIFO).
* ``tx_readq``: the payload reads, run ahead into four registers.
* Unpin. ``unpin`` is a register set by the cycle in which the last beat of a data frame
  enters the skid buffer (the last payload word has then been captured), so the core may
  overwrite the buffer from the cycle ``unpin`` is high on: exactly one pulse per data
  descriptor, never for Acks, with ``unpin_buf`` = the descriptor's ``buf``.
* ``tx_skid``: only generated beats go through it; it accepts while its spare register is
  empty (``take_g`` = ``req_g`` and not ``skid_valid``, a register), whoever owns the
  output.
* ``tx_mux``: packet-granular round robin between ``regular`` and the skid's head;
  ``m_axis`` is ``regular`` itself while the regular stream owns the output.
* Combinational paths: one from ``m_axis.tready`` (to ``regular.tready``) and one from
  ``regular`` to ``m_axis`` (tx_mux). No loop: iswitch_rx's ``regular.tvalid`` and data
  are registers (its ``m`` stage) and ``regular.tready`` only enables its registers.
  ``desc.ready`` depends on ``desc`` and registers; ``pl_rd.raddr`` and ``pl_rd.unpin*``
  are registers. Regular latency through tx: 0 cycles when the output is idle or already
  carries that regular packet (the whole accelerator adds one cycle, rx's ``m`` stage).

Signal names (this block): ``g_`` / ``gbeat`` the generated beat (``g_last``, ``g_pay``,
``g_b0``: it is the last, a payload beat, beat 0; registers), ``req_g`` / ``take_g`` /
``g_done`` its handshake with the skid (offered, taken, the frame's last taken), ``rq_`` the
read-ahead queue's outputs, ``o_`` the skid's head register, ``_r`` a prep register.

Cost (yosys 0.23 ``synth_xilinx -family xc7 -noiopad``, default parameters, measured by
hand before the regular pass-through; the output registers now hold generated beats only,
and a 256+32+128+1-bit mux sits in front of ``m_axis``): 1,827 LUT (647 of them LUT1 pass-
throughs yosys puts in front of MUXF7 inputs), 911 FF (834 of them the output and spare
registers), 34 CARRY4, 1,187 MUXF7/MUXF8, no BRAM/DSP (the checksum's first level has
since moved before the descriptor FIFO: ``desc_prep``).

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

from myhdl import ConcatSignal, Signal, always_comb, always_seq, block, intbv

from iswitch import wire
from iswitch.wire import ETH_FIELDS, IPV4_FIELDS, TUSER_FIELDS, UDP_FIELDS

from .iswitch_if import BEAT_AW, DATA_W, KEEP_W, USER_W, AccelParams
from .tx_mux import tx_mux
from .tx_prep import FULL_LANES, LANES, ip_fields, tx_prep
from .tx_readq import RQ, tx_readq
from .tx_skid import tx_skid

_BEAT_BYTES = DATA_W // 8
_FRAME_HDRS = (*ETH_FIELDS, *IPV4_FIELDS, *UDP_FIELDS)  #: a generated frame's bytes 0..41


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

    # ---------------------------------------------------------------- prep registers
    gen_ok = Signal(bool(0))  # the prep registers hold the descriptor now on desc
    tos_r = Signal(intbv(0)[8:])
    ip_len_r = Signal(intbv(0)[16:])  # IPv4 total length, 50 + 4*elems
    udp_len_r = Signal(intbv(0)[16:])  # 30 + 4*elems
    flen_r = Signal(intbv(0)[16:])  # frame length, 64 + 4*elems (TUSER[15:0])
    csum = Signal(intbv(0)[16:])  # IPv4 header checksum
    last_r = Signal(intbv(0)[7:])  # index of the frame's last beat (1 for an Ack)
    lanes_last_r = Signal(intbv(0)[LANES:])  # fp32 lanes kept in the last payload beat
    prep = tx_prep(clk, desc, tos_r, ip_len_r, udp_len_r, flen_r, csum, last_r, lanes_last_r)

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
              **ip_fields(p, tos_r, ip_len_r, csum, dst_ip),
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
    g_lanes = Signal(intbv(0)[LANES:])
    g_keep = ConcatSignal(*[g_lanes(i) for i in reversed(range(LANES)) for _ in range(4)])
    req_g = Signal(bool(0))  # a generated beat is ready (desc valid, prep registers match)
    take_g = Signal(bool(0))  # a generated beat enters the generator's skid buffer
    g_done = Signal(bool(0))  # ... and it is its frame's last
    pop = Signal(bool(0))  # a payload beat is taken: its word leaves the queue

    # ---------------------------------------------------------------- payload reads
    rq_n = Signal(intbv(0, min=0, max=RQ + 1))  # words in the read-ahead queue
    rq_head = Signal(intbv(0)[DATA_W:])  # its oldest word
    readq = tx_readq(clk, rst, desc.valid, desc.buf, pop, g_done, pl_rd.raddr, pl_rd.rdata,
                     rq_n, rq_head)

    # ---------------------------------------------------------------- skid buffer
    skid_valid = Signal(bool(0))  # its spare register is full: it takes no beat
    o_valid = Signal(bool(0))  # its head register, the generated beat offered to the mux
    o_data = Signal(intbv(0)[DATA_W:])
    o_keep = Signal(intbv(0)[KEEP_W:])
    o_user = Signal(intbv(0)[USER_W:])
    o_last = Signal(bool(0))
    pop_g = Signal(bool(0))  # the head register's beat is taken on m_axis
    skid = tx_skid(clk, rst, req_g, g_data, g_keep, gen_user, g_last, skid_valid, o_valid,
                   o_data, o_keep, o_user, o_last, pop_g)

    # ---------------------------------------------------------------- output mux
    mux = tx_mux(clk, rst, regular, o_valid, o_data, o_keep, o_user, o_last, pop_g, m_axis)

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
            g_lanes.next = FULL_LANES

    @always_comb
    def gen_handshakes():
        # a payload beat waits for its word in the queue (it is there in time at full rate)
        ok = desc.valid and gen_ok and (not g_pay or rq_n != 0)
        req_g.next = ok
        take_g.next = ok and not skid_valid
        pop.next = ok and not skid_valid and g_pay
        g_done.next = ok and not skid_valid and g_last
        desc.ready.next = ok and not skid_valid and g_last

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

    return prep, desc_fields, readq, skid, mux, gen_beat, gen_handshakes, gen_ctl


@block
def iswitch_tx_top(clk, rst, regular, desc, pl_rd, m_axis):
    """iswitch_tx with the default parameters (``AccelParams()``), for conversion alone."""
    return iswitch_tx(clk, rst, regular, desc, pl_rd, m_axis, AccelParams())
