"""cocotb test of rtl/switch/axis_passthrough.v, the accelerator stand-in the splicer inserts.

Every beat must come out unchanged (tdata, tkeep, tuser, tlast), in order, under random
source idle cycles and random sink backpressure; without either, at one beat per cycle.
Runs under Icarus from pytest through cocotb_tools.runner. Seed: PASSTHROUGH_SEED.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import cocotb
import pytest
from cocotb.clock import Clock
from cocotb.triggers import ClockCycles, RisingEdge, with_timeout
from cocotbext.axi import AxiStreamBus, AxiStreamFrame, AxiStreamSink, AxiStreamSource

REPO = Path(__file__).resolve().parents[1]
DATA_BYTES = 32
DEFAULT_SEED = 20261130


def pauses(rng: random.Random, p: float):
    while True:
        yield rng.random() < p


class TB:
    def __init__(self, dut) -> None:
        self.dut = dut
        cocotb.start_soon(Clock(dut.axis_aclk, 5, unit="ns").start())
        self.source = AxiStreamSource(AxiStreamBus.from_prefix(dut, "s_axis"), dut.axis_aclk,
                                      dut.axis_resetn, reset_active_level=False)
        self.sink = AxiStreamSink(AxiStreamBus.from_prefix(dut, "m_axis"), dut.axis_aclk,
                                  dut.axis_resetn, reset_active_level=False)
        for log in (self.source.log, self.sink.log):
            log.setLevel("WARNING")

    async def reset(self) -> None:
        self.dut.axis_resetn.value = 0
        await ClockCycles(self.dut.axis_aclk, 4)
        self.dut.axis_resetn.value = 1
        await ClockCycles(self.dut.axis_aclk, 2)


def frame(payload: bytes, tuser: list[int]) -> AxiStreamFrame:
    """A frame with one tuser value per beat (cocotbext-axi takes tuser per byte)."""
    per_byte = [tuser[i // DATA_BYTES] for i in range(len(payload))]
    return AxiStreamFrame(payload, tuser=per_byte)


def random_frame(rng: random.Random) -> tuple[AxiStreamFrame, list[int]]:
    length = rng.randint(1, 5 * DATA_BYTES)
    beats = (length + DATA_BYTES - 1) // DATA_BYTES
    tuser = [rng.getrandbits(128) for _ in range(beats)]
    return frame(bytes(rng.getrandbits(8) for _ in range(length)), tuser), tuser


async def check_frames(tb: TB, frames: list[tuple[AxiStreamFrame, list[int]]]) -> None:
    """Send all frames, then compare what comes out; a lost beat fails by timeout."""
    await with_timeout(_check_frames(tb, frames), 100, "us")


async def _check_frames(tb: TB, frames: list[tuple[AxiStreamFrame, list[int]]]) -> None:
    for sent, _ in frames:
        await tb.source.send(sent)
    for n, (sent, tuser) in enumerate(frames):
        got = await tb.sink.recv()
        assert got.tdata == sent.tdata, f"frame {n}: tdata {got.tdata!r} != {sent.tdata!r}"
        # the sink reports tuser per byte (one int if all equal): back to one per beat
        per_byte = got.tuser if isinstance(got.tuser, list) else [got.tuser] * len(got.tdata)
        have = per_byte[::DATA_BYTES]
        assert len(per_byte) == len(sent.tdata) and have == tuser, (
            f"frame {n}: tuser per beat {have} != {tuser}")
    assert tb.sink.empty()


@cocotb.test()
async def test_idle_and_backpressure(dut) -> None:
    seed = int(os.environ.get("PASSTHROUGH_SEED", DEFAULT_SEED))
    dut._log.info("seed = %d (set PASSTHROUGH_SEED to override)", seed)
    rng = random.Random(seed)
    tb = TB(dut)
    await tb.reset()
    tb.source.set_pause_generator(pauses(rng, 0.3))
    tb.sink.set_pause_generator(pauses(rng, 0.5))
    await check_frames(tb, [random_frame(rng) for _ in range(60)])


@cocotb.test()
async def test_full_throughput(dut) -> None:
    """Back-to-back beats leave back to back: one beat per cycle, no bubbles."""
    rng = random.Random(DEFAULT_SEED + 1)
    tb = TB(dut)
    await tb.reset()
    frames = []
    for n in range(8):
        tuser = [n << 8 | beat for beat in range(4)]
        frames.append((frame(bytes(rng.getrandbits(8) for _ in range(4 * DATA_BYTES)), tuser),
                       tuser))
    valid: list[int] = []

    async def watch() -> None:
        while True:
            await RisingEdge(dut.axis_aclk)
            valid.append(int(dut.m_axis_tvalid.value))

    watcher = cocotb.start_soon(watch())
    await check_frames(tb, frames)
    watcher.cancel()
    first, last = valid.index(1), len(valid) - 1 - valid[::-1].index(1)
    assert valid[first:last + 1] == [1] * 32, f"m_axis_tvalid had bubbles: {valid}"


def test_axis_passthrough_icarus() -> None:
    from cocotb_tools.runner import get_runner

    build_dir = REPO / "sim_build" / "axis_passthrough-icarus"
    runner = get_runner("icarus")
    runner.build(sources=[REPO / "rtl" / "switch" / "axis_passthrough.v"],
                 hdl_toplevel="axis_passthrough", build_dir=build_dir,
                 timescale=("1ns", "1ps"), always=True)
    runner.test(hdl_toplevel="axis_passthrough", test_module="test_splice_passthrough",
                test_dir=Path(__file__).parent, build_dir=build_dir,
                extra_env={"PYTHONPATH": f"{Path(__file__).parent}{os.pathsep}{REPO}"})


@pytest.mark.parametrize("widths", [(256, 128), (64, 128)])
def test_illegal_parameters_stop_elaboration(tmp_path: Path, widths: tuple[int, int]) -> None:
    """The initial-block check: mismatched stream widths end the simulation with a message."""
    import subprocess

    s_width, _ = widths
    vvp = tmp_path / "p.vvp"
    subprocess.run(["iverilog", "-g2005", "-o", str(vvp),
                    f"-Paxis_passthrough.C_S_AXIS_DATA_WIDTH={s_width}",
                    str(REPO / "rtl" / "switch" / "axis_passthrough.v")], check=True)
    run = subprocess.run(["vvp", "-n", str(vvp)], capture_output=True, text=True, check=True)
    stopped = "must equal C_M_AXIS_DATA_WIDTH" in run.stdout
    assert stopped == (s_width != 256), run.stdout
