"""rx_slots: iswitch_rx's staging buffers as the core sees them (docs/accel.md 4.2): the
allocation count, one register set (a *slot*) per buffer, the regular-frame counts, and the
presentation register that offers the oldest finished candidate as ``staged``.

* Allocation. Candidates take buffers 0, 1, .., ``nstage`` - 1, 0, ... (``alloc``, from
  rx_input, when a candidate's first beat is accepted); a buffer is free again when the
  core takes its frame (the release, ``taken``: ``staged.valid & staged.ready``). ``room``
  says a buffer is free: allocations up to the cycle before minus releases up to the cycle before
  differ from ``nstage`` (an allocation is counted in the cycle after it, ``a_q``, so
  rx_classify's outputs reach only a register: ``room = used + a_q != nstage``).
* Slots (``_slot``): b0 (beat-0 fields), b1 (beat-1 fields) and d (the regular-frame
  deltas) are written while buffer ``cbuf`` receives, the drop code and ``done`` at its
  verdict (``v2_go`` for ``v2_buf``); ``done`` clears at the release. The frame being
  received never disturbs the ones waiting or on offer.
* Presentation. ``staged`` shows slot ``pbuf`` (the oldest buffer) from the register
  ``sl``: each cycle it loads slot ``pbuf``'s word (a chain of ``nstage`` - 1 two-way
  muxes over the slots), or at a release slot ``pnext``'s (a second chain), so the core's
  read stage starts at flip-flops; a verdict shows one cycle after it is written.
  ``staged.mkey`` is a register beside ``sl``, selected by ``ctrl`` on the way in.
* Regular-frame counts (``d_regular``, ``d_bypass_*``): a regular frame is counted when its
  first beat leaves the ``m`` register towards ``regular`` (``m_rf & regular_tready``;
  added to the running counts in the cycle after, from a register of that event:
  ``regular.tready`` reaches no count); when a candidate's last beat is consumed from
  ``m`` (``we_d``), the running counts, with such a pending frame added, are copied into
  that candidate's slot and restart from zero. Beats leave ``m`` in stream order, so the
  deltas of staged frame N count exactly the regular frames that arrived between candidate
  N-1 and candidate N, whenever either is presented or taken.

Ports
-----
clk, rst        in   clock, synchronous reset (active high): no buffer in use, no slot
                     done, counts zero, ``pbuf`` 0
alloc           in   a candidate takes the next buffer (only while ``room``)
room            out  a buffer is free
cbuf            in   the buffer of the candidate in ``m`` (rx_verdict)
we_b0, we_b1    in   slot ``cbuf`` takes ``b0_in`` (a candidate's beat 0) / ``b1_in`` (beat 1)
we_d            in   a candidate's last beat is in ``m``: slot ``cbuf`` takes the counts
b0_in, b1_in    in   the records ``B0``, ``B1``: header fields of the beat in ``m``
v2_go, v2_buf, v2_code
                in   the verdict of buffer ``v2_buf`` (rx_verdict)
m_rf, m_byp     in   ``m`` holds a regular frame's first beat, and its bypass class
regular_tready  in   ``regular.tready`` (tx takes the beat in ``m``)
staged          StagedFrame to iswitch_core (``ready`` in)

Parameters
----------
nstage    staging buffers, 2 .. 2 ** STAGE_BW

Timing (the verdict of the oldest buffer, the core waiting for it)::

    cycle          v         v + 1              v + 2
    v2_go          1
    slot[v2_buf]             drop code, done
    sl, staged                                  the slot: staged.valid until the release

A frame is offered from max(v + 2, r + 1), r the cycle the frame before it was taken.

Signal names: ``sl`` the presentation register (``sl_mkey`` its metadata key), ``pbuf`` /
``pnext`` the buffer on offer and the one after it, ``run_`` the running regular-frame
counts (``run_*_in`` with the pending frame added), ``rf_`` the registered take of a
regular frame's first beat, ``a_q`` the allocation of the cycle before.
"""

from __future__ import annotations

from myhdl import (
    ConcatSignal,
    Signal,
    always,
    always_comb,
    always_seq,
    block,
    concat,
    intbv,
    modbv,
)

from iswitch.wire import TUSER_SRC

from .busfields import Record, drive
from .iswitch_if import STAGE_BW

# A slot (the registers of one staging buffer), as one word on the slot read chain: b0 from
# beat 0, b1 from beat 1, d (regular-traffic deltas) at the last beat, the drop code and
# ``done`` at the verdict. The StagedFrame fields are read out of it by name.
B0 = Record(("src_mac", 48), ("src_ip", 32), ("port", TUSER_SRC.width), ("ctrl", 1))
B1 = Record(("job", 16), ("seg", 32), ("worker", 16), ("w52", 16), ("w54", 16), ("w56", 16),
            ("w58", 32), ("acked", 8), ("sport", 16))
D = Record(("d_regular", 32), ("d_bypass_ihl", 32), ("d_bypass_frag", 32),
           ("d_bypass_proto", 32))
SLOT = Record(("b0", B0.width), ("b1", B1.width), ("d", D.width), ("drop", 5), ("done", 1))
O_DONE = SLOT.lo("done")
#: the presentation register and the read chains in groups of bits, (hi, lo), each group
#: selected by its own copy of pbuf / pnext (_sel_copy): four groups of about 100 bits
N_GROUPS = 4
GROUPS = tuple((SLOT.width * (g + 1) // N_GROUPS, SLOT.width * g // N_GROUPS)
               for g in range(N_GROUPS))
#: the generators whose registers are copies of others (for fanout): myhdl_src.convert
#: marks them ``(* keep *)`` so that synthesis does not merge them back
KEEP = ("sel_copy",)


def _view(word, part: str, rec: Record, name: str, width: int | None = None):
    """Field ``name`` of record ``rec``, itself field ``part`` of a slot word: a shadow
    (its low ``width`` bits if given)."""
    hi, lo = rec.span(name)
    base = SLOT.lo(part)
    if width is not None:
        hi = lo + width
    return word(base + lo) if hi - lo == 1 else word(base + hi, base + lo)


class _Grouped:
    """A slot word held as its GROUPS (``parts``, low group first), sliced like a Signal:
    ``w(bit)`` or ``w(hi, lo)``, a shadow of one part or a concatenation of several."""

    def __init__(self, parts) -> None:
        self.parts = parts

    def __call__(self, hi: int, lo: int | None = None):
        if lo is None:
            (ghi, glo), part = next(((g, q) for g, q in zip(GROUPS, self.parts, strict=True)
                                     if g[1] <= hi < g[0]))
            return part(hi - glo)
        pieces = []
        for (ghi, glo), part in zip(GROUPS, self.parts, strict=True):
            a, b = min(hi, ghi), max(lo, glo)
            if a > b:
                pieces.append(part(a - glo, b - glo))
        return pieces[0] if len(pieces) == 1 else ConcatSignal(*reversed(pieces))


def _mkey_views(word, width: int):
    """The fields staged.mkey is made of, in a slot word: ctrl (the select), w56 (control)
    and seg's low ``width`` bits (data)."""
    return (_view(word, "b0", B0, "ctrl"), _view(word, "b1", B1, "w56"),
            _view(word, "b1", B1, "seg", width))


@block
def _link(word, k: int, pb, pn, prev, out, prev_n, out_n):
    """One group's links of the two read chains at slot ``k``: ``out`` is ``word`` (the
    slot's bits of the group) when ``pb == k``, else ``prev``; ``out_n`` the same for
    ``pn`` along ``prev_n``. ``prev`` None: slot 0, the chains' default."""
    if prev is None:

        @always_comb
        def read():
            out.next = word
            out_n.next = word

    else:

        @always_comb
        def read():
            if pb == k:
                out.next = word
            else:
                out.next = prev
            if pn == k:
                out_n.next = word
            else:
                out_n.next = prev_n

    return read


@block
def _slot(clk, rst, k: int, cbuf, we_b0, we_b1, we_d, b0_in, b1_in, d_in, v2_go, v2_buf,
          code, taken, pbuf, pbs, pns, prev, out, prev_n, out_n):
    """The registers of staging buffer ``k`` and its links of the two read chains.

    b0/b1/d are written while buffer ``k`` receives (``cbuf == k``), the drop code and
    ``done`` at its verdict (``v2_buf == k``); ``done`` clears when the core takes it
    (``taken`` while ``pbuf == k``). The read chains are cut into the groups of ``GROUPS``,
    group ``g`` selected by its own copies ``pbs[g]``, ``pns[g]`` of ``pbuf`` and ``pnext``:
    ``out[g]`` is this slot's bits of the group when ``pbuf == k``, else ``prev[g]`` (the
    chain of the lower slots; ``prev`` None for slot 0, which is then the default: ``pbuf``
    never exceeds the last slot); ``out_n[g]`` the same for ``pnext`` (the buffer after
    ``pbuf``) along ``prev_n[g]``."""
    b0 = Signal(intbv(0)[B0.width:])
    b1 = Signal(intbv(0)[B1.width:])
    d = Signal(intbv(0)[D.width:])
    drop = Signal(intbv(0)[5:])
    done = Signal(bool(0))
    word = SLOT.pack(b0=b0, b1=b1, d=d, drop=drop, done=done)

    @always(clk.posedge)
    def write():
        if cbuf == k:
            if we_b0:
                b0.next = b0_in
            if we_b1:
                b1.next = b1_in
            if we_d:
                d.next = d_in
        if v2_go and v2_buf == k:
            drop.next = code

    @always_seq(clk.posedge, reset=rst)
    def done_ctl():
        if taken and pbuf == k:
            done.next = 0
        if v2_go and v2_buf == k:
            done.next = 1

    w = Signal(intbv(0)[SLOT.width:])  # the slot's word as a signal (wiring): a slice of
    as_signal = drive(word, w)  # a ConcatSignal does not convert
    links = [_link(w(hi, lo), k, pbs[g], pns[g], None if prev is None else prev[g],
                   out[g], None if prev is None else prev_n[g], out_n[g])
             for g, (hi, lo) in enumerate(GROUPS)]
    return write, done_ctl, as_signal, links


@block
def _sel_copy(clk, rst, taken, last_buf: int, pb, pn):
    """A copy of ``pbuf`` / ``pnext`` (loaded as they are) for one group of the read chains
    and the presentation register: the copies split their fanout (about 800 multiplexer
    inputs each, into one group's); kept apart by ``(* keep *)`` (KEEP)."""

    @always_seq(clk.posedge, reset=rst)
    def sel_copy():
        if taken:
            pb.next = pn
            if pn == last_buf:
                pn.next = 0
            else:
                pn.next = pn + 1

    return sel_copy


@block
def _join(parts, word):
    """``word`` = the concatenation of ``parts`` (GROUPS' order: the low bits first)."""
    if len(parts) != N_GROUPS:
        raise ValueError("rx_slots: one part per group")
    p0, p1, p2, p3 = parts

    @always_comb
    def join():
        word.next = concat(p3, p2, p1, p0)

    return join


@block
def _present(clk, rst, taken, now, nxt, q):
    """One group of the presentation register: slot ``pbuf``'s bits, or at a release slot
    ``pnext``'s."""

    @always_seq(clk.posedge, reset=rst)
    def present():
        if taken:
            q.next = nxt
        else:
            q.next = now

    return present


@block
def rx_slots(clk, rst, alloc, room, cbuf, we_b0, we_b1, we_d, b0_in, b1_in, v2_go, v2_buf,
             v2_code, m_rf, m_byp, regular_tready, staged, nstage):
    """The staging buffers' registers and the offer; see the module docstring."""
    if len(b0_in) != B0.width or len(b1_in) != B1.width or len(staged.buf) != STAGE_BW:
        raise ValueError("rx_slots: port widths differ from the records / iswitch_if")
    if not 2 <= nstage <= 2 ** STAGE_BW:
        raise ValueError(f"rx_slots: nstage = {nstage} must be in 2..{2 ** STAGE_BW}")
    last_buf = nstage - 1

    # ------------------------------------------------------------ allocation
    # Buffers allocated and not yet taken by the core: used + a_q (an allocation is counted
    # in the cycle after it, a_q, so the input's classification only reaches a register;
    # room is whether used + a_q != nstage)
    used = Signal(intbv(0, min=0, max=nstage + 1))
    a_q = Signal(bool(0))  # a buffer was allocated in the cycle before
    pbuf = Signal(intbv(0)[STAGE_BW:])  # buffer on offer (the oldest)
    pnext = Signal(intbv(1)[STAGE_BW:])  # the buffer after it
    taken = Signal(bool(0))  # the release: the core takes the frame on offer

    # ------------------------------------------------------------ regular-frame counts
    # Regular frames since the last candidate (wrapping, as the interface says), counted a
    # cycle after the frame's first beat left m (rf_take, rf_byp: regular.tready, which
    # comes from tx's output mux, only reaches a register), so a candidate's slot takes
    # them with the pending one added (run_*_in)
    run_reg = Signal(modbv(0)[32:])
    run_ihl = Signal(modbv(0)[32:])
    run_frag = Signal(modbv(0)[32:])
    run_proto = Signal(modbv(0)[32:])
    rf_take = Signal(bool(0))  # a regular frame's first beat left m in the cycle before
    rf_byp = Signal(intbv(0)[2:])  # ... its bypass class (m_byp then)
    run_reg_in, run_ihl_in, run_frag_in, run_proto_in = (
        Signal(modbv(0)[32:]) for _ in range(4))

    # ------------------------------------------------------------ slots
    # One per staging buffer (``_slot``), written from b0 (beat 0), b1 (beat 1) and d (the
    # last beat) (the records B0, B1, D) and read through a chain of muxes: the last link
    # is the slot of ``pbuf``.
    d_in = D.pack(d_regular=run_reg_in, d_bypass_ihl=run_ihl_in, d_bypass_frag=run_frag_in,
                  d_bypass_proto=run_proto_in)
    # The chains and the presentation register are cut into the groups of GROUPS, each
    # selected by its own copies of pbuf and pnext (pbs, pns): one copy would fan out to
    # about 800 multiplexer inputs. (Lists are passed, never indexed in a generator.)
    pbs = [Signal(intbv(0)[STAGE_BW:]) for _ in GROUPS]
    pns = [Signal(intbv(1)[STAGE_BW:]) for _ in GROUPS]
    copies = [_sel_copy(clk, rst, taken, last_buf, pb, pn) for pb, pn in zip(pbs, pns,
                                                                            strict=True)]
    chain = [[Signal(intbv(0)[hi - lo:]) for hi, lo in GROUPS] for _ in range(nstage)]
    chain_n = [[Signal(intbv(0)[hi - lo:]) for hi, lo in GROUPS] for _ in range(nstage)]
    slots = []
    for k in range(nstage):
        slots.append(_slot(clk, rst, k, cbuf, we_b0, we_b1, we_d, b0_in, b1_in, d_in, v2_go,
                           v2_buf, v2_code, taken, pbuf, pbs, pns,
                           chain[k - 1] if k else None, chain[k],
                           chain_n[k - 1] if k else None, chain_n[k]))

    # ------------------------------------------------------------ presentation
    # The slot on offer is shown from a register (``sl``, the presentation register): the
    # word of slot ``pbuf`` as it was in the cycle before, loaded from the chain of the
    # buffer that ``pbuf`` is in the next cycle (``pnext`` at a release). So ``staged``
    # comes from flip-flops, not through the slot mux; a verdict shows a cycle later.
    sl_g = [Signal(intbv(0)[hi - lo:]) for hi, lo in GROUPS]  # sl, by group
    present = [_present(clk, rst, taken, now, nxt, q)
               for now, nxt, q in zip(chain[-1], chain_n[-1], sl_g, strict=True)]
    sl = Signal(intbv(0)[SLOT.width:])  # the groups as one word (wiring)
    sl_now, sl_next = _Grouped(chain[-1]), _Grouped(chain_n[-1])  # slot pbuf, slot pnext
    words = [_join(sl_g, sl)]
    # staged.mkey, registered beside sl from the same two slots (selected by ctrl on the
    # way in, where the slot words arrive early; the release selects last)
    sl_mkey = Signal(intbv(0)[len(staged.mkey):])
    now_ctrl, now_w56, now_seg = _mkey_views(sl_now, len(sl_mkey))
    next_ctrl, next_w56, next_seg = _mkey_views(sl_next, len(sl_mkey))

    @always_comb
    def buf_room():
        if a_q:
            room.next = used != nstage - 1
        else:
            room.next = used != nstage

    @always_comb
    def run_counts():
        run_reg_in.next = run_reg + rf_take
        run_ihl_in.next = run_ihl + (rf_take and rf_byp == 1)
        run_frag_in.next = run_frag + (rf_take and rf_byp == 2)
        run_proto_in.next = run_proto + (rf_take and rf_byp == 3)

    @always_seq(clk.posedge, reset=rst)
    def counts():
        # regular frames, counted in the cycle after their first beat leaves m; restarted
        # at a candidate's last beat (which copies them into its slot with the pending one,
        # run_*_in: that frame left m before the candidate's last beat came)
        rf_take.next = m_rf and regular_tready
        rf_byp.next = m_byp
        if we_d:
            run_reg.next = 0
            run_ihl.next = 0
            run_frag.next = 0
            run_proto.next = 0
        else:
            run_reg.next = run_reg_in
            run_ihl.next = run_ihl_in
            run_frag.next = run_frag_in
            run_proto.next = run_proto_in

    @always_comb
    def offer():
        taken.next = sl[O_DONE] and staged.ready

    @always_seq(clk.posedge, reset=rst)
    def buf_ctl():
        a_q.next = alloc
        if a_q and not taken:
            used.next = used + 1
        elif taken and not a_q:
            used.next = used - 1
        if taken:
            pbuf.next = pnext
            if pnext == last_buf:
                pnext.next = 0
            else:
                pnext.next = pnext + 1

    @always(clk.posedge)
    def present_mkey():
        if taken:
            if next_ctrl:
                sl_mkey.next = next_w56
            else:
                sl_mkey.next = next_seg
        else:
            if now_ctrl:
                sl_mkey.next = now_w56
            else:
                sl_mkey.next = now_seg

    @always_comb
    def staged_out():
        staged.valid.next = sl[O_DONE]
        staged.buf.next = pbuf
        staged.mkey.next = sl_mkey

    # every other StagedFrame field, read out of the slot's word by its record name
    fields_out = [drive(_view(sl, part, rec, name), getattr(staged, name))
                  for part, rec in (("b0", B0), ("b1", B1), ("d", D)) for name, _ in rec.fields]
    fields_out.append(drive(SLOT.view(sl, "drop"), staged.drop))

    return (copies, slots, present, words, buf_room, run_counts, counts, offer, buf_ctl,
            present_mkey, staged_out, fields_out)
