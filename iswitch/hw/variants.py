"""The accelerator converted with parameters other than rtl/gen's defaults, for the builds
that need one: the fold-only build (``EXACT`` = 0, docs/protocol.md section 13) for
``tox -e synth`` (iswitch/hw/synth.py, the exact mode's cost side by side) and the
testbench's checks of a build without the exact mode (tb/iswitch_accel); the largest
window that fits the ECP5-85F's block RAM (``ECP5``) for ``tox -e timing``.

The conversion is ``python -m myhdl_src.convert --out DIR iswitch_accel -PNAME=VALUE`` in a
fresh interpreter, as rtl/gen's is (deterministic: the same sources give the same text, so
a build keyed by the netlist's hash is reused).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from iswitch.util.build import build_root

REPO = Path(__file__).resolve().parents[2]
FOLD = {"EXACT": 0}  #: the build without the exact mode
#: the default build with the largest K whose buffers and exact state fit the ECP5-85F's
#: 208 EBR (K = 16 needs about 330; docs/benchmarks.md, "Post-route timing")
ECP5 = {"K": 8}


def tag(params: dict[str, int]) -> str:
    """A folder name for a parameter set: ``EXACT1``, ``K4-MEMBERS5``."""
    return "-".join(f"{k}{v}" for k, v in sorted(params.items()))


def _sources() -> list[Path]:
    """What a conversion reads: the MyHDL blocks and the contracts they derive from."""
    return [*(REPO / "myhdl_src").glob("*.py"), *(REPO / "iswitch" / "wire").glob("*.py")]


def accel_netlist(params: dict[str, int], out: Path | None = None) -> Path:
    """rtl/gen/iswitch_accel.v as it would be with `params`, converted into `out` (default:
    <build root>/gen-iswitch_accel-<tag>/) unless the file there is newer than every source
    (so the report's runs, each asking for it, convert once); returns the file. The new
    file replaces the old one atomically: a concurrent reader sees one or the other.
    RuntimeError with the converter's message if it refuses."""
    out = out or build_root() / f"gen-iswitch_accel-{tag(params)}"
    dst = out / "iswitch_accel.v"
    if dst.exists() and dst.stat().st_mtime >= max(p.stat().st_mtime for p in _sources()):
        return dst
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out) as tmp:
        cmd = [sys.executable, "-m", "myhdl_src.convert", "--out", tmp, "iswitch_accel",
               *(f"-P{k}={v}" for k, v in sorted(params.items()))]
        r = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True,
                           env={**os.environ, "PYTHONHASHSEED": "0"})
        if r.returncode != 0:
            raise RuntimeError(f"converting iswitch_accel with {params} failed:\n{r.stderr}")
        os.replace(Path(tmp) / "iswitch_accel.v", dst)
    return dst
