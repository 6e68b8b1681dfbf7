"""Generated RTL is checked in and up to date: converting every MyHDL unit now gives
exactly the files in rtl/gen/ (the same check as `tox -e regen && git diff --exit-code`).

The converter runs each unit in a fresh interpreter with PYTHONHASHSEED=0, so the text
does not depend on this test process (see myhdl_src/convert.py)."""

import importlib
import pkgutil
import re
from pathlib import Path

import pytest

from iswitch.wire import AccelParams
from myhdl_src.convert import UNITS, convert

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def fresh(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("gen")
    convert(out_dir=out)
    return out


@pytest.mark.parametrize("name", sorted(UNITS))
def test_generated_rtl_is_current(fresh, name):
    tracked = ROOT / "rtl" / "gen" / f"{name}.v"
    assert tracked.exists(), f"rtl/gen/{name}.v is missing: run `tox -e regen`"
    assert (fresh / f"{name}.v").read_text() == tracked.read_text(), (
        f"rtl/gen/{name}.v is stale: run `tox -e regen` and commit the result"
    )


def test_no_stray_generated_files():
    """Every .v directly in rtl/gen/ belongs to a unit of the converter."""
    stray = {p.stem for p in (ROOT / "rtl" / "gen").glob("*.v")} - set(UNITS)
    assert not stray, f"rtl/gen has files no unit generates: {sorted(stray)}"


def test_conversion_is_deterministic(fresh, tmp_path):
    """A second conversion of the adder (the cheapest unit) gives the same text."""
    again = convert(out_dir=tmp_path, names=["fp32_add"])[0]
    assert again.read_text() == (fresh / "fp32_add.v").read_text()


def _no_rw_check_sources() -> dict[tuple[str, str], str]:
    """(module, memory) -> the module's source, for every memory that a module of
    myhdl_src/ lists in its NO_RW_CHECK (the source of truth: each module says which of its
    memories are read-during-write safe)."""
    import myhdl_src

    found = {}
    for m in sorted(pkgutil.iter_modules(myhdl_src.__path__), key=lambda m: m.name):
        mod = importlib.import_module(f"myhdl_src.{m.name}")
        for mem in getattr(mod, "NO_RW_CHECK", ()):
            found[(m.name, mem)] = Path(mod.__file__).read_text()
    return found


def test_block_rams_marked_no_rw_check():
    """Each memory that a MyHDL module lists in its NO_RW_CHECK is a memory of that module
    and is declared ``(* no_rw_check *)`` in the generated accelerator, nothing else is;
    a memory the converter cannot find is an error, not a silently missing attribute."""
    from myhdl_src.convert import _NO_RW_CHECK, _annotate_memories

    sources = _no_rw_check_sources()
    assert sources, "no module of myhdl_src lists a NO_RW_CHECK memory"
    text = (ROOT / "rtl" / "gen" / "iswitch_accel.v").read_text()
    marked = re.findall(r"^\(\* no_rw_check \*\)\nreg \[\d+:0\] (\w+) \[", text, re.M)
    # (the exact state RAM is in a build with the exact mode only: rtl/gen's has not)
    want = [m for m in _NO_RW_CHECK if m != "iswitch_core0_xram" or AccelParams().EXACT]
    assert text.count("(* no_rw_check *)") == len(marked) == len(want), marked
    assert sorted(marked) == sorted(want) and len(sources) == len(_NO_RW_CHECK)
    for (module, mem), src in sources.items():
        assert re.search(rf"^\s+{mem} = \[Signal\(", src, re.M), f"{module} has no memory {mem}"
        # MyHDL names a block's memory <block>0_<name>: the module's block holds it
        built = f"{module}0_{mem}" in want
        assert sum(re.fullmatch(rf"(\w+_)?{module}0_{mem}", n) is not None
                   for n in marked) == built, (module, mem, marked)
    victim = marked[-1]
    renamed = text.replace("(* no_rw_check *)\n", "").replace(f" {victim} [", " x [")
    with pytest.raises(RuntimeError, match=f"{len(marked) - 1} of the memories"):
        _annotate_memories(renamed, "iswitch_accel")


def test_counter_index_ranges_match_the_table():
    """query_counter's three range compares say "a counter" for exactly the indices of the
    counter table (``_CNT_RUNS`` derived from ``_IS_CNT``)."""
    from myhdl_src.core_counters import _CNT_RUNS, _IS_CNT, _runs

    assert [any(lo <= i < hi for lo, hi in _CNT_RUNS) for i in range(256)] == [
        bool(v) for v in _IS_CNT]
    assert _runs((0, 1, 1, 0, 1)) == ((1, 3), (4, 5))
    assert _runs((1, 1)) == ((0, 2),)
    assert _runs((0, 0)) == ()
