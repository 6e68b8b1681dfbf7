"""tx_skid: iswitch_tx's generator skid buffer: a head register (``o_*``) and one spare
register (``skid_*``), a queue of two beats between the frame generator and the output mux.

It takes a beat while its spare register is empty (``in_valid & !full``; ``full`` is a
register, so the generator's handshake never waits on the output), whoever owns the
output: a generated frame is prefetched into it while a regular packet is on ``m_axis``,
so it follows that packet without a bubble. With its head taken every cycle it moves one
beat per cycle; when the head is not taken, the beat entering in that cycle goes to the
spare register and ``full`` stops the generator in the next cycle.

Ports
-----
clk, rst      in   clock, synchronous reset (active high): empty
in_valid      in   a beat is offered (taken in this cycle unless ``full``)
in_data, in_keep, in_user, in_last
              in   the beat
full          out  the spare register holds a beat: nothing is taken (a register)
out_valid     out  the head register holds a beat (a register)
out_data, out_keep, out_user, out_last
              out  the head beat (registers), stable until taken
out_pop       in   the head beat is taken (only while ``out_valid``)

Contract: the beats taken come out in the order they were taken, unchanged; with ``k``
beats held (0, 1 or 2), ``out_valid`` is ``k != 0`` and ``full`` is ``k == 2``, ``k``
counting the beats taken before this cycle minus those popped before it.

Signal names: ``o_`` the head register, ``skid_`` the spare register.
"""

from __future__ import annotations

from myhdl import Signal, always, always_seq, block, intbv


@block
def tx_skid(clk, rst, in_valid, in_data, in_keep, in_user, in_last, full, out_valid,
            out_data, out_keep, out_user, out_last, out_pop):
    """The generator's skid buffer; see the module docstring."""
    for a, b in ((in_data, out_data), (in_keep, out_keep), (in_user, out_user)):
        if len(a) != len(b):
            raise ValueError("tx_skid: in_* and out_* widths differ")
    skid_data = Signal(intbv(0)[len(in_data):])
    skid_keep = Signal(intbv(0)[len(in_keep):])
    skid_user = Signal(intbv(0)[len(in_user):])
    skid_last = Signal(bool(0))

    @always_seq(clk.posedge, reset=rst)
    def skid_ctrl():
        if not full:
            if not out_valid or out_pop:
                out_valid.next = in_valid
            elif in_valid:
                full.next = 1
        elif out_pop:
            full.next = 0

    @always(clk.posedge)
    def skid_data_regs():
        if not full:
            if not out_valid or out_pop:
                out_data.next = in_data
                out_keep.next = in_keep
                out_user.next = in_user
                out_last.next = in_last
            else:
                skid_data.next = in_data
                skid_keep.next = in_keep
                skid_user.next = in_user
                skid_last.next = in_last
        elif out_pop:
            out_data.next = skid_data
            out_keep.next = skid_keep
            out_user.next = skid_user
            out_last.next = skid_last

    return skid_ctrl, skid_data_regs
