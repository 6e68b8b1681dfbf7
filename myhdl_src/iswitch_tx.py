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
    beat 0 / beat 1 templates (wiring) | pl_rd.rdata --> gen beat --+
                                                        +--> [arbiter] --> [skid] --> m_axis
    regular --------------------------------------------+

* Generator. ``gbeat`` counts the beats of the current descriptor's frame: beat 0 and 1
  are wired from the descriptor fields, the parameters and the prep registers (every
  header field byte-reversed into ``tdata`` as docs/accel.md 4.0 lists), beats 2.. are
  ``pl_rd.rdata``. The descriptor is held (``desc.ready`` low) until the frame's last
  beat enters the skid buffer; its fields are stable meanwhile, so nothing is copied.
* Prep registers. The IPv4 checksum (ones' complement: a constant folded at elaboration
  from the parameters and the ToS, plus 4*elems, dst_ip[31:16], dst_ip[15:0]), the IP,
  UDP and frame lengths, the last beat index and the last beat's ``tkeep`` are registered
  from the descriptor every cycle. ``gen_ok`` says they belong to the descriptor now on
  ``desc``: it is 0 in the first cycle a new descriptor is visible, so a generated frame
  starts at the earliest one cycle after its descriptor appears (the cost of keeping the
  checksum adders out of the output path).
* Payload reads: the address is re-issued every cycle. ``pl_rd.rdata`` has one cycle of
  latency and no enable, so ``raddr`` is driven combinationally with the address of the
  payload word the generator will present in the *next* cycle: {buf, gbeat_next - 2},
  where gbeat_next is gbeat advanced by the beat taken in this cycle. A stalled beat
  therefore keeps re-reading the same word (the buffer is pinned, so it does not change),
  and a taken beat is followed by the next word one cycle later: no word is lost or
  duplicated and there is no extra FIFO. ``raddr`` never depends on ``m_axis.tready``
  (only on registers and, between packets, on the input valids).
* Unpin. ``unpin`` is a register set by the cycle in which the last beat of a data frame
  enters the skid buffer (the last payload word has then been captured), so the core may
  overwrite the buffer from the cycle ``unpin`` is high on: exactly one pulse per data
  descriptor, never for Acks, with ``unpin_buf`` = the descriptor's ``buf``.
* Arbiter. Packet-granular round robin: between packets, if both sources request, the
  one not served last wins; a started packet keeps the output until its ``tlast`` beat is
  taken, so packets never interleave. Regular beats pass unchanged (tdata, tkeep, tuser,
  tlast).
* Skid buffer (output register + one spare register). ``m_axis.*`` are registers; the
  buffer accepts while its spare register is empty (``in_ready`` = not ``skid_valid``, a
  register), so there is no combinational path from ``m_axis.tready`` to anything:
  ``m_axis.tvalid`` is a register; ``regular.tready``, ``desc.ready`` and ``raddr`` are
  functions of registers and of the input valids. With ``tready`` high the output
  register is reloaded every cycle (one beat per cycle, one cycle of latency: a regular
  beat leaves the cycle after it arrives); when ``tready`` drops with a beat in the
  output register, the beat taken in that cycle goes to the spare register and
  ``in_ready`` falls the next cycle.

Cost (yosys 0.23 ``synth_xilinx -family xc7 -noiopad``, default parameters, measured by
hand): 1,827 LUT (647 of them LUT1 pass-throughs yosys puts in front of MUXF7 inputs),
911 FF (834 of them the output and spare registers), 34 CARRY4, 1,187 MUXF7/MUXF8, no
BRAM/DSP; the longest register-to-register path is the checksum in the prep registers
(16 cells, mostly CARRY4), every other path is at most 6 cells.

Timing, one data frame of 9 elements (beats 0..3), output idle, tready high (one column
per cycle; the descriptor appears in cycle 0; simulated)::

    cycle           0   1   2   3   4   5   6
    desc.valid      1   1   1   1   1   0   0
    gen_ok          0   1   1   1   1   0   0
    gbeat           0   0   1   2   3   0   0   (beat presented to the skid buffer)
    pl_rd.raddr     0   0   0   1   0   0   0   (low bits: word for the next cycle)
    desc.ready      0   0   0   0   1   0   0
    m_axis.tvalid   0   0   1   1   1   1   0   (beats 0, 1, 2, 3; tlast in cycle 5)
    pl_rd.unpin     0   0   0   0   0   1   0
"""

from __future__ import annotations

from myhdl import ConcatSignal, Signal, always, always_comb, always_seq, block, concat, intbv, modbv

from iswitch import proto

from .iswitch_if import BEAT_AW, DATA_W, KEEP_W, USER_W, AccelParams

_BEAT_BYTES = DATA_W // 8
_LANES = DATA_W // 32
_FULL_LANES = (1 << _LANES) - 1
#: fp32 lanes kept in a last payload beat, by elems mod 8: (elems mod 8) lanes, all for 0.
#: tkeep is kept per lane (8 bits, each bit covers 4 bytes) so that no constant is wider
#: than 30 bits: MyHDL writes larger ints with an extra sign bit (33'hffffffff), which
#: Verilator -Wall reports as a truncation.
_LANES_LAST = tuple(_FULL_LANES if r == 0 else (1 << r) - 1 for r in range(_LANES))
_IP_TOTAL_BASE = proto.IP_LEN + proto.UDP_LEN + proto.HDR_LEN  # 50
_UDP_LEN_BASE = proto.UDP_LEN + proto.HDR_LEN  # 30
_FRAME_BASE = proto.PAYLOAD_OFF  # 64
_IP_FLAGS_DF = 0x4000
_IP_TTL = 64


def _fold16(s: int) -> int:
    """Ones' complement end-around-carry fold of a sum of 16-bit words (elaboration)."""
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return s


def csum_constant(p: AccelParams, tos: int) -> int:
    """The constant part of the IPv4 header checksum sum (before the final complement):
    every 16-bit header word that does not depend on the descriptor, plus the constant
    50 of the total length, folded to 16 bits. The hardware adds 4*elems, dst_ip[31:16]
    and dst_ip[15:0] in ones' complement and complements the result."""
    words = [
        0x4500 | tos,  # version 4, IHL 5, ToS
        _IP_TOTAL_BASE,  # total length = 50 + 4*elems: the constant part
        0,  # identification
        _IP_FLAGS_DF,  # flags DF, fragment offset 0
        (_IP_TTL << 8) | proto.IPPROTO_UDP,
        (p.SWITCH_IP >> 16) & 0xFFFF,
        p.SWITCH_IP & 0xFFFF,
    ]
    return _fold16(sum(words))


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
    csum_r = Signal(intbv(0)[16:])  # IPv4 header checksum
    last_r = Signal(intbv(0)[7:])  # index of the frame's last beat (1 for an Ack)
    lanes_last_r = Signal(intbv(0)[_LANES:])  # fp32 lanes kept in the last payload beat

    @always(clk.posedge)
    def prep():
        len4 = intbv(0)[16:]  # 4*elems
        ip2 = intbv(0)[17:]  # dst_ip[31:16] + dst_ip[15:0]
        lc = intbv(0)[17:]  # 4*elems + the constant part
        s = intbv(0)[18:]  # the whole sum, before folding
        hi1 = intbv(0)[3:]  # s[17:16] + 1
        a = intbv(0)[17:]  # s[15:0] + s[17:16]: first end-around fold
        b = modbv(0)[16:]  # (a + 1) mod 2**16, computed beside a, not after it
        g = intbv(0)[16:]  # the folded ones' complement sum
        nb = intbv(0)[7:]  # payload beats, ceil(elems/8)
        r = intbv(0)[3:]  # elems mod 8
        len4[:] = concat(intbv(0)[5:], desc.elems, intbv(0)[2:])
        ip_len_r.next = len4 + _IP_TOTAL_BASE
        udp_len_r.next = len4 + _UDP_LEN_BASE
        flen_r.next = len4 + _FRAME_BASE
        # Checksum as a tree: (ip_hi + ip_lo) beside (4*elems + constant), then their sum,
        # then one fold: if s[15:0] + s[17:16] carries, the second fold adds exactly 1
        # (the sum is then at most 0x10002), so a + 1 is formed in parallel and selected.
        ip2[:] = concat(intbv(0)[1:], desc.dst_ip[32:16]) + concat(intbv(0)[1:], desc.dst_ip[16:0])
        if desc.data:
            tos_r.next = p.DATA_DSCP << 2
            lc[:] = concat(intbv(0)[1:], len4) + c_data
        else:
            tos_r.next = p.CTRL_DSCP << 2
            lc[:] = concat(intbv(0)[1:], len4) + c_ctrl
        s[:] = concat(intbv(0)[1:], ip2) + concat(intbv(0)[1:], lc)
        hi1[:] = concat(intbv(0)[1:], s[18:16]) + 1
        a[:] = concat(intbv(0)[1:], s[16:0]) + concat(intbv(0)[15:], s[18:16])
        b[:] = s[16:0] + concat(intbv(0)[13:], hi1)
        if a[16]:
            g[:] = b
        else:
            g[:] = a[16:0]
        csum_r.next = ~g
        r[:] = desc.elems[3:0]
        nb[:] = concat(intbv(0)[1:], desc.elems[9:3])
        if r != 0:
            nb[:] = nb + 1
        if desc.data and nb != 0:
            last_r.next = nb + 1
        else:
            last_r.next = 1
        lanes_last_r.next = _LANES_LAST[int(r)]

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

    eth_ip = (
        _bytes_be(dst_mac, 6)
        + _bytes_be(p.SWITCH_MAC, 6)
        + _bytes_be(proto.ETHERTYPE_IPV4, 2)
        + _bytes_be(0x45, 1)
        + [tos_r]
        + _bytes_be(ip_len_r, 2)
        + _bytes_be(0, 2)  # identification
        + _bytes_be(_IP_FLAGS_DF, 2)
        + _bytes_be(_IP_TTL, 1)
        + _bytes_be(proto.IPPROTO_UDP, 1)
        + _bytes_be(csum_r, 2)
        + _bytes_be(p.SWITCH_IP, 4)
        + _bytes_be(dst_ip, 4)
        + _bytes_be(p.UDP_PORT, 2)  # UDP source port
        + _bytes_be(dport, 2)
        + _bytes_be(udp_len_r, 2)
        + _bytes_be(0, 2)  # UDP checksum: not computed
        + _bytes_be(hdr, proto.HDR_LEN)
    )
    beat0 = _beat(eth_ip[:_BEAT_BYTES])
    beat1 = _beat(eth_ip[_BEAT_BYTES:])
    gen_user = ConcatSignal(intbv(0)[USER_W - 32 :], ports, intbv(0)[8:], flen_r)

    # ---------------------------------------------------------------- generator + arbiter
    gbeat = Signal(intbv(0)[7:])  # beat of the current generated frame
    g_last = Signal(bool(0))  # gbeat is the frame's last beat
    g_data = Signal(intbv(0)[DATA_W:])
    g_lanes = Signal(intbv(0)[_LANES:])
    g_keep = ConcatSignal(*[g_lanes(i) for i in reversed(range(_LANES)) for _ in range(4)])
    req_g = Signal(bool(0))  # a generated frame is ready to start / continue
    busy = Signal(bool(0))  # a packet has started and its tlast is not yet taken
    cur_gen = Signal(bool(0))  # ... and it is a generated one
    last_gen = Signal(bool(0))  # round robin: the last packet served was generated
    sel_g = Signal(bool(0))  # the skid buffer's input is the generator
    take_g = Signal(bool(0))  # a generated beat enters the skid buffer this cycle
    g_done = Signal(bool(0))  # ... and it is its frame's last
    in_valid = Signal(bool(0))
    in_data = Signal(intbv(0)[DATA_W:])
    in_keep = Signal(intbv(0)[KEEP_W:])
    in_user = Signal(intbv(0)[USER_W:])
    in_last = Signal(bool(0))
    skid_valid = Signal(bool(0))
    skid_data = Signal(intbv(0)[DATA_W:])
    skid_keep = Signal(intbv(0)[KEEP_W:])
    skid_user = Signal(intbv(0)[USER_W:])
    skid_last = Signal(bool(0))
    pidx = Signal(modbv(0)[BEAT_AW:])  # payload word to read for the next cycle

    @always_comb
    def gen_beat():
        g_last.next = gbeat == last_r
        if gbeat == 0:
            g_data.next = beat0
        elif gbeat == 1:
            g_data.next = beat1
        else:
            g_data.next = pl_rd.rdata
        if gbeat >= 2 and gbeat == last_r:
            g_lanes.next = lanes_last_r
        else:
            g_lanes.next = _FULL_LANES

    @always_comb
    def arbitrate():
        req_g.next = desc.valid and gen_ok
        if busy:
            sel_g.next = cur_gen
        else:
            sel_g.next = desc.valid and gen_ok and not (regular.tvalid and last_gen)

    @always_comb
    def input_mux():
        if sel_g:
            in_valid.next = req_g
            in_data.next = g_data
            in_keep.next = g_keep
            in_user.next = gen_user
            in_last.next = g_last
        else:
            in_valid.next = regular.tvalid
            in_data.next = regular.tdata
            in_keep.next = regular.tkeep
            in_user.next = regular.tuser
            in_last.next = regular.tlast

    @always_comb
    def handshakes():
        regular.tready.next = not skid_valid and not sel_g
        take_g.next = sel_g and req_g and not skid_valid
        g_done.next = sel_g and req_g and not skid_valid and gbeat == last_r
        desc.ready.next = sel_g and req_g and not skid_valid and gbeat == last_r

    @always_comb
    def read_addr():
        # The payload word the generator presents in the next cycle (see the docstring).
        if take_g and g_last:
            pidx.next = 0  # next frame: its payload word 0 is read early, harmlessly
        elif take_g:
            if gbeat >= 1:
                pidx.next = gbeat[BEAT_AW:] - 1
            else:
                pidx.next = 0
        elif gbeat >= 2:
            pidx.next = gbeat[BEAT_AW:] - 2
        else:
            pidx.next = 0

    @always_comb
    def read_port():
        pl_rd.raddr.next = concat(desc.buf, pidx)

    @always_seq(clk.posedge, reset=rst)
    def control():
        if in_valid and not skid_valid:
            busy.next = not in_last
            cur_gen.next = sel_g
            last_gen.next = sel_g
        if take_g:
            if g_last:
                gbeat.next = 0
            else:
                gbeat.next = gbeat + 1
        gen_ok.next = desc.valid and not g_done
        pl_rd.unpin.next = g_done and desc.data
        pl_rd.unpin_buf.next = desc.buf

    # ---------------------------------------------------------------- skid buffer
    @always_seq(clk.posedge, reset=rst)
    def skid_ctrl():
        if not skid_valid:
            if not m_axis.tvalid or m_axis.tready:
                m_axis.tvalid.next = in_valid
            elif in_valid:
                skid_valid.next = 1
        elif m_axis.tready:
            skid_valid.next = 0

    @always(clk.posedge)
    def skid_data_regs():
        if not skid_valid:
            if not m_axis.tvalid or m_axis.tready:
                m_axis.tdata.next = in_data
                m_axis.tkeep.next = in_keep
                m_axis.tuser.next = in_user
                m_axis.tlast.next = in_last
            else:
                skid_data.next = in_data
                skid_keep.next = in_keep
                skid_user.next = in_user
                skid_last.next = in_last
        elif m_axis.tready:
            m_axis.tdata.next = skid_data
            m_axis.tkeep.next = skid_keep
            m_axis.tuser.next = skid_user
            m_axis.tlast.next = skid_last

    return (
        prep, desc_fields, gen_beat, arbitrate, input_mux, handshakes, read_addr, read_port,
        control, skid_ctrl, skid_data_regs,
    )


@block
def iswitch_tx_top(clk, rst, regular, desc, pl_rd, m_axis):
    """iswitch_tx with the default parameters (``AccelParams()``), for conversion alone."""
    return iswitch_tx(clk, rst, regular, desc, pl_rd, m_axis, AccelParams())
