"""tx_readq: iswitch_tx's payload read-ahead queue (docs/accel.md section 8, "tx's payload
reads run ahead into a queue").

The ECP5's block RAM has a clock-to-output of about half a cycle at 125 MHz and the core's
payload RAM spans many block RAMs, so its word goes into a register with nothing but
routing in between: the queue ``rq0..rq3`` (``RQ`` = 4 words of 256 bits, named registers),
written in rotation. The read address is a register too (``raddr_r`` = {``rbuf``,
``rd_idx``}, so nothing but routing lies between a flip-flop and the RAM's address pins
either). Reads start in the cycle ``run`` rises, at payload word 0, one per cycle while a
credit is free (``rd_cr``: queue words neither held nor in flight), and run past the
frame's last word (reading is harmless: the buffer is pinned, and an Ack reads buffer 0 for
nothing). ``pop`` takes the head word and frees its credit. ``flush`` (the cycle in which
the frame's last beat is taken) empties the queue and kills the reads in flight, the one
issued in that cycle too; the next frame's reads start in the cycle after it, while
``run``.

Ports
-----
clk, rst   in   clock, synchronous reset (active high): empty queue, every credit free
run        in   ``desc.valid``: a frame's payload is to be read (from buffer ``rbuf``)
rbuf       in   ``desc.buf``, stable while ``run``
pop        in   the head word is taken (only while ``n`` != 0)
flush      in   the frame ends: empty the queue, kill the reads in flight, restart at word 0
raddr      out  ``pl_rd.raddr`` = {rbuf, word}, a register
rdata      in   ``pl_rd.rdata``: the word at the ``raddr`` of the previous rising edge
n          out  words in the queue (0..4)
head       out  the oldest word (valid while ``n`` != 0): words 0, 1, 2, .. of ``rbuf``

Timing (``run`` from cycle 0, ``pop`` whenever ``n`` != 0): a read issued in cycle t (the
address registered at its end) has its word in the queue from t + 3 on, so three credits
keep one word per cycle; the fourth is slack::

    cycle      0   1   2   3   4   5
    issue      w0  w1  w2  w3  w4  w5
    raddr          w0  w1  w2  w3  w4
    rdata              w0  w1  w2  w3
    head                   w0  w1  w2      (n = 1, popped each cycle)

``raddr`` depends only on registers; ``raddr_r``'s input on ``rbuf``, ``run``, ``pop`` and
registers.

Signal names: ``rd_`` the reads (``rd_idx`` the next word, ``rd_cr`` the credits,
``rd_issue`` a read issued this cycle, ``rd_v1``, ``rd_v2`` its address, then its word, in
flight), ``rq`` the queue (``rq_w``, ``rq_r`` its write and read positions).
"""

from __future__ import annotations

from myhdl import Signal, always, always_comb, always_seq, block, concat, intbv, modbv

from .iswitch_if import BEAT_AW, DATA_W

#: payload words read ahead: a read's word is usable 3 cycles after it is issued (address
#: register, RAM, queue register), so 3 keep one beat per cycle; the 4th is slack
RQ = 4
#: the head's select in groups of 64 bits, each by its own copy of rq_r (one copy would
#: fan out to about 1,000 multiplexer inputs)
HEAD_GROUPS = tuple((64 * (g + 1), 64 * g) for g in range(DATA_W // 64))
#: the generators whose registers are copies of others (for fanout): myhdl_src.convert
#: marks them ``(* keep *)`` so that synthesis does not merge them back
KEEP = ("rq_r_copy",)


@block
def _rq_r_copy(clk, rst, pop, flush, q):
    """A copy of ``rq_r`` (loaded as it is) for one group of the head's select."""

    @always_seq(clk.posedge, reset=rst)
    def rq_r_copy():
        if flush:
            q.next = 0
        elif pop:
            q.next = q + 1

    return rq_r_copy


@block
def _head_group(sel, w0, w1, w2, w3, out):
    """One group of the head: the group's bits of queue word ``sel``."""

    @always_comb
    def head_group():
        if sel == 0:
            out.next = w0
        elif sel == 1:
            out.next = w1
        elif sel == 2:
            out.next = w2
        else:
            out.next = w3

    return head_group


@block
def _head_join(g0, g1, g2, g3, head):
    """``head`` = the groups, the low one first."""

    @always_comb
    def head_join():
        head.next = concat(g3, g2, g1, g0)

    return head_join


@block
def tx_readq(clk, rst, run, rbuf, pop, flush, raddr, rdata, n, head):
    """The read-ahead queue; see the module docstring."""
    if len(raddr) != len(rbuf) + BEAT_AW or len(rdata) != DATA_W or len(head) != DATA_W:
        raise ValueError("tx_readq: port widths differ from iswitch_if.PayloadRead")
    if n.max != RQ + 1 or n.min != 0:
        raise ValueError(f"tx_readq: n must count 0..{RQ}")
    raddr_r = Signal(intbv(0)[len(raddr):])  # raddr, a register
    rd_idx = Signal(modbv(0)[BEAT_AW:])  # payload word of the next read
    rd_cr = Signal(intbv(RQ, min=0, max=RQ + 1))  # credits: queue words not yet claimed
    rd_issue = Signal(bool(0))  # a read is issued (raddr_r loaded) in this cycle
    rd_v1 = Signal(bool(0))  # raddr_r holds an issued read
    rd_v2 = Signal(bool(0))  # rdata holds its word: the queue takes it now
    rq_w = Signal(modbv(0)[2:])  # queue write and read positions
    rq_r = Signal(modbv(0)[2:])
    rq0, rq1, rq2, rq3 = (Signal(intbv(0)[DATA_W:]) for _ in range(RQ))

    @always_comb
    def issue():
        # a read while the frame is on desc and a queue word is free (one issued in the
        # cycle its frame ends is killed with the queue: read_ctl)
        rd_issue.next = run and rd_cr != 0

    # the head, selected by group (HEAD_GROUPS), each group by its own copy of rq_r
    sels = [Signal(modbv(0)[2:]) for _ in HEAD_GROUPS]
    copies = [_rq_r_copy(clk, rst, pop, flush, q) for q in sels]
    parts = [Signal(intbv(0)[hi - lo:]) for hi, lo in HEAD_GROUPS]
    heads = [_head_group(q, rq0(hi, lo), rq1(hi, lo), rq2(hi, lo), rq3(hi, lo), out)
             for q, (hi, lo), out in zip(sels, HEAD_GROUPS, parts, strict=True)]
    join = _head_join(*parts, head)

    @always_seq(clk.posedge, reset=rst)
    def read_ctl():
        # Reads run ahead of the generator, from word 0 of the frame's payload on, as long
        # as credits last (beyond its last word too: reading is harmless, the buffer is
        # pinned); the frame's end (flush) empties the queue and kills the reads in flight.
        if flush:
            rd_idx.next = 0
            rd_cr.next = RQ
            rd_v1.next = 0
            rd_v2.next = 0
            rq_w.next = 0
            rq_r.next = 0
            n.next = 0
        else:
            rd_v1.next = rd_issue
            rd_v2.next = rd_v1
            if rd_issue:
                rd_idx.next = rd_idx + 1
            if rd_issue and not pop:
                rd_cr.next = rd_cr - 1
            elif pop and not rd_issue:
                rd_cr.next = rd_cr + 1
            if rd_v2:
                rq_w.next = rq_w + 1
            if pop:
                rq_r.next = rq_r + 1
            if rd_v2 and not pop:
                n.next = n + 1
            elif pop and not rd_v2:
                n.next = n - 1

    @always(clk.posedge)
    def read_regs():
        raddr_r.next = concat(rbuf, rd_idx)
        # the queue word written takes rdata with nothing but routing in between (the RAM
        # has no output register: its clock-to-output is half a cycle on an ECP5)
        if rd_v2:
            if rq_w == 0:
                rq0.next = rdata
            if rq_w == 1:
                rq1.next = rdata
            if rq_w == 2:
                rq2.next = rdata
            if rq_w == 3:
                rq3.next = rdata

    @always_comb
    def read_port():
        raddr.next = raddr_r

    return issue, copies, heads, join, read_ctl, read_regs, read_port
