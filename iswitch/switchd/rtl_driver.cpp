// Interactive driver of the Verilated switch datapath (the spliced nf_datapath with the
// iSwitch accelerator) for `iswitch-switchd --backend rtl` (iswitch/switchd/rtl_backend.py).
//
// Why a long-running process on pipes (and not a shared library loaded with ctypes): the
// backend's traffic is a few hundred frames per exchange, so a pipe costs nothing that
// matters next to the simulation (see docs/benchmarks.md), and a separate process keeps a
// crash, an abort or a $finish inside the model from taking the Python server down: the
// backend sees the pipe close and reports the driver's stderr. The Verilated model is built
// like the batch harness (tb/nf_datapath/compiled/harness.cpp) by
// iswitch/native/datapath.py (datapath.h, probes.vlt); the protocol's codes and records
// (Driver*, Drv*) come from the generated iswitch_wire.h (iswitch.wire owns them).
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
#include <vector>

#include <unistd.h>

#include "datapath.h"
#include "iswitch_wire.h"

namespace w = iswitch_wire;
using w::DriverOp;
using w::DriverProbe;
using w::DriverRec;
using w::DriverRunStatus;

static uint32_t u(DriverRec k) { return static_cast<uint32_t>(k); }

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

struct Capture {  // a frame being captured beat by beat
    std::vector<uint32_t> keep;
    std::vector<uint8_t> data;
};

struct InFrame {
    uint32_t tuser[w::TUSER_WORDS];
    std::vector<uint8_t> data;
};

struct Driver {
    Datapath dp;
    uint32_t line_bits, overhead;
    std::deque<InFrame> queue[NPORTS];
    uint32_t beat[NPORTS] = {0};   // next beat of the queue's head frame
    bool on_wire[NPORTS] = {false};  // the head frame has started
    unsigned __int128 port_free[NPORTS] = {0};  // in units of cycle * line_bits
    Capture cap_out[NPORTS], cap_in;
    std::vector<uint8_t> records;
    uint32_t n_records = 0;

    Driver(int argc, char** argv, uint32_t lb, uint32_t ov)
        : dp(argc, argv), line_bits(lb), overhead(ov) {}

    void record(uint32_t kind, uint32_t port, const Capture& c) {
        w::DrvRecHdr h{};
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

    void run(const w::DrvRun& req) {
        records.clear();
        n_records = 0;
        const uint64_t start = dp.cycle;
        uint64_t quiet = 0;
        DriverRunStatus status = DriverRunStatus::IDLE;
        auto t0 = std::chrono::steady_clock::now();
        for (int q = 0; q < NPORTS; q++) *dp.out[q].tready = (req.out_ready >> q) & 1;
        for (;;) {
            bool busy = false;
            for (int p = 0; p < NPORTS; p++) {  // drive the inputs
                const Port& io = dp.in[p];
                *io.tvalid = 0;
                if (queue[p].empty()) continue;
                busy = true;
                const InFrame& f = queue[p].front();
                if (!on_wire[p]) {
                    if (line_bits && (unsigned __int128)dp.cycle * line_bits < port_free[p]) continue;
                    on_wire[p] = true;
                    beat[p] = 0;
                    if (line_bits) {
                        unsigned __int128 now = (unsigned __int128)dp.cycle * line_bits;
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
                *io.tkeep = bytes == BEAT ? 0xFFFFFFFFu : ((1u << bytes) - 1);
                memcpy(io.tuser, f.tuser, sizeof f.tuser);
                *io.tlast = (b + 1 == nb);
                *io.tvalid = 1;
            }
            dp.top->eval();  // settle combinational paths with the new inputs (clock low)
            for (int q = 0; q < NPORTS; q++) {
                if (!*dp.out[q].tvalid) continue;
                busy = true;
                if (*dp.out[q].tready) capture(cap_out[q], dp.out[q], u(DriverRec::OUT), q);
            }
            if (*dp.probe_in.tvalid) {
                busy = true;
                if (*dp.probe_in.tready) capture(cap_in, dp.probe_in, u(DriverRec::ACC_IN), 0);
            }
            if (*dp.probe_out.tvalid) busy = true;
            for (int p = 0; p < NPORTS; p++) {
                if (!(*dp.in[p].tvalid && *dp.in[p].tready)) continue;
                const uint32_t nb = uint32_t((queue[p].front().data.size() + BEAT - 1) / BEAT);
                if (++beat[p] == nb) {
                    queue[p].pop_front();
                    on_wire[p] = false;
                }
            }
            dp.edge();
            quiet = busy ? 0 : quiet + 1;
            if (quiet >= req.quiet) break;
            if (dp.cycle - start >= req.max_cycles) {
                status = DriverRunStatus::CYCLE_BOUND;
                break;
            }
        }
        for (int q = 0; q < NPORTS; q++) *dp.out[q].tready = 0;  // nothing leaves unseen ...
        for (int p = 0; p < NPORTS; p++) *dp.in[p].tvalid = 0;   // ... or enters between runs
        w::DrvRunEnd e{};
        e.status = static_cast<uint32_t>(status);
        e.n_records = n_records;
        e.n_bytes = records.size();
        for (int p = 0; p < NPORTS; p++) {
            if (!queue[p].empty()) e.pending_in |= 1u << p;
            if (*dp.out[p].tvalid) e.out_valid |= 1u << p;
        }
        e.probe_valid = (*dp.probe_in.tvalid ? static_cast<uint32_t>(DriverProbe::ACC_IN) : 0u) |
                        (*dp.probe_out.tvalid ? static_cast<uint32_t>(DriverProbe::ACC_OUT) : 0u);
        e.cycle = dp.cycle;
        e.ran = dp.cycle - start;
        e.sim_ns = uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                std::chrono::steady_clock::now() - t0).count());
        write_all(&e, sizeof e);
        write_all(records.data(), records.size());
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
        if (op == static_cast<uint32_t>(DriverOp::FRAME)) {
            w::DrvFrame r;
            read_exact(&r, sizeof r);
            if (r.port >= uint32_t(NPORTS) || r.len == 0 || r.len > 0xFFFF)
                die(5, "bad FRAME request (port or length)");
            InFrame f;
            memcpy(f.tuser, r.tuser, sizeof f.tuser);
            f.data.resize(r.len);
            read_exact(f.data.data(), r.len);
            d.queue[r.port].push_back(std::move(f));
        } else if (op == static_cast<uint32_t>(DriverOp::RUN)) {
            w::DrvRun r;
            read_exact(&r, sizeof r);
            if (r.quiet == 0) die(5, "bad RUN request (quiet 0)");
            d.run(r);
        } else if (op == static_cast<uint32_t>(DriverOp::REGS)) {
            w::DrvRegs r;
            read_exact(&r, sizeof r);
            std::vector<uint32_t> values;
            for (uint32_t i = 0; i < r.n; i++) {
                w::DrvRegAddr a;
                read_exact(&a, sizeof a);
                if (a.slave > 2) die(5, "bad REGS request (slave)");
                values.push_back(d.dp.axil_read(int(a.slave), a.addr));
            }
            write_all(values.data(), 4 * values.size());
        } else if (op == static_cast<uint32_t>(DriverOp::QUIT)) {
            break;
        } else {
            die(5, "unknown request");
        }
    }
    d.dp.top->final();
    return 0;
}
