"""The exact sum's golden model on a report-sized aggregate: `golden.exact.exact_sum` of C
contributions of N random finite fp32 elements (median of R runs, in seconds).

    python scripts/bench_exact.py [--contribs C] [--elems N] [--reps R] [--seed S]

The elements are seeded normal gradients scaled per contribution by 2^-20..2^20, so the
exponents spread over about 40 binades and the sums round and cancel; the elements and the
limbs stay in memory (about 10 x 8 bytes per element for the limbs). One fp32 fold of the
same contributions in numpy is timed beside it for scale.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable

import numpy as np

from golden.exact import MAX_CONTRIBUTIONS, exact_sum
from iswitch.util import cli

DQN_ELEMS = 1_687_206


def median_s(f: Callable[[], object], reps: int) -> float:
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        f()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def contributions(contribs: int, elems: int, seed: int) -> np.ndarray:
    """``(contribs, elems)`` bit patterns of finite fp32 values (see the module docstring)."""
    rng = np.random.default_rng(seed)
    scale = np.exp2(rng.integers(-20, 21, (contribs, 1))).astype(np.float32)
    values = rng.standard_normal((contribs, elems), dtype=np.float32) * scale
    return values.view(np.uint32)


def fold(c: np.ndarray) -> np.ndarray:
    acc = c[0].view(np.float32).copy()
    for row in c[1:]:
        acc += row.view(np.float32)
    return acc


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(
        prog="python scripts/bench_exact.py",
        description=__doc__.split("\n\n")[0],
        formatter_class=cli.DefaultsHelpFormatter,
    )
    ap.add_argument(
        "--contribs",
        type=cli.int_in(1, MAX_CONTRIBUTIONS),
        default=16,
        metavar="C",
        help="contributions per aggregate (the report's 16 workers)",
    )
    ap.add_argument(
        "--elems",
        type=cli.int_in(1),
        default=DQN_ELEMS,
        metavar="N",
        help="elements per contribution, the DQN workload's",
    )
    ap.add_argument(
        "--reps", type=cli.int_in(1), default=3, metavar="R", help="runs per figure (median)"
    )
    ap.add_argument(
        "--seed",
        type=cli.int_in(0, 2**32 - 1),
        default=1,
        metavar="S",
        help="seed of the random contributions",
    )
    args = ap.parse_args(argv)
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    print(f"seed {args.seed}")
    c = contributions(args.contribs, args.elems, args.seed)
    exact_s = median_s(lambda: exact_sum(c), args.reps)
    fold_s = median_s(lambda: fold(c), args.reps)
    changed = np.count_nonzero(exact_sum(c) != fold(c).view(np.uint32))
    print(f"{args.contribs} x {args.elems:,} elements, median of {args.reps} runs:")
    print(f"  exact_sum (golden/exact.py)  {exact_s:8.3f} s")
    print(f"  fp32 fold (numpy)            {fold_s:8.3f} s")
    print(f"  elements where they differ   {changed:,} ({100 * changed / args.elems:.1f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())  # Ctrl-C: one line, 130
