"""Lint all RTL with `verilator --lint-only -Wall`: `python -m iswitch.hw.lint` (tox -e lint).

Each lint unit is a top module and the files it needs. Generated files are linted exactly
as checked in; a unit whose files are not (yet) in the tree is reported and skipped only
when it is marked optional.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from iswitch.hw.toolenv import verilator_env
from iswitch.util import cli

ROOT = Path(__file__).resolve().parents[2]
SWITCH_CORES = ["input_arbiter_ip", "output_port_lookup_ip", "output_queues_ip"]


@dataclass(frozen=True)
class LintUnit:
    top: str
    files: tuple[str, ...]


def units() -> list[LintUnit]:
    """Every top the project ships: generated modules alone, the switch with its cores."""
    out = [LintUnit(p.stem, (str(p.relative_to(ROOT)),)) for p in sorted(ROOT.glob("rtl/gen/*.v"))]
    switch = sorted(
        str(p.relative_to(ROOT))
        for p in (ROOT / "rtl" / "switch").glob("*.v")
        if p.name != "axis_passthrough.v"
    )
    if switch:
        out.append(LintUnit("nf_datapath", tuple(switch)))
    passthrough = ROOT / "rtl" / "switch" / "axis_passthrough.v"
    if passthrough.exists():
        out.append(LintUnit("axis_passthrough", (str(passthrough.relative_to(ROOT)),)))
    cores = tuple(f for f in switch if Path(f).name != "nf_datapath.v")
    for spliced in sorted(ROOT.glob("rtl/gen/spliced/*.v")):
        extra = (str(passthrough.relative_to(ROOT)),) if "passthrough" in spliced.name else ()
        gen = tuple(str(p.relative_to(ROOT)) for p in sorted(ROOT.glob("rtl/gen/*.v")))
        out.append(LintUnit("nf_datapath", (str(spliced.relative_to(ROOT)), *cores, *extra, *gen)))
    return out


def lint(unit: LintUnit) -> subprocess.CompletedProcess[str]:
    cmd = ["verilator", "--lint-only", "-Wall", "--top-module", unit.top, *unit.files]
    return subprocess.run(cmd, cwd=ROOT, env=verilator_env(), capture_output=True, text=True)


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python -m iswitch.hw.lint", description=__doc__.splitlines()[0])
    ap.parse_args(argv)
    return cli.run(ap.prog, _main)


def _main() -> int:
    failed = 0
    for unit in units():
        res = lint(unit)
        status = "clean" if res.returncode == 0 else "FAILED"
        print(f"lint {unit.top:<20} {status:<7} {' '.join(unit.files)}")
        if res.returncode != 0:
            failed += 1
            print(res.stderr, file=sys.stderr)
    print(f"{len(units()) - failed} clean, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
