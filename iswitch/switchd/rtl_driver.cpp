// Interactive driver of the Verilated switch datapath (the spliced nf_datapath with the
// iSwitch accelerator) for `iswitch-switchd --backend rtl` (iswitch/switchd/rtl_backend.py).
//
// Why a long-running process on pipes (and not a shared library loaded with ctypes): the
// backend's traffic is a few hundred frames per exchange, so a pipe costs nothing that
// matters next to the simulation (see docs/benchmarks.md), and a separate process keeps a
// crash, an abort or a $finish inside the model from taking the Python server down: the
// backend sees the pipe close and reports the driver's stderr. The Verilated model is built
// like the batch harness (tb/nf_datapath/compiled/harness.cpp) by golden.report_sim's
// build_harness; the protocol's codes and records come from the generated
// rtl_driver_proto.h (iswitch/switchd/rtl_protocol.py owns them).
//
// Per cycle (axis_aclk = axi_aclk), as the batch harness: every input port with a queued
// frame drives it as back-to-back beats honouring tready (a MAC's receive FIFO hands over
// whole frames), TUSER on every beat; with --line-bits L > 0 a port is paced as a real MAC:
// a frame of N bytes occupies (N + overhead) * 8 / L cycles of the port (10G at 200 MHz:
// L = 50, overhead 24). m_axis tready follows the RUN's out_ready mask. Every frame leaving
// an m_axis port or entering the accelerator (m_axis_opl_*, readable through probes.vlt)
// is recorded; the accelerator's output link (m_axis_opl_iswitch_*) is watched for idle.
//
// Idle: no frame left to send and, for `quiet` consecutive cycles, no tvalid on any input,
// output or probed link. The accelerator has no timers, so an idle model can stay
// unclocked between RUNs (real time passing between datagrams changes nothing in it).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <vector>

#include <unistd.h>

#include "Vnf_datapath.h"
#include "Vnf_datapath___024root.h"
#include "rtl_driver_proto.h"
#include "verilated.h"

static int g_proto_out = -1;  // the protocol's stdout (fd 1 itself is redirected to stderr)

[[noreturn]] static void die(int code, const char* msg) {
    fprintf(stderr, "rtl_driver: %s\n", msg);
    exit(code);
}

static bool read_exact(void* buf, size_t n) {  // false on a clean end of input
    size_t got = fread(buf, 1, n, stdin);
    if (got == n) return true;
    if (got == 0 && feof(stdin)) return false;
    die(4, ferror(stdin) ? "read error" : "truncated request");
}

static void write_all(const void* buf, size_t n) {
    const uint8_t* p = static_cast<const uint8_t*>(buf);
    while (n) {
        ssize_t r = write(g_proto_out, p, n);
        if (r <= 0) die(7, "write failed");
        p += r;
        n -= size_t(r);
    }
}

struct Port {  // one AXI-Stream port's signals in the Verilated model
    uint32_t* tdata;  // 8 words
    uint32_t* tkeep;
    uint32_t* tuser;  // TUSER_WORDS words
    uint8_t* tvalid;
    uint8_t* tready;
    uint8_t* tlast;
};

struct Capture {  // a frame being captured beat by beat
    std::vector<uint32_t> keep;
    std::vector<uint8_t> data;
};

struct InFrame {
    uint32_t tuser[TUSER_WORDS];
    std::vector<uint8_t> data;
};

struct Driver {
    std::unique_ptr<VerilatedContext> ctx;
    std::unique_ptr<Vnf_datapath> top;
    Port sin[NSTREAMS], mout[NSTREAMS], pin, pout;
    uint64_t cycle = 0;  // since the end of reset
    uint32_t line_bits, overhead;
    std::deque<InFrame> queue[NSTREAMS];
    uint32_t beat[NSTREAMS] = {0};   // next beat of the queue's head frame
    bool on_wire[NSTREAMS] = {false};  // the head frame has started
    unsigned __int128 port_free[NSTREAMS] = {0};  // in units of cycle * line_bits
    Capture cap_out[NSTREAMS], cap_in;
    std::vector<uint8_t> records;
    uint32_t n_records = 0;

    Driver(int argc, char** argv, uint32_t lb, uint32_t ov) : line_bits(lb), overhead(ov) {
        ctx = std::make_unique<VerilatedContext>();
        ctx->commandArgs(argc, argv);
        top = std::make_unique<Vnf_datapath>(ctx.get());
        auto* r = top->rootp;
#define PORT(dir, n) Port{top->dir##_axis_##n##_tdata.data(), &top->dir##_axis_##n##_tkeep, \
                          top->dir##_axis_##n##_tuser.data(), &top->dir##_axis_##n##_tvalid,  \
                          &top->dir##_axis_##n##_tready, &top->dir##_axis_##n##_tlast}
        Port s[NSTREAMS] = {PORT(s, 0), PORT(s, 1), PORT(s, 2), PORT(s, 3), PORT(s, 4)};
        Port m[NSTREAMS] = {PORT(m, 0), PORT(m, 1), PORT(m, 2), PORT(m, 3), PORT(m, 4)};
#undef PORT
        static_assert(NSTREAMS == 5, "nf_datapath has five streams");
        for (int p = 0; p < NSTREAMS; p++) { sin[p] = s[p]; mout[p] = m[p]; }
#define PROBE(name) Port{r->nf_datapath__DOT__##name##_tdata.data(), \
        &r->nf_datapath__DOT__##name##_tkeep, r->nf_datapath__DOT__##name##_tuser.data(), \
        &r->nf_datapath__DOT__##name##_tvalid, &r->nf_datapath__DOT__##name##_tready, \
        &r->nf_datapath__DOT__##name##_tlast}
        pin = PROBE(m_axis_opl);
        pout = PROBE(m_axis_opl_iswitch);
#undef PROBE
#define AXIL_IDLE(n) top->S##n##_AXI_AWVALID = 0; top->S##n##_AXI_WVALID = 0; \
        top->S##n##_AXI_ARVALID = 0; top->S##n##_AXI_BREADY = 1; top->S##n##_AXI_RREADY = 1; \
        top->S##n##_AXI_WSTRB = 0xF;
        AXIL_IDLE(0) AXIL_IDLE(1) AXIL_IDLE(2)
#undef AXIL_IDLE
        for (int p = 0; p < NSTREAMS; p++) { *sin[p].tvalid = 0; *mout[p].tready = 1; }
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
        cycle = 0;
    }

    void edge() {
        top->axis_aclk = 1;
        top->axi_aclk = 1;
        top->eval();
        top->axis_aclk = 0;
        top->axi_aclk = 0;
        cycle++;
    }

    void record(uint32_t kind, uint32_t port, const Capture& c) {
        RecHdr h{};
        h.kind = kind;
        h.port = port;
        h.nbeats = uint32_t(c.keep.size());
        const uint8_t* hp = reinterpret_cast<const uint8_t*>(&h);
        records.insert(records.end(), hp, hp + sizeof h);
        const uint8_t* kp = reinterpret_cast<const uint8_t*>(c.keep.data());
        records.insert(records.end(), kp, kp + 4 * c.keep.size());
        records.insert(records.end(), c.data.begin(), c.data.end());
        n_records++;
    }

    // Sample one beat of a port whose tvalid && tready holds before the edge; a finished
    // frame becomes a record.
    void capture(Capture& c, const Port& io, uint32_t kind, uint32_t port) {
        c.keep.push_back(*io.tkeep);
        size_t o = c.data.size();
        c.data.resize(o + BEAT);
        memcpy(&c.data[o], io.tdata, BEAT);  // little-endian words: byte 0 = tdata[7:0]
        if (*io.tlast) {
            record(kind, port, c);
            c.keep.clear();
            c.data.clear();
        }
    }

    void run(const ReqRun& req) {
        records.clear();
        n_records = 0;
        const uint64_t start = cycle;
        uint64_t quiet = 0;
        uint32_t status = RUN_IDLE;
        auto t0 = std::chrono::steady_clock::now();
        for (int q = 0; q < NSTREAMS; q++) *mout[q].tready = (req.out_ready >> q) & 1;
        for (;;) {
            bool busy = false;
            for (int p = 0; p < NSTREAMS; p++) {  // drive the inputs
                Port& io = sin[p];
                *io.tvalid = 0;
                if (queue[p].empty()) continue;
                busy = true;
                const InFrame& f = queue[p].front();
                if (!on_wire[p]) {
                    if (line_bits && (unsigned __int128)cycle * line_bits < port_free[p]) continue;
                    on_wire[p] = true;
                    beat[p] = 0;
                    if (line_bits) {
                        unsigned __int128 now = (unsigned __int128)cycle * line_bits;
                        if (port_free[p] < now) port_free[p] = now;
                        port_free[p] += (unsigned __int128)(f.data.size() + overhead) * 8;
                    }
                }
                const uint32_t len = uint32_t(f.data.size()), b = beat[p];
                const uint32_t nb = (len + BEAT - 1) / BEAT;
                const uint32_t bytes = (b + 1 < nb) ? BEAT : len - b * BEAT;
                uint8_t tmp[BEAT] = {0};
                memcpy(tmp, &f.data[size_t(b) * BEAT], bytes);
                memcpy(io.tdata, tmp, BEAT);
                *io.tkeep = bytes == 32 ? 0xFFFFFFFFu : ((1u << bytes) - 1);
                memcpy(io.tuser, f.tuser, sizeof f.tuser);
                *io.tlast = (b + 1 == nb);
                *io.tvalid = 1;
            }
            top->eval();  // settle combinational paths with the new inputs (clock low)
            for (int q = 0; q < NSTREAMS; q++) {
                if (!*mout[q].tvalid) continue;
                busy = true;
                if (*mout[q].tready) capture(cap_out[q], mout[q], REC_OUT, q);
            }
            if (*pin.tvalid) {
                busy = true;
                if (*pin.tready) capture(cap_in, pin, REC_ACC_IN, 0);
            }
            if (*pout.tvalid) busy = true;
            for (int p = 0; p < NSTREAMS; p++) {
                if (!(*sin[p].tvalid && *sin[p].tready)) continue;
                const uint32_t nb = uint32_t((queue[p].front().data.size() + BEAT - 1) / BEAT);
                if (++beat[p] == nb) {
                    queue[p].pop_front();
                    on_wire[p] = false;
                }
            }
            edge();
            quiet = busy ? 0 : quiet + 1;
            if (quiet >= req.quiet) break;
            if (cycle - start >= req.max_cycles) {
                status = RUN_CYCLE_BOUND;
                break;
            }
        }
        for (int q = 0; q < NSTREAMS; q++) *mout[q].tready = 0;  // nothing leaves unseen ...
        for (int p = 0; p < NSTREAMS; p++) *sin[p].tvalid = 0;   // ... or enters between runs
        RunEnd e{};
        e.status = status;
        e.n_records = n_records;
        e.n_bytes = records.size();
        for (int p = 0; p < NSTREAMS; p++) {
            if (!queue[p].empty()) e.pending_in |= 1u << p;
            if (*mout[p].tvalid) e.out_valid |= 1u << p;
        }
        e.probe_valid = (*pin.tvalid ? 1u : 0u) | (*pout.tvalid ? 2u : 0u);
        e.cycle = cycle;
        e.ran = cycle - start;
        e.sim_ns = uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                std::chrono::steady_clock::now() - t0).count());
        write_all(&e, sizeof e);
        write_all(records.data(), records.size());
    }

    // One AXI-Lite read (the datapath is idle and its outputs held: clocking is harmless).
    uint32_t axil_read(uint32_t slave, uint32_t addr) {
        uint32_t value = 0xDEADBEEF;
#define RD(n) if (slave == n) { \
        top->S##n##_AXI_ARADDR = addr; top->S##n##_AXI_ARVALID = 1; top->S##n##_AXI_RREADY = 1; \
        for (int i = 0; i < 64; i++) { top->eval(); bool ar = top->S##n##_AXI_ARREADY; edge(); \
            top->eval(); if (ar) { top->S##n##_AXI_ARVALID = 0; break; } } \
        for (int i = 0; i < 64; i++) { top->eval(); if (top->S##n##_AXI_RVALID) { \
            value = top->S##n##_AXI_RDATA; edge(); top->eval(); break; } edge(); } }
        RD(0) RD(1) RD(2)
#undef RD
        return value;
    }
};

static uint32_t arg_u32(const char* s) {
    char* end;
    unsigned long v = strtoul(s, &end, 10);
    if (*end || v > 0xFFFFFFFFul) die(2, "bad number in arguments");
    return uint32_t(v);
}

int main(int argc, char** argv) {
    // The protocol owns the original stdout; fd 1 (VL_PRINTF, $display) goes to stderr.
    g_proto_out = dup(1);
    if (g_proto_out < 0 || dup2(2, 1) < 0) die(2, "cannot set up descriptors");
    static char inbuf[1 << 20];
    setvbuf(stdin, inbuf, _IOFBF, sizeof inbuf);
    uint32_t line_bits = 0, overhead = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--line-bits") && i + 1 < argc) line_bits = arg_u32(argv[++i]);
        else if (!strcmp(argv[i], "--overhead") && i + 1 < argc) overhead = arg_u32(argv[++i]);
        else if (argv[i][0] == '+') continue;
        else die(2, "usage: rtl_driver [--line-bits L] [--overhead BYTES]");
    }
    Driver d(argc, argv, line_bits, overhead);
    for (;;) {
        uint32_t op;
        if (!read_exact(&op, sizeof op)) break;
        if (op == OP_FRAME) {
            ReqFrame r;
            read_exact(&r, sizeof r);
            if (r.port >= uint32_t(NSTREAMS) || r.len == 0 || r.len > 0xFFFF)
                die(5, "bad FRAME request (port or length)");
            InFrame f;
            memcpy(f.tuser, r.tuser, sizeof f.tuser);
            f.data.resize(r.len);
            read_exact(f.data.data(), r.len);
            d.queue[r.port].push_back(std::move(f));
        } else if (op == OP_RUN) {
            ReqRun r;
            read_exact(&r, sizeof r);
            if (r.quiet == 0) die(5, "bad RUN request (quiet 0)");
            d.run(r);
        } else if (op == OP_REGS) {
            ReqRegs r;
            read_exact(&r, sizeof r);
            std::vector<uint32_t> values;
            for (uint32_t i = 0; i < r.n; i++) {
                RegAddr a;
                read_exact(&a, sizeof a);
                if (a.slave > 2) die(5, "bad REGS request (slave)");
                values.push_back(d.axil_read(a.slave, a.addr));
            }
            write_all(values.data(), 4 * values.size());
        } else if (op == OP_QUIT) {
            break;
        } else {
            die(5, "unknown request");
        }
    }
    d.top->final();
    return 0;
}
