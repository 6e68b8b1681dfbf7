"""core_engine: iswitch_core's state machine: the act cycle and the states after it
(docs/accel.md section 8).

The engine takes a staged frame in IDLE (the read stage, t0), compares (CMP, t0 + 1),
decides (DEC, t0 + 2) and acts (ACT, t0 + 3): the decision takes effect in registers at
the end of the act cycle (the state, the switch's registers ``rg``, the commit's
resolution ``cm.res``/``cm.kill``) and on the write ports ``wr`` one cycle later (the
metadata write, the descriptor push, the pin; the counters advance in core_counters and
the table in core_member_table, from the strobes ``a.go``, ``a.ctl``, ``a.commit``). Then
PAY (a data commit issuing its payload; its aggregate is pushed with the last issue),
EMIT (the data frame after an Ack: FBcast, Help), EMIT2 (a child's request to its parent
after them), WALK (Reset, Leave, SetH: core_walker), REL (release the frame), HOLD
(retry: release nothing, decide again); INIT walks after reset.

The act logic is one generator per group of registers (state and walk mode, the commit's
control, the write ports, the switch's registers), each with the act cycle's conditions
in the same order as AccelModel: splitting it by register keeps every generator short
and gives each register one visible set of conditions.

Ports
-----
clk, rst   clock, synchronous reset (state INIT: the walk that frees every buffer)
staged     StagedFrame (``valid`` read, ``ready`` driven: the frame's release)
fr, x, lk  Frame, Compare, Lookup (read)
dd, dc     DataDecision, CtrlDecision (registered, read)
rg         out: Regs (but ``n_members``, core_member_table's)
cm         Commit (``dec``, ``store``, ``res``, ``kill`` driven; the issue state read)
wk         Walk (read)
a          out: Act
wr         out: Writes

Signal names: ``a.*`` the state and strobes, ``rg.*`` the switch's registers, ``cm.*`` the
commit, ``wr.*`` the write ports, ``f_emit``/``f_req`` what follows the act cycle.
"""

from myhdl import Signal, always, always_comb, block, intbv

from iswitch.wire import JOIN_MODE_BIT, UPLINK_CHILD_BIT, UPLINK_EXACT_BIT, Status

from .core_if import (
    ACT,
    CMP,
    DEC,
    EMIT,
    EMIT2,
    FREE,
    HOLD,
    IDLE,
    INIT,
    O_STATE,
    PAY,
    REL,
    UP_IDX_W,
    UP_PORT_HI,
    UP_PORT_LO,
    W_FREE,
    W_LEAVE,
    W_SWEEP,
    WALK,
)

# the role's child bit and port in value[31:16] (fr.w54)
_CHILD_IN_W54 = UPLINK_CHILD_BIT - 16
_PORT_HI_IN_W54, _PORT_LO_IN_W54 = UP_PORT_HI - 16, UP_PORT_LO - 16
_EXACT_IN_W54 = UPLINK_EXACT_BIT - 16


@block
def core_engine(clk, rst, staged, fr, x, lk, dd, dc, rg, cm, wk, a, wr):
    """The engine; see the module docstring."""
    w_release = Signal(bool(0))  # the walk belongs to a staged frame (release it after)
    f_emit = Signal(bool(0))  # the commit completes the segment: push f_desc when issued
    f_req = Signal(bool(0))  # a request to the parent follows (EMIT2)
    # the next state and walk (engine_next), registered by engine_state
    st_n = Signal(intbv(INIT, min=0, max=16))
    walking_n = Signal(bool(1))
    mode_n = Signal(intbv(0)[len(a.mode):])
    memv_n = Signal(intbv(0)[len(a.memv):])
    w_release_n = Signal(bool(0))
    rel_n = Signal(bool(0))  # the release of the next cycle (rel_next)

    @always_comb
    def strobes():
        a.go.next = a.state == ACT and not dd.retry
        a.ctl.next = a.state == ACT and not dd.retry and fr.ok and fr.ctrl
        a.commit.next = (a.state == ACT and not dd.retry and fr.ok and not fr.ctrl
                         and dd.ok)

    @always_comb
    def threshold_now():
        if rg.h < rg.n_members:
            rg.heff_now.next = rg.h
        else:
            rg.heff_now.next = rg.n_members

    @always(clk.posedge)
    def threshold():
        rg.heff.next = rg.heff_now

    @always_comb
    def engine_next():
        # the state after this cycle (and the walk's mode): registered by engine_state,
        # and read a cycle early by the release (rel_next)
        st_n.next = a.state
        walking_n.next = a.walking
        mode_n.next = a.mode
        memv_n.next = a.memv
        w_release_n.next = w_release
        if rst:
            st_n.next = INIT
            walking_n.next = 1
            mode_n.next = W_FREE
            w_release_n.next = 0
        elif a.state == IDLE:
            if staged.valid:
                st_n.next = CMP
        elif a.state == CMP:
            st_n.next = DEC
        elif a.state == DEC:
            st_n.next = ACT
        elif a.state == ACT:
            if dd.retry:
                st_n.next = HOLD
            elif not fr.ok:
                st_n.next = REL
            elif not fr.ctrl:
                if not dd.ok:
                    st_n.next = REL
                else:
                    st_n.next = PAY
            else:
                st_n.next = REL
                if dc.reset:
                    mode_n.next = W_FREE
                    w_release_n.next = 1
                    st_n.next = WALK
                    walking_n.next = 1
                if dc.seth:
                    mode_n.next = W_SWEEP
                    w_release_n.next = 1
                    st_n.next = WALK
                    walking_n.next = 1
                if dc.leave:
                    w_release_n.next = 1
                    st_n.next = WALK
                    walking_n.next = 1
                    if rg.n_members == 1:
                        mode_n.next = W_FREE
                    else:
                        mode_n.next = W_LEAVE
                        memv_n.next = lk.hitv
                if dc.fbcast or dc.help or dc.resend:
                    st_n.next = EMIT
                elif dc.req:
                    st_n.next = EMIT2
        elif a.state == PAY:
            # the commit's payload beats; its aggregate follows the last one
            if cm.done:
                st_n.next = IDLE
        elif a.state == EMIT:
            if f_req:
                st_n.next = EMIT2
            else:
                st_n.next = REL
        elif a.state == EMIT2:
            st_n.next = REL
        elif a.state == WALK or a.state == INIT:
            if wk.end:
                walking_n.next = 0
                if a.state == INIT or not w_release:
                    st_n.next = IDLE
                else:
                    st_n.next = REL
        else:
            # REL (the frame is released in this cycle) and HOLD (retry)
            st_n.next = IDLE

    @always(clk.posedge)
    def engine_state():
        a.state.next = st_n
        a.walking.next = walking_n
        a.mode.next = mode_n
        a.memv.next = memv_n
        w_release.next = w_release_n

    @always(clk.posedge)
    def engine_commit():
        # the commit's control: resolve the speculative beats in the act cycle
        cm.res.next = 0
        cm.kill.next = 0
        if rst:
            cm.dec.next = 0
            f_emit.next = 0
        elif a.state == IDLE:
            if staged.valid:
                cm.dec.next = 0
        elif a.state == ACT:
            cm.res.next = 1
            if dd.retry or not fr.ok:
                cm.kill.next = 1
            elif not fr.ctrl:
                if not dd.ok:
                    cm.kill.next = 1
                else:
                    cm.dec.next = 1
                    cm.store.next = dd.store
                    f_emit.next = dd.emit
            else:
                f_req.next = dc.req

    @always(clk.posedge)
    def engine_writes():
        # the write ports, each a cycle after the state that decides it
        wr.meta_we.next = 0
        wr.d_we.next = 0
        wr.pin_inc.next = 0
        if rst:
            pass
        elif a.commit:
            wr.meta_we.next = 1
        elif a.ctl:
            if dc.ack and not dc.upack:
                wr.d_we.next = 1  # the Ack
            if dc.fbcast:
                wr.meta_we.next = 1
        elif a.state == PAY:
            if cm.done and f_emit:
                wr.d_we.next = 1
                wr.pin_inc.next = 1
                wr.pin_buf.next = cm.buf
        elif a.state == EMIT:
            # the data frame after the Ack (FBcast, Help)
            wr.d_we.next = 1
            wr.pin_inc.next = 1
            wr.pin_buf.next = fr.buf
        elif a.state == EMIT2:
            wr.d_we.next = 1  # a child's request to its parent, after the Ack and the data
        elif a.state == WALK or a.state == INIT:
            wr.meta_we.next = wk.we
            if wk.push:
                wr.d_we.next = 1
                wr.pin_inc.next = 1
                wr.pin_buf.next = wk.idx2

    @always(clk.posedge)
    def meta_word():
        # The metadata write port's address and word (wr.meta_we decides), loaded by the
        # state alone: no decision reaches their clock enables.
        if a.state == ACT:
            wr.meta_wa.next = fr.buf
            if fr.ctrl:
                wr.meta_wd.next = dc.md
            else:
                wr.meta_wd.next = dd.md
        else:
            wr.meta_wa.next = wk.idx2
            wr.meta_wd.next = wk.md

    @always(clk.posedge)
    def switch_regs():
        # H, the job, the busy count and the role, as the act cycle leaves them
        if rst:
            rg.h.next = 0
            rg.job_bound.next = 0
            rg.job.next = 0
            rg.exact.next = 0
            rg.busy.next = 0
            rg.child.next = 0
            rg.up_x.next = 0
            rg.up_port.next = 0
            rg.up_id.next = 0
            rg.up_att.next = 0
            rg.up_idx.next = 0
        elif a.commit:
            if dd.store and fr.meta[O_STATE + 2 : O_STATE] == FREE:
                rg.busy.next = rg.busy + 1
        elif a.ctl:
            if dc.upack and x.ack_join:
                # the parent's Ack of this switch's Join attaches it
                rg.up_att.next = fr.w52[8:0] == Status.OK
                rg.up_idx.next = fr.w58[UP_IDX_W:]
            if dc.role:
                rg.child.next = fr.w54[_CHILD_IN_W54]
                rg.up_port.next = fr.w54[_PORT_HI_IN_W54:_PORT_LO_IN_W54]
                rg.up_id.next = fr.w56
                rg.up_x.next = fr.w54[_EXACT_IN_W54]
                if not x.role_same:
                    rg.up_att.next = 0
                    rg.up_idx.next = 0
            if dc.join and not rg.job_bound:
                rg.job_bound.next = 1
                rg.job.next = fr.job
                rg.exact.next = fr.w56[JOIN_MODE_BIT]  # the job's mode (section 13)
            if dc.reset:
                rg.h.next = 0
                rg.job_bound.next = 0
                rg.busy.next = 0
            if dc.seth:
                rg.h.next = fr.w56[6:]
            if dc.leave and rg.n_members == 1:
                rg.job_bound.next = 0
                rg.busy.next = 0

    @always_comb
    def rel_next():
        # The release of the next cycle: state REL, or PAY with its last beat issued (cm.done
        # as it is in PAY, where cm.go and cm.dec are 1 and cm.kill is 0), from the inputs
        # of the registers it reads: st_n; cm.*_a (no frame is read when the next state is
        # PAY: this cycle is ACT or PAY, so the read stage's load of the beat count, from
        # rx's presentation register, stays off this path); cm.store, which the act cycle
        # of a commit loads with dd.store.
        store_n = bool(cm.store)
        if a.commit:
            store_n = bool(dd.store)
        rel_n.next = st_n == REL or (st_n == PAY and (
            not cm.more_a or (cm.at_last_a and (store_n or not cm.hazard_a))))

    @always(clk.posedge)
    def release():
        # staged.ready from a flip-flop: rx's presentation register selects by it (the
        # frame on offer or the next one), 400 multiplexers, so the release reaches them at
        # the start of the cycle instead of through the state and commit logic. It equals
        # "REL, or PAY and done" of this cycle's registers (tb/core_engine checks it every
        # cycle).
        staged.ready.next = rel_n

    return (strobes, threshold_now, threshold, engine_next, engine_state, engine_commit,
            engine_writes, meta_word, switch_regs, rel_next, release)
