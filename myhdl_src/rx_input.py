"""rx_input: iswitch_rx's input stage: the ``s_axis`` handshake, the ``m`` register and its
skid register, and the regular output (docs/accel.md 4.1).

Every accepted beat goes to the ``m`` register (or, while ``m`` holds a regular beat that
tx does not take, to the skid register). ``regular.tvalid`` is "``m`` holds a regular
beat", so a regular frame leaves one cycle after it was accepted, TUSER and ``tkeep``
unchanged. A candidate beat in ``m`` (``m_cv``) is always consumed in that cycle by the
rest of rx. ``s_axis.tready = !sk_valid & (mid-frame | room)``: it depends on registers and
``room`` only (no path from ``regular.tready``). With ``regular.tready`` high the skid stays
empty and the input runs at one beat per cycle; after a cycle of output backpressure the
skid drains with one bubble. At a frame start the input waits for ``room`` whatever the
class of the next frame (docs/accel.md 4.6: "the input stalls when the staging buffers ...
are full").

Ports
-----
clk, rst   in   clock, synchronous reset (active high): clears the valid bits and flags
s_axis     Axis input stream; this block drives ``tready``
regular    Axis output of regular frames (``tvalid`` and data are registers); ``tready`` in
c_cand, c_byp, i_isctrl, in_pc, in_full, in_contig
           in   the beat on ``s_axis`` as rx_classify sees it (class if first; shape)
room       in   a staging buffer is free for a new candidate
alloc      out  a beat is accepted that starts a candidate: it takes a staging buffer
m_cv       out  ``m`` holds a candidate beat (consumed in this cycle)
m_data, m_user, m_last, m_first, m_ctrl, m_pc, m_full, m_contig
           out  the beat in ``m`` (tdata, tuser, tlast, first of its frame, its frame's
                class ``ctrl``, and its shape as rx_classify saw it)
m_rf       out  ``m`` holds the first beat of a regular frame (its bypass class: ``m_byp``)
m_cl, m_cf out  ``m`` holds a candidate's last / first beat (``m_cv`` and ``m_last`` /
                ``m_first``, registered with the beat)

Signal names: ``m_`` the ``m`` register (``m_rv``: a regular beat, ``m_cv``: a candidate
beat; the data, the flags of the beat), ``sk_`` the skid register, ``in_frame`` / ``i_cand``
the frame under way on ``s_axis`` and its class, ``acc`` a beat accepted this cycle,
``b_cand`` that beat belongs to a candidate.

Timing (regular beats r0, r1, .. offered from cycle 0, ``regular.tready`` low in cycle 2;
simulated)::

    cycle              0    1    2    3    4    5
    s_axis accepted    r0   r1   r2   -    r3   r4
    s_axis.tready      1    1    1    0    1    1    (0: the skid is full)
    regular.tready     1    1    0    1    1    1
    m (regular)        -    r0   r1   r1   r2   r3
    skid               -    -    -    r2   -    -
"""

from __future__ import annotations

from myhdl import Signal, always, always_comb, always_seq, block, intbv

from .iswitch_if import DATA_W, KEEP_W


@block
def rx_input(clk, rst, s_axis, regular, c_cand, c_byp, i_isctrl, in_pc, in_full, in_contig,
             room, alloc, m_cv, m_data, m_user, m_last, m_first, m_ctrl, m_pc, m_full,
             m_contig, m_rf, m_cl, m_cf, m_byp):
    """The input stage; see the module docstring."""
    if len(s_axis.tdata) != DATA_W or len(m_data) != DATA_W or len(s_axis.tkeep) != KEEP_W \
            or len(m_user) != len(s_axis.tuser):
        raise ValueError("rx_input: stream widths differ from iswitch_if")
    b_cand = Signal(bool(0))  # the beat on s_axis belongs to a candidate
    in_frame = Signal(bool(0))  # a frame has started on s_axis and not ended
    i_cand = Signal(bool(0))  # class of that frame
    acc = Signal(bool(0))  # a beat is accepted on s_axis

    m_rv = Signal(bool(0))  # m holds a regular beat (= regular.tvalid)
    m_free = Signal(bool(0))  # m is empty or emptied this cycle
    m_keep = Signal(intbv(0)[KEEP_W:])
    sk_valid = Signal(bool(0))
    sk_cand = Signal(bool(0))
    sk_data = Signal(intbv(0)[DATA_W:])
    sk_keep = Signal(intbv(0)[KEEP_W:])
    sk_user = Signal(intbv(0)[len(s_axis.tuser):])
    sk_last = Signal(bool(0))
    sk_first = Signal(bool(0))
    sk_ctrl = Signal(bool(0))
    sk_byp = Signal(intbv(0)[2:])
    sk_pc = Signal(intbv(0)[6:])
    sk_full = Signal(bool(0))
    sk_contig = Signal(bool(0))

    @always_comb
    def input_ctl():
        s_axis.tready.next = not sk_valid and (in_frame or room)
        acc.next = s_axis.tvalid and not sk_valid and (in_frame or room)
        alloc.next = (s_axis.tvalid and not sk_valid and not in_frame and room
                      and c_cand)
        if in_frame:
            b_cand.next = i_cand
        else:
            b_cand.next = c_cand
        m_free.next = not m_rv or regular.tready

    @always_seq(clk.posedge, reset=rst)
    def slice_ctl():
        if acc:
            in_frame.next = not s_axis.tlast
            if not in_frame:
                i_cand.next = c_cand
        if m_free:
            if sk_valid:
                m_rv.next = not sk_cand
                m_cv.next = sk_cand
                sk_valid.next = 0
            elif acc:
                m_rv.next = not b_cand
                m_cv.next = b_cand
            else:
                m_rv.next = 0
                m_cv.next = 0
        elif acc:
            sk_valid.next = 1

    @always_seq(clk.posedge, reset=rst)
    def slice_flags():
        # what the beat in m is, registered with it, for the regular-frame counts (whose
        # take then reads regular.tready through one LUT): the first beat of a regular
        # frame (its bypass class: m_byp), a candidate's last beat; and a candidate's first
        # beat (with m_cl, the slots' write enables)
        if m_free:
            if sk_valid:
                m_rf.next = not sk_cand and sk_first
                m_cl.next = sk_cand and sk_last
                m_cf.next = sk_cand and sk_first
                m_byp.next = sk_byp
            elif acc:
                m_rf.next = not b_cand and not in_frame
                m_cl.next = b_cand and s_axis.tlast
                m_cf.next = b_cand and not in_frame
                m_byp.next = c_byp
            else:
                m_rf.next = 0
                m_cl.next = 0
                m_cf.next = 0

    @always(clk.posedge)
    def slice_data():
        # m loads whenever it is free (without a beat it is empty: m_rv and m_cv are 0, its
        # data unused), the skid whenever it is empty (it is used only when m cannot take
        # the beat accepted then): neither data enable waits for the class or acceptance
        if m_free:
            if sk_valid:
                m_data.next = sk_data
                m_keep.next = sk_keep
                m_user.next = sk_user
                m_last.next = sk_last
                m_first.next = sk_first
                m_ctrl.next = sk_ctrl
                m_pc.next = sk_pc
                m_full.next = sk_full
                m_contig.next = sk_contig
            else:
                m_data.next = s_axis.tdata
                m_keep.next = s_axis.tkeep
                m_user.next = s_axis.tuser
                m_last.next = s_axis.tlast
                m_first.next = not in_frame
                m_ctrl.next = i_isctrl
                m_pc.next = in_pc
                m_full.next = in_full
                m_contig.next = in_contig
        if not sk_valid:
            sk_cand.next = b_cand
            sk_data.next = s_axis.tdata
            sk_keep.next = s_axis.tkeep
            sk_user.next = s_axis.tuser
            sk_last.next = s_axis.tlast
            sk_first.next = not in_frame
            sk_ctrl.next = i_isctrl
            sk_byp.next = c_byp
            sk_pc.next = in_pc
            sk_full.next = in_full
            sk_contig.next = in_contig

    @always_comb
    def regular_out():
        regular.tvalid.next = m_rv
        regular.tdata.next = m_data
        regular.tkeep.next = m_keep
        regular.tuser.next = m_user
        regular.tlast.next = m_last

    return input_ctl, slice_ctl, slice_flags, slice_data, regular_out
