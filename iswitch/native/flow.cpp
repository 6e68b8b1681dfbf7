// SwitchClient's data path (iswitch/torch.py; docs/training.md section 2.3): the worker
// protocol over the client's UDP socket, on the one worker state machine of worker.h in its
// socket mode (`worker::socket_policy`), with a nanosecond CLOCK_MONOTONIC clock.
//
// The engine (`Engine`, one per SwitchClient) holds the segments in flight between this
// worker and the switch, numbered with unwrapped integers (the wire carries them mod 2^32),
// in *pieces* of one gradient each (an all-reduce, or an update of the asynchronous
// stream): the window pump across pieces, one GSO sendmsg of gathered iovecs per run of
// segments (the gradient is not copied in user space); the take of received bursts (a run
// of full-size new aggregates of one piece in one pass, anything else datagram by datagram
// with every check: job, segment, size, the AGG flag, a second copy equal to the first);
// the stream's pieces of updates others began; loss recovery (the machine's Help rounds:
// the gap rule, the RFC 6298 RTO with Karn's rule and backoff, the per-round budget; RETX
// when Help answers NOT_DONE) and the timeout without progress.
//
// Python keeps the API and the control path: iswitch.client.Control parses every
// control-sized datagram (Acks), so a burst of them is handed back (`HANDOFF`) and the Acks
// come in again through isw_flow_ack; Control's request ids and the socket's GSO state go
// in and out of every call (`Io`), so the Helps sent here and Control's requests never share
// an id. Errors come back as codes with their numbers (`Io.err_*`); Python words them.
#include <memory>
#include <new>

#include "common.h"
#include "worker.h"

namespace isw {

// The in/out block of every call (the ctypes structure _FlowIo in iswitch/native/__init__.py).
struct Io {
    int64_t fd, data_tos, ctrl_tos;  // the socket (connected to the switch), ToS bytes
    GsoLimits gso_limits;
    int64_t gso;  // in/out: GSO sends work
    int64_t seq;  // in/out: Control's last request id (a Help takes the next)
    double wait_s;  // STEP: wait up to this long for the first burst
    uint8_t* arena;  // received bursts: FLOW_RECV slots of slot_bytes
    int64_t slot_bytes;
    int64_t err_seg, err_status;  // out: the segment (wire number) and status of an error
    int64_t n_pending;  // out (HANDOFF): control-sized bursts left to Control, in order
    Received pending[8];
};

constexpr int FLOW_RECV = 8;  // bursts per receive (native.FLOW_BURSTS)
constexpr int64_t ROW = HDR_LEN + ELEM_BYTES * MAX_ELEMS;
constexpr int64_t MASK = 0xFFFFFFFFll;
constexpr int64_t HALF = 1ll << 31;

enum Rc : int64_t {
    COMPLETE = 0, HANDOFF = 1, INTERRUPTED = 2, DEADLINE = 3, REFUSED = 4,
    DIFFER = 5, STALLED = 6, GONE = 7, HELP_REFUSED = 8,
    GO_ON = 100,  // (internal: receive on)
};
enum Mode : int64_t { ALLREDUCE = 0, STEP = 1, DRAIN = 2, PUMP = 3 };

inline uint64_t now_ns() {
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000ull + (uint64_t)t.tv_nsec;
}

// memcpy through the C library: GCC expands a memcpy of constant size inline as `rep movsq`,
// which copies a payload into cold memory at a third of the library's speed on this
// project's hosts (measured: 6.7 MB in 1440-byte rows, 0.9 vs 0.3 ms).
__attribute__((noipa)) static void copy(void* dst, const void* src, size_t n) {
    std::memcpy(dst, src, n);
}

// A piece's data beside the machine's per-segment state.
struct Data {
    int64_t n = 0, full = 0, tail = 0;
    float* result = nullptr;  // the sums (n floats): the caller's, or `own_result`
    std::vector<float> own_result, own_grad;
    std::vector<uint8_t> headers;  // if contributing: S x HDR_LEN
    const float* grad = nullptr;  // if contributing: the payloads
    int64_t sent = 0;  // segments sent (in order)
    std::vector<int64_t> nsum, contrib, flags;  // per segment: the aggregate's header fields
};

using Store = worker::Segments<Data>;
using Piece = Store::Piece;

struct Engine {
    worker::BasicMachine<Store> m;
    int64_t K, job, worker;
    uint64_t retry, timeout;  // ns
    uint64_t last_progress = 0, last_check = 0;
    int64_t not_done = -1;  // contributions of the last NOT_DONE (-1: none)
    int64_t helps = 0, retx = 0, duplicates = 0, ignored = 0;
    // the asynchronous stream (open: S_u > 0)
    int64_t base = 0, S_u = 0, numel = 0, version = 0, last_submitted = -1, head = 0;

    Engine(int64_t k, int64_t j, int64_t w, uint64_t retry_ns, uint64_t timeout_ns, int64_t floor)
        : m(worker::socket_policy(retry_ns, timeout_ns), 0), K(k), job(j), worker(w),
          retry(retry_ns), timeout(timeout_ns) {
        m.store().set_floor(floor);
        last_progress = last_check = now_ns();
    }

    Store& st() { return m.store(); }

    Piece* piece(int64_t r0, int64_t n, bool seen) {
        const int64_t S = (n + MAX_ELEMS - 1) / MAX_ELEMS;
        Piece* p = st().find_r0(r0);
        if (p) return p;
        p = st().piece(r0, S, now_ns(), seen);
        p->n = n;
        p->full = n / MAX_ELEMS;
        p->tail = n - p->full * MAX_ELEMS;
        p->nsum.assign((size_t)S, 0);
        p->contrib.assign((size_t)S, 0);
        p->flags.assign((size_t)S, 0);
        return p;
    }

    int64_t size_of(const Piece* p, int64_t i) const {
        return i < p->full ? ROW : HDR_LEN + ELEM_BYTES * p->tail;
    }

    // Our contribution `grad` to `p`: its data headers (the payloads are read from grad
    // when each datagram is sent).
    void contribute(Piece* p, const float* grad) {
        p->headers.assign((size_t)(p->S * HDR_LEN), 0);
        for (int64_t i = 0; i < p->S; i++) {
            uint8_t* h = &p->headers[(size_t)(i * HDR_LEN)];
            worker::dg_put(h, DATA_MAGIC_OFF, 1, MAGIC);
            worker::dg_put(h, DATA_VT_OFF, 1, VT_DATA);
            worker::dg_put(h, DATA_JOB_OFF, 2, (uint32_t)job);
            worker::dg_put(h, DATA_SEG_OFF, 4, (uint32_t)((p->r0 + i) & MASK));
            worker::dg_put(h, DATA_WORKER_OFF, 2, (uint32_t)worker);
            worker::dg_put(h, DATA_COUNT_OFF, 2, (uint32_t)(i < p->full ? MAX_ELEMS : p->tail));
            worker::dg_put(h, DATA_NSUM_OFF, 2, 1);
        }
        p->grad = grad;
        st().contribute_piece(p);
    }

    bool awaited(const Piece& p) const {
        if (S_u == 0) return true;
        const int64_t u = (p.r0 - base) / S_u;
        return u <= last_submitted || p.ngot > 0;
    }

    // Send every segment the window allows (section 8: segment r may go once the aggregate
    // of r - K is here), in order, a run per gathered GSO sendmsg.
    int pump(Io* io) {
        for (auto& pp : st().pieces()) {
            Piece* p = pp.get();
            if (p->headers.empty() || p->sent == p->S) continue;
            int64_t e = p->sent;
            while (e < p->S) {
                const int64_t j = e - K;
                if (j >= 0 ? p->state[(size_t)j] != Store::HELD
                           : !st().has((uint64_t)(p->r0 + j)))
                    break;
                e++;
            }
            if (e > p->sent) {
                int err = send_rows((int)io->fd, p->headers.data(),
                                    reinterpret_cast<const uint8_t*>(p->grad), p->n, p->sent, e,
                                    (int)io->data_tos, &io->gso, io->gso_limits);
                if (err) return err;
                const uint64_t now = now_ns();
                for (int64_t i = p->sent; i < e; i++) st().sent_at(p, i, now);
                p->sent = e;
            }
            if (p->sent < p->S) return 0;  // in order: a later piece waits for this one
        }
        return 0;
    }

    // Aggregates of segments (unwrapped) arrived: the stream opens the pieces of updates not
    // seen yet and moves `head`.
    void open(int64_t r) {
        if (S_u == 0 || r < base) return;
        const int64_t u = (r - base) / S_u;
        if (version <= u && u <= version + (1 << 16)) {
            Piece* p = piece(base + u * S_u, numel, true);
            if (!p->result) {  // (made here: its sums are the engine's)
                p->own_result.assign((size_t)numel, 0.0f);
                p->result = p->own_result.data();
            }
            head = std::max(head, u + 1);
        }
    }

    void progress(uint64_t now) {
        last_progress = now;
        m.progress();
    }

    // A run of full-size aggregates of this job for consecutive new segments of one piece,
    // taken in one pass; false (nothing taken) if the burst is anything else.
    bool take_run(const uint8_t* data, int64_t len, int64_t size) {
        if (size != ROW || len % ROW || len == 0) return false;
        const int64_t n = len / ROW;
        const uint32_t s0 = field(data, DATA_SEG_OFF, 4);
        const int64_t floor = st().floor();
        const int64_t r0 = floor + (((int64_t)s0 - floor) & MASK);
        for (int64_t j = 0; j < n; j++) {
            const uint8_t* d = data + j * ROW;
            if (field(d, DATA_MAGIC_OFF, 1) != MAGIC || field(d, DATA_VT_OFF, 1) != VT_DATA ||
                field(d, DATA_JOB_OFF, 2) != (uint32_t)job ||
                field(d, DATA_WORKER_OFF, 2) != SWITCH_WORKER_ID ||
                field(d, DATA_COUNT_OFF, 2) != (uint32_t)MAX_ELEMS ||
                !(field(d, DATA_FLAGS_OFF, 2) & FLAG_AGG) ||
                field(d, DATA_SEG_OFF, 4) != (uint32_t)(s0 + j))
                return false;
        }
        Piece* p = nullptr;
        int64_t i0 = 0;
        for (auto& q : st().pieces()) {
            i0 = r0 - q->r0;
            if (i0 >= 0 && i0 + n <= q->full) {
                p = q.get();
                break;
            }
        }
        if (!p) return false;
        for (int64_t j = 0; j < n; j++)
            if (p->state[(size_t)(i0 + j)] == Store::HELD) return false;
        const uint64_t now = now_ns();
        uint64_t first = UINT64_MAX;
        for (int64_t j = 0; j < n; j++) {
            const uint8_t* d = data + j * ROW;
            const int64_t i = i0 + j;
            copy(p->result + i * MAX_ELEMS, d + HDR_LEN, ELEM_BYTES * MAX_ELEMS);
            p->nsum[(size_t)i] = field(d, DATA_NSUM_OFF, 2);
            p->contrib[(size_t)i] = field(d, DATA_CONTRIB_OFF, 4);
            p->flags[(size_t)i] = field(d, DATA_FLAGS_OFF, 2);
            if (p->timed[(size_t)i]) first = std::min(first, p->last[(size_t)i]);
            st().hold_at(p, i, now);
        }
        open(p->r0);
        progress(now);
        if (first != UINT64_MAX) m.sample((double)(now - first));
        return true;
    }

    // Any burst of data-sized datagrams: its datagrams of `size` bytes, then the shorter
    // last one if any; DIFFER (with io->err_seg) when a second copy differs from the first,
    // else COMPLETE.
    int64_t take(const uint8_t* data, int64_t len, int64_t size, Io* io) {
        if (len <= 0) return COMPLETE;  // (no datagram)
        if (size <= 0 || size > len) size = len;
        const int64_t full = len / size * size;
        if (full) {
            const int64_t rc = take_rows(data, full, size, io);
            if (rc != COMPLETE || full == len) return rc;
        }
        return take_rows(data + full, len - full, len - full, io);
    }

    // Datagrams of `size` bytes back to back (every check, datagram by datagram).
    int64_t take_rows(const uint8_t* data, int64_t len, int64_t size, Io* io) {
        if (take_run(data, len, size)) return COMPLETE;
        const int64_t rows = len / size, sz = size;
        std::vector<int64_t> rs((size_t)rows, -1);  // unwrapped segment of a datagram (-1: bad)
        for (int64_t j = 0; j < rows; j++) {
            if (sz < HDR_LEN + 4 || (sz - HDR_LEN) % 4) continue;
            const uint8_t* d = data + j * size;
            const int64_t floor = st().floor();
            const int64_t dist = ((int64_t)field(d, DATA_SEG_OFF, 4) - floor) & MASK;
            if (field(d, DATA_MAGIC_OFF, 1) == MAGIC && field(d, DATA_VT_OFF, 1) == VT_DATA &&
                (field(d, DATA_FLAGS_OFF, 2) & FLAG_AGG) &&
                field(d, DATA_JOB_OFF, 2) == (uint32_t)job &&
                field(d, DATA_WORKER_OFF, 2) == SWITCH_WORKER_ID && dist < HALF &&
                field(d, DATA_COUNT_OFF, 2) == (uint32_t)((sz - HDR_LEN) / 4))
                rs[(size_t)j] = floor + dist;
        }
        for (int64_t j = 0; j < rows; j++)
            if (rs[(size_t)j] >= 0) open(rs[(size_t)j]);
        int64_t taken = 0;
        for (auto& pp : st().pieces()) {
            Piece* p = pp.get();
            // which datagrams are of this piece and fit it; second copies must equal the first
            std::vector<int64_t> mine;
            for (int64_t j = 0; j < rows; j++) {
                const int64_t r = rs[(size_t)j];
                if (r < p->r0 || r >= p->r0 + p->S) continue;
                const int64_t i = r - p->r0;
                if (sz != size_of(p, i) || (sz == ROW) != (i < p->full)) continue;
                mine.push_back(j);
            }
            if (mine.empty()) continue;
            for (int64_t j : mine) {
                const int64_t i = rs[(size_t)j] - p->r0;
                if (p->state[(size_t)i] != Store::HELD) continue;
                const int64_t count = i < p->full ? MAX_ELEMS : p->tail;
                if (std::memcmp(p->result + i * MAX_ELEMS, data + j * size + HDR_LEN,
                                (size_t)(ELEM_BYTES * count))) {
                    io->err_seg = (p->r0 + i) & MASK;
                    return DIFFER;
                }
            }
            const uint64_t now = now_ns();
            uint64_t first = UINT64_MAX;
            int64_t fresh = 0;
            for (int64_t j : mine) {
                const int64_t i = rs[(size_t)j] - p->r0;
                if (p->state[(size_t)i] == Store::HELD) continue;
                const uint8_t* d = data + j * size;
                const int64_t count = i < p->full ? MAX_ELEMS : p->tail;
                copy(p->result + i * MAX_ELEMS, d + HDR_LEN, (size_t)(ELEM_BYTES * count));
                p->nsum[(size_t)i] = field(d, DATA_NSUM_OFF, 2);
                p->contrib[(size_t)i] = field(d, DATA_CONTRIB_OFF, 4);
                p->flags[(size_t)i] = field(d, DATA_FLAGS_OFF, 2);
                if (p->timed[(size_t)i]) first = std::min(first, p->last[(size_t)i]);
                st().hold_at(p, i, now);
                fresh++;
            }
            duplicates += (int64_t)mine.size() - fresh;
            taken += (int64_t)mine.size();
            if (fresh) {
                progress(now);
                if (first != UINT64_MAX) m.sample((double)(now - first));
            }
        }
        ignored += rows - taken;
        return COMPLETE;
    }

    // Our datagram of segment i of p with RETX set.
    int retransmit(Piece* p, int64_t i, Io* io) {
        const int64_t count = i < p->full ? MAX_ELEMS : p->tail;
        std::vector<uint8_t> d((size_t)(HDR_LEN + ELEM_BYTES * count));
        std::memcpy(d.data(), &p->headers[(size_t)(i * HDR_LEN)], HDR_LEN);
        worker::dg_put(d.data(), DATA_FLAGS_OFF, 2,
                       field(d.data(), DATA_FLAGS_OFF, 2) | FLAG_RETX);
        std::memcpy(d.data() + HDR_LEN, p->grad + i * MAX_ELEMS, (size_t)(ELEM_BYTES * count));
        retx++;
        return send_burst((int)io->fd, d.data(), (int64_t)d.size(), (int64_t)d.size(),
                          (int)io->data_tos, nullptr, &io->gso, io->gso_limits);
    }

    int send_help(int64_t seg, uint32_t seq, Io* io) {
        uint8_t d[HDR_LEN] = {};
        worker::dg_put(d, CTRL_MAGIC_OFF, 1, MAGIC);
        worker::dg_put(d, CTRL_VT_OFF, 1, VT_CTRL);
        worker::dg_put(d, CTRL_JOB_OFF, 2, (uint32_t)job);
        worker::dg_put(d, CTRL_SEQ_OFF, 4, seq);
        worker::dg_put(d, CTRL_WORKER_OFF, 2, (uint32_t)worker);
        worker::dg_put(d, CTRL_ACTION_OFF, 1, static_cast<uint32_t>(Action::HELP));
        worker::dg_put(d, CTRL_VALUE_OFF, 4, (uint32_t)(seg & MASK));
        return send_burst((int)io->fd, d, HDR_LEN, HDR_LEN, (int)io->ctrl_tos, nullptr, &io->gso,
                          io->gso_limits);
    }

    // After receiving: send what the window allows; with nothing awaited, no timeout runs;
    // STALLED after `timeout` without progress; a Help round every half retry interval.
    int64_t recover(Io* io) {
        if (int e = pump(io)) return -e;
        const uint64_t now = now_ns();
        bool any = false;
        for (auto& p : st().pieces()) any |= !p->complete() && awaited(*p);
        if (!any) {
            last_progress = now;
            return COMPLETE;
        }
        if (now - last_progress >= timeout) return STALLED;
        if (now - last_check < retry / 2) return COMPLETE;
        last_check = now;
        int err = 0;
        helps += m.help_round(now, [&](const Piece& p) { return awaited(p); },
                              [&](const Piece& p, int64_t i) {
                                  io->seq = (io->seq + 1) & MASK;
                                  const int e = send_help(p.r0 + i, (uint32_t)io->seq, io);
                                  if (e && !err) err = e;
                                  return (uint32_t)io->seq;
                              });
        return err ? -(int64_t)err : (int64_t)COMPLETE;
    }

    // An Ack that Control received.
    int64_t ack(uint32_t seq, uint8_t acked, uint8_t status, int64_t result, Io* io) {
        const worker::AckReply r = m.ack(seq, acked, status, now_ns());
        if (!r.matched) return COMPLETE;
        io->err_seg = (int64_t)(r.key & MASK);
        io->err_status = status;
        if (r.not_done) {
            not_done = result;
            if (r.retx) {
                int64_t i;
                Piece* p = st().find((int64_t)r.tag, &i);
                if (p && !p->headers.empty() && i < p->sent)
                    if (int e = retransmit(p, i, io)) return -e;
            }
            return COMPLETE;
        }
        if (r.fail)
            return status == static_cast<uint8_t>(Status::NO_SEGMENT) ? GONE : HELP_REFUSED;
        return COMPLETE;
    }

    // Receive what is waiting (up to FLOW_RECV bursts at a time): data taken here,
    // control-sized bursts handed to Control. Returns GO_ON, or a return code.
    int64_t receive(Io* io) {
        Received r[FLOW_RECV];
        const int n = recv_bursts((int)io->fd, io->arena, io->slot_bytes, FLOW_RECV, r);
        if (n == -ECONNREFUSED) return REFUSED;
        if (n < 0) return n;
        if (n == 0) return DEADLINE;
        for (int i = 0; i < n; i++) {
            if (r[i].size == HDR_LEN) {
                io->n_pending = n - i;
                std::memcpy(io->pending, r + i, (size_t)(n - i) * sizeof(Received));
                return HANDOFF;
            }
            const int64_t rc = take(io->arena + r[i].off, r[i].len, r[i].size, io);
            if (rc != COMPLETE) {
                io->n_pending = 0;
                return rc;
            }
        }
        return GO_ON;
    }
};

}  // namespace isw

using namespace isw;

extern "C" {

int64_t isw_sizeof_flow_io(void) { return sizeof(Io); }

// An engine for a client of job `job`, worker id `worker`, window k, retry and timeout in
// ns; segments below `floor` (unwrapped) count as received. Null when out of memory.
void* isw_flow_new(int64_t k, int64_t job, int64_t worker, int64_t retry_ns, int64_t timeout_ns,
                   int64_t floor) {
    return new (std::nothrow) Engine(k, job, worker, (uint64_t)retry_ns, (uint64_t)timeout_ns,
                                     floor);
}

void isw_flow_free(void* e) { delete static_cast<Engine*>(e); }

// The piece of unwrapped segments from r0 of an n-element gradient, made if needed; with
// `grad` (n floats, alive until the piece is dropped) this worker contributes it; `result`
// (n floats, or null: the engine's own) receives the sums. 0, or -ENOMEM / -EEXIST (a
// contribution to a piece already contributed to).
int64_t isw_flow_piece(void* ep, int64_t r0, int64_t n, const float* grad, float* result,
                       int64_t copy_grad) {
    Engine* e = static_cast<Engine*>(ep);
    try {
        Piece* p = e->piece(r0, n, false);
        if (!p->result) {
            if (result) {
                p->result = result;
            } else {
                p->own_result.assign((size_t)n, 0.0f);
                p->result = p->own_result.data();
            }
        }
        if (grad) {
            if (!p->headers.empty()) return -EEXIST;
            if (copy_grad) {
                p->own_grad.assign(grad, grad + n);
                grad = p->own_grad.data();
            }
            e->contribute(p, grad);
        }
    } catch (const std::bad_alloc&) {
        return -ENOMEM;
    }
    return 0;
}

// out[0..2] of the piece from r0: whether there is one, its segments, the aggregates here.
void isw_flow_piece_info(void* ep, int64_t r0, int64_t* out) {
    const Piece* p = static_cast<Engine*>(ep)->st().find_r0(r0);
    out[0] = p != nullptr;
    out[1] = p ? p->S : 0;
    out[2] = p ? p->ngot : 0;
}

// Copy the piece's sums (n floats) and per-segment nsum and contrib (S each) out.
void isw_flow_piece_copy(void* ep, int64_t r0, float* result, int64_t* nsum, int64_t* contrib) {
    const Piece* p = static_cast<Engine*>(ep)->st().find_r0(r0);
    if (!p) return;
    std::memcpy(result, p->result, (size_t)p->n * sizeof(float));
    std::memcpy(nsum, p->nsum.data(), (size_t)p->S * sizeof(int64_t));
    std::memcpy(contrib, p->contrib.data(), (size_t)p->S * sizeof(int64_t));
}

// The piece from r0 was delivered (in order): forgotten.
void isw_flow_drop(void* ep, int64_t r0) {
    Engine* e = static_cast<Engine*>(ep);
    if (Piece* p = e->st().find_r0(r0)) e->st().drop(p);
}

// The asynchronous stream: updates of numel elements, the first at unwrapped segment
// base; version (updates delivered) and last_submitted as the caller keeps them. Returns
// `head` (one past the newest update of which an aggregate arrived).
int64_t isw_flow_stream(void* ep, int64_t base, int64_t numel, int64_t version,
                        int64_t last_submitted) {
    Engine* e = static_cast<Engine*>(ep);
    if (e->S_u == 0 && numel > 0) {
        e->base = base;
        e->numel = numel;
        e->S_u = (numel + MAX_ELEMS - 1) / MAX_ELEMS;
        e->head = 0;
    }
    e->version = version;
    e->last_submitted = last_submitted;
    return e->head;
}

// The data path: ALLREDUCE (the one piece of an all-reduce: send, receive and take for up
// to half the retry interval, or until it is complete or a burst needs Control), STEP
// (send, wait up to io->wait_s for a burst, take everything waiting), DRAIN (STEP's
// receiving again, without waiting, after a HANDOFF), PUMP (only send what the window
// allows). Returns an Rc or -errno.
int64_t isw_flow_run(void* ep, Io* io, int64_t mode) {
    Engine* e = static_cast<Engine*>(ep);
    io->n_pending = 0;
    try {
        if (mode != DRAIN) {
            if (int err = e->pump(io)) return -err;
        }
        if (mode == PUMP) return COMPLETE;
        if (mode == ALLREDUCE) {
            const uint64_t deadline = now_ns() + e->retry / 2;
            for (;;) {
                bool done = true;
                for (auto& p : e->st().pieces()) done &= p->complete();
                if (done) return COMPLETE;
                const uint64_t now = now_ns();
                if (now >= deadline) return DEADLINE;
                const int w = wait_readable((int)io->fd, (double)(deadline - now) * 1e-9);
                if (w == -EINTR) return INTERRUPTED;
                if (w < 0) return w;
                if (w == 0) return DEADLINE;
                const int64_t rc = e->receive(io);
                if (rc != GO_ON && rc != DEADLINE) return rc;
                if (int err = e->pump(io)) return -err;
            }
        }
        if (mode == STEP) {
            const int w = wait_readable((int)io->fd, io->wait_s);
            if (w == -EINTR) return INTERRUPTED;
            if (w < 0) return w;
            if (w == 0) return DEADLINE;
        }
        for (;;) {
            const int64_t rc = e->receive(io);
            if (rc != GO_ON) return rc;
        }
    } catch (const std::bad_alloc&) {
        return -ENOMEM;
    }
}

// A burst Control handed on (not an Ack): taken as any received burst. COMPLETE or DIFFER.
int64_t isw_flow_take(void* ep, Io* io, const uint8_t* data, int64_t len, int64_t size) {
    try {
        return static_cast<Engine*>(ep)->take(data, len, size, io);
    } catch (const std::bad_alloc&) {
        return -ENOMEM;
    }
}

// An Ack Control received: COMPLETE, GONE or HELP_REFUSED (io->err_*), or -errno.
int64_t isw_flow_ack(void* ep, Io* io, int64_t seq, int64_t acked, int64_t status,
                     int64_t result) {
    return static_cast<Engine*>(ep)->ack((uint32_t)seq, (uint8_t)acked, (uint8_t)status, result,
                                          io);
}

// The recovery after receiving: COMPLETE, STALLED, or -errno.
int64_t isw_flow_recover(void* ep, Io* io) {
    try {
        return static_cast<Engine*>(ep)->recover(io);
    } catch (const std::bad_alloc&) {
        return -ENOMEM;
    }
}

// out[0..6]: helps, retx, duplicates, ignored, the last NOT_DONE's contributions (-1:
// none), whether any piece holds an aggregate, the stream's head.
void isw_flow_counts(void* ep, int64_t* out) {
    Engine* e = static_cast<Engine*>(ep);
    out[0] = e->helps;
    out[1] = e->retx;
    out[2] = e->duplicates;
    out[3] = e->ignored;
    out[4] = e->not_done;
    bool any = false;
    for (auto& p : e->st().pieces()) any |= p->ngot > 0;
    out[5] = any;
    out[6] = e->head;
}

// The missing segments (wire numbers) of the awaited pieces, up to cap of them into out;
// returns how many there are, and *total their pieces' segments.
int64_t isw_flow_missing(void* ep, int64_t* out, int64_t cap, int64_t* total) {
    Engine* e = static_cast<Engine*>(ep);
    int64_t n = 0;
    *total = 0;
    for (auto& p : e->st().pieces()) {
        if (p->complete() || !e->awaited(*p)) continue;
        *total += p->S;
        for (int64_t i = 0; i < p->S; i++) {
            if (p->state[(size_t)i] == Store::HELD) continue;
            if (n < cap) out[n] = (p->r0 + i) & MASK;
            n++;
        }
    }
    return n;
}

// The window loop's progress stamp: now (an all-reduce begins).
void isw_flow_touch(void* ep) { static_cast<Engine*>(ep)->last_progress = now_ns(); }

}  // extern "C"
