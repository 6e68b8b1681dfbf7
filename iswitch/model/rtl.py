"""The switch's measured figures, as the system model reads them (docs/model.md, "RTL figures").

Nothing here is typed in: every figure comes from a results file written by a measurement.

* `make report` (iswitch/report/) writes ``runs.json``: per run the cycles of one whole
  all-reduce through the spliced switch RTL at 10G line rate per port, the per-segment
  aggregation latency (H-th contribution in -> aggregate out of the accelerator) and the
  latency to the member ports, as histograms, the clock and the window K;
* ``scripts/bench_accel.py --json`` (tb/iswitch_accel) writes the accelerator's own figures:
  beats per cycle with saturated full-size frames, aggregation latency by segment size,
  regular latency;
* ``scripts/bench_switch.py`` measures the plain reference switch's latency (Icarus).

`python -m iswitch.model.rtl --report-runs out/report/runs.json` runs the two benchmarks and
writes the snapshot `SNAPSHOT` (checked in, so that the model and its tests run without a
prior `make report`). The snapshot records the SHA-256 of every RTL file it was measured on;
`stale` lists the ones that changed since, and tests/test_model.py fails on any (regenerate
the snapshot after an RTL change: the accelerator's latency is expected to grow when it is
pipelined, and hierarchical RTL will add figures).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import math
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from iswitch import wire
from iswitch.util import cli, output

REPO = Path(__file__).resolve().parents[2]
SNAPSHOT = Path(__file__).resolve().parent / "data" / "rtl_figures.json"
FORMAT = "iswitch-model rtl figures 1"


def rtl_files() -> list[Path]:
    """The Verilog the figures are a function of: the accelerator, the spliced datapath and
    the reference switch cores."""
    return [REPO / "rtl" / "gen" / "iswitch_accel.v",
            REPO / "rtl" / "gen" / "spliced" / "nf_datapath_iswitch.v",
            *sorted((REPO / "rtl" / "switch").glob("*.v"))]


def rtl_hashes() -> dict[str, str]:
    return {str(p.relative_to(REPO)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in rtl_files() if p.exists()}


@dataclass(frozen=True)
class RtlFigures:
    """What the model takes from the RTL (cycles are 1 / clock_hz)."""

    clock_hz: float
    #: bytes moved per cycle by the accelerator with saturated full-size frames
    accel_bytes_per_cycle: float
    #: H-th contribution's last beat in -> aggregate's first beat out (median over segments)
    agg_latency_cycles: float
    #: H-th contribution in -> aggregate's first beat at the last member port (median)
    port_latency_cycles: float
    #: plain reference switch, first beat in -> first beat out, full-size frame, idle
    switch_latency_cycles: float
    #: the accelerator's latency for regular (passing) frames
    regular_latency_cycles: float
    #: the accelerator's window (segments a worker may have outstanding)
    window: int
    #: full-size data frame: bytes (Ethernet header to last float) and fp32 elements
    frame_bytes: int
    frame_elems: int
    #: bytes a frame occupies on the wire beyond its own (FCS, preamble, inter-frame gap)
    wire_overhead_bytes: int
    #: measured whole all-reduces: workload -> (workers, segments, cycles), rr schedule
    allreduce_cycles: dict[str, tuple[int, int, int]]
    source: str

    @property
    def cycle_s(self) -> float:
        return 1.0 / self.clock_hz

    @property
    def accel_bps(self) -> float:
        """The accelerator's throughput in bits per second (all ports together)."""
        return self.accel_bytes_per_cycle * 8 * self.clock_hz


def _median_hist(h: dict[str, int]) -> float:
    xs = [int(c) for c, n in h.items() for _ in range(n)]
    return float(statistics.median(xs))


def from_sources(runs: list[dict[str, Any]], accel: dict[str, Any],
                 switch_latency: dict[int, int]) -> dict[str, Any]:
    """The snapshot's content from the three results (runs.json, bench_accel JSON, the
    switch latency {frame bytes: cycles})."""
    # the fold runs (the exact mode's runs are another arithmetic)
    rr = [r for r in runs if r["schedule"] == "rr" and r["ok"]
          and r.get("mode", "fold") == "fold"]
    if not rr:
        raise ValueError("runs.json has no successful rr run")
    clocks = {r["clock_hz"] for r in rr}
    windows = {r["window"] for r in rr}
    if len(clocks) != 1 or len(windows) != 1:
        raise ValueError(f"runs disagree on clock {clocks} or window {windows}")
    sat = accel["saturated_full"]
    lat_accel: dict[str, int] = {}
    lat_port: dict[str, int] = {}
    for r in rr:
        for k, v in r["latency_accel_hist"].items():
            lat_accel[k] = lat_accel.get(k, 0) + v
        for k, v in r["latency_port_hist"].items():
            lat_port[k] = lat_port.get(k, 0) + v
    full = max(int(k) for k in accel["agg_latency"])
    frame_bytes = full_frame_bytes(full)
    return {
        "format": FORMAT,
        "rtl_sha256": rtl_hashes(),
        "clock_hz": clocks.pop(),
        "window": windows.pop(),
        "report_runs": {r["workload"]: {k: r[k] for k in (
            "workers", "segments", "data_packets", "data_frame_bytes", "span_cycles",
            "latency_accel_hist", "latency_port_hist", "params")} for r in rr},
        "latency_accel_hist": lat_accel,
        "latency_port_hist": lat_port,
        "bench_accel": {"saturated_full": {k: sat[k] for k in ("packets", "beats", "cycles",
                                                                 "beats_per_cycle")},
                        "agg_latency": accel["agg_latency"],
                        "regular_latency": accel["regular_latency"],
                        "full_segment_elems": full},
        "switch_latency": {str(k): v for k, v in switch_latency.items()},
        "frame_bytes": frame_bytes,
        "wire_overhead_bytes": wire.ETH_WIRE_OVERHEAD,
    }


def read_json(path: Path, what: str) -> Any:
    """The content of the JSON file `path`; ValueError naming it if it cannot be read."""
    try:
        return json.loads(Path(path).read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ValueError(f"{path}: cannot read {what} ({e})") from None


def read_report_runs(path: Path) -> list[dict[str, Any]]:
    """The runs of a `make report` runs.json; ValueError naming the file if it is not one."""
    runs = read_json(path, "the report's runs")
    if not isinstance(runs, list) or not all(isinstance(r, dict) for r in runs):
        raise ValueError(f"{path}: not a report runs.json (a list of runs)")
    return runs


def load(path: Path = SNAPSHOT) -> RtlFigures:
    """The figures of a snapshot file (see `from_sources`)."""
    d = read_json(path, "RTL figures")
    if not isinstance(d, dict) or d.get("format") != FORMAT:
        raise ValueError(f"{path}: not an RTL figures file (format "
                         f"{d.get('format') if isinstance(d, dict) else None!r})")
    try:
        return _figures(d, path)
    except (KeyError, TypeError, ValueError, AttributeError, ZeroDivisionError) as e:
        raise ValueError(f"{path}: a bad RTL figures file ({type(e).__name__}: {e})") from None


def _figures(d: dict[str, Any], path: Path) -> RtlFigures:
    sat = d["bench_accel"]["saturated_full"]
    runs = d["report_runs"]
    beats_per_frame = sat["beats"] // sat["packets"]
    return RtlFigures(
        clock_hz=float(d["clock_hz"]),
        # the bench's frames are full-size: bytes per beat = frame bytes / beats, rounded
        # up to the bus width (a power of two; the last beat may be partly filled)
        accel_bytes_per_cycle=sat["beats_per_cycle"] * 2 ** math.ceil(
            math.log2(d["frame_bytes"] / beats_per_frame)),
        agg_latency_cycles=_median_hist(d["latency_accel_hist"]),
        port_latency_cycles=_median_hist(d["latency_port_hist"]),
        switch_latency_cycles=float(max(d["switch_latency"].items(),
                                        key=lambda kv: int(kv[0]))[1]),
        regular_latency_cycles=float(max(d["bench_accel"]["regular_latency"].values())),
        window=int(d["window"]),
        frame_bytes=int(d["frame_bytes"]),
        frame_elems=int(d["bench_accel"]["full_segment_elems"]),
        wire_overhead_bytes=int(d["wire_overhead_bytes"]),
        allreduce_cycles={w: (r["workers"], r["segments"], r["span_cycles"])
                          for w, r in runs.items()},
        source=str(path.relative_to(REPO) if path.is_relative_to(REPO) else path),
    )


def full_frame_bytes(elems: int) -> int:
    """Bytes of a data frame of `elems` fp32 (Ethernet header to last float), as the worker
    library builds it (iswitch.worker owns the layout)."""
    import torch

    from iswitch.worker import Endpoint, data_frames

    ep = Endpoint(worker=0, job=1, mac=bytes(6), ip=bytes(4))
    return len(data_frames(torch.zeros(elems), ep)[0])


def stale(path: Path = SNAPSHOT) -> list[str]:
    """RTL files whose content differs from the snapshot's (added or removed ones too)."""
    recorded = json.loads(path.read_text()).get("rtl_sha256", {})
    now = rtl_hashes()
    return sorted(k for k in set(recorded) | set(now) if recorded.get(k) != now.get(k))


def _bench_accel() -> dict[str, Any]:
    """tb/iswitch_accel's figures: scripts/bench_accel.py in a subprocess (cocotb, Verilator)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "accel.json"
        from iswitch.hw.toolenv import verilator_env

        subprocess.run([sys.executable, str(REPO / "scripts" / "bench_accel.py"), "--json",
                        str(out)], cwd=REPO, check=True, env=verilator_env())
        return json.loads(out.read_text())


def _switch_latency() -> dict[int, int]:
    """The plain reference switch's latency by frame size (scripts/bench_switch.py, Icarus)."""
    spec = importlib.util.spec_from_file_location("bench_switch",
                                                  REPO / "scripts" / "bench_switch.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.latency(mod.sources("plain"))


def main(argv: list[str] | None = None) -> int:
    prog = "python -m iswitch.model.rtl"
    ap = cli.ArgumentParser(
        prog=prog, description="Regenerate the model's RTL figures snapshot from measurements.")
    ap.add_argument("--report-runs", type=cli.input_file,
                    default=REPO / "out" / "report" / "runs.json",
                    help="runs.json of a `make report` run on the current RTL")
    ap.add_argument("--bench-accel-json", type=cli.input_file,
                    help="scripts/bench_accel.py --json output (default: run it now)")
    ap.add_argument("--out", type=cli.output_file, default=SNAPSHOT)
    args = ap.parse_args(argv)
    try:
        runs = read_report_runs(args.report_runs)
        accel = (read_json(args.bench_accel_json, "bench_accel figures")
                 if args.bench_accel_json else None)
    except ValueError as e:
        ap.error(f"{e} (run `make report` first)" if "runs" in str(e) else str(e))

    def work() -> int:
        try:
            snap = from_sources(runs, accel if accel is not None else _bench_accel(),
                                _switch_latency())
        except (KeyError, TypeError, ValueError) as e:
            print(f"{prog}: error: the figures are incomplete ({type(e).__name__}: {e})",
                  file=sys.stderr)
            return cli.FAILED
        output.write_atomic(args.out, json.dumps(snap, indent=1, sort_keys=True) + "\n")
        print(f"wrote {args.out}")
        return 0

    return cli.run(prog, work)


if __name__ == "__main__":
    sys.exit(main())


def with_report_runs(fig: RtlFigures, runs: list[dict[str, Any]]) -> RtlFigures:
    """`fig` with the whole all-reduces and latencies of a fresh `make report` runs.json
    (the accelerator's own bench figures stay the snapshot's); ValueError if `runs` lacks
    what it needs."""
    try:
        return _with_report_runs(fig, runs)
    except (KeyError, TypeError, ValueError, AttributeError, statistics.StatisticsError) as e:
        raise ValueError(f"runs.json: not what `make report` writes ({type(e).__name__}: "
                         f"{e})") from None


def _with_report_runs(fig: RtlFigures, runs: list[dict[str, Any]]) -> RtlFigures:
    rr = [r for r in runs if r.get("schedule") == "rr" and r.get("ok")
          and r.get("mode", "fold") == "fold"]
    if not rr or any("latency_port_hist" not in r for r in rr):
        raise ValueError("runs.json has no successful rr run with latency histograms")
    merged: dict[str, int] = {}
    agg: dict[str, int] = {}
    for r in rr:
        for k, v in r["latency_port_hist"].items():
            merged[k] = merged.get(k, 0) + v
        for k, v in r["latency_accel_hist"].items():
            agg[k] = agg.get(k, 0) + v
    from dataclasses import replace

    return replace(fig, port_latency_cycles=_median_hist(merged),
                   agg_latency_cycles=_median_hist(agg), clock_hz=float(rr[0]["clock_hz"]),
                   window=int(rr[0]["window"]),
                   allreduce_cycles={r["workload"]: (r["workers"], r["segments"],
                                                     r["span_cycles"]) for r in rr},
                   source=fig.source + " + report runs.json")
