"""core_walker: the walk over iswitch_core's metadata (docs/accel.md sections 4.5, 8).

Reset, Leave, SetH (and the reset after ``rst``) visit every metadata word while the
engine is in WALK or INIT (``a.walking``): the walk reads entry ``wk.idx`` (its first
stage; the metadata read address is ``wk.idx`` then) and updates the entry read in the
cycle before (``wk.idx2``, ``w2_meta``; ``walk_step``): free it (mode W_FREE), clear the
leaving member's bit (W_LEAVE), and in both other modes emit an AGG buffer whose count
reaches Heff (``wk.push``, its word as emitted ``wk.emit``; DONE, or UP for a child). It
stays on an entry whose aggregate the descriptor FIFO cannot take yet (``wk.stall``).
The threshold compare reads a copy of the count field (``wcnt_rd``, addressed by
``wk.idx`` alone), not the metadata read.

Ports
-----
clk, rst, a (Act: walking, mode, memv), meta_rd, wcnt_rd (the read ports, addressed by
wk.idx while walking), rg (Regs: heff, heff_now, child), x_room3 (the FIFO's room,
registered), wk (out: Walk), p (AccelParams: NBUF, MEMBERS).

Signal names: ``w2_*`` the entry read in the cycle before, ``wk.*`` the walk's outputs,
``wk_left`` the entry after a Leave.
"""

from myhdl import Signal, always, always_comb, block, intbv

from .core_if import (
    AGG,
    DONE,
    FREE,
    META_W,
    MW,
    O_BMAP,
    O_CEMIT,
    O_HEMIT,
    O_PART,
    O_STATE,
    UP,
    W_FREE,
    W_LEAVE,
)


@block
def core_walker(clk, rst, a, meta_rd, wcnt_rd, rg, x_room3, wk, p):
    """The walk; see the module docstring."""
    NBUF, BW, M = p.NBUF, p.BUF_W, p.MEMBERS
    w2_meta = Signal(intbv(0)[META_W:])
    w2_ge = Signal(bool(0))  # its count reaches Heff (and Heff != 0)
    wk_left = Signal(intbv(0)[META_W:])  # w2_meta after a Leave (its member's bit cleared)

    @always_comb
    def walk_word():
        # the entry's word as a Leave leaves it, and as an aggregate emitted from it (the
        # descriptor takes wk.emit whether or not the entry is emitted: only registers
        # and heff feed it, not the decision)
        md = intbv(0)[META_W:]
        onehot = intbv(0)[MW:]
        bmap = intbv(0)[MW:]
        md[:] = w2_meta
        bmap[:] = w2_meta[O_BMAP + MW : O_BMAP]
        onehot[:] = 0
        onehot[M:] = a.memv
        if a.mode == W_LEAVE and w2_meta[O_STATE + 2 : O_STATE] == AGG:
            bmap[:] = bmap & ~onehot
            md[O_BMAP + MW : O_BMAP] = bmap
        wk_left.next = md
        md[O_PART] = 0
        md[O_HEMIT + 6 : O_HEMIT] = rg.heff
        md[O_CEMIT + MW : O_CEMIT] = bmap
        wk.emit.next = md

    @always_comb
    def walk_step():
        md = intbv(0)[META_W:]
        st = intbv(0)[2:]
        st[:] = w2_meta[O_STATE + 2 : O_STATE]
        stall = False
        wk.we.next = 0
        wk.push.next = 0
        if a.mode == W_FREE:
            md[:] = w2_meta
            md[O_STATE + 2 : O_STATE] = FREE
            wk.we.next = wk.valid
        else:
            md[:] = wk_left
            if a.mode == W_LEAVE and st == AGG:
                wk.we.next = wk.valid
            if st == AGG and w2_ge:
                # x_room3 is a cycle older than d_room2: it misses up to two pushes of
                # the walk (decided in the last two cycles), so it asks for three entries
                if x_room3:
                    md[:] = wk.emit
                    md[O_STATE + 2 : O_STATE] = DONE
                    if rg.child:
                        md[O_STATE + 2 : O_STATE] = UP
                    wk.we.next = wk.valid
                    wk.push.next = wk.valid
                else:
                    stall = bool(wk.valid)
                    wk.we.next = 0
        wk.md.next = md
        wk.stall.next = stall
        wk.end.next = wk.valid and wk.idx2 == NBUF - 1 and not stall

    @always(clk.posedge)
    def walk():
        if rst or not a.walking:
            wk.idx.next = 0
            wk.valid.next = 0
        elif not wk.stall:
            wk.valid.next = wk.idx != NBUF
            wk.idx2.next = wk.idx[BW:]
            w2_meta.next = meta_rd
            # (heff_now: what heff is in the next cycle, when walk_step uses it; registered
            # here, the compare stays off walk_step's stall, which holds these registers)
            w2_ge.next = rg.heff_now != 0 and wcnt_rd >= rg.heff_now
            if wk.idx != NBUF:
                wk.idx.next = wk.idx + 1

    return walk_word, walk_step, walk
