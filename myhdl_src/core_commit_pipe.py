"""core_commit_pipe: the payload commit of iswitch_core: issue, write pipeline, scoreboard
(docs/accel.md section 8, "Pipeline timing").

A data frame's payload beats are issued one per cycle from t0 + 1 on, *before* the
decision is known (speculatively): a full-size frame needs 45 beats and rx sends one every
47 cycles, so the two would not fit one after the other. Payload RAM word ``{buffer,
beat}`` and staging word ``{staged buffer, beat + 2}`` are read, registered (``ram_q``,
``st_dly[0]``), added by ``fp32_vec_add`` (the stored sum is the first operand) and
written back ``SB`` (8) cycles after the issue; the beats issued before the decision carry
a *speculative* bit in the write pipeline (``pipeline``): at the decision (``cm.res``,
t0 + 4) they are confirmed (add or store: the adder's sum or the staged word is written)
or killed (``cm.kill``: drop, retry; nothing is written). The first write is at t0 + 9,
so no speculative word is ever written. A scoreboard of the writes in flight stalls a read
of a word that is still being written (read-after-write hazard of back-to-back packets of
one segment); it is computed a cycle ahead and registered (``scoreboard``); speculative
beats always respect it (a store would not need to).

Ports
-----
clk, rst   clock, synchronous reset (empties the pipeline)
staged     StagedFrame (read at ``p_go``: the frame's buffers and element count)
p_go       the read stage takes up a frame in this cycle
cm         Commit: ``dec``, ``store``, ``res``, ``kill`` in; the issue state out
stage_rd   StageRead: the staging read address (out) and word (in)
ram_raddr, ram_rdata            the engine's payload RAM read port (registered read)
ram_we, ram_wa, ram_wd          the payload RAMs' write port (out)

Signal names: ``f_*`` the frame being issued, ``iss_*`` the beat issued in the cycle
before, ``sb_*`` the write pipeline's stages (index k: t + 2 + k), ``sb_q*``/``hz_*`` the
scoreboard's compares, ``st_*`` staged words.
"""

from myhdl import Signal, always, always_comb, block, concat, intbv, modbv

from .exact_vec import ALIGN_LATENCY as X_ALIGN
from .exact_vec import LATENCY as X_LATENCY
from .exact_vec import STATE_LATENCY as X_STATE
from .exact_vec import exact_vec
from .fp32_add import LATENCY
from .fp32_vec_add import fp32_vec_add
from .iswitch_if import BEAT_AW, DATA_W

# sideband stages after the issue register; the last one writes. One more than the adder's
# LATENCY: the block RAM outputs (payload word, staged word) are registered before the adder
# (an ECP5 EBR's clock-to-output is most of a 125 MHz cycle).
SB = LATENCY + 1
# an exact build's stages: the exact path's sums are written last, SBX cycles after the
# issue (exact_vec's LATENCY after its input, the state RAM's word registered as ram_q is)
SBX = X_LATENCY + 1


def stages(exact: bool) -> int:
    """The write pipeline's stages: SB, or SBX in a build with the exact mode."""
    return SBX if exact else SB


@block
def _exact_path(clk, st_q, sb_valid, sb_x, sb_store, sb_buf, sb_beat, xr, x_we, x_wa, x_sum):
    """An exact build's path (docs/accel.md 8): the staged word into exact_vec beside the
    adder (edge of sb[0]); the state RAM read with sb[1]'s address, registered, so that it
    meets the aligned word with ``first`` = a store at sb[X_ALIGN]; the updated state
    written at sb[X_STATE]; the rounded sum, for the payload RAM, at sb[SBX - 1]
    (``x_we``, ``x_wa``, ``x_sum``)."""
    xq = Signal(intbv(0)[len(xr.rdata):])  # the state word, registered
    first = Signal(bool(0))
    one = Signal(bool(1))
    lanes = exact_vec(clk, one, st_q, first, xq, xr.wd, x_sum)

    @always(clk.posedge)
    def state_out():
        xq.next = xr.rdata

    @always_comb
    def state_ports():
        first.next = sb_store[X_ALIGN]
        xr.raddr.next = concat(sb_buf[1], sb_beat[1])
        xr.we.next = sb_valid[X_STATE] and sb_x[X_STATE]
        xr.wa.next = concat(sb_buf[X_STATE], sb_beat[X_STATE])
        x_we.next = sb_valid[SBX - 1] and sb_x[SBX - 1]
        x_wa.next = concat(sb_buf[SBX - 1], sb_beat[SBX - 1])

    return lanes, state_out, state_ports


@block
def core_commit_pipe(clk, rst, staged, p_go, cm, stage_rd, ram_raddr, ram_rdata, ram_we,
                     ram_wa, ram_wd, x_job=None, xr=None):
    """The payload commit; see the module docstring. ``x_job`` (the bound job's mode is
    exact) and ``xr`` (core_if.XRam) in a build with the exact mode only."""
    BW = len(cm.buf)
    EXACT = xr is not None
    NS = stages(EXACT)
    # The frame being committed, loaded in the read stage; beats are issued from t0 + 1.
    f_sbuf = Signal(intbv(0)[len(stage_rd.raddr) - BEAT_AW :])  # staging buffer
    f_last = Signal(modbv(0)[BEAT_AW + 1 :])  # the frame's payload beats (1..45) - 1
    st_beat = Signal(modbv(0)[BEAT_AW:])  # staging beat of payload beat f_beat
    f_beat = Signal(intbv(0)[BEAT_AW + 1 :])  # next payload beat to issue
    s_beats = Signal(modbv(0)[7:])  # the staged frame's payload beats (read stage)

    # Write pipeline of one payload word issued in cycle t (its RAM addresses are
    # registered at the end of t): iss_* hold it in t+1, when ram_rdata and stage_rd.rdata
    # are valid and are registered (ram_q, st_dly[0]); sb_*[k] hold it in t+2+k: sb_*[0] in
    # t+2, when the adder samples ram_q and st_q; sb_*[SB-1] in t+8, when the sum (or the
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
    sb_valid = Signal(intbv(0)[NS:])
    sb_spec = Signal(intbv(0)[NS:])
    sb_store = Signal(intbv(0)[NS:])
    sb_bm = Signal(intbv(0)[NS:])
    sb_z0 = Signal(intbv(0)[NS:])  # the entry's beat is 0
    sb_z1 = Signal(intbv(0)[NS:])  # ... 1
    sb_buf = [Signal(intbv(0)[BW:]) for _ in range(NS)]
    sb_beat = [Signal(intbv(0)[BEAT_AW:]) for _ in range(NS)]
    st_dly = [Signal(intbv(0)[DATA_W:]) for _ in range(SB)]  # staged words, for stores
    # an exact build: the frame (f_x), an entry (iss_x, sb_x) is an exact job's data; fold
    # issues wait while exact writes are in flight (x_hold), which land later than theirs
    x_hold = Signal(bool(0))  # (never driven without the exact mode: 0)
    sum_valid = Signal(bool(0))
    sum_word = Signal(intbv(0)[DATA_W:])
    ce = Signal(bool(1))
    st_rdata = Signal(intbv(0)[DATA_W:])
    ram_q = Signal(intbv(0)[DATA_W:])  # ram_rdata, registered
    st_q = Signal(intbv(0)[DATA_W:])  # st_dly[0] as a plain signal: the adder slices it
    add_in = Signal(bool(0))  # sb_valid[0]: the adder's input is an entry in flight
    adder = fp32_vec_add(clk, rst, ce, add_in, ram_q, st_q, sum_valid, sum_word)
    f_nxt = Signal(modbv(0)[BEAT_AW:])  # f_beat + 1 (its low bits)
    f_n2 = Signal(modbv(2)[BEAT_AW:])  # f_beat + 2 (its low bits)
    # the scoreboard's compares (scoreboard_cmp): entry i (iss, sb[0 .. SB - 2] below) is
    # valid and its beat equals f_beat + j of the cycle before (sb_qj[i]); the read and
    # issue of the cycle before (hz_pgo, hz_inc); the compares ORed (scoreboard_or)
    sb_q0 = Signal(intbv(0)[NS - 1 :])
    sb_q1 = Signal(intbv(0)[NS - 1 :])
    sb_q2 = Signal(intbv(0)[NS - 1 :])
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
        ram_raddr.next = concat(cm.buf, f_beat[BEAT_AW:])

    @always_comb
    def staging_address():
        stage_rd.raddr.next = concat(f_sbuf, st_beat)

    @always(clk.posedge)
    def scoreboard_cmp():
        # The beat compares of the cm.hazard, a cycle ahead of it: for each entry as it will be
        # in the next cycle (iss -> sb[0], sb[i] -> sb[i + 1]), whether it is valid then and
        # its beat equals f_beat + j (j = 0, 1, 2; f_beat, f_nxt, f_n2 as they are now).
        # The next cycle's f_beat is one of f_beat, f_beat + 1 and 0 (hz_inc, hz_pgo), so
        # the scoreboard needs no compare of its own; 0 and 1 are the bits z0, z1 that
        # travel with each entry.
        v = bool(iss_valid) and not (cm.res and cm.kill and iss_spec) and not rst
        sb_q0.next[0] = v and iss_beat == f_beat[BEAT_AW:]
        sb_q1.next[0] = v and iss_beat == f_nxt
        sb_q2.next[0] = v and iss_beat == f_n2
        for i in range(1, NS - 1):
            v = bool(sb_valid[i - 1]) and not (cm.res and cm.kill and sb_spec[i - 1]) and not rst
            sb_q0.next[i] = v and sb_beat[i - 1] == f_beat[BEAT_AW:]
            sb_q1.next[i] = v and sb_beat[i - 1] == f_nxt
            sb_q2.next[i] = v and sb_beat[i - 1] == f_n2
        hz_pgo.next = p_go and not rst
        hz_inc.next = cm.iss and not rst

    @always_comb
    def scoreboard_or():
        # The entries that count (iss and sb[0 .. SB - 2]: the oldest is written and
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
        for i in range(NS - 1):
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

    @always_comb
    def scoreboard():
        # cm.hazard, one cycle ahead: the entries as they will be in the next cycle against
        # the next f_beat: f_beat (no issue now: same), f_nxt (an issue: nxt), 0 (a new
        # frame: any entry of beat 0, whatever its buffer, which costs at most a cycle).
        # f_beat itself is f_beat + 1 after an issue (hz_inc) and 0 after a read (hz_pgo).
        # Entries killed in this cycle (cm.res and cm.kill) still count: the cm.hazard computed
        # now is then never used (the frame is dead: no issue now or next cycle, and the
        # next frame's p_go, never in this cycle, computes it afresh), and cm.kill stays off
        # this path. (cm.hazard_a: the hazard after this cycle's issue, no frame read; the
        # engine's release reads it.)
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
        if cm.iss:
            cm.hazard_a.next = nxt
        else:
            cm.hazard_a.next = same

    @always_comb
    def issue_ctl():
        # A store does not read the payload RAM, so a decided store ignores the cm.hazard.
        go = (cm.go and not cm.kill and cm.more and ((cm.dec and cm.store) or not cm.hazard)
              and not x_hold)
        cm.iss.next = go
        cm.done.next = not cm.more or (go and cm.at_last)

    @always_comb
    def beat_count():
        # the staged frame's payload beats, ceil(count / 8)
        s_beats.next = staged.w52[9:3] + (staged.w52[3:0] != 0)

    @always_comb
    def issue_next():
        # the issue state after this cycle's issue, when no frame is read (cm.more_a,
        # cm.at_last_a: what issue registers then, and what the engine's release reads; a
        # read stage loads the frame's beat count instead)
        if cm.iss:
            # (compared a cycle early: f_beat + 1 is the beat count iff f_beat == f_last)
            cm.more_a.next = not cm.at_last
            cm.at_last_a.next = concat(intbv(0)[1:], f_nxt) == f_last
        else:
            cm.more_a.next = cm.more
            cm.at_last_a.next = cm.at_last

    @always(clk.posedge)
    def issue():
        if rst:
            cm.go.next = 0
            cm.hazard.next = 0
        elif p_go:
            cm.more.next = s_beats != 0
            cm.at_last.next = s_beats == 1
            cm.hazard.next = hz_z0
            # the read stage: the frame's addresses and its beat count
            cm.go.next = not staged.ctrl and staged.drop == 0
            cm.buf.next = staged.seg[BW:]
            f_sbuf.next = staged.buf
            f_last.next = s_beats - 1
            f_beat.next = 0
            f_nxt.next = 1
            f_n2.next = 2
        else:
            cm.more.next = cm.more_a
            cm.at_last.next = cm.at_last_a
            cm.hazard.next = cm.hazard_a
            if cm.kill:
                cm.go.next = 0
            if cm.iss:
                f_beat.next = f_beat + 1
                f_nxt.next = f_nxt + 1
                f_n2.next = f_n2 + 1

    @always(clk.posedge)
    def pipeline():
        # At cm.res the speculative entries become real (add/store as decided) or die.
        if rst:
            iss_valid.next = 0
            sb_valid.next = 0
        else:
            iss_valid.next = cm.iss
            sb_valid.next[0] = iss_valid and not (cm.res and cm.kill and iss_spec)
            for i in range(1, NS):
                sb_valid.next[i] = sb_valid[i - 1] and not (cm.res and cm.kill and sb_spec[i - 1])
        iss_spec.next = not cm.dec
        iss_store.next = cm.store
        iss_bm.next = 1
        iss_buf.next = cm.buf
        iss_beat.next = f_beat[BEAT_AW:]
        iss_z0.next = f_beat[BEAT_AW:] == 0
        iss_z1.next = f_beat[BEAT_AW:] == 1
        if p_go:
            # a new frame: which of the writes in flight are to its buffer
            sb_bm.next[0] = iss_buf == staged.seg[BW:]
            for i in range(1, NS):
                sb_bm.next[i] = sb_buf[i - 1] == staged.seg[BW:]
        else:
            sb_bm.next[0] = iss_bm
            for i in range(1, NS):
                sb_bm.next[i] = sb_bm[i - 1]
        sb_spec.next[0] = iss_spec and not cm.res
        if cm.res and iss_spec:
            sb_store.next[0] = cm.store
        else:
            sb_store.next[0] = iss_store
        for i in range(1, NS):
            sb_spec.next[i] = sb_spec[i - 1] and not cm.res
            if cm.res and sb_spec[i - 1]:
                sb_store.next[i] = cm.store
            else:
                sb_store.next[i] = sb_store[i - 1]
        sb_buf[0].next = iss_buf
        sb_beat[0].next = iss_beat
        sb_z0.next[0] = iss_z0
        sb_z1.next[0] = iss_z1
        for i in range(1, NS):
            sb_buf[i].next = sb_buf[i - 1]
            sb_beat[i].next = sb_beat[i - 1]
            sb_z0.next[i] = sb_z0[i - 1]
            sb_z1.next[i] = sb_z1[i - 1]
        st_dly[0].next = st_rdata
        for i in range(1, SB):
            st_dly[i].next = st_dly[i - 1]

    x_parts = ()
    if EXACT:
        f_x = Signal(bool(0))
        iss_x = Signal(bool(0))
        sb_x = Signal(intbv(0)[NS:])
        x_busy = Signal(bool(0))
        x_we = Signal(bool(0))
        x_wa = Signal(intbv(0)[len(ram_wa):])
        x_sum = Signal(intbv(0)[DATA_W:])
        x_path = _exact_path(clk, st_q, sb_valid, sb_x, sb_store, sb_buf, sb_beat, xr, x_we,
                             x_wa, x_sum)

        @always(clk.posedge)
        def x_pipeline():
            # (a result from the parent too: a store, its NaNs made canonical)
            if p_go:
                f_x.next = x_job
            iss_x.next = f_x
            sb_x.next[0] = iss_x
            for i in range(1, NS):
                sb_x.next[i] = sb_x[i - 1]
            # an exact entry in flight in the next cycle (that is not writing then)
            busy = bool(cm.iss and f_x) or bool(iss_valid and iss_x)
            for i in range(NS - 2):
                if sb_valid[i] and sb_x[i]:
                    busy = True
            x_busy.next = busy and not rst

        @always_comb
        def x_wait():
            x_hold.next = x_busy and not f_x

        @always_comb
        def writeback():
            # the fold path writes at sb[SB - 1], the exact path at sb[SBX - 1]; they never
            # meet (x_hold), so one write port serves both
            fold_we = sb_valid[SB - 1] and not sb_x[SB - 1] and (sb_store[SB - 1] or sum_valid)
            ram_we.next = fold_we or x_we
            if x_we:
                ram_wa.next = x_wa
                ram_wd.next = x_sum
            else:
                ram_wa.next = concat(sb_buf[SB - 1], sb_beat[SB - 1])
                if sb_store[SB - 1]:
                    ram_wd.next = st_dly[SB - 1]
                else:
                    ram_wd.next = sum_word

        x_parts = (x_path, x_pipeline, x_wait, writeback)
    else:
        @always_comb
        def writeback():
            # (an add's sum is valid whenever its entry is: the adder runs with every issue)
            ram_we.next = sb_valid[SB - 1] and (sb_store[SB - 1] or sum_valid)
            ram_wa.next = concat(sb_buf[SB - 1], sb_beat[SB - 1])
            if sb_store[SB - 1]:
                ram_wd.next = st_dly[SB - 1]
            else:
                ram_wd.next = sum_word

        x_parts = (writeback,)

    return (
        *x_parts,
        adder,
        staged_word,
        ram_out,
        addresses,
        staging_address,
        scoreboard_cmp,
        scoreboard_or,
        scoreboard,
        issue_ctl,
        beat_count,
        issue_next,
        issue,
        pipeline,
    )
