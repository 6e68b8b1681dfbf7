"""iswitch_core: the commit and control engine of iswitch_accel (docs/accel.md 3, 4.3-4.5).

Ports (interfaces of ``myhdl_src/iswitch_if.py``)
-------------------------------------------------
clk       in   clock
rst       in   ResetSignal, synchronous, active high
staged    in   StagedFrame from iswitch_rx (this block drives ``staged.ready``)
stage_rd  out  StageRead: address of the staging RAM (rx returns the word a cycle later)
desc      out  Desc to iswitch_tx (tx drives ``desc.ready``)
pl_rd     in   PayloadRead from iswitch_tx: tx's read port of the payload RAM, unpin
p              AccelParams (elaboration time)

The engine executes the staged frames one at a time, in arrival order, exactly as
``golden.accel_model.AccelModel.push`` does. Every register-to-register path is at most 12
cells deep (yosys xc7, docs/benchmarks.md) and short enough for an ECP5 (block RAM outputs
registered, no 32-bit carry chain behind a mux tree; docs/benchmarks.md, "Post-route
timing"), so a frame is decided in a pipeline of four stages, each a named generator, and
its payload is committed beside it:

* **read** (``stage_read``, cycle t0, state IDLE with a staged frame): the buffer's
  metadata word (LUT RAM), the Query's counter candidates (the first of two mux levels),
  which register the Query names (one-hot, ``query_decode``) and the frame's
  regular-traffic deltas are registered; so is the membership lookup (``lookup``, every
  cycle).
* **compare** (``stage_compare``, t0 + 1, state CMP): every comparison the decision needs
  (tag, serial number, duplicate bit, element count, pins, thresholds, job, the control
  action (one-hot) and value ranges, the Query's register value) is registered as one bit
  or one word; so is the descriptor FIFO's room (``dfifo_room``, every cycle).
* **decide** (``decide_data``, ``decide_terms`` and ``decide_ctrl``: combinational,
  t0 + 2, state DEC): the outcome (a drop reason, add, store, a control action, or
  *retry*) and the new metadata word, registered (``decision``: ``dd_*``, ``dc_*``).
* **act** (``act``, t0 + 3, state ACT: the registers it sets at the end of t0 + 3): the
  metadata write, the table, H and job, the counter increments (``counters``), the
  descriptor pushes and the state; the write ports they drive (metadata, descriptor FIFO,
  pins, counters) take effect at the end of t0 + 4.
* **payload** (``issue``): a data frame's payload beats are issued one per cycle from
  t0 + 1 on, *before* the decision is known (speculatively): a full-size frame needs 45
  beats and rx sends one every 47 cycles, so the two would not fit one after the other.
  Payload RAM word ``{buffer, beat}`` and staging word ``{staged buffer, beat + 2}`` are
  read, registered (``ram_q``, ``st_dly[0]``), added by ``fp32_vec_add`` (the stored sum
  is the first operand) and written back 8 cycles after the issue; the beats issued before
  the decision carry a *speculative* bit in the write pipeline (``pipeline``): at the
  decision (``f_res``, t0 + 4) they are confirmed (add or store: the adder's sum or the
  staged word is written) or killed (drop, retry: nothing is written). The first write is
  at t0 + 9, so no speculative word is ever written. A scoreboard of the writes in flight
  stalls a read of a word that is still being written (read-after-write hazard of
  back-to-back packets of one segment); it is computed a cycle ahead and registered
  (``scoreboard``); speculative beats always respect it (a store would not need to).

Hazards between frames. Frame N + 1 is read (t0') only after frame N has been released
(``staged.ready``), which is never before N's act cycle, so every write of N has landed
when N + 1 reads: metadata and table at the end of N's t0 + 3 or t0 + 4, counters at the
end of its t0 + 4, pins and descriptor pointer at most one cycle after its last push. The
registered derived values (``heff``, the members' ports ``m_ports``, the lookup, the FIFO's
room) follow one cycle later and are first used in the compare or decide stage (t0' + 1,
t0' + 2). So nothing needs forwarding; the price is that a frame occupies the engine for
at least 5 cycles (t0 .. t0 + 4), so minimum-size frames are slower than before
(docs/benchmarks.md). A data frame is released when its last beat is issued (t0 + 45 for
45 beats: one every 46 cycles, as rx needs at most 47) and its aggregate, if the commit
completes the segment, is pushed in the same cycle.

* *retry*: a store into a buffer whose aggregate tx has not read yet (pins), or a
  descriptor FIFO with fewer than two free entries (three for a control request, which may
  push an Ack, a data frame and a request to the parent), sends the frame back to IDLE (the
  speculative beats killed) to be decided again.
* The role (docs/protocol.md section 12): registers ``r_child``, ``up_port``, ``up_id``,
  ``up_att``, ``up_idx``, set by SetRole and the parent's Ack in the act cycle like H and
  the table, so the next frame's decision sees them. A child completes a segment into the
  state UP (its partial goes out of the uplink port with its member id, ``DOWN`` clear),
  stores a result coming down from its parent (a *store* of the staged payload, as a first
  contribution) and multicasts it to its members; a Help or FBcast of a segment in UP
  sends the partial again (``RETX``) and the request up (state EMIT2, ``req_desc``).
* Control actions that touch every buffer (Leave, SetH, Reset, and the reset after
  ``rst``) walk the metadata (``walk``, ``walk_step``): one entry read per cycle, its
  update one cycle later, emitting the sweep's aggregates.

Descriptors go into a FIFO whose write pointer becomes visible to tx ``_VIS_DELAY`` cycles
after a push, so that a descriptor pushed with the last payload issue of a commit is seen
only after that commit's last write has landed. A data descriptor pins its buffer until tx
unpins it; a first contribution (store) into a pinned buffer waits.

The payload RAM exists twice with the same writes: one copy read by the engine, one by
tx, so that neither ever waits for the other (2 x 2K x 64 words of 256 bits: block RAM).
"""

from myhdl import ConcatSignal, Signal, always, always_comb, block, concat, intbv, modbv

from iswitch import wire
from iswitch.wire import (
    COUNTERS,
    CTRL_FIELDS,
    DATA_FIELDS,
    FLAGS_BITS,
    MAX_MEMBERS,
    STATUS_REGS,
    UPLINK_ATTACHED_BIT,
    UPLINK_CHILD_BIT,
    UPLINK_ID,
    UPLINK_INDEX,
    UPLINK_PORT,
    Action,
    Entity,
    Flag,
    Reg,
    Status,
)

from .busfields import Record, header
from .fp32_add import LATENCY
from .fp32_vec_add import fp32_vec_add
from .iswitch_if import BEAT_AW, DATA_W, HDR_W
from .onehot import onehot_decode, onehot_index

# Buffer states (golden.accel_model.BufState).
_FREE, _AGG, _DONE, _UP = 0, 1, 2, 3
# Engine states: IDLE -> CMP -> DEC -> ACT (read, compare, decide, act), then one of
# PAY (a data commit issuing its payload), EMIT (the data frame after an Ack), EMIT2 (a
# request to the parent after them), WALK, REL (release the frame), HOLD (retry: release
# nothing, decide again); INIT walks after reset.
_INIT, _IDLE, _CMP, _DEC, _ACT, _PAY, _EMIT, _EMIT2, _WALK, _REL, _HOLD = range(11)
# Query: a register's page (value[31:8]) and index in it (value[7:0]); the status
# registers, each a bit of the read stage's one-hot decode (c_qsoh), in this order
_PAGE_CNT, _PAGE_STATUS, _PAGE_MEMBER = 0, Reg.H >> 8, Reg.MEMBER_BASE >> 8
_Q_STATUS = (Reg.H, Reg.MEMBER_COUNT, Reg.JOB, Reg.K, Reg.MEMBERS, Reg.BUSY, Reg.VERSION,
             Reg.UPLINK)
assert all(r >> 8 == _PAGE_STATUS for r in _Q_STATUS), _Q_STATUS
assert all(r < 0x100 for r in COUNTERS) and all(r >> 8 == _PAGE_STATUS for r in STATUS_REGS)
assert Reg.MEMBER_BASE & 0xFF == 0 and MAX_MEMBERS <= 0x100


# the counter indices a Query accepts, as a table of the low byte (a ROM: a function of 8
# bits in LUTs, where range comparisons became carry chains)
_IS_CNT = tuple(int(i in {int(c) for c in COUNTERS}) for i in range(256))


def _runs(table: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The runs of ones of ``table``: ``(first, last + 1)`` each, in order."""
    runs, lo = [], None
    for i, v in enumerate((*table, 0)):
        if v and lo is None:
            lo = i
        elif not v and lo is not None:
            runs.append((lo, i))
            lo = None
    return tuple(runs)


# The counter indices as ranges (query_counter compares with them: a 256-entry table would
# be a ROM, and yosys moves the register of its address, rx's presentation register, to its
# output, putting the table's logic behind rx's release mux)
_CNT_RUNS = _runs(_IS_CNT)
# the Flag bits a data decision reads from the flags word (w56)
_DOWN_BIT, _PARTIAL_BIT = Flag.DOWN.bit_length() - 1, Flag.PARTIAL.bit_length() - 1
# the role word (Reg.UPLINK, SetRole's value): the child bit, the configuration's port and id
_UP_PORT_HI, _UP_PORT_LO = UPLINK_PORT.lo + UPLINK_PORT.width, UPLINK_PORT.lo
_UP_ID_W, _UP_IDX_W = UPLINK_ID.width, UPLINK_INDEX.width
_UP_ZERO_W = UPLINK_ATTACHED_BIT - UPLINK_INDEX.lo - UPLINK_INDEX.width  # between them
assert UPLINK_ID.lo == 0 and UPLINK_PORT.lo == UPLINK_ID.width and (
    UPLINK_INDEX.lo == UPLINK_PORT.lo + UPLINK_PORT.width) and _UP_ZERO_W >= 1 and (
    UPLINK_CHILD_BIT == UPLINK_ATTACHED_BIT + 1 == 31)
# Walk modes: sweep (emit AGG buffers that reach Heff), clear a member bit first, free all.
_W_SWEEP, _W_LEAVE, _W_FREE = range(3)

_LAST_ACTION = max(Action)
# (plain ints: bit positions of the one-hot action register x_act)
_A_ACK, _A_SETROLE, _A_JOIN, _A_RESET, _A_SETH, _A_QUERY, _A_LEAVE, _A_HELP, _A_FBCAST = (
    int(a) for a in (Action.ACK, Action.SETROLE, Action.JOIN, Action.RESET, Action.SETH,
                     Action.QUERY, Action.LEAVE, Action.HELP, Action.FBCAST))
_DESC_DEPTH = 16  # descriptor FIFO entries
_VIS_DELAY = 6  # cycles from a push to tx seeing it (docs/accel.md 8, "Pipeline timing")
# sideband stages after the issue register; the last one writes. One more than the adder's
# LATENCY: the block RAM outputs (payload word, staged word) are registered before the adder
# (an ECP5 EBR's clock-to-output is most of a 125 MHz cycle).
_SB = LATENCY + 1

_NCNT = 64  # counter file: indices 0..46 used (docs/protocol.md section 10)
# The payload RAMs' reads never use a word written at the same clock edge (convert.py marks
# them so for synthesis): ram_a's payload reads wait for the scoreboard, whose hazard covers
# the write of that edge; ram_b's (tx) read pinned buffers, and reads after an unpin, or
# for an Ack, are discarded.
NO_RW_CHECK = ("ram_a", "ram_b")


@block
def _counter_pick(clk, load, cnt, idx, q):
    """``q`` = ``cnt[idx]``, registered when ``load`` (one Query candidate of the read stage;
    ``idx`` = {a constant group, value[2:0]}: no index arithmetic)."""

    @always(clk.posedge)
    def pick():
        if load:
            q.next = cnt[idx]

    return pick


@block
def _gate(sel, src, out):
    """``out`` = ``src`` if ``sel`` else 0 (one term of an AND-OR select)."""

    @always_comb
    def gate():
        if sel:
            out.next = src
        else:
            out.next = 0

    return gate


@block
def _gate_en(sel, en, src, out):
    """``out`` = ``src`` if ``sel`` and ``en`` else 0."""

    @always_comb
    def gate_en():
        if sel and en:
            out.next = src
        else:
            out.next = 0

    return gate_en


@block
def _page_eq(page, lo, bit, value):
    """``bit`` = ``page`` and ``lo == value`` (``value`` an elaboration-time constant)."""

    @always_comb
    def page_eq():
        bit.next = page and lo == value

    return page_eq


@block
def _or_tree(terms, out):
    """``out`` = the OR of ``terms`` (Signals of out's width), as a balanced tree of
    two-input ORs. A one-term subtree ORs its term with a constant 0, which synthesis
    removes (the same logic either way; how each form placed and routed:
    docs/benchmarks.md, "What was tried and not kept")."""
    if len(terms) == 1:
        a, b = terms[0], Signal(intbv(0)[len(out):])
        parts = []
    else:
        half = len(terms) // 2
        a, b = (Signal(intbv(0)[len(out):]) for _ in range(2))
        parts = [_or_tree(terms[:half], a), _or_tree(terms[half:], b)]

    @always_comb
    def or2():
        out.next = a | b

    return parts, or2


def _flags(bits: dict) -> ConcatSignal:
    """The header's flags word: ``bits`` maps a ``Flag`` to a Signal or shadow bit, or to 1
    (always set); every other bit is 0."""
    pieces = []
    for b in reversed(range(FLAGS_BITS)):
        v = bits.get(1 << b, 0)
        pieces.append(intbv(v)[1:] if isinstance(v, int) else v)
    return ConcatSignal(*pieces)


@block
def iswitch_core(clk, rst, staged, stage_rd, desc, pl_rd, p):
    """The engine of iswitch_accel; see the module docstring."""
    NBUF, BW, M = p.NBUF, p.BUF_W, p.MEMBERS
    PAW = p.PAYLOAD_AW
    MW = 32  # contributor bitmaps are kept 32 bits wide, as the header's contrib field
    IW = max(1, (M - 1).bit_length())  # member index bits
    # the role's child bit and port in value[31:16] (c_w54)
    CHILD_IN_W54 = UPLINK_CHILD_BIT - len(staged.w56)
    PORT_HI_IN_W54, PORT_LO_IN_W54 = _UP_PORT_HI - len(staged.w56), _UP_PORT_LO - len(staged.w56)

    # ---------------------------------------------------------------- metadata
    # One word per buffer: {state, tag, bitmap, count, nsum, elems, job, partial, h_emit,
    # contrib_emit}, one write port and one asynchronous read port (LUT RAM).
    O_CEMIT = 0
    O_HEMIT = O_CEMIT + MW
    O_PART = O_HEMIT + 6
    O_JOB = O_PART + 1
    O_ELEMS = O_JOB + 16
    O_NSUM = O_ELEMS + 9
    O_COUNT = O_NSUM + 16
    O_BMAP = O_COUNT + 6
    O_TAG = O_BMAP + MW
    O_STATE = O_TAG + 32
    META_W = O_STATE + 2

    meta = [Signal(intbv(0)[META_W:]) for _ in range(NBUF)]
    meta_ra = Signal(intbv(0)[BW:])
    meta_rd = Signal(intbv(0)[META_W:])
    meta_we = Signal(bool(0))
    meta_wa = Signal(intbv(0)[BW:])
    meta_wd = Signal(intbv(0)[META_W:])

    # A copy of the count field, read by the walk alone (its address is w_idx, no mux, and
    # 6 bits fan out to a few LUT RAM cells instead of the whole word's): the walk's
    # threshold compare runs behind it, not behind the metadata read.
    wcnt = [Signal(intbv(0)[6:]) for _ in range(NBUF)]
    wcnt_rd = Signal(intbv(0)[6:])
    wcnt_ra = Signal(intbv(0)[BW:])

    @always(clk.posedge)
    def meta_write():
        if meta_we:
            meta[meta_wa].next = meta_wd
            wcnt[meta_wa].next = meta_wd[O_COUNT + 6 : O_COUNT]

    @always_comb
    def meta_read():
        meta_rd.next = meta[meta_ra]

    @always_comb
    def walk_count_read():
        wcnt_rd.next = wcnt[wcnt_ra]

    # ---------------------------------------------------------------- payload RAM x2
    ram_a = [Signal(intbv(0)[DATA_W:]) for _ in range(NBUF << BEAT_AW)]
    ram_b = [Signal(intbv(0)[DATA_W:]) for _ in range(NBUF << BEAT_AW)]
    ram_raddr = Signal(intbv(0)[PAW:])
    ram_rdata = Signal(intbv(0)[DATA_W:])
    ram_we = Signal(bool(0))
    ram_wa = Signal(intbv(0)[PAW:])
    ram_wd = Signal(intbv(0)[DATA_W:])

    @always(clk.posedge)
    def ram_a_port():
        if ram_we:
            ram_a[ram_wa].next = ram_wd
        ram_rdata.next = ram_a[ram_raddr]

    @always(clk.posedge)
    def ram_b_port():
        if ram_we:
            ram_b[ram_wa].next = ram_wd
        pl_rd.rdata.next = ram_b[pl_rd.raddr]

    # ---------------------------------------------------------------- engine state
    state = Signal(intbv(_INIT, min=0, max=16))
    walking = Signal(bool(1))  # state is WALK or INIT (a register beside state, set and
    # cleared with it in act: the metadata read address selects by it)
    h_reg = Signal(intbv(0)[6:])
    heff = Signal(intbv(0)[6:])  # min(H, members), registered
    heff_now = Signal(intbv(0)[6:])  # min(H, members): heff one cycle early
    job_bound = Signal(bool(0))
    job_reg = Signal(intbv(0)[16:])
    busy = Signal(intbv(0)[BW + 1 :])
    n_members = Signal(intbv(0)[6:])
    cnt = [Signal(modbv(0)[32:]) for _ in range(_NCNT)]
    # the role (docs/protocol.md section 12; Reg.UPLINK)
    r_child = Signal(bool(0))  # a child (else the root)
    up_port = Signal(intbv(0)[_UP_PORT_HI - _UP_PORT_LO:])  # its uplink port, one-hot
    up_id = Signal(intbv(0)[_UP_ID_W:])  # its member id at the parent
    up_att = Signal(bool(0))  # the parent answered its Join with OK ...
    up_idx = Signal(intbv(0)[_UP_IDX_W:])  # ... giving it this entry
    up_word = ConcatSignal(r_child, up_att, intbv(0)[_UP_ZERO_W:], up_idx, up_port, up_id)
    up_cfg = ConcatSignal(r_child, intbv(0)[1 + _UP_ZERO_W + _UP_IDX_W:], up_port, up_id)

    @always_comb
    def threshold_now():
        if h_reg < n_members:
            heff_now.next = h_reg
        else:
            heff_now.next = n_members

    @always(clk.posedge)
    def threshold():
        heff.next = heff_now

    # ---------------------------------------------------------------- membership table
    t_valid = Signal(intbv(0)[M:])
    t_worker = [Signal(intbv(0)[16:]) for _ in range(M)]
    t_type = Signal(intbv(0)[M:])
    t_mac = [Signal(intbv(0)[48:]) for _ in range(M)]
    t_ip = [Signal(intbv(0)[32:]) for _ in range(M)]
    t_port = [Signal(intbv(0)[8:]) for _ in range(M)]
    t_join = Signal(bool(0))  # act: the staged Join takes the lowest free entry ...
    t_join_r = Signal(bool(0))  # ... written in the cycle after (see table_write)
    # the staged frame's worker id and location, registered in the read stage (stage_read)
    # for the table write and the descriptors: staged's own bits feed the lookup alone
    c_worker = Signal(intbv(0)[16:])
    c_mac = Signal(intbv(0)[48:])
    c_ip = Signal(intbv(0)[32:])
    c_port = Signal(intbv(0)[len(staged.port):])

    # Lookup of the staged frame's worker id, in two registered steps, every cycle: the
    # per-entry matches (lk_hitv; the location's bytes lk_mac0v..lk_mac5v, lk_ip0v..lk_ip3v,
    # lk_portv, ANDed in the reduction) are those of the frame read in the cycle before
    # (the compare stage), their reductions (lk_hit, lk_loc) of the frame read two cycles
    # before (the decide stage). The table does not change in between.
    lk_hit = Signal(bool(0))
    lk_idx = Signal(intbv(0)[IW:])  # index of lk_hitv
    lk_loc = Signal(bool(0))  # the entry's location equals the frame's
    lk_free = Signal(bool(0))  # a free entry exists
    lk_fidx = Signal(intbv(0)[IW:])  # index of lk_freev
    m_ports = Signal(intbv(0)[8:])  # OR of the members' ports

    lk_hitv = Signal(intbv(0)[M:])  # one-hot: the entry with the frame's worker id
    # the entries whose MAC address byte k equals the frame's (one byte a compare: two
    # LUT4 levels), ... IP address byte k ..., and port (all of them: the location; the
    # reduction ANDs lk_hitv, so an invalid entry's bytes need no test)
    lk_mac0v, lk_mac1v, lk_mac2v, lk_mac3v, lk_mac4v, lk_mac5v = (
        Signal(intbv(0)[M:]) for _ in range(6))
    lk_ip0v, lk_ip1v, lk_ip2v, lk_ip3v = (Signal(intbv(0)[M:]) for _ in range(4))
    lk_portv = Signal(intbv(0)[M:])
    lk_onehot = Signal(intbv(0)[MW:])  # lk_hitv as a contributor bitmap
    lk_freev = Signal(intbv(0)[M:])  # one-hot: the lowest free entry
    hit_idx = onehot_index(lk_hitv, lk_idx)
    free_idx = onehot_index(lk_freev, lk_fidx)

    @always(clk.posedge)
    def table_write():
        # A Join's entry is written at the end of the cycle after its act cycle (REL), from
        # registers: t_join_r, lk_freev (registered from t_valid before the Join set it) and
        # the staged frame's fields as the read stage took them (c_*). t_valid is set at the end of
        # act, so for one cycle the entry is valid with its old fields: nothing reads the
        # table then (the next frame's read stage comes after REL, the lookup's results
        # in REL belong to the Join itself, already decided).
        t_join_r.next = t_join
        if t_join_r:
            for i in range(M):
                if lk_freev[i]:
                    t_worker[i].next = c_worker
                    t_mac[i].next = c_mac
                    t_ip[i].next = c_ip
                    t_port[i].next = c_port

    @always(clk.posedge)
    def lookup():
        hv = intbv(0)[M:]
        fv = modbv(0)[M:]
        ports = intbv(0)[8:]
        hv[:] = 0
        ports[:] = 0
        for i in range(M):
            if t_valid[i]:
                ports[:] = ports | t_port[i]
                hv[i] = t_worker[i] == staged.worker
            lk_mac0v.next[i] = t_mac[i][8:0] == staged.src_mac[8:0]
            lk_mac1v.next[i] = t_mac[i][16:8] == staged.src_mac[16:8]
            lk_mac2v.next[i] = t_mac[i][24:16] == staged.src_mac[24:16]
            lk_mac3v.next[i] = t_mac[i][32:24] == staged.src_mac[32:24]
            lk_mac4v.next[i] = t_mac[i][40:32] == staged.src_mac[40:32]
            lk_mac5v.next[i] = t_mac[i][48:40] == staged.src_mac[48:40]
            lk_ip0v.next[i] = t_ip[i][8:0] == staged.src_ip[8:0]
            lk_ip1v.next[i] = t_ip[i][16:8] == staged.src_ip[16:8]
            lk_ip2v.next[i] = t_ip[i][24:16] == staged.src_ip[24:16]
            lk_ip3v.next[i] = t_ip[i][32:24] == staged.src_ip[32:24]
            lk_portv.next[i] = t_port[i] == staged.port
        fv[:] = ~t_valid
        lk_hitv.next = hv
        lk_freev.next = fv & (~fv + 1)  # lowest set bit
        lk_free.next = fv != 0
        m_ports.next = ports

    # ---------------------------------------------------------------- pins
    pins = [Signal(intbv(0)[10:]) for _ in range(NBUF)]
    pin_inc = Signal(bool(0))
    pin_buf = Signal(intbv(0)[BW:])
    pin_nz = Signal(intbv(0)[NBUF:])  # the buffers with pins (a bit each)
    pin_incv = Signal(intbv(0)[NBUF:])  # pin_buf, one-hot
    pin_decv = Signal(intbv(0)[NBUF:])  # tx's unpin_buf, one-hot
    pin_incd = onehot_decode(pin_buf, pin_incv, zero=True)
    pin_decd = onehot_decode(pl_rd.unpin_buf, pin_decv, zero=True)
    c_buf = Signal(intbv(0)[BW:])  # the frame's buffer (registered in stage_read)

    @always(clk.posedge)
    def lookup_reduce():
        lk_hit.next = lk_hitv != 0
        lk_loc.next = (lk_hitv & lk_mac0v & lk_mac1v & lk_mac2v & lk_mac3v & lk_mac4v
                       & lk_mac5v & lk_ip0v & lk_ip1v & lk_ip2v & lk_ip3v & lk_portv) != 0

    @always_comb
    def lookup_bitmap():
        v = intbv(0)[MW:]
        v[:] = 0
        v[M:] = lk_hitv
        lk_onehot.next = v

    @always(clk.posedge)
    def pin_count():
        if rst:
            for i in range(NBUF):
                pins[i].next = 0
        else:
            # each counter sees its own increment and decrement (both: unchanged)
            for i in range(NBUF):
                if pin_inc and pin_incv[i] and not (pl_rd.unpin and pin_decv[i]):
                    pins[i].next = pins[i] + 1
                elif pl_rd.unpin and pin_decv[i] and not (pin_inc and pin_incv[i]):
                    pins[i].next = pins[i] - 1

    @always_comb
    def pin_read():
        nz = intbv(0)[NBUF:]
        for i in range(NBUF):
            nz[i] = pins[i] != 0
        pin_nz.next = nz

    # ---------------------------------------------------------------- descriptor FIFO
    # An entry holds a Desc (iswitch_if.py), field by field.
    DESC = Record(("data", 1), ("dst_mac", len(desc.dst_mac)), ("dst_ip", len(desc.dst_ip)),
                  ("dport", len(desc.dport)), ("ports", len(desc.ports)), ("hdr", HDR_W),
                  ("buf", BW), ("elems", len(desc.elems)))
    DESC_W = DESC.width
    PW = (_DESC_DEPTH - 1).bit_length() + 1  # pointer bits, one more than the address

    dfifo = [Signal(intbv(0)[DESC_W:]) for _ in range(_DESC_DEPTH)]
    d_we = Signal(bool(0))
    d_wd = Signal(intbv(0)[DESC_W:])
    d_wptr = Signal(modbv(0)[PW:])
    d_rptr = Signal(modbv(0)[PW:])
    d_rptr1 = Signal(modbv(1)[PW:])  # d_rptr + 1
    # the write pointer's way to tx: _VIS_DELAY - 1 stages, then the compare with the read
    # pointer into the register d_valid (desc.valid)
    d_valid = Signal(bool(0))  # desc.valid: the write pointer of _VIS_DELAY cycles ago != d_rptr
    d_vis = [Signal(modbv(0)[PW:]) for _ in range(_VIS_DELAY - 1)]
    d_head = Signal(intbv(0)[DESC_W:])
    d_room2 = Signal(bool(0))  # at least two free entries
    d_room3 = Signal(bool(0))  # at least three
    # ... registered, for the decision (decide stage): they see every push of the frames
    # before (the last one's pointer update lands in the read stage at the latest) and
    # tx's pops up to the compare stage (a pop only adds room)
    x_room2 = Signal(bool(0))
    x_room3 = Signal(bool(0))

    @always(clk.posedge)
    def dfifo_write():
        if d_we:
            dfifo[d_wptr[PW - 1 :]].next = d_wd

    @always(clk.posedge)
    def dfifo_ptrs():
        if rst:
            d_wptr.next = 0
            d_rptr.next = 0
            d_rptr1.next = 1
            d_valid.next = 0
            for i in range(_VIS_DELAY - 1):
                d_vis[i].next = 0
        else:
            if d_we:
                d_wptr.next = d_wptr + 1
            # desc.valid as it will be: the next visible write pointer (d_vis's last stage)
            # against the next d_rptr, so that tx's control starts at a flip-flop
            if desc.valid and desc.ready:
                d_rptr.next = d_rptr1
                d_rptr1.next = d_rptr1 + 1
                d_valid.next = d_vis[_VIS_DELAY - 2] != d_rptr1
            else:
                d_valid.next = d_vis[_VIS_DELAY - 2] != d_rptr
            d_vis[0].next = d_wptr
            for i in range(1, _VIS_DELAY - 1):
                d_vis[i].next = d_vis[i - 1]

    @always_comb
    def dfifo_read():
        d_head.next = dfifo[d_rptr[PW - 1 :]]

    @always_comb
    def dfifo_status():
        used = modbv(0)[PW:]
        used[:] = d_wptr - d_rptr
        d_room2.next = used <= _DESC_DEPTH - 2
        d_room3.next = used <= _DESC_DEPTH - 3

    @always(clk.posedge)
    def dfifo_room():
        x_room2.next = d_room2
        x_room3.next = d_room3

    h_data, h_dst_mac, h_dst_ip, h_dport, h_ports, h_hdr, h_buf, h_elems = (
        DESC.view(d_head, name) for name, _ in DESC.fields)

    @always_comb
    def desc_out():
        desc.valid.next = d_valid
        desc.data.next = h_data
        desc.dst_mac.next = h_dst_mac
        desc.dst_ip.next = h_dst_ip
        desc.dport.next = h_dport
        desc.ports.next = h_ports
        desc.hdr.next = h_hdr
        desc.buf.next = h_buf
        desc.elems.next = h_elems

    # ---------------------------------------------------------------- payload issue
    # The frame being committed, loaded in the read stage; beats are issued from t0 + 1.
    f_go = Signal(bool(0))  # a data frame without a stateless drop: issue its payload
    f_buf = Signal(intbv(0)[BW:])  # segment buffer
    f_sbuf = Signal(intbv(0)[len(stage_rd.raddr) - BEAT_AW :])  # staging buffer
    f_last = Signal(modbv(0)[BEAT_AW + 1 :])  # the frame's payload beats (1..45) - 1
    st_beat = Signal(modbv(0)[BEAT_AW:])  # staging beat of payload beat f_beat
    f_beat = Signal(intbv(0)[BEAT_AW + 1 :])  # next payload beat to issue
    f_dec = Signal(bool(0))  # decided: commit (set by act in the decide stage)
    f_store = Signal(bool(0))  # ... as a store (else an add)
    f_res = Signal(bool(0))  # act cycle: resolve the speculative beats ...
    f_kill = Signal(bool(0))  # ... by killing them (drop, retry)
    iss_now = Signal(bool(0))  # a payload beat is issued in this cycle
    pay_done = Signal(bool(0))  # the frame's last beat is issued now or was before
    p_go = Signal(bool(0))  # the read stage: a staged frame is taken up in this cycle

    # Write pipeline of one payload word issued in cycle t (its RAM addresses are
    # registered at the end of t): iss_* hold it in t+1, when ram_rdata and stage_rd.rdata
    # are valid and are registered (ram_q, st_dly[0]); sb_*[k] hold it in t+2+k: sb_*[0] in
    # t+2, when the adder samples ram_q and st_q; sb_*[_SB-1] in t+8, when the sum (or the
    # delayed staged word of a store) is written.
    # The scoreboard compares beat numbers only: an entry's bm bit says its buffer is the
    # frame's (set at issue; for the entries in flight when a frame is read, compared then).
    iss_valid = Signal(bool(0))
    iss_spec = Signal(bool(0))  # issued before the decision
    iss_store = Signal(bool(0))
    iss_bm = Signal(bool(0))
    iss_buf = Signal(intbv(0)[BW:])
    iss_beat = Signal(intbv(0)[BEAT_AW:])
    iss_z0 = Signal(bool(0))  # iss_beat == 0
    iss_z1 = Signal(bool(0))  # iss_beat == 1
    sb_valid = Signal(intbv(0)[_SB:])
    sb_spec = Signal(intbv(0)[_SB:])
    sb_store = Signal(intbv(0)[_SB:])
    sb_bm = Signal(intbv(0)[_SB:])
    sb_z0 = Signal(intbv(0)[_SB:])  # the entry's beat is 0
    sb_z1 = Signal(intbv(0)[_SB:])  # ... 1
    sb_buf = [Signal(intbv(0)[BW:]) for _ in range(_SB)]
    sb_beat = [Signal(intbv(0)[BEAT_AW:]) for _ in range(_SB)]
    st_dly = [Signal(intbv(0)[DATA_W:]) for _ in range(_SB)]  # staged words, for stores
    sum_valid = Signal(bool(0))
    sum_word = Signal(intbv(0)[DATA_W:])
    ce = Signal(bool(1))
    st_rdata = Signal(intbv(0)[DATA_W:])
    ram_q = Signal(intbv(0)[DATA_W:])  # ram_rdata, registered
    st_q = Signal(intbv(0)[DATA_W:])  # st_dly[0] as a plain signal: the adder slices it
    add_in = Signal(bool(0))  # sb_valid[0]: the adder's input is an entry in flight
    adder = fp32_vec_add(clk, rst, ce, add_in, ram_q, st_q, sum_valid, sum_word)
    hazard = Signal(bool(0))  # the word at ram_raddr has a write in flight (registered)
    f_nxt = Signal(modbv(0)[BEAT_AW:])  # f_beat + 1 (its low bits)
    f_more = Signal(bool(0))  # f_beat != f_last + 1: beats are left to issue
    f_at_last = Signal(bool(0))  # f_beat == f_last: the next issue is the last beat
    f_n2 = Signal(modbv(2)[BEAT_AW:])  # f_beat + 2 (its low bits)
    # the scoreboard's compares (scoreboard_cmp): entry i (iss, sb[0 .. _SB - 2] below) is
    # valid and its beat equals f_beat + j of the cycle before (sb_qj[i]); the read and
    # issue of the cycle before (hz_pgo, hz_inc); the compares ORed (scoreboard_or)
    sb_q0 = Signal(intbv(0)[_SB - 1 :])
    sb_q1 = Signal(intbv(0)[_SB - 1 :])
    sb_q2 = Signal(intbv(0)[_SB - 1 :])
    hz_pgo = Signal(bool(0))
    hz_inc = Signal(bool(0))
    hz_s0, hz_s1, hz_s2, hz_b0, hz_b1, hz_z0 = (Signal(bool(0)) for _ in range(6))

    @always_comb
    def staged_word():
        st_rdata.next = stage_rd.rdata
        st_q.next = st_dly[0]
        add_in.next = sb_valid[0]

    @always(clk.posedge)
    def ram_out():
        ram_q.next = ram_rdata

    @always_comb
    def addresses():
        st_beat.next = f_n2  # f_beat + 2, a register: no adder before the RAM's address
        ram_raddr.next = concat(f_buf, f_beat[BEAT_AW:])

    @always_comb
    def staging_address():
        stage_rd.raddr.next = concat(f_sbuf, st_beat)

    @always(clk.posedge)
    def scoreboard_cmp():
        # The beat compares of the hazard, a cycle ahead of it: for each entry as it will be
        # in the next cycle (iss -> sb[0], sb[i] -> sb[i + 1]), whether it is valid then and
        # its beat equals f_beat + j (j = 0, 1, 2; f_beat, f_nxt, f_n2 as they are now).
        # The next cycle's f_beat is one of f_beat, f_beat + 1 and 0 (hz_inc, hz_pgo), so
        # the scoreboard needs no compare of its own; 0 and 1 are the bits z0, z1 that
        # travel with each entry.
        v = bool(iss_valid) and not (f_res and f_kill and iss_spec) and not rst
        sb_q0.next[0] = v and iss_beat == f_beat[BEAT_AW:]
        sb_q1.next[0] = v and iss_beat == f_nxt
        sb_q2.next[0] = v and iss_beat == f_n2
        for i in range(1, _SB - 1):
            v = bool(sb_valid[i - 1]) and not (f_res and f_kill and sb_spec[i - 1]) and not rst
            sb_q0.next[i] = v and sb_beat[i - 1] == f_beat[BEAT_AW:]
            sb_q1.next[i] = v and sb_beat[i - 1] == f_nxt
            sb_q2.next[i] = v and sb_beat[i - 1] == f_n2
        hz_pgo.next = p_go and not rst
        hz_inc.next = iss_now and not rst

    @always_comb
    def scoreboard_or():
        # The entries that count (iss and sb[0 .. _SB - 2]: the oldest is written and
        # leaves, and the beat issued now cannot match the next one), ORed per compare.
        # iss holds the beat issued in the cycle before (f_beat then), so it never equals
        # f_beat + 1 or + 2, and f_beat itself only when nothing was issued, when iss is
        # empty: iss counts only after a read (b0, b1, z0).
        s0 = False
        s1 = False
        s2 = False
        b0 = bool(iss_valid and iss_bm and iss_z0)
        b1 = bool(iss_valid and iss_bm and iss_z1)
        z0 = bool(iss_valid and iss_z0)
        for i in range(_SB - 1):
            if sb_bm[i] and sb_q0[i]:
                s0 = True
            if sb_bm[i] and sb_q1[i]:
                s1 = True
            if sb_bm[i] and sb_q2[i]:
                s2 = True
            if sb_valid[i] and sb_bm[i] and sb_z0[i]:
                b0 = True
            if sb_valid[i] and sb_bm[i] and sb_z1[i]:
                b1 = True
            if sb_valid[i] and sb_z0[i]:
                z0 = True
        hz_s0.next = s0
        hz_s1.next = s1
        hz_s2.next = s2
        hz_b0.next = b0
        hz_b1.next = b1
        hz_z0.next = z0

    @always(clk.posedge)
    def scoreboard():
        # hazard, one cycle ahead: the entries as they will be in the next cycle against
        # the next f_beat: f_beat (no issue now: same), f_nxt (an issue: nxt), 0 (a new
        # frame: any entry of beat 0, whatever its buffer, which costs at most a cycle).
        # f_beat itself is f_beat + 1 after an issue (hz_inc) and 0 after a read (hz_pgo).
        # Entries killed in this cycle (f_res and f_kill) still count: the hazard computed
        # now is then never used (the frame is dead: no issue now or next cycle, and the
        # next frame's p_go, never in this cycle, computes it afresh), and f_kill stays off
        # this path.
        same = False
        nxt = False
        if hz_pgo:
            same = bool(hz_b0)
            nxt = bool(hz_b1)
        elif hz_inc:
            same = bool(hz_s1)
            nxt = bool(hz_s2)
        else:
            same = bool(hz_s0)
            nxt = bool(hz_s1)
        if rst:
            hazard.next = 0
        elif p_go:
            hazard.next = hz_z0
        elif iss_now:
            hazard.next = nxt
        else:
            hazard.next = same

    @always_comb
    def issue_ctl():
        # A store does not read the payload RAM, so a decided store ignores the hazard.
        go = f_go and not f_kill and f_more and ((f_dec and f_store) or not hazard)
        iss_now.next = go
        pay_done.next = not f_more or (go and f_at_last)

    @always(clk.posedge)
    def issue():
        c7 = intbv(0)[7:]
        if rst:
            f_go.next = 0
        elif p_go:
            # the read stage: the frame's addresses and its beat count, ceil(count / 8)
            c7[:] = staged.w52[9:3] + (staged.w52[3:0] != 0)
            f_go.next = not staged.ctrl and staged.drop == 0
            f_buf.next = staged.seg[BW:]
            f_sbuf.next = staged.buf
            f_last.next = c7 - 1
            f_beat.next = 0
            f_nxt.next = 1
            f_n2.next = 2
            f_more.next = c7 != 0
            f_at_last.next = c7 == 1
        else:
            if f_kill:
                f_go.next = 0
            if iss_now:
                f_beat.next = f_beat + 1
                f_nxt.next = f_nxt + 1
                f_n2.next = f_n2 + 1
                # (compared a cycle early: f_beat + 1 is the beat count iff f_beat == f_last)
                f_more.next = not f_at_last
                f_at_last.next = concat(intbv(0)[1:], f_nxt) == f_last

    @always(clk.posedge)
    def pipeline():
        # At f_res the speculative entries become real (add/store as decided) or die.
        if rst:
            iss_valid.next = 0
            sb_valid.next = 0
        else:
            iss_valid.next = iss_now
            sb_valid.next[0] = iss_valid and not (f_res and f_kill and iss_spec)
            for i in range(1, _SB):
                sb_valid.next[i] = sb_valid[i - 1] and not (f_res and f_kill and sb_spec[i - 1])
        iss_spec.next = not f_dec
        iss_store.next = f_store
        iss_bm.next = 1
        iss_buf.next = f_buf
        iss_beat.next = f_beat[BEAT_AW:]
        iss_z0.next = f_beat[BEAT_AW:] == 0
        iss_z1.next = f_beat[BEAT_AW:] == 1
        if p_go:
            # a new frame: which of the writes in flight are to its buffer
            sb_bm.next[0] = iss_buf == staged.seg[BW:]
            for i in range(1, _SB):
                sb_bm.next[i] = sb_buf[i - 1] == staged.seg[BW:]
        else:
            sb_bm.next[0] = iss_bm
            for i in range(1, _SB):
                sb_bm.next[i] = sb_bm[i - 1]
        sb_spec.next[0] = iss_spec and not f_res
        if f_res and iss_spec:
            sb_store.next[0] = f_store
        else:
            sb_store.next[0] = iss_store
        for i in range(1, _SB):
            sb_spec.next[i] = sb_spec[i - 1] and not f_res
            if f_res and sb_spec[i - 1]:
                sb_store.next[i] = f_store
            else:
                sb_store.next[i] = sb_store[i - 1]
        sb_buf[0].next = iss_buf
        sb_beat[0].next = iss_beat
        sb_z0.next[0] = iss_z0
        sb_z1.next[0] = iss_z1
        for i in range(1, _SB):
            sb_buf[i].next = sb_buf[i - 1]
            sb_beat[i].next = sb_beat[i - 1]
            sb_z0.next[i] = sb_z0[i - 1]
            sb_z1.next[i] = sb_z1[i - 1]
        st_dly[0].next = st_rdata
        for i in range(1, _SB):
            st_dly[i].next = st_dly[i - 1]

    @always_comb
    def writeback():
        # (an add's sum is valid whenever its entry is: the adder runs with every issue)
        ram_we.next = sb_valid[_SB - 1] and (sb_store[_SB - 1] or sum_valid)
        ram_wa.next = concat(sb_buf[_SB - 1], sb_beat[_SB - 1])
        if sb_store[_SB - 1]:
            ram_wd.next = st_dly[_SB - 1]
        else:
            ram_wd.next = sum_word

    # ---------------------------------------------------------------- stage read (t0)
    c_meta = Signal(intbv(0)[META_W:])  # the buffer's metadata word
    # the staged frame's fields (rx shows them through a mux chain: registered here)
    c_ctrl = Signal(bool(0))
    c_drop = Signal(intbv(0)[5:])
    c_job = Signal(intbv(0)[16:])
    c_seg = Signal(intbv(0)[32:])
    c_w52 = Signal(intbv(0)[16:])
    c_w54 = Signal(intbv(0)[16:])
    c_w56 = Signal(intbv(0)[16:])
    c_w58 = Signal(intbv(0)[32:])
    c_acked = Signal(intbv(0)[len(staged.acked):])
    c_qnone = Signal(bool(0))  # Query: the value names no register ...
    c_qent = Signal(bool(0))  # ... a member entry
    # Query: the counters value[2:0] of each group of 8 (the read stage takes the first of
    # two mux levels over the 64 counters, the compare stage's select the second, value[5:3])
    assert _NCNT == 64  # 8 groups of 8: value[5:3] picks the group, value[2:0] the counter
    c_qv8 = [Signal(modbv(0)[32:]) for _ in range(_NCNT // 8)]  # (elements: no memory)
    q_picks = [_counter_pick(clk, p_go, cnt, ConcatSignal(intbv(k)[3:], staged.w56(3, 0)),
                             c_qv8[k]) for k in range(_NCNT // 8)]
    # Query of a counter this frame adds to (the regular-traffic deltas, CTRL_OK): its value
    # plus the frame's part, summed in the read stage from the counter's register (a fixed
    # index: no mux in front of the adder), one register per counter (a mux after the
    # adders would let synthesis share one adder behind a mux of its operands); the compare
    # stage's select picks the one value[7:0] names (c_qfx, one-hot; 0: another counter)
    c_qfx = Signal(intbv(0)[5:])
    c_qs0, c_qs1, c_qs2, c_qs3, c_qs4 = (Signal(modbv(0)[32:]) for _ in range(5))
    # The Query's value as an AND-OR select (q_or) of every source, each picked by a bit of a
    # one-hot register the read stage decodes (a few LUT levels where six mux levels were):
    # the status registers (c_qsoh, in _Q_STATUS order), the counters with the
    # frame's part (c_qfx) and the other counters' groups of 8 (c_qg, c_qv8[k]); an entry
    # or no register selects nothing. Each bit is decoded straight from the value (no
    # priority chain: the pages and indexes are distinct).
    c_qsoh = Signal(intbv(0)[len(_Q_STATUS) :])
    qfx_n = Signal(intbv(0)[5:])  # c_qfx as it would load: value[7:0] names a c_qs* counter
    qg_n = Signal(intbv(0)[_NCNT // 8 :])  # value[5:3], one-hot: the counter's group
    qg_dec = onehot_decode(staged.w56(6, 3), qg_n, zero=True)
    c_qg = Signal(intbv(0)[_NCNT // 8 :])  # value[5:3], one-hot: the counter's group
    c_qcnt = Signal(bool(0))  # the value is a counter's index ...
    c_qnofx = Signal(bool(0))  # ... and value[7:0] names none of the c_qs* counters
    q_fx_en = Signal(bool(0))  # a counter: c_qfx picks
    q_grp_en = Signal(bool(0))  # a counter, not a c_qs* one: c_qg picks
    q_or = Signal(modbv(0)[32:])  # the Query's value, x_q_value as it will be
    job_word = Signal(bool(0))  # the Query names JOB and a job is bound
    # the frame's regular-traffic deltas, for the counters
    c_dreg, c_dihl, c_dfrag, c_dproto = (Signal(modbv(0)[32:]) for _ in range(4))
    w_idx = Signal(intbv(0)[BW + 1 :])  # walk: the entry read in this cycle (NBUF: none)

    q_lo = Signal(intbv(0)[8:])  # staged.w56[7:0], the register a Query names ...
    q_iscnt = Signal(bool(0))  # ... is a counter's index

    @always_comb
    def query_lo():
        q_lo.next = staged.w56[8:]

    assert len(_CNT_RUNS) == 3 and _CNT_RUNS[0][0] == 0, _CNT_RUNS  # as spelled out below
    (_, CR0_HI), (CR1_LO, CR1_HI), (CR2_LO, CR2_HI) = _CNT_RUNS

    @always_comb
    def query_counter():
        q_iscnt.next = (q_lo < CR0_HI or (q_lo >= CR1_LO and q_lo < CR1_HI)
                        or (q_lo >= CR2_LO and q_lo < CR2_HI))

    @always_comb
    def present():
        p_go.next = state == _IDLE and staged.valid

    @always_comb
    def read_address():
        # the frame's buffer (the segment for data, the value for FBcast/Help), or the
        # walk position
        wcnt_ra.next = w_idx[BW:]
        if walking:
            meta_ra.next = w_idx[BW:]
        else:
            meta_ra.next = staged.mkey[BW:]  # (w56 for control, seg for data)

    # the pages, the status registers' bits and an entry, as the read stage loads them
    q_page_cnt, q_page_st = Signal(bool(0)), Signal(bool(0))
    qst_bits = [Signal(bool(0)) for _ in _Q_STATUS]
    qst_picks = [_page_eq(q_page_st, q_lo, b, r & 0xFF) for b, r in zip(qst_bits, _Q_STATUS,
                                                                         strict=True)]
    qst_n = ConcatSignal(*reversed(qst_bits))
    qent_n = Signal(bool(0))
    QS_JOB = _Q_STATUS.index(Reg.JOB)

    @always_comb
    def query_job():
        job_word.next = c_qsoh[QS_JOB] and job_bound

    def _w32(sig):
        return ConcatSignal(intbv(0)[32 - len(sig) :], sig)

    q_srcs = {Reg.H: _w32(h_reg), Reg.MEMBER_COUNT: _w32(n_members), Reg.K: p.K,
              Reg.MEMBERS: M, Reg.BUSY: _w32(busy), Reg.VERSION: wire.VERSION,
              Reg.UPLINK: up_word, Reg.JOB: ConcatSignal(intbv(1)[16:], job_reg)}
    q_terms = [(job_word if r == Reg.JOB else c_qsoh(k), q_srcs[r])
               for k, r in enumerate(_Q_STATUS)]
    q_cnts = [(c_qfx(k), q_fx_en, q) for k, q in enumerate((c_qs0, c_qs1, c_qs2, c_qs3, c_qs4))]
    q_cnts += [(c_qg(k), q_grp_en, q) for k, q in enumerate(c_qv8)]
    q_gated = [Signal(modbv(0)[32:]) for _ in q_terms + q_cnts]  # (passed, not indexed)
    q_gates = [_gate(sel, src, out)
               for (sel, src), out in zip(q_terms, q_gated[: len(q_terms)], strict=True)]
    q_gates += [_gate_en(sel, en, src, out)
                for (sel, en, src), out in zip(q_cnts, q_gated[len(q_terms) :], strict=True)]

    @always_comb
    def query_counter_en():
        q_fx_en.next = c_qcnt
        q_grp_en.next = c_qcnt and c_qnofx

    q_tree = _or_tree(q_gated, q_or)

    @always_comb
    def query_decode():
        q_page_cnt.next = staged.w54 == 0 and staged.w56[16:8] == _PAGE_CNT
        q_page_st.next = staged.w54 == 0 and staged.w56[16:8] == _PAGE_STATUS
        qent_n.next = staged.w54 == 0 and staged.w56[16:8] == _PAGE_MEMBER and q_lo < M
        # value[7:0] names a counter this frame adds to (valid for a counter index)
        qfx_n.next = concat(q_lo == Reg.CTRL_OK, q_lo == Reg.BYPASS_PROTO,
                            q_lo == Reg.BYPASS_FRAG, q_lo == Reg.BYPASS_IHL,
                            q_lo == Reg.REGULAR)

    @always(clk.posedge)
    def stage_read():
        if p_go:
            c_meta.next = meta_rd
            c_buf.next = meta_ra
            c_ctrl.next = staged.ctrl
            c_drop.next = staged.drop
            c_job.next = staged.job
            c_seg.next = staged.seg
            c_worker.next = staged.worker
            c_mac.next = staged.src_mac
            c_ip.next = staged.src_ip
            c_w52.next = staged.w52
            c_w54.next = staged.w54
            c_w56.next = staged.w56
            c_w58.next = staged.w58
            c_acked.next = staged.acked
            c_port.next = staged.port
            # Query: which register the value names (AccelModel.read_reg), one-hot
            c_qsoh.next = qst_n
            c_qent.next = qent_n
            c_qnone.next = not (q_page_cnt and q_iscnt) and qst_n == 0 and not qent_n
            # the counter picks (their enables in the compare stage): a c_qs* one, or else
            # the group's
            c_qcnt.next = q_page_cnt and q_iscnt
            c_qfx.next = qfx_n
            c_qnofx.next = qfx_n == 0
            c_qg.next = qg_n
            # value[7:0] selects, valid when value is a counter index (< 0x100)
            c_qs0.next = cnt[Reg.REGULAR] + staged.d_regular
            c_qs1.next = cnt[Reg.BYPASS_IHL] + staged.d_bypass_ihl
            c_qs2.next = cnt[Reg.BYPASS_FRAG] + staged.d_bypass_frag
            c_qs3.next = cnt[Reg.BYPASS_PROTO] + staged.d_bypass_proto
            c_qs4.next = cnt[Reg.CTRL_OK] + 1
            c_dreg.next = staged.d_regular
            c_dihl.next = staged.d_bypass_ihl
            c_dfrag.next = staged.d_bypass_frag
            c_dproto.next = staged.d_bypass_proto

    # ---------------------------------------------------------------- stage compare (t0+1)
    x_tag_eq = Signal(bool(0))  # tag == seg (data), tag == value (control)
    x_older = Signal(bool(0))  # data: seg - tag negative; control: tag - value negative
    x_dup = Signal(bool(0))  # the member's bit is set in the bitmap
    x_len_bad = Signal(bool(0))  # count differs from elems
    x_pinned = Signal(bool(0))  # tx has yet to read an aggregate of this buffer
    x_cnt1 = Signal(intbv(0)[6:])  # count + 1
    x_ge_add = Signal(bool(0))  # count + 1 >= Heff
    x_ge_store = Signal(bool(0))  # 1 >= Heff
    x_nsum = Signal(modbv(0)[16:])  # nsum + the frame's nsum
    x_bmap = Signal(intbv(0)[MW:])  # bitmap | the member's bit
    x_job_ok = Signal(bool(0))  # a job is bound and it is the frame's
    x_job_bad = Signal(bool(0))  # a job is bound and it is not the frame's
    x_v_gt1 = Signal(bool(0))  # control value > 1
    x_v_bad_h = Signal(bool(0))  # value == 0 or value > MEMBERS (SetH)
    x_sw_id = Signal(bool(0))  # worker == the switch's id
    x_act_bad = Signal(bool(0))  # action 0 or beyond the last one
    x_q_value = Signal(modbv(0)[32:])  # Query: the register's value (not a member entry)
    x_qent = Signal(intbv(0)[32:])  # Query of a member entry: its word ...
    x_qv = Signal(bool(0))  # ... if the entry exists and is valid (else the value is 0)
    x_from_up = Signal(bool(0))  # the frame came in through the uplink port
    x_incl = Signal(bool(0))  # data: its contrib names this switch's entry at the parent
    x_role_ok = Signal(bool(0))  # SetRole: the value is a role
    x_role_same = Signal(bool(0))  # ... the role the switch has
    x_ack_join = Signal(bool(0))  # an Ack: of a Join, to this switch's member id
    x_act = Signal(intbv(0)[_LAST_ACTION + 1 :])  # control: its action, one-hot
    act_v = Signal(intbv(0)[_LAST_ACTION + 1 :])  # ... decoded from c_w52 (0: none)
    act_dec = onehot_decode(c_w52(16, 8), act_v)

    @always(clk.posedge)
    def stage_compare():
        value = intbv(0)[32:]
        a = intbv(0)[32:]
        b = intbv(0)[32:]
        tag = intbv(0)[32:]
        bmap = intbv(0)[MW:]
        count = intbv(0)[6:]
        pm1 = modbv(0)[_UP_PORT_HI - _UP_PORT_LO:]
        value[:] = concat(c_w54, c_w56)
        tag[:] = c_meta[O_TAG + 32 : O_TAG]
        bmap[:] = c_meta[O_BMAP + MW : O_BMAP]
        count[:] = c_meta[O_COUNT + 6 : O_COUNT]
        # serial-number order (RFC 1982): data: is seg newer than tag; Help: tag than value
        if c_ctrl:
            a[:] = tag
            b[:] = value
        else:
            a[:] = c_seg
            b[:] = tag
        x_tag_eq.next = a == b
        # (a - b)[31]: bit 31 of a - b is a[31] ^ b[31] ^ (the borrow out of bits 30..0)
        x_older.next = a[31] ^ b[31] ^ (a[31:] < b[31:])
        x_dup.next = (bmap & lk_onehot) != 0
        x_len_bad.next = c_w52[16:9] != 0 or c_meta[O_ELEMS + 9 : O_ELEMS] != c_w52[9:0]
        x_pinned.next = pin_nz[c_buf]
        x_cnt1.next = count + 1
        x_ge_add.next = count + 1 >= heff
        x_ge_store.next = heff <= 1
        x_nsum.next = c_meta[O_NSUM + 16 : O_NSUM] + c_w54
        x_bmap.next = bmap | lk_onehot
        x_job_ok.next = job_bound and c_job == job_reg
        x_job_bad.next = job_bound and c_job != job_reg
        x_v_gt1.next = value > 1
        x_v_bad_h.next = value == 0 or value > M
        x_sw_id.next = c_worker == wire.SWITCH_WORKER_ID
        x_act_bad.next = c_w52[16:8] == 0 or c_w52[16:8] > _LAST_ACTION
        x_act.next = act_v
        x_from_up.next = c_port == up_port
        x_incl.next = up_att and c_w58[up_idx]
        # SetRole: a child with exactly one uplink port bit and an id other than the
        # switch's, or the root (0); nothing else
        pm1[:] = value[_UP_PORT_HI:_UP_PORT_LO] - 1
        if value[UPLINK_CHILD_BIT]:
            x_role_ok.next = (value[UPLINK_CHILD_BIT:_UP_PORT_HI] == 0
                              and value[_UP_PORT_HI:_UP_PORT_LO] != 0
                              and (value[_UP_PORT_HI:_UP_PORT_LO] & pm1) == 0
                              and value[_UP_ID_W:] != wire.SWITCH_WORKER_ID)
        else:
            x_role_ok.next = value == 0
        x_role_same.next = value == up_cfg
        x_ack_join.next = c_acked == Action.JOIN and c_worker == up_id
        # Query of a member entry (MEMBER_BASE has zero low bits: value[IW:] is the entry;
        # the table is as the frames before left it), its own register: decide picks it
        x_qv.next = c_w56[8:] < M and t_valid[c_w56[IW:]]
        if c_w56[IW + 1 :] < M:  # (IW + 1 bits: a test that never folds to a constant)
            x_qent.next = concat(True, bool(t_type[c_w56[IW:]]), intbv(0)[6:],
                                 t_port[c_w56[IW:]], t_worker[c_w56[IW:]])
        # Query: the register's value (the select of query_decode's sources)
        x_q_value.next = q_or

    # ---------------------------------------------------------------- stage decide (t0+2)
    # data (AccelModel._data after its stateless checks): the outcome and the new word
    dd_drop = Signal(intbv(0)[5:])  # a stateful drop reason, 0 if none
    dd_retry = Signal(bool(0))  # decide again later (pinned store, descriptor FIFO full)
    dd_store = Signal(bool(0))  # a first contribution (else an add)
    dd_emit = Signal(bool(0))  # the commit completes the segment (or stores a result)
    dd_md = Signal(intbv(0)[META_W:])  # the metadata word after the commit
    dd_down = Signal(bool(0))  # data: a result coming down (flag DOWN)
    dd_up = Signal(bool(0))  # data: the emitted frame goes up (a child's partial)

    @always_comb
    def decide_data():
        md = intbv(0)[META_W:]
        drop = intbv(0)[5:]
        st = intbv(0)[2:]
        ge = False
        down = False
        md[:] = c_meta
        st[:] = c_meta[O_STATE + 2 : O_STATE]
        down = bool(c_w56[_DOWN_BIT])
        drop[:] = 0
        if down:
            # a result from the parent (AccelModel._down)
            if not r_child:
                drop[:] = Reg.DIRECTION
            elif not x_from_up:
                drop[:] = Reg.NOT_PARENT
            elif not x_job_ok:
                drop[:] = Reg.BAD_JOB
            elif st == _AGG or st == _UP:
                if not x_tag_eq:
                    drop[:] = Reg.COLLISION
                elif x_len_bad:
                    drop[:] = Reg.LEN_MISMATCH
            elif st == _DONE:
                if x_tag_eq:
                    drop[:] = Reg.LATE
                elif x_older:
                    drop[:] = Reg.STALE
        elif not lk_hit:
            drop[:] = Reg.NON_MEMBER
        elif not lk_loc:
            drop[:] = Reg.SPOOFED
        elif not x_job_ok:
            drop[:] = Reg.BAD_JOB
        elif h_reg == 0:
            drop[:] = Reg.NO_THRESHOLD
        elif st == _AGG or st == _UP:
            if not x_tag_eq:
                drop[:] = Reg.COLLISION
            elif st == _UP:
                drop[:] = Reg.LATE
            elif x_dup:
                drop[:] = Reg.DUPLICATE
            elif x_len_bad:
                drop[:] = Reg.LEN_MISMATCH
        elif st == _DONE:
            if x_tag_eq:
                drop[:] = Reg.LATE
            elif x_older:
                drop[:] = Reg.STALE
        dn_drop.next = drop
        dn_down.next = down
        dn_up.next = r_child and not down
        dn_store.next = down or st != _AGG
        if c_ctrl:
            dn_retry.next = not x_room3
        else:
            dn_retry.next = not x_room2 or (
                c_drop == 0 and drop == 0 and (down or st != _AGG) and x_pinned)
        if down:
            # the result, as is; this switch's contrib and h (docs/protocol.md 12.2)
            ge = True
            md[O_TAG + 32 : O_TAG] = c_seg
            md[O_JOB + 16 : O_JOB] = c_job
            md[O_ELEMS + 9 : O_ELEMS] = c_w52[9:0]
            md[O_NSUM + 16 : O_NSUM] = c_w54
            md[O_PART] = (st == _UP and c_meta[O_PART]) or c_w56[_PARTIAL_BIT]
            if st != _UP:
                md[O_HEMIT + 6 : O_HEMIT] = heff
                md[O_COUNT + 6 : O_COUNT] = 0
            if not (st == _UP and x_incl):
                md[O_CEMIT + MW : O_CEMIT] = 0
            md[O_STATE + 2 : O_STATE] = _DONE
        else:
            if st == _AGG:
                ge = bool(x_ge_add)
                md[O_BMAP + MW : O_BMAP] = x_bmap
                md[O_COUNT + 6 : O_COUNT] = x_cnt1
                md[O_NSUM + 16 : O_NSUM] = x_nsum
            else:
                ge = bool(x_ge_store)
                md[O_TAG + 32 : O_TAG] = c_seg
                md[O_JOB + 16 : O_JOB] = c_job
                md[O_ELEMS + 9 : O_ELEMS] = c_w52[9:0]
                md[O_PART] = 0
                md[O_BMAP + MW : O_BMAP] = lk_onehot
                md[O_COUNT + 6 : O_COUNT] = 1
                md[O_NSUM + 16 : O_NSUM] = c_w54
            md[O_STATE + 2 : O_STATE] = _AGG
            if ge:
                # complete: a root's aggregate is done, a child's partial goes up
                md[O_STATE + 2 : O_STATE] = _DONE
                if r_child:
                    md[O_STATE + 2 : O_STATE] = _UP
                md[O_HEMIT + 6 : O_HEMIT] = heff
                md[O_CEMIT + MW : O_CEMIT] = md[O_BMAP + MW : O_BMAP]
        dn_emit.next = ge
        dn_md.next = md

    # control (AccelModel._control and its handlers)
    dc_ack = Signal(bool(0))  # answer with an Ack (not for an inbound Ack)
    dc_status = Signal(intbv(0)[8:])
    dc_result = Signal(intbv(0)[32:])
    dc_ok = Signal(bool(0))  # a known action: CTRL_OK
    dc_bad = Signal(bool(0))  # an unknown action: BAD_ACTION
    dc_join = Signal(bool(0))  # Join into the lowest free entry
    dc_leave = Signal(bool(0))
    dc_reset = Signal(bool(0))
    dc_seth = Signal(bool(0))
    dc_fbcast = Signal(bool(0))  # FBcast emits the partial aggregate
    dc_help = Signal(bool(0))  # Help emits the replay
    dc_md = Signal(intbv(0)[META_W:])  # FBcast: the metadata word after it
    dc_upack = Signal(bool(0))  # an Ack from the parent: consumed
    dc_rbusy = Signal(bool(0))  # SetRole of another role while a job is bound: ROLE_BUSY
    dc_role = Signal(bool(0))  # SetRole: take the role (its value)
    dc_resend = Signal(bool(0))  # Help, FBcast of a segment in UP: the partial again, RETX
    dc_req = Signal(bool(0))  # a request to the parent follows (Join, Help, FBcast)

    # The decision, registered (end of t0 + 2): the act cycle (t0 + 3, state ACT) takes it
    # from these registers. dn_*, cn_*: the same, combinational (decide_data, decide_ctrl).
    dn_drop = Signal(dd_drop.val)
    dn_retry = Signal(dd_retry.val)
    dn_store = Signal(dd_store.val)
    dn_emit = Signal(dd_emit.val)
    dn_md = Signal(dd_md.val)
    dn_down = Signal(dd_down.val)
    dn_up = Signal(dd_up.val)
    cn_ack = Signal(dc_ack.val)
    cn_status = Signal(dc_status.val)
    cn_result = Signal(dc_result.val)
    cn_ok = Signal(dc_ok.val)
    cn_bad = Signal(dc_bad.val)
    cn_join = Signal(dc_join.val)
    cn_leave = Signal(dc_leave.val)
    cn_reset = Signal(dc_reset.val)
    cn_seth = Signal(dc_seth.val)
    cn_fbcast = Signal(dc_fbcast.val)
    cn_help = Signal(dc_help.val)
    cn_md = Signal(dc_md.val)
    cn_upack = Signal(dc_upack.val)
    cn_rbusy = Signal(dc_rbusy.val)
    cn_role = Signal(dc_role.val)
    cn_resend = Signal(dc_resend.val)
    cn_req = Signal(dc_req.val)

    @always(clk.posedge)
    def decision():
        dd_drop.next = dn_drop
        dd_retry.next = dn_retry
        dd_store.next = dn_store
        dd_emit.next = dn_emit
        dd_md.next = dn_md
        dd_down.next = dn_down
        dd_up.next = dn_up
        dc_ack.next = cn_ack
        dc_status.next = cn_status
        dc_result.next = cn_result
        dc_ok.next = cn_ok
        dc_bad.next = cn_bad
        dc_join.next = cn_join
        dc_leave.next = cn_leave
        dc_reset.next = cn_reset
        dc_seth.next = cn_seth
        dc_fbcast.next = cn_fbcast
        dc_help.next = cn_help
        dc_md.next = cn_md
        dc_upack.next = cn_upack
        dc_rbusy.next = cn_rbusy
        dc_role.next = cn_role
        dc_resend.next = cn_resend
        dc_req.next = cn_req

    # The control decision in two levels: terms of the compare stage's registers
    # (dt_*, decide_terms), then each output from the terms (decide_ctrl). x_act is one-hot
    # and zero exactly when x_act_bad, so each flag is its action's bit ANDed with its
    # conditions, not the end of a priority chain (seven LUT levels as one).
    dt_rbusy = Signal(bool(0))  # SetRole of another role while a job is bound
    dt_role = Signal(bool(0))  # SetRole: the role is taken
    dt_join = Signal(bool(0))  # Join: value, switch id and job pass
    dt_member = Signal(bool(0))  # Leave, FBcast, Help: the sender is the member, its job
    dt_fh = Signal(bool(0))  # FBcast or Help of the member, its segment in the buffer
    dt_st = Signal(intbv(0)[2:])  # the buffer's state

    @always_comb
    def decide_terms():
        dt_rbusy.next = x_act[_A_SETROLE] and x_role_ok and not x_role_same and job_bound
        dt_role.next = x_act[_A_SETROLE] and x_role_ok and (x_role_same or not job_bound)
        dt_join.next = x_act[_A_JOIN] and not x_v_gt1 and not x_sw_id and not x_job_bad
        dt_member.next = lk_hit and lk_loc and x_job_ok
        dt_fh.next = ((x_act[_A_FBCAST] or x_act[_A_HELP]) and lk_hit and lk_loc and x_job_ok
                      and c_meta[O_STATE + 2 : O_STATE] != _FREE and x_tag_eq)
        dt_st.next = c_meta[O_STATE + 2 : O_STATE]

    @always_comb
    def decide_ctrl():
        status = intbv(0)[8:]
        result = intbv(0)[32:]
        md = intbv(0)[META_W:]
        cn_ack.next = not x_act[_A_ACK]
        cn_upack.next = x_act[_A_ACK] and r_child and x_from_up
        cn_bad.next = x_act_bad
        cn_rbusy.next = dt_rbusy
        cn_ok.next = not x_act[_A_ACK] and not x_act_bad and not dt_rbusy
        cn_join.next = dt_join and not lk_hit and lk_free
        cn_reset.next = x_act[_A_RESET]
        cn_seth.next = x_act[_A_SETH] and not x_v_bad_h
        cn_role.next = dt_role
        cn_leave.next = x_act[_A_LEAVE] and dt_member
        cn_fbcast.next = x_act[_A_FBCAST] and dt_fh and dt_st == _AGG
        cn_help.next = x_act[_A_HELP] and dt_fh and dt_st == _DONE
        # FBcast, Help of a segment in UP: the partial again (RETX)
        cn_resend.next = dt_fh and dt_st == _UP
        # a request to the parent: a child's SetRole (Join), a child's FBcast of a segment
        # not done, a Help of one in UP
        cn_req.next = ((dt_role and c_w54[CHILD_IN_W54])
                       or (x_act[_A_FBCAST] and dt_fh and dt_st != _DONE and r_child)
                       or (x_act[_A_HELP] and dt_fh and dt_st == _UP))
        # the result: an OR of the exclusive cases (each names its action)
        result[:] = 0
        if dt_join and lk_hit and lk_loc:
            result[IW:] = lk_idx
        if dt_join and not lk_hit and lk_free:
            result[IW:] = lk_fidx
        if x_act[_A_SETH] and not x_v_bad_h:
            result[6:] = h_reg
        if x_act[_A_QUERY] and c_qent and x_qv:
            result[:] = x_qent
        if x_act[_A_QUERY] and not c_qent and not c_qnone:
            result[:] = x_q_value
        if dt_role:
            result[:] = up_word
        if x_act[_A_LEAVE] and dt_member and n_members > 1:
            result[6:] = n_members - 1  # (the sender is a member: n_members >= 1)
        if dt_fh:
            result[6:] = c_meta[O_COUNT + 6 : O_COUNT]
        # the status: the first failing check, in AccelModel._control's order
        status[:] = Status.OK
        if x_act[_A_ACK]:
            status[:] = Status.OK
        elif x_act_bad:
            status[:] = Status.BAD_ACTION
        elif dt_rbusy:
            status[:] = Status.ROLE_BUSY
        elif x_act[_A_JOIN]:
            if x_v_gt1 or x_sw_id:
                status[:] = Status.BAD_VALUE
            elif x_job_bad:
                status[:] = Status.BAD_JOB
            elif lk_hit and not lk_loc:
                status[:] = Status.ID_IN_USE
            elif not lk_hit and not lk_free:
                status[:] = Status.TABLE_FULL
        elif x_act[_A_SETH] or x_act[_A_QUERY] or x_act[_A_SETROLE]:
            if ((x_act[_A_SETH] and x_v_bad_h) or (x_act[_A_QUERY] and c_qnone)
                    or (x_act[_A_SETROLE] and not x_role_ok)):
                status[:] = Status.BAD_VALUE
        elif x_act[_A_RESET]:
            status[:] = Status.OK
        elif not lk_hit:
            # Leave, FBcast, Help: the sender must be the member
            status[:] = Status.NOT_MEMBER
        elif not lk_loc:
            status[:] = Status.SPOOFED
        elif not x_job_ok:
            status[:] = Status.BAD_JOB
        elif x_act[_A_LEAVE]:
            status[:] = Status.OK
        elif not dt_fh:
            if x_act[_A_HELP] and dt_st != _FREE and not x_older:
                status[:] = Status.NO_SEGMENT  # the buffer holds a newer segment
            elif x_act[_A_HELP]:
                status[:] = Status.NOT_DONE
            else:
                status[:] = Status.NO_SEGMENT
        elif x_act[_A_FBCAST]:
            if dt_st == _DONE:
                status[:] = Status.ALREADY_DONE
        elif dt_st != _DONE:
            status[:] = Status.NOT_DONE
        md[:] = c_meta
        md[O_STATE + 2 : O_STATE] = _DONE
        if r_child:
            md[O_STATE + 2 : O_STATE] = _UP
        md[O_PART] = 1
        md[O_HEMIT + 6 : O_HEMIT] = heff
        md[O_CEMIT + MW : O_CEMIT] = c_meta[O_BMAP + MW : O_BMAP]
        cn_md.next = md
        cn_status.next = status
        cn_result.next = result

    # ---------------------------------------------------------------- walk
    # Reset, Leave, SetH (and the reset after rst) visit every metadata word: the walk reads
    # entry w_idx (its first stage) and updates the entry read in the cycle before
    # (w2_*, walk_step); it stays on an entry whose aggregate the FIFO cannot take yet.
    w_mode = Signal(intbv(0)[2:])
    w_memv = Signal(intbv(0)[M:])  # Leave: one-hot, the member whose bit is cleared
    w_release = Signal(bool(0))  # the walk belongs to a staged frame (release it after)
    w2_valid = Signal(bool(0))
    w2_idx = Signal(intbv(0)[BW:])
    w2_meta = Signal(intbv(0)[META_W:])
    w2_ge = Signal(bool(0))  # its count reaches Heff (and Heff != 0)
    wk_left = Signal(intbv(0)[META_W:])  # w2_meta after a Leave (its member's bit cleared)
    wk_emit = Signal(intbv(0)[META_W:])  # ... and as emitted (PART 0, HEMIT, CEMIT)
    wk_we = Signal(bool(0))  # walk_step: write the entry back ...
    wk_md = Signal(intbv(0)[META_W:])  # ... as this word
    wk_push = Signal(bool(0))  # ... and emit its aggregate
    wk_stall = Signal(bool(0))  # ... later: the descriptor FIFO is full
    wk_end = Signal(bool(0))  # the last entry is done in this cycle

    @always_comb
    def walk_word():
        # the entry's word as a Leave leaves it, and as an aggregate emitted from it (the
        # descriptor takes wk_emit whether or not the entry is emitted: only registers
        # and heff feed it, not the decision)
        md = intbv(0)[META_W:]
        onehot = intbv(0)[MW:]
        bmap = intbv(0)[MW:]
        md[:] = w2_meta
        bmap[:] = w2_meta[O_BMAP + MW : O_BMAP]
        onehot[:] = 0
        onehot[M:] = w_memv
        if w_mode == _W_LEAVE and w2_meta[O_STATE + 2 : O_STATE] == _AGG:
            bmap[:] = bmap & ~onehot
            md[O_BMAP + MW : O_BMAP] = bmap
        wk_left.next = md
        md[O_PART] = 0
        md[O_HEMIT + 6 : O_HEMIT] = heff
        md[O_CEMIT + MW : O_CEMIT] = bmap
        wk_emit.next = md

    @always_comb
    def walk_step():
        md = intbv(0)[META_W:]
        st = intbv(0)[2:]
        st[:] = w2_meta[O_STATE + 2 : O_STATE]
        stall = False
        wk_we.next = 0
        wk_push.next = 0
        if w_mode == _W_FREE:
            md[:] = w2_meta
            md[O_STATE + 2 : O_STATE] = _FREE
            wk_we.next = w2_valid
        else:
            md[:] = wk_left
            if w_mode == _W_LEAVE and st == _AGG:
                wk_we.next = w2_valid
            if st == _AGG and w2_ge:
                # x_room3 is a cycle older than d_room2: it misses up to two pushes of
                # the walk (decided in the last two cycles), so it asks for three entries
                if x_room3:
                    md[:] = wk_emit
                    md[O_STATE + 2 : O_STATE] = _DONE
                    if r_child:
                        md[O_STATE + 2 : O_STATE] = _UP
                    wk_we.next = w2_valid
                    wk_push.next = w2_valid
                else:
                    stall = bool(w2_valid)
                    wk_we.next = 0
        wk_md.next = md
        wk_stall.next = stall
        wk_end.next = w2_valid and w2_idx == NBUF - 1 and not stall

    @always(clk.posedge)
    def walk():
        if rst or not walking:
            w_idx.next = 0
            w2_valid.next = 0
        elif not wk_stall:
            w2_valid.next = w_idx != NBUF
            w2_idx.next = w_idx[BW:]
            w2_meta.next = meta_rd
            # (heff_now: what heff is in the next cycle, when walk_step uses it; registered
            # here, the compare stays off walk_step's stall, which holds these registers)
            w2_ge.next = heff_now != 0 and wcnt_rd >= heff_now
            if w_idx != NBUF:
                w_idx.next = w_idx + 1

    # ---------------------------------------------------------------- descriptors
    # The data-frame descriptor: one builder (data_desc) for every aggregate and replay,
    # from the buffer's metadata word as emitted (e_md), built twice: for the act stage
    # (e_*: a commit's aggregate, a Help's or FBcast's frame, loaded into f_desc in ACT) and
    # for the walk (ew_*: a sweep's aggregate, pushed from WALK), so that neither selects by
    # `walking` (the walk's needs no mux at all). The Ack descriptor answers the frame being
    # decided. The headers are laid out by iswitch.wire's field tables.
    # e_md: the emitted part of a metadata word, {tag, the fields below count}
    E_TAG = O_COUNT
    e_md = Signal(intbv(0)[E_TAG + 32 :])
    e_buf = Signal(intbv(0)[BW:])
    e_mac = Signal(intbv(0)[len(desc.dst_mac):])
    e_ip = Signal(intbv(0)[len(desc.dst_ip):])
    e_ports = Signal(intbv(0)[len(desc.ports):])
    e_replay = Signal(bool(0))
    e_down = Signal(bool(0))  # DOWN set (else: a partial to the parent, with its member id)
    e_retx = Signal(bool(0))  # ... sent again (Help, FBcast of a segment in UP)
    e_worker = Signal(intbv(0)[len(up_id):])
    # (a Signal, not a ConcatSignal: MyHDL converts a slice of a ConcatSignal of slices
    # as a constant)
    ew_md = Signal(intbv(0)[E_TAG + 32 :])
    ew_ports = Signal(intbv(0)[len(desc.ports):])
    ew_down = Signal(bool(0))
    ew_worker = Signal(intbv(0)[len(up_id):])

    @always_comb
    def emission_walk():
        # a sweep's aggregate: broadcast, down to every member's port, or up as a partial
        ew_md.next = concat(wk_emit[O_TAG + 32 : O_TAG], wk_emit[O_COUNT:0])
        ew_down.next = not r_child
        if r_child:
            ew_ports.next = up_port
            ew_worker.next = up_id
        else:
            ew_ports.next = m_ports
            ew_worker.next = wire.SWITCH_WORKER_ID

    @always_comb
    def emission():
        up = False
        if c_ctrl and dc_fbcast:
            e_md.next = concat(dc_md[O_TAG + 32 : O_TAG], dc_md[O_COUNT:0])
            e_buf.next = c_buf
            up = bool(r_child)
        elif c_ctrl:
            # Help: the aggregate as it was emitted; Help, FBcast in UP: the partial again
            e_md.next = concat(c_meta[O_TAG + 32 : O_TAG], c_meta[O_COUNT:0])
            e_buf.next = c_buf
            up = bool(dc_resend)
        else:
            e_md.next = concat(dd_md[O_TAG + 32 : O_TAG], dd_md[O_COUNT:0])
            e_buf.next = c_buf
            up = bool(dd_up)
        e_down.next = not up
        e_retx.next = c_ctrl and dc_resend
        if up:
            e_worker.next = up_id
        else:
            e_worker.next = wire.SWITCH_WORKER_ID
        if c_ctrl and dc_help:
            # a replay: unicast to the requester, flag REPLAY
            e_mac.next = c_mac
            e_ip.next = c_ip
            e_ports.next = c_port
            e_replay.next = 1
        else:
            # aggregates: Ethernet and IPv4 broadcast, to every member's port or up
            e_mac.next = (1 << len(e_mac)) - 1
            e_ip.next = (1 << len(e_ip)) - 1
            if up:
                e_ports.next = up_port
            else:
                e_ports.next = m_ports
            e_replay.next = 0

    def data_desc(md, buf, mac, ip, ports, replay, down, retx, worker):
        elems = md(O_ELEMS + 9, O_ELEMS)
        return DESC.pack(
            data=1, dst_mac=mac, dst_ip=ip, dport=p.UDP_PORT, ports=ports, buf=buf,
            elems=elems,
            hdr=header(DATA_FIELDS, dict(
                magic=wire.MAGIC, vt=wire.VT_DATA, job=md(O_JOB + 16, O_JOB),
                seg=md(E_TAG + 32, E_TAG), worker=worker, count=elems,
                nsum=md(O_NSUM + 16, O_NSUM),
                flags=_flags({Flag.REPLAY: replay, Flag.PARTIAL: md(O_PART), Flag.AGG: 1,
                              Flag.DOWN: down, Flag.RETX: retx}),
                contrib=md(O_CEMIT + MW, O_CEMIT), h=md(O_HEMIT + 6, O_HEMIT))))

    e_desc = data_desc(e_md, e_buf, e_mac, e_ip, e_ports, e_replay, e_down, e_retx, e_worker)
    ew_desc = data_desc(ew_md, w2_idx, (1 << len(desc.dst_mac)) - 1,
                        (1 << len(desc.dst_ip)) - 1, ew_ports, 0, ew_down, 0, ew_worker)
    ack_desc = DESC.pack(
        data=0, dst_mac=c_mac, dst_ip=c_ip, dport=staged.sport,
        ports=c_port, buf=0, elems=0,
        hdr=header(CTRL_FIELDS, dict(
            magic=wire.MAGIC, vt=wire.VT_CTRL, job=c_job, seq=c_seg, worker=c_worker,
            action=int(Action.ACK), status=dc_status, value=ConcatSignal(c_w54, c_w56),
            result=dc_result, acked=c_w52(16, 8), reserved=0)))
    # A child's own request to its parent (AccelModel._up_request), pushed after the Ack
    # and any data frame (EMIT2), from registers only: SetRole's Join (value: the entity
    # type), a relayed Help or FBcast (the member's action and value).
    r_action = Signal(intbv(0)[8:])
    r_value = Signal(intbv(0)[32:])

    @always_comb
    def request():
        if c_w52[16:8] == Action.SETROLE:
            r_action.next = Action.JOIN
            r_value.next = Entity.SWITCH
        else:
            r_action.next = c_w52[16:8]
            r_value.next = concat(c_w54, c_w56)

    req_desc = DESC.pack(
        data=0, dst_mac=(1 << len(desc.dst_mac)) - 1, dst_ip=(1 << len(desc.dst_ip)) - 1,
        dport=p.UDP_PORT, ports=up_port, buf=0, elems=0,
        hdr=header(CTRL_FIELDS, dict(
            magic=wire.MAGIC, vt=wire.VT_CTRL, job=c_job, seq=c_seg, worker=up_id,
            action=r_action, status=0, value=r_value, result=0, acked=0, reserved=0)))

    # ---------------------------------------------------------------- act
    f_emit = Signal(bool(0))  # the commit completes the segment: push f_desc when issued
    f_desc = Signal(intbv(0)[DESC_W:])  # the data descriptor pushed after the commit/Ack
    f_req = Signal(bool(0))  # a request to the parent follows (EMIT2)
    cnt_inc = Signal(intbv(0)[_NCNT:])  # counters to advance at the end of this cycle
    cnt_clr = Signal(bool(0))  # Reset with counter clear

    drop_code = Signal(intbv(0)[5:])  # the drop reason the decision counts (0: none)
    drop_vec = Signal(intbv(0)[1 << len(drop_code) :])  # ... one-hot
    drop_dec = onehot_decode(drop_code, drop_vec)

    @always_comb
    def drop_count():
        drop_code.next = 0
        if state == _ACT and not dd_retry:
            if c_drop != 0:
                drop_code.next = c_drop
            elif not c_ctrl:
                drop_code.next = dd_drop

    @always_comb
    def join_write():
        t_join.next = state == _ACT and c_ctrl and c_drop == 0 and dc_join and not dd_retry

    @always_comb
    def release():
        # pay_done as it is in PAY, where f_go and f_dec are 1 and f_kill is 0 (a committed
        # data frame): two LUTs from flip-flops, as rx's presentation register selects by it.
        # A copy on purpose: pay_done formed this way and used here placed and routed worse
        # (docs/benchmarks.md, third step).
        staged.ready.next = state == _REL or (
            state == _PAY and (not f_more or (f_at_last and (f_store or not hazard))))

    @always(clk.posedge)
    def meta_word():
        # The metadata write port's address and word (meta_we decides), and the data
        # descriptor a commit or an FBcast/Help/resend pushes later (f_desc), loaded by the
        # state alone, like d_wd below: no decision reaches their clock enables.
        if state == _ACT:
            meta_wa.next = c_buf
            if c_ctrl:
                meta_wd.next = dc_md
            else:
                meta_wd.next = dd_md
            f_desc.next = e_desc
        else:
            meta_wa.next = w2_idx
            meta_wd.next = wk_md

    @always(clk.posedge)
    def desc_word():
        # The descriptor the act stage may push (d_we) in each state, loaded whether or not
        # it pushes: d_wd is read only with d_we, and its load depends on the state alone.
        if state == _ACT:
            d_wd.next = ack_desc
        elif state == _PAY or state == _EMIT:
            d_wd.next = f_desc
        elif state == _EMIT2:
            d_wd.next = req_desc
        else:
            d_wd.next = ew_desc  # (WALK's push; e_desc goes through f_desc)

    @always(clk.posedge)
    def act():
        inc = intbv(0)[_NCNT:]
        inc[:] = 0
        inc[len(drop_vec) :] = drop_vec  # a drop reason to count (drop_count)
        meta_we.next = 0
        d_we.next = 0
        pin_inc.next = 0
        cnt_clr.next = 0
        f_res.next = 0
        f_kill.next = 0
        if rst:
            state.next = _INIT
            walking.next = 1
            w_mode.next = _W_FREE
            w_release.next = 0
            h_reg.next = 0
            job_bound.next = 0
            job_reg.next = 0
            busy.next = 0
            t_valid.next = 0
            t_type.next = 0
            n_members.next = 0
            f_dec.next = 0
            f_emit.next = 0
            r_child.next = 0
            up_port.next = 0
            up_id.next = 0
            up_att.next = 0
            up_idx.next = 0
        elif state == _IDLE:
            if staged.valid:
                state.next = _CMP
                f_dec.next = 0
        elif state == _CMP:
            state.next = _DEC
        elif state == _DEC:
            state.next = _ACT
        elif state == _ACT:
            # the decision takes effect: registers now, write ports at the end of t0 + 4
            f_res.next = 1
            if dd_retry:
                f_kill.next = 1
                state.next = _HOLD
            else:
                # rx's counts of the regular frames that arrived before this frame
                inc[Reg.REGULAR] = 1
                inc[Reg.BYPASS_IHL] = 1
                inc[Reg.BYPASS_FRAG] = 1
                inc[Reg.BYPASS_PROTO] = 1
                state.next = _REL
                if c_drop != 0:
                    inc[Reg.DROPS] = 1
                    f_kill.next = 1
                elif not c_ctrl:
                    if dd_drop != 0:
                        inc[Reg.DROPS] = 1
                        f_kill.next = 1
                    else:
                        if dd_down:
                            inc[Reg.DOWN_OK] = 1
                        else:
                            inc[Reg.DATA_OK] = 1
                        if dd_emit:
                            if dd_up:
                                inc[Reg.UP_TX] = 1
                            else:
                                inc[Reg.AGG_TX] = 1
                        if dd_store and c_meta[O_STATE + 2 : O_STATE] == _FREE:
                            busy.next = busy + 1
                        meta_we.next = 1
                        f_dec.next = 1
                        f_store.next = dd_store
                        f_emit.next = dd_emit
                        state.next = _PAY
                else:
                    if dc_upack:
                        # the parent's Ack: consumed; that of this switch's Join attaches it
                        inc[Reg.UP_ACK] = 1
                        if x_ack_join:
                            up_att.next = c_w52[8:0] == Status.OK
                            up_idx.next = c_w58[_UP_IDX_W:]
                    elif not dc_ack:
                        inc[Reg.ACK_IN] = 1
                        inc[Reg.DROPS] = 1
                    else:
                        inc[Reg.ACK_TX] = 1
                        d_we.next = 1
                        if dc_status != 0:
                            inc[Reg.CTRL_ERR] = 1
                        if dc_bad:
                            inc[Reg.BAD_ACTION] = 1
                            inc[Reg.DROPS] = 1
                        if dc_rbusy:
                            inc[Reg.ROLE_BUSY] = 1
                            inc[Reg.DROPS] = 1
                    if dc_role:
                        r_child.next = c_w54[CHILD_IN_W54]
                        up_port.next = c_w54[PORT_HI_IN_W54:PORT_LO_IN_W54]
                        up_id.next = c_w56
                        if not x_role_same:
                            up_att.next = 0
                            up_idx.next = 0
                    if dc_ok:
                        inc[Reg.CTRL_OK] = 1
                    if dc_join:
                        t_valid.next = t_valid | lk_freev
                        if c_w56[0]:
                            t_type.next = t_type | lk_freev
                        else:
                            t_type.next = t_type & ~lk_freev
                        n_members.next = n_members + 1
                        if not job_bound:
                            job_bound.next = 1
                            job_reg.next = c_job
                    if dc_reset:
                        t_valid.next = 0
                        n_members.next = 0
                        h_reg.next = 0
                        job_bound.next = 0
                        busy.next = 0
                        w_mode.next = _W_FREE
                        w_release.next = 1
                        state.next = _WALK
                        walking.next = 1
                        if c_w56[0]:
                            # counters cleared; the Ack and this request counted after
                            cnt_clr.next = 1
                    if dc_seth:
                        h_reg.next = c_w56[6:]
                        w_mode.next = _W_SWEEP
                        w_release.next = 1
                        state.next = _WALK
                        walking.next = 1
                    if dc_leave:
                        t_valid.next = t_valid & ~lk_hitv
                        n_members.next = n_members - 1
                        w_release.next = 1
                        state.next = _WALK
                        walking.next = 1
                        if n_members == 1:
                            job_bound.next = 0
                            busy.next = 0
                            w_mode.next = _W_FREE
                        else:
                            w_mode.next = _W_LEAVE
                            w_memv.next = lk_hitv
                    if dc_fbcast:
                        if r_child:
                            inc[Reg.UP_TX] = 1
                        else:
                            inc[Reg.AGG_TX] = 1
                        meta_we.next = 1
                    if dc_help:
                        inc[Reg.REPLAY_TX] = 1
                    if dc_resend:
                        inc[Reg.UP_TX] = 1
                    f_req.next = dc_req
                    if dc_fbcast or dc_help or dc_resend:
                        state.next = _EMIT
                    elif dc_req:
                        state.next = _EMIT2
        elif state == _PAY:
            # the commit's payload beats; its aggregate follows the last one
            if pay_done:
                if f_emit:
                    d_we.next = 1
                    pin_inc.next = 1
                    pin_buf.next = f_buf
                state.next = _IDLE
        elif state == _EMIT:
            # the data frame after the Ack (FBcast, Help)
            d_we.next = 1
            pin_inc.next = 1
            pin_buf.next = c_buf
            if f_req:
                state.next = _EMIT2
            else:
                state.next = _REL
        elif state == _EMIT2:
            # a child's request to its parent, after the Ack and the data frame
            d_we.next = 1
            inc[Reg.UP_TX] = 1
            state.next = _REL
        elif state == _WALK or state == _INIT:
            meta_we.next = wk_we
            if wk_push:
                d_we.next = 1
                pin_inc.next = 1
                pin_buf.next = w2_idx
                if r_child:
                    inc[Reg.UP_TX] = 1
                else:
                    inc[Reg.AGG_TX] = 1
            if wk_end:
                walking.next = 0
                if state == _INIT or not w_release:
                    state.next = _IDLE
                else:
                    state.next = _REL
        else:
            # REL (the frame is released in this cycle) and HOLD (retry)
            state.next = _IDLE
        cnt_inc.next = inc

    @always(clk.posedge)
    def counters():
        # A Query reads a counter in the read stage of its frame, at least one cycle after
        # the previous frame's increments landed here (see the module docstring).
        if rst:
            for i in range(_NCNT):
                cnt[i].next = 0
        elif cnt_clr:
            for i in range(_NCNT):
                cnt[i].next = 0
            cnt[Reg.CTRL_OK].next = 1
            cnt[Reg.ACK_TX].next = 1
        else:
            for i in range(_NCNT):
                if cnt_inc[i]:
                    if i == Reg.REGULAR:
                        cnt[i].next = cnt[i] + c_dreg
                    elif i == Reg.BYPASS_IHL:
                        cnt[i].next = cnt[i] + c_dihl
                    elif i == Reg.BYPASS_FRAG:
                        cnt[i].next = cnt[i] + c_dfrag
                    elif i == Reg.BYPASS_PROTO:
                        cnt[i].next = cnt[i] + c_dproto
                    else:
                        cnt[i].next = cnt[i] + 1

    return (
        meta_write,
        meta_read,
        walk_count_read,
        ram_a_port,
        ram_b_port,
        threshold_now,
        threshold,
        table_write,
        hit_idx,
        free_idx,
        lookup,
        lookup_reduce,
        lookup_bitmap,
        pin_incd,
        pin_decd,
        pin_count,
        pin_read,
        dfifo_write,
        dfifo_ptrs,
        dfifo_read,
        dfifo_status,
        dfifo_room,
        desc_out,
        adder,
        staged_word,
        ram_out,
        addresses,
        staging_address,
        scoreboard_cmp,
        scoreboard_or,
        scoreboard,
        issue_ctl,
        issue,
        pipeline,
        writeback,
        query_lo,
        query_counter,
        present,
        read_address,
        q_picks,
        qst_picks,
        qg_dec,
        query_counter_en,
        query_job,
        q_gates,
        q_tree,
        query_decode,
        stage_read,
        act_dec,
        stage_compare,
        decide_data,
        decide_terms,
        decide_ctrl,
        decision,
        walk_word,
        walk_step,
        walk,
        emission_walk,
        emission,
        drop_dec,
        drop_count,
        join_write,
        release,
        request,
        meta_word,
        desc_word,
        act,
        counters,
    )
