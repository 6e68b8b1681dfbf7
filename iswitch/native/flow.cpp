// A worker's all-reduce of one gradient, compiled: the window loop of iswitch.torch._Flow for
// the common case (docs/training.md section 2.3).
//
// Why compiled: each wake-up of the Python loop (send what the window allows, receive a
// burst, place its aggregates) costs tens of microseconds of interpreter and numpy calls, a
// few hundred times per gradient; this loop does the same work in a few system calls.
//
// isw_flow_run sends the segments the window allows (segment i may go once the aggregate of
// segment i - K is here), in order, one GSO sendmsg per run, and takes bursts of full-size
// aggregates of consecutive new segments of this gradient (what _Flow._take_run takes). It
// returns to Python when the gradient is complete, when a burst needs Python (an Ack, a
// duplicate, a short last segment, anything else: `p_*` describes it), on a signal, or at the
// deadline; Python then runs the protocol's loss recovery (Help, RETX, timeouts) exactly as
// without this loop. It keeps the flow's records: when each segment was sent (`due`, `timed`),
// the round-trip samples of the segments it takes, the time of the last progress.
#include "common.h"

namespace isw {

// One gradient's flow (the ctypes structure _FlowState in iswitch/native/__init__.py).
struct Flow {
    int64_t fd, tos;  // the socket (connected to the switch), the ToS byte of data
    GsoLimits gso_limits;
    int64_t gso;  // in/out: GSO sends work
    const uint8_t* headers;  // this worker's data headers (S x HDR_LEN bytes)
    const uint8_t* grad;  // its gradient (n fp32): the payloads
    int64_t n, S, full, K, job;
    int64_t sent;  // in/out: segments sent (in order)
    uint8_t* got;  // per segment: its aggregate is here
    int64_t ngot;  // in/out
    double* due;  // per segment: when it was sent
    uint8_t* timed;  // per segment: its round trip may be timed
    float* result;  // the sums (n floats)
    int64_t* nsum;  // per segment: the aggregate's header fields
    int64_t* contrib;
    int64_t* flags;
    int64_t seg0;  // the wire number of segment 0
    uint8_t* arena;  // received bursts: FLOW_RECV slots of slot_bytes
    int64_t slot_bytes;
    double deadline;  // return by then (CLOCK_MONOTONIC seconds)
    double* samples;  // out: round-trip samples, in order
    int64_t samples_cap, n_samples;
    double progress;  // out: when the last new aggregate arrived (0: none)
    // out (HANDOFF): the received bursts left to Python, in order (a `Received` each)
    int64_t n_pending;
    Received pending[8];
};

constexpr int FLOW_RECV = 8;  // bursts per receive (native.FLOW_BURSTS)

enum FlowRc : int64_t { COMPLETE = 0, HANDOFF = 1, INTERRUPTED = 2, DEADLINE = 3, REFUSED = 4 };

constexpr int64_t ROW = HDR_LEN + ELEM_BYTES * MAX_ELEMS;

// Send every segment the window allows.
static int pump(Flow* f) {
    int64_t e = f->sent;
    while (e < f->S && (e < f->K || f->got[e - f->K])) e++;
    if (e == f->sent) return 0;
    int err = send_rows((int)f->fd, f->headers, f->grad, f->n, f->sent, e, (int)f->tos, &f->gso,
                        f->gso_limits);
    if (err) return err;
    double now = now_s();
    for (int64_t i = f->sent; i < e; i++) {
        f->due[i] = now;
        f->timed[i] = 1;
    }
    f->sent = e;
    return 0;
}

// memcpy through the C library: GCC expands a memcpy of constant size inline as `rep movsq`,
// which copies a payload into cold memory at a third of the library's speed on this
// project's hosts (measured: 6.7 MB in 1440-byte rows, 0.9 vs 0.3 ms).
__attribute__((noipa)) static void copy(void* dst, const void* src, size_t n) {
    std::memcpy(dst, src, n);
}

// Take a burst of full-size aggregates of this job for consecutive new segments of this
// gradient (_Flow._take_run); false (nothing taken) if it is anything else.
static bool take_run(Flow* f, const uint8_t* data, int64_t len, int64_t size) {
    if (size != ROW || len % ROW) return false;
    int64_t n = len / ROW;
    uint32_t s0 = field(data, DATA_SEG_OFF, 4);
    int64_t i0 = (uint32_t)(s0 - (uint32_t)f->seg0);
    if (i0 + n > f->full) return false;
    for (int64_t j = 0; j < n; j++) {
        const uint8_t* d = data + j * ROW;
        if (field(d, DATA_MAGIC_OFF, 1) != MAGIC || field(d, DATA_VT_OFF, 1) != VT_DATA ||
            field(d, DATA_JOB_OFF, 2) != (uint32_t)f->job ||
            field(d, DATA_WORKER_OFF, 2) != SWITCH_WORKER_ID ||
            field(d, DATA_COUNT_OFF, 2) != (uint32_t)MAX_ELEMS ||
            !(field(d, DATA_FLAGS_OFF, 2) & FLAG_AGG) ||
            field(d, DATA_SEG_OFF, 4) != (uint32_t)(s0 + j) || f->got[i0 + j])
            return false;
    }
    double now = now_s(), first = -1;
    for (int64_t j = 0; j < n; j++) {
        const uint8_t* d = data + j * ROW;
        int64_t i = i0 + j;
        copy(f->result + i * MAX_ELEMS, d + HDR_LEN, ELEM_BYTES * MAX_ELEMS);
        f->got[i] = 1;
        f->nsum[i] = field(d, DATA_NSUM_OFF, 2);
        f->contrib[i] = field(d, DATA_CONTRIB_OFF, 4);
        f->flags[i] = field(d, DATA_FLAGS_OFF, 2);
        if (f->timed[i] && (first < 0 || f->due[i] < first)) first = f->due[i];
    }
    f->ngot += n;
    f->progress = now;
    if (first >= 0) f->samples[f->n_samples++] = now - first;
    return true;
}

}  // namespace isw

using namespace isw;

extern "C" {

int64_t isw_sizeof_flow(void) { return sizeof(Flow); }

// The worker's datagrams [a, b) of the flow's gradient (`send_rows`; _Flow.pump of the
// asynchronous mode and RETX). Returns 0 or -errno.
int64_t isw_send_rows(Flow* f, int64_t a, int64_t b) {
    return -send_rows((int)f->fd, f->headers, f->grad, f->n, a, b, (int)f->tos, &f->gso,
                      f->gso_limits);
}

int64_t isw_flow_run(Flow* f) {
    f->n_samples = 0;
    f->progress = 0;
    f->n_pending = 0;
    for (;;) {
        int err = pump(f);
        if (err) return -err;
        if (f->ngot == f->S) return COMPLETE;
        double left = f->deadline - now_s();
        if (left <= 0) return DEADLINE;
        int w = wait_readable((int)f->fd, left);
        if (w == -EINTR) return INTERRUPTED;
        if (w < 0) return w;
        if (w == 0) return DEADLINE;
        Received r[FLOW_RECV];
        int n = recv_bursts((int)f->fd, f->arena, f->slot_bytes, FLOW_RECV, r);
        if (n == -ECONNREFUSED) return REFUSED;
        if (n < 0) return n;
        for (int i = 0; i < n; i++) {
            if (!take_run(f, f->arena + r[i].off, r[i].len, r[i].size)) {
                f->n_pending = n - i;
                std::memcpy(f->pending, r + i, (size_t)(n - i) * sizeof(Received));
                return HANDOFF;
            }
        }
        if (f->samples_cap - f->n_samples < FLOW_RECV) return DEADLINE;  // let Python take them
    }
}

}  // extern "C"
