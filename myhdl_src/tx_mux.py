"""tx_mux: iswitch_tx's packet-granular output mux between the regular stream and the
generator's skid buffer (docs/accel.md 4.6).

Round robin between packets: if both request (``regular.tvalid``, ``g_valid``), the one not
served last wins; a packet keeps the output (``busy``) from the cycle its first beat is
offered on ``m_axis`` until its ``tlast`` beat is taken, so packets never interleave and an
offered beat is never withdrawn or changed (AXI-Stream rule) while ``tready`` is low. When
the regular stream owns the output (or wins it at a packet start), ``m_axis`` is ``regular``
itself (tdata, tkeep, tuser, tlast, tvalid: no register stage, beats unchanged) and
``regular.tready`` is ``m_axis.tready``; when a generated frame owns it, ``m_axis`` is the
skid buffer's head and ``regular.tready`` is 0.

Ports
-----
clk, rst   in   clock, synchronous reset (active high): idle, the regular stream served last
regular    Axis in (``tready`` out): regular frames, from iswitch_rx's ``m`` register
g_valid, g_data, g_keep, g_user, g_last
           in   the generated stream (the skid buffer's head, registers)
g_pop      out  the generated head beat is taken on ``m_axis``
m_axis     Axis out (``tready`` in)

Combinational paths: ``m_axis.tvalid`` is a function of ``regular.tvalid`` and registers
(``g_valid``, ``busy``, ``cur_gen``, ``last_gen``), never of ``m_axis.tready``;
``regular.tready`` and ``g_pop`` are ``m_axis.tready`` AND a function of ``regular.tvalid``
and the same registers; the data is a mux of ``regular.*`` and the head. No loop as long as
the regular source's ``tvalid`` and data are registers and its ``tready`` only enables
registers (iswitch_rx's ``m`` stage). Regular latency: 0 cycles when the output is idle or
already carries that regular packet.

Signal names: ``own_g`` the output shows the generated stream (else the regular one),
``out_`` the offered beat's valid and last, ``busy`` / ``cur_gen`` a packet owns the output
and which, ``last_gen`` the last packet offered was generated.
"""

from __future__ import annotations

from myhdl import Signal, always_comb, always_seq, block


@block
def tx_mux(clk, rst, regular, g_valid, g_data, g_keep, g_user, g_last, g_pop, m_axis):
    """The output mux; see the module docstring."""
    if (len(g_data), len(g_keep), len(g_user)) != (
            len(m_axis.tdata), len(m_axis.tkeep), len(m_axis.tuser)):
        raise ValueError("tx_mux: generated beat widths differ from m_axis")
    busy = Signal(bool(0))  # a packet has been offered on m_axis and its tlast not taken
    cur_gen = Signal(bool(0))  # ... and it is a generated one
    last_gen = Signal(bool(0))  # round robin: the last packet offered was generated
    own_g = Signal(bool(0))  # m_axis shows the generator's head register (else: regular)
    out_valid = Signal(bool(0))
    out_last = Signal(bool(0))

    @always_comb
    def arbitrate():
        # Between packets: round robin over the two requests (g_valid: a generated packet's
        # first beat is in the head register). A packet offered on m_axis keeps the output
        # (busy) until its tlast is taken, even while its first beat waits for tready.
        if busy:
            own_g.next = cur_gen
        else:
            own_g.next = g_valid and not (regular.tvalid and last_gen)

    @always_comb
    def output_mux():
        if own_g:
            out_valid.next = g_valid
            out_last.next = g_last
            m_axis.tdata.next = g_data
            m_axis.tkeep.next = g_keep
            m_axis.tuser.next = g_user
        else:
            out_valid.next = regular.tvalid
            out_last.next = regular.tlast
            m_axis.tdata.next = regular.tdata
            m_axis.tkeep.next = regular.tkeep
            m_axis.tuser.next = regular.tuser
        regular.tready.next = m_axis.tready and not own_g
        g_pop.next = own_g and g_valid and m_axis.tready

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

    return arbitrate, output_mux, output_ports, owner
