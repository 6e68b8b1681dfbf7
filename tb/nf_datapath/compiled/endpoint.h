// The endpoints of the switch harness (harness.cpp): a worker, the controller, a diagnosis
// stream. Each is bound to one switch port, sends the items of its stream (StimFrame
// records of iswitch_wire.h, built by iswitch/sim/harness.py and iswitch/sim/faults.py) and
// receives what leaves its port: broadcasts, and unicasts to its MAC.
//
// A worker with help_timeout > 0 also runs the protocol's recovery (docs/protocol.md
// section 8) on the package's worker state machine, iswitch/native/worker.h (the one C++
// implementation beside iswitch.worker.Session), its clock the simulated cycle and its
// policy `worker::one_at_a_time(help_timeout)`: it remembers the segments it contributed
// (FrameRole::DATA items) until their aggregate reaches it; when the aggregate of the
// oldest one has not come help_timeout cycles after the last thing it did for it, it sends
// Help(seg) (its HELP_TEMPLATE frame with a fresh seq, the segment and the job of its
// contribution); Help answered NOT_DONE makes it re-send its contribution with RETX,
// answered OK it waits for the replay. One Help is in flight at a time; a Help without an
// Ack expires after help_timeout. This file keeps what is the harness's: the frames (the
// items and their bytes, the frames it makes), what an endpoint sees of a frame out of the
// switch (`inspect`: no payloads are kept, the checks compare them), and the link faults.
// The window is the stimulus's gates (Gate::AGG on `held()`, harness.cpp).
//
// The fault model of the links (parts per million, one seeded generator, drawn at fixed
// points so the same seed gives the same run): a data frame (a DATA item or a RETX copy) is
// lost on the way into the switch (it takes its time on the wire, the switch never sees
// it) or, if it arrives, duplicated once right behind itself; an aggregate copy on the way
// to a recovering worker is lost. Everything is reported as an Event record.
//
// No Verilator here: the endpoints see bytes and cycles only.
#pragma once

#include <cstdint>
#include <cstring>
#include <deque>
#include <unordered_map>
#include <vector>

#include "iswitch_wire.h"
#include "worker.h"

namespace ep {

namespace w = iswitch_wire;

struct Rng {  // xorshift32
    uint32_t s;
    uint32_t next() {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        return s;
    }
    bool chance_ppm(uint32_t ppm) { return ppm && next() % 1000000u < ppm; }
};

// The link fault model (StimHeader).
struct Faults {
    Rng rng;
    uint32_t loss_in_ppm, dup_ppm, loss_out_ppm;
    bool chance_ppm(uint32_t ppm) { return rng.chance_ppm(ppm); }
};

// The harness's record of an event (harness.cpp writes it as an OutEvent).
void log_event(w::Event e, uint32_t stream, uint32_t seg, uint32_t value, uint32_t aux,
               uint64_t cycle);

inline uint64_t mac_at(const uint8_t* p) {
    uint64_t m = 0;
    for (int i = 0; i < 6; i++) m = (m << 8) | p[i];
    return m;
}

constexpr uint64_t BROADCAST = 0xFFFFFFFFFFFFull;

// What an iSwitch frame out of the switch is, as far as an endpoint cares.
struct Seen {
    enum Kind { OTHER, AGG, ACK } kind = OTHER;
    uint32_t seg_or_seq = 0;
    bool replay = false;
    uint8_t acked = 0, status = 0;
    uint64_t dst = 0;  // destination MAC
};

inline Seen inspect(const uint8_t* d, size_t n) {
    Seen s;
    if (n < (size_t)w::PAYLOAD_OFF) return s;
    s.dst = mac_at(d + w::ETH_DST_MAC_OFF);
    if (w::eth_ethertype(d) != w::ETHERTYPE_IPV4 || (w::ip_ver_ihl(d) >> 4) != w::IP_VERSION ||
        w::ip_proto(d) != w::IPPROTO_UDP || w::udp_dport(d) != w::UDP_PORT ||
        w::data_magic(d) != w::MAGIC)
        return s;
    const uint8_t dscp = w::ip_tos(d) >> 2;
    if (w::data_vt(d) == w::VT_DATA && dscp == w::DATA_DSCP &&
        (w::data_flags(d) & w::FLAG_AGG)) {
        s.kind = Seen::AGG;
        s.seg_or_seq = w::data_seg(d);
        s.replay = w::data_flags(d) & w::FLAG_REPLAY;
    } else if (w::ctrl_vt(d) == w::VT_CTRL && dscp == w::CTRL_DSCP &&
               w::ctrl_action(d) == static_cast<uint8_t>(w::Action::ACK)) {
        s.kind = Seen::ACK;
        s.seg_or_seq = w::ctrl_seq(d);
        s.acked = w::ctrl_acked(d);
        s.status = w::ctrl_status(d);
    }
    return s;
}

// A frame ready for the wire.
struct Tx {
    const uint8_t* data = nullptr;
    uint32_t len = 0;
    const uint32_t* tuser = nullptr;
    uint32_t keep_beat = 0, keep_clear = 0;
    bool data_role = false;  // subject to the link faults (a contribution)
    bool made = false;       // the endpoint made it (Made), else its head item
};

struct Item {
    w::StimFrame rec;
    size_t off;  // into Endpoint::bytes
};

// A frame the endpoint made: a Help, a RETX copy, a duplicate.
struct Made {
    w::Injected kind;
    uint32_t seg;
    std::vector<uint8_t> bytes;
    uint32_t tuser[w::TUSER_WORDS];
};

class Endpoint {
public:
    uint32_t index = 0, port = 0, sw = 0;  // stream number, input port, switch of the fabric
    uint64_t mac = 0;
    w::StreamRole role = w::StreamRole::NORMAL;
    std::vector<Item> items;
    std::vector<uint8_t> bytes;
    size_t next = 0;        // next item
    uint64_t prev_end = 0;  // last cycle of the previous item's frame
    std::deque<Made> made;  // sent before the next item

    // The recovery: Help after `timeout` cycles (0: none), request ids from `first_seq` on.
    void set_recovery(uint32_t timeout, uint32_t first_seq) {
        help_timeout_ = timeout;
        m_ = worker::Machine(worker::one_at_a_time(timeout), first_seq);
    }
    bool recovers() const { return help_timeout_ != 0; }
    // Aggregates received: seg -> cycle (the gates of the window).
    const std::unordered_map<uint64_t, uint64_t>& held() const { return m_.held(); }
    bool drained() const { return m_.n_pending() == 0 && made.empty(); }
    bool finished() const { return next >= items.size() && drained(); }
    const Item* head() const { return next < items.size() ? &items[next] : nullptr; }
    bool at_barrier(uint32_t id) const {
        const Item* it = head();
        return it && it->rec.role == static_cast<uint32_t>(w::FrameRole::BARRIER) &&
               it->rec.gate_value == id && drained();
    }
    uint32_t oldest_pending() const {
        return m_.any_pending() ? (uint32_t)m_.oldest_pending() : w::EVENT_NONE;
    }
    size_t n_pending() const { return m_.n_pending(); }

    // Take a HELP_TEMPLATE item out of the sequence.
    void set_help_template(const Item& it) { help_tpl_ = it; has_tpl_ = true; }

    // The frame of the head item or of the next made frame.
    Tx head_tx() const {
        Tx t;
        if (!made.empty()) {
            const Made& m = made.front();
            t.data = m.bytes.data();
            t.len = (uint32_t)m.bytes.size();
            t.tuser = m.tuser;
            t.data_role = m.kind == w::Injected::RETX;
            t.made = true;
        } else {
            const Item& it = items[next];
            t.data = &bytes[it.off];
            t.len = it.rec.len;
            t.tuser = it.rec.tuser;
            t.keep_beat = it.rec.keep_beat;
            t.keep_clear = it.rec.keep_clear;
            t.data_role = it.rec.role == static_cast<uint32_t>(w::FrameRole::DATA);
        }
        return t;
    }

    // The frame `head_tx` gave (`made`: the first made frame, else the head item) left, or
    // was lost on the link: move on; a contribution is remembered until its aggregate
    // arrives, and may be duplicated by the network.
    void sent(bool made_frame, bool lost, uint64_t now, Faults& f) {
        bool data = false;
        Made dup;
        if (made_frame) {
            Made& m = made.front();
            data = m.kind == w::Injected::RETX;
            if (data && !lost && f.chance_ppm(f.dup_ppm)) dup = m;
            made.pop_front();
        } else {
            const Item& it = items[next];
            data = it.rec.role == static_cast<uint32_t>(w::FrameRole::DATA);
            if (data) {
                const uint32_t seg = w::data_seg(&bytes[it.off]);
                if (recovers()) m_.contributed(seg, next, now);
                if (!lost && f.chance_ppm(f.dup_ppm)) {
                    dup.bytes.assign(&bytes[it.off], &bytes[it.off] + it.rec.len);
                    memcpy(dup.tuser, it.rec.tuser, sizeof dup.tuser);
                    dup.seg = seg;
                }
            }
            next++;
        }
        if (!dup.bytes.empty()) {
            dup.kind = w::Injected::DUP;
            made.push_front(std::move(dup));
        }
        m_.touch(now);
    }

    // A frame out of this endpoint's port: is it for us, and what does it change? Returns
    // true when it is progress (the first copy of an aggregate).
    bool receive(const Seen& s, uint64_t now, Faults& f) {
        if (s.dst != BROADCAST && s.dst != mac) return false;
        if (s.kind == Seen::AGG) return aggregate(s, now, f);
        if (s.kind == Seen::ACK) help_ack(s, now);
        return false;
    }

    // Timers: a Help for the oldest contribution whose aggregate is overdue.
    void tick(uint64_t now) {
        if (!recovers() || !has_tpl_) return;
        const worker::HelpReq h = m_.tick(now, [&](uint64_t seg, uint32_t seq) {
            log_event(w::Event::HELP_EXPIRED, index, (uint32_t)seg, seq, 0, now);
        });
        if (h.send) send_help((uint32_t)h.key, h.seq, items[h.tag]);
    }

private:
    uint32_t help_timeout_ = 0;
    worker::Machine m_;
    Item help_tpl_{};
    bool has_tpl_ = false;

    bool aggregate(const Seen& s, uint64_t now, Faults& f) {
        const uint32_t seg = s.seg_or_seq;
        if (recovers() && f.chance_ppm(f.loss_out_ppm)) {
            log_event(w::Event::LOST_OUT, index, seg, s.replay, 0, now);
            return false;
        }
        if (!m_.aggregate(seg, now)) {
            log_event(w::Event::EXTRA, index, seg, s.replay, 0, now);
            return false;
        }
        log_event(w::Event::RECV, index, seg, s.replay, 0, now);
        return true;
    }

    void help_ack(const Seen& s, uint64_t now) {
        const worker::AckReply r = m_.ack(s.seg_or_seq, s.acked, s.status, now);
        if (!r.matched) return;
        log_event(w::Event::HELP_ACK, index, (uint32_t)r.key, s.status, 0, now);
        if (!r.retx) return;
        // our contribution may be the one lost: send it again
        const Item& d = items[r.tag];
        Made m{w::Injected::RETX, (uint32_t)r.key, {}, {}};
        m.bytes.assign(&bytes[d.off], &bytes[d.off] + d.rec.len);
        worker::set_be(&m.bytes[w::DATA_FLAGS_OFF], w::data_flags(m.bytes.data()) | w::FLAG_RETX,
                       2);
        memcpy(m.tuser, d.rec.tuser, sizeof m.tuser);
        made.push_back(std::move(m));
    }

    // Help(seg): the template with request id seq, the segment and the job of our
    // contribution `d`.
    void send_help(uint32_t seg, uint32_t seq, const Item& d) {
        Made m{w::Injected::HELP, seg, {}, {}};
        m.bytes.assign(&bytes[help_tpl_.off], &bytes[help_tpl_.off] + help_tpl_.rec.len);
        worker::set_be(&m.bytes[w::CTRL_SEQ_OFF], seq, 4);
        worker::set_be(&m.bytes[w::CTRL_VALUE_OFF], seg, 4);
        worker::set_be(&m.bytes[w::CTRL_JOB_OFF], w::data_job(&bytes[d.off]), 2);
        memcpy(m.tuser, help_tpl_.rec.tuser, sizeof m.tuser);
        made.push_back(std::move(m));
    }
};

}  // namespace ep
