// Compiled testbench of the whole switch datapath (nf_datapath + cores, with or without a
// spliced accelerator) for long runs: stimulus from a binary file, everything observed to a
// binary file; Python (golden/report_sim.py) writes the one and checks the other.
//
// Why C++ around the Verilated model (as tb/fp32_vec_add/compiled): a DQN-size all-reduce is
// ~10^6 cycles per run and the report runs twelve of them; a cocotb loop manages ~6k
// cycles/s on this design class, this loop runs the model at Verilator speed and costs a
// few word copies per port per cycle.
//
// What it does, per cycle (axis_aclk = axi_aclk, 200 MHz):
//  * drives the five s_axis ports from their streams, honouring tready; a frame goes out as
//    back-to-back beats (the MAC's receive FIFO hands over whole frames), TUSER on every beat;
//  * m_axis tready of every output port: always 1, or low with probability P/256 (seeded);
//  * records every frame leaving an m_axis port (bytes, TUSER, first/last cycle), and every
//    frame crossing the two probe links inside nf_datapath (tb/nf_datapath/compiled/probes.vlt
//    makes them readable): m_axis_opl_* (lookup -> accelerator: the accelerator's arrival
//    order) and m_axis_opl_iswitch_* (accelerator -> output queues); raw beats and tkeep;
//  * recognises iSwitch aggregates and Acks on the outputs (by their bytes) to open gates.
//
// Streams (one per worker, plus the controller): each is bound to one input port and holds
// frames in order. A frame may start when
//   - its gate is open: none | aggregate of segment S seen on port G | Ack with seq S seen on
//     port G | at least S aggregates seen on port G; open `reaction` cycles after the last
//     beat of that frame left the switch (the worker's turnaround),
//   - cycle >= not_before, and cycle >= (end of the stream's previous frame) + gap,
//   - the port's line rate allows it: with line_bits > 0 the port is paced as a real MAC,
//     a frame of L bytes occupies (L + overhead) * 8 / line_bits cycles of the port
//     (10G at 200 MHz: line_bits = 50, overhead = 24: FCS, preamble, inter-frame gap),
//   - and it is this port's turn: round robin among the port's streams whose head may go.
// The window of docs/protocol.md section 8 is exactly such a gate (segment s waits for the
// aggregate of s - K on the worker's own port), so the harness runs the protocol closed
// loop without knowing anything else about iSwitch.
//
// The files (little-endian, packed records of iswitch_wire.h, generated from iswitch/wire.py,
// which Python reads and writes with the same record definitions):
//   stimulus: StimHeader (magic STIM_MAGIC); per stream a StimStream, then per frame a
//     StimFrame followed by its `len` bytes;
//   output: OUT_MAGIC; then OutRecords, each followed by nbeats x u32 tkeep and nbeats x 32
//     bytes of tdata: kind SENT (an input frame sent: port = input port, tuser[0] = stream,
//     tuser[1] = frame index, nbeats = 0), PORT_OUT (a frame out of m_axis_<port>), ACCEL_IN
//     (into the accelerator, m_axis_opl_*), ACCEL_OUT (out of it, m_axis_opl_iswitch_*;
//     port 0 for both); then the kind word TRAILER, an OutTrailer (status: RunStatus), its
//     n_regs OutRegs (the AXI-Lite counters AXIL_COUNTERS, read at the end) and OutBeats.
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

#include "Vnf_datapath.h"
#include "Vnf_datapath___024root.h"
#include "iswitch_wire.h"
#include "verilated.h"

namespace w = iswitch_wire;
using w::Gate;
using w::HarnessExit;
using w::RecKind;
using w::RunStatus;

static const int NPORTS = w::NUM_STREAMS;
static const int BEAT = w::BEAT_BYTES;

static int code(HarnessExit e) { return static_cast<int>(e); }

struct Rng {  // xorshift32
    uint32_t s;
    uint32_t next() {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        return s;
    }
};

struct Frame {
    w::StimFrame rec;
    size_t off;  // into Stream::data
};

struct Stream {
    uint32_t port;
    std::vector<Frame> frames;
    std::vector<uint8_t> data;
    size_t next = 0;          // next frame to start
    uint64_t prev_end = 0;    // last cycle of the previous frame
};

// One AXI-Stream port's signals in the Verilated model.
struct Port {
    uint32_t* tdata;  // 8 words
    uint32_t* tkeep;
    uint32_t* tuser;  // 4 words
    uint8_t* tvalid;
    uint8_t* tready;
    uint8_t* tlast;
};

// A frame being captured beat by beat.
struct Capture {
    std::vector<uint32_t> keep;
    std::vector<uint8_t> data;
    uint32_t tuser[w::TUSER_WORDS] = {0, 0, 0, 0};
    uint64_t first = 0;
    bool active = false;
};

static FILE* g_out;

static void put(const void* p, size_t n) {
    if (fwrite(p, 1, n, g_out) != n) {
        fprintf(stderr, "harness: write failed\n");
        exit(code(HarnessExit::WRITE_FAILED));
    }
}

static void write_record(RecKind kind, uint32_t port, const Capture& c, uint64_t last) {
    w::OutRecord h{static_cast<uint32_t>(kind), port, (uint32_t)c.keep.size(),
                   {c.tuser[0], c.tuser[1], c.tuser[2], c.tuser[3]}, c.first, last};
    put(&h, sizeof h);
    put(c.keep.data(), 4 * c.keep.size());
    put(c.data.data(), c.data.size());
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

static bool read_all(FILE* f, void* buf, size_t n) { return fread(buf, 1, n, f) == n; }

// Gate bookkeeping per output port: when each aggregate / Ack left the switch.
struct Seen {
    std::unordered_map<uint32_t, uint64_t> agg, ack;
    uint64_t agg_count = 0;
};

static void note_output(Seen& s, const Capture& c, uint64_t last) {
    const uint8_t* d = c.data.data();
    size_t n = 0;
    for (uint32_t k : c.keep) n += __builtin_popcount(k);
    if (n < (size_t)w::PAYLOAD_OFF || w::eth_ethertype(d) != w::ETHERTYPE_IPV4 ||
        (w::ip_ver_ihl(d) >> 4) != w::IP_VERSION || w::ip_proto(d) != w::IPPROTO_UDP ||
        w::data_magic(d) != w::MAGIC)
        return;
    if (w::data_vt(d) == w::VT_DATA) {  // an aggregate has AGG
        if (w::data_flags(d) & w::FLAG_AGG) {
            s.agg.emplace(w::data_seg(d), last);
            s.agg_count++;
        }
    } else if (w::ctrl_vt(d) == w::VT_CTRL &&
               w::ctrl_action(d) == static_cast<uint8_t>(w::Action::ACK)) {
        s.ack.emplace(w::ctrl_seq(d), last);
    }
}

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

    // ------------------------------------------------------------ stimulus
    FILE* fin = fopen(in_path, "rb");
    if (!fin) { fprintf(stderr, "harness: cannot open %s\n", in_path); return code(HarnessExit::IO); }
    const int bad = code(HarnessExit::BAD_STIMULUS);
    w::StimHeader hdr;
    if (!read_all(fin, &hdr, sizeof hdr) || memcmp(hdr.magic, w::STIM_MAGIC, sizeof hdr.magic)) {
        fprintf(stderr, "harness: bad stimulus header\n");
        return bad;
    }
    const uint32_t n_streams = hdr.n_streams, line_bits = hdr.line_bits, overhead = hdr.overhead,
                   reaction = hdr.reaction, tready_p = hdr.tready_p, seed = hdr.seed;
    const uint64_t max_cycles = hdr.max_cycles;
    const uint32_t stall_limit = hdr.stall_limit, idle_end = hdr.idle_end;
    std::vector<Stream> streams(n_streams);
    uint64_t frames_total = 0;
    for (auto& s : streams) {
        w::StimStream sp;
        if (!read_all(fin, &sp, sizeof sp) || sp.port >= (uint32_t)NPORTS) {
            fprintf(stderr, "harness: bad stream\n");
            return bad;
        }
        s.port = sp.port;
        s.frames.resize(sp.n_frames);
        for (auto& f : s.frames) {
            if (!read_all(fin, &f.rec, sizeof f.rec)) {
                fprintf(stderr, "harness: truncated stimulus\n");
                return bad;
            }
            if (f.rec.len == 0 || f.rec.gate_port >= (uint32_t)NPORTS) {
                fprintf(stderr, "harness: bad frame\n");
                return bad;
            }
            f.off = s.data.size();
            s.data.resize(f.off + f.rec.len);
            if (!read_all(fin, &s.data[f.off], f.rec.len)) {
                fprintf(stderr, "harness: truncated data\n");
                return bad;
            }
        }
        frames_total += s.frames.size();
    }
    fclose(fin);
    g_out = fopen(out_path, "wb");
    if (!g_out) { fprintf(stderr, "harness: cannot write %s\n", out_path); return code(HarnessExit::IO); }
    static char obuf[1 << 20];
    setvbuf(g_out, obuf, _IOFBF, sizeof obuf);
    put(w::OUT_MAGIC, sizeof w::OUT_MAGIC - 1);

    // ------------------------------------------------------------ model
    auto ctx = std::make_unique<VerilatedContext>();
    ctx->commandArgs(argc, argv);
    auto top = std::make_unique<Vnf_datapath>(ctx.get());
    auto* r = top->rootp;

#define PORT(dir, n) Port{top->dir##_axis_##n##_tdata.data(), &top->dir##_axis_##n##_tkeep, \
                          top->dir##_axis_##n##_tuser.data(), &top->dir##_axis_##n##_tvalid,  \
                          &top->dir##_axis_##n##_tready, &top->dir##_axis_##n##_tlast}
    Port sin[NPORTS] = {PORT(s, 0), PORT(s, 1), PORT(s, 2), PORT(s, 3), PORT(s, 4)};
    Port mout[NPORTS] = {PORT(m, 0), PORT(m, 1), PORT(m, 2), PORT(m, 3), PORT(m, 4)};
#undef PORT
    // The probe links (public_flat_rd in probes.vlt).
    Port pin{r->nf_datapath__DOT__m_axis_opl_tdata.data(), &r->nf_datapath__DOT__m_axis_opl_tkeep,
             r->nf_datapath__DOT__m_axis_opl_tuser.data(), &r->nf_datapath__DOT__m_axis_opl_tvalid,
             &r->nf_datapath__DOT__m_axis_opl_tready, &r->nf_datapath__DOT__m_axis_opl_tlast};
    Port pout{r->nf_datapath__DOT__m_axis_opl_iswitch_tdata.data(),
              &r->nf_datapath__DOT__m_axis_opl_iswitch_tkeep,
              r->nf_datapath__DOT__m_axis_opl_iswitch_tuser.data(),
              &r->nf_datapath__DOT__m_axis_opl_iswitch_tvalid,
              &r->nf_datapath__DOT__m_axis_opl_iswitch_tready,
              &r->nf_datapath__DOT__m_axis_opl_iswitch_tlast};

    uint64_t cycle = 0;
    auto edge = [&]() {
        top->axis_aclk = 1;
        top->axi_aclk = 1;
        top->eval();
        top->axis_aclk = 0;
        top->axi_aclk = 0;
        cycle++;
    };
    // AXI-Lite idle.
#define AXIL_IDLE(n) top->S##n##_AXI_AWVALID = 0; top->S##n##_AXI_WVALID = 0; \
    top->S##n##_AXI_ARVALID = 0; top->S##n##_AXI_BREADY = 1; top->S##n##_AXI_RREADY = 1; \
    top->S##n##_AXI_WSTRB = 0xF;
    AXIL_IDLE(0) AXIL_IDLE(1) AXIL_IDLE(2)
    for (int p = 0; p < NPORTS; p++) { *sin[p].tvalid = 0; *mout[p].tready = 1; }
    top->axis_aclk = 0;
    top->axi_aclk = 0;
    top->axis_resetn = 0;
    top->axi_resetn = 0;
    top->eval();
    for (int i = 0; i < 16; i++) { edge(); top->eval(); }
    top->axis_resetn = 1;
    top->axi_resetn = 1;
    top->eval();
    for (int i = 0; i < 8; i++) { edge(); top->eval(); }
    const uint64_t t0 = cycle;  // cycles are reported relative to the end of reset

    // ------------------------------------------------------------ run
    Rng rng{seed ? seed : 1u};
    Seen seen[NPORTS];
    Capture cap_out[NPORTS], cap_in, cap_acc;
    // per input port: the frame on the wire (stream index, beat), pacing and round robin
    int cur_stream[NPORTS];
    uint32_t cur_beat[NPORTS];
    uint64_t cur_first[NPORTS];
    unsigned __int128 port_free[NPORTS];  // in units of cycle * line_bits
    int rr[NPORTS];
    std::vector<int> by_port[NPORTS];
    for (int p = 0; p < NPORTS; p++) { cur_stream[p] = -1; cur_beat[p] = 0; port_free[p] = 0; rr[p] = 0; }
    for (uint32_t i = 0; i < n_streams; i++) by_port[streams[i].port].push_back(i);
    uint64_t frames_sent = 0, idle = 0;
    uint64_t in_beats[NPORTS] = {0}, out_beats[NPORTS] = {0}, probe_in_beats = 0, probe_out_beats = 0;
    RunStatus status = RunStatus::DONE;

    auto gate_open = [&](const Frame& f, uint64_t now) -> bool {
        const Seen& s = seen[f.rec.gate_port];
        const uint32_t v = f.rec.gate_value;
        uint64_t at;
        switch (static_cast<Gate>(f.rec.gate_kind)) {
            case Gate::NONE: return true;
            case Gate::AGG: { auto it = s.agg.find(v); if (it == s.agg.end()) return false; at = it->second; break; }
            case Gate::ACK: { auto it = s.ack.find(v); if (it == s.ack.end()) return false; at = it->second; break; }
            case Gate::AGG_COUNT: return s.agg_count >= v;  // (no turnaround: a controller's poll)
            default: return false;
        }
        return now >= at + 1 + reaction;
    };

    auto t_start = std::chrono::steady_clock::now();
    for (;;) {
        const uint64_t now = cycle - t0;
        bool activity = false, waiting_on_time = false;
        // choose frames to start on idle ports
        for (int p = 0; p < NPORTS; p++) {
            if (cur_stream[p] >= 0) continue;
            const auto& list = by_port[p];
            int n = (int)list.size();
            for (int k = 0; k < n; k++) {
                int si = list[(rr[p] + k) % n];
                Stream& s = streams[si];
                if (s.next >= s.frames.size()) continue;
                const Frame& f = s.frames[s.next];
                if (!gate_open(f, now)) continue;
                bool time_ok = now >= f.rec.not_before &&
                               now >= (s.next ? s.prev_end + f.rec.gap : f.rec.gap) &&
                               (line_bits == 0 || (unsigned __int128)now * line_bits >= port_free[p]);
                if (!time_ok) { waiting_on_time = true; continue; }
                cur_stream[p] = si;
                cur_beat[p] = 0;
                rr[p] = (rr[p] + k + 1) % n;
                break;
            }
        }
        // drive inputs
        for (int p = 0; p < NPORTS; p++) {
            Port& io = sin[p];
            if (cur_stream[p] < 0) { *io.tvalid = 0; continue; }
            Stream& s = streams[cur_stream[p]];
            const Frame& f = s.frames[s.next];
            uint32_t nb = (f.rec.len + BEAT - 1) / BEAT, b = cur_beat[p];
            uint32_t bytes = (b + 1 < nb) ? BEAT : f.rec.len - b * BEAT;
            uint8_t tmp[BEAT] = {0};
            memcpy(tmp, &s.data[f.off + size_t(b) * BEAT], bytes);
            memcpy(io.tdata, tmp, BEAT);
            *io.tkeep = bytes == 32 ? 0xFFFFFFFFu : ((1u << bytes) - 1);
            memcpy(io.tuser, f.rec.tuser, sizeof f.rec.tuser);
            *io.tlast = (b + 1 == nb);
            *io.tvalid = 1;
        }
        for (int p = 0; p < NPORTS; p++)
            *mout[p].tready = tready_p ? ((rng.next() & 255) >= tready_p) : 1;
        top->eval();  // settle combinational paths with the new inputs (clock low)

        // sample handshakes before the edge
        bool fire_in[NPORTS], fire_out[NPORTS];
        for (int p = 0; p < NPORTS; p++) {
            fire_in[p] = *sin[p].tvalid && *sin[p].tready;
            fire_out[p] = *mout[p].tvalid && *mout[p].tready;
            if (fire_out[p]) {
                activity = true;
                out_beats[p]++;
                if (capture_beat(cap_out[p], mout[p].tdata, *mout[p].tkeep, mout[p].tuser, *mout[p].tlast, now)) {
                    note_output(seen[p], cap_out[p], now);
                    write_record(RecKind::PORT_OUT, p, cap_out[p], now);
                    cap_out[p].active = false;
                }
            }
        }
        if (*pin.tvalid && *pin.tready) {
            activity = true;
            probe_in_beats++;
            if (capture_beat(cap_in, pin.tdata, *pin.tkeep, pin.tuser, *pin.tlast, now)) {
                write_record(RecKind::ACCEL_IN, 0, cap_in, now);
                cap_in.active = false;
            }
        }
        if (*pout.tvalid && *pout.tready) {
            activity = true;
            probe_out_beats++;
            if (capture_beat(cap_acc, pout.tdata, *pout.tkeep, pout.tuser, *pout.tlast, now)) {
                write_record(RecKind::ACCEL_OUT, 0, cap_acc, now);
                cap_acc.active = false;
            }
        }
        for (int p = 0; p < NPORTS; p++) {
            if (!fire_in[p]) continue;
            activity = true;
            in_beats[p]++;
            Stream& s = streams[cur_stream[p]];
            const Frame& f = s.frames[s.next];
            if (cur_beat[p] == 0) {
                cur_first[p] = now;
                if (line_bits) {
                    unsigned __int128 start = (unsigned __int128)now * line_bits;
                    if (port_free[p] < start) port_free[p] = start;
                    port_free[p] += (unsigned __int128)(f.rec.len + overhead) * 8;
                }
            }
            if (++cur_beat[p] == (f.rec.len + BEAT - 1) / BEAT) {
                w::OutRecord h{static_cast<uint32_t>(RecKind::SENT), (uint32_t)p, 0,
                               {(uint32_t)cur_stream[p], (uint32_t)s.next, 0, 0}, cur_first[p], now};
                put(&h, sizeof h);
                s.prev_end = now;
                s.next++;
                frames_sent++;
                cur_stream[p] = -1;
            }
        }
        edge();
        for (int p = 0; p < NPORTS; p++) if (cur_stream[p] >= 0) activity = true;  // mid-frame stall
        if (activity || waiting_on_time) idle = 0; else idle++;
        if (((cycle - t0) & 0xFFFF) == 0) {
            fprintf(stderr, "P %llu %llu %llu\n", (unsigned long long)(cycle - t0),
                    (unsigned long long)frames_sent, (unsigned long long)frames_total);
            fflush(stderr);
        }
        if (frames_sent == frames_total) {
            if (idle > idle_end) break;
        } else if (idle > stall_limit) {
            status = RunStatus::STALLED;
            break;
        }
        if (cycle - t0 >= max_cycles) { status = RunStatus::MAX_CYCLES; break; }
    }
    uint64_t sim_ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                          std::chrono::steady_clock::now() - t_start).count();
    const uint64_t end_cycle = cycle - t0;

    // ------------------------------------------------------------ AXI-Lite counters
    std::vector<w::OutReg> regs;
    auto axil_read = [&](int slave, uint32_t addr) -> uint32_t {
        uint32_t value = 0xDEADBEEF;
#define RD(n) if (slave == n) { \
        top->S##n##_AXI_ARADDR = addr; top->S##n##_AXI_ARVALID = 1; top->S##n##_AXI_RREADY = 1; \
        for (int i = 0; i < 64; i++) { top->eval(); bool ar = top->S##n##_AXI_ARREADY; edge(); top->eval(); \
            if (ar) { top->S##n##_AXI_ARVALID = 0; break; } } \
        for (int i = 0; i < 64; i++) { top->eval(); if (top->S##n##_AXI_RVALID) { value = top->S##n##_AXI_RDATA; \
            edge(); top->eval(); break; } edge(); } }
        RD(0) RD(1) RD(2)
#undef RD
        regs.push_back(w::OutReg{(uint32_t)slave, addr, value});
        return value;
    };
    for (const auto& a : w::AXIL_COUNTERS) axil_read(a.slave, a.offset);

    const uint32_t tk = static_cast<uint32_t>(RecKind::TRAILER);
    put(&tk, sizeof tk);
    w::OutTrailer tr{end_cycle, static_cast<uint64_t>(status), sim_ns, regs.size()};
    put(&tr, sizeof tr);
    put(regs.data(), sizeof(w::OutReg) * regs.size());
    w::OutBeats beats{};
    for (int p = 0; p < NPORTS; p++) { beats.in_beats[p] = in_beats[p]; beats.out_beats[p] = out_beats[p]; }
    beats.probe_in_beats = probe_in_beats;
    beats.probe_out_beats = probe_out_beats;
    put(&beats, sizeof beats);
    fclose(g_out);
    top->final();
    fprintf(stderr, "E %llu %llu %llu\n", (unsigned long long)end_cycle,
            (unsigned long long)static_cast<uint64_t>(status), (unsigned long long)sim_ns);
    return code(HarnessExit::OK);
}
