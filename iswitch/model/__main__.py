"""`iswitch-model` (= `python -m iswitch.model`): fit, predict, go past the paper, measure.

    iswitch-model [--out DIR] [--compute-profile FILE] [--rtl-figures FILE]
                  [--report-runs RUNS_JSON] [--no-measure] [--no-beyond]

Writes DIR/index.md, DIR/index.html, DIR/results.json and DIR/fig/*.png (docs/model.md).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from iswitch.model import beyond, calibrate, compute, measure, paper, rtl, sim
from iswitch.util import cli, output

PROG = "iswitch-model"
REPO = Path(__file__).resolve().parents[2]
DEFAULT_OUT = REPO / "out" / "model"
GLOO_WORKERS = (2, 3, 4)


def rel(pred: float, ref: float) -> float:
    return pred / ref - 1 if ref else float("nan")


def rtl_validation(fig: rtl.RtlFigures, prof: compute.Profile) -> dict[str, Any]:
    """The model's iSwitch aggregation under the report harness's conditions (4 workers,
    10G, no host software, no cable) against the RTL's measured cycles. The harness hands
    frames to the switch at bus speed, so the model's first and last frame serialisation
    at 10G beyond one bus transfer is taken off (`wire_excess_cycles`)."""
    out = {}
    for wl, (n, _, cycles) in sorted(fig.allreduce_cycles.items()):
        work = sim.Work({k: 0.0 for k in compute.PARTS}, 4 * calibrate.PARAMS[wl])
        cl = sim.Cluster(n, 10e9, 0.0, window=fig.window, symmetric=True)
        r = sim.simulate("isw", cl, sim.Host(0, 0, 0), fig, work, prof.sum_bytes_per_s,
                         prof.quantize_bytes_per_s)
        wire = (fig.frame_bytes + fig.wire_overhead_bytes) * 8 / 10e9 / fig.cycle_s
        bus = fig.frame_bytes / fig.accel_bytes_per_cycle
        model = r.agg_s / fig.cycle_s - 2 * (wire - bus)
        out[wl] = {"predicted": model, "rtl": cycles, "rel_error": rel(model, cycles)}
    return out


def gloo_section(fit: calibrate.Fit, fig: rtl.RtlFigures, prof: compute.Profile,
                 repeats: int) -> dict[str, Any]:
    """gloo all_reduce measured on loopback next to the model's ring with the fitted host
    constants; loopback taken as a link at the measured fp32 summation rate (a memory
    stream), no cable, one switch."""
    sizes = {w: calibrate.PARAMS[w] for w in ("ppo", "ddpg", "a2c", "dqn")}
    out: dict[str, Any] = {}
    link = 8 * prof.sum_bytes_per_s
    for n in GLOO_WORKERS:
        meas = measure.gloo(n, list(sizes.values()), repeats)
        sd = measure.switchd(n, list(sizes.values()), repeats)
        for w, elems in sizes.items():
            work = sim.Work({k: 0.0 for k in compute.PARTS}, 4 * elems)
            cl = sim.Cluster(n, link, 0.0, window=fig.window)
            r = sim.simulate("ar", cl, fit.host, fig, work,
                             prof.sum_bytes_per_s, prof.quantize_bytes_per_s)
            out[f"{n}.{w}"] = {"measured_s": meas[elems], "predicted_s": r.agg_s,
                               "rel_error": rel(r.agg_s, meas[elems]),
                               "switchd_s": sd[elems] if isinstance(sd, dict) else None}
        if not isinstance(sd, dict):
            out["switchd"] = sd
    return out


def build(args: argparse.Namespace, log: Any = print) -> dict[str, Any]:
    fig = rtl.load(args.rtl_figures)
    if args.report_runs:
        fig = rtl.with_report_runs(fig, rtl.read_report_runs(args.report_runs))
    prof = compute.load(args.compute_profile)
    t0 = time.perf_counter()
    if args.constants:
        fit, info = calibrate.Fit(*args.constants), {"given": True}
    else:
        fit, info = calibrate.fit(prof, rtl=fig, log=log)
    model = calibrate.Model(prof, fig, fit)
    pts = model.points()
    ref = paper.all_points()
    res: dict[str, Any] = {"inputs": {
        "rtl_figures": fig.source, "rtl_stale": rtl.stale() if not args.report_runs else [],
        "compute_profile": prof.source, "compute_kind": prof.kind,
        "assumed": calibrate.ASSUMED, "fit_points": dict(paper.FIT_ON)},
        "fit": fit.as_dict() | info}
    for k, v in pts.items():
        res[k] = {"predicted": v, "paper": ref[k], "rel_error": rel(v, ref[k]),
                  "fitted": k in paper.FIT_POINTS}
    comp = paper.components()
    res["components"] = {k: {"model": v, "paper": comp[k], "fitted": k in paper.FIT_POINTS}
                         for k, v in model.points(comp).items()}
    res["parts"] = {w: {s: model.run(w, calibrate.SYS[s]).parts for s in paper.SYSTEMS}
                    for w in paper.WORKLOADS}
    res["rtl_validation"] = rtl_validation(fig, prof)
    log(f"paper reproduction: {time.perf_counter() - t0:.1f} s")
    if args.beyond:
        t0 = time.perf_counter()
        gpu = compute.load(compute.H200)
        cells = beyond.run(gpu, fig)
        res["beyond"] = {f"{c.model}.{c.workers}.{c.scheme}": {
            "agg_s": c.agg_s, "iteration_s": c.iteration_s} for c in cells}
        res["beyond_winner"] = {f"{m}.{n}": s for (m, n), s in beyond.winners(cells).items()}
        res["inputs"]["beyond"] = beyond.STUDY | {"compute_profile": gpu.source}
        log(f"beyond the paper: {time.perf_counter() - t0:.1f} s")
    if args.measure:
        t0 = time.perf_counter()
        res["gloo"] = gloo_section(fit, fig, prof, args.repeats)
        log(f"gloo measurement: {time.perf_counter() - t0:.1f} s")
    return res


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    return cli.run(PROG, lambda: run(args))


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = cli.ArgumentParser(prog=PROG, description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=cli.output_dir, default=DEFAULT_OUT,
                    help="the page's folder (written when the run is complete)")
    ap.add_argument("--compute-profile", type=cli.input_file, default=compute.MEASURED,
                    help="compute profile JSON (docs/model.md; default: this machine's)")
    ap.add_argument("--rtl-figures", type=cli.input_file, default=rtl.SNAPSHOT)
    ap.add_argument("--report-runs", type=cli.input_file,
                    help="take the switch's all-reduce figures from this runs.json of "
                         "`make report` instead of the snapshot's")
    ap.add_argument("--no-measure", dest="measure", action="store_false",
                    help="skip the gloo (and switchd) measurement")
    ap.add_argument("--no-beyond", dest="beyond", action="store_false")
    ap.add_argument("--repeats", type=cli.int_in(1), default=7, help="gloo repeats per size")
    ap.add_argument("--constants", type=cli.float_in(0.0, lo_open=True), nargs=5,
                    metavar=("GPU", "CPU", "MSG_S", "PKT_S", "ISW_MSG_S"),
                    help="skip the fit: GPU and CPU speed factors, seconds per library "
                         "message, per packet, per iSwitch gradient (each > 0)")
    return ap.parse_args(argv)


def run(args: argparse.Namespace, shown: Path | None = None) -> int:
    """The model's page for parsed arguments (Ctrl-C and output errors propagate: `main`
    reports them, or the caller, as the report does for its appendix). `shown`: the folder
    to name in the output (the report's, when `args.out` is inside its staging folder)."""
    try:
        res = build(args)
    except ValueError as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
        return cli.USAGE
    from iswitch.model import page

    with output.staged_dir(args.out) as stage:
        (stage / "results.json").write_text(json.dumps(res, indent=1, sort_keys=True) + "\n")
        page.write(res, stage)
    pred = [k for k in paper.all_points() if k not in paper.FIT_POINTS]
    misses = [k for k in pred if abs(res[k]["rel_error"]) > 0.15]
    print(f"{PROG}: {(shown or args.out) / 'index.html'}; {len(misses)} of the {len(pred)} "
          f"predicted paper numbers outside +-15%: {', '.join(misses) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
