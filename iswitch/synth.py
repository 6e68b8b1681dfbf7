"""Synthesis cell counts and a crude logic depth of the fp32 adder (tox -e synth).

Runs Debian yosys 0.23 ``synth_xilinx -family xc7`` (out-of-context: ``-noiopad``, no I/O
buffers) on

* ``rtl/gen/fp32_add.v``     one lane (module fp32_add), and
* ``rtl/gen/fp32_vec_add.v`` eight lanes (module fp32_vec_add),

and prints, for each: LUTs (LUT1..LUT6), LUT-based shift registers (SRL16E/SRLC32E: yosys
packs the ce-gated pipeline of the special-case word into them; each costs one LUT in a
SLICEM), FFs (FDRE/FDSE/FDCE/FDPE), CARRY4, MUXF7/MUXF8, DSP48E1, block RAM, latches, and
logic depth: the longest combinational path between registers in cells (LUT, CARRY4, MUXF*
each count 1), overall and per pipeline stage (grouped by the name of the register the path
ends in: s1_* ... s5_*, out_sum). Figures are put next to the project's budget for the
whole accelerator (20k LUT / 37k FF / 17 DSP). No Fmax: yosys has no timing model.

    python -m iswitch.synth [--only fp32_add|fp32_vec_add] [--json FILE]

Exit status 0 when every synthesis succeeded with no latches, 1 otherwise.
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

from iswitch import cli, output

REPO = Path(__file__).resolve().parents[1]
BUILD = REPO / "build" / "synth"

TARGETS = {
    "fp32_add": REPO / "rtl" / "gen" / "fp32_add.v",
    "fp32_vec_add": REPO / "rtl" / "gen" / "fp32_vec_add.v",
}
BUDGET = {"LUT": 20_000, "FF": 37_000, "DSP": 17}

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


def synth(name: str, src: Path, *, timeout: float = 900) -> dict:
    """Synthesize `src` (top `name`); returns counts, depth and wall time, or an error."""
    BUILD.mkdir(parents=True, exist_ok=True)
    net = BUILD / f"{name}.json"
    log = BUILD / f"{name}.log"
    script = (f"read_verilog {src}; synth_xilinx -family xc7 -top {name} -noiopad -flatten; "
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
    res = analyse(json.loads(net.read_text()), name)
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
    depth, per_stage = _depth(mod)
    return {"counts": counts, "types": dict(sorted(types.items())), "depth": depth,
            "per_stage": per_stage}


def _depth(mod: dict) -> tuple[int, dict[str, int]]:
    """Longest register-to-register combinational path (cells), overall and grouped by the
    register (stage) it ends in. Sequential cells (FD*, SRL*) start and end paths."""
    seq = set(FF_TYPES) | set(SRL_TYPES)
    driver: dict[int, str] = {}  # bit -> comb cell driving it
    for cname, c in mod["cells"].items():
        if c["type"] in seq:
            continue
        dirs = c.get("port_directions", {})
        for port, bits in c["connections"].items():
            if dirs.get(port) == "output":
                for b in bits:
                    if isinstance(b, int):
                        driver[b] = cname
    memo: dict[str, int] = {}

    def cell_depth(cname: str) -> int:
        if cname in memo:
            return memo[cname]
        memo[cname] = 0  # guards against (unexpected) combinational loops
        c = mod["cells"][cname]
        dirs = c.get("port_directions", {})
        d = 0
        for port, bits in c["connections"].items():
            if dirs.get(port) == "input":
                for b in bits:
                    if isinstance(b, int) and b in driver:
                        d = max(d, cell_depth(driver[b]))
        memo[cname] = d + 1
        return d + 1

    sys.setrecursionlimit(max(10_000, sys.getrecursionlimit()))
    stage_re = re.compile(r"(s\d+)_|(out_sum)|(valid_pipe)")
    bitname: dict[int, str] = {}  # a register's name, preferring a stage-like one
    for net, info in mod["netnames"].items():
        if info.get("hide_name"):
            continue
        for b in info["bits"]:
            if isinstance(b, int) and (b not in bitname or (
                    stage_re.search(net) and not stage_re.search(bitname[b]))):
                bitname[b] = net
    per_stage: dict[str, int] = defaultdict(int)
    overall = 0
    for c in mod["cells"].values():
        if c["type"] not in seq:
            continue
        q = c["connections"].get("Q", [None])[0]
        d_bits = c["connections"].get("D", [])
        d = max((cell_depth(driver[b]) for b in d_bits if isinstance(b, int) and b in driver),
                default=0)
        name = bitname.get(q, "?") if isinstance(q, int) else "?"
        m = stage_re.search(name)
        stage = next((g for g in m.groups() if g), name) if m else name
        per_stage[stage] = max(per_stage[stage], d)
        overall = max(overall, d)
    # paths into output ports that are not registered (none expected here)
    for port in mod.get("ports", {}).values():
        if port["direction"] == "output":
            for b in port["bits"]:
                if isinstance(b, int) and b in driver:
                    overall = max(overall, cell_depth(driver[b]))
    return overall, dict(sorted(per_stage.items()))


def format_result(r: dict) -> str:
    if "error" in r:
        return f"{r['name']} ({r['src']}): SYNTHESIS FAILED: {r['error']}"
    c = r["counts"]
    lines = [
        f"{r['name']} ({r['src']}), yosys synth_xilinx -family xc7 -noiopad, {r['wall']:.1f} s",
        f"  LUT {c['LUT']:,} (LUT1..LUT6 + {c['INV']} INV; + {c['SRL']} SRL16E/SRLC32E, "
        f"{c['LUTRAM']} LUTRAM) | FF {c['FF']:,} | CARRY4 {c['CARRY4']} | MUXF7/8 "
        f"{c['MUXF7/8']} | DSP48E1 {c['DSP']} | BRAM {c['BRAM']} | latches {c['latch']}",
        f"  logic depth (cells, register to register): {r['depth']}; per stage: "
        + ", ".join(f"{k} {v}" for k, v in r["per_stage"].items()),
    ]
    lut_all = c["LUT"] + c["SRL"] + c["LUTRAM"]
    lines.append(
        f"  vs the whole-accelerator budget: LUT {lut_all:,}/{BUDGET['LUT']:,} "
        f"({100 * lut_all / BUDGET['LUT']:.1f} %, SRLs counted as LUTs), "
        f"FF {c['FF']:,}/{BUDGET['FF']:,} ({100 * c['FF'] / BUDGET['FF']:.1f} %), "
        f"DSP {c['DSP']}/{BUDGET['DSP']}")
    return "\n".join(lines)


X8_WRAPPER = """\
// Written by iswitch/synth.py: 8 x fp32_add + the valid pipe, a stand-in for an estimate
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
    p = cli.ArgumentParser(prog="python -m iswitch.synth",
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
             and not r.get("estimate") for r in results)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
