"""The worker library's cost per gradient: cutting a gradient into checked frames and
reassembling checked aggregate frames (docs/benchmarks.md, "Worker library").

    python scripts/bench_worker.py [--elems N] [--reps R]

Median of R runs each, on one seeded random fp32 gradient of N elements (default: the DQN
workload's 1,687,206): `data_frames` (every header field and address checked), a
`Reassembler` taking the switch's aggregates with `add_frame` (every layer of every frame
checked, each datagram copied) and `result`, and `DataHeader.unpack` of every aggregate.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable

import torch

from iswitch.util import cli
from iswitch.wire import SWITCH_WORKER_ID
from iswitch.wire.proto import F_AGG, HDR_OFF, PAYLOAD_OFF, DataHeader, build_data_frame
from iswitch.worker import Endpoint, Reassembler, data_frames

DQN_ELEMS = 1_687_206
SEED = 1


def median_ms(f: Callable[[], object], reps: int) -> float:
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        f()
        times.append(time.perf_counter() - t0)
    return 1e3 * statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python scripts/bench_worker.py",
                            description=__doc__.split("\n\n")[0],
                            formatter_class=cli.DefaultsHelpFormatter)
    ap.add_argument("--elems", type=cli.int_in(1), default=DQN_ELEMS, metavar="N",
                    help="gradient elements, the DQN's")
    ap.add_argument("--reps", type=cli.int_in(1), default=7, help="runs per figure (median)")
    args = ap.parse_args(argv)
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    print(f"seed {SEED}")
    grad = torch.randn(args.elems, generator=torch.Generator().manual_seed(SEED))
    ep = Endpoint(worker=3, job=7, mac=bytes.fromhex("0200000000aa"), ip="10.0.0.1")
    frames = data_frames(grad, ep)
    aggs = []
    for f in frames:
        h = DataHeader.unpack(f[HDR_OFF:])
        agg = DataHeader(h.job, h.seg, SWITCH_WORKER_ID, h.count, 4, F_AGG, 15, 4)
        aggs.append(build_data_frame(agg, f[PAYLOAD_OFF:], src_mac=ep.switch_mac,
                                     src_ip=ep.switch_ip))

    def reassemble() -> None:
        r = Reassembler(args.elems, ep.job)
        for a in aggs:
            if not r.add_frame(a):
                raise AssertionError(f"aggregate refused: {dict(r.rejected)}")
        r.result()

    figures = {
        "data_frames": median_ms(lambda: data_frames(grad, ep), args.reps),
        "Reassembler.add_frame + result": median_ms(reassemble, args.reps),
        "DataHeader.unpack": median_ms(lambda: [DataHeader.unpack(a[HDR_OFF:]) for a in aggs],
                                       args.reps),
    }
    print(f"{args.elems:,} elements, {len(frames):,} frames, median of {args.reps} runs:")
    for name, ms in figures.items():
        print(f"  {name:<32} {ms:8.1f} ms  ({1e3 * ms / len(frames):5.1f} us per frame)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
