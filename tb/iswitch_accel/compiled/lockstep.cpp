// Lockstep harness of two iswitch_accel netlists (iswitch/sim/lockstep.py).
//
// `lockstep_top` (written by lockstep.py) instantiates the old netlist (module renamed
// iswitch_accel_old) and the new one on the same inputs. This harness plays a stimulus file
// of frames into s_axis with seeded random idle cycles (between and inside frames), drives
// m_axis_tready with seeded random phases of backpressure, pulses axis_resetn at seeded
// random times, and compares the two netlists' outputs in every cycle: s_axis_tready and
// m_axis_tvalid always, m_axis_tdata/tkeep/tuser/tlast while m_axis_tvalid (every cycle
// with --strict). The first difference ends the run (exit 3) with both values.
//
// Usage: lockstep STIM SEED MAX_CYCLES STRICT (compiled with -DSWITCH_MAC=0x...
// from iswitch.wire, to count the switch's own frames)
// Stimulus: "ISWLOCK1", u32 frame count, then per frame u32 length, u32 TUSER source port
// bits, the frame's bytes (little-endian integers).
// Output: one line of key=value figures on stdout; exit 0 (equal), 3 (a difference),
// 2 (usage or a bad stimulus file).

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "Vlockstep_top.h"
#include "iswitch_wire.h"
#include "verilated.h"

namespace {

using namespace iswitch_wire;

struct Frame {
    uint32_t port;
    std::vector<uint8_t> bytes;
};

// xorshift64*: the harness's own PRNG (seeded; the same sequence on every platform)
struct Rng {
    uint64_t s;
    explicit Rng(uint64_t seed) : s(seed * 0x9E3779B97F4A7C15ull + 1) {}
    uint64_t next() {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 0x2545F4914F6CDD1Dull;
    }
    // true with probability p / 256
    bool chance(unsigned p) { return (next() >> 56) < p; }
    uint64_t below(uint64_t n) { return next() % n; }
};

bool read_stim(const char* path, std::vector<Frame>& frames) {
    FILE* f = std::fopen(path, "rb");
    if (!f) return false;
    char magic[8];
    uint32_t n = 0;
    bool ok = std::fread(magic, 1, 8, f) == 8 && std::memcmp(magic, "ISWLOCK1", 8) == 0 &&
              std::fread(&n, 4, 1, f) == 1;
    for (uint32_t i = 0; ok && i < n; ++i) {
        uint32_t hdr[2];
        ok = std::fread(hdr, 4, 2, f) == 2 && hdr[0] >= 1 && hdr[0] <= 4096;
        if (!ok) break;
        Frame fr{hdr[1], std::vector<uint8_t>(hdr[0])};
        ok = std::fread(fr.bytes.data(), 1, hdr[0], f) == hdr[0];
        frames.push_back(std::move(fr));
    }
    std::fclose(f);
    return ok;
}

template <typename W>
bool words_equal(const W& a, const W& b, int n) {
    for (int i = 0; i < n; ++i)
        if (a[i] != b[i]) return false;
    return true;
}

template <typename W>
std::string hex(const W& w, int n) {
    std::string s;
    char text[12];
    for (int i = n - 1; i >= 0; --i) {
        std::snprintf(text, sizeof text, "%08x", static_cast<unsigned>(w[i]));
        s += text;
    }
    return s;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 5) {
        std::fprintf(stderr, "usage: lockstep STIM SEED MAX_CYCLES STRICT\n");
        return 2;
    }
    std::vector<Frame> frames;
    if (!read_stim(argv[1], frames)) {
        std::fprintf(stderr, "lockstep: %s: not a lockstep stimulus file\n", argv[1]);
        return 2;
    }
    Rng rng(std::strtoull(argv[2], nullptr, 10));
    const uint64_t max_cycles = std::strtoull(argv[3], nullptr, 10);
    const bool strict = std::atoi(argv[4]) != 0;

    auto ctx = std::make_unique<VerilatedContext>();
    auto top = std::make_unique<Vlockstep_top>(ctx.get());

    size_t fi = 0, beat = 0;  // frame and beat on s_axis
    uint64_t cycles = 0, beats_in = 0, frames_in = 0, beats_out = 0, frames_out = 0;
    uint64_t resets = 0, digest = 1469598103934665603ull;  // FNV-1a of the output beats
    uint64_t out_agg = 0, out_ack = 0;  // generated frames: data (aggregates, replays), Acks
    bool out_first = true;
    unsigned p_ready = 256, p_idle = 0;                    // this phase's probabilities
    uint64_t phase_left = 0, reset_left = 8, quiet = 0;
    const uint64_t drain = 4000;  // cycles after the last frame (the core's longest walk)

    top->axis_aclk = 0;
    while (cycles < max_cycles) {
        if (phase_left == 0) {
            // a phase of output backpressure and input idling, 1..256 cycles
            static const unsigned ready[] = {256, 256, 256, 240, 128, 32, 0};
            static const unsigned idle[] = {0, 0, 16, 64, 192};
            p_ready = ready[rng.below(7)];
            p_idle = idle[rng.below(5)];
            phase_left = 1 + rng.below(256);
        }
        --phase_left;
        if (reset_left == 0 && rng.below(400000) == 0) reset_left = 1 + rng.below(8);
        const bool in_reset = reset_left > 0;
        if (in_reset) {
            --reset_left;
            if (reset_left == 0) ++resets;
        }
        top->axis_resetn = !in_reset;
        top->m_axis_tready = p_ready >= 256 || rng.chance(p_ready);

        const bool have = fi < frames.size();
        const bool valid = have && !rng.chance(p_idle);
        top->s_axis_tvalid = valid;
        for (int i = 0; i < 8; ++i) top->s_axis_tdata[i] = 0;
        for (int i = 0; i < 4; ++i) top->s_axis_tuser[i] = 0;
        top->s_axis_tkeep = 0;
        top->s_axis_tlast = 0;
        if (have) {
            const Frame& fr = frames[fi];
            const size_t off = 32 * beat, n = fr.bytes.size();
            const size_t k = n - off < 32 ? n - off : 32;
            uint8_t b[32] = {0};
            std::memcpy(b, fr.bytes.data() + off, k);
            for (int i = 0; i < 8; ++i)
                top->s_axis_tdata[i] = b[4 * i] | b[4 * i + 1] << 8 | b[4 * i + 2] << 16 |
                                       static_cast<uint32_t>(b[4 * i + 3]) << 24;
            top->s_axis_tkeep = k == 32 ? 0xFFFFFFFFu : (1u << k) - 1;
            top->s_axis_tlast = off + 32 >= n;
            top->s_axis_tuser[0] = static_cast<uint32_t>(n & 0xFFFF) | (fr.port & 0xFF) << 16;
        }
        top->eval();

        // compare (outputs may depend on this cycle's inputs: after eval, before the edge)
        const char* what = nullptr;
        if (top->o_s_axis_tready != top->n_s_axis_tready) what = "s_axis_tready";
        else if (top->o_m_axis_tvalid != top->n_m_axis_tvalid) what = "m_axis_tvalid";
        else if (strict || top->o_m_axis_tvalid) {
            if (!words_equal(top->o_m_axis_tdata, top->n_m_axis_tdata, 8)) what = "m_axis_tdata";
            else if (top->o_m_axis_tkeep != top->n_m_axis_tkeep) what = "m_axis_tkeep";
            else if (!words_equal(top->o_m_axis_tuser, top->n_m_axis_tuser, 4))
                what = "m_axis_tuser";
            else if (top->o_m_axis_tlast != top->n_m_axis_tlast) what = "m_axis_tlast";
        }
        if (what) {
            std::printf("mismatch=%s cycle=%" PRIu64 " frame=%zu beat=%zu frames_in=%" PRIu64
                        " frames_out=%" PRIu64 "\n",
                        what, cycles, fi, beat, frames_in, frames_out);
            std::printf("old: tready=%d tvalid=%d tlast=%d tkeep=%08x tuser=%s tdata=%s\n",
                        top->o_s_axis_tready, top->o_m_axis_tvalid, top->o_m_axis_tlast,
                        top->o_m_axis_tkeep, hex(top->o_m_axis_tuser, 4).c_str(),
                        hex(top->o_m_axis_tdata, 8).c_str());
            std::printf("new: tready=%d tvalid=%d tlast=%d tkeep=%08x tuser=%s tdata=%s\n",
                        top->n_s_axis_tready, top->n_m_axis_tvalid, top->n_m_axis_tlast,
                        top->n_m_axis_tkeep, hex(top->n_m_axis_tuser, 4).c_str(),
                        hex(top->n_m_axis_tdata, 8).c_str());
            return 3;
        }
        if (valid && top->n_s_axis_tready) {
            ++beats_in;
            if (32 * (beat + 1) >= frames[fi].bytes.size()) {
                ++frames_in;
                ++fi;
                beat = 0;
            } else {
                ++beat;
            }
        }
        if (top->n_m_axis_tvalid && top->m_axis_tready) {
            ++beats_out;
            for (int i = 0; i < 8; ++i) {
                digest = (digest ^ top->n_m_axis_tdata[i]) * 1099511628211ull;
            }
            digest = (digest ^ top->n_m_axis_tkeep ^ (uint64_t)top->n_m_axis_tuser[0] << 32) *
                     1099511628211ull;
            if (out_first) {
                // the switch's own frames: source MAC SWITCH_MAC, counted by DSCP
                uint8_t b[32];
                for (int i = 0; i < 32; ++i) b[i] = top->n_m_axis_tdata[i / 4] >> (8 * (i % 4));
                const uint64_t src = (uint64_t)be(b + ETH_SRC_MAC_OFF, 2) << 32 |
                                     be(b + ETH_SRC_MAC_OFF + 2, 4);
                const unsigned dscp = ip_tos(b) >> 2;
                if (src == SWITCH_MAC && dscp == DATA_DSCP) ++out_agg;
                if (src == SWITCH_MAC && dscp == CTRL_DSCP) ++out_ack;
            }
            out_first = top->n_m_axis_tlast;
            if (top->n_m_axis_tlast) ++frames_out;
            quiet = 0;
        } else {
            ++quiet;
        }
        top->axis_aclk = 1;
        top->eval();
        top->axis_aclk = 0;
        top->eval();
        ++cycles;
        if (fi == frames.size() && quiet >= drain) break;
    }
    std::printf("equal=1 cycles=%" PRIu64 " frames_in=%" PRIu64 " beats_in=%" PRIu64
                " frames_out=%" PRIu64 " beats_out=%" PRIu64 " out_data=%" PRIu64
                " out_ack=%" PRIu64 " resets=%" PRIu64 " frames_left=%zu digest=%016" PRIx64 "\n",
                cycles, frames_in, beats_in, frames_out, beats_out, out_agg, out_ack, resets,
                frames.size() - fi, digest);
    top->final();
    return 0;
}
