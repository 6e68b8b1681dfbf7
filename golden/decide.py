"""The accelerator's decisions as pure functions: what ``AccelModel.push`` decides for a data
frame that passed its stateless checks, and for a control request (docs/protocol.md
sections 8, 9, 11).

Each decision is a function of the *classes* of its inputs, every comparison it needs as
one bit (or a value it passes on): ``DataCase`` -> ``DataOutcome``, ``CtrlCase`` ->
``CtrlOutcome``. ``AccelModel`` computes the classes from its state and the frame, calls
these functions and applies the outcome (golden/accel_model.py), so there is one
implementation of the rules. The RTL's decide stage (myhdl_src/core_decide.py) is tested
against them over every class (tb/core_decide/test_core_decide.py).

Only ``iswitch.wire`` is imported.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields, replace

from iswitch.wire import Action, Reg, Status

_ACTIONS = frozenset(int(a) for a in Action)


class BufState(enum.Enum):
    """Segment buffer state."""

    FREE = 0
    AGG = 1  #: aggregating segment `tag`
    DONE = 2  #: aggregate of `tag` emitted (a child: the result from its parent), held for Help
    UP = 3  #: a child's partial of `tag` sent to the parent, waiting for the result


@dataclass(frozen=True)
class Meta:
    """A segment buffer's metadata (all of it but the sum): the buffer's word in the RTL."""

    state: BufState = BufState.FREE
    tag: int = 0
    bitmap: int = 0  #: the members whose contributions are in the sum
    count: int = 0
    nsum: int = 0
    elems: int = 0
    job: int = 0
    partial: bool = False
    h_emit: int = 0  #: the `h` and `contrib` of the aggregate as emitted
    contrib_emit: int = 0


META_FIELDS = tuple(f.name for f in fields(Meta))


def complete_meta(m: Meta, partial: bool, heff: int, child: bool) -> Meta:
    """The buffer's contributions are complete (or forced out by FBcast, ``partial``): a
    root's aggregate is DONE, a child's partial goes UP; ``h`` and ``contrib`` as
    emitted."""
    return replace(m, partial=partial, h_emit=heff, contrib_emit=m.bitmap,
                   state=BufState.UP if child else BufState.DONE)


# ---------------------------------------------------------------- data


@dataclass(frozen=True)
class DataCase:
    """The classes a data frame's decision depends on (its stateless checks passed)."""

    down: bool  #: flag DOWN: a result coming down from the parent
    child: bool  #: the switch is a child
    from_parent: bool  #: the frame came in through the uplink port
    member: bool  #: the worker id is in the table ...
    loc_ok: bool  #: ... at the frame's location (MAC, IP, port)
    job_ok: bool  #: a job is bound and it is the frame's
    mode_ok: bool  #: the frame's flag EXACT is the bound job's mode
    h_zero: bool  #: the threshold H is 0
    state: BufState  #: the segment's buffer
    same_tag: bool  #: its tag is the frame's segment
    older: bool  #: the frame's segment is older than the tag (RFC 1982); False if same_tag
    dup: bool  #: the member's bit is set in the buffer's bitmap
    len_ok: bool  #: the buffer's element count is the frame's
    ge_add: bool  #: the buffer's count + 1 reaches Heff
    ge_store: bool  #: 1 reaches Heff


@dataclass(frozen=True)
class DataOutcome:
    """A data decision: ``drop`` a reason (None: committed); else ``store`` (the payload
    replaces the buffer: a first contribution or a result) or an add, ``emit`` (the
    segment is complete: its aggregate, partial or result goes out) and the buffer's
    ``state`` after it."""

    drop: Reg | None
    store: bool = False
    emit: bool = False
    state: BufState = BufState.FREE


def _done_drop(c: DataCase) -> Reg | None:
    """A DONE buffer takes a newer segment only (LATE: the same, STALE: an older one)."""
    if c.state is BufState.DONE:
        if c.same_tag:
            return Reg.LATE
        if c.older:
            return Reg.STALE
    return None


def _down_drop(c: DataCase) -> Reg | None:
    if not c.child:
        return Reg.DIRECTION
    if not c.from_parent:
        return Reg.NOT_PARENT
    if not c.job_ok:
        return Reg.BAD_JOB
    if not c.mode_ok:
        return Reg.MODE
    if c.state in (BufState.AGG, BufState.UP):
        if not c.same_tag:
            return Reg.COLLISION
        if not c.len_ok:
            return Reg.LEN_MISMATCH
    return _done_drop(c)


def _member_drop(c: DataCase) -> Reg | None:
    if not c.member:
        return Reg.NON_MEMBER
    if not c.loc_ok:
        return Reg.SPOOFED
    if not c.job_ok:
        return Reg.BAD_JOB
    if not c.mode_ok:
        return Reg.MODE
    if c.h_zero:
        return Reg.NO_THRESHOLD
    if c.state in (BufState.AGG, BufState.UP):
        if not c.same_tag:
            return Reg.COLLISION
        if c.state is BufState.UP:
            return Reg.LATE  # a child sent the segment up already
        if c.dup:
            return Reg.DUPLICATE
        if not c.len_ok:
            return Reg.LEN_MISMATCH
    return _done_drop(c)


def decide_data(c: DataCase) -> DataOutcome:
    """The data decision (AccelModel._data after its stateless checks, and _down)."""
    if c.down:
        drop = _down_drop(c)
        if drop is not None:
            return DataOutcome(drop)
        return DataOutcome(None, store=True, emit=True, state=BufState.DONE)
    drop = _member_drop(c)
    if drop is not None:
        return DataOutcome(drop)
    store = c.state is not BufState.AGG
    emit = c.ge_store if store else c.ge_add
    if not emit:
        return DataOutcome(None, store, False, BufState.AGG)
    return DataOutcome(None, store, True, BufState.UP if c.child else BufState.DONE)


def commit_meta(m: Meta, c: DataCase, o: DataOutcome, *, seg: int, job: int, elems: int,
                nsum: int, partial: bool, member_bit: int, heff: int, incl: bool) -> Meta:
    """The buffer's metadata after a committed data frame (``o.drop`` is None): the
    frame's ``seg``, ``job``, ``elems``, ``nsum``, flag ``partial``; ``member_bit`` the
    sender's bit (a member's frame); ``incl``: the result's contrib names this switch's
    entry at its parent (the switch attached; a result)."""
    if c.down:
        # the result, as is; this switch's contrib and h (docs/protocol.md 12.2)
        up = m.state is BufState.UP
        return replace(m, contrib_emit=m.contrib_emit if up and incl else 0,
                       h_emit=m.h_emit if up else heff, count=m.count if up else 0,
                       partial=(up and m.partial) or partial, state=BufState.DONE, tag=seg,
                       job=job, elems=elems, nsum=nsum)
    if o.store:  # the first contribution
        m = replace(m, state=BufState.AGG, tag=seg, job=job, bitmap=member_bit, count=1,
                    nsum=nsum, elems=elems, partial=False)
    else:
        m = replace(m, bitmap=m.bitmap | member_bit, count=m.count + 1,
                    nsum=(m.nsum + nsum) & 0xFFFF)
    if o.emit:
        return complete_meta(m, partial=False, heff=heff, child=c.child)
    return m


# ---------------------------------------------------------------- control


@dataclass(frozen=True)
class CtrlCase:
    """The classes a control request's decision depends on (its stateless checks passed),
    and the values its result passes on."""

    action: int  #: the request's action byte, as received
    child: bool  #: the switch is a child
    from_parent: bool  #: the frame came in through the uplink port
    value_bad: bool  #: value > JOIN_VALUE_MAX (Join)
    switch_id: bool  #: the worker id is the switch's own (SWITCH_WORKER_ID)
    job_bound: bool  #: a job is bound ...
    job_ok: bool  #: ... and it is the frame's
    member: bool  #: the worker id is in the table ...
    loc_ok: bool  #: ... at the frame's location
    free: bool  #: the table has a free entry
    bad_h: bool  #: value == 0 or value > MEMBERS (SetH)
    role_ok: bool  #: the value is a role (SetRole)
    role_same: bool  #: ... the role the switch has
    want_exact: bool  #: the value asks for the exact mode (Join: its mode bit; SetRole: a
    #: child role's UPLINK_EXACT_BIT)
    exact_built: bool  #: the switch has the exact mode (AccelParams.EXACT)
    mode_ok: bool  #: Join: its mode is the bound job's and, at a child, the role's
    value_child: bool  #: the value's child bit (SetRole: the new role is a child)
    state: BufState  #: the buffer the value names (FBcast, Help)
    same_tag: bool  #: its tag is the value
    older: bool  #: its tag is older than the value (RFC 1982); False if same_tag
    index: int = 0  #: the worker's entry (if member)
    free_index: int = 0  #: the lowest free entry (if free)
    h: int = 0  #: the threshold H
    n_members: int = 0  #: the member count
    count: int = 0  #: the named buffer's contribution count
    reg: int | None = None  #: what a Query answers (its own CTRL_OK counted; None: no register)
    uplink: int = 0  #: the Reg.UPLINK word


@dataclass(frozen=True)
class CtrlOutcome:
    """A control decision. ``drop``: the reason counted (ACK_IN: consumed silently;
    BAD_ACTION, ROLE_BUSY: answered with an error Ack); ``upack`` the parent's Ack
    (consumed, no answer); otherwise an Ack with ``status`` and ``result`` (``ack``) and
    CTRL_OK counted (``ok``), and the effects: ``join`` (the lowest free entry), ``leave``,
    ``reset``, ``seth``, ``role`` (take the value's role), ``fbcast`` (emit the partial
    aggregate), ``help`` (the replay), ``resend`` (the partial of a segment in UP again),
    ``req`` (a request to the parent follows)."""

    ack: bool = True
    status: Status = Status.OK
    result: int = 0
    drop: Reg | None = None
    ok: bool = False
    upack: bool = False
    join: bool = False
    leave: bool = False
    reset: bool = False
    seth: bool = False
    role: bool = False
    fbcast: bool = False
    help: bool = False
    resend: bool = False
    req: bool = False


def _member_status(c: CtrlCase) -> Status:
    if not c.member:
        return Status.NOT_MEMBER
    if not c.loc_ok:
        return Status.SPOOFED
    if not c.job_ok:
        return Status.BAD_JOB
    return Status.OK


def _join(c: CtrlCase) -> CtrlOutcome:
    ok = dict(ok=True)
    if c.value_bad or c.switch_id:
        return CtrlOutcome(status=Status.BAD_VALUE, **ok)
    if c.want_exact and not c.exact_built:
        return CtrlOutcome(status=Status.NO_EXACT, **ok)
    if c.job_bound and not c.job_ok:
        return CtrlOutcome(status=Status.BAD_JOB, **ok)
    if not c.mode_ok:
        return CtrlOutcome(status=Status.BAD_MODE, **ok)
    if c.member:
        if c.loc_ok:
            return CtrlOutcome(result=c.index, **ok)
        return CtrlOutcome(status=Status.ID_IN_USE, **ok)
    if not c.free:
        return CtrlOutcome(status=Status.TABLE_FULL, **ok)
    return CtrlOutcome(result=c.free_index, join=True, **ok)


def _segment(c: CtrlCase) -> CtrlOutcome:
    """FBcast and Help: the member's segment (the buffer holds it: not FREE, the value's
    tag)."""
    st = _member_status(c)
    if st != Status.OK:
        return CtrlOutcome(status=st, ok=True)
    held = c.state is not BufState.FREE and c.same_tag
    if c.action == Action.FBCAST:
        if not held:
            return CtrlOutcome(status=Status.NO_SEGMENT, ok=True)
        if c.state is BufState.DONE:
            return CtrlOutcome(status=Status.ALREADY_DONE, result=c.count, ok=True)
        return CtrlOutcome(result=c.count, ok=True, fbcast=c.state is BufState.AGG,
                           resend=c.state is BufState.UP, req=c.child)
    if not held:
        if c.state is not BufState.FREE and not c.older:
            return CtrlOutcome(status=Status.NO_SEGMENT, ok=True)  # recycled: gone for good
        return CtrlOutcome(status=Status.NOT_DONE, ok=True)  # not started yet
    if c.state is BufState.AGG:
        return CtrlOutcome(status=Status.NOT_DONE, result=c.count, ok=True)
    if c.state is BufState.UP:
        # waiting for the parent: the partial again, then Help at the parent
        return CtrlOutcome(status=Status.NOT_DONE, result=c.count, ok=True, resend=True,
                           req=True)
    return CtrlOutcome(result=c.count, ok=True, help=True)


def decide_ctrl(c: CtrlCase) -> CtrlOutcome:
    """The control decision (AccelModel._control and its handlers)."""
    if c.action == Action.ACK:
        if c.child and c.from_parent:
            return CtrlOutcome(ack=False, upack=True)
        return CtrlOutcome(ack=False, drop=Reg.ACK_IN)
    if c.action not in _ACTIONS:
        return CtrlOutcome(status=Status.BAD_ACTION, drop=Reg.BAD_ACTION)
    if c.action == Action.SETROLE and c.role_ok and not c.role_same and c.job_bound:
        return CtrlOutcome(status=Status.ROLE_BUSY, drop=Reg.ROLE_BUSY)
    a = Action(c.action)
    if a is Action.JOIN:
        return _join(c)
    if a is Action.LEAVE:
        st = _member_status(c)
        if st != Status.OK:
            return CtrlOutcome(status=st, ok=True)
        return CtrlOutcome(result=c.n_members - 1, ok=True, leave=True)
    if a is Action.RESET:
        return CtrlOutcome(ok=True, reset=True)
    if a is Action.SETH:
        if c.bad_h:
            return CtrlOutcome(status=Status.BAD_VALUE, ok=True)
        return CtrlOutcome(result=c.h, ok=True, seth=True)
    if a is Action.SETROLE:
        if not c.role_ok:
            return CtrlOutcome(status=Status.BAD_VALUE, ok=True)
        if c.want_exact and not c.exact_built:
            return CtrlOutcome(status=Status.NO_EXACT, ok=True)
        return CtrlOutcome(result=c.uplink, ok=True, role=True, req=c.value_child)
    if a is Action.QUERY:
        if c.reg is None:
            return CtrlOutcome(status=Status.BAD_VALUE, ok=True)
        return CtrlOutcome(result=c.reg, ok=True)
    return _segment(c)  # FBcast, Help
