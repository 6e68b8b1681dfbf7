"""Every RTL unit lints clean under `verilator --lint-only -Wall`; all Python under ruff."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from iswitch.hw import lint as lint_rtl


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


def test_python_lint_clean():
    """ruff (configured in pyproject.toml) finds nothing in the project's Python."""
    root = Path(__file__).resolve().parent.parent
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    res = subprocess.run(
        [ruff, "check", "myhdl_src", "golden", "iswitch", "tests", "tb", "scripts", "conftest.py"],
        cwd=root, capture_output=True, text=True,
    )  # fmt: skip
    assert res.returncode == 0, f"ruff check:\n{res.stdout}{res.stderr}"
