"""core_desc_fifo: iswitch_core's descriptor FIFO to iswitch_tx (docs/accel.md section 8).

``DEPTH`` (16) entries of ``rec`` (a ``busfields.Record`` of the Desc fields), one write
port (``d_we``, ``d_wd``) and the head shown on ``desc`` (valid/ready). The write pointer
becomes visible to tx ``VIS_DELAY`` cycles after a push (``VIS_DELAY`` - 1 pipeline
stages, then the compare with the read pointer into the register behind ``desc.valid``),
so that a descriptor pushed with the last payload issue of a commit is seen only after
that commit's last write has landed. ``x_room2``/``x_room3``: at least two/three free
entries, registered (the decision's retry): they see every push of the frames before and
tx's pops up to the compare stage (a pop only adds room).

Ports
-----
clk, rst (empties the FIFO), d_we, d_wd (in), desc (Desc, out; tx drives ``ready``),
x_room2, x_room3 (out), rec (the entry's Record).

Signal names: ``d_*`` the FIFO's pointers and head, ``h_*`` a field of the head.
"""

from myhdl import Signal, always, always_comb, block, intbv, modbv

from .busfields import drive

DEPTH = 16  #: descriptor FIFO entries
VIS_DELAY = 6  #: cycles from a push to tx seeing it (docs/accel.md 8, "Pipeline timing")


@block
def core_desc_fifo(clk, rst, d_we, d_wd, desc, x_room2, x_room3, rec, vis_delay=VIS_DELAY):
    """The descriptor FIFO; see the module docstring (``vis_delay``: ``VIS_DELAY``, longer
    in a build whose payload writes land later: iswitch_core)."""
    VD = vis_delay
    DESC_W = rec.width
    PW = (DEPTH - 1).bit_length() + 1  # pointer bits, one more than the address
    dfifo = [Signal(intbv(0)[DESC_W:]) for _ in range(DEPTH)]
    d_wptr = Signal(modbv(0)[PW:])
    d_rptr = Signal(modbv(0)[PW:])
    d_rptr1 = Signal(modbv(1)[PW:])  # d_rptr + 1
    d_valid = Signal(bool(0))  # desc.valid: the write pointer of VD cycles ago != d_rptr
    d_vis = [Signal(modbv(0)[PW:]) for _ in range(VD - 1)]
    d_head = Signal(intbv(0)[DESC_W:])
    d_room2 = Signal(bool(0))  # at least two free entries
    d_room3 = Signal(bool(0))  # at least three

    @always(clk.posedge)
    def dfifo_write():
        if d_we:
            dfifo[d_wptr[PW - 1 :]].next = d_wd

    @always(clk.posedge)
    def dfifo_ptrs():
        if rst:
            d_wptr.next = 0
            d_rptr.next = 0
            d_rptr1.next = 1
            d_valid.next = 0
            for i in range(VD - 1):
                d_vis[i].next = 0
        else:
            if d_we:
                d_wptr.next = d_wptr + 1
            # desc.valid as it will be: the next visible write pointer (d_vis's last stage)
            # against the next d_rptr, so that tx's control starts at a flip-flop
            if desc.valid and desc.ready:
                d_rptr.next = d_rptr1
                d_rptr1.next = d_rptr1 + 1
                d_valid.next = d_vis[VD - 2] != d_rptr1
            else:
                d_valid.next = d_vis[VD - 2] != d_rptr
            d_vis[0].next = d_wptr
            for i in range(1, VD - 1):
                d_vis[i].next = d_vis[i - 1]

    @always_comb
    def dfifo_read():
        d_head.next = dfifo[d_rptr[PW - 1 :]]

    @always_comb
    def dfifo_status():
        used = modbv(0)[PW:]
        used[:] = d_wptr - d_rptr
        d_room2.next = used <= DEPTH - 2
        d_room3.next = used <= DEPTH - 3

    @always(clk.posedge)
    def dfifo_room():
        x_room2.next = d_room2
        x_room3.next = d_room3

    @always_comb
    def desc_valid():
        desc.valid.next = d_valid

    # every other Desc field, read out of the head by its record name
    desc_out = [drive(rec.view(d_head, name), getattr(desc, name)) for name, _ in rec.fields]

    return dfifo_write, dfifo_ptrs, dfifo_read, dfifo_status, dfifo_room, desc_valid, desc_out
