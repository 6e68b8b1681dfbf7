"""``python -m iswitch.report.workloads [NAME ...] [--workers N] [--seed S] [--no-cache]``:
compute (or load from the cache) the gradients the report runs on (golden.workloads), and
print counts, timing and a summary per workload.

The command line lives here, not in golden/: the golden models import only iswitch.wire,
and a command takes the project's argument types and interrupt handling (iswitch.util.cli).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from golden import workloads as W
from iswitch.util import cli

PROG = "python -m iswitch.report.workloads"


def main(argv: Sequence[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0])
    ap.add_argument("names", nargs="*", metavar="NAME", help=f"of {', '.join(W.WORKLOADS)} "
                    "(default: all)")
    ap.add_argument("--workers", type=cli.int_in(1, W.MAX_WORKERS), default=4,
                    help="workers (default 4)")
    ap.add_argument("--seed", type=cli.int_in(0, W.MAX_SEED), default=0,
                    help="run seed (default 0)")
    ap.add_argument("--no-cache", action="store_true",
                    help="compute, neither read nor write the cache")
    args = ap.parse_args(argv)
    for name in args.names:
        if name not in W.WORKLOADS:
            ap.error(f"unknown workload {name!r}; known: {', '.join(W.WORKLOADS)}")
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    for name in args.names or list(W.WORKLOADS):
        wl = W.WORKLOADS[name]
        t0 = time.perf_counter()
        grads = W.gradients(name, args.workers, args.seed, cache=not args.no_cache)
        dt = time.perf_counter() - t0
        norms = ", ".join(f"{float(g.norm()):.4g}" for g in grads)
        distinct = len({g.numpy().tobytes() for g in grads})
        print(f"{name:5s} {wl.algorithm:4s} {wl.env_id:14s} params {wl.params:>9,} "
              f"({wl.bytes:>10,} B, paper {wl.paper_bytes:>9,} B)  workers {len(grads)} "
              f"distinct {distinct}  {dt:6.2f} s  sha256 {W.digest(grads)[:16]}  "
              f"|g| = {norms}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
