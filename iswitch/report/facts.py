"""What a report page states about where it came from: the git commit and local changes,
the package and tool versions, the Verilated model's name."""

from __future__ import annotations

import platform
import subprocess
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
#: folders whose uncommitted changes a page names (they change what a report computes)
SOURCE_DIRS = ("rtl", "myhdl_src", "golden", "iswitch", "tb", "scripts")


UNKNOWN = "unknown"


def git(*args: str) -> str:
    """The output of ``git <args>`` in the repository, "unknown" when git cannot tell."""
    try:
        r = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=True)
        return r.stdout.rstrip()
    except (OSError, subprocess.CalledProcessError):
        return UNKNOWN


def commit() -> str:
    return git("rev-parse", "HEAD")


def local_changes() -> str:
    """``git status --porcelain`` of the source folders ("" on a clean tree)."""
    return git("status", "--porcelain", "--", *SOURCE_DIRS)


def describe_commit(sha: str, dirty: str, limit: int = 10) -> str:
    """"git commit `<sha>`" and the changed files, for a page's setup list."""
    if sha == UNKNOWN:
        return "git commit unknown (not a git checkout)"
    return f"git commit `{sha}`" + (" with uncommitted changes in: " + ", ".join(
        f"`{ln[3:]}`" for ln in dirty.splitlines()[:limit]) if dirty else " (clean tree)")


def build_name() -> str:
    """The Verilated switch's build folder (its name hashes every input)."""
    try:
        from iswitch.sim.harness import build_harness

        return build_harness().parents[1].name
    except Exception:  # noqa: BLE001 - the build failure is reported elsewhere
        return "not built"


def versions() -> dict[str, str]:
    """Python, the packages and the tools every figure of the report depends on."""
    out: dict[str, str] = {"python": sys.version.split()[0], "machine": platform.machine()}
    for pkg in ("torch", "numpy", "gymnasium", "ale-py", "mujoco", "matplotlib", "tqdm",
                "scapy", "verilator", "pyverilog", "myhdl"):
        try:
            out[pkg] = version(pkg)
        except PackageNotFoundError:
            out[pkg] = "not installed"
    try:
        from iswitch.hw.toolenv import verilator_version

        out["verilator --version"] = verilator_version()
    except Exception as e:  # noqa: BLE001
        out["verilator --version"] = f"unavailable ({e})"
    try:
        r = subprocess.run(["g++", "--version"], capture_output=True, text=True)
        out["g++"] = r.stdout.splitlines()[0]
    except (OSError, IndexError):
        out["g++"] = "not found"
    return out
