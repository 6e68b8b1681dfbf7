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
::

    s_axis --[classify beat 0]--> [m register] --+--> regular (tvalid = m holds a regular beat)
                      |           [skid register]|
                      |                          +--> staging RAM {buf, beat}   (candidates)
                      |                          +--> header capture, byte count, tkeep check
                      |                                   | last beat
                      |                               [V1 checks] -> [V2 first failing check]
                      |                                                     | slot[buf] done
                      +-- tready: skid empty and, at a frame start, a       v
                          staging buffer free                 staged (slot[pbuf], the oldest)

* Input stage. The class of a frame (regular, bypass IHL/FRAG/PROTO, data or control
  candidate) is computed combinationally from the beat on ``s_axis`` when it is the first
  beat of a frame, exactly as ``AccelModel.classify``: the frame length that ``classify``
  uses is decidable on the first beat (a one-beat frame with contiguous ``tkeep`` has
  ``popcount(tkeep)`` bytes; any other frame has at least 32 "bytes" for ``classify``, which
  counts the raw data of a frame with ``tkeep`` holes), so "shorter than 16 bytes" is
  ``tlast & contiguous & !tkeep[15]`` and "shorter than 24" is the same with bit 23. A
  candidate shorter than 24 bytes is staged and gets ``drop`` = RUNT (it is below 64 bytes).
  The class, the beat's popcount and its tkeep shape travel with the beat.
* ``m`` register and skid. Every accepted beat goes to the ``m`` register (or, while ``m``
  holds a regular beat that tx does not take, to the skid register). ``regular.tvalid`` is
  "``m`` holds a regular beat", so a regular frame leaves one cycle after it was accepted;
  TUSER and ``tkeep`` pass unchanged. A candidate beat in ``m`` is always consumed in that
  cycle. ``s_axis.tready = !skid_valid & (mid-frame | a staging buffer is free)``: it
  depends on registers only (no path from ``regular.tready`` or ``staged.ready``). With
  ``regular.tready`` high the skid stays empty and the input runs at one beat per cycle;
  after a cycle of output backpressure the skid drains with one bubble. At a frame start
  the input waits for a free staging buffer whatever the class of the next frame (docs/
  accel.md 4.6: "the input stalls when the staging buffers ... are full").
* Candidates: beat ``j`` is written to staging RAM word ``{buf, j}`` for ``j`` < 48
  (beats beyond are consumed without being stored: the frame is OVERSIZE anyway). The RAM
  is one memory of 2 ** STAGE_AW words ({buffer (2 bits), beat (6 bits)}; buffer 3, if
  ``nstage`` is 3, and beats 48..63 are never written) with one write port and one
  registered read port (block RAM). Candidates take buffers 0, 1, .., ``nstage`` - 1, 0, ...
  The kept bytes are counted (popcount of ``tkeep``, saturating at 2016+); ``tkeep`` is
  checked (all ones on a non-last beat, nonzero and contiguous from bit 0 on the last); the
  header fields are captured from beats 0 and 1, the IPv4 header checksum is summed as
  they arrive (beat 0: words 14..31 in three partial sums; beat 1: the last word), and the
  checks that need only the header are evaluated at beat 1. The StagedFrame header fields
  are the bytes of beats 0 and 1 as they arrived (kept or not); a one-beat candidate
  (always RUNT or TKEEP) leaves an earlier frame's beat-1 fields in its slot.
* Verdict, two cycles after the last beat: V1 registers every check's failure bit (the
  length checks need the final byte count), V2 writes the first failing one (the order of
  docs/protocol.md section 9 and of the model) into the frame's slot and marks it done.
* Slots: each staging buffer has its own register set (``_slot``: header fields, deltas,
  drop code, done), written while the frame arrives, so the frame being received never
  disturbs the ones waiting or on offer. ``staged`` shows slot ``pbuf``, the oldest
  buffer, from the presentation register ``sl``: each cycle it loads slot ``pbuf``'s word
  (a chain of ``nstage`` - 1 two-way muxes over the slots), or at a release slot
  ``pnext``'s (a second chain), so the core's read stage starts at flip-flops; a verdict
  shows one cycle after it is written. ``staged.ready`` frees the slot and ``pbuf`` moves
  on to the next buffer in rotation.

Timing (candidate of two beats, idle core)::

    clk            _/^\\_/^\\_/^\\_/^\\_/^\\_/^\\_/^\\_
    s_axis beat    <b0><b1>
    m register         <b0><b1>            RAM writes {buf,0}, {buf,1}; captures
    V1                         <v1>
    V2                             <v2>    slot[buf] written, done
    sl                                     <slot[buf]>
    staged.valid                           /^^^^^^^ until ready

Regular-frame counts (``d_regular``, ``d_bypass_*``): a regular frame is counted when its
first beat leaves the ``m`` register towards ``regular`` (added to the running counts in
the cycle after, from a register of that event: ``regular.tready`` reaches no count); when
a candidate's last beat is consumed from ``m``, the running counts, with such a pending
frame added, are copied into that candidate's slot and restart from zero. Beats leave ``m``
in stream order, so the deltas of staged frame N count exactly the regular frames that
arrived between candidate N-1 and candidate N, whenever either is
presented or taken (regular frames keep being counted for the next candidate while frame
N waits for the core).

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
(tests/test_iswitch_rx.py; with two buffers, 482 and 486 cycles). A candidate that follows
two candidates of 4 beats or fewer in total always waits for the core.
"""

from __future__ import annotations

from myhdl import Signal, always, always_comb, always_seq, block, concat, intbv, modbv

from iswitch import wire
from iswitch.wire import (
    CTRL_FIELDS,
    CTRL_UDP_LEN,
    DATA_FIELDS,
    ETH_FIELDS,
    ETH_LEN,
    ETHERTYPE_IPV4,
    HDR_OFF,
    IP_FRAG_MASK,
    IP_IHL,
    IP_LEN,
    IP_VERSION,
    IPPROTO_UDP,
    IPV4_FIELDS,
    MAGIC,
    MAX_FRAME,
    PAYLOAD_OFF,
    TUSER_SRC,
    UDP_FIELDS,
    VERSION,
    Field,
    Reg,
)

from .busfields import Record, be, beat_of, byte_bits
from .iswitch_if import DATA_W, KEEP_W, NSTAGE, STAGE_AW, STAGE_BEATS, STAGE_BW, AccelParams

N_W = 11  #: byte counter width; saturates at >= 2016 (> MAX_FRAME)
N_SAT = (1 << N_W) - 32  #: counter values from here on are not incremented
assert N_SAT > MAX_FRAME

#: The header fields rx hands to the core, by their wire names; ``w52``, ``w54``, ``w56``
#: are the 16-bit words at header bytes 10, 12, 14 (data: count, nsum, flags; control:
#: {action, status}, value[31:16], value[15:0]: the same bytes), ``w58`` the 32-bit word at
#: bytes 16..19 (data: contrib; control: result) and ``acked`` the control header's byte 20.
_HDR = {f.name: f.at(HDR_OFF) for f in DATA_FIELDS}
_W52, _W54, _W56 = _HDR["count"], _HDR["nsum"], _HDR["flags"]
_W58, _ACKED = _HDR["contrib"], CTRL_FIELDS["acked"].at(HDR_OFF)
#: the beat with the UDP and iSwitch headers (``be`` checks that each field is on it)
_HDR_BEAT = beat_of(UDP_FIELDS[0])

# A slot (the registers of one staging buffer), as one word on the slot read chain: b0 from
# beat 0, b1 from beat 1, d (regular-traffic deltas) at the last beat, the drop code and
# ``done`` at the verdict. The StagedFrame fields are read out of it by name.
B0 = Record(("src_mac", 48), ("src_ip", 32), ("port", TUSER_SRC.width), ("ctrl", 1))
B1 = Record(("job", 16), ("seg", 32), ("worker", 16), ("w52", 16), ("w54", 16), ("w56", 16),
            ("w58", 32), ("acked", 8), ("sport", 16))
D = Record(("d_regular", 32), ("d_bypass_ihl", 32), ("d_bypass_frag", 32),
           ("d_bypass_proto", 32))
SLOT = Record(("b0", B0.width), ("b1", B1.width), ("d", D.width), ("drop", 5), ("done", 1))
O_DONE = SLOT.lo("done")

#: The IPv4 header as 16-bit words for its checksum: words 0..8 arrive on beat 0, word 9 on
#: beat 1 (the partial sums p0..p2 below are laid out for this)
_IP_WORDS = tuple(Field(f"ip_w{k}", IPV4_FIELDS[0].offset + 2 * k, 2) for k in range(IP_LEN // 2))
assert [beat_of(w) for w in _IP_WORDS] == [0] * 9 + [1]

# beat-0 bits that classify a frame (docs/protocol.md section 4), as (hi, lo) of tdata
_ET0, _ET1 = (byte_bits(ETH_FIELDS["ethertype"], 0, k) for k in range(2))
_VER_IHL = byte_bits(IPV4_FIELDS["ver_ihl"], 0)
_TOS = byte_bits(IPV4_FIELDS["tos"], 0)
_FRAG0, _FRAG1 = (byte_bits(IPV4_FIELDS["frag"], 0, k) for k in range(2))
_FRAG0_BITS = (IP_FRAG_MASK >> 8).bit_length()  # MF and the offset's top bits
assert IP_FRAG_MASK == (1 << (8 + _FRAG0_BITS)) - 1
_PROTO = byte_bits(IPV4_FIELDS["proto"], 0)
# classify's "shorter than 16 bytes" (no ToS byte) and "shorter than 24" (no protocol byte)
_KEEP_TOS = IPV4_FIELDS["tos"].end - 1
_KEEP_PROTO = IPV4_FIELDS["proto"].end - 1
# The staging RAM's reads never use a word written at the same clock edge (convert.py marks
# it so for synthesis): rx writes the buffer it receives into, the core reads the staged
# frame's, held until its release; a released buffer is written one edge after its last
# read at the earliest.
NO_RW_CHECK = ("mem",)


@block
def _popcount(x, base: int, width: int, count):
    """``count`` = number of ones in ``x[base+width-1 : base]`` (width a power of two >= 2),
    a balanced tree of adders with explicit widths (no loop index in the Verilog)."""
    if width == 2:
        hi, lo = base + 1, base

        @always_comb
        def leaf():
            count.next = concat(x[hi] & x[lo], x[hi] ^ x[lo])

        return leaf

    half = width // 2
    a = Signal(intbv(0)[len(count) - 1:])
    b = Signal(intbv(0)[len(count) - 1:])
    lo_i = _popcount(x, base, half, a)
    hi_i = _popcount(x, base + half, half, b)

    @always_comb
    def add():
        count.next = a + b

    return lo_i, hi_i, add


def _view(word, part: str, rec: Record, name: str, width: int | None = None):
    """Field ``name`` of record ``rec``, itself field ``part`` of a slot word: a shadow
    (its low ``width`` bits if given)."""
    hi, lo = rec.span(name)
    base = SLOT.lo(part)
    if width is not None:
        hi = lo + width
    return word(base + lo) if hi - lo == 1 else word(base + hi, base + lo)


def _mkey_views(word, width: int):
    """The fields staged.mkey is made of, in a slot word: ctrl (the select), w56 (control)
    and seg's low ``width`` bits (data)."""
    return (_view(word, "b0", B0, "ctrl"), _view(word, "b1", B1, "w56"),
            _view(word, "b1", B1, "seg", width))


@block
def _drive(src, dst):
    """``dst`` = ``src`` (a slice of a word onto an interface signal)."""

    @always_comb
    def drive():
        dst.next = src

    return drive


@block
def _slot(clk, rst, k: int, cbuf, we_b0, we_b1, we_d, b0_in, b1_in, d_in, v2_go, v2_buf,
          code, release, pbuf, pnext, prev, out, prev_n, out_n):
    """The registers of staging buffer ``k`` and its links of the two read chains.

    b0/b1/d are written while buffer ``k`` receives (``cbuf == k``), the drop code and
    ``done`` at its verdict (``v2_buf == k``); ``done`` clears when the core takes it
    (``release`` while ``pbuf == k``). ``out`` is this slot's word when ``pbuf == k``, else
    ``prev`` (the chain of the lower slots; ``None`` for slot 0, which is then the default:
    ``pbuf`` never exceeds the last slot); ``out_n`` the same for ``pnext`` (the buffer after
    ``pbuf``) along ``prev_n``."""
    b0 = Signal(intbv(0)[B0.width:])
    b1 = Signal(intbv(0)[B1.width:])
    d = Signal(intbv(0)[D.width:])
    drop = Signal(intbv(0)[5:])
    done = Signal(bool(0))
    word = SLOT.pack(b0=b0, b1=b1, d=d, drop=drop, done=done)

    @always(clk.posedge)
    def write():
        if cbuf == k:
            if we_b0:
                b0.next = b0_in
            if we_b1:
                b1.next = b1_in
            if we_d:
                d.next = d_in
        if v2_go and v2_buf == k:
            drop.next = code

    @always_seq(clk.posedge, reset=rst)
    def done_ctl():
        if release and pbuf == k:
            done.next = 0
        if v2_go and v2_buf == k:
            done.next = 1

    if prev is None:

        @always_comb
        def read():
            out.next = word
            out_n.next = word

    else:

        @always_comb
        def read():
            if pbuf == k:
                out.next = word
            else:
                out.next = prev
            if pnext == k:
                out_n.next = word
            else:
                out_n.next = prev_n

    return write, done_ctl, read


@block
def iswitch_rx(clk, rst, s_axis, regular, staged, stage_rd, p, nstage=NSTAGE):
    """Receive side of iswitch_accel; see the module docstring. ``nstage`` (default
    ``iswitch_if.NSTAGE``) is the number of staging buffers, 2 .. 2 ** ``STAGE_BW``."""
    data_dscp, ctrl_dscp, udp_port = p.DATA_DSCP, p.CTRL_DSCP, p.UDP_PORT
    if len(stage_rd.raddr) != STAGE_AW or len(s_axis.tdata) != DATA_W or len(
            staged.buf) != STAGE_BW:
        raise ValueError("iswitch_rx: interface widths differ from iswitch_if")
    if not 2 <= nstage <= 2 ** STAGE_BW:
        raise ValueError(f"iswitch_rx: nstage = {nstage} must be in 2..{2 ** STAGE_BW}")
    last_buf = nstage - 1

    # ------------------------------------------------------------ input stage
    in_pc = Signal(intbv(0)[6:])  # kept bytes of the beat on s_axis
    in_full = Signal(bool(0))  # tkeep all ones
    in_contig = Signal(bool(0))  # tkeep nonzero and contiguous from bit 0
    pc_tree = _popcount(s_axis.tkeep, 0, KEEP_W, in_pc)

    i_end = Signal(bool(0))  # the beat is a frame's last and its tkeep is contiguous ...
    i_k16 = Signal(bool(0))  # ... then classify's frame length is < 16 unless this bit ...
    i_k24 = Signal(bool(0))  # ... and < 24 unless this one (see the module docstring)
    i_ipv4 = Signal(bool(0))  # EtherType 0x0800, version 4
    i_isdata = Signal(bool(0))  # DSCP == DATA_DSCP
    i_isctrl = Signal(bool(0))
    i_ihl5 = Signal(bool(0))
    i_frag = Signal(bool(0))  # MF or fragment offset
    i_udp = Signal(bool(0))
    c_cand = Signal(bool(0))  # the beat, if first, starts a candidate
    c_byp = Signal(intbv(0)[2:])  # ... a bypass frame: 1 IHL, 2 FRAG, 3 PROTO (0: none)
    b_cand = Signal(bool(0))  # the beat belongs to a candidate

    in_frame = Signal(bool(0))  # a frame has started on s_axis and not ended
    i_cand = Signal(bool(0))  # class of that frame
    acc = Signal(bool(0))  # a beat is accepted on s_axis
    alloc = Signal(bool(0))  # ... and it starts a candidate: take a staging buffer

    # ------------------------------------------------------------ m register and skid
    m_rv = Signal(bool(0))  # m holds a regular beat (= regular.tvalid)
    m_cv = Signal(bool(0))  # m holds a candidate beat (consumed this cycle)
    m_free = Signal(bool(0))  # m is empty or emptied this cycle
    m_data = Signal(intbv(0)[DATA_W:])
    m_keep = Signal(intbv(0)[KEEP_W:])
    m_user = Signal(intbv(0)[len(s_axis.tuser):])
    m_last = Signal(bool(0))
    m_first = Signal(bool(0))
    m_ctrl = Signal(bool(0))
    m_pc = Signal(intbv(0)[6:])
    m_full = Signal(bool(0))
    m_contig = Signal(bool(0))
    # what the beat in m is, registered with it, for the regular-frame counts (rf_take
    # then takes regular.tready through one LUT): the first beat of a regular frame
    # (its bypass class: m_byp), a candidate's last beat; and a candidate's first beat
    # (with m_cl, the slots' write enables)
    m_byp = Signal(intbv(0)[2:])
    m_rf, m_cl, m_cf = (Signal(bool(0)) for _ in range(3))
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

    # ------------------------------------------------------------ staging buffers
    # Buffers allocated and not yet taken by the core: used + a_q (an allocation is counted
    # in the cycle after it, a_q, so the input's classification only reaches a register;
    # room is whether used + a_q != nstage)
    used = Signal(intbv(0, min=0, max=nstage + 1))
    a_q = Signal(bool(0))  # a buffer was allocated in the cycle before
    room = Signal(bool(0))  # a buffer is free for a new candidate
    pbuf = Signal(intbv(0)[STAGE_BW:])  # buffer on offer (the oldest)
    pnext = Signal(intbv(1)[STAGE_BW:])  # the buffer after it
    release = Signal(bool(0))
    mem = [Signal(intbv(0)[DATA_W:]) for _ in range(2 ** STAGE_AW)]
    ram_we = Signal(bool(0))
    ram_waddr = Signal(intbv(0)[STAGE_AW:])

    # ------------------------------------------------------------ candidate reception
    cbuf = Signal(intbv(0)[STAGE_BW:])  # buffer of the candidate in m
    bidx = Signal(intbv(0)[6:])  # its beat index, saturating at STAGE_BEATS
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
    v1_go = Signal(bool(0))  # a candidate's last beat was consumed last cycle
    v1_buf = Signal(intbv(0)[STAGE_BW:])
    v2_go = Signal(bool(0))
    v2_buf = Signal(intbv(0)[STAGE_BW:])
    v2_code = Signal(intbv(0)[5:])  # the first failing check (0: none), valid with v2_go
    v2_ctrl = Signal(bool(0))
    f_runt, f_tkeep, f_over, f_trunc, f_iplen, f_csum, f_udp, f_port, f_hdr = (
        Signal(bool(0)) for _ in range(9))
    f_align, f_beyond, f_short, f_clen = (Signal(bool(0)) for _ in range(4))

    # Regular frames since the last candidate (wrapping, as the interface says), counted a
    # cycle after the frame's first beat left m (rf_take, rf_byp: regular.tready, which
    # comes from tx's output mux, only reaches a register), so a candidate's slot takes
    # them with the pending one added (run_*_in)
    run_reg = Signal(modbv(0)[32:])
    run_ihl = Signal(modbv(0)[32:])
    run_frag = Signal(modbv(0)[32:])
    run_proto = Signal(modbv(0)[32:])
    rf_take = Signal(bool(0))  # a regular frame's first beat left m in the cycle before
    rf_byp = Signal(intbv(0)[2:])  # ... its bypass class (m_byp then)
    run_reg_in, run_ihl_in, run_frag_in, run_proto_in = (
        Signal(modbv(0)[32:]) for _ in range(4))

    # Fields of the beat in m (docs/accel.md 4.0, positions from iswitch.wire): beat 0 ...
    f_src_mac = be(m_data, ETH_FIELDS["src_mac"], 0)
    f_ip_total = be(m_data, IPV4_FIELDS["total_len"], 0)
    f_src_ip = be(m_data, IPV4_FIELDS["src_ip"], 0)
    # IPv4 header words 0..8 (separate names: a list indexed in a generator is a memory)
    hw0, hw1, hw2, hw3, hw4, hw5, hw6, hw7, hw8 = (be(m_data, w, 0) for w in _IP_WORDS[:9])
    # ... and beat 1 (HB)
    HB = _HDR_BEAT
    f_w9 = be(m_data, _IP_WORDS[9], HB)  # IPv4 header word 9 (frame bytes 32..33)
    f_sport = be(m_data, UDP_FIELDS["sport"], HB)
    f_dport = be(m_data, UDP_FIELDS["dport"], HB)
    f_udp_len = be(m_data, UDP_FIELDS["udp_len"], HB)
    f_magic = be(m_data, _HDR["magic"], HB)
    vt_hi, vt_lo = byte_bits(_HDR["vt"], HB)
    f_vt_version = m_data(vt_hi, vt_hi - 4)  # the vt byte: version nibble ...
    f_vt_zero = m_data(vt_lo + 4, vt_lo + 1)  # ... and the type nibble: 0 or 1
    f_vt_type = m_data(vt_lo)
    f_job = be(m_data, _HDR["job"], HB)
    f_seg = be(m_data, _HDR["seg"], HB)
    f_worker = be(m_data, _HDR["worker"], HB)
    f_w52 = be(m_data, _W52, HB)
    f_w54 = be(m_data, _W54, HB)
    f_w56 = be(m_data, _W56, HB)
    f_w58 = be(m_data, _W58, HB)
    f_acked = be(m_data, _ACKED, HB)
    f_port_bits = m_user(TUSER_SRC.lo + TUSER_SRC.width, TUSER_SRC.lo)

    # Slots, one per staging buffer (``_slot``), written from b0 (beat 0), b1 (beat 1) and
    # d (the last beat) (the records B0, B1, D) and read through a chain of muxes: the last
    # link is the slot of ``pbuf``.
    we_b0 = Signal(bool(0))
    we_b1 = Signal(bool(0))
    we_d = Signal(bool(0))
    b0_in = B0.pack(src_mac=f_src_mac, src_ip=f_src_ip, port=f_port_bits, ctrl=m_ctrl)
    b1_in = B1.pack(job=f_job, seg=f_seg, worker=f_worker, w52=f_w52, w54=f_w54, w56=f_w56,
                    w58=f_w58, acked=f_acked, sport=f_sport)
    d_in = D.pack(d_regular=run_reg_in, d_bypass_ihl=run_ihl_in, d_bypass_frag=run_frag_in,
                  d_bypass_proto=run_proto_in)
    chain = [Signal(intbv(0)[SLOT.width:]) for _ in range(nstage)]  # (elements passed, never
    chain_n = [Signal(intbv(0)[SLOT.width:]) for _ in range(nstage)]  # indexed in a
    slots = []  # generator: no memory)
    for k in range(nstage):
        slots.append(_slot(clk, rst, k, cbuf, we_b0, we_b1, we_d, b0_in, b1_in, d_in, v2_go,
                           v2_buf, v2_code, release, pbuf, pnext, chain[k - 1] if k else None,
                           chain[k], chain_n[k - 1] if k else None, chain_n[k]))
    # The slot on offer is shown from a register (``sl``, the presentation register): the
    # word of slot ``pbuf`` as it was in the cycle before, loaded from the chain of the
    # buffer that ``pbuf`` is in the next cycle (``pnext`` at a release). So ``staged``
    # comes from flip-flops, not through the slot mux; a verdict shows a cycle later.
    sl = Signal(intbv(0)[SLOT.width:])
    sl_now, sl_next = chain[-1], chain_n[-1]  # slot pbuf, slot pnext (names, not a memory)
    # staged.mkey, registered beside sl from the same two slots (selected by ctrl on the
    # way in, where the slot words arrive early; the release selects last)
    sl_mkey = Signal(intbv(0)[len(staged.mkey):])
    now_ctrl, now_w56, now_seg = _mkey_views(sl_now, len(sl_mkey))
    next_ctrl, next_w56, next_seg = _mkey_views(sl_next, len(sl_mkey))

    # ============================================================ input stage

    @always_comb
    def keep_shape():
        # contiguous from bit 0: no kept byte above a dropped one; full: also the top one
        in_contig.next = s_axis.tkeep[0] and (
            (s_axis.tkeep[KEEP_W:1] & ~s_axis.tkeep[KEEP_W - 1:0]) == 0)
        in_full.next = s_axis.tkeep[0] and s_axis.tkeep[KEEP_W - 1] and (
            (s_axis.tkeep[KEEP_W:1] & ~s_axis.tkeep[KEEP_W - 1:0]) == 0)

    # (plain names: the converter takes ints, not tuples, into a generator)
    KEEP_TOS, KEEP_PROTO = _KEEP_TOS, _KEEP_PROTO
    (ET0_HI, ET0_LO), (ET1_HI, ET1_LO), (VI_HI, VI_LO) = _ET0, _ET1, _VER_IHL
    (TOS_HI, TOS_LO), (FR1_HI, FR1_LO), (PR_HI, PR_LO) = _TOS, _FRAG1, _PROTO
    ET0, ET1 = ETHERTYPE_IPV4 >> 8, ETHERTYPE_IPV4 & 0xFF
    VER_LO, IHL_HI, DSCP_LO = VI_HI - 4, VI_LO + 4, TOS_LO + 2
    FR0_LO, FR0_HI = _FRAG0[1], _FRAG0[1] + _FRAG0_BITS

    @always_comb
    def beat0_fields():
        i_end.next = s_axis.tlast and in_contig
        i_k16.next = s_axis.tkeep[KEEP_TOS]
        i_k24.next = s_axis.tkeep[KEEP_PROTO]
        i_ipv4.next = (s_axis.tdata[ET0_HI:ET0_LO] == ET0 and s_axis.tdata[ET1_HI:ET1_LO] == ET1
                       and s_axis.tdata[VI_HI:VER_LO] == IP_VERSION)
        i_isdata.next = s_axis.tdata[TOS_HI:DSCP_LO] == data_dscp
        i_isctrl.next = s_axis.tdata[TOS_HI:DSCP_LO] == ctrl_dscp
        i_ihl5.next = s_axis.tdata[IHL_HI:VI_LO] == IP_IHL
        i_frag.next = s_axis.tdata[FR0_HI:FR0_LO] != 0 or s_axis.tdata[FR1_HI:FR1_LO] != 0
        i_udp.next = s_axis.tdata[PR_HI:PR_LO] == IPPROTO_UDP

    @always_comb
    def classify():
        # AccelModel.classify, in its order: a short frame (length < 16: i_end and not
        # i_k16) is regular, one of 16..23 bytes a candidate (RUNT, V1 finds it), else the
        # bypass checks. Written as a select by i_end (a short frame, the deepest input:
        # tkeep's shape) between two values that do not depend on it.
        hdr = i_ipv4 and (i_isdata or i_isctrl)
        long_ok = i_ihl5 and not i_frag and i_udp
        byp = intbv(0)[2:]
        if not i_ihl5:
            byp[:] = 1
        elif i_frag:
            byp[:] = 2
        elif not i_udp:
            byp[:] = 3
        else:
            byp[:] = 0
        if i_end:
            c_cand.next = hdr and i_k16 and (not i_k24 or long_ok)
            if hdr and i_k16 and i_k24:
                c_byp.next = byp
            else:
                c_byp.next = 0
        else:
            c_cand.next = hdr and long_ok
            if hdr:
                c_byp.next = byp
            else:
                c_byp.next = 0

    @always_comb
    def buf_room():
        if a_q:
            room.next = used != nstage - 1
        else:
            room.next = used != nstage

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

    # ============================================================ candidate reception

    @always_comb
    def beat_check():
        m_bad.next = (not m_last and not m_full) or (m_last and not m_contig)

    @always_comb
    def run_counts():
        run_reg_in.next = run_reg + rf_take
        run_ihl_in.next = run_ihl + (rf_take and rf_byp == 1)
        run_frag_in.next = run_frag + (rf_take and rf_byp == 2)
        run_proto_in.next = run_proto + (rf_take and rf_byp == 3)

    @always_seq(clk.posedge, reset=rst)
    def rx_ctl():
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
        # regular frames, counted in the cycle after their first beat leaves m; restarted
        # at a candidate's last beat (which copies them into its slot with the pending one,
        # run_*_in: that frame left m before the candidate's last beat came)
        rf_take.next = m_rf and regular.tready
        rf_byp.next = m_byp
        if m_cl:
            run_reg.next = 0
            run_ihl.next = 0
            run_frag.next = 0
            run_proto.next = 0
        else:
            run_reg.next = run_reg_in
            run_ihl.next = run_ihl_in
            run_frag.next = run_frag_in
            run_proto.next = run_proto_in

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

    @always_comb
    def slot_wport():
        # the slot of buffer cbuf (the candidate in m) takes these (see _slot)
        we_b0.next = m_cf  # m_cv and m_first
        we_b1.next = m_cv and bidx == HB
        we_d.next = m_cl  # m_cv and m_last

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
        # buffer v2_buf registers it at v2_go (see _slot)
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

    # ============================================================ presentation

    @always_comb
    def offer():
        release.next = sl[O_DONE] and staged.ready

    @always_seq(clk.posedge, reset=rst)
    def buf_ctl():
        a_q.next = alloc
        if a_q and not release:
            used.next = used + 1
        elif release and not a_q:
            used.next = used - 1
        if release:
            pbuf.next = pnext
            if pnext == last_buf:
                pnext.next = 0
            else:
                pnext.next = pnext + 1

    @always_seq(clk.posedge, reset=rst)
    def present():
        if release:
            sl.next = sl_next
        else:
            sl.next = sl_now

    @always(clk.posedge)
    def present_mkey():
        if release:
            if next_ctrl:
                sl_mkey.next = next_w56
            else:
                sl_mkey.next = next_seg
        else:
            if now_ctrl:
                sl_mkey.next = now_w56
            else:
                sl_mkey.next = now_seg

    @always_comb
    def staged_out():
        staged.valid.next = sl[O_DONE]
        staged.buf.next = pbuf
        staged.mkey.next = sl_mkey

    # every other StagedFrame field, read out of the slot's word by its record name
    fields_out = [_drive(_view(sl, part, rec, name), getattr(staged, name))
                  for part, rec in (("b0", B0), ("b1", B1), ("d", D)) for name, _ in rec.fields]
    fields_out.append(_drive(SLOT.view(sl, "drop"), staged.drop))

    return (pc_tree, keep_shape, beat0_fields, classify, buf_room, input_ctl, slice_ctl, slice_data,
            slice_flags, regular_out, ram_wport, ram, beat_check, run_counts, rx_ctl, capture,
            slot_wport, verdict1, verdict2, slots, offer, buf_ctl, present, present_mkey,
            staged_out, fields_out)


@block
def iswitch_rx_top(clk, rst, s_axis, regular, staged, stage_rd, DATA_DSCP=wire.DATA_DSCP,
                   CTRL_DSCP=wire.CTRL_DSCP, UDP_PORT=wire.UDP_PORT):
    """Conversion wrapper: ``iswitch_rx`` with its parameters as plain integers."""
    p = AccelParams(DATA_DSCP=DATA_DSCP, CTRL_DSCP=CTRL_DSCP, UDP_PORT=UDP_PORT)
    return iswitch_rx(clk, rst, s_axis, regular, staged, stage_rd, p)
