// The model backend's data plane for data frames, compiled (docs/training.md section 2.3).
//
// Why compiled: a DQN gradient from four workers is 18,748 datagrams through the switch per
// aggregation; in Python and numpy, the call overhead per burst and batch alone cost about
// several times gloo's whole all-reduce (docs/benchmarks.md, "switchd vs gloo").
//
// This is the one fast implementation of the accelerator's data path beside the reference
// (golden/accel_model.py). The accelerator's state stays in DataPlane's numpy arrays
// (iswitch/switchd/model_backend.py); this file takes data-class frames (isw_frame: the
// classification of docs/protocol.md section 4 and every check of section 9, in order) and
// data datagrams of frames switchd built itself (isw_rows, isw_serve: the checks after the
// frame checks), adding them to that state one after the other in arrival order. Everything
// else (control requests, regular and bypassed traffic) is the reference's: DataPlane hands it
// to golden's AccelModel over the same state. tests/test_switchd_model.py checks this file
// against AccelModel frame by frame, bit for bit and counter for counter.
//
// isw_serve is switchd's receive / add / send loop around it for the common case (data
// bursts from known senders, no --drop-p): it returns to Python for anything else.
#include <unistd.h>

#include "common.h"

namespace isw {

// DataPlane's arrays and registers (the ctypes structure _Plane in iswitch/native/__init__.py).
struct Plane {
    int8_t* state;
    int64_t* tag;
    int64_t* bitmap;
    int64_t* count;
    int64_t* nsum;
    int64_t* elems;
    int64_t* bjob;
    uint8_t* partial;
    int64_t* h_emit;
    int64_t* contrib_emit;
    float* acc;  // nb x MAX_ELEMS
    uint16_t* order;  // nb x order_len
    const int64_t* member_of;  // worker id -> membership table entry, -1: none
    const int64_t* member_loc;  // table entry -> location index of the member, -1: none
    uint32_t* counters;  // by Reg index, mod 2^32
    int64_t nb, order_len, h, heff, job;  // job -1: not bound
    int64_t last_drop;  // out: the reason of the last row dropped, 0: none
    // the contribution-order log record (iswitch.switchd.log.RECORD): size and field offsets
    int64_t rec_size, rec_seg, rec_job, rec_elems, rec_nsum, rec_h, rec_flags, rec_n, rec_contrib,
        rec_order;
    int64_t data_dscp, udp_port;  // the configuration (AccelParams.DATA_DSCP, UDP_PORT)
};

enum : int8_t { FREE = 0, AGG = 1, DONE = 2 };  // buffer states (model_backend.FREE, AGG, DONE)
constexpr uint16_t NO_WORKER = 0xFFFF;  // unused order entries (iswitch.switchd.log.NO_WORKER)

inline void count(Plane* p, Reg r, uint32_t n = 1) { p->counters[(int)r] += n; }

inline bool newer(uint32_t a, uint32_t b) {  // RFC 1982 serial comparison, 32 bits
    uint32_t d = a - b;
    return d > 0 && d < 0x80000000u;
}

// Where completed aggregates go: datagrams back to back, and their log records.
struct Emit {
    uint8_t* out;
    int64_t n_out;  // bytes written
    uint8_t* recs;  // null: no log
    int64_t n_recs;
};

template <typename T>
inline void put_le(uint8_t* p, T v) {
    std::memcpy(p, &v, sizeof v);  // the host is little-endian (checked when loading)
}

// Buffer b completed: it becomes DONE with H and the bitmap frozen; its aggregate and log
// record are appended (DataPlane._freeze and _aggregates).
static void emit(Plane* p, int64_t b, Emit* e) {
    p->state[b] = DONE;
    p->partial[b] = 0;
    p->h_emit[b] = p->heff;
    p->contrib_emit[b] = p->bitmap[b];
    count(p, Reg::AGG_TX);
    int64_t elems = p->elems[b];
    if (e->recs) {
        uint8_t* r = e->recs + e->n_recs * p->rec_size;
        std::memset(r, 0, (size_t)p->rec_size);
        put_le<uint32_t>(r + p->rec_seg, (uint32_t)p->tag[b]);
        put_le<uint16_t>(r + p->rec_job, (uint16_t)p->bjob[b]);
        put_le<uint16_t>(r + p->rec_elems, (uint16_t)elems);
        put_le<uint16_t>(r + p->rec_nsum, (uint16_t)p->nsum[b]);
        put_le<uint8_t>(r + p->rec_h, (uint8_t)p->h_emit[b]);
        put_le<uint8_t>(r + p->rec_flags, 0);
        put_le<uint8_t>(r + p->rec_n, (uint8_t)p->count[b]);
        put_le<uint32_t>(r + p->rec_contrib, (uint32_t)p->contrib_emit[b]);
        std::memcpy(r + p->rec_order, p->order + b * p->order_len,
                    (size_t)p->order_len * sizeof(uint16_t));
        e->n_recs++;
    }
    uint8_t* d = e->out + e->n_out;
    std::memset(d, 0, HDR_LEN);
    put_field(d, DATA_MAGIC_OFF, 1, MAGIC);
    put_field(d, DATA_VT_OFF, 1, VT_DATA);
    put_field(d, DATA_JOB_OFF, 2, (uint32_t)p->bjob[b]);
    put_field(d, DATA_SEG_OFF, 4, (uint32_t)p->tag[b]);
    put_field(d, DATA_WORKER_OFF, 2, SWITCH_WORKER_ID);
    put_field(d, DATA_COUNT_OFF, 2, (uint32_t)elems);
    put_field(d, DATA_NSUM_OFF, 2, (uint32_t)p->nsum[b]);
    put_field(d, DATA_FLAGS_OFF, 2, FLAG_AGG | FLAG_DOWN);
    put_field(d, DATA_CONTRIB_OFF, 4, (uint32_t)p->contrib_emit[b]);
    put_field(d, DATA_H_OFF, 2, (uint32_t)p->h_emit[b]);
    std::memcpy(d + HDR_LEN, p->acc + b * MAX_ELEMS, (size_t)(ELEM_BYTES * elems));
    e->n_out += HDR_LEN + ELEM_BYTES * elems;
}

// One data datagram `dg` of `size` bytes from location `loc`: the checks after the frame
// checks (which a datagram switchd framed passes by construction, except the iSwitch header's
// magic, version/type and nsum), then the buffer. Returns 0 (accepted) or the drop reason.
static Reg row(Plane* p, const uint8_t* dg, int64_t size, int64_t loc, Emit* e) {
    if (field(dg, DATA_MAGIC_OFF, 1) != MAGIC || field(dg, DATA_VT_OFF, 1) != VT_DATA ||
        field(dg, DATA_NSUM_OFF, 2) == 0)
        return Reg::BAD_HEADER;
    int64_t payload = size - HDR_LEN;
    int64_t cnt = field(dg, DATA_COUNT_OFF, 2);
    if (payload % ELEM_BYTES) return Reg::ALIGN;
    if (ELEM_BYTES * cnt > payload) return Reg::COUNT_BEYOND;
    if (cnt == 0 || ELEM_BYTES * cnt < payload) return Reg::COUNT_SHORT;
    if (field(dg, DATA_FLAGS_OFF, 2) & FLAG_DOWN) return Reg::DIRECTION;
    uint32_t worker = field(dg, DATA_WORKER_OFF, 2);
    int64_t idx = p->member_of[worker];
    if (idx < 0) return Reg::NON_MEMBER;
    if (p->member_loc[idx] != loc) return Reg::SPOOFED;
    uint32_t job = field(dg, DATA_JOB_OFF, 2);
    if ((int64_t)job != p->job) return Reg::BAD_JOB;
    // every job of this plane is fold (AccelParams.EXACT = 0: DataPlane refuses 1), so the
    // flag EXACT is the wrong mode (docs/protocol.md section 13)
    if (field(dg, DATA_FLAGS_OFF, 2) & FLAG_EXACT) return Reg::MODE;
    if (p->h == 0) return Reg::NO_THRESHOLD;
    uint32_t seg = field(dg, DATA_SEG_OFF, 4);
    uint32_t nsum = field(dg, DATA_NSUM_OFF, 2);
    int64_t b = (int64_t)(seg % (uint64_t)p->nb);
    float* acc = p->acc + b * MAX_ELEMS;
    const uint8_t* vals = dg + HDR_LEN;
    uint16_t* order = p->order + b * p->order_len;
    if (p->state[b] == AGG) {
        if ((uint32_t)p->tag[b] != seg) return Reg::COLLISION;
        if ((p->bitmap[b] >> idx) & 1) return Reg::DUPLICATE;
        if (p->elems[b] != cnt) return Reg::LEN_MISMATCH;
        fold(acc, vals, cnt);  // the stored sum is the first operand
        if (p->count[b] < p->order_len) order[p->count[b]] = (uint16_t)worker;
        p->bitmap[b] |= (int64_t)1 << idx;
        p->count[b] += 1;
        p->nsum[b] = (p->nsum[b] + nsum) & 0xFFFF;
    } else {
        if (p->state[b] == DONE) {
            if ((uint32_t)p->tag[b] == seg) return Reg::LATE;
            if (!newer(seg, (uint32_t)p->tag[b])) return Reg::STALE;
        }
        p->state[b] = AGG;
        p->tag[b] = seg;
        p->bjob[b] = job;
        std::memcpy(acc, vals, (size_t)(ELEM_BYTES * cnt));  // the first one as is
        p->bitmap[b] = (int64_t)1 << idx;
        p->count[b] = 1;
        p->nsum[b] = nsum;
        p->elems[b] = cnt;
        p->partial[b] = 0;
        for (int64_t i = 0; i < p->order_len; i++) order[i] = NO_WORKER;
        order[0] = (uint16_t)worker;
    }
    count(p, Reg::DATA_OK);
    if (p->count[b] >= p->heff) emit(p, b, e);
    return Reg::DROPS;  // (0: accepted)
}

// Whether frame `d` (`len` bytes held, `n` of them kept; `keep_ok`: its tkeep masks have no
// holes) is a data-class candidate (docs/protocol.md section 4): IPv4, the data DSCP, long
// enough for the protocol byte, no options, not a fragment, UDP. Anything else (regular or
// control traffic, a bypass, a runt) is not this file's.
static bool data_class(const Plane* p, const uint8_t* d, int64_t len, int64_t n, bool keep_ok) {
    int64_t cn = keep_ok ? n : len;  // the classifier sees the raw length of a holed frame
    if (cn < IP_PROTO_OFF + 1 || len < IP_PROTO_OFF + 1) return false;
    if (be(d + ETH_ETHERTYPE_OFF, 2) != ETHERTYPE_IPV4) return false;
    uint32_t ver_ihl = d[IP_VER_IHL_OFF];
    if (ver_ihl >> 4 != IP_VERSION || (d[IP_TOS_OFF] >> 2) != p->data_dscp) return false;
    return (ver_ihl & 0xF) == IP_IHL && !(be(d + IP_FRAG_OFF, 2) & IP_FRAG_MASK) &&
           d[IP_PROTO_OFF] == iswitch_wire::IPPROTO_UDP;
}

// The frame, IPv4, UDP and common header checks of a data-class frame (docs/protocol.md
// section 9, in order; the data header's own checks follow in `row`). 0: passed.
static Reg frame_checks(const Plane* p, const uint8_t* d, int64_t n, bool keep_ok) {
    if (n < PAYLOAD_OFF) return Reg::RUNT;
    if (!keep_ok) return Reg::TKEEP;
    if (n > MAX_FRAME) return Reg::OVERSIZE;
    int64_t ip_total = be(d + IP_TOTAL_LEN_OFF, 2);
    if (n < ETH_LEN + ip_total) return Reg::TRUNCATED;
    if (n > ETH_LEN + ip_total) return Reg::IP_LEN;
    uint32_t sum = 0;  // the ones' complement sum of the IPv4 header, checksum included
    for (int i = 0; i < IP_LEN; i += 2) sum += be(d + ETH_LEN + i, 2);
    while (sum >> 16) sum = (sum & 0xFFFF) + (sum >> 16);
    if (sum != 0xFFFF) return Reg::IP_CSUM;
    if ((int64_t)be(d + UDP_UDP_LEN_OFF, 2) != ip_total - IP_LEN) return Reg::UDP_LEN;
    if ((int64_t)be(d + UDP_DPORT_OFF, 2) != p->udp_port) return Reg::BAD_PORT;
    return Reg::DROPS;  // (0: passed)
}

static void dropped(Plane* p, Reg r) {
    count(p, r);
    count(p, Reg::DROPS);
    p->last_drop = (int64_t)r;
}

// `n` datagrams of `size` bytes, `stride` bytes apart, row i from location where[i] (or all
// from `where` null and location `loc`).
static void rows(Plane* p, const uint8_t* data, int64_t n, int64_t size, int64_t stride,
                 const int64_t* where, int64_t loc, Emit* e) {
    for (int64_t i = 0; i < n; i++) {
        Reg r = row(p, data + i * stride, size, where ? where[i] : loc, e);
        if (r != Reg::DROPS) dropped(p, r);
    }
}

// ---------------------------------------------------------------- switchd's loop

constexpr int MAX_BURSTS = MAX_RECV;  // received per round (native.SERVE_BURSTS)

// The sender table and the buffers of isw_serve (the ctypes structure _Serve).
struct Serve {
    int64_t fd, log_fd;  // log_fd -1: no log
    int64_t data_dscp, agg_tos;  // the data class; the ToS byte of aggregates
    GsoLimits gso_limits;
    int64_t gso;  // in/out: GSO sends work
    double deadline;  // return by then (CLOCK_MONOTONIC seconds)
    double wait_s;  // wait this long for a datagram before returning idle
    // senders: key (IPv4 << 16 | port, host order) ascending, and the sender index of each
    int64_t n_senders;
    const uint64_t* sender_key;
    const int64_t* sender_index;
    // recipients of aggregates (the senders on the members' ports, as switchd's deliver)
    int64_t n_targets;
    const sockaddr_in* targets;
    uint8_t* arena;  // bursts in: MAX_BURSTS slots of slot_bytes
    int64_t slot_bytes;
    uint8_t* out;  // aggregates out
    uint8_t* recs;  // their log records
    int64_t* lookups;  // out: (sender index, frames, frame length) per burst, for the lookup
    int64_t lookups_cap, n_lookups;
    // out: switchd's counters
    int64_t bursts_in, datagrams_in, datagrams_out, unaddressed, records;
    // out: received bursts left to Python, in order
    int64_t n_pending;
    Received pending[MAX_BURSTS];
};

enum ServeRc : int64_t { IDLE = 0, HANDOFF = 1, INTERRUPTED = 2, FULL = 3, DEADLINE = 4 };

constexpr int64_t MAX_RUNS = 2 * MAX_BURSTS;  // runs of aggregates of one size per round

static int64_t find_sender(const Serve* s, uint32_t ip, uint16_t port) {
    uint64_t key = (uint64_t)ip << 16 | port;
    int64_t lo = 0, hi = s->n_senders;
    while (lo < hi) {
        int64_t mid = (lo + hi) / 2;
        if (s->sender_key[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < s->n_senders && s->sender_key[lo] == key ? s->sender_index[lo] : -1;
}

static bool data_size(int64_t size) {
    return PAYLOAD_OFF <= HDR_OFF + size && HDR_OFF + size <= MAX_FRAME;
}

// Write the log records, then send the aggregates (runs of one size) to every recipient.
static int64_t deliver(Serve* s, Plane* p, Emit* e, const int64_t* runs, int64_t n_runs) {
    if (e->n_recs && s->log_fd >= 0) {
        const uint8_t* r = e->recs;
        int64_t left = e->n_recs * p->rec_size;
        while (left > 0) {
            ssize_t w = write((int)s->log_fd, r, (size_t)left);
            if (w < 0 && errno == EINTR) continue;
            if (w < 0) return -errno;
            r += w;
            left -= w;
        }
        s->records += e->n_recs;
    }
    OutBurst bursts[MAX_RUNS];
    for (int64_t i = 0; i < n_runs; i++) {
        int64_t off = runs[3 * i], len = runs[3 * i + 1], size = runs[3 * i + 2];
        bursts[i] = OutBurst{e->out + off, len, size};
        if (s->n_targets == 0) s->unaddressed++;
        s->datagrams_out += s->n_targets * ((len + size - 1) / size);
    }
    int err = send_bursts((int)s->fd, bursts, n_runs, s->targets, s->n_targets,
                          (int)s->agg_tos, &s->gso, s->gso_limits);
    return err ? -err : 0;
}

// Process the received bursts [0, n) in arrival order; stop at the first one Python must
// handle (it and the rest go to `pending`). Aggregates and records go to `e`, runs of one
// size to `runs`.
static void process(Serve* s, Plane* p, const Received* got, int64_t n, Emit* e, int64_t* runs,
                    int64_t* n_runs) {
    for (int64_t i = 0; i < n; i++) {
        const Received& m = got[i];
        int64_t sender = find_sender(s, (uint32_t)m.ip, (uint16_t)m.port);
        // (data_size first: an empty datagram has size 0)
        bool data = data_size(m.size) && !(m.len % m.size && !data_size(m.len % m.size));
        if (sender < 0 || (m.tos >> 2) != s->data_dscp || !data ||
            s->n_lookups + 2 > s->lookups_cap) {
            std::memcpy(s->pending, got + i, (size_t)(n - i) * sizeof(Received));
            s->n_pending = n - i;
            return;
        }
        int64_t full = m.len / m.size, tail = m.len % m.size;
        s->bursts_in++;
        s->datagrams_in += full + (tail ? 1 : 0);
        for (int part = 0; part < 2; part++) {
            int64_t rows_n = part ? (tail ? 1 : 0) : full;
            int64_t rsize = part ? tail : m.size;
            if (!rows_n) continue;
            int64_t* lk = s->lookups + 3 * s->n_lookups++;
            lk[0] = sender;
            lk[1] = rows_n;
            lk[2] = HDR_OFF + rsize;
            int64_t before = e->n_out;
            rows(p, s->arena + m.off + (part ? full * m.size : 0), rows_n, rsize, rsize, nullptr,
                 sender, e);
            if (e->n_out == before) continue;
            int64_t* last = *n_runs ? runs + 3 * (*n_runs - 1) : nullptr;
            if (last && last[2] == rsize && last[0] + last[1] == before) {
                last[1] += e->n_out - before;
            } else {
                int64_t* r = runs + 3 * (*n_runs)++;
                r[0] = before;
                r[1] = e->n_out - before;
                r[2] = rsize;
            }
        }
    }
}

}  // namespace isw

using namespace isw;

extern "C" {

// The sizes of the structures shared with ctypes (checked when loading).
int64_t isw_sizeof_plane(void) { return sizeof(Plane); }
int64_t isw_sizeof_serve(void) { return sizeof(Serve); }

// The accelerator's add over n elements (tests: against golden/fp32.py bit for bit).
void isw_fold(float* acc, const uint8_t* x, int64_t n) {
    DefaultFp fp;
    fold(acc, x, n);
}

// DataPlane.push_rows: `n` datagrams of `size` bytes (rows `stride` bytes apart), row i from
// location where[i]. Aggregates go to `out` (at most n x size bytes), log records to `recs`
// (null: none). Returns the bytes written to `out`; *n_recs the records.
int64_t isw_rows(Plane* p, const uint8_t* data, int64_t n, int64_t size, int64_t stride,
                 const int64_t* where, uint8_t* out, uint8_t* recs, int64_t* n_recs) {
    DefaultFp fp;
    Emit e{out, 0, recs, 0};
    p->last_drop = 0;
    rows(p, data, n, size, stride, where, -1, &e);
    *n_recs = e.n_recs;
    return e.n_out;
}

// DataPlane.push of a data-class frame `d` (`len` bytes held, `n` kept, `keep_ok`: no holes
// in its tkeep masks) from location `loc` (its index in member_loc): -1 (nothing changed) if
// it is not a data-class frame, else the bytes of the aggregate it completed written to `out`
// (0 or one datagram of at most MAX_FRAME - HDR_OFF bytes), its log record to `recs` (null:
// none), *n_recs the records; last_drop the reason it was dropped (0: accepted).
int64_t isw_frame(Plane* p, const uint8_t* d, int64_t len, int64_t n, int64_t keep_ok,
                  int64_t loc, uint8_t* out, uint8_t* recs, int64_t* n_recs) {
    *n_recs = 0;
    if (!data_class(p, d, len, n, keep_ok != 0)) return -1;
    DefaultFp fp;
    Emit e{out, 0, recs, 0};
    p->last_drop = 0;
    Reg r = frame_checks(p, d, n, keep_ok != 0);
    if (r == Reg::DROPS) r = row(p, d + HDR_OFF, n - HDR_OFF, loc, &e);
    if (r != Reg::DROPS) dropped(p, r);
    *n_recs = e.n_recs;
    return e.n_out;
}

// switchd's loop for data bursts (Switchd.serve): receive every burst waiting (into the
// arena), add them in arrival order, write the log records, send the aggregates; again,
// until nothing arrives within wait_s (IDLE), a signal (INTERRUPTED), a burst Python must
// handle (HANDOFF: a control or regular datagram, a new sender; it and the bursts after it
// are in `pending`), the lookup log is full (FULL) or the deadline passed (DEADLINE).
// Negative: -errno of a socket or log error.
int64_t isw_serve(Serve* s, Plane* p) {
    DefaultFp fp;
    int64_t runs[3 * MAX_RUNS];
    Received got[MAX_BURSTS];
    s->n_lookups = 0;
    s->n_pending = 0;
    for (;;) {
        int w = wait_readable((int)s->fd, s->wait_s);
        if (w == -EINTR) return INTERRUPTED;
        if (w < 0) return w;
        if (w == 0) return IDLE;
        int n = recv_bursts((int)s->fd, s->arena, s->slot_bytes, MAX_BURSTS, got);
        if (n < 0 && n != -ECONNREFUSED) return n;
        Emit e{s->out, 0, s->log_fd >= 0 ? s->recs : nullptr, 0};
        int64_t n_runs = 0;
        process(s, p, got, n > 0 ? n : 0, &e, runs, &n_runs);
        int64_t err = deliver(s, p, &e, runs, n_runs);
        if (err) return err;
        if (s->n_pending) return HANDOFF;
        if (s->n_lookups + 2 * MAX_BURSTS > s->lookups_cap) return FULL;
        if (now_s() >= s->deadline) return DEADLINE;
    }
}

}  // extern "C"
