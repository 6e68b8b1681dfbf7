"""core_compare: the compare stage of iswitch_core (t0 + 1; docs/accel.md section 8).

Every comparison the decision needs, each registered as one bit or one word from
registers only (the read stage's ``fr``, the switch's registers, the lookup's one-hot
bitmap, the pins): tag, serial number, duplicate bit, element count, pins, thresholds,
job, the control action (one-hot) and value ranges, the role. The decide stage
(core_decide) is then a function of these bits alone. The Query's register value and
member entry are registered beside it, by core_counters and core_member_table.

Ports
-----
clk, fr (Frame), lk (Lookup: ``onehot``), pin_nz (the buffers with pins), rg (Regs: heff,
the job, the role), x (out: Compare), p (AccelParams: MEMBERS).

Signal names: ``x.*`` the compare stage's registers (core_if.Compare documents each),
``act_v`` the action decoded from ``fr.w52[15:8]``.
"""

from myhdl import Signal, always, block, concat, intbv, modbv

from iswitch import wire
from iswitch.wire import (
    JOIN_MODE_BIT,
    JOIN_VALUE_MAX,
    UPLINK_CHILD_BIT,
    UPLINK_EXACT_BIT,
    Action,
    Flag,
)

from .core_if import (
    LAST_ACTION,
    MW,
    O_BMAP,
    O_COUNT,
    O_ELEMS,
    O_NSUM,
    O_TAG,
    UP_ID_W,
    UP_PORT_HI,
    UP_PORT_LO,
)
from .onehot import onehot_decode

# the flag EXACT's bit in the flags word (w56)
_EXACT_BIT = Flag.EXACT.bit_length() - 1


@block
def core_compare(clk, fr, lk, pin_nz, rg, x, p):
    """The compare stage; see the module docstring."""
    M = p.MEMBERS
    NO_EXACT = not p.EXACT  # (a constant: the exact mode asked of a build without it)
    act_v = Signal(intbv(0)[LAST_ACTION + 1 :])  # the action, decoded from fr.w52 (0: none)
    act_dec = onehot_decode(fr.w52(16, 8), act_v)

    @always(clk.posedge)
    def stage_compare():
        value = intbv(0)[32:]
        a = intbv(0)[32:]
        b = intbv(0)[32:]
        tag = intbv(0)[32:]
        bmap = intbv(0)[MW:]
        count = intbv(0)[6:]
        pm1 = modbv(0)[UP_PORT_HI - UP_PORT_LO:]
        value[:] = concat(fr.w54, fr.w56)
        tag[:] = fr.meta[O_TAG + 32 : O_TAG]
        bmap[:] = fr.meta[O_BMAP + MW : O_BMAP]
        count[:] = fr.meta[O_COUNT + 6 : O_COUNT]
        # serial-number order (RFC 1982): data: is seg newer than tag; Help: tag than value
        if fr.ctrl:
            a[:] = tag
            b[:] = value
        else:
            a[:] = fr.seg
            b[:] = tag
        x.tag_eq.next = a == b
        # (a - b)[31]: bit 31 of a - b is a[31] ^ b[31] ^ (the borrow out of bits 30..0)
        x.older.next = a[31] ^ b[31] ^ (a[31:] < b[31:])
        x.dup.next = (bmap & lk.onehot) != 0
        x.len_bad.next = fr.w52[16:9] != 0 or fr.meta[O_ELEMS + 9 : O_ELEMS] != fr.w52[9:0]
        x.pinned.next = pin_nz[fr.buf]
        x.cnt1.next = count + 1
        x.ge_add.next = count + 1 >= rg.heff
        x.ge_store.next = rg.heff <= 1
        x.nsum.next = fr.meta[O_NSUM + 16 : O_NSUM] + fr.w54
        x.bmap.next = bmap | lk.onehot
        x.job_ok.next = rg.job_bound and fr.job == rg.job
        x.job_bad.next = rg.job_bound and fr.job != rg.job
        x.v_bad.next = value > JOIN_VALUE_MAX
        x.join_x.next = NO_EXACT and value[JOIN_MODE_BIT]
        x.role_x.next = NO_EXACT and value[UPLINK_EXACT_BIT]
        x.jmode_bad.next = ((rg.job_bound and value[JOIN_MODE_BIT] != rg.exact)
                            or (rg.child and value[JOIN_MODE_BIT] != rg.up_x))
        x.mode_bad.next = fr.w56[_EXACT_BIT] != rg.exact
        x.v_bad_h.next = value == 0 or value > M
        x.sw_id.next = fr.worker == wire.SWITCH_WORKER_ID
        x.act_bad.next = fr.w52[16:8] == 0 or fr.w52[16:8] > LAST_ACTION
        x.act.next = act_v
        x.from_up.next = fr.port == rg.up_port
        x.incl.next = rg.up_att and fr.w58[rg.up_idx]
        # SetRole: a child with exactly one uplink port bit and an id other than the
        # switch's, or the root (0); nothing else
        pm1[:] = value[UP_PORT_HI:UP_PORT_LO] - 1
        if value[UPLINK_CHILD_BIT]:
            # bit 30 and bits 28..24 zero; bit 29 is the child's mode
            x.role_ok.next = (not value[UPLINK_CHILD_BIT - 1]
                              and value[UPLINK_EXACT_BIT:UP_PORT_HI] == 0
                              and value[UP_PORT_HI:UP_PORT_LO] != 0
                              and (value[UP_PORT_HI:UP_PORT_LO] & pm1) == 0
                              and value[UP_ID_W:] != wire.SWITCH_WORKER_ID)
        else:
            x.role_ok.next = value == 0
        x.role_same.next = value == rg.up_cfg
        x.ack_join.next = fr.acked == Action.JOIN and fr.worker == rg.up_id

    return act_dec, stage_compare
