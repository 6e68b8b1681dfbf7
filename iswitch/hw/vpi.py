"""Build MyHDL's Icarus co-simulation VPI module (myhdl.vpi) with ``iverilog-vpi``.

    python -m iswitch.hw.vpi [--out DIR]      (default: build/myhdl_vpi)

The C sources come with the installed MyHDL package, under
``<sys.prefix>/share/myhdl/cosimulation/icarus/`` (myhdl.c, myhdl_table.c). If they are
not there, the MyHDL sdist of the installed version is fetched from PyPI with
``pip download --no-binary :all: --no-deps myhdl==<version>`` into the build folder and
the sources are taken from it. The result is cached in ``<out>/myhdl_vpi-<hash of the
sources>/`` and built once, under a lock (pytest-xdist workers may ask at the same time).

Use from Python: ``vpi = build_myhdl_vpi(out_dir)``, then
``Cosimulation(f"vvp -M {vpi.parent} -m myhdl sim.vvp", clk=clk, ...)``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from iswitch.util import cli
from iswitch.util.build import build_key, locked_build

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_OUT = ROOT / "build" / "myhdl_vpi"
SOURCES = ("myhdl.c", "myhdl_table.c")


def _installed_sources() -> Path | None:
    for prefix in dict.fromkeys((sys.prefix, sys.base_prefix)):
        d = Path(prefix) / "share" / "myhdl" / "cosimulation" / "icarus"
        if all((d / s).is_file() for s in SOURCES):
            return d
    return None


def _sdist_sources(out_dir: Path) -> Path:
    """Fetch the MyHDL sdist of the installed version from PyPI and unpack its icarus
    co-simulation folder."""
    import myhdl

    version = myhdl.__version__
    dl = out_dir / "sdist"
    dest = dl / f"myhdl-{version}-icarus"
    if all((dest / s).is_file() for s in SOURCES):
        return dest
    dl.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--no-binary",
            ":all:",
            "--no-deps",
            "-d",
            str(dl),
            f"myhdl=={version}",
        ],
        check=True,
    )
    (archive,) = dl.glob(f"myhdl-{version}.tar.gz")
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            if "/cosimulation/icarus/" in member.name and Path(member.name).name in SOURCES:
                f = tar.extractfile(member)
                assert f is not None
                (dest / Path(member.name).name).write_bytes(f.read())
    return dest


def build_myhdl_vpi(out_dir: Path = DEFAULT_OUT, verbose: bool = False) -> Path:
    """Return the path of a built ``myhdl.vpi`` under ``out_dir`` (building it if needed,
    once per source version, locked against concurrent builders: iswitch/util/build.py)."""
    if shutil.which("iverilog-vpi") is None:
        raise RuntimeError("iverilog-vpi not found (Debian package iverilog)")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    src_dir = _installed_sources() or _sdist_sources(out_dir)

    def compile_vpi(build_dir: Path) -> Path:
        for s in SOURCES:
            shutil.copyfile(src_dir / s, build_dir / s)
        res = subprocess.run(["iverilog-vpi", "--name=myhdl", *SOURCES], cwd=build_dir,
                             capture_output=True, text=True)
        vpi = build_dir / "myhdl.vpi"
        if res.returncode != 0 or not vpi.is_file():
            raise RuntimeError(f"iverilog-vpi failed:\n{res.stdout}\n{res.stderr}")
        if verbose:
            print(res.stdout + res.stderr)
        return vpi

    key = build_key(*(src_dir / s for s in SOURCES))
    return locked_build("myhdl_vpi", key, compile_vpi, root=out_dir)


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python -m iswitch.hw.vpi",
                            description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=cli.output_dir, default=DEFAULT_OUT, help="build folder")
    args = ap.parse_args(argv)

    def work() -> int:
        print(build_myhdl_vpi(args.out, verbose=True))
        return 0

    return cli.run(ap.prog, work)


if __name__ == "__main__":
    sys.exit(main())
