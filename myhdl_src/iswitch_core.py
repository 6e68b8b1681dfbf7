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
timing"), so a frame is decided in a pipeline of four stages, each a sub-block (its own
file ``core_<name>.py`` and test ``tb/core_<name>/``; docs/accel.md section 8 has the
table), and its payload is committed beside it:

* **read** (``core_read``, cycle t0, state IDLE with a staged frame): the buffer's
  metadata word (LUT RAM), the Query's counter candidates (the first of two mux levels),
  which register the Query names (one-hot; ``core_counters``) and the frame's
  regular-traffic deltas are registered; so is the membership lookup
  (``core_member_table``, every cycle).
* **compare** (``core_compare``, t0 + 1, state CMP): every comparison the decision needs
  (tag, serial number, duplicate bit, element count, pins, thresholds, job, the control
  action (one-hot) and value ranges, the Query's register value) is registered as one bit
  or one word; so is the descriptor FIFO's room (``core_desc_fifo``, every cycle).
* **decide** (``core_decide``: ``core_decide_data`` and ``core_decide_ctrl``,
  combinational, t0 + 2, state DEC): the outcome (a drop reason, add, store, a control
  action, or *retry*) and the new metadata word, registered (``dd``, ``dc``).
* **act** (``core_engine``, t0 + 3, state ACT: the registers it sets at the end of
  t0 + 3): the metadata write, the table, H and job, the counter increments, the
  descriptor pushes and the state; the write ports they drive (metadata, descriptor FIFO,
  pins, counters) take effect at the end of t0 + 4.
* **payload** (``core_commit_pipe``): a data frame's payload beats are issued one per cycle from
  t0 + 1 on, *before* the decision is known (speculatively): a full-size frame needs 45
  beats and rx sends one every 47 cycles, so the two would not fit one after the other.
  Payload RAM word ``{buffer, beat}`` and staging word ``{staged buffer, beat + 2}`` are
  read, registered (``ram_q``, ``st_dly[0]``), added by ``fp32_vec_add`` (the stored sum
  is the first operand) and written back 8 cycles after the issue; the beats issued before
  the decision carry a *speculative* bit in the write pipeline (``pipeline``): at the
  decision (``cm.res``, t0 + 4) they are confirmed (add or store: the adder's sum or the
  staged word is written) or killed (drop, retry: nothing is written). The first write is
  at t0 + 9, so no speculative word is ever written. A scoreboard of the writes in flight
  stalls a read of a word that is still being written (read-after-write hazard of
  back-to-back packets of one segment); it is computed a cycle ahead and registered
  (``scoreboard``); speculative beats always respect it (a store would not need to).

Hazards between frames. Frame N + 1 is read (t0') only after frame N has been released
(``staged.ready``), which is never before N's act cycle, so every write of N has landed
when N + 1 reads: metadata and table at the end of N's t0 + 3 or t0 + 4, counters at the
end of its t0 + 4, pins and descriptor pointer at most one cycle after its last push. The
registered derived values (``heff``, the members' ports ``lk.ports``, the lookup, the FIFO's
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
* The role (docs/protocol.md section 12): registers ``rg.child``, ``rg.up_port``, ``rg.up_id``,
  ``rg.up_att``, ``rg.up_idx``, set by SetRole and the parent's Ack in the act cycle like H and
  the table, so the next frame's decision sees them. A child completes a segment into the
  state UP (its partial goes out of the uplink port with its member id, ``DOWN`` clear),
  stores a result coming down from its parent (a *store* of the staged payload, as a first
  contribution) and multicasts it to its members; a Help or FBcast of a segment in UP
  sends the partial again (``RETX``) and the request up (state EMIT2, ``req_desc`` of
  ``core_emission``).
* Control actions that touch every buffer (Leave, SetH, Reset, and the reset after
  ``rst``) walk the metadata (``core_walker``): one entry read per cycle, its
  update one cycle later, emitting the sweep's aggregates.

Descriptors go into a FIFO whose write pointer becomes visible to tx ``VIS_DELAY`` cycles
after a push, so that a descriptor pushed with the last payload issue of a commit is seen
only after that commit's last write has landed. A data descriptor pins its buffer until tx
unpins it; a first contribution (store) into a pinned buffer waits.

The payload RAM exists twice with the same writes: one copy read by the engine, one by
tx, so that neither ever waits for the other (2 x 2K x 64 words of 256 bits: block RAM).
This block holds the memories (metadata, its count copy for the walk, the payload RAMs)
and wires the sub-blocks; their bundles are ``core_if.py``'s.

Signal names (this block): ``meta_*`` the metadata RAM's ports, ``wcnt_*`` the count
copy's, ``ram_*`` the payload RAMs'; the bundles ``fr`` (the frame as read), ``rg`` (the
switch's registers), ``lk`` (lookup), ``x`` (compare stage), ``q`` (Query), ``dd``/``dc``
(the registered decisions), ``a`` (engine state and strobes), ``wk`` (walk), ``cm``
(commit), ``wr`` (write strobes); ``x_room2``/``x_room3`` the FIFO's room, ``d_wd`` its
write word.
"""

from myhdl import Signal, always, always_comb, block, intbv

from .busfields import Record, drive
from .core_commit_pipe import SB, core_commit_pipe, stages
from .core_compare import core_compare
from .core_counters import core_counters
from .core_decide import core_decide
from .core_desc_fifo import VIS_DELAY, core_desc_fifo
from .core_emission import core_emission
from .core_engine import core_engine
from .core_if import (
    META_W,
    O_COUNT,
    Act,
    Commit,
    Compare,
    CtrlDecision,
    DataDecision,
    Frame,
    Lookup,
    Query,
    Regs,
    Walk,
    Writes,
    XRam,
)
from .core_member_table import core_member_table
from .core_pins import core_pins
from .core_read import core_read
from .core_walker import core_walker
from .exact_vec import LANES as X_LANES
from .exact_vec import STATE_W
from .iswitch_if import BEAT_AW, DATA_W, HDR_W
from .tx_prep import desc_prep

# The payload RAMs' reads never use a word written at the same clock edge (convert.py marks
# them so for synthesis): ram_a's payload reads wait for the scoreboard, whose hazard covers
# the write of that edge; ram_b's (tx) read pinned buffers, and reads after an unpin, or
# for an Ack, are discarded.
NO_RW_CHECK = ("ram_a", "ram_b", "xram")


@block
def iswitch_core(clk, rst, staged, stage_rd, desc, pl_rd, p):
    """The engine of iswitch_accel; see the module docstring."""
    NBUF, BW = p.NBUF, p.BUF_W
    PAW = p.PAYLOAD_AW

    # ---------------------------------------------------------------- metadata
    # One word per buffer (core_if's layout), one write port and one asynchronous read port
    # (LUT RAM). A copy of the count field is read by the walk alone (its address is the
    # walk's position, no mux, and 6 bits fan out to a few LUT RAM cells instead of the
    # whole word's): the walk's threshold compare runs behind it, not behind the metadata
    # read.
    meta = [Signal(intbv(0)[META_W:]) for _ in range(NBUF)]
    meta_ra = Signal(intbv(0)[BW:])
    meta_rd = Signal(intbv(0)[META_W:])
    wcnt = [Signal(intbv(0)[6:]) for _ in range(NBUF)]
    wcnt_rd = Signal(intbv(0)[6:])
    wcnt_ra = Signal(intbv(0)[BW:])
    wr = Writes(p)

    @always(clk.posedge)
    def meta_write():
        if wr.meta_we:
            meta[wr.meta_wa].next = wr.meta_wd
            wcnt[wr.meta_wa].next = wr.meta_wd[O_COUNT + 6 : O_COUNT]

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

    # ---------------------------------------------------------------- exact state RAM
    # (an exact build's): each payload word's LANES accumulator states, read and written by
    # the commit pipe alone (its scoreboard covers the write of the same edge)
    x_parts = ()
    xr = None
    if p.EXACT:
        xr = XRam(p, X_LANES * STATE_W)
        xram = [Signal(intbv(0)[X_LANES * STATE_W:]) for _ in range(NBUF << BEAT_AW)]

        @always(clk.posedge)
        def xram_port():
            if xr.we:
                xram[xr.wa].next = xr.wd
            xr.rdata.next = xram[xr.raddr]

        x_parts = (xram_port,)

    # ---------------------------------------------------------------- the sub-blocks
    # A descriptor as core_emission builds it (rec, with its element count), and an entry
    # of the descriptor FIFO (frec): a Desc (iswitch_if.py) field by field, its prep fields
    # computed from the write word on the way in (desc_prep; they replace the count), so
    # that tx reads them without arithmetic.
    rec = Record(("data", 1), ("dst_mac", len(desc.dst_mac)), ("dst_ip", len(desc.dst_ip)),
                 ("dport", len(desc.dport)), ("ports", len(desc.ports)), ("hdr", HDR_W),
                 ("buf", BW), ("elems", 9))
    prep_names = ("tos", "ip_len", "udp_len", "flen", "ip_sum", "len_sum", "last",
                  "lanes_last")
    frec = Record(*(f for f in rec.fields if f[0] != "elems"),
                  *((n, len(getattr(desc, n))) for n in prep_names))
    fr, rg, lk, x, q = Frame(p), Regs(p), Lookup(p), Compare(), Query()
    dd, dc, a, wk, cm = DataDecision(), CtrlDecision(), Act(p), Walk(p), Commit(p)
    p_go = Signal(bool(0))  # the read stage: a staged frame is taken up in this cycle
    pin_nz = Signal(intbv(0)[NBUF:])  # the buffers with pins
    x_room2, x_room3 = Signal(bool(0)), Signal(bool(0))  # the FIFO's room, registered
    d_wd = Signal(intbv(0)[rec.width:])  # the descriptor FIFO's write word

    read = core_read(clk, staged, a.state, a.walking, wk.idx, meta_ra, meta_rd, wcnt_ra,
                     p_go, fr)
    table = core_member_table(clk, rst, staged, fr, a, dc, rg.n_members, lk, p)
    counters = core_counters(clk, rst, staged, p_go, a, fr, dd, dc, wk.push, rg, q, p)
    pins = core_pins(clk, rst, wr.pin_inc, wr.pin_buf, pl_rd, pin_nz, p)
    compare = core_compare(clk, fr, lk, pin_nz, rg, x, p)
    decide = core_decide(clk, fr, x, lk, rg, q, x_room2, x_room3, dd, dc, p)
    engine = core_engine(clk, rst, staged, fr, x, lk, dd, dc, rg, cm, wk, a, wr)
    commit = core_commit_pipe(clk, rst, staged, p_go, cm, stage_rd, ram_raddr, ram_rdata,
                              ram_we, ram_wa, ram_wd, rg.exact if p.EXACT else None, xr)
    walker = core_walker(clk, rst, a, meta_rd, wcnt_rd, rg, x_room3, wk, p)
    emission = core_emission(clk, staged, a, fr, dd, dc, rg, lk.ports, wk, d_wd, rec, p)
    w_prep = {n: Signal(intbv(0)[len(getattr(desc, n)):]) for n in prep_names}
    # desc_prep's inputs as signals of their own (wiring): a slice of d_wd passed down
    # would convert to a slice of a slice, which Verilog-2001 has not
    w_in = {n: Signal(intbv(0)[w:]) if w > 1 else Signal(bool(0))
            for n, w in rec.fields if n in ("data", "elems", "dst_ip")}
    w_drive = [drive(rec.view(d_wd, n), sig) for n, sig in w_in.items()]
    prep = desc_prep(w_in["data"], w_in["elems"], w_in["dst_ip"],
                     *(w_prep[n] for n in prep_names), p)
    f_wd = frec.pack(**{n: rec.view(d_wd, n) for n, _ in rec.fields if n != "elems"},
                     **w_prep)
    # an aggregate's descriptor becomes visible after its commit's last write: later with
    # the exact mode's longer path
    fifo = core_desc_fifo(clk, rst, wr.d_we, f_wd, desc, x_room2, x_room3, frec,
                          VIS_DELAY + stages(bool(p.EXACT)) - SB)

    return (*x_parts, meta_write, meta_read, walk_count_read, ram_a_port, ram_b_port, read, table,
            counters, pins, compare, decide, engine, commit, walker, emission, w_drive, prep,
            fifo)
