"""MyHDL/Verilog co-simulation of the whole accelerator: the MyHDL ``iswitch_accel`` block
and its conversion rtl/gen/iswitch_accel.v (Icarus, through MyHDL's ``Cosimulation`` VPI)
run in lock step on one seeded random stream (a random job from iswitch/sim/scenarios.py:
control, data with losses and retransmissions, corrupted frames, regular traffic; random
tvalid gaps on the input and random tready on the output) and must agree on every cycle:
``s_axis_tready`` and ``m_axis_tvalid`` always, the output beat whenever it is valid.
The MyHDL side's output is also checked against the golden model, frame for frame. This is
the check that the conversion of the whole block is right; it runs for a root and for a
child switch (its inputs taken from a job over a tree of models).
"""

from __future__ import annotations

import random
import subprocess
import time
from pathlib import Path

import pytest
from myhdl import Cosimulation, Signal, StopSimulation, block, delay, instance

from golden.accel_model import AccelModel, AxisFrame, split_outputs
from iswitch.hw.vpi import build_myhdl_vpi
from iswitch.sim import scenarios as sc
from iswitch.wire import ETH_FIELDS, SWITCH_MAC
from myhdl_src.iswitch_accel import iswitch_accel
from myhdl_src.iswitch_if import AccelParams, Axis

ROOT = Path(__file__).resolve().parents[2]
RTL = ROOT / "rtl" / "gen" / "iswitch_accel.v"
BUILD = ROOT / "sim_build" / "cosim_iswitch_accel"
SEED = 20261130

_IN = ("tdata", "tkeep", "tuser", "tvalid", "tlast")
_OUT = ("tdata", "tkeep", "tuser", "tvalid", "tlast")

WRAPPER = """\
// Co-simulation wrapper for iswitch_accel: MyHDL drives the inputs, reads the outputs.
`timescale 1ns / 1ps
`default_nettype none
module tb_cosim_iswitch_accel;
reg          axis_aclk;
reg          axis_resetn;
reg  [255:0] s_axis_tdata;
reg  [31:0]  s_axis_tkeep;
reg  [127:0] s_axis_tuser;
reg          s_axis_tvalid;
reg          s_axis_tlast;
wire         s_axis_tready;
wire [255:0] m_axis_tdata;
wire [31:0]  m_axis_tkeep;
wire [127:0] m_axis_tuser;
wire         m_axis_tvalid;
wire         m_axis_tlast;
reg          m_axis_tready;
initial begin
    $from_myhdl(axis_aclk, axis_resetn, s_axis_tdata, s_axis_tkeep, s_axis_tuser,
                s_axis_tvalid, s_axis_tlast, m_axis_tready);
    $to_myhdl(s_axis_tready, m_axis_tdata, m_axis_tkeep, m_axis_tuser, m_axis_tvalid,
              m_axis_tlast);
end
iswitch_accel dut (
    .axis_aclk(axis_aclk), .axis_resetn(axis_resetn),
    .s_axis_tdata(s_axis_tdata), .s_axis_tkeep(s_axis_tkeep), .s_axis_tuser(s_axis_tuser),
    .s_axis_tvalid(s_axis_tvalid), .s_axis_tready(s_axis_tready), .s_axis_tlast(s_axis_tlast),
    .m_axis_tdata(m_axis_tdata), .m_axis_tkeep(m_axis_tkeep), .m_axis_tuser(m_axis_tuser),
    .m_axis_tvalid(m_axis_tvalid), .m_axis_tready(m_axis_tready), .m_axis_tlast(m_axis_tlast)
);
endmodule
`default_nettype wire
"""


def build_cosim() -> str:
    """Build the VPI (cached) and the Icarus image; return the Cosimulation command."""
    vpi = build_myhdl_vpi()
    BUILD.mkdir(parents=True, exist_ok=True)
    wrapper = BUILD / "tb_cosim_iswitch_accel.v"
    wrapper.write_text(WRAPPER)
    vvp = BUILD / "cosim.vvp"
    subprocess.run(
        ["iverilog", "-o", str(vvp), "-s", "tb_cosim_iswitch_accel", str(wrapper), str(RTL)],
        check=True,
    )
    return f"vvp -M {vpi.parent} -m myhdl {vvp}"


def beats(frames: list[AxisFrame]) -> list[tuple[int, int, int, bool]]:
    """(tdata, tkeep, tuser, tlast) of every beat of every frame, in order."""
    out = []
    for f in frames:
        bs = f.beats()
        for i, (d, k) in enumerate(bs):
            out.append((d, k, f.tuser, i == len(bs) - 1))
    return out


def frames_of(rec: list[tuple[int, int, int, bool]]) -> list[AxisFrame]:
    """Output beats back into frames (the kept bytes of every beat)."""
    out, data, keeps, tuser = [], b"", [], None
    for d, k, u, last in rec:
        tuser = u if tuser is None else tuser
        data += d.to_bytes(32, "little")
        keeps.append(k)
        if last:
            kept = bytes(b for i, b in enumerate(data) if keeps[i // 32] >> (i % 32) & 1)
            out.append(AxisFrame(kept, tuser))
            data, keeps, tuser = b"", [], None
    return out


@block
def lockstep(stim: list, rng: random.Random, cmd: str, diffs: list, rec: list, n_cycles: int):
    clk, resetn = Signal(bool(0)), Signal(bool(0))
    s_m, m_m = Axis(), Axis()  # the MyHDL block's streams
    s_v, m_v = Axis(), Axis()  # the Verilog's (inputs shared with MyHDL's below)
    ref = iswitch_accel(clk, resetn, s_m, m_m, AccelParams())
    cosim = Cosimulation(
        cmd, axis_aclk=clk, axis_resetn=resetn,
        s_axis_tdata=s_m.tdata, s_axis_tkeep=s_m.tkeep, s_axis_tuser=s_m.tuser,
        s_axis_tvalid=s_m.tvalid, s_axis_tlast=s_m.tlast, m_axis_tready=m_m.tready,
        s_axis_tready=s_v.tready, m_axis_tdata=m_v.tdata, m_axis_tkeep=m_v.tkeep,
        m_axis_tuser=m_v.tuser, m_axis_tvalid=m_v.tvalid, m_axis_tlast=m_v.tlast,
    )  # fmt: skip

    @instance
    def clock():
        while True:
            yield delay(5)
            clk.next = not clk

    @instance
    def drive():
        for _ in range(4):
            yield clk.negedge
        resetn.next = 1
        i = 0
        for cyc in range(n_cycles):
            # inputs for the next rising edge (set at the falling edge)
            if i < len(stim) and rng.random() < 0.85:
                d, k, u, last = stim[i]
                s_m.tdata.next, s_m.tkeep.next, s_m.tuser.next = d, k, u
                s_m.tlast.next, s_m.tvalid.next = last, 1
            else:
                s_m.tvalid.next = 0
            m_m.tready.next = rng.random() < 0.8
            yield clk.posedge
            # what both sampled at this edge
            if bool(s_m.tready) != bool(s_v.tready):
                diffs.append((cyc, "s_axis_tready", int(s_m.tready), int(s_v.tready)))
            if bool(m_m.tvalid) != bool(m_v.tvalid):
                diffs.append((cyc, "m_axis_tvalid", int(m_m.tvalid), int(m_v.tvalid)))
            elif m_m.tvalid:
                for name in _OUT:
                    a, b = int(getattr(m_m, name)), int(getattr(m_v, name))
                    if a != b:
                        diffs.append((cyc, f"m_axis_{name}", a, b))
                if m_m.tready:
                    rec.append((int(m_m.tdata), int(m_m.tkeep), int(m_m.tuser),
                                bool(m_m.tlast)))
            if s_m.tvalid and s_m.tready:
                i += 1
            if diffs:
                raise StopSimulation
            yield clk.negedge
        raise StopSimulation

    return ref, cosim, clock, drive


def _frames(role: str, rng: random.Random) -> list[AxisFrame]:
    """root: a random job (iswitch.sim.scenarios.random_job); child: a child switch's whole
    input sequence in a job over a tree of models with losses (scenarios.tree_job: its
    members, its controller, its parent's Acks and results), regular frames mixed in."""
    if role == "root":
        return sc.random_job(rng, sc.workers(4), 10, k=16, max_elems=24, p_bad=0.08,
                             p_regular=0.1)
    job = sc.tree_job(rng, "2x3", 6, k=4, max_elems=24, p_data=0.1, p_up=0.15, p_down=0.15,
                      p_agg=0.1)
    regular = [sc.regular(rng, rng.choice([60, 64, 300])) for _ in range(8)]
    return sc.interleave(rng, [job.model.inputs["s.0"], regular])


@pytest.mark.parametrize("role", ["root", "child"])
def test_cosim_accel_lockstep(role: str, record_property):
    seed = SEED + (role == "child")
    rng = random.Random(seed)
    frames = _frames(role, rng)
    stim = beats(frames)
    n_cycles = len(stim) * 2 + 400
    diffs: list = []
    rec: list = []
    t0 = time.perf_counter()
    lockstep(stim, rng, build_cosim(), diffs, rec, n_cycles).run_sim(quiet=1)
    dt = time.perf_counter() - t0
    summary = (
        f"co-simulation MyHDL vs rtl/gen/iswitch_accel.v, {role}: seed {seed}, {len(frames)} "
        f"frames, {len(stim)} input beats, {n_cycles} cycles, {len(diffs)} disagreements, "
        f"{dt:.1f} s ({n_cycles / dt:,.0f} cycles/s)"
    )
    print(summary)
    record_property("summary", summary)
    assert not diffs, f"first disagreement (cycle, signal, MyHDL, Verilog): {diffs[0]}"
    # and the outputs are what the golden model says
    got_reg, got_gen = split_outputs_frames(frames_of(rec))
    want_reg, want_gen = split_outputs(AccelModel().run(frames))
    assert [f.data for f in got_reg] == [kept(f) for f in want_reg]
    assert [(f.data, f.tuser & 0xFFFFFFFF) for f in got_gen] == [
        (f.data, f.tuser & 0xFFFFFFFF) for f in want_gen
    ]


def kept(f: AxisFrame) -> bytes:
    """The kept bytes of a frame (a frame with tkeep holes carries raw beats)."""
    if f.tkeep is None:
        return f.data
    return bytes(b for i, b in enumerate(f.data) if f.tkeep[i // 32] >> (i % 32) & 1)


def split_outputs_frames(out: list[AxisFrame]) -> tuple[list[AxisFrame], list[AxisFrame]]:
    """Generated frames come from the switch's own MAC (docs/protocol.md section 3)."""
    src = ETH_FIELDS["src_mac"]
    gen = [f for f in out if src.read_bytes(f.data) == SWITCH_MAC]
    reg = [f for f in out if src.read_bytes(f.data) != SWITCH_MAC]
    return reg, gen
