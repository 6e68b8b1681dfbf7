"""Project-wide pytest hooks: the order of the tests, the quick tier, the recorded figures.

* **Longest first.** Under pytest-xdist (``make test``: ``-n 2``, and ``--maxschedchunk 1``
  from pyproject.toml, so that a worker holds one test besides the one it runs) the tests
  are handed out in the order of `schedule_order`: longest first by the durations recorded
  in tests/durations.json (written by scripts/durations.py from a junit report), so that
  the long simulations start at once and the last minutes are short tests on both workers.
  A module whose tests share a module-scoped fixture keeps its tests together (one unit,
  its weight their sum), so the fixture is still set up once per worker. A test without a
  recorded duration weighs the median of its module's recorded tests (else of all).
  ``--longest-first 2`` orders a run without xdist as two workers get it (to see the
  order: ``pytest --collect-only -q --longest-first 2``).
* **The quick tier** (``make quick``, ``tox -e quick``: ``pytest -m quick``): the tests
  listed in `QUICK`, by unit, get the ``quick`` marker. tests/test_tiers.py checks that
  every unit has one, that every name there exists, and the durations file likewise.
* **Recorded figures.** A test records a line with ``record_property("summary", "...")``
  (for example "TestFloat L1 on verilator: 46,464 vectors, 0 mismatches"); every such line
  of the run is printed in a section of the terminal summary, also under pytest-xdist,
  whose workers send the user properties along with each report. Passing tests' own output
  stays captured.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent
DURATIONS = ROOT / "tests" / "durations.json"

#: The quick tier, by unit: a unit is a folder tb/<unit>/, a subpackage or top-level module
#: of iswitch/, a module of myhdl_src/ with a @block, or golden/. Each entry is a node id
#: or a node id prefix ("tests/test_x.py::test_y" takes every parametrization of test_y, a
#: module path takes the whole module). tests/test_tiers.py checks the keys against the
#: units on disk and that each entry's module imports its unit.
QUICK: dict[str, tuple[str, ...]] = {}


def load_durations(path: Path = DURATIONS) -> dict[str, float]:
    """nodeid -> seconds from the durations file ({} when there is none)."""
    if not path.is_file():
        return {}
    return {str(k): float(v) for k, v in json.loads(path.read_text())["seconds"].items()}


def _module(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def weights(names: Sequence[str], seconds: Mapping[str, float]) -> list[float]:
    """Each test's recorded seconds; unrecorded ones the median of their module's recorded
    tests, else the median of all (1 s if nothing is recorded)."""
    by_module: dict[str, list[float]] = {}
    for n, s in seconds.items():
        by_module.setdefault(_module(n), []).append(s)
    overall = statistics.median(seconds.values()) if seconds else 1.0
    return [seconds[n] if n in seconds else
            statistics.median(by_module[_module(n)]) if _module(n) in by_module else overall
            for n in names]


def schedule_order(names: Sequence[str], seconds: Mapping[str, float],
                   pinned: Iterable[str] = (), workers: int = 1) -> list[int]:
    """The indices of `names` longest first. The tests of a module in `pinned` form one
    unit (in their own order, weighing their sum); ties keep the collection order.

    With `workers` > 1 the first 2 x `workers` are dealt as pytest-xdist's load scheduler
    starts: worker k gets the tests 2k and 2k + 1 of the list, so they are put there in a
    snake (worker k: the k-th longest and the (2 workers - 1 - k)-th), not the two longest
    on the first worker."""
    pinned = set(pinned)
    units: dict[str, list[int]] = {}
    for i, n in enumerate(names):
        units.setdefault(_module(n) if _module(n) in pinned else n + f"\0{i}", []).append(i)
    w = weights(names, seconds)
    ranked = sorted(units.values(), key=lambda ix: (-sum(w[i] for i in ix), ix[0]))
    order = [i for ix in ranked for i in ix]
    if workers > 1 and len(order) >= 2 * workers:
        head = order[:2 * workers]
        order[:2 * workers] = [head[j] for k in range(workers) for j in (k, 2 * workers - 1 - k)]
    return order


def quick_selected(nodeid: str, entries: Iterable[str]) -> bool:
    """Whether `nodeid` is one of the quick `entries` (a node id, or a prefix of it that
    ends at a name boundary: a module path, a test function without its parameters)."""
    return any(nodeid == e or nodeid.startswith(e) and nodeid[len(e)] in "[:"
               for e in entries)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--longest-first", type=int, default=0, metavar="WORKERS",
                     help="order the tests as pytest-xdist's workers get them with -n "
                          "WORKERS (tests/durations.json), also without xdist (with -n "
                          "they always are)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "quick: the quick tier (make quick), given by conftest.QUICK")


def _distributed(config: pytest.Config) -> bool:
    """pytest-xdist hands the tests out: this is one of its workers (the controller
    orders nothing; it takes the workers' collection)."""
    return hasattr(config, "workerinput")


def _shares_a_module_fixture(item: pytest.Item) -> bool:
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return False
    return any(fd.scope in ("module", "class", "package")
               for defs in info.name2fixturedefs.values() for fd in defs)


@pytest.hookimpl(tryfirst=True)  # before -m selects by marker
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    entries = [e for es in QUICK.values() for e in es]
    for item in items:
        if quick_selected(item.nodeid, entries):
            item.add_marker(pytest.mark.quick)
    if not (_distributed(config) or config.getoption("longest_first")):
        return
    pinned = {_module(it.nodeid) for it in items if _shares_a_module_fixture(it)}
    workers = int(getattr(config, "workerinput", {}).get("workercount", 0)
                  or config.getoption("longest_first"))
    order = schedule_order([it.nodeid for it in items], load_durations(), pinned, workers)
    items[:] = [items[i] for i in order]


def pytest_terminal_summary(terminalreporter):
    lines = []
    for outcome in ("passed", "failed"):
        for rep in terminalreporter.stats.get(outcome, []):
            if getattr(rep, "when", "call") != "call":
                continue
            lines += [v for k, v in getattr(rep, "user_properties", ()) if k == "summary"]
    if lines:
        terminalreporter.section("recorded figures")
        for line in sorted(lines):
            terminalreporter.write_line(line)
