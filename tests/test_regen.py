"""Generated RTL is checked in and up to date: converting every MyHDL unit now gives
exactly the files in rtl/gen/ (the same check as `tox -e regen && git diff --exit-code`).

The converter runs each unit in a fresh interpreter with PYTHONHASHSEED=0, so the text
does not depend on this test process (see myhdl_src/convert.py)."""

import re
from pathlib import Path

import pytest

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


def test_block_rams_marked_no_rw_check():
    """Each memory of the modules' NO_RW_CHECK is declared ``(* no_rw_check *)`` in the
    generated accelerator, and a memory the converter cannot find is an error, not a
    silently missing attribute."""
    from myhdl_src.convert import _NO_RW_CHECK, _annotate_memories

    text = (ROOT / "rtl" / "gen" / "iswitch_accel.v").read_text()
    assert _NO_RW_CHECK == ("iswitch_core0_ram_a", "iswitch_core0_ram_b", "iswitch_rx0_mem")
    for mem in _NO_RW_CHECK:
        assert re.search(rf"^\(\* no_rw_check \*\)\nreg \[\d+:0\] {mem} \[", text, re.M), mem
    assert text.count("(* no_rw_check *)") == len(_NO_RW_CHECK)
    renamed = text.replace("(* no_rw_check *)\n", "").replace(" iswitch_core0_ram_b [", " x [")
    with pytest.raises(RuntimeError, match="2 of the memories"):
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
