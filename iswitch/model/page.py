"""The model's page: Markdown + HTML with figures (matplotlib when installed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from iswitch.model import beyond, paper


def _pct(x: float) -> str:
    return f"{100 * x:+.1f}%"


def figures(res: dict[str, Any], out: Path) -> dict[str, str]:
    """PNG figures; {} without matplotlib (the plain test environment)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return {}
    d = out / "fig"
    d.mkdir(parents=True, exist_ok=True)
    meta = {"Software": None}
    figs = {}
    fig, ax = plt.subplots(figsize=(9, 3.6))
    x = 0
    ticks = []
    for w in paper.WORKLOADS:
        for s in ("AR", "iSwitch"):
            k = f"breakdown.{w}.{s}"
            ax.bar(x - 0.2, res[k]["paper"], 0.4, color="tab:gray",
                   label="paper" if x == 0 else None)
            ax.bar(x + 0.2, res[k]["predicted"], 0.4, color="tab:blue",
                   label="model" if x == 0 else None, hatch="//" if res[k]["fitted"] else None)
            ticks.append((x, f"{w}\n{s}"))
            x += 1
    ax.set_xticks([t[0] for t in ticks], [t[1] for t in ticks], fontsize=8)
    ax.set_ylabel("iteration time (PS = 1)")
    ax.set_title("Per-iteration time, 4 workers, sync (hatched: fitted point)", fontsize=9)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(d / "breakdown.png", metadata=meta)
    plt.close(fig)
    figs["breakdown"] = "fig/breakdown.png"
    fig, ax = plt.subplots(figsize=(7, 4))
    for i, (k, row) in enumerate(paper.SCALING.items()):
        ns = [4, *row]
        c = f"C{i}"
        ax.plot(ns, [1, *row.values()], "o--", color=c, label=f"{k} paper")
        ax.plot(ns, [1, *(res[f"scaling.{k}.{n}"]["predicted"] for n in row)], "s-", color=c,
                label=f"{k} model")
    ax.plot([4, 12], [1, 3], "k:", label="linear")
    ax.set_xlabel("workers")
    ax.set_ylabel("speedup over 4 workers")
    ax.set_title("PPO scaling (above 4: 3 workers per ToR under a root)", fontsize=9)
    ax.legend(fontsize=6, ncol=2)
    fig.tight_layout()
    fig.savefig(d / "scaling.png", metadata=meta)
    plt.close(fig)
    figs["scaling"] = "fig/scaling.png"
    if "beyond" in res:
        fig, axes = plt.subplots(1, len(beyond.MODELS), figsize=(15, 3.8), sharey=True)
        for ax, m in zip(axes, beyond.MODELS, strict=True):
            for s in beyond.SCHEMES:
                ys = [res["beyond"][f"{m}.{n}.{s}"]["agg_s"] * 1e3 for n in beyond.WORKERS]
                ax.plot(beyond.WORKERS, ys, "o-", label=s)
            ax.set_xscale("log", base=2)
            ax.set_yscale("log")
            ax.set_title(f"{m} ({beyond.MODELS[m]:,} fp32)", fontsize=9)
            ax.set_xlabel("workers")
        axes[0].set_ylabel("aggregation per iteration (ms)")
        axes[0].legend(fontsize=7)
        fig.tight_layout()
        fig.savefig(d / "beyond.png", metadata=meta)
        plt.close(fig)
        figs["beyond"] = "fig/beyond.png"
    if "gloo" in res:
        fig, ax = plt.subplots(figsize=(7, 3.6))
        keys = [k for k in res["gloo"] if k != "switchd"]
        ax.bar([i - 0.2 for i in range(len(keys))],
               [res["gloo"][k]["measured_s"] * 1e3 for k in keys], 0.4, label="gloo measured")
        ax.bar([i + 0.2 for i in range(len(keys))],
               [res["gloo"][k]["predicted_s"] * 1e3 for k in keys], 0.4, label="model")
        ax.set_xticks(range(len(keys)), [k.replace(".", "\n") for k in keys], fontsize=7)
        ax.set_yscale("log")
        ax.set_ylabel("all_reduce (ms)")
        ax.legend(fontsize=8)
        fig.tight_layout()
        fig.savefig(d / "gloo.png", metadata=meta)
        plt.close(fig)
        figs["gloo"] = "fig/gloo.png"
    return figs


def write(res: dict[str, Any], out: Path) -> None:
    from golden.report import Doc  # the report's Markdown/HTML renderer

    figs = figures(res, out)
    d = Doc()
    d.h(1, "iSwitch system model: the paper's iterations from measured parts")
    fit = res["fit"]
    misses = [k for k in paper.all_points() if abs(res[k]["rel_error"]) > 0.15]
    d.p(f"{len(paper.all_points()) - len(misses)} of {len(paper.all_points())} paper numbers "
        f"within +-15% ({len(paper.FIT_POINTS)} of them fitted); misses: "
        f"{', '.join(misses) or 'none'}. How to read this page: docs/model.md.")
    inp = res["inputs"]
    d.ul([f"RTL figures: `{inp['rtl_figures']}`" + (
            f" (STALE: {', '.join(inp['rtl_stale'])} changed since)" if inp["rtl_stale"]
            else ""),
          f"compute profile: `{inp['compute_profile']}` ({inp['compute_kind']})",
          "assumed: " + ", ".join(f"{k} = {v:g}" for k, v in inp["assumed"].items()),
          f"fitted on {', '.join(inp['fit_points'])}: GPU learner speed x"
          f"{fit['gpu_factor']:.1f} over this CPU core, {fit['msg_s'] * 1e6:.1f} us per "
          f"message, {fit['pkt_s'] * 1e6:.3f} us per packet (each side); residuals "
          + (", ".join(f"{k} {_pct(v)}" for k, v in fit["residuals"].items())
             if "residuals" in fit else "none (constants given with --constants)")])
    d.h(2, "Per-iteration time (normalised to PS = 1.0) and aggregation share")
    rows = []
    for k in paper.all_points():
        if k.startswith("scaling"):
            continue
        v = res[k]
        rows.append([k, f"{v['paper']:.3f}", f"{v['predicted']:.3f}", _pct(v["rel_error"]),
                     "fitted" if v["fitted"] else ("MISS" if abs(v["rel_error"]) > 0.15
                                                   else "ok")])
    d.table(["key", "paper", "model", "error", ""], rows)
    if "breakdown" in figs:
        d.img(figs["breakdown"], "breakdown")
    parts = res["parts"]
    d.table(["workload", "system", *(k for k in next(iter(parts["DQN"].values())))],
            [[w, s, *(f"{v * 1e3:.3f}" for v in p.values())] for w, row in parts.items()
             for s, p in row.items()])
    d.p("Model parts in ms per iteration (sync, 4 workers, the paper's testbed as fitted).")
    d.h(2, "PPO scaling (speedup over the same system at 4 workers)")
    d.table(["key", "paper", "model", "error", ""],
            [[k, f"{res[k]['paper']:.2f}", f"{res[k]['predicted']:.2f}",
              _pct(res[k]["rel_error"]), "MISS" if abs(res[k]["rel_error"]) > 0.15 else "ok"]
             for k in paper.all_points() if k.startswith("scaling")])
    if "scaling" in figs:
        d.img(figs["scaling"], "scaling")
    d.h(2, "The model against the RTL")
    d.table(["workload", "RTL cycles (make report, rr)", "model cycles", "error"],
            [[w, f"{v['rtl']:,}", f"{v['predicted']:,.0f}", _pct(v["rel_error"])]
             for w, v in res["rtl_validation"].items()])
    if "beyond" in res:
        d.h(2, "Beyond the paper: 100 Gb/s, GPU learners, 16-1,024 workers")
        st = res["inputs"]["beyond"]
        d.p("Assumptions: " + ", ".join(f"{k} = {v}" for k, v in st.items()))
        d.table(["model", *(str(n) for n in beyond.WORKERS)],
                [[m, *(res["beyond_winner"][f"{m}.{n}"] for n in beyond.WORKERS)]
                 for m in beyond.MODELS])
        d.p("Winner by iteration time (model size x workers).")
        d.table(["model", "workers", *beyond.SCHEMES],
                [[m, str(n), *(f"{res['beyond'][f'{m}.{n}.{s}']['agg_s'] * 1e3:.3f}"
                               for s in beyond.SCHEMES)]
                 for m in beyond.MODELS for n in beyond.WORKERS])
        d.p("Aggregation ms per iteration.")
        if "beyond" in figs:
            d.img(figs["beyond"], "beyond")
    if "gloo" in res:
        d.h(2, "gloo all_reduce on this machine (loopback) beside the model")
        g = res["gloo"]
        d.table(["workers.workload", "measured ms (median)", "model ms", "error",
                 "switchd ms"],
                [[k, f"{v['measured_s'] * 1e3:.3f}", f"{v['predicted_s'] * 1e3:.3f}",
                  _pct(v["rel_error"]),
                  f"{v['switchd_s'] * 1e3:.3f}" if v["switchd_s"] else "-"]
                 for k, v in g.items() if k != "switchd"])
        if "switchd" in g:
            d.p(f"switchd: {g['switchd']}")
        if "gloo" in figs:
            d.img(figs["gloo"], "gloo")
    d.h(2, "Limits of the model")
    d.ul(LIMITS)
    (out / "index.md").write_text(d.markdown())
    (out / "index.html").write_text(d.html("iSwitch system model"))


LIMITS = [
    "deterministic: median compute times, no loss, no retransmission, no OS noise; sync "
    "stragglers are not modelled",
    "host software is two constants (per message, per packet) fitted on the paper; the "
    "paper's PS and AllReduce software are unknown",
    "the paper's compute is this machine's, with one fitted GPU speed factor for DQN and A2C",
    "chunks of packets are the unit of simulation (cut-through between links, at most "
    "window/4 packets per in-switch chunk)",
    "beyond the paper: replicated aggregation pipelines and a window scaled with the link "
    "rate are assumptions; SwitchML's quantisation runs on one host core",
]
