"""The one conversion entry point: ``python -m myhdl_src.convert [--out DIR]``.

Converts every MyHDL block of the project to Verilog-2001 under ``rtl/gen/`` (default).
The output is deterministic: MyHDL's timestamp line is replaced by a fixed "generated
from ..., do not edit" header, so regenerating an unchanged design gives identical files.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from myhdl import ResetSignal, Signal, intbv

from . import exact_acc as exact_acc_mod
from . import exact_align as exact_align_mod
from . import exact_pair as exact_pair_mod
from . import exact_round as exact_round_mod
from . import exact_vec as exact_vec_mod
from . import fp32_add as fp32_add_mod
from . import fp32_vec_add as fp32_vec_add_mod
from . import iswitch_core, iswitch_rx, rx_slots, tx_readq
from .iswitch_accel import iswitch_accel
from .iswitch_if import AccelParams, Axis

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "rtl" / "gen"


def _fp32_add(_p: AccelParams):
    s = lambda w: Signal(intbv(0)[w:])  # noqa: E731
    return fp32_add_mod.fp32_add(Signal(bool(0)), Signal(bool(0)), s(32), s(32), s(32))


def _fp32_vec_add(_p: AccelParams):
    w = 32 * fp32_vec_add_mod.LANES
    s = lambda w: Signal(intbv(0)[w:])  # noqa: E731
    return fp32_vec_add_mod.fp32_vec_add(
        Signal(bool(0)),
        ResetSignal(0, active=1, isasync=False),
        Signal(bool(0)),
        Signal(bool(0)),
        s(w),
        s(w),
        Signal(bool(0)),
        s(w),
    )


def _exact_align(_p: AccelParams):
    s = lambda w: Signal(intbv(0)[w:])  # noqa: E731
    b = lambda: Signal(bool(0))  # noqa: E731
    return exact_align_mod.exact_align(b(), b(), s(32), s(exact_align_mod.ACC_W), b(), b(), b(),
                                       b(), b())


def _exact_acc(_p: AccelParams):
    s = lambda w: Signal(intbv(0)[w:])  # noqa: E731
    b = lambda: Signal(bool(0))  # noqa: E731
    w, n = exact_align_mod.ACC_W, exact_align_mod.NCHUNK
    return exact_acc_mod.exact_acc(b(), b(), b(), s(w), s(n), b(), b(), b(), b(), s(w), b(),
                                   b(), b(), b(), b(), s(w), s(n), b(), b(), b(), b())


def _exact_round(_p: AccelParams):
    s = lambda w: Signal(intbv(0)[w:])  # noqa: E731
    b = lambda: Signal(bool(0))  # noqa: E731
    return exact_round_mod.exact_round(b(), b(), s(exact_round_mod.ACC_W),
                                       s(exact_round_mod.NCHUNK), b(), b(), b(), b(), s(32))


def _exact_pair(_p: AccelParams):
    s = lambda w: Signal(intbv(0)[w:])  # noqa: E731
    return exact_pair_mod.exact_pair(Signal(bool(0)), Signal(bool(0)), s(32), s(32), s(32))


def _exact_vec(_p: AccelParams):
    s = lambda w: Signal(intbv(0)[w:])  # noqa: E731
    b = lambda: Signal(bool(0))  # noqa: E731
    w, sw = 32 * exact_vec_mod.LANES, exact_vec_mod.STATE_W * exact_vec_mod.LANES
    return exact_vec_mod.exact_vec(b(), b(), s(w), b(), s(sw), s(sw), s(w))


def _iswitch_accel(p: AccelParams):
    return iswitch_accel(Signal(bool(0)), Signal(bool(0)), Axis(), Axis(), p)


def _accel_params(p: AccelParams) -> dict[str, int | tuple[int, int]]:
    return {
        "K": p.K,
        "MEMBERS": p.MEMBERS,
        "DATA_DSCP": p.DATA_DSCP,
        "CTRL_DSCP": p.CTRL_DSCP,
        "UDP_PORT": p.UDP_PORT,
        "SWITCH_MAC": (p.SWITCH_MAC, 48),
        "SWITCH_IP": (p.SWITCH_IP, 32),
        "EXACT": p.EXACT,
    }


_ADDER = {"LATENCY": fp32_add_mod.LATENCY}

# name -> (source file, instance factory, the localparams stated in the module)
UNITS: dict[str, tuple[str, Callable, Callable[[AccelParams], dict]]] = {
    "fp32_add": ("myhdl_src/fp32_add.py", _fp32_add, lambda p: _ADDER),
    "fp32_vec_add": (
        "myhdl_src/fp32_vec_add.py",
        _fp32_vec_add,
        lambda p: {**_ADDER, "LANES": fp32_vec_add_mod.LANES},
    ),
    "exact_acc": (
        "myhdl_src/exact_acc.py",
        _exact_acc,
        lambda p: {"LATENCY": exact_acc_mod.LATENCY, "ACC_W": exact_align_mod.ACC_W},
    ),
    "exact_align": (
        "myhdl_src/exact_align.py",
        _exact_align,
        lambda p: {"LATENCY": exact_align_mod.LATENCY, "ACC_W": exact_align_mod.ACC_W},
    ),
    "exact_pair": (
        "myhdl_src/exact_pair.py",
        _exact_pair,
        lambda p: {"LATENCY": exact_pair_mod.LATENCY},
    ),
    "exact_round": (
        "myhdl_src/exact_round.py",
        _exact_round,
        lambda p: {"LATENCY": exact_round_mod.LATENCY, "ACC_W": exact_round_mod.ACC_W},
    ),
    "exact_vec": (
        "myhdl_src/exact_vec.py",
        _exact_vec,
        lambda p: {"LATENCY": exact_vec_mod.LATENCY, "ALIGN_LATENCY": exact_vec_mod.ALIGN_LATENCY,
                   "STATE_LATENCY": exact_vec_mod.STATE_LATENCY, "LANES": exact_vec_mod.LANES,
                   "STATE_W": exact_vec_mod.STATE_W},
    ),
    "iswitch_accel": ("myhdl_src/iswitch_accel.py", _iswitch_accel, _accel_params),
}

_HEADER = """\
// Generated from {src} by `python -m myhdl_src.convert` (MyHDL {version}).
// Do not edit: change the MyHDL source and regenerate (`tox -e regen`).
"""


def _localparam(name: str, value: int | tuple[int, int]) -> str:
    """A localparam line; ``(value, width)`` gives a sized hexadecimal constant."""
    if isinstance(value, tuple):
        v, w = value
        return f"localparam [{w - 1}:0] {name} = {w}'h{v:0{(w + 3) // 4}x};\n"
    return f"localparam {name} = {value};\n"


# Block RAMs whose reads never use a word written at the same clock edge (each module's
# NO_RW_CHECK says why): yosys is told so with ``(* no_rw_check *)``, or it adds a
# collision bypass (the write data and a flag registered, a LUT on every read bit) to keep
# the read-old-data semantics nobody relies on. Simulators ignore the attribute.
_NO_RW_CHECK = tuple(f"{mod.__name__.rsplit('.', 1)[1]}0_{mem}"
                     for mod in (iswitch_core, iswitch_rx) for mem in mod.NO_RW_CHECK)


def _annotate_memories(text: str, name: str) -> str:
    """``(* no_rw_check *)`` before the declaration of each memory of ``_NO_RW_CHECK``
    (MyHDL names a block's memory ``<block>0_<name>``); iswitch_accel has them all."""
    found = 0
    for mem in _NO_RW_CHECK:
        text, n = re.subn(rf"^(reg \[\d+:0\] {mem} \[)", r"(* no_rw_check *)\n\1", text,
                          flags=re.M)
        found += n
    # (the exact state RAM exists in a build with the exact mode only)
    need = len(_NO_RW_CHECK) - ("iswitch_core0_xram" not in text)
    if name == "iswitch_accel" and found != need:
        raise RuntimeError(f"{name}: {found} of the memories {_NO_RW_CHECK} declared")
    return text


# Registers that copy others on purpose, to split a fanout (each module's KEEP names the
# generators and says why): ``(* keep *)`` on their always blocks, or yosys merges
# registers with the same inputs back into one (opt_merge).
_KEEP = tuple(g for mod in (rx_slots, tx_readq) for g in mod.KEEP)


def _annotate_keep(text: str, name: str) -> str:
    """``(* keep *)`` before each clocked always block whose label ends in ``_<g>`` for a
    generator ``g`` of ``_KEEP``; iswitch_accel has them all."""
    for g in _KEEP:
        text, n = re.subn(rf"^(always @\(posedge \w+\) begin: \w+_{g})$", r"(* keep *)\n\1",
                          text, flags=re.M)
        if name == "iswitch_accel" and n == 0:
            raise RuntimeError(f"{name}: no always block of generator {g}")
    return text


def _postprocess(text: str, name: str, src: str, params: dict) -> str:
    import myhdl

    text = _annotate_memories(text, name)
    text = _annotate_keep(text, name)

    # MyHDL's own header carries a timestamp: replace it with a fixed one.
    text = re.sub(r"\A// File: .*?\n// Generated by MyHDL .*?\n// Date: .*?\n", "", text)
    header = _HEADER.format(src=src, version=myhdl.__version__)
    # State the pipeline depth and width in the module itself, for the users of the RTL.
    # They are for readers and tools; nothing in the generated body refers to them.
    decl = (
        "// verilator lint_off UNUSEDPARAM\n"
        + "".join(_localparam(k, v) for k, v in params.items())
        + "// verilator lint_on UNUSEDPARAM\n"
    )
    text = re.sub(
        rf"(module {name}\s*\((?:.|\n)*?\);\n)", lambda m: m.group(1) + decl, text, count=1
    )
    text = re.sub(r"\A\s*`timescale [^\n]*\n\s*", "", text)
    return (
        header
        + "\n`timescale 1ns / 1ps\n`default_nettype none\n\n"
        + text.rstrip()
        + "\n\n`default_nettype wire\n"
    )


def _convert_here(out_dir: Path, name: str, p: AccelParams) -> Path:
    """Convert one unit in this process (see ``convert`` for why not several)."""
    src, factory, localparams = UNITS[name]
    with tempfile.TemporaryDirectory() as tmp:
        inst = factory(p)
        inst.convert(hdl="Verilog", path=tmp, name=name, testbench=False, timescale="1ns/1ps")
        text = (Path(tmp) / f"{name}.v").read_text()
    path = out_dir / f"{name}.v"
    path.write_text(_postprocess(text, name, src, localparams(p)))
    return path


def convert(
    out_dir: Path = DEFAULT_OUT, names: list[str] | None = None, p: AccelParams | None = None
) -> list[Path]:
    """Convert the named units (default: all) with the accelerator parameters ``p``
    (default: ``AccelParams()``) and return the written paths.

    Each unit is converted in a fresh interpreter with ``PYTHONHASHSEED=0``: MyHDL orders
    sensitivity lists by string hash, and names instances after what the process built
    before, so only a fresh, seeded process gives the same text every time.
    """
    p = p or AccelParams()
    out_dir.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    params = [f"-P{k}={getattr(p, k)}" for k in AccelParams.__dataclass_fields__]
    written = []
    for name in names or list(UNITS):
        cmd = [sys.executable, "-m", "myhdl_src.convert", "--here", "--out", str(out_dir), name]
        res = subprocess.run(cmd + params, cwd=ROOT, env=env, capture_output=True, text=True)
        if res.returncode != 0:
            raise RuntimeError(f"converting {name} failed:\n{res.stderr}")
        written.append(out_dir / f"{name}.v")
    return written


def main() -> None:
    ap = argparse.ArgumentParser(
        prog="python -m myhdl_src.convert", description=__doc__.splitlines()[0]
    )
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (rtl/gen)")
    ap.add_argument("names", nargs="*", choices=[[], *UNITS], help="units (default: all)")
    ap.add_argument(
        "-P",
        dest="params",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="an iswitch_accel parameter (K, MEMBERS, DATA_DSCP, CTRL_DSCP, UDP_PORT, "
        "SWITCH_MAC, SWITCH_IP, EXACT; integers, 0x.. allowed); use with --out: rtl/gen holds the "
        "defaults",
    )
    ap.add_argument("--here", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    fields = AccelParams.__dataclass_fields__
    kw = {}
    for item in args.params:
        name, eq, value = item.partition("=")
        if not eq or name not in fields:
            ap.error(f"-P {item}: expected NAME=VALUE with NAME one of {', '.join(fields)}")
        try:
            kw[name] = int(value, 0)
        except ValueError:
            ap.error(f"-P {item}: {value!r} is not an integer")
    try:
        p = AccelParams(**kw)
    except ValueError as e:
        ap.error(str(e))
    if args.here:  # one unit, in this process (what convert() runs in a fresh one)
        for name in args.names:
            _convert_here(args.out, name, p)
        return
    for path in convert(args.out, args.names or None, p):
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


if __name__ == "__main__":
    main()
