// Compiled testbench of the whole switch datapath (nf_datapath + cores, with or without a
// spliced accelerator) for long runs: stimulus from a binary file, everything observed to a
// binary file; Python (iswitch/sim/harness.py) writes the one and checks the other.
//
// Why C++ around the Verilated model (as tb/fp32_vec_add/compiled): a DQN-size all-reduce is
// ~10^6 cycles per run and the report runs sixteen of them; a cocotb loop manages ~6k
// cycles/s on this design class, this loop runs the model at Verilator speed and costs a
// few word copies per port per cycle.
//
// What it does, per cycle (axis_aclk = axi_aclk, 200 MHz):
//  * drives the five s_axis ports from their endpoints' streams, honouring tready; a frame
//    goes out as back-to-back beats (the MAC's receive FIFO hands over whole frames), TUSER
//    on every beat;
//  * m_axis tready of every output port: always 1, or low with probability P/256 (seeded);
//  * records every frame leaving an m_axis port (bytes, TUSER, first/last cycle), and every
//    frame crossing the two probe links inside nf_datapath (tb/nf_datapath/compiled/probes.vlt
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
//     S seen on port G | at least S aggregates seen on port G | no beat anywhere for S
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
// The files (little-endian, packed records of iswitch_wire.h, generated from iswitch/wire.py,
// which Python reads and writes with the same record definitions):
//   stimulus: StimHeader (magic STIM_MAGIC); per stream a StimStream, then per item a
//     StimFrame followed by its `len` bytes;
//   output: OUT_MAGIC; then records: OutRecords, each followed by nbeats x u32 tkeep and
//     nbeats x 32 bytes of tdata: kind SENT (a stimulus frame sent: port = input port,
//     tuser[0] = stream, tuser[1] = item, nbeats = 0), INJECTED (a frame an endpoint made:
//     tuser[0] = stream, tuser[1] = Injected, tuser[2] = segment), PORT_OUT (a frame out of
//     m_axis_<port>), ACCEL_IN (into the accelerator, m_axis_opl_*), ACCEL_OUT (out of it,
//     m_axis_opl_iswitch_*; port 0 for both); OutEvents (kind EVENT); then the kind word
//     TRAILER, an OutTrailer (status: RunStatus), its n_regs OutRegs (the AXI-Lite counters
//     AXIL_COUNTERS, read at the end) and OutBeats.
// Progress on stderr: "P <cycle> <frames sent> <frames total>" every 2^16 cycles.
#include <chrono>
#include <cstdint>
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

static void write_record(RecKind kind, uint32_t port, const uint32_t* tuser,
                         const std::vector<uint32_t>& keep, const std::vector<uint8_t>& data,
                         uint64_t first, uint64_t last) {
    w::OutRecord h{static_cast<uint32_t>(kind), port, (uint32_t)keep.size(),
                   {tuser[0], tuser[1], tuser[2], tuser[3]}, first, last};
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
    std::vector<Endpoint> streams;
};

static int load(const char* path, Stimulus& st) {
    FILE* fin = fopen(path, "rb");
    if (!fin) { fprintf(stderr, "harness: cannot open %s\n", path); return code(HarnessExit::IO); }
    const int bad = code(HarnessExit::BAD_STIMULUS);
    auto fail = [&](const char* why) { fprintf(stderr, "harness: %s\n", why); fclose(fin); return bad; };
    w::StimHeader& hdr = st.hdr;
    if (!read_all(fin, &hdr, sizeof hdr) || memcmp(hdr.magic, w::STIM_MAGIC, sizeof hdr.magic))
        return fail("bad stimulus header");
    st.streams.resize(hdr.n_streams);
    for (uint32_t i = 0; i < hdr.n_streams; i++) {
        Endpoint& s = st.streams[i];
        w::StimStream sp;
        if (!read_all(fin, &sp, sizeof sp) || sp.port >= (uint32_t)NPORTS ||
            sp.role > static_cast<uint32_t>(StreamRole::DIAGNOSIS))
            return fail("bad stream");
        s.index = i;
        s.port = sp.port;
        s.mac = sp.mac;
        s.role = static_cast<StreamRole>(sp.role);
        s.help_timeout = sp.help_timeout;
        s.help_seq = sp.help_seq;
        for (uint32_t k = 0; k < sp.n_frames; k++) {
            ep::Item it;
            if (!read_all(fin, &it.rec, sizeof it.rec)) return fail("truncated stimulus");
            const bool barrier = it.rec.role == role_of(FrameRole::BARRIER);
            if ((it.rec.len == 0) != barrier || it.rec.gate_port >= (uint32_t)NPORTS ||
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

struct Harness {
    const w::StimHeader& hdr;
    std::vector<Endpoint>& streams;
    Datapath& dp;
    ep::Faults faults;
    ep::Rng tready_rng;
    PortSeen seen[NPORTS];
    Capture cap_out[NPORTS], cap_in, cap_acc;
    std::vector<int> by_port[NPORTS];
    std::unordered_map<uint32_t, std::vector<int>> barriers;  // id -> streams (not yet passed)
    // per input port: the frame on the wire (stream, beat), pacing and round robin
    int cur_stream[NPORTS];
    uint32_t cur_beat[NPORTS];
    uint64_t cur_first[NPORTS];
    ep::Tx cur_tx[NPORTS];
    unsigned __int128 port_free[NPORTS];  // in units of cycle * line_bits
    int rr[NPORTS];
    uint64_t frames_sent = 0, frames_total = 0, idle = 0, last_progress = 0, last_beat = 0;
    uint64_t in_beats[NPORTS] = {0}, out_beats[NPORTS] = {0}, probe_in_beats = 0,
             probe_out_beats = 0;
    bool diagnosing = false;
    uint64_t diag_start = 0;

    Harness(const w::StimHeader& h, std::vector<Endpoint>& s, Datapath& d)
        : hdr(h), streams(s), dp(d),
          faults{ep::Rng{h.fault_seed ? h.fault_seed : 1u}, h.loss_in_ppm, h.dup_ppm,
                 h.loss_out_ppm},
          tready_rng{h.seed ? h.seed : 1u} {
        for (int p = 0; p < NPORTS; p++) {
            cur_stream[p] = -1; cur_beat[p] = 0; port_free[p] = 0; rr[p] = 0;
        }
        for (auto& e : streams) {
            by_port[e.port].push_back((int)e.index);
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
        const PortSeen& s = seen[f.gate_port];
        const uint32_t v = f.gate_value;
        const std::unordered_map<uint32_t, uint64_t>* m;
        switch (static_cast<Gate>(f.gate_kind)) {
            case Gate::NONE: return true;
            case Gate::AGG: m = &e.held; break;
            case Gate::ACK: m = &s.ack; break;
            case Gate::AGG_COUNT: return s.agg_count >= v;  // (no turnaround: a controller's poll)
            case Gate::IDLE: return now - last_beat >= v;
            default: return false;
        }
        auto it = m->find(v);
        return it != m->end() && now >= it->second + 1 + hdr.reaction;
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
    // only for time (pacing, not_before, gap).
    bool choose(uint64_t now) {
        bool waiting_on_time = false;
        for (int p = 0; p < NPORTS; p++) {
            if (cur_stream[p] >= 0) continue;
            const auto& list = by_port[p];
            int n = (int)list.size();
            for (int k = 0; k < n; k++) {
                int si = list[(rr[p] + k) % n];
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
                                (unsigned __int128)now * hdr.line_bits >= port_free[p]);
                if (!time_ok) { waiting_on_time = true; continue; }
                rr[p] = (rr[p] + k + 1) % n;
                const ep::Tx tx = s.head_tx();
                if (tx.data_role && faults.chance_ppm(faults.loss_in_ppm)) {
                    lost(p, s, tx, now);
                    break;
                }
                cur_stream[p] = si;
                cur_beat[p] = 0;
                cur_tx[p] = tx;
                break;
            }
        }
        return waiting_on_time;
    }

    // A data frame lost on the link: it takes its time on the wire, the switch never sees it.
    void lost(int p, Endpoint& s, const ep::Tx& tx, uint64_t now) {
        ep::log_event(Event::LOST_IN, s.index, w::data_seg(tx.data),
                      tx.made ? w::EVENT_NONE : (uint32_t)s.next, 0, now);
        pace(p, tx.len, now);
        if (!tx.made) { frames_sent++; last_progress = now; }
        s.prev_end = now;
        s.sent(tx.made, true, now, faults);
    }

    void pace(int p, uint32_t len, uint64_t now) {
        if (!hdr.line_bits) return;
        unsigned __int128 start = (unsigned __int128)now * hdr.line_bits;
        if (port_free[p] < start) port_free[p] = start;
        port_free[p] += (unsigned __int128)(len + hdr.overhead) * 8;
    }

    void drive() {
        for (int p = 0; p < NPORTS; p++) {
            const Port& io = dp.in[p];
            if (cur_stream[p] < 0) { *io.tvalid = 0; continue; }
            const ep::Tx& t = cur_tx[p];
            uint8_t tmp[BEAT];
            *io.tkeep = beat_of(t, cur_beat[p], tmp);
            memcpy(io.tdata, tmp, BEAT);
            memcpy(io.tuser, t.tuser, 4 * w::TUSER_WORDS);
            *io.tlast = (cur_beat[p] + 1 == beats_of(t.len));
            *io.tvalid = 1;
        }
        for (int p = 0; p < NPORTS; p++)
            *dp.out[p].tready =
                hdr.tready_p ? ((tready_rng.next() & 255) >= hdr.tready_p) : 1;
    }

    // A frame left output port p: record it, note it for the gates, hand it to the
    // endpoints on the port.
    void delivered(int p, uint64_t now) {
        const Capture& c = cap_out[p];
        const ep::Seen s = ep::inspect(c.data.data(), c.length());
        seen[p].note(s, now);
        write_record(RecKind::PORT_OUT, p, c.tuser, c.keep, c.data, c.first, now);
        if (s.kind == ep::Seen::OTHER) return;
        for (int si : by_port[p])
            if (streams[si].receive(s, now, faults)) last_progress = now;
    }

    // An input frame's last beat went in.
    void sent(int p, uint64_t now) {
        Endpoint& s = streams[cur_stream[p]];
        const ep::Tx& t = cur_tx[p];
        if (t.made) {
            const ep::Made& m = s.made.front();
            const uint32_t tu[w::TUSER_WORDS] = {s.index, static_cast<uint32_t>(m.kind), m.seg, 0};
            std::vector<uint32_t> keep(beats_of(t.len));
            std::vector<uint8_t> data(size_t(BEAT) * keep.size());
            for (uint32_t b = 0; b < keep.size(); b++) keep[b] = beat_of(t, b, &data[size_t(b) * BEAT]);
            write_record(RecKind::INJECTED, p, tu, keep, data, cur_first[p], now);
        } else {
            w::OutRecord h{static_cast<uint32_t>(RecKind::SENT), (uint32_t)p, 0,
                           {s.index, (uint32_t)s.next, 0, 0}, cur_first[p], now};
            put(&h, sizeof h);
            frames_sent++;
            last_progress = now;
        }
        s.prev_end = now;
        s.sent(t.made, false, now, faults);
        cur_stream[p] = -1;
    }

    // Sample every handshake before the edge; returns whether anything moved.
    bool sample(uint64_t now) {
        bool activity = false;
        bool fire_in[NPORTS];
        for (int p = 0; p < NPORTS; p++) {
            const Port& m = dp.out[p];
            fire_in[p] = *dp.in[p].tvalid && *dp.in[p].tready;
            if (!(*m.tvalid && *m.tready)) continue;
            activity = true;
            out_beats[p]++;
            if (capture_beat(cap_out[p], m.tdata, *m.tkeep, m.tuser, *m.tlast, now)) {
                delivered(p, now);
                cap_out[p].active = false;
            }
        }
        activity |= probe(dp.probe_in, cap_in, RecKind::ACCEL_IN, probe_in_beats, now);
        activity |= probe(dp.probe_out, cap_acc, RecKind::ACCEL_OUT, probe_out_beats, now);
        for (int p = 0; p < NPORTS; p++) {
            if (!fire_in[p]) continue;
            activity = true;
            in_beats[p]++;
            if (cur_beat[p] == 0) {
                cur_first[p] = now;
                pace(p, cur_tx[p].len, now);
            }
            if (++cur_beat[p] == beats_of(cur_tx[p].len)) sent(p, now);
        }
        return activity;
    }

    bool probe(const Port& l, Capture& c, RecKind kind, uint64_t& beats, uint64_t now) {
        if (!(*l.tvalid && *l.tready)) return false;
        beats++;
        if (capture_beat(c, l.tdata, *l.tkeep, l.tuser, *l.tlast, now)) {
            write_record(kind, 0, c.tuser, c.keep, c.data, c.first, now);
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

    RunStatus run(uint64_t& end_cycle) {
        const uint64_t& cycle = dp.cycle;
        RunStatus status = RunStatus::DONE;
        for (;;) {
            const uint64_t now = cycle;
            if (!diagnosing) {
                for (auto& e : streams) e.tick(now);
                pass_barriers(now);
            }
            const bool waiting_on_time = choose(now);
            drive();
            dp.top->eval();  // settle combinational paths with the new inputs (clock low)
            bool activity = sample(now);
            if (activity) last_beat = now;
            dp.edge();
            for (int p = 0; p < NPORTS; p++) if (cur_stream[p] >= 0) activity = true;  // mid-frame stall
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

    Datapath dp(argc, argv);  // out of reset: cycles are counted from here
    Harness h(st.hdr, st.streams, dp);
    auto t_start = std::chrono::steady_clock::now();
    uint64_t end_cycle = 0;
    const RunStatus status = h.run(end_cycle);
    uint64_t sim_ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                          std::chrono::steady_clock::now() - t_start).count();

    // ------------------------------------------------------------ AXI-Lite counters
    std::vector<w::OutReg> regs;
    for (const auto& a : w::AXIL_COUNTERS)
        regs.push_back(w::OutReg{a.slave, a.offset, dp.axil_read((int)a.slave, a.offset)});

    const uint32_t tk = static_cast<uint32_t>(RecKind::TRAILER);
    put(&tk, sizeof tk);
    w::OutTrailer tr{end_cycle, static_cast<uint64_t>(status), sim_ns, regs.size()};
    put(&tr, sizeof tr);
    put(regs.data(), sizeof(w::OutReg) * regs.size());
    w::OutBeats beats{};
    for (int p = 0; p < NPORTS; p++) { beats.in_beats[p] = h.in_beats[p]; beats.out_beats[p] = h.out_beats[p]; }
    beats.probe_in_beats = h.probe_in_beats;
    beats.probe_out_beats = h.probe_out_beats;
    put(&beats, sizeof beats);
    fclose(g_out);
    dp.top->final();
    fprintf(stderr, "E %llu %llu %llu\n", (unsigned long long)end_cycle,
            (unsigned long long)static_cast<uint64_t>(status), (unsigned long long)sim_ns);
    return code(HarnessExit::OK);
}
