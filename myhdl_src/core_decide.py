"""core_decide: the decide stage of iswitch_core (t0 + 2; docs/accel.md section 8).

The decision is combinational from the compare stage's registers (``x``), the lookup
(``lk``), the frame as read (``fr``), the switch's registers (``rg``) and the Query's
answer (``q``): ``core_decide_data`` gives the data outcome (a stateful drop reason, add,
store, emit, *retry*) and the metadata word after the commit (AccelModel._data after its
stateless checks); ``core_decide_ctrl`` the control outcome (the action's flags, the Ack's
status and result, FBcast's metadata word; AccelModel._control and its handlers). Both
are pure functions of their inputs, tested exhaustively over their input classes against
``golden.accel_model``'s decision functions (tb/core_decide). ``core_decide`` registers
both (``dd``, ``dc``: the act cycle, t0 + 3, takes them from these registers).

The control decision is in two levels: terms of the compare stage's registers (``dt_*``,
``ctrl_terms``), then each output from the terms. ``x.act`` is one-hot and zero exactly
when ``x.act_bad``, so each flag is its action's bit ANDed with its conditions, not the
end of a priority chain (seven LUT levels as one).

Ports
-----
clk, fr (Frame), x (Compare), lk (Lookup), rg (Regs), q (Query), x_room2, x_room3 (the
descriptor FIFO's room, registered), dd (out: DataDecision), dc (out: CtrlDecision),
p (AccelParams).

Signal names: ``dn.*``, ``cn.*`` the decision (combinational), ``dd.*``, ``dc.*`` the same
registered; ``dt_*`` the control decision's terms; ``st`` the buffer's state.
"""

from myhdl import Signal, always, always_comb, block, intbv

from iswitch.wire import UPLINK_CHILD_BIT, Action, Flag, Reg, Status

from .core_if import (
    AGG,
    DONE,
    FREE,
    META_W,
    MW,
    O_BMAP,
    O_CEMIT,
    O_COUNT,
    O_ELEMS,
    O_HEMIT,
    O_JOB,
    O_NSUM,
    O_PART,
    O_STATE,
    O_TAG,
    UP,
    CtrlDecision,
    DataDecision,
    member_bits,
)

# the Flag bits a data decision reads from the flags word (w56)
_DOWN_BIT, _PARTIAL_BIT = Flag.DOWN.bit_length() - 1, Flag.PARTIAL.bit_length() - 1
# (plain ints: bit positions of the one-hot action register x.act)
_A_ACK, _A_SETROLE, _A_JOIN, _A_RESET, _A_SETH, _A_QUERY, _A_LEAVE, _A_HELP, _A_FBCAST = (
    int(a) for a in (Action.ACK, Action.SETROLE, Action.JOIN, Action.RESET, Action.SETH,
                     Action.QUERY, Action.LEAVE, Action.HELP, Action.FBCAST))
# the role's child bit in value[31:16] (fr.w54)
_CHILD_IN_W54 = UPLINK_CHILD_BIT - 16


@block
def core_decide_data(fr, x, lk, rg, x_room2, x_room3, dn):
    """The data decision, combinational (``dn``: a DataDecision); see the module
    docstring."""

    @always_comb
    def data_drop():
        drop = intbv(0)[5:]
        st = intbv(0)[2:]
        down = False
        st[:] = fr.meta[O_STATE + 2 : O_STATE]
        down = bool(fr.w56[_DOWN_BIT])
        drop[:] = 0
        if down:
            # a result from the parent (AccelModel._down)
            if not rg.child:
                drop[:] = Reg.DIRECTION
            elif not x.from_up:
                drop[:] = Reg.NOT_PARENT
            elif not x.job_ok:
                drop[:] = Reg.BAD_JOB
            elif x.mode_bad:
                drop[:] = Reg.MODE
            elif st == AGG or st == UP:
                if not x.tag_eq:
                    drop[:] = Reg.COLLISION
                elif x.len_bad:
                    drop[:] = Reg.LEN_MISMATCH
            elif st == DONE:
                if x.tag_eq:
                    drop[:] = Reg.LATE
                elif x.older:
                    drop[:] = Reg.STALE
        elif not lk.hit:
            drop[:] = Reg.NON_MEMBER
        elif not lk.loc:
            drop[:] = Reg.SPOOFED
        elif not x.job_ok:
            drop[:] = Reg.BAD_JOB
        elif x.mode_bad:
            drop[:] = Reg.MODE
        elif rg.h == 0:
            drop[:] = Reg.NO_THRESHOLD
        elif st == AGG or st == UP:
            if not x.tag_eq:
                drop[:] = Reg.COLLISION
            elif st == UP:
                drop[:] = Reg.LATE
            elif x.dup:
                drop[:] = Reg.DUPLICATE
            elif x.len_bad:
                drop[:] = Reg.LEN_MISMATCH
        elif st == DONE:
            if x.tag_eq:
                drop[:] = Reg.LATE
            elif x.older:
                drop[:] = Reg.STALE
        dn.drop.next = drop
        dn.ok.next = drop == 0
        dn.down.next = down
        dn.up.next = rg.child and not down
        dn.store.next = down or st != AGG
        if fr.ctrl:
            dn.retry.next = not x_room3
        else:
            dn.retry.next = not x_room2 or (
                fr.ok and drop == 0 and (down or st != AGG) and x.pinned)

    @always_comb
    def data_word():
        md = intbv(0)[META_W:]
        st = intbv(0)[2:]
        ge = False
        md[:] = fr.meta
        st[:] = fr.meta[O_STATE + 2 : O_STATE]
        if fr.w56[_DOWN_BIT]:
            # the result, as is; this switch's contrib and h (docs/protocol.md 12.2)
            ge = True
            md[O_TAG + 32 : O_TAG] = fr.seg
            md[O_JOB + 16 : O_JOB] = fr.job
            md[O_ELEMS + 9 : O_ELEMS] = fr.w52[9:0]
            md[O_NSUM + 16 : O_NSUM] = fr.w54
            md[O_PART] = (st == UP and fr.meta[O_PART]) or fr.w56[_PARTIAL_BIT]
            if st != UP:
                md[O_HEMIT + 6 : O_HEMIT] = rg.heff
                md[O_COUNT + 6 : O_COUNT] = 0
            if not (st == UP and x.incl):
                md[O_CEMIT + MW : O_CEMIT] = 0
            md[O_STATE + 2 : O_STATE] = DONE
        else:
            if st == AGG:
                ge = bool(x.ge_add)
                md[O_BMAP + MW : O_BMAP] = x.bmap
                md[O_COUNT + 6 : O_COUNT] = x.cnt1
                md[O_NSUM + 16 : O_NSUM] = x.nsum
            else:
                ge = bool(x.ge_store)
                md[O_TAG + 32 : O_TAG] = fr.seg
                md[O_JOB + 16 : O_JOB] = fr.job
                md[O_ELEMS + 9 : O_ELEMS] = fr.w52[9:0]
                md[O_PART] = 0
                md[O_BMAP + MW : O_BMAP] = lk.onehot
                md[O_COUNT + 6 : O_COUNT] = 1
                md[O_NSUM + 16 : O_NSUM] = fr.w54
            md[O_STATE + 2 : O_STATE] = AGG
            if ge:
                # complete: a root's aggregate is done, a child's partial goes up
                md[O_STATE + 2 : O_STATE] = DONE
                if rg.child:
                    md[O_STATE + 2 : O_STATE] = UP
                md[O_HEMIT + 6 : O_HEMIT] = rg.heff
                md[O_CEMIT + MW : O_CEMIT] = md[O_BMAP + MW : O_BMAP]
        dn.emit.next = ge
        dn.md.next = md

    return data_drop, data_word


@block
def core_decide_ctrl(fr, x, lk, rg, q, cn, p):
    """The control decision, combinational (``cn``: a CtrlDecision); see the module
    docstring."""
    IW = member_bits(p)
    dt_rbusy = Signal(bool(0))  # SetRole of another role while a job is bound
    dt_role = Signal(bool(0))  # SetRole: the role is taken
    dt_join = Signal(bool(0))  # Join: value, switch id and job pass
    dt_member = Signal(bool(0))  # Leave, FBcast, Help: the sender is the member, its job
    dt_fh = Signal(bool(0))  # FBcast or Help of the member, its segment in the buffer
    dt_st = Signal(intbv(0)[2:])  # the buffer's state

    @always_comb
    def ctrl_terms():
        dt_rbusy.next = x.act[_A_SETROLE] and x.role_ok and not x.role_same and rg.job_bound
        dt_role.next = (x.act[_A_SETROLE] and x.role_ok and not x.role_x
                        and (x.role_same or not rg.job_bound))
        dt_join.next = (x.act[_A_JOIN] and not x.v_bad and not x.join_x and not x.sw_id
                        and not x.job_bad and not x.jmode_bad)
        dt_member.next = lk.hit and lk.loc and x.job_ok
        dt_fh.next = ((x.act[_A_FBCAST] or x.act[_A_HELP]) and lk.hit and lk.loc and x.job_ok
                      and fr.meta[O_STATE + 2 : O_STATE] != FREE and x.tag_eq)
        dt_st.next = fr.meta[O_STATE + 2 : O_STATE]

    @always_comb
    def ctrl_flags():
        cn.ack.next = not x.act[_A_ACK]
        cn.upack.next = x.act[_A_ACK] and rg.child and x.from_up
        cn.bad.next = x.act_bad
        cn.rbusy.next = dt_rbusy
        cn.ok.next = not x.act[_A_ACK] and not x.act_bad and not dt_rbusy
        cn.join.next = dt_join and not lk.hit and lk.free
        cn.reset.next = x.act[_A_RESET]
        cn.seth.next = x.act[_A_SETH] and not x.v_bad_h
        cn.role.next = dt_role
        cn.leave.next = x.act[_A_LEAVE] and dt_member
        cn.fbcast.next = x.act[_A_FBCAST] and dt_fh and dt_st == AGG
        cn.help.next = x.act[_A_HELP] and dt_fh and dt_st == DONE
        # FBcast, Help of a segment in UP: the partial again (RETX)
        cn.resend.next = dt_fh and dt_st == UP
        # a request to the parent: a child's SetRole (Join), a child's FBcast of a segment
        # not done, a Help of one in UP
        cn.req.next = ((dt_role and fr.w54[_CHILD_IN_W54])
                       or (x.act[_A_FBCAST] and dt_fh and dt_st != DONE and rg.child)
                       or (x.act[_A_HELP] and dt_fh and dt_st == UP))

    @always_comb
    def ctrl_result():
        # the result: an OR of the exclusive cases (each names its action)
        result = intbv(0)[32:]
        result[:] = 0
        if dt_join and lk.hit and lk.loc:
            result[IW:] = lk.idx
        if dt_join and not lk.hit and lk.free:
            result[IW:] = lk.fidx
        if x.act[_A_SETH] and not x.v_bad_h:
            result[6:] = rg.h
        if x.act[_A_QUERY] and q.ent and lk.qv:
            result[:] = lk.qent
        if x.act[_A_QUERY] and not q.ent and not q.none:
            result[:] = q.value
        if dt_role:
            result[:] = rg.up_word
        if x.act[_A_LEAVE] and dt_member and rg.n_members > 1:
            result[6:] = rg.n_members - 1  # (the sender is a member: n_members >= 1)
        if dt_fh:
            result[6:] = fr.meta[O_COUNT + 6 : O_COUNT]
        cn.result.next = result

    @always_comb
    def ctrl_status():
        # the status: the first failing check, in AccelModel._control's order
        status = intbv(0)[8:]
        status[:] = Status.OK
        if x.act[_A_ACK]:
            status[:] = Status.OK
        elif x.act_bad:
            status[:] = Status.BAD_ACTION
        elif dt_rbusy:
            status[:] = Status.ROLE_BUSY
        elif x.act[_A_JOIN]:
            if x.v_bad or x.sw_id:
                status[:] = Status.BAD_VALUE
            elif x.join_x:
                status[:] = Status.NO_EXACT  # (only in a build without it: core_compare)
            elif x.job_bad:
                status[:] = Status.BAD_JOB
            elif x.jmode_bad:
                status[:] = Status.BAD_MODE
            elif lk.hit and not lk.loc:
                status[:] = Status.ID_IN_USE
            elif not lk.hit and not lk.free:
                status[:] = Status.TABLE_FULL
        elif x.act[_A_SETH] or x.act[_A_QUERY] or x.act[_A_SETROLE]:
            if ((x.act[_A_SETH] and x.v_bad_h) or (x.act[_A_QUERY] and q.none)
                    or (x.act[_A_SETROLE] and not x.role_ok)):
                status[:] = Status.BAD_VALUE
            elif x.act[_A_SETROLE] and x.role_x:
                status[:] = Status.NO_EXACT
        elif x.act[_A_RESET]:
            status[:] = Status.OK
        elif not lk.hit:
            # Leave, FBcast, Help: the sender must be the member
            status[:] = Status.NOT_MEMBER
        elif not lk.loc:
            status[:] = Status.SPOOFED
        elif not x.job_ok:
            status[:] = Status.BAD_JOB
        elif x.act[_A_LEAVE]:
            status[:] = Status.OK
        elif not dt_fh:
            if x.act[_A_HELP] and dt_st != FREE and not x.older:
                status[:] = Status.NO_SEGMENT  # the buffer holds a newer segment
            elif x.act[_A_HELP]:
                status[:] = Status.NOT_DONE
            else:
                status[:] = Status.NO_SEGMENT
        elif x.act[_A_FBCAST]:
            if dt_st == DONE:
                status[:] = Status.ALREADY_DONE
        elif dt_st != DONE:
            status[:] = Status.NOT_DONE
        cn.status.next = status

    @always_comb
    def ctrl_word():
        # FBcast: the buffer's word as emitted
        md = intbv(0)[META_W:]
        md[:] = fr.meta
        md[O_STATE + 2 : O_STATE] = DONE
        if rg.child:
            md[O_STATE + 2 : O_STATE] = UP
        md[O_PART] = 1
        md[O_HEMIT + 6 : O_HEMIT] = rg.heff
        md[O_CEMIT + MW : O_CEMIT] = fr.meta[O_BMAP + MW : O_BMAP]
        cn.md.next = md

    return ctrl_terms, ctrl_flags, ctrl_result, ctrl_status, ctrl_word


@block
def _reg(clk, d, q):
    """``q`` = ``d``, registered."""

    @always(clk.posedge)
    def reg():
        q.next = d

    return reg


@block
def core_decide(clk, fr, x, lk, rg, q, x_room2, x_room3, dd, dc, p):
    """The decide stage and its registers; see the module docstring."""
    dn, cn = DataDecision(), CtrlDecision()
    data = core_decide_data(fr, x, lk, rg, x_room2, x_room3, dn)
    ctrl = core_decide_ctrl(fr, x, lk, rg, q, cn, p)
    regs = [_reg(clk, getattr(src, n), getattr(dst, n))
            for src, dst in ((dn, dd), (cn, dc)) for n in src.fields]
    return data, ctrl, regs
