"""Exactness runs of the converted fp32 adder (rtl/gen/fp32_vec_add.v) on compiled testbenches.

Millions of pairs do not fit a per-beat cocotb loop, so this drives two compiled testbenches
(tb/fp32_vec_add/compiled/) and compares in Python, as integer bit patterns, against the
numpy golden model (golden.fp32.f32_add_bits):

* ``verilator``: a C++ harness around the Verilated model; stimulus and results stream
  through pipes in a binary format, in chunks, so nothing large lands on disk and 10^8 pairs
  take minutes. Python generates chunk k+1 and checks chunk k-1 while the harness simulates k.
* ``icarus``: a plain Verilog testbench reading hex beats from a file with ``$fscanf`` and
  writing result beats with ``$fwrite`` (slow: for the TestFloat set and small samples).

Both are built once into ``build/compiled_tb/fp32_vec_add-<sim>-<hash>/`` (iswitch/util/build.py);
the hash covers the RTL, the testbench sources, the build flags and the simulator version, so
any change rebuilds.

Both testbenches run the same ce/valid schedule (``--stall``/``--bubble``: ce low and
in_valid low on seeded random cycles, random data on the inputs meanwhile) and check that
every beat comes out exactly LATENCY ce-cycles after it went in.

Classes: the random stimulus classes of golden.fp32 (``uniform``, ``near_cancel``,
``subnormal``, ``exp_diff``), ``mixed`` (all four interleaved), ``directed`` (golden.fp32's
named corner cases) and ``testfloat`` (all 46,464 Berkeley TestFloat level-1 ``f32_add``
RNE vectors, checked against TestFloat's own expected results *and* against numpy).

Comparison: exact bit patterns (the design promises x86's NaN rule, payloads included);
the summary also splits the count into non-NaN mismatches, NaN-class mismatches (NaN vs
not NaN) and NaN-payload mismatches (both NaN, different bits).

Usage::

    python -m iswitch.sim.adder_exactness --pairs 1000000 --seed 1 --sim verilator
    python -m iswitch.sim.adder_exactness --pairs 20000 --sim icarus --classes mixed testfloat
    python -m iswitch.sim.adder_exactness --pairs 100000000 --no-testfloat     # the big run

Exit status: 0 when every class has 0 mismatches, 1 otherwise, 2 on a tool failure.
"""

from __future__ import annotations

import argparse
import queue
import re
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from golden import fp32
from iswitch import wire
from iswitch.hw import toolenv
from iswitch.hw.toolenv import run_tool, verilator_env
from iswitch.util import build, checks, cli
from iswitch.util.build import ToolError
from iswitch.wire.gen import HEADER as WIRE_H

REPO = Path(__file__).resolve().parents[2]

RTL = REPO / "rtl" / "gen" / "fp32_vec_add.v"
TB_DIR = REPO / "tb" / "fp32_vec_add" / "compiled"
HARNESS_CPP = TB_DIR / "harness.cpp"
TB_ICARUS = TB_DIR / "tb_fp32_vec_add_file.v"

LANES = wire.ADDER_LANES
#: pairs per streamed chunk; part of the stimulus definition (generators are called per
#: chunk), so a (seed, pairs) run is repeatable only with the same value
CHUNK_PAIRS = 1 << 20
RANDOM_CLASSES = tuple(fp32.CLASSES)
ALL_CLASSES = (*RANDOM_CLASSES, "mixed", "directed", "testfloat")
SIMS = ("verilator", "icarus")
#: the harnesses' stall and bubble probabilities are P/256 (harness.cpp refuses P > 255)
P_MAX = 255
#: the harnesses' xorshift32 seed is a uint32_t (a larger seed would be cut to 32 bits)
SEED_MAX = 0xFFFF_FFFF

VERILATOR_FLAGS = [
    "--cc", "--exe", "--build", "-O3", "--x-assign", "fast", "--x-initial", "fast",
    "--noassert", "-Wno-fatal", "--top-module", "fp32_vec_add",
]
ICARUS_FLAGS = ["-g2005", "-s", "tb_fp32_vec_add_file"]


def rtl_latency(rtl: Path = RTL) -> int:
    """fp32_vec_add's ``localparam LATENCY`` read from the Verilog (the testbenches check
    every beat against it)."""
    m = re.search(r"localparam\s+LATENCY\s*=\s*(\d+)\s*;", Path(rtl).read_text())
    if not m:
        raise ToolError(f"no 'localparam LATENCY = N;' in {rtl}")
    return int(m.group(1))


# --------------------------------------------------------------------------------------
# tools and builds
# --------------------------------------------------------------------------------------


def tool_versions() -> dict[str, str]:
    """Versions of everything a figure depends on (for reports)."""
    out: dict[str, str] = {}
    try:
        from importlib.metadata import version

        for pkg in ("verilator", "numpy", "myhdl", "cocotb"):
            try:
                out[pkg] = version(pkg)
            except Exception:
                pass
    except ImportError:
        pass
    for name, cmd in (
        ("verilator --version", ["verilator", "--version"]),
        ("iverilog", ["iverilog", "-V"]),
        ("g++", ["g++", "--version"]),
        ("yosys", ["yosys", "-V"]),
    ):
        try:
            r = run_tool(cmd)
            out[name] = (r.stdout or r.stderr).splitlines()[0].strip()
        except (OSError, IndexError):
            out[name] = "not found"
    out["python"] = sys.version.split()[0]
    return out


def build_verilator(rtl: Path = RTL) -> Path:
    """The Verilated harness executable (built on first use, cached by hash)."""
    return toolenv.build_verilator("fp32_vec_add-verilator", VERILATOR_FLAGS, [HARNESS_CPP, rtl],
                                   headers=[WIRE_H])


def build_icarus(rtl: Path = RTL) -> Path:
    """The Icarus testbench (.vvp), built on first use, cached by hash."""
    rtl = Path(rtl).resolve()
    ver = run_tool(["iverilog", "-V"])
    key = build.build_key(rtl, TB_ICARUS, " ".join(ICARUS_FLAGS),
                          (ver.stdout + ver.stderr).splitlines()[0] if ver.stdout else "")

    def compile_vvp(out_dir: Path) -> Path:
        vvp = out_dir / "tb.vvp"
        r = run_tool(["iverilog", *ICARUS_FLAGS, "-o", str(vvp), str(TB_ICARUS), str(rtl)])
        (out_dir / "build.log").write_text(r.stdout + r.stderr)
        if r.returncode != 0:
            raise ToolError("iverilog build failed:\n" + (r.stdout + r.stderr)[:4000])
        return vvp

    return build.locked_build("fp32_vec_add-icarus", key, compile_vvp)


# --------------------------------------------------------------------------------------
# running the compiled testbenches
# --------------------------------------------------------------------------------------


@dataclass
class SimStats:
    """What the testbench itself reported for one run."""

    cycles: int = 0  # clock cycles simulated (reset, stalls, bubbles and drains included)
    beats_in: int = 0
    beats_out: int = 0
    sim_seconds: float = 0.0  # Verilator: inside the harness loop; Icarus: the vvp process


def _to_beats(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, int]:
    """(nbeats, 16) uint32: a's 8 lanes then b's; padded with +0 + +0 to whole beats."""
    n = a.size
    nb = -(-n // LANES)
    pa = np.zeros(nb * LANES, np.uint32)
    pb = np.zeros(nb * LANES, np.uint32)
    pa[:n] = a
    pb[:n] = b
    beats = np.concatenate([pa.reshape(nb, LANES), pb.reshape(nb, LANES)], axis=1)
    return beats, n


class _Reader:
    def __init__(self, f):
        self.f = f

    def exact(self, n: int) -> bytes:
        buf = bytearray()
        while len(buf) < n:
            part = self.f.read(n - len(buf))
            if not part:
                raise ToolError(f"harness output ended early ({len(buf)} of {n} bytes)")
            buf += part
        return bytes(buf)


def stream_verilator(
    chunks: Iterable[tuple[np.ndarray, np.ndarray]],
    stats: SimStats,
    *,
    stall: int = 0,
    bubble: int = 0,
    seed: int = 1,
    exe: Path | None = None,
    latency: int | None = None,
) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """Push (a, b) chunks through the Verilated harness; yields (a, b, got) per chunk.

    A writer thread pulls the next chunk from `chunks` (so stimulus generation overlaps the
    simulation) and writes it to the harness's stdin; this generator reads the results.
    `stats` is filled in when the stream ends."""
    exe = exe or build_verilator()
    proc = subprocess.Popen(
        [str(exe), "--stall", str(stall), "--bubble", str(bubble), "--seed", str(seed),
         "--latency", str(latency or rtl_latency())],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=verilator_env(),
    )
    sent: queue.Queue = queue.Queue(maxsize=3)
    errors: list[BaseException] = []
    stop = threading.Event()

    def put(item) -> bool:
        while not stop.is_set():
            try:
                sent.put(item, timeout=0.2)
                return True
            except queue.Full:
                pass
        return False

    def writer() -> None:
        try:
            for a, b in chunks:
                beats, n = _to_beats(np.asarray(a, np.uint32), np.asarray(b, np.uint32))
                if not put((a, b, n, beats.shape[0])):
                    return
                proc.stdin.write(wire.ADDER_CHUNK.pack(nbeats=beats.shape[0]))
                proc.stdin.write(memoryview(np.ascontiguousarray(beats)).cast("B"))
            proc.stdin.write(wire.ADDER_CHUNK.pack(nbeats=0))
            proc.stdin.close()
        except BaseException as e:  # noqa: BLE001 (re-raised in the reader)
            errors.append(e)
        finally:
            put(None)

    t = threading.Thread(target=writer, daemon=True)
    t.start()
    rd = _Reader(proc.stdout)
    try:
        while True:
            item = sent.get()
            if item is None:
                break
            a, b, n, nbeats = item
            raw = rd.exact(nbeats * LANES * 4)
            got = np.frombuffer(raw, np.uint32)[:n]
            yield a, b, got
        if errors:
            raise errors[0]
        trailer = wire.ADDER_TRAILER.unpack_from(rd.exact(wire.ADDER_TRAILER.size))
        stats.cycles += trailer["cycles"]
        stats.beats_in += trailer["beats_in"]
        stats.beats_out += trailer["beats_out"]
        stats.sim_seconds += trailer["sim_ns"] * 1e-9
        rc = proc.wait()
        if rc != 0:
            raise ToolError(f"harness exited {rc}")
    except ToolError as e:
        proc.kill()
        proc.wait()
        err = proc.stderr.read().decode()[-2000:]
        raise ToolError(f"{e}\nharness stderr: {err}" if err else str(e)) from e
    except BaseException:
        proc.kill()
        proc.wait()
        raise
    finally:
        stop.set()
        t.join(timeout=10)


def run_icarus(
    a: np.ndarray, b: np.ndarray, stats: SimStats, *, stall: int = 0, bubble: int = 0,
    seed: int = 1, vvp: Path | None = None, latency: int | None = None,
) -> np.ndarray:
    """Run all pairs through the Icarus file testbench in one go; returns got (uint32)."""
    vvp = vvp or build_icarus()
    beats, n = _to_beats(np.asarray(a, np.uint32), np.asarray(b, np.uint32))
    with tempfile.TemporaryDirectory(prefix="fp32_icarus_", dir=build.build_root()) as tmp:
        fin, fout = Path(tmp) / "in.hex", Path(tmp) / "out.hex"
        # one line per beat: in_a then in_b as 64 hex digits, lane 7 first (MSB first)
        with open(fin, "w") as f:
            for row in beats:
                f.write("".join(f"{int(x):08x}" for x in row[LANES - 1::-1]))
                f.write(" ")
                f.write("".join(f"{int(x):08x}" for x in row[:LANES - 1:-1]))
                f.write("\n")
        t0 = time.perf_counter()
        r = run_tool(["vvp", "-n", str(vvp), f"+in={fin}", f"+out={fout}", f"+stall={stall}",
                  f"+bubble={bubble}", f"+seed={seed}", f"+latency={latency or rtl_latency()}"])
        stats.sim_seconds += time.perf_counter() - t0  # vvp process, file I/O included
        if r.returncode != 0 or not fout.exists():
            raise ToolError(f"vvp failed ({r.returncode}):\n{(r.stdout + r.stderr)[-3000:]}")
        lines = fout.read_text().split()
    if len(lines) < 4 or lines[-4] != "END":
        raise ToolError(f"icarus testbench did not finish: {(r.stdout + r.stderr)[-2000:]}")
    stats.cycles += int(lines[-3])
    stats.beats_in += int(lines[-2])
    stats.beats_out += int(lines[-1])
    words = lines[:-4]
    if len(words) != beats.shape[0]:
        raise ToolError(f"icarus wrote {len(words)} beats, expected {beats.shape[0]}")
    got = np.empty((len(words), LANES), np.uint32)
    try:
        for i, w in enumerate(words):
            for lane in range(LANES):
                got[i, lane] = int(w[64 - 8 * (lane + 1):64 - 8 * lane], 16)
    except ValueError as e:  # x/z bits on out_sum
        raise ToolError(f"icarus result beat {i} is not a number: {w}") from e
    return got.reshape(-1)[:n]


# --------------------------------------------------------------------------------------
# stimulus and comparison
# --------------------------------------------------------------------------------------


def class_rng(seed: int, cls: str) -> np.random.Generator:
    """The generator of one class: independent streams per class, fixed by (seed, name)."""
    return np.random.default_rng([seed, zlib.crc32(cls.encode())])


def class_chunks(cls: str, pairs: int, seed: int,
                 chunk: int = CHUNK_PAIRS) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """(a, b) chunks of a random class ('mixed' = golden.fp32.gen_mixed)."""
    gen = fp32.gen_mixed if cls == "mixed" else fp32.CLASSES[cls]
    rng = class_rng(seed, cls)
    left = pairs
    while left > 0:
        n = min(chunk, left)
        a, b = gen(rng, n)
        yield np.ascontiguousarray(a, np.uint32), np.ascontiguousarray(b, np.uint32)
        left -= n


def fixed_set(cls: str) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """(a, b, reference) of a fixed set: 'testfloat' carries TestFloat's own expected
    results as reference; 'directed' has none (numpy is the only reference)."""
    if cls == "testfloat":
        return fp32.load_testfloat(fp32.TESTFLOAT_L1)
    if cls == "directed":
        _, a, b = fp32.directed_arrays()
        return a, b, None
    raise ValueError(cls)


@dataclass
class Tally:
    """Per-class counts; mismatch categories follow golden.fp32's definitions."""

    vectors: int = 0
    mismatches: int = 0  # exact bit-pattern differences (all kinds below)
    non_nan: int = 0  # neither side NaN, bits differ
    nan_class: int = 0  # one side NaN, the other not
    nan_payload: int = 0  # both NaN, bits differ
    golden_vs_ref: int = 0  # numpy vs TestFloat's expected (sanity of the golden model)
    hw_vs_ref: int = 0  # the simulated design vs TestFloat's expected
    examples: list[str] = field(default_factory=list)

    def add(self, a: np.ndarray, b: np.ndarray, exp: np.ndarray, got: np.ndarray,
            offset: int = 0) -> None:
        self.vectors += exp.size
        bad = fp32.mismatch_indices(exp, got)
        if bad.size == 0:
            return
        en, gn = fp32.is_nan(exp[bad]), fp32.is_nan(got[bad])
        self.mismatches += bad.size
        self.non_nan += int((~en & ~gn).sum())
        self.nan_class += int((en != gn).sum())
        self.nan_payload += int((en & gn).sum())
        if len(self.examples) < 10:
            text = fp32.format_mismatches(a, b, exp, got, bad, limit=10 - len(self.examples))
            self.examples += [f"{line}  (vector {offset + int(line.split(':')[0].strip()[1:])})"
                              for line in text.splitlines()]


@dataclass
class ClassResult:
    sim: str
    cls: str
    seed: int | None
    tally: Tally
    stats: SimStats
    wall: float

    @property
    def ok(self) -> bool:
        t = self.tally
        return (t.mismatches == 0 and t.golden_vs_ref == 0 and t.hw_vs_ref == 0
                and self.stats.beats_in == self.stats.beats_out == -(-t.vectors // LANES))

    @property
    def cycles_per_s(self) -> float:
        return self.stats.cycles / self.wall if self.wall else 0.0


def run_class(
    sim: str, cls: str, pairs: int = 0, seed: int = 1, *, stall: int = 0, bubble: int = 0,
    corrupt: Callable[[np.ndarray], np.ndarray] | None = None,
) -> ClassResult:
    """Run one class on one simulator and compare. `corrupt` (tests only) is applied to the
    golden expected values of each chunk, to prove the comparison reports differences."""
    if sim not in SIMS or cls not in ALL_CLASSES:
        raise ValueError(f"sim must be one of {SIMS} and cls one of {ALL_CLASSES}")
    checks.int_in("pairs", pairs, 0)
    checks.int_in("seed", seed, 0, SEED_MAX)
    checks.int_in("stall", stall, 0, P_MAX)
    checks.int_in("bubble", bubble, 0, P_MAX)
    tally, stats = Tally(), SimStats()
    t0 = time.perf_counter()
    if cls in ("testfloat", "directed"):
        a, b, ref = fixed_set(cls)
        chunks: Iterable = [(a, b)]
        if ref is not None:
            tally.golden_vs_ref = int(fp32.mismatch_indices(ref, fp32.f32_add_bits(a, b)).size)
        run_seed = None
    else:
        ref = None
        chunks = class_chunks(cls, pairs, seed)
        run_seed = seed
    if sim == "verilator":
        results = stream_verilator(chunks, stats, stall=stall, bubble=bubble, seed=seed)
    elif sim == "icarus":
        results = ((a, b, run_icarus(a, b, stats, stall=stall, bubble=bubble, seed=seed))
                   for a, b in chunks)
    else:
        raise ValueError(f"unknown simulator {sim!r}")
    offset = 0
    for a, b, got in results:
        exp = fp32.f32_add_bits(a, b)
        if corrupt is not None:
            exp = corrupt(exp.copy())
        tally.add(a, b, exp, got, offset)
        if ref is not None:  # the hardware against TestFloat's own results as well
            tally.hw_vs_ref += int(fp32.mismatch_indices(ref[offset:offset + a.size], got).size)
        offset += a.size
    return ClassResult(sim, cls, run_seed, tally, stats, time.perf_counter() - t0)


def split_pairs(total: int, classes: list[str]) -> dict[str, int]:
    """Divide `total` random pairs evenly over the random classes (remainder to the first)."""
    rnd = [c for c in classes if c not in ("testfloat", "directed")]
    if not rnd:
        return {}
    per, rem = divmod(total, len(rnd))
    return {c: per + (rem if i == 0 else 0) for i, c in enumerate(rnd)}


def format_table(results: list[ClassResult]) -> str:
    head = ("sim", "class", "seed", "vectors", "mismatches", "non-NaN", "NaN class",
            "NaN payload", "cycles", "wall s", "cycles/s", "pairs/s", "sim-only cycles/s")
    rows = [head]
    for r in results:
        t = r.tally
        rows.append((
            r.sim, r.cls, "-" if r.seed is None else str(r.seed), f"{t.vectors:,}",
            f"{t.mismatches:,}", f"{t.non_nan:,}", f"{t.nan_class:,}", f"{t.nan_payload:,}",
            f"{r.stats.cycles:,}", f"{r.wall:.2f}", f"{r.cycles_per_s:,.0f}",
            f"{t.vectors / r.wall if r.wall else 0:,.0f}",
            f"{r.stats.cycles / r.stats.sim_seconds:,.0f}" if r.stats.sim_seconds else "-",
        ))
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    out = []
    for k, row in enumerate(rows):
        out.append("  ".join(c.ljust(w) if i < 2 else c.rjust(w)
                             for i, (c, w) in enumerate(zip(row, widths, strict=True))))
        if k == 0:
            out.append("  ".join("-" * w for w in widths))
    return "\n".join(out)


def run_many(sims: list[str], classes: list[str], pairs: int, seed: int, *, stall: int = 0,
             bubble: int = 0, log: Callable[[str], None] = print) -> list[ClassResult]:
    per_class = split_pairs(pairs, classes)
    results = []
    for sim in sims:
        for cls in classes:
            n = per_class.get(cls, 0)
            if cls not in ("testfloat", "directed") and n == 0:
                continue
            r = run_class(sim, cls, n, seed, stall=stall, bubble=bubble)
            results.append(r)
            t = r.tally
            log(f"{sim:9s} {cls:11s} {t.vectors:>12,} vectors  {t.mismatches} mismatches  "
                f"({r.stats.cycles:,} cycles, {r.wall:.1f} s)")
            for line in t.examples:
                log(line)
            if t.golden_vs_ref or t.hw_vs_ref:
                log(f"  vs TestFloat's own results: numpy differs on {t.golden_vs_ref}, "
                    f"the design on {t.hw_vs_ref}")
            if r.stats.beats_in != r.stats.beats_out:
                log(f"  beats in {r.stats.beats_in} != beats out {r.stats.beats_out}")
    return results


def main(argv: list[str] | None = None) -> int:
    p = cli.ArgumentParser(prog="python -m iswitch.sim.adder_exactness",
                           description=__doc__.split("\n\n")[0],
                           formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--pairs", type=cli.int_in(0), default=1_000_000,
                   help="random pairs in total, split evenly over the random classes (at "
                        "least one per random class)")
    p.add_argument("--seed", type=cli.int_in(0, SEED_MAX), default=1,
                   help=f"seed 0..{SEED_MAX} (default 1)")
    p.add_argument("--sim", choices=SIMS, action="append",
                   help="simulator (repeatable; default verilator)")
    p.add_argument("--classes", nargs="+", choices=ALL_CLASSES, metavar="CLASS",
                   help=f"classes to run (default: {' '.join(RANDOM_CLASSES)} directed "
                        f"testfloat); choices: {' '.join(ALL_CLASSES)}")
    p.add_argument("--no-testfloat", action="store_true",
                   help="skip the TestFloat level-1 set (and the directed set)")
    p.add_argument("--stall", type=cli.int_in(0, P_MAX), default=0,
                   help=f"ce low on P/256 of the cycles, P in 0..{P_MAX} (default 0)")
    p.add_argument("--bubble", type=cli.int_in(0, P_MAX), default=0,
                   help=f"in_valid low on P/256 of the ce cycles, P in 0..{P_MAX} (default 0)")
    args = p.parse_args(argv)
    sims = args.sim or ["verilator"]
    classes = args.classes or [*RANDOM_CLASSES, "directed", "testfloat"]
    if args.no_testfloat:
        classes = [c for c in classes if c not in ("testfloat", "directed")]
    if not classes:
        p.error("--no-testfloat leaves no class to run")
    n_random = len(split_pairs(args.pairs, classes))
    if args.pairs < n_random:
        p.error(f"--pairs must be at least {n_random} (one per random class), got {args.pairs}")
    return cli.run(p.prog, lambda: _main(args, sims, classes))


def _main(args: argparse.Namespace, sims: list[str], classes: list[str]) -> int:
    print(f"fp32_vec_add exactness: sims={','.join(sims)} seed={args.seed} pairs={args.pairs:,} "
          f"stall={args.stall}/256 bubble={args.bubble}/256 rtl={RTL.relative_to(REPO)}")
    t0 = time.perf_counter()
    try:
        results = run_many(sims, classes, args.pairs, args.seed, stall=args.stall,
                           bubble=args.bubble)
    except ToolError as e:
        print(f"TOOL FAILURE: {e}", file=sys.stderr)
        return 2
    print()
    print(format_table(results))
    total = sum(r.tally.vectors for r in results)
    bad = sum(r.tally.mismatches for r in results)
    ok = all(r.ok for r in results)
    print(f"\n{total:,} vectors, {bad} mismatches, {time.perf_counter() - t0:.1f} s: "
          f"{'PASS' if ok else 'FAIL'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
