"""The Verilated switch datapath that two compiled programs drive: switchd's RTL driver
(iswitch/switchd/rtl_driver.cpp, ``iswitch-switchd --backend rtl``) and the report's batch
harness (tb/nf_datapath/compiled/harness.cpp, `iswitch.sim.harness`).

Both Verilate the same design with the same flags and bindings: the spliced `nf_datapath`
(rtl/gen/spliced/nf_datapath_iswitch.v), the reference switch cores (rtl/switch/) and
rtl/gen/iswitch_accel.v; ``datapath.h`` (here: the port and probe bindings, clock, reset,
AXI-Lite reads) and ``probes.vlt`` (here: the only wires the probes may read). The RTL is
the checkout's: an installed package has none, and `sources` says so (`ToolError`).

Both pace every input port as a 10G MAC would: `LINE_BITS` bits per cycle of the stream
clock, a frame taking `line_slot` cycles with its wire overhead.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from iswitch import wire
from iswitch.hw.toolenv import build_verilator
from iswitch.util.build import ToolError
from iswitch.wire.gen import HEADER as WIRE_H  # generated from iswitch.wire

HERE = Path(__file__).resolve().parent
DATAPATH_H = HERE / "datapath.h"  #: the model's bindings, shared by both programs
PROBES_VLT = HERE / "probes.vlt"  #: the accelerator's two links, readable from C++
_REPO = Path(__file__).resolve().parents[2]  # the checkout, when the package runs from one
SPLICED = _REPO / "rtl" / "gen" / "spliced" / "nf_datapath_iswitch.v"
ACCEL_V = _REPO / "rtl" / "gen" / "iswitch_accel.v"
CORES = ("input_arbiter_ip.v", "nf_axil_regs.v", "nf_fifo.v", "nf_output_queue.v",
         "output_port_lookup_ip.v", "output_queues_ip.v")

VERILATOR_FLAGS = ["--cc", "--exe", "--build", "-O3", "--x-assign", "fast", "--x-initial",
                   "fast", "--noassert", "-Wno-fatal", "-Wno-lint", "-Wno-style",
                   "--top-module", "nf_datapath"]

PORT_GBPS = 10.0
LINE_BITS = round(PORT_GBPS * 1e9 / wire.AXIS_CLOCK_HZ)  # 50: bits per cycle of a 10G port
WIRE_OVERHEAD = wire.ETH_WIRE_OVERHEAD  # FCS, preamble/SFD, inter-frame gap


def line_slot(frame_len: int) -> int:
    """Cycles a frame of `frame_len` bytes occupies on a 10G port (wire overhead included)."""
    return -(-(frame_len + WIRE_OVERHEAD) * 8 // LINE_BITS) if frame_len else 0


def sources(accel: Path = ACCEL_V) -> list[Path]:
    """Verilog sources of the switch with the accelerator spliced in (`accel`: its netlist,
    rtl/gen's or one of other parameters: iswitch/hw/variants.py); ToolError naming the
    first one missing (the RTL lives in the project's checkout, not in an installed
    package)."""
    files = [SPLICED, *(_REPO / "rtl" / "switch" / c for c in CORES), accel]
    for f in files:
        if not f.is_file():
            raise ToolError(f"{f} not found: the Verilated datapath is built from the RTL of "
                            "the project's checkout (an installed iswitch package has none)")
    return files


def build(main: Path, name: str, *, headers: Sequence[Path] = (), jobs: int = 2,
          accel: Path = ACCEL_V) -> Path:
    """The Verilated datapath around the C++ program `main`, built on first use into
    ``<build root>/<name>-<key>/`` (`iswitch.util.build`); returns the executable. The key
    hashes every source, the headers (the generated iswitch_wire.h, datapath.h, and
    `headers`: what else `main` includes), the flags and the Verilator version."""
    return build_verilator(name, VERILATOR_FLAGS, [PROBES_VLT, *sources(accel), main],
                           headers=[WIRE_H, DATAPATH_H, *headers], jobs=jobs)
