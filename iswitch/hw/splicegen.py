"""Regenerate rtl/gen/spliced/ with iswitch-splice (deterministic; called by `tox -e regen`).

Two splices of our reference switch datapath on the default link (``m_axis_opl``, between
output port lookup and output queues): the accelerator ``iswitch_accel``
(rtl/gen/iswitch_accel.v) and the stand-in ``axis_passthrough``, whose stream widths follow
the datapath's parameters and which proves that a spliced switch forwards exactly as the
plain one.

    python -m iswitch.hw.splicegen          # rewrite the generated files
    python -m iswitch.hw.splicegen --check  # exit 1 if any generated file is stale
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from iswitch.hw.splice import SpliceRequest, splice
from iswitch.hw.splice_frontend import TEXT, SpliceError, VerilogFrontend
from iswitch.util import cli, output

REPO = Path(__file__).resolve().parents[2]
WIDTH_PARAMS = ("C_M_AXIS_DATA_WIDTH", "C_S_AXIS_DATA_WIDTH",
                "C_M_AXIS_TUSER_WIDTH", "C_S_AXIS_TUSER_WIDTH")


@dataclass(frozen=True)
class Job:
    """One generated file: which request produces it (paths relative to the repository)."""

    output: Path
    request: SpliceRequest


JOBS: tuple[Job, ...] = (
    Job(
        output=Path("rtl/gen/spliced/nf_datapath_passthrough.v"),
        request=SpliceRequest(
            datapath=Path("rtl/switch/nf_datapath.v"),
            accel_file=Path("rtl/switch/axis_passthrough.v"),
            accel_module="axis_passthrough",
            instance="axis_passthrough_0",
            link="m_axis_opl",
            params=tuple((p, p) for p in WIDTH_PARAMS),
            lint_off=("DECLFILENAME",),  # the file is named after the splice, not the module
        ),
    ),
    Job(
        output=Path("rtl/gen/spliced/nf_datapath_iswitch.v"),
        request=SpliceRequest(
            datapath=Path("rtl/switch/nf_datapath.v"),
            accel_file=Path("rtl/gen/iswitch_accel.v"),
            accel_module="iswitch_accel",
            instance="iswitch_accel_0",
            link="m_axis_opl",
            params=(),  # iswitch_accel's parameters are fixed when it is generated
            lint_off=("DECLFILENAME",),
        ),
    ),
)


def render(job: Job, frontend: VerilogFrontend | None = None) -> str:
    """The text the job's output file must hold. Paths are resolved from the repository."""
    cwd = Path.cwd()
    os.chdir(REPO)  # the "generated from" note names repository-relative paths
    try:
        return splice(job.request, frontend)
    finally:
        os.chdir(cwd)


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python -m iswitch.hw.splicegen",
                            description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="do not write; exit 1 if a generated file differs")
    args = ap.parse_args(argv)
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    frontend = VerilogFrontend()
    stale = 0
    for job in JOBS:
        try:
            text = render(job, frontend)
        except SpliceError as exc:
            print(f"splicegen: error: {exc}", file=sys.stderr)
            return 2
        out = REPO / job.output
        current = out.read_text(**TEXT) if out.is_file() else None
        if current == text:
            print(f"up to date: {job.output}")
        elif args.check:
            print(f"stale: {job.output}", file=sys.stderr)
            stale += 1
        else:
            out.parent.mkdir(parents=True, exist_ok=True)
            output.write_atomic(out, text, **TEXT)
            print(f"wrote: {job.output}")
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
