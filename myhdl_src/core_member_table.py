"""core_member_table: the membership table of iswitch_core and its lookup (docs/accel.md
sections 4.3, 8).

One entry per member: valid, worker id, type (switch or worker), MAC, IP, port. A Join
takes the lowest free entry, a Leave clears its own, a Reset all; the decision takes
effect in the engine's act cycle (``a.ctl`` with ``dc.join``/``dc.leave``/``dc.reset``).
The staged frame's worker id is looked up in two registered steps, every cycle: the
per-entry matches (``lk.hitv``, ``lk.freev`` and the location's byte matches) are those of
the frame read in the cycle before (the compare stage), their reductions (``lk.hit``,
``lk.loc``, the indexes) of the frame read two cycles before (the decide stage). The
table does not change in between. A Query of a member entry reads it in the compare stage
(``lk.qv``, ``lk.qent``).

Ports
-----
clk, rst     clock, synchronous reset (clears valid, type and the member count)
staged       StagedFrame (read): the worker id and location the lookup compares
fr           Frame (read): the fields a Join writes, the value a Query names
a            Act (read): ``ctl``, the act cycle of a control frame
dc           CtrlDecision (read): ``join``, ``leave``, ``reset``
n_members    out: the member count (Reg.MEMBER_COUNT)
lk           out: Lookup

Signal names: ``t_*`` the table's fields, ``lk.*`` the lookup, ``lk_*v`` a per-entry
match vector (bit i: entry i).
"""

from myhdl import Signal, always, always_comb, block, concat, intbv, modbv

from .core_if import MW, member_bits
from .onehot import onehot_index


@block
def core_member_table(clk, rst, staged, fr, a, dc, n_members, lk, p):
    """The membership table; see the module docstring."""
    M = p.MEMBERS
    IW = member_bits(p)
    t_valid = Signal(intbv(0)[M:])
    t_worker = [Signal(intbv(0)[16:]) for _ in range(M)]
    t_type = Signal(intbv(0)[M:])
    t_mac = [Signal(intbv(0)[48:]) for _ in range(M)]
    t_ip = [Signal(intbv(0)[32:]) for _ in range(M)]
    t_port = [Signal(intbv(0)[8:]) for _ in range(M)]
    t_join = Signal(bool(0))  # act: the staged Join takes the lowest free entry ...
    t_join_r = Signal(bool(0))  # ... written in the cycle after (see table_write)
    # the entries whose MAC address byte k equals the frame's (one byte a compare: two
    # LUT4 levels), ... IP address byte k ..., and port (all of them: the location; the
    # reduction ANDs lk.hitv, so an invalid entry's bytes need no test)
    lk_mac0v, lk_mac1v, lk_mac2v, lk_mac3v, lk_mac4v, lk_mac5v = (
        Signal(intbv(0)[M:]) for _ in range(6))
    lk_ip0v, lk_ip1v, lk_ip2v, lk_ip3v = (Signal(intbv(0)[M:]) for _ in range(4))
    lk_portv = Signal(intbv(0)[M:])
    hit_idx = onehot_index(lk.hitv, lk.idx)
    free_idx = onehot_index(lk.freev, lk.fidx)

    @always_comb
    def join_write():
        t_join.next = a.ctl and dc.join

    @always(clk.posedge)
    def table_valid():
        # the decision takes effect (act cycle): valid bits, types, count
        if rst:
            t_valid.next = 0
            t_type.next = 0
            n_members.next = 0
        elif a.ctl:
            if dc.join:
                t_valid.next = t_valid | lk.freev
                if fr.w56[0]:
                    t_type.next = t_type | lk.freev
                else:
                    t_type.next = t_type & ~lk.freev
                n_members.next = n_members + 1
            if dc.reset:
                t_valid.next = 0
                n_members.next = 0
            if dc.leave:
                t_valid.next = t_valid & ~lk.hitv
                n_members.next = n_members - 1

    @always(clk.posedge)
    def table_write():
        # A Join's entry is written at the end of the cycle after its act cycle (REL), from
        # registers: t_join_r, lk.freev (registered from t_valid before the Join set it) and
        # the staged frame's fields as the read stage took them (fr). t_valid is set at the
        # end of act, so for one cycle the entry is valid with its old fields: nothing reads
        # the table then (the next frame's read stage comes after REL, the lookup's results
        # in REL belong to the Join itself, already decided).
        t_join_r.next = t_join
        if t_join_r:
            for i in range(M):
                if lk.freev[i]:
                    t_worker[i].next = fr.worker
                    t_mac[i].next = fr.mac
                    t_ip[i].next = fr.ip
                    t_port[i].next = fr.port

    @always(clk.posedge)
    def lookup():
        hv = intbv(0)[M:]
        fv = modbv(0)[M:]
        ports = intbv(0)[8:]
        hv[:] = 0
        ports[:] = 0
        for i in range(M):
            if t_valid[i]:
                ports[:] = ports | t_port[i]
                hv[i] = t_worker[i] == staged.worker
            lk_mac0v.next[i] = t_mac[i][8:0] == staged.src_mac[8:0]
            lk_mac1v.next[i] = t_mac[i][16:8] == staged.src_mac[16:8]
            lk_mac2v.next[i] = t_mac[i][24:16] == staged.src_mac[24:16]
            lk_mac3v.next[i] = t_mac[i][32:24] == staged.src_mac[32:24]
            lk_mac4v.next[i] = t_mac[i][40:32] == staged.src_mac[40:32]
            lk_mac5v.next[i] = t_mac[i][48:40] == staged.src_mac[48:40]
            lk_ip0v.next[i] = t_ip[i][8:0] == staged.src_ip[8:0]
            lk_ip1v.next[i] = t_ip[i][16:8] == staged.src_ip[16:8]
            lk_ip2v.next[i] = t_ip[i][24:16] == staged.src_ip[24:16]
            lk_ip3v.next[i] = t_ip[i][32:24] == staged.src_ip[32:24]
            lk_portv.next[i] = t_port[i] == staged.port
        fv[:] = ~t_valid
        lk.hitv.next = hv
        lk.freev.next = fv & (~fv + 1)  # lowest set bit
        lk.free.next = fv != 0
        lk.ports.next = ports

    @always(clk.posedge)
    def lookup_reduce():
        lk.hit.next = lk.hitv != 0
        lk.loc.next = (lk.hitv & lk_mac0v & lk_mac1v & lk_mac2v & lk_mac3v & lk_mac4v
                       & lk_mac5v & lk_ip0v & lk_ip1v & lk_ip2v & lk_ip3v & lk_portv) != 0

    @always_comb
    def lookup_bitmap():
        v = intbv(0)[MW:]
        v[:] = 0
        v[M:] = lk.hitv
        lk.onehot.next = v

    @always(clk.posedge)
    def entry_read():
        # Query of a member entry (MEMBER_BASE has zero low bits: value[IW:] is the entry;
        # the table is as the frames before left it), registered in the compare stage
        lk.qv.next = fr.w56[8:] < M and t_valid[fr.w56[IW:]]
        if fr.w56[IW + 1 :] < M:  # (IW + 1 bits: a test that never folds to a constant)
            lk.qent.next = concat(True, bool(t_type[fr.w56[IW:]]), intbv(0)[6:],
                                  t_port[fr.w56[IW:]], t_worker[fr.w56[IW:]])

    return (hit_idx, free_idx, join_write, table_valid, table_write, lookup, lookup_reduce,
            lookup_bitmap, entry_read)
