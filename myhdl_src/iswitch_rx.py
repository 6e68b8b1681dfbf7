"""iswitch_rx: the receive side of iswitch_accel (docs/accel.md sections 4.1, 4.2, 5).

Classifies each input frame on its first beat, passes regular frames (bypass classes
included) through one register stage to ``regular``, writes iSwitch candidates into one of
``NSTAGE`` (3) staging buffers, in rotation, and offers the complete candidates to the core,
oldest first, each as a ``StagedFrame`` with its parsed header fields and the verdict of
every stateless check. It decides exactly as ``golden.accel_model.AccelModel``
(``classify``, ``_check_frame``, the first checks of ``_data`` and ``_control``).

Ports
-----
clk       in   clock
rst       in   synchronous reset, active high (ResetSignal): clears every valid bit,
               counter and buffer state (not the staging RAM, not the data registers)
s_axis    Axis input stream; rx drives ``tready``
regular   Axis output of regular frames to iswitch_tx; tx drives ``tready``
staged    StagedFrame to iswitch_core (valid/ready; the core drives ``ready``)
stage_rd  StageRead: the core drives ``raddr``, rx drives ``rdata`` (registered read)

Parameters
----------
p         AccelParams (uses DATA_DSCP, CTRL_DSCP, UDP_PORT)
nstage    staging buffers, 2 .. 2 ** STAGE_BW (default ``iswitch_if.NSTAGE`` = 3; the tests
          also run 2 to show what the third one buys)

Structure
---------
Four sub-blocks, each with its own contract and test (``tb/<block>/``), and the staging RAM::

    s_axis --[rx_classify]--> [rx_input: m register, skid] --+--> regular
               class, shape      |  tready: skid empty and,    |
                                 |  at a frame start, room     +--> staging RAM {cbuf, bidx}
                                 |                             +--> [rx_verdict: position,
                                 |                             |     byte count, tkeep, header,
                                 |                             |     IPv4 checksum, V1, V2]
                                 |                             |          | v2_go: slot done
                                 +-- alloc --> [rx_slots: allocation, slots, regular-frame
                                                counts, presentation register] --> staged

* ``rx_classify`` (combinational): the shape of the beat on ``s_axis`` and, were it a
  frame's first beat, the frame's class, as ``AccelModel.classify``.
* ``rx_input``: the ``s_axis`` handshake, the ``m`` register and its skid, ``regular``.
* Here: a candidate's beat ``j`` in ``m`` is written to staging RAM word ``{cbuf, j}`` for
  ``j`` < 48 (beats beyond are consumed without being stored: the frame is OVERSIZE
  anyway). The RAM is one memory of 2 ** STAGE_AW words ({buffer (2 bits), beat (6
  bits)}; buffer 3, if ``nstage`` is 3, and beats 48..63 are never written) with one
  write port and one registered read port (block RAM). The header fields the core gets
  (records ``B0``, ``B1`` of rx_slots) are the bytes of beats 0 and 1 as they arrived
  (kept or not); a one-beat candidate (always RUNT or TKEEP) leaves an earlier frame's
  beat-1 fields in its slot.
* ``rx_verdict``: the candidate's buffer and beat, and its verdict two cycles after its
  last beat.
* ``rx_slots``: the buffers' allocation, a register set per buffer, the regular-frame
  deltas, and ``staged`` from the presentation register.

Signal names (this block): ``c_`` / ``i_`` / ``in_`` the beat on ``s_axis`` (its class, its
frame's control bit, its shape), ``m_`` the beat in the ``m`` register, ``f_`` a header field
of that beat, ``v2_`` the verdict, ``ram_`` the staging RAM's write port, ``we_`` a slot's
write enable.

Timing (candidate of two beats, idle core)::

    clk            _/^\\_/^\\_/^\\_/^\\_/^\\_/^\\_/^\\_
    s_axis beat    <b0><b1>
    m register         <b0><b1>            RAM writes {buf,0}, {buf,1}; captures
    V1                         <v1>
    V2                             <v2>    slot[buf] written, done
    sl                                     <slot[buf]>
    staged.valid                           /^^^^^^^ until ready

Latency: a regular beat is on ``regular`` in the cycle after the one it was accepted in;
a candidate whose last beat is accepted in cycle t is offered (``staged.valid``) from cycle
t+5 on (or when the core takes the one before, if later). Rate: the first beat of
candidate N+3 is accepted only from the cycle after the one in which the core takes
candidate N (three staging buffers: N on offer, N+1 and N+2 waiting or arriving). So
back-to-back candidates run at one beat per cycle as long as the core takes candidate N by
the cycle in which the last beat of N+2 arrives; for full-size 47-beat candidates, 94
cycles after N's last beat, i.e. a core that needs at most 47 cycles per frame keeps up
for ever: the accelerator's core (one decision cycle and 45 payload reads, taking the
frame at its last staging read, 45 cycles after the offer) and even one that takes each
frame 46 cycles after its offer run at exactly 470 beats in 470 cycles for ten frames
(tb/iswitch_rx/test_iswitch_rx.py; with two buffers, 482 and 486 cycles). A candidate that
follows two candidates of 4 beats or fewer in total always waits for the core.
"""

from __future__ import annotations

from myhdl import Signal, always, always_comb, block, concat, intbv

from iswitch import wire
from iswitch.wire import ETH_FIELDS, IPV4_FIELDS, TUSER_SRC, UDP_FIELDS

from .busfields import be
from .iswitch_if import DATA_W, NSTAGE, STAGE_AW, STAGE_BEATS, STAGE_BW, AccelParams
from .rx_classify import rx_classify
from .rx_input import rx_input
from .rx_slots import B0, B1, rx_slots
from .rx_verdict import ACKED, HB, HDR, rx_verdict

# The staging RAM's reads never use a word written at the same clock edge (convert.py marks
# it so for synthesis): rx writes the buffer it receives into, the core reads the staged
# frame's, held until its release; a released buffer is written one edge after its last
# read at the earliest.
NO_RW_CHECK = ("mem",)


@block
def iswitch_rx(clk, rst, s_axis, regular, staged, stage_rd, p, nstage=NSTAGE):
    """Receive side of iswitch_accel; see the module docstring. ``nstage`` (default
    ``iswitch_if.NSTAGE``) is the number of staging buffers, 2 .. 2 ** ``STAGE_BW``."""
    if len(stage_rd.raddr) != STAGE_AW or len(s_axis.tdata) != DATA_W or len(
            staged.buf) != STAGE_BW:
        raise ValueError("iswitch_rx: interface widths differ from iswitch_if")
    if not 2 <= nstage <= 2 ** STAGE_BW:
        raise ValueError(f"iswitch_rx: nstage = {nstage} must be in 2..{2 ** STAGE_BW}")

    # ------------------------------------------------------------ the beat on s_axis
    in_pc = Signal(intbv(0)[6:])  # kept bytes of the beat on s_axis
    in_full = Signal(bool(0))  # tkeep all ones
    in_contig = Signal(bool(0))  # tkeep nonzero and contiguous from bit 0
    c_cand = Signal(bool(0))  # the beat, if first, starts a candidate
    c_byp = Signal(intbv(0)[2:])  # ... a bypass frame: 1 IHL, 2 FRAG, 3 PROTO (0: none)
    i_isctrl = Signal(bool(0))  # ... its DSCP is CTRL_DSCP
    cls = rx_classify(s_axis.tdata, s_axis.tkeep, s_axis.tlast, in_pc, in_full, in_contig,
                      c_cand, c_byp, i_isctrl, p)

    # ------------------------------------------------------------ the m register
    room = Signal(bool(0))  # a staging buffer is free for a new candidate
    alloc = Signal(bool(0))  # a beat is accepted that starts a candidate
    m_cv = Signal(bool(0))  # m holds a candidate beat (consumed this cycle)
    m_data = Signal(intbv(0)[DATA_W:])
    m_user = Signal(intbv(0)[len(s_axis.tuser):])
    m_last = Signal(bool(0))
    m_first = Signal(bool(0))
    m_ctrl = Signal(bool(0))
    m_pc = Signal(intbv(0)[6:])
    m_full = Signal(bool(0))
    m_contig = Signal(bool(0))
    m_byp = Signal(intbv(0)[2:])
    m_rf, m_cl, m_cf = (Signal(bool(0)) for _ in range(3))
    inp = rx_input(clk, rst, s_axis, regular, c_cand, c_byp, i_isctrl, in_pc, in_full,
                   in_contig, room, alloc, m_cv, m_data, m_user, m_last, m_first, m_ctrl,
                   m_pc, m_full, m_contig, m_rf, m_cl, m_cf, m_byp)

    # ------------------------------------------------------------ the candidate in m
    cbuf = Signal(intbv(0)[STAGE_BW:])  # buffer of the candidate in m
    bidx = Signal(intbv(0)[6:])  # its beat index, saturating at STAGE_BEATS
    v2_go = Signal(bool(0))
    v2_buf = Signal(intbv(0)[STAGE_BW:])
    v2_code = Signal(intbv(0)[5:])  # the first failing check (0: none), valid with v2_go
    verdict = rx_verdict(clk, rst, m_cv, m_data, m_last, m_first, m_ctrl, m_pc, m_full,
                         m_contig, cbuf, bidx, v2_go, v2_buf, v2_code, p, nstage)

    mem = [Signal(intbv(0)[DATA_W:]) for _ in range(2 ** STAGE_AW)]
    ram_we = Signal(bool(0))
    ram_waddr = Signal(intbv(0)[STAGE_AW:])

    # The header fields the core gets, from the beat in m (docs/accel.md 4.0, positions from
    # iswitch.wire): beat 0 (record B0) and beat 1 (HB, record B1), written into the slot of
    # cbuf with the beat
    we_b1 = Signal(bool(0))
    b0_in = B0.pack(src_mac=be(m_data, ETH_FIELDS["src_mac"], 0),
                    src_ip=be(m_data, IPV4_FIELDS["src_ip"], 0),
                    port=m_user(TUSER_SRC.lo + TUSER_SRC.width, TUSER_SRC.lo), ctrl=m_ctrl)
    b1_in = B1.pack(**{n: be(m_data, HDR[f], HB) for n, f in (
        ("job", "job"), ("seg", "seg"), ("worker", "worker"), ("w52", "count"),
        ("w54", "nsum"), ("w56", "flags"), ("w58", "contrib"))},
        acked=be(m_data, ACKED, HB), sport=be(m_data, UDP_FIELDS["sport"], HB))
    slots = rx_slots(clk, rst, alloc, room, cbuf, m_cf, we_b1, m_cl, b0_in, b1_in, v2_go,
                     v2_buf, v2_code, m_rf, m_byp, regular.tready, staged, nstage)

    # ============================================================ staging RAM

    @always_comb
    def ram_wport():
        ram_we.next = m_cv and bidx < STAGE_BEATS
        ram_waddr.next = concat(cbuf, bidx)

    @always(clk.posedge)
    def ram():
        # one write port (the candidate in m), one registered read port (the core)
        if ram_we:
            mem[ram_waddr].next = m_data
        stage_rd.rdata.next = mem[stage_rd.raddr]

    @always_comb
    def slot_wport():
        # the slot of buffer cbuf takes b1_in with beat 1 (b0_in with beat 0: m_cf; the
        # counts with the last beat: m_cl)
        we_b1.next = m_cv and bidx == HB

    return cls, inp, verdict, slots, ram_wport, ram, slot_wport


@block
def iswitch_rx_top(clk, rst, s_axis, regular, staged, stage_rd, DATA_DSCP=wire.DATA_DSCP,
                   CTRL_DSCP=wire.CTRL_DSCP, UDP_PORT=wire.UDP_PORT):
    """Conversion wrapper: ``iswitch_rx`` with its parameters as plain integers."""
    p = AccelParams(DATA_DSCP=DATA_DSCP, CTRL_DSCP=CTRL_DSCP, UDP_PORT=UDP_PORT)
    return iswitch_rx(clk, rst, s_axis, regular, staged, stage_rd, p)
