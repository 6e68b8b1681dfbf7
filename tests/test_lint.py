"""Every RTL unit the project ships lints clean under `verilator --lint-only -Wall`."""

from pathlib import Path

import pytest

from iswitch import lint as lint_rtl


def test_units_found():
    tops = {u.top for u in lint_rtl.units()}
    assert {"fp32_add", "fp32_vec_add"} <= tops


@pytest.mark.parametrize("unit", lint_rtl.units(), ids=lambda u: f"{u.top}:{Path(u.files[0]).name}")
def test_verilator_lint_clean(unit):
    res = lint_rtl.lint(unit)
    assert res.returncode == 0, f"verilator -Wall on {unit.files}:\n{res.stderr}"


def test_lint_catches_a_warning(tmp_path):
    """The check can fail: an unused signal is reported under -Wall."""
    bad = tmp_path / "bad.v"
    bad.write_text(
        "module bad(input wire a, output wire y);\nwire dead_w = ~a;\nassign y = a;\nendmodule\n"
    )
    res = lint_rtl.lint(lint_rtl.LintUnit("bad", (str(bad),)))
    assert res.returncode != 0 and "UNUSED" in res.stderr
