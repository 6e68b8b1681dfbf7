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

One engine executes the staged frames one at a time, in arrival order, exactly as
``golden.accel_model.AccelModel.push`` does:

* the decision cycle (state IDLE with a staged frame) applies rx's regular-traffic count
  deltas, counts a stateless drop, or decides a data frame (membership, job, H, buffer
  state) or a control action, updates the buffer metadata and the table, and issues the
  first payload read;
* a data commit then issues one payload beat per cycle (PAYLOAD): payload RAM word
  ``{buffer, beat}`` and staging word ``{staged buffer, beat + 2}`` are read, added by
  ``fp32_vec_add`` (the stored sum is the first operand) or, for the first contribution,
  passed through a matched delay line, and written back 8 cycles after the read. A
  scoreboard of the writes in flight stalls a read of a word that is still being
  written (read-after-write hazard of back-to-back packets of one segment);
* control actions that touch every buffer (Leave, SetH, Reset, and the reset after
  ``rst``) walk the metadata one entry per cycle (WALK), emitting the sweep's aggregates.

Descriptors go into a FIFO whose write pointer becomes visible to tx 7 cycles after a
push, so that a descriptor pushed with the last payload read of a commit is seen only
after that commit's last write has landed. A data descriptor pins its buffer until tx
unpins it; a first contribution (store) into a pinned buffer waits.

The payload RAM exists twice with the same writes: one copy read by the engine, one by
tx, so that neither ever waits for the other (2 x 2K x 64 words of 256 bits: block RAM).
"""

from myhdl import Signal, always, always_comb, block, concat, intbv, modbv

from iswitch import proto
from iswitch.proto import Reg

from .fp32_add import LATENCY
from .fp32_vec_add import fp32_vec_add
from .iswitch_if import BEAT_AW, DATA_W
from .onehot import onehot_index

# Buffer states (golden.accel_model.BufState).
_FREE, _AGG, _DONE = 0, 1, 2
# Engine states.
_INIT, _IDLE, _PAYLOAD, _EMIT, _PREWALK, _WALK, _RELEASE = range(7)
# Walk modes: sweep (emit AGG buffers that reach Heff), clear a member bit first, free all.
_W_SWEEP, _W_LEAVE, _W_FREE = range(3)

_DESC_DEPTH = 16  # descriptor FIFO entries
_VIS_DELAY = 7  # cycles from a push to tx seeing it (read-to-write distance - 1)
_SB = LATENCY  # sideband stages after the issue register; the last one writes

_NCNT = 64  # counter file: indices 0..46 used (docs/protocol.md section 10)

_F_AGG_DOWN = proto.F_AGG | proto.F_DOWN


@block
def iswitch_core(clk, rst, staged, stage_rd, desc, pl_rd, p):
    """The engine of iswitch_accel; see the module docstring."""
    NBUF, BW, M = p.NBUF, p.BUF_W, p.MEMBERS
    PAW = p.PAYLOAD_AW
    MW = 32  # contributor bitmaps are kept 32 bits wide, as the header's contrib field
    IW = max(1, (M - 1).bit_length())  # member index bits

    # ---------------------------------------------------------------- metadata
    # One word per buffer: {state, tag, bitmap, count, nsum, elems, job, partial, h_emit,
    # contrib_emit}, one write port and one asynchronous read port (LUT RAM).
    O_CEMIT = 0
    O_HEMIT = O_CEMIT + MW
    O_PART = O_HEMIT + 6
    O_JOB = O_PART + 1
    O_ELEMS = O_JOB + 16
    O_NSUM = O_ELEMS + 9
    O_COUNT = O_NSUM + 16
    O_BMAP = O_COUNT + 6
    O_TAG = O_BMAP + MW
    O_STATE = O_TAG + 32
    META_W = O_STATE + 2

    meta = [Signal(intbv(0)[META_W:]) for _ in range(NBUF)]
    meta_ra = Signal(intbv(0)[BW:])
    meta_rd = Signal(intbv(0)[META_W:])
    meta_we = Signal(bool(0))
    meta_wa = Signal(intbv(0)[BW:])
    meta_wd = Signal(intbv(0)[META_W:])

    @always(clk.posedge)
    def meta_write():
        if meta_we:
            meta[meta_wa].next = meta_wd

    @always_comb
    def meta_read():
        meta_rd.next = meta[meta_ra]

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

    # ---------------------------------------------------------------- membership table
    t_valid = Signal(intbv(0)[M:])
    t_worker = [Signal(intbv(0)[16:]) for _ in range(M)]
    t_type = Signal(intbv(0)[M:])
    t_mac = [Signal(intbv(0)[48:]) for _ in range(M)]
    t_ip = [Signal(intbv(0)[32:]) for _ in range(M)]
    t_port = [Signal(intbv(0)[8:]) for _ in range(M)]
    t_we = Signal(bool(0))  # write entry t_wa (Join)
    t_wa = Signal(intbv(0)[IW:])

    @always(clk.posedge)
    def table_write():
        if t_we:
            t_worker[t_wa].next = staged.worker
            t_mac[t_wa].next = staged.src_mac
            t_ip[t_wa].next = staged.src_ip
            t_port[t_wa].next = staged.port

    # Lookup of the staged frame's worker id, registered every cycle; ``lk_ok`` says the
    # registered result belongs to the frame now presented (it was presented, unchanged,
    # in the previous cycle too, and the table has not changed since).
    lk_hit = Signal(bool(0))
    lk_idx = Signal(intbv(0)[IW:])  # index of lk_hitv
    lk_loc = Signal(bool(0))  # the entry's location equals the frame's
    lk_free = Signal(bool(0))  # a free entry exists
    lk_fidx = Signal(intbv(0)[IW:])  # index of lk_freev
    lk_ok = Signal(bool(0))
    m_ports = Signal(intbv(0)[8:])  # OR of the members' ports
    n_members = Signal(intbv(0)[6:])  # members

    lk_hitv = Signal(intbv(0)[M:])  # one-hot: the entry with the frame's worker id
    lk_freev = Signal(intbv(0)[M:])  # one-hot: the lowest free entry
    hit_idx = onehot_index(lk_hitv, lk_idx)
    free_idx = onehot_index(lk_freev, lk_fidx)

    @always(clk.posedge)
    def lookup():
        hv = intbv(0)[M:]
        lv = intbv(0)[M:]
        fv = modbv(0)[M:]
        ports = intbv(0)[8:]
        hv[:] = 0
        lv[:] = 0
        ports[:] = 0
        for i in range(M):
            if t_valid[i]:
                ports[:] = ports | t_port[i]
                hv[i] = t_worker[i] == staged.worker
                lv[i] = (
                    t_mac[i] == staged.src_mac
                    and t_ip[i] == staged.src_ip
                    and t_port[i] == staged.port
                )
        fv[:] = ~t_valid
        lk_hitv.next = hv
        lk_hit.next = hv != 0
        lk_loc.next = (hv & lv) != 0
        lk_freev.next = fv & (~fv + 1)  # lowest set bit
        lk_free.next = fv != 0
        m_ports.next = ports
        lk_ok.next = staged.valid and not staged.ready and not t_we

    # ---------------------------------------------------------------- pins
    pins = [Signal(intbv(0)[10:]) for _ in range(NBUF)]
    pin_inc = Signal(bool(0))
    pin_buf = Signal(intbv(0)[BW:])
    pin_rd = Signal(intbv(0)[10:])  # pins of the buffer the decision looks at

    @always(clk.posedge)
    def pin_count():
        if rst:
            for i in range(NBUF):
                pins[i].next = 0
        else:
            if pin_inc and pl_rd.unpin and pin_buf == pl_rd.unpin_buf:
                pass
            else:
                if pin_inc:
                    pins[pin_buf].next = pins[pin_buf] + 1
                if pl_rd.unpin:
                    pins[pl_rd.unpin_buf].next = pins[pl_rd.unpin_buf] - 1

    @always_comb
    def pin_read():
        pin_rd.next = pins[meta_ra]

    # ---------------------------------------------------------------- descriptor FIFO
    # Entry: {data, dst_mac, dst_ip, dport, ports, hdr, buf, elems}
    D_ELEMS = 0
    D_BUF = D_ELEMS + 9
    D_HDR = D_BUF + BW
    D_PORTS = D_HDR + 176
    D_DPORT = D_PORTS + 8
    D_IP = D_DPORT + 16
    D_MAC = D_IP + 32
    D_DATA = D_MAC + 48
    DESC_W = D_DATA + 1
    PW = (_DESC_DEPTH - 1).bit_length() + 1  # pointer bits, one more than the address

    dfifo = [Signal(intbv(0)[DESC_W:]) for _ in range(_DESC_DEPTH)]
    d_we = Signal(bool(0))
    d_wd = Signal(intbv(0)[DESC_W:])
    d_wptr = Signal(modbv(0)[PW:])
    d_rptr = Signal(modbv(0)[PW:])
    d_vis = [Signal(modbv(0)[PW:]) for _ in range(_VIS_DELAY)]
    d_vptr = Signal(modbv(0)[PW:])
    d_head = Signal(intbv(0)[DESC_W:])
    d_room2 = Signal(bool(0))  # at least two free entries

    @always(clk.posedge)
    def dfifo_write():
        if d_we:
            dfifo[d_wptr[PW - 1 :]].next = d_wd

    @always(clk.posedge)
    def dfifo_ptrs():
        if rst:
            d_wptr.next = 0
            d_rptr.next = 0
            for i in range(_VIS_DELAY):
                d_vis[i].next = 0
        else:
            if d_we:
                d_wptr.next = d_wptr + 1
            if desc.valid and desc.ready:
                d_rptr.next = d_rptr + 1
            d_vis[0].next = d_wptr
            for i in range(1, _VIS_DELAY):
                d_vis[i].next = d_vis[i - 1]

    @always_comb
    def dfifo_read():
        d_vptr.next = d_vis[_VIS_DELAY - 1]
        d_head.next = dfifo[d_rptr[PW - 1 :]]

    @always_comb
    def dfifo_status():
        used = modbv(0)[PW:]
        used[:] = d_wptr - d_rptr
        d_room2.next = used <= _DESC_DEPTH - 2

    @always_comb
    def desc_out():
        desc.valid.next = d_vptr != d_rptr
        desc.data.next = d_head[D_DATA]
        desc.dst_mac.next = d_head[D_MAC + 48 : D_MAC]
        desc.dst_ip.next = d_head[D_IP + 32 : D_IP]
        desc.dport.next = d_head[D_DPORT + 16 : D_DPORT]
        desc.ports.next = d_head[D_PORTS + 8 : D_PORTS]
        desc.hdr.next = d_head[D_HDR + 176 : D_HDR]
        desc.buf.next = d_head[D_BUF + BW : D_BUF]
        desc.elems.next = d_head[D_BUF:D_ELEMS]

    # ---------------------------------------------------------------- adder pipeline
    # Timing of one payload word issued in cycle t (its RAM addresses are registered at
    # the end of t): iss_* hold it in t+1, when ram_rdata and stage_rd.rdata are valid and
    # the adder samples them; sb_*[k] hold it in t+2+k; sb_*[_SB-1] in t+7, when the sum
    # (or the delayed staged word of a store) is written.
    iss_valid = Signal(bool(0))  # a payload word was issued in the previous cycle
    iss_store = Signal(bool(0))
    iss_addr = Signal(intbv(0)[PAW:])
    sb_valid = Signal(intbv(0)[_SB:])
    sb_addr = [Signal(intbv(0)[PAW:]) for _ in range(_SB)]
    st_dly = [Signal(intbv(0)[DATA_W:]) for _ in range(_SB)]  # staged words, for stores
    add_valid = Signal(bool(0))
    sum_valid = Signal(bool(0))
    sum_word = Signal(intbv(0)[DATA_W:])
    ce = Signal(bool(1))
    st_rdata = Signal(intbv(0)[DATA_W:])  # a plain signal: the adder slices its operands
    adder = fp32_vec_add(clk, rst, ce, add_valid, ram_rdata, st_rdata, sum_valid, sum_word)

    @always_comb
    def staged_word():
        st_rdata.next = stage_rd.rdata

    hazard = Signal(bool(0))  # the word at ram_raddr has a write in flight

    @always_comb
    def scoreboard():
        h = intbv(0)[1:]
        h[:] = iss_valid and iss_addr == ram_raddr
        for i in range(_SB):
            if sb_valid[i] and sb_addr[i] == ram_raddr:
                h[:] = 1
        hazard.next = h

    @always(clk.posedge)
    def pipeline():
        if rst:
            sb_valid.next = 0
        else:
            sb_valid.next = concat(sb_valid[_SB - 1 : 0], iss_valid)
        iss_addr.next = ram_raddr
        sb_addr[0].next = iss_addr
        for i in range(1, _SB):
            sb_addr[i].next = sb_addr[i - 1]
        st_dly[0].next = st_rdata
        for i in range(1, _SB):
            st_dly[i].next = st_dly[i - 1]

    @always_comb
    def writeback():
        add_valid.next = iss_valid and not iss_store
        ram_we.next = sb_valid[_SB - 1]
        ram_wa.next = sb_addr[_SB - 1]
        if sum_valid:
            ram_wd.next = sum_word
        else:
            ram_wd.next = st_dly[_SB - 1]

    # ---------------------------------------------------------------- the engine
    state = Signal(intbv(_INIT, min=0, max=8))
    cnt = [Signal(modbv(0)[32:]) for _ in range(_NCNT)]
    h_reg = Signal(intbv(0)[6:])
    job_bound = Signal(bool(0))
    job_reg = Signal(intbv(0)[16:])
    busy = Signal(intbv(0)[BW + 1 :])

    # the frame being worked on (latched in the decision cycle)
    f_buf = Signal(intbv(0)[BW:])  # segment buffer
    f_sbuf = Signal(intbv(0)[len(stage_rd.raddr) - BEAT_AW :])  # staging buffer
    f_nb = Signal(intbv(0)[BEAT_AW:])  # payload beats
    f_beat = Signal(intbv(0)[BEAT_AW:])  # next payload beat to issue
    f_store = Signal(bool(0))
    f_emit = Signal(bool(0))  # the commit completes the segment: push its descriptor
    f_desc = Signal(intbv(0)[DESC_W:])  # descriptor pushed at the end of the commit/EMIT
    w_idx = Signal(intbv(0)[BW:])  # walk position
    w_mode = Signal(intbv(0)[2:])
    w_memv = Signal(intbv(0)[M:])  # Leave: one-hot, the member whose bit is cleared
    w_release = Signal(bool(0))  # the walk belongs to a staged frame (release it after)

    st_beat = Signal(intbv(0)[BEAT_AW:])  # staging beat of payload beat f_beat

    @always_comb
    def staging_beat():
        st_beat.next = f_beat + 2

    @always_comb
    def addresses():
        # Metadata read address: the staged frame's buffer while deciding (the segment for
        # data, the value for FBcast/Help), the walk position while walking.
        if state == _WALK or state == _INIT:
            meta_ra.next = w_idx
        elif state == _IDLE:
            if staged.ctrl:
                meta_ra.next = staged.w56[BW:]
            else:
                meta_ra.next = staged.seg[BW:]
        else:
            meta_ra.next = f_buf
        if state == _PAYLOAD:
            ram_raddr.next = concat(f_buf, f_beat)
            stage_rd.raddr.next = concat(f_sbuf, st_beat)
        else:
            ram_raddr.next = concat(staged.seg[BW:], intbv(0)[BEAT_AW:])
            stage_rd.raddr.next = concat(staged.buf, intbv(2)[BEAT_AW:])

    @always_comb
    def release():
        # The staged frame is taken when its last payload word is issued, or in RELEASE.
        staged.ready.next = (state == _RELEASE) or (
            state == _PAYLOAD and f_beat == f_nb - 1 and not (hazard and not f_store)
        )

    @always(clk.posedge)
    def engine():
        md = intbv(0)[META_W:]  # metadata word being modified
        b_state = intbv(0)[2:]
        b_tag = intbv(0)[32:]
        b_bmap = intbv(0)[MW:]
        b_count = intbv(0)[6:]
        b_nsum = modbv(0)[16:]
        heff = intbv(0)[6:]
        onehot = intbv(0)[MW:]
        status = intbv(0)[8:]
        result = intbv(0)[32:]
        value = intbv(0)[32:]
        action = intbv(0)[8:]
        serial = modbv(0)[32:]
        nbeats = intbv(0)[BEAT_AW + 1 :]
        c7 = intbv(0)[7:]
        decide = False
        ack = False
        drop = intbv(0)[5:]
        rv = modbv(0)[32:]
        known = False
        advance = False
        # The data-frame descriptor: one builder for every aggregate and replay. Its header
        # is the buffer's metadata word as emitted (md after this cycle's changes).
        a_set = False
        a_walk = False  # pushed now by the walk (else kept in f_desc)
        a_replay = False
        a_mac = intbv(0)[48:]
        a_ip = intbv(0)[32:]
        a_ports = intbv(0)[8:]
        a_desc = intbv(0)[DESC_W:]

        if rst:
            state.next = _INIT
            w_idx.next = 0
            w_mode.next = _W_FREE
            w_release.next = 0
            h_reg.next = 0
            job_bound.next = 0
            job_reg.next = 0
            busy.next = 0
            t_valid.next = 0
            t_type.next = 0
            n_members.next = 0
            meta_we.next = 0
            t_we.next = 0
            d_we.next = 0
            pin_inc.next = 0
            iss_valid.next = 0
            iss_store.next = 0
            f_emit.next = 0
            for i in range(_NCNT):
                cnt[i].next = 0
        else:
            meta_we.next = 0
            t_we.next = 0
            d_we.next = 0
            pin_inc.next = 0
            iss_valid.next = 0
            iss_store.next = 0

            # Effective threshold min(H, members).
            if h_reg < n_members:
                heff[:] = h_reg
            else:
                heff[:] = n_members

            md[:] = meta_rd
            a_mac[:] = intbv(0xFFFFFFFFFFFF)[48:]  # aggregates: Ethernet and IPv4 broadcast
            a_ip[:] = intbv(0xFFFFFFFF)[32:]
            a_ports[:] = m_ports  # to every member's port
            b_state[:] = md[O_STATE + 2 : O_STATE]
            b_tag[:] = md[O_TAG + 32 : O_TAG]
            b_bmap[:] = md[O_BMAP + MW : O_BMAP]
            b_count[:] = md[O_COUNT + 6 : O_COUNT]

            if state == _INIT or state == _WALK:
                # ------------------------------------------------ walk over the buffers
                advance = 1
                if w_mode == _W_FREE:
                    md[O_STATE + 2 : O_STATE] = _FREE
                    meta_we.next = 1
                    meta_wa.next = w_idx
                    meta_wd.next = md
                else:
                    if w_mode == _W_LEAVE and b_state == _AGG:
                        onehot[:] = 0
                        onehot[M:] = w_memv
                        b_bmap[:] = b_bmap & ~onehot
                        md[O_BMAP + MW : O_BMAP] = b_bmap
                        meta_we.next = 1
                        meta_wa.next = w_idx
                        meta_wd.next = md
                    if b_state == _AGG and heff != 0 and b_count >= heff:
                        # Sweep: emit now if the FIFO has room, else stay on this entry.
                        if d_room2:
                            md[O_STATE + 2 : O_STATE] = _DONE
                            md[O_PART] = 0
                            md[O_HEMIT + 6 : O_HEMIT] = heff
                            md[O_CEMIT + MW : O_CEMIT] = b_bmap
                            meta_we.next = 1
                            meta_wa.next = w_idx
                            meta_wd.next = md
                            a_set = True  # the aggregate descriptor, pushed below
                            a_walk = True
                            pin_inc.next = 1
                            pin_buf.next = w_idx
                            cnt[Reg.AGG_TX].next = cnt[Reg.AGG_TX] + 1
                        else:
                            advance = 0
                            meta_we.next = 0
                if advance:
                    if w_idx == NBUF - 1:
                        w_idx.next = 0
                        if state == _INIT:
                            state.next = _IDLE
                        elif w_release:
                            state.next = _RELEASE
                        else:
                            state.next = _IDLE
                    else:
                        w_idx.next = w_idx + 1

            elif state == _PREWALK:
                # One cycle for the member ports and count to follow a Leave's table change.
                state.next = _WALK

            elif state == _IDLE:
                # ------------------------------------------------ the decision cycle
                decide = staged.valid and lk_ok and d_room2
                ack = 0
                drop[:] = 0
                status[:] = proto.Status.OK
                result[:] = 0
                value[:] = concat(staged.w54, staged.w56)
                action[:] = staged.w52[16:8]
                onehot[:] = 0
                onehot[M:] = lk_hitv
                # beats = ceil(count / 8): a 9-bit count plus 7, shifted
                c7[:] = staged.w52[9:3] + (staged.w52[3:0] != 0)
                nbeats[:] = c7

                if decide and not staged.ctrl and staged.drop == 0:
                    # Data: membership, job, threshold, then the buffer's state.
                    if not lk_hit:
                        drop[:] = Reg.NON_MEMBER
                    elif not lk_loc:
                        drop[:] = Reg.SPOOFED
                    elif not job_bound or staged.job != job_reg:
                        drop[:] = Reg.BAD_JOB
                    elif h_reg == 0:
                        drop[:] = Reg.NO_THRESHOLD
                    elif b_state == _AGG:
                        if b_tag != staged.seg:
                            drop[:] = Reg.COLLISION
                        elif (b_bmap & onehot) != 0:
                            drop[:] = Reg.DUPLICATE
                        elif staged.w52[16:9] != 0 or md[O_ELEMS + 9 : O_ELEMS] != staged.w52[9:0]:
                            drop[:] = Reg.LEN_MISMATCH
                    elif b_state == _DONE:
                        serial[:] = staged.seg - b_tag
                        if b_tag == staged.seg:
                            drop[:] = Reg.LATE
                        elif serial[31] or serial == 0:
                            drop[:] = Reg.STALE
                    if drop == 0 and b_state != _AGG and pin_rd != 0:
                        # A store into a buffer whose aggregate tx still has to read.
                        decide = 0

                if decide:
                    # rx's counts of regular frames that arrived before this frame.
                    cnt[Reg.REGULAR].next = cnt[Reg.REGULAR] + staged.d_regular
                    cnt[Reg.BYPASS_IHL].next = cnt[Reg.BYPASS_IHL] + staged.d_bypass_ihl
                    cnt[Reg.BYPASS_FRAG].next = cnt[Reg.BYPASS_FRAG] + staged.d_bypass_frag
                    cnt[Reg.BYPASS_PROTO].next = cnt[Reg.BYPASS_PROTO] + staged.d_bypass_proto
                    f_sbuf.next = staged.buf
                    f_buf.next = meta_ra

                if decide and staged.drop != 0:
                    cnt[concat(False, staged.drop)].next = cnt[concat(False, staged.drop)] + 1
                    cnt[Reg.DROPS].next = cnt[Reg.DROPS] + 1
                    state.next = _RELEASE
                elif decide and not staged.ctrl:
                    if drop != 0:
                        cnt[concat(False, drop)].next = cnt[concat(False, drop)] + 1
                        cnt[Reg.DROPS].next = cnt[Reg.DROPS] + 1
                        state.next = _RELEASE
                    else:
                        cnt[Reg.DATA_OK].next = cnt[Reg.DATA_OK] + 1
                        if b_state == _AGG:
                            b_bmap[:] = b_bmap | onehot
                            b_count[:] = b_count + 1
                            b_nsum[:] = md[O_NSUM + 16 : O_NSUM] + staged.w54
                            f_store.next = 0
                        else:
                            if b_state == _FREE:
                                busy.next = busy + 1
                            b_bmap[:] = onehot
                            b_count[:] = 1
                            b_nsum[:] = staged.w54
                            md[O_TAG + 32 : O_TAG] = staged.seg
                            md[O_JOB + 16 : O_JOB] = staged.job
                            md[O_ELEMS + 9 : O_ELEMS] = staged.w52[9:0]
                            md[O_PART] = 0
                            f_store.next = 1
                        md[O_STATE + 2 : O_STATE] = _AGG
                        md[O_BMAP + MW : O_BMAP] = b_bmap
                        md[O_COUNT + 6 : O_COUNT] = b_count
                        md[O_NSUM + 16 : O_NSUM] = b_nsum
                        f_emit.next = 0
                        if b_count >= heff:
                            md[O_STATE + 2 : O_STATE] = _DONE
                            md[O_HEMIT + 6 : O_HEMIT] = heff
                            md[O_CEMIT + MW : O_CEMIT] = b_bmap
                            cnt[Reg.AGG_TX].next = cnt[Reg.AGG_TX] + 1
                            f_emit.next = 1
                        meta_we.next = 1
                        meta_wa.next = meta_ra
                        meta_wd.next = md
                        a_set = True  # kept in f_desc, pushed if the commit completes the segment
                        # Issue payload beat 0 now (its addresses are already on the RAMs).
                        f_nb.next = nbeats[BEAT_AW:]
                        if hazard and b_state == _AGG:
                            f_beat.next = 0
                        else:
                            iss_valid.next = 1
                            iss_store.next = b_state != _AGG
                            f_beat.next = 1
                        if nbeats == 1 and not (hazard and b_state == _AGG):
                            # One-beat payload: done with this first issue.
                            if b_count >= heff:
                                state.next = _EMIT
                            else:
                                state.next = _RELEASE
                        else:
                            state.next = _PAYLOAD
                elif decide:
                    # ------------------------------------------------ control actions
                    ack = 1
                    state.next = _RELEASE
                    if action == proto.Action.ACK:
                        ack = 0
                        cnt[Reg.ACK_IN].next = cnt[Reg.ACK_IN] + 1
                        cnt[Reg.DROPS].next = cnt[Reg.DROPS] + 1
                    elif action == 0 or action > proto.Action.QUERY:
                        status[:] = proto.Status.BAD_ACTION
                        cnt[Reg.BAD_ACTION].next = cnt[Reg.BAD_ACTION] + 1
                        cnt[Reg.DROPS].next = cnt[Reg.DROPS] + 1
                    else:
                        cnt[Reg.CTRL_OK].next = cnt[Reg.CTRL_OK] + 1
                        if action == proto.Action.JOIN:
                            if value > 1 or staged.worker == proto.SWITCH_WORKER_ID:
                                status[:] = proto.Status.BAD_VALUE
                            elif job_bound and staged.job != job_reg:
                                status[:] = proto.Status.BAD_JOB
                            elif lk_hit:
                                if lk_loc:
                                    result[IW:] = lk_idx
                                else:
                                    status[:] = proto.Status.ID_IN_USE
                            elif not lk_free:
                                status[:] = proto.Status.TABLE_FULL
                            else:
                                result[IW:] = lk_fidx
                                t_we.next = 1
                                t_wa.next = lk_fidx
                                t_valid.next = t_valid | lk_freev
                                if value[0]:
                                    t_type.next = t_type | lk_freev
                                else:
                                    t_type.next = t_type & ~lk_freev
                                n_members.next = n_members + 1
                                if not job_bound:
                                    job_bound.next = 1
                                    job_reg.next = staged.job
                        elif action == proto.Action.RESET:
                            t_valid.next = 0
                            n_members.next = 0
                            h_reg.next = 0
                            job_bound.next = 0
                            busy.next = 0
                            w_mode.next = _W_FREE
                            w_idx.next = 0
                            w_release.next = 1
                            state.next = _PREWALK
                        elif action == proto.Action.SETH:
                            if value == 0 or value > M:
                                status[:] = proto.Status.BAD_VALUE
                            else:
                                result[6:] = h_reg
                                h_reg.next = value[6:]
                                w_mode.next = _W_SWEEP
                                w_idx.next = 0
                                w_release.next = 1
                                state.next = _PREWALK
                        elif action == proto.Action.QUERY:
                            known = 1
                            rv[:] = 0
                            if value < 0x100:
                                if (
                                    value <= Reg.ACK_IN
                                    or (value >= Reg.BYPASS_IHL and value <= Reg.BYPASS_PROTO)
                                    or (value >= Reg.REGULAR and value <= Reg.CTRL_ERR)
                                ):
                                    # What this very frame counts comes first in the
                                    # model: its regular deltas and its CTRL_OK.
                                    rv[:] = cnt[value[6:]]
                                    if value == Reg.REGULAR:
                                        rv[:] = rv + staged.d_regular
                                    elif value == Reg.BYPASS_IHL:
                                        rv[:] = rv + staged.d_bypass_ihl
                                    elif value == Reg.BYPASS_FRAG:
                                        rv[:] = rv + staged.d_bypass_frag
                                    elif value == Reg.BYPASS_PROTO:
                                        rv[:] = rv + staged.d_bypass_proto
                                    elif value == Reg.CTRL_OK:
                                        rv[:] = rv + 1
                                else:
                                    known = 0
                            elif value == Reg.H:
                                rv[6:] = h_reg
                            elif value == Reg.MEMBER_COUNT:
                                rv[6:] = n_members
                            elif value == Reg.JOB:
                                if job_bound:
                                    rv[:] = concat(intbv(1)[16:], job_reg)
                            elif value == Reg.K:
                                rv[:] = p.K
                            elif value == Reg.MEMBERS:
                                rv[:] = M
                            elif value == Reg.BUSY:
                                rv[BW + 1 :] = busy
                            elif value == Reg.VERSION:
                                rv[:] = proto.VERSION
                            elif value >= Reg.MEMBER_BASE and value < Reg.MEMBER_BASE + M:
                                # MEMBER_BASE has zero low bits: value[IW:] is the entry
                                if t_valid[value[IW:]]:
                                    rv[:] = concat(
                                        True,
                                        bool(t_type[value[IW:]]),
                                        intbv(0)[6:],
                                        t_port[value[IW:]],
                                        t_worker[value[IW:]],
                                    )
                            else:
                                known = 0
                            if known:
                                result[:] = rv
                            else:
                                status[:] = proto.Status.BAD_VALUE
                        else:
                            # Leave, FBcast, Help: the sender must be the member.
                            if not lk_hit:
                                status[:] = proto.Status.NOT_MEMBER
                            elif not lk_loc:
                                status[:] = proto.Status.SPOOFED
                            elif not job_bound or staged.job != job_reg:
                                status[:] = proto.Status.BAD_JOB
                            elif action == proto.Action.LEAVE:
                                t_valid.next = t_valid & ~lk_hitv
                                n_members.next = n_members - 1
                                w_idx.next = 0
                                w_release.next = 1
                                state.next = _PREWALK
                                if n_members == 1:
                                    job_bound.next = 0
                                    busy.next = 0
                                    w_mode.next = _W_FREE
                                else:
                                    result[6:] = n_members - 1
                                    w_mode.next = _W_LEAVE
                                    w_memv.next = lk_hitv
                            elif b_state == _FREE or b_tag != value:
                                if action == proto.Action.FBCAST:
                                    status[:] = proto.Status.NO_SEGMENT
                                else:
                                    serial[:] = b_tag - value
                                    if b_state != _FREE and not serial[31] and serial != 0:
                                        status[:] = proto.Status.NO_SEGMENT
                                    else:
                                        status[:] = proto.Status.NOT_DONE
                            elif action == proto.Action.FBCAST:
                                result[6:] = b_count
                                if b_state == _DONE:
                                    status[:] = proto.Status.ALREADY_DONE
                                else:
                                    md[O_STATE + 2 : O_STATE] = _DONE
                                    md[O_PART] = 1
                                    md[O_HEMIT + 6 : O_HEMIT] = heff
                                    md[O_CEMIT + MW : O_CEMIT] = b_bmap
                                    meta_we.next = 1
                                    meta_wa.next = meta_ra
                                    meta_wd.next = md
                                    cnt[Reg.AGG_TX].next = cnt[Reg.AGG_TX] + 1
                                    a_set = True
                                    state.next = _EMIT
                            else:
                                # Help
                                result[6:] = b_count
                                if b_state == _AGG:
                                    status[:] = proto.Status.NOT_DONE
                                else:
                                    cnt[Reg.REPLAY_TX].next = cnt[Reg.REPLAY_TX] + 1
                                    # a replay: unicast to the requester, flag REPLAY
                                    a_set = True
                                    a_replay = True
                                    a_mac[:] = staged.src_mac
                                    a_ip[:] = staged.src_ip
                                    a_ports[:] = staged.port
                                    state.next = _EMIT
                    if ack:
                        cnt[Reg.ACK_TX].next = cnt[Reg.ACK_TX] + 1
                        if status != 0:
                            cnt[Reg.CTRL_ERR].next = cnt[Reg.CTRL_ERR] + 1
                        d_we.next = 1
                        d_wd.next = concat(
                            False,
                            staged.src_mac,
                            staged.src_ip,
                            staged.sport,
                            staged.port,
                            intbv(proto.MAGIC)[8:],
                            intbv(proto.VT_CTRL)[8:],
                            staged.job,
                            staged.seg,
                            staged.worker,
                            intbv(proto.Action.ACK)[8:],
                            status,
                            value,
                            result,
                            action,
                            intbv(0)[8:],
                            intbv(0)[BW:],
                            intbv(0)[9:],
                        )
                    if action == proto.Action.RESET and ack and value[0]:
                        # Reset with counter clear: the Ack and this request are counted
                        # after the clear (golden model order).
                        for i in range(_NCNT):
                            cnt[i].next = 0
                        cnt[Reg.CTRL_OK].next = 1
                        cnt[Reg.ACK_TX].next = 1

            elif state == _PAYLOAD:
                # ------------------------------------------------ one beat per cycle
                if f_store or not hazard:
                    iss_valid.next = 1
                    iss_store.next = f_store
                    f_beat.next = f_beat + 1
                    if f_beat == f_nb - 1:
                        if f_emit:
                            d_we.next = 1
                            d_wd.next = f_desc
                            pin_inc.next = 1
                            pin_buf.next = f_buf
                        state.next = _IDLE

            elif state == _EMIT:
                # ------------------------------------------------ the data frame after
                # an Ack (FBcast, Help) or a one-beat commit's aggregate
                d_we.next = 1
                d_wd.next = f_desc
                pin_inc.next = 1
                pin_buf.next = f_buf
                state.next = _RELEASE

            elif state == _RELEASE:
                state.next = _IDLE

            if a_set:
                a_desc[:] = concat(
                    True,
                    a_mac,
                    a_ip,
                    intbv(p.UDP_PORT)[16:],
                    a_ports,
                    intbv(proto.MAGIC)[8:],
                    intbv(proto.VT_DATA)[8:],
                    md[O_JOB + 16 : O_JOB],
                    md[O_TAG + 32 : O_TAG],
                    intbv(proto.SWITCH_WORKER_ID)[16:],
                    intbv(0)[7:],
                    md[O_ELEMS + 9 : O_ELEMS],
                    md[O_NSUM + 16 : O_NSUM],
                    intbv(0)[11:],
                    a_replay,  # flags: REPLAY, PARTIAL, AGG, DOWN, RETX
                    md[O_PART],
                    intbv(_F_AGG_DOWN)[3:],
                    md[O_CEMIT + MW : O_CEMIT],
                    intbv(0)[10:],
                    md[O_HEMIT + 6 : O_HEMIT],
                    meta_ra,
                    md[O_ELEMS + 9 : O_ELEMS],
                )
                if a_walk:
                    d_we.next = 1
                    d_wd.next = a_desc
                else:
                    f_desc.next = a_desc

    return (
        meta_write,
        meta_read,
        ram_a_port,
        ram_b_port,
        table_write,
        hit_idx,
        free_idx,
        lookup,
        pin_count,
        pin_read,
        dfifo_write,
        dfifo_ptrs,
        dfifo_read,
        dfifo_status,
        desc_out,
        adder,
        staged_word,
        scoreboard,
        pipeline,
        writeback,
        staging_beat,
        addresses,
        release,
        engine,
    )
