"""Write tests/durations.json, the recorded duration of every test, from a junit XML report.

    tox -e py -- --junitxml=build/junit.xml tests tb
    python scripts/durations.py build/junit.xml            # writes tests/durations.json
    python scripts/durations.py build/junit.xml --simulate # and the schedule it gives

The root conftest.py reads the file to hand the tests to the pytest-xdist workers longest
first (docs/architecture.md, "Tests"); tests/test_tiers.py checks that it names only tests
that exist. A test's time is the junit ``time`` (set-up, call and teardown), rounded to
0.1 s so that the file is the same for the same report. ``--simulate`` prints the
makespan of `make test`'s schedule on 2 workers from the durations: pytest-xdist's
``--dist load --maxschedchunk 1`` (each worker runs one test and holds the next) on the
conftest's order.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

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


def collected_order(workers: int, args: Sequence[str] = ("tests", "tb")) -> list[str]:
    """The node ids of the default suite in the order the conftest hands them out to
    `workers` pytest-xdist workers."""
    r = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                        "--longest-first", str(workers), "-p", "no:cacheprovider", *args],
                       cwd=ROOT, capture_output=True, text=True, check=False)
    ids = [line for line in r.stdout.splitlines() if "::" in line]
    if r.returncode != 0 or not ids:
        raise SystemExit(f"durations: collecting the suite failed:\n{r.stdout}{r.stderr}")
    return ids


def weight(name: str, seconds: dict[str, float]) -> float:
    from conftest import weights

    return weights([name], seconds)[0]


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


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    ap.add_argument("junit", type=Path, help="a junit XML report of the whole suite")
    ap.add_argument("--out", type=Path, default=OUT, help="the durations file to write")
    ap.add_argument("--simulate", action="store_true",
                    help="also print the 2-worker makespan of the conftest's order")
    ap.add_argument("--workers", type=int, default=2, help="workers of --simulate")
    args = ap.parse_args(argv)
    seconds = read_junit(args.junit)
    args.out.write_text(render(seconds))
    print(f"{args.out}: {len(seconds)} tests, {sum(seconds.values()):.0f} s in all")
    if args.simulate:
        order = collected_order(args.workers)
        span, busy = simulate_load([weight(n, seconds) for n in order], args.workers)
        print(f"{args.workers} workers, the conftest's order: makespan {span:.0f} s, busy "
              + ", ".join(f"{b:.0f} s" for b in busy))
    return 0


if __name__ == "__main__":
    sys.exit(main())
