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
// Stimulus file (little-endian):
//   char[8] "ISWSTIM1"; u32 n_streams, line_bits, overhead, reaction, tready_p, seed;
//   u64 max_cycles; u32 stall_limit, idle_end;
//   per stream: u32 port, u32 n_frames; per frame:
//     u32 len, u32 tuser[4], u32 gate_kind, u32 gate_port, u32 gate_value, u32 gap,
//     u64 not_before, u8 data[len]
// Output file:
//   char[8] "ISWOUT01"; then records, each
//     u32 kind, u32 port, u32 nbeats, u32 tuser[4], u64 first, u64 last,
//     u32 tkeep[nbeats], u8 data[32 * nbeats]
//   kind 0: an input frame sent (port = input port, tuser[0] = stream, tuser[1] = frame
//           index, nbeats = 0: the data is the stimulus'); kind 1: a frame out of m_axis_<port>;
//   kind 2: a frame into the accelerator (m_axis_opl_*); kind 3: a frame out of it
//           (m_axis_opl_iswitch_*); port = 0 for kinds 2 and 3.
//   then kind 0xFFFFFFFF: the trailer: u64 cycles, u64 status (0 done, 1 stalled: no
//   progress possible, 2 max_cycles reached), u64 sim_ns, u64 n_regs, n_regs x u32
//   (slave, offset, value): the AXI-Lite counters of the cores read at the end;
//   u64 in_beats[5], out_beats[5], probe_in_beats, probe_out_beats.
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
    uint32_t len;
    uint32_t tuser[4];
    uint32_t gate_kind, gate_port, gate_value, gap;
    uint64_t not_before;
    size_t off;  // into Stream::data
};

struct Stream {
    uint32_t port;
    std::vector<Frame> frames;
    std::vector<uint8_t> data;
    size_t next = 0;          // next frame to start
    uint64_t prev_end = 0;    // last cycle of the previous frame
};

// A frame being captured beat by beat.
struct Capture {
    std::vector<uint32_t> keep;
    std::vector<uint8_t> data;
    uint32_t tuser[4] = {0, 0, 0, 0};
    uint64_t first = 0;
    bool active = false;
};

static FILE* g_out;

static void put(const void* p, size_t n) {
    if (fwrite(p, 1, n, g_out) != n) {
        fprintf(stderr, "harness: write failed\n");
        exit(7);
    }
}

static void write_record(uint32_t kind, uint32_t port, const Capture& c, uint64_t last) {
    uint32_t h[7] = {kind, port, (uint32_t)c.keep.size(), c.tuser[0], c.tuser[1], c.tuser[2],
                     c.tuser[3]};
    put(h, sizeof h);
    uint64_t t[2] = {c.first, last};
    put(t, sizeof t);
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

static uint32_t be32(const uint8_t* p) {
    return (uint32_t(p[0]) << 24) | (uint32_t(p[1]) << 16) | (uint32_t(p[2]) << 8) | p[3];
}

static void note_output(Seen& s, const Capture& c, uint64_t last) {
    const uint8_t* d = c.data.data();
    size_t n = 0;
    for (uint32_t k : c.keep) n += __builtin_popcount(k);
    if (n < 64 || d[12] != 0x08 || d[13] != 0x00 || (d[14] >> 4) != 4 || d[23] != 17) return;
    if (d[42] != 0x49) return;
    if (d[43] == 0x10) {  // data: an aggregate has AGG (flags bit 2)
        uint32_t flags = (uint32_t(d[56]) << 8) | d[57];
        if (flags & 4) {
            s.agg.emplace(be32(d + 46), last);
            s.agg_count++;
        }
    } else if (d[43] == 0x11 && d[52] == 7) {  // Ack
        s.ack.emplace(be32(d + 46), last);
    }
}

int main(int argc, char** argv) {
    const char* in_path = nullptr;
    const char* out_path = nullptr;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--in") && i + 1 < argc) in_path = argv[++i];
        else if (!strcmp(argv[i], "--out") && i + 1 < argc) out_path = argv[++i];
        else if (argv[i][0] == '+') continue;
        else { fprintf(stderr, "harness: unknown argument %s\n", argv[i]); return 2; }
    }
    if (!in_path || !out_path) { fprintf(stderr, "usage: harness --in STIM --out RESULT\n"); return 2; }

    // ------------------------------------------------------------ stimulus
    FILE* fin = fopen(in_path, "rb");
    if (!fin) { fprintf(stderr, "harness: cannot open %s\n", in_path); return 2; }
    char magic[8];
    uint32_t hdr[6];
    uint64_t max_cycles;
    uint32_t hdr2[2];
    if (!read_all(fin, magic, 8) || memcmp(magic, "ISWSTIM1", 8) || !read_all(fin, hdr, sizeof hdr) ||
        !read_all(fin, &max_cycles, 8) || !read_all(fin, hdr2, sizeof hdr2)) {
        fprintf(stderr, "harness: bad stimulus header\n");
        return 4;
    }
    const uint32_t n_streams = hdr[0], line_bits = hdr[1], overhead = hdr[2], reaction = hdr[3],
                   tready_p = hdr[4], seed = hdr[5];
    const uint32_t stall_limit = hdr2[0], idle_end = hdr2[1];
    std::vector<Stream> streams(n_streams);
    uint64_t frames_total = 0;
    for (auto& s : streams) {
        uint32_t sp[2];
        if (!read_all(fin, sp, 8) || sp[0] >= NPORTS) { fprintf(stderr, "harness: bad stream\n"); return 4; }
        s.port = sp[0];
        s.frames.resize(sp[1]);
        for (auto& f : s.frames) {
            uint32_t w[9];
            if (!read_all(fin, w, sizeof w) || !read_all(fin, &f.not_before, 8)) {
                fprintf(stderr, "harness: truncated stimulus\n");
                return 4;
            }
            f.len = w[0];
            memcpy(f.tuser, &w[1], 16);
            f.gate_kind = w[5]; f.gate_port = w[6]; f.gate_value = w[7]; f.gap = w[8];
            if (f.len == 0 || f.gate_port >= NPORTS) { fprintf(stderr, "harness: bad frame\n"); return 4; }
            f.off = s.data.size();
            s.data.resize(f.off + f.len);
            if (!read_all(fin, &s.data[f.off], f.len)) { fprintf(stderr, "harness: truncated data\n"); return 4; }
        }
        frames_total += s.frames.size();
    }
    fclose(fin);
    g_out = fopen(out_path, "wb");
    if (!g_out) { fprintf(stderr, "harness: cannot write %s\n", out_path); return 2; }
    static char obuf[1 << 20];
    setvbuf(g_out, obuf, _IOFBF, sizeof obuf);
    put("ISWOUT01", 8);

    // ------------------------------------------------------------ model
    Datapath dp(argc, argv);  // out of reset: cycles are counted from here
    auto* top = dp.top.get();
    const Port* sin = dp.in;
    const Port* mout = dp.out;
    const Port& pin = dp.probe_in;
    const Port& pout = dp.probe_out;
    const uint64_t& cycle = dp.cycle;

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
    uint64_t status = 0;

    auto gate_open = [&](const Frame& f, uint64_t now) -> bool {
        const Seen& s = seen[f.gate_port];
        uint64_t at;
        switch (f.gate_kind) {
            case 0: return true;
            case 1: { auto it = s.agg.find(f.gate_value); if (it == s.agg.end()) return false; at = it->second; break; }
            case 2: { auto it = s.ack.find(f.gate_value); if (it == s.ack.end()) return false; at = it->second; break; }
            case 3: return s.agg_count >= f.gate_value;  // (no turnaround: a controller's poll)
            default: return false;
        }
        return now >= at + 1 + reaction;
    };

    auto t_start = std::chrono::steady_clock::now();
    for (;;) {
        const uint64_t now = cycle;
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
                bool time_ok = now >= f.not_before && now >= (s.next ? s.prev_end + f.gap : f.gap) &&
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
            const Port& io = sin[p];
            if (cur_stream[p] < 0) { *io.tvalid = 0; continue; }
            Stream& s = streams[cur_stream[p]];
            const Frame& f = s.frames[s.next];
            uint32_t nb = (f.len + BEAT - 1) / BEAT, b = cur_beat[p];
            uint32_t bytes = (b + 1 < nb) ? BEAT : f.len - b * BEAT;
            uint8_t tmp[BEAT] = {0};
            memcpy(tmp, &s.data[f.off + size_t(b) * BEAT], bytes);
            memcpy(io.tdata, tmp, BEAT);
            *io.tkeep = bytes == 32 ? 0xFFFFFFFFu : ((1u << bytes) - 1);
            memcpy(io.tuser, f.tuser, 16);
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
                    write_record(1, p, cap_out[p], now);
                    cap_out[p].active = false;
                }
            }
        }
        if (*pin.tvalid && *pin.tready) {
            activity = true;
            probe_in_beats++;
            if (capture_beat(cap_in, pin.tdata, *pin.tkeep, pin.tuser, *pin.tlast, now)) {
                write_record(2, 0, cap_in, now);
                cap_in.active = false;
            }
        }
        if (*pout.tvalid && *pout.tready) {
            activity = true;
            probe_out_beats++;
            if (capture_beat(cap_acc, pout.tdata, *pout.tkeep, pout.tuser, *pout.tlast, now)) {
                write_record(3, 0, cap_acc, now);
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
                    port_free[p] += (unsigned __int128)(f.len + overhead) * 8;
                }
            }
            if (++cur_beat[p] == (f.len + BEAT - 1) / BEAT) {
                uint32_t h[7] = {0, (uint32_t)p, 0, (uint32_t)cur_stream[p], (uint32_t)s.next, 0, 0};
                put(h, sizeof h);
                uint64_t t[2] = {cur_first[p], now};
                put(t, sizeof t);
                s.prev_end = now;
                s.next++;
                frames_sent++;
                cur_stream[p] = -1;
            }
        }
        dp.edge();
        for (int p = 0; p < NPORTS; p++) if (cur_stream[p] >= 0) activity = true;  // mid-frame stall
        if (activity || waiting_on_time) idle = 0; else idle++;
        if ((cycle & 0xFFFF) == 0) {
            fprintf(stderr, "P %llu %llu %llu\n", (unsigned long long)cycle,
                    (unsigned long long)frames_sent, (unsigned long long)frames_total);
            fflush(stderr);
        }
        if (frames_sent == frames_total) {
            if (idle > idle_end) break;
        } else if (idle > stall_limit) {
            status = 1;
            break;
        }
        if (cycle >= max_cycles) { status = 2; break; }
    }
    uint64_t sim_ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                          std::chrono::steady_clock::now() - t_start).count();
    const uint64_t end_cycle = cycle;

    // ------------------------------------------------------------ AXI-Lite counters
    std::vector<uint32_t> regs;
    auto axil_read = [&](int slave, uint32_t addr) {
        const uint32_t value = dp.axil_read(slave, addr);
        regs.push_back(slave);
        regs.push_back(addr);
        regs.push_back(value);
        return value;
    };
    for (uint32_t a = 0x10; a <= 0x24; a += 4) axil_read(0, a);  // PKT_OUT, PKT_IN_0..4
    for (uint32_t a = 0x10; a <= 0x20; a += 4) axil_read(1, a);  // PKT, HIT, FLOOD, LEARN, ENTRIES
    for (uint32_t a = 0x10; a <= 0x20; a += 4) axil_read(2, a);  // STORED_0..4
    for (uint32_t a = 0x30; a <= 0x40; a += 4) axil_read(2, a);  // REMOVED_0..4
    for (uint32_t a = 0x50; a <= 0x60; a += 4) axil_read(2, a);  // DROPPED_0..4
    axil_read(2, 0x70);                                          // PKT_IN
    axil_read(2, 0x74);                                          // PKT_DROP

    uint32_t tk = 0xFFFFFFFFu;
    put(&tk, 4);
    uint64_t tr[4] = {end_cycle, status, sim_ns, regs.size() / 3};
    put(tr, sizeof tr);
    put(regs.data(), 4 * regs.size());
    put(in_beats, sizeof in_beats);
    put(out_beats, sizeof out_beats);
    put(&probe_in_beats, 8);
    put(&probe_out_beats, 8);
    fclose(g_out);
    top->final();
    fprintf(stderr, "E %llu %llu %llu\n", (unsigned long long)end_cycle, (unsigned long long)status,
            (unsigned long long)sim_ns);
    return 0;
}
