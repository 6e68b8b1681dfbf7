"""The tiers and the order of the tests (conftest.py, scripts/durations.py).

* tests/durations.json names only tests that exist, records most of the suite, and is in
  the form scripts/durations.py writes;
* the order: longest first, a module with a module-scoped fixture kept together, the first
  tests dealt to the xdist workers in a snake; the schedule simulation on known cases;
* the quick tier: every unit (each tb/<unit>/, each subpackage and top-level module of
  iswitch/, golden/, each module of myhdl_src/ with a @block and no tb/ folder) has quick
  tests, each entry of conftest.QUICK selects a test and its module imports the unit, the
  marker selects exactly those, and the recorded durations give it under 3 minutes on 2
  workers.
"""

from __future__ import annotations

import ast
import importlib.util
import re
from functools import cache
from pathlib import Path

import pytest

import conftest
from conftest import QUICK, load_durations, quick_selected, schedule_order, weights

ROOT = Path(__file__).resolve().parents[1]
#: the quick tier's budget on 2 workers, from the recorded durations (make quick: 3 min in
#: all, collection and start-up included)
QUICK_BUDGET_S = 150.0


def _script():
    spec = importlib.util.spec_from_file_location("durations", ROOT / "scripts" / "durations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


durations = _script()


@cache
def ordered(marker: str = "") -> tuple[str, ...]:
    """The node ids of the default suite (`make test`'s selection), or of those with
    `marker`, in the order two xdist workers get them."""
    sel = ["-m", marker] if marker else []
    return tuple(durations.collected([*sel, "--longest-first", "2", "tests", "tb"]))


def suite() -> set[str]:
    return set(ordered())


# ---------------------------------------------------------------- the durations file


def test_durations_name_only_tests_that_exist() -> None:
    recorded, ids = load_durations(), suite()
    stale = sorted(set(recorded) - ids)
    assert not stale, (f"tests/durations.json names {len(stale)} tests the suite no longer "
                       f"has (run `python scripts/durations.py prune`): {stale[:20]}")
    missing = sorted(ids - set(recorded))
    print(f"{len(ids)} tests, {len(missing)} without a recorded duration: {missing[:20]}")
    assert len(missing) <= 0.1 * len(ids), (
        f"{len(missing)} of {len(ids)} tests have no recorded duration: record a full run "
        "(scripts/durations.py)")


def test_durations_file_is_as_written() -> None:
    text = conftest.DURATIONS.read_text()
    assert text == durations.render(load_durations())
    assert all(v >= 0 for v in load_durations().values())


def test_junit_to_node_ids(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_a.py").write_text("")
    (tmp_path / "tb" / "unit").mkdir(parents=True)
    (tmp_path / "tb" / "unit" / "test_b.py").write_text("")
    xml = tmp_path / "junit.xml"
    xml.write_text(
        '<testsuites><testsuite name="pytest">'
        '<testcase classname="tests.test_a" name="test_x[1-a.b]" time="1.26"/>'
        '<testcase classname="tests.test_a.TestC" name="test_y" time="0.04"/>'
        '<testcase classname="tb.unit.test_b" name="test_z" time="12.0"><skipped/></testcase>'
        '</testsuite></testsuites>')
    got = durations.read_junit(xml, tmp_path)
    assert got == {"tests/test_a.py::test_x[1-a.b]": 1.26,
                   "tests/test_a.py::TestC::test_y": 0.04, "tb/unit/test_b.py::test_z": 12.0}
    assert durations.render(got) == (
        '{\n "seconds": {\n  "tb/unit/test_b.py::test_z": 12.0,\n'
        '  "tests/test_a.py::TestC::test_y": 0.0,\n'
        '  "tests/test_a.py::test_x[1-a.b]": 1.3\n }\n}\n')
    with pytest.raises(ValueError, match="no test module"):
        durations.nodeid("tests.test_gone", "test_x", tmp_path)
    empty = tmp_path / "empty.xml"
    empty.write_text("<testsuites/>")
    with pytest.raises(SystemExit, match="no testcase"):
        durations.read_junit(empty, tmp_path)


# ---------------------------------------------------------------- the order


def test_weights_default_to_the_module_median() -> None:
    rec = {"a.py::x": 1.0, "a.py::y": 3.0, "a.py::z": 10.0, "b.py::u": 100.0}
    assert weights(["a.py::x", "a.py::new", "b.py::new", "c.py::new"], rec) == [
        1.0, 3.0, 100.0, 6.5]
    assert weights(["a.py::x"], {}) == [1.0]


def test_order_longest_first_pinned_modules_together() -> None:
    names = ["a.py::s", "a.py::l", "b.py::m1", "b.py::m2", "c.py::t1", "c.py::t2"]
    rec = {"a.py::s": 1, "a.py::l": 50, "b.py::m1": 20, "b.py::m2": 20, "c.py::t1": 5,
           "c.py::t2": 5}
    got = [names[i] for i in schedule_order(names, rec)]
    assert got == ["a.py::l", "b.py::m1", "b.py::m2", "c.py::t1", "c.py::t2", "a.py::s"]
    got = [names[i] for i in schedule_order(names, rec, pinned={"a.py"})]
    assert got == ["a.py::s", "a.py::l", "b.py::m1", "b.py::m2", "c.py::t1", "c.py::t2"]
    # two workers: worker 0 gets the list's tests 0, 1 and worker 1 tests 2, 3
    got = [names[i] for i in schedule_order(names, rec, workers=2)]
    assert got == ["a.py::l", "c.py::t1", "b.py::m1", "b.py::m2", "c.py::t2", "a.py::s"]
    assert sorted(schedule_order(names, rec, {"b.py"}, workers=3)) == list(range(6))


def test_write_merges_a_partial_report(tmp_path: Path) -> None:
    """``write --merge`` keeps the file's other tests and takes the report's times; plain
    ``write`` keeps only the report's."""
    junit = tmp_path / "j.xml"
    junit.write_text('<testsuites><testsuite><testcase classname="tests.test_tiers" '
                     'name="test_a" time="2.04"/></testsuite></testsuites>')
    out = tmp_path / "d.json"
    out.write_text(durations.render({"tests/test_tiers.py::test_a": 9.0, "b.py::c": 1.0}))
    assert durations.main(["write", str(junit), "--out", str(out), "--merge"]) == 0
    assert load_durations(out) == {"tests/test_tiers.py::test_a": 2.0, "b.py::c": 1.0}
    assert durations.main(["write", str(junit), "--out", str(out)]) == 0
    assert load_durations(out) == {"tests/test_tiers.py::test_a": 2.0}


def test_simulated_schedule() -> None:
    sim = durations.simulate_load
    assert sim([10, 9, 8, 7, 1, 1, 1, 1]) == (20, [20, 18])  # the first two both on w0
    assert sim([10, 7, 9, 8, 1, 1, 1, 1]) == (19, [19, 19])  # the snake
    assert sim([3, 3]) == (3, [3, 3])
    assert sim([5, 1, 1, 1, 1, 1], workers=1) == (10, [10])
    # a worker holds its next test: w1 takes the 8 at t = 1 and the last 1 at t = 2
    assert sim([6, 1, 1, 1, 8, 1]) == (11, [7, 11])
    # a plain -n: chunks of consecutive tests, the two long ones on one worker
    plain = durations.simulate_default_load
    assert plain([10, 10, 1, 1, 1, 1, 1, 1]) == (20, [20, 6])
    assert plain([5] * 8) == (20, [20, 20])


def _scheduled_units(names: tuple[str, ...], seconds: dict[str, float]) -> list[float]:
    """The weights of what the conftest schedules as one, in the order of their first test:
    a test, or every test of a module with a module-, class- or package-scoped fixture
    (found here in the file's text, not by the conftest's fixture lookup), weighing their
    sum."""
    shared = {m for m in {n.split("::", 1)[0] for n in names}
              if re.search(r"scope=\"(module|class|package)\"", (ROOT / m).read_text())}
    units: dict[str, float] = {}
    for n, w in zip(names, weights(names, seconds), strict=True):
        mod = n.split("::", 1)[0]
        key = mod if mod in shared else n
        units[key] = units.get(key, 0.0) + w
    return list(units.values())


def test_the_suite_is_ordered_under_xdist() -> None:
    """The order the workers get: longest first by the file (the first four units, two per
    worker, dealt in a snake, are the suite's longest)."""
    w = _scheduled_units(ordered(), load_durations())
    assert max(w[:4]) == max(w) and min(w[:4]) >= sorted(w)[-4], w[:8]


# ---------------------------------------------------------------- the quick tier


def units() -> list[str]:
    """Every unit of the project (see the module docstring)."""
    out = [f"tb/{p.name}" for p in sorted((ROOT / "tb").iterdir())
           if p.is_dir() and any(p.glob("test_*.py"))]
    pkg = ROOT / "iswitch"
    out += [f"iswitch/{p.name}" for p in sorted(pkg.iterdir())
            if p.is_dir() and (p / "__init__.py").is_file()]
    out += [f"iswitch/{p.stem}" for p in sorted(pkg.glob("*.py")) if p.stem != "__init__"]
    out.append("golden")
    out += [f"myhdl_src/{p.stem}" for p in sorted((ROOT / "myhdl_src").glob("*.py"))
            if re.search(r"^@block", p.read_text(), re.M) and not (ROOT / "tb" / p.stem).is_dir()]
    return out


def _imports(path: Path) -> set[str]:
    """Every module `path` imports (``from a import b``: a and a.b; relative imports
    resolved against its package)."""
    pkg = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = pkg.split(".")[:len(pkg.split(".")) - node.level + 1]
                base = ".".join(p for p in [*parts, base] if p)
            out.add(base)
            out |= {f"{base}.{a.name}" for a in node.names}
    return out


def _reach(test_file: Path) -> set[str]:
    """The modules a test module imports, with those its helpers beside it import and,
    within myhdl_src, those the blocks it imports import."""
    seen = _imports(test_file)
    helpers = {p.stem: p for p in test_file.parent.glob("*.py") if not p.stem.startswith("test_")}
    for name in list(seen):
        if name in helpers:
            seen |= _imports(helpers[name])
    todo = [m for m in seen if m.startswith("myhdl_src.")]
    while todo:
        f = ROOT / (todo.pop().replace(".", "/") + ".py")
        if f.is_file():
            new = {m for m in _imports(f) if m.startswith("myhdl_src.")} - seen
            seen |= new
            todo += new
    return seen


def _touches(entry: str, unit: str) -> bool:
    test_file = ROOT / entry.split("::")[0]
    if unit.startswith("tb/"):
        return test_file.is_relative_to(ROOT / unit)
    mod = unit.replace("/", ".")
    return any(m == mod or m.startswith(mod + ".") for m in _reach(test_file))


def test_every_unit_has_quick_tests() -> None:
    have, want = set(QUICK), set(units())
    assert not want - have, f"units without quick tests (conftest.QUICK): {sorted(want - have)}"
    assert not have - want, f"conftest.QUICK names no unit: {sorted(have - want)}"
    ids = suite()
    for unit, entries in QUICK.items():
        assert entries, unit
        for e in entries:
            assert any(quick_selected(n, [e]) for n in ids), f"{unit}: {e} selects no test"
            assert _touches(e, unit), f"{unit}: {e} does not import or live in it"


def test_the_marker_selects_the_list() -> None:
    entries = [e for es in QUICK.values() for e in es]
    want = {n for n in suite() if quick_selected(n, entries)}
    assert set(ordered("quick")) == want
    assert durations.collected(["-m", "quick and full", "tests", "tb"], allow_none=True) == []


def test_quick_tier_fits_its_budget() -> None:
    """The quick tier's schedule on 2 workers, from the recorded durations."""
    order = ordered("quick")
    span, busy = durations.simulate_load(weights(order, load_durations()), 2)
    print(f"quick tier: {len(order)} tests, makespan {span:.0f} s on 2 workers")
    assert span <= QUICK_BUDGET_S


def test_quick_selected_by_name_boundary() -> None:
    e = ["tests/test_a.py::test_x", "tests/test_b.py"]
    assert quick_selected("tests/test_a.py::test_x", e)
    assert quick_selected("tests/test_a.py::test_x[3-b]", e)
    assert not quick_selected("tests/test_a.py::test_x_more", e)
    assert quick_selected("tests/test_b.py::TestC::test_y", e)
    assert not quick_selected("tests/test_bb.py::test_y", e)

