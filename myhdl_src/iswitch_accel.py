"""iswitch_accel: the in-switch fp32 gradient aggregation accelerator (docs/accel.md).

Ports (NetFPGA core conventions, so that ``iswitch-splice`` can drop it on a stream link)
-----------------------------------------------------------------------------------------
axis_aclk       in   datapath clock (200 MHz on NetFPGA-SUME)
axis_resetn     in   synchronous reset, active low: clears all state and counters
s_axis_tdata    in   [255:0] input stream, byte 0 of the frame in [7:0]
s_axis_tkeep    in   [31:0]
s_axis_tuser    in   [127:0] NetFPGA TUSER: [15:0] length, [23:16] source port,
                     [31:24] destination ports (valid on the first beat)
s_axis_tvalid   in
s_axis_tready   out
s_axis_tlast    in
m_axis_*             the output stream, same signals in the other direction

Parameters (elaboration time, ``AccelParams``; the converted module states them): K (window;
2K segment buffers), MEMBERS (membership table entries), DATA_DSCP and CTRL_DSCP (the
classifying DSCP values), UDP_PORT, SWITCH_MAC and SWITCH_IP (source of generated frames).

Regular traffic passes through with one extra cycle when the output is idle; iSwitch data
packets are consumed and added to their segment's buffer, each finished segment is sent to
every member as one broadcast frame; control requests are answered with Acks.

Structure: ``iswitch_rx`` (classification, regular register stage, three staging buffers,
stateless checks) -> ``iswitch_core`` (commit and control engine, payload RAM, 8 fp32
lanes) -> ``iswitch_tx`` (frame generator and packet-granular output mux). The interfaces
between them are in ``myhdl_src/iswitch_if.py``.
"""

from myhdl import ResetSignal, always_comb, block

from .iswitch_core import iswitch_core
from .iswitch_if import AccelParams, Axis, Desc, PayloadRead, StagedFrame, StageRead
from .iswitch_rx import iswitch_rx
from .iswitch_tx import iswitch_tx


@block
def iswitch_accel(axis_aclk, axis_resetn, s_axis, m_axis, p=AccelParams()):  # noqa: B008
    """The accelerator; see the module docstring. ``p`` is an ``AccelParams``."""
    rst = ResetSignal(0, active=1, isasync=False)

    @always_comb
    def reset():
        rst.next = not axis_resetn

    regular = Axis()
    staged = StagedFrame()
    stage_rd = StageRead()
    desc = Desc(p)
    pl_rd = PayloadRead(p)
    rx = iswitch_rx(axis_aclk, rst, s_axis, regular, staged, stage_rd, p)
    core = iswitch_core(axis_aclk, rst, staged, stage_rd, desc, pl_rd, p)
    tx = iswitch_tx(axis_aclk, rst, regular, desc, pl_rd, m_axis, p)
    return reset, rx, core, tx
