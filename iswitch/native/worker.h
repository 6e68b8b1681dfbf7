// The worker protocol's state machine in C++ (docs/protocol.md sections 8 and 11), without
// I/O and without a clock of its own: the fast implementation beside the reference,
// iswitch.worker.Session, cross-tested against it frame by frame (tests/test_native_worker.py).
//
// Three drivers use it:
// - the harness's endpoints (tb/nf_datapath/compiled/endpoint.h), whose time is the
//   simulated cycle and whose frames are the harness's queues (`Machine`: any keys, maps);
// - SwitchClient's data path (flow.cpp), whose time is CLOCK_MONOTONIC in nanoseconds and
//   whose frames are its socket's, in the socket's mode (`socket_policy`; dense segments);
// - `Allreduce` below (one gradient, datagram by datagram: Session's semantics, or any
//   policy), whose time is whatever integer the caller counts in, driven through ctypes by
//   iswitch.native.NativeSession (worker.cpp).
//
// `BasicMachine` owns the recovery: the contributions sent whose aggregate has not come
// (`pending`), the aggregates here (`held`), the Helps awaiting their Ack, and when to ask
// for Help. Its clock is a parameter of every call (an integer: cycles in the harness,
// nanoseconds on a socket), its recovery policy a parameter of its constructor (`Policy`),
// its storage a parameter of its type: `SparseKeys` (maps: the harness's serials of several
// jobs) or `Segments` (pieces of consecutive keys in dense arrays: the socket's hot path).
// The caller owns the bytes: what the machine decides comes back as small results (a Help
// to send for segment `key`, a RETX of the contribution tagged `tag`), and the caller
// builds and sends the frames.
//
// Keys are the caller's segment numbers (the wire's 32-bit serials in the harness,
// unwrapped numbers on the socket, indices of the gradient in `Allreduce`); `pending` is
// visited in key order: the oldest first.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <cmath>
#include <map>
#include <memory>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "iswitch_wire.h"

namespace worker {

namespace w = iswitch_wire;

// When to ask for Help, and what an Ack ends.
struct Policy {
    // A segment's aggregate this late after its contribution left, or after its Help was
    // answered OK / NOT_DONE, is asked for (in clock units). In the socket's mode: the
    // floor of the retransmission timeout.
    uint64_t help_timeout = 0;
    // Helps awaiting their Ack at once (0: no bound).
    uint32_t max_helps = 0;
    // A Help without an Ack for help_timeout is forgotten (its Ack, if it comes, is ignored).
    bool helps_expire = false;
    // An Ack other than OK and NOT_DONE ends the segment's recovery (else only NO_SEGMENT).
    bool refusal_ends = false;
    // The socket's mode (`socket_policy`; dense segments only): Help the way TCP
    // retransmits. A missing aggregate with `gap` later ones of its piece here was lost:
    // Help at once; the oldest `oldest` of each piece more than the RTO late: Help, and the
    // RTO doubles (up to `max_backoff` times) until an aggregate arrives. The RTO is RFC
    // 6298's srtt + 4 rttvar from the round trips of segments sent once and never helped
    // (Karn's rule), between help_timeout and rto_max, 5 help_timeout before any sample. A
    // segment is helped again only after another RTO; at most `per_round` Helps per tick;
    // of more than `helps_kept` Helps awaiting their Ack the oldest are forgotten down to
    // half. An Ack neither OK nor NOT_DONE is the caller's error (`AckReply::fail`), and
    // an Ack re-arms no timer.
    bool adaptive = false;
    uint64_t rto_max = 0;
    uint32_t gap = 0, oldest = 0, per_round = 0, max_backoff = 1, helps_kept = 0;
};

// The harness endpoint's policy: one Help at a time, expiring after the timeout, any
// refusal ends the segment's recovery.
inline Policy one_at_a_time(uint64_t timeout) { return Policy{timeout, 1, true, true}; }

// iswitch.worker.Session's policy: a Help per timeout for the oldest segment missing, as
// many in flight as asked, only NO_SEGMENT gives a segment up.
inline Policy session_policy(uint64_t timeout) { return Policy{timeout, 0, false, false}; }

// SwitchClient's policy on a socket (iswitch/torch.py; `retry` and `timeout` its retry_s
// and timeout_s in clock units): the adaptive mode above with TCP's duplicate-ACK
// threshold of 3, the 2 oldest per timeout, 64 Helps per tick, backoff to 64 times.
inline Policy socket_policy(uint64_t retry, uint64_t timeout) {
    Policy p{retry, 0, false, false};
    p.adaptive = true;
    p.rto_max = std::max(retry, timeout / 4);
    p.gap = 3;
    p.oldest = 2;
    p.per_round = 64;
    p.max_backoff = 64;
    p.helps_kept = 16 * 64;
    return p;
}

// A Help to send: for segment `key`, with request id `seq`; `tag` is the caller's tag of
// the contribution.
struct HelpReq {
    bool send = false;
    uint64_t key = 0, tag = 0;
    uint32_t seq = 0;
};

// What an Ack meant: `matched` when it answers a Help awaited (of segment `key`); `retx`
// when the contribution tagged `tag` is to be sent again with RETX; `not_done` for a
// NOT_DONE of a segment still missing; `fail` (socket mode) when the segment cannot be
// recovered (its status is the Ack's).
struct AckReply {
    bool matched = false, retx = false, not_done = false, fail = false;
    uint64_t key = 0, tag = 0;
};

// What the machine remembers of a contribution whose aggregate has not come.
struct Pending {
    uint64_t tag;   // the caller's: what to send again with RETX
    uint64_t last;  // when it was sent, or its Help last answered
};

// ---------------------------------------------------------------- the stores

// Any keys (the harness: the wire's serials of several jobs): maps.
class SparseKeys {
public:
    bool has(uint64_t key) const { return held_.count(key) != 0; }
    bool hold(uint64_t key, uint64_t now) {
        if (!held_.emplace(key, now).second) return false;
        pending_.erase(key);
        lost_.erase(key);
        return true;
    }
    const std::unordered_map<uint64_t, uint64_t>& held() const { return held_; }
    void contribute(uint64_t key, uint64_t tag, uint64_t now) { pending_[key] = Pending{tag, now}; }
    Pending* pending(uint64_t key) {
        auto p = pending_.find(key);
        return p == pending_.end() ? nullptr : &p->second;
    }
    bool lost(uint64_t key, uint64_t* tag) const {
        auto l = lost_.find(key);
        if (l == lost_.end()) return false;
        *tag = l->second;
        return true;
    }
    bool ours(uint64_t key) const { return pending_.count(key) != 0; }
    void give_up(uint64_t key) {  // a pending key: no more Help for it
        auto p = pending_.find(key);
        lost_[key] = p->second.tag;
        pending_.erase(p);
    }
    size_t n_pending() const { return pending_.size(); }
    uint64_t oldest_pending() const { return pending_.begin()->first; }
    // f(key, Pending&) for the pending keys in key order until it returns true.
    template <class F>
    void visit_pending(F&& f) {
        for (auto& [key, p] : pending_)
            if (f(key, p)) return;
    }

private:
    std::map<uint64_t, Pending> pending_;          // contributions whose aggregate has not come
    std::map<uint64_t, uint64_t> lost_;            // given up: key -> tag
    std::unordered_map<uint64_t, uint64_t> held_;  // aggregates here: key -> when
};

// Pieces of consecutive keys (one gradient each: `Allreduce`'s one, the socket's
// all-reduces and stream updates), dense per-segment arrays: the socket's hot path takes a
// segment in a few nanoseconds where the maps cost 150-170 ns (measured on this project's
// hosts: 0.7-0.8 ms per DQN gradient, a seventh of a worker's CPU per all-reduce). A key is
// piece.r0 + index; the tag of a contribution is its key. `X` is the caller's per-piece data.
template <class X>
class Segments {
public:
    enum : uint8_t { NONE = 0, PENDING = 1, HELD = 2, LOST = 3 };
    struct Piece : X {
        int64_t r0 = 0, S = 0;
        int64_t ngot = 0;                   // aggregates here
        int64_t upto = 0;                   // segments [0, upto) are awaited (sent, or seen)
        int64_t lo = 0;                     // every segment below is HELD
        bool mine = false;                  // contributing
        std::vector<uint8_t> state, timed;  // timed: its round trip may be sampled (Karn)
        std::vector<uint64_t> last, next_help;
        bool complete() const { return ngot == S; }
    };

    std::vector<std::unique_ptr<Piece>>& pieces() { return pieces_; }
    const std::vector<std::unique_ptr<Piece>>& pieces() const { return pieces_; }
    int64_t floor() const { return floor_; }
    void set_floor(int64_t f) { floor_ = f; }

    // The piece of [r0, r0 + S), made if needed (every segment awaited from `now` when
    // `seen`: someone began it); null for a key range that overlaps another piece.
    Piece* piece(int64_t r0, int64_t S, uint64_t now, bool seen) {
        if (Piece* p = find_r0(r0)) return p;
        auto p = std::make_unique<Piece>();
        p->r0 = r0;
        p->S = S;
        p->state.assign((size_t)S, seen ? PENDING : NONE);
        p->timed.assign((size_t)S, 0);
        p->last.assign((size_t)S, now);
        p->next_help.assign((size_t)S, 0);
        p->upto = seen ? S : 0;
        Piece* raw = p.get();
        auto at = std::upper_bound(pieces_.begin(), pieces_.end(), r0,
                                   [](int64_t r, const auto& q) { return r < q->r0; });
        pieces_.insert(at, std::move(p));
        return raw;
    }
    Piece* find_r0(int64_t r0) const {
        for (auto& p : pieces_)
            if (p->r0 == r0) return p.get();
        return nullptr;
    }
    // The piece holding key r (null: none), its index in *i.
    Piece* find(int64_t r, int64_t* i) const {
        for (auto& p : pieces_)
            if (r >= p->r0 && r < p->r0 + p->S) {
                *i = r - p->r0;
                return p.get();
            }
        return nullptr;
    }
    // `p` was delivered (in order): forgotten; every key below its end counts as held.
    void drop(Piece* p) {
        floor_ = std::max(floor_, p->r0 + p->S);
        for (auto q = pieces_.begin(); q != pieces_.end(); ++q)
            if (q->get() == p) {
                pieces_.erase(q);
                return;
            }
    }
    // This worker contributes to `p`: only what it sends is awaited from now on.
    void contribute_piece(Piece* p) {
        p->mine = true;
        for (int64_t i = 0; i < p->S; i++)
            if (p->state[(size_t)i] == PENDING) p->state[(size_t)i] = NONE;
        p->upto = 0;
    }

    bool has(uint64_t key) const {
        if ((int64_t)key < floor_) return true;
        int64_t i;
        const Piece* p = find((int64_t)key, &i);
        return p && p->state[(size_t)i] == HELD;
    }
    bool hold(uint64_t key, uint64_t now) {
        int64_t i;
        Piece* p = find((int64_t)key, &i);
        return p && hold_at(p, i, now);
    }
    bool hold_at(Piece* p, int64_t i, uint64_t now) {
        uint8_t& s = p->state[(size_t)i];
        if (s == HELD) return false;
        s = HELD;
        p->last[(size_t)i] = now;
        p->ngot++;
        while (p->lo < p->S && p->state[(size_t)p->lo] == HELD) p->lo++;
        return true;
    }
    void contribute(uint64_t key, uint64_t, uint64_t now) {
        int64_t i;
        if (Piece* p = find((int64_t)key, &i)) sent_at(p, i, now);
    }
    void sent_at(Piece* p, int64_t i, uint64_t now) {
        p->state[(size_t)i] = PENDING;
        p->last[(size_t)i] = now;
        p->timed[(size_t)i] = 1;
        p->upto = std::max(p->upto, i + 1);
    }
    Pending* pending(uint64_t key) {
        int64_t i;
        Piece* p = find((int64_t)key, &i);
        if (!p || p->state[(size_t)i] != PENDING) return nullptr;
        scratch_ = Pending{key, p->last[(size_t)i]};
        scratch_at_ = &p->last[(size_t)i];
        return &scratch_;
    }
    void commit(const Pending& q) { *scratch_at_ = q.last; }  // after a change of `pending`
    bool lost(uint64_t key, uint64_t* tag) const {
        int64_t i;
        const Piece* p = find((int64_t)key, &i);
        if (!p || p->state[(size_t)i] != LOST) return false;
        *tag = key;
        return true;
    }
    bool ours(uint64_t key) const {  // a contribution of ours is awaited
        int64_t i;
        const Piece* p = find((int64_t)key, &i);
        return p && p->mine && p->state[(size_t)i] == PENDING;
    }
    void give_up(uint64_t key) {
        int64_t i;
        if (Piece* p = find((int64_t)key, &i)) p->state[(size_t)i] = LOST;
    }
    template <class F>
    void visit_pending(F&& f) {
        for (auto& p : pieces_)
            for (int64_t i = p->lo; i < p->upto; i++) {
                if (p->state[(size_t)i] != PENDING) continue;
                Pending q{(uint64_t)(p->r0 + i), p->last[(size_t)i]};
                const bool stop = f(q.tag, q);
                p->last[(size_t)i] = q.last;
                if (stop) return;
            }
    }

private:
    std::vector<std::unique_ptr<Piece>> pieces_;  // in order of r0
    int64_t floor_ = 0;
    Pending scratch_{};
    uint64_t* scratch_at_ = nullptr;
};

// ---------------------------------------------------------------- the state machine

template <class Store>
class BasicMachine {
public:
    BasicMachine() = default;
    BasicMachine(Policy p, uint32_t first_seq) : policy_(p), next_seq_(first_seq) {}

    const Policy& policy() const { return policy_; }
    Store& store() { return store_; }
    const Store& store() const { return store_; }
    const std::unordered_map<uint64_t, uint64_t>& held() const { return store_.held(); }
    bool has(uint64_t key) const { return store_.has(key); }
    size_t n_pending() const { return store_.n_pending(); }
    bool any_pending() const { return store_.n_pending() != 0; }
    uint64_t oldest_pending() const { return store_.oldest_pending(); }
    uint32_t take_seq() { return next_seq_++; }

    // The window (section 8): segment `key` may go once the aggregate of key - k is here;
    // keys below `first` + k at once.
    bool may_send(uint64_t key, uint64_t first, uint64_t k) const {
        return key < first + k || has(key - k);
    }

    // Something was sent at `now`: the next `tick` looks again.
    void touch(uint64_t now) { wake_ = now; }

    // Our contribution to segment `key` left at `now`: remembered until its aggregate comes.
    void contributed(uint64_t key, uint64_t tag, uint64_t now) {
        if (!has(key)) store_.contribute(key, tag, now);
        wake_ = now;
    }

    // The aggregate of `key` came at `now`; true for its first copy.
    bool aggregate(uint64_t key, uint64_t now) { return store_.hold(key, now); }

    // An Ack (its seq, the action it answers, its status) came at `now`.
    AckReply ack(uint32_t seq, uint8_t acked, uint8_t status, uint64_t now) {
        AckReply r;
        auto h = helps_.find(seq);
        if (h == helps_.end()) return r;
        if (acked != static_cast<uint8_t>(w::Action::HELP)) {
            if (policy_.adaptive) helps_.erase(h);  // (the socket's: that seq is spent)
            return r;
        }
        r.matched = true;
        r.key = h->second.key;
        helps_.erase(h);
        wake_ = now;
        if (has(r.key)) return r;
        Pending* p = store_.pending(r.key);
        const bool ok = status == static_cast<uint8_t>(w::Status::OK);
        const bool not_done = status == static_cast<uint8_t>(w::Status::NOT_DONE);
        if (policy_.adaptive) {  // the socket's: no timer re-armed; a refusal is an error
            r.not_done = not_done;
            r.fail = !ok && !not_done;
            if (not_done && p && store_.ours(r.key)) {
                r.retx = true;
                r.tag = p->tag;
            }
            return r;
        }
        if (ok || not_done) {
            if (p) {
                p->last = now;  // the replay follows, or a RETX
                commit(*p);
            }
            if (not_done) {
                uint64_t tag;
                if (p) {
                    r.retx = true;
                    r.tag = p->tag;
                } else if (store_.lost(r.key, &tag)) {
                    r.retx = true;
                    r.tag = tag;
                }
            }
        } else if (p && (policy_.refusal_ends || gone_for_good(status))) {
            store_.give_up(r.key);  // gone for good, or refused: no more Help for it
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
        store_.visit_pending([&](uint64_t key, Pending& p) {
            const uint64_t due = p.last + policy_.help_timeout;
            if (due > now) {
                wake_ = std::min(wake_, due);
                return false;
            }
            r = HelpReq{true, key, p.tag, next_seq_++};
            helps_[r.seq] = Help{key, now};
            if (policy_.helps_expire) wake_ = std::min(wake_, now + policy_.help_timeout);
            if (!full()) wake_ = now;  // another may be due at once
            return true;
        });
        return r;
    }

    // ------------------------------------------------------------ the socket's mode

    // The retransmission timeout (backoff not included).
    double rto() const {
        const double lo = (double)policy_.help_timeout, hi = (double)policy_.rto_max;
        const double est = srtt_ < 0 ? 5 * lo : srtt_ + 4 * rttvar_;
        return std::min(std::max(est, lo), std::max(lo, hi));
    }
    // A round trip measured (RFC 6298); `progress` an aggregate arrived: the backoff ends.
    void sample(double rtt) {
        if (srtt_ < 0) {
            srtt_ = rtt;
            rttvar_ = rtt / 2;
        } else {
            rttvar_ = 0.75 * rttvar_ + 0.25 * std::fabs(srtt_ - rtt);
            srtt_ = 0.875 * srtt_ + 0.125 * rtt;
        }
    }
    void progress() { backoff_ = 1; }
    uint32_t backoff() const { return backoff_; }

    // The Helps due at `now` over the pieces `awaited(piece)` names (the socket's mode;
    // Segments only): `send(piece, index, seq)` for each, in piece and key order. Returns
    // how many.
    template <class Awaited, class Send>
    uint32_t help_round(uint64_t now, Awaited&& awaited, Send&& send) {
        const double rto_now = rto() * backoff_;
        const uint64_t rto_ns = (uint64_t)rto_now;
        uint32_t budget = policy_.per_round;
        bool timed_out = false;
        for (auto& pp : store_.pieces()) {
            auto* p = pp.get();
            if (p->complete() || !awaited(*p) || p->upto == 0) continue;
            // aggregates after index i of the piece: ngot - (held below i) - held(i)
            int64_t below = p->lo, late = 0;  // aggregates here below i; overdue ones seen
            uint32_t picked = 0;
            for (int64_t i = p->lo; i < p->upto; i++) {
                if (p->state[(size_t)i] == Store::HELD) {
                    below++;
                    continue;
                }
                if (p->next_help[(size_t)i] > now) continue;
                const bool gap = p->ngot - below >= (int64_t)policy_.gap;
                const bool overdue = !gap && (double)p->last[(size_t)i] + rto_now <= (double)now;
                if (overdue) {
                    if (late >= (int64_t)policy_.oldest) {  // only the oldest few
                        if (picked >= budget && timed_out) break;
                        continue;
                    }
                    late++;
                    timed_out = true;
                } else if (!gap) {
                    continue;
                }
                if (picked >= budget) {  // the round is full: only whether one is late counts
                    if (timed_out) break;
                    continue;
                }
                const uint32_t seq = send(*p, i);
                helps_[seq] = Help{(uint64_t)(p->r0 + i), now};
                p->timed[(size_t)i] = 0;
                p->next_help[(size_t)i] = now + rto_ns;
                picked++;
            }
            budget -= picked;
            if (budget == 0) break;
        }
        if (timed_out) backoff_ = std::min(2 * backoff_, policy_.max_backoff);
        if (policy_.helps_kept && helps_.size() > policy_.helps_kept) {  // Acks that never came
            auto h = helps_.begin();
            for (size_t drop = helps_.size() - policy_.helps_kept / 2; drop; drop--)
                h = helps_.erase(h);
        }
        return policy_.per_round - budget;
    }

private:
    struct Help {
        uint64_t key, at;
    };
    bool full() const { return policy_.max_helps && helps_.size() >= policy_.max_helps; }
    static bool gone_for_good(uint8_t status) {
        return status == static_cast<uint8_t>(w::Status::NO_SEGMENT);
    }
    void commit(const Pending& p) {
        if constexpr (!std::is_same_v<Store, SparseKeys>) store_.commit(p);
    }

    Policy policy_{};
    uint32_t next_seq_ = 0;
    uint64_t wake_ = UINT64_MAX;  // no tick does anything before this
    Store store_;
    std::map<uint32_t, Help> helps_;  // awaiting their Ack: seq -> Help
    double srtt_ = -1, rttvar_ = 0;   // the socket's mode
    uint32_t backoff_ = 1;
};

// The machine of the harness's endpoints (any keys).
using Machine = BasicMachine<SparseKeys>;

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
          seg0_(seg0) {
        piece_ = m_.store().piece(0, S_, 0, false);
        m_.store().contribute_piece(piece_);
    }

    int64_t segments() const { return S_; }
    int64_t received() const { return piece_->ngot; }
    int64_t ignored() const { return ignored_; }
    bool done() const { return piece_->complete(); }

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
            if (r.fail) failed_++;
            return;
        }
        if (!take(d, len, now)) ignored_++;
    }

    // The timers at `now`: a Help datagram when one is due (the socket's mode: every Help
    // of the round).
    void tick(uint64_t now, Out& out) {
        if (m_.policy().adaptive) {
            m_.help_round(now, [](const auto&) { return true; }, [&](const auto&, int64_t i) {
                const uint32_t seq = m_.take_seq();
                out.push_back(help(i, seq));
                return seq;
            });
            return;
        }
        const HelpReq h = m_.tick(now, [](uint64_t, uint32_t) {});
        if (h.send) out.push_back(help((int64_t)h.key, h.seq));
    }

    // Acks that refused a Help (the socket's mode: the caller's errors).
    int64_t failed() const { return failed_; }

private:
    struct NoData {};
    using Store = Segments<NoData>;
    BasicMachine<Store> m_;
    Store::Piece* piece_;
    const float* grad_;
    float* result_;
    int64_t n_, S_, k_;
    uint16_t job_, worker_;
    uint32_t seg0_;
    int64_t next_ = 0, ignored_ = 0, failed_ = 0;

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
        if (m_.has((uint64_t)i)) return std::memcmp(dst, payload, bytes) == 0;
        std::memcpy(dst, payload, bytes);  // little-endian host (iswitch.native checks)
        if (piece_->timed[(size_t)i]) m_.sample((double)(now - piece_->last[(size_t)i]));
        m_.aggregate((uint64_t)i, now);
        m_.progress();
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
