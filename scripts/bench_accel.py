#!/usr/bin/env python3
"""Throughput, latency and synthesis figures of `iswitch_accel` (docs/benchmarks.md).

    python scripts/bench_accel.py [--exact] [--synth] [--json FILE]

Simulation (Verilator through cocotb, tb/iswitch_accel/bench_accel_cocotb.py; the same
build as tb/iswitch_accel/test_iswitch_accel.py, sim_build/iswitch_accel-verilator/):
cycles are counted exactly by a monitor numbering the rising edges, and every frame of every
scenario is checked bit for bit against the golden model. 4 workers, H = 4.

* throughput: 4 workers x 32 segments of 360 elements (47-beat frames) queued back to back,
  segment by segment, output always ready: beats accepted per cycle between the first and
  the last accepted beat (goal 1.00); the same for 1-element frames (3 beats) of 16
  segments, segment by segment (4 frames of one segment back to back: the read-after-write
  hazard) and worker by worker (consecutive frames of different segments);
* aggregation latency: edges from the last input beat of the 4th contribution to the first
  output beat of the aggregate, idle before (360, 1, 8 and 9 elements);
* regular latency: edges from the first beat in to the first beat out, idle (60, 64 and
  1514-byte frames);
* the child role (a fresh block, uplink nf3, 3 workers, docs/protocol.md section 12):
  throughput of the workers' 360-element packets and the parent's 360-element results
  back to back (the partials go up, the results down); latency up (last beat of the 3rd
  contribution -> first beat of the partial) and down (last beat of the result -> first
  beat of the multicast), 360 and 1 elements.

`--exact` runs the same scenarios side by side on the fold-only build (``EXACT`` = 0,
converted under sim_build/), on the default build (which has the exact mode) with fold
jobs, and on it with exact jobs (every Join asks for the exact mode, every data frame
carries ``EXACT``).

`--synth` also runs yosys `synth_xilinx -family xc7 -noiopad -flatten` (iswitch/hw/synth.py)
on the RTL and prints the cell counts against the budget (a few minutes).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import tempfile
from pathlib import Path

from iswitch.hw import synth
from iswitch.util import cli, output
from iswitch.wire import AccelParams

ROOT = Path(__file__).resolve().parents[1]
TB_DIR = ROOT / "tb" / "iswitch_accel"


def _testbench():
    """tb/iswitch_accel/test_iswitch_accel.py, imported as the simulator imports it: its
    folder on sys.path (the runner passes sys.path on as the simulator's PYTHONPATH)."""
    sys.path[:0] = [str(TB_DIR), str(ROOT)]
    return importlib.import_module("test_iswitch_accel")


DEFAULT_EXACT = AccelParams().EXACT
#: --exact's runs: label -> (build parameters, the jobs' mode)
RUNS = {"fold-only build": ({"EXACT": 0}, "fold"), "default build": ({}, "fold"),
        "default build, exact jobs": ({}, "exact")}


def simulate(params: dict[str, int] | None = None, mode: str = "fold") -> dict:
    tests = _testbench()
    os.environ.setdefault("MAKEFLAGS", "CFG_CXXFLAGS_PCH_I=-include")
    runner, build_dir = tests._runner("verilator", params or None)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "bench.json"
        runner.test(hdl_toplevel=tests.TOP, test_module="bench_accel_cocotb", test_dir=TB_DIR,
                    build_dir=build_dir, results_xml=str(Path(tmp) / "results.xml"),
                    extra_env={"ACCEL_BENCH_OUT": str(out),
                               "ACCEL_EXACT": str((params or {}).get("EXACT", DEFAULT_EXACT)),
                               "ACCEL_MODE": mode})
        if not out.exists():
            sys.exit("the cocotb bench wrote no results (see the simulator log above)")
        res = json.loads(out.read_text())
    res["rtl"] = str(tests.rtl_source(params or None).relative_to(ROOT))
    return res


def report(res: dict) -> str:
    lines = [f"iswitch_accel ({res['rtl']}), Verilator, {res['workers']} workers, H = "
             f"{res['workers']}"]
    for key, what in (("saturated_full", "360-element frames (47 beats)"),
                      ("saturated_min", "1-element frames (3 beats), segment by segment"),
                      ("saturated_min_distinct", "1-element frames, worker by worker")):
        r = res[key]
        lines.append(f"  throughput, {what}: {r['packets']} packets, {r['beats']} beats in "
                     f"{r['cycles']} cycles = {r['beats_per_cycle']:.3f} beats/cycle "
                     f"({r['stall_cycles']} cycles with tvalid high and tready low, by "
                     f"beat index of the waiting beat: {r['stalls_at_beat']}), "
                     f"{r['aggregates']} aggregates out")
    lines.append("  aggregation latency (last beat of the 4th contribution -> first beat of "
                 "the aggregate): " + ", ".join(f"{n} elements {c} cycles"
                                                for n, c in res["agg_latency"].items()))
    lines.append("  regular latency (first beat in -> first beat out, idle): "
                 + ", ".join(f"{n} bytes {c} cycles" for n, c in res["regular_latency"].items()))
    r = res["child_saturated_full"]
    lines.append(f"  child, throughput, 360-element packets and results: {r['packets']} packets, "
                 f"{r['beats']} beats in {r['cycles']} cycles = {r['beats_per_cycle']:.3f} "
                 f"beats/cycle ({r['stall_cycles']} stall cycles), {r['up']} partials up, "
                 f"{r['down']} multicasts down")
    for key, what in (("child_up_latency", "up (last contribution -> partial)"),
                      ("child_down_latency", "down (result -> multicast)")):
        lines.append(f"  child latency {what}: " + ", ".join(
            f"{n} elements {c} cycles" for n, c in res[key].items()))
    return "\n".join(lines)


def synthesize(src: Path) -> str:
    """iswitch/hw/synth.py's run, counts and depth (the deepest register groups and path), and
    the memories."""
    r = synth.synth("iswitch_accel", src, timeout=3600)
    if "error" in r:
        return synth.format_result(r)
    t = r["types"]
    mem = ", ".join(f"{k} {t[k]}" for k in sorted(t) if k.startswith(("RAMB", "RAM32", "RAM64")))
    return synth.format_result(r) + f"\n  memories: {mem}"


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python scripts/bench_accel.py",
                            description=__doc__.splitlines()[0],
                            formatter_class=cli.DefaultsHelpFormatter)
    ap.add_argument("--synth", action="store_true",
                    help="also run yosys synth_xilinx for the cell counts (minutes)")
    ap.add_argument("--no-sim", action="store_true", help="skip the simulation")
    ap.add_argument("--exact", action="store_true",
                    help="the fold-only build, the default build with fold jobs and with "
                         "exact jobs, side by side")
    ap.add_argument("--json", type=cli.output_file, metavar="FILE",
                    help="write the simulation figures here as JSON")
    args = ap.parse_args(argv)
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    if not args.no_sim:
        runs = RUNS if args.exact else {"default build": ({}, "fold")}
        res = {}
        for label, (params, mode) in runs.items():
            res[label] = simulate(params, mode)
        for label, r in res.items():
            print(f"{label}: " + report(r))
        if args.json:
            one = res["default build"] if not args.exact else res
            output.write_atomic(args.json, json.dumps(one, indent=1))
    if args.synth:
        tests = _testbench()
        print(synthesize(tests.rtl_source()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
