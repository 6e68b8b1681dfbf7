"""core_counters: iswitch_core's counter file and the Query select (docs/accel.md section 8,
docs/protocol.md sections 10, 11).

The counters (``NCNT`` = 64 registers of 32 bits, indices 0..46 used) advance at the end of
the cycle after the act cycle that decides what to count (``cnt_inc``, one bit each; the
regular-traffic counters by the frame's deltas, every other by 1); a Reset with the
counter clear bit sets them to 0 (then CTRL_OK and ACK_TX to 1: the Reset's own Ack). A
Query reads a counter in the read stage of its frame, at least one cycle after the
previous frame's increments landed (docs/accel.md section 8).

The Query's value is an AND-OR select (``q_or``) of every source, each picked by a bit of
a one-hot register the read stage decodes (a few LUT levels where six mux levels were):
the status registers (``c_qsoh``, in ``Q_STATUS`` order), the counters this frame adds to
with the frame's part (``c_qfx``: the regular-traffic deltas, CTRL_OK) and the other
counters' groups of 8 (``c_qg``, ``c_qv8[k]``; the read stage takes the first of two mux
levels over the 64 counters, the compare stage's select the second); an entry or no
register selects nothing. The answer is registered in the compare stage (``q.value``).

Ports
-----
clk, rst   clock, synchronous reset (clears every counter)
staged     StagedFrame (read at ``p_go``: the Query's value, the regular-traffic deltas)
p_go       the read stage takes up a frame in this cycle
a          Act (read: ``state``, ``go``)
fr         Frame (read: ``drop``, ``ctrl``, ``w56``)
dd, dc     the registered decisions (read)
wk_push    the walk emits an aggregate in this cycle
rg         Regs (read: the status registers a Query names; ``child``)
q          out: Query
p          AccelParams (K, MEMBERS)

Signal names: ``cnt`` the counters, ``c_q*`` the Query's read-stage registers, ``q_*`` its
select, ``c_d*`` the frame's regular-traffic deltas, ``drop_*`` the drop reason counted.
"""

from myhdl import ConcatSignal, Signal, always, always_comb, block, concat, intbv, modbv

from iswitch import wire
from iswitch.wire import COUNTERS, JOB_BOUND_BIT, JOB_EXACT_BIT, MAX_MEMBERS, STATUS_REGS, Reg

from .core_if import EMIT2, INIT, NCNT, WALK
from .onehot import onehot_decode

# Query: a register's page (value[31:8]) and index in it (value[7:0]); the status
# registers, each a bit of the read stage's one-hot decode (c_qsoh), in this order
_PAGE_CNT, _PAGE_STATUS, _PAGE_MEMBER = 0, Reg.H >> 8, Reg.MEMBER_BASE >> 8
Q_STATUS = (Reg.H, Reg.MEMBER_COUNT, Reg.JOB, Reg.K, Reg.MEMBERS, Reg.BUSY, Reg.VERSION,
            Reg.UPLINK)
assert all(r >> 8 == _PAGE_STATUS for r in Q_STATUS), Q_STATUS
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
assert NCNT == 64  # 8 groups of 8: value[5:3] picks the group, value[2:0] the counter


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
    two-input ORs: a half of one term is that term itself, so no leaf ORs with a
    constant."""
    assert len(terms) >= 2, "an OR tree of one term is the term"
    half = len(terms) // 2
    halves, parts = [], []
    for h in (terms[:half], terms[half:]):
        if len(h) == 1:
            halves.append(h[0])
        else:
            halves.append(Signal(intbv(0)[len(out):]))
            parts.append(_or_tree(h, halves[-1]))
    a, b = halves

    @always_comb
    def or2():
        out.next = a | b

    return parts, or2


def _w32(sig):
    return ConcatSignal(intbv(0)[32 - len(sig) :], sig)


@block
def _query_select(clk, staged, p_go, cnt, rg, q, p):
    """The Query's decode (read stage) and select (compare stage); see the module
    docstring."""
    M = p.MEMBERS
    c_qcnt = Signal(bool(0))  # the value is a counter's index ...
    c_qnofx = Signal(bool(0))  # ... and value[7:0] names none of the c_qs* counters
    c_qv8 = [Signal(modbv(0)[32:]) for _ in range(NCNT // 8)]  # (elements: no memory)
    q_picks = [_counter_pick(clk, p_go, cnt, ConcatSignal(intbv(k)[3:], staged.w56(3, 0)),
                             c_qv8[k]) for k in range(NCNT // 8)]
    # Query of a counter this frame adds to (the regular-traffic deltas, CTRL_OK): its value
    # plus the frame's part, summed in the read stage from the counter's register (a fixed
    # index: no mux in front of the adder), one register per counter (a mux after the
    # adders would let synthesis share one adder behind a mux of its operands); the compare
    # stage's select picks the one value[7:0] names (c_qfx, one-hot; 0: another counter).
    # Each bit is decoded straight from the value (no priority chain: the pages and
    # indexes are distinct).
    c_qfx = Signal(intbv(0)[5:])
    c_qs0, c_qs1, c_qs2, c_qs3, c_qs4 = (Signal(modbv(0)[32:]) for _ in range(5))
    c_qsoh = Signal(intbv(0)[len(Q_STATUS) :])
    qfx_n = Signal(intbv(0)[5:])  # c_qfx as it would load: value[7:0] names a c_qs* counter
    qg_n = Signal(intbv(0)[NCNT // 8 :])  # value[5:3], one-hot: the counter's group
    qg_dec = onehot_decode(staged.w56(6, 3), qg_n, zero=True)
    c_qg = Signal(intbv(0)[NCNT // 8 :])  # value[5:3], one-hot: the counter's group
    q_fx_en = Signal(bool(0))  # a counter: c_qfx picks
    q_grp_en = Signal(bool(0))  # a counter, not a c_qs* one: c_qg picks
    q_or = Signal(modbv(0)[32:])  # the Query's value, q.value as it will be
    job_word = Signal(bool(0))  # the Query names JOB and a job is bound
    q_lo = Signal(intbv(0)[8:])  # staged.w56[7:0], the register a Query names ...
    q_iscnt = Signal(bool(0))  # ... is a counter's index
    # the pages, the status registers' bits and an entry, as the read stage loads them
    q_page_cnt, q_page_st = Signal(bool(0)), Signal(bool(0))
    qst_bits = [Signal(bool(0)) for _ in Q_STATUS]
    qst_picks = [_page_eq(q_page_st, q_lo, b, r & 0xFF) for b, r in zip(qst_bits, Q_STATUS,
                                                                         strict=True)]
    qst_n = ConcatSignal(*reversed(qst_bits))
    qent_n = Signal(bool(0))
    QS_JOB = Q_STATUS.index(Reg.JOB)
    assert len(_CNT_RUNS) == 3 and _CNT_RUNS[0][0] == 0, _CNT_RUNS  # as spelled out below
    (_, CR0_HI), (CR1_LO, CR1_HI), (CR2_LO, CR2_HI) = _CNT_RUNS

    q_srcs = {Reg.H: _w32(rg.h), Reg.MEMBER_COUNT: _w32(rg.n_members), Reg.K: p.K,
              Reg.MEMBERS: M, Reg.BUSY: _w32(rg.busy), Reg.VERSION: wire.VERSION,
              Reg.UPLINK: rg.up_word, Reg.JOB: ConcatSignal(intbv(0)[31 - JOB_EXACT_BIT:], rg.exact,
                                              intbv(1)[JOB_EXACT_BIT - JOB_BOUND_BIT:],
                                              rg.job)}
    q_terms = [(job_word if r == Reg.JOB else c_qsoh(k), q_srcs[r])
               for k, r in enumerate(Q_STATUS)]
    q_cnts = [(c_qfx(k), q_fx_en, s) for k, s in enumerate((c_qs0, c_qs1, c_qs2, c_qs3, c_qs4))]
    q_cnts += [(c_qg(k), q_grp_en, s) for k, s in enumerate(c_qv8)]
    q_gated = [Signal(modbv(0)[32:]) for _ in q_terms + q_cnts]  # (passed, not indexed)
    q_gates = [_gate(sel, src, out)
               for (sel, src), out in zip(q_terms, q_gated[: len(q_terms)], strict=True)]
    q_gates += [_gate_en(sel, en, src, out)
                for (sel, en, src), out in zip(q_cnts, q_gated[len(q_terms) :], strict=True)]
    q_tree = _or_tree(q_gated, q_or)

    @always_comb
    def query_lo():
        q_lo.next = staged.w56[8:]

    @always_comb
    def query_counter():
        q_iscnt.next = (q_lo < CR0_HI or (q_lo >= CR1_LO and q_lo < CR1_HI)
                        or (q_lo >= CR2_LO and q_lo < CR2_HI))

    @always_comb
    def query_job():
        job_word.next = c_qsoh[QS_JOB] and rg.job_bound

    @always_comb
    def query_counter_en():
        q_fx_en.next = c_qcnt
        q_grp_en.next = c_qcnt and c_qnofx

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
    def query_read():
        if p_go:
            # Query: which register the value names (AccelModel.read_reg), one-hot
            c_qsoh.next = qst_n
            q.ent.next = qent_n
            q.none.next = not (q_page_cnt and q_iscnt) and qst_n == 0 and not qent_n
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

    @always(clk.posedge)
    def query_value():
        q.value.next = q_or  # (the compare stage)

    return (q_picks, qst_picks, qg_dec, q_gates, q_tree, query_lo, query_counter, query_job,
            query_counter_en, query_decode, query_read, query_value)


@block
def core_counters(clk, rst, staged, p_go, a, fr, dd, dc, wk_push, rg, q, p):
    """The counter file and the Query; see the module docstring."""
    cnt = [Signal(modbv(0)[32:]) for _ in range(NCNT)]
    cnt_inc = Signal(intbv(0)[NCNT:])  # counters to advance at the end of this cycle
    cnt_clr = Signal(bool(0))  # Reset with counter clear
    # the frame's regular-traffic deltas, for the counters
    c_dreg, c_dihl, c_dfrag, c_dproto = (Signal(modbv(0)[32:]) for _ in range(4))
    drop_code = Signal(intbv(0)[5:])  # the drop reason the decision counts (0: none)
    drop_vec = Signal(intbv(0)[1 << len(drop_code) :])  # ... one-hot
    drop_dec = onehot_decode(drop_code, drop_vec)
    query = _query_select(clk, staged, p_go, cnt, rg, q, p)

    @always(clk.posedge)
    def deltas():
        if p_go:
            c_dreg.next = staged.d_regular
            c_dihl.next = staged.d_bypass_ihl
            c_dfrag.next = staged.d_bypass_frag
            c_dproto.next = staged.d_bypass_proto

    @always_comb
    def drop_count():
        drop_code.next = 0
        if a.go:
            if not fr.ok:
                drop_code.next = fr.drop
            elif not fr.ctrl:
                drop_code.next = dd.drop

    @always(clk.posedge)
    def count_select():
        # what the act cycle (and the states after it) count, registered
        inc = intbv(0)[NCNT:]
        inc[:] = 0
        inc[len(drop_vec) :] = drop_vec  # a drop reason to count (drop_count)
        cnt_clr.next = 0
        if rst:
            pass
        elif a.go:
            # rx's counts of the regular frames that arrived before this frame
            inc[Reg.REGULAR] = 1
            inc[Reg.BYPASS_IHL] = 1
            inc[Reg.BYPASS_FRAG] = 1
            inc[Reg.BYPASS_PROTO] = 1
            if not fr.ok:
                inc[Reg.DROPS] = 1
            elif not fr.ctrl:
                if not dd.ok:
                    inc[Reg.DROPS] = 1
                else:
                    if dd.down:
                        inc[Reg.DOWN_OK] = 1
                    else:
                        inc[Reg.DATA_OK] = 1
                    if dd.emit:
                        if dd.up:
                            inc[Reg.UP_TX] = 1
                        else:
                            inc[Reg.AGG_TX] = 1
            else:
                if dc.upack:
                    inc[Reg.UP_ACK] = 1
                elif not dc.ack:
                    inc[Reg.ACK_IN] = 1
                    inc[Reg.DROPS] = 1
                else:
                    inc[Reg.ACK_TX] = 1
                    if dc.status != 0:
                        inc[Reg.CTRL_ERR] = 1
                    if dc.bad:
                        inc[Reg.BAD_ACTION] = 1
                        inc[Reg.DROPS] = 1
                    if dc.rbusy:
                        inc[Reg.ROLE_BUSY] = 1
                        inc[Reg.DROPS] = 1
                if dc.ok:
                    inc[Reg.CTRL_OK] = 1
                if dc.reset and fr.w56[0]:
                    cnt_clr.next = 1  # counters cleared; the Ack and this request counted
                if dc.fbcast:
                    if rg.child:
                        inc[Reg.UP_TX] = 1
                    else:
                        inc[Reg.AGG_TX] = 1
                if dc.help:
                    inc[Reg.REPLAY_TX] = 1
                if dc.resend:
                    inc[Reg.UP_TX] = 1
        elif a.state == EMIT2:
            inc[Reg.UP_TX] = 1  # a child's request to its parent
        elif (a.state == WALK or a.state == INIT) and wk_push:
            if rg.child:
                inc[Reg.UP_TX] = 1
            else:
                inc[Reg.AGG_TX] = 1
        cnt_inc.next = inc

    @always(clk.posedge)
    def counters():
        if rst:
            for i in range(NCNT):
                cnt[i].next = 0
        elif cnt_clr:
            for i in range(NCNT):
                cnt[i].next = 0
            cnt[Reg.CTRL_OK].next = 1
            cnt[Reg.ACK_TX].next = 1
        else:
            for i in range(NCNT):
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

    return drop_dec, query, deltas, drop_count, count_select, counters
