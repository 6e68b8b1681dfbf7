#!/usr/bin/env python3
"""Speed of the compiled fp32_vec_add testbenches (figures for docs/benchmarks.md).

For each simulator, runs seeded uniform pairs through iswitch/sim/adder_exactness.py's path
(build cached beforehand, so build time is excluded) and reports, as the median of
``--repeat`` runs:

* sim cycles/s: clock cycles / time inside the simulator (Verilator: the harness's own
  loop, pipe I/O excluded; Icarus: the vvp process, its file I/O included);
* end-to-end pairs/s and cycles/s: everything a check costs (numpy stimulus, golden
  model, streaming, comparison) over wall time.

One cycle carries one beat of 8 pairs (no stalls or bubbles here), so pairs/cycle = 8.
Every run is also an exactness run: a mismatch makes the benchmark fail.

    python scripts/bench_compiled.py [--verilator-pairs N] [--icarus-pairs N] [--repeat R]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from iswitch.sim import adder_exactness as ax
from iswitch.util import cli, output


def bench(sim: str, pairs: int, repeat: int, seed: int, cls: str) -> dict:
    (ax.build_verilator if sim == "verilator" else ax.build_icarus)()  # build outside timing
    runs = []
    for k in range(repeat):
        r = ax.run_class(sim, cls, pairs, seed + k)
        if not r.ok:
            raise SystemExit(f"{sim}: {r.tally.mismatches} mismatches: benchmark invalid")
        runs.append(r)
    med = lambda xs: statistics.median(xs)  # noqa: E731
    return {
        "sim": sim, "class": cls, "pairs": pairs, "repeat": repeat,
        "cycles": runs[0].stats.cycles,
        "sim_cycles_per_s": med([r.stats.cycles / r.stats.sim_seconds for r in runs]),
        "e2e_cycles_per_s": med([r.stats.cycles / r.wall for r in runs]),
        "e2e_pairs_per_s": med([r.tally.vectors / r.wall for r in runs]),
        "wall_s": med([r.wall for r in runs]),
    }


def main(argv: list[str] | None = None) -> int:
    p = cli.ArgumentParser(prog="python scripts/bench_compiled.py",
                           description=__doc__.split("\n\n")[0],
                           formatter_class=cli.DefaultsHelpFormatter)
    p.add_argument("--verilator-pairs", type=cli.int_in(1), default=20_000_000, metavar="N",
                   help="fp32 pairs per Verilator run")
    p.add_argument("--icarus-pairs", type=cli.int_in(1), default=80_000, metavar="N",
                   help="fp32 pairs per Icarus run")
    p.add_argument("--repeat", type=cli.int_in(1), default=3, metavar="R",
                   help="runs per simulator (the figures are their medians)")
    p.add_argument("--seed", type=cli.int_in(0, ax.SEED_MAX), default=1,
                   help="seed of the first run's pairs (run k: seed + k)")
    p.add_argument("--class", dest="cls", default="uniform", choices=ax.RANDOM_CLASSES,
                   help="the random class of the pairs")
    p.add_argument("--sim", choices=ax.SIMS, action="append",
                   help="a simulator to run (repeatable; default: all)")
    p.add_argument("--json", type=cli.output_file, metavar="FILE",
                   help="write the figures and the versions here as JSON")
    args = p.parse_args(argv)
    return cli.run(p.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    t0 = time.perf_counter()
    out = []
    for sim in args.sim or list(ax.SIMS):
        pairs = args.verilator_pairs if sim == "verilator" else args.icarus_pairs
        try:
            out.append(bench(sim, pairs, args.repeat, args.seed, args.cls))
        except ax.ToolError as e:
            print(f"{sim}: TOOL FAILURE: {str(e).splitlines()[:2]}", file=sys.stderr)
            out.append({"sim": sim, "error": str(e).splitlines()[:2]})
    print("| simulator | pairs per run | cycles per run | sim cycles/s | end-to-end cycles/s "
          f"| end-to-end pairs/s | wall s (median of {args.repeat}) |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for b in out:
        if "error" in b:
            print(f"| {b['sim']} | build failed: {b['error'][-1][:80]} | | | | | |")
            continue
        print(f"| {b['sim']} | {b['pairs']:,} | {b['cycles']:,} | {b['sim_cycles_per_s']:,.0f} "
              f"| {b['e2e_cycles_per_s']:,.0f} | {b['e2e_pairs_per_s']:,.0f} "
              f"| {b['wall_s']:.2f} |")
    versions = ax.tool_versions()
    print(f"\nverilator {versions.get('verilator', '?')}, {versions.get('iverilog', '?')}, "
          f"{versions.get('g++', '?')}, numpy {versions.get('numpy', '?')}; "
          f"{time.perf_counter() - t0:.0f} s")
    if args.json:
        output.write_atomic(args.json, json.dumps({"results": out, "versions": versions},
                                                  indent=1))
    return 1 if any("error" in b for b in out) else 0


if __name__ == "__main__":
    sys.exit(main())
