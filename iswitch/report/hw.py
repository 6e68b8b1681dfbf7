"""The report's hardware section (issue 22): the accelerator's two builds synthesized
while the runs simulate, for the page's side-by-side of the arithmetic modes.

* ``iswitch_accel``: rtl/gen's netlist, the default build with both modes (the one every
  run of the report simulates);
* ``iswitch_accel_fold``: the build without the exact mode (``EXACT`` = 0,
  iswitch/hw/variants.py), converted into build/synth/ first.

Both with iswitch/hw/synth.py's `synth` (Debian yosys, ``synth_xilinx -family xc7``, out of
context), one after the other in a daemon thread beside the simulations, so an
interrupted report does not wait for yosys. Post-route timing takes hours per seed, so
the page links docs/benchmarks.md's figures instead of running it.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from iswitch.hw import synth

#: the two builds: synthesis target -> what it holds
BUILDS = {
    "iswitch_accel": "fold and exact (the default, rtl/gen)",
    "iswitch_accel_fold": "fold only (EXACT = 0)",
}


@dataclass
class Synthesis:
    """The builds' synthesis in a background thread: `start`, then `wait`."""

    results: list[dict] = field(default_factory=list)
    thread: threading.Thread | None = None

    def start(self) -> Synthesis:
        self.thread = threading.Thread(target=self._run, name="synthesis", daemon=True)
        self.thread.start()
        return self

    def _run(self) -> None:
        for name in BUILDS:
            try:
                self.results.append(synth.synth(name, synth.TARGETS[name]))
            except Exception as e:  # noqa: BLE001 - shown on the page as the build's error
                self.results.append({"name": name, "error": f"{type(e).__name__}: {e}"})

    def wait(self) -> list[dict]:
        """Every build's figures (an ``error`` key where its synthesis failed)."""
        if self.thread is not None:
            self.thread.join()
        return list(self.results)


def problems(results: list[dict]) -> list[str]:
    """A build that did not synthesize, or is over its area budget."""
    out = []
    for r in results:
        if "error" in r:
            out.append(f"synthesis of {r['name']} failed: {r['error']}")
            continue
        b, c = synth.budget_of(r["name"]), r["counts"]
        if (synth.lut_equivalents(r) > b["LUT"] or c["FF"] > b["FF"] or c["DSP"] > b["DSP"]
                or c["latch"] or synth.over_budget(r)):
            out.append(f"{r['name']} is over its budget: {synth.lut_equivalents(r):,} LUT, "
                       f"{c['FF']:,} FF, {c['DSP']} DSP, {c['latch']} latches, depth "
                       f"{r['depth']} (budget {b['LUT']:,} / {b['FF']:,} / {b['DSP']}, "
                       f"depth {synth.DEPTH_BUDGET[r['name']]})")
    return out
