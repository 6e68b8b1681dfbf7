// The worker protocol's state machine in C++ (docs/protocol.md sections 8 and 11), without
// I/O and without a clock of its own: the fast implementation beside the reference,
// iswitch.worker.Session, cross-tested against it frame by frame (tests/test_native_worker.py).
//
// Two drivers use it:
// - the harness's endpoints (tb/nf_datapath/compiled/endpoint.h), whose time is the
//   simulated cycle and whose frames are the harness's queues;
// - `Allreduce` below (one gradient, datagram by datagram: Session's semantics), whose time
//   is whatever integer the caller counts in, driven through ctypes by
//   iswitch.native.NativeSession (worker.cpp).
//
// `Machine` owns the recovery: the contributions sent whose aggregate has not come
// (`pending`), the aggregates here (`held`, with the time each came), the Helps awaiting
// their Ack, and when to ask for Help. Its clock is a parameter of every call (an integer:
// cycles in the harness; any unit on a socket), its recovery policy a parameter of its
// constructor (`Policy`). The caller owns the bytes: what the machine decides comes back as
// small results (a Help to send for segment `key`, a RETX of the contribution tagged `tag`),
// and the caller builds and sends the frames.
//
// Keys are the caller's segment numbers (the wire's 32-bit serials in the harness, indices
// of the gradient in `Allreduce`); `pending` is visited in key order: the oldest first.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>
#include <unordered_map>
#include <vector>

#include "iswitch_wire.h"

namespace worker {

namespace w = iswitch_wire;

// When to ask for Help, and what an Ack ends.
struct Policy {
    // A segment's aggregate this late after its contribution left, or after its Help was
    // answered OK / NOT_DONE, is asked for (in clock units).
    uint64_t help_timeout = 0;
    // Helps awaiting their Ack at once (0: no bound).
    uint32_t max_helps = 0;
    // A Help without an Ack for help_timeout is forgotten (its Ack, if it comes, is ignored).
    bool helps_expire = false;
    // An Ack other than OK and NOT_DONE ends the segment's recovery (else only NO_SEGMENT).
    bool refusal_ends = false;
};

// The harness endpoint's policy: one Help at a time, expiring after the timeout, any
// refusal ends the segment's recovery.
inline Policy one_at_a_time(uint64_t timeout) { return Policy{timeout, 1, true, true}; }

// iswitch.worker.Session's policy: a Help per timeout for the oldest segment missing, as
// many in flight as asked, only NO_SEGMENT gives a segment up.
inline Policy session_policy(uint64_t timeout) { return Policy{timeout, 0, false, false}; }

// A Help to send: for segment `key`, with request id `seq`; `tag` is the caller's tag of
// the contribution.
struct HelpReq {
    bool send = false;
    uint64_t key = 0, tag = 0;
    uint32_t seq = 0;
};

// What an Ack meant: `matched` when it answers a Help awaited (of segment `key`); `retx`
// when the contribution tagged `tag` is to be sent again with RETX.
struct AckReply {
    bool matched = false, retx = false;
    uint64_t key = 0, tag = 0;
};

class Machine {
public:
    Machine() = default;
    Machine(Policy p, uint32_t first_seq) : policy_(p), next_seq_(first_seq) {}

    const Policy& policy() const { return policy_; }
    const std::unordered_map<uint64_t, uint64_t>& held() const { return held_; }
    bool has(uint64_t key) const { return held_.count(key) != 0; }
    size_t n_pending() const { return pending_.size(); }
    bool any_pending() const { return !pending_.empty(); }
    uint64_t oldest_pending() const { return pending_.begin()->first; }

    // The window (section 8): segment `key` may go once the aggregate of key - k is here;
    // keys below `first` + k at once.
    bool may_send(uint64_t key, uint64_t first, uint64_t k) const {
        return key < first + k || has(key - k);
    }

    // Something was sent at `now`: the next `tick` looks again.
    void touch(uint64_t now) { wake_ = now; }

    // Our contribution to segment `key` left at `now`: remembered until its aggregate comes.
    void contributed(uint64_t key, uint64_t tag, uint64_t now) {
        if (!has(key)) pending_[key] = Pending{tag, now};
        wake_ = now;
    }

    // The aggregate of `key` came at `now`; true for its first copy.
    bool aggregate(uint64_t key, uint64_t now) {
        if (!held_.emplace(key, now).second) return false;
        pending_.erase(key);
        lost_.erase(key);
        return true;
    }

    // An Ack (its seq, the action it answers, its status) came at `now`.
    AckReply ack(uint32_t seq, uint8_t acked, uint8_t status, uint64_t now) {
        AckReply r;
        auto h = helps_.find(seq);
        if (h == helps_.end() || acked != static_cast<uint8_t>(w::Action::HELP)) return r;
        r.matched = true;
        r.key = h->second.key;
        helps_.erase(h);
        wake_ = now;
        if (has(r.key)) return r;
        auto p = pending_.find(r.key);
        const bool ok = status == static_cast<uint8_t>(w::Status::OK);
        const bool not_done = status == static_cast<uint8_t>(w::Status::NOT_DONE);
        if (ok || not_done) {
            if (p != pending_.end()) p->second.last = now;  // the replay follows, or a RETX
            if (not_done) {
                if (p != pending_.end()) {
                    r.retx = true;
                    r.tag = p->second.tag;
                } else if (auto l = lost_.find(r.key); l != lost_.end()) {
                    r.retx = true;
                    r.tag = l->second;
                }
            }
        } else if (p != pending_.end() && (policy_.refusal_ends || gone_for_good(status))) {
            lost_[r.key] = p->second.tag;  // gone for good, or refused: no more Help for it
            pending_.erase(p);
        }
        return r;
    }

    // The timers at `now`: Helps expire (`expired(key, seq)` for each), and a Help for the
    // oldest contribution whose aggregate is overdue, if the policy lets one more go out.
    template <class Expired>
    HelpReq tick(uint64_t now, Expired&& expired) {
        HelpReq r;
        if (policy_.help_timeout == 0 || now < wake_) return r;
        wake_ = UINT64_MAX;
        if (policy_.helps_expire) {
            for (auto h = helps_.begin(); h != helps_.end();) {
                const uint64_t end = h->second.at + policy_.help_timeout;
                if (now < end) {
                    wake_ = std::min(wake_, end);
                    ++h;
                    continue;
                }
                expired(h->second.key, h->first);
                h = helps_.erase(h);
            }
        }
        if (full()) return r;
        for (auto& [key, p] : pending_) {
            const uint64_t due = p.last + policy_.help_timeout;
            if (due > now) {
                wake_ = std::min(wake_, due);
                continue;
            }
            r = HelpReq{true, key, p.tag, next_seq_++};
            helps_[r.seq] = Help{key, now};
            if (policy_.helps_expire) wake_ = std::min(wake_, now + policy_.help_timeout);
            if (!full()) wake_ = now;  // another may be due at once
            return r;
        }
        return r;
    }

private:
    struct Pending {
        uint64_t tag;   // the caller's: what to send again with RETX
        uint64_t last;  // when it was sent, or its Help last answered
    };
    struct Help {
        uint64_t key, at;
    };
    bool full() const { return policy_.max_helps && helps_.size() >= policy_.max_helps; }
    static bool gone_for_good(uint8_t status) {
        return status == static_cast<uint8_t>(w::Status::NO_SEGMENT);
    }

    Policy policy_{};
    uint32_t next_seq_ = 0;
    uint64_t wake_ = UINT64_MAX;  // no tick does anything before this
    std::map<uint64_t, Pending> pending_;         // contributions whose aggregate has not come
    std::map<uint64_t, uint64_t> lost_;           // given up: key -> tag
    std::unordered_map<uint64_t, uint64_t> held_;  // aggregates here: key -> when
    std::map<uint32_t, Help> helps_;              // awaiting their Ack: seq -> Help
};

// ---------------------------------------------------------------- datagrams

inline void set_be(uint8_t* p, uint32_t v, int n) {
    for (int i = n - 1; i >= 0; i--, v >>= 8) p[i] = (uint8_t)v;
}

// A header field of a datagram (it starts at the iSwitch header; the offsets are the
// frame's, iswitch_wire's).
inline uint32_t dg_field(const uint8_t* dg, int off, int n) {
    return w::be(dg + off - w::HDR_OFF, n);
}
inline void dg_put(uint8_t* dg, int off, int n, uint32_t v) {
    set_be(dg + off - w::HDR_OFF, v, n);
}

// One gradient's all-reduce at one worker, datagram by datagram, as iswitch.worker.Session
// (the same inputs give the same datagrams and the same sum, bit for bit): `sendable` the
// data datagrams the window allows, `receive` aggregates (checked against this gradient's
// job, segments and counts; anything else is a counted ignore) and Acks, `tick` Help.
class Allreduce {
public:
    using Out = std::vector<std::vector<uint8_t>>;

    // `grad` and `result`: n floats each (the caller keeps them alive); segment i is wire
    // number seg0 + i.
    Allreduce(const float* grad, float* result, int64_t n, uint16_t job, uint16_t worker,
              int64_t k, uint32_t seg0, uint32_t first_seq, Policy p)
        : m_(p, first_seq), grad_(grad), result_(result), n_(n),
          S_((n + w::MAX_ELEMS - 1) / w::MAX_ELEMS), k_(k), job_(job), worker_(worker),
          seg0_(seg0), got_((size_t)S_, 0) {}

    int64_t segments() const { return S_; }
    int64_t received() const { return ngot_; }
    int64_t ignored() const { return ignored_; }
    bool done() const { return ngot_ == S_; }

    // The data datagrams the window allows at `now` (each segment once), appended to out.
    void sendable(uint64_t now, Out& out) {
        while (next_ < S_ && m_.may_send((uint64_t)next_, 0, (uint64_t)k_)) {
            out.push_back(data(next_, 0));
            m_.contributed((uint64_t)next_, (uint64_t)next_, now);
            next_++;
        }
    }

    // One received datagram at `now`; datagrams to send in reaction appended to out.
    void receive(const uint8_t* d, int64_t len, uint64_t now, Out& out) {
        if (len == w::HDR_LEN && vt(d) == w::VT_CTRL &&
            dg_field(d, w::CTRL_ACTION_OFF, 1) == static_cast<uint32_t>(w::Action::ACK)) {
            const AckReply r = m_.ack(dg_field(d, w::CTRL_SEQ_OFF, 4),
                                      (uint8_t)dg_field(d, w::CTRL_ACKED_OFF, 1),
                                      (uint8_t)dg_field(d, w::CTRL_STATUS_OFF, 1), now);
            if (r.retx) out.push_back(data((int64_t)r.tag, w::FLAG_RETX));
            return;
        }
        if (!take(d, len, now)) ignored_++;
    }

    // The timers at `now`: a Help datagram when one is due.
    void tick(uint64_t now, Out& out) {
        const HelpReq h = m_.tick(now, [](uint64_t, uint32_t) {});
        if (h.send) out.push_back(help((int64_t)h.key, h.seq));
    }

private:
    Machine m_;
    const float* grad_;
    float* result_;
    int64_t n_, S_, k_;
    uint16_t job_, worker_;
    uint32_t seg0_;
    std::vector<uint8_t> got_;
    int64_t next_ = 0, ngot_ = 0, ignored_ = 0;

    // The vt byte of an iSwitch datagram (0 if it is none: too short, another magic).
    static uint32_t vt(const uint8_t* d) {
        return dg_field(d, w::DATA_MAGIC_OFF, 1) == w::MAGIC ? dg_field(d, w::DATA_VT_OFF, 1) : 0;
    }

    int64_t count_of(int64_t i) const {
        return i + 1 < S_ ? w::MAX_ELEMS : n_ - (S_ - 1) * w::MAX_ELEMS;
    }

    // The aggregate of one of our segments: true if taken (a second copy must be identical).
    bool take(const uint8_t* d, int64_t len, uint64_t now) {
        if (len < w::HDR_LEN || vt(d) != w::VT_DATA) return false;
        if (!(dg_field(d, w::DATA_FLAGS_OFF, 2) & w::FLAG_AGG)) return false;
        if (dg_field(d, w::DATA_JOB_OFF, 2) != job_) return false;
        const int64_t i = (uint32_t)(dg_field(d, w::DATA_SEG_OFF, 4) - seg0_);
        if (i >= S_) return false;
        const int64_t count = dg_field(d, w::DATA_COUNT_OFF, 2);
        if (count != count_of(i) || len != w::HDR_LEN + w::ELEM_BYTES * count) return false;
        float* dst = result_ + i * w::MAX_ELEMS;
        const uint8_t* payload = d + w::HDR_LEN;
        const size_t bytes = (size_t)(w::ELEM_BYTES * count);
        if (got_[(size_t)i]) return std::memcmp(dst, payload, bytes) == 0;
        std::memcpy(dst, payload, bytes);  // little-endian host (iswitch.native checks)
        got_[(size_t)i] = 1;
        ngot_++;
        m_.aggregate((uint64_t)i, now);
        return true;
    }

    // Our datagram of segment i, with `flags`.
    std::vector<uint8_t> data(int64_t i, uint32_t flags) const {
        const int64_t count = count_of(i);
        std::vector<uint8_t> d((size_t)(w::HDR_LEN + w::ELEM_BYTES * count), 0);
        dg_put(d.data(), w::DATA_MAGIC_OFF, 1, w::MAGIC);
        dg_put(d.data(), w::DATA_VT_OFF, 1, w::VT_DATA);
        dg_put(d.data(), w::DATA_JOB_OFF, 2, job_);
        dg_put(d.data(), w::DATA_SEG_OFF, 4, seg0_ + (uint32_t)i);
        dg_put(d.data(), w::DATA_WORKER_OFF, 2, worker_);
        dg_put(d.data(), w::DATA_COUNT_OFF, 2, (uint32_t)count);
        dg_put(d.data(), w::DATA_NSUM_OFF, 2, 1);
        dg_put(d.data(), w::DATA_FLAGS_OFF, 2, flags);
        std::memcpy(d.data() + w::HDR_LEN, grad_ + i * w::MAX_ELEMS,
                    (size_t)(w::ELEM_BYTES * count));
        return d;
    }

    // Help(segment i) with request id seq.
    std::vector<uint8_t> help(int64_t i, uint32_t seq) const {
        std::vector<uint8_t> d((size_t)w::HDR_LEN, 0);
        dg_put(d.data(), w::CTRL_MAGIC_OFF, 1, w::MAGIC);
        dg_put(d.data(), w::CTRL_VT_OFF, 1, w::VT_CTRL);
        dg_put(d.data(), w::CTRL_JOB_OFF, 2, job_);
        dg_put(d.data(), w::CTRL_SEQ_OFF, 4, seq);
        dg_put(d.data(), w::CTRL_WORKER_OFF, 2, worker_);
        dg_put(d.data(), w::CTRL_ACTION_OFF, 1, static_cast<uint32_t>(w::Action::HELP));
        dg_put(d.data(), w::CTRL_VALUE_OFF, 4, seg0_ + (uint32_t)i);
        return d;
    }
};

}  // namespace worker
