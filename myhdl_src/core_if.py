"""Interfaces between the sub-blocks of ``iswitch_core`` (docs/accel.md section 8), and the
constants they share: the metadata word's layout, the buffer, engine and walk states.

``iswitch_core`` wires eleven blocks around its memories (metadata, payload RAM twice)::

    staged -> core_read --fr--> core_compare --x--> core_decide --dd, dc--> core_engine
                                     ^                   ^                  (a, rg, cm, wr)
              core_member_table --lk-+-------------------+
              core_counters (counters, Query) --q--------+
    staged -> core_commit_pipe (payload issue, adder, writes) <--cm--> core_engine
              core_walker --wk--> core_engine, core_emission --d_wd--> core_desc_fifo -> desc
              core_pins <-- wr.pin_*, tx's unpin; --pin_nz--> core_compare

Each bundle below is driven by one block (named in its docstring) and read by others; a
block's other inputs are single signals. Signal names of a bundle: the attribute, prefixed
by the argument (``fr.ctrl`` converts as ``fr_ctrl``).
"""

from __future__ import annotations

from myhdl import ConcatSignal, Signal, intbv, modbv

from iswitch.wire import (
    UPLINK_ATTACHED_BIT,
    UPLINK_CHILD_BIT,
    UPLINK_EXACT_BIT,
    UPLINK_ID,
    UPLINK_INDEX,
    UPLINK_PORT,
    AccelParams,
    Action,
)

# Buffer states (golden.accel_model.BufState).
FREE, AGG, DONE, UP = 0, 1, 2, 3
# Engine states: IDLE -> CMP -> DEC -> ACT (read, compare, decide, act), then one of
# PAY (a data commit issuing its payload), EMIT (the data frame after an Ack), EMIT2 (a
# request to the parent after them), WALK, REL (release the frame), HOLD (retry: release
# nothing, decide again); INIT walks after reset.
INIT, IDLE, CMP, DEC, ACT, PAY, EMIT, EMIT2, WALK, REL, HOLD = range(11)
# Walk modes: sweep (emit AGG buffers that reach Heff), clear a member bit first, free all.
W_SWEEP, W_LEAVE, W_FREE = range(3)

MW = 32  #: contributor bitmaps are kept 32 bits wide, as the header's contrib field
NCNT = 64  #: counter file: indices 0..46 used (docs/protocol.md section 10)

# The metadata word, one per buffer: {state, tag, bitmap, count, nsum, elems, job, partial,
# h_emit, contrib_emit}; O_x is the lowest bit of field x.
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

LAST_ACTION = max(Action)
# the role word (Reg.UPLINK, SetRole's value): the child bit, the configuration's port and id
UP_PORT_HI, UP_PORT_LO = UPLINK_PORT.lo + UPLINK_PORT.width, UPLINK_PORT.lo
UP_ID_W, UP_IDX_W = UPLINK_ID.width, UPLINK_INDEX.width
UP_ZERO_W = UPLINK_ATTACHED_BIT - UPLINK_INDEX.lo - UPLINK_INDEX.width  # between them
# (the one bit between them is the child's mode, UPLINK_EXACT_BIT)
assert UPLINK_ID.lo == 0 and UPLINK_PORT.lo == UPLINK_ID.width and (
    UPLINK_INDEX.lo == UPLINK_PORT.lo + UPLINK_PORT.width) and UP_ZERO_W == 1 and (
    UPLINK_CHILD_BIT == UPLINK_ATTACHED_BIT + 1 == 31) and (
    UPLINK_EXACT_BIT == UPLINK_INDEX.lo + UPLINK_INDEX.width)


def member_bits(p: AccelParams) -> int:
    """Bits of a member index."""
    return max(1, (p.MEMBERS - 1).bit_length())


def _b():
    return Signal(bool(0))


def _u(w: int, v: int = 0):
    return Signal(intbv(v)[w:])


class Frame:
    """core_read: the staged frame as the read stage registered it (t0, ``p_go``).

    ``meta`` is its buffer's metadata word, ``buf`` that buffer (the metadata read
    address), ``ok`` that ``drop`` is 0 (registered with it, so that the act cycle's
    strobes read one flip-flop, not a 5-bit compare); the others are the StagedFrame's
    fields of the same names (``mac``, ``ip``: ``src_mac``, ``src_ip``)."""

    def __init__(self, p: AccelParams) -> None:
        self.meta = _u(META_W)
        self.buf = _u(p.BUF_W)
        self.ctrl = _b()
        self.drop = _u(5)
        self.ok = _b()
        self.job = _u(16)
        self.seg = _u(32)
        self.worker = _u(16)
        self.mac = _u(48)
        self.ip = _u(32)
        self.port = _u(8)
        self.w52 = _u(16)
        self.w54 = _u(16)
        self.w56 = _u(16)
        self.w58 = _u(32)
        self.acked = _u(8)


class Regs:
    """core_engine: the switch's registers (H, job, busy, the role) and the threshold.

    ``heff`` = min(H, members) registered, ``heff_now`` the same a cycle early;
    ``exact``: the bound job's mode is exact (docs/protocol.md section 13; never driven,
    0, in a build without it); ``child``, ``up_port``, ``up_id``, ``up_att``, ``up_idx``,
    ``up_x`` (its mode): the role (docs/protocol.md section 12; Reg.UPLINK as ``up_word``,
    SetRole's value as ``up_cfg``). ``n_members`` is driven by core_member_table."""

    def __init__(self, p: AccelParams) -> None:
        self.h = _u(6)
        self.heff = _u(6)
        self.heff_now = _u(6)
        self.job_bound = _b()
        self.job = _u(16)
        self.exact = _b()
        self.busy = _u(p.BUF_W + 1)  # buffers not FREE
        self.n_members = _u(6)
        self.child = _b()
        self.up_port = _u(UP_PORT_HI - UP_PORT_LO)
        self.up_id = _u(UP_ID_W)
        self.up_att = _b()
        self.up_idx = _u(UP_IDX_W)
        self.up_x = _b()
        self.up_word = ConcatSignal(self.child, self.up_att, self.up_x, self.up_idx,
                                    self.up_port, self.up_id)
        self.up_cfg = ConcatSignal(self.child, intbv(0)[1:], self.up_x, intbv(0)[UP_IDX_W:],
                                   self.up_port, self.up_id)


class Lookup:
    """core_member_table: the staged frame's worker id in the table.

    ``hitv`` one-hot, the entry with the frame's id (compare stage), ``onehot`` the same as
    a contributor bitmap; ``hit``, ``loc`` (its location matches the frame's), ``idx`` its
    index (decide stage); ``freev`` one-hot, the lowest free entry, ``free``, ``fidx``;
    ``ports`` the OR of the members' ports; ``qv``, ``qent``: a Query's member entry."""

    def __init__(self, p: AccelParams) -> None:
        iw = member_bits(p)
        self.hit = _b()
        self.idx = _u(iw)
        self.loc = _b()
        self.free = _b()
        self.fidx = _u(iw)
        self.hitv = _u(p.MEMBERS)
        self.freev = _u(p.MEMBERS)
        self.onehot = _u(MW)
        self.ports = _u(8)
        self.qv = _b()
        self.qent = _u(32)


class Compare:
    """core_compare: every comparison the decision needs, registered (t0 + 1)."""

    def __init__(self) -> None:
        self.tag_eq = _b()  # tag == seg (data), tag == value (control)
        self.older = _b()  # data: seg - tag negative; control: tag - value negative
        self.dup = _b()  # the member's bit is set in the bitmap
        self.len_bad = _b()  # count differs from elems
        self.pinned = _b()  # tx has yet to read an aggregate of this buffer
        self.cnt1 = _u(6)  # count + 1
        self.ge_add = _b()  # count + 1 >= Heff
        self.ge_store = _b()  # 1 >= Heff
        self.nsum = Signal(modbv(0)[16:])  # nsum + the frame's nsum
        self.bmap = _u(MW)  # bitmap | the member's bit
        self.job_ok = _b()  # a job is bound and it is the frame's
        self.job_bad = _b()  # a job is bound and it is not the frame's
        self.v_bad = _b()  # Join: value > JOIN_VALUE_MAX
        self.join_x = _b()  # Join: asks for the exact mode, which the build has not
        self.role_x = _b()  # SetRole: asks for an exact child, which the build has not
        self.jmode_bad = _b()  # Join: its mode is not the bound job's, or (a child) the role's
        self.mode_bad = _b()  # data: flag EXACT is not the bound job's mode
        self.v_bad_h = _b()  # value == 0 or value > MEMBERS (SetH)
        self.sw_id = _b()  # worker == the switch's id
        self.act_bad = _b()  # action 0 or beyond the last one
        self.from_up = _b()  # the frame came in through the uplink port
        self.incl = _b()  # data: its contrib names this switch's entry at the parent
        self.role_ok = _b()  # SetRole: the value is a role
        self.role_same = _b()  # ... the role the switch has
        self.ack_join = _b()  # an Ack: of a Join, to this switch's member id
        self.act = _u(LAST_ACTION + 1)  # control: its action, one-hot


class Query:
    """core_counters: the Query's answer. ``ent``: the value names a member entry,
    ``none``: no register (read stage); ``value``: the register's value (compare stage)."""

    def __init__(self) -> None:
        self.ent = _b()
        self.none = _b()
        self.value = Signal(modbv(0)[32:])


#: the data decision's fields (core_decide; AccelModel._data after its stateless checks)
DATA_FIELDS = (("drop", 5), ("ok", 1), ("retry", 1), ("store", 1), ("emit", 1), ("md", META_W),
               ("down", 1), ("up", 1))
#: the control decision's fields (core_decide; AccelModel._control and its handlers)
CTRL_FIELDS = (("ack", 1), ("status", 8), ("result", 32), ("ok", 1), ("bad", 1),
               ("join", 1), ("leave", 1), ("reset", 1), ("seth", 1), ("fbcast", 1),
               ("help", 1), ("md", META_W), ("upack", 1), ("rbusy", 1), ("role", 1),
               ("resend", 1), ("req", 1))


class _Fields:
    def __init__(self, fields) -> None:
        self.fields = tuple(n for n, _ in fields)
        for name, w in fields:
            setattr(self, name, _b() if w == 1 else _u(w))


class DataDecision(_Fields):
    """core_decide: the data decision. ``drop`` a stateful drop reason (0: none), ``ok``
    that it is 0 (decided with it: the act cycle's strobes read one flip-flop),
    ``retry`` decide again later (pinned store, descriptor FIFO full), ``store`` a first
    contribution (else an add), ``emit`` the commit completes the segment (or stores a
    result), ``md`` the metadata word after it, ``down`` a result coming down (flag DOWN),
    ``up`` the emitted frame goes up (a child's partial)."""

    def __init__(self) -> None:
        super().__init__(DATA_FIELDS)


class CtrlDecision(_Fields):
    """core_decide: the control decision. ``ack`` answer with an Ack (not for an inbound
    Ack), its ``status`` and ``result``; ``ok`` a known action (CTRL_OK), ``bad`` an
    unknown one (BAD_ACTION); ``join`` into the lowest free entry, ``leave``, ``reset``,
    ``seth``; ``fbcast`` emits the partial aggregate, ``help`` the replay, ``md`` the
    metadata word after an FBcast; ``upack`` an Ack from the parent (consumed); ``rbusy``
    SetRole of another role while a job is bound (ROLE_BUSY); ``role`` SetRole takes the
    role; ``resend`` Help, FBcast of a segment in UP (the partial again, RETX); ``req`` a
    request to the parent follows (Join, Help, FBcast)."""

    def __init__(self) -> None:
        super().__init__(CTRL_FIELDS)


class Act:
    """core_engine: the engine's state and the strobes of its act cycle.

    ``go``: state ACT and not a retry (the decision takes effect); ``ctl``: ... of a
    control frame with no stateless drop; ``commit``: ... a data frame committed (no drop
    at all). ``walking``: state WALK or INIT. ``mode``, ``memv``: the walk's mode and, for
    a Leave, the member's bit (one-hot)."""

    def __init__(self, p: AccelParams) -> None:
        self.state = Signal(intbv(INIT, min=0, max=16))
        self.go = _b()
        self.ctl = _b()
        self.commit = _b()
        self.walking = Signal(bool(1))
        self.mode = _u(2)
        self.memv = _u(p.MEMBERS)


class Walk:
    """core_walker: the walk over the metadata (Reset, Leave, SetH, the reset after rst).

    ``idx`` the entry read in this cycle (NBUF: none); ``valid``, ``idx2``: the entry
    updated in this cycle (read in the one before), ``we``/``md`` its write-back, ``push``
    its aggregate emitted (``emit``: its word as emitted), ``stall`` the FIFO is full,
    ``end`` the last entry is done in this cycle."""

    def __init__(self, p: AccelParams) -> None:
        self.idx = _u(p.BUF_W + 1)
        self.valid = _b()
        self.idx2 = _u(p.BUF_W)
        self.emit = _u(META_W)
        self.we = _b()
        self.md = _u(META_W)
        self.push = _b()
        self.stall = _b()
        self.end = _b()


class Commit:
    """core_engine <-> core_commit_pipe: the frame being committed.

    From the engine: ``dec`` decided to commit, ``store`` as a store (else an add), ``res``
    resolve the speculative beats (act cycle), ``kill`` by killing them. From the pipe:
    ``go`` a data frame without a stateless drop is issuing, ``buf`` its segment buffer,
    ``iss`` a beat is issued in this cycle, ``done`` the last beat is issued now or was,
    ``more`` beats are left, ``at_last`` the next issue is the last, ``hazard`` the next
    beat's word has a write in flight; ``more_a``, ``at_last_a``, ``hazard_a`` the same
    three as they will be after this cycle's issue unless a frame is read (then they load
    the frame's), for the engine's registered release."""

    def __init__(self, p: AccelParams) -> None:
        self.dec = _b()
        self.store = _b()
        self.res = _b()
        self.kill = _b()
        self.go = _b()
        self.buf = _u(p.BUF_W)
        self.iss = _b()
        self.done = _b()
        self.more = _b()
        self.at_last = _b()
        self.hazard = _b()
        self.more_a = _b()
        self.at_last_a = _b()
        self.hazard_a = _b()


class XRam:
    """iswitch_core <-> core_commit_pipe, an exact build's only: the exact state RAM's ports
    (``raddr``, registered read into ``rdata``; ``we``, ``wa``, ``wd``), one word of the
    LANES lanes' accumulator states (myhdl_src/exact_vec.py) per payload word."""

    def __init__(self, p: AccelParams, width: int) -> None:
        self.raddr = _u(p.PAYLOAD_AW)
        self.rdata = _u(width)
        self.we = _b()
        self.wa = _u(p.PAYLOAD_AW)
        self.wd = _u(width)


class Writes:
    """core_engine: the write ports its act cycle and the states after it drive, each
    taking effect at the end of the cycle after (registers): the metadata write port
    (``meta_we``, ``meta_wa``, ``meta_wd``), a descriptor push (``d_we``; core_emission
    loads the word), a pin of a buffer (``pin_inc``, ``pin_buf``)."""

    def __init__(self, p: AccelParams) -> None:
        self.meta_we = _b()
        self.meta_wa = _u(p.BUF_W)
        self.meta_wd = _u(META_W)
        self.d_we = _b()
        self.pin_inc = _b()
        self.pin_buf = _u(p.BUF_W)
