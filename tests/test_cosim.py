"""MyHDL/Verilog co-simulation: the MyHDL fp32_vec_add block and its conversion
rtl/gen/fp32_vec_add.v (under Icarus, through MyHDL's ``Cosimulation`` VPI) run in lock step
on one seeded random stream (ce stalls, in_valid gaps, resets) and must agree on every
cycle: out_valid always, out_sum on every cycle once the pipelines hold real beats (before
that the Verilog registers are X). Both are also checked against golden/fp32.py. This is
the check that the conversion itself is right.

The VPI module is built once from the C sources MyHDL ships (iswitch/hw/vpi.py,
cached in build/myhdl_vpi/).
"""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import numpy as np
from myhdl import (
    Cosimulation,
    ResetSignal,
    Signal,
    StopSimulation,
    block,
    delay,
    instance,
    intbv,
)

from golden import fp32 as g
from iswitch.hw.vpi import build_myhdl_vpi
from myhdl_src.fp32_add import LATENCY
from myhdl_src.fp32_vec_add import LANES, fp32_vec_add

ROOT = Path(__file__).resolve().parent.parent
RTL = ROOT / "rtl" / "gen" / "fp32_vec_add.v"
BUILD = ROOT / "sim_build" / "cosim_fp32_vec_add"
SEED = 20261130
CYCLES = 2000

WRAPPER = """\
// Co-simulation wrapper for fp32_vec_add: MyHDL drives the inputs, reads the outputs.
`timescale 1ns / 1ps
`default_nettype none
module tb_cosim_fp32_vec_add;
reg          clk;
reg          rst;
reg          ce;
reg          in_valid;
reg  [{msb}:0] in_a;
reg  [{msb}:0] in_b;
wire         v_out_valid;
wire [{msb}:0] v_out_sum;
initial begin
    $from_myhdl(clk, rst, ce, in_valid, in_a, in_b);
    $to_myhdl(v_out_valid, v_out_sum);
end
fp32_vec_add dut (
    .clk(clk), .rst(rst), .ce(ce), .in_valid(in_valid), .in_a(in_a), .in_b(in_b),
    .out_valid(v_out_valid), .out_sum(v_out_sum)
);
endmodule
`default_nettype wire
"""


def build_cosim() -> str:
    """Build the VPI (cached) and the Icarus image; return the Cosimulation command."""
    vpi = build_myhdl_vpi()
    BUILD.mkdir(parents=True, exist_ok=True)
    wrapper = BUILD / "tb_cosim_fp32_vec_add.v"
    wrapper.write_text(WRAPPER.format(msb=32 * LANES - 1))
    vvp = BUILD / "cosim.vvp"
    subprocess.run(
        ["iverilog", "-o", str(vvp), "-s", "tb_cosim_fp32_vec_add", str(wrapper), str(RTL)],
        check=True,
    )
    return f"vvp -M {vpi.parent} -m myhdl {vvp}"


@block
def lockstep_bench(stream: dict, rec_m: list, rec_v: list, cmd: str):
    """Drive ``stream`` into the MyHDL block and the co-simulated Verilog at once;
    record ``(out_valid, out_sum)`` of each after every rising edge."""
    w = 32 * LANES
    clk = Signal(bool(0))
    rst = ResetSignal(0, active=1, isasync=False)
    ce = Signal(bool(0))
    in_valid = Signal(bool(0))
    in_a = Signal(intbv(0)[w:])
    in_b = Signal(intbv(0)[w:])
    m_valid, v_valid = Signal(bool(0)), Signal(bool(0))
    m_sum, v_sum = Signal(intbv(0)[w:]), Signal(intbv(0)[w:])
    ref = fp32_vec_add(clk, rst, ce, in_valid, in_a, in_b, m_valid, m_sum)
    cosim = Cosimulation(
        cmd, clk=clk, rst=rst, ce=ce, in_valid=in_valid, in_a=in_a, in_b=in_b,
        v_out_valid=v_valid, v_out_sum=v_sum,
    )  # fmt: skip
    ce_s, rst_s, iv_s = (stream[k].tolist() for k in ("ce", "rst", "in_valid"))
    a_w, b_w = g.pack_lanes(stream["a"]), g.pack_lanes(stream["b"])

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def drive():
        yield clk.negedge
        for k in range(len(ce_s)):
            ce.next = ce_s[k]
            rst.next = rst_s[k]
            in_valid.next = iv_s[k]
            in_a.next = a_w[k]
            in_b.next = b_w[k]
            yield clk.negedge
            rec_m.append((bool(m_valid), int(m_sum)))
            rec_v.append((bool(v_valid), int(v_sum)))
        raise StopSimulation

    return ref, cosim, clock, drive


def run_lockstep(stream: dict) -> tuple[list, list, float]:
    cmd = build_cosim()
    rec_m: list = []
    rec_v: list = []
    t0 = time.perf_counter()
    lockstep_bench(stream, rec_m, rec_v, cmd).run_sim(quiet=1)
    return rec_m, rec_v, time.perf_counter() - t0


def test_cosim_lockstep(record_property):
    rng = np.random.default_rng([SEED, 3])
    stream = g.gen_vec_stream(rng, CYCLES, LANES, resets=(0, 1, 700, 1401))
    rec_m, rec_v, dt = run_lockstep(stream)
    assert len(rec_m) == len(rec_v) == CYCLES

    beat, valid = g.pipeline_schedule(stream["ce"], stream["rst"], stream["in_valid"], LATENCY)
    live = beat >= 0  # both pipelines hold real beats: out_sum is defined in the Verilog
    valid_diff = [k for k in range(CYCLES) if rec_m[k][0] != rec_v[k][0]]
    sum_diff = [k for k in range(CYCLES) if live[k] and rec_m[k][1] != rec_v[k][1]]

    # and both against the golden model
    sums = g.f32_add_bits(stream["a"].reshape(-1), stream["b"].reshape(-1)).reshape(-1, LANES)
    k = np.flatnonzero(live)
    exp = sums[beat[k]].reshape(-1)
    bad_m = g.mismatch_indices(exp, g.unpack_lanes([rec_m[i][1] for i in k], LANES).reshape(-1))
    bad_v = g.mismatch_indices(exp, g.unpack_lanes([rec_v[i][1] for i in k], LANES).reshape(-1))
    vm = int(np.sum(np.array([r[0] for r in rec_m]) != valid))
    vv = int(np.sum(np.array([r[0] for r in rec_v]) != valid))
    summary = (
        f"co-simulation MyHDL vs rtl/gen/fp32_vec_add.v: seed {SEED}, {CYCLES} cycles "
        f"({int(live.sum())} with defined out_sum, {int(valid.sum())} with out_valid), "
        f"{len(valid_diff)} out_valid and {len(sum_diff)} out_sum disagreements; "
        f"vs golden: MyHDL {bad_m.size}, Verilog {bad_v.size} lane mismatches; "
        f"{dt:.1f} s ({CYCLES / dt:,.0f} cycles/s)"
    )
    print(summary)
    record_property("summary", summary)
    assert not valid_diff, f"out_valid differs first at cycle {valid_diff[0]}"
    assert not sum_diff, (
        f"out_sum differs first at cycle {sum_diff[0]}: "
        f"MyHDL {rec_m[sum_diff[0]][1]:064X} Verilog {rec_v[sum_diff[0]][1]:064X}"
    )
    assert bad_m.size == 0 and bad_v.size == 0 and vm == 0 and vv == 0
