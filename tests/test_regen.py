"""Generated RTL is checked in and up to date: converting every MyHDL unit now gives
exactly the files in rtl/gen/ (the same check as `tox -e regen && git diff --exit-code`).

The converter runs each unit in a fresh interpreter with PYTHONHASHSEED=0, so the text
does not depend on this test process (see myhdl_src/convert.py)."""

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
