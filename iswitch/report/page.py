"""The report's page (index.md / index.html), section by section. Every figure on it comes
from the runs or from the constants it was simulated with (iswitch.wire, the harness)."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from iswitch import wire
from iswitch.hw import synth
from iswitch.native import datapath
from iswitch.native.datapath import LINE_BITS, PORT_GBPS, WIRE_OVERHEAD
from iswitch.report import hw
from iswitch.report.doc import Doc
from iswitch.report.facts import REPO, build_name, describe_commit
from iswitch.report.runs import RunSummary, gbps
from iswitch.report.tree import TreeSummary
from iswitch.sim import harness as rs
from iswitch.sim.accuracy import BUCKETS, UlpStats, bucket_name
from iswitch.sim.ledger import EQUATION, HELD, INTO_PORT, TO_ACCEL
from iswitch.sim.pcap import PORT_NAMES
from iswitch.sim.schedules import SCHEDULES
from iswitch.sim.stimulus import FULL_FRAME, PARAMS, REACTION, K
from iswitch.wire.proto import DROP_REASONS, MAX_ELEMS

_DROP_NAMES = {r.name for r in DROP_REASONS}
#: the accelerator counters of the "Drops and counters" table
COUNTER_COLUMNS = ("DROPS", "DATA_OK", "AGG_TX", "CTRL_OK", "ACK_TX", "CTRL_ERR", "REPLAY_TX",
                   "REGULAR", "H", "MEMBER_COUNT", "BUSY")
OTHER_ORDERS = ("reverse arrival", "pairwise tree", "worker id")


@dataclass
class Report:
    """What the page is made of: the runs and the facts of the report's own run."""

    runs: list[RunSummary]
    args: argparse.Namespace
    versions: dict[str, str]
    figs: dict[str, str]
    adder: tuple[bool, str] | None  #: (passed, its summary line), None without the appendix
    wall: float
    problems: list[str]
    started: str
    commit: str
    dirty: str
    notes: list[str] = field(default_factory=list)  #: said on the page, not failures
    trees: list[TreeSummary] = field(default_factory=list)  #: the hierarchical runs
    model_wall: float = 0.0  #: seconds of the system model appendix (after the pages)
    #: per workload, (N, the fold of the first N workers against their exact sum)
    growth: dict[str, list[tuple[int, UlpStats]]] = field(default_factory=dict)
    #: the flat runs again, each job in the exact mode on the build with it
    exact: list[RunSummary] = field(default_factory=list)
    #: the two builds' synthesis (iswitch/report/hw.py), empty without it
    builds: list[dict] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return (bool(self.runs) and all(r.ok for r in self.runs + self.trees + self.exact)
                and not self.problems and (self.adder is None or self.adder[0]))

    @property
    def verdict(self) -> str:
        runs, trees, ex = self.runs, self.trees, self.exact
        if self.ok:
            n_x = sum(t.mode == "exact" for t in trees)
            tree = (f"; {len(trees)} hierarchical runs ({trees[0].spec} tree, "
                    f"{trees[0].switches} switches, {trees[0].workers} workers"
                    + (f"; {n_x} of them exact jobs" if n_x else "") + "): "
                    f"{sum(t.elems_compared for t in trees):,} elements and "
                    f"{sum(t.model_frames for t in trees):,} accelerator frames bit for bit, "
                    "0 mismatches" if trees else "")
            exact = (f"; {len(ex)} exact-mode runs: {sum(r.elems_compared for r in ex):,} "
                     "elements against the exact sums bit for bit, 0 mismatches, "
                     f"{len(ex)} ledgers balanced" if ex else "")
            return (f"PASS: {len(runs)} runs, {sum(r.elems_compared for r in runs):,} elements "
                    f"and {sum(r.model_frames for r in runs):,} accelerator frames compared bit "
                    f"for bit, 0 mismatches, {len(runs)} ledgers balanced{tree}{exact}")
        every = runs + trees + ex
        return (f"FAILED: {sum(r.mismatches_all for r in every):,} mismatches, "
                f"{sum(not r.ok for r in every)} failed run(s), {len(self.problems)} "
                "other problem(s)")

    @property
    def command(self) -> str:
        a = self.args
        return ("python -m iswitch.report --workloads " + " ".join(a.workloads)
                + f" --workers {a.workers} --schedules " + " ".join(a.schedules)
                + f" --seed {a.seed}" + (f" --tready-p {a.tready_p}" if a.tready_p else "")
                + (" --tree-schedules " + " ".join(a.tree_schedules) if a.tree
                   else " --no-tree"))


def _pct(a: float, b: float) -> str:
    return f"{100 * a / b:.1f}%" if b else "-"


def _stats(xs: list[int]) -> tuple[str, str, str, str]:
    """min, median, p99, max."""
    if not xs:
        return ("-",) * 4
    a = np.asarray(xs)
    return (f"{a.min()}", f"{np.median(a):.0f}", f"{np.percentile(a, 99):.0f}", f"{a.max()}")


def title(d: Doc, rp: Report) -> None:
    d.h(1, "iSwitch golden report: real RL gradients through the spliced switch RTL")
    d.p(rp.verdict, "pass" if rp.ok else "fail")
    d.p(f"Reproduce: `{rp.command}` (the defaults are what `make report` runs). How to read "
        "this page: docs/report.md.")
    if rp.problems:
        d.h(2, "Problems")
        d.ul(rp.problems)
    if rp.notes:
        d.ul(rp.notes)


def setup(d: Doc, rp: Report) -> None:
    from golden.workloads import env_seed

    a = rp.args
    d.h(2, "Setup")
    d.ul([
        describe_commit(rp.commit, rp.dirty),
        f"design: `nf_datapath` (rtl/switch/, the NetFPGA-SUME reference switch pipeline) with "
        f"`iswitch_accel` (rtl/gen/iswitch_accel.v, K = {K}, {PARAMS.MEMBERS} members) "
        "spliced on `m_axis_opl` (between output port lookup and output queues): "
        f"{datapath.SPLICED.relative_to(REPO)} (generated by `tox -e regen`, checked in)",
        "simulator: Verilator (C++ harness tb/nf_datapath/compiled/harness.cpp, probes "
        f"iswitch/native/probes.vlt), {rs.CLOCK_HZ / 1e6:g} MHz clock: 1 cycle = "
        f"{rs.CYCLE_S * 1e9:g} ns; model `{build_name()}` (the name hashes every source, the "
        "flags and the Verilator version)",
        f"workers: {a.workers}, worker w on {PORT_GBPS:g}G port "
        f"nf(w mod {wire.NUM_NF_PORTS}); each port paced at {PORT_GBPS:g} Gb/s line rate "
        f"({LINE_BITS} bits per cycle, {WIRE_OVERHEAD} bytes of FCS + preamble + "
        "inter-frame gap per frame); the controller (Query) on the host port",
        "protocol: every worker Joins (one after the other), worker 0 sends SetH = N, then "
        f"each worker sends its segments ({MAX_ELEMS} fp32 per packet) with window K = {K}: "
        f"segment s waits for the aggregate of s - K on the worker's port (+{REACTION} "
        "cycles turnaround), enforced by the harness as a gate; at the end the controller "
        "Queries every counter",
        "schedules: " + "; ".join(f"**{s.name}** ({s.title}): {s.describe()}"
                                  for s in SCHEDULES.values() if s.name in a.schedules),
        "output ports: tready " + ("always high" if not a.tready_p else
                                    f"low on {a.tready_p}/256 of the cycles (seeded)"),
        f"seeds: workloads seed {a.seed} (weights `torch.manual_seed({a.seed})`, worker w "
        f"environment and policy `{env_seed(a.seed, 0)} + w`); schedule jitter numpy "
        f"`default_rng([{a.seed}, crc32('schedule'), crc32(name)])`",
        f"run {rp.started}, {rp.wall:.1f} s wall in total, {a.jobs} run(s) in parallel",
    ])


def summary(d: Doc, rp: Report) -> None:
    d.h(2, "Summary")
    head = ["workload", "schedule", "workers", "params", "bytes", "packets in", "segments",
            "mismatches", "NaN", "cycles", "Gb/s in", f"of {rs.OFFERED_GBPS:g} offered",
            f"of {rs.BUS_GBPS:g} bus", "latency median/max", "drops", "ledger", "wall s",
            "result"]
    rows = []
    for r in rp.runs:
        lat = _stats(r.latency_accel)
        rows.append([r.workload, r.schedule, str(r.workers), f"{r.params:,}", f"{r.bytes:,}",
                     f"{r.frames_in:,}", f"{r.segments:,}", f"{r.mismatches_all:,}",
                     f"{r.nan_golden:,}", f"{r.span_cycles:,}", f"{r.throughput_gbps:.2f}",
                     _pct(r.throughput_gbps, rs.OFFERED_GBPS),
                     _pct(r.throughput_gbps, rs.BUS_GBPS), f"{lat[1]}/{lat[3]}",
                     str(r.counters.get("DROPS", "?")), _balance(r), f"{r.wall_seconds:.1f}",
                     "ok" if r.ok else "FAILED"])
    d.table(head, rows)
    frame, wire_len = FULL_FRAME, FULL_FRAME + WIRE_OVERHEAD
    per_port = PORT_GBPS * frame / wire_len
    d.p("packets in: every frame the workers and the controller sent (Join, SetH, data, "
        "Query). cycles: from the first data beat into the switch to the last aggregate beat "
        "out of it. Gb/s in: the workers' data frames (Ethernet header to last float) over "
        f"those cycles; a {PORT_GBPS:g}G port carries at most {PORT_GBPS:g} x {frame} / "
        f"{wire_len} = {per_port:.2f} Gb/s of {frame}-byte frames, so "
        f"{wire.NUM_NF_PORTS * per_port:.1f} Gb/s is the ceiling for {wire.NUM_NF_PORTS} "
        "ports. latency: cycles from the last beat of the H-th contribution into the "
        "accelerator to the first beat of the aggregate out of it. mismatches: elements (fold "
        "vs the copy each worker received) + accelerator frames (model vs RTL) + output-port "
        "frames (vs the accelerator's) + frames that got another verdict than the one the "
        "stimulus asked for. drops: the accelerator's DROPS counter, read with Query at the "
        "end. ledger: balances that hold of those checked (section Ledger).")
    if "throughput" in rp.figs:
        d.img(rp.figs["throughput"], "throughput")


def exact_runs(d: Doc, rp: Report) -> None:
    """The flat runs again, each job in the exact mode on the build with it."""
    if not rp.exact:
        return
    d.h(2, "Exact mode")
    fold = {(r.workload, r.schedule): r for r in rp.runs}
    head = ["workload", "schedule", "segments", "elements compared", "mismatches", "cycles",
            "Gb/s in", "latency median/max", "fold's latency median/max", "drops", "ledger",
            "result"]
    rows = []
    for r in rp.exact:
        lat, f = _stats(r.latency_accel), fold.get((r.workload, r.schedule))
        flat = _stats(f.latency_accel) if f is not None else None
        rows.append([r.workload, r.schedule, f"{r.segments:,}", f"{r.elems_compared:,}",
                     f"{r.mismatches_all:,}", f"{r.span_cycles:,}", f"{r.throughput_gbps:.2f}",
                     f"{lat[1]}/{lat[3]}", f"{flat[1]}/{flat[3]}" if flat else "-",
                     str(r.counters.get("DROPS", "?")), _balance(r), "ok" if r.ok else "FAILED"])
    d.table(head, rows)
    d.p("The same gradients, schedules and seeds as the Summary's runs, each job in the exact "
        "mode (docs/protocol.md section 13: every Join asks for it, every data frame carries "
        "the flag EXACT) on the same build (rtl/gen's, which has both modes: docs/accel.md "
        "section 8). Every copy each worker received is compared bit for bit with the "
        "correctly rounded sum (golden/exact.py) of the contributions the switch accepted; "
        "the model replays the accelerator's input. latency: as in the Summary, exact next "
        "to fold.")


def builds(d: Doc, rp: Report) -> None:
    """The two builds' area next to each other, and the two modes' latency and throughput
    on the default build from this report's flat runs."""
    if not rp.builds and not rp.exact:
        return
    d.h(2, "The two builds and the two modes")
    if rp.builds:
        rows = []
        for r in rp.builds:
            what = hw.BUILDS.get(r["name"], "")
            if "error" in r:
                rows.append([r["name"], what, *(["-"] * 7), "FAILED: " + r["error"]])
                continue
            c, b = r["counts"], synth.budget_of(r["name"])
            rows.append([r["name"], what, f"{synth.lut_equivalents(r):,}", f"{c['FF']:,}",
                         f"{c['BRAM']:,}", f"{c['DSP']}", f"{r['depth']}",
                         f"{b['LUT']:,} / {b['FF']:,} / {b['DSP']}, depth "
                         f"{synth.DEPTH_BUDGET[r['name']]}", f"{r['wall']:.0f}",
                         "ok" if not hw.problems([r]) else "OVER BUDGET"])
        d.table(["build", "modes", "LUT-equivalents", "FF", "block RAM", "DSP",
                 "logic depth (cells)", "budget: LUT / FF / DSP", "yosys s", "result"], rows)
        d.p("Area: this commit's netlists, Debian yosys synth_xilinx -family xc7, out of "
            "context (iswitch/hw/synth.py, synthesized while the runs simulate; "
            "LUT-equivalents count the SRLs and LUT RAM as LUTs; block RAM: RAMB36E1 and "
            "RAMB18E1 cells). The default build holds each exact segment's accumulator "
            "beside the fp32 buffers (docs/accel.md section 8). Post-route timing takes "
            "hours per seed and is not run here: [docs/benchmarks.md, post-route timing]"
            "(../../docs/benchmarks.md#post-route-timing) has both builds' figures with "
            "their commands.")
    modes = [("fold", rp.runs), ("exact", rp.exact)]
    rows = []
    for mode, runs in modes:
        clean = [r for r in runs if SCHEDULES[r.schedule].faults is None]
        if not clean:
            continue
        lat = [x for r in clean for x in r.latency_accel]
        rows.append([mode, f"{len(clean)}", f"{float(np.median(lat)):.0f}" if lat else "-",
                     f"{max(lat)}" if lat else "-",
                     f"{float(np.median([r.throughput_gbps for r in clean])):.2f}",
                     f"{sum(r.span_cycles for r in clean):,}"])
    if rows:
        d.table(["mode (default build)", "clean runs", "aggregation latency median",
                 "max", "Gb/s in, median of the runs", "cycles, all runs"], rows)
        d.p("The flat runs of the clean schedules (rr, jitter, straggler; the faults runs' "
            "recovery dominates theirs), fold jobs and exact jobs on the same default "
            "build: latency as in the Summary (cycles from the last beat of a segment's "
            "last contribution into the accelerator to the first beat of its aggregate "
            "out), pooled over every segment of the runs.")


def arrival_order(d: Doc, rp: Report) -> None:
    d.h(2, "Why the arrival order is the contract")
    d.p("fp32 addition is not associative: the switch adds each segment's contributions in "
        "the order they reach the accelerator, which depends on ports, arbitration and timing. "
        "The golden sum must be folded in that recorded order; the table counts the elements "
        "(and segments) whose bits would differ if the golden had summed in another order. "
        "Each of these would have been reported as a mismatch.")
    head = ["workload", "schedule", "sum", "segments not in worker-id order",
            *(f"{k}: elements (segments)" for k in OTHER_ORDERS)]
    rows = []
    for r in rp.runs:
        late = f"{r.arrival_not_worker_order:,} of {r.segments:,}"
        rows.append([r.workload, r.schedule, "fold", late,
                     *(f"{r.order_diffs.get(k, 0):,} ({r.order_segments.get(k, 0):,})"
                       for k in OTHER_ORDERS)])
        rows.append([r.workload, r.schedule, "exact", late,
                     *(f"{r.exact_order_diffs[k]:,} ({r.exact_order_segments[k]:,})"
                       if k in r.exact_order_diffs else "-" for k in OTHER_ORDERS)])
    d.table(head, rows)
    d.p("fold: the sequential fp32 fold (golden.fold) in each order against the fold in "
        "arrival order, the golden the aggregates were checked against. exact: the exact "
        "mode's sum (golden.exact.exact_sum, issue 22: the contributions summed as integers "
        "and rounded once) of the same contributions in each order against the exact sum in "
        "arrival order; its pairwise tree is one accumulator per contribution, merged "
        "pairwise state with state (`ExactAcc.merge`). Its zeros are computed, not assumed: "
        "an order-dependent sum would be counted here like the fold's.")


def _ulp_cells(a: UlpStats) -> list[str]:
    """Elements, the buckets (count and share of the elements with a distance), median,
    p99, max, the NaN and Inf cases."""
    return [f"{a.elements:,}",
            *(f"{a.bucket(lo, hi):,} ({_pct(a.bucket(lo, hi), a.finite)})"
              for lo, hi in BUCKETS),
            f"{a.median:g}", f"{a.p99:g}", f"{a.max:,}",
            f"{a.nan_both:,} / {a.nan_one:,}", f"{a.inf_same:,} / {a.inf_differ:,}"]


ULP_HEAD = ["elements", *(f"{bucket_name(lo, hi)} ULP" for lo, hi in BUCKETS), "median",
            "p99", "max", "NaN both / one", "Inf same / differ"]


def accuracy(d: Doc, rp: Report) -> None:
    """The fold the switch computed against the correctly rounded sum, per run, and how
    the fold's error grows with the number of contributions."""
    runs = [r for r in rp.runs if r.accuracy is not None]
    if not runs:
        return
    d.h(2, "Accuracy")
    d.p("Per run, every element of every segment (the faults runs' probe segment left out): "
        "the distance in ULPs between the fold (the arrival-order sum the switch produced, "
        "equal bit for bit to what every worker received) and the correctly rounded sum of "
        "the same contributions (golden.exact.exact_sum, the exact mode's result: the "
        "binary32 value nearest the real sum). The distance counts the binary32 values "
        "between the two (`golden.exact.ulp_distance`: +0 and -0 are equal, the zero "
        "crossing is counted once); the buckets are shares of the elements where both sums "
        "are finite; NaN and Inf are counted apart (both NaN / one NaN; the same infinity "
        "/ an infinity against a finite value).")
    d.table(["workload", "schedule", *ULP_HEAD],
            [[r.workload, r.schedule, *_ulp_cells(r.accuracy)] for r in runs])
    if "accuracy" in rp.figs:
        d.img(rp.figs["accuracy"], "accuracy")
    if not rp.growth:
        return
    from golden.workloads import env_seed

    ns = sorted({n for g in rp.growth.values() for n, _ in g})
    d.h(3, "Growth with the number of contributions")
    d.p(f"Per workload, the gradients of the first N of {max(ns)} workers (workloads seed "
        f"{rp.args.seed}, worker w on environment and policy seed `{env_seed(rp.args.seed, 0)}"
        " + w`) folded in worker order "
        "against their exact sum, N = " + ", ".join(map(str, ns)) + ": the same distance as "
        "above. Each added contribution is one more rounding of the fold; the exact sum "
        "rounds once whatever N.")
    d.table(["workload", "N", *ULP_HEAD],
            [[wl, str(n), *_ulp_cells(a)] for wl, g in rp.growth.items() for n, a in g])
    if "accuracy-growth" in rp.figs:
        d.img(rp.figs["accuracy-growth"], "accuracy-growth")


def workload(d: Doc, rp: Report, wl: str, runs: list[RunSummary]) -> None:
    """One workload's runs: latencies, digests, figures, port utilisation, failures."""
    d.h(3, wl)
    d.table(["schedule", "accel latency min/median/p99/max", "to member ports "
             "min/median/p99/max", "first contribution to aggregate min/median/p99/max",
             "sim cycles", "sim s", "cycles/s", "NaN (payload diff)",
             "gradients sha256", "aggregates sha256", "pcap"],
            [[r.schedule, "/".join(_stats(r.latency_accel)), "/".join(_stats(r.latency_port)),
              "/".join(_stats(r.residence)),
              f"{r.cycles:,}", f"{r.sim_seconds:.2f}",
              f"{r.cycles / r.sim_seconds:,.0f}" if r.sim_seconds else "-",
              f"{r.nan_golden} ({r.nan_payload_diff})", r.grad_digest, r.result_digest,
              f"[{Path(r.pcap).name}]({r.pcap}) ({r.pcap_frames:,} frames)" if r.pcap
              else "-"] for r in runs])
    for key in (f"latency-{wl}", f"timeline-{wl}", f"ports-{wl}"):
        if key in rp.figs:
            d.img(rp.figs[key], key)
    d.table(["schedule", *(f"{p} in/out" for p in PORT_NAMES)], [[r.schedule, *(
        f"{_pct(r.in_beats[p], r.cycles)} / {_pct(r.out_beats[p], r.cycles)} "
        f"({gbps(r.in_bytes[p], r.cycles):.2f} / {gbps(r.out_bytes[p], r.cycles):.2f} Gb/s)"
        for p in range(len(PORT_NAMES)))] for r in runs if r.cycles and r.in_beats])
    d.p(f"Port utilisation: share of the run's cycles in which the port moved a "
        f"{wire.DATA_W}-bit beat (in = into the switch, out = out of it), and Gb/s of frame "
        "bytes over the whole run (Join to the last Query answer).")
    for r in runs:
        if r.errors:
            d.h(4, f"{wl} / {r.schedule}: FAILED")
            d.pre("\n".join(r.errors))


def per_workload(d: Doc, rp: Report) -> None:
    d.h(2, "Per workload")
    for wl in rp.args.workloads:
        runs = [r for r in rp.runs if r.workload == wl]
        if runs:
            workload(d, rp, wl, runs)


def trees(d: Doc, rp: Report) -> None:
    """The hierarchical runs: results, per-switch latencies, links, the flat fold; the
    exact jobs' sums under every schedule."""
    if not rp.trees:
        return
    t0 = rp.trees[0]
    d.h(2, f"Trees of switches: the {t0.spec} tree")
    d.p(f"The same workloads' gradients of {t0.workers} workers through {t0.switches} "
        f"switches in one Verilator simulation (iswitch/sim/fabric.py): a root with "
        f"{t0.switches - 1} children of {t0.workers // (t0.switches - 1)} workers each, every "
        f"child's uplink (nf3) linked to a root port by a {PORT_GBPS:g}G link (sending side "
        f"paced at the line rate, {t0.link_ns:g} ns of latency); the controllers set the roles "
        "in band (SetRole), the workers Join, SetH at every switch, then the all-reduce with "
        f"window K = {K} (docs/protocol.md section 12). Checked: every switch's accelerator "
        "output is the model's over its own recorded input, frame for frame; its output "
        "queues delivered it; its counters show no drop; every worker received every "
        "segment, bit for bit the nested fold of the arrival orders the switches recorded "
        "(an exact job, docs/protocol.md 13.3: the nested exact sum, golden.tree.nested_exact, "
        "each switch's exact sum of its members rounded once).")
    flat = {(r.workload, r.schedule, r.mode): r for r in rp.runs + rp.exact}
    rows = []
    for t in rp.trees:
        f = flat.get((t.workload, t.schedule, t.mode))
        e2e, fe2e = _stats(t.latency_e2e), _stats(f.latency_e2e if f else [])
        ratio = (f"{np.median(t.latency_e2e) / np.median(f.latency_e2e):.2f}"
                 if f and f.latency_e2e and t.latency_e2e else "-")
        rows.append([t.workload, t.schedule, t.mode, f"{t.params:,}", f"{t.segments:,}",
                     f"{t.mismatches_all:,}", f"{t.elems_compared:,}", f"{t.model_frames:,}",
                     f"{t.span_cycles:,}", f"{f.span_cycles:,}" if f else "-",
                     f"{e2e[1]}/{e2e[3]}", f"{fe2e[1]}/{fe2e[3]}", ratio,
                     *((f"{t.flat_diffs.get('worker id', 0):,}",
                        f"{t.flat_diffs.get('fabric arrival', 0):,}") if t.mode == "fold"
                       else ("-", "-")),
                     t.result_digest, f"{t.wall_seconds:.1f}", "ok" if t.ok else "FAILED"])
    d.table(["workload", "schedule", "mode", "params", "segments", "mismatches",
             "elements compared", "accelerator frames compared", "cycles",
             f"cycles flat ({rp.args.workers} workers)", "end-to-end median/max",
             "flat: median/max", "tree / flat", "flat fold differs: worker-id order",
             "... fabric arrival order", "aggregates sha256 (worker 0)", "wall s", "result"],
            rows)
    d.p("cycles: first data beat in to the last worker's copy. end-to-end: per segment, "
        "cycles from the last contribution's last beat into its switch to the last worker's "
        f"copy (the flat runs: the same on the {rp.args.workers}-worker switch above, in the "
        "same mode). flat fold differs (fold jobs): elements of the whole gradient in which "
        f"one flat sequential fold of the same {t0.workers} gradients (in worker-id order; in "
        "the order the workers' first contributions entered the fabric) differs from the "
        "nested fold every worker received: why the nested order is the contract "
        "(docs/protocol.md 12.4).")
    exact_trees(d, rp)
    d.h(3, "Per switch")
    d.table(["workload", "schedule", "mode", "switch", "level", "frames vs model",
             "partial/aggregate out: median/max", "result in to multicast: median/max",
             "AGG_TX", "UP_TX", "DOWN_OK", "UP_ACK", "DROPS"],
            [[t.workload, t.schedule, t.mode, w.name, str(w.level), f"{w.model_frames:,}",
              f"{w.up[0]:.0f}/{w.up[1]}", f"{w.down[0]:.0f}/{w.down[1]}" if w.down else "-",
              *(f"{w.counters.get(k, '?'):,}" if isinstance(w.counters.get(k), int) else "?"
                for k in ("AGG_TX", "UP_TX", "DOWN_OK", "UP_ACK", "DROPS"))]
             for t in rp.trees for w in t.rows])
    d.p("Latency per level (cycles): at the root (level 0) from the last beat of its last "
        "member's partial into the accelerator to the first beat of the aggregate out; at a "
        "child (level 1) from its last worker's contribution in to the first beat of its "
        "partial up, and from the parent's result in to the first beat of the multicast to "
        "its workers. UP_TX: partials and requests up (one per segment + the Join); "
        "DOWN_OK: results taken from the parent.")
    d.h(3, "Links")
    names = list(t0.links)
    d.table(["workload", "schedule", "mode", *(f"{n} up / down" for n in names)],
            [[t.workload, t.schedule, t.mode,
              *(f"{_pct(t.links[n][0], 1)} / {_pct(t.links[n][1], 1)}" if n in t.links
                else "-" for n in names)]
             for t in rp.trees])
    d.p("Utilisation of each link's sending side over the run's cycles: the line-rate slots "
        f"of the frames sent ({WIRE_OVERHEAD} bytes of wire overhead each) / cycles; up = "
        "child to root (partials, Joins), down = root to child (results, Acks).")
    for t in rp.trees:
        if t.errors:
            d.h(4, f"{t.workload} / {t.schedule} ({t.spec} tree, {t.mode}): FAILED")
            d.pre("\n".join(t.errors))


def exact_trees(d: Doc, rp: Report) -> None:
    """Per workload: the sums the tree's workers received under each schedule, fold and
    exact, and the exact tree against the flat correctly rounded sum."""
    ex = [t for t in rp.trees if t.mode == "exact"]
    if not ex:
        return
    d.h(3, "The exact mode in the tree: the same bits under every schedule")
    rows = []
    for wl in dict.fromkeys(t.workload for t in rp.trees):
        by = {m: [t for t in rp.trees if t.workload == wl and t.mode == m]
              for m in ("fold", "exact")}
        cells = [f"{len({t.sum_digest for t in by[m]})} of {len(by[m])}" if by[m] else "-"
                 for m in ("fold", "exact")]
        x = by["exact"][0] if by["exact"] else None
        rows.append([wl, " ".join(t.schedule for t in by["exact"] or by["fold"]), *cells,
                     ", ".join(sorted({t.sum_digest for t in by["exact"]})) or "-",
                     f"{x.flat_diffs.get('flat exact', 0):,} of {x.params:,}" if x else "-",
                     str(x.flat_ulps) if x else "-"])
    d.table(["workload", "schedules", "fold: distinct sums", "exact: distinct sums",
             "exact sums sha256 (worker 0)", "exact tree differs from the flat exact sum",
             "by at most (ULPs)"], rows)
    d.p("distinct sums: how many different sets of aggregate payloads worker 0 received over "
        "the schedules (sha256 of its payloads in segment order). A fold job's bits follow "
        "the arrival orders, which the timing sets; an exact job's are a function of the "
        "gradients and the topology alone, so every schedule delivers the same bits. They "
        f"are not the flat correctly rounded sum of the {ex[0].workers} gradients everywhere: "
        "each switch rounds its partial once, and docs/protocol.md 13.3 bounds the "
        "difference by half an ULP of each switch's own sum: where the total cancels to far "
        "below the partials, that is many ULPs of the total.")


def counters(d: Doc, rp: Report) -> None:
    reasons = sorted(int(r) for r in DROP_REASONS)
    d.h(2, "Drops and counters")
    d.p("The accelerator's counters, read by the controller with Query (docs/protocol.md "
        f"section 10) after the last aggregate; the drop reasons ({reasons[0]}..{reasons[-1]}) "
        "must all be 0 in the clean schedules (the faults runs' drops are balanced in the "
        "ledger). The output queues' drop counters are read over AXI-Lite.")
    d.p("OPL FLOOD: the learning lookup floods every worker frame (its destination, the "
        "switch's MAC, is never learned); the accelerator behind it consumes them all, so no "
        "worker frame reaches another port.")
    d.table(["workload", "schedule", *COUNTER_COLUMNS, "nonzero drop reasons", "OQ PKT_DROP",
             "OPL FLOOD"],
            [[r.workload, r.schedule, *(str(r.counters.get(k, "?")) for k in COUNTER_COLUMNS),
              ", ".join(f"{k}={v}" for k, v in r.counters.items()
                        if v and k != "DROPS" and k in _DROP_NAMES) or "none",
              str(r.switch_regs.get("OQ PKT_DROP", "?")), str(r.switch_regs.get("OPL FLOOD", "?"))]
             for r in rp.runs])


def _balance(r: RunSummary) -> str:
    if not r.ledger:
        return "-"
    good = sum(x[3] == x[5] for x in r.ledger)
    return f"{good}/{len(r.ledger)}" + ("" if good == len(r.ledger) else " IMBALANCED")


def _ledger_get(r: RunSummary, what: str, side: int = 3) -> str:
    for x in r.ledger:
        if x[1] == what:
            return f"{x[side]:,}"
    return "-"


def ledger(d: Doc, rp: Report) -> None:
    """Every frame accounted for: the equation per run, then the faults runs in full."""
    d.h(2, "Ledger")
    d.p("Every frame accounted for (docs/report.md, \"The ledger\"): each balance sets a "
        "count of the switch's own counters (Query; the AXI-Lite counters of the input "
        "arbiter IA, the lookup OPL and the output queues OQ) against the harness's "
        "observation of the ports and links; any imbalance fails the run. Per run: frames "
        "into the switch (IA PKT_IN) = frames into the accelerator = data added (DATA_OK) + "
        "control (CTRL_OK) + regular forwarded (REGULAR) + dropped (DROPS), counted just "
        "before the final Query block.")
    rows = []
    for r in rp.runs:
        eq = next((x for x in r.ledger if x[1] == EQUATION), None)
        added, regular, dropped = (r.counters.get(k, 0) for k in ("DATA_OK", "REGULAR", "DROPS"))
        rows.append([r.workload, r.schedule,
                     f"{sum(x[3] for x in r.ledger if x[1].startswith(INTO_PORT)):,}",
                     _ledger_get(r, TO_ACCEL, 5),
                     f"{added:,}", f"{eq[3] - added - regular - dropped:,}" if eq else "-",
                     f"{regular:,}", f"{dropped:,}", f"{eq[3]:,}" if eq else "-",
                     f"{eq[5]:,}" if eq else "-",
                     f"{r.recovery.get('data frames lost on the way in', 0):,}",
                     str(r.switch_regs.get("OQ PKT_DROP", "?")),
                     f"{_ledger_get(r, HELD, 5)} / {_ledger_get(r, HELD)}", _balance(r)])
    d.table(["workload", "schedule", "into the switch (IA)", "into the accelerator",
             "data added", "control", "regular", "dropped", "sum (switch)",
             "frames before the final Query (harness)", "lost on the links", "OQ drops",
             "(worker, segment) held / expected", "balances"], rows)
    d.p("data added, regular, dropped: DATA_OK, REGULAR, DROPS; control: CTRL_OK without the "
        "final Queries (each Query counts itself, so the counters are taken as they were just "
        "before the first of them). lost on the links: data frames the harness dropped on the "
        "way into the switch (faults schedule), not frames into the switch. OQ drops: frames "
        "the output queues refused for lack of room (counted, recovered by Help).")
    faults = [r for r in rp.runs if r.schedule == "faults" and r.ledger]
    if not faults:
        return
    d.h(3, "The faults runs: recovery")
    keys = list(dict.fromkeys(k for r in faults for k in r.recovery))
    d.table(["", *(r.workload for r in faults)],
            [[k, *(f"{r.recovery.get(k, 0):,}" for r in faults)] for k in keys])
    d.p("What the harness injected (loss on the way in and out, duplicates) and what the "
        "workers' protocol did about it (docs/protocol.md section 8): Help after a timeout; "
        "NOT_DONE: the worker re-sends its contribution with RETX (a copy the switch already "
        "has is dropped as DUPLICATE or LATE); OK: the replay follows. Extra copies: a "
        "replay or broadcast of a segment the worker already held, identical, ignored.")
    d.h(3, "The faults runs: drops by reason")
    reasons = list(faults[0].ledger_drops)
    d.table(["reason", *(f"{r.workload}: switch / model / injected" for r in faults)],
            [[k, *(" / ".join(f"{v:,}" for v in r.ledger_drops.get(k, (0, 0, 0)))
                   for r in faults)] for k in reasons])
    d.p("switch: the Query counter; model: the golden model over the same input; injected: "
        "frames the stimulus made to get exactly this reason (malformed frames and probes). "
        "DUPLICATE, LATE, STALE and COLLISION also count the copies of contributions the "
        "recovery sent that the switch already had; the ledger balances them as a group.")
    d.h(3, "The faults runs: every balance")
    order = list(dict.fromkeys((x[0], x[1], x[2], x[4]) for r in faults for x in r.ledger))
    table = []
    for sec, what, left, right in order:
        cells = []
        for r in faults:
            x = next((y for y in r.ledger if y[0] == sec and y[1] == what), None)
            cells.append("-" if x is None else f"{x[3]:,} / {x[5]:,}"
                         + ("" if x[3] == x[5] else " IMBALANCED"))
        table.append([sec, what, f"{left} / {right}", *cells])
    d.table(["section", "balance", "counted by (left / right)", *(r.workload for r in faults)],
            table)


def captures(d: Doc) -> None:
    d.h(2, "Captures")
    d.p("`pcap/<workload>-<schedule>-w<N>.pcapng.gz`: every frame into and out of the switch "
        f"with its simulated time (first beat) and port as the pcapng interface (`in "
        f"{PORT_NAMES[0]}` .. `out {PORT_NAMES[-1]}`). Wireshark opens it as is "
        "(frame.interface_name tells the port; the iSwitch header is UDP payload on port "
        f"{wire.UDP_PORT}: use `udp.port == {wire.UDP_PORT}`; the dissector "
        "iswitch/wire/wireshark/iswitch.lua decodes its fields); in Python `scapy.utils.rdpcap` "
        "reads it and, after "
        "`import iswitch.wire.proto`, dissects the iSwitch header as `ISwitchData` / "
        "`ISwitchControl` (docs/report.md).")


def appendices(d: Doc, rp: Report) -> None:
    if getattr(rp.args, "model", False):
        d.h(2, "Appendix: system model")
        d.p("Training iterations, speedups and scaling from these figures (iswitch-model, "
            "docs/model.md): [model/index.html](model/index.html).")
    if rp.adder is not None:
        d.h(2, "Appendix: fp32 adder exactness")
        d.p(f"{rp.adder[1]} Details: [adder.md](adder.md) / [adder.html](adder.html).")


def versions(d: Doc, rp: Report) -> None:
    d.h(2, "Versions")
    d.ul([f"{k}: `{v}`" for k, v in rp.versions.items()])
    d.p("Everything on this page except wall times and simulation speed is a function of the "
        "commit, the versions above and the seeds: a rerun gives the same figures, digests and "
        "captures bit for bit (the gradients' low-order bits may differ on another CPU "
        "type, see docs/workloads.md; the gradients sha256 column shows it).")


def render(rp: Report) -> Doc:
    """The page, section by section."""
    d = Doc()
    title(d, rp)
    setup(d, rp)
    summary(d, rp)
    exact_runs(d, rp)
    builds(d, rp)
    arrival_order(d, rp)
    accuracy(d, rp)
    per_workload(d, rp)
    trees(d, rp)
    counters(d, rp)
    ledger(d, rp)
    captures(d)
    appendices(d, rp)
    versions(d, rp)
    return d
