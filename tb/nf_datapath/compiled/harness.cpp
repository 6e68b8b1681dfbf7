// Compiled testbench of the whole switch datapath (nf_datapath + cores, with or without a
// spliced accelerator) for long runs: stimulus from a binary file, everything observed to a
// binary file; Python (iswitch/sim/stimulus.py, harness.py) writes the one and reads the other.
//
// Why C++ around the Verilated model (as tb/fp32_vec_add/compiled): a DQN-size all-reduce is
// ~10^6 cycles per run and the report runs sixteen of them; a cocotb loop manages ~6k
// cycles/s on this design class, this loop runs the model at Verilator speed and costs a
// few word copies per port per cycle.
//
// A fabric: the stimulus may ask for several switches (n_switches instances of the one
// Verilated model class, clocked together) connected port to port by 10G links (StimLink):
// the sending side of a link is paced at the line rate (m_axis tready held low until the
// previous frame's bits have left: line_bits, overhead) and a frame is delivered whole to
// the peer's s_axis port link_latency cycles after its last bit left, back to back as the
// MAC's receive FIFO hands it over, TUSER = its length and the peer port's source bit.
// Endpoints sit on the other ports; everything below holds per switch, and every record
// names its switch. One switch without links is the single switch of the flat runs.
//
// What it does, per cycle (axis_aclk = axi_aclk, 200 MHz):
//  * drives the five s_axis ports from their endpoints' streams, honouring tready; a frame
//    goes out as back-to-back beats (the MAC's receive FIFO hands over whole frames), TUSER
//    on every beat;
//  * m_axis tready of every output port: always 1, or low with probability P/256 (seeded);
//  * records every frame leaving an m_axis port (bytes, TUSER, first/last cycle), and every
//    frame crossing the two probe links inside nf_datapath (iswitch/native/probes.vlt
//    makes them readable): m_axis_opl_* (lookup -> accelerator: the accelerator's arrival
//    order) and m_axis_opl_iswitch_* (accelerator -> output queues); raw beats and tkeep;
//  * hands every frame out of a port to the endpoints on that port (endpoint.h): broadcasts
//    to all, unicasts to the one with that MAC; they recognise aggregates and Acks;
//  * runs the endpoints' timers (the worker protocol's recovery) and the link fault model.
//
// Streams (one per endpoint: a worker, the controller, the hang diagnosis) are bound to one
// input port and hold items in order (FrameRole): frames, BARRIERs, a Help template. A frame
// may start when
//   - its gate is open: none | this endpoint holds the aggregate of segment S | Ack with seq
//     S seen on port G (of switch gate_switch) | at least S aggregates seen on port G | no
//     beat anywhere for S
//     cycles; the first three open `reaction` cycles after the last beat of that frame left
//     the switch (the worker's turnaround),
//   - cycle >= not_before, and cycle >= (end of the stream's previous frame) + gap,
//   - the port's line rate allows it: with line_bits > 0 the port is paced as a real MAC,
//     a frame of L bytes occupies (L + overhead) * 8 / line_bits cycles of the port
//     (10G at 200 MHz: line_bits = 50, overhead = 24: FCS, preamble, inter-frame gap),
//   - and it is this port's turn: round robin among the port's streams whose head may go.
// Frames an endpoint made (Help, RETX, a duplicate) go before its next item, line rate only.
// A BARRIER is passed once every stream with that barrier has reached it and holds every
// aggregate it waits for. The window of docs/protocol.md section 8 is a gate (segment s waits
// for the aggregate of s - K), so the harness runs the protocol closed loop.
//
// The run ends when every stream is done (all items sent, nothing awaited) and nothing has
// moved for idle_end cycles. A hang is "no progress for stall_limit cycles" (progress: an
// item sent, a barrier passed, the first copy of an aggregate at an endpoint): the harness
// then records each endpoint's state, sends the DIAGNOSIS stream (Queries of the counters)
// alone, and ends with RunStatus::STALLED once it is answered (at most diag_cycles later).
//
// The files (little-endian, packed records of iswitch_wire.h, generated from iswitch.wire,
// which Python reads and writes with the same record definitions):
//   stimulus: StimHeader (magic STIM_MAGIC); n_links StimLinks; per stream a StimStream,
//     then per item a StimFrame followed by its `len` bytes;
//   output: OUT_MAGIC; then records: OutRecords, each followed by nbeats x u32 tkeep and
//     nbeats x 32 bytes of tdata: kind SENT (a stimulus frame sent: port = input port,
//     tuser[0] = stream, tuser[1] = item, nbeats = 0), INJECTED (a frame an endpoint made:
//     tuser[0] = stream, tuser[1] = Injected, tuser[2] = segment), PORT_OUT (a frame out of
//     m_axis_<port>), ACCEL_IN (into the accelerator, m_axis_opl_*), ACCEL_OUT (out of it,
//     m_axis_opl_iswitch_*; port 0 for both); OutEvents (kind EVENT); then the kind word
//     TRAILER, an OutTrailer (status: RunStatus), its n_regs OutRegs (the AXI-Lite counters
//     AXIL_COUNTERS of every switch, read at the end) and one OutBeats per switch.
// Progress on stderr: "P <cycle> <frames sent> <frames total>" every 2^16 cycles.
#include <chrono>
#include <cstdint>
#include <deque>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "datapath.h"
#include "endpoint.h"
#include "iswitch_wire.h"

namespace w = iswitch_wire;
using ep::Endpoint;
using w::Event;
using w::FrameRole;
using w::Gate;
using w::HarnessExit;
using w::RecKind;
using w::RunStatus;
using w::StreamRole;

static int code(HarnessExit e) { return static_cast<int>(e); }
static uint32_t role_of(FrameRole r) { return static_cast<uint32_t>(r); }

// ------------------------------------------------------------------ output file

static FILE* g_out;

static void put(const void* p, size_t n) {
    if (fwrite(p, 1, n, g_out) != n) {
        fprintf(stderr, "harness: write failed\n");
        exit(code(HarnessExit::WRITE_FAILED));
    }
}

void ep::log_event(Event e, uint32_t stream, uint32_t seg, uint32_t value, uint32_t aux,
                   uint64_t cycle) {
    w::OutEvent r{static_cast<uint32_t>(RecKind::EVENT), static_cast<uint32_t>(e), stream, seg,
                  value, aux, cycle};
    put(&r, sizeof r);
}

// A frame being captured beat by beat.
struct Capture {
    std::vector<uint32_t> keep;
    std::vector<uint8_t> data;
    uint32_t tuser[w::TUSER_WORDS] = {0, 0, 0, 0};
    uint64_t first = 0;
    bool active = false;

    size_t length() const {
        size_t n = 0;
        for (uint32_t k : keep) n += __builtin_popcount(k);
        return n;
    }
};

static void write_record(RecKind kind, uint32_t sw, uint32_t port, const uint32_t* tuser,
                         const std::vector<uint32_t>& keep, const std::vector<uint8_t>& data,
                         uint64_t first, uint64_t last) {
    w::OutRecord h{static_cast<uint32_t>(kind), port, (uint32_t)keep.size(),
                   {tuser[0], tuser[1], tuser[2], tuser[3]}, first, last, sw};
    put(&h, sizeof h);
    put(keep.data(), 4 * keep.size());
    put(data.data(), data.size());
}

// Sample one beat (the caller has established tvalid && tready before the edge).
static bool capture_beat(Capture& c, const uint32_t* tdata, uint32_t tkeep, const uint32_t* tuser,
                         bool tlast, uint64_t cycle) {
    if (!c.active) {
        c.active = true;
        c.first = cycle;
        c.keep.clear();
        c.data.clear();
        memcpy(c.tuser, tuser, 16);
    }
    c.keep.push_back(tkeep);
    size_t o = c.data.size();
    c.data.resize(o + BEAT);
    memcpy(&c.data[o], tdata, BEAT);  // little-endian words: byte 0 = tdata[7:0]
    return tlast;
}

static uint32_t beats_of(uint32_t len) { return (len + BEAT - 1) / BEAT; }

// One beat of a frame: its 32 bytes (zero beyond the end) and tkeep.
static uint32_t beat_of(const ep::Tx& t, uint32_t b, uint8_t* out) {
    const uint32_t nb = beats_of(t.len);
    const uint32_t bytes = (b + 1 < nb) ? BEAT : t.len - b * BEAT;
    memset(out, 0, BEAT);
    memcpy(out, t.data + size_t(b) * BEAT, bytes);
    uint32_t keep = bytes == 32 ? 0xFFFFFFFFu : ((1u << bytes) - 1);
    if (t.keep_clear && b == t.keep_beat) keep &= ~t.keep_clear;
    return keep;
}

static bool read_all(FILE* f, void* buf, size_t n) { return fread(buf, 1, n, f) == n; }

// Gate bookkeeping per output port: when each aggregate / Ack left the switch.
struct PortSeen {
    std::unordered_map<uint32_t, uint64_t> agg, ack;
    uint64_t agg_count = 0;

    void note(const ep::Seen& s, uint64_t last) {
        if (s.kind == ep::Seen::AGG) {
            agg.emplace(s.seg_or_seq, last);
            agg_count++;
        } else if (s.kind == ep::Seen::ACK) {
            ack.emplace(s.seg_or_seq, last);
        }
    }
};

// ------------------------------------------------------------------ stimulus

struct Stimulus {
    w::StimHeader hdr;
    std::vector<w::StimLink> links;
    std::vector<Endpoint> streams;
};

static const int NO_LINK = -1;
static const int FROM_LINK = -2;  // cur_stream of a port driven by its link

static int load(const char* path, Stimulus& st) {
    FILE* fin = fopen(path, "rb");
    if (!fin) { fprintf(stderr, "harness: cannot open %s\n", path); return code(HarnessExit::IO); }
    const int bad = code(HarnessExit::BAD_STIMULUS);
    auto fail = [&](const char* why) { fprintf(stderr, "harness: %s\n", why); fclose(fin); return bad; };
    w::StimHeader& hdr = st.hdr;
    if (!read_all(fin, &hdr, sizeof hdr) || memcmp(hdr.magic, w::STIM_MAGIC, sizeof hdr.magic) ||
        hdr.n_switches < 1 || hdr.n_switches > w::MAX_SWITCHES)
        return fail("bad stimulus header");
    std::vector<bool> linked(size_t(hdr.n_switches) * NPORTS);
    st.links.resize(hdr.n_links);
    for (auto& l : st.links) {
        if (!read_all(fin, &l, sizeof l) || l.a_switch >= hdr.n_switches ||
            l.b_switch >= hdr.n_switches || l.a_port >= (uint32_t)w::HOST_STREAM ||
            l.b_port >= (uint32_t)w::HOST_STREAM || linked[l.a_switch * NPORTS + l.a_port] ||
            linked[l.b_switch * NPORTS + l.b_port] ||
            (l.a_switch == l.b_switch && l.a_port == l.b_port))
            return fail("bad link");
        linked[l.a_switch * NPORTS + l.a_port] = linked[l.b_switch * NPORTS + l.b_port] = true;
    }
    st.streams.resize(hdr.n_streams);
    for (uint32_t i = 0; i < hdr.n_streams; i++) {
        Endpoint& s = st.streams[i];
        w::StimStream sp;
        if (!read_all(fin, &sp, sizeof sp) || sp.port >= (uint32_t)NPORTS ||
            sp.sw >= hdr.n_switches || linked[sp.sw * NPORTS + sp.port] ||
            sp.role > static_cast<uint32_t>(StreamRole::DIAGNOSIS))
            return fail("bad stream");
        s.index = i;
        s.port = sp.port;
        s.sw = sp.sw;
        s.mac = sp.mac;
        s.role = static_cast<StreamRole>(sp.role);
        s.set_recovery(sp.help_timeout, sp.help_seq);
        for (uint32_t k = 0; k < sp.n_frames; k++) {
            ep::Item it;
            if (!read_all(fin, &it.rec, sizeof it.rec)) return fail("truncated stimulus");
            const bool barrier = it.rec.role == role_of(FrameRole::BARRIER);
            if ((it.rec.len == 0) != barrier || it.rec.gate_port >= (uint32_t)NPORTS ||
                it.rec.gate_switch >= hdr.n_switches ||
                it.rec.role > role_of(FrameRole::BARRIER) ||
                (it.rec.keep_clear && it.rec.keep_beat >= beats_of(it.rec.len)))
                return fail("bad frame");
            it.off = s.bytes.size();
            s.bytes.resize(it.off + it.rec.len);
            if (!read_all(fin, &s.bytes[it.off], it.rec.len)) return fail("truncated data");
            if (it.rec.role == role_of(FrameRole::HELP_TEMPLATE)) s.set_help_template(it);
            else s.items.push_back(it);
        }
    }
    fclose(fin);
    return code(HarnessExit::OK);
}

// ------------------------------------------------------------------ the run

// A frame on a link, delivered whole to the peer port once `ready` has come.
struct InFlight {
    std::vector<uint8_t> data;
    uint32_t tuser[w::TUSER_WORDS];
    uint64_t ready;
};

// One switch of the fabric: its model and, per port, what is on the wire.
struct Switch {
    std::unique_ptr<Datapath> dp;
    PortSeen seen[NPORTS];
    Capture cap_out[NPORTS], cap_in, cap_acc;
    std::vector<int> by_port[NPORTS];
    // per input port: the frame on the wire (stream or FROM_LINK, beat), pacing, round robin
    int cur_stream[NPORTS];
    uint32_t cur_beat[NPORTS];
    uint64_t cur_first[NPORTS];
    ep::Tx cur_tx[NPORTS];
    unsigned __int128 port_free[NPORTS];  // in units of cycle * line_bits
    int rr[NPORTS];
    // links: the peer (switch * NPORTS + port) of each port or NO_LINK; frames coming in;
    // when the sending side is free again (units of cycle * line_bits)
    int peer[NPORTS];
    std::deque<InFlight> arriving[NPORTS];
    unsigned __int128 out_free[NPORTS];
    uint64_t in_beats[NPORTS] = {0}, out_beats[NPORTS] = {0}, probe_in_beats = 0,
             probe_out_beats = 0;

    Switch(int argc, char** argv) : dp(std::make_unique<Datapath>(argc, argv)) {
        for (int p = 0; p < NPORTS; p++) {
            cur_stream[p] = -1; cur_beat[p] = 0; port_free[p] = 0; rr[p] = 0;
            peer[p] = NO_LINK; out_free[p] = 0;
        }
    }
};

struct Harness {
    const w::StimHeader& hdr;
    std::vector<Endpoint>& streams;
    std::vector<std::unique_ptr<Switch>>& sws;
    ep::Faults faults;
    ep::Rng tready_rng;
    std::unordered_map<uint32_t, std::vector<int>> barriers;  // id -> streams (not yet passed)
    uint64_t frames_sent = 0, frames_total = 0, idle = 0, last_progress = 0, last_beat = 0;
    bool diagnosing = false;
    uint64_t diag_start = 0;

    Harness(const Stimulus& st, std::vector<Endpoint>& s, std::vector<std::unique_ptr<Switch>>& d)
        : hdr(st.hdr), streams(s), sws(d),
          faults{ep::Rng{st.hdr.fault_seed ? st.hdr.fault_seed : 1u}, st.hdr.loss_in_ppm,
                 st.hdr.dup_ppm, st.hdr.loss_out_ppm},
          tready_rng{st.hdr.seed ? st.hdr.seed : 1u} {
        for (const auto& l : st.links) {
            sws[l.a_switch]->peer[l.a_port] = (int)(l.b_switch * NPORTS + l.b_port);
            sws[l.b_switch]->peer[l.b_port] = (int)(l.a_switch * NPORTS + l.a_port);
        }
        for (auto& e : streams) {
            sws[e.sw]->by_port[e.port].push_back((int)e.index);
            for (const auto& it : e.items) {
                if (it.rec.role == role_of(FrameRole::BARRIER))
                    barriers[it.rec.gate_value].push_back((int)e.index);
                else if (e.role == StreamRole::NORMAL)
                    frames_total++;
            }
        }
    }

    bool eligible(const Endpoint& e) const {
        return (e.role == StreamRole::DIAGNOSIS) == diagnosing;
    }

    bool all_done() const {
        for (const auto& e : streams)
            if (e.role == StreamRole::NORMAL && !e.finished()) return false;
        return true;
    }

    bool gate_open(const Endpoint& e, const w::StimFrame& f, uint64_t now) const {
        const PortSeen& s = sws[f.gate_switch]->seen[f.gate_port];
        const uint32_t v = f.gate_value;
        switch (static_cast<Gate>(f.gate_kind)) {
            case Gate::NONE: return true;
            case Gate::AGG: return reacted(e.held(), v, now);
            case Gate::ACK: return reacted(s.ack, v, now);
            case Gate::AGG_COUNT: return s.agg_count >= v;  // (no turnaround: a controller's poll)
            case Gate::IDLE: return now - last_beat >= v;
            default: return false;
        }
    }

    // Whether `v` came (its cycle in `m`) and the endpoint has had its reaction time since.
    template <class Map>
    bool reacted(const Map& m, uint32_t v, uint64_t now) const {
        auto it = m.find(v);
        return it != m.end() && now >= it->second + 1 + hdr.reaction;
    }

    // Barriers every participant has reached: pass them.
    void pass_barriers(uint64_t now) {
        for (auto it = barriers.begin(); it != barriers.end();) {
            bool all = true;
            for (int si : it->second) all = all && streams[si].at_barrier(it->first);
            if (!all) { ++it; continue; }
            for (int si : it->second) {
                streams[si].next++;
                ep::log_event(Event::BARRIER, si, w::EVENT_NONE, it->first, 0, now);
            }
            last_progress = now;
            it = barriers.erase(it);
        }
    }

    // Start a frame on every idle port whose turn has come. Returns whether a frame waits
    // only for time (pacing, not_before, gap, a link's latency).
    bool choose(Switch& sw, uint64_t now) {
        bool waiting_on_time = false;
        for (int p = 0; p < NPORTS; p++) {
            if (sw.cur_stream[p] != -1) continue;
            if (sw.peer[p] != NO_LINK) {
                auto& q = sw.arriving[p];
                if (q.empty()) continue;
                if (q.front().ready > now) { waiting_on_time = true; continue; }
                ep::Tx t;
                t.data = q.front().data.data();
                t.len = (uint32_t)q.front().data.size();
                t.tuser = q.front().tuser;
                sw.cur_stream[p] = FROM_LINK;
                sw.cur_beat[p] = 0;
                sw.cur_tx[p] = t;
                continue;
            }
            const auto& list = sw.by_port[p];
            int n = (int)list.size();
            for (int k = 0; k < n; k++) {
                int si = list[(sw.rr[p] + k) % n];
                Endpoint& s = streams[si];
                if (!eligible(s)) continue;
                const bool made = !s.made.empty();
                if (!made) {
                    const ep::Item* it = s.head();
                    if (!it || it->rec.role == role_of(FrameRole::BARRIER)) continue;
                    if (!gate_open(s, it->rec, now)) continue;
                }
                const w::StimFrame* f = made ? nullptr : &s.head()->rec;
                bool time_ok = (made || (now >= f->not_before &&
                                         now >= (s.next ? s.prev_end + f->gap : f->gap))) &&
                               (hdr.line_bits == 0 ||
                                (unsigned __int128)now * hdr.line_bits >= sw.port_free[p]);
                if (!time_ok) { waiting_on_time = true; continue; }
                sw.rr[p] = (sw.rr[p] + k + 1) % n;
                const ep::Tx tx = s.head_tx();
                if (tx.data_role && faults.chance_ppm(faults.loss_in_ppm)) {
                    lost(sw, p, s, tx, now);
                    break;
                }
                sw.cur_stream[p] = si;
                sw.cur_beat[p] = 0;
                sw.cur_tx[p] = tx;
                break;
            }
        }
        return waiting_on_time;
    }

    // A data frame lost on the link: it takes its time on the wire, the switch never sees it.
    void lost(Switch& sw, int p, Endpoint& s, const ep::Tx& tx, uint64_t now) {
        ep::log_event(Event::LOST_IN, s.index, w::data_seg(tx.data),
                      tx.made ? w::EVENT_NONE : (uint32_t)s.next, 0, now);
        pace(sw.port_free[p], tx.len, now);
        if (!tx.made) { frames_sent++; last_progress = now; }
        s.prev_end = now;
        s.sent(tx.made, true, now, faults);
    }

    // A frame of `len` bytes starts on a paced wire at `now`: when the wire is free again.
    void pace(unsigned __int128& free, uint32_t len, uint64_t now) const {
        if (!hdr.line_bits) return;
        unsigned __int128 start = (unsigned __int128)now * hdr.line_bits;
        if (free < start) free = start;
        free += (unsigned __int128)(len + hdr.overhead) * 8;
    }

    void drive(Switch& sw, uint64_t now) {
        Datapath& dp = *sw.dp;
        for (int p = 0; p < NPORTS; p++) {
            const Port& io = dp.in[p];
            if (sw.cur_stream[p] == -1) { *io.tvalid = 0; continue; }
            const ep::Tx& t = sw.cur_tx[p];
            uint8_t tmp[BEAT];
            *io.tkeep = beat_of(t, sw.cur_beat[p], tmp);
            memcpy(io.tdata, tmp, BEAT);
            memcpy(io.tuser, t.tuser, 4 * w::TUSER_WORDS);
            *io.tlast = (sw.cur_beat[p] + 1 == beats_of(t.len));
            *io.tvalid = 1;
        }
        for (int p = 0; p < NPORTS; p++) {
            if (sw.peer[p] != NO_LINK)  // a link's sending side: a new frame once the wire is free
                *dp.out[p].tready = sw.cap_out[p].active || hdr.line_bits == 0 ||
                                    (unsigned __int128)now * hdr.line_bits >= sw.out_free[p];
            else
                *dp.out[p].tready =
                    hdr.tready_p ? ((tready_rng.next() & 255) >= hdr.tready_p) : 1;
        }
    }

    // A frame left output port p: record it, note it for the gates, put it on the link or
    // hand it to the endpoints on the port.
    void delivered(Switch& sw, uint32_t si, int p, uint64_t now) {
        const Capture& c = sw.cap_out[p];
        const ep::Seen s = ep::inspect(c.data.data(), c.length());
        sw.seen[p].note(s, now);
        write_record(RecKind::PORT_OUT, si, p, c.tuser, c.keep, c.data, c.first, now);
        if (sw.peer[p] != NO_LINK) {
            send_on_link(sw, p, c, now);
            return;
        }
        if (s.kind == ep::Seen::OTHER) return;
        for (int ei : sw.by_port[p])
            if (streams[ei].receive(s, now, faults)) last_progress = now;
    }

    // The frame `c` out of port p into its link: its bits leave from its first beat on at
    // the line rate; the peer takes it whole link_latency cycles after the last bit.
    void send_on_link(Switch& sw, int p, const Capture& c, uint64_t now) {
        const uint32_t len = (uint32_t)c.length();
        uint64_t ready = now + 1;
        if (hdr.line_bits) {
            pace(sw.out_free[p], len, c.first);
            ready = (uint64_t)((sw.out_free[p] + hdr.line_bits - 1) / hdr.line_bits);
        }
        const int peer_port = sw.peer[p] % NPORTS;
        InFlight f{std::vector<uint8_t>(c.data.begin(), c.data.begin() + len), {0, 0, 0, 0},
                   ready + hdr.link_latency};
        f.tuser[0] = (len << w::TUSER_LEN_LO) | (w::STREAM_BITS[peer_port] << w::TUSER_SRC_LO);
        sws[sw.peer[p] / NPORTS]->arriving[peer_port].push_back(std::move(f));
    }

    // An input frame's last beat went in.
    void sent(Switch& sw, uint32_t swi, int p, uint64_t now) {
        if (sw.cur_stream[p] == FROM_LINK) {
            sw.arriving[p].pop_front();
            sw.cur_stream[p] = -1;
            return;
        }
        Endpoint& s = streams[sw.cur_stream[p]];
        const ep::Tx& t = sw.cur_tx[p];
        if (t.made) {
            const ep::Made& m = s.made.front();
            const uint32_t tu[w::TUSER_WORDS] = {s.index, static_cast<uint32_t>(m.kind), m.seg, 0};
            std::vector<uint32_t> keep(beats_of(t.len));
            std::vector<uint8_t> data(size_t(BEAT) * keep.size());
            for (uint32_t b = 0; b < keep.size(); b++) keep[b] = beat_of(t, b, &data[size_t(b) * BEAT]);
            write_record(RecKind::INJECTED, swi, p, tu, keep, data, sw.cur_first[p], now);
        } else {
            w::OutRecord h{static_cast<uint32_t>(RecKind::SENT), (uint32_t)p, 0,
                           {s.index, (uint32_t)s.next, 0, 0}, sw.cur_first[p], now, swi};
            put(&h, sizeof h);
            frames_sent++;
            last_progress = now;
        }
        s.prev_end = now;
        s.sent(t.made, false, now, faults);
        sw.cur_stream[p] = -1;
    }

    // Sample every handshake of switch `swi` before the edge; returns whether anything moved.
    bool sample(uint32_t swi, uint64_t now) {
        Switch& sw = *sws[swi];
        Datapath& dp = *sw.dp;
        bool activity = false;
        bool fire_in[NPORTS];
        for (int p = 0; p < NPORTS; p++) {
            const Port& m = dp.out[p];
            fire_in[p] = *dp.in[p].tvalid && *dp.in[p].tready;
            if (!(*m.tvalid && *m.tready)) continue;
            activity = true;
            sw.out_beats[p]++;
            if (capture_beat(sw.cap_out[p], m.tdata, *m.tkeep, m.tuser, *m.tlast, now)) {
                delivered(sw, swi, p, now);
                sw.cap_out[p].active = false;
            }
        }
        activity |= probe(swi, dp.probe_in, sw.cap_in, RecKind::ACCEL_IN, sw.probe_in_beats, now);
        activity |= probe(swi, dp.probe_out, sw.cap_acc, RecKind::ACCEL_OUT, sw.probe_out_beats,
                          now);
        for (int p = 0; p < NPORTS; p++) {
            if (!fire_in[p]) continue;
            activity = true;
            sw.in_beats[p]++;
            if (sw.cur_beat[p] == 0) {
                sw.cur_first[p] = now;
                if (sw.cur_stream[p] != FROM_LINK) pace(sw.port_free[p], sw.cur_tx[p].len, now);
            }
            if (++sw.cur_beat[p] == beats_of(sw.cur_tx[p].len)) sent(sw, swi, p, now);
        }
        return activity;
    }

    bool probe(uint32_t swi, const Port& l, Capture& c, RecKind kind, uint64_t& beats,
               uint64_t now) {
        if (!(*l.tvalid && *l.tready)) return false;
        beats++;
        if (capture_beat(c, l.tdata, *l.tkeep, l.tuser, *l.tlast, now)) {
            write_record(kind, swi, 0, c.tuser, c.keep, c.data, c.first, now);
            c.active = false;
        }
        return true;
    }

    // No progress for stall_limit cycles: record every endpoint's state and send the
    // diagnosis Queries alone.
    void hang(uint64_t now) {
        ep::log_event(Event::STALL, w::EVENT_NONE, w::EVENT_NONE, (uint32_t)(now - last_progress),
                      0, now);
        for (const auto& e : streams)
            if (e.role == StreamRole::NORMAL)
                ep::log_event(Event::STATE, e.index, e.oldest_pending(), (uint32_t)e.next,
                              (uint32_t)e.items.size(), now);
        diagnosing = true;
        diag_start = now;
        idle = 0;
    }

    bool on_wire() const {  // a frame mid-way into a port (a stall inside a frame)
        for (const auto& sw : sws)
            for (int p = 0; p < NPORTS; p++)
                if (sw->cur_stream[p] != -1) return true;
        return false;
    }

    RunStatus run(uint64_t& end_cycle) {
        const uint64_t& cycle = sws[0]->dp->cycle;  // every switch is clocked together
        RunStatus status = RunStatus::DONE;
        for (;;) {
            const uint64_t now = cycle;
            if (!diagnosing) {
                for (auto& e : streams) e.tick(now);
                pass_barriers(now);
            }
            bool waiting_on_time = false;
            for (auto& sw : sws) waiting_on_time |= choose(*sw, now);
            for (auto& sw : sws) drive(*sw, now);
            for (auto& sw : sws) sw->dp->top->eval();  // settle with the new inputs (clock low)
            bool activity = false;
            for (uint32_t i = 0; i < sws.size(); i++) activity |= sample(i, now);
            if (activity) last_beat = now;
            for (auto& sw : sws) sw->dp->edge();
            if (on_wire()) activity = true;
            if (activity || waiting_on_time) idle = 0; else idle++;
            if ((cycle & 0xFFFF) == 0) {
                fprintf(stderr, "P %llu %llu %llu\n", (unsigned long long)cycle,
                        (unsigned long long)frames_sent, (unsigned long long)frames_total);
                fflush(stderr);
            }
            if (diagnosing) {
                bool answered = true;
                for (const auto& e : streams)
                    if (e.role == StreamRole::DIAGNOSIS && !e.finished()) answered = false;
                if ((answered && idle > hdr.idle_end) || cycle - diag_start > hdr.diag_cycles) break;
            } else if (all_done()) {
                if (idle > hdr.idle_end) break;
            } else if (now - last_progress > hdr.stall_limit) {
                status = RunStatus::STALLED;
                hang(now);
            }
            if (cycle >= hdr.max_cycles) { status = RunStatus::MAX_CYCLES; break; }
        }
        end_cycle = cycle;
        return status;
    }
};

int main(int argc, char** argv) {
    const char* in_path = nullptr;
    const char* out_path = nullptr;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--in") && i + 1 < argc) in_path = argv[++i];
        else if (!strcmp(argv[i], "--out") && i + 1 < argc) out_path = argv[++i];
        else if (argv[i][0] == '+') continue;
        else {
            fprintf(stderr, "harness: unknown argument %s\n", argv[i]);
            return code(HarnessExit::USAGE);
        }
    }
    if (!in_path || !out_path) {
        fprintf(stderr, "usage: harness --in STIM --out RESULT\n");
        return code(HarnessExit::USAGE);
    }
    Stimulus st;
    if (int rc = load(in_path, st)) return rc;
    g_out = fopen(out_path, "wb");
    if (!g_out) { fprintf(stderr, "harness: cannot write %s\n", out_path); return code(HarnessExit::IO); }
    static char obuf[1 << 20];
    setvbuf(g_out, obuf, _IOFBF, sizeof obuf);
    put(w::OUT_MAGIC, sizeof w::OUT_MAGIC - 1);

    std::vector<std::unique_ptr<Switch>> sws;  // out of reset: cycles are counted from here
    for (uint32_t i = 0; i < st.hdr.n_switches; i++)
        sws.push_back(std::make_unique<Switch>(argc, argv));
    Harness h(st, st.streams, sws);
    auto t_start = std::chrono::steady_clock::now();
    uint64_t end_cycle = 0;
    const RunStatus status = h.run(end_cycle);
    uint64_t sim_ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                          std::chrono::steady_clock::now() - t_start).count();

    // ------------------------------------------------------------ AXI-Lite counters
    std::vector<w::OutReg> regs;
    for (uint32_t i = 0; i < sws.size(); i++)
        for (const auto& a : w::AXIL_COUNTERS)
            regs.push_back(w::OutReg{a.slave, a.offset,
                                     sws[i]->dp->axil_read((int)a.slave, a.offset), i});

    const uint32_t tk = static_cast<uint32_t>(RecKind::TRAILER);
    put(&tk, sizeof tk);
    w::OutTrailer tr{end_cycle, static_cast<uint64_t>(status), sim_ns, regs.size()};
    put(&tr, sizeof tr);
    put(regs.data(), sizeof(w::OutReg) * regs.size());
    for (const auto& sw : sws) {
        w::OutBeats beats{};
        for (int p = 0; p < NPORTS; p++) { beats.in_beats[p] = sw->in_beats[p]; beats.out_beats[p] = sw->out_beats[p]; }
        beats.probe_in_beats = sw->probe_in_beats;
        beats.probe_out_beats = sw->probe_out_beats;
        put(&beats, sizeof beats);
    }
    fclose(g_out);
    for (auto& sw : sws) sw->dp->top->final();
    fprintf(stderr, "E %llu %llu %llu\n", (unsigned long long)end_cycle,
            (unsigned long long)static_cast<uint64_t>(status), (unsigned long long)sim_ns);
    return code(HarnessExit::OK);
}
