// ctypes entry points of the worker state machine (worker.h): one gradient's all-reduce,
// datagram by datagram, its clock an integer the caller passes (iswitch.native.NativeSession;
// tests/test_native_worker.py runs it beside iswitch.worker.Session).
//
// Every call appends the datagrams to send to a queue that isw_worker_pop empties one at a
// time, so no caller-sized buffer can overflow. Received datagrams of any length and content
// are taken or counted as ignored, never trusted.
#include <new>

#include "worker.h"

namespace {

struct Handle {
    worker::Allreduce a;
    worker::Allreduce::Out out;
    size_t head = 0;  // next datagram of `out` to pop
};

// Run `f` on the session of handle `hp`; returns how many datagrams it queued.
template <class F>
int64_t queued(void* hp, F&& f) {
    Handle* h = static_cast<Handle*>(hp);
    const size_t before = h->out.size();
    f(h->a, h->out);
    return (int64_t)(h->out.size() - before);
}

void compact(Handle* h) {
    if (h->head == h->out.size()) {
        h->out.clear();
        h->head = 0;
    }
}

}  // namespace

extern "C" {

// A session over `grad` (n floats; the sums go to `result`, n floats; both outlive it);
// policy (help_timeout, max_helps, helps_expire, refusal_ends) as worker::Policy, or with
// socket_timeout > 0 worker::socket_policy(help_timeout, socket_timeout). Null when out of
// memory.
void* isw_worker_new(const float* grad, float* result, int64_t n, int64_t job, int64_t worker_id,
                     int64_t k, int64_t seg0, int64_t first_seq, int64_t help_timeout,
                     int64_t max_helps, int64_t helps_expire, int64_t refusal_ends,
                     int64_t socket_timeout) {
    const worker::Policy p =
        socket_timeout > 0
            ? worker::socket_policy((uint64_t)help_timeout, (uint64_t)socket_timeout)
            : worker::Policy{(uint64_t)help_timeout, (uint32_t)max_helps, helps_expire != 0,
                             refusal_ends != 0};
    return new (std::nothrow) Handle{
        worker::Allreduce(grad, result, n, (uint16_t)job, (uint16_t)worker_id, k,
                          (uint32_t)seg0, (uint32_t)first_seq, p),
        {}, 0};
}

void isw_worker_free(void* h) { delete static_cast<Handle*>(h); }

// The data datagrams the window allows at `now`; returns how many were queued.
int64_t isw_worker_sendable(void* hp, int64_t now) {
    return queued(hp, [&](auto& a, auto& out) { a.sendable((uint64_t)now, out); });
}

// One received datagram (`len` bytes, any content) at `now`; returns datagrams queued.
int64_t isw_worker_receive(void* hp, const uint8_t* d, int64_t len, int64_t now) {
    return queued(hp, [&](auto& a, auto& out) {
        a.receive(d, len < 0 ? 0 : len, (uint64_t)now, out);
    });
}

// The timers at `now` (a Help when one is due); returns datagrams queued.
int64_t isw_worker_tick(void* hp, int64_t now) {
    return queued(hp, [&](auto& a, auto& out) { a.tick((uint64_t)now, out); });
}

// The next queued datagram into buf (cap bytes): its length, 0 when none is queued, or
// -(its length) when it does not fit (it stays queued).
int64_t isw_worker_pop(void* hp, uint8_t* buf, int64_t cap) {
    Handle* h = static_cast<Handle*>(hp);
    if (h->head == h->out.size()) return 0;
    const std::vector<uint8_t>& d = h->out[h->head];
    if ((int64_t)d.size() > cap) return -(int64_t)d.size();
    std::memcpy(buf, d.data(), d.size());
    h->head++;
    compact(h);
    return (int64_t)d.size();
}

// out[0..3]: aggregates received, datagrams ignored, segments, Acks that refused a Help
// (the socket's mode).
void isw_worker_counts(void* hp, int64_t* out) {
    const worker::Allreduce& a = static_cast<Handle*>(hp)->a;
    out[0] = a.received();
    out[1] = a.ignored();
    out[2] = a.segments();
    out[3] = a.failed();
}

}  // extern "C"
