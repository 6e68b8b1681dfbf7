"""Two netlists of iswitch_accel in lock step: the proof that a change kept every cycle.

    python -m iswitch.sim.lockstep [--old REV_OR_FILE] [--new FILE] [--seeds 1-3]
                                   [--frames N] [--max-cycles N] [--strict]

A restructuring of the accelerator (a split into sub-blocks, a path registered a cycle
earlier for timing) must keep its function *and* its cycles: the same frames out, in the
same cycles, under any input timing and any output backpressure. This tool builds one
Verilator model holding both netlists (the old one's module renamed ``iswitch_accel_old``,
both on the same inputs: ``lockstep_top``), plays seeded random traffic into them with
random idle cycles and random phases of backpressure and of reset, and compares
``s_axis_tready`` and ``m_axis_tvalid`` in every cycle and the output beat
(``tdata``/``tkeep``/``tuser``/``tlast``) in every cycle it is valid (every cycle with
``--strict``). The first difference ends the run with its cycle and both values (exit 1).

The traffic (``traffic``) is a job's life on one switch: Resets, Joins (also refused
ones: a full table, a second job, a spoofed location), SetH, data segments of the members
in a sliding window with random lengths and payload bits (so segments complete, collide,
arrive late and duplicated), Help, FBcast, Query of every register kind, Leave and Join
again, SetRole to the child role and back with results coming down from the uplink port,
frames of non-members and other jobs, malformed frames (a byte changed, truncated, a
wrong checksum, a short tkeep), bypass classes and regular frames of every size. Half the
seeds walk an exact job (docs/protocol.md section 13: its Joins and child role ask for the
mode, its data frames carry the flag EXACT), the others a fold job; either now and then
sends the other mode's Join or flag. It is a random walk over the protocol, not a schedule
that completes a training: what it checks is that both netlists do the same, whatever
that is.

``--old`` is a file, or a git revision whose ``rtl/gen/iswitch_accel.v`` is taken
(default ``main``); ``--new`` defaults to the checkout's ``rtl/gen/iswitch_accel.v``.
Exit status 0 when every seed ran equal, 1 on a difference, 2 for a usage error.
"""

from __future__ import annotations

import argparse
import random
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

from iswitch import wire
from iswitch.hw.toolenv import build_verilator, run_tool
from iswitch.util import cli
from iswitch.util.build import ToolError
from iswitch.wire import Action, Flag, Reg
from iswitch.wire.gen import HEADER as WIRE_HEADER
from iswitch.wire.proto import (
    ControlHeader,
    DataHeader,
    build_control_frame,
    build_data_frame,
    build_frame,
)

REPO = Path(__file__).resolve().parents[2]
HARNESS = REPO / "tb" / "iswitch_accel" / "compiled" / "lockstep.cpp"
RTL = REPO / "rtl" / "gen" / "iswitch_accel.v"
TOP = "iswitch_accel"
FLAGS = ("--cc", "--exe", "--build", "-Wno-fatal", "-Wno-lint", "-Wno-style",
         "--top-module", "lockstep_top", "-O3", "--x-assign", "fast", "--x-initial", "fast")
STIM_MAGIC = b"ISWLOCK1"
#: the accelerator's ports (in, out), as the wrapper connects them
PORTS_IN = (("axis_resetn", 1), ("s_axis_tdata", 256), ("s_axis_tkeep", 32),
            ("s_axis_tuser", 128), ("s_axis_tvalid", 1), ("s_axis_tlast", 1),
            ("m_axis_tready", 1))
PORTS_OUT = (("s_axis_tready", 1), ("m_axis_tdata", 256), ("m_axis_tkeep", 32),
             ("m_axis_tuser", 128), ("m_axis_tvalid", 1), ("m_axis_tlast", 1))
_MODULE = re.compile(rf"^module\s+{TOP}\b", re.M)


def old_netlist(spec: str) -> str:
    """The old netlist's text: ``spec`` is a file, or a git revision (its
    rtl/gen/iswitch_accel.v). ValueError if neither."""
    p = Path(spec)
    if p.is_file():
        return p.read_text()
    r = subprocess.run(["git", "show", f"{spec}:rtl/gen/iswitch_accel.v"], cwd=REPO,
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise ValueError(f"--old {spec}: neither a file nor a git revision with "
                         "rtl/gen/iswitch_accel.v")
    return r.stdout


def renamed(text: str) -> str:
    """The old netlist with its module renamed ``iswitch_accel_old`` (a netlist of one
    module, as MyHDL writes it; ValueError otherwise)."""
    if len(re.findall(r"^module\s", text, re.M)) != 1 or len(_MODULE.findall(text)) != 1:
        raise ValueError(f"the old netlist must hold exactly one module, {TOP}")
    return _MODULE.sub(f"module {TOP}_old", text)


def wrapper() -> str:
    """``lockstep_top``: both netlists on the same inputs, their outputs as o_*, n_*."""
    decl = ["input wire axis_aclk"]
    decl += [f"input wire [{w - 1}:0] {n}" for n, w in PORTS_IN]
    decl += [f"output wire [{w - 1}:0] {p}_{n}" for p in "on" for n, w in PORTS_OUT]
    lines = ["// Written by iswitch/sim/lockstep.py. Not a project file.",
             "`default_nettype none", "module lockstep_top (", ",\n".join(decl), ");"]
    for inst, p, mod in (("u_old", "o", f"{TOP}_old"), ("u_new", "n", TOP)):
        conns = [".axis_aclk(axis_aclk)"] + [f".{n}({n})" for n, _ in PORTS_IN]
        conns += [f".{n}({p}_{n})" for n, _ in PORTS_OUT]
        lines.append(f"{mod} {inst} ({', '.join(conns)});")
    lines += ["endmodule", "`default_nettype wire", ""]
    return "\n".join(lines)


def build_harness(old_text: str, new: Path, work: Path) -> Path:
    """The Verilated lockstep harness of the two netlists (a locked, cached build)."""
    work.mkdir(parents=True, exist_ok=True)
    o, top = work / "iswitch_accel_old.v", work / "lockstep_top.v"
    o.write_text(renamed(old_text))
    top.write_text(wrapper())
    return build_verilator("lockstep", FLAGS, [o, new.resolve(), top, HARNESS],
                           headers=[WIRE_HEADER],
                           cflags=f"-O2 -DSWITCH_MAC=0x{wire.SWITCH_MAC.hex()}ull")


# ---------------------------------------------------------------- traffic

JOB, OTHER_JOB = 0x0BEE, 0x0CAF
_VER_IHL, _FRAG, _PROTO, _CSUM = (wire.IPV4_FIELDS[n].offset
                                  for n in ("ver_ihl", "frag", "proto", "csum"))
PORTS = wire.NF_PORT_BITS


class _Traffic:
    """The random walk of the module docstring (one seed: one sequence of frames)."""

    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.frames: list[tuple[int, bytes]] = []
        self.seq = 0
        self.members: set[int] = set()
        self.seg = 0  # the window's oldest segment
        self.elems: dict[int, int] = {}
        self.sent: dict[int, set[int]] = {}  # segment -> the members that sent it
        self.child = False
        self.uplink = PORTS[3]
        self.mode = wire.Mode(self.r.randrange(2))  # the walk's job's arithmetic mode

    def loc(self, w: int) -> tuple[bytes, bytes, int]:
        mac = bytes([2, 0, 0, 0, w >> 8, w & 0xFF])
        return mac, bytes([10, 0, (1 + (w >> 8)) & 0xFF, w & 0xFF]), PORTS[w % 3]

    def add(self, frame: bytes, port: int) -> None:
        self.frames.append((port, frame))

    def ctrl(self, w: int, action: int, value: int = 0, *, job: int = JOB, spoof: bool = False,
             status: int = 0, acked: int = 0, result: int = 0, port: int | None = None) -> None:
        mac, ip, p = self.loc(w)
        if spoof:
            mac = bytes([2, 9, 9, 9, 9, 9])
        self.seq = (self.seq + 1) & 0xFFFFFFFF
        hdr = ControlHeader(job, self.seq, w, action, status=status, value=value,
                            result=result, acked=acked)
        self.add(build_control_frame(hdr, src_mac=mac, src_ip=ip, sport=4000 + (w & 0xFFF)),
                 p if port is None else port)

    def mode_of_frame(self) -> int:
        """The walk's mode, now and then (3 %) the other one."""
        return self.mode ^ (self.r.random() < 0.03)

    def data(self, w: int, seg: int, *, job: int = JOB, flags: int = 0, contrib: int = 0,
             port: int | None = None, elems: int | None = None) -> None:
        if self.mode_of_frame():
            flags |= Flag.EXACT
        mac, ip, p = self.loc(w)
        n = elems if elems is not None else self.elems.setdefault(
            seg, self.r.choice((1, 2, 7, 8, 9, 16, 17, 64, 100, 255, 359, 360)))
        payload = self.r.randbytes(4 * n)
        hdr = DataHeader(job, seg & 0xFFFFFFFF, w, n, nsum=self.r.choice((1, 1, 1, 2)),
                         flags=flags, contrib=contrib)
        self.add(build_data_frame(hdr, payload, src_mac=mac, src_ip=ip),
                 p if port is None else port)

    def regular(self) -> None:
        r = self.r
        n = r.choice((18, 30, 100, 400, 1000, 1472))
        variant = r.randrange(5)
        f = bytearray(build_frame(dst_mac=b"\x02" * 6, src_mac=b"\x04" * 6, src_ip=bytes(4),
                                  dst_ip=bytes(4), dscp=r.choice((0, 0, wire.DATA_DSCP)),
                                  sport=r.randrange(1, 65536), dport=r.randrange(1, 65536),
                                  udp_payload=r.randbytes(n)))
        if variant == 1:
            f[_VER_IHL] += 1  # IHL 6: a bypass class
        elif variant == 2:
            f[_FRAG] |= 0x20  # MF: a fragment
        elif variant == 3:
            f[_PROTO] ^= 0x11  # TCP
        self.add(bytes(f), PORTS[r.randrange(4)])

    def malformed(self) -> None:
        r = self.r
        w = r.choice(sorted(self.members) or [1])
        if r.random() < 0.5:
            self.data(w, self.seg + r.randrange(16))
        else:
            self.ctrl(w, r.choice(list(Action)), r.randrange(4))
        port, f = self.frames.pop()
        f = bytearray(f)
        how = r.randrange(4)
        if how == 0:
            i = r.randrange(min(len(f), 80))
            f[i] ^= 1 << r.randrange(8)
        elif how == 1:
            f = f[: r.randrange(1, len(f))]
        elif how == 2:
            f[_CSUM] ^= 0xFF  # the IPv4 checksum
        else:
            f += r.randbytes(r.randrange(1, 40))
        self.add(bytes(f), port)

    def step(self) -> None:
        r = self.r
        x = r.random()
        members = sorted(self.members)
        if x < 0.60 and members:
            # data of the window, the oldest segments first, mostly from members that have
            # not sent that segment yet (so segments complete); some late and duplicated
            seg = self.seg + min(int(r.expovariate(0.5)), 15)
            sent = self.sent.setdefault(seg, set())
            todo = [w for w in members if w not in sent]
            w = r.choice(todo) if todo and r.random() < 0.9 else r.choice(members)
            sent.add(w)
            self.data(w, seg)
            if r.random() < 0.03:
                self.frames.append(self.frames[-1])  # a duplicate
            while self.members <= self.sent.get(self.seg, set()) or r.random() < 0.01:
                self.sent.pop(self.seg, None)
                self.seg += 1
        elif x < 0.62:
            self.regular()
        elif x < 0.66:
            self.malformed()
        elif x < 0.70 and members:
            self.ctrl(r.choice(members), r.choice((Action.HELP, Action.FBCAST)),
                      (self.seg + r.randrange(-2, 34)) & 0xFFFF)
        elif x < 0.75:
            reg = r.choice([*wire.COUNTERS, *wire.STATUS_REGS, Reg.MEMBER_BASE + r.randrange(20),
                            r.randrange(1 << 12), 0xFFFF_FFFF])
            self.ctrl(r.choice(members or [1]), Action.QUERY, reg)
        elif x < 0.80:
            w = r.randrange(1, 24)
            self.ctrl(w, Action.JOIN, wire.join_value(r.choice((0, 0, 1)), self.mode_of_frame())
                      | r.choice((0,) * 9 + (4,)),  # now and then an unknown value bit
                      job=r.choice((JOB, JOB, JOB, OTHER_JOB)), spoof=r.random() < 0.1)
            self.members.add(w)
        elif x < 0.83 and members:
            w = r.choice(members)
            self.ctrl(w, Action.LEAVE)
            self.members.discard(w)
        elif x < 0.86:
            self.ctrl(r.choice(members or [1]), Action.SETH,
                      r.choice((0, 1, 2, 40) + (len(members) or 1,) * 6))
        elif x < 0.865:
            self.ctrl(r.choice(members or [1]), Action.RESET, r.randrange(2))
            self.members.clear()
        elif x < 0.89:
            # the child role and back, an Ack from the parent, results coming down
            self.child = r.random() < 0.6
            value = wire.child_role(self.uplink, r.randrange(1, 200),
                                    self.mode_of_frame()) if self.child else 0
            self.ctrl(r.choice(members or [1]), Action.SETROLE, value)
        elif x < 0.94 and self.child:
            seg = self.seg + r.randrange(-2, 20)
            if r.random() < 0.2:
                self.ctrl(0xFFFF, Action.ACK, status=0, acked=Action.JOIN,
                          result=r.randrange(32), port=self.uplink)
            else:
                self.data(0xFFFF, seg, flags=Flag.DOWN | Flag.AGG | (
                    Flag.PARTIAL if r.random() < 0.2 else 0),
                    contrib=r.randrange(1 << 32), port=r.choice((self.uplink, PORTS[0])))
        elif x < 0.97:
            # a stranger: a non-member, another job, a spoofed location
            w = r.randrange(1, 40)
            self.data(w, self.seg + r.randrange(8), job=r.choice((JOB, OTHER_JOB)))
        else:
            self.ctrl(r.choice(members or [1]), r.choice((0, 10, 200, Action.ACK)))


def traffic(seed: int, frames: int) -> list[tuple[int, bytes]]:
    """``frames`` frames of the random walk, as ``(TUSER source port bits, bytes)``."""
    t = _Traffic(seed)
    t.ctrl(1, Action.RESET, 1)
    for w in range(1, 1 + t.r.randrange(2, 7)):
        t.ctrl(w, Action.JOIN, wire.join_value(0, t.mode))
        t.members.add(w)
    t.ctrl(1, Action.SETH, len(t.members))
    while len(t.frames) < frames:
        t.step()
    return t.frames[:frames]


def write_stim(path: Path, frames: list[tuple[int, bytes]]) -> None:
    with path.open("wb") as f:
        f.write(STIM_MAGIC + struct.pack("<I", len(frames)))
        for port, b in frames:
            f.write(struct.pack("<II", len(b), port) + b)


def run(exe: Path, stim: Path, seed: int, max_cycles: int, strict: bool) -> dict:
    """One lockstep run: the harness's figures (``equal`` 1 or 0, and on a difference the
    ``mismatch`` line and both values under ``detail``)."""
    r = run_tool([str(exe), str(stim), str(seed), str(max_cycles), str(int(strict))])
    if r.returncode not in (0, 3):
        raise ToolError(f"lockstep harness failed ({r.returncode}): {r.stderr.strip()}")
    lines = r.stdout.strip().splitlines()
    figures = dict(kv.split("=", 1) for kv in lines[0].split())
    res: dict = {k: (v if k in ("mismatch", "digest") else int(v)) for k, v in figures.items()}
    res.setdefault("equal", 0)
    if r.returncode == 3:
        res["detail"] = lines[1:]
    return res


def main(argv: list[str] | None = None) -> int:
    ap = cli.ArgumentParser(prog="python -m iswitch.sim.lockstep",
                            description=__doc__.split("\n\n")[1].split("\n")[0])
    ap.add_argument("--old", default="main",
                    help="the old netlist: a file, or a git revision whose "
                    "rtl/gen/iswitch_accel.v is taken (default main)")
    ap.add_argument("--new", type=cli.input_file, default=RTL,
                    help="the new netlist (default rtl/gen/iswitch_accel.v)")
    ap.add_argument("--seeds", type=_seeds, default=[1],
                    help="traffic and timing seeds, e.g. 1-3 or 1,5 (default 1)")
    ap.add_argument("--frames", type=cli.int_in(1, 10_000_000), default=20_000,
                    help="frames of traffic per seed (default 20000, about 0.5 M cycles)")
    ap.add_argument("--max-cycles", type=cli.int_in(1), default=100_000_000,
                    help="cycles per seed at most (default 100 M)")
    ap.add_argument("--strict", action="store_true",
                    help="also compare the output beat while m_axis_tvalid is low")
    args = ap.parse_args(argv)
    try:
        old = old_netlist(args.old)
        renamed(old)
    except ValueError as e:
        ap.error(str(e))
    return cli.run(ap.prog, lambda: _main(args, old))


def _seeds(text: str) -> list[int]:
    from iswitch.hw.timing import seed_list  # the same syntax as the timing tool's --seeds

    return seed_list(text)


def _main(args: argparse.Namespace, old: str) -> int:
    ok = True
    with tempfile.TemporaryDirectory(prefix="lockstep-") as tmp:
        exe = build_harness(old, args.new, Path(tmp) / "src")
        for seed in args.seeds:
            stim = Path(tmp) / f"stim-{seed}.bin"
            write_stim(stim, traffic(seed, args.frames))
            res = run(exe, stim, seed, args.max_cycles, args.strict)
            if res["equal"]:
                print(f"seed {seed}: equal over {res['cycles']:,} cycles: "
                      f"{res['frames_in']:,} frames in ({res['beats_in']:,} beats), "
                      f"{res['frames_out']:,} out ({res['beats_out']:,} beats; "
                      f"{res['out_data']:,} aggregates and replays, {res['out_ack']:,} Acks), "
                      f"{res['resets']} resets, output digest {res['digest']}"
                      + (f", {res['frames_left']:,} frames not taken" if res["frames_left"]
                         else ""), flush=True)
            else:
                ok = False
                print(f"seed {seed}: DIFFERENT at cycle {res['cycle']:,} in {res['mismatch']} "
                      f"(input frame {res['frame']}, {res['frames_out']:,} frames out "
                      "before)", flush=True)
                for line in res["detail"]:
                    print("  " + line, flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
