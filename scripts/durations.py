"""tests/durations.json, the recorded duration of every test: write it, prune it, use it.

    tox -e py -- --junitxml=build/junit.xml tests tb   # a full run, with a junit report
    python scripts/durations.py write build/junit.xml  # tests/durations.json from it
    python scripts/durations.py write --merge J.xml    # ... updated by a partial run's report
    python scripts/durations.py prune                  # drop tests that no longer exist
    python scripts/durations.py simulate [-m quick]    # the makespan of the schedule

The root conftest.py reads the file to hand the tests to the pytest-xdist workers longest
first (docs/architecture.md); tests/test_tiers.py checks that it names only tests
that exist. A test's time is the junit ``time`` (set-up, call and teardown), rounded to
0.1 s, so that the same report gives the same file. ``simulate`` replays the schedule of
pytest-xdist's ``--dist load --maxschedchunk 1`` (each worker runs one test and holds the
next) on the conftest's order with the recorded durations, and prints its makespan.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from iswitch.util import cli

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "durations.json"
sys.path.insert(0, str(ROOT))


def nodeid(classname: str, name: str, root: Path = ROOT) -> str:
    """A pytest node id from junit's dotted ``classname`` (module path, then classes) and
    ``name``: the longest dotted prefix that is a file under `root` is the module."""
    parts = classname.split(".")
    for k in range(len(parts), 0, -1):
        path = "/".join(parts[:k]) + ".py"
        if (root / path).is_file():
            return "::".join([path, *parts[k:], name])
    raise ValueError(f"no test module for junit classname {classname!r} under {root}")


def read_junit(path: Path, root: Path = ROOT) -> dict[str, float]:
    """nodeid -> seconds of every testcase in a junit XML report."""
    try:
        tree = ET.parse(path)
    except (OSError, ET.ParseError) as e:
        raise SystemExit(f"durations: cannot read {path}: {e}") from None
    out: dict[str, float] = {}
    for tc in tree.iter("testcase"):
        nid = nodeid(tc.get("classname", ""), tc.get("name", ""), root)
        out[nid] = out.get(nid, 0.0) + float(tc.get("time", "0"))
    if not out:
        raise SystemExit(f"durations: {path} holds no testcase")
    return out


def render(seconds: dict[str, float]) -> str:
    """The file's text: sorted names, 0.1 s, one test a line."""
    body = {k: round(v, 1) for k, v in sorted(seconds.items())}
    return json.dumps({"seconds": body}, indent=1, sort_keys=True) + "\n"


def simulate_load(durations: Sequence[float], workers: int = 2) -> tuple[float, list[float]]:
    """The makespan and each worker's busy seconds when pytest-xdist's load scheduler with
    ``--maxschedchunk 1`` hands out tests of these durations in this order: each worker
    starts with two (the one it runs, the next), and takes the next pending test each time
    it finishes one."""
    pending = list(durations)
    if len(pending) < 2 * workers:  # xdist: round robin, one each
        queues: list[list[float]] = [pending[w::workers] for w in range(workers)]
        pending = []
    else:
        queues = [pending[2 * w:2 * w + 2] for w in range(workers)]
        pending = pending[2 * workers:]
    clock = [0.0] * workers
    busy = [0.0] * workers
    while any(queues):
        # the worker whose running test ends first
        w = min((clock[w] + q[0], w) for w, q in enumerate(queues) if q)[1]
        d = queues[w].pop(0)
        clock[w] += d
        busy[w] += d
        if pending:
            queues[w].append(pending.pop(0))
    return max(clock), busy


def collected(args: Sequence[str], allow_none: bool = False) -> list[str]:
    """The node ids `pytest --collect-only -q <args>` prints, in its order."""
    r = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                        "-p", "no:cacheprovider", *args],
                       cwd=ROOT, capture_output=True, text=True, check=False)
    ids = [line for line in r.stdout.splitlines() if "::" in line]
    if allow_none and r.returncode == 5 and not ids:  # pytest: no tests collected
        return []
    if r.returncode != 0 or not ids:
        raise SystemExit(f"durations: collecting {' '.join(args)} failed:\n"
                         f"{r.stdout}{r.stderr}")
    return ids


def simulate_default_load(durations: Sequence[float],
                          workers: int = 2) -> tuple[float, list[float]]:
    """The same for pytest-xdist's load scheduler without ``--maxschedchunk`` (what a plain
    ``-n 2`` does): each worker starts with a quarter of its share of consecutive tests and
    is refilled in chunks when it runs low (xdist.scheduler.load.LoadScheduling)."""
    pending = list(durations)
    chunk = max(len(pending) // workers // 4, 2)
    queues = [pending[w * chunk:(w + 1) * chunk] for w in range(workers)]
    pending = pending[workers * chunk:]
    clock, busy = [0.0] * workers, [0.0] * workers
    while any(queues):
        w = min((clock[w] + q[0], w) for w, q in enumerate(queues) if q)[1]
        d = queues[w].pop(0)
        clock[w] += d
        busy[w] += d
        low, high = (max(2, len(pending) // workers // k) for k in (4, 2))
        if pending and len(queues[w]) < low and not (d >= 0.1 and len(queues[w]) >= 2):
            n = high - len(queues[w])
            queues[w] += pending[:n]
            del pending[:n]
    return max(clock), busy


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python scripts/durations.py",
                            description=__doc__.split("\n\n")[0],
                            formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    w = sub.add_parser("write", help="write the file from a junit XML report",
                       formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    w.add_argument("junit", type=cli.input_file, help="a junit XML report of the whole suite")
    w.add_argument("--out", type=Path, default=OUT, help="the durations file to write")
    w.add_argument("--merge", action="store_true",
                   help="keep the file's tests that the report does not have (a report of "
                        "part of the suite: new or changed tests)")
    p = sub.add_parser("prune", help="drop the tests the suite no longer has",
                       formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    p.add_argument("--file", type=cli.input_file, default=OUT, help="the durations file")
    s = sub.add_parser("simulate", help="the makespan of the schedule on the recorded times",
                       formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    s.add_argument("--file", type=cli.input_file, default=OUT, help="the durations file")
    s.add_argument("--workers", type=cli.int_in(1, 64), default=2, help="pytest-xdist workers")
    s.add_argument("-m", dest="marker", default=None,
                   help="a marker expression (quick: the quick tier); default the suite")
    s.add_argument("--collection-order", action="store_true",
                   help="instead: the collection order under a plain -n (no longest-first, "
                        "no --maxschedchunk), for comparison")
    args = ap.parse_args(argv)
    if args.cmd == "write":
        from conftest import load_durations

        seconds = read_junit(args.junit)
        new = len(seconds)
        if args.merge:
            seconds = {**load_durations(args.out), **seconds}
        args.out.write_text(render(seconds))
        print(f"{args.out}: {len(seconds)} tests ({new} from the report), "
              f"{sum(seconds.values()):.0f} s in all")
        return 0
    from conftest import load_durations, weights

    seconds = load_durations(args.file)
    if args.cmd == "prune":
        now = set(collected(["tests", "tb"]))
        stale = sorted(set(seconds) - now)
        args.file.write_text(render({k: v for k, v in seconds.items() if k in now}))
        print(f"{args.file}: {len(stale)} tests dropped, {len(now - set(seconds))} of the "
              f"suite's {len(now)} not recorded")
        return 0
    if args.workers < 1:
        ap.error("--workers must be at least 1")
    sel = ["-m", args.marker] if args.marker else []
    if args.collection_order:
        order = collected([*sel, "tests", "tb"])
        span, busy = simulate_default_load(weights(order, seconds), args.workers)
    else:
        order = collected([*sel, "--longest-first", str(args.workers), "tests", "tb"])
        span, busy = simulate_load(weights(order, seconds), args.workers)
    print(f"{len(order)} tests ({sum(n in seconds for n in order)} recorded), "
          f"{args.workers} workers: makespan {span:.0f} s, busy "
          + ", ".join(f"{b:.0f} s" for b in busy))
    return 0


if __name__ == "__main__":
    sys.exit(main())
