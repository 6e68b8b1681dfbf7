// Compiled testbench for fp32_vec_add (Verilator): streams stimulus in, results out.
//
// Why a C++ harness and not a Verilog testbench under `verilator --binary`: the point of this
// path is throughput (10^8 pairs in minutes). Driving the Verilated model's ports directly from
// a C++ loop over a binary buffer costs a few memcpy's per cycle; a Verilog testbench would
// need $fread/$fscanf per beat through Verilator's file-I/O runtime and the --timing scheduler.
// The same stimulus/ce/valid schedule is implemented by the Icarus testbench
// (tb_fp32_vec_add_file.v), so both simulators see the same cycles.
//
// Protocol (little-endian, records of iswitch_wire.h, generated from iswitch.wire), stdin ->
// stdout, so nothing lands on disk:
//   in : repeated AdderChunk { nbeats } followed by nbeats x ( a[0..LANES-1], b[..] ) uint32,
//        terminated by nbeats = 0
//   out: per chunk nbeats x sum[0..LANES-1] (written, then flushed, when the chunk is done);
//        after the terminator an AdderTrailer { cycles, beats_in, beats_out, sim_ns }
//        (sim_ns: wall time spent simulating, pipe I/O excluded).
// Lane i of a beat is bits [32i+31:32i] of in_a / in_b / out_sum.
//
// Options: --stall P   : each cycle, ce is low with probability P/256 (inputs are randomised
//                        while ce is low: the pipeline must ignore them)
//          --bubble P  : each ce cycle, in_valid is low with probability P/256 (random data)
//          --seed S    : seed of the xorshift32 that draws the stalls, bubbles and garbage
//          --latency L : the RTL's localparam LATENCY (the Python driver reads it from the
//                        Verilog); every beat must come out exactly L ce-cycles after it went in
// A chunk is drained (in_valid = 0 until every beat has come out) before its results are
// written, so chunks are independent; out_valid is counted only on cycles where ce was high.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#include "Vfp32_vec_add.h"
#include "iswitch_wire.h"
#include "verilated.h"

static const int LANES = iswitch_wire::ADDER_LANES;

struct Rng {  // xorshift32, same sequence as the Icarus testbench
    uint32_t s;
    uint32_t next() {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        return s;
    }
};

static bool read_all(void* buf, size_t n) {
    return fread(buf, 1, n, stdin) == n;
}

int main(int argc, char** argv) {
    uint32_t stall = 0, bubble = 0, seed = 1, LATENCY = 6;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--stall") && i + 1 < argc) stall = strtoul(argv[++i], 0, 0);
        else if (!strcmp(argv[i], "--bubble") && i + 1 < argc) bubble = strtoul(argv[++i], 0, 0);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc) seed = strtoul(argv[++i], 0, 0);
        else if (!strcmp(argv[i], "--latency") && i + 1 < argc) LATENCY = strtoul(argv[++i], 0, 0);
        else if (argv[i][0] == '+') continue;  // Verilator plusargs
        else { fprintf(stderr, "harness: unknown argument %s\n", argv[i]); return 2; }
    }
    if (stall > 255 || bubble > 255) { fprintf(stderr, "harness: P must be 0..255\n"); return 2; }
    Rng rng{seed ? seed : 1u};

    auto ctx = std::make_unique<VerilatedContext>();
    ctx->commandArgs(argc, argv);
    auto top = std::make_unique<Vfp32_vec_add>(ctx.get());

    uint64_t cycles = 0, beats_in = 0, beats_out = 0, sim_ns = 0;
    // One clock cycle: inputs are already set; rising edge, then falling edge.
    auto tick = [&]() {
        top->clk = 1;
        top->eval();
        top->clk = 0;
        top->eval();
        cycles++;
    };

    // Synchronous reset, pipeline advancing.
    top->clk = 0;
    top->rst = 1;
    top->ce = 1;
    top->in_valid = 0;
    for (int w = 0; w < LANES; w++) { top->in_a[w] = 0; top->in_b[w] = 0; }
    top->eval();
    for (uint32_t i = 0; i < 2 * LATENCY + 2; i++) tick();
    top->rst = 0;
    tick();
    if (top->out_valid) { fprintf(stderr, "harness: out_valid high after reset\n"); return 3; }

    std::vector<uint32_t> in, out;
    std::vector<uint64_t> sent_at;  // ce-cycle number at which each beat of the chunk went in
    uint64_t ce_cycles = 0;
    for (;;) {
        iswitch_wire::AdderChunk chunk;
        if (!read_all(&chunk, sizeof chunk)) { fprintf(stderr, "harness: truncated input\n"); return 4; }
        const uint32_t nbeats = chunk.nbeats;
        if (nbeats == 0) break;
        in.resize(size_t(nbeats) * 2 * LANES);
        out.resize(size_t(nbeats) * LANES);
        sent_at.resize(nbeats);
        if (!read_all(in.data(), in.size() * 4)) {
            fprintf(stderr, "harness: truncated chunk\n");
            return 4;
        }
        auto t0 = std::chrono::steady_clock::now();
        uint32_t next_in = 0, next_out = 0;
        uint64_t idle = 0;  // cycles since the last beat went in (drain watchdog)
        while (next_out < nbeats) {
            bool ce = !(stall && (rng.next() & 255) < stall);
            bool send = false;
            if (ce && next_in < nbeats) send = !(bubble && (rng.next() & 255) < bubble);
            top->ce = ce;
            top->in_valid = send;
            if (send) {
                const uint32_t* p = &in[size_t(next_in) * 2 * LANES];
                for (int w = 0; w < LANES; w++) { top->in_a[w] = p[w]; top->in_b[w] = p[LANES + w]; }
                sent_at[next_in] = ce_cycles;
                next_in++;
                beats_in++;
                idle = 0;
            } else if (stall || bubble) {
                // Garbage on the data inputs whenever nothing is being sent.
                for (int w = 0; w < LANES; w++) { top->in_a[w] = rng.next(); top->in_b[w] = rng.next(); }
            }
            tick();
            ce_cycles += ce;
            // out_valid/out_sum are registers: they changed at this edge only if ce was high.
            if (ce && top->out_valid) {
                if (next_out >= next_in) { fprintf(stderr, "harness: spurious out_valid\n"); return 5; }
                if (ce_cycles - sent_at[next_out] != LATENCY) {
                    fprintf(stderr, "harness: beat %u came out after %llu ce-cycles, not %u\n",
                            next_out, (unsigned long long)(ce_cycles - sent_at[next_out]),
                            LATENCY);
                    return 5;
                }
                uint32_t* q = &out[size_t(next_out) * LANES];
                for (int w = 0; w < LANES; w++) q[w] = top->out_sum[w];
                next_out++;
                beats_out++;
            }
            if (next_in == nbeats && ++idle > 10000000) {
                fprintf(stderr, "harness: pipeline did not drain\n");
                return 6;
            }
        }
        sim_ns += std::chrono::duration_cast<std::chrono::nanoseconds>(
                      std::chrono::steady_clock::now() - t0).count();
        if (fwrite(out.data(), 4, out.size(), stdout) != out.size()) return 7;
        fflush(stdout);
    }
    iswitch_wire::AdderTrailer trailer{cycles, beats_in, beats_out, sim_ns};
    fwrite(&trailer, sizeof trailer, 1, stdout);
    fflush(stdout);
    top->final();
    return 0;
}
