"""The pipe protocol between `iswitch.switchd.rtl_backend` and its C++ driver
(iswitch/switchd/rtl_driver.cpp): the one owner of every code and record layout on it.

The driver includes a header rendered from this module (`c_header`, generated into the
build directory by the build, never checked in), so a layout or code is written here once
and both sides follow. All integers are little-endian; structures are packed (no padding).

Requests (backend -> driver, stdin): a u32 `Op`, then that op's body:
  FRAME  `ReqFrame` + `len` bytes: queue a frame on input port `port` (its TUSER given);
  RUN    `ReqRun`: clock the model until it is idle (every queued frame sent, then
         `quiet` cycles with no valid beat on any port or probed link) or `max_cycles`
         have passed; m_axis tready = bit q of `out_ready`; answered by `RunEnd` and
         `RunEnd.n_records` records (`RecHdr` + u32 tkeep[nbeats] + 32 * nbeats bytes;
         `RunEnd.n_bytes` bytes in all);
  REGS   `ReqRegs` + `n` x `RegAddr`: AXI-Lite reads, answered by n x u32;
  QUIT   (no body): the driver exits 0 (so does end of input).
Replies (driver -> backend, stdout). The driver's stderr carries only diagnostics, and
anything the Verilated model prints goes there too (the protocol's stdout is a duplicate
of the original descriptor taken before anything else runs).
"""

from __future__ import annotations

import enum
import struct
from dataclasses import dataclass
from functools import cached_property

#: TUSER words per beat (128 bits)
TUSER_WORDS = 4


class Op(enum.IntEnum):
    """Request codes."""

    FRAME = 1
    RUN = 2
    REGS = 3
    QUIT = 4


class Rec(enum.IntEnum):
    """Record kinds in a RUN reply."""

    OUT = 1  #: a frame left m_axis_<port>
    ACC_IN = 2  #: a frame entered the accelerator (nf_datapath's m_axis_opl_*)


class RunStatus(enum.IntEnum):
    """How a RUN ended."""

    IDLE = 0
    CYCLE_BOUND = 1  #: max_cycles passed without the model becoming idle


class Probe(enum.IntFlag):
    """`RunEnd.probe_valid` bits."""

    ACC_IN = 1  #: the accelerator's input link (m_axis_opl)
    ACC_OUT = 2  #: its output link (m_axis_opl_iswitch)


_TYPES = {"u32": ("I", "uint32_t"), "u64": ("Q", "uint64_t")}


@dataclass(frozen=True)
class Layout:
    """A packed record: fields (name, type 'u32' | 'u64', count)."""

    name: str
    fields: tuple[tuple[str, str, int], ...]

    @cached_property
    def st(self) -> struct.Struct:
        return struct.Struct("<" + "".join(f"{n}{_TYPES[t][0]}" for _, t, n in self.fields))

    @property
    def size(self) -> int:
        return self.st.size

    def pack(self, **values: int | tuple[int, ...]) -> bytes:
        """The record from its field values (arrays as tuples)."""
        flat: list[int] = []
        for name, _, n in self.fields:
            v = values[name]
            flat.extend(v if n > 1 else (v,))  # type: ignore[arg-type]
        return self.st.pack(*flat)

    def unpack(self, buf: bytes | memoryview, off: int = 0) -> dict[str, int | tuple[int, ...]]:
        """The fields of the record at `buf[off:]` (arrays as tuples)."""
        flat = self.st.unpack_from(buf, off)
        out: dict[str, int | tuple[int, ...]] = {}
        i = 0
        for name, _, n in self.fields:
            out[name] = flat[i] if n == 1 else tuple(flat[i:i + n])
            i += n
        return out

    def c_struct(self) -> str:
        body = "".join(f"    {_TYPES[t][1]} {name}{f'[{n}]' if n > 1 else ''};\n"
                       for name, t, n in self.fields)
        return f"struct {self.name} {{\n{body}}};\n" \
               f"static_assert(sizeof({self.name}) == {self.size}, \"{self.name} layout\");\n"


def _layout(name: str, *fields: tuple[str, str] | tuple[str, str, int]) -> Layout:
    return Layout(name, tuple((f[0], f[1], f[2] if len(f) > 2 else 1) for f in fields))


REQ_FRAME = _layout("ReqFrame", ("port", "u32"), ("len", "u32"), ("tuser", "u32", TUSER_WORDS))
REQ_RUN = _layout("ReqRun", ("max_cycles", "u64"), ("quiet", "u32"), ("out_ready", "u32"))
REQ_REGS = _layout("ReqRegs", ("n", "u32"))
REG_ADDR = _layout("RegAddr", ("slave", "u32"), ("addr", "u32"))
RUN_END = _layout(
    "RunEnd", ("status", "u32"), ("n_records", "u32"), ("n_bytes", "u64"),  # of the records
    ("pending_in", "u32"),  # bit p: input port p still has frames to send
    ("out_valid", "u32"),  # bit q: m_axis_q tvalid at the end
    ("probe_valid", "u32"),  # `Probe` bits: accelerator links with tvalid high at the end
    ("cycle", "u64"),  # cycles since the end of reset, at the end of the run
    ("ran", "u64"),  # cycles this run
    ("sim_ns", "u64"),  # wall time inside the run loop
)
REC_HDR = _layout("RecHdr", ("kind", "u32"), ("port", "u32"), ("nbeats", "u32"))
LAYOUTS = (REQ_FRAME, REQ_RUN, REQ_REGS, REG_ADDR, RUN_END, REC_HDR)
OP = struct.Struct("<I")
REG_VALUE = struct.Struct("<I")

HEADER_NAME = "rtl_driver_proto.h"


def c_header() -> str:
    """The C++ header the driver includes (codes, sizes and the packed records)."""
    lines = ["// Generated by iswitch/switchd/rtl_protocol.py (c_header): do not edit.",
             "#pragma once", "#include <cstdint>", "",
             f"static const int TUSER_WORDS = {TUSER_WORDS};", ""]
    for enum_cls, prefix in ((Op, "OP_"), (Rec, "REC_"), (RunStatus, "RUN_"),
                             (Probe, "PROBE_")):
        lines += [f"static const uint32_t {prefix}{m.name} = {int(m)};" for m in enum_cls]
    lines += ["", "#pragma pack(push, 1)"]
    lines += [lay.c_struct() for lay in LAYOUTS]
    lines += ["#pragma pack(pop)", ""]
    return "\n".join(lines)
