// The Verilated switch datapath (nf_datapath, spliced with an accelerator) as the compiled
// programs around it drive it: the batch harness (tb/nf_datapath/compiled/harness.cpp) and
// switchd's interactive driver (iswitch/switchd/rtl_driver.cpp). Port and probe bindings,
// the clock, reset and AXI-Lite reads, written once. Both are built by
// iswitch/native/datapath.py, which puts this directory on the include path.
#pragma once

#include <cstdint>
#include <memory>

#include "Vnf_datapath.h"
#include "Vnf_datapath___024root.h"
#include "iswitch_wire.h"
#include "verilated.h"

static const int NPORTS = iswitch_wire::NUM_STREAMS;  // AXI-Stream ports: nf0..nf3, host
static const int BEAT = iswitch_wire::BEAT_BYTES;     // bytes per 256-bit beat

// One AXI-Stream port's signals in the Verilated model.
struct Port {
    uint32_t* tdata;  // 8 words
    uint32_t* tkeep;
    uint32_t* tuser;  // 4 words
    uint8_t* tvalid;
    uint8_t* tready;
    uint8_t* tlast;
};

struct Datapath {
    std::unique_ptr<VerilatedContext> ctx;
    std::unique_ptr<Vnf_datapath> top;
    Port in[NPORTS], out[NPORTS];  // s_axis_<p>, m_axis_<p>
    Port probe_in, probe_out;  // the accelerator's input and output links (probes.vlt)
    uint64_t cycle = 0;  // rising edges since the end of reset

    // The model out of reset: AXI-Lite idle, inputs not valid, outputs ready; 16 cycles in
    // reset, 8 after.
    Datapath(int argc, char** argv) : ctx(std::make_unique<VerilatedContext>()) {
        ctx->commandArgs(argc, argv);
        top = std::make_unique<Vnf_datapath>(ctx.get());
        auto* r = top->rootp;
#define PORT(dir, n) Port{top->dir##_axis_##n##_tdata.data(), &top->dir##_axis_##n##_tkeep, \
                          top->dir##_axis_##n##_tuser.data(), &top->dir##_axis_##n##_tvalid,  \
                          &top->dir##_axis_##n##_tready, &top->dir##_axis_##n##_tlast}
        const Port s[NPORTS] = {PORT(s, 0), PORT(s, 1), PORT(s, 2), PORT(s, 3), PORT(s, 4)};
        const Port m[NPORTS] = {PORT(m, 0), PORT(m, 1), PORT(m, 2), PORT(m, 3), PORT(m, 4)};
#undef PORT
        for (int p = 0; p < NPORTS; p++) { in[p] = s[p]; out[p] = m[p]; }
#define PROBE(name) Port{r->nf_datapath__DOT__##name##_tdata.data(), \
        &r->nf_datapath__DOT__##name##_tkeep, r->nf_datapath__DOT__##name##_tuser.data(), \
        &r->nf_datapath__DOT__##name##_tvalid, &r->nf_datapath__DOT__##name##_tready, \
        &r->nf_datapath__DOT__##name##_tlast}
        probe_in = PROBE(m_axis_opl);
        probe_out = PROBE(m_axis_opl_iswitch);
#undef PROBE
#define AXIL_IDLE(n) top->S##n##_AXI_AWVALID = 0; top->S##n##_AXI_WVALID = 0; \
        top->S##n##_AXI_ARVALID = 0; top->S##n##_AXI_BREADY = 1; top->S##n##_AXI_RREADY = 1; \
        top->S##n##_AXI_WSTRB = 0xF;
        AXIL_IDLE(0) AXIL_IDLE(1) AXIL_IDLE(2)
#undef AXIL_IDLE
        for (int p = 0; p < NPORTS; p++) { *in[p].tvalid = 0; *out[p].tready = 1; }
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

    // One rising edge of axis_aclk = axi_aclk; the clock is low again on return (the caller
    // sets the next inputs and calls top->eval() before sampling).
    void edge() {
        top->axis_aclk = 1;
        top->axi_aclk = 1;
        top->eval();
        top->axis_aclk = 0;
        top->axi_aclk = 0;
        cycle++;
    }

    // One AXI-Lite read of slave 0..2 (0xDEADBEEF if it does not answer in 64 cycles). It
    // clocks the whole model: callers hold the streams still.
    uint32_t axil_read(int slave, uint32_t addr) {
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
