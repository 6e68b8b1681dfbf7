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

import argparse
import datetime as dt
import html
import subprocess
import sys
import time
from pathlib import Path

from iswitch.sim import adder_exactness as ax

REPO = Path(__file__).resolve().parents[2]

SEED = 20261130
PAIRS = 1_000_000  # per random class
STALL = 16  # ce low on 16/256 of the cycles
BUBBLE = 16  # in_valid low on 16/256 of the ce cycles
SECTION = "Appendix: fp32 adder exactness"


def _git(*args: str) -> str:
    try:
        r = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=True)
        return r.stdout.rstrip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _md_table(head: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(head) + " |",
             "|" + "|".join("---" if i < 2 else "---:" for i in range(len(head))) + "|"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def _html_table(head: list[str], rows: list[list[str]]) -> str:
    th = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    trs = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>"
                  for r in rows)
    return f"<table><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="fp32 adder exactness report (appendix of make report)")
    p.add_argument("--pairs-per-class", dest="pairs", type=int, default=PAIRS,
                   help="random pairs per class on Verilator (default 1,000,000)")
    p.add_argument("--seed", type=int, default=SEED)
    p.add_argument("--out", type=Path, default=REPO / "out" / "report")
    args = p.parse_args(argv)

    t0 = time.perf_counter()
    started = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    commit = _git("rev-parse", "HEAD")
    dirty = _git("status", "--porcelain", "--", "rtl", "myhdl_src", "golden", "iswitch", "tb")
    print(f"{SECTION}\ncommit {commit[:12]}{' (+ local changes)' if dirty else ''}, "
          f"seed {args.seed}, {args.pairs:,} random pairs per class")

    plan = [
        ("verilator", ["testfloat", "directed"], 0),
        *[("verilator", [cls], args.pairs) for cls in (*ax.RANDOM_CLASSES, "mixed")],
        ("icarus", ["testfloat", "directed"], 0),
    ]
    results, failures = [], []
    for sim, classes, pairs in plan:
        try:
            results += ax.run_many([sim], classes, pairs, args.seed, stall=STALL, bubble=BUBBLE)
        except ax.ToolError as e:
            msg = str(e).strip().splitlines()
            failures.append(f"{sim} {'/'.join(classes)}: TOOL FAILURE: "
                            + " / ".join(msg[:1] + msg[1:4]))
            print(failures[-1], file=sys.stderr)
    wall = time.perf_counter() - t0
    versions = ax.tool_versions()

    head = ["simulator", "class", "seed", "vectors", "mismatches", "non-NaN", "NaN class",
            "NaN payload", "vs TestFloat", "cycles", "wall s", "pairs/s"]
    rows = []
    for r in results:
        t = r.tally
        rows.append([r.sim, r.cls, "-" if r.seed is None else str(r.seed), f"{t.vectors:,}",
                     f"{t.mismatches:,}", f"{t.non_nan:,}", f"{t.nan_class:,}",
                     f"{t.nan_payload:,}",
                     f"{t.hw_vs_ref:,}" if r.cls == "testfloat" else "-",
                     f"{r.stats.cycles:,}", f"{r.wall:.2f}",
                     f"{t.vectors / r.wall:,.0f}" if r.wall else "-"])
    total = sum(r.tally.vectors for r in results)
    bad = sum(r.tally.mismatches + r.tally.hw_vs_ref for r in results)
    ok = not failures and all(r.ok for r in results) and bool(results)
    verdict = (f"PASS: {total:,} vectors, 0 mismatches" if ok else
               f"FAIL: {total:,} vectors, {bad:,} mismatches, {len(failures)} tool failures")
    examples = [f"{r.sim} {r.cls}: {line.strip()}" for r in results for line in r.tally.examples]

    setup = [
        "design: `rtl/gen/fp32_vec_add.v` (8 lanes, LATENCY 6), generated from "
        "`myhdl_src/fp32_vec_add.py`",
        f"git commit: `{commit}`" + (
            " (with uncommitted changes: " + ", ".join(
                f"`{ln[3:]}`" for ln in dirty.splitlines()[:12]) + ")" if dirty else ""),
        f"run: {started}, {wall:.1f} s wall",
        f"seed: {args.seed} (random classes: golden.fp32 generators, one numpy Generator "
        f"per class seeded with (seed, crc32(class name)), chunks of "
        f"{ax.CHUNK_PAIRS:,} pairs)",
        f"schedule: ce low on {STALL}/256 of the cycles, in_valid low on {BUBBLE}/256 of the "
        f"ce cycles (random data on the inputs meanwhile); every result checked to come out "
        f"exactly LATENCY ce-cycles after its beat",
        "reference: golden.fp32.f32_add_bits (numpy float32 + on x86, x86/TestFloat-8086 NaN "
        "rule); TestFloat vectors also against TestFloat's own results",
        "comparison: exact bit patterns, NaN payloads included (mismatches = non-NaN + NaN "
        "class + NaN payload)",
    ]
    cmd = "python -m iswitch.report.adder" + (
        f" --pairs-per-class {args.pairs}" if args.pairs != PAIRS else "") \
        + (f" --seed {args.seed}" if args.seed != SEED else "")
    md = [f"# {SECTION}", "", f"**{verdict}**", "", f"Reproduce: `{cmd}` (or `make report`).", ""]
    md += [f"- {s}" for s in setup] + ["", "## Runs", "", _md_table(head, rows), ""]
    if failures:
        md += ["## Tool failures", ""] + [f"- {f}" for f in failures] + [""]
    if examples:
        md += ["## First mismatches", "", "```"] + examples[:30] + ["```", ""]
    md += ["## Versions", ""] + [f"- {k}: `{v}`" for k, v in versions.items()] + [""]
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "adder.md").write_text("\n".join(md))

    page = [
        "<!doctype html><html><head><meta charset='utf-8'>",
        f"<title>{html.escape(SECTION)}</title>",
        "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
        "td,th{border:1px solid #999;padding:2px 8px;text-align:right}"
        ".pass{color:#060}.fail{color:#a00}</style></head><body>",
        f"<h1>{html.escape(SECTION)}</h1>",
        f"<p class='{'pass' if ok else 'fail'}'><b>{html.escape(verdict)}</b></p>",
        f"<p>Reproduce: <code>{html.escape(cmd)}</code></p>",
        "<ul>" + "".join(f"<li>{html.escape(s)}</li>" for s in setup) + "</ul>",
        "<h2>Runs</h2>", _html_table(head, rows),
    ]
    if failures:
        page += ["<h2>Tool failures</h2><ul>"]
        page += [f"<li>{html.escape(f)}</li>" for f in failures] + ["</ul>"]
    if examples:
        page += ["<h2>First mismatches</h2><pre>", html.escape("\n".join(examples[:30])),
                 "</pre>"]
    page += ["<h2>Versions</h2><ul>"]
    page += [f"<li>{html.escape(k)}: <code>{html.escape(v)}</code></li>"
             for k, v in versions.items()]
    page += ["</ul></body></html>"]
    (args.out / "adder.html").write_text("\n".join(page))

    print()
    print(ax.format_table(results))
    for f in failures:
        print(f)
    print(f"\n{verdict} ({wall:.1f} s); report: {(args.out / 'adder.md').relative_to(REPO)}"
          if args.out.is_relative_to(REPO) else f"\n{verdict}; report: {args.out}/adder.md")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
