"""How long iswitch-splice takes: median wall time of a few runs (figures for docs/benchmarks.md).

    python scripts/bench_splice.py [--runs 7]

Three figures per datapath (our rtl/switch/nf_datapath.v and the NetFPGA-shaped fixture),
each splicing axis_passthrough on the default link:
  * cli       - the console command as a subprocess, parser tables cached (what a user sees);
  * in-proc   - splice() alone with a warm parser (preprocess + parse + analyse + emit);
  * cold      - the console command with an empty table cache (first run on a machine).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from iswitch.hw.splice import SpliceRequest, splice
from iswitch.hw.splice_frontend import VerilogFrontend
from iswitch.util import cli

REPO = Path(__file__).resolve().parents[1]
PASSTHROUGH = REPO / "rtl" / "switch" / "axis_passthrough.v"
DATAPATHS = {
    "ours (rtl/switch/nf_datapath.v)": REPO / "rtl" / "switch" / "nf_datapath.v",
    "NetFPGA-shaped fixture": REPO / "tests" / "data" / "splice" / "nf_datapath_sume_shape.v",
}


def median_seconds(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def run_cli(datapath: Path, out: Path, cache: Path | None = None) -> None:
    env = dict(os.environ)
    if cache is not None:
        env["ISWITCH_SPLICE_CACHE"] = str(cache)
    cmd = [sys.executable, "-m", "iswitch.hw.splice", str(datapath), "--accel-file",
           str(PASSTHROUGH), "--accel-module", "axis_passthrough", "-o", str(out)]
    subprocess.run(cmd, check=True, env=env)


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python scripts/bench_splice.py",
                            description=__doc__.splitlines()[0],
                            formatter_class=cli.DefaultsHelpFormatter)
    ap.add_argument("--runs", type=cli.int_in(1), default=7,
                    help="runs per figure (the figure is their median; cold runs: half)")
    args = ap.parse_args(argv)
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    frontend = VerilogFrontend()  # also fills the table cache
    print(f"median of {args.runs} runs, seconds")
    print(f"{'datapath':<34} {'lines':>6} {'cli':>7} {'in-proc':>8} {'cold':>7}")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out.v"
        for name, path in DATAPATHS.items():
            if not path.is_file():
                print(f"{name:<34} (missing)")
                continue
            req = SpliceRequest(datapath=path, accel_file=PASSTHROUGH,
                                accel_module="axis_passthrough")
            t_cli = median_seconds(lambda p=path: run_cli(p, out), args.runs)
            t_in = median_seconds(lambda r=req: splice(r, frontend), args.runs)

            def cold(p: Path = path) -> None:
                with tempfile.TemporaryDirectory() as cache:
                    run_cli(p, out, Path(cache))

            t_cold = median_seconds(cold, max(3, args.runs // 2))
            lines = len(path.read_text().splitlines())
            print(f"{name:<34} {lines:>6} {t_cli:>7.3f} {t_in:>8.3f} {t_cold:>7.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
