"""core_read: the read stage of iswitch_core (t0; docs/accel.md section 8).

In state IDLE with a staged frame (``p_go``), the frame's fields and its buffer's
metadata word are registered into ``fr`` (a ``core_if.Frame``): rx shows the fields
through a mux chain, and the metadata read is asynchronous (LUT RAM), so nothing after
this stage sees either. The metadata read address is the frame's buffer (``staged.mkey``:
the segment for data, the value for FBcast/Help) or, while the engine walks, the walk's
position.

Ports
-----
clk, staged (StagedFrame, read), state (engine state, core_if), walking, w_idx (walk
position), meta_ra/meta_rd (metadata read port), wcnt_ra (the walk's count copy's read
address), p_go (out: the frame is taken up in this cycle), fr (out: Frame).

Signal names: ``fr.*`` the registered frame; ``meta_*`` the metadata read port.
"""

from myhdl import always, always_comb, block

from .core_if import IDLE


@block
def core_read(clk, staged, state, walking, w_idx, meta_ra, meta_rd, wcnt_ra, p_go, fr):
    """The read stage; see the module docstring."""
    BW = len(meta_ra)

    @always_comb
    def present():
        p_go.next = state == IDLE and staged.valid

    @always_comb
    def read_address():
        wcnt_ra.next = w_idx[BW:]
        if walking:
            meta_ra.next = w_idx[BW:]
        else:
            meta_ra.next = staged.mkey[BW:]  # (w56 for control, seg for data)

    @always(clk.posedge)
    def stage_read():
        if p_go:
            fr.meta.next = meta_rd
            fr.buf.next = meta_ra
            fr.ctrl.next = staged.ctrl
            fr.drop.next = staged.drop
            fr.ok.next = staged.drop == 0
            fr.job.next = staged.job
            fr.seg.next = staged.seg
            fr.worker.next = staged.worker
            fr.mac.next = staged.src_mac
            fr.ip.next = staged.src_ip
            fr.w52.next = staged.w52
            fr.w54.next = staged.w54
            fr.w56.next = staged.w56
            fr.w58.next = staged.w58
            fr.acked.next = staged.acked
            fr.port.next = staged.port

    return present, read_address, stage_read
