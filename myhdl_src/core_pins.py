"""core_pins: the pin counts of iswitch_core's segment buffers (docs/accel.md section 8).

A data descriptor pins its buffer (``pin_inc`` with ``pin_buf``, from the engine) until
tx unpins it (``pl_rd.unpin`` with ``pl_rd.unpin_buf``, after its last payload read); a
first contribution (store) into a pinned buffer waits (the decision's retry). One 10-bit
counter per buffer; each sees its own increment and decrement in a cycle (both:
unchanged). ``pin_nz`` (bit i: buffer i has pins) is combinational from the counters.

Ports
-----
clk, rst (clears the counts), pin_inc, pin_buf (in), pl_rd (PayloadRead: unpin,
unpin_buf), pin_nz (out), p (AccelParams: NBUF).

Signal names: ``pin_*v`` one-hot by buffer.
"""

from myhdl import Signal, always, always_comb, block, intbv

from .onehot import onehot_decode


@block
def core_pins(clk, rst, pin_inc, pin_buf, pl_rd, pin_nz, p):
    """The pin counts; see the module docstring."""
    NBUF = p.NBUF
    pins = [Signal(intbv(0)[10:]) for _ in range(NBUF)]
    pin_incv = Signal(intbv(0)[NBUF:])  # pin_buf, one-hot
    pin_decv = Signal(intbv(0)[NBUF:])  # tx's unpin_buf, one-hot
    pin_incd = onehot_decode(pin_buf, pin_incv, zero=True)
    pin_decd = onehot_decode(pl_rd.unpin_buf, pin_decv, zero=True)

    @always(clk.posedge)
    def pin_count():
        if rst:
            for i in range(NBUF):
                pins[i].next = 0
        else:
            for i in range(NBUF):
                if pin_inc and pin_incv[i] and not (pl_rd.unpin and pin_decv[i]):
                    pins[i].next = pins[i] + 1
                elif pl_rd.unpin and pin_decv[i] and not (pin_inc and pin_incv[i]):
                    pins[i].next = pins[i] - 1

    @always_comb
    def pin_read():
        nz = intbv(0)[NBUF:]
        for i in range(NBUF):
            nz[i] = pins[i] != 0
        pin_nz.next = nz

    return pin_incd, pin_decd, pin_count, pin_read
