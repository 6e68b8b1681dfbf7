"""Reference switch figures: latency without contention and yosys xc7 cell counts.

    python scripts/bench_switch.py [--sources plain|spliced] [--no-synth] [--no-latency]

Latency: tb/nf_datapath/nf_datapath_latency_tb.v under Icarus (plain Verilog, no
Python in the loop) sends one broadcast frame of 60 and of 1514 bytes into nf0 and
counts the cycles from the first beat accepted on s_axis_0 to the first beat
offered on m_axis_1.  Synthesis: Debian yosys `synth_xilinx -family xc7 -top
nf_datapath` then `stat -top nf_datapath` (whole hierarchy).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from iswitch.util import cli

ROOT = Path(__file__).resolve().parent.parent
SWITCH = ROOT / "rtl" / "switch"
LATENCY_TB = ROOT / "tb" / "nf_datapath" / "nf_datapath_latency_tb.v"


def sources(kind: str) -> list[Path]:
    cores = sorted(
        p for p in SWITCH.glob("*.v") if p.name not in ("axis_passthrough.v", "nf_datapath.v")
    )
    if kind == "plain":
        return [SWITCH / "nf_datapath.v", *cores]
    spliced = ROOT / "rtl" / "gen" / "spliced" / "nf_datapath_passthrough.v"
    for needed in (spliced, SWITCH / "axis_passthrough.v"):
        if not needed.exists():
            sys.exit(f"missing {needed.relative_to(ROOT)}")
    return [spliced, SWITCH / "axis_passthrough.v", *cores]


def latency(srcs: list[Path]) -> dict[int, int]:
    """{frame bytes: cycles first beat in -> first beat out}."""
    with tempfile.TemporaryDirectory() as tmp:
        vvp = Path(tmp) / "latency.vvp"
        subprocess.run(
            [
                "iverilog",
                "-g2005",
                "-o",
                str(vvp),
                "-s",
                "nf_datapath_latency_tb",
                str(LATENCY_TB),
                *map(str, srcs),
            ],
            check=True,
        )
        out = subprocess.run(["vvp", "-n", str(vvp)], check=True, capture_output=True, text=True)
    if "ERROR" in out.stdout:
        sys.exit(out.stdout)
    return {int(m[1]): int(m[2]) for m in re.finditer(r"LATENCY (\d+) (\d+)", out.stdout)}


def synth(srcs: list[Path]) -> Counter:
    """Cell counts of nf_datapath with all its submodules after synth_xilinx."""
    with tempfile.TemporaryDirectory() as tmp:
        stat = Path(tmp) / "stat.txt"
        script = (
            f"read_verilog {' '.join(map(str, srcs))}; "
            "synth_xilinx -family xc7 -top nf_datapath; "
            f"tee -q -o {stat} stat -top nf_datapath"
        )
        res = subprocess.run(["yosys", "-q", "-p", script], cwd=tmp, capture_output=True, text=True)
        # yosys 0.23 warns about every RAMB36 SDP address port it trims: harmless, hidden
        for line in (res.stdout + res.stderr).splitlines():
            if line.strip() and "Resizing cell port" not in line:
                print(line, file=sys.stderr)
        res.check_returncode()
        text = stat.read_text()
    # the last section is the whole hierarchy under nf_datapath
    section = text[text.rindex("=== design hierarchy ===") :]
    cells = Counter()
    for name, count in re.findall(r"^\s+(\w+)\s+(\d+)$", section, re.M):
        cells[name] += int(count)
    return cells


def summary(cells: Counter) -> dict[str, int]:
    def total(prefix: str) -> int:
        return sum(v for k, v in cells.items() if k.startswith(prefix))

    return {
        "LUT (LUT1..LUT6 + INV)": total("LUT") + cells["INV"],
        "  of which INV": cells["INV"],
        "SRL16E/SRLC32E": total("SRL"),
        "FF": total("FD"),
        "CARRY4": cells["CARRY4"],
        "BRAM (RAMB36E1)": cells["RAMB36E1"],
        "BRAM (RAMB18E1)": cells["RAMB18E1"],
        "LUTRAM (RAM32M/RAM64M/RAM*X1D)": total("RAM32M")
        + total("RAM64M")
        + total("RAM32X1")
        + total("RAM64X1")
        + total("RAM128X1")
        + total("RAM256X1"),
        "MUXF7/MUXF8": total("MUXF"),
        "DSP48E1": cells["DSP48E1"],
    }


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python scripts/bench_switch.py",
                            description=__doc__.splitlines()[0],
                            formatter_class=cli.DefaultsHelpFormatter)
    ap.add_argument("--sources", choices=["plain", "spliced"], default="plain",
                    help="the reference switch alone, or with axis_passthrough spliced in")
    ap.add_argument("--no-synth", action="store_true", help="skip the yosys cell counts")
    ap.add_argument("--no-latency", action="store_true", help="skip the Icarus latency run")
    args = ap.parse_args(argv)
    return cli.run(ap.prog, lambda: _main(args))


def _main(args: argparse.Namespace) -> int:
    srcs = sources(args.sources)
    print(f"nf_datapath ({args.sources}): {', '.join(p.name for p in srcs)}")
    if not args.no_latency:
        for length, cycles in sorted(latency(srcs).items()):
            print(
                f"latency {length:5d}-byte frame, no contention: {cycles} cycles "
                f"({cycles * 5} ns at 200 MHz)"
            )
    if not args.no_synth:
        t0 = time.time()
        cells = synth(srcs)
        print(f"yosys synth_xilinx -family xc7 ({time.time() - t0:.0f} s):")
        for name, count in summary(cells).items():
            print(f"  {name:<32} {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
