"""Appendix of `make report` (iswitch/report/): the fp32 adder exactness page.

`python -m iswitch.report.adder` (and `python -m iswitch.report`, unless `--no-adder`, with
fewer random pairs) proves the converted 8-lane adder (rtl/gen/fp32_vec_add.v) bit-exact
on the compiled testbenches (iswitch/sim/adder_exactness.py):

* all 46,464 Berkeley TestFloat level-1 ``f32_add`` RNE vectors (+ the directed corners) on
  Verilator and on Icarus, against TestFloat's own results and against numpy;
* 1,000,000 seeded random pairs from each stimulus class of golden.fp32 (uniform,
  near_cancel, subnormal, exp_diff) and 1,000,000 of the four interleaved (mixed), on
  Verilator, with random ce stalls and in_valid bubbles.

Writes out/report/adder.md and out/report/adder.html (figures, seeds, tool and package
versions, git commit), prints a short summary, exits 1 on any mismatch or tool failure.
Takes well under a minute once the simulators are built (first run: + Verilator build).

    python -m iswitch.report.adder [--pairs-per-class N] [--seed S] [--out DIR]
"""

from __future__ import annotations

import datetime as dt
import sys
import time
from pathlib import Path

from iswitch.report import facts
from iswitch.report.doc import Doc
from iswitch.sim import adder_exactness as ax
from iswitch.util import cli, output

REPO = facts.REPO
SEED = 20261130
PAIRS = 1_000_000  # per random class
STALL = 16  # ce low on 16/256 of the cycles
BUBBLE = 16  # in_valid low on 16/256 of the ce cycles
SECTION = "Appendix: fp32 adder exactness"
RUNS_HEAD = ["simulator", "class", "seed", "vectors", "mismatches", "non-NaN", "NaN class",
             "NaN payload", "vs TestFloat", "cycles", "wall s", "pairs/s"]


def run_plan(pairs: int, seed: int) -> tuple[list[ax.ClassResult], list[str]]:
    """TestFloat L1 + directed on Verilator, every random class and `mixed` with `pairs`
    pairs on Verilator, TestFloat L1 + directed on Icarus; (results, tool failures)."""
    plan = [
        ("verilator", ["testfloat", "directed"], 0),
        *[("verilator", [cls], pairs) for cls in (*ax.RANDOM_CLASSES, "mixed")],
        ("icarus", ["testfloat", "directed"], 0),
    ]
    results, failures = [], []
    for sim, classes, n in plan:
        try:
            results += ax.run_many([sim], classes, n, seed, stall=STALL, bubble=BUBBLE)
        except ax.ToolError as e:
            msg = str(e).strip().splitlines()
            failures.append(f"{sim} {'/'.join(classes)}: TOOL FAILURE: "
                            + " / ".join(msg[:1] + msg[1:4]))
            print(failures[-1], file=sys.stderr)
    return results, failures


def _row(r: ax.ClassResult) -> list[str]:
    t = r.tally
    return [r.sim, r.cls, "-" if r.seed is None else str(r.seed), f"{t.vectors:,}",
            f"{t.mismatches:,}", f"{t.non_nan:,}", f"{t.nan_class:,}", f"{t.nan_payload:,}",
            f"{t.hw_vs_ref:,}" if r.cls == "testfloat" else "-", f"{r.stats.cycles:,}",
            f"{r.wall:.2f}", f"{t.vectors / r.wall:,.0f}" if r.wall else "-"]


def page(results: list[ax.ClassResult], failures: list[str], verdict: str, ok: bool,
         pairs: int, seed: int, run_facts: list[str]) -> Doc:
    """The appendix page; `run_facts`: the commit, the start time and the wall time."""
    d = Doc()
    d.h(1, SECTION)
    d.p(verdict, "pass" if ok else "fail")
    cmd = ("python -m iswitch.report.adder"
           + (f" --pairs-per-class {pairs}" if pairs != PAIRS else "")
           + (f" --seed {seed}" if seed != SEED else ""))
    d.p(f"Reproduce: `{cmd}` (or `make report`).")
    d.ul([
        f"design: `{ax.RTL.relative_to(REPO)}` ({ax.LANES} lanes, LATENCY "
        f"{ax.rtl_latency()}), generated from `myhdl_src/fp32_vec_add.py`",
        *run_facts,
        f"seed: {seed} (random classes: golden.fp32 generators, one numpy Generator per class "
        f"seeded with (seed, crc32(class name)), chunks of {ax.CHUNK_PAIRS:,} pairs)",
        f"schedule: ce low on {STALL}/256 of the cycles, in_valid low on {BUBBLE}/256 of the "
        "ce cycles (random data on the inputs meanwhile); every result checked to come out "
        "exactly LATENCY ce-cycles after its beat",
        "reference: golden.fp32.f32_add_bits (numpy float32 + on x86, x86/TestFloat-8086 NaN "
        "rule); TestFloat vectors also against TestFloat's own results",
        "comparison: exact bit patterns, NaN payloads included (mismatches = non-NaN + NaN "
        "class + NaN payload)",
    ])
    d.h(2, "Runs")
    d.table(RUNS_HEAD, [_row(r) for r in results])
    if failures:
        d.h(2, "Tool failures")
        d.ul(failures)
    examples = [f"{r.sim} {r.cls}: {line.strip()}" for r in results for line in r.tally.examples]
    if examples:
        d.h(2, "First mismatches")
        d.pre("\n".join(examples[:30]))
    d.h(2, "Versions")
    d.ul([f"{k}: `{v}`" for k, v in ax.tool_versions().items()])
    return d


def run(pairs: int = PAIRS, seed: int = SEED, out: Path = REPO / "out" / "report",
        shown: Path | None = None) -> tuple[bool, str]:
    """Run the plan, write `out`/adder.md and adder.html; (passed, the verdict line).
    `shown`: the folder to name in the output (the report's, when `out` is its staging
    folder)."""
    t0 = time.perf_counter()
    started = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    commit, dirty = facts.commit(), facts.local_changes()
    print(f"{SECTION}\ncommit {commit[:12]}{' (+ local changes)' if dirty else ''}, "
          f"seed {seed}, {pairs:,} random pairs per class")
    results, failures = run_plan(pairs, seed)
    wall = time.perf_counter() - t0
    total = sum(r.tally.vectors for r in results)
    bad = sum(r.tally.mismatches + r.tally.hw_vs_ref for r in results)
    ok = not failures and all(r.ok for r in results) and bool(results)
    verdict = (f"PASS: {total:,} vectors, 0 mismatches" if ok else
               f"FAIL: {total:,} vectors, {bad:,} mismatches, {len(failures)} tool failures")
    d = page(results, failures, verdict, ok, pairs, seed,
             [facts.describe_commit(commit, dirty), f"run: {started}, {wall:.1f} s wall"])
    out.mkdir(parents=True, exist_ok=True)
    output.write_atomic(out / "adder.md", d.markdown())
    output.write_atomic(out / "adder.html", d.html(SECTION))
    print()
    print(ax.format_table(results))
    for f in failures:
        print(f)
    where = (shown or out) / "adder.md"
    where = where.relative_to(REPO) if where.is_relative_to(REPO) else where
    print(f"\n{verdict} ({wall:.1f} s); report: {where}")
    return ok, verdict


def main(argv: list[str] | None = None) -> int:
    prog = "python -m iswitch.report.adder"
    p = cli.ArgumentParser(prog=prog, description="fp32 adder exactness report (appendix of "
                           "make report)")
    p.add_argument("--pairs-per-class", dest="pairs", type=cli.int_in(1), default=PAIRS,
                   help=f"random pairs per class on Verilator (default {PAIRS:,})")
    p.add_argument("--seed", type=cli.int_in(0, ax.SEED_MAX), default=SEED,
                   help=f"seed 0..{ax.SEED_MAX} (default {SEED})")
    p.add_argument("--out", type=cli.output_dir, default=REPO / "out" / "report",
                   help="folder of adder.md and adder.html")
    args = p.parse_args(argv)
    return cli.run(prog, lambda: 0 if run(args.pairs, args.seed, args.out)[0] else 1)


if __name__ == "__main__":
    sys.exit(main())
