"""core_emission: the descriptors iswitch_core pushes (docs/accel.md sections 4.4, 8).

The data-frame descriptor has one builder (``data_desc``) for every aggregate and replay,
from the buffer's metadata word as emitted, built twice: for the act stage (``e_*``: a
commit's aggregate, a Help's or FBcast's frame, loaded into ``f_desc`` in ACT and pushed
from PAY or EMIT) and for the walk (``ew_*``: a sweep's aggregate, pushed from WALK), so
that neither selects by ``walking`` (the walk's needs no mux at all). The Ack descriptor
answers the frame being decided; a child's own request to its parent
(AccelModel._up_request; SetRole's Join, a relayed Help or FBcast) is built from
registers only. The headers are laid out by iswitch.wire's field tables. ``d_wd``, the
descriptor FIFO's write word, is loaded by the engine state alone (the engine's ``d_we``
decides whether it is pushed): no decision reaches its clock enable.

Ports
-----
clk, staged (StagedFrame: ``sport``, the Ack's destination port), a (Act: ``state``),
fr (Frame), dd, dc (the registered decisions), rg (Regs: the role), m_ports (the OR of
the members' ports), wk (Walk: ``emit``, ``idx2``), d_wd (out), rec (the descriptor
Record), p (AccelParams: UDP_PORT).

Signal names: ``e_*`` the act stage's data descriptor, ``ew_*`` the walk's, ``r_*`` the
request's, ``f_desc`` the data descriptor pushed after the commit or Ack.
"""

from myhdl import ConcatSignal, Signal, always, always_comb, block, concat, intbv

from iswitch import wire
from iswitch.wire import (
    CTRL_FIELDS,
    DATA_FIELDS,
    FLAGS_BITS,
    JOIN_MODE_BIT,
    UPLINK_EXACT_BIT,
    Action,
    Entity,
    Flag,
)

from .busfields import header
from .core_if import (
    ACT,
    EMIT,
    EMIT2,
    MW,
    O_CEMIT,
    O_COUNT,
    O_ELEMS,
    O_HEMIT,
    O_JOB,
    O_NSUM,
    O_PART,
    O_TAG,
    PAY,
)

_EXACT_IN_W54 = UPLINK_EXACT_BIT - 16  # the role's mode in value[31:16] (fr.w54)
assert JOIN_MODE_BIT == 1 and Entity.SWITCH == 1  # a Join's value: {mode, entity}
E_TAG = O_COUNT  #: e_md: the emitted part of a metadata word, {tag, the fields below count}


def _flags(bits: dict) -> ConcatSignal:
    """The header's flags word: ``bits`` maps a ``Flag`` to a Signal or shadow bit, or to 1
    (always set); every other bit is 0."""
    pieces = []
    for b in reversed(range(FLAGS_BITS)):
        v = bits.get(1 << b, 0)
        pieces.append(intbv(v)[1:] if isinstance(v, int) else v)
    return ConcatSignal(*pieces)


@block
def _emission_walk(rg, m_ports, wk, ew_md, ew_ports, ew_down, ew_worker):
    """A sweep's aggregate: broadcast, down to every member's port, or up as a partial."""

    @always_comb
    def emission_walk():
        ew_md.next = concat(wk.emit[O_TAG + 32 : O_TAG], wk.emit[O_COUNT:0])
        ew_down.next = not rg.child
        if rg.child:
            ew_ports.next = rg.up_port
            ew_worker.next = rg.up_id
        else:
            ew_ports.next = m_ports
            ew_worker.next = wire.SWITCH_WORKER_ID

    return emission_walk


@block
def core_emission(clk, staged, a, fr, dd, dc, rg, m_ports, wk, d_wd, rec, p):
    """The descriptors; see the module docstring."""
    BW = p.BUF_W
    e_md = Signal(intbv(0)[E_TAG + 32 :])
    e_buf = Signal(intbv(0)[BW:])
    e_mac = Signal(intbv(0)[48:])
    e_ip = Signal(intbv(0)[32:])
    e_ports = Signal(intbv(0)[8:])
    e_replay = Signal(bool(0))
    e_down = Signal(bool(0))  # DOWN set (else: a partial to the parent, with its member id)
    e_retx = Signal(bool(0))  # ... sent again (Help, FBcast of a segment in UP)
    e_worker = Signal(intbv(0)[len(rg.up_id):])
    # (a Signal, not a ConcatSignal: MyHDL converts a slice of a ConcatSignal of slices
    # as a constant)
    ew_md = Signal(intbv(0)[E_TAG + 32 :])
    ew_ports = Signal(intbv(0)[8:])
    ew_down = Signal(bool(0))
    ew_worker = Signal(intbv(0)[len(rg.up_id):])
    ew = _emission_walk(rg, m_ports, wk, ew_md, ew_ports, ew_down, ew_worker)
    r_action = Signal(intbv(0)[8:])
    r_value = Signal(intbv(0)[32:])
    f_desc = Signal(intbv(0)[rec.width:])  # the data descriptor pushed after the commit/Ack

    @always_comb
    def emission():
        up = False
        if fr.ctrl and dc.fbcast:
            e_md.next = concat(dc.md[O_TAG + 32 : O_TAG], dc.md[O_COUNT:0])
            e_buf.next = fr.buf
            up = bool(rg.child)
        elif fr.ctrl:
            # Help: the aggregate as it was emitted; Help, FBcast in UP: the partial again
            e_md.next = concat(fr.meta[O_TAG + 32 : O_TAG], fr.meta[O_COUNT:0])
            e_buf.next = fr.buf
            up = bool(dc.resend)
        else:
            e_md.next = concat(dd.md[O_TAG + 32 : O_TAG], dd.md[O_COUNT:0])
            e_buf.next = fr.buf
            up = bool(dd.up)
        e_down.next = not up
        e_retx.next = fr.ctrl and dc.resend
        if up:
            e_worker.next = rg.up_id
        else:
            e_worker.next = wire.SWITCH_WORKER_ID
        if fr.ctrl and dc.help:
            # a replay: unicast to the requester, flag REPLAY
            e_mac.next = fr.mac
            e_ip.next = fr.ip
            e_ports.next = fr.port
            e_replay.next = 1
        else:
            # aggregates: Ethernet and IPv4 broadcast, to every member's port or up
            e_mac.next = (1 << len(e_mac)) - 1
            e_ip.next = (1 << len(e_ip)) - 1
            if up:
                e_ports.next = rg.up_port
            else:
                e_ports.next = m_ports
            e_replay.next = 0

    def data_desc(md, buf, mac, ip, ports, replay, down, retx, worker):
        elems = md(O_ELEMS + 9, O_ELEMS)
        return rec.pack(
            data=1, dst_mac=mac, dst_ip=ip, dport=p.UDP_PORT, ports=ports, buf=buf,
            elems=elems,
            hdr=header(DATA_FIELDS, dict(
                magic=wire.MAGIC, vt=wire.VT_DATA, job=md(O_JOB + 16, O_JOB),
                seg=md(E_TAG + 32, E_TAG), worker=worker, count=elems,
                nsum=md(O_NSUM + 16, O_NSUM),
                flags=_flags({Flag.REPLAY: replay, Flag.PARTIAL: md(O_PART), Flag.AGG: 1,
                              Flag.DOWN: down, Flag.RETX: retx, Flag.EXACT: rg.exact}),
                contrib=md(O_CEMIT + MW, O_CEMIT), h=md(O_HEMIT + 6, O_HEMIT))))

    e_desc = data_desc(e_md, e_buf, e_mac, e_ip, e_ports, e_replay, e_down, e_retx, e_worker)
    ew_desc = data_desc(ew_md, wk.idx2, (1 << 48) - 1, (1 << 32) - 1, ew_ports, 0, ew_down,
                        0, ew_worker)
    ack_desc = rec.pack(
        data=0, dst_mac=fr.mac, dst_ip=fr.ip, dport=staged.sport,
        ports=fr.port, buf=0, elems=0,
        hdr=header(CTRL_FIELDS, dict(
            magic=wire.MAGIC, vt=wire.VT_CTRL, job=fr.job, seq=fr.seg, worker=fr.worker,
            action=int(Action.ACK), status=dc.status, value=ConcatSignal(fr.w54, fr.w56),
            result=dc.result, acked=fr.w52(16, 8), reserved=0)))

    @always_comb
    def request():
        if fr.w52[16:8] == Action.SETROLE:
            # its Join up: a switch, in the role's mode (the SetRole value's bit 29)
            r_action.next = Action.JOIN
            r_value.next = concat(intbv(0)[31 - JOIN_MODE_BIT:], fr.w54[_EXACT_IN_W54],
                                  True)  # (Entity.SWITCH)
        else:
            r_action.next = fr.w52[16:8]
            r_value.next = concat(fr.w54, fr.w56)

    req_desc = rec.pack(
        data=0, dst_mac=(1 << 48) - 1, dst_ip=(1 << 32) - 1,
        dport=p.UDP_PORT, ports=rg.up_port, buf=0, elems=0,
        hdr=header(CTRL_FIELDS, dict(
            magic=wire.MAGIC, vt=wire.VT_CTRL, job=fr.job, seq=fr.seg, worker=rg.up_id,
            action=r_action, status=0, value=r_value, result=0, acked=0, reserved=0)))

    @always(clk.posedge)
    def data_word():
        if a.state == ACT:
            f_desc.next = e_desc

    @always(clk.posedge)
    def desc_word():
        # The descriptor the engine may push (d_we) in each state, loaded whether or not
        # it pushes: d_wd is read only with d_we, and its load depends on the state alone.
        if a.state == ACT:
            d_wd.next = ack_desc
        elif a.state == PAY or a.state == EMIT:
            d_wd.next = f_desc
        elif a.state == EMIT2:
            d_wd.next = req_desc
        else:
            d_wd.next = ew_desc  # (WALK's push; e_desc goes through f_desc)

    return ew, emission, request, data_word, desc_word
