"""Synthesis cell counts and logic depth of the generated RTL (tox -e synth).

Runs Debian yosys 0.23 ``synth_xilinx -family xc7 -flatten`` (out of context: ``-noiopad``,
no I/O buffers) on

* ``rtl/gen/fp32_add.v``      one adder lane (module fp32_add),
* ``rtl/gen/fp32_vec_add.v``  eight lanes (module fp32_vec_add), and
* ``rtl/gen/iswitch_accel.v`` the whole accelerator (module iswitch_accel), both
  arithmetic modes (docs/protocol.md section 13), with the budget of issue 22,
* ``iswitch_accel_fold``      the accelerator built without the exact mode (``EXACT`` = 0),
  converted into build/synth/ by ``python -m myhdl_src.convert -PEXACT=0``, with the
  budget the accelerator had before the exact mode (issue 9),

and prints, for each: LUTs (LUT1..LUT6 + INV), LUT-based shift registers (SRL16E/SRLC32E,
one LUT each in a SLICEM), LUT RAM, FFs (FDRE/FDSE/FDCE/FDPE), CARRY4, MUXF7/MUXF8,
DSP48E1, block RAM, latches, and the logic depth: the longest combinational path between
registers in cells (LUT, INV, CARRY4, MUXF7/8 and a LUT RAM's asynchronous read each count
1), into every input of a register or RAM but its clock (D, clock enable, reset, the
address, data and enable pins of a RAM), from a register, a block RAM's registered output
or an input port. The deepest register groups (by the register the path ends in; the
adder's stages s1_* .. s5_*, out_sum) and the deepest path, from where to where and
through which cells, are printed too. Figures are put next to the project's budget for the
whole accelerator (20k LUT / 37k FF / 17 DSP). No Fmax: yosys has no timing model (see
iswitch/hw/timing.py for a post-route figure).

    python -m iswitch.hw.synth [--only UNIT] [--json FILE]

Exit status 0 when every synthesis succeeded with no latches and every unit's deepest path
is within its budget (``DEPTH_BUDGET``: 12 cells, 200 MHz on the NetFPGA's Virtex-7), 1
otherwise.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

from iswitch.hw import variants
from iswitch.util import cli, output

REPO = Path(__file__).resolve().parents[2]
BUILD = REPO / "build" / "synth"

TARGETS = {
    "exact_acc": REPO / "rtl" / "gen" / "exact_acc.v",
    "exact_align": REPO / "rtl" / "gen" / "exact_align.v",
    "exact_pair": REPO / "rtl" / "gen" / "exact_pair.v",
    "exact_round": REPO / "rtl" / "gen" / "exact_round.v",
    "exact_vec": REPO / "rtl" / "gen" / "exact_vec.v",
    "fp32_add": REPO / "rtl" / "gen" / "fp32_add.v",
    "fp32_vec_add": REPO / "rtl" / "gen" / "fp32_vec_add.v",
    "iswitch_accel": REPO / "rtl" / "gen" / "iswitch_accel.v",
    "iswitch_accel_fold": BUILD / "gen-fold" / "iswitch_accel.v",
}
#: targets converted here with other parameters: name -> (module, -P parameters)
VARIANTS = {"iswitch_accel_fold": ("iswitch_accel", variants.FOLD)}
#: the whole accelerator's budget (issue 22, with the exact mode: LUT-equivalents, FF, DSP)
BUDGET = {"LUT": 60_000, "FF": 80_000, "DSP": 0}
#: a build's own budget where it has one: the fold-only build's (issue 9)
BUDGETS = {"iswitch_accel_fold": {"LUT": 20_000, "FF": 37_000, "DSP": 17}}
#: Deepest register-to-register path allowed per unit, in cells: 200 MHz on the NetFPGA's
#: Virtex-7 -2 (docs/benchmarks.md). A unit over its budget fails `tox -e synth`.
DEPTH_BUDGET = dict.fromkeys(TARGETS, 12)

FF_TYPES = ("FDRE", "FDSE", "FDCE", "FDPE")
SRL_TYPES = ("SRL16E", "SRLC32E", "SRLC16E")
LATCH_TYPES = ("LDCE", "LDPE", "$dlatch", "$_DLATCH_P_", "$_DLATCH_N_", "$adlatch")
BRAM_TYPES = ("RAMB18E1", "RAMB36E1")
LUTRAM_PREFIX = ("RAM32", "RAM64", "RAM128", "RAM256")


def yosys_version() -> str:
    try:
        r = subprocess.run(["yosys", "-V"], capture_output=True, text=True)
        return r.stdout.strip()
    except OSError:
        return "not found"


def _rel(p: Path) -> str:
    return str(p.relative_to(REPO)) if p.is_relative_to(REPO) else str(p)


def convert_variant(name: str) -> Path:
    """A `VARIANTS` target converted from myhdl_src/ into its `TARGETS` path
    (iswitch/hw/variants.py)."""
    return variants.accel_netlist(VARIANTS[name][1], TARGETS[name].parent)


def synth(name: str, src: Path, *, timeout: float = 900) -> dict:
    """Synthesize `src` (top `name`, or a variant's module, converted first); returns
    counts, depth and wall time, or an error."""
    BUILD.mkdir(parents=True, exist_ok=True)
    top = VARIANTS[name][0] if name in VARIANTS else name
    if name in VARIANTS:
        convert_variant(name)
    net = BUILD / f"{name}.json"
    log = BUILD / f"{name}.log"
    script = (f"read_verilog {src}; synth_xilinx -family xc7 -top {top} -noiopad -flatten; "
              f"check; write_json {net}")
    t0 = time.perf_counter()
    try:
        r = subprocess.run(["yosys", "-q", "-l", str(log), "-p", script],
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"name": name, "src": _rel(src), "error": "timeout"}
    wall = time.perf_counter() - t0
    if r.returncode != 0 or not net.exists():
        err = [ln for ln in (r.stdout + r.stderr).splitlines() if "ERROR" in ln] or \
            (r.stdout + r.stderr).splitlines()[-3:]
        return {"name": name, "src": _rel(src), "error": " / ".join(err[:3])}
    res = analyse(json.loads(net.read_text()), top)
    res.update(name=name, src=_rel(src), wall=wall)
    return res


def analyse(netlist: dict, top: str) -> dict:
    """Cell counts and combinational depth from yosys's JSON netlist."""
    mod = netlist["modules"][top]
    cells = mod["cells"]
    types: dict[str, int] = defaultdict(int)
    for c in cells.values():
        types[c["type"]] += 1
    n = lambda pred: sum(v for k, v in types.items() if pred(k))  # noqa: E731
    counts = {
        "LUT": n(lambda t: re.fullmatch(r"LUT[1-6]", t) is not None) + types.get("INV", 0),
        "INV": types.get("INV", 0),
        "SRL": n(lambda t: t in SRL_TYPES),
        "LUTRAM": n(lambda t: t.startswith(LUTRAM_PREFIX)),
        "FF": n(lambda t: t in FF_TYPES),
        "CARRY4": types.get("CARRY4", 0),
        "MUXF7/8": types.get("MUXF7", 0) + types.get("MUXF8", 0),
        "DSP": types.get("DSP48E1", 0),
        "BRAM": n(lambda t: t in BRAM_TYPES),
        "latch": n(lambda t: t in LATCH_TYPES),
    }
    depth, per_stage, path = _depth(mod)
    return {"counts": counts, "types": dict(sorted(types.items())), "depth": depth,
            "per_stage": per_stage, "path": path}


SEQ_TYPES = (*FF_TYPES, *SRL_TYPES, *BRAM_TYPES, "DSP48E1")
CLOCK_PINS = ("C", "CLK", "WCLK", "CLKARDCLK", "CLKBWRCLK")


def _lutram_read_pin(port: str) -> bool:
    """LUT RAM read address pins (ADDRA.., A0.., DPRA..): the asynchronous read path."""
    return port.startswith(("ADDR", "DPRA")) or re.fullmatch(r"A\d*", port) is not None


def _group(name: str) -> str:
    """The register (group) a bit or memory cell belongs to: ``x[3]`` -> ``x``,
    ``mem.0.5`` (a memory's 6th primitive) -> ``mem``."""
    return re.sub(r"\.\d+\.\d+$", "", re.sub(r"\[\d+\]$", "", name))


def _depth(mod: dict) -> tuple[int, dict[str, int], dict]:
    """Longest register-to-register combinational path in cells (LUT, INV, CARRY4, MUXF7/8
    and a LUT RAM's asynchronous read each count 1), overall, per register group (the
    register or memory the path ends in), and the deepest path itself.

    Paths start at a sequential cell's output (FD*, SRL*, block RAM, DSP, a LUT RAM read
    counts as logic) or an input port and end at any input of a sequential cell but its
    clock: D, CE and R/S of flip-flops, the address, data and enable pins of RAMs (a LUT
    RAM's write pins included), so an enable or a write port is as much a path end as a
    D input. Paths into output ports are counted too."""
    cells = mod["cells"]
    driver: dict[int, str] = {}  # bit -> combinational cell driving it
    for cname, c in cells.items():
        if c["type"] in SEQ_TYPES or c["type"] == "BUFG":
            continue
        dirs = c.get("port_directions", {})
        for port, bits in c["connections"].items():
            if dirs.get(port) == "output":
                for b in bits:
                    if isinstance(b, int):
                        driver[b] = cname

    def comb_inputs(c: dict):
        lutram = c["type"].startswith(LUTRAM_PREFIX)
        dirs = c.get("port_directions", {})
        for port, bits in c["connections"].items():
            if dirs.get(port) == "input" and (not lutram or _lutram_read_pin(port)):
                yield from (b for b in bits if isinstance(b, int))

    memo: dict[str, tuple[int, int | None]] = {}  # cell -> (depth, its deepest input bit)

    def cell_depth(cname: str) -> int:
        if cname in memo:
            return memo[cname][0]
        memo[cname] = (0, None)  # guards against (unexpected) combinational loops
        best, via = 0, None
        for b in comb_inputs(cells[cname]):
            d = cell_depth(driver[b]) if b in driver else 0
            if d > best or via is None:
                best, via = d, b
        memo[cname] = (best + 1, via)
        return best + 1

    sys.setrecursionlimit(max(100_000, sys.getrecursionlimit()))
    bitname: dict[int, str] = {}  # a bit's name: a user-visible net, the shortest
    for net, info in mod["netnames"].items():
        if info.get("hide_name") or net.startswith("$"):
            continue
        for b in info["bits"]:
            if isinstance(b, int) and (b not in bitname or len(net) < len(bitname[b])):
                bitname[b] = net
    stage_re = re.compile(r"(?<![A-Za-z])(s\d+)_|(out_sum)|(valid_pipe)")  # the adder's stages

    def group_of(name: str) -> str:
        m = stage_re.search(name)
        return next(g for g in m.groups() if g) if m else _group(name)

    per_group: dict[str, int] = defaultdict(int)
    worst: dict = {"depth": 0}
    ends = []  # (group, bit driving the end pin, end description)
    for cname, c in cells.items():
        t = c["type"]
        if t not in SEQ_TYPES and not t.startswith(LUTRAM_PREFIX):
            continue
        if t in FF_TYPES or t in SRL_TYPES:
            q = c["connections"]["Q"][0]
            name = bitname.get(q, cname) if isinstance(q, int) else cname
        else:
            name = cname
        dirs = c.get("port_directions", {})
        for port, bits in c["connections"].items():
            if dirs.get(port) != "input" or port in CLOCK_PINS:
                continue
            ends.extend((group_of(name), b, f"{name}.{port}") for b in bits
                        if isinstance(b, int) and b in driver)
    for pname, port in mod.get("ports", {}).items():
        if port["direction"] == "output":
            ends.extend((pname, b, pname) for b in port["bits"]
                        if isinstance(b, int) and b in driver)
    for group, b, end in ends:
        d = cell_depth(driver[b])
        per_group[group] = max(per_group[group], d)
        if d > worst["depth"]:
            worst = {"depth": d, "bit": b, "to": end}
    if worst["depth"]:
        worst.update(_trace(worst.pop("bit"), driver, memo, cells, bitname))
    return worst["depth"], dict(sorted(per_group.items())), worst


def _trace(bit: int, driver: dict, memo: dict, cells: dict, bitname: dict) -> dict:
    """The cells of the deepest path into ``bit`` and the register it starts from."""
    path = []
    while bit in driver:
        cname = driver[bit]
        path.append(cells[cname]["type"])
        bit = memo[cname][1]
        if bit is None:  # driven by constants only
            break
    start = bitname.get(bit, "?") if bit is not None else "a constant"
    return {"from": start, "cells": list(reversed(path))}


def over_budget(r: dict) -> bool:
    """The unit's deepest path exceeds its depth budget."""
    return "error" not in r and r["depth"] > DEPTH_BUDGET.get(r["name"], r["depth"])


def lut_equivalents(r: dict) -> int:
    """LUTs with the SRLs and LUT RAM counted as LUTs (the budgets' measure)."""
    c = r["counts"]
    return c["LUT"] + c["SRL"] + c["LUTRAM"]


def budget_of(name: str) -> dict[str, int]:
    """The area budget a target is held to: its own (`BUDGETS`) or the accelerator's."""
    return BUDGETS.get(name, BUDGET)


def format_result(r: dict, groups: int = 8) -> str:
    """The figures of one run; the ``groups`` deepest register groups are listed."""
    if "error" in r:
        return f"{r['name']} ({r['src']}): SYNTHESIS FAILED: {r['error']}"
    c = r["counts"]
    budget = DEPTH_BUDGET.get(r["name"])
    verdict = "" if budget is None else (
        f" (budget {budget}: {'OVER BUDGET' if r['depth'] > budget else 'ok'})")
    deepest = sorted(r["per_stage"].items(), key=lambda kv: (-kv[1], kv[0]))[:groups]
    path = r["path"]
    lines = [
        f"{r['name']} ({r['src']}), yosys synth_xilinx -family xc7 -noiopad, {r['wall']:.1f} s",
        f"  LUT {c['LUT']:,} (LUT1..LUT6 + {c['INV']} INV; + {c['SRL']} SRL16E/SRLC32E, "
        f"{c['LUTRAM']} LUTRAM) | FF {c['FF']:,} | CARRY4 {c['CARRY4']} | MUXF7/8 "
        f"{c['MUXF7/8']} | DSP48E1 {c['DSP']} | BRAM {c['BRAM']} | latches {c['latch']}",
        f"  logic depth (cells, register to register): {r['depth']}{verdict}",
        "  deepest register groups: " + ", ".join(f"{k} {v}" for k, v in deepest),
    ]
    if path.get("depth"):
        lines.append(f"  deepest path: {path['from']} -> {path['to']}: "
                     + " ".join(path["cells"]))
    lut_all = lut_equivalents(r)
    b = budget_of(r["name"])
    lines.append(
        f"  vs the {'fold-only build' if r['name'] in BUDGETS else 'whole-accelerator'} budget: "
        f"LUT {lut_all:,}/{b['LUT']:,} "
        f"({100 * lut_all / b['LUT']:.1f} %, SRLs and LUT RAM counted as LUTs), "
        f"FF {c['FF']:,}/{b['FF']:,} ({100 * c['FF'] / b['FF']:.1f} %), "
        f"DSP {c['DSP']}/{b['DSP']}")
    return "\n".join(lines)


X8_WRAPPER = """\
// Written by iswitch/hw/synth.py: 8 x fp32_add + the valid pipe, a stand-in for an estimate
// of fp32_vec_add when rtl/gen/fp32_vec_add.v itself cannot be read. Not a project file.
`default_nettype none
module fp32_add_x8 (
    input  wire         clk, rst, ce, in_valid,
    input  wire [255:0] in_a, in_b,
    output wire         out_valid,
    output wire [255:0] out_sum
);
reg [5:0] valid_pipe;
always @(posedge clk)
    if (rst) valid_pipe <= 6'd0;
    else if (ce) valid_pipe <= {valid_pipe[4:0], in_valid};
assign out_valid = valid_pipe[5];
genvar i;
generate for (i = 0; i < 8; i = i + 1) begin : lane
    fp32_add u (.clk(clk), .ce(ce), .in_a(in_a[32*i +: 32]), .in_b(in_b[32*i +: 32]),
                .out_sum(out_sum[32*i +: 32]));
end endgenerate
endmodule
`default_nettype wire
"""


def synth_x8_estimate() -> dict:
    """8 lanes built from rtl/gen/fp32_add.v instead (flattened), for an estimate."""
    BUILD.mkdir(parents=True, exist_ok=True)
    wrap = BUILD / "fp32_add_x8.v"
    wrap.write_text(X8_WRAPPER + TARGETS["fp32_add"].read_text())
    r = synth("fp32_add_x8", wrap)
    r["src"] = "8 x rtl/gen/fp32_add.v (ESTIMATE: stand-in wrapper, not the shipped file)"
    return r


def main(argv: list[str] | None = None) -> int:
    p = cli.ArgumentParser(prog="python -m iswitch.hw.synth",
                           description=__doc__.split("\n\n")[0])
    p.add_argument("--only", choices=sorted(TARGETS), action="append")
    p.add_argument("--json", type=cli.output_file, help="also write the figures as JSON")
    args = p.parse_args(argv)
    return cli.run(p.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    print(f"{yosys_version()}; budget of the whole accelerator: {BUDGET['LUT']:,} LUT / "
          f"{BUDGET['FF']:,} FF / {BUDGET['DSP']} DSP")
    results = []
    for name in args.only or list(TARGETS):
        r = synth(name, TARGETS[name])
        results.append(r)
        print(format_result(r), flush=True)
        if name == "fp32_vec_add" and "error" in r:
            est = synth_x8_estimate()
            print(format_result(est), flush=True)
            results.append({**est, "estimate": True})
    if args.json:
        output.write_atomic(args.json, json.dumps(results, indent=1))
    ok = all("error" not in r and r["counts"]["latch"] == 0 and r["counts"]["LUT"] > 0
             and not r.get("estimate") and not over_budget(r) for r in results)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
