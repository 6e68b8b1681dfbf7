"""Interfaces between the sub-blocks of ``iswitch_accel`` (docs/accel.md), and its parameters.

The accelerator is three blocks around two RAMs::

    s_axis -> iswitch_rx --regular (Axis)----------------------------> iswitch_tx -> m_axis
                  |  staged frame (StagedFrame)                          ^      |
                  |  staging RAM read port (StageRead) <-- iswitch_core  |      |
                  +------------------------------------>  (commit and   -+      |
                                                           control)  Desc    PayloadRead
                                                           payload RAM <--------+

* ``iswitch_rx``: classifies each frame on its first beat; regular frames go through one
  register stage to ``regular``; iSwitch candidates are written into one of ``NSTAGE``
  staging buffers (48 beats each) and, at ``tlast``, offered to the core as a
  ``StagedFrame`` with the parsed header fields and the verdict of every stateless check.
* ``iswitch_core``: executes staged frames one at a time in arrival order: drop counting,
  membership, segment buffers, the fp32 commit through ``fp32_vec_add``, control actions,
  counters; produces frame descriptors (``Desc``).
* ``iswitch_tx``: turns descriptors into frames (header template + payload RAM reads) and
  merges them with the regular stream at packet boundaries.

All handshakes are valid/ready: a transfer happens on a rising edge where both are high;
the fields are stable while valid is high. Every class mirrors AXI names where it is a
stream, so that the converter's ``<arg>_<attr>`` port names read naturally.
"""

from __future__ import annotations

from myhdl import Signal, intbv

from iswitch.wire import BEAT_AW, DATA_W, HDR_LEN, KEEP_W, USER_W, AccelParams  # noqa: F401  (bus widths; the blocks' parameter type)

STAGE_BEATS = 48  #: beats per staging buffer (a 1504-byte frame has 47)
NSTAGE = 3  #: staging buffers in iswitch_rx (2..4), offered to the core oldest first
STAGE_BW = max(1, (NSTAGE - 1).bit_length())  #: bits of a staging buffer index
STAGE_AW = STAGE_BW + 6  #: staging RAM address: {buffer (STAGE_BW), beat (6)}
assert 2 <= NSTAGE <= 4 and STAGE_BEATS <= 64
HDR_W = 8 * HDR_LEN  #: the 22-byte iSwitch header, as 176 bits


class Axis:
    """A 256-bit NetFPGA AXI4-Stream (tdata, tkeep, tuser, tvalid, tready, tlast)."""

    def __init__(self) -> None:
        self.tdata = Signal(intbv(0)[DATA_W:])
        self.tkeep = Signal(intbv(0)[KEEP_W:])
        self.tuser = Signal(intbv(0)[USER_W:])
        self.tvalid = Signal(bool(0))
        self.tready = Signal(bool(0))
        self.tlast = Signal(bool(0))


class StagedFrame:
    """iswitch_rx -> iswitch_core: one received iSwitch candidate (valid/ready).

    The core takes the frame with ``ready`` (one cycle) when it has finished with it,
    including every read of its staging buffer; rx then reuses that buffer.

    Fields (stable while ``valid``):

    * ``buf``: staging buffer holding the frame: beat n at staging address {buf, n}.
      Successive frames use buffers 0, 1, .., ``NSTAGE`` - 1, 0, ...
    * ``ctrl``: 0 data class, 1 control class (by DSCP).
    * ``drop``: 0 if every stateless check passed, else the reason code of the first
      failing check of docs/protocol.md section 9 among RUNT .. COUNT_SHORT (1..12) and
      CTRL_LEN (23). DIRECTION and NOT_PARENT (they need the role), BAD_ACTION, ACK_IN and
      ROLE_BUSY are the core's.
    * Header fields, big-endian values as on the wire: ``job``, ``seg`` (seq for control),
      ``worker``, ``w52`` (data: count; control: {action, status}), ``w54`` (data: nsum;
      control: value[31:16]), ``w56`` (data: flags; control: value[15:0]), ``w58`` (32
      bits; data: contrib; control: result), ``acked`` (control: the action an Ack answers).
    * Location: ``src_mac``, ``src_ip``, ``sport`` (UDP source port), ``port`` (TUSER
      [23:16] of beat 0).
    * ``mkey``: the word that names the frame's buffer, ``w56`` for control (FBcast and
      Help name it in value[15:0]), ``seg[15:0]`` for data: the core's metadata read
      address is its low bits, with no select by ``ctrl`` in between.
    * ``d_regular``, ``d_bypass_ihl``, ``d_bypass_frag``, ``d_bypass_proto``: frames rx
      passed as regular (and of those, the bypass classes) since the previous staged frame,
      so that the core's counters, and a Query, see exactly the frames that arrived before
      this one (docs/accel.md section 5). 32 bits each, wrapping.
    """

    def __init__(self) -> None:
        self.valid = Signal(bool(0))
        self.ready = Signal(bool(0))
        self.buf = Signal(intbv(0)[STAGE_BW:])
        self.ctrl = Signal(bool(0))
        self.drop = Signal(intbv(0)[5:])
        self.job = Signal(intbv(0)[16:])
        self.seg = Signal(intbv(0)[32:])
        self.worker = Signal(intbv(0)[16:])
        self.w52 = Signal(intbv(0)[16:])
        self.w54 = Signal(intbv(0)[16:])
        self.w56 = Signal(intbv(0)[16:])
        self.w58 = Signal(intbv(0)[32:])
        self.acked = Signal(intbv(0)[8:])
        self.src_mac = Signal(intbv(0)[48:])
        self.src_ip = Signal(intbv(0)[32:])
        self.sport = Signal(intbv(0)[16:])
        self.port = Signal(intbv(0)[8:])
        self.mkey = Signal(intbv(0)[16:])
        self.d_regular = Signal(intbv(0)[32:])
        self.d_bypass_ihl = Signal(intbv(0)[32:])
        self.d_bypass_frag = Signal(intbv(0)[32:])
        self.d_bypass_proto = Signal(intbv(0)[32:])


class StageRead:
    """iswitch_core -> iswitch_rx: read port of the staging RAM.

    ``rdata`` is the word at the ``raddr`` of the previous rising edge (registered read,
    one cycle of latency, no enable: the core may read at any time).
    """

    def __init__(self) -> None:
        self.raddr = Signal(intbv(0)[STAGE_AW:])
        self.rdata = Signal(intbv(0)[DATA_W:])


class Desc:
    """iswitch_core -> iswitch_tx: one frame to generate (valid/ready).

    Everything the frame needs is in the descriptor (a snapshot taken at the event):

    * ``data``: 1 = a data frame (aggregate or Help replay: ToS ``DATA_DSCP``, UDP source
      and destination port ``UDP_PORT``, payload from the payload RAM); 0 = an Ack (ToS
      ``CTRL_DSCP``, UDP source ``UDP_PORT``, destination ``dport``, no payload).
    * ``dst_mac``, ``dst_ip``: Ethernet and IPv4 destination (broadcast frames carry
      ff:ff:ff:ff:ff:ff and 255.255.255.255 here; tx does not special-case them).
    * ``dport``: UDP destination port (``UDP_PORT`` for data frames).
    * ``ports``: TUSER[31:24] destination bits of the frame.
    * ``hdr``: the 22 header bytes, byte 0 (magic) in bits [175:168] (big-endian, as
      ``int.from_bytes(header, "big")``).
    * ``buf``: the payload's buffer (data frames): its fp32 words from beats 0.. (as many
      as the header's ``count``; an Ack has none).
    * The prep fields, functions of ``data``, the element count and ``dst_ip`` that the
      core computes on the way into its descriptor FIFO (``tx_prep.desc_prep``), so that
      tx loads them without arithmetic behind the FIFO's read: ``tos`` (the ToS byte),
      ``ip_len``, ``udp_len``, ``flen`` (IPv4 total, UDP and frame length), ``ip_sum``,
      ``len_sum`` (the IPv4 checksum's first level), ``last`` (the frame's last beat) and
      ``lanes_last`` (the fp32 lanes of its last payload beat).

    Frame length = 64 + 4 * elems bytes; IP identification 0, flags DF, TTL 64, protocol
    UDP, IP source ``SWITCH_IP``, Ethernet source ``SWITCH_MAC``, UDP checksum 0, IPv4
    header checksum computed by tx. TUSER = {96'b0, ports, 8'b0, length}.
    """

    def __init__(self, p: AccelParams) -> None:
        self.valid = Signal(bool(0))
        self.ready = Signal(bool(0))
        self.data = Signal(bool(0))
        self.dst_mac = Signal(intbv(0)[48:])
        self.dst_ip = Signal(intbv(0)[32:])
        self.dport = Signal(intbv(0)[16:])
        self.ports = Signal(intbv(0)[8:])
        self.hdr = Signal(intbv(0)[HDR_W:])
        self.buf = Signal(intbv(0)[p.BUF_W:])
        self.tos = Signal(intbv(0)[8:])
        self.ip_len = Signal(intbv(0)[16:])
        self.udp_len = Signal(intbv(0)[16:])
        self.flen = Signal(intbv(0)[16:])
        self.ip_sum = Signal(intbv(0)[16:])
        self.len_sum = Signal(intbv(0)[16:])
        self.last = Signal(intbv(0)[7:])
        self.lanes_last = Signal(intbv(0)[DATA_W // 32:])


class PayloadRead:
    """iswitch_tx -> iswitch_core: read port of the payload RAM, and buffer release.

    ``rdata`` is the word at the ``raddr`` ({buffer, beat}) of the previous rising edge
    (registered read, one cycle of latency). A descriptor is offered only after every write
    to its buffer has landed, and the buffer is pinned until tx pulses ``unpin`` (one
    cycle, with ``unpin_buf``) after its last payload read, so tx never needs to wait.
    """

    def __init__(self, p: AccelParams) -> None:
        self.raddr = Signal(intbv(0)[p.PAYLOAD_AW:])
        self.rdata = Signal(intbv(0)[DATA_W:])
        self.unpin = Signal(bool(0))
        self.unpin_buf = Signal(intbv(0)[p.BUF_W:])
