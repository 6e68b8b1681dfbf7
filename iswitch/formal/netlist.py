"""The generated Verilog as BTOR2, through Debian's yosys 0.23 (the one `tox -e synth` uses).

Each proof looks at a *view* of a unit: the unit as generated, instantiated unchanged in a
small wrapper module that brings out one thing:

* ``lane k``: bits ``[32k+31 : 32k]`` of ``out_sum`` (``fp32_add`` has one lane);
* ``valid``: ``out_valid`` (``fp32_vec_add`` only).

yosys reads both files and runs only what turns processes into a netlist:

    read_verilog <unit>.v; read_verilog <wrapper>.v; hierarchy -check -top <wrapper>;
    proc; flatten; opt_clean -purge; check -assert; write_btor

``opt_clean -purge`` removes the cells whose outputs the view does not use: a lane's view
holds only that lane's registers and logic (the other lanes' inputs stay, unused). No
optimisation pass runs (no ``opt``, ``wreduce``, ``share``): the netlist is the Verilog's
own processes, so little of yosys stands between the text and the proof. Every register
is a ``$dff`` on the one clock, which BTOR2 models as one step per rising edge.
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from iswitch import wire

#: yosys, the Debian package (scripts/setup-system.sh installs it)
YOSYS = "yosys"
WRAPPER = "iswitch_formal_view"


class NetlistError(RuntimeError):
    """yosys is missing or cannot read a unit's Verilog (the message is one line)."""


@dataclass(frozen=True)
class Unit:
    """A unit of the generated RTL: its file, module, data inputs and lanes."""

    name: str
    inputs: tuple[tuple[str, int], ...]  # (port, width) besides clk
    lanes: int
    valid: bool  # has in_valid / out_valid / rst
    nan_rule: str = "x86"  # spec.NAN_RULES: the NaN a NaN result must be
    proof: str = "fp.add"  # fp.add: the adder's case split (spec.cases); exact: exact.py

    @property
    def file(self) -> str:
        return f"{self.name}.v"

    @property
    def bus(self) -> int:
        return 32 * self.lanes


def _unit(name: str, lanes: int, valid: bool) -> Unit:
    ctl = (("rst", 1), ("ce", 1), ("in_valid", 1)) if valid else (("ce", 1),)
    return Unit(name, (*ctl, ("in_a", 32 * lanes), ("in_b", 32 * lanes)), lanes, valid)


UNITS = {
    "fp32_add": _unit("fp32_add", 1, False),
    "fp32_vec_add": _unit("fp32_vec_add", wire.ADDER_LANES, True),
    # the exact mode's pipeline of two contributions: fp32_add's ports, its own proof
    "exact_pair": Unit("exact_pair", (("ce", 1), ("in_a", 32), ("in_b", 32)), 1, False,
                       "canonical", "exact"),
}


def yosys_version() -> str:
    """``yosys -V``; raises NetlistError when yosys is not installed."""
    try:
        r = subprocess.run([YOSYS, "-V"], capture_output=True, text=True, timeout=60)
    except OSError:
        raise NetlistError("yosys not found (the Debian package yosys; "
                           "scripts/setup-system.sh installs it)") from None
    return r.stdout.strip()


def localparam(src: Path, name: str) -> int:
    """The value of ``localparam <name> = N;`` in `src`."""
    m = re.search(rf"localparam\s+{name}\s*=\s*(\d+)\s*;", src.read_text(errors="replace"))
    if not m:
        raise NetlistError(f"{src}: no 'localparam {name} = N;' (is it generated RTL?)")
    return int(m.group(1))


def check_unit(unit: Unit, src: Path) -> int:
    """The unit's LATENCY, after checking its file declares the lanes the contract says."""
    if unit.valid and localparam(src, "LANES") != unit.lanes:
        raise NetlistError(f"{src}: localparam LANES = {localparam(src, 'LANES')}, but "
                           f"iswitch.wire.ADDER_LANES is {unit.lanes}")
    return localparam(src, "LATENCY")


def wrapper(unit: Unit, view: str) -> str:
    """The wrapper module of one view (``lane <k>`` or ``valid``)."""
    ports = ["    input  wire clk"]
    ports += [f"    input  wire [{w - 1}:0] {p}" for p, w in unit.inputs]
    conns = [".clk(clk)"] + [f".{p}({p})" for p, _ in unit.inputs]
    conns.append(".out_sum(sum)")
    if unit.valid:
        conns.append(".out_valid(valid)")
    if view == "valid":
        ports.append("    output wire out")
        body = "    assign out = valid;"
    else:
        k = int(view.split()[1])
        ports.append("    output wire [31:0] out")
        body = f"    assign out = sum[{32 * k + 31}:{32 * k}];"
    return "\n".join([
        f"// The proof's view of {unit.name}: {view} (iswitch/formal/netlist.py).",
        "`default_nettype none",
        f"module {WRAPPER} (", ",\n".join(ports), ");",
        f"    wire [{unit.bus - 1}:0] sum;",
        "    wire valid;" if unit.valid else "",
        f"    {unit.name} dut ({', '.join(conns)});",
        body, "endmodule", "`default_nettype wire", ""])


def btor2(unit: Unit, src: Path, view: str, *, timeout: float = 300) -> str:
    """The BTOR2 text of one view of `unit` read from `src`."""
    with tempfile.TemporaryDirectory(prefix="iswitch-formal-") as tmp:
        wrap = Path(tmp) / f"{WRAPPER}.v"
        wrap.write_text(wrapper(unit, view))
        out = Path(tmp) / "view.btor2"
        script = (f"read_verilog {_q(src)}; read_verilog {_q(wrap)}; "
                  f"hierarchy -check -top {WRAPPER}; proc; flatten; opt_clean -purge; "
                  f"check -assert; write_btor {_q(out)}")
        try:
            r = subprocess.run([YOSYS, "-q", "-p", script], capture_output=True, text=True,
                               timeout=timeout)
        except OSError:
            raise NetlistError("yosys not found (the Debian package yosys; "
                               "scripts/setup-system.sh installs it)") from None
        except subprocess.TimeoutExpired:
            raise NetlistError(f"{src}: yosys did not finish in {timeout:.0f} s") from None
        if r.returncode != 0 or not out.exists():
            raise NetlistError(f"{src}: yosys cannot read it: {_first_error(r.stdout + r.stderr)}")
        return out.read_text()


def _q(p: Path) -> str:
    # yosys splits commands at ';' and words at blanks; a quoted path keeps both
    return '"' + str(p) + '"'


def _first_error(log: str) -> str:
    lines = [ln.strip() for ln in log.splitlines() if ln.strip()]
    err = [ln for ln in lines if "ERROR" in ln]
    return (err or lines or ["no output"])[0]
